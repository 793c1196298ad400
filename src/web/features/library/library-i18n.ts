import { registerTranslations } from '../../i18n/i18n';

const en = {
  title: 'Adventure Map',
  intro: 'Fifteen islands wait for you. Each island unlocks when you finish most of the one before it. Seed Island is open to everyone.',
  mapLabel: 'Map of the 15 islands',
  hotspotHint: 'Choose an island on the map to see its lessons.',
  guides: 'Show map guides',
  hideGuides: 'Hide map guides',
  allIslands: 'All islands',
  showAll: 'Show all islands',
  selected: '{{island}} selected',
  signInPrompt: 'Sign in to sail to {{island}} and save your progress.',
  signIn: 'Sign In',
  lockedPrompt: 'Complete 80% of {{island}} to unlock this island.',
  openIsland: 'Open the {{island}} page',
  completeCheck: 'All lessons done',
};

const zhTW: typeof en = {
  title: '冒險地圖',
  intro: '十五座島嶼等著你。完成前一座島大部分的課程，就能解鎖下一座。種子島開放給所有人。',
  mapLabel: '15 座島嶼的地圖',
  hotspotHint: '在地圖上選一座島，就能看到它的課程。',
  guides: '顯示地圖輔助線',
  hideGuides: '隱藏地圖輔助線',
  allIslands: '所有島嶼',
  showAll: '顯示所有島嶼',
  selected: '已選擇{{island}}',
  signInPrompt: '登入後就能航向{{island}}，還會幫你存下進度。',
  signIn: '登入',
  lockedPrompt: '完成{{island}} 80% 的課程，就能解鎖這座島。',
  openIsland: '打開{{island}}的頁面',
  completeCheck: '全部課程完成',
};

export const LIBRARY_NS = 'library';
registerTranslations(LIBRARY_NS, { en, 'zh-TW': zhTW });
