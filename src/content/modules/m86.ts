import type { AdventureBody } from '../schema/module-body';

/**
 * M86 · Global Sky Islands: "What Your Money Can Buy" / 「你的錢能買多少」.
 * Learning outcome — Grade 8, Saving: explain purchasing power (what a sum of money can buy), and show that
 * savings which grow more slowly than prices buy less later, so a saver compares how fast savings grow with how
 * fast prices rise and plans a goal price a little higher.
 * Benchmark, in words: the grade-8 Saving statements that inflation lowers the purchasing power of money, and
 * that savers compare the interest they earn with the rise in prices.
 * Builds on M85 (inflation, "5 for every 100") and M09 (a bank pays interest on savings). Not M87 (who sets
 * rates).
 * Island figures: the Sky Islands bank pays 1 coin a year for every 100 saved, and prices rise 3 coins for
 * every 100 (the brief's "100 saved, 1 % interest, prices up 3 %"); both are plainly the island's own. The kite
 * kit at the sky market is the island's own price.
 * Numbers: story: An saves 100; 100 + 1 = 101 after a year. The kite kit cost 100, now 100 + 3 = 103;
 * 103 − 101 = 2 short. Mei's piggy bank 100: 103 − 100 = 3 short. If the bank paid 3 for every 100:
 * 100 + 3 = 103, just enough. An adds 2 from Monday's allowance (100 every Monday): 101 + 2 = 103.
 * Examples: 200 at 1 for every 100: 200 + 2 = 202; prices up 3: 200 + 6 = 206; 206 − 202 = 4 short.
 * 100 at 5 for every 100: 100 + 5 = 105; 105 − 103 = 2 more than needed.
 * Quiz: q1 Mei 200 at 2 for every 100: 2 × 2 = 4, 200 + 4 = 204; the book 200, prices up 3 for every 100:
 * 2 × 3 = 6, 200 + 6 = 206; 206 − 204 = 2 short (distractors: 204 − 200 = 4 left, forgetting the rise;
 * 206 − 200 = 6, forgetting the interest; "exactly enough"). q2 prices up 3 for every 100: piggy bank 100 stays
 * 100 (< 103) and 1 for every 100 gives 101 (< 103) lose; 5 gives 105 and 3 gives 103, no loss.
 * q5 kit 150, An has 100: 150 − 100 = 50 still to save.
 * Facts:
 * - real savings (passbook) accounts in Taiwan paid under 1 % a year in 2025 (story paragraph 2: "Real banks
 *   in Taiwan paid less than this on passbook savings in 2025") — Chunghwa Post and bank rate boards, 2025
 */
