import type { ClassicBody } from '../schema/module-body';

/**
 * M13 · Trust Island, lesson 3: "Interest: The Price of Borrowing" / 「利息：借錢的代價」.
 * Learning outcome (Grade 4, Managing Credit): explain that interest is the price a borrower pays for
 * using someone else's money, and show with simple numbers that borrowing more, or for longer, costs
 * more interest (unlike saving, where interest is paid to the saver, as in M09).
 * Numbers: on Money Islands a big jug with a tap costs 300 coins (the island's own price); Leo has 100 →
 * 300 − 100 = 200 needed. The cousin's rate: 1 coin for every 100 coins each month (12 per 100 a year).
 * Borrow 200 for one month → 2 interest, 200 + 2 = 202 back. Borrow 300 for three months → 3 a month,
 * 3 + 3 + 3 = 9, 300 + 9 = 309 back. Waiting: the stand leaves about 140 coins each Saturday (cast
 * sheet) → 100 + 140 + 140 = 380 after two Saturdays, enough for 300 with no interest.
 * Quiz: q1 102 − 100 = 2; q3 a rate of 2 per 100 instead of 1; q5 bike-chain repair about 200 (guide
 * band 100–300), 2 a month, 2 + 2 + 2 = 6, 200 + 6 = 206 (one month: 202).
 * Facts:
 * - the cousin's rate, 1 coin for every 100 coins each month (12 per 100 a year), stays under the 16 % a
 *   year that Taiwan allows for agreed interest (the lesson states no law) — Civil Code art. 205, as amended 2021
 * - a bank pays interest to a saver (Leo's savings account, story and q2) — Taiwan banks' and Chunghwa
 *   Post's posted terms for passbook savings, 2025
 */
