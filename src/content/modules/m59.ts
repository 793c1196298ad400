import type { ClassicBody } from '../schema/module-body';

/**
 * M59 · Marketplace Island: "Costs, Revenue and Profit" / 「成本、營收與利潤」.
 * Learning outcome (Grade 4, Earning Income): compute revenue (price × number sold), add up the costs, and
 * find profit = revenue − costs, for Leo's stand and for the friends' school fair booth.
 * Benchmark, in words (the area and grade the brief assigns): grade-4 Earning Income, people can earn income
 * by running a business; the money left after the costs are paid is the business's profit.
 * Numbers (the running business, brief): Leo's stand on a Saturday afternoon, his dad nearby: a cup is 20,
 * 10 cups sold → 10 × 20 = 200 revenue; lemons, sugar and cups 60 → 200 − 60 = 140 profit.
 * The school fair booth (a Sunday, in two weeks; Ms. Chen's OK, Leo's dad helping): lemonade 30 cups at
 * about 6 each → 30 × 6 = 180; 20 bookmark cards at 2 → 20 × 2 = 40; a cloth sign 40. Costs 180 + 40 + 40 =
 * 260. If all sell: 30 × 20 = 600, 20 × 15 = 300, 600 + 300 = 900; profit 900 − 260 = 640. Mei's idea, a
 * shiny sign for 100 (the island's own price): 180 + 40 + 100 = 320, 900 − 320 = 580, 640 − 580 = 60 less.
 * Terms: loss, a rainy Saturday with 40 in and 60 of costs → 60 − 40 = 20 lost.
 * Quiz: q1 Jay's cousin, 10 drawings at 30 → 10 × 30 = 300 revenue, costs 80 → 300 − 80 = 220 profit
 * (distractors: 300 + 80 = 380 adds costs; 300 calls revenue profit; the words swapped); q2 on Money
 * Islands a bakery takes in 100, costs 100 → 100 − 100 = 0, no profit (false); q3 An's aunt's noodle
 * stall, which are costs; q5 a rainy fair (the one change, said in the stem): 15 cups at 20 → 15 × 20 =
 * 300, 10 bookmarks at 15 → 10 × 15 = 150, 300 + 150 = 450; costs still 260 → 450 − 260 = 190.
 * Facts: none — every price and amount is the cast sheet's, the running business's in the brief, or the
 * island's own.
 */
