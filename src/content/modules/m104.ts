import type { ClassicBody } from '../schema/module-body';

/**
 * M104 · World Trade Port: "The Journey of a T-Shirt" / 「一件T恤的旅程」.
 * Learning outcome (Grade 8, Spending): explain that a product's materials and work come from many places
 * (a supply chain: farm, mill, sewing, shipping, shop) and that each step adds cost to the price a buyer pays.
 * Benchmark, in words: the grade-8 Spending statement that the price of a good reflects what it costs to
 * make and bring it to the buyer, so buyers can judge a price; here the child follows those costs step by step.
 * Numbers: all the island's own, said so in the story ("to keep the maths easy"). A plain T-shirt at a port
 * shop costs 200 coins. Journey board: cotton 20 + cloth (spin and weave) 30 + cutting and sewing 60 + ship
 * and truck 20 + the shop (rent, helpers, a little kept) 70 = 200. Jay's allowance is 100 every Friday (cast
 * sheet). Jay has saved 120 on Monday; Friday 120 + 100 = 220; Sunday 220 − 200 = 20 left.
 * Quiz: q1 a cap at 150 coins whose cloth cost 20 (no sum needed); q2 a backpack brought by ship (no
 * numbers; false: shipping's cost is part of the price); q4 a mug: clay 10 + making 30 + shipping 20 + shop 40 = 100.
 * No country, brand or real price is named; the three countries are "one country", "a second", "a third".
 * Facts: none — every price and step cost is the island's own; no real-world figure is used.
 */
