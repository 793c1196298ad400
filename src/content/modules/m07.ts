import type { AdventureBody } from '../schema/module-body';

/**
 * M07 · Seed Island, lesson 7: "Choices and Opportunity Cost" / 「選擇與機會成本」.
 * Learning outcome (Grade 4, Spending): explain that scarcity means choosing, and name the opportunity
 * cost of a choice as the next best thing given up (not everything given up, and not only money).
 * Numbers: Mei has saved 120; comic book 120 and box of 12 color pencils 120 (cast sheet): one or the
 * other. Jay: sketchbook 60, comic book 120 (cast sheet), movie ticket about 300 (guide band 250–350),
 * 100 coins. An: 100 − 30 = 70 in her piggy bank. Mei: 50 coins on stickers. Leo's stand on Saturday
 * afternoon (cast sheet).
 * Facts: none — prices are Grandma Lin's or "about" prices from the guide.
 */
const body = {
  id: 'M07',
  format: 'adventure',
  storyIntro: [
    {
      en: 'Mei has saved 120 coins. On Saturday, she and An visit Grandma Lin\'s little shop on the corner. Mei holds her coins tight. She is ready to buy something special.',
      'zh-TW': '小美存了 NT$120。星期六，她和小安一起去街角林奶奶的小店。小美把錢緊緊握在手裡，準備買一樣特別的東西。',
    },
    {
      en: 'Two things catch her eye. A comic book about the sea costs 120 coins. A box of 12 color pencils also costs 120 coins. Mei wants both!',
      'zh-TW': '有兩樣東西一下子就吸引了她：一本講大海的漫畫，要 NT$120；一盒 12 色的彩色鉛筆，也要 NT$120。小美兩樣都好想要！',
    },
    {
      en: '"Why can\'t I have both?" Mei asks. Pip lands on a shelf. "Squawk! Your coins are limited, but your wants are not. That is called scarcity. So you have to choose!"',
      'zh-TW': '「為什麼我不能兩樣都買？」小美問。皮皮停在架子上說：「嘎！你的錢有限，想要的東西卻很多，這就叫做稀少性。所以，你得做出選擇！」',
    },
    {
      en: 'Mei thinks. She could read the comic many times. The color pencils would be fun to share with friends. If she picks one, she gives up the other.',
      'zh-TW': '小美想了又想。漫畫可以讀好多遍；彩色鉛筆可以和朋友一起畫，也很好玩。不管選哪一樣，就得放棄另一樣。',
    },
    {
      en: 'Grandma Lin smiles. "What you give up is part of the cost of your choice." Mei takes a deep breath and picks the comic book.',
      'zh-TW': '林奶奶笑著說：「你放棄的那一樣，也是這個選擇要付出的代價喔。」小美深呼吸一下，選了漫畫。',
    },
    {
      en: 'That week, Mei reads her comic three times. Sometimes she still thinks about the color pencils. "They were the cost of my choice," she says. "But I am happy with it."',
      'zh-TW': '那個星期，小美把漫畫看了三遍。她偶爾還是會想起那盒彩色鉛筆。「彩色鉛筆就是我這次選擇的代價，」她說，「不過我很滿意自己的選擇。」',
    },
  ],
  definitions: [
    {
      term: { en: 'scarcity', 'zh-TW': '稀少性' },
      definition: {
        en: 'We want many things, but our money and time are limited. So we can\'t have everything.',
        'zh-TW': '想要的東西很多，可是錢和時間都有限，沒辦法全部都擁有。',
      },
      example: {
        en: 'Jay wants a sketchbook, a comic book and a movie ticket. He has 100 coins, not enough for all three.',
        'zh-TW': '阿哲想要素描本、漫畫和電影票，可是他的 NT$100 不夠三樣都買。',
      },
    },
    {
      term: { en: 'resource', 'zh-TW': '資源' },
      definition: {
        en: 'Something we use to get what we want, like money, time or energy.',
        'zh-TW': '我們用來得到想要東西的事物，像是錢、時間和體力。',
      },
      example: {
        en: 'Leo\'s Saturday afternoon is a resource. He can use it to sell lemonade or to play.',
        'zh-TW': '阿力星期六的下午也是一種資源，他可以拿來賣檸檬汁，也可以拿來玩。',
      },
    },
    {
      term: { en: 'choice', 'zh-TW': '選擇' },
      definition: {
        en: 'Picking one thing from two or more things you could do or buy.',
        'zh-TW': '從兩個或更多可以做、可以買的東西裡，挑出一個。',
      },
      example: {
        en: 'Mei has a choice: the comic book or the color pencils.',
        'zh-TW': '小美要做一個選擇：買漫畫，還是買彩色鉛筆。',
      },
    },
    {
      term: { en: 'trade-off', 'zh-TW': '取捨' },
      definition: {
        en: 'Giving up some of one thing to get more of another thing.',
        'zh-TW': '為了多得到一樣東西，放棄一些另一樣東西。',
      },
      example: {
        en: 'If Jay draws for one more hour, he has one less hour to play ball. That is a trade-off.',
        'zh-TW': '阿哲多畫一個小時的畫，就少一個小時打球，這就是取捨。',
      },
    },
    {
      term: { en: 'opportunity cost', 'zh-TW': '機會成本' },
      definition: {
        en: 'The next best thing you give up when you make a choice.',
        'zh-TW': '做選擇的時候，你放棄的那個「第二好」的選項。',
      },
      example: {
        en: 'Mei buys the comic book, so the color pencils are her opportunity cost.',
        'zh-TW': '小美買了漫畫，所以彩色鉛筆就是她的機會成本。',
      },
    },
  ],
  examples: [
    {
      en: 'Because of scarcity, Jay can\'t buy every set of markers in the store.',
      'zh-TW': '因為稀少性，阿哲沒辦法把店裡每一盒彩色筆都買回家。',
    },
    {
      en: 'Leo made a choice: he sold lemonade on Saturday instead of going to the pool.',
      'zh-TW': '阿力做了一個選擇：星期六他去賣檸檬汁，沒有去游泳池。',
    },
    {
      en: 'An has a trade-off. If she spends 30 of her 100 coins now, 70 coins stay in her piggy bank.',
      'zh-TW': '小安面臨取捨：如果她現在從 NT$100 裡花掉 NT$30，存錢筒裡就只剩 NT$70。',
    },
    {
      en: 'Leo sold lemonade. So his opportunity cost was a fun day at the pool.',
      'zh-TW': '阿力去賣檸檬汁，所以他的機會成本，是在游泳池玩一個下午的快樂時光。',
    },
  ],
  sentenceBuilder: {
    frames: [
      {
        id: 'scarcity-choice',
        text: {
          en: 'I can\'t have everything because of ______, so I must make a ______.',
          'zh-TW': '因為______，我不能什麼都擁有，所以必須做出______。',
        },
        wordPool: {
          en: ['income', 'scarcity', 'choice', 'balance'],
          'zh-TW': ['稀少性', '收入', '餘額', '選擇'],
        },
        accepts: {
          en: [['scarcity'], ['choice']],
          'zh-TW': [['稀少性'], ['選擇']],
        },
        hints: [
          {
            en: 'Why can\'t Mei buy both the book and the kite?',
            'zh-TW': '為什麼小美不能同時買故事書和風箏？',
          },
          {
            en: 'The first word means "not enough for everything." The second word means picking one thing.',
            'zh-TW': '第一格的意思是「不夠讓我們全部都擁有」；第二格的意思是「挑一個」。',
          },
          {
            en: 'Answer: scarcity, choice. Our money and time are limited, so we have to pick.',
            'zh-TW': '答案：稀少性、選擇。因為錢和時間有限，所以我們必須挑選。',
          },
        ],
      },
      {
        id: 'opportunity-cost',
        text: {
          en: 'Mei picked the comic over the color pencils. The ______ are her opportunity cost, because they were her next best ______.',
          'zh-TW': '小美選了漫畫，沒選彩色鉛筆。______就是她的機會成本，因為那是她第二好的______。',
        },
        wordPool: {
          en: ['comic', 'price', 'choice', 'color pencils'],
          'zh-TW': ['漫畫', '彩色鉛筆', '選擇', '價錢'],
        },
        accepts: {
          en: [['color pencils'], ['choice']],
          'zh-TW': [['彩色鉛筆'], ['選擇']],
        },
        hints: [
          {
            en: 'Opportunity cost is about what you give up, not what you get.',
            'zh-TW': '機會成本說的是你「放棄」的東西，不是你得到的東西。',
          },
          {
            en: 'Mei got the comic, so the comic is not the answer for the first blank.',
            'zh-TW': '小美得到的是漫畫，所以機會成本不是漫畫。',
          },
          {
            en: 'Answer: color pencils, choice. Mei gave up the color pencils, and they were her next best choice.',
            'zh-TW': '答案：彩色鉛筆、選擇。小美放棄了彩色鉛筆，而彩色鉛筆是她第二好的選擇。',
          },
        ],
      },
      {
        id: 'time-trade-off',
        text: {
          en: 'Money and ______ are both limited, so every choice has a ______.',
          'zh-TW': '錢和______都是有限的，所以每個選擇都有______。',
        },
        wordPool: {
          en: ['wishes', 'time', 'refund', 'trade-off'],
          'zh-TW': ['願望', '退款', '取捨', '時間'],
        },
        accepts: {
          en: [['time'], ['trade-off']],
          'zh-TW': [['時間'], ['取捨']],
        },
        hints: [
          {
            en: 'What else, besides money, do you only have a little of each day?',
            'zh-TW': '除了錢以外，還有什麼東西是每天都只有一點點的？',
          },
          {
            en: 'Wishes are not limited: we can wish for lots of things. The second word means giving up some of one thing to get another.',
            'zh-TW': '願望是沒有限制的，我們可以想要很多很多東西。第二格的意思是「為了得到一樣，放棄另一樣」。',
          },
          {
            en: 'Answer: time, trade-off. Each day has only 24 hours, so choosing one thing means giving up some of another.',
            'zh-TW': '答案：時間、取捨。一天只有 24 小時，選了一件事，就得放棄另一件事的一些時間。',
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
        en: 'Leo can spend Saturday afternoon at his lemonade stand or at a friend\'s birthday party. He goes to the party. What is his opportunity cost?',
        'zh-TW': '星期六下午，阿力可以去顧檸檬汁攤，也可以去參加朋友的生日派對。他去了派對。他的機會成本是什麼？',
      },
      options: [
        { en: 'The fun he has at the party', 'zh-TW': '在派對玩得很開心' },
        { en: 'What he could have earned at his stand', 'zh-TW': '本來在攤位可以賺到的錢' },
        { en: 'The birthday cake he eats', 'zh-TW': '派對上吃的生日蛋糕' },
        { en: 'Nothing at all, because going to a party costs no money', 'zh-TW': '什麼都沒有，因為去派對不用花錢' },
      ],
      answer: [1],
      hintCycle: [
        {
          en: 'Opportunity cost is what Leo gives up, not what he gets.',
          'zh-TW': '機會成本是阿力放棄的東西，不是他得到的東西。',
        },
        {
          en: 'The fun and the cake come from the party, which he chose. And a free party still has an opportunity cost.',
          'zh-TW': '開心和蛋糕都是他選擇派對得到的。而且就算派對不用錢，也會有機會成本。',
        },
        {
          en: 'The answer is what he could have earned at his stand. That is the next best thing Leo gave up.',
          'zh-TW': '答案是本來在攤位可以賺到的錢，因為那是阿力放棄的第二好選項。',
        },
      ],
      why: {
        en: 'Leo has one Saturday afternoon. When he spends it at the party, he gives up the coins his stand would have earned.',
        'zh-TW': '阿力只有一個星期六下午。他把時間用在派對上，就放棄了攤位那天下午能賺到的錢。',
      },
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'Jay wants a sketchbook (60 coins), a comic book (120 coins) and a movie ticket (about 300 coins). He has 100 coins. True or false: this is an example of scarcity.',
        'zh-TW': '阿哲想要素描本（NT$60）、漫畫（NT$120）和電影票（大約 NT$300），他手上有 NT$100。對或不對：這是稀少性的例子。',
      },
      answer: true,
      hintCycle: [
        {
          en: 'Scarcity means we want more than we can have.',
          'zh-TW': '稀少性的意思是：想要的比能擁有的多。',
        },
        {
          en: 'Some think scarcity means having no money. It means wanting more than your money can buy.',
          'zh-TW': '有人以為稀少性是「完全沒有錢」。其實是想要的東西，比你的錢能買的還多。',
        },
        {
          en: 'True. Jay\'s wants are bigger than his 100 coins, so he must choose. That is scarcity.',
          'zh-TW': '對。阿哲想要的東西比他的 NT$100 多，所以必須做選擇，這就是稀少性。',
        },
      ],
      why: {
        en: 'Jay has some money, but not enough for every want. When wants are bigger than what you have, you must choose. That is scarcity.',
        'zh-TW': '阿哲有錢，只是不夠買全部想要的東西。想要的比擁有的多，就得做選擇，這就是稀少性。',
      },
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Which of these are trade-offs? Choose all that fit.',
        'zh-TW': '下面哪些是取捨？請選出所有正確的答案。',
      },
      options: [
        {
          en: 'An reads a book after dinner instead of watching TV, so she has less TV time.',
          'zh-TW': '小安晚餐後選擇看書、不看電視，所以看電視的時間變少了。',
        },
        { en: 'It rains on Sunday.', 'zh-TW': '星期天下雨了。' },
        {
          en: 'Mei spends 50 coins on stickers, so she has 50 fewer coins to save.',
          'zh-TW': '小美花 NT$50 買貼紙，所以能存的錢少了 NT$50。',
        },
        { en: 'Jay finds his lost pencil under the bed.', 'zh-TW': '阿哲在床底下找到弄丟的鉛筆。' },
      ],
      answer: [0, 2],
      hintCycle: [
        {
          en: 'A trade-off happens when someone chooses and gives something up.',
          'zh-TW': '取捨是有人做了選擇，同時放棄了一些東西。',
        },
        {
          en: 'Rain and finding a pencil are not choices. Nobody gave anything up.',
          'zh-TW': '下雨和找到鉛筆都不是選擇，沒有人放棄任何東西。',
        },
        {
          en: 'The answer is An\'s book and Mei\'s stickers. Each girl chose one thing and gave up some of another.',
          'zh-TW': '答案是小安看書和小美買貼紙。她們都選了一樣東西，也放棄了另一樣東西的一部分。',
        },
      ],
      why: {
        en: 'A trade-off is a choice where you get more of one thing and less of another. Rain and a found pencil just happen.',
        'zh-TW': '取捨是一種選擇：多得到一樣，就少了另一樣。下雨和找到鉛筆都是自己發生的事，不是選擇。',
      },
    },
    {
      id: 'q4',
      type: 'single',
      question: {
        en: 'An ranks what she wants: first a puzzle, second a yo-yo, third a ball. She buys the puzzle. What is her opportunity cost?',
        'zh-TW': '小安把想要的東西排順序：第一是拼圖，第二是溜溜球，第三是球。她買了拼圖。她的機會成本是什麼？',
      },
      options: [
        { en: 'The puzzle', 'zh-TW': '拼圖' },
        { en: 'The ball', 'zh-TW': '球' },
        { en: 'The yo-yo and the ball together', 'zh-TW': '溜溜球加上球' },
        { en: 'The yo-yo', 'zh-TW': '溜溜球' },
      ],
      answer: [3],
      hintCycle: [
        {
          en: 'Opportunity cost is only the next best thing you give up.',
          'zh-TW': '機會成本只算你放棄的「第二好」的那一個。',
        },
        {
          en: 'She got the puzzle, so it is not the puzzle. We don\'t add up everything she gave up.',
          'zh-TW': '她得到了拼圖，所以不是拼圖；也不是把所有放棄的東西加起來。',
        },
        {
          en: 'The answer is the yo-yo, because it was her second choice, the next best thing after the puzzle.',
          'zh-TW': '答案是溜溜球，因為它排第二，是拼圖之後最好的選項。',
        },
      ],
      why: {
        en: 'If An had not picked the puzzle, she would have picked the yo-yo. So the yo-yo is what her choice really cost her.',
        'zh-TW': '如果小安沒選拼圖，她會選溜溜球。所以溜溜球，才是她這個選擇真正付出的代價。',
      },
    },
    {
      id: 'q5',
      type: 'bool',
      question: {
        en: 'On Sunday, Leo plays at the park instead of reading his new book. It costs no money. True or false: so this choice has no opportunity cost.',
        'zh-TW': '星期天，阿力去公園玩，沒有看他的新書。去公園不用花錢。對或不對：所以這個選擇沒有機會成本。',
      },
      answer: false,
      hintCycle: [
        {
          en: 'Think about Leo\'s Saturday afternoon in the first question. What did he give up?',
          'zh-TW': '想想第一題阿力的星期六下午，他放棄了什麼？',
        },
        {
          en: 'Some think a cost has to be money. But time spent on one thing cannot be spent on another.',
          'zh-TW': '有人以為「代價」一定是錢。可是時間用在一件事上，就不能再用在另一件事上。',
        },
        {
          en: 'False. Leo gave up his reading time, so reading the book is his opportunity cost.',
          'zh-TW': '錯。阿力放棄了看書的時間，所以看新書就是他的機會成本。',
        },
      ],
      why: {
        en: 'Every choice gives something up, even a free one. Leo\'s opportunity cost is the reading he did not do.',
        'zh-TW': '每個選擇都會放棄一些東西，不用錢的選擇也一樣。阿力的機會成本，就是那段沒有看書的時光。',
      },
    },
  ],
  autoMission: {
    title: { en: 'Choose Wisely', 'zh-TW': '聰明做選擇' },
    options: [
      {
        id: 'rank-wants',
        label: { en: 'Rank three wants', 'zh-TW': '替三個想要的東西排順序' },
        instructions: {
          en: 'Drag three things you want into order: first, second and third. If you pick the first one, name your opportunity cost (it is the second one).',
          'zh-TW': '把三樣你想要的東西拖曳排成第一、第二、第三。如果你選了第一名，說說你的機會成本是什麼（答案是第二名）。',
        },
        controlType: 'drag-validate',
      },
      {
        id: 'spot-time-trade-off',
        label: { en: 'Spot a time trade-off', 'zh-TW': '找出時間的取捨' },
        instructions: {
          en: 'Tonight, notice one choice about your time, like reading or playing. Tick what you chose and what you gave up.',
          'zh-TW': '今天晚上，留意一個和時間有關的選擇，像是看書還是玩耍。把你選了什麼、放棄了什麼打勾記下來。',
        },
        controlType: 'checkbox',
      },
      {
        id: 'choice-card',
        label: { en: 'Fill in a choice card', 'zh-TW': '填寫選擇小卡' },
        instructions: {
          en: 'Pick a card and fill in the gaps: "I chose … I gave up … I think it was a good choice because …"',
          'zh-TW': '選一張小卡，把句子寫完整：「我選了……。我放棄了……。我覺得這是好選擇，因為……。」',
        },
        controlType: 'template-select',
      },
    ],
    completionRule: 'any_one',
  },
} satisfies AdventureBody;

export default body;
