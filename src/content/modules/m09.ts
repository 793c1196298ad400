import type { AdventureBody } from '../schema/module-body';

/**
 * M09 · Seed Island: "Interest Helps Savings Grow" / 「利息讓存款長大」.
 * Learning outcome (Grade 4, Saving): explain that a bank pays interest on savings, and work out simple
 * interest for one year from a rate "for every 100 coins".
 * Numbers: the island's own rate is 2 % a year ("to make the maths easy"; real rates were under 1 % in
 * 2025, see Facts). Leo's 1,000 stand savings → 10 groups of 100, 10 × 2 = 20 a year, added in two parts
 * (June and December) 10 + 10 = 20; 1,000 + 20 = 1,020. Kite 300 (the island's own price): taking it out
 * leaves 1,000 − 300 = 700 → 7 × 2 = 14, not 20. Examples: Mei 500 → 5 × 2 = 10; Jay 200 → 2 × 2 = 4.
 * Frames: 2 per 100; 10 × 2 = 20, 1,000 + 20 = 1,020. Quiz: q1 3 × 2 = 6; q3 2,000 → 20 × 2 = 40,
 * 2,000 + 40 = 2,040; q4 1 %, 2 %, 3 %, 0 % of 1,000 = 10, 20, 30, 0; q5 Mei 500 − 200 = 300 → 3 × 2 = 6,
 * less than 5 × 2 = 10. Mission: 100 → 2, 500 → 10, 1,000 → 20.
 * Facts:
 * - most savings (passbook) accounts in Taiwan paid less than 1 % a year in 2025 (the story and example say
 *   "most", so that a short promotion at some bank would not make the sentence wrong) — Chunghwa Post and
 *   bank rate boards, 2025
 * - a savings account adds its interest twice a year, in June and December — Taiwan banks' and Chunghwa
 *   Post's posted terms for passbook savings (活期儲蓄存款), 2025
 * - a bank lends some of the money kept with it (Pip's "why a bank pays you"; said of banks only, never of the
 *   post office) — Banking Act (銀行法) art. 3 (a bank's business includes taking deposits and making loans), as in force in 2025
 */