const body = {
  id: 'M86',
  format: 'adventure',
  storyIntro: [
    {
      en: 'Last year, on a class trip, An saw a kite kit at the sky market. It cost 100 coins. An wanted to think before she bought it. So she put 100 coins in the Sky Islands bank, with her mom\'s help.',
      'zh-TW': '去年校外教學時，小安在天空市集看到一組風箏材料包，要 NT$100。小安想先考慮清楚再買，所以在媽媽的幫忙下，把 NT$100 存進天空群島的銀行。',
    },
    {
      en: 'On the Sky Islands, the bank pays 1 coin a year for every 100 coins saved. That keeps the maths easy. Real banks in Taiwan paid less than this on passbook savings in 2025.',
      'zh-TW': '在天空群島，每存 NT$100，銀行一年給 NT$1 的利息，這樣比較好算。2025 年，台灣真正的銀行給活期存款的利息比這還少。',
    },
    {
      en: 'Now the class is back. An has 100 + 1 = 101 coins. She runs to the kite stall. The sign says 103 coins! Prices on the island rose 3 coins for every 100. 103 − 101 = 2. She is 2 coins short.',
      'zh-TW': '今年全班又來了。小安現在有 100 + 1 = 101，一共 NT$101。她跑到風箏攤，招牌上寫著 NT$103！島上的物價每 NT$100 漲了 NT$3。103 − 101 = 2，她還差 NT$2。',
    },
    {
      en: '"But I have more coins than last year," says An. "How can I have less?" Mei kept her 100 coins in her piggy bank. "I am 3 short," she says. "103 − 100 = 3."',
      'zh-TW': '小安說：「可是我的錢比去年多呀，怎麼反而不夠了？」小美把她的 NT$100 放在存錢筒裡，她說：「我還差 NT$3 呢，103 − 100 = 3。」',
    },
    {
      en: 'Ms. Chen nods. "Your coins grew a little. But prices grew more. So your coins buy a little less. What money can buy is called purchasing power."',
      'zh-TW': '陳老師點點頭：「妳的錢變多了一點，可是物價漲得更多，所以妳的錢能買的東西少了一點。錢能買多少東西，就叫做購買力。」',
    },
    {
      en: 'Leo works it out. "If the bank paid 3 coins for every 100, An would have 103. Her savings would keep up with prices." An smiles. "Saving still helped. 101 coins buy almost the whole kit." On Monday she gets her allowance, and she adds 2 coins. 101 + 2 = 103.',
      'zh-TW': '阿力算了算：「如果銀行每 NT$100 給 NT$3 的利息，小安就會有 NT$103，存款就跟得上物價了。」小安笑了：「存錢還是有幫助，NT$101 差一點點就夠了。」星期一拿到零用錢後，她再補上 NT$2：101 + 2 = 103。',
    },
    {
      en: 'Pip lands on the kite. "Squawk! Count what your coins can buy, not just the coins!"',
      'zh-TW': '皮皮停在風箏上：「嘎！不只要數錢有多少，還要看錢能買多少！」',
    },
  ],
  definitions: [
    {
      term: { en: 'purchasing power', 'zh-TW': '購買力' },
      definition: {
        en: 'How much your money can buy.',
        'zh-TW': '你的錢能買到多少東西。',
      },
      example: {
        en: 'When the kite kit went from 100 to 103 coins, the purchasing power of 100 coins went down.',
        'zh-TW': '風箏材料包從 NT$100 漲到 NT$103，NT$100 的購買力就變小了。',
      },
    },
    {
      term: { en: 'interest', 'zh-TW': '利息' },
      definition: {
        en: 'Money a bank adds to your savings for keeping them there.',
        'zh-TW': '錢存在銀行裡，銀行另外多給你的錢。',
      },
      example: {
        en: "An's 100 coins earned 1 coin of interest in a year.",
        'zh-TW': '小安的 NT$100 存了一年，多了 NT$1 的利息。',
      },
    },
    {
      term: { en: 'interest rate', 'zh-TW': '利率' },
      definition: {
        en: 'How many coins of interest you get for every 100 saved, in a year.',
        'zh-TW': '每存 NT$100，一年可以拿到多少利息。',
      },
      example: {
        en: 'The Sky Islands bank pays 1 coin for every 100. That rate is 1 %.',
        'zh-TW': '天空群島的銀行每 NT$100 給 NT$1，利率就是 1%。',
      },
    },
    {
      term: { en: 'inflation', 'zh-TW': '通貨膨脹' },
      definition: {
        en: 'When prices in general go up, so the same coins buy less.',
        'zh-TW': '物價整體往上漲，同樣的錢能買的東西變少了。',
      },
      example: {
        en: 'Prices on the island rose 3 coins for every 100. That is inflation.',
        'zh-TW': '島上的物價每 NT$100 漲了 NT$3，這就是通貨膨脹。',
      },
    },
    {
      term: { en: 'keep up with prices', 'zh-TW': '跟上物價' },
      definition: {
        en: 'When your savings grow as fast as prices, or faster.',
        'zh-TW': '存款長大的速度，和物價上漲一樣快，或是更快。',
      },
      example: {
        en: 'With 3 coins of interest for every 100, An\'s 103 coins would keep up with prices.',
        'zh-TW': '如果每 NT$100 有 NT$3 的利息，小安的 NT$103 就跟得上物價。',
      },
    },
  ],
  examples: [
    {
      en: 'Jay saves 200 coins at 1 coin for every 100. After a year he has 200 + 2 = 202. Prices rose 3 coins for every 100. So a drawing set that cost 200 now costs 200 + 6 = 206. He is 206 − 202 = 4 short.',
      'zh-TW': '阿哲存了 NT$200，每 NT$100 一年給 NT$1，一年後有 200 + 2 = 202。物價每 NT$100 漲了 NT$3，所以原本 NT$200 的畫具組，現在要 200 + 6 = 206。他還差 206 − 202 = 4，也就是 NT$4。',
    },
    {
      en: 'If savings grew 5 coins for every 100, 100 coins would become 105. The kit costs 103, so 105 − 103 = 2 coins would be left.',
      'zh-TW': '如果存款每 NT$100 長大 NT$5，NT$100 就會變成 NT$105。材料包要 NT$103，105 − 103 = 2，還會剩 NT$2。',
    },
    {
      en: 'Coins in a piggy bank do not grow. When prices rise, they buy a little less each year.',
      'zh-TW': '放在存錢筒裡的錢不會長大。物價上漲時，它們每年能買的東西就少一點。',
    },
    {
      en: 'A saver compares two things: how fast the savings grow, and how fast prices rise. A grown-up can help check both.',
      'zh-TW': '存錢的人會比較兩件事：存款長大得多快，物價又漲得多快。可以請大人幫忙一起看。',
    },
  ],
  sentenceBuilder: {
    frames: [
      {
        id: 'purchasing-power',
        text: {
          en: 'When prices rise, the same coins buy ______. Their ______ goes down.',
          'zh-TW': '物價上漲時，同樣的錢能買的東西變______，它的______就下降了。',
        },
        wordPool: {
          en: ['more', 'interest', 'less', 'purchasing power'],
          'zh-TW': ['多', '利息', '少', '購買力'],
        },
        accepts: {
          en: [['less'], ['purchasing power']],
          'zh-TW': [['少'], ['購買力']],
        },
        hints: [
          {
            en: 'Think about the kite kit: 100 coins last year, 103 this year.',
            'zh-TW': '想想風箏材料包：去年 NT$100，今年 NT$103。',
          },
          {
            en: 'Higher prices never make coins buy more. Interest is what a bank adds, not what coins can buy.',
            'zh-TW': '東西變貴，錢不會買得更多；利息是銀行多給的錢，不是錢能買多少。',
          },
          {
            en: 'The answer is "less" and "purchasing power": when prices rise, coins buy less, so their purchasing power goes down.',
            'zh-TW': '答案是「少」和「購買力」：物價上漲，錢能買的變少，購買力就下降了。',
          },
        ],
      },
      {
        id: 'keep-up',
        text: {
          en: 'Savings keep up with prices when the ______ they earn is at least as big as the rise in ______.',
          'zh-TW': '存款賺到的______，至少要跟______上漲得一樣多，才跟得上物價。',
        },
        wordPool: {
          en: ['allowance', 'prices', 'interest', 'savings'],
          'zh-TW': ['零用錢', '物價', '利息', '存款'],
        },
        accepts: {
          en: [['interest'], ['prices']],
          'zh-TW': [['利息'], ['物價']],
        },
        hints: [
          {
            en: 'Remember what Leo said about 3 coins for every 100.',
            'zh-TW': '想想阿力說的「每 NT$100 給 NT$3」。',
          },
          {
            en: 'Allowance is money you get each week, not what savings earn. Having more coins is not enough if prices rise faster.',
            'zh-TW': '零用錢是每週拿到的錢，不是存款賺的；如果物價漲得更快，錢變多了也不夠。',
          },
          {
            en: 'The answer is "interest" and "prices": savings keep up when the interest is at least as big as the rise in prices.',
            'zh-TW': '答案是「利息」和「物價」：存款賺到的利息至少跟物價漲得一樣多，才跟得上物價。',
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
        en: 'Mei saves 200 coins for a year. The bank pays 2 coins for every 100. A book cost 200 coins, and prices rose 3 coins for every 100. Can she buy it now?',
        'zh-TW': '小美存了 NT$200，存一年。銀行每 NT$100 給 NT$2 的利息。有一本書原本 NT$200，物價每 NT$100 漲了 NT$3。她現在買得起嗎？',
      },
      options: [
        { en: 'Yes, with 4 coins left over.', 'zh-TW': '可以，還剩 NT$4。' },
        { en: 'No, she is 6 coins short.', 'zh-TW': '不夠，還差 NT$6。' },
        { en: 'No, she is 2 coins short.', 'zh-TW': '不夠，還差 NT$2。' },
        { en: 'Yes, she has exactly enough.', 'zh-TW': '可以，剛剛好夠。' },
      ],
      answer: [2],
      hintCycle: [
        {
          en: 'Work out two numbers: her savings after a year, and the new price.',
          'zh-TW': '先算出兩個數字：她一年後有多少錢，還有書的新價格。',
        },
        {
          en: 'Forgetting that the price rose gives "4 left over". Forgetting her interest gives "6 short".',
          'zh-TW': '忘了書也漲價，會算成「還剩 NT$4」；忘了她有利息，會算成「還差 NT$6」。',
        },
        {
          en: 'The answer is "No, she is 2 coins short." Savings: 200 + 4 = 204. Price: 200 + 6 = 206. 206 − 204 = 2.',
          'zh-TW': '答案是「不夠，還差 NT$2」。存款：200 + 4 = 204；書價：200 + 6 = 206；206 − 204 = 2。',
        },
      ],
      why: {
        en: 'Her savings grew 4 coins, but the price grew 6. Prices grew faster, so her coins buy a little less.',
        'zh-TW': '她的存款多了 NT$4，書價卻漲了 NT$6。物價漲得比較快，所以她的錢能買的少了一點。',
      },
    },
    {
      id: 'q2',
      type: 'multi',
      question: {
        en: 'This year, prices rise 3 coins for every 100. Which savings can buy less at the end of the year? Pick all that fit.',
        'zh-TW': '今年物價每 NT$100 漲 NT$3。下面哪些存款，到了年底能買的東西會變少？選出所有正確的答案。',
      },
      options: [
        { en: '100 coins saved at 5 coins for every 100', 'zh-TW': 'NT$100 存起來，每 NT$100 一年多 NT$5' },
        { en: '100 coins kept in a piggy bank', 'zh-TW': 'NT$100 放在存錢筒裡' },
        { en: '100 coins saved at 1 coin for every 100', 'zh-TW': 'NT$100 存起來，每 NT$100 一年多 NT$1' },
        { en: '100 coins saved at 3 coins for every 100', 'zh-TW': 'NT$100 存起來，每 NT$100 一年多 NT$3' },
      ],
      answer: [1, 2],
      hintCycle: [
        {
          en: 'A 100-coin thing will cost 103. Which savings end up with less than 103?',
          'zh-TW': 'NT$100 的東西會變成 NT$103。哪些存款到年底不到 NT$103？',
        },
        {
          en: 'Saving at 5 for every 100 grows faster than prices. Saving at 3 for every 100 grows just as fast, so it keeps up.',
          'zh-TW': '每 NT$100 給 NT$5，長得比物價快；每 NT$100 給 NT$3，剛好一樣快，也跟得上。',
        },
        {
          en: 'The answer is the piggy bank and the 1-coin rate. 100 and 101 are both less than 103.',
          'zh-TW': '答案是「放在存錢筒裡」和「每 NT$100 給 NT$1」。NT$100 和 NT$101 都不到 NT$103。',
        },
      ],
      why: {
        en: 'Savings lose purchasing power when they grow more slowly than prices. 100 and 101 cannot buy a 103-coin thing.',
        'zh-TW': '存款長大得比物價慢，購買力就會變小。NT$100 和 NT$101，都買不起 NT$103 的東西。',
      },
    },
    {
      id: 'q3',
      type: 'bool',
      question: {
        en: 'Jay keeps 300 coins in a drawer for a year. During that year, prices in general rise. True or false: his 300 coins can buy just as much as before.',
        'zh-TW': '阿哲把 NT$300 放在抽屜裡一整年。這一年裡，整體物價上漲了。對或不對：他的 NT$300 能買的東西跟以前一樣多。',
      },
      answer: false,
      hintCycle: [
        {
          en: 'The number of coins stays the same. What happens to the prices?',
          'zh-TW': '錢的數目沒有變，那價格呢？',
        },
        {
          en: 'Many people think the same coins are worth the same forever. But when prices rise, each coin buys less.',
          'zh-TW': '很多人以為錢數一樣，價值就一樣。可是物價上漲時，每一塊錢能買的都變少了。',
        },
        {
          en: 'False. He still has 300 coins, but things cost more, so his coins buy less than before.',
          'zh-TW': '不對。他還是有 NT$300，但東西變貴了，所以能買的比以前少。',
        },
      ],
      why: {
        en: 'Money in a drawer does not grow. When prices rise, its purchasing power goes down.',
        'zh-TW': '放在抽屜裡的錢不會長大。物價上漲，它的購買力就下降了。',
      },
    },
    {
      id: 'q4',
      type: 'bool',
      question: {
        en: "Leo's savings grow 1 coin for every 100 this year. Prices rise 3 coins for every 100. True or false: Leo ends up with more coins, but they buy less than before.",
        'zh-TW': '阿力的存款今年每 NT$100 多了 NT$1，物價卻每 NT$100 漲了 NT$3。對或不對：阿力的錢變多了，但能買的東西反而變少了。',
      },
      answer: true,
      hintCycle: [
        {
          en: 'Compare the two numbers: 1 and 3.',
          'zh-TW': '比一比這兩個數字：1 和 3。',
        },
        {
          en: 'More coins do not always mean more you can buy. It depends on what happened to prices.',
          'zh-TW': '錢變多，不代表能買的變多，還要看物價怎麼變。',
        },
        {
          en: 'True. For every 100 coins, Leo gets 101, but a 100-coin thing now costs 103. His coins buy less.',
          'zh-TW': '對。每 NT$100，阿力會變成 NT$101，可是原本 NT$100 的東西現在要 NT$103，所以能買的變少了。',
        },
      ],
      why: {
        en: 'Leo has more coins, but prices rose faster than his savings grew. So his purchasing power went down.',
        'zh-TW': '阿力的錢變多了，可是物價漲得比存款長得快，所以他的購買力下降了。',
      },
    },
    {
      id: 'q5',
      type: 'single',
      question: {
        en: 'Prices on the island rise a little each year. An wants a bigger kite kit that costs 150 coins. She has 100 coins. What is a wise plan?',
        'zh-TW': '島上的物價每年都漲一點點。小安想要一組 NT$150 的大風箏材料包，她現在有 NT$100。哪一個計畫比較好？',
      },
      options: [
        {
          en: 'Spend all her coins now, before prices rise.',
          'zh-TW': '趁還沒漲價，現在就把錢全部花掉。',
        },
        {
          en: 'Keep saving, and plan for a slightly higher price.',
          'zh-TW': '繼續存錢，並把目標價格訂得高一點。',
        },
        {
          en: 'Stop saving, because saved coins lose their value.',
          'zh-TW': '不要存了，反正存起來的錢會越來越不值錢。',
        },
        {
          en: 'Keep the goal at 150 coins, because prices will not change.',
          'zh-TW': '目標就照 NT$150 算，因為價格不會變。',
        },
      ],
      answer: [1],
      hintCycle: [
        {
          en: 'She still needs 150 − 100 = 50 coins. And prices may rise a little by then.',
          'zh-TW': '她還差 150 − 100 = 50，也就是 NT$50；等她存夠時，價格可能又漲了一點。',
        },
        {
          en: 'Spending her coins now will not buy the kit. If she stops saving, she will not reach 150. And the question says prices do rise.',
          'zh-TW': '現在把錢花掉，也買不到材料包；不存了，就存不到 NT$150；而且題目說了物價會漲。',
        },
        {
          en: 'The answer is "Keep saving, and plan for a slightly higher price." Saving still gets her close, and a small extra covers the rise.',
          'zh-TW': '答案是「繼續存錢，並把目標價格訂得高一點」。存錢還是讓她越來越接近目標，多存一點就能補上漲價。',
        },
      ],
      why: {
        en: 'Saving still works. When prices rise, plan for a goal that costs a little more by the time you buy.',
        'zh-TW': '存錢還是有用的。物價上漲時，把目標訂得高一點，等到要買時就夠了。',
      },
    },
  ],
} satisfies AdventureBody;

export default body;
