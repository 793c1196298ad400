import type { AdventureBody } from '../schema/module-body';

/**
 * M18 · Ledger Cave, lesson 1: "My Money Diary" / 「我的記帳本」.
 * Learning outcome — Grade 4, Spending: record money coming in and going out (date, item, amount)
 * and find the balance after each line, so you know where your money went.
 * Numbers: story ledger 150 start (Jay's savings); snack −35 → 150 − 35 = 115; washing the family
 * car, an extra job agreed with Dad, +50 → 115 + 50 = 165; book −40 → 165 − 40 = 125 (Jay counts
 * 125 coins: it matches).
 * Examples: Mei +20 for watering Grandma Lin's plants (an extra job); An 60 − 25 = 35, then +30 for
 * helping at Grandma Lin's shop: 35 + 30 = 65. Frame 3: 100 − 30 = 70.
 * Quiz: q1 80 + 20 = 100, 100 − 15 = 85 (distractors 115 = 80 + 20 + 15, 45 = 80 − 20 − 15, 100);
 * q2 Leo sells 2 cups at the cast sheet's 20 coins a cup: 2 × 20 = 40 (income, not spending);
 * q3 pencil 10 (Grandma Lin's price), 30 from his aunt, 10 for helping at the shop;
 * q4 60 − 25 = 35 ✓, 35 + 30 = 65 ✓, 65 − 15 = 50 (the diary says 40: the third line is wrong).
 * Mission: 150 − 35 + 50 − 40 = 125.
 * Facts: none — all prices are Grandma Lin's or "about" prices from the guide.
 */
