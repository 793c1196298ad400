import type { ClassicBody } from '../schema/module-body';

/**
 * M109 · Capital Mountain: "The Compound Growth Snowball" / 「複利滾雪球」.
 * Learning outcome (Grade 8, Investing): use a year-by-year table to explain compound growth: when the growth
 * is left in, it earns growth too, so the money grows by more each year than when the growth is taken out.
 * Benchmark, in words: the grade-8 Investing expectation that investors get a return as income or as growth in
 * value, and that leaving the returns in (reinvesting) lets them compound, so money invested steadily over many
 * years can grow more; said together with the standards' point that investments differ in risk and return.
 * Island position: Capital Mountain's sixth lesson, after M16 risk and reward, M17 spreading out, M106 what
 * investing is, M107 shares and M108 bonds. It carries Future Harbor's "interest earns interest" (M41) over to
 * an investment's growth; its table is used again in M111 (time) and M114 (fees).
 * Numbers: the island's own pretend rate, said so in the story: 5 coins for every 100 each year (5 %), growth
 * left in, for 10 years. An's 1,000 coins are red-envelope money, kept in her post-office account with Mom
 * (cast sheet: her passbook). Each year's growth is that year's start × 5 ÷ 100.
 * Exact: year 1: 1,000 + 50 = 1,050; year 2: 1,050 + 52.5 = 1,102.5; year 3: 1,102.5 + 55.125 = 1,157.625;
 * then about 1,215.5; 1,276.3; 1,340.1; 1,407.1; 1,477.5; 1,551.3; 1,628.9 (1,000 × 1.05 to the power of the
 * year). The table the children see rounds each exact value to whole coins: 1,050; 1,103; 1,158; 1,216;
 * 1,276; 1,340; 1,407; 1,477; 1,551; 1,629 (it rounds the exact values; it does not grow the rounded ones, so
 * a child who grows 1,216 by 5 % gets 1,276.8, about 1,277, one coin more). Growing each shown row by 5 % gives
 * the next row exactly except year 5 (1,277); a child's own chain from rounded rows ends 1 coin more (1,630).
 * So the story says so (Leo: "If you work out a year from the one before, you may get 1 coin more."), and no
 * question asks a child to grow a rounded row: q1 gives 1,629 in its stem, q2 and q4 use whole-coin steps.
 * Growth: year 1 is 50; year 2 is 52.5 (about 53); year 10 is 1,629 − 1,551 = 78 (exact 77.6).
 * Growth taken out each year and kept: 1,000 + 50 × 10 = 1,500. Left in: 1,629. 1,629 − 1,500 = 129 more
 * (the snowball). All the growth left in: 1,629 − 1,000 = 629.
 * Vocabulary: 5 % of 1,000: 1,000 has ten 100s, 10 × 5 = 50.
 * Quiz: q1 Ting leaves the growth in and ends at about 1,629; Hao takes 50 out each year into a piggy bank:
 * 1,000 + 50 × 10 = 1,500; 1,629 − 1,500 = 129 (distractors: the same; Hao; 629, Ting's whole growth).
 * q2 400 × 5 ÷ 100 = 20, so 420; 420 × 5 ÷ 100 = 21, more than 20 (true). q4 800 × 5 ÷ 100 = 40,
 * 800 + 40 = 840; 840 × 5 ÷ 100 = 42, 840 + 42 = 882 (distractor 880: the same growth each year).
 * Facts:
 * - the 5 % is the island's pretend number; real passbook savings accounts in Taiwan paid under 1 % a year in
 *   2025 (story: "In 2025, passbook savings accounts in Taiwan paid under 1 % a year.") — Chunghwa Post and bank
 *   rate boards, 2025
 * - "In Taiwan, children under 18 can only invest with a parent or guardian." (story, q3): the age of majority
 *   is 18, and a minor needs the legal representative's consent for contracts such as an investment account
 *   — Civil Code arts. 12 and 77, 2023
 */
