import { describe, expect, it } from 'vitest';
import { safeReturnPath, signInPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a page of this site', () => {
    expect(safeReturnPath('/module/M05?step=2')).toBe('/module/M05?step=2');
  });

  it('never lets a crafted value lead off the site', () => {
    for (const value of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/x\nLocation: y', '', null]) {
      expect(safeReturnPath(value, '/library'), String(value)).toBe('/library');
    }
  });
});

describe('signInPath', () => {
  it('remembers the page, and leaves the home page implicit', () => {
    expect(signInPath('/module/M05')).toBe('/auth?returnTo=%2Fmodule%2FM05');
    expect(signInPath('/')).toBe('/auth');
  });
});
