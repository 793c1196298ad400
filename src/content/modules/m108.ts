import type { ClassicBody } from '../schema/module-body';

/**
 * M108 · Capital Mountain: "Bonds: Lending for Interest" / 「債券：借錢賺利息」.
 * Learning outcome (Grade 8, Investing): explain that buying a bond means lending money to a government or a
 * company for a set time, that the borrower pays interest and promises to pay the money back on the end date,
 * work out the interest from a pretend rate, and say that a bond is usually steadier than a share but not
 * risk-free.
 * Benchmark, in words: the grade-8 Investing statement that people who buy government or company bonds are
 * lending money to the one who sells them, in exchange for regular interest payments (and working out the
 * yearly interest a bond pays at a given rate).
 * Island position: the fifth lesson of Capital Mountain, after M106 (what investing is) and M107 (a share is a
 * piece of ownership; here its contrast, lending). It links back to M16's risk ladder, the mountain's safe road
 * and steeper paths: a piggy bank stays the same, a savings account grows a little and very safely, a bond is
 * in between, a share can climb higher or slide back. Lead: Leo (likes numbers), with Jay, An, Mei, Ms. Chen
 * and Pip. A class game with play coins: no child buys a real bond, and no real issuer is named.
 * Numbers: the island's pretend ones, said so in the story. Leo lends 1,000 play coins to the town for
 * 3 years, at 3 coins of interest for every 100 each year: 1,000 ÷ 100 = 10; 10 × 3 = 30 a year;
 * 30 × 3 = 90 in 3 years (30 + 30 + 30 = 90); then the 1,000 is paid back: 1,000 + 90 = 1,090.
 * Quiz: q1 Mei's uncle buys a company's bond (no sums); q2 a company that cannot pay in year 2 of a 3-year bond
 * (no sums); q3 bond facts (no sums); q4 a city's bond, 500 coins for 2 years at 4 for every 100:
 * 500 ÷ 100 = 5, 5 × 4 = 20 a year, 20 × 2 = 40 in all (distractors 20, one year only, and 500 + 40 = 540,
 * with the money paid back); q5 a city borrows for a bridge for 5 years (no sums).
 * Facts:
 * - "In Taiwan, children under 18 can only invest with a parent or guardian." (age of majority 18; a minor
 *   needs the legal representative's consent for contracts such as an investment account) — Civil Code arts.
 *   12 and 77 (民法第 12、77 條), as amended, in force 1 January 2023
 * - A savings account grows money a little and very safely (the risk ladder; no rate is stated: passbook
 *   savings rates in Taiwan were under 1 % a year) — Chunghwa Post and bank rate boards, 2025
 * - "very safely": deposits at an insured bank are covered by deposit insurance (中央存款保險公司) up to
 *   NT$3 million per depositor per bank (the lesson states no amount and names no bank) — Deposit Insurance
 *   Act art. 13; CDIC, limit since 2011
 */
