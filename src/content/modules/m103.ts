import type { ClassicBody } from '../schema/module-body';

/**
 * M103 · World Trade Port: "Exchange Rates" / 「匯率」.
 * Learning outcome (Grade 8, Spending): explain that an exchange rate tells how much of one country's money
 * buys another's, that it moves a little every day, and convert simple prices between NT$ and US$ (divide by
 * the rate to get US$, multiply to get NT$), with a grown-up doing the real swap.
 * Benchmark, in words: the grade-8 Spending statement that buyers compare prices and costs before they
 * buy; here the price is in another country's money, so the child first turns it into money they know.
 * Numbers: the port board "US$1 = about NT$30" (Facts). An's allowance is 100 every Monday (cast sheet).
 * An's trip money: 300 coins = NT$300 (the island's coins are Taiwan dollars); 300 ÷ 30 = 10 → about US$10.
 * Her aunt's photo: a sticker book at US$5 → 5 × 30 = 150 → NT$150, half of her NT$300 (300 ÷ 2 = 150).
 * Quiz: q1 Mei's uncle NT$600 → 600 ÷ 30 = 20 → about US$20 (wrong: 600 − 30 = 570, 600 × 30 = 18,000,
 * "the same number" 600); q2 Jay's aunt swaps NT$90 → 90 ÷ 30 = 3 → about US$3, not US$90 (false);
 * q4 a US$4 snack → 4 × 30 = 120 → about NT$120; q5 the word "exchange rate".
 * Why the rate moves ("when more people want a money, it costs more") is told as general economics, no figure.
 * Facts:
 * - About NT$30 buys US$1 in 2025, and the rate moves every day — Central Bank of the Republic of China (Taiwan), exchange-rate data, 2025
 */
