import { useMutation } from '@tanstack/react-query';
import { MailX } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { useTranslation } from '../../i18n/i18n';
import { apiFetch } from '../../lib/api-client';
import { useApiErrorMessage } from '../../lib/api-error-message';
import { usePageTitle } from '../../lib/page-title';
import { SUMMARY_NS } from './summary-i18n';
import '../../i18n/page-strings';

/**
 * /summary/stop?group=…&token=…: the weekly e-mail's one-click stop. The page itself sends the stop (a link
 * checker that only fetches the address stops nothing); no sign-in needed, the signed token is the credential.
 */
export function SummaryStopPage() {
  const { t } = useTranslation(SUMMARY_NS);
  const errorMessage = useApiErrorMessage('errors.INTERNAL');
  const [params] = useSearchParams();
  const group = params.get('group') ?? '';
  const token = params.get('token') ?? '';
  usePageTitle(t('title'));
  const stop = useMutation({ mutationFn: () => apiFetch('/api/summary/stop', { body: { group, token } }) });
  const { mutate } = stop;
  useEffect(() => mutate(), [mutate]);

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-5 px-4 py-10">
      <h1 className="flex items-center gap-3 text-3xl font-extrabold text-teal-900">
        <MailX className="h-9 w-9 shrink-0 text-teal-700" aria-hidden="true" />
        {t('title')}
      </h1>
      <div className="rounded-3xl border-2 border-sky-100 bg-white p-5 shadow-sm" role="status">
        {stop.isSuccess ? (
          <p className="text-lg text-slate-800">{t('stopped')}</p>
        ) : stop.isError ? (
          <p className="text-lg font-semibold text-rose-800">{errorMessage(stop.error)}</p>
        ) : (
          <p className="text-lg text-slate-800">{t('working')}</p>
        )}
      </div>
      <Link to="/teach" className={buttonClasses('outline', 'self-start')}>
        {t('teach')}
      </Link>
    </div>
  );
}
