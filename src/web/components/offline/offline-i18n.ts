import { registerTranslations } from '../../i18n/i18n';

const en = {
  offline: {
    progress: 'Offline — showing what was saved on this device',
    avatar: 'Offline — showing your explorer as saved on this device',
  },
  unreachable: {
    progress: 'Could not connect — showing what was saved on this device',
    avatar: 'Could not connect — showing your explorer as saved on this device',
  },
  syncLater: 'Lessons you finish now are sent when you are back online.',
  nothingSaved: 'Your progress is not saved on this device yet. Connect to the internet to see it.',
  waiting: 'Waiting to sync',
  waitingLabel: 'Finished on this device, waiting to sync: the score comes once it is sent.',
  needsConnection: 'Connect to the internet to change what your explorer wears.',
  needsConnectionBase: 'Connect to the internet to choose another explorer.',
};

const zhTW: typeof en = {
  offline: {
    progress: '目前離線：顯示這台裝置上儲存的進度',
    avatar: '目前離線：顯示這台裝置上儲存的探險家',
  },
  unreachable: {
    progress: '暫時連不上：顯示這台裝置上儲存的進度',
    avatar: '暫時連不上：顯示這台裝置上儲存的探險家',
  },
  syncLater: '現在完成的課程，等連上網路就會自動送出。',
  nothingSaved: '這台裝置上還沒有存你的進度，連上網路就能看到。',
  waiting: '等待同步',
  waitingLabel: '已在這台裝置上完成，等待同步：送出後就會看到分數。',
  needsConnection: '連上網路後，才能幫探險家換裝。',
  needsConnectionBase: '連上網路後，才能換一位探險家。',
};

export const OFFLINE_NS = 'offline';
registerTranslations(OFFLINE_NS, { en, 'zh-TW': zhTW });
