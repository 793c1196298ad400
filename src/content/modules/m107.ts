import type { ClassicBody } from '../schema/module-body';

/**
 * M107 · Capital Mountain: "Shares: Owning a Piece" / 「股票：擁有公司的一小塊」.
 * Learning outcome (Grade 8, Investing): explain that a share is one small, equal piece of a company, so a
 * shareholder is a tiny owner; that if the company does well the share may be worth more and may pay part of
 * the profit (a dividend), and if it does badly the share may be worth less; and that shares are bought and
 * sold on a stock market, where the price moves.
 * Benchmark, in words: the grade-8 Investing statements that people who invest in financial assets hope for a
 * rise in value over time and/or regular income such as dividends, and that stocks (shares) are one of the
 * common kinds of financial assets (say what they are).
 * Island position: the fourth lesson of Capital Mountain. After M106 named shares, bonds and funds as kinds of
 * investing, this is the first kind; M108 (bonds: lending) is its contrast. Risk and reward together, as in
 * M16. Lead: Jay (loves drawing; acts on impulse, then stops to think, never mocked), with Mei and Ms. Chen.
 * Everything is a class game with play coins: no child buys a real share, and no real company is named
 * ("a bakery company on the island").
 * Numbers: the island's pretend ones, said so in the story. The company is cut into 100 equal pieces;
 * 1 share = 1 of 100. A share costs 50 play coins. Year 1 (good): the company pays 200 coins of profit to
 * its shareholders, 200 ÷ 100 = 2 coins a share (the dividend); the price goes up to 60 (60 − 50 = 10 more).
 * Year 2 (slow: road works): no dividend; the price drops to 45. Thinking prompt: Jay's share cost 50, is now
 * worth 45, and he got a 2-coin dividend: 45 + 2 = 47, 50 − 47 = 3 behind, for now.
 * Quiz: q1 100 shares, Mei's aunt owns 5 → 5 of 100 pieces; q2 An's uncle's 1 share (no sums); q3 a toy
 * company's good year (no sums); q4 a bike-repair company pays 300 coins of profit over 100 shares →
 * 300 ÷ 100 = 3 coins a share (distractor 300); q5 Jay's aunt gets 2 coins for her 1 share (no sums).
 * Facts:
 * - "In Taiwan, children under 18 can only invest with a parent or guardian." (age of majority 18; a minor
 *   needs the legal representative's consent for contracts such as an investment account) — Civil Code arts.
 *   12 and 77 (民法第 12、77 條), as amended, in force 1 January 2023
 * - Taiwan's stock exchange is the Taiwan Stock Exchange (臺灣證券交易所), where shares of companies are
 *   bought and sold (no listed company is named) — TWSE, 2025
 */
