import type { AdventureBody } from '../schema/module-body';

const body = {
  id: 'M07',
  format: 'adventure',
  storyIntro: [
    {
      en: 'Mei has saved 80 coins. On Saturday, she and An visit Grandma Lin\'s little shop on the corner. Mei holds her coins tight. She is ready to buy something special.',
      'zh-TW': '小美存了 NT$80。星期六，她和小安一起去街角林奶奶的小店。小美把錢緊緊握在手裡，準備買一樣特別的東西。',
    },
    {
      en: 'Two things catch her eye. A storybook about the sea costs 80 coins. A bright red kite also costs 80 coins. Mei wants both!',
      'zh-TW': '有兩樣東西一下子就吸引了她：一本講大海的故事書，要 NT$80；一個紅通通的風箏，也要 NT$80。小美兩樣都好想要！',
    },
    {
      en: '"Why can\'t I have both?" Mei asks. Pip lands on a shelf. "Squawk! Your coins are limited, but your wants are not. That is called scarcity. So you have to choose!"',
      'zh-TW': '「為什麼我不能兩樣都買？」小美問。皮皮停在架子上說：「嘎！你的錢有限，想要的東西卻很多，這就叫做稀少性。所以，你得做出選擇！」',
    },
    {
      en: 'Mei thinks. She could read the book many times. The kite would be fun at the park with friends. If she picks one, she gives up the other.',
      'zh-TW': '小美想了又想。故事書可以讀好多遍；風箏可以和朋友到公園一起放，也很好玩。不管選哪一樣，就得放棄另一樣。',
    },
    {
      en: 'Grandma Lin smiles. "What you give up is part of the cost of your choice." Which one will Mei pick? Let\'s learn how to choose well!',
      'zh-TW': '林奶奶笑著說：「你放棄的那一樣，也是這個選擇要付出的代價喔。」小美會選哪一樣呢？我們一起來學學怎麼做出好選擇！',
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
        en: 'Jay wants a sketchbook, a game and a movie ticket, but he only has 100 coins.',
        'zh-TW': '阿哲想要素描本、遊戲和電影票，可是他只有 NT$100。',
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
        en: 'Mei has a choice: the storybook or the kite.',
        'zh-TW': '小美要做一個選擇：買故事書，還是買風箏。',
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
        en: 'If Mei buys the book, the kite is her opportunity cost.',
        'zh-TW': '如果小美買了故事書，風箏就是她的機會成本。',
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
      en: 'An has a trade-off: if she spends 30 of her 100 coins now, only 70 coins stay in her piggy bank.',
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
          en: 'Mei picked the book over the kite. The ______ is her opportunity cost, because it was her next best ______.',
          'zh-TW': '小美選了故事書，沒選風箏。______就是她的機會成本，因為那是她第二好的______。',
        },
        wordPool: {
          en: ['book', 'price', 'choice', 'kite'],
          'zh-TW': ['故事書', '風箏', '選擇', '價錢'],
        },
        accepts: {
          en: [['kite'], ['choice']],
          'zh-TW': [['風箏'], ['選擇']],
        },
        hints: [
          {
            en: 'Opportunity cost is about what you give up, not what you get.',
            'zh-TW': '機會成本說的是你「放棄」的東西，不是你得到的東西。',
          },
          {
            en: 'Mei got the book, so the book is not the answer for the first blank.',
            'zh-TW': '小美得到的是故事書，所以機會成本不是故事書。',
          },
          {
            en: 'Answer: kite, choice. Mei gave up the kite, and it was her next best choice.',
            'zh-TW': '答案：風箏、選擇。小美放棄了風箏，而風箏是她第二好的選擇。',
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
        { en: 'The coins he could have earned at the lemonade stand', 'zh-TW': '如果去顧攤子，本來可以賺到的錢' },
        { en: 'The birthday cake he eats', 'zh-TW': '派對上吃的生日蛋糕' },
        { en: 'Nothing, because the party is free', 'zh-TW': '什麼都沒有，因為派對不用錢' },
      ],
      answer: [1],
      hintCycle: [
        {
          en: 'Opportunity cost is what Leo gives up, not what he gets.',
          'zh-TW': '機會成本是阿力放棄的東西，不是他得到的東西。',
        },
        {
          en: 'The fun and the cake come from the party, which he chose. Even free things can have an opportunity cost.',
          'zh-TW': '開心和蛋糕都是他選擇派對得到的。就算是不用錢的事，也會有機會成本。',
        },
        {
          en: 'The answer is the coins from the lemonade stand, because that is the next best thing Leo gave up.',
          'zh-TW': '答案是顧攤子本來可以賺到的錢，因為那是阿力放棄的第二好選項。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'Jay wants a sketchbook, a new game and a movie ticket, but he has only 100 coins. This is an example of scarcity.',
        'zh-TW': '阿哲想要素描本、新遊戲和電影票，可是他只有 NT$100。這是稀少性的例子。',
      },
      answer: true,
      hintCycle: [
        {
          en: 'Scarcity means we want more than we can have.',
          'zh-TW': '稀少性的意思是：想要的比能擁有的多。',
        },
        {
          en: 'Jay wants three things, but his coins are limited.',
          'zh-TW': '阿哲想要三樣東西，可是他的錢有限。',
        },
        {
          en: 'True. Jay\'s wants are bigger than his 100 coins, so he must choose. That is scarcity.',
          'zh-TW': '對。阿哲想要的東西比他的 NT$100 多，所以必須做選擇，這就是稀少性。',
        },
      ],
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
    },
    {
      id: 'q4',
      type: 'single',
      question: {
        en: 'An ranks what she wants: 1st a puzzle, 2nd a yo-yo, 3rd a ball. She buys the puzzle. What is her opportunity cost?',
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
          en: 'The answer is the yo-yo, because it was her 2nd choice, the next best thing after the puzzle.',
          'zh-TW': '答案是溜溜球，因為它排第二，是拼圖之後最好的選項。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'bool',
      question: {
        en: 'Your opportunity cost is all the things you did not pick, added up.',
        'zh-TW': '機會成本就是把所有沒被選到的東西，全部加在一起。',
      },
      answer: false,
      hintCycle: [
        {
          en: 'Think about An and the puzzle. Was her opportunity cost the yo-yo and the ball?',
          'zh-TW': '想想小安和拼圖的例子。她的機會成本是溜溜球加上球嗎？',
        },
        {
          en: 'You could only have picked one other thing instead, not all of them.',
          'zh-TW': '如果不選這一樣，你也只能改選另外一樣，不能全部都選。',
        },
        {
          en: 'False. Opportunity cost is only the next best thing you give up, not everything added together.',
          'zh-TW': '錯。機會成本只有你放棄的第二好選項，不是把所有東西加起來。',
        },
      ],
    },
  ],
  autoMission: {
    title: { en: 'Choose Wisely', 'zh-TW': '聰明做選擇' },
    options: [
      {
        id: 'rank-wants',
        label: { en: 'Rank three wants', 'zh-TW': '替三個想要的東西排順序' },
        instructions: {
          en: 'Drag three things you want into order: 1st, 2nd and 3rd. If you pick number 1, name your opportunity cost (it is number 2).',
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
