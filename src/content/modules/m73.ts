import type { AdventureBody } from '../schema/module-body';

/**
 * M73 · Global Sky Islands, lesson 1 (the island's opener): "What Are Taxes?" / 「什麼是稅？」.
 * Learning outcome — Grade 8, Earning Income: explain that taxes are money that people and businesses pay to
 * the government, and that the government uses it to pay for things everyone shares (schools, roads, parks,
 * libraries, fire and police services).
 * Benchmark, in words: the grade-8 Earning Income statements on taxes taken from income and sales, and on the
 * public services that taxes pay for.
 * Island opener: the class rides a balloon up from Brand Reef (M77–M79: brands, ads, sponsored posts), and Pip
 * says the reef was about one shop's shine, the sky is about what everyone shares. Lead: Mei.
 * Numbers: on Money Islands a sky map at the balloon station costs 105 coins (the island's own price, tax
 * included) → 105 = 100 + 5, so 5 coins are business tax (5 coins for every 100). Ms. Chen pays. No other sums.
 * Quiz: q1–q5 use no sums; q3 restates 105 = 100 + 5.
 * Facts:
 * - Business tax (營業稅) in Taiwan is 5 % on most sales and is already inside a shop's price (story, term
 *   "business tax", q3) — Value-added and Non-value-added Business Tax Act arts. 10 and 32
 *   (加值型及非加值型營業稅法第 10、32 條), 2025
 * - People whose yearly income is high enough pay income tax (綜合所得稅) and file it in May each year (story,
 *   term "income tax") — Income Tax Act (所得稅法) and the Ministry of Finance's filing period, 2025
 * - Taxes pay for things people share: roads, schools, parks, libraries, police and fire services (story,
 *   examples, q2, q5) —
 *   the central government's general budget (中央政府總預算), which lists spending on education, transport,
 *   police and fire services — Directorate-General of Budget, Accounting and Statistics, 2025
 */
