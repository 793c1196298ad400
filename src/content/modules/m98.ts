import type { ClassicBody } from '../schema/module-body';

/**
 * M98 · Crypto Galaxy: "What Is Cryptocurrency?" / 「什麼是加密貨幣？」.
 * Learning outcome (Grade 8, Investing): explain what cryptocurrency is (digital money kept on a blockchain, a
 * shared record that many computers each keep a copy of and check, so one changed copy is spotted) and tell it
 * apart from the New Taiwan dollar and from a bank deposit: Taiwan's central bank does not issue it, its price is
 * whatever buyers and sellers agree on and can swing up and down a lot, and deposit insurance does not cover it.
 * Benchmark, in words: the grade-8 Investing statements that the price of something people invest in is set by
 * buyers and sellers and can rise or fall, that riskier things can lose value, and that people find out what
 * something is before they put money in; here the thing is cryptocurrency.
 * Island position: the island's third lesson. M96 (Mei) showed that bank cards, transit cards and phone payments
 * all spend real NT$; M97 (Jay) kept online spending safe. This lesson links back to Ledger Cave (a record of
 * money in and out, M18's money diary): a blockchain is a record that many computers share. M99 (Leo) then
 * meets crypto hype and scams.
 * Lead: An, who thinks before she says yes; she asks before she believes a classmate's "like money in a bank,
 * but it grows faster".
 * Numbers: the class star record, 5 notebooks (An, Jay, Mei, Leo and a classmate); Mei gives Jay 2 stars; Ms.
 * Chen changes 1 copy to 20 stars; 5 − 1 = 4 copies still say 2 stars. Facts in numbers: 2026 (the FSC rule), 18
 * (age of majority). Quiz: q1 6 friends keep copies of a sticker-swap record; 1 copy is changed from 1 sticker
 * to 10; 6 − 1 = 5 copies still say 1; q3 the year 2026; q4 under 18. No prices: crypto prices are not stated.
 * No coin, platform or app is named. Deposit insurance is said only of bank deposits (not of post-office savings).
 * Facts:
 * - Crypto is not the New Taiwan dollar; Taiwan's central bank does not issue it (story, terms, q4) — Central
 *   Bank Act; Central Bank of the Republic of China (Taiwan) statements on crypto, 2025
 * - Its price is whatever buyers and sellers agree on and can swing up and down a lot; even on a registered
 *   platform it has no daily price limit and is high risk, so registering is not a promise that it is safe (story,
 *   terms, q3, q4) — FSC press statement, 22 September 2025
 * - Deposits at an insured bank are covered by deposit insurance, up to a limit; crypto is not a bank deposit,
 *   so deposit insurance does not cover it (story, term, q2) — Deposit Insurance Act art. 13; CDIC, 2025
 * - In 2026, in Taiwan, platforms that trade crypto must register with the FSC (金管會): anti-money-laundering
 *   registration, required since 30 November 2024 (story, term, q3) — Money Laundering Control Act art. 6
 *   (amended 31 July 2024, in force 30 November 2024); FSC registration regulations, 26 November 2024
 * - The FSC (金融監督管理委員會) watches over banks, securities and insurance in Taiwan (term) — FSC, 2025
 * - In Taiwan, children under 18 can only invest with a parent or guardian (story, q4) — Civil Code arts. 12
 *   and 77 (age of majority 18 since 1 January 2023), 2023
 */
