import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/i18n';
import type { Island } from '../../../content/schema/catalogue';
import { PlaceholderPage } from '../../components/layout/placeholder-page';

export function IslandPage({ island }: { island: Island }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return <PlaceholderPage title={island.title[language]} body={`${island.subtitle[language]} — ${t('placeholder.island')}`} />;
}
