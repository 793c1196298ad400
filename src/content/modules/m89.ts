import type { AdventureBody } from '../schema/module-body';

/**
 * M89 · Global Sky Islands: "Booms and Slowdowns" / 「景氣的起起伏伏」.
 * Learning outcome — Grade 8, Saving: explain that an economy has busy times (booms), when most people buy
 * more and shops hire, and slow times (slowdowns), when people buy less and shops sell less; and that saving
 * part of income in busy times builds an emergency fund that helps a family or a business through slow
 * times without borrowing.
 * Benchmark, in words: the grade-8 Saving statements that people save for unexpected events and hard times,
 * and that an emergency fund is built by setting aside part of income over time.
 * Ties back to Shield Island M53 (Jay's family's emergency fund and the fridge) and Risk Volcano M22
 * (refill the fund after using it). Leo's stand: a rainy Saturday sells less (cast sheet); he keeps 20 coins
 * of a sunny Saturday's about 140 left over. Calm: slow times pass and busy times come back, like waves.
 * Numbers: Ms. Hsu's dumpling stall (the island's own figures, said in the text): busy weeks 2,000 in,
 * costs 1,500 → 2,000 − 1,500 = 500 left; she saves 300 a week; 10 busy weeks → 300 × 10 = 3,000.
 * Slow weeks 1,200 in, costs 1,500 → 1,500 − 1,200 = 300 short a week; 3,000 ÷ 300 = 10 slow weeks
 * covered; after 8 slow weeks 3,000 − 300 × 8 = 600 left. Examples: balloon trips 2 → 3 a day.
 * Frames: 200 × 6 = 1,200; 1,200 ÷ 300 = 4 (distractors 206 = 200 + 6, 6 = the busy weeks).
 * Quiz: q1 Mr. Ko's bike rental has 1,000 more than it needs each busy month (no sums); q4 Mr. Lo's kite
 * stall saves 400 a week for 6 busy weeks → 400 × 6 = 2,400; short 300 a week → 2,400 ÷ 300 = 8 weeks
 * (distractors 6 = the weeks he saved, 4 and 10 slips; check 300 × 8 = 2,400).
 * Facts: none — the stall's, the kite stall's and the bike rental's figures are the island's own
 * ("On Money Islands … Real stalls are different."); booms and slowdowns are described in general words,
 * with no real figures, dates or laws.
 */
