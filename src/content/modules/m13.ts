import type { ClassicBody } from '../schema/module-body';

/**
 * M13 · Trust Island, lesson 3: "Interest: The Price of Borrowing" / 「利息：借錢的代價」.
 * Learning outcome (Grade 4, Managing Credit): explain that interest is the price a borrower pays for
 * using someone else's money, and show with simple numbers that borrowing more, or for longer, costs
 * more interest (unlike saving, where interest is paid to the saver, as in M09).
 * Numbers: the cousin's rate is 10 coins for every 100 coins each month (10% a month), so 100 for one
 * month → 100 + 10 = 110. Jug 100, Leo has 60 → 100 − 60 = 40 needed. Borrowing 100 for two months:
 * 10 + 10 = 20 interest, 100 + 20 = 120 back. Borrowing 40: 1 coin per 10 coins, 4 tens → 4 coins a
 * month; one month → 40 + 4 = 44 back. Stand earns about 20 a weekend, 4 × 20 = 80 in a month (≥ 44).
 * The jug cost Leo 60 + 44 = 104. An's savings (M09): 1,000 at 2% a year → 20 interest paid to her.
 * Quiz: 55 − 50 = 5 (q1); 100 + 10 + 10 + 10 = 130 (q5).
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
        en: 'Leo needs 40 coins for his lemonade stand. His cousin will lend it, but not for free.',
        'zh-TW': '阿力的檸檬汁攤還差 NT$40。表哥願意借他，但不是免費的。',
      },
      context: {
        en:
          'Leo wants a big glass jug with a tap for his lemonade stand. It costs 100 coins. ' +
          'Leo has 60 coins. 100 − 60 = 40, so he needs 40 more. ' +
          'His big cousin says, "I can lend you money. For every 100 coins, you pay me 10 coins extra each month." ' +
          'So if Leo borrows 100 coins for one month, he pays back 110. ' +
          '"Extra? Why?" asks Mei. ' +
          '"While Leo has my money, I can\'t use it," says the cousin. "The extra is the price of borrowing. It is called interest." ' +
          'Then he adds, "Why not borrow 100 coins? You could buy cups and straws, too!" ' +
          'Leo takes out a pencil. If he borrows 100 coins for two months, the interest is 10 + 10 = 20 coins. He would pay back 120. ' +
          'If he borrows only 40 coins, the interest is 1 coin for every 10 coins. That is 4 coins a month. ' +
          'His stand makes about 20 coins each weekend, so about 80 coins in a month. He can pay back in one month. ' +
          'Leo decides. He borrows only 40 coins. After one month, he pays back 40 + 4 = 44 coins. ' +
          'In the end, the jug cost him 60 + 44 = 104 coins. ' +
          'Ms. Chen nods. "Remember An\'s post office account? The post office pays An interest. ' +
          'When you save, interest comes to you. When you borrow, you pay it."',
        'zh-TW':
          '阿力想幫檸檬汁攤買一個有水龍頭的大玻璃桶，要 NT$100。阿力只有 NT$60，100 − 60 = 40，還差 NT$40。' +
          '阿力的表哥說：「我可以借你錢。不過每借 NT$100，每個月要多還我 NT$10。」' +
          '也就是說，借 NT$100、借一個月，就要還 NT$110。' +
          '小美問：「為什麼要多還？」' +
          '表哥說：「錢借給阿力的這段時間，我自己就不能用了。多還的那些錢，就是借錢的代價，叫做利息。」' +
          '表哥又說：「乾脆借 NT$100 吧？還可以順便買杯子和吸管喔！」' +
          '阿力拿出鉛筆算一算：如果借 NT$100、借兩個月，利息是 10 + 10 = 20，總共要還 NT$120。' +
          '如果只借 NT$40，利息就是每 NT$10 付 NT$1，一個月是 NT$4。' +
          '他的攤位每個週末大約賺 NT$20，一個月大約 NT$80，一個月內就還得起。' +
          '阿力決定只借 NT$40。一個月後，他還給表哥 40 + 4 = 44，也就是 NT$44。' +
          '算下來，這個玻璃桶一共花了他 60 + 44 = 104，也就是 NT$104。' +
          '陳老師點點頭：「還記得小安的郵局帳戶嗎？郵局會付利息給小安。存錢的時候，利息是別人付給你；借錢的時候，利息是你付給別人。」',
      },
      thinkingPrompts: [
        {
          en: 'Why do you think the cousin asks for extra money when he lends?',
          'zh-TW': '你覺得表哥借錢給別人，為什麼要多收一點錢？',
        },
        {
          en: 'Leo could have borrowed 100 coins for two months. Why would that cost so much more interest than his plan?',
          'zh-TW': '如果阿力借 NT$100、借兩個月，利息會比他的做法多很多。為什麼會這樣？',
        },
        {
          en: 'How is interest on a loan different from the interest An gets on her savings?',
          'zh-TW': '借錢要付的利息，和小安存錢拿到的利息，有什麼不一樣？',
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
        en: "Leo's cousin gives him a loan of 40 coins.",
        'zh-TW': '表哥借給阿力一筆 NT$40 的借款。',
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
        en: "Leo's principal is 40 coins.",
        'zh-TW': '阿力借的本金是 NT$40。',
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
        en: 'Leo borrows 40 coins and pays back 44. The 4 extra coins are interest.',
        'zh-TW': '阿力借了 NT$40，還了 NT$44，多出來的 NT$4 就是利息。',
      },
    },
    {
      id: 'interest-rate',
      term: { en: 'interest rate', 'zh-TW': '利率' },
      definition: {
        en: 'A number that tells how much extra you pay, like 10 coins for every 100 coins each month.',
        'zh-TW': '告訴你要多付多少錢的數字，例如每借 NT$100，每個月多付 NT$10。',
      },
      example: {
        en: "The cousin's interest rate is 10 coins for every 100 coins each month. That is 10% a month.",
        'zh-TW': '表哥的利率是每 NT$100 每個月付 NT$10，也就是月利率 10%。',
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
        en: "Leo's total to pay back is 40 + 4 = 44 coins.",
        'zh-TW': '阿力的本利和是 40 + 4 = 44，也就是 NT$44。',
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
        en: 'Jay borrows 50 coins from his cousin. He agrees to pay back 55 coins. How much of that is interest?',
        'zh-TW': '阿哲跟表姊借了 NT$50，說好要還 NT$55。其中利息是多少？',
      },
      options: [
        { en: '55 coins', 'zh-TW': 'NT$55' },
        { en: '5 coins', 'zh-TW': 'NT$5' },
        { en: '50 coins', 'zh-TW': 'NT$50' },
        { en: '105 coins', 'zh-TW': 'NT$105' },
      ],
      correctAnswer: 1,
      feedback: {
        en: 'Interest is only the extra part. 55 − 50 = 5, so the interest is 5 coins. The 50 coins are the principal, and 55 coins is the total to pay back.',
        'zh-TW': '利息只算多出來的部分：55 − 50 = 5，所以利息是 NT$5。NT$50 是本金，NT$55 是本利和。',
      },
      hintCycle: [
        {
          en: 'Interest is not all the money Jay pays back. It is only the extra part.',
          'zh-TW': '利息不是阿哲還的全部的錢，只是「多出來」的那部分。',
        },
        {
          en: '55 coins is the total, and 50 coins is what he borrowed. Take one away from the other.',
          'zh-TW': 'NT$55 是全部要還的錢，NT$50 是借來的錢。用減法算算看。',
        },
        {
          en: 'The answer is 5 coins. 55 − 50 = 5: that extra is the price of borrowing.',
          'zh-TW': '答案是 NT$5。55 − 50 = 5，多出來的就是借錢的代價。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'An keeps 1,000 coins in her post office account. True or false: An pays interest to the post office.',
        'zh-TW': '小安在郵局帳戶裡存了 NT$1,000。是非題：小安要付利息給郵局。',
      },
      correctAnswer: false,
      feedback: {
        en: 'False. An is saving, not borrowing. So the post office pays her interest: at 2% a year, that is 20 coins after one year. Borrowers pay interest. Savers get it.',
        'zh-TW': '錯。小安是在存錢，不是借錢，所以是郵局付利息給她：年利率 2%，存一年可以拿到 NT$20。借錢的人付利息，存錢的人拿利息。',
      },
      hintCycle: [
        {
          en: 'Is An borrowing money, or saving it?',
          'zh-TW': '小安是在借錢，還是在存錢？',
        },
        {
          en: 'The borrower pays interest. When you save, you are not the borrower.',
          'zh-TW': '付利息的是借錢的人。存錢的時候，你不是借錢的人喔。',
        },
        {
          en: 'The answer is false. An saves, so the post office pays interest to her, not the other way around.',
          'zh-TW': '答案是「錯」。小安是存錢的人，所以是郵局付利息給她，不是她付給郵局。',
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
          en: 'Borrowing 200 coins instead of 100 coins',
          'zh-TW': '借 NT$200，而不是 NT$100',
        },
        {
          en: 'Paying it all back sooner',
          'zh-TW': '提早把錢全部還清',
        },
        {
          en: 'Keeping the loan for 3 months instead of 1 month',
          'zh-TW': '借三個月才還，而不是一個月',
        },
        {
          en: 'A rate of 20 coins for every 100 coins each month, instead of 10',
          'zh-TW': '利率是每 NT$100 每個月付 NT$20，而不是 NT$10',
        },
        {
          en: 'Borrowing only what you really need',
          'zh-TW': '只借真正需要的錢',
        },
      ],
      correctAnswer: [0, 2, 3],
      feedback: {
        en: 'Interest grows when you borrow more, borrow for longer, or pay a higher rate. Paying back sooner and borrowing only what you need keep the interest small, just like Leo did.',
        'zh-TW': '借得越多、借得越久、利率越高，利息就越多。提早還清、只借需要的錢，利息就比較少，就像阿力那樣。',
      },
      hintCycle: [
        {
          en: 'Think about what made Leo pay 4 coins of interest instead of 20.',
          'zh-TW': '想一想：為什麼阿力只付 NT$4 的利息，而不是 NT$20？',
        },
        {
          en: 'Paying back sooner and borrowing less make interest smaller. Look for more money, more time, or a higher rate.',
          'zh-TW': '提早還、少借一點，利息會變少。找找看哪些是「借更多」、「借更久」或「利率更高」。',
        },
        {
          en: 'The answer: borrowing 200 instead of 100, keeping the loan for 3 months, and a rate of 20 instead of 10. More money, more time, or a higher rate means more interest.',
          'zh-TW': '答案是：借 NT$200、借三個月、利率每 NT$100 付 NT$20。借得多、借得久、利率高，利息就多。',
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
          en: 'Think of the 4 extra coins Leo paid his cousin.',
          'zh-TW': '想想阿力多還給表哥的那 NT$4。',
        },
        {
          en: 'It is the same word as the money the post office pays An, but now the borrower pays it. It starts with "i".',
          'zh-TW': '這個詞和郵局付給小安的錢是同一個詞，只是現在換成借錢的人付。答案有兩個字，第二個字是「息」。',
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
        en: 'Jay borrows 100 coins. The interest is 10 coins each month. He pays it all back after 3 months. In total, he pays back ______ coins.',
        'zh-TW': '阿哲借了 NT$100，每個月的利息是 NT$10。他借了三個月才全部還清。他一共要還______元。',
      },
      acceptedAnswers: {
        en: ['130', 'one hundred thirty', 'one hundred and thirty', '130 coins'],
        'zh-TW': ['130', '一百三十', '一百三', 'NT$130', '130元', '130 元', '一百三十元'],
      },
      feedback: {
        en: 'Three months of interest is 10 + 10 + 10 = 30 coins. 100 + 30 = 130 coins. One month would have been only 110.',
        'zh-TW': '三個月的利息是 10 + 10 + 10 = 30，100 + 30 = 130，一共要還 NT$130。如果一個月就還清，只要還 NT$110。',
      },
      hintCycle: [
        {
          en: 'First find the interest for all 3 months.',
          'zh-TW': '先算出三個月的利息一共是多少。',
        },
        {
          en: '10 + 10 + 10 = 30 coins of interest. Now add the 100 coins he borrowed.',
          'zh-TW': '利息是 10 + 10 + 10 = 30。再加上借來的 NT$100。',
        },
        {
          en: 'The answer is 130. 100 + 30 = 130: the longer you borrow, the more you pay back.',
          'zh-TW': '答案是 130。100 + 30 = 130：借得越久，要還的就越多。',
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
