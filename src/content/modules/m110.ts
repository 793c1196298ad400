import type { ClassicBody } from '../schema/module-body';

/**
 * M110 · Capital Mountain: "Funds: A Basket of Investments" / 「基金：一籃子的投資」.
 * Learning outcome (Grade 8, Investing): explain that a fund pools many people's money to buy small parts of
 * many companies (or bonds), that each person owns a slice of the whole basket, that this spreads risk but can
 * still go down, and that a fund charges a fee every year.
 * Benchmark, in words: the grade-8 Investing expectation that investors can spread their money across a number
 * of different investments to lower risk, and that investment choices differ in risk, return and cost.
 * Island position: Capital Mountain's seventh lesson. It builds on M17 (An: don't put all your eggs in one
 * basket), M107 (a share is a small piece of a company) and M108 (a bond is lending for interest); the yearly
 * fee leads to M114 (fees eat your returns).
 * Numbers: the island's own, in a class game with play coins (nobody uses real allowance; said in the story).
 * zh-TW follows the guide's currency rule: the game's money is NT$ 「假錢，只在遊戲裡用」, not 遊戲幣/枚 (遊戲幣 reads
 * as arcade tokens or in-game currency to a Taiwanese child, and 「100 枚跌到 60 枚」 is not how money is said).
 * 10 people each put in 100: 10 × 100 = 1,000. The fund manager buys parts of 10 island companies:
 * 1,000 ÷ 10 = 100 in each. Each person owns 1 of 10 slices, worth 1,000 ÷ 10 = 100 at the start.
 * A rainy year: the kite shop's part falls from 100 to 60; the other 9 stay at 100. Basket: 60 + 9 × 100 = 960.
 * Each slice: 960 ÷ 10 = 96. Wei put all 100 in the kite shop: 60. Mei's slice fell 100 − 96 = 4; Wei's coins
 * fell 100 − 60 = 40. The fee is told without a number ("your slice ends a little under 96"); M114 gives the
 * island's fee figure.
 * Quiz: q1 10 parts of 100; one falls to 50: 50 + 9 × 100 = 950; 1,000 − 950 = 50 (distractors 1,000: one fall
 * does not matter; 500: the whole fund halves; 900: the part that fell counts as 0). Options in number order; the
 * stem says to leave the fee out, so "a little under 950" is not a second answer.
 * q4 1,000 ÷ 10 = 100 a slice at the start; the fund grows to 1,100: 1,100 ÷ 10 = 110 (distractors 100: a slice
 * does not move; 1,100: one slice is the whole fund). The stem says to leave the fee out.
 * Facts:
 * - "In Taiwan, children under 18 can only invest with a parent or guardian." (story): the age of majority is
 *   18, and a minor needs the legal representative's consent for contracts such as an investment account
 *   — Civil Code arts. 12 and 77, 2023
 */
