import type { ReactNode } from 'react';
import type { AccessoryCategory, AvatarBaseId } from '../../../content/schema/ids';
import { AccessoryLayer } from './accessory-art';
import { ANCHORS, AVATAR_VIEWBOX, EYE_OFFSET, HEAD, OTHER_HAND, SHOULDERS, equippedIn } from './avatar-layout';
import type { Point } from './avatar-layout';
import { circlePath, Fluffy, INK, OUTLINE, Pair, Tube } from './svg-shapes';

export type Accent = 'emerald' | 'blue' | 'orange' | 'purple';
type Pillar = 'explorer' | 'guardian' | 'innovator' | 'navigator';
type HairStyle = 'tousled' | 'puffs' | 'crop' | 'hijab' | 'swept' | 'ponytail' | 'curly' | 'braids';

/** Each pillar's outfit colour (matches the accent in src/content/avatars.ts). */
export const PILLAR_ACCENT: Record<Pillar, Accent> = {
  explorer: 'emerald',
  guardian: 'blue',
  innovator: 'orange',
  navigator: 'purple',
};

const ACCENTS: Record<Accent, { main: string; dark: string; light: string }> = {
  emerald: { main: '#10b981', dark: '#047857', light: '#d1fae5' },
  blue: { main: '#3b82f6', dark: '#1e40af', light: '#dbeafe' },
  orange: { main: '#f97316', dark: '#c2410c', light: '#ffedd5' },
  purple: { main: '#a855f7', dark: '#6b21a8', light: '#f3e8ff' },
};

interface Look {
  skin: string;
  hair: HairStyle;
  hairColor: string;
  lower: 'pants' | 'shorts' | 'skirt';
  /** Trousers, shorts or skirt colour. */
  bottoms: string;
  /** Leg colour under shorts or a skirt (skin or tights). */
  legs?: string;
  freckles?: boolean;
  lashes?: boolean;
}

const LOOKS: Record<AvatarBaseId, Look> = {
  explorer: { skin: '#f6cfa6', hair: 'tousled', hairColor: '#8a5226', lower: 'pants', bottoms: '#a47b45' },
  'explorer-female': { skin: '#8d5a3b', hair: 'puffs', hairColor: '#2a1a14', lower: 'shorts', bottoms: '#a47b45', lashes: true },
  guardian: { skin: '#5e3a26', hair: 'crop', hairColor: '#1b120e', lower: 'pants', bottoms: '#1e293b' },
  'guardian-female': { skin: '#c98d5f', hair: 'hijab', hairColor: '#e58fa6', lower: 'pants', bottoms: '#1e293b', lashes: true },
  innovator: { skin: '#efc393', hair: 'swept', hairColor: '#1d1b2b', lower: 'pants', bottoms: '#475569' },
  'innovator-female': {
    skin: '#fde3cf',
    hair: 'ponytail',
    hairColor: '#d2652d',
    lower: 'skirt',
    bottoms: '#c2410c',
    legs: '#64748b',
    freckles: true,
    lashes: true,
  },
  navigator: { skin: '#a86a42', hair: 'curly', hairColor: '#2e1d14', lower: 'pants', bottoms: '#312e81' },
  'navigator-female': { skin: '#e8b48a', hair: 'braids', hairColor: '#3a2416', lower: 'skirt', bottoms: '#312e81', lashes: true },
};

function pillarOf(base: AvatarBaseId): Pillar {
  return base.replace('-female', '') as Pillar;
}

const SHOE: Record<Pillar, string> = { explorer: '#7c4a26', guardian: '#1f2937', innovator: '#334155', navigator: '#44403c' };
/** Shirt, sleeve and cuff colours per pillar; `sleeve` is how far down the arm it reaches (0–1). */
function topOf(pillar: Pillar, a: (typeof ACCENTS)[Accent]) {
  switch (pillar) {
    case 'explorer':
      return { shirt: a.main, sleeve: a.main, reach: 0.45, cuff: undefined };
    case 'guardian':
      return { shirt: a.main, sleeve: a.main, reach: 0.76, cuff: a.dark };
    case 'innovator':
      return { shirt: a.main, sleeve: '#f8fafc', reach: 0.76, cuff: a.main };
    case 'navigator':
      return { shirt: '#ffffff', sleeve: '#ffffff', reach: 0.5, cuff: a.main };
  }
}

