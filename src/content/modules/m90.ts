import type { AdventureBody } from '../schema/module-body';

/**
 * M90 · Global Sky Islands: "Money Goes Round and Round" / 「錢的循環之旅」.
 * Learning outcome — Grade 4, Earning Income: explain that one person's spending is another person's
 * income, by following 100 coins from a family to a shop to a worker and back to the family (the circular
 * flow of money).
 * Benchmark, in words: the grade-4 Earning Income statements that people earn income by working or by
 * selling goods and services, and that the money people spend pays other people's income.
 * Cast: An's mom fixes bikes in her own shop, and customers pay her for each bike she fixes (as in Future
 * Harbor M38); Jay's dad cooks at a noodle shop and the shop pays him (M38). Ms. Fang, a one-off grown-up,
 * flies a delivery balloon. An's dad does the shopping; nobody remarks on who does which job.
 * Numbers: Grandma Lin's prices: notebook 45 + juice box 25 + sticker sheet 30 = 100; the delivery trip
 * 100 (the island's own pay); a bike-chain repair exactly 100 (the low end of the guide's 100–300 band), so the circle closes
 * exactly: 100 leaves the family in the morning and 100 comes back at night; the same
 * 100 coins are income for 3 people: 100 × 3 = 300. Examples: Leo's stand, about 10 cups at 20 coins
 * (cast sheet): 20 × 10 = 200. Frames: 50 × 3 = 150 (distractors 53 = 50 + 3, 50).
 * Quiz: q2 the same 50 coins pay 4 people → 50 × 4 = 200 (distractors 50 = counted once, 54 = 50 + 4,
 * 250 = 50 × 5 counting the first spender too); q4 Leo sells 2 cups at 20 coins: 20 × 2 = 40.
 * Facts: none — Grandma Lin's prices, a repair price inside the guide's band, and the island's own delivery pay.
 */
