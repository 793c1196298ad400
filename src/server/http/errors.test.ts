import { describe, expect, it } from 'vitest';
import { PAGE_STRINGS } from '../../web/i18n/page-strings';
import { API_ERRORS, errorBody, mapAuthErrorCode } from './errors';

describe('API error messages', () => {
  it('are the same in the API and in the web app, in both languages, for every code', () => {
    const web = { en: PAGE_STRINGS.en.errors as Record<string, string>, 'zh-TW': PAGE_STRINGS['zh-TW'].errors as Record<string, string> };
    for (const [code, text] of Object.entries(API_ERRORS)) {
      expect(web.en[code], `${code} in page-strings.ts (en)`).toBe(text.en);
      expect(web['zh-TW'][code], `${code} in page-strings.ts (zh-TW)`).toBe(text['zh-TW']);
    }
  });

  it('follow the request language', () => {
    expect(errorBody('NAME_TOO_LONG', 'zh-TW,zh;q=0.9')).toEqual({ error: { code: 'NAME_TOO_LONG', message: '暱稱太長了（最多 30 個字）。' } });
    expect(errorBody('NAME_TOO_LONG', 'fr')).toEqual({ error: { code: 'NAME_TOO_LONG', message: 'That username is too long (at most 30 characters).' } });
  });

  it('map Better Auth’s errors onto ours, never a bare status', () => {
    expect(mapAuthErrorCode('NAME_TOO_LONG', 400)).toBe('NAME_TOO_LONG');
    expect(mapAuthErrorCode(undefined, 404)).toBe('NOT_FOUND');
    expect(mapAuthErrorCode(undefined, 405)).toBe('NOT_FOUND');
    expect(mapAuthErrorCode(undefined, 403)).toBe('FORBIDDEN');
    expect(mapAuthErrorCode(undefined, 418)).toBe('VALIDATION_ERROR');
    expect(mapAuthErrorCode(undefined, 429)).toBe('RATE_LIMITED');
    expect(mapAuthErrorCode(undefined, 500)).toBe('INTERNAL');
  });
});
