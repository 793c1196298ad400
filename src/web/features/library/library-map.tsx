import { Check, CloudUpload, Lock, Star } from 'lucide-react';
import { useState } from 'react';
import type { IslandKey } from '../../../content/schema/ids';
import { AdventureMapArt } from '../../components/art/adventure-map-art';
import { ISLAND_MAP_POSITIONS, MAP_VIEWBOX } from '../../components/art/adventure-map-layout';
import { buttonClasses } from '../../components/ui/button';
import { useTranslation, useUiLanguage } from '../../i18n/i18n';
import type { IslandStatus } from '../../lib/island-status';
import { toast } from '../../lib/toast';
import { WaitingMark } from '../../components/offline/waiting-mark';
import { OFFLINE_NS } from '../../components/offline/offline-i18n';
import { useUnlockText } from '../../lib/unlock-text';
import { LIBRARY_NS } from './library-i18n';

type Props = {
  statuses: readonly IslandStatus[];
  selected: IslandKey | null;
  signedIn: boolean;
  monthly: IslandKey;
  onSelect: (island: IslandKey) => void;
  onSignIn: () => void;
};

const pct = (value: number, of: number) => `${(value / of) * 100}%`;

/** Islands in the top or bottom this share of the map show their card below or above them; the middle row, beside them. */
const CARD_ROW_SHARE = 0.35;
/** Islands this close to the left or right edge (share of the width) line their card up with that edge. */
const CARD_EDGE_SHARE = 0.25;
/** Long enough to read a sentence twice. */
const LOCK_TOAST_MS = 6000;

/**
 * Where an island's hover/focus card goes so that it stays inside the map's frame at every width the cards are
 * shown (md and up): away from the nearest top or bottom edge, or beside the island for the middle row, turned
 * towards the map's centre; near a side edge it lines up with the island instead of centring on it.
 */
function cardPlacement(key: IslandKey): string {
  const { x, y } = ISLAND_MAP_POSITIONS[key];
  const across = x / MAP_VIEWBOX.width;
  const down = y / MAP_VIEWBOX.height;
  if (down > CARD_ROW_SHARE && down < 1 - CARD_ROW_SHARE) {
    return across < 0.5 ? 'left-full top-1/2 ml-3 -translate-y-1/2' : 'right-full top-1/2 mr-3 -translate-y-1/2';
  }
  const vertical = down <= CARD_ROW_SHARE ? 'top-full mt-8' : 'bottom-full mb-3';
  const horizontal = across < CARD_EDGE_SHARE ? 'left-0' : across > 1 - CARD_EDGE_SHARE ? 'right-0' : 'left-1/2 -translate-x-1/2';
  return `${vertical} ${horizontal}`;
}

/**
 * The illustrated map with one real button per island laid over the art (keyboard and screen readers included).
 * Each button's name carries the island's state; a locked island says what opens it when chosen. On narrow
 * screens, where the islands are too small to label, a list under the map gives every name and state.
 */
