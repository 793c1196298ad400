import type { ClassicBody } from '../schema/module-body';

/**
 * M129 · Mind Desert: "Things or Experiences?" / 「買東西還是買體驗？」.
 * Learning outcome (Grade 4, Spending): tell spending on things from spending on experiences, explain that
 * both can bring joy (experiences often leave memories and stories, and many cost little or nothing), and
 * ask "What will I remember in a month?" before buying. No research is claimed: Pip says only that good
 * times can stay with you for a long time, and the story shows a loved old toy staying special too.
 * Numbers: Mei (50 every Monday, cast sheet) has saved 80. Keychain 80 (Grandma Lin's). On Money Islands
 * the bus to the riverside park costs 20 each way (the island's own price): 20 + 20 = 40; after the trip
 * 80 − 40 = 40 left, not enough for the 80 keychain. Last month: one sticker sheet (Grandma Lin's, 30; no
 * price said in the story).
 * Quiz: q1 Jay has 120, comic book 120 (Grandma Lin's) or a free drawing afternoon; q3 Mei has 10 coins;
 * sticker sheet 30 (Grandma Lin's), a hand-shaken drink about 60 (guide band 50–70), both more than 10.
 * Facts: none — all prices are Grandma Lin's, "about" prices from the guide or the island's own.
 */
