import type { AdventureBody } from '../schema/module-body';

/**
 * M92 · Global Sky Islands, last lesson (the island's capstone): "Growing a Healthy Economy" / 「讓經濟健康成長」.
 * Learning outcome — Grade 8, Earning Income: explain that an economy grows when people make more goods, and
 * that learning new skills, new ideas and working together help them do it; and use the island's other ideas
 * with it (taxes for shared things and choices in a budget, safety nets, steady prices) in an island-council scene.
 * Benchmark, in words: the grade-8 Earning Income statements on how education, training and new skills help
 * people produce more and earn income.
 * Recap, in general words (the island's lessons are written in parallel): taxes pay for things we share and a
 * budget means choosing; fair rules and citizens' voices; an economy is all the making, buying, selling and
 * working in a place, and growth means more made than last year; steady prices protect savings, and printing
 * money without more goods makes prices rise (M91, Jay's kite game); jobs and skills, savings for slow times,
 * and money going round.
 * Cloud Isle (雲朵島) and its council, makers, bakers and tax coins are the island's own, plainly pretend.
 * Numbers: story: 10 makers × 10 kites = 100 kites a week; after the class and the new frame, 10 × 12 = 120;
 * 120 − 100 = 20 more a week. Budget: 500 tax coins: bridge 300 + kite class 200 = 500; the fireworks show
 * (500) waits. Definitions repeat 100 → 120.
 * Quiz: q2 5 bakers × 20 loaves = 100; after a class 5 × 24 = 120; 120 − 100 = 20 more (distractors 4 = 24 − 20
 * per baker, 120 = the new total, 24 = one baker's new number); q4 400 tax coins: roof 250 + class 150 = 400;
 * q1, q3, q5 no calculations.
 * Facts:
 * - Taxes pay for things people share, such as roads, schools, parks and libraries (general knowledge; the
 *   island council's budget is pretend); Taiwan's central government budget is proposed by the Executive Yuan
 *   and passed by the Legislative Yuan (立法院), and the lesson names only the Legislative Yuan passing it
 *   — Budget Act (預算法), 2025.
 * - Employment Insurance (就業保險) pays insured workers who lose their job through no fault of their own,
 *   while they look for work — Employment Insurance Act (就業保險法), 2025.
 * - Printing too much money makes prices rise (the lesson recalls M91's kite game, no figure) — Central Bank
 *   of the Republic of China (Taiwan), retrospective, 2024.
 */
