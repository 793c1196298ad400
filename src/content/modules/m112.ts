import type { ClassicBody } from '../schema/module-body';

/**
 * M112 · Capital Mountain: "Prices Go Up and Down" / 「價格有漲有跌」.
 * Learning outcome (Grade 8, Investing): explain that an investment's price goes up and down as more people
 * want to buy or to sell; that a drop is a paper loss while you still own it, and selling in a panic at a low
 * price makes it a real loss; and meet a dip calmly: read the plan, don't watch the price all day, talk to a
 * grown-up, and know that nobody can promise the price will come back.
 * Benchmark, in words: the grade-8 Investing statements that the value of an investment can rise or fall
 * over time, so an investor may gain or lose money: risk and possible reward come together.
 * Island position: after M111 (Jay: more years give more time to get through dips) and before M113 (no
 * get-rich-quick magic). It reuses "a bakery company on the island" and shares from M107, and the mountain's
 * risk idea from M16. These lessons are written in parallel, so they are named only in general words.
 * The game is pretend: paper shares, no real money. Ms. Chen says the Taiwan rule for children under 18, and
 * An writes her game plan with Mom. Nothing real is named or suggested to buy.
 * Numbers: the island's own pretend price board, said so in the story ("the island's pretend numbers, to
 * keep the maths easy; real prices are different, and nobody can promise them"). One share over one year:
 * start 50; falls to 45 (50 − 5 = 45), then 40 (45 − 5 = 40); climbs to 48 (40 + 8 = 48), then 55 by the
 * end of the year (48 + 7 = 55). In the dip: 50 − 40 = 10 below the start, on paper (Mom: a paper loss,
 * real only if sold; selling is sometimes right, e.g. money needed soon, decided with the plan, not from
 * fear). A classmate sells at 40: 50 − 40 = 10, a real loss. At the end: 55 − 50 = 5 above the start
 * (still on paper, and not promised for next year; Pip: next time it may not come back).
 * Terms: the same numbers (50, 40, 10). Stems: none.
 * Quiz: q1 Leo's dad bought a juice company's shares at 60 each, now 50 (60 − 50 = 10 a share on paper), money needed in 10 years,
 * plan: check once a month; q2 no numbers; q3 the class game, Jay's paper share of a bus company got at 80, now 70
 * (80 − 70 = 10); q4 An's uncle buys at 70, sells in a fright at 55: 70 − 55 = 15 (distractor 70 + 55 =
 * 125); q5 Mei's aunt's share bought at 90, now 75 and kept: 90 − 75 = 15, a paper loss.
 * Facts:
 * - In Taiwan, children under 18 can only invest with a parent or guardian (story)
 *   — Civil Code arts. 12 and 77 (民法第 12、77 條; age of majority 18 in force 1 January 2023), 2023
 */
