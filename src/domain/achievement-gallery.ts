/**
 * Which badges the achievement gallery shows. The spec shows the first `size` badges; a badge earned
 * beyond them is shown too (after them), so every badge counted in 'Badges earned' is one the learner
 * can see lit. `showAll` shows the whole catalogue.
 */
export function galleryBadgeIds<T extends string>(catalogue: readonly T[], earned: readonly T[], size: number, showAll: boolean): T[] {
  if (showAll) return [...catalogue];
  const earnedSet = new Set(earned);
  return catalogue.filter((id, index) => index < size || earnedSet.has(id));
}
