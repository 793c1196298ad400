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
  goToIsland: 'Go to {{island}}',
  waiting: {
    heading: 'Saved on this device — waiting to sync',
    body: 'Great job finishing the quiz! We can’t reach the internet right now, so your answers are kept safe on this device. As soon as you’re back online we’ll send them for you.',
    score: 'Your score and gems will show up here once your answers are sent.',
    keepGoing: 'You can keep exploring. Nothing will be lost.',
    answersHeading: 'Your answers (kept on this device)',
    allAnswered_one: 'You answered {{count}} question. All your answers are kept.',
    allAnswered_other: 'You answered all {{count}} questions. All your answers are kept.',
    questionN: 'Question {{n}}',
    synced: 'Your answers are sent! Here is your score.',
    queuedNotice: 'You finished this lesson already. Your answers are saved on this device and will be sent as soon as you are back online.',
  },
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
  goToIsland: '前往{{island}}',
  waiting: {
    heading: '已經先存在這台裝置上，等待同步',
    body: '測驗完成，好棒！現在連不上網路，所以你的答案先好好地存在這台裝置上。等網路恢復，我們會馬上幫你送出去。',
    score: '答案送出後，你的分數和寶石就會出現在這裡。',
    keepGoing: '你可以繼續探險，什麼都不會弄丟喔！',
    answersHeading: '你的答案（先存在這台裝置上）',
    allAnswered_one: '你回答了 {{count}} 題，答案都好好地存著。',
    allAnswered_other: '{{count}} 題全部都答完了，答案都好好地存著。',
    questionN: '第 {{n}} 題',
    synced: '答案送出去了！來看看你的分數吧。',
    queuedNotice: '你已經完成這一課了！答案先存在這台裝置上，一連上網路就會自動送出。',
  },
};

export const MODULE_NS = 'module';
registerTranslations(MODULE_NS, { en, 'zh-TW': zhTW });
