import { useCallback } from 'react';
import { useTranslation } from '../i18n/i18n';
import { ApiError } from './api-client';
import '../i18n/page-strings';

/**
 * Turns a failed request into words in the learner's language: the server's code when we have words for it
 * (with its values, e.g. the addresses of WRONG_ADDRESS), else the server's own bilingual message, otherwise the fallback.
 */
export function useApiErrorMessage(fallbackKey: 'errors.unexpected' | 'errors.INTERNAL' = 'errors.unexpected') {
  const { t, i18n } = useTranslation();
  return useCallback(
    (caught: unknown): string => {
      const key = caught instanceof ApiError ? `errors.${caught.code}` : fallbackKey;
      if (i18n.exists(key)) return t(key, caught instanceof ApiError ? caught.values : {});
      // A code this page has no words for: the server's own message, already in the page's language
      // (apiFetch sends it), beats a vague "something went wrong".
      if (caught instanceof ApiError && caught.status >= 400 && caught.status < 500 && caught.message) return caught.message;
      return t(fallbackKey);
    },
    [t, i18n, fallbackKey],
  );
}
