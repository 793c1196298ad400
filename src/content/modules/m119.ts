import type { ClassicBody } from '../schema/module-body';

/**
 * M119 · Mind Desert: "Shopping With a List" / 「帶著清單去購物」.
 * Learning outcome (Grade 4, Spending): before shopping, make a list with a price for each item and a
 * total that fits the budget, then stick to it, putting a new want on a later list instead of buying it
 * on the spot.
 * The move: write the list and the total before you go, and stick to it; a new want goes on next week's list.
 * Numbers: Mom's budget for school supplies is 120. Grandma Lin's prices: notebook 45, eraser 15, two
 * pencils at 10 → 45 + 15 + 10 + 10 = 80; 120 − 80 = 40 under budget. Sticker sheet 30: 80 + 30 = 110,
 * still inside the budget but not on the list → next week's list. Mei gives the 40 back to Mom. Monday:
 * Mei's allowance is 50 (cast sheet); she still wants the stickers, 50 − 30 = 20 left.
 * Stems: budget 100, list 75 → 25 left. Quiz: q2 Leo has 30 left in his budget, a sticker sheet 30;
 * q5 Leo's list at Grandma Lin's: 45 + 15 + 25 = 85 (budget 100; the misconception 100 − 85 = 15).
 * Facts: none — all prices are Grandma Lin's.
 */
