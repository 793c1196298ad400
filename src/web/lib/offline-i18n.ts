import { registerTranslations } from '../i18n/i18n';

/** The offline app's strings: the update offer (lib/service-worker.ts) and "Keep this island for offline". */
export const OFFLINE_NS = 'offline';

const en = {
  updateReady: 'A new version is ready — reload',
  updateBody: 'Nothing changes until you press Reload.',
  reload: 'Reload',
  keepTitle: 'Keep this island for offline',
  keepBody_one: '{{count}} lesson, about {{kb}} KB. Kept lessons open with no internet.',
  keepBody_other: '{{count}} lessons, about {{kb}} KB. Kept lessons open with no internet.',
  checking: 'Checking this device…',
  downloading: 'Downloading: {{done}} of {{total}} lessons',
  kept_one: 'Kept on this device: {{count}} lesson. Turn off to remove it.',
  kept_other: 'Kept on this device: all {{count}} lessons. Turn off to remove them.',
  partly: '{{done}} of {{total}} lessons are on this device already (the ones you opened).',
  failed: 'Some lessons could not be downloaded ({{done}} of {{total}} kept). Try again when you are online.',
  unsupported: 'Keeping lessons for offline needs the site opened with https:// (or on this computer).',
};

const zhTW: typeof en = {
  updateReady: '新版本準備好了，重新整理',
  updateBody: '按下「重新整理」之前，什麼都不會改變。',
  reload: '重新整理',
  keepTitle: '把這座島存起來，離線也能玩',
  keepBody_one: '{{count}} 課，大約 {{kb}} KB。存好的課程沒有網路也能打開。',
  keepBody_other: '{{count}} 課，大約 {{kb}} KB。存好的課程沒有網路也能打開。',
  checking: '正在檢查這台裝置…',
  downloading: '下載中：{{done}} / {{total}} 課',
  kept_one: '已存在這台裝置：{{count}} 課。關掉就會移除。',
  kept_other: '已存在這台裝置：全部 {{count}} 課。關掉就會移除。',
  partly: '這台裝置上已經有 {{done}} / {{total}} 課（你打開過的課）。',
  failed: '有些課程沒辦法下載（已存 {{done}} / {{total}} 課）。連上網路後再試一次。',
  unsupported: '要用 https:// 開啟網站（或在這台電腦上開啟），才能把課程存起來離線使用。',
};

registerTranslations(OFFLINE_NS, { en, 'zh-TW': zhTW });
