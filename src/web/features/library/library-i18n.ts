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
  signIn: 'Sign In',
  lockedToastTitle: '{{island}} is locked',
  islandList: 'Islands and what is open',
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
  signIn: '登入',
  lockedToastTitle: '{{island}}還沒解鎖',
  islandList: '各島嶼與開放狀態',
  openIsland: '打開{{island}}的頁面',
  completeCheck: '全部課程完成',
};

export const LIBRARY_NS = 'library';
registerTranslations(LIBRARY_NS, { en, 'zh-TW': zhTW });
