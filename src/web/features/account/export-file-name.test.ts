import { describe, expect, it } from 'vitest';
import { exportFileNameFromHeader } from './export-file-name';

describe('exportFileNameFromHeader', () => {
  it('uses the name the server suggests', () => {
    expect(exportFileNameFromHeader('attachment; filename="money-islands-data-2026-11-23.json"')).toBe('money-islands-data-2026-11-23.json');
  });

  it('falls back to a plain name when there is none or it is not a plain file name', () => {
    expect(exportFileNameFromHeader(null)).toBe('money-islands-data.json');
    expect(exportFileNameFromHeader('attachment')).toBe('money-islands-data.json');
    expect(exportFileNameFromHeader('attachment; filename="../../etc/passwd"')).toBe('money-islands-data.json');
  });
});
