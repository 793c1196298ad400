/** The brand-name rule (brand-names.ts). */
import { describe, expect, it } from 'vitest';
import { BRAND_NAMES, brandNameProblems, brandNamesIn } from './brand-names';
import { formatProblem } from './content-problems';
import { adventureSample, expectProblem, t } from './testing/module-samples';

const names = (text: string) => brandNamesIn(text).map((brand) => brand.name);

describe('brand names', () => {
  it('lists the transit cards, shops, platforms, games and phones of the guide', () => {
    const listed = new Set(BRAND_NAMES.map((brand) => brand.name));
    for (const name of ['悠遊卡', '一卡通', 'EasyCard', 'iPASS', 'icash', '7-Eleven', '全家', '全聯', '蝦皮', 'YouTube', 'Minecraft', '樂高', 'iPhone', 'Samsung']) {
      expect(listed, name).toContain(name);
    }
  });

  it('finds them in either language, Latin names as whole words in any case', () => {
    expect(names('她用悠遊卡搭公車。')).toEqual(['悠遊卡']);
    expect(names('He taps his EasyCard.')).toEqual(['EasyCard']);
    expect(names('He taps his easycard.')).toEqual(['EasyCard']);
    expect(names('They stop at a 7-Eleven for water.')).toEqual(['7-Eleven']);
    expect(names('Jay watches YouTube and plays Minecraft.')).toEqual(['YouTube', 'Minecraft']);
    expect(names('他去全家便利商店買水。')).toEqual(['全家']);
    expect(names('She wants an iPhone, not an Apple Watch.')).toEqual(['iPhone', 'Apple']);
  });

  it('passes everyday words that look like brands', () => {
    expect(names('全家人一起去公園。An eats an apple. Flip the switch. Draw a line. A momentous day.')).toEqual([]);
    expect(names('She taps her transit card. 她用交通卡搭公車，再去便利商店。')).toEqual([]);
  });

  it('reports the field, language and a better word', () => {
    const body = adventureSample();
    expect(brandNameProblems('M90', body)).toEqual([]);
    body.examples[0] = t('Jay taps his EasyCard.', '阿哲刷悠遊卡。');
    const problems = brandNameProblems('M90', body).map(formatProblem);
    expectProblem(problems, 'M90 › examples[0] [en]', 'the brand name "EasyCard" (transit card)', '交通卡');
    expectProblem(problems, 'M90 › examples[0] [zh-TW]', 'the brand name "悠遊卡"');
  });
});