const body = {
  id: 'M109',
  format: 'classic',
  scenarios: [
    {
      id: 'ans-snowball-table',
      title: {
        en: "An's Snowball Table",
        'zh-TW': '小安的雪球表',
      },
      description: {
        en: 'An has 1,000 coins of red-envelope money. What could they become in 10 years, if the growth stays in?',
        'zh-TW': '小安有 NT$1,000 的紅包錢。如果多出來的錢都留在裡面，10 年後會變成多少？',
      },
      context: {
        en:
          'On Capital Mountain, Pip pushes a small snowball down a slope. It grows as it rolls. ' +
          'An has 1,000 coins of red-envelope money. Mom and An keep it in her post-office account. ' +
          '"What could it become in 10 years?" she asks. ' +
          'Ms. Chen says, "Let\'s pretend it grows 5 coins for every 100 each year. That is 5 %. ' +
          'It is the island\'s pretend number, to keep the maths easy. Real ones are different and are never promised." ' +
          '"That\'s 50 coins a year," says Jay. "Take them out and buy something fun!" ' +
          'An thinks first. "What if I leave the growth in?" ' +
          'She and Leo make a table. Year 1: 1,000 + 50 = 1,050. In year 2, all 1,050 coins grow: 1,050 + 52.5 = 1,102.5, about 1,103. ' +
          'Then 1,158, 1,216, 1,276, 1,340, 1,407, 1,477 and 1,551. Year 10: 1,629. ' +
          '"We rounded to whole coins," says Leo. "If you work out a year from the one before, you may get 1 coin more." ' +
          'Taking the 50 out each year and keeping it gives 1,000 + 50 × 10 = 1,500. 1,629 − 1,500 = 129. ' +
          '"Leaving it in gives 129 more!" says An. "The growth earns growth, like a snowball. ' +
          'Year 1 grew by 50, but year 10 grew by 1,629 − 1,551 = 78." ' +
          '"Real investments may grow less or more, or lose money," says Ms. Chen. ' +
          '"In 2025, passbook savings accounts in Taiwan paid under 1 % a year." ' +
          'At home, Mom says, "In Taiwan, children under 18 can only invest with a parent or guardian. ' +
          'For now, your money stays in your passbook. Any plan, we make together." ' +
          '"Squawk!" says Pip. "Leave the growth in, and watch the snowball roll!"',
        'zh-TW':
          '在資本山上，皮皮把一顆小雪球往山坡下一推。雪球一路滾，越滾越大。' +
          '小安有 NT$1,000 紅包錢，媽媽和她一起存在郵局的帳戶裡。' +
          '她問：「這些錢放 10 年，可以變成多少？」' +
          '陳老師說：「我們來假設，每 NT$100 每年會多 NT$5，寫成 5%。' +
          '這是島上假設的數字，為了方便計算；真實的數字不一樣，也沒有人能保證。」' +
          '阿哲說：「一年就是 NT$50。拿出來，去買好玩的東西！」' +
          '小安先想了一想：「如果我把多出來的錢留在裡面呢？」' +
          '她和阿力畫了一張表。第 1 年：1,000 + 50 = 1,050。第 2 年，是整整 NT$1,050 一起長大：1,050 + 52.5 = 1,102.5，大約 1,103。' +
          '接著是 1,158、1,216、1,276、1,340、1,407、1,477、1,551。第 10 年：1,629。' +
          '阿力說：「表上的數字都四捨五入到整數。你自己從前一年往下算，可能會多出 NT$1。」' +
          '如果每年把 NT$50 拿出來收好，加起來是 1,000 + 50 × 10 = 1,500。1,629 − 1,500 = 129。' +
          '小安說：「留在裡面，多了 NT$129！多出來的錢又會再長大，就像滾雪球。' +
          '第 1 年多了 50，第 10 年多了 1,629 − 1,551 = 78。」' +
          '陳老師說：「真實的投資，可能長得比這少，也可能比這多，還可能賠錢。' +
          '在台灣，2025 年存摺裡的活期儲蓄存款，一年的利率還不到 1%。」' +
          '回到家，媽媽說：「在台灣，未滿 18 歲的孩子，只能和父母或監護人一起投資。' +
          '你的錢先留在存摺裡。要做什麼計畫，我們一起討論。」' +
          '皮皮叫著：「嘎！把成長留在裡面，看雪球越滾越大！」',
      },
      thinkingPrompts: [
        {
          en: "An's table grew by 50 coins in year 1 and by about 78 in year 10. Why did it grow by more, when An added no new coins?",
          'zh-TW': '小安的表，第 1 年多了 NT$50，第 10 年大約多了 NT$78。小安並沒有再放錢進去，為什麼會多得更多？',
        },
        {
          en: "Jay's idea was to spend the 50 coins each year. When might that be a fine choice? What does it cost the snowball?",
          'zh-TW': '阿哲的點子是每年把 NT$50 花掉。什麼時候這樣做也可以？這樣做，雪球會少掉什麼？',
        },
        {
          en: 'Ms. Chen said the 5 % is pretend and never promised. Why does that matter before anyone makes a real plan?',
          'zh-TW': '陳老師說，5% 是假設的數字，沒有人能保證。在做真正的計畫之前，為什麼這件事很重要？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'growth',
      term: { en: 'growth', 'zh-TW': '成長' },
      definition: {
        en: 'The extra coins that money gains in a year.',
        'zh-TW': '錢在一年裡多出來的部分。',
      },
      example: {
        en: "In year 1, An's pretend 1,000 coins have 50 coins of growth.",
        'zh-TW': '第 1 年，小安假設的 NT$1,000 多了 NT$50，這就是成長。',
      },
    },
    {
      id: 'percent',
      term: { en: 'percent (%)', 'zh-TW': '百分比（%）' },
      definition: {
        en: 'A way to say how many out of every 100.',
        'zh-TW': '用「每 100 個裡有幾個」來說多少的方法。',
      },
      example: {
        en: '5 % of 1,000 coins is 50 coins. 1,000 has ten 100s, and 10 × 5 = 50.',
        'zh-TW': 'NT$1,000 的 5% 是 NT$50。1,000 裡有 10 個 100，10 × 5 = 50。',
      },
    },
    {
      id: 'reinvest',
      term: { en: 'reinvest', 'zh-TW': '再投資' },
      definition: {
        en: 'To leave the growth in, so that it can grow too.',
        'zh-TW': '把多出來的錢留在裡面，讓它也跟著長大。',
      },
      example: {
        en: 'An reinvests her 50 coins of growth, so in year 2 all 1,050 coins grow.',
        'zh-TW': '小安把多出來的 NT$50 再投資，所以第 2 年是整整 NT$1,050 一起長大。',
      },
    },
    {
      id: 'compound-growth',
      term: { en: 'compound growth', 'zh-TW': '複利' },
      definition: {
        en: 'Growth that earns more growth, because it was left in.',
        'zh-TW': '多出來的錢留在裡面，又生出更多的錢。',
      },
      example: {
        en: "Because of compound growth, An's table ends at 1,629, not 1,500.",
        'zh-TW': '因為複利，小安的表最後是 NT$1,629，不是 NT$1,500。',
      },
    },
    {
      id: 'snowball-effect',
      term: { en: 'snowball effect', 'zh-TW': '滾雪球效應' },
      definition: {
        en: 'When something grows faster and faster as it gets bigger.',
        'zh-TW': '東西越變越大，長大的速度也越來越快。',
      },
      example: {
        en: "In An's table, the growth goes from 50 coins in year 1 to about 78 in year 10.",
        'zh-TW': '在小安的表裡，成長從第 1 年的 NT$50，變成第 10 年的大約 NT$78。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'compound-growth-means',
      stem: {
        en: 'Compound growth means…',
        'zh-TW': '複利的意思是……',
      },
      examples: [
        {
          en: 'Compound growth means the growth is left in, so it earns growth too.',
          'zh-TW': '複利的意思是，把多出來的錢留在裡面，讓它再生出更多的錢。',
        },
      ],
    },
    {
      id: 'if-i-take-the-growth-out',
      stem: {
        en: 'If I take the growth out each year…',
        'zh-TW': '如果我每年都把成長拿出來……',
      },
      examples: [
        {
          en: 'If I take the growth out each year, my money still grows, but the snowball stays smaller: 1,500 instead of 1,629.',
          'zh-TW': '如果我每年都把成長拿出來，錢還是會變多，只是雪球比較小：NT$1,500，不是 NT$1,629。',
        },
      ],
    },
    {
      id: 'a-pretend-number-is-not-a-promise',
      stem: {
        en: 'A pretend number like 5 % is not a promise, because…',
        'zh-TW': '像 5% 這樣假設的數字不是保證，因為……',
      },
      examples: [
        {
          en: 'A pretend number like 5 % is not a promise, because real investments can grow less, grow more or lose money.',
          'zh-TW': '像 5% 這樣假設的數字不是保證，因為真實的投資可能長得比較少、比較多，也可能賠錢。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: 'On Money Islands, Ting and Hao each have 1,000 pretend coins. Both grow 5 coins for every 100 each year, for 10 years. Ting leaves the growth in and ends with about 1,629. Hao takes 50 coins out each year and keeps them in a piggy bank. In the end, who has more in all?',
        'zh-TW': '在理財冒險島上，小婷和小豪各有假設的 NT$1,000，兩個人的錢都是每 NT$100 每年多 NT$5，一共 10 年。小婷把成長留在裡面，最後大約有 NT$1,629。小豪每年把 NT$50 拿出來，放進存錢筒。最後誰的錢加起來比較多？',
      },
      options: [
        {
          en: 'Ting, by 129 coins: her growth earned growth too.',
          'zh-TW': '小婷多 NT$129，因為她的成長又再長大。',
        },
        {
          en: 'The same, since both grew 5 coins for every 100.',
          'zh-TW': '一樣多，因為兩個人都是每 NT$100 多 NT$5。',
        },
        {
          en: 'Hao, because coins in a piggy bank are safer.',
          'zh-TW': '小豪，因為錢放在存錢筒比較安全。',
        },
        {
          en: 'Ting, by 629 coins, because all her growth stayed in.',
          'zh-TW': '小婷多 NT$629，因為她的成長全部留在裡面。',
        },
      ],
      correctAnswer: 0,
      feedback: {
        en: 'Hao has 1,000 + 50 × 10 = 1,500 in all. Ting has about 1,629, and 1,629 − 1,500 = 129 more. The same rate does not give the same end, because Ting\'s growth earned growth. 629 is all of Ting\'s growth, not the difference. The piggy bank kept Hao\'s coins, but it added none.',
        'zh-TW': '小豪加起來是 1,000 + 50 × 10 = 1,500。小婷大約有 NT$1,629，1,629 − 1,500 = 129，多了 NT$129。每年多的比例一樣，結果卻不一樣，因為小婷的成長又再長大。629 是小婷全部的成長，不是兩人差多少。存錢筒把小豪的錢收好了，可是不會讓錢變多。',
      },
      hintCycle: [
        {
          en: 'Work out Hao\'s coins first: the 1,000 plus the 50 he took out each year.',
          'zh-TW': '先算小豪的錢：NT$1,000，再加上他每年拿出來的 NT$50。',
        },
        {
          en: 'The same rate does not mean the same end: growth left in grows too. And 629 is Ting\'s whole growth, not how much more she has.',
          'zh-TW': '每年多的比例一樣，不代表最後一樣多：留在裡面的成長也會長大。還有，629 是小婷全部的成長，不是她比小豪多的錢。',
        },
        {
          en: 'The answer: Ting, by 129 coins. 1,629 − 1,500 = 129, because her growth earned growth too.',
          'zh-TW': '答案是：小婷多 NT$129。1,629 − 1,500 = 129，因為她的成長又再長大。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: "On Money Islands, Mei's cousin leaves 400 pretend coins to grow 5 coins for every 100 each year. In year 1, they grow by 20, to 420. True or false: in year 2, they grow by more than 20 coins.",
        'zh-TW': '在理財冒險島上，小美的表姊把假設的 NT$400 留著成長，每 NT$100 每年多 NT$5。第 1 年多了 NT$20，變成 NT$420。是非題：第 2 年多出來的錢，會比 NT$20 多。',
      },
      correctAnswer: true,
      feedback: {
        en: 'True. In year 2, all 420 coins grow: 420 × 5 ÷ 100 = 21. That is 20 for the 400, and 1 more for the 20 coins of growth left in.',
        'zh-TW': '對。第 2 年是整整 NT$420 一起長大：420 × 5 ÷ 100 = 21。原本的 NT$400 多 NT$20，留在裡面的 NT$20 也多了 NT$1。',
      },
      hintCycle: [
        {
          en: 'In year 2, how many coins are growing: 400 or 420?',
          'zh-TW': '第 2 年在長大的錢，是 NT$400 還是 NT$420？',
        },
        {
          en: 'Some think the growth is the same every year. But the 20 coins left in grow too.',
          'zh-TW': '有人以為每年多出來的錢都一樣。其實留在裡面的 NT$20 也會長大。',
        },
        {
          en: 'The answer is true. 420 × 5 ÷ 100 = 21, and 21 is more than 20.',
          'zh-TW': '答案是「對」。420 × 5 ÷ 100 = 21，21 比 20 多。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: "An's table uses the island's pretend 5 % a year and ends at 1,629 after 10 years. In Taiwan, children under 18 can only invest with a parent or guardian. Which things that Jay says are right? Pick all that are right.",
        'zh-TW': '小安的表用的是島上假設的每年 5%，10 年後是 NT$1,629。在台灣，未滿 18 歲的孩子，只能和父母或監護人一起投資。阿哲說的話，哪些是對的？（可以選好幾個）',
      },
      options: [
        {
          en: '"The 5 % is the island\'s pretend number, to keep the maths easy."',
          'zh-TW': '「5% 是島上假設的數字，為了方便計算。」',
        },
        {
          en: '"The table is a promise: 1,000 coins will be 1,629 in 10 years."',
          'zh-TW': '「這張表是保證：NT$1,000 過 10 年就會變成 NT$1,629。」',
        },
        {
          en: '"Real investments may grow less or more than 5 %, or lose money."',
          'zh-TW': '「真實的投資，可能比 5% 長得少或長得多，也可能賠錢。」',
        },
        {
          en: '"I can put my money into a real investment on my own."',
          'zh-TW': '「我可以自己一個人，把錢拿去做真實的投資。」',
        },
        {
          en: '"In the table, the growth gets bigger each year: growth earns growth."',
          'zh-TW': '「在表裡，每年多出來的錢越來越多，因為成長又會再長大。」',
        },
      ],
      correctAnswer: [0, 2, 4],
      feedback: {
        en: 'The 5 % is pretend, and real investments may grow less, grow more or lose money, so the table is not a promise. In the table, the growth gets bigger because growth earns growth. Jay is 10. Children under 18 can only invest with a parent or guardian, not on their own.',
        'zh-TW': '5% 是假設的數字；真實的投資可能長得少、長得多，也可能賠錢，所以這張表不是保證。表裡每年的成長越來越多，是因為成長又會再長大。阿哲才 10 歲。未滿 18 歲的孩子，只能和父母或監護人一起投資，不能自己一個人來。',
      },
      hintCycle: [
        {
          en: 'Which sayings match what Ms. Chen and Mom said about pretend numbers and grown-ups?',
          'zh-TW': '哪些話跟陳老師和媽媽說的一樣？想想假設的數字，還有大人要一起。',
        },
        {
          en: 'A pretend number is not a promise. And under 18, nobody invests alone. Two sayings are wrong.',
          'zh-TW': '假設的數字不是保證；未滿 18 歲，也不能自己一個人投資。有兩句是錯的。',
        },
        {
          en: 'The answers: the 5 % is pretend; real investments may grow less, grow more or lose money; in the table, growth earns growth.',
          'zh-TW': '答案是：5% 是假設的數字；真實的投資可能長得少、長得多，也可能賠錢；在表裡，成長又會再長大。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: "On Money Islands, Leo's aunt leaves 800 pretend coins to grow 5 coins for every 100 each year. After year 1, she has 800 + 40 = 840. In coins, after year 2 she has ______.",
        'zh-TW': '在理財冒險島上，阿力的阿姨把假設的 NT$800 留著成長，每 NT$100 每年多 NT$5。第 1 年結束時，她有 800 + 40 = 840。第 2 年結束時，她有______。',
      },
      acceptedAnswers: {
        en: ['882', '882 coins', 'eight hundred eighty-two', 'eight hundred and eighty-two'],
        'zh-TW': ['882', 'NT$882', '882元', '882 元', '882塊', 'NT$882元', '八百八十二', '八百八十二元'],
      },
      feedback: {
        en: 'In year 2, all 840 coins grow: 840 × 5 ÷ 100 = 42. Then 840 + 42 = 882. It is not 880, because the 40 coins of growth grew too.',
        'zh-TW': '第 2 年是整整 NT$840 一起長大：840 × 5 ÷ 100 = 42。840 + 42 = 882。不是 880，因為那 NT$40 的成長也長大了。',
      },
      hintCycle: [
        {
          en: 'In year 2, 840 coins are growing. What is 5 coins for every 100 of 840?',
          'zh-TW': '第 2 年在長大的是 NT$840。每 NT$100 多 NT$5，NT$840 會多多少？',
        },
        {
          en: 'Adding 40 again gives 880. That forgets that the 40 coins left in grow too.',
          'zh-TW': '再加一次 40，會得到 880。可是這樣就忘了，留在裡面的 NT$40 也會長大。',
        },
        {
          en: 'The answer is 882. 840 × 5 ÷ 100 = 42, and 840 + 42 = 882.',
          'zh-TW': '答案是 882。840 × 5 ÷ 100 = 42，840 + 42 = 882。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: 'When growth is left in and earns more growth, we call it ______ growth.',
        'zh-TW': '把成長留在裡面，讓它再生出更多成長，這叫做______。',
      },
      acceptedAnswers: {
        en: ['compound', 'compounding', 'compound growth', 'compound interest', 'snowball', 'snowball growth', 'snowball effect'],
        'zh-TW': ['複利', '複利成長', '複利效果', '複利效應', '利滾利', '滾雪球', '雪球', '滾雪球效應', '雪球效應'],
      },
      feedback: {
        en: 'Compound growth: the growth stays in and grows too, so the money grows like a rolling snowball.',
        'zh-TW': '這叫做複利：成長留在裡面，也跟著長大，所以錢會像滾雪球一樣越滾越大。',
      },
      hintCycle: [
        {
          en: "Think of this lesson's title, and Pip's rolling snowball.",
          'zh-TW': '想想這一課的標題，還有皮皮推下山的雪球。',
        },
        {
          en: 'It is not growth that is taken out each year. It is growth that stays in and grows.',
          'zh-TW': '不是每年拿出來的成長，而是留在裡面、又會再長大的成長。',
        },
        {
          en: 'The answer is "compound": compound growth is growth that earns more growth.',
          'zh-TW': '答案是「複利」：留在裡面的成長，又生出更多成長。',
        },
      ],
    },
  ],
  reflection: {
    id: 'my-far-away-snowball',
    question: {
      en: 'Imagine some red-envelope money could stay and grow for many years. What far-away goal might it be for, and which grown-up would you plan it with?',
      'zh-TW': '想像有一些紅包錢，可以留著慢慢長大好多年。你會想把它留給哪個很久以後的目標？你會找哪位大人一起計畫？',
    },
    placeholder: {
      en: 'A far-away goal I might save for is… I would plan it with…',
      'zh-TW': '我可能會存錢給很久以後的……。我會和……一起計畫。',
    },
  },
} satisfies ClassicBody;

export default body;
