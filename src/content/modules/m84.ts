import type { AdventureBody } from '../schema/module-body';

/**
 * M84 · Global Sky Islands: "Measuring the Economy" / 「怎麼衡量經濟」.
 * Learning outcome — Grade 8, Earning Income: explain that GDP (國內生產毛額) is the value of all the goods
 * and services a place makes in a year (each thing's number × its price, added up), and that an economy
 * grows when it makes more than the year before.
 * Benchmark, in words: the grade-8 Earning Income statements that the goods and services people make are
 * what their work earns, and that a whole economy's output can be measured and compared from year to year.
 * Builds on M83 (an economy is all the making, buying, selling and working in a place). Not M85: prices
 * stay the same in every table here, so a bigger total means more was made.
 * Island figures: Puff Island (噗噗島) is one small floating island of the Sky Islands; its numbers and
 * prices are the island's own, plainly pretend.
 * Numbers: story, last year: bread 100 × 30 = 3,000; kites 20 × 100 = 2,000; bike fixes 10 × 200 = 2,000;
 * 3,000 + 2,000 + 2,000 = 7,000. This year (same prices): bread 120 × 30 = 3,600; kites 20 × 100 = 2,000;
 * bike fixes 12 × 200 = 2,400; 3,600 + 2,000 + 2,400 = 8,000; 8,000 − 7,000 = 1,000 more.
 * Leo's wrong first count: 100 + 20 + 10 = 130 things (counts things, not value).
 * Examples: haircuts 30 × 150 = 4,500; old bike made years ago, sold again, not counted this year.
 * Frames: no numbers.
 * Quiz: q1 Pine Island: kites 50 × 100 = 5,000, bread 200 × 20 = 4,000, 5,000 + 4,000 = 9,000
 * (distractors: 50 + 200 = 250 things; 100 + 20 = 120 prices; 5,000 kites only). q3 Cloud Island
 * 5,000 last year, 6,000 this year, same prices: grew. q5 next year: bread 250 × 20 = 5,000,
 * kites 50 × 100 = 5,000 (both given in the stem), 5,000 + 5,000 = 10,000 > 9,000: grew.
 * Facts:
 * - Taiwan's government statistics office, the Directorate-General of Budget, Accounting and Statistics
 *   (行政院主計總處), measures Taiwan's GDP (國內生產毛額) (story paragraph 5; term "GDP"; no current value
 *   given) — DGBAS, 2025
 */