const body = {
  id: 'M13',
  format: 'classic',
  scenarios: [
    {
      id: 'leos-big-jug',
      title: {
        en: 'Leo Checks the Price of Borrowing',
        'zh-TW': '阿力算一算借錢的代價',
      },
      description: {
        en: 'Leo needs 200 coins for a big jug for his stand. His cousin will lend it, but not for free.',
        'zh-TW': '阿力的檸檬汁攤想買一個大桶子，還差 NT$200。表哥願意借他，但不是免費的。',
      },
      context: {
        en:
          'Leo wants a big jug with a tap for his lemonade stand. On Money Islands, it costs 300 coins. ' +
          'Leo has 100 coins. 300 − 100 = 200, so he needs 200 more. ' +
          'His grown-up cousin says, "I can lend you the money. For every 100 coins, pay me 1 coin extra each month." ' +
          '"Extra? Why?" asks Mei. ' +
          '"While Leo has my money, I can\'t use it," says the cousin. "The extra is the price of borrowing. It is called interest." ' +
          'So if Leo borrows 200 coins for one month, he pays back 200 + 2 = 202 coins. ' +
          'Then the cousin adds, "Why not borrow 300? You could buy a sign and cups, too! Pay me back in three months." ' +
          'Leo takes out a pencil. 300 coins is three 100s, so that is 3 coins each month. ' +
          'For three months, 3 + 3 + 3 = 9 coins. He would pay back 300 + 9 = 309 coins. ' +
          'Leo\'s dad is listening. "Borrow only what you need," he says. "And waiting costs nothing." ' +
          'Leo thinks. His stand leaves about 140 coins each Saturday. ' +
          'After two Saturdays, he will have about 100 + 140 + 140 = 380 coins. ' +
          '"Thanks, but I will wait," Leo tells his cousin. Two Saturdays later, he buys the jug for 300 coins. He pays no interest. ' +
          'Ms. Chen nods. "Remember your savings account, Leo? The bank pays you interest. ' +
          'When you save, interest comes to you. When you borrow, you pay it."',
        'zh-TW':
          '阿力想幫檸檬汁攤買一個有水龍頭的大桶子。在理財冒險島上，它要 NT$300。' +
          '阿力有 NT$100，300 − 100 = 200，還差 NT$200。' +
          '已經上班的表哥說：「我可以借你。不過每借 NT$100，每個月要多還我 NT$1。」' +
          '小美問：「為什麼要多還？」' +
          '表哥說：「錢借給阿力的這段時間，我自己就不能用了。多還的那些錢，就是借錢的代價，叫做利息。」' +
          '也就是說，借 NT$200、借一個月，要還 200 + 2 = 202，也就是 NT$202。' +
          '表哥又說：「乾脆借 NT$300 吧？還可以順便買招牌和杯子喔！三個月後再還我就好。」' +
          '阿力拿出鉛筆算一算：NT$300 是三個 100，每個月的利息是 NT$3。' +
          '三個月就是 3 + 3 + 3 = 9，總共要還 300 + 9 = 309，也就是 NT$309。' +
          '阿力的爸爸在旁邊聽著，說：「需要多少，就只借多少。而且，等一等是不用花錢的。」' +
          '阿力想了想：他的攤位每個星期六扣掉材料費，大約能留下 NT$140。' +
          '兩個星期六以後，他大約會有 100 + 140 + 140 = 380，也就是 NT$380。' +
          '「謝謝表哥，不過我想等一等。」兩個星期六以後，阿力用 NT$300 買下了大桶子，一毛利息都不用付。' +
          '陳老師點點頭：「阿力，還記得你的存款帳戶嗎？銀行會付利息給你。存錢的時候，利息是別人付給你；借錢的時候，利息是你付給別人。」',
      },
      thinkingPrompts: [
        {
          en: 'Why do you think the cousin asks for extra money when he lends?',
          'zh-TW': '你覺得表哥借錢給別人，為什麼要多收一點錢？',
        },
        {
          en: 'The cousin said, "Why not borrow 300?" Why would that cost more interest than borrowing 200 for one month?',
          'zh-TW': '表哥說：「乾脆借 NT$300 吧？」為什麼這樣要付的利息，會比借 NT$200、借一個月還多？',
        },
        {
          en: 'Leo\'s dad said, "Waiting costs nothing." When could waiting be a better choice than borrowing?',
          'zh-TW': '阿力的爸爸說：「等一等是不用花錢的。」什麼時候，等一等會比借錢更好？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'loan',
      term: { en: 'loan', 'zh-TW': '借款' },
      definition: {
        en: 'Money that someone lends you, which you must pay back.',
        'zh-TW': '別人借給你、之後一定要還的錢。',
      },
      example: {
        en: "Leo's cousin offers him a loan of 200 coins.",
        'zh-TW': '表哥說可以借給阿力一筆 NT$200 的借款。',
      },
    },
    {
      id: 'principal',
      term: { en: 'principal', 'zh-TW': '本金' },
      definition: {
        en: 'The amount of money you borrow at the start, before anything extra is added.',
        'zh-TW': '一開始借來的錢，還沒有加上任何額外的錢。',
      },
      example: {
        en: 'If Leo borrows 200 coins, his principal is 200 coins.',
        'zh-TW': '如果阿力借 NT$200，本金就是 NT$200。',
      },
    },
    {
      id: 'interest',
      term: { en: 'interest', 'zh-TW': '利息' },
      definition: {
        en: "The extra money a borrower pays for using someone else's money.",
        'zh-TW': '借別人的錢來用，要多付給對方的錢。',
      },
      example: {
        en: 'Borrow 200 coins, pay back 202. The 2 extra coins are interest.',
        'zh-TW': '借 NT$200，還 NT$202，多出來的 NT$2 就是利息。',
      },
    },
    {
      id: 'interest-rate',
      term: { en: 'interest rate', 'zh-TW': '利率' },
      definition: {
        en: 'A number that tells how much extra you pay for each 100 coins you borrow. It is for a set time, like a month or a year.',
        'zh-TW': '告訴你每借 NT$100 要多付多少錢的數字，而且會說好是「每個月」還是「每一年」。',
      },
      example: {
        en: "The cousin's interest rate is 1 coin for every 100 coins each month.",
        'zh-TW': '表哥的利率是：每借 NT$100，每個月多付 NT$1。',
      },
    },
    {
      id: 'total-to-pay-back',
      term: { en: 'total to pay back', 'zh-TW': '本利和' },
      definition: {
        en: 'All the money you give back: the money you borrowed plus the extra.',
        'zh-TW': '最後要還的全部的錢：借來的錢，再加上多付的錢。',
      },
      example: {
        en: 'For 300 coins over three months, the total to pay back is 300 + 9 = 309 coins.',
        'zh-TW': '借 NT$300、借三個月，本利和是 300 + 9 = 309，也就是 NT$309。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'interest-is-the-price',
      stem: {
        en: 'Interest is the price of…',
        'zh-TW': '利息就是……的代價。',
      },
      examples: [
        {
          en: "Interest is the price of using someone else's money for a while.",
          'zh-TW': '利息就是借別人的錢用一段時間的代價。',
        },
      ],
    },
    {
      id: 'more-or-longer',
      stem: {
        en: 'If I borrow more money, or borrow for longer…',
        'zh-TW': '如果我借的錢越多，或是借得越久……',
      },
      examples: [
        {
          en: 'If I borrow more money, or borrow for longer, I pay more interest.',
          'zh-TW': '如果我借的錢越多，或是借得越久，要付的利息就越多。',
        },
        {
          en: 'If I borrow more money, or borrow for longer, my total to pay back grows.',
          'zh-TW': '如果我借的錢越多，或是借得越久，最後要還的本利和就會變大。',
        },
      ],
    },
    {
      id: 'save-or-borrow',
      stem: {
        en: 'When I save, interest… but when I borrow…',
        'zh-TW': '存錢的時候，利息……；借錢的時候，利息……',
      },
      examples: [
        {
          en: 'When I save, interest comes to me, but when I borrow, I pay the interest.',
          'zh-TW': '存錢的時候，利息是別人付給我；借錢的時候，利息是我付給別人。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: "With his mom's OK, Jay borrows 100 coins from his aunt. After two months, he pays back 102 coins. How much of that is interest?",
        'zh-TW': '媽媽同意後，阿哲跟阿姨借了 NT$100，兩個月後還了 NT$102。其中利息是多少？',
      },
      options: [
        { en: '102 coins', 'zh-TW': 'NT$102' },
        { en: '2 coins', 'zh-TW': 'NT$2' },
        { en: '100 coins', 'zh-TW': 'NT$100' },
        { en: '202 coins', 'zh-TW': 'NT$202' },
      ],
      correctAnswer: 1,
      feedback: {
        en: 'Interest is only the extra part. 102 − 100 = 2, so the interest is 2 coins. The 100 coins are the principal. 102 coins is the total to pay back.',
        'zh-TW': '利息只算多出來的部分：102 − 100 = 2，所以利息是 NT$2。NT$100 是本金，NT$102 是本利和。',
      },
      hintCycle: [
        {
          en: 'Is interest all the money Jay pays back, or only part of it?',
          'zh-TW': '利息是阿哲還的全部的錢，還是其中一部分？',
        },
        {
          en: 'Some think interest is the whole 102. But 102 is the total, and 100 is what he borrowed. Take one away from the other.',
          'zh-TW': '有人以為 NT$102 全部都是利息。其實 NT$102 是全部要還的錢，NT$100 是借來的錢。用減法算算看。',
        },
        {
          en: 'The answer is 2 coins. 102 − 100 = 2: that extra is the price of borrowing.',
          'zh-TW': '答案是 NT$2。102 − 100 = 2，多出來的就是借錢的代價。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'Leo saves money in his bank account. Jay borrows money from his aunt. True or false: the bank pays Leo interest, and Jay pays interest to his aunt.',
        'zh-TW': '阿力把錢存在銀行帳戶裡，阿哲跟阿姨借了錢。是非題：銀行會付利息給阿力，阿哲要付利息給阿姨。',
      },
      correctAnswer: true,
      feedback: {
        en: 'True. Leo is saving, so the bank pays him for using his money. Jay is borrowing, so he pays his aunt. Savers get interest. Borrowers pay it.',
        'zh-TW': '對。阿力是存錢的人，銀行用了他的錢，所以付利息給他；阿哲是借錢的人，所以要付利息給阿姨。存錢的人拿利息，借錢的人付利息。',
      },
      hintCycle: [
        {
          en: 'Who is saving, and who is borrowing?',
          'zh-TW': '誰是在存錢？誰是在借錢？',
        },
        {
          en: 'Some think interest is money you get, whatever you do. But it goes to the one whose money is used.',
          'zh-TW': '有人以為利息都是「拿到」的錢。其實利息是付給「錢被拿去用」的那個人。',
        },
        {
          en: 'The answer is true. Leo saves, so he gets interest. Jay borrows, so he pays it.',
          'zh-TW': '答案是「對」。阿力存錢，所以拿利息；阿哲借錢，所以付利息。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Which of these would make a loan cost more interest? Pick all that are right.',
        'zh-TW': '下面哪些情況，會讓借錢要付的利息變多？（可以選好幾個）',
      },
      options: [
        {
          en: 'Borrowing 200 coins instead of 100 coins.',
          'zh-TW': '借 NT$200，而不是 NT$100。',
        },
        {
          en: 'Paying it all back sooner.',
          'zh-TW': '提早把錢全部還清。',
        },
        {
          en: 'Keeping the loan for 3 months instead of 1 month.',
          'zh-TW': '借 3 個月才還，而不是 1 個月。',
        },
        {
          en: 'A rate of 2 coins for every 100 coins each month, instead of 1.',
          'zh-TW': '利率是每 NT$100 每個月付 NT$2，而不是付 NT$1。',
        },
        {
          en: 'Borrowing only what you really need.',
          'zh-TW': '只借真正需要的錢。',
        },
      ],
      correctAnswer: [0, 2, 3],
      feedback: {
        en: 'Interest grows when you borrow more, borrow for longer, or pay a higher rate. Paying back sooner and borrowing only what you need keep it small. Waiting, like Leo, costs nothing.',
        'zh-TW': '借得越多、借得越久、利率越高，利息就越多。提早還清、只借需要的錢，利息就比較少；像阿力那樣等一等，更是一毛都不用付。',
      },
      hintCycle: [
        {
          en: "Think about why the cousin's bigger, longer loan cost 9 coins, not 2.",
          'zh-TW': '想一想：為什麼表哥說的「借更多、借更久」，利息是 NT$9，而不是 NT$2？',
        },
        {
          en: 'Some think paying back early costs more. It costs less! Look for more money, more time, or a higher rate.',
          'zh-TW': '有人以為提早還錢反而比較虧，其實利息會變少！找找看哪些是「借更多」、「借更久」或「利率更高」。',
        },
        {
          en: 'The answer: borrow 200, not 100. Keep it for 3 months, not 1. Pay 2 per 100, not 1. Each one adds interest.',
          'zh-TW': '答案是：借 NT$200 而不是 NT$100、借 3 個月而不是 1 個月、利率每 NT$100 付 NT$2 而不是 NT$1。借得多、借得久、利率高，利息就多。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: "The extra money a borrower pays for using someone else's money is called ______.",
        'zh-TW': '借別人的錢來用，要多付給對方的錢，叫做______。',
      },
      acceptedAnswers: {
        en: ['interest', 'the interest'],
        'zh-TW': ['利息'],
      },
      feedback: {
        en: 'That is interest: the price of borrowing money.',
        'zh-TW': '這就是利息，也就是借錢的代價。',
      },
      hintCycle: [
        {
          en: 'Think of the 2 extra coins in "borrow 200, pay back 202".',
          'zh-TW': '想想「借 NT$200，還 NT$202」裡，多出來的那 NT$2。',
        },
        {
          en: 'The bank pays Leo money with the same name. Here the borrower pays it. It starts with "i".',
          'zh-TW': '銀行付給阿力的錢，也叫這個名字，只是現在換成借錢的人付。答案有兩個字，第二個字是「息」。',
        },
        {
          en: 'The answer is "interest", the price of using someone else\'s money.',
          'zh-TW': '答案是「利息」，也就是借用別人的錢要付的代價。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: "Jay's bike chain breaks. A repair costs about 200 coins. With his mom's OK, he borrows 200 coins from his aunt. The rate is 1 coin for every 100 coins each month. He pays it all back after 3 months. In total, he pays back ______ coins.",
        'zh-TW': '阿哲的腳踏車鏈條斷了，修理大約要 NT$200。媽媽同意後，他跟阿姨借了 NT$200，利率是每借 NT$100，每個月多付 NT$1。他借了 3 個月才全部還清，一共要還______元。',
      },
      acceptedAnswers: {
        en: ['206', 'two hundred six', 'two hundred and six', '206 coins'],
        'zh-TW': ['206', '二百零六', '兩百零六', 'NT$206', '206元', '206 元', '兩百零六元', '二百零六元'],
      },
      feedback: {
        en: '200 is two 100s, so the interest is 2 coins a month. 2 + 2 + 2 = 6, and 200 + 6 = 206 coins. One month would have been only 202.',
        'zh-TW': '200 是兩個 100，每個月的利息是 NT$2。2 + 2 + 2 = 6，200 + 6 = 206，一共要還 NT$206。如果一個月就還清，只要還 NT$202。',
      },
      hintCycle: [
        {
          en: 'First find the interest for one month. How many 100s are in 200?',
          'zh-TW': '先算一個月的利息：200 裡有幾個 100？',
        },
        {
          en: 'Do not stop at one month: 2 + 2 + 2 = 6 coins of interest. Now add the 200 coins he borrowed.',
          'zh-TW': '別只算一個月喔：三個月是 2 + 2 + 2 = 6。再加上借來的 NT$200。',
        },
        {
          en: 'The answer is 206. 200 + 6 = 206: the longer you borrow, the more you pay back.',
          'zh-TW': '答案是 206。200 + 6 = 206：借得越久，要還的就越多。',
        },
      ],
    },
  ],
  reflection: {
    id: 'borrow-or-save',
    question: {
      en: 'Think of something you would like to buy. Would you rather borrow and pay interest, or save first and maybe even earn interest? Why?',
      'zh-TW': '想一樣你想買的東西。你會想先借錢、付利息，還是先存錢、說不定還能拿到利息？為什麼？',
    },
    placeholder: {
      en: 'I would like to buy… I would rather… because…',
      'zh-TW': '我想買……，我比較想……，因為……',
    },
  },
} satisfies ClassicBody;

export default body;
