import type { ClassicBody } from '../schema/module-body';

/**
 * M93 · Mind Desert: "Comparing With Friends" / 「別跟朋友比來比去」.
 * Learning outcome (Grade 4, Spending): explain how friends (peers) can shape what we want to buy, and
 * decide whether a want is their own or only a wish to keep up: be glad for the friend, then ask "Do I want
 * it, or do I want to keep up?"
 * Numbers: story (starts on a Tuesday): on Money Islands a pencil case like Ting's costs 200 coins (the island's own price); Mei
 * has 90 saved for a comic book (120, Grandma Lin's price): 120 − 90 = 30 more; the pencil case would need
 * 200 − 90 = 110 more. Mei's allowance is 50 every Monday (cast sheet): 90 + 50 = 140, 140 − 120 = 20 left.
 * Quiz: q5 a schoolbag about 800 (guide band 800–2,000); An's allowance 100 every Monday (cast sheet):
 * 800 ÷ 100 = 8 weeks of all her allowance.
 * Facts: none — all prices are Grandma Lin's, "about" prices from the guide, or the island's own.
 */
const body = {
  id: 'M93',
  format: 'classic',
  scenarios: [
    {
      id: 'meis-pencil-case-moment',
      title: {
        en: "Mei and Ting's New Pencil Case",
        'zh-TW': '小美和小婷的新筆袋',
      },
      description: {
        en: 'Everyone loves Ting\'s new pencil case. Suddenly Mei feels she needs one too. Does she?',
        'zh-TW': '大家都好喜歡小婷的新筆袋，小美突然覺得自己也非買不可。真的是這樣嗎？',
      },
      context: {
        en:
          "On Tuesday, Mei's classmate Ting shows off a birthday gift: a pencil case with a tiny mirror inside. " +
          'Everyone crowds around. On Money Islands, one like that costs 200 coins. ' +
          'Mei\'s tummy feels tight. Her blue one still works fine. But she thinks, "I need one too!" ' +
          "Mei has saved 90 coins for a comic book at Grandma Lin's shop. It costs 120 coins, so she needs 120 − 90 = 30 more. " +
          'The pencil case would need 200 − 90 = 110 more. ' +
          '"Comparing is something every brain does," Ms. Chen says softly. "Try two steps. ' +
          'First, be glad for your friend. Then ask: do I want it, or do I want to keep up?" ' +
          'Mei takes a breath. "It\'s really pretty, Ting!" she says, and she means it. ' +
          'She asks herself the question. Honestly, she just wants to keep up. Her true want is the comic. ' +
          'Next Monday, Mei gets her 50 coins of allowance. 90 + 50 = 140. She buys the comic and has 140 − 120 = 20 left. ' +
          "At lunch, Ting reads Mei's comic, and Mei tries the tiny mirror. " +
          'Pip flaps his wings. "Squawk! Be happy for friends, and be true to you!"',
        'zh-TW':
          '星期二，小美的同學小婷拿出她的生日禮物：一個新筆袋，裡面還有一面小鏡子。' +
          '大家都圍過去看。在理財冒險島上，這樣的筆袋要 NT$200。' +
          '小美心裡酸酸的。她自己的藍色筆袋明明還很好用，可是她心想：「我也要一個！」' +
          '小美已經存了 NT$90，想買林奶奶店裡的一本漫畫。漫畫要 NT$120，120 − 90 = 30，只差 NT$30。' +
          '如果改買筆袋，200 − 90 = 110，還要再存 NT$110。' +
          '陳老師輕聲說：「會跟別人比較，是每個人的腦袋都會做的事。試試看兩個步驟：' +
          '先替朋友高興，再問自己：我是真的想要，還是只是不想輸給別人？」' +
          '小美深呼吸，對小婷說：「好漂亮喔！」她是真心這麼覺得。' +
          '接著，她問自己那個問題。老實說，她只是不想輸給別人；她真正想要的，是那本漫畫。' +
          '下個星期一，小美拿到 NT$50 零用錢。90 + 50 = 140，她買了漫畫，140 − 120 = 20，還剩 NT$20。' +
          '午餐時間，小婷看小美的漫畫，小美照照小婷的小鏡子，兩個人笑成一團。' +
          '皮皮拍拍翅膀：「嘎！替朋友高興，也忠於自己！」',
      },
      thinkingPrompts: [
        {
          en: "Why do you think Mei's tummy felt tight when everyone crowded around Ting?",
          'zh-TW': '大家圍著小婷的時候，你覺得小美心裡為什麼會酸酸的？',
        },
        {
          en: 'What if Mei had spent her savings on a pencil case like Ting\'s? How might she feel a week later?',
          'zh-TW': '如果小美把存的錢拿去買跟小婷一樣的筆袋，一個星期後，她可能會有什麼感覺？',
        },
        {
          en: 'Why might it help to say something kind to a friend first, before you ask yourself the question?',
          'zh-TW': '為什麼先對朋友說句好話，再問自己那個問題，會比較有幫助？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'compare',
      term: { en: 'compare', 'zh-TW': '比較' },
      definition: {
        en: "To check your things against someone else's things.",
        'zh-TW': '拿自己的東西，去跟別人的東西比。',
      },
      example: {
        en: "Mei compared her blue pencil case with Ting's new one.",
        'zh-TW': '小美拿自己的藍色筆袋，跟小婷的新筆袋比較。',
      },
    },
    {
      id: 'keeping-up',
      term: { en: 'keeping up', 'zh-TW': '比來比去' },
      definition: {
        en: 'Wanting things just so you match what friends have.',
        'zh-TW': '看到別人有什麼，就想要一樣的，只因為不想輸給別人。',
      },
      example: {
        en: 'Mei wanted the pencil case only to keep up.',
        'zh-TW': '小美想買筆袋，其實只是在跟別人比來比去。',
      },
    },
    {
      id: 'envy',
      term: { en: 'envy', 'zh-TW': '羨慕' },
      definition: {
        en: 'Wishing you had what someone else has. It is a normal feeling.',
        'zh-TW': '希望自己也擁有別人有的東西。這是很正常的感覺。',
      },
      example: {
        en: 'Mei felt a little envy when everyone crowded around Ting.',
        'zh-TW': '大家圍著小婷的時候，小美心裡有點羨慕。',
      },
    },
    {
      id: 'glad-for',
      term: { en: 'be glad for someone', 'zh-TW': '替別人高興' },
      definition: {
        en: 'To feel happy that something good happened to someone else.',
        'zh-TW': '別人遇到好事，你也真心為他開心。',
      },
      example: {
        en: 'Mei was glad for Ting: "It\'s really pretty!"',
        'zh-TW': '小美替小婷高興：「好漂亮喔！」',
      },
    },
    {
      id: 'true-want',
      term: { en: 'true want', 'zh-TW': '真正想要的' },
      definition: {
        en: 'Something you would still want, even if no friend had it.',
        'zh-TW': '就算朋友都沒有，你還是會想要的東西。',
      },
      example: {
        en: "The comic book was Mei's true want.",
        'zh-TW': '那本漫畫，才是小美真正想要的。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'glad-for-a-friend',
      stem: {
        en: 'When a friend gets something new, I can be glad for them by…',
        'zh-TW': '朋友有新東西的時候，我可以這樣替他高興：……',
      },
      examples: [
        {
          en: 'When a friend gets something new, I can be glad for them by saying, "That\'s so cool! Can you show me?"',
          'zh-TW': '朋友有新東西的時候，我可以這樣替他高興：「好酷喔！可以給我看看嗎？」',
        },
      ],
    },
    {
      id: 'want-or-keep-up',
      stem: {
        en: 'Do I want it, or do I want to keep up? I can tell because…',
        'zh-TW': '我是真的想要，還是只是在比來比去？我看得出來，因為……',
      },
      examples: [
        {
          en: 'Do I want it, or do I want to keep up? I can tell because I only wanted it after I saw my friend\'s.',
          'zh-TW': '我是真的想要，還是只是在比來比去？我看得出來，因為我是看到朋友的以後，才開始想要的。',
        },
        {
          en: 'Do I want it, or do I want to keep up? I can tell because I would want it even if nobody had one.',
          'zh-TW': '我是真的想要，還是只是在比來比去？我看得出來，因為就算大家都沒有，我還是會想要。',
        },
      ],
    },
    {
      id: 'my-true-want',
      stem: {
        en: 'My true want right now is… because…',
        'zh-TW': '我現在真正想要的是……，因為……',
      },
      examples: [
        {
          en: 'My true want right now is a comic book, because I love its stories.',
          'zh-TW': '我現在真正想要的是一本漫畫，因為我很喜歡裡面的故事。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: 'Leo\'s friend shows him new soccer shoes. Leo\'s old shoes still fit and work well. He says, "They look great!" What should Leo ask himself next?',
        'zh-TW': '阿力的朋友給他看一雙新球鞋。阿力的舊球鞋還很合腳，也還很好穿。他先說：「好好看喔！」接下來，他應該問自己什麼？',
      },
      options: [
        {
          en: 'How can I get shoes that are even better than his?',
          'zh-TW': '我要怎樣才能買到比他更好的鞋？',
        },
        {
          en: 'Do I want new shoes, or do I want to keep up?',
          'zh-TW': '我是真的想要新鞋，還是不想輸給他？',
        },
        {
          en: 'How much did his cost, so I can buy the same ones?',
          'zh-TW': '他的鞋多少錢？我也買一雙一樣的。',
        },
        {
          en: 'Will my friends think less of me if my shoes are older?',
          'zh-TW': '如果我的鞋比較舊，朋友會不會看不起我？',
        },
      ],
      correctAnswer: 1,
      feedback: {
        en: 'Leo already did step one: he was glad for his friend. Step two is the honest question. Beating, matching or impressing a friend is keeping up, not a true want.',
        'zh-TW': '阿力已經做到第一步：替朋友高興。第二步，就是老實問自己。想贏過朋友、跟朋友一模一樣、怕被朋友看不起，都是在比來比去，不是自己真正想要的。',
      },
      hintCycle: [
        {
          en: 'The move has two steps. Leo already did the first one.',
          'zh-TW': '這個做法有兩步，阿力已經做完第一步了。',
        },
        {
          en: 'Beating him, matching him, or worrying what friends think are all about the friend, not about what Leo wants.',
          'zh-TW': '想贏過他、想跟他一樣、擔心朋友怎麼想，這些都是在看朋友，不是在看阿力自己想要什麼。',
        },
        {
          en: 'The answer is "Do I want new shoes, or do I want to keep up?" It checks whose want it really is.',
          'zh-TW': '答案是「我是真的想要新鞋，還是不想輸給他？」這個問題能幫他看清楚：這是不是自己真正想要的。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'Mei feels a little envy when Ting shows her new pencil case. True or false: this feeling means Mei is a bad friend.',
        'zh-TW': '小婷拿出新筆袋時，小美心裡有點羨慕。是非題：有這種感覺，代表小美是個壞朋友。',
      },
      correctAnswer: false,
      feedback: {
        en: 'False. Envy is a normal feeling, and most people have it sometimes. What matters is what Mei does next. She was glad for Ting, and she did not buy just to keep up.',
        'zh-TW': '錯。羨慕是很正常的感覺，大部分人偶爾都會有。重要的是小美接下來怎麼做：她替小婷高興，也沒有為了不輸人而亂買東西。',
      },
      hintCycle: [
        {
          en: 'Think about what Ms. Chen said about comparing.',
          'zh-TW': '想一想，陳老師怎麼說「跟別人比較」這件事？',
        },
        {
          en: 'Some think good friends never feel envy. But feelings come by themselves. What we do next is what counts.',
          'zh-TW': '有人以為，好朋友就不會羨慕對方。其實感覺是自己冒出來的，重要的是我們接下來怎麼做。',
        },
        {
          en: 'The answer is false. Envy is normal. Being kind and thinking before buying is what a good friend does.',
          'zh-TW': '答案是「錯」。羨慕很正常；對朋友友善、買東西前先想一想，就是好朋友會做的事。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: "Jay's friend shows off a new set of gel pens, and Jay starts to want one too. Which of these are signs that Jay wants to keep up, not that he truly wants the pens? Pick all that are right.",
        'zh-TW': '阿哲的朋友拿出一組新的彩色中性筆，阿哲也開始想要。下面哪些跡象表示，阿哲只是不想輸給朋友，而不是真的想要那組筆？（可以選好幾個）',
      },
      options: [
        {
          en: 'He only wanted them after his friend showed his.',
          'zh-TW': '看到朋友的以後，他才開始想要。',
        },
        {
          en: 'He would not care about them if nobody else had a set.',
          'zh-TW': '如果大家都沒有，他根本不會在意。',
        },
        {
          en: 'His old pens ran dry last week, and he draws every day.',
          'zh-TW': '他舊的筆上星期沒水了，而且他每天都要畫畫。',
        },
        {
          en: 'He planned to save for a set long before his friend got one.',
          'zh-TW': '早在朋友買之前，他就計畫要存錢買了。',
        },
        {
          en: 'He wants the exact same colors so they can match.',
          'zh-TW': '他要買一模一樣的顏色，才能跟朋友一樣。',
        },
      ],
      correctAnswer: [0, 1, 4],
      feedback: {
        en: 'Three signs show keeping up. He wanted them only after his friend had some. He would not care if nobody had a set. He wants to match. Old pens that ran dry, or an earlier plan, point to a true want.',
        'zh-TW': '看到朋友有才想要、大家都沒有就不在意、想跟朋友一模一樣，這些都是比來比去的跡象。舊的筆沒水了、或是早就計畫好要買，才比較像是自己真正想要的。',
      },
      hintCycle: [
        {
          en: 'Ask about each one: would Jay still want the pens if no friend had them?',
          'zh-TW': '每一個都問問看：如果朋友都沒有，阿哲還會想要嗎？',
        },
        {
          en: 'Pens that ran dry and an earlier plan are real reasons. They are not about the friend.',
          'zh-TW': '舊的筆沒水了、早就計畫好，這些都是真正的理由，跟朋友有沒有無關。',
        },
        {
          en: 'The answers: wanting them only after the friend showed his, not caring if nobody had a set, and wanting to match.',
          'zh-TW': '答案是：看到朋友的才想要、大家都沒有就不在意、想跟朋友一模一樣。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'When a friend gets something new, the first step is to be ______ for them.',
        'zh-TW': '朋友有了新東西，第一步是真心替他感到______。',
      },
      acceptedAnswers: {
        en: ['glad', 'happy', 'pleased', 'excited', 'joyful'],
        'zh-TW': ['高興', '開心', '快樂', '歡喜', '喜悅', '興奮'],
      },
      feedback: {
        en: 'Be glad for them first. Then ask, "Do I want it, or do I want to keep up?"',
        'zh-TW': '先替朋友高興，再問自己：「我是真的想要，還是只是不想輸給別人？」',
      },
      hintCycle: [
        {
          en: 'What did Mei say to Ting before she asked herself the question?',
          'zh-TW': '小美問自己那個問題之前，先對小婷說了什麼？',
        },
        {
          en: 'It is not "jealous" or "sad". It is a kind feeling for someone else.',
          'zh-TW': '不是「羨慕」，也不是「難過」，而是一種替別人著想的好感覺。',
        },
        {
          en: 'The answer is "glad" (or "happy"). Being glad for a friend comes first.',
          'zh-TW': '答案是「高興」（或「開心」）。第一步，是先替朋友高興。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: "An's classmate has a new schoolbag. It costs about 800 coins. An's own bag is fine, but she feels she should match. An's allowance is 100 coins every Monday. To pay for the bag, she would need all her allowance for ______ weeks.",
        'zh-TW': '小安的同學背了一個新書包，大約要 NT$800。小安自己的書包還很好用，可是她覺得應該跟同學一樣。小安每週一有 NT$100 零用錢。要買這個書包，她得把零用錢全部存下來，存______個星期。',
      },
      acceptedAnswers: {
        en: ['8', 'eight', '8 weeks', 'eight weeks'],
        'zh-TW': ['8', '八', '8個', '八個', '8週', '八週'],
      },
      feedback: {
        en: '800 ÷ 100 = 8. That is 8 weeks of all her allowance, for a bag she does not need. Keeping up can cost a lot. Being glad for her classmate costs nothing.',
        'zh-TW': '800 ÷ 100 = 8，要整整 8 個星期的零用錢，才買得到一個她其實不需要的書包。比來比去，代價可能很大；替同學高興，卻一毛錢都不用花。',
      },
      hintCycle: [
        {
          en: 'How many 100s are in 800?',
          'zh-TW': '800 裡面有幾個 100？',
        },
        {
          en: 'Do not count days. She gets 100 coins once a week, on Monday.',
          'zh-TW': '別算成天數喔。她每個星期只在星期一拿到一次 NT$100。',
        },
        {
          en: 'The answer is 8. 800 ÷ 100 = 8 weeks of allowance, just to keep up.',
          'zh-TW': '答案是 8。800 ÷ 100 = 8，要 8 個星期的零用錢，只為了跟別人一樣。',
        },
      ],
    },
  ],
  reflection: {
    id: 'when-a-friend-got-something',
    question: {
      en: 'Think of a time a friend had something new. How did you show you were glad? What did you ask yourself?',
      'zh-TW': '想一想，有一次朋友有了新東西。你怎麼替他高興？你又問了自己什麼？',
    },
    placeholder: {
      en: 'When my friend got…, I said… Then I asked myself…',
      'zh-TW': '朋友有了……的時候，我說……，然後我問自己……',
    },
  },
} satisfies ClassicBody;

export default body;
