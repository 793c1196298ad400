import { registerTranslations } from '../../i18n/i18n';

const en = {
  notFound: 'Module not found',
  notFoundBody: 'We could not find this lesson on any island.',
  returnHome: 'Return Home',
  signInRequired: 'Sign In Required',
  signInRequiredBody: 'This lesson is on {{island}}. Sign in (it is free) to sail there and save your progress.',
  signIn: 'Sign In',
  exploreSeed: 'Explore Seed Island',
  loading: 'Opening the lesson...',
  loadError: 'This lesson could not be opened. Check your connection and try again.',
  retry: 'Try again',
  notUpgraded: 'This module has not been upgraded to the adventure quest format yet.',
  notWrittenYet: 'This lesson is still being written. Come back soon!',
  islandLocked: '{{island}} is still locked',
  islandLockedBody: 'Complete 80% of {{island}} to sail here.',
  goToIsland: 'Go to {{island}}',
};

const zhTW: typeof en = {
  notFound: '找不到這個課程',
  notFoundBody: '每座島上都找不到這一課。',
  returnHome: '回到首頁',
  signInRequired: '需要登入',
  signInRequiredBody: '這一課在{{island}}。登入（免費）後就能航向那裡，還會幫你存下進度。',
  signIn: '登入',
  exploreSeed: '探索種子島',
  loading: '正在打開課程...',
  loadError: '這一課打不開，請檢查網路後再試一次。',
  retry: '再試一次',
  notUpgraded: '此模組尚未升級為冒險任務格式',
  notWrittenYet: '這一課還在撰寫中，請晚點再來看看！',
  islandLocked: '{{island}}還沒有解鎖',
  islandLockedBody: '完成{{island}} 80% 的課程，就能航向這裡。',
  goToIsland: '前往{{island}}',
};

export const MODULE_NS = 'module';
registerTranslations(MODULE_NS, { en, 'zh-TW': zhTW });
