import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_LENGTH } from '../../domain/constants';
import { newPasswordErrorKey } from './password-rule';

describe('newPasswordErrorKey', () => {
  it('asks for a password, then for a long enough one, then accepts it', () => {
    expect(newPasswordErrorKey('')).toBe('auth.errors.passwordRequired');
    expect(newPasswordErrorKey('x'.repeat(MIN_PASSWORD_LENGTH - 1))).toBe('auth.errors.passwordTooShort');
    expect(newPasswordErrorKey('x'.repeat(MIN_PASSWORD_LENGTH))).toBeUndefined();
  });
});