const body = {
  id: 'M103',
  format: 'classic',
  scenarios: [
    {
      id: 'ans-trip-money',
      title: {
        en: "How Many Dollars Is An's Trip Money?",
        'zh-TW': '小安的旅費，換成美元有多少？',
      },
      description: {
        en: 'An is saving for a trip to the United States. A board at the port shows her what her money is worth there.',
        'zh-TW': '小安存錢準備去美國旅行。港口的一塊看板，讓她知道自己的錢到了那裡值多少。',
      },
      context: {
        en:
          'Cranes swing big boxes onto ships at World Trade Port. ' +
          'On Monday, An gets her 100 coins, as she does every Monday. ' +
          'She has also saved 300 coins for a summer trip with her mom to see her aunt in the United States. ' +
          '"Our coins are Taiwan dollars, NT$," says Ms. Chen. "In the United States, people pay in US dollars, US$." ' +
          'On Tuesday, a board at the port says "US$1 = about NT$30." ' +
          '"So I will have 300 US dollars!" An says. ' +
          'Mei asks, "Why would the number stay the same? It is a different money." ' +
          'An stops to think. Each US dollar costs about 30 Taiwan dollars. 300 ÷ 30 = 10. ' +
          '"Oh! My NT$300 is only about US$10," she says. ' +
          'On Wednesday, her aunt sends a photo of a US$5 sticker book. ' +
          '5 × 30 = 150. "That is NT$150, half of my trip money!" An decides to think about it at home. ' +
          'On Friday, the number on the board is a little different. ' +
          '"Rates move a little every day," says Pip. "When more people want a money, it costs more." ' +
          'On Sunday, An and her mom make a card: US$1 = about NT$30. ' +
          'Mom will swap the money before the trip. "Squawk! Check the rate, then work it out!"',
        'zh-TW':
          '世界貿易港好熱鬧，起重機把一個個大貨櫃吊上船。' +
          '星期一，小安照常拿到每週一的零用錢 NT$100。' +
          '另外，她還存了 NT$300，準備暑假跟媽媽一起去美國找阿姨。' +
          '陳老師說：「我們用的錢是新臺幣，寫成 NT$；在美國，大家用美元付錢，寫成 US$。」' +
          '星期二，港口的一塊看板上寫著：「US$1 ＝ 約 NT$30」。' +
          '小安開心地說：「那我到美國就有 300 美元了！」' +
          '小美問：「換成另一種錢，數字為什麼還會一樣呢？」' +
          '小安停下來想了想：每 1 美元大約要 30 元台幣，300 ÷ 30 = 10。' +
          '她說：「原來我的 NT$300，只能換大約 US$10！」' +
          '星期三，阿姨傳來一張貼紙書的照片，標價 US$5。' +
          '5 × 30 = 150。「那就是 NT$150，我一半的旅費耶！」小安決定回家再想一想。' +
          '星期五，看板上的數字跟星期二有一點不一樣了。' +
          '皮皮說：「匯率每天都會變一點點。想要某種錢的人變多，那種錢就會變貴。」' +
          '星期天，小安和媽媽做了一張小卡片：US$1 ＝ 約 NT$30。' +
          '出發前，媽媽會幫她換好錢。皮皮叫著：「嘎！先看匯率，再算清楚！」',
      },
      thinkingPrompts: [
        {
          en: 'Why did An first think she would have 300 US dollars? What did she forget?',
          'zh-TW': '小安一開始為什麼以為自己會有 300 美元？她忘了什麼？',
        },
        {
          en: 'The rate moves a little every day. Why might Mom check it on the day she swaps the money?',
          'zh-TW': '匯率每天都會變一點點。你覺得媽媽為什麼要在換錢那天再看一次？',
        },
        {
          en: 'Why is it helpful to turn a US$ price back into NT$ before you decide to buy?',
          'zh-TW': '決定要不要買之前，先把美元的價錢換回台幣想一想，有什麼好處？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'exchange-rate',
      term: { en: 'exchange rate', 'zh-TW': '匯率' },
      definition: {
        en: "How much of one country's money you need to get another country's money.",
        'zh-TW': '要用多少一個國家的錢，才能換到另一個國家的錢。',
      },
      example: {
        en: 'The board at the port shows the exchange rate: US$1 = about NT$30.',
        'zh-TW': '港口看板上寫著匯率：US$1 ＝ 約 NT$30。',
      },
    },
    {
      id: 'currency',
      term: { en: 'currency', 'zh-TW': '貨幣' },
      definition: {
        en: 'The kind of money that people use in a country.',
        'zh-TW': '一個國家的人平常用來買東西的錢。',
      },
      example: {
        en: "Taiwan's currency is the New Taiwan dollar. In the United States, it is the US dollar.",
        'zh-TW': '台灣的貨幣是新臺幣，美國的貨幣是美元。',
      },
    },
    {
      id: 'new-taiwan-dollar',
      term: { en: 'New Taiwan dollar (NT$)', 'zh-TW': '新臺幣（NT$）' },
      definition: {
        en: 'The money we use in Taiwan. People often just say Taiwan dollars.',
        'zh-TW': '我們在台灣用的錢，大家常簡單叫它「台幣」。',
      },
      example: {
        en: 'An has saved NT$300 for her trip.',
        'zh-TW': '小安為這趟旅行存了 NT$300。',
      },
    },
    {
      id: 'us-dollar',
      term: { en: 'US dollar (US$)', 'zh-TW': '美元（US$）' },
      definition: {
        en: 'The money people use in the United States.',
        'zh-TW': '美國人用的錢，也有人叫它「美金」。',
      },
      example: {
        en: 'The sticker book in the photo costs US$5.',
        'zh-TW': '照片裡的貼紙書標價 US$5。',
      },
    },
    {
      id: 'exchange-money',
      term: { en: 'exchange money', 'zh-TW': '換錢（兌換）' },
      definition: {
        en: "To give one country's money and get another country's money back.",
        'zh-TW': '拿一個國家的錢，去換另一個國家的錢。',
      },
      example: {
        en: "Before the trip, Mom will exchange An's NT$300 for about US$10.",
        'zh-TW': '出發前，媽媽會幫小安把 NT$300 換成大約 US$10。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'an-exchange-rate-tells-me',
      stem: {
        en: 'An exchange rate tells me…',
        'zh-TW': '匯率告訴我……',
      },
      examples: [
        {
          en: 'An exchange rate tells me how many Taiwan dollars I need to get one US dollar.',
          'zh-TW': '匯率告訴我，要用多少台幣，才能換到 1 美元。',
        },
      ],
    },
    {
      id: 'to-turn-nt-into-us',
      stem: {
        en: 'To turn NT$ into US$ at about NT$30 for US$1, I…',
        'zh-TW': '如果 US$1 大約要 NT$30，要把台幣換算成美元，我會……',
      },
      examples: [
        {
          en: 'To turn NT$ into US$ at about NT$30 for US$1, I divide by 30, like 300 ÷ 30 = 10.',
          'zh-TW': '如果 US$1 大約要 NT$30，要把台幣換算成美元，我會除以 30，像 300 ÷ 30 = 10。',
        },
      ],
    },
    {
      id: 'before-i-buy-in-another-currency',
      stem: {
        en: 'Before I buy something priced in another currency, I…',
        'zh-TW': '買用別國貨幣標價的東西之前，我會……',
      },
      examples: [
        {
          en: 'Before I buy something priced in another currency, I turn the price into NT$ with a grown-up, like 5 × 30 = 150.',
          'zh-TW': '買用別國貨幣標價的東西之前，我會和大人一起把價錢換算成台幣，像 5 × 30 = 150。',
        },
        {
          en: 'Before I buy something priced in another currency, I check the exchange rate for that day.',
          'zh-TW': '買用別國貨幣標價的東西之前，我會先看看當天的匯率。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: "Mei's uncle takes NT$600 on a trip to the United States. The rate is about NT$30 for US$1. About how many US dollars does he get?",
        'zh-TW': '小美的舅舅帶 NT$600 去美國旅行。匯率大約是 NT$30 換 US$1。他大約可以換到多少美元？',
      },
      options: [
        {
          en: 'About US$570, because 600 − 30 = 570',
          'zh-TW': '大約 US$570，因為 600 − 30 = 570',
        },
        {
          en: 'About US$18,000, because 600 × 30 = 18,000',
          'zh-TW': '大約 US$18,000，因為 600 × 30 = 18,000',
        },
        {
          en: 'About US$20, because 600 ÷ 30 = 20',
          'zh-TW': '大約 US$20，因為 600 ÷ 30 = 20',
        },
        {
          en: 'US$600: a dollar is a dollar',
          'zh-TW': 'US$600，因為錢換過去數字不變',
        },
      ],
      correctAnswer: 2,
      feedback: {
        en: 'Each US$1 takes about NT$30, so count how many 30s fit in 600: 600 ÷ 30 = 20. Taking away 30 or multiplying by 30 does not count the dollars. The number changes when the money changes.',
        'zh-TW': '每 US$1 大約要 NT$30，所以要算 600 裡有幾個 30：600 ÷ 30 = 20。減掉 30 或乘上 30，都不是在算能換幾美元；換了貨幣，數字也會跟著變。',
      },
      hintCycle: [
        {
          en: 'Each US$1 costs about NT$30. How many 30s are in 600?',
          'zh-TW': '每 US$1 大約要 NT$30。600 裡面有幾個 30？',
        },
        {
          en: 'Some think the number stays the same. Others take away or multiply. To count the 30s, you divide.',
          'zh-TW': '有人以為換了錢數字不變，也有人用減的或乘的。要算有幾個 30，應該用除的。',
        },
        {
          en: 'The answer is about US$20. 600 ÷ 30 = 20, just like An worked out 300 ÷ 30 = 10.',
          'zh-TW': '答案是大約 US$20。600 ÷ 30 = 20，就像小安算的 300 ÷ 30 = 10。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: "True or false: Jay's aunt exchanges NT$90 at about NT$30 for US$1. She gets about US$90.",
        'zh-TW': '是非題：阿哲的阿姨用 NT$90 換美元，匯率大約是 NT$30 換 US$1。她會換到大約 US$90。',
      },
      correctAnswer: false,
      feedback: {
        en: 'False. She gets about US$3, because 90 ÷ 30 = 3. Money does not keep its number when you exchange it. The rate tells you the new number.',
        'zh-TW': '錯。她大約會換到 US$3，因為 90 ÷ 30 = 3。錢換成別國貨幣，數字不會維持原樣，要看匯率才知道會變成多少。',
      },
      hintCycle: [
        {
          en: 'Think of An. What did NT$300 turn into?',
          'zh-TW': '想想小安：她的 NT$300 換成了多少美元？',
        },
        {
          en: 'Some think a dollar is a dollar everywhere. But US$1 takes about NT$30. How many 30s are in 90?',
          'zh-TW': '有人以為錢到哪裡數字都一樣。可是 US$1 大約要 NT$30。90 裡面有幾個 30？',
        },
        {
          en: 'The answer is false. 90 ÷ 30 = 3, so she gets about US$3, not US$90.',
          'zh-TW': '答案是「錯」。90 ÷ 30 = 3，她大約換到 US$3，不是 US$90。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Which of these are true about exchange rates? Pick all that are right.',
        'zh-TW': '關於匯率，下面哪些說法是對的？（可以選好幾個）',
      },
      options: [
        {
          en: 'It tells how much of one money you need to get another money.',
          'zh-TW': '它告訴你，要用多少一種錢，才能換到另一種錢。',
        },
        {
          en: 'It can move a little from one day to the next.',
          'zh-TW': '它可能今天跟明天不一樣，會變動一點點。',
        },
        {
          en: 'When you exchange NT$ for US$, you get the same number back.',
          'zh-TW': '把台幣換成美元，換到的數字會跟原來一樣。',
        },
        {
          en: '"About NT$30 for US$1" means one US dollar takes about 30 Taiwan dollars.',
          'zh-TW': '「約 NT$30 換 US$1」的意思是，1 美元大約要用 30 元台幣來換。',
        },
        {
          en: 'Once the rate is set, it stays the same for a whole year.',
          'zh-TW': '匯率訂好以後，一整年都會維持不變。',
        },
      ],
      correctAnswer: [0, 1, 3],
      feedback: {
        en: 'An exchange rate tells how much of one money gets another, like about NT$30 for US$1. It moves a little each day. When you exchange money, the number changes.',
        'zh-TW': '匯率告訴你一種錢能換多少另一種錢，例如約 NT$30 換 US$1。它每天都會變動一點；換了錢，數字也會改變。',
      },
      hintCycle: [
        {
          en: 'Think about the board at the port on Tuesday and on Friday.',
          'zh-TW': '想想港口那塊看板，星期二和星期五寫的一樣嗎？',
        },
        {
          en: 'Some think money keeps its number when you swap it. Others think the rate is fixed for a whole year. Pip said it moves every day.',
          'zh-TW': '有人以為換了錢數字不變，也有人以為匯率一整年都不會變。皮皮說過，它每天都會變一點。',
        },
        {
          en: 'The answers: it tells how much of one money gets another, and it moves a little each day. Also, about NT$30 for US$1 means US$1 takes about NT$30.',
          'zh-TW': '答案是：它告訴你一種錢能換多少另一種錢；它每天會變動一點；「約 NT$30 換 US$1」是指 1 美元大約要 30 元台幣。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'On a trip, a snack costs US$4. The rate is about NT$30 for US$1. In Taiwan dollars, the snack costs about ______.',
        'zh-TW': '旅行時，一份點心標價 US$4。匯率大約是 NT$30 換 US$1。換算成台幣，這份點心大約是______。',
      },
      acceptedAnswers: {
        en: ['120', 'NT$120', 'one hundred twenty', 'one hundred and twenty', '120 Taiwan dollars', '120 dollars', 'NT$ 120', '120 NT dollars'],
        'zh-TW': ['120', 'NT$120', '120元', '120 元', '一百二十', '一百二十元', '台幣120元', '新臺幣120元', '新台幣120元', '120元台幣', '120塊', '一百二十塊'],
      },
      feedback: {
        en: 'Each US$1 is about NT$30, and the snack is 4 US dollars. 4 × 30 = 120, so it costs about NT$120.',
        'zh-TW': '每 US$1 大約是 NT$30，點心是 4 美元。4 × 30 = 120，所以大約是 NT$120。',
      },
      hintCycle: [
        {
          en: 'Each US$1 is worth about NT$30. The snack is US$4.',
          'zh-TW': '每 US$1 大約值 NT$30，點心是 US$4。',
        },
        {
          en: 'Going from US$ back to NT$, you multiply. Do not divide this time.',
          'zh-TW': '從美元換回台幣，要用乘的，這次不是用除的喔。',
        },
        {
          en: 'The answer is 120. 4 × 30 = 120, the same way An found 5 × 30 = 150.',
          'zh-TW': '答案是 120。4 × 30 = 120，就像小安算 5 × 30 = 150 一樣。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: 'The ______ tells you how many Taiwan dollars you need to get one US dollar.',
        'zh-TW': '______會告訴你，要多少台幣才能換到 1 美元。',
      },
      acceptedAnswers: {
        en: ['exchange rate', 'rate', 'currency exchange rate', 'rate of exchange'],
        'zh-TW': ['匯率', '兌換率', '外匯匯率', '兌換匯率'],
      },
      feedback: {
        en: 'The exchange rate tells how much of one money gets another. In 2025, it was about NT$30 for US$1.',
        'zh-TW': '匯率告訴你一種錢能換多少另一種錢。2025 年，大約是 NT$30 換 US$1。',
      },
      hintCycle: [
        {
          en: 'What did the board at the port show?',
          'zh-TW': '港口那塊看板上寫的是什麼？',
        },
        {
          en: 'It is not the price of one thing, and it is not a currency. It is how two monies swap.',
          'zh-TW': '它不是某樣東西的價錢，也不是某一種貨幣，而是兩種錢怎麼互相換。',
        },
        {
          en: 'The answer is "exchange rate": about NT$30 for US$1 in 2025.',
          'zh-TW': '答案是「匯率」：2025 年大約是 NT$30 換 US$1。',
        },
      ],
    },
  ],
  reflection: {
    id: 'my-trip-money',
    question: {
      en: 'Imagine a trip to another country with your family. What price would you like to check, and how would you turn it into NT$?',
      'zh-TW': '想像你和家人要去另一個國家旅行。你會想先查哪樣東西的價錢？你會怎麼把它換算成台幣？',
    },
    placeholder: {
      en: 'I would check the price of… It costs… so in NT$ it is about…',
      'zh-TW': '我想查……的價錢。它標價……，換算成台幣大約是……',
    },
  },
} satisfies ClassicBody;

export default body;
