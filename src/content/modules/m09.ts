import type { AdventureBody } from '../schema/module-body';

const body = {
  id: 'M09',
  format: 'adventure',
  storyIntro: [
    {
      en: 'An\'s 1,000 coins are safe in her post office account. One evening, her mom shows her a paper about the account. It says: "Interest rate: 2% a year."',
      'zh-TW': '小安的 NT$1,000 安安穩穩地存在郵局帳戶裡。有一天晚上，媽媽拿出一張帳戶的說明給她看，上面寫著：「年利率 2%」。',
    },
    {
      en: '"What is interest?" asks Mei. Pip hops onto the table. "Squawk! Interest is money the bank pays you for keeping your money there." "Why would a bank pay me?" asks Mei. "The bank lends some of the money to other people. They pay it back with a little extra. So the bank shares some of that extra with you!"',
      'zh-TW': '「利息是什麼？」小美好奇地問。皮皮跳上桌子說：「嘎！你把錢存在銀行，銀行付給你的錢，就叫做利息。」「為什麼銀行要付錢給我？」小美又問。「因為銀行會把一部分的錢借給別人，別人還錢的時候會多付一點。銀行就把多出來的分一些給你呀！」',
    },
    {
      en: 'The next day, Ms. Chen draws on the board. "2% means 2 coins for every 100 coins. An has 1,000 coins. That is 10 groups of 100. So 10 × 2 = 20 coins of interest after one year."',
      'zh-TW': '第二天，陳老師在黑板上畫給大家看：「2% 的意思是，每 NT$100 可以得到 NT$2。小安有 NT$1,000，就是 10 個 100。所以存滿一年，利息是 10 × 2 = 20，也就是 NT$20。」',
    },
    {
      en: 'Jay\'s eyes go wide. "She gets 20 coins just for waiting?" "Yes," says Ms. Chen. "After one year, An will have 1,000 + 20 = 1,020 coins."',
      'zh-TW': '阿哲眼睛睜得大大的：「只要等待，就能多 NT$20？」陳老師點點頭：「沒錯。一年後，小安就會有 1,000 + 20 = 1,020，也就是 NT$1,020。」',
    },
    {
      en: 'But that weekend, An sees a cute toy for 300 coins. Should she take money out now? Or should she let her savings keep growing? Let\'s learn about interest and help An decide!',
      'zh-TW': '可是那個週末，小安看到一個好可愛的玩具，要 NT$300。她應該現在就把錢領出來嗎？還是讓存款繼續長大呢？我們一起來認識利息，幫小安做決定吧！',
    },
  ],
  definitions: [
    {
      term: { en: 'interest', 'zh-TW': '利息' },
      definition: {
        en: 'Money the bank pays you for keeping your money there.',
        'zh-TW': '你把錢存在銀行，銀行額外付給你的錢。',
      },
      example: {
        en: 'An gets 20 coins of interest after one year.',
        'zh-TW': '存滿一年，小安可以拿到 NT$20 的利息。',
      },
    },
    {
      term: { en: 'interest rate', 'zh-TW': '利率' },
      definition: {
        en: 'How much interest you get, written as a percent. Different banks can have different rates, and rates can change.',
        'zh-TW': '用百分比表示能拿到多少利息。不同的銀行利率可能不一樣，利率也會改變。',
      },
      example: {
        en: 'An interest rate of 2% a year means 2 coins a year for every 100 coins.',
        'zh-TW': '年利率 2%，就是每 NT$100 存一年，可以拿到 NT$2。',
      },
    },
    {
      term: { en: 'percent (%)', 'zh-TW': '百分比（%）' },
      definition: {
        en: 'A way to say "out of 100". 2% means 2 out of every 100.',
        'zh-TW': '「每 100 份裡有幾份」的說法。2% 就是每 100 份裡有 2 份。',
      },
      example: {
        en: '5% of 100 coins is 5 coins.',
        'zh-TW': 'NT$100 的 5% 是 NT$5。',
      },
    },
    {
      term: { en: 'principal', 'zh-TW': '本金' },
      definition: {
        en: 'The money you put in the bank at the start.',
        'zh-TW': '一開始存進銀行的錢。',
      },
      example: {
        en: "An's principal is 1,000 coins. The 20 coins of interest are extra.",
        'zh-TW': '小安的本金是 NT$1,000，那 NT$20 的利息是多出來的。',
      },
    },
    {
      term: { en: 'savings', 'zh-TW': '儲蓄' },
      definition: {
        en: 'Money you keep for later instead of spending it now.',
        'zh-TW': '先不花掉、存起來留到以後用的錢。',
      },
      example: {
        en: "With interest, An's savings grow from 1,000 coins to 1,020 coins in one year.",
        'zh-TW': '加上利息，小安的儲蓄一年後從 NT$1,000 變成 NT$1,020。',
      },
    },
  ],
  examples: [
    {
      en: 'Leo puts 500 coins in the bank at 2% a year. That is 5 groups of 100, so he gets 5 × 2 = 10 coins of interest after one year.',
      'zh-TW': '阿力把 NT$500 存進銀行，年利率 2%。500 是 5 個 100，所以一年後利息是 5 × 2 = 10，也就是 NT$10。',
    },
    {
      en: "The interest rate at Mei's bank is 1% a year, so 100 coins earn 1 coin of interest in one year.",
      'zh-TW': '小美存錢的銀行年利率是 1%，所以 NT$100 存一年，利息是 NT$1。',
    },
    {
      en: "Jay's principal is 200 coins. At 2% a year, he gets 2 × 2 = 4 coins of interest after one year.",
      'zh-TW': '阿哲的本金是 NT$200。年利率 2%，200 是 2 個 100，一年後利息是 2 × 2 = 4，也就是 NT$4。',
    },
    {
      en: 'If An waits more years, the bank pays her interest again each year. Her savings keep growing!',
      'zh-TW': '如果小安讓錢在銀行多放幾年，銀行每年都會再付一次利息，她的儲蓄就會一直長大！',
    },
  ],
  sentenceBuilder: {
    frames: [
      {
        id: 'what-is-interest',
        text: {
          en: 'The bank pays me ______ for keeping my ______ there.',
          'zh-TW': '我把______存在銀行，銀行就付給我______。',
        },
        wordPool: {
          en: ['fees', 'money', 'toys', 'interest'],
          'zh-TW': ['手續費', '利息', '錢', '玩具'],
        },
        accepts: {
          en: [['interest'], ['money']],
          'zh-TW': [['錢'], ['利息']],
        },
        hints: [
          {
            en: 'What does the bank give you as a thank-you?',
            'zh-TW': '銀行會給你什麼當作謝禮？',
          },
          {
            en: 'Fees are money you pay, not money you get. And we keep money in a bank, not toys.',
            'zh-TW': '手續費是你要付的錢，不是你拿到的錢；存在銀行裡的是錢，不是玩具。',
          },
          {
            en: 'Answer: interest, money. Interest is what the bank pays you for keeping your money there.',
            'zh-TW': '答案：錢、利息。你把錢存在銀行，銀行付給你的就是利息。',
          },
        ],
      },
      {
        id: 'rate-percent',
        text: {
          en: 'The interest ______ is 2% a year, so 100 coins earn ______ coins in one year.',
          'zh-TW': '年______是 2%，所以 NT$100 存一年，可以拿到 NT$______ 的利息。',
        },
        wordPool: {
          en: ['20', 'rate', '2', 'price', '102'],
          'zh-TW': ['20', '價錢', '2', '利率', '102'],
        },
        accepts: {
          en: [['rate'], ['2']],
          'zh-TW': [['利率'], ['2']],
        },
        hints: [
          {
            en: 'The percent that tells how much interest you get has a special name.',
            'zh-TW': '告訴你能拿到多少利息的百分比，有一個特別的名字。',
          },
          {
            en: '2% means 2 out of every 100. 102 is the total after one year, not the interest.',
            'zh-TW': '2% 就是每 100 裡有 2。102 是一年後的總數，不是利息。',
          },
          {
            en: 'Answer: rate, 2. The interest rate is 2%, and 2% of 100 coins is 2 coins.',
            'zh-TW': '答案：利率、2。年利率 2%，NT$100 的 2% 就是 NT$2。',
          },
        ],
      },
      {
        id: 'one-year-later',
        text: {
          en: 'I put 1,000 coins in the bank at 2% a year. After one year, I get ______ coins of interest, so I have ______ coins.',
          'zh-TW': '我把 NT$1,000 存進銀行，年利率 2%。一年後，利息是 NT$______，存款一共變成 NT$______。',
        },
        wordPool: {
          en: ['20', '2', '1,002', '200', '1,020'],
          'zh-TW': ['2', '1,002', '20', '200', '1,020'],
        },
        accepts: {
          en: [['20'], ['1,020']],
          'zh-TW': [['20'], ['1,020']],
        },
        hints: [
          {
            en: 'How many groups of 100 are in 1,000? Each group earns 2 coins.',
            'zh-TW': '1,000 裡有幾個 100？每個 100 可以拿到 NT$2。',
          },
          {
            en: '1,000 is 10 groups of 100, so the interest is 10 × 2. Then add it to 1,000.',
            'zh-TW': '1,000 是 10 個 100，所以利息是 10 × 2，再把它加上 1,000。',
          },
          {
            en: 'Answer: 20, 1,020. 10 × 2 = 20 coins of interest, and 1,000 + 20 = 1,020 coins.',
            'zh-TW': '答案：20、1,020。利息是 10 × 2 = 20，存款是 1,000 + 20 = 1,020。',
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
        en: 'Mei puts 300 coins in the bank. The interest rate is 2% a year. How much interest does she get after one year?',
        'zh-TW': '小美把 NT$300 存進銀行，年利率 2%。存滿一年，她可以拿到多少利息？',
      },
      options: [
        { en: '2 coins', 'zh-TW': 'NT$2' },
        { en: '60 coins', 'zh-TW': 'NT$60' },
        { en: '302 coins', 'zh-TW': 'NT$302' },
        { en: '6 coins', 'zh-TW': 'NT$6' },
      ],
      answer: [3],
      hintCycle: [
        {
          en: '2% means 2 coins for every 100 coins.',
          'zh-TW': '2% 的意思是每 NT$100 可以拿到 NT$2。',
        },
        {
          en: '300 is 3 groups of 100. Each group earns 2 coins.',
          'zh-TW': '300 是 3 個 100，每個 100 可以拿到 NT$2。',
        },
        {
          en: 'The answer is 6 coins, because 300 is 3 groups of 100, and 3 × 2 = 6.',
          'zh-TW': '答案是 NT$6，因為 3 個 100，每個拿 NT$2，3 × 2 = 6。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'Jay keeps 500 coins in his desk drawer for a whole year. He will get interest on that money.',
        'zh-TW': '阿哲把 NT$500 放在書桌抽屜裡整整一年。這些錢會有利息。',
      },
      answer: false,
      hintCycle: [
        {
          en: 'Who pays interest?',
          'zh-TW': '利息是誰付的？',
        },
        {
          en: 'Interest is paid by a bank for money kept in an account. Is a drawer a bank?',
          'zh-TW': '利息是銀行付給存在帳戶裡的錢。抽屜是銀行嗎？',
        },
        {
          en: 'False. A drawer does not pay interest, so Jay will still have just 500 coins after a year.',
          'zh-TW': '錯。抽屜不會付利息，所以一年後，阿哲的錢還是 NT$500。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'An keeps 1,000 coins in the bank at 2% a year. Which sentences are true? Choose all that fit.',
        'zh-TW': '小安把 NT$1,000 存在銀行，年利率 2%。下面哪些說法是對的？請選出所有正確的答案。',
      },
      options: [
        { en: 'After one year, she gets 2 coins of interest.', 'zh-TW': '一年後，她可以拿到 NT$2 的利息。' },
        { en: 'After one year, she gets 20 coins of interest.', 'zh-TW': '一年後，她可以拿到 NT$20 的利息。' },
        {
          en: 'If she takes out all her money today, she still gets interest on 1,000 coins.',
          'zh-TW': '就算她今天把錢全部領出來，還是能拿到 NT$1,000 的利息。',
        },
        { en: 'After one year, she has 1,020 coins.', 'zh-TW': '一年後，她一共有 NT$1,020。' },
      ],
      answer: [1, 3],
      hintCycle: [
        {
          en: 'Work out the interest first: how many groups of 100 are in 1,000?',
          'zh-TW': '先算利息：1,000 裡有幾個 100？',
        },
        {
          en: '10 groups × 2 coins = 20 coins, so 2 coins is too small. Money that is taken out does not earn interest.',
          'zh-TW': '10 個 100 × NT$2 = NT$20，所以 NT$2 太少了。已經領出來的錢，就不會有利息。',
        },
        {
          en: 'The answer is "20 coins of interest" and "1,020 coins", because 10 × 2 = 20 and 1,000 + 20 = 1,020.',
          'zh-TW': '答案是「NT$20 的利息」和「一共有 NT$1,020」，因為 10 × 2 = 20，1,000 + 20 = 1,020。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'single',
      question: {
        en: 'Leo wants his 1,000 coins to grow the most in one year. Which account should he choose?',
        'zh-TW': '阿力希望他的 NT$1,000 在一年內長得最多。他應該選哪一個帳戶？',
      },
      options: [
        { en: 'Account A: 1% a year', 'zh-TW': 'A 帳戶：年利率 1%' },
        { en: 'Account B: 2% a year', 'zh-TW': 'B 帳戶：年利率 2%' },
        { en: 'Account C: 3% a year', 'zh-TW': 'C 帳戶：年利率 3%' },
        { en: 'Account D: 0% a year', 'zh-TW': 'D 帳戶：年利率 0%' },
      ],
      fixedOrder: true,
      answer: [2],
      hintCycle: [
        {
          en: 'A higher interest rate means more interest.',
          'zh-TW': '利率越高，利息就越多。',
        },
        {
          en: 'Work it out: 1% gives 10 coins, 2% gives 20 coins. What does 3% give?',
          'zh-TW': '算算看：1% 是 NT$10，2% 是 NT$20，那 3% 是多少？',
        },
        {
          en: 'The answer is Account C, because 3% of 1,000 coins is 30 coins, the most interest of all.',
          'zh-TW': '答案是 C 帳戶，因為 NT$1,000 的 3% 是 NT$30，利息最多。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'bool',
      question: {
        en: 'An takes out 300 coins today for the toy, so 700 coins stay in the bank. At 2% a year, she will get less interest than if all 1,000 coins stayed.',
        'zh-TW': '小安今天領出 NT$300 買玩具，銀行裡還剩 NT$700。年利率 2%，她拿到的利息會比 NT$1,000 全部留著的時候少。',
      },
      answer: true,
      hintCycle: [
        {
          en: 'Less money in the bank means less interest. Let\'s check with numbers.',
          'zh-TW': '存在銀行的錢變少，利息也會變少。我們用數字算算看。',
        },
        {
          en: '700 is 7 groups of 100, so 7 × 2 = 14 coins. Compare that with 20 coins.',
          'zh-TW': '700 是 7 個 100，7 × 2 = 14，也就是 NT$14。和 NT$20 比一比。',
        },
        {
          en: 'True. 700 coins earn 14 coins in a year, and 14 is less than the 20 coins that 1,000 coins would earn.',
          'zh-TW': '對。NT$700 一年的利息是 NT$14，比 NT$1,000 能拿到的 NT$20 少。',
        },
      ],
    },
  ],
  autoMission: {
    title: { en: 'Watch Savings Grow', 'zh-TW': '看存款慢慢長大' },
    options: [
      {
        id: 'interest-match',
        label: { en: 'Match the interest', 'zh-TW': '利息配對' },
        instructions: {
          en: 'At 2% a year, drag each amount to its interest: 100 coins → 2 coins, 500 coins → 10 coins, 1,000 coins → 20 coins.',
          'zh-TW': '年利率 2%，把每個金額拖到正確的利息：NT$100 → NT$2、NT$500 → NT$10、NT$1,000 → NT$20。',
        },
        controlType: 'drag-validate',
      },
      {
        id: 'growth-chart',
        label: { en: 'Make a savings chart', 'zh-TW': '畫一張存錢成長圖' },
        instructions: {
          en: 'Pick a savings chart. Each week, color in how much you have saved, and watch it grow.',
          'zh-TW': '選一張存錢成長圖。每個星期把存到的錢塗上顏色，看著它一格一格長高。',
        },
        controlType: 'template-select',
      },
      {
        id: 'find-the-rate',
        label: { en: 'Find an interest rate', 'zh-TW': '找找看利率' },
        instructions: {
          en: 'With a grown-up, look at a bank or post office paper or poster. Find the words "interest rate" and the percent next to them. Tick when you find it.',
          'zh-TW': '和大人一起看看銀行或郵局的說明單或海報，找出「利率」兩個字和旁邊的百分比。找到了就打勾。',
        },
        controlType: 'checkbox',
      },
    ],
    completionRule: 'any_one',
  },
} satisfies AdventureBody;

export default body;
