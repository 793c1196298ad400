import type { AdventureBody } from '../schema/module-body';

/**
 * M25 · Ledger Cave, lesson 4: "Compare Before You Buy" / 「買之前先比價」.
 * Learning outcome (Grade 4, Spending): compare the price of the same item at different shops,
 * and weigh the price together with quality and the time or cost of getting there.
 * Numbers: same box of 12 color pencils: shop by the school gate 60, Grandma Lin's shop 48 →
 * 60 − 48 = 12 saved; a 30-coin box whose tips snap (quality); a shop across town 45 + bus there
 * and back 20 = 65 (more than 48, and an hour). Jay has 70: 70 − 48 = 22 left (70 − 60 = 10 if he
 * had bought at once). Examples: ruler 25 − 20 = 5; kite 70 + 20 = 90 > 80; umbrella 50 vs 80.
 * Frames: 60 − 48 = 12; 45 + 20 = 65 > 48. Quiz: q1 35 − 28 = 7 (distractors 13, 63 = 35 + 28, 28);
 * q4 80 + 20 = 100 > 90; q5 120 − 95 = 25.
 */
const body = {
  id: 'M25',
  format: 'adventure',
  storyIntro: [
    {
      en: 'Jay needs color pencils for art class. At the shop by the school gate, a box of 12 costs 60 coins. Jay has 70 coins. "I will buy it right now!" he says.',
      'zh-TW': '阿哲美勞課要用彩色鉛筆。校門口的文具店裡，一盒 12 色的要 NT$60。阿哲身上有 NT$70。「我現在就要買！」他說。',
    },
    {
      en: 'Leo holds up a hand. "Wait. Let\'s compare prices first. Grandma Lin\'s shop is on our way home." Mei asks, "Why? Isn\'t it the same price everywhere?" "No," says Leo. "Each shop sets its own price." Jay wants to draw today. But the walk takes only five minutes. He puts the box back.',
      'zh-TW':
        '阿力舉起手：「等一下，我們先比價吧。林奶奶的店就在回家的路上。」小美問：「為什麼？不是每家店都賣一樣的價錢嗎？」「不一定喔，」阿力說，「每家店都可以自己訂價錢。」阿哲很想今天就畫畫，可是走過去只要五分鐘。他把那盒筆放回架上。',
    },
    {
      en: 'At Grandma Lin\'s shop, Jay finds the very same box, with the same 12 colors. It costs 48 coins! 60 − 48 = 12, so he would save 12 coins. There is also a box for 30 coins. "Try one first," Grandma Lin says kindly. Jay draws a line. Snap! The tip breaks. Cheap is not always good.',
      'zh-TW':
        '到了林奶奶的店，阿哲找到一模一樣的那盒筆，一樣是 12 色，只要 NT$48！60 − 48 = 12，可以省下 NT$12。店裡還有一盒只要 NT$30 的。林奶奶溫和地說：「先試寫看看吧。」阿哲畫了一條線，啪！筆芯就斷了。便宜的，不一定是好的。',
    },
    {
      en: 'Mei has one more idea. "A big shop across town sells the box for 45 coins!" Leo does the math. "The bus there and back costs 20 coins. 45 + 20 = 65. And it takes an hour." So Grandma Lin\'s box is the best deal today.',
      'zh-TW':
        '小美又想到一個辦法：「城市另一頭的大賣場，那盒筆只要 NT$45 耶！」阿力算了算：「來回公車要 NT$20，45 + 20 = 65，而且要花一個小時。」所以今天最划算的，還是林奶奶店裡那盒 NT$48 的筆。',
    },
    {
      en: 'Jay pays 48 coins and has 70 − 48 = 22 coins left. That is 12 more than if he had bought at once. He writes "color pencils, −48" in his glowing ledger. Pip flaps his wings. "Squawk! Compare first, then buy!"',
      'zh-TW':
        '阿哲付了 NT$48，還剩 70 − 48 = 22，也就是 NT$22，比一開始馬上買多留下 NT$12。他在發光的帳本上寫下「彩色鉛筆 −48」。皮皮拍拍翅膀：「嘎！先比價，再買！」',
    },
  ],
  definitions: [
    {
      term: { en: 'compare prices', 'zh-TW': '比價' },
      definition: {
        en: 'To look at the price of the same thing in different shops before you buy.',
        'zh-TW': '買東西之前，先看看同一樣東西在不同店家賣多少錢。',
      },
      example: {
        en: 'Jay compares prices: 60 coins at one shop, 48 coins at another.',
        'zh-TW': '阿哲比價：一家賣 NT$60，另一家賣 NT$48。',
      },
    },
    {
      term: { en: 'same item', 'zh-TW': '同樣的商品' },
      definition: {
        en: 'A thing that is just like the other one: same size, same amount, same kind.',
        'zh-TW': '大小、數量、種類都一模一樣的東西。',
      },
      example: {
        en: 'Both boxes have the same 12 colors, so Jay can compare their prices fairly.',
        'zh-TW': '兩盒筆都是一樣的 12 色，所以阿哲比價才公平。',
      },
    },
    {
      term: { en: 'quality', 'zh-TW': '品質' },
      definition: {
        en: 'How well a thing is made and how long it lasts.',
        'zh-TW': '東西做得好不好、能用多久。',
      },
      example: {
        en: 'The 30-coin pencils snap at once. Their quality is low.',
        'zh-TW': 'NT$30 的那盒筆，一畫筆芯就斷，品質不好。',
      },
    },
    {
      term: { en: 'money saved', 'zh-TW': '省下的錢' },
      definition: {
        en: 'The coins you keep when you pay less for the same thing.',
        'zh-TW': '同樣的東西用比較少的錢買到，多留下來的錢。',
      },
      example: {
        en: 'Jay pays 48 coins instead of 60 coins. The money saved is 60 − 48 = 12 coins.',
        'zh-TW': '阿哲付 NT$48，不是 NT$60。省下的錢是 60 − 48 = 12，也就是 NT$12。',
      },
    },
    {
      term: { en: 'extra cost', 'zh-TW': '額外花費' },
      definition: {
        en: 'Money or time you spend to get a thing, on top of its price.',
        'zh-TW': '除了東西本身的價錢，為了買到它還要多花的錢或時間。',
      },
      example: {
        en: 'The bus ride to the far shop is an extra cost of 20 coins and an hour.',
        'zh-TW': '搭公車去很遠的那家店，要多花 NT$20 和一個小時，這就是額外花費。',
      },
    },
  ],
  examples: [
    {
      en: 'A ruler costs 25 coins at one shop and 20 coins at another. It is the same ruler, so An saves 25 − 20 = 5 coins.',
      'zh-TW': '同一把尺，一家店賣 NT$25，另一家賣 NT$20。小安在第二家買，省下 25 − 20 = 5，也就是 NT$5。',
    },
    {
      en: 'A kite costs 80 coins near Leo\'s home. A far shop sells it for 70 coins, but the bus there and back is 20 coins. 70 + 20 = 90, so the near shop costs less in all.',
      'zh-TW': '同一款風箏，阿力家附近賣 NT$80。很遠的那家店賣 NT$70，可是來回公車要 NT$20。70 + 20 = 90，所以還是附近那家比較省。',
    },
    {
      en: 'Mei looks at two umbrellas. One costs 50 coins but feels thin and weak. One costs 80 coins and feels strong. She thinks about how long each will last, not only the price.',
      'zh-TW': '小美在看兩把雨傘。一把 NT$50，摸起來又薄又不牢；一把 NT$80，摸起來很堅固。她不只看價錢，也想想哪一把能用得比較久。',
    },
    {
      en: 'Comparing does not need a long trip. Leo checks two shops on his way home. It takes only five more minutes.',
      'zh-TW': '比價不一定要跑很遠。阿力在回家的路上順便看看兩家店，只多花五分鐘。',
    },
  ],
  sentenceBuilder: {
    frames: [
      {
        id: 'compare-and-save',
        text: {
          en: 'I ______ prices at two shops. 60 − 48 = 12, so I ______ 12 coins.',
          'zh-TW': '我先在兩家店______，60 − 48 = 12，所以______了 NT$12。',
        },
        wordPool: {
          en: ['compare', 'spend', 'borrow', 'save'],
          'zh-TW': ['花', '比價', '省', '借'],
        },
        accepts: {
          en: [['compare'], ['save']],
          'zh-TW': [['比價'], ['省']],
        },
        hints: [
          {
            en: 'What did Leo ask Jay to do before buying?',
            'zh-TW': '阿力請阿哲在買之前先做什麼？',
          },
          {
            en: 'Paying 48 instead of 60 means the 12 coins stay with you. You did not spend or borrow them.',
            'zh-TW': '付 NT$48 而不是 NT$60，那 NT$12 就留在你身上，不是花掉，也不是借來的。',
          },
          {
            en: 'The answer is "compare" and "save": compare prices, and you save 60 − 48 = 12 coins.',
            'zh-TW': '答案是「比價」和「省」：先比價，就省下 60 − 48 = 12，也就是 NT$12。',
          },
        ],
      },
      {
        id: 'not-only-price',
        text: {
          en: 'The cheap pen broke in one day. Next time I will check the ______, not only the ______.',
          'zh-TW': '便宜的筆一天就壞了。下次我不只看______，也要看______。',
        },
        wordPool: {
          en: ['color', 'price', 'quality', 'change'],
          'zh-TW': ['顏色', '價錢', '找零', '品質'],
        },
        accepts: {
          en: [['quality'], ['price']],
          'zh-TW': [['價錢'], ['品質']],
        },
        hints: [
          {
            en: 'Think of the 30-coin pencils at Grandma Lin\'s shop.',
            'zh-TW': '想想林奶奶店裡那盒 NT$30 的筆。',
          },
          {
            en: 'The pen was cheap, so the price was fine. What was wrong was how well it was made.',
            'zh-TW': '那支筆很便宜，價錢沒問題；出問題的是它做得好不好。',
          },
          {
            en: 'The answer is "quality", then "price": check how well a thing is made, not only how much it costs.',
            'zh-TW': '答案是「價錢」和「品質」：不只看多少錢，也要看東西做得好不好。',
          },
        ],
      },
      {
        id: 'count-the-trip',
        text: {
          en: 'The far shop sells it for 45 coins, but the bus costs 20 coins. 45 + 20 = ______, so the near shop at 48 coins is ______.',
          'zh-TW': '遠的店賣 NT$45，可是來回公車要 NT$20。45 + 20 = ______，所以附近那家賣 NT$48 的店反而比較______。',
        },
        wordPool: {
          en: ['25', 'more expensive', '65', 'cheaper'],
          'zh-TW': ['便宜', '25', '65', '貴'],
        },
        accepts: {
          en: [['65'], ['cheaper']],
          'zh-TW': [['65'], ['便宜']],
        },
        hints: [
          {
            en: 'The bus fare is an extra cost. Add it to the price.',
            'zh-TW': '公車錢是額外花費，要加到價錢裡。',
          },
          {
            en: '45 + 20 is more than 60. Now compare it with 48.',
            'zh-TW': '45 + 20 比 60 還多。再拿它和 48 比一比。',
          },
          {
            en: 'The answer is "65" and "cheaper": 45 + 20 = 65, and 48 is less than 65.',
            'zh-TW': '答案是「65」和「便宜」：45 + 20 = 65，48 比 65 少。',
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
        en: 'Mei sees the same notebook for 35 coins at one shop and 28 coins at another. How much does she save at the cheaper shop?',
        'zh-TW': '同一本筆記本，一家店賣 NT$35，另一家賣 NT$28。小美在比較便宜的那家買，可以省多少錢？',
      },
      options: [
        { en: '13 coins', 'zh-TW': 'NT$13' },
        { en: '28 coins', 'zh-TW': 'NT$28' },
        { en: '63 coins', 'zh-TW': 'NT$63' },
        { en: '7 coins', 'zh-TW': 'NT$7' },
      ],
      answer: [3],
      hintCycle: [
        {
          en: 'Money saved is the difference between the two prices.',
          'zh-TW': '省下的錢，就是兩個價錢相差多少。',
        },
        {
          en: 'Take away: 35 − 28. Do not add. Count up from 28 to 30, then to 35.',
          'zh-TW': '用減法 35 − 28，不是加法。可以從 28 數到 30，再數到 35。',
        },
        {
          en: 'The answer is 7 coins: 35 − 28 = 7, because 28 + 7 = 35.',
          'zh-TW': '答案是 NT$7：35 − 28 = 7，因為 28 + 7 = 35。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'True or false: The lowest price is always the best choice.',
        'zh-TW': '對或不對：價錢最低的，一定是最好的選擇。',
      },
      answer: false,
      hintCycle: [
        {
          en: 'Remember the 30-coin pencils and the shop across town.',
          'zh-TW': '想想那盒 NT$30 的筆，還有城市另一頭的那家店。',
        },
        {
          en: 'The 30-coin pencils broke. The 45-coin box cost 65 coins with the bus.',
          'zh-TW': 'NT$30 的筆一畫就斷；NT$45 的那盒加上公車錢，要 NT$65。',
        },
        {
          en: 'False. You also think about quality and the extra cost of getting there, not only the price.',
          'zh-TW': '不對。除了價錢，也要想想品質，還有去買要多花的錢和時間。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Jay wants a drawing pad. Besides the price, what should he check? Pick all that fit.',
        'zh-TW': '阿哲想買一本圖畫本。除了價錢，他還應該看哪些？選出所有正確的答案。',
      },
      options: [
        { en: 'How well the pad is made', 'zh-TW': '圖畫本做得好不好' },
        { en: 'How far the shop is, and the bus fare', 'zh-TW': '那家店有多遠、要花多少車錢' },
        { en: 'Whether it is the same pad, with the same size and pages', 'zh-TW': '是不是同樣的圖畫本，大小和張數都一樣' },
        { en: 'Which shop has the brightest sign', 'zh-TW': '哪一家店的招牌最亮' },
      ],
      answer: [0, 1, 2],
      hintCycle: [
        {
          en: 'Think of everything Leo and Jay checked for the pencils.',
          'zh-TW': '想想阿力和阿哲買彩色鉛筆時，看了哪些地方。',
        },
        {
          en: 'A bright sign does not tell you anything about the pad.',
          'zh-TW': '招牌亮不亮，跟圖畫本好不好沒有關係。',
        },
        {
          en: 'The answer is quality, the distance and bus fare, and being the same pad. Together with the price, they show the real best buy.',
          'zh-TW': '答案是「做得好不好」、「店有多遠和車錢」和「是不是同樣的圖畫本」。再加上價錢一起看，才知道哪個最划算。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'single',
      question: {
        en: 'A ball costs 90 coins at the shop next door. A shop across town sells the same ball for 80 coins, but the bus there and back costs 20 coins. Which choice costs less in all?',
        'zh-TW': '隔壁的店，一顆球賣 NT$90。城市另一頭的店，同樣的球賣 NT$80，可是來回公車要 NT$20。哪一個選擇總共花得比較少？',
      },
      options: [
        { en: 'The shop across town', 'zh-TW': '城市另一頭的店' },
        { en: 'The shop next door', 'zh-TW': '隔壁的店' },
        { en: 'They cost the same', 'zh-TW': '兩個花的錢一樣多' },
        { en: 'There is no way to tell', 'zh-TW': '沒辦法知道' },
      ],
      answer: [1],
      hintCycle: [
        {
          en: 'Do not forget the extra cost of the trip.',
          'zh-TW': '別忘了去買東西的額外花費。',
        },
        {
          en: '80 looks smaller than 90, but add the bus: across town is 80 + 20. Next door is just 90.',
          'zh-TW': '80 看起來比 90 少，可是要加上公車錢：另一頭的店是 80 + 20，隔壁的店只要 90。',
        },
        {
          en: 'The answer is the shop next door. 80 + 20 = 100, and 90 is less than 100. It also saves time.',
          'zh-TW': '答案是「隔壁的店」。80 + 20 = 100，90 比 100 少，而且還比較省時間。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'bool',
      question: {
        en: 'An finds the same water bottle for 120 coins and for 95 coins. Both shops are near her home. True or false: the 95-coin one saves her 25 coins.',
        'zh-TW': '小安看到同一款水壺，一家賣 NT$120，一家賣 NT$95，兩家店都在她家附近。對或不對：買 NT$95 的可以省下 NT$25。',
      },
      answer: true,
      hintCycle: [
        {
          en: 'It is the same bottle and both shops are near, so only the price is different.',
          'zh-TW': '是同一款水壺，兩家也都很近，所以只有價錢不一樣。',
        },
        {
          en: 'Work out 120 − 95. You can check with 95 + 25.',
          'zh-TW': '算算 120 − 95，也可以用 95 + 25 來檢查。',
        },
        {
          en: 'True. 120 − 95 = 25, and 95 + 25 = 120.',
          'zh-TW': '對。120 − 95 = 25，而且 95 + 25 = 120。',
        },
      ],
    },
  ],
  autoMission: {
    title: { en: 'Price Explorer', 'zh-TW': '比價探險家' },
    options: [
      {
        id: 'best-deal',
        label: { en: 'Find the best deal', 'zh-TW': '找出最划算的' },
        instructions: {
          en: 'Drag each shop card into order, from the least to the most in all: Grandma Lin 48, school gate 60, across town 45 + 20 bus = 65.',
          'zh-TW': '把每張店家卡片依照「總共要花的錢」從少排到多：林奶奶的店 NT$48、校門口 NT$60、城市另一頭 NT$45 + 公車 NT$20 = NT$65。',
        },
        controlType: 'drag-validate',
      },
      {
        id: 'price-check-sheet',
        label: { en: 'Make a price check sheet', 'zh-TW': '做一張比價表' },
        instructions: {
          en: 'Pick a price check sheet. Write one thing you want, two shops, the price at each, and how far each shop is.',
          'zh-TW': '選一張比價表，寫下一樣你想買的東西、兩家店、各賣多少錢，還有每家店離你多遠。',
        },
        controlType: 'template-select',
      },
      {
        id: 'compare-with-a-grown-up',
        label: { en: 'Compare with a grown-up', 'zh-TW': '和大人一起比價' },
        instructions: {
          en: 'Next time you shop with a grown-up, look at the same item in two places. Tick when you have compared the price and the quality.',
          'zh-TW': '下次和大人一起買東西時，看看同一樣東西在兩個地方的價錢。比過價錢和品質之後，就打一個勾。',
        },
        controlType: 'checkbox',
      },
    ],
    completionRule: 'any_one',
  },
} satisfies AdventureBody;

export default body;
