import type { AdventureBody } from '../schema/module-body';

const body = {
  id: 'M06',
  format: 'adventure',
  storyIntro: [
    {
      en: 'Jay gets 150 coins of allowance every week. Last Monday, he bought a comic and some snacks right away. By Wednesday, all his money was gone! And he still wanted new markers for his drawings.',
      'zh-TW':
        '阿哲每個星期有 NT$150 的零用錢。上個星期一，他一拿到錢就買了漫畫和零食。結果到了星期三，錢全部花光了！可是，他還想買新的彩色筆來畫畫呢。',
    },
    {
      en: 'This week, Pip the parrot landed on his desk. "Squawk! Before you spend, make a plan!" said Pip. "A plan for your money is called a budget."',
      'zh-TW': '這個星期，鸚鵡皮皮飛到他的書桌上。「嘎！花錢以前，先做計畫！」皮皮說：「替錢做的計畫，就叫做預算。」',
    },
    {
      en: 'At school, Ms. Chen gave each child three jars. One said Spend. One said Save. One said Share. "You get to choose how much goes in each jar," she said.',
      'zh-TW':
        '在學校，陳老師發給每個小朋友三個罐子，上面分別寫著「花用」、「儲蓄」和「分享」。老師說：「每個罐子要放多少錢，由你們自己決定喔！」',
    },
    {
      en: 'Jay thought hard. He put 90 coins in Spend, 45 coins in Save and 15 coins in Share. Then he checked: 90 + 45 + 15 = 150. Every coin had a job!',
      'zh-TW':
        '阿哲認真想了想，把 NT$90 放進花用罐、NT$45 放進儲蓄罐、NT$15 放進分享罐。他再算一次：90 + 45 + 15 = 150。每一塊錢都有自己的任務了！',
    },
    {
      en: 'The next day, Jay saw the markers he liked. They cost 60 coins. He had 90 coins in his Spend jar. Could he buy them and still have some coins for the rest of the week? Let\'s help Jay find out!',
      'zh-TW':
        '第二天，阿哲看到他喜歡的彩色筆，一盒要 NT$60。他的花用罐裡有 NT$90。買了彩色筆以後，這個星期剩下的日子還有錢可以用嗎？我們一起來幫阿哲想一想！',
    },
  ],
  definitions: [
    {
      term: { en: 'budget', 'zh-TW': '預算' },
      definition: {
        en: 'A plan for how you will use your money, made before you spend it.',
        'zh-TW': '在花錢以前，先想好錢要怎麼用的計畫。',
      },
      example: {
        en: "Jay's budget: 90 coins to spend, 45 coins to save and 15 coins to share.",
        'zh-TW': '阿哲的預算：NT$90 花用、NT$45 儲蓄、NT$15 分享。',
      },
    },
    {
      term: { en: 'income', 'zh-TW': '收入' },
      definition: {
        en: 'Money that comes in to you, like your allowance or pay for a chore.',
        'zh-TW': '拿到手的錢，像是零用錢，或是幫忙做家事得到的錢。',
      },
      example: {
        en: "Jay's income is 150 coins of allowance each week.",
        'zh-TW': '阿哲每個星期的收入是 NT$150 零用錢。',
      },
    },
    {
      term: { en: 'spending', 'zh-TW': '支出' },
      definition: {
        en: 'Money that goes out when you buy or pay for things.',
        'zh-TW': '買東西或付錢時，花出去的錢。',
      },
      example: {
        en: 'Markers for 60 coins are part of Jay\'s spending this week.',
        'zh-TW': '一盒 NT$60 的彩色筆，是阿哲這個星期的支出。',
      },
    },
    {
      term: { en: 'spend, save and share jars', 'zh-TW': '花用、儲蓄、分享三個罐子' },
      definition: {
        en: 'Three places to split your money: one to spend now, one to save for later, and one to share with others.',
        'zh-TW': '把錢分成三份：一份現在花用，一份存起來以後用，一份拿來分享、幫助別人。',
      },
      example: {
        en: 'An splits 100 coins: 60 to spend, 30 to save and 10 to share. 60 + 30 + 10 = 100.',
        'zh-TW': '小安把 NT$100 分成三份：花用 NT$60、儲蓄 NT$30、分享 NT$10。60 + 30 + 10 = 100。',
      },
    },
    {
      term: { en: 'balance', 'zh-TW': '餘額' },
      definition: {
        en: 'The money you have left. Balance = income − spending.',
        'zh-TW': '扣掉花掉的錢以後，還剩下的錢。餘額 = 收入 − 支出。',
      },
      example: {
        en: 'Mei\'s income is 100 coins and she spends 70 coins. Her balance is 100 − 70 = 30 coins.',
        'zh-TW': '小美的收入是 NT$100，花了 NT$70，餘額就是 100 − 70 = 30，還剩 NT$30。',
      },
    },
  ],
  examples: [
    {
      en: 'Mei made a budget before the school fair: 50 coins for games and 30 coins for snacks.',
      'zh-TW': '小美在園遊會以前先做好預算：NT$50 玩遊戲，NT$30 買點心。',
    },
    {
      en: "Leo's income from the lemonade stand was 200 coins this week.",
      'zh-TW': '阿力這個星期賣檸檬汁的收入是 NT$200。',
    },
    {
      en: "Jay's spending this week: markers 60 coins + snacks 20 coins = 80 coins.",
      'zh-TW': '阿哲這個星期的支出：彩色筆 NT$60 + 零食 NT$20 = NT$80。',
    },
    {
      en: "An's income was 150 coins and her spending was 100 coins, so her balance is 150 − 100 = 50 coins.",
      'zh-TW': '小安的收入是 NT$150，支出是 NT$100，所以她的餘額是 150 − 100 = 50，也就是 NT$50。',
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
          en: 'I got 150 coins of ______. I spent 90 coins, so my ______ is 60 coins.',
          'zh-TW': '我有 NT$150 的______，花掉 NT$90 以後，我的______是 NT$60。',
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
            en: 'The 60 coins are not spending, because Jay spent 90. 150 − 90 = 60 is what is left.',
            'zh-TW': 'NT$60 不是支出，因為花掉的是 NT$90。150 − 90 = 60 是剩下的錢。',
          },
          {
            en: 'Answer: income, balance. The 150 coins came in (income), and 150 − 90 = 60 coins are left (balance).',
            'zh-TW': '答案：收入、餘額。NT$150 是拿到的錢（收入），150 − 90 = 60 是剩下的錢（餘額）。',
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
        en: 'Mei gets 100 coins. Her budget: 60 coins to spend, 30 coins to save, and the rest to share. How much goes in her share jar?',
        'zh-TW': '小美拿到 NT$100。她的預算是花用 NT$60、儲蓄 NT$30，剩下的放進分享罐。分享罐要放多少錢？',
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
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'Before the weekend market, Leo writes down how he will use his 200 coins. Is Leo making a budget?',
        'zh-TW': '週末市集開始以前，阿力先把他的 NT$200 要怎麼用寫下來。阿力是在做預算嗎？',
      },
      answer: true,
      hintCycle: [
        {
          en: 'Remember what a budget is.',
          'zh-TW': '想一想，預算是什麼？',
        },
        {
          en: 'Leo makes his plan before he spends anything.',
          'zh-TW': '阿力是在還沒花錢以前，就先想好計畫。',
        },
        {
          en: 'True. A budget is a plan for your money made before you spend, and that is what Leo is doing.',
          'zh-TW': '對。預算就是花錢以前先替錢做的計畫，阿力正在做這件事。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Which of these are income for Jay? Choose all that fit.',
        'zh-TW': '下面哪些是阿哲的收入？請選出所有正確的答案。',
      },
      options: [
        { en: '150 coins of allowance from his parents', 'zh-TW': '爸媽給的 NT$150 零用錢' },
        { en: '60 coins he pays for markers', 'zh-TW': '買彩色筆付的 NT$60' },
        { en: 'A red envelope with 200 coins at New Year', 'zh-TW': '過年收到 NT$200 的紅包' },
        { en: '20 coins he pays for snacks', 'zh-TW': '買零食付的 NT$20' },
      ],
      answer: [0, 2],
      hintCycle: [
        {
          en: 'Income is money that comes in to you.',
          'zh-TW': '收入是拿到手的錢。',
        },
        {
          en: 'Paying for markers and snacks makes money go out. That is spending, not income.',
          'zh-TW': '買彩色筆和零食，錢是花出去的，那是支出，不是收入。',
        },
        {
          en: 'The answer is the allowance and the red envelope, because both bring money in to Jay.',
          'zh-TW': '答案是零用錢和紅包，因為這兩樣都是阿哲拿到手的錢。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'single',
      question: {
        en: "An's income this week is 120 coins. Her spending is 75 coins. What is her balance?",
        'zh-TW': '小安這個星期的收入是 NT$120，支出是 NT$75。她的餘額是多少？',
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
          en: 'Balance = income − spending. Do we add or take away?',
          'zh-TW': '餘額 = 收入 − 支出。要用加的，還是減的？',
        },
        {
          en: 'Take away: 120 − 75. So it is not 195, which is adding.',
          'zh-TW': '要用減的：120 − 75。所以不是 195，那是加起來的數字。',
        },
        {
          en: 'The answer is 45 coins, because 120 − 75 = 45.',
          'zh-TW': '答案是 NT$45，因為 120 − 75 = 45。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'bool',
      question: {
        en: 'Jay has 90 coins in his spend jar. He buys markers for 60 coins. Now he has 40 coins left in that jar.',
        'zh-TW': '阿哲的花用罐裡有 NT$90。他買了一盒 NT$60 的彩色筆，現在花用罐裡還剩 NT$40。',
      },
      answer: false,
      hintCycle: [
        {
          en: 'Work out what is left: start with 90 and take away 60.',
          'zh-TW': '算算看剩多少：從 90 減掉 60。',
        },
        {
          en: 'Count back 60 from 90 by tens: 80, 70, 60, 50, 40, 30. Where do you stop?',
          'zh-TW': '從 90 開始，十個十個往回數六次：80、70、60、50、40、30。最後停在哪裡？',
        },
        {
          en: 'False. 90 − 60 = 30, so Jay has 30 coins left, not 40.',
          'zh-TW': '錯。90 − 60 = 30，阿哲還剩 NT$30，不是 NT$40。',
        },
      ],
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
        label: { en: 'Split 150 coins', 'zh-TW': '分配 NT$150' },
        instructions: {
          en: 'Drag 150 coins into the spend, save and share jars. Check that your three amounts add up to exactly 150.',
          'zh-TW': '把 NT$150 拖進花用、儲蓄、分享三個罐子裡，檢查三個數字加起來剛好是 150。',
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
