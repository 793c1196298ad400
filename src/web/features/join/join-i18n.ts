import { registerTranslations } from '../../i18n/i18n';

const en = {
  loading: 'Loading...',
  signInFirst: 'Sign in or make an account first. Then you come back here to join the group.',
  signIn: 'Sign in to join',
};

const zhTW: typeof en = {
  loading: '載入中……',
  signInFirst: '請先登入或註冊帳號，之後會回到這裡加入群組。',
  signIn: '登入後加入',
};

export const JOIN_NS = 'join-page';
registerTranslations(JOIN_NS, { en, 'zh-TW': zhTW });