const body = {
  id: 'M104',
  format: 'classic',
  scenarios: [
    {
      id: 'jays-white-t-shirt',
      title: {
        en: 'Why Does a Plain T-Shirt Cost 200?',
        'zh-TW': '一件素色T恤，為什麼要 NT$200？',
      },
      description: {
        en: 'Jay thinks a plain T-shirt is just a bit of cotton. Then the class follows its journey.',
        'zh-TW': '阿哲覺得素色T恤不過是一點棉花，直到全班跟著它走了一趟旅程。',
      },
      context: {
        en:
          'On Monday, Jay sees a plain white T-shirt in a port shop. He wants to draw on it. ' +
          'The tag says 200 coins, and Jay has saved 120. ' +
          '"Two hundred? It is just a bit of cotton!" he says. ' +
          '"Let\'s follow its journey," says Ms. Chen. ' +
          'At the docks, a dock worker shows the class a journey board. Its numbers are the island\'s own, to keep the maths easy. ' +
          'In one country, a farmer grows the cotton: 20 coins. ' +
          'In a second country, a mill spins it and weaves cloth: 30 coins. ' +
          'In a third, workers cut and sew the shirt: 60 coins. ' +
          'A ship and a truck carry it here: 20 coins. ' +
          'The shop pays its rent and helpers and keeps a little: 70 coins. ' +
          'Mei adds it up. 20 + 30 + 60 + 20 + 70 = 200. ' +
          '"Squawk! That is a supply chain," says Pip. "Many people, many places, one shirt!" ' +
          '"So the 200 coins pay all of those people," Jay says. He decides to wait. ' +
          'On Friday, he gets his 100 coins. 120 + 100 = 220. ' +
          'On Sunday, he buys the shirt. 220 − 200 = 20 coins are left. He draws a tiny ship on the front.',
        'zh-TW':
          '星期一，阿哲在港口的一家店裡，看到一件白色的素色T恤。他好想在上面畫畫。' +
          '標價是 NT$200，阿哲只存了 NT$120。' +
          '他說：「要 200 元？不過就是一點棉花嘛！」' +
          '陳老師笑著說：「我們來跟著它走一趟旅程吧。」' +
          '到了碼頭，一位工作人員拿出一張「旅程看板」。看板上的數字是島上自己的，這樣比較好算。' +
          '在一個國家，農夫種出棉花：NT$20。' +
          '在第二個國家，工廠把棉花紡成紗、織成布：NT$30。' +
          '在第三個國家，工人把布裁好、縫成T恤：NT$60。' +
          '船和貨車把它載到這裡：NT$20。' +
          '商店要付店租和店員薪水，自己也留一點：NT$70。' +
          '小美算了算：20 + 30 + 60 + 20 + 70 = 200。' +
          '皮皮叫著：「嘎！這就是供應鏈！很多人、很多地方，才做出一件T恤！」' +
          '阿哲說：「原來這 NT$200，是付給這麼多人的。」他決定先等一等。' +
          '星期五，他拿到 NT$100 零用錢：120 + 100 = 220。' +
          '星期天，他買下那件T恤：220 − 200 = 20，還剩 NT$20。他在T恤正面畫了一艘小小的船。',
      },
      thinkingPrompts: [
        {
          en: 'Why do you think cutting and sewing cost more than the cotton?',
          'zh-TW': '你覺得為什麼裁布、縫衣服的成本，比棉花還高？',
        },
        {
          en: 'What if shipping cost more one year? What might happen to the price of the shirt?',
          'zh-TW': '如果有一年運送的費用變高了，T恤的價錢可能會怎麼樣？',
        },
        {
          en: 'Jay said the 200 coins pay many people. How might that change how he sees the price?',
          'zh-TW': '阿哲說這 NT$200 是付給很多人的。這樣想，他看待價錢的感覺會有什麼不同？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'supply-chain',
      term: { en: 'supply chain', 'zh-TW': '供應鏈' },
      definition: {
        en: 'All the steps and people that bring a product from where it starts to the shop.',
        'zh-TW': '把一樣商品從最開始一路送到商店的所有步驟和人。',
      },
      example: {
        en: "The T-shirt's supply chain goes from a cotton farm to a mill, to sewing, to a ship, to the shop.",
        'zh-TW': 'T恤的供應鏈，從棉花田到工廠，再到縫製、上船，最後到商店。',
      },
    },
    {
      id: 'raw-material',
      term: { en: 'raw material', 'zh-TW': '原料' },
      definition: {
        en: 'What a thing is made from, before anyone works on it.',
        'zh-TW': '東西還沒加工以前，用來做它的材料。',
      },
      example: {
        en: 'Cotton is the raw material of the T-shirt. It cost 20 coins.',
        'zh-TW': '棉花是T恤的原料，成本是 NT$20。',
      },
    },
    {
      id: 'factory',
      term: { en: 'factory', 'zh-TW': '工廠' },
      definition: {
        en: 'A place where people and machines make things.',
        'zh-TW': '人和機器一起做東西的地方。',
      },
      example: {
        en: 'In one factory, workers cut and sew the cloth into a shirt.',
        'zh-TW': '在一家工廠裡，工人把布裁好、縫成T恤。',
      },
    },
    {
      id: 'shipping',
      term: { en: 'shipping', 'zh-TW': '運送' },
      definition: {
        en: 'Moving goods from one place to another, by ship, plane or truck.',
        'zh-TW': '用船、飛機或貨車，把貨物從一個地方載到另一個地方。',
      },
      example: {
        en: "Shipping the shirt to the port added 20 coins to its cost.",
        'zh-TW': '把T恤運到港口，成本多了 NT$20。',
      },
    },
    {
      id: 'cost',
      term: { en: 'cost', 'zh-TW': '成本' },
      definition: {
        en: 'The money it takes to make something or do a step.',
        'zh-TW': '做出一樣東西、或完成一個步驟所要花的錢。',
      },
      example: {
        en: 'Each step adds cost: 20 + 30 + 60 + 20 + 70 = 200 coins.',
        'zh-TW': '每一步都會加上成本：20 + 30 + 60 + 20 + 70 = 200，一共 NT$200。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'a-supply-chain-is',
      stem: {
        en: 'A supply chain is…',
        'zh-TW': '供應鏈就是……',
      },
      examples: [
        {
          en: 'A supply chain is all the steps and people that bring a product to the shop, like farm, mill, sewing, ship and shop.',
          'zh-TW': '供應鏈就是把商品送到商店的所有步驟和人，像是棉花田、工廠、縫製、上船和商店。',
        },
      ],
    },
    {
      id: 'each-step-adds-cost',
      stem: {
        en: 'Each step adds cost because…',
        'zh-TW': '每一步都會增加成本，因為……',
      },
      examples: [
        {
          en: 'Each step adds cost because people do work and use machines, and they need to be paid.',
          'zh-TW': '每一步都會增加成本，因為有人在工作、要用機器，這些都要付錢。',
        },
      ],
    },
    {
      id: 'something-that-travelled',
      stem: {
        en: 'Something I use that may have a long supply chain is…',
        'zh-TW': '我用的東西裡，可能有很長供應鏈的是……',
      },
      examples: [
        {
          en: 'Something I use that may have a long supply chain is my backpack. Its cloth, zip and sewing may come from different places.',
          'zh-TW': '我用的東西裡，可能有很長供應鏈的是我的書包。它的布、拉鍊和縫製，可能來自不同的地方。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: 'On Money Islands, a cap costs 150 coins in a shop. The cloth in it cost only 20 coins. Why is the price so much higher?',
        'zh-TW': '在理財冒險島上，一頂帽子在店裡賣 NT$150，可是帽子用的布只要 NT$20。為什麼售價高這麼多？',
      },
      options: [
        {
          en: 'The shop picks any number; costs do not matter.',
          'zh-TW': '商店隨便訂一個數字，成本根本不重要。',
        },
        {
          en: 'Sewing, shipping and the shop each add their own cost.',
          'zh-TW': '縫製、運送和商店，每一步都各自加上了成本。',
        },
        {
          en: 'Only the cloth costs money, and sewing and shipping are free.',
          'zh-TW': '只有布要花錢，縫製和運送都是免費的。',
        },
        {
          en: 'The farmer who grew the cotton gets almost all 150 coins.',
          'zh-TW': '種棉花的農夫，幾乎拿走了全部的 NT$150。',
        },
      ],
      correctAnswer: 1,
      feedback: {
        en: 'After the cloth, more people work on the cap: sewing, shipping, the shop. Each step adds cost. The work is not free, and the farmer gets only part of the price.',
        'zh-TW': '布做好以後，還有很多人接著做：縫製、運送、商店，每一步都會增加成本。這些工作不是免費的，農夫也只拿到價錢的一部分。',
      },
      hintCycle: [
        {
          en: 'Think of the journey board. What happened after the cotton?',
          'zh-TW': '想想那張旅程看板：棉花之後，還發生了什麼？',
        },
        {
          en: 'Some think only the material costs money, or that prices are just made up. But each worker and each ship must be paid.',
          'zh-TW': '有人以為只有材料要花錢，或是價錢都是隨便訂的。可是每個工人、每一艘船，都要付錢。',
        },
        {
          en: 'The answer: sewing, shipping and the shop each add their own cost. That is the supply chain at work.',
          'zh-TW': '答案是：縫製、運送和商店，每一步都加上了成本。這就是供應鏈。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: "True or false: Mei's new backpack came from far away by ship. The ship did not make the backpack, so the cost of shipping is not part of its price.",
        'zh-TW': '是非題：小美的新書包是從很遠的地方用船載來的。船沒有做書包，所以運送的費用不算在書包的價錢裡。',
      },
      correctAnswer: false,
      feedback: {
        en: 'False. Moving goods costs money: the ship, its fuel and its crew. The ship did not make the backpack, but like the 20 coins for the T-shirt, shipping is part of the price.',
        'zh-TW': '錯。運送貨物要花錢，船、燃料和船員都有成本。船雖然沒有做書包，但就像T恤的運費 NT$20，運送的費用也算在價錢裡。',
      },
      hintCycle: [
        {
          en: 'Look at the journey board again. Was there a cost for the ship and the truck?',
          'zh-TW': '再看一次旅程看板：船和貨車有沒有成本？',
        },
        {
          en: 'Some think only making a thing adds cost. Carrying it is work too, and it must be paid for.',
          'zh-TW': '有人以為只有「做東西」才有成本。其實把東西載過來也是工作，也要付錢。',
        },
        {
          en: 'The answer is false. Shipping is a step in the supply chain, and its cost is part of the price.',
          'zh-TW': '答案是「錯」。運送是供應鏈的一個步驟，它的費用也算在價錢裡。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: "Which of these are true about a T-shirt's journey? Pick all that are right.",
        'zh-TW': '關於一件T恤的旅程，下面哪些說法是對的？（可以選好幾個）',
      },
      options: [
        {
          en: 'Many people in different places work on one shirt.',
          'zh-TW': '一件T恤，是很多不同地方的人一起完成的。',
        },
        {
          en: 'The price in the shop is just the cost of the cotton.',
          'zh-TW': '店裡的價錢，就等於棉花的成本。',
        },
        {
          en: 'Each step, from the farm to the shop, adds some cost.',
          'zh-TW': '從棉花田到商店，每一步都會增加一些成本。',
        },
        {
          en: 'Moving the shirt by ship and truck costs money too.',
          'zh-TW': '用船和貨車載運T恤，也要花錢。',
        },
        {
          en: 'A shirt made in many countries is worse than one made in one place.',
          'zh-TW': '經過很多國家做成的T恤，品質會比在同一個地方做的差。',
        },
      ],
      correctAnswer: [0, 2, 3],
      feedback: {
        en: 'Many people in many places work on one shirt, and each step, shipping too, adds cost. The price is more than the cotton. Where the steps happen does not make a shirt worse.',
        'zh-TW': '一件T恤經過很多地方、很多人的手，每一步（包括運送）都會增加成本，所以價錢不只是棉花的錢。在哪裡做，並不會讓T恤變差。',
      },
      hintCycle: [
        {
          en: 'Think of the five steps on the journey board.',
          'zh-TW': '想想旅程看板上的五個步驟。',
        },
        {
          en: 'Some think the price is only the material. Others think many countries means lower quality. Neither fits the board.',
          'zh-TW': '有人以為價錢只是材料的錢，也有人以為經過很多國家品質就比較差。這兩種想法都跟看板對不上。',
        },
        {
          en: 'The answers: many people in different places work on it; each step adds cost; shipping costs money too.',
          'zh-TW': '答案是：很多不同地方的人一起完成；每一步都會增加成本；運送也要花錢。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: "On Money Islands, a mug's journey costs: clay 10 coins, making it 30 coins, shipping 20 coins, and the shop 40 coins. In coins, the mug's price is ______.",
        'zh-TW': '在理財冒險島上，一個馬克杯一路上的成本是：黏土 NT$10、做成杯子 NT$30、運送 NT$20、商店 NT$40。這個馬克杯的售價是______。',
      },
      acceptedAnswers: {
        en: ['100', 'one hundred', 'a hundred', '100 coins', 'one hundred coins'],
        'zh-TW': ['100', 'NT$100', '100元', '100 元', '一百', '一百元', '100塊', '一百塊'],
      },
      feedback: {
        en: 'Add every step: 10 + 30 + 20 + 40 = 100 coins. Each step in the supply chain adds its cost to the price.',
        'zh-TW': '把每一步加起來：10 + 30 + 20 + 40 = 100，一共 NT$100。供應鏈的每一步，都會把成本加進價錢裡。',
      },
      hintCycle: [
        {
          en: 'How many steps does the mug have? List their costs.',
          'zh-TW': '馬克杯經過幾個步驟？把每一步的成本列出來。',
        },
        {
          en: 'Do not stop at the clay. Add the making, the shipping and the shop too.',
          'zh-TW': '不要只算黏土，做杯子、運送和商店的成本也要加進去。',
        },
        {
          en: 'The answer is 100. 10 + 30 + 20 + 40 = 100: every step adds cost.',
          'zh-TW': '答案是 100。10 + 30 + 20 + 40 = 100：每一步都會增加成本。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: 'All the steps and people that bring a product from a farm to a shop are called a ______.',
        'zh-TW': '把商品從農場一路送到商店的所有步驟和人，叫做______。',
      },
      acceptedAnswers: {
        en: ['supply chain', 'supply-chain', 'supply chains'],
        'zh-TW': ['供應鏈', '供應鍊'],
      },
      feedback: {
        en: 'It is a supply chain: like links in a chain, each step joins the next, from farm to shop.',
        'zh-TW': '這叫做供應鏈：就像鏈子一環扣一環，從農場到商店，每一步都連著下一步。',
      },
      hintCycle: [
        {
          en: 'What did Pip call the farm, mill, sewing, ship and shop together?',
          'zh-TW': '棉花田、工廠、縫製、上船和商店連在一起，皮皮叫它什麼？',
        },
        {
          en: 'It is not one factory or one ship. It is the whole line of steps, linked like a chain.',
          'zh-TW': '不是一家工廠，也不是一艘船，而是整串連在一起的步驟，像一條鏈子。',
        },
        {
          en: 'The answer is "supply chain": every step and person from farm to shop.',
          'zh-TW': '答案是「供應鏈」：從農場到商店的每一個步驟和每一個人。',
        },
      ],
    },
  ],
  reflection: {
    id: 'my-things-journey',
    question: {
      en: 'Pick one thing you use every day. What steps might it have gone through before it reached you?',
      'zh-TW': '挑一樣你每天都會用的東西。你猜它到你手上之前，經過了哪些步驟？',
    },
    placeholder: {
      en: 'My… may start as… Then… Then it comes to the shop by…',
      'zh-TW': '我的……一開始可能是……，接著……，最後用……送到商店。',
    },
  },
} satisfies ClassicBody;

export default body;
