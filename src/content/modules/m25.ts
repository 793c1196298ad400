import type { AdventureBody } from '../schema/module-body';

/**
 * M25 · Ledger Cave, lesson 4: "Compare Before You Buy" / 「買之前先比價」.
 * Learning outcome — Grade 4, Spending: compare the price of the same item at different shops,
 * and weigh the price together with quality and the time or cost of getting there.
 * Numbers: the same box of 12 markers (not on Grandma Lin's fixed list, so each shop may set its
 * own price): shop by the school gate 150, Grandma Lin's shop 120 → 150 − 120 = 30 saved; a 60-coin
 * box whose markers are dry (quality); a shop across town 100 + bus there and back 30 (15 each way,
 * inside the guide's 15–30 band) = 130 (more than 120, and an hour). Jay has 160 (saved):
 * 160 − 120 = 40 left (160 − 150 = 10 if he had bought at once, 40 − 10 = 30 more).
 * Examples: ruler 25 − 20 = 5; kite 60 + 30 = 90 > 80; folding umbrellas 200 vs 300 (the guide's
 * 200–400 band). Frames: 150 − 120 = 30; 100 + 30 = 130 > 120.
 * Quiz: q1 paintbrush 35 − 28 = 7 (distractors 5 = 35 − 30 with 28 rounded up, 13, 63 = 35 + 28); q4 80 + 30 = 110 > 90;
 * q5 water bottle 120 − 95 = 25.
 * Facts: none — all prices are Grandma Lin's or "about" prices from the guide.
 */
