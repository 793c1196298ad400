import type { ClassicBody } from '../schema/module-body';

/**
 * M121 · Mind Desert: "Is Free Really Free?" / 「免費真的免費嗎？」.
 * Learning outcome (Grade 8, Spending): identify misleading information about goods and services met
 * online or on signs — here, that a "free" game or offer can carry costs paid later (in-game purchases,
 * time spent on ads, personal information, or a second item bought to get a "free gift") — by asking
 * "What do I pay later, with money, time or my information?", and ask a grown-up before any in-game
 * purchase. Grade 8, not 4: the grade 8 Spending outcomes ask learners to identify misleading or
 * deceptive information about goods and services in online and print sources, which is what this
 * lesson practises with a "FREE!" label.
 * The word "free" excites every brain (the zero price effect, 零價格效應); a loot box appears only as
 * a trick to notice, never as a reward.
 * Numbers: story: the gem pack is the island's own price, 100 gems for 90 coins; the mystery chest
 * 30 gems; "wait 2 hours"; about 10 ads a day, 1 minute each: 10 × 1 = 10 minutes a day. Jay has
 * 90 coins left (his allowance is 100 every Friday, cast sheet) and keeps them; after Friday's
 * allowance (90 + 100 = 190) he buys a box of 12 color pencils, 120 (Grandma Lin's price).
 * Terms: 10 minutes a day; 100 gems for 90 coins; a chest for 30 gems.
 * Quiz: q1 a chest for 50 gems; q3 "buy 100 gems now, offer ends today"; q4 a bookstore: "buy 2 comic
 * books, get a keychain free", a comic book 120 (as at Grandma Lin's): 2 × 120 = 240,
 * 240 − 120 = 120 more than the 1 comic book Jay planned.
 * Facts: none — the gem and chest prices are the island's own; the pencils and comic books are
 * Grandma Lin's prices.
 */
