import type { AdventureBody } from '../schema/module-body';

/**
 * M27 · Ledger Cave: "Is a Sale Always a Deal?" / 「特價一定划算嗎？」.
 * Learning outcome (Grade 4, Spending): explain how a sale price can push a purchase decision,
 * and check the need (the shopping list) and the real price before buying on sale.
 * zh-TW note: "20% off" is said 打八折 in Taiwan (pay 80%); 10% off = 打九折, 50% off = 打五折.
 * Numbers: story: Jay has 70; sketchbook 50, 20% off: 10% of 50 = 5, 20% = 10, 50 − 10 = 40;
 * stickers 15 a sheet, buy 2 get 1 free: 2 × 15 = 30 for 3; 40 + 30 = 70 (all his money);
 * he buys only the sketchbook: 70 − 40 = 30 left.
 * Terms: 30 − 15 = 15 more for the sticker deal when you need one.
 * Examples: pencil case 100, 20% off: 20% of 100 = 20, 100 − 20 = 80; lemons 10 each,
 * buy 2 get 1 free: 2 × 10 = 20 instead of 3 × 10 = 30; half-price toy 120 ÷ 2 = 60.
 * Frames: 20% of 50 = 10, 50 − 10 = 40; one sheet 15 vs the deal 30.
 * Quiz: schoolbag 200, 20% off: 20% of 200 = 40, 200 − 40 = 160 (distractors 200 − 20 = 180,
 * 40, 200 + 20 = 220); juice 15 vs 2 × 15 = 30; notebooks 20 each, buy 2 get 1 free:
 * 2 × 20 = 40 instead of 3 × 20 = 60, 60 − 40 = 20 saved.
 */