const body = {
  id: 'M25',
  format: 'adventure',
  storyIntro: [
    {
      en: 'Jay needs markers for art class. At the shop by the school gate, a box of 12 costs 150 coins. Jay has 160 coins. There is also a box for 60 coins. "Try one first," says the clerk. Jay draws a line. The marker is pale and dry! Cheap is not always good.',
      'zh-TW':
        '阿哲美勞課要用彩色筆。校門口的文具店裡，一盒 12 色的要 NT$150，阿哲身上有 NT$160。架上還有一盒只要 NT$60 的。店員說：「先試畫看看吧。」阿哲畫了一條線，顏色又淡又乾！便宜的，不一定是好的。',
    },
    {
      en: '"Then I will buy the good box right now!" Jay says. Leo holds up a hand. "Wait. Let\'s compare prices first. Grandma Lin\'s shop is on our way home." Mei asks, "Why? Isn\'t it the same price everywhere?" "No," says Leo. "Each shop sets its own price." The walk takes only five minutes. Jay puts the box back.',
      'zh-TW':
        '「那我現在就買好的那盒！」阿哲說。阿力舉起手：「等一下，我們先比價吧。林奶奶的店就在回家的路上。」小美問：「為什麼？不是每家店都賣一樣的價錢嗎？」「不一定喔，」阿力說，「每家店都可以自己訂價錢。」走過去只要五分鐘，阿哲把那盒筆放回架上。',
    },
    {
      en: 'At Grandma Lin\'s shop, Jay finds the very same box, with the same 12 colors. It costs 120 coins! 150 − 120 = 30, so he would save 30 coins.',
      'zh-TW': '到了林奶奶的店，阿哲找到一模一樣的那盒筆，一樣是 12 色，只要 NT$120！150 − 120 = 30，可以省下 NT$30。',
    },
    {
      en: 'Mei has one more idea. "A big shop across town sells the box for 100 coins!" Leo does the math. "The bus there and back costs 30 coins. 100 + 30 = 130. And it takes an hour." So Grandma Lin\'s box for 120 coins is the best deal today.',
      'zh-TW':
        '小美又想到一個辦法：「城市另一頭的大賣場，那盒筆只要 NT$100 耶！」阿力算了算：「來回公車要 NT$30，100 + 30 = 130，而且要花一個小時。」所以今天最划算的，還是林奶奶店裡那盒 NT$120 的筆。',
    },
    {
      en: 'Jay pays 120 coins and has 160 − 120 = 40 coins left. That is 30 more than if he had bought at once. He writes "markers, −120" in his glowing ledger. Pip flaps his wings. "Squawk! Compare first, then buy!"',
      'zh-TW':
        '阿哲付了 NT$120，還剩 160 − 120 = 40，也就是 NT$40，比一開始馬上買多留下 NT$30。他在發光的帳本上寫下「彩色筆 −120」。皮皮拍拍翅膀：「嘎！先比價，再買！」',
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
        en: 'Jay compares prices: 150 coins at one shop, 120 coins at another.',
        'zh-TW': '阿哲比價：一家賣 NT$150，另一家賣 NT$120。',
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
        en: 'The 60-coin markers are dry at once. Their quality is low.',
        'zh-TW': 'NT$60 的那盒彩色筆，一畫就乾乾的，品質不好。',
      },
    },
    {
      term: { en: 'money saved', 'zh-TW': '省下的錢' },
      definition: {
        en: 'The coins you keep when you pay less for the same thing.',
        'zh-TW': '同樣的東西用比較少的錢買到，多留下來的錢。',
      },
      example: {
        en: 'Jay pays 120 coins instead of 150 coins. The money saved is 150 − 120 = 30 coins.',
        'zh-TW': '阿哲付 NT$120，不是 NT$150。省下的錢是 150 − 120 = 30，也就是 NT$30。',
      },
    },
    {
      term: { en: 'extra cost', 'zh-TW': '額外花費' },
      definition: {
        en: 'Money or time you spend to get a thing, on top of its price.',
        'zh-TW': '除了東西本身的價錢，為了買到它還要多花的錢或時間。',
      },
      example: {
        en: 'The bus ride to the far shop is an extra cost of 30 coins and an hour.',
        'zh-TW': '搭公車去很遠的那家店，要多花 NT$30 和一個小時，這就是額外花費。',
      },
    },
  ],
  examples: [
    {
      en: 'A ruler costs 25 coins at one shop and 20 coins at another. It is the same ruler, so An saves 25 − 20 = 5 coins.',
      'zh-TW': '同一把尺，一家店賣 NT$25，另一家賣 NT$20。小安在第二家買，省下 25 − 20 = 5，也就是 NT$5。',
    },
    {
      en: 'A kite costs 80 coins near Leo\'s home. A far shop sells it for 60 coins, but the bus there and back is 30 coins. 60 + 30 = 90, so the near shop costs less in all.',
      'zh-TW': '同一款風箏，阿力家附近賣 NT$80。很遠的那家店賣 NT$60，可是來回公車要 NT$30。60 + 30 = 90，所以還是附近那家比較省。',
    },
    {
      en: 'Mei\'s family looks at two folding umbrellas. One costs 200 coins but feels thin and weak. One costs 300 coins and feels strong. They think about how long each will last, not only the price.',
      'zh-TW': '小美和家人在看兩把折疊傘。一把 NT$200，摸起來又薄又不牢；一把 NT$300，摸起來很堅固。他們不只看價錢，也想想哪一把能用得比較久。',
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
          en: 'I ______ prices at two shops. 150 − 120 = 30, so I ______ 30 coins.',
          'zh-TW': '我先在兩家店______，150 − 120 = 30，所以______了 NT$30。',
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
            en: 'Paying 120 instead of 150 means the 30 coins stay with you. You did not spend or borrow them.',
            'zh-TW': '付 NT$120 而不是 NT$150，那 NT$30 就留在你身上，不是花掉，也不是借來的。',
          },
          {
            en: 'The answer is "compare" and "save": compare prices, and you save 150 − 120 = 30 coins.',
            'zh-TW': '答案是「比價」和「省」：先比價，就省下 150 − 120 = 30，也就是 NT$30。',
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
            en: 'Think of the 60-coin markers at the school gate shop.',
            'zh-TW': '想想校門口文具店那盒 NT$60 的彩色筆。',
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
          en: 'The far shop sells it for 100 coins, but the bus costs 30 coins. 100 + 30 = ______, so the near shop at 120 coins is ______.',
          'zh-TW': '遠的店賣 NT$100，可是來回公車要 NT$30。100 + 30 = ______，所以附近那家賣 NT$120 的店反而比較______。',
        },
        wordPool: {
          en: ['70', 'more expensive', '130', 'cheaper'],
          'zh-TW': ['便宜', '70', '130', '貴'],
        },
        accepts: {
          en: [['130'], ['cheaper']],
          'zh-TW': [['130'], ['便宜']],
        },
        hints: [
          {
            en: 'The bus fare is an extra cost. Add it to the price.',
            'zh-TW': '公車錢是額外花費，要加到價錢裡。',
          },
          {
            en: 'The lower sticker price is not the whole cost. Add the bus, 100 + 30, then compare it with 120.',
            'zh-TW': '標價比較低，不代表總共比較少。先算 100 + 30，再拿它和 120 比一比。',
          },
          {
            en: 'The answer is "130" and "cheaper": 100 + 30 = 130, and 120 is less than 130.',
            'zh-TW': '答案是「130」和「便宜」：100 + 30 = 130，120 比 130 少。',
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
        en: 'Mei sees the same paintbrush for 35 coins at one shop and 28 coins at another. How much does she save at the cheaper shop?',
        'zh-TW': '同一支水彩筆，一家店賣 NT$35，另一家賣 NT$28。小美在比較便宜的那家買，可以省多少錢？',
      },
      options: [
        { en: '5 coins', 'zh-TW': 'NT$5' },
        { en: '13 coins', 'zh-TW': 'NT$13' },
        { en: '7 coins', 'zh-TW': 'NT$7' },
        { en: '63 coins', 'zh-TW': 'NT$63' },
      ],
      answer: [2],
      hintCycle: [
        {
          en: 'Money saved is the difference between the two prices.',
          'zh-TW': '省下的錢，就是兩個價錢相差多少。',
        },
        {
          en: 'Take away: 35 − 28. Do not add, and do not round 28 up to 30. Count up from 28 to 30, then to 35.',
          'zh-TW': '用減法 35 − 28，不是加法，也不要把 28 當成 30 來算。可以從 28 數到 30，再數到 35。',
        },
        {
          en: 'The answer is 7 coins: 35 − 28 = 7, because 28 + 7 = 35.',
          'zh-TW': '答案是 NT$7：35 − 28 = 7，因為 28 + 7 = 35。',
        },
      ],
      why: {
        en: 'Money saved is the gap between two prices for the same thing. Taking away shows how many coins stay with you.',
        'zh-TW': '省下的錢，就是同一樣東西兩個價錢的差。用減法，就知道有多少錢留在你身上。',
      },
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'True or false: The 60-coin markers were the best buy for Jay, because they had the lowest price.',
        'zh-TW': '對或不對：那盒 NT$60 的彩色筆對阿哲最划算，因為它的價錢最低。',
      },
      answer: false,
      hintCycle: [
        {
          en: 'What happened when Jay tried one of those markers?',
          'zh-TW': '阿哲試畫那盒彩色筆時，發生了什麼事？',
        },
        {
          en: 'A low price is not a good buy if the thing does not work. The 60-coin markers were dry at once.',
          'zh-TW': '東西不好用，價錢再低也不划算。NT$60 的彩色筆一畫就乾乾的。',
        },
        {
          en: 'False. You also think about quality and the extra cost of getting there, not only the price.',
          'zh-TW': '不對。除了價錢，也要想想品質，還有去買要多花的錢和時間。',
        },
      ],
      why: {
        en: 'A good buy does the job and lasts. Dry markers would have wasted his 60 coins.',
        'zh-TW': '划算的東西要好用、用得久。乾掉的彩色筆，只會白白浪費 NT$60。',
      },
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
          en: 'Think of everything Leo and Jay checked for the markers.',
          'zh-TW': '想想阿力和阿哲買彩色筆時，看了哪些地方。',
        },
        {
          en: 'A bright sign is not a sign of a good deal. It tells you nothing about the pad.',
          'zh-TW': '招牌很亮，不代表比較划算，它跟圖畫本好不好沒有關係。',
        },
        {
          en: 'The answer is quality, the distance and bus fare, and being the same pad. Together with the price, they show the real best buy.',
          'zh-TW': '答案是「做得好不好」、「店有多遠和車錢」和「是不是同樣的圖畫本」。再加上價錢一起看，才知道哪個最划算。',
        },
      ],
      why: {
        en: 'The best buy is about more than the price tag. Quality, the trip and a fair match all count.',
        'zh-TW': '最划算的選擇，不只看標價：品質、路程，還有是不是同樣的東西，都要算進去。',
      },
    },
    {
      id: 'q4',
      type: 'single',
      question: {
        en: 'A ball costs 90 coins at the shop next door. A shop across town sells the same ball for 80 coins, but the bus there and back costs 30 coins. Which choice costs less in all?',
        'zh-TW': '隔壁的店，一顆球賣 NT$90。城市另一頭的店，同樣的球賣 NT$80，可是來回公車要 NT$30。哪一個選擇總共花得比較少？',
      },
      options: [
        { en: 'The shop across town', 'zh-TW': '城市另一頭的店' },
        { en: 'The shop next door', 'zh-TW': '隔壁的店' },
        { en: 'Both the same', 'zh-TW': '一樣多' },
        { en: 'There is no way to tell', 'zh-TW': '沒辦法知道' },
      ],
      answer: [1],
      hintCycle: [
        {
          en: 'Do not forget the extra cost of the trip.',
          'zh-TW': '別忘了去買東西的額外花費。',
        },
        {
          en: 'A smaller price tag can still cost more in all. Across town is 80 + 30. Next door is just 90.',
          'zh-TW': '標價比較低，總共不一定比較少。另一頭的店是 80 + 30，隔壁的店只要 90。',
        },
        {
          en: 'The answer is the shop next door. 80 + 30 = 110, and 90 is less than 110. It also saves time.',
          'zh-TW': '答案是「隔壁的店」。80 + 30 = 110，90 比 110 少，而且還比較省時間。',
        },
      ],
      why: {
        en: 'The trip is part of the cost. Add the bus fare to the price before you compare.',
        'zh-TW': '去買的路程也是花費的一部分。先把車錢加進價錢，再來比較。',
      },
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
          en: 'Do not add the two prices. Work out 120 − 95, and check with 95 + 25.',
          'zh-TW': '不是把兩個價錢加起來。算算 120 − 95，再用 95 + 25 來檢查。',
        },
        {
          en: 'True. 120 − 95 = 25, and 95 + 25 = 120.',
          'zh-TW': '對。120 − 95 = 25，而且 95 + 25 = 120。',
        },
      ],
      why: {
        en: 'When the item and the trip are the same, only the price is different. Then the lower price is the better buy.',
        'zh-TW': '東西一樣、路程也一樣，就只剩價錢不同，這時候價錢低的就比較划算。',
      },
    },
  ],
  autoMission: {
    title: { en: 'Price Explorer', 'zh-TW': '比價探險家' },
    options: [
      {
        id: 'best-deal',
        label: { en: 'Find the best deal', 'zh-TW': '找出最划算的' },
        instructions: {
          en: 'Put the shop cards in order, from the least to the most in all. Grandma Lin: 120. School gate: 150. Across town: 100 plus a 30-coin bus ride.',
          'zh-TW': '把店家卡片依照「總共要花的錢」從少排到多：林奶奶的店 NT$120、校門口 NT$150、城市另一頭 NT$100 再加公車 NT$30。',
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
