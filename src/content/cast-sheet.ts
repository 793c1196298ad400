/**
 * The cast sheet (docs/content-guide.md §3) as data, and `castSheetProblems`: the fixed facts every lesson
 * states the same way, checked by pattern in both languages. Change a fact here and in the guide together.
 *
 * What is checked (conservatively: a pattern must tie the name, the keyword and the number together, so a
 * sentence that merely mentions two of them passes):
 * - Ages: a sentence (or, when it names several children, a clause) with exactly one child's name and
 *   "N years old" / "N-year-old" / "N 歲" (Chinese numerals too) states that child's age.
 * - Allowances: in such a sentence or clause with "allowance" / "pocket money" / 零用錢, an amount tied to
 *   the word ("100 coins of allowance", "150-coin allowance", "allowance is 100", 「NT$100 零用錢」,
 *   「零用錢每星期 NT$100」) is the child's weekly amount (four times it when the sentence speaks of a month),
 *   and a weekday tied to it ("on Friday", "every Monday", 星期五、每週一) is the child's payday.
 * - Leo's cup: in a sentence with "lemonade" / 檸檬水, a price per cup ("20 coins a cup", "a cup … for 20
 *   coins", 「一杯 NT$20」) is LEO_CUP_PRICE.
 * - Grandma Lin's prices: in a text (a paragraph or a field) that names Grandma Lin / 林奶奶 and no other
 *   shop (OTHER_SHOP_WORDS), an item of SHOP_PRICES with a price right after it ("a bun has a price of 20
 *   coins", 「麵包的價格是 NT$20」) or right before it ("a 45-coin notebook", 「NT$45 的筆記本」) costs
 *   the listed price. An item with a count before it ("3 pencils", 「兩枝鉛筆」) is skipped: the price may
 *   be for all of them; so is an English item named in the plural ("the 30-coin pencils" may be a box). In a
 *   text about a sale (SALE_WORDS) a lower price is the sale price and passes.
 * Pronouns ("His allowance is 150 coins") are not followed: such sentences pass.
 */
import type { ContentProblem, Segment } from './content-problems';
import { excerpt, problemAt, walk } from './content-problems';
import type { Language } from './schema/bilingual';
import type { ModuleBody } from './schema/module-body';

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/** 星期一 … 星期日 (星期天), 週一, 禮拜一. */
const ZH_WEEKDAY: Readonly<Record<string, Weekday>> = { 一: 'Monday', 二: 'Tuesday', 三: 'Wednesday', 四: 'Thursday', 五: 'Friday', 六: 'Saturday', 日: 'Sunday', 天: 'Sunday' };

export interface CastMember {
  names: Record<Language, string>;
  age: number;
  allowance: { amount: number; day: Weekday };
}

/** The four children (guide §3): age, weekly allowance and payday. */
export const CAST: readonly CastMember[] = [
  { names: { en: 'An', 'zh-TW': '小安' }, age: 9, allowance: { amount: 100, day: 'Monday' } },
  { names: { en: 'Jay', 'zh-TW': '阿哲' }, age: 10, allowance: { amount: 100, day: 'Friday' } },
  { names: { en: 'Mei', 'zh-TW': '小美' }, age: 8, allowance: { amount: 50, day: 'Monday' } },
  { names: { en: 'Leo', 'zh-TW': '阿力' }, age: 12, allowance: { amount: 150, day: 'Monday' } },
];

/** A cup of lemonade at Leo's stand. */
export const LEO_CUP_PRICE = 20;

export const GRANDMA_LIN: Readonly<Record<Language, string>> = { en: 'Grandma Lin', 'zh-TW': '林奶奶' };

/** Words that show a text is about another shop, so Grandma Lin's prices do not apply to it. */
export const OTHER_SHOP_WORDS: Readonly<Record<Language, RegExp>> = {
  en: /\b(?:another|other|next-door|bike) shops?\b|\bschool gate\b|\bacross town\b|\bsupermarket\b|\bmarket\b|\bbookstore\b|\bstationery store\b|\bonline\b/i,
  'zh-TW': /別家|另一家|其他店|隔壁|校門口|對面|超市|市場|書店|文具店|網路|車行/,
};

