import { Check, Lock, Star } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IslandKey } from '../../../content/schema/ids';
import { AdventureMapArt } from '../../components/art/adventure-map-art';
import { ISLAND_MAP_POSITIONS, MAP_VIEWBOX } from '../../components/art/adventure-map-layout';
import { buttonClasses } from '../../components/ui/button';
import { useUiLanguage } from '../../i18n/i18n';
import type { IslandStatus } from '../../lib/island-status';
import { LIBRARY_NS } from './library-i18n';

type Props = {
  statuses: readonly IslandStatus[];
  selected: IslandKey | null;
  signedIn: boolean;
  monthly: IslandKey;
  onSelect: (island: IslandKey) => void;
};

const pct = (value: number, of: number) => `${(value / of) * 100}%`;

/** The illustrated map with one real button per island laid over the art (keyboard and screen readers included). */
export function LibraryMap({ statuses, selected, signedIn, monthly, onSelect }: Props) {
  const { t } = useTranslation([LIBRARY_NS, 'translation']);
  const language = useUiLanguage();
  const [guides, setGuides] = useState(false);

  return (
    <div className="flex flex-col gap-2">
      <div
        role="group"
        aria-label={t('mapLabel')}
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
        {statuses.map(({ island, unlocked, completed, total, percent, previous }) => {
          const p = ISLAND_MAP_POSITIONS[island.key];
          const name = island.title[language];
          const lockReason = unlocked ? null : !signedIn ? t('translation:islands.lockedBecauseSignedOut') : t('lockedPrompt', { island: previous?.title[language] ?? '' });
          const tooltipId = `map-tip-${island.key}`;
          const isSelected = selected === island.key;
          return (
            <div
              key={island.key}
              className="group absolute -translate-x-1/2 -translate-y-1/2"
              style={{ left: pct(p.x, MAP_VIEWBOX.width), top: pct(p.y, MAP_VIEWBOX.height), width: `max(44px, ${pct(2 * p.r, MAP_VIEWBOX.width)})`, aspectRatio: '1 / 1' }}
            >
              <button
                type="button"
                aria-describedby={tooltipId}
                aria-pressed={isSelected}
                aria-disabled={unlocked ? undefined : true}
                onClick={() => {
                  // A locked island does nothing when clicked; its description says why.
                  if (unlocked) onSelect(island.key);
                }}
                className={`relative flex h-full w-full items-center justify-center rounded-full border-4 transition focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-sky-700 motion-reduce:transition-none ${
                  isSelected ? 'border-amber-400 bg-amber-200/40' : 'border-transparent hover:border-white/80 hover:bg-white/20'
                } ${unlocked ? 'cursor-pointer' : 'cursor-not-allowed'}`}
              >
                <span className="sr-only">{name}</span>
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
                className="pointer-events-none absolute left-1/2 top-full z-10 mt-7 hidden w-48 -translate-x-1/2 rounded-2xl bg-white/95 p-3 text-left text-sm text-slate-800 shadow-lg group-focus-within:block group-hover:block"
              >
                <strong className="block text-base text-slate-900">{name}</strong>
                <span className="block">{island.subtitle[language]}</span>
                <span className="block">
                  {t('translation:islands.completedOf', { completed, total })} · {t('translation:islands.percent', { percent })}
                </span>
                {island.key === monthly ? <span className="block font-semibold text-amber-800">{t('translation:islands.monthly')}</span> : null}
                {lockReason ? <span className="block font-semibold text-slate-700">{lockReason}</span> : null}
              </span>
            </div>
          );
        })}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-700">{t('hotspotHint')}</p>
        <button type="button" className={buttonClasses('ghost', 'text-sm', 'sm')} aria-pressed={guides} onClick={() => setGuides((on) => !on)}>
          {guides ? t('hideGuides') : t('guides')}
        </button>
      </div>
    </div>
  );
}