const body = {
  id: 'M92',
  format: 'adventure',
  storyIntro: [
    {
      en: 'It is the last day on Global Sky Islands. Ms. Chen turns the classroom into an island council. "Today you run Cloud Isle, a pretend floating island. Your job is to help its economy grow in a healthy way."',
      'zh-TW':
        '今天是全班在全球天空群島的最後一天。陳老師把教室變成一場島嶼議會：「今天由你們來管理『雲朵島』，一座假想的漂浮島。你們的任務，是讓它的經濟健康成長。」',
    },
    {
      en: 'Cloud Isle has 10 kite makers. Each makes 10 kites a week. 10 × 10 = 100 kites a week. The council also has 500 tax coins to spend this year.',
      'zh-TW': '雲朵島上有 10 位做風箏的師傅，每人每週做 10 個風箏，10 × 10 = 100，一週一共 100 個。議會今年還有 NT$500 的稅金可以用。',
    },
    {
      en: 'Mei grins and asks, "Should we just print more money?" Jay laughs and shakes his head. "I tried that in the kite game. More coins and the same kites just made prices rise. We need more kites, not more coins."',
      'zh-TW':
        '小美笑嘻嘻地問：「我們要不要乾脆多印一點錢？」阿哲笑著搖搖頭：「我在風箏遊戲裡試過了。錢變多、風箏一樣多，結果只有價格變貴。我們需要的是更多風箏，不是更多錢。」',
    },
    {
      en: 'An has an idea. "What about a kite class at the library? The makers can learn new skills." Leo adds, "I thought of a lighter frame that is faster to build. If the makers work together, they can all use it."',
      'zh-TW':
        '小安想到一個辦法：「在圖書館開一堂風箏課，怎麼樣？師傅們可以學新技能。」阿力接著說：「我想到一種比較輕、做起來比較快的骨架。師傅們一起合作，大家都能用。」',
    },
    {
      en: 'Ms. Chen nods. "Say the class and the new frame help each maker make 12 kites a week. 10 × 12 = 120. That is 120 − 100 = 20 more kites a week."',
      'zh-TW': '陳老師點點頭：「假設上了課、用了新骨架，每位師傅一週能做 12 個。10 × 12 = 120，也就是每週多做了 120 − 100 = 20 個風箏。」',
    },
    {
      en: 'Now the council must choose. The sky bridge to the market is cracked, and fixing it costs 300 coins. The kite class costs 200. A big fireworks show would cost 500. Mei sighs, then votes with the others: bridge and class. 300 + 200 = 500. The show can wait.',
      'zh-TW':
        '現在議會得做選擇了。通往市集的空中吊橋裂開了，修好要 NT$300；風箏課要 NT$200；一場大型煙火秀要 NT$500。小美嘆了一口氣，還是和大家一起投票：修吊橋、開風箏課。300 + 200 = 500。煙火秀可以等一等。',
    },
    {
      en: 'Jay asks, "What if a maker loses her job?" Ms. Chen says, "In Taiwan, there is Employment Insurance. It helps insured workers who lose a job through no fault of their own, while they look for work."',
      'zh-TW': '阿哲問：「如果有師傅失業了怎麼辦？」陳老師說：「在台灣，有就業保險。參加保險的人不是因為自己的錯而失業時，在找新工作的期間，可以得到幫助。」',
    },
    {
      en: 'Pip flies a loop over the council. "Squawk! Learn new skills, share new ideas, work together, and keep prices steady. That is how an island grows strong!"',
      'zh-TW': '皮皮在議會上空繞了一圈：「嘎！學新技能、分享新點子、一起合作，再讓物價保持穩定，島嶼就會越來越強壯！」',
    },
  ],
  definitions: [
    {
      term: { en: 'economic growth', 'zh-TW': '經濟成長' },
      definition: {
        en: 'When a place makes more goods and services than before.',
        'zh-TW': '一個地方做出來的東西和服務，比以前更多。',
      },
      example: {
        en: 'Cloud Isle grows from 100 to 120 kites a week.',
        'zh-TW': '雲朵島從每週 100 個風箏，變成每週 120 個。',
      },
    },
    {
      term: { en: 'skill', 'zh-TW': '技能' },
      definition: {
        en: 'Something you have learned to do well.',
        'zh-TW': '你學會、而且做得好的本事。',
      },
      example: {
        en: 'At the library class, the makers learn the skill of gluing frames fast and straight.',
        'zh-TW': '在圖書館的課上，師傅們學會把骨架黏得又快又直的技能。',
      },
    },
    {
      term: { en: 'new idea', 'zh-TW': '新點子' },
      definition: {
        en: 'A new and better way to make or do something.',
        'zh-TW': '做東西或做事情的新方法，而且更好用。',
      },
      example: {
        en: "Leo's lighter frame is a new idea. It makes building a kite faster.",
        'zh-TW': '阿力想到的輕骨架就是新點子，讓做風箏變得更快。',
      },
    },
    {
      term: { en: 'teamwork', 'zh-TW': '合作' },
      definition: {
        en: 'Working together and sharing what you know.',
        'zh-TW': '大家一起做事，把自己會的分享出來。',
      },
      example: {
        en: 'The makers share the new frame, so every maker gets faster, not just one.',
        'zh-TW': '師傅們彼此分享新骨架，所以每一位都變快了，不是只有一個人。',
      },
    },
    {
      term: { en: 'safety net', 'zh-TW': '安全網' },
      definition: {
        en: 'Help that people pay into together, for when times are hard.',
        'zh-TW': '大家一起出錢準備好，在遇到困難時拉一把的幫助。',
      },
      example: {
        en: 'Employment Insurance is a safety net for insured workers who lose a job through no fault of their own.',
        'zh-TW': '就業保險就是一張安全網，幫助參加保險、不是因為自己的錯而失業的人。',
      },
    },
  ],
  examples: [
    {
      en: 'Taxes pay for things we share, like roads, schools, parks and libraries. A budget cannot buy everything, so a council chooses. In Taiwan, the Legislative Yuan passes the budget.',
      'zh-TW': '稅金用來支付大家共用的東西，像是道路、學校、公園和圖書館。預算沒辦法什麼都買，所以議會要做選擇。在台灣，政府的預算要由立法院通過。',
    },
    {
      en: 'Fair rules, like true ads and honest weights, keep markets fair. Citizens have a say when they vote and share ideas.',
      'zh-TW': '像廣告要說實話、秤重要誠實這樣的規則，讓市場保持公平。大家也可以透過投票、提出意見，表達自己的想法。',
    },
    {
      en: 'An economy is all the making, buying, selling and working in a place. Growth means more is made than the year before.',
      'zh-TW': '經濟就是一個地方所有的製造、買賣和工作。經濟成長，就是做出來的東西比前一年更多。',
    },
    {
      en: 'Steady prices protect what savings can buy. Printing money without making more goods makes prices rise.',
      'zh-TW': '物價穩定，存下來的錢才買得到一樣多的東西。只印鈔票、不多做東西，物價就會上漲。',
    },
    {
      en: "Skills help people find jobs. Savings help families in slow times. And one person's spending is another person's income.",
      'zh-TW': '技能幫助大家找到工作；存款幫助家庭度過景氣差的時候。還有，一個人花出去的錢，就是另一個人的收入。',
    },
  ],
  sentenceBuilder: {
    frames: [
      {
        id: 'skills-make-more',
        text: {
          en: 'When workers gain new ______ and share new ideas, the island can make ______ kites.',
          'zh-TW': '師傅們有了新的______，又分享新點子，島上就能做出______的風箏。',
        },
        wordPool: {
          en: ['coins', 'skills', 'fewer', 'more'],
          'zh-TW': ['鈔票', '技能', '更少', '更多'],
        },
        accepts: {
          en: [['skills'], ['more']],
          'zh-TW': [['技能'], ['更多']],
        },
        hints: [
          {
            en: 'Think about the library class and what it taught the makers.',
            'zh-TW': '想想圖書館的風箏課，教了師傅們什麼？',
          },
          {
            en: 'New coins do not make kites; they only push prices up. And new skills do not make workers slower.',
            'zh-TW': '新鈔票變不出風箏，只會讓價格上漲；學了新本事，也不會讓人做得更少。',
          },
          {
            en: 'The answer is "skills" and "more": new skills and shared ideas took Cloud Isle from 100 to 120 kites a week.',
            'zh-TW': '答案是「技能」和「更多」：新技能加上分享新點子，讓雲朵島從每週 100 個風箏變成 120 個。',
          },
        ],
      },
      {
        id: 'goods-not-coins',
        text: {
          en: 'Printing more ______ does not make more kites. Steady ______ help savings keep their buying power.',
          'zh-TW': '多印______，不會多出風箏；______穩定，存下來的錢才能保住購買力。',
        },
        wordPool: {
          en: ['goods', 'money', 'taxes', 'prices'],
          'zh-TW': ['商品', '鈔票', '稅金', '物價'],
        },
        accepts: {
          en: [['money'], ['prices']],
          'zh-TW': [['鈔票'], ['物價']],
        },
        hints: [
          {
            en: "Remember Jay's kite game from the last lesson.",
            'zh-TW': '想想上一課阿哲的風箏遊戲。',
          },
          {
            en: 'Kites are goods, and you cannot print them. Taxes pay for shared things; they do not set what savings can buy.',
            'zh-TW': '風箏是商品，不是印出來的；稅金是拿來支付大家共用的東西，不是決定存款能買多少的東西。',
          },
          {
            en: 'The answer is "money" and "prices": more money alone only raises prices, and steady prices protect savings.',
            'zh-TW': '答案是「鈔票」和「物價」：只多印鈔票，只會讓價格變高；物價穩定，存款才保得住購買力。',
          },
        ],
      },
      {
        id: 'share-and-choose',
        text: {
          en: 'Taxes pay for things we ______, like the sky bridge. A council cannot buy everything, so it must ______.',
          'zh-TW': '稅金用來支付大家______的東西，像是空中吊橋。議會沒辦法什麼都買，所以要______。',
        },
        wordPool: {
          en: ['borrow', 'share', 'sell', 'choose'],
          'zh-TW': ['借錢', '共用', '賣掉', '做選擇'],
        },
        accepts: {
          en: [['share'], ['choose']],
          'zh-TW': [['共用'], ['做選擇']],
        },
        hints: [
          {
            en: 'Who uses the sky bridge? And what did the council do with the fireworks show?',
            'zh-TW': '誰會走空中吊橋？議會最後怎麼處理煙火秀？',
          },
          {
            en: 'The bridge is not for sale, and borrowing does not make the money go further. The council picked some plans and let one wait.',
            'zh-TW': '吊橋不是拿來賣的；借錢也不會讓錢變多。議會是挑了幾個計畫，讓另一個等一等。',
          },
          {
            en: 'The answer is "share" and "choose": taxes pay for shared things, and a budget means choosing, like bridge and class before fireworks.',
            'zh-TW': '答案是「共用」和「做選擇」：稅金支付大家共用的東西；做預算就要選擇，像是先修吊橋、開課，煙火秀等一等。',
          },
        ],
      },
    ],
  },
  quiz5: [
    {
      id: 'q1',
      type: 'multi',
      question: {
        en: 'The council wants Cloud Isle to grow in a healthy way. Which plans help? Pick all that fit.',
        'zh-TW': '議會希望雲朵島健康地成長。下面哪些計畫有幫助？選出所有正確的答案。',
      },
      options: [
        { en: 'Run a class so workers learn new skills.', 'zh-TW': '開一堂課，讓工人學新技能。' },
        { en: 'Print a big pile of new coins for everyone.', 'zh-TW': '印一大堆新鈔票，發給每個人。' },
        { en: 'Help workers share a new idea that saves time.', 'zh-TW': '幫工人分享一個省時間的新點子。' },
        { en: 'Spend the whole tax budget on one fireworks show.', 'zh-TW': '把全部的稅金拿去辦一場煙火秀。' },
      ],
      answer: [0, 2],
      hintCycle: [
        {
          en: 'Which plans help the island make more goods?',
          'zh-TW': '哪些計畫能讓島上做出更多東西？',
        },
        {
          en: 'New coins do not make new goods; they only push prices up. One show is fun, but it leaves nothing that helps the island make more.',
          'zh-TW': '新鈔票變不出新東西，只會讓價格上漲；煙火秀很好看，但放完以後，島上並沒有因此做出更多東西。',
        },
        {
          en: 'The answer is the skills class and sharing a new idea. Both help workers make more goods.',
          'zh-TW': '答案是「開課學新技能」和「分享省時間的新點子」。兩個都能幫工人做出更多東西。',
        },
      ],
      why: {
        en: 'An economy grows when people make more. Learning and shared ideas help them do that; printing coins does not.',
        'zh-TW': '大家做出更多東西，經濟才會成長。學習和分享點子能做到，印鈔票做不到。',
      },
    },
    {
      id: 'q2',
      type: 'single',
      question: {
        en: 'On Cloud Isle, 5 bakers each bake 20 loaves a day. 5 × 20 = 100. After a baking class, each baker bakes 24 loaves a day. How many more loaves a day does the island make now?',
        'zh-TW': '雲朵島上有 5 位麵包師傅，每人每天烤 20 條吐司，5 × 20 = 100。上了烘焙課以後，每人每天能烤 24 條。現在島上每天比以前多烤幾條？',
      },
      options: [
        { en: '20 more loaves', 'zh-TW': '多 20 條' },
        { en: '4 more loaves', 'zh-TW': '多 4 條' },
        { en: '120 more loaves', 'zh-TW': '多 120 條' },
        { en: '24 more loaves', 'zh-TW': '多 24 條' },
      ],
      answer: [0],
      hintCycle: [
        {
          en: 'First find the new total for the whole island. Then compare it with 100.',
          'zh-TW': '先算出全島現在一天一共烤幾條，再和 100 比一比。',
        },
        {
          en: '4 more is for one baker only, and 120 is the new total, not the extra. Try 5 × 24 first.',
          'zh-TW': '多 4 條只是一位師傅多的；120 是新的總數，不是多出來的。先算 5 × 24。',
        },
        {
          en: 'The answer is 20 more loaves: 5 × 24 = 120, and 120 − 100 = 20.',
          'zh-TW': '答案是多 20 條：5 × 24 = 120，120 − 100 = 20。',
        },
      ],
      why: {
        en: 'A new skill helped every baker make a little more. Together that is 20 more loaves a day: that is growth.',
        'zh-TW': '新技能讓每位師傅都多烤一點，加起來每天就多了 20 條，這就是成長。',
      },
    },
    {
      id: 'q3',
      type: 'bool',
      question: {
        en: 'True or false: If Cloud Isle prints twice as many coins, its bakers will bake twice as much bread.',
        'zh-TW': '對或不對：如果雲朵島印了 2 倍的錢，麵包師傅就會烤出 2 倍的麵包。',
      },
      answer: false,
      hintCycle: [
        {
          en: 'Where does bread come from: from coins, or from bakers working?',
          'zh-TW': '麵包是從哪裡來的？是錢變出來的，還是師傅烤出來的？',
        },
        {
          en: 'Printing coins does not give bakers more ovens, time or skills. It only puts more coins in people\'s hands.',
          'zh-TW': '多印錢，不會讓師傅多出烤箱、時間或技能，只是讓大家手上的錢變多。',
        },
        {
          en: 'False. More coins with the same bread only make bread cost more. More bread takes work, skills and ideas.',
          'zh-TW': '不對。錢變多、麵包一樣多，只會讓麵包變貴。要有更多麵包，得靠工作、技能和點子。',
        },
      ],
      why: {
        en: 'Goods come from people working. Printing money without more goods makes prices rise, as in Jay\'s kite game.',
        'zh-TW': '東西要靠大家工作才做得出來。只印錢、東西沒變多，價格就會上漲，就像阿哲的風箏遊戲。',
      },
    },
    {
      id: 'q4',
      type: 'single',
      question: {
        en: 'Next year, Cloud Isle has 400 tax coins. The school roof leaks, and fixing it costs 250. The bakers ask for a baking class for 150. Which plan is best?',
        'zh-TW': '明年，雲朵島有 NT$400 的稅金。學校的屋頂漏水，修好要 NT$250；麵包師傅想開一堂 NT$150 的烘焙課。哪一個計畫最好？',
      },
      options: [
        {
          en: 'Print extra coins, so the island can pay for more things.',
          'zh-TW': '多印一些錢，這樣島上就能付錢買更多東西。',
        },
        {
          en: 'Spend all 400 on a big party, since fun matters too.',
          'zh-TW': 'NT$400 全部拿去辦大派對，因為開心也很重要。',
        },
        {
          en: 'Keep all 400 coins in a box, and fix nothing at all.',
          'zh-TW': '把 NT$400 全部收進箱子裡，什麼都不修。',
        },
        {
          en: 'Fix the roof for 250, and run the baking class for 150.',
          'zh-TW': '用 NT$250 修屋頂，NT$150 開烘焙課。',
        },
      ],
      answer: [3],
      hintCycle: [
        {
          en: 'Which plan uses taxes for shared things and helps workers make more?',
          'zh-TW': '哪一個計畫把稅金用在大家共用的東西上，又能幫工人做得更多？',
        },
        {
          en: 'Printing coins only makes prices rise. A party leaves the roof leaking. Keeping every coin in a box helps nobody this year.',
          'zh-TW': '多印錢只會讓價格上漲；辦派對，屋頂還是會漏水；把錢全部鎖在箱子裡，今年誰也沒幫到。',
        },
        {
          en: 'The answer is "Fix the roof for 250, and run the baking class for 150." 250 + 150 = 400: a shared school and new skills.',
          'zh-TW': '答案是「用 NT$250 修屋頂，NT$150 開烘焙課」。250 + 150 = 400：修好大家的學校，也學到新技能。',
        },
      ],
      why: {
        en: 'A good budget pays for shared needs first and helps people learn. The plan adds up exactly: 250 + 150 = 400.',
        'zh-TW': '好的預算先照顧大家共同的需要，也幫助大家學習。這個計畫加起來剛剛好：250 + 150 = 400。',
      },
    },
    {
      id: 'q5',
      type: 'bool',
      question: {
        en: 'True or false: Taxes can pay for a library class where workers learn new skills, and that can help the economy grow.',
        'zh-TW': '對或不對：稅金可以用來在圖書館開課，讓工人學新技能，這樣能幫助經濟成長。',
      },
      answer: true,
      hintCycle: [
        {
          en: 'What do taxes pay for? And what happens when workers learn new skills?',
          'zh-TW': '稅金可以用在哪裡？工人學會新技能以後，會發生什麼事？',
        },
        {
          en: 'A library is a shared place, so taxes can pay for it. New skills help workers make more.',
          'zh-TW': '圖書館是大家共用的地方，稅金可以支付；新技能能幫工人做出更多東西。',
        },
        {
          en: 'True. Taxes paid for the kite class on Cloud Isle, and the makers went from 100 to 120 kites a week.',
          'zh-TW': '對。雲朵島用稅金開了風箏課，師傅們從每週 100 個風箏，進步到 120 個。',
        },
      ],
      why: {
        en: 'Taxes, shared places and learning work together. When people learn, they can make more, and the economy grows.',
        'zh-TW': '稅金、大家共用的地方和學習，可以一起發揮作用。大家學得更多、做得更多，經濟就會成長。',
      },
    },
  ],
  autoMission: {
    title: { en: 'My Island Council', 'zh-TW': '我的島嶼議會' },
    options: [
      {
        id: 'council-budget',
        label: { en: 'Spend the tax coins', 'zh-TW': '分配稅金' },
        instructions: {
          en: 'Drag plan cards into a budget of exactly 500 coins. The cards are: fix the bridge 300, kite class 200, fireworks show 500, new park bench 100.',
          'zh-TW': '把計畫卡拖進預算裡，加起來要剛好 NT$500。卡片有：修吊橋 NT$300、風箏課 NT$200、煙火秀 NT$500、公園新長椅 NT$100。',
        },
        controlType: 'drag-validate',
      },
      {
        id: 'healthy-economy-check',
        label: { en: 'Healthy economy checklist', 'zh-TW': '健康經濟檢查表' },
        instructions: {
          en: 'Sit with a grown-up and tick each idea you can explain. Taxes pay for shared things. A budget means choosing. Safety nets help in hard times. Printing money without more goods makes prices rise. Skills help people make more.',
          'zh-TW': '和大人一起，勾出你說得出來的想法：稅金支付大家共用的東西；做預算就要選擇；安全網在困難時幫忙；只印錢、不多做東西，物價會上漲；技能讓大家做得更多。',
        },
        controlType: 'checkbox',
      },
      {
        id: 'my-idea',
        label: { en: 'My idea for the island', 'zh-TW': '我給島嶼的點子' },
        instructions: {
          en: 'Pick one: learn a skill, share a new idea, or work as a team. Then finish: "To help my island grow, I would [idea], because [reason]."',
          'zh-TW': '選一個：學一項技能、分享一個新點子，或一起合作。然後完成句子：「為了讓我的島嶼成長，我會［點子］，因為［原因］。」',
        },
        controlType: 'template-select',
      },
    ],
    completionRule: 'any_one',
  },
} satisfies AdventureBody;

export default body;