function along(from: Point, to: Point, t: number): Point {
  return { x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t };
}
function line(from: Point, to: Point): string {
  return `M${from.x} ${from.y}L${to.x} ${to.y}`;
}

const TORSO = 'M72 134Q72 126 84 126H116Q128 126 128 134L130 188H70Z';

function Body({ look, pillar, accent }: { look: Look; pillar: Pillar; accent: Accent }) {
  const top = topOf(pillar, ACCENTS[accent]);
  const feet = [ANCHORS.footLeft, ANCHORS.footRight];
  const arms: [Point, Point][] = [
    [SHOULDERS.left, OTHER_HAND],
    [SHOULDERS.right, ANCHORS.hand],
  ];
  const legColor = look.lower === 'pants' ? look.bottoms : (look.legs ?? look.skin);
  return (
    <>
      {feet.map((f) => (
        <Tube key={f.x} color={legColor} width={17} d={`M${f.x} 186V220`} />
      ))}
      {look.lower === 'shorts' ? <path d="M70 182H130L129 204H102L100 194L98 204H71Z" fill={look.bottoms} /> : null}
      {look.lower === 'skirt' ? <path d="M72 180H128L137 208Q100 215 63 208Z" fill={look.bottoms} /> : null}
      {look.lower === 'skirt' ? (
        <path d="M86 184L82 209M100 184V212M114 184L118 209" fill="none" stroke={INK} strokeOpacity={0.35} strokeWidth={1.5} />
      ) : null}
      {feet.map((f) => (
        <path
          key={f.x}
          transform={`translate(${f.x} ${f.y})`}
          d="M-12 5Q-14 -8 0 -8Q14 -8 12 5Z"
          fill={SHOE[pillar]}
        />
      ))}
      {arms.map(([s, h]) => (
        <g key={h.x}>
          <Tube color={look.skin} width={10} d={line(s, h)} />
          <Tube color={top.sleeve} width={13} d={line(s, along(s, h, top.reach))} />
          {top.cuff !== undefined ? (
            <Tube color={top.cuff} width={13} d={line(along(s, h, top.reach - 0.08), along(s, h, top.reach))} />
          ) : null}
          <circle cx={h.x} cy={h.y} r={7.5} fill={look.skin} />
        </g>
      ))}
      <rect x={93} y={112} width={14} height={18} fill={look.skin} />
      <path d={TORSO} fill={top.shirt} />
      <path d="M92 126Q100 134 108 126" fill="none" stroke={INK} strokeOpacity={0.3} />
    </>
  );
}

function Pin({ x, y, children }: { x: number; y: number; children: ReactNode }) {
  return <g transform={`translate(${x} ${y})`}>{children}</g>;
}

