import type { ClassicBody } from '../schema/module-body';

/**
 * M35 · Future Harbor, lesson 1: "Dreams and Goals" / 「夢想與目標」.
 * Learning outcome (Grade 4, Saving): explain that a savings goal turns a dream into something to save
 * for, and make a goal specific: what, how much and by when.
 * Benchmark, in words: the grade-4 Saving statements that people save for things they want later and
 * that a savings goal is a plan for the money; this lesson makes the goal specific. The island's first
 * lesson: it opens from Mind Desert, where the class drew their mindset maps (M134); Pip: "A ship needs
 * a map. A dream needs a goal." A big dream is reached one goal at a time (the catalogue's promise).
 * Numbers: Mei's allowance is 50 every Monday (cast sheet). On Money Islands, a sunflower kit (a pot,
 * soil and seeds) costs 150 (the island's own price). Planting Day is in 6 weeks; she saves 25 of her
 * 50 each week: 25 × 6 = 150. This week's 25 goes in on Thursday: 150 − 25 = 125 to go.
 * Sentence stems: a notebook 45 (Grandma Lin's price) in 3 weeks; a box of color pencils 120 (Grandma
 * Lin's price) by a birthday.
 * Quiz: q1 on Money Islands a ukulele costs 300 (the island's own price), 10 weeks; q2 Jay's sketchbook
 * 60 (Grandma Lin's price) in 3 weeks; q3 a kite, 150 (the island's own price), Sports Day in 5 weeks;
 * q4 a comic book 120 (Grandma Lin's price); q5 a board game 200 (the island's own price), 80 saved →
 * 200 − 80 = 120 more.
 * Facts: none — the sunflower kit, ukulele, kite and board game are the island's own prices; the
 * notebook, color pencils, sketchbook and comic book are Grandma Lin's.
 */
