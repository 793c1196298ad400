import type { AdventureBody } from '../schema/module-body';

/**
 * M20 · Ledger Cave, lesson 3: "Keep Your Receipts" / 「收好發票和收據」.
 * Learning outcome — Grade 4, Spending: explain that a receipt is proof of what you bought and paid,
 * and use it to check the price and the change, to return or exchange an item, and to track spending.
 * (Taiwan: shops give a receipt called 發票, today mostly an e-invoice, 電子發票, that a grown-up can
 * keep on a carrier, 載具; the invoice lottery is deliberately not mentioned.)
 * Numbers: notebook 45 (Grandma Lin's price) + pen 20 = 65; An pays 100 → change should be
 * 100 − 65 = 35. The pen is rung up twice: 45 + 20 + 20 = 85, change 100 − 85 = 15; the clerk gives
 * back 20 more: 15 + 20 = 35 ✓. Terms: Leo returns a leaking 150-coin water bottle.
 * Examples: brush 35, pays 50 → 50 − 35 = 15.
 * Frames: 50 − 35 = 15. Quiz: q1 35 + 40 = 75, 100 − 75 = 25 (distractors 75, 65 = 100 − 35,
 * 60 = 100 − 40); q4 cup 30 twice + straw 10 = 70, should be 30 + 10 = 40, 70 − 40 = 30 too much;
 * q5 50 − 32 = 18 ✓. Mission: pencil 10 + notebook 45 = 55, 100 − 55 = 45.
 * Facts:
 * - Shops in Taiwan give e-invoices (電子發票); a shopper can keep them on a carrier (載具) such as a
 *   phone barcode (手機條碼) instead of paper, and look up what was bought later — Ministry of Finance
 *   e-invoice platform (財政部電子發票整合服務平台), 2025.
 */