export function LibraryMap({ statuses, selected, signedIn, monthly, onSelect, onSignIn }: Props) {
  const { t } = useTranslation([LIBRARY_NS, 'translation', OFFLINE_NS]);
  const language = useUiLanguage();
  const unlockText = useUnlockText();
  const [guides, setGuides] = useState(false);

  const choose = (status: IslandStatus) => {
    if (status.unlocked) {
      onSelect(status.island.key);
      return;
    }
    // Locked islands are not entered (spec), but the child hears why, and a visitor gets the way in.
    const reason = unlockText.reason(status.requirement) ?? '';
    toast(t('lockedToastTitle', { island: status.island.title[language] }), {
      id: 'island-locked',
      description: reason,
      duration: LOCK_TOAST_MS,
      ...(signedIn ? {} : { action: { label: t('signIn'), onClick: onSignIn } }),
    });
  };

  return (
    <div className="flex flex-col gap-2">
      <div
        role="group"
        aria-label={t('mapLabel')}
        data-testid="map-frame"
        className="relative w-full overflow-hidden rounded-3xl border-4 border-amber-200 bg-sky-200 shadow-inner"
        style={{ aspectRatio: `${MAP_VIEWBOX.width} / ${MAP_VIEWBOX.height}` }}
      >
        <AdventureMapArt className="absolute inset-0 h-full w-full" monthlyIsland={monthly} />
        {guides ? (
          <svg viewBox={`0 0 ${MAP_VIEWBOX.width} ${MAP_VIEWBOX.height}`} className="pointer-events-none absolute inset-0 h-full w-full" aria-hidden="true">
            {statuses.map(({ island }) => {
              const p = ISLAND_MAP_POSITIONS[island.key];
              return (
                <g key={island.key}>
                  <circle cx={p.x} cy={p.y} r={p.r} fill="none" stroke="#e11d48" strokeWidth="3" strokeDasharray="8 6" />
                  <text x={p.x} y={p.y - p.r - 8} textAnchor="middle" fontSize="22" fill="#881337">
                    {island.key} ({p.x}, {p.y})
                  </text>
                </g>
              );
            })}
          </svg>
        ) : null}
        {statuses.map((status) => {
          const { island, unlocked, completed, total, percent } = status;
          const p = ISLAND_MAP_POSITIONS[island.key];
          const name = island.title[language];
          const lockReason = unlockText.reason(status.requirement);
          const tooltipId = `map-tip-${island.key}`;
          const isSelected = selected === island.key;
          return (
            <div
              key={island.key}
              // The hovered or focused island rises above its neighbours, so its card is never under another island.
              className="group absolute -translate-x-1/2 -translate-y-1/2 focus-within:z-20 hover:z-20"
              style={{ left: pct(p.x, MAP_VIEWBOX.width), top: pct(p.y, MAP_VIEWBOX.height), width: `max(44px, ${pct(2 * p.r, MAP_VIEWBOX.width)})`, aspectRatio: '1 / 1' }}
            >
              <button
                type="button"
                aria-describedby={tooltipId}
                aria-pressed={isSelected}
                data-island={island.key}
                onClick={() => choose(status)}
                className={`relative flex h-full w-full items-center justify-center rounded-full border-4 transition focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-sky-800 focus-visible:ring-4 focus-visible:ring-white motion-reduce:transition-none ${
                  isSelected ? 'border-amber-400 bg-amber-200/40' : 'border-transparent hover:border-white/80 hover:bg-white/20'
                } ${unlocked ? 'cursor-pointer' : 'cursor-help'}`}
              >
                <span className="sr-only">
                  {unlockText.name(status)}
                  {status.waiting > 0 ? ` · ${t(`${OFFLINE_NS}:waiting`)}` : null}
                </span>
                {status.waiting > 0 ? (
                  <span className="absolute -bottom-1 -right-1 flex h-6 w-6 items-center justify-center rounded-full border-2 border-dashed border-sky-500 bg-sky-50 text-sky-800 shadow sm:h-7 sm:w-7" title={t(`${OFFLINE_NS}:waiting`)}>
                    <CloudUpload className="h-3.5 w-3.5 sm:h-4 sm:w-4" aria-hidden="true" />
                  </span>
                ) : null}
                {total > 0 && percent === 100 ? (
                  <span className="absolute -right-1 -top-1 flex h-7 w-7 items-center justify-center rounded-full bg-emerald-600 text-white shadow" title={t('completeCheck')}>
                    <Check className="h-5 w-5" aria-hidden="true" />
                  </span>
                ) : null}
                {!unlocked ? (
                  <span className="absolute -right-1 -top-1 flex h-6 w-6 items-center justify-center rounded-full bg-slate-700/90 text-white shadow sm:h-7 sm:w-7">
                    <Lock className="h-3.5 w-3.5 sm:h-4 sm:w-4" aria-hidden="true" />
                  </span>
                ) : null}
                {island.key === monthly ? (
                  <span className="absolute -left-1 -top-1 flex h-6 w-6 items-center justify-center rounded-full bg-amber-400 text-amber-950 shadow sm:h-7 sm:w-7" title={t('translation:islands.monthly')}>
                    <Star className="h-3.5 w-3.5 sm:h-4 sm:w-4" aria-hidden="true" />
                  </span>
                ) : null}
              </button>
              <span aria-hidden="true" className="pointer-events-none absolute left-1/2 top-full hidden -translate-x-1/2 whitespace-nowrap rounded-full bg-white/90 px-2 py-0.5 text-xs font-bold text-slate-900 shadow md:block">
                {name}
              </span>
              <span
                id={tooltipId}
                role="tooltip"
                data-testid="map-card"
                // Too big for the map below md: the list under the map and the tap message say the same there.
                className={`pointer-events-none absolute z-10 hidden w-52 rounded-2xl bg-white/95 p-3 text-left text-sm text-slate-800 shadow-lg md:group-focus-within:block md:group-hover:block ${cardPlacement(island.key)}`}
              >
                <strong className="block text-base text-slate-900">{name}</strong>
                <span className="block">{island.subtitle[language]}</span>
                <span className="block">
                  {t('translation:islands.completedOf', { completed, total })} · {t('translation:islands.percent', { percent })}
                </span>
                {island.key === monthly ? <span className="block font-semibold text-amber-800">{t('translation:islands.monthly')}</span> : null}
                {lockReason ? <span className="block font-semibold text-slate-700">{lockReason}</span> : null}
                {status.waiting > 0 ? <span className="block font-semibold text-sky-900">{t(`${OFFLINE_NS}:waiting`)}</span> : null}
              </span>
            </div>
          );
        })}
      </div>
      <ul aria-label={t('islandList')} className="grid grid-cols-2 gap-2 md:hidden">
        {statuses.map((status) => (
          <li key={status.island.key} className="flex">
            <button
              type="button"
              aria-pressed={selected === status.island.key}
              onClick={() => choose(status)}
              className={`flex min-h-11 w-full items-center gap-2 rounded-2xl border-2 px-3 py-2 text-left focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-600 ${
                selected === status.island.key ? 'border-amber-400 bg-amber-50' : status.unlocked ? 'border-teal-200 bg-white' : 'border-slate-200 bg-slate-50'
              }`}
            >
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="font-bold leading-tight text-slate-900">{status.island.title[language]}</span>
                <span className={`text-sm ${status.unlocked ? 'text-teal-800' : 'text-slate-700'}`}>{unlockText.state(status)}</span>
                {status.waiting > 0 ? <WaitingMark className="mt-1 self-start" /> : null}
              </span>
              {status.unlocked ? (
                status.total > 0 && status.completed >= status.total ? <Check className="h-5 w-5 shrink-0 text-emerald-700" aria-hidden="true" /> : null
              ) : (
                <Lock className="h-5 w-5 shrink-0 text-slate-600" aria-hidden="true" />
              )}
            </button>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-700">{t('hotspotHint')}</p>
        <button type="button" className={buttonClasses('ghost', 'text-sm', 'sm')} aria-pressed={guides} onClick={() => setGuides((on) => !on)}>
          {guides ? t('hideGuides') : t('guides')}
        </button>
      </div>
    </div>
  );
}
