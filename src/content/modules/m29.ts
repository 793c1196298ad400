import type { AdventureBody } from '../schema/module-body';

/**
 * M29 · Ledger Cave: "My Monthly Money Review" / 「我的每月收支回顧」.
 * Learning outcome — Grade 4, Spending: use a month of money records to find total income, total
 * spending and what is left, name what worked, and make a plan for next month that adds up to
 * the income expected. Builds on M18 (money diary), M19 (categories), M26–M28 (unit prices,
 * sales, small leaks).
 * Income, spending and balance are known words (M18, M06); the new terms are monthly review,
 * regular income, what worked, spending limit and plan ahead.
 * Numbers: story: Jay's allowance is 100 every Friday (cast sheet), four Fridays: 100 × 4 = 400; gift 50; income 400 + 50 = 450; spending snacks 120 +
 * art supplies 100 + fun 80 = 300; balance 450 − 300 = 150. Change: snack limit 80 (120 − 80 = 40 less).
 * Next month (regular income only, no gift): 80 + 100 + 80 + 140 = 400.
 * Examples: An's month (100 every Monday × 4 = 400) 400 − 180 = 220; Leo's stand month (cast
 * sheet: about 800 in, about 240 for supplies) 800 − 240 = 560; stickers 60 → 30 (two sheets → one).
 * Quiz: q1 Mei 50 × 4 = 200, 200 − 130 = 70 (distractor 200 + 130 = 330); q3 Leo's stand plan
 * lemons 150 + sugar 40 + cups 50 + save 560 = 800 (supplies 150 + 40 + 50 = 240);
 * q4 drinks 100, wanted 60; q5 cousin: income 300 + 100 = 400, spending 90 + 120 + 60 = 270,
 * balance 400 − 270 = 130, biggest part books 120, next month plan with 300.
 * Facts: none — all prices are Grandma Lin's or "about" prices from the guide.
 */
