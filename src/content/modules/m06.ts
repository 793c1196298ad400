import type { AdventureBody } from '../schema/module-body';

/**
 * M06 · Seed Island, lesson 6: "My First Budget" / 「我的第一份預算」.
 * Learning outcome (Grade 4, Spending): make a simple budget that splits income into spending, saving
 * and sharing, and find the balance left after spending.
 * "Income" means all money coming in (as in M02): allowance, red envelopes, pay for an extra job.
 * Numbers: Jay 100 every Friday (cast sheet): 70 + 20 + 10 = 100; sketchbook 60 (cast sheet):
 * 70 − 60 = 10 left; pencil 10 (cast sheet): 60 + 10 = 70 spent. Leo 150 every Monday (cast sheet):
 * 90 + 45 + 15 = 150. Mei 50 every Monday (cast sheet), bun 35: 50 − 35 = 15; fair 30 + 20 = 50.
 * Leo's stand about 200 in, about 60 supplies: 200 − 60 = 140 (cast sheet). An 100 every Monday,
 * notebook 45: 100 − 45 = 55. Frame: 100 − 60 = 40. Quiz: q1 100 − 60 − 30 = 10 (60 + 30 = 90);
 * q2 Leo's 150; q3 allowance 100, red envelope 200, sketchbook 60, pencil 10; q4 100 + 20 = 120,
 * 120 − 75 = 45; q5 70 − 60 = 10 (not 20).
 * Facts: none — all prices are Grandma Lin's or "about" figures from the guide's cast sheet.
 */
