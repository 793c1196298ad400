import type { AdventureBody } from '../schema/module-body';

/**
 * M27 · Ledger Cave: "Is a Sale Always a Deal?" / 「特價一定划算嗎？」.
 * Learning outcome — Grade 4, Spending: explain how a sale price can push a purchase decision,
 * and check the need (the shopping list) and the real price before buying on sale.
 * zh-TW note: "20% off" is said 打八折 in Taiwan (pay 80%); 10% off = 打九折, 50% off = 打五折.
 * "Buy 2, get 1 free" is written 買 2 送 1 (as on shop signs) so both languages carry the digits.
 * The sale is at a big stationery shop by the station, not at Grandma Lin's (her prices never change).
 * Numbers: story: Jay has 180 (saved from his Friday allowance); big drawing pad 150, 20% off:
 * 10% of 150 = 15, 20% = 30, 150 − 30 = 120; stickers 30 a sheet (Grandma Lin's sheet price),
 * buy 2 get 1 free: 2 × 30 = 60 for 3; 120 + 60 = 180 (all his money); he buys only the
 * drawing pad: 180 − 120 = 60 left.
 * Terms: 60 − 30 = 30 more for the sticker deal when you need one.
 * Examples: pencil case 100, 20% off: 20% of 100 = 20, 100 − 20 = 80; lemons 10 each,
 * buy 2 get 1 free: 2 × 10 = 20 instead of 3 × 10 = 30; half-price toy 120 ÷ 2 = 60.
 * Frames: 20% of 150 = 30, 150 − 30 = 120 (distractors 20 = "20% is 20 coins", 130 = 150 − 20);
 * one sheet 30 vs the deal 60.
 * Quiz: schoolbag 800 (inside the guide's 800–2,000 band), 20% off: 20% of 800 = 160,
 * 800 − 160 = 640 (distractors 800 − 20 = 780, 160, 800 + 20 = 820); juice box 25 (Grandma Lin's
 * price) vs 2 × 25 = 50; folders 20 each, buy 2 get 1 free: 2 × 20 = 40 instead of 3 × 20 = 60,
 * 60 − 40 = 20 saved.
 * Facts:
 * - 打八折 means paying 80 % of the regular price (八成), that is 20 % off; 打九折 = 10 % off,
 *   打五折 = half price — dictionary entry 「折扣」 (按原價的若干成計價，如按九成叫九折) and
 *   everyday Taiwan shop usage, checked 2026.
 */
