import type { ClassicBody } from '../schema/module-body';

/**
 * M11 · Trust Island, lesson 1: "What Is Credit? Trust and Promises" / 「什麼是信用？信任與承諾」.
 * Learning outcome (Grade 4, Managing Credit): explain that people who borrow promise to repay,
 * and that lenders decide by how well a borrower has kept promises before.
 * Numbers: box of 12 color pencils 120 (Grandma Lin's price), Jay has 70 → 120 − 70 = 50 borrowed from An,
 * with both moms' OK (the pencils are for art class, a need). Jay's allowance 100 every Friday →
 * 100 − 50 = 50 left after repaying. Comic book 120 (Grandma Lin's price): keeping all 100 would leave
 * him 120 − 100 = 20 short and An unpaid; instead he saves the 50 left → 120 − 50 = 70 more to save.
 * Leo's lemons: taken on Friday, paid after his Saturday stand, with his dad's OK.
 * Quiz: q1 20 − 10 = 10 still owed (Mei's allowance comes on Monday).
 * Facts: none — all prices are Grandma Lin's.
 */
const body = {
  id: 'M11',
  format: 'classic',
  scenarios: [
    {
      id: 'jays-friday-promise',
      title: {
        en: "Jay's Friday Promise",
        'zh-TW': '阿哲的星期五約定',
      },
      description: {
        en: 'Jay borrows 50 coins from An for art class. He promises to pay her back on Friday. Will he keep his word?',
        'zh-TW': '阿哲為了美勞課跟小安借了 NT$50，說好星期五還。他會說到做到嗎？',
      },
      context: {
        en:
          'Jay loves to draw. His old color pencils are tiny stubs now, and art class is on Thursday. ' +
          "At Grandma Lin's shop, a box of 12 color pencils costs 120 coins. " +
          'Jay has only 70 coins. 120 − 70 = 50, so he needs 50 more coins. ' +
          'Jay asks An, "Can I borrow 50 coins? I get 100 coins of allowance on Friday. I will pay you back then." ' +
          'An thinks about it. Jay has always given back the books he borrowed. ' +
          '"Let\'s tell a grown-up first," she says. That evening, both moms say OK. So An lends Jay 50 coins. ' +
          "On Friday, Jay gets his 100 coins. At Grandma Lin's shop, he sees a new comic book for 120 coins. He really wants it! " +
          'If he keeps all 100 coins, he needs only 20 more. But then An would not get her money back. ' +
          'Jay takes a deep breath. He walks over to An and gives her all 50 coins. "Thanks for trusting me!" he says. ' +
          'Now he has 100 − 50 = 50 coins left. He saves them for the comic. 120 − 50 = 70 more to save. ' +
          'Pip flaps his wings. "Squawk! You kept your promise. That is how trust grows!" ' +
          'Grandma Lin smiles. "Credit starts with trust. With his dad\'s OK, I let Leo take lemons now and pay me later. He always keeps his word."',
        'zh-TW':
          '阿哲很愛畫畫。他的彩色鉛筆已經短得快握不住了，星期四又有美勞課。' +
          '林奶奶的小店裡，一盒 12 色彩色鉛筆要 NT$120，可是他身上只有 NT$70。' +
          '120 − 70 = 50，還差 NT$50。' +
          '阿哲問小安：「可以借我 NT$50 嗎？我星期五會拿到 NT$100 零用錢，到時候就還你。」' +
          '小安想了想：阿哲以前跟她借書，每次都有準時還。' +
          '「我們先跟大人說一聲吧。」她說。當天晚上，兩個人的媽媽都同意了，小安就把 NT$50 借給阿哲。' +
          '星期五，阿哲拿到 NT$100 零用錢。他在林奶奶的店裡看到一本新漫畫，要 NT$120，好想買喔！' +
          '如果 NT$100 全部留著，只差 NT$20 就買得到了。可是這樣一來，小安的錢就拿不回去了。' +
          '阿哲深呼吸一口氣，走去找小安，把 NT$50 一次還清：「謝謝你相信我！」' +
          '現在他還剩 100 − 50 = 50，也就是 NT$50。他把這些錢存起來，慢慢存錢買漫畫：120 − 50 = 70，還要再存 NT$70。' +
          '鸚鵡皮皮拍拍翅膀：「嘎！說到做到，信任就是這樣一點一點累積起來的！」' +
          '林奶奶笑著說：「信用是從信任開始的。阿力的爸爸同意後，我讓阿力先把檸檬拿走、晚點再付錢，因為他每次都說話算話。」',
      },
      thinkingPrompts: [
        {
          en: 'Why did An say yes when Jay asked to borrow 50 coins?',
          'zh-TW': '阿哲開口借 NT$50 的時候，小安為什麼願意借他？',
        },
        {
          en: 'What if Jay had kept the money for the comic book? How might An feel the next time he asked?',
          'zh-TW': '如果阿哲把錢留著買漫畫，下次他再開口借錢，小安心裡可能會怎麼想？',
        },
        {
          en: 'Why does Grandma Lin let Leo take lemons now and pay later?',
          'zh-TW': '林奶奶為什麼願意讓阿力先拿檸檬、之後再付錢？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'credit',
      term: { en: 'credit', 'zh-TW': '信用' },
      definition: {
        en: 'Using something now and paying for it later, because someone trusts you to pay.',
        'zh-TW': '別人相信你會付錢，所以讓你先使用、之後再付。',
      },
      example: {
        en: "With his dad's OK, Grandma Lin lets Leo take lemons on Friday. He pays after his Saturday stand. That is credit.",
        'zh-TW': '阿力的爸爸同意後，林奶奶讓阿力星期五先拿檸檬，星期六擺完攤再付錢，這就是信用。',
      },
    },
    {
      id: 'trust',
      term: { en: 'trust', 'zh-TW': '信任' },
      definition: {
        en: 'Believing that someone will do what they say.',
        'zh-TW': '相信一個人會說到做到。',
      },
      example: {
        en: 'An trusts Jay because he always gives back what he borrows.',
        'zh-TW': '阿哲借的東西每次都會還，所以小安很信任他。',
      },
    },
    {
      id: 'borrow',
      term: { en: 'borrow', 'zh-TW': '借（跟別人借）' },
      definition: {
        en: 'To take money or a thing from someone and give it back later.',
        'zh-TW': '先拿別人的錢或東西來用，之後要還給對方。',
      },
      example: {
        en: 'Jay borrows 50 coins from An to buy color pencils for art class.',
        'zh-TW': '阿哲跟小安借了 NT$50，去買美勞課要用的彩色鉛筆。',
      },
    },
    {
      id: 'lender',
      term: { en: 'lender', 'zh-TW': '出借人' },
      definition: {
        en: 'The person who lets someone else borrow money or a thing.',
        'zh-TW': '把錢或東西借給別人的人。',
      },
      example: {
        en: 'An lends Jay 50 coins, so An is the lender.',
        'zh-TW': '小安借 NT$50 給阿哲，小安就是出借人。',
      },
    },
    {
      id: 'repay',
      term: { en: 'repay', 'zh-TW': '還錢' },
      definition: {
        en: 'To give back the money you borrowed, on the day you promised.',
        'zh-TW': '在說好的日子，把借來的錢還給對方。',
      },
      example: {
        en: 'On Friday, Jay repays An all 50 coins.',
        'zh-TW': '星期五，阿哲把 NT$50 全部還給小安。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'when-i-borrow',
      stem: {
        en: 'When I borrow something, I promise to…',
        'zh-TW': '我跟別人借東西的時候，我會答應……',
      },
      examples: [
        {
          en: 'When I borrow something, I promise to give it back on the day I said.',
          'zh-TW': '我跟別人借東西的時候，我會答應在說好的那天還回去。',
        },
        {
          en: 'When I borrow 50 coins, I tell a grown-up. I promise to repay all 50 coins on Friday.',
          'zh-TW': '我跟朋友借 NT$50 的時候，會先跟大人說一聲，並且答應星期五把 NT$50 全部還清。',
        },
      ],
    },
    {
      id: 'a-lender-trusts-me',
      stem: {
        en: 'A lender trusts me when…',
        'zh-TW': '出借人會信任我，是因為……',
      },
      examples: [
        {
          en: 'A lender trusts me when I have kept my promises before.',
          'zh-TW': '出借人會信任我，是因為我以前都說到做到。',
        },
        {
          en: 'A lender trusts me when I tell them the truth, even if my plan goes wrong.',
          'zh-TW': '出借人會信任我，是因為就算計畫出了差錯，我也會老實說。',
        },
      ],
    },
    {
      id: 'credit-means',
      stem: {
        en: 'Credit means…',
        'zh-TW': '信用的意思是……',
      },
      examples: [
        {
          en: 'Credit means I can use something now and pay for it later, just as I promised.',
          'zh-TW': '信用的意思是：我可以先使用，之後再照約定把錢付清。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: "With her mom's OK, Mei borrowed 20 coins from Leo. She promised to pay him back on Friday. On Friday, she has only 10 coins. What is the best thing to do?",
        'zh-TW': '媽媽同意後，小美跟阿力借了 NT$20，說好星期五還。到了星期五，她身上只有 NT$10。怎麼做最好？',
      },
      options: [
        {
          en: 'Stay away from Leo until she has all 20 coins, so she never has to explain.',
          'zh-TW': '先躲著阿力，等湊齊 NT$20 再一次還，這樣就不用跟他解釋了。',
        },
        {
          en: 'Say nothing and hope Leo forgets about the money.',
          'zh-TW': '先不要提，希望阿力忘記這件事。',
        },
        {
          en: 'Say sorry to Leo. A sorry is enough, so she does not need to say when.',
          'zh-TW': '跟阿力說對不起。道歉就夠了，不必說剩下的錢什麼時候還。',
        },
        {
          en: 'Pay 10 coins now, tell Leo the truth, and say when the rest will come.',
          'zh-TW': '先還 NT$10，跟阿力說實話，並說好剩下的哪天還。',
        },
      ],
      correctAnswer: 3,
      feedback: {
        en: 'Being honest keeps trust, even when a plan goes wrong. Mei pays what she can now. 20 − 10 = 10, so she still owes 10 coins. Her allowance comes on Monday, so she says, "The rest on Monday." She tells her mom, too, and keeps that new promise.',
        'zh-TW': '就算計畫出了差錯，老實說也能保住信任。小美先還能還的部分：20 − 10 = 10，還欠 NT$10。她星期一會拿到零用錢，所以跟阿力說好：「剩下的星期一還你。」她也跟媽媽說一聲，再把這個新約定做到。',
      },
      hintCycle: [
        {
          en: 'Think about what would help Leo keep trusting Mei.',
          'zh-TW': '想一想：怎麼做，才能讓阿力繼續信任小美？',
        },
        {
          en: 'Hiding or staying quiet makes trust smaller. "Sorry is enough" is a trap: with no plan, Leo is left guessing. Look for the truth plus a plan.',
          'zh-TW': '躲起來或不吭聲，都會讓信任變少；以為「道歉就夠了」也不對，沒有計畫，阿力還是不知道什麼時候拿得到錢。找找看哪個選項既說實話、又有計畫。',
        },
        {
          en: 'The answer: pay 10 coins now, tell the truth, and say when the rest will come. Honesty plus a plan keeps trust alive.',
          'zh-TW': '答案是：先還 NT$10、說實話，並說好剩下的 NT$10 哪天還。誠實再加上計畫，信任就不會斷掉。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: "With his dad's OK, Grandma Lin lets Leo take a bag of lemons today. He will pay her on Saturday, after his stand. True or false: this means the lemons are free.",
        'zh-TW': '阿力的爸爸同意後，林奶奶讓阿力今天先把一袋檸檬帶走，星期六擺完攤再付錢。是非題：這代表檸檬是免費的。',
      },
      correctAnswer: false,
      feedback: {
        en: 'False. This is credit: Leo uses the lemons now and pays later. He still pays the full price, just on a later day.',
        'zh-TW': '錯。這是信用：阿力先用檸檬，之後再付錢。該付的錢一元也不會少，只是晚幾天付。',
      },
      hintCycle: [
        {
          en: 'Did Leo say he would pay at some point?',
          'zh-TW': '阿力有沒有說，他之後會付錢？',
        },
        {
          en: 'Some people think "pay later" means "free". But free means you do not pay at all, and Leo will pay on Saturday.',
          'zh-TW': '有人以為「晚點付」就是「免費」。可是免費是根本不用付錢，阿力星期六要付錢喔。',
        },
        {
          en: 'The answer is false. Using something now and paying later is credit, not free.',
          'zh-TW': '答案是「錯」。先用、後付錢叫做信用，不是免費。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Mei wants to lend 20 coins to a classmate. First she tells her mom, and Mom says OK. Which things can help Mei trust the classmate to pay her back? Pick all that are right.',
        'zh-TW': '小美想借 NT$20 給同學，她先跟媽媽說，媽媽也同意了。下面哪些事，能讓小美比較放心、相信同學會還錢？（可以選好幾個）',
      },
      options: [
        {
          en: 'The classmate paid back on time the last time she borrowed.',
          'zh-TW': '這位同學上次跟人借東西，有準時還。',
        },
        {
          en: 'The classmate has a cool new backpack.',
          'zh-TW': '這位同學有一個很酷的新書包。',
        },
        {
          en: 'The classmate says which day she will pay and where the money will come from.',
          'zh-TW': '這位同學說清楚哪一天還，也說了錢會從哪裡來。',
        },
        {
          en: 'The classmate says, "Trust me, we are best friends!"',
          'zh-TW': '這位同學說：「相信我啦，我們是好朋友耶！」',
        },
        {
          en: 'Other friends say the classmate keeps her promises.',
          'zh-TW': '其他朋友都說，這位同學很守約定。',
        },
      ],
      correctAnswer: [0, 2, 4],
      feedback: {
        en: 'A lender looks at your record and your plan. Paying back before, a clear plan, and keeping promises to others all show trust. A new backpack or a big "trust me" is not a record.',
        'zh-TW': '出借人看的是過去的紀錄和還錢的計畫。以前準時還、有清楚的計畫、對別人也守約定，這些都能建立信任；新書包或一句「相信我」，都不算紀錄。',
      },
      hintCycle: [
        {
          en: 'Look for things the classmate has done, not just things she says or owns.',
          'zh-TW': '找找看：哪些是這位同學真的「做到過」的事，而不只是說說，或是擁有的東西？',
        },
        {
          en: 'A backpack shows what she owns, not how she keeps promises. "Best friends don\'t need a record" is a trap too. Three choices are right.',
          'zh-TW': '新書包只代表她有什麼，不代表她守不守約定；一句「相信我」也不是紀錄。正確的選項有三個。',
        },
        {
          en: 'The answer: she paid back on time before, she has a clear plan, and friends say she keeps promises.',
          'zh-TW': '答案是：上次有準時還、說清楚還錢的計畫、朋友都說她守約定。這些都是信任的紀錄。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'Each time you keep a promise, people ______ you a little more.',
        'zh-TW': '每遵守一次承諾，別人就會更______你一點。',
      },
      acceptedAnswers: {
        en: ['trust', 'believe', 'believe in', 'count on', 'rely on'],
        'zh-TW': ['信任', '相信', '信賴'],
      },
      feedback: {
        en: 'Trust grows one kept promise at a time, the way savings grow coin by coin.',
        'zh-TW': '信任就像存錢一樣，每遵守一次承諾，就多存進一點。',
      },
      hintCycle: [
        {
          en: 'Think about how An feels about Jay after Friday.',
          'zh-TW': '想想看，星期五過後，小安對阿哲有什麼感覺？',
        },
        {
          en: 'The word starts with "t". It means believing someone will do what they say.',
          'zh-TW': '答案有兩個字，意思是相信一個人會說到做到，第一個字是「信」。',
        },
        {
          en: 'The answer is "trust". Each kept promise makes trust grow.',
          'zh-TW': '答案是「信任」。每遵守一次承諾，信任就會多一點。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: 'Using something now and paying for it later, because someone trusts you, is called ______.',
        'zh-TW': '別人相信你會付錢，讓你先使用、之後再付，這就叫做______。',
      },
      acceptedAnswers: {
        en: ['credit', 'using credit', 'buying on credit'],
        'zh-TW': ['信用', '賒帳', '信用消費'],
      },
      feedback: {
        en: 'That is credit. It works because the lender trusts you to pay later, as you promised.',
        'zh-TW': '這就是信用。它之所以行得通，是因為對方相信你會照約定付錢。',
      },
      hintCycle: [
        {
          en: "Think of Leo and the lemons at Grandma Lin's shop.",
          'zh-TW': '想想阿力在林奶奶店裡先拿檸檬的事。',
        },
        {
          en: 'It is one of our new words, and it starts with "c".',
          'zh-TW': '這是今天學的新詞，有兩個字，第二個字是「用」。',
        },
        {
          en: 'The answer is "credit": use now, pay later, because someone trusts you.',
          'zh-TW': '答案是「信用」：別人信任你，才會讓你先用、後付錢。',
        },
      ],
    },
  ],
  reflection: {
    id: 'a-promise-i-kept',
    question: {
      en: 'Think of a time you kept a promise. It can be about money or anything else. What did you do, and how did the other person feel?',
      'zh-TW': '想一想，你曾經遵守過什麼承諾？可以跟錢有關，也可以是別的事。你做了什麼？對方有什麼感覺？',
    },
    placeholder: {
      en: 'One time I promised to… I kept my promise by… The other person felt…',
      'zh-TW': '有一次，我答應……，後來我……，對方覺得……',
    },
  },
} satisfies ClassicBody;

export default body;
