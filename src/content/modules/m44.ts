import type { ClassicBody } from '../schema/module-body';

/**
 * M44 · Future Harbor: "My Future Map" / 「我的未來地圖」.
 * Learning outcome (Grade 4, Saving): make a future map that links a dream, a specific goal (what, how
 * much, by when), a weekly saving plan and one skill to learn, and change the plan, not the dream, when a
 * week goes wrong.
 * The island's final lesson: the four children show their maps, and the island's moves come back in
 * general words: a dream becomes a goal with an amount and a date (M35); short goals and long goals (M36:
 * Mei's 3 weeks, An's 50 weeks); price ÷ weeks, a tracker, and a new plan when a week goes wrong (M37);
 * jobs help people and earn an income (M38: Leo's juice shop); a skill learned now opens more job choices
 * later (M39: every map's skill, Ms. Chen's line); a big thing saved for a little each week, gift money
 * counted in (M40: Leo's juicer, the one in M40's quiz; quiz q5); starting early (M41 and M43: An, "like
 * Grandma Lin", quiz q4); grown-ups plan for a home and food first (M42: Leo's skill).
 * Numbers: Mei's allowance is 50 every Monday, Jay's 100 every Friday, An's 100 every Monday (cast
 * sheet). Mei: notebook 45 (Grandma Lin's) in 3 weeks → 45 ÷ 3 = 15 a week from her 50. Jay: box of 12
 * color pencils 120 (Grandma Lin's) in 4 weeks → 120 ÷ 4 = 30 each Friday (as in M37; he buys them in
 * M46). An: her long-term goal from M36, the small telescope, on Money Islands 1,500 (the island's own price,
 * said so in the story) in 50 weeks → 30 × 50 = 1,500, 30 a week into her passbook (M45 keeps the 30). Leo: on Money
 * Islands a juicer costs 600 (the island's own price, said so in the story; the juicer of M40's quiz;
 * not the jug, which he bought in M13) in 6 weeks → 600 ÷ 6 = 100 from each Saturday's stand money
 * (about 140 left on a usual Saturday, cast sheet).
 * Quiz: q1 no numbers; q2 a friend's plan 20 a week for 6 weeks → 20 × 6 = 120; week 2 only 10, week 3
 * 30, the other 4 weeks 20 each → 10 + 30 = 40 = 20 + 20, and 20 + 10 + 30 + 20 + 20 + 20 = 120, back
 * on track; q3 on Money Islands a ball costs 200 (the island's own
 * price) → 200 ÷ 10 = 20 a week; q5 on Money Islands a book costs 150 (the island's own price), 50 from
 * a red envelope → 150 − 50 = 100, 100 ÷ 5 = 20 a week (distractor 150 ÷ 5 = 30).
 * Stem examples: sketchbook 60 (Grandma Lin's) in 4 weeks → 60 ÷ 4 = 15 a week; sticker sheet 30 (Grandma Lin's) in 2 weeks.
 * Facts: none — all prices are Grandma Lin's or plainly the island's own.
 */
