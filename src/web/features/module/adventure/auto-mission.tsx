import { House, PartyPopper } from 'lucide-react';
import { useId, useState } from 'react';
import type { AutoMission } from '../../../../content/schema/module-body';
import { useTranslation, useUiLanguage } from '../../../i18n/i18n';
import { ADVENTURE_NS } from './adventure-i18n';

/**
 * "Try at home": three real-world missions, any one is enough (completionRule any_one). The ticks are
 * for the child's own satisfaction; nothing is saved, since a parent's yes is the real check.
 */
export function AutoMissionCard({ mission }: { mission: AutoMission }) {
  const { t } = useTranslation(ADVENTURE_NS);
  const language = useUiLanguage();
  const headingId = useId();
  const [doneIds, setDoneIds] = useState<ReadonlySet<string>>(() => new Set());
  const anyDone = doneIds.size > 0;

  function toggle(id: string) {
    setDoneIds((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  return (
    <section aria-labelledby={headingId} className="rounded-3xl border-2 border-sky-200 bg-sky-50 p-5 sm:p-6">
      <h3 id={headingId} className="flex items-center gap-2 text-xl font-extrabold text-sky-950 sm:text-2xl">
        <House className="h-6 w-6 shrink-0 text-sky-700" aria-hidden="true" />
        <span>{t('missionHeading', { title: mission.title[language] })}</span>
      </h3>
      <p className="mt-2 text-lg text-slate-800">{t('missionIntro')}</p>
      <ul className="mt-4 grid gap-3 lg:grid-cols-3">
        {mission.options.map((option) => {
          const checked = doneIds.has(option.id);
          return (
            <li key={option.id} className={`flex flex-col gap-2 rounded-2xl bg-white p-4 ring-2 ${checked ? 'ring-teal-500' : 'ring-sky-100'}`}>
              <h4 className="text-lg font-bold text-slate-900">{option.label[language]}</h4>
              <p className="flex-1 text-base leading-relaxed text-slate-700">{option.instructions[language]}</p>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-1 text-base font-semibold text-teal-900 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-sky-600">
                <input type="checkbox" className="h-6 w-6 shrink-0 accent-teal-700 focus:outline-none" checked={checked} onChange={() => toggle(option.id)} />
                {t('missionCheck')}
                <span className="sr-only">: {option.label[language]}</span>
              </label>
            </li>
          );
        })}
      </ul>
      <div role="status" aria-live="polite">
        {anyDone ? (
          <p className="mt-4 flex items-center gap-2 text-lg font-bold text-teal-900">
            <PartyPopper className="h-6 w-6 text-amber-600" aria-hidden="true" />
            {t('missionDone')}
          </p>
        ) : null}
      </div>
    </section>
  );
}
