import { registerTranslations } from '../../../i18n/i18n';

/** The read-aloud controls of both lesson formats, in English and Taiwan Traditional Chinese. */
const en = {
  listen: 'Listen',
  readStep: 'Read the whole step',
  pause: 'Pause',
  resume: 'Continue',
  stop: 'Stop',
  close: 'Close',
  unsupported: 'This browser cannot read aloud. You can read it yourself, or try another browser.',
  noVoice: 'This device has no English voice yet, so it cannot read aloud. You can read it yourself.',
  addVoice:
    'A grown-up can add a voice: on Windows, Settings › Time & language › Speech; on Android, Settings › Text-to-speech; on an iPad, Settings › Accessibility › Spoken Content › Voices.',
};

const zhTW: typeof en = {
  listen: '聽一聽',
  readStep: '朗讀這一步',
  pause: '暫停',
  resume: '繼續',
  stop: '停止',
  close: '關閉',
  unsupported: '這個瀏覽器沒辦法朗讀。你可以自己讀讀看，或換一個瀏覽器試試。',
  noVoice: '這台裝置還沒有中文（台灣）語音，所以沒辦法朗讀。你可以自己讀讀看。',
  addVoice:
    '可以請大人幫忙加裝語音：Windows 在「設定 › 時間與語言 › 語音」；Android 在「設定 › 文字轉語音輸出」；iPad 在「設定 › 輔助使用 › 語音內容 › 聲音」。',
};

export const READ_ALOUD_NS = 'read-aloud';
registerTranslations(READ_ALOUD_NS, { en, 'zh-TW': zhTW });
