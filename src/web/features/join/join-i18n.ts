import { registerTranslations } from '../../i18n/i18n';

const en = {
  loading: 'Loading...',
  signIn: 'Sign in to join',
  orAccount: 'Have an account with an e-mail? Sign in first, then come back here to join.',
  whoAreYou: '{{group}}: tap your name',
  hello: 'Hi, {{name}}!',
  tapPictures: 'Tap your 2 pictures, in order.',
  chosen_one: '{{count}} picture chosen',
  chosen_other: '{{count}} pictures chosen',
  notMe: 'That is not me',
  wrongPictures: 'Wrong pictures — try again.',
  wordLabel: 'Your secret word',
  wordHint: 'It is on your card. Capital letters and spaces do not matter.',
  wordSubmit: 'Sign in',
  wordWorking: 'Signing in...',
  wrongWord: 'Wrong secret word — try again.',
};

const zhTW: typeof en = {
  loading: '載入中……',
  signIn: '登入後加入',
  orAccount: '有用電子郵件註冊的帳號嗎？請先登入，再回到這裡加入群組。',
  whoAreYou: '{{group}}：點你的名字',
  hello: '嗨，{{name}}！',
  tapPictures: '照順序點你的 2 張圖片。',
  chosen_one: '已經選了 {{count}} 張圖片',
  chosen_other: '已經選了 {{count}} 張圖片',
  notMe: '這不是我',
  wrongPictures: '圖片不對喔，再試一次。',
  wordLabel: '你的通關密語',
  wordHint: '就在你的登入卡上。大小寫和空格都沒關係。',
  wordSubmit: '登入',
  wordWorking: '登入中……',
  wrongWord: '通關密語不對喔，再試一次。',
};

export const JOIN_NS = 'join-page';
registerTranslations(JOIN_NS, { en, 'zh-TW': zhTW });