const body = {
  id: 'M98',
  format: 'classic',
  scenarios: [
    {
      id: 'the-class-star-record',
      title: {
        en: 'A Record Everyone Keeps',
        'zh-TW': '大家一起保管的紀錄本',
      },
      description: {
        en: 'A classmate says crypto is like money in a bank. An wants to understand it first.',
        'zh-TW': '同學說，加密貨幣就像存在銀行裡的錢。小安想先把它弄懂。',
      },
      context: {
        en:
          'In Crypto Galaxy, a classmate tells An, "My big brother says crypto is like money in a bank. It just grows faster!" ' +
          'An does not just nod. She asks Ms. Chen, "What is crypto, really?" ' +
          'Ms. Chen gives a copy of the class star record to An, Jay, Mei, Leo and the classmate. ' +
          'Mei gives Jay 2 stars for helping her. All 5 copies say so. ' +
          'As a test, Ms. Chen changes 1 copy to 20 stars. 5 − 1 = 4 copies still say 2 stars. ' +
          '"That one does not match," says An. "We can spot the change!" ' +
          '"Crypto is digital money kept on a record like this," says Ms. Chen. "Many computers each keep a copy and check each new page. ' +
          'The pages link in order, like a chain, so it is called a blockchain." ' +
          '"Is crypto our NT$?" asks Mei. ' +
          '"No. Crypto is not the New Taiwan dollar. Taiwan\'s central bank does not issue it. ' +
          'Its price is whatever buyers and sellers agree on. It can swing up and down a lot." ' +
          '"Are there rules for the places that trade it?" asks Leo. ' +
          '"In 2026, in Taiwan, platforms that trade crypto must register with the FSC. But that is not a promise that crypto is safe. ' +
          'And in Taiwan, children under 18 can only invest with a parent or guardian." ' +
          'The next day, An tells her classmate, "Crypto is not a bank deposit, so deposit insurance does not cover it. And its price can go up or down." ' +
          '"Squawk!" says Pip. "Understand it first. Then talk with a grown-up!"',
        'zh-TW':
          '在加密銀河，一位同學跟小安說：「我哥哥說，加密貨幣就像存在銀行裡的錢，只是錢變多的速度更快！」' +
          '小安沒有跟著點頭。她去問陳老師：「加密貨幣到底是什麼？」' +
          '陳老師發給小安、阿哲、小美、阿力和那位同學，每人一本班上的星星紀錄本。' +
          '小美謝謝阿哲幫忙，送他 2 顆星星，5 本都這樣記。' +
          '陳老師為了測試，把其中 1 本改成 20 顆。5 − 1 = 4，還有 4 本寫的是 2 顆。' +
          '小安說：「這本跟別人的對不起來，一看就知道被改過了！」' +
          '陳老師說：「加密貨幣是一種數位貨幣，記在很像這樣的紀錄上。很多台電腦各自保存一份，每一頁新紀錄都會先檢查。' +
          '一頁一頁照順序連起來，像一條鏈子，所以叫做『區塊鏈』。」' +
          '小美問：「那加密貨幣就是我們用的新台幣嗎？」' +
          '「不是。加密貨幣不是新台幣，台灣的中央銀行不發行它。' +
          '它的價格由買的人和賣的人決定，可能忽高忽低，變動很大。」' +
          '阿力問：「買賣它的地方，有規定要遵守嗎？」' +
          '「2026 年，在台灣，交易加密貨幣的平台必須向金管會登記。不過，有登記不代表加密貨幣就是安全的。' +
          '還有，在台灣，未滿 18 歲的孩子要投資，一定要有父母或監護人一起。」' +
          '第二天，小安告訴那位同學：「加密貨幣不是銀行存款，所以存款保險不保障它。而且它的價格可能漲，也可能跌。」' +
          '皮皮叫著：「嘎！先弄懂，再跟大人商量！」',
      },
      thinkingPrompts: [
        {
          en: 'Why was the changed copy so easy to spot? What if only one person kept the record?',
          'zh-TW': '為什麼被改過的那本一下就被發現？如果紀錄只有一個人保管，會怎麼樣？',
        },
        {
          en: 'An did not just nod along. Why is it smart to understand something before you believe it?',
          'zh-TW': '小安沒有跟著點頭。為什麼先把事情弄懂再相信，是聰明的做法？',
        },
        {
          en: 'The money on a transit card is NT$. How is crypto different from it?',
          'zh-TW': '交通卡裡的錢是新台幣。加密貨幣跟它有什麼不一樣？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'cryptocurrency',
      term: { en: 'cryptocurrency (crypto)', 'zh-TW': '加密貨幣' },
      definition: {
        en: 'A kind of digital money kept on a record that many computers share. It is not the NT$.',
        'zh-TW': '一種數位貨幣，記在很多台電腦共用的紀錄上。它不是新台幣。',
      },
      example: {
        en: 'An learned that crypto is digital money. But it is not the NT$ in her piggy bank.',
        'zh-TW': '小安知道了：加密貨幣是一種數位貨幣，但它不是她存錢筒裡的新台幣。',
      },
    },
    {
      id: 'blockchain',
      term: { en: 'blockchain', 'zh-TW': '區塊鏈' },
      definition: {
        en: 'A record that many computers each keep a copy of and check. Its pages link in order, like a chain.',
        'zh-TW': '很多台電腦各自保存一份、一起檢查的紀錄，一頁一頁照順序連起來，像一條鏈子。',
      },
      example: {
        en: 'Like the class star record, a blockchain has many copies that match.',
        'zh-TW': '區塊鏈就像班上的星星紀錄本，有很多份一模一樣的紀錄。',
      },
    },
    {
      id: 'ledger',
      term: { en: 'ledger', 'zh-TW': '帳本' },
      definition: {
        en: 'A record of money coming in and going out.',
        'zh-TW': '記下錢進來、錢出去的紀錄。',
      },
      example: {
        en: 'In Ledger Cave, the friends kept a money diary. A blockchain is a ledger that many computers share.',
        'zh-TW': '在帳本洞窟，大家寫過自己的記帳本。區塊鏈就是很多台電腦一起共用的帳本。',
      },
    },
    {
      id: 'price-swing',
      term: { en: 'price swing', 'zh-TW': '價格波動' },
      definition: {
        en: 'A big change in a price, up or down.',
        'zh-TW': '價格大幅度地上漲或下跌。',
      },
      example: {
        en: "Ms. Chen said crypto's price can swing up and down a lot.",
        'zh-TW': '陳老師說，加密貨幣的價格可能忽高忽低，波動很大。',
      },
    },
    {
      id: 'deposit-insurance',
      term: { en: 'deposit insurance', 'zh-TW': '存款保險' },
      definition: {
        en: 'A protection for money kept in an insured bank, up to a limit.',
        'zh-TW': '保障存在有保險的銀行裡的錢，有一定的上限。',
      },
      example: {
        en: 'Crypto is not a bank deposit, so deposit insurance does not cover it.',
        'zh-TW': '加密貨幣不是銀行存款，所以存款保險不保障它。',
      },
    },
    {
      id: 'fsc',
      term: { en: 'FSC (Financial Supervisory Commission)', 'zh-TW': '金管會（金融監督管理委員會）' },
      definition: {
        en: "A group in Taiwan's government. It watches over banks, insurance and investing companies.",
        'zh-TW': '台灣政府裡負責監督銀行、保險和投資相關公司的機關。',
      },
      example: {
        en: 'In 2026, in Taiwan, platforms that trade crypto must register with the FSC.',
        'zh-TW': '2026 年，在台灣，交易加密貨幣的平台必須向金管會登記。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'a-blockchain-is-hard-to-change',
      stem: {
        en: 'A blockchain is hard to change because…',
        'zh-TW': '區塊鏈很難偷偷修改，因為……',
      },
      examples: [
        {
          en: 'A blockchain is hard to change because many computers keep a copy, and a changed copy does not match the others.',
          'zh-TW': '區塊鏈很難偷偷修改，因為很多台電腦都保存一份，被改過的那份會跟其他的對不起來。',
        },
      ],
    },
    {
      id: 'crypto-is-different-from-the-nt',
      stem: {
        en: 'Crypto is different from the NT$ because…',
        'zh-TW': '加密貨幣跟新台幣不一樣，因為……',
      },
      examples: [
        {
          en: "Crypto is different from the NT$ because Taiwan's central bank does not issue it.",
          'zh-TW': '加密貨幣跟新台幣不一樣，因為台灣的中央銀行不發行它。',
        },
        {
          en: 'Crypto is different from the NT$ because its price can swing up and down a lot.',
          'zh-TW': '加密貨幣跟新台幣不一樣，因為它的價格可能忽高忽低，波動很大。',
        },
      ],
    },
    {
      id: 'if-a-friend-says',
      stem: {
        en: 'If a friend says crypto is like money in a bank, I can say…',
        'zh-TW': '如果朋友說加密貨幣就跟銀行裡的錢一樣，我可以說……',
      },
      examples: [
        {
          en: 'If a friend says crypto is like money in a bank, I can say, "It is not a bank deposit. Deposit insurance does not cover it."',
          'zh-TW': '如果朋友說加密貨幣就跟銀行裡的錢一樣，我可以說：「它不是銀行存款，存款保險不保障它。」',
        },
        {
          en: 'If a friend says crypto is like money in a bank, I can say, "Its price can go up or down."',
          'zh-TW': '如果朋友說加密貨幣就跟銀行裡的錢一樣，我可以說：「它的價格可能漲，也可能跌。」',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: 'On Money Islands, 6 friends each keep a copy of the same sticker-swap record, and they compare copies. Someone changes 1 copy to say Jay got 10 stickers, not 1. The other 5 copies still say 1. What happens?',
        'zh-TW': '在理財冒險島上，6 個好朋友各自保管一份同樣的貼紙交換紀錄，還會互相核對。有人把其中 1 份改成「阿哲拿到 10 張貼紙」，原本寫的是 1 張。其他 5 份還是寫 1 張。接下來會怎麼樣？',
      },
      options: [
        {
          en: 'Every copy turns into 10 by itself, since the copies are linked.',
          'zh-TW': '每一份都會自己變成 10 張，因為這些紀錄是連在一起的。',
        },
        {
          en: 'The friends cannot tell which copy is right, so the record is ruined.',
          'zh-TW': '大家分不出哪一份才對，整份紀錄就毀了。',
        },
        {
          en: 'That copy does not match the other 5, so the change is spotted.',
          'zh-TW': '那一份跟其他 5 份對不起來，所以一下就被發現了。',
        },
        {
          en: 'The newest change counts, so Jay now has 10 stickers.',
          'zh-TW': '最新改的才算數，所以阿哲現在有 10 張貼紙。',
        },
      ],
      correctAnswer: 2,
      feedback: {
        en: '6 − 1 = 5 copies still say 1 sticker, so the changed copy does not match and is spotted. The 5 matching copies show what is right. Copies do not change by themselves, and the newest change does not win. That is why a blockchain is hard to change.',
        'zh-TW': '6 − 1 = 5，還有 5 份寫的是 1 張，所以被改的那份對不起來，馬上被發現；那 5 份一樣的紀錄，就看得出哪個才對。紀錄不會自己跟著變，最新改的也不會就算數。這就是區塊鏈很難被偷偷修改的原因。',
      },
      hintCycle: [
        {
          en: "Think of Ms. Chen's star game. What did the friends do with their copies?",
          'zh-TW': '想想陳老師的星星遊戲：大家拿自己的紀錄本做了什麼？',
        },
        {
          en: 'Some think the newest change wins, or that one odd copy ruins the record. But 5 copies still match each other.',
          'zh-TW': '有人以為最新改的就算數，或是有一份不一樣，整份紀錄就毀了。可是還有 5 份彼此對得起來。',
        },
        {
          en: 'The answer: that copy does not match the other 5, so the change is spotted. 6 − 1 = 5 copies still agree.',
          'zh-TW': '答案是：那一份跟其他 5 份對不起來，所以一下就被發現了。6 − 1 = 5，還有 5 份寫的一樣。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: "Mei's aunt has savings in an insured bank. She also has some crypto. True or false: deposit insurance covers her bank savings, up to a limit, but it does not cover her crypto.",
        'zh-TW': '小美的阿姨把錢存在一家有存款保險的銀行，她也有一些加密貨幣。是非題：存款保險會保障她在銀行的存款（有上限），但不保障她的加密貨幣。',
      },
      correctAnswer: true,
      feedback: {
        en: 'True. Deposit insurance covers deposits at an insured bank, up to a limit. Crypto is not a bank deposit, so it is not covered.',
        'zh-TW': '對。存款保險保障的是存在有保險的銀行裡的存款，有一定的上限。加密貨幣不是銀行存款，所以不在保障範圍裡。',
      },
      hintCycle: [
        {
          en: 'What kind of money does deposit insurance cover? Is crypto that kind?',
          'zh-TW': '存款保險保障的是哪一種錢？加密貨幣是那一種嗎？',
        },
        {
          en: 'Some think every kind of money is protected the same way. Deposit insurance is for bank deposits, and crypto is not one.',
          'zh-TW': '有人以為各種錢的保障都一樣。其實存款保險是保障銀行存款的，而加密貨幣不是銀行存款。',
        },
        {
          en: 'The answer is true. Her bank savings are covered, up to a limit. Her crypto is not.',
          'zh-TW': '答案是「對」。她在銀行的存款有保障（有上限），她的加密貨幣沒有。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'bool',
      question: {
        en: 'In 2026, a platform in Taiwan that trades crypto has registered with the FSC. True or false: because it registered, crypto bought there will not go down in price.',
        'zh-TW': '2026 年，台灣有一個交易加密貨幣的平台，已經向金管會登記了。是非題：因為它有登記，在那裡買的加密貨幣，價格就不會下跌。',
      },
      correctAnswer: false,
      feedback: {
        en: 'False. Registering with the FSC is a rule the platform has to follow. It is not a promise that crypto is safe. Its price can still swing up and down a lot.',
        'zh-TW': '不對。向金管會登記，是平台必須遵守的規定，不是保證加密貨幣很安全。它的價格還是可能忽高忽低，波動很大。',
      },
      hintCycle: [
        {
          en: 'Who decides the price of crypto: the FSC, or buyers and sellers?',
          'zh-TW': '加密貨幣的價格是誰決定的？是金管會，還是買的人和賣的人？',
        },
        {
          en: 'Some think a registered platform means a safe price. Registering is a rule for the platform, not a promise about the price.',
          'zh-TW': '有人以為平台有登記，價格就很安全。其實登記是平台要遵守的規定，不是對價格的保證。',
        },
        {
          en: 'The answer is false. Even on a registered platform, the price of crypto can go down.',
          'zh-TW': '答案是「不對」。就算平台有登記，加密貨幣的價格還是可能下跌。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'multi',
      question: {
        en: 'An writes notes about crypto for her classmate. Which notes are right? Pick all that are right.',
        'zh-TW': '小安幫同學寫了幾張關於加密貨幣的小筆記。哪些是對的？（可以選好幾個）',
      },
      options: [
        {
          en: 'Its record is a blockchain: many computers keep copies and check them.',
          'zh-TW': '它的紀錄是區塊鏈：很多台電腦各自保存一份，還會互相檢查。',
        },
        {
          en: "Taiwan's central bank makes it, just like the NT$.",
          'zh-TW': '它跟新台幣一樣，是台灣的中央銀行發行的。',
        },
        {
          en: 'Its price can swing up and down a lot.',
          'zh-TW': '它的價格可能忽高忽低，波動很大。',
        },
        {
          en: 'Its record is hard to change, so its price cannot go down.',
          'zh-TW': '它的紀錄很難被修改，所以價格不會下跌。',
        },
        {
          en: 'In Taiwan, children under 18 can only invest with a parent or guardian.',
          'zh-TW': '在台灣，未滿 18 歲的孩子要投資，一定要有父母或監護人一起。',
        },
      ],
      correctAnswer: [0, 2, 4],
      feedback: {
        en: "Crypto's record is a blockchain, and its price can swing a lot. In Taiwan, children under 18 invest only with a parent or guardian. Taiwan's central bank does not issue crypto. A hard-to-change record protects what is written, not the price.",
        'zh-TW': '加密貨幣的紀錄是區塊鏈；它的價格可能波動很大；在台灣，未滿 18 歲要有父母或監護人一起才能投資。台灣的中央銀行不發行加密貨幣；紀錄很難被修改，保護的是紀錄本身，不是價格。',
      },
      hintCycle: [
        {
          en: 'Think of what Ms. Chen told Mei and Leo after the star game.',
          'zh-TW': '想想星星遊戲之後，陳老師怎麼回答小美和阿力。',
        },
        {
          en: 'Some think crypto comes from the central bank. Others think a hard-to-change record means a safe price. Check those two notes again.',
          'zh-TW': '有人以為加密貨幣是中央銀行發行的，也有人以為紀錄很難改，價格就很安全。再看一次這兩張筆記。',
        },
        {
          en: 'The answers: its record is a blockchain. Its price can swing a lot. Children under 18 invest only with a parent or guardian.',
          'zh-TW': '答案是：它的紀錄是區塊鏈；它的價格可能波動很大；未滿 18 歲要有父母或監護人一起才能投資。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: 'Jay draws a picture of a record. Many computers each keep a copy. Its pages are called blocks, and they link in order like a chain. So the record is called a ______.',
        'zh-TW': '阿哲畫了一份紀錄：很多台電腦各自保存一份。它的每一頁叫做「區塊」，一頁一頁照順序連起來，像一條鏈子。所以這份紀錄叫做______。',
      },
      acceptedAnswers: {
        en: ['blockchain', 'block chain', 'block-chain', 'a blockchain', 'blockchains'],
        'zh-TW': ['區塊鏈', '區塊鍊'],
      },
      feedback: {
        en: 'It is a blockchain: pages called blocks, linked like a chain, with many matching copies. Crypto is kept on a record like this.',
        'zh-TW': '這就是區塊鏈：一頁一頁的「區塊」像鏈子一樣連起來，還有很多份一模一樣的紀錄。加密貨幣就記在這樣的紀錄上。',
      },
      hintCycle: [
        {
          en: 'Put the two clue words together: the pages are blocks, and they link like a…?',
          'zh-TW': '把兩個線索放在一起：每一頁叫「區塊」，連起來像一條……？',
        },
        {
          en: 'It is not just "a record" or "a ledger". The picture gives two clue words: blocks and a chain.',
          'zh-TW': '不只是「紀錄」或「帳本」而已。圖裡有兩個線索：區塊和鏈子。',
        },
        {
          en: 'The answer is "blockchain": blocks linked like a chain.',
          'zh-TW': '答案是「區塊鏈」：一個一個區塊，像鏈子一樣連起來。',
        },
      ],
    },
  ],
  reflection: {
    id: 'understand-it-first',
    question: {
      en: 'Think of a new money idea you heard about, online or from a friend. How could you find out what it really is before you believe it?',
      'zh-TW': '想一想，你在網路上或從朋友那裡，聽過什麼新的跟錢有關的說法？在相信之前，你可以怎麼弄清楚它到底是什麼？',
    },
    placeholder: {
      en: 'I heard that… To find out, I can ask… and look at…',
      'zh-TW': '我聽說……。為了弄清楚，我可以去問……，也可以看看……',
    },
  },
} satisfies ClassicBody;

export default body;
