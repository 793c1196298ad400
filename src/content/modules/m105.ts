import type { ClassicBody } from '../schema/module-body';

/**
 * M105 · World Trade Port: "Fair Trade and Tariffs" / 「公平貿易與關稅」.
 * Learning outcome (Grade 8, Spending): explain that a tariff is a tax on imported goods, paid at customs,
 * that raises the price buyers pay, and that fair trade means fair pay and safe work for the people who make
 * things; then read one price all the way back using the port's ideas together.
 * Benchmark, in words: the grade-8 Spending statement that buyers weigh price against other things they
 * care about when they choose; here a tariff is part of the price and fair pay is one thing to care about.
 * The island's last lesson (capstone). Recap, in general words, of the port's plan (the lessons are written
 * in parallel): M100 countries trade because each has things others want, and both sides gain (Leo); M101
 * imports come in, exports go out: Taiwan sells chips and buys most of its energy (An); M102 doing what you
 * do best, then trading (Jay); M104 a T-shirt's supply chain, each step adds cost (Jay); M103 an exchange
 * rate, about NT$30 for US$1 (Mei).
 * Numbers: the island's own, said so in the story. Mei's allowance is 50 every Monday (cast sheet). Plain bar:
 * make and ship 30, tariff 5, shop 5: 30 + 5 + 5 = 40. Fair-trade bar: the farmers get 5 more, 30 + 5 = 35;
 * then 35 + 5 + 5 = 45; 45 − 40 = 5 more. Mei buys the fair-trade bar: 50 − 45 = 5 left.
 * Quiz: q1 a toy car costs a shop 100 to bring in, tariff 10 → the price goes up by about 10 (100 + 10 =
 * 110 before the shop's share); q2 toy blocks brought into Taiwan (no numbers); q4 dried mango 60, fair-trade
 * bag 10 more → 60 + 10 = 70.
 * The fair-trade label is told generally (a mark that says makers got fair pay and safe work); no
 * organisation, brand or country is named, and no country is blamed.
 * Facts:
 * - A tariff (關稅) is a tax on goods brought in from other countries, collected at customs (財政部關務署) — Customs Act (關稅法), 2025
 * - Taiwan's largest exports are electronic parts, above all chips (semiconductors) — Ministry of Finance, customs trade statistics, 2025
 * - Taiwan imports most of its energy (oil, natural gas, coal) — Energy Administration, Ministry of Economic Affairs (經濟部能源署), 2025
 * - About NT$30 buys US$1 in 2025, and the rate moves every day — Central Bank of the Republic of China (Taiwan), exchange-rate data, 2025
 */
