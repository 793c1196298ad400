import type { IslandKey } from './schema/ids';

/** How many topics each island lists (spec.md §3, kept by decisions.md). */
export const ISLAND_TOPIC_COUNTS: Readonly<Record<IslandKey, number>> = {
  seed: 11,
  trust: 3,
  risk: 4,
  ledger: 11,
  mind: 7,
  future: 10,
  decision: 10,
  shield: 5,
  crystal: 6,
  marketplace: 9,
  brand: 3,
  global: 19,
  worldtrade: 6,
  capital: 15,
  crypto: 10,
};