const body = {
  id: 'M09',
  format: 'adventure',
  storyIntro: [
    {
      en: 'Leo saves most of the money his lemonade stand makes. Now he has 1,000 coins in his bank account. One evening, his dad shows him a paper from the island bank. It says: "Interest rate: 2% a year."',
      'zh-TW': '阿力把擺檸檬汁攤存下的錢，大多存進了銀行。現在他的帳戶裡有 NT$1,000。有一天晚上，爸爸拿出島上銀行寄來的說明給他看，上面寫著：「年利率 2%」。',
    },
    {
      en: '"What is interest?" asks Mei. Pip hops onto the table. "Squawk! Interest is money the bank pays you for keeping your money there." "Why would a bank pay me?" asks Mei. "The bank lends some of the money to other people. They pay it back with a little extra. So the bank shares some of that extra with you!"',
      'zh-TW': '「利息是什麼？」小美好奇地問。皮皮跳上桌子說：「嘎！你把錢存在銀行，銀行付給你的錢，就叫做利息。」「為什麼銀行要付錢給我？」小美又問。「因為銀行會把一部分的錢借給別人，別人還錢的時候會多付一點。銀行就把多出來的分一些給你呀！」',
    },
    {
      en: 'The next day, Ms. Chen draws on the board. "On Money Islands, the bank pays 2% a year, to make the maths easy. Real savings accounts pay much less. In 2025, most paid under 1% a year."',
      'zh-TW': '第二天，陳老師在黑板上說明：「在理財冒險島上，銀行的年利率是 2%，這樣比較好算。真實世界的活期儲蓄帳戶給得少很多，2025 年大多還不到 1%。」',
    },
    {
      en: 'She goes on. "2% means 2 coins for every 100 coins. Leo has 1,000 coins. That is 10 groups of 100. So 10 × 2 = 20 coins of interest in one year. The bank adds it in two parts, in June and December: 10 + 10 = 20."',
      'zh-TW': '陳老師接著說：「2% 的意思是，每 NT$100 可以得到 NT$2。阿力有 NT$1,000，就是 10 個 100。所以存滿一年，利息是 10 × 2 = 20。銀行會分兩次，在六月和十二月把利息存進帳戶：10 + 10 = 20。」',
    },
    {
      en: 'That weekend, Leo sees a big kite. On Money Islands, it costs 300 coins. Should he take money out of the bank? Leo works it out. 1,000 − 300 = 700 coins would stay. 7 × 2 = 14 coins of interest, not 20.',
      'zh-TW': '那個週末，阿力看到一個大風箏。在理財冒險島上，它要 NT$300。要不要從銀行領錢出來買呢？阿力算了算：1,000 − 300 = 700，銀行裡只剩 NT$700，利息是 7 × 2 = 14，不是 20。',
    },
    {
      en: '"The kite can wait," Leo says. "I will pay for it from my next Saturdays at the stand." A year later, his passbook shows 1,000 + 20 = 1,020 coins. "Squawk! Savings that wait can grow," says Pip.',
      'zh-TW': '「風箏可以等一等。」阿力說，「我用接下來幾個星期六擺攤的錢來買。」一年後，他的存摺上印著 1,000 + 20 = 1,020，也就是 NT$1,020。皮皮叫著：「嘎！願意等待，存款就會長大！」',
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
        en: 'Leo gets 20 coins of interest after one year.',
        'zh-TW': '存滿一年，阿力可以拿到 NT$20 的利息。',
      },
    },
    {
      term: { en: 'interest rate', 'zh-TW': '利率' },
      definition: {
        en: 'How much interest you get, written as a percent. Different banks can have different rates, and rates can change.',
        'zh-TW': '用百分比表示能拿到多少利息。不同的銀行利率可能不一樣，利率也會改變。',
      },
      example: {
        en: "The island bank's rate of 2% a year means 2 coins a year for every 100 coins.",
        'zh-TW': '島上銀行的年利率 2%，就是每 NT$100 存一年，可以拿到 NT$2。',
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
        en: "Leo's principal is 1,000 coins. The 20 coins of interest are extra.",
        'zh-TW': '阿力的本金是 NT$1,000，那 NT$20 的利息是多出來的。',
      },
    },
    {
      term: { en: 'savings', 'zh-TW': '儲蓄' },
      definition: {
        en: 'Money you keep for later instead of spending it now.',
        'zh-TW': '先不花掉、存起來留到以後用的錢。',
      },
      example: {
        en: "With interest, Leo's savings grow from 1,000 coins to 1,020 coins in one year.",
        'zh-TW': '加上利息，阿力的儲蓄一年後從 NT$1,000 變成 NT$1,020。',
      },
    },
  ],
  examples: [
    {
      en: 'Mei puts 500 coins in the island bank at 2% a year. That is 5 groups of 100. So she gets 5 × 2 = 10 coins of interest after one year.',
      'zh-TW': '小美把 NT$500 存進島上的銀行，年利率 2%。500 是 5 個 100，所以一年後利息是 5 × 2 = 10，也就是 NT$10。',
    },
    {
      en: 'Most savings accounts in Taiwan paid less than 1% a year in 2025. So 100 coins earned less than 1 coin in a whole year.',
      'zh-TW': '2025 年，臺灣大多數活期儲蓄帳戶的年利率還不到 1%，所以 NT$100 存一整年，利息還不到 NT$1。',
    },
    {
      en: "Jay's principal is 200 coins. That is 2 groups of 100. At 2% a year, he gets 2 × 2 = 4 coins of interest after one year.",
      'zh-TW': '阿哲的本金是 NT$200。年利率 2%，200 是 2 個 100，一年後利息是 2 × 2 = 4，也就是 NT$4。',
    },
    {
      en: 'A bank adds interest to a savings account twice a year, in June and December. If Leo leaves his money there, it keeps growing!',
      'zh-TW': '銀行每年會分兩次，在六月和十二月把利息存進帳戶。如果阿力讓錢一直存著，儲蓄就會慢慢長大！',
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
          en: ['fees', 'money', 'rate', 'interest'],
          'zh-TW': ['手續費', '利息', '錢', '利率'],
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
            en: 'Fees are money you pay, not money you get. The rate is the percent, not the coins the bank pays you.',
            'zh-TW': '手續費是你要付的錢，不是你拿到的錢；利率只是一個百分比，不是銀行付給你的錢。',
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
          en: 'Not 2 coins: that is for only one 100. And 302 is the total, not the interest. 300 is 3 groups of 100.',
          'zh-TW': '不是 NT$2，那只是一個 100 的利息；302 是總數，不是利息。300 是 3 個 100。',
        },
        {
          en: 'The answer is 6 coins, because 300 is 3 groups of 100, and 3 × 2 = 6.',
          'zh-TW': '答案是 NT$6，因為 300 是 3 個 100，每個拿 NT$2，3 × 2 = 6。',
        },
      ],
      why: {
        en: 'A rate per 100 coins works group by group. 300 is three 100s, and each 100 earns 2 coins: 3 × 2 = 6.',
        'zh-TW': '利率是照「每 100」來算的。300 是三個 100，每個 100 拿 NT$2，所以 3 × 2 = 6。',
      },
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
          en: 'Some think money grows by itself over time. It does not: a bank pays interest for money in an account. Is a drawer a bank?',
          'zh-TW': '有人以為錢放久了自己會變多，其實不會：利息是銀行付給存在帳戶裡的錢。抽屜是銀行嗎？',
        },
        {
          en: 'False. A drawer does not pay interest, so Jay will still have just 500 coins after a year.',
          'zh-TW': '錯。抽屜不會付利息，所以一年後，阿哲的錢還是 NT$500。',
        },
      ],
      why: {
        en: 'Interest comes from a bank that uses your savings. Coins in a drawer stay safe at home, but they do not grow.',
        'zh-TW': '利息是銀行用了你的存款才付給你的。放在抽屜裡的錢不會變少，可是也不會長大。',
      },
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: "Leo's cousin keeps 2,000 coins in the island bank at 2% a year. Which sentences are true? Choose all that fit.",
        'zh-TW': '阿力的表姊把 NT$2,000 存在島上的銀行，年利率 2%。下面哪些說法是對的？請選出所有正確的答案。',
      },
      options: [
        { en: 'After one year, she gets 2 coins of interest.', 'zh-TW': '一年後，她可以拿到 NT$2 的利息。' },
        { en: 'After one year, she gets 40 coins of interest.', 'zh-TW': '一年後，她可以拿到 NT$40 的利息。' },
        {
          en: 'If she takes out every coin today, she still gets interest on 2,000 coins.',
          'zh-TW': '就算她今天把錢領光，還是能拿到 NT$2,000 的利息。',
        },
        { en: 'After one year, she has 2,040 coins.', 'zh-TW': '一年後，她一共有 NT$2,040。' },
        { en: 'The bank adds the interest in two parts, in June and December.', 'zh-TW': '銀行會分兩次，在六月和十二月把利息存進帳戶。' },
      ],
      answer: [1, 3, 4],
      hintCycle: [
        {
          en: 'Work out the interest first: how many groups of 100 are in 2,000?',
          'zh-TW': '先算利息：2,000 裡有幾個 100？',
        },
        {
          en: '2,000 is 20 groups of 100, and 20 × 2 = 40 coins. So 2 coins is too small. Some think money taken out still earns. It does not.',
          'zh-TW': '2,000 是 20 個 100，20 × 2 = 40，所以 NT$2 太少了。有人以為領出來的錢還有利息，其實沒有。',
        },
        {
          en: 'The answer: 40 coins of interest, 2,040 coins, and the two parts. 20 × 2 = 40 and 2,000 + 40 = 2,040.',
          'zh-TW': '答案是「NT$40 的利息」、「一共有 NT$2,040」和「分兩次存進帳戶」，因為 20 × 2 = 40，2,000 + 40 = 2,040。',
        },
      ],
      why: {
        en: '2,000 is twenty 100s, so the interest is 20 × 2 = 40 coins. It is added in June and December, and 2,000 + 40 = 2,040.',
        'zh-TW': '2,000 是二十個 100，利息是 20 × 2 = 40。銀行在六月和十二月分兩次存進去，一年後一共 2,000 + 40 = 2,040。',
      },
    },
    {
      id: 'q4',
      type: 'single',
      question: {
        en: 'Four pretend island banks pay these rates. Leo wants his 1,000 coins to grow the most in one year. Which account should he choose?',
        'zh-TW': '島上有四家假想的銀行，利率如下。阿力希望他的 NT$1,000 在一年內長得最多。他應該選哪一個帳戶？',
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
          en: 'Some think a smaller number is safer or better. Work it out: 1% gives 10 coins, 2% gives 20 coins. What does 3% give?',
          'zh-TW': '有人以為數字小的比較好。算算看：1% 是 NT$10，2% 是 NT$20，那 3% 是多少？',
        },
        {
          en: 'The answer is Account C, because 3% of 1,000 coins is 30 coins, the most interest of all.',
          'zh-TW': '答案是 C 帳戶，因為 NT$1,000 的 3% 是 NT$30，利息最多。',
        },
      ],
      why: {
        en: 'With the same 1,000 coins, a higher rate pays more interest: 3% gives 30 coins. Real savings accounts pay much less than these island rates.',
        'zh-TW': '同樣是 NT$1,000，利率越高，利息越多：3% 就是 NT$30。真實世界活期儲蓄帳戶的利率，比這些島上的數字低很多。',
      },
    },
    {
      id: 'q5',
      type: 'bool',
      question: {
        en: 'Mei has 500 coins in the island bank at 2% a year. She takes out 200 coins for a gift, so 300 stay. She will get less interest than if she kept 500 in the bank.',
        'zh-TW': '小美在島上的銀行存了 NT$500，年利率 2%。她領出 NT$200 買禮物，銀行裡還剩 NT$300。她拿到的利息，會比 NT$500 留在銀行時少。',
      },
      answer: true,
      hintCycle: [
        {
          en: 'Less money in the bank means less interest. Let\'s check with numbers.',
          'zh-TW': '存在銀行的錢變少，利息也會變少。我們用數字算算看。',
        },
        {
          en: 'Some think the interest stays the same. Check: 300 is 3 groups of 100, so 3 × 2 = 6. 500 would give 5 × 2 = 10.',
          'zh-TW': '有人以為利息不會變。算算看：300 是 3 個 100，3 × 2 = 6；500 是 5 × 2 = 10。',
        },
        {
          en: 'True. 300 coins earn 6 coins in a year. That is less than the 10 coins that 500 coins would earn.',
          'zh-TW': '對。NT$300 一年的利息是 NT$6，比 NT$500 能拿到的 NT$10 少。',
        },
      ],
      why: {
        en: 'Interest is paid on the money that stays in the bank. Less money in the account means less interest.',
        'zh-TW': '利息是照留在銀行裡的錢來算的。帳戶裡的錢變少，利息也會變少。',
      },
    },
  ],
  autoMission: {
    title: { en: 'Watch Savings Grow', 'zh-TW': '看存款慢慢長大' },
    options: [
      {
        id: 'interest-match',
        label: { en: 'Match the interest', 'zh-TW': '利息配對' },
        instructions: {
          en: 'Use the island rate of 2% a year. Drag each amount to its interest: 100 coins → 2 coins, 500 coins → 10 coins, 1,000 coins → 20 coins.',
          'zh-TW': '用島上的年利率 2% 來算。把每個金額拖到正確的利息：NT$100 → NT$2、NT$500 → NT$10、NT$1,000 → NT$20。',
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
          en: 'With a grown-up, look at a bank or post office paper or poster. Find the words "interest rate" and the percent next to them. Is it more or less than the island\'s 2%? Tick when you find it.',
          'zh-TW': '和大人一起看看銀行或郵局的說明單或海報，找出「利率」兩個字和旁邊的百分比。它比島上的 2% 高還是低？找到了就打勾。',
        },
        controlType: 'checkbox',
      },
    ],
    completionRule: 'any_one',
  },
} satisfies AdventureBody;

export default body;
