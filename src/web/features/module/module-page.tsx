import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PlaceholderPage } from '../../components/layout/placeholder-page';

export function ModulePage() {
  const { t } = useTranslation();
  const { moduleId = '' } = useParams();
  return <PlaceholderPage title={moduleId} body={t('placeholder.module', { id: moduleId })} />;
}
