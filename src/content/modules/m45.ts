import type { ClassicBody } from '../schema/module-body';

/**
 * M45 · Decision Forest: "Steps to a Smart Choice" / 「聰明選擇的步驟」.
 * Learning outcome (Grade 4, Spending): use simple decision steps (stop, list the options, think about
 * what each costs and what you give up, choose, look back) for a spending choice, and name the
 * opportunity cost: the best thing you give up when you choose.
 * The island's first lesson: it opens from Future Harbor, where the friends drew their future maps (M44);
 * An's map sends 30 coins a week to her passbook, as in M36 and M44. Pip greets the class at the forest's edge.
 * Numbers: An's allowance is 100 every Monday (cast sheet); 30 to her passbook → 100 − 30 = 70, plus 10 left
 * from last week → 70 + 10 = 80 for the week. Grandma Lin's prices: keychain 80 (takes all 80: 80 − 80 = 0), notebook 45 → 80 − 45 = 35 left.
 * Quiz: q1 Mei has 50; sticker sheet 30 + bun 35 = 65, more than 50, so only one; q2 Jay has 60,
 * sketchbook 60, bun 35; q3 Leo has 100 at the fair (no sums); q5 Leo has 150: comic book 120 →
 * 150 − 120 = 30 left; sketchbook 60 → 150 − 60 = 90 left.
 * Facts: none — all prices are Grandma Lin's.
 */
