// The adventure map's static art, drawn at build time into SVG files (see adventure-map-files.ts and
// scripts/vite-map-art.ts): some 1,700 elements that the browser then paints as images instead of React
// rendering them on the main thread. Never imported by the web app itself.
import { Fragment } from 'react';
import type { ReactNode } from 'react';
import type { IslandKey } from '../../../content/schema/ids';
import { ISLAND_MAP_POSITIONS, MAP_ROUTE, MAP_VIEWBOX, MAP_WAVES } from './adventure-map-layout';
/** A smooth curve through the route's islands (Catmull-Rom turned into cubic Béziers). */
function routePath(): string {
  const pts = MAP_ROUTE.map((key) => ISLAND_MAP_POSITIONS[key]);
  const r = (n: number) => Math.round(n);
  let d = '';
  for (let i = 0; i < pts.length - 1; i++) {
    const p1 = pts[i];
    const p2 = pts[i + 1];
    if (!p1 || !p2) continue;
    const p0 = pts[i - 1] ?? p1;
    const p3 = pts[i + 2] ?? p2;
    if (i === 0) d += `M${p1.x} ${p1.y}`;
    d += `C${r(p1.x + (p2.x - p0.x) / 6)} ${r(p1.y + (p2.y - p0.y) / 6)} ${r(p2.x - (p3.x - p1.x) / 6)} ${r(p2.y - (p3.y - p1.y) / 6)} ${p2.x} ${p2.y}`;
  }
  return d;
}
const ROUTE_D = routePath();

const SAND = '#f7dc9c';
const SAND_EDGE = '#dfae62';
const GRASS = '#8fd88a';
const GOLD = '#fbbf24';
const GOLD_DARK = '#b45309';
const WOOD = '#8b5a2b';
const WHITE = '#ffffff';
const INK = '#3f2a14';

/** A four-pointed sparkle centred on (x, y). */
const sparkle = (x: number, y: number, s: number) =>
  `M${x} ${y - s}Q${x + s * 0.2} ${y - s * 0.2} ${x + s} ${y}Q${x + s * 0.2} ${y + s * 0.2} ${x} ${y + s}Q${x - s * 0.2} ${y + s * 0.2} ${x - s} ${y}Q${x - s * 0.2} ${y - s * 0.2} ${x} ${y - s}Z`;

type Ids = { ref: (name: string) => string; url: (name: string) => string };

/** The shared island base: shallows with foam, a sandy shore with a cliff edge, and an optional grassy top. */
function Shore({ ids, sx = 1, sy = 1, land = SAND, edge = SAND_EDGE, grass, shallows = '#c4f1ef' }: { ids: Ids; sx?: number; sy?: number; land?: string; edge?: string; grass?: string; shallows?: string }) {
  const blob = ids.ref('blob');
  return (
    <>
      <use href={blob} transform={`translate(0 24) scale(${sx * 1.3} ${sy * 1.75})`} fill={shallows} opacity=".9" />
      <use href={blob} transform={`translate(0 24) scale(${sx * 1.3} ${sy * 1.75})`} fill="none" stroke={WHITE} strokeWidth="2.4" strokeDasharray="10 9" strokeLinecap="round" opacity=".85" />
      <use href={blob} transform={`translate(0 27) scale(${sx} ${sy})`} fill={edge} />
      <use href={blob} transform={`translate(0 20) scale(${sx} ${sy})`} fill={land} />
      {grass ? <use href={blob} transform={`translate(-2 17) scale(${sx * 0.8} ${sy * 0.66})`} fill={grass} /> : null}
    </>
  );
}

/** A market stall with a striped, scalloped awning and a counter of goods. */
function Stall({ x, y, stripe, counter }: { x: number; y: number; stripe: string; counter: string }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <path d="M-20-12V20M20-12V20" stroke={WOOD} strokeWidth="4" />
      <path d="M-24-24H24V-13H-24Z" fill={WHITE} />
      <path d="M-24-24h9.6v11h-9.6ZM-4.8-24h9.6v11h-9.6ZM14.4-24h9.6v11h-9.6Z" fill={stripe} />
      <path d="M-24-13a4.8 4.8 0 0 0 9.6 0a4.8 4.8 0 0 0 9.6 0a4.8 4.8 0 0 0 9.6 0a4.8 4.8 0 0 0 9.6 0a4.8 4.8 0 0 0 9.6 0" fill={stripe} stroke={INK} strokeWidth="1.6" />
      <path d="M-24-24H24V-13H-24Z" fill="none" stroke={INK} strokeWidth="1.8" strokeLinejoin="round" />
      <circle cx="-12" cy="3" r="4" fill="#ef4444" />
      <circle cx="-3" cy="3" r="4" fill="#84cc16" />
      <circle cx="6" cy="3" r="4" fill="#f97316" />
      <circle cx="14" cy="3" r="4" fill={GOLD} stroke={GOLD_DARK} strokeWidth="1.2" />
      <rect x="-23" y="6" width="46" height="14" rx="2" fill={counter} stroke={INK} strokeWidth="1.8" />
      <path d="M-23 13H23" stroke={INK} strokeWidth="1" opacity=".35" />
    </g>
  );
}

