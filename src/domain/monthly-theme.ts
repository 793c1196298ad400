/**
 * The optional monthly island theme: one island is featured each calendar month, cycling through the
 * islands in route order, so every island gets its month in turn (and families see the same one).
 */
export function monthlyIslandIndex(year: number, monthIndex: number, islandCount: number): number {
  if (islandCount <= 0) throw new Error('no islands to feature');
  const months = year * 12 + monthIndex;
  return ((months % islandCount) + islandCount) % islandCount;
}

export function monthlyIsland<T>(islands: readonly T[], now: Date): T {
  const island = islands[monthlyIslandIndex(now.getFullYear(), now.getMonth(), islands.length)];
  if (island === undefined) throw new Error('no islands to feature');
  return island;
}
