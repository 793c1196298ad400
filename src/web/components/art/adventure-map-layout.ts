import { ISLAND_KEYS, type IslandKey } from '../../../content/schema/ids';

/** The map's drawing canvas; the art and every hotspot share these coordinates. */
export const MAP_VIEWBOX = { width: 1200, height: 800 } as const;

/** Where each island sits on the map: its centre and the radius of its clickable hotspot, with room for a label below. */
export const ISLAND_MAP_POSITIONS: Record<IslandKey, { x: number; y: number; r: number }> = {
  seed: { x: 130, y: 640, r: 58 },
  trust: { x: 350, y: 672, r: 56 },
  risk: { x: 566, y: 618, r: 58 },
  ledger: { x: 786, y: 668, r: 58 },
  mind: { x: 998, y: 630, r: 56 },
  future: { x: 1088, y: 418, r: 58 },
  decision: { x: 866, y: 440, r: 58 },
  shield: { x: 648, y: 400, r: 58 },
  crystal: { x: 430, y: 432, r: 56 },
  marketplace: { x: 196, y: 412, r: 58 },
  brand: { x: 112, y: 176, r: 56 },
  global: { x: 330, y: 140, r: 58 },
  worldtrade: { x: 560, y: 190, r: 58 },
  capital: { x: 800, y: 148, r: 60 },
  crypto: { x: 1058, y: 160, r: 60 },
};

/** The sea route, in unlock order (the order of ISLANDS in src/content/islands.ts). */
export const MAP_ROUTE: readonly IslandKey[] = ISLAND_KEYS;

/** The waves layer reaches `overhang` past each side of the map and drifts `drift` units left and back (same units). */
export const MAP_WAVES = { overhang: 40, width: MAP_VIEWBOX.width + 2 * 40, drift: 24 } as const;

/** The map art's image files, bottom to top (the page draws the sailing boat and the glow between the last two). */
export const MAP_ART_LAYERS = ['sea', 'waves', 'sea-life', 'islands'] as const;
export type MapArtLayer = (typeof MAP_ART_LAYERS)[number];
