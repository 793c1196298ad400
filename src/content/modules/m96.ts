import type { ClassicBody } from '../schema/module-body';

/**
 * M96 · Crypto Galaxy, lesson 1: "From Cash to Digital Money" / 「從現金到電子支付」.
 * Learning outcome (Grade 4, Spending): name four ways to pay (cash, a bank card, a stored-value transit card,
 * a phone payment), explain that every one of them spends real money, and keep track of the money you cannot
 * see leave (a ledger line for each top-up and each ride, and a balance check with a grown-up).
 * Benchmark, in words: the grade-4 Spending statement that payment methods for making purchases include
 * cash, checks, debit cards and credit cards; here the child meets cash, a bank card (a debit card), a
 * stored-value card and a phone payment, and learns that each one spends real money.
 * The island's first lesson: it opens from Capital Mountain (the friends saw money grow slowly there; those
 * lessons are written at the same time by others, so named in general words) and from Ledger Cave, where the
 * children kept a money diary (記帳本) with a balance (餘額) on each line (M18).
 * Lead: Mei, with Mom; Pip closes. Mei's allowance is 50 every Monday (cast sheet); on Saturday she still has it.
 * Numbers: Mom topped up Mei's transit card with 100 coins last week (Mom's money). On Money Islands a bus ride
 * costs 15 coins (the island's own price, said so in the story; inside the guide's band of 15–30 for a city bus
 * ride; real child fares can be lower). Ride to town: 100 − 15 = 85 (in the story the island bus's reader shows
 * 85; no question relies on a real reader showing a balance). One more ride for fun would leave 85 − 15 = 70
 * before the ride home (prompt 2); Mei walks instead. Ride home: 85 − 15 = 70.
 * Card line in her ledger: 100 − 15 − 15 = 70. Mom's folding umbrella, about 300, paid with her bank card
 * (guide band 200–400); Mom's drink (a hand-shaken drink), about 60, paid with her phone (guide band 50–70).
 * Mei pays cash at Grandma Lin's for a sticker sheet, 30 (Grandma Lin's price), from her 50: 50 − 30 = 20.
 * Quiz: q1 Dad pays for dinner by phone (no numbers); q2 Mom tops up an empty card with 100 from her wallet,
 * the card pays a fare from it (true); q3 keeping track of a transit card: a ledger line for each ride and each
 * top-up, a weekly check with a grown-up (no numbers); q4 all the money on the card is used up, so it must be
 * topped up before it can pay another fare; q5 100 − 4 × 15 = 40 (distractors 4 × 15 = 60 spent, 100 − 15 = 85
 * after one ride).
 * Stems: 100 − 15 = 85 (same as the story).
 * No card, app, shop or phone brand is named: "transit card" / 交通卡, "phone payment" / 行動支付.
 * The bank card and the phone payment are said only in general words: a bank card is linked to a bank account
 * and paying with it takes the money out of that account (nothing about how fast, or which shops take it); a
 * phone payment is made by holding the phone near a reader or with a code, from an account or card linked to it.
 * Facts:
 * - a stored-value transit card (儲值卡) is topped up (加值) with money first; each bus or MRT ride takes the
 *   fare off the card when it is tapped (story, terms, q2, q4, q5) — Taipei Metro / city bus fare rules, 2025
 * - a bank card (金融卡) is linked to a bank account, and paying with it takes the money out of that account
 *   (story, term, stem) — Bankers Association 「我愛金融卡」 Smart Pay Q&A, smart2pay.com.tw
 *   (「交易款項直接自帳戶的可用額度扣除」); Chunghwa Post's debit card page (a post-office ATM card that
 *   also pays in shops), 2024
 * - a phone payment (行動支付) is made by holding the phone near the shop's reader or with a code, and the money
 *   comes from a card or account linked to the phone (story, term, q1) — CNA explainer 「數位支付3大類比一比」
 *   (感應式支付 and 掃碼支付, the phone bound to a card), 20 July 2024
 */
