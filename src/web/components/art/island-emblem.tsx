import { useId } from 'react';
import type { ReactNode } from 'react';
import type { IslandKey } from '../../../content/schema/ids';

/** Badge background, ring and outline ink per island, from the island's accent colour. */
const PALETTE: Record<IslandKey, { bg: string; ring: string; ink: string }> = {
  seed: { bg: '#d1fae5', ring: '#059669', ink: '#064e3b' },
  trust: { bg: '#e0f2fe', ring: '#0284c7', ink: '#0c4a6e' },
  risk: { bg: '#fee2e2', ring: '#dc2626', ink: '#7f1d1d' },
  ledger: { bg: '#fef3c7', ring: '#d97706', ink: '#78350f' },
  mind: { bg: '#ffedd5', ring: '#ea580c', ink: '#7c2d12' },
  future: { bg: '#cffafe', ring: '#0891b2', ink: '#164e63' },
  decision: { bg: '#dcfce7', ring: '#16a34a', ink: '#14532d' },
  shield: { bg: '#e0e7ff', ring: '#4f46e5', ink: '#312e81' },
  crystal: { bg: '#ede9fe', ring: '#7c3aed', ink: '#4c1d95' },
  marketplace: { bg: '#fef9c3', ring: '#ca8a04', ink: '#713f12' },
  brand: { bg: '#fce7f3', ring: '#db2777', ink: '#831843' },
  global: { bg: '#dbeafe', ring: '#2563eb', ink: '#1e3a8a' },
  worldtrade: { bg: '#ccfbf1', ring: '#0d9488', ink: '#134e4a' },
  capital: { bg: '#e7e5e4', ring: '#57534e', ink: '#292524' },
  crypto: { bg: '#3b0764', ring: '#c026d3', ink: '#1e1b4b' },
};

const GOLD = '#fbbf24';
const GOLD_DARK = '#b45309';
const WHITE = '#ffffff';

/** A four-pointed sparkle centred on (x, y). */
const sparkle = (x: number, y: number, s: number) =>
  `M${x} ${y - s}Q${x + s * 0.2} ${y - s * 0.2} ${x + s} ${y}Q${x + s * 0.2} ${y + s * 0.2} ${x} ${y + s}Q${x - s * 0.2} ${y + s * 0.2} ${x - s} ${y}Q${x - s * 0.2} ${y - s * 0.2} ${x} ${y - s}Z`;

/** Each motif draws inside the 64 x 64 badge; `ground` clips shapes to the badge's inner circle. */
type Motif = (ink: string, ground: (node: ReactNode) => ReactNode) => ReactNode;

