import type { ReactNode } from 'react';

/** Warm dark outline used by every avatar and accessory shape. */
export const INK = '#3b2a24';

/** Group attributes that give every child shape the cartoon outline (children opt out with stroke="none"). */
export const OUTLINE = { stroke: INK, strokeWidth: 2.5, strokeLinejoin: 'round', strokeLinecap: 'round' } as const;

/** A thick outlined stroke along a path: arms, straps, braids' ties, coral branches. */
export function Tube({ d, color, width, ink = 5 }: { d: string; color: string; width: number; ink?: number }) {
  return (
    <>
      <path d={d} fill="none" stroke={INK} strokeWidth={width + ink} />
      <path d={d} fill="none" stroke={color} strokeWidth={width} />
    </>
  );
}

/** A filled shape with a bumpy, scalloped edge: curls, afro puffs, clouds. */
export function Fluffy({ d, color, bump = 7, gap = 5.5 }: { d: string; color: string; bump?: number; gap?: number }) {
  const dots = `0 ${gap}`;
  return (
    <>
      <path d={d} fill="none" stroke={INK} strokeWidth={bump + 5} strokeDasharray={dots} />
      <path d={d} fill={color} stroke="none" />
      <path d={d} fill="none" stroke={color} strokeWidth={bump} strokeDasharray={dots} />
    </>
  );
}

/** Draws children and their mirror image across the vertical line x = cx (both lenses, ears, wings). */
export function Pair({ children, cx = 0 }: { children: ReactNode; cx?: number }) {
  return (
    <>
      {children}
      <g transform={cx === 0 ? 'scale(-1 1)' : `translate(${2 * cx} 0) scale(-1 1)`}>{children}</g>
    </>
  );
}

/** A closed circle as path data, so it can take dashed (bumpy) strokes that start at the left. */
export function circlePath(cx: number, cy: number, r: number): string {
  return `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
}

/** A four-point sparkle centred on (x, y). */
export function sparklePath(x: number, y: number, r: number): string {
  const k = r / 3.5;
  return `M${x} ${y - r}Q${x + k} ${y - k} ${x + r} ${y}Q${x + k} ${y + k} ${x} ${y + r}Q${x - k} ${y + k} ${x - r} ${y}Q${x - k} ${y - k} ${x} ${y - r}Z`;
}