/** Each island's landscape, drawn around its own centre (0, 0). */
const ISLAND_ART: Record<IslandKey, (ids: Ids) => ReactNode> = {
  seed: (ids) => (
    <>
      <Shore ids={ids} grass={GRASS} />
      <use href={ids.ref('palm')} transform="translate(48 8) scale(.9)" />
      <path d="M22 22q6-2 12 0M30 31q6-2 12 0M16 12q6-2 12 0" stroke="#a16207" strokeWidth="4" strokeLinecap="round" />
      <path
        d="M28 12v-6m0 2c-3-1-5-3-5-6 3 0 5 2 5 6m0-2c2-1 4-3 4-6-3 0-4 2-4 6M37 31v-6m0 2c-3-1-5-3-5-6 3 0 5 2 5 6m0-2c2-1 4-3 4-6-3 0-4 2-4 6M26 22v-5m0 2c-3-1-4-3-4-5 3 0 4 2 4 5m0-2c2-1 3-2 3-5-2 0-3 2-3 5"
        stroke="#15803d"
        strokeWidth="2"
        fill="#4ade80"
        strokeLinejoin="round"
      />
      <circle cx="-10" cy="0" r="22" fill={GOLD} stroke={GOLD_DARK} strokeWidth="3" />
      <circle cx="-10" cy="0" r="14.5" fill="none" stroke="#d97706" strokeWidth="2.5" />
      <path d="M-24-8a15 15 0 0 1 9-9" stroke="#fef3c7" strokeWidth="3" strokeLinecap="round" fill="none" />
      <path d="M-42 18C-34 6-20 8-10 10C0 8 14 8 20 20C6 27-28 27-42 18Z" fill="#a16207" />
      <path d="M-10-20V-46" stroke="#059669" strokeWidth="5" strokeLinecap="round" />
      <path d="M-10-33C-24-33-36-43-40-58C-24-60-12-50-10-33Z" fill="#34d399" stroke="#064e3b" strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M-10-42C0-46 12-54 18-68C2-70-8-60-10-42Z" fill="#10b981" stroke="#064e3b" strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M-30-48C-26-45-20-40-14-36M4-60C2-55-2-50-7-45" stroke="#064e3b" strokeWidth="1.5" strokeLinecap="round" opacity=".5" />
    </>
  ),
  trust: (ids) => (
    <>
      <Shore ids={ids} sx={0.95} grass={GRASS} />
      <use href={ids.ref('palm')} transform="translate(-46 12) scale(-.85 .85)" />
      <use href={ids.ref('palm')} transform="translate(48 14) scale(.8)" />
      <path d="M-20 24L-15 12H15L20 24Z" fill="#cbd5e1" stroke="#475569" strokeWidth="2" strokeLinejoin="round" />
      <g transform="translate(-45 -66) scale(1.4)">
        <path d="M23 30V22a9 9 0 0 1 18 0v8" fill="none" stroke="#d97706" strokeWidth="5" />
        <path d="M23 30V22a9 9 0 0 1 18 0v8" fill="none" stroke="#fcd34d" strokeWidth="1.5" />
        <path
          d="M32 55C18 46 11 39 11 31C11 25 16 21 22 21C26 21 29 23 32 27C35 23 38 21 42 21C48 21 53 25 53 31C53 39 46 46 32 55Z"
          fill="#0ea5e9"
          stroke="#0c4a6e"
          strokeWidth="2"
          strokeLinejoin="round"
        />
        <path d="M17 30C17 27 19 25 22 25" fill="none" stroke="#bae6fd" strokeWidth="2.5" strokeLinecap="round" />
        <circle cx="32" cy="34" r="4" fill={WHITE} />
        <path d="M30 36L28.5 45H35.5L34 36Z" fill={WHITE} />
      </g>
      <path d="M-30 30h.1M28 32h.1M-20 36h.1M34 22h.1" stroke="#f472b6" strokeWidth="5" strokeLinecap="round" />
      <path d="M-24 32h.1M22 36h.1" stroke="#fde047" strokeWidth="5" strokeLinecap="round" />
    </>
  ),
  risk: (ids) => (
    <>
      <Shore ids={ids} sx={1.05} land="#ecc98a" edge="#c9924f" />
      <circle cx="-8" cy="-60" r="9" fill="#e5e7eb" />
      <circle cx="6" cy="-70" r="11" fill="#f3f4f6" />
      <circle cx="22" cy="-80" r="8" fill="#e5e7eb" />
      <path d="M-60 26C-42 10-28-26-18-44H18C28-26 42 10 60 26Z" fill={ids.url('volcano')} stroke="#7f1d1d" strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M-18-44H18L14-35Q11-26 8-34Q4-20 0-33Q-4-27-7-34Q-10-29-13-36Z" fill="#f97316" stroke="#7f1d1d" strokeWidth="2" strokeLinejoin="round" />
      <ellipse cx="0" cy="-44" rx="18" ry="4" fill="#fde047" stroke="#7f1d1d" strokeWidth="2" />
      <path d="M-14-40l-4 8M-30 12c6-4 10-4 14 0" stroke="#fecaca" strokeWidth="3" strokeLinecap="round" opacity=".7" />
      <circle cx="-11" cy="-10" r="4" fill="#451a03" />
      <circle cx="11" cy="-10" r="4" fill="#451a03" />
      <circle cx="-9.5" cy="-11.5" r="1.3" fill={WHITE} />
      <circle cx="12.5" cy="-11.5" r="1.3" fill={WHITE} />
      <path d="M-8 0Q0 8 8 0" fill="none" stroke="#451a03" strokeWidth="3" strokeLinecap="round" />
      <ellipse cx="-20" cy="-2" rx="5" ry="3.5" fill="#fca5a5" />
      <ellipse cx="20" cy="-2" rx="5" ry="3.5" fill="#fca5a5" />
    </>
  ),
  ledger: (ids) => (
    <>
      <Shore ids={ids} sx={1.05} />
      <path d="M-62 28C-62-4-42-40-6-46C30-50 58-18 64 28Z" fill="#c8924f" stroke="#78350f" strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M-40-18C-28-34-14-40 0-41M-54 6C-38-2-28 2-16-4M22-20C34-22 44-14 50-6M34 6C42 4 50 8 56 14" stroke="#a36a30" strokeWidth="3" strokeLinecap="round" fill="none" />
      <path d="M-24 28C-26 2-14-18 0-18C14-18 26 2 26 28Z" fill="#3b2414" />
      <ellipse cx="0" cy="12" rx="15" ry="12" fill="#f59e0b" opacity=".3" />
      <path d="M-12-14l3 9 3-10M3-17l3 10 3-9" fill="#c8924f" />
      <g transform="translate(-41.6 -29) scale(1.3)">
        <path d="M12 44Q22 40 32 43Q42 40 52 44L52 56Q42 52 32 55Q22 52 12 56Z" fill="#b45309" stroke="#78350f" strokeWidth="2" strokeLinejoin="round" />
        <path d="M14 42Q23 38 32 41V52Q23 49 14 53Z" fill={WHITE} stroke="#78350f" strokeWidth="1.6" strokeLinejoin="round" />
        <path d="M50 42Q41 38 32 41V52Q41 49 50 53Z" fill={WHITE} stroke="#78350f" strokeWidth="1.6" strokeLinejoin="round" />
        <path d="M18 45L28 43.5M18 48.5L28 47M36 43.5L46 45M36 47L46 48.5" stroke="#d97706" strokeWidth="1.4" strokeLinecap="round" />
      </g>
      <use href={ids.ref('coin')} x="-40" y="32" />
      <use href={ids.ref('coin')} x="40" y="30" />
      <use href={ids.ref('coin')} x="48" y="24" />
    </>
  ),
  mind: (ids) => (
    <>
      <Shore ids={ids} land="#fcd9a0" edge="#e9a85a" />
      <circle cx="-46" cy="-46" r="11" fill={GOLD} />
      <path d="M-46-64v5M-46-33v5M-64-46h5M-33-46h5M-59-59l4 4M-37-37l4 4M-59-33l4-4M-37-55l4-4" stroke={GOLD} strokeWidth="3" strokeLinecap="round" />
      <path d="M-62 22C-46 8-32-22-16-22C-2-22 10 4 26 22Z" fill="#fdba74" />
      <path d="M-16-22C-2-22 10 4 26 22H4C4 6-6-12-16-22Z" fill="#f59e0b" opacity=".55" />
      <path d="M-22 26C-6 10 8-8 26-8C42-8 52 10 64 22Z" fill="#fb923c" />
      <path d="M26-8C42-8 52 10 64 22H44C42 8 36-2 26-8Z" fill="#ea580c" opacity=".5" />
      <path d="M-34 0q8-5 14-1M-40 10q8-5 16-1M6 8q8-5 14-1M0 16q8-5 16-1" stroke="#fff1dc" strokeWidth="2" strokeLinecap="round" fill="none" opacity=".8" />
      <path d="M-46 26V-6M-46 10H-54V0M-46 4H-38V-8" stroke="#15803d" strokeWidth="7" strokeLinecap="round" strokeLinejoin="round" fill="none" />
      <path d="M-46 26V-6M-46 10H-54V0M-46 4H-38V-8" stroke="#4ade80" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" fill="none" />
      <ellipse cx="34" cy="32" rx="14" ry="5" fill="#38bdf8" stroke="#0369a1" strokeWidth="1.5" />
      <use href={ids.ref('palm')} transform="translate(44 30) scale(.75)" />
      <g transform="translate(-76 -98) scale(2.3)">
        <path
          d="M31 25C27 25 26 19 30 18C30 13 37 12 39 15C41 11 49 12 49 17C54 17 55 24 50 25Z"
          fill={WHITE}
          stroke="#7c2d12"
          strokeWidth="1.2"
          strokeLinejoin="round"
        />
        <circle cx="29" cy="31" r="2.2" fill={WHITE} stroke="#7c2d12" strokeWidth="1" />
        <circle cx="26" cy="36" r="1.5" fill={WHITE} stroke="#7c2d12" strokeWidth=".9" />
        <path d="M40 23.5C36 21 35.5 18 38 17.5C39 17.3 39.8 18 40 18.8C40.2 18 41 17.3 42 17.5C44.5 18 44 21 40 23.5Z" fill="#f43f5e" />
      </g>
    </>
  ),
  future: (ids) => (
    <>
      <Shore ids={ids} sx={1.05} />
      <path d="M-22-56L-84-76V-36ZM-14-56L50-78V-34Z" fill="#fef08a" opacity=".55" />
      <path d="M-50 26C-54 8-40-2-26 2C-16-6 0-4 2 8C8 12 6 24 2 28Z" fill="#94a3b8" stroke="#475569" strokeWidth="2" strokeLinejoin="round" />
      <path d="M-31 8L-26-48H-10L-5 8Z" fill={WHITE} stroke="#164e63" strokeWidth="2.4" strokeLinejoin="round" />
      <path d="M-29.4-10H-6.6L-6-2H-30ZM-27.7-34H-8.3L-7.6-26H-28.4Z" fill="#ef4444" />
      <path d="M-32-48H-4" stroke="#164e63" strokeWidth="4" strokeLinecap="round" />
      <rect x="-26" y="-62" width="16" height="14" fill="#fde047" stroke="#164e63" strokeWidth="2.4" />
      <path d="M-30-62L-18-76L-6-62Z" fill="#ef4444" stroke="#164e63" strokeWidth="2.4" strokeLinejoin="round" />
      <path d="M-20 8v-9a2 2 0 0 1 4 0v9Z" fill="#164e63" />
      <path d="M6 20H60" stroke={WOOD} strokeWidth="7" strokeLinecap="round" />
      <path d="M16 22V32M32 22V32M48 22V32" stroke="#5b3a1a" strokeWidth="3" />
      <path d="M30 36H64L58 46H36Z" fill="#0891b2" stroke="#164e63" strokeWidth="2" strokeLinejoin="round" />
      <path d="M47 34V8L62 32Z" fill={WHITE} stroke="#164e63" strokeWidth="1.6" strokeLinejoin="round" />
      <path d="M45 32L36 14V32Z" fill="#fde68a" stroke="#164e63" strokeWidth="1.4" strokeLinejoin="round" />
    </>
  ),
  decision: (ids) => (
    <>
      <Shore ids={ids} sx={1.05} grass="#6cc56f" />
      <path d="M0 44V28M0 28Q-16 22-34 20M0 28Q16 22 34 20" stroke="#f3e2b3" strokeWidth="7" strokeLinecap="round" fill="none" />
      <use href={ids.ref('pine')} transform="translate(-34 -4) scale(1.1)" />
      <use href={ids.ref('pine2')} transform="translate(-18 -12) scale(1.2)" />
      <use href={ids.ref('pine')} transform="translate(20 -10) scale(1.25)" />
      <use href={ids.ref('pine2')} transform="translate(38 -2) scale(1.05)" />
      <use href={ids.ref('pine2')} transform="translate(-50 12)" />
      <use href={ids.ref('pine')} transform="translate(52 14) scale(.95)" />
      <use href={ids.ref('pine')} transform="translate(-30 24) scale(.8)" />
      <use href={ids.ref('pine2')} transform="translate(32 26) scale(.8)" />
      <path d="M0 30V-40" stroke="#7c4a1e" strokeWidth="5" strokeLinecap="round" />
      <path d="M3-40H26L33-32L26-24H3Z" fill="#fde68a" stroke="#713f12" strokeWidth="2.2" strokeLinejoin="round" />
      <path d="M-3-18H-26L-33-10L-26-2H-3Z" fill="#fcd34d" stroke="#713f12" strokeWidth="2.2" strokeLinejoin="round" />
      <path d="M8-32H22M-8-10H-22" stroke="#a16207" strokeWidth="2" strokeLinecap="round" />
    </>
  ),
  shield: (ids) => (
    <>
      <Shore ids={ids} sx={1.05} grass={GRASS} />
      <path d="M-44 14V-26h8v-7h8v7h8v-7h8v7h8v-7h8v7h8v-7h8v7h8V14Z" fill="#c7cbe6" stroke="#312e81" strokeWidth="2" strokeLinejoin="round" />
      <path d="M-64 16V-34H-44V16ZM44 16V-34H64V16Z" fill="#a5b4fc" stroke="#312e81" strokeWidth="2" strokeLinejoin="round" />
      <path d="M-68-34L-54-58L-40-34ZM40-34L54-58L68-34Z" fill="#4f46e5" stroke="#312e81" strokeWidth="2" strokeLinejoin="round" />
      <path d="M-54-58V-70M54-58V-70" stroke="#312e81" strokeWidth="2" />
      <path d="M-54-70L-42-66L-54-62ZM54-70L66-66L54-62Z" fill={GOLD} />
      <path d="M-56-20h4v8h-4ZM52-20h4v8h-4Z" fill="#312e81" />
      <g transform="translate(-48 -62) scale(1.5)">
        <path d="M32 9L51 16V30C51 42 43 50 32 56C21 50 13 42 13 30V16Z" fill="#6366f1" />
        <path d="M32 9V56C21 50 13 42 13 30V16Z" fill="#818cf8" />
        <path d="M32 9L51 16V30C51 42 43 50 32 56C21 50 13 42 13 30V16Z" fill="none" stroke="#312e81" strokeWidth="2" strokeLinejoin="round" />
        <path d="M32 14.5L46 19.5V30C46 39 40 45.5 32 50C24 45.5 18 39 18 30V19.5Z" fill="none" stroke={GOLD} strokeWidth="2" />
        <path d="M24 31L30 37L41 25" fill="none" stroke={WHITE} strokeWidth="4.5" strokeLinecap="round" strokeLinejoin="round" />
      </g>
    </>
  ),
  crystal: (ids) => (
    <>
      <Shore ids={ids} land="#e6dcf7" edge="#b8a2e0" shallows="#d4f3f6" />
      <path d={`${sparkle(-42, -42, 8)}${sparkle(38, -58, 6)}${sparkle(40, -24, 4)}`} fill="#c084fc" />
      <path d="M0-82L16-58V24H-16V-58Z" fill="#c4b5fd" />
      <path d="M0-82L16-58V24H0Z" fill="#8b5cf6" />
      <path d="M0-82L16-58V24H-16V-58Z" fill="none" stroke="#4c1d95" strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M-16-58H16M-16-20H16" stroke="#4c1d95" strokeWidth="2" />
      <path d="M-8-12V-1" stroke="#ede9fe" strokeWidth="3" strokeLinecap="round" />
      <path d="M-5-30v-8a5 5 0 0 1 10 0v8ZM-6 24V14a6 6 0 0 1 12 0v10Z" fill="#4c1d95" />
      <path d="M-3-32v-6a3 3 0 0 1 3-3" stroke="#fde68a" strokeWidth="1.5" fill="none" />
      <path d="M-44 26L-48 12L-42 0L-36 12ZM-34 28L-36 18L-31 10L-27 18Z" fill="#ddd6fe" stroke="#4c1d95" strokeWidth="1.8" strokeLinejoin="round" />
      <path d="M30 28L28 14L34 2L40 14ZM42 26L42 18L46 12L50 18Z" fill="#a78bfa" stroke="#4c1d95" strokeWidth="1.8" strokeLinejoin="round" />
    </>
  ),
  marketplace: (ids) => (
    <>
      <Shore ids={ids} sx={1.1} />
      <ellipse cx="0" cy="18" rx="50" ry="14" fill="#fde9b8" />
      <path d="M-56-36Q-2-20 56-38" fill="none" stroke={INK} strokeWidth="1.5" />
      <path d="M-44-33l4 9 5-8ZM-26-28l4 9 5-8ZM-8-26l4 9 5-8ZM10-27l4 9 5-8ZM28-30l4 9 5-8ZM44-34l4 9 5-8Z" fill="#38bdf8" />
      <path d="M-35-31l4 9 5-8ZM-17-27l4 9 5-8ZM1-26l4 9 5-8ZM19-28l4 9 5-8ZM37-32l4 9 5-8Z" fill="#f472b6" />
      <Stall x={24} y={0} stripe="#eab308" counter="#d97706" />
      <Stall x={-24} y={8} stripe="#ef4444" counter="#eab308" />
      <rect x="38" y="20" width="16" height="12" fill="#c2853d" stroke={INK} strokeWidth="1.5" />
      <circle cx="42" cy="18" r="3.5" fill="#ef4444" />
      <circle cx="49" cy="18" r="3.5" fill="#84cc16" />
    </>
  ),
  brand: (ids) => (
    <>
      <Shore ids={ids} sy={0.9} land="#fde68a" edge="#f0b860" shallows="#b8f0ec" />
      <use href={ids.ref('blob')} transform="translate(2 20) scale(.84 .62)" fill="#5eead4" />
      <path d="M-4 28C-22 28-24 6-4 6C16 6 14 28-4 28Z" fill="#c084fc" stroke="#7e22ce" strokeWidth="1.6" />
      <path d="M-16 18Q-4 10 8 18M-14 23Q-4 17 6 23M-12 12Q-4 8 4 12" stroke="#7e22ce" strokeWidth="1.5" fill="none" />
      <path d="M-36 26V-2M-36 10L-48-6V-18M-36 2L-24-14V-26M-48-6L-58-14M-24-14L-14-20" fill="none" stroke="#ec4899" strokeWidth="7" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M-36 26V-2M-36 10L-48-6V-18M-36 2L-24-14V-26" fill="none" stroke="#f9a8d4" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M38 28V6M38 16L50 2V-6M38 10L26-2V-10M50 2L58-2" fill="none" stroke="#fb923c" strokeWidth="6.5" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M-24-26L-6-42" stroke="#831843" strokeWidth="2" />
      <g transform="translate(-70 -82) scale(1.9) rotate(-12 44 20)">
        <path d="M34 12H52V28H34L30 20Z" fill="#f472b6" stroke="#831843" strokeWidth="1.4" strokeLinejoin="round" />
        <circle cx="34.5" cy="20" r="1.6" fill={WHITE} />
        <path d="M44 13.5L45.8 17.6L50.2 18L46.9 20.9L47.9 25.2L44 23L40.1 25.2L41.1 20.9L37.8 18L42.2 17.6Z" fill={GOLD} stroke="#b45309" strokeWidth=".7" />
      </g>
      <path d="M58-24l10-7v14Z" fill="#f97316" stroke="#9a3412" strokeWidth="1.4" strokeLinejoin="round" />
      <ellipse cx="50" cy="-24" rx="10" ry="6.5" fill="#f97316" stroke="#9a3412" strokeWidth="1.4" />
      <path d="M50-30v12" stroke={WHITE} strokeWidth="2.5" />
      <circle cx="44" cy="-25" r="1.6" fill={INK} />
      <path d="M-60 38l7-5v10Z" fill="#facc15" />
      <ellipse cx="-65" cy="38" rx="6" ry="4" fill="#facc15" />
      <path d="M18 32l2.5-5 2.5 5 5 .5-4 3.5 1.5 5-5-3-5 3 1.5-5-4-3.5Z" fill="#f97316" stroke="#9a3412" strokeWidth="1" strokeLinejoin="round" />
      <circle cx="-58" cy="-26" r="3" fill="none" stroke={WHITE} strokeWidth="1.5" />
      <circle cx="-54" cy="-35" r="2" fill="none" stroke={WHITE} strokeWidth="1.3" />
    </>
  ),
  global: (ids) => (
    <>
      <ellipse cx="-4" cy="34" rx="50" ry="10" fill="#1e3a8a" opacity=".16" />
      <ellipse cx="46" cy="26" rx="14" ry="4" fill="#1e3a8a" opacity=".14" />
      <use href={ids.ref('cloud')} transform="translate(-30 26) scale(1.2)" />
      <use href={ids.ref('cloud')} transform="translate(22 30) scale(1.4)" />
      <path d="M-42-18Q-30 4-8 24Q2 28 8 18Q28 2 38-18Z" fill="#a16207" stroke="#713f12" strokeWidth="2" strokeLinejoin="round" />
      <path d="M-30-6Q-10 2 18-4M-16 10Q0 14 10 8" stroke="#854d0e" strokeWidth="2.5" fill="none" strokeLinecap="round" />
      <path d="M-14 22v14" stroke="#7dd3fc" strokeWidth="4" strokeLinecap="round" opacity=".9" />
      <ellipse cx="-2" cy="-19" rx="44" ry="11" fill="#4ade80" stroke="#15803d" strokeWidth="2" />
      <use href={ids.ref('tree')} transform="translate(-24 -20)" />
      <use href={ids.ref('tree')} transform="translate(-6 -24) scale(1.3)" />
      <path d="M12-34h16v12h-16Z" fill={WHITE} stroke="#1e3a8a" strokeWidth="1.6" />
      <path d="M9-34L20-44L31-34Z" fill="#3b82f6" stroke="#1e3a8a" strokeWidth="1.6" strokeLinejoin="round" />
      <path d="M18-22v-6h4v6Z" fill="#1e3a8a" />
      <path d="M34-56Q42-40 48-38Q54-40 60-56Z" fill="#a16207" stroke="#713f12" strokeWidth="1.6" strokeLinejoin="round" />
      <ellipse cx="47" cy="-57" rx="14" ry="4.5" fill="#4ade80" stroke="#15803d" strokeWidth="1.6" />
      <use href={ids.ref('tree')} transform="translate(48 -58) scale(.7)" />
      <path d="M-62-48Q-56-36-52-35Q-47-36-42-48Z" fill="#a16207" stroke="#713f12" strokeWidth="1.6" strokeLinejoin="round" />
      <ellipse cx="-52" cy="-49" rx="11" ry="3.5" fill="#4ade80" stroke="#15803d" strokeWidth="1.6" />
      <use href={ids.ref('cloud')} transform="translate(-56 -22) scale(.6)" />
    </>
  ),
  worldtrade: (ids) => (
    <>
      <Shore ids={ids} sx={1.08} land="#e9dfc6" edge="#b9a57c" />
      <path d="M-62 8H22V16H-62Z" fill="#a8a29e" />
      <path d="M-34 12V-58M-26 12V-58M-34-8L-26-20M-34-32L-26-44M-26-8L-34-20M-26-32L-34-44" stroke="#ea580c" strokeWidth="3" strokeLinecap="round" />
      <path d="M-44-58H36V-64H-44Z" fill="#f59e0b" stroke="#9a3412" strokeWidth="1.8" strokeLinejoin="round" />
      <path d="M-40-64L-30-76L-20-64" fill="none" stroke="#ea580c" strokeWidth="2.5" />
      <path d="M24-58V-38" stroke={INK} strokeWidth="1.5" />
      <rect x="14" y="-38" width="20" height="11" fill="#3b82f6" stroke="#134e4a" strokeWidth="1.5" />
      <rect x="-60" y="-8" width="20" height="11" fill="#ef4444" stroke="#134e4a" strokeWidth="1.5" />
      <rect x="-60" y="-19" width="20" height="11" fill="#22c55e" stroke="#134e4a" strokeWidth="1.5" />
      <rect x="-18" y="-8" width="20" height="11" fill={GOLD} stroke="#134e4a" strokeWidth="1.5" />
      <path d="M-6 26H70L60 46H2Z" fill="#0f766e" stroke="#134e4a" strokeWidth="2.2" strokeLinejoin="round" />
      <path d="M-3 32H67" stroke={WHITE} strokeWidth="2.5" />
      <rect x="2" y="8" width="12" height="18" fill={WHITE} stroke="#134e4a" strokeWidth="1.8" />
      <path d="M5 13h6" stroke="#0ea5e9" strokeWidth="3" />
      <path d="M6 8V0h5v8" fill="#ef4444" stroke="#134e4a" strokeWidth="1.5" />
      <rect x="16" y="15" width="14" height="11" fill="#22c55e" stroke="#134e4a" strokeWidth="1.4" />
      <rect x="30" y="15" width="14" height="11" fill="#f97316" stroke="#134e4a" strokeWidth="1.4" />
      <rect x="44" y="15" width="14" height="11" fill="#3b82f6" stroke="#134e4a" strokeWidth="1.4" />
      <rect x="23" y="4" width="14" height="11" fill="#ef4444" stroke="#134e4a" strokeWidth="1.4" />
      <rect x="37" y="4" width="14" height="11" fill={GOLD} stroke="#134e4a" strokeWidth="1.4" />
    </>
  ),
  capital: (ids) => (
    <>
      <Shore ids={ids} sx={1.1} grass="#a3c98a" />
      <path d="M-68 26L-34-30L-22-16L0-84L26-38L36-50L70 26Z" fill="#a8a29e" stroke="#292524" strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M0-84L26-38L36-50L70 26H16Z" fill="#78716c" />
      <path d="M0-84L26-38L36-50L70 26L-68 26L-34-30L-22-16Z" fill="none" stroke="#292524" strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M0-84L-10-56L-3-60L2-52L9-60L14-56Z" fill={WHITE} stroke="#292524" strokeWidth="1.6" strokeLinejoin="round" />
      <path d="M-34-30L-40-20L-35-22L-31-18L-28-23Z" fill={WHITE} />
      <path d="M36-50L32-42L36-43L39-40L41-44Z" fill={WHITE} />
      <path d="M0-84V-106" stroke="#292524" strokeWidth="2.5" />
      <path d="M0-106L18-100L0-94Z" fill="#f59e0b" stroke="#292524" strokeWidth="1.8" strokeLinejoin="round" />
      <path d="M-46 18L-24 2L-12 8L12-26" fill="none" stroke={WHITE} strokeWidth="10" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M-46 18L-24 2L-12 8L12-26" fill="none" stroke="#16a34a" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M1-26L16-32L16-16Z" fill="#16a34a" stroke={WHITE} strokeWidth="2" strokeLinejoin="round" />
      <use href={ids.ref('coin')} x="40" y="24" />
      <use href={ids.ref('coin')} x="40" y="19" />
      <use href={ids.ref('coin')} x="40" y="14" />
      <use href={ids.ref('coin')} x="52" y="24" />
    </>
  ),
  crypto: (ids) => (
    <>
      <circle cx="0" cy="-16" r="74" fill={ids.url('galaxy')} />
      <path d="M-46-40Q-10-70 30-46M44 6Q10 30-36 10" stroke="#c084fc" strokeWidth="4" fill="none" strokeLinecap="round" opacity=".45" />
      <path d={`${sparkle(-44, -56, 6)}${sparkle(48, -44, 5)}${sparkle(-56, 0, 4)}${sparkle(30, -80, 4)}`} fill="#fde68a" />
      <path d="M-24-70h.1M50-70h.1M60-12h.1M-64-30h.1M-30 -40h.1M24-60h.1M-12-82h.1" stroke={WHITE} strokeWidth="3" strokeLinecap="round" />
      <Shore ids={ids} sx={0.9} sy={0.85} land="#c4b5fd" edge="#6d28d9" shallows="#e9d5ff" />
      <path d="M-40 24L-35 6L-29 24ZM-30 28L-26 16L-21 28ZM24 26L30 4L36 26ZM36 28L40 16L44 28Z" fill="#f0abfc" stroke="#701a75" strokeWidth="1.4" strokeLinejoin="round" />
      <g transform="translate(2 -30)">
        <path d="M-36 12A38 11 -15 0 1 36-12" fill="none" stroke={GOLD} strokeWidth="6" />
        <circle r="21" fill="#d946ef" stroke="#701a75" strokeWidth="2" />
        <path d="M-19-6Q0-12 19-6M-19 6Q0 0 20 6" fill="none" stroke="#f0abfc" strokeWidth="3.5" strokeLinecap="round" />
        <path d="M-12-12a16 16 0 0 1 10-5" stroke="#fae8ff" strokeWidth="3" strokeLinecap="round" fill="none" />
        <path d="M36-12A38 11 -15 0 1-36 12" fill="none" stroke={GOLD} strokeWidth="6" />
        <path d="M36-12A38 11 -15 0 1-36 12" fill="none" stroke={GOLD_DARK} strokeWidth="2" strokeDasharray="2 4" />
      </g>
    </>
  ),
};