const body = {
  id: 'M107',
  format: 'classic',
  scenarios: [
    {
      id: 'the-bakery-in-100-pieces',
      title: {
        en: 'The Bakery in 100 Pieces',
        'zh-TW': '切成 100 塊的麵包公司',
      },
      description: {
        en: "Jay's drawing of a bakery company is cut into 100 pieces. Each piece is a share, and Jay owns one.",
        'zh-TW': '阿哲畫的麵包公司，被剪成 100 小塊。每一塊就是一股，阿哲擁有其中一股。',
      },
      context: {
        en:
          'In class on Capital Mountain, Jay draws a big picture of a bakery company on the island. ' +
          'Ms. Chen cuts it into 100 equal pieces. "Let\'s pretend this is the whole company," she says. ' +
          '"Each piece is 1 share. Own 1 share, and you own 1 of the 100 pieces. You are a tiny owner!" ' +
          'Each child gets 1 pretend share for 50 play coins. ' +
          '"These are the island\'s pretend numbers, to keep the maths easy," says Ms. Chen. "Real ones are different, and nothing is promised." ' +
          '"So I can take home a bun every day?" Jay asks. Ms. Chen smiles. "No. You own a tiny piece of the company, not its buns. You share in how it does." ' +
          'Pretend year 1 is a good year. The bakery sells lots of bread and makes a profit. ' +
          'It pays 200 coins of its profit to its shareholders. 200 ÷ 100 = 2 coins for each share. That is a dividend. ' +
          'More people want the share now, so its price goes up to 60. ' +
          '"It went up! I want more shares!" says Jay. "Will it go up again?" asks Mei. "Nobody knows," says Ms. Chen. ' +
          'Jay takes a deep breath. He keeps just his 1 share. ' +
          'Pretend year 2 is slow. Road works block the street, and fewer people come. There is no dividend, and the price drops to 45. ' +
          '"So a share can go down too," says Jay. "I\'m glad I stopped to think." ' +
          '"Shares are bought and sold on a stock market, and the price moves up and down," says Ms. Chen. ' +
          '"Taiwan has one too, called the Taiwan Stock Exchange. And in Taiwan, children under 18 can only invest with a parent or guardian." ' +
          '"Squawk!" says Pip. "Own a share, and you share the good years and the slow ones!"',
        'zh-TW':
          '在資本山上的課堂裡，阿哲畫了一大張圖，畫的是島上的一家麵包公司。' +
          '陳老師把圖剪成 100 塊一樣大的小塊。她說：「我們假裝這張圖就是整家公司。' +
          '每一小塊就是 1 股。擁有 1 股，就是擁有 100 塊裡的 1 塊，你就是小小的老闆了！」' +
          '每個小朋友用 NT$50 的遊戲幣，換到 1 股假裝的股票。' +
          '陳老師說：「這些是島上假設的數字，讓計算簡單一點；真實的數字不一樣，也沒有人能保證。」' +
          '阿哲問：「那我每天都可以帶一個麵包回家嗎？」陳老師笑著說：「不行喔。你擁有的是公司的一小塊，不是它的麵包。公司經營得好或不好，你都會跟著受影響。」' +
          '假裝的第 1 年，生意很好。麵包公司賣出很多麵包，賺到了利潤。' +
          '公司拿出 NT$200 的利潤分給股東：200 ÷ 100 = 2，每一股分到 NT$2，這就是股利。' +
          '現在更多人想要這家公司的股票，所以股價漲到 NT$60。' +
          '阿哲說：「漲了！我還要買更多股！」小美問：「它還會再漲嗎？」陳老師說：「沒有人知道。」' +
          '阿哲深吸一口氣，決定只留著原本的 1 股。' +
          '假裝的第 2 年，生意很冷清。門口的路在施工，來買麵包的人變少了。這一年沒有股利，股價也跌到 NT$45。' +
          '阿哲說：「原來股票也會跌。還好我先停下來想一想。」' +
          '陳老師說：「股票是在股票市場上買賣的，價錢會漲漲跌跌。' +
          '台灣也有股票市場，叫做臺灣證券交易所。還有，在台灣，未滿 18 歲的孩子，只能和爸媽或監護人一起投資。」' +
          '皮皮叫著：「嘎！擁有股票，公司生意好的年頭、冷清的年頭，你都會跟著一起經歷！」',
      },
      thinkingPrompts: [
        {
          en: 'Why might more people want the share after the bakery has a good year?',
          'zh-TW': '麵包公司生意好的那一年過後，為什麼會有更多人想要它的股票？',
        },
        {
          en: "Jay's share cost 50 coins. Now it is worth 45, and he got a 2-coin dividend. Is he ahead or behind for now? What could happen next year?",
          'zh-TW': '阿哲的股票花了 NT$50，現在值 NT$45，他還分到 NT$2 的股利。到目前為止，他是賺還是賠？明年可能會怎麼樣？',
        },
        {
          en: 'Mei asked, "Will it go up again?" How did that question help Jay?',
          'zh-TW': '小美問：「它還會再漲嗎？」這個問題怎麼幫了阿哲？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'share',
      term: { en: 'share', 'zh-TW': '股票（一股）' },
      definition: {
        en: 'One of many equal pieces of a company that people can own.',
        'zh-TW': '一家公司分成很多一樣大的小份，其中的一份就叫做一股。',
      },
      example: {
        en: 'The bakery company has 100 shares. Jay owns 1 of them.',
        'zh-TW': '這家麵包公司分成 100 股，阿哲擁有其中 1 股。',
      },
    },
    {
      id: 'shareholder',
      term: { en: 'shareholder', 'zh-TW': '股東' },
      definition: {
        en: 'A person who owns one or more shares of a company.',
        'zh-TW': '擁有一家公司股票的人。',
      },
      example: {
        en: 'With 1 share, Jay is a shareholder: a tiny owner of the bakery.',
        'zh-TW': '阿哲有 1 股，所以他是股東，是麵包公司的小小老闆。',
      },
    },
    {
      id: 'profit',
      term: { en: 'profit', 'zh-TW': '利潤' },
      definition: {
        en: 'The money a company has left after it pays its costs.',
        'zh-TW': '公司付完各種成本以後，剩下來賺到的錢。',
      },
      example: {
        en: 'In the good year, the bakery sold lots of bread and made a profit.',
        'zh-TW': '生意好的那一年，麵包公司賣出很多麵包，賺到了利潤。',
      },
    },
    {
      id: 'dividend',
      term: { en: 'dividend', 'zh-TW': '股利' },
      definition: {
        en: "Part of a company's profit that it pays to its shareholders.",
        'zh-TW': '公司把一部分利潤，分給股東的錢。',
      },
      example: {
        en: '200 ÷ 100 = 2, so each share got a 2-coin dividend. In the slow year, there was none.',
        'zh-TW': '200 ÷ 100 = 2，每一股分到 NT$2 的股利。生意冷清的那一年，就沒有股利。',
      },
    },
    {
      id: 'stock-market',
      term: { en: 'stock market', 'zh-TW': '股票市場' },
      definition: {
        en: 'A place where people buy and sell shares.',
        'zh-TW': '大家買賣股票的地方。',
      },
      example: {
        en: 'In Taiwan, many companies\' shares are bought and sold at the Taiwan Stock Exchange.',
        'zh-TW': '在台灣，很多公司的股票是在臺灣證券交易所買賣的。',
      },
    },
    {
      id: 'share-price',
      term: { en: 'share price', 'zh-TW': '股價' },
      definition: {
        en: 'What one share costs right now. It can go up or down.',
        'zh-TW': '現在買一股要花的錢，它可能漲，也可能跌。',
      },
      example: {
        en: 'The pretend share went from 50 coins up to 60, then down to 45.',
        'zh-TW': '那一股假裝的股票，從 NT$50 漲到 NT$60，又跌到 NT$45。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'when-i-own-a-share',
      stem: {
        en: 'When I own a share, I own…',
        'zh-TW': '擁有一股股票，我擁有的是……',
      },
      examples: [
        {
          en: 'When I own a share, I own a tiny piece of a company, like 1 of its 100 pieces.',
          'zh-TW': '擁有一股股票，我擁有的是一家公司的一小塊，像是 100 塊裡的 1 塊。',
        },
      ],
    },
    {
      id: 'a-share-price-moves',
      stem: {
        en: 'A share price can go up or down because…',
        'zh-TW': '股價會漲也會跌，因為……',
      },
      examples: [
        {
          en: 'A share price can go up or down because the company can have a good year or a slow one.',
          'zh-TW': '股價會漲也會跌，因為公司可能生意很好，也可能生意冷清。',
        },
      ],
    },
    {
      id: 'a-dividend-is',
      stem: {
        en: 'A dividend is…',
        'zh-TW': '股利就是……',
      },
      examples: [
        {
          en: 'A dividend is part of the profit a company pays to its shareholders. A slow year may have none.',
          'zh-TW': '股利就是公司把一部分利潤分給股東的錢。生意冷清的年頭，可能就沒有。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: "On Money Islands, a noodle company is split into 100 equal shares. Mei's aunt owns 5 of them. What does she own?",
        'zh-TW': '在理財冒險島上，有一家麵店公司分成 100 股，每一股一樣大。小美的阿姨有其中 5 股。她擁有的是什麼？',
      },
      options: [
        {
          en: '5 free bowls of noodles from the company every day.',
          'zh-TW': '公司每天都會請她吃 5 碗免費的麵。',
        },
        {
          en: 'The whole company, because she is a shareholder.',
          'zh-TW': '整家公司，因為她是股東。',
        },
        {
          en: '5 of its 100 pieces, so she is a small owner of it.',
          'zh-TW': '100 份裡的 5 份，她是小股東。',
        },
        {
          en: 'A promise that her shares will go up in price.',
          'zh-TW': '一個保證：她的股票以後一定會再漲價。',
        },
      ],
      correctAnswer: 2,
      feedback: {
        en: 'Each share is 1 of 100 equal pieces, so 5 shares are 5 of the 100 pieces: she is a small owner. Owning shares does not mean free noodles or the whole company, and nobody promises the price will go up.',
        'zh-TW': '每一股是 100 份裡的 1 份，所以 5 股就是 100 份裡的 5 份，她是小小的老闆。有股票不代表有免費的麵，也不代表擁有整家公司；而且沒有人能保證股價會漲。',
      },
      hintCycle: [
        {
          en: "Think of Jay's drawing cut into 100 pieces. What does 1 piece stand for?",
          'zh-TW': '想想阿哲那張剪成 100 塊的圖。其中 1 塊代表什麼？',
        },
        {
          en: 'Some think a share gives you the things a company makes, or the whole company. Others think the price is promised to rise. A share is only a piece of ownership.',
          'zh-TW': '有人以為股票能換到公司做的東西，或以為有股票就擁有整家公司；也有人以為股價保證會漲。其實股票就是公司的一小份。',
        },
        {
          en: 'The answer: 5 of its 100 pieces, so she is a small owner of the noodle company.',
          'zh-TW': '答案是：100 份裡的 5 份，她是這家麵店公司的小股東。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: "An's uncle owns 1 share of a juice company on the island. True or false: his share is a loan to the company, and it pays him back on a set date with interest.",
        'zh-TW': '小安的叔叔有島上一家果汁公司的 1 股股票。是非題：他的股票是借給公司的錢，公司會在說好的日子，把錢連同利息還給他。',
      },
      correctAnswer: false,
      feedback: {
        en: 'False. A share makes him a tiny owner, not a lender. There is no set date to pay it back and no promised interest. Its price moves, and it may pay a dividend in a good year.',
        'zh-TW': '錯。有股票是當公司的小小老闆，不是把錢借給公司。股票沒有說好還錢的日子，也沒有保證的利息；股價會漲漲跌跌，生意好的年頭可能會分到股利。',
      },
      hintCycle: [
        {
          en: 'Is a shareholder an owner of the company, or someone who lent it money?',
          'zh-TW': '股東是公司的老闆之一，還是借錢給公司的人？',
        },
        {
          en: 'Some mix up owning and lending. Lending for interest and getting it back on a date is a different kind of investing, not a share.',
          'zh-TW': '有人會把「擁有」和「借錢」搞混。借錢出去、領利息、到期拿回借出去的錢，是另一種投資，不是股票。',
        },
        {
          en: 'The answer is false. His share makes him a tiny owner, so nothing is paid back on a set date.',
          'zh-TW': '答案是「錯」。他的股票讓他成為小小的老闆，所以沒有說好還錢的日子。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'On Money Islands, a toy company has a very good year. What could happen for the people who own its shares? Pick all that are right.',
        'zh-TW': '在理財冒險島上，有一家玩具公司今年生意非常好。擁有它股票的人，可能會遇到哪些事？（可以選好幾個）',
      },
      options: [
        {
          en: 'The share price may go up.',
          'zh-TW': '股價可能會上漲。',
        },
        {
          en: 'They may get a dividend, a part of the profit.',
          'zh-TW': '他們可能會分到股利，也就是一部分的利潤。',
        },
        {
          en: "They can take the company's toys for free.",
          'zh-TW': '他們可以免費拿公司的玩具。',
        },
        {
          en: 'The company pays back what they paid, plus interest.',
          'zh-TW': '公司會把他們買股票的錢，連同利息還給他們。',
        },
        {
          en: "Next year's price is promised to be higher too.",
          'zh-TW': '明年的股價保證也會更高。',
        },
      ],
      correctAnswer: [0, 1],
      feedback: {
        en: 'After a good year, the share price may go up, and shareholders may get a dividend. Shares do not give free toys, the company does not pay them back with interest, and a good year promises nothing about next year.',
        'zh-TW': '生意好的一年過後，股價可能上漲，股東也可能分到股利。有股票不能免費拿玩具，公司也不會連本帶利還錢；今年生意好，也不能保證明年怎麼樣。',
      },
      hintCycle: [
        {
          en: 'Think of year 1 of the bakery game. What happened to the price, and what did each share get?',
          'zh-TW': '想想麵包公司遊戲的第 1 年：股價怎麼了？每一股分到了什麼？',
        },
        {
          en: 'Free toys and money paid back with interest are not how shares work. A good year does not promise the next one.',
          'zh-TW': '免費拿玩具、連本帶利還錢，都不是股票的運作方式；今年好，也不保證明年也好。',
        },
        {
          en: 'The answers: the share price may go up, and they may get a dividend, a part of the profit.',
          'zh-TW': '答案是：股價可能會上漲，他們也可能分到股利，也就是一部分的利潤。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'On Money Islands, a bike-repair company has 100 shares. This year it pays 300 coins of its profit to its shareholders, the same for each share. In coins, each share gets ______.',
        'zh-TW': '在理財冒險島上，有一家修腳踏車的公司分成 100 股。今年它拿出 NT$300 的利潤分給股東，每一股分到的一樣多。每一股可以分到______。',
      },
      acceptedAnswers: {
        en: ['3', 'three', '3 coins', 'three coins'],
        'zh-TW': ['3', '三', 'NT$3', '3元', '3 元', '三元', '3塊', '三塊'],
      },
      feedback: {
        en: '300 ÷ 100 = 3 coins for each share. That is the dividend. The 300 coins are shared by all 100 shares, not paid to one.',
        'zh-TW': '300 ÷ 100 = 3，每一股分到 NT$3，這就是股利。這 NT$300 是 100 股一起分，不是全部給一股。',
      },
      hintCycle: [
        {
          en: 'The 300 coins are split equally. Into how many shares?',
          'zh-TW': '這 NT$300 要平均分，分給幾股？',
        },
        {
          en: 'One share does not get all 300 coins. Divide 300 by the 100 shares.',
          'zh-TW': '一股不會拿到全部的 NT$300。要用 300 除以 100 股。',
        },
        {
          en: 'The answer is 3. 300 ÷ 100 = 3 coins of dividend for each share.',
          'zh-TW': '答案是 3。300 ÷ 100 = 3，每一股分到 NT$3 的股利。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: "Jay's aunt owns 1 share of a bakery company on the island. After a good year, the company pays her 2 coins of its profit for that share. This payment is called a ______.",
        'zh-TW': '阿哲的阿姨有島上一家麵包公司的 1 股股票。生意好的一年過後，公司從利潤裡拿出 NT$2，分給她的這 1 股。這筆錢叫做______。',
      },
      acceptedAnswers: {
        en: ['dividend', 'dividends', 'cash dividend', 'dividend payment', 'profit share'],
        'zh-TW': ['股利', '股息', '現金股利', '配息', '分紅', '紅利'],
      },
      feedback: {
        en: 'It is a dividend: part of the profit that a company pays to its shareholders. In a slow year, there may be no dividend.',
        'zh-TW': '這叫做股利：公司把一部分利潤分給股東的錢。生意冷清的年頭，可能就沒有股利。',
      },
      hintCycle: [
        {
          en: 'In the bakery game, what was the 2 coins for each share called?',
          'zh-TW': '在麵包公司的遊戲裡，每一股分到的 NT$2 叫做什麼？',
        },
        {
          en: 'It is not interest: interest is paid to a lender, and she is an owner. It is not the profit itself, only her part of it.',
          'zh-TW': '不是利息：利息是付給借錢出去的人，而她是老闆之一。也不是利潤本身，只是她分到的那一部分。',
        },
        {
          en: 'The answer is "dividend": part of the profit paid to shareholders.',
          'zh-TW': '答案是「股利」：公司分給股東的一部分利潤。',
        },
      ],
    },
  ],
  reflection: {
    id: 'my-piece-of-a-company',
    question: {
      en: 'Imagine a company that makes something you like, cut into 100 pieces. You own 1. What might make your piece worth more? What might make it worth less?',
      'zh-TW': '想像一家做出你喜歡的東西的公司，被分成 100 份，你擁有其中 1 份。什麼事可能讓你的這一份更值錢？什麼事可能讓它變得比較不值錢？',
    },
    placeholder: {
      en: 'The company makes… My piece could be worth more if… It could be worth less if…',
      'zh-TW': '這家公司做的是……。如果……，我的這一份可能更值錢；如果……，它可能變得比較不值錢。',
    },
  },
} satisfies ClassicBody;

export default body;
