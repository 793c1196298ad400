import type { ClassicBody } from '../schema/module-body';

/**
 * M17 · Capital Mountain: "Spreading Out Risk" / 「分散風險」.
 * Learning outcome (Grade 8, Investing): explain that spreading money across several different kinds of
 * things lowers the harm one bad surprise can do, but does not remove all risk; add up a spread-out plan and
 * compare it with putting everything in one place.
 * Benchmark, in words: the grade-8 Investing statements that investments differ in risk, and that people can
 * lower their risk by spreading their money across different choices (diversifying) instead of one.
 * Island position: Capital Mountain's second lesson. Builds on M16 (Leo: risk and reward come together; the
 * mountain has a safe road and steeper paths; last year's gain is not a promise). Grandma Lin's shop (cast
 * sheet: school supplies, snacks and small toys) shows the idea in everyday life first.
 * Numbers: the island's own pretend numbers, said so in the story ("to keep the maths easy. Real ones are
 * different and are never promised"). Pip's pretend game: 100 pretend coins for one year (no real money
 * changes hands). An splits them 4 × 25 = 100 across four different kinds of island business: a boat-tour
 * company, a noodle shop, a bike-repair shop and a bookshop (none of the other three is a farm or an outdoor
 * business that the same storms would hit, so their ending at 25, 26 and 28 is believable). A stormy year:
 * the boat part falls 25 → 15
 * (10 lost of every 25); the others end at 25, 26 and 28. 15 + 25 + 26 + 28 = 94; 100 − 94 = 6 less.
 * All 100 in the boat tours, falling the same way: 100 is 4 × 25, so 4 × 10 = 40 lost; 100 − 40 = 60.
 * 6 less instead of 40 less; 94 is still below 100 (spreading lowers risk, it does not remove it).
 * Quiz: q1 100 pretend coins, 4 × 25 in four different kinds (key) vs four bakeries on one street. q2 4 × 25
 * = 100 in four different businesses. q3 a fruit stand with four fruits; the mango truck breaks down for a
 * week (not a typhoon: in Taiwan a typhoon hurts banana, guava and orange trees too). q4 An's
 * cousin 4 × 25: 20 + 25 + 27 + 26 = 98; 100 − 98 = 2 less; all 100 in the part that fell: 25 → 20 is 5
 * lost of every 25, 4 × 5 = 20, 100 − 20 = 80. q5 the words "spreading out" risk.
 * Facts:
 * - "In Taiwan, children under 18 can only invest with a parent or guardian" (age of majority 18; a minor needs the legal representative's consent for contracts such as an investment account) — Civil Code arts. 12 and 77, 2023
 */