const body = {
  id: 'M35',
  format: 'classic',
  scenarios: [
    {
      id: 'meis-sunflower-goal',
      title: {
        en: "Mei's Garden Dream",
        'zh-TW': '小美的花園夢想',
      },
      description: {
        en: 'Mei dreams of a garden. At Future Harbor, she learns to turn her dream into a goal she can save for.',
        'zh-TW': '小美夢想有一座小花園。來到未來港灣，她學會把夢想變成一個可以存錢達成的目標。',
      },
      context: {
        en:
          'On Monday, the class rolls up their mindset maps, leaves Mind Desert and sails to Future Harbor. ' +
          'Pip lands on a mast. "Squawk! Welcome! A ship needs a map. A dream needs a goal." ' +
          '"My dream is a garden full of flowers!" says Mei. "But why does a dream need a goal?" ' +
          '"A dream is where you want to go," says Pip. "A goal is the next stop you can reach." ' +
          'Mei gets her 50-coin allowance every Monday. "I will save for plants someday," she says. ' +
          'Ms. Chen smiles. "Which plants? How much? By when?" ' +
          'On Wednesday, Mei and her dad visit a flower shop. On Money Islands, a sunflower kit costs 150 coins. ' +
          'Planting Day at school is in 6 weeks. ' +
          'On Thursday, Mei writes a goal card: "I will save 150 coins for a sunflower kit in 6 weeks." ' +
          'She can save 25 coins each week: 25 × 6 = 150. ' +
          'She puts 25 of her Monday coins in her piggy bank. 150 − 25 = 125 to go. ' +
          'On Sunday, she tapes the card to her piggy bank. "My garden feels closer," she says. ' +
          '"Squawk!" says Pip. "What, how much, by when. Now your dream has a map!"',
        'zh-TW':
          '星期一，全班捲起心態地圖，告別心智沙漠，搭船來到未來港灣。' +
          '皮皮停在桅杆上：「嘎！歡迎！船要有地圖，夢想要有目標。」' +
          '小美說：「我的夢想是一座開滿花的花園！可是，為什麼夢想要有目標呢？」' +
          '皮皮說：「夢想是你想去的地方，目標是你下一站就到得了的地方。」' +
          '小美每週一有 NT$50 零用錢。她說：「那我以後存錢買植物。」' +
          '陳老師笑著問：「買什麼植物？要多少錢？什麼時候要存到？」' +
          '星期三，小美和爸爸去逛花店。在理財冒險島上，一套向日葵栽種組要 NT$150。' +
          '再過 6 個星期，就是學校的種植日。' +
          '星期四，小美寫了一張目標卡：「我要在 6 個星期內，存 NT$150 買向日葵栽種組。」' +
          '她每個星期可以存 NT$25：25 × 6 = 150。' +
          '她從星期一拿到的零用錢裡，拿出 NT$25 放進存錢筒。150 − 25 = 125，還要再存 NT$125。' +
          '星期天，她把目標卡貼在存錢筒上，說：「我覺得花園離我更近了！」' +
          '皮皮叫著：「嘎！買什麼、多少錢、什麼時候，現在你的夢想有地圖了！」',
      },
      thinkingPrompts: [
        {
          en: 'Pip says, "A dream needs a goal." What can a goal do that a dream alone cannot?',
          'zh-TW': '皮皮說：「夢想要有目標。」目標能做到哪些事，是光有夢想做不到的？',
        },
        {
          en: 'What if Mei\'s card only said, "I will save for plants someday"? How might her saving go?',
          'zh-TW': '如果小美的卡片上只寫「以後存錢買植物」，你覺得她存錢會順利嗎？為什麼？',
        },
        {
          en: 'A whole garden is a big dream. What might Mei\'s next goal be, after the sunflower kit?',
          'zh-TW': '一整座花園是很大的夢想。買到向日葵栽種組之後，小美的下一個目標可能是什麼？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'dream',
      term: { en: 'dream', 'zh-TW': '夢想' },
      definition: {
        en: 'Something big you hope to do or have one day.',
        'zh-TW': '你希望有一天能做到或擁有的一件大事。',
      },
      example: {
        en: 'Mei\'s dream is a garden full of flowers.',
        'zh-TW': '小美的夢想，是一座開滿花的花園。',
      },
    },
    {
      id: 'savings-goal',
      term: { en: 'savings goal', 'zh-TW': '存錢目標' },
      definition: {
        en: 'A thing you plan to save for, with a price and a date.',
        'zh-TW': '你打算存錢去買的東西，有清楚的金額和日期。',
      },
      example: {
        en: 'Mei\'s savings goal is a sunflower kit for 150 coins.',
        'zh-TW': '小美的存錢目標，是一套 NT$150 的向日葵栽種組。',
      },
    },
    {
      id: 'specific',
      term: { en: 'specific', 'zh-TW': '具體' },
      definition: {
        en: 'Clear and exact, so anyone can tell what you mean.',
        'zh-TW': '說得清清楚楚，誰看了都知道你的意思。',
      },
      example: {
        en: '"Plants someday" is not specific. "A sunflower kit, 150 coins, in 6 weeks" is specific.',
        'zh-TW': '「以後買植物」不夠具體；「6 個星期內存 NT$150 買向日葵栽種組」就很具體。',
      },
    },
    {
      id: 'deadline',
      term: { en: 'deadline', 'zh-TW': '期限' },
      definition: {
        en: 'The day by which you want to reach your goal.',
        'zh-TW': '你希望在哪一天以前完成目標，那一天就是期限。',
      },
      example: {
        en: 'Mei\'s deadline is Planting Day, 6 weeks from now.',
        'zh-TW': '小美的期限是學校的種植日，就在 6 個星期後。',
      },
    },
    {
      id: 'goal-card',
      term: { en: 'goal card', 'zh-TW': '目標卡' },
      definition: {
        en: 'A card where you write what you want, how much it costs and by when.',
        'zh-TW': '一張寫著你想要什麼、要多少錢、什麼時候要存到的卡片。',
      },
      example: {
        en: 'Mei tapes her goal card to her piggy bank, so she sees it every day.',
        'zh-TW': '小美把目標卡貼在存錢筒上，每天都看得到。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'my-dream-and-first-goal',
      stem: {
        en: 'My dream is… One goal on the way is…',
        'zh-TW': '我的夢想是……，往夢想前進的一個目標是……',
      },
      examples: [
        {
          en: 'My dream is to be a great cook. One goal on the way is to save 45 coins for a recipe notebook in 3 weeks.',
          'zh-TW': '我的夢想是當一個很會做菜的人，往夢想前進的一個目標是：3 個星期內存 NT$45，買一本筆記本來抄食譜。',
        },
        {
          en: 'My dream is to draw animals well. One goal on the way is to save 120 coins for color pencils by my birthday.',
          'zh-TW': '我的夢想是把動物畫得很好，往夢想前進的一個目標是：在生日以前，存 NT$120 買一盒色鉛筆。',
        },
      ],
    },
    {
      id: 'to-make-it-specific',
      stem: {
        en: 'To make my goal specific, I will write…',
        'zh-TW': '為了讓我的目標更具體，我會寫下……',
      },
      examples: [
        {
          en: 'To make my goal specific, I will write what I want, how much it costs and my deadline.',
          'zh-TW': '為了讓我的目標更具體，我會寫下我想要什麼、要多少錢，還有我的期限。',
        },
      ],
    },
    {
      id: 'a-goal-card-helps',
      stem: {
        en: 'A goal card helps me because…',
        'zh-TW': '目標卡對我有幫助，因為……',
      },
      examples: [
        {
          en: 'A goal card helps me because I see it every day, and I know how far I still have to go.',
          'zh-TW': '目標卡對我有幫助，因為我每天都看得到它，也知道自己還差多少。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: "Leo's cousin dreams of playing music. On Money Islands, a ukulele costs 300 coins. Which is a specific savings goal for his dream?",
        'zh-TW': '阿力的表哥夢想有一天能自己彈奏音樂。在理財冒險島上，一把烏克麗麗要 NT$300。下面哪一個是為這個夢想訂的具體存錢目標？',
      },
      options: [
        {
          en: '"I will save some coins for music one day soon."',
          'zh-TW': '「過一陣子，我要存一點錢學音樂。」',
        },
        {
          en: '"I will save 300 coins first, then see what to buy."',
          'zh-TW': '「我先存 NT$300，之後再看要買什麼。」',
        },
        {
          en: '"I will save 300 coins for a ukulele in 10 weeks."',
          'zh-TW': '「10 週內，我要存 NT$300 買烏克麗麗。」',
        },
        {
          en: '"I want to play music more than anything else in the world."',
          'zh-TW': '「我好想學音樂，想得不得了，比世界上任何事都還想要！」',
        },
      ],
      correctAnswer: 2,
      feedback: {
        en: 'A specific goal says what (a ukulele), how much (300 coins) and by when (10 weeks). "One day soon" has no amount or date. "Then see" has no thing to buy. Wanting it a lot is a dream, not yet a goal.',
        'zh-TW': '具體的目標要說清楚買什麼（烏克麗麗）、多少錢（NT$300）、什麼時候（10 週內）。「過一陣子」沒有金額也沒有日期；「之後再看」不知道要買什麼；很想很想要，還只是夢想，不是目標。',
      },
      hintCycle: [
        {
          en: 'Look for the goal that answers three questions: what, how much and by when.',
          'zh-TW': '找找看，哪一個目標回答了三個問題：買什麼、多少錢、什麼時候？',
        },
        {
          en: 'Some think wanting it very much is enough. Others name an amount but no thing, or no date. Each of those misses a part.',
          'zh-TW': '有人以為很想要就夠了；也有人只說了金額，卻沒說要買什麼，或沒說什麼時候。這些都少了一部分。',
        },
        {
          en: 'The answer is "300 coins for a ukulele in 10 weeks." It names the thing, the amount and the deadline.',
          'zh-TW': '答案是「10 週內，我要存 NT$300 買烏克麗麗」。它說出了東西、金額和期限。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'True or false: Jay dreams of making his own comic. Saving 60 coins for a sketchbook in 3 weeks can be one goal on the way to that dream.',
        'zh-TW': '是非題：阿哲夢想畫一本自己的漫畫。在 3 個星期內存 NT$60 買素描本，可以是往這個夢想前進的一個目標。',
      },
      correctAnswer: true,
      feedback: {
        en: 'True. A big dream can take many goals. A sketchbook to practise in is a clear first stop: what, how much and by when.',
        'zh-TW': '對。一個大夢想，可以拆成好幾個目標。先買一本素描本來練習，就是很清楚的第一站：買什麼、多少錢、什麼時候都有了。',
      },
      hintCycle: [
        {
          en: 'Think of Mei. Her dream is a whole garden. What is her first goal?',
          'zh-TW': '想想小美：她的夢想是一整座花園，那她的第一個目標是什麼？',
        },
        {
          en: 'Some think a goal must be the whole dream at once. But a goal can be the next stop on the way.',
          'zh-TW': '有人以為目標一定要一次完成整個夢想。其實，目標也可以是往夢想前進的下一站。',
        },
        {
          en: 'The answer is true. The sketchbook goal has a thing, a price and a date, and it moves Jay toward his comic.',
          'zh-TW': '答案是「對」。素描本這個目標有東西、有金額、有日期，也讓阿哲離畫漫畫的夢想更近一步。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'A classmate writes, "I will save for a kite." On Money Islands, the kite costs 150 coins. What could she add to make her goal specific? Pick all that are right.',
        'zh-TW': '有位同學寫下：「我要存錢買風箏。」在理財冒險島上，那個風箏要 NT$150。她可以再加上什麼，讓目標更具體？（可以選好幾個）',
      },
      options: [
        {
          en: 'The price: 150 coins.',
          'zh-TW': '金額：NT$150。',
        },
        {
          en: 'Why she wants it: it is the coolest kite ever.',
          'zh-TW': '想要的理由：那是全世界最酷的風箏。',
        },
        {
          en: 'A deadline: by Sports Day, in 5 weeks.',
          'zh-TW': '期限：運動會以前，也就是 5 個星期內。',
        },
        {
          en: 'A hope: someday, when she can.',
          'zh-TW': '一個希望：等哪天有辦法再說。',
        },
        {
          en: 'A feeling: she wants it so much!',
          'zh-TW': '一種心情：她真的好想要！',
        },
      ],
      correctAnswer: [0, 2],
      feedback: {
        en: 'She already says what: a kite. Adding how much (150 coins) and by when (Sports Day, in 5 weeks) makes it specific. A reason, a hope or a feeling does not tell her how much to save or by when.',
        'zh-TW': '她已經寫了要買什麼：風箏。再加上多少錢（NT$150）和什麼時候（運動會以前，5 個星期內），目標就具體了。理由、希望或心情，都沒辦法告訴她要存多少、什麼時候要存到。',
      },
      hintCycle: [
        {
          en: 'Her goal already says what. Which two parts of a specific goal are missing?',
          'zh-TW': '她的目標已經寫了要買什麼。具體的目標還少了哪兩個部分？',
        },
        {
          en: 'Some think a strong reason or feeling makes a goal clear. It can keep her going, but it does not say how much or by when.',
          'zh-TW': '有人以為理由夠強、心情夠強烈，目標就清楚了。這些能給她動力，但說不出要存多少、什麼時候要存到。',
        },
        {
          en: 'The answers are the price (150 coins) and the deadline (Sports Day, in 5 weeks). Now her goal says what, how much and by when.',
          'zh-TW': '答案是金額（NT$150）和期限（運動會以前，5 個星期內）。這樣她的目標就有買什麼、多少錢、什麼時候了。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'Ms. Chen reads a goal: "I will save 120 coins for a comic book." It says what and how much. It still needs a ______.',
        'zh-TW': '陳老師讀到一個目標：「我要存 NT$120 買漫畫。」它說了買什麼和多少錢，可是還少了一個______。',
      },
      acceptedAnswers: {
        en: ['deadline', 'date', 'due date', 'end date', 'target date', 'finish date', 'time limit', 'time', 'day'],
        'zh-TW': ['期限', '日期', '截止日期', '截止日', '目標日期', '完成日期', '完成的日期', '時限', '時間'],
      },
      feedback: {
        en: 'It needs a deadline: the day by which the comic book money should be saved. With a date, the goal says what, how much and by when.',
        'zh-TW': '還少了一個期限，也就是在哪一天以前要存到買漫畫的錢。有了日期，這個目標才有買什麼、多少錢、什麼時候。',
      },
      hintCycle: [
        {
          en: 'A specific goal answers three questions. Which two does this goal answer?',
          'zh-TW': '具體的目標要回答三個問題。這個目標已經回答了哪兩個？',
        },
        {
          en: 'It is not the price: 120 coins is there. It is not the thing: a comic book is there. What about "by when"?',
          'zh-TW': '不是金額，NT$120 已經寫了；也不是東西，漫畫也寫了。那「什麼時候」呢？',
        },
        {
          en: 'The answer is "deadline" (a date). It tells by when the 120 coins should be saved.',
          'zh-TW': '答案是「期限」（日期）。它說出要在什麼時候以前存到 NT$120。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: 'On Money Islands, a board game costs 200 coins. An\'s classmate has a goal card: "I will save 200 coins for it by my birthday." She has saved 80 coins. She still needs ______ more.',
        'zh-TW': '在理財冒險島上，一盒桌遊要 NT$200。小安的同學有一張目標卡：「生日以前，我要存 NT$200 買桌遊。」她已經存了 NT$80，還要再存______才夠。',
      },
      acceptedAnswers: {
        en: ['120', '120 coins', 'one hundred twenty', 'one hundred and twenty', 'a hundred and twenty'],
        'zh-TW': ['120', 'NT$120', '120元', '120 元', '120塊', '120 塊', '一百二十', '一百二十元', '一百二十塊'],
      },
      feedback: {
        en: '200 − 80 = 120 coins. Because her goal names an amount, she can see exactly how far she still has to go.',
        'zh-TW': '200 − 80 = 120，還要再存 NT$120。因為目標寫了清楚的金額，她就能知道自己還差多少。',
      },
      hintCycle: [
        {
          en: 'How much is her goal? How much has she saved so far?',
          'zh-TW': '她的目標是多少錢？到現在存了多少？',
        },
        {
          en: 'Do not add the two numbers. Take what she has saved away from the goal.',
          'zh-TW': '不是把兩個數字加起來，而是用目標金額減掉已經存到的錢。',
        },
        {
          en: 'The answer is 120. 200 − 80 = 120: a clear amount shows how far is left.',
          'zh-TW': '答案是 120。200 − 80 = 120：金額清楚，就知道還差多少。',
        },
      ],
    },
  ],
  reflection: {
    id: 'my-dream-my-goal',
    question: {
      en: 'Think of one dream you have. What could be the first goal on the way? Say what, how much and by when.',
      'zh-TW': '想一想你的一個夢想。往夢想前進的第一個目標可以是什麼？說說看：買什麼、多少錢、什麼時候。',
    },
    placeholder: {
      en: 'My dream is… My first goal is to save … coins for … by …',
      'zh-TW': '我的夢想是……，我的第一個目標是：在……以前，存 NT$……買……',
    },
  },
} satisfies ClassicBody;

export default body;
