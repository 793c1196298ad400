import { memo, useId } from 'react';
import type { CSSProperties } from 'react';
import { MAP_ART_URLS } from 'virtual:adventure-map-art';
import type { IslandKey } from '../../../content/schema/ids';
import { ISLAND_MAP_POSITIONS, MAP_VIEWBOX, MAP_WAVES } from './adventure-map-layout';

const pct = (value: number, of: number) => `${(value / of) * 100}%`;

/**
 * The gentle motion; only when the reader has not asked for reduced motion, neither from the system nor with the
 * site's own setting (`<html data-reduce-motion>`). The waves drift as a whole image (compositor only).
 */
const MOTION_CSS = `@keyframes mi-map-drift{from{transform:translateX(0)}to{transform:translateX(-${pct(MAP_WAVES.drift, MAP_WAVES.width)})}}
@keyframes mi-map-bob{from{transform:translateY(0) rotate(-2deg)}to{transform:translateY(4px) rotate(2deg)}}
@keyframes mi-map-glow{from{opacity:.55}to{opacity:1}}
@media (prefers-reduced-motion:no-preference){
:root:not([data-reduce-motion=true]) .mi-map-waves{animation:mi-map-drift 7s ease-in-out infinite alternate}
:root:not([data-reduce-motion=true]) .mi-map-bob{transform-box:fill-box;transform-origin:center;animation:mi-map-bob 3s ease-in-out infinite alternate}
:root:not([data-reduce-motion=true]) .mi-map-glow{animation:mi-map-glow 1.8s ease-in-out infinite alternate}
}`;

const WHITE = '#ffffff';
const INK = '#3f2a14';

/** A layer of the static art: an image file drawn at build time (scripts/vite-map-art.ts). */
function Layer({ src, className = 'absolute inset-0 h-full w-full', style }: { src: string; className?: string; style?: CSSProperties }) {
  return <img src={src} alt="" draggable={false} className={className} style={style} />;
}

/**
 * The adventure map: a storybook sea with the 15 islands, the dotted sea route in unlock order and a glow
 * around the island of the month. Purely decorative; the hotspots are drawn by the feature on top.
 * The still art is four SVG images; only the sailing boat and the glow (under the islands) are drawn here.
 */
function MapArt({ className, monthlyIsland }: { className?: string; monthlyIsland?: IslandKey }) {
  const glowId = `map-${useId().replace(/[^\w-]/g, '')}-glow`;
  const glow = monthlyIsland ? ISLAND_MAP_POSITIONS[monthlyIsland] : null;
  return (
    <div className={className} aria-hidden="true" data-testid="adventure-map-art">
      {/* The map's own area (3:2, centred), as an SVG of this viewBox would fit it; the waves reach past it, as they did. */}
      <div className="absolute inset-0 mx-auto aspect-[3/2] h-full">
        <Layer src={MAP_ART_URLS.sea} />
        <Layer
          src={MAP_ART_URLS.waves}
          className="mi-map-waves absolute top-0 h-full max-w-none"
          style={{ left: `-${pct(MAP_WAVES.overhang, MAP_VIEWBOX.width)}`, width: pct(MAP_WAVES.width, MAP_VIEWBOX.width) }}
        />
        <Layer src={MAP_ART_URLS['sea-life']} />
        <svg viewBox={`0 0 ${MAP_VIEWBOX.width} ${MAP_VIEWBOX.height}`} className="absolute inset-0 h-full w-full" focusable="false">
          <style>{MOTION_CSS}</style>
          <defs>
            <radialGradient id={glowId}>
              <stop offset=".55" stopColor="#fde047" stopOpacity="0" />
              <stop offset=".8" stopColor="#fde047" stopOpacity=".85" />
              <stop offset="1" stopColor="#fde047" stopOpacity="0" />
            </radialGradient>
          </defs>
          <g transform="translate(300 548)">
            <g className="mi-map-bob">
              <path d="M-34 12q8-4 16 0M20 14q8-4 16 0" stroke={WHITE} strokeWidth="2.5" strokeLinecap="round" fill="none" opacity=".8" />
              <path d="M-28 0H30L22 14H-20Z" fill="#b45309" stroke={INK} strokeWidth="2" strokeLinejoin="round" />
              <path d="M-24 5H26" stroke="#fcd34d" strokeWidth="2" />
              <path d="M0 0V-46" stroke={INK} strokeWidth="2.5" />
              <path d="M2-42Q22-26 2-6Z" fill={WHITE} stroke={INK} strokeWidth="1.8" strokeLinejoin="round" />
              <path d="M-2-36Q-18-22-2-8Z" fill="#fef3c7" stroke={INK} strokeWidth="1.8" strokeLinejoin="round" />
              <path d="M0-46L12-42L0-38Z" fill="#ef4444" />
            </g>
          </g>
          {glow ? <circle className="mi-map-glow" cx={glow.x} cy={glow.y + 4} r={glow.r + 36} fill={`url(#${glowId})`} /> : null}
        </svg>
        <Layer src={MAP_ART_URLS.islands} />
      </div>
    </div>
  );
}

/** Drawn once, not again when the library around it re-renders (same props). */
export const AdventureMapArt = memo(MapArt);
