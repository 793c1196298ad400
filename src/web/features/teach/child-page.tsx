import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Check, X } from 'lucide-react';
import { Link, Navigate, useParams } from 'react-router';
import { getModuleMeta } from '../../../content/catalogue-queries';
import type { ChildLesson } from '../../../domain/groups';
import { buttonClasses } from '../../components/ui/button';
import { FullScreenLoading } from '../../components/ui/full-screen-loading';
import { useTranslation, useUiLanguage } from '../../i18n/i18n';
import { ApiError } from '../../lib/api-client';
import { childQueryKey, fetchChild } from '../../lib/groups-api';
import { usePageTitle } from '../../lib/page-title';
import { signInPath } from '../../lib/return-path';
import { useSession } from '../../lib/session';
import { TEACH_NS } from './teach-i18n';
import '../../i18n/page-strings';

const CARD = 'rounded-3xl border-2 border-sky-100 bg-white p-5 shadow-sm sm:p-6';

function FirstTry({ lesson }: { lesson: ChildLesson }) {
  const { t } = useTranslation(TEACH_NS);
  const right = lesson.firstTry.filter((item) => item.correct).length;
  return (
    <div>
      <span className="block text-sm font-semibold text-slate-700">{t('child.rightCount', { right, total: lesson.firstTry.length })}</span>
      <ul className="mt-1 flex flex-wrap gap-1">
        {lesson.firstTry.map((item, index) => (
          <li
            key={item.questionId}
            className={`inline-flex h-8 min-w-8 items-center justify-center gap-0.5 rounded-lg px-1 text-sm font-bold ${item.correct ? 'bg-emerald-100 text-emerald-900' : 'bg-rose-100 text-rose-900'}`}
          >
            {/* The mark and the number are pictures of the words the screen reader hears. */}
            <span aria-hidden="true">{index + 1}</span>
            {item.correct ? <Check className="h-4 w-4" aria-hidden="true" /> : <X className="h-4 w-4" aria-hidden="true" />}
            <span className="sr-only">{t('child.question', { number: index + 1, result: t(item.correct ? 'child.right' : 'child.wrong') })}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** /teach/:groupId/children/:childId: one child's lessons as their grown-up sees them. */
export function ChildPage() {
  const { t } = useTranslation(TEACH_NS);
  const language = useUiLanguage();
  const { groupId = '', childId = '' } = useParams();
  const { user, isLoading } = useSession();
  const query = useQuery({ queryKey: childQueryKey(groupId, childId), queryFn: () => fetchChild(groupId, childId), enabled: Boolean(user), retry: false });
  usePageTitle(query.data ? t('child.title', { name: query.data.nickname }) : t('title'));

  if (isLoading) return <FullScreenLoading label={t('loading')} />;
  if (!user) return <Navigate to={signInPath(`/teach/${groupId}/children/${childId}`)} replace />;
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  if (query.error && !notFound) throw query.error;
  if (!query.data && !notFound) return <FullScreenLoading label={t('loading')} />;
  const child = query.data;
  const dateFormat = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-5 px-4 py-8 sm:py-10">
      <Link to={`/teach/${groupId}`} className={buttonClasses('ghost', 'self-start', 'sm')}>
        <ArrowLeft className="h-5 w-5" aria-hidden="true" />
        {child ? t('child.back', { group: child.groupName }) : t('group.back')}
      </Link>
      {!child ? (
        <p className={CARD}>{t('child.notFound')}</p>
      ) : (
        <>
          <div>
            <h1 className="wrap-anywhere text-3xl font-extrabold text-teal-900 sm:text-4xl">{t('child.title', { name: child.nickname })}</h1>
            <p className="mt-2 text-lg text-slate-700">{t('child.intro', { name: child.nickname })}</p>
          </div>
          {child.lessons.length === 0 ? (
            <p className={CARD}>{t('child.none', { name: child.nickname })}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {child.lessons.map((lesson) => {
                const meta = getModuleMeta(lesson.moduleId);
                return (
                  <li key={lesson.moduleId} className="grid grid-cols-3 gap-3 rounded-2xl border-2 border-slate-100 bg-white p-4 sm:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))] sm:items-center">
                    <span className="col-span-3 font-bold text-slate-900 sm:col-span-1">{meta?.title[language] ?? lesson.moduleId}</span>
                    <dl className="contents">
                      <div>
                        <dt className="text-sm text-slate-600">{t('child.best')}</dt>
                        <dd className="font-bold text-slate-900">{lesson.bestScore === null ? t('child.notPassed') : `${lesson.bestScore}%`}</dd>
                      </div>
                      <div>
                        <dt className="text-sm text-slate-600">{t('child.finished')}</dt>
                        <dd className="font-semibold text-slate-900">{lesson.completedAt ? dateFormat.format(new Date(lesson.completedAt)) : '—'}</dd>
                      </div>
                      <div>
                        <dt className="text-sm text-slate-600">{t('child.tries')}</dt>
                        <dd className="font-semibold text-slate-900">{lesson.attempts}</dd>
                      </div>
                    </dl>
                    <div className="col-span-3 sm:col-span-4">
                      <FirstTry lesson={lesson} />
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