const body = {
  id: 'M119',
  format: 'classic',
  scenarios: [
    {
      id: 'meis-school-list',
      title: {
        en: "Mei's School Supplies List",
        'zh-TW': '小美的開學清單',
      },
      description: {
        en: 'Mei is in charge of the shopping list. Then a sheet of glitter stickers sparkles at her.',
        'zh-TW': '小美負責管購物清單。這時，一張亮晶晶的貼紙對她閃呀閃。',
      },
      context: {
        en:
          'School starts again next week. Mom and Mei plan a trip to Grandma Lin\'s shop for school supplies. ' +
          '"You are in charge of the list," says Mom. "Our budget is 120 coins." She lets Mei hold the coins. ' +
          'At home, Mei checks her pencil case first. Then she writes her list. Next to each thing, she writes its price: ' +
          'a notebook 45, an eraser 15, and two pencils, 10 each. ' +
          'She adds it up before they go: 45 + 15 + 10 + 10 = 80 coins. 120 − 80 = 40, so they are 40 coins under budget. ' +
          'At the shop, Mei finds each thing and ticks it off. Then she sees a sheet of glitter stickers for 30 coins. They sparkle at her! ' +
          '"We have 40 coins left," Mei thinks. "80 + 30 = 110. That still fits the budget!" ' +
          'She looks at her list. Stickers are not on it. The list is for school. ' +
          '"What do I do with a want that is not on my list?" she asks. ' +
          'Grandma Lin smiles. "Put it on next week\'s list. If you still want it then, it can be your own plan." ' +
          'So Mei writes "glitter stickers: 30" on a new list. She pays for the school things and gives Mom the 40 coins back. ' +
          'On Monday, Mei gets her 50-coin allowance. She reads her new list. She still wants the stickers! ' +
          'She buys them with her own money: 50 − 30 = 20 coins left. This time, it was her plan. ' +
          'Pip lands on the list. "Squawk! Write it, add it up, stick to it!"',
        'zh-TW':
          '下個星期就要開學了。媽媽要帶小美到林奶奶的店，買開學要用的文具。' +
          '媽媽說：「清單交給你負責。我們的預算是 NT$120。」她讓小美拿著錢。' +
          '出門前，小美先檢查鉛筆盒，再寫清單，每樣東西旁邊都寫上價錢：' +
          '筆記本 NT$45、橡皮擦 NT$15、鉛筆兩枝，一枝 NT$10。' +
          '她在出門前先算好：45 + 15 + 10 + 10 = 80，一共 NT$80。120 − 80 = 40，比預算少 NT$40。' +
          '到了店裡，小美每找到一樣，就在清單上打個勾。這時，她看到一張亮晶晶的貼紙，NT$30，閃得好漂亮！' +
          '小美心想：「還剩 NT$40 耶。80 + 30 = 110，還在預算裡面！」' +
          '她低頭看看清單：上面沒有貼紙。這張清單是買文具用的。' +
          '她問：「清單上沒有、可是我好想要的東西，該怎麼辦？」' +
          '林奶奶笑著說：「把它寫到下星期的清單上。到時候如果還想要，就當作你自己的計畫。」' +
          '於是小美在新的清單上寫下「亮晶晶貼紙：NT$30」。她付了文具的錢，把剩下的 NT$40 還給媽媽。' +
          '星期一，小美拿到 NT$50 零用錢。她再看一次新清單，發現自己還是很想要那張貼紙！' +
          '她用自己的錢買了，50 − 30 = 20，還剩 NT$20。這一次，是她計畫好的。' +
          '皮皮停在清單上：「嘎！先寫下來、先算好，再照著買！」',
      },
      thinkingPrompts: [
        {
          en: 'The stickers fit the budget. Why do you think Mei still did not buy them that day?',
          'zh-TW': '貼紙明明還在預算裡面，你覺得小美那天為什麼還是沒買？',
        },
        {
          en: 'What if Mei had not added up the total before she left home? What might have happened at the shop?',
          'zh-TW': '如果小美出門前沒有先算好總金額，到了店裡可能會發生什麼事？',
        },
        {
          en: 'Why do you think Grandma Lin said "next week\'s list" and not just "no"?',
          'zh-TW': '你覺得林奶奶為什麼說「寫到下星期的清單上」，而不是直接說「不行」？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'shopping-list',
      term: { en: 'shopping list', 'zh-TW': '購物清單' },
      definition: {
        en: 'A list of what you plan to buy, written before you go.',
        'zh-TW': '出門前先寫好的單子，上面列著打算要買的東西。',
      },
      example: {
        en: "Mei's shopping list has a notebook, an eraser and two pencils.",
        'zh-TW': '小美的購物清單上，有筆記本、橡皮擦和兩枝鉛筆。',
      },
    },
    {
      id: 'budget',
      term: { en: 'budget', 'zh-TW': '預算' },
      definition: {
        en: 'The most money you plan to spend.',
        'zh-TW': '你打算最多要花多少錢。',
      },
      example: {
        en: 'The budget for school supplies is 120 coins.',
        'zh-TW': '買文具的預算是 NT$120。',
      },
    },
    {
      id: 'total',
      term: { en: 'total', 'zh-TW': '總金額' },
      definition: {
        en: 'All the prices added together.',
        'zh-TW': '把所有價錢加起來的數字。',
      },
      example: {
        en: "The total of Mei's list is 45 + 15 + 10 + 10 = 80 coins.",
        'zh-TW': '小美清單的總金額是 45 + 15 + 10 + 10 = 80，也就是 NT$80。',
      },
    },
    {
      id: 'stick-to-the-list',
      term: { en: 'stick to the list', 'zh-TW': '照著清單買' },
      definition: {
        en: 'To buy the things on your list, and not other things.',
        'zh-TW': '清單上有的才買，清單上沒有的就先不買。',
      },
      example: {
        en: 'Mei sticks to the list, even when the glitter stickers sparkle at her.',
        'zh-TW': '就算亮晶晶的貼紙對她閃呀閃，小美還是照著清單買。',
      },
    },
    {
      id: 'next-weeks-list',
      term: { en: "next week's list", 'zh-TW': '下星期的清單' },
      definition: {
        en: 'A list for new wants, so you can think about them later.',
        'zh-TW': '專門寫新想要的東西，讓你過幾天再想一想的清單。',
      },
      example: {
        en: "The glitter stickers go on Mei's next week's list.",
        'zh-TW': '亮晶晶的貼紙，被小美寫到下星期的清單上。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'before-i-go',
      stem: {
        en: 'Before I go shopping, I write my list and…',
        'zh-TW': '出門買東西前，我先寫好清單，然後……',
      },
      examples: [
        {
          en: 'Before I go shopping, I write my list and add up the total, so I know it fits my budget.',
          'zh-TW': '出門買東西前，我先寫好清單，然後算出總金額，確定它在預算裡面。',
        },
      ],
    },
    {
      id: 'new-want',
      stem: {
        en: 'If something that is not on my list calls to me, I…',
        'zh-TW': '如果看到清單上沒有的東西，好想買，我會……',
      },
      examples: [
        {
          en: "If something that is not on my list calls to me, I write it on next week's list.",
          'zh-TW': '如果看到清單上沒有的東西，好想買，我會把它寫到下星期的清單上。',
        },
        {
          en: 'If something that is not on my list calls to me, I stick to the list and think about it at home.',
          'zh-TW': '如果看到清單上沒有的東西，好想買，我會先照著清單買，回家再好好想一想。',
        },
      ],
    },
    {
      id: 'budget-and-total',
      stem: {
        en: 'My budget is…, and the total of my list is…',
        'zh-TW': '我的預算是……，清單的總金額是……',
      },
      examples: [
        {
          en: 'My budget is 100 coins, and the total of my list is 75 coins, so 25 coins are left.',
          'zh-TW': '我的預算是 NT$100，清單的總金額是 NT$75，所以還剩 NT$25。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: "Jay needs art supplies from Grandma Lin's shop. What should he do before he leaves home?",
        'zh-TW': '阿哲要去林奶奶的店買畫畫用品。出門前，他最好先做什麼？',
      },
      options: [
        {
          en: 'Write a list with prices and add up the total',
          'zh-TW': '寫好清單、標上價錢，再算出總金額',
        },
        {
          en: 'Look around the shop first, then decide what he needs',
          'zh-TW': '先到店裡逛一逛，再決定需要什麼',
        },
        {
          en: 'Bring all his savings, in case he sees something good',
          'zh-TW': '把存的錢全部帶著，萬一看到好東西',
        },
        {
          en: 'Ask a friend what is popular this week, and buy some of that too, so he does not miss out',
          'zh-TW': '問朋友這星期流行什麼，順便也買一些，才不會跟不上大家',
        },
      ],
      correctAnswer: 0,
      feedback: {
        en: 'A list with prices and a total tells him what to buy and what it costs. He knows this before anything shiny calls to him. Looking around first, bringing all his savings or following what is popular makes unplanned buys easier.',
        'zh-TW': '有價錢、有總金額的清單，讓他在看到誘人的東西之前，就知道要買什麼、要花多少。先逛再說、把存款全部帶著、跟著流行買，都會讓計畫外的花費變容易。',
      },
      hintCycle: [
        {
          en: 'What did Mei do at home, before she and Mom left?',
          'zh-TW': '小美和媽媽出門前，小美在家先做了什麼？',
        },
        {
          en: 'Some think they will know what they need once they see the shop. But the shop shows you many things you do not need.',
          'zh-TW': '有人以為到了店裡，自然就知道要買什麼。可是店裡會出現很多你不需要的東西。',
        },
        {
          en: 'The answer: write a list with prices and add up the total. Then he can stick to it.',
          'zh-TW': '答案是：寫好清單、標上價錢，再算出總金額。這樣他就能照著清單買。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'Leo shops with a list and a budget. After he buys the things on his list, 30 coins are left in his budget. He sees a 30-coin sheet of stickers he did not plan. True or false: since it fits the budget, sticking to his list means buying the stickers now.',
        'zh-TW': '阿力帶著清單和預算去買東西。清單上的東西買完後，預算還剩 NT$30。他看到一張 NT$30 的貼紙，是原本沒計畫要買的。是非題：既然還在預算裡，照著清單買，就代表現在應該買下這張貼紙。',
      },
      correctAnswer: false,
      feedback: {
        en: 'False. Fitting the budget does not put the stickers on the list. Leo can write them on next week\'s list. If he still wants them then, he can plan for them.',
        'zh-TW': '錯。在預算裡面，不代表它就在清單上。阿力可以把貼紙寫到下星期的清單；到時候如果還想要，再好好計畫。',
      },
      hintCycle: [
        {
          en: 'Were the stickers on Leo\'s list?',
          'zh-TW': '貼紙有在阿力的清單上嗎？',
        },
        {
          en: 'Some think coins left in a budget should be spent. But a budget is the most you plan to spend, not a must-spend.',
          'zh-TW': '有人以為預算剩下的錢，就應該花掉。其實預算是「最多花多少」，不是「一定要花完」。',
        },
        {
          en: "The answer is false. The stickers were not on his list, so they go on next week's list.",
          'zh-TW': '答案是「錯」。貼紙不在清單上，所以先寫到下星期的清單。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'An helps her dad shop at the market. Their list says: greens, tofu, eggs. Which choices follow the list plan? Pick all that are right.',
        'zh-TW': '小安陪爸爸去市場買菜，清單上寫著：青菜、豆腐、雞蛋。下面哪些做法，是照著清單的計畫？（可以選好幾個）',
      },
      options: [
        {
          en: 'She picks out a bunch of greens',
          'zh-TW': '她挑了一把青菜',
        },
        {
          en: 'She finds tofu and a box of eggs',
          'zh-TW': '她找到豆腐和一盒雞蛋',
        },
        {
          en: 'She asks for a toy, because today feels special',
          'zh-TW': '她想買玩具，因為今天感覺很特別',
        },
        {
          en: "She writes the yo-yo she saw on next week's list",
          'zh-TW': '她把看到的溜溜球寫到下星期的清單上',
        },
        {
          en: 'She grabs a drink, because the stall has a sale',
          'zh-TW': '她拿了一瓶飲料，因為攤位在特價',
        },
      ],
      correctAnswer: [0, 1, 3],
      feedback: {
        en: 'Greens, tofu and eggs are on the list. Writing the yo-yo on next week\'s list also follows the plan. A special day or a sale is not a reason to add something today.',
        'zh-TW': '青菜、豆腐、雞蛋都在清單上；把溜溜球寫到下星期的清單，也是照著計畫走。「今天很特別」或「在特價」，都不是今天多買的理由。',
      },
      hintCycle: [
        {
          en: 'Check each choice: is it on the list, or is it the move for a new want?',
          'zh-TW': '每個做法都檢查一下：它在清單上嗎？還是處理新想要的方法？',
        },
        {
          en: 'Some think a sale or a special day makes it OK to add things. But neither puts a thing on the list.',
          'zh-TW': '有人以為特價或特別的日子，就可以多買一點。可是這些理由，都不會讓東西跑到清單上。',
        },
        {
          en: "The answer: the greens, the tofu and eggs, and writing the yo-yo on next week's list.",
          'zh-TW': '答案是：挑青菜、找豆腐和雞蛋，還有把溜溜球寫到下星期的清單上。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'The most money you plan to spend on a shopping trip is your ______.',
        'zh-TW': '一趟購物打算最多花多少錢，就是你的______。',
      },
      acceptedAnswers: {
        en: ['budget', 'spending limit', 'limit'],
        'zh-TW': ['預算', '上限', '花費上限', '預算上限'],
      },
      feedback: {
        en: 'That is your budget. Add up your list first, and check that the total fits it.',
        'zh-TW': '這就是你的預算。先把清單加起來，再看看總金額有沒有在預算裡面。',
      },
      hintCycle: [
        {
          en: 'Mom told Mei the most they would spend: 120 coins. What did she call it?',
          'zh-TW': '媽媽跟小美說，這次最多花 NT$120。她把這個叫做什麼？',
        },
        {
          en: 'It is not the total of the list. It is the limit you set before you add anything up. It starts with "b".',
          'zh-TW': '它不是清單的總金額，而是你事先訂好的上限。答案有兩個字，第一個字是「預」。',
        },
        {
          en: 'The answer is "budget": the most money you plan to spend.',
          'zh-TW': '答案是「預算」，也就是你打算最多花的錢。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: "Leo's budget is 100 coins. His list for Grandma Lin's shop: a notebook for 45 coins, an eraser for 15 coins and a juice box for 25 coins. Before he goes, he adds up the total: ______ coins.",
        'zh-TW': '阿力的預算是 NT$100。他要去林奶奶的店，清單上寫著：筆記本 NT$45、橡皮擦 NT$15、鋁箔包果汁 NT$25。出門前，他先算出總金額：______元。',
      },
      acceptedAnswers: {
        en: ['85', 'eighty-five', 'eighty five', '85 coins'],
        'zh-TW': ['85', '八十五', 'NT$85', '85元', '85 元', '八十五元'],
      },
      feedback: {
        en: '45 + 15 + 25 = 85. The total is 85 coins, and it fits his budget of 100 coins.',
        'zh-TW': '45 + 15 + 25 = 85，總金額是 NT$85，在 NT$100 的預算裡面。',
      },
      hintCycle: [
        {
          en: 'The total is all the prices on the list, added together.',
          'zh-TW': '總金額，就是清單上所有價錢加起來。',
        },
        {
          en: 'Add all three prices. The budget, 100, is not part of the total, so do not take anything away from it.',
          'zh-TW': '三樣東西的價錢都要加進去。預算 NT$100 不是總金額的一部分，不用拿它來減。',
        },
        {
          en: 'The answer is 85. 45 + 15 + 25 = 85, and 85 is less than 100, so his list fits.',
          'zh-TW': '答案是 85。45 + 15 + 25 = 85，比 100 少，所以清單在預算裡面。',
        },
      ],
    },
  ],
  reflection: {
    id: 'my-shopping-list',
    question: {
      en: 'Think of a shopping trip with your family. What would go on your list? What would you do if something new called to you?',
      'zh-TW': '想一想你和家人去買東西的時候。你的清單上會寫什麼？如果看到新的東西好想買，你會怎麼做？',
    },
    placeholder: {
      en: 'My list: … The total is about… If something new calls to me, I will…',
      'zh-TW': '我的清單：……總金額大約是……如果看到新的東西好想買，我會……',
    },
  },
} satisfies ClassicBody;

export default body;
