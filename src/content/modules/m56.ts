import type { ClassicBody } from '../schema/module-body';

/**
 * M56 · Marketplace Island: "Supply and Demand" / 「供給與需求」.
 * Learning outcome (Grade 8, Spending): explain with a small table of prices and buyers how the amount
 * for sale (supply) and the number of buyers who want it (demand) together set a price, and how more or
 * less for sale, or more or fewer buyers, moves that price.
 * Benchmark, in words: the grade-8 Spending statements that the prices of goods and services are set by
 * the interaction of buyers and sellers in a market, and change when supply or demand changes.
 * Numbers (cast sheet): Leo's stand is open on Saturday afternoons with his dad nearby; a cup is 20 coins;
 * a usual Saturday sells about 10 cups. Hot Saturday: he makes 15 cups. Table (Dad asks people passing by a
 * what-if; Leo's price never changes): 15 coins → 30 people; 20 → 25; 25 → 15; 30 → 10. At his price of 20
 * all 15 sell by 3 o'clock → 25 − 15 = 10 people leave with none. If he had asked 25 (a what-if only, said so
 * in the text), 15 people would want his 15 cups: the balance point. Leo keeps 20 coins (his usual price)
 * and, the next hot Saturday, makes 25 cups: at 20 coins, 25 people want 25 cups → the balance point is 20.
 * 25 × 20 = 500 coins. (Supplies are not part of this lesson; M59 counts costs.) Vocabulary: 'left over'
 * (賣不完) replaces 'surplus' (供過於求) as the plainer word: 15 − 10 = 5 cups left over.
 * Quiz: q1 on Money Islands 40 bags of popcorn, at 20 coins only 10 people want one → lower the price;
 * q2 a cake shop bakes twice as many, same buyers → price does not go up (false); q5 on Money Islands 15
 * rice balls, 20 coins → 30 people, 30 → 15, 40 → 8 → balance point 30.
 * Facts: none — all prices are the cast sheet's or plainly the island's own.
 */