/** The shapes, gradients and patterns the drawings reuse; each SVG file holds the ones it needs. */
const DEFS: Record<string, ReactNode> = {
  sea: (
    <radialGradient id="sea" cx="50%" cy="46%" r="70%">
      <stop offset="0" stopColor="#a9e9f1" />
      <stop offset=".6" stopColor="#74cde3" />
      <stop offset="1" stopColor="#3f9dc8" />
    </radialGradient>
  ),
  galaxy: (
    <radialGradient id="galaxy">
      <stop offset="0" stopColor="#1e1b4b" />
      <stop offset=".62" stopColor="#3b0764" stopOpacity=".92" />
      <stop offset="1" stopColor="#6d28d9" stopOpacity="0" />
    </radialGradient>
  ),
  volcano: (
    <linearGradient id="volcano" x1="0" y1="0" x2="1" y2="0">
      <stop offset=".45" stopColor="#c2553f" />
      <stop offset=".55" stopColor="#9f3b2a" />
    </linearGradient>
  ),
  waves: (
    <pattern id="waves" width="150" height="96" patternUnits="userSpaceOnUse">
      <path d="M14 24q9-8 18 0t18 0M88 72q9-8 18 0t18 0" fill="none" stroke={WHITE} strokeWidth="2.5" strokeLinecap="round" opacity=".55" />
    </pattern>
  ),
  blob: <path id="blob" d="M-60 0C-61-11-42-21-16-22C6-23 26-21 42-16C56-12 62-5 60 4C58 13 44 21 22 22C2 24-22 23-40 18C-53 14-59 8-60 0Z" />,
  palm: (
    <g id="palm">
      <path d="M0 0C0-14 2-26 7-38" fill="none" stroke={WOOD} strokeWidth="4.5" strokeLinecap="round" />
      <path d="M7-38C0-46-12-46-18-38C-10-42-2-40 7-38ZM7-38C12-48 24-48 30-40C22-43 14-41 7-38ZM7-38C-2-36-8-28-8-20C-2-28 2-32 7-38ZM7-38C16-34 20-26 20-18C14-26 10-32 7-38Z" fill="#22a45d" stroke="#14532d" strokeWidth="1.3" strokeLinejoin="round" />
      <circle cx="6" cy="-36" r="2.5" fill="#92400e" />
    </g>
  ),
  pine: (
    <g id="pine">
      <path d="M-2.5 0V8h5V0Z" fill="#7c4a1e" />
      <path d="M0-38L12-18H7L16-2H-16L-7-18H-12Z" fill="#15803d" stroke="#14532d" strokeWidth="1.6" strokeLinejoin="round" />
    </g>
  ),
  pine2: (
    <g id="pine2">
      <path d="M-2.5 0V8h5V0Z" fill="#7c4a1e" />
      <path d="M0-36L11-18H6L14-2H-14L-6-18H-11Z" fill="#22c55e" stroke="#14532d" strokeWidth="1.6" strokeLinejoin="round" />
    </g>
  ),
  tree: (
    <g id="tree">
      <path d="M0 0V-10" stroke="#7c4a1e" strokeWidth="3" />
      <circle cx="0" cy="-16" r="9" fill="#22c55e" stroke="#15803d" strokeWidth="1.6" />
    </g>
  ),
  cloud: <path id="cloud" d="M-26 6a10 10 0 0 1 6-15a14 14 0 0 1 24-4a11 11 0 0 1 19 5a8 8 0 0 1 2 14Z" fill={WHITE} />,
  coin: (
    <g id="coin">
      <ellipse rx="6" ry="3.4" fill={GOLD} stroke={GOLD_DARK} strokeWidth="1.4" />
      <ellipse rx="3" ry="1.5" fill="none" stroke="#d97706" strokeWidth="1" />
    </g>
  ),
};

