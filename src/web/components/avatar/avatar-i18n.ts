import { registerTranslations } from '../../i18n/i18n';

/**
 * Strings shared by the base picker (opened from the root layout on any page), the header avatar and
 * the equipment hooks. The /avatar page's own strings live with the page.
 */
const en = {
  chooseTitle: 'Choose Your Explorer',
  chooseDescription: 'Pick the explorer who will travel the islands with you. You can change it later.',
  changeTitle: 'Change Base Explorer',
  changeDescription: 'Pick a new look. Your accessories stay with you.',
  choicesLabel: 'Explorers',
  pickForMe: 'Pick for me',
  select: 'Select Explorer',
  saving: 'Saving...',
  close: 'Close',
  current: 'Current',
  selected: 'Selected',
  pillar: {
    Empowerment: 'Empowerment',
    Resilience: 'Resilience',
    Independence: 'Independence',
    Agility: 'Agility',
  },
  saved: 'Explorer selected!',
  savedBody: 'Your avatar has been updated.',
  error: 'Error',
  saveFailed: 'Failed to save avatar selection.',
  itemEquipped: 'Item equipped',
  itemUnequipped: 'Item unequipped',
  equipFailed: 'Failed to update equipment',
};

const zhTW: typeof en = {
  chooseTitle: '選擇你的探險家',
  chooseDescription: '選一位探險家陪你一起闖蕩各個島嶼吧！之後也可以再換。',
  changeTitle: '更換探險家',
  changeDescription: '換個新造型吧！你的配件都會保留。',
  choicesLabel: '探險家',
  pickForMe: '幫我選',
  select: '就選這位',
  saving: '儲存中...',
  close: '關閉',
  current: '目前的',
  selected: '已選擇',
  pillar: {
    Empowerment: '自信力',
    Resilience: '韌性',
    Independence: '獨立',
    Agility: '靈活',
  },
  saved: '探險家選好了！',
  savedBody: '你的角色已經更新。',
  error: '錯誤',
  saveFailed: '角色選擇儲存失敗。',
  itemEquipped: '配件已穿戴',
  itemUnequipped: '配件已卸下',
  equipFailed: '配件更新失敗',
};

export const AVATAR_NS = 'avatar-ui';
registerTranslations(AVATAR_NS, { en, 'zh-TW': zhTW });
