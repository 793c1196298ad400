import type { AdventureBody } from '../schema/module-body';

/**
 * M23 · Risk Volcano, lesson 3: "Insurance: Sharing the Risk" / 「保險：大家一起分擔風險」.
 * Learning outcome — Grade 4, Managing Risk: explain that insurance is bought to limit money losses
 * from risk: many people each pay a small premium, and the few who have bad luck get help with the
 * cost. Insurance does not stop bad things from happening; it shares the cost.
 * Numbers: 25 kids × 10 coins = 250 coins = the price of one new recorder at the music shop (250, a
 * plain school recorder; the team's estimate, not a published price); Mei pays only her 10-coin
 * premium instead of 250. The fund then holds 250 − 250 = 0, so it covers one broken recorder, not
 * two: the class decides with Ms. Chen that each kid puts in 10 more coins if a second one breaks,
 * with a grown-up's OK. Examples: swim class 20 × 10 = 200 = one pair of goggles (200).
 * Quiz: q1 20 × 5 = 100; q4 50 × 10 = 500, 500 ÷ 250 = 2 recorders (distractors 1, 5 = 50 ÷ 10, 50);
 * q5 10 × 5 = 50.
 * Facts:
 * - National Health Insurance (全民健保) is required by law for everyone who lives in Taiwan; it
 *   helps pay for seeing a doctor — National Health Insurance Act art. 1 (「強制性之社會保險」), as in force in 2025.
 */
