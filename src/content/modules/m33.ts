import type { ClassicBody } from '../schema/module-body';

/**
 * M33 · Mind Desert: "The Waiting Game" / 「等待的力量」.
 * Learning outcome (Grade 4, Saving): give an example of buying something now versus saving for something
 * later, explain why waiting is often harder than spending, and use a waiting list (wait a day, then
 * check) to get the thing they want more. Benchmark, in words: the grade-4 Saving statement that when
 * people save money, they choose not to spend it today so they can buy something in the future.
 * Famous waiting studies are left out on purpose.
 * Numbers: An's allowance is 100 every Monday (cast sheet). Box of 12 color pencils 120 (Grandma Lin's
 * price): 120 − 100 = 20 short. Sticker sheets 30 each: 30 × 3 = 90, 100 − 90 = 10 left. Next Monday:
 * 100 + 100 = 200; pencils 200 − 120 = 80; one sticker sheet 80 − 30 = 50 left.
 * Quiz: q2 Jay 100, comic book 120, three sticker sheets 30 × 3 = 90, 100 − 90 = 10, Friday
 * 10 + 100 = 110, 120 − 110 = 10 short (false); q5 Mei 50 every Monday, 50 + 50 = 100, sketchbook 60,
 * 100 − 60 = 40 left.
 * Facts: none — all prices are Grandma Lin's.
 */
