import type { ClassicBody } from '../schema/module-body';

/**
 * M116 · Mind Desert: "Spending on What Matters" / 「把錢花在重要的事上」.
 * Learning outcome (Grade 4, Spending): explain that a person's values (what matters most to them) guide
 * their spending choices, rank their own values, and check a planned buy against the top of that list.
 * The move: rank what matters, then check each buy against the top of the list.
 * Numbers: Jay's allowance is 100 every Friday (cast sheet): two Fridays, 100 + 100 = 200 in. Spends at
 * Grandma Lin's: juice box 25, juice box 25, sticker sheet 30, bun 35 (shared with a friend after soccer)
 * → 25 + 25 + 30 + 35 = 115; 200 − 115 = 85 left. Not on his card: 25 + 25 + 30 = 80. Next Friday
 * 85 + 100 = 185; keychain 80 skipped; box of 12 color pencils 120 → 185 − 120 = 65 left.
 * Quiz: q5 the cousin has 100; juice box 25 + sticker sheet 30 = 55; 100 − 55 = 45; sketchbook 60,
 * 60 − 45 = 15 short.
 * Facts: none — all prices are Grandma Lin's.
 */
const body = {
  id: 'M116',
  format: 'classic',
  scenarios: [
    {
      id: 'jays-what-matters-card',
      title: {
        en: "Jay's What-Matters Card",
        'zh-TW': '阿哲的「重要的事」卡片',
      },
      description: {
        en: 'Jay writes down what matters most to him. Then he checks where his coins really went.',
        'zh-TW': '阿哲寫下對他最重要的事，再回頭看看，自己的錢到底花到哪裡去了。',
      },
      context: {
        en:
          'Ms. Chen gives each child a small card. "Write the three things that matter most to you," she says. "Then put them in order." ' +
          'Jay writes: 1. Drawing. 2. My friends. 3. Soccer. ' +
          '"Now open your money diary," says Ms. Chen. "Do your spends match your card?" ' +
          'Jay looks back at the last two weeks. His allowance is 100 coins every Friday, so 100 + 100 = 200 coins came in. ' +
          "At Grandma Lin's shop, he bought a juice box for 25 coins, and later another one for 25. He was not thirsty. The shop was just on his way. " +
          'He bought a sticker sheet for 30 coins. It is still in his bag. ' +
          'He also bought a bun for 35 coins and shared it with a friend after soccer. That one matches: friends and soccer are on his card. ' +
          '25 + 25 + 30 + 35 = 115, and 200 − 115 = 85 coins are left. But 25 + 25 + 30 = 80 coins went to things that are not on his card. ' +
          '"Drawing is number 1, and it got nothing!" says Jay. His color pencils are tiny stubs. ' +
          '"Is a juice box bad?" asks Mei. "Not at all," says Ms. Chen. "It just is not on Jay\'s card." ' +
          'The next Friday, Jay has 85 + 100 = 185 coins. At the shop, a shiny keychain for 80 coins calls to him. ' +
          'He takes out his card. A keychain is not on it. So he buys a box of 12 color pencils for 120 coins. 185 − 120 = 65 coins are left. ' +
          'Pip lands on the card. "Squawk! Check the top of your list before you pay!"',
        'zh-TW':
          '陳老師發給每個人一張小卡片：「寫下對你來說最重要的三件事，再排出順序。」' +
          '阿哲寫下：1. 畫畫 2. 我的朋友 3. 踢足球。' +
          '陳老師說：「現在打開你們的記帳本，看看花掉的錢，跟卡片對不對得上？」' +
          '阿哲翻回前兩個星期的紀錄。他的零用錢是每週五 NT$100，100 + 100 = 200，一共拿到 NT$200。' +
          '他在林奶奶的店買了一盒鋁箔包果汁 NT$25，後來又買了一盒 NT$25。其實他不渴，只是剛好順路。' +
          '他還買了一張 NT$30 的貼紙，到現在還躺在書包裡。' +
          '他也買了一個 NT$35 的麵包，踢完足球跟朋友分著吃。這一筆對得上：朋友和足球都在卡片上。' +
          '25 + 25 + 30 + 35 = 115，200 − 115 = 85，還剩 NT$85。可是 25 + 25 + 30 = 80，有 NT$80 花在卡片上沒有的東西。' +
          '阿哲叫了出來：「畫畫排第 1，結果我一塊錢都沒花在畫畫上！」他的彩色鉛筆已經短得快握不住了。' +
          '小美問：「買果汁是壞事嗎？」陳老師說：「當然不是，只是它不在阿哲的卡片上。」' +
          '下個星期五，阿哲有 85 + 100 = 185，也就是 NT$185。店裡有個亮晶晶的鑰匙圈，NT$80，好像在向他招手。' +
          '他拿出卡片看一看：鑰匙圈不在上面。於是他買了一盒 NT$120 的 12 色彩色鉛筆，185 − 120 = 65，還剩 NT$65。' +
          '皮皮停在卡片上：「嘎！付錢之前，先看看清單最上面那一項！」',
      },
      thinkingPrompts: [
        {
          en: 'Why do you think Jay bought two juice boxes when he was not thirsty?',
          'zh-TW': '你覺得阿哲明明不渴，為什麼還買了兩盒果汁？',
        },
        {
          en: 'The bun matched Jay\'s card, but the juice boxes did not. Why can a snack be a good buy one day and not another?',
          'zh-TW': '麵包跟阿哲的卡片對得上，果汁卻對不上。為什麼同樣是點心，有時候值得買，有時候不值得？',
        },
        {
          en: 'What if Jay had put soccer first on his card? How might his choice at the shop change?',
          'zh-TW': '如果阿哲把踢足球排在第一，他在店裡的選擇可能會有什麼不同？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'values',
      term: { en: 'values', 'zh-TW': '價值觀' },
      definition: {
        en: 'The things that matter most to you.',
        'zh-TW': '你心裡覺得最重要的那些事。',
      },
      example: {
        en: "Drawing, friends and soccer are Jay's values.",
        'zh-TW': '阿哲最重視畫畫、朋友和足球，這就是他的價值觀。',
      },
    },
    {
      id: 'rank',
      term: { en: 'rank', 'zh-TW': '排順序' },
      definition: {
        en: 'To put things in order, from the most important to the least.',
        'zh-TW': '照重要的程度，從最重要排到最不重要。',
      },
      example: {
        en: 'Jay ranks drawing number 1 and soccer number 3.',
        'zh-TW': '阿哲排順序的時候，把畫畫排第 1，踢足球排第 3。',
      },
    },
    {
      id: 'top-priority',
      term: { en: 'top priority', 'zh-TW': '第一優先' },
      definition: {
        en: 'The thing that matters most, so it comes first.',
        'zh-TW': '最重要、所以要最先想到的事。',
      },
      example: {
        en: 'Drawing is Jay\'s top priority, so the color pencils come before a keychain.',
        'zh-TW': '畫畫是阿哲的第一優先，所以彩色鉛筆排在鑰匙圈前面。',
      },
    },
    {
      id: 'match',
      term: { en: 'match', 'zh-TW': '對得上' },
      definition: {
        en: 'To fit with your list, because the buy helps something on it.',
        'zh-TW': '買的東西，剛好能幫到你清單上的某件事。',
      },
      example: {
        en: 'The bun Jay shared after soccer matched his list.',
        'zh-TW': '阿哲踢完足球跟朋友分著吃的麵包，跟他的清單對得上。',
      },
    },
    {
      id: 'trade-off',
      term: { en: 'trade-off', 'zh-TW': '取捨' },
      definition: {
        en: 'Giving up one thing so you can have another.',
        'zh-TW': '為了得到一樣東西，放棄另一樣。',
      },
      example: {
        en: "Jay's trade-off: no keychain now, so he gets his color pencils.",
        'zh-TW': '阿哲的取捨：現在不買鑰匙圈，換來一盒彩色鉛筆。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'my-values-in-order',
      stem: {
        en: 'My values, in order, are…',
        'zh-TW': '我的價值觀，照順序排是……',
      },
      examples: [
        {
          en: 'My values, in order, are my family, reading and swimming.',
          'zh-TW': '我的價值觀，照順序排是：家人、看書、游泳。',
        },
        {
          en: 'My values, in order, are music, my little brother and my plants.',
          'zh-TW': '我的價值觀，照順序排是：音樂、我的弟弟、我種的植物。',
        },
      ],
    },
    {
      id: 'top-priority-check',
      stem: {
        en: 'My top priority is…, so before I buy something, I…',
        'zh-TW': '我的第一優先是……，所以買東西之前，我會……',
      },
      examples: [
        {
          en: 'My top priority is music, so before I buy something, I ask if it helps my music.',
          'zh-TW': '我的第一優先是音樂，所以買東西之前，我會問自己：這對我的音樂有幫助嗎？',
        },
      ],
    },
    {
      id: 'does-not-match',
      stem: {
        en: 'This buy does not match my list, so my trade-off is…',
        'zh-TW': '這樣東西跟我的清單對不上，所以我的取捨是……',
      },
      examples: [
        {
          en: 'This buy does not match my list, so my trade-off is to skip it and keep my coins for art.',
          'zh-TW': '這樣東西跟我的清單對不上，所以我的取捨是：先不買，把錢留給畫畫。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: "Jay's classmate wants her coins to go to what matters to her. What is the best first step?",
        'zh-TW': '阿哲的同學希望自己的錢，能花在對她重要的事上。她第一步最好怎麼做？',
      },
      options: [
        {
          en: 'Buy the cheapest things, so her coins last longer.',
          'zh-TW': '專挑最便宜的東西買，錢就能用得比較久。',
        },
        {
          en: "Copy her best friend's list, since friends like the same things.",
          'zh-TW': '照抄好朋友的清單，因為好朋友喜歡的都一樣。',
        },
        {
          en: 'Write down the things that matter most to her, in order.',
          'zh-TW': '寫下對她最重要的事，再排好順序。',
        },
        {
          en: 'Stop buying anything fun at all, so not one coin goes to something she only wants.',
          'zh-TW': '好玩的東西一律不買，這樣就不會有任何一塊錢花在「只是想要」的東西上。',
        },
      ],
      correctAnswer: 2,
      feedback: {
        en: 'She needs a list before she can check a buy against it. Cheap things may not matter to her. Her friend may care about other things. And fun things can be on her list too.',
        'zh-TW': '要先有清單，才能拿東西去對照。便宜的東西不一定對她重要；好朋友在乎的事也可能跟她不一樣；而好玩的事，也可以排在她的清單上。',
      },
      hintCycle: [
        {
          en: 'What did Ms. Chen ask Jay to do before he opened his money diary?',
          'zh-TW': '陳老師在阿哲打開記帳本之前，先請他做了什麼？',
        },
        {
          en: 'Cheap is not the same as important. A friend may care about different things. And a list with no fun on it is hard to keep.',
          'zh-TW': '便宜不等於重要；朋友在乎的事可能跟她不同；完全沒有好玩事情的清單，也很難做到。',
        },
        {
          en: 'The answer: write what matters most to her, in order. Then she has a list to check each buy against.',
          'zh-TW': '答案是：寫下對她最重要的事，排好順序。這樣她買東西前，就有一張清單可以對照。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: "An and Leo both look at the same comic book. Reading is number 1 on An's list. Leo's list puts his lemonade stand first, and reading is not on it. True or false: the comic can match An's values and not Leo's.",
        'zh-TW': '小安和阿力看著同一本漫畫。小安的清單上，看書排第 1；阿力的清單把檸檬汁攤排第一，上面沒有看書。是非題：這本漫畫可能跟小安的價值觀對得上，跟阿力的卻對不上。',
      },
      correctAnswer: true,
      feedback: {
        en: "True. Each person's values are different. The comic helps An's top priority. For Leo, the same coins could help his stand.",
        'zh-TW': '對。每個人的價值觀不一樣。這本漫畫能幫到小安的第一優先；對阿力來說，同樣的錢可以用在他的檸檬汁攤上。',
      },
      hintCycle: [
        {
          en: 'Whose list has reading near the top?',
          'zh-TW': '誰的清單上，看書排在前面？',
        },
        {
          en: 'Some think a buy is good or bad for everyone. But it depends on each person\'s list.',
          'zh-TW': '有人以為一樣東西值不值得買，對每個人都一樣。其實要看每個人自己的清單。',
        },
        {
          en: "The answer is true. The comic matches An's list, and it does not match Leo's.",
          'zh-TW': '答案是「對」。這本漫畫跟小安的清單對得上，跟阿力的對不上。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Mei ranks what matters to her: 1. reading, 2. her grandma, 3. growing plants. Which buys match her list? Pick all that are right.',
        'zh-TW': '小美把重要的事排好順序：1. 看書 2. 奶奶 3. 種植物。下面哪些東西跟她的清單對得上？（可以選好幾個）',
      },
      options: [
        {
          en: 'A storybook she has wanted for weeks',
          'zh-TW': '一本她想看很久的故事書',
        },
        {
          en: 'A keychain that everyone in class has',
          'zh-TW': '一個全班同學都有的鑰匙圈',
        },
        {
          en: 'A birthday card to give her grandma',
          'zh-TW': '一張要送給奶奶的生日卡',
        },
        {
          en: 'A sticker sheet that is on sale today',
          'zh-TW': '一張今天剛好特價的貼紙',
        },
        {
          en: 'A pack of seeds for her plant pot',
          'zh-TW': '一包要種在花盆裡的種子',
        },
      ],
      correctAnswer: [0, 2, 4],
      feedback: {
        en: 'The storybook, the card and the seeds each help something on her list. "Everyone has one" and "on sale" are reasons from outside. They are not on her list.',
        'zh-TW': '故事書、生日卡和種子，都能幫到她清單上的事。「大家都有」和「今天特價」是外面來的理由，不在她的清單上。',
      },
      hintCycle: [
        {
          en: 'For each buy, find the line on Mei\'s list that it helps.',
          'zh-TW': '每一樣東西，都找找看它能幫到小美清單上的哪一項。',
        },
        {
          en: 'A sale or a craze can feel like a good reason. But are keychains or stickers on her list?',
          'zh-TW': '特價或大家都在買，感覺很像好理由。可是鑰匙圈和貼紙，在她的清單上嗎？',
        },
        {
          en: 'The answer: the storybook (reading), the card (grandma) and the seeds (plants). Each one matches her list.',
          'zh-TW': '答案是：故事書（看書）、生日卡（奶奶）和種子（種植物）。每一樣都跟她的清單對得上。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'The things that matter most to you are called your ______.',
        'zh-TW': '對你來說最重要的那些事，叫做你的______。',
      },
      acceptedAnswers: {
        en: ['values', 'priorities', 'top priorities'],
        'zh-TW': ['價值觀', '優先事項', '重視的事'],
      },
      feedback: {
        en: 'They are your values. When you rank them, you know what to check each buy against.',
        'zh-TW': '這就是你的價值觀。把它們排好順序，買東西時就知道要拿什麼來對照。',
      },
      hintCycle: [
        {
          en: 'Think of the card Jay wrote: drawing, friends, soccer.',
          'zh-TW': '想想阿哲寫的卡片：畫畫、朋友、踢足球。',
        },
        {
          en: 'It is not the things you own. It is what you care about. The word starts with "v".',
          'zh-TW': '不是你擁有的東西，而是你在乎的事。答案有三個字，最後一個字是「觀」。',
        },
        {
          en: 'The answer is "values": the things that matter most to you.',
          'zh-TW': '答案是「價值觀」，也就是你覺得最重要的那些事。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: "Jay's cousin has 100 coins. Her top priority is drawing, so she wants a sketchbook at Grandma Lin's for 60 coins. But first she buys a juice box for 25 coins and a sticker sheet for 30 coins. Now she is ______ coins short of the sketchbook.",
        'zh-TW': '阿哲的表姊有 NT$100。她的第一優先是畫畫，想在林奶奶的店買一本 NT$60 的素描本。可是她先買了一盒 NT$25 的鋁箔包果汁，又買了一張 NT$30 的貼紙。現在她要買素描本，還差______元。',
      },
      acceptedAnswers: {
        en: ['15', 'fifteen', '15 coins'],
        'zh-TW': ['15', '十五', 'NT$15', '15元', '15 元', '十五元'],
      },
      feedback: {
        en: '25 + 30 = 55, so she has 100 − 55 = 45 left. 60 − 45 = 15. The buys that were not on her list came out of her top priority.',
        'zh-TW': '25 + 30 = 55，她剩下 100 − 55 = 45，也就是 NT$45。60 − 45 = 15。不在清單上的東西，花掉的正是第一優先的錢。',
      },
      hintCycle: [
        {
          en: 'First add up what she spent: the juice box and the sticker sheet.',
          'zh-TW': '先把她花掉的錢加起來：果汁和貼紙。',
        },
        {
          en: 'Do not stop at what is left. 100 − 55 = 45. How far is 45 from 60?',
          'zh-TW': '別只算到剩下多少。100 − 55 = 45，那 45 離 60 還差多少？',
        },
        {
          en: 'The answer is 15. 60 − 45 = 15: the small buys took coins from her sketchbook.',
          'zh-TW': '答案是 15。60 − 45 = 15：那些小花費，吃掉了她買素描本的錢。',
        },
      ],
    },
  ],
  reflection: {
    id: 'my-top-three',
    question: {
      en: 'Write the three things that matter most to you, in order. Then think of something you want to buy. Does it match the top of your list?',
      'zh-TW': '寫下對你來說最重要的三件事，排好順序。再想一樣你想買的東西：它跟你清單最上面的事對得上嗎？',
    },
    placeholder: {
      en: 'What matters most to me: 1… 2… 3… I want to buy… It matches my list (or not) because…',
      'zh-TW': '對我最重要的事：1……2……3……我想買……，它跟我的清單（對得上／對不上），因為……',
    },
  },
} satisfies ClassicBody;

export default body;
