import { ALargeSmall, Download, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { Link, Navigate, useSearchParams } from 'react-router';
import { toast } from '../../lib/toast';
import { ReadingSettingsControls } from '../../components/reading-settings/reading-settings-controls';
import { READING_NS } from '../../components/reading-settings/reading-settings-i18n';
import { Button } from '../../components/ui/button';
import { FullScreenLoading } from '../../components/ui/full-screen-loading';
import { useApiErrorMessage } from '../../lib/api-error-message';
import { forgetOutbox } from '../../lib/quiz-outbox-status';
import { useForgetLearner } from '../../lib/forget-learner';
import { useSession } from '../../lib/session';
import { ACCOUNT_NS } from './account-i18n';
import { downloadMyData } from './account-requests';
import { DeleteAccountDialog } from './delete-account-dialog';
import { usePageTitle } from '../../lib/page-title';
import { PasswordSection } from './password-section';
import { GroupsSection } from './groups-section';
import { RETURN_TO_PARAM, safeReturnPath } from '../../lib/return-path';
import '../../i18n/page-strings';

/** /account: the learner's username and e-mail, a download of all their data, and deleting the account. */
/** Text size, spacing, motion and read-aloud speed (issue 28): the header dialog's controls. */
function ReadingSection() {
  const { t } = useTranslation(READING_NS);
  return (
    <section aria-labelledby="account-reading" className="rounded-3xl border-2 border-sky-100 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="account-reading" className="flex items-center gap-3 text-xl font-extrabold text-teal-900">
        <ALargeSmall className="h-6 w-6 shrink-0 text-teal-700" aria-hidden="true" />
        {t('section')}
      </h2>
      <p className="mb-4 mt-2 text-slate-700">{t('intro')}</p>
      <ReadingSettingsControls />
    </section>
  );
}

export function AccountPage() {
  const { t } = useTranslation(ACCOUNT_NS);
  const errorMessage = useApiErrorMessage('errors.INTERNAL');
  const { user, isLoading } = useSession();
  const forgetLearner = useForgetLearner();
  const [downloading, setDownloading] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const [params] = useSearchParams();
  const returnTo = params.get(RETURN_TO_PARAM);

  usePageTitle(t('title'));

  if (isLoading) return <FullScreenLoading label={t('loading')} />;
  // Once the account is gone the learner goes home, not to the sign-in page.
  if (!user) return <Navigate to={deleted ? '/' : '/auth'} replace />;

  async function download() {
    setDownloading(true);
    try {
      await downloadMyData();
      toast.success(t('download.done'));
    } catch (caught) {
      toast.error(errorMessage(caught));
    } finally {
      setDownloading(false);
    }
  }

  async function afterDeletion(userId: string) {
    setDeleted(true);
    forgetOutbox(userId);
    await forgetLearner(userId);
    toast.success(t('deleted'));
  }

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-8 sm:py-10">
      <div>
        <h1 className="text-3xl font-extrabold text-teal-900 sm:text-4xl">{t('title')}</h1>
        <p className="mt-2 text-lg text-slate-700">{t('intro')}</p>
      </div>

      <section aria-labelledby="account-details" className="rounded-3xl border-2 border-sky-100 bg-white p-5 shadow-sm sm:p-6">
        <h2 id="account-details" className="text-xl font-extrabold text-teal-900">
          {t('details.title')}
        </h2>
        <dl className="mt-3 grid gap-x-4 gap-y-2 text-base sm:grid-cols-[auto_minmax(0,1fr)]">
          <dt className="font-semibold text-slate-600">{t('details.username')}</dt>
          <dd className="wrap-anywhere font-bold text-slate-900">{user.name}</dd>
          <dt className="font-semibold text-slate-600">{t('details.email')}</dt>
          <dd className="wrap-anywhere font-bold text-slate-900">{user.email}</dd>
        </dl>
      </section>

      <ReadingSection />

      <GroupsSection />

      <PasswordSection email={user.email} passwordRemoved={params.get('password') === 'removed'} returnTo={returnTo ? safeReturnPath(returnTo) : null} />

      <section aria-labelledby="account-download" className="rounded-3xl border-2 border-sky-100 bg-white p-5 shadow-sm sm:p-6">
        <h2 id="account-download" className="text-xl font-extrabold text-teal-900">
          {t('download.title')}
        </h2>
        <p className="mt-2 text-slate-700">{t('download.text')}</p>
        <Button variant="primary" className="mt-4" onClick={() => void download()} disabled={downloading}>
          <Download className="h-5 w-5" aria-hidden="true" />
          {downloading ? t('download.working') : t('download.button')}
        </Button>
      </section>

      <section aria-labelledby="account-delete" className="rounded-3xl border-2 border-rose-200 bg-rose-50/60 p-5 shadow-sm sm:p-6">
        <h2 id="account-delete" className="text-xl font-extrabold text-rose-900">
          {t('remove.title')}
        </h2>
        <p className="mt-2 text-slate-800">{t('remove.text')}</p>
        <DeleteAccountDialog username={user.name} onDeleted={() => void afterDeletion(user.id)} />
      </section>

      <Link
        to="/privacy"
        className="inline-flex min-h-11 items-center gap-2 self-start rounded-full px-1 font-semibold text-teal-800 underline underline-offset-4 focus-visible:outline focus-visible:outline-3 focus-visible:outline-sky-600"
      >
        <ShieldCheck className="h-5 w-5" aria-hidden="true" />
        {t('privacyLink')}
      </Link>
    </div>
  );
}
