/**
 * Brand names never appear in a lesson, in either language (docs/content-guide.md §11, §12): a transit card
 * is "transit card" / 「交通卡」, a convenience store 便利商店, a game "a video game".
 *
 * Latin names match as whole words; most are case-insensitive. A few are everyday words in another sense
 * and are matched only in their brand form: "Apple" only as "Apple Pay / Store / Watch" or next to a phone
 * word, "Switch" only as "Nintendo Switch" (Nintendo is listed anyway), "LINE" only as "LINE Pay", 全家 only
 * as 全家便利商店 / 全家超商 (全家人 is "the whole family"), and 街口 only as 街口支付.
 */
import type { ContentProblem, Segment } from './content-problems';
import { excerpt, problemAt, walk } from './content-problems';
import type { ModuleBody } from './schema/module-body';

export interface BrandName {
  name: string;
  kind: 'transit card' | 'shop' | 'platform or app' | 'game or toy' | 'phone';
  pattern: RegExp;
}

const word = (name: string, flags = 'i'): RegExp => new RegExp(`(?<![A-Za-z0-9])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z0-9])`, flags);
const han = (name: string): RegExp => new RegExp(name);

/** The brand names the check refuses, by kind, with the pattern each is found by. */
export const BRAND_NAMES: readonly BrandName[] = [
  ...['悠遊卡', '一卡通', '愛金卡'].map((name) => ({ name, kind: 'transit card' as const, pattern: han(name) })),
  ...['EasyCard', 'iPASS', 'icash'].map((name) => ({ name, kind: 'transit card' as const, pattern: word(name) })),
  ...['7-Eleven', '7-11', 'FamilyMart', 'Hi-Life', 'Carrefour', 'Costco', 'McDonald', "McDonald's", 'Starbucks', 'PX Mart'].map((name) => ({
    name,
    kind: 'shop' as const,
    pattern: word(name),
  })),
  ...['統一超商', '萊爾富', '全聯', '家樂福', '好市多', '麥當勞', '星巴克', '小北百貨', 'OK超商'].map((name) => ({ name, kind: 'shop' as const, pattern: han(name) })),
  { name: '全家', kind: 'shop', pattern: /全家(?:便利商店|超商)/ },
  ...['Shopee', 'momo', 'YouTube', 'TikTok', 'Instagram', 'Facebook', 'Uber', 'Netflix', 'Google Play', 'App Store', 'PChome'].map((name) => ({
    name,
    kind: 'platform or app' as const,
    pattern: word(name),
  })),
  { name: 'LINE Pay', kind: 'platform or app', pattern: /\bLINE ?Pay\b/i },
  ...['蝦皮', '抖音', '臉書', '街口支付'].map((name) => ({ name, kind: 'platform or app' as const, pattern: han(name) })),
  ...['Minecraft', 'Roblox', 'Fortnite', 'Nintendo', 'PlayStation', 'Xbox', 'Pokémon', 'Pokemon', 'LEGO'].map((name) => ({
    name,
    kind: 'game or toy' as const,
    pattern: word(name),
  })),
  ...['寶可夢', '神奇寶貝', '樂高', '任天堂'].map((name) => ({ name, kind: 'game or toy' as const, pattern: han(name) })),
  ...['iPhone', 'iPad', 'Samsung'].map((name) => ({ name, kind: 'phone' as const, pattern: word(name) })),
  { name: 'Apple', kind: 'phone', pattern: /\bApple (?:Pay|Store|Watch|phones?|iPhone|iPad|computer|laptop)\b/ },
  ...['蘋果手機', '三星手機'].map((name) => ({ name, kind: 'phone' as const, pattern: han(name) })),
];

/** The brand names a text contains. */
export function brandNamesIn(text: string): BrandName[] {
  return BRAND_NAMES.filter((brand) => brand.pattern.test(text));
}

/** Every text of a body (either language) that names a brand. */
export function brandNameProblems(subject: string, body: ModuleBody): ContentProblem[] {
  const problems: ContentProblem[] = [];
  walk(body, [], (value, path: readonly Segment[]) => {
    if (typeof value !== 'string') return;
    for (const brand of brandNamesIn(value)) {
      const instead = brand.kind === 'transit card' ? ': say "transit card" / 「交通卡」' : brand.kind === 'shop' ? ': say "a convenience store" / 便利商店, or "a shop"' : ': name the thing, not the brand';
      problems.push(problemAt(subject, body, path, `the brand name "${brand.name}" (${brand.kind})${instead} (guide §11) in ${excerpt(value, 50)}`));
    }
  });
  return problems;
}
