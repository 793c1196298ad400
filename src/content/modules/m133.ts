import type { ClassicBody } from '../schema/module-body';

/**
 * M133 · Mind Desert: "Treat Yourself Wisely" / 「聰明地犒賞自己」.
 * Learning outcome (Grade 4, Saving): plan a small reward for reaching a savings goal (what it is, how
 * much it costs and when), so that it comes out of the spending part of the budget and leaves the
 * savings whole; explain that a planned treat is part of a good plan, not a waste.
 * The move: plan the treat (what, how much, when) and fit it in the budget before the goal day.
 * Numbers: story: box of 12 color pencils 120 (Grandma Lin's); Jay's allowance is 100 every Friday
 * (cast sheet); he saves 40 each Friday → 40 + 40 + 40 = 120 after 3 Fridays; 100 − 40 = 60 to spend
 * each week; the treat is a juice box, 25 (Grandma Lin's), from that week's 60 → 60 − 25 = 35 left.
 * Last month's unplanned treats: bun 35 + juice box 25 + sticker sheet 30 = 90 (Grandma Lin's);
 * 100 − 90 = 10 left for the week.
 * Quiz: q1 An has 60 to spend this week; sticker sheet 30 → 60 − 30 = 30 left, savings untouched;
 * distractor: 100 taken from her savings. q2 a bun 35 (Grandma Lin's). q3 a hand-shaken drink about 60
 * (guide band 50–70). q5 Mei's allowance 50 every Monday (cast sheet): saves 20 → 50 − 20 = 30 to spend;
 * juice box 25 → 30 − 25 = 5 left.
 * Facts: none — all prices are Grandma Lin's or "about" prices from the guide.
 */
