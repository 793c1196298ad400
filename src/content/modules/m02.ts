import type { AdventureBody } from '../schema/module-body';

const body = {
  id: 'M02',
  format: 'adventure',
  storyIntro: [
    {
      en: 'Jay wants a new box of markers. The price is 120 coins. Jay has 90 coins. His aunt gave him that money in a red envelope at New Year. It was a gift, so Jay did not work for it.',
      'zh-TW':
        '阿哲好想要一盒新的彩色筆，價格是 NT$120。阿哲現在有 NT$90，那是過年時阿姨包給他的紅包。紅包是禮物，阿哲不用做什麼工作就收到了。',
    },
    {
      en: 'On Friday, Leo runs over. "Jay, my lemonade stand needs two big signs. You draw so well! I will pay you 15 coins for each sign."',
      'zh-TW': '星期五，阿力跑來找他：「阿哲，我的檸檬汁攤位需要兩張大海報。你畫畫超厲害的！每畫一張，我就付你 NT$15。」',
    },
    {
      en: 'Mei tilts her head. "Why would Leo pay you?" Pip flaps down from a tree. "Squawk! Drawing signs is work. When you do work for someone, you earn money. The money you earn is your income!"',
      'zh-TW':
        '小美歪著頭問：「為什麼阿力要付錢給你呢？」鸚鵡皮皮從樹上飛下來：「嘎！畫海報是一份工作呀！幫別人工作，就能賺到錢。賺來的錢，就是你的收入！」',
    },
    {
      en: 'Jay does the math. Two signs at 15 coins each make 30 coins, because 2 × 15 = 30. Then 90 + 30 = 120. That is just enough for the markers!',
      'zh-TW': '阿哲算了算：兩張海報，每張 NT$15，2 × 15 = 30，一共 NT$30。再加上原本的 NT$90，90 + 30 = 120，剛好夠買彩色筆！',
    },
    {
      en: 'But on Saturday, his friends will play ball at the park. Should Jay stay home and draw the signs, or go to the park? What would you choose?',
      'zh-TW': '可是星期六，朋友們約好要去公園打球。阿哲該留在家畫海報，還是去公園玩呢？換作是你，你會怎麼選？',
    },
  ],
  definitions: [
    {
      term: { en: 'income', 'zh-TW': '收入' },
      definition: {
        en: 'Money that comes to you. Most income comes from doing work.',
        'zh-TW': '你得到的錢。大部分的收入，都是靠工作賺來的。',
      },
      example: {
        en: 'The 30 coins Jay gets for his signs are his income.',
        'zh-TW': '阿哲畫海報拿到的 NT$30，就是他的收入。',
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
      term: { en: 'work', 'zh-TW': '工作' },
      definition: {
        en: 'A job or task you do for someone. People often get paid for their work.',
        'zh-TW': '幫別人完成的事情或任務。做了工作，常常可以拿到錢當作回報。',
      },
      example: {
        en: 'This weekend, Jay\'s work is drawing signs for Leo.',
        'zh-TW': '這個週末，阿哲的工作是幫阿力畫海報。',
      },
    },
    {
      term: { en: 'allowance', 'zh-TW': '零用錢' },
      definition: {
        en: 'Money your family gives you often, like once a week. It helps you learn to use money well.',
        'zh-TW': '家人定期給你的錢，例如每個星期給一次，讓你練習好好用錢。',
      },
      example: {
        en: 'An gets 100 coins of allowance every week.',
        'zh-TW': '小安每個星期有 NT$100 的零用錢。',
      },
    },
    {
      term: { en: 'gift', 'zh-TW': '禮物' },
      definition: {
        en: 'Something given to you for free. You do not work to get it.',
        'zh-TW': '別人免費送給你的東西，不需要工作就能得到。',
      },
      example: {
        en: 'A red envelope at New Year is a gift.',
        'zh-TW': '過年收到的紅包，就是禮物。',
      },
    },
  ],
  examples: [
    {
      en: 'Leo earns income when people buy his lemonade.',
      'zh-TW': '有人買阿力的檸檬汁，阿力就有了收入。',
    },
    {
      en: 'Jay earns 30 coins for 2 signs, because 2 × 15 = 30.',
      'zh-TW': '阿哲畫兩張海報，賺到 NT$30，因為 2 × 15 = 30。',
    },
    {
      en: 'An did not earn her red envelope. It was a gift.',
      'zh-TW': '小安的紅包不是賺來的，是別人送的禮物。',
    },
    {
      en: 'Mei earns 10 coins for helping Grandma Lin sort apples.',
      'zh-TW': '小美幫林奶奶整理蘋果，賺到了 NT$10。',
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
          en: 'An gets 100 coins of ______ every ______.',
          'zh-TW': '小安每個______都有 NT$100 的______。',
        },
        wordPool: {
          en: ['price', 'week', 'hour', 'allowance'],
          'zh-TW': ['價格', '零用錢', '星期', '小時'],
        },
        accepts: {
          en: [['allowance'], ['week']],
          'zh-TW': [['星期'], ['零用錢']],
        },
        hints: [
          {
            en: 'This money comes from An\'s family, not from a job.',
            'zh-TW': '這筆錢是家人給的，不是工作賺的。',
          },
          {
            en: 'It comes again and again, once every seven days.',
            'zh-TW': '它每隔七天就會再來一次。',
          },
          {
            en: 'The answer is "allowance" and "week": An\'s family gives her 100 coins every week.',
            'zh-TW': '答案是「星期」和「零用錢」：家人每個星期給小安 NT$100。',
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
        { en: 'Her aunt gives her a red envelope at New Year.', 'zh-TW': '過年時，阿姨給她一個紅包。' },
        { en: 'She helps Grandma Lin sort apples and gets 10 coins for it.', 'zh-TW': '她幫林奶奶整理蘋果，拿到 NT$10。' },
        { en: 'She asks her dad for 10 coins.', 'zh-TW': '她跟爸爸要了 NT$10。' },
        { en: 'A friend lends her 10 coins.', 'zh-TW': '朋友借給她 NT$10。' },
      ],
      answer: [1],
      hintCycle: [
        {
          en: 'Earning means doing work to get money.',
          'zh-TW': '賺錢，就是做了工作，換來金錢。',
        },
        {
          en: 'A red envelope is a gift, and money you borrow must be paid back. Which one has work in it?',
          'zh-TW': '紅包是禮物，借來的錢要還。哪一個有工作呢？',
        },
        {
          en: 'The answer is "She helps Grandma Lin sort apples." She did work, so she earned the 10 coins.',
          'zh-TW': '答案是「幫林奶奶整理蘋果」：她做了工作，所以這 NT$10 是她賺來的。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'An\'s uncle gives her 50 coins for her birthday. True or false: An earned this money.',
        'zh-TW': '叔叔送小安 NT$50 當生日禮物。對或不對：這筆錢是小安賺來的。',
      },
      answer: false,
      hintCycle: [
        {
          en: 'Ask yourself: did An do any work to get it?',
          'zh-TW': '問問自己：小安有為這筆錢做什麼工作嗎？',
        },
        {
          en: 'Birthday money is given to you for free.',
          'zh-TW': '生日紅包是別人免費送的。',
        },
        {
          en: 'False: birthday money is a gift, not money An earned by working.',
          'zh-TW': '不對：生日紅包是禮物，不是小安工作賺來的。',
        },
      ],
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
        { en: 'The coins Leo gets are income.', 'zh-TW': '阿力收到的錢是收入。' },
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
          en: 'Every sentence is true except the gift one. Leo works, his coins are income, and 4 × 20 = 80.',
          'zh-TW': '答案是除了「禮物」以外的三句：阿力有工作，拿到的錢是收入，而且 4 × 20 = 80。',
        },
      ],
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
        { en: 'Find an old coin under the sofa.', 'zh-TW': '在沙發底下找到一枚舊硬幣。' },
      ],
      answer: [0, 2],
      hintCycle: [
        {
          en: 'Earning always has work in it.',
          'zh-TW': '賺錢，一定要先付出工作。',
        },
        {
          en: 'A red envelope is a gift, and finding a coin is not work.',
          'zh-TW': '紅包是禮物，找到硬幣也不是工作。',
        },
        {
          en: 'The answer is selling cards and watering plants. In both, Jay does work and gets paid.',
          'zh-TW': '答案是「畫卡片去賣」和「幫鄰居澆花」：這兩個都是阿哲做了工作、拿到報酬。',
        },
      ],
    },
  ],
  autoMission: {
    title: { en: 'My Earning Ideas', 'zh-TW': '我的賺錢小點子' },
    options: [
      {
        id: 'helper-list',
        label: { en: 'Helper List', 'zh-TW': '幫忙清單' },
        instructions: {
          en: 'With a grown-up, list 3 jobs you can do at home this week, like folding clothes or watering plants. Tick each one when it is done.',
          'zh-TW': '和大人一起列出這星期你可以在家幫忙的 3 件事，例如摺衣服、澆花。做完一件，就打一個勾。',
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
