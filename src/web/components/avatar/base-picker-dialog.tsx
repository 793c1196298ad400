import * as Dialog from '@radix-ui/react-dialog';
import { Check, Shuffle, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { AVATAR_BASES } from '../../../content/avatars';
import type { AvatarBaseId } from '../../../content/schema/ids';
import { useTranslation, useUiLanguage } from '../../i18n/i18n';
import { useSetBase } from '../../lib/profile';
import { Button } from '../ui/button';
import { AVATAR_NS } from './avatar-i18n';
import { ExplorerAvatar } from './explorer-avatar';

/** 'choose': a learner without an explorer yet. 'change': swapping the base from the avatar page. */
export type BasePickerMode = 'choose' | 'change';

const CARD_ACCENT = {
  emerald: 'bg-emerald-50 has-[:checked]:border-emerald-700',
  blue: 'bg-sky-50 has-[:checked]:border-blue-700',
  orange: 'bg-orange-50 has-[:checked]:border-orange-700',
  purple: 'bg-purple-50 has-[:checked]:border-purple-700',
} as const;

function randomBase(exclude: AvatarBaseId | null): AvatarBaseId {
  const pool = AVATAR_BASES.filter((base) => base.id !== exclude);
  const pick = pool[Math.floor(Math.random() * pool.length)] ?? AVATAR_BASES[0];
  return pick ? pick.id : 'explorer';
}

/** An explorer's subtitle without its leading "Pillar:" (shown next to the pillar's own label). */
export function motto(subtitle: string): string {
  const match = /^[^:：]{1,20}[:：]\s*(.+)$/.exec(subtitle);
  return match?.[1] ?? subtitle;
}

/** The dialog body: mounted only while open, so every opening starts with nothing chosen. */
function Picker({ mode, currentBaseId, onDone }: { mode: BasePickerMode; currentBaseId: AvatarBaseId | null; onDone: () => void }) {
  const { t } = useTranslation(AVATAR_NS);
  const language = useUiLanguage();
  const setBase = useSetBase();
  const [selected, setSelected] = useState<AvatarBaseId | null>(null);
  const groupName = useId();
  const cardRefs = useRef(new Map<AvatarBaseId, HTMLInputElement>());
  const busy = setBase.isPending;

  function pickForMe() {
    const id = randomBase(selected);
    setSelected(id);
    const input = cardRefs.current.get(id);
    input?.focus();
    input?.scrollIntoView?.({ block: 'nearest' });
  }

  function save() {
    if (!selected) return;
    setBase.mutate(selected, { onSuccess: onDone });
  }

  return (
    <>
      <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-5 pb-3 pt-5 sm:px-6">
        <div>
          <Dialog.Title className="text-2xl font-extrabold text-teal-900">{t(mode === 'choose' ? 'chooseTitle' : 'changeTitle')}</Dialog.Title>
          <Dialog.Description className="mt-1 text-slate-700">{t(mode === 'choose' ? 'chooseDescription' : 'changeDescription')}</Dialog.Description>
        </div>
        <Dialog.Close className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline focus-visible:outline-3 focus-visible:outline-sky-600">
          <X className="h-5 w-5" aria-hidden="true" />
          <span className="sr-only">{t('close')}</span>
        </Dialog.Close>
      </div>

      <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4 sm:px-6">
        <fieldset disabled={busy} className="min-w-0">
          <legend className="sr-only">{t('choicesLabel')}</legend>
          <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
            {AVATAR_BASES.map((base) => {
              const isCurrent = base.id === currentBaseId;
              const isSelected = base.id === selected;
              const ids = { name: `${groupName}-${base.id}-name`, more: `${groupName}-${base.id}-more`, current: `${groupName}-${base.id}-current` };
              return (
                <label
                  key={base.id}
                  className={`relative flex cursor-pointer flex-col items-center rounded-2xl border-3 border-transparent p-2 text-center transition-colors motion-reduce:transition-none hover:border-slate-300 has-[:checked]:shadow-md has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-sky-600 ${CARD_ACCENT[base.accent]}`}
                >
                  <input
                    ref={(element) => {
                      if (element) cardRefs.current.set(base.id, element);
                      else cardRefs.current.delete(base.id);
                    }}
                    type="radio"
                    name={groupName}
                    value={base.id}
                    checked={isSelected}
                    onChange={() => setSelected(base.id)}
                    aria-labelledby={ids.name}
                    aria-describedby={isCurrent ? `${ids.current} ${ids.more}` : ids.more}
                    className="sr-only"
                  />
                  <ExplorerAvatar base={base.id} className="h-28 w-auto sm:h-32" />
                  <span id={ids.name} className="mt-1 text-base font-bold text-slate-900">
                    {base.name[language]}
                  </span>
                  <span id={ids.more} className="flex flex-col">
                    <span className="mx-auto mt-0.5 rounded-full bg-white/80 px-2 text-sm font-semibold text-teal-900">{t(`pillar.${base.pillar}`)}</span>
                    <span className="mt-1 text-xs leading-snug text-slate-700 sm:text-sm">{motto(base.subtitle[language])}</span>
                  </span>
                  {isSelected ? (
                    <span aria-hidden="true" className="absolute right-2 top-2 inline-flex items-center gap-1 rounded-full bg-teal-800 px-2 py-0.5 text-xs font-bold text-white">
                      <Check className="h-3.5 w-3.5" />
                      {t('selected')}
                    </span>
                  ) : isCurrent ? (
                    <span id={ids.current} className="absolute right-2 top-2 rounded-full bg-white px-2 py-0.5 text-xs font-bold text-slate-700 ring-1 ring-slate-300">
                      {t('current')}
                    </span>
                  ) : null}
                </label>
              );
            })}
          </div>
        </fieldset>
      </div>

      <div className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-100 px-5 py-3 sm:px-6">
        {mode === 'choose' ? (
          <Button variant="outline" onClick={pickForMe} disabled={busy} className="mr-auto">
            <Shuffle className="h-5 w-5" aria-hidden="true" />
            {t('pickForMe')}
          </Button>
        ) : null}
        <Button onClick={save} disabled={!selected || busy} aria-busy={busy}>
          {busy ? t('saving') : t('select')}
        </Button>
      </div>
    </>
  );
}

/** The base-explorer picker (spec.md §2): a radio group of the eight explorers over any page. */
export function BasePickerDialog({
  open,
  onOpenChange,
  mode,
  currentBaseId = null,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: BasePickerMode;
  currentBaseId?: AvatarBaseId | null;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        {/* On phones it leaves the bottom free for a toast (they sit there), so one never hides Select Explorer. */}
        <Dialog.Content className="fixed left-1/2 top-3 z-50 flex max-h-[calc(100dvh-6.5rem)] w-[calc(100vw-1.5rem)] max-w-4xl -translate-x-1/2 flex-col sm:top-1/2 sm:max-h-[92dvh] sm:-translate-y-1/2 rounded-3xl bg-white shadow-xl focus-visible:outline-none">
          <Picker mode={mode} currentBaseId={currentBaseId} onDone={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
