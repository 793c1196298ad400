import type { AdventureBody } from '../schema/module-body';

/**
 * M24 · Risk Volcano, lesson 4: "Always Have a Plan B" / 「準備好 B 計畫」.
 * Learning outcome — Grade 4, Managing Risk: ask "what if" questions about what could go wrong with
 * a money goal, and recommend a backup plan (Plan B) that reduces the harm if it does.
 * Numbers: Jay's allowance is 100 every Friday (cast sheet); paint set 150; Plan A 30 a week for
 * 5 weeks → 30 × 5 = 150; in week 3 a new water bottle takes his whole 100, so 4 weeks of saving →
 * 30 × 4 = 120; Plan B: an extra job at Leo's stand on Saturday, agreed with both dads, pays 30 →
 * 120 + 30 = 150.
 * Quiz: q1 Mei has 80, book 100 → 100 − 80 = 20 still to save;
 * q4 goal 90 in 3 weeks: 30 + 10 + 30 = 70, 90 − 70 = 20 for Plan B to find.
 * Facts: none — all prices are Grandma Lin's or "about" prices from the guide.
 */
const body = {
  id: 'M24',
  format: 'adventure',
  storyIntro: [
    {
      en: 'Jay loves to draw. The island art contest is in 5 weeks. He wants a paint set for 150 coins. His Plan A is simple: save 30 coins from his allowance each Friday. 30 × 5 = 150. "Easy!" he says.',
      'zh-TW':
        '阿哲最愛畫畫了。島上的繪畫比賽再過 5 個星期就要舉行，他想買一盒 NT$150 的顏料。他的 A 計畫很簡單：每週五拿到零用錢，就先存 NT$30。30 × 5 = 150。「輕輕鬆鬆！」他說。',
    },
    {
      en: 'Mei tilts her head. "What if something goes wrong? What if you can\'t save one week?" Jay laughs. "Nothing will go wrong!" Just then, the volcano gives a small rumble. Rumble, rumble! Jay remembers his broken bike chain. Surprises do happen.',
      'zh-TW':
        '小美歪著頭問：「萬一出了什麼狀況呢？萬一有一個星期存不到錢，怎麼辦？」阿哲笑著說：「不會啦，一定沒問題！」就在這時候，火山輕輕轟隆了一聲。阿哲想起上次腳踏車鏈條斷掉的事：意外真的會發生。',
    },
    {
      en: 'Jay has a choice. He can just hope for the best. Or he can make a Plan B. He sits down with Leo, and they write: "Plan B: If I miss a week, I will help at Leo\'s lemonade stand on Saturday. Leo will pay me 30 coins." Both of their dads say OK.',
      'zh-TW':
        '阿哲得做個選擇：只希望一切順利就好，還是先準備一個 B 計畫？他找阿力一起坐下來，寫下：「B 計畫：如果有一個星期存不到錢，我就星期六去阿力的檸檬汁攤幫忙，阿力會付我 NT$30。」兩個人的爸爸也都同意了。',
    },
    {
      en: 'In week 3, Jay\'s water bottle cracks. He needs one for school. A simple new one costs 100 coins. That is his whole allowance, so he can\'t save that week. But Jay does not panic. He uses Plan B. On Saturday, he helps at the stand and earns 30 coins.',
      'zh-TW':
        '第 3 個星期，阿哲的水壺裂開了。上學一定要帶水壺，最簡單的新水壺也要 NT$100，剛好是他一整個星期的零用錢，所以這個星期他沒辦法存錢。不過阿哲一點也不慌，他照著 B 計畫做：星期六去檸檬汁攤幫忙，賺到了 NT$30。',
    },
    {
      en: 'After 5 weeks, Jay counts his coins. He saved 30 coins in 4 of the weeks: 30 × 4 = 120. Then he adds the 30 coins from the stand: 120 + 30 = 150. He buys the paints just in time! Pip cheers. "Squawk! Ask \'what if?\' before you start. A Plan B keeps your goal on track!"',
      'zh-TW':
        '5 個星期過去了，阿哲數一數：有 4 個星期各存了 NT$30，30 × 4 = 120，再加上在攤位賺的 NT$30，120 + 30 = 150。他剛好趕在比賽前買到顏料！皮皮歡呼：「嘎！開始之前，先問問『萬一……怎麼辦？』有了 B 計畫，目標就不會跑掉！」',
    },
  ],
  definitions: [
    {
      term: { en: 'goal', 'zh-TW': '目標' },
      definition: {
        en: 'Something you want to reach, like saving enough for a thing you want.',
        'zh-TW': '你想要達成的事，像是存夠錢買一樣東西。',
      },
      example: {
        en: "Jay's goal is to have 150 coins in 5 weeks.",
        'zh-TW': '阿哲的目標是 5 個星期存到 NT$150。',
      },
    },
    {
      term: { en: 'Plan A', 'zh-TW': 'A 計畫' },
      definition: {
        en: 'Your first plan, the one you hope to follow.',
        'zh-TW': '你最先想好、希望照著做的計畫。',
      },
      example: {
        en: "Jay's Plan A is to save 30 coins a week for 5 weeks.",
        'zh-TW': '阿哲的 A 計畫是每個星期存 NT$30，存 5 個星期。',
      },
    },
    {
      term: { en: 'Plan B', 'zh-TW': 'B 計畫' },
      definition: {
        en: 'A backup plan you can use if Plan A does not work.',
        'zh-TW': 'A 計畫行不通的時候，可以改用的備用方案。',
      },
      example: {
        en: "If Jay misses a week, his Plan B is to help at Leo's stand and earn 30 coins.",
        'zh-TW': '如果有一個星期存不到錢，阿哲的 B 計畫是去阿力的攤位幫忙，賺 NT$30。',
      },
    },
    {
      term: { en: 'what-if question', 'zh-TW': '「萬一」問題' },
      definition: {
        en: 'A question about what could go wrong, asked before it happens.',
        'zh-TW': '事情發生之前，先問問自己：可能會出什麼狀況？',
      },
      example: {
        en: 'Mei asks, "What if you can\'t save one week?"',
        'zh-TW': '小美問：「萬一有一個星期存不到錢，怎麼辦？」',
      },
    },
    {
      term: { en: 'think ahead', 'zh-TW': '事先想好' },
      definition: {
        en: 'To think about what might happen before it happens.',
        'zh-TW': '在事情發生之前，先想想可能會怎麼樣。',
      },
      example: {
        en: 'Leo thinks ahead and packs extra cups for his lemonade stand.',
        'zh-TW': '阿力事先想好，多帶了一些杯子去檸檬汁攤。',
      },
    },
  ],
  examples: [
    {
      en: "Leo's Plan A: sell lemonade in the park on Saturday. Plan B: if it rains, sell under the covered walkway in front of Grandma Lin's shop.",
      'zh-TW': '阿力的 A 計畫：星期六在公園賣檸檬汁。B 計畫：如果下雨，就改到林奶奶小店前面的騎樓下賣。',
    },
    {
      en: 'An wants a book for 120 coins. What if the shop sells out? Plan B: she reads the school library copy until the shop gets more.',
      'zh-TW': '小安想買一本 NT$120 的書。萬一書店賣完了怎麼辦？B 計畫：先看學校圖書館的那一本，等書店補貨再買。',
    },
    {
      en: 'Mei takes the bus home. What if she loses her transit card? Plan B: she tells Ms. Chen, who helps her call home.',
      'zh-TW': '小美搭公車回家。萬一交通卡弄丟了怎麼辦？B 計畫：告訴陳老師，請老師幫忙打電話回家。',
    },
    {
      en: 'Making a Plan B does not mean you expect to fail. It means you are ready, so you can stay calm.',
      'zh-TW': '準備 B 計畫，不是覺得自己會失敗，而是先準備好，遇到狀況時才能保持冷靜。',
    },
  ],
  sentenceBuilder: {
    frames: [
      {
        id: 'backup-plan',
        text: {
          en: 'Plan B is my ______ plan. I use it if Plan A does not ______.',
          'zh-TW': 'B 計畫是我的______方案，萬一 A 計畫______，就可以改用它。',
        },
        wordPool: {
          en: ['only', 'fail', 'work', 'backup'],
          'zh-TW': ['行不通', '唯一', '備用', '成功'],
        },
        accepts: {
          en: [['backup'], ['work']],
          'zh-TW': [['備用'], ['行不通']],
        },
        hints: [
          {
            en: 'Plan B is there for when something goes wrong with Plan A.',
            'zh-TW': 'B 計畫是 A 計畫出狀況時才用的。',
          },
          {
            en: 'If Plan B were the only plan, there would be no Plan A. You switch plans when Plan A stops working, not when it goes well.',
            'zh-TW': '如果 B 計畫是唯一的方案，就沒有 A 計畫了。A 計畫行不通時才換，順利成功時不用換。',
          },
          {
            en: 'The answer is "backup" and "work": Plan B is my backup plan, for when Plan A does not work.',
            'zh-TW': '答案是「備用」和「行不通」：B 計畫是備用方案，A 計畫行不通時就改用它。',
          },
        ],
      },
      {
        id: 'ask-what-if',
        text: {
          en: "I think ______ and ask myself, '______ it rains?'",
          'zh-TW': '我會______想一想，問自己：「______下雨了，怎麼辦？」',
        },
        wordPool: {
          en: ['later', 'What if', 'ahead', 'Why'],
          'zh-TW': ['事後', '事先', '萬一', '如果', '為什麼'],
        },
        accepts: {
          en: [['ahead'], ['What if']],
          'zh-TW': [['事先'], ['萬一', '如果']],
        },
        hints: [
          {
            en: 'When is the best time to think about a problem: before it happens, or after?',
            'zh-TW': '什麼時候想問題最好：發生之前，還是發生之後？',
          },
          {
            en: 'Thinking later is too late to get ready. The question is about something that might happen.',
            'zh-TW': '事後才想，就來不及準備了。第二格問的是「可能會發生」的事。',
          },
          {
            en: 'The answer is "ahead" and "What if": I think ahead and ask, "What if it rains?"',
            'zh-TW': '答案是「事先」和「萬一」（或「如果」）：我會事先想一想，問自己「萬一下雨了，怎麼辦？」',
          },
        ],
      },
      {
        id: 'plan-b-math',
        text: {
          en: 'Jay saved 30 coins in each of 4 weeks: 30 × 4 = ______. His Plan B earned 30 more, so he had ______ coins.',
          'zh-TW': '阿哲有 4 個星期各存了 NT$30：30 × 4 = ______。B 計畫又賺了 NT$30，所以他一共有 NT$______。',
        },
        wordPool: {
          en: ['34', '150', '120', '180'],
          'zh-TW': ['34', '150', '180', '120'],
        },
        accepts: {
          en: [['120'], ['150']],
          'zh-TW': [['120'], ['150']],
        },
        hints: [
          {
            en: 'First multiply the weeks he saved. Then add the coins from Plan B.',
            'zh-TW': '先算他存了幾個星期，再加上 B 計畫賺的錢。',
          },
          {
            en: 'Multiply, do not add: 30 × 4, not 30 + 4. Jay saved in 4 weeks, not 5.',
            'zh-TW': '要用乘法 30 × 4，不是 30 + 4。阿哲存了 4 個星期，不是 5 個星期。',
          },
          {
            en: 'The answer is "120" and "150": 30 × 4 = 120, and 120 + 30 = 150. Plan B filled the gap.',
            'zh-TW': '答案是「120」和「150」：30 × 4 = 120，120 + 30 = 150。B 計畫補上了少掉的錢。',
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
        en: 'Mei has 80 coins. She wants a 100-coin book at the school book fair on Friday. Her Plan A is to save 20 more coins this week. Which is the best Plan B?',
        'zh-TW': '小美有 NT$80，她想在星期五的學校書展買一本 NT$100 的書。她的 A 計畫是這個星期再存 NT$20。哪一個是最好的 B 計畫？',
      },
      options: [
        {
          en: 'Hope nothing goes wrong, and make no other plan before Friday.',
          'zh-TW': '希望一切順利就好，星期五之前不用想別的辦法。',
        },
        {
          en: 'Spend the 80 coins on snacks now, and think about the book later.',
          'zh-TW': '先把 NT$80 拿去買零食，書的事以後再說。',
        },
        {
          en: 'If she is short, read the library copy and keep saving.',
          'zh-TW': '錢不夠就先看圖書館的書，繼續存錢。',
        },
        {
          en: 'Give up on the book as soon as one thing goes wrong.',
          'zh-TW': '只要一出狀況，就馬上放棄這本書。',
        },
      ],
      answer: [2],
      hintCycle: [
        {
          en: 'A good Plan B still helps Mei reach her goal.',
          'zh-TW': '好的 B 計畫，還是能幫小美達成目標。',
        },
        {
          en: 'Hoping is not a plan. Spending the 80 coins or giving up at once moves her away from the book.',
          'zh-TW': '光是希望不算計畫。把 NT$80 花掉或直接放棄，都離那本書越來越遠。',
        },
        {
          en: 'The answer is "read the library copy and keep saving." She still gets to read the book, and she only needs 100 − 80 = 20 more coins.',
          'zh-TW': '答案是「先看圖書館的書，繼續存錢」。她還是讀得到這本書，而且只差 100 − 80 = 20，也就是 NT$20。',
        },
      ],
      why: {
        en: 'A good Plan B still moves you toward your goal when Plan A does not work. Mei still reads the book and keeps saving.',
        'zh-TW': '好的 B 計畫，在 A 計畫行不通時，還是能帶你往目標前進。小美照樣讀得到書，也繼續存錢。',
      },
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'True or false: Making a Plan B means you think your Plan A will fail.',
        'zh-TW': '對或不對：準備 B 計畫，就代表你覺得 A 計畫會失敗。',
      },
      answer: false,
      hintCycle: [
        {
          en: 'Did Jay think his Plan A would fail?',
          'zh-TW': '阿哲覺得他的 A 計畫會失敗嗎？',
        },
        {
          en: 'Getting ready is not the same as expecting to fail. Jay hoped Plan A would work; Plan B was just in case.',
          'zh-TW': '先準備好，不等於覺得會失敗。阿哲希望 A 計畫順利，準備 B 計畫只是以防萬一。',
        },
        {
          en: 'False. A Plan B means you are ready for surprises, so you can stay calm if one comes.',
          'zh-TW': '不對。有 B 計畫代表你準備好面對意外，真的遇到時才能保持冷靜。',
        },
      ],
      why: {
        en: 'People make a Plan B because surprises can happen to anyone. It is like carrying an umbrella on a cloudy day.',
        'zh-TW': '準備 B 計畫，是因為意外誰都可能遇到，就像陰天出門帶一把傘。',
      },
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Leo plans a lemonade sale in the park on Saturday. Which are good what-if questions? Pick all that fit.',
        'zh-TW': '阿力打算星期六在公園賣檸檬汁。下面哪些是好的「萬一」問題？選出所有正確的答案。',
      },
      options: [
        { en: 'What if it rains?', 'zh-TW': '萬一下雨了，怎麼辦？' },
        { en: 'What if we run out of cups?', 'zh-TW': '萬一杯子不夠用，怎麼辦？' },
        { en: 'What color should our sign be?', 'zh-TW': '我們的招牌要用什麼顏色？' },
        {
          en: 'What if we sell 1,000 cups in one hour?',
          'zh-TW': '如果一個小時就賣掉 1,000 杯，那該有多好？',
        },
      ],
      answer: [0, 1],
      hintCycle: [
        {
          en: 'A what-if question asks what could go wrong.',
          'zh-TW': '「萬一」問題，問的是「可能會出什麼狀況」。',
        },
        {
          en: 'The sign color is a choice, not a problem. Selling 1,000 cups is a dream, not something going wrong.',
          'zh-TW': '招牌顏色是一個選擇，不是狀況；一小時賣掉 1,000 杯是美夢，不是出差錯。',
        },
        {
          en: 'The answer is "What if it rains?" and "What if we run out of cups?" Both ask about a problem, so Leo can make a Plan B.',
          'zh-TW': '答案是「萬一下雨了」和「萬一杯子不夠用」。兩個都在問可能出的狀況，阿力就能先想好 B 計畫。',
        },
      ],
      why: {
        en: 'A what-if question looks for problems before they happen. Each problem you find can get its own Plan B.',
        'zh-TW': '「萬一」問題是在事情發生前，先找出可能的狀況。每找到一個，就能替它準備 B 計畫。',
      },
    },
    {
      id: 'q4',
      type: 'single',
      question: {
        en: 'An wants 90 coins in 3 weeks. Her Plan A is to save 30 coins a week. In week 2, she can only save 10 coins. How many coins does her Plan B need to find?',
        'zh-TW': '小安想在 3 個星期存到 NT$90，她的 A 計畫是每星期存 NT$30。第 2 個星期，她只存到 NT$10。她的 B 計畫還要想辦法補上多少錢？',
      },
      options: [
        { en: '10 coins', 'zh-TW': 'NT$10' },
        { en: '20 coins', 'zh-TW': 'NT$20' },
        { en: '30 coins', 'zh-TW': 'NT$30' },
        { en: '70 coins', 'zh-TW': 'NT$70' },
      ],
      answer: [1],
      hintCycle: [
        {
          en: 'Add up what she really saves in the 3 weeks.',
          'zh-TW': '先把她 3 個星期真正存到的錢加起來。',
        },
        {
          en: 'Plan B does not need to find the whole 90 or a full 30. She saves 30 + 10 + 30 = 70 coins. Compare that with 90.',
          'zh-TW': 'B 計畫不用補整整 NT$90，也不是補 NT$30。她存了 30 + 10 + 30 = 70，再和目標 NT$90 比一比。',
        },
        {
          en: 'The answer is 20 coins: 90 − 70 = 20. In week 2 she saved 20 coins less than her plan (30 − 10 = 20).',
          'zh-TW': '答案是 NT$20：90 − 70 = 20。第 2 個星期比計畫少存了 30 − 10 = 20。',
        },
      ],
      why: {
        en: 'A Plan B only needs to fill the gap. Knowing the exact gap makes the backup plan small and easy.',
        'zh-TW': 'B 計畫只要補上差的那一段。算清楚差多少，備用方案就會小小的、做得到。',
      },
    },
    {
      id: 'q5',
      type: 'bool',
      question: {
        en: "Leo needs lemons for his stand. His Plan A is to buy them at the market on Saturday morning. True or false: 'If the market is sold out, I will buy lemons at Grandma Lin's shop' is a good Plan B.",
        'zh-TW': '阿力的檸檬汁攤需要檸檬，他的 A 計畫是星期六早上去市場買。對或不對：「萬一市場的檸檬賣完了，我就去林奶奶的小店買」是一個好的 B 計畫。',
      },
      answer: true,
      hintCycle: [
        {
          en: 'What could go wrong with Plan A?',
          'zh-TW': 'A 計畫可能會出什麼狀況？',
        },
        {
          en: 'The market might sell out. Does this plan still get Leo his lemons?',
          'zh-TW': '市場的檸檬可能會賣完。這個方案還能讓阿力買到檸檬嗎？',
        },
        {
          en: 'True. It answers a what-if question and still gets Leo the lemons he needs. That is a good Plan B.',
          'zh-TW': '對。它回答了「萬一」問題，而且阿力還是買得到需要的檸檬，這就是好的 B 計畫。',
        },
      ],
      why: {
        en: 'A good Plan B answers one what-if question and still reaches the goal. Leo still gets his lemons.',
        'zh-TW': '好的 B 計畫，會回答一個「萬一」問題，而且還是能達成目標：阿力一樣買得到檸檬。',
      },
    },
  ],
  autoMission: {
    title: { en: 'My Plan B', 'zh-TW': '我的 B 計畫' },
    options: [
      {
        id: 'plan-a-and-b',
        label: { en: 'Plan A and Plan B', 'zh-TW': 'A 計畫和 B 計畫' },
        instructions: {
          en: 'Pick a goal and finish the plan: "My goal: [goal]. Plan A: [plan]. What if [problem]? Plan B: [backup plan]."',
          'zh-TW': '選一個目標，完成你的計畫：「我的目標：［目標］。A 計畫：［計畫］。萬一［狀況］，怎麼辦？B 計畫：［備用方案］。」',
        },
        controlType: 'template-select',
      },
      {
        id: 'match-plan-b',
        label: { en: 'Match a Plan B', 'zh-TW': '幫問題找 B 計畫' },
        instructions: {
          en: 'Drag each problem to its Plan B. It rains → sell under the covered walkway. The market is out of lemons → buy at Grandma Lin\'s shop. A missed week of saving → help at the stand to earn it back.',
          'zh-TW': '把每個問題拖到對應的 B 計畫：下雨了 → 改到騎樓下賣；市場的檸檬賣完了 → 去林奶奶的小店買；有一個星期沒存到錢 → 去攤位幫忙賺回來。',
        },
        controlType: 'drag-validate',
      },
      {
        id: 'what-if-check',
        label: { en: 'What-if check', 'zh-TW': '「萬一」檢查' },
        instructions: {
          en: 'With a grown-up, pick one plan for this week, like a savings goal or a trip. Ask three what-if questions about it. Tick one box for each question.',
          'zh-TW': '和大人一起選一個這星期的計畫，像是存錢目標或一趟出遊，為它問三個「萬一」問題。每問一個就打一個勾。',
        },
        controlType: 'checkbox',
      },
    ],
    completionRule: 'any_one',
  },
} satisfies AdventureBody;

export default body;
