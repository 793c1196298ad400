import type { ClassicBody } from '../schema/module-body';

/**
 * M57 · Marketplace Island: "Why Prices Change" / 「價格為什麼會變」.
 * Learning outcome (Grade 8, Spending): explain why prices change (fruit costs less in its season, when
 * farms pick a lot; a toy costs more when everyone suddenly wants it and there are few), and use that to
 * plan when to buy.
 * Benchmark, in words: the grade-8 Spending statements that prices change with supply and demand, and that
 * a buyer who compares prices over time can choose when to buy.
 * Numbers: An's allowance is 100 every Monday (cast sheet). On Money Islands (the story says these are island
 * prices): a mango is 60 in April (few) and 25 on a summer Sunday (many); 2 mangoes: 2 × 25 = 50 now,
 * 2 × 60 = 120 in April, 120 − 50 = 70 less; 100 − 50 = 50 left. A light-up spinning top: 90 last month,
 * 150 during the craze (150 − 90 = 60 more; also the island's own, said in the text); a month later, back to
 * 90 (150 − 90 = 60 less). An waits and keeps her 50.
 * Quiz: q1 on Money Islands watermelons, many in summer, few in winter, wanted all year → cheapest in
 * summer; q5 on Money Islands a box of lychees 160 at the start of the season, 100 in the middle →
 * 160 − 100 = 60 less.
 * Facts: none — all prices are plainly the island's own; that mangoes in Taiwan are picked in summer is
 * everyday knowledge, with no figure or date.
 */
