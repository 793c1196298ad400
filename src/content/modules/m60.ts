import type { ClassicBody } from '../schema/module-body';

/**
 * M60 · Marketplace Island: "Setting a Fair Price" / 「訂出合理的價格」.
 * Learning outcome (Grade 8, Earning Income): set a price that covers the cost of each item and that
 * customers find fair, and explain that a price too high sells little while a price too low loses money.
 * Benchmark, in words (the area and grade the brief assigns): grade-8 Earning Income, a business earns
 * income only when what buyers pay covers what it costs to make and sell the goods.
 * Numbers (the running business, brief): Jay makes 20 bookmarks, each card 2 → 20 × 2 = 40. Try 50 (one of
 * 10 art-club friends would buy; a sketchbook at Grandma Lin's is 60, cast sheet). Try 1: the card costs 2,
 * so he loses 1 on each (2 − 1 = 1). The eraser (15, Grandma Lin's price) is what buyers compare with.
 * At 15: eight of 10 hands; 15 − 2 = 13 left on each. At 50: 50 − 2 = 48 left on each, few buyers. The fair
 * is on a Sunday; all 20 sell at 15 → 20 × 15 = 300, 300 − 40 = 260 more than the cards cost (the booth's
 * cloth sign, 40, is shared and counted in M59's booth sums, not here).
 * Quiz: q1 An's bracelets, string 5 each, classmates say 10 to 20 feels fair: 12 → 12 − 5 = 7 left
 * (distractors 3, a loss; 60, too high; 5, nothing left for her work); q2 cookies cost 6 each to make, 10
 * sold at 4 → 10 × 4 = 40 in, 10 × 6 = 60 spent, 60 − 40 = 20 lost (true); q3 a classmate's cards cost 4
 * each; q5 a clay magnet, 5 of clay + 3 of paint → 5 + 3 = 8, the lowest price that covers it (the
 * island's own prices).
 * Facts: none — every price is the cast sheet's, Grandma Lin's, the running business's in the brief, or
 * the island's own.
 */