const body = {
  id: 'M84',
  format: 'adventure',
  storyIntro: [
    {
      en: 'The class floats over a sky bridge to Puff Island. It is one of the smallest Sky Islands. Ms. Chen smiles. "Yesterday we saw what an economy is. Today we measure one!"',
      'zh-TW': '全班走過一座天空橋，來到噗噗島。它是天空群島裡最小的島之一。陳老師笑著說：「昨天我們認識了什麼是經濟，今天我們來量一量它有多大！」',
    },
    {
      en: 'She hands Leo a list of everything Puff Island made last year. There were 100 loaves of bread, 20 kites and 10 bike fixes. Leo adds fast. "100 + 20 + 10 = 130 things!"',
      'zh-TW': '她拿給阿力一張清單，上面是噗噗島去年做出來的所有東西：100 條麵包、20 個風箏，還有 10 次修腳踏車。阿力很快算出來：「100 + 20 + 10 = 130，一共 130 樣！」',
    },
    {
      en: 'Mei frowns. "But is one loaf of bread as big as one kite?" Leo stops. She is right. A kite is worth more than a loaf. So he uses the prices. A loaf is 30 coins, a kite is 100 coins, and a bike fix is 200 coins.',
      'zh-TW': '小美皺起眉頭：「可是一條麵包跟一個風箏，一樣大嗎？」阿力停了下來。她說得對，風箏比麵包值錢多了。所以他改用價格來算：麵包一條 NT$30，風箏一個 NT$100，修一次腳踏車 NT$200。',
    },
    {
      en: 'Leo makes a table. Bread: 100 × 30 = 3,000 coins. Kites: 20 × 100 = 2,000 coins. Bike fixes: 10 × 200 = 2,000 coins. He adds the three lines. 3,000 + 2,000 + 2,000 = 7,000 coins.',
      'zh-TW': '阿力畫了一張表。麵包：100 × 30 = 3,000；風箏：20 × 100 = 2,000；修腳踏車：10 × 200 = 2,000。三行加起來：3,000 + 2,000 + 2,000 = 7,000，一共 NT$7,000。',
    },
    {
      en: '"That total is the island\'s GDP," says Ms. Chen. "It is the value of everything made here in one year." She adds, "Taiwan\'s government has a statistics office. It measures Taiwan\'s GDP, with the same idea."',
      'zh-TW': '陳老師說：「這個總數，就是這座島的國內生產毛額，英文簡稱 GDP。它是這裡一年做出來的所有東西加起來的價值。」她又說：「台灣的行政院主計總處也用同樣的想法，來計算台灣的 GDP。」',
    },
    {
      en: 'Then she shows this year\'s list, with the same prices. Bread: 120 × 30 = 3,600. Kites: 20 × 100 = 2,000. Bike fixes: 12 × 200 = 2,400. Leo adds: 3,600 + 2,000 + 2,400 = 8,000 coins. That is 1,000 more than last year.',
      'zh-TW': '接著，她拿出今年的清單，價格都跟去年一樣。麵包：120 × 30 = 3,600；風箏：20 × 100 = 2,000；修腳踏車：12 × 200 = 2,400。阿力加起來：3,600 + 2,000 + 2,400 = 8,000，比去年多了 NT$1,000。',
    },
    {
      en: 'Pip lands on the table. "Squawk! The island made more this year. Its economy grew!"',
      'zh-TW': '皮皮飛到桌上：「嘎！這座島今年做出來的東西比較多，經濟成長了！」',
    },
  ],
  definitions: [
    {
      term: { en: 'GDP', 'zh-TW': '國內生產毛額（GDP）' },
      definition: {
        en: 'The value of all the things and services a place makes in one year.',
        'zh-TW': '一個地方一年裡做出來的所有東西和服務，加起來的價值。',
      },
      example: {
        en: "Puff Island's GDP last year was 7,000 coins.",
        'zh-TW': '噗噗島去年的國內生產毛額是 NT$7,000。',
      },
    },
    {
      term: { en: 'goods', 'zh-TW': '商品' },
      definition: {
        en: 'Things you can hold, like bread or a kite.',
        'zh-TW': '摸得到、拿得起來的東西，像是麵包和風箏。',
      },
      example: {
        en: 'The 100 loaves of bread are goods.',
        'zh-TW': '那 100 條麵包就是商品。',
      },
    },
    {
      term: { en: 'services', 'zh-TW': '服務' },
      definition: {
        en: 'Work that someone does for you, like fixing a bike or cutting hair.',
        'zh-TW': '別人幫你做的事，像是修腳踏車、剪頭髮。',
      },
      example: {
        en: 'The 10 bike fixes are services. They count in the GDP too.',
        'zh-TW': '那 10 次修腳踏車是服務，也要算進國內生產毛額。',
      },
    },
    {
      term: { en: 'value', 'zh-TW': '價值' },
      definition: {
        en: 'What something is worth in coins: how many there are, times the price of each.',
        'zh-TW': '東西值多少錢：數量乘上每一個的價格。',
      },
      example: {
        en: 'The value of 20 kites at 100 coins each is 20 × 100 = 2,000 coins.',
        'zh-TW': '20 個風箏、每個 NT$100，價值就是 20 × 100 = 2,000，也就是 NT$2,000。',
      },
    },
    {
      term: { en: 'economic growth', 'zh-TW': '經濟成長' },
      definition: {
        en: 'When a place makes more goods and services than the year before.',
        'zh-TW': '一個地方做出來的商品和服務，比前一年更多。',
      },
      example: {
        en: 'Puff Island went from 7,000 to 8,000 coins at the same prices. That is economic growth.',
        'zh-TW': '價格不變，噗噗島從 NT$7,000 變成 NT$8,000，這就是經濟成長。',
      },
    },
  ],
  examples: [
    {
      en: 'A barber on Puff Island gives 30 haircuts in a year, at 150 coins each. 30 × 150 = 4,500 coins. A haircut is a service, and it counts.',
      'zh-TW': '噗噗島上的理髮師一年剪了 30 次頭髮，每次 NT$150。30 × 150 = 4,500，一共 NT$4,500。剪頭髮是服務，也要算進去。',
    },
    {
      en: 'An old bike was made years ago. This year someone sells it again. It is not counted in this year\'s GDP, because it was not made this year.',
      'zh-TW': '有一輛舊腳踏車是好幾年前做的，今年有人把它再賣一次。它不算進今年的國內生產毛額，因為它不是今年做出來的。',
    },
    {
      en: 'Coins kept in a piggy bank are not in the GDP. Saving is good, but saved coins are not something made.',
      'zh-TW': '放在存錢筒裡的錢，不算進國內生產毛額。存錢很好，但存起來的錢不是「做出來的東西」。',
    },
    {
      en: 'To see if an economy grew, compare two years at the same prices. A bigger total means more was made.',
      'zh-TW': '想知道經濟有沒有成長，就用一樣的價格比較兩年。總數變大，代表做出來的東西變多了。',
    },
  ],
  sentenceBuilder: {
    frames: [
      {
        id: 'what-gdp-counts',
        text: {
          en: 'GDP adds up the ______ of all the goods and ______ made in one year.',
          'zh-TW': '國內生產毛額，是把一年裡做出來的所有商品和______的______加起來。',
        },
        wordPool: {
          en: ['number', 'value', 'savings', 'services'],
          'zh-TW': ['數量', '服務', '存款', '價值'],
        },
        accepts: {
          en: [['value'], ['services']],
          'zh-TW': [['服務'], ['價值']],
        },
        hints: [
          {
            en: 'Think about how Leo fixed his first count.',
            'zh-TW': '想想看，阿力後來怎麼改正他第一次的算法？',
          },
          {
            en: 'Counting the number of things treats a loaf like a kite. Savings are not made at all.',
            'zh-TW': '只數「數量」，會把一條麵包當成跟一個風箏一樣；存款也不是做出來的東西。',
          },
          {
            en: 'The answer is "value" and "services": GDP adds up the value of all the goods and services made in a year.',
            'zh-TW': '答案是「服務」和「價值」：國內生產毛額，是把一年裡所有商品和服務的價值加起來。',
          },
        ],
      },
      {
        id: 'growth',
        text: {
          en: 'When an island makes ______ than last year at the same prices, its economy ______.',
          'zh-TW': '在價格不變的情況下，一座島做出來的東西比去年______，它的經濟就______了。',
        },
        wordPool: {
          en: ['less', 'shrank', 'more', 'grew'],
          'zh-TW': ['更少', '變小', '更多', '成長'],
        },
        accepts: {
          en: [['more'], ['grew']],
          'zh-TW': [['更多'], ['成長']],
        },
        hints: [
          {
            en: 'Look at Puff Island: 7,000 coins last year, 8,000 this year.',
            'zh-TW': '看看噗噗島：去年 NT$7,000，今年 NT$8,000。',
          },
          {
            en: 'Making less would make the total smaller. That is the opposite of growing.',
            'zh-TW': '做得更少，總數就會變小，那是成長的相反。',
          },
          {
            en: 'The answer is "more" and "grew": making more than last year means the economy grew.',
            'zh-TW': '答案是「更多」和「成長」：比去年做得更多，就是經濟成長了。',
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
        en: 'In one year, Pine Island makes 50 kites at 100 coins each and 200 loaves of bread at 20 coins each. What is its GDP?',
        'zh-TW': '松松島一年做了 50 個風箏，每個 NT$100；還有 200 條麵包，每條 NT$20。它的國內生產毛額是多少？',
      },
      options: [
        { en: '5,000 coins', 'zh-TW': 'NT$5,000' },
        { en: '250 coins', 'zh-TW': 'NT$250' },
        { en: '9,000 coins', 'zh-TW': 'NT$9,000' },
        { en: '120 coins', 'zh-TW': 'NT$120' },
      ],
      answer: [2],
      hintCycle: [
        {
          en: 'For each thing, multiply how many by the price. Then add the lines.',
          'zh-TW': '每一樣東西，先用數量乘上價格，再把每一行加起來。',
        },
        {
          en: '250 only counts things, and 120 only adds two prices. 5,000 forgets the bread.',
          'zh-TW': '250 只是數東西的個數，120 只是把兩個價格相加，5,000 則是忘了算麵包。',
        },
        {
          en: 'The answer is 9,000 coins. Kites: 50 × 100 = 5,000. Bread: 200 × 20 = 4,000. 5,000 + 4,000 = 9,000.',
          'zh-TW': '答案是 NT$9,000。風箏：50 × 100 = 5,000；麵包：200 × 20 = 4,000；5,000 + 4,000 = 9,000。',
        },
      ],
      why: {
        en: 'GDP adds up value, not the number of things. Each line is how many times the price.',
        'zh-TW': '國內生產毛額加的是價值，不是個數。每一行都是數量乘上價格。',
      },
    },
    {
      id: 'q2',
      type: 'multi',
      question: {
        en: 'Which of these count in Pine Island\'s GDP for this year? Pick all that fit.',
        'zh-TW': '下面哪些要算進松松島今年的國內生產毛額？選出所有正確的答案。',
      },
      options: [
        { en: 'Coins that families saved in piggy banks this year', 'zh-TW': '家家戶戶今年存進存錢筒的錢' },
        { en: 'Haircuts a barber gave this year', 'zh-TW': '理髮師今年幫人剪的頭髮' },
        { en: 'An old bike, made years ago, that a neighbor sells this year', 'zh-TW': '鄰居今年賣掉一輛好幾年前做的舊腳踏車' },
        { en: 'Kites the kite maker made this year', 'zh-TW': '風箏師傅今年做出來的風箏' },
      ],
      answer: [1, 3],
      hintCycle: [
        {
          en: 'GDP counts goods and services made this year.',
          'zh-TW': '國內生產毛額算的是「今年做出來的」商品和服務。',
        },
        {
          en: 'Saved coins are not something made. The old bike was made in an earlier year, so it was counted back then.',
          'zh-TW': '存起來的錢不是做出來的東西；舊腳踏車是以前做的，那一年就已經算過了。',
        },
        {
          en: 'The answer is the haircuts and the new kites. A haircut is a service, a kite is a good, and both were made this year.',
          'zh-TW': '答案是「剪頭髮」和「今年做的風箏」。剪頭髮是服務，風箏是商品，兩樣都是今年做出來的。',
        },
      ],
      why: {
        en: 'GDP counts the goods and services made in the year. Services count too. Saved coins and old things do not.',
        'zh-TW': '國內生產毛額算的是這一年做出來的商品和服務，服務也算；存起來的錢和舊東西不算。',
      },
    },
    {
      id: 'q3',
      type: 'bool',
      question: {
        en: 'Cloud Island made 5,000 coins of goods and services last year. This year it made 6,000, at the same prices. True or false: its economy grew.',
        'zh-TW': '雲朵島去年做出價值 NT$5,000 的商品和服務，今年在價格不變下做出 NT$6,000。對或不對：它的經濟成長了。',
      },
      answer: true,
      hintCycle: [
        {
          en: 'Compare the two years. Did the island make more or less?',
          'zh-TW': '比一比這兩年，這座島做得比較多，還是比較少？',
        },
        {
          en: 'The prices did not change, so the bigger total is not just higher prices. It means more things were made.',
          'zh-TW': '價格沒有變，所以總數變大，不是因為東西變貴，而是做出來的東西變多了。',
        },
        {
          en: 'True. 6,000 is more than 5,000 at the same prices, so Cloud Island made more. Its economy grew.',
          'zh-TW': '對。價格不變，6,000 比 5,000 多，雲朵島做得更多了，經濟成長了。',
        },
      ],
      why: {
        en: 'At the same prices, a bigger GDP means more goods and services were made. That is growth.',
        'zh-TW': '價格不變時，國內生產毛額變大，代表做出來的商品和服務變多了，這就是成長。',
      },
    },
    {
      id: 'q4',
      type: 'bool',
      question: {
        en: 'A hairdresser on Cloud Island cuts hair but makes no goods. True or false: her haircuts are left out of the GDP.',
        'zh-TW': '雲朵島上有一位美髮師，她幫人剪頭髮，但不做任何商品。對或不對：她剪的頭髮不算進國內生產毛額。',
      },
      answer: false,
      hintCycle: [
        {
          en: 'Think about the bike fixes on Puff Island. Did Leo put them in his table?',
          'zh-TW': '想想噗噗島的修腳踏車，阿力有沒有把它放進表裡？',
        },
        {
          en: 'Many people think only things you can hold count. But work done for someone counts too.',
          'zh-TW': '很多人以為只有拿得起來的東西才算，其實幫別人做事的服務也算。',
        },
        {
          en: 'False. A haircut is a service, and GDP counts goods and services. Her haircuts are in the GDP.',
          'zh-TW': '不對。剪頭髮是服務，國內生產毛額會算進商品和服務，所以她剪的頭髮要算進去。',
        },
      ],
      why: {
        en: 'GDP counts services as well as goods. Haircuts, lessons and bike fixes are all part of it.',
        'zh-TW': '國內生產毛額除了商品，也算服務。剪頭髮、上課、修腳踏車，都是其中的一部分。',
      },
    },
    {
      id: 'q5',
      type: 'single',
      question: {
        en: 'This year Pine Island made 50 kites (5,000 coins) and 200 loaves (4,000 coins): 9,000 coins. Next year it makes 50 kites and 250 loaves at 20 coins. Prices stay the same. What happened?',
        'zh-TW': '松松島今年做了 50 個風箏（NT$5,000）和 200 條麵包（NT$4,000），一共 NT$9,000。明年它一樣做 50 個風箏，麵包做了 250 條，每條 NT$20，價格都沒變。結果怎麼樣？',
      },
      options: [
        {
          en: 'Nothing changed: it made the same kites.',
          'zh-TW': '沒有變化，因為風箏做的數量一樣。',
        },
        { en: 'It made more than the year before, so its economy grew.', 'zh-TW': '比前一年做得更多，所以經濟成長了。' },
        {
          en: 'We cannot tell until we count the coins in everyone\'s piggy bank.',
          'zh-TW': '要先數完每個人存錢筒裡的錢，才知道答案。',
        },
        { en: 'It shrank, because bread costs less than kites.', 'zh-TW': '變小了，因為麵包比風箏便宜。' },
      ],
      answer: [1],
      hintCycle: [
        {
          en: 'Work out next year\'s total, then compare it with 9,000.',
          'zh-TW': '先算出明年的總數，再跟 9,000 比一比。',
        },
        {
          en: 'One line staying the same does not mean the total stays the same. Saved coins are not part of GDP.',
          'zh-TW': '有一行沒變，不代表總數沒變；存起來的錢也不算在國內生產毛額裡。',
        },
        {
          en: 'The answer is "It made more than the year before, so its economy grew." Bread: 250 × 20 = 5,000. 5,000 + 5,000 = 10,000, more than 9,000.',
          'zh-TW': '答案是「比前一年做得更多，所以經濟成長了」。麵包：250 × 20 = 5,000；5,000 + 5,000 = 10,000，比 9,000 多。',
        },
      ],
      why: {
        en: 'The kites stayed at 5,000, but the bread grew to 5,000. The total went from 9,000 to 10,000, so the island grew.',
        'zh-TW': '風箏一樣是 NT$5,000，麵包變成 NT$5,000，總數從 NT$9,000 變成 NT$10,000，所以經濟成長了。',
      },
    },
  ],
} satisfies AdventureBody;

export default body;
