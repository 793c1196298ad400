import type * as LucideIcons from 'lucide-react';
import type { Badge } from './schema/catalogue';

/**
 * The lucide-react icons the badges use. Type-checked against the real lucide-react exports
 * (a misspelt or non-existent icon name fails `tsc`), and the content check tests it at runtime.
 */
export const BADGE_ICONS = [
  'Compass',
  'PiggyBank',
  'Mountain',
  'Brain',
  'Landmark',
  'Rocket',
  'Store',
  'Flame',
  'CalendarCheck',
  'BookOpen',
  'Zap',
  'Medal',
  'PenLine',
  'Moon',
  'Timer',
  'Waypoints',
  'Trophy',
] as const satisfies readonly (keyof typeof LucideIcons)[];
export type BadgeIconName = (typeof BADGE_ICONS)[number];

/** A badge whose icon is one of BADGE_ICONS. */
export type BadgeEntry = Badge & { icon: BadgeIconName };

/** All 17 badges (docs: decisions.md, "Badges"). Conditions are written for the child; the rules live in the domain code. */
export const BADGES: readonly BadgeEntry[] = [
  {
    id: 'starter-explorer',
    type: 'starter',
    icon: 'Compass',
    name: { en: 'Starter Explorer', 'zh-TW': '新手探險家' },
    description: {
      en: 'You finished your very first lesson. Every big trip starts with one step!',
      'zh-TW': '你完成了第一堂課！每一段大冒險，都是從第一步開始的。',
    },
    condition: { en: 'Finish any 1 lesson.', 'zh-TW': '完成任何 1 堂課。' },
    mapEffect: {
      en: 'A little flag goes up on the beach where you first landed.',
      'zh-TW': '你第一次登陸的沙灘上，插起了一面小旗子。',
    },
  },
  {
    id: 'money-basics-master',
    type: 'category',
    icon: 'PiggyBank',
    name: { en: 'Money Basics Master', 'zh-TW': '理財基礎大師' },
    description: {
      en: 'You know how money comes in, how to save it and how to plan with it.',
      'zh-TW': '你知道錢從哪裡來、怎麼存起來，也會用它做計畫。',
    },
    condition: { en: 'Finish every lesson on Seed Island.', 'zh-TW': '完成種子島上的每一堂課。' },
    mapEffect: {
      en: 'The big tree on Seed Island blooms with golden flowers.',
      'zh-TW': '種子島上的大樹開滿了金色的花。',
    },
  },
  {
    id: 'investment-genius',
    type: 'category',
    icon: 'Mountain',
    name: { en: 'Investment Genius', 'zh-TW': '投資小天才' },
    description: {
      en: 'You climbed all the way up. You know how money can grow over time, and why it can also go down.',
      'zh-TW': '你一路爬上山頂！你知道錢怎麼隨著時間長大，也知道它為什麼可能變少。',
    },
    condition: { en: 'Finish every lesson on Capital Mountain.', 'zh-TW': '完成資本山上的每一堂課。' },
    mapEffect: {
      en: 'A bright flag waves on the top of Capital Mountain.',
      'zh-TW': '資本山的山頂飄起一面亮亮的旗子。',
    },
  },
  {
    id: 'mindset-master',
    type: 'category',
    icon: 'Brain',
    name: { en: 'Mindset Master', 'zh-TW': '心態大師' },
    description: {
      en: 'You notice your feelings about money and stop to think before you choose.',
      'zh-TW': '你能發現自己對錢的感覺，做決定前會先停下來想一想。',
    },
    condition: { en: 'Finish every lesson in Mind Desert.', 'zh-TW': '完成心智沙漠的每一堂課。' },
    mapEffect: {
      en: 'A cool green oasis with palm trees appears in Mind Desert.',
      'zh-TW': '心智沙漠裡出現一片有椰子樹的清涼綠洲。',
    },
  },
  {
    id: 'policy-expert',
    type: 'category',
    icon: 'Landmark',
    name: { en: 'Policy Expert', 'zh-TW': '政策小專家' },
    description: {
      en: 'You know how taxes, prices and whole countries shape the money in our lives.',
      'zh-TW': '你知道稅、物價和整個國家，會怎麼影響我們生活中的錢。',
    },
    condition: { en: 'Finish every lesson on the Global Sky Islands.', 'zh-TW': '完成全球天空群島的每一堂課。' },
    mapEffect: {
      en: 'Rainbow bridges join the Global Sky Islands together.',
      'zh-TW': '全球天空群島之間，架起了一座座彩虹橋。',
    },
  },
  {
    id: 'digital-pioneer',
    type: 'category',
    icon: 'Rocket',
    name: { en: 'Digital Pioneer', 'zh-TW': '數位先鋒' },
    description: {
      en: 'You know how money works on screens and how to keep it safe online.',
      'zh-TW': '你知道螢幕上的錢怎麼運作，也知道怎麼在網路上保護它。',
    },
    condition: { en: 'Finish every lesson in Crypto Galaxy.', 'zh-TW': '完成加密銀河的每一堂課。' },
    mapEffect: {
      en: 'New stars start to twinkle all over Crypto Galaxy.',
      'zh-TW': '加密銀河亮起了一顆顆閃亮的新星星。',
    },
  },
  {
    id: 'business-mogul',
    type: 'category',
    icon: 'Store',
    name: { en: 'Business Star', 'zh-TW': '生意小達人' },
    description: {
      en: 'You know how a small shop sets prices, pays its costs and makes a profit.',
      'zh-TW': '你知道一家小店怎麼訂價錢、付成本，還能賺到利潤。',
    },
    condition: { en: 'Finish every lesson on Marketplace Island.', 'zh-TW': '完成市集島上的每一堂課。' },
    mapEffect: {
      en: 'Every stall on Marketplace Island hangs up colorful lanterns.',
      'zh-TW': '市集島上的每個攤位，都掛起了彩色的燈籠。',
    },
  },
  {
    id: 'seven-day-streak',
    type: 'streak',
    icon: 'Flame',
    name: { en: '7-Day Streak', 'zh-TW': '連續學習 7 天' },
    description: {
      en: 'You learned a little every day for a whole week. Great habit!',
      'zh-TW': '你整整一個星期，每天都學一點點。真是好習慣！',
    },
    condition: { en: 'Finish a lesson on 7 days in a row.', 'zh-TW': '連續 7 天，每天都完成一堂課。' },
    mapEffect: {
      en: 'A warm campfire glows on the deck of your ship.',
      'zh-TW': '你的船上點起了一堆溫暖的營火。',
    },
  },
  {
    id: 'month-streak',
    type: 'streak',
    icon: 'CalendarCheck',
    name: { en: 'Month Streak', 'zh-TW': '連續學習一個月' },
    description: {
      en: 'You kept learning for a whole month. That is real sticking power!',
      'zh-TW': '你整整一個月都沒有停下來學習，真有毅力！',
    },
    condition: { en: 'Finish a lesson on 30 days in a row.', 'zh-TW': '連續 30 天，每天都完成一堂課。' },
    mapEffect: {
      en: 'The lighthouse lights up and shines across the whole sea.',
      'zh-TW': '燈塔亮了起來，照亮了整片大海。',
    },
  },
  {
    id: 'vocab-hero',
    type: 'skill',
    icon: 'BookOpen',
    name: { en: 'Word Hero', 'zh-TW': '單字英雄' },
    description: {
      en: 'You know lots of money words and what they mean.',
      'zh-TW': '你認識好多和錢有關的詞，也知道它們的意思。',
    },
    condition: {
      en: 'Mark 50 words as learned on their word cards.',
      'zh-TW': '在單字卡上把 50 個詞標記為「學會了」。',
    },
    mapEffect: {
      en: 'Word signposts pop up along the paths of the map.',
      'zh-TW': '地圖的小路旁，立起了一個個單字路標。',
    },
  },
  {
    id: 'quiz-ace',
    type: 'skill',
    icon: 'Zap',
    name: { en: 'Quiz Ace', 'zh-TW': '測驗高手' },
    description: {
      en: 'You got almost every question right in a quiz. Sharp thinking!',
      'zh-TW': '你在一次測驗裡幾乎全部答對，頭腦真靈活！',
    },
    condition: { en: 'Score 90 or more in any quiz.', 'zh-TW': '任何一次測驗拿到 90 分以上。' },
    mapEffect: {
      en: 'A golden star shines on the sail of your ship.',
      'zh-TW': '你的船帆上閃著一顆金色的星星。',
    },
  },
  {
    id: 'perfect-scorer',
    type: 'skill',
    icon: 'Medal',
    name: { en: 'Perfect Scorer', 'zh-TW': '滿分達人' },
    description: {
      en: 'You got every question right, not just once but five times!',
      'zh-TW': '你全部答對，而且不只一次，是五次！',
    },
    condition: { en: 'Get a perfect 100 in 5 quizzes.', 'zh-TW': '有 5 次測驗拿到滿分 100 分。' },
    mapEffect: {
      en: 'Fireworks light up the sky over the islands.',
      'zh-TW': '島嶼上空放起了漂亮的煙火。',
    },
  },
  {
    id: 'reflection-writer',
    type: 'achievement',
    icon: 'PenLine',
    name: { en: 'Thoughtful Writer', 'zh-TW': '用心小作家' },
    description: {
      en: 'You wrote down your own ideas about money again and again.',
      'zh-TW': '你一次又一次寫下自己對錢的想法。',
    },
    condition: {
      en: 'Write and save 10 answers to the "think about it" questions at the end of lessons.',
      'zh-TW': '在課程最後的「想一想」，寫下並儲存 10 次自己的想法。',
    },
    mapEffect: {
      en: 'A message in a bottle washes up on the shore.',
      'zh-TW': '岸邊漂來一個裝著信的瓶子。',
    },
  },
  {
    id: 'midnight-learner',
    type: 'hidden',
    icon: 'Moon',
    name: { en: 'Night Owl', 'zh-TW': '夜貓子' },
    description: {
      en: 'A surprise badge for learning late. Remember: a good sleep helps your brain learn too!',
      'zh-TW': '給晚上還在學習的你的驚喜徽章。記得喔：睡飽了，大腦才學得好！',
    },
    condition: { en: 'Finish a lesson at 11 p.m. or later.', 'zh-TW': '在晚上 11 點以後完成一堂課。' },
    mapEffect: {
      en: 'The moon and stars come out over the islands.',
      'zh-TW': '島嶼的夜空出現了月亮和星星。',
    },
  },
  {
    id: 'speed-runner',
    type: 'achievement',
    icon: 'Timer',
    name: { en: 'Speedy Sailor', 'zh-TW': '快帆水手' },
    description: {
      en: 'You finished three lessons in one go. Full sails ahead!',
      'zh-TW': '你一口氣完成了三堂課。揚帆全速前進！',
    },
    condition: { en: 'Finish 3 lessons within 60 minutes.', 'zh-TW': '在 60 分鐘內完成 3 堂課。' },
    mapEffect: {
      en: 'Your ship gets a fast new sail.',
      'zh-TW': '你的船換上了一面又新又快的帆。',
    },
  },
  {
    id: 'bridge-builder',
    type: 'hidden',
    icon: 'Waypoints',
    name: { en: 'Bridge Builder', 'zh-TW': '造橋高手' },
    description: {
      en: 'You have learned on many different islands and joined them all together.',
      'zh-TW': '你在好多不同的島上學習，把它們都連在一起了。',
    },
    condition: { en: 'Finish lessons on 5 different islands.', 'zh-TW': '在 5 座不同的島上完成課程。' },
    mapEffect: {
      en: 'Wooden bridges appear between the islands you have visited.',
      'zh-TW': '你去過的島嶼之間，搭起了一座座木橋。',
    },
  },
  {
    id: 'financial-champion',
    type: 'ultimate',
    icon: 'Trophy',
    name: { en: 'Money Champion', 'zh-TW': '理財冠軍' },
    description: {
      en: 'The greatest badge of all. You sailed far and learned well.',
      'zh-TW': '最厲害的徽章！你航行得很遠，也學得很好。',
    },
    condition: {
      en: 'Finish 44 lessons with an average score of 80 or more.',
      'zh-TW': '完成 44 堂課，而且平均分數在 80 分以上。',
    },
    mapEffect: {
      en: 'The big treasure chest in the middle of the map opens and sparkles.',
      'zh-TW': '地圖中央的大寶箱打開了，閃閃發光！',
    },
  },
];
