import { registerTranslations } from '../../i18n/i18n';

/** Words the island page and /progress share about the checks before and after an island (issue 24, part 2). */
const en = {
  before: 'Before {{correct}}/{{total}}',
  after: 'After {{correct}}/{{total}}',
  gain_one: '+{{count}} question',
  gain_other: '+{{count}} questions',
  beforeOnly: 'Warm-up: {{correct}}/{{total}}. Check again when you finish the island.',
};

const zhTW: typeof en = {
  before: '學習前 {{correct}}/{{total}}',
  after: '學習後 {{correct}}/{{total}}',
  gain_one: '多答對 {{count}} 題',
  gain_other: '多答對 {{count}} 題',
  beforeOnly: '暖身小測驗：{{correct}}/{{total}}。學完這座島再測一次吧！',
};

export const ISLAND_CHECK_SHARED_NS = 'island-check-shared';
registerTranslations(ISLAND_CHECK_SHARED_NS, { en, 'zh-TW': zhTW });