const body = {
  id: 'M27',
  format: 'adventure',
  storyIntro: [
    {
      en: 'Jay\'s drawing pad is full, so he needs a new one. Before he leaves, he writes a shopping list. It says just one thing: "big drawing pad." He puts 180 coins in his pocket, and Mei comes along.',
      'zh-TW': '阿哲的圖畫本畫滿了，需要買一本新的。出門前，他先寫好購物清單，上面只有一樣東西：「大圖畫本」。他把 NT$180 放進口袋，小美也跟著一起去。',
    },
    {
      en: 'At the big stationery shop by the station, bright signs are everywhere. "SALE! Big drawing pads 20% off!" The big drawing pad is usually 150 coins. The clerk shows him the math. "10% of 150 is 15, so 20% is 30. Today it is 150 − 30 = 120 coins."',
      'zh-TW':
        '車站旁的大文具店貼滿了亮晶晶的海報：「特價！大圖畫本打八折！」大圖畫本平常賣 NT$150。店員算給他看：「打八折就是少 20%。150 的 10% 是 15，20% 就是 30。所以今天只要 150 − 30 = 120，NT$120 就好。」',
    },
    {
      en: 'Next to it is another sign. "Stickers! Buy 2, get 1 free!" One sheet is 30 coins. Jay\'s eyes shine. "3 sheets for 60 coins! What a deal!" He picks up two sheets. 120 + 60 = 180. That is all his money.',
      'zh-TW':
        '旁邊還有另一張海報：「貼紙買 2 送 1！」一張貼紙 NT$30。阿哲眼睛一亮：「付 NT$60 就能拿 3 張，太划算了！」他拿起兩張貼紙。120 + 60 = 180，剛好是他全部的錢。',
    },
    {
      en: 'Mei looks at his list. "Why are you buying stickers? They are not on your list." Jay stops. He takes a deep breath. He has a big pile of stickers at home. He did not need any today.',
      'zh-TW': '小美看了看他的清單，問：「你為什麼要買貼紙？清單上沒有啊。」阿哲停了下來，深吸一口氣。家裡的貼紙還有一大疊，今天根本不需要。',
    },
    {
      en: 'Jay puts the stickers back. He pays 120 coins for the drawing pad and keeps 180 − 120 = 60 coins. In his glowing money diary, he writes: "Drawing pad, 120 coins. It was on my list!" Mei grins. "A sale is a deal when you needed the thing anyway." Pip flaps. "Squawk! Check your list before the sign!"',
      'zh-TW':
        '阿哲把貼紙放回架上，只花 NT$120 買圖畫本，180 − 120 = 60，還留下 NT$60。他在會發光的記帳本上寫下：「圖畫本 NT$120，清單上有的！」小美笑著說：「本來就需要的東西遇到特價，才是真的划算。」皮皮拍著翅膀說：「嘎！先看清單，再看特價！」',
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
        en: 'This week, big drawing pads are on sale at the stationery shop.',
        'zh-TW': '這個星期，文具店的大圖畫本在特價。',
      },
    },
    {
      term: { en: 'regular price', 'zh-TW': '原價' },
      definition: {
        en: 'The usual price, when there is no sale.',
        'zh-TW': '沒有特價的時候，平常賣的價錢。',
      },
      example: {
        en: 'The regular price of the big drawing pad is 150 coins.',
        'zh-TW': '大圖畫本的原價是 NT$150。',
      },
    },
    {
      term: { en: 'discount (% off)', 'zh-TW': '折扣（打折）' },
      definition: {
        en: 'The money taken off the regular price. "20% off" means you pay 20 coins less for every 100 coins.',
        'zh-TW': '從原價扣掉的部分。台灣常說「打八折」，就是只付原價的八成，每 NT$100 少付 NT$20，也就是少 20%。',
      },
      example: {
        en: '20% of 150 coins is 30 coins. So the drawing pad costs 150 − 30 = 120 coins.',
        'zh-TW': 'NT$150 的圖畫本打八折：150 的 20% 是 30，所以只要付 150 − 30 = 120，也就是 NT$120。',
      },
    },
    {
      term: { en: 'buy 2, get 1 free', 'zh-TW': '買 2 送 1' },
      definition: {
        en: 'You pay for 2 things and get a third one free. It saves money if you need 3.',
        'zh-TW': '付 2 個的錢，拿到 3 個。你真的需要 3 個，才有省到錢。',
      },
      example: {
        en: 'Stickers are 30 coins a sheet. With buy 2, get 1 free, you pay 60 coins for 3 sheets. If you need just 1, you pay 60 − 30 = 30 coins more than you had to.',
        'zh-TW': '貼紙一張 NT$30，買 2 送 1 就是付 NT$60 拿 3 張。如果你只需要 1 張，反而多花了 60 − 30 = 30，也就是 NT$30。',
      },
    },
    {
      term: { en: 'shopping list', 'zh-TW': '購物清單' },
      definition: {
        en: 'A list of what you need, written before you go to the shop.',
        'zh-TW': '出門買東西前，先寫下需要買的東西。',
      },
      example: {
        en: 'Jay\'s list says just "big drawing pad," so he puts the stickers back.',
        'zh-TW': '阿哲的清單上只有「大圖畫本」，所以他把貼紙放回去。',
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
      'zh-TW': '阿力的檸檬汁攤需要 3 顆檸檬。檸檬一顆 NT$10，今天買 2 送 1，他只要付 NT$20，不用 NT$30。他本來就需要 3 顆，所以這才是真的划算。',
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
          en: 'The regular price is 150 coins. 20% off takes off ______ coins, so I pay ______ coins.',
          'zh-TW': '原價 NT$150，打八折會便宜 NT$______，所以只要付 NT$______。',
        },
        wordPool: {
          en: ['20', '120', '30', '130'],
          'zh-TW': ['130', '20', '120', '30'],
        },
        accepts: {
          en: [['30'], ['120']],
          'zh-TW': [['30'], ['120']],
        },
        hints: [
          {
            en: '20% means 20 out of every 100. Start with 10% of 150.',
            'zh-TW': '打八折就是少 20%，也就是每 100 少 20。先算 150 的 10% 是多少。',
          },
          {
            en: '20% is not the same as 20 coins. 10% of 150 is 15, so 20% is 15 + 15.',
            'zh-TW': '20% 不等於 NT$20。150 的 10% 是 15，20% 就是 15 + 15。',
          },
          {
            en: 'The answer is 30 and 120: 20% of 150 is 30, and 150 − 30 = 120.',
            'zh-TW': '答案是 30 和 120：150 的 20% 是 30，150 − 30 = 120。',
          },
        ],
      },
      {
        id: 'free-is-not-free',
        text: {
          en: 'If I need only one, "buy 2, get 1 free" makes me ______ more money, not ______ money.',
          'zh-TW': '如果我只需要一個，「買 2 送 1」反而會讓我______更多錢，而不是______錢。',
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
            'zh-TW': '算算看：只買一張貼紙，和參加這個特價，各要付多少？',
          },
          {
            en: '"Free" does not mean you save. One sheet is 30 coins, and the deal costs 60 coins. Which is more?',
            'zh-TW': '有「送」，不代表有省到。一張是 NT$30，這個特價要付 NT$60。哪一個比較多？',
          },
          {
            en: 'The answer is "spend" and "save": you pay 60 − 30 = 30 coins more for things you did not need.',
            'zh-TW': '答案是「花」和「省」：你多付了 60 − 30 = 30，也就是 NT$30，買了不需要的東西。',
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
        en: 'A schoolbag has a regular price of 800 coins. Today it is 20% off. How much does it cost today?',
        'zh-TW': '一個書包原價 NT$800，今天打八折。今天要付多少錢？',
      },
      options: [
        { en: '780 coins', 'zh-TW': 'NT$780' },
        { en: '160 coins', 'zh-TW': 'NT$160' },
        { en: '820 coins', 'zh-TW': 'NT$820' },
        { en: '640 coins', 'zh-TW': 'NT$640' },
      ],
      answer: [3],
      hintCycle: [
        {
          en: 'First find the discount: 20% of 800.',
          'zh-TW': '先算折扣：800 的 20% 是多少？',
        },
        {
          en: '20% is not just 20 coins. 20% of 100 is 20, so 20% of 800 is 8 × 20 = 160. And 160 is the discount, not the price.',
          'zh-TW': '20% 不是只少 NT$20。100 的 20% 是 20，所以 800 的 20% 是 8 × 20 = 160。而 NT$160 是便宜的部分，不是要付的錢。',
        },
        {
          en: 'The answer is 640 coins: the discount is 160 coins, and 800 − 160 = 640.',
          'zh-TW': '答案是 NT$640：便宜了 NT$160，800 − 160 = 640。',
        },
      ],
      why: {
        en: 'A percent off grows with the price: 20 coins off every 100. Find the discount first, then take it away.',
        'zh-TW': '打幾折，要看原價多少：打八折是每 NT$100 少 NT$20。先算出便宜多少，再從原價減掉。',
      },
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'An buys a half-price toy she did not plan to buy. True or false: She spends coins she would have kept.',
        'zh-TW': '小安買了一個本來沒打算買的半價玩具。對或不對：她花掉了原本可以留下來的錢。',
      },
      answer: true,
      hintCycle: [
        {
          en: 'Think about a sale on something you did not plan to buy.',
          'zh-TW': '想想看，如果特價的是你本來沒打算買的東西呢？',
        },
        {
          en: '"Half price" is not the same as "saved". Before the toy, she had her coins. After, does she have more, or fewer?',
          'zh-TW': '「半價」不等於「省下來」。買玩具之前錢在她身上，買了以後，錢是變多還是變少？',
        },
        {
          en: 'True. A sale saves money on things you needed anyway. On anything else, you spend coins you would have kept.',
          'zh-TW': '對。本來就需要的東西，特價才有省到錢；其他的東西，只是把原本留得住的錢花掉了。',
        },
      ],
      why: {
        en: 'A sale lowers the price, but buying still costs coins. You only save when you needed the thing anyway.',
        'zh-TW': '特價讓價錢變低，可是買了還是要花錢。本來就需要的東西，才是真的省到。',
      },
    },
    {
      id: 'q3',
      type: 'single',
      question: {
        en: 'Mei needs one juice box for a school trip. One box is 25 coins. The sign says "Buy 2, get 1 free." What is the smartest choice?',
        'zh-TW': '小美校外教學需要一瓶鋁箔包果汁。一瓶 NT$25，牌子上寫著「買 2 送 1」。最聰明的選擇是什麼？',
      },
      options: [
        {
          en: 'Buy 2 and get 1 free, because free things save money.',
          'zh-TW': '買 2 瓶送 1 瓶，因為有送的就是省錢。',
        },
        {
          en: 'Buy one box for 25 coins. She needs one.',
          'zh-TW': '只買一瓶 NT$25，她只需要一瓶。',
        },
        {
          en: 'Buy nothing, because every sale is a trick to fool you.',
          'zh-TW': '什麼都不買，因為特價都是騙人的花招。',
        },
      ],
      answer: [1],
      hintCycle: [
        {
          en: 'Start with what Mei needs.',
          'zh-TW': '先想想小美需要什麼。',
        },
        {
          en: 'Getting something free is not saving if you did not need it. One box is 25 coins; the deal is 50. And a sale is not a trick when you need the thing.',
          'zh-TW': '送你用不到的東西，不算省錢。一瓶 NT$25；這個特價要付 NT$50。不過特價也不是騙人的，需要的東西遇到特價就很棒。',
        },
        {
          en: 'The answer is to buy one box: 25 coins is less than 50, and she gets what she needs.',
          'zh-TW': '答案是「只買一瓶」：NT$25 比 NT$50 少，而且剛好買到她需要的。',
        },
      ],
      why: {
        en: 'A deal helps only if you need what it gives you. Mei needs one box, so one box is the smart buy.',
        'zh-TW': '特價送的東西，要用得到才算划算。小美只需要一瓶，所以買一瓶最聰明。',
      },
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
      why: {
        en: 'Good questions check your need and the real price. A bright sign or a friend\'s choice tells you neither.',
        'zh-TW': '好問題會檢查你的需要和真正的價錢；亮亮的海報和朋友的選擇，兩樣都告訴不了你。',
      },
    },
    {
      id: 'q5',
      type: 'multi',
      question: {
        en: 'An needs 3 folders for school. One folder is 20 coins. Today it is "Buy 2, get 1 free." Which sentences are true? Pick all that fit.',
        'zh-TW': '小安上學需要 3 個資料夾。一個 NT$20，今天「買 2 送 1」。下面哪些說法是對的？選出所有正確的答案。',
      },
      options: [
        { en: 'She pays 40 coins for 3 folders.', 'zh-TW': '她付 NT$40 就能拿到 3 個。' },
        {
          en: 'She saves 20 coins, because 3 folders usually cost 60 coins.',
          'zh-TW': '她省了 NT$20，因為 3 個平常要 NT$60。',
        },
        {
          en: 'The deal is bad for her, because it makes her buy more.',
          'zh-TW': '這個特價對她不好，因為會讓她買更多。',
        },
        { en: 'She pays 60 coins for 3 folders.', 'zh-TW': '她要付 NT$60 才能拿到 3 個。' },
      ],
      answer: [0, 1],
      hintCycle: [
        {
          en: 'An needs 3. How many does she pay for in this deal?',
          'zh-TW': '小安需要 3 個。這個特價，她要付幾個的錢？',
        },
        {
          en: 'The deal does not make her buy more; she needs all 3. She pays for 2: 2 × 20 = 40 coins. Without the deal, 3 × 20 = 60 coins.',
          'zh-TW': '這個特價沒有讓她多買，3 個她都需要。她只付 2 個的錢：2 × 20 = 40；沒有特價的話，3 × 20 = 60。',
        },
        {
          en: 'The answer is "She pays 40 coins" and "She saves 20 coins": 60 − 40 = 20, and she needed all 3, so this deal really helps.',
          'zh-TW': '答案是「付 NT$40」和「省了 NT$20」：60 − 40 = 20，而且 3 個她都需要，所以這次特價真的划算。',
        },
      ],
      why: {
        en: 'When you need every item, a deal like this really saves money. The need comes first, then the deal.',
        'zh-TW': '每一個都用得到，這種特價就真的省錢。先看需要，再看特價。',
      },
    },
  ],
  autoMission: {
    title: { en: 'Sale Checker', 'zh-TW': '特價檢查員' },
    options: [
      {
        id: 'deal-or-not',
        label: { en: 'Deal or not?', 'zh-TW': '划不划算？' },
        instructions: {
          en: 'Drag each card to "Real deal" or "Not a deal for me". 20% off the drawing pad Jay needs. Buy 2, get 1 free juice when Mei needs one. A half-price toy not on An\'s list. Buy 2, get 1 free lemons when Leo needs 3.',
          'zh-TW':
            '把每張卡片拖到「真的划算」或「對我不划算」：阿哲需要的圖畫本打八折；小美只要一瓶果汁，果汁卻買 2 送 1；小安清單上沒有的半價玩具；阿力需要 3 顆檸檬時，檸檬買 2 送 1。',
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
          'zh-TW': '選一個價錢和折扣，填一填：「原價 NT$[數字]，打 [九折／八折／五折]（少 10%／20%／50%），便宜 NT$[數字]，我要付 NT$[數字]。」',
        },
        controlType: 'template-select',
      },
    ],
    completionRule: 'any_one',
  },
} satisfies AdventureBody;

export default body;
