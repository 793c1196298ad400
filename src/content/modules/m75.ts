import type { AdventureBody } from '../schema/module-body';

/**
 * M75 · Global Sky Islands, lesson 3: "How a Government Budgets" / 「政府怎麼編預算」.
 * Learning outcome — Grade 8, Spending: explain that a government plans money in (taxes) and money out in a
 * budget, like a family budget, that it cannot buy everything and so makes choices with trade-offs, and that
 * in Taiwan the central government's budget is written by the Executive Yuan and passed by the Legislative Yuan.
 * Benchmark, in words: the grade-8 Spending statements on making a spending plan and weighing the trade-offs of
 * a choice, applied to the public spending that taxes pay for. Builds on M73 (taxes) and M74 (public goods).
 * Lead: the class plays "island council"; Leo keeps the numbers, Mei asks, An and Jay argue the two options.
 * Numbers: the island's own, plainly pretend and small ("to keep the maths easy"). Money in 1,000 coins of taxes;
 * money out school 400 + roads 300 + park and lights 100 = 800; 1,000 − 800 = 200 left; a new library room
 * costs 200, more buses cost 200; both: 200 + 200 = 400, more than 200 (or 800 + 400 = 1,200, more than
 * 1,000); the class picks buses: 800 + 200 = 1,000, the plan adds up; the library room waits for next year.
 * Quiz: q1 money in 500, school 200 + roads 150 + park 50 = 400, 500 − 400 = 100 left (distractors 900 = 500
 * + 400, 300 = 500 − 200, 0); q2 an island with 300 left, a playground 300 or a bus stop roof 300 → one waits;
 * q4 no sums; q5 money in 600, bridge 400 + school books 300 = 700, 700 − 600 = 100 more than the money in.
 * Facts:
 * - In Taiwan, the central government's budget is proposed by the Executive Yuan (行政院) and passed by the
 *   Legislative Yuan (立法院) (story, term "Legislative Yuan", q3) — Budget Act (預算法), 2025
 * - Taxes pay for things people share: roads, schools, parks, libraries, police and fire services (story,
 *   examples) —
 *   the central government's general budget (中央政府總預算), which lists spending on education, transport,
 *   police and fire services — Directorate-General of Budget, Accounting and Statistics, 2025
 */
