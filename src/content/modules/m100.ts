import type { ClassicBody } from '../schema/module-body';

/**
 * M100 · World Trade Port: "Why Countries Trade" / 「國家為什麼要做貿易」.
 * Learning outcome (Grade 8, Spending): explain that countries trade because each has things others want
 * and can make some things better (or for less), so that both sides of a trade can gain.
 * Benchmark, in words (the area and grade the brief assigns): the grade-8 Spending statements on making
 * buying choices by weighing what you get against what it costs; here a whole country chooses to buy what
 * others make well instead of making everything at home.
 * The island's first lesson: it opens from Global Sky Islands in general words (the class's sky balloon
 * floats down to the port). Leo is at the docks with his dad on Sunday, the day after his stand.
 * Numbers: Sunny Land and Rice Land are two pretend countries with the island's own prices. Bananas grown
 * in Rice Land in warm glass houses cost 50 coins a bunch; from Sunny Land, ship trip included, 20 coins a
 * bunch: 50 − 20 = 30 coins less a bunch. Leo's stand supplies about 60 coins (cast sheet).
 * Quiz: q1 Snow Land oranges 40 a bag at home, 25 a bag from Orange Land (40 − 25 = 15 less; the island's
 * own prices); q5 Hill Land rice 70 a bag at home, 45 a bag by trade: 70 − 45 = 25 less a bag.
 * Facts: none — Sunny Land, Rice Land, Snow Land, Orange Land, Hill Land and all their prices are the
 *   island's own; Leo's supplies are from the cast sheet.
 */