/** Each file is its own document, so plain ids cannot clash. */
const IDS: Ids = { ref: (name) => `#${name}`, url: (name) => `url(#${name})` };

/** A standalone SVG document (an image file) of the map's size, or of `viewBox` when it reaches past the edges. */
function MapSvg({ defs, viewBox = `0 0 ${MAP_VIEWBOX.width} ${MAP_VIEWBOX.height}`, children }: { defs: readonly string[]; viewBox?: string; children: ReactNode }) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox={viewBox}>
      <defs>{defs.map((name) => <Fragment key={name}>{DEFS[name]}</Fragment>)}</defs>
      {children}
    </svg>
  );
}

/** The open sea, the bottom layer. */
export function MapSeaDrawing() {
  return (
    <MapSvg defs={['sea']}>
      <rect width="1200" height="800" fill={IDS.url('sea')} />
    </MapSvg>
  );
}

/** The waves, reaching MAP_WAVES.overhang past both sides of the map, so the page can drift them without showing an edge. */
export function MapWavesDrawing() {
  return (
    <MapSvg defs={['waves']} viewBox={`${-MAP_WAVES.overhang} 0 ${MAP_WAVES.width} ${MAP_VIEWBOX.height}`}>
      <rect x={-MAP_WAVES.overhang} y="0" width={MAP_WAVES.width} height={MAP_VIEWBOX.height} fill={IDS.url('waves')} />
    </MapSvg>
  );
}

