import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Megaphone } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { modulesOfIsland } from '../../../content/catalogue-queries';
import { ISLANDS } from '../../../content/islands';
import type { IslandKey } from '../../../content/schema/ids';
import type { GroupDetail } from '../../../domain/groups';
import { suggestionTarget } from '../../components/groups/suggestion-target';
import { Button } from '../../components/ui/button';
import { useTranslation, useUiLanguage } from '../../i18n/i18n';
import { useApiErrorMessage } from '../../lib/api-error-message';
import { GROUPS_QUERY_KEY, updateGroup } from '../../lib/groups-api';
import { toast } from '../../lib/toast';
import { TEACH_NS } from './teach-i18n';
import '../../i18n/page-strings';

const CARD = 'rounded-3xl border-2 border-sky-100 bg-white p-5 shadow-sm sm:p-6';
const SELECT =
  'min-h-11 w-full rounded-xl border-2 border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-sky-600';

/** "This week: Ledger Cave": the grown-up picks an island (and a lesson, if they like) for the whole group. */
export function SuggestPanel({ group }: { group: GroupDetail }) {
  const { t } = useTranslation(TEACH_NS);
  const language = useUiLanguage();
  const errorMessage = useApiErrorMessage('errors.INTERNAL');
  const client = useQueryClient();
  const islandId = useId();
  const lessonId = useId();
  const [island, setIsland] = useState<IslandKey>(group.suggestion?.island ?? 'seed');
  const [lesson, setLesson] = useState<string>(group.suggestion?.moduleId ?? '');
  const mutation = useMutation({
    mutationFn: (suggestion: { island: IslandKey; moduleId?: string } | null) => updateGroup(group.id, { suggestion }),
    onSuccess: async (updated) => {
      toast.success(updated.suggestion ? t('suggest.saved', { target: suggestionTarget(updated.suggestion, language).label }) : t('suggest.cleared'));
      await client.invalidateQueries({ queryKey: GROUPS_QUERY_KEY });
    },
    onError: (caught) => toast.error(errorMessage(caught)),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    mutation.mutate(lesson ? { island, moduleId: lesson } : { island });
  }

  return (
    <section aria-labelledby="group-suggest" className={CARD}>
      <h2 id="group-suggest" className="flex items-center gap-3 text-xl font-extrabold text-teal-900">
        <Megaphone className="h-6 w-6 shrink-0 text-teal-700" aria-hidden="true" />
        {t('suggest.title')}
      </h2>
      <p className="mt-1 text-slate-700">{t('suggest.text')}</p>
      <p className="mt-2 font-semibold text-slate-900">
        {group.suggestion ? t('suggest.now', { target: suggestionTarget(group.suggestion, language).label }) : t('suggest.none')}
      </p>
      <form onSubmit={submit} className="mt-3 grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={islandId} className="font-semibold text-slate-800">
            {t('suggest.island')}
          </label>
          <select
            id={islandId}
            className={SELECT}
            value={island}
            onChange={(event) => {
              setIsland(event.target.value as IslandKey);
              setLesson('');
            }}
          >
            {ISLANDS.map((item) => (
              <option key={item.key} value={item.key}>
                {item.title[language]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={lessonId} className="font-semibold text-slate-800">
            {t('suggest.lesson')}
          </label>
          <select id={lessonId} className={SELECT} value={lesson} onChange={(event) => setLesson(event.target.value)}>
            <option value="">{t('suggest.anyLesson')}</option>
            {modulesOfIsland(island).map((meta) => (
              <option key={meta.id} value={meta.id}>
                {meta.title[language]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <Button type="submit" disabled={mutation.isPending}>
            {t('suggest.save')}
          </Button>
          {group.suggestion ? (
            <Button variant="neutral" disabled={mutation.isPending} onClick={() => mutation.mutate(null)}>
              {t('suggest.clear')}
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
