import type { ClassicBody } from '../schema/module-body';

/**
 * M115 · Capital Mountain: "My First Investing Plan" / 「我的第一份投資計畫」.
 * Learning outcome (Grade 4, Investing): tell which goals suit saving (money needed soon) and which may suit
 * investing (goals many years away, with a grown-up), and name the parts of a simple first investing plan:
 * a goal and when the money is needed, money needed soon kept in savings, spreading out, checking the fee,
 * patience with ups and downs, no get-rich-quick offers, and a parent or guardian who decides with the child.
 * Benchmark, in words: the grade-4 Investing statements that people invest so their money can grow over time
 * toward long-term goals, and that low-risk savings suit short-term goals while people often invest, with
 * more risk, for longer-term goals; the child gives examples of goals suited to saving and to investing.
 * Island position: Capital Mountain's last lesson (capstone). It uses the island's ideas together, recapped in
 * general words since the other lessons are written in parallel: money needed soon stays on the safe road,
 * higher possible reward comes with more risk (M16, Leo); don't put all your eggs in one basket (M17, An);
 * a fund is a basket of many investments (M110, Mei); time is on your side for far-away goals (M111, Jay);
 * prices go up and down, stay calm (M112, An); no get-rich-quick magic, 165 (M113, Leo); small yearly fees
 * take big bites (M114, Mei).
 * Numbers: An's 1,000 coins are red-envelope money in her post-office account with Mom (cast sheet: An's
 * passbook, opened with her mom). On Money Islands, a book about stars costs 200 coins, and the story says it
 * is the island's own price; needed next month: 1,000 − 200 = 800 for a goal about 10 years away. The island's pretend year on the steeper path, risk and reward said
 * together: a good year 10 more for every 100, 800 + 80 = 880; a bad year 10 less for every 100, 800 − 80 =
 * 720; over many years it may grow more than savings, or it may not; nothing is promised either way.
 * Quiz: q1 Jay's box of 12 color pencils, 120 (Grandma Lin's price), needed next month → savings. q2 Leo's
 * cousin, 15, wants to invest → only with a parent or guardian (true). q3 Jay's plan card. q4 Mei's 300
 * red-envelope coins, a 60-coin sketchbook (Grandma Lin's price) next month: 300 − 60 = 240. q5 Jay's
 * 10-year plan, a dip in year 2 → patient / calm.
 * No fund, company, bank, broker or app is named; every growth or fall is the island's pretend number.
 * zh-TW: a fund's yearly fee is 管理費 (as in M114, whose title word 手續費 is the general "fee").
 * Facts:
 * - In Taiwan, children under 18 can only invest with a parent or guardian (story: An's mom says it; quiz q2;
 *   age of majority 18, and a minor needs the legal representative's consent for contracts such as opening
 *   an investment account) — Civil Code arts. 12 and 77, 2023
 * - 165 is the anti-fraud hotline (story: "Grown-ups can call 165") — National Police Agency, 2025
 */