const body = {
  id: 'M105',
  format: 'classic',
  scenarios: [
    {
      id: 'meis-two-chocolate-bars',
      title: {
        en: 'Two Chocolate Bars at the Port',
        'zh-TW': '港口的兩條巧克力',
      },
      description: {
        en: 'On their last day at the port, the friends share what they learned. Then Mei asks why one bar costs 5 more.',
        'zh-TW': '在港口的最後一天，大家分享學到的事。接著，小美問：為什麼有一條巧克力貴了 NT$5？',
      },
      context: {
        en:
          'On Wednesday, the last day at World Trade Port, each child shares one port idea. ' +
          'Leo says, "Countries trade because each has things others want. Both sides can gain." ' +
          'An says, "Imports come in, and exports go out. Taiwan sells lots of chips. It buys most of its energy, like oil and gas." ' +
          'Jay says, "Places do what they do best, then trade. A T-shirt has a long supply chain." ' +
          '"An exchange rate turns NT$ into US$," Mei adds. "In 2025, it was about NT$30 for US$1." ' +
          'Mei still has her 50 coins from Monday. ' +
          'In a port shop, one chocolate bar costs 40 coins. One with a fair-trade label costs 45 coins. "Why 5 more?" Mei asks. ' +
          'The shopkeeper explains with the island\'s own numbers, to keep the maths easy. ' +
          'The bar costs 30 coins to make and ship. At customs, the shop pays a 5-coin tariff, a tax on things from other countries. ' +
          'The shop adds 5 coins for its work. 30 + 5 + 5 = 40. ' +
          'The fair-trade bar pays the cocoa farmers 5 coins more, for fair pay and safe work. 35 + 5 + 5 = 45. ' +
          'Both bars are fine choices. Mei picks the fair-trade bar. 50 − 45 = 5 coins are left. ' +
          '"Squawk!" says Pip. "Now you can read a price all the way back to the farm!"',
        'zh-TW':
          '星期三是在世界貿易港的最後一天，每個人都要分享一個在港口學到的想法。' +
          '阿力說：「每個國家都有別人想要的東西，所以會互相做貿易，雙方都能得到好處。」' +
          '小安說：「運進來叫進口，運出去叫出口。台灣賣出很多晶片，需要的能源像石油和天然氣，大多是買進來的。」' +
          '阿哲說：「每個地方做自己最擅長的事，再互相交換。還有，一件T恤背後有很長的供應鏈。」' +
          '小美接著說：「匯率可以把台幣換算成美元。2025 年，大約是 NT$30 換 US$1。」' +
          '小美星期一拿到的 NT$50 零用錢還在。' +
          '她在港口的一家店裡看到兩條巧克力：一條 NT$40；另一條貼著公平貿易標章，要 NT$45。小美問：「為什麼貴 5 元？」' +
          '老闆用島上自己的數字解釋給她聽，這樣比較好算：' +
          '這條巧克力做好、運過來，成本是 NT$30。到了海關，商店要繳 NT$5 的關稅，也就是從其他國家運進來的東西要繳的稅。' +
          '商店再加上 NT$5 當作自己的工作費用：30 + 5 + 5 = 40。' +
          '公平貿易的那條，多付給種可可的農夫 NT$5，讓他們拿到合理的報酬、在安全的地方工作：35 + 5 + 5 = 45。' +
          '兩條都是可以的選擇。小美選了公平貿易的那條：50 − 45 = 5，還剩 NT$5。' +
          '皮皮叫著：「嘎！現在你們看到一個價錢，就能一路看回農場了！」',
      },
      thinkingPrompts: [
        {
          en: 'Where did each of the 45 coins go? Which part surprised you?',
          'zh-TW': '這 NT$45 分別到了誰的手上？哪一部分讓你最意外？',
        },
        {
          en: 'Mei said both bars were fine choices. Why might another child pick the 40-coin bar?',
          'zh-TW': '小美說兩條都是可以的選擇。為什麼另一個小朋友可能會選 NT$40 的那條？',
        },
        {
          en: 'What if the tariff on the bar were 10 coins instead of 5? What might happen to its price?',
          'zh-TW': '如果這條巧克力的關稅不是 NT$5，而是 NT$10，它的價錢可能會怎麼樣？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'tariff',
      term: { en: 'tariff', 'zh-TW': '關稅' },
      definition: {
        en: 'A tax on goods that are brought in from other countries.',
        'zh-TW': '從其他國家運進來的貨物，要繳的一種稅。',
      },
      example: {
        en: 'On Money Islands, the shop paid a 5-coin tariff on the chocolate bar.',
        'zh-TW': '在理財冒險島上，商店為這條巧克力繳了 NT$5 的關稅。',
      },
    },
    {
      id: 'customs',
      term: { en: 'customs', 'zh-TW': '海關' },
      definition: {
        en: 'The place at a port or airport that checks goods coming in and collects tariffs.',
        'zh-TW': '在港口或機場，檢查運進來的貨物、收關稅的地方。',
      },
      example: {
        en: 'The box of chocolate bars stopped at customs before it reached the shop.',
        'zh-TW': '那箱巧克力送到商店之前，先在海關停了一下。',
      },
    },
    {
      id: 'import',
      term: { en: 'import', 'zh-TW': '進口' },
      definition: {
        en: 'Something a country brings in from another country.',
        'zh-TW': '一個國家從別的國家買進來的東西。',
      },
      example: {
        en: 'The chocolate bar is an import, so a tariff was paid on it.',
        'zh-TW': '這條巧克力是進口的，所以要繳關稅。',
      },
    },
    {
      id: 'fair-trade',
      term: { en: 'fair trade', 'zh-TW': '公平貿易' },
      definition: {
        en: 'Trade where the people who make things get fair pay and a safe place to work.',
        'zh-TW': '讓做東西的人拿到合理的報酬、在安全的地方工作的貿易。',
      },
      example: {
        en: 'With fair trade, the cocoa farmers got 5 coins more for each bar.',
        'zh-TW': '因為公平貿易，種可可的農夫每條巧克力多拿到 NT$5。',
      },
    },
    {
      id: 'fair-trade-label',
      term: { en: 'fair-trade label', 'zh-TW': '公平貿易標章' },
      definition: {
        en: 'A mark on a product that tells buyers it was made with fair pay and safe work.',
        'zh-TW': '印在商品上的標誌，告訴買的人：做它的人拿到合理的報酬，也在安全的地方工作。',
      },
      example: {
        en: 'Mei saw a fair-trade label on the 45-coin bar.',
        'zh-TW': '小美在 NT$45 的那條巧克力上，看到了公平貿易標章。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'a-tariff-makes-an-import',
      stem: {
        en: 'A tariff makes an import…',
        'zh-TW': '關稅會讓進口的東西……',
      },
      examples: [
        {
          en: 'A tariff makes an import cost more, because the tax is paid at customs and added to the price.',
          'zh-TW': '關稅會讓進口的東西變貴，因為在海關繳的稅，會加進價錢裡。',
        },
      ],
    },
    {
      id: 'fair-trade-means',
      stem: {
        en: 'Fair trade means…',
        'zh-TW': '公平貿易的意思是……',
      },
      examples: [
        {
          en: 'Fair trade means the people who make things get fair pay and a safe place to work.',
          'zh-TW': '公平貿易的意思是，做東西的人能拿到合理的報酬，也能在安全的地方工作。',
        },
      ],
    },
    {
      id: 'one-port-idea-i-will-use',
      stem: {
        en: 'One port idea I will use is…',
        'zh-TW': '我會用到的一個港口想法是……',
      },
      examples: [
        {
          en: 'One port idea I will use is reading a price back to the farm: make, ship, tariff, shop.',
          'zh-TW': '我會用到的一個港口想法是，把價錢一路看回農場：製造、運送、關稅、商店。',
        },
        {
          en: 'One port idea I will use is turning a US$ price into NT$ with a grown-up before we buy.',
          'zh-TW': '我會用到的一個港口想法是，買東西前和大人一起把美元的價錢換算成台幣。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: 'On Money Islands, a toy car costs a shop 100 coins to bring in. At customs, the shop pays a 10-coin tariff. What most likely happens to the price buyers pay?',
        'zh-TW': '在理財冒險島上，一家商店從國外運進一台玩具車，成本是 NT$100。在海關，商店又繳了 NT$10 的關稅。買的人要付的價錢，最可能會怎麼樣？',
      },
      options: [
        {
          en: 'It goes down, since a tariff is a discount.',
          'zh-TW': '變便宜，因為關稅是折扣。',
        },
        {
          en: 'It stays the same, because the tariff is only for the shop to worry about.',
          'zh-TW': '不會變，因為關稅是商店自己的事，跟價錢沒關係。',
        },
        {
          en: 'The shop keeps the 10 coins as extra, and the price stays the same.',
          'zh-TW': '這 NT$10 是商店多賺的錢，價錢不會變。',
        },
        {
          en: 'The price goes up, by about the 10 coins of tariff.',
          'zh-TW': '變貴，大約多了那 NT$10 的關稅。',
        },
      ],
      correctAnswer: 3,
      feedback: {
        en: 'A tariff is a tax the shop pays at customs. The shop adds it to its costs, so buyers usually pay about 10 coins more. It is not a discount, and the shop does not keep it: it goes to the government.',
        'zh-TW': '關稅是商店在海關繳的稅。商店會把它算進成本，所以買的人通常要多付大約 NT$10。關稅不是折扣，也不是商店賺的錢，而是繳給政府的。',
      },
      hintCycle: [
        {
          en: "Think of Mei's chocolate bar. Where did the 5-coin tariff end up?",
          'zh-TW': '想想小美的巧克力：那 NT$5 的關稅，最後算到哪裡去了？',
        },
        {
          en: 'Some think a tariff is a discount or extra money for the shop. It is a tax, paid to the government, and it adds to the cost.',
          'zh-TW': '有人以為關稅是折扣，或是商店多賺的錢。其實它是繳給政府的稅，會讓成本變高。',
        },
        {
          en: 'The answer: the price goes up, by about the 10 coins of tariff. The tax becomes part of the price.',
          'zh-TW': '答案是：價錢變貴，大約多了那 NT$10 的關稅。這筆稅會變成價錢的一部分。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'True or false: A shop in Taiwan brings in boxes of toy blocks from another country. The blocks are imports, so a tariff may be paid on them at customs.',
        'zh-TW': '是非題：台灣有一家商店，從別的國家運進好幾箱積木。這些積木是進口的東西，所以在海關可能要繳關稅。',
      },
      correctAnswer: true,
      feedback: {
        en: 'True. Goods brought in from other countries are imports. A tariff is a tax on imports, collected at customs.',
        'zh-TW': '對。從其他國家運進來的東西是進口貨物，關稅就是對進口貨物收的稅，在海關繳。',
      },
      hintCycle: [
        {
          en: 'Are the blocks coming in or going out of Taiwan?',
          'zh-TW': '這些積木是運進台灣，還是運出台灣？',
        },
        {
          en: 'Some mix up imports and exports. Goods that come in are imports, and tariffs are taxes on imports.',
          'zh-TW': '有人會把進口和出口搞混。運進來的是進口，關稅是對進口貨物收的稅。',
        },
        {
          en: 'The answer is true. The blocks are imports, so a tariff may be paid on them at customs.',
          'zh-TW': '答案是「對」。積木是進口的東西，所以在海關可能要繳關稅。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Which of these port ideas are right? Pick all that are right.',
        'zh-TW': '下面哪些港口學到的想法是對的？（可以選好幾個）',
      },
      options: [
        {
          en: 'When two countries trade, both sides can gain.',
          'zh-TW': '兩個國家做貿易，雙方都可能得到好處。',
        },
        {
          en: 'An import is something a country sends out to others.',
          'zh-TW': '進口就是一個國家把東西送到別的國家去。',
        },
        {
          en: "Chips are one of Taiwan's biggest exports.",
          'zh-TW': '晶片是台灣最重要的出口貨物之一。',
        },
        {
          en: 'Fair trade means paying the makers as little as possible.',
          'zh-TW': '公平貿易就是盡量少付錢給做東西的人。',
        },
        {
          en: 'A tariff makes an import cost more to bring in.',
          'zh-TW': '關稅會讓進口的東西，運進來的成本變高。',
        },
      ],
      correctAnswer: [0, 2, 4],
      feedback: {
        en: 'Both sides can gain from trade. Chips are among Taiwan\'s biggest exports. A tariff adds to the cost of an import. Imports come in, not go out, and fair trade means fair pay, not the lowest pay.',
        'zh-TW': '貿易能讓雙方都得到好處；晶片是台灣最重要的出口貨物之一；關稅會讓進口的成本變高。進口是運進來，不是送出去；公平貿易是付合理的報酬，不是付最少的錢。',
      },
      hintCycle: [
        {
          en: 'Think of what Leo, An and the shopkeeper said on the last day.',
          'zh-TW': '想想最後一天，阿力、小安和店老闆說了什麼。',
        },
        {
          en: 'Some mix up imports and exports. Others think fair trade means the cheapest deal. Check those two again.',
          'zh-TW': '有人會把進口和出口搞混，也有人以為公平貿易就是最便宜的交易。再檢查一次這兩句。',
        },
        {
          en: 'The answers: both sides can gain; chips are one of Taiwan\'s biggest exports; a tariff makes an import cost more.',
          'zh-TW': '答案是：雙方都可能得到好處；晶片是台灣最重要的出口貨物之一；關稅會讓進口的成本變高。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'On Money Islands, a bag of dried mango costs 60 coins. A fair-trade bag pays the farmers 10 coins more, and its price is 10 coins higher. In coins, the fair-trade bag costs ______.',
        'zh-TW': '在理財冒險島上，一包芒果乾賣 NT$60。公平貿易的那包，多付給農夫 NT$10，價錢也貴 NT$10。公平貿易的那包要______。',
      },
      acceptedAnswers: {
        en: ['70', 'seventy', '70 coins', 'seventy coins'],
        'zh-TW': ['70', 'NT$70', '70元', '70 元', '七十', '七十元', '70塊', '七十塊'],
      },
      feedback: {
        en: '60 + 10 = 70 coins. The extra 10 coins go to the farmers as fair pay.',
        'zh-TW': '60 + 10 = 70，要 NT$70。多出來的 NT$10，是給農夫的合理報酬。',
      },
      hintCycle: [
        {
          en: 'Start with the plain bag. How much more does the fair-trade bag cost?',
          'zh-TW': '先看普通的那包。公平貿易的那包貴多少？',
        },
        {
          en: 'The farmers get more, so the price goes up, not down. Add the 10 coins.',
          'zh-TW': '農夫拿得比較多，價錢是變高，不是變低。要把 NT$10 加上去。',
        },
        {
          en: 'The answer is 70. 60 + 10 = 70, and the extra 10 coins are the farmers\' fair pay.',
          'zh-TW': '答案是 70。60 + 10 = 70，多出來的 NT$10 是給農夫的合理報酬。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: 'A tax on goods brought in from other countries is called a ______.',
        'zh-TW': '從其他國家運進來的貨物要繳的稅，叫做______。',
      },
      acceptedAnswers: {
        en: ['tariff', 'tariffs', 'import tax', 'import duty', 'customs duty', 'duty'],
        'zh-TW': ['關稅', '進口稅', '進口關稅'],
      },
      feedback: {
        en: 'It is a tariff: a tax on imports, collected at customs. It adds to the price buyers pay.',
        'zh-TW': '這就是關稅：對進口貨物收的稅，在海關繳，會讓買的人付的價錢變高。',
      },
      hintCycle: [
        {
          en: 'What did the shop pay at customs for the chocolate bar?',
          'zh-TW': '那條巧克力在海關時，商店繳了什麼？',
        },
        {
          en: 'It is not a discount and not the shop\'s share. It is a tax on imports.',
          'zh-TW': '不是折扣，也不是商店賺的錢，而是對進口貨物收的稅。',
        },
        {
          en: 'The answer is "tariff": a tax on goods brought in from other countries.',
          'zh-TW': '答案是「關稅」：從其他國家運進來的貨物要繳的稅。',
        },
      ],
    },
  ],
  reflection: {
    id: 'reading-a-price-back',
    question: {
      en: 'Pick something in your home that came from another country. Which steps and costs might be inside its price?',
      'zh-TW': '在家裡找一樣從別的國家來的東西。你猜它的價錢裡，可能包含了哪些步驟和成本？',
    },
    placeholder: {
      en: 'I picked… Its price may include… and maybe a tariff at customs.',
      'zh-TW': '我選的是……。它的價錢裡可能有……，也許還有在海關繳的關稅。',
    },
  },
} satisfies ClassicBody;

export default body;
