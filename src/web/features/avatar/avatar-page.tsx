import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PlaceholderPage } from '../../components/layout/placeholder-page';
import { FullScreenLoading } from '../../components/ui/full-screen-loading';
import { useSession } from '../../lib/session';

export function AvatarPage() {
  const { t } = useTranslation();
  const { user, isLoading } = useSession();
  if (isLoading) return <FullScreenLoading label={t('avatar.loading')} />;
  if (!user) return <Navigate to="/auth" replace />;
  return <PlaceholderPage title={t('account.customizeAvatar')} body={t('placeholder.avatar')} />;
}