export interface ShopItem {
  item: string;
  price: number;
  /** The item's English name is plural ("color pencils"); other items are judged only when named in the singular. */
  plural?: true;
  /** The item's name; matched after longer items are taken out (color pencils before pencils). */
  pattern: Record<Language, RegExp>;
}

/** Grandma Lin's prices (guide §3), longest names first. */
export const SHOP_PRICES: readonly ShopItem[] = [
  {
    item: 'box of 12 color pencils',
    price: 120,
    plural: true,
    pattern: { en: /\b(?:(?:box|set) of (?:12 )?colou?r(?:ed)? pencils|colou?r(?:ed)? pencils|pencil set)\b/i, 'zh-TW': /(?:12 ?色)?(?:彩色鉛筆|色鉛筆)|12 ?色/ },
  },
  { item: 'comic book', price: 120, pattern: { en: /\bcomic(?: book)?s?\b/i, 'zh-TW': /漫畫(?:書)?/ } },
  { item: 'sketchbook', price: 60, pattern: { en: /\bsketch ?books?\b/i, 'zh-TW': /素描本/ } },
  { item: 'sticker sheet', price: 30, pattern: { en: /\bsticker sheets?\b|\bsheets? of stickers\b/i, 'zh-TW': /貼紙(?!書|本)/ } },
  { item: 'juice box', price: 25, pattern: { en: /\bjuice box(?:es)?\b/i, 'zh-TW': /鋁箔包(?:果汁)?|果汁/ } },
  { item: 'keychain', price: 80, pattern: { en: /\bkey ?chains?\b|\bkey rings?\b/i, 'zh-TW': /鑰匙圈/ } },
  { item: 'notebook', price: 45, pattern: { en: /\bnotebooks?\b/i, 'zh-TW': /筆記本/ } },
  { item: 'eraser', price: 15, pattern: { en: /\berasers?\b(?! set)/i, 'zh-TW': /橡皮擦/ } },
  { item: 'pencil', price: 10, pattern: { en: /\bpencils?\b(?! (?:case|box|sharpener))/i, 'zh-TW': /鉛筆(?!盒|袋)/ } },
  { item: 'bun', price: 35, pattern: { en: /\bbuns?\b/i, 'zh-TW': /麵包/ } },
];

// ---------- Reading numbers ----------

const ZH_DIGITS: Readonly<Record<string, number>> = { 零: 0, 一: 1, 二: 2, 兩: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };

/** A number written in digits ("1,000") or in Chinese numerals up to 99 (九、十、十二、二十五). */
export function parseNumber(text: string): number | undefined {
  const digits = text.replace(/,/g, '');
  if (/^\d+$/.test(digits)) return Number(digits);
  const match = /^([一二兩三四五六七八九])?(十)?([一二三四五六七八九])?$/.exec(text);
  if (!match || text === '') return undefined;
  const [, tens, ten, ones] = match;
  if (!ten) return tens && !ones ? ZH_DIGITS[tens] : undefined;
  return (tens ? (ZH_DIGITS[tens] ?? 0) : 1) * 10 + (ones ? (ZH_DIGITS[ones] ?? 0) : 0);
}

// ---------- Sentences and names ----------

/** Sentences of a text, in either language. */
function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?。！？…]["'”’」』)]*)\s*|\n+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '');
}

/** A clause that is only a time ("Every Monday", 「每個星期一」): it belongs to the clause after it. */
const TIME_ONLY = /^(?:(?:every|on|each|next|this|last) \w+day|(?:每個?|下個?|這個?|上個?)?(?:星期|週|禮拜)[一二三四五六日天])$/i;

/** Clauses of a sentence (split at , ; : and their full-width forms), a time-only clause joined to the next. */
function clausesOf(sentence: string): string[] {
  const clauses: string[] = [];
  let pending = '';
  for (const raw of sentence.split(/[,;:，；：、]/)) {
    const clause = raw.trim();
    if (TIME_ONLY.test(clause)) {
      pending = `${pending}${clause} `;
      continue;
    }
    clauses.push(`${pending}${clause}`);
    pending = '';
  }
  if (pending !== '') clauses.push(pending.trim());
  return clauses;
}