/** Clothes that say the pillar: vest and satchel, shield-pin jacket, lab coat, sailor collar. */
function Outfit({ look, pillar, accent }: { look: Look; pillar: Pillar; accent: Accent }) {
  const a = ACCENTS[accent];
  const female = look.lashes === true;
  switch (pillar) {
    case 'explorer':
      return (
        <>
          <Pair cx={100}>
            <path d="M72 134Q72 126 84 126H91L95 188H70Z" fill="#d8b26e" />
            <rect x={75} y={150} width={14} height={12} rx={2} fill="#c79a52" />
            <path d="M74 150H90V155Q82 158 74 155Z" fill={a.dark} />
          </Pair>
          <rect x={70} y={180} width={60} height={8} fill="#6b4226" />
          <Tube color="#8b5a2b" width={5} d={female ? 'M118 128L80 184' : 'M82 128L120 184'} />
          <g transform={female ? 'translate(200 0) scale(-1 1)' : undefined}>
            <rect x={110} y={176} width={24} height={18} rx={4} fill="#a0692f" />
            <path d="M110 180Q110 176 114 176H130Q134 176 134 180V185H110Z" fill={a.dark} />
            <circle cx={122} cy={185} r={2} fill="#facc15" strokeWidth={1.5} />
          </g>
        </>
      );
    case 'guardian':
      return (
        <>
          <path d="M90 126L100 142L110 126Z" fill={a.light} />
          <Pair cx={100}>
            <path d="M86 126L100 142L92 150L78 130Z" fill={a.dark} />
          </Pair>
          <path d="M100 144V184" fill="none" stroke={a.dark} strokeWidth={2} />
          <rect x={70} y={180} width={60} height={8} fill={a.dark} />
          <path d="M78 166L88 162M122 166L112 162" fill="none" stroke={a.dark} strokeWidth={2} />
          <Pin x={116} y={163}>
            <path d="M-6 -6H6V0Q6 6 0 9Q-6 6 -6 0Z" fill="#e5e7eb" strokeWidth={2} />
            <path d="M0 -5V8M-5 -1H5" fill="none" stroke={a.main} strokeWidth={2} />
          </Pin>
        </>
      );
    case 'innovator':
      return (
        <>
          <Pair cx={100}>
            <path d="M72 134Q72 126 84 126H93L96 202H66Z" fill="#f8fafc" />
            <path d="M84 126H93L96 150L85 140Z" fill="#e2e8f0" />
          </Pair>
          <rect x={73} y={162} width={15} height={13} rx={2} fill="#f1f5f9" />
          <Tube color="#facc15" width={3} d="M83 156V164" />
          <Tube color={a.dark} width={3} d="M78 158V164" />
          <Pin x={119} y={150}>
            <circle r={6} fill={a.light} stroke={a.main} strokeWidth={4} strokeDasharray="2.4 2.3" strokeLinecap="butt" />
            <circle r={4.5} fill={a.main} strokeWidth={1.5} />
            <circle r={1.8} fill="#fff" strokeWidth={1.2} />
          </Pin>
        </>
      );
    case 'navigator':
      return (
        <>
          <path d="M73 130Q76 126 86 126L100 152L114 126Q124 126 127 130L129 146L100 166L71 146Z" fill={a.main} />
          <path d="M80 134L100 160L120 134" fill="none" stroke="#fff" strokeWidth={2} />
          <path d="M100 158L92 172L98 172ZM100 158L108 172L102 172Z" fill={a.dark} strokeWidth={2} />
          <circle cx={100} cy={158} r={4} fill={a.dark} strokeWidth={2} />
          {female ? null : <rect x={70} y={180} width={60} height={8} fill={look.bottoms} />}
          <Pin x={117} y={173}>
            <circle r={6} fill="#facc15" strokeWidth={2} />
            <path d="M0 -4L1.6 0H-1.6Z" fill="#ef4444" stroke="none" />
            <path d="M0 4L1.6 0H-1.6Z" fill="#1e3a8a" stroke="none" />
          </Pin>
        </>
      );
  }
}

function Head({ look }: { look: Look }) {
  return (
    <>
      <Pair cx={HEAD.cx}>
        <circle cx={57} cy={92} r={7.5} fill={look.skin} />
        <path d="M56 89Q53 92 56 96" fill="none" stroke={INK} strokeOpacity={0.35} strokeWidth={1.8} />
      </Pair>
      <ellipse cx={HEAD.cx} cy={HEAD.cy} rx={HEAD.rx} ry={HEAD.ry} fill={look.skin} />
    </>
  );
}

/** Hair parts that sit behind the head (puffs, ponytail). */
function HairBack({ look }: { look: Look }) {
  const c = look.hairColor;
  if (look.hair === 'puffs') {
    return (
      <>
        <Fluffy color={c} d={circlePath(54, 50, 17)} />
        <Fluffy color={c} d={circlePath(146, 50, 17)} />
      </>
    );
  }
  if (look.hair === 'ponytail') {
    return (
      <>
        <path d="M128 44Q170 46 166 92Q164 116 150 128Q156 104 148 86Q142 66 124 58Z" fill={c} />
        <path d="M146 60Q158 80 154 106" fill="none" stroke="#f59e63" strokeWidth={2} />
      </>
    );
  }
  return null;
}

