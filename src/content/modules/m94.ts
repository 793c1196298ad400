import type { ClassicBody } from '../schema/module-body';

/**
 * M94 · Mind Desert: "Thankful for What I Have" / 「感謝我所擁有的」.
 * Learning outcome (Grade 4, Spending): explain that many good things in life cost no money (people, time, a
 * park, a library), and write a short thankful list before a wish list to decide which wants are worth
 * spending on.
 * Numbers: story: An's wish list from Grandma Lin's shop: keychain 80 + comic book 120 + box of 12 color
 * pencils 120 = 320 (Grandma Lin's prices); her piggy bank holds 150 → 320 − 150 = 170 short. Thankful list of
 * three; she borrowed 3 storybooks with her library card this week; she already has 2 keychains. New list: color
 * pencils 120 → 150 − 120 = 30 would be left.
 * Quiz: q5 Mei's list (Grandma Lin's prices): sticker sheet 30 + juice box 25 + keychain 80 = 135; she crosses
 * off the sticker sheet → 135 − 30 = 105 (or 25 + 80 = 105).
 * Facts:
 * - public libraries in Taiwan lend books for free to people with a library card (借書證), and a grown-up helps a
 *   child apply for one — general practice in Taiwan's city and county public library rules (e.g. Taipei Public
 *   Library 閱覽規定, 2023); the papers and ages asked for differ by library, so the lesson names none
 */
