import { getIsland, getModuleMeta } from '../../../content/catalogue-queries';
import type { Suggestion } from '../../../domain/groups';
import type { UiLanguage } from '../../i18n/i18n';

/** The words and the page of a suggestion: "Ledger Cave", or "Ledger Cave · Tracking Your Spending". */
export function suggestionTarget(suggestion: Suggestion, language: UiLanguage): { label: string; path: string } {
  const island = getIsland(suggestion.island);
  const lesson = suggestion.moduleId ? getModuleMeta(suggestion.moduleId) : undefined;
  if (lesson && lesson.island === island.key) return { label: `${island.title[language]} · ${lesson.title[language]}`, path: `${island.path}/${lesson.id}` };
  return { label: island.title[language], path: island.path };
}