const body = {
  id: 'M75',
  format: 'adventure',
  storyIntro: [
    {
      en: 'On the third day, the class meets in a round hall on the biggest sky island. "Today, you are the island council," says Ms. Chen. "You will plan how the island uses its tax money." Leo grabs a marker. "I will keep the numbers!"',
      'zh-TW':
        '第三天，全班來到最大那座天空島上的圓形大廳。陳老師說：「今天，你們就是島上的議會，要一起規劃島上的稅金怎麼用。」阿力馬上拿起白板筆：「數字交給我！」',
    },
    {
      en: 'Ms. Chen says, "On Money Islands, we use small numbers to keep the maths easy. Real budgets are much bigger. This year, 1,000 coins of taxes come in." Leo writes the money out: school 400, roads 300, park and lights 100. "400 + 300 + 100 = 800. So 1,000 − 800 = 200 coins are left."',
      'zh-TW':
        '陳老師說：「在理財冒險島上，我們用小一點的數字，比較好算；真正的預算大多了。今年收進來的稅金是 NT$1,000。」阿力把支出寫在白板上：學校 NT$400、馬路 NT$300、公園和路燈 NT$100。「400 + 300 + 100 = 800，所以 1,000 − 800 = 200，還剩 NT$200。」',
    },
    {
      en: 'Then come two good ideas. An wants a new library room for 200 coins. Jay wants more buses for 200 coins, so kids on the far islands get to school on time. Mei asks, "Why not both?" Leo points at the board. "200 + 200 = 400. We only have 200 left."',
      'zh-TW':
        '接著出現了兩個好點子。小安想蓋一間新的圖書室，要 NT$200；阿哲想多開幾班公車，也要 NT$200，讓住在遠方小島的小朋友能準時上學。小美問：「為什麼不兩個都做？」阿力指著白板：「200 + 200 = 400，可是我們只剩 NT$200。」',
    },
    {
      en: 'The council talks. The library room would be nice. But some kids are late for school every day. They vote for the buses. Now the plan is 800 + 200 = 1,000, the same as the money in. "The library room can wait for next year," An says. She is a little sad, but she agrees.',
      'zh-TW':
        '議會討論了好一陣子。新圖書室很棒，可是有些小朋友每天上學都遲到。最後大家投票，選了公車。現在計畫變成 800 + 200 = 1,000，剛好等於收進來的錢。小安說：「圖書室可以等明年。」她有一點失望，但還是同意了。',
    },
    {
      en: 'Ms. Chen smiles. "Real governments do this too. In Taiwan, the Executive Yuan writes the plan. Then the Legislative Yuan talks about it and votes to pass it." Pip squawks, "Plan the money in, plan the money out, and choose!"',
      'zh-TW':
        '陳老師笑著說：「真正的政府也是這樣做的。在台灣，行政院先把預算編好，再交給立法院討論、投票通過。」皮皮叫著：「嘎！收入算清楚，支出排好，再做選擇！」',
    },
  ],
  definitions: [
    {
      term: { en: 'budget', 'zh-TW': '預算' },
      definition: {
        en: 'A plan for the money that will come in and the money that will go out.',
        'zh-TW': '事先規劃好，會有多少錢進來、多少錢要花出去。',
      },
      example: {
        en: "The island's budget plans 1,000 coins in and 1,000 coins out.",
        'zh-TW': '島上的預算：收入 NT$1,000，支出也規劃了 NT$1,000。',
      },
    },
    {
      term: { en: 'money in', 'zh-TW': '收入' },
      definition: {
        en: 'The money a family or a government gets. For a government, most of it is taxes.',
        'zh-TW': '一個家或一個政府拿到的錢。政府的收入，大部分是稅金。',
      },
      example: {
        en: "The island's money in this year is 1,000 coins of taxes.",
        'zh-TW': '島上今年的收入，是 NT$1,000 的稅金。',
      },
    },
    {
      term: { en: 'money out', 'zh-TW': '支出' },
      definition: {
        en: 'The money a family or a government plans to spend.',
        'zh-TW': '一個家或一個政府打算花出去的錢。',
      },
      example: {
        en: 'School, roads and the park take 800 coins of money out.',
        'zh-TW': '學校、馬路和公園的支出，一共 NT$800。',
      },
    },
    {
      term: { en: 'trade-off', 'zh-TW': '取捨' },
      definition: {
        en: 'Giving up one good thing to get another, when you cannot have both.',
        'zh-TW': '兩樣好東西不能都要，選了一樣，就要放下另一樣。',
      },
      example: {
        en: 'The council picks the buses, so the library room waits. That is the trade-off.',
        'zh-TW': '議會選了公車，圖書室就要等明年，這就是取捨。',
      },
    },
    {
      term: { en: 'Legislative Yuan', 'zh-TW': '立法院' },
      definition: {
        en: "The group in Taiwan that talks about the government's budget and votes to pass it.",
        'zh-TW': '在台灣，負責討論政府的預算、再投票通過的機關。',
      },
      example: {
        en: 'The Executive Yuan writes the budget, and the Legislative Yuan votes to pass it.',
        'zh-TW': '行政院編好預算，立法院再投票通過。',
      },
    },
  ],
  examples: [
    {
      en: "A family budget works the same way. An's family plans the money in from work, then food, bills and savings.",
      'zh-TW': '家裡的預算也是一樣。小安家先算好上班賺進來的錢，再安排吃飯、各種帳單和存錢。',
    },
    {
      en: 'If the plan adds up to more than the money in, the council has to change something.',
      'zh-TW': '如果計畫加起來比收入還多，議會就要做一些調整。',
    },
    {
      en: 'Choosing buses now does not mean the library room is a bad idea. It means it waits.',
      'zh-TW': '這次選了公車，不代表圖書室是壞點子，只是要等一等。',
    },
    {
      en: 'In Taiwan, the Executive Yuan writes the budget first. Then the Legislative Yuan votes on it.',
      'zh-TW': '在台灣，行政院先編好國家的預算，再交給立法院投票。',
    },
  ],
  sentenceBuilder: {
    frames: [
      {
        id: 'budget-in-out',
        text: {
          en: 'A government ______ plans the money in, which is mostly ______, and the money out.',
          'zh-TW': '政府的______會規劃收入和支出，收入大部分是______。',
        },
        wordPool: {
          en: ['budget', 'receipt', 'taxes', 'prices'],
          'zh-TW': ['預算', '發票', '稅金', '價錢'],
        },
        accepts: {
          en: [['budget'], ['taxes']],
          'zh-TW': [['預算'], ['稅金']],
        },
        hints: [
          {
            en: 'What did Leo write on the board for the island?',
            'zh-TW': '阿力在白板上幫島上寫的是什麼？',
          },
          {
            en: 'A receipt shows one thing you bought. A government does not get its money from selling at prices, like a shop.',
            'zh-TW': '發票只記一次買東西；政府也不是像商店一樣靠賣東西的價錢賺錢。',
          },
          {
            en: 'The answer is "budget" and "taxes": a budget plans money in and money out, and a government\'s money in is mostly taxes.',
            'zh-TW': '答案是「預算」和「稅金」：預算規劃收入和支出，政府的收入大部分是稅金。',
          },
        ],
      },
      {
        id: 'trade-off',
        text: {
          en: 'We have 200 coins left. If we choose the buses, the library room has to ______. That is a ______.',
          'zh-TW': '我們只剩 NT$200。如果選了公車，圖書室就要______，這就是______。',
        },
        wordPool: {
          en: ['wait', 'trade-off', 'start too', 'discount'],
          'zh-TW': ['一起蓋', '等一等', '取捨', '折扣'],
        },
        accepts: {
          en: [['wait'], ['trade-off']],
          'zh-TW': [['等一等'], ['取捨']],
        },
        hints: [
          {
            en: 'Can 200 coins pay for two things that cost 200 each?',
            'zh-TW': 'NT$200 付得起兩樣各要 NT$200 的東西嗎？',
          },
          {
            en: '200 + 200 = 400, so both cannot start now. A discount is a lower price, not a choice.',
            'zh-TW': '200 + 200 = 400，兩個不能一起做；折扣是價錢變便宜，不是做選擇。',
          },
          {
            en: 'The answer is "wait" and "trade-off": picking the buses means the library room waits. That is a trade-off.',
            'zh-TW': '答案是「等一等」和「取捨」：選了公車，圖書室就要等一等，這就是取捨。',
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
        en: 'On Money Islands, a small island gets 500 coins of taxes. It plans school 200, roads 150 and the park 50. How much is left for something new?',
        'zh-TW': '在理財冒險島上，一座小島收到 NT$500 的稅金。它規劃學校 NT$200、馬路 NT$150、公園 NT$50。還剩多少錢可以做新的事？',
      },
      options: [
        { en: '300 coins', 'zh-TW': 'NT$300' },
        { en: '100 coins', 'zh-TW': 'NT$100' },
        { en: '900 coins', 'zh-TW': 'NT$900' },
        { en: '0 coins', 'zh-TW': 'NT$0' },
      ],
      answer: [1],
      hintCycle: [
        {
          en: 'First add up the money out. Then take it away from the money in.',
          'zh-TW': '先把支出加起來，再從收入裡減掉。',
        },
        {
          en: 'Do not add the money in and out together, and do not stop after the school. 200 + 150 + 50 = 400.',
          'zh-TW': '不要把收入和支出加在一起，也不要只減學校的錢。200 + 150 + 50 = 400。',
        },
        {
          en: 'The answer is 100 coins: 500 − 400 = 100.',
          'zh-TW': '答案是 NT$100：500 − 400 = 100。',
        },
      ],
      why: {
        en: 'Money in minus the planned money out shows what is left for a new choice: 500 − 400 = 100.',
        'zh-TW': '收入減掉規劃好的支出，就知道還剩多少錢能做新的選擇：500 − 400 = 100。',
      },
    },
    {
      id: 'q2',
      type: 'multi',
      question: {
        en: 'Another island council has 300 coins left. A new playground costs 300 coins. A roof for a rainy bus stop costs 300 coins. Which sentences are true? Pick all that fit.',
        'zh-TW': '另一座島的議會還剩 NT$300。新的遊樂場要 NT$300，常下雨的公車站加屋頂也要 NT$300。下面哪些說法是對的？選出所有正確的答案。',
      },
      options: [
        {
          en: 'If they build the playground, the bus stop roof waits.',
          'zh-TW': '如果蓋了遊樂場，公車站的屋頂就要等一等。',
        },
        {
          en: 'They can do both, because both ideas help people.',
          'zh-TW': '兩個都可以做，因為兩個點子都對大家有幫助。',
        },
        {
          en: 'They can ask people on the island which one they need more.',
          'zh-TW': '他們可以問問島上的人，哪一個比較需要。',
        },
        {
          en: 'Good ideas cost no money, so no choice is needed.',
          'zh-TW': '好點子不用花錢，所以不必做選擇。',
        },
      ],
      answer: [0, 2],
      hintCycle: [
        {
          en: 'Add up the two costs and compare them with what is left.',
          'zh-TW': '把兩樣的花費加起來，再跟剩下的錢比一比。',
        },
        {
          en: 'Helping people does not make money appear: 300 + 300 = 600, more than 300. And a good idea still costs money.',
          'zh-TW': '對大家有幫助，錢也不會自己變出來：300 + 300 = 600，比 NT$300 多。好點子還是要花錢。',
        },
        {
          en: 'The answer is "the roof waits if they build the playground" and "ask people which one they need more." That is a trade-off, chosen with care.',
          'zh-TW': '答案是「蓋了遊樂場，屋頂就要等」和「問問島上的人哪個比較需要」。這就是用心做的取捨。',
        },
      ],
      why: {
        en: 'When the money covers one idea, picking it means the other waits. Asking people helps the council choose well.',
        'zh-TW': '錢只夠做一件事時，選了一個，另一個就要等。問問大家的需要，能幫議會選得更好。',
      },
    },
    {
      id: 'q3',
      type: 'bool',
      question: {
        en: "True or false: In Taiwan, the Legislative Yuan votes on the central government's budget.",
        'zh-TW': '對或不對：在台灣，中央政府的預算要經過立法院投票。',
      },
      answer: true,
      hintCycle: [
        {
          en: 'Remember what Ms. Chen said at the end of the council game.',
          'zh-TW': '想想議會遊戲結束時，陳老師說了什麼。',
        },
        {
          en: 'The Executive Yuan writes the plan. Another group talks about it and votes.',
          'zh-TW': '行政院負責把預算編好，另一個機關負責討論和投票。',
        },
        {
          en: 'True. The Executive Yuan writes the budget, and the Legislative Yuan votes to pass it.',
          'zh-TW': '對。行政院編預算，立法院投票通過。',
        },
      ],
      why: {
        en: "In Taiwan, the Executive Yuan writes the budget. The Legislative Yuan talks about it and votes to pass it.",
        'zh-TW': '在台灣，行政院編好預算以後，立法院會討論，再投票通過。',
      },
    },
    {
      id: 'q4',
      type: 'single',
      question: {
        en: 'Jay says, "A government budget is a lot like a family budget." Which part of his idea is right?',
        'zh-TW': '阿哲說：「政府的預算，跟家裡的預算很像。」他說的哪一點是對的？',
      },
      options: [
        {
          en: 'Both are wish lists with no prices.',
          'zh-TW': '兩個都是願望清單，不用寫價錢。',
        },
        {
          en: 'Both get their money in from taxes on what they buy at shops.',
          'zh-TW': '兩個的收入，都是從在商店買東西時付的稅來的。',
        },
        { en: 'Both are passed by a vote in the Legislative Yuan.', 'zh-TW': '兩個都要經過立法院投票通過。' },
        {
          en: 'Both plan money in and out, and make choices.',
          'zh-TW': '兩個都要規劃收入和支出，還要做選擇。',
        },
      ],
      answer: [3],
      hintCycle: [
        {
          en: 'What did the island council do with its 1,000 coins?',
          'zh-TW': '島上的議會怎麼安排那 NT$1,000？',
        },
        {
          en: 'A budget is not a wish list: it has numbers. A family pays taxes, but its money in comes from work. And no family budget goes to the Legislative Yuan.',
          'zh-TW': '預算不是願望清單，要有數字；家裡的收入是上班賺來的，不是稅金；家裡的預算也不用送到立法院。',
        },
        {
          en: 'The answer is "Both plan money in and out, and make choices." Families and governments both do that.',
          'zh-TW': '答案是「兩個都要規劃收入和支出，還要做選擇」。家庭和政府都是這樣做的。',
        },
      ],
      why: {
        en: 'A family and a government both plan money in and money out. Neither can buy everything, so both choose.',
        'zh-TW': '家庭和政府都要規劃收入和支出；兩個都不能什麼都買，所以都要做選擇。',
      },
    },
    {
      id: 'q5',
      type: 'bool',
      question: {
        en: 'A sky island expects 600 coins of taxes. Its plan: a new bridge for 400 coins and school books for 300 coins. True or false: This plan fits the money in.',
        'zh-TW': '一座天空島預計收到 NT$600 的稅金。它的計畫是：新的橋 NT$400、學校的書 NT$300。對或不對：這個計畫沒有超過收入。',
      },
      answer: false,
      hintCycle: [
        {
          en: 'Add up the money out first.',
          'zh-TW': '先把支出加起來。',
        },
        {
          en: 'Two good things can still cost too much together. 400 + 300 = 700. Compare 700 with 600.',
          'zh-TW': '兩件好事加起來，還是可能超過。400 + 300 = 700，跟 600 比一比。',
        },
        {
          en: 'False. 400 + 300 = 700, which is 100 more than 600. The island has to change its plan.',
          'zh-TW': '不對。400 + 300 = 700，比 600 多了 100。這座島要調整計畫。',
        },
      ],
      why: {
        en: 'A budget has to add up. When the money out is more than the money in, something must wait or cost less.',
        'zh-TW': '預算要算得起來。支出比收入多的時候，就要有東西等一等，或是想辦法花少一點。',
      },
    },
  ],
  autoMission: {
    title: { en: 'Island Council', 'zh-TW': '小島議會' },
    options: [
      {
        id: 'plan-that-adds-up',
        label: { en: 'A plan that adds up', 'zh-TW': '算得起來的計畫' },
        instructions: {
          en: 'You have 1,000 coins of island taxes. Drag number cards into four boxes: school, roads, park and one new idea. Make them add up to exactly 1,000 coins.',
          'zh-TW': '你有 NT$1,000 的島上稅金。把數字卡拖進四個格子：學校、馬路、公園和一個新點子，讓它們加起來剛好是 NT$1,000。',
        },
        controlType: 'drag-validate',
      },
      {
        id: 'council-steps',
        label: { en: 'Council steps', 'zh-TW': '議會的步驟' },
        instructions: {
          en: 'With a grown-up or your class, plan a class party with a pretend 300 coins. Tick each step: list the money in, list the ideas and their costs, add them up, choose, and say what waits.',
          'zh-TW': '和大人或同學一起，用假想的 NT$300 規劃一場班級派對。每做完一步就打勾：寫下收入、列出點子和花費、加起來、做選擇，再說說哪一個要等。',
        },
        controlType: 'checkbox',
      },
      {
        id: 'my-trade-off',
        label: { en: 'My trade-off', 'zh-TW': '我的取捨' },
        instructions: {
          en: 'Finish the sentence: "If our island chose [idea], then [other idea] would wait, because [reason]."',
          'zh-TW': '完成句子：「如果我們的島選了［點子］，［另一個點子］就要等一等，因為［理由］。」',
        },
        controlType: 'template-select',
      },
    ],
    completionRule: 'any_one',
  },
} satisfies AdventureBody;

export default body;
