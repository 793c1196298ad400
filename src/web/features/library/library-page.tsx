import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/layout/placeholder-page';

export function LibraryPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('nav.library')} body={t('placeholder.library')} />;
}
