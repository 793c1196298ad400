import type { ClassicBody } from '../schema/module-body';

/**
 * M130 · Mind Desert: "My Stuff Is Not My Worth" / 「我的價值不在於擁有多少」.
 * Learning outcome (Grade 4, Spending): explain that friends and wanting to fit in can push people to buy
 * things, and that a person's worth comes from who they are and what they do, not from what they own; name
 * three things they are or do that are not things they own, and judge friends by kindness, not stuff.
 * Teasing is handled by a grown-up: Jay tells Ms. Chen, she talks with the classmate, who says sorry.
 * No family's money is mentioned: Jay's shoes are old, comfy and liked.
 * Numbers: Jay (100 every Friday, cast sheet) has saved 150 for a paint set. On Money Islands a set of
 * 24 gel pens costs 150 (the island's own price): buying it would leave 150 − 150 = 0 for his plan.
 * Quiz: no numbers beyond "three things".
 * Facts: none — the only price is the island's own.
 */
const body = {
  id: 'M130',
  format: 'classic',
  scenarios: [
    {
      id: 'jays-old-shoes',
      title: {
        en: 'Jay and the Sparkly Pens',
        'zh-TW': '阿哲和亮亮筆',
      },
      description: {
        en: 'A classmate laughs at Jay\'s old shoes. Will new pens make Jay feel he matters more?',
        'zh-TW': '有個同學笑阿哲的鞋子很舊。買一盒新筆，就能讓阿哲覺得自己比較重要嗎？',
      },
      context: {
        en:
          'In art class, Hao opens a new set of 24 gel pens. They sparkle in every color. ' +
          'On Money Islands, a set like that costs 150 coins. ' +
          'Jay looks down at his old sketchbook. Its corners are bent. ' +
          'Then a classmate points at Jay\'s feet and laughs. "Your shoes are so old!" ' +
          'Jay\'s face feels hot. His shoes are old, but they are comfy, and he likes them. ' +
          'He thinks, "I have 150 coins saved for a paint set. If I buy pens like that, maybe people will think I\'m cool." ' +
          'But 150 − 150 = 0. Nothing would be left for his plan. ' +
          'After class, Jay tells Ms. Chen what happened. She thanks him for telling her. ' +
          'Later, she talks with the classmate, who comes to say sorry to Jay. ' +
          'Then Ms. Chen asks, "Can you name three things you are or do? Not things you own." ' +
          'Jay thinks. "I draw funny comics. I help Mei read hard words. I keep trying when a drawing goes wrong." ' +
          'The next day, Hao looks through Jay\'s sketchbook. "Your comics are great! Can you teach me to draw faces?" ' +
          'Jay keeps his 150 coins for the paint set. ' +
          'Pip squawks, "Your worth is who you are, not what you own!"',
        'zh-TW':
          '美勞課上，小豪打開一盒新的 24 色亮亮筆，每一枝都閃閃發亮，全班都看呆了。' +
          '在理財冒險島上，這樣一盒要 NT$150。' +
          '阿哲低頭看看自己舊舊的素描本，邊角都捲起來了。' +
          '這時，有個同學指著阿哲的腳大笑：「你的鞋子好舊喔！」' +
          '阿哲的臉一下子熱了起來。他的鞋子是舊了，可是穿起來很舒服，他也很喜歡。' +
          '不過他還是忍不住想：「我存了 NT$150 要買顏料組。如果拿去買那樣的筆，大家會不會覺得我很酷？」' +
          '可是 150 − 150 = 0，這樣他的計畫就一毛錢也不剩了。' +
          '下課後，阿哲把剛才的事告訴陳老師。陳老師謝謝他願意說出來。' +
          '後來，陳老師找那位同學聊了聊，那位同學也來向阿哲道歉。' +
          '接著，陳老師問：「你能說出三件『你是什麼樣的人』或『你會做的事』嗎？不能是你擁有的東西喔。」' +
          '阿哲想了想：「我會畫好笑的漫畫。我會教小美念難的字。畫壞了，我會再試一次。」' +
          '隔天，小豪翻著阿哲的素描本說：「你的漫畫好好笑！可以教我畫臉嗎？」' +
          '阿哲把 NT$150 留著買顏料組。' +
          '鸚鵡皮皮叫著：「嘎！你的價值在於你是誰，不在於你擁有什麼！」',
      },
      thinkingPrompts: [
        {
          en: 'Why do you think Jay wanted to spend his savings on pens right after the teasing?',
          'zh-TW': '你覺得為什麼阿哲被取笑之後，馬上就想把存款拿去買筆？',
        },
        {
          en: "What if Jay had bought the pens? Would the classmate's words hurt less? Why or why not?",
          'zh-TW': '如果阿哲真的買了那盒筆，同學說的話就不會那麼傷人嗎？為什麼？',
        },
        {
          en: 'Why did it help that Jay told Ms. Chen what happened?',
          'zh-TW': '阿哲把事情告訴陳老師，為什麼會有幫助？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'worth',
      term: { en: 'worth', 'zh-TW': '價值' },
      definition: {
        en: 'How much someone matters.',
        'zh-TW': '一個人有多重要。',
      },
      example: {
        en: "Jay's worth comes from who he is, not from his shoes.",
        'zh-TW': '阿哲的價值，來自他是什麼樣的人，不是來自他的鞋子。',
      },
    },
    {
      id: 'kindness',
      term: { en: 'kindness', 'zh-TW': '善良' },
      definition: {
        en: 'Being friendly, caring and helpful to others.',
        'zh-TW': '對別人友善、關心別人、願意幫忙。',
      },
      example: {
        en: "Hao shows kindness when he praises Jay's comics.",
        'zh-TW': '小豪稱讚阿哲的漫畫，這就是善良的表現。',
      },
    },
    {
      id: 'teasing',
      term: { en: 'teasing', 'zh-TW': '取笑' },
      definition: {
        en: 'Making fun of someone in a way that can hurt.',
        'zh-TW': '拿別人開玩笑，可能會讓對方難過。',
      },
      example: {
        en: "The teasing about Jay's shoes made his face feel hot.",
        'zh-TW': '同學取笑阿哲的鞋子，讓他的臉一下子熱了起來。',
      },
    },
    {
      id: 'fit-in',
      term: { en: 'fit in', 'zh-TW': '融入大家' },
      definition: {
        en: 'To feel like part of a group.',
        'zh-TW': '覺得自己是團體裡的一份子。',
      },
      example: {
        en: 'Jay thought new pens would help him fit in.',
        'zh-TW': '阿哲以為買了新筆，就能融入大家。',
      },
    },
    {
      id: 'strength',
      term: { en: 'strength', 'zh-TW': '長處' },
      definition: {
        en: 'Something you are good at or do well.',
        'zh-TW': '你擅長、做得好的地方。',
      },
      example: {
        en: 'Drawing funny comics is one of Jay\'s strengths.',
        'zh-TW': '畫好笑的漫畫，是阿哲的長處之一。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'three-things-i-am',
      stem: {
        en: 'Three things I am or do, not things I own, are…',
        'zh-TW': '三件「我是什麼樣的人」或「我會做的事」（不是我擁有的東西）是……',
      },
      examples: [
        {
          en: 'Three things I am or do, not things I own, are: I am kind, I draw, and I keep trying.',
          'zh-TW': '三件「我是什麼樣的人」或「我會做的事」（不是我擁有的東西）是：我很善良、我會畫畫、我不輕易放棄。',
        },
      ],
    },
    {
      id: 'choose-friends-by-kindness',
      stem: {
        en: 'I choose friends by their kindness, not by…',
        'zh-TW': '我選朋友，看的是他善不善良，不是看……',
      },
      examples: [
        {
          en: 'I choose friends by their kindness, not by their shoes or their pens.',
          'zh-TW': '我選朋友，看的是他善不善良，不是看他的鞋子或筆。',
        },
      ],
    },
    {
      id: 'if-someone-teases-me',
      stem: {
        en: 'If someone teases me about my things, I can…',
        'zh-TW': '如果有人取笑我的東西，我可以……',
      },
      examples: [
        {
          en: 'If someone teases me about my things, I can tell a teacher and remember my strengths.',
          'zh-TW': '如果有人取笑我的東西，我可以告訴老師，並想想自己的長處。',
        },
        {
          en: 'If someone teases me about my things, I can walk away and talk to a grown-up I trust.',
          'zh-TW': '如果有人取笑我的東西，我可以先走開，再跟信任的大人說。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: 'A classmate laughs at Mei\'s old backpack. Mei feels small. What is a good first step for Mei?',
        'zh-TW': '有個同學笑小美的書包很舊，小美很難過，覺得自己好像比不上別人。小美第一步可以怎麼做？',
      },
      options: [
        {
          en: 'Ask for a new backpack right away, so nobody laughs again.',
          'zh-TW': '馬上請家人買一個新書包，這樣就沒人會再笑她。',
        },
        {
          en: 'Laugh at something the classmate owns, so it feels fair.',
          'zh-TW': '也去笑那個同學的東西，這樣才公平。',
        },
        {
          en: 'Tell a teacher, and name three things she is good at.',
          'zh-TW': '告訴老師，再說出三件自己做得好的事。',
        },
        {
          en: 'Hide the backpack and stay quiet, since the laughing shows she matters less.',
          'zh-TW': '把書包藏起來、不說話，因為被笑就代表自己比較不重要。',
        },
      ],
      correctAnswer: 2,
      feedback: {
        en: "Telling a teacher brings a grown-up's help. Naming her strengths reminds Mei of her real worth. A new backpack does not change who she is, teasing back hurts someone else, and the laughing says nothing about her worth.",
        'zh-TW': '告訴老師，就有大人幫忙；說出自己的長處，能提醒小美她真正的價值。新書包改變不了她是誰，笑回去會讓別人難過，而同學的笑聲，也跟她的價值沒有關係。',
      },
      hintCycle: [
        {
          en: 'Which step gets help from a grown-up and reminds Mei who she is?',
          'zh-TW': '哪個做法能找大人幫忙，又能提醒小美她是什麼樣的人？',
        },
        {
          en: 'A new backpack does not change her worth. Teasing back spreads the hurt. Hiding makes the laughing seem true.',
          'zh-TW': '新書包改變不了她的價值；笑回去只會讓更多人難過；躲起來，反而好像承認別人說的是對的。',
        },
        {
          en: 'The answer: tell a teacher, and name three things she is good at. Her worth is who she is.',
          'zh-TW': '答案是：告訴老師，再說出三件自己做得好的事。她的價值，在於她是什麼樣的人。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: "A new student joins Jay's class. Her shoes are old and plain. True or false: her shoes tell Jay what kind of friend she will be.",
        'zh-TW': '阿哲班上來了一位新同學，她的鞋子又舊又樸素。是非題：看她的鞋子，就能知道她會是什麼樣的朋友。',
      },
      correctAnswer: false,
      feedback: {
        en: 'False. Shoes show what someone wears, not how they treat people. To learn what kind of friend she is, notice her kindness: does she share, listen and help?',
        'zh-TW': '錯。鞋子只看得出一個人穿什麼，看不出她怎麼對待別人。想知道她是什麼樣的朋友，要看她善不善良：她會不會分享、會不會聽別人說話、願不願意幫忙？',
      },
      hintCycle: [
        {
          en: 'What can shoes tell you? What can they not tell you?',
          'zh-TW': '鞋子能告訴你什麼？又有什麼是鞋子看不出來的？',
        },
        {
          en: 'Some think what people own shows who they are. But a good friend is about how someone treats you.',
          'zh-TW': '有人以為一個人擁有什麼，就代表他是什麼樣的人。可是好朋友看的，是對方怎麼對待你。',
        },
        {
          en: 'The answer is false. Her kindness, not her shoes, shows what kind of friend she will be.',
          'zh-TW': '答案是「錯」。看的是她善不善良，不是她的鞋子。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: "Mei's cousin wants to name three things she is or does, not things she owns. Which of these fit? Pick all that are right.",
        'zh-TW': '小美的表姊想說出三件「她是什麼樣的人」或「她會做的事」，不能是她擁有的東西。下面哪些符合？（可以選好幾個）',
      },
      options: [
        {
          en: 'She has the newest pencil case in her class.',
          'zh-TW': '她有全班最新的鉛筆盒。',
        },
        {
          en: 'She is kind to new kids at school.',
          'zh-TW': '她對班上的新同學很友善。',
        },
        {
          en: 'She can make her little brother laugh.',
          'zh-TW': '她很會逗弟弟笑。',
        },
        {
          en: 'Her shoes are shiny and cost a lot.',
          'zh-TW': '她的鞋子亮晶晶的，而且很貴。',
        },
        {
          en: 'She keeps trying when math is hard.',
          'zh-TW': '數學很難的時候，她會繼續努力。',
        },
      ],
      correctAnswer: [1, 2, 4],
      feedback: {
        en: 'Being kind, making her brother laugh and trying hard are about who she is and what she does. A pencil case and shoes are things she owns. They can be nice, but they are not her worth.',
        'zh-TW': '對人友善、逗弟弟笑、努力不放棄，說的是她是什麼樣的人、會做什麼事。鉛筆盒和鞋子是她擁有的東西，東西可以很好，但不是她的價值。',
      },
      hintCycle: [
        {
          en: 'For each one, ask: is this something she does, or something she has?',
          'zh-TW': '每一個都問問看：這是她「做」的事，還是她「有」的東西？',
        },
        {
          en: 'A new pencil case and costly shoes are things she owns, so they do not fit. Three choices are right.',
          'zh-TW': '最新的鉛筆盒、很貴的鞋子，都是她擁有的東西，所以不符合。正確的有三個。',
        },
        {
          en: 'The answer: she is kind to new kids, she makes her brother laugh, and she keeps trying at math.',
          'zh-TW': '答案是：她對新同學很友善、很會逗弟弟笑、數學很難時會繼續努力。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'When you choose friends, what matters is their ______, not the things they own.',
        'zh-TW': '選朋友的時候，重要的是對方的______，不是他擁有什麼東西。',
      },
      acceptedAnswers: {
        en: [
          'kindness',
          'friendliness',
          'kind heart',
          'heart',
          'character',
          'actions',
          'behavior',
          'behaviour',
          'personality',
        ],
        'zh-TW': ['善良', '友善', '心地', '為人', '人品', '品格', '行為', '個性'],
      },
      feedback: {
        en: 'A good friend is kind to you. Kindness shows in what people do, not in what they own.',
        'zh-TW': '好朋友會善待你。一個人善不善良，要看他做了什麼，不是看他擁有什麼。',
      },
      hintCycle: [
        {
          en: 'Think of what Hao did when he saw Jay\'s comics.',
          'zh-TW': '想想小豪看到阿哲的漫畫時，做了什麼。',
        },
        {
          en: 'It is not their pens or their shoes. It means being friendly, caring and helpful.',
          'zh-TW': '不是看他的筆或鞋子，而是看他是不是友善、關心別人、願意幫忙。',
        },
        {
          en: 'The answer is "kindness". How someone treats people matters more than what they own.',
          'zh-TW': '答案是「善良」。一個人怎麼對待別人，比他擁有什麼更重要。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: 'How much a person matters is their ______. It comes from who they are, not from how much they own.',
        'zh-TW': '一個人有多重要，就是他的______。這來自他是怎樣的人，而不是他擁有多少東西。',
      },
      acceptedAnswers: {
        en: ['worth', 'value', 'self-worth'],
        'zh-TW': ['價值', '自我價值'],
      },
      feedback: {
        en: 'That is worth. Every person has worth, with old shoes or new ones.',
        'zh-TW': '這就是價值。每個人都有自己的價值，不管鞋子是新是舊。',
      },
      hintCycle: [
        {
          en: 'Think of what Pip said at the end of the story.',
          'zh-TW': '想想故事最後，皮皮說了什麼。',
        },
        {
          en: 'It is not "money" or "stuff". It is a word for how much someone matters, and it starts with "w".',
          'zh-TW': '不是「錢」，也不是「東西」，而是說一個人有多重要的詞。答案有兩個字，第一個字是「價」。',
        },
        {
          en: 'The answer is "worth". It comes from who you are, not what you own.',
          'zh-TW': '答案是「價值」。它來自你是誰，不是你擁有什麼。',
        },
      ],
    },
  ],
  reflection: {
    id: 'three-things-about-me',
    question: {
      en: 'Name three things you are or do that are not things you own. Which one makes you proud?',
      'zh-TW': '說出三件「你是什麼樣的人」或「你會做的事」，不能是你擁有的東西。哪一件讓你最驕傲？',
    },
    placeholder: {
      en: 'Three things I am or do are… I am proud that I…',
      'zh-TW': '我是……、我會……、我……。我最驕傲的是……',
    },
  },
} satisfies ClassicBody;

export default body;