const body = {
  id: 'M27',
  format: 'adventure',
  storyIntro: [
    {
      en: 'Jay\'s sketchbook is full, so he needs a new one. Before he leaves, he writes a shopping list. It says just one thing: "sketchbook." He puts 70 coins in his pocket, and Mei comes along.',
      'zh-TW': '阿哲的素描本畫滿了，需要買一本新的。出門前，他先寫好購物清單，上面只有一樣東西：「素描本」。他把 NT$70 放進口袋，小美也跟著一起去。',
    },
    {
      en: 'At Grandma Lin\'s shop, bright signs are everywhere. "SALE! Sketchbooks 20% off!" The sketchbook is usually 50 coins. Grandma Lin shows him the math. "10% of 50 is 5, so 20% is 10. Today it is 50 − 10 = 40 coins."',
      'zh-TW':
        '林奶奶的小店貼滿了亮晶晶的海報：「特價！素描本打八折！」素描本平常賣 NT$50。林奶奶算給他看：「打八折就是少 20%。50 的 10% 是 5，20% 就是 10。所以今天只要 50 − 10 = 40，NT$40 就好。」',
    },
    {
      en: 'Next to it is another sign. "Stickers! Buy 2, get 1 free!" One sheet is 15 coins. Jay\'s eyes shine. "Three sheets for 30 coins! What a deal!" He picks up two sheets. 40 + 30 = 70. That is all his money.',
      'zh-TW':
        '旁邊還有另一張海報：「貼紙買二送一！」一張貼紙 NT$15。阿哲眼睛一亮：「付 NT$30 就能拿三張，太划算了！」他拿起兩張貼紙。40 + 30 = 70，剛好是他全部的錢。',
    },
    {
      en: 'Mei looks at his list. "Why are you buying stickers? They are not on your list." Jay stops. He takes a deep breath. He has a big pile of stickers at home. He did not need any today.',
      'zh-TW': '小美看了看他的清單，問：「你為什麼要買貼紙？清單上沒有啊。」阿哲停了下來，深吸一口氣。家裡的貼紙還有一大疊，今天根本不需要。',
    },
    {
      en: 'Jay puts the stickers back. He pays 40 coins for the sketchbook and keeps 70 − 40 = 30 coins. In his glowing money diary, he writes: "Sketchbook, 40 coins. It was on my list!" Grandma Lin winks. "A sale is only a deal if you needed the thing anyway." Pip flaps. "Squawk! Check your list before the sign!"',
      'zh-TW':
        '阿哲把貼紙放回架上，只花 NT$40 買素描本，70 − 40 = 30，還留下 NT$30。他在會發光的記帳本上寫下：「素描本 NT$40，清單上有的！」林奶奶眨眨眼：「本來就需要的東西遇到特價，才是真的划算喔。」皮皮拍著翅膀說：「嘎！先看清單，再看特價！」',
    },
  ],
  definitions: [
    {
      term: { en: 'sale', 'zh-TW': '特價' },
      definition: {
        en: 'A short time when a shop sells things for less than usual.',
        'zh-TW': '商店在一段時間裡，把東西賣得比平常便宜。',
      },
      example: {
        en: "This week, sketchbooks are on sale at Grandma Lin's shop.",
        'zh-TW': '這個星期，林奶奶店裡的素描本在特價。',
      },
    },
    {
      term: { en: 'regular price', 'zh-TW': '原價' },
      definition: {
        en: 'The usual price, when there is no sale.',
        'zh-TW': '沒有特價的時候，平常賣的價錢。',
      },
      example: {
        en: 'The regular price of the sketchbook is 50 coins.',
        'zh-TW': '素描本的原價是 NT$50。',
      },
    },
    {
      term: { en: 'discount (% off)', 'zh-TW': '折扣（打折）' },
      definition: {
        en: 'The money taken off the regular price. "20% off" means you pay 20 coins less for every 100 coins.',
        'zh-TW': '從原價扣掉的部分。台灣常說「打八折」，就是只付原價的八成，也就是少付 20%。',
      },
      example: {
        en: '20% of 50 coins is 10 coins. So the sketchbook costs 50 − 10 = 40 coins.',
        'zh-TW': 'NT$50 的素描本打八折：50 的 20% 是 10，所以只要付 50 − 10 = 40，也就是 NT$40。',
      },
    },
    {
      term: { en: 'buy 2, get 1 free', 'zh-TW': '買二送一' },
      definition: {
        en: 'You pay for 2 things and get a third one free. It only saves money if you need 3.',
        'zh-TW': '付兩個的錢，拿到三個。只有你真的需要三個，才有省到錢。',
      },
      example: {
        en: 'Stickers are 15 coins a sheet. With buy 2, get 1 free, you pay 30 coins for 3 sheets. If you need only 1, you pay 30 − 15 = 15 coins more than you had to.',
        'zh-TW': '貼紙一張 NT$15，買二送一就是付 NT$30 拿 3 張。如果你只需要 1 張，反而多花了 30 − 15 = 15，也就是 NT$15。',
      },
    },
    {
      term: { en: 'shopping list', 'zh-TW': '購物清單' },
      definition: {
        en: 'A list of what you need, written before you go to the shop.',
        'zh-TW': '出門買東西前，先寫下需要買的東西。',
      },
      example: {
        en: 'Jay\'s list says only "sketchbook," so he puts the stickers back.',
        'zh-TW': '阿哲的清單上只有「素描本」，所以他把貼紙放回去。',
      },
    },
  ],
  examples: [
    {
      en: 'A pencil case has a regular price of 100 coins. It is 20% off. 20% of 100 is 20, so it costs 100 − 20 = 80 coins.',
      'zh-TW': '一個鉛筆盒原價 NT$100，打八折。100 的 20% 是 20，所以要付 100 − 20 = 80，也就是 NT$80。',
    },
    {
      en: 'Leo needs 3 lemons for his stand. Lemons are 10 coins each, and today it is buy 2, get 1 free. He pays 20 coins, not 30. That is a real deal, because he needed all 3.',
      'zh-TW': '阿力的檸檬汁攤需要 3 顆檸檬。檸檬一顆 NT$10，今天買二送一，他只要付 NT$20，不用 NT$30。他本來就需要 3 顆，所以這才是真的划算。',
    },
    {
      en: 'A toy is half price: 60 coins instead of 120. But An did not plan to buy a toy. If she buys it, she still spends 60 coins.',
      'zh-TW': '一個玩具半價，從 NT$120 變成 NT$60。可是小安本來沒有要買玩具，買了還是花掉 NT$60。',
    },
    {
      en: 'Before you buy something on sale, ask: Do I need it? Is it on my list? What will I really pay?',
      'zh-TW': '買特價品之前，先問問自己：我需要嗎？清單上有嗎？打折後到底要付多少？',
    },
  ],
  sentenceBuilder: {
    frames: [
      {
        id: 'real-deal',
        text: {
          en: 'A sale is a real deal only if I ______ the thing and it is on my ______.',
          'zh-TW': '只有我真的______這樣東西，而且它在我的______上，特價才划算。',
        },
        wordPool: {
          en: ['like', 'receipt', 'shopping list', 'need'],
          'zh-TW': ['喜歡', '需要', '發票', '購物清單'],
        },
        accepts: {
          en: [['need'], ['shopping list']],
          'zh-TW': [['需要'], ['購物清單']],
        },
        hints: [
          {
            en: 'Think about why Jay put the stickers back.',
            'zh-TW': '想想阿哲為什麼把貼紙放回去。',
          },
          {
            en: 'Liking something is not enough. And a receipt comes after you buy, not before.',
            'zh-TW': '只是喜歡還不夠；發票是買了以後才拿到的，不是買之前寫的。',
          },
          {
            en: 'The answer is "need" and "shopping list": a sale helps only when you needed the thing and planned to buy it.',
            'zh-TW': '答案是「需要」和「購物清單」：本來就需要、也計畫要買的東西，特價才真的幫到你。',
          },
        ],
      },
      {
        id: 'discount-math',
        text: {
          en: 'The regular price is 50 coins. 20% off takes off ______ coins, so I pay ______ coins.',
          'zh-TW': '原價 NT$50，打八折會便宜 NT$______，所以只要付 NT$______。',
        },
        wordPool: {
          en: ['20', '40', '10', '30'],
          'zh-TW': ['10', '20', '30', '40'],
        },
        accepts: {
          en: [['10'], ['40']],
          'zh-TW': [['10'], ['40']],
        },
        hints: [
          {
            en: '20% means 20 out of every 100. Start with 10% of 50.',
            'zh-TW': '打八折就是少 20%，也就是每 100 少 20。先算 50 的 10% 是多少。',
          },
          {
            en: '10% of 50 is 5, so 20% is 5 + 5. Remember, 20% is not the same as 20 coins.',
            'zh-TW': '50 的 10% 是 5，20% 就是 5 + 5。記得，20% 不等於 NT$20。',
          },
          {
            en: 'The answer is 10 and 40: 20% of 50 is 10, and 50 − 10 = 40.',
            'zh-TW': '答案是 10 和 40：50 的 20% 是 10，50 − 10 = 40。',
          },
        ],
      },
      {
        id: 'free-is-not-free',
        text: {
          en: 'If I need only one, "buy 2, get 1 free" makes me ______ more money, not ______ money.',
          'zh-TW': '如果我只需要一個，「買二送一」反而會讓我______更多錢，而不是______錢。',
        },
        wordPool: {
          en: ['earn', 'borrow', 'spend', 'save'],
          'zh-TW': ['賺', '省', '花', '借'],
        },
        accepts: {
          en: [['spend'], ['save']],
          'zh-TW': [['花'], ['省']],
        },
        hints: [
          {
            en: 'Count the coins: one sticker sheet, or the deal?',
            'zh-TW': '算算看：只買一張貼紙，和買二送一，各要付多少？',
          },
          {
            en: 'One sheet is 15 coins. The deal costs 30 coins. Which is more?',
            'zh-TW': '一張是 NT$15，買二送一要付 NT$30。哪一個比較多？',
          },
          {
            en: 'The answer is "spend" and "save": you pay 30 − 15 = 15 coins more for things you did not need.',
            'zh-TW': '答案是「花」和「省」：你多付了 30 − 15 = 15，也就是 NT$15，買了不需要的東西。',
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
        en: 'A schoolbag has a regular price of 200 coins. Today it is 20% off. How much does it cost today?',
        'zh-TW': '一個書包原價 NT$200，今天打八折。今天要付多少錢？',
      },
      options: [
        { en: '180 coins', 'zh-TW': 'NT$180' },
        { en: '40 coins', 'zh-TW': 'NT$40' },
        { en: '220 coins', 'zh-TW': 'NT$220' },
        { en: '160 coins', 'zh-TW': 'NT$160' },
      ],
      answer: [3],
      hintCycle: [
        {
          en: 'First find the discount: 20% of 200.',
          'zh-TW': '先算折扣：200 的 20% 是多少？',
        },
        {
          en: '20% of 100 is 20, so 20% of 200 is 40. 20% is not just 20 coins, and 40 is the discount, not the price.',
          'zh-TW': '100 的 20% 是 20，所以 200 的 20% 是 40。20% 不是只少 NT$20；而 NT$40 是便宜的部分，不是要付的錢。',
        },
        {
          en: 'The answer is 160 coins: the discount is 40 coins, and 200 − 40 = 160.',
          'zh-TW': '答案是 NT$160：便宜了 NT$40，200 − 40 = 160。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'True or false: Buying something on sale always saves you money.',
        'zh-TW': '對或不對：買特價的東西，一定能省錢。',
      },
      answer: false,
      hintCycle: [
        {
          en: 'Think about a sale on something you did not plan to buy.',
          'zh-TW': '想想看，如果特價的是你本來沒打算買的東西呢？',
        },
        {
          en: 'If An buys a half-price toy she did not need, does she keep more coins, or fewer?',
          'zh-TW': '如果小安買了一個不需要的半價玩具，她的錢是變多，還是變少？',
        },
        {
          en: 'False. A sale saves money only on things you needed anyway. Otherwise, you just spend coins you would have kept.',
          'zh-TW': '不對。只有本來就需要的東西，特價才有省到錢；不然只是把原本留得住的錢花掉了。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'single',
      question: {
        en: 'Mei needs one juice box for a school trip. One box is 15 coins. The sign says "Buy 2, get 1 free." What is the smartest choice?',
        'zh-TW': '小美校外教學需要一瓶鋁箔包果汁。一瓶 NT$15，牌子上寫著「買二送一」。最聰明的選擇是什麼？',
      },
      options: [
        {
          en: 'Buy 2 and get 1 free, because free things always save money.',
          'zh-TW': '買兩瓶送一瓶，因為送的東西一定能省錢。',
        },
        {
          en: 'Buy just one box for 15 coins, because she needs only one.',
          'zh-TW': '只買一瓶 NT$15，因為她只需要一瓶。',
        },
        {
          en: 'Buy nothing, because every sale is a trick.',
          'zh-TW': '什麼都不買，因為特價都是騙人的。',
        },
      ],
      answer: [1],
      hintCycle: [
        {
          en: 'Start with what Mei needs.',
          'zh-TW': '先想想小美需要什麼。',
        },
        {
          en: 'One box is 15 coins. The deal is 30 coins, for boxes she does not need. And sales are not always bad: they help when you need the thing.',
          'zh-TW': '一瓶 NT$15；買二送一要付 NT$30，多的她用不到。不過特價也不一定不好，需要的東西遇到特價就很棒。',
        },
        {
          en: 'The answer is to buy just one box: 15 coins is less than 30, and she gets exactly what she needs.',
          'zh-TW': '答案是「只買一瓶」：NT$15 比 NT$30 少，而且剛好買到她需要的。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'multi',
      question: {
        en: 'Before you buy something on sale, which questions help? Pick all that fit.',
        'zh-TW': '買特價品之前，問自己哪些問題會有幫助？選出所有正確的答案。',
      },
      options: [
        { en: 'Do I need it, and is it on my list?', 'zh-TW': '我需要它嗎？它在我的清單上嗎？' },
        { en: 'Are my friends buying it too?', 'zh-TW': '我的朋友也在買嗎？' },
        { en: 'What will I really pay after the discount?', 'zh-TW': '打折以後，我到底要付多少錢？' },
        { en: 'Will I use all of them?', 'zh-TW': '買這麼多，我都用得完嗎？' },
        { en: 'Is the sale sign big and bright?', 'zh-TW': '特價海報夠不夠大、夠不夠亮？' },
      ],
      answer: [0, 2, 3],
      hintCycle: [
        {
          en: 'Good questions are about your needs and the real price.',
          'zh-TW': '好問題，問的是你的需要和真正的價錢。',
        },
        {
          en: 'What friends buy, or how big a sign is, does not change what you need.',
          'zh-TW': '朋友買什麼、海報有多大，都不會改變你需要什麼。',
        },
        {
          en: 'The answer is "Do I need it?", "What will I really pay?" and "Will I use all of them?": they check your need and the real cost.',
          'zh-TW': '答案是「我需要它嗎？」、「打折以後要付多少？」和「我都用得完嗎？」：它們幫你檢查需要和真正的花費。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'multi',
      question: {
        en: 'An needs 3 notebooks for school. One notebook is 20 coins. Today it is "Buy 2, get 1 free." Which sentences are true? Pick all that fit.',
        'zh-TW': '小安上學需要 3 本筆記本。一本 NT$20，今天「買二送一」。下面哪些說法是對的？選出所有正確的答案。',
      },
      options: [
        { en: 'She pays 40 coins for 3 notebooks.', 'zh-TW': '她付 NT$40 就能拿到 3 本。' },
        {
          en: 'She saves 20 coins, because 3 notebooks usually cost 60 coins.',
          'zh-TW': '她省了 NT$20，因為 3 本平常要 NT$60。',
        },
        {
          en: 'The deal is bad for her, because it makes her buy more.',
          'zh-TW': '這個特價對她不好，因為會讓她買更多。',
        },
        { en: 'She pays 60 coins for 3 notebooks.', 'zh-TW': '她要付 NT$60 才能拿到 3 本。' },
      ],
      answer: [0, 1],
      hintCycle: [
        {
          en: 'An needs 3. How many does she pay for in this deal?',
          'zh-TW': '小安需要 3 本。買二送一，她要付幾本的錢？',
        },
        {
          en: 'She pays for 2: 2 × 20 = 40 coins. Without the deal, 3 × 20 = 60 coins.',
          'zh-TW': '她只付 2 本的錢：2 × 20 = 40。沒有特價的話，3 × 20 = 60。',
        },
        {
          en: 'The answer is "She pays 40 coins" and "She saves 20 coins": 60 − 40 = 20, and she needed all 3, so this deal really helps.',
          'zh-TW': '答案是「付 NT$40」和「省了 NT$20」：60 − 40 = 20，而且 3 本她都需要，所以這次特價真的划算。',
        },
      ],
    },
  ],
  autoMission: {
    title: { en: 'Sale Checker', 'zh-TW': '特價檢查員' },
    options: [
      {
        id: 'deal-or-not',
        label: { en: 'Deal or not?', 'zh-TW': '划不划算？' },
        instructions: {
          en: 'Drag each card to "Real deal" or "Not a deal for me": 20% off the sketchbook Jay needs; buy 2, get 1 free juice when Mei needs one; a half-price toy that is not on An\'s list; buy 2, get 1 free lemons when Leo needs 3.',
          'zh-TW':
            '把每張卡片拖到「真的划算」或「對我不划算」：阿哲需要的素描本打八折；小美只要一瓶果汁，果汁卻買二送一；小安清單上沒有的半價玩具；阿力需要 3 顆檸檬時，檸檬買二送一。',
        },
        controlType: 'drag-validate',
      },
      {
        id: 'list-first',
        label: { en: 'List first', 'zh-TW': '先寫清單' },
        instructions: {
          en: 'Next time you shop with a grown-up, write a shopping list first. Tick the box if you came home with only what was on your list.',
          'zh-TW': '下次和大人去買東西前，先寫好購物清單。如果回家時只買了清單上的東西，就打勾。',
        },
        controlType: 'checkbox',
      },
      {
        id: 'sale-math',
        label: { en: 'Sale math', 'zh-TW': '特價算一算' },
        instructions: {
          en: 'Pick a price and a discount. Fill in: "Regular price: [number] coins. [10% / 20% / 50%] off takes off [number] coins. I pay [number] coins."',
          'zh-TW': '選一個價錢和折扣，填一填：「原價 NT$[數字]，打 [九折／八折／五折]，便宜 NT$[數字]，我要付 NT$[數字]。」',
        },
        controlType: 'template-select',
      },
    ],
    completionRule: 'any_one',
  },
} satisfies AdventureBody;

export default body;
