import type { AdventureBody } from '../schema/module-body';

/**
 * M02 · Seed Island, lesson 2: "Earning Income" / 「賺取收入」.
 * Learning outcome (Grade 4, Earning Income): explain that income is all the money that comes in, that
 * earned income is money people get for work, and tell it apart from gifts and an allowance.
 * One meaning of "income" on every island: all money coming in (allowance, red envelopes, pay);
 * earned income is the part that comes from work, here only from an extra job agreed with a grown-up.
 * Numbers: box of 12 color pencils 120 (Grandma Lin, cast sheet); Jay has 90 from a red envelope →
 * 120 − 90 = 30 short; Leo pays 15 a sign, 2 × 15 = 30; 90 + 30 = 120. Leo's cup 20 (cast sheet),
 * about 10 cups on a Saturday: 10 × 20 = 200 (cast sheet). An's allowance 100 every Monday (cast sheet).
 * Mei earns 10 tidying Grandma Lin's shelves. Quiz: q2 birthday money 50; q3 4 × 20 = 80;
 * q4 3 × 15 = 45; q5 watering plants 10.
 * Facts: none — all prices are Grandma Lin's or Leo's from the guide's cast sheet.
 */
const body = {
  id: 'M02',
  format: 'adventure',
  storyIntro: [
    {
      en: 'Jay wants a box of 12 color pencils from Grandma Lin\'s shop. The price is 120 coins. Jay has 90 coins. His aunt gave him that money in a red envelope at New Year. It was a gift, so Jay did not work for it.',
      'zh-TW':
        '阿哲好想要林奶奶店裡那盒 12 色的彩色鉛筆，價格是 NT$120。阿哲現在有 NT$90，那是過年時阿姨包給他的紅包。紅包是禮物，阿哲不用做什麼工作就收到了。',
    },
    {
      en: 'One day, Leo runs over. "Jay, my lemonade stand needs two big signs by Saturday afternoon. You draw so well! I will pay you 15 coins for each sign." Jay says, "I will tell my mom first." Mom says yes. It is an extra job, and she knows all about it.',
      'zh-TW':
        '有一天，阿力跑來找他：「阿哲，我的檸檬汁攤位星期六下午以前需要兩張大海報。你畫畫超厲害的！每畫一張，我就付你 NT$15。」阿哲說：「我先跟媽媽說一聲。」媽媽點頭答應：這是額外的工作，她也清楚是怎麼回事。',
    },
    {
      en: 'Mei tilts her head. "Why would Leo pay you?" Pip flaps down from a tree. "Squawk! Drawing signs is work. Money you get for work is earned income. And all the money that comes to you is your income, gifts too!"',
      'zh-TW':
        '小美歪著頭問：「為什麼阿力要付錢給你呢？」鸚鵡皮皮從樹上飛下來：「嘎！畫海報是一份工作呀！靠工作拿到的錢，叫做工作收入。所有進到你手上的錢，都是你的收入，紅包也算喔！」',
    },
    {
      en: 'Jay does the math. Two signs at 15 coins each make 30 coins, because 2 × 15 = 30. Then 90 + 30 = 120. That is just enough for the color pencils!',
      'zh-TW': '阿哲算了算：兩張海報，每張 NT$15，2 × 15 = 30，一共 NT$30。再加上原本的 NT$90，90 + 30 = 120，剛好夠買彩色鉛筆！',
    },
    {
      en: 'On Saturday morning, his friends play ball at the park. Jay looks out of the window. Then he looks at his blank paper. He takes a deep breath and starts to draw.',
      'zh-TW': '星期六早上，朋友們都去公園打球了。阿哲看看窗外，又看看桌上的白紙，深呼吸一口氣，開始畫海報。',
    },
    {
      en: 'That afternoon, Leo hangs up the bright signs, and more people stop for lemonade. Leo pays Jay 30 coins. Now Jay has 90 + 30 = 120 coins for his color pencils. He missed one game, but he feels proud. Next Saturday, he will play ball.',
      'zh-TW':
        '那天下午，阿力把鮮豔的海報掛起來，停下來買檸檬汁的人變多了。阿力付給阿哲 NT$30，現在阿哲有 90 + 30 = 120，也就是 NT$120，可以買彩色鉛筆了。他錯過了一場球賽，心裡卻很驕傲。下個星期六，他再去打球！',
    },
  ],
  definitions: [
    {
      term: { en: 'income', 'zh-TW': '收入' },
      definition: {
        en: 'All the money that comes in to you. Allowance, gifts and pay for work are all income.',
        'zh-TW': '所有進到你手上的錢。零用錢、紅包、工作賺來的錢，都是收入。',
      },
      example: {
        en: 'This month, Jay\'s income is his allowance, his red envelope and the 30 coins from Leo.',
        'zh-TW': '這個月，阿哲的收入有零用錢、紅包，還有阿力付的 NT$30。',
      },
    },
    {
      term: { en: 'earned income', 'zh-TW': '工作收入' },
      definition: {
        en: 'The part of your income that you get for doing work.',
        'zh-TW': '收入裡面，靠工作賺來的那一部分。',
      },
      example: {
        en: 'The 30 coins Jay gets for his signs are earned income.',
        'zh-TW': '阿哲畫海報拿到的 NT$30，是他的工作收入。',
      },
    },
    {
      term: { en: 'earn', 'zh-TW': '賺錢' },
      definition: {
        en: 'To get money by doing work.',
        'zh-TW': '做了工作、付出努力，換來金錢。',
      },
      example: {
        en: 'Leo earns coins when he sells lemonade.',
        'zh-TW': '阿力靠賣檸檬汁賺錢。',
      },
    },
    {
      term: { en: 'allowance', 'zh-TW': '零用錢' },
      definition: {
        en: 'Money your family gives you often, like once a week, so you can learn to use money well.',
        'zh-TW': '家人定期給你的錢，例如每個星期給一次，讓你練習好好用錢。',
      },
      example: {
        en: 'An gets 100 coins of allowance every Monday. It is income, but she does not earn it.',
        'zh-TW': '小安每週一有 NT$100 的零用錢。這是她的收入，但不是工作賺來的。',
      },
    },
    {
      term: { en: 'gift', 'zh-TW': '禮物' },
      definition: {
        en: 'Something given to you for free. You do not work to get it.',
        'zh-TW': '別人免費送給你的東西，不需要工作就能得到。',
      },
      example: {
        en: 'A red envelope at New Year is a gift of money. It is income, but not earned income.',
        'zh-TW': '過年收到的紅包是禮物。它是收入，但不是工作收入。',
      },
    },
  ],
  examples: [
    {
      en: 'Leo earns income at his stand. About 10 cups at 20 coins each is 200 coins, because 10 × 20 = 200.',
      'zh-TW': '阿力靠檸檬汁攤賺錢。一杯 NT$20，賣出大約 10 杯，就是 NT$200，因為 10 × 20 = 200。',
    },
    {
      en: 'Jay earns 30 coins for 2 signs, because 2 × 15 = 30.',
      'zh-TW': '阿哲畫兩張海報，賺到 NT$30，因為 2 × 15 = 30。',
    },
    {
      en: 'An\'s red envelope is income, but she did not earn it. It was a gift.',
      'zh-TW': '小安的紅包是收入，但不是她賺來的，是別人送的禮物。',
    },
    {
      en: 'Mei earns 10 coins for helping Grandma Lin tidy her shelves. Her mom said OK first.',
      'zh-TW': '小美幫林奶奶整理貨架，賺到了 NT$10。她事先問過媽媽，媽媽也同意了。',
    },
  ],
  sentenceBuilder: {
    frames: [
      {
        id: 'work-earn',
        text: {
          en: 'When you do ______ for someone, you ______ money.',
          'zh-TW': '幫別人______，就可以______錢。',
        },
        wordPool: {
          en: ['gift', 'earn', 'borrow', 'work'],
          'zh-TW': ['賺', '禮物', '工作', '借'],
        },
        accepts: {
          en: [['work'], ['earn']],
          'zh-TW': [['工作'], ['賺']],
        },
        hints: [
          {
            en: 'Think about what Jay does for Leo\'s lemonade stand.',
            'zh-TW': '想想阿哲幫阿力的檸檬汁攤位做了什麼。',
          },
          {
            en: 'The first blank is a job or task. The second blank means "get money by working".',
            'zh-TW': '第一格是一件任務，第二格是「靠工作得到錢」。',
          },
          {
            en: 'The answer is "work" and "earn": when you do work, you earn money.',
            'zh-TW': '答案是「工作」和「賺」：幫別人工作，就能賺錢。',
          },
        ],
      },
      {
        id: 'gift-or-earned',
        text: {
          en: 'The red envelope was a ______, but Jay ______ the coins for the signs.',
          'zh-TW': '紅包是別人送的______，畫海報的錢是阿哲自己______來的。',
        },
        wordPool: {
          en: ['spent', 'gift', 'price', 'earned'],
          'zh-TW': ['花', '價格', '禮物', '賺'],
        },
        accepts: {
          en: [['gift'], ['earned']],
          'zh-TW': [['禮物'], ['賺']],
        },
        hints: [
          {
            en: 'Did Jay do any work to get the red envelope?',
            'zh-TW': '阿哲收到紅包之前，有做什麼工作嗎？',
          },
          {
            en: 'One blank is something you get for free. The other means you worked for money.',
            'zh-TW': '一格是免費得到的東西，另一格是靠工作得到錢。',
          },
          {
            en: 'The answer is "gift" and "earned": the red envelope was free, but Jay worked for the sign money.',
            'zh-TW': '答案是「禮物」和「賺」：紅包是送的，海報的錢是阿哲工作換來的。',
          },
        ],
      },
      {
        id: 'allowance-week',
        text: {
          en: 'An\'s ______ of 100 coins every Monday is ______, but she does not earn it.',
          'zh-TW': '小安每週一的 NT$100 ______，也是她的______，只是不是工作賺來的。',
        },
        wordPool: {
          en: ['price', 'income', 'spending', 'allowance'],
          'zh-TW': ['價格', '零用錢', '支出', '收入'],
        },
        accepts: {
          en: [['allowance'], ['income']],
          'zh-TW': [['零用錢'], ['收入']],
        },
        hints: [
          {
            en: 'This money comes from An\'s family every Monday, not from a job.',
            'zh-TW': '這筆錢是家人每週一給的，不是工作賺的。',
          },
          {
            en: 'Some think money counts as income only if you work for it. But all money that comes in is income.',
            'zh-TW': '有人以為要工作賺來的才算收入。其實所有進到手上的錢，都是收入。',
          },
          {
            en: 'The answer is "allowance" and "income": An\'s allowance is income, but it is not earned income.',
            'zh-TW': '答案是「零用錢」和「收入」：小安的零用錢是收入，但不是工作收入。',
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
        en: 'Which one shows Mei earning money?',
        'zh-TW': '哪一個是小美「賺錢」的例子？',
      },
      options: [
        { en: 'Her aunt gives her a red envelope full of coins at New Year.', 'zh-TW': '過年時，阿姨給她一個裝滿零錢的紅包。' },
        { en: 'She tidies Grandma Lin\'s shelves for 10 coins.', 'zh-TW': '她幫林奶奶整理貨架，拿到 NT$10。' },
        { en: 'She asks her dad for 10 coins.', 'zh-TW': '她跟爸爸要了 NT$10。' },
        { en: 'A friend lends her 10 coins, and she will pay it back next week.', 'zh-TW': '朋友借給她 NT$10，她說好下星期要還。' },
      ],
      answer: [1],
      hintCycle: [
        {
          en: 'Earning means doing work to get money.',
          'zh-TW': '賺錢，就是做了工作，換來金錢。',
        },
        {
          en: 'Getting coins is not the same as earning them. A red envelope is a gift, and borrowed money goes back.',
          'zh-TW': '拿到錢，不等於賺到錢。紅包是禮物，借來的錢還要還回去。',
        },
        {
          en: 'The answer is "She tidies Grandma Lin\'s shelves." She did work, so she earned the 10 coins.',
          'zh-TW': '答案是「幫林奶奶整理貨架」：她做了工作，所以這 NT$10 是她賺來的。',
        },
      ],
      why: {
        en: 'Earning means getting money for work. Mei did a job for Grandma Lin, so her 10 coins are earned income.',
        'zh-TW': '賺錢，就是用工作換來金錢。小美幫林奶奶做了事，所以這 NT$10 是她的工作收入。',
      },
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'An\'s uncle gives her 50 coins for her birthday. True or false: this money is income for An, but she did not earn it.',
        'zh-TW': '叔叔送小安 NT$50 當生日禮物。對或不對：這筆錢是小安的收入，但不是她賺來的。',
      },
      answer: true,
      hintCycle: [
        {
          en: 'Income is money that comes in. Earning needs work. Ask both questions.',
          'zh-TW': '收入是進到手上的錢，賺錢要靠工作。兩個問題都問問看。',
        },
        {
          en: 'Some think a gift is not income. But the 50 coins still come in to An.',
          'zh-TW': '有人以為禮物不算收入。可是這 NT$50 確實進到了小安手上。',
        },
        {
          en: 'True: birthday money is income, but An did no work for it, so it is not earned income.',
          'zh-TW': '對：生日紅包是收入，但小安沒有為它工作，所以不是工作收入。',
        },
      ],
      why: {
        en: 'All money that comes in is income. Only money you get for work is earned income, and a birthday gift is not.',
        'zh-TW': '所有進到手上的錢都是收入；靠工作拿到的，才是工作收入。生日禮物是收入，卻不是賺來的。',
      },
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Leo sells lemonade for 20 coins a cup. Which sentences are true? Pick all that fit.',
        'zh-TW': '阿力的檸檬汁一杯賣 NT$20。下面哪些句子是對的？選出所有正確的答案。',
      },
      options: [
        { en: 'Making and selling lemonade is work.', 'zh-TW': '做檸檬汁、賣檸檬汁，都是工作。' },
        { en: 'The coins Leo gets are earned income.', 'zh-TW': '阿力收到的錢是工作收入。' },
        { en: 'The coins are gifts from his customers.', 'zh-TW': '客人付的錢，是送給阿力的禮物。' },
        { en: 'If Leo sells 4 cups, he gets 80 coins.', 'zh-TW': '如果阿力賣出 4 杯，就會收到 NT$80。' },
      ],
      answer: [0, 1, 3],
      hintCycle: [
        {
          en: 'Think about what Leo does to get the coins.',
          'zh-TW': '想想阿力做了什麼，才拿到這些錢。',
        },
        {
          en: 'Customers pay because they get lemonade back, so it is not a gift. Also check 4 × 20.',
          'zh-TW': '客人付錢是為了換到檸檬汁，所以不是禮物。再算算 4 × 20。',
        },
        {
          en: 'Every sentence is true except the gift one. Leo works, his coins are earned income, and 4 × 20 = 80.',
          'zh-TW': '答案是除了「禮物」以外的三句：阿力有工作，拿到的錢是工作收入，而且 4 × 20 = 80。',
        },
      ],
      why: {
        en: 'Customers pay Leo because they get lemonade back. That is a trade for his work, not a gift, so his coins are earned income.',
        'zh-TW': '客人付錢，是為了換到阿力做的檸檬汁。這是用工作換來的錢，不是禮物，所以是工作收入。',
      },
    },
    {
      id: 'q4',
      type: 'single',
      question: {
        en: 'Leo pays Jay 15 coins for each sign. Jay draws 3 signs. How much does Jay earn?',
        'zh-TW': '阿力每張海報付阿哲 NT$15，阿哲畫了 3 張。阿哲一共賺到多少錢？',
      },
      options: [
        { en: '18 coins', 'zh-TW': 'NT$18' },
        { en: '30 coins', 'zh-TW': 'NT$30' },
        { en: '45 coins', 'zh-TW': 'NT$45' },
        { en: '60 coins', 'zh-TW': 'NT$60' },
      ],
      answer: [2],
      hintCycle: [
        {
          en: 'Each sign pays 15 coins, and there are 3 signs.',
          'zh-TW': '每張海報 NT$15，一共有 3 張。',
        },
        {
          en: 'Add 15 three times: 15 + 15 + 15.',
          'zh-TW': '把 15 加三次：15 + 15 + 15。',
        },
        {
          en: 'The answer is 45 coins, because 3 × 15 = 45.',
          'zh-TW': '答案是 NT$45，因為 3 × 15 = 45。',
        },
      ],
      why: {
        en: 'Jay is paid for each sign. More signs bring more earned income: 15 + 15 + 15 = 45.',
        'zh-TW': '阿哲是一張一張拿報酬的，畫得越多，工作收入就越多：15 + 15 + 15 = 45。',
      },
    },
    {
      id: 'q5',
      type: 'multi',
      question: {
        en: 'Jay wants to earn some money. Which ideas are earning? Pick all that fit.',
        'zh-TW': '阿哲想賺一點錢。下面哪些是「賺錢」的方法？選出所有正確的答案。',
      },
      options: [
        { en: 'Draw cards and sell them at the school fair.', 'zh-TW': '畫卡片，拿到學校園遊會上賣。' },
        { en: 'Get a red envelope from his aunt.', 'zh-TW': '收到阿姨給的紅包。' },
        {
          en: 'Water a neighbor\'s plants for 10 coins, with his mom\'s OK.',
          'zh-TW': '經過媽媽同意，幫鄰居澆花，拿到 NT$10。',
        },
        { en: 'Make his own bed every day, and ask for 10 coins each time.', 'zh-TW': '每天整理自己的床，每次都跟爸媽要 NT$10。' },
      ],
      answer: [0, 2],
      hintCycle: [
        {
          en: 'Earning means someone pays you for work they want done.',
          'zh-TW': '賺錢，是有人需要你做一份工作，並且付錢給你。',
        },
        {
          en: 'A red envelope is a gift. Making your own bed is an everyday chore, part of family life, not a paid job.',
          'zh-TW': '紅包是禮物。整理自己的床是每天該做的家事，是家裡每個人的本分，不是拿錢的工作。',
        },
        {
          en: 'The answer is selling cards and watering plants. In both, Jay does work and gets paid.',
          'zh-TW': '答案是「畫卡片去賣」和「幫鄰居澆花」：這兩個都是阿哲做了工作、拿到報酬。',
        },
      ],
      why: {
        en: 'Selling cards and watering plants are extra jobs someone pays for. Everyday chores help the family, so they are not paid.',
        'zh-TW': '賣卡片和幫鄰居澆花，都是有人願意付錢的額外工作。每天的家事是幫家裡的忙，不用拿錢。',
      },
    },
  ],
  autoMission: {
    title: { en: 'My Earning Ideas', 'zh-TW': '我的賺錢小點子' },
    options: [
      {
        id: 'helper-list',
        label: { en: 'Helper List', 'zh-TW': '幫忙清單' },
        instructions: {
          en: 'With a grown-up, list 3 extra jobs you could do to earn, like washing the family car. Making your own bed does not count. Tick each idea your grown-up agrees to.',
          'zh-TW': '和大人一起列出 3 件可以賺錢的額外工作，例如幫忙洗家裡的車。整理自己的床是本來就該做的家事，不算喔！大人同意的點子，就打一個勾。',
        },
        controlType: 'checkbox',
      },
      {
        id: 'gift-or-earned',
        label: { en: 'Gift or Earned?', 'zh-TW': '送的還是賺的？' },
        instructions: {
          en: 'Sort these cards into "gift" and "earned". The cards are: a red envelope, birthday money, pay for selling drawings, and pay for walking a dog.',
          'zh-TW': '把這些卡片分成「禮物」和「賺來的」兩堆：紅包、生日紅包、賣畫賺的錢、幫忙遛狗拿到的錢。',
        },
        controlType: 'drag-validate',
      },
      {
        id: 'earning-plan',
        label: { en: 'My Earning Plan', 'zh-TW': '我的賺錢計畫' },
        instructions: {
          en: 'Pick one way to earn that a grown-up says is OK. Fill in: "I can [job] to earn [number] coins."',
          'zh-TW': '選一個大人同意的賺錢方法，填一填：「我可以[工作]，賺到 NT$[數字]。」',
        },
        controlType: 'template-select',
      },
    ],
    completionRule: 'any_one',
  },
} satisfies AdventureBody;

export default body;
