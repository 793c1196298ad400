import * as Tabs from '@radix-ui/react-tabs';
import { Check, CloudOff, Lock, MapPin } from 'lucide-react';
import { ACCESSORIES } from '../../../content/accessories';
import { firstModuleOfIsland, getIsland } from '../../../content/catalogue-queries';
import type { Accessory } from '../../../content/schema/catalogue';
import type { AccessoryCategory } from '../../../content/schema/ids';
import type { Equipped } from '../../../domain/avatar';
import { AccessoryIcon } from '../../components/avatar/accessory-art';
import { Button } from '../../components/ui/button';
import { useTranslation, useUiLanguage } from '../../i18n/i18n';
import { ACCESSORY_SLOTS, type EquipVariables } from '../../lib/profile';
import { AVATAR_PAGE_NS } from './avatar-page-i18n';

const DISABLED_REASON_ID = 'equip-disabled-reason';

const TAB_CLASSES =
  'inline-flex min-h-11 flex-col items-center justify-center gap-0.5 rounded-2xl border-2 border-transparent px-1 py-2 font-semibold text-slate-700 hover:bg-white/70 data-[state=active]:border-teal-700 data-[state=active]:bg-white data-[state=active]:text-teal-900 data-[state=active]:shadow focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-600';

function AccessoryCard({
  item,
  owned,
  equipped,
  onToggle,
  disabledReasonId,
}: {
  item: Accessory;
  owned: boolean;
  equipped: boolean;
  onToggle: (variables: EquipVariables) => void;
  /** Set while equipping cannot work (offline): the id of the words saying why. */
  disabledReasonId: string | undefined;
}) {
  const { t } = useTranslation(AVATAR_PAGE_NS);
  const language = useUiLanguage();
  const island = getIsland(item.island);
  const name = item.name[language];
  const headingId = `accessory-${item.id}`;
  const frame = !owned
    ? 'border-dashed border-slate-300 bg-slate-100'
    : equipped
      ? 'border-teal-600 bg-teal-50 shadow-md'
      : 'border-slate-200 bg-white shadow-sm';
  return (
    <li className={`flex flex-col gap-3 rounded-3xl border-2 p-4 ${frame}`} data-locked={owned ? undefined : true}>
      <div className="flex flex-wrap items-start gap-3 sm:flex-col sm:items-center sm:text-center">
        <div className={`flex h-20 w-20 shrink-0 items-center justify-center rounded-2xl sm:h-24 sm:w-24 ${owned ? 'bg-sky-50' : 'bg-slate-200'}`}>
          <AccessoryIcon id={item.id} className={`h-16 w-16 sm:h-20 sm:w-20 ${owned ? '' : 'opacity-40 grayscale'}`} />
        </div>
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className={`text-lg font-bold leading-snug ${owned ? 'text-slate-900' : 'text-slate-600'}`}>
            {name}
          </h3>
          <p className="mt-0.5 flex items-center gap-1 text-sm font-medium text-slate-700 sm:justify-center">
            <MapPin className="h-4 w-4 shrink-0" aria-hidden="true" />
            {t('fromIsland', { island: island.title[language] })}
          </p>
          {equipped ? (
            <span className="mt-1 inline-flex items-center gap-1 rounded-full bg-teal-800 px-2.5 py-0.5 text-sm font-bold text-white">
              <Check className="h-4 w-4" aria-hidden="true" />
              {t('equippedBadge')}
            </span>
          ) : null}
          {!owned ? (
            <span className="mt-1 inline-flex items-center gap-1 rounded-full bg-slate-600 px-2.5 py-0.5 text-sm font-bold text-white">
              <Lock className="h-4 w-4" aria-hidden="true" />
              {t('locked')}
            </span>
          ) : null}
        </div>
      </div>
      <p className={`text-sm leading-relaxed ${owned ? 'text-slate-700' : 'text-slate-600'}`}>{item.description[language]}</p>
      <div className="mt-auto">
        {owned ? (
          <Button
            variant={equipped ? 'neutral' : 'primary'}
            className="w-full"
            aria-label={t(equipped ? 'unequipItem' : 'equipItem', { name })}
            disabled={disabledReasonId !== undefined}
            aria-describedby={disabledReasonId}
            onClick={() => onToggle({ category: item.category, accessoryId: equipped ? null : item.id })}
          >
            {t(equipped ? 'unequip' : 'equip')}
          </Button>
        ) : (
          <div className="rounded-2xl bg-white/70 px-3 py-2 text-sm text-slate-800">
            <p className="font-semibold">{t('unlockHint', { island: island.title[language] })}</p>
            <p className="mt-0.5 text-slate-700">{t('unlockModule', { module: firstModuleOfIsland(item.island).title[language] })}</p>
          </div>
        )}
      </div>
    </li>
  );
}

