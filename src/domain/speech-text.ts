import type { Language } from '../content/schema/bilingual';

/**
 * What a speech voice is given to read. Text is split into sentences (one utterance each, so the page can
 * highlight the sentence being read), and each sentence is rewritten so that voices read money, numbers and
 * percentages the way a teacher would say them, in English and in Taiwan Mandarin.
 */

/** A sentence of a text: `text` is `source.slice(start, end)`, so the page can highlight it in place. */
export interface SentenceRange {
  text: string;
  start: number;
  end: number;
}

// A sentence ends at . ! ? (then a space and no small letter, or the end) or at 。！？ (no space in Chinese), taking
// any closing quotes or brackets with it. "3.5" and "NT$1,200.50" do not end a sentence (no space follows the
// point), nor does '"Wow!" she said' or "e.g. a coin" (a small letter follows).
const SENTENCE_END = /(?:[.!?]+["'”’)\]]*(?=\s+[^\sa-z]|\s*$)|[。！？]+[」』”’）)]*)/gu;

/** The sentences of a text with their places in it; blank text has none. */
export function splitSentences(text: string): SentenceRange[] {
  const sentences: SentenceRange[] = [];
  let from = 0;
  const push = (end: number) => {
    const raw = text.slice(from, end);
    const leading = raw.length - raw.trimStart().length;
    const trimmed = raw.trim();
    if (trimmed !== '') sentences.push({ text: trimmed, start: from + leading, end: from + leading + trimmed.length });
    from = end;
  };
  for (const match of text.matchAll(SENTENCE_END)) push(match.index + match[0].length);
  push(text.length);
  return sentences;
}

// ---------- Chinese numbers ----------

const DIGITS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'] as const;
/** 萬 groups of four digits: 萬 (10^4), 億 (10^8), 兆 (10^12). */
const GROUP_UNITS = ['', '萬', '億', '兆'] as const;
const PLACE_UNITS = ['', '十', '百', '千'] as const;
const GROUP_SIZE = 10_000;
/** Beyond 兆 a number is read digit by digit; no lesson has one. */
const LARGEST_READ_AS_NUMBER = GROUP_SIZE ** GROUP_UNITS.length - 1;

function digitsOf(text: string): string {
  return [...text].map((digit) => DIGITS[Number(digit)] ?? digit).join('');
}

/** 0–9999 as one group. `leading`: nothing is said before it, so 10–19 start with 十 rather than 一十. */
function readGroup(value: number, leading: boolean): string {
  let out = '';
  let started = false;
  let gap = false;
  for (let place = 3; place >= 0; place -= 1) {
    const digit = Math.floor(value / 10 ** place) % 10;
    if (digit === 0) {
      if (started) gap = true;
      continue;
    }
    if (gap) out += '零';
    gap = false;
    if (place === 1 && digit === 1 && !started && leading) out += '十';
    // Before 百 and 千 a 2 is said 兩 (兩百, 一千兩百); in the tens and ones it stays 二 (二十, 十二).
    else out += (digit === 2 && place >= 2 ? '兩' : (DIGITS[digit] ?? '')) + (PLACE_UNITS[place] ?? '');
    started = true;
  }
  return out;
}

/**
 * A whole number in Taiwan Mandarin: 105 → 一百零五, 10050 → 一萬零五十, 1200 → 一千兩百, 20000 → 兩萬,
 * 12 → 十二, 110 → 一百一十.
 */
export function chineseInteger(value: number): string {
  if (!Number.isSafeInteger(value)) return digitsOf(String(value));
  if (value < 0) return `負${chineseInteger(-value)}`;
  if (value === 0) return '零';
  if (value > LARGEST_READ_AS_NUMBER) return digitsOf(String(value));
  const groups: number[] = [];
  for (let rest = value; rest > 0; rest = Math.floor(rest / GROUP_SIZE)) groups.push(rest % GROUP_SIZE);
  let out = '';
  let zeroPending = false;
  for (let index = groups.length - 1; index >= 0; index -= 1) {
    const group = groups[index] ?? 0;
    if (group === 0) {
      if (out !== '') zeroPending = true;
      continue;
    }
    // A gap inside the number is said once as 零: 一萬零五十, 一億零三百萬.
    if (out !== '' && (zeroPending || group < 1000)) out += '零';
    zeroPending = false;
    const unit = GROUP_UNITS[index] ?? '';
    // A lone 2 before 萬 or 億 is 兩 too: 兩萬, 兩億.
    out += (group === 2 && unit !== '' ? '兩' : readGroup(group, out === '')) + unit;
  }
  return out;
}

/** A number as written (digits, optional thousands commas and decimals) in Taiwan Mandarin: 3.5 → 三點五. */
export function chineseNumber(written: string): string {
  const plain = written.replace(/,/gu, '');
  const [whole = '', fraction] = plain.split('.');
  const wholeText = whole === '' ? '零' : chineseInteger(Number(whole));
  return fraction === undefined || fraction === '' ? wholeText : `${wholeText}點${digitsOf(fraction)}`;
}

// ---------- English numbers ----------

function englishNumber(written: string): string {
  // Voices read "1,200" and "3.5" well; only a bare decimal point needs a leading zero to be heard right.
  return written.startsWith('.') ? `0${written}` : written;
}

function isOne(written: string): boolean {
  return Number(written.replace(/,/gu, '')) === 1;
}

// ---------- Preparing a sentence ----------

const NUMBER = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
/** NT$45, NT$ 1,200, NT 45, $45: every price in the lessons is in New Taiwan dollars. */
const MONEY = new RegExp(String.raw`(?:NT\s?\$|NT(?=\s?\d)|\$)\s?(${NUMBER})(?:\s?(?:元|塊錢?))?`, 'gu');
const PERCENT = new RegExp(String.raw`(${NUMBER})\s?[%％]`, 'gu');
/** 10–20, 10-20, 10~20: a range of numbers (money and percentages are already words by then). */
const RANGE = new RegExp(String.raw`(?<=\d|元|dollars|percent)\s?[–—~～-]\s?(?=\d|新台幣|百分之)`, 'gu');
/** A four-digit year is read digit by digit in Mandarin: 2024年 → 二零二四年. */
const YEAR = /(?<!\d)(\d{4})(?=\s?年)/gu;
const BARE_NUMBER = new RegExp(`(第\\s?)?(${NUMBER})(\\s?)(\\p{Script=Han})?`, 'gu');
/** After these, a lone 2 is still 二: 2月 (February), 2號, 2日, 2年級, 2樓. */
const TWO_STAYS_ER = /[月號日年級樓點]/u;

// Variation selector, joiner and keycap are alternatives, not class members: they combine with what precedes them.
const EMOJI = /\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}]|\u{FE0F}|\u{200D}|\u{20E3}/gu;
/** Markdown-ish marks and list bullets that voices read out as "asterisk" or "number sign". */
const MARKUP = /[*#`|>•●▪◆■□▶►]+/gu;
/** A blank to fill in (three or more underscores), said as a word. */
const BLANK = /_{3,}/gu;
const ARROW = /\s*[→⇒➜➡]\s*/gu;
/** "NT$" with no amount after it, as in "prices in NT$". */
const CURRENCY_NAME = /NT\s?\$/gu;

const WORDS = {
  en: { blank: 'blank', and: ' and ', to: ' to ', arrow: ', then ' },
  'zh-TW': { blank: '空格', and: '和', to: '到', arrow: '，接著' },
} as const satisfies Record<Language, Record<string, string>>;

function tidySpaces(text: string, language: Language): string {
  const single = text.replace(/\s+/gu, ' ').trim();
  // Chinese has no spaces between words: a space left beside a Chinese character or mark is only a pause.
  return language === 'zh-TW'
    ? single.replace(/ (?=[\p{Script=Han}，。！？、：；「」（）])|(?<=[\p{Script=Han}，。！？、：；「」（）]) /gu, '')
    : single.replace(/ ([,.!?;:])/gu, '$1');
}

function speakChinese(text: string): string {
  return text
    .replace(MONEY, (_, amount: string) => `新台幣${amount.replace(/,/gu, '') === '2' ? '兩' : chineseNumber(amount)}元`)
    .replace(PERCENT, (_, amount: string) => `百分之${amount === '100' ? '百' : chineseNumber(amount)}`)
    .replace(RANGE, WORDS['zh-TW'].to)
    .replace(YEAR, (_, year: string) => digitsOf(year))
    .replace(CURRENCY_NAME, '新台幣')
    .replace(BARE_NUMBER, (_, ordinal: string | undefined, amount: string, space: string, next: string | undefined) => {
      // A lone 2 counting things is 兩 (兩個, 兩本), except as an ordinal (第二) or in a date or grade (2月, 2年級).
      const counting = amount === '2' && !ordinal && next !== undefined && !TWO_STAYS_ER.test(next);
      return `${ordinal ?? ''}${counting ? '兩' : chineseNumber(amount)}${space}${next ?? ''}`;
    });
}

function speakEnglish(text: string): string {
  return text
    .replace(MONEY, (_, amount: string) => `${englishNumber(amount)} New Taiwan ${isOne(amount) ? 'dollar' : 'dollars'}`)
    .replace(PERCENT, (_, amount: string) => `${englishNumber(amount)} percent`)
    .replace(CURRENCY_NAME, 'New Taiwan dollars')
    .replace(RANGE, WORDS.en.to);
}

/**
 * A sentence as a voice should read it in this language: NT$45 → "45 New Taiwan dollars" / 新台幣四十五元,
 * 5% → "5 percent" / 百分之五, numbers in Chinese words, blanks said as "blank" / 空格, and no emoji or
 * markdown marks (voices read them out by name).
 */
export function speakableText(text: string, language: Language): string {
  const words = WORDS[language];
  const cleaned = text
    .replace(EMOJI, '')
    .replace(BLANK, ` ${words.blank} `)
    .replace(MARKUP, ' ')
    .replace(ARROW, words.arrow)
    .replace(/\s&\s/gu, words.and);
  return tidySpaces(language === 'zh-TW' ? speakChinese(cleaned) : speakEnglish(cleaned), language);
}
