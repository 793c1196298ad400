import type { AdventureBody } from '../schema/module-body';

/**
 * M19 · Ledger Cave, lesson 2: "Sorting My Spending" / 「把花費分分類」.
 * Learning outcome — Grade 4, Spending: sort purchases into spending categories, add each
 * category's total, and check that the totals add up, to see where most of the money goes.
 * Numbers: Mei, four weeks (allowance 50 × 4 = 200 in; 8 lines out): juice box 25 (Grandma Lin),
 * snack 20, snack 20, snack 15 → food 25 + 20 + 20 + 15 = 80; sticker sheet 30 (Grandma Lin),
 * toy ball 20 → fun 30 + 20 = 50; pencil 10, eraser 15 (Grandma Lin) → school 10 + 15 = 25;
 * birthday card 25 → gifts 25. Check: 80 + 50 + 25 + 25 = 180 = all eight lines (200 − 180 = 20 left).
 * Next four weeks food is 20: 80 − 20 = 60 coins saved, the price of a sketchbook (Grandma Lin, 60).
 * Terms: An's new bike bell 50 goes in "other". Examples: Jay fun 120 + 30 = 150 (comic book and
 * sticker sheet, Grandma Lin). Frames: 30 + 20 = 50.
 * Quiz: q1 Jay's two weeks: food 20 + 25 + 25 = 70, fun 30 (the single biggest line), transport 15
 * (a bus ride, inside the guide's 15–30 band), school 15 → food is biggest;
 * q3 50 + 30 + 20 = 100, not 110 (10 coins not sorted); q4 fun 90 is the biggest of 60, 90, 30, 20;
 * q5 120 − 50 − 40 = 30.
 * Facts: none — all prices are Grandma Lin's or "about" prices from the guide.
 */