const HAIR: Record<HairStyle, (c: string) => ReactNode> = {
  tousled: (c) => (
    <>
      <path d="M92 37Q92 22 106 17Q101 27 112 34Z" fill={c} />
      <path
        d="M55 96C46 62 62 32 100 32C138 32 154 62 145 96L140 94Q139 78 131 68Q124 78 113 69Q105 79 94 68Q84 78 74 68Q66 78 61 94Z"
        fill={c}
      />
      <path d="M72 48Q84 38 100 38" fill="none" stroke="#b07640" strokeWidth={2.5} />
    </>
  ),
  puffs: (c) => (
    <>
      <Fluffy color={c} bump={6} gap={5} d="M58 90C50 58 70 37 100 37C130 37 150 58 142 90Q136 70 120 64Q106 60 100 66Q94 60 80 64Q64 70 58 90Z" />
      <Pair cx={100}>
        <path d="M69 44L64 54" fill="none" stroke="#10b981" strokeWidth={5} />
      </Pair>
    </>
  ),
  crop: (c) => (
    <>
      <path d="M57 90C51 58 66 37 100 37C134 37 149 58 143 90L139 88Q138 70 128 64Q114 59 100 64Q86 59 72 64Q62 70 61 88Z" fill={c} />
      <path d="M74 48Q86 42 98 42" fill="none" stroke="#4b3a33" strokeWidth={2.5} />
    </>
  ),
  hijab: (c) => (
    <>
      <path
        fillRule="evenodd"
        fill={c}
        d="M100 31C138 31 155 60 154 96C153 118 148 134 140 146Q100 162 60 146C52 134 47 118 46 96C45 60 62 31 100 31ZM100 56C79 56 64 70 64 90C64 110 79 123 100 123C121 123 136 110 136 90C136 70 121 56 100 56Z"
      />
      <path d="M66 104Q72 126 100 130Q128 126 134 104M68 142Q100 154 132 142M70 48Q84 38 100 38" fill="none" stroke="#c9647f" strokeWidth={2.2} />
    </>
  ),
  swept: (c) => (
    <>
      <path
        d="M55 94C46 58 64 32 102 32C140 32 156 60 145 94L141 92Q140 78 134 70Q118 74 104 68Q88 78 66 74Q60 82 59 94Z"
        fill={c}
      />
      <path d="M64 74Q82 46 132 54Q108 58 98 72Q84 78 64 74Z" fill={c} />
      <path d="M78 48Q96 40 116 42" fill="none" stroke="#5b5880" strokeWidth={2.5} />
    </>
  ),
  ponytail: (c) => (
    <>
      <path
        d="M56 94C48 56 68 34 100 34C132 34 152 56 144 94L140 92Q139 76 133 68Q118 73 104 67Q88 73 72 67Q62 76 60 92Z"
        fill={c}
      />
      <circle cx={131} cy={45} r={5} fill="#14b8a6" strokeWidth={2} />
      <path d="M74 48Q86 40 100 40" fill="none" stroke="#f59e63" strokeWidth={2.5} />
    </>
  ),
  curly: (c) => (
    <Fluffy color={c} bump={7} gap={5.5} d="M60 84Q55 52 66 38Q80 25 100 25Q120 25 134 38Q145 52 140 84Q132 66 100 64Q68 66 60 84Z" />
  ),
  braids: (c) => (
    <>
      <Pair cx={100}>
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <ellipse key={i} cx={62 + i * 0.8} cy={98 + i * 9} rx={7.5} ry={6.5} fill={c} />
        ))}
        <Tube color="#a855f7" width={4} d="M64 150H70" />
        <path d="M67 152L62 162H72Z" fill={c} />
      </Pair>
      <path
        d="M56 96C48 58 68 34 100 34C132 34 152 58 144 96Q139 76 126 67Q108 60 100 46Q92 60 74 67Q61 76 56 96Z"
        fill={c}
      />
      <path d="M100 46Q108 58 126 67M76 44Q86 38 96 38" fill="none" stroke="#6b4a36" strokeWidth={2} />
    </>
  ),
};

