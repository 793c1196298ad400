import { registerTranslations } from '../../i18n/i18n';

const en = {
  title: 'Weekly e-mail',
  working: 'Stopping the weekly e-mail...',
  stopped: 'Done: you will get no more weekly e-mails about this group. You can turn them on again on the group’s Teach page.',
  teach: 'Go to Teach',
};

const zhTW: typeof en = {
  title: '每週的信',
  working: '正在停止每週的信……',
  stopped: '好了，你不會再收到這個群組的每週信件。之後也可以在群組的「教學」頁面重新開啟。',
  teach: '前往教學頁面',
};

export const SUMMARY_NS = 'summary-page';
registerTranslations(SUMMARY_NS, { en, 'zh-TW': zhTW });