const body = {
  id: 'M94',
  format: 'classic',
  scenarios: [
    {
      id: 'ans-thankful-list',
      title: {
        en: "An's Thankful List",
        'zh-TW': '小安的感謝清單',
      },
      description: {
        en: 'An\'s wish list grows long, and she feels she has so little. Then she tries a different list first.',
        'zh-TW': '小安的願望清單越寫越長，她覺得自己擁有的好少。於是，她先試著寫另一張清單。',
      },
      context: {
        en:
          'On Sunday, An starts a wish list. ' +
          "She wants three things from Grandma Lin's shop. A keychain is 80 coins. " +
          'A comic book and a box of 12 color pencils are 120 coins each. ' +
          '80 + 120 + 120 = 320 coins. Her piggy bank holds 150 coins. 320 − 150 = 170 coins short. ' +
          '"I have so little," An sighs. ' +
          'Her dad is folding laundry nearby. "Before a wish list, I like to write a thankful list," he says. "Just three things." ' +
          'She writes: "One, my library card." This week she borrowed 3 storybooks with it, for free. ' +
          '"Two, the park near home. Three, folding Sunday dumplings with Grandpa." ' +
          'Before, her mind saw only what was missing. Many brains do that. Now she sees what she has. ' +
          'The comic on her list? She can look for it at the library first. Crossed out. ' +
          'The keychain? She already has 2. Crossed out. The color pencils stay. She and Mei love to color in the park. ' +
          'Now her list costs 120 coins. 150 − 120 = 30 coins would be left. ' +
          'An has not spent a coin, but she feels rich. ' +
          'Pip lands on her desk. "Squawk! Count your thanks before your wants!"',
        'zh-TW':
          '星期天，小安開始寫願望清單。她想買林奶奶店裡的鑰匙圈（NT$80）、' +
          '漫畫（NT$120），還有一盒 12 色色鉛筆（NT$120）。' +
          '80 + 120 + 120 = 320，一共 NT$320。她的存錢筒裡有 NT$150，320 − 150 = 170，還差 NT$170。' +
          '小安嘆了一口氣：「我擁有的東西好少喔。」' +
          '爸爸正在旁邊摺衣服，他說：「寫願望清單之前，我喜歡先寫一張感謝清單。三件事就好。」' +
          '她寫下：「第一，我的借書證。」這星期她用它借了 3 本故事書，一毛錢都沒花。' +
          '「第二，家附近的公園。第三，星期天跟爺爺一起包水餃。」' +
          '剛才，她的腦袋只看見自己「沒有」的東西；很多人的腦袋都會這樣。現在，她看見了自己擁有的。' +
          '再回頭看願望清單。漫畫？可以先去圖書館找找看，劃掉。' +
          '鑰匙圈？她已經有 2 個了，也劃掉。色鉛筆留下來，因為她和小美最喜歡在公園一起畫畫、塗顏色。' +
          '現在清單只要 NT$120，150 − 120 = 30，買完還會剩 NT$30。' +
          '小安一塊錢都還沒花，卻覺得自己好富有。' +
          '皮皮停在她的書桌上：「嘎！先數數感謝，再寫願望！」',
      },
      thinkingPrompts: [
        {
          en: 'Why do you think An felt "I have so little" while she wrote her wish list?',
          'zh-TW': '你覺得，小安寫願望清單的時候，為什麼會覺得「我擁有的東西好少」？',
        },
        {
          en: 'How did the thankful list change the wish list? Why did two things get crossed out?',
          'zh-TW': '感謝清單怎麼改變了願望清單？為什麼有兩樣東西被劃掉了？',
        },
        {
          en: 'What if An had written only the wish list? How might her Sunday have felt?',
          'zh-TW': '如果小安只寫了願望清單，她的星期天可能會是什麼感覺？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'thankful',
      term: { en: 'thankful', 'zh-TW': '感謝' },
      definition: {
        en: 'Feeling glad about good things that people or places give you.',
        'zh-TW': '因為別人或某個地方帶給你的美好，心裡覺得溫暖又開心。',
      },
      example: {
        en: 'An is thankful for the park where she plays with Mei.',
        'zh-TW': '小安很感謝家附近的公園，讓她可以跟小美一起玩。',
      },
    },
    {
      id: 'thankful-list',
      term: { en: 'thankful list', 'zh-TW': '感謝清單' },
      definition: {
        en: 'A short list of good things you already have.',
        'zh-TW': '把自己已經擁有的美好事物，寫成一張小清單。',
      },
      example: {
        en: "An's thankful list had three things on it.",
        'zh-TW': '小安的感謝清單上，寫了三件事。',
      },
    },
    {
      id: 'wish-list',
      term: { en: 'wish list', 'zh-TW': '願望清單' },
      definition: {
        en: 'A list of things you hope to buy or get one day.',
        'zh-TW': '把自己希望有一天能買到或得到的東西，寫成一張清單。',
      },
      example: {
        en: "At first, An's wish list cost 320 coins.",
        'zh-TW': '一開始，小安的願望清單加起來要 NT$320。',
      },
    },
    {
      id: 'free-good-things',
      term: { en: 'free good things', 'zh-TW': '免費的美好事物' },
      definition: {
        en: 'Good things that cost no money, like people, time and parks.',
        'zh-TW': '不用花錢的好東西，例如家人朋友、相處的時間和公園。',
      },
      example: {
        en: 'Folding dumplings with Grandpa is a free good thing.',
        'zh-TW': '跟爺爺一起包水餃，就是一件免費的美好事物。',
      },
    },
    {
      id: 'library-card',
      term: { en: 'library card', 'zh-TW': '借書證' },
      definition: {
        en: 'A card that lets you borrow books from a public library for free.',
        'zh-TW': '可以讓你免費向公共圖書館借書的卡。',
      },
      example: {
        en: 'Mom helped An apply for her library card. This week An borrowed 3 storybooks with it.',
        'zh-TW': '小安的借書證，是媽媽陪她去申請的。這星期，她用它借了 3 本故事書。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'i-am-thankful-for',
      stem: {
        en: 'I am thankful for… because…',
        'zh-TW': '我很感謝……，因為……',
      },
      examples: [
        {
          en: 'I am thankful for my grandpa, because he teaches me to make dumplings.',
          'zh-TW': '我很感謝爺爺，因為他教我包水餃。',
        },
        {
          en: 'I am thankful for my library card, because I can read new books for free.',
          'zh-TW': '我很感謝我的借書證，因為我可以免費看新書。',
        },
      ],
    },
    {
      id: 'a-free-good-thing',
      stem: {
        en: 'A free good thing in my life is…',
        'zh-TW': '我生活中一件免費的美好事物是……',
      },
      examples: [
        {
          en: 'A free good thing in my life is the park where I play with my friends.',
          'zh-TW': '我生活中一件免費的美好事物，是可以跟朋友一起玩的公園。',
        },
      ],
    },
    {
      id: 'before-my-wish-list',
      stem: {
        en: 'Before I write my wish list, I…',
        'zh-TW': '寫願望清單之前，我會……',
      },
      examples: [
        {
          en: 'Before I write my wish list, I write a thankful list of three things.',
          'zh-TW': '寫願望清單之前，我會先寫一張感謝清單，寫下三件事。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: 'Jay starts a wish list. Soon he feels like he has nothing. Which step fits the move from this lesson best?',
        'zh-TW': '阿哲開始寫願望清單，寫著寫著，就覺得自己什麼都沒有。下面哪一個做法，最符合這一課學到的方法？',
      },
      options: [
        {
          en: 'Make the list longer, so he does not forget any want.',
          'zh-TW': '把清單寫得更長，免得漏掉想要的東西。',
        },
        {
          en: 'Look at what his classmates have, to get more ideas.',
          'zh-TW': '看看同學有什麼，幫自己找更多點子。',
        },
        {
          en: 'Buy the first thing on the list today, to feel better fast.',
          'zh-TW': '今天先把第一樣買下來，讓心情快點變好。',
        },
        {
          en: 'First write down three things he is thankful for.',
          'zh-TW': '先寫下三件讓他感謝的事。',
        },
      ],
      correctAnswer: 3,
      feedback: {
        en: 'The move is a thankful list first. Three good things he already has help Jay look at his wishes calmly. A longer list, comparing, or a fast buy keeps his eyes on what is missing.',
        'zh-TW': '這一課的方法，是先寫感謝清單。想起三件已經擁有的好事，阿哲就能比較平靜地看自己的願望。把清單寫更長、跟同學比、或是趕快買，只會讓他一直盯著自己缺少的東西。',
      },
      hintCycle: [
        {
          en: 'What did An write before she went back to her wish list?',
          'zh-TW': '小安回去看願望清單之前，先寫了什麼？',
        },
        {
          en: "More wants, other people's things, or a quick buy all keep his eyes on what is missing.",
          'zh-TW': '寫更多想要的、看別人有什麼、趕快買一樣，都會讓他只看見自己缺少的。',
        },
        {
          en: 'The answer is to first write three things he is thankful for. Then he sees what he already has.',
          'zh-TW': '答案是先寫下三件讓他感謝的事。這樣他就會看見自己已經擁有的東西。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'An felt "I have so little" while she wrote her wish list. True or false: many brains notice what is missing more easily than what is already there, so this feeling is normal.',
        'zh-TW': '小安寫願望清單時，覺得「我擁有的好少」。是非題：很多人的腦袋，比較容易注意到自己缺什麼，比較不容易注意到已經有什麼，所以這種感覺很正常。',
      },
      correctAnswer: true,
      feedback: {
        en: 'True. Many brains spot what is missing first. That is normal, not a sign of being spoiled. A thankful list helps us notice what is already there.',
        'zh-TW': '對。很多人的腦袋，會先看見自己缺少的東西。這很正常，不代表被寵壞了。感謝清單能幫我們注意到，自己已經擁有的東西。',
      },
      hintCycle: [
        {
          en: 'Think about how An felt before her thankful list, and after it.',
          'zh-TW': '想一想，小安寫感謝清單之前和之後，感覺有什麼不一樣？',
        },
        {
          en: 'Some think this feeling means a child is spoiled. It does not. It is how many brains work.',
          'zh-TW': '有人以為，有這種感覺就代表被寵壞了。其實不是，很多人的腦袋本來就是這樣運作的。',
        },
        {
          en: 'The answer is true. Noticing what is missing is normal, and a thankful list helps us see what we have.',
          'zh-TW': '答案是「對」。先注意到缺少的東西很正常，而感謝清單能幫我們看見自己擁有的。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Leo writes a thankful list of good things he already has that cost no money. Which of these fit? Pick all that are right.',
        'zh-TW': '阿力要寫一張感謝清單，寫下他已經擁有、又不用花錢的美好事物。下面哪些適合寫上去？（可以選好幾個）',
      },
      options: [
        {
          en: 'His dad, who stays near his stand on Saturdays',
          'zh-TW': '星期六會在攤位旁邊陪他的爸爸',
        },
        {
          en: 'The park where he plays soccer with friends',
          'zh-TW': '可以跟朋友一起踢足球的公園',
        },
        {
          en: 'The new soccer shoes he hopes to buy next month',
          'zh-TW': '他希望下個月買到的新球鞋',
        },
        {
          en: 'His library card, which lets him borrow books',
          'zh-TW': '讓他可以借書的借書證',
        },
        {
          en: 'The new bike that his classmate just got',
          'zh-TW': '同學剛買的那台新腳踏車',
        },
      ],
      correctAnswer: [0, 1, 3],
      feedback: {
        en: 'His dad, the park and his library card are good things Leo already has, and they cost no money. The shoes are a wish, not something he has. The bike belongs to his classmate.',
        'zh-TW': '爸爸、公園和借書證，都是阿力已經擁有、又不用花錢的美好事物。新球鞋是願望，不是他已經有的；那台腳踏車是同學的。',
      },
      hintCycle: [
        {
          en: 'Check two things for each one: does Leo already have it, and is it free?',
          'zh-TW': '每一個都檢查兩件事：阿力已經有了嗎？需要花錢嗎？',
        },
        {
          en: "A wish does not go on a thankful list yet. And a thing his classmate owns is not Leo's.",
          'zh-TW': '還沒得到的願望，不會寫在感謝清單上；同學擁有的東西，也不是阿力的。',
        },
        {
          en: 'The answers: his dad at the stand, the park, and his library card.',
          'zh-TW': '答案是：在攤位旁陪他的爸爸、公園，還有借書證。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'Before An writes her wish list, she writes three things she is ______ for.',
        'zh-TW': '小安寫願望清單之前，會先寫下三件讓她______的事。',
      },
      acceptedAnswers: {
        en: ['thankful', 'grateful', 'glad', 'happy'],
        'zh-TW': ['感謝', '感恩', '感激', '開心', '高興', '快樂'],
      },
      feedback: {
        en: 'She writes three things she is thankful for. Then her wish list feels calmer, and some wants drop off.',
        'zh-TW': '她會先寫下三件讓她感謝的事。這樣再看願望清單，心情就平靜多了，有些東西也不那麼想要了。',
      },
      hintCycle: [
        {
          en: "What is the name of the list An's dad told her about?",
          'zh-TW': '爸爸跟小安說的那張清單，叫做什麼清單？',
        },
        {
          en: 'It is not "sorry" or "worried". It is a warm feeling about what you have.',
          'zh-TW': '不是「抱歉」，也不是「擔心」，而是對自己擁有的東西，一種暖暖的感覺。',
        },
        {
          en: 'The answer is "thankful" (or "grateful"). A thankful list comes first.',
          'zh-TW': '答案是「感謝」（或「感恩」）。先寫感謝清單，再寫願望清單。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: "At Grandma Lin's shop, Mei's wish list has a sticker sheet (30 coins), a juice box (25 coins) and a keychain (80 coins). That is 30 + 25 + 80 = 135 coins. After her thankful list, she sees she still has stickers she never used. She crosses off the sticker sheet. Now her list costs ______ coins.",
        'zh-TW': '小美的願望清單上，有林奶奶店裡的一張貼紙（NT$30）、一瓶鋁箔包果汁（NT$25）和一個鑰匙圈（NT$80），30 + 25 + 80 = 135，一共 NT$135。寫完感謝清單後，她發現自己還有很多貼紙沒用過，就把貼紙劃掉了。現在清單上的東西一共要______元。',
      },
      acceptedAnswers: {
        en: ['105', 'one hundred five', 'one hundred and five', '105 coins'],
        'zh-TW': ['105', '一百零五', 'NT$105', '105元', '105 元', '一百零五元'],
      },
      feedback: {
        en: '135 − 30 = 105. You can also add what is left: 25 + 80 = 105. Her thankful list helped her notice the stickers she already had.',
        'zh-TW': '135 − 30 = 105，也可以把剩下的加起來：25 + 80 = 105，一共 NT$105。感謝清單幫小美注意到，自己早就有很多貼紙了。',
      },
      hintCycle: [
        {
          en: 'Which thing did Mei cross off, and what did it cost?',
          'zh-TW': '小美劃掉了哪一樣東西？它要多少錢？',
        },
        {
          en: 'The answer is not 30: that is the part she took off. Find what is left: 135 − 30.',
          'zh-TW': '答案不是 30，那是劃掉的部分。要算的是剩下多少：用 135 減掉 30。',
        },
        {
          en: 'The answer is 105. 135 − 30 = 105 coins.',
          'zh-TW': '答案是 105。135 − 30 = 105，也就是 NT$105。',
        },
      ],
    },
  ],
  reflection: {
    id: 'three-free-good-things',
    question: {
      en: 'Write three good things in your life that cost no money. Does your wish list look different now?',
      'zh-TW': '寫下你生活中三件不用花錢的美好事物。現在再看你的願望清單，有沒有什麼不一樣？',
    },
    placeholder: {
      en: 'I am thankful for… Now my wish list…',
      'zh-TW': '我很感謝……。現在我的願望清單……',
    },
  },
} satisfies ClassicBody;

export default body;