const body = {
  id: 'M129',
  format: 'classic',
  scenarios: [
    {
      id: 'meis-kite-day',
      title: {
        en: "Mei's Kite Day",
        'zh-TW': '小美的風箏日',
      },
      description: {
        en: 'Mei can buy a shiny keychain, or go flying kites with her cousin. She cannot do both.',
        'zh-TW': '小美可以買一個亮晶晶的鑰匙圈，也可以跟表姊去放風箏，可是兩個只能選一個。',
      },
      context: {
        en:
          'Mei has saved 80 coins. On Saturday morning, she sees a shiny new keychain at Grandma Lin\'s shop. ' +
          'It costs 80 coins, all of her savings. ' +
          'Then Auntie calls. "Do you want to fly kites at the riverside park with your cousin this afternoon?" ' +
          'On Money Islands, the bus to the park costs 20 coins each way. 20 + 20 = 40 coins. ' +
          'Her cousin has two kites to share. ' +
          'If Mei goes, she will have 80 − 40 = 40 coins left. That is not enough for the keychain. ' +
          '"Which one?" she asks An. ' +
          '"Try Ms. Chen\'s question," says An. "What will I remember in a month?" ' +
          'Mei thinks. Last month she bought a sticker sheet. Now she can\'t remember where the stickers went. ' +
          'But she still remembers making dumplings with Dad, and she did not spend a coin! ' +
          'She also hugs her old toy rabbit every night. Some things stay special, too. ' +
          'Mei picks the kites. Her kite gets stuck in a tree, and Auntie helps her get it down. Everyone laughs. ' +
          'A month later, Mei still tells the kite story. Her 40 coins are still in her piggy bank, too. ' +
          'Pip squawks, "Things can be fun. Good times can stay with you for a long time, too!"',
        'zh-TW':
          '小美存了 NT$80。星期六早上，她在林奶奶的店裡看到一個亮晶晶的新鑰匙圈，要 NT$80，剛好是她全部的存款。' +
          '這時阿姨打電話來：「下午要不要跟表姊去河濱公園放風箏？」' +
          '在理財冒險島上，坐公車去公園，單程 NT$20，來回就是 20 + 20 = 40，一共 NT$40。' +
          '表姊有兩個風箏，可以分她一個。' +
          '如果去放風箏，小美會剩下 80 − 40 = 40，也就是 NT$40，就不夠買鑰匙圈了。' +
          '「要選哪一個呢？」她問小安。' +
          '小安說：「用陳老師教的問題問問看：一個月後，我還會記得什麼？」' +
          '小美想了想。上個月她買了一張貼紙，現在連貼紙跑到哪裡去了都想不起來。' +
          '可是她還記得跟爸爸一起包水餃，那次她自己一毛錢也沒花！' +
          '她每天晚上也會抱著那隻舊舊的兔子娃娃睡覺。有些東西，也會一直很特別。' +
          '小美選了放風箏。她的風箏卡在樹上，阿姨幫她拿了下來，大家笑成一團。' +
          '一個月後，小美還常常講那天放風箏的故事，她的 NT$40 也還好好的在存錢筒裡。' +
          '鸚鵡皮皮叫著：「嘎！東西可以帶來快樂，一起度過的好時光，也能留在心裡很久喔！」',
      },
      thinkingPrompts: [
        {
          en: 'Why do you think Mei forgot the stickers, but still remembers making dumplings with Dad?',
          'zh-TW': '你覺得為什麼小美忘了那張貼紙，卻還記得跟爸爸一起包水餃？',
        },
        {
          en: 'What if Mei had picked the keychain? Would that be a bad choice? Why or why not?',
          'zh-TW': '如果小美選了鑰匙圈，這會是不好的選擇嗎？為什麼？',
        },
        {
          en: 'Why might a time you share with other people stay in your mind for a long time?',
          'zh-TW': '為什麼跟別人一起度過的時光，常常會在心裡留很久？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'thing',
      term: { en: 'thing', 'zh-TW': '物品' },
      definition: {
        en: 'Something you can hold and keep, like a toy or a keychain.',
        'zh-TW': '可以拿在手上、留下來的東西，像玩具或鑰匙圈。',
      },
      example: {
        en: "The keychain at Grandma Lin's shop is a thing.",
        'zh-TW': '林奶奶店裡的鑰匙圈，是一樣物品。',
      },
    },
    {
      id: 'experience',
      term: { en: 'experience', 'zh-TW': '體驗' },
      definition: {
        en: 'Something you do, or a time you spend, like a trip or a picnic.',
        'zh-TW': '去做一件事、度過一段時光，像出去玩或野餐。',
      },
      example: {
        en: 'Flying kites with her cousin is an experience.',
        'zh-TW': '跟表姊去放風箏，是一次體驗。',
      },
    },
    {
      id: 'memory',
      term: { en: 'memory', 'zh-TW': '回憶' },
      definition: {
        en: 'Something from the past that you keep in your mind.',
        'zh-TW': '以前發生、一直留在心裡的事。',
      },
      example: {
        en: 'Making dumplings with Dad is one of Mei\'s happy memories.',
        'zh-TW': '跟爸爸一起包水餃，是小美快樂的回憶。',
      },
    },
    {
      id: 'free-fun',
      term: { en: 'free fun', 'zh-TW': '免費的樂趣' },
      definition: {
        en: 'Something fun that costs no money.',
        'zh-TW': '不用花錢，也很好玩的事。',
      },
      example: {
        en: 'A walk in the park or a game at home is free fun.',
        'zh-TW': '去公園散步、在家玩遊戲，都是免費的樂趣。',
      },
    },
    {
      id: 'lasting',
      term: { en: 'lasting', 'zh-TW': '持久' },
      definition: {
        en: 'Staying for a long time.',
        'zh-TW': '可以維持很長一段時間。',
      },
      example: {
        en: 'Mei\'s joy from the kite day is lasting. She still smiles about it a month later.',
        'zh-TW': '放風箏那天的快樂很持久，一個月後小美想起來還會笑。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'in-a-month',
      stem: {
        en: 'In a month, I think I will remember… because…',
        'zh-TW': '一個月後，我想我還會記得……，因為……',
      },
      examples: [
        {
          en: 'In a month, I think I will remember the kite day, because I shared it with my cousin.',
          'zh-TW': '一個月後，我想我還會記得放風箏那天，因為那是我跟表姊一起度過的。',
        },
      ],
    },
    {
      id: 'a-thing-and-an-experience',
      stem: {
        en: 'A thing I still love is…, and an experience I still remember is…',
        'zh-TW': '我到現在還很喜歡的物品是……，我到現在還記得的體驗是……',
      },
      examples: [
        {
          en: 'A thing I still love is my old toy rabbit, and an experience I still remember is making dumplings with Dad.',
          'zh-TW': '我到現在還很喜歡的物品是舊舊的兔子娃娃，我到現在還記得的體驗是跟爸爸一起包水餃。',
        },
      ],
    },
    {
      id: 'free-fun-this-week',
      stem: {
        en: 'Some free fun I can have this week is…',
        'zh-TW': '這個星期，我可以有的免費樂趣是……',
      },
      examples: [
        {
          en: 'Some free fun I can have this week is a walk by the river with Grandma.',
          'zh-TW': '這個星期，我可以有的免費樂趣是跟奶奶去河邊散步。',
        },
        {
          en: 'Some free fun I can have this week is reading library books with my brother.',
          'zh-TW': '這個星期，我可以有的免費樂趣是跟弟弟一起看圖書館借來的書。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: "Jay has 120 coins. At Grandma Lin's shop, a comic book costs 120 coins. Or he can spend a free afternoon drawing in the park with a friend and the friend's dad. Which question helps Jay choose?",
        'zh-TW': '阿哲有 NT$120。林奶奶店裡的漫畫要 NT$120。他也可以跟朋友和朋友的爸爸，去公園畫一個下午的畫，不用花錢。哪個問題最能幫阿哲做決定？',
      },
      options: [
        {
          en: '"What will I remember in a month?"',
          'zh-TW': '「一個月後，我還會記得什麼？」',
        },
        {
          en: '"Which one costs more? A bigger price must mean more fun."',
          'zh-TW': '「哪一個比較貴？越貴的，一定越好玩。」',
        },
        {
          en: '"Which one can I show off to my class tomorrow, so they think I am cool?"',
          'zh-TW': '「哪一個明天可以拿去班上炫耀，讓大家覺得我很酷？」',
        },
        {
          en: '"Which one is a trip? A trip beats a thing."',
          'zh-TW': '「哪一個是出去玩？出去玩比買東西好。」',
        },
      ],
      correctAnswer: 0,
      feedback: {
        en: 'Asking what you will remember helps you see which choice brings lasting joy for you. A price does not tell you how much fun something is. Showing off fades fast. And a thing is not worse than a trip: both can be good.',
        'zh-TW': '問自己一個月後還會記得什麼，能幫你看出哪個選擇帶來的快樂比較持久。價錢不能告訴你一件事有多好玩；炫耀的感覺很快就會過去。而且買東西不一定比出去玩差，兩種都可能很好。',
      },
      hintCycle: [
        {
          en: 'Which question looks at the joy that lasts, not the price or the show?',
          'zh-TW': '哪個問題看的是能留很久的快樂，而不是價錢或面子？',
        },
        {
          en: 'A higher price is not more fun. Showing off fades by the next week. And trips do not beat things every time.',
          'zh-TW': '貴不代表比較好玩；炫耀的感覺，過一個星期就淡了；出去玩也不是每次都比買東西好。',
        },
        {
          en: 'The answer is "What will I remember in a month?" It helps Jay find the choice that stays with him.',
          'zh-TW': '答案是「一個月後，我還會記得什麼？」這個問題能幫阿哲找到會留在心裡的選擇。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'Jay still loves the pencil case his grandma gave him. An still talks about a picnic with her grandpa. True or false: a thing and an experience can both bring joy that lasts.',
        'zh-TW': '阿哲到現在還很喜歡奶奶送他的鉛筆盒。小安也還常常聊起跟爺爺去野餐的事。是非題：物品和體驗，都可能帶來持久的快樂。',
      },
      correctAnswer: true,
      feedback: {
        en: 'True. A thing you use and love can bring joy for a long time. So can a good time with people you like. Both can be good choices.',
        'zh-TW': '對。常常用、很喜歡的物品，能讓人快樂很久；跟喜歡的人一起度過的好時光，也是一樣。兩種都可能是好選擇。',
      },
      hintCycle: [
        {
          en: 'Is Jay still happy about his pencil case? Is An still happy about her picnic?',
          'zh-TW': '阿哲現在還喜歡他的鉛筆盒嗎？小安現在還會開心地聊那次野餐嗎？',
        },
        {
          en: 'Some think only trips count, or only things count. Look at both stories.',
          'zh-TW': '有人以為只有出去玩才算數，也有人以為只有買東西才算數。看看這兩個例子。',
        },
        {
          en: 'The answer is true. Jay and An both still feel joy, one from a thing and one from an experience.',
          'zh-TW': '答案是「對」。阿哲和小安到現在都還很開心，一個來自物品，一個來自體驗。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Mei has 10 coins this weekend. Which of these are experiences she can enjoy for free? Pick all that are right.',
        'zh-TW': '這個週末，小美身上有 NT$10。下面哪些是她不用花錢，就能享受的體驗？（可以選好幾個）',
      },
      options: [
        {
          en: 'A walk by the river with Mom',
          'zh-TW': '跟媽媽去河邊散步',
        },
        {
          en: "A sticker sheet from Grandma Lin's shop, for 30 coins",
          'zh-TW': '林奶奶店裡的貼紙，一張 NT$30',
        },
        {
          en: "Board games at a friend's home, with Dad's OK",
          'zh-TW': '爸爸同意後，去朋友家玩桌遊',
        },
        {
          en: 'A drawing afternoon in the park with her cousin',
          'zh-TW': '跟表姊去公園畫一個下午的畫',
        },
        {
          en: 'A hand-shaken drink, for about 60 coins',
          'zh-TW': '一杯大約 NT$60 的手搖飲',
        },
      ],
      correctAnswer: [0, 2, 3],
      feedback: {
        en: 'A walk, board games and a drawing afternoon are things you do, and they cost no money. A sticker sheet and a drink are things you buy, and each costs more than 10 coins.',
        'zh-TW': '散步、玩桌遊、畫一個下午的畫，都是去「做」的事，而且不用花錢。貼紙和手搖飲是要「買」的東西，而且都比 NT$10 還貴。',
      },
      hintCycle: [
        {
          en: 'Look for things Mei can do with people, not things she buys.',
          'zh-TW': '找找看：哪些是小美可以跟別人一起去「做」的事，而不是去「買」的東西？',
        },
        {
          en: 'Some think fun has to cost money. But a sticker sheet and a drink are things to buy, and they cost more than 10 coins.',
          'zh-TW': '有人以為好玩一定要花錢。可是貼紙和手搖飲都是要買的東西，而且都超過 NT$10。',
        },
        {
          en: 'The answer: the walk with Mom, board games at a friend\'s home, and drawing in the park. All three are free fun.',
          'zh-TW': '答案是：跟媽媽散步、去朋友家玩桌遊、去公園畫畫。這三個都是免費的樂趣。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'Before I buy, I can ask: "What will I ______ in a month?"',
        'zh-TW': '買東西之前，可以先問自己：「一個月後，我還會______什麼？」',
      },
      acceptedAnswers: {
        en: ['remember', 'still remember', 'recall'],
        'zh-TW': ['記得', '記住', '想起', '記著'],
      },
      feedback: {
        en: 'Asking what you will remember helps you pick the choice that stays with you.',
        'zh-TW': '問問自己一個月後還會記得什麼，能幫你選出會留在心裡的那一個。',
      },
      hintCycle: [
        {
          en: 'Think of the question An gave Mei.',
          'zh-TW': '想想小安教小美的那個問題。',
        },
        {
          en: 'It is not "buy" or "want". It is about keeping something in your mind.',
          'zh-TW': '不是「買」，也不是「想要」，而是跟「留在腦海裡」有關的詞。',
        },
        {
          en: 'The answer is "remember": "What will I remember in a month?"',
          'zh-TW': '答案是「記得」：「一個月後，我還會記得什麼？」',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: 'Leo spends Sunday at the beach with his grandma. They build a sand castle. Something you do, or a time you spend, like this is called an ______.',
        'zh-TW': '阿力星期天跟奶奶去海邊，一起堆沙堡。像這樣去做一件事、度過一段時光，叫做一次______。',
      },
      acceptedAnswers: {
        en: ['experience', 'activity', 'outing'],
        'zh-TW': ['體驗', '經歷', '活動', '出遊'],
      },
      feedback: {
        en: 'A day at the beach is an experience: something you do, not something you buy and keep.',
        'zh-TW': '去海邊玩一天是一次體驗：是去做的事，不是買來留著的東西。',
      },
      hintCycle: [
        {
          en: 'Is a beach day something you hold, or something you do?',
          'zh-TW': '去海邊玩，是可以拿在手上的東西，還是去做的事？',
        },
        {
          en: 'It is not a "thing". It is the other kind of spending in this lesson. It starts with "ex".',
          'zh-TW': '不是「物品」，而是這一課說的另一種花錢方式。答案有兩個字，第二個字是「驗」。',
        },
        {
          en: 'The answer is "experience": something you do or a time you spend.',
          'zh-TW': '答案是「體驗」：去做一件事、度過一段時光。',
        },
      ],
    },
  ],
  reflection: {
    id: 'a-happy-time',
    question: {
      en: 'Think of a happy time you still remember. What made it special? Next time you want to buy something, what will you ask first?',
      'zh-TW': '想一個你到現在還記得的快樂時光。它為什麼特別？下次想買東西時，你會先問自己什麼？',
    },
    placeholder: {
      en: 'A happy time I remember is… It was special because… Next time I will ask…',
      'zh-TW': '我還記得的快樂時光是……，它很特別，因為……。下次我會先問……',
    },
  },
} satisfies ClassicBody;

export default body;
