import type { ClassicBody } from '../schema/module-body';

/**
 * M40 · Future Harbor: "Saving for Big Things" / 「為大筆花費存錢」.
 * Learning outcome (Grade 4, Saving): plan for a big cost by saving a little each week, and compare how
 * long it takes at different weekly amounts, with and without gift money.
 * Benchmark, in words: the grade-4 Saving statements that people save for things they want later, and
 * that how much they put away each time decides how soon they reach a savings goal.
 * Numbers: on Money Islands a folding easel costs 800 coins (the island's own price, said so in the
 * story). Jay's allowance is 100 every Friday (cast sheet); 800 is 8 weeks of it. Summer art week is 12
 * weeks away. Without gift money: 800 ÷ 25 = 32 weeks, 800 ÷ 50 = 16 weeks (both too late). With 300
 * coins of red-envelope money from Lunar New Year: 800 − 300 = 500; 500 ÷ 25 = 20 weeks (too late),
 * 500 ÷ 50 = 10 weeks (in time, 2 weeks to spare). First Friday: 300 + 50 = 350; 1 of 10 boxes coloured.
 * Saving 50 leaves 100 − 50 = 50 to spend each week.
 * Quiz: q1 a girl at school (100 every Monday, no savings yet) needs 300 in 10 weeks (a class trip
 * on Money Islands, the island's own price): 30 × 10 = 300, not 10 × 10 = 100; she cannot put in 300 in
 * one week. q2 Leo, a 600-coin juicer (island price): 600 ÷ 50 = 12 weeks; at 100 a week 600 ÷ 100 = 6
 * weeks, half as long (the statement "twice as long" is false). q3 no sums.
 * q4 a 400-coin skateboard (island price), 50 a week: 400 ÷ 50 = 8 weeks. q5 a 300-coin badminton set
 * (island price), 100 of red-envelope money, 20 a week: (300 − 100) ÷ 20 = 10 weeks (200 ÷ 20 = 10;
 * forgetting the gift: 300 ÷ 20 = 15).
 * Facts: none — the easel, trip, juicer, skateboard and badminton set are the island's own prices.
 */
