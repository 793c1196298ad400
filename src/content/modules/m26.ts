import type { AdventureBody } from '../schema/module-body';

/**
 * M26 · Ledger Cave: "Unit Prices: Which Is Cheaper?" / 「比單價：哪個比較便宜？」.
 * Learning outcome — Grade 4, Spending: compare two packs of the same thing by the price of one
 * (price ÷ amount), and decide which is the better buy for what they will really use.
 * Builds on M25 (compare shops): M25 picks the shop, this lesson picks the pack.
 * Numbers: story: Jay has 50; black ballpoint pens (not on Grandma Lin's fixed list; single pencils
 * are hers at 10, so the packs are pens) 6 for 30 → 30 ÷ 6 = 5 each; 10 for 40 → 40 ÷ 10 = 4 each;
 * 40 − 30 = 10 more for 4 more pens; 50 − 40 = 10 left. Glue: 1 for 10; 3 for 24 → 24 ÷ 3 = 8 each.
 * Terms: glue pack instead of one: 24 − 10 = 14 more.
 * Examples: balloons 20 ÷ 4 = 5, 32 ÷ 8 = 4; bakery rolls 30 ÷ 2 = 15, 72 ÷ 6 = 12.
 * Frames: 30 ÷ 6 = 5, 40 ÷ 10 = 4. Quiz: markers 20 ÷ 4 = 5, 32 ÷ 8 = 4 (32 − 8 = 24, 32 + 8 = 40);
 * cups 30 ÷ 10 = 3, 100 ÷ 50 = 2; poster paper 40 ÷ 4 = 10, 40 − 12 = 28;
 * pens 15 ÷ 3 = 5, 24 ÷ 6 = 4, 50 ÷ 10 = 5, 24 ÷ 4 = 6. Mission: 24 ÷ 3 = 8.
 * Facts: none — all prices are Grandma Lin's or "about" prices from the guide.
 */