const body = {
  id: 'M44',
  format: 'classic',
  scenarios: [
    {
      id: 'four-future-maps',
      title: {
        en: 'Four Maps on the Wall',
        'zh-TW': '牆上的四張地圖',
      },
      description: {
        en: 'On the last day in Future Harbor, the four friends show their future maps: a dream, a goal, a plan and a skill.',
        'zh-TW': '在未來港灣的最後一天，四個好朋友拿出自己的未來地圖：有夢想、有目標、有計畫，還有一項技能。',
      },
      context: {
        en:
          'On the last day in Future Harbor, the four friends pin their future maps on the wall. ' +
          'Mei goes first. "I dream of writing funny books. My goal: a 45-coin notebook in 3 weeks. ' +
          '45 ÷ 3 = 15 coins from my 50-coin allowance each Monday. My skill: a new story every Sunday." ' +
          'Jay dreams of drawing picture books. "My goal: a 120-coin box of 12 color pencils in 4 weeks. ' +
          '120 ÷ 4 = 30 coins each Friday. My skill: drawing faces." ' +
          'An dreams of seeing the stars up close. On Money Islands, a small telescope costs 1,500 coins. ' +
          '"My goal: that telescope in 50 weeks," she says. "30 × 50 = 1,500, so 30 coins a week go into my passbook. ' +
          'Like Grandma Lin, I start early, so each part is small. My skill: reading about the stars." ' +
          'Leo dreams of a juice shop that helps thirsty people and earns an income. On Money Islands, a juicer costs 600 coins. ' +
          '"My goal: a juicer in 6 weeks. 600 ÷ 6 = 100 coins from each Saturday, marked on my tracker. ' +
          'My skill: planning money. Grown-ups plan for a home and food first." ' +
          'Ms. Chen asks, "What if a week goes wrong?" ' +
          '"We change the plan, not the dream!" they say. ' +
          '"And skills you learn now can open more job choices later," says Ms. Chen. ' +
          '"Squawk!" says Pip. "Dream, goal, plan, skill. Now set sail!"',
        'zh-TW':
          '在未來港灣的最後一天，四個好朋友把自己的未來地圖貼到牆上。' +
          '小美第一個上台：「我的夢想是寫好笑的書。我的目標：3 個星期後買一本 NT$45 的筆記本。' +
          '45 ÷ 3 = 15，每個星期一從 NT$50 零用錢裡存 NT$15。我的技能：每個星期天寫一個新故事。」' +
          '阿哲的夢想是畫繪本：「我的目標：4 個星期後買一盒 NT$120 的 12 色色鉛筆。' +
          '120 ÷ 4 = 30，每個星期五存 NT$30。我的技能：學畫人的臉。」' +
          '小安的夢想是近距離看星星。在理財冒險島上，一支小望遠鏡要 NT$1,500。' +
          '小安說：「我的目標：50 個星期後買這支望遠鏡。30 × 50 = 1,500，所以我每個星期存 NT$30 到存摺裡。' +
          '我跟林奶奶一樣提早開始，所以每次只要存一點點。我的技能：多讀跟星星有關的書。」' +
          '阿力的夢想是開一家果汁店，讓口渴的人喝到好喝的果汁，也能賺到收入。在理財冒險島上，一台榨汁機要 NT$600。' +
          '「我的目標：6 個星期後買一台榨汁機。600 ÷ 6 = 100，每個星期六擺完攤，我存 NT$100，再在進度表上做記號。' +
          '我的技能：學會規劃錢，因為大人都要先把房租和吃飯的錢安排好。」' +
          '陳老師問：「如果有一個星期出了差錯呢？」' +
          '「那就改計畫，不改夢想！」大家一起說。' +
          '陳老師點點頭：「現在學會的技能，以後能幫你打開更多工作的路。」' +
          '皮皮叫著：「嘎！夢想、目標、計畫、技能，通通準備好了，出航吧！」',
      },
      thinkingPrompts: [
        {
          en: "Mei's goal takes 3 weeks, and An's takes 50 weeks. Why might one map need both short and long goals?",
          'zh-TW': '小美的目標要 3 個星期，小安的目標要 50 個星期。為什麼一張地圖上，可能同時需要短期和長期的目標？',
        },
        {
          en: 'What if one Friday Jay cannot save his 30 coins? What could he change on his map, and what should stay?',
          'zh-TW': '如果有一個星期五，阿哲存不到 NT$30，他可以改地圖上的哪個部分？哪個部分應該留著不改？',
        },
        {
          en: 'Why do you think every map has a skill on it, and not only money?',
          'zh-TW': '你覺得為什麼每張地圖上都有一項技能，而不是只有錢？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'future-map',
      term: { en: 'future map', 'zh-TW': '未來地圖' },
      definition: {
        en: 'A plan drawn like a map. It links a dream, a goal, a weekly plan and a skill.',
        'zh-TW': '畫成地圖樣子的計畫，把夢想、目標、每週計畫和技能連在一起。',
      },
      example: {
        en: "Jay's future map goes from his dream of picture books to a box of color pencils.",
        'zh-TW': '阿哲的未來地圖，從畫繪本的夢想，一路連到一盒色鉛筆。',
      },
    },
    {
      id: 'dream',
      term: { en: 'dream', 'zh-TW': '夢想' },
      definition: {
        en: 'Something you hope for or hope to be one day, big or small.',
        'zh-TW': '你希望有一天能做到、或能成為的樣子，可大可小。',
      },
      example: {
        en: 'Mei dreams of writing books that make kids laugh.',
        'zh-TW': '小美的夢想，是寫出讓小朋友哈哈大笑的書。',
      },
    },
    {
      id: 'specific-goal',
      term: { en: 'specific goal', 'zh-TW': '明確的目標' },
      definition: {
        en: 'A goal that says what you want, how much it costs and by when.',
        'zh-TW': '寫清楚要什麼、要多少錢、什麼時候完成的目標。',
      },
      example: {
        en: 'A 45-coin notebook in 3 weeks is a specific goal.',
        'zh-TW': '「3 個星期後買一本 NT$45 的筆記本」就是一個明確的目標。',
      },
    },
    {
      id: 'weekly-plan',
      term: { en: 'weekly plan', 'zh-TW': '每週計畫' },
      definition: {
        en: 'How much you will save each week to reach your goal on time.',
        'zh-TW': '為了準時達成目標，每個星期要存多少錢。',
      },
      example: {
        en: '120 ÷ 4 = 30, so Jay saves 30 coins each Friday.',
        'zh-TW': '120 ÷ 4 = 30，所以阿哲每個星期五存 NT$30。',
      },
    },
    {
      id: 'skill',
      term: { en: 'skill', 'zh-TW': '技能' },
      definition: {
        en: 'Something you learn to do well by practising.',
        'zh-TW': '透過練習，學會把一件事做好的本領。',
      },
      example: {
        en: 'Jay practises drawing faces. It is a skill that can help him later.',
        'zh-TW': '阿哲在練習畫人的臉，這項技能以後可能幫得上他。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'my-dream-and-goal',
      stem: {
        en: 'My dream is…, so my goal is…',
        'zh-TW': '我的夢想是……，所以我的目標是……',
      },
      examples: [
        {
          en: 'My dream is to draw comics, so my goal is a 60-coin sketchbook in 4 weeks.',
          'zh-TW': '我的夢想是畫漫畫，所以我的目標是 4 個星期後買一本 NT$60 的素描本。',
        },
        {
          en: 'My dream is to make birthday cards for my family, so my goal is a 30-coin sticker sheet in 2 weeks.',
          'zh-TW': '我的夢想是幫家人做生日卡片，所以我的目標是 2 個星期後買一張 NT$30 的貼紙。',
        },
      ],
    },
    {
      id: 'my-weekly-plan',
      stem: {
        en: 'To reach my goal, my weekly plan is…',
        'zh-TW': '為了達成目標，我的每週計畫是……',
      },
      examples: [
        {
          en: 'To reach my goal, my weekly plan is 60 ÷ 4 = 15 coins a week, marked on my tracker.',
          'zh-TW': '為了達成目標，我的每週計畫是 60 ÷ 4 = 15，每個星期存 NT$15，再在進度表上做記號。',
        },
      ],
    },
    {
      id: 'a-skill-i-want',
      stem: {
        en: 'One skill I want to learn is…, because…',
        'zh-TW': '我想學的一項技能是……，因為……',
      },
      examples: [
        {
          en: 'One skill I want to learn is typing, because many jobs use it.',
          'zh-TW': '我想學的一項技能是打字，因為很多工作都用得到。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: 'Mei\'s cousin starts her future map. She writes: "Dream: a trip to the sea. Goal: save some money soon." What should she fix first?',
        'zh-TW': '小美的表姊開始畫未來地圖，她寫：「夢想：去海邊玩。目標：很快存一些錢。」她最應該先改哪裡？',
      },
      options: [
        {
          en: 'Give the goal an amount and a date.',
          'zh-TW': '幫目標寫上金額和完成的日期。',
        },
        {
          en: 'Pick a bigger dream, because a trip to the sea is too small to count.',
          'zh-TW': '換一個更大的夢想，因為去海邊玩太小了，不算數。',
        },
        {
          en: 'Nothing. It is clear enough.',
          'zh-TW': '不用改，這樣就夠清楚了。',
        },
        {
          en: 'Spend on the trip now, and save the money later.',
          'zh-TW': '現在先花錢去玩，錢以後再存。',
        },
      ],
      correctAnswer: 0,
      feedback: {
        en: '"Some money soon" has no amount and no date, so she cannot make a weekly plan. An amount and a date turn her dream into a goal. Small dreams count, and saving comes before spending.',
        'zh-TW': '「很快存一些錢」沒有金額，也沒有日期，就沒辦法訂每週計畫。寫上金額和日期，夢想才會變成目標。小小的夢想也算數，而且要先存錢，再花錢。',
      },
      hintCycle: [
        {
          en: 'What does a specific goal say? Look for the parts that are missing.',
          'zh-TW': '明確的目標要寫清楚哪些事？找找看她少寫了什麼。',
        },
        {
          en: 'Some think any dream is too small, or that "some money soon" is clear. But how much is "some", and when is "soon"?',
          'zh-TW': '有人以為夢想太小不算數，也有人以為「很快存一些錢」就夠清楚。可是「一些」是多少？「很快」又是什麼時候？',
        },
        {
          en: 'The answer: give the goal an amount and a date. Then she can work out a weekly plan.',
          'zh-TW': '答案是：幫目標寫上金額和日期。這樣她才算得出每週要存多少。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: "An's friend plans to save 20 coins a week for 6 weeks: 20 × 6 = 120. In week 2, she saves only 10 coins. True or false: if she saves 30 coins in week 3 and 20 in each other week, she still reaches 120.",
        'zh-TW': '小安的朋友計畫每星期存 NT$20，存 6 個星期：20 × 6 = 120。第 2 個星期，她只存了 NT$10。是非題：如果她第 3 個星期存 NT$30，其他星期照樣存 NT$20，她還是可以存到 NT$120。',
      },
      correctAnswer: true,
      feedback: {
        en: 'True. 10 + 30 = 40, the same as 20 + 20 = 40. She is back on track for 120. When a week goes wrong, change the plan, not the goal.',
        'zh-TW': '對。10 + 30 = 40，跟 20 + 20 = 40 一樣多，她又跟上進度，還是能存到 NT$120。有一個星期出了差錯，就改計畫，不用放棄目標。',
      },
      hintCycle: [
        {
          en: 'Add weeks 2 and 3 of her new plan. Then add weeks 2 and 3 of her first plan.',
          'zh-TW': '把新計畫第 2、第 3 個星期的錢加起來，再把原本計畫那兩個星期的錢加起來。',
        },
        {
          en: 'Some think one bad week ruins a goal. But a plan can change to catch up.',
          'zh-TW': '有人以為只要有一個星期沒存夠，目標就完了。其實計畫可以調整，把進度追回來。',
        },
        {
          en: 'The answer is true. 10 + 30 = 40 and 20 + 20 = 40, so she catches up.',
          'zh-TW': '答案是「對」。10 + 30 = 40，20 + 20 = 40，她追上進度了。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: "On Money Islands, a soccer ball costs 200 coins. Leo's little sister is making her future map. Which notes fit a good future map? Pick all that are right.",
        'zh-TW': '在理財冒險島上，一顆足球要 NT$200。阿力的妹妹正在畫她的未來地圖。下面哪些筆記適合放在一張好的未來地圖上？（可以選好幾個）',
      },
      options: [
        {
          en: 'Goal: get lots of money someday.',
          'zh-TW': '目標：有一天要有很多錢。',
        },
        {
          en: 'Goal: the 200-coin soccer ball in 10 weeks.',
          'zh-TW': '目標：10 個星期後買那顆 NT$200 的足球。',
        },
        {
          en: 'Plan: 200 ÷ 10 = 20 coins a week, marked on a tracker.',
          'zh-TW': '計畫：200 ÷ 10 = 20，每星期存 NT$20，在進度表上做記號。',
        },
        {
          en: 'Plan: borrow the money now and think about it later.',
          'zh-TW': '計畫：現在先跟別人借錢，以後再說。',
        },
        {
          en: 'Skill: practise kicking with Mom on Sundays.',
          'zh-TW': '技能：每個星期天跟媽媽練習踢球。',
        },
      ],
      correctAnswer: [1, 2, 4],
      feedback: {
        en: 'A good map has a goal with an amount and a date, a weekly plan, and a skill. "Lots of money someday" has no amount or date. Borrowing for a want is not a plan: saving a little each week is.',
        'zh-TW': '一張好的地圖，要有寫清楚金額和日期的目標、每週計畫，還有一項技能。「有一天要有很多錢」沒有金額也沒有日期；為了想要的東西去借錢，也不是計畫，每星期存一點才是。',
      },
      hintCycle: [
        {
          en: 'Check each note: does it have an amount and a date, a weekly step, or a skill?',
          'zh-TW': '一個一個檢查：這則筆記有沒有金額和日期？有沒有每週的步驟？還是一項技能？',
        },
        {
          en: '"Lots of money someday" is too fuzzy to plan with. Borrowing for a ball skips the saving. Three notes are right.',
          'zh-TW': '「有一天要有很多錢」太模糊，沒辦法做計畫；借錢買球，則是跳過了存錢。正確的有三個。',
        },
        {
          en: 'The answers: the 200-coin soccer ball in 10 weeks, 20 coins a week on a tracker, and kicking practice with Mom.',
          'zh-TW': '答案是：10 個星期後買 NT$200 的足球、每星期存 NT$20 並記在進度表上，還有跟媽媽練習踢球。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: "If you start saving ______, each week's part can be smaller.",
        'zh-TW': '______開始存錢，每個星期要存的錢就可以少一點。',
      },
      acceptedAnswers: {
        en: ['early', 'earlier', 'sooner', 'now', 'right now', 'right away', 'today', 'early on'],
        'zh-TW': ['提早', '早一點', '早點', '早', '及早', '盡早', '趁早', '越早', '現在就', '馬上', '今天就'],
      },
      feedback: {
        en: 'Start early. With more weeks to save, each week can be smaller. That is why An and Grandma Lin start early.',
        'zh-TW': '要提早開始。可以存錢的星期越多，每個星期要存的就越少。所以小安和林奶奶都提早開始。',
      },
      hintCycle: [
        {
          en: 'What did An say she does, just like Grandma Lin?',
          'zh-TW': '小安說她跟林奶奶一樣，做了什麼？',
        },
        {
          en: 'It is not "later" or "one day". Starting later leaves fewer weeks, so each week must be bigger.',
          'zh-TW': '不是「以後」或「有一天」。越晚開始，可以存的星期越少，每星期要存的就越多。',
        },
        {
          en: 'The answer is "early": start early, and each part is small.',
          'zh-TW': '答案是「提早」：提早開始，每次要存的就不多。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: "On Money Islands, a book costs 150 coins. An's cousin already has 50 coins from a red envelope. She wants the book in 5 weeks. Each week, she must save ______.",
        'zh-TW': '在理財冒險島上，一本書要 NT$150。小安的表妹已經有 NT$50 紅包錢，她想在 5 個星期後買這本書。她每個星期要存的錢是______。',
      },
      acceptedAnswers: {
        en: ['20', 'twenty', '20 coins', 'twenty coins'],
        'zh-TW': ['20', '二十', 'NT$20', '20元', '20 元', '二十元'],
      },
      feedback: {
        en: '150 − 50 = 100 coins are still needed. 100 ÷ 5 = 20 coins a week. The red envelope money makes each week smaller.',
        'zh-TW': '150 − 50 = 100，還差 NT$100。100 ÷ 5 = 20，每個星期存 NT$20。紅包錢讓每星期要存的錢變少了。',
      },
      hintCycle: [
        {
          en: 'She already has 50 coins. How much more does she need?',
          'zh-TW': '她已經有 NT$50 了，還差多少？',
        },
        {
          en: 'Do not divide all 150 by 5: that forgets her red envelope. First take away the 50 she has.',
          'zh-TW': '不要直接用 150 除以 5，這樣就忘了紅包錢。先把她已經有的 NT$50 減掉。',
        },
        {
          en: 'The answer is 20. 150 − 50 = 100, and 100 ÷ 5 = 20 coins a week.',
          'zh-TW': '答案是 20。150 − 50 = 100，100 ÷ 5 = 20，每個星期存 NT$20。',
        },
      ],
    },
  ],
  reflection: {
    id: 'my-own-future-map',
    question: {
      en: 'Draw your own future map. What is your dream? What is your goal, with an amount and a date? What will you save each week, and what skill will you learn?',
      'zh-TW': '畫一張你自己的未來地圖。你的夢想是什麼？你的目標要多少錢、什麼時候完成？每個星期要存多少？你想學哪一項技能？',
    },
    placeholder: {
      en: 'My dream is… My goal is… coins by… Each week I will save… The skill I will learn is…',
      'zh-TW': '我的夢想是……。我的目標是在……之前存到……元。我每個星期要存……。我想學的技能是……',
    },
  },
} satisfies ClassicBody;

export default body;