const body = {
  id: 'M29',
  format: 'adventure',
  storyIntro: [
    {
      en: 'It is the last day of the month in Ledger Cave. Ms. Chen smiles at the class. "Today is review day. Open your money diaries and look back." Jay opens his diary. A whole month of lines glows on the pages.',
      'zh-TW': '這天是帳本洞窟的月底。陳老師笑著對全班說：「今天是回顧日，大家打開記帳本，回頭看看這個月吧！」阿哲一翻開記帳本，一整個月的紀錄都在紙上閃閃發亮。',
    },
    {
      en: 'First, Jay adds up the money that came in. His allowance is 100 coins every Friday. This month had four Fridays, so 100 × 4 = 400 coins. Grandpa also gave him 50 coins. 400 + 50 = 450 coins. Then he adds up the money that went out: snacks 120, art supplies 100, and fun 80. 120 + 100 + 80 = 300 coins. So 450 − 300 = 150 coins are left. They are in his savings jar.',
      'zh-TW':
        '阿哲先算收入：零用錢每週五 NT$100，這個月有四個星期五，100 × 4 = 400；爺爺還給了他 NT$50。400 + 50 = 450，一共 NT$450。再算支出：零食 NT$120、畫畫用品 NT$100、玩樂 NT$80。120 + 100 + 80 = 300，一共 NT$300。450 − 300 = 150，還剩 NT$150，都放在他的存錢筒裡。',
    },
    {
      en: '"What surprised you?" asks Ms. Chen. Jay points at snacks. "This! I thought it was small. But it is my biggest part." "Why is your art part so small?" asks Mei. Jay grins. "I made lists, and I checked unit prices."',
      'zh-TW': '「哪個地方讓你最意外？」陳老師問。阿哲指著零食那一欄：「這個！我以為只有一點點，結果是花最多的一項。」小美問：「那為什麼你畫畫用品花得比較少？」阿哲得意地笑了：「因為我有先寫清單，還比了單價！」',
    },
    {
      en: 'Now Jay must pick one change. Should he cut art supplies? He draws every day, and art matters to him. Should he cut snacks? He takes a deep breath. "Snacks," he says. "Only 80 coins next month, not 120."',
      'zh-TW': '現在，阿哲要挑一個地方來改變。要少買畫畫用品嗎？可是他每天都畫畫，畫畫對他很重要。還是少吃零食呢？他深吸一口氣說：「零食。下個月只花 NT$80，不要再花 NT$120 了。」',
    },
    {
      en: 'Then he plans next month. No gift is coming, so he plans with 400 coins. Snacks 80, art 100, fun 80, and he saves 140. 80 + 100 + 80 + 140 = 400. It adds up exactly! Pip cheers. "Squawk! Look back, then plan ahead!"',
      'zh-TW':
        '接著，他來計畫下個月。下個月不會有額外的禮物錢，所以他只用 NT$400 來計畫：零食 NT$80、畫畫用品 NT$100、玩樂 NT$80，再存 NT$140。80 + 100 + 80 + 140 = 400，剛剛好！皮皮開心地叫：「嘎！先回頭看，再往前計畫！」',
    },
  ],
  definitions: [
    {
      term: { en: 'monthly review', 'zh-TW': '每月回顧' },
      definition: {
        en: 'Looking back at a whole month of your money diary to see what happened.',
        'zh-TW': '回頭看一整個月的記帳本，看看這個月的錢是怎麼進來、怎麼花掉的。',
      },
      example: {
        en: 'In his monthly review, Jay adds up 450 coins in and 300 coins out.',
        'zh-TW': '在每月回顧時，阿哲算出這個月收入 NT$450、支出 NT$300。',
      },
    },
    {
      term: { en: 'regular income', 'zh-TW': '固定收入' },
      definition: {
        en: 'Money you get every month, like your allowance.',
        'zh-TW': '每個月都會拿到的錢，像是零用錢。',
      },
      example: {
        en: "Jay's 400 coins of allowance is regular income. Grandpa's 50 coins was extra, so Jay does not count on it next month.",
        'zh-TW': '阿哲的零用錢 NT$400 是固定收入；爺爺給的 NT$50 是額外的錢，所以下個月不能把它算進去。',
      },
    },
    {
      term: { en: 'what worked', 'zh-TW': '做得好的地方' },
      definition: {
        en: 'Something you did that helped your money, so you keep doing it.',
        'zh-TW': '對你的錢有幫助、值得繼續保持的做法。',
      },
      example: {
        en: "Lists and unit prices kept Jay's art spending at 100 coins. That is what worked.",
        'zh-TW': '寫清單、比單價，讓阿哲的畫畫用品只花了 NT$100，這就是他做得好的地方。',
      },
    },
    {
      term: { en: 'spending limit', 'zh-TW': '花費上限' },
      definition: {
        en: 'The most you choose to spend on one thing.',
        'zh-TW': '你決定在一樣東西上，最多只花多少錢。',
      },
      example: {
        en: 'Jay sets a snack limit of 80 coins for next month. That is 120 − 80 = 40 coins less than this month.',
        'zh-TW': '阿哲把下個月零食的花費上限訂在 NT$80，比這個月少 120 − 80 = 40，也就是 NT$40。',
      },
    },
    {
      term: { en: 'plan ahead', 'zh-TW': '事先計畫' },
      definition: {
        en: 'Deciding how to use your money before the month starts.',
        'zh-TW': '在新的一個月開始之前，先決定錢要怎麼用。',
      },
      example: {
        en: 'Jay plans ahead: 80 + 100 + 80 + 140 = 400 coins, the same as his regular income.',
        'zh-TW': '阿哲事先計畫：80 + 100 + 80 + 140 = 400，剛好等於他的固定收入 NT$400。',
      },
    },
  ],
  examples: [
    {
      en: "An's month: her income is 400 coins and her spending is 180 coins. Her balance is 400 − 180 = 220 coins.",
      'zh-TW': '小安這個月：收入 NT$400，支出 NT$180。她的餘額是 400 − 180 = 220，也就是 NT$220。',
    },
    {
      en: 'Leo\'s stand takes in about 800 coins this month, on four Saturdays. Lemons, sugar and cups cost about 240 coins. 800 − 240 = 560 coins are left.',
      'zh-TW': '阿力的檸檬汁攤這個月擺了四個星期六，收入大約 NT$800；檸檬、糖和杯子大約花了 NT$240。800 − 240 = 560，還剩 NT$560。',
    },
    {
      en: 'In her review, Mei sees she spent 60 coins on two sticker sheets. She keeps what worked, and makes one change: one sheet, 30 coins, next month.',
      'zh-TW': '小美回顧時發現，她買兩張貼紙花了 NT$60。做得好的地方她繼續保持，再做一個改變：下個月只買一張，花 NT$30。',
    },
    {
      en: 'A good budget adds up exactly to your income. If it adds up to more, you need to change something.',
      'zh-TW': '好的預算加起來，剛好等於你的收入。如果加起來比收入還多，就要調整一下。',
    },
  ],
  sentenceBuilder: {
    frames: [
      {
        id: 'review-balance',
        text: {
          en: 'In my monthly ______, I add up my income and my spending. Then I find my ______.',
          'zh-TW': '做每月______的時候，我把收入和支出各自加起來，再算出______。',
        },
        wordPool: {
          en: ['receipt', 'discount', 'review', 'balance'],
          'zh-TW': ['餘額', '發票', '回顧', '折扣'],
        },
        accepts: {
          en: [['review'], ['balance']],
          'zh-TW': [['回顧'], ['餘額']],
        },
        hints: [
          {
            en: 'What did Ms. Chen call the last day of the month? And what is left after spending?',
            'zh-TW': '陳老師把月底那一天叫做什麼日？花完錢以後剩下的錢，又叫做什麼？',
          },
          {
            en: 'A receipt or a discount is about one buy. Here we look back at a whole month.',
            'zh-TW': '發票和折扣都只跟一次購物有關；這裡是回頭看一整個月。',
          },
          {
            en: 'The answer is "review" and "balance": in a monthly review, income − spending = balance, like 450 − 300 = 150.',
            'zh-TW': '答案是「回顧」和「餘額」：每月回顧時，收入 − 支出 = 餘額，像 450 − 300 = 150。',
          },
        ],
      },
      {
        id: 'keep-and-limit',
        text: {
          en: 'Making lists was ______, so I will keep it. I spent too much on snacks, so I set a spending ______ of 80 coins.',
          'zh-TW': '寫清單是______，我要繼續保持；零食花太多了，所以我把下個月零食的______訂在 NT$80。',
        },
        wordPool: {
          en: ['a leak', 'what worked', 'limit', 'balance'],
          'zh-TW': ['小漏洞', '花費上限', '做得好的地方', '餘額'],
        },
        accepts: {
          en: [['what worked'], ['limit']],
          'zh-TW': [['做得好的地方'], ['花費上限']],
        },
        hints: [
          {
            en: 'A review finds two kinds of things: what to keep, and what to change.',
            'zh-TW': '回顧會找到兩種東西：要保持的，和要改變的。',
          },
          {
            en: 'Lists helped Jay, so they are not a leak. The 80 coins is the most he will spend on snacks, not what is left.',
            'zh-TW': '寫清單幫了阿哲，不是小漏洞；NT$80 是零食最多能花的錢，不是剩下的錢。',
          },
          {
            en: 'The answer is "what worked" and "limit": keep what worked, and set a spending limit for the part that went over.',
            'zh-TW': '答案是「做得好的地方」和「花費上限」：做得好的繼續保持，花太多的那一項就訂下花費上限。',
          },
        ],
      },
      {
        id: 'plan-with-regular-income',
        text: {
          en: 'I ______ with my ______ income: 80 + 100 + 80 + 140 = 400. I do not count on gifts.',
          'zh-TW': '我用______收入來______：80 + 100 + 80 + 140 = 400，不把可能拿到的禮物錢算進去。',
        },
        wordPool: {
          en: ['extra', 'regular', 'look back', 'plan ahead'],
          'zh-TW': ['額外', '固定', '回頭看', '事先計畫'],
        },
        accepts: {
          en: [['plan ahead'], ['regular']],
          'zh-TW': [['固定'], ['事先計畫']],
        },
        hints: [
          {
            en: 'This sentence is about next month, and about money you are sure to get.',
            'zh-TW': '這句話說的是下個月，還有一定會拿到的錢。',
          },
          {
            en: 'Looking back is for this month. Extra money, like a gift, may not come again.',
            'zh-TW': '回頭看是看這個月；額外的錢，像禮物錢，下個月不一定會有。',
          },
          {
            en: 'The answer is "plan ahead" and "regular": Jay plans next month with his 400 coins of allowance, and the plan adds up exactly.',
            'zh-TW': '答案是「固定」和「事先計畫」：阿哲用每個月都有的 NT$400 零用錢來計畫下個月，而且加起來剛剛好。',
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
        en: "Mei's month: her income is 200 coins and her spending is 130 coins. What is her balance?",
        'zh-TW': '小美這個月的收入是 NT$200，支出是 NT$130。她的餘額是多少？',
      },
      options: [
        { en: '330 coins', 'zh-TW': 'NT$330' },
        { en: '70 coins', 'zh-TW': 'NT$70' },
        { en: '130 coins', 'zh-TW': 'NT$130' },
        { en: '200 coins', 'zh-TW': 'NT$200' },
      ],
      answer: [1],
      hintCycle: [
        {
          en: 'The balance is what is left after spending.',
          'zh-TW': '餘額就是花完錢以後剩下的錢。',
        },
        {
          en: 'Spending takes money away, so subtract, do not add: 200 − 130.',
          'zh-TW': '花掉的錢要減掉，所以用減的，不是加的：200 − 130。',
        },
        {
          en: 'The answer is 70 coins: 200 − 130 = 70.',
          'zh-TW': '答案是 NT$70：200 − 130 = 70。',
        },
      ],
      why: {
        en: 'Income minus spending is what is left. The balance tells you what you still have to save or plan with.',
        'zh-TW': '收入減掉支出，就是剩下的錢。餘額告訴你，還有多少錢可以存起來或拿來計畫。',
      },
    },
    {
      id: 'q2',
      type: 'multi',
      question: {
        en: 'An is doing her monthly review. Which questions help her? Pick all that fit.',
        'zh-TW': '小安正在做每月回顧。問哪些問題對她有幫助？選出所有正確的答案。',
      },
      options: [
        { en: 'Where did most of my money go?', 'zh-TW': '我的錢大多花到哪裡去了？' },
        { en: 'What worked well that I want to keep?', 'zh-TW': '哪些地方做得好，想繼續保持？' },
        { en: 'How much did my friends spend?', 'zh-TW': '我的朋友花了多少錢？' },
        { en: 'What is one change for next month?', 'zh-TW': '下個月我要做出哪一個改變？' },
      ],
      answer: [0, 1, 3],
      hintCycle: [
        {
          en: 'A review is about your own money diary.',
          'zh-TW': '回顧看的是你自己的記帳本。',
        },
        {
          en: "Comparing with friends is not a review. Other people's spending does not tell you about your own month.",
          'zh-TW': '和朋友比，不算回顧。別人花了多少錢，沒辦法告訴你自己這個月過得怎麼樣。',
        },
        {
          en: 'The answer is "Where did most of my money go?", "What worked well?" and "What is one change?": look back, keep what works, and fix one thing.',
          'zh-TW': '答案是「錢大多花到哪裡」、「哪些地方做得好」和「要做出哪一個改變」：回頭看、保留做得好的，再改一件事。',
        },
      ],
      why: {
        en: 'A good review looks at your own month: where the money went, what worked, and one thing to change.',
        'zh-TW': '好的回顧看的是你自己的這個月：錢去了哪裡、哪裡做得好，再挑一件事來改。',
      },
    },
    {
      id: 'q3',
      type: 'bool',
      question: {
        en: "Leo's stand should take in about 800 coins next month. His plan: lemons 150, sugar 40, cups 50, and save 560. True or false: This plan adds up exactly.",
        'zh-TW': '阿力的檸檬汁攤下個月大約會收入 NT$800。他的計畫是：檸檬 NT$150、糖 NT$40、杯子 NT$50、存 NT$560。對或不對：這份計畫加起來剛剛好。',
      },
      answer: true,
      hintCycle: [
        {
          en: 'Add up all four parts of the budget.',
          'zh-TW': '把預算的四個部分全部加起來。',
        },
        {
          en: 'Do not stop after the supplies. 150 + 40 + 50 = 240. Now add the 560 he saves.',
          'zh-TW': '不要只算材料費。150 + 40 + 50 = 240，再加上要存的 NT$560。',
        },
        {
          en: 'True. 150 + 40 + 50 + 560 = 800, the same as his income.',
          'zh-TW': '對。150 + 40 + 50 + 560 = 800，剛好等於他的收入。',
        },
      ],
      why: {
        en: 'A plan that adds up to your income gives every coin a job. Then nothing is spent twice or forgotten.',
        'zh-TW': '計畫加起來剛好等於收入，每一塊錢都有去處，就不會重複花掉或忘了它。',
      },
    },
    {
      id: 'q4',
      type: 'single',
      question: {
        en: "A classmate's review shows she spent 100 coins on drinks this month. She wanted to spend only 60. What is the best one change for next month?",
        'zh-TW': '一位同學回顧時發現，她這個月買飲料花了 NT$100，可是她原本只想花 NT$60。下個月最好的一個改變是什麼？',
      },
      options: [
        {
          en: 'Set a drink limit of 60 coins, and bring water on some days.',
          'zh-TW': '訂下飲料最多花 NT$60，有幾天從家裡帶水。',
        },
        {
          en: 'Stop buying books, even though she reads every night.',
          'zh-TW': '不要再買書，雖然她每天晚上都會看書。',
        },
        {
          en: 'Stop writing drinks in her money diary, so the number looks smaller.',
          'zh-TW': '不要再把飲料記在記帳本上，數字看起來就會比較小。',
        },
        {
          en: 'Change everything at once: no drinks, no books, and no fun at all.',
          'zh-TW': '一次全部改掉：不買飲料、不買書，也完全不玩。',
        },
      ],
      answer: [0],
      hintCycle: [
        {
          en: 'A good change is one clear step that she can really keep.',
          'zh-TW': '好的改變，是一個清楚、真的做得到的步驟。',
        },
        {
          en: 'Hiding a number does not change the spending. Cutting things that matter, or everything at once, is too hard to keep.',
          'zh-TW': '把數字藏起來，錢還是花掉了；砍掉重要的東西，或一次改掉全部，都很難做到。',
        },
        {
          en: 'The answer is "Set a drink limit of 60 coins, and bring water on some days." It fixes the part that went over, with one clear step.',
          'zh-TW': '答案是「訂下飲料最多花 NT$60，有幾天從家裡帶水」：用一個清楚的步驟，改善超出的那一項。',
        },
      ],
      why: {
        en: 'One clear change to the part that went over is easy to keep. She still gets drinks, just fewer.',
        'zh-TW': '只改超出的那一項，而且步驟清楚，比較做得到。她還是可以買飲料，只是少一點。',
      },
    },
    {
      id: 'q5',
      type: 'multi',
      question: {
        en: "An's cousin looks back at her month. Her allowance was 300 coins, and she got 100 coins for her birthday. She spent 90 coins on food, 120 on books and 60 on fun. Which sentences are true? Pick all that fit.",
        'zh-TW': '小安的表姊回顧她的這個月：零用錢 NT$300，生日又收到 NT$100。她吃的花了 NT$90、買書 NT$120、玩樂 NT$60。下面哪些說法是對的？選出所有正確的答案。',
      },
      options: [
        { en: 'Her income was 400 coins.', 'zh-TW': '她的收入是 NT$400。' },
        { en: 'Her balance is 130 coins.', 'zh-TW': '她的餘額是 NT$130。' },
        { en: 'Food was her biggest spending part.', 'zh-TW': '吃的是她花最多的一項。' },
        {
          en: 'Next month has no birthday, but she should still plan with 400 coins.',
          'zh-TW': '下個月沒有生日，但她還是應該用 NT$400 來計畫。',
        },
      ],
      answer: [0, 1],
      hintCycle: [
        {
          en: 'Add up the income, add up the spending, then subtract.',
          'zh-TW': '先把收入加起來，再把支出加起來，最後相減。',
        },
        {
          en: 'Income: 300 + 100 = 400. Spending: 90 + 120 + 60 = 270. And a birthday gift does not come every month.',
          'zh-TW': '收入：300 + 100 = 400。支出：90 + 120 + 60 = 270。還有，生日禮金不是每個月都有。',
        },
        {
          en: 'The answer is "income 400 coins" and "balance 130 coins": 400 − 270 = 130. Books (120) were her biggest part. Next month she should plan with her regular income of 300, since no birthday money is coming.',
          'zh-TW': '答案是「收入 NT$400」和「餘額 NT$130」：400 − 270 = 130。花最多的是書（NT$120）；下個月沒有生日禮金，要用固定收入 NT$300 來計畫。',
        },
      ],
      why: {
        en: 'A review adds up all the money in and out. A plan for next month uses only the money that will really come.',
        'zh-TW': '回顧時，把所有進來和出去的錢都加起來；計畫下個月時，只算真的會拿到的錢。',
      },
    },
  ],
  autoMission: {
    title: { en: 'My Review Day', 'zh-TW': '我的回顧日' },
    options: [
      {
        id: 'month-in-numbers',
        label: { en: 'My month in numbers', 'zh-TW': '我這個月的數字' },
        instructions: {
          en: 'Fill in: "Income: [number] coins. Spending: [number] coins. Balance: [number] coins. One thing that worked: [words]. One change for next month: [words]."',
          'zh-TW': '填一填：「收入：NT$[數字]。支出：NT$[數字]。餘額：NT$[數字]。做得好的地方：[文字]。下個月的一個改變：[文字]。」',
        },
        controlType: 'template-select',
      },
      {
        id: 'budget-builder',
        label: { en: 'A budget that adds up', 'zh-TW': '剛剛好的預算' },
        instructions: {
          en: 'Drag number cards into four boxes: snacks, art, fun and save. Make them add up to exactly 400 coins, like 80 + 100 + 80 + 140 = 400.',
          'zh-TW': '把數字卡拖進四個格子：零食、畫畫、玩樂、存錢，讓它們加起來剛好是 NT$400，像 80 + 100 + 80 + 140 = 400。',
        },
        controlType: 'drag-validate',
      },
      {
        id: 'review-checklist',
        label: { en: 'Review day checklist', 'zh-TW': '回顧日檢查表' },
        instructions: {
          en: 'At the end of the month, sit down with a grown-up and your money diary. Add up your income. Add up your spending. Find your balance. Pick one change. Tick each step.',
          'zh-TW': '月底時，和大人一起拿出你的記帳本：把收入加起來、把支出加起來、算出餘額，再挑一個改變。每完成一步就打勾。',
        },
        controlType: 'checkbox',
      },
    ],
    completionRule: 'any_one',
  },
} satisfies AdventureBody;

export default body;