/** The five-tab collection (spec.md §2): every accessory, owned ones wearable, locked ones greyed with how to earn them. */
export function AccessoryCollection({
  owned,
  equipped,
  onToggle,
  accessories = ACCESSORIES,
  disabledReason = null,
}: {
  owned: ReadonlySet<string>;
  equipped: Equipped;
  onToggle: (variables: EquipVariables) => void;
  accessories?: readonly Accessory[];
  /** Why nothing can be put on or taken off now (offline): the buttons are disabled and say so. */
  disabledReason?: string | null;
}) {
  const { t } = useTranslation(AVATAR_PAGE_NS);
  const inSlot = (slot: AccessoryCategory) => accessories.filter((item) => item.category === slot);
  const ownedCount = accessories.filter((item) => owned.has(item.id)).length;
  return (
    <section aria-labelledby="collection-title" className="min-w-0">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="collection-title" className="text-2xl font-extrabold text-teal-900">
          {t('collectionTitle')}
        </h2>
        <p className="text-base font-semibold text-slate-700">{t('collectionProgress', { owned: ownedCount, total: accessories.length })}</p>
      </div>
      {disabledReason ? (
        <p id={DISABLED_REASON_ID} className="mt-2 flex items-center gap-2 font-semibold text-slate-800">
          <CloudOff className="h-5 w-5 shrink-0 text-slate-700" aria-hidden="true" />
          {disabledReason}
        </p>
      ) : null}
      <Tabs.Root defaultValue={ACCESSORY_SLOTS[0]} className="mt-4 flex flex-col gap-4">
        <Tabs.List aria-label={t('tabsLabel')} className="grid grid-cols-3 gap-1.5 rounded-3xl bg-sky-100/70 p-1.5 sm:grid-cols-5">
          {ACCESSORY_SLOTS.map((slot) => {
            const items = inSlot(slot);
            const have = items.filter((item) => owned.has(item.id)).length;
            return (
              <Tabs.Trigger key={slot} value={slot} className={TAB_CLASSES}>
                {t(`category.${slot}`)}
                <span aria-hidden="true" className="rounded-full bg-sky-200/80 px-2 text-sm font-bold text-sky-950">
                  {t('tabCount', { owned: have, total: items.length })}
                </span>
                <span className="sr-only">{`(${t('tabCountLabel', { owned: have, total: items.length })})`}</span>
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
        {ACCESSORY_SLOTS.map((slot) => {
          const items = inSlot(slot);
          return (
            <Tabs.Content
              key={slot}
              value={slot}
              className="rounded-3xl focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
            >
              {items.length === 0 ? (
                <p className="rounded-3xl border-2 border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">{t('empty')}</p>
              ) : (
                <ul className="grid gap-4 sm:grid-cols-3">
                  {items.map((item) => (
                    <AccessoryCard key={item.id} item={item} owned={owned.has(item.id)} equipped={equipped[slot] === item.id} onToggle={onToggle} disabledReasonId={disabledReason ? DISABLED_REASON_ID : undefined} />
                  ))}
                </ul>
              )}
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
    </section>
  );
}
