import type { ClassicBody } from '../schema/module-body';

/**
 * M58 · Marketplace Island: "Starting a Small Business" / 「開始做小生意」.
 * Learning outcome (Grade 4, Earning Income): explain that people can earn income by starting a business,
 * and list what a small business needs: an idea people want, supplies, a place, a price, a grown-up's OK
 * (for a child) and time.
 * Benchmark, in words: the grade-4 Earning Income statements that people can earn income by starting their
 * own business, taking the risk of a business to earn its income.
 * Numbers (cast sheet): Leo's stand is open on Saturday afternoons with his dad nearby; a cup is 20 coins; a
 * usual Saturday sells about 10 cups → 10 × 20 = 200; lemons, sugar and cups cost about 60 (about 6 coins a
 * cup); 200 − 60 = 140 left. School fair booth (brief's running business): on Money Islands the school fair
 * is on a Sunday; the four children run one booth with Ms. Chen's OK and Leo's dad helping; lemonade 20
 * coins a cup, Jay's bookmarks 15 coins each. Jay first thinks of his big paintings at 200 coins each (his
 * own idea of a price); Leo asks what fair visitors like to buy, and Jay himself chooses bookmarks. This lesson makes the list only; supplies and profit are M59.
 * Quiz: q5 a classmate's 12 paper stars, 5 coins of paper each (the island's own price) → 12 × 5 = 60.
 * Facts: none — all prices are the cast sheet's, the brief's running-business numbers or plainly the
 * island's own.
 */
