/** The cast-sheet rule (cast-sheet.ts): fixed facts stated differently are found; the guide's own wording passes. */
import { describe, expect, it } from 'vitest';
import { CAST, castFindings, castSheetProblems, LEO_CUP_PRICE, parseNumber, SHOP_PRICES } from './cast-sheet';
import { formatProblem } from './content-problems';
import { adventureSample, expectProblem, t } from './testing/module-samples';

const found = (text: string, language: 'en' | 'zh-TW' = 'en') => castFindings(text, language).map((finding) => `${finding.what}: ${finding.stated} (${finding.expected})`);

describe('the cast sheet as data', () => {
  it('matches the guide §3', () => {
    expect(CAST.map((member) => [member.names.en, member.names['zh-TW'], member.age, member.allowance.amount, member.allowance.day])).toEqual([
      ['An', '小安', 9, 100, 'Monday'],
      ['Jay', '阿哲', 10, 100, 'Friday'],
      ['Mei', '小美', 8, 50, 'Monday'],
      ['Leo', '阿力', 12, 150, 'Monday'],
    ]);
    expect(LEO_CUP_PRICE).toBe(20);
    expect(Object.fromEntries(SHOP_PRICES.map((item) => [item.item, item.price]))).toEqual({
      'box of 12 color pencils': 120,
      'comic book': 120,
      sketchbook: 60,
      'sticker sheet': 30,
      'juice box': 25,
      keychain: 80,
      notebook: 45,
      eraser: 15,
      pencil: 10,
      bun: 35,
    });
  });

  it('reads digits and Chinese numerals', () => {
    expect([parseNumber('1,000'), parseNumber('九'), parseNumber('十'), parseNumber('十二'), parseNumber('二十五'), parseNumber('兩')]).toEqual([1000, 9, 10, 12, 25, 2]);
    expect(parseNumber('abc')).toBeUndefined();
  });
});

describe('ages', () => {
  it('passes the sheet ages and finds others, in both languages', () => {
    expect(found('Jay is 10 years old. Mei, an 8-year-old, asks why.')).toEqual([]);
    expect(found('Leo is 11 years old and runs a stand.')).toEqual(["Leo's age: 11 (12)"]);
    expect(found('小安今年九歲。')).toEqual([]);
    expect(found('小安今年十歲，很會存錢。', 'zh-TW')).toEqual(["An's age: 10 (9)"]);
  });

  it('does not guess when a sentence names two children in one clause', () => {
    expect(found('An and Jay are 11 years old.')).toEqual([]);
  });

  it('does not take the article "An" for the name', () => {
    expect(found('An allowance of 30 coins every Saturday is common.')).toEqual([]);
    expect(found('An asks for her allowance of 30 coins.')).toEqual(["An's allowance: 30 (100 a week)"]);
  });
});

describe('allowances and paydays', () => {
  it('passes the sheet amounts and days', () => {
    expect(found('Every Monday, An gets 100 coins of allowance.')).toEqual([]);
    expect(found('On Friday, Jay gets 100 coins of pocket money.')).toEqual([]);
    expect(found('星期五，阿哲拿到 NT$100 零用錢。', 'zh-TW')).toEqual([]);
    expect(found('每個星期一，小美會拿到 NT$50 的零用錢。', 'zh-TW')).toEqual([]);
  });

  it('finds another amount or another payday', () => {
    expect(found('Jay gets 150 coins of allowance every week.')).toEqual(["Jay's allowance: 150 (100 a week)"]);
    expect(found("Jay puts 15 coins of his 150-coin allowance in a jar.")).toEqual(["Jay's allowance: 150 (100 a week)"]);
    expect(found('Mei gets 50 coins of pocket money every Saturday.')).toEqual(["Mei's payday: Saturday (Monday)"]);
    expect(found('阿哲每個星期有 NT$150 的零用錢。', 'zh-TW')).toEqual(["Jay's allowance: 150 (100 a week)"]);
    expect(found('每個星期一，小安會拿到 NT$100 的零用錢，阿哲也是星期一拿到零用錢。', 'zh-TW')).toEqual(["Jay's payday: Monday (Friday)"]);
  });

  it('allows four weeks of allowance in a text about a month', () => {
    expect(found("This month, Jay's 400 coins of allowance is regular income.")).toEqual([]);
    expect(found("Jay's 400 coins of allowance is regular income.")).toEqual(["Jay's allowance: 400 (100 a week)"]);
  });

  it("passes a relative's allowance, and a weekday that is not the payday", () => {
    expect(found('小安的表姊回顧她的這個月：零用錢 NT$300，生日又收到 NT$100。', 'zh-TW')).toEqual([]);
    expect(found('星期四，阿哲聽到一個消息：他的零用錢 NT$100 會準時拿到。', 'zh-TW')).toEqual([]);
  });
});

