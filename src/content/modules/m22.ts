import type { AdventureBody } from '../schema/module-body';

/**
 * M22 · Risk Volcano, lesson 2: "Building an Emergency Fund" / 「存一筆緊急預備金」.
 * Learning outcome — Grade 4, Managing Risk: explain that saving for emergencies helps cover
 * unexpected losses, and plan an emergency fund: set aside a small amount each week, keep it apart
 * from spending money, use it only for emergencies, and refill it after using it.
 * Numbers: An gets 100 every Monday (cast sheet) → 20 to the fund, 100 − 20 = 80 to the spend jar;
 * week 5: 20 × 5 = 100 in the tin; the comic book is 120 (Grandma Lin's), the spend jar has 60 →
 * next Monday 60 + 80 = 140, enough; after 12 weeks 20 × 12 = 240; a folding umbrella 200 (inside
 * the guide's 200–400 band) → 240 − 200 = 40 left; refill 20 a week for 10 weeks →
 * 40 + 20 × 10 = 240. Examples: Leo 20 from the stand each Saturday, 20 × 10 = 200; Jay's fund
 * 200, new water bottle 150 → 200 − 150 = 50. Frames: 10 × 8 = 80; used 200, back to 240.
 * Quiz: q1 60 ÷ 10 = 6 weeks; q4 fund 300, bike light 120 → 300 − 120 = 180 left, 120 ÷ 30 = 4 weeks
 * to refill (180 + 30 × 4 = 300; distractors 180 ÷ 30 = 6, 300 ÷ 30 = 10, 2); q5 zipper repair 100.
 * Facts: none — all prices are Grandma Lin's or "about" prices from the guide.
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
      en: 'An gets 100 coins of pocket money every Monday. She asks Grandma Lin for an idea. Grandma Lin gives her a small tin. "Keep this for surprises," she says. An writes "Emergency Fund" on the tin. Each Monday, she puts 20 coins in the tin. The other 80 coins go in her spend jar.',
      'zh-TW':
        '小安每週一有 NT$100 零用錢。她去請教林奶奶，林奶奶送她一個小鐵盒：「這個盒子放應付意外的錢喔。」小安在盒子上寫了「緊急預備金」。每個星期一，她先放 NT$20 到鐵盒裡，剩下的 NT$80 放進花用罐。',
    },
    {
      en: 'In week 5, An sees a new comic book at Grandma Lin\'s shop. It costs 120 coins. Her spend jar has 60 coins left. The tin has 100 coins. Mei asks, "Why not take some coins from the tin?" An takes a deep breath. "The tin is for surprises. The comic is a want." Next Monday, her spend jar has 60 + 80 = 140 coins. She buys the comic then.',
      'zh-TW':
        '第 5 個星期，小安在林奶奶的店裡看到一本新漫畫，要 NT$120。可是她的花用罐只剩 NT$60，鐵盒裡倒是有 NT$100。小美問：「為什麼不從鐵盒拿一點出來？」小安深呼吸一口氣：「鐵盒是留給意外用的，漫畫是我想要的東西。」下個星期一，花用罐變成 60 + 80 = 140，她就用花用罐的錢買了漫畫。',
    },
    {
      en: 'After 12 weeks, the tin holds 240 coins, because 20 × 12 = 240. Then one rainy morning, An\'s umbrella breaks. She needs one to walk to school. A new folding umbrella costs 200 coins. An stays calm. With Mom, she pays from the tin. 240 − 200 = 40, so 40 coins are left.',
      'zh-TW':
        '存了 12 個星期，鐵盒裡有 NT$240，因為 20 × 12 = 240。有一天早上下大雨，小安的雨傘壞了，可是她要撐傘走路上學。一把新的折疊傘要 NT$200。小安一點也不慌，和媽媽一起從鐵盒拿錢來買。240 − 200 = 40，盒子裡還剩 NT$40。',
    },
    {
      en: 'An starts to refill the tin, 20 coins a week. After 10 more weeks, it is full again: 40 + 20 × 10 = 240. Pip lands on the tin. "Squawk! Save a little for surprises. Use it when you must, then fill it up again!"',
      'zh-TW':
        '接著，小安每個星期再放 NT$20，把預備金補回來。再過 10 個星期，鐵盒又滿了：40 + 20 × 10 = 240。皮皮停在鐵盒上說：「嘎！替意外存一點錢。真的需要時拿來用，用完再補滿！」',
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
        en: "The 240 coins in An's tin are her emergency fund.",
        'zh-TW': '小安鐵盒裡的 NT$240，就是她的緊急預備金。',
      },
    },
    {
      term: { en: 'set aside', 'zh-TW': '預留' },
      definition: {
        en: 'To put some money away for one job, so it is not spent on other things.',
        'zh-TW': '先把一部分的錢留下來，只用在一件事上。',
      },
      example: {
        en: 'An sets aside 20 coins each week for her emergency fund.',
        'zh-TW': '小安每個星期預留 NT$20 當緊急預備金。',
      },
    },
    {
      term: { en: 'spend jar', 'zh-TW': '花用罐' },
      definition: {
        en: 'A jar for money you can use on everyday things and wants.',
        'zh-TW': '放平常可以花的錢的罐子。',
      },
      example: {
        en: 'An gets 100 coins and sets aside 20. The other 80 coins go in her spend jar (100 − 20 = 80).',
        'zh-TW': '小安拿到 NT$100，預留 NT$20，剩下的 NT$80 放進花用罐（100 − 20 = 80）。',
      },
    },
    {
      term: { en: 'goal amount', 'zh-TW': '目標金額' },
      definition: {
        en: 'How much money you want to have saved in all.',
        'zh-TW': '你想要存到的總金額。',
      },
      example: {
        en: "An's goal amount is 240 coins: 20 coins a week for 12 weeks (20 × 12 = 240).",
        'zh-TW': '小安的目標金額是 NT$240：每星期 NT$20，存 12 個星期（20 × 12 = 240）。',
      },
    },
    {
      term: { en: 'refill', 'zh-TW': '補回來' },
      definition: {
        en: 'To put money back after you use some.',
        'zh-TW': '用掉一些錢以後，再把它存回去。',
      },
      example: {
        en: 'After buying the umbrella, An refills her fund with 20 coins a week.',
        'zh-TW': '買完雨傘以後，小安每星期放 NT$20，把預備金補回來。',
      },
    },
  ],
  examples: [
    {
      en: 'Leo sets aside 20 coins from his stand each Saturday. After 10 Saturdays, his emergency fund has 200 coins, because 20 × 10 = 200.',
      'zh-TW': '阿力每個星期六擺完檸檬汁攤，都預留 NT$20。10 個星期六以後，他的緊急預備金有 NT$200，因為 20 × 10 = 200。',
    },
    {
      en: 'Mei puts a label on her tin: "Only for surprises!" It helps her remember not to spend it on treats.',
      'zh-TW': '小美在鐵盒上貼了一張標籤：「只用在意外！」提醒自己不要拿去買零食。',
    },
    {
      en: "Jay's fund has 200 coins. His water bottle leaks, and a new one costs 150 coins. 200 − 150 = 50 coins are left, so he starts to refill it.",
      'zh-TW': '阿哲的預備金有 NT$200。他的水壺漏水了，新的要 NT$150。200 − 150 = 50，還剩 NT$50，所以他開始把錢補回來。',
    },
    {
      en: 'An keeps her emergency tin on a shelf, apart from her spend jar. That way, she does not mix them up.',
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
          en: 'My goal is 240 coins. I used 200 coins from my fund. Now I ______ it with 20 coins a week, until it is back to ______ coins.',
          'zh-TW': '我的目標是 NT$240，剛從預備金用掉了 NT$200。現在我每個星期放 NT$20，把它______，直到回到 NT$______。',
        },
        wordPool: {
          en: ['empty', '240', '200', 'refill', '20'],
          'zh-TW': ['花光', '200', '240', '20', '補回來'],
        },
        accepts: {
          en: [['refill'], ['240']],
          'zh-TW': [['補回來'], ['240']],
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
            en: 'The answer is "refill" and "240": An refills her fund until it is back to her goal of 240 coins.',
            'zh-TW': '答案是「補回來」和「240」：小安把預備金補回來，直到回到目標金額 NT$240。',
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
          en: 'Count by 10s: 10, 20, 30… until you reach 60.',
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
      why: {
        en: 'A little each week grows into a fund. Dividing the goal by the weekly amount tells you how many weeks it takes.',
        'zh-TW': '每星期存一點，就會慢慢變成一筆預備金。用目標金額除以每星期存的錢，就知道要存幾個星期。',
      },
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
          en: 'She loses her transit card and needs a new one to get to school.',
          'zh-TW': '她的交通卡弄丟了，要買一張新的才能搭車上學。',
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
          en: 'Wanting something badly does not make it a surprise. A comic book and ice cream can wait, or come from the spend jar.',
          'zh-TW': '很想要，不代表它是意外。漫畫和冰淇淋可以等一等，或是用花用罐的錢買。',
        },
        {
          en: 'The answer is the broken shoe strap and the lost transit card. An needs both to get to school.',
          'zh-TW': '答案是「鞋子魔鬼氈壞了」和「交通卡弄丟了」。小安上學兩樣都需要。',
        },
      ],
      why: {
        en: 'An emergency fund is for surprises with things you need. Wants come from the spend jar, or they wait.',
        'zh-TW': '緊急預備金是給「需要的東西出意外」用的。想要的東西用花用罐的錢，或是等一等。',
      },
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
      why: {
        en: 'Keeping the fund apart makes it easy to see and hard to spend by mistake. Then it is there when a surprise comes.',
        'zh-TW': '預備金分開放，一眼就看得到，也不會不小心花掉，意外來了才有錢可以用。',
      },
    },
    {
      id: 'q4',
      type: 'single',
      question: {
        en: "Leo's emergency fund has 300 coins. His bike light breaks, and a new one costs 120 coins. He refills 30 coins a week. How many weeks until the fund is back to 300 coins?",
        'zh-TW': '阿力的緊急預備金有 NT$300。他的腳踏車燈壞了，新的要 NT$120。他每個星期補 NT$30，要幾個星期才能回到 NT$300？',
      },
      options: [
        { en: '6 weeks', 'zh-TW': '6 個星期' },
        { en: '10 weeks', 'zh-TW': '10 個星期' },
        { en: '4 weeks', 'zh-TW': '4 個星期' },
        { en: '2 weeks', 'zh-TW': '2 個星期' },
      ],
      answer: [2],
      hintCycle: [
        {
          en: 'First find how much is left: 300 − 120.',
          'zh-TW': '先算還剩多少：300 − 120。',
        },
        {
          en: '180 coins are still in the fund. He does not start from 0, and he does not refill the 180. He puts back the 120 coins he used.',
          'zh-TW': '預備金裡還有 NT$180。他不是從 0 開始存，也不是再存 NT$180，而是補回用掉的 NT$120。',
        },
        {
          en: 'The answer is 4 weeks: 120 ÷ 30 = 4, and 180 + 30 × 4 = 300.',
          'zh-TW': '答案是 4 個星期：120 ÷ 30 = 4，180 + 30 × 4 = 300。',
        },
      ],
      why: {
        en: 'To refill a fund, you put back only what you used. The coins still in the tin are part of the goal.',
        'zh-TW': '補預備金，只要補回用掉的部分；盒子裡還剩的錢，本來就算在目標裡。',
      },
    },
    {
      id: 'q5',
      type: 'bool',
      question: {
        en: 'Jay used 100 coins from his fund when his school bag zipper broke. True or false: Now Jay should start putting coins back, so his fund is ready for the next surprise.',
        'zh-TW': '阿哲的書包拉鍊壞了，他從預備金拿了 NT$100 去修。對或不對：現在阿哲應該開始把錢存回去，讓預備金準備好應付下一次意外。',
      },
      answer: true,
      hintCycle: [
        {
          en: 'What did An do after she paid for her umbrella?',
          'zh-TW': '小安買完雨傘以後，做了什麼？',
        },
        {
          en: 'One surprise does not mean there will be no more. A fund that is not refilled may be too small next time.',
          'zh-TW': '發生過一次意外，不代表以後就不會再有。預備金沒有補回來，下次可能就不夠用了。',
        },
        {
          en: 'True. Use the fund when you need it, then refill it so it is ready again.',
          'zh-TW': '對。需要時拿來用，用完再補回來，下次才又準備好了。',
        },
      ],
      why: {
        en: 'Surprises can come again. Refilling the fund gets it ready for the next one.',
        'zh-TW': '意外還可能再來。把預備金補回來，下一次才有準備。',
      },
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
          en: 'Drag each cost to the emergency tin or the spend jar: lost transit card, broken umbrella on a rainy day, stickers, ice cream with friends.',
          'zh-TW': '把每一筆花費拖到「預備金鐵盒」或「花用罐」：交通卡弄丟、下雨天雨傘壞了、貼紙、和朋友吃冰淇淋。',
        },
        controlType: 'drag-validate',
      },
    ],
    completionRule: 'any_one',
  },
} satisfies AdventureBody;

export default body;
