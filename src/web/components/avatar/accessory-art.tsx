import type { ReactNode } from 'react';
import { ANCHORS, categoryOf } from './avatar-layout';
import type { AnchorName } from './avatar-layout';
import { Fluffy, INK, OUTLINE, Pair, sparklePath, Tube } from './svg-shapes';

/**
 * The 15 accessories, each drawn once around its anchor (0, 0 is the anchor point):
 * headwear around the crown of the head, eyewear around the eye-line centre, back items between
 * the shoulder blades, footwear around one shoe (mirrored for the other), hand items at the hand.
 */
interface Art {
  at: AnchorName | 'feet';
  /** Painted in the item's slot. */
  draw: () => ReactNode;
  /** Back items only: straps or clasp painted over the outfit. */
  front?: () => ReactNode;
  /** Hand items: a thumb (in the explorer's skin colour) curls over the item. */
  thumb?: { x: number; y: number; angle: number };
  /** Icon framing in avatar coordinates: centre x, centre y, side of the square. */
  box: readonly [number, number, number];
}

const WHITE = '#ffffff';
const GOLD = '#facc15';
const SILVER = '#e2e8f0';

function Shine({ d }: { d: string }) {
  return <path d={d} fill="none" stroke={WHITE} strokeWidth={2} strokeOpacity={0.8} />;
}

/** A lens pair: children draw the left lens around (-EYE_OFFSET, 0); temples run to the ears. */
function Specs({ frame, children, bridge }: { frame: string; children: ReactNode; bridge: string }) {
  return (
    <>
      <Pair>
        <path d="M-31 -3 L-43 -1" fill="none" stroke={frame} strokeWidth={3} />
        {children}
      </Pair>
      <path d={bridge} fill="none" stroke={frame} strokeWidth={3} />
    </>
  );
}