const body = {
  id: 'M96',
  format: 'classic',
  scenarios: [
    {
      id: 'meis-free-bus-ride',
      title: {
        en: "Mei's Free Bus Ride?",
        'zh-TW': '小美的免費公車？',
      },
      description: {
        en: 'Mei taps her transit card, and it just beeps. Is the ride free? The reader has a clue.',
        'zh-TW': '小美刷了交通卡，只聽到「嗶」一聲。這趟車是免費的嗎？讀卡機上藏著線索。',
      },
      context: {
        en:
          'The friends come down from Capital Mountain, where money grew slowly, and land in Crypto Galaxy. ' +
          'On Saturday, Mei rides the bus to town with Mom. Last week, Mom topped up Mei\'s transit card with 100 coins. ' +
          'On Money Islands, a bus ride costs 15 coins. Mei taps her card. Beep! The reader shows what is left: 85. ' +
          'In town, Mei says, "Let\'s take one more bus to the river. Tapping is free!" ' +
          '"Is it?" Mom asks. "What did the reader show?" ' +
          'Mei thinks. "It was 100. Now it is 85. Each tap takes money off!" ' +
          '"Yes," says Mom. "And it is real money from my wallet." ' +
          'Mei takes a deep breath. "Then let\'s walk. Walking really is free!" ' +
          'By the river, Mom buys a folding umbrella, about 300 coins, with her bank card. The money comes out of her bank account. ' +
          'She buys a drink, about 60 coins, with her phone. ' +
          'They ride home, and the card shows 70. ' +
          'At Grandma Lin\'s shop, Mei uses her 50-coin allowance. She pays cash for a 30-coin sticker sheet. ' +
          'She watches the coins leave her hand: 50 − 30 = 20. ' +
          'That night, Mei writes in her ledger, like in Ledger Cave. Card: 100 − 15 − 15 = 70. Cash: 20 coins. ' +
          '"Squawk!" says Pip. "Coins, cards or phones: it is all real money. Write it down!"',
        'zh-TW':
          '大家離開資本山，那裡的錢是慢慢長大的。現在，他們降落在加密銀河。' +
          '星期六，小美和媽媽搭公車去市區。上個星期，媽媽幫小美的交通卡加值了 NT$100。' +
          '在理財冒險島上，搭一次公車要 NT$15。小美刷卡，「嗶」！讀卡機上顯示剩下的錢：85。' +
          '到了市區，小美說：「我們再搭一趟公車去河邊吧，反正刷卡不用錢！」' +
          '媽媽問：「是嗎？剛才讀卡機上顯示多少？」' +
          '小美想了想：「本來是 100，現在是 85。每刷一次，就會扣掉一些錢！」' +
          '媽媽說：「對，而且那是從我錢包拿出來的真錢喔。」' +
          '小美深吸一口氣：「那我們用走的吧，走路才是真的不用錢！」' +
          '到了河邊，媽媽用金融卡買了一把摺疊傘，大約 NT$300，錢從她的銀行帳戶扣掉。' +
          '接著，她用手機買了一杯飲料，大約 NT$60。' +
          '她們搭公車回家，卡上剩下 70。' +
          '小美星期一拿到 NT$50 零用錢。在林奶奶的店裡，她用現金買了一張 NT$30 的貼紙。' +
          '她看著錢從自己手上交出去：50 − 30 = 20。' +
          '晚上，小美像在帳本洞窟時一樣翻開記帳本，寫下：交通卡 100 − 15 − 15 = 70；現金 NT$20。' +
          '皮皮叫著：「嘎！硬幣、卡片還是手機，花的都是真的錢。記下來吧！」',
      },
      thinkingPrompts: [
        {
          en: 'Why did paying with cash feel like spending to Mei, but tapping her card did not?',
          'zh-TW': '為什麼小美用現金付錢時，覺得自己在花錢，刷交通卡時卻不覺得？',
        },
        {
          en: 'What if Mei had taken one more bus for fun? How much would be on her card before the ride home?',
          'zh-TW': '如果小美為了好玩多搭了一趟公車，回家前她的卡裡會剩多少錢？',
        },
        {
          en: 'Mom could not see the money leave her bank account. How could she still keep track of it?',
          'zh-TW': '媽媽看不到錢從銀行帳戶離開。她還可以怎麼掌握這些錢的去向？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'cash',
      term: { en: 'cash', 'zh-TW': '現金' },
      definition: {
        en: 'Coins and paper bills that you can hold and count.',
        'zh-TW': '拿在手上、數得出來的硬幣和鈔票。',
      },
      example: {
        en: 'Mei pays cash for the sticker sheet. She sees 30 coins leave her hand.',
        'zh-TW': '小美用現金買貼紙，她看著 NT$30 從手上交出去。',
      },
    },
    {
      id: 'digital-money',
      term: { en: 'digital money', 'zh-TW': '電子支付' },
      definition: {
        en: 'Money you pay with a card or a phone, not with coins or bills. It is still real money.',
        'zh-TW': '不拿出硬幣或鈔票，改用卡片或手機付錢。花掉的還是真的錢。',
      },
      example: {
        en: "Mei's card taps, Mom's bank card and Mom's phone payment are all digital money.",
        'zh-TW': '小美刷交通卡、媽媽用金融卡和手機付錢，都是電子支付。',
      },
    },
    {
      id: 'bank-card',
      term: { en: 'bank card', 'zh-TW': '金融卡' },
      definition: {
        en: 'A card linked to a bank account. When you pay with it, the money comes out of that account.',
        'zh-TW': '和銀行帳戶連在一起的卡片。用它付錢時，錢會從那個帳戶扣掉。',
      },
      example: {
        en: "Mom pays for the umbrella with her bank card. The money leaves her bank account.",
        'zh-TW': '媽媽用金融卡買雨傘，錢就從她的銀行帳戶扣掉了。',
      },
    },
    {
      id: 'stored-value-card',
      term: { en: 'stored-value card', 'zh-TW': '儲值卡' },
      definition: {
        en: 'A card that holds money that was put on it first. Each time you use it, money comes off.',
        'zh-TW': '先把錢存進去的卡片。每用一次，就從裡面扣掉一些錢。',
      },
      example: {
        en: "Mei's transit card is a stored-value card. Each bus ride takes 15 coins off.",
        'zh-TW': '小美的交通卡就是一種儲值卡，每搭一次公車就扣掉 NT$15。',
      },
    },
    {
      id: 'top-up',
      term: { en: 'top up', 'zh-TW': '加值' },
      definition: {
        en: 'To put more money onto a stored-value card.',
        'zh-TW': '把更多錢存進儲值卡裡。',
      },
      example: {
        en: "Last week, Mom topped up Mei's transit card with 100 coins from her wallet.",
        'zh-TW': '上個星期，媽媽從錢包拿出 NT$100，幫小美的交通卡加值。',
      },
    },
    {
      id: 'phone-payment',
      term: { en: 'phone payment', 'zh-TW': '行動支付' },
      definition: {
        en: "Paying with a phone, by holding it near a shop's reader or by scanning a code. The money comes from an account or card linked to the phone.",
        'zh-TW': '用手機付錢，例如把手機靠近店裡的機器，或是掃描條碼。錢是從手機連結的帳戶或卡片扣的。',
      },
      example: {
        en: 'Mom pays for her drink with a phone payment. No coins move, but her money still goes down.',
        'zh-TW': '媽媽用行動支付買飲料。雖然沒有拿出硬幣，她的錢還是變少了。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'tapping-still-spends',
      stem: {
        en: 'Tapping a transit card still spends real money, because…',
        'zh-TW': '刷交通卡還是在花真的錢，因為……',
      },
      examples: [
        {
          en: 'Tapping a transit card still spends real money, because someone put real coins on it first. Each tap takes some off: 100 − 15 = 85.',
          'zh-TW': '刷交通卡還是在花真的錢，因為卡裡的錢是有人先用真的錢存進去的。每刷一次就扣掉一些：100 − 15 = 85。',
        },
      ],
    },
    {
      id: 'keep-track-of-digital-money',
      stem: {
        en: 'Digital money is easy to spend without noticing, so I will…',
        'zh-TW': '電子支付很容易在不知不覺中花掉，所以我會……',
      },
      examples: [
        {
          en: 'Digital money is easy to spend without noticing, so I will write each tap in my ledger.',
          'zh-TW': '電子支付很容易在不知不覺中花掉，所以我會把每一次刷卡都寫進記帳本。',
        },
        {
          en: 'Digital money is easy to spend without noticing, so I will check the balance with a grown-up.',
          'zh-TW': '電子支付很容易在不知不覺中花掉，所以我會和大人一起查看餘額。',
        },
      ],
    },
    {
      id: 'cash-and-cards-feel-different',
      stem: {
        en: 'Cash feels different from a bank card because…',
        'zh-TW': '現金和金融卡感覺不一樣，因為……',
      },
      examples: [
        {
          en: 'Cash feels different from a bank card because I can see the coins leave my hand. A card takes the money where I cannot see it.',
          'zh-TW': '現金和金融卡感覺不一樣，因為付現金時，我看得到錢從手上交出去；用卡片付錢，錢是在看不見的地方被扣掉的。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: 'Jay\'s little brother watches Dad pay for dinner. Dad just holds his phone near the shop\'s reader. "Dad didn\'t pay anything!" the boy says. What is true?',
        'zh-TW': '阿哲的弟弟看著爸爸付晚餐的錢。爸爸只是把手機靠近店裡的機器。弟弟說：「爸爸什麼錢都沒付耶！」哪一句才是對的？',
      },
      options: [
        {
          en: 'The boy is right. No coins moved, so the dinner was free for Dad.',
          'zh-TW': '弟弟說得對。沒有拿出硬幣，所以晚餐是免費的。',
        },
        {
          en: 'Dad paid real money from the account linked to his phone.',
          'zh-TW': '爸爸付了真的錢，是從手機連結的帳戶扣的。',
        },
        {
          en: 'It is only points on a screen, like in a game.',
          'zh-TW': '那只是螢幕上的點數，就像遊戲裡的一樣。',
        },
        {
          en: 'The shop paid for the dinner, so Dad spent nothing.',
          'zh-TW': '晚餐是店家出的錢，所以爸爸一毛錢都沒花。',
        },
      ],
      correctAnswer: 1,
      feedback: {
        en: 'A phone payment spends real money. It comes out of the account or card linked to the phone. No coins move, but the dinner is not free, the money is not game points, and the shop does not pay for it.',
        'zh-TW': '行動支付花的是真的錢，會從手機連結的帳戶或卡片扣掉。雖然沒有拿出硬幣，但晚餐不是免費的，那些錢也不是遊戲點數，更不是店家幫忙出的。',
      },
      hintCycle: [
        {
          en: "Think of Mom's drink in the story. Where did the money come from?",
          'zh-TW': '想想故事裡媽媽買的那杯飲料，錢是從哪裡來的？',
        },
        {
          en: 'Some think money you cannot see is free, or just game points. But a phone is linked to real money.',
          'zh-TW': '有人以為看不到的錢就是免費的，或只是遊戲點數。其實手機連結的是真的錢。',
        },
        {
          en: 'The answer: Dad paid real money from the account linked to his phone. No coins moved, but his money went down.',
          'zh-TW': '答案是：爸爸付了真的錢，是從手機連結的帳戶扣的。雖然沒有拿出硬幣，他的錢還是變少了。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'True or false: Mom takes 100 coins from her wallet and tops up an empty transit card. Later, the card pays a bus fare. That fare is part of the 100 real coins.',
        'zh-TW': '是非題：媽媽從錢包拿出 NT$100，幫一張空的交通卡加值。後來，這張卡付了一趟公車的車錢。這筆車錢，就是那 NT$100 真錢裡的一部分。',
      },
      correctAnswer: true,
      feedback: {
        en: 'True. A stored-value card holds money that was put on it first. Each fare comes off those 100 real coins.',
        'zh-TW': '對。儲值卡裡的錢，是先放進去的。每一次的車錢，都是從那 NT$100 真錢裡扣掉的。',
      },
      hintCycle: [
        {
          en: 'Where did the money on the card come from in the first place?',
          'zh-TW': '卡裡的錢，一開始是從哪裡來的？',
        },
        {
          en: 'Some think a card makes its own money. It does not: it only holds what was put on it.',
          'zh-TW': '有人以為卡片自己會生出錢。其實卡片只裝著先放進去的錢。',
        },
        {
          en: 'The answer is true. The fare comes off the 100 coins that Mom put on the card.',
          'zh-TW': '答案是「對」。車錢是從媽媽存進去的那 NT$100 裡扣掉的。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: "Mei's cousin just got her first transit card. Which ideas help her keep track of the money on it? Pick all that are right.",
        'zh-TW': '小美的表姊剛拿到第一張交通卡。下面哪些做法，能幫她掌握卡裡的錢？（可以選好幾個）',
      },
      options: [
        {
          en: 'Write each ride in her ledger, with the new balance.',
          'zh-TW': '把每一趟車都寫進記帳本，也寫下新的餘額。',
        },
        {
          en: 'Skip it. A card is not real money like cash.',
          'zh-TW': '不用記。卡片不像現金，不是真的錢。',
        },
        {
          en: 'Write down each top-up, too, as money put on the card.',
          'zh-TW': '每次加值，也寫下放進卡裡的錢。',
        },
        {
          en: 'Write down cash and skip the taps, since taps are small.',
          'zh-TW': '只記現金就好，刷卡的錢很小，不用記。',
        },
        {
          en: 'Check the balance with a grown-up each Sunday.',
          'zh-TW': '每個星期天，和大人一起查看餘額。',
        },
      ],
      correctAnswer: [0, 2, 4],
      feedback: {
        en: 'A ledger line for each ride and each top-up, and a weekly check with a grown-up, keep the card\'s money in sight. A card spends real money, and small taps add up, so they count too.',
        'zh-TW': '每一趟車和每一次加值都寫進記帳本，再每星期和大人一起查看，卡裡的錢就看得見。卡片花的是真的錢，小小的刷卡加起來也不少，所以也要記。',
      },
      hintCycle: [
        {
          en: 'Think of what Mei wrote in her ledger that night: where the card\'s 100 came from, and each ride.',
          'zh-TW': '想想小美那天晚上在記帳本上寫了什麼：卡裡的 100 是怎麼來的，還有每一趟車。',
        },
        {
          en: 'Some think a card is not real money, or that small taps do not matter. Both ideas lose track of money.',
          'zh-TW': '有人以為卡片裡不是真的錢，也有人覺得小小的刷卡沒關係。這兩種想法，都會讓錢的去向變得不清楚。',
        },
        {
          en: 'The answers: write each ride in a ledger, write down each top-up too, and check the balance with a grown-up each Sunday.',
          'zh-TW': '答案是：每一趟車都寫進記帳本、每次加值也寫下來，還有每個星期天和大人一起查看餘額。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: "Leo's sister has used up all the money on her transit card. The card is empty. Before it can pay for another ride, she and a grown-up need to ______ the card.",
        'zh-TW': '阿力的妹妹把交通卡裡的錢都用完了，卡是空的。要讓這張卡再付下一趟車錢，她得先和大人一起幫卡______。',
      },
      acceptedAnswers: {
        en: ['top up', 'top-up', 'topup', 'load', 'reload', 'refill', 'recharge', 'fill', 'fill up', 'add money to', 'put money on', 'put more money on', 'add more money to'],
        'zh-TW': ['加值', '儲值', '充值', '加錢', '補錢', '存錢', '加值一下', '儲值一下'],
      },
      feedback: {
        en: 'They need to top it up. An empty card cannot pay a fare, so real money must go on the card first.',
        'zh-TW': '要先加值。空的卡付不了車錢，所以要先把真的錢存進卡裡。',
      },
      hintCycle: [
        {
          en: 'The card is empty. What must happen before it can pay for a ride?',
          'zh-TW': '卡是空的。要先做什麼，它才能付車錢？',
        },
        {
          en: 'Some think a card fills itself up again. It does not: someone puts real money on it.',
          'zh-TW': '有人以為卡裡的錢會自己再變出來。其實不會，要有人把真的錢存進去。',
        },
        {
          en: 'The answer is "top up": put more money onto the card before the ride.',
          'zh-TW': '答案是「加值」：搭車前，先把更多錢存進卡裡。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: "Mei's cousin keeps a ledger. It says her transit card has 100 coins. On Money Islands, a bus ride costs 15 coins. She rides 4 times this week. In coins, her ledger should now show a balance of ______.",
        'zh-TW': '小美的表姊在記帳本上寫著，交通卡裡有 NT$100。在理財冒險島上，搭一次公車要 NT$15。這個星期她搭了 4 次。現在記帳本上的餘額應該是______。',
      },
      acceptedAnswers: {
        en: ['40', 'forty', '40 coins', 'forty coins'],
        'zh-TW': ['40', 'NT$40', '40元', '40 元', '四十', '四十元', '40塊', '四十塊'],
      },
      feedback: {
        en: '4 × 15 = 60 coins went to fares. 100 − 60 = 40 coins are left. That is the balance to write down.',
        'zh-TW': '4 × 15 = 60，車錢一共花了 NT$60。100 − 60 = 40，還剩 NT$40，這就是要寫下的餘額。',
      },
      hintCycle: [
        {
          en: 'First find how much the 4 rides cost together.',
          'zh-TW': '先算一算，4 趟車一共要多少錢。',
        },
        {
          en: '60 is what she spent, not what is left. And 85 is the balance after only 1 ride. Take all 4 rides away from 100.',
          'zh-TW': 'NT$60 是花掉的錢，不是剩下的錢；85 則是只搭 1 趟後的餘額。要把 4 趟的車錢都從 100 裡扣掉。',
        },
        {
          en: 'The answer is 40. 4 × 15 = 60, and 100 − 60 = 40.',
          'zh-TW': '答案是 40。4 × 15 = 60，100 − 60 = 40。',
        },
      ],
    },
  ],
  reflection: {
    id: 'ways-my-family-pays',
    question: {
      en: 'Which ways to pay have you seen: cash, a card or a phone? Pick one you cannot see leave. How could you keep track of it?',
      'zh-TW': '你看過哪些付錢的方式？現金、卡片，還是手機？選一種「看不到錢離開」的方式，想一想，你可以怎麼記下它的去向？',
    },
    placeholder: {
      en: 'I have seen… To keep track of it, I could…',
      'zh-TW': '我看過……。為了記下它的去向，我可以……',
    },
  },
} satisfies ClassicBody;

export default body;
