import type { AdventureBody } from '../schema/module-body';

/**
 * M28 · Ledger Cave: "Small Leaks Add Up" / 「小花費也會積少成多」.
 * Learning outcome (Grade 4, Spending): explain how small repeated purchases add up and what they
 * cost in things given up, spot them in a money diary, and choose which to stop and which to keep.
 * Builds on M18 (money diary), M19 (sorting spending) and M04/M07 ("add up", trade-off).
 * Numbers: story: drink 15 every school day: 15 × 5 = 75 a week; 75 × 4 = 300 in 4 weeks (= the
 * 300-coin ball); keeps only the Friday drink: 15 a week, 75 − 15 = 60 kept each week; 60 × 5 = 300.
 * Examples: snack 10 × 5 = 50 a week, 50 × 4 = 200 in 4 weeks.
 * Frames: 15 × 5 = 75 (15 + 5 = 20 is the distractor).
 * Quiz: sticker 5 every day: 5 × 7 = 35 a week, 35 × 4 = 140 (distractors 5 × 4 = 20, 35,
 * 5 × 5 × 4 = 100); gum 10 × 5 = 50 vs comic 20 once; chips 20 × 5 = 100, now 20, 100 − 20 = 80 kept
 * (distractor 100 × 4 = 400).
 */
const body = {
  id: 'M28',
  format: 'adventure',
  storyIntro: [
    {
      en: 'Drip, drip, drip. In Ledger Cave, water falls from the roof, one tiny drop at a time. A bucket sits under it. "Yesterday this bucket was empty," says Mei. "Now it is full! How?"',
      'zh-TW': '滴答、滴答、滴答。帳本洞窟的洞頂，一次落下一小滴水，下面擺著一個水桶。小美說：「昨天這個桶子還是空的，現在居然滿了！怎麼會這樣？」',
    },
    {
      en: 'Leo is not listening. He is frowning at his glowing money diary. He wants a new ball for 300 coins, but his coins always seem to run out. An sits down next to him. "Let\'s look at your week."',
      'zh-TW':
        '阿力沒在聽，他皺著眉頭，盯著自己那本會發光的記帳本。他想買一顆 NT$300 的新球，可是錢好像老是不夠用。小安坐到他旁邊：「我們來看看你這個星期的帳吧。」',
    },
    {
      en: 'An points at one line, again and again. "Drink, 15 coins. Drink, 15 coins." Every school day, Leo buys a cold drink at the convenience store on the way home. Leo does the math. 15 × 5 school days = 75 coins a week. 75 × 4 weeks = 300 coins. "That is my ball!" he says. "My drinks are like those tiny drops."',
      'zh-TW':
        '小安指著同一行字，一次又一次：「飲料 NT$15、飲料 NT$15……」原來每天放學回家，阿力都會到便利商店買一瓶冰飲料。阿力算了算：一星期上學 5 天，15 × 5 = 75，一星期就是 NT$75；4 個星期是 75 × 4 = 300，也就是 NT$300。「剛好是我的球！」他說，「這些飲料就像那一小滴一小滴的水。」',
    },
    {
      en: 'Should he stop every drink? Leo thinks about it. He loves a cold drink after Friday soccer, so he keeps that one. On the other days, he fills his water bottle at home. Now he spends only 15 coins a week on drinks. 75 − 15 = 60 coins stay in his pocket each week.',
      'zh-TW':
        '那要全部都不喝嗎？阿力想了想。星期五踢完足球來一瓶冰飲料，是他最期待的事，所以他留下星期五那一瓶；其他日子，就在家把水壺裝滿再出門。現在他一星期只花 NT$15 買飲料，75 − 15 = 60，每星期可以留下 NT$60。',
    },
    {
      en: 'Five weeks later, 60 × 5 = 300. Leo buys his new ball! Pip lands on the bucket. "Squawk! Tiny spending adds up. Plug the leaks you don\'t need, and keep the ones you love!"',
      'zh-TW': '五個星期後，60 × 5 = 300，阿力買到他的新球了！皮皮飛到水桶上：「嘎！小花費也會積少成多。不需要的小漏洞補起來，真心喜歡的就留下來！」',
    },
  ],
  definitions: [
    {
      term: { en: 'small leak', 'zh-TW': '小漏洞' },
      definition: {
        en: 'A small thing you buy again and again, so your money slips away bit by bit.',
        'zh-TW': '一再重複的小花費，讓錢像漏水一樣，一點一點流走。',
      },
      example: {
        en: "Leo's 15-coin drink every school day was a small leak.",
        'zh-TW': '阿力每個上學日都買一瓶 NT$15 的飲料，這就是一個小漏洞。',
      },
    },
    {
      term: { en: 'habit', 'zh-TW': '習慣' },
      definition: {
        en: 'Something you do again and again, often without thinking.',
        'zh-TW': '不用多想，就一再重複去做的事。',
      },
      example: {
        en: 'Buying a drink on the way home became a habit for Leo.',
        'zh-TW': '放學順路買飲料，變成了阿力的習慣。',
      },
    },
    {
      term: { en: 'swap', 'zh-TW': '替代品' },
      definition: {
        en: 'Something free or cheaper that you use instead.',
        'zh-TW': '用來代替原本那樣東西，免費或比較便宜的選擇。',
      },
      example: {
        en: 'Water from home is Leo\'s swap for his weekday drinks.',
        'zh-TW': '從家裡帶的水，就是阿力平常日飲料的替代品。',
      },
    },
    {
      term: { en: 'plug a leak', 'zh-TW': '補起漏洞' },
      definition: {
        en: 'To stop a small spending that you do not really need.',
        'zh-TW': '停掉你其實不需要的小花費。',
      },
      example: {
        en: 'Leo plugs his leak by bringing water from home on most days.',
        'zh-TW': '阿力大部分的日子都從家裡帶水，把飲料這個漏洞補起來。',
      },
    },
    {
      term: { en: 'worth it', 'zh-TW': '值得' },
      definition: {
        en: 'When something makes you so happy that you are glad to pay for it.',
        'zh-TW': '一樣東西帶給你很多快樂，讓你覺得這筆錢花得很開心。',
      },
      example: {
        en: "Leo's Friday drink after soccer is worth it to him, so he keeps it.",
        'zh-TW': '星期五踢完球的那瓶飲料，對阿力來說很值得，所以他留下來。',
      },
    },
  ],
  examples: [
    {
      en: 'A 10-coin snack every school day is 10 × 5 = 50 coins a week. In 4 weeks, that is 50 × 4 = 200 coins.',
      'zh-TW': '每個上學日買一包 NT$10 的零食，一星期是 10 × 5 = 50，也就是 NT$50；4 個星期就是 50 × 4 = 200，也就是 NT$200。',
    },
    {
      en: 'To spot leaks, An looks at one week of her money diary. She circles anything that shows up 3 times or more.',
      'zh-TW': '小安想找出小漏洞：她翻開記帳本看一個星期，把出現 3 次以上的東西都圈起來。',
    },
    {
      en: 'Mei keeps her Saturday ice cream with Grandma Lin, because it is special to her. She plugs a different leak: candy she often forgets to finish.',
      'zh-TW': '小美留下每個星期六和林奶奶一起吃冰淇淋的時光，因為那對她很特別；她補起的是另一個漏洞：常常吃不完的糖果。',
    },
    {
      en: 'Plugging leaks does not mean no fun. It means choosing which small spending is worth it.',
      'zh-TW': '補漏洞不是什麼都不能買，而是挑出真正值得的小花費。',
    },
  ],
  sentenceBuilder: {
    frames: [
      {
        id: 'drink-adds-up',
        text: {
          en: 'A 15-coin drink every school day ______ to ______ coins a week.',
          'zh-TW': '每個上學日買一瓶 NT$15 的飲料，一星期______就是 NT$______。',
        },
        wordPool: {
          en: ['20', 'saves up', '75', 'adds up'],
          'zh-TW': ['20', '加起來', '75', '省下來'],
        },
        accepts: {
          en: [['adds up'], ['75']],
          'zh-TW': [['加起來'], ['75']],
        },
        hints: [
          {
            en: 'How many school days are in one week?',
            'zh-TW': '一個星期要上學幾天？',
          },
          {
            en: 'Multiply 15 × 5. Adding 15 + 5 = 20 is not right. And the drinks are spent, not saved.',
            'zh-TW': '要算 15 × 5，不是 15 + 5 = 20。而且飲料錢是花掉的，不是省下來的。',
          },
          {
            en: 'The answer is "adds up" and "75": 15 × 5 = 75 coins a week.',
            'zh-TW': '答案是「加起來」和「75」：15 × 5 = 75，一星期是 NT$75。',
          },
        ],
      },
      {
        id: 'spot-the-leak',
        text: {
          en: 'My ______ shows a 15-coin drink every school day. That small ______ adds up fast.',
          'zh-TW': '我的______上，每個上學日都有一筆 NT$15 的飲料。這個______很快就會積少成多。',
        },
        wordPool: {
          en: ['money diary', 'receipt', 'gift', 'leak', 'habit'],
          'zh-TW': ['發票', '習慣', '小漏洞', '記帳本', '禮物'],
        },
        accepts: {
          en: [['money diary'], ['leak', 'habit']],
          'zh-TW': [['記帳本'], ['小漏洞', '習慣']],
        },
        hints: [
          {
            en: 'Where do you write down every coin you spend?',
            'zh-TW': '你每花一筆錢，都記在哪裡？',
          },
          {
            en: 'A receipt shows just one buy. Something that shows up every day is a leak, or a habit.',
            'zh-TW': '一張發票只記一次購物。每天都出現的花費，就是小漏洞，也是習慣。',
          },
          {
            en: 'The answer is "money diary" and "leak" (or "habit"): your money diary shows the same small buy again and again.',
            'zh-TW': '答案是「記帳本」和「小漏洞」（或「習慣」）：記帳本會讓你看到同一筆小花費一再出現。',
          },
        ],
      },
      {
        id: 'plug-or-keep',
        text: {
          en: 'I ______ the small leaks I don\'t need, and I ______ the ones that are worth it to me.',
          'zh-TW': '我會把不需要的小漏洞______，把對我很值得的花費______。',
        },
        wordPool: {
          en: ['forget', 'keep', 'hide', 'plug'],
          'zh-TW': ['忘掉', '補起來', '藏起來', '留下來'],
        },
        accepts: {
          en: [['plug'], ['keep']],
          'zh-TW': [['補起來'], ['留下來']],
        },
        hints: [
          {
            en: 'Remember what Leo did with his weekday drinks and his Friday drink.',
            'zh-TW': '想想阿力怎麼處理平常日的飲料，和星期五那一瓶。',
          },
          {
            en: 'Forgetting or hiding a leak does not stop it. Leo stopped some drinks and kept one.',
            'zh-TW': '把漏洞忘掉或藏起來，錢還是會一直流走。阿力停掉了幾瓶，也留下了一瓶。',
          },
          {
            en: 'The answer is "plug" and "keep": plug the leaks you don\'t need, and keep the spending that is worth it.',
            'zh-TW': '答案是「補起來」和「留下來」：不需要的漏洞補起來，值得的花費留下來。',
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
        en: 'Mei buys a 5-coin sticker every day, all 7 days of the week. How much does she spend in 4 weeks?',
        'zh-TW': '小美每天都買一張 NT$5 的貼紙，一星期 7 天都買。4 個星期一共花多少錢？',
      },
      options: [
        { en: '140 coins', 'zh-TW': 'NT$140' },
        { en: '35 coins', 'zh-TW': 'NT$35' },
        { en: '20 coins', 'zh-TW': 'NT$20' },
        { en: '100 coins', 'zh-TW': 'NT$100' },
      ],
      answer: [0],
      hintCycle: [
        {
          en: 'First find one week. Then find four weeks.',
          'zh-TW': '先算一個星期，再算 4 個星期。',
        },
        {
          en: 'One week is 5 × 7 = 35 coins. She buys one every day, not just on school days.',
          'zh-TW': '一星期是 5 × 7 = 35。她是每天都買，不是只有上學的日子。',
        },
        {
          en: 'The answer is 140 coins: 5 × 7 = 35 coins a week, and 35 × 4 = 140.',
          'zh-TW': '答案是 NT$140：一星期 5 × 7 = 35，4 個星期 35 × 4 = 140。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'True or false: To plug your leaks, you must stop all small spending, even the things you love.',
        'zh-TW': '對或不對：要補起小漏洞，就得停掉所有小花費，連最喜歡的也不行。',
      },
      answer: false,
      hintCycle: [
        {
          en: "Think about Leo's Friday drink.",
          'zh-TW': '想想阿力星期五的那瓶飲料。',
        },
        {
          en: 'Leo stopped 4 drinks a week, but he kept the one that was worth it to him.',
          'zh-TW': '阿力一星期停掉了 4 瓶，但留下了對他很值得的那一瓶。',
        },
        {
          en: 'False. You plug the leaks you don\'t need, and you keep the small things that are worth it to you.',
          'zh-TW': '不對。不需要的漏洞補起來，對你很值得的小花費可以留下來。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: "Jay's money diary for one week shows gum, 10 coins, every school day. It also shows a comic, 20 coins, once. Which sentences are true? Pick all that fit.",
        'zh-TW': '阿哲的記帳本上，這個星期每個上學日都有「口香糖 NT$10」，另外還有一次「漫畫 NT$20」。下面哪些說法是對的？選出所有正確的答案。',
      },
      options: [
        { en: 'The gum adds up to 50 coins this week.', 'zh-TW': '這星期的口香糖加起來是 NT$50。' },
        {
          en: 'The comic is the bigger leak, because 20 coins is more than 10 coins.',
          'zh-TW': '漫畫才是比較大的漏洞，因為 NT$20 比 NT$10 多。',
        },
        {
          en: 'The gum is a leak he can spot, because it shows up again and again.',
          'zh-TW': '口香糖是看得出來的小漏洞，因為它一再出現。',
        },
        {
          en: 'Small things are not worth writing in a money diary.',
          'zh-TW': '小東西不值得記在記帳本上。',
        },
      ],
      answer: [0, 2],
      hintCycle: [
        {
          en: 'Add up the whole week for each thing, not just one buy.',
          'zh-TW': '把每樣東西一整個星期的錢加起來，不要只看一次。',
        },
        {
          en: 'Gum: 10 × 5 = 50 coins. Comic: 20 coins, once. Which is more?',
          'zh-TW': '口香糖：10 × 5 = 50；漫畫：只買一次 NT$20。哪一個比較多？',
        },
        {
          en: 'The answer is "The gum adds up to 50 coins" and "The gum shows up again and again": 50 coins is more than 20, and things that repeat are easy to spot in a diary.',
          'zh-TW': '答案是「口香糖加起來是 NT$50」和「口香糖一再出現」：NT$50 比 NT$20 多，而一再出現的花費，在記帳本上很容易被找到。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'single',
      question: {
        en: 'A classmate buys a 20-coin bag of chips every school day. She decides to buy chips only on Wednesdays. How many coins does she keep each week?',
        'zh-TW': '有一位同學每個上學日都買一包 NT$20 的洋芋片。她決定以後只在星期三買。她每星期可以留下多少錢？',
      },
      options: [
        { en: '20 coins', 'zh-TW': 'NT$20' },
        { en: '100 coins', 'zh-TW': 'NT$100' },
        { en: '80 coins', 'zh-TW': 'NT$80' },
        { en: '400 coins', 'zh-TW': 'NT$400' },
      ],
      answer: [2],
      hintCycle: [
        {
          en: 'Find what she spent each week before. Then find what she spends now.',
          'zh-TW': '先算她以前一星期花多少，再算她現在一星期花多少。',
        },
        {
          en: 'Before: 20 × 5 = 100 coins a week. Now: 20 coins a week.',
          'zh-TW': '以前：20 × 5 = 100，一星期 NT$100。現在：一星期 NT$20。',
        },
        {
          en: 'The answer is 80 coins: 100 − 20 = 80 coins stay with her each week.',
          'zh-TW': '答案是 NT$80：100 − 20 = 80，每星期可以留下 NT$80。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'multi',
      question: {
        en: 'Which are good ways to spot small leaks? Pick all that fit.',
        'zh-TW': '下面哪些是找出小漏洞的好方法？選出所有正確的答案。',
      },
      options: [
        {
          en: 'Look for things that show up again and again in your money diary.',
          'zh-TW': '在記帳本裡，找出一再出現的花費。',
        },
        {
          en: 'Add up one small thing for a whole week.',
          'zh-TW': '把一樣小花費一整個星期的錢加起來。',
        },
        {
          en: 'Only check big things, like a 300-coin ball.',
          'zh-TW': '只檢查大筆的花費，像是 NT$300 的球。',
        },
        {
          en: 'Stop writing small buys in your money diary.',
          'zh-TW': '小花費就不要記在記帳本上了。',
        },
      ],
      answer: [0, 1],
      hintCycle: [
        {
          en: 'Leaks are small, and they repeat.',
          'zh-TW': '小漏洞的特色是：金額小，而且一再出現。',
        },
        {
          en: 'Big things are easy to notice. Leaks hide in small buys, so small buys must be in your diary.',
          'zh-TW': '大筆花費很容易注意到；小漏洞藏在小花費裡，所以小花費一定要記下來。',
        },
        {
          en: 'The answer is "Look for things that show up again and again" and "Add up one small thing for a whole week". That is how An found Leo\'s drink leak.',
          'zh-TW': '答案是「找出一再出現的花費」和「把一樣小花費一整個星期加起來」。小安就是這樣找到阿力的飲料漏洞。',
        },
      ],
    },
  ],
  autoMission: {
    title: { en: 'Leak Hunters', 'zh-TW': '小漏洞偵查隊' },
    options: [
      {
        id: 'leak-hunt',
        label: { en: 'Leak hunt', 'zh-TW': '找找小漏洞' },
        instructions: {
          en: 'Look at one week of your money diary. Tick every small thing you bought 3 times or more.',
          'zh-TW': '翻開記帳本看一個星期，把買了 3 次以上的小東西都打勾。',
        },
        controlType: 'checkbox',
      },
      {
        id: 'leak-calculator',
        label: { en: 'Leak calculator', 'zh-TW': '小漏洞計算機' },
        instructions: {
          en: 'Fill in: "I spend [number] coins on [thing], [number] times a week. That is [number] coins a week, and [number] coins in 4 weeks."',
          'zh-TW': '填一填：「我每次花 NT$[數字] 買 [東西]，一星期買 [數字] 次。一星期是 NT$[數字]，4 個星期就是 NT$[數字]。」',
        },
        controlType: 'template-select',
      },
      {
        id: 'plug-or-keep',
        label: { en: 'Plug or keep?', 'zh-TW': '補起來還是留下來？' },
        instructions: {
          en: 'Drag each card to "Plug" or "Keep": a drink every school day, even when you are not thirsty; a Friday drink after soccer that you love; candy you often forget to finish; Saturday ice cream with Grandma Lin.',
          'zh-TW': '把每張卡片拖到「補起來」或「留下來」：不渴也每天買的飲料；最期待的星期五踢球後那瓶飲料；常常吃不完的糖果；星期六和林奶奶一起吃的冰淇淋。',
        },
        controlType: 'drag-validate',
      },
    ],
    completionRule: 'any_one',
  },
} satisfies AdventureBody;

export default body;