const body = {
  id: 'M121',
  format: 'classic',
  scenarios: [
    {
      id: 'jays-free-drawing-game',
      title: {
        en: "Jay's Free Drawing Game",
        'zh-TW': '阿哲的免費畫畫遊戲',
      },
      description: {
        en: 'A drawing game says "FREE!" in big letters. Then the ink runs out. What does free really cost?',
        'zh-TW': '畫畫遊戲上寫著大大的「免費！」，結果墨水用完了。免費到底要付出什麼？',
      },
      context: {
        en:
          'Jay sees a drawing game for the family tablet. A big button says "FREE!" With his mom\'s OK, they download it together. ' +
          'Jay draws a dragon with the free brushes. A message pops up: "Out of ink! Wait 2 hours, or buy 100 gems for 90 coins!" ' +
          'An ad plays before he can save. Next, a shiny box appears: "Mystery chest, 30 gems! A golden brush might be inside!" ' +
          'Jay has 90 coins left. He stops and remembers the family rule: ask a grown-up before any in-game buy. ' +
          'He shows Mom. "Is free really free?" she asks. About 10 ads a day, at 1 minute each, is 10 minutes a day. ' +
          'The game also wants his name, birthday and school. "Your information is a price, too," says Mom. They leave it blank. ' +
          '"And the chest? You pay, but you don\'t know what you get. It is made to keep you paying." ' +
          '"Free got my brain excited!" says Jay. "Every brain," says Mom. "Grown-ups call it the zero price effect." ' +
          'Jay keeps his 90 coins. After his Friday allowance, he buys a real box of 12 color pencils at Grandma Lin\'s, for 120 coins. ' +
          'Pip calls out, "Squawk! Before you tap free, ask what you pay later!"',
        'zh-TW':
          '阿哲在家裡的平板上看到一款畫畫遊戲，按鈕上寫著大大的「免費！」媽媽同意後，兩個人一起把它下載下來。' +
          '阿哲用免費的筆刷畫了一隻龍。突然跳出一個訊息：「墨水用完了！等 2 小時，或是花 NT$90 買 100 顆寶石！」' +
          '還沒存檔，就先播了一段廣告。接著又出現一個閃閃發亮的箱子：「神祕寶箱，30 顆寶石！裡面可能有金色筆刷喔！」' +
          '阿哲手上還有 NT$90。他停下來，想起家裡的規定：在遊戲裡買任何東西之前，要先問大人。' +
          '他拿給媽媽看。媽媽問：「免費真的免費嗎？」一天大約 10 段廣告，每段 1 分鐘，一天就是 10 分鐘。' +
          '遊戲還要他填名字、生日和學校。媽媽說：「你的個人資料，也是一種代價。」他們決定不填。' +
          '媽媽又說：「那個寶箱呢？付了錢，卻不知道會拿到什麼。它就是設計來讓人一直付錢的。」' +
          '阿哲笑了：「原來是『免費』讓我的大腦好興奮！」媽媽說：「每個人的大腦都會這樣。大人把它叫做『零價格效應』。」' +
          '阿哲把 NT$90 留了下來。星期五領到零用錢以後，他到林奶奶的店裡，花 NT$120 買了一盒真正的 12 色彩色鉛筆。' +
          '皮皮大叫：「嘎！按下『免費』之前，先想想之後要付出什麼！」',
      },
      thinkingPrompts: [
        {
          en: 'Why do you think the game gives away free brushes at the start?',
          'zh-TW': '你覺得這款遊戲為什麼一開始要送免費的筆刷？',
        },
        {
          en: 'What if Jay had tapped "buy" without asking? What might he have paid, in money, time and information?',
          'zh-TW': '如果阿哲沒問大人就按下「購買」，他可能會付出哪些錢、時間和個人資料？',
        },
        {
          en: 'Why might a mystery chest make people want to pay again and again?',
          'zh-TW': '為什麼神祕寶箱會讓人一次又一次想付錢？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'free',
      term: { en: 'free', 'zh-TW': '免費' },
      definition: {
        en: 'You pay no money to get it right now.',
        'zh-TW': '現在拿到它，不用付錢。',
      },
      example: {
        en: 'The drawing game was free to download.',
        'zh-TW': '這款畫畫遊戲可以免費下載。',
      },
    },
    {
      id: 'hidden-cost',
      term: { en: 'hidden cost', 'zh-TW': '隱藏的代價' },
      definition: {
        en: 'A cost you do not see at first. You pay it later, with money, time or information.',
        'zh-TW': '一開始看不到、之後才要付的代價，可能是錢、時間或個人資料。',
      },
      example: {
        en: "The ads in Jay's game were a hidden cost: 10 minutes a day.",
        'zh-TW': '阿哲遊戲裡的廣告，就是隱藏的代價：一天 10 分鐘。',
      },
    },
    {
      id: 'in-game-purchase',
      term: { en: 'in-game purchase', 'zh-TW': '遊戲內購買' },
      definition: {
        en: 'Paying real money for extras inside a game, like gems or ink.',
        'zh-TW': '在遊戲裡花真的錢，買寶石、墨水這些額外的東西。',
      },
      example: {
        en: 'Buying 100 gems for 90 coins is an in-game purchase.',
        'zh-TW': '花 NT$90 買 100 顆寶石，就是遊戲內購買。',
      },
    },
    {
      id: 'personal-information',
      term: { en: 'personal information', 'zh-TW': '個人資料' },
      definition: {
        en: 'Facts about you, like your name, birthday, school or photos.',
        'zh-TW': '關於你的事，像是名字、生日、學校或照片。',
      },
      example: {
        en: "The game asked for Jay's personal information. He and Mom said no.",
        'zh-TW': '遊戲要阿哲的個人資料，他和媽媽決定不給。',
      },
    },
    {
      id: 'loot-box',
      term: { en: 'loot box', 'zh-TW': '隨機寶箱' },
      definition: {
        en: 'A box in a game that you pay for before you know what is inside.',
        'zh-TW': '遊戲裡要先付錢才能打開，打開前不知道裡面是什麼的箱子。',
      },
      example: {
        en: 'The mystery chest for 30 gems was a loot box. Jay did not open it.',
        'zh-TW': '要 30 顆寶石的神祕寶箱，就是隨機寶箱。阿哲沒有打開它。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'a-hidden-cost',
      stem: {
        en: 'A hidden cost of a free game can be…',
        'zh-TW': '免費遊戲隱藏的代價，可能是……',
      },
      examples: [
        {
          en: 'A hidden cost of a free game can be the time I spend watching ads.',
          'zh-TW': '免費遊戲隱藏的代價，可能是看廣告花掉的時間。',
        },
        {
          en: 'A hidden cost of a free game can be the personal information it asks for.',
          'zh-TW': '免費遊戲隱藏的代價，可能是它要我填的個人資料。',
        },
      ],
    },
    {
      id: 'before-an-in-game-purchase',
      stem: {
        en: 'Before any in-game purchase, I…',
        'zh-TW': '在遊戲內購買任何東西之前，我會……',
      },
      examples: [
        {
          en: 'Before any in-game purchase, I ask a grown-up and count the cost in real coins.',
          'zh-TW': '在遊戲內購買任何東西之前，我會先問大人，再算算看要花多少真的錢。',
        },
      ],
    },
    {
      id: 'a-loot-box-is-a-trick',
      stem: {
        en: 'A loot box is a trick because…',
        'zh-TW': '隨機寶箱是一種陷阱，因為……',
      },
      examples: [
        {
          en: 'A loot box is a trick because I pay first and do not know what I will get.',
          'zh-TW': '隨機寶箱是一種陷阱，因為我要先付錢，卻不知道會拿到什麼。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: 'Leo\'s cousin plays a free game. A box pops up: "Open a mystery chest for 50 gems! A rare dragon might be inside!" What is the box really doing?',
        'zh-TW': '阿力的表弟在玩一款免費遊戲，畫面跳出一個箱子：「花 50 顆寶石打開神祕寶箱！裡面可能有稀有的龍喔！」這個箱子其實在做什麼？',
      },
      options: [
        {
          en: 'Giving players a free gift for playing.',
          'zh-TW': '送玩家一份免費的禮物。',
        },
        {
          en: 'Rewarding players who practice and play well.',
          'zh-TW': '獎勵認真練習、玩得好的玩家。',
        },
        {
          en: 'Helping players save gems, since a rare dragon is worth more than 50 gems.',
          'zh-TW': '幫玩家省寶石，因為稀有的龍比 50 顆寶石值錢多了。',
        },
        {
          en: 'Getting players to pay for a chance, again and again.',
          'zh-TW': '讓玩家為了一個機會，一次又一次付錢。',
        },
      ],
      correctAnswer: 3,
      feedback: {
        en: 'The chest costs gems, and gems cost real money. You pay first and may not get the dragon. That is a loot box. It is made to keep players paying, so notice it and skip it.',
        'zh-TW': '寶箱要用寶石開，寶石要花真的錢買。先付了錢，還不一定拿得到龍，這就是隨機寶箱。它是設計來讓玩家一直付錢的，看出來就跳過吧。',
      },
      hintCycle: [
        {
          en: 'Does the chest cost anything? What do you know before you open it?',
          'zh-TW': '打開寶箱要不要付出什麼？打開之前，你知道裡面有什麼嗎？',
        },
        {
          en: 'It is not a gift or a prize for playing well: 50 gems cost real money. And "might" means the dragon may not be there.',
          'zh-TW': '它不是禮物，也不是玩得好的獎勵：50 顆寶石要花真的錢買。而且「可能有」代表龍不一定在裡面。',
        },
        {
          en: 'The answer: it gets players to pay for a chance, again and again. That is how a loot box works.',
          'zh-TW': '答案是：讓玩家為了一個機會，一次又一次付錢。隨機寶箱就是這樣運作的。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'Mei\'s free game says, "Type your full name, school and birthday to get a free prize!" True or false: if Mei does it, she pays for the prize with her personal information.',
        'zh-TW': '小美玩的免費遊戲寫著：「輸入你的全名、學校和生日，就送你免費獎品！」是非題：如果小美照做，她就是用自己的個人資料，換來這個獎品。',
      },
      correctAnswer: true,
      feedback: {
        en: 'True. Her name, school and birthday are personal information. Giving them away is a price, even with no coins. Mei can skip it and show a grown-up.',
        'zh-TW': '對。全名、學校和生日都是個人資料。就算沒花錢，把它們交出去也是一種代價。小美可以先不填，拿給大人看。',
      },
      hintCycle: [
        {
          en: 'What would Mei give to get the prize?',
          'zh-TW': '小美要交出什麼，才能拿到獎品？',
        },
        {
          en: 'Some think a price has to be coins. But facts about you are worth something, too.',
          'zh-TW': '有人以為付出代價，就是要付錢。其實關於你的資料，也很有價值。',
        },
        {
          en: 'The answer is true. She would pay with her personal information, so she asks a grown-up first.',
          'zh-TW': '答案是「對」。她付出的是自己的個人資料，所以要先問大人。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Jay\'s cousin sees "Buy 100 gems now! Offer ends today!" in a free game. Which are smart moves? Pick all that are right.',
        'zh-TW': '阿哲的表妹在免費遊戲裡看到「馬上買 100 顆寶石！優惠今天結束！」下面哪些是聰明的做法？（可以選好幾個）',
      },
      options: [
        {
          en: 'Ask a grown-up before buying anything.',
          'zh-TW': '買任何東西之前，先問大人。',
        },
        {
          en: 'Tap fast, because small buys inside a game are not real spending.',
          'zh-TW': '趕快按下去，遊戲裡的小額購買不算真的花錢。',
        },
        {
          en: 'Buy the gems now, before the offer ends.',
          'zh-TW': '趁優惠結束之前，馬上買下寶石。',
        },
        {
          en: 'Find out what the gems cost in real coins.',
          'zh-TW': '查查看這些寶石換成真的錢要多少。',
        },
        {
          en: 'Ask, "What will I pay later, in money, time or information?"',
          'zh-TW': '問自己：「之後要付出多少錢、時間或個人資料？」',
        },
      ],
      correctAnswer: [0, 3, 4],
      feedback: {
        en: 'Asking a grown-up, counting the real coins and asking what you pay later are smart moves. Small in-game buys are real money. "Buy now" is a hurry trick, not a reason to buy.',
        'zh-TW':
          '先問大人、算出真的要花多少錢、問自己之後要付出什麼，都是聰明的做法。遊戲裡的小額購買也是真的錢；「馬上買」只是催你快點的手法，不是該買的理由。',
      },
      hintCycle: [
        {
          en: 'Which moves slow down and look at the real cost?',
          'zh-TW': '哪些做法會讓你慢下來，看清楚真正的代價？',
        },
        {
          en: '"Small buys are not real spending" is a trap: gems cost real coins. "Before the offer ends" wants you to hurry. Three are right.',
          'zh-TW': '「小額購買不算花錢」是陷阱，寶石要用真的錢買；「趁優惠結束之前」是想讓你著急。正確的有三個。',
        },
        {
          en: 'The answer: ask a grown-up, find the cost in real coins, and ask what you pay later.',
          'zh-TW': '答案是：先問大人、查查要花多少真的錢、問自己之後要付出什麼。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'A bookstore sign says, "Buy 2 comic books, get a keychain free!" A comic book costs 120 coins there. Jay wanted just 1 comic book. To get the "free" keychain, he would spend ______ coins more than he planned.',
        'zh-TW': '書店的牌子寫著：「買 2 本漫畫，送鑰匙圈！」那裡一本漫畫 NT$120。阿哲本來只想買 1 本。為了拿到「免費」的鑰匙圈，他要比原本多花______元。',
      },
      acceptedAnswers: {
        en: ['120', 'one hundred twenty', 'one hundred and twenty', '120 coins'],
        'zh-TW': ['120', '一百二十', '一百二', 'NT$120', '120元', '一百二十元'],
      },
      feedback: {
        en: 'Two comic books cost 2 × 120 = 240 coins. Jay planned to spend 120. 240 − 120 = 120 more. The keychain is free only if he wanted 2 comic books anyway.',
        'zh-TW': '2 本漫畫是 2 × 120 = 240，阿哲原本只打算花 NT$120。240 − 120 = 120，要多花 NT$120。除非他本來就想買 2 本，不然這個鑰匙圈一點也不免費。',
      },
      hintCycle: [
        {
          en: 'How much would Jay pay for 2 comic books?',
          'zh-TW': '阿哲買 2 本漫畫，要付多少錢？',
        },
        {
          en: 'Some think the gift costs 0. But to get it, he must buy a second comic book. Take what he planned away from the new total.',
          'zh-TW': '有人以為贈品是 0 元。可是要拿到它，就得多買一本漫畫。用新的總價減掉原本打算花的錢。',
        },
        {
          en: 'The answer is 120. 240 − 120 = 120 more coins for a "free" keychain.',
          'zh-TW': '答案是 120。240 − 120 = 120，為了「免費」的鑰匙圈，要多花 NT$120。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: 'A "free" game can still cost you money, time or your personal ______.',
        'zh-TW': '「免費」的遊戲，還是可能讓你付出錢、時間，或是你的個人______。',
      },
      acceptedAnswers: {
        en: ['information', 'info', 'details', 'data', 'privacy'],
        'zh-TW': ['資料', '資訊', '隱私'],
      },
      feedback: {
        en: 'Money, time and personal information are the three things to check. Ask "What do I pay later?" before you tap free.',
        'zh-TW': '錢、時間、個人資料，是要檢查的三樣東西。按下「免費」之前，先問自己：「之後要付出什麼？」',
      },
      hintCycle: [
        {
          en: 'Think of what the game asked Jay to type in.',
          'zh-TW': '想想看，遊戲要阿哲輸入哪些東西？',
        },
        {
          en: 'It is not coins or minutes. It is facts about you, like your name and birthday.',
          'zh-TW': '不是錢，也不是時間，而是關於你的事，像是名字和生日。答案有兩個字。',
        },
        {
          en: 'The answer is "information". Your personal information is a price, too.',
          'zh-TW': '答案是「資料」。你的個人資料，也是一種代價。',
        },
      ],
    },
  ],
  reflection: {
    id: 'something-free-i-saw',
    question: {
      en: 'Think of something "free" you have seen: a game, an app or a gift with a purchase. What might it cost later, in money, time or information?',
      'zh-TW': '想一想，你看過哪些「免費」的東西？可能是遊戲、應用程式，或是買東西送的贈品。它之後可能要你付出哪些錢、時間或資料？',
    },
    placeholder: {
      en: 'I saw a free… Later it might cost me… Next time, before I tap free, I will…',
      'zh-TW': '我看過一個免費的……，它之後可能要我付出……。下次按下「免費」之前，我會……',
    },
  },
} satisfies ClassicBody;

export default body;
