import { CalendarDays } from 'lucide-react';
import type { PracticeView } from '../../../domain/practice-api';
import { useTranslation, useUiLanguage, type UiLanguage } from '../../i18n/i18n';
import { PRACTICE_SHARED_NS } from './practice-i18n';

const formatters = new Map<UiLanguage, Intl.DateTimeFormat>();

/** A local date 'YYYY-MM-DD' as the child reads it ("Thu 3 Dec", 「12月3日 週四」). */
export function practiceDayLabel(day: string, language: UiLanguage): string {
  let format = formatters.get(language);
  if (!format) formatters.set(language, (format = new Intl.DateTimeFormat(language, { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' })));
  return format.format(new Date(`${day}T00:00:00Z`));
}

/**
 * The week ahead of spaced review: a bar per day, today first. The figures are in the text too, so nothing is
 * only a picture.
 */
export function PracticeForecast({ view, headingLevel = 2 }: { view: PracticeView; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation(PRACTICE_SHARED_NS);
  const language = useUiLanguage();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const most = Math.max(1, ...view.forecast.map((day) => day.count));
  const total = view.forecast.reduce((sum, day) => sum + day.count, 0);
  return (
    <section aria-labelledby="practice-forecast-title" className="rounded-3xl border-2 border-slate-200 bg-white p-5 shadow-sm">
      <Heading id="practice-forecast-title" className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <CalendarDays className="h-6 w-6 text-teal-700" aria-hidden="true" />
        {t('forecastTitle')}
      </Heading>
      <p className="mt-1 text-slate-700">{total === 0 && view.nextDueDay === null ? t('noneYet') : t('forecastIntro')}</p>
      <ol className="mt-4 grid grid-cols-7 gap-1 sm:gap-2">
        {view.forecast.map((day, index) => {
          const label = index === 0 ? t('today') : practiceDayLabel(day.day, language);
          return (
            <li key={day.day} className="flex flex-col items-center gap-1 text-center">
              <span className="sr-only">{t('dayCount', { day: label, count: day.count })}</span>
              <span aria-hidden="true" className="text-sm font-bold text-slate-900">
                {day.count}
              </span>
              <span aria-hidden="true" className="flex h-20 w-full items-end justify-center rounded-lg bg-slate-100">
                <span className={`w-3/4 rounded-t-md ${index === 0 ? 'bg-amber-500' : 'bg-teal-600'}`} style={{ height: `${day.count === 0 ? 0 : Math.max(8, (day.count / most) * 100)}%` }} />
              </span>
              <span aria-hidden="true" className="text-xs leading-tight text-slate-700">
                {label}
              </span>
            </li>
          );
        })}
      </ol>
      {view.forecast.slice(1).every((day) => day.count === 0) && view.nextDueDay ? (
        <p className="mt-3 text-slate-700">{t('nextDue', { day: practiceDayLabel(view.nextDueDay, language) })}</p>
      ) : null}
    </section>
  );
}
