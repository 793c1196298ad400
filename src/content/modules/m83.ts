import type { AdventureBody } from '../schema/module-body';

/**
 * M83 · Global Sky Islands: "What Is an Economy?" / 「什麼是經濟？」.
 * Learning outcome — Grade 4, Earning Income: explain that an economy is all the making, buying, selling and
 * working in a place, and that households, businesses and the government all take part and depend on each
 * other (people earn income by working for businesses and spend it at businesses).
 * Numbers: Mei's allowance is 50 every Monday (cast sheet); on Saturday she buys a bun at Grandma Lin's for
 * 35 (Grandma Lin's price): 50 − 35 = 15 left. Quiz q2 Grandma Lin's pencil 10; q4 a new bike shop hires
 * 4 workers (no sums; a distractor says the government pays them).
 * Facts: none — taxes are named only as "money people and businesses pay to the government" (general); all
 * prices are Grandma Lin's.
 */
const body = {
  id: 'M83',
  format: 'adventure',
  storyIntro: [
    {
      en: 'On Friday, Ms. Chen gives the class a puzzle. "This weekend, look around your town. Who makes things? Who buys, who sells, and who works?" Mei asks, "Why?" Ms. Chen smiles. "You will see."',
      'zh-TW': '星期五，陳老師出了一道謎題：「這個週末，看看你住的小鎮：誰在做東西？誰在買、誰在賣，誰在工作？」小美問：「為什麼？」陳老師笑著說：「你會發現的。」',
    },
    {
      en: 'On Saturday, Mei has 50 coins left from her Monday allowance. At Grandma Lin\'s shop, she buys a bun for 35 coins. 50 − 35 = 15, so 15 coins are left. "Where do your buns come from?" Mei asks. "From the bakery down the street," says Grandma Lin. "The baker pays two helpers to bake them."',
      'zh-TW': '星期六，小美手上還有這週一拿到的 NT$50 零用錢。她在林奶奶的店買了一個 NT$35 的麵包。50 − 35 = 15，還剩 NT$15。小美問：「奶奶，你的麵包是從哪裡來的？」林奶奶說：「街尾的麵包店。老闆請了兩個幫手來烤麵包，付薪水給他們。」',
    },
    {
      en: 'Next, Mei walks past the bike shop. Her mom fixes bikes there, and the shop pays her for her work. Mom spends her pay on food, rent and Mei\'s school things. "So Mom works for a shop, and then we buy from shops," Mei says.',
      'zh-TW': '接著，小美經過腳踏車行。媽媽在那裡修腳踏車，車行付薪水給她。媽媽用薪水買菜、付房租，還買小美的學用品。小美說：「所以媽媽替店家工作，然後我們再跟店家買東西。」',
    },
    {
      en: 'On the way home, workers are fixing the sky bridge. "Who pays them?" Mei asks Dad. "The town government," Dad says. "It uses taxes. People and businesses pay taxes to the government." Mei draws a map with three circles: homes, businesses and the government. She joins them with arrows.',
      'zh-TW': '回家路上，工人正在修天空橋。小美問爸爸：「誰付錢給他們？」爸爸說：「鎮上的政府，用的是稅金。大家和店家都會繳稅給政府。」小美畫了一張圖，上面有三個圈圈：家庭、企業和政府，再用箭頭把它們連起來。',
    },
    {
      en: 'On Monday, Mei shows her map. "Everyone is in it! Even me, with my bun." Pip hops onto the map. "Squawk! Making, buying, selling and working, all together: that is an economy!"',
      'zh-TW': '星期一，小美把圖拿給大家看：「每個人都在裡面！連我買麵包也算。」皮皮跳到圖上：「嘎！製造、買、賣和工作，全部加在一起，就是經濟！」',
    },
  ],
  definitions: [
    {
      term: { en: 'economy', 'zh-TW': '經濟' },
      definition: {
        en: 'All the making, buying, selling and working in a place.',
        'zh-TW': '一個地方所有的製造、買、賣和工作，合起來就是經濟。',
      },
      example: {
        en: 'Mei buying a bun and her mom fixing bikes are both part of the town\'s economy.',
        'zh-TW': '小美買麵包、媽媽修腳踏車，都是小鎮經濟的一部分。',
      },
    },
    {
      term: { en: 'household', 'zh-TW': '家庭' },
      definition: {
        en: 'The people who live together in one home.',
        'zh-TW': '住在同一個家裡的人。',
      },
      example: {
        en: 'Mei\'s household earns pay from work and spends it on food and rent.',
        'zh-TW': '小美家靠工作賺薪水，再用來買菜、付房租。',
      },
    },
    {
      term: { en: 'business', 'zh-TW': '企業' },
      definition: {
        en: 'A shop, a factory or a company that makes or sells things to earn money.',
        'zh-TW': '商店、工廠或公司，靠製造或賣東西來賺錢。',
      },
      example: {
        en: 'The bakery and the bike shop are businesses.',
        'zh-TW': '麵包店和腳踏車行都是企業。',
      },
    },
    {
      term: { en: 'government', 'zh-TW': '政府' },
      definition: {
        en: 'The group that runs a town or a country and pays for things people share.',
        'zh-TW': '管理一個城鎮或國家，並替大家共用的東西出錢的單位。',
      },
      example: {
        en: 'The town government uses taxes to fix the sky bridge.',
        'zh-TW': '鎮上的政府用稅金修天空橋。',
      },
    },
    {
      term: { en: 'goods', 'zh-TW': '商品' },
      definition: {
        en: 'Things you can hold that people make and sell.',
        'zh-TW': '摸得到、由人做出來賣的東西。',
      },
      example: {
        en: 'Buns and bikes are goods.',
        'zh-TW': '麵包和腳踏車都是商品。',
      },
    },
    {
      term: { en: 'services', 'zh-TW': '服務' },
      definition: {
        en: 'Work that people do for others, like fixing or teaching.',
        'zh-TW': '替別人做的工作，像是修理東西或教書。',
      },
      example: {
        en: 'Fixing a bike is a service.',
        'zh-TW': '修腳踏車是一種服務。',
      },
    },
  ],
  examples: [
    {
      en: 'Households work for businesses and earn pay. Then they spend that pay at businesses.',
      'zh-TW': '家庭替企業工作、賺薪水，再拿薪水去企業買東西。',
    },
    {
      en: 'Businesses sell goods and services. They pay workers and buy what they need from other businesses.',
      'zh-TW': '企業賣商品和服務，付薪水給員工，也跟別的企業買需要的東西。',
    },
    {
      en: 'The government gets taxes from people and businesses. It pays for roads, schools and parks that everyone shares.',
      'zh-TW': '政府向大家和企業收稅，用來支付大家共用的道路、學校和公園。',
    },
    {
      en: 'A small buy counts too. When Jay buys a sketchbook, he is part of the economy.',
      'zh-TW': '小小的買賣也算。阿哲買一本素描本，他就是經濟的一份子。',
    },
  ],
  sentenceBuilder: {
    frames: [
      {
        id: 'who-is-who',
        text: {
          en: 'A family that buys food and goes to work is a ______. A bakery that makes and sells bread is a ______.',
          'zh-TW': '買菜、出門工作的一家人，屬於______；做麵包、賣麵包的麵包店，屬於______。',
        },
        wordPool: {
          en: ['business', 'government', 'household'],
          'zh-TW': ['企業', '政府', '家庭'],
        },
        accepts: {
          en: [['household'], ['business']],
          'zh-TW': [['家庭'], ['企業']],
        },
        hints: [
          {
            en: 'Look at Mei\'s map: homes, businesses and the government.',
            'zh-TW': '看看小美的圖：家庭、企業和政府。',
          },
          {
            en: 'A family goes to work, but it is not a business. A bakery sells bread. It does not run the town.',
            'zh-TW': '一家人雖然會出門工作，但他們不是企業；麵包店賣麵包，不管理城鎮，所以也不是政府。',
          },
          {
            en: 'The answer is "household" and "business". The family is a household. The bakery is a business.',
            'zh-TW': '答案是「家庭」和「企業」：一家人屬於家庭，麵包店屬於企業。',
          },
        ],
      },
      {
        id: 'what-is-economy',
        text: {
          en: 'The ______ uses taxes to pay the road workers. All the making, buying, selling and work in a town is its ______.',
          'zh-TW': '______用稅金付錢給修路的工人。一個地方所有的製造、買、賣和工作，合起來就是它的______。',
        },
        wordPool: {
          en: ['business', 'economy', 'budget', 'government'],
          'zh-TW': ['企業', '經濟', '預算', '政府'],
        },
        accepts: {
          en: [['government'], ['economy']],
          'zh-TW': [['政府'], ['經濟']],
        },
        hints: [
          {
            en: 'Who paid the workers on the sky bridge?',
            'zh-TW': '誰付錢給修天空橋的工人？',
          },
          {
            en: 'A shop does not get taxes. A budget is just a plan for money. It is not all the making, buying and selling.',
            'zh-TW': '企業不收稅；預算只是用錢的計畫，經濟才是所有的製造、買、賣和工作。',
          },
          {
            en: 'The answer is "government" and "economy". The government pays road workers with taxes. All of it together is the economy.',
            'zh-TW': '答案是「政府」和「經濟」：政府用稅金付錢給修路工人，全部合起來就是經濟。',
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
        en: 'Mr. Hsu bakes bread at a bakery, and the bakery pays him. What is his part in the economy?',
        'zh-TW': '許叔叔在麵包店烤麵包，麵包店付他薪水。他在經濟裡扮演什麼角色？',
      },
      options: [
        { en: 'None, because he does not own a shop', 'zh-TW': '沒有角色，因為店不是他開的' },
        { en: 'He is the government, since the whole town eats his bread', 'zh-TW': '他是政府，因為全鎮的人都吃他做的麵包' },
        { en: 'None until he spends his pay at a shop', 'zh-TW': '要等他去商店花薪水，才算有角色' },
        { en: 'He works for a business and earns income', 'zh-TW': '他替麵包店工作，賺取自己的收入' },
      ],
      answer: [3],
      hintCycle: [
        {
          en: 'Think about Mei\'s mom at the bike shop.',
          'zh-TW': '想想小美的媽媽在腳踏車行的工作。',
        },
        {
          en: 'You do not need to own a shop to take part, and working already counts before any spending. Feeding people does not make him the government.',
          'zh-TW': '不用自己開店也能參與經濟；工作本身就算數，不必等到花錢；做麵包給大家吃，也不會讓他變成政府。',
        },
        {
          en: 'The answer is "He works for a business and earns income." Working for a business is one way a household takes part in the economy.',
          'zh-TW': '答案是「他替麵包店工作，賺取自己的收入」。替企業工作，就是家庭參與經濟的一種方式。',
        },
      ],
      why: {
        en: 'An economy includes working as well as buying and selling. Mr. Hsu gives his work and earns income.',
        'zh-TW': '經濟不只有買和賣，工作也是其中一部分。許叔叔付出工作，也賺到收入。',
      },
    },
    {
      id: 'q2',
      type: 'multi',
      question: {
        en: 'Which sentences about an economy are true? Pick all that fit.',
        'zh-TW': '下面哪些關於經濟的說法是對的？選出所有正確的答案。',
      },
      options: [
        { en: 'Mei buying a 10-coin pencil at Grandma Lin\'s shop is part of the economy.', 'zh-TW': '小美在林奶奶的店買一枝 NT$10 的鉛筆，也是經濟的一部分。' },
        { en: 'An economy is made only of big companies and factories.', 'zh-TW': '經濟只包括大公司和大工廠。' },
        { en: 'The government takes part: it pays for things like roads.', 'zh-TW': '政府也參與經濟，例如出錢修路。' },
        { en: 'A household can earn money as well as spend it.', 'zh-TW': '家庭除了花錢，也能賺錢。' },
        { en: 'An economy is just the coins and notes that people have.', 'zh-TW': '經濟就是大家身上有的硬幣和鈔票。' },
      ],
      answer: [0, 2, 3],
      hintCycle: [
        {
          en: 'Remember the three circles on Mei\'s map.',
          'zh-TW': '想想小美圖上的三個圈圈。',
        },
        {
          en: 'Small buys count, not only big companies. And an economy is not the money itself: it is what people do with work, goods and money.',
          'zh-TW': '小小的買賣也算，不是只有大公司；經濟也不是錢本身，而是大家工作、製造和買賣的這些活動。',
        },
        {
          en: 'The answer is Mei\'s pencil, the government paying for roads, and a household that earns and spends.',
          'zh-TW': '答案是「小美買鉛筆」、「政府出錢修路」和「家庭會賺錢也會花錢」。',
        },
      ],
      why: {
        en: 'Households, businesses and the government all take part. An economy is what people do, not just the money.',
        'zh-TW': '家庭、企業和政府都參與經濟。經濟是大家做的事，不只是錢而已。',
      },
    },
    {
      id: 'q3',
      type: 'bool',
      question: {
        en: 'True or false: When Grandma Lin buys notebooks from a factory to sell in her shop, her shop is a buyer.',
        'zh-TW': '對或不對：林奶奶向工廠買筆記本，再放到店裡賣。這時候，她的店是買方。',
      },
      answer: true,
      hintCycle: [
        {
          en: 'Who gives money, and who gives the notebooks?',
          'zh-TW': '誰付錢？誰交出筆記本？',
        },
        {
          en: 'A shop is not just a seller. Before it sells the notebooks, it has to buy them.',
          'zh-TW': '商店不是只會賣東西。要先把筆記本買進來，才能賣出去。',
        },
        {
          en: 'True. Grandma Lin\'s shop pays the factory, so here it is the buyer. Later, it sells to children.',
          'zh-TW': '對。林奶奶的店付錢給工廠，這時候它是買方；之後它再把筆記本賣給小朋友。',
        },
      ],
      why: {
        en: 'Businesses buy from other businesses too. That is one way everyone in an economy is joined.',
        'zh-TW': '企業也會跟別的企業買東西，經濟裡的每個人就是這樣連在一起的。',
      },
    },
    {
      id: 'q4',
      type: 'single',
      question: {
        en: 'A new bike shop opens in town and hires 4 workers. What is most likely to happen next?',
        'zh-TW': '鎮上開了一家新的腳踏車行，請了 4 個員工。接下來最可能發生什麼事？',
      },
      options: [
        { en: 'The workers earn pay and spend some at nearby shops.', 'zh-TW': '員工賺到薪水，拿一些去附近的店買東西。' },
        { en: 'Only the bike shop gains; the rest of the town is not touched.', 'zh-TW': '只有腳踏車行得到好處，鎮上其他人完全沒有關係。' },
        { en: 'Nearby shops sell less, since workers stop buying.', 'zh-TW': '附近的店生意變差，因為員工不再買東西。' },
        { en: 'The town government pays the 4 workers.', 'zh-TW': '鎮上的政府替這 4 個員工付薪水。' },
      ],
      answer: [0],
      hintCycle: [
        {
          en: 'What does Mei\'s mom do with her pay from the bike shop?',
          'zh-TW': '小美的媽媽拿到車行的薪水後，會做什麼？',
        },
        {
          en: 'In an economy, one business does not stand alone. People with new pay buy more, not less. The shop pays its own workers, not the government.',
          'zh-TW': '在經濟裡，一家店不是孤零零的；有了新薪水的人會多買東西，不會少買；員工的薪水由車行自己付，不是政府付。',
        },
        {
          en: 'The answer is "The workers earn pay and spend some at nearby shops." One business helps other businesses through the people it pays.',
          'zh-TW': '答案是「員工賺到薪水，拿一些去附近的店買東西」。一家店付出的薪水，會透過員工幫到別的店。',
        },
      ],
      why: {
        en: 'Homes and businesses are joined: pay from one business is spent at others.',
        'zh-TW': '家庭和企業是連在一起的：一家店付的薪水，會花到別家店去。',
      },
    },
    {
      id: 'q5',
      type: 'bool',
      question: {
        en: 'True or false: The government is not part of the economy, because it does not buy or pay for anything.',
        'zh-TW': '對或不對：政府不買東西，也不付錢給別人，所以不算經濟的一部分。',
      },
      answer: false,
      hintCycle: [
        {
          en: 'Who paid the workers fixing the sky bridge?',
          'zh-TW': '誰付錢給修天空橋的工人？',
        },
        {
          en: 'The government does buy and pay. It collects taxes and pays for roads, schools and the people who work on them.',
          'zh-TW': '政府其實會買東西、付錢：它收稅，再支付道路、學校和在那裡工作的人。',
        },
        {
          en: 'False. The government collects taxes and pays for things people share, like fixing the sky bridge. So it is part of the economy.',
          'zh-TW': '不對。政府收稅，再替大家共用的東西付錢，像是修天空橋，所以它也是經濟的一部分。',
        },
      ],
      why: {
        en: 'Households, businesses and the government all take part in an economy. The government pays for roads, schools and parks.',
        'zh-TW': '家庭、企業和政府都參與經濟。政府會出錢蓋道路、學校和公園。',
      },
    },
  ],
} satisfies AdventureBody;

export default body;
