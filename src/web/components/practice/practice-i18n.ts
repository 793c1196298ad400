import { registerTranslations } from '../../i18n/i18n';

/** Words the practice page, /progress, the home page and the island checks share about spaced review (issue 24). */
const en = {
  forecastTitle: 'Practice this week',
  forecastIntro: 'Questions you missed come back on these days, until you know them.',
  nothingToday: 'Nothing to practise today.',
  dueToday_one: '{{count}} question to practise today',
  dueToday_other: '{{count}} questions to practise today',
  today: 'Today',
  dayCount_one: '{{day}}: {{count}} question',
  dayCount_other: '{{day}}: {{count}} questions',
  nextDue: 'Next practice: {{day}}',
  noneYet: 'When you miss a question in a lesson, it comes back here a day later, so you can try it again.',
  start: 'Practise now',
  inviteTitle_one: '{{count}} question is ready to practise',
  inviteTitle_other: '{{count}} questions are ready to practise',
  inviteBody: 'A few minutes of practice helps you remember what you learned.',
  answerTrue: 'True',
  answerFalse: 'False',
  typeAnswer: 'Your answer',
  chooseN: 'Choose {{count}} answers.',
};

const zhTW: typeof en = {
  forecastTitle: '這週的複習',
  forecastIntro: '答錯過的題目會在這幾天回來，直到你真的會了為止。',
  nothingToday: '今天沒有要複習的題目。',
  dueToday_one: '今天有 {{count}} 題要複習',
  dueToday_other: '今天有 {{count}} 題要複習',
  today: '今天',
  dayCount_one: '{{day}}：{{count}} 題',
  dayCount_other: '{{day}}：{{count}} 題',
  nextDue: '下次複習：{{day}}',
  noneYet: '在課程裡答錯的題目，隔天會出現在這裡，讓你再試一次。',
  start: '開始複習',
  inviteTitle_one: '有 {{count}} 題可以複習了',
  inviteTitle_other: '有 {{count}} 題可以複習了',
  inviteBody: '花幾分鐘複習，學過的東西會記得更牢。',
  answerTrue: '對',
  answerFalse: '不對',
  typeAnswer: '你的答案',
  chooseN: '請選 {{count}} 個答案。',
};

export const PRACTICE_SHARED_NS = 'practice-shared';
registerTranslations(PRACTICE_SHARED_NS, { en, 'zh-TW': zhTW });