const ART: Record<string, Art> = {
  // ——— Headwear (anchor: crown of the head) ———
  'sprout-cap': {
    at: 'headTop',
    box: [100, 26, 100],
    draw: () => (
      <>
        <path d="M0 -26Q-2 -30 1 -34" fill="none" stroke="#15803d" strokeWidth={3.5} />
        <path d="M0 -31Q-6 -39 -17 -35Q-8 -26 0 -31Z" fill="#86efac" />
        <path d="M1 -32Q8 -42 20 -38Q12 -27 1 -32Z" fill="#4ade80" />
        <path d="M-46 18C-48 -12 -26 -26 0 -26C26 -26 48 -12 46 18Z" fill="#22c55e" />
        <path d="M0 -26V14M-24 -20Q-32 -4 -30 14M24 -20Q32 -4 30 14" fill="none" stroke="#15803d" strokeWidth={1.5} />
        <Shine d="M-34 -4Q-30 -16 -18 -21" />
        <circle cx={0} cy={-26} r={3.5} fill="#15803d" />
        <path d="M-46 14Q0 4 46 14Q42 30 0 31Q-42 30 -46 14Z" fill="#15803d" />
        <circle cx={0} cy={2} r={7} fill={GOLD} />
        <path d="M0 6V0M0 2Q-4 -3 -6 0Q-3 3 0 2ZM0 1Q4 -4 6 -1Q3 2 0 1Z" fill="#22c55e" strokeWidth={1.2} />
      </>
    ),
  },
  'captain-hat': {
    at: 'headTop',
    box: [100, 36, 112],
    draw: () => (
      <>
        <path d="M-54 -4Q-52 -26 0 -30Q52 -26 54 -4Q44 10 0 11Q-44 10 -54 -4Z" fill="#f8fafc" />
        <path d="M-40 3Q0 12 40 3L40 16Q0 24 -40 16Z" fill="#1e3a8a" />
        <path d="M-40 16Q0 26 40 16Q38 31 0 33Q-38 31 -40 16Z" fill="#111827" />
        <Shine d="M-22 24Q0 28 22 24" />
        <path d="M-38 9Q0 18 38 9" fill="none" stroke={GOLD} strokeWidth={2.5} />
        <circle cx={-38} cy={10} r={2.5} fill={GOLD} strokeWidth={1.5} />
        <circle cx={38} cy={10} r={2.5} fill={GOLD} strokeWidth={1.5} />
        <circle cx={0} cy={-5} r={8.5} fill={GOLD} />
        <circle cx={0} cy={-5} r={4.5} fill="none" stroke="#b45309" strokeWidth={1.8} />
        <circle cx={0} cy={-5} r={7} fill="none" stroke="#b45309" strokeWidth={2} strokeDasharray="1.4 4.1" strokeLinecap="butt" />
        <Shine d="M-40 -10Q-34 -20 -18 -24" />
      </>
    ),
  },
  'coral-crown': {
    at: 'headTop',
    box: [100, 36, 100],
    draw: () => (
      <>
        <Tube
          color="#fb7185"
          width={5}
          d="M0 6V-28M0 -14L-9 -22M0 -20L8 -30M-22 10L-29 -14M-27 -5L-37 -12M22 10L29 -14M27 -5L37 -12M-37 14L-46 -2M37 14L46 -2"
        />
        <circle cx={-9} cy={-23} r={2.5} fill="#fda4af" strokeWidth={1.5} />
        <circle cx={8} cy={-31} r={2.5} fill="#fda4af" strokeWidth={1.5} />
        <Tube color="#f472b6" width={9} d="M-42 16Q0 0 42 16" />
        {[-28, -10, 10, 28].map((x) => (
          <circle key={x} cx={x} cy={8 + Math.abs(x) * 0.2} r={3.3} fill={WHITE} strokeWidth={1.5} />
        ))}
      </>
    ),
  },

  // ——— Eyewear (anchor: eye-line centre; eyes at ±16) ———
  'mirage-shades': {
    at: 'eyes',
    box: [100, 90, 96],
    draw: () => (
      <Specs frame="#b7791f" bridge="M-5 -6Q0 -10 5 -6M-7 -9H7">
        <path d="M-32 -7Q-16 -11 -4 -7Q-2 11 -17 13Q-31 11 -32 -7Z" fill="#fb923c" stroke="#b7791f" strokeWidth={3} />
        <path d="M-31 2Q-17 6 -4 1Q-5 12 -17 13Q-29 11 -31 2Z" fill="#d946ef" fillOpacity={0.75} stroke="none" />
        <path d="M-26 -3L-21 -6M-27 2L-18 -5" fill="none" stroke={WHITE} strokeWidth={1.8} />
      </Specs>
    ),
  },
  'crystal-glasses': {
    at: 'eyes',
    box: [100, 90, 96],
    draw: () => (
      <Specs frame="#0e7490" bridge="M-4 -3Q0 -6 4 -3">
        <path d="M-30 0L-23 -12H-9L-2 0L-9 12H-23Z" fill="#cffafe" fillOpacity={0.45} stroke="#0e7490" strokeWidth={2.5} />
        <path d="M-23 -12L-16 -3L-9 -12M-16 -3L-26 6" fill="none" stroke={WHITE} strokeWidth={1.3} strokeOpacity={0.9} />
        <path d={sparklePath(-27, -12, 5)} fill={WHITE} strokeWidth={1.2} />
      </Specs>
    ),
  },
  'galaxy-visor': {
    at: 'eyes',
    box: [100, 90, 108],
    draw: () => (
      <>
        <path d="M-47 -11Q0 -22 47 -11L45 10Q0 19 -45 10Z" fill="#312e81" fillOpacity={0.85} />
        <path d="M-43 5Q0 13 43 5" fill="none" stroke="#a78bfa" strokeWidth={2.5} />
        {[
          [-32, -4],
          [-20, 4],
          [-6, -8],
          [14, 6],
          [26, -6],
          [36, 1],
        ].map(([x, y]) => (
          <circle key={`${x}`} cx={x} cy={y} r={1.4} fill={WHITE} stroke="none" />
        ))}
        <path d={sparklePath(6, -3, 5.5)} fill="#fde047" strokeWidth={1.2} />
        <path d={sparklePath(-38, -3, 3.5)} fill="#f0abfc" strokeWidth={1} />
        <Shine d="M-38 -10Q-22 -16 -8 -16" />
        <Pair>
          <circle cx={-47} cy={0} r={5} fill="#cbd5e1" />
        </Pair>
      </>
    ),
  },

  // ——— Back items (anchor: between the shoulder blades; mostly hidden by the body) ———
  'ledger-backpack': {
    at: 'back',
    box: [100, 146, 128],
    draw: () => (
      <>
        <Tube color={GOLD} width={4.5} d="M40 -42L46 -18" />
        <path d="M37.5 -45.5L42 -46.5L40.5 -41Z" fill="#f9a8d4" strokeWidth={1.5} />
        <rect x={24} y={-34} width={22} height={28} rx={2} fill="#fef3c7" transform="rotate(10 35 -20)" />
        <path d="M30 -26H42M29 -20H41M28 -14H40" fill="none" stroke="#93c5fd" strokeWidth={1.5} transform="rotate(10 35 -20)" />
        <rect x={-55} y={-14} width={110} height={66} rx={18} fill="#b7793f" />
        <path d="M-51 -2Q0 -20 51 -2L51 12Q0 26 -51 12Z" fill="#8a5a2b" />
        <rect x={-22} y={20} width={44} height={26} rx={7} fill="#d6a066" />
        <circle cx={0} cy={30} r={5.5} fill={GOLD} strokeWidth={1.8} />
        <path d="M0 26.5V33.5" fill="none" stroke="#b45309" strokeWidth={1.8} />
        <Pair>
          <rect x={-59} y={16} width={9} height={24} rx={4} fill="#8a5a2b" />
        </Pair>
      </>
    ),
    front: () => (
      <Pair>
        <Tube color="#8a5a2b" width={6} d="M-21 -4Q-25 18 -23 40" />
        <rect x={-27} y={22} width={8} height={6} rx={1.5} fill={GOLD} strokeWidth={1.5} />
      </Pair>
    ),
  },
  'guardian-cape': {
    at: 'back',
    box: [100, 178, 150],
    draw: () => (
      <>
        <path d="M-30 -6Q-58 40 -68 86Q0 100 68 86Q58 40 30 -6Z" fill="#2563eb" />
        <path d="M-40 30Q-50 60 -54 84M40 30Q50 60 54 84" fill="none" stroke="#1e40af" strokeWidth={2} />
        <path d="M-66 84Q0 98 66 84" fill="none" stroke={GOLD} strokeWidth={3.5} />
        <path d="M-16 14H16V32Q16 46 0 52Q-16 46 -16 32Z" fill={SILVER} />
        <path d="M0 14V52M-16 28H16" fill="none" stroke="#1d4ed8" strokeWidth={3} />
      </>
    ),
    front: () => (
      <>
        <Pair>
          <Tube color={GOLD} width={2.5} d="M-24 -6Q-14 2 -7 4" />
        </Pair>
        <path d="M-6 -1H6V5Q6 10 0 12Q-6 10 -6 5Z" fill={GOLD} strokeWidth={2} />
        <path d="M0 0V11" fill="none" stroke="#2563eb" strokeWidth={1.6} />
      </>
    ),
  },
  'cloud-wings': {
    at: 'back',
    box: [100, 130, 200],
    draw: () => (
      <Pair>
        <Fluffy
          color={WHITE}
          bump={8}
          gap={6.5}
          d="M-16 4Q-40 -30 -84 -36Q-92 -16 -80 -2Q-88 14 -72 22Q-72 38 -52 36Q-42 46 -26 34Q-16 26 -16 4Z"
        />
        <path d="M-76 -20Q-54 -18 -34 -6M-70 4Q-52 8 -34 6M-58 26Q-46 24 -32 18" fill="none" stroke="#bfdbfe" strokeWidth={2.5} />
      </Pair>
    ),
  },

  // ——— Footwear (anchor: each shoe; drawn for the left foot, mirrored for the right) ———
  'lava-boots': {
    at: 'feet',
    box: [100, 216, 68],
    draw: () => (
      <>
        <rect x={-10} y={-27} width={20} height={26} fill="#dc2626" />
        <path d="M-15 6Q-16 -11 0 -11Q16 -11 15 6Z" fill="#dc2626" />
        <path d="M-16 3H16V7Q0 11 -16 7Z" fill="#292524" />
        <path d="M-11 -28V-20Q-8 -13 -5.5 -20Q-3 -11 0 -20Q3 -12 5.5 -20Q8 -13 11 -20V-28Z" fill="#fb923c" />
        <path d="M-6 -24Q-4 -19 -2 -24M2 -24Q4 -19 6 -24" fill="none" stroke="#fde047" strokeWidth={2} />
        <path d="M-9 -3L-4 -6L1 -2L6 -5" fill="none" stroke="#fbbf24" strokeWidth={1.8} />
        <Shine d="M7 -15V-10" />
      </>
    ),
  },
  'market-sneakers': {
    at: 'feet',
    box: [100, 218, 68],
    draw: () => (
      <>
        <path d="M-15 4Q-16 -12 0 -12Q15 -12 15 4Z" fill="#14b8a6" />
        <path d="M-11 4Q-11 -3 0 -3Q11 -3 11 4Z" fill={WHITE} strokeWidth={1.8} />
        <path d="M-5 -9H5M-5 -6H5" fill="none" stroke={WHITE} strokeWidth={1.8} />
        <path d="M-17 3H17Q18 11 0 11Q-18 11 -17 3Z" fill={WHITE} />
        <path d="M-14 7Q-10 4 -6 7T2 7T10 7T16 6" fill="none" stroke="#f59e0b" strokeWidth={1.8} />
        <path d={sparklePath(-10, -5, 3)} fill={GOLD} strokeWidth={1} />
      </>
    ),
  },
  'summit-boots': {
    at: 'feet',
    box: [100, 216, 68],
    draw: () => (
      <>
        <rect x={-10} y={-21} width={20} height={20} fill="#92400e" />
        <rect x={-11.5} y={-24} width={23} height={7} rx={3} fill="#f59e0b" />
        <path d="M-15 4Q-16 -10 0 -10Q15 -10 15 4Z" fill="#a16207" />
        <path d="M-4 -15L4 -11M4 -15L-4 -11M-4 -9L4 -5M4 -9L-4 -5" fill="none" stroke="#ef4444" strokeWidth={1.8} />
        <path d="M-17 2H17V7L13 10L9 7L5 10L1 7L-3 10L-7 7L-11 10L-15 7L-17 9Z" fill="#374151" />
        <path d="M-12 -1L-8 -7L-4 -1Z" fill={WHITE} strokeWidth={1.2} />
      </>
    ),
  },

  // ——— Accessories (anchor: wrist, hand or neck) ———
  'trust-bracelet': {
    at: 'wrist',
    box: [139, 169, 34],
    draw: () => (
      <g transform="rotate(-21)">
        <ellipse rx={9.5} ry={4} fill="none" stroke={INK} strokeWidth={7.5} />
        <ellipse rx={9.5} ry={4} fill="none" stroke="#f472b6" strokeWidth={4} />
        <ellipse rx={9.5} ry={4} fill="none" stroke={GOLD} strokeWidth={4} strokeDasharray="2.5 5" strokeLinecap="butt" />
        <ellipse rx={9.5} ry={4} fill="none" stroke="#22d3ee" strokeWidth={4} strokeDasharray="2.5 5" strokeDashoffset={-3.7} strokeLinecap="butt" />
        <path d="M0 4.5C-2.5 1.5 -6 3.5 -3.5 6.5L0 9.5L3.5 6.5C6 3.5 2.5 1.5 0 4.5Z" fill="#ef4444" strokeWidth={1.5} />
      </g>
    ),
  },
  'forest-compass': {
    at: 'hand',
    box: [146, 186, 36],
    thumb: { x: -6, y: 4, angle: -30 },
    draw: () => (
      <g transform="translate(4 9)">
        <circle cx={0} cy={-13} r={3} fill="none" stroke={GOLD} strokeWidth={2} />
        <circle r={11.5} fill="#a16207" />
        <circle r={8} fill="#fef9c3" strokeWidth={1.5} />
        <circle r={6} fill="none" stroke="#713f12" strokeWidth={1.6} strokeDasharray="0.9 3.8" strokeLinecap="butt" />
        <path d="M0 -6.5L2.2 0H-2.2Z" fill="#ef4444" strokeWidth={1} />
        <path d="M0 6.5L2.2 0H-2.2Z" fill="#16a34a" strokeWidth={1} />
        <path d="M7 -9Q13 -13 14 -7Q9 -5 7 -9Z" fill="#4ade80" strokeWidth={1.3} />
      </g>
    ),
  },
  'anchor-pendant': {
    at: 'neck',
    box: [100, 142, 42],
    draw: () => (
      <>
        <path d="M-12 1Q0 16 12 1" fill="none" stroke="#94a3b8" strokeWidth={1.8} strokeDasharray="2.2 1.3" strokeLinecap="butt" />
        <circle cx={0} cy={13} r={2.6} fill="none" stroke={INK} strokeWidth={4.6} />
        <circle cx={0} cy={13} r={2.6} fill="none" stroke={SILVER} strokeWidth={1.8} />
        <Tube color={SILVER} width={2.6} ink={3} d="M0 16V31M-5 20H5M-8 25Q-8 31 0 31Q8 31 8 25" />
        <Pair>
          <path d="M-10.5 26L-8 22L-5.5 26Z" fill={SILVER} strokeWidth={1.2} />
        </Pair>
      </>
    ),
  },
};

