import { useEffect } from 'react';
import { useTranslation } from '../i18n/i18n';

/**
 * Names the browser tab after the page, in the page's language: "Progress · Money Islands" /
 * "學習進度 · 理財冒險島". Pass the translated title; it follows a language switch because the caller's
 * translation and the app's name both change with it.
 */
export function usePageTitle(title: string) {
  const { t } = useTranslation();
  const appName = t('app.name');
  useEffect(() => {
    document.title = `${title} · ${appName}`;
  }, [title, appName]);
}
