import { registerTranslations } from '../../i18n/i18n';

const en = {
  title: 'My Account',
  intro: 'Your account, your data, your choice.',
  loading: 'Loading your account...',
  details: {
    title: 'Your account',
    username: 'Username',
    email: 'E-mail',
  },
  download: {
    title: 'Download my data',
    text: 'Save a copy of everything Money Islands keeps about you: your account, explorer, progress, quiz answers and reflections, in one file (JSON) that a grown-up can open.',
    button: 'Download my data',
    working: 'Preparing your file...',
    done: 'Your data file is downloading.',
  },
  remove: {
    title: 'Delete my account',
    text: 'This erases your account and everything in it, and signs you out on every device. It cannot be undone.',
    button: 'Delete my account',
  },
  dialog: {
    title: 'Delete your account for good?',
    description: 'Your explorer, gems, accessories, badges, lesson progress and reflections will all be erased. This cannot be undone. Want a copy? Download your data first.',
    grownUp: 'Ask a grown-up before you do this.',
    confirmLabel: 'To confirm, type your username: {{name}}',
    mismatch: 'That is not your username. Type it exactly as it is shown.',
    cancel: 'Keep my account',
    confirm: 'Delete forever',
    working: 'Deleting...',
    close: 'Close',
  },
  deleted: 'Your account has been deleted. Goodbye, explorer!',
  privacyLink: 'What we keep, and why',
};

const zhTW: typeof en = {
  title: '我的帳號',
  intro: '你的帳號、你的資料，都由你決定。',
  loading: '正在載入你的帳號……',
  details: {
    title: '你的帳號',
    username: '暱稱',
    email: '電子郵件',
  },
  download: {
    title: '下載我的資料',
    text: '把理財冒險島保留的所有關於你的資料存一份下來：帳號、探險家、學習進度、測驗答案和心得，全部放在一個檔案（JSON）裡，大人可以幫你打開來看。',
    button: '下載我的資料',
    working: '正在準備你的檔案……',
    done: '你的資料檔案開始下載了。',
  },
  remove: {
    title: '刪除我的帳號',
    text: '這會清除你的帳號和裡面所有的資料，並讓你在每一台裝置上都登出。刪除後就無法復原。',
    button: '刪除我的帳號',
  },
  dialog: {
    title: '確定要永久刪除帳號嗎？',
    description: '你的探險家、寶石、配件、徽章、學習進度和心得都會被清除，而且無法復原。想留一份嗎？請先下載你的資料。',
    grownUp: '請先問問爸爸媽媽或身邊的大人喔。',
    confirmLabel: '請輸入你的暱稱來確認：{{name}}',
    mismatch: '這不是你的暱稱。請照著畫面上顯示的暱稱輸入。',
    cancel: '保留我的帳號',
    confirm: '永久刪除',
    working: '正在刪除……',
    close: '關閉',
  },
  deleted: '你的帳號已經刪除了。再見了，探險家！',
  privacyLink: '我們保留哪些資料，以及為什麼',
};

export const ACCOUNT_NS = 'account-page';
registerTranslations(ACCOUNT_NS, { en, 'zh-TW': zhTW });