/** Everything between the waves and the islands: the dotted frame, clouds, seabirds, the sea route, sea life and the compass. (The sailing boat moves, so the page draws it.) */
export function MapSeaLifeDrawing() {
  return (
    <MapSvg defs={['cloud']}>
      <rect x="10" y="10" width="1180" height="780" rx="26" fill="none" stroke={WHITE} strokeWidth="3" strokeDasharray="2 12" strokeLinecap="round" opacity=".6" />

      {/* Clouds, seabirds and sea life fill the open water between the islands. */}
      <g fill={WHITE} opacity=".92">
        <use href={IDS.ref('cloud')} transform="translate(452 52) scale(1.6)" />
        <use href={IDS.ref('cloud')} transform="translate(928 60) scale(1.3)" />
        <use href={IDS.ref('cloud')} transform="translate(1150 300) scale(1.1)" />
      </g>
      <path d="M640 70q7-8 14 0q7-8 14 0M680 92q5-6 10 0q5-6 10 0M210 290q6-7 12 0q6-7 12 0" fill="none" stroke="#334155" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />

      <path d={ROUTE_D} fill="none" stroke={WHITE} strokeWidth="12" strokeLinecap="round" opacity=".35" />
      <path d={ROUTE_D} fill="none" stroke="#9a5b2a" strokeWidth="5" strokeLinecap="round" strokeDasharray="1 14" />

      <g transform="translate(752 546)">
        <path d="M-30 6C-32-10-12-20 8-16C22-13 30-4 30 4C18 8-16 10-30 6Z" fill="#4f7fb0" stroke="#1e3a5f" strokeWidth="2" strokeLinejoin="round" />
        <path d="M-22 2C-10 6 12 6 26 2" stroke="#dbeafe" strokeWidth="3" strokeLinecap="round" fill="none" />
        <circle cx="16" cy="-6" r="2" fill="#1e3a5f" />
        <path d="M-28 0C-38-6-44-14-42-20C-38-16-34-14-30-14C-32-18-32-24-28-26C-26-20-24-14-26-6Z" fill="#4f7fb0" stroke="#1e3a5f" strokeWidth="2" strokeLinejoin="round" />
        <path d="M8-18C6-26 4-30 0-34M8-18C10-26 14-30 18-32M8-18V-36" stroke={WHITE} strokeWidth="3" strokeLinecap="round" fill="none" />
        <path d="M-40 10q10-4 20 0t20 0t20 0t20 0" stroke={WHITE} strokeWidth="2.5" strokeLinecap="round" fill="none" opacity=".8" />
      </g>

      <g transform="translate(964 292) rotate(-24)">
        <path d="M-16 4q8-4 16 0t16 0" stroke={WHITE} strokeWidth="2" strokeLinecap="round" fill="none" transform="rotate(24)" />
        <rect x="-14" y="-7" width="24" height="14" rx="6" fill="#bbf7d0" stroke="#166534" strokeWidth="1.8" opacity=".9" />
        <path d="M10-3h6v6h-6Z" fill="#a16207" stroke="#166534" strokeWidth="1.4" />
        <path d="M-8-3h10v6h-10Z" fill="#fef3c7" />
      </g>
      <path d={`${sparkle(560, 330, 6)}${sparkle(1000, 520, 5)}${sparkle(240, 560, 5)}${sparkle(470, 740, 6)}${sparkle(690, 772, 5)}${sparkle(40, 480, 5)}`} fill={WHITE} opacity=".8" />

      <g transform="translate(1130 728)">
        <circle r="42" fill="#fdf6e3" stroke="#9a5b2a" strokeWidth="3" />
        <circle r="34" fill="none" stroke="#d6b98c" strokeWidth="1.5" strokeDasharray="2 4" />
        <path d="M0-20L6 0L0 20L-6 0ZM-20 0L0 6L20 0L0-6Z" transform="rotate(45)" fill="#d6b98c" />
        <path d="M0-32L7 0H-7Z" fill="#ef4444" />
        <path d="M0-32L-7 0H0Z" fill="#b91c1c" />
        <path d="M0 32L7 0H-7ZM32 0L0 7V-7ZM-32 0L0 7V-7Z" fill="#334155" />
        <path d="M0 32L-7 0H0ZM32 0L0-7V0ZM-32 0L0-7V0Z" fill="#64748b" />
        <circle r="4" fill={GOLD} stroke={INK} strokeWidth="1.5" />
        <path d="M-5-48V-60L5-48V-60" fill="none" stroke="#9a5b2a" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      </g>
    </MapSvg>
  );
}

/** The 15 islands, drawn above the glow around the island of the month. */
export function MapIslandsDrawing() {
  return (
    <MapSvg defs={['galaxy', 'volcano', 'blob', 'palm', 'pine', 'pine2', 'tree', 'cloud', 'coin']}>
      {MAP_ROUTE.map((key) => {
        const { x, y } = ISLAND_MAP_POSITIONS[key];
        return (
          <g key={key} transform={`translate(${x} ${y}) scale(1.15)`}>
            {ISLAND_ART[key](IDS)}
          </g>
        );
      })}
    </MapSvg>
  );
}