const body = {
  id: 'M20',
  format: 'adventure',
  storyIntro: [
    {
      en: 'On the way to Ledger Cave, An and Jay stop at a small shop. An picks a notebook for 45 coins and a blue pen for 20 coins. 45 + 20 = 65. She pays with 100 coins.',
      'zh-TW': '去帳本洞窟的路上，小安和阿哲走進一家小文具店。小安挑了一本 NT$45 的筆記本和一支 NT$20 的藍筆，45 + 20 = 65。她拿出 NT$100 付錢。',
    },
    {
      en: 'Mom is not there to save an e-invoice on her phone, so An asks for a printed receipt. The clerk gives her 15 coins and the receipt. Jay points at the trash can. "Just throw that paper away. Let\'s go!" An could toss it. Or she could read it first. She stops and looks.',
      'zh-TW':
        '媽媽不在旁邊，沒辦法把電子發票存進手機載具，所以小安請店員把發票印出來。店員找給她 NT$15，還有一張發票。阿哲指著垃圾桶說：「那張紙丟掉就好了，快走吧！」小安可以直接丟掉，也可以先看一看。她停下腳步，低頭看發票。',
    },
    {
      en: 'The receipt says: notebook 45, pen 20, pen 20. Total 85. "But I only bought one pen," An says kindly. The clerk checks. "Oh, I added it twice. Sorry!" He gives her 20 more coins and a new receipt. Now her change is 15 + 20 = 35. And 100 − 65 = 35. That is right!',
      'zh-TW':
        '發票上寫著：筆記本 45、筆 20、筆 20，合計 85。「可是我只買了一支筆耶。」小安客氣地說。店員檢查了一下：「啊，我多刷了一次，不好意思！」他多找給小安 NT$20，也重新開了一張發票。現在小安拿到的找零是 15 + 20 = 35，而 100 − 65 = 35，這樣就對了！',
    },
    {
      en: 'At home, An tries the pen. It writes red, not blue! The next day, she brings the pen and the receipt back. The clerk sees the date and the price. He swaps it for a blue pen.',
      'zh-TW': '回到家，小安試寫那支筆，寫出來竟然是紅色的，不是藍色！第二天，她帶著筆和發票回到店裡。店員看了發票上的日期和價錢，就幫她換了一支藍筆。',
    },
    {
      en: 'That night, An copies the receipt into her money diary. Then she puts it in an envelope. Jay nods slowly. "That little paper got you 20 coins and a new pen!" Pip flaps his wings. "Squawk! Check it, then keep it!"',
      'zh-TW':
        '那天晚上，小安把發票上的內容抄進記帳本，再把發票收進信封裡。阿哲慢慢點頭：「那張小紙片，幫你拿回 NT$20，還換到一支新筆耶！」皮皮拍拍翅膀：「嘎！先核對，再收好！」',
    },
  ],
  definitions: [
    {
      term: { en: 'receipt', 'zh-TW': '發票／收據' },
      definition: {
        en: 'A paper from the shop that shows what you bought, the price and the date.',
        'zh-TW': '店家給你的一張紙，上面有你買了什麼、多少錢和哪一天買的。',
      },
      example: {
        en: 'An\'s new receipt says: notebook 45, pen 20, total 65.',
        'zh-TW': '小安的新發票上寫著：筆記本 45、筆 20，合計 65。',
      },
    },
    {
      term: { en: 'proof', 'zh-TW': '證明' },
      definition: {
        en: 'Something that shows what really happened.',
        'zh-TW': '可以讓人知道事情真的發生過的東西。',
      },
      example: {
        en: 'The receipt is proof that An bought the pen at this shop, on that day.',
        'zh-TW': '發票可以證明，小安那天是在這家店買了這支筆。',
      },
    },
    {
      term: { en: 'change', 'zh-TW': '找零' },
      definition: {
        en: 'The money you get back when you pay more than the price.',
        'zh-TW': '你付的錢比價錢多，店家還給你的錢。',
      },
      example: {
        en: 'An pays 100 coins for 65 coins of things. Her change is 100 − 65 = 35 coins.',
        'zh-TW': '小安付了 NT$100，買了 NT$65 的東西，找零是 100 − 65 = 35，也就是 NT$35。',
      },
    },
    {
      term: { en: 'return', 'zh-TW': '退貨' },
      definition: {
        en: 'Bringing something back to the shop and getting your money back.',
        'zh-TW': '把買的東西拿回店裡，把錢拿回來。',
      },
      example: {
        en: 'Leo\'s new water bottle leaks. He brings it back with the receipt and gets his 150 coins back.',
        'zh-TW': '阿力新買的水壺會漏水。他帶著發票回去退貨，拿回了 NT$150。',
      },
    },
    {
      term: { en: 'exchange', 'zh-TW': '換貨' },
      definition: {
        en: 'Bringing something back to the shop and swapping it for another one.',
        'zh-TW': '把買的東西拿回店裡，換成另一個。',
      },
      example: {
        en: 'An swaps the red pen for a blue pen. That is an exchange.',
        'zh-TW': '小安把紅筆換成藍筆，這就是換貨。',
      },
    },
  ],
  examples: [
    {
      en: 'In Taiwan, a shop receipt is called a "fapiao". Many shops now give an e-invoice. A grown-up can keep it on a phone barcode, called a carrier. Later, you can look at it together. Some small stands write a receipt by hand.',
      'zh-TW': '在台灣，店家結帳時會開發票。現在很多店開的是電子發票，大人可以用手機條碼把它存進載具，之後再和你一起查看。有些小攤子會給手寫的收據，也可以先收好。',
    },
    {
      en: 'Jay buys a brush for 35 coins and pays with 50 coins. Before he walks away, he checks his change: 50 − 35 = 15 coins.',
      'zh-TW': '阿哲買了一支 NT$35 的水彩筆，付了 NT$50。離開櫃檯前，他先核對找零：50 − 35 = 15，應該拿回 NT$15。',
    },
    {
      en: 'Each shop has its own rules for returns and exchanges. Many shops ask to see the receipt, so keep it until you are sure you like the thing.',
      'zh-TW': '每家店退換貨的規定都不一樣，很多店會要你拿出發票。所以在確定東西沒問題之前，先把發票留著。',
    },
    {
      en: 'Mei keeps her receipts in one envelope. On Sunday, she copies the date, the item and the amount into her money diary.',
      'zh-TW': '小美把發票都放在同一個信封裡。星期天，她再把日期、項目和金額抄進記帳本。',
    },
  ],
  sentenceBuilder: {
    frames: [
      {
        id: 'receipt-is-proof',
        text: {
          en: 'A receipt is ______ of what I bought and how much I ______.',
          'zh-TW': '發票可以______我買了什麼、______多少錢。',
        },
        wordPool: {
          en: ['paid', 'change', 'borrowed', 'proof'],
          'zh-TW': ['找零', '付了', '借了', '證明'],
        },
        accepts: {
          en: [['proof'], ['paid']],
          'zh-TW': [['證明'], ['付了']],
        },
        hints: [
          {
            en: 'Why did the clerk believe An about the extra pen?',
            'zh-TW': '為什麼店員相信小安多刷了一支筆？',
          },
          {
            en: 'The receipt shows what really happened. And at a shop, you pay; you do not borrow.',
            'zh-TW': '發票能讓人看到真正發生的事。而且在店裡買東西是付錢，不是借錢。',
          },
          {
            en: 'The answer is "proof" and "paid": a receipt is proof of what you bought and how much you paid.',
            'zh-TW': '答案是「證明」和「付了」：發票可以證明你買了什麼、付了多少錢。',
          },
        ],
      },
      {
        id: 'check-the-change',
        text: {
          en: 'I pay 50 coins for a 35-coin pen. My ______ should be ______ coins.',
          'zh-TW': '我付 NT$50 買一支 NT$35 的筆，應該拿回 NT$______ 的______。',
        },
        wordPool: {
          en: ['85', 'change', '15', 'receipt'],
          'zh-TW': ['85', '15', '發票', '找零'],
        },
        accepts: {
          en: [['change'], ['15']],
          'zh-TW': [['15'], ['找零']],
        },
        hints: [
          {
            en: 'What do you call the money the shop gives back?',
            'zh-TW': '店家還給你的錢，叫做什麼？',
          },
          {
            en: 'You paid more than the price, so take away: 50 − 35. Do not add.',
            'zh-TW': '你付的比價錢多，所以用減法 50 − 35，不是加法喔。',
          },
          {
            en: 'The answer is "change" and "15", because 50 − 35 = 15.',
            'zh-TW': '答案是「15」和「找零」，因為 50 − 35 = 15。',
          },
        ],
      },
      {
        id: 'bring-it-back',
        text: {
          en: 'My new toy is broken. I bring it back with the ______ and ask to ______ it.',
          'zh-TW': '新買的玩具壞掉了，我帶著______回到店裡，請店家幫我______。',
        },
        wordPool: {
          en: ['change', 'price', 'receipt', 'exchange', 'return'],
          'zh-TW': ['退貨', '找零', '換貨', '收據', '發票', '價錢'],
        },
        accepts: {
          en: [['receipt'], ['exchange', 'return']],
          'zh-TW': [['發票', '收據'], ['換貨', '退貨']],
        },
        hints: [
          {
            en: 'Think of what An brought back to the shop with her pen.',
            'zh-TW': '想想小安回店裡換筆時，帶了什麼？',
          },
          {
            en: 'Change is money you get back when you pay. For the second blank, you can swap the toy or get your money back.',
            'zh-TW': '找零是付錢時拿回來的錢。第二格可以是換一個新的，也可以是把錢拿回來。',
          },
          {
            en: 'The answer is "receipt", then "exchange" or "return". The receipt shows you bought the toy there.',
            'zh-TW': '答案是「發票」或「收據」，再加上「換貨」或「退貨」。發票或收據能證明玩具是在這裡買的。',
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
        en: 'Jay buys a brush for 35 coins and paint for 40 coins. He pays with 100 coins. How much change should he get?',
        'zh-TW': '阿哲買了一支 NT$35 的水彩筆和一盒 NT$40 的顏料，付了 NT$100。店家應該找他多少錢？',
      },
      options: [
        { en: '75 coins', 'zh-TW': 'NT$75' },
        { en: '65 coins', 'zh-TW': 'NT$65' },
        { en: '25 coins', 'zh-TW': 'NT$25' },
        { en: '60 coins', 'zh-TW': 'NT$60' },
      ],
      answer: [2],
      hintCycle: [
        {
          en: 'First find the total price. Then find what is left of 100.',
          'zh-TW': '先算出總共多少錢，再算 100 還剩多少。',
        },
        {
          en: '35 + 40 = 75. That is the price, not the change.',
          'zh-TW': '35 + 40 = 75，這是要付的價錢，還不是找零。',
        },
        {
          en: 'The answer is 25 coins: 35 + 40 = 75, and 100 − 75 = 25.',
          'zh-TW': '答案是 NT$25：35 + 40 = 75，100 − 75 = 25。',
        },
      ],
      why: {
        en: 'Change is what you paid minus the total price. Find the total first, then take it away from what you paid.',
        'zh-TW': '找零 = 付的錢 − 總價。先算出總價，再從付的錢裡減掉。',
      },
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'Jay buys a desk lamp. Two days later, it will not turn on. True or false: His receipt can help him now.',
        'zh-TW': '阿哲買了一盞檯燈，兩天後就打不開了。對或不對：他的發票現在還派得上用場。',
      },
      answer: true,
      hintCycle: [
        {
          en: 'Think about what An did with her receipt the next day.',
          'zh-TW': '想想小安第二天拿發票做了什麼。',
        },
        {
          en: 'A receipt is not trash once you leave the shop. An used hers the next day to swap her pen.',
          'zh-TW': '走出店門，發票也不是垃圾。小安第二天就拿它去換了筆。',
        },
        {
          en: 'True. The receipt shows where and when Jay bought the lamp, so he can ask to exchange or return it.',
          'zh-TW': '對。發票證明阿哲在哪裡、哪一天買了檯燈，他就可以請店家換貨或退貨。',
        },
      ],
      why: {
        en: 'A receipt is proof of what you bought, where and when. That proof helps days later, for a return or an exchange.',
        'zh-TW': '發票證明你在哪裡、哪一天買了什麼。過了幾天，要退貨或換貨時，它還是很有用。',
      },
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Which are good reasons to keep a receipt? Pick all that fit.',
        'zh-TW': '下面哪些是留下發票的好理由？選出所有正確的答案。',
      },
      options: [
        { en: 'To check that the shop charged the right price', 'zh-TW': '核對店家算的價錢對不對' },
        { en: 'To return or exchange something that is broken', 'zh-TW': '東西壞了，可以拿去退貨或換貨' },
        { en: 'To copy the amounts into my money diary', 'zh-TW': '把金額抄進我的記帳本' },
        {
          en: 'So the shop must take back anything, even after months of use',
          'zh-TW': '有了發票，店家就一定要收回任何東西，就算用了好幾個月也一樣',
        },
      ],
      answer: [0, 1, 2],
      hintCycle: [
        {
          en: 'Think of all the ways An\'s receipt helped her.',
          'zh-TW': '想想小安的發票幫了她哪些忙。',
        },
        {
          en: 'A receipt is proof, but each shop still has its own rules for returns.',
          'zh-TW': '發票是證明，可是每家店還是有自己的退換貨規定。',
        },
        {
          en: 'The answer is checking the price, returning or exchanging, and copying into your money diary. A receipt does not make a shop take back anything, any time.',
          'zh-TW': '答案是「核對價錢」、「退貨或換貨」和「抄進記帳本」。有發票，不代表店家什麼東西、什麼時候都一定要收回。',
        },
      ],
      why: {
        en: 'A receipt helps you check, return and record. It is proof of a buy, but each shop still sets its own return rules.',
        'zh-TW': '發票可以幫你核對、退換貨和記帳。它是買東西的證明，但每家店還是有自己的退換貨規定。',
      },
    },
    {
      id: 'q4',
      type: 'single',
      question: {
        en: 'Leo\'s receipt says: cup 30, cup 30, straw 10. Total 70. But he bought only one cup. What should he do?',
        'zh-TW': '阿力的發票上寫著：杯子 30、杯子 30、吸管 10，合計 70。可是他只買了一個杯子。他該怎麼做？',
      },
      options: [
        { en: 'Say nothing, because it is only a small amount', 'zh-TW': '算了，反正錢不多' },
        { en: 'Show the receipt and kindly ask the clerk to check', 'zh-TW': '拿發票給店員看，客氣地請他檢查一下' },
        { en: 'Throw the receipt away so he does not have to think about it', 'zh-TW': '把發票丟掉，這樣就不用再想這件麻煩事了' },
        { en: 'Never shop there again', 'zh-TW': '以後再也不要去那家店' },
      ],
      answer: [1],
      hintCycle: [
        {
          en: 'Mistakes happen, and they can be fixed. What did An do?',
          'zh-TW': '每個人都會出錯，錯了可以改正。小安當時怎麼做？',
        },
        {
          en: 'Leo paid for one cup too many: that is 30 coins. Saying nothing or throwing the receipt away will not bring it back.',
          'zh-TW': '阿力多付了一個杯子的錢，也就是 NT$30。不說話或丟掉發票，錢都拿不回來。',
        },
        {
          en: 'The answer is to show the receipt and kindly ask the clerk to check. The total should be 30 + 10 = 40, so he paid 70 − 40 = 30 coins too much.',
          'zh-TW': '答案是「拿發票給店員看，客氣地請他檢查」。應該是 30 + 10 = 40，他多付了 70 − 40 = 30，也就是 NT$30。',
        },
      ],
      why: {
        en: 'Anyone can make a mistake. The receipt shows what went wrong, and a kind question gets it fixed.',
        'zh-TW': '誰都可能算錯。發票讓人看到哪裡出錯，客氣地問一聲，就能把錯改過來。',
      },
    },
    {
      id: 'q5',
      type: 'bool',
      question: {
        en: 'An pays 50 coins for a snack that costs 32 coins. She gets 18 coins back. True or false: her change is right.',
        'zh-TW': '小安買一份 NT$32 的點心，付了 NT$50，拿回 NT$18。對或不對：找的錢是對的。',
      },
      answer: true,
      hintCycle: [
        {
          en: 'Change is what you paid minus the price.',
          'zh-TW': '找零 = 付的錢 − 價錢。',
        },
        {
          en: 'A number that looks close is not enough. Work out 50 − 32, or check: does 32 + 18 make 50?',
          'zh-TW': '看起來差不多還不夠。算算 50 − 32，也可以反過來檢查：32 + 18 是不是 50？',
        },
        {
          en: 'True. 50 − 32 = 18, and 32 + 18 = 50, so her change is right.',
          'zh-TW': '對。50 − 32 = 18，而且 32 + 18 = 50，所以找的錢沒錯。',
        },
      ],
      why: {
        en: 'Checking your change before you walk away is easy. Price plus change should make what you paid.',
        'zh-TW': '離開櫃檯前先核對找零，很簡單：價錢加上找零，應該等於你付的錢。',
      },
    },
  ],
  autoMission: {
    title: { en: 'Receipt Detective', 'zh-TW': '發票小偵探' },
    options: [
      {
        id: 'check-the-receipt',
        label: { en: 'Check a receipt', 'zh-TW': '核對一張發票' },
        instructions: {
          en: 'A practice receipt shows: pencil 10, notebook 45, paid 100. Drag the right numbers into the blanks: total 55 and change 45.',
          'zh-TW': '練習用的發票上寫著：鉛筆 10、筆記本 45，付了 100。把正確的數字拖進空格：合計 55，找零 45。',
        },
        controlType: 'drag-validate',
      },
      {
        id: 'receipt-envelope',
        label: { en: 'Make a receipt envelope', 'zh-TW': '做一個發票信封' },
        instructions: {
          en: 'With a grown-up, make an envelope for paper receipts. Put in this week\'s receipts. If the grown-up keeps e-invoices on a phone barcode, look at them together. Tick each one you check.',
          'zh-TW': '請大人陪你，做一個放紙本發票的信封，把這星期的發票放進去。如果大人用手機條碼存電子發票，就一起看看。每核對完一張，就打一個勾。',
        },
        controlType: 'checkbox',
      },
      {
        id: 'receipt-to-diary',
        label: { en: 'From receipt to diary', 'zh-TW': '從發票到記帳本' },
        instructions: {
          en: 'Pick a receipt card. Copy its date, item and amount into a money diary line.',
          'zh-TW': '選一張發票卡片，把上面的日期、項目和金額，抄進記帳本的一行。',
        },
        controlType: 'template-select',
      },
    ],
    completionRule: 'any_one',
  },
} satisfies AdventureBody;

export default body;