const body = {
  id: 'M40',
  format: 'classic',
  scenarios: [
    {
      id: 'jays-easel-plan',
      title: {
        en: "Jay's Easel Plan",
        'zh-TW': '阿哲的畫架計畫',
      },
      description: {
        en: 'Jay wants a big easel before summer art week. How much should he save each week?',
        'zh-TW': '阿哲想在暑假美術週之前買一個大畫架。他每個星期該存多少錢呢？',
      },
      context: {
        en:
          'On Monday, Pip leads the class past a boat shed at Future Harbor. Inside, a man is painting at a tall wooden easel. ' +
          'Jay\'s eyes shine. "I want one for summer art week!" ' +
          'On Money Islands, a folding easel costs 800 coins, to keep the maths easy. Real easels cost different amounts. ' +
          'Art week is 12 weeks away. Jay gets 100 coins of allowance every Friday. ' +
          '"That\'s 8 weeks of my whole allowance!" he groans. ' +
          '"Big things need a plan," says his dad. They make a table together. ' +
          'At 25 coins a week: 800 ÷ 25 = 32 weeks. At 50 a week: 800 ÷ 50 = 16 weeks. Both are too late. ' +
          'Then Jay remembers his red-envelope money from Lunar New Year: 300 coins. ' +
          '800 − 300 = 500 coins to go. At 25 a week: 500 ÷ 25 = 20 weeks, still too late. At 50 a week: 500 ÷ 50 = 10 weeks. In time! ' +
          'But saving 50 leaves only 50 coins to spend each week. Jay takes a deep breath. "I\'ll save 50." ' +
          'On Friday, he puts his red-envelope money and 50 coins in his jar: 300 + 50 = 350. He colours 1 of 10 boxes on his chart. ' +
          '"Squawk!" says Pip. "Big ships are built one plank at a time!"',
        'zh-TW':
          '星期一，皮皮帶著全班經過未來港灣的一間船屋。屋裡有位叔叔，正對著一個高高的木頭畫架畫畫。' +
          '阿哲眼睛一亮：「我想要一個畫架，暑假美術週的時候用！」' +
          '在理財冒險島上，一個折疊畫架要 NT$800，這樣比較好算；真實世界的畫架，價錢各不相同。' +
          '離美術週還有 12 週。阿哲每週五有 NT$100 零用錢。' +
          '他哀叫一聲：「那是我 8 個星期的全部零用錢耶！」' +
          '爸爸說：「大筆花費要先做計畫。」兩人一起畫了一張表。' +
          '每週存 NT$25：800 ÷ 25 = 32，要 32 週。每週存 NT$50：800 ÷ 50 = 16，要 16 週。兩個都來不及。' +
          '這時阿哲想起來，過年還有 NT$300 的紅包錢！' +
          '800 − 300 = 500，只要再存 NT$500。每週存 NT$25：500 ÷ 25 = 20，要 20 週，還是來不及。每週存 NT$50：500 ÷ 50 = 10，只要 10 週，來得及！' +
          '可是每週存 NT$50，能花的錢就只剩 NT$50。阿哲深吸一口氣：「我要每週存 NT$50。」' +
          '星期五，他把紅包錢和 NT$50 一起放進存錢筒：300 + 50 = 350，現在有 NT$350。他在進度表的 10 個格子裡，塗滿了第 1 格。' +
          '皮皮叫著：「嘎！大船也是一片一片木板造出來的！」',
      },
      thinkingPrompts: [
        {
          en: 'Why did the red-envelope money make such a big difference to Jay\'s plan?',
          'zh-TW': '為什麼紅包錢讓阿哲的計畫差了這麼多？',
        },
        {
          en: 'What if art week were 20 weeks away? Which plan might Jay pick then, and why?',
          'zh-TW': '如果美術週是 20 週以後，阿哲可能會選哪一個計畫？為什麼？',
        },
        {
          en: 'Jay colours a box on his chart each week. How might that help him keep going?',
          'zh-TW': '阿哲每個星期在進度表上塗滿一格。這樣做，可以怎麼幫他堅持下去？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'big-cost',
      term: { en: 'big cost', 'zh-TW': '大筆花費' },
      definition: {
        en: 'Something that costs much more than the money you get in one week.',
        'zh-TW': '比你一個星期拿到的錢貴很多的東西或開銷。',
      },
      example: {
        en: 'The 800-coin easel is a big cost for Jay.',
        'zh-TW': 'NT$800 的畫架，對阿哲來說是一筆很大的花費。',
      },
    },
    {
      id: 'savings-goal',
      term: { en: 'savings goal', 'zh-TW': '存錢目標' },
      definition: {
        en: 'How much money you want to save, and what it is for.',
        'zh-TW': '你想存到多少錢，以及這筆錢要用在哪裡。',
      },
      example: {
        en: "Jay's savings goal is 800 coins for an easel.",
        'zh-TW': '阿哲的存錢目標是 NT$800，用來買畫架。',
      },
    },
    {
      id: 'weekly-amount',
      term: { en: 'weekly amount', 'zh-TW': '每週存款' },
      definition: {
        en: 'The money you put away each week.',
        'zh-TW': '每個星期存起來的錢。',
      },
      example: {
        en: "Jay's weekly amount is 50 coins. At 25 coins, it would take twice as long.",
        'zh-TW': '阿哲的每週存款是 NT$50。如果每週只存 NT$25，就要多花一倍的時間。',
      },
    },
    {
      id: 'gift-money',
      term: { en: 'gift money', 'zh-TW': '紅包錢' },
      definition: {
        en: 'Money someone gives you as a present, like a red envelope at Lunar New Year.',
        'zh-TW': '別人送給你的錢，像是過年收到的紅包。',
      },
      example: {
        en: 'Jay adds 300 coins of gift money, so only 500 coins are left to save.',
        'zh-TW': '阿哲把 NT$300 紅包錢放進去，只要再存 NT$500 就好。',
      },
    },
    {
      id: 'savings-chart',
      term: { en: 'savings chart', 'zh-TW': '存錢進度表' },
      definition: {
        en: 'A page that shows how much you have saved so far.',
        'zh-TW': '讓你看出自己已經存了多少的一張表。',
      },
      example: {
        en: "Jay's savings chart has 10 boxes, one for each week.",
        'zh-TW': '阿哲的存錢進度表有 10 格，一週一格。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'a-big-cost-i-might-save-for',
      stem: {
        en: 'A big cost I might save for is… My weekly amount could be…',
        'zh-TW': '我可能會存錢準備的大筆花費是……，我的每週存款可以是……',
      },
      examples: [
        {
          en: 'A big cost I might save for is a new schoolbag. My weekly amount could be 30 coins.',
          'zh-TW': '我可能會存錢準備的大筆花費是新書包，我的每週存款可以是 NT$30。',
        },
        {
          en: 'A big cost I might save for is a gift for my grandpa. My weekly amount could be 20 coins.',
          'zh-TW': '我可能會存錢準備的大筆花費是送爺爺的禮物，我的每週存款可以是 NT$20。',
        },
      ],
    },
    {
      id: 'if-i-save-more',
      stem: {
        en: 'If I save more each week, I reach my savings goal…',
        'zh-TW': '如果我每週多存一點，我的存錢目標……',
      },
      examples: [
        {
          en: 'If I save more each week, I reach my savings goal sooner, but I have less to spend each week.',
          'zh-TW': '如果我每週多存一點，我的存錢目標就能早一點達成，不過每週能花的錢會變少。',
        },
      ],
    },
    {
      id: 'gift-money-helps',
      stem: {
        en: 'Gift money can help my savings goal because…',
        'zh-TW': '紅包錢能幫我達成存錢目標，因為……',
      },
      examples: [
        {
          en: 'Gift money can help my savings goal because it makes the amount left to save smaller.',
          'zh-TW': '紅包錢能幫我達成存錢目標，因為它讓我還要存的錢變少了。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: 'A girl at school gets 100 coins every Monday and has no savings yet. On Money Islands, each child pays 300 coins for the class trip to the butterfly farm. The trip is 10 weeks away. Which plan gets her there in time?',
        'zh-TW': '有位女同學每週一有 NT$100 零用錢，目前還沒有存款。在理財冒險島上，班上要去蝴蝶農場校外教學，每個人要付 NT$300，還有 10 週就出發。哪一個計畫能讓她及時存到錢？',
      },
      options: [
        {
          en: 'Save 30 coins every week for 10 weeks.',
          'zh-TW': '每週存 NT$30，連續存 10 週。',
        },
        {
          en: 'Save 10 coins a week, because a little is enough in the end, however big the cost.',
          'zh-TW': '每週存 NT$10 就好，反正不管多貴，存一點點最後就會夠。',
        },
        {
          en: 'Save nothing until week 9, then put in all 300 coins at once.',
          'zh-TW': '先都不存，到第 9 週再一次放進 NT$300。',
        },
        {
          en: 'Spend first, then save what is left.',
          'zh-TW': '先花錢，剩下的再存。',
        },
      ],
      correctAnswer: 0,
      feedback: {
        en: '30 × 10 = 300, so 30 coins a week for 10 weeks gets her there in time. 10 a week makes only 10 × 10 = 100. She cannot find 300 coins in one week, and spending first often leaves little to save.',
        'zh-TW': '30 × 10 = 300，所以每週存 NT$30、存 10 週，剛好來得及。每週只存 NT$10，10 × 10 = 100，只有 NT$100。她一週只有 NT$100，不可能一次拿出 NT$300；先花再存，常常就存不了多少。',
      },
      hintCycle: [
        {
          en: 'Which plan adds up to 300 coins in 10 weeks?',
          'zh-TW': '哪一個計畫，10 週後能剛好存到 NT$300？',
        },
        {
          en: 'Some think any small amount is enough. Others plan to catch up at the end, but she gets only 100 coins a week. Spending first gives no sure amount.',
          'zh-TW': '有人以為存一點點就夠了，也有人想最後再一次補齊，可是她一週只有 NT$100。先花再存，也說不準能存多少。',
        },
        {
          en: 'The answer: save 30 coins every week. 30 × 10 = 300, right on time.',
          'zh-TW': '答案是：每週存 NT$30。30 × 10 = 300，剛好來得及。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'On Money Islands, a juicer for Leo\'s stand costs 600 coins. He puts in 50 coins a week, so it takes 600 ÷ 50 = 12 weeks. True or false: If he puts in 100 coins a week instead, it will take twice as long.',
        'zh-TW': '在理財冒險島上，阿力的攤子想買一台 NT$600 的榨汁機。他每週存 NT$50，600 ÷ 50 = 12，要存 12 週。是非題：如果他改成每週存 NT$100，要花的時間會變成兩倍。',
      },
      correctAnswer: false,
      feedback: {
        en: 'False. Saving more each week gets you there sooner, not later. 600 ÷ 100 = 6 weeks: half as long.',
        'zh-TW': '錯。每週存得越多，就越快存到。600 ÷ 100 = 6，只要 6 週，時間少了一半。',
      },
      hintCycle: [
        {
          en: 'Does putting in more coins each week fill the jar faster or slower?',
          'zh-TW': '每週放進去的錢變多，存錢筒會滿得比較快，還是比較慢？',
        },
        {
          en: 'Some mix up "more coins" with "more weeks". Work it out: 600 ÷ 100.',
          'zh-TW': '有人把「存比較多錢」和「要比較多週」搞混了。算算看：600 ÷ 100。',
        },
        {
          en: 'The answer is false. 600 ÷ 100 = 6 weeks. That is half as long, not twice as long.',
          'zh-TW': '答案是「錯」。600 ÷ 100 = 6，只要 6 週，時間是一半，不是兩倍。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Mei is saving for a big kite. Which of these help her reach her savings goal sooner? Pick all that are right.',
        'zh-TW': '小美在存錢買一個大風箏。下面哪些做法，能讓她早一點達成存錢目標？（可以選好幾個）',
      },
      options: [
        {
          en: 'Putting in 25 coins a week instead of 15.',
          'zh-TW': '每週存 NT$25，而不是 NT$15。',
        },
        {
          en: 'Adding her red-envelope money to the jar.',
          'zh-TW': '把紅包錢也放進存錢筒。',
        },
        {
          en: 'Taking a few coins out of the jar each week for a snack.',
          'zh-TW': '每週從存錢筒拿一點錢出來買零食。',
        },
        {
          en: 'Adding pay from an extra job she agreed with Mom, like washing the car.',
          'zh-TW': '把跟媽媽說好的額外工作（像是洗車）賺到的錢也存進去。',
        },
        {
          en: 'Saving just in the weeks when she happens to remember.',
          'zh-TW': '想到的那幾週才存，忘了就算了。',
        },
      ],
      correctAnswer: [0, 1, 3],
      feedback: {
        en: 'A bigger weekly amount, gift money and pay from an extra job all add coins, so the goal comes sooner. Taking coins out, or skipping weeks, pushes the goal further away.',
        'zh-TW': '每週多存一點、放進紅包錢、加上額外工作賺的錢，都會讓錢變多，目標就來得早。從存錢筒拿錢出來，或是有一週沒一週地存，目標反而會離得更遠。',
      },
      hintCycle: [
        {
          en: 'Which choices put more coins in the jar?',
          'zh-TW': '哪些做法，會讓存錢筒裡的錢變多？',
        },
        {
          en: 'Some think a snack now and then does not matter, or that skipping weeks is fine. Both pull the goal further away.',
          'zh-TW': '有人以為偶爾拿錢買零食沒關係，或是少存幾週也無所謂。其實這兩種都會讓目標離得更遠。',
        },
        {
          en: 'The answers: 25 coins a week instead of 15, red-envelope money, and pay from an extra job agreed with Mom.',
          'zh-TW': '答案是：每週存 NT$25 而不是 NT$15、放進紅包錢、加上跟媽媽說好的額外工作賺的錢。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'A boy in Jay\'s class wants a skateboard. On Money Islands, it costs 400 coins. He saves 50 coins each week. He will reach his goal in ______ weeks.',
        'zh-TW': '阿哲班上有位男生想買滑板。在理財冒險島上，滑板要 NT$400。他每週存 NT$50，要存______週才能達成目標。',
      },
      acceptedAnswers: {
        en: ['8', 'eight', '8 weeks', 'eight weeks'],
        'zh-TW': ['8', '八', '8週', '8 週', '八週', '8周', '八周', '8個星期', '8 個星期', '八個星期'],
      },
      feedback: {
        en: '400 ÷ 50 = 8 weeks. Divide the savings goal by the weekly amount.',
        'zh-TW': '400 ÷ 50 = 8，要 8 週。用存錢目標除以每週存款，就知道要幾週。',
      },
      hintCycle: [
        {
          en: 'How many groups of 50 coins make 400 coins?',
          'zh-TW': 'NT$400 裡面，有幾個 NT$50？',
        },
        {
          en: 'Do not take 50 away from 400 just once. Divide: 400 ÷ 50.',
          'zh-TW': '不是用 400 減 50 一次就好，要用除的：400 ÷ 50。',
        },
        {
          en: 'The answer is 8. 400 ÷ 50 = 8 weeks.',
          'zh-TW': '答案是 8。400 ÷ 50 = 8，要 8 週。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: 'A classmate wants a badminton set. On Money Islands, it costs 300 coins. She already has 100 coins of red-envelope money. She saves 20 coins a week. She needs to save for ______ weeks.',
        'zh-TW': '有位同學想買一組羽毛球拍。在理財冒險島上，它要 NT$300。她已經有 NT$100 紅包錢，每週再存 NT$20。她還要存______週。',
      },
      acceptedAnswers: {
        en: ['10', 'ten', '10 weeks', 'ten weeks'],
        'zh-TW': ['10', '十', '10週', '10 週', '十週', '10周', '十周', '10個星期', '10 個星期', '十個星期'],
      },
      feedback: {
        en: '300 − 100 = 200 coins left to save. 200 ÷ 20 = 10 weeks. Without the gift money, it would take 300 ÷ 20 = 15 weeks.',
        'zh-TW': '300 − 100 = 200，還要存 NT$200。200 ÷ 20 = 10，要 10 週。如果沒有紅包錢，就要 300 ÷ 20 = 15，15 週。',
      },
      hintCycle: [
        {
          en: 'First, how much does she still need after her gift money?',
          'zh-TW': '先算算：放進紅包錢以後，她還差多少？',
        },
        {
          en: 'Do not forget the 100 coins she already has. 300 ÷ 20 leaves the gift money out.',
          'zh-TW': '別忘了她已經有 NT$100。直接算 300 ÷ 20，就把紅包錢漏掉了。',
        },
        {
          en: 'The answer is 10. 300 − 100 = 200, and 200 ÷ 20 = 10 weeks.',
          'zh-TW': '答案是 10。300 − 100 = 200，200 ÷ 20 = 10，要 10 週。',
        },
      ],
    },
  ],
  reflection: {
    id: 'my-big-thing',
    question: {
      en: 'Think of a big thing you might want one day. How much could you save each week, and how many weeks would it take?',
      'zh-TW': '想一想，以後你可能會想要哪一樣比較貴的東西？你每週可以存多少錢？要存幾週才夠？',
    },
    placeholder: {
      en: 'I might save for… If I save … coins a week, it will take … weeks.',
      'zh-TW': '我可能會存錢買……。如果我每週存 NT$……，要存……週。',
    },
  },
} satisfies ClassicBody;

export default body;
