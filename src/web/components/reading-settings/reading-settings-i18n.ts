import { registerTranslations } from '../../i18n/i18n';

/** The reading settings' controls, in the header's dialog and on /account (issue 28). */
const en = {
  title: 'Reading settings',
  /** /account's section. */
  section: 'Reading',
  intro: 'Make the words easier to read and listen to.',
  keptOnDevice: 'Kept on this device. Sign in to keep them with your account.',
  keptWithAccount: 'Kept with your account, on every device you sign in on.',
  textSize: {
    label: 'Text size',
    normal: 'Standard',
    large: 'Large',
    largest: 'Extra large',
  },
  spacious: {
    label: 'Spacious reading',
    hint: 'More space between lines, letters and words.',
  },
  reduceMotion: {
    label: 'Reduce motion',
    hint: 'Turns off moving pictures and sliding effects.',
    system: 'Your device already asks for less motion, so motion stays off.',
  },
  speechRate: {
    label: 'Read-aloud speed',
    slow: 'Slow',
    normal: 'Standard',
    fast: 'Fast',
  },
  autoRead: 'Your teacher or parent turned on “read questions aloud automatically” for you.',
  close: 'Close',
  saveFailed: 'Your reading settings could not be saved. Please try again.',
};

const zhTW: typeof en = {
  title: '閱讀設定',
  section: '閱讀',
  intro: '讓文字更好讀、更好聽。',
  keptOnDevice: '設定會存在這台裝置上。登入後就能跟著你的帳號走。',
  keptWithAccount: '設定會跟著你的帳號，在任何登入的裝置上都一樣。',
  textSize: {
    label: '文字大小',
    normal: '標準',
    large: '大',
    largest: '特大',
  },
  spacious: {
    label: '寬鬆閱讀',
    hint: '行距與字距加大，讀起來更輕鬆。',
  },
  reduceMotion: {
    label: '減少動畫',
    hint: '關掉會動的圖片和滑動效果。',
    system: '你的裝置已經設定減少動態效果，所以動畫會保持關閉。',
  },
  speechRate: {
    label: '朗讀速度',
    slow: '慢',
    normal: '標準',
    fast: '快',
  },
  autoRead: '老師或家長已經幫你開啟「自動朗讀題目」。',
  close: '關閉',
  saveFailed: '閱讀設定沒有存好，請再試一次。',
};

export const READING_NS = 'reading-settings';
registerTranslations(READING_NS, { en, 'zh-TW': zhTW });
