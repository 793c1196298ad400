import { ACCESSORIES } from '../../../content/accessories';
import type { AccessoryCategory } from '../../../content/schema/ids';

/**
 * The shared skeleton of every explorer. All eight bodies are built on these numbers, and every
 * accessory is drawn once around its anchor, so any item fits any explorer.
 * Coordinates are in the avatar's 200 x 240 viewBox.
 */
export const AVATAR_VIEWBOX = '0 0 200 240';

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** The big chibi head: an ellipse the hair, face and headwear are drawn around. */
export const HEAD = { cx: 100, cy: 82, rx: 44, ry: 41 } as const;

/** Horizontal distance from the eye-line centre to each eye. */
export const EYE_OFFSET = 16;

export const ANCHORS = {
  /** Crown of the head (hats sit here, over the hair). */
  headTop: { x: HEAD.cx, y: HEAD.cy - HEAD.ry },
  /** Centre of the eye line (glasses sit here; the eyes are EYE_OFFSET either side). */
  eyes: { x: HEAD.cx, y: 90 },
  /** Base of the neck, just under the chin (necklaces hang from here). */
  neck: { x: HEAD.cx, y: 126 },
  /** Between the shoulder blades (backpacks, capes and wings hang from here, behind the body). */
  back: { x: HEAD.cx, y: 132 },
  /** The explorer's left hand, on the viewer's right (held items). */
  hand: { x: 142, y: 178 },
  /** Wrist of the same arm (bracelets). */
  wrist: { x: 139, y: 169 },
  /** Centre of each shoe, just above the ground. */
  footLeft: { x: 88, y: 226 },
  footRight: { x: 112, y: 226 },
} as const satisfies Record<string, Point>;

export type AnchorName = keyof typeof ANCHORS;

/** Shoulder joints; each arm runs from its shoulder to its hand. */
export const SHOULDERS = { left: { x: 74, y: 136 }, right: { x: 126, y: 136 } } as const;
/** The explorer's right hand, on the viewer's left (mirror of ANCHORS.hand). */
export const OTHER_HAND: Point = { x: 2 * HEAD.cx - ANCHORS.hand.x, y: ANCHORS.hand.y };

/** Accessory slots in the order they are painted on the avatar (back first, hand items last). */
export const DRAW_ORDER = ['back', 'footwear', 'eyewear', 'headwear', 'accessory'] as const satisfies readonly AccessoryCategory[];

export type Equipped = Partial<Record<AccessoryCategory, string>>;

const CATEGORY_OF: ReadonlyMap<string, AccessoryCategory> = new Map(ACCESSORIES.map((item) => [item.id, item.category]));

/** The slot an accessory belongs to, or undefined for an unknown id. */
export function categoryOf(id: string): AccessoryCategory | undefined {
  return CATEGORY_OF.get(id);
}

/** The item to draw in a slot: the equipped id, if it is a known accessory of that slot. */
export function equippedIn(equipped: Equipped | undefined, slot: AccessoryCategory): string | undefined {
  const id = equipped?.[slot];
  return id !== undefined && CATEGORY_OF.get(id) === slot ? id : undefined;
}

/** Equipped accessory ids in draw order, skipping unknown ids and ids placed in the wrong slot. */
export function layersFor(equipped: Equipped | undefined): string[] {
  return DRAW_ORDER.flatMap((slot) => {
    const id = equippedIn(equipped, slot);
    return id === undefined ? [] : [id];
  });
}
