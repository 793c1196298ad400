import { ISLANDS } from '../../content/islands';
import type { Island } from '../../content/schema/catalogue';
import { monthlyIsland } from '../../domain/monthly-theme';

/**
 * The island of the month: it cycles through the islands whose lessons are all written, so the
 * featured island always has something to play (docs/decisions/007-monthly-island.md).
 */
export function featuredIsland(now: Date = new Date()): Island {
  return monthlyIsland(
    ISLANDS.filter((island) => island.written),
    now,
  );
}