/**
 * Does an English text name "An"? At the start of a sentence "An" is also the article ("An apple", "An
 * interest rate"): there it is the name only when the next word does not start with a lowercase vowel, or is
 * a verb-like word or "and" ("An asks", "An is", "An and Jay").
 */
function namesAn(text: string): boolean {
  for (const match of text.matchAll(/\bAn\b(?:'s)?\s*(\S*)/g)) {
    const next = match[1] ?? '';
    if (match[0].includes("'s") || !/^[aeiou]/.test(next)) return true;
    if (/^(?:and|or|is|was|also|always|already|often|only|even|usually|opens|asks|adds|answers|agrees|earns|eats|ends|uses|empties|explains|imagines|isn't)\b/.test(next) || /^[a-z]+(?:s|ed)\b/.test(next))
      return true;
  }
  return false;
}

/** "An's cousin", 「小安的表姊」: the sentence is about someone else, so the name does not count there. */
const RELATIVE: Readonly<Record<Language, string>> = {
  en: "'s (?:cousin|mom|dad|mother|father|sister|brother|friend|aunt|uncle|grandma|grandpa|classmate|neighbou?r)",
  'zh-TW': '的(?:表|堂)?(?:姊姊|姐姐|哥哥|弟弟|妹妹|姊|姐|哥|弟|妹|媽媽|爸爸|阿姨|叔叔|舅舅|姑姑|朋友|同學|鄰居|家人)',
};

function namesMember(rawText: string, member: CastMember, language: Language): boolean {
  const text = rawText.replace(new RegExp(`${member.names[language]}${RELATIVE[language]}`, 'g'), ' ');
  if (language === 'zh-TW') return text.includes(member.names['zh-TW']);
  if (member.names.en === 'An') return namesAn(text);
  return new RegExp(`\\b${member.names.en}\\b`).test(text);
}

/** The parts of a sentence that name exactly one child: the sentence itself, or else its clauses that do. */
function partsAbout(sentence: string, language: Language): { part: string; member: CastMember }[] {
  const named = CAST.filter((member) => namesMember(sentence, member, language));
  if (named.length === 1 && named[0]) return [{ part: sentence, member: named[0] }];
  if (named.length === 0) return [];
  return clausesOf(sentence).flatMap((clause) => {
    const inClause = CAST.filter((member) => namesMember(clause, member, language));
    return inClause.length === 1 && inClause[0] ? [{ part: clause, member: inClause[0] }] : [];
  });
}

// ---------- The facts found in a text ----------

export interface CastFinding {
  /** What is stated: "Jay's age", "Mei's allowance", "Mei's payday", "a cup of Leo's lemonade", "Grandma Lin's bun". */
  what: string;
  stated: string;
  expected: string;
}

const EN_NUMBER = '(\\d[\\d,]*)';
const ZH_NUMBER = '(\\d[\\d,]*|[一二兩三四五六七八九十]{1,3})';

function ageFindings(part: string, member: CastMember, language: Language): CastFinding[] {
  const pattern = language === 'en' ? new RegExp(`${EN_NUMBER}[- ]years?[- ]old`, 'gi') : new RegExp(`${ZH_NUMBER}\\s*歲`, 'g');
  const findings: CastFinding[] = [];
  for (const match of part.matchAll(pattern)) {
    const age = parseNumber(match[1] ?? '');
    if (age !== undefined && age !== member.age) findings.push({ what: `${member.names.en}'s age`, stated: String(age), expected: String(member.age) });
  }
  return findings;
}

const EN_ALLOWANCE = '(?:allowance|pocket money)';
const ALLOWANCE_WORD: Readonly<Record<Language, RegExp>> = { en: /\b(?:allowance|pocket money)\b/i, 'zh-TW': /零用錢/ };
const ALLOWANCE_AMOUNT: Readonly<Record<Language, readonly RegExp[]>> = {
  en: [
    new RegExp(`${EN_NUMBER}[- ]coins? (?:of )?(?:weekly )?${EN_ALLOWANCE}`, 'gi'),
    new RegExp(`${EN_ALLOWANCE} (?:is |was |of )?(?:only |just |about )?${EN_NUMBER}`, 'gi'),
  ],
  'zh-TW': [/NT\$\s*(\d[\d,]*)\s*(?:元)?的?零用錢/g, /零用錢(?:是|有|每個?(?:星期|週|禮拜)|一週)?\s*(?:是|有)?\s*NT\$\s*(\d[\d,]*)/g],
};
const PAYDAY: Readonly<Record<Language, RegExp>> = {
  en: new RegExp(`\\b(?:on|every|each|next|this|last) (${WEEKDAYS.join('|')})s?\\b`, 'g'),
  'zh-TW': /(?:星期|週|禮拜)([一二三四五六日天])(?!次|個)/g,
};

function allowanceFindings(part: string, member: CastMember, language: Language, monthly: boolean): CastFinding[] {
  if (!ALLOWANCE_WORD[language].test(part)) return [];
  const findings: CastFinding[] = [];
  const { amount, day } = member.allowance;
  for (const pattern of ALLOWANCE_AMOUNT[language]) {
    for (const match of part.matchAll(pattern)) {
      const stated = parseNumber(match[1] ?? '');
      if (stated === undefined || stated === amount || (monthly && stated === amount * 4)) continue;
      findings.push({ what: `${member.names.en}'s allowance`, stated: String(stated), expected: `${amount} a week${monthly ? ` (${amount * 4} a month)` : ''}` });
    }
  }
  // A payday is a weekday in the clause that speaks of the allowance.
  const allowanceClauses = clausesOf(part).filter((clause) => ALLOWANCE_WORD[language].test(clause));
  const days = allowanceClauses.flatMap((clause) =>
    [...clause.matchAll(PAYDAY[language])].map((match) => (language === 'en' ? (match[1] as Weekday) : ZH_WEEKDAY[match[1] ?? ''])),
  );
  if (days.length > 0 && !days.includes(day)) {
    findings.push({ what: `${member.names.en}'s payday`, stated: days.join(', '), expected: day });
  }
  return findings;
}

const CUP_PRICE: Readonly<Record<Language, readonly RegExp[]>> = {
  en: [/(\d[\d,]*) coins? (?:a|per|for (?:a|one|each)|each) cup\b/gi, /\b(?:a|one|each|per|every) cup(?: of lemonade)?(?: costs?| is| sells for| for)? (\d[\d,]*)/gi, /(\d[\d,]*)-coin cups?\b/gi],
  'zh-TW': [/(?:一|每)杯(?:檸檬水)?\s*(?:賣|要|是)?\s*NT\$\s*(\d[\d,]*)/g, /NT\$\s*(\d[\d,]*)\s*(?:元)?\s*一杯/g],
};
const LEMONADE: Readonly<Record<Language, RegExp>> = { en: /\blemonade\b/i, 'zh-TW': /檸檬水|檸檬汁/ };

function cupFindings(sentence: string, language: Language): CastFinding[] {
  if (!LEMONADE[language].test(sentence)) return [];
  const findings: CastFinding[] = [];
  for (const pattern of CUP_PRICE[language]) {
    for (const match of sentence.matchAll(pattern)) {
      const stated = parseNumber(match[1] ?? '');
      if (stated !== undefined && stated !== LEO_CUP_PRICE) findings.push({ what: "a cup of Leo's lemonade", stated: String(stated), expected: String(LEO_CUP_PRICE) });
    }
  }
  return findings;
}

/** A sale ("20% off", 打八折, 特價): a price below the list price is the sale price, not a new list price. */
export const SALE_WORDS: Readonly<Record<Language, RegExp>> = {
  en: /\bsale\b|% off|\bdiscount|\bhalf[- ]price\b/i,
  'zh-TW': /特價|打.折|折扣|半價|優惠/,
};

/** Words that mark the usual price even in a text about a sale ("usually 60 coins", 「平常賣 NT$60」). */
const LIST_PRICE_WORDS = /usually|normally|regular|平常|原價|原本/i;

/** A count right before an item ("3 pencils", "two buns", 「兩枝鉛筆」): the price after it may be for all. */
const COUNT_BEFORE: Readonly<Record<Language, RegExp>> = {
  en: /(?:\b(?:[2-9]|\d{2,}|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+(?:\w+\s+)?)$/i,
  'zh-TW': /(?:[2-9]|\d{2,}|[兩二三四五六七八九十])\s*(?:枝|支|個|塊|張|本|盒|包|瓶|罐)?$/,
};
const PRICE_AFTER: Readonly<Record<Language, RegExp>> = {
  en: /^[^.!?,;:\d]{0,24}?(?<!\d)(\d[\d,]*) coins?\b/i,
  'zh-TW': /^[^。！？\d剩差找付給存有還借花買用]{0,8}?NT\$\s*(\d[\d,]*)/,
};
const PRICE_BEFORE: Readonly<Record<Language, RegExp>> = {
  en: /(\d[\d,]*)-coin\s+$/i,
  'zh-TW': /NT\$\s*(\d[\d,]*)\s*(?:元)?\s*的\s*$/,
};

function shopFindings(text: string, language: Language): CastFinding[] {
  if (!text.includes(GRANDMA_LIN[language]) || OTHER_SHOP_WORDS[language].test(text)) return [];
  const findings: CastFinding[] = [];
  // Find every item mention, longest names first, and blank it out so "pencils" in "color pencils" is not seen again.
  let rest = text;
  const mentions: { item: ShopItem; start: number; end: number; plural: boolean }[] = [];
  for (const item of SHOP_PRICES) {
    const pattern = new RegExp(item.pattern[language].source, `${item.pattern[language].flags.replace('g', '')}g`);
    for (const match of rest.matchAll(pattern)) {
      const plural = language === 'en' && !item.plural && /s$/i.test(match[0]);
      mentions.push({ item, start: match.index, end: match.index + match[0].length, plural });
    }
    rest = rest.replace(pattern, (found) => '\u2060'.repeat(found.length));
  }
  const onSale = SALE_WORDS[language].test(text);
  for (const { item, start, end, plural } of mentions) {
    const before = text.slice(Math.max(0, start - 16), start);
    if (plural || COUNT_BEFORE[language].test(before)) continue;
    // The text after the item up to the next item mention.
    const nextStart = Math.min(...mentions.filter((other) => other.start >= end).map((other) => other.start), text.length);
    const after = PRICE_AFTER[language].exec(text.slice(end, nextStart));
    const beforePrice = PRICE_BEFORE[language].exec(before);
    for (const match of [after, beforePrice]) {
      const stated = parseNumber(match?.[1] ?? '');
      const listPrice = LIST_PRICE_WORDS.test(match?.[0] ?? '');
      if (stated === undefined || stated === item.price || (onSale && !listPrice && stated < item.price)) continue;
      findings.push({ what: `Grandma Lin's ${item.item}`, stated: String(stated), expected: String(item.price) });
    }
  }
  return findings;
}

/** Every cast-sheet fact a text states differently from the sheet. */
export function castFindings(text: string, language: Language): CastFinding[] {
  const findings: CastFinding[] = [];
  const monthly = language === 'en' ? /\bmonths?\b|\bmonthly\b/i.test(text) : /月/.test(text);
  for (const sentence of sentencesOf(text)) {
    for (const { part, member } of partsAbout(sentence, language)) {
      findings.push(...ageFindings(part, member, language), ...allowanceFindings(part, member, language, monthly));
    }
    findings.push(...cupFindings(sentence, language));
  }
  findings.push(...shopFindings(text, language));
  return findings;
}

/** Every text of a body (both languages) that states a cast-sheet fact differently from guide §3. */
export function castSheetProblems(subject: string, body: ModuleBody): ContentProblem[] {
  const problems: ContentProblem[] = [];
  walk(body, [], (value, path: readonly Segment[]) => {
    if (typeof value !== 'string') return;
    const language: Language | undefined = path.includes('zh-TW') ? 'zh-TW' : path.includes('en') ? 'en' : undefined;
    if (!language) return;
    for (const finding of castFindings(value, language)) {
      problems.push(
        problemAt(subject, body, path, `${finding.what} is ${finding.stated} here; the cast sheet (guide §3) says ${finding.expected}: ${excerpt(value, 60)}`),
      );
    }
  });
  return problems;
}