describe("Leo's lemonade", () => {
  it('passes 20 coins a cup and finds another price', () => {
    expect(found('Leo sells lemonade for 20 coins a cup.')).toEqual([]);
    expect(found('Leo sells a cup of lemonade for 25 coins.')).toEqual(["a cup of Leo's lemonade: 25 (20)"]);
    expect(found('阿力的檸檬水一杯 NT$15。', 'zh-TW')).toEqual(["a cup of Leo's lemonade: 15 (20)"]);
    expect(found('A paper cup costs 2 coins.')).toEqual([]);
  });
});

describe("Grandma Lin's prices", () => {
  it('passes the list prices', () => {
    expect(found("At Grandma Lin's shop, a bun costs 35 coins and a notebook costs 45 coins.")).toEqual([]);
    expect(found('林奶奶的小店裡，一盒 12 色色鉛筆要 NT$120。', 'zh-TW')).toEqual([]);
  });

  it('finds another price after or before the item', () => {
    expect(found("Pip points at Grandma Lin's cash box. A bun has a price of 20 coins.")).toEqual(["Grandma Lin's bun: 20 (35)"]);
    expect(found('他在林奶奶的小店看到一本漫畫，要 NT$80。', 'zh-TW')).toEqual(["Grandma Lin's comic book: 80 (120)"]);
    expect(found("At Grandma Lin's shop, Jay picks a 50-coin sketchbook.")).toEqual(["Grandma Lin's sketchbook: 50 (60)"]);
    expect(found('到了林奶奶的店，一樣是 12 色，只要 NT$48！', 'zh-TW')).toEqual(["Grandma Lin's box of 12 color pencils: 48 (120)"]);
  });

  it('reads "color pencils" as the box, not as a pencil', () => {
    expect(found("At Grandma Lin's shop, a box of 12 color pencils costs 120 coins, and a pencil costs 10 coins.")).toEqual([]);
  });

  it('passes counts, other shops, sale prices and money that is not a price', () => {
    expect(found("At Grandma Lin's shop, 3 pencils cost 30 coins.")).toEqual([]);
    expect(found('Grandma Lin says the shop by the school gate sells a notebook for 60 coins.')).toEqual([]);
    expect(found("SALE at Grandma Lin's shop: 20% off! The sketchbook is 48 coins today.")).toEqual([]);
    expect(found('林奶奶的小店特價：素描本平常賣 NT$50，今天打八折。', 'zh-TW')).toEqual(["Grandma Lin's sketchbook: 50 (60)"]);
    expect(found('阿哲在林奶奶的店把貼紙放回架上，只花 NT$48 買素描本。', 'zh-TW')).toEqual([]);
    expect(found('A bun costs 20 coins at the bakery.')).toEqual([]);
  });
});

describe('castSheetProblems', () => {
  it('names the field and language, and passes the sample', () => {
    const body = adventureSample();
    expect(castSheetProblems('M90', body)).toEqual([]);
    body.examples[0] = t('Jay gets 150 coins of allowance every week.', '阿哲每個星期有 NT$150 的零用錢。');
    const problems = castSheetProblems('M90', body).map(formatProblem);
    expectProblem(problems, 'M90 › examples[0] [en]', "Jay's allowance is 150 here; the cast sheet (guide §3) says 100 a week");
    expectProblem(problems, 'M90 › examples[0] [zh-TW]', "Jay's allowance is 150 here");
  });
});
