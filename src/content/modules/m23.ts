import type { AdventureBody } from '../schema/module-body';

/**
 * M23 · Risk Volcano, lesson 3: "Insurance: Sharing the Risk" / 「保險：大家一起分擔風險」.
 * Learning outcome (Grade 4, Managing Risk): explain that insurance is bought to limit money losses
 * from risk: many people each pay a small premium, and the few who have bad luck get help with the
 * cost. Insurance does not stop bad things from happening; it shares the cost.
 * Numbers: 25 kids × 4 coins = 100 coins = the price of one new recorder (100); Mei pays only her
 * 4-coin premium instead of 100. Examples: swim class 20 × 3 = 60 = one pair of goggles.
 * Quiz: q1 20 × 5 = 100; q4 50 × 4 = 200, 200 ÷ 100 = 2 recorders; q5 10 × 5 = 50.
 */
const body = {
  id: 'M23',
  format: 'adventure',
  storyIntro: [
    {
      en: "There are 25 kids in Ms. Chen's class. Every kid has a recorder for music class. A new recorder costs 100 coins. Sometimes a recorder falls and cracks. Nobody knows whose will be next.",
      'zh-TW':
        '陳老師的班上有 25 個小朋友，每個人都有一支上音樂課用的直笛。一支新直笛要 NT$100。直笛偶爾會不小心摔裂，可是沒有人知道下一支會是誰的。',
    },
    {
      en: 'Leo has an idea. "What if we each put 4 coins in a recorder fund? 25 × 4 = 100. If a recorder breaks by accident, the fund buys a new one." Ms. Chen smiles. "That is how insurance works. The 4 coins you each pay are called a premium."',
      'zh-TW':
        '阿力想到一個點子：「如果我們每個人各出 NT$4，存一筆直笛互助金呢？25 × 4 = 100。誰的直笛不小心摔壞了，就用這筆錢買一支新的。」陳老師笑著說：「這就是保險的道理喔。每個人出的 NT$4，叫做保費。」',
    },
    {
      en: 'Jay is not sure. "My recorder has never broken. What if I pay 4 coins and nothing happens?" Mei asks, "But what if it does break? Then you need 100 coins." Jay thinks about it. 4 coins is a small amount. 100 coins is a lot. He puts his 4 coins in the fund.',
      'zh-TW':
        '阿哲有點猶豫：「我的直笛從來沒壞過。要是我付了 NT$4，結果什麼事都沒發生呢？」小美問：「可是萬一真的摔壞了呢？那就要 NT$100 耶。」阿哲想了想：NT$4 不多，NT$100 可就多了。他把 NT$4 放進了互助金。',
    },
    {
      en: 'Six weeks later, Mei trips in the hall. She is fine, but her recorder cracks. She feels sad. Then she remembers the fund. She makes a claim, and the fund pays 100 coins for a new recorder. Mei paid only her 4-coin premium.',
      'zh-TW':
        '六個星期後，小美在走廊上絆了一下。她沒有受傷，可是直笛摔裂了。她本來很難過，後來想起了互助金。她去申請理賠，互助金就付了 NT$100，幫她買一支新直笛。小美自己只出了 NT$4 的保費。',
    },
    {
      en: 'Jay\'s recorder did not break. "My 4 coins helped Mei," he says. "And if I had bad luck, the fund would help me too." Pip flaps his wings. "Squawk! Insurance does not stop bad luck. It helps everyone share the cost!"',
      'zh-TW':
        '阿哲的直笛沒有壞。他說：「我的 NT$4 幫到了小美。要是倒楣的是我，互助金也會幫我。」皮皮拍拍翅膀：「嘎！保險沒辦法讓倒楣的事不發生，但能讓大家一起分擔花費！」',
    },
  ],
  definitions: [
    {
      term: { en: 'risk', 'zh-TW': '風險' },
      definition: {
        en: 'The chance that something bad might happen.',
        'zh-TW': '可能會發生壞事的機會。',
      },
      example: {
        en: 'Each time you carry your recorder, there is a small risk that it falls.',
        'zh-TW': '每次帶直笛出門，都有一點點摔到的風險。',
      },
    },
    {
      term: { en: 'insurance', 'zh-TW': '保險' },
      definition: {
        en: 'A plan where many people each pay a little, so the one with bad luck gets help.',
        'zh-TW': '很多人各出一點錢放在一起，誰遇到倒楣的事，就用這筆錢幫他。',
      },
      example: {
        en: 'The class recorder fund works like insurance.',
        'zh-TW': '班上的直笛互助金，就像一份保險。',
      },
    },
    {
      term: { en: 'premium', 'zh-TW': '保費' },
      definition: {
        en: 'The small amount each person pays to be part of the insurance.',
        'zh-TW': '每個人為了加入保險，要付的一小筆錢。',
      },
      example: {
        en: 'Each kid pays a premium of 4 coins.',
        'zh-TW': '每個小朋友付 NT$4 的保費。',
      },
    },
    {
      term: { en: 'claim', 'zh-TW': '申請理賠' },
      definition: {
        en: 'Asking the insurance for help to pay after something bad happens.',
        'zh-TW': '倒楣的事發生以後，請保險幫忙付錢。',
      },
      example: {
        en: 'Mei makes a claim when her recorder cracks.',
        'zh-TW': '小美的直笛摔裂了，她就去申請理賠。',
      },
    },
    {
      term: { en: 'share the risk', 'zh-TW': '分擔風險' },
      definition: {
        en: 'Many people each carry a small part of a cost, so no one pays it all alone.',
        'zh-TW': '很多人各負擔一小部分的花費，就沒有人需要一個人扛下全部。',
      },
      example: {
        en: '25 kids × 4 coins = 100 coins, so no one has to pay 100 coins alone.',
        'zh-TW': '25 個人 × NT$4 = NT$100，所以沒有人需要自己一個人付 NT$100。',
      },
    },
  ],
  examples: [
    {
      en: 'At swim class, 20 kids each pay 3 coins into a goggles fund: 20 × 3 = 60 coins. New goggles cost 60 coins, so if one pair snaps, the fund buys a new pair.',
      'zh-TW': '游泳課有 20 個小朋友，每人出 NT$3 存成蛙鏡互助金：20 × 3 = 60。一副新蛙鏡要 NT$60，所以誰的蛙鏡斷了，就能用這筆錢買新的。',
    },
    {
      en: 'Insurance does not stop a recorder from falling. It helps pay for a new one after it falls.',
      'zh-TW': '保險沒辦法讓直笛不摔到，但摔壞以後，可以幫忙出錢買新的。',
    },
    {
      en: 'Grown-ups often buy insurance for big risks, like their health, a car, or a home. These can cost too much for one person to pay alone.',
      'zh-TW': '大人常常會替比較大的風險買保險，像是健康、汽車或房子。這些東西出狀況時花費很大，一個人很難自己付。',
    },
    {
      en: "Jay's recorder never broke, but his 4 coins were not wasted. All term, he knew help was there if he needed it.",
      'zh-TW': '阿哲的直笛一直都沒壞，可是他的 NT$4 並沒有白花。整個學期，他都知道萬一出事，會有人幫忙。',
    },
  ],
  sentenceBuilder: {
    frames: [
      {
        id: 'risk-and-premium',
        text: {
          en: 'There is a small ______ that a recorder breaks, so each kid pays a ______ of 4 coins.',
          'zh-TW': '直笛有一點點摔壞的______，所以每個人付 NT$4 的______。',
        },
        wordPool: {
          en: ['claim', 'gift', 'premium', 'risk'],
          'zh-TW': ['理賠', '禮物', '風險', '保費'],
        },
        accepts: {
          en: [['risk'], ['premium']],
          'zh-TW': [['風險'], ['保費']],
        },
        hints: [
          {
            en: 'The first blank is the chance that something bad happens.',
            'zh-TW': '第一格是「可能會發生壞事的機會」。',
          },
          {
            en: 'The 4 coins are not a gift. They are paid to join the fund, before anything breaks.',
            'zh-TW': '這 NT$4 不是禮物，而是東西還沒壞之前，先付錢加入互助金。',
          },
          {
            en: 'The answer is "risk" and "premium": there is a small risk of breaking, so each kid pays a premium of 4 coins.',
            'zh-TW': '答案是「風險」和「保費」：直笛有摔壞的風險，所以每個人付 NT$4 的保費。',
          },
        ],
      },
      {
        id: 'make-a-claim',
        text: {
          en: "When Mei's recorder cracked, she made a ______, and the fund paid ______ coins.",
          'zh-TW': '小美的直笛摔裂了，她去______，互助金就付了 NT$______。',
        },
        wordPool: {
          en: ['claim', 'premium', '4', '25', '100'],
          'zh-TW': ['繳保費', '4', '100', '25', '申請理賠'],
        },
        accepts: {
          en: [['claim'], ['100']],
          'zh-TW': [['申請理賠'], ['100']],
        },
        hints: [
          {
            en: 'What do you do to ask the insurance for help?',
            'zh-TW': '想請保險幫忙出錢，要做什麼？',
          },
          {
            en: 'The premium is paid before, by everyone. The fund pays the price of one new recorder.',
            'zh-TW': '保費是大家事先繳的。互助金付的是一支新直笛的錢。',
          },
          {
            en: 'The answer is "claim" and "100": Mei made a claim, and the fund paid 100 coins for a new recorder.',
            'zh-TW': '答案是「申請理賠」和「100」：小美申請理賠，互助金付了 NT$100 買新直笛。',
          },
        ],
      },
      {
        id: 'share-the-cost',
        text: {
          en: '25 kids × 4 coins = ______ coins. Insurance does not stop bad luck, but it ______ the cost.',
          'zh-TW': '25 個人 × NT$4 = NT$______。保險不能阻止倒楣的事，但可以讓大家一起______花費。',
        },
        wordPool: {
          en: ['29', 'shares', '100', 'doubles'],
          'zh-TW': ['29', '分擔', '加倍', '100'],
        },
        accepts: {
          en: [['100'], ['shares']],
          'zh-TW': [['100'], ['分擔']],
        },
        hints: [
          {
            en: 'Multiply the number of kids by the coins each one pays.',
            'zh-TW': '把人數乘上每個人出的錢。',
          },
          {
            en: '29 is 25 + 4, but we need 25 × 4. Insurance spreads a cost over many people; it does not make it bigger.',
            'zh-TW': '29 是 25 + 4，可是要算的是 25 × 4。保險是把花費分給很多人，不是讓它變多。',
          },
          {
            en: 'The answer is "100" and "shares": 25 × 4 = 100, and insurance shares the cost among everyone.',
            'zh-TW': '答案是「100」和「分擔」：25 × 4 = 100，保險讓大家一起分擔花費。',
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
        en: 'A soccer club has 20 kids. Each kid pays a premium of 5 coins. How many coins are in the fund?',
        'zh-TW': '足球社有 20 個小朋友，每個人付 NT$5 的保費。互助金裡一共有多少錢？',
      },
      options: [
        { en: '25 coins', 'zh-TW': 'NT$25' },
        { en: '4 coins', 'zh-TW': 'NT$4' },
        { en: '15 coins', 'zh-TW': 'NT$15' },
        { en: '100 coins', 'zh-TW': 'NT$100' },
      ],
      answer: [3],
      hintCycle: [
        {
          en: 'Every one of the 20 kids puts in 5 coins.',
          'zh-TW': '20 個小朋友，每個人都放 NT$5。',
        },
        {
          en: 'Multiply, do not add or subtract: 20 × 5, not 20 + 5 or 20 − 5.',
          'zh-TW': '要用乘法 20 × 5，不是 20 + 5，也不是 20 − 5。',
        },
        {
          en: 'The answer is 100 coins, because 20 × 5 = 100.',
          'zh-TW': '答案是 NT$100，因為 20 × 5 = 100。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'Jay joins the recorder fund. True or false: Now his recorder can never break.',
        'zh-TW': '阿哲加入了直笛互助金。對或不對：這樣他的直笛就永遠不會壞了。',
      },
      answer: false,
      hintCycle: [
        {
          en: 'Remember what Pip said about bad luck.',
          'zh-TW': '想想皮皮說過跟倒楣有關的話。',
        },
        {
          en: 'Paying a premium does not make a recorder stronger. What does the fund really do?',
          'zh-TW': '付了保費，直笛也不會變得比較堅固。互助金真正做的是什麼？',
        },
        {
          en: 'False. Insurance does not stop bad luck. If the recorder breaks, the fund helps pay for a new one.',
          'zh-TW': '不對。保險不能阻止倒楣的事發生。萬一直笛壞了，互助金會幫忙出錢買新的。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Which sentences about the recorder fund are true? Pick all that fit.',
        'zh-TW': '關於直笛互助金，下面哪些說法是對的？選出所有正確的答案。',
      },
      options: [
        { en: 'Each kid pays a small premium.', 'zh-TW': '每個小朋友都付一小筆保費。' },
        {
          en: 'The kid whose recorder breaks gets help to buy a new one.',
          'zh-TW': '直笛摔壞的小朋友，可以得到幫忙買新的。',
        },
        { en: 'The fund makes recorders harder to break.', 'zh-TW': '互助金會讓直笛比較不容易壞。' },
        {
          en: 'If your recorder does not break, your 4 coins were wasted.',
          'zh-TW': '如果你的直笛沒壞，你付的 NT$4 就白花了。',
        },
      ],
      answer: [0, 1],
      hintCycle: [
        {
          en: 'Think about what everyone pays, and who gets help.',
          'zh-TW': '想想看，大家付了什麼？誰會得到幫忙？',
        },
        {
          en: 'The fund cannot change how strong a recorder is. And the 4 coins gave Jay help all term, even with no break.',
          'zh-TW': '互助金沒辦法讓直笛變堅固。而且就算沒摔壞，那 NT$4 也讓阿哲整個學期都有保障。',
        },
        {
          en: 'The answer is "Each kid pays a small premium" and "The kid whose recorder breaks gets help." That is how sharing the risk works.',
          'zh-TW': '答案是「每個小朋友都付一小筆保費」和「直笛摔壞的小朋友可以得到幫忙」。這就是分擔風險。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'single',
      question: {
        en: 'Next year, 50 kids join the recorder fund. Each pays 4 coins. A new recorder costs 100 coins. How many broken recorders can the fund replace?',
        'zh-TW': '明年有 50 個小朋友加入直笛互助金，每人付 NT$4。一支新直笛要 NT$100。互助金可以買幾支新直笛？',
      },
      options: [
        { en: '1 recorder', 'zh-TW': '1 支' },
        { en: '2 recorders', 'zh-TW': '2 支' },
        { en: '4 recorders', 'zh-TW': '4 支' },
        { en: '50 recorders', 'zh-TW': '50 支' },
      ],
      answer: [1],
      hintCycle: [
        {
          en: 'First find how many coins are in the fund.',
          'zh-TW': '先算算看，互助金裡有多少錢。',
        },
        {
          en: '50 × 4 = 200 coins. How many groups of 100 coins fit in 200?',
          'zh-TW': '50 × 4 = 200。NT$200 裡有幾個 NT$100？',
        },
        {
          en: 'The answer is 2 recorders: 50 × 4 = 200, and 200 ÷ 100 = 2. More people sharing means more help.',
          'zh-TW': '答案是 2 支：50 × 4 = 200，200 ÷ 100 = 2。一起分擔的人越多，能幫的忙就越多。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'multi',
      question: {
        en: 'Which are examples of sharing the risk? Pick all that fit.',
        'zh-TW': '下面哪些是「分擔風險」的例子？選出所有正確的答案。',
      },
      options: [
        {
          en: '10 friends each put in 5 coins. If one friend\'s kite string snaps, the 50 coins buy new string.',
          'zh-TW': '10 個朋友各出 NT$5。誰的風箏線斷了，就用這 NT$50 買新的線。',
        },
        {
          en: 'Grown-ups pay a small amount each month for health insurance. When someone gets sick, it helps pay the doctor.',
          'zh-TW': '大人每個月繳一點健保費。有人生病看醫生時，健保會幫忙付一部分的錢。',
        },
        {
          en: 'An keeps her own emergency tin for her own surprises.',
          'zh-TW': '小安自己存一個預備金鐵盒，應付自己的意外。',
        },
        {
          en: 'Jay carries a lucky charm so nothing bad happens.',
          'zh-TW': '阿哲帶著幸運符，希望什麼壞事都不會發生。',
        },
      ],
      answer: [0, 1],
      hintCycle: [
        {
          en: 'Sharing the risk needs many people putting money together.',
          'zh-TW': '分擔風險，要有很多人把錢放在一起。',
        },
        {
          en: "An's tin is a smart idea, but only she pays into it. A lucky charm does not pay for anything.",
          'zh-TW': '小安的鐵盒是好主意，可是只有她自己存錢。幸運符也不會幫你付任何錢。',
        },
        {
          en: 'The answer is the kite string fund and health insurance. In both, many people pay a little, and the one with bad luck gets help (10 × 5 = 50).',
          'zh-TW': '答案是「風箏線互助金」和「健保」。兩個都是很多人各出一點，幫助遇到倒楣事的人（10 × 5 = 50）。',
        },
      ],
    },
  ],
  autoMission: {
    title: { en: 'Share the Risk', 'zh-TW': '一起分擔風險' },
    options: [
      {
        id: 'match-the-words',
        label: { en: 'Match the words', 'zh-TW': '詞語配對' },
        instructions: {
          en: 'Drag each word to its meaning: premium → the 4 coins each kid pays; claim → Mei asks the fund for help; risk → the chance a recorder breaks.',
          'zh-TW': '把每個詞拖到它的意思：保費 → 每個人付的 NT$4；申請理賠 → 小美請互助金幫忙；風險 → 直笛可能摔壞的機會。',
        },
        controlType: 'drag-validate',
      },
      {
        id: 'fund-math',
        label: { en: 'Class fund math', 'zh-TW': '互助金算一算' },
        instructions: {
          en: 'Pick numbers to finish: "[number] kids × [number] coins = [number] coins. That buys [number] new items that cost [number] coins each."',
          'zh-TW': '選數字完成句子：「[數字] 個人 × NT$[數字] = NT$[數字]，可以買 [數字] 個新東西，每個 NT$[數字]。」',
        },
        controlType: 'template-select',
      },
      {
        id: 'ask-a-grown-up',
        label: { en: 'Ask a grown-up', 'zh-TW': '問問大人' },
        instructions: {
          en: 'Ask a grown-up: "What is one thing people buy insurance for?" Tick when you have learned one example.',
          'zh-TW': '問問家裡的大人：「大家會為了什麼事買保險？」學到一個例子就打勾。',
        },
        controlType: 'checkbox',
      },
    ],
    completionRule: 'any_one',
  },
} satisfies AdventureBody;

export default body;