const body = {
  id: 'M115',
  format: 'classic',
  scenarios: [
    {
      id: 'ans-plan-card',
      title: {
        en: "An's Plan Card",
        'zh-TW': '小安的計畫卡',
      },
      description: {
        en: 'On the last day on Capital Mountain, the friends help An and her mom make a practice investing plan.',
        'zh-TW': '在資本山的最後一天，好朋友們一起幫小安和媽媽，做一份練習用的投資計畫。',
      },
      context: {
        en:
          "On Friday, the last day on Capital Mountain, An's mom visits the class. " +
          'An has 1,000 coins of red-envelope money in her post-office account with Mom. ' +
          '"Let\'s make a practice investing plan," says Mom. "In Taiwan, children under 18 can only invest with a parent or guardian. So we plan together, and I do the real steps." ' +
          'An writes her goals. "Next month, a book about stars. And one day, a trip to see the stars, about 10 years away." ' +
          'On Money Islands, that book costs 200 coins. That is the island\'s own price. ' +
          '"Money you need soon stays on the safe road," says Leo. ' +
          "So 200 coins stay in savings, where they don't go up and down. 1,000 − 200 = 800 coins are for the far-away goal. " +
          '"Ten years gives the money time for ups and downs," says Jay. ' +
          '"Don\'t put all your eggs in one basket," says An. ' +
          '"A fund is a basket of many companies," says Mei. "And check its yearly fee. Small fees take big bites." ' +
          'An adds, "Prices go up and down. If they dip, I\'ll stay calm and stick to the plan." ' +
          '"And no get-rich-quick messages," says Leo. "If one comes, stop and tell a grown-up. Grown-ups can call 165." ' +
          'Mom uses the island\'s pretend numbers, to keep the maths easy. "Real ones are different. On the steeper path, 800 might grow to 880 in a good year: 800 + 80 = 880. ' +
          'In a bad year, it might fall to 720: 800 − 80 = 720. Over many years it may grow more than savings, or it may not. Nothing is promised." ' +
          'An signs the plan card, and so does Mom. ' +
          '"Squawk!" says Pip. "A goal, a grown-up and patience. That\'s the way up the mountain!"',
        'zh-TW':
          '星期五是在資本山的最後一天，小安的媽媽來到班上。' +
          '小安有 NT$1,000 紅包錢，存在媽媽陪她開的郵局帳戶裡。' +
          '媽媽說：「我們來做一份練習用的投資計畫吧。在台灣，未滿 18 歲的孩子要投資，一定要有爸媽或監護人一起。所以我們一起規劃，真正的步驟由我來做。」' +
          '小安寫下她的目標：「下個月，買一本介紹星星的書。還有，有一天要去看星星，大約是 10 年後。」' +
          '在理財冒險島上，這本書要 NT$200，這是島上自己的價格。' +
          '阿力說：「很快就要用的錢，要走安全的路。」' +
          '所以 NT$200 留在存款裡，金額不會忽高忽低。1,000 − 200 = 800，NT$800 留給遠遠的目標。' +
          '阿哲說：「10 年很長，錢有時間經歷上上下下。」' +
          '小安說：「別把雞蛋放在同一個籃子裡。」' +
          '小美說：「基金就是裝著很多家公司的籃子。還要看清楚它每年的管理費。小小的費用，也會吃掉一大口報酬。」' +
          '小安又說：「價格會上上下下。如果往下掉，我會保持冷靜，照著計畫走。」' +
          '阿力補充：「還有，不要相信快速致富的訊息。收到了就停下來，跟大人說。大人可以打 165。」' +
          '媽媽用島上假設的數字來說明，這樣比較好算：「真實的數字不一樣喔。走比較陡的山路，遇到好的年份，NT$800 可能長到 NT$880：800 + 80 = 880。' +
          '遇到不好的年份，也可能掉到 NT$720：800 − 80 = 720。很多年下來，可能比存款長得多，也可能沒有。沒有任何結果是保證的。」' +
          '小安在計畫卡上簽了名，媽媽也簽了。' +
          '皮皮叫著：「嘎！有目標、有大人、有耐心，這就是上山的路！」',
      },
      thinkingPrompts: [
        {
          en: 'Why did the 200 coins for next month stay in savings, and not go up the steeper path?',
          'zh-TW': '為什麼下個月要用的 NT$200 留在存款裡，不走比較陡的山路？',
        },
        {
          en: 'Each friend added one idea from the mountain. Which idea would you add to your own plan first, and why?',
          'zh-TW': '每個好朋友都加了一個在資本山學到的想法。如果是你的計畫，你會先加哪一個？為什麼？',
        },
        {
          en: "What if a message promised to double An's 800 coins in a week? What does her plan say to do?",
          'zh-TW': '如果有一則訊息說，可以讓小安的 NT$800 一個星期就變兩倍，她的計畫說應該怎麼做？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'investing-plan',
      term: { en: 'investing plan', 'zh-TW': '投資計畫' },
      definition: {
        en: 'A written plan that says your goal, when you need the money, and the steps you take with a grown-up.',
        'zh-TW': '寫下目標、什麼時候要用錢，以及要和大人一起做哪些步驟的計畫。',
      },
      example: {
        en: "An's investing plan keeps 200 coins in savings and puts 800 toward a goal 10 years away.",
        'zh-TW': '小安的投資計畫，把 NT$200 留在存款裡，NT$800 留給 10 年後的目標。',
      },
    },
    {
      id: 'short-term-goal',
      term: { en: 'short-term goal', 'zh-TW': '短期目標' },
      definition: {
        en: 'Something you need money for soon, like next month.',
        'zh-TW': '很快就要用錢去完成的事，例如下個月要買的東西。',
      },
      example: {
        en: "An's book about stars, for next month, is a short-term goal, so its 200 coins stay in savings.",
        'zh-TW': '小安下個月要買的那本介紹星星的書是短期目標，所以這 NT$200 留在存款裡。',
      },
    },
    {
      id: 'long-term-goal',
      term: { en: 'long-term goal', 'zh-TW': '長期目標' },
      definition: {
        en: 'Something you need money for many years from now.',
        'zh-TW': '很多年以後才要用錢去完成的事。',
      },
      example: {
        en: "An's trip to see the stars, about 10 years away, is a long-term goal.",
        'zh-TW': '小安大約 10 年後要去看星星的旅行，是長期目標。',
      },
    },
    {
      id: 'spreading-out',
      term: { en: 'spreading out', 'zh-TW': '分散風險' },
      definition: {
        en: 'Putting money into many different things, so one bad surprise hurts less.',
        'zh-TW': '把錢放在很多不同的地方，這樣一個壞消息造成的傷害就比較小。',
      },
      example: {
        en: 'A fund spreads out the coins over many companies, not just one bakery company.',
        'zh-TW': '基金把錢分散到很多家公司，而不是只放在一家麵包公司。',
      },
    },
    {
      id: 'patience',
      term: { en: 'patience', 'zh-TW': '耐心' },
      definition: {
        en: 'Staying calm and waiting, even when prices go down for a while.',
        'zh-TW': '就算價格暫時往下掉，也能保持冷靜、慢慢等待。',
      },
      example: {
        en: 'With patience, An does not sell in a panic when the price dips. She talks with Mom.',
        'zh-TW': '小安很有耐心，價格往下掉時，她不會慌張地賣掉，而是先和媽媽討論。',
      },
    },
    {
      id: 'get-rich-quick-trick',
      term: { en: 'get-rich-quick trick', 'zh-TW': '快速致富的騙局' },
      definition: {
        en: 'A promise of big, fast, sure gains. Real investing cannot promise that.',
        'zh-TW': '保證能又快又多、穩賺不賠的說法。真正的投資不可能這樣保證。',
      },
      example: {
        en: 'A message says, "Double your money in a week, guaranteed!" Leo knows it is a get-rich-quick trick.',
        'zh-TW': '有則訊息說：「一個星期錢變兩倍，保證賺！」阿力知道這是快速致富的騙局。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'money-i-need-soon',
      stem: {
        en: 'Money I need soon stays in savings because…',
        'zh-TW': '很快就要用的錢，要留在存款裡，因為……',
      },
      examples: [
        {
          en: 'Money I need soon stays in savings because it should not go up and down before I use it.',
          'zh-TW': '很快就要用的錢，要留在存款裡，因為在我用到它之前，金額不應該忽高忽低。',
        },
      ],
    },
    {
      id: 'my-first-investing-plan-has',
      stem: {
        en: 'My first investing plan has…',
        'zh-TW': '我的第一份投資計畫裡，有……',
      },
      examples: [
        {
          en: 'My first investing plan has a long-term goal, a spread-out basket, a low fee, patience and a grown-up who decides with me.',
          'zh-TW': '我的第一份投資計畫裡，有長期目標、分散風險的籃子、比較低的管理費、耐心，還有一位和我一起做決定的大人。',
        },
      ],
    },
    {
      id: 'if-a-message-promises',
      stem: {
        en: 'If a message promises to double my money fast, I will…',
        'zh-TW': '如果有訊息說能讓我的錢很快變兩倍，我會……',
      },
      examples: [
        {
          en: 'If a message promises to double my money fast, I will stop, not pay or share anything, and tell a grown-up.',
          'zh-TW': '如果有訊息說能讓我的錢很快變兩倍，我會停下來，不付錢、不分享，然後告訴大人。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: "Jay has saved 120 coins for the box of 12 color pencils at Grandma Lin's shop. He will buy it next month. Where should the 120 coins wait until then?",
        'zh-TW': '阿哲存了 NT$120，要買林奶奶店裡那盒 12 色色鉛筆，下個月就要買。在那之前，這 NT$120 應該放在哪裡？',
      },
      options: [
        {
          en: 'In a pretend fund, since funds grow a lot in a month.',
          'zh-TW': '放進假設的基金，因為基金一個月就會長很多。',
        },
        {
          en: 'In savings, because he needs them next month.',
          'zh-TW': '留在存款裡，因為他下個月就要用。',
        },
        {
          en: "In one company's shares, since they might double by then.",
          'zh-TW': '買一家公司的股票，因為到時候可能變兩倍。',
        },
        {
          en: 'Split over four funds, so there is no risk.',
          'zh-TW': '分成四個基金，這樣就沒有風險。',
        },
      ],
      correctAnswer: 1,
      feedback: {
        en: 'Money needed soon stays in savings, where it does not go up and down. A fund or a share could be lower next month, and no quick doubling is promised. Spreading out lowers risk, but it does not take all risk away.',
        'zh-TW': '很快要用的錢，要留在存款裡，金額不會忽高忽低。基金或股票下個月可能變少，也沒有人能保證很快變兩倍。分散風險可以讓風險變小，但不會讓風險完全消失。',
      },
      hintCycle: [
        {
          en: 'When does Jay need the money: soon, or many years from now?',
          'zh-TW': '阿哲什麼時候要用這筆錢？很快，還是很多年以後？',
        },
        {
          en: 'Some think a fund grows a lot in a month, or that spreading out removes all risk. Neither is true, and Jay needs the money soon.',
          'zh-TW': '有人以為基金一個月就會長很多，或是分散了就完全沒有風險。這兩個都不對，而且阿哲很快就要用錢。',
        },
        {
          en: 'The answer: in savings, because he needs them next month. Money for a short-term goal stays on the safe road.',
          'zh-TW': '答案是：留在存款裡，因為他下個月就要用。短期目標的錢，要走安全的路。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: "True or false: Leo's cousin is 15. She wants to invest for a goal many years away. In Taiwan, she can do it only with a parent or guardian.",
        'zh-TW': '是非題：阿力的表姊 15 歲，她想為很多年以後的目標投資。在台灣，她只能和爸媽或監護人一起投資。',
      },
      correctAnswer: true,
      feedback: {
        en: 'True. In Taiwan, children under 18 can only invest with a parent or guardian. She is 15, so a parent or guardian plans and decides with her.',
        'zh-TW': '對。在台灣，未滿 18 歲的孩子要投資，一定要有爸媽或監護人一起。她 15 歲，所以要由爸媽或監護人陪她一起規劃、一起決定。',
      },
      hintCycle: [
        {
          en: 'Think of what An\'s mom said about age in Taiwan.',
          'zh-TW': '想想小安的媽媽說過，在台灣跟年紀有關的規定。',
        },
        {
          en: 'Some think a teenager can invest alone. In Taiwan, the line is 18, and 15 is under it.',
          'zh-TW': '有人以為青少年可以自己一個人投資。在台灣，分界是 18 歲，15 歲還沒滿。',
        },
        {
          en: 'The answer is true. Under 18, she invests only with a parent or guardian.',
          'zh-TW': '答案是「對」。未滿 18 歲，只能和爸媽或監護人一起投資。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Jay writes his own practice plan card. Which lines belong in a good first investing plan? Pick all that are right.',
        'zh-TW': '阿哲寫了一張自己的練習計畫卡。哪些句子適合放在一份好的第一份投資計畫裡？（可以選好幾個）',
      },
      options: [
        {
          en: 'Put every coin into the one company I like best.',
          'zh-TW': '把所有的錢，都放進我最喜歡的那一家公司。',
        },
        {
          en: 'Goal: art school one day, about 10 years away.',
          'zh-TW': '目標：有一天去念美術學校，大約是 10 年後。',
        },
        {
          en: 'If the price dips, sell everything that same day.',
          'zh-TW': '如果價格往下掉，當天就全部賣掉。',
        },
        {
          en: "Check each fund's yearly fee, and compare them.",
          'zh-TW': '看清楚每個基金每年的管理費，再互相比較。',
        },
        {
          en: 'Make every choice together with Dad.',
          'zh-TW': '每個決定都和爸爸一起做。',
        },
      ],
      correctAnswer: [1, 3, 4],
      feedback: {
        en: 'A good plan has a goal with a time, checks and compares fees, and is made with a grown-up. One company is all eggs in one basket. Selling everything on a dip can turn a dip into a real loss.',
        'zh-TW': '一份好的計畫，要有目標和時間、要看清楚並比較管理費，還要和大人一起做。只放一家公司，就是把雞蛋全放在同一個籃子裡；價格一往下掉就全部賣掉，可能讓暫時的下跌變成真正的損失。',
      },
      hintCycle: [
        {
          en: 'Check each line against what the friends said on the last day.',
          'zh-TW': '把每一句，拿來和大家在最後一天說的話比一比。',
        },
        {
          en: 'One company puts all the eggs in one basket. Selling in a panic on a dip is not patience. Three lines are right.',
          'zh-TW': '只放一家公司，就是把雞蛋放在同一個籃子裡；價格一掉就慌張賣掉，不是有耐心。正確的有三個。',
        },
        {
          en: 'The answers: a goal about 10 years away, checking and comparing fees, and choosing together with Dad.',
          'zh-TW': '答案是：大約 10 年後的目標、看清楚並比較管理費，還有和爸爸一起做決定。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: "Mei has 300 coins of red-envelope money. Next month she will buy a 60-coin sketchbook at Grandma Lin's shop, so those coins stay in savings. The rest is for a goal many years away, in a plan with her mom. In coins, the far-away goal gets ______.",
        'zh-TW': '小美有 NT$300 紅包錢。下個月她要在林奶奶的店買一本 NT$60 的素描本，所以這 NT$60 留在存款裡。剩下的錢，要和媽媽一起規劃，留給很多年以後的目標。留給這個遠遠目標的錢是______。',
      },
      acceptedAnswers: {
        en: ['240', 'two hundred forty', 'two hundred and forty', '240 coins'],
        'zh-TW': ['240', 'NT$240', '240元', '240 元', '兩百四十', '二百四十', '兩百四十元', '二百四十元', '240塊', '兩百四十塊'],
      },
      feedback: {
        en: '300 − 60 = 240 coins. The 60 coins for next month stay in savings. Only money for a far-away goal can wait through ups and downs.',
        'zh-TW': '300 − 60 = 240，NT$240。下個月要用的 NT$60 留在存款裡；只有留給遠遠目標的錢，才等得起上上下下。',
      },
      hintCycle: [
        {
          en: 'Which coins does Mei need soon? Take those out first.',
          'zh-TW': '小美很快就要用哪些錢？先把它們拿出來。',
        },
        {
          en: 'Not all 300: that forgets the sketchbook next month. Money needed soon stays in savings.',
          'zh-TW': '不是全部 NT$300：那樣就忘了下個月要買的素描本。很快要用的錢，要留在存款裡。',
        },
        {
          en: 'The answer is 240. 300 − 60 = 240 coins for the far-away goal.',
          'zh-TW': '答案是 240。300 − 60 = 240，NT$240 留給遠遠的目標。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: 'Jay plans for money he needs in 10 years. In year 2, the price dips. He looks at the plan with his dad and decides to wait, not sell in a panic. He is being ______.',
        'zh-TW': '阿哲的計畫，是 10 年後才要用的錢。第 2 年，價格往下掉了。他和爸爸一起看了看計畫，決定先等一等，不慌張地賣掉。他這樣做，是保持______。',
      },
      acceptedAnswers: {
        en: ['patient', 'calm', 'steady', 'very patient', 'calm and patient', 'patient and calm'],
        'zh-TW': ['耐心', '冷靜', '鎮定', '平靜', '沉著', '耐性', '冷靜和耐心', '耐心和冷靜'],
      },
      feedback: {
        en: 'He is being patient and calm. A dip is normal, and selling in a panic can turn it into a real loss. Prices may or may not come back, so he follows the plan with his dad.',
        'zh-TW': '他保持耐心和冷靜。價格往下掉很常見，慌張地賣掉，可能讓暫時的下跌變成真正的損失。價格不一定會回來，所以他和爸爸一起照著計畫走。',
      },
      hintCycle: [
        {
          en: 'What did An say she would do if prices dip?',
          'zh-TW': '小安說，如果價格往下掉，她會怎麼做？',
        },
        {
          en: 'It is not "scared" or "in a hurry". He waits calmly and checks with a grown-up.',
          'zh-TW': '不是「害怕」或「著急」。他冷靜地等，還和大人一起確認。',
        },
        {
          en: 'The answer is "patient" (or "calm"): staying calm through a dip, with the plan and a grown-up.',
          'zh-TW': '答案是「耐心」（或「冷靜」）：價格往下掉時保持冷靜，照著計畫，和大人一起決定。',
        },
      ],
    },
  ],
  reflection: {
    id: 'my-own-practice-plan',
    question: {
      en: 'Make your own practice investing plan. What is a far-away goal, and when will you need the money? What money do you need soon? Which grown-up will plan with you?',
      'zh-TW': '做一份你自己的練習投資計畫。你有什麼很多年以後的目標？什麼時候會用到這筆錢？有哪些錢是很快就要用的？你會和哪一位大人一起規劃？',
    },
    placeholder: {
      en: 'My far-away goal is…, in about… years. Money I need soon is for… It stays in savings. I will plan with…',
      'zh-TW': '我遠遠的目標是……，大約在……年後。很快要用的錢是為了……，它會留在存款裡。我會和……一起規劃。',
    },
  },
} satisfies ClassicBody;

export default body;