function anchorFor(art: Art, foot: 'left' | 'right'): string {
  if (art.at === 'feet') {
    const a = foot === 'left' ? ANCHORS.footLeft : ANCHORS.footRight;
    return `translate(${a.x} ${a.y})${foot === 'right' ? ' scale(-1 1)' : ''}`;
  }
  const a = ANCHORS[art.at];
  return `translate(${a.x} ${a.y})`;
}

/**
 * One accessory painted at its slot's anchor on the avatar. `part="front"` paints a back item's
 * straps or clasp (drawn over the outfit). `skin` adds a thumb over a held item. Unknown ids draw nothing.
 */
export function AccessoryLayer({ id, part, skin }: { id: string; part?: 'front'; skin?: string }) {
  const art = ART[id];
  const slot = categoryOf(id);
  if (art === undefined || slot === undefined) return null;
  if (part === 'front') {
    return art.front ? (
      <g data-accessory-front={id} transform={anchorFor(art, 'left')}>
        {art.front()}
      </g>
    ) : null;
  }
  const { thumb } = art;
  return (
    <g data-accessory={id} data-slot={slot}>
      <g transform={anchorFor(art, 'left')}>
        {art.draw()}
        {thumb && skin !== undefined ? (
          <ellipse data-part="thumb" rx={4.2} ry={5.5} fill={skin} transform={`translate(${thumb.x} ${thumb.y}) rotate(${thumb.angle})`} />
        ) : null}
      </g>
      {art.at === 'feet' ? <g transform={anchorFor(art, 'right')}>{art.draw()}</g> : null}
    </g>
  );
}

/** The accessory alone, centred in a square, for collection cards. Unknown ids draw nothing. */
export function AccessoryIcon({ id, className, title }: { id: string; className?: string; title?: string }) {
  const art = ART[id];
  if (art === undefined || categoryOf(id) === undefined) return null;
  const [cx, cy, side] = art.box;
  const named = title !== undefined && title !== '';
  return (
    <svg
      viewBox={`${cx - side / 2} ${cy - side / 2} ${side} ${side}`}
      className={className}
      role={named ? 'img' : undefined}
      aria-label={named ? title : undefined}
      aria-hidden={named ? undefined : true}
      focusable="false"
      data-accessory-icon={id}
    >
      {named ? <title>{title}</title> : null}
      <g {...OUTLINE}>
        <AccessoryLayer id={id} />
        <AccessoryLayer id={id} part="front" />
      </g>
    </svg>
  );
}

/** Accessory ids that have art (every id in ACCESSORIES should be here). */
export const ACCESSORY_ART_IDS: readonly string[] = Object.keys(ART);