const body = {
  id: 'M110',
  format: 'classic',
  scenarios: [
    {
      id: 'meis-basket-question',
      title: {
        en: "Mei's Basket Question",
        'zh-TW': '小美的籃子問題',
      },
      description: {
        en: 'Mei wants all her play coins in the kite shop she loves. Then she remembers the eggs and the basket.',
        'zh-TW': '小美想把遊戲裡的錢全部放進她最愛的風箏店。接著，她想起了雞蛋和籃子。',
      },
      context: {
        en:
          'On Capital Mountain, Ms. Chen starts a pretend game. Everyone gets 100 play coins, not real allowance. ' +
          '"You can buy a piece of one island company, or a slice of a fund," she says. ' +
          '"What is a fund?" Mei asks. ' +
          '"Ten people each put in 100 coins," says Pip. "10 × 100 = 1,000 coins in one basket. ' +
          'A fund manager buys small parts of 10 island companies, 100 coins in each. Some funds buy bonds instead. ' +
          'Each person owns 1 slice of the whole basket." ' +
          'Mei loves kites. She wants all her coins in the kite shop. ' +
          'Then she remembers An and the eggs in one basket, and buys a slice of the fund. ' +
          'Her classmate Wei puts all 100 coins in the kite shop. ' +
          'A year passes. It is very rainy, and few people fly kites. ' +
          'The kite shop\'s part falls from 100 to 60. The other 9 stay at 100. ' +
          'The basket is now 60 + 9 × 100 = 960, so each slice is 960 ÷ 10 = 96. Wei has 60. ' +
          '"Oops," he laughs. "Next time I\'ll spread out." ' +
          '"So a fund can\'t go down?" Mei asks. ' +
          '"It can," says Ms. Chen. "If many companies have a bad year together, the whole basket falls. ' +
          'A fund also charges a fee every year, even in a bad year. So your slice ends a little under 96. ' +
          'These are the island\'s pretend numbers, to keep the maths easy. Real funds go up and down, and nothing is promised. ' +
          'In Taiwan, children under 18 can only invest with a parent or guardian." ' +
          '"Squawk!" says Pip. "A basket makes the bumps smaller, but it can still bump!"',
        'zh-TW':
          '在資本山上，陳老師帶大家玩一個假設的遊戲。每個人拿到 NT$100 的假錢，只在遊戲裡用，不是真的零用錢。' +
          '她說：「你可以買島上一家公司的一小部分，也可以買一個基金的一份。」' +
          '小美問：「什麼是基金？」' +
          '皮皮說：「10 個人各出 NT$100，10 × 100 = 1,000，全部放進同一個籃子。' +
          '基金經理人用這些錢，買島上 10 家公司的一小部分，每家 NT$100。有些基金買的是債券。' +
          '每個人都擁有整個籃子的 1 份。」' +
          '小美最喜歡風箏了，想把錢全部放進風箏店。' +
          '接著，她想起小安說的，別把雞蛋放在同一個籃子裡，於是買了基金的一份。' +
          '她的同學阿威，把 NT$100 全部放進風箏店。' +
          '一年過去了。這一年雨下個不停，很少人去放風箏。' +
          '風箏店的那一部分，從 NT$100 跌到 NT$60，其他 9 家還是 NT$100。' +
          '籃子現在是 60 + 9 × 100 = 960，所以每一份是 960 ÷ 10 = 96。阿威只剩 NT$60。' +
          '他笑著說：「哎呀，下次我要分散一點。」' +
          '小美問：「所以基金不會跌嗎？」' +
          '陳老師說：「會喔。如果很多家公司同一年都不好，整個籃子就會跌。' +
          '基金每年還要收一筆費用，不好的一年也一樣要收，所以你那一份最後會比 NT$96 再少一點。' +
          '這些都是島上假設的數字，為了方便計算。真實的基金有漲有跌，沒有人能保證。' +
          '在台灣，未滿 18 歲的孩子，只能和父母或監護人一起投資。」' +
          '皮皮叫著：「嘎！籃子能讓顛簸變小，但還是會顛簸喔！」',
      },
      thinkingPrompts: [
        {
          en: "Mei's slice fell by 4 coins, but Wei's coins fell by 40. Why was the fall so different?",
          'zh-TW': '小美的那一份少了 NT$4，阿威的錢卻少了 NT$40。為什麼差這麼多？',
        },
        {
          en: 'What kind of year could make the whole basket fall, not just one part of it?',
          'zh-TW': '遇到什麼樣的一年，整個籃子都會跌，而不只是其中一部分？',
        },
        {
          en: 'Mei loves kites. Why is loving a company not enough reason to put all your coins in it?',
          'zh-TW': '小美很喜歡風箏。為什麼「喜歡一家公司」，還不足以把所有的錢都放進去？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'fund',
      term: { en: 'fund', 'zh-TW': '基金' },
      definition: {
        en: 'Money from many people, put together to buy small parts of many companies or bonds.',
        'zh-TW': '很多人的錢集合在一起，拿去買很多家公司的一小部分，或是買債券。',
      },
      example: {
        en: "Mei's pretend fund owns small parts of 10 island companies.",
        'zh-TW': '小美假設的基金，擁有島上 10 家公司的一小部分。',
      },
    },
    {
      id: 'pool',
      term: { en: 'pool money', 'zh-TW': '集資' },
      definition: {
        en: 'To put money together with other people for one plan.',
        'zh-TW': '和別人一起出錢，把錢集合起來做同一件事。',
      },
      example: {
        en: 'Ten people pool 100 coins each: 10 × 100 = 1,000 coins.',
        'zh-TW': '10 個人各出 NT$100 來集資：10 × 100 = 1,000。',
      },
    },
    {
      id: 'slice',
      term: { en: 'slice of a fund', 'zh-TW': '基金的一份' },
      definition: {
        en: "One person's part of the whole fund.",
        'zh-TW': '一個人在整個基金裡擁有的那一部分。',
      },
      example: {
        en: 'Mei owns 1 of the 10 slices, so she owns a tenth of the basket.',
        'zh-TW': '小美擁有 10 份裡的 1 份，也就是整個籃子的十分之一。',
      },
    },
    {
      id: 'fund-manager',
      term: { en: 'fund manager', 'zh-TW': '基金經理人' },
      definition: {
        en: 'The person whose job is to choose and look after what a fund owns.',
        'zh-TW': '工作是挑選、照顧基金裡面東西的人。',
      },
      example: {
        en: 'The fund manager bought small parts of 10 island companies.',
        'zh-TW': '基金經理人買了島上 10 家公司的一小部分。',
      },
    },
    {
      id: 'fee',
      term: { en: 'fee', 'zh-TW': '費用' },
      definition: {
        en: "Money you pay for someone's work or help.",
        'zh-TW': '為了別人的工作或幫忙，要付的錢。',
      },
      example: {
        en: 'A fund charges a fee every year, even in a bad year.',
        'zh-TW': '基金每年都會收一筆費用，就算是不好的一年也要收。',
      },
    },
    {
      id: 'spread-out',
      term: { en: 'spread out', 'zh-TW': '分散' },
      definition: {
        en: 'To put your money in many places, so one bad surprise hurts less.',
        'zh-TW': '把錢放在很多地方，一個壞消息就不會傷得那麼重。',
      },
      example: {
        en: "Mei's slice spreads her play coins over 10 companies.",
        'zh-TW': '小美的那一份，把她在遊戲裡的錢分散到 10 家公司。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'a-fund-is-like-a-basket',
      stem: {
        en: 'A fund is like a basket because…',
        'zh-TW': '基金像一個籃子，因為……',
      },
      examples: [
        {
          en: 'A fund is like a basket because it holds small parts of many companies, and each person owns a slice.',
          'zh-TW': '基金像一個籃子，因為裡面裝著很多家公司的一小部分，每個人擁有其中一份。',
        },
      ],
    },
    {
      id: 'a-fund-can-still-go-down',
      stem: {
        en: 'A fund can still go down when…',
        'zh-TW': '基金還是可能下跌，如果……',
      },
      examples: [
        {
          en: 'A fund can still go down when many of the companies in it have a bad year at the same time.',
          'zh-TW': '基金還是可能下跌，如果裡面很多家公司同一年都表現不好。',
        },
      ],
    },
    {
      id: 'before-choosing-a-fund',
      stem: {
        en: 'Before choosing a fund with a grown-up, I would ask…',
        'zh-TW': '和大人一起挑基金之前，我會問……',
      },
      examples: [
        {
          en: 'Before choosing a fund with a grown-up, I would ask what it owns and how big its fee is every year.',
          'zh-TW': '和大人一起挑基金之前，我會問它買了哪些東西，還有每年的費用是多少。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: "On Money Islands, a fund owns small parts of 10 companies, 100 coins in each. In a bad year, one company's part falls from 100 to 50. The other 9 stay at 100. Leave the fee out. What is the whole fund worth now?",
        'zh-TW': '在理財冒險島上，有一個基金擁有 10 家公司的一小部分，每家 NT$100。不好的一年裡，其中一家公司的部分從 NT$100 跌到 NT$50，其他 9 家還是 NT$100。先不算費用，現在整個基金值多少？',
      },
      options: [
        { en: '500 coins', 'zh-TW': 'NT$500' },
        { en: '900 coins', 'zh-TW': 'NT$900' },
        { en: '950 coins', 'zh-TW': 'NT$950' },
        { en: '1,000 coins', 'zh-TW': 'NT$1,000' },
      ],
      correctAnswer: 2,
      feedback: {
        en: '50 + 9 × 100 = 950 coins. One part fell, so the fund fell a little: 1,000 − 950 = 50. It did not stay at 1,000 or fall by half, because the other 9 parts held. It is not 900 either: the part that fell still has 50.',
        'zh-TW': '50 + 9 × 100 = 950，是 NT$950。有一部分跌了，所以基金跟著少一點：1,000 − 950 = 50。它沒有維持 NT$1,000，也沒有跌掉一半，因為其他 9 家撐住了。也不是 NT$900：跌下來的那家還剩 NT$50。',
      },
      hintCycle: [
        {
          en: 'Add what is left of the company that fell to the 9 parts that stayed at 100.',
          'zh-TW': '把跌下來那家剩下的錢，加上其他 9 家還是 NT$100 的部分。',
        },
        {
          en: 'One bad part does not make the whole fund fall by half, and the fund does not stay at 1,000 either. The part that fell still has 50 left.',
          'zh-TW': '一家不好，不會讓整個基金跌掉一半；可是基金也不會還是 NT$1,000。跌下來的那家，還剩 NT$50。',
        },
        {
          en: 'The answer is 950 coins: 50 + 9 × 100 = 950.',
          'zh-TW': '答案是 NT$950：50 + 9 × 100 = 950。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'On Money Islands, a fund owns small parts of 50 companies. True or false: if many of those companies have a bad year together, the fund can go down.',
        'zh-TW': '在理財冒險島上，有一個基金擁有 50 家公司的一小部分。是非題：如果其中很多家公司同一年表現不好，這個基金可能會下跌。',
      },
      correctAnswer: true,
      feedback: {
        en: 'True. Spreading out makes one bad surprise hurt less, but it does not remove all risk. When many parts fall together, the whole basket falls too.',
        'zh-TW': '對。分散可以讓一個壞消息傷得比較輕，但不能把風險全部拿掉。很多部分一起跌的時候，整個籃子也會跟著跌。',
      },
      hintCycle: [
        {
          en: "Think of Mei's basket. What if the rainy year hit most of the companies, not only the kite shop?",
          'zh-TW': '想想小美的籃子。如果那場雨讓大部分的公司都不好，而不只是風箏店呢？',
        },
        {
          en: 'Some think that owning many companies means no risk. Spreading out makes the hurt smaller, not zero.',
          'zh-TW': '有人以為擁有很多家公司，就沒有風險了。其實分散只是讓傷害變小，不是變成零。',
        },
        {
          en: 'The answer is true. A fund can go down when many of its parts fall together.',
          'zh-TW': '答案是「對」。很多部分一起跌的時候，基金就會下跌。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: "Mei's uncle has a slice of a fund. Which of these are true about funds like his? Pick all that are right.",
        'zh-TW': '小美的舅舅有一份基金。關於像他這樣的基金，下面哪些是對的？（可以選好幾個）',
      },
      options: [
        {
          en: 'Many people put their money together in one fund.',
          'zh-TW': '很多人把錢集合起來，放進同一個基金。',
        },
        {
          en: 'Each person owns a slice of the whole basket.',
          'zh-TW': '每個人擁有整個籃子裡的一份。',
        },
        {
          en: 'Each person owns one whole company from the basket.',
          'zh-TW': '每個人擁有籃子裡的一整家公司。',
        },
        {
          en: 'A fund charges a fee every year, even in a bad year.',
          'zh-TW': '基金每年都會收一筆費用，不好的一年也要收。',
        },
        {
          en: 'A fund with many companies in it cannot go down.',
          'zh-TW': '裡面有很多家公司的基金，價值不會下跌。',
        },
      ],
      correctAnswer: [0, 1, 3],
      feedback: {
        en: 'Many people pool their money, each person owns a slice of the whole basket, and the fund charges a fee every year. Nobody gets a whole company: the fund owns small parts. And spreading out makes the hurt smaller, but a fund can still go down.',
        'zh-TW': '很多人把錢集合起來，每個人擁有整個籃子的一份，基金每年也會收費用。沒有人會拿到一整家公司，基金買的是很多家公司的一小部分。分散能讓傷害變小，但基金還是可能下跌。',
      },
      hintCycle: [
        {
          en: "Think of Pip's basket. Who put coins in, and what did each person get?",
          'zh-TW': '想想皮皮說的籃子：是誰把錢放進去？每個人又得到什麼？',
        },
        {
          en: 'Two ideas are wrong: owning a whole company, and a fund that cannot go down. Spreading out lowers risk; it does not remove it.',
          'zh-TW': '有兩個想法是錯的：擁有一整家公司，還有基金不會下跌。分散能降低風險，但不能讓風險消失。',
        },
        {
          en: 'The answers: many people put their money together; each person owns a slice of the basket; a fund charges a fee every year.',
          'zh-TW': '答案是：很多人把錢集合起來；每個人擁有籃子裡的一份；基金每年都會收費用。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'On Money Islands, 10 grown-ups each own 1 slice of a fund worth 1,000 coins. A year later, the fund is worth 1,100 coins. Leave the fee out for now. In coins, each slice is now worth ______.',
        'zh-TW': '在理財冒險島上，10 個大人各擁有一個基金的 1 份，這個基金值 NT$1,000。一年後，基金變成 NT$1,100。先不算費用。現在每一份值______。',
      },
      acceptedAnswers: {
        en: ['110', '110 coins', 'one hundred ten', 'one hundred and ten'],
        'zh-TW': ['110', 'NT$110', '110元', '110 元', '110塊', 'NT$110元', '一百一十', '一百一十元', '一百一'],
      },
      feedback: {
        en: '1,100 ÷ 10 = 110 coins. A slice grows or shrinks with the whole basket. It does not stay at 100, and one slice is not the whole 1,100.',
        'zh-TW': '1,100 ÷ 10 = 110，每一份值 NT$110。每一份會跟著整個籃子變多或變少，不會一直是 NT$100；而且一份也不是整整 NT$1,100。',
      },
      hintCycle: [
        {
          en: 'The fund has 10 equal slices. Share its new worth among them.',
          'zh-TW': '這個基金分成一樣大的 10 份。把它現在的價值平分看看。',
        },
        {
          en: 'A slice is not stuck at 100: it moves with the basket. And one slice is not the whole 1,100.',
          'zh-TW': '每一份不會一直停在 NT$100，它會跟著籃子變動；一份也不是整整 NT$1,100。',
        },
        {
          en: 'The answer is 110. 1,100 ÷ 10 = 110.',
          'zh-TW': '答案是 110。1,100 ÷ 10 = 110。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: 'Many people put their money together. A manager uses it to buy small parts of many companies, and each person owns a slice. This basket is called a ______.',
        'zh-TW': '很多人把錢集合起來，由專門的人拿去買很多家公司的一小部分，每個人擁有其中一份。這一籃投資叫做______。',
      },
      acceptedAnswers: {
        en: ['fund', 'mutual fund', 'investment fund', 'funds'],
        'zh-TW': ['基金', '共同基金', '投資基金'],
      },
      feedback: {
        en: 'It is a fund: a basket of investments that many people share, each with a slice.',
        'zh-TW': '這叫做基金：很多人一起擁有的一籃投資，每個人有其中一份。',
      },
      hintCycle: [
        {
          en: 'Ms. Chen said you can buy a piece of one company, or a slice of a…?',
          'zh-TW': '陳老師說，可以買一家公司的一小部分，或是買一個……的一份？',
        },
        {
          en: 'It is not a share: a share is a piece of one company. This basket holds parts of many.',
          'zh-TW': '不是股票：股票是一家公司的一小部分。這個籃子裡，裝的是很多家公司的一小部分。',
        },
        {
          en: 'The answer is "fund". A fund is a basket of investments that many people share.',
          'zh-TW': '答案是「基金」。基金是很多人一起擁有的一籃投資。',
        },
      ],
    },
  ],
  reflection: {
    id: 'something-we-pool',
    question: {
      en: 'Think of something people pay for together, like a class fund for a party. How is it like a fund on the mountain? How is it different?',
      'zh-TW': '想一想，有沒有大家一起出錢的東西？例如班上辦活動的班費。它跟山上的基金哪裡像？哪裡不一樣？',
    },
    placeholder: {
      en: 'Our… is like a fund because… It is different because…',
      'zh-TW': '我們的……很像基金，因為……。不一樣的地方是……',
    },
  },
} satisfies ClassicBody;

export default body;
