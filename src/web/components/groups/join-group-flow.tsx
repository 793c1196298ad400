import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { JoinPreview } from '../../../domain/groups';
import { useTranslation } from '../../i18n/i18n';
import { useApiErrorMessage } from '../../lib/api-error-message';
import { GROUPS_QUERY_KEY, joinGroup, previewJoin } from '../../lib/groups-api';
import { toast } from '../../lib/toast';
import { Button } from '../ui/button';
import { TextField } from '../ui/text-field';
import { GROUPS_NS } from './groups-i18n';
import '../../i18n/page-strings';

/**
 * A child joins a class or family: type (or arrive with) the code, see whose group it is and what that grown-up
 * will see, then confirm. Nothing is joined before the confirmation.
 */
export function JoinGroupFlow({ initialCode = '', onJoined, headingLevel = 3 }: { initialCode?: string; onJoined?: () => void; /** Of the confirmation's heading, under the page's own. */ headingLevel?: 2 | 3 }) {
  const { t } = useTranslation(GROUPS_NS);
  const errorMessage = useApiErrorMessage('errors.INTERNAL');
  const client = useQueryClient();
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState<string | undefined>();
  const [preview, setPreview] = useState<JoinPreview | null>(null);

  const check = useMutation({
    mutationFn: () => previewJoin(code),
    onSuccess: (found) => {
      setError(undefined);
      setPreview(found);
    },
    onError: (caught) => setError(errorMessage(caught)),
  });
  const join = useMutation({
    mutationFn: () => joinGroup(code),
    onSuccess: async (membership) => {
      toast.success(t('join.joined', { name: membership.name }));
      setPreview(null);
      setCode('');
      await client.invalidateQueries({ queryKey: GROUPS_QUERY_KEY });
      onJoined?.();
    },
    onError: (caught) => setError(errorMessage(caught)),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    check.mutate();
  }

  if (preview) {
    const Heading = headingLevel === 2 ? 'h2' : 'h3';
    return (
      <div className="flex flex-col gap-3 rounded-2xl border-2 border-teal-200 bg-teal-50 p-4" aria-live="polite">
        <Heading className="flex items-center gap-2 wrap-anywhere text-lg font-extrabold text-teal-900">
          <Users className="h-6 w-6 shrink-0" aria-hidden="true" />
          {t('join.confirmTitle', { name: preview.name })}
        </Heading>
        <p className="text-slate-800">{t(preview.kind === 'class' ? 'join.confirmClass' : 'join.confirmFamily', { grownUp: preview.grownUpName })}</p>
        {preview.alreadyMember ? (
          <p className="font-semibold text-slate-900">{t('join.already', { name: preview.name })}</p>
        ) : (
          <p className="text-slate-800">{t('join.whatTheySee', { grownUp: preview.grownUpName })}</p>
        )}
        {error ? <p className="font-semibold text-rose-700">{error}</p> : null}
        <div className="flex flex-wrap gap-3">
          {preview.alreadyMember ? null : (
            <Button disabled={join.isPending} onClick={() => join.mutate()}>
              {join.isPending ? t('join.joining') : t('join.confirm')}
            </Button>
          )}
          <Button variant="neutral" disabled={join.isPending} onClick={() => setPreview(null)}>
            {t('join.cancel')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <TextField
        className="sm:w-64"
        label={t('join.code')}
        hint={t('join.codeHint')}
        error={error}
        value={code}
        maxLength={20}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button type="submit" className="sm:mt-8" disabled={check.isPending || code.trim() === ''}>
        {check.isPending ? t('join.checking') : t('join.check')}
      </Button>
    </form>
  );
}
