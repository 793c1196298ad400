import { useQuery } from '@tanstack/react-query';
import { LifeBuoy } from 'lucide-react';
import { getModuleMeta } from '../../../content/catalogue-queries';
import { useTranslation, useUiLanguage } from '../../i18n/i18n';
import { fetchNeedsHelp, needsHelpQueryKey } from '../../lib/groups-api';
import { TEACH_NS } from './teach-i18n';
import '../../i18n/page-strings';

const CARD = 'rounded-3xl border-2 border-sky-100 bg-white p-5 shadow-sm sm:p-6';

/** "Needs help": what the group most often got wrong the first time, with each question's words and explanation. */
export function NeedsHelpSection({ groupId }: { groupId: string }) {
  const { t } = useTranslation(TEACH_NS);
  const language = useUiLanguage();
  const query = useQuery({ queryKey: needsHelpQueryKey(groupId), queryFn: () => fetchNeedsHelp(groupId) });
  const lessonTitle = (moduleId: string) => getModuleMeta(moduleId)?.title[language] ?? moduleId;
  const help = query.data;

  return (
    <section aria-labelledby="group-help" className={CARD}>
      <h2 id="group-help" className="flex items-center gap-3 text-xl font-extrabold text-teal-900">
        <LifeBuoy className="h-6 w-6 shrink-0 text-teal-700" aria-hidden="true" />
        {t('help.title')}
      </h2>
      <p className="mt-1 text-slate-700">{t('help.text')}</p>
      {!help ? null : help.questions.length === 0 ? (
        <p className="mt-3 text-slate-700">{t('help.none')}</p>
      ) : (
        <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <div>
            <h3 className="text-lg font-extrabold text-slate-900">{t('help.lessons')}</h3>
            <ol className="mt-2 flex flex-col gap-2">
              {help.lessons.map((lesson) => (
                <li key={lesson.moduleId} className="rounded-2xl bg-amber-50 p-3">
                  <span className="block font-bold text-slate-900">{lessonTitle(lesson.moduleId)}</span>
                  <span className="block text-sm text-slate-700">{t('help.lessonLine', { missed: lesson.missed, children: lesson.children })}</span>
                </li>
              ))}
            </ol>
          </div>
          <div>
            <h3 className="text-lg font-extrabold text-slate-900">{t('help.questions')}</h3>
            <ol className="mt-2 flex flex-col gap-3">
              {help.questions.map((item) => (
                <li key={`${item.moduleId}/${item.questionId}`} className="rounded-2xl border-2 border-slate-100 p-3">
                  <span className="block text-sm font-semibold text-teal-800">{lessonTitle(item.moduleId)}</span>
                  <span className="mt-1 block font-semibold text-slate-900">{item.question[language]}</span>
                  <span className="mt-1 block text-sm font-bold text-rose-800">{t('help.missedBy', { missed: item.missed, tried: item.tried })}</span>
                  <details className="mt-2">
                    <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-teal-800 underline underline-offset-4">{t('help.why')}</summary>
                    <p className="mt-1 text-slate-800">{item.explanation[language]}</p>
                  </details>
                </li>
              ))}
            </ol>
          </div>
        </div>
      )}
    </section>
  );
}