const body = {
  id: 'M19',
  format: 'adventure',
  storyIntro: [
    {
      en: 'In Ledger Cave, Mei opens her money diary by the light of a glowing crystal. For four weeks, she wrote down every coin. She spent 180 coins in all. "Where did it all go?" she asks.',
      'zh-TW': '在帳本洞窟裡，小美借著水晶的光，翻開她的記帳本。這四個星期，她把每一筆錢都記了下來，一共花了 NT$180。「錢都跑到哪裡去了？」她問。',
    },
    {
      en: 'Mei wants a sketchbook that costs 60 coins. "I know!" she says. "I will stop buying toys." Leo shakes his head with a smile. "Wait. Let\'s sort your spending first. Then we will know for sure."',
      'zh-TW':
        '小美想買一本 NT$60 的素描本。「我知道了！」她說，「我以後都不要買玩具了。」阿力笑著搖搖頭：「等一下，我們先把你的花費分分類，看清楚再決定。」',
    },
    {
      en: 'They make four groups: food, fun, school and gifts. Food: 25 + 20 + 20 + 15 = 80. Fun: 30 + 20 = 50. School: 10 + 15 = 25. Gifts: one card for 25. Leo checks the sum: 80 + 50 + 25 + 25 = 180. It matches the diary!',
      'zh-TW':
        '他們分成四類：吃的、玩的、學用品和禮物。吃的：25 + 20 + 20 + 15 = 80。玩的：30 + 20 = 50。學用品：10 + 15 = 25。禮物：一張生日卡片 NT$25。阿力再加一次：80 + 50 + 25 + 25 = 180，和記帳本的總數一樣！',
    },
    {
      en: 'Mei\'s eyes open wide. Food is the biggest group, not fun! Most of it was snacks after school. So Mei makes a new plan. She brings a snack from home on most days. In the next four weeks, she spends 20 coins on food, not 80. That is 80 − 20 = 60 coins saved, just right for the sketchbook.',
      'zh-TW':
        '小美睜大了眼睛：花最多的是吃的，不是玩的！而且大部分都是放學後買的零食。於是小美換了一個新計畫：大部分的日子，她從家裡帶點心。接下來四個星期，她在吃的上面只花了 NT$20，不是 NT$80。80 − 20 = 60，省下 NT$60，剛好可以買那本素描本。',
    },
    {
      en: 'Pip lands on the crystal. "Squawk! Sort your spending, and you will see where it goes!"',
      'zh-TW': '皮皮停在水晶上：「嘎！把花費分分類，就看得出錢去了哪裡！」',
    },
  ],
  definitions: [
    {
      term: { en: 'category', 'zh-TW': '類別' },
      definition: {
        en: 'A group of things that are alike in some way.',
        'zh-TW': '把有相同地方的東西放在一起，就是一個類別。',
      },
      example: {
        en: 'A juice box and snacks are in the food category.',
        'zh-TW': '鋁箔包果汁和零食，都屬於「吃的」這個類別。',
      },
    },
    {
      term: { en: 'sort', 'zh-TW': '分類' },
      definition: {
        en: 'To put each thing in the group where it belongs.',
        'zh-TW': '把每一樣東西放進它該去的那一組。',
      },
      example: {
        en: 'Mei sorts her spending: the pencil goes in school, and the toy ball goes in fun.',
        'zh-TW': '小美把花費分類：鉛筆放進「學用品」，玩具球放進「玩的」。',
      },
    },
    {
      term: { en: 'category total', 'zh-TW': '小計' },
      definition: {
        en: 'All the amounts in one group, added together.',
        'zh-TW': '把同一類的金額全部加起來。',
      },
      example: {
        en: 'Mei\'s fun total is 30 + 20 = 50 coins.',
        'zh-TW': '小美「玩的」小計是 30 + 20 = 50，也就是 NT$50。',
      },
    },
    {
      term: { en: 'total spending', 'zh-TW': '總花費' },
      definition: {
        en: 'All the money you spent, added together.',
        'zh-TW': '全部花掉的錢，加起來的總數。',
      },
      example: {
        en: 'Mei\'s total spending is 180 coins. Her category totals add up to it: 80 + 50 + 25 + 25 = 180.',
        'zh-TW': '小美的總花費是 NT$180。她每一類的小計加起來剛好等於它：80 + 50 + 25 + 25 = 180。',
      },
    },
    {
      term: { en: 'other', 'zh-TW': '其他' },
      definition: {
        en: 'A group for things that do not fit in any of your other groups.',
        'zh-TW': '放不進任何一類的東西，就放在這一組。',
      },
      example: {
        en: 'An pays 50 coins for a new bike bell. It is not food, fun, school or gifts, so it goes in "other".',
        'zh-TW': '小安花 NT$50 換了一個新的腳踏車鈴鐺。它不是吃的、玩的、學用品，也不是禮物，所以放在「其他」。',
      },
    },
  ],
  examples: [
    {
      en: 'A bus ride goes in the transport category. A birthday card for a friend goes in the gifts category.',
      'zh-TW': '搭公車的錢放在「交通」類，送朋友的生日卡片放在「禮物」類。',
    },
    {
      en: 'Jay buys a comic book for 120 coins and a sticker sheet for 30 coins. His fun total is 120 + 30 = 150 coins.',
      'zh-TW': '阿哲買漫畫花了 NT$120，買一張貼紙花了 NT$30。他「玩的」小計是 120 + 30 = 150，也就是 NT$150。',
    },
    {
      en: 'What a thing is for decides its group, not where you buy it. A snack eaten at school still goes in food.',
      'zh-TW': '東西要放哪一類，看的是它拿來做什麼，不是在哪裡買的。在學校吃的點心，還是放在「吃的」。',
    },
    {
      en: 'If the category totals do not add up to the total spending, check again. Maybe one line was not sorted.',
      'zh-TW': '如果每一類的小計加起來，不等於總花費，就再檢查一次。可能有一筆忘了分類。',
    },
  ],
  sentenceBuilder: {
    frames: [
      {
        id: 'sort-into-groups',
        text: {
          en: 'I ______ my spending into groups. Each group is a ______.',
          'zh-TW': '我把花費______，每一組就是一個______。',
        },
        wordPool: {
          en: ['spend', 'category', 'price', 'sort'],
          'zh-TW': ['分類', '花光', '類別', '價錢'],
        },
        accepts: {
          en: [['sort'], ['category']],
          'zh-TW': [['分類'], ['類別']],
        },
        hints: [
          {
            en: 'Think of what Leo and Mei did with her diary.',
            'zh-TW': '想想阿力和小美怎麼整理她的記帳本。',
          },
          {
            en: 'The first blank is what you do. The second blank is the name of a group.',
            'zh-TW': '第一格是要做的動作，第二格是「一組」的名字。',
          },
          {
            en: 'The answer is "sort" and "category": you sort your spending, and each group is a category.',
            'zh-TW': '答案是「分類」和「類別」：把花費分類，每一組就是一個類別。',
          },
        ],
      },
      {
        id: 'add-the-totals',
        text: {
          en: 'Food is 30 coins and fun is 20 coins. My total ______ is ______ coins.',
          'zh-TW': '吃的花了 NT$30，玩的花了 NT$20，我的總______是 NT$______。',
        },
        wordPool: {
          en: ['10', '50', 'category', 'spending'],
          'zh-TW': ['10', '50', '類別', '花費'],
        },
        accepts: {
          en: [['spending'], ['50']],
          'zh-TW': [['花費'], ['50']],
        },
        hints: [
          {
            en: 'You want all the money you spent, put together.',
            'zh-TW': '要算的是全部花掉的錢，合在一起是多少。',
          },
          {
            en: 'Put the groups together, so add: 30 + 20. Do not take away.',
            'zh-TW': '把兩類合起來，要用加法 30 + 20，不是減法喔。',
          },
          {
            en: 'The answer is "spending" and "50": total spending is 30 + 20 = 50 coins.',
            'zh-TW': '答案是「花費」和「50」：總花費是 30 + 20 = 50。',
          },
        ],
      },
      {
        id: 'where-does-it-go',
        text: {
          en: 'A bus ride goes in the ______ category. A card for my friend goes in the ______ category.',
          'zh-TW': '搭公車的錢放在______類，送朋友的卡片放在______類。',
        },
        wordPool: {
          en: ['food', 'transport', 'gifts', 'school'],
          'zh-TW': ['吃的', '學用品', '禮物', '交通'],
        },
        accepts: {
          en: [['transport'], ['gifts']],
          'zh-TW': [['交通'], ['禮物']],
        },
        hints: [
          {
            en: 'Ask what each thing is for.',
            'zh-TW': '問問自己：這樣東西是拿來做什麼的？',
          },
          {
            en: 'A bus takes you places. A card is something you give to someone.',
            'zh-TW': '公車是載你去別的地方，卡片是送給別人的東西。',
          },
          {
            en: 'The answer is "transport" and "gifts": a bus ride gets you somewhere, and a card is a gift.',
            'zh-TW': '答案是「交通」和「禮物」：搭公車是為了去某個地方，卡片是送人的禮物。',
          },
        ],
      },
    ],
  },
  quiz5: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: 'Jay\'s two weeks: snack 20, sticker sheet 30, bus ride 15, snack 25, eraser 15, juice box 25. Which category has the biggest total?',
        'zh-TW': '阿哲這兩個星期的花費：零食 NT$20、貼紙 NT$30、搭公車 NT$15、零食 NT$25、橡皮擦 NT$15、鋁箔包果汁 NT$25。哪一類的小計最多？',
      },
      options: [
        { en: 'Food', 'zh-TW': '吃的' },
        { en: 'Fun', 'zh-TW': '玩的' },
        { en: 'School', 'zh-TW': '學用品' },
        { en: 'Transport', 'zh-TW': '交通' },
      ],
      answer: [0],
      hintCycle: [
        {
          en: 'Sort each line first. Then add the lines in each group.',
          'zh-TW': '先把每一筆分類，再把同一類的加起來。',
        },
        {
          en: 'The biggest single thing does not make the biggest group. The stickers cost the most, but there are three food lines: 20 + 25 + 25.',
          'zh-TW': '最貴的一樣東西，不代表那一類最多。貼紙最貴，可是吃的有三筆：20 + 25 + 25。',
        },
        {
          en: 'The answer is food: 20 + 25 + 25 = 70 coins. That is more than fun (30), transport (15) or school (15).',
          'zh-TW': '答案是「吃的」：20 + 25 + 25 = 70，比玩的（30）、交通（15）和學用品（15）都多。',
        },
      ],
      why: {
        en: 'Small buys in one group can add up to more than one big buy. Sorting shows you the real total of each group.',
        'zh-TW': '同一類的小花費加起來，可能比一樣貴的東西還多。分類以後，才看得到每一類真正花了多少。',
      },
    },
    {
      id: 'q2',
      type: 'multi',
      question: {
        en: 'Which of these go in the school category? Pick all that fit.',
        'zh-TW': '下面哪些應該放在「學用品」類？選出所有正確的答案。',
      },
      options: [
        { en: 'A notebook for class', 'zh-TW': '上課用的筆記本' },
        { en: 'A birthday gift for a classmate', 'zh-TW': '送同學的生日禮物' },
        { en: 'A ruler', 'zh-TW': '一把尺' },
        { en: 'A snack at school break time', 'zh-TW': '下課時在學校吃的點心' },
      ],
      answer: [0, 2],
      hintCycle: [
        {
          en: 'Ask what each thing is for, not where you use it.',
          'zh-TW': '問問自己這樣東西是拿來做什麼的，而不是在哪裡用。',
        },
        {
          en: 'A gift for a classmate is still a gift. A snack at school is still food.',
          'zh-TW': '送同學的禮物還是禮物；在學校吃的點心，還是吃的。',
        },
        {
          en: 'The answer is the notebook and the ruler. Both are things you use to learn.',
          'zh-TW': '答案是「筆記本」和「尺」，兩個都是學習用的東西。',
        },
      ],
      why: {
        en: 'What a thing is for decides its group, not where you buy it or use it.',
        'zh-TW': '東西放哪一類，看的是它拿來做什麼，不是在哪裡買、在哪裡用。',
      },
    },
    {
      id: 'q3',
      type: 'bool',
      question: {
        en: 'An\'s diary says she spent 110 coins. Her category totals are food 50, fun 30 and school 20. True or false: her category totals add up to what she spent.',
        'zh-TW': '小安的記帳本寫著她一共花了 NT$110。她的小計是：吃的 NT$50、玩的 NT$30、學用品 NT$20。對或不對：這些小計加起來，剛好等於她花掉的錢。',
      },
      answer: false,
      hintCycle: [
        {
          en: 'Add the category totals, then compare with 110.',
          'zh-TW': '先把小計加起來，再和 110 比一比。',
        },
        {
          en: '50 + 30 + 20 = 100. Is 100 the same as 110?',
          'zh-TW': '50 + 30 + 20 = 100。100 和 110 一樣嗎？',
        },
        {
          en: 'False. The totals make 100, not 110, so 10 coins of spending were not sorted yet.',
          'zh-TW': '不對。小計加起來是 100，不是 110，所以還有 NT$10 的花費沒有分到類別裡。',
        },
      ],
      why: {
        en: 'The category totals must add up to the total spending. If they do not, a line is missing from a group.',
        'zh-TW': '每一類的小計加起來，要等於總花費。如果不相等，就是有一筆還沒分到類別裡。',
      },
    },
    {
      id: 'q4',
      type: 'single',
      question: {
        en: 'Leo sorted his month: food 60, fun 90, school 30, transport 20 coins. He wants to spend less. Where should he look first?',
        'zh-TW': '阿力把這個月的花費分類：吃的 NT$60、玩的 NT$90、學用品 NT$30、交通 NT$20。他想少花一點，應該先從哪一類看起？',
      },
      options: [
        { en: 'Transport, because it is the smallest', 'zh-TW': '交通，因為它最少' },
        { en: 'Fun, because it is the biggest', 'zh-TW': '玩的，因為它最多' },
        { en: 'Food, because food was the biggest group for Mei', 'zh-TW': '吃的，因為小美花最多的就是吃的' },
        { en: 'Any group. It does not matter which one.', 'zh-TW': '哪一類都可以，從哪裡開始都一樣' },
      ],
      answer: [1],
      hintCycle: [
        {
          en: 'Sorting shows where most of the money goes.',
          'zh-TW': '分類可以讓你看出錢大多花在哪裡。',
        },
        {
          en: 'Look at Leo\'s own numbers, not Mei\'s. Cutting from the smallest group changes very little. Which of his groups is the biggest?',
          'zh-TW': '要看阿力自己的數字，不是小美的。從最少的那一類省，差別不大。阿力哪一類最多？',
        },
        {
          en: 'The answer is fun: 90 coins is the biggest category, so a small change there saves the most.',
          'zh-TW': '答案是「玩的」：NT$90 是最多的一類，在這裡少花一點，最能省下錢。',
        },
      ],
      why: {
        en: 'Sorting shows where most of your money goes. A small change in the biggest group saves the most.',
        'zh-TW': '分類讓你看出錢大多花在哪裡。在最多的那一類少花一點，省下的錢最多。',
      },
    },
    {
      id: 'q5',
      type: 'single',
      question: {
        en: 'Mei spent 120 coins in all. Food was 50 coins and fun was 40 coins. The rest went to gifts. How much went to gifts?',
        'zh-TW': '小美一共花了 NT$120。吃的花了 NT$50，玩的花了 NT$40，剩下的都花在禮物上。禮物花了多少錢？',
      },
      options: [
        { en: '90 coins', 'zh-TW': 'NT$90' },
        { en: '70 coins', 'zh-TW': 'NT$70' },
        { en: '210 coins', 'zh-TW': 'NT$210' },
        { en: '30 coins', 'zh-TW': 'NT$30' },
      ],
      answer: [3],
      hintCycle: [
        {
          en: 'The three category totals add up to 120.',
          'zh-TW': '三類的小計加起來，剛好是 120。',
        },
        {
          en: 'Adding all three numbers gives 210, which is more than she spent. Food and fun together are 50 + 40 = 90. What is left of 120?',
          'zh-TW': '三個數全部加起來是 210，比她花的還多，不對。吃的加玩的是 50 + 40 = 90，120 還剩多少？',
        },
        {
          en: 'The answer is 30 coins: 120 − 90 = 30, and 50 + 40 + 30 = 120.',
          'zh-TW': '答案是 NT$30：120 − 90 = 30，而且 50 + 40 + 30 = 120。',
        },
      ],
      why: {
        en: 'All the category totals together make the total spending. So the missing group is what is left.',
        'zh-TW': '所有類別的小計合起來就是總花費，所以少掉的那一類，就是剩下的錢。',
      },
    },
  ],
  autoMission: {
    title: { en: 'Sort the Cave Crystals', 'zh-TW': '把洞窟水晶分分類' },
    options: [
      {
        id: 'sort-the-crystals',
        label: { en: 'Sort each purchase', 'zh-TW': '幫每一筆花費分類' },
        instructions: {
          en: 'Drag each purchase to its category: juice box to food, stickers to fun, pencil to school, bus ride to transport, birthday card to gifts.',
          'zh-TW': '把每一筆花費拖到對的類別：鋁箔包果汁放「吃的」、貼紙放「玩的」、鉛筆放「學用品」、搭公車放「交通」、生日卡片放「禮物」。',
        },
        controlType: 'drag-validate',
      },
      {
        id: 'category-chart',
        label: { en: 'Make a spending chart', 'zh-TW': '畫一張花費長條圖' },
        instructions: {
          en: 'Pick a bar chart. Color one bar for each category total. Which bar is the tallest?',
          'zh-TW': '選一張長條圖，每一類的小計畫一條。哪一條最高呢？',
        },
        controlType: 'template-select',
      },
      {
        id: 'sort-my-week',
        label: { en: 'Sort my own week', 'zh-TW': '幫自己的一星期分類' },
        instructions: {
          en: 'Look at one week of your money diary. Mark each line with a category. Add each total, and tick when they add up to your total spending.',
          'zh-TW': '看看你記帳本裡的一個星期，在每一筆旁邊寫上類別。算出每一類的小計，加起來等於總花費時，就打一個勾。',
        },
        controlType: 'checkbox',
      },
    ],
    completionRule: 'any_one',
  },
} satisfies AdventureBody;

export default body;
