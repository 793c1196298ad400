import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Volume2 } from 'lucide-react';
import type { GroupDetail } from '../../../domain/groups';
import { useTranslation } from '../../i18n/i18n';
import { useApiErrorMessage } from '../../lib/api-error-message';
import { GROUPS_QUERY_KEY, updateGroup } from '../../lib/groups-api';
import { toast } from '../../lib/toast';
import { TEACH_NS } from './teach-i18n';
import '../../i18n/page-strings';

/** "Read questions aloud automatically" for every child of the group (issue 28): on or off. */
export function AutoReadPanel({ group }: { group: GroupDetail }) {
  const { t } = useTranslation(TEACH_NS);
  const errorMessage = useApiErrorMessage('errors.INTERNAL');
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: (on: boolean) => updateGroup(group.id, { autoReadQuestions: on }),
    onSuccess: async (updated) => {
      toast.success(t(updated.autoReadQuestions ? 'autoRead.on' : 'autoRead.off'));
      await client.invalidateQueries({ queryKey: GROUPS_QUERY_KEY });
    },
    onError: (caught) => toast.error(errorMessage(caught)),
  });
  return (
    <section aria-labelledby="group-auto-read" className="rounded-3xl border-2 border-sky-100 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="group-auto-read" className="flex items-center gap-3 text-xl font-extrabold text-teal-900">
        <Volume2 className="h-6 w-6 shrink-0 text-teal-700" aria-hidden="true" />
        {t('autoRead.title')}
      </h2>
      <label className="mt-3 flex min-h-11 cursor-pointer items-start gap-3 text-slate-800">
        <input
          type="checkbox"
          role="switch"
          className="mt-1 h-5 w-5 shrink-0 accent-teal-700"
          checked={group.autoReadQuestions}
          disabled={mutation.isPending}
          onChange={(event) => mutation.mutate(event.target.checked)}
        />
        <span className="min-w-0">
          <span className="block font-semibold">{t('autoRead.label')}</span>
          <span className="block text-sm text-slate-600">{t('autoRead.hint')}</span>
        </span>
      </label>
    </section>
  );
}
