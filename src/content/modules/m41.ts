import type { ClassicBody } from '../schema/module-body';

/**
 * M41 · Future Harbor: "Time Helps Money Grow" / 「時間讓錢長大」.
 * Learning outcome (Grade 8, Saving): explain how compound interest (interest earned on interest) makes
 * savings grow more the longer they are kept, using a year-by-year table, and compare starting early with
 * starting late.
 * Benchmark, in words: the grade-8 Saving statements that savings earn interest, that interest added to
 * savings earns interest in turn (compounding), and that money saved earlier has more time to grow.
 * Builds on M09 (a bank pays interest to savers; the island bank's rate is 2 coins a year for every 100,
 * simple interest for one year). Ms. Chen names that island rate, then sets a bigger "let's pretend" rate,
 * added once a year, and says real Taiwan rates are much lower (under 1 % for most in 2025), so nothing
 * here contradicts M09. Leo already has a savings account (M09); his misconception here is that interest is
 * the same every year, so starting two years late would lose only 100 + 100 = 200.
 * Numbers: the pretend rate is 10 coins for every 100 coins a year, the same as 1 for every 10, so a
 * year's interest is the savings ÷ 10. Leo's table for 1,000 coins: year 1: 1,000 + 100 = 1,100;
 * year 2: 1,100 + 110 = 1,210; year 3: 1,210 + 121 = 1,331. Interest 100 + 110 + 121 = 331 (with no
 * interest on interest it would be 100 + 100 + 100 = 300). Starting two years late: 1,000 + 100 = 1,100
 * after year 3; 1,331 − 1,100 = 231 more for starting early (Leo expected 100 + 100 = 200).
 * Quiz: q1 500 + 50 = 550, 550 ÷ 10 = 55 (not 50; the stem says she adds no coins). q2 year 3 interest
 * 121 > year 1 interest 100 (the stem says he adds none and takes none out).
 * q3 2,000 + 200 = 2,200; 2,200 + 220 = 2,420; 2,420 ÷ 10 = 242 (not 200; not 2,400 after 2 years).
 * q5 older brother 1,000 → 1,100 → 1,210 after two years; younger brother starts a year later:
 * 1,000 + 100 = 1,100.
 * Facts:
 * - real savings accounts pay much less than the pretend rate: most savings (passbook) accounts in Taiwan
 *   paid under 1 % a year in 2025 (story: "In 2025, most paid under 1% a year") — Chunghwa Post and bank
 *   rate boards, 2025
 * - a real savings account adds its interest to the savings (twice a year), so real interest earns interest
 *   too, only slowly (story: An's passbook "gets a little interest twice a year"; "Real savings accounts
 *   work the same way, just much more slowly") — Taiwan banks' and Chunghwa Post's posted terms for
 *   passbook savings (活期儲蓄存款), 2025
 */
