import type { AdventureBody } from '../schema/module-body';

/**
 * M28 · Ledger Cave: "Small Leaks Add Up" / 「小花費也會積少成多」.
 * Learning outcome — Grade 4, Spending: explain how small repeated purchases add up and what they
 * cost in things given up, spot them in a money diary, and choose which to stop and which to keep.
 * Builds on M18 (money diary), M19 (sorting spending) and M04/M07 ("add up", trade-off).
 * Numbers: story: a bottled tea 25 every school day (a bottled drink, about the guide's 20–30 for a
 * bottle of water; not a hand-shaken drink): 25 × 5 = 125 a week; 125 × 4 = 500 in 4 weeks (= the
 * 500-coin soccer ball); keeps only the Friday drink: 25 a week, 125 − 25 = 100 kept each week;
 * 100 × 5 = 500. Leo's allowance is 150 every Monday (cast sheet), so 125 a week on drinks is most
 * of it. Examples: snack 20 × 5 = 100 a week, 100 × 4 = 400 in 4 weeks.
 * Frames: 25 × 5 = 125 (25 + 5 = 30 is the distractor).
 * Quiz: candy 10 every day: 10 × 7 = 70 a week, 70 × 4 = 280 (distractors 10 × 4 = 40, 70,
 * 10 × 5 × 4 = 200); gum 10 × 5 = 50 vs one sticker sheet 30 (Grandma Lin's); chips 30 × 5 = 150,
 * now 30, 150 − 30 = 120 kept (distractor 150 × 4 = 600).
 * Facts: none — all prices are Grandma Lin's or "about" prices from the guide.
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
      en: 'Leo is not listening. He is frowning at his glowing money diary. He wants a new soccer ball for 500 coins, but his coins seem to run out every week. An sits down next to him. "Let\'s look at your week."',
      'zh-TW':
        '阿力沒在聽，他皺著眉頭，盯著自己那本會發光的記帳本。他想買一顆 NT$500 的新足球，可是錢好像每個星期都不夠用。小安坐到他旁邊：「我們來看看你這個星期的帳吧。」',
    },
    {
      en: 'An points at one line, again and again. "Tea, 25 coins. Tea, 25 coins." Every school day, Leo buys a cold bottled tea at the convenience store on the way home. Leo does the math. 25 × 5 school days = 125 coins a week. 125 × 4 weeks = 500 coins. "That is my ball!" he says. "My drinks are like those tiny drops."',
      'zh-TW':
        '小安指著同一行字，一次又一次：「茶飲 NT$25、茶飲 NT$25……」原來每天放學回家，阿力都會到便利商店買一瓶冰涼的瓶裝茶。阿力算了算：一星期上學 5 天，25 × 5 = 125，一星期就是 NT$125；4 個星期是 125 × 4 = 500，也就是 NT$500。「剛好是我的球！」他說，「這些飲料就像那一小滴一小滴的水。」',
    },
    {
      en: 'Should he stop every drink? Leo thinks about it. He loves a cold drink after Friday soccer, so he keeps that one. On the other days, he fills his water bottle at home. Now he spends 25 coins a week on drinks. 125 − 25 = 100 coins stay in his pocket each week.',
      'zh-TW':
        '那要全部都不喝嗎？阿力想了想。星期五踢完足球來一瓶冰飲料，是他最期待的事，所以他留下星期五那一瓶；其他日子，就在家把水壺裝滿再出門。現在他一星期只花 NT$25 買飲料，125 − 25 = 100，每星期可以留下 NT$100。',
    },
    {
      en: 'Five weeks later, 100 × 5 = 500. Leo buys his new ball! Pip lands on the bucket. "Squawk! Tiny spending adds up. Plug the leaks you don\'t need, and keep the ones you love!"',
      'zh-TW': '五個星期後，100 × 5 = 500，阿力買到他的新足球了！皮皮飛到水桶上：「嘎！小花費也會積少成多。不需要的小漏洞補起來，真心喜歡的就留下來！」',
    },
  ],
  definitions: [
    {
      term: { en: 'small leak', 'zh-TW': '小漏洞' },
      definition: {
        en: 'A small buy you make again and again. Your money slips away bit by bit.',
        'zh-TW': '一再重複的小花費，讓錢像漏水一樣，一點一點流走。',
      },
      example: {
        en: "Leo's 25-coin drink every school day was a small leak.",
        'zh-TW': '阿力每個上學日都買一瓶 NT$25 的飲料，這就是一個小漏洞。',
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
        en: 'A free or cheap thing you use instead.',
        'zh-TW': '用來代替原本那樣東西，免費或比較便宜的選擇。',
      },
      example: {
        en: 'Water from home is Leo\'s swap for his drinks on most days.',
        'zh-TW': '從家裡帶的水，就是阿力平常日飲料的替代品。',
      },
    },
    {
      term: { en: 'plug a leak', 'zh-TW': '補起漏洞' },
      definition: {
        en: 'To stop a small buy you do not really need.',
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
        en: 'It makes you so happy that you are glad to pay for it.',
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
      en: 'A 20-coin snack every school day is 20 × 5 = 100 coins a week. In 4 weeks, that is 100 × 4 = 400 coins.',
      'zh-TW': '每個上學日買一包 NT$20 的零食，一星期是 20 × 5 = 100，也就是 NT$100；4 個星期就是 100 × 4 = 400，也就是 NT$400。',
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
          en: 'A 25-coin drink every school day ______ to ______ coins a week.',
          'zh-TW': '每個上學日買一瓶 NT$25 的飲料，一星期______就是 NT$______。',
        },
        wordPool: {
          en: ['30', 'saves up', '125', 'adds up'],
          'zh-TW': ['30', '加起來', '125', '省下來'],
        },
        accepts: {
          en: [['adds up'], ['125']],
          'zh-TW': [['加起來'], ['125']],
        },
        hints: [
          {
            en: 'How many school days are in one week?',
            'zh-TW': '一個星期要上學幾天？',
          },
          {
            en: 'Multiply 25 × 5. Adding 25 + 5 = 30 is not right. And the drinks are spent, not saved.',
            'zh-TW': '要算 25 × 5，不是 25 + 5 = 30。而且飲料錢是花掉的，不是省下來的。',
          },
          {
            en: 'The answer is "adds up" and "125": 25 × 5 = 125 coins a week.',
            'zh-TW': '答案是「加起來」和「125」：25 × 5 = 125，一星期是 NT$125。',
          },
        ],
      },
      {
        id: 'spot-the-leak',
        text: {
          en: 'My ______ shows a 25-coin drink every school day. That small ______ adds up fast.',
          'zh-TW': '我的______上，每個上學日都有一筆 NT$25 的飲料。這個______很快就會積少成多。',
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
        en: 'Mei buys a 10-coin candy every day, all 7 days of the week. How much does she spend in 4 weeks?',
        'zh-TW': '小美每天都買一顆 NT$10 的糖果，一星期 7 天都買。4 個星期一共花多少錢？',
      },
      options: [
        { en: '280 coins', 'zh-TW': 'NT$280' },
        { en: '70 coins', 'zh-TW': 'NT$70' },
        { en: '40 coins', 'zh-TW': 'NT$40' },
        { en: '200 coins', 'zh-TW': 'NT$200' },
      ],
      answer: [0],
      hintCycle: [
        {
          en: 'First find one week. Then find 4 weeks.',
          'zh-TW': '先算一個星期，再算 4 個星期。',
        },
        {
          en: 'She buys one every day, not just on school days, so one week is 10 × 7 = 70 coins.',
          'zh-TW': '她是每天都買，不是只有上學的日子，所以一星期是 10 × 7 = 70。',
        },
        {
          en: 'The answer is 280 coins: 10 × 7 = 70 coins a week, and 70 × 4 = 280.',
          'zh-TW': '答案是 NT$280：一星期 10 × 7 = 70，4 個星期 70 × 4 = 280。',
        },
      ],
      why: {
        en: 'A tiny buy, made every day, grows fast. Multiply by the days, then by the weeks, to see its real size.',
        'zh-TW': '每天一點點的小花費，很快就會變多。先乘上天數，再乘上星期數，才看得到它真正有多大。',
      },
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'Leo still buys a drink after Friday soccer. True or false: He has plugged his drink leak anyway.',
        'zh-TW': '阿力星期五踢完球，還是會買一瓶飲料。對或不對：他還是補起了飲料這個小漏洞。',
      },
      answer: true,
      hintCycle: [
        {
          en: "Think about Leo's Friday drink.",
          'zh-TW': '想想阿力星期五的那瓶飲料。',
        },
        {
          en: 'Plugging a leak does not mean giving up every treat. Leo stopped 4 drinks a week and kept the one he loves.',
          'zh-TW': '補漏洞不代表什麼享受都不要。阿力一星期停掉了 4 瓶，留下他最喜歡的那一瓶。',
        },
        {
          en: 'True. He plugged the drinks he did not need, and he kept the one that is worth it to him.',
          'zh-TW': '對。他補起了不需要的那幾瓶，留下對他很值得的那一瓶。',
        },
      ],
      why: {
        en: 'Plugging leaks means choosing. Stop the small buys you do not need, and keep the ones you love.',
        'zh-TW': '補漏洞是在做選擇：停掉不需要的小花費，留下真心喜歡的。',
      },
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: "Jay's money diary for one week shows gum, 10 coins, every school day. It also shows a sticker sheet, 30 coins, once. Which sentences are true? Pick all that fit.",
        'zh-TW': '阿哲的記帳本上，這個星期每個上學日都有「口香糖 NT$10」，另外還有一次「貼紙 NT$30」。下面哪些說法是對的？選出所有正確的答案。',
      },
      options: [
        { en: 'The gum adds up to 50 coins this week.', 'zh-TW': '這星期的口香糖加起來是 NT$50。' },
        {
          en: 'The stickers are the bigger leak, because 30 coins is more than 10 coins.',
          'zh-TW': '貼紙才是比較大的漏洞，因為 NT$30 比 NT$10 多。',
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
          en: 'The biggest price on one line is not the biggest leak. Gum: 10 × 5 = 50 coins. Stickers: 30 coins, once. Which is more?',
          'zh-TW': '單筆最貴的，不一定是最大的漏洞。口香糖：10 × 5 = 50；貼紙：只買一次 NT$30。哪一個比較多？',
        },
        {
          en: 'The answer is "The gum adds up to 50 coins" and "The gum shows up again and again". 50 coins is more than 30. Things that repeat are easy to spot in a diary.',
          'zh-TW': '答案是「口香糖加起來是 NT$50」和「口香糖一再出現」：NT$50 比 NT$30 多，而一再出現的花費，在記帳本上很容易被找到。',
        },
      ],
      why: {
        en: 'A leak is small and repeats. Adding it up for the week shows it can be bigger than one larger buy.',
        'zh-TW': '小漏洞金額小、又一再出現。把一星期加起來，就會發現它可能比一筆大花費還多。',
      },
    },
    {
      id: 'q4',
      type: 'single',
      question: {
        en: 'A classmate buys a 30-coin bag of chips every school day. She decides to buy chips only on Wednesdays. How many coins does she keep each week?',
        'zh-TW': '有一位同學每個上學日都買一包 NT$30 的洋芋片。她決定以後只在星期三買。她每星期可以留下多少錢？',
      },
      options: [
        { en: '30 coins', 'zh-TW': 'NT$30' },
        { en: '150 coins', 'zh-TW': 'NT$150' },
        { en: '120 coins', 'zh-TW': 'NT$120' },
        { en: '600 coins', 'zh-TW': 'NT$600' },
      ],
      answer: [2],
      hintCycle: [
        {
          en: 'Find what she spent each week before. Then find what she spends now.',
          'zh-TW': '先算她以前一星期花多少，再算她現在一星期花多少。',
        },
        {
          en: 'What she keeps is not what she used to spend. Before: 30 × 5 = 150 coins a week. Now: 30 coins a week.',
          'zh-TW': '留下的錢，不是以前花掉的錢。以前：30 × 5 = 150，一星期 NT$150。現在：一星期 NT$30。',
        },
        {
          en: 'The answer is 120 coins: 150 − 30 = 120 coins stay with her each week.',
          'zh-TW': '答案是 NT$120：150 − 30 = 120，每星期可以留下 NT$120。',
        },
      ],
      why: {
        en: 'The coins you keep are the difference between before and now. She still enjoys chips once a week.',
        'zh-TW': '留下的錢，就是以前和現在的差。而且她每星期還是能吃一次洋芋片。',
      },
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
          en: 'Only check big things, like a 500-coin ball.',
          'zh-TW': '只檢查大筆的花費，像是 NT$500 的球。',
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
          en: 'Leaks do not hide in big buys. They hide in small ones, so small buys belong in your diary too.',
          'zh-TW': '小漏洞不會藏在大筆花費裡，而是藏在小花費裡，所以小花費也要記下來。',
        },
        {
          en: 'The answer is "Look for things that show up again and again" and "Add up one small thing for a whole week". That is how An found Leo\'s drink leak.',
          'zh-TW': '答案是「找出一再出現的花費」和「把一樣小花費一整個星期加起來」。小安就是這樣找到阿力的飲料漏洞。',
        },
      ],
      why: {
        en: 'Leaks are small buys that repeat. Looking for repeats and adding them up shows where they are.',
        'zh-TW': '小漏洞就是一再重複的小花費。找出重複的、再把它們加起來，就看得到漏洞在哪裡。',
      },
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
          en: 'Drag each card to "Plug" or "Keep". A drink every school day, even when you are not thirsty. A Friday drink after soccer that you love. Candy you often forget to finish. Saturday ice cream with Grandma Lin.',
          'zh-TW': '把每張卡片拖到「補起來」或「留下來」：不渴也每天買的飲料；最期待的星期五踢球後那瓶飲料；常常吃不完的糖果；星期六和林奶奶一起吃的冰淇淋。',
        },
        controlType: 'drag-validate',
      },
    ],
    completionRule: 'any_one',
  },
} satisfies AdventureBody;

export default body;
