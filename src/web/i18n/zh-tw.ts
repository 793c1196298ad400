import type { TranslationShape } from './en';

/** Traditional Chinese (Taiwan). Written for Taiwanese children, not translated word for word. */
export const zhTW = {
  app: {
    name: '理財冒險島',
    tagline: '由理財與決策教練陪你一起學習',
    loading: '載入中...',
    skipToContent: '跳到主要內容',
  },
  nav: {
    home: '首頁',
    library: '冒險地圖',
    progress: '學習進度',
    practice: '複習',
    menu: '選單',
    main: '主要',
  },
  language: {
    switchTo: 'English',
    switchToLabel: '切換成英文',
  },
  account: {
    signIn: '登入',
    signOut: '登出',
    myAccount: '我的帳號',
    teach: '教學',
    customizeAvatar: '打扮我的角色',
    menuLabel: '{{name}} 的帳號選單',
    signedOut: '你已經登出了，下次見！',
  },
  reading: {
    open: '閱讀設定',
  },
  home: {
    explore: '探索冒險地圖',
    videos: '觀看免費影片',
    islandsTitle: '十五座等你探索的島嶼',
    monthlyTitle: '本月主題島：{{island}}',
    monthlyBody: '每個月都有一座主題島，要不要從這裡開始？',
    closingTitle: '準備好出航了嗎？',
    closingBody: '挑一座島，從一堂短短的課開始。每一課都能獨立學習。',
    startMyAdventure: '開始我的冒險',
    visitIsland: '前往{{island}}',
    intro: '理財冒險島專為孩子設計，用冒險的方式學理財：一共 15 座島，每座島都有自己的金錢任務。每一課都能獨立學習，想從哪裡開始都可以。每個月還會有一座主題島喔！',
    freeIsland: '種子島開放給所有人免費遊玩。登入後，就能航向另外 14 座島。',
    begin: '開始冒險',
  },
  islands: {
    moreTopics: '還有 {{count}} 個...',
    modules_one: '{{count}} 堂課',
    modules_other: '{{count}} 堂課',
    completedOf: '已完成 {{completed}} / {{total}}',
    percent: '{{percent}}%',
    locked: '未解鎖',
    monthly: '本月主題島',
    comingSoon: '課程即將推出',
  },
  notFound: {
    title: '糟糕！找不到這個頁面',
    body: '這條路已經超出地圖範圍了，我們一起航行回家吧。',
    home: '回到首頁',
  },
  footer: {
    madeFor: '獻給小小探險家，以及陪伴他們的大人。',
    noTracking: '沒有廣告，也沒有追蹤。',
    privacy: '隱私權',
  },
} satisfies TranslationShape;
