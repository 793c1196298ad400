import type { AdventureBody } from '../schema/module-body';

/**
 * M03 · Seed Island, lesson 3: "Needs and Wants" / 「需要和想要」.
 * Learning outcome (Grade 4, Spending): tell needs from wants, and pay for needs first while making a
 * plan for wants when money is limited.
 * Numbers: Jay has 200 from New Year red envelopes; a plain water bottle 150 (an island price: not on the
 * cast sheet's list) and Grandma Lin's keychain 80 (cast sheet): 150 + 80 = 230 > 200; 200 − 150 = 50 left;
 * 80 − 50 = 30 more; saving 15 a week from his 100-coin Friday allowance: 15 + 15 = 30, 50 + 15 + 15 = 80.
 * Quiz q2: An has 100; notebook 45 and comic book 120 (cast sheet): 45 + 120 = 165 > 100; 100 − 45 = 55.
 * Facts: none — prices are Grandma Lin's from the guide, or the island's own (the water bottle).
 */
const body = {
  id: 'M03',
  format: 'adventure',
  storyIntro: [
    {
      en: 'Tomorrow, Jay\'s class is going on a hike. But oh no, his water bottle has a crack! Jay still has 200 coins from his New Year red envelopes. He goes to Grandma Lin\'s shop with Mei.',
      'zh-TW': '明天，阿哲的班上要去爬山。可是糟糕，他的水壺裂了一條縫！阿哲還有過年收到的紅包錢 NT$200，他和小美一起去林奶奶的小店。',
    },
    {
      en: 'A plain water bottle costs 150 coins. Then Jay sees a keychain shaped like a tiny paintbrush. It costs 80 coins. "I want both!" he says. Mei helps him add: 150 + 80 = 230. That is more than 200 coins. Jay cannot buy both today.',
      'zh-TW':
        '一個普通的水壺要 NT$150。接著，阿哲看到一個小畫筆造型的鑰匙圈，要 NT$80。「我兩個都想要！」阿哲說。小美幫他算：150 + 80 = 230，比 NT$200 還多。今天沒辦法兩個都買。',
    },
    {
      en: '"Why can\'t he have both?" Mei asks. Pip lands on a shelf. "Squawk! Money runs out, so we make choices. A need is something you must have to stay healthy and safe. On a long hike, you need water! A want is nice to have, but you can live without it."',
      'zh-TW':
        '「為什麼不能兩個都買？」小美問。皮皮飛到架子上：「嘎！錢會用完，所以我們要做選擇。『需要』是為了健康和安全，一定要有的東西。爬山走那麼遠，一定要喝水！『想要』是有了很開心，但沒有也沒關係的東西。」',
    },
    {
      en: 'Jay holds the keychain for a long time. Then he puts it back and picks the water bottle. Now he has 50 coins left, because 200 − 150 = 50. "I will save for the keychain," he says.',
      'zh-TW': '阿哲拿著鑰匙圈看了好久，最後把它放回架上，選了水壺。200 − 150 = 50，他還剩 NT$50。「鑰匙圈，我存錢再來買！」他說。',
    },
    {
      en: 'On the hike, the sun is hot, and Jay drinks cool water all day. Then he saves 15 coins a week for two weeks: 50 + 15 + 15 = 80. He buys the paintbrush keychain, and it feels even better. "Needs first, then plan for wants!" Pip cheers.',
      'zh-TW':
        '爬山那天太陽好大，阿哲一路都有涼涼的水可以喝。之後他每星期存 NT$15，存了兩個星期：50 + 15 + 15 = 80。他終於買到小畫筆鑰匙圈，心裡比當初更開心。皮皮歡呼：「先顧需要，再計畫想要！」',
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
        en: 'Jay needs a water bottle for the long hike.',
        'zh-TW': '爬山要走很遠，阿哲需要一個水壺。',
      },
    },
    {
      term: { en: 'want', 'zh-TW': '想要' },
      definition: {
        en: 'Something nice to have, but you can live without it.',
        'zh-TW': '有了會很開心，但沒有也能好好生活的東西。',
      },
      example: {
        en: 'The paintbrush keychain is a want.',
        'zh-TW': '小畫筆鑰匙圈，是「想要」的東西。',
      },
    },
    {
      term: { en: 'choice', 'zh-TW': '選擇' },
      definition: {
        en: 'Picking one thing when you cannot have them all.',
        'zh-TW': '沒辦法全部都要的時候，從中挑出一樣。',
      },
      example: {
        en: 'Jay has 200 coins, and both things cost 230, so he must make a choice.',
        'zh-TW': '阿哲有 NT$200，兩樣東西加起來卻要 NT$230，所以他得做出選擇。',
      },
    },
    {
      term: { en: 'needs first', 'zh-TW': '需要優先' },
      definition: {
        en: 'Pay for what you need before you spend on what you want.',
        'zh-TW': '先把錢用在需要的東西上，再考慮想要的東西。',
      },
      example: {
        en: 'Needs first: Jay buys the water bottle before he thinks about the keychain.',
        'zh-TW': '需要優先：阿哲先買水壺，再考慮鑰匙圈。',
      },
    },
    {
      term: { en: 'plan', 'zh-TW': '計畫' },
      definition: {
        en: 'Deciding ahead of time what you will do. A plan can make room for a want.',
        'zh-TW': '事先想好要怎麼做。有了計畫，也能替想要的東西留個位置。',
      },
      example: {
        en: 'Jay plans to save 15 coins a week, so he can buy the keychain later.',
        'zh-TW': '阿哲計畫每個星期存 NT$15，之後再買鑰匙圈。',
      },
    },
  ],
  examples: [
    {
      en: 'Food and water are needs. Stickers are wants.',
      'zh-TW': '食物和水是需要，貼紙是想要。',
    },
    {
      en: 'Jay buys the water bottle first, because it is a need.',
      'zh-TW': '阿哲先買水壺，因為水壺是需要的東西。',
    },
    {
      en: 'Jay had 200 coins and spent 150. He has 50 coins left (200 − 150 = 50).',
      'zh-TW': '阿哲原本有 NT$200，花了 NT$150，還剩 NT$50（200 − 150 = 50）。',
    },
    {
      en: 'The keychain costs 80 coins, so Jay needs 30 more coins (80 − 50 = 30). If he saves 15 coins a week, it takes 2 weeks, because 15 + 15 = 30.',
      'zh-TW': '鑰匙圈要 NT$80，阿哲還差 NT$30（80 − 50 = 30）。如果每星期存 NT$15，2 個星期就夠了，因為 15 + 15 = 30。',
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
          en: 'The bottle costs 150 coins. Jay has 200 coins, so ______ coins are left. The keychain is a ______.',
          'zh-TW': '水壺要 NT$150，阿哲有 NT$200，所以還剩 NT$______。鑰匙圈是他______的東西。',
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
            en: 'Take the price of the bottle away from what Jay has.',
            'zh-TW': '用阿哲的錢，減掉水壺的價格。',
          },
          {
            en: 'Work out 200 − 150. The keychain is cute, but Jay can live without it.',
            'zh-TW': '算算 200 − 150。鑰匙圈很可愛，但阿哲沒有它也沒關係。',
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
      why: {
        en: 'A jacket keeps you warm, and lunch gives you energy to learn. A game and a poster are fun, but you stay healthy without them.',
        'zh-TW': '外套讓你保暖，午餐讓你有力氣上課。遊戲和海報雖然好玩，沒有它們你一樣健健康康。',
      },
    },
    {
      id: 'q2',
      type: 'single',
      question: {
        en: 'An has 100 coins. Her notebook is full, and she needs a new one for school. At Grandma Lin\'s shop, a notebook costs 45 coins. A comic book costs 120 coins. What is the best plan?',
        'zh-TW':
          '小安有 NT$100。她的筆記本寫滿了，上學需要一本新的。林奶奶店裡的筆記本要 NT$45，漫畫要 NT$120。最好的計畫是什麼？',
      },
      options: [
        { en: 'Buy the comic book today, and hope the notebook can wait a month.', 'zh-TW': '今天先買漫畫，筆記本等下個月再說。' },
        { en: 'Buy the notebook now, and save up for the comic.', 'zh-TW': '現在先買筆記本，再存錢買漫畫。' },
        { en: 'Ask Grandma Lin to let her take the comic now and pay later.', 'zh-TW': '請林奶奶讓她先把漫畫拿走，以後再付錢。' },
        { en: 'Buy nothing, and put all 100 coins in her piggy bank.', 'zh-TW': '什麼都不買，把 NT$100 全部放進存錢筒。' },
      ],
      answer: [1],
      hintCycle: [
        {
          en: 'Which one does An need for school?',
          'zh-TW': '小安上學需要的是哪一樣？',
        },
        {
          en: 'Putting the want first leaves An with no notebook. And shops do not sell wants to children on a promise to pay later.',
          'zh-TW': '先買想要的，上學就沒有筆記本可用。而且商店不會讓小朋友先拿想要的東西、以後再付錢。',
        },
        {
          en: 'The answer is "Buy the notebook now, and save up for the comic." Needs come first, and wants are OK with a plan.',
          'zh-TW': '答案是「現在先買筆記本，再存錢買漫畫」：需要優先，想要的東西可以好好計畫。',
        },
      ],
      why: {
        en: 'Both cost 45 + 120 = 165 coins, more than An has. The notebook is the need, so it comes first. Then 100 − 45 = 55 coins are left to start saving.',
        'zh-TW': '兩樣加起來是 45 + 120 = 165，比小安的錢多。筆記本是需要，所以先買；100 − 45 = 55，剩下的 NT$55 可以開始存。',
      },
    },
    {
      id: 'q3',
      type: 'bool',
      question: {
        en: 'Jay likes the keychain, but it is a want. True or false: saving up to buy it later is a bad choice.',
        'zh-TW': '阿哲很喜歡鑰匙圈，可是它是「想要」的東西。對或不對：存錢以後再買它，是不好的選擇。',
      },
      answer: false,
      hintCycle: [
        {
          en: 'Think about what Pip cheered at the end of the story.',
          'zh-TW': '想想故事最後，皮皮歡呼了什麼。',
        },
        {
          en: 'Some children think wants are bad. Pip said to put needs first, then plan for wants.',
          'zh-TW': '有些小朋友以為「想要」是壞東西。皮皮說的是：先顧需要，再計畫想要。',
        },
        {
          en: 'False: Jay paid for his need first. Saving up for a want after that is a good plan.',
          'zh-TW': '不對：阿哲已經先買了需要的水壺，之後再存錢買想要的東西，是很好的計畫。',
        },
      ],
      why: {
        en: 'Wants make life fun, and that is OK. When needs come first and you save with a plan, buying a want later is a fine choice.',
        'zh-TW': '想要的東西讓生活更有趣，這沒有錯。只要先顧好需要、再存錢計畫，之後買想要的東西也是好選擇。',
      },
    },
    {
      id: 'q4',
      type: 'single',
      question: {
        en: 'Why is the water bottle a need on Jay\'s hike?',
        'zh-TW': '為什麼去爬山時，水壺對阿哲來說是「需要」？',
      },
      options: [
        { en: 'Because it is brand new and looks nice.', 'zh-TW': '因為它是全新的，看起來很漂亮。' },
        { en: 'Because his friends have new bottles, and he wants one like theirs.', 'zh-TW': '因為朋友們都有新水壺，他也想要一個一樣的。' },
        { en: 'Because it costs more than the keychain.', 'zh-TW': '因為它比鑰匙圈貴。' },
        { en: 'Because he needs water to stay healthy on the hike.', 'zh-TW': '因為爬山要喝水，身體才會健康。' },
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
          en: 'The answer is "he needs water to stay healthy". Water keeps his body safe on the hike.',
          'zh-TW': '答案是「爬山要喝水，身體才會健康」：爬山時，水能保護他的身體。',
        },
      ],
      why: {
        en: 'A need keeps you healthy and safe. On a long, hot walk, Jay\'s body needs water, and the bottle carries it.',
        'zh-TW': '需要的東西，能讓你保持健康和安全。走又長又熱的山路，身體需要水，水壺就是用來裝水的。',
      },
    },
    {
      id: 'q5',
      type: 'multi',
      question: {
        en: 'Jay wants the 80-coin keychain. He has 50 coins left. Which are good plans? Pick all that fit.',
        'zh-TW': '阿哲想要 NT$80 的鑰匙圈，他還剩 NT$50。下面哪些是好計畫？選出所有正確的答案。',
      },
      options: [
        { en: 'Save 15 coins a week for 2 weeks, then buy it.', 'zh-TW': '每星期存 NT$15，存 2 個星期再買。' },
        { en: 'Use the money for his transit card to buy it today.', 'zh-TW': '今天就把要儲值交通卡的錢拿來買。' },
        { en: 'Write it on his want list and decide again next week.', 'zh-TW': '先寫進「想要清單」，下星期再決定。' },
        { en: 'Skip lunch for a few days to buy it sooner.', 'zh-TW': '少吃幾天午餐，早一點把它買下來。' },
      ],
      answer: [0, 2],
      hintCycle: [
        {
          en: 'A good plan keeps needs safe.',
          'zh-TW': '好的計畫，不會犧牲需要的東西。',
        },
        {
          en: 'Transit card money and lunch are for needs, so do not use them for a want.',
          'zh-TW': '儲值交通卡的錢和午餐都是需要，不能拿去買想要的東西。',
        },
        {
          en: 'The answer is saving 15 coins a week and the want list. His needs stay safe, and 50 + 15 + 15 = 80.',
          'zh-TW': '答案是「每星期存 NT$15」和「寫進想要清單」：需要的東西都顧到了，而且 50 + 15 + 15 = 80。',
        },
      ],
      why: {
        en: 'A good plan gets the want without taking money from a need. Saving a little each week, or waiting a week to decide, keeps lunch and bus rides safe.',
        'zh-TW': '好的計畫，能買到想要的東西，又不會動到需要的錢。每星期存一點，或是等一星期再決定，午餐和搭車的錢都不會少。',
      },
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
