import type { AdventureBody } from '../schema/module-body';

/**
 * M87 · Global Sky Islands: "Central Banks and Interest Rates" / 「中央銀行與利率」.
 * Learning outcome — Grade 8, Saving: explain what a central bank does (Taiwan's 中央銀行 issues the New
 * Taiwan dollar, sets policy interest rates and aims to keep prices steady), and that when rates go up,
 * saving pays more and borrowing costs more, which cools spending; when rates go down, the opposite.
 * Benchmark, in words: the grade-8 Saving statements on how interest rates affect the reward for saving and
 * the cost of borrowing, and on the role of a country's central bank.
 * Builds on M85 (inflation) and M86 (interest against prices). Grown-ups borrow here (a baker for an oven,
 * for her business); no child borrows.
 * Island figures: the Sky Islands central bank, its dial and all its rates (2, then 3, then 1 coin a year for
 * every 100) are the island's own, plainly pretend; the story says real rates are different.
 * Numbers: story: saving 500 for a year: 500 is 5 hundreds, 5 × 2 = 10 at the old rate, 5 × 3 = 15 at the new
 * one. The baker's 1,000-coin oven loan for a year: 10 hundreds, 10 × 2 = 20 at the old rate, 10 × 3 = 30 at
 * the new one, 30 − 20 = 10 more. Examples: rate down to 1: 10 × 1 = 10 on 1,000.
 * Quiz: q1 Leo 500 at 3 for every 100: 5 × 3 = 15 (distractors: 5 × 2 = 10 the old rate; 500 + 15 = 515
 * the total, not the interest; 3 the rate itself). q3 1,000 borrowed: 10 × 3 = 30 before, 10 × 1 = 10 after.
 * Facts:
 * - Taiwan's central bank, the Central Bank of the Republic of China (Taiwan) (中央銀行), issues the New
 *   Taiwan dollar (story paragraph 5; term "central bank"; q5) — Central Bank Act art. 13 (中央銀行法第 13 條), 2025
 * - it aims to keep prices and the money's value steady and the money system safe (story paragraph 5; q4 why)
 *   — Central Bank Act art. 2 (中央銀行法第 2 條), 2025
 * - it sets policy interest rates, for example the discount rate (重貼現率) (story paragraph 5; term "policy
 *   rate"; q5) — Central Bank Act, 2025
 * - raising rates makes borrowing cost more and saving pay more, which cools spending; lowering them does the
 *   opposite (story, q2, q3, q4; no figure) — general economics, as in the team's checked facts, 2025
 * - "the bank for banks": banks keep required reserves at the central bank and can borrow from it
 *   (重貼現、短期融通) (story paragraph 2; term "bank for banks") — Central Bank Act arts. 19 and 23
 *   (中央銀行法第 19、23 條), 2025
 */
