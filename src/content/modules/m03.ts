import type { AdventureBody } from '../schema/module-body';

const body = {
  id: 'M03',
  format: 'adventure',
  storyIntro: [
    {
      en: 'Tomorrow, Mei\'s class is going on a hike. But oh no, her water bottle has a crack! Mei has 200 coins in her piggy bank. She goes to Grandma Lin\'s shop with An.',
      'zh-TW': '明天，小美的班上要去爬山。可是糟糕，她的水壺裂了一條縫！小美的存錢筒裡有 NT$200，她和小安一起去林奶奶的小店。',
    },
    {
      en: 'A new water bottle costs 150 coins. Then Mei sees a sparkly unicorn keychain. It costs 80 coins. "I want both!" she says. An helps her add: 150 + 80 = 230. That is more than 200 coins. Mei cannot buy both today.',
      'zh-TW':
        '一個新水壺要 NT$150。接著，小美看到一個亮晶晶的獨角獸鑰匙圈，要 NT$80。「我兩個都想要！」小美說。小安幫她算：150 + 80 = 230，比 NT$200 還多。今天沒辦法兩個都買。',
    },
    {
      en: '"Why can\'t I have both?" Mei asks. Pip lands on a shelf. "Squawk! Money runs out, so we make choices. A need is something you must have to stay healthy and safe. On a long hike, you need water! A want is nice to have, but you can live without it."',
      'zh-TW':
        '「為什麼不能兩個都買？」小美問。皮皮飛到架子上：「嘎！錢會用完，所以我們要做選擇。『需要』是為了健康和安全，一定要有的東西。爬山走那麼遠，一定要喝水！『想要』是有了很開心，但沒有也沒關係的東西。」',
    },
    {
      en: 'Mei thinks hard. She picks the water bottle first. Now she has 50 coins left, because 200 − 150 = 50. But she still likes the keychain. "Can I get it later?" she asks.',
      'zh-TW': '小美想了好久，決定先買水壺。200 − 150 = 50，她還剩 NT$50。可是，她還是好喜歡那個鑰匙圈。「我可以以後再買嗎？」她問。',
    },
    {
      en: '"Yes!" says Pip. "Wants are OK when you plan for them." If you were Mei, how would you plan for the keychain?',
      'zh-TW': '「當然可以！」皮皮說，「只要好好計畫，想要的東西也可以買。」如果你是小美，你會怎麼計畫，把鑰匙圈買回家呢？',
    },
  ],
  definitions: [
    {
      term: { en: 'need', 'zh-TW': '需要' },
      definition: {
        en: 'Something you must have to stay healthy and safe, like food, water, clothes, and a home.',
        'zh-TW': '為了健康和安全，一定要有的東西，例如食物、水、衣服和住的地方。',
      },
      example: {
        en: 'Mei needs a water bottle for the long hike.',
        'zh-TW': '爬山要走很遠，小美需要一個水壺。',
      },
    },
    {
      term: { en: 'want', 'zh-TW': '想要' },
      definition: {
        en: 'Something nice to have, but you can live without it.',
        'zh-TW': '有了會很開心，但沒有也能好好生活的東西。',
      },
      example: {
        en: 'The sparkly keychain is a want.',
        'zh-TW': '亮晶晶的鑰匙圈，是「想要」的東西。',
      },
    },
    {
      term: { en: 'choice', 'zh-TW': '選擇' },
      definition: {
        en: 'Picking one thing when you cannot have them all.',
        'zh-TW': '沒辦法全部都要的時候，從中挑出一樣。',
      },
      example: {
        en: 'Mei has only 200 coins, so she must make a choice.',
        'zh-TW': '小美只有 NT$200，所以她得做出選擇。',
      },
    },
    {
      term: { en: 'needs first', 'zh-TW': '需要優先' },
      definition: {
        en: 'Pay for what you need before you spend on what you want.',
        'zh-TW': '先把錢用在需要的東西上，再考慮想要的東西。',
      },
      example: {
        en: 'Needs first: Mei buys the water bottle before she thinks about the keychain.',
        'zh-TW': '需要優先：小美先買水壺，再考慮鑰匙圈。',
      },
    },
    {
      term: { en: 'plan', 'zh-TW': '計畫' },
      definition: {
        en: 'Deciding ahead of time what you will do. A plan can make room for a want.',
        'zh-TW': '事先想好要怎麼做。有了計畫，也能替想要的東西留個位置。',
      },
      example: {
        en: 'Mei plans to save 15 coins a week, so she can buy the keychain later.',
        'zh-TW': '小美計畫每個星期存 NT$15，之後再買鑰匙圈。',
      },
    },
  ],
  examples: [
    {
      en: 'Food and water are needs. Stickers are wants.',
      'zh-TW': '食物和水是需要，貼紙是想要。',
    },
    {
      en: 'Mei buys the water bottle first, because it is a need.',
      'zh-TW': '小美先買水壺，因為水壺是需要的東西。',
    },
    {
      en: 'Mei had 200 coins and spent 150 coins, so she has 50 coins left (200 − 150 = 50).',
      'zh-TW': '小美原本有 NT$200，花了 NT$150，還剩 NT$50（200 − 150 = 50）。',
    },
    {
      en: 'The keychain costs 80 coins, so Mei needs 30 more coins (80 − 50 = 30). If she saves 15 coins a week, it takes 2 weeks, because 15 + 15 = 30.',
      'zh-TW': '鑰匙圈要 NT$80，小美還差 NT$30（80 − 50 = 30）。如果每星期存 NT$15，兩個星期就夠了，因為 15 + 15 = 30。',
    },
  ],
  sentenceBuilder: {
    frames: [
      {
        id: 'needs-and-wants',
        text: {
          en: 'Food and water are ______, but toys are ______.',
          'zh-TW': '食物和水是______，玩具是______。',
        },
        wordPool: {
          en: ['wants', 'gifts', 'prices', 'needs'],
          'zh-TW': ['禮物', '需要', '價格', '想要'],
        },
        accepts: {
          en: [['needs'], ['wants']],
          'zh-TW': [['需要'], ['想要']],
        },
        hints: [
          {
            en: 'Which things must you have to stay healthy?',
            'zh-TW': '哪些東西是保持健康一定要有的？',
          },
          {
            en: 'Food and water keep you alive. Toys are fun, but you can live without them.',
            'zh-TW': '食物和水讓我們活下去；玩具很好玩，但沒有也沒關係。',
          },
          {
            en: 'The answer is "needs" and "wants": food and water are needs, and toys are wants.',
            'zh-TW': '答案是「需要」和「想要」：食物和水是需要，玩具是想要。',
          },
        ],
      },
      {
        id: 'needs-first',
        text: {
          en: 'First I buy what I ______, then I ______ for what I want.',
          'zh-TW': '先買______的東西，再______怎麼買想要的東西。',
        },
        wordPool: {
          en: ['want', 'need', 'forget', 'plan'],
          'zh-TW': ['想要', '計畫', '需要', '忘記'],
        },
        accepts: {
          en: [['need'], ['plan']],
          'zh-TW': [['需要'], ['計畫']],
        },
        hints: [
          {
            en: 'Remember what Pip said. Which comes first, needs or wants?',
            'zh-TW': '記得皮皮說的話嗎？需要和想要，哪一個先？',
          },
          {
            en: 'The first blank is about needs. The second blank means "think ahead".',
            'zh-TW': '第一格跟「需要」有關，第二格是「事先想好」的意思。',
          },
          {
            en: 'The answer is "need" and "plan": pay for needs first, then plan for wants.',
            'zh-TW': '答案是「需要」和「計畫」：先買需要的，再計畫想要的。',
          },
        ],
      },
      {
        id: 'money-left',
        text: {
          en: 'The bottle costs 150 coins. Mei has 200 coins, so ______ coins are left. The keychain is a ______.',
          'zh-TW': '水壺要 NT$150，小美有 NT$200，所以還剩 NT$______。鑰匙圈是她______的東西。',
        },
        wordPool: {
          en: ['350', 'want', 'need', '50'],
          'zh-TW': ['50', '350', '需要', '想要'],
        },
        accepts: {
          en: [['50'], ['want']],
          'zh-TW': [['50'], ['想要']],
        },
        hints: [
          {
            en: 'Take the price of the bottle away from what Mei has.',
            'zh-TW': '用小美的錢，減掉水壺的價格。',
          },
          {
            en: 'Work out 200 − 150. The keychain is cute, but Mei can live without it.',
            'zh-TW': '算算 200 − 150。鑰匙圈很可愛，但沒有也沒關係。',
          },
          {
            en: 'The answer is "50" and "want": 200 − 150 = 50, and the keychain is a want.',
            'zh-TW': '答案是「50」和「想要」：200 − 150 = 50，而鑰匙圈是想要的東西。',
          },
        ],
      },
    ],
  },
  quiz5: [
    {
      id: 'q1',
      type: 'multi',
      question: {
        en: 'Which of these are needs? Pick all that fit.',
        'zh-TW': '下面哪些是「需要」？選出所有正確的答案。',
      },
      options: [
        { en: 'A warm jacket for winter', 'zh-TW': '冬天穿的保暖外套' },
        { en: 'Lunch on a school day', 'zh-TW': '上學日的午餐' },
        { en: 'A new video game', 'zh-TW': '一款新的電玩遊戲' },
        { en: 'A poster of a favorite singer', 'zh-TW': '喜歡的歌手海報' },
      ],
      answer: [0, 1],
      hintCycle: [
        {
          en: 'A need keeps you healthy and safe.',
          'zh-TW': '需要的東西，能讓你保持健康和安全。',
        },
        {
          en: 'Games and posters are fun, but you can live without them.',
          'zh-TW': '遊戲和海報很好玩，但沒有也能好好生活。',
        },
        {
          en: 'The answer is the jacket and the lunch. They keep you warm and fed, so they are needs.',
          'zh-TW': '答案是外套和午餐：它們讓你穿得暖、吃得飽，所以是需要。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'single',
      question: {
        en: 'An has 100 coins. Her pencil case broke, and she needs one for school. A plain pencil case costs 70 coins. A cute eraser set costs 50 coins. What is the best plan?',
        'zh-TW':
          '小安有 NT$100。她的鉛筆盒壞了，上學需要用。一個普通的鉛筆盒要 NT$70，一組可愛的橡皮擦要 NT$50。最好的計畫是什麼？',
      },
      options: [
        { en: 'Buy the eraser set first, then the pencil case.', 'zh-TW': '先買橡皮擦，再買鉛筆盒。' },
        {
          en: 'Buy the pencil case now, and plan to save for the eraser set.',
          'zh-TW': '現在先買鉛筆盒，再計畫存錢買橡皮擦。',
        },
        { en: 'Buy both today.', 'zh-TW': '今天兩樣都買。' },
        { en: 'Buy nothing and keep all 100 coins.', 'zh-TW': '什麼都不買，把 NT$100 全部留著。' },
      ],
      answer: [1],
      hintCycle: [
        {
          en: 'Which one does An need for school?',
          'zh-TW': '小安上學需要的是哪一樣？',
        },
        {
          en: 'Both together cost 70 + 50 = 120 coins. That is more than 100, so she cannot buy both.',
          'zh-TW': '兩樣加起來是 70 + 50 = 120，比 NT$100 還多，所以不能兩樣都買。',
        },
        {
          en: 'The answer is "Buy the pencil case now, and plan to save for the eraser set." Needs come first, and wants are OK with a plan.',
          'zh-TW': '答案是「先買鉛筆盒，再計畫存錢買橡皮擦」：需要優先，想要的東西可以好好計畫。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'bool',
      question: {
        en: 'True or false: Wants are bad, so you should never buy anything you want.',
        'zh-TW': '對或不對：「想要」的東西都不好，所以永遠都不該買。',
      },
      answer: false,
      hintCycle: [
        {
          en: 'Think about what Pip told Mei about the keychain.',
          'zh-TW': '想想皮皮怎麼跟小美說鑰匙圈的事。',
        },
        {
          en: 'Pip did not say "never". Pip said wants need a plan.',
          'zh-TW': '皮皮沒有說「永遠不行」，皮皮說的是：想要的東西需要計畫。',
        },
        {
          en: 'False: wants are OK when you pay for your needs first and plan for the wants.',
          'zh-TW': '不對：只要先照顧好需要，再好好計畫，想要的東西也可以買。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'single',
      question: {
        en: 'Why is the water bottle a need on Mei\'s hike?',
        'zh-TW': '為什麼去爬山時，水壺對小美來說是「需要」？',
      },
      options: [
        { en: 'Because it is sparkly and new.', 'zh-TW': '因為它亮晶晶的，又是新的。' },
        { en: 'Because all her friends have one.', 'zh-TW': '因為朋友們都有一個。' },
        { en: 'Because it costs more than the keychain.', 'zh-TW': '因為它比鑰匙圈貴。' },
        {
          en: 'Because she must drink water to stay healthy on a long walk.',
          'zh-TW': '因為走很遠的路，一定要喝水才能保持健康。',
        },
      ],
      answer: [3],
      hintCycle: [
        {
          en: 'A need is about staying healthy and safe.',
          'zh-TW': '「需要」跟健康和安全有關。',
        },
        {
          en: 'A high price, or what friends have, does not make something a need.',
          'zh-TW': '東西貴不貴、朋友有沒有，都不會讓它變成需要。',
        },
        {
          en: 'The answer is "she must drink water to stay healthy". Water keeps her body safe on the hike.',
          'zh-TW': '答案是「一定要喝水才能保持健康」：爬山時，水能保護她的身體。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'multi',
      question: {
        en: 'Mei wants the 80-coin keychain. She has 50 coins left. Which are good plans? Pick all that fit.',
        'zh-TW': '小美想要 NT$80 的鑰匙圈，她還剩 NT$50。下面哪些是好計畫？選出所有正確的答案。',
      },
      options: [
        { en: 'Save 15 coins a week for 2 weeks, then buy it.', 'zh-TW': '每星期存 NT$15，存兩個星期再買。' },
        { en: 'Use the money for her bus card to buy it today.', 'zh-TW': '今天就把儲值悠遊卡的錢拿來買。' },
        { en: 'Write it on her want list and decide again next week.', 'zh-TW': '先寫進「想要清單」，下星期再決定。' },
        { en: 'Skip lunch for a few days to buy it sooner.', 'zh-TW': '少吃幾天午餐，早一點把它買下來。' },
      ],
      answer: [0, 2],
      hintCycle: [
        {
          en: 'A good plan keeps needs safe.',
          'zh-TW': '好的計畫，不會犧牲需要的東西。',
        },
        {
          en: 'Bus money and lunch are needs, so do not use them for a want.',
          'zh-TW': '搭車的錢和午餐都是需要，不能拿去買想要的東西。',
        },
        {
          en: 'The answer is saving 15 coins a week and the want list. Her needs stay safe, and 50 + 15 + 15 = 80.',
          'zh-TW': '答案是「每星期存 NT$15」和「寫進想要清單」：需要的東西都顧到了，而且 50 + 15 + 15 = 80。',
        },
      ],
    },
  ],
  autoMission: {
    title: { en: 'Needs and Wants at Home', 'zh-TW': '家裡的需要和想要' },
    options: [
      {
        id: 'room-sort',
        label: { en: 'Room Sort', 'zh-TW': '房間大分類' },
        instructions: {
          en: 'Pick 5 things in your room. Sort them into needs and wants.',
          'zh-TW': '在房間裡挑 5 樣東西，把它們分成「需要」和「想要」。',
        },
        controlType: 'drag-validate',
      },
      {
        id: 'shopping-list',
        label: { en: 'Shopping List Check', 'zh-TW': '購物清單檢查' },
        instructions: {
          en: 'Look at your family\'s shopping list with a grown-up. Tick the needs. Then find one want on the list.',
          'zh-TW': '和大人一起看家裡的購物清單，把「需要」的東西打勾，再找出一樣「想要」的東西。',
        },
        controlType: 'checkbox',
      },
      {
        id: 'want-plan',
        label: { en: 'My Want Plan', 'zh-TW': '我的想要計畫' },
        instructions: {
          en: 'Pick one thing you want. Fill in: "I want [thing]. It costs [number] coins. I will plan for it by [how]."',
          'zh-TW': '挑一樣你想要的東西，填一填：「我想要[東西]，它要 NT$[數字]，我打算用[方法]存到這筆錢。」',
        },
        controlType: 'template-select',
      },
    ],
    completionRule: 'any_one',
  },
} satisfies AdventureBody;

export default body;