const MOTIFS: Record<IslandKey, Motif> = {
  seed: (ink, ground) => (
    <>
      {ground(<path d="M0 52Q32 40 64 52V64H0Z" fill="#a16207" />)}
      <path d="M32 38V21" stroke="#059669" strokeWidth="3.5" strokeLinecap="round" />
      <path d="M32 29C23 29 17 23 15 15C24 14 31 20 32 29Z" fill="#34d399" stroke={ink} strokeWidth="2" strokeLinejoin="round" />
      <path d="M32 24C38 22 44 17 48 10C39 9 33 15 32 24Z" fill="#10b981" stroke={ink} strokeWidth="2" strokeLinejoin="round" />
      <circle cx="32" cy="46" r="10" fill={GOLD} stroke={GOLD_DARK} strokeWidth="2.5" />
      <circle cx="32" cy="46" r="5.5" fill="none" stroke={GOLD_DARK} strokeWidth="2" />
    </>
  ),
  trust: (ink) => (
    <>
      <path d="M23 30V22a9 9 0 0 1 18 0v8" fill="none" stroke="#d97706" strokeWidth="5" />
      <path
        d="M32 55C18 46 11 39 11 31C11 25 16 21 22 21C26 21 29 23 32 27C35 23 38 21 42 21C48 21 53 25 53 31C53 39 46 46 32 55Z"
        fill="#0ea5e9"
        stroke={ink}
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path d="M17 30C17 27 19 25 22 25" fill="none" stroke="#bae6fd" strokeWidth="2.5" strokeLinecap="round" />
      <circle cx="32" cy="34" r="4" fill={WHITE} />
      <path d="M30 36L28.5 45H35.5L34 36Z" fill={WHITE} />
    </>
  ),
  risk: (ink) => (
    <>
      <circle cx="27" cy="16" r="4.5" fill="#cbd5e1" />
      <circle cx="34" cy="11" r="5.5" fill="#e2e8f0" />
      <circle cx="41" cy="15" r="4" fill="#cbd5e1" />
      <path d="M7 54L23 24H41L57 54Z" fill="#b45341" stroke={ink} strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M23 24H41L38 31Q36 36 34 31Q32 37 29.5 31Q28 34 26 30Z" fill="#f97316" stroke={ink} strokeWidth="2" strokeLinejoin="round" />
      <circle cx="27" cy="40" r="2.2" fill={ink} />
      <circle cx="37" cy="40" r="2.2" fill={ink} />
      <path d="M28 45Q32 49 36 45" fill="none" stroke={ink} strokeWidth="2" strokeLinecap="round" />
      <circle cx="23" cy="45" r="2.5" fill="#fca5a5" />
      <circle cx="41" cy="45" r="2.5" fill="#fca5a5" />
    </>
  ),
  ledger: (ink, ground) => (
    <>
      {ground(<path d="M4 56C6 30 17 13 32 13C47 13 58 30 60 56Z" fill="#c08a4a" stroke={ink} strokeWidth="2.5" />)}
      <path d="M19 50C19 36 24 27 32 27C40 27 45 36 45 50Z" fill="#3a2414" />
      <path d="M12 44Q22 40 32 43Q42 40 52 44L52 56Q42 52 32 55Q22 52 12 56Z" fill="#b45309" stroke={ink} strokeWidth="2" strokeLinejoin="round" />
      <path d="M14 42Q23 38 32 41V52Q23 49 14 53Z" fill={WHITE} stroke={ink} strokeWidth="1.8" strokeLinejoin="round" />
      <path d="M50 42Q41 38 32 41V52Q41 49 50 53Z" fill={WHITE} stroke={ink} strokeWidth="1.8" strokeLinejoin="round" />
      <path d="M18 45L28 43.5M18 48.5L28 47M36 43.5L46 45M36 47L46 48.5" stroke="#d97706" strokeWidth="1.5" strokeLinecap="round" />
    </>
  ),
  mind: (ink, ground) => (
    <>
      <circle cx="17" cy="22" r="6" fill={GOLD} />
      {ground(
        <>
          <path d="M0 50Q16 36 34 50V64H0Z" fill="#fdba74" />
          <path d="M22 58Q42 40 64 52V64H22Z" fill="#f97316" />
        </>,
      )}
      <g transform="translate(-9 -3) scale(1.22)">
      <path
        d="M31 25C27 25 26 19 30 18C30 13 37 12 39 15C41 11 49 12 49 17C54 17 55 24 50 25Z"
        fill={WHITE}
        stroke={ink}
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <circle cx="29" cy="31" r="2.2" fill={WHITE} stroke={ink} strokeWidth="1.5" />
      <circle cx="25" cy="36" r="1.5" fill={WHITE} stroke={ink} strokeWidth="1.2" />
      <path d="M40 23.5C36 21 35.5 18 38 17.5C39 17.3 39.8 18 40 18.8C40.2 18 41 17.3 42 17.5C44.5 18 44 21 40 23.5Z" fill="#f43f5e" />
      </g>
    </>
  ),
  future: (ink, ground) => (
    <>
      <path d="M28 20L8 13V27ZM36 20L56 13V27Z" fill="#fde047" opacity=".75" />
      {ground(<path d="M0 52Q8 48 16 52T32 52T48 52T64 52V64H0Z" fill="#06b6d4" />)}
      <path d="M25 54L27.5 24H36.5L39 54Z" fill={WHITE} stroke={ink} strokeWidth="2.2" strokeLinejoin="round" />
      <path d="M26.9 31.5H37.1L37.6 38H26.4ZM25.9 43.5H38.1L38.6 50H25.4Z" fill="#ef4444" />
      <rect x="27" y="16" width="10" height="8" fill="#fde047" stroke={ink} strokeWidth="2" />
      <path d="M25 16L32 9L39 16Z" fill="#ef4444" stroke={ink} strokeWidth="2" strokeLinejoin="round" />
    </>
  ),
  decision: (ink, ground) => (
    <>
      {ground(<path d="M0 50Q32 42 64 50V64H0Z" fill="#4ade80" />)}
      <path d="M16 10L25 28H20L27 42H5L12 28H7Z" fill="#16a34a" stroke={ink} strokeWidth="2" strokeLinejoin="round" />
      <path d="M48 14L56 30H52L58 42H38L44 30H40Z" fill="#22c55e" stroke={ink} strokeWidth="2" strokeLinejoin="round" />
      <path d="M16 42V48M48 42V48" stroke="#92400e" strokeWidth="3" />
      <path d="M32 20V52" stroke="#92400e" strokeWidth="3.5" strokeLinecap="round" />
      <path d="M33 21H45L49 25.5L45 30H33Z" fill="#fde68a" stroke={ink} strokeWidth="2" strokeLinejoin="round" />
      <path d="M31 32H19L15 36.5L19 41H31Z" fill="#fcd34d" stroke={ink} strokeWidth="2" strokeLinejoin="round" />
    </>
  ),
  shield: (ink) => (
    <>
      <path d="M32 9L51 16V30C51 42 43 50 32 56C21 50 13 42 13 30V16Z" fill="#6366f1" stroke={ink} strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M32 9V56C21 50 13 42 13 30V16Z" fill="#818cf8" />
      <path d="M32 9L51 16V30C51 42 43 50 32 56C21 50 13 42 13 30V16Z" fill="none" stroke={ink} strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M32 14.5L46 19.5V30C46 39 40 45.5 32 50C24 45.5 18 39 18 30V19.5Z" fill="none" stroke={GOLD} strokeWidth="2" />
      <path d="M24 31L30 37L41 25" fill="none" stroke={WHITE} strokeWidth="4.5" strokeLinecap="round" strokeLinejoin="round" />
    </>
  ),
  crystal: (ink) => (
    <>
      <path d={sparkle(16, 20, 4)} fill="#a78bfa" />
      <path d={sparkle(49, 15, 3)} fill="#a78bfa" />
      <path d="M17 54L13 44L17 36L21 44Z" fill="#c4b5fd" stroke={ink} strokeWidth="1.8" strokeLinejoin="round" />
      <path d="M47 54L43 45L47 38L51 45Z" fill="#c4b5fd" stroke={ink} strokeWidth="1.8" strokeLinejoin="round" />
      <path d="M32 6L41 19V54H23V19Z" fill="#a78bfa" />
      <path d="M32 6L41 19V54H32Z" fill="#7c3aed" />
      <path d="M32 6L41 19V54H23V19Z" fill="none" stroke={ink} strokeWidth="2.2" strokeLinejoin="round" />
      <path d="M23 19H41M23 35H41" stroke={ink} strokeWidth="1.5" />
      <path d="M29 30V25a3 3 0 0 1 6 0v5ZM29 47V42a3 3 0 0 1 6 0v5Z" fill="#ede9fe" />
    </>
  ),
  marketplace: (ink) => (
    <>
      <path d="M14 24V52M50 24V52" stroke="#92400e" strokeWidth="3" />
      <path d="M10 14H54V24H10Z" fill={WHITE} />
      <path d="M10 14H18.8V24H10ZM27.6 14H36.4V24H27.6ZM45.2 14H54V24H45.2Z" fill="#ef4444" />
      <path
        d="M10 24a4.4 4.4 0 0 0 8.8 0a4.4 4.4 0 0 0 8.8 0a4.4 4.4 0 0 0 8.8 0a4.4 4.4 0 0 0 8.8 0a4.4 4.4 0 0 0 8.8 0"
        fill="#fca5a5"
        stroke={ink}
        strokeWidth="2"
      />
      <path d="M10 14H54V24H10Z" fill="none" stroke={ink} strokeWidth="2" strokeLinejoin="round" />
      <circle cx="22" cy="39" r="3.5" fill="#ef4444" />
      <circle cx="29" cy="39" r="3.5" fill="#84cc16" />
      <circle cx="36" cy="39" r="3.5" fill="#f97316" />
      <circle cx="43" cy="39" r="3.5" fill={GOLD} stroke={GOLD_DARK} strokeWidth="1" />
      <rect x="11" y="42" width="42" height="11" rx="1.5" fill="#eab308" stroke={ink} strokeWidth="2" />
      <path d="M11 47.5H53" stroke="#a16207" strokeWidth="1.5" />
    </>
  ),
  brand: (ink, ground) => (
    <>
      {ground(<path d="M0 54Q32 46 64 54V64H0Z" fill="#fde68a" />)}
      <path d="M22 54V40M22 46L14 37V30M22 42L29 33V27M14 37L9 33" fill="none" stroke="#ec4899" strokeWidth="4.5" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M44 54V44M44 48L50 41M44 46L38 40" fill="none" stroke="#fb923c" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M29 27L36 21" stroke={ink} strokeWidth="1.5" />
      <g transform="rotate(-12 44 20)">
        <path d="M34 12H52V28H34L30 20Z" fill="#f472b6" stroke={ink} strokeWidth="2" strokeLinejoin="round" />
        <circle cx="34.5" cy="20" r="1.6" fill={WHITE} />
        <path d="M44 13.5L45.8 17.6L50.2 18L46.9 20.9L47.9 25.2L44 23L40.1 25.2L41.1 20.9L37.8 18L42.2 17.6Z" fill={GOLD} />
      </g>
      <path d="M49 34L55 31V37Z" fill="#f97316" />
      <ellipse cx="47" cy="34" rx="4" ry="2.6" fill="#f97316" />
    </>
  ),
  global: (ink) => (
    <>
      <path d="M13 29H49L42 38L33 52L24 40Z" fill="#a16207" stroke={ink} strokeWidth="2" strokeLinejoin="round" />
      <path d="M11 29C11 25 19 23 31 23C43 23 51 25 51 29C51 32 43 33 31 33C19 33 11 32 11 29Z" fill="#4ade80" stroke={ink} strokeWidth="2" />
      <path d="M24 25V17M38 25V14" stroke="#92400e" strokeWidth="2" />
      <circle cx="24" cy="16" r="4.5" fill="#16a34a" />
      <circle cx="38" cy="13" r="5.5" fill="#22c55e" />
      <path d="M45 16H57L54 20L51 24L48 20Z" fill="#a16207" />
      <ellipse cx="51" cy="16" rx="6.5" ry="2" fill="#4ade80" />
      <path d="M8 48a5 5 0 0 1 8-5a6 6 0 0 1 11 2a4 4 0 0 1 2 7H9a3 3 0 0 1-1-4Z" fill={WHITE} />
      <path d="M40 51a4 4 0 0 1 6-4a5 5 0 0 1 9 1a3 3 0 0 1 1 5H41a2 2 0 0 1-1-2Z" fill={WHITE} />
    </>
  ),
  worldtrade: (ink, ground) => (
    <>
      {ground(<path d="M0 48Q8 44 16 48T32 48T48 48T64 48V64H0Z" fill="#14b8a6" />)}
      <rect x="44" y="19" width="9" height="16" fill={WHITE} stroke={ink} strokeWidth="1.8" />
      <path d="M46 23H51" stroke="#0ea5e9" strokeWidth="2.5" />
      <rect x="13" y="26" width="10" height="9" fill="#22c55e" stroke={ink} strokeWidth="1.5" />
      <rect x="23" y="26" width="10" height="9" fill="#3b82f6" stroke={ink} strokeWidth="1.5" />
      <rect x="33" y="26" width="10" height="9" fill="#f97316" stroke={ink} strokeWidth="1.5" />
      <rect x="18" y="17" width="10" height="9" fill="#ef4444" stroke={ink} strokeWidth="1.5" />
      <rect x="28" y="17" width="10" height="9" fill={GOLD} stroke={ink} strokeWidth="1.5" />
      <path d="M6 35H58L51 50H13Z" fill="#0f766e" stroke={ink} strokeWidth="2.2" strokeLinejoin="round" />
      <path d="M9.5 40H55.5" stroke={WHITE} strokeWidth="2" />
    </>
  ),
  capital: (ink) => (
    <>
      <path d="M5 54L25 16L34 30L41 21L60 54Z" fill="#78716c" stroke={ink} strokeWidth="2.2" strokeLinejoin="round" />
      <path d="M25 16L19.5 26.5L23 25L25.5 28L28.5 25L30.5 26Z" fill={WHITE} />
      <path d="M41 21L37.5 26.5L40 25.5L42 27.5L44 26Z" fill={WHITE} />
      <path d="M25 16V5" stroke={ink} strokeWidth="2" />
      <path d="M25 5L34 8L25 11Z" fill="#f59e0b" stroke={ink} strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M12 49L22 40L29 44L43 31" fill="none" stroke={WHITE} strokeWidth="7" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M12 49L22 40L29 44L43 31" fill="none" stroke="#16a34a" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M36 30.5L45 29L44 38Z" fill="#16a34a" stroke={WHITE} strokeWidth="1.2" strokeLinejoin="round" />
    </>
  ),
  crypto: () => (
    <>
      <path d={sparkle(14, 20, 3.5)} fill="#fde68a" />
      <path d={sparkle(50, 48, 3)} fill="#f0abfc" />
      <circle cx="47" cy="13" r="1.5" fill={WHITE} />
      <circle cx="17" cy="47" r="1.3" fill={WHITE} />
      <circle cx="53" cy="29" r="1.1" fill={WHITE} />
      <path d="M11.3 39.5A22 7.5 -20 0 1 52.7 24.5" fill="none" stroke={GOLD} strokeWidth="4.5" />
      <circle cx="32" cy="32" r="13" fill="#d946ef" />
      <path d="M20 28Q32 24 44 28M19.5 36Q32 32 44.5 36" fill="none" stroke="#f0abfc" strokeWidth="2.5" strokeLinecap="round" />
      <path d="M24 22a11 11 0 0 1 8-3" fill="none" stroke="#fae8ff" strokeWidth="2" strokeLinecap="round" />
      <path d="M52.7 24.5A22 7.5 -20 0 1 11.3 39.5" fill="none" stroke={GOLD} strokeWidth="4.5" />
      <path d="M52.7 24.5A22 7.5 -20 0 1 11.3 39.5" fill="none" stroke={GOLD_DARK} strokeWidth="1.6" strokeDasharray="1.5 2.5" />
    </>
  ),
};

/**
 * A round badge with each island's motif, hand-drawn in SVG in the island's accent colours.
 * Decorative unless a `title` is given, in which case it is an image with that name.
 */
export function IslandEmblem({ island, className, title }: { island: IslandKey; className?: string; title?: string }) {
  const clipId = `emblem-${useId().replace(/[^\w-]/g, '')}`;
  const { bg, ring, ink } = PALETTE[island];
  const ground = (node: ReactNode) => <g clipPath={`url(#${clipId})`}>{node}</g>;
  const a11y = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true, focusable: false };
  return (
    <svg viewBox="0 0 64 64" className={className} {...a11y}>
      {title ? <title>{title}</title> : null}
      <defs>
        <clipPath id={clipId}>
          <circle cx="32" cy="32" r="29" />
        </clipPath>
      </defs>
      <circle cx="32" cy="32" r="30" fill={bg} />
      {MOTIFS[island](ink, ground)}
      <circle cx="32" cy="32" r="30" fill="none" stroke={ring} strokeWidth="3.5" />
    </svg>
  );
}