const body = {
  id: 'M108',
  format: 'classic',
  scenarios: [
    {
      id: 'the-playground-bond',
      title: {
        en: "The Town's Playground Bond",
        'zh-TW': '小鎮的遊樂場債券',
      },
      description: {
        en: 'In a class game, the town wants to borrow play coins for a new playground. Leo works out what lending pays.',
        'zh-TW': '在課堂遊戲裡，小鎮想借遊戲幣蓋新的遊樂場。阿力算一算：把錢借出去，能拿回什麼？',
      },
      context: {
        en:
          'On Capital Mountain, Ms. Chen starts a pretend game. Each child gets 1,000 play coins. ' +
          '"These are the island\'s pretend numbers, to keep the maths easy," she says. "Real ones are different, and nothing is promised." ' +
          'A poster says: "The town is building a new playground. Lend us 1,000 coins for 3 years. ' +
          'Each year, we pay 3 coins of interest for every 100. At the end, we pay back your 1,000." ' +
          '"That is a bond," says Ms. Chen. "You lend money to a town or a company for a set time." ' +
          'Leo loves numbers. "1,000 ÷ 100 = 10. 10 × 3 = 30 coins a year. 30 × 3 = 90 in 3 years. Then I get my 1,000 back." ' +
          'Jay wants bakery shares instead. "They might grow more!" "Or drop more," says An. ' +
          'Leo thinks of the mountain\'s safe road and steeper paths. A piggy bank keeps money the same. ' +
          'A savings account grows it a little, very safely. A share can climb higher, or slide back. "A bond is in between," he says. ' +
          '"But what if the town can\'t pay?" asks Mei. ' +
          '"Good question," says Ms. Chen. "A bond is usually steadier than a share, but it is not risk-free. ' +
          'Sometimes a borrower has a hard year and cannot pay it all back. And if you sell a bond early, you may get back more or less than you paid." ' +
          'Leo lends his play coins to the town. 3 pretend years go by. 30 + 30 + 30 = 90 coins of interest. ' +
          'Then the town pays back the 1,000. 1,000 + 90 = 1,090. "The town kept its promise," says Leo. "Slow and steady." ' +
          '"Remember, this is a game," says Ms. Chen. "In Taiwan, children under 18 can only invest with a parent or guardian." ' +
          '"Squawk!" says Pip. "A bond: you lend, you get interest, and the borrower promises to pay it back at the end!"',
        'zh-TW':
          '在資本山上，陳老師開始一個假裝的遊戲，每個小朋友拿到 NT$1,000 的遊戲幣。' +
          '她說：「這些是島上假設的數字，讓計算簡單一點；真實的數字不一樣，也沒有人能保證。」' +
          '一張海報上寫著：「小鎮要蓋新的遊樂場。請借我們 NT$1,000，借 3 年。' +
          '每年每 NT$100，我們付 NT$3 的利息。到期的時候，再把 NT$1,000 還給你。」' +
          '陳老師說：「這就是債券。把錢借給一個地方政府或一家公司，借一段說好的時間。」' +
          '阿力最喜歡算數了：「1,000 ÷ 100 = 10，10 × 3 = 30，每年 NT$30。30 × 3 = 90，3 年一共 NT$90。然後 NT$1,000 還會還給我。」' +
          '阿哲想買麵包公司的股票：「股票可能漲得更多！」小安說：「也可能跌得更多。」' +
          '阿力想起這座山上有安全的大路，也有比較陡的小路。存錢筒裡的錢不會變多，也不會變少；' +
          '儲蓄帳戶會讓錢多一點點，而且非常安全；股票可能爬得更高，也可能往下滑。他說：「債券在它們中間。」' +
          '小美問：「可是，如果小鎮付不出來呢？」' +
          '陳老師說：「問得好。債券通常比股票穩定，但不是沒有風險。有時候，借錢的一方遇到很不順利的一年，沒辦法把錢全部還清。' +
          '還有，如果你提早把債券賣掉，拿回來的錢可能比當初多，也可能比較少。」' +
          '阿力把遊戲幣借給了小鎮。假裝的 3 年過去了：30 + 30 + 30 = 90，一共領到 NT$90 的利息。' +
          '接著小鎮還回 NT$1,000：1,000 + 90 = 1,090。阿力說：「小鎮說到做到。慢慢來，很穩定。」' +
          '陳老師說：「別忘了，這只是遊戲。在台灣，未滿 18 歲的孩子，只能和爸媽或監護人一起投資。」' +
          '皮皮叫著：「嘎！債券就是：你把錢借出去、領利息，借錢的一方答應到期時把錢還給你！」',
      },
      thinkingPrompts: [
        {
          en: 'Jay picked shares and Leo picked a bond. Why might two friends choose differently?',
          'zh-TW': '阿哲選了股票，阿力選了債券。為什麼兩個好朋友會做不一樣的選擇？',
        },
        {
          en: 'What if the town had a very bad year and could not pay? What would Leo want to know before lending next time?',
          'zh-TW': '如果小鎮那一年很不順利，付不出錢，下次借錢出去之前，阿力會想先知道什麼？',
        },
        {
          en: 'Why do you think the town pays interest to Leo, and not the other way round?',
          'zh-TW': '你覺得為什麼是小鎮付利息給阿力，而不是阿力付利息給小鎮？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'bond',
      term: { en: 'bond', 'zh-TW': '債券' },
      definition: {
        en: 'A way to lend money to a government or a company for a set time, for interest.',
        'zh-TW': '把錢借給政府或公司一段說好的時間，並且領利息的一種方式。',
      },
      example: {
        en: "Leo's play coins went into the town's playground bond.",
        'zh-TW': '阿力把遊戲幣借給小鎮，買了蓋遊樂場的債券。',
      },
    },
    {
      id: 'lender',
      term: { en: 'lender', 'zh-TW': '借出錢的人（出借人）' },
      definition: {
        en: 'The one who lets someone else use their money for a while.',
        'zh-TW': '把自己的錢借給別人用一段時間的人。',
      },
      example: {
        en: 'In the game, Leo is the lender. He lends 1,000 play coins.',
        'zh-TW': '在遊戲裡，阿力是借出錢的人，他借給小鎮 NT$1,000 的遊戲幣。',
      },
    },
    {
      id: 'borrower',
      term: { en: 'borrower', 'zh-TW': '借錢的人（借款人）' },
      definition: {
        en: 'The one who gets the money and promises to pay it back.',
        'zh-TW': '借到錢、答應以後會把錢還回去的人。',
      },
      example: {
        en: 'The town is the borrower. It promises to pay back the 1,000 coins.',
        'zh-TW': '在遊戲裡，借錢的是小鎮，它答應會還回 NT$1,000。',
      },
    },
    {
      id: 'interest',
      term: { en: 'interest', 'zh-TW': '利息' },
      definition: {
        en: "Extra money a borrower pays for using someone else's money.",
        'zh-TW': '借錢的人因為用了別人的錢，而多付給對方的錢。',
      },
      example: {
        en: '1,000 ÷ 100 = 10 and 10 × 3 = 30, so the town pays 30 coins of interest a year.',
        'zh-TW': '1,000 ÷ 100 = 10，10 × 3 = 30，所以小鎮每年付 NT$30 的利息。',
      },
    },
    {
      id: 'end-date',
      term: { en: 'end date', 'zh-TW': '到期日' },
      definition: {
        en: 'The day a bond ends and the borrower pays the money back.',
        'zh-TW': '債券結束、借錢的人要把錢還回來的那一天。',
      },
      example: {
        en: 'After 3 years, on the end date, the town pays back the 1,000 coins.',
        'zh-TW': '3 年後的到期日，小鎮把 NT$1,000 還回來。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'when-i-buy-a-bond',
      stem: {
        en: 'When someone buys a bond, they are…',
        'zh-TW': '買債券的人，其實是在……',
      },
      examples: [
        {
          en: 'When someone buys a bond, they are lending money. The borrower pays interest and promises to pay it back on the end date.',
          'zh-TW': '買債券的人，其實是在把錢借給政府或公司。對方會付利息，也答應在到期日把錢還回來。',
        },
      ],
    },
    {
      id: 'steadier-but',
      stem: {
        en: 'A bond is usually steadier than a share, but…',
        'zh-TW': '債券通常比股票穩定，但是……',
      },
      examples: [
        {
          en: 'A bond is usually steadier than a share, but the borrower might not pay back, and its price can move.',
          'zh-TW': '債券通常比股票穩定，但是借錢的人可能還不出錢，債券的價錢也可能變動。',
        },
      ],
    },
    {
      id: 'bond-or-share',
      stem: {
        en: 'A share makes you an owner, but a bond makes you…',
        'zh-TW': '股票讓你成為老闆之一，債券則讓你成為……',
      },
      examples: [
        {
          en: 'A share makes you an owner, but a bond makes you a lender who gets interest.',
          'zh-TW': '股票讓你成為老闆之一，債券則讓你成為把錢借出去、領利息的人。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: "Mei's uncle buys a bond from a company on the island. What is he doing?",
        'zh-TW': '小美的舅舅向島上的一家公司買了債券。他在做什麼？',
      },
      options: [
        {
          en: 'Buying a small piece of the company, so he becomes an owner.',
          'zh-TW': '買下公司的一小塊，成為公司的老闆之一。',
        },
        {
          en: 'Giving the company money that it can keep for good.',
          'zh-TW': '把錢送給公司，公司不用還。',
        },
        {
          en: 'Paying the company interest every year for the bond.',
          'zh-TW': '為了這張債券，每年付利息給公司。',
        },
        {
          en: 'Lending it money, to get interest and his money back.',
          'zh-TW': '借錢給公司，領利息，以後拿回這筆錢。',
        },
      ],
      correctAnswer: 3,
      feedback: {
        en: 'A bond is a loan. He lends the company money, and it pays him interest. It promises to pay the money back on the end date. Owning a piece is a share, not a bond. The money is not a gift, and the borrower pays the interest, not the lender.',
        'zh-TW': '債券就是借錢：他把錢借給公司，公司付他利息，並答應在到期日把錢還給他。擁有公司的一小塊是股票，不是債券；這筆錢也不是送的；而且利息是借錢的公司付的，不是借出錢的人付的。',
      },
      hintCycle: [
        {
          en: 'Think of the town in the game. Did Leo own the town, or lend to it?',
          'zh-TW': '想想遊戲裡的小鎮：阿力是擁有小鎮，還是借錢給小鎮？',
        },
        {
          en: 'Some mix up bonds and shares: owning a piece is a share. Others mix up who pays interest: the borrower pays it.',
          'zh-TW': '有人會把債券和股票搞混：擁有一小塊的是股票。也有人搞錯誰付利息：利息是借錢的公司付的。',
        },
        {
          en: 'The answer: lending it money, to get interest and his money back. A bond is a loan.',
          'zh-TW': '答案是：借錢給公司，領利息，以後拿回這筆錢。債券就是一筆借款。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'On Money Islands, a company sells a 3-year bond. In year 2, the company runs out of money and cannot pay. True or false: the people who lent to it might not get all their money back.',
        'zh-TW': '在理財冒險島上，有一家公司賣出 3 年期的債券。到了第 2 年，這家公司沒錢了，付不出來。是非題：借錢給這家公司的人，可能拿不回全部的錢。',
      },
      correctAnswer: true,
      feedback: {
        en: 'True. A bond comes with a promise to pay back, but a borrower can have a hard time and fail to keep it. That is why a bond is not risk-free, even though it is usually steadier than a share.',
        'zh-TW': '對。債券有還錢的承諾，但借錢的公司也可能遇到困難，還不出錢。所以債券雖然通常比股票穩定，卻不是沒有風險。',
      },
      hintCycle: [
        {
          en: 'Remember Mei\'s question: "What if the town can\'t pay?"',
          'zh-TW': '想想小美的問題：「如果小鎮付不出來呢？」',
        },
        {
          en: 'Some think a bond is risk-free because it comes with a promise. A promise only helps if the borrower can pay.',
          'zh-TW': '有人以為債券有承諾，所以沒有風險。可是借錢的人要付得出錢，承諾才有用。',
        },
        {
          en: 'The answer is true. If the borrower cannot pay, the lenders might not get all their money back.',
          'zh-TW': '答案是「對」。如果借錢的人付不出錢，借出錢的人可能拿不回全部的錢。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Which sentences about bonds are right? Pick all that are right.',
        'zh-TW': '下面哪些關於債券的句子是對的？（可以選好幾個）',
      },
      options: [
        {
          en: 'The borrower pays interest to the lender.',
          'zh-TW': '借錢的人付利息給借出錢的人。',
        },
        {
          en: 'The borrower promises to pay the money back on the end date.',
          'zh-TW': '借錢的人答應在到期日把錢還回來。',
        },
        {
          en: 'A bond is usually steadier than a share, but not risk-free.',
          'zh-TW': '債券通常比股票穩定，但不是沒有風險。',
        },
        {
          en: 'Buying a bond makes you a part-owner of the company.',
          'zh-TW': '買了債券，你就成為公司的老闆之一。',
        },
        {
          en: "A bond's price stays the same until the end date.",
          'zh-TW': '到期日之前，債券的價錢不會變。',
        },
      ],
      correctAnswer: [0, 1, 2],
      feedback: {
        en: 'The borrower pays interest and promises to pay the money back on the end date. A bond is usually steadier than a share, but not risk-free. A bond makes you a lender, not an owner, and its price can move before the end date.',
        'zh-TW': '借錢的人要付利息，也答應在到期日還錢；債券通常比股票穩定，但不是沒有風險。買債券是把錢借出去，不是當老闆；而且到期日之前，債券的價錢可能會變動。',
      },
      hintCycle: [
        {
          en: 'Think of the poster, Leo\'s sums and what Ms. Chen answered Mei.',
          'zh-TW': '想想那張海報、阿力算的數，還有陳老師怎麼回答小美。',
        },
        {
          en: 'Some mix up bonds with shares: owners have shares. Others think a bond\'s price is fixed, but it can move if you sell early.',
          'zh-TW': '有人把債券和股票搞混：當老闆的是股東。也有人以為債券的價錢固定不變，其實到期前賣掉，價錢可能不一樣。',
        },
        {
          en: 'The answers: the borrower pays interest to the lender, and promises to pay it back on the end date. And a bond is usually steadier than a share, but not risk-free.',
          'zh-TW': '答案是：借錢的人付利息給借出錢的人；借錢的人答應在到期日還錢；債券通常比股票穩定，但不是沒有風險。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'On Money Islands, a city sells a pretend bond: lend it 500 coins for 2 years. Each year, it pays 4 coins of interest for every 100. In coins, the interest for both years together is ______.',
        'zh-TW': '在理財冒險島上，有一座城市賣出假裝的債券：借給它 NT$500，借 2 年。每年每 NT$100，它付 NT$4 的利息。2 年的利息加起來，一共是______。',
      },
      acceptedAnswers: {
        en: ['40', 'forty', '40 coins', 'forty coins'],
        'zh-TW': ['40', '四十', 'NT$40', '40元', '40 元', '四十元', '40塊', '四十塊'],
      },
      feedback: {
        en: '500 ÷ 100 = 5, and 5 × 4 = 20 coins a year. 20 × 2 = 40 coins for both years. The 500 coins paid back at the end are not interest.',
        'zh-TW': '500 ÷ 100 = 5，5 × 4 = 20，每年 NT$20。20 × 2 = 40，2 年一共 NT$40。到期時還回來的 NT$500，是原本借出去的錢，不是利息。',
      },
      hintCycle: [
        {
          en: 'First find how many hundreds are in 500. Each hundred earns 4 coins a year.',
          'zh-TW': '先算 500 裡面有幾個 100。每個 100，每年可以領 NT$4。',
        },
        {
          en: 'One year is 20 coins, but the bond lasts 2 years. Do not add the 500: it is paid back, not interest.',
          'zh-TW': '一年是 NT$20，可是債券借了 2 年。不要把 NT$500 加進去：那是還回來的、原本借出去的錢，不是利息。',
        },
        {
          en: 'The answer is 40. 500 ÷ 100 = 5, 5 × 4 = 20 a year, and 20 × 2 = 40.',
          'zh-TW': '答案是 40。500 ÷ 100 = 5，5 × 4 = 20，每年 NT$20；20 × 2 = 40。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: 'A city wants to build a new bridge. It borrows money from many people for 5 years. It pays them interest each year and pays the money back at the end. What each lender buys is called a ______.',
        'zh-TW': '有一座城市想蓋一座新的橋。它向很多人借錢，借 5 年；每年付利息給他們，到期時再把錢還回去。每個借錢給城市的人，買的東西叫做______。',
      },
      acceptedAnswers: {
        en: ['bond', 'bonds', 'city bond', 'government bond'],
        'zh-TW': ['債券', '公債', '政府債券', '政府公債'],
      },
      feedback: {
        en: 'It is a bond: a loan to the city for a set time. The city pays interest each year and pays the money back on the end date.',
        'zh-TW': '這叫做債券：把錢借給城市一段說好的時間，每年領利息，到期日再拿回借出去的錢。',
      },
      hintCycle: [
        {
          en: 'Lend, get interest, get the money back at the end. What was the town\'s poster selling?',
          'zh-TW': '借錢出去、領利息、到期拿回借出去的錢。小鎮的海報賣的是什麼？',
        },
        {
          en: 'It is not a share: the lenders do not own a piece of the city. They lent it money.',
          'zh-TW': '不是股票：這些人沒有擁有城市的一小塊，他們是借錢給城市。',
        },
        {
          en: 'The answer is "bond": lending money to a government or company for a set time, for interest.',
          'zh-TW': '答案是「債券」：把錢借給政府或公司一段說好的時間，並且領利息。',
        },
      ],
    },
  ],
  reflection: {
    id: 'before-lending',
    question: {
      en: 'Imagine a town asks to borrow money for a new library, with a bond. What would you want to know before lending? Which grown-up would you ask to help you decide?',
      'zh-TW': '想像一個小鎮想用債券借錢，蓋一座新的圖書館。借錢出去之前，你會想先知道什麼？你會請哪位大人幫你一起決定？',
    },
    placeholder: {
      en: 'Before lending, I would want to know… I would ask… to help me, because…',
      'zh-TW': '借錢出去之前，我會想先知道……。我會請……幫我一起想，因為……',
    },
  },
} satisfies ClassicBody;

export default body;