const body = {
  id: 'M56',
  format: 'classic',
  scenarios: [
    {
      id: 'leos-hot-saturday',
      title: {
        en: "Leo's Hot Saturday",
        'zh-TW': '阿力的大熱天星期六',
      },
      description: {
        en: 'On a very hot Saturday, a long line waits at Leo\'s stand. But he made only 15 cups.',
        'zh-TW': '一個超熱的星期六，阿力的攤位前排了長長的隊伍，可是他只做了 15 杯。',
      },
      context: {
        en:
          'It is a blazing hot Saturday afternoon. Leo opens his stand, and Dad sits nearby. A cup of lemonade is 20 coins. ' +
          'On a usual Saturday, he sells about 10 cups. Today he made 15, just in case. ' +
          'Soon a long line waits. Dad asks people passing by, "What if a cup were 15 coins? Would you buy one? What about 20? 25? 30?" ' +
          'Leo writes their answers in a table. 15 coins: 30 people. 20 coins: 25 people. 25 coins: 15 people. 30 coins: 10 people. ' +
          'Leo sells at his usual 20 coins. All 15 cups are gone by 3 o\'clock. 25 − 15 = 10 people leave with nothing. ' +
          '"My cups are the supply," says Leo. "The people who want them are the demand. ' +
          'If I asked 25 coins, just 15 people would want my 15 cups. That is where supply and demand would meet." ' +
          'Dad says, "Some sellers raise the price on a day like this. What will you do?" ' +
          'Leo thinks of his regular customers. "My price stays 20 coins. Next time, I will make more cups." ' +
          'The next Saturday is just as hot. Leo makes 25 cups. At 20 coins, 25 people want 25 cups. ' +
          'Nobody leaves with nothing. 25 × 20 = 500 coins. ' +
          '"Squawk!" says Pip. "More for sale, and the price can stay low!"',
        'zh-TW':
          '一個大熱天的星期六下午，阿力的攤位開張了，爸爸就坐在旁邊。一杯檸檬汁 NT$20。' +
          '平常的星期六，他大約賣 10 杯。今天他多做了一些，一共 15 杯。' +
          '很快就排了一條長長的隊伍。爸爸問路過的人：「假如一杯 NT$15，你會買嗎？NT$20 呢？NT$25 呢？NT$30 呢？」' +
          '阿力把大家的回答寫成一張表。NT$15：30 人。NT$20：25 人。NT$25：15 人。NT$30：10 人。' +
          '阿力還是照平常一杯賣 NT$20。還不到 3 點，15 杯就全部賣光了。25 − 15 = 10，有 10 個人什麼都沒買到。' +
          '阿力說：「我手上的杯數是供給，想買的人是需求。' +
          '假如我賣 NT$25，就只有 15 個人想買，剛好是我這 15 杯。那就是供給和需求碰在一起的地方。」' +
          '爸爸說：「像今天這種天氣，有些賣家會漲價。你打算怎麼做？」' +
          '阿力想到每個星期都來買的老顧客，說：「我還是一杯賣 NT$20，下次我多做一點。」' +
          '下個星期六一樣很熱，阿力做了 25 杯。賣 NT$20 的時候，剛好有 25 個人想買這 25 杯。' +
          '沒有人空手離開。25 × 20 = 500，一共 NT$500。' +
          '皮皮叫著：「嘎！能賣的東西變多，價格就可以不用漲！」',
      },
      thinkingPrompts: [
        {
          en: 'On the first hot Saturday, why did 10 people leave with nothing?',
          'zh-TW': '第一個大熱天，為什麼有 10 個人什麼都沒買到？',
        },
        {
          en: 'What if it rained, and only 5 people wanted a cup at 20 coins? What might happen to Leo\'s 15 cups?',
          'zh-TW': '如果下雨了，一杯 NT$20 只有 5 個人想買，阿力做的 15 杯可能會怎麼樣？',
        },
        {
          en: 'Leo kept his price at 20 coins and made more cups instead. Why do you think he chose that?',
          'zh-TW': '阿力沒有漲價，還是一杯 NT$20，而是多做幾杯。你覺得他為什麼這樣選？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'supply',
      term: { en: 'supply', 'zh-TW': '供給' },
      definition: {
        en: 'How much of something there is for sale.',
        'zh-TW': '有多少東西可以拿出來賣。',
      },
      example: {
        en: "On the first hot Saturday, Leo's supply was 15 cups.",
        'zh-TW': '第一個大熱天，阿力的供給是 15 杯。',
      },
    },
    {
      id: 'demand',
      term: { en: 'demand', 'zh-TW': '需求' },
      definition: {
        en: 'How much of something buyers want to buy at a price.',
        'zh-TW': '在某個價格下，買家想買多少東西。',
      },
      example: {
        en: 'At 20 coins a cup, the demand was 25 cups.',
        'zh-TW': '一杯 NT$20 的時候，需求是 25 杯。',
      },
    },
    {
      id: 'shortage',
      term: { en: 'shortage', 'zh-TW': '供不應求' },
      definition: {
        en: 'When more people want something than there is for sale.',
        'zh-TW': '想買的人比能賣的東西還多，東西不夠賣。',
      },
      example: {
        en: '25 people wanted a cup, but there were only 15 cups. 25 − 15 = 10 people got none.',
        'zh-TW': '有 25 個人想買，卻只有 15 杯。25 − 15 = 10，有 10 個人買不到。',
      },
    },
    {
      id: 'left-over',
      term: { en: 'left over', 'zh-TW': '賣不完' },
      definition: {
        en: 'When there is more for sale than people want, so some things are not sold.',
        'zh-TW': '能賣的東西比想買的人還多，有些東西就剩下來了。',
      },
      example: {
        en: 'If only 10 people wanted a cup and Leo made 15, he would have 15 − 10 = 5 cups left over.',
        'zh-TW': '如果只有 10 個人想買，阿力卻做了 15 杯，就會剩下 15 − 10 = 5 杯。',
      },
    },
    {
      id: 'balance-point',
      term: { en: 'balance point', 'zh-TW': '平衡點' },
      definition: {
        en: 'The price where the number people want is the same as the number for sale.',
        'zh-TW': '想買的數量剛好等於能賣的數量時，那個價格。',
      },
      example: {
        en: 'With only 15 cups, the balance point would be 25 coins, but Leo kept his price at 20. With 25 cups, it was his usual 20 coins.',
        'zh-TW': '只有 15 杯時，平衡點會是 NT$25，可是阿力還是賣 NT$20；做了 25 杯時，平衡點就是他平常的 NT$20。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'supply-and-demand-are',
      stem: {
        en: 'Supply is… and demand is…',
        'zh-TW': '供給是……，需求是……',
      },
      examples: [
        {
          en: 'Supply is how many cups Leo has, and demand is how many cups people want.',
          'zh-TW': '供給是阿力有幾杯，需求是大家想買幾杯。',
        },
      ],
    },
    {
      id: 'when-more-people-want-it',
      stem: {
        en: 'When more people want something than there is for sale…',
        'zh-TW': '想買的人比能賣的東西多的時候，……',
      },
      examples: [
        {
          en: 'When more people want something than there is for sale, it sells out, and its price may go up.',
          'zh-TW': '想買的人比能賣的東西多的時候，東西很快就賣光，價格也可能會漲。',
        },
        {
          en: 'When more people want something than there is for sale, the seller can make more of it next time.',
          'zh-TW': '想買的人比能賣的東西多的時候，賣家下次可以多做一些。',
        },
      ],
    },
    {
      id: 'to-check-demand',
      stem: {
        en: 'If I had a stand, I would check the demand by…',
        'zh-TW': '如果我有一個攤位，我會這樣了解需求：……',
      },
      examples: [
        {
          en: 'If I had a stand, I would check the demand by asking people how many would buy at each price.',
          'zh-TW': '如果我有一個攤位，我會這樣了解需求：問問大家，每一種價格會有多少人想買。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: 'On Money Islands, a snack booth has 40 bags of popcorn. At 20 coins a bag, only 10 people want one. What could the booth do so that more bags are bought?',
        'zh-TW': '在理財冒險島上，有個點心攤準備了 40 包爆米花。一包 NT$20 的時候，只有 10 個人想買。這個攤位可以怎麼做，讓更多包被買走？',
      },
      options: [
        {
          en: 'Make 40 more bags, so there is more to sell.',
          'zh-TW': '再多做 40 包，讓能賣的更多。',
        },
        {
          en: 'Lower the price a little, so more people want a bag.',
          'zh-TW': '把價格降低一點，讓更多人想買。',
        },
        {
          en: 'Raise the price, since a high price makes people want more.',
          'zh-TW': '把價格調高，因為越貴大家越想買。',
        },
        {
          en: 'Nothing. How many buyers there are does not affect the price.',
          'zh-TW': '什麼都不用做，想買的人有多少，跟價格沒有關係。',
        },
      ],
      correctAnswer: 1,
      feedback: {
        en: 'There is more popcorn than people want. A lower price brings more buyers. More bags would only leave more unsold, and a higher price would bring fewer buyers.',
        'zh-TW': '爆米花比想買的人多。價格低一點，想買的人就會變多。多做只會剩更多；價格調高，想買的人反而更少。',
      },
      hintCycle: [
        {
          en: 'Is there too much popcorn, or too little, for the people who want it?',
          'zh-TW': '跟想買的人比起來，爆米花是太多，還是太少？',
        },
        {
          en: 'More bags make the leftovers bigger. A higher price usually brings fewer buyers, not more.',
          'zh-TW': '多做只會剩更多。價格變高，通常想買的人會變少，不會變多。',
        },
        {
          en: 'The answer: lower the price a little. At a lower price, more people want a bag.',
          'zh-TW': '答案是：把價格降低一點。價格低一些，想買的人就會變多。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'On Money Islands, a cake shop bakes twice as many cakes as usual. The same number of people want them. True or false: this makes the price of its cakes likely to go up.',
        'zh-TW': '在理財冒險島上，一家蛋糕店烤了比平常多一倍的蛋糕，可是想買的人跟平常一樣多。是非題：這樣一來，蛋糕的價格很可能會上漲。',
      },
      correctAnswer: false,
      feedback: {
        en: 'False. The supply went up, but the demand stayed the same. To sell all the cakes, the shop is more likely to lower the price.',
        'zh-TW': '錯。供給變多了，需求卻沒變。為了把蛋糕賣完，店家比較可能降價，不是漲價。',
      },
      hintCycle: [
        {
          en: 'Did the supply change, or the demand, or both?',
          'zh-TW': '變的是供給、需求，還是兩個都變了？',
        },
        {
          en: 'Some think more cakes means a higher price. But with more cakes and the same buyers, many cakes could be left over.',
          'zh-TW': '有人以為蛋糕多了，價格就會變高。可是蛋糕變多、想買的人一樣多，就可能剩下很多。',
        },
        {
          en: 'The answer is false. More for sale and the same buyers push the price down, not up.',
          'zh-TW': '答案是「錯」。能賣的變多、想買的人沒變，價格會往下，不會往上。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Which of these change the demand, meaning how many people want to buy? Pick all that are right.',
        'zh-TW': '下面哪些事情改變的是「需求」，也就是想買的人有多少？（可以選好幾個）',
      },
      options: [
        {
          en: 'A hot day makes more people want a cold drink.',
          'zh-TW': '天氣很熱，更多人想買冰涼的飲料。',
        },
        {
          en: 'A farm picks a huge crop of mangoes.',
          'zh-TW': '果園採收了一大堆芒果。',
        },
        {
          en: 'A new cartoon makes a toy popular with kids.',
          'zh-TW': '一部新卡通，讓某個玩具在小朋友之間爆紅。',
        },
        {
          en: 'Heavy rain keeps shoppers at home.',
          'zh-TW': '下大雨，大家都待在家裡不出門買東西。',
        },
        {
          en: 'A typhoon knocks down many banana trees.',
          'zh-TW': '颱風吹倒了很多香蕉樹。',
        },
        {
          en: 'A shop gets a big box of extra umbrellas.',
          'zh-TW': '一家店多進了一大箱雨傘。',
        },
      ],
      correctAnswer: [0, 2, 3],
      feedback: {
        en: 'A hot day, a popular cartoon and heavy rain change how many people want to buy: that is demand. Mangoes, fallen banana trees and umbrellas change how much there is for sale: that is supply.',
        'zh-TW': '大熱天、爆紅的卡通和大雨，改變的是想買的人有多少，這是需求。芒果、被吹倒的香蕉樹和雨傘，改變的是能賣的東西有多少，這是供給。',
      },
      hintCycle: [
        {
          en: 'For each one, ask: does this change the buyers, or the things for sale?',
          'zh-TW': '每一個選項都問問自己：這件事改變的是買家，還是能賣的東西？',
        },
        {
          en: 'A big crop, fallen trees and extra umbrellas change how much there is to sell. That is supply, not demand.',
          'zh-TW': '大豐收、樹被吹倒、多進的雨傘，改變的是能賣多少，那是供給，不是需求。',
        },
        {
          en: 'The answers: the hot day, the new cartoon and the heavy rain. Each one changes how many people want to buy.',
          'zh-TW': '答案是：大熱天、新卡通和下大雨。它們改變的都是想買的人有多少。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'Supply is how much there is for sale. ______ is how much buyers want to buy.',
        'zh-TW': '供給是能賣的東西有多少；______是買家想買多少。',
      },
      acceptedAnswers: {
        en: ['demand', 'the demand'],
        'zh-TW': ['需求', '需求量'],
      },
      feedback: {
        en: 'Demand. Supply is the side of the sellers, and demand is the side of the buyers. Together they set the price.',
        'zh-TW': '是需求。供給是賣家那一邊，需求是買家那一邊，兩邊一起決定價格。',
      },
      hintCycle: [
        {
          en: 'Leo named two things. Supply was his cups. What did he call the people who wanted them?',
          'zh-TW': '阿力說了兩個詞。供給是他的杯數，那想買的人叫做什麼？',
        },
        {
          en: 'It is not the price and not the money. It is about wanting to buy.',
          'zh-TW': '不是價格，也不是錢，而是「想買」這件事。',
        },
        {
          en: 'The answer is "demand": how much buyers want to buy.',
          'zh-TW': '答案是「需求」：買家想買多少。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: 'On Money Islands, a class makes 15 rice balls. At 20 coins, 30 people want one. At 30 coins, 15 people want one. At 40 coins, 8 people want one. The price where the buyers match the 15 rice balls, in coins, is ______.',
        'zh-TW': '在理財冒險島上，有一班做了 15 個飯糰。一個 NT$20 時，有 30 個人想買；NT$30 時，有 15 個人想買；NT$40 時，有 8 個人想買。想買的人數剛好跟 15 個飯糰一樣多的價格，是______。',
      },
      acceptedAnswers: {
        en: ['30', 'thirty', '30 coins', 'thirty coins'],
        'zh-TW': ['30', '三十', 'NT$30', '30元', '30 元', '三十元'],
      },
      feedback: {
        en: 'At 30 coins, 15 people want the 15 rice balls, so none are short and none are left. At 20, 30 − 15 = 15 people get none. At 40, 15 − 8 = 7 are left over.',
        'zh-TW': 'NT$30 的時候，15 個人想買 15 個飯糰，不會不夠，也不會剩。NT$20 時，30 − 15 = 15，有 15 個人買不到；NT$40 時，15 − 8 = 7，會剩下 7 個。',
      },
      hintCycle: [
        {
          en: 'Look for the price where the number of people is 15, the same as the rice balls.',
          'zh-TW': '找一找：哪一個價格，想買的人剛好是 15 個，跟飯糰一樣多？',
        },
        {
          en: 'Some pick the lowest price, but then 30 people want 15 rice balls. Some pick the highest, but then most are left over.',
          'zh-TW': '有人選最便宜的，可是那樣有 30 個人搶 15 個飯糰；有人選最貴的，可是那樣大部分都會剩下來。',
        },
        {
          en: 'The answer is 30. At 30 coins, 15 people want 15 rice balls: that is the balance point.',
          'zh-TW': '答案是 30。一個 NT$30 時，15 個人想買 15 個飯糰，這就是平衡點。',
        },
      ],
    },
  ],
  reflection: {
    id: 'supply-and-demand-around-me',
    question: {
      en: 'Think of something that sold out fast, or something that was left over. Was it about supply, demand or both?',
      'zh-TW': '想一想，你有沒有看過什麼東西一下子就賣光，或是剩下很多賣不完？那是因為供給、需求，還是兩個都有關係？',
    },
    placeholder: {
      en: 'I saw… sell out / be left over. I think it was because…',
      'zh-TW': '我看過……一下子就賣光／剩很多。我覺得是因為……',
    },
  },
} satisfies ClassicBody;

export default body;