function Face({ look }: { look: Look }) {
  const y = ANCHORS.eyes.y;
  const browColor = look.hair === 'hijab' ? INK : look.hairColor;
  return (
    <g transform={`translate(${ANCHORS.eyes.x} 0)`}>
      <Pair>
        <ellipse cx={-EYE_OFFSET} cy={y} rx={5.2} ry={6.4} fill={INK} stroke="none" />
        <circle cx={-EYE_OFFSET + 1.8} cy={y - 2.4} r={2} fill="#fff" stroke="none" />
        <path d={`M${-EYE_OFFSET - 7} ${y - 12}Q${-EYE_OFFSET} ${y - 16} ${-EYE_OFFSET + 6} ${y - 12}`} fill="none" stroke={browColor} strokeWidth={3} />
        {look.lashes ? <path d={`M${-EYE_OFFSET - 5} ${y - 4}L${-EYE_OFFSET - 9} ${y - 7}`} fill="none" stroke={INK} strokeWidth={2} /> : null}
        <ellipse cx={-27} cy={y + 11} rx={6.5} ry={3.8} fill="#ff6b6b" fillOpacity={0.3} stroke="none" />
        {look.freckles ? (
          <path d="M-31 98h0M-27 100h0M-23 98h0" transform={`translate(0 ${y - 88})`} stroke="#b45309" strokeWidth={2} strokeOpacity={0.6} />
        ) : null}
      </Pair>
      <path d={`M-2 ${y + 7}Q0 ${y + 9} 2 ${y + 7}`} fill="none" stroke={INK} strokeOpacity={0.55} strokeWidth={2} />
      <path d={`M-8 ${y + 13}Q0 ${y + 22} 8 ${y + 13}Q0 ${y + 16} -8 ${y + 13}Z`} fill="#9b3b3b" strokeWidth={2} />
    </g>
  );
}

export interface ExplorerAvatarProps {
  base: AvatarBaseId;
  /** Accessory ids by slot; an id that is unknown or belongs to another slot is not drawn. */
  equipped?: Partial<Record<AccessoryCategory, string>>;
  className?: string;
  /** Accessible name; without it the picture is decorative (aria-hidden). */
  title?: string;
}

/** A full-body chibi explorer in layers, with equipped accessories painted in their slots. */
export function ExplorerAvatar({ base, equipped, className, title }: ExplorerAvatarProps) {
  const look = LOOKS[base] ?? LOOKS.explorer;
  const pillar = base in LOOKS ? pillarOf(base) : 'explorer';
  const accent = PILLAR_ACCENT[pillar];
  const slot = (category: AccessoryCategory) => equippedIn(equipped, category);
  const back = slot('back');
  const eyewear = slot('eyewear');
  const headwear = slot('headwear');
  const footwear = slot('footwear');
  const held = slot('accessory');
  const named = title !== undefined && title !== '';
  return (
    <svg
      viewBox={AVATAR_VIEWBOX}
      className={className}
      role={named ? 'img' : undefined}
      aria-label={named ? title : undefined}
      aria-hidden={named ? undefined : true}
      focusable="false"
      data-base={base}
    >
      {named ? <title>{title}</title> : null}
      <g {...OUTLINE}>
        {back ? <AccessoryLayer id={back} /> : null}
        <g data-layer="hair-back">
          <HairBack look={look} />
        </g>
        <g data-layer="body">
          <Body look={look} pillar={pillar} accent={accent} />
        </g>
        {footwear ? <AccessoryLayer id={footwear} /> : null}
        <g data-layer="outfit">
          <Outfit look={look} pillar={pillar} accent={accent} />
        </g>
        {back ? <AccessoryLayer id={back} part="front" /> : null}
        <g data-layer="head">
          <Head look={look} />
        </g>
        <g data-layer="hair">{HAIR[look.hair](look.hairColor)}</g>
        <g data-layer="face">
          <Face look={look} />
        </g>
        {eyewear ? <AccessoryLayer id={eyewear} /> : null}
        {headwear ? <AccessoryLayer id={headwear} /> : null}
        {held ? <AccessoryLayer id={held} skin={look.skin} /> : null}
      </g>
    </svg>
  );
}
