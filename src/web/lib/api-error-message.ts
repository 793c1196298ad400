import { useCallback } from 'react';
import { useTranslation } from '../i18n/i18n';
import { ApiError } from './api-client';
import '../i18n/page-strings';

/**
 * Turns a failed request into words in the learner's language: the server's code when we have words for it
 * (with its values, e.g. the addresses of WRONG_ADDRESS), otherwise the fallback.
 */
export function useApiErrorMessage(fallbackKey: 'errors.unexpected' | 'errors.INTERNAL' = 'errors.unexpected') {
  const { t, i18n } = useTranslation();
  return useCallback(
    (caught: unknown): string => {
      const key = caught instanceof ApiError ? `errors.${caught.code}` : fallbackKey;
      return i18n.exists(key) ? t(key, caught instanceof ApiError ? caught.values : {}) : t(fallbackKey);
    },
    [t, i18n, fallbackKey],
  );
}
