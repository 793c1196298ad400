import type { AdventureBody } from '../schema/module-body';

/**
 * M76 · Global Sky Islands, lesson 4: "Taxes on What We Buy" / 「買東西時付的稅」.
 * Learning outcome — Grade 8, Spending: find the business tax inside a shop price in Taiwan (5 %, already
 * included in the label price: 5 coins for every 100), compute it in simple cases (105 = 100 + 5,
 * 210 = 200 + 10), read the total on a receipt (發票), and say where the tax goes (to the government, for
 * things everyone shares).
 * Benchmark, in words: the grade-8 Spending statements on how sales taxes add to the cost of what you buy and
 * on reading a receipt. Builds on M73 (Mei's question about the 5 in a 105-coin price). Lead: Jay.
 * Numbers: Jay has 105 coins (his 100-coin allowance from Friday, cast sheet, plus 5 coins he saved). On Money
 * Islands a box of sky cookies costs 105 coins (the island's own price, tax included) → 105 = 100 + 5, tax 5;
 * he pays 105, 105 − 105 = 0 left. Brush pens 210 (island price) → 210 = 200 + 10, tax 10.
 * Quiz: q1 crayons 210 → 200 + 10, tax 10 (distractors 20: 10 for every 100; 0: "tax is added later"; 210: all);
 * q2 pencil case 105 → pays 105; q3 105 = 100 + 5 ✓, 210 = 200 + 10 ✓, 110 = 100 + 10 ✗ (that is 10 for
 * every 100), 420 = 400 + 20 ✓; q4 book 105 → 5 of tax goes to the government; q5 kite 315 = 300 + 15, tax 15
 * already inside, so Jay does not need 315 + 15 = 330.
 * Facts:
 * - Business tax (營業稅) in Taiwan is 5 % on most sales and is already inside a shop's price (story, terms,
 *   q1–q3, q5) — Value-added and Non-value-added Business Tax Act arts. 10 and 32
 *   (加值型及非加值型營業稅法第 10、32 條), 2025
 * - A shop in Taiwan gives a uniform invoice (統一發票) when it sells, and most shops give an e-invoice
 *   (電子發票) that can be saved to a carrier (載具); a receipt is proof of what you bought, when and for how
 *   much (story, terms, frame 2) — Value-added and Non-value-added Business Tax Act art. 32
 *   (加值型及非加值型營業稅法第 32 條), 2025
 * - Taxes pay for things people share: roads, schools, parks, libraries, police and fire services (story,
 *   q4) —
 *   the central government's general budget (中央政府總預算), which lists spending on education, transport,
 *   police and fire services — Directorate-General of Budget, Accounting and Statistics, 2025
 */