const body = {
  id: 'M133',
  format: 'classic',
  scenarios: [
    {
      id: 'jays-planned-treat',
      title: {
        en: "Jay's Planned Treat",
        'zh-TW': '阿哲的犒賞計畫',
      },
      description: {
        en: 'Jay is saving for new color pencils. This time, he plans his treat, too.',
        'zh-TW': '阿哲在存錢買新的彩色鉛筆。這一次，他連犒賞自己都先計畫好了。',
      },
      context: {
        en:
          "Jay draws every day, and his color pencils are tiny stubs again. A box of 12 at Grandma Lin's shop costs 120 coins. " +
          "Jay's allowance is 100 coins every Friday. " +
          'When Jay reached a goal last month, he bought a bun, a juice box and a sticker sheet that afternoon. ' +
          '35 + 25 + 30 = 90 coins, so only 100 − 90 = 10 were left for the week. The afternoon was fun, but the week felt long. ' +
          'This time, Jay makes a plan with An. "Save 40 coins each Friday," she says. ' +
          '40 + 40 + 40 = 120, so three Fridays will reach the goal. That leaves 100 − 40 = 60 coins to spend each week. ' +
          '"And a treat?" asks Mei. "Isn\'t a treat a waste?" ' +
          '"Not if I plan it," says Jay. He writes: What: one juice box. How much: 25 coins. When: the Friday I buy my pencils. ' +
          "It comes from that week's 60 coins: 60 − 25 = 35 left. " +
          'On the third Friday, Jay buys his new pencils. He sips his juice outside the shop. It tastes like a prize. ' +
          'Grandma Lin smiles. "You planned it, so enjoy it with no worry."',
        'zh-TW':
          '阿哲每天都在畫畫，他的彩色鉛筆又用成短短的鉛筆頭了。林奶奶的店裡，一盒 12 色彩色鉛筆要 NT$120。' +
          '阿哲每週五有 NT$100 零用錢。' +
          '上個月，阿哲達成了一個存錢目標，一開心，當天下午就買了麵包、鋁箔包果汁，還有一張貼紙。' +
          '35 + 25 + 30 = 90，一共 NT$90。100 − 90 = 10，那個星期只剩 NT$10 可以用。那個下午很開心，接下來的日子卻好漫長。' +
          '這一次，阿哲找小安一起訂計畫。小安說：「每個星期五存 NT$40。」' +
          '40 + 40 + 40 = 120，存 3 個星期五就夠了。每個星期還有 100 − 40 = 60，也就是 NT$60 可以花。' +
          '小美問：「那要犒賞自己嗎？這樣不會很浪費嗎？」' +
          '「先計畫好，就不是浪費。」阿哲說。他寫下：犒賞什麼：一盒鋁箔包果汁。多少錢：NT$25。什麼時候：買到新彩色鉛筆的那個星期五。' +
          '這筆錢從那個星期的 NT$60 裡拿，60 − 25 = 35，還剩 NT$35。' +
          '第 3 個星期五，阿哲買到了新的彩色鉛筆。他坐在店門口，一口一口喝著果汁，覺得像在領獎一樣。' +
          '林奶奶笑著說：「這是你事先計畫好的，就安安心心地享受吧！」',
      },
      thinkingPrompts: [
        {
          en: "Why did three treats in one afternoon make Jay's week feel long?",
          'zh-TW': '為什麼一個下午買了三樣犒賞，會讓阿哲那個星期過得好漫長？',
        },
        {
          en: 'Mei asked if a treat is a waste. What do you think, and why?',
          'zh-TW': '小美問：犒賞自己是不是很浪費？你覺得呢？為什麼？',
        },
        {
          en: 'What if Jay had paid for his treat with his 40 saved coins? What would happen to his goal?',
          'zh-TW': '如果阿哲的犒賞是用存下來的 NT$40 付的，他的目標會怎麼樣？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'goal',
      term: { en: 'goal', 'zh-TW': '目標' },
      definition: {
        en: 'Something you plan and work for, like saving up for a thing you want.',
        'zh-TW': '你計畫好、努力要做到的事，例如存錢買一樣想要的東西。',
      },
      example: {
        en: "Jay's goal is a new box of 12 color pencils.",
        'zh-TW': '阿哲的目標，是一盒新的 12 色彩色鉛筆。',
      },
    },
    {
      id: 'treat',
      term: { en: 'treat', 'zh-TW': '犒賞' },
      definition: {
        en: 'A small, special thing you give yourself to feel good.',
        'zh-TW': '送給自己的一個小小的、特別的東西，讓自己開心一下。',
      },
      example: {
        en: "Jay's treat is one juice box on the day he reaches his goal.",
        'zh-TW': '阿哲給自己的犒賞，是達成目標那天的一盒鋁箔包果汁。',
      },
    },
    {
      id: 'budget',
      term: { en: 'budget', 'zh-TW': '預算' },
      definition: {
        en: 'A plan for how much money you will save and how much you will spend.',
        'zh-TW': '事先計畫好要存多少錢、花多少錢。',
      },
      example: {
        en: "Jay's budget each week: save 40 coins and spend 60 coins.",
        'zh-TW': '阿哲每個星期的預算：存 NT$40，花 NT$60。',
      },
    },
    {
      id: 'plan-ahead',
      term: { en: 'plan ahead', 'zh-TW': '事先計畫' },
      definition: {
        en: 'To decide before the day comes, not in the moment.',
        'zh-TW': '在那一天來到之前就先決定好，而不是當下才想。',
      },
      example: {
        en: 'Jay plans ahead: what the treat is, how much it costs, and when he gets it.',
        'zh-TW': '阿哲事先計畫好：犒賞是什麼、要多少錢、什麼時候享受。',
      },
    },
    {
      id: 'celebrate',
      term: { en: 'celebrate', 'zh-TW': '慶祝' },
      definition: {
        en: 'To do something happy to mark a good moment.',
        'zh-TW': '做一件開心的事，記住一個美好的時刻。',
      },
      example: {
        en: 'Jay celebrates his new pencils with a juice box in the sun.',
        'zh-TW': '阿哲在陽光下喝著鋁箔包果汁，慶祝自己買到新的彩色鉛筆。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'my-treat-plan',
      stem: {
        en: 'My treat plan says what, how much and when:…',
        'zh-TW': '我的犒賞計畫寫好了犒賞什麼、多少錢、什麼時候：……',
      },
      examples: [
        {
          en: 'My treat plan says what, how much and when: one juice box, 25 coins, on the Friday I reach my goal.',
          'zh-TW': '我的犒賞計畫寫好了犒賞什麼、多少錢、什麼時候：一盒鋁箔包果汁，NT$25，在達成目標的那個星期五。',
        },
      ],
    },
    {
      id: 'fits-my-budget',
      stem: {
        en: 'A treat fits my budget when…',
        'zh-TW': '犒賞放得進我的預算，是因為……',
      },
      examples: [
        {
          en: 'A treat fits my budget when it comes from my spending money, not from my savings.',
          'zh-TW': '犒賞放得進我的預算，是因為它是從可以花的錢裡拿，不是從存下來的錢裡拿。',
        },
      ],
    },
    {
      id: 'i-like-to-celebrate',
      stem: {
        en: 'When I reach a goal, I like to celebrate by…',
        'zh-TW': '達成目標的時候，我喜歡這樣慶祝：……',
      },
      examples: [
        {
          en: 'When I reach a goal, I like to celebrate by drawing in the park with a friend. It costs nothing!',
          'zh-TW': '達成目標的時候，我喜歡這樣慶祝：和朋友去公園畫畫。一毛錢都不用花！',
        },
        {
          en: 'When I reach a goal, I like to celebrate by buying one small treat that I planned ahead.',
          'zh-TW': '達成目標的時候，我喜歡這樣慶祝：買一樣事先計畫好的小犒賞。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: 'An just reached her savings goal. She has 60 coins of spending money this week. Which treat plan is the wisest?',
        'zh-TW': '小安剛達成存錢目標，這個星期還有 NT$60 可以花。下面哪個犒賞計畫最聰明？',
      },
      options: [
        {
          en: 'A sticker sheet (30 coins) on Saturday, paid from her spending money.',
          'zh-TW': '星期六買一張貼紙（NT$30），用可以花的錢來付。',
        },
        {
          en: 'No treat at all, because any treat turns her hard saving into a waste.',
          'zh-TW': '完全不犒賞，因為犒賞會讓她辛苦存錢變成浪費。',
        },
        {
          en: 'Take 100 coins out of her new savings for a big shopping day.',
          'zh-TW': '從剛存好的錢裡拿 NT$100，痛快地大買一天。',
        },
        {
          en: 'Buy whatever she sees all afternoon, because she worked hard and a goal day needs no budget.',
          'zh-TW': '看到什麼就買什麼，買一整個下午，因為她很努力，達成目標的日子就不用管預算了。',
        },
      ],
      correctAnswer: 0,
      feedback: {
        en: 'The sticker sheet plan says what, how much and when. It fits in her 60 coins of spending money: 60 − 30 = 30 coins are still left. A treat is not a waste. But it should not eat her savings, and it still needs a limit.',
        'zh-TW': '買貼紙的計畫寫清楚了犒賞什麼、多少錢、什麼時候，而且放得進她可以花的 NT$60 裡：60 − 30 = 30，還剩 NT$30。犒賞不是浪費，但不該吃掉存款，也還是要有上限。',
      },
      hintCycle: [
        {
          en: 'A wise treat plan says what, how much and when. Which plan does that?',
          'zh-TW': '聰明的犒賞計畫，會寫清楚犒賞什麼、多少錢、什麼時候。哪一個做到了？',
        },
        {
          en: 'Some think a treat is a waste. Others think a goal day has no limits. Look for a small treat that fits her spending money.',
          'zh-TW': '有人以為犒賞就是浪費，也有人以為達成目標那天就不用管上限。找找看哪個是放得進「可以花的錢」裡的小犒賞。',
        },
        {
          en: 'The answer is the sticker sheet for 30 coins on Saturday, from her spending money. It is planned, and it fits her budget.',
          'zh-TW': '答案是：星期六用可以花的錢，買一張 NT$30 的貼紙。它是事先計畫好的，也放得進預算裡。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'Leo is saving for a book about soccer. He plans a treat for the day he reaches his goal: one bun, 35 coins, from his spending money. True or false: this treat can be part of a wise money plan.',
        'zh-TW': '阿力在存錢買一本足球書。他計畫在達成目標那天犒賞自己：用可以花的錢，買一個 NT$35 的麵包。是非題：這個犒賞可以是聰明理財計畫的一部分。',
      },
      correctAnswer: true,
      feedback: {
        en: 'True. Leo chose what, how much and when. The bun comes from his spending money, so his savings stay safe. A planned treat is good, not guilty.',
        'zh-TW': '對。阿力想好了犒賞什麼、多少錢、什麼時候。麵包的錢是從可以花的錢裡拿，存下來的錢不會少。事先計畫好的犒賞是好事，不必有罪惡感。',
      },
      hintCycle: [
        {
          en: 'Check the three parts: what, how much and when. Where does the money come from?',
          'zh-TW': '檢查三件事：犒賞什麼、多少錢、什麼時候。還有，錢是從哪裡來的？',
        },
        {
          en: 'Some think any treat spoils a savings plan. But a planned treat from spending money leaves the savings alone.',
          'zh-TW': '有人以為只要犒賞自己，存錢計畫就毀了。其實用可以花的錢買計畫好的犒賞，存款一點也不會少。',
        },
        {
          en: 'The answer is true. A planned treat that fits the budget is part of a good plan.',
          'zh-TW': '答案是「對」。放得進預算、又事先計畫好的犒賞，就是好計畫的一部分。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Wen, a classmate, is planning a treat for reaching her savings goal. Which ideas make her plan wise? Pick all that are right.',
        'zh-TW': '同學小文正在計畫：達成存錢目標的時候，要怎麼犒賞自己。下面哪些做法能讓她的計畫更聰明？（可以選好幾個）',
      },
      options: [
        {
          en: 'Make it as big as it can be, so it feels extra special.',
          'zh-TW': '犒賞越大越好，這樣才會特別有感覺。',
        },
        {
          en: 'Say what the treat is: one hand-shaken drink.',
          'zh-TW': '寫清楚犒賞是什麼：一杯手搖飲。',
        },
        {
          en: 'Say when: the Saturday after she reaches her goal.',
          'zh-TW': '寫清楚什麼時候：達成目標後的那個星期六。',
        },
        {
          en: 'Pay for it with the coins she saved for her goal.',
          'zh-TW': '用她為了目標存下來的錢來付。',
        },
        {
          en: 'Pick a price, about 60 coins, that fits in her spending money.',
          'zh-TW': '選一個放得進她可以花的錢裡的價錢，大約 NT$60。',
        },
      ],
      correctAnswer: [1, 2, 4],
      feedback: {
        en: 'A wise treat plan says what, when and how much, and the price fits in the spending money. A bigger treat is not a better one. And a treat paid from savings takes coins away from the goal.',
        'zh-TW': '聰明的犒賞計畫，會寫清楚犒賞什麼、什麼時候、多少錢，而且價錢放得進可以花的錢裡。犒賞不是越大越好；用存款來付，就是把目標的錢拿走了。',
      },
      hintCycle: [
        {
          en: "Think of Jay's plan: what, how much and when.",
          'zh-TW': '想想阿哲的計畫：犒賞什麼、多少錢、什麼時候。',
        },
        {
          en: 'Some think a bigger treat is a better one, or that savings can pay for it. Both make the plan weaker.',
          'zh-TW': '有人以為犒賞越大越好，或是可以用存款來付。這兩種想法都會讓計畫變弱。',
        },
        {
          en: 'The answer: what the treat is, when it happens, and a price that fits her spending money. Those three make a treat plan wise.',
          'zh-TW': '答案是：寫清楚犒賞是什麼、什麼時候，而且價錢放得進可以花的錢裡。有了這三樣，犒賞計畫就很聰明。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'Jay picks a small, happy extra for the day he reaches his goal, and he fits it in his budget. It is a planned ______.',
        'zh-TW': '阿哲為達成目標的那一天，事先安排了一個小小的開心，而且放得進預算裡。這就是事先計畫好的______。',
      },
      acceptedAnswers: {
        en: ['treat', 'reward', 'small treat', 'little treat', 'small reward', 'prize', 'celebration', 'gift'],
        'zh-TW': ['犒賞', '獎勵', '小犒賞', '小獎勵', '獎賞', '獎品', '慶祝', '禮物', '小禮物'],
      },
      feedback: {
        en: 'A planned treat: you choose it before the goal day, and it fits your budget. So you can enjoy it with no worry.',
        'zh-TW': '這就是計畫好的犒賞：在達成目標之前就選好，而且放得進預算裡，所以可以安心享受。',
      },
      hintCycle: [
        {
          en: 'What kind of thing was Jay\'s juice box? Mei asked if it was a waste.',
          'zh-TW': '阿哲的那盒果汁，算是哪一種東西？小美還問它是不是浪費。',
        },
        {
          en: 'It is not "savings" or "budget". It is the small, happy thing itself.',
          'zh-TW': '不是「存款」，也不是「預算」，而是那個讓人開心的小東西本身。',
        },
        {
          en: 'The answer is "treat" (or "reward"): a planned treat that fits the budget.',
          'zh-TW': '答案是「犒賞」（或「獎勵」）：放得進預算、事先計畫好的犒賞。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: "Mei's allowance is 50 coins every Monday. She saves 20 coins and keeps the rest to spend. This week, she plans a juice box treat for 25 coins. After the treat, she has ______ coins left to spend.",
        'zh-TW': '小美每週一有 NT$50 零用錢。她存 NT$20，剩下的拿來花。這個星期，她計畫用 NT$25 買一盒鋁箔包果汁犒賞自己。買完之後，她這星期還剩______元可以花。',
      },
      acceptedAnswers: {
        en: ['5', 'five', '5 coins', 'five coins'],
        'zh-TW': ['5', '五', 'NT$5', '5元', '5 元', '五元', '五塊'],
      },
      feedback: {
        en: '50 − 20 = 30 coins to spend. 30 − 25 = 5, so 5 coins are left. Her 20 saved coins stay safe.',
        'zh-TW': '50 − 20 = 30，她有 NT$30 可以花。30 − 25 = 5，還剩 NT$5。存下來的 NT$20 一點也沒少。',
      },
      hintCycle: [
        {
          en: 'First find her spending money: what is left after she saves?',
          'zh-TW': '先算她可以花的錢：存完之後還剩多少？',
        },
        {
          en: 'Do not take 25 from 50. The 20 saved coins are not for treats, so start from 30.',
          'zh-TW': '別用 50 去減 25。存下來的 NT$20 不是拿來犒賞的，要從 30 開始算。',
        },
        {
          en: 'The answer is 5. 50 − 20 = 30, and 30 − 25 = 5.',
          'zh-TW': '答案是 5。50 − 20 = 30，30 − 25 = 5。',
        },
      ],
    },
  ],
  reflection: {
    id: 'plan-my-own-treat',
    question: {
      en: 'What goal are you working on, or would you like to start? Plan a small treat for reaching it: what, how much and when.',
      'zh-TW': '你正在努力、或想開始的目標是什麼？幫它計畫一個小犒賞：犒賞什麼、大約多少錢、什麼時候。',
    },
    placeholder: {
      en: 'My goal is… My treat will be… It costs about… I will enjoy it when…',
      'zh-TW': '我的目標是……我的犒賞是……大約要……我會在……的時候享受它。',
    },
  },
} satisfies ClassicBody;

export default body;