const body = {
  id: 'M18',
  format: 'adventure',
  storyIntro: [
    {
      en: 'Deep in Ledger Cave, a big book glows on a stone table. It is the ledger of the explorers. Every coin that comes in or goes out is written inside.',
      'zh-TW': '帳本洞窟的深處，有一張石頭桌子，桌上放著一本會發光的大書。那是探險隊的帳本，每一塊錢的進進出出，都寫在裡面。',
    },
    {
      en: 'On Thursday, Jay opens his coin purse. He counts 125 coins. "That is strange," he says. "I had 150 coins on Monday. Then I got 50 coins for washing the car. Did I lose some?" He can\'t remember what he bought.',
      'zh-TW':
        '星期四，阿哲打開零錢包，數一數，只有 NT$125。「奇怪？」他說，「我星期一有 NT$150，後來幫爸爸洗車又拿到 NT$50。是不是掉錢了？」可是他怎麼也想不起來，自己到底買了什麼。',
    },
    {
      en: 'Jay could shrug and say, "Money just goes away." Or he could find out. Mei asks, "Why don\'t you write it down, like the cave ledger?" Jay takes a deep breath. He opens a new notebook. It will be his money diary.',
      'zh-TW':
        '阿哲可以聳聳肩說：「錢就是會自己不見嘛。」也可以把事情弄清楚。小美問：「你為什麼不像洞窟的帳本一樣，把它寫下來呢？」阿哲深吸一口氣，翻開一本新筆記本，這就是他的記帳本了。',
    },
    {
      en: 'An helps him think back. Each line gets a date, an item and an amount. Monday: he starts with 150 coins. Tuesday: a snack, minus 35. The balance is 150 − 35 = 115. Wednesday: washing the car, plus 50. The balance is 115 + 50 = 165. Thursday: a book, minus 40. The balance is 165 − 40 = 125.',
      'zh-TW':
        '小安陪他一天一天回想。每一行都寫上日期、項目和金額。星期一：一開始有 NT$150。星期二：買零食，支出 NT$35，餘額 150 − 35 = 115。星期三：幫忙洗車，收入 NT$50，餘額 115 + 50 = 165。星期四：買一本書，支出 NT$40，餘額 165 − 40 = 125。',
    },
    {
      en: 'The last balance says 125. Jay counts his coins again. 125! Nothing was lost. "Now I know where every coin went," Jay says with a grin. Pip lands on the notebook. "Squawk! Write it down, and your coins can\'t hide!"',
      'zh-TW':
        '最後一行的餘額是 NT$125。阿哲再數一次零錢包：剛好 NT$125！原來一塊錢都沒有掉。「現在我知道每一塊錢去了哪裡了！」阿哲笑得好開心。皮皮飛到筆記本上：「嘎！寫下來，錢就躲不掉囉！」',
    },
  ],
  definitions: [
    {
      term: { en: 'money diary', 'zh-TW': '記帳本' },
      definition: {
        en: 'A notebook where you write down every time money comes in or goes out.',
        'zh-TW': '一本筆記本，每次有錢進來或花出去，都寫在上面。',
      },
      example: {
        en: 'Jay writes his snack, the car wash and his book in his money diary.',
        'zh-TW': '阿哲把買零食、洗車賺的錢和買書，都寫進他的記帳本。',
      },
    },
    {
      term: { en: 'income', 'zh-TW': '收入' },
      definition: {
        en: 'All the money that comes in to you, like pocket money, a gift or pay for an extra job.',
        'zh-TW': '所有進到你手上的錢，像是零用錢、別人送的錢，或是幫忙做額外工作賺到的錢。',
      },
      example: {
        en: 'Dad and Jay agreed on an extra job: washing the car for 50 coins. Jay writes +50 in the income column.',
        'zh-TW': '阿哲和爸爸說好，幫忙洗車可以拿到 NT$50。他在「收入」那一欄寫上 +50。',
      },
    },
    {
      term: { en: 'spending', 'zh-TW': '支出' },
      definition: {
        en: 'Money that goes out when you pay for something.',
        'zh-TW': '買東西時付出去的錢。',
      },
      example: {
        en: 'Jay pays 35 coins for a snack. He writes −35 in the spending column.',
        'zh-TW': '阿哲買零食付了 NT$35，他在「支出」那一欄寫上 −35。',
      },
    },
    {
      term: { en: 'balance', 'zh-TW': '餘額' },
      definition: {
        en: 'The money you have left after each line.',
        'zh-TW': '每記完一行以後，手上還剩下的錢。',
      },
      example: {
        en: 'Jay starts with 150 coins and spends 35 coins. His balance is 150 − 35 = 115 coins.',
        'zh-TW': '阿哲原本有 NT$150，花了 NT$35，餘額是 150 − 35 = 115，也就是 NT$115。',
      },
    },
    {
      term: { en: 'record', 'zh-TW': '記帳' },
      definition: {
        en: 'To write the date, the item and the amount each time money moves.',
        'zh-TW': '每次有錢進出，就寫下日期、項目和金額。',
      },
      example: {
        en: 'On Tuesday, Jay records: "Tuesday, snack, −35."',
        'zh-TW': '星期二，阿哲記帳：「星期二，零食，−35」。',
      },
    },
  ],
  examples: [
    {
      en: 'Jay\'s money diary. Monday: start, 150. Tuesday: snack −35, balance 115. Wednesday: car wash +50, balance 165. Thursday: book −40, balance 125.',
      'zh-TW': '阿哲的記帳本。星期一：一開始 150。星期二：零食 −35，餘額 115。星期三：洗車 +50，餘額 165。星期四：買書 −40，餘額 125。',
    },
    {
      en: 'Grandma Lin is away for a day. Mei waters her plants and gets 20 coins. She writes it in the income column, because the money comes in.',
      'zh-TW': '林奶奶出門一天，小美幫她澆花，拿到 NT$20。錢是進來的，所以她寫在「收入」那一欄。',
    },
    {
      en: 'An starts the week with 60 coins. She spends 25 coins, so her balance is 60 − 25 = 35. Then she helps at Grandma Lin\'s shop and gets 30 coins. Her balance is 35 + 30 = 65.',
      'zh-TW': '小安這星期一開始有 NT$60。她花了 NT$25，餘額是 60 − 25 = 35；後來她到林奶奶的店幫忙，拿到 NT$30，餘額變成 35 + 30 = 65。',
    },
    {
      en: 'On Sunday, An counts the coins in her piggy bank. The count matches the last balance in her money diary. That means every line is there.',
      'zh-TW': '星期天，小安數一數存錢筒裡的錢，和記帳本最後一行的餘額一樣多。這表示每一筆都有記到。',
    },
  ],
  sentenceBuilder: {
    frames: [
      {
        id: 'in-and-out',
        text: {
          en: 'Money that comes in is ______. Money that goes out is ______.',
          'zh-TW': '拿到的錢叫做______，花出去的錢叫做______。',
        },
        wordPool: {
          en: ['balance', 'price', 'income', 'spending'],
          'zh-TW': ['餘額', '收入', '支出', '價錢'],
        },
        accepts: {
          en: [['income'], ['spending']],
          'zh-TW': [['收入'], ['支出']],
        },
        hints: [
          {
            en: 'Think about the two columns in Jay\'s money diary.',
            'zh-TW': '想想阿哲的記帳本有哪兩欄。',
          },
          {
            en: 'The balance is what is left over, not money coming in or going out.',
            'zh-TW': '餘額是剩下來的錢，不是拿到的錢，也不是花掉的錢。',
          },
          {
            en: 'The answer is "income" and "spending": income comes in, spending goes out.',
            'zh-TW': '答案是「收入」和「支出」：收入是進來的錢，支出是花出去的錢。',
          },
        ],
      },
      {
        id: 'after-each-line',
        text: {
          en: 'After each line, I write my ______, so I always know how much I have ______.',
          'zh-TW': '每記完一行，我就寫下______，隨時知道自己還______多少錢。',
        },
        wordPool: {
          en: ['left', 'price', 'borrowed', 'balance'],
          'zh-TW': ['價錢', '剩', '欠', '餘額'],
        },
        accepts: {
          en: [['balance'], ['left']],
          'zh-TW': [['餘額'], ['剩']],
        },
        hints: [
          {
            en: 'Think of the number Jay wrote at the end of each line.',
            'zh-TW': '想想阿哲在每一行最後寫的那個數字。',
          },
          {
            en: 'The price is what one thing costs. Jay did not borrow any money. What number shows the coins still in his purse?',
            'zh-TW': '價錢是一樣東西要多少錢，阿哲也沒有欠錢。哪個數字告訴你零錢包裡還有多少錢？',
          },
          {
            en: 'The answer is "balance" and "left": the balance is the money you have left after each line.',
            'zh-TW': '答案是「餘額」和「剩」：餘額就是每記完一行後，還剩下的錢。',
          },
        ],
      },
      {
        id: 'find-the-balance',
        text: {
          en: 'I have 100 coins. I ______ 30 coins on a snack, so my balance is ______ coins.',
          'zh-TW': '我原本有 NT$100，______ NT$30 買零食，所以餘額是 NT$______。',
        },
        wordPool: {
          en: ['130', 'spend', '70', 'earn'],
          'zh-TW': ['130', '70', '賺了', '花了'],
        },
        accepts: {
          en: [['spend'], ['70']],
          'zh-TW': [['花了'], ['70']],
        },
        hints: [
          {
            en: 'Buying a snack: does money come in, or go out?',
            'zh-TW': '買零食的時候，錢是進來，還是出去？',
          },
          {
            en: 'Spending makes the balance smaller, so take away: 100 − 30. Do not add.',
            'zh-TW': '花錢會讓餘額變少，所以要用減法 100 − 30，不是加法喔。',
          },
          {
            en: 'The answer is "spend" and "70": money goes out, so 100 − 30 = 70.',
            'zh-TW': '答案是「花了」和「70」：錢花出去了，所以 100 − 30 = 70。',
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
        en: 'Mei starts with 80 coins. She gets 20 coins for an extra job, washing the car with Mom. Then she buys a pen for 15 coins. What is her balance now?',
        'zh-TW': '小美一開始有 NT$80。她陪媽媽洗車，做額外的工作拿到 NT$20，然後買了一支 NT$15 的筆。她現在的餘額是多少？',
      },
      options: [
        { en: '115 coins', 'zh-TW': 'NT$115' },
        { en: '45 coins', 'zh-TW': 'NT$45' },
        { en: '85 coins', 'zh-TW': 'NT$85' },
        { en: '100 coins', 'zh-TW': 'NT$100' },
      ],
      answer: [2],
      hintCycle: [
        {
          en: 'Go one line at a time. Income adds, spending takes away.',
          'zh-TW': '一行一行算。收入要加，支出要減。',
        },
        {
          en: 'First line: 80 + 20 = 100. Now take away the pen.',
          'zh-TW': '第一步：80 + 20 = 100。接著再減掉買筆的錢。',
        },
        {
          en: 'The answer is 85 coins: 80 + 20 = 100, then 100 − 15 = 85.',
          'zh-TW': '答案是 NT$85：80 + 20 = 100，再 100 − 15 = 85。',
        },
      ],
      why: {
        en: 'A balance changes one line at a time. Income makes it bigger, and spending makes it smaller.',
        'zh-TW': '餘額是一行一行變的：收入讓它變多，支出讓它變少。',
      },
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'Leo sells 2 cups of lemonade at 20 coins a cup. 2 × 20 = 40. True or false: He should write the 40 coins in the spending column.',
        'zh-TW': '阿力賣出 2 杯檸檬汁，一杯 NT$20，2 × 20 = 40。對或不對：他應該把這 NT$40 寫在「支出」那一欄。',
      },
      answer: false,
      hintCycle: [
        {
          en: 'Does this money come in to Leo, or go out from him?',
          'zh-TW': '這筆錢是進到阿力的口袋，還是從他的口袋出去？',
        },
        {
          en: 'Earning is not spending. The spending column is for money that goes out.',
          'zh-TW': '賺錢不是花錢。「支出」欄寫的是花出去的錢。',
        },
        {
          en: 'False. The 40 coins come in, so they go in the income column.',
          'zh-TW': '不對。這 NT$40 是進來的錢，要寫在「收入」那一欄。',
        },
      ],
      why: {
        en: 'Money you earn comes in to you, so it is income. Spending is money that goes out.',
        'zh-TW': '自己賺到的錢是進來的錢，所以是收入；支出是花出去的錢。',
      },
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Which of these should Jay write in his money diary? Pick all that fit.',
        'zh-TW': '下面哪些應該寫進阿哲的記帳本？選出所有正確的答案。',
      },
      options: [
        { en: 'A pencil he bought for 10 coins', 'zh-TW': '他花 NT$10 買的一枝鉛筆' },
        { en: '30 coins his aunt gave him', 'zh-TW': '阿姨給他的 NT$30' },
        { en: 'A toy he wanted but did not buy', 'zh-TW': '他很想要、但是沒有買的玩具' },
        { en: '10 coins he earned helping at Grandma Lin\'s shop', 'zh-TW': '他在林奶奶的店幫忙賺到的 NT$10' },
      ],
      answer: [0, 1, 3],
      hintCycle: [
        {
          en: 'A line goes in the diary when money really comes in or goes out.',
          'zh-TW': '只要真的有錢進來或花出去，就要記一筆。',
        },
        {
          en: 'Small amounts count too. But did any money move for the toy he did not buy?',
          'zh-TW': '小錢也要記。可是那個沒有買的玩具，有讓錢進出嗎？',
        },
        {
          en: 'The answer is the 10-coin pencil, the 30 coins from his aunt and the 10 coins from the shop. Money moved each time. The toy he did not buy moved no money.',
          'zh-TW': '答案是「NT$10 的鉛筆」、「阿姨給的 NT$30」和「在店裡幫忙賺的 NT$10」，這三次都有錢進出。沒有買的玩具，錢沒有動，所以不用記。',
        },
      ],
      why: {
        en: 'A money diary records each time money really comes in or goes out, even small amounts. A wish moves no money.',
        'zh-TW': '記帳本記的是每一次真的有錢進出，小錢也要記。只是想要，錢沒有動，就不用記。',
      },
    },
    {
      id: 'q4',
      type: 'single',
      question: {
        en: 'An\'s diary says: Start 60. Snack −25, balance 35. Shop help +30, balance 65. Card −15, balance 40. Which line has a mistake?',
        'zh-TW': '小安的記帳本寫著：一開始 60。零食 −25，餘額 35。店裡幫忙 +30，餘額 65。卡片 −15，餘額 40。哪一行算錯了？',
      },
      options: [
        { en: 'The snack line', 'zh-TW': '零食那一行' },
        { en: 'The shop help line', 'zh-TW': '店裡幫忙那一行' },
        { en: 'The line for the card', 'zh-TW': '卡片那一行' },
        { en: 'No line has a single mistake', 'zh-TW': '每一行都沒有錯' },
      ],
      fixedOrder: true,
      answer: [2],
      hintCycle: [
        {
          en: 'Check each balance, one line at a time.',
          'zh-TW': '一行一行檢查餘額。',
        },
        {
          en: '60 − 25 = 35 and 35 + 30 = 65 are both right. Now check the last line.',
          'zh-TW': '60 − 25 = 35、35 + 30 = 65 都對。再檢查最後一行。',
        },
        {
          en: 'The answer is the line for the card: 65 − 15 = 50, not 40.',
          'zh-TW': '答案是「卡片那一行」：65 − 15 = 50，不是 40。',
        },
      ],
      why: {
        en: 'Checking each balance catches a mistake early. One wrong line makes every line after it wrong too.',
        'zh-TW': '每一行都檢查，錯誤就能早點被發現。只要一行算錯，後面每一行都會跟著錯。',
      },
    },
    {
      id: 'q5',
      type: 'bool',
      question: {
        en: 'Jay says, "If I keep a money diary, I can\'t buy fun things anymore." True or false?',
        'zh-TW': '阿哲說：「如果我開始記帳，就不能再買好玩的東西了。」對還是不對？',
      },
      answer: false,
      hintCycle: [
        {
          en: 'Think about what a money diary does. Does it make rules, or does it show things?',
          'zh-TW': '想想記帳本是用來做什麼的？是訂規定，還是讓你看清楚？',
        },
        {
          en: 'A diary is not a rule against fun. Jay bought a snack and a book, and he still kept a diary.',
          'zh-TW': '記帳不是「不准玩」的規定。阿哲買了零食，也買了書，一樣可以記帳。',
        },
        {
          en: 'False. A money diary does not stop you from spending. It shows where your money goes, so you can choose well.',
          'zh-TW': '不對。記帳不會不准你花錢，它讓你看清楚錢去了哪裡，幫你做更好的選擇。',
        },
      ],
      why: {
        en: 'A money diary shows where your coins go. Then you can spend on what matters most to you.',
        'zh-TW': '記帳本讓你看見錢去了哪裡，你就能把錢花在自己最在乎的地方。',
      },
    },
  ],
  autoMission: {
    title: { en: 'Start My Money Diary', 'zh-TW': '開始寫我的記帳本' },
    options: [
      {
        id: 'fill-the-ledger',
        label: { en: 'Fill the glowing ledger', 'zh-TW': '填好發光的帳本' },
        instructions: {
          en: 'Drag each line to the income or the spending column: snack 35, car wash 50, book 40. Start with 150 coins and find the last balance: 125.',
          'zh-TW': '把每一筆拖到「收入」或「支出」欄：零食 NT$35、洗車 NT$50、買書 NT$40。從 NT$150 開始，算出最後的餘額：NT$125。',
        },
        controlType: 'drag-validate',
      },
      {
        id: 'diary-page',
        label: { en: 'Pick a diary page', 'zh-TW': '選一張記帳頁' },
        instructions: {
          en: 'Pick a money diary page with four columns: date, item, income or spending, and balance. Print it or copy it into a notebook.',
          'zh-TW': '選一張記帳頁，上面有四欄：日期、項目、收入或支出、餘額。把它印出來，或抄在筆記本上。',
        },
        controlType: 'template-select',
      },
      {
        id: 'three-day-diary',
        label: { en: 'Three days of records', 'zh-TW': '連續記帳三天' },
        instructions: {
          en: 'Write down every coin that comes in or goes out for three days. Tick a box each day you do it.',
          'zh-TW': '連續三天，把每一筆進來和花出去的錢都記下來。每記完一天，就打一個勾。',
        },
        controlType: 'checkbox',
      },
    ],
    completionRule: 'any_one',
  },
} satisfies AdventureBody;

export default body;