const body = {
  id: 'M17',
  format: 'classic',
  scenarios: [
    {
      id: 'ans-four-baskets',
      title: {
        en: "An's Four Baskets",
        'zh-TW': '小安的四個籃子',
      },
      description: {
        en: "Grandma Lin's shop has a slow summer, but it keeps going. Then An plays Pip's pretend game with 100 coins.",
        'zh-TW': '暑假時，林奶奶的店生意變慢了，卻還是開得好好的。接著，小安在皮皮的假想遊戲裡，要決定 NT$100 放在哪裡。',
      },
      context: {
        en:
          "On Saturday, An visits Grandma Lin's shop. It is the summer holiday, so few children buy school supplies. " +
          '"Is the shop OK?" An asks. ' +
          'Grandma Lin smiles. "Snacks and small toys still sell. My shop sells many kinds of things. So one slow kind does not sink the shop. ' +
          'As the saying goes, don\'t put all your eggs in one basket." ' +
          'The next day on Capital Mountain, Pip starts a pretend game. "Squawk! You each get 100 pretend coins for one year. ' +
          'These are the island\'s pretend numbers, to keep the maths easy. Real ones are different and are never promised." ' +
          'An looks at four island businesses: a boat-tour company, a noodle shop, a bike-repair shop and a bookshop. ' +
          'The boat tours did best last year. "Should I put it all there?" An wonders. ' +
          'Then she thinks of the shop, and of Leo\'s lesson. "Last year is not a promise." ' +
          'She puts 25 coins into each business: 4 × 25 = 100. ' +
          'That year brings many storms. The boats often stay in the harbor. Her boat part falls from 25 to 15. ' +
          'The others end at 25, 26 and 28. An adds: 15 + 25 + 26 + 28 = 94. 100 − 94 = 6 coins less. ' +
          '"What if all 100 had gone to the boat tours?" asks Mei. ' +
          'The boat part lost 10 of every 25. 100 is 4 × 25, so 4 × 10 = 40 coins lost. 100 − 40 = 60. ' +
          '"Spreading out did not stop the storms," says An. "But it hurt less: 6 coins, not 40." ' +
          '"And 94 is still less than 100," says Ms. Chen. "Spreading out lowers risk. It does not remove it. ' +
          'In real life, in Taiwan, children under 18 can only invest with a parent or guardian." ' +
          '"Squawk!" says Pip. "On the steeper paths, don\'t carry all your eggs in one basket!"',
        'zh-TW':
          '星期六，小安去林奶奶的店。現在是暑假，來買文具的小朋友很少。' +
          '小安問：「店裡還好嗎？」' +
          '林奶奶笑著說：「零食和小玩具還是有人買。我的店賣很多種東西，一種賣得慢，店也不會撐不下去。' +
          '俗話說：『別把雞蛋放在同一個籃子裡。』」' +
          '隔天在資本山上，皮皮開始一個假想遊戲：「嘎！每個人有假想的 NT$100，放一年。' +
          '這些是島上假想的數字，讓大家比較好算。真實的數字不一樣，也沒有人能保證。」' +
          '小安看著島上的四種生意：遊船公司、麵店、腳踏車修理店和書店。' +
          '去年遊船公司賺得最好，小安心想：「要不要全部放在那裡？」' +
          '接著，她想起林奶奶的店，也想起阿力學到的事：「去年的結果，不是今年的保證。」' +
          '她在每一種生意各放 NT$25：4 × 25 = 100。' +
          '那一年颱風特別多，遊船常常只能停在港口裡。小安放在遊船公司的 NT$25，掉到 NT$15。' +
          '其他三種最後是 NT$25、NT$26 和 NT$28。小安加起來：15 + 25 + 26 + 28 = 94。100 − 94 = 6，少了 NT$6。' +
          '小美問：「如果 NT$100 全部放在遊船公司呢？」' +
          '遊船公司每 NT$25 就少了 NT$10。100 是 4 個 25，所以 4 × 10 = 40，會少 NT$40。100 − 40 = 60。' +
          '小安說：「分散開來，颱風還是會來，可是傷害小多了：只少 NT$6，不是 NT$40。」' +
          '陳老師說：「不過，94 還是比 100 少。分散可以降低風險，但不能讓風險消失。' +
          '在真實生活裡，在台灣，未滿 18 歲的孩子，要有父母或監護人陪著、同意，才能投資。」' +
          '皮皮叫著：「嘎！走陡的小路時，別把雞蛋放在同一個籃子裡！」',
      },
      thinkingPrompts: [
        {
          en: 'What if the boat tours had done great that year? Why might An still spread out her coins?',
          'zh-TW': '如果那一年遊船公司賺很多，為什麼小安還是可能選擇把錢分散？',
        },
        {
          en: 'What if An had picked four boat-tour companies? Would spreading out have helped in the stormy year? Why?',
          'zh-TW': '如果小安選的是四家遊船公司，遇到颱風特別多的那一年，分散還有用嗎？為什麼？',
        },
        {
          en: "Grandma Lin sells many kinds of things. How is her shop like An's four baskets?",
          'zh-TW': '林奶奶的店賣很多種東西，這跟小安的四個籃子，有什麼像的地方？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'spread-out-risk',
      term: { en: 'spread out risk', 'zh-TW': '分散風險' },
      definition: {
        en: 'To put money in several different places, so one bad surprise hurts less.',
        'zh-TW': '把錢放在好幾個不同的地方，讓一次意外造成的傷害小一點。',
      },
      example: {
        en: 'An spread out risk: she put 25 coins into each of four businesses.',
        'zh-TW': '小安分散風險：四種生意各放 NT$25。',
      },
    },
    {
      id: 'all-eggs-in-one-basket',
      term: { en: 'all your eggs in one basket', 'zh-TW': '把雞蛋放在同一個籃子裡' },
      definition: {
        en: 'Putting all your money in one place, so one bad surprise can hit all of it.',
        'zh-TW': '把錢全部放在同一個地方，一次意外就可能讓全部的錢受傷。',
      },
      example: {
        en: 'All 100 coins in the boat tours would be all the eggs in one basket.',
        'zh-TW': 'NT$100 全部放在遊船公司，就是把雞蛋全放在同一個籃子裡。',
      },
    },
    {
      id: 'different-kinds',
      term: { en: 'different kinds', 'zh-TW': '不同種類' },
      definition: {
        en: 'Things that are not alike, so one problem is less likely to hit them all.',
        'zh-TW': '彼此不一樣的東西，所以一個問題比較不會同時影響全部。',
      },
      example: {
        en: 'A boat company and a noodle shop are different kinds. A storm stops the boats, but people still eat noodles.',
        'zh-TW': '遊船公司和麵店是不同種類的生意。颱風天船不能開，可是大家還是要吃麵。',
      },
    },
    {
      id: 'bad-surprise',
      term: { en: 'bad surprise', 'zh-TW': '意外' },
      definition: {
        en: 'Something that goes wrong when nobody expected it.',
        'zh-TW': '沒有人料到、突然出問題的事。',
      },
      example: {
        en: 'The year with many storms was a bad surprise for the boat tours.',
        'zh-TW': '颱風特別多的那一年，對遊船公司來說是一個意外。',
      },
    },
    {
      id: 'loss',
      term: { en: 'loss', 'zh-TW': '虧損' },
      definition: {
        en: 'Ending with less money than you put in.',
        'zh-TW': '最後拿回來的錢，比放進去的少。',
      },
      example: {
        en: "100 − 94 = 6, so An's loss was 6 coins.",
        'zh-TW': '100 − 94 = 6，小安虧損了 NT$6。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'spreading-out-helps',
      stem: {
        en: 'Spreading out risk helps because…',
        'zh-TW': '分散風險有幫助，因為……',
      },
      examples: [
        {
          en: 'Spreading out risk helps because if one thing has a bad surprise, the others can still do fine.',
          'zh-TW': '分散風險有幫助，因為就算其中一樣遇到意外，其他的還是可能好好的。',
        },
      ],
    },
    {
      id: 'spreading-out-limits',
      stem: {
        en: 'Spreading out does not remove all risk, because…',
        'zh-TW': '分散不能讓風險完全消失，因為……',
      },
      examples: [
        {
          en: "Spreading out does not remove all risk, because the total can still go down, like An's 94 coins.",
          'zh-TW': '分散不能讓風險完全消失，因為總數還是可能變少，就像小安最後的 NT$94。',
        },
      ],
    },
    {
      id: 'one-basket-in-my-life',
      stem: {
        en: 'A place where I see many baskets instead of one basket is…',
        'zh-TW': '我看過「不把雞蛋放在同一個籃子裡」的例子是……',
      },
      examples: [
        {
          en: "A place where I see many baskets instead of one basket is Grandma Lin's shop. It sells snacks, school supplies and small toys.",
          'zh-TW': '我看過「不把雞蛋放在同一個籃子裡」的例子是林奶奶的店，她賣零食、文具，也賣小玩具。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: "On Money Islands, Jay's cousin has 100 pretend coins for one year. Which plan spreads out his risk best?",
        'zh-TW': '在理財冒險島上，阿哲的表哥有假想的 NT$100，要放一年。下面哪一個計畫，最能分散他的風險？',
      },
      options: [
        {
          en: 'All 100 coins in the company that grew the most last year.',
          'zh-TW': 'NT$100 全部放在去年長得最多的那家公司。',
        },
        {
          en: '25 coins in each of four bakeries on the same street.',
          'zh-TW': '同一條街上的四家麵包店，各放 NT$25。',
        },
        {
          en: 'All 100 coins in one shop that he checks every day.',
          'zh-TW': 'NT$100 全部放在一家店，每天都去看它。',
        },
        {
          en: '25 coins in each of four different kinds of business.',
          'zh-TW': '四種不同種類的生意，每一種各放 NT$25。',
        },
      ],
      correctAnswer: 3,
      feedback: {
        en: 'Four different kinds of business spread the risk best: one bad surprise is unlikely to hit them all. Four bakeries on one street can all be hurt by the same problem. Last year\'s best is not promised to stay the best. Checking every day does not spread anything.',
        'zh-TW': '四種不同種類的生意最能分散風險：一次意外，不太可能同時打到全部。同一條街上的四家麵包店，可能被同一個問題一起影響。去年長得最多的，今年不一定還是最好。每天去看，也沒有把錢分散開。',
      },
      hintCycle: [
        {
          en: "Think of An's four businesses. Were they all the same kind?",
          'zh-TW': '想想小安選的四種生意，它們是同一種嗎？',
        },
        {
          en: 'Some think four of the same thing is spreading out. But one problem can hurt four bakeries on one street together. Others trust last year\'s best, but last year is not a promise.',
          'zh-TW': '有人以為放在四家一樣的店，就算分散了。可是一個問題就可能讓同一條街的四家麵包店一起受影響。也有人相信去年長得最多的那家，但去年不是保證。',
        },
        {
          en: 'The answer: 25 coins in each of four different kinds of business. Different kinds are less likely to all meet the same bad surprise.',
          'zh-TW': '答案是：四種不同種類的生意，每一種各放 NT$25。不同種類的生意，比較不會全部一起遇到同一個意外。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: "True or false: Mei's cousin puts 25 pretend coins into each of four different island businesses, 100 coins in all. Her total can still go down. But one bad surprise in one business hurts her less than if all 100 coins were in that business.",
        'zh-TW': '是非題：小美的表姊把假想的 NT$100 分成四份，在島上四家不同的生意各放 NT$25。她的總數還是可能變少；但是其中一家遇到意外時，傷害會比 NT$100 都放在那一家還小。',
      },
      correctAnswer: true,
      feedback: {
        en: 'True. A bad surprise in one business hits only the 25 coins there, not all 100. But the total can still go down, like An\'s 94. Spreading out lowers risk; it does not remove it.',
        'zh-TW': '對。一家生意遇到意外，只會影響放在那裡的 NT$25，不是全部的 NT$100。不過總數還是可能變少，就像小安的 NT$94。分散可以降低風險，但不能讓風險消失。',
      },
      hintCycle: [
        {
          en: 'If one business has a bad year, how many of her coins are in it?',
          'zh-TW': '如果其中一家生意今年不好，她放在那一家的錢有多少？',
        },
        {
          en: 'Some think spreading out means money can never go down. It can. The statement says both things: it can go down, and it hurts less.',
          'zh-TW': '有人以為分散以後，錢就不會變少。其實還是會。這句話說了兩件事：總數可能變少，但傷害會比較小。',
        },
        {
          en: 'The answer is true. Only 25 coins meet the bad surprise, not 100, but the total can still go down.',
          'zh-TW': '答案是「對」。遇到意外的只有 NT$25，不是 NT$100；不過總數還是可能變少。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'A fruit stand sells bananas, guavas, oranges and mangoes. One week, the truck that brings the mangoes breaks down, so no mangoes come in. Which sentences are right? Pick all that are right.',
        'zh-TW': '有一個水果攤賣香蕉、芭樂、柳丁和芒果。有一個星期，載芒果來的貨車壞了，芒果都沒有送來。下面哪些句子是對的？（可以選好幾個）',
      },
      options: [
        {
          en: 'With four kinds of fruit, the stand has no risk at all.',
          'zh-TW': '賣四種水果，水果攤就完全沒有風險了。',
        },
        {
          en: 'Bananas, guavas and oranges can still sell, so the stand can keep going.',
          'zh-TW': '香蕉、芭樂和柳丁還是賣得出去，所以水果攤還能繼續開。',
        },
        {
          en: "Selling many kinds of fruit spreads out the stand's risk.",
          'zh-TW': '賣很多種水果，可以分散水果攤的風險。',
        },
        {
          en: 'Next year it should sell only mangoes, because mangoes sold best before.',
          'zh-TW': '明年應該只賣芒果，因為芒果以前賣得最好。',
        },
        {
          en: 'Having no mangoes can still cost the stand some money that week.',
          'zh-TW': '少了芒果，還是可能讓水果攤那個星期少賺一些錢。',
        },
      ],
      correctAnswer: [1, 2, 4],
      feedback: {
        en: 'Selling four kinds of fruit spreads out the risk: bananas, guavas and oranges can still sell, so the stand keeps going. But having no mangoes can still cost it some money, because spreading out does not remove all risk. Selling only mangoes would put all the eggs in one basket, and past best sellers are not promised to stay best.',
        'zh-TW': '賣四種水果可以分散風險：香蕉、芭樂和柳丁還是賣得出去，水果攤就能繼續開。不過少了芒果，還是可能讓它少賺一些，因為分散不能讓風險完全消失。只賣芒果，就是把雞蛋全放在同一個籃子裡；而且以前賣得最好，不代表以後也會最好。',
      },
      hintCycle: [
        {
          en: "Think of Grandma Lin's shop in the summer holiday. What kept it going?",
          'zh-TW': '想想暑假時林奶奶的店。是什麼讓店還能開下去？',
        },
        {
          en: 'Two ideas are traps. One: spreading out removes all risk. Two: selling only last year\'s best seller is the best plan. Spreading out lowers risk; it does not remove it.',
          'zh-TW': '有兩個想法是陷阱：以為分散以後就完全沒有風險，還有以為只賣以前最好賣的芒果最保險。分散可以降低風險，但不能讓風險消失。',
        },
        {
          en: 'The answers: the other fruits can still sell, so the stand keeps going. Many kinds spread out the risk. And having no mangoes can still cost some money.',
          'zh-TW': '答案是：其他水果還是賣得出去，水果攤能繼續開；賣很多種水果可以分散風險；少了芒果還是可能讓它少賺一些。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: "On Money Islands, An's cousin splits 100 pretend coins into 4 parts of 25. After a year, the parts are worth 20, 25, 27 and 26 coins. Add them up. In coins, her total now is ______.",
        'zh-TW': '在理財冒險島上，小安的表姊把假想的 NT$100 分成 4 份，每份 NT$25。一年後，四份分別變成 NT$20、NT$25、NT$27 和 NT$26。把它們加起來，她現在一共有______。',
      },
      acceptedAnswers: {
        en: ['98', 'ninety-eight', 'ninety eight', '98 coins', 'ninety-eight coins'],
        'zh-TW': ['98', 'NT$98', '98元', '98 元', '九十八', '九十八元', '98塊', '九十八塊'],
      },
      feedback: {
        en: '20 + 25 + 27 + 26 = 98 coins, so 100 − 98 = 2 coins less. One part fell from 25 to 20, but the others held up. If all 100 had been in the part that fell, 4 × 5 = 20 coins would be lost: 100 − 20 = 80.',
        'zh-TW': '20 + 25 + 27 + 26 = 98，一共 NT$98，比原來少 100 − 98 = 2，也就是 NT$2。有一份從 NT$25 掉到 NT$20，但其他幾份撐住了。如果 NT$100 全部放在掉下去的那一份，會少 4 × 5 = 20，剩 100 − 20 = 80。',
      },
      hintCycle: [
        {
          en: 'Add the four new numbers together.',
          'zh-TW': '把四份新的數字加起來。',
        },
        {
          en: 'Do not count only the part that fell, and do not just keep 100. Add all four parts as they are now.',
          'zh-TW': '不要只看掉下去的那一份，也不要直接寫 100。要把四份現在的錢全部加起來。',
        },
        {
          en: 'The answer is 98. 20 + 25 + 27 + 26 = 98 coins.',
          'zh-TW': '答案是 98。20 + 25 + 27 + 26 = 98，一共 NT$98。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: 'Putting money in several different places, so one bad surprise hurts less, is called ______ risk.',
        'zh-TW': '把錢放在好幾個不同的地方，讓一次意外造成的傷害小一點，這叫做______風險。',
      },
      acceptedAnswers: {
        en: ['spreading out', 'spreading', 'spread out', 'spread', 'splitting', 'splitting up', 'diversifying'],
        'zh-TW': ['分散', '分開', '分散開'],
      },
      feedback: {
        en: 'It is called spreading out risk. Like Grandma Lin\'s many kinds of things, or An\'s four businesses, one bad surprise then hurts less. It does not remove all risk.',
        'zh-TW': '這叫做分散風險。就像林奶奶的店賣很多種東西，或是小安放在四種生意，一次意外的傷害就會小一點。不過，風險不會完全消失。',
      },
      hintCycle: [
        {
          en: 'What did An do with her 100 pretend coins?',
          'zh-TW': '小安怎麼安排她那假想的 NT$100？',
        },
        {
          en: 'It is not about putting everything in one place. That is all the eggs in one basket. Think of many baskets.',
          'zh-TW': '不是把錢全部放在同一個地方，那是把雞蛋放在同一個籃子裡。想想很多個籃子。',
        },
        {
          en: 'The answer is "spreading out": spreading out risk means many baskets, so one bad surprise hurts less.',
          'zh-TW': '答案是「分散」：分散風險就是用很多個籃子，一次意外的傷害就會小一點。',
        },
      ],
    },
  ],
  reflection: {
    id: 'many-baskets-in-my-life',
    question: {
      en: 'Think of a time when one thing went wrong, but something else you had ready still worked. How was that like having more than one basket?',
      'zh-TW': '想一想，有沒有一次某件事出了問題，但因為你還準備了別的，所以沒那麼糟？這跟「不把雞蛋放在同一個籃子裡」有什麼像的地方？',
    },
    placeholder: {
      en: 'One time… went wrong, but… still worked, so…',
      'zh-TW': '有一次……出了問題，還好我還有……，所以……',
    },
  },
} satisfies ClassicBody;

export default body;