const body = {
  id: 'M33',
  format: 'classic',
  scenarios: [
    {
      id: 'ans-waiting-list',
      title: {
        en: "An's Waiting List",
        'zh-TW': '小安的等待清單',
      },
      description: {
        en: 'An is saving for color pencils. Then shiny sticker sheets call to her. Can waiting help?',
        'zh-TW': '小安正在存錢買彩色鉛筆，這時，亮晶晶的貼紙在向她招手。等一等，會有幫助嗎？',
      },
      context: {
        en:
          'An wants to draw a big map of Mind Desert for her class. For that, she wants a box of 12 color pencils. ' +
          "At Grandma Lin's shop, the box costs 120 coins. An has 100 coins from Monday's allowance. " +
          '120 − 100 = 20, so she is 20 coins short. ' +
          'Then she sees the sticker sheets by the counter. They sparkle! Each sheet is 30 coins. ' +
          '"Three now would be so fun," An thinks. 30 × 3 = 90. Then only 100 − 90 = 10 coins would be left. ' +
          'The pencils would be far away again. ' +
          'Even careful An feels the pull. Most brains like "now" more than "later." ' +
          'So An starts a waiting list on a little card. She writes "color pencils" and "stickers," with the date. ' +
          '"Come back tomorrow and read your list," says Grandma Lin. ' +
          'On Tuesday, An reads it. She still wants the pencils a lot. The stickers? Only a little. ' +
          'The next Monday, her allowance comes. 100 + 100 = 200 coins. She buys the pencils. 200 − 120 = 80. ' +
          'She even gets one sticker sheet. 80 − 30 = 50 coins are left. Her map is full of color. ' +
          '"Squawk!" says Pip. "Waiting did not mean no. It meant the best thing first!"',
        'zh-TW':
          '小安想幫班上畫一張大大的心智沙漠地圖，所以想買一盒 12 色彩色鉛筆。' +
          '林奶奶的店裡，一盒要 NT$120。小安星期一拿到 NT$100 零用錢，120 − 100 = 20，還差 NT$20。' +
          '這時，她看到櫃檯旁邊的貼紙，亮晶晶的好漂亮！一張 NT$30。' +
          '小安心想：「現在買 3 張，一定很好玩。」30 × 3 = 90，買了就只剩 100 − 90 = 10，也就是 NT$10。' +
          '這樣一來，彩色鉛筆又離她好遠了。' +
          '就算是很會存錢的小安，也會覺得心動。大部分人的大腦，都比較喜歡「現在」，不太喜歡「以後」。' +
          '於是，小安拿出一張小卡片，開始寫「等待清單」：寫上「彩色鉛筆」和「貼紙」，還有今天的日期。' +
          '林奶奶笑著說：「明天再來讀一讀你的清單吧。」' +
          '星期二，小安讀了清單。她還是好想要彩色鉛筆；貼紙呢？只有一點點想要。' +
          '下星期一，零用錢又來了：100 + 100 = 200，她有 NT$200。她買下彩色鉛筆，200 − 120 = 80，還剩 NT$80。' +
          '她還買了一張貼紙：80 − 30 = 50，剩下 NT$50。她的地圖畫得五顏六色。' +
          '皮皮叫著：「嘎！等待不是說不，是先買最想要的！」',
      },
      thinkingPrompts: [
        {
          en: 'Why do you think the stickers felt so important in the shop, but only a little important on Tuesday?',
          'zh-TW': '你覺得為什麼在店裡的時候，貼紙好像很重要，到了星期二卻只有一點點想要？',
        },
        {
          en: 'What if An had bought three sticker sheets? How much longer might the pencils have taken?',
          'zh-TW': '如果小安當時買了 3 張貼紙，彩色鉛筆可能要多等多久？',
        },
        {
          en: 'Grandma Lin said, "Come back tomorrow." Why might one day make such a difference?',
          'zh-TW': '林奶奶說：「明天再來。」為什麼只差一天，感覺會差這麼多？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'patience',
      term: { en: 'patience', 'zh-TW': '耐心' },
      definition: {
        en: 'Being able to wait calmly for something you want.',
        'zh-TW': '能夠安安靜靜地等待想要的東西。',
      },
      example: {
        en: 'An showed patience. She waited one week for the color pencils.',
        'zh-TW': '小安很有耐心，為了彩色鉛筆等了一個星期。',
      },
    },
    {
      id: 'waiting-list',
      term: { en: 'waiting list', 'zh-TW': '等待清單' },
      definition: {
        en: 'A list of things you want, each with the date you wrote it. You read it again before you buy.',
        'zh-TW': '把想要的東西寫下來，寫上當天的日期；要買之前，再讀一次。',
      },
      example: {
        en: 'An\'s waiting list said "color pencils" and "stickers."',
        'zh-TW': '小安的等待清單上寫著「彩色鉛筆」和「貼紙」。',
      },
    },
    {
      id: 'wait-a-day',
      term: { en: 'wait a day', 'zh-TW': '等一天再決定' },
      definition: {
        en: 'Waiting until tomorrow, then asking, "Do I still want it?"',
        'zh-TW': '等到明天，再問自己：「我還想要嗎？」',
      },
      example: {
        en: 'After she waited a day, An still wanted the pencils a lot.',
        'zh-TW': '等了一天以後，小安還是好想要那盒彩色鉛筆。',
      },
    },
    {
      id: 'saving-goal',
      term: { en: 'saving goal', 'zh-TW': '存錢目標' },
      definition: {
        en: 'Something you are saving your money for.',
        'zh-TW': '你正在存錢想買的東西。',
      },
      example: {
        en: "An's saving goal was the 120-coin box of color pencils.",
        'zh-TW': '小安的存錢目標，是那盒 NT$120 的彩色鉛筆。',
      },
    },
    {
      id: 'bigger-reward',
      term: { en: 'bigger reward', 'zh-TW': '更大的收穫' },
      definition: {
        en: 'Something you want more, that waiting can help you get.',
        'zh-TW': '你更想要、而且等一等就能得到的東西。',
      },
      example: {
        en: 'Three sticker sheets now, or color pencils next week? The pencils were the bigger reward for An.',
        'zh-TW': '現在買 3 張貼紙，還是下星期買彩色鉛筆？對小安來說，彩色鉛筆才是更大的收穫。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'on-my-waiting-list',
      stem: {
        en: 'Something I would put on my waiting list is…',
        'zh-TW': '我會寫進等待清單的東西是……',
      },
      examples: [
        {
          en: 'Something I would put on my waiting list is a new ball, to see if I still want it next week.',
          'zh-TW': '我會寫進等待清單的東西是一顆新球，看看下星期我還想不想要。',
        },
      ],
    },
    {
      id: 'patience-helps-me',
      stem: {
        en: 'Patience helps me because…',
        'zh-TW': '耐心對我有幫助，因為……',
      },
      examples: [
        {
          en: 'Patience helps me because waiting lets me buy the thing I want most.',
          'zh-TW': '耐心對我有幫助，因為等一等，就能買到我最想要的東西。',
        },
      ],
    },
    {
      id: 'after-i-wait-a-day',
      stem: {
        en: 'After I wait a day, I ask myself…',
        'zh-TW': '等了一天之後，我會問自己……',
      },
      examples: [
        {
          en: 'After I wait a day, I ask myself, "Do I still want it? Does it fit my saving goal?"',
          'zh-TW': '等了一天之後，我會問自己：「我還想要嗎？它跟我的存錢目標合得來嗎？」',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: 'Leo puts a kite on his waiting list on Saturday. On Sunday, he reads the list. He still wants the kite, and it fits his plan. What does the waiting game say now?',
        'zh-TW': '阿力星期六把風箏寫進等待清單。星期天，他再讀一次清單，發現自己還是想要，而且也符合他的計畫。照等待的方法，現在該怎麼做？',
      },
      options: [
        {
          en: 'He can buy it, since he waited and still wants it.',
          'zh-TW': '可以買了，他等過了，而且還是想要。',
        },
        {
          en: 'He should wait a whole month more, just to be safe.',
          'zh-TW': '再多等一整個月，比較保險。',
        },
        {
          en: 'He should give up the kite, because wanting things is bad.',
          'zh-TW': '放棄風箏，因為想要東西是不好的。',
        },
        {
          en: 'He should buy two kites, since waiting earned a bigger treat.',
          'zh-TW': '買兩個風箏，因為等了那麼久，應該多犒賞自己一點。',
        },
      ],
      correctAnswer: 0,
      feedback: {
        en: 'Waiting is not the same as "no". You wait, then check: do I still want it, and does it fit my plan? Leo said yes to both, so he can buy one kite. Wanting things is normal.',
        'zh-TW': '等待不等於「不買」。先等一等，再確認：我還想要嗎？它符合我的計畫嗎？阿力兩個答案都是「是」，所以可以買一個風箏。想要東西是很正常的。',
      },
      hintCycle: [
        {
          en: 'What did An do once she read her list and still wanted the pencils?',
          'zh-TW': '小安讀了清單、發現自己還是想要彩色鉛筆以後，她做了什麼？',
        },
        {
          en: 'Some think waiting means "no" forever. Others think waiting earns a bigger spree. Neither is the game.',
          'zh-TW': '有人以為等待就是永遠不買，也有人以為等過了就可以多買一點。這兩種都不是等待的方法。',
        },
        {
          en: 'The answer: he can buy it. He waited, he still wants it, and it fits his plan.',
          'zh-TW': '答案是：可以買了。他等過了、還是想要，而且符合他的計畫。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'Jay has 100 coins. He wants a 120-coin comic book. Today he buys three 30-coin sticker sheets. True or false: after he gets 100 more coins on Friday, he will have enough for the comic book.',
        'zh-TW': '阿哲有 NT$100，想買一本 NT$120 的漫畫。今天他先買了 3 張 NT$30 的貼紙。是非題：等星期五再拿到 NT$100 以後，他的錢就夠買漫畫了。',
      },
      correctAnswer: false,
      feedback: {
        en: 'False. 30 × 3 = 90, so 100 − 90 = 10 coins are left. On Friday, 10 + 100 = 110. That is still 10 coins short of 120. Small buys now push a bigger goal further away.',
        'zh-TW': '錯。30 × 3 = 90，100 − 90 = 10，只剩 NT$10。星期五：10 + 100 = 110，離 NT$120 還差 NT$10。現在的小花費，會讓更大的目標變得更遠。',
      },
      hintCycle: [
        {
          en: 'First find what three sticker sheets cost.',
          'zh-TW': '先算算 3 張貼紙要多少錢。',
        },
        {
          en: '30 × 3 = 90. Some forget to take that away before they add the Friday coins.',
          'zh-TW': '30 × 3 = 90。有人會忘了先把這筆錢扣掉，就直接加上星期五的錢。',
        },
        {
          en: 'The answer is false. 10 + 100 = 110, and the comic book costs 120. Waiting would have made it easy.',
          'zh-TW': '答案是「錯」。10 + 100 = 110，漫畫要 NT$120。如果先等一等，就輕鬆買得到了。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Which of these are ways to play the waiting game? Pick all that are right.',
        'zh-TW': '下面哪些是玩「等待遊戲」的好方法？（可以選好幾個）',
      },
      options: [
        {
          en: 'Write it on a waiting list with the date.',
          'zh-TW': '寫進等待清單，寫上今天的日期。',
        },
        {
          en: 'Buy it now, and promise yourself to wait next time.',
          'zh-TW': '現在先買，答應自己下次再等。',
        },
        {
          en: 'Wait a day, then ask, "Do I still want it?"',
          'zh-TW': '等一天，再問自己：「我還想要嗎？」',
        },
        {
          en: 'Stand in the shop and stare at it until the want goes away.',
          'zh-TW': '一直站在店裡盯著它看，等想要的感覺自己消失。',
        },
        {
          en: 'Count your savings and what you still need.',
          'zh-TW': '算一算已經存了多少，還差多少。',
        },
      ],
      correctAnswer: [0, 2, 4],
      feedback: {
        en: 'A waiting list, a one-day wait and counting your savings all help you wait for what you want most. Buying now skips the game. Staring at the thing makes the pull stronger, not weaker.',
        'zh-TW': '寫等待清單、等一天、算算存了多少，都能幫你等到最想要的東西。現在先買，等於跳過了等待；一直盯著它看，只會讓心動的感覺更強，不會變弱。',
      },
      hintCycle: [
        {
          en: 'Which ones keep your coins safe while time passes?',
          'zh-TW': '哪些做法，能讓你的錢在等待的時間裡好好留著？',
        },
        {
          en: '"Next time" is not waiting. And staring at a shiny thing makes the pull stronger.',
          'zh-TW': '「下次再等」不算等待。一直盯著亮晶晶的東西看，只會讓你更想買。',
        },
        {
          en: 'The answers: a waiting list with the date, a one-day wait, and counting what you have and need.',
          'zh-TW': '答案是：寫進等待清單並寫上日期、等一天再問自己、算算存了多少和還差多少。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'Being able to wait calmly for something you want is called ______.',
        'zh-TW': '能夠安安靜靜地等待想要的東西，這叫做______。',
      },
      acceptedAnswers: {
        en: ['patience', 'being patient'],
        'zh-TW': ['耐心', '耐性', '有耐心'],
      },
      feedback: {
        en: 'That is patience. With patience, An got the pencils she wanted most.',
        'zh-TW': '這就是耐心。因為有耐心，小安買到了她最想要的彩色鉛筆。',
      },
      hintCycle: [
        {
          en: 'An showed it when she waited a week for her pencils.',
          'zh-TW': '小安為了彩色鉛筆等了一個星期，就是因為有它。',
        },
        {
          en: 'It is not "saving", which is about money. This word is about waiting calmly. It starts with "p".',
          'zh-TW': '不是「存錢」喔，存錢說的是錢；這個詞說的是能安心地等。第一個字是「耐」。',
        },
        {
          en: 'The answer is "patience": waiting calmly for what you want.',
          'zh-TW': '答案是「耐心」：能安安靜靜地等待想要的東西。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: 'Mei gets 50 coins of allowance every Monday. She wants a 60-coin sketchbook. She puts it on her waiting list and saves 2 Mondays of allowance, buying nothing else. After she buys the sketchbook, she has ______ left.',
        'zh-TW': '小美每週一有 NT$50 零用錢。她想買一本 NT$60 的素描本，就把它寫進等待清單，存了 2 個星期一的零用錢，其他東西都沒買。買完素描本以後，她還剩______。',
      },
      acceptedAnswers: {
        en: ['40', 'forty', '40 coins', 'forty coins'],
        'zh-TW': ['40', '四十', 'NT$40', '40元', '40 元', '四十元'],
      },
      feedback: {
        en: 'Two Mondays: 50 + 50 = 100 coins. The sketchbook costs 60, so 100 − 60 = 40 coins are left. Waiting turned two small amounts into the thing she wanted.',
        'zh-TW': '兩個星期一：50 + 50 = 100，一共 NT$100。素描本要 NT$60，100 − 60 = 40，還剩 NT$40。等一等，兩筆小小的錢就換到了她想要的東西。',
      },
      hintCycle: [
        {
          en: 'How many coins does Mei have after 2 Mondays?',
          'zh-TW': '過了 2 個星期一，小美有多少錢？',
        },
        {
          en: 'Add first: 50 + 50 = 100. Some forget to take away the price of the sketchbook.',
          'zh-TW': '先加起來：50 + 50 = 100。有人會忘了再扣掉素描本的價錢。',
        },
        {
          en: 'The answer is 40. 100 − 60 = 40 coins are left after she buys it.',
          'zh-TW': '答案是 40。100 − 60 = 40，買完還剩 NT$40。',
        },
      ],
    },
  ],
  reflection: {
    id: 'my-waiting-list',
    question: {
      en: 'What is something you would like to wait for? What would you put on your own waiting list?',
      'zh-TW': '有什麼東西，是你願意等一等再買的？你會在自己的等待清單上寫什麼？',
    },
    placeholder: {
      en: 'I would like to wait for… On my waiting list, I will write… and read it again on…',
      'zh-TW': '我願意等一等再買……。我會在等待清單上寫……，然後在……那天再讀一次。',
    },
  },
} satisfies ClassicBody;

export default body;
