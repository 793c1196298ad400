import type { AdventureBody } from '../schema/module-body';

/**
 * M85 · Global Sky Islands: "Inflation: Rising Prices" / 「通貨膨脹：物價上漲」.
 * Learning outcome — Grade 8, Saving: explain that inflation means prices in general rise, so the same
 * coins buy less, and measure it with a basket of everyday things priced last year and this year (the idea of
 * the consumer price index), telling one price that rose from prices in general.
 * Benchmark, in words: the grade-8 Saving statements that inflation is a rise in prices in general, and that
 * it lowers what a sum of money can buy.
 * Builds on M84 (measuring with a table). Not M86 (savings and interest against inflation) and not M91 (why
 * printing money raises prices): this lesson is what inflation is and how it is measured.
 * Island figures: the Lantern Island sky market (燈籠島的天空市集) and its prices are the island's own, plainly
 * pretend. None of Grandma Lin's prices change (her shop is not in this lesson).
 * Numbers: the catalogue's snack: a rice ball 20 last year, 22 this year: 22 − 20 = 2 more; 100 coins bought
 * 5 × 20 = 100 of them; the same 5 now cost 5 × 22 = 110, 110 − 100 = 10 more for every 100 (10 %).
 * Basket of 10 things (the brief's example): 500 last year, 520 this year: 520 − 500 = 20 more; 500 is 5
 * hundreds, 20 ÷ 5 = 4 for every 100, 4 %. With 500 coins this year the basket is 520 − 500 = 20 short.
 * Bananas in season 40 → 35: 40 − 35 = 5 less (some prices fall).
 * Examples: egg cakes 50 → 55, 55 − 50 = 5; 3 % of 100 is 3, a 100-coin thing → 103; rice balls at 22:
 * 4 × 22 = 88, 100 − 88 = 12 left (5 × 22 = 110 is more than 100).
 * Frames: no numbers.
 * Quiz: q1 basket 300, up 5 for every 100: 300 is 3 hundreds, 3 × 5 = 15, 300 + 15 = 315 (distractors:
 * 305 adds 5 once; 15 is the rise only; 300 × 5 = 1,500 multiplies every coin). q3 100 ÷ 20 = 5 rice balls last year,
 * 100 ÷ 25 = 4 this year (true). q4 one price 40 → 44 does not prove prices in general rose (false).
 * Facts:
 * - Taiwan's government statistics office, the Directorate-General of Budget, Accounting and Statistics
 *   (行政院主計總處), measures the consumer price index (消費者物價指數, CPI) by checking the prices of a
 *   basket of things people buy (story paragraph 5; term "consumer price index"; no current value given)
 *   — DGBAS, 2025
 */