const body = {
  id: 'M45',
  format: 'classic',
  scenarios: [
    {
      id: 'ans-signpost-choice',
      title: {
        en: 'An and the Signpost',
        'zh-TW': '小安和森林裡的路標',
      },
      description: {
        en: 'Paths split every way in Decision Forest. A signpost gives An five steps for a money choice.',
        'zh-TW': '決策森林裡的小路四通八達。一個路標，給了小安做金錢決定的五個步驟。',
      },
      context: {
        en:
          'The class sails away from Future Harbor with their future maps. They land at the edge of a forest. ' +
          'Paths split every way. A wooden signpost says: Stop. List. Think. Choose. Look back. ' +
          '"Squawk! Welcome to Decision Forest!" says Pip. "Every path is a choice." ' +
          'On Monday, An gets her 100-coin allowance. Her future map says 30 coins go into her passbook. ' +
          '100 − 30 = 70. With 10 coins left from last week, she has 70 + 10 = 80 coins for the week. ' +
          "On Wednesday, at Grandma Lin's shop, An sees a shiny keychain. It costs 80 coins. She wants it right now! " +
          'Then she remembers the signpost. Stop. She takes a slow breath. ' +
          'List. She could buy the keychain. She could buy a 45-coin notebook for a forest diary. Or she could buy nothing. ' +
          'Think. The keychain takes all 80 coins. She would give up the diary and everything else this week. ' +
          'The notebook leaves 80 − 45 = 35 coins. ' +
          'Choose. An picks the notebook. "What I give up is the keychain," she says. ' +
          'Grandma Lin smiles. "That has a name: the opportunity cost." ' +
          'Look back. On Sunday, her diary is full of leaves and birds. "Good choice," An says. "And I can still save for the keychain."',
        'zh-TW':
          '全班帶著自己的未來地圖，從未來港灣出航，來到一座森林的入口。' +
          '眼前的小路四通八達，一個木頭路標上寫著：停一停 → 列選項 → 想一想 → 做選擇 → 回頭看。' +
          '皮皮叫著：「嘎！歡迎來到決策森林！每一條路，都是一個選擇。」' +
          '星期一，小安拿到 NT$100 零用錢。照著她的未來地圖，NT$30 要存進存摺。' +
          '100 − 30 = 70，再加上上星期剩下的 NT$10，70 + 10 = 80，這星期有 NT$80 可以用。' +
          '星期三，小安在林奶奶的店裡看到一個亮晶晶的鑰匙圈，要 NT$80。她好想馬上買下來！' +
          '這時，她想起了那個路標。停一停：她慢慢吸一口氣。' +
          '列選項：她可以買鑰匙圈；也可以買一本 NT$45 的筆記本，拿來寫森林日記；或是什麼都不買。' +
          '想一想：鑰匙圈會用掉全部的 NT$80，她就得放棄日記本，這星期也不能再買別的東西了。' +
          '買筆記本的話，80 − 45 = 35，還剩 NT$35。' +
          '做選擇：小安選了筆記本。「我放棄的，是鑰匙圈。」她說。' +
          '林奶奶笑著說：「這個有名字喔，叫做『機會成本』。」' +
          '回頭看：到了星期天，她的日記本裡畫滿了樹葉和小鳥。「選得真好。」小安說，「鑰匙圈，我還是可以慢慢存錢買。」',
      },
      thinkingPrompts: [
        {
          en: 'Why do you think the signpost starts with "Stop"?',
          'zh-TW': '你覺得路標上的第一步，為什麼是「停一停」？',
        },
        {
          en: 'If An had picked the keychain, what would her opportunity cost be?',
          'zh-TW': '如果小安選了鑰匙圈，她的機會成本會是什麼？',
        },
        {
          en: '"Buy nothing" was on An\'s list. Why is it smart to list it too?',
          'zh-TW': '小安的選項裡有「什麼都不買」。為什麼把它也列進去，是聰明的做法？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'decision-steps',
      term: { en: 'decision steps', 'zh-TW': '做決定的步驟' },
      definition: {
        en: 'Five steps for a choice: stop, list, think, choose, look back.',
        'zh-TW': '做選擇的五個步驟：停一停、列選項、想一想、做選擇、回頭看。',
      },
      example: {
        en: "An used the decision steps at Grandma Lin's shop.",
        'zh-TW': '小安在林奶奶的店裡，用上了做決定的步驟。',
      },
    },
    {
      id: 'option',
      term: { en: 'option', 'zh-TW': '選項' },
      definition: {
        en: 'One of the things you could choose.',
        'zh-TW': '你可以選的其中一樣。',
      },
      example: {
        en: 'An had three options: the keychain, the notebook, or nothing.',
        'zh-TW': '小安有三個選項：鑰匙圈、筆記本，或是什麼都不買。',
      },
    },
    {
      id: 'give-up',
      term: { en: 'give up', 'zh-TW': '放棄' },
      definition: {
        en: 'To not get something, because you chose something else.',
        'zh-TW': '因為選了別的，所以沒有得到某樣東西。',
      },
      example: {
        en: 'When An chose the notebook, she gave up the keychain.',
        'zh-TW': '小安選了筆記本，就放棄了鑰匙圈。',
      },
    },
    {
      id: 'opportunity-cost',
      term: { en: 'opportunity cost', 'zh-TW': '機會成本' },
      definition: {
        en: 'The best thing you give up when you make a choice.',
        'zh-TW': '做選擇的時候，你放棄掉的那個最好的選項。',
      },
      example: {
        en: "The keychain was the opportunity cost of An's notebook.",
        'zh-TW': '小安買了筆記本，她的機會成本就是鑰匙圈。',
      },
    },
    {
      id: 'look-back',
      term: { en: 'look back', 'zh-TW': '回頭看' },
      definition: {
        en: 'To think about a choice later and ask if it was a good one.',
        'zh-TW': '過一陣子再想想看，之前的選擇好不好。',
      },
      example: {
        en: 'On Sunday, An looked back. Her diary was full of birds, so it was a good choice.',
        'zh-TW': '星期天，小安回頭看：日記本裡畫滿了小鳥，這是個好選擇。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'i-list-my-options',
      stem: {
        en: 'Before I buy, I stop and list my options:…',
        'zh-TW': '買東西之前，我會先停一停，列出我的選項：……',
      },
      examples: [
        {
          en: 'Before I buy, I stop and list my options: a comic book, a sketchbook, or keeping my coins.',
          'zh-TW': '買東西之前，我會先停一停，列出我的選項：買漫畫、買素描本，或是把錢留著。',
        },
      ],
    },
    {
      id: 'my-opportunity-cost',
      stem: {
        en: 'If I choose…, my opportunity cost is…',
        'zh-TW': '如果我選了……，我的機會成本就是……',
      },
      examples: [
        {
          en: 'If I choose the sticker sheet, my opportunity cost is the bun I could have had.',
          'zh-TW': '如果我選了貼紙，我的機會成本就是我本來可以買的麵包。',
        },
        {
          en: 'If I choose to play outside, my opportunity cost is the cartoon I would have watched.',
          'zh-TW': '如果我選擇去外面玩，我的機會成本就是本來可以看的卡通。',
        },
      ],
    },
    {
      id: 'when-i-look-back',
      stem: {
        en: 'When I look back at a choice, I ask…',
        'zh-TW': '回頭看一個選擇的時候，我會問自己……',
      },
      examples: [
        {
          en: 'When I look back at a choice, I ask: Did I use it? Would I choose it again?',
          'zh-TW': '回頭看一個選擇的時候，我會問自己：我有用到它嗎？如果再選一次，我還會這樣選嗎？',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: 'Mei has 50 coins. She wants a 30-coin sticker sheet and a 35-coin bun. 30 + 35 = 65, so she can buy only one. She picks the stickers. What is her opportunity cost?',
        'zh-TW': '小美有 NT$50。她想買 NT$30 的貼紙，也想買 NT$35 的麵包。30 + 35 = 65，所以只能買一樣。她選了貼紙。她的機會成本是什麼？',
      },
      options: [
        {
          en: 'The 30 coins she paid for the stickers.',
          'zh-TW': '她買貼紙付的 NT$30。',
        },
        {
          en: 'Nothing, because she likes the stickers best.',
          'zh-TW': '沒有，因為她最喜歡的就是貼紙。',
        },
        {
          en: 'The stickers she chose.',
          'zh-TW': '她選的貼紙。',
        },
        {
          en: 'The bun she could have had.',
          'zh-TW': '她本來可以買的麵包。',
        },
      ],
      correctAnswer: 3,
      feedback: {
        en: 'Her opportunity cost is the bun: the best thing she gave up. The 30 coins are the price, not the thing she gave up. Even a choice she loves has an opportunity cost.',
        'zh-TW': '她的機會成本是麵包，也就是她放棄掉的那個最好的選項。NT$30 是價錢，不是她放棄的東西；就算是最喜歡的選擇，也有機會成本。',
      },
      hintCycle: [
        {
          en: 'She could buy only one. Which one did she not get?',
          'zh-TW': '她只能買一樣。哪一樣她沒買到？',
        },
        {
          en: 'Some mix up the price with what you give up. Others think a choice you love costs nothing. And the stickers are what she got, not what she gave up.',
          'zh-TW': '有人把價錢當成放棄的東西；也有人以為喜歡的選擇就沒有代價。而貼紙是她得到的，不是她放棄的。',
        },
        {
          en: 'The answer: the bun she could have had. That is what she gave up.',
          'zh-TW': '答案是：她本來可以買的麵包。那就是她放棄掉的東西。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'Jay has 60 coins. He could buy a 60-coin sketchbook or a 35-coin bun. True or false: "Buy neither and keep the coins" can also go on his list of options.',
        'zh-TW': '阿哲有 NT$60。他可以買 NT$60 的素描本，或是 NT$35 的麵包。是非題：「兩樣都不買，把錢留著」也可以是他的一個選項。',
      },
      correctAnswer: true,
      feedback: {
        en: 'True. Keeping the coins is a real option, just like "buy nothing" on An\'s list. Then Jay can compare it with the other two.',
        'zh-TW': '對。把錢留著，也是一個真正的選項，就像小安列出的「什麼都不買」。這樣阿哲就能拿它跟另外兩個選項比一比。',
      },
      hintCycle: [
        {
          en: 'Look at the three options on An\'s list. What was the last one?',
          'zh-TW': '看看小安列出的三個選項，最後一個是什麼？',
        },
        {
          en: 'Some think options are only things to buy. But not buying is a choice, too.',
          'zh-TW': '有人以為選項一定是要買的東西。其實，不買也是一種選擇。',
        },
        {
          en: 'The answer is true. "Buy neither and keep the coins" belongs on the list.',
          'zh-TW': '答案是「對」。「兩樣都不買，把錢留著」也應該列進選項裡。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Leo has 100 coins at the school fair. Which of these are steps from the forest signpost? Pick all that are right.',
        'zh-TW': '阿力帶著 NT$100 去學校園遊會。下面哪些是森林路標上的步驟？（可以選好幾個）',
      },
      options: [
        {
          en: 'Stop and take a breath before he pays.',
          'zh-TW': '付錢之前，先停一停、吸一口氣。',
        },
        {
          en: 'List what he could do with his 100 coins.',
          'zh-TW': '列出他的 NT$100 可以怎麼用。',
        },
        {
          en: 'Buy what his friends are buying, so he fits in.',
          'zh-TW': '朋友買什麼，他就跟著買，這樣才合群。',
        },
        {
          en: 'Think about what each choice costs and what he gives up.',
          'zh-TW': '想一想每個選項要花多少錢、會放棄什麼。',
        },
        {
          en: 'Pick the first thing he sees, so he does not waste time.',
          'zh-TW': '看到第一樣東西就買，才不會浪費時間。',
        },
        {
          en: 'Look back later and ask: was it a good choice?',
          'zh-TW': '之後回頭看，問問自己：這是個好選擇嗎？',
        },
      ],
      correctAnswer: [0, 1, 3, 5],
      feedback: {
        en: 'The steps are stop, list, think, choose and look back. Copying friends or grabbing the first thing skips the thinking. The steps take a few minutes and can save a week of regret.',
        'zh-TW': '步驟是：停一停、列選項、想一想、做選擇、回頭看。跟著朋友買、看到第一樣就買，都跳過了「想一想」。花幾分鐘走完這些步驟，就可能少後悔一整個星期。',
      },
      hintCycle: [
        {
          en: 'Say the signpost out loud: Stop. List. Think. Choose. Look back.',
          'zh-TW': '把路標念出來：停一停、列選項、想一想、做選擇、回頭看。',
        },
        {
          en: 'Some think following friends or grabbing fast saves trouble. But both skip the thinking step. Four choices are right.',
          'zh-TW': '有人以為跟著朋友買、或是趕快買，比較省事。可是這兩種做法都跳過了「想一想」。正確的選項有四個。',
        },
        {
          en: 'The answers: stop and breathe, list what he could do, think about costs and what he gives up, and look back later.',
          'zh-TW': '答案是：停一停吸口氣、列出可以怎麼用、想想花費和會放棄什麼，還有之後回頭看。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'The opportunity cost is the best thing you ______ when you make a choice.',
        'zh-TW': '機會成本，就是你做選擇時______的那個最好的選項。',
      },
      acceptedAnswers: {
        en: ['give up', 'gave up', 'lose', 'miss', 'miss out on', 'pass up', 'do not get', "don't get", 'do not choose', "don't choose", 'do not buy', "don't buy", 'skip'],
        'zh-TW': ['放棄', '放棄掉', '捨棄', '失去', '錯過', '沒選', '沒有選', '沒得到', '沒有得到', '沒買', '沒有買'],
      },
      feedback: {
        en: 'It is the best thing you give up. When An chose the notebook, the keychain was the thing she gave up.',
        'zh-TW': '機會成本，就是你放棄掉的那個最好的選項。小安選了筆記本，她放棄的就是鑰匙圈。',
      },
      hintCycle: [
        {
          en: 'When An chose the notebook, what happened to the keychain?',
          'zh-TW': '小安選了筆記本，那鑰匙圈呢？',
        },
        {
          en: 'It is not what you get or what you pay. It is the thing you do not get.',
          'zh-TW': '不是你得到的東西，也不是你付的錢，而是你沒有得到的那一個。',
        },
        {
          en: 'The answer is "give up": the opportunity cost is the best thing you give up.',
          'zh-TW': '答案是「放棄」：機會成本就是你放棄掉的那個最好的選項。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: 'Leo has 150 coins. He lists two options. A: a 120-coin comic book, which leaves 150 − 120 = 30 coins. B: a 60-coin sketchbook, which leaves ______.',
        'zh-TW': '阿力有 NT$150，他列出兩個選項。A：NT$120 的漫畫，買了剩下 150 − 120 = 30，也就是 NT$30。B：NT$60 的素描本，買了剩下______。',
      },
      acceptedAnswers: {
        en: ['90', 'ninety', '90 coins', 'ninety coins'],
        'zh-TW': ['90', '九十', 'NT$90', '90元', '90 元', '九十元'],
      },
      feedback: {
        en: '150 − 60 = 90 coins. Thinking about what each option leaves shows Leo what he would give up. If he picks the sketchbook, the comic book is his opportunity cost.',
        'zh-TW': '150 − 60 = 90，還剩 NT$90。想一想每個選項會剩下多少，阿力就看得出自己會放棄什麼。如果他選素描本，機會成本就是漫畫。',
      },
      hintCycle: [
        {
          en: 'Start with the 150 coins Leo has. What does the sketchbook cost?',
          'zh-TW': '從阿力的 NT$150 開始算。素描本要多少錢？',
        },
        {
          en: 'Do not use 120: that is option A. Take 60 away from 150.',
          'zh-TW': '別用 120，那是選項 A 的價錢。用 150 減掉 60。',
        },
        {
          en: 'The answer is 90. 150 − 60 = 90 coins would be left.',
          'zh-TW': '答案是 90。150 − 60 = 90，會剩下 NT$90。',
        },
      ],
    },
  ],
  reflection: {
    id: 'my-own-smart-choice',
    question: {
      en: 'Think of a money choice you might make this week. Walk through the steps: stop, list, think, choose. What would your opportunity cost be?',
      'zh-TW': '想一個你這星期可能會做的金錢決定，照著步驟走一遍：停一停、列選項、想一想、做選擇。你的機會成本會是什麼？',
    },
    placeholder: {
      en: 'My choice is about… My options are… If I choose…, I give up…',
      'zh-TW': '我要決定的是……。我的選項有……。如果我選……，我就會放棄……',
    },
  },
} satisfies ClassicBody;

export default body;
