import { CloudUpload } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { MODULE_NS } from './module-i18n';

/**
 * A finished quiz that could not reach the server yet (issue 8): the answers are kept on this device and
 * sent by the app when it can. The quiz is graded on the server, so no score is shown until then.
 */
export function WaitingToSync({ headingRef, headingId, children }: { headingRef?: Ref<HTMLHeadingElement>; headingId?: string; children?: ReactNode }) {
  const { t } = useTranslation(MODULE_NS);
  return (
    <div className="flex flex-col gap-4 rounded-3xl bg-sky-50 p-5 ring-2 ring-sky-200 sm:p-6" data-testid="waiting-to-sync">
      <h3
        ref={headingRef}
        id={headingId}
        tabIndex={-1}
        className="flex scroll-mt-24 items-start gap-3 rounded-lg text-xl font-extrabold text-sky-950 focus:outline-none focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-sky-600 sm:text-2xl"
      >
        <CloudUpload className="mt-0.5 h-7 w-7 shrink-0 text-sky-700" aria-hidden="true" />
        {t('waiting.heading')}
      </h3>
      <p className="text-lg text-slate-800">{t('waiting.body')}</p>
      <p className="text-lg font-semibold text-slate-900">{t('waiting.score')}</p>
      <p className="text-base text-slate-700">{t('waiting.keepGoing')}</p>
      {children}
    </div>
  );
}