const body = {
  id: 'M59',
  format: 'classic',
  scenarios: [
    {
      id: 'leo-and-mei-count-the-coins',
      title: {
        en: 'Leo and Mei Count the Coins',
        'zh-TW': '阿力和小美算一算',
      },
      description: {
        en: "Mei thinks all 200 coins in Leo's box are his to keep. Leo shows her what is really left.",
        'zh-TW': '小美以為阿力錢盒裡的 NT$200 全都是賺來的。阿力算給她看，真正剩下多少。',
      },
      context: {
        en:
          'It is Saturday afternoon at Leo\'s lemonade stand. His dad is nearby, and Mei helps pour. ' +
          'A cup is 20 coins, and today they sell 10 cups. ' +
          'Mei shakes the coin box. "200 coins! You are rich!" ' +
          'Leo smiles. "That is my revenue. 10 × 20 = 200. But the lemons, sugar and cups cost 60 coins. ' +
          '200 − 60 = 140. This 140 is my profit. It is what is left after the costs." ' +
          'The school fair is in two weeks, on a Sunday. The four friends will run one booth, with Ms. Chen\'s OK and Leo\'s dad\'s help. ' +
          'Leo and Mei list the costs. Supplies for 30 cups of lemonade, at about 6 coins each: 30 × 6 = 180. ' +
          'Cards for Jay\'s 20 bookmarks, at 2 coins each: 20 × 2 = 40. A cloth sign: 40. In all, 180 + 40 + 40 = 260. ' +
          'What if they sell all 30 cups at 20 coins and all 20 bookmarks at 15 coins? ' +
          '30 × 20 = 600 and 20 × 15 = 300. 600 + 300 = 900, and 900 − 260 = 640 profit. ' +
          '"Let\'s get a shiny sign for 100 instead!" says Mei. ' +
          'Leo adds it up: 180 + 40 + 100 = 320, and 900 − 320 = 580. ' +
          'Mei thinks. "That is 60 coins less profit. The cloth sign is fine!" ' +
          '"Squawk!" says Pip. "Revenue minus costs is profit!"',
        'zh-TW':
          '星期六下午，阿力的檸檬汁攤開張了。爸爸就在旁邊，小美來幫忙倒檸檬汁。' +
          '一杯 NT$20，今天賣出 10 杯。' +
          '小美搖一搖錢盒：「NT$200！你發財了！」' +
          '阿力笑著說：「這是我的營收。10 × 20 = 200。可是檸檬、糖和杯子，花了我 NT$60。' +
          '200 − 60 = 140。這 NT$140 才是我的利潤，也就是扣掉成本以後剩下的錢。」' +
          '再過兩個星期，學校要在星期天辦園遊會。四個好朋友要一起顧一個攤位，陳老師同意了，阿力的爸爸也會來幫忙。' +
          '阿力和小美把成本列出來：30 杯檸檬汁的材料，每杯大約 NT$6，30 × 6 = 180。' +
          '阿哲的 20 張書籤要用卡紙，每張 NT$2，20 × 2 = 40。一塊布做的招牌，NT$40。加起來是 180 + 40 + 40 = 260。' +
          '如果 30 杯檸檬汁一杯 NT$20、20 張書籤一張 NT$15，全部賣完呢？' +
          '30 × 20 = 600，20 × 15 = 300，600 + 300 = 900。900 − 260 = 640，利潤是 NT$640。' +
          '小美說：「我們改買一個 NT$100 的亮晶晶招牌吧！」' +
          '阿力算了算：180 + 40 + 100 = 320，900 − 320 = 580。' +
          '小美想了想：「這樣利潤就少了 NT$60。布招牌就很好了！」' +
          '皮皮叫著：「嘎！營收減掉成本，就是利潤！」',
      },
      thinkingPrompts: [
        {
          en: 'Why did Mei think Leo had 200 coins to keep? What did she forget?',
          'zh-TW': '小美為什麼以為阿力賺了 NT$200？她忘了什麼？',
        },
        {
          en: 'What if it rains on fair day and they sell fewer cups? Which numbers change, and which stay the same?',
          'zh-TW': '如果園遊會那天下雨，檸檬汁賣得比較少，哪些數字會變？哪些數字不會變？',
        },
        {
          en: 'When might a bigger cost, like a better sign, still be worth it?',
          'zh-TW': '什麼時候，多花一點成本（像是更好的招牌）還是值得的？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'price',
      term: { en: 'price', 'zh-TW': '售價' },
      definition: {
        en: 'The amount a buyer pays for one thing.',
        'zh-TW': '買一樣東西要付的錢。',
      },
      example: {
        en: "The price of Jay's bookmarks at the fair is 15 coins each.",
        'zh-TW': '園遊會上，阿哲的書籤售價是一張 NT$15。',
      },
    },
    {
      id: 'revenue',
      term: { en: 'revenue', 'zh-TW': '營收' },
      definition: {
        en: 'All the money that comes in from selling, before any costs are paid.',
        'zh-TW': '賣東西收到的全部的錢，還沒扣掉成本。',
      },
      example: {
        en: "Leo sold 10 cups at 20 coins each. His revenue was 10 × 20 = 200 coins.",
        'zh-TW': '阿力一杯賣 NT$20，賣了 10 杯，營收是 10 × 20 = 200，也就是 NT$200。',
      },
    },
    {
      id: 'cost',
      term: { en: 'cost', 'zh-TW': '成本' },
      definition: {
        en: 'Money a seller spends to make or sell things.',
        'zh-TW': '賣家為了做出東西、把東西賣出去，所花的錢。',
      },
      example: {
        en: 'The cloth sign for the booth is a cost of 40 coins.',
        'zh-TW': '攤位的布招牌要 NT$40，這是一筆成本。',
      },
    },
    {
      id: 'profit',
      term: { en: 'profit', 'zh-TW': '利潤' },
      definition: {
        en: 'The money left when you take the costs away from the revenue.',
        'zh-TW': '營收減掉成本以後，剩下的錢。',
      },
      example: {
        en: "Leo's profit on Saturday was 200 − 60 = 140 coins.",
        'zh-TW': '阿力星期六的利潤是 200 − 60 = 140，也就是 NT$140。',
      },
    },
    {
      id: 'loss',
      term: { en: 'loss', 'zh-TW': '虧損' },
      definition: {
        en: 'When the costs are bigger than the revenue, so money is lost.',
        'zh-TW': '成本比營收還多，結果賠了錢。',
      },
      example: {
        en: 'On a rainy Saturday, Leo took in 40 coins, but his costs were 60. 60 − 40 = 20 coins lost.',
        'zh-TW': '有一個下雨的星期六，阿力只收到 NT$40，成本卻是 NT$60。60 − 40 = 20，虧損 NT$20。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'revenue-is-not-profit',
      stem: {
        en: 'Revenue is not the same as profit, because…',
        'zh-TW': '營收不等於利潤，因為……',
      },
      examples: [
        {
          en: 'Revenue is not the same as profit, because the costs still have to come out of it.',
          'zh-TW': '營收不等於利潤，因為成本還要從營收裡扣掉。',
        },
      ],
    },
    {
      id: 'to-find-profit',
      stem: {
        en: 'To find the profit, I…',
        'zh-TW': '要算出利潤，我會……',
      },
      examples: [
        {
          en: 'To find the profit, I add up the costs. Then I take them away from the revenue.',
          'zh-TW': '要算出利潤，我會先把成本加起來，再用營收減掉成本。',
        },
        {
          en: 'To find the profit, I do what Leo did: 200 − 60 = 140.',
          'zh-TW': '要算出利潤，我會像阿力那樣算：200 − 60 = 140。',
        },
      ],
    },
    {
      id: 'when-costs-go-up',
      stem: {
        en: 'When costs go up and sales stay the same, profit…',
        'zh-TW': '賣的一樣多，成本卻變高了，利潤就會……',
      },
      examples: [
        {
          en: 'When costs go up and sales stay the same, profit goes down. The shiny sign would make it 580, not 640.',
          'zh-TW': '賣的一樣多，成本卻變高了，利潤就會變少。換成亮晶晶的招牌，利潤會從 NT$640 變成 NT$580。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: "Jay's cousin sells 10 drawings at 30 coins each. Her paper and paint cost 80 coins. She says, \"I made 300 coins of profit!\" What is right?",
        'zh-TW': '阿哲的表姊賣出 10 張畫，每張 NT$30。她的紙和顏料花了 NT$80。她說：「我賺了 NT$300 的利潤！」哪一句才對？',
      },
      options: [
        {
          en: 'Her profit was 380 coins, because the costs are added on.',
          'zh-TW': '利潤是 NT$380，因為成本要加上去。',
        },
        {
          en: 'Her revenue was 300 coins, but her profit was only 220 coins.',
          'zh-TW': '營收是 NT$300，利潤只有 NT$220。',
        },
        {
          en: 'Her profit was 300 coins, because every coin came from selling her drawings.',
          'zh-TW': '利潤是 NT$300，因為每一塊錢都是賣畫賺來的。',
        },
        {
          en: 'Her revenue was 220 coins, and her profit was 300 coins.',
          'zh-TW': '營收是 NT$220，利潤是 NT$300。',
        },
      ],
      correctAnswer: 1,
      feedback: {
        en: 'Revenue is all the money in: 10 × 30 = 300. Profit is what is left after costs: 300 − 80 = 220. Costs are taken away, not added on.',
        'zh-TW': '營收是收到的全部的錢：10 × 30 = 300。利潤是扣掉成本後剩下的錢：300 − 80 = 220。成本要減掉，不是加上去。',
      },
      hintCycle: [
        {
          en: 'First find all the money she took in. Then think about the 80 coins.',
          'zh-TW': '先算出她總共收到多少錢，再想一想那 NT$80 要怎麼處理。',
        },
        {
          en: 'Some people call all the money in "profit", like Mei did. Others add the costs on. Costs come out of the money in.',
          'zh-TW': '有人把收到的錢全部當成利潤，就像小美一開始那樣；也有人把成本加上去。其實成本要從收到的錢裡扣掉。',
        },
        {
          en: 'The answer: her revenue was 300 coins, but her profit was only 220 coins. 300 − 80 = 220.',
          'zh-TW': '答案是：營收 NT$300，利潤 NT$220。300 − 80 = 220。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'True or false: On Money Islands, a small bakery takes in 100 coins on Monday. Its flour and butter cost 100 coins. It made a profit on Monday.',
        'zh-TW': '是非題：在理財冒險島上，一家小麵包店星期一收到 NT$100，麵粉和奶油的成本是 NT$100。這家店星期一有賺到利潤。',
      },
      correctAnswer: false,
      feedback: {
        en: 'False. 100 − 100 = 0. All the money that came in went to pay the costs, so nothing was left as profit.',
        'zh-TW': '錯。100 − 100 = 0。收到的錢剛好全部拿去付成本，沒有剩下任何利潤。',
      },
      hintCycle: [
        {
          en: 'Take the costs away from the money that came in. What is left?',
          'zh-TW': '用收到的錢減掉成本，還剩多少？',
        },
        {
          en: 'Selling lots of bread can feel like making money. But profit is only what is left after the costs.',
          'zh-TW': '賣出很多麵包，感覺好像賺了錢；可是利潤要看扣掉成本後，還剩下多少。',
        },
        {
          en: 'The answer is false. 100 − 100 = 0, so the bakery made no profit that day.',
          'zh-TW': '答案是「錯」。100 − 100 = 0，那天麵包店沒有利潤。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: "An's aunt runs a noodle stall. Which of these are costs for her stall? Pick all that are right.",
        'zh-TW': '小安的阿姨開了一家麵攤。下面哪些是麵攤的成本？（可以選好幾個）',
      },
      options: [
        {
          en: 'The noodles and vegetables she buys',
          'zh-TW': '她買進來的麵條和青菜',
        },
        {
          en: 'The money customers pay her for bowls of noodles',
          'zh-TW': '客人吃麵付給她的錢',
        },
        {
          en: 'The gas for her stove',
          'zh-TW': '煮麵用的瓦斯',
        },
        {
          en: 'The money left at night after she pays for everything',
          'zh-TW': '晚上把該付的都付完後，剩下的錢',
        },
        {
          en: 'The paper bowls for take-away',
          'zh-TW': '外帶用的紙碗',
        },
      ],
      correctAnswer: [0, 2, 4],
      feedback: {
        en: 'Noodles, vegetables, gas and paper bowls are money she spends to sell food, so they are costs. What customers pay is revenue. What is left at night is profit.',
        'zh-TW': '麵條、青菜、瓦斯和紙碗，都是她為了賣麵花的錢，所以是成本。客人付的錢是營收，晚上剩下的錢是利潤。',
      },
      hintCycle: [
        {
          en: 'A cost is money going out of the stall. Which things does she pay for?',
          'zh-TW': '成本是從麵攤「付出去」的錢。哪些東西是她要付錢買的？',
        },
        {
          en: 'Money coming in from customers is not a cost. It is revenue. The money left at the end is not a cost either. It is profit.',
          'zh-TW': '客人付進來的錢不是成本，是營收；最後剩下的錢也不是成本，是利潤。',
        },
        {
          en: 'The answers: the noodles and vegetables, the gas, and the paper bowls. She pays for all three.',
          'zh-TW': '答案是：麵條和青菜、瓦斯、紙碗。這三樣都是她要付錢買的。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'To find the profit, take the ______ away from the revenue.',
        'zh-TW': '要算出利潤，就用營收減掉______。',
      },
      acceptedAnswers: {
        en: ['costs', 'cost', 'expenses', 'expense', 'spending'],
        'zh-TW': ['成本', '花費', '費用', '開銷', '支出'],
      },
      feedback: {
        en: 'Take the costs away. Profit = revenue − costs, like Leo\'s 200 − 60 = 140.',
        'zh-TW': '要減掉成本。利潤 = 營收 − 成本，就像阿力的 200 − 60 = 140。',
      },
      hintCycle: [
        {
          en: 'Think about what Leo paid for lemons, sugar and cups.',
          'zh-TW': '想一想，阿力買檸檬、糖和杯子花的錢，叫做什麼？',
        },
        {
          en: 'It is not the price of one cup. It is the money spent to make and sell things.',
          'zh-TW': '不是一杯的售價，而是為了做東西、賣東西所花的錢。',
        },
        {
          en: 'The answer is "costs": revenue − costs = profit.',
          'zh-TW': '答案是「成本」：營收 − 成本 = 利潤。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: 'Imagine it rains on fair day. The booth sells only 15 cups at 20 coins and 10 bookmarks at 15 coins. The costs were still 260 coins. Their profit is ______.',
        'zh-TW': '想像園遊會那天下雨了。攤位只賣出 15 杯檸檬汁，每杯 NT$20；書籤賣出 10 張，每張 NT$15。成本還是 NT$260。他們的利潤是______。',
      },
      acceptedAnswers: {
        en: ['190', '190 coins', 'one hundred ninety', 'one hundred and ninety'],
        'zh-TW': ['190', 'NT$190', '190元', '190 元', '一百九十', '一百九十元'],
      },
      feedback: {
        en: '15 × 20 = 300 and 10 × 15 = 150, so the revenue is 300 + 150 = 450. The supplies were already bought, so 450 − 260 = 190.',
        'zh-TW': '15 × 20 = 300，10 × 15 = 150，營收是 300 + 150 = 450。材料早就買好了，成本不會變少，所以 450 − 260 = 190。',
      },
      hintCycle: [
        {
          en: 'First find the revenue from the cups and from the bookmarks. Then add them.',
          'zh-TW': '先分別算出檸檬汁和書籤的營收，再加起來。',
        },
        {
          en: 'Selling less does not make the costs smaller. The lemons and cards were bought before the fair.',
          'zh-TW': '賣得少，成本並不會跟著變少，因為檸檬和卡紙在園遊會前就買好了。',
        },
        {
          en: 'The answer is 190. 300 + 150 = 450 coins in, and 450 − 260 = 190.',
          'zh-TW': '答案是 190。300 + 150 = 450，450 − 260 = 190。',
        },
      ],
    },
  ],
  reflection: {
    id: 'my-profit-plan',
    question: {
      en: 'Think of something you could make and sell at a school fair, with a grown-up\'s OK. What would your costs be? How would you find your profit?',
      'zh-TW': '想一想，在大人同意下，你可以在園遊會做什麼東西來賣？你的成本有哪些？你會怎麼算出利潤？',
    },
    placeholder: {
      en: 'I could sell… My costs would be… My profit would be the revenue minus…',
      'zh-TW': '我可以賣……。我的成本有……。我的利潤就是營收減掉……',
    },
  },
} satisfies ClassicBody;

export default body;