const body = {
  id: 'M06',
  format: 'adventure',
  storyIntro: [
    {
      en: 'Jay gets 100 coins of allowance every Friday. Last Friday, he bought snacks and two sticker sheets right away. By Sunday, his money was gone! And he still wanted a new sketchbook for his drawings.',
      'zh-TW':
        '阿哲每個星期五有 NT$100 的零用錢。上個星期五，他一拿到錢就買了零食和兩張貼紙。結果到了星期天，錢就花光了！可是，他還想買一本新的素描本來畫畫呢。',
    },
    {
      en: 'This week, Pip the parrot landed on his desk. "Squawk! Before you spend, make a plan!" said Pip. "A plan for your income is called a budget."',
      'zh-TW': '這個星期，鸚鵡皮皮飛到他的書桌上。「嘎！花錢以前，先做計畫！」皮皮說：「替收入做的計畫，就叫做預算。」',
    },
    {
      en: 'At school, Ms. Chen gave each child three jars. One said Spend. One said Save. One said Share. "You get to choose how much goes in each jar," she said.',
      'zh-TW':
        '在學校，陳老師發給每個小朋友三個罐子，上面分別寫著「花用」、「儲蓄」和「分享」。老師說：「每個罐子要放多少錢，由你們自己決定喔！」',
    },
    {
      en: 'On Friday, Jay thought hard. He put 70 coins in Spend, 20 coins in Save and 10 coins in Share. Then he checked: 70 + 20 + 10 = 100. Every coin had a job!',
      'zh-TW':
        '星期五，阿哲認真想了想，把 NT$70 放進花用罐、NT$20 放進儲蓄罐、NT$10 放進分享罐。他再算一次：70 + 20 + 10 = 100。每一塊錢都有自己的任務了！',
    },
    {
      en: 'On Saturday, Jay saw a sketchbook at Grandma Lin\'s shop for 60 coins. Could he buy it and still have coins for the week? He counted: 70 − 60 = 10. Yes! He bought the sketchbook.',
      'zh-TW':
        '星期六，阿哲在林奶奶的小店看到一本素描本，要 NT$60。買了以後，這個星期還有錢可以用嗎？他算一算：70 − 60 = 10。可以！他買下了素描本。',
    },
    {
      en: 'By Thursday, Jay had filled five pages with drawings. He still had 10 coins for a pencil, and his Save jar still held 20 coins. "My budget worked!" he said.',
      'zh-TW':
        '到了星期四，阿哲已經畫滿了五頁。他還有 NT$10 可以買一枝鉛筆，儲蓄罐裡的 NT$20 也好好的。「我的預算成功了！」他開心地說。',
    },
  ],
  definitions: [
    {
      term: { en: 'budget', 'zh-TW': '預算' },
      definition: {
        en: 'A plan for how you will use your income, made before you spend it.',
        'zh-TW': '在花錢以前，先想好收入要怎麼用的計畫。',
      },
      example: {
        en: "Jay's budget: 70 coins to spend, 20 coins to save and 10 coins to share.",
        'zh-TW': '阿哲的預算：NT$70 花用、NT$20 儲蓄、NT$10 分享。',
      },
    },
    {
      term: { en: 'income', 'zh-TW': '收入' },
      definition: {
        en: 'All the money that comes in to you. It can be allowance, a red envelope or pay for an extra job.',
        'zh-TW': '所有進到你手上的錢，像是零用錢、紅包，或是做額外工作拿到的錢。',
      },
      example: {
        en: "Jay's income this week is his allowance: 100 coins on Friday.",
        'zh-TW': '阿哲這個星期的收入，是星期五拿到的 NT$100 零用錢。',
      },
    },
    {
      term: { en: 'spending', 'zh-TW': '支出' },
      definition: {
        en: 'Money that goes out when you buy or pay for things.',
        'zh-TW': '買東西或付錢時，花出去的錢。',
      },
      example: {
        en: 'A sketchbook for 60 coins is part of Jay\'s spending this week.',
        'zh-TW': '一本 NT$60 的素描本，是阿哲這個星期的支出。',
      },
    },
    {
      term: { en: 'spend, save and share jars', 'zh-TW': '花用、儲蓄、分享三個罐子' },
      definition: {
        en: 'Three places to split your money. One is to spend now, one to save for later, and one to share.',
        'zh-TW': '把錢分成三份：一份現在花用，一份存起來以後用，一份拿來分享、幫助別人。',
      },
      example: {
        en: 'Leo splits his 150 coins: 90 to spend, 45 to save and 15 to share. 90 + 45 + 15 = 150.',
        'zh-TW': '阿力把 NT$150 分成三份：花用 NT$90、儲蓄 NT$45、分享 NT$15。90 + 45 + 15 = 150。',
      },
    },
    {
      term: { en: 'balance', 'zh-TW': '餘額' },
      definition: {
        en: 'The money you have left. Balance = income − spending.',
        'zh-TW': '扣掉花掉的錢以後，還剩下的錢。餘額 = 收入 − 支出。',
      },
      example: {
        en: 'Mei\'s income this week is her 50 coins of allowance. She spends 35 coins on a bun. Her balance is 50 − 35 = 15 coins.',
        'zh-TW': '小美這個星期的收入是 NT$50 零用錢，她花 NT$35 買了一個麵包，餘額就是 50 − 35 = 15，還剩 NT$15。',
      },
    },
  ],
  examples: [
    {
      en: 'Mei made a budget for the school fair: 30 coins for games and 20 coins for snacks. 30 + 20 = 50.',
      'zh-TW': '小美在園遊會以前先做好預算：NT$30 玩遊戲，NT$20 買點心。30 + 20 = 50。',
    },
    {
      en: 'About 200 coins come in at Leo\'s stand on a Saturday. Supplies cost about 60 coins, so about 140 are left: 200 − 60 = 140.',
      'zh-TW': '阿力的檸檬汁攤一個星期六大約收進 NT$200，材料大約花 NT$60，所以大約剩下 NT$140：200 − 60 = 140。',
    },
    {
      en: "Jay's spending this week is a sketchbook and a pencil: 60 + 10 = 70 coins.",
      'zh-TW': '阿哲這個星期的支出是素描本和鉛筆：60 + 10 = 70，一共 NT$70。',
    },
    {
      en: "An's income this week was 100 coins. She spent 45 coins on a notebook. Her balance is 100 − 45 = 55 coins.",
      'zh-TW': '小安這個星期的收入是 NT$100，買筆記本花了 NT$45，所以她的餘額是 100 − 45 = 55，也就是 NT$55。',
    },
  ],
  sentenceBuilder: {
    frames: [
      {
        id: 'budget-plan',
        text: {
          en: 'A ______ is a plan for my money before I ______.',
          'zh-TW': '______就是花錢以前，先替錢想好的______。',
        },
        wordPool: {
          en: ['balance', 'income', 'spend', 'budget'],
          'zh-TW': ['餘額', '收入', '預算', '計畫'],
        },
        accepts: {
          en: [['budget'], ['spend']],
          'zh-TW': [['預算'], ['計畫']],
        },
        hints: [
          {
            en: 'What do we call a money plan? And when do we make it?',
            'zh-TW': '替錢做的計畫叫什麼呢？它是什麼時候做的？',
          },
          {
            en: 'The first word starts with "b". The plan comes before you buy things.',
            'zh-TW': '第一格是「預」開頭的詞；第二格要說出它是一種什麼東西。',
          },
          {
            en: 'Answer: budget, spend. A budget is a plan for your money that you make before you spend it.',
            'zh-TW': '答案：預算、計畫。預算就是花錢以前，先替錢想好的計畫。',
          },
        ],
      },
      {
        id: 'balance-left',
        text: {
          en: 'I got 100 coins of ______. I spent 60 coins, so my ______ is 40 coins.',
          'zh-TW': '我有 NT$100 的______，花掉 NT$60 以後，我的______是 NT$40。',
        },
        wordPool: {
          en: ['income', 'spending', 'balance', 'budget', 'share'],
          'zh-TW': ['支出', '預算', '收入', '分享', '餘額'],
        },
        accepts: {
          en: [['income'], ['balance']],
          'zh-TW': [['收入'], ['餘額']],
        },
        hints: [
          {
            en: 'One blank is money that comes in. The other is money that is left.',
            'zh-TW': '一格是拿到手的錢，另一格是剩下來的錢。',
          },
          {
            en: 'The 40 coins are not spending, because I spent 60. 100 − 60 = 40 is what is left.',
            'zh-TW': 'NT$40 不是支出，因為花掉的是 NT$60。100 − 60 = 40 是剩下的錢。',
          },
          {
            en: 'Answer: income, balance. The 100 coins came in (income), and 100 − 60 = 40 coins are left (balance).',
            'zh-TW': '答案：收入、餘額。NT$100 是拿到的錢（收入），100 − 60 = 40 是剩下的錢（餘額）。',
          },
        ],
      },
      {
        id: 'three-jars',
        text: {
          en: 'I split my money into three jars: spend, ______ and ______.',
          'zh-TW': '我把錢分進三個罐子：花用、______和______。',
        },
        wordPool: {
          en: ['borrow', 'earn', 'save', 'share'],
          'zh-TW': ['借錢', '儲蓄', '賺錢', '分享'],
        },
        accepts: {
          en: [
            ['save', 'share'],
            ['save', 'share'],
          ],
          'zh-TW': [
            ['儲蓄', '分享'],
            ['儲蓄', '分享'],
          ],
        },
        hints: [
          {
            en: 'Think of the jars Ms. Chen gave the class.',
            'zh-TW': '想一想，陳老師發給大家的是哪三個罐子？',
          },
          {
            en: 'One jar keeps money for later. One jar helps other people.',
            'zh-TW': '一個罐子把錢留到以後用，一個罐子用來幫助別人。',
          },
          {
            en: 'Answer: save, share. The three jars are spend, save and share, so every coin has a job.',
            'zh-TW': '答案：儲蓄、分享。三個罐子是花用、儲蓄和分享，讓每一塊錢都有任務。',
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
        en: 'An gets 100 coins on Monday. Her budget: 60 coins to spend, 30 coins to save, and the rest to share. How much goes in her share jar?',
        'zh-TW': '小安星期一拿到 NT$100。她的預算是花用 NT$60、儲蓄 NT$30，剩下的放進分享罐。分享罐要放多少錢？',
      },
      options: [
        { en: '10 coins', 'zh-TW': 'NT$10' },
        { en: '20 coins', 'zh-TW': 'NT$20' },
        { en: '30 coins', 'zh-TW': 'NT$30' },
        { en: '40 coins', 'zh-TW': 'NT$40' },
      ],
      answer: [0],
      hintCycle: [
        {
          en: 'First add the spend part and the save part.',
          'zh-TW': '先把花用和儲蓄的錢加起來。',
        },
        {
          en: '60 + 30 = 90. Now, what is 100 − 90?',
          'zh-TW': '60 + 30 = 90。那麼 100 − 90 是多少？',
        },
        {
          en: 'The answer is 10 coins, because 100 − 60 − 30 = 10 coins are left for sharing.',
          'zh-TW': '答案是 NT$10，因為 100 − 60 − 30 = 10，剩下的 NT$10 就放進分享罐。',
        },
      ],
      why: {
        en: 'A budget gives every coin a job. The three jars must add up to the income: 60 + 30 + 10 = 100.',
        'zh-TW': '預算讓每一塊錢都有任務，三個罐子加起來要剛好等於收入：60 + 30 + 10 = 100。',
      },
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'On Monday, Leo gets his 150 coins of allowance. Before he buys anything, he writes down how much he will spend, save and share. True or false: Leo is making a budget.',
        'zh-TW': '星期一，阿力拿到 NT$150 零用錢。買東西以前，他先寫下要花用多少、儲蓄多少、分享多少。對或不對：阿力是在做預算。',
      },
      answer: true,
      hintCycle: [
        {
          en: 'Remember what a budget is.',
          'zh-TW': '想一想，預算是什麼？',
        },
        {
          en: 'Some think a budget has to be long or hard. A short plan made before spending is a budget too.',
          'zh-TW': '有人以為預算一定很長、很難。其實花錢以前寫下的簡單計畫，就是預算。',
        },
        {
          en: 'True. A budget is a plan for your money made before you spend. That is what Leo is doing.',
          'zh-TW': '對。預算就是花錢以前先替錢做的計畫，阿力正在做這件事。',
        },
      ],
      why: {
        en: 'Leo plans before he spends, and he gives each part of his income a job. That is what a budget is.',
        'zh-TW': '阿力在花錢以前先做計畫，替收入的每一部分都安排好任務，這就是預算。',
      },
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Which of these are income for Jay? Choose all that fit.',
        'zh-TW': '下面哪些是阿哲的收入？請選出所有正確的答案。',
      },
      options: [
        { en: '100 coins of allowance every Friday', 'zh-TW': '每週五拿到的 NT$100 零用錢' },
        { en: '60 coins he pays for a sketchbook', 'zh-TW': '買素描本付的 NT$60' },
        { en: 'A red envelope with 200 coins at New Year', 'zh-TW': '過年收到 NT$200 的紅包' },
        { en: '10 coins he pays for a pencil', 'zh-TW': '買鉛筆付的 NT$10' },
      ],
      answer: [0, 2],
      hintCycle: [
        {
          en: 'Income is money that comes in to you.',
          'zh-TW': '收入是拿到手的錢。',
        },
        {
          en: 'Some mix up money in and money out. Paying for a sketchbook or a pencil is spending, not income.',
          'zh-TW': '有人會把進來的錢和出去的錢搞混。買素描本和鉛筆，錢是花出去的，那是支出，不是收入。',
        },
        {
          en: 'The answer is the allowance and the red envelope, because both bring money in to Jay.',
          'zh-TW': '答案是零用錢和紅包，因為這兩樣都是阿哲拿到手的錢。',
        },
      ],
      why: {
        en: 'Income is money coming in, wherever it comes from. A gift and an allowance come in, and buying things sends money out.',
        'zh-TW': '收入就是進來的錢，不管是從哪裡來。紅包和零用錢都是進來的錢，買東西則是把錢花出去。',
      },
    },
    {
      id: 'q4',
      type: 'single',
      question: {
        en: 'This week, An gets her 100 coins of allowance. She also earns 20 coins for washing the family car, an extra job. She spends 75 coins. What is her balance?',
        'zh-TW': '這個星期，小安拿到 NT$100 零用錢，又幫忙洗家裡的車，做額外工作賺了 NT$20。她花了 NT$75。她的餘額是多少？',
      },
      options: [
        { en: '195 coins', 'zh-TW': 'NT$195' },
        { en: '55 coins', 'zh-TW': 'NT$55' },
        { en: '45 coins', 'zh-TW': 'NT$45' },
        { en: '75 coins', 'zh-TW': 'NT$75' },
      ],
      answer: [2],
      hintCycle: [
        {
          en: 'First find her income: 100 + 20 = 120. Then use balance = income − spending.',
          'zh-TW': '先算收入：100 + 20 = 120。再用「餘額 = 收入 − 支出」。',
        },
        {
          en: 'Spending is taken away, not added. Work out 120 − 75, so it is not 195.',
          'zh-TW': '支出要用減的，不是加的。算算 120 − 75，所以不是 195。',
        },
        {
          en: 'The answer is 45 coins, because 120 − 75 = 45.',
          'zh-TW': '答案是 NT$45，因為 120 − 75 = 45。',
        },
      ],
      why: {
        en: 'Both the allowance and the car-wash pay are income, so An\'s income is 120 coins. Her balance is what is left: 120 − 75 = 45.',
        'zh-TW': '零用錢和洗車賺的錢都是收入，所以小安的收入是 NT$120。餘額是剩下的錢：120 − 75 = 45。',
      },
    },
    {
      id: 'q5',
      type: 'bool',
      question: {
        en: 'Jay has 70 coins in his spend jar. He buys a sketchbook for 60 coins. True or false: now he has 20 coins left in that jar.',
        'zh-TW': '阿哲的花用罐裡有 NT$70。他買了一本 NT$60 的素描本。對或不對：現在花用罐裡還剩 NT$20。',
      },
      answer: false,
      hintCycle: [
        {
          en: 'Work out what is left: start with 70 and take away 60.',
          'zh-TW': '算算看剩多少：從 70 減掉 60。',
        },
        {
          en: 'It is easy to stop one ten too early. Count back 6 tens from 70: 60, 50, 40, 30, 20, 10.',
          'zh-TW': '很容易少數一個十。從 70 開始，十個十個往回數 6 次：60、50、40、30、20、10。',
        },
        {
          en: 'False. 70 − 60 = 10, so Jay has 10 coins left, not 20.',
          'zh-TW': '錯。70 − 60 = 10，阿哲還剩 NT$10，不是 NT$20。',
        },
      ],
      why: {
        en: 'The balance in a jar is what is left after spending. 70 − 60 = 10, so Jay still has 10 coins for the rest of the week.',
        'zh-TW': '罐子裡的餘額，就是花完以後剩下的錢。70 − 60 = 10，阿哲這個星期還有 NT$10 可以用。',
      },
    },
  ],
  autoMission: {
    title: { en: 'Make Your First Budget', 'zh-TW': '做出我的第一份預算' },
    options: [
      {
        id: 'three-jars-home',
        label: { en: 'Set up three jars', 'zh-TW': '準備三個罐子' },
        instructions: {
          en: 'Find three cups or jars at home. Label them Spend, Save and Share. Ask a grown-up to help you split your next allowance into them. Tick when you are done.',
          'zh-TW': '在家裡找三個杯子或罐子，貼上「花用」、「儲蓄」、「分享」。請大人陪你把下一次的零用錢分進去，完成後打勾。',
        },
        controlType: 'checkbox',
      },
      {
        id: 'split-150',
        label: { en: 'Split 100 coins', 'zh-TW': '分配 NT$100' },
        instructions: {
          en: 'Drag 100 coins into the spend, save and share jars. Check that your three amounts add up to exactly 100.',
          'zh-TW': '把 NT$100 拖進花用、儲蓄、分享三個罐子裡，檢查三個數字加起來剛好是 100。',
        },
        controlType: 'drag-validate',
      },
      {
        id: 'budget-sheet',
        label: { en: 'Fill in a budget sheet', 'zh-TW': '填寫預算表' },
        instructions: {
          en: 'Pick a budget sheet. Write your income, what you plan to spend, and your balance (income − spending).',
          'zh-TW': '選一張預算表，寫下你的收入、打算花多少錢，再算出餘額（收入 − 支出）。',
        },
        controlType: 'template-select',
      },
    ],
    completionRule: 'any_one',
  },
} satisfies AdventureBody;

export default body;
