import type { AdventureBody } from '../schema/module-body';

/**
 * M05 · Seed Island, lesson 5: "Setting a Savings Goal" / 「訂定存錢目標」.
 * Learning outcome (Grade 4, Saving): set a savings goal with a thing, a target amount and a time, work
 * out how long it takes, and track progress toward it.
 * Numbers: paint set 240 (an island price: not on the cast sheet's list); Jay saves 30 of his 100-coin
 * Friday allowance: 240 ÷ 30 = 8 weeks, 30 × 8 = 240; after 4 weeks 30 × 4 = 120 (half);
 * toy car 100 (island price): 120 − 100 = 20 left; 4 more weeks: 120 + 120 = 240.
 * Quiz: q1 comic book 120 (cast sheet), 20 a week: 120 ÷ 20 = 6, 20 × 6 = 120; q3 ball 120 in 6 weeks,
 * gift 50; q4 Leo 100 of 200 after 5 weeks: 200 − 100 = 100 (half); q5 as the story.
 * Facts: none — prices are Grandma Lin's from the guide, or the island's own.
 */
const body = {
  id: 'M05',
  format: 'adventure',
  storyIntro: [
    {
      en: 'Jay sees a paint set at Grandma Lin\'s shop. It has 24 bright colors! The price is 240 coins. Jay has no savings yet, but he has an idea. He will set a savings goal.',
      'zh-TW':
        '阿哲在林奶奶的小店裡，看到一盒水彩顏料，裡面有 24 種漂亮的顏色！價格是 NT$240。阿哲現在還沒有存款，不過他想到一個好主意：訂一個存錢目標！',
    },
    {
      en: 'Ms. Chen helps him make a plan. "How much can you save each week?" Jay thinks. "I can save 30 coins." They work it out: 240 ÷ 30 = 8. "So it will take 8 weeks," says Ms. Chen. They check it too: 30 × 8 = 240.',
      'zh-TW':
        '陳老師幫他一起做計畫：「你每個星期可以存多少錢？」阿哲想了想：「我可以存 NT$30。」他們算一算：240 ÷ 30 = 8。「所以要存 8 個星期喔。」陳老師說。他們還檢查了一次：30 × 8 = 240，沒錯！',
    },
    {
      en: 'Jay draws a chart with 8 boxes. Each week, he will color one box. After 4 weeks, Jay has colored 4 boxes. He has 120 coins!',
      'zh-TW': '阿哲畫了一張有 8 個格子的表，每存一個星期，就塗滿一格。過了 4 個星期，阿哲已經塗滿 4 格，存到 NT$120 了！',
    },
    {
      en: 'Then he sees a cool toy car for 100 coins. He could buy it today! But then 120 − 100 = 20 coins would be left. The paint set would be far away again.',
      'zh-TW': '這時，他看到一輛好酷的玩具車，只要 NT$100。今天就可以買！可是這樣一來，120 − 100 = 20，只剩下 NT$20，離那盒顏料又變得好遠好遠。',
    },
    {
      en: 'Pip lands on the chart. "Squawk! Look, you are halfway there! Only 4 more boxes to go." Jay looks at the toy car. Then he looks at his chart. He takes a deep breath and walks on.',
      'zh-TW': '皮皮飛到表格上：「嘎！你看，已經完成一半了！只剩 4 格囉！」阿哲看看玩具車，又看看自己的表格，深呼吸一口氣，繼續往前走。',
    },
    {
      en: 'Four weeks later, Jay colors the last box: 120 + 120 = 240. He buys the paint set and paints a big picture of Pip. "Waiting was hard," he says, "but this is even better."',
      'zh-TW': '四個星期後，阿哲塗滿了最後一格：120 + 120 = 240。他買下那盒顏料，畫了一幅好大的皮皮。「等待很難熬，」他說，「可是現在更開心！」',
    },
  ],
  definitions: [
    {
      term: { en: 'goal', 'zh-TW': '目標' },
      definition: {
        en: 'Something you want to do or get, and you make a plan to reach it.',
        'zh-TW': '你想做到或想得到的事，而且會訂好計畫去完成它。',
      },
      example: {
        en: 'Jay\'s goal is to buy a paint set.',
        'zh-TW': '阿哲的目標是買一盒水彩顏料。',
      },
    },
    {
      term: { en: 'target amount', 'zh-TW': '目標金額' },
      definition: {
        en: 'How much money you need to reach your goal.',
        'zh-TW': '完成目標需要的錢。',
      },
      example: {
        en: 'Jay\'s target amount is 240 coins.',
        'zh-TW': '阿哲的目標金額是 NT$240。',
      },
    },
    {
      term: { en: 'patience', 'zh-TW': '耐心' },
      definition: {
        en: 'Being able to wait calmly for something good.',
        'zh-TW': '能夠安心等待好事發生，不急著放棄。',
      },
      example: {
        en: 'Jay shows patience when he keeps saving for 8 weeks.',
        'zh-TW': '阿哲很有耐心，一直存了 8 個星期。',
      },
    },
    {
      term: { en: 'progress', 'zh-TW': '進度' },
      definition: {
        en: 'How far you have come toward your goal.',
        'zh-TW': '你朝著目標，已經前進了多遠。',
      },
      example: {
        en: 'After 4 weeks, Jay has 120 of his 240 coins. He is halfway!',
        'zh-TW': '4 個星期後，阿哲已經存到 NT$120，是 NT$240 的一半了！',
      },
    },
    {
      term: { en: 'tracking chart', 'zh-TW': '進度表' },
      definition: {
        en: 'A chart where you mark each time you save, so you can see your progress.',
        'zh-TW': '每次存錢就記上一筆的表格，讓你看見自己的進度。',
      },
      example: {
        en: 'Jay colors one box on his tracking chart each week.',
        'zh-TW': '阿哲每個星期在進度表上塗滿一格。',
      },
    },
  ],
  examples: [
    {
      en: 'Jay needs 240 coins and saves 30 coins a week. It takes 8 weeks, because 240 ÷ 30 = 8.',
      'zh-TW': '阿哲需要 NT$240，每星期存 NT$30，要存 8 個星期，因為 240 ÷ 30 = 8。',
    },
    {
      en: 'To check the plan, multiply: 30 × 8 = 240.',
      'zh-TW': '想檢查計畫對不對，就用乘法：30 × 8 = 240。',
    },
    {
      en: 'An tracks her progress by coloring one box on her chart each week.',
      'zh-TW': '小安每星期在表格上塗一格，記錄自己的進度。',
    },
    {
      en: 'Patience helps Jay keep saving, even when a toy car looks fun.',
      'zh-TW': '就算玩具車看起來很好玩，耐心也能幫阿哲繼續存下去。',
    },
  ],
  sentenceBuilder: {
    frames: [
      {
        id: 'goal-and-target',
        text: {
          en: 'My ______ is to buy a paint set. My ______ is 240 coins.',
          'zh-TW': '我的______是買一盒水彩顏料，我的______是 NT$240。',
        },
        wordPool: {
          en: ['patience', 'goal', 'target amount', 'allowance'],
          'zh-TW': ['耐心', '零用錢', '目標', '目標金額'],
        },
        accepts: {
          en: [['goal'], ['target amount']],
          'zh-TW': [['目標'], ['目標金額']],
        },
        hints: [
          {
            en: 'One blank is what you want to reach. The other is a number of coins.',
            'zh-TW': '一格是你想完成的事，另一格是一筆錢的數目。',
          },
          {
            en: 'The second blank tells how much money the goal needs.',
            'zh-TW': '第二格說的是，完成目標需要多少錢。',
          },
          {
            en: 'The answer is "goal" and "target amount". The paint set is the goal. 240 coins is the target amount.',
            'zh-TW': '答案是「目標」和「目標金額」：買顏料是目標，NT$240 是目標金額。',
          },
        ],
      },
      {
        id: 'weeks-and-patience',
        text: {
          en: 'If I save 30 coins a week, I need ______ weeks to reach 240 coins. Waiting takes ______.',
          'zh-TW': '每星期存 NT$30，要存______個星期，才會有 NT$240。等待需要______。',
        },
        wordPool: {
          en: ['6', 'patience', '210', '8'],
          'zh-TW': ['耐心', '6', '8', '210'],
        },
        accepts: {
          en: [['8'], ['patience']],
          'zh-TW': [['8'], ['耐心']],
        },
        hints: [
          {
            en: 'Divide the target amount by the coins you save each week.',
            'zh-TW': '用目標金額，除以每星期存的錢。',
          },
          {
            en: 'Work out 240 ÷ 30. Then check: 30 × ? = 240.',
            'zh-TW': '算算 240 ÷ 30，再用 30 × ? = 240 檢查。',
          },
          {
            en: 'The answer is "8" and "patience": 240 ÷ 30 = 8, and waiting 8 weeks takes patience.',
            'zh-TW': '答案是「8」和「耐心」：240 ÷ 30 = 8，要等 8 個星期，需要耐心。',
          },
        ],
      },
      {
        id: 'track-progress',
        text: {
          en: 'I color one box on my ______ each week, so I can see my ______.',
          'zh-TW': '我每星期在______上塗一格，就能看到自己的______。',
        },
        wordPool: {
          en: ['price', 'piggy bank', 'progress', 'tracking chart'],
          'zh-TW': ['價格', '存錢筒', '進度', '進度表'],
        },
        accepts: {
          en: [['tracking chart'], ['progress']],
          'zh-TW': [['進度表'], ['進度']],
        },
        hints: [
          {
            en: 'Think about Jay\'s chart with 8 boxes.',
            'zh-TW': '想想阿哲那張有 8 個格子的表。',
          },
          {
            en: 'The first blank is a kind of chart. The second blank means "how far you have come".',
            'zh-TW': '第一格是一種表格，第二格是「已經前進了多遠」。',
          },
          {
            en: 'The answer is "tracking chart" and "progress": coloring the chart shows how far you have come.',
            'zh-TW': '答案是「進度表」和「進度」：在進度表上塗格子，就能看見自己前進了多遠。',
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
        en: 'An wants a comic book that costs 120 coins. She saves 20 coins a week. How many weeks will it take?',
        'zh-TW': '小安想買一本 NT$120 的漫畫，她每星期存 NT$20。要存幾個星期？',
      },
      options: [
        { en: '5 weeks', 'zh-TW': '5 個星期' },
        { en: '6 weeks', 'zh-TW': '6 個星期' },
        { en: '12 weeks', 'zh-TW': '12 個星期' },
        { en: '4 weeks', 'zh-TW': '4 個星期' },
      ],
      answer: [1],
      hintCycle: [
        {
          en: 'Divide the price by what she saves each week.',
          'zh-TW': '用漫畫的價格，除以每星期存的錢。',
        },
        {
          en: 'Work out 120 ÷ 20. You can also count by 20: 20, 40, 60, and so on.',
          'zh-TW': '算算 120 ÷ 20，也可以 20、40、60……這樣一直數下去。',
        },
        {
          en: 'The answer is 6 weeks, because 120 ÷ 20 = 6, and 20 × 6 = 120.',
          'zh-TW': '答案是 6 個星期，因為 120 ÷ 20 = 6，而且 20 × 6 = 120。',
        },
      ],
      why: {
        en: 'Each week adds 20 coins to An\'s savings. After 6 weeks she has 20 × 6 = 120 coins, just what the comic costs.',
        'zh-TW': '小安每個星期多存 NT$20，6 個星期後就有 20 × 6 = 120，剛好是漫畫的價格。',
      },
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'True or false: Checking your progress on a chart can help you keep saving.',
        'zh-TW': '對或不對：常常看看進度表上的進度，可以幫助你繼續存錢。',
      },
      answer: true,
      hintCycle: [
        {
          en: 'Think about how Jay felt when Pip pointed at his chart.',
          'zh-TW': '想想皮皮指著表格時，阿哲有什麼感覺。',
        },
        {
          en: 'Seeing "halfway there" can make you want to keep going.',
          'zh-TW': '看到「已經完成一半」，會讓人更想繼續努力。',
        },
        {
          en: 'True: a chart shows how far you have come, and that helps you keep going.',
          'zh-TW': '對：進度表讓你看見自己前進了多遠，就更有動力繼續存。',
        },
      ],
      why: {
        en: 'A goal far away can feel hard. A chart shows each small step, so you can see that your saving is working.',
        'zh-TW': '離目標還很遠時，容易覺得好難。進度表把每一小步都記下來，讓你看見存錢真的有用。',
      },
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Which of these are clear savings goals? Pick all that fit.',
        'zh-TW': '下面哪些是清楚的存錢目標？選出所有正確的答案。',
      },
      options: [
        { en: 'Save 120 coins for a ball in 6 weeks.', 'zh-TW': '6 個星期內存到 NT$120，買一顆球。' },
        { en: 'Save some money someday.', 'zh-TW': '以後找一天，存一點錢。' },
        {
          en: 'Save 50 coins for a gift for Mom before her birthday.',
          'zh-TW': '在媽媽生日前存到 NT$50，買禮物送她。',
        },
        { en: 'Save for something fun, maybe.', 'zh-TW': '也許存錢買個好玩的東西吧。' },
      ],
      answer: [0, 2],
      hintCycle: [
        {
          en: 'A clear goal says what you want, how much it costs, and when.',
          'zh-TW': '清楚的目標，會說出想要什麼、要多少錢、什麼時候完成。',
        },
        {
          en: '"Someday" and "maybe" have no amount and no time.',
          'zh-TW': '「以後找一天」和「也許」，都沒有金額，也沒有時間。',
        },
        {
          en: 'The answer is the ball and the gift for Mom. Each one has a thing, an amount, and a time.',
          'zh-TW': '答案是「買球」和「買禮物送媽媽」：這兩個都有想買的東西、金額和時間。',
        },
      ],
      why: {
        en: 'A clear goal tells you what to save for, how much, and by when. Then you can work out how much to save each week.',
        'zh-TW': '清楚的目標會告訴你：要存錢買什麼、要存多少、什麼時候要存到。這樣才算得出每星期該存多少。',
      },
    },
    {
      id: 'q4',
      type: 'single',
      question: {
        en: 'Leo\'s target amount is 200 coins. After 5 weeks, he has 100 coins. What is true about his progress?',
        'zh-TW': '阿力的目標金額是 NT$200。5 個星期後，他存到了 NT$100。關於他的進度，哪一句是對的？',
      },
      options: [
        { en: 'He has reached his goal.', 'zh-TW': '他已經達成目標了。' },
        { en: 'He still needs 200 more coins.', 'zh-TW': '他還要再存 NT$200。' },
        { en: 'He should start over.', 'zh-TW': '他應該重新開始。' },
        { en: 'He is halfway there.', 'zh-TW': '他已經完成一半了。' },
      ],
      answer: [3],
      hintCycle: [
        {
          en: 'Compare 100 with 200.',
          'zh-TW': '比一比 100 和 200。',
        },
        {
          en: 'Some forget what is already saved. He needs 200 − 100 = 100 more coins, not 200.',
          'zh-TW': '有人會忘了算已經存到的錢。他還差 200 − 100 = 100，不是 200。',
        },
        {
          en: 'The answer is "He is halfway there", because 100 is half of 200.',
          'zh-TW': '答案是「他已經完成一半了」，因為 100 是 200 的一半。',
        },
      ],
      why: {
        en: 'Progress is how far you have come. Leo has 100 of his 200 coins, so he is halfway. At the same pace, 5 more weeks will get him there.',
        'zh-TW': '進度就是你已經走了多遠。阿力存到了 NT$200 裡的 NT$100，剛好一半；照這個速度，再存 5 個星期就能達成目標。',
      },
    },
    {
      id: 'q5',
      type: 'multi',
      question: {
        en: 'Jay has saved 120 of his 240 coins. A toy car costs 100 coins. Which choices show patience? Pick all that fit.',
        'zh-TW': '阿哲的目標是 NT$240，已經存到 NT$120。一輛玩具車要 NT$100。哪些選擇表現出耐心？選出所有正確的答案。',
      },
      options: [
        { en: 'Keep saving, and color the next box on his chart.', 'zh-TW': '繼續存錢，在進度表上塗下一格。' },
        { en: 'Buy the car now, and start again at 20 coins.', 'zh-TW': '現在就買玩具車，再從 NT$20 重新存。' },
        {
          en: 'Put the car on his want list, and think about it after he gets the paints.',
          'zh-TW': '把玩具車寫進想要清單，等買到顏料以後再考慮。',
        },
        { en: 'Give up, because 8 weeks is too long.', 'zh-TW': '放棄算了，8 個星期太久了。' },
      ],
      answer: [0, 2],
      hintCycle: [
        {
          en: 'Patience means waiting calmly for something good.',
          'zh-TW': '耐心，就是能安心等待好事。',
        },
        {
          en: 'Buying the car now, or giving up, would both stop the plan.',
          'zh-TW': '現在買車或是放棄，都會讓計畫停下來。',
        },
        {
          en: 'The answer is to keep saving and to use the want list. Both keep Jay on track for his goal.',
          'zh-TW': '答案是「繼續存錢」和「寫進想要清單」：這兩個都能讓阿哲繼續朝目標前進。',
        },
      ],
      why: {
        en: 'Patience keeps a plan going when something fun shows up. The toy car can wait on a list, and the paint set gets closer each week.',
        'zh-TW': '有耐心，遇到好玩的東西時計畫也不會中斷。玩具車可以先寫在清單上，顏料卻一週比一週更近。',
      },
    },
  ],
  autoMission: {
    title: { en: 'My Savings Goal', 'zh-TW': '我的存錢目標' },
    options: [
      {
        id: 'goal-card',
        label: { en: 'Goal Card', 'zh-TW': '目標卡' },
        instructions: {
          en: 'Fill in your own goal card: "I am saving for [thing]. My target amount is [number] coins. I can save [number] coins a week, so it will take [number] weeks."',
          'zh-TW': '寫一張自己的目標卡：「我要存錢買[東西]，目標金額是 NT$[數字]。我每星期可以存 NT$[數字]，所以要存 [數字] 個星期。」',
        },
        controlType: 'template-select',
      },
      {
        id: 'tracking-chart',
        label: { en: 'Tracking Chart', 'zh-TW': '進度表' },
        instructions: {
          en: 'Draw a chart with one box for each week of your goal. Hang it up. Color a box each week you save.',
          'zh-TW': '畫一張進度表，目標要存幾個星期，就畫幾個格子，把它貼起來。每存一個星期，就塗滿一格。',
        },
        controlType: 'checkbox',
      },
      {
        id: 'clear-goal-sort',
        label: { en: 'Clear or Not Yet?', 'zh-TW': '目標清楚嗎？' },
        instructions: {
          en: 'Sort goal cards into "clear goal" and "not clear yet". A clear goal has a thing, an amount, and a time.',
          'zh-TW': '把目標卡分成「清楚的目標」和「還不夠清楚」兩堆。清楚的目標，要有想買的東西、金額和時間。',
        },
        controlType: 'drag-validate',
      },
    ],
    completionRule: 'any_one',
  },
} satisfies AdventureBody;

export default body;
