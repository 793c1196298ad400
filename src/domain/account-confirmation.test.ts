import { describe, expect, it } from 'vitest';
import { deleteAccountRequestSchema, exportFileName } from './account-api';
import { confirmationMatches, MAX_CONFIRMATION_LENGTH } from './account-confirmation';

describe('confirmationMatches', () => {
  it('accepts the nickname typed with other capitals, spaces or full-width letters', () => {
    expect(confirmationMatches('Coral', 'Coral')).toBe(true);
    expect(confirmationMatches('  coral ', 'Coral')).toBe(true);
    expect(confirmationMatches('ＣＯＲＡＬ', 'Coral')).toBe(true);
    expect(confirmationMatches('小 明', '小  明')).toBe(true);
  });

  it('refuses anything else', () => {
    expect(confirmationMatches('Cora', 'Coral')).toBe(false);
    expect(confirmationMatches('Coral!', 'Coral')).toBe(false);
    expect(confirmationMatches('', 'Coral')).toBe(false);
    // An account whose nickname is blank cannot be confirmed by typing nothing.
    expect(confirmationMatches('  ', ' ')).toBe(false);
  });
});

describe('deleteAccountRequestSchema', () => {
  it('takes a confirmation and nothing else', () => {
    expect(deleteAccountRequestSchema.safeParse({ confirmation: 'Coral' }).success).toBe(true);
    expect(deleteAccountRequestSchema.safeParse({}).success).toBe(false);
    expect(deleteAccountRequestSchema.safeParse({ confirmation: '' }).success).toBe(false);
    expect(deleteAccountRequestSchema.safeParse({ confirmation: 'x'.repeat(MAX_CONFIRMATION_LENGTH + 1) }).success).toBe(false);
    expect(deleteAccountRequestSchema.safeParse({ confirmation: 'Coral', userId: 'someone-else' }).success).toBe(false);
  });
});

describe('exportFileName', () => {
  it('names the download after the day it was made', () => {
    expect(exportFileName(new Date('2026-11-23T16:00:00Z'))).toBe('money-islands-data-2026-11-23.json');
  });
});