const body = {
  id: 'M73',
  format: 'adventure',
  storyIntro: [
    {
      en: 'The class waves goodbye to Brand Reef. A big striped balloon lifts them up, up, up. Below them, the reef gets small. Above them, islands float in the sky, linked by long bridges. "Squawk!" says Pip. "The reef was about one shop\'s shine. Up here, we look at what everyone shares!"',
      'zh-TW':
        '全班跟品牌珊瑚礁說再見，坐上一顆條紋大氣球，往上、往上、再往上。腳下的珊瑚礁越來越小，頭頂上一座座小島浮在天空中，用長長的天空橋連在一起。皮皮叫著：「嘎！珊瑚礁看的是一家店的閃亮包裝；到了這裡，我們要看大家共用的東西！」',
    },
    {
      en: 'At the balloon station, Ms. Chen buys a sky map for the class. On Money Islands, it costs 105 coins. The receipt shows the total: 105 coins. The clerk says, "That price has the tax inside. It is 100 coins for the map and 5 coins of tax."',
      'zh-TW':
        '到了氣球站，陳老師幫全班買了一張天空地圖。在理財冒險島上，這張地圖要 NT$105，發票上印著總共 NT$105。店員說：「這個價錢裡面已經包含稅了：地圖 NT$100，稅 NT$5。」',
    },
    {
      en: 'Mei frowns. "Where do those 5 coins go? Does the shop keep them?" "No," says the clerk. "The shop passes the tax on to the government." Mei thinks about it. "Then wouldn\'t it be better with no tax? The map would cost less."',
      'zh-TW':
        '小美皺起眉頭：「那 NT$5 跑去哪裡了？是店家自己留著嗎？」店員說：「不是喔，店家會把稅交給政府。」小美想了想：「那不要收稅不是比較好嗎？地圖就會比較便宜啊。」',
    },
    {
      en: 'Ms. Chen points over the side of the balloon. Mei sees a school, a road, a park and a fire station. "Who pays for those?" Ms. Chen asks. Leo says, "My mom and dad file income tax every May. Shops pay tax on what they sell. So all of us pay a part."',
      'zh-TW':
        '陳老師指著氣球外面。小美往下看，看到學校、馬路、公園，還有消防隊。陳老師問：「這些是誰出錢的呢？」阿力說：「我爸爸媽媽每年五月都要報所得稅。店家賣東西也要繳稅。所以大家都出了一份。」',
    },
    {
      en: 'Mei looks at the fire station for a long time. "So the 5 coins help pay for things we all use," she says. "I\'m glad someone pays for the fire trucks." Pip flaps his wings. "Squawk! A little from many people builds a lot for everyone!"',
      'zh-TW':
        '小美盯著消防隊看了好久，說：「原來那 NT$5 是用來幫忙支付大家都會用到的東西。幸好有人出錢買消防車。」皮皮拍拍翅膀：「嘎！每個人出一點點，就能為大家做好多事！」',
    },
  ],
  definitions: [
    {
      term: { en: 'tax', 'zh-TW': '稅' },
      definition: {
        en: 'Money that people and businesses pay to the government.',
        'zh-TW': '人和店家、公司付給政府的錢。',
      },
      example: {
        en: 'The 5 coins inside the 105-coin map price are tax.',
        'zh-TW': 'NT$105 的地圖價錢裡，有 NT$5 是稅。',
      },
    },
    {
      term: { en: 'government', 'zh-TW': '政府' },
      definition: {
        en: 'The group of people who run a town or a country for everyone who lives there.',
        'zh-TW': '替住在這裡的所有人，管理一個城市或國家的單位。',
      },
      example: {
        en: 'The government uses tax money to run schools and fire stations.',
        'zh-TW': '政府用稅金來辦學校、設消防隊。',
      },
    },
    {
      term: { en: 'business tax', 'zh-TW': '營業稅' },
      definition: {
        en: 'A tax that shops pay on what they sell. In Taiwan, it is 5 % on most sales, and it is already inside the price.',
        'zh-TW': '店家賣東西要繳的稅。在台灣，大部分買賣的營業稅是 5%，而且已經包含在標價裡。',
      },
      example: {
        en: 'The map costs 105 coins: 100 for the map and 5 of business tax.',
        'zh-TW': '地圖要 NT$105：地圖本身 NT$100，營業稅 NT$5。',
      },
    },
    {
      term: { en: 'income tax', 'zh-TW': '所得稅' },
      definition: {
        en: 'A tax on money people earn in a year. In Taiwan, people who earn enough file it in May.',
        'zh-TW': '一年賺到的錢要繳的稅。在台灣，一年賺得夠多的人，每年五月要報所得稅。',
      },
      example: {
        en: "Leo's mom and dad file their income tax every May.",
        'zh-TW': '阿力的爸爸媽媽每年五月都會報所得稅。',
      },
    },
    {
      term: { en: 'things we share', 'zh-TW': '大家共用的東西' },
      definition: {
        en: 'Places and help that everyone in a town can use, like roads, schools and parks.',
        'zh-TW': '城市裡每個人都能使用的地方和服務，像是馬路、學校和公園。',
      },
      example: {
        en: 'The fire station is one of the things we share. It helps anyone who needs it.',
        'zh-TW': '消防隊就是大家共用的東西，誰需要幫忙，它都會去幫。',
      },
    },
  ],
  examples: [
    {
      en: 'Mei walks to school on a road. Taxes helped pay for that road.',
      'zh-TW': '小美走在上學的馬路上，這條路就是用稅金幫忙蓋的。',
    },
    {
      en: 'An borrows a book from the town library. She does not pay for it there. Taxes helped buy the book.',
      'zh-TW': '小安去市立圖書館借書，借書不用付錢，因為買書的錢有一部分來自稅金。',
    },
    {
      en: "Leo's parents earn money at work. Each May, they file their income tax.",
      'zh-TW': '阿力的爸爸媽媽上班賺錢，每年五月都會報所得稅。',
    },
    {
      en: 'A tax is not a price for one thing you keep. It is your share of things everyone uses.',
      'zh-TW': '稅不是買一樣東西帶回家的價錢，而是你為大家共用的東西出的一份力。',
    },
  ],
  sentenceBuilder: {
    frames: [
      {
        id: 'who-gets-tax',
        text: {
          en: 'A ______ is money that people and shops pay to the ______.',
          'zh-TW': '______是人和店家付給______的錢。',
        },
        wordPool: {
          en: ['tax', 'gift', 'government', 'shop owner'],
          'zh-TW': ['稅', '禮物', '政府', '老闆'],
        },
        accepts: {
          en: [['tax'], ['government']],
          'zh-TW': [['稅'], ['政府']],
        },
        hints: [
          {
            en: 'Think about where Mei\'s 5 coins went in the end.',
            'zh-TW': '想一想，小美問的那 NT$5，最後跑到哪裡去了？',
          },
          {
            en: 'A gift is given freely, but a tax has to be paid. And the shop owner does not keep the tax.',
            'zh-TW': '禮物是自願送的，稅卻是一定要繳的；而且稅不是給老闆自己留著的。',
          },
          {
            en: 'The answer is "tax" and "government": a tax is money people and shops pay to the government.',
            'zh-TW': '答案是「稅」和「政府」：稅是人和店家付給政府的錢。',
          },
        ],
      },
      {
        id: 'what-tax-pays-for',
        text: {
          en: 'Taxes help pay for things we ______, like roads and ______.',
          'zh-TW': '稅金用來幫忙支付大家______的東西，像是馬路和______。',
        },
        wordPool: {
          en: ['share', 'keep', 'schools', 'sketchbooks'],
          'zh-TW': ['共用', '自己留著', '學校', '素描本'],
        },
        accepts: {
          en: [['share'], ['schools']],
          'zh-TW': [['共用'], ['學校']],
        },
        hints: [
          {
            en: 'What did Mei see from the balloon?',
            'zh-TW': '小美從氣球上往下看，看到了什麼？',
          },
          {
            en: 'A sketchbook is a thing one person buys and keeps. Taxes pay for things many people use.',
            'zh-TW': '素描本是一個人買來自己用的；稅金支付的是很多人一起用的東西。',
          },
          {
            en: 'The answer is "share" and "schools": taxes help pay for things we share, like roads and schools.',
            'zh-TW': '答案是「共用」和「學校」：稅金幫忙支付大家共用的東西，像是馬路和學校。',
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
        en: 'Which of these is a tax?',
        'zh-TW': '下面哪一個是稅？',
      },
      options: [
        { en: 'Money a shop passes to the government', 'zh-TW': '店家交給政府的錢' },
        { en: 'The 20 coins Leo gets for a cup of lemonade', 'zh-TW': '阿力賣一杯檸檬汁收到的 NT$20' },
        { en: 'The 50 coins Grandpa gives Mei as a gift', 'zh-TW': '爺爺送小美的 NT$50 禮物錢' },
        { en: "Coins in An's piggy bank", 'zh-TW': '存錢筒裡的錢' },
      ],
      answer: [0],
      hintCycle: [
        {
          en: 'A tax always goes to the same place. Where?',
          'zh-TW': '稅最後都會交到同一個地方。是哪裡呢？',
        },
        {
          en: "Lemonade money is Leo's income. Grandpa's 50 coins are a gift. Coins in a piggy bank are savings.",
          'zh-TW': '賣檸檬汁的錢是阿力的收入，爺爺給的 NT$50 是禮物，存錢筒裡的錢是存款。',
        },
        {
          en: 'The answer is "Money a shop passes to the government." Tax is money paid to the government.',
          'zh-TW': '答案是「店家交給政府的錢」。稅就是付給政府的錢。',
        },
      ],
      why: {
        en: 'A tax is paid to the government. A gift, lemonade money or coins in a piggy bank are not taxes.',
        'zh-TW': '稅是付給政府的錢。禮物錢、賣檸檬汁的錢、存錢筒裡的錢，都不是稅。',
      },
    },
    {
      id: 'q2',
      type: 'multi',
      question: {
        en: 'The sky island government has tax money to use. Which of these could it pay for? Pick all that fit.',
        'zh-TW': '天空島的政府收到了一筆稅金。下面哪些可以用這筆錢來支付？選出所有正確的答案。',
      },
      options: [
        { en: 'A new fire truck', 'zh-TW': '一輛新的消防車' },
        { en: 'Books for the town library', 'zh-TW': '市立圖書館的新書' },
        { en: "A new comic book for Jay's own shelf", 'zh-TW': '阿哲自己書架上的一本新漫畫' },
        { en: 'Fixing a road to the school', 'zh-TW': '修好通往學校的馬路' },
      ],
      answer: [0, 1, 3],
      hintCycle: [
        {
          en: 'Tax money pays for things many people use.',
          'zh-TW': '稅金是用來支付很多人一起用的東西。',
        },
        {
          en: "Jay's own comic book is for Jay alone. He buys it with his own money, not with taxes.",
          'zh-TW': '阿哲自己的漫畫只有他一個人用，要用他自己的錢買，不是用稅金。',
        },
        {
          en: 'The answer is the fire truck, the library books and the school road. Everyone can use them.',
          'zh-TW': '答案是「消防車」、「圖書館的新書」和「通往學校的馬路」，這些大家都能用。',
        },
      ],
      why: {
        en: 'Taxes pay for things that help everyone, like fire trucks, libraries and roads. Things one person keeps are paid for by that person.',
        'zh-TW': '稅金支付的是幫助大家的東西，像消防車、圖書館和馬路。自己要留著用的東西，就由自己出錢。',
      },
    },
    {
      id: 'q3',
      type: 'bool',
      question: {
        en: 'In Taiwan, a hat in a shop costs 105 coins. True or false: 5 coins of that price are business tax.',
        'zh-TW': '在台灣，店裡一頂帽子標價 NT$105。對或不對：這個價錢裡有 NT$5 是營業稅。',
      },
      answer: true,
      hintCycle: [
        {
          en: 'Remember the sky map. Its price was 105 coins too.',
          'zh-TW': '想想那張天空地圖，它也是 NT$105。',
        },
        {
          en: 'The tax is not added at the till. It is already inside the price: 5 coins for every 100.',
          'zh-TW': '稅不是結帳時才另外加上去的，它已經包含在標價裡：每 NT$100 有 NT$5 的稅。',
        },
        {
          en: 'True. 105 = 100 + 5, so 5 coins of the price are business tax.',
          'zh-TW': '對。105 = 100 + 5，所以標價裡有 NT$5 是營業稅。',
        },
      ],
      why: {
        en: 'In Taiwan, business tax is 5 % on most sales, and it is inside the price. So 105 coins holds 100 + 5.',
        'zh-TW': '在台灣，大部分買賣的營業稅是 5%，而且包含在標價裡。所以 NT$105 就是 100 + 5。',
      },
    },
    {
      id: 'q4',
      type: 'bool',
      question: {
        en: 'An\'s cousin says, "Taxes are money the government pays to shops." True or false?',
        'zh-TW': '小安的表哥說：「稅是政府付給店家的錢。」對或不對？',
      },
      answer: false,
      hintCycle: [
        {
          en: 'Think about which way the money goes.',
          'zh-TW': '想一想，錢是從哪裡流到哪裡？',
        },
        {
          en: 'The cousin has it backwards. Shops do not get taxes from the government.',
          'zh-TW': '表哥把方向弄反了。店家不是從政府那裡拿到稅。',
        },
        {
          en: 'False. People and shops pay taxes to the government, not the other way round.',
          'zh-TW': '不對。是人和店家把稅付給政府，不是反過來。',
        },
      ],
      why: {
        en: 'Taxes go from people and businesses to the government. Then the government uses them for things everyone shares.',
        'zh-TW': '稅是從人和店家流向政府，政府再用這些錢來支付大家共用的東西。',
      },
    },
    {
      id: 'q5',
      type: 'single',
      question: {
        en: 'Mei says, "My family has never needed a fire truck. So why do we help pay for one?" What is the best answer?',
        'zh-TW': '小美說：「我們家從來沒叫過消防車，為什麼還要幫忙出錢？」哪一個回答最好？',
      },
      options: [
        {
          en: 'Because the fire station helps only the people who call it most',
          'zh-TW': '因為消防隊是給最常打電話的人用的',
        },
        {
          en: 'Because taxes are a fine for people who spend too much',
          'zh-TW': '因為稅是花太多錢的人要繳的罰款',
        },
        { en: 'Because the fire chief keeps the tax', 'zh-TW': '因為稅都給消防隊長自己留著' },
        {
          en: 'Because it is there for anyone who needs it',
          'zh-TW': '因為誰需要幫忙，消防隊就會去幫',
        },
      ],
      answer: [3],
      hintCycle: [
        {
          en: 'Think about who a fire truck helps.',
          'zh-TW': '想一想，消防車會幫助哪些人？',
        },
        {
          en: 'A tax is not a fine, and no one keeps it for themselves. The fire station does not pick who it helps.',
          'zh-TW': '稅不是罰款，也不是給誰自己留著；消防隊也不會挑人幫忙。',
        },
        {
          en: 'The answer is "Because it is there for anyone who needs it." Everyone shares the cost, so help is ready for everyone.',
          'zh-TW': '答案是「因為誰需要幫忙，消防隊就會去幫」。大家一起出錢，每個人需要時都有人幫。',
        },
      ],
      why: {
        en: 'Taxes pay for help that is ready for everyone, even people who have not used it yet.',
        'zh-TW': '稅金支付的是隨時為大家準備好的幫助，就算你還沒用過，它也在那裡。',
      },
    },
  ],
  autoMission: {
    title: { en: 'Tax Spotter', 'zh-TW': '稅金偵探' },
    options: [
      {
        id: 'shared-or-mine',
        label: { en: 'Shared or mine?', 'zh-TW': '大家的還是我的？' },
        instructions: {
          en: 'Drag each card to "paid by taxes" or "paid by me". The cards are: school road, park slide, fire truck, my comic book, my juice box, library book.',
          'zh-TW': '把每張卡片拖到「稅金支付」或「自己付錢」：上學的馬路、公園溜滑梯、消防車、我的漫畫、我的鋁箔包果汁、圖書館的書。',
        },
        controlType: 'drag-validate',
      },
      {
        id: 'tax-walk',
        label: { en: 'Tax walk', 'zh-TW': '稅金散步' },
        instructions: {
          en: 'Take a walk with a grown-up. Tick each thing you see that taxes help pay for: a road, a school, a park, a library, a fire station.',
          'zh-TW': '和大人一起去散步。看到稅金幫忙支付的東西就打勾：馬路、學校、公園、圖書館、消防隊。',
        },
        controlType: 'checkbox',
      },
      {
        id: 'my-tax-sentence',
        label: { en: 'My tax sentence', 'zh-TW': '我的稅金句子' },
        instructions: {
          en: 'Pick a place and finish: "Taxes help pay for [place], and [who] can use it."',
          'zh-TW': '選一個地方，完成句子：「稅金幫忙支付［地方］，［誰］都可以使用。」',
        },
        controlType: 'template-select',
      },
    ],
    completionRule: 'any_one',
  },
} satisfies AdventureBody;

export default body;