const body = {
  id: 'M89',
  format: 'adventure',
  storyIntro: [
    {
      en: 'Leo and Pip stand on the highest sky island. Far below, the clouds rise and fall like waves. "The economy moves a bit like that," says Ms. Chen. "It has busy times and slow times." Leo wants to see what she means. So the class takes a balloon to the sky market.',
      'zh-TW':
        '阿力和皮皮站在最高的那座天空島上，往下看，雲海像海浪一樣起起伏伏。陳老師說：「經濟也有點像這樣，有熱鬧的時候，也有冷清的時候。」阿力想看看這是什麼意思，全班就搭熱氣球去天空市集。',
    },
    {
      en: 'Right now it is a busy time, a boom. Visitors fill the market. Ms. Hsu\'s dumpling stall has a long line. "Most stalls sell more right now," she says. "The tea shop even hired a new helper." On Money Islands, her stall takes in 2,000 coins a week. Her costs are 1,500 coins. 2,000 − 1,500 = 500 coins are left. Real stalls are different.',
      'zh-TW':
        '現在正是熱鬧的時候，也就是景氣好。市集裡擠滿了遊客，許阿姨的水餃攤前排了長長的隊伍。她說：「最近大部分的攤子都賣得比較多，茶店還多請了一個幫手呢。」在理財冒險島上，她的攤子一個星期收進 NT$2,000，成本是 NT$1,500，2,000 − 1,500 = 500，還剩 NT$500。真實的攤子數字不一樣喔。',
    },
    {
      en: 'Leo asks, "Will you spend the extra 500 coins?" Ms. Hsu shows him a blue tin. "I put 300 coins in here each busy week. It is my fund for slow times." Leo nods. "Like Jay\'s family fund! It paid for their new fridge." After 10 busy weeks, the tin holds 300 × 10 = 3,000 coins.',
      'zh-TW':
        '阿力問：「多出來的 NT$500，你會花掉嗎？」許阿姨拿出一個藍色鐵盒：「生意好的每個星期，我都放 NT$300 進去，這是留給冷清時候用的預備金。」阿力點點頭：「就像阿哲家的預備金，冰箱壞掉時就派上用場！」10 個忙碌的星期過去，鐵盒裡有 300 × 10 = 3,000，一共 NT$3,000。',
    },
    {
      en: 'Months later, the class comes back. Now it is a slowdown. Fewer visitors come, and people buy fewer extras. Ms. Hsu\'s stall takes in only 1,200 coins a week. Her costs are still 1,500 coins. 1,500 − 1,200 = 300, so she is 300 coins short each week.',
      'zh-TW':
        '幾個月後，全班又來了。這次是景氣差的時候：遊客變少，大家也少買額外的東西。許阿姨的攤子一個星期只收進 NT$1,200，成本還是 NT$1,500。1,500 − 1,200 = 300，每個星期不夠 NT$300。',
    },
    {
      en: 'Ms. Hsu stays calm. She takes 300 coins a week from her tin. 3,000 ÷ 300 = 10, so the tin can cover 10 slow weeks. She does not need to borrow. After 8 weeks, visitors start to come back. The tin still has 3,000 − 300 × 8 = 600 coins. Now she starts to refill it.',
      'zh-TW':
        '許阿姨一點也不慌，每個星期從鐵盒拿 NT$300 出來補。3,000 ÷ 300 = 10，鐵盒可以撐 10 個冷清的星期，她不需要去借錢。過了 8 個星期，遊客慢慢回來了。鐵盒裡還有 3,000 − 300 × 8 = 600，也就是 NT$600。現在，她又開始把預備金補回來。',
    },
    {
      en: 'Leo grins. "It is like my lemonade stand. A rainy Saturday sells less. So I keep 20 coins from each sunny Saturday." Pip flaps. "Squawk! Busy times and slow times take turns. Save on sunny days for the rainy ones!"',
      'zh-TW':
        '阿力笑著說：「跟我的檸檬水攤一樣！下雨的星期六賣得比較少，所以每個晴天的星期六，我都留下 NT$20。」皮皮拍拍翅膀：「嘎！熱鬧和冷清會輪流來。晴天的時候存一點，留給下雨天用！」',
    },
  ],
  definitions: [
    {
      term: { en: 'boom', 'zh-TW': '景氣好' },
      definition: {
        en: 'A busy time, when most people buy more and jobs are easier to find.',
        'zh-TW': '熱鬧的時候：大部分的人買得比較多，工作也比較好找。',
      },
      example: {
        en: "In the boom, Ms. Hsu's stall has a long line, and the tea shop hires a helper.",
        'zh-TW': '景氣好的時候，許阿姨的攤子大排長龍，茶店也多請了幫手。',
      },
    },
    {
      term: { en: 'slowdown', 'zh-TW': '景氣差' },
      definition: {
        en: 'A slow time, when people buy less and shops sell less.',
        'zh-TW': '冷清的時候：大家買得比較少，店家也賣得比較少。',
      },
      example: {
        en: "In the slowdown, Ms. Hsu's stall takes in 1,200 coins a week, not 2,000.",
        'zh-TW': '景氣差的時候，許阿姨的攤子一個星期只收進 NT$1,200，不是 NT$2,000。',
      },
    },
    {
      term: { en: 'ups and downs', 'zh-TW': '景氣循環' },
      definition: {
        en: 'The way busy times and slow times take turns, like waves.',
        'zh-TW': '熱鬧和冷清輪流出現，就像海浪一樣起起伏伏。',
      },
      example: {
        en: 'After 8 slow weeks, visitors came back. That is the ups and downs of the economy.',
        'zh-TW': '冷清了 8 個星期以後，遊客又回來了，這就是景氣循環。',
      },
    },
    {
      term: { en: 'emergency fund', 'zh-TW': '緊急預備金' },
      definition: {
        en: 'Money saved for surprises and hard times, kept apart from spending money.',
        'zh-TW': '為意外和困難的時候存下來的錢，和平常要花的錢分開放。',
      },
      example: {
        en: "Ms. Hsu's blue tin is her emergency fund for slow times.",
        'zh-TW': '許阿姨的藍色鐵盒，就是她為冷清時候準備的緊急預備金。',
      },
    },
    {
      term: { en: 'short', 'zh-TW': '入不敷出' },
      definition: {
        en: 'When less money comes in than has to go out.',
        'zh-TW': '收進來的錢，比要付出去的錢少。',
      },
      example: {
        en: 'In slow weeks, Ms. Hsu is 300 coins short each week.',
        'zh-TW': '冷清的那幾個星期，許阿姨每星期入不敷出 NT$300。',
      },
    },
  ],
  examples: [
    {
      en: 'In a boom, the balloon company flies 3 trips a day instead of 2. It needs more pilots.',
      'zh-TW': '景氣好的時候，熱氣球公司一天從飛 2 趟變成飛 3 趟，需要更多駕駛員。',
    },
    {
      en: 'In a slowdown, a family may skip a balloon ride and have a picnic in the free park instead.',
      'zh-TW': '景氣差的時候，有的家庭會先不搭熱氣球，改去免費的公園野餐。',
    },
    {
      en: "Jay's family kept an emergency fund, so they paid for the new fridge without borrowing. A fund helps in slow times too.",
      'zh-TW': '阿哲家存了緊急預備金，冰箱壞了不用借錢就能買新的。預備金在景氣差的時候，也一樣派得上用場。',
    },
    {
      en: 'Slow times can feel long. But they pass, and busy times come again, like the next wave.',
      'zh-TW': '冷清的時候可能感覺很漫長，但它會過去，熱鬧的時候又會再來，就像下一波海浪。',
    },
  ],
  sentenceBuilder: {
    frames: [
      {
        id: 'name-the-time',
        text: {
          en: 'In a ______, most shops sell more and hire helpers. In a ______, people buy less.',
          'zh-TW': '______的時候，大部分的店賣得比較多，還會請幫手；______的時候，大家買得比較少。',
        },
        wordPool: {
          en: ['slowdown', 'sale', 'boom'],
          'zh-TW': ['景氣差', '特價', '景氣好'],
        },
        accepts: {
          en: [['boom'], ['slowdown']],
          'zh-TW': [['景氣好'], ['景氣差']],
        },
        hints: [
          {
            en: 'Which time did Leo see first at the sky market?',
            'zh-TW': '阿力第一次去天空市集時，看到的是哪一種時候？',
          },
          {
            en: 'A sale is one shop cutting a price; it is not a busy time for everyone. Buying less goes with slow times.',
            'zh-TW': '特價只是一家店降價，不是大家都熱鬧的時候。大家買得少，是冷清的時候。',
          },
          {
            en: 'The answer is "boom" and "slowdown": shops sell more and hire in a boom, and people buy less in a slowdown.',
            'zh-TW': '答案是「景氣好」和「景氣差」：景氣好時店家賣得多、請幫手；景氣差時大家買得少。',
          },
        ],
      },
      {
        id: 'save-in-sunny-times',
        text: {
          en: 'In busy times, I ______ part of what I earn, so my emergency fund can help in ______ times.',
          'zh-TW': '景氣好的時候，我把賺到的錢______一部分，到了景氣______的時候，緊急預備金就能幫上忙。',
        },
        wordPool: {
          en: ['spend', 'save', 'busy', 'slow'],
          'zh-TW': ['花掉', '存下', '好', '差'],
        },
        accepts: {
          en: [['save'], ['slow']],
          'zh-TW': [['存下'], ['差']],
        },
        hints: [
          {
            en: 'What did Ms. Hsu do with 300 coins in each busy week?',
            'zh-TW': '生意好的每個星期，許阿姨怎麼處理那 NT$300？',
          },
          {
            en: 'Spending it all leaves nothing for later. The fund is not needed most in busy times, when a lot comes in.',
            'zh-TW': '全部花掉，以後就什麼都沒有了。錢進來得多的熱鬧時候，最不需要動用預備金。',
          },
          {
            en: 'The answer is "save" and "slow": save part in busy times, so the fund helps in slow times.',
            'zh-TW': '答案是「存下」和「差」：景氣好時存下一部分，景氣差時預備金就能幫忙。',
          },
        ],
      },
      {
        id: 'how-long-it-lasts',
        text: {
          en: 'A stall saves 200 coins a week for 6 busy weeks, so its fund has ______ coins. It is 300 coins short each slow week, so the fund covers ______ slow weeks.',
          'zh-TW': '一個攤子在 6 個忙碌的星期裡，每星期存 NT$200，預備金就有 NT$______。冷清時每星期不夠 NT$300，預備金可以撐______個星期。',
        },
        wordPool: {
          en: ['206', '1,200', '6', '4'],
          'zh-TW': ['206', '1,200', '6', '4'],
        },
        accepts: {
          en: [['1,200'], ['4']],
          'zh-TW': [['1,200'], ['4']],
        },
        hints: [
          {
            en: 'First multiply the weekly saving by the weeks. Then divide by what is short each week.',
            'zh-TW': '先用每星期存的錢乘以星期數，再除以每星期不夠的錢。',
          },
          {
            en: 'Do not add 200 and 6. And the fund does not last the same 6 weeks it took to save: each slow week uses 300, more than 200.',
            'zh-TW': '不是 200 加 6。預備金也不會剛好撐 6 個星期，因為冷清時每星期用掉 NT$300，比存的 NT$200 多。',
          },
          {
            en: 'The answer is "1,200" and "4": 200 × 6 = 1,200, and 1,200 ÷ 300 = 4 slow weeks.',
            'zh-TW': '答案是「1,200」和「4」：200 × 6 = 1,200，1,200 ÷ 300 = 4，可以撐 4 個星期。',
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
        en: "It is a boom. Mr. Ko's bike rental takes in 1,000 coins more than it needs each month. What is the wisest plan?",
        'zh-TW': '現在景氣好，柯叔叔的腳踏車出租店每個月都比需要的多賺 NT$1,000。最聰明的做法是什麼？',
      },
      options: [
        {
          en: 'Save part of it in a fund, ready for slow times.',
          'zh-TW': '存一部分到預備金，留給冷清的時候。',
        },
        {
          en: 'Spend the extra on fun. Saving can wait.',
          'zh-TW': '多的錢全部拿去玩，存錢以後再說。',
        },
        {
          en: 'Borrow a lot, sure the boom will help him pay it back.',
          'zh-TW': '借一大筆錢，反正景氣好，一定還得起。',
        },
      ],
      answer: [0],
      hintCycle: [
        {
          en: 'Think about what Ms. Hsu did with her extra coins in the busy weeks.',
          'zh-TW': '想想看，生意好的那幾個星期，許阿姨怎麼處理多出來的錢？',
        },
        {
          en: 'Saving cannot wait until later: busy times take turns with slow times. And a loan taken in a boom may have to be paid back in a slow time.',
          'zh-TW': '存錢不能等以後再說，因為熱鬧和冷清會輪流出現。景氣好時借的錢，可能要在景氣差的時候還。',
        },
        {
          en: 'The answer is to save part of it in a fund, ready for slow times. Then slow months will not force him to borrow.',
          'zh-TW': '答案是「存一部分到預備金，留給冷清的時候」。這樣到了冷清的月份，他就不必去借錢。',
        },
      ],
      why: {
        en: 'Booms and slowdowns take turns. Saving part of the extra in a boom builds a fund for the slow times.',
        'zh-TW': '景氣好和景氣差會輪流出現。景氣好時把多的錢存一部分，冷清時就有預備金可以用。',
      },
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'On Maple Island, many shops have "Helpers wanted" signs. People are buying lots of extras, and lines are long. True or false: Maple Island is in a slowdown.',
        'zh-TW': '楓葉島上，很多店貼著「徵幫手」的告示。大家買了很多額外的東西，店門口還大排長龍。對或不對：楓葉島現在景氣差。',
      },
      answer: false,
      hintCycle: [
        {
          en: 'Do shops hire more helpers when they sell more, or when they sell less?',
          'zh-TW': '店家是賣得多的時候會請幫手，還是賣得少的時候？',
        },
        {
          en: 'Long lines and new jobs are not signs of a slow time. In a slowdown, people buy less and shops hire less.',
          'zh-TW': '大排長龍、到處徵人，不是冷清的樣子。景氣差的時候，大家買得少，店家也比較少請人。',
        },
        {
          en: 'False. Many job signs and lots of buying show a boom, a busy time.',
          'zh-TW': '不對。到處在徵人、大家買很多，代表景氣好，是熱鬧的時候。',
        },
      ],
      why: {
        en: 'In a boom, people buy more and shops need more workers. In a slowdown, both go down.',
        'zh-TW': '景氣好時，大家買得多，店家需要更多人手；景氣差時，兩樣都會減少。',
      },
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: "It is a slowdown on Pine Island. Mr. Lee's noodle shop sells less than before. What can help him get through it? Pick all that fit.",
        'zh-TW': '松樹島現在景氣差，李叔叔的麵店賣得比以前少。哪些做法能幫他度過這段時間？選出所有正確的答案。',
      },
      options: [
        {
          en: 'Borrow money to open a second shop right away.',
          'zh-TW': '馬上借錢，再開第二家店。',
        },
        {
          en: 'Use the fund he saved in the busy months.',
          'zh-TW': '用景氣好的時候存下的預備金。',
        },
        {
          en: 'Plan nothing and hope it ends tomorrow.',
          'zh-TW': '什麼都不計畫，希望明天就會好轉。',
        },
        {
          en: 'Cut costs he can do without for now, like new signs.',
          'zh-TW': '先省下可以不花的錢，像是換新招牌。',
        },
      ],
      answer: [1, 3],
      hintCycle: [
        {
          en: 'Think about what Ms. Hsu did when she was 300 coins short each week.',
          'zh-TW': '想想看，每星期不夠 NT$300 的時候，許阿姨是怎麼做的？',
        },
        {
          en: 'Borrowing to grow when sales are falling adds a new cost. Hoping is not a plan: slow times can last weeks or months.',
          'zh-TW': '生意變差還借錢擴大，只會多一筆要還的錢。光是希望也不是計畫，冷清的時候可能持續好幾個星期，甚至好幾個月。',
        },
        {
          en: 'The answer is using the fund he saved and cutting costs he can do without. Both help him cover the gap calmly.',
          'zh-TW': '答案是「用存下的預備金」和「先省下可以不花的錢」。這兩個做法，都能讓他冷靜地補上不夠的部分。',
        },
      ],
      why: {
        en: 'In a slowdown, a fund saved in good times and careful spending help a business get through without new debt.',
        'zh-TW': '景氣差的時候，靠景氣好時存的預備金，再加上小心花錢，商家就能度過難關，不必再借錢。',
      },
    },
    {
      id: 'q4',
      type: 'single',
      question: {
        en: "Mr. Lo's kite stall saves 400 coins a week for 6 busy weeks. In slow weeks, it is 300 coins short each week. How many slow weeks can the fund cover?",
        'zh-TW': '羅叔叔的風箏攤在 6 個忙碌的星期裡，每星期存 NT$400。冷清的時候，每星期不夠 NT$300。預備金可以撐幾個冷清的星期？',
      },
      options: [
        { en: '4 weeks', 'zh-TW': '4 個星期' },
        { en: '6 weeks', 'zh-TW': '6 個星期' },
        { en: '8 weeks', 'zh-TW': '8 個星期' },
        { en: '10 weeks', 'zh-TW': '10 個星期' },
      ],
      fixedOrder: true,
      answer: [2],
      hintCycle: [
        {
          en: 'First find the whole fund: 400 × 6. Then see how many times 300 fits into it.',
          'zh-TW': '先算出預備金一共有多少：400 × 6。再看看裡面有幾個 300。',
        },
        {
          en: 'It is not 6 weeks: that is how long he saved. He saved 400 a week but uses only 300 a week, so it lasts longer.',
          'zh-TW': '不是 6 個星期，那是他存錢的時間。他每星期存 NT$400，冷清時每星期只用 NT$300，所以可以撐得更久。',
        },
        {
          en: 'The answer is 8 weeks: 400 × 6 = 2,400, and 2,400 ÷ 300 = 8.',
          'zh-TW': '答案是 8 個星期：400 × 6 = 2,400，2,400 ÷ 300 = 8。',
        },
      ],
      why: {
        en: 'He saved for 6 weeks, but the fund lasts 8, because he saved 400 a week and uses only 300. Check it: 300 × 8 = 2,400.',
        'zh-TW': '他存了 6 個星期，預備金卻能撐 8 個星期，因為他每星期存 NT$400，冷清時每星期只用 NT$300。驗算看看：300 × 8 = 2,400。',
      },
    },
    {
      id: 'q5',
      type: 'bool',
      question: {
        en: "Ms. Ma's bakery saved 200 coins a week in the busy months. Now it is a slow month, and she sells less. True or false: Her fund can help her pay her costs without borrowing.",
        'zh-TW': '馬阿姨的麵包店在景氣好的月份，每星期存 NT$200。現在景氣變差，她賣得比較少。對或不對：她的預備金可以幫她付成本，不必去借錢。',
      },
      answer: true,
      hintCycle: [
        {
          en: 'What was Ms. Hsu\'s blue tin for?',
          'zh-TW': '許阿姨的藍色鐵盒是做什麼用的？',
        },
        {
          en: 'A fund saved for slow times is not only for big surprises. Slow times are exactly what it was saved for.',
          'zh-TW': '為冷清時候存的預備金，不是只能用在大意外。景氣差，正是當初存它的原因。',
        },
        {
          en: 'True. Ms. Ma saved in the busy months, so now she can use the fund instead of borrowing.',
          'zh-TW': '對。馬阿姨在景氣好時存了錢，所以現在可以用預備金，不必借錢。',
        },
      ],
      why: {
        en: 'Saving in a boom gets you ready for a slowdown. The fund covers the gap, so there is no need to borrow.',
        'zh-TW': '景氣好時存錢，就是替景氣差做準備。預備金可以補上不夠的部分，不必借錢。',
      },
    },
  ],
  autoMission: {
    title: { en: 'Sunny Days, Rainy Days', 'zh-TW': '晴天存、雨天用' },
    options: [
      {
        id: 'boom-or-slowdown',
        label: { en: 'Boom or slowdown?', 'zh-TW': '景氣好還是景氣差？' },
        instructions: {
          en: 'Drag each sign to "boom" or "slowdown": long lines at shops, "Helpers wanted" signs, shops selling less, people buying fewer extras.',
          'zh-TW': '把每個現象拖到「景氣好」或「景氣差」：店門口大排長龍、到處貼「徵幫手」、店家賣得比較少、大家少買額外的東西。',
        },
        controlType: 'drag-validate',
      },
      {
        id: 'my-sunny-day-plan',
        label: { en: 'My sunny-day plan', 'zh-TW': '我的晴天計畫' },
        instructions: {
          en: 'Pick numbers to finish: "When I get extra money, I will put [number] coins of every [number] into my emergency fund."',
          'zh-TW': '選數字完成句子：「我拿到額外的錢時，每 NT$[數字] 裡，要放 NT$[數字] 到緊急預備金。」',
        },
        controlType: 'template-select',
      },
      {
        id: 'rainy-day-label',
        label: { en: 'A rainy-day label', 'zh-TW': '雨天標籤' },
        instructions: {
          en: 'With a grown-up, make a label for your emergency tin: "Saved on sunny days, for rainy days." Tick when it is on.',
          'zh-TW': '請大人陪你，替緊急預備金的盒子做一張標籤：「晴天存下來，留給雨天用。」貼好就打勾。',
        },
        controlType: 'checkbox',
      },
    ],
    completionRule: 'any_one',
  },
} satisfies AdventureBody;

export default body;