const body = {
  id: 'M100',
  format: 'classic',
  scenarios: [
    {
      id: 'leo-at-the-docks',
      title: {
        en: 'Bananas In, Rice Out',
        'zh-TW': '香蕉進港，稻米出航',
      },
      description: {
        en: 'At World Trade Port, Leo wonders why a country buys bananas instead of growing its own.',
        'zh-TW': '來到世界貿易港，阿力很好奇：為什麼一個國家要買香蕉，而不自己種？',
      },
      context: {
        en:
          'The class balloon floats down from Global Sky Islands. It lands by the sea, next to tall cranes and stacks of big metal boxes. ' +
          '"Squawk! Welcome to World Trade Port!" says Pip. ' +
          'On Sunday, Leo walks along the docks with his dad. A ship is unloading boxes of bananas. ' +
          '"Why not just grow our own?" Leo asks. ' +
          'Dad points to a big picture board. It shows two pretend countries, Sunny Land and Rice Land. ' +
          'Rice Land is cool and rainy, with wide, flat fields. It can grow bananas only in warm glass houses. Those cost 50 coins a bunch. ' +
          'Sunny Land is hot, and bananas grow well there. Even after the ship trip, a bunch costs 20 coins. ' +
          '50 − 20 = 30 coins less for each bunch. ' +
          'Then the ship fills up again, with rice and phones from Rice Land. ' +
          '"Sunny Land has no big rice fields and no phone factory," says Dad. "So it buys them from Rice Land." ' +
          'Leo thinks about his stand. He does not grow lemons. He buys lemons, sugar and cups for about 60 coins. Then he sells lemonade. ' +
          '"So I trade too!" he says. ' +
          '"Squawk!" says Pip. "Each side gets what it wants. Both sides gain!"',
        'zh-TW':
          '全班搭著熱氣球，從全球天空群島慢慢降落。熱氣球停在海邊，旁邊是高高的吊車，還有一疊一疊的大貨櫃。' +
          '皮皮拍拍翅膀：「嘎！歡迎來到世界貿易港！」' +
          '星期天，阿力跟爸爸沿著碼頭散步。一艘船正在卸下一箱一箱的香蕉。' +
          '阿力問：「為什麼不自己種就好了？」' +
          '爸爸指著一塊大看板。上面畫著兩個假想的國家：陽光國和稻米國。' +
          '稻米國又涼又多雨，有一大片平坦的田。它只能在溫暖的玻璃溫室裡種香蕉，一串要 NT$50。' +
          '陽光國很熱，香蕉長得很好。就算加上船運，一串也只要 NT$20。' +
          '50 − 20 = 30，每一串便宜 NT$30。' +
          '接著，船又裝滿了貨，這次是稻米國的米和手機。' +
          '爸爸說：「陽光國沒有大片稻田，也沒有手機工廠，所以跟稻米國買。」' +
          '阿力想到自己的檸檬汁攤。他沒有種檸檬，而是花大約 NT$60 買檸檬、糖和杯子，再把檸檬汁賣出去。' +
          '他說：「原來我也在做交易！」' +
          '皮皮叫著：「嘎！每一方都拿到想要的東西，兩邊都得到好處！」',
      },
      thinkingPrompts: [
        {
          en: 'Rice Land can grow bananas in glass houses. Why might it still buy them from Sunny Land?',
          'zh-TW': '稻米國明明可以在溫室種香蕉，為什麼還要跟陽光國買？',
        },
        {
          en: 'What if no ships came to Sunny Land? What might people there have to go without?',
          'zh-TW': '如果沒有船開到陽光國，那裡的人可能會少了哪些東西？',
        },
        {
          en: 'Leo buys lemons instead of growing them. What does he gain by trading?',
          'zh-TW': '阿力買檸檬，而不是自己種。他從交易中得到什麼好處？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'trade',
      term: { en: 'trade', 'zh-TW': '貿易' },
      definition: {
        en: 'Buying and selling goods between people or countries.',
        'zh-TW': '人和人、國家和國家之間互相買賣東西。',
      },
      example: {
        en: 'Sunny Land sells bananas to Rice Land and buys rice and phones from it. That is trade.',
        'zh-TW': '陽光國把香蕉賣給稻米國，再跟稻米國買米和手機，這就是貿易。',
      },
    },
    {
      id: 'goods',
      term: { en: 'goods', 'zh-TW': '商品' },
      definition: {
        en: 'Things that are made or grown, so people can buy them.',
        'zh-TW': '做出來或種出來、讓人可以買的東西。',
      },
      example: {
        en: 'Bananas, rice and phones are all goods on the ship.',
        'zh-TW': '船上的香蕉、米和手機，都是商品。',
      },
    },
    {
      id: 'port',
      term: { en: 'port', 'zh-TW': '港口' },
      definition: {
        en: 'A place by the sea where ships stop to load and unload goods.',
        'zh-TW': '海邊讓船停靠、裝貨和卸貨的地方。',
      },
      example: {
        en: 'At World Trade Port, cranes lift big boxes off the ships.',
        'zh-TW': '在世界貿易港，吊車把大貨櫃從船上吊下來。',
      },
    },
    {
      id: 'climate',
      term: { en: 'climate', 'zh-TW': '氣候' },
      definition: {
        en: 'The usual weather of a place, year after year.',
        'zh-TW': '一個地方一年又一年，通常會有的天氣。',
      },
      example: {
        en: "Sunny Land's hot climate helps bananas grow well.",
        'zh-TW': '陽光國的氣候很熱，香蕉長得特別好。',
      },
    },
    {
      id: 'both-sides-gain',
      term: { en: 'both sides gain', 'zh-TW': '雙贏' },
      definition: {
        en: 'A swap where each side ends up better off than before.',
        'zh-TW': '交換以後，兩邊都比原來更好。',
      },
      example: {
        en: 'Rice Land gets bananas for 30 coins less. Sunny Land gets rice and phones. Both sides gain.',
        'zh-TW': '稻米國買香蕉每串便宜 NT$30，陽光國買到米和手機，這就是雙贏。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'countries-trade-because',
      stem: {
        en: 'Countries trade because…',
        'zh-TW': '國家要做貿易，是因為……',
      },
      examples: [
        {
          en: 'Countries trade because each one has goods that others want.',
          'zh-TW': '國家要做貿易，是因為每個國家都有別人想要的商品。',
        },
        {
          en: 'Countries trade because some goods are made better, or for less, in another place.',
          'zh-TW': '國家要做貿易，是因為有些商品在別的地方做得更好，或是更便宜。',
        },
      ],
    },
    {
      id: 'both-sides-gain-when',
      stem: {
        en: 'In a trade, both sides gain when…',
        'zh-TW': '做交易的時候，兩邊都能得到好處，是因為……',
      },
      examples: [
        {
          en: 'In a trade, both sides gain when each one gets something it wants more than what it gives.',
          'zh-TW': '做交易的時候，兩邊都能得到好處，是因為每一方拿到的，都比它付出的更想要。',
        },
      ],
    },
    {
      id: 'at-home-from-trade',
      stem: {
        en: 'One thing at home that may have come by trade is…',
        'zh-TW': '我家可能是靠貿易買來的一樣東西是……',
      },
      examples: [
        {
          en: 'One thing at home that may have come by trade is the bananas in our kitchen.',
          'zh-TW': '我家可能是靠貿易買來的一樣東西，是廚房裡的香蕉。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: 'On Money Islands, Snow Land is cold. Oranges grown there in glass houses cost 40 coins a bag. Oranges from warm Orange Land cost 25 coins a bag in Snow Land. Why does Snow Land buy them?',
        'zh-TW': '在理財冒險島上，雪花國很冷，在溫室裡種的柳丁一袋要 NT$40。從溫暖的柳丁國買來的柳丁，在雪花國一袋只要 NT$25。雪花國為什麼要買柳丁國的柳丁？',
      },
      options: [
        {
          en: 'Because the ship makes the oranges free for Snow Land.',
          'zh-TW': '因為用船運來，雪花國就不用付錢。',
        },
        {
          en: 'Because Orange Land loses money, and Snow Land wins.',
          'zh-TW': '因為柳丁國會虧錢，雪花國就贏了。',
        },
        {
          en: 'Because Orange Land grows them well, so they cost less.',
          'zh-TW': '因為柳丁國種得好，所以比較便宜。',
        },
        {
          en: 'Because things from far away are better than things made at home.',
          'zh-TW': '因為從遠方來的東西，一定比自己做的好。',
        },
      ],
      correctAnswer: 2,
      feedback: {
        en: 'Orange Land grows oranges well, so Snow Land pays 40 − 25 = 15 coins less a bag. Snow Land still pays, and Orange Land earns money too. Far away does not mean better.',
        'zh-TW': '柳丁國種柳丁種得好，雪花國每袋少付 40 − 25 = 15，便宜 NT$15。雪花國還是要付錢，柳丁國也賺到錢。從遠方來的東西，不代表比較好。',
      },
      hintCycle: [
        {
          en: 'Compare the two prices. Which bag costs Snow Land less?',
          'zh-TW': '比一比兩個價錢，哪一袋對雪花國比較便宜？',
        },
        {
          en: 'Trade is not free, and it is not a game where one side loses. Far away is not the same as better.',
          'zh-TW': '貿易不是免費的，也不是一邊輸、一邊贏的遊戲；遠方來的，也不等於比較好。',
        },
        {
          en: 'The answer: Orange Land grows them well, so they cost less. 40 − 25 = 15 coins less a bag.',
          'zh-TW': '答案是：柳丁國種得好，所以比較便宜。40 − 25 = 15，每袋便宜 NT$15。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: "True or false: When two countries trade, one side's gain is the other side's loss.",
        'zh-TW': '是非題：兩個國家做貿易時，一邊賺到的，就是另一邊賠掉的。',
      },
      correctAnswer: false,
      feedback: {
        en: 'False. Rice Land gets bananas for less, and Sunny Land gets rice and phones it cannot make. Each side gets something it wants, so both can gain.',
        'zh-TW': '錯。稻米國用比較少的錢買到香蕉，陽光國買到自己做不出來的米和手機。每一方都拿到想要的東西，所以兩邊都能得到好處。',
      },
      hintCycle: [
        {
          en: 'Think about Sunny Land and Rice Land. What did each one get?',
          'zh-TW': '想想陽光國和稻米國，它們各拿到了什麼？',
        },
        {
          en: 'Some think trade is like a race with one winner. But in a swap, each side picks what it wants more.',
          'zh-TW': '有人以為貿易像賽跑，只有一個贏家。可是交換的時候，每一方都換到自己更想要的東西。',
        },
        {
          en: 'The answer is false. In a fair trade, each side gets what it wants, so both sides can gain.',
          'zh-TW': '答案是「錯」。公平的交易裡，每一方都拿到想要的東西，兩邊都能得到好處。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Which of these are reasons countries trade? Pick all that are right.',
        'zh-TW': '下面哪些是國家做貿易的原因？（可以選好幾個）',
      },
      options: [
        {
          en: 'Some fruit grows well in a hot climate but not in a cold one.',
          'zh-TW': '有些水果在熱的地方長得好，在冷的地方長不好。',
        },
        {
          en: 'A country can get goods it cannot make at home.',
          'zh-TW': '一個國家可以買到自己做不出來的商品。',
        },
        {
          en: 'Once a country trades, its people do not need to work.',
          'zh-TW': '國家只要做貿易，人民就不用工作了。',
        },
        {
          en: 'A country can buy goods that another country makes for less.',
          'zh-TW': '一個國家可以買到別國做得比較便宜的商品。',
        },
        {
          en: 'Goods that come from another country are free.',
          'zh-TW': '從別的國家來的商品，都不用錢。',
        },
      ],
      correctAnswer: [0, 1, 3],
      feedback: {
        en: 'Countries trade because climates differ, because some goods cannot be made at home, and because others make some goods for less. Trade still takes work, and goods from far away still cost money.',
        'zh-TW': '國家做貿易，是因為各地氣候不同、有些東西自己做不出來，還有別國做某些東西比較便宜。貿易還是要有人工作，遠方來的商品也要花錢買。',
      },
      hintCycle: [
        {
          en: 'Think about why Rice Land buys bananas and Sunny Land buys phones.',
          'zh-TW': '想想稻米國為什麼買香蕉，陽光國為什麼買手機。',
        },
        {
          en: 'Some think trade means no more work, or free goods. Farmers, factories and ships still work, and buyers still pay.',
          'zh-TW': '有人以為有了貿易就不用工作，或東西會變免費。其實農夫、工廠和船都還在工作，買的人也還是要付錢。',
        },
        {
          en: 'The answers: fruit grows well in a hot climate, goods it cannot make, and goods others make for less.',
          'zh-TW': '答案是：水果在熱的地方長得好、買到自己做不出來的商品、買到別國做得比較便宜的商品。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'Fish Land sells fish to Wheat Land. Wheat Land sells flour to Fish Land. This buying and selling between countries is called ______.',
        'zh-TW': '魚兒國把魚賣給小麥國，小麥國把麵粉賣給魚兒國。國家和國家之間這樣互相買賣，叫做______。',
      },
      acceptedAnswers: {
        en: ['trade', 'trading', 'international trade', 'exchange', 'swapping'],
        'zh-TW': ['貿易', '國際貿易', '交易', '交換'],
      },
      feedback: {
        en: 'It is called trade. Each country sells what it has and buys what it wants.',
        'zh-TW': '這叫做貿易。每個國家把自己有的東西賣出去，再買進自己想要的東西。',
      },
      hintCycle: [
        {
          en: 'Look at the word list. Which word means buying and selling between countries?',
          'zh-TW': '看看詞語表，哪個詞是國家之間互相買賣的意思？',
        },
        {
          en: 'It is not a gift, because both sides pay and get paid. The word starts with t.',
          'zh-TW': '不是「送禮」，因為兩邊都有付錢、收錢。第一個字是「貿」。',
        },
        {
          en: 'The answer is "trade": Fish Land and Wheat Land each sell what they have and buy what they want.',
          'zh-TW': '答案是「貿易」：魚兒國和小麥國，都把有的賣出去，把想要的買進來。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: 'On Money Islands, Hill Land has small, steep fields. Rice grown there costs 70 coins a bag. Rice bought by trade costs 45 coins a bag. How many coins less does each bag cost by trade? ______',
        'zh-TW': '在理財冒險島上，山丘國的田又小又陡，自己種的米一袋要 NT$70。用貿易買來的米，一袋只要 NT$45。用貿易買，每袋便宜多少錢？______',
      },
      acceptedAnswers: {
        en: ['25', 'twenty-five', 'twenty five', '25 coins', '25 coins less'],
        'zh-TW': ['25', '二十五', 'NT$25', '25元', '25 元', '二十五元'],
      },
      feedback: {
        en: '70 − 45 = 25 coins less for each bag. Hill Land can buy rice for less than it costs to grow at home.',
        'zh-TW': '70 − 45 = 25，每袋便宜 NT$25。山丘國用貿易買米，比自己種更省錢。',
      },
      hintCycle: [
        {
          en: 'Find the two prices: rice grown at home, and rice bought by trade.',
          'zh-TW': '先找出兩個價錢：自己種的米，和用貿易買的米。',
        },
        {
          en: 'To find how much less, take the smaller price away from the bigger one. Do not add them.',
          'zh-TW': '要算便宜多少，是用大的價錢減掉小的價錢，不是加起來喔。',
        },
        {
          en: 'The answer is 25. 70 − 45 = 25 coins less a bag, so trade helps Hill Land.',
          'zh-TW': '答案是 25。70 − 45 = 25，每袋便宜 NT$25，貿易幫了山丘國。',
        },
      ],
    },
  ],
  reflection: {
    id: 'trade-in-my-kitchen',
    question: {
      en: 'Look at the food in your kitchen with a grown-up. Which food might have come from another place? What would you miss without trade?',
      'zh-TW': '跟家人一起看看廚房裡的食物。哪一樣可能是從別的地方來的？如果沒有貿易，你會少了什麼？',
    },
    placeholder: {
      en: 'I think … came from another place. Without trade, I would miss…',
      'zh-TW': '我覺得……是從別的地方來的。如果沒有貿易，我會少了……',
    },
  },
} satisfies ClassicBody;

export default body;