const body = {
  id: 'M85',
  format: 'adventure',
  storyIntro: [
    {
      en: 'A big balloon takes the class to Lantern Island. It has a sky market with bright stalls. Jay runs to the rice-ball stall. Then he stops. The sign has two lines: "Last year: 20 coins. This year: 22 coins."',
      'zh-TW': '一顆大熱氣球載著全班來到燈籠島。島上有一個熱鬧的天空市集。阿哲衝向飯糰攤，卻突然停下腳步。招牌上寫著兩行字：「去年 NT$20，今年 NT$22。」',
    },
    {
      en: '"22 − 20 = 2 coins more!" says Jay. "Everything on this island must cost more now." Mei asks, "Why? Did every price go up?" Jay is not sure. He only looked at one sign.',
      'zh-TW': '阿哲說：「22 − 20 = 2，貴了 NT$2！這座島上的東西一定都變貴了。」小美問：「為什麼？每樣東西都漲價了嗎？」阿哲愣住了，他其實只看了一個招牌。',
    },
    {
      en: 'Ms. Chen gives the class a price list from the island office. It shows a basket of 10 everyday things, like rice, eggs, bus rides and soap. Last year the basket cost 500 coins. This year it costs 520 coins.',
      'zh-TW': '陳老師拿出島上辦公室做的價格表。表上有一籃 10 樣生活用品，像是米、雞蛋、搭公車和肥皂。這一籃去年要 NT$500，今年要 NT$520。',
    },
    {
      en: 'Leo works it out. "520 − 500 = 20 coins more. 500 is 5 hundreds, and 20 ÷ 5 = 4. So prices rose 4 coins for every 100. That is 4 %." Mei points to a line. "Bananas went down, from 40 to 35!" Some prices rise, and some fall.',
      'zh-TW': '阿力算給大家看：「520 − 500 = 20，多了 NT$20。500 是 5 個 100，20 ÷ 5 = 4。所以每 NT$100 漲了 NT$4，也就是 4%。」小美指著其中一行：「香蕉變便宜了，從 NT$40 降到 NT$35！」有些東西漲價，也有些東西降價。',
    },
    {
      en: '"When prices in general go up, that is inflation," says Ms. Chen. "Taiwan\'s government statistics office checks a basket like this. It is called the consumer price index, or CPI."',
      'zh-TW': '陳老師說：「物價整體往上漲，就叫做通貨膨脹。台灣的行政院主計總處，也會用像這樣的一籃東西來計算，叫做消費者物價指數，簡稱 CPI。」',
    },
    {
      en: 'Jay thinks again. "So the rice ball rose more than most things. Last year 500 coins bought the whole basket. This year 500 coins are 20 short." He buys one rice ball and shares it with Mei.',
      'zh-TW': '阿哲又想了一下：「所以飯糰漲得比大部分的東西多。去年 NT$500 可以買下整籃，今年 NT$500 還差 NT$20。」他買了一個飯糰，分一半給小美。',
    },
    {
      en: 'Pip flaps his wings. "Squawk! One price is a clue. The whole basket tells the story!"',
      'zh-TW': '皮皮拍拍翅膀：「嘎！一個價格只是線索，整籃東西才說得清楚！」',
    },
  ],
  definitions: [
    {
      term: { en: 'inflation', 'zh-TW': '通貨膨脹' },
      definition: {
        en: 'When prices in general go up, so the same coins buy less.',
        'zh-TW': '物價整體往上漲，同樣的錢能買的東西變少了。',
      },
      example: {
        en: 'The basket went from 500 to 520 coins. That is inflation.',
        'zh-TW': '那一籃東西從 NT$500 漲到 NT$520，這就是通貨膨脹。',
      },
    },
    {
      term: { en: 'prices in general', 'zh-TW': '物價' },
      definition: {
        en: 'The prices of many everyday things, looked at together.',
        'zh-TW': '很多生活用品的價格，放在一起看。',
      },
      example: {
        en: 'The rice ball rose, and bananas fell. Prices in general still rose.',
        'zh-TW': '飯糰漲了，香蕉降了，但整體的物價還是上漲了。',
      },
    },
    {
      term: { en: 'basket', 'zh-TW': '一籃東西' },
      definition: {
        en: 'A list of the same everyday things, priced each year.',
        'zh-TW': '每年都用同一張生活用品清單，來查一次價格。',
      },
      example: {
        en: 'The basket has 10 things, like rice, eggs, bus rides and soap.',
        'zh-TW': '這一籃有 10 樣東西，像是米、雞蛋、搭公車和肥皂。',
      },
    },
    {
      term: { en: 'consumer price index (CPI)', 'zh-TW': '消費者物價指數（CPI）' },
      definition: {
        en: 'A number that shows how the price of a basket of things changes.',
        'zh-TW': '用來看一籃東西的價格怎麼變化的數字。',
      },
      example: {
        en: 'In Taiwan, a government statistics office measures the CPI.',
        'zh-TW': '在台灣，由行政院主計總處計算消費者物價指數。',
      },
    },
    {
      term: { en: 'percent (%)', 'zh-TW': '百分比（%）' },
      definition: {
        en: 'How many out of every 100.',
        'zh-TW': '每 100 裡面有多少。',
      },
      example: {
        en: 'Prices rose 4 coins for every 100 coins. That is 4 %.',
        'zh-TW': '每 NT$100 漲了 NT$4，就是 4%。',
      },
    },
  ],
  examples: [
    {
      en: 'At the sky market, egg cakes went from 50 to 55 coins. 55 − 50 = 5 coins more. One price going up is a clue, not the whole story.',
      'zh-TW': '天空市集的雞蛋糕從 NT$50 漲到 NT$55，55 − 50 = 5，貴了 NT$5。一個價格上漲只是線索，不是全部。',
    },
    {
      en: 'If prices in general rise 3 %, a thing that cost 100 coins now costs about 103 coins.',
      'zh-TW': '如果物價整體上漲 3%，原本 NT$100 的東西，現在大約要 NT$103。',
    },
    {
      en: 'Last year, 100 coins bought 5 rice balls at 20 coins. This year, at 22 coins, 100 coins buy only 4, with 12 coins left.',
      'zh-TW': '去年 NT$100 可以買 5 個 NT$20 的飯糰；今年飯糰 NT$22，NT$100 只能買 4 個，還剩 NT$12。',
    },
    {
      en: 'To measure inflation, use the same basket each year. Then you compare the same things.',
      'zh-TW': '要量通貨膨脹，每年都要用同一籃東西，這樣比的才是一樣的東西。',
    },
  ],
  sentenceBuilder: {
    frames: [
      {
        id: 'what-inflation-is',
        text: {
          en: 'When prices in general go ______, that is ______.',
          'zh-TW': '物價整體往______，就叫做______。',
        },
        wordPool: {
          en: ['down', 'a sale', 'up', 'inflation'],
          'zh-TW': ['下降', '特價', '上漲', '通貨膨脹'],
        },
        accepts: {
          en: [['up'], ['inflation']],
          'zh-TW': [['上漲'], ['通貨膨脹']],
        },
        hints: [
          {
            en: 'Think about the basket: 500 coins last year, 520 this year.',
            'zh-TW': '想想那一籃東西：去年 NT$500，今年 NT$520。',
          },
          {
            en: 'A sale makes one price go down for a short time. Inflation is about many prices going up.',
            'zh-TW': '特價是一樣東西暫時變便宜；通貨膨脹說的是很多東西一起變貴。',
          },
          {
            en: 'The answer is "up" and "inflation": when prices in general go up, that is inflation.',
            'zh-TW': '答案是「上漲」和「通貨膨脹」：物價整體往上漲，就叫做通貨膨脹。',
          },
        ],
      },
      {
        id: 'same-basket-each-year',
        text: {
          en: 'To measure inflation, we price the ______ basket of everyday things ______ year.',
          'zh-TW': '要測量通貨膨脹，我們要查______一籃生活用品在______的價格。',
        },
        wordPool: {
          en: ['new', 'same', 'every', 'last'],
          'zh-TW': ['新的', '同樣的', '每一年', '去年'],
        },
        accepts: {
          en: [['same'], ['every']],
          'zh-TW': [['同樣的'], ['每一年']],
        },
        hints: [
          {
            en: 'What did Ms. Chen show the class after Jay saw the rice-ball sign?',
            'zh-TW': '阿哲看到飯糰招牌之後，陳老師拿出了什麼給大家看？',
          },
          {
            en: 'A new basket each year would compare different things. Last year alone gives one price list, with nothing to compare.',
            'zh-TW': '每年換一籃新的，比的就不是一樣的東西；只查去年，只有一張價格表，沒得比。',
          },
          {
            en: 'The answer is "same" and "every": we price the same basket of everyday things every year.',
            'zh-TW': '答案是「同樣的」和「每一年」：每一年都查同樣的一籃生活用品。',
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
        en: 'On Cloud Island, a basket of everyday things cost 300 coins last year. This year it costs 5 coins more for every 100 coins. What does it cost now?',
        'zh-TW': '雲朵島上，一籃生活用品去年要 NT$300。今年這一籃每 NT$100 貴了 NT$5。它現在要多少錢？',
      },
      options: [
        { en: '305 coins', 'zh-TW': 'NT$305' },
        { en: '15 coins', 'zh-TW': 'NT$15' },
        { en: '1,500 coins', 'zh-TW': 'NT$1,500' },
        { en: '315 coins', 'zh-TW': 'NT$315' },
      ],
      answer: [3],
      hintCycle: [
        {
          en: 'How many hundreds are in 300? Each hundred rose by 5.',
          'zh-TW': '300 裡面有幾個 100？每個 100 都漲了 5。',
        },
        {
          en: 'Adding 5 only once forgets the other hundreds. 15 is only the rise. 300 × 5 = 1,500 adds 5 for every coin, not for every 100.',
          'zh-TW': '只加一次 5，會漏掉其他的 100；15 只是漲的部分；300 × 5 = 1,500 是每 1 元都乘 5，不是每 100 漲 5。',
        },
        {
          en: 'The answer is 315 coins. 300 is 3 hundreds, so 3 × 5 = 15, and 300 + 15 = 315.',
          'zh-TW': '答案是 NT$315。300 是 3 個 100，3 × 5 = 15，300 + 15 = 315。',
        },
      ],
      why: {
        en: '"5 for every 100" means 5 more on each hundred. 300 has 3 hundreds, so the basket costs 15 more.',
        'zh-TW': '「每 100 漲 5」，就是每個 100 都多 5。300 有 3 個 100，所以這一籃貴了 NT$15。',
      },
    },
    {
      id: 'q2',
      type: 'multi',
      question: {
        en: 'Which of these are signs of inflation on an island? Pick all that fit.',
        'zh-TW': '下面哪些是一座島發生通貨膨脹的跡象？選出所有正確的答案。',
      },
      options: [
        {
          en: 'A shop has a sale, and apples cost less for a week.',
          'zh-TW': '有一家店在特價，蘋果便宜了一個星期。',
        },
        {
          en: 'Most things in the everyday basket cost more than last year.',
          'zh-TW': '那一籃生活用品裡，大部分東西都比去年貴。',
        },
        {
          en: 'The same 100 coins buy fewer everyday things than last year.',
          'zh-TW': '同樣的 NT$100，能買的生活用品比去年少。',
        },
        {
          en: 'One new toy costs more because everyone wants it, but other prices stay the same.',
          'zh-TW': '有一款新玩具因為大家都想要而變貴，可是其他東西的價格都沒變。',
        },
      ],
      answer: [1, 2],
      hintCycle: [
        {
          en: 'Inflation is about prices in general, not one thing.',
          'zh-TW': '通貨膨脹看的是整體物價，不是某一樣東西。',
        },
        {
          en: 'A sale makes a price go down. One popular toy is one price, while the others stay the same.',
          'zh-TW': '特價是價格變低；一款熱門玩具只是一個價格，其他東西都沒變。',
        },
        {
          en: 'The answer is "most things in the basket cost more" and "the same 100 coins buy fewer things". Both show prices in general rising.',
          'zh-TW': '答案是「大部分東西都比去年貴」和「同樣的 NT$100 能買的比較少」。這兩個都表示整體物價上漲了。',
        },
      ],
      why: {
        en: 'Inflation means many prices rise together, so coins buy less. One price or a sale does not show it.',
        'zh-TW': '通貨膨脹是很多東西一起漲價，錢能買的東西變少。一個價格或一次特價，看不出通貨膨脹。',
      },
    },
    {
      id: 'q3',
      type: 'bool',
      question: {
        en: 'Last year, a rice ball cost 20 coins, and 100 coins bought 5. This year it costs 25 coins. True or false: now 100 coins buy 4 rice balls.',
        'zh-TW': '去年一個飯糰 NT$20，NT$100 可以買 5 個。今年一個要 NT$25。對或不對：現在 NT$100 可以買 4 個飯糰。',
      },
      answer: true,
      hintCycle: [
        {
          en: 'How many 25s fit in 100?',
          'zh-TW': '100 裡面有幾個 25？',
        },
        {
          en: 'The coins stay the same, but each rice ball costs more. So the same coins buy fewer.',
          'zh-TW': '錢一樣多，可是每個飯糰變貴了，所以能買的變少了。',
        },
        {
          en: 'True. 100 ÷ 25 = 4, so 100 coins buy 4 rice balls now, one fewer than last year.',
          'zh-TW': '對。100 ÷ 25 = 4，現在 NT$100 只能買 4 個，比去年少 1 個。',
        },
      ],
      why: {
        en: 'When prices rise, the same coins buy less. 100 ÷ 20 = 5 last year, but 100 ÷ 25 = 4 this year.',
        'zh-TW': '價格上漲，同樣的錢能買的就變少。去年 100 ÷ 20 = 5，今年 100 ÷ 25 = 4。',
      },
    },
    {
      id: 'q4',
      type: 'bool',
      question: {
        en: 'On Cloud Island, a scallion pancake went from 40 to 44 coins. Nobody has checked other prices. True or false: this proves the island has inflation.',
        'zh-TW': '雲朵島上，一份蔥油餅從 NT$40 漲到 NT$44，還沒有人查過其他東西的價格。對或不對：這就證明這座島發生了通貨膨脹。',
      },
      answer: false,
      hintCycle: [
        {
          en: 'Is one price the same as prices in general?',
          'zh-TW': '一個價格，等於整體物價嗎？',
        },
        {
          en: 'One price can rise while others stay the same or fall, like the bananas on Lantern Island.',
          'zh-TW': '一個價格上漲時，其他東西可能沒變，甚至變便宜，就像燈籠島的香蕉。',
        },
        {
          en: 'False. One pancake is a clue, not proof. To know, price a whole basket of things both years.',
          'zh-TW': '不對。一份蔥油餅只是線索，不是證明。要知道答案，得查兩年的一整籃東西。',
        },
      ],
      why: {
        en: 'Inflation is about prices in general. Only a whole basket, priced both years, can show it.',
        'zh-TW': '通貨膨脹說的是整體物價，要查同一籃東西在兩年的價格，才看得出來。',
      },
    },
    {
      id: 'q5',
      type: 'single',
      question: {
        en: 'Ms. Chen wants to know if prices in general went up on Cloud Island. What is the best way to find out?',
        'zh-TW': '陳老師想知道雲朵島的整體物價有沒有上漲。最好的方法是什麼？',
      },
      options: [
        {
          en: 'Price the same basket of everyday things both years.',
          'zh-TW': '查同一籃生活用品，在這兩年的價格。',
        },
        {
          en: 'Ask a few shoppers if prices feel higher to them than last year.',
          'zh-TW': '問幾位買東西的人，覺得東西有沒有比去年貴。',
        },
        { en: 'Check the price of one favorite snack.', 'zh-TW': '看一樣最愛的零食價格。' },
        { en: 'Look only at the prices that went up.', 'zh-TW': '只看有漲價的那些東西。' },
      ],
      answer: [0],
      hintCycle: [
        {
          en: 'Think about what the island office gave the class.',
          'zh-TW': '想想看，島上辦公室給了全班什麼？',
        },
        {
          en: 'A feeling is not a measurement. One snack is one price. Skipping the prices that fell makes the rise look bigger.',
          'zh-TW': '感覺不等於測量；一樣零食只是一個價格；不看降價的東西，漲幅會看起來比實際大。',
        },
        {
          en: 'The answer is "Price the same basket of everyday things both years." That is how the CPI works.',
          'zh-TW': '答案是「查同一籃生活用品，在這兩年的價格」。消費者物價指數就是這樣算的。',
        },
      ],
      why: {
        en: 'Pricing the same basket each year compares the same things, the ones that rose and the ones that fell.',
        'zh-TW': '每年查同一籃東西，比的才是一樣的東西，漲價和降價的都算在裡面。',
      },
    },
  ],
} satisfies AdventureBody;

export default body;