const body = {
  id: 'M60',
  format: 'classic',
  scenarios: [
    {
      id: 'jays-bookmark-price',
      title: {
        en: 'What Should a Bookmark Cost?',
        'zh-TW': '一張書籤該賣多少錢？',
      },
      description: {
        en: 'Jay has 20 bookmarks for the school fair. First he picks a price that is too high, then one that is too low.',
        'zh-TW': '阿哲為園遊會畫了 20 張書籤。他先想了一個太高的價格，又想了一個太低的價格。',
      },
      context: {
        en:
          'On Monday, Jay finishes 20 bookmarks for the school fair on Sunday. Each card cost 2 coins, so 20 × 2 = 40 coins. ' +
          '"They took me hours," Jay says. "I will sell them for 50 coins each!" ' +
          '"Would you pay 50 for a bookmark?" Leo asks kindly. "A sketchbook at Grandma Lin\'s is 60." ' +
          '"Then 1 coin!" says Jay. "Everyone will buy one." ' +
          'Mei does the sum. "Each card cost 2 coins. At 1 coin, you lose 1 coin on every bookmark." ' +
          'On Wednesday, Ms. Chen lets Jay show a sample to the 10 friends in art club. ' +
          '"Who would buy this for 50 coins?" One hand goes up. "For 15 coins?" Eight hands go up. ' +
          '"15 feels fair," says a girl. "That is what an eraser costs." ' +
          'Jay writes three lines. ' +
          '1 coin: many buyers, but he loses 1 coin on each. ' +
          '15 coins: 15 − 2 = 13 coins left on each, and buyers say it is fair. ' +
          '50 coins: 50 − 2 = 48 coins left on each, but hardly anyone buys. ' +
          'Jay picks 15 coins. On Sunday, with Leo\'s dad at the booth, all 20 bookmarks sell: 20 × 15 = 300 coins. That is 300 − 40 = 260 more than the cards cost. ' +
          '"Squawk!" says Pip. "Cover the cost, and be fair to buyers!"',
        'zh-TW':
          '星期一，阿哲畫完了 20 張書籤，準備星期天在園遊會上賣。每張卡紙 NT$2，20 × 2 = 40，一共花了 NT$40。' +
          '阿哲說：「我畫了好幾個小時耶！一張就賣 NT$50 吧！」' +
          '阿力客氣地問：「你自己會花 NT$50 買一張書籤嗎？林奶奶店裡的素描本也才 NT$60。」' +
          '阿哲馬上改口：「那賣 NT$1 好了！這樣大家都會買。」' +
          '小美算了算：「每張卡紙要 NT$2。賣 NT$1 的話，每賣一張就賠 NT$1。」' +
          '星期三的美術社時間，陳老師讓阿哲拿一張樣品，給社團裡的 10 個朋友看。' +
          '「一張 NT$50，誰會買？」只有一個人舉手。「那 NT$15 呢？」有八個人舉手。' +
          '一個女生說：「NT$15 很公道，跟一個橡皮擦差不多。」' +
          '阿哲寫下三行字：' +
          'NT$1：買的人很多，可是每張賠 NT$1。' +
          'NT$15：每張剩下 15 − 2 = 13，也就是 NT$13，大家也覺得公道。' +
          'NT$50：每張剩下 50 − 2 = 48，也就是 NT$48，可是幾乎沒有人要買。' +
          '阿哲決定一張賣 NT$15。星期天，阿力的爸爸也在攤位幫忙，20 張書籤全部賣完：20 × 15 = 300，收到 NT$300。比卡紙的成本多了 300 − 40 = 260，也就是 NT$260。' +
          '皮皮叫著：「嘎！打平成本，也要對顧客公道！」',
      },
      thinkingPrompts: [
        {
          en: 'Why did only one hand go up at 50 coins, but eight hands at 15 coins?',
          'zh-TW': '為什麼 NT$50 的時候只有一個人舉手，NT$15 的時候卻有八個人？',
        },
        {
          en: 'What if each card had cost Jay 20 coins? Would 15 coins still be a good price? Why?',
          'zh-TW': '如果每張卡紙要 NT$20，一張賣 NT$15 還是好價格嗎？為什麼？',
        },
        {
          en: 'Jay spent hours drawing. How do the 13 coins left on each bookmark pay him back for his time?',
          'zh-TW': '阿哲花了好幾個小時畫畫。每張書籤剩下的 NT$13，怎麼算是給他辛苦的回報？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'cost-per-item',
      term: { en: 'cost per item', 'zh-TW': '每件的成本' },
      definition: {
        en: 'The money it takes to make one thing.',
        'zh-TW': '做出一樣東西要花的錢。',
      },
      example: {
        en: "The cost per item of Jay's bookmarks is 2 coins, the price of one card.",
        'zh-TW': '阿哲每張書籤的成本是 NT$2，也就是一張卡紙的錢。',
      },
    },
    {
      id: 'cover-the-cost',
      term: { en: 'cover the cost', 'zh-TW': '打平成本' },
      definition: {
        en: 'To get back at least the money you spent to make a thing.',
        'zh-TW': '賣東西收到的錢，至少跟做這樣東西花的錢一樣多。',
      },
      example: {
        en: 'At 15 coins, each bookmark covers the cost of its 2-coin card.',
        'zh-TW': '一張賣 NT$15，就足夠打平 NT$2 卡紙的成本。',
      },
    },
    {
      id: 'fair-price',
      term: { en: 'fair price', 'zh-TW': '合理的價格' },
      definition: {
        en: 'A price that covers your costs and that buyers are happy to pay.',
        'zh-TW': '能打平成本，顧客也願意付的價格。',
      },
      example: {
        en: 'At 15 coins, a bookmark covers its card, and eight of the 10 art club friends would pay. It is a fair price.',
        'zh-TW': '一張 NT$15，能打平卡紙的成本，美術社 10 個朋友裡也有八個人願意買。這就是合理的價格。',
      },
    },
    {
      id: 'customer',
      term: { en: 'customer', 'zh-TW': '顧客' },
      definition: {
        en: 'A person who buys from a seller.',
        'zh-TW': '跟賣家買東西的人。',
      },
      example: {
        en: 'At 50 coins, Jay would have only a few customers.',
        'zh-TW': '如果一張賣 NT$50，阿哲的顧客會很少。',
      },
    },
    {
      id: 'loss',
      term: { en: 'loss', 'zh-TW': '虧損' },
      definition: {
        en: 'Money you lose when you sell something for less than it cost you.',
        'zh-TW': '東西賣的錢比成本還少，所賠掉的錢。',
      },
      example: {
        en: 'At 1 coin a bookmark, Jay would have a loss of 1 coin on each one.',
        'zh-TW': '如果書籤一張賣 NT$1，阿哲每賣一張就虧損 NT$1。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'a-fair-price-covers',
      stem: {
        en: 'A fair price covers…',
        'zh-TW': '合理的價格，要能打平……',
      },
      examples: [
        {
          en: 'A fair price covers the cost per item, like the 2-coin card, and buyers are happy to pay it.',
          'zh-TW': '合理的價格，要能打平每件的成本，像是 NT$2 的卡紙，而且顧客也願意付。',
        },
      ],
    },
    {
      id: 'if-my-price-is-too-low',
      stem: {
        en: 'If my price is lower than the cost per item…',
        'zh-TW': '如果我的價格比每件的成本還低……',
      },
      examples: [
        {
          en: 'If my price is lower than the cost per item, I have a loss on every one I sell.',
          'zh-TW': '如果我的價格比每件的成本還低，我每賣出一件就會虧損。',
        },
      ],
    },
    {
      id: 'if-my-price-is-too-high',
      stem: {
        en: 'If my price is much too high, customers…',
        'zh-TW': '如果我的價格訂得太高，顧客……',
      },
      examples: [
        {
          en: 'If my price is much too high, customers may not buy, like the one hand at 50 coins.',
          'zh-TW': '如果我的價格訂得太高，顧客可能就不買了，就像 NT$50 的時候只有一個人舉手。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: 'An makes bracelets for the fair. The string for each one costs 5 coins. Her classmates say 10 to 20 coins feels fair. Which price covers her cost, pays her a little for her work, and feels fair?',
        'zh-TW': '小安做手環要在園遊會賣，每條手環的線要 NT$5。同學說，NT$10 到 NT$20 都算公道。哪個價格能打平成本、讓她的辛苦有一點回報，顧客也覺得公道？',
      },
      options: [
        {
          en: '3 coins, so that every classmate can buy one',
          'zh-TW': 'NT$3，讓每個同學都買得起',
        },
        {
          en: '60 coins, because she worked very hard on each one',
          'zh-TW': 'NT$60，因為每一條她都做得很辛苦',
        },
        {
          en: '12 coins, which is 7 coins more than the string',
          'zh-TW': 'NT$12，比線的錢多 NT$7',
        },
        {
          en: '5 coins, the same as the string',
          'zh-TW': 'NT$5，跟線一樣',
        },
      ],
      correctAnswer: 2,
      feedback: {
        en: '12 coins covers the 5-coin string and leaves 12 − 5 = 7 for her work. Her classmates find it fair. At 3 coins she loses money. At 5 nothing is left, and 60 is far above what buyers will pay.',
        'zh-TW': 'NT$12 能打平 NT$5 的線，還剩 12 − 5 = 7，算是她辛苦的回報，同學也覺得公道。賣 NT$3 會賠錢，賣 NT$5 什麼都不剩，NT$60 又遠遠超過大家願意付的價錢。',
      },
      hintCycle: [
        {
          en: 'Look for a price that is more than 5 coins and inside what her classmates call fair.',
          'zh-TW': '找一個比 NT$5 多、又在同學覺得公道範圍裡的價格。',
        },
        {
          en: 'Hard work does not make buyers pay any price. "Everyone can buy" does not help if each sale loses money. And a price equal to the string leaves nothing for her work.',
          'zh-TW': '做得很辛苦，不代表顧客願意付任何價錢；「大家都買得起」，如果每賣一條就賠錢，也沒有幫助；價格跟線一樣，她的辛苦就一點回報也沒有。',
        },
        {
          en: 'The answer is 12 coins: it covers the string, leaves 7 coins, and buyers find it fair.',
          'zh-TW': '答案是 NT$12：能打平線的成本，還剩 NT$7，顧客也覺得公道。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: "True or false: Mei's classmate bakes cookies with his mom. Each cookie costs 6 coins to make. He sells 10 cookies at 4 coins each. He lost money, even though he sold them all.",
        'zh-TW': '是非題：小美的同學和媽媽一起烤餅乾，每片餅乾的成本是 NT$6。他一片賣 NT$4，賣出 10 片。雖然全部賣完，他還是賠錢了。',
      },
      correctAnswer: true,
      feedback: {
        en: 'True. 10 × 4 = 40 coins came in, but 10 × 6 = 60 coins went into the cookies. 60 − 40 = 20 coins lost. Selling out does not help when the price is below the cost.',
        'zh-TW': '對。收到 10 × 4 = 40，做餅乾卻花了 10 × 6 = 60，60 − 40 = 20，賠了 NT$20。價格比成本低，賣光了也沒有用。',
      },
      hintCycle: [
        {
          en: 'Compare the price of one cookie with what one cookie cost to make.',
          'zh-TW': '比一比：一片餅乾賣多少錢？做一片又花了多少錢？',
        },
        {
          en: 'Some think selling everything means the price was good. Check the money in and the money spent.',
          'zh-TW': '有人以為全部賣光，就代表價格訂得好。算算看收到多少、花了多少。',
        },
        {
          en: 'The answer is true. He took in 40 coins but spent 60, so he lost 20.',
          'zh-TW': '答案是「對」。他收到 NT$40，卻花了 NT$60，賠了 NT$20。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'A classmate wants to sell cards she made at the fair. Each card costs her 4 coins to make. Which are good ways to choose her price? Pick all that are right.',
        'zh-TW': '有個同學想在園遊會賣自己做的卡片，每張成本 NT$4。下面哪些是訂價格的好方法？（可以選好幾個）',
      },
      options: [
        {
          en: 'Pick the highest price she can think of, since her cards are special.',
          'zh-TW': '想一個最高的價格，因為她的卡片很特別。',
        },
        {
          en: 'Check that the price is more than 4 coins.',
          'zh-TW': '確定價格比 NT$4 高。',
        },
        {
          en: 'Ask a few classmates if the price feels fair.',
          'zh-TW': '問幾個同學，這個價格公不公道。',
        },
        {
          en: 'Pick a price under 4 coins, so she sells out fast.',
          'zh-TW': '訂一個比 NT$4 還低的價格，這樣很快就能賣完。',
        },
        {
          en: 'Look at what similar things cost, like a sticker sheet.',
          'zh-TW': '看看類似的東西賣多少錢，像是一張貼紙。',
        },
      ],
      correctAnswer: [1, 2, 4],
      feedback: {
        en: 'A good price covers the 4-coin cost and feels fair to buyers. Asking classmates and comparing with similar things show what is fair. A very high price sells little, and a price under 4 coins loses money.',
        'zh-TW': '好的價格要能打平 NT$4 的成本，顧客也覺得公道。問問同學、比一比類似的東西，就知道怎樣算公道。價格太高賣不出去，低於 NT$4 又會賠錢。',
      },
      hintCycle: [
        {
          en: 'A fair price has two sides: her cost, and what buyers think. Which ways check one of these?',
          'zh-TW': '合理的價格要顧到兩邊：她的成本，和顧客的想法。哪些方法是在檢查其中一邊？',
        },
        {
          en: '"Special" does not make buyers pay any price. Selling out fast does not help if each card loses money.',
          'zh-TW': '「很特別」不代表顧客願意付任何價錢；很快賣完，如果每張都賠錢，也沒有用。',
        },
        {
          en: 'The answers: check the price is more than 4 coins, ask a few classmates, and look at what similar things cost.',
          'zh-TW': '答案是：確定價格比 NT$4 高、問幾個同學、看看類似的東西賣多少錢。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'A price that covers the cost of each item, and that buyers are happy to pay, is a ______ price.',
        'zh-TW': '能打平每件的成本、顧客也願意付的價格，就是______的價格。',
      },
      acceptedAnswers: {
        en: ['fair', 'good', 'reasonable', 'sensible', 'suitable'],
        'zh-TW': ['合理', '公道', '公平', '合適', '適當', '好'],
      },
      feedback: {
        en: 'It is a fair price: good for the seller, because it covers the cost, and good for the buyer.',
        'zh-TW': '這就是合理的價格：賣家能打平成本，顧客也覺得划算。',
      },
      hintCycle: [
        {
          en: 'Think of the word the art club girl used about 15 coins.',
          'zh-TW': '想一想，美術社的女生說 NT$15 怎麼樣？',
        },
        {
          en: 'It is not "cheap" and not "high". It is a price that is good for both sides.',
          'zh-TW': '不是「便宜」，也不是「很高」，而是對買賣雙方都好的價格。',
        },
        {
          en: 'The answer is "fair": it covers the cost, and buyers are happy to pay it.',
          'zh-TW': '答案是「合理」：能打平成本，顧客也願意付。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: "Mei's cousin makes clay magnets. Each one needs 5 coins of clay and 3 coins of paint. The lowest price that still covers the cost of one magnet is ______.",
        'zh-TW': '小美的表姊做黏土磁鐵，每個要用 NT$5 的黏土和 NT$3 的顏料。一個磁鐵最少要賣______，才能打平成本。',
      },
      acceptedAnswers: {
        en: ['8', 'eight', '8 coins', 'eight coins'],
        'zh-TW': ['8', '八', 'NT$8', '8元', '8 元', '八元', '8塊', '8 塊', '八塊'],
      },
      feedback: {
        en: 'The cost of one magnet is 5 + 3 = 8 coins. Any price under 8 loses money, so 8 is the lowest price that covers it.',
        'zh-TW': '一個磁鐵的成本是 5 + 3 = 8，NT$8。賣得比 NT$8 低就會賠錢，所以最少要賣 NT$8。',
      },
      hintCycle: [
        {
          en: 'What goes into one magnet? Add up every part.',
          'zh-TW': '一個磁鐵用了哪些材料？把每樣都加起來。',
        },
        {
          en: 'Some count only the clay. The paint is a cost too.',
          'zh-TW': '有人只算了黏土，可是顏料也是成本喔。',
        },
        {
          en: 'The answer is 8. 5 + 3 = 8 coins, so a price of 8 just covers the cost.',
          'zh-TW': '答案是 8。5 + 3 = 8，賣 NT$8 剛好打平成本。',
        },
      ],
    },
  ],
  reflection: {
    id: 'my-fair-price',
    question: {
      en: 'Think of something you like to make. What would one cost you to make? What price would cover the cost and feel fair to a friend?',
      'zh-TW': '想一想，你喜歡做什麼東西？做一個要花多少錢？賣多少錢，才能打平成本，朋友也覺得公道？',
    },
    placeholder: {
      en: 'I like to make… One costs me about… A fair price would be… because…',
      'zh-TW': '我喜歡做……。做一個大約要花……。合理的價格是……，因為……',
    },
  },
} satisfies ClassicBody;

export default body;
