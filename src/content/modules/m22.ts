import type { AdventureBody } from '../schema/module-body';

/**
 * M22 · Risk Volcano, lesson 2: "Building an Emergency Fund" / 「存一筆緊急預備金」.
 * Learning outcome (Grade 4, Managing Risk): explain that saving for emergencies helps cover
 * unexpected losses, and plan an emergency fund: set aside a small amount each week, keep it apart
 * from spending money, use it only for emergencies, and refill it after using it.
 * Numbers: An gets 50 a week → 10 to the fund, 50 − 10 = 40 to the spend jar; week 5: 10 × 5 = 50
 * in the tin; hair clip 30, spend jar 10 → next week 10 + 40 = 50, enough; after 8 weeks 10 × 8 = 80;
 * umbrella 70 → 80 − 70 = 10 left; refill 10 a week for 7 weeks → 10 + 10 × 7 = 80.
 * Examples: Leo 5 × 10 = 50; Jay 60 − 40 = 20. Quiz: q1 60 ÷ 10 = 6 weeks;
 * q4 80 − 50 = 30 left, 50 ÷ 10 = 5 weeks to refill (30 + 10 × 5 = 80).
 */
const body = {
  id: 'M22',
  format: 'adventure',
  storyIntro: [
    {
      en: 'Last night, the friendly volcano gave a small rumble. It made An think. "Last month, Jay\'s bike chain broke. What if something breaks for me? Will I have the coins to fix it?"',
      'zh-TW':
        '昨天晚上，友善的火山又輕輕轟隆了一聲，讓小安想到一件事：「上個月，阿哲的腳踏車鏈條斷了。要是哪天換我的東西壞掉，我有錢修嗎？」',
    },
    {
      en: 'An gets 50 coins of pocket money each week. She asks Grandma Lin for an idea. Grandma Lin gives her a small tin. "Keep this for surprises only," she says. An writes "Emergency Fund" on the tin. Each week, she puts 10 coins in the tin. The other 40 coins go in her spend jar.',
      'zh-TW':
        '小安每個星期有 NT$50 零用錢。她去請教林奶奶，林奶奶送她一個小鐵盒：「這個盒子只放應付意外的錢喔。」小安在盒子上寫了「緊急預備金」。每個星期，她先放 NT$10 到鐵盒裡，剩下的 NT$40 放進花用罐。',
    },
    {
      en: 'In week 5, An sees a shiny hair clip for 30 coins. Her spend jar has only 10 coins left. The tin has 50 coins. Mei asks, "Why not take some coins from the tin?" An takes a deep breath. "The tin is for surprises. The hair clip is a want." The next week, she buys the clip with her spend jar coins.',
      'zh-TW':
        '第 5 個星期，小安看到一個亮晶晶的髮夾，要 NT$30。可是她的花用罐只剩 NT$10，鐵盒裡倒是有 NT$50。小美問：「為什麼不從鐵盒拿一點出來？」小安深呼吸一口氣：「鐵盒是留給意外用的，髮夾是我想要的東西。」下個星期，她用花用罐的錢買到了髮夾。',
    },
    {
      en: 'After 8 weeks, the tin holds 80 coins, because 10 × 8 = 80. Then one rainy morning, An\'s umbrella breaks. She needs one to walk to school. A new umbrella costs 70 coins. An stays calm. She pays from the tin. 80 − 70 = 10, so 10 coins are left.',
      'zh-TW':
        '存了 8 個星期，鐵盒裡有 NT$80，因為 10 × 8 = 80。有一天早上下大雨，小安的雨傘壞了，可是她要撐傘走路上學。新雨傘要 NT$70。小安一點也不慌，從鐵盒拿錢來買。80 − 70 = 10，盒子裡還剩 NT$10。',
    },
    {
      en: 'An starts to refill the tin, 10 coins a week. After 7 more weeks, it is full again: 10 + 10 × 7 = 80. Pip lands on the tin. "Squawk! Save a little for surprises. Use it when you must, then fill it up again!"',
      'zh-TW':
        '接著，小安每個星期再放 NT$10，把預備金補回來。再過 7 個星期，鐵盒又滿了：10 + 10 × 7 = 80。皮皮停在鐵盒上說：「嘎！替意外存一點錢。真的需要時拿來用，用完再補滿！」',
    },
  ],
  definitions: [
    {
      term: { en: 'emergency fund', 'zh-TW': '緊急預備金' },
      definition: {
        en: 'Money you save only for surprises that must be fixed.',
        'zh-TW': '專門留給意外狀況用的錢。',
      },
      example: {
        en: "The 80 coins in An's tin are her emergency fund.",
        'zh-TW': '小安鐵盒裡的 NT$80，就是她的緊急預備金。',
      },
    },
    {
      term: { en: 'set aside', 'zh-TW': '預留' },
      definition: {
        en: 'To put some money away for one job, so it is not spent on other things.',
        'zh-TW': '先把一部分的錢留下來，只用在一件事上。',
      },
      example: {
        en: 'An sets aside 10 coins each week for her emergency fund.',
        'zh-TW': '小安每個星期預留 NT$10 當緊急預備金。',
      },
    },
    {
      term: { en: 'spend jar', 'zh-TW': '花用罐' },
      definition: {
        en: 'A jar for money you can use on everyday things and wants.',
        'zh-TW': '放平常可以花的錢的罐子。',
      },
      example: {
        en: 'An gets 50 coins and sets aside 10. The other 40 coins go in her spend jar (50 − 10 = 40).',
        'zh-TW': '小安拿到 NT$50，預留 NT$10，剩下的 NT$40 放進花用罐（50 − 10 = 40）。',
      },
    },
    {
      term: { en: 'goal amount', 'zh-TW': '目標金額' },
      definition: {
        en: 'How much money you want to have saved in all.',
        'zh-TW': '你想要存到的總金額。',
      },
      example: {
        en: "An's goal amount is 80 coins: 10 coins a week for 8 weeks (10 × 8 = 80).",
        'zh-TW': '小安的目標金額是 NT$80：每星期 NT$10，存 8 個星期（10 × 8 = 80）。',
      },
    },
    {
      term: { en: 'refill', 'zh-TW': '補回來' },
      definition: {
        en: 'To put money back after you use some.',
        'zh-TW': '用掉一些錢以後，再把它存回去。',
      },
      example: {
        en: 'After buying the umbrella, An refills her fund with 10 coins a week.',
        'zh-TW': '買完雨傘以後，小安每星期放 NT$10，把預備金補回來。',
      },
    },
  ],
  examples: [
    {
      en: 'Leo sets aside 5 coins after each lemonade sale. After 10 sales, his emergency fund has 50 coins, because 5 × 10 = 50.',
      'zh-TW': '阿力每次賣完檸檬汁，都預留 NT$5。賣了 10 次以後，他的緊急預備金有 NT$50，因為 5 × 10 = 50。',
    },
    {
      en: 'Mei puts a label on her tin: "Only for surprises!" It helps her remember not to spend it on treats.',
      'zh-TW': '小美在鐵盒上貼了一張標籤：「只用在意外！」提醒自己不要拿去買零食。',
    },
    {
      en: "Jay's fund has 60 coins. His water bottle leaks, and a new one costs 40 coins. 60 − 40 = 20 coins are left, so he starts to refill it.",
      'zh-TW': '阿哲的預備金有 NT$60。他的水壺漏水了，新的要 NT$40。60 − 40 = 20，還剩 NT$20，所以他開始把錢補回來。',
    },
    {
      en: 'An keeps her emergency tin on a shelf, apart from her spend jar. That way, she never mixes them up.',
      'zh-TW': '小安把緊急預備金的鐵盒放在架子上，和花用罐分開，這樣就不會搞混。',
    },
  ],
  sentenceBuilder: {
    frames: [
      {
        id: 'keep-it-apart',
        text: {
          en: 'I keep my emergency fund ______ from my spend jar. I use it only for ______.',
          'zh-TW': '我把緊急預備金和花用罐______，只有遇到______才拿出來用。',
        },
        wordPool: {
          en: ['together', 'emergencies', 'apart', 'sales'],
          'zh-TW': ['放在一起', '分開放', '特價活動', '緊急狀況'],
        },
        accepts: {
          en: [['apart'], ['emergencies']],
          'zh-TW': [['分開放'], ['緊急狀況']],
        },
        hints: [
          {
            en: 'Think about where An keeps her tin, and what it is for.',
            'zh-TW': '想想看，小安把鐵盒放在哪裡？它是用來做什麼的？',
          },
          {
            en: 'If the coins are mixed, they may get spent on treats. A sale is not a surprise you must fix.',
            'zh-TW': '錢混在一起，很容易被拿去買零食。特價也不是一定要處理的意外。',
          },
          {
            en: 'The answer is "apart" and "emergencies": the fund stays apart from the spend jar, and it is only for emergencies.',
            'zh-TW': '答案是「分開放」和「緊急狀況」：預備金要和花用罐分開放，只在緊急狀況時使用。',
          },
        ],
      },
      {
        id: 'fund-math',
        text: {
          en: 'If I ______ 10 coins a week for 8 weeks, my emergency fund will have ______ coins.',
          'zh-TW': '如果我每個星期______ NT$10，連續 8 個星期，緊急預備金就會有 NT$______。',
        },
        wordPool: {
          en: ['spend', '18', 'set aside', '80'],
          'zh-TW': ['預留', '花掉', '80', '18'],
        },
        accepts: {
          en: [['set aside'], ['80']],
          'zh-TW': [['預留'], ['80']],
        },
        hints: [
          {
            en: 'To build a fund, do you keep coins or use them?',
            'zh-TW': '要存出一筆預備金，錢是要留下來，還是花掉？',
          },
          {
            en: 'Multiply, do not add: 10 × 8, not 10 + 8.',
            'zh-TW': '要用乘法 10 × 8，不是加法 10 + 8。',
          },
          {
            en: 'The answer is "set aside" and "80", because 10 × 8 = 80.',
            'zh-TW': '答案是「預留」和「80」，因為 10 × 8 = 80。',
          },
        ],
      },
      {
        id: 'refill-it',
        text: {
          en: 'I used 70 coins from my fund. Now I ______ it with 10 coins a week, until it is back to ______ coins.',
          'zh-TW': '我從預備金用掉了 NT$70。現在我每個星期放 NT$10，把它______，直到回到 NT$______。',
        },
        wordPool: {
          en: ['empty', '80', '70', 'refill', '10'],
          'zh-TW': ['花光', '70', '80', '10', '補回來'],
        },
        accepts: {
          en: [['refill'], ['80']],
          'zh-TW': [['補回來'], ['80']],
        },
        hints: [
          {
            en: 'What did An do after she bought the umbrella?',
            'zh-TW': '小安買完雨傘以後，做了什麼事？',
          },
          {
            en: 'Adding coins back is not emptying. The fund should go back to its goal, not to the amount that was used.',
            'zh-TW': '把錢放回去不是花光。預備金要回到原本的目標金額，不是用掉的金額。',
          },
          {
            en: 'The answer is "refill" and "80": An refills her fund until it is back to her goal of 80 coins.',
            'zh-TW': '答案是「補回來」和「80」：小安把預備金補回來，直到回到目標金額 NT$80。',
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
        en: 'Mei wants an emergency fund of 60 coins. She can set aside 10 coins a week. How many weeks will it take?',
        'zh-TW': '小美想存 NT$60 的緊急預備金，她每個星期可以預留 NT$10。要存幾個星期？',
      },
      options: [
        { en: '6 weeks', 'zh-TW': '6 個星期' },
        { en: '10 weeks', 'zh-TW': '10 個星期' },
        { en: '50 weeks', 'zh-TW': '50 個星期' },
        { en: '70 weeks', 'zh-TW': '70 個星期' },
      ],
      answer: [0],
      hintCycle: [
        {
          en: 'Count by 10s until you reach 60.',
          'zh-TW': '10、20、30……一次加 10，數到 60 為止。',
        },
        {
          en: '50 and 70 come from taking away or adding 10. Try 60 ÷ 10 instead.',
          'zh-TW': '50 和 70 是拿 60 減 10、加 10 算出來的。試試看 60 ÷ 10。',
        },
        {
          en: 'The answer is 6 weeks, because 10 × 6 = 60.',
          'zh-TW': '答案是 6 個星期，因為 10 × 6 = 60。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'multi',
      question: {
        en: 'When should An use her emergency fund? Pick all that fit.',
        'zh-TW': '什麼時候小安可以動用緊急預備金？選出所有正確的答案。',
      },
      options: [
        {
          en: 'The strap on her school shoes breaks. She needs it fixed to wear them to school.',
          'zh-TW': '她上學穿的鞋子魔鬼氈壞了，要修好才能穿去學校。',
        },
        { en: 'A new comic book she really wants comes out.', 'zh-TW': '她很想要的新漫畫出了。' },
        {
          en: 'She loses her bus card and needs a new one to get to school.',
          'zh-TW': '她的悠遊卡弄丟了，要買一張新的才能搭車上學。',
        },
        { en: 'Her friends buy ice cream, and she wants one too.', 'zh-TW': '朋友們都買了冰淇淋，她也想吃。' },
      ],
      answer: [0, 2],
      hintCycle: [
        {
          en: 'The fund is only for surprises that must be fixed soon.',
          'zh-TW': '預備金只用在要很快處理的意外。',
        },
        {
          en: 'A comic book and ice cream are wants. They can wait, or come from the spend jar.',
          'zh-TW': '漫畫和冰淇淋是想要的東西，可以等一等，或是用花用罐的錢買。',
        },
        {
          en: 'The answer is the broken shoe strap and the lost bus card. An needs both to get to school.',
          'zh-TW': '答案是「鞋子魔鬼氈壞了」和「悠遊卡弄丟了」。小安上學兩樣都需要。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'bool',
      question: {
        en: 'Jay keeps his emergency coins in the same jar as his snack money. True or false: This makes it easy to save them for surprises.',
        'zh-TW': '阿哲把緊急預備金和買零食的錢放在同一個罐子裡。對或不對：這樣比較容易把錢留給意外。',
      },
      answer: false,
      hintCycle: [
        {
          en: 'Think about where An keeps her tin.',
          'zh-TW': '想想看，小安把鐵盒放在哪裡？',
        },
        {
          en: 'When coins are mixed, it is hard to tell which ones are for surprises. They may get spent on snacks.',
          'zh-TW': '錢混在一起，就分不出哪些是留給意外的，很容易不小心拿去買零食。',
        },
        {
          en: 'False. Keeping the fund apart from spending money helps it stay there for surprises.',
          'zh-TW': '不對。把預備金和要花的錢分開放，錢才能好好留到意外發生時。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'single',
      question: {
        en: "Leo's emergency fund has 80 coins. His bike light breaks, and a new one costs 50 coins. He refills 10 coins a week. How many weeks until the fund is back to 80 coins?",
        'zh-TW': '阿力的緊急預備金有 NT$80。他的腳踏車燈壞了，新的要 NT$50。他每個星期補 NT$10，要幾個星期才能回到 NT$80？',
      },
      options: [
        { en: '3 weeks', 'zh-TW': '3 個星期' },
        { en: '8 weeks', 'zh-TW': '8 個星期' },
        { en: '5 weeks', 'zh-TW': '5 個星期' },
        { en: '30 weeks', 'zh-TW': '30 個星期' },
      ],
      answer: [2],
      hintCycle: [
        {
          en: 'First find how much is left: 80 − 50.',
          'zh-TW': '先算還剩多少：80 − 50。',
        },
        {
          en: '30 coins are left, so Leo must put back the 50 coins he used. He does not start from 0.',
          'zh-TW': '還剩 NT$30，所以阿力要補回用掉的 NT$50。他不是從 0 開始存。',
        },
        {
          en: 'The answer is 5 weeks: 50 ÷ 10 = 5, and 30 + 10 × 5 = 80.',
          'zh-TW': '答案是 5 個星期：50 ÷ 10 = 5，30 + 10 × 5 = 80。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'bool',
      question: {
        en: 'Jay used 50 coins from his fund when his school bag zipper broke. True or false: Now Jay should start putting coins back, so his fund is ready for the next surprise.',
        'zh-TW': '阿哲的書包拉鍊壞了，他從預備金拿了 NT$50 去修。對或不對：現在阿哲應該開始把錢存回去，讓預備金準備好應付下一次意外。',
      },
      answer: true,
      hintCycle: [
        {
          en: 'What did An do after she paid for her umbrella?',
          'zh-TW': '小安買完雨傘以後，做了什麼？',
        },
        {
          en: 'Surprises can happen again. A fund that is not refilled may be too small next time.',
          'zh-TW': '意外可能還會再發生。預備金沒有補回來，下次可能就不夠用了。',
        },
        {
          en: 'True. Use the fund when you must, then refill it so it is ready again.',
          'zh-TW': '對。需要時拿來用，用完再補回來，下次才又準備好了。',
        },
      ],
    },
  ],
  autoMission: {
    title: { en: 'My Emergency Fund', 'zh-TW': '我的緊急預備金' },
    options: [
      {
        id: 'make-a-tin',
        label: { en: 'Make an emergency tin', 'zh-TW': '做一個預備金鐵盒' },
        instructions: {
          en: 'With a grown-up, find a clean tin or box. Write "Only for surprises" on it. Put it in a different place from your spend jar. Tick when it is ready.',
          'zh-TW': '請大人陪你找一個乾淨的鐵盒或盒子，寫上「只用在意外」，放在和花用罐不一樣的地方。準備好就打勾。',
        },
        controlType: 'checkbox',
      },
      {
        id: 'fund-plan',
        label: { en: 'My fund plan', 'zh-TW': '我的預備金計畫' },
        instructions: {
          en: 'Pick numbers to finish your plan: "I will set aside [number] coins a week for [number] weeks. My goal amount is [number] coins."',
          'zh-TW': '選數字完成你的計畫：「我每個星期預留 NT$[數字]，存 [數字] 個星期，目標金額是 NT$[數字]。」',
        },
        controlType: 'template-select',
      },
      {
        id: 'tin-or-jar',
        label: { en: 'Tin or spend jar?', 'zh-TW': '鐵盒還是花用罐？' },
        instructions: {
          en: 'Drag each cost to the emergency tin or the spend jar: lost bus card, broken umbrella on a rainy day, stickers, ice cream with friends.',
          'zh-TW': '把每一筆花費拖到「預備金鐵盒」或「花用罐」：悠遊卡弄丟、下雨天雨傘壞了、貼紙、和朋友吃冰淇淋。',
        },
        controlType: 'drag-validate',
      },
    ],
    completionRule: 'any_one',
  },
} satisfies AdventureBody;

export default body;