const body = {
  id: 'M57',
  format: 'classic',
  scenarios: [
    {
      id: 'an-and-the-mangoes',
      title: {
        en: 'An, Grandpa and the Mangoes',
        'zh-TW': '小安、爺爺和芒果',
      },
      description: {
        en: 'On Money Islands, a mango cost 60 coins in April. Today it costs 25. An wants to know why prices change.',
        'zh-TW': '在理財冒險島上，四月的芒果一顆要 NT$60，今天只要 NT$25。小安想知道：價格為什麼會變？',
      },
      context: {
        en:
          'On Monday, An gets her allowance of 100 coins. On Sunday morning, she goes to the traditional market with Grandpa. ' +
          'It is summer. Mangoes are piled high at the fruit stall. ' +
          'Mangoes on Money Islands have island prices: 25 coins each today, and 60 coins each in April. Real mango prices are different. ' +
          '"Why are they so cheap now?" An asks. ' +
          '"Summer is mango season," says Grandpa. "Farms pick lots at once. With so many to sell, sellers ask less." ' +
          'An buys 2 mangoes for the family: 2 × 25 = 50 coins. In April, 2 would have cost 2 × 60 = 120. That is 120 − 50 = 70 coins more. ' +
          'Then they pass a toy stall. On the island, a light-up spinning top costs 150 coins. Last month, it was 90. These are island prices, too. ' +
          '"Everyone at school wants one," says An. "And the stall has only a few left." ' +
          '"When many people want something and there are few, the price often goes up," says Grandpa. ' +
          'An still has 100 − 50 = 50 coins. She writes a note: "Spinning top. Check again in a month." ' +
          'A month later, the craze is over. The top is back to 90 coins, 150 − 90 = 60 coins less. An is glad she waited. ' +
          '"Squawk!" says Pip. "Know why prices change, then pick when to buy!"',
        'zh-TW':
          '星期一，小安拿到 NT$100 零用錢。星期天早上，她跟爺爺一起去傳統市場。' +
          '現在是夏天，水果攤上的芒果堆得像小山一樣。' +
          '理財冒險島的芒果，用的是島上自己的價錢：今天一顆 NT$25，四月的時候一顆要 NT$60。真實的芒果價錢不一樣。' +
          '小安問：「怎麼現在這麼便宜？」' +
          '爺爺說：「夏天是芒果的產季。果園一下子採了好多，要賣的芒果這麼多，老闆就會算便宜一點。」' +
          '小安買了 2 顆芒果，帶回家跟家人一起吃：2 × 25 = 50，一共 NT$50。如果是四月，2 顆要 2 × 60 = 120，也就是 NT$120。120 − 50 = 70，要多花 NT$70。' +
          '接著，他們經過一個玩具攤。在島上，會發光的陀螺要 NT$150，上個月才 NT$90。這些也是島上自己的價錢。' +
          '小安說：「學校裡大家都想要一個，而且這攤只剩幾個了。」' +
          '爺爺說：「很多人想要、東西又少的時候，價格常常會漲。」' +
          '小安還有 100 − 50 = 50，也就是 NT$50。她寫了一張小紙條：「發光陀螺，一個月後再來看看。」' +
          '一個月後，這股熱潮過去了，陀螺又變回 NT$90，比熱潮時少了 150 − 90 = 60，也就是 NT$60。小安很高興自己有先等一等。' +
          '皮皮叫著：「嘎！知道價格為什麼會變，就能挑對時機再買！」',
      },
      thinkingPrompts: [
        {
          en: 'Why do mangoes cost less in summer than in April?',
          'zh-TW': '為什麼芒果在夏天比四月便宜？',
        },
        {
          en: 'What if An had bought the spinning top on the first day of the craze? How might she feel a month later?',
          'zh-TW': '如果小安在熱潮的第一天就買了陀螺，一個月後她心裡可能會怎麼想？',
        },
        {
          en: 'Can you think of something that is better to buy right away, and not wait for? Why?',
          'zh-TW': '你想得到有什麼東西最好馬上買、不適合等嗎？為什麼？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'in-season',
      term: { en: 'in season', 'zh-TW': '當季' },
      definition: {
        en: 'The time of year when a fruit or vegetable grows a lot.',
        'zh-TW': '一年裡，某種水果或蔬菜長得最多的那段時間。',
      },
      example: {
        en: 'Mangoes are in season in summer, so there are lots of them.',
        'zh-TW': '芒果在夏天是當季，所以到處都有。',
      },
    },
    {
      id: 'harvest',
      term: { en: 'harvest', 'zh-TW': '收成' },
      definition: {
        en: 'The fruit or crops a farm picks at one time.',
        'zh-TW': '農場或果園一次採收下來的作物。',
      },
      example: {
        en: 'A big mango harvest means many mangoes for sale.',
        'zh-TW': '芒果收成好，能賣的芒果就很多。',
      },
    },
    {
      id: 'craze',
      term: { en: 'craze', 'zh-TW': '熱潮' },
      definition: {
        en: 'A short time when almost everyone wants the same thing.',
        'zh-TW': '一小段時間裡，幾乎每個人都想要同一樣東西。',
      },
      example: {
        en: 'During the spinning top craze, the top cost 150 coins.',
        'zh-TW': '陀螺熱潮的時候，一個要 NT$150。',
      },
    },
    {
      id: 'price-rise',
      term: { en: 'price rise', 'zh-TW': '漲價' },
      definition: {
        en: 'When something costs more than it did before.',
        'zh-TW': '東西變得比以前貴。',
      },
      example: {
        en: 'The top went from 90 to 150 coins. That was a price rise of 150 − 90 = 60 coins.',
        'zh-TW': '陀螺從 NT$90 變成 NT$150，漲了 150 − 90 = 60，也就是 NT$60。',
      },
    },
    {
      id: 'timing',
      term: { en: 'timing', 'zh-TW': '時機' },
      definition: {
        en: 'Choosing when to do something, like when to buy.',
        'zh-TW': '選擇什麼時候做一件事，例如什麼時候買。',
      },
      example: {
        en: 'An chose her timing: she waited a month to check the price of the top.',
        'zh-TW': '小安挑了時機：她等一個月，再去看看陀螺的價格。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'in-season-cheaper',
      stem: {
        en: 'Fruit is often cheaper when it is in season, because…',
        'zh-TW': '水果在當季的時候常常比較便宜，因為……',
      },
      examples: [
        {
          en: 'Fruit is often cheaper when it is in season, because farms pick a lot, so there is plenty for sale.',
          'zh-TW': '水果在當季的時候常常比較便宜，因為果園採收很多，能賣的很多。',
        },
      ],
    },
    {
      id: 'during-a-craze',
      stem: {
        en: 'During a craze, a price can rise because…',
        'zh-TW': '熱潮的時候，價格可能會漲，因為……',
      },
      examples: [
        {
          en: 'During a craze, a price can rise because many people want the same thing and there are only a few.',
          'zh-TW': '熱潮的時候，價格可能會漲，因為很多人想要同一樣東西，可是東西只有一點點。',
        },
      ],
    },
    {
      id: 'my-timing',
      stem: {
        en: 'To think about timing before I buy, I can…',
        'zh-TW': '買東西前，想一想時機，我可以……',
      },
      examples: [
        {
          en: 'To think about timing before I buy, I can check what it cost a few weeks ago.',
          'zh-TW': '買東西前，想一想時機，我可以查一查它幾個星期前賣多少錢。',
        },
        {
          en: 'To think about timing before I buy, I can wait until the fruit is in season.',
          'zh-TW': '買東西前，想一想時機，我可以等到水果當季再買。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: 'Farms on Money Islands pick lots of watermelons in summer and only a few in winter. Many people want watermelons all year. When is a watermelon likely to cost the least?',
        'zh-TW': '理財冒險島的農場，夏天會採收很多西瓜，冬天只有一點點。一整年都有很多人想吃西瓜。西瓜在什麼時候可能最便宜？',
      },
      options: [
        {
          en: 'In summer, when the farms pick lots of them',
          'zh-TW': '夏天，農場採收很多西瓜的時候',
        },
        {
          en: 'In winter, when only a few are for sale',
          'zh-TW': '冬天，能賣的西瓜很少的時候',
        },
        {
          en: 'At Lunar New Year, when families buy lots of fruit',
          'zh-TW': '過年的時候，大家都在買很多水果',
        },
        {
          en: 'Any time, since a fruit has one price all year',
          'zh-TW': '什麼時候都一樣，水果一整年都是同一個價格',
        },
      ],
      correctAnswer: 0,
      feedback: {
        en: 'In summer there are lots of watermelons and the same number of buyers, so sellers ask less. In winter there are few, and when families buy lots of fruit, more people want them. Both push the price up.',
        'zh-TW': '夏天西瓜很多，想吃的人一樣多，老闆就會算便宜一點。冬天西瓜很少；過年大家都買水果，想買的人變多。這兩種情況都會讓價格變高。',
      },
      hintCycle: [
        {
          en: 'Think of the mangoes. Were they cheap when there were many, or when there were few?',
          'zh-TW': '想想芒果：是很多的時候便宜，還是很少的時候便宜？',
        },
        {
          en: 'Few for sale does not make a price low. A busy buying time brings more buyers, not lower prices. And prices do change.',
          'zh-TW': '東西少不會讓價格變低；大家都在買的時候，想買的人更多，價格也不會變低。而且價格是會變的。',
        },
        {
          en: 'The answer: in summer, when the farms pick lots of them. Many for sale and the same buyers means a lower price.',
          'zh-TW': '答案是：夏天，農場採收很多西瓜的時候。能賣的多、想買的人一樣，價格就比較低。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'True or false: When a toy suddenly becomes popular and shops have only a few, its price can go up.',
        'zh-TW': '是非題：一個玩具突然爆紅，店裡卻只剩幾個的時候，它的價格可能會上漲。',
      },
      correctAnswer: true,
      feedback: {
        en: 'True. Many people want it, and there are few for sale. That is why the spinning top went from 90 to 150 coins.',
        'zh-TW': '對。想要的人很多，能賣的卻很少。發光陀螺就是這樣，從 NT$90 漲到 NT$150。',
      },
      hintCycle: [
        {
          en: 'Remember the spinning top. What happened to its price during the craze?',
          'zh-TW': '想想那個發光陀螺，熱潮的時候，它的價格怎麼了？',
        },
        {
          en: 'Some think a popular toy gets cheaper because so many are sold. But here, many want it and there are only a few.',
          'zh-TW': '有人以為熱門玩具賣得多，就會變便宜。可是這裡是很多人想要、東西又很少。',
        },
        {
          en: 'The answer is true. Many buyers and few toys can push the price up.',
          'zh-TW': '答案是「對」。想買的人多、玩具少，價格就可能往上漲。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Jay wants some fruit and a new board game everyone is talking about. Which plans use what he knows about price changes? Pick all that are right.',
        'zh-TW': '阿哲想買一些水果，還有一款大家都在討論的新桌遊。下面哪些計畫，用上了「價格會變」的道理？（可以選好幾個）',
      },
      options: [
        {
          en: 'Buy fruit that is in season now.',
          'zh-TW': '買現在當季的水果。',
        },
        {
          en: 'Wait until the craze for the game cools down.',
          'zh-TW': '等桌遊的熱潮退了再說。',
        },
        {
          en: 'Buy the game today, because prices only ever go up.',
          'zh-TW': '今天就買桌遊，因為價格只會一直漲。',
        },
        {
          en: 'Check what the game cost a few weeks ago.',
          'zh-TW': '查一查這款桌遊幾個星期前賣多少錢。',
        },
        {
          en: 'Buy 10 bags of fruit now, in case prices rise later.',
          'zh-TW': '現在先買 10 袋水果，免得之後漲價。',
        },
      ],
      correctAnswer: [0, 1, 3],
      feedback: {
        en: 'In-season fruit, waiting out a craze and checking an older price all use price changes. Prices go down as well as up. And 10 bags of fruit would spoil before Jay could eat them.',
        'zh-TW': '買當季水果、等熱潮退去、查查以前的價格，都用上了價格會變的道理。價格會漲也會跌；一次買 10 袋水果，阿哲還沒吃完就壞了。',
      },
      hintCycle: [
        {
          en: 'Think of what An did with the mangoes and with the spinning top.',
          'zh-TW': '想想小安買芒果和看陀螺的時候，各做了什麼？',
        },
        {
          en: 'Prices can go down, too, like the top after the craze. And fruit does not keep for long, so buying lots early is not a plan.',
          'zh-TW': '價格也會往下掉，像熱潮過後的陀螺。而且水果放不久，一次先買一大堆，不是好計畫。',
        },
        {
          en: 'The answers: buy in-season fruit, wait until the craze cools down, and check what the game cost a few weeks ago.',
          'zh-TW': '答案是：買當季水果、等熱潮退了再說、查一查幾個星期前的價格。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'When there is a lot of something for sale, its price often goes ______.',
        'zh-TW': '能賣的東西很多的時候，它的價格常常會______。',
      },
      acceptedAnswers: {
        en: ['down', 'lower', 'down a little', 'down a bit'],
        'zh-TW': ['下降', '降低', '變低', '變便宜', '下跌', '往下降', '往下掉', '跌', '降', '比較低'],
      },
      feedback: {
        en: 'Down. With lots for sale, sellers ask less so that they can sell it all, like mangoes in summer.',
        'zh-TW': '會下降。能賣的東西很多，老闆就會算便宜一點，才賣得完，就像夏天的芒果。',
      },
      hintCycle: [
        {
          en: 'Think of the mangoes piled high in summer. Were they cheap or expensive?',
          'zh-TW': '想想夏天堆得像小山的芒果，是便宜還是貴？',
        },
        {
          en: 'Prices go up when there are few. Here there are many, so think of the other way.',
          'zh-TW': '東西少的時候價格才會漲；這裡是東西很多，所以要往反方向想。',
        },
        {
          en: 'The answer is "down": lots for sale often means a lower price.',
          'zh-TW': '答案是「下降」：能賣的東西多，價格常常就比較低。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: 'On Money Islands, a box of lychees costs 160 coins at the start of the season, when there are only a few. In the middle of the season, there are lots, and a box costs 100 coins. Waiting for the middle of the season saves ______ on one box.',
        'zh-TW': '在理財冒險島上，荔枝剛上市、數量還很少的時候，一盒要 NT$160。到了產季中間，荔枝很多，一盒只要 NT$100。等到產季中間再買，一盒可以少付______。',
      },
      acceptedAnswers: {
        en: ['60', 'sixty', '60 coins', 'sixty coins'],
        'zh-TW': ['60', '六十', 'NT$60', '60元', '60 元', '六十元'],
      },
      feedback: {
        en: '160 − 100 = 60 coins. When lots of lychees are picked, the price goes down, so good timing saves money.',
        'zh-TW': '160 − 100 = 60，少付 NT$60。荔枝採收得多，價格就往下掉，挑對時機就能省錢。',
      },
      hintCycle: [
        {
          en: 'Find the two prices. Which one is higher?',
          'zh-TW': '找出兩個價格，哪一個比較高？',
        },
        {
          en: 'You want the difference, so take the lower price away from the higher one. Do not add them.',
          'zh-TW': '要找的是差多少，所以用高的價格減掉低的價格，不是加起來喔。',
        },
        {
          en: 'The answer is 60. 160 − 100 = 60: lots of lychees brought the price down.',
          'zh-TW': '答案是 60。160 − 100 = 60：荔枝一多，價格就下降了。',
        },
      ],
    },
  ],
  reflection: {
    id: 'a-price-that-changed',
    question: {
      en: 'Think of something whose price changed, like a fruit or a popular toy. Why do you think it changed? When would you choose to buy it?',
      'zh-TW': '想一想，你有沒有看過什麼東西的價格變了，像是水果或熱門玩具？你覺得它為什麼會變？你會選在什麼時候買？',
    },
    placeholder: {
      en: 'The price of… changed because… I would buy it when…',
      'zh-TW': '……的價格變了，因為……。我會選在……的時候買。',
    },
  },
} satisfies ClassicBody;

export default body;