const body = {
  id: 'M87',
  format: 'adventure',
  storyIntro: [
    {
      en: 'A sky bridge leads to Vault Island. In the middle stands a tall stone building. "Is this where people keep their savings?" asks Mei. Pip shakes his head. "Squawk! This is the Sky Islands central bank."',
      'zh-TW': '一座天空橋通往金庫島。島的正中央，有一棟高高的石頭建築。小美問：「這裡是大家存錢的地方嗎？」皮皮搖搖頭：「嘎！這是天空群島的中央銀行。」',
    },
    {
      en: 'A guide shows them around. "Families save at ordinary banks. Those banks keep money here, and they can borrow from us. So we are the bank for banks." The central bank also makes the island\'s money.',
      'zh-TW': '一位導覽員帶大家參觀：「一般人把錢存在普通的銀行。那些銀行會把錢放在這裡，也可以向我們借錢，所以我們是『銀行的銀行』。」中央銀行也負責發行這座島的錢。',
    },
    {
      en: 'In the hall is a big dial. It shows the island\'s rate: 2 coins a year for every 100. "Prices here are rising fast," says the guide. "So today we turn the dial up to 3." When this rate goes up, the island\'s banks raise their rates too.',
      'zh-TW': '大廳裡有一個大轉盤，上面是島上的利率：每 NT$100 一年 NT$2。導覽員說：「最近島上的物價漲得很快，所以今天我們要把轉盤調到 3。」這個利率一調高，島上的銀行也會跟著調高利率。',
    },
    {
      en: 'Leo works it out. "500 coins saved for a year earned 5 × 2 = 10. Now they earn 5 × 3 = 15." A baker wants to borrow 1,000 coins for a new oven. Before, a year of interest was 10 × 2 = 20. Now it is 10 × 3 = 30.',
      'zh-TW': '阿力算了算：「存 NT$500 一年，以前是 5 × 2 = 10，現在是 5 × 3 = 15。」有一位麵包師傅想借 NT$1,000 買新烤箱。以前一年的利息是 10 × 2 = 20，現在變成 10 × 3 = 30。',
    },
    {
      en: 'Mei asks, "Why make borrowing cost more?" The guide smiles. "Some people will wait and save. Spending slows a little, so prices rise more slowly." Ms. Chen adds, "Taiwan\'s central bank issues the New Taiwan dollar. It sets policy rates to help keep prices steady."',
      'zh-TW': '小美問：「為什麼要讓借錢變貴呢？」導覽員笑著說：「有些人會先等一等、先存錢，大家花錢的速度慢一點，物價就漲得慢一點。」陳老師補充：「台灣的中央銀行負責發行新台幣，也會決定政策利率，幫忙讓物價保持穩定。」',
    },
    {
      en: '"The island\'s rates are pretend, to keep the maths easy," says Ms. Chen. "Real rates are different." Pip flaps up to the dial. "Squawk! Rates up: saving pays more, borrowing costs more!"',
      'zh-TW': '陳老師說：「島上的利率是為了好算而假設的，真實的利率不一樣。」皮皮飛到轉盤上：「嘎！利率調高：存錢賺比較多，借錢付比較多！」',
    },
  ],
  definitions: [
    {
      term: { en: 'central bank', 'zh-TW': '中央銀行' },
      definition: {
        en: 'The bank that issues a country\'s money and sets its main interest rates.',
        'zh-TW': '發行一個國家的錢，並決定主要利率的銀行。',
      },
      example: {
        en: 'Taiwan\'s central bank issues the New Taiwan dollar.',
        'zh-TW': '台灣的中央銀行負責發行新台幣。',
      },
    },
    {
      term: { en: 'bank for banks', 'zh-TW': '銀行的銀行' },
      definition: {
        en: 'A bank where other banks keep money and can borrow.',
        'zh-TW': '其他銀行存錢、也可以去借錢的銀行。',
      },
      example: {
        en: 'The island\'s banks keep money at the central bank. That makes it the bank for banks.',
        'zh-TW': '島上的銀行把錢放在中央銀行，所以中央銀行是「銀行的銀行」。',
      },
    },
    {
      term: { en: 'interest rate', 'zh-TW': '利率' },
      definition: {
        en: 'How many coins of interest are paid for every 100, in a year.',
        'zh-TW': '每 NT$100 一年要給多少利息。',
      },
      example: {
        en: 'At 3 coins for every 100, 500 coins earn 5 × 3 = 15 coins in a year.',
        'zh-TW': '每 NT$100 給 NT$3，NT$500 一年就有 5 × 3 = 15，也就是 NT$15。',
      },
    },
    {
      term: { en: 'policy rate', 'zh-TW': '政策利率' },
      definition: {
        en: 'The central bank\'s own rate. Other banks\' rates tend to move with it.',
        'zh-TW': '中央銀行自己訂的利率，其他銀行的利率常會跟著它變動。',
      },
      example: {
        en: 'The dial on Vault Island shows the island\'s policy rate.',
        'zh-TW': '金庫島上的大轉盤，顯示的就是島上的政策利率。',
      },
    },
    {
      term: { en: 'borrow', 'zh-TW': '借錢' },
      definition: {
        en: 'To use someone else\'s money now and pay it back later, often with interest.',
        'zh-TW': '先用別人的錢，之後再還，常常還要多付利息。',
      },
      example: {
        en: 'The baker borrows 1,000 coins for an oven. She pays it back with interest.',
        'zh-TW': '麵包師傅借了 NT$1,000 買烤箱，之後要連同利息一起還。',
      },
    },
  ],
  examples: [
    {
      en: 'When the rate goes up, saving 500 coins for a year earns 15 coins instead of 10. Some people choose to save more.',
      'zh-TW': '利率調高後，存 NT$500 一年可以拿到 NT$15，不是 NT$10。有些人就會選擇多存一點。',
    },
    {
      en: 'When the rate goes up, the baker\'s 1,000-coin loan costs 30 coins a year, not 20. She may wait a year and save for the oven.',
      'zh-TW': '利率調高後，麵包師傅借 NT$1,000，一年的利息是 NT$30，不是 NT$20。她可能會先等一年，存錢買烤箱。',
    },
    {
      en: 'When the economy is slow, a central bank may turn the rate down. If it goes down to 1, borrowing 1,000 coins costs 10 × 1 = 10 coins a year.',
      'zh-TW': '景氣不好的時候，中央銀行可能會調低利率。如果調到 1，借 NT$1,000 一年只要 10 × 1 = 10，也就是 NT$10 的利息。',
    },
    {
      en: 'Lower rates make borrowing cheaper and saving pay less. People then spend a bit more.',
      'zh-TW': '利率調低，借錢比較便宜，存錢賺得比較少，大家就會多花一點錢。',
    },
  ],
  sentenceBuilder: {
    frames: [
      {
        id: 'rates-up',
        text: {
          en: 'When interest rates go ______, saving pays more and ______ costs more.',
          'zh-TW': '利率調______時，存錢賺得比較多，______要付的利息也比較多。',
        },
        wordPool: {
          en: ['down', 'borrowing', 'up', 'spending'],
          'zh-TW': ['低', '借錢', '高', '花錢'],
        },
        accepts: {
          en: [['up'], ['borrowing']],
          'zh-TW': [['高'], ['借錢']],
        },
        hints: [
          {
            en: 'Look at Leo\'s sums: 10 coins became 15, and 20 coins became 30.',
            'zh-TW': '看看阿力算的：NT$10 變成 NT$15，NT$20 變成 NT$30。',
          },
          {
            en: 'When rates go down, saving pays less, not more. Spending means buying things, which is not the same as borrowing.',
            'zh-TW': '利率調低時，存錢賺得比較少；花錢是買東西，跟借錢不一樣。',
          },
          {
            en: 'The answer is "up" and "borrowing": when rates go up, saving pays more and borrowing costs more.',
            'zh-TW': '答案是「高」和「借錢」：利率調高時，存錢賺得比較多，借錢也要付比較多。',
          },
        ],
      },
      {
        id: 'central-bank-job',
        text: {
          en: 'The ______ bank issues a country\'s money and sets its policy ______.',
          'zh-TW': '______銀行發行一個國家的錢，也決定政策______。',
        },
        wordPool: {
          en: ['ordinary', 'rates', 'central', 'prices'],
          'zh-TW': ['一般', '利率', '中央', '物價'],
        },
        accepts: {
          en: [['central'], ['rates']],
          'zh-TW': [['中央'], ['利率']],
        },
        hints: [
          {
            en: 'Think about the tall building on Vault Island.',
            'zh-TW': '想想金庫島上那棟高高的建築。',
          },
          {
            en: 'Ordinary banks keep families\' savings, but they do not issue the money. The central bank does not set shop prices.',
            'zh-TW': '一般銀行是大家存錢的地方，但不會發行錢；中央銀行也不會決定商店裡每樣東西的價格。',
          },
          {
            en: 'The answer is "central" and "rates": the central bank issues the money and sets policy rates.',
            'zh-TW': '答案是「中央」和「利率」：中央銀行發行錢，也決定政策利率。',
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
        en: 'On the Sky Islands, the bank now pays 3 coins a year for every 100 saved. Leo saves 500 coins for a year. How much interest does he get?',
        'zh-TW': '在天空群島，現在銀行每存 NT$100，一年給 NT$3 的利息。阿力存了 NT$500，存一年。他可以拿到多少利息？',
      },
      options: [
        { en: '15 coins', 'zh-TW': 'NT$15' },
        { en: '10 coins', 'zh-TW': 'NT$10' },
        { en: '515 coins', 'zh-TW': 'NT$515' },
        { en: '3 coins', 'zh-TW': 'NT$3' },
      ],
      answer: [0],
      hintCycle: [
        {
          en: 'How many hundreds are in 500? Each hundred earns 3.',
          'zh-TW': '500 裡面有幾個 100？每個 100 都有 3 元利息。',
        },
        {
          en: '10 uses the old rate of 2. 515 is his total, not the interest. 3 is the rate for only one hundred.',
          'zh-TW': 'NT$10 是用舊的利率 2 算的；NT$515 是本金加利息的總數，不是利息；NT$3 只是一個 100 的利息。',
        },
        {
          en: 'The answer is 15 coins. 500 is 5 hundreds, and 5 × 3 = 15.',
          'zh-TW': '答案是 NT$15。500 是 5 個 100，5 × 3 = 15。',
        },
      ],
      why: {
        en: 'A rate of 3 for every 100 gives 3 coins on each hundred. 5 hundreds earn 15 coins.',
        'zh-TW': '每 100 給 3，就是每個 100 都有 3 元利息。5 個 100，一共 NT$15。',
      },
    },
    {
      id: 'q2',
      type: 'multi',
      question: {
        en: 'The central bank raises its rate, and the other banks raise theirs too. What is likely to happen? Pick all that fit.',
        'zh-TW': '中央銀行調高利率，其他銀行也跟著調高。接下來可能會發生什麼事？選出所有正確的答案。',
      },
      options: [
        { en: 'Every family suddenly has more coins to spend.', 'zh-TW': '每個家庭突然多了很多錢可以花。' },
        { en: 'Saving in a bank pays more interest.', 'zh-TW': '把錢存在銀行，可以拿到比較多利息。' },
        { en: 'Banks pay savers less than before.', 'zh-TW': '銀行給存錢的人的利息比以前少。' },
        { en: 'Borrowing for a new oven costs more.', 'zh-TW': '借錢買新烤箱，要付比較多的利息。' },
      ],
      answer: [1, 3],
      hintCycle: [
        {
          en: 'Think about Leo\'s savings and the baker\'s oven after the dial went up.',
          'zh-TW': '想想轉盤調高以後，阿力的存款和麵包師傅的烤箱怎麼樣了。',
        },
        {
          en: 'A higher rate does not hand out new coins. And savers get more, not less.',
          'zh-TW': '利率調高，不會發新的錢給大家；存錢的人拿到的是更多，不是更少。',
        },
        {
          en: 'The answer is "saving pays more interest" and "borrowing for an oven costs more".',
          'zh-TW': '答案是「存錢可以拿到比較多利息」和「借錢買烤箱要付比較多利息」。',
        },
      ],
      why: {
        en: 'Higher rates reward saving and make borrowing cost more. So people often spend a little less.',
        'zh-TW': '利率調高，存錢比較划算，借錢比較貴，所以大家常會少花一點。',
      },
    },
    {
      id: 'q3',
      type: 'bool',
      question: {
        en: 'The island\'s rate goes down from 3 coins to 1 coin for every 100. True or false: borrowing 1,000 coins for a year now costs less interest.',
        'zh-TW': '島上的利率從每 NT$100 給 NT$3，調低到 NT$1。對或不對：現在借 NT$1,000 一年，要付的利息變少了。',
      },
      answer: true,
      hintCycle: [
        {
          en: 'Work out the interest on 1,000 coins at each rate.',
          'zh-TW': '用兩種利率，分別算算 NT$1,000 的利息。',
        },
        {
          en: 'A lower rate is not only about savers. It changes what borrowers pay too.',
          'zh-TW': '利率調低不只影響存錢的人，也會改變借錢的人要付多少。',
        },
        {
          en: 'True. Before: 10 × 3 = 30 coins. Now: 10 × 1 = 10 coins. Borrowing costs less.',
          'zh-TW': '對。以前：10 × 3 = 30；現在：10 × 1 = 10。借錢變便宜了。',
        },
      ],
      why: {
        en: 'When rates go down, borrowing costs less and saving pays less. People often spend a bit more.',
        'zh-TW': '利率調低，借錢比較便宜，存錢賺得比較少，大家常會多花一點。',
      },
    },
    {
      id: 'q4',
      type: 'bool',
      question: {
        en: 'True or false: A central bank raises interest rates so that prices will rise faster.',
        'zh-TW': '對或不對：中央銀行調高利率，是為了讓物價漲得更快。',
      },
      answer: false,
      hintCycle: [
        {
          en: 'Why did the guide on Vault Island turn the dial up?',
          'zh-TW': '金庫島的導覽員為什麼要把轉盤調高？',
        },
        {
          en: 'Higher rates make people wait and save, so spending slows. Slower spending does not push prices up faster.',
          'zh-TW': '利率調高，大家會先等一等、先存錢，花錢變慢了，物價不會因此漲得更快。',
        },
        {
          en: 'False. A central bank raises rates to cool spending, so prices rise more slowly and stay steady.',
          'zh-TW': '不對。中央銀行調高利率，是為了讓大家花錢的速度慢下來，物價漲得慢一點、保持穩定。',
        },
      ],
      why: {
        en: 'Taiwan\'s central bank aims to keep prices and the money\'s value steady. Raising rates cools spending.',
        'zh-TW': '台灣的中央銀行要讓物價和錢的價值保持穩定。調高利率，可以讓大家花錢的速度慢下來。',
      },
    },
    {
      id: 'q5',
      type: 'single',
      question: {
        en: 'Mei tells her family what Taiwan\'s central bank does. Which sentence is right?',
        'zh-TW': '小美回家跟家人說台灣的中央銀行在做什麼。哪一句話是對的？',
      },
      options: [
        {
          en: 'It decides the price of each thing in the shops.',
          'zh-TW': '它決定商店裡每樣東西要賣多少錢。',
        },
        { en: 'It collects taxes to build roads.', 'zh-TW': '它收稅來蓋馬路。' },
        {
          en: 'It lends money to families for their holidays.',
          'zh-TW': '它借錢給家庭出去旅行。',
        },
        {
          en: 'It issues Taiwan\'s money and sets policy rates.',
          'zh-TW': '它發行新台幣，也決定政策利率。',
        },
      ],
      answer: [3],
      hintCycle: [
        {
          en: 'Remember what Ms. Chen said on Vault Island.',
          'zh-TW': '想想陳老師在金庫島上說的話。',
        },
        {
          en: 'Shops set their own prices. Taxes are for the government\'s budget. Families borrow from ordinary banks.',
          'zh-TW': '商店自己決定價格；稅是政府預算的收入；家庭是向一般銀行借錢。',
        },
        {
          en: 'The answer is "It issues Taiwan\'s money and sets policy rates." Taiwan\'s central bank issues the New Taiwan dollar.',
          'zh-TW': '答案是「它發行新台幣，也決定政策利率」。台灣的中央銀行負責發行新台幣。',
        },
      ],
      why: {
        en: 'Taiwan\'s central bank issues the New Taiwan dollar and sets policy rates, like the discount rate, to help keep prices steady.',
        'zh-TW': '台灣的中央銀行發行新台幣，也決定政策利率（像是重貼現率），幫忙讓物價保持穩定。',
      },
    },
  ],
} satisfies AdventureBody;

export default body;