const body = {
  id: 'M112',
  format: 'classic',
  scenarios: [
    {
      id: 'ans-paper-share',
      title: {
        en: "An's Paper Share",
        'zh-TW': '小安的紙股票',
      },
      description: {
        en: "In a pretend game, An's share falls from 50 to 40. Should she sell it in a hurry?",
        'zh-TW': '在模擬股票遊戲裡，小安的股票從 NT$50 跌到 NT$40。她該趕快賣掉嗎？',
      },
      context: {
        en:
          'On Capital Mountain, Ms. Chen starts a pretend share game. Each child gets a paper card for one share of a bakery company on the island. ' +
          'No real money is used. The board shows the island\'s pretend prices, to keep the maths easy. Real prices are different, and nobody can promise them. ' +
          '"In Taiwan, children under 18 can only invest with a parent or guardian," says Ms. Chen. ' +
          'So An writes a game plan with Mom: "Pretend goal: years away. Check once a month. Ask Mom before selling." ' +
          'The price starts at 50 coins. Then the bakery\'s oven breaks, and more people want to sell than buy. The price falls to 45, then 40. ' +
          'An checks the board every day and gets more nervous. "50 − 40 = 10. I lost 10 coins! Should I sell?" ' +
          'She takes a deep breath and asks Mom. "You still have your share, so it\'s a paper loss," Mom says. "Selling at 40 would make it real. ' +
          'Sometimes selling is right, like when you need the money soon. But we decide with your plan, not because we\'re scared." ' +
          'An keeps her share and checks once a month again. A scared classmate sells at 40. "Now my loss is real," he sighs. ' +
          'Then the oven is fixed, and more people want to buy. The price climbs to 48, then 55 by the end of the year. ' +
          '"Squawk!" says Pip. "Prices go up and down. This time it came back. Next time it may not, and nobody can promise it. ' +
          'Stay calm, follow your plan, and talk to a grown-up."',
        'zh-TW':
          '在資本山上，陳老師帶大家玩模擬股票遊戲。每個人拿到一張紙卡，代表島上一家麵包公司的一股。' +
          '遊戲裡不用真的錢。看板上是島上假裝的價格，這樣比較好算；真實的價格不一樣，也沒有人能保證。' +
          '陳老師說：「在台灣，未滿 18 歲的孩子，只能在爸媽或監護人同意、陪同下投資。」' +
          '所以小安和媽媽一起寫了遊戲計畫：「假裝的目標：很多年以後。每個月看一次。要賣之前，先問媽媽。」' +
          '一開始，股價是 NT$50。後來，麵包公司的烤箱壞了，想賣的人比想買的人多。價格跌到 NT$45，又跌到 NT$40。' +
          '小安開始每天盯著看板上的價格，越看越緊張：「50 − 40 = 10，我虧了 NT$10！是不是該賣掉？」' +
          '她深吸一口氣，去問媽媽。媽媽說：「股票還在你手上，所以這是帳面損失。如果用 NT$40 賣掉，它才會變成真正的虧損。' +
          '有時候賣掉是對的，像是很快就要用這筆錢。不過，我們要照著計畫來決定，不是因為害怕就賣。」' +
          '小安留著這一股，也改回每個月看一次。有一位同學一害怕，就用 NT$40 賣掉了。他嘆氣說：「現在我是真的虧了。」' +
          '後來烤箱修好了，想買的人又變多了。價格漲到 NT$48，到了年底來到 NT$55。' +
          '皮皮叫著：「嘎！價格有漲有跌。這一次漲回來了，下一次不一定，也沒有人能保證。' +
          '保持冷靜、照著計畫走，並且跟大人討論！」',
      },
      thinkingPrompts: [
        {
          en: 'Why do you think checking the price every day made An more nervous?',
          'zh-TW': '你覺得為什麼每天看價格，會讓小安越來越緊張？',
        },
        {
          en: 'An and her classmate had the same share. Why did only one of them end up with a real loss?',
          'zh-TW': '小安和那位同學拿的是同一種股票，為什麼只有一個人真的虧了錢？',
        },
        {
          en: 'What if the price had stayed at 40 for a long time? What could An and Mom look at in her plan?',
          'zh-TW': '如果價格一直停在 NT$40 很久，小安和媽媽可以從她的計畫裡看什麼？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'share-price',
      term: { en: 'share price', 'zh-TW': '股價' },
      definition: {
        en: 'How much one share costs to buy or sell right now. It can change every day.',
        'zh-TW': '現在買或賣一股要多少錢。它每天都可能改變。',
      },
      example: {
        en: "At the start, the bakery company's share price was 50 coins.",
        'zh-TW': '一開始，麵包公司的股價是 NT$50。',
      },
    },
    {
      id: 'dip',
      term: { en: 'dip', 'zh-TW': '下跌' },
      definition: {
        en: 'A time when a price goes down for a while.',
        'zh-TW': '價格往下掉的一段時間。',
      },
      example: {
        en: 'When the oven broke, the price had a dip from 50 to 40.',
        'zh-TW': '烤箱壞掉的時候，股價從 NT$50 下跌到 NT$40。',
      },
    },
    {
      id: 'paper-loss',
      term: { en: 'paper loss', 'zh-TW': '帳面損失' },
      definition: {
        en: 'A drop in what something is worth while you still own it.',
        'zh-TW': '東西還在你手上，只是它值的錢變少了。',
      },
      example: {
        en: 'At 40, An had a 10-coin paper loss. She still had her share, so the loss could still shrink or grow.',
        'zh-TW': '股價 NT$40 的時候，小安有 NT$10 的帳面損失。股票還在她手上，所以這個損失之後可能變小，也可能變大。',
      },
    },
    {
      id: 'real-loss',
      term: { en: 'real loss', 'zh-TW': '真正的虧損' },
      definition: {
        en: 'Money you lose for good when you sell something for less than you paid.',
        'zh-TW': '用比買進時更低的價錢賣掉，真的少掉、拿不回來的錢。',
      },
      example: {
        en: 'The classmate sold at 40. 50 − 40 = 10, so 10 coins became a real loss.',
        'zh-TW': '那位同學用 NT$40 賣掉。50 − 40 = 10，這 NT$10 就變成真正的虧損。',
      },
    },
    {
      id: 'panic-selling',
      term: { en: 'panic selling', 'zh-TW': '恐慌賣出' },
      definition: {
        en: 'Selling in a hurry because you feel scared, without checking your plan.',
        'zh-TW': '因為害怕，沒有看計畫就急著賣掉。',
      },
      example: {
        en: 'An took a deep breath and asked Mom, instead of panic selling.',
        'zh-TW': '小安先深吸一口氣、去問媽媽，沒有恐慌賣出。',
      },
    },
    {
      id: 'investing-plan',
      term: { en: 'investing plan', 'zh-TW': '投資計畫' },
      definition: {
        en: 'A plan, made with a grown-up, that says why you invest, for how long, and what to do in a dip.',
        'zh-TW': '和大人一起寫的計畫，寫清楚為什麼投資、要放多久，還有價格下跌時要怎麼做。',
      },
      example: {
        en: "An's plan said: check once a month, and talk to Mom before selling.",
        'zh-TW': '小安的計畫寫著：每個月看一次，要賣之前先跟媽媽討論。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'when-a-price-dips',
      stem: {
        en: 'When a price dips, I will…',
        'zh-TW': '價格下跌的時候，我會……',
      },
      examples: [
        {
          en: 'When a price dips, I will take a deep breath, read my investing plan and talk to a grown-up.',
          'zh-TW': '價格下跌的時候，我會先深呼吸，讀一讀我的投資計畫，再跟大人討論。',
        },
      ],
    },
    {
      id: 'a-paper-loss-becomes-real',
      stem: {
        en: 'A paper loss becomes a real loss when…',
        'zh-TW': '帳面損失會變成真正的虧損，是在……',
      },
      examples: [
        {
          en: 'A paper loss becomes a real loss when you sell for less than you paid.',
          'zh-TW': '帳面損失會變成真正的虧損，是在你用比買進時更低的價錢賣掉的時候。',
        },
      ],
    },
    {
      id: 'nobody-can-promise',
      stem: {
        en: 'Nobody can promise that a price…',
        'zh-TW': '沒有人能保證價格……',
      },
      examples: [
        {
          en: 'Nobody can promise that a price will come back up, so money I need soon stays safe in savings.',
          'zh-TW': '沒有人能保證價格會漲回來，所以很快就要用的錢，我會好好存著，不拿去投資。',
        },
        {
          en: 'Nobody can promise that a price will keep going up, even after a good year.',
          'zh-TW': '沒有人能保證價格會一直漲，就算去年漲得很好也一樣。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: "Leo's dad bought some shares of a juice company on the island at 60 coins each (pretend numbers). This week, the price fell to 50. He will not need this money for 10 years. His plan says: check once a month. What is the best next step for him?",
        'zh-TW': '阿力的爸爸用每股 NT$60，買了一些島上果汁公司的股票（這是假裝的數字）。這個星期，股價跌到 NT$50。這筆錢他 10 年內都用不到，他的計畫寫著：每個月看一次。他下一步最好怎麼做？',
      },
      options: [
        {
          en: 'Sell them all today, before the price falls any lower.',
          'zh-TW': '今天就全部賣掉，免得價格跌得更低。',
        },
        {
          en: 'Watch the price every hour until it is back at 60.',
          'zh-TW': '每個小時都盯著價格，直到它回到 NT$60。',
        },
        {
          en: 'Read his plan again and keep to his monthly check.',
          'zh-TW': '把計畫再讀一遍，照計畫每個月看一次就好。',
        },
        {
          en: 'Buy lots more now, since it will surely bounce back soon.',
          'zh-TW': '馬上多買很多，因為它很快就一定會彈回來。',
        },
      ],
      correctAnswer: 2,
      feedback: {
        en: 'Dips happen, and he needs this money in 10 years, not now. His plan keeps him calm. Selling in a hurry would make the drop of 10 coins a share real. Watching every hour adds worry, and nobody can promise a quick bounce back.',
        'zh-TW': '價格下跌是常有的事，而且這筆錢他 10 年後才要用，不是現在。照著計畫走，能讓他保持冷靜。急著賣掉，會讓每股 NT$10 的下跌變成真正的虧損；每個小時盯著看，只會更擔心；也沒有人能保證價格很快會彈回來。',
      },
      hintCycle: [
        {
          en: 'Think of what An did when her share fell to 40.',
          'zh-TW': '想想看，小安的股票跌到 NT$40 的時候，她做了什麼？',
        },
        {
          en: 'Selling in a panic makes a paper loss real. Watching all day adds worry. "It will surely bounce back" is a promise nobody can make.',
          'zh-TW': '恐慌賣出會讓帳面損失變成真的；一直盯著看只會更擔心；「一定會彈回來」是沒有人能做到的保證。',
        },
        {
          en: 'The answer: read his plan again and keep to his monthly check. He needs the money in 10 years, not this week.',
          'zh-TW': '答案是：把計畫再讀一遍，照樣每個月看一次。這筆錢他 10 年後才要用，不是這個星期。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'True or false: When a share price falls, it will come back up if you wait long enough.',
        'zh-TW': '是非題：股價跌下去以後，只要等得夠久，就會漲回來。',
      },
      correctAnswer: false,
      feedback: {
        en: 'False. A price may come back, or it may stay low. Nobody can promise it. That is why money you need soon stays safe, and why a plan made with a grown-up matters.',
        'zh-TW': '錯。價格可能會漲回來，也可能一直停在低的地方，沒有人能保證。所以很快要用的錢要放在安全的地方，也要和大人一起訂好計畫。',
      },
      hintCycle: [
        {
          en: 'Think of what Pip said at the end of the story.',
          'zh-TW': '想想故事最後，皮皮說了什麼。',
        },
        {
          en: 'Some think that waiting fixes every dip. Waiting gives more time, but a price can also stay low.',
          'zh-TW': '有人以為只要等，下跌就會過去。等待能多一點時間，但價格也可能一直回不來。',
        },
        {
          en: 'The answer is false. A price may not come back, and nobody can promise that it will.',
          'zh-TW': '答案是「錯」。價格不一定會漲回來，也沒有人能保證它會。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: "In the class game, Jay got a paper share of a bus company on the island at 80. Now the price is 70. Which thoughts are calm and correct? Pick all that are right.",
        'zh-TW': '在班上的遊戲裡，阿哲用 NT$80 拿到島上一家公車公司的紙股票，現在股價是 NT$70。下面哪些想法既冷靜又正確？（可以選好幾個）',
      },
      options: [
        {
          en: 'Prices go up and down, so a dip like this can happen.',
          'zh-TW': '價格本來就有漲有跌，像這樣下跌是可能發生的。',
        },
        {
          en: 'It will surely be back at 80 by next month.',
          'zh-TW': '下個月它就一定會回到 NT$80。',
        },
        {
          en: 'If he sells now at 70, his 10-coin drop becomes a real loss.',
          'zh-TW': '如果他現在用 NT$70 賣掉，這 NT$10 的下跌就會變成真正的虧損。',
        },
        {
          en: 'He should check the price many times a day to stay safe.',
          'zh-TW': '他應該一天看好多次價格，這樣比較安全。',
        },
        {
          en: 'He can read his plan and talk it over with a grown-up.',
          'zh-TW': '他可以讀一讀自己的計畫，再跟大人討論。',
        },
      ],
      correctAnswer: [0, 2, 4],
      feedback: {
        en: 'Dips happen. 80 − 70 = 10, and selling at 70 makes those 10 coins a real loss. His plan and a grown-up help him stay calm. Nobody can promise the price is back next month, and checking all day adds worry, not safety.',
        'zh-TW': '價格下跌是會發生的。80 − 70 = 10，用 NT$70 賣掉，這 NT$10 就變成真正的虧損。讀計畫、跟大人討論，能幫他保持冷靜。沒有人能保證下個月價格會回來；一天看好多次，只會更擔心，並不會更安全。',
      },
      hintCycle: [
        {
          en: "Think about paper losses, real losses and An's plan.",
          'zh-TW': '想想帳面損失、真正的虧損，還有小安的計畫。',
        },
        {
          en: 'Nobody can promise a price will be back by next month. Checking many times a day makes people nervous, not safe. Three are right.',
          'zh-TW': '沒有人能保證價格下個月就回來；一天看好多次只會讓人緊張，不會更安全。正確的有三個。',
        },
        {
          en: 'The answers: prices go up and down; selling at 70 makes the 10-coin drop real; read the plan and talk to a grown-up.',
          'zh-TW': '答案是：價格本來就有漲有跌；用 NT$70 賣掉，NT$10 的下跌就變成真的虧損；讀計畫、跟大人討論。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: "An's uncle bought one share for 70 coins (the island's pretend numbers). When the price fell to 55, he got scared and sold it. In coins, his real loss was ______.",
        'zh-TW': '小安的舅舅用 NT$70 買了一股股票（這是島上假裝的數字）。股價跌到 NT$55 的時候，他一害怕就賣掉了。他真正虧掉的錢是______。',
      },
      acceptedAnswers: {
        en: ['15', 'fifteen', '15 coins', 'fifteen coins'],
        'zh-TW': ['15', 'NT$15', '15元', '15 元', '十五', '十五元', '15塊', '十五塊'],
      },
      feedback: {
        en: '70 − 55 = 15 coins. While he kept the share, the drop was only on paper. Selling at 55 made it a real loss.',
        'zh-TW': '70 − 55 = 15，虧了 NT$15。他還留著股票的時候，這只是帳面損失；用 NT$55 賣掉以後，才變成真正的虧損。',
      },
      hintCycle: [
        {
          en: 'What did he pay for the share, and what did he sell it for?',
          'zh-TW': '他買的時候付了多少？賣的時候拿回多少？',
        },
        {
          en: 'Take the selling price away from the buying price. Adding the two prices does not show a loss.',
          'zh-TW': '用買進的價錢減掉賣出的價錢。把兩個價錢加起來，是算不出虧損的。',
        },
        {
          en: 'The answer is 15. 70 − 55 = 15, and selling made the loss real.',
          'zh-TW': '答案是 15。70 − 55 = 15，賣掉以後，這筆虧損就變成真的了。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: "Mei's aunt bought a share for 90 coins (pretend numbers). It falls to 75, and she keeps it. 90 − 75 = 15. She has not sold, so the 15-coin drop is still a ______ loss.",
        'zh-TW': '小美的阿姨用 NT$90 買了一股股票（這是假裝的數字）。股價跌到 NT$75，她沒有賣。90 − 75 = 15。因為還沒賣掉，這 NT$15 的下跌還只是______損失。',
      },
      acceptedAnswers: {
        en: ['paper', 'on-paper', 'on paper', 'unrealized', 'unrealised'],
        'zh-TW': ['帳面', '帳面上的', '帳面上', '未實現', '未實現的', '紙上', '紙上的'],
      },
      feedback: {
        en: 'It is a paper loss: the share is worth less, but she still owns it. It becomes a real loss only if she sells at the lower price.',
        'zh-TW': '這是帳面損失：股票值的錢變少了，但還在她手上。只有用比較低的價錢賣掉，才會變成真正的虧損。',
      },
      hintCycle: [
        {
          en: 'She still owns the share. What did Mom call that kind of loss?',
          'zh-TW': '股票還在她手上。媽媽把這種損失叫做什麼？',
        },
        {
          en: 'It is not a real loss yet, because she has not sold. Look for the word from the key terms.',
          'zh-TW': '因為還沒賣掉，所以還不是真正的虧損。找找重要詞語裡的那個詞。',
        },
        {
          en: 'The answer is "paper": a paper loss. It turns real only if she sells at the lower price.',
          'zh-TW': '答案是「帳面」：帳面損失。只有用比較低的價錢賣掉，才會變成真的。',
        },
      ],
    },
  ],
  reflection: {
    id: 'staying-calm',
    question: {
      en: 'Think of a time you felt worried and wanted to act fast. What helped you slow down and choose calmly?',
      'zh-TW': '想一想，你有沒有因為擔心，很想馬上做點什麼的時候？是什麼幫助你慢下來、冷靜地做決定？',
    },
    placeholder: {
      en: 'One time I felt worried when… I slowed down by… Next time I will…',
      'zh-TW': '有一次，我因為……很擔心。我讓自己慢下來的方法是……。下次我會……',
    },
  },
} satisfies ClassicBody;

export default body;