const body = {
  id: 'M41',
  format: 'classic',
  scenarios: [
    {
      id: 'leos-growing-table',
      title: {
        en: "Leo's Growing Table",
        'zh-TW': '阿力的存款成長表',
      },
      description: {
        en: 'Does it matter when you start saving? Leo and An make a table to find out.',
        'zh-TW': '什麼時候開始存錢，真的有差嗎？阿力和小安畫了一張表來找答案。',
      },
      context: {
        en:
          'On Monday at the harbor, Ms. Chen asks, "Does it matter when you start saving?" ' +
          '"Not much," says Leo. "Interest is the same each year. Start two years late, and you just miss two years of it." ' +
          'An is not so sure. Her post-office passbook gets a little interest twice a year. ' +
          'Ms. Chen writes on the board. "Our island bank pays 2 coins a year for every 100. Let\'s pretend a bank pays 10 coins a year for every 100, added once a year. ' +
          'Real savings accounts in Taiwan pay much less. In 2025, most paid under 1% a year." ' +
          'Leo makes the table. 10 for every 100 is 1 for every 10, so each year\'s interest is the savings ÷ 10. ' +
          'Year 1: 1,000 + 100 = 1,100. Year 2: 1,100 + 110 = 1,210. Year 3: 1,210 + 121 = 1,331. ' +
          '"The interest grows: 100, then 110, then 121!" says An. "The interest earns interest, too." ' +
          '"Now start two years late," says Ms. Chen. Leo writes: after year 3, 1,000 + 100 = 1,100. ' +
          '1,331 − 1,100 = 231. "Wow! I thought I\'d miss 100 + 100 = 200. It\'s 231!" ' +
          '"Real savings accounts work the same way, just much more slowly," says Ms. Chen. ' +
          "On Wednesday, Leo's dad helps him put this month's stand money into his savings account right away. " +
          '"Squawk!" says Pip. "Start early, and let time do the work!"',
        'zh-TW':
          '星期一在港邊，陳老師問大家：「什麼時候開始存錢，有差嗎？」' +
          '阿力說：「沒差多少吧。每年的利息都一樣，晚兩年開始，就是少拿兩年的利息而已。」' +
          '小安可不這麼想，她的郵局存摺每年會加兩次利息，錢會多一點點。' +
          '陳老師在黑板上寫：「我們島上的銀行，每 NT$100 一年給 NT$2 利息。現在來假設，有家銀行每 NT$100 一年給 NT$10，一年加一次利息。' +
          '台灣真實的存款帳戶給得少很多，2025 年大多一年還不到 1%。」' +
          '阿力動手畫表。每 NT$100 給 NT$10，就是每 NT$10 給 NT$1，所以每年的利息就是存款 ÷ 10。' +
          '第 1 年：1,000 + 100 = 1,100。第 2 年：1,100 + 110 = 1,210。第 3 年：1,210 + 121 = 1,331。' +
          '小安說：「利息越來越多：100、110、121！原來利息也會再生利息。」' +
          '陳老師說：「那如果晚兩年才開始存呢？」阿力寫下：到第 3 年底，1,000 + 100 = 1,100。' +
          '再算 1,331 − 1,100 = 231。阿力叫了出來：「哇！我以為只少 100 + 100 = 200，結果少了 231！」' +
          '陳老師說：「真實的存款帳戶也是這樣，只是長得慢很多。」' +
          '星期三，爸爸陪阿力把這個月擺攤賺的錢，馬上存進他的存款帳戶。' +
          '皮皮叫著：「嘎！早點開始，讓時間幫你的錢長大！」',
      },
      thinkingPrompts: [
        {
          en: 'Why did the interest grow from 100 to 110 to 121, even though Leo added no new coins?',
          'zh-TW': '阿力沒有再存新的錢，為什麼利息還會從 100 變成 110，再變成 121？',
        },
        {
          en: 'Leo thought starting two years late would cost him 200 coins. Why was it 231?',
          'zh-TW': '阿力原本以為晚兩年開始，只會少 NT$200。為什麼其實少了 NT$231？',
        },
        {
          en: 'Real interest is much smaller than the pretend rate. Why could starting early still help?',
          'zh-TW': '真實的利息比假設的少很多。為什麼早點開始存，還是有幫助？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'interest',
      term: { en: 'interest', 'zh-TW': '利息' },
      definition: {
        en: 'Money a bank adds to your savings for keeping them there.',
        'zh-TW': '你把錢存在銀行，銀行額外加給你的錢。',
      },
      example: {
        en: 'At the pretend rate, 1,000 coins earn 100 coins of interest in year 1.',
        'zh-TW': '照假設的利率，NT$1,000 第 1 年可以得到 NT$100 利息。',
      },
    },
    {
      id: 'rate',
      term: { en: 'rate', 'zh-TW': '利率' },
      definition: {
        en: 'How much interest you get for every 100 coins in a year.',
        'zh-TW': '每 NT$100 存一年，可以得到多少利息。',
      },
      example: {
        en: "Ms. Chen's pretend rate is 10 coins for every 100 coins a year.",
        'zh-TW': '陳老師假設的利率，是每 NT$100 一年給 NT$10。',
      },
    },
    {
      id: 'principal',
      term: { en: 'principal', 'zh-TW': '本金' },
      definition: {
        en: 'The money you first put in, before any interest.',
        'zh-TW': '一開始存進去的錢，還沒有加上任何利息。',
      },
      example: {
        en: "In Leo's table, the principal is 1,000 coins.",
        'zh-TW': '在阿力的表裡，本金是 NT$1,000。',
      },
    },
    {
      id: 'compound-interest',
      term: { en: 'compound interest', 'zh-TW': '複利' },
      definition: {
        en: 'Interest on your savings and on the interest you already got. People call it "interest on interest".',
        'zh-TW': '不只本金會生利息，之前得到的利息也會再生利息，也有人叫它「利滾利」。',
      },
      example: {
        en: "In year 2, Leo's table shows 110 coins of interest, not 100. That is compound interest.",
        'zh-TW': '阿力的表上，第 2 年的利息是 NT$110，不是 NT$100，這就是複利。',
      },
    },
    {
      id: 'start-early',
      term: { en: 'start early', 'zh-TW': '早點開始' },
      definition: {
        en: 'To put money in sooner, so it has more years to grow.',
        'zh-TW': '早一點把錢存進去，讓它有更多年可以長大。',
      },
      example: {
        en: 'Starting early gave 1,331 coins. Starting two years late gave 1,100.',
        'zh-TW': '早點開始，會變成 NT$1,331；晚兩年才開始，只有 NT$1,100。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'compound-interest-means',
      stem: {
        en: 'Compound interest means…',
        'zh-TW': '複利的意思是……',
      },
      examples: [
        {
          en: 'Compound interest means my interest earns interest too, so my savings grow a bit faster each year.',
          'zh-TW': '複利的意思是，我得到的利息也會再生利息，所以存款每年都長得快一點。',
        },
      ],
    },
    {
      id: 'starting-early-helps',
      stem: {
        en: 'Starting early helps because…',
        'zh-TW': '早點開始存錢有幫助，因為……',
      },
      examples: [
        {
          en: 'Starting early helps because my money has more years to earn interest.',
          'zh-TW': '早點開始存錢有幫助，因為錢有更多年可以賺利息。',
        },
        {
          en: 'Starting early helps because even a small rate adds up over many years.',
          'zh-TW': '早點開始存錢有幫助，因為就算利率很低，很多年累積下來也不少。',
        },
      ],
    },
    {
      id: 'if-i-leave-my-interest',
      stem: {
        en: 'If I leave my interest in my account,…',
        'zh-TW': '如果我把利息留在帳戶裡，……',
      },
      examples: [
        {
          en: 'If I leave my interest in my account, it earns interest next year too.',
          'zh-TW': '如果我把利息留在帳戶裡，明年它也會幫我賺利息。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: "Let's pretend again: 10 coins for every 100 coins a year. Mei's aunt puts in 500 coins and adds no more. After year 1, she has 550. Why does she get 55 coins of interest in year 2, not 50?",
        'zh-TW': '再假設一次：每 NT$100 一年給 NT$10。小美的阿姨存了 NT$500，之後沒有再存。第 1 年後她有 NT$550。為什麼她第 2 年的利息是 NT$55，不是 NT$50？',
      },
      options: [
        {
          en: 'Because the rate goes up each year.',
          'zh-TW': '因為利率每年都會變高。',
        },
        {
          en: 'Because she added 5 coins of her own in year 2.',
          'zh-TW': '因為她第 2 年自己多存了 NT$5。',
        },
        {
          en: 'It should be 50: interest is paid on the first 500 coins only, not on 550.',
          'zh-TW': '應該是 NT$50 才對：利息只算一開始的 NT$500，不算 NT$550。',
        },
        {
          en: 'Because her 50 coins of interest now earn interest too.',
          'zh-TW': '因為那 NT$50 利息，現在也會生利息。',
        },
      ],
      correctAnswer: 3,
      feedback: {
        en: '550 ÷ 10 = 55. Her 50 coins of interest stayed in, so they earn interest too: 5 more coins. The rate did not change, and she added no coins.',
        'zh-TW': '550 ÷ 10 = 55。那 NT$50 利息留在帳戶裡，也會生利息，所以多了 NT$5。利率沒有變，她也沒有多存錢。',
      },
      hintCycle: [
        {
          en: 'Look at what she has at the start of year 2: 550, not 500.',
          'zh-TW': '看看第 2 年一開始，她有多少錢：NT$550，不是 NT$500。',
        },
        {
          en: 'Some think the rate goes up, or that she added coins. Others think interest counts only the first 500. Check: 550 ÷ 10.',
          'zh-TW': '有人以為利率會變高，或以為她多存了錢；也有人以為利息只算一開始的 NT$500。算算看：550 ÷ 10。',
        },
        {
          en: 'The answer: her 50 coins of interest now earn interest too. That is compound interest.',
          'zh-TW': '答案是：那 NT$50 利息，現在也會生利息。這就是複利。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'Jay puts 1,000 coins in at the pretend rate. He adds no new coins and takes none out. True or false: He gets more interest in year 3 than in year 1.',
        'zh-TW': '阿哲照假設的利率存了 NT$1,000，之後沒有再存錢，也沒有領出來。是非題：他第 3 年拿到的利息，比第 1 年多。',
      },
      correctAnswer: true,
      feedback: {
        en: 'True. In year 1 he gets 100 coins of interest. In year 3 he gets 121, because the earlier interest earns interest too.',
        'zh-TW': '對。第 1 年的利息是 NT$100，第 3 年是 NT$121，因為前面得到的利息也會再生利息。',
      },
      hintCycle: [
        {
          en: 'Does he have more coins at the start of year 3 than at the start of year 1?',
          'zh-TW': '第 3 年一開始，他的錢比第 1 年一開始多嗎？',
        },
        {
          en: 'Some think the interest is the same every year if you add no coins. But the interest you leave in counts too.',
          'zh-TW': '有人以為，只要沒有再存錢，每年的利息就一樣多。可是留在帳戶裡的利息，也會一起算。',
        },
        {
          en: 'The answer is true: 121 coins in year 3, against 100 in year 1.',
          'zh-TW': '答案是「對」：第 3 年 NT$121，第 1 年 NT$100。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Let\'s pretend: 10 coins for every 100 coins a year. A classmate puts in 2,000 coins and takes none out. Which of these are right? Pick all that are right.',
        'zh-TW': '假設每 NT$100 一年給 NT$10。有位同學存了 NT$2,000，中間都沒有領出來。下面哪些是對的？（可以選好幾個）',
      },
      options: [
        {
          en: 'After 2 years, she has 2,400 coins.',
          'zh-TW': '2 年後，她有 NT$2,400。',
        },
        {
          en: 'After 1 year, she has 2,200 coins.',
          'zh-TW': '1 年後，她有 NT$2,200。',
        },
        {
          en: 'After 2 years, she has 2,420 coins.',
          'zh-TW': '2 年後，她有 NT$2,420。',
        },
        {
          en: 'Her interest in year 3 is 200 coins, the same as in year 1.',
          'zh-TW': '她第 3 年的利息是 NT$200，跟第 1 年一樣。',
        },
        {
          en: 'Each year, her interest is bigger than the year before.',
          'zh-TW': '她每年拿到的利息，都比前一年多。',
        },
      ],
      correctAnswer: [1, 2, 4],
      feedback: {
        en: '2,000 + 200 = 2,200. Then 2,200 + 220 = 2,420, not 2,400. In year 3, the interest is 2,420 ÷ 10 = 242, not 200. It grows every year.',
        'zh-TW': '2,000 + 200 = 2,200，接著 2,200 + 220 = 2,420，不是 2,400。第 3 年的利息是 2,420 ÷ 10 = 242，不是 200。利息每年都在長大。',
      },
      hintCycle: [
        {
          en: 'Make a small table, year by year, like Leo did.',
          'zh-TW': '像阿力一樣，一年一年畫個小表算算看。',
        },
        {
          en: 'Some add 200 every year. That forgets the interest on interest: year 2 gives 220, not 200.',
          'zh-TW': '有人每年都只加 200，這樣就漏掉了利息生的利息：第 2 年其實是 220，不是 200。',
        },
        {
          en: 'The answers: 2,200 after 1 year, 2,420 after 2 years, and more interest each year than the year before.',
          'zh-TW': '答案是：1 年後 NT$2,200、2 年後 NT$2,420，而且每年的利息都比前一年多。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'When interest earns interest, we call it ______.',
        'zh-TW': '利息又生出利息，這就叫做______。',
      },
      acceptedAnswers: {
        en: ['compound interest', 'compounding', 'compound', 'interest on interest'],
        'zh-TW': ['複利', '利滾利', '複利效果', '利上加利'],
      },
      feedback: {
        en: 'That is compound interest: interest on your savings and on the interest you already got.',
        'zh-TW': '這就是複利：本金會生利息，之前得到的利息也會再生利息。',
      },
      hintCycle: [
        {
          en: 'It is one of the new words, two words long.',
          'zh-TW': '這是今天學的新詞，有兩個字。',
        },
        {
          en: 'It is not the rate, and not the principal. It is interest that grows on interest.',
          'zh-TW': '不是利率，也不是本金，而是利息再生出來的利息。',
        },
        {
          en: 'The answer is "compound interest": interest on interest.',
          'zh-TW': '答案是「複利」，也就是利滾利。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: 'Two brothers each put in 1,000 coins at the pretend rate, and take none out. The older one starts now. The younger one starts 1 year later. Two years from now, the older one has 1,210 coins, and the younger one has ______.',
        'zh-TW': '一對兄弟照假設的利率，各存 NT$1,000，都沒有領出來。哥哥現在就開始存，弟弟晚 1 年才開始。兩年後，哥哥有 NT$1,210，弟弟有______。',
      },
      acceptedAnswers: {
        en: ['1,100', '1100', '1,100 coins', '1100 coins'],
        'zh-TW': ['1,100', '1100', 'NT$1,100', 'NT$1100', '1,100元', '1,100 元', '1100元', '1100 元', '一千一百', '一千一百元'],
      },
      feedback: {
        en: "The younger brother's coins grow for just 1 year: 1,000 + 100 = 1,100. Starting a year later costs him 1,210 − 1,100 = 110 coins.",
        'zh-TW': '弟弟的錢只長了 1 年：1,000 + 100 = 1,100。晚 1 年開始，他就少了 1,210 − 1,100 = 110，也就是 NT$110。',
      },
      hintCycle: [
        {
          en: 'How many years does the younger brother leave his coins in?',
          'zh-TW': '弟弟的錢，在帳戶裡放了幾年？',
        },
        {
          en: 'Do not give him 2 years of interest. He started a year late, so he gets 1 year.',
          'zh-TW': '別幫他算 2 年的利息。他晚了 1 年才開始，只有 1 年的利息。',
        },
        {
          en: 'The answer is 1,100. 1,000 + 100 = 1,100, after just 1 year.',
          'zh-TW': '答案是 1,100。只存了 1 年：1,000 + 100 = 1,100。',
        },
      ],
    },
  ],
  reflection: {
    id: 'time-for-my-money',
    question: {
      en: 'Think of money you might save one day. Why could starting early help it grow more?',
      'zh-TW': '想一想，你以後可能會存下哪些錢？為什麼早點開始存，能讓它長得更多？',
    },
    placeholder: {
      en: 'If I start saving when I am…, my money has… years to grow, because…',
      'zh-TW': '如果我從……歲就開始存錢，我的錢就有……年可以長大，因為……',
    },
  },
} satisfies ClassicBody;

export default body;