const body = {
  id: 'M90',
  format: 'adventure',
  storyIntro: [
    {
      en: 'It is a sunny Sunday morning on the sky islands. An and her dad walk over a sky bridge to Grandma Lin\'s shop. Pip flies along. "Squawk! Today, let\'s follow your family\'s coins and see where they go!"',
      'zh-TW':
        '天空群島上，一個晴朗的星期天早上。小安和爸爸走過天空橋，要去林奶奶的小店。皮皮也跟著飛過來：「嘎！今天我們來跟著你們家的錢，看看它會跑到哪裡去！」',
    },
    {
      en: 'Dad buys a notebook for 45 coins, a juice box for 25 coins and a sticker sheet for 30 coins. 45 + 25 + 30 = 100. He pays Grandma Lin 100 coins. "For Dad, that is spending," says An. "For Grandma Lin\'s shop, it is income."',
      'zh-TW':
        '爸爸買了一本筆記本 NT$45、一瓶果汁 NT$25，還有一張貼紙 NT$30。45 + 25 + 30 = 100，他付給林奶奶 NT$100。小安說：「對爸爸來說，這是支出；對林奶奶的店來說，這是收入。」',
    },
    {
      en: 'That afternoon, Ms. Fang lands her delivery balloon next to the shop. She brings boxes of pencils and notebooks. Grandma Lin pays her 100 coins for the trip. Now the 100 coins are Ms. Fang\'s pay. Pip flies after her balloon.',
      'zh-TW':
        '那天下午，方阿姨駕著送貨的熱氣球，降落在小店旁邊，送來好幾箱鉛筆和筆記本。林奶奶付給她 NT$100 的運費。現在，這 NT$100 變成方阿姨的工資了。皮皮跟著她的熱氣球飛走了。',
    },
    {
      en: 'Later, Ms. Fang rides her bike home, and the chain breaks. She wheels it to a bike shop. An\'s mom runs this shop. The fix costs 100 coins, and Ms. Fang pays. Her spending is now An\'s mom\'s income.',
      'zh-TW':
        '傍晚，方阿姨騎腳踏車回家，半路上鏈條斷了，她把車牽到一家腳踏車行。這家車行是小安的媽媽開的。修好要 NT$100，方阿姨付了錢。她的支出，現在變成小安媽媽的收入。',
    },
    {
      en: 'At dinner, Pip lands on the table. Mom tells the story of her last customer. An\'s eyes go wide. "Those 100 coins left our family this morning. Now they are back!" She counts on her fingers. "They were income for 3 people: Grandma Lin, Ms. Fang and Mom. 100 × 3 = 300 coins of income!"',
      'zh-TW':
        '吃晚餐的時候，皮皮降落在餐桌上。媽媽說起今天最後一位客人的事，小安眼睛睜得好大：「那 NT$100 早上才從我們家出去，現在又回來了！」她扳著手指數：「這筆錢變成 3 個人的收入：林奶奶、方阿姨，還有媽媽。100 × 3 = 300，一共 NT$300 的收入！」',
    },
    {
      en: 'Mom smiles. "Tomorrow I will buy bike parts with them. Then they go round again." Pip bobs his head. "Squawk! One person\'s spending is another person\'s income. Round and round it goes!"',
      'zh-TW':
        '媽媽笑著說：「明天我會用這些錢買腳踏車零件，它們又要出門繞一圈了。」皮皮點點頭：「嘎！一個人的支出，就是另一個人的收入。錢就這樣轉呀轉，一圈又一圈！」',
    },
  ],
  definitions: [
    {
      term: { en: 'spending', 'zh-TW': '支出' },
      definition: {
        en: 'Money you pay out for things or for work someone does for you.',
        'zh-TW': '付出去買東西，或是請別人幫忙做事的錢。',
      },
      example: {
        en: "The 100 coins Dad pays at Grandma Lin's shop are his spending.",
        'zh-TW': '爸爸在林奶奶的店裡付的 NT$100，是他的支出。',
      },
    },
    {
      term: { en: 'income', 'zh-TW': '收入' },
      definition: {
        en: 'Money that comes in to you, often for your work or for what you sell.',
        'zh-TW': '收進來的錢，通常是工作或賣東西得到的。',
      },
      example: {
        en: "Dad's 100 coins are income for Grandma Lin's shop.",
        'zh-TW': '爸爸付的 NT$100，是林奶奶小店的收入。',
      },
    },
    {
      term: { en: 'business', 'zh-TW': '商家' },
      definition: {
        en: 'A shop or company that sells things or services.',
        'zh-TW': '賣東西或提供服務的店或公司。',
      },
      example: {
        en: "Grandma Lin's shop and An's mom's bike shop are both businesses.",
        'zh-TW': '林奶奶的小店和小安媽媽的腳踏車行，都是商家。',
      },
    },
    {
      term: { en: 'pay', 'zh-TW': '工資' },
      definition: {
        en: 'Money a person earns for doing a job.',
        'zh-TW': '一個人做完工作所賺到的錢。',
      },
      example: {
        en: 'The 100 coins for the delivery trip are Ms. Fang\'s pay.',
        'zh-TW': '送貨的那 NT$100，是方阿姨的工資。',
      },
    },
    {
      term: { en: 'money circle', 'zh-TW': '錢的循環' },
      definition: {
        en: 'The way money moves from person to person and comes back around.',
        'zh-TW': '錢從一個人手上到另一個人手上，轉一圈又回來的過程。',
      },
      example: {
        en: "Family → shop → worker → family: An's family's 100 coins made a money circle.",
        'zh-TW': '家庭 → 商店 → 工作的人 → 家庭：小安家的 NT$100 走完了一趟錢的循環。',
      },
    },
  ],
  examples: [
    {
      en: 'On a usual Saturday, Leo sells about 10 cups of lemonade for 20 coins each. 20 × 10 = 200. The buyers\' spending is about 200 coins of income for his stand.',
      'zh-TW': '平常的星期六，阿力大約賣出 10 杯檸檬水，一杯 NT$20。20 × 10 = 200，客人的支出，就成了他攤子大約 NT$200 的收入。',
    },
    {
      en: "Jay's dad cooks at a noodle shop. People pay the shop for noodles, and the shop pays him. Then his family spends that pay at other shops.",
      'zh-TW': '阿哲的爸爸在麵店當廚師。客人付錢給麵店，麵店再發薪水給他，他們家又拿這些錢去別的店買東西。',
    },
    {
      en: 'At the sky market, a farmer sells fruit to a cook. Later, the cook sells lunch to the farmer. Each one\'s spending is the other one\'s income.',
      'zh-TW': '在天空市集，農夫把水果賣給廚師；後來，廚師又把午餐賣給農夫。一個人的支出，就是另一個人的收入。',
    },
  ],
  sentenceBuilder: {
    frames: [
      {
        id: 'spend-becomes-income',
        text: {
          en: 'When Dad ______ 100 coins at the shop, those coins become the shop\'s ______.',
          'zh-TW': '爸爸在店裡______ NT$100，這 NT$100 就變成商店的______。',
        },
        wordPool: {
          en: ['saves', 'spends', 'spending', 'income'],
          'zh-TW': ['存了', '花了', '支出', '收入'],
        },
        accepts: {
          en: [['spends'], ['income']],
          'zh-TW': [['花了'], ['收入']],
        },
        hints: [
          {
            en: 'Coins go out of Dad\'s hand and into the shop. What is that for each of them?',
            'zh-TW': '錢從爸爸手上，跑到商店裡。對他們兩邊來說，各是什麼？',
          },
          {
            en: 'Saving keeps the coins at home, so the shop gets nothing. Coins coming in are not the shop\'s spending.',
            'zh-TW': '把錢存起來，錢就留在家裡，商店什麼也拿不到。收進來的錢，也不是商店的支出。',
          },
          {
            en: 'The answer is "spends" and "income": Dad spends 100 coins, and they become the shop\'s income.',
            'zh-TW': '答案是「花了」和「收入」：爸爸花了 NT$100，這筆錢就變成商店的收入。',
          },
        ],
      },
      {
        id: 'two-sides',
        text: {
          en: 'Grandma Lin pays Ms. Fang 100 coins. For Grandma Lin, it is ______. For Ms. Fang, it is ______.',
          'zh-TW': '林奶奶付給方阿姨 NT$100。對林奶奶來說，這是______；對方阿姨來說，這是______。',
        },
        wordPool: {
          en: ['income', 'savings', 'spending'],
          'zh-TW': ['收入', '存款', '支出'],
        },
        accepts: {
          en: [['spending'], ['income']],
          'zh-TW': [['支出'], ['收入']],
        },
        hints: [
          {
            en: 'Who pays, and who gets paid?',
            'zh-TW': '是誰付錢？又是誰收到錢？',
          },
          {
            en: 'The same coins look different from each side. They are not savings: they are moving, not kept.',
            'zh-TW': '同一筆錢，從兩邊看不一樣。它也不是存款，因為錢在流動，沒有被存起來。',
          },
          {
            en: 'The answer is "spending" and "income": Grandma Lin spends, and Ms. Fang earns.',
            'zh-TW': '答案是「支出」和「收入」：林奶奶付出去，方阿姨收進來。',
          },
        ],
      },
      {
        id: 'count-the-income',
        text: {
          en: 'The same 50 coins pay 3 people, one after another. In all, they make ______ coins of income.',
          'zh-TW': '同樣的 NT$50，一個接一個付給了 3 個人，一共變成 NT$______ 的收入。',
        },
        wordPool: {
          en: ['50', '53', '150'],
          'zh-TW': ['50', '53', '150'],
        },
        accepts: {
          en: [['150']],
          'zh-TW': [['150']],
        },
        hints: [
          {
            en: 'Think of how An counted: each person who got the coins had income.',
            'zh-TW': '想想小安是怎麼算的：每個拿到這筆錢的人，都有一筆收入。',
          },
          {
            en: 'It is not only 50: the coins were counted again each time someone got them. And do not add the 3 people to the 50.',
            'zh-TW': '不是只有 NT$50，每次有人收到，就要再算一次。也不要把 3 個人直接加到 50 上。',
          },
          {
            en: 'The answer is "150", because 50 × 3 = 150.',
            'zh-TW': '答案是「150」，因為 50 × 3 = 150。',
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
        en: 'Ms. Chou pays 100 coins for a haircut at Mr. Wu\'s barber shop. What are those 100 coins for Mr. Wu?',
        'zh-TW': '周阿姨在吳叔叔的理髮店剪頭髮，付了 NT$100。這 NT$100 對吳叔叔來說是什麼？',
      },
      options: [
        {
          en: 'Spending, since coins changed hands',
          'zh-TW': '支出，因為錢轉手了',
        },
        {
          en: 'A loan that he must pay back to her later',
          'zh-TW': '借來的錢，以後要還給周阿姨',
        },
        {
          en: 'Income he earned by cutting her hair',
          'zh-TW': '他靠剪頭髮賺到的收入',
        },
      ],
      answer: [2],
      hintCycle: [
        {
          en: 'Are the coins coming in to Mr. Wu, or going out?',
          'zh-TW': '這些錢是流進吳叔叔這裡，還是從他那裡流出去？',
        },
        {
          en: 'Spending is money going out, but these coins come in to him. And she paid for a haircut; she did not lend him money.',
          'zh-TW': '支出是付出去的錢，可是這筆錢是收進來的。而且周阿姨是付錢剪頭髮，不是借錢給他。',
        },
        {
          en: 'The answer is income he earned by cutting her hair. Her spending is his income.',
          'zh-TW': '答案是「他靠剪頭髮賺到的收入」。周阿姨的支出，就是吳叔叔的收入。',
        },
      ],
      why: {
        en: 'When someone pays for a service, the money is the worker\'s income. One person\'s spending is another\'s income.',
        'zh-TW': '有人付錢買服務，這筆錢就是做事的人的收入。一個人的支出，就是另一個人的收入。',
      },
    },
    {
      id: 'q2',
      type: 'single',
      question: {
        en: 'In one week, the same 50 coins pay 4 different people, one after another. How much income do they make in all?',
        'zh-TW': '一個星期裡，同樣的 NT$50 一個接一個，付給了 4 個不同的人。一共變成多少收入？',
      },
      options: [
        { en: '50 coins', 'zh-TW': 'NT$50' },
        { en: '54 coins', 'zh-TW': 'NT$54' },
        { en: '200 coins', 'zh-TW': 'NT$200' },
        { en: '250 coins', 'zh-TW': 'NT$250' },
      ],
      fixedOrder: true,
      answer: [2],
      hintCycle: [
        {
          en: 'Each of the 4 people gets 50 coins of income.',
          'zh-TW': '這 4 個人，每個人都收到 NT$50 的收入。',
        },
        {
          en: 'It is not just 50: the coins count again each time someone is paid. 54 adds the people to the coins, and 250 counts 5 people, not 4.',
          'zh-TW': '不是只有 NT$50，每付給一個人，就要再算一次。54 是把人數加到錢上，250 是算成 5 個人，不是 4 個。',
        },
        {
          en: 'The answer is 200 coins, because 50 × 4 = 200.',
          'zh-TW': '答案是 NT$200，因為 50 × 4 = 200。',
        },
      ],
      why: {
        en: 'Money is used again and again. Each time it is spent, it becomes someone\'s income.',
        'zh-TW': '錢會被一用再用。每花一次，就變成某個人的收入。',
      },
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'In which of these does one person\'s spending become another person\'s income? Pick all that fit.',
        'zh-TW': '下面哪些情況，是一個人的支出變成另一個人的收入？選出所有正確的答案。',
      },
      options: [
        {
          en: 'An puts 20 coins into her piggy bank.',
          'zh-TW': '小安把 NT$20 放進存錢筒。',
        },
        {
          en: 'Mei pays Grandma Lin 35 coins for a bun.',
          'zh-TW': '小美付 NT$35 給林奶奶，買了一個麵包。',
        },
        {
          en: 'Jay finds 10 coins he lost under his bed.',
          'zh-TW': '阿哲在床底下找到自己弄丟的 NT$10。',
        },
        {
          en: 'A balloon company pays its pilot for a week of flying.',
          'zh-TW': '熱氣球公司付給駕駛員一個星期的工資。',
        },
      ],
      answer: [1, 3],
      hintCycle: [
        {
          en: 'Look for two people: one who pays, and one who gets paid.',
          'zh-TW': '找找看有沒有兩個人：一個付錢，一個收錢。',
        },
        {
          en: 'Saving in a piggy bank is not spending: no one else gets the coins. Finding lost coins is not income from anyone either.',
          'zh-TW': '把錢存進存錢筒不是支出，沒有別人收到錢。找到掉了的錢，也不是別人付給你的收入。',
        },
        {
          en: 'The answer is Mei buying a bun and the company paying its pilot. In both, money goes from one to another.',
          'zh-TW': '答案是「小美買麵包」和「熱氣球公司付工資給駕駛員」。這兩個情況，錢都從一方到了另一方。',
        },
      ],
      why: {
        en: 'Spending becomes income when money moves from one person or business to another, for a good or for work.',
        'zh-TW': '錢為了買東西或付工作的報酬，從一個人或商家到另一個人手上，支出就變成了收入。',
      },
    },
    {
      id: 'q4',
      type: 'bool',
      question: {
        en: 'On Saturday afternoon, a mom buys 2 cups of lemonade at Leo\'s stand, for 20 coins a cup. 20 × 2 = 40. True or false: Her 40 coins of spending are 40 coins of income for Leo\'s stand.',
        'zh-TW': '星期六下午，一位媽媽在阿力的檸檬水攤買了 2 杯，一杯 NT$20。20 × 2 = 40。對或不對：她付出的 NT$40，就是阿力攤子 NT$40 的收入。',
      },
      answer: true,
      hintCycle: [
        {
          en: 'Who pays, and who gets the coins?',
          'zh-TW': '是誰付錢？錢又到了誰手上？',
        },
        {
          en: 'The coins do not vanish when she spends them. They land in Leo\'s cash box.',
          'zh-TW': '錢花出去，並不會不見，而是跑進了阿力的錢盒裡。',
        },
        {
          en: 'True. Her spending of 40 coins is the stand\'s income of 40 coins.',
          'zh-TW': '對。她花的 NT$40，就是攤子收進的 NT$40。',
        },
      ],
      why: {
        en: 'Every coin spent lands with someone. The buyer\'s spending is the seller\'s income, the same amount.',
        'zh-TW': '花出去的每一塊錢，都會到某個人手上。買的人的支出，就是賣的人的收入，金額一樣。',
      },
    },
    {
      id: 'q5',
      type: 'bool',
      question: {
        en: 'This month, the families on Pine Island buy much less than before. True or false: The island\'s shops and their workers will take in more money.',
        'zh-TW': '這個月，松樹島上的家庭買的東西比以前少很多。對或不對：島上的商店和在那裡工作的人，會收到更多錢。',
      },
      answer: false,
      hintCycle: [
        {
          en: 'Where does a shop\'s income come from?',
          'zh-TW': '商店的收入是從哪裡來的？',
        },
        {
          en: 'Families keeping their coins does not help shops earn. Less spending means less income for the shops, and less to pay workers.',
          'zh-TW': '家庭把錢留著不花，商店並不會因此賺更多。大家花得少，商店的收入就少，能付給員工的錢也少。',
        },
        {
          en: 'False. When families spend less, shops and their workers take in less, because spending is their income.',
          'zh-TW': '不對。家庭花得少，商店和員工收到的錢就少，因為大家的支出，就是他們的收入。',
        },
      ],
      why: {
        en: 'In a money circle, what one person spends is what the next person earns. Less spending means less income down the line.',
        'zh-TW': '在錢的循環裡，一個人花的錢，就是下一個人賺的錢。花得少，後面的人收入也跟著變少。',
      },
    },
  ],
  autoMission: {
    title: { en: 'Follow the Coins', 'zh-TW': '跟著錢去旅行' },
    options: [
      {
        id: 'draw-a-circle',
        label: { en: 'Draw a money circle', 'zh-TW': '畫一個錢的循環' },
        instructions: {
          en: 'Draw 4 boxes in a circle: your family, a shop, a worker, your family again. Draw arrows for the coins. Tick when it is done.',
          'zh-TW': '畫 4 個框框排成一圈：你的家、一家店、一位工作的人，再回到你的家。畫上箭頭表示錢怎麼走。畫好就打勾。',
        },
        controlType: 'checkbox',
      },
      {
        id: 'my-spending-is-income',
        label: { en: 'Whose income?', 'zh-TW': '變成誰的收入？' },
        instructions: {
          en: 'Pick words to finish: "When I spend [number] coins at [place], it becomes income for [person]."',
          'zh-TW': '選詞完成句子：「我在［地方］花了 NT$[數字]，它就變成［人］的收入。」',
        },
        controlType: 'template-select',
      },
      {
        id: 'spending-or-income',
        label: { en: 'Spending or income?', 'zh-TW': '支出還是收入？' },
        instructions: {
          en: "For Leo, drag each one to \"spending\" or \"income\". Try buying lemons, selling a cup of lemonade, buying paper cups, and a mom paying for 2 cups.",
          'zh-TW': '對阿力來說，把每一項拖到「支出」或「收入」：買檸檬、賣出一杯檸檬水、買紙杯、一位媽媽付了 2 杯的錢。',
        },
        controlType: 'drag-validate',
      },
    ],
    completionRule: 'any_one',
  },
} satisfies AdventureBody;

export default body;