const body = {
  id: 'M26',
  format: 'adventure',
  storyIntro: [
    {
      en: "Last week, Jay compared shops for markers. Now his black ballpoint pens for drawing are running dry. He goes to Grandma Lin's shop with 50 coins. On the shelf, he sees two packs of the same pens. The small pack has 6 pens for 30 coins. The big pack has 10 pens for 40 coins.",
      'zh-TW':
        '上星期，阿哲才比過價，買了彩色筆；現在，他畫畫用的黑色原子筆也快沒水了。他帶著 NT$50 來到林奶奶的小店，看到架上有兩包一模一樣的筆：小包裝 6 枝 NT$30，大包裝 10 枝 NT$40。',
    },
    {
      en: '"The small pack costs less, so it is cheaper!" says Jay. Mei tilts her head. "But the big pack has 4 more pens. Why does it cost only 10 coins more?"',
      'zh-TW': '「小包的比較少錢，所以比較便宜啊！」阿哲說。小美歪著頭問：「可是大包多了 4 枝，為什麼只貴 NT$10？」',
    },
    {
      en: 'Leo opens his glowing money diary. "Let\'s find the price of one pen. We divide the price by the number of pens." Small pack: 30 ÷ 6 = 5 coins each. Big pack: 40 ÷ 10 = 4 coins each. "Each pen in the big pack is 1 coin cheaper!"',
      'zh-TW':
        '阿力翻開他那本會發光的記帳本：「我們來算一枝要多少錢。用價錢除以枝數就知道了。」小包裝：30 ÷ 6 = 5，一枝 NT$5。大包裝：40 ÷ 10 = 4，一枝 NT$4。「大包裝的每一枝都便宜 NT$1 耶！」',
    },
    {
      en: 'Jay takes a deep breath and thinks. He draws every day, so he will use all 10 pens. He buys the big pack. 50 − 40 = 10 coins are left. He writes "pens, 40 coins" in his money diary, and the page glows.',
      'zh-TW':
        '阿哲深吸一口氣，想了想：他每天都畫畫，10 枝筆一定用得完。於是他買了大包裝，50 − 40 = 10，還剩 NT$10。他在記帳本寫下「筆 NT$40」，那一頁就亮了起來。',
    },
    {
      en: 'Then Mei needs one glue stick. One costs 10 coins. A pack of 3 costs 24 coins, so each one is 8 coins. "The pack is cheaper for each one," says Mei. "But I only need one." Grandma Lin smiles. "Then one is the better buy, dear." Pip flaps his wings. "Squawk! Check the price of one. Then check what you will really use!"',
      'zh-TW':
        '接著，小美要買一條口紅膠。一條 NT$10；3 條一包 NT$24，算起來一條 NT$8。小美說：「一包的每一條比較便宜耶……可是我只需要一條。」林奶奶笑著說：「那買一條就是最划算的囉。」皮皮拍拍翅膀：「嘎！先算一個多少錢，再想想你真的會用掉多少！」',
    },
  ],
  definitions: [
    {
      term: { en: 'unit price', 'zh-TW': '單價' },
      definition: {
        en: 'The price of just one thing. You find it with price ÷ number of things.',
        'zh-TW': '一個東西的價錢。用價錢 ÷ 數量，就能算出來。',
      },
      example: {
        en: '6 pens for 30 coins: 30 ÷ 6 = 5, so the unit price is 5 coins.',
        'zh-TW': '6 枝筆 NT$30：30 ÷ 6 = 5，單價是一枝 NT$5。',
      },
    },
    {
      term: { en: 'total price', 'zh-TW': '總價' },
      definition: {
        en: 'All the money you pay for the whole pack.',
        'zh-TW': '買下一整包，一共要付的錢。',
      },
      example: {
        en: 'The big pack has a total price of 40 coins, but a unit price of only 4 coins.',
        'zh-TW': '大包裝的總價是 NT$40，可是單價只要 NT$4。',
      },
    },
    {
      term: { en: 'divide', 'zh-TW': '除法' },
      definition: {
        en: 'Splitting an amount into equal parts.',
        'zh-TW': '把一個數量平分成一樣多的幾份。',
      },
      example: {
        en: 'Leo divides 40 coins by 10 pens: 40 ÷ 10 = 4 coins for each pen.',
        'zh-TW': '阿力用除法算：40 ÷ 10 = 4，每枝筆 NT$4。',
      },
    },
    {
      term: { en: 'better buy', 'zh-TW': '划算' },
      definition: {
        en: 'The choice that gets you what you need for less money.',
        'zh-TW': '用比較少的錢，買到你真正需要的東西。',
      },
      example: {
        en: 'Jay draws every day and will use all 10 pens, so the big pack is his better buy.',
        'zh-TW': '阿哲每天畫畫，10 枝筆都用得完，所以對他來說，買大包裝比較划算。',
      },
    },
    {
      term: { en: 'waste', 'zh-TW': '浪費' },
      definition: {
        en: 'Paying for things you will not use.',
        'zh-TW': '花錢買了用不到的東西。',
      },
      example: {
        en: 'Mei needs 1 glue stick. If she buys the pack of 3, she pays 24 − 10 = 14 coins more. She gets 2 she does not need.',
        'zh-TW': '小美只需要 1 條口紅膠。如果她買 3 條一包的，就多付了 24 − 10 = 14，也就是 NT$14，買到 2 條用不到的膠。',
      },
    },
  ],
  examples: [
    {
      en: 'Balloons: 4 for 20 coins is 5 coins a balloon (20 ÷ 4 = 5). 8 for 32 coins is 4 coins a balloon (32 ÷ 8 = 4).',
      'zh-TW': '氣球：4 個 NT$20，一個 NT$5（20 ÷ 4 = 5）；8 個 NT$32，一個 NT$4（32 ÷ 8 = 4）。',
    },
    {
      en: 'An loves the small milk rolls at the bakery. 2 rolls cost 30 coins, 15 coins each. 6 rolls cost 72 coins, 12 coins each. But rolls go stale in two days, and An eats only 2. So she buys the small bag.',
      'zh-TW':
        '小安很喜歡麵包店的小牛奶餐包。2 個 NT$30，一個 NT$15；6 個 NT$72，一個 NT$12。可是餐包放兩天就不新鮮了，小安也只吃得完 2 個，所以她買小包的。',
    },
    {
      en: 'When two packs have the same unit price, buy the one with the number you need.',
      'zh-TW': '如果兩種包裝的單價一樣，就買數量剛好夠用的那一種。',
    },
    {
      en: 'Comparing shops tells you where to buy. Comparing unit prices tells you which pack to buy.',
      'zh-TW': '比價幫你決定去哪一家買；比單價幫你決定買哪一種包裝。',
    },
  ],
  sentenceBuilder: {
    frames: [
      {
        id: 'find-unit-price',
        text: {
          en: 'To find the ______ price, I ______ the price by the number of things.',
          'zh-TW': '想知道______，就用價錢______數量。',
        },
        wordPool: {
          en: ['total', 'unit', 'divide', 'multiply'],
          'zh-TW': ['總價', '單價', '除以', '乘以'],
        },
        accepts: {
          en: [['unit'], ['divide']],
          'zh-TW': [['單價'], ['除以']],
        },
        hints: [
          {
            en: 'Think about what Leo did with the two pen packs.',
            'zh-TW': '想想阿力怎麼比較那兩包筆。',
          },
          {
            en: 'We want the price of just one thing, so we split the price into equal parts.',
            'zh-TW': '我們想知道「一個」多少錢，所以要把價錢平分成一樣多的幾份。',
          },
          {
            en: 'The answer is "unit" and "divide": to find the unit price, divide the price by the number of things, like 30 ÷ 6 = 5.',
            'zh-TW': '答案是「單價」和「除以」：用價錢除以數量就是單價，像 30 ÷ 6 = 5。',
          },
        ],
      },
      {
        id: 'pencil-math',
        text: {
          en: 'Small pack unit price: 30 ÷ 6 = ______ coins. Big pack unit price: 40 ÷ 10 = ______ coins.',
          'zh-TW': '小包裝的單價：30 ÷ 6，一枝 NT$______。大包裝的單價：40 ÷ 10，一枝 NT$______。',
        },
        wordPool: {
          en: ['24', '4', '30', '5'],
          'zh-TW': ['24', '4', '30', '5'],
        },
        accepts: {
          en: [['5'], ['4']],
          'zh-TW': [['5'], ['4']],
        },
        hints: [
          {
            en: 'Split each price into equal parts, one part for each pen.',
            'zh-TW': '把每一包的價錢平分給每一枝筆。',
          },
          {
            en: 'Divide, do not subtract: 30 − 6 = 24 and 40 − 10 = 30 are not the price of one pen.',
            'zh-TW': '要用除的，不是減的：30 − 6 = 24、40 − 10 = 30，都不是一枝筆的價錢。',
          },
          {
            en: 'The answer is 5 and 4: 30 ÷ 6 = 5 and 40 ÷ 10 = 4, so each pen in the big pack is 1 coin cheaper.',
            'zh-TW': '答案是 5 和 4：30 ÷ 6 = 5，40 ÷ 10 = 4，所以大包裝每一枝便宜 NT$1。',
          },
        ],
      },
      {
        id: 'use-it-all',
        text: {
          en: 'The big pack has a lower ______ price, but I buy it only if I will ______ it all.',
          'zh-TW': '大包裝的______比較低，但要確定我會全部______，我才買大包裝。',
        },
        wordPool: {
          en: ['unit', 'total', 'use', 'waste'],
          'zh-TW': ['總價', '用完', '浪費', '單價'],
        },
        accepts: {
          en: [['unit'], ['use']],
          'zh-TW': [['單價'], ['用完']],
        },
        hints: [
          {
            en: 'Remember why Mei bought just one glue stick.',
            'zh-TW': '想想小美為什麼只買一條口紅膠。',
          },
          {
            en: 'The big pack costs more in total but less for each one. It is only a deal if nothing goes to waste.',
            'zh-TW': '大包裝的總價比較高，但每一個比較便宜。只有不浪費，才真的划算。',
          },
          {
            en: 'The answer is "unit" and "use": the big pack has a lower unit price, but buy it only if you will use it all.',
            'zh-TW': '答案是「單價」和「用完」：大包裝的單價比較低，但要確定會全部用完才買。',
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
        en: 'A small box has 4 markers for 20 coins. A big box has 8 markers for 32 coins. What is the unit price in the big box?',
        'zh-TW': '小盒彩色筆 4 枝 NT$20，大盒 8 枝 NT$32。大盒的單價是多少？',
      },
      options: [
        { en: '5 coins', 'zh-TW': 'NT$5' },
        { en: '24 coins', 'zh-TW': 'NT$24' },
        { en: '4 coins', 'zh-TW': 'NT$4' },
        { en: '40 coins', 'zh-TW': 'NT$40' },
      ],
      answer: [2],
      hintCycle: [
        {
          en: 'The unit price is the price of one marker.',
          'zh-TW': '單價就是一枝彩色筆的價錢。',
        },
        {
          en: 'Divide the big box price by its number of markers: 32 ÷ 8. Do not subtract or add. And 5 coins is the small box.',
          'zh-TW': '用大盒的價錢除以枝數：32 ÷ 8，不是相減或相加。NT$5 是小盒的單價喔。',
        },
        {
          en: 'The answer is 4 coins, because 32 ÷ 8 = 4. That is 1 coin less than the small box (20 ÷ 4 = 5).',
          'zh-TW': '答案是 NT$4，因為 32 ÷ 8 = 4，比小盒的 NT$5（20 ÷ 4 = 5）便宜 NT$1。',
        },
      ],
      why: {
        en: 'The unit price is the price of one. Dividing the price by the number of things puts big and small packs on the same scale.',
        'zh-TW': '單價就是一個的價錢。用價錢除以數量，大包和小包就能放在一起公平比較。',
      },
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'True or false: The small pack of pens cost less in total, so each pen in it was cheaper too.',
        'zh-TW': '對或不對：小包裝的原子筆總價比較低，所以裡面每一枝也比較便宜。',
      },
      answer: false,
      hintCycle: [
        {
          en: "Think about Jay's pens. Which pack had the lower total price?",
          'zh-TW': '想想阿哲的筆，哪一包的總價比較低？',
        },
        {
          en: 'A lower total is not a lower price for each one. The small pack cost 30 coins, less than 40, but each pen in it cost 5 coins, not 4.',
          'zh-TW': '總價低，不等於每一個比較便宜。小包裝 NT$30，比 NT$40 少；可是裡面每一枝是 NT$5，不是 NT$4。',
        },
        {
          en: 'False. A lower total price can still mean a higher price for each one. Divide to check.',
          'zh-TW': '不對。總價比較低，每一個的價錢還是可能比較貴，要用除法算算看。',
        },
      ],
      why: {
        en: 'A small pack costs less because it has fewer things in it. Only the unit price tells you which is cheaper for each one.',
        'zh-TW': '小包裝比較少錢，是因為裡面的東西比較少。要知道哪個每一個比較便宜，得看單價。',
      },
    },
    {
      id: 'q3',
      type: 'single',
      question: {
        en: 'Leo needs cups for his lemonade stand. 10 cups cost 30 coins. 50 cups cost 100 coins. He uses about 50 cups every month. Which is the better buy for him?',
        'zh-TW': '阿力的檸檬汁攤需要杯子。10 個杯子 NT$30，50 個杯子 NT$100。他每個月大約用掉 50 個杯子。對他來說，買哪一種比較划算？',
      },
      options: [
        {
          en: 'The 50 cups: 2 coins a cup, not 3, and he uses them all.',
          'zh-TW': '50 個的：一個 NT$2，不是 NT$3，而且他用得完。',
        },
        {
          en: 'The 10 cups, because 30 coins is less than 100 coins, so that pack is the cheaper one.',
          'zh-TW': '10 個的，因為 NT$30 比 NT$100 少，所以這一包比較便宜。',
        },
        {
          en: 'The 10 cups, because small packs are always the better buy.',
          'zh-TW': '10 個的，因為小包裝一定比較划算。',
        },
      ],
      answer: [0],
      hintCycle: [
        {
          en: 'Find the unit price of each pack. Then think about how many cups Leo uses.',
          'zh-TW': '先算出兩種包裝的單價，再想想阿力會用掉多少個杯子。',
        },
        {
          en: 'A smaller total is not a cheaper cup. 30 ÷ 10 = 3 coins a cup, and 100 ÷ 50 = 2 coins a cup. Does Leo use 50 cups?',
          'zh-TW': '總價比較少，不代表每個杯子比較便宜。30 ÷ 10 = 3，一個 NT$3；100 ÷ 50 = 2，一個 NT$2。阿力用得完 50 個嗎？',
        },
        {
          en: 'The answer is the 50 cups. 2 coins a cup is less than 3. Leo uses about 50 cups a month, so none go to waste.',
          'zh-TW': '答案是 50 個的：一個 NT$2 比 NT$3 便宜，而且阿力每個月大約用掉 50 個，不會浪費。',
        },
      ],
      why: {
        en: 'A big pack is the better buy when its unit price is lower and you will use it all. Leo needs every cup.',
        'zh-TW': '單價比較低、而且全部用得完，大包裝才划算。阿力的每個杯子都用得到。',
      },
    },
    {
      id: 'q4',
      type: 'multi',
      question: {
        en: 'An needs just 1 sheet of poster paper for a school project. She has no other use for more. One sheet costs 12 coins. A pack of 4 sheets costs 40 coins. Which sentences are true? Pick all that fit.',
        'zh-TW': '小安做學校的報告，只需要 1 張海報紙，多的也用不到。一張 NT$12，4 張一包 NT$40。下面哪些說法是對的？選出所有正確的答案。',
      },
      options: [
        {
          en: 'The pack has a lower unit price: 40 ÷ 4 = 10 coins a sheet.',
          'zh-TW': '一包的單價比較低：40 ÷ 4 = 10，一張 NT$10。',
        },
        {
          en: 'If she buys the pack, she pays 28 coins more than for one sheet.',
          'zh-TW': '如果她買一整包，會比只買一張多付 NT$28。',
        },
        {
          en: 'The pack is always the better buy, because each sheet is cheaper.',
          'zh-TW': '買一整包一定比較划算，因為每一張比較便宜。',
        },
        {
          en: 'Since An will use only one sheet, buying one is a smart choice.',
          'zh-TW': '小安只會用到一張，所以只買一張是聰明的選擇。',
        },
      ],
      answer: [0, 1, 3],
      hintCycle: [
        {
          en: 'Check two things: the price of one sheet, and how many An will really use.',
          'zh-TW': '檢查兩件事：一張多少錢，還有小安真的會用掉幾張。',
        },
        {
          en: '40 ÷ 4 = 10, so each sheet in the pack is cheaper. But 40 − 12 = 28 coins more, for 3 sheets she will not use.',
          'zh-TW': '40 ÷ 4 = 10，一包裡的每一張比較便宜；可是 40 − 12 = 28，要多付 NT$28，買 3 張用不到的紙。',
        },
        {
          en: 'The answer is "lower unit price", "pays 28 coins more" and "buying one is a smart choice". A lower unit price is only a deal if you use it all.',
          'zh-TW': '答案是「單價比較低」、「多付 NT$28」和「只買一張是聰明的選擇」。單價低，要全部用得完才划算。',
        },
      ],
      why: {
        en: 'A lower unit price saves money only on things you will use. Extra sheets An does not need are waste.',
        'zh-TW': '單價低，只有在用得到時才省錢。小安用不到的那幾張，就是浪費。',
      },
    },
    {
      id: 'q5',
      type: 'multi',
      question: {
        en: 'Which packs of pens have a unit price of 5 coins? Pick all that fit.',
        'zh-TW': '下面哪幾包原子筆的單價是 NT$5？選出所有正確的答案。',
      },
      options: [
        { en: '3 pens for 15 coins', 'zh-TW': '3 枝 NT$15' },
        { en: '6 pens for 24 coins', 'zh-TW': '6 枝 NT$24' },
        { en: '10 pens for 50 coins', 'zh-TW': '10 枝 NT$50' },
        { en: '4 pens for 24 coins', 'zh-TW': '4 枝 NT$24' },
      ],
      answer: [0, 2],
      hintCycle: [
        {
          en: 'For each pack, divide the price by the number of pens.',
          'zh-TW': '每一包都用價錢除以枝數。',
        },
        {
          en: 'The same total does not mean the same unit price. 24 ÷ 6 = 4 and 24 ÷ 4 = 6. Those two are not 5.',
          'zh-TW': '總價一樣，單價不一定一樣。24 ÷ 6 = 4，24 ÷ 4 = 6，這兩包都不是 NT$5。',
        },
        {
          en: 'The answer is "3 pens for 15 coins" and "10 pens for 50 coins": 15 ÷ 3 = 5 and 50 ÷ 10 = 5. With the same unit price, buy the number you need.',
          'zh-TW': '答案是「3 枝 NT$15」和「10 枝 NT$50」：15 ÷ 3 = 5，50 ÷ 10 = 5。單價一樣時，就買剛好夠用的數量。',
        },
      ],
      why: {
        en: 'Different packs can have the same unit price. Then no pack is cheaper, so buy the number you need.',
        'zh-TW': '不同的包裝，單價也可能一樣。這時候沒有哪一包比較便宜，就買剛好需要的數量。',
      },
    },
  ],
  autoMission: {
    title: { en: 'Unit Price Detective', 'zh-TW': '單價小偵探' },
    options: [
      {
        id: 'unit-price-match',
        label: { en: 'Match the unit price', 'zh-TW': '單價配對' },
        instructions: {
          en: 'Drag each pack to the price of one. 6 pens for 30 coins → 5 coins. 10 pens for 40 coins → 4 coins. 3 glue sticks for 24 coins → 8 coins.',
          'zh-TW': '把每一包拖到正確的單價：6 枝筆 NT$30 → NT$5、10 枝筆 NT$40 → NT$4、3 條口紅膠 NT$24 → NT$8。',
        },
        controlType: 'drag-validate',
      },
      {
        id: 'shelf-hunt',
        label: { en: 'Shelf hunt', 'zh-TW': '貨架大搜查' },
        instructions: {
          en: 'With a grown-up at a shop, find one thing sold in a small pack and a big pack. Work out the unit price of each. Some price labels already show it, so look closely! Tick when you find one.',
          'zh-TW': '和大人一起去商店，找一樣有小包裝也有大包裝的東西，算算看兩種包裝的單價。有些價格標籤上已經印好單價了，仔細找找看！找到就打勾。',
        },
        controlType: 'checkbox',
      },
      {
        id: 'my-pack-choice',
        label: { en: 'My pack choice', 'zh-TW': '我的包裝選擇' },
        instructions: {
          en: 'Fill in: "Small pack: [price] ÷ [number] = [unit price]. Big pack: [price] ÷ [number] = [unit price]. I will use [number], so I choose the [small / big] pack."',
          'zh-TW': '填一填：「小包裝：[價錢] ÷ [數量] = [單價]。大包裝：[價錢] ÷ [數量] = [單價]。我會用掉 [數量] 個，所以我選 [小包裝／大包裝]。」',
        },
        controlType: 'template-select',
      },
    ],
    completionRule: 'any_one',
  },
} satisfies AdventureBody;

export default body;