const body = {
  id: 'M23',
  format: 'adventure',
  storyIntro: [
    {
      en: "There are 25 kids in Ms. Chen's class. Every kid has a recorder for music class. A new recorder costs 250 coins. Sometimes a recorder falls and cracks. Nobody knows whose will be next.",
      'zh-TW':
        '陳老師的班上有 25 個小朋友，每個人都有一支上音樂課用的直笛。一支新直笛要 NT$250。直笛偶爾會不小心摔裂，可是沒有人知道下一支會是誰的。',
    },
    {
      en: 'Leo has an idea. "What if we each put 10 coins in a recorder fund? 25 × 10 = 250. If a recorder breaks by accident, the fund buys a new one." Ms. Chen smiles. "That is how insurance works. The 10 coins you each pay are called a premium." She will keep the fund, and each family says OK first.',
      'zh-TW':
        '阿力想到一個點子：「如果我們每個人各出 NT$10，存一筆直笛互助金呢？25 × 10 = 250。誰的直笛不小心摔壞了，就用這筆錢買一支新的。」陳老師笑著說：「這就是保險的道理喔。每個人出的 NT$10，叫做保費。」互助金由陳老師保管，每個家庭也都先說好、同意了。',
    },
    {
      en: 'Jay is not sure. "My recorder has never broken. What if I pay 10 coins and nothing happens?" Mei asks, "But what if it does break? Then you need 250 coins." Jay thinks about it. 10 coins is a small amount. 250 coins is a lot. He puts his 10 coins in the fund.',
      'zh-TW':
        '阿哲有點猶豫：「我的直笛從來沒壞過。要是我付了 NT$10，結果什麼事都沒發生呢？」小美問：「可是萬一真的摔壞了呢？那就要 NT$250 耶。」阿哲想了想：NT$10 不多，NT$250 可就多了。他把 NT$10 放進了互助金。',
    },
    {
      en: 'Six weeks later, Mei trips in the hall. She is fine, but her recorder cracks. She feels sad. Then she remembers the fund. She makes a claim, and the fund pays 250 coins for a new recorder. Mei paid only her 10-coin premium.',
      'zh-TW':
        '六個星期後，小美在走廊上絆了一下。她沒有受傷，可是直笛摔裂了。她本來很難過，後來想起了互助金。她去申請理賠，互助金就付了 NT$250，幫她買一支新直笛。小美自己只出了 NT$10 的保費。',
    },
    {
      en: 'Now the fund is empty: 250 − 250 = 0. Ms. Chen asks, "What if a second recorder breaks this term?" The class talks it over with her. They decide: if it happens, each kid puts in 10 more coins, with a grown-up\'s OK at home.',
      'zh-TW':
        '這下互助金用完了：250 − 250 = 0。陳老師問：「如果這學期又有第二支直笛摔壞，怎麼辦？」全班和老師一起討論，決定：萬一真的發生，每個人再出 NT$10，而且要先讓家裡的大人知道、同意。',
    },
    {
      en: 'Jay\'s recorder did not break. "My 10 coins helped Mei," he says. "And if I had bad luck, the fund would help me too." Pip flaps his wings. "Squawk! Insurance does not stop bad luck. It helps everyone share the cost!"',
      'zh-TW':
        '阿哲的直笛沒有壞。他說：「我的 NT$10 幫到了小美。要是倒楣的是我，互助金也會幫我。」皮皮拍拍翅膀：「嘎！保險沒辦法讓倒楣的事不發生，但能讓大家一起分擔花費！」',
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
        en: 'Many people each pay a little. Then the one with bad luck gets help.',
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
        en: 'The small amount each person pays to join.',
        'zh-TW': '每個人為了加入保險，要付的一小筆錢。',
      },
      example: {
        en: 'Each kid pays a premium of 10 coins.',
        'zh-TW': '每個小朋友付 NT$10 的保費。',
      },
    },
    {
      term: { en: 'claim', 'zh-TW': '申請理賠' },
      definition: {
        en: 'Asking for help to pay after something bad happens.',
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
        en: '25 kids × 10 coins = 250 coins, so no one has to pay 250 coins alone.',
        'zh-TW': '25 個人 × NT$10 = NT$250，所以沒有人需要自己一個人付 NT$250。',
      },
    },
  ],
  examples: [
    {
      en: 'At swim class, 20 kids each pay 10 coins into a goggles fund: 20 × 10 = 200 coins. New goggles cost 200 coins, so if one pair snaps, the fund buys a new pair.',
      'zh-TW': '游泳課有 20 個小朋友，每人出 NT$10 存成蛙鏡互助金：20 × 10 = 200。一副新蛙鏡要 NT$200，所以誰的蛙鏡斷了，就能用這筆錢買新的。',
    },
    {
      en: 'Insurance does not stop a recorder from falling. It helps pay for a new one after it falls.',
      'zh-TW': '保險沒辦法讓直笛不摔到，但摔壞以後，可以幫忙出錢買新的。',
    },
    {
      en: 'Grown-ups may buy insurance for big risks, like a car or a home. In Taiwan, the law says everyone who lives here joins National Health Insurance. A big cost is hard for one person to pay alone.',
      'zh-TW': '大人可能會替比較大的風險買保險，像是汽車或房子。在台灣，法律規定住在這裡的人要加入全民健保。花費很大的時候，一個人很難自己付。',
    },
    {
      en: "Jay's recorder did not break, but his 10 coins were not wasted. All term, he knew help was there if he needed it.",
      'zh-TW': '阿哲的直笛一直都沒壞，可是他的 NT$10 並沒有白花。整個學期，他都知道萬一出事，會有人幫忙。',
    },
  ],
  sentenceBuilder: {
    frames: [
      {
        id: 'risk-and-premium',
        text: {
          en: 'There is a small ______ that a recorder breaks, so each kid pays a ______ of 10 coins.',
          'zh-TW': '直笛有一點點摔壞的______，所以每個人付 NT$10 的______。',
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
            en: 'The 10 coins are not a gift. They are paid to join the fund, before anything breaks.',
            'zh-TW': '這 NT$10 不是禮物，而是東西還沒壞之前，先付錢加入互助金。',
          },
          {
            en: 'The answer is "risk" and "premium": there is a small risk of breaking, so each kid pays a premium of 10 coins.',
            'zh-TW': '答案是「風險」和「保費」：直笛有摔壞的風險，所以每個人付 NT$10 的保費。',
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
          en: ['claim', 'premium', '10', '25', '250'],
          'zh-TW': ['繳保費', '10', '250', '25', '申請理賠'],
        },
        accepts: {
          en: [['claim'], ['250']],
          'zh-TW': [['申請理賠'], ['250']],
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
            en: 'The answer is "claim" and "250": Mei made a claim, and the fund paid 250 coins for a new recorder.',
            'zh-TW': '答案是「申請理賠」和「250」：小美申請理賠，互助金付了 NT$250 買新直笛。',
          },
        ],
      },
      {
        id: 'share-the-cost',
        text: {
          en: '25 kids × 10 coins = ______ coins. Insurance does not stop bad luck, but it ______ the cost.',
          'zh-TW': '25 個人 × NT$10 = NT$______。保險不能阻止倒楣的事，但可以讓大家一起______花費。',
        },
        wordPool: {
          en: ['35', 'shares', '250', 'doubles'],
          'zh-TW': ['35', '分擔', '加倍', '250'],
        },
        accepts: {
          en: [['250'], ['shares']],
          'zh-TW': [['250'], ['分擔']],
        },
        hints: [
          {
            en: 'Multiply the number of kids by the coins each one pays.',
            'zh-TW': '把人數乘上每個人出的錢。',
          },
          {
            en: '35 is 25 + 10, but we need 25 × 10. Insurance spreads a cost over many people; it does not make it bigger.',
            'zh-TW': '35 是 25 + 10，可是要算的是 25 × 10。保險是把花費分給很多人，不是讓它變多。',
          },
          {
            en: 'The answer is "250" and "shares": 25 × 10 = 250, and insurance shares the cost among everyone.',
            'zh-TW': '答案是「250」和「分擔」：25 × 10 = 250，保險讓大家一起分擔花費。',
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
      why: {
        en: 'Many small premiums make one big fund. That is why insurance can pay a cost that is too big for one person.',
        'zh-TW': '很多筆小小的保費，合起來就是一大筆錢。所以保險付得起一個人付不起的花費。',
      },
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'Jay joins the recorder fund. True or false: Now his recorder is less likely to break.',
        'zh-TW': '阿哲加入了直笛互助金。對或不對：這樣他的直笛就比較不容易壞了。',
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
          en: 'False. Insurance does not change the chance of bad luck. If the recorder breaks, the fund helps pay for a new one.',
          'zh-TW': '不對。保險不會改變倒楣的機會。萬一直笛壞了，互助金會幫忙出錢買新的。',
        },
      ],
      why: {
        en: 'Insurance shares the cost after something goes wrong. Being careful is what lowers the chance of a break.',
        'zh-TW': '保險是在出事以後，讓大家一起分擔花費。想讓直笛少摔壞，要靠自己小心。',
      },
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
          en: 'If your recorder does not break, your 10 coins were wasted.',
          'zh-TW': '如果你的直笛沒壞，你付的 NT$10 就白花了。',
        },
      ],
      answer: [0, 1],
      hintCycle: [
        {
          en: 'Think about what everyone pays, and who gets help.',
          'zh-TW': '想想看，大家付了什麼？誰會得到幫忙？',
        },
        {
          en: 'The fund cannot change how strong a recorder is. And the 10 coins gave Jay help all term, even with no break.',
          'zh-TW': '互助金沒辦法讓直笛變堅固。而且就算沒摔壞，那 NT$10 也讓阿哲整個學期都有保障。',
        },
        {
          en: 'The answer is "Each kid pays a small premium" and "The kid whose recorder breaks gets help." That is how sharing the risk works.',
          'zh-TW': '答案是「每個小朋友都付一小筆保費」和「直笛摔壞的小朋友可以得到幫忙」。這就是分擔風險。',
        },
      ],
      why: {
        en: 'Everyone pays a little, and the one with bad luck gets help. A premium is not wasted when nothing breaks: it bought help in case.',
        'zh-TW': '每個人出一點，倒楣的那個人就能得到幫忙。沒出事，保費也不算白花，因為它讓你一直有保障。',
      },
    },
    {
      id: 'q4',
      type: 'single',
      question: {
        en: 'Next year, 50 kids join the recorder fund. Each pays 10 coins. A new recorder costs 250 coins. How many broken recorders can the fund replace?',
        'zh-TW': '明年有 50 個小朋友加入直笛互助金，每人付 NT$10。一支新直笛要 NT$250。互助金可以買幾支新直笛？',
      },
      options: [
        { en: '1 recorder', 'zh-TW': '1 支' },
        { en: '2 recorders', 'zh-TW': '2 支' },
        { en: '5 recorders', 'zh-TW': '5 支' },
        { en: '50 recorders', 'zh-TW': '50 支' },
      ],
      answer: [1],
      hintCycle: [
        {
          en: 'First find how many coins are in the fund.',
          'zh-TW': '先算算看，互助金裡有多少錢。',
        },
        {
          en: '50 × 10 = 500 coins. How many groups of 250 coins fit in 500?',
          'zh-TW': '50 × 10 = 500。NT$500 裡有幾個 NT$250？',
        },
        {
          en: 'The answer is 2 recorders: 50 × 10 = 500, and 500 ÷ 250 = 2. More people sharing means more help.',
          'zh-TW': '答案是 2 支：50 × 10 = 500，500 ÷ 250 = 2。一起分擔的人越多，能幫的忙就越多。',
        },
      ],
      why: {
        en: 'A fund can only pay what is in it. With more people paying in, it can help more people.',
        'zh-TW': '互助金只能付出裡面有的錢。一起出錢的人越多，能幫到的人就越多。',
      },
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
          en: 'In Taiwan, the law says everyone who lives here joins National Health Insurance. People pay in a little, and it helps pay the doctor.',
          'zh-TW': '在台灣，法律規定住在這裡的人要加入全民健保。大家各繳一點保費，有人生病看醫生時，健保會幫忙付一部分的錢。',
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
          en: "Saving alone is not sharing: An's tin is a smart idea, but only she pays into it. A lucky charm does not pay for anything.",
          'zh-TW': '自己存錢不等於分擔風險：小安的鐵盒是好主意，可是只有她自己存錢。幸運符也不會幫你付任何錢。',
        },
        {
          en: 'The answer is the kite string fund and health insurance. In both, many people pay a little, and the one with bad luck gets help (10 × 5 = 50).',
          'zh-TW': '答案是「風箏線互助金」和「健保」。兩個都是很多人各出一點，幫助遇到倒楣事的人（10 × 5 = 50）。',
        },
      ],
      why: {
        en: 'Sharing the risk needs many people and one pot of money. Then no one pays a big cost alone.',
        'zh-TW': '分擔風險，要有很多人把錢放進同一筆基金，這樣就沒有人要自己扛下一大筆花費。',
      },
    },
  ],
  autoMission: {
    title: { en: 'Share the Risk', 'zh-TW': '一起分擔風險' },
    options: [
      {
        id: 'match-the-words',
        label: { en: 'Match the words', 'zh-TW': '詞語配對' },
        instructions: {
          en: 'Drag each word to its meaning. Premium → the 10 coins each kid pays. Claim → Mei asks the fund for help. Risk → the chance a recorder breaks.',
          'zh-TW': '把每個詞拖到它的意思：保費 → 每個人付的 NT$10；申請理賠 → 小美請互助金幫忙；風險 → 直笛可能摔壞的機會。',
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