const body = {
  id: 'M76',
  format: 'adventure',
  storyIntro: [
    {
      en: 'On the fourth day, the class visits the Sky Market. Jay finds a box of sky cookies to share with his family. On Money Islands, the label says 105 coins. Jay has exactly 105 coins: his 100-coin allowance from Friday, plus 5 coins he saved.',
      'zh-TW':
        '第四天，全班來到天空市集。阿哲看到一盒天空餅乾，想帶回家跟家人一起吃。在理財冒險島上，標價是 NT$105。阿哲身上剛好有 NT$105：星期五拿到的 NT$100 零用錢，加上他存下來的 NT$5。',
    },
    {
      en: 'Jay stops. "Wait. Mei said there is tax in prices. Will they add more tax at the till? Then I cannot pay." He almost puts the box back. Then he takes a breath and asks the clerk instead.',
      'zh-TW':
        '阿哲停了下來：「等等，小美說過價錢裡有稅。結帳的時候，會不會再多加稅？那我就不夠錢了。」他差點把餅乾放回架上。後來他深呼吸一口氣，決定直接問店員。',
    },
    {
      en: '"In Taiwan, the business tax is already inside the price on the label," the clerk says. "You pay 105 coins, no more." Jay pays. The clerk prints his receipt. Most shops give an e-receipt, which a grown-up can save on a phone. The receipt shows what he bought, when, and the total: 105 coins.',
      'zh-TW':
        '店員說：「在台灣，營業稅已經包含在標價裡了，你付 NT$105 就好，不會再加。」阿哲付了錢，店員印出發票給他。現在大多數的店都開電子發票，大人可以把它存進手機的載具。發票上寫著他買了什麼、什麼時候買的，還有總金額：NT$105。',
    },
    {
      en: 'Ms. Chen shows Jay how to find the tax. "Business tax is 5 coins for every 100 coins. So 105 = 100 + 5. The cookies are 100, and the tax is 5." Jay looks at a set of brush pens for 210 coins. "Then 210 = 200 + 10. That is 10 coins of tax!"',
      'zh-TW':
        '陳老師教阿哲怎麼找出稅：「營業稅是每 NT$100 加 NT$5。所以 105 = 100 + 5，餅乾本身是 NT$100，稅是 NT$5。」阿哲看著一組 NT$210 的軟頭彩色筆，說：「那 210 = 200 + 10，稅就是 NT$10！」',
    },
    {
      en: '"And where do my 5 coins go?" Jay asks. "The shop passes them to the government," says Ms. Chen. "They help pay for the sky bridge, the school and the park." Jay grins and shares a cookie with Mei. Pip squawks, "Look inside the price, and you will find the tax!"',
      'zh-TW':
        '阿哲問：「那我的 NT$5 跑去哪裡了？」陳老師說：「店家會把它交給政府，用來幫忙支付天空橋、學校和公園。」阿哲笑了，分一塊餅乾給小美。皮皮叫著：「嘎！往價錢裡面看，就找得到稅！」',
    },
  ],
  definitions: [
    {
      term: { en: 'label price', 'zh-TW': '標價' },
      definition: {
        en: 'The price written on the tag or the shelf.',
        'zh-TW': '寫在價格標籤或貨架上的價錢。',
      },
      example: {
        en: 'The label price of the cookies is 105 coins.',
        'zh-TW': '這盒餅乾的標價是 NT$105。',
      },
    },
    {
      term: { en: 'tax included', 'zh-TW': '含稅' },
      definition: {
        en: 'The tax is already inside the price, so you pay the label price and no more.',
        'zh-TW': '稅已經算在價錢裡面，照標價付錢就好，不會再多加。',
      },
      example: {
        en: 'The cookies cost 105 coins, tax included. Jay pays 105 coins.',
        'zh-TW': '餅乾含稅 NT$105，阿哲就付 NT$105。',
      },
    },
    {
      term: { en: 'business tax', 'zh-TW': '營業稅' },
      definition: {
        en: 'A tax on what shops sell. In Taiwan, it is 5 % on most sales: 5 coins for every 100.',
        'zh-TW': '店家賣東西要繳的稅。在台灣，大部分買賣的營業稅是 5%：每 NT$100 有 NT$5。',
      },
      example: {
        en: 'In the 105-coin price, the business tax is 5 coins: 105 = 100 + 5.',
        'zh-TW': 'NT$105 的價錢裡，營業稅是 NT$5：105 = 100 + 5。',
      },
    },
    {
      term: { en: 'receipt', 'zh-TW': '發票' },
      definition: {
        en: 'A paper or an e-receipt from the shop that shows what you bought, when, and for how much.',
        'zh-TW': '店家開給你的紙本或電子憑證，上面有你買了什麼、什麼時候買、花了多少錢。',
      },
      example: {
        en: "Jay's receipt shows one box of cookies and a total of 105 coins.",
        'zh-TW': '阿哲的發票上寫著一盒餅乾，總金額 NT$105。',
      },
    },
    {
      term: { en: 'total', 'zh-TW': '總金額' },
      definition: {
        en: 'The whole amount you pay, added up.',
        'zh-TW': '全部加起來要付的錢。',
      },
      example: {
        en: 'The total on the receipt is 105 coins, and the tax is inside it.',
        'zh-TW': '發票上的總金額是 NT$105，稅已經包含在裡面。',
      },
    },
  ],
  examples: [
    {
      en: 'A drawing pad costs 105 coins at a sky shop. 105 = 100 + 5, so 5 coins are tax.',
      'zh-TW': '天空島的商店裡，一本畫畫本要 NT$105。105 = 100 + 5，所以有 NT$5 是稅。',
    },
    {
      en: 'A set of brush pens costs 210 coins. 210 = 200 + 10, so 10 coins are tax.',
      'zh-TW': '一組軟頭彩色筆要 NT$210。210 = 200 + 10，所以有 NT$10 是稅。',
    },
    {
      en: 'At the till, you pay the label price. The tax is not added again.',
      'zh-TW': '結帳時照標價付錢就好，稅不會再另外加上去。',
    },
    {
      en: 'Keep your receipt. It is proof of what you bought, when, and for how much.',
      'zh-TW': '把發票留好。它可以證明你買了什麼、什麼時候買、花了多少錢。',
    },
  ],
  sentenceBuilder: {
    frames: [
      {
        id: 'tax-inside',
        text: {
          en: 'A price of 105 coins is 100 coins for the cookies plus 5 coins of business ______. The tax is already ______ the price.',
          'zh-TW': 'NT$105 的價錢，是餅乾 NT$100 加上 NT$5 的營業______。這筆稅已經______標價裡了。',
        },
        wordPool: {
          en: ['tax', 'change', 'inside', 'in', 'outside'],
          'zh-TW': ['稅', '零錢', '包含在', '算在', '不算在'],
        },
        accepts: {
          en: [['tax'], ['inside', 'in']],
          'zh-TW': [['稅'], ['包含在', '算在']],
        },
        hints: [
          {
            en: 'What did the clerk tell Jay about the label price?',
            'zh-TW': '店員怎麼跟阿哲說標價的事？',
          },
          {
            en: 'Change is money you get back, not part of the price. And in Taiwan the tax is not left outside the label price.',
            'zh-TW': '零錢是找回來的錢，不是價錢的一部分；在台灣，稅也不是另外算在標價外面。',
          },
          {
            en: 'The answer is "tax" and "inside": 105 = 100 + 5, and the 5 coins of business tax are already inside the price.',
            'zh-TW': '答案是「稅」和「包含在」：105 = 100 + 5，NT$5 的營業稅已經包含在標價裡了。',
          },
        ],
      },
      {
        id: 'read-the-receipt',
        text: {
          en: 'After I pay, the shop gives me a ______. It shows what I bought, when, and the ______ I paid.',
          'zh-TW': '付完錢，店家會給我一張______，上面有我買了什麼、什麼時候買，還有我付的______。',
        },
        wordPool: {
          en: ['receipt', 'coupon', 'total', 'amount', 'discount'],
          'zh-TW': ['發票', '優惠券', '總金額', '金額', '折扣'],
        },
        accepts: {
          en: [['receipt'], ['total', 'amount']],
          'zh-TW': [['發票'], ['總金額', '金額']],
        },
        hints: [
          {
            en: 'What did the clerk print for Jay?',
            'zh-TW': '店員印了什麼給阿哲？',
          },
          {
            en: 'A coupon gives money off next time. A discount is money taken off, not the amount you paid.',
            'zh-TW': '優惠券是下次可以便宜一點的券；折扣是少算的錢，不是你付的錢。',
          },
          {
            en: 'The answer is "receipt" and "total": the receipt shows what you bought, when, and the total you paid.',
            'zh-TW': '答案是「發票」和「總金額」：發票上有買了什麼、什麼時候買，還有付的總金額。',
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
        en: 'In Taiwan, a box of crayons costs 210 coins, tax included. How much of that price is business tax?',
        'zh-TW': '在台灣，一盒蠟筆含稅 NT$210。這個價錢裡，營業稅是多少？',
      },
      options: [
        { en: '10 coins', 'zh-TW': 'NT$10' },
        { en: '20 coins', 'zh-TW': 'NT$20' },
        { en: '0 coins', 'zh-TW': 'NT$0' },
        { en: '210 coins', 'zh-TW': 'NT$210' },
      ],
      answer: [0],
      hintCycle: [
        {
          en: 'Business tax is 5 coins for every 100 coins. How many hundreds are in 200?',
          'zh-TW': '營業稅是每 NT$100 有 NT$5。200 裡面有幾個 100？',
        },
        {
          en: '"Tax included" means the tax is inside, so it is not 0. It is not 10 for every 100 either. Try 210 = 200 + ?',
          'zh-TW': '「含稅」表示稅在價錢裡面，所以不是 NT$0；也不是每 NT$100 收 NT$10。算算看 210 = 200 + ？',
        },
        {
          en: 'The answer is 10 coins: 210 = 200 + 10. Two hundreds, 5 coins of tax each.',
          'zh-TW': '答案是 NT$10：210 = 200 + 10。兩個 100，每個 100 有 NT$5 的稅。',
        },
      ],
      why: {
        en: 'The tax is 5 coins for every 100 coins, inside the price. So 210 holds 200 + 10.',
        'zh-TW': '每 NT$100 有 NT$5 的稅，而且包含在價錢裡。所以 NT$210 是 200 + 10。',
      },
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'Leo sees a pencil case labelled 105 coins in a shop in Taiwan. True or false: At the till, he pays 105 coins, because the tax is already inside.',
        'zh-TW': '阿力在台灣的一家店看到一個鉛筆盒，標價 NT$105。對或不對：結帳時他付 NT$105 就好，因為稅已經包含在裡面。',
      },
      answer: true,
      hintCycle: [
        {
          en: 'Remember what the clerk told Jay at the Sky Market.',
          'zh-TW': '想想天空市集的店員跟阿哲說了什麼。',
        },
        {
          en: 'The tax is not added again at the till. It is already part of the label price.',
          'zh-TW': '結帳時不會再加一次稅，稅本來就算在標價裡。',
        },
        {
          en: 'True. In Taiwan, the label price includes the business tax, so Leo pays 105 coins.',
          'zh-TW': '對。在台灣，標價已經含營業稅，所以阿力付 NT$105 就好。',
        },
      ],
      why: {
        en: 'A label price in Taiwan already has the business tax inside. What you see on the label is what you pay.',
        'zh-TW': '在台灣，標價已經包含營業稅。標籤上寫多少，就付多少。',
      },
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Business tax is 5 coins for every 100 coins, inside the price. Which prices are split the right way? Pick all that fit.',
        'zh-TW': '營業稅是每 NT$100 有 NT$5，包含在價錢裡。下面哪些價錢拆得對？選出所有正確的答案。',
      },
      options: [
        { en: '105 = 100 + 5 of tax', 'zh-TW': '105 = 100 + 稅 5' },
        { en: '210 = 200 + 10 of tax', 'zh-TW': '210 = 200 + 稅 10' },
        { en: '110 = 100 + 10 of tax', 'zh-TW': '110 = 100 + 稅 10' },
        { en: '420 = 400 + 20 of tax', 'zh-TW': '420 = 400 + 稅 20' },
      ],
      answer: [0, 1, 3],
      hintCycle: [
        {
          en: 'For each price, count the hundreds. Each hundred has 5 coins of tax.',
          'zh-TW': '每一個價錢，先數有幾個 100，每個 100 有 NT$5 的稅。',
        },
        {
          en: '110 = 100 + 10 would mean 10 coins for every 100. That is twice too much.',
          'zh-TW': '110 = 100 + 10，等於每 NT$100 收 NT$10，多了一倍。',
        },
        {
          en: 'The answer is 105 = 100 + 5, 210 = 200 + 10 and 420 = 400 + 20. Four hundreds give 4 × 5 = 20 of tax.',
          'zh-TW': '答案是 105 = 100 + 5、210 = 200 + 10 和 420 = 400 + 20。四個 100，稅就是 4 × 5 = 20。',
        },
      ],
      why: {
        en: 'Count the hundreds and give each one 5 coins of tax. 110 has 10 of tax for one hundred, which is too much.',
        'zh-TW': '數一數有幾個 100，每個 100 配 NT$5 的稅。110 是一個 100 配 NT$10，太多了。',
      },
    },
    {
      id: 'q4',
      type: 'single',
      question: {
        en: 'An buys a book for 105 coins at a shop on the sky island. Where do the 5 coins of tax go in the end?',
        'zh-TW': '小安在天空島的書店買了一本 NT$105 的書。裡面 NT$5 的稅，最後去了哪裡？',
      },
      options: [
        {
          en: 'The shop owner keeps it as extra profit.',
          'zh-TW': '老闆自己留著，當作多賺的錢。',
        },
        { en: 'It goes back to An as change.', 'zh-TW': '會找回給小安當零錢。' },
        {
          en: 'The shop passes it to the government.',
          'zh-TW': '店家會把這筆稅交給政府。',
        },
        { en: 'It pays for new lights in the shop.', 'zh-TW': '拿來幫店裡裝新的燈。' },
      ],
      answer: [2],
      hintCycle: [
        {
          en: 'Think about what Ms. Chen told Jay about his 5 coins.',
          'zh-TW': '想想陳老師怎麼跟阿哲說他的 NT$5。',
        },
        {
          en: 'Tax is not extra profit for the shop, and it does not come back as change. The shop\'s own lights are the shop\'s cost.',
          'zh-TW': '稅不是店家多賺的錢，也不會找回來；店裡的燈是店家自己的開銷。',
        },
        {
          en: 'The answer is "The shop passes it to the government." Then it helps pay for things like roads and schools.',
          'zh-TW': '答案是「店家會把這筆稅交給政府」，再用來幫忙支付馬路、學校這些東西。',
        },
      ],
      why: {
        en: 'The shop collects the tax inside the price and passes it to the government. It helps pay for things everyone shares.',
        'zh-TW': '店家把價錢裡的稅收起來，再交給政府，用來幫忙支付大家共用的東西。',
      },
    },
    {
      id: 'q5',
      type: 'bool',
      question: {
        en: 'A kite in a shop in Taiwan is labelled 315 coins. True or false: Jay needs to bring 330 coins, because 15 coins of tax are added at the till.',
        'zh-TW': '台灣一家店裡的風箏標價 NT$315。對或不對：阿哲要帶 NT$330，因為結帳時會再加 NT$15 的稅。',
      },
      answer: false,
      hintCycle: [
        {
          en: 'Is the tax inside the label price, or added later?',
          'zh-TW': '稅是包含在標價裡，還是結帳時才加？',
        },
        {
          en: 'The 15 coins of tax are real: 315 = 300 + 15. But they are already inside the 315.',
          'zh-TW': 'NT$15 的稅是真的有：315 = 300 + 15。可是它已經包含在 NT$315 裡了。',
        },
        {
          en: 'False. The tax is already inside the label price, so Jay pays 315 coins, not 330.',
          'zh-TW': '不對。稅已經包含在標價裡，所以阿哲付 NT$315 就好，不是 NT$330。',
        },
      ],
      why: {
        en: 'Adding the tax again would count it twice. In Taiwan, the label price already has it inside.',
        'zh-TW': '再加一次稅，就等於算了兩次。在台灣，標價裡本來就已經含稅。',
      },
    },
  ],
  autoMission: {
    title: { en: 'Find the Tax', 'zh-TW': '找出價錢裡的稅' },
    options: [
      {
        id: 'split-the-price',
        label: { en: 'Split the price', 'zh-TW': '把價錢拆開' },
        instructions: {
          en: 'Drag each price card to its right split. The prices are 105, 210 and 315 coins. The splits are 100 + 5, 200 + 10 and 300 + 15.',
          'zh-TW': '把每張價錢卡拖到正確的拆法：NT$105、NT$210、NT$315；拆法有 100 + 5、200 + 10、300 + 15。',
        },
        controlType: 'drag-validate',
      },
      {
        id: 'receipt-reader',
        label: { en: 'Receipt reader', 'zh-TW': '看懂發票' },
        instructions: {
          en: 'With a grown-up, look at one receipt from a shop. Tick each thing you find: what was bought, the date, and the total.',
          'zh-TW': '和大人一起看一張店家的發票。找到一項就打勾：買了什麼、日期、總金額。',
        },
        controlType: 'checkbox',
      },
      {
        id: 'where-tax-goes',
        label: { en: 'Where my tax goes', 'zh-TW': '我的稅去哪裡' },
        instructions: {
          en: 'Finish the sentence: "When I paid [price] coins for [thing], [tax] coins were tax. It helps pay for [shared place]."',
          'zh-TW': '完成句子：「我花 NT$［價錢］買了［東西］，其中 NT$［稅］是稅，它會幫忙支付［大家共用的地方］。」',
        },
        controlType: 'template-select',
      },
    ],
    completionRule: 'any_one',
  },
} satisfies AdventureBody;

export default body;