const body = {
  id: 'M58',
  format: 'classic',
  scenarios: [
    {
      id: 'how-leo-started',
      title: {
        en: 'How Leo Started His Stand',
        'zh-TW': '阿力的攤位是怎麼開始的',
      },
      description: {
        en: 'The friends want to run a booth at the school fair. Leo remembers what he needed for his first stand.',
        'zh-TW': '四個好朋友想在園遊會擺一個攤位。阿力想起自己第一次擺攤時，準備了哪些東西。',
      },
      context: {
        en:
          'On Monday, Ms. Chen says, "Our school fair is this Sunday." ' +
          'The friends want to run one booth together. "How do we start a business?" asks Jay. ' +
          '"I remember my first stand," says Leo. ' +
          'Last summer, he saw people walk past his home on hot Saturday afternoons. They looked thirsty. ' +
          '"That was my idea: something people want." ' +
          'First, he asked his dad. Dad said OK, and he would sit nearby. ' +
          'Leo picked a place: the shady spot outside his home. He bought lemons, sugar and cups for about 60 coins. ' +
          'He set a price: 20 coins a cup. He chose a time: Saturday afternoons, after homework. ' +
          'He sold about 10 cups. 10 × 20 = 200 coins. After supplies, about 200 − 60 = 140 coins were left. ' +
          '"That was my first income from a business," he says. ' +
          'Now the friends make a list. Jay wants to sell his big paintings for 200 coins each. ' +
          'Leo asks, "What do people at a fair like to buy?" Jay thinks. "Small things they can carry. Maybe bookmarks!" ' +
          'They write: lemonade at 20 coins a cup, bookmarks at 15 coins each. Supplies: lemons, sugar, cups and card. Place: the school field. Time: Sunday. ' +
          'On Wednesday, Ms. Chen says OK, and Leo\'s dad will help. ' +
          '"Squawk!" says Pip. "Idea, supplies, place, price, OK and time. Ready!"',
        'zh-TW':
          '星期一，陳老師說：「我們學校的園遊會，就在這個星期天。」' +
          '四個好朋友想一起擺一個攤位。阿哲問：「可是，做生意要從哪裡開始？」' +
          '阿力說：「我還記得我第一次擺攤。」' +
          '去年夏天，他看到星期六下午很熱的時候，很多人從他家門口走過，看起來都好渴。' +
          '「這就是我的點子：大家想要的東西。」' +
          '他先去問爸爸。爸爸說可以，他會坐在旁邊陪著。' +
          '阿力選了地點：家門口有樹蔭的地方。他花了大約 NT$60，買檸檬、糖和杯子。' +
          '他訂了價格：一杯 NT$20。他也選了時間：星期六下午，寫完功課以後。' +
          '那天他大約賣了 10 杯。10 × 20 = 200，一共 NT$200。扣掉材料錢，大約剩下 200 − 60 = 140，也就是 NT$140。' +
          '他說：「那是我做生意賺到的第一筆收入。」' +
          '現在，大家一起列清單。阿哲想賣自己畫的大幅畫作，一張 NT$200。' +
          '阿力問：「來逛園遊會的人，喜歡買什麼樣的東西？」阿哲想了想：「方便帶著走的小東西。那就做書籤吧！」' +
          '他們寫下：檸檬汁一杯 NT$20，書籤一張 NT$15。材料：檸檬、糖、杯子和卡紙。地點：學校操場。時間：星期天。' +
          '星期三，陳老師同意了，阿力的爸爸也會來幫忙。' +
          '皮皮叫著：「嘎！點子、材料、地點、價格、大人同意，還有時間。準備好了！」',
      },
      thinkingPrompts: [
        {
          en: 'When Jay wanted to sell his big paintings, why did Leo ask what people at a fair like to buy?',
          'zh-TW': '阿哲想賣大幅畫作的時候，阿力為什麼要問：「來逛園遊會的人，喜歡買什麼樣的東西？」',
        },
        {
          en: 'What if Leo had opened his stand without asking his dad? What could go wrong?',
          'zh-TW': '如果阿力沒問爸爸就自己擺攤，可能會發生什麼問題？',
        },
        {
          en: 'Which thing on the list do you think is the hardest to get right? Why?',
          'zh-TW': '清單上的哪一項，你覺得最不容易做好？為什麼？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'business',
      term: { en: 'business', 'zh-TW': '生意' },
      definition: {
        en: 'Making or doing something and selling it to people who want it.',
        'zh-TW': '做出東西或提供幫忙，再賣給想要的人。',
      },
      example: {
        en: "Leo's lemonade stand is a small business.",
        'zh-TW': '阿力的檸檬汁攤，就是一門小生意。',
      },
    },
    {
      id: 'income',
      term: { en: 'income', 'zh-TW': '收入' },
      definition: {
        en: 'Money you earn from work or from a business.',
        'zh-TW': '靠工作或做生意賺到的錢。',
      },
      example: {
        en: 'The coins Leo earns at his stand are income from his business.',
        'zh-TW': '阿力在攤位上賺到的錢，就是他做生意的收入。',
      },
    },
    {
      id: 'supplies',
      term: { en: 'supplies', 'zh-TW': '材料' },
      definition: {
        en: 'The things you need to make what you sell.',
        'zh-TW': '做出要賣的東西時，需要用到的物品。',
      },
      example: {
        en: "Lemons, sugar and cups are the supplies for Leo's stand.",
        'zh-TW': '檸檬、糖和杯子，是阿力攤位的材料。',
      },
    },
    {
      id: 'customer',
      term: { en: 'customer', 'zh-TW': '顧客' },
      definition: {
        en: 'A person who buys from a business.',
        'zh-TW': '跟店家或攤位買東西的人。',
      },
      example: {
        en: "The thirsty people walking past became Leo's first customers.",
        'zh-TW': '那些從門口走過、口渴的人，成了阿力的第一批顧客。',
      },
    },
    {
      id: 'grown-ups-ok',
      term: { en: "a grown-up's OK", 'zh-TW': '大人同意' },
      definition: {
        en: 'When a parent or teacher says yes to your plan.',
        'zh-TW': '爸爸媽媽或老師，答應讓你照計畫去做。',
      },
      example: {
        en: "Ms. Chen's OK and Leo's dad's help made the fair booth ready to go.",
        'zh-TW': '陳老師同意了，阿力的爸爸也會來幫忙，園遊會的攤位就可以開始準備了。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'my-business-idea',
      stem: {
        en: 'If I started a small business, my idea would be…',
        'zh-TW': '如果我要做一門小生意，我的點子是……',
      },
      examples: [
        {
          en: 'If I started a small business, my idea would be bookmarks, because my classmates use them.',
          'zh-TW': '如果我要做一門小生意，我的點子是書籤，因為同學們都會用到。',
        },
      ],
    },
    {
      id: 'before-i-start',
      stem: {
        en: 'Before I start a business, I need…',
        'zh-TW': '開始做生意之前，我需要……',
      },
      examples: [
        {
          en: "Before I start a business, I need a grown-up's OK, supplies, a place, a price and time.",
          'zh-TW': '開始做生意之前，我需要大人同意，還有材料、地點、價格和時間。',
        },
      ],
    },
    {
      id: 'a-business-earns',
      stem: {
        en: 'A business earns income when…',
        'zh-TW': '做生意要賺到收入，需要……',
      },
      examples: [
        {
          en: 'A business earns income when customers pay for what it sells.',
          'zh-TW': '做生意要賺到收入，需要顧客願意花錢買你賣的東西。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: 'Mei wants to sell handmade hair clips at a fair. She has an idea people like, supplies, a price, a place at the fair and time on Sunday. What is still missing from her list?',
        'zh-TW': '小美想在園遊會上賣自己做的髮夾。她已經有大家喜歡的點子、材料、價格、攤位的地點，星期天也有空。她的清單上還少了什麼？',
      },
      options: [
        {
          en: 'Money borrowed from a friend for more supplies',
          'zh-TW': '跟朋友借錢，買更多材料',
        },
        {
          en: 'A big shop with bright lights',
          'zh-TW': '一間燈光很亮的大店面',
        },
        {
          en: 'A higher price than others',
          'zh-TW': '比別人更高的價格',
        },
        {
          en: "A grown-up's OK, such as a parent's",
          'zh-TW': '大人的同意，像是爸媽',
        },
      ],
      correctAnswer: 3,
      feedback: {
        en: "A child's business starts with a grown-up's OK, like Leo's dad and Ms. Chen. A small business needs no big shop, no borrowed money and no higher price than the others.",
        'zh-TW': '小朋友做生意，要先有大人同意，就像阿力的爸爸和陳老師。小生意不需要大店面、不用借錢，也不用賣得比別人貴。',
      },
      hintCycle: [
        {
          en: 'Look at Pip\'s list: idea, supplies, place, price, OK and time. Which one does Mei not have?',
          'zh-TW': '看看皮皮的清單：點子、材料、地點、價格、大人同意、時間。小美還少哪一項？',
        },
        {
          en: 'Some think a business needs a big shop or borrowed money. Leo started with a shady spot and about 60 coins of his own.',
          'zh-TW': '有人以為做生意一定要有大店面，或是要先借錢。阿力只用了家門口的樹蔭，和自己大約 NT$60 的錢就開始了。',
        },
        {
          en: "The answer: a grown-up's OK. Leo asked his dad first, and the friends asked Ms. Chen.",
          'zh-TW': '答案是：大人的同意。阿力先問了爸爸，四個好朋友也問了陳老師。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'True or false: If you love your own idea, that proves customers will want to buy it.',
        'zh-TW': '是非題：只要自己很喜歡這個點子，就證明顧客會想買。',
      },
      correctAnswer: false,
      feedback: {
        en: 'False. Loving an idea is a good start, but customers decide if they want it. Jay loved his big paintings, then chose bookmarks that people at a fair would buy.',
        'zh-TW': '錯。喜歡自己的點子是好的開始，可是想不想買，是顧客決定的。阿哲很喜歡自己的大幅畫作，後來還是改成園遊會上大家會買的書籤。',
      },
      hintCycle: [
        {
          en: 'Think of what Leo asked when Jay wanted to sell his big paintings.',
          'zh-TW': '想想阿哲想賣大幅畫作的時候，阿力問了什麼。',
        },
        {
          en: 'Some think that what the seller likes, buyers will like too. But the buyers choose what to pay for.',
          'zh-TW': '有人以為賣家喜歡的，買家也會喜歡。可是要不要花錢，是買家自己選的。',
        },
        {
          en: 'The answer is false. A good idea is one that customers want, so ask them.',
          'zh-TW': '答案是「錯」。好點子要是顧客想要的，所以要問問他們。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: "An's big cousin wants to sell handmade bracelets at a weekend market. She has saved some money of her own. Which things does she need to start? Pick all that are right.",
        'zh-TW': '小安的表姊想在週末市集賣手工手環，她自己存了一些錢。她要開始做這門生意，需要哪些東西？（可以選好幾個）',
      },
      options: [
        {
          en: 'An idea people want, like pretty bracelets',
          'zh-TW': '大家會想要的點子，像是漂亮的手環',
        },
        {
          en: 'A famous brand name',
          'zh-TW': '一個很有名的品牌',
        },
        {
          en: 'Supplies, such as beads and string',
          'zh-TW': '材料，像是珠子和繩子',
        },
        {
          en: 'A place to sell, like a table at the market',
          'zh-TW': '賣東西的地方，像是市集裡的一張桌子',
        },
        {
          en: 'Money borrowed from her friends',
          'zh-TW': '跟朋友借來的錢',
        },
        {
          en: 'Time to make and sell them',
          'zh-TW': '做手環和擺攤的時間',
        },
      ],
      correctAnswer: [0, 2, 3, 5],
      feedback: {
        en: 'She needs an idea people want, supplies, a place and time. A famous name is not needed to start, and a small business can begin with her own money.',
        'zh-TW': '她需要大家想要的點子、材料、地點和時間。剛開始不需要有名的品牌；小生意也可以用自己的錢開始。',
      },
      hintCycle: [
        {
          en: 'Use the list from the lesson: idea, supplies, place, price, OK and time.',
          'zh-TW': '用這一課的清單來想：點子、材料、地點、價格、大人同意、時間。',
        },
        {
          en: 'Leo had no famous name and borrowed nothing. Those are not on the list.',
          'zh-TW': '阿力沒有什麼有名的品牌，也沒有借錢。這兩樣不在清單上。',
        },
        {
          en: 'The answers: an idea people want, supplies such as beads and string, a place to sell, and time to make and sell them.',
          'zh-TW': '答案是：大家想要的點子、珠子和繩子這些材料、賣東西的地方，還有做手環和擺攤的時間。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'When people start their own small ______, they can earn income from what they sell.',
        'zh-TW': '自己開始做一門小______，把大家想要的東西賣出去，就能賺到收入。',
      },
      acceptedAnswers: {
        en: ['business', 'businesses', 'company'],
        'zh-TW': ['生意', '買賣', '事業'],
      },
      feedback: {
        en: 'A business. Starting one is a way to earn income, like Leo with his stand.',
        'zh-TW': '是生意。自己做生意，是賺取收入的一種方法，就像阿力的檸檬汁攤。',
      },
      hintCycle: [
        {
          en: "What kind of thing is Leo's lemonade stand?",
          'zh-TW': '阿力的檸檬汁攤，是在做什麼？',
        },
        {
          en: 'It is not the income itself. It is the thing that earns the income.',
          'zh-TW': '不是收入本身，而是用來賺收入的那件事。',
        },
        {
          en: 'The answer is "business": starting a small business is one way to earn income.',
          'zh-TW': '答案是「生意」：做小生意是賺收入的一種方法。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: 'A classmate wants to sell 12 paper stars. On Money Islands, the paper for each star costs 5 coins. For all 12 stars, her supplies cost ______.',
        'zh-TW': '有個同學想賣 12 顆紙星星。在理財冒險島上，每顆星星的紙要 NT$5。做 12 顆星星，材料一共要______。',
      },
      acceptedAnswers: {
        en: ['60', 'sixty', '60 coins', 'sixty coins'],
        'zh-TW': ['60', '六十', 'NT$60', '60元', '60 元', '六十元'],
      },
      feedback: {
        en: '12 × 5 = 60 coins. Knowing what supplies cost is part of the plan before she starts.',
        'zh-TW': '12 × 5 = 60，要 NT$60。開始之前先算好材料要花多少錢，也是計畫的一部分。',
      },
      hintCycle: [
        {
          en: 'Each star needs 5 coins of paper. How many stars does she want to make?',
          'zh-TW': '每顆星星的紙要 NT$5，她想做幾顆？',
        },
        {
          en: 'Multiply, do not add. 12 + 5 counts stars and coins together, which does not make sense.',
          'zh-TW': '要用乘的，不是加的。12 + 5 是把星星數和錢數混在一起，這樣不對。',
        },
        {
          en: 'The answer is 60. 12 × 5 = 60 coins of paper for 12 stars.',
          'zh-TW': '答案是 60。12 × 5 = 60，12 顆星星要 NT$60 的紙。',
        },
      ],
    },
  ],
  reflection: {
    id: 'my-business-plan',
    question: {
      en: 'Think of a small business you could run one day with a grown-up\'s OK. What would you sell, and what would you need?',
      'zh-TW': '想一想，有一天在大人同意下，你可以做什麼小生意？你會賣什麼？需要準備哪些東西？',
    },
    placeholder: {
      en: 'I would sell… I would need… and I would ask… for an OK.',
      'zh-TW': '我會賣……。我需要……，也會先問……同不同意。',
    },
  },
} satisfies ClassicBody;

export default body;
