import type { AdventureBody } from '../schema/module-body';

/**
 * M04 · Seed Island, lesson 4: "Saving Starts Small" / 「存錢從小開始」.
 * Learning outcome (Grade 4, Saving): explain why people save part of their money first, and show how
 * small amounts saved often add up over time.
 * Numbers: An 100 every Monday, Jay 100 every Friday (cast sheet). An saves 20 first: 100 − 20 = 80 to
 * spend; 20 × 10 = 200 after 10 weeks. Jay saves 10 a week: 10 × 4 = 40. Mei 5 a day: 5 × 7 = 35
 * (within her 50 every Monday). Jay spends 30 on snacks. Quiz: q1 Leo 150 every Monday (cast sheet),
 * saves 50 first: 150 − 50 = 100; q2 5 × 7 = 35; q3 10 × 10 = 100; q5 10 × 10 = 100, 25 × 3 = 75,
 * 20 × 5 = 100, 50 × 1 = 50.
 * Facts: none — no real-world figures; amounts are the cast sheet's allowances.
 */
const body = {
  id: 'M04',
  format: 'adventure',
  storyIntro: [
    {
      en: 'Every Monday, An gets 100 coins of allowance. Jay gets 100 coins every Friday. Jay spends his money right away. He buys snacks, stickers, and a tiny toy. By Sunday, his pocket is empty.',
      'zh-TW':
        '每個星期一，小安會拿到 NT$100 的零用錢；阿哲則是每個星期五拿到 NT$100。阿哲一拿到錢就馬上花掉，買零食、買貼紙、買小玩具。到了星期天，他的口袋就空空的了。',
    },
    {
      en: 'An does something different. When she gets her 100 coins, she puts 20 coins into her piggy bank first. Then she can spend the other 80 coins on things she likes.',
      'zh-TW': '小安的做法不一樣。她一拿到 NT$100，就先把 NT$20 放進存錢筒，剩下的 NT$80 再拿去買喜歡的東西。',
    },
    {
      en: 'After 10 weeks, An opens her piggy bank. Clink, clink! She counts 200 coins. Jay\'s eyes go wide. "How did you get so much?" An smiles. "I saved 20 coins a week for 10 weeks. And 20 × 10 = 200!"',
      'zh-TW':
        '十個星期後，小安打開存錢筒。叮叮噹噹！她數一數，一共有 NT$200。阿哲的眼睛睜得好大：「你怎麼會有這麼多錢？」小安笑著說：「我每個星期存 NT$20，存了 10 個星期。20 × 10 = 200 呀！」',
    },
    {
      en: 'Pip hops onto the piggy bank. "Squawk! Small amounts add up. Save first, then spend!"',
      'zh-TW': '皮皮跳到存錢筒上：「嘎！積少成多！先存錢，再花錢！」',
    },
    {
      en: 'Next Friday, Jay gets his allowance again. The snack stand smells so good. Jay stops. He drops 10 coins into a jar first. Then he buys one snack.',
      'zh-TW': '下個星期五，阿哲又拿到零用錢了。零食攤飄來好香的味道……阿哲停下腳步，先把 NT$10 投進一個罐子，然後才去買一包零食。',
    },
    {
      en: 'Four weeks later, Jay shakes his jar. It holds 40 coins, because 10 × 4 = 40! "It feels good to see it grow," he says. "Next, I will try 20 a week."',
      'zh-TW': '四個星期後，阿哲搖一搖罐子，裡面有 NT$40，因為 10 × 4 = 40！「看著它變多，感覺真好！」他說，「下一次，我要試試每星期存 NT$20。」',
    },
  ],
  definitions: [
    {
      term: { en: 'saving', 'zh-TW': '存錢' },
      definition: {
        en: 'Keeping some money now, so you can use it later.',
        'zh-TW': '把一部分的錢先留下來，以後再用。',
      },
      example: {
        en: 'An is saving 20 coins every week.',
        'zh-TW': '小安每個星期存 NT$20。',
      },
    },
    {
      term: { en: 'piggy bank', 'zh-TW': '存錢筒' },
      definition: {
        en: 'A box or jar with a slot, where you keep the money you save.',
        'zh-TW': '有一個小開口的盒子或罐子，用來放你存下來的錢。',
      },
      example: {
        en: 'An drops 20 coins into her piggy bank every Monday.',
        'zh-TW': '每個星期一，小安都把 NT$20 投進存錢筒。',
      },
    },
    {
      term: { en: 'spend', 'zh-TW': '花錢' },
      definition: {
        en: 'To use money to buy something.',
        'zh-TW': '用錢去買東西。',
      },
      example: {
        en: 'Jay spends 30 coins on snacks.',
        'zh-TW': '阿哲花了 NT$30 買零食。',
      },
    },
    {
      term: { en: 'save first, then spend', 'zh-TW': '先存再花' },
      definition: {
        en: 'When you get money, put some away first. Then you can spend what is left.',
        'zh-TW': '拿到錢的時候，先把一部分存起來，剩下的再拿去花。',
      },
      example: {
        en: 'An gets 100 coins. She saves 20 coins first, so she has 80 coins to spend (100 − 20 = 80).',
        'zh-TW': '小安拿到 NT$100，先存 NT$20，剩下 NT$80 可以花（100 − 20 = 80）。',
      },
    },
    {
      term: { en: 'add up', 'zh-TW': '積少成多' },
      definition: {
        en: 'Small amounts put together become a big amount.',
        'zh-TW': '一點一點的小錢，存久了就會變成一大筆錢。',
      },
      example: {
        en: 'Saving 20 coins a week for 10 weeks adds up to 200 coins.',
        'zh-TW': '每星期存 NT$20，存 10 個星期，就積少成多變成 NT$200。',
      },
    },
  ],
  examples: [
    {
      en: 'An saves 20 coins first. Then she spends some of the other 80 coins.',
      'zh-TW': '小安先存 NT$20，剩下的 NT$80 再拿來花。',
    },
    {
      en: 'Mei saves 5 coins a day for 7 days. That adds up to 35 coins, because 5 × 7 = 35.',
      'zh-TW': '小美每天存 NT$5，存了 7 天，一共是 NT$35，因為 5 × 7 = 35。',
    },
    {
      en: 'Jay tries saving too. He saves 10 coins a week for 4 weeks and has 40 coins (10 × 4 = 40).',
      'zh-TW': '阿哲也開始試著存錢。他每星期存 NT$10，存了 4 個星期，就有 NT$40（10 × 4 = 40）。',
    },
    {
      en: 'A piggy bank helps An keep her savings apart from her spending money.',
      'zh-TW': '存錢筒幫小安把存下來的錢，和要花的錢分開。',
    },
  ],
  sentenceBuilder: {
    frames: [
      {
        id: 'piggy-bank',
        text: {
          en: 'I put ______ in my ______ every week.',
          'zh-TW': '我每個星期把______放進______。',
        },
        wordPool: {
          en: ['snacks', 'coins', 'price', 'piggy bank'],
          'zh-TW': ['零食', '價格', '錢', '存錢筒'],
        },
        accepts: {
          en: [['coins'], ['piggy bank']],
          'zh-TW': [['錢'], ['存錢筒']],
        },
        hints: [
          {
            en: 'Think about what An does every Monday.',
            'zh-TW': '想想小安每個星期一都做什麼。',
          },
          {
            en: 'The first blank is what you save. The second blank is where you keep it.',
            'zh-TW': '第一格是你存的東西，第二格是放它的地方。',
          },
          {
            en: 'The answer is "coins" and "piggy bank": An puts coins in her piggy bank every week.',
            'zh-TW': '答案是「錢」和「存錢筒」：小安每個星期都把錢放進存錢筒。',
          },
        ],
      },
      {
        id: 'save-first',
        text: {
          en: 'When I get my allowance, first I ______, then I ______.',
          'zh-TW': '拿到零用錢時，我會先______，再______。',
        },
        wordPool: {
          en: ['borrow', 'save', 'spend', 'forget'],
          'zh-TW': ['借錢', '花錢', '忘記', '存錢'],
        },
        accepts: {
          en: [['save'], ['spend']],
          'zh-TW': [['存錢'], ['花錢']],
        },
        hints: [
          {
            en: 'Remember what Pip said on the piggy bank.',
            'zh-TW': '想想皮皮站在存錢筒上說了什麼。',
          },
          {
            en: 'Pip said to put some money away before you buy anything.',
            'zh-TW': '皮皮說，買東西之前，要先把一部分的錢收好。',
          },
          {
            en: 'The answer is "save" and "spend": save first, then spend.',
            'zh-TW': '答案是「存錢」和「花錢」：先存錢，再花錢。',
          },
        ],
      },
      {
        id: 'add-up',
        text: {
          en: 'I save 20 coins a week. In 10 weeks, it will ______ to ______ coins.',
          'zh-TW': '每星期存 NT$20，10 個星期就會______成 NT$______。',
        },
        wordPool: {
          en: ['200', '30', 'add up', 'run out'],
          'zh-TW': ['30', '累積', '200', '花光'],
        },
        accepts: {
          en: [['add up'], ['200']],
          'zh-TW': [['累積'], ['200']],
        },
        hints: [
          {
            en: 'Small amounts grow when you keep saving.',
            'zh-TW': '一直存下去，小錢就會慢慢長大。',
          },
          {
            en: 'Multiply 20 × 10. Do not add 20 + 10.',
            'zh-TW': '用乘法算 20 × 10，不是 20 + 10 喔。',
          },
          {
            en: 'The answer is "add up" and "200", because 20 × 10 = 200.',
            'zh-TW': '答案是「累積」和「200」，因為 20 × 10 = 200。',
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
        en: 'Leo gets his 150 coins of allowance on Monday. He wants to save first, then spend. Which plan does that?',
        'zh-TW': '阿力星期一拿到 NT$150 零用錢，他想要「先存再花」。哪一個計畫做得到？',
      },
      options: [
        { en: 'Spend what he likes first, then save whatever is left.', 'zh-TW': '先買想買的，剩下多少再存多少。' },
        { en: 'Spend 100 coins, then decide if he wants to save.', 'zh-TW': '先花 NT$100，再看看要不要存。' },
        { en: 'Save 50 coins first, and then spend up to 100 coins.', 'zh-TW': '先存 NT$50，再花最多 NT$100。' },
        { en: 'Wait until Sunday, and save any coins that are still left.', 'zh-TW': '等到星期天，如果那時候還有剩下的錢，再把它存起來。' },
      ],
      answer: [2],
      hintCycle: [
        {
          en: 'Look for the plan where saving comes before spending.',
          'zh-TW': '找一找，哪個計畫是「先存」的？',
        },
        {
          en: 'Some think they can save whatever is left. But three plans spend first, and often nothing is left.',
          'zh-TW': '有人以為「剩下的再存」就好。可是有三個計畫都是先花錢，最後常常什麼都沒剩。',
        },
        {
          en: 'The answer is "Save 50 coins first, and then spend up to 100 coins." He saves first, and 150 − 50 = 100.',
          'zh-TW': '答案是「先存 NT$50，再花最多 NT$100」：他先存錢，而且 150 − 50 = 100。',
        },
      ],
      why: {
        en: 'When saving comes first, it happens before any shopping. Leo keeps 50 coins safe and still has 100 coins to spend.',
        'zh-TW': '先存錢，存款就不會被買東西吃掉。阿力先把 NT$50 收好，還有 NT$100 可以花。',
      },
    },
    {
      id: 'q2',
      type: 'single',
      question: {
        en: 'Mei saves 5 coins every day for 7 days. How many coins has she saved?',
        'zh-TW': '小美每天存 NT$5，存了 7 天。她一共存了多少錢？',
      },
      options: [
        { en: '35 coins', 'zh-TW': 'NT$35' },
        { en: '12 coins', 'zh-TW': 'NT$12' },
        { en: '30 coins', 'zh-TW': 'NT$30' },
        { en: '57 coins', 'zh-TW': 'NT$57' },
      ],
      answer: [0],
      hintCycle: [
        {
          en: 'She puts in 5 coins, 7 times.',
          'zh-TW': '她每天放 NT$5，一共放了 7 次。',
        },
        {
          en: 'Multiply, do not add: 5 × 7, not 5 + 7.',
          'zh-TW': '要用乘法 5 × 7，不是加法 5 + 7。',
        },
        {
          en: 'The answer is 35 coins, because 5 × 7 = 35.',
          'zh-TW': '答案是 NT$35，因為 5 × 7 = 35。',
        },
      ],
      why: {
        en: 'Mei adds the same 5 coins each day, so the coins stack up. In 7 days, that makes 35 coins.',
        'zh-TW': '小美每天都放進一樣的 NT$5，錢就一天一天疊起來：7 天、每天 NT$5，一共 NT$35。',
      },
    },
    {
      id: 'q3',
      type: 'bool',
      question: {
        en: 'True or false: Saving 10 coins a week is too little to matter.',
        'zh-TW': '對或不對：每星期只存 NT$10 太少了，根本沒有用。',
      },
      answer: false,
      hintCycle: [
        {
          en: 'Think about what happens after many weeks.',
          'zh-TW': '想想看，過了很多個星期以後，會變成怎樣？',
        },
        {
          en: 'Try it: 10 coins a week for 10 weeks.',
          'zh-TW': '算算看：每星期 NT$10，存 10 個星期。',
        },
        {
          en: 'False: 10 × 10 = 100, so small amounts add up.',
          'zh-TW': '不對：10 × 10 = 100，小錢也能積少成多。',
        },
      ],
      why: {
        en: 'A small amount saved week after week grows. In 10 weeks, 10 coins a week becomes 100 coins.',
        'zh-TW': '小錢一個星期一個星期存下去，就會長大。每星期 NT$10，10 個星期就變成 NT$100。',
      },
    },
    {
      id: 'q4',
      type: 'multi',
      question: {
        en: 'Which habits help An\'s savings grow? Pick all that fit.',
        'zh-TW': '哪些習慣能幫小安存下更多錢？選出所有正確的答案。',
      },
      options: [
        {
          en: 'Put some money in her piggy bank as soon as she gets it.',
          'zh-TW': '一拿到錢，就先放一些進存錢筒。',
        },
        {
          en: 'Mark how much she saved each week on a chart.',
          'zh-TW': '每個星期在表上記下自己存了多少錢。',
        },
        { en: 'Carry all her coins to the shop, just in case.', 'zh-TW': '把所有的錢都帶去商店，以防萬一。' },
        { en: 'Spend it all on the first day, and save later.', 'zh-TW': '第一天就全部花光，以後再存。' },
      ],
      answer: [0, 1],
      hintCycle: [
        {
          en: 'Good habits keep savings away from quick spending.',
          'zh-TW': '好習慣會讓存下來的錢，不容易一下子被花掉。',
        },
        {
          en: 'Coins you carry to the shop are easy to spend. And if you spend it all first, nothing is left to save.',
          'zh-TW': '帶在身上的錢很容易花掉；如果先全部花光，就沒有錢可以存了。',
        },
        {
          en: 'The answer is the piggy bank first and the chart. One keeps savings away from quick spending, and one shows them grow.',
          'zh-TW': '答案是「先放進存錢筒」和「在表上記下來」：一個讓存款不會一下子被花掉，一個讓你看見它慢慢變多。',
        },
      ],
      why: {
        en: 'Savings grow when they are put away first and kept apart from spending money. Seeing them grow on a chart helps you keep going.',
        'zh-TW': '先把錢存起來、和要花的錢分開，存款才會變多。在表上看見它一點一點長大，也會讓你更想繼續存。',
      },
    },
    {
      id: 'q5',
      type: 'multi',
      question: {
        en: 'Which savings plans reach 100 coins? Pick all that fit.',
        'zh-TW': '下面哪些存錢計畫，可以存到 NT$100？選出所有正確的答案。',
      },
      options: [
        { en: '10 coins a week for 10 weeks', 'zh-TW': '每星期 NT$10，存 10 個星期' },
        { en: '25 coins a week for 3 weeks', 'zh-TW': '每星期 NT$25，存 3 個星期' },
        { en: '20 coins a week for 5 weeks', 'zh-TW': '每星期 NT$20，存 5 個星期' },
        { en: '50 coins a week for 1 week', 'zh-TW': '每星期 NT$50，存 1 個星期' },
      ],
      answer: [0, 2],
      hintCycle: [
        {
          en: 'Multiply the coins for each week by the number of weeks.',
          'zh-TW': '把每星期存的錢，乘上星期數。',
        },
        {
          en: 'Look: 25 × 3 = 75 and 50 × 1 = 50. Both are less than 100.',
          'zh-TW': '看看：25 × 3 = 75，50 × 1 = 50，都不到 100。',
        },
        {
          en: 'The answer is 10 coins for 10 weeks and 20 coins for 5 weeks. 10 × 10 = 100 and 20 × 5 = 100.',
          'zh-TW': '答案是「每星期 NT$10，存 10 個星期」和「每星期 NT$20，存 5 個星期」，因為 10 × 10 = 100，20 × 5 = 100。',
        },
      ],
      why: {
        en: 'There is more than one way to reach a goal. Saving less each week takes more weeks, and saving more takes fewer weeks.',
        'zh-TW': '存到目標的方法不只一種。每星期存少一點，就要多存幾個星期；存多一點，就能早一點存到。',
      },
    },
  ],
  autoMission: {
    title: { en: 'My First Saving Steps', 'zh-TW': '我的存錢第一步' },
    options: [
      {
        id: 'make-piggy-bank',
        label: { en: 'Make a Piggy Bank', 'zh-TW': '做一個存錢筒' },
        instructions: {
          en: 'With a grown-up, make a piggy bank from a clean jar or box. Draw a label for it. Then put in your first coins.',
          'zh-TW': '請大人陪你，用乾淨的罐子或盒子做一個存錢筒，畫上標籤，再放進第一筆錢。',
        },
        controlType: 'checkbox',
      },
      {
        id: 'save-or-spend',
        label: { en: 'Save or Spend?', 'zh-TW': '先存還是先花？' },
        instructions: {
          en: 'Make 10 paper coins. Split them into two piles: "save first" and "spend". Fill the save pile before the spend pile.',
          'zh-TW': '做 10 枚紙硬幣，把它們分成「先存」和「可以花」兩堆。記得先放「先存」那一堆！',
        },
        controlType: 'drag-validate',
      },
      {
        id: 'saving-math',
        label: { en: 'Saving Math', 'zh-TW': '存錢算一算' },
        instructions: {
          en: 'Pick an amount you could save each week. Fill in: "If I save [number] coins a week for [number] weeks, I will have [number] coins."',
          'zh-TW': '選一個你每星期可以存的金額，填一填：「如果我每星期存 NT$[數字]，存 [數字] 個星期，就會有 NT$[數字]。」',
        },
        controlType: 'template-select',
      },
    ],
    completionRule: 'any_one',
  },
} satisfies AdventureBody;

export default body;
