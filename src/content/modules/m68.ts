import type { ClassicBody } from '../schema/module-body';

/**
 * M68 · Marketplace Island: "Competition Helps Buyers" / 「競爭讓買家得到好處」.
 * Learning outcome (Grade 8, Spending): explain that when sellers compete for the same buyers, buyers often
 * get lower prices, better quality or better service, and that sellers compete fairly by improving what
 * they offer, not by running the other seller down.
 * Benchmark, in words (the area and grade the brief assigns): grade-8 Spending, buyers make choices in a
 * market where sellers compete, and comparing sellers helps buyers get more for their money.
 * Numbers (the running business, brief): the school fair on a Sunday; the friends sell lemonade at 20 a
 * cup, about 6 a cup in supplies, 30 cups; Leo's dad helps. Another class's booth also sells lemonade,
 * first at 20, then at 15 a cup from noon (their own price). Jay asks whether to cut to 15 too; Leo: each
 * cup costs about 6, so about 15 − 6 = 9 would still be left on each. The friends keep 20 and improve
 * service; no one says anything against the other booth. A dad buys 2 cups at the other
 * booth: 2 × 15 = 30 instead of 2 × 20 = 40, 40 − 30 = 10 saved. By three o'clock both booths sell out;
 * the friends sold all 30 cups → 30 × 20 = 600.
 * Quiz: q1 two noodle shops, a free egg; q2 on Money Islands Hill Town has 1 bike shop, River Town 3
 * (false); q3 two winter melon tea stands; q5 on Money Islands winter melon tea at 25 or 20 a cup (the
 * island's own prices), 4 cups → 4 × 25 = 100, 4 × 20 = 80, 100 − 80 = 20 saved.
 * Facts: none — every price is the running business's in the brief or the island's own.
 */
const body = {
  id: 'M68',
  format: 'classic',
  scenarios: [
    {
      id: 'two-lemonade-booths',
      title: {
        en: 'Two Lemonade Booths',
        'zh-TW': '兩個檸檬汁攤位',
      },
      description: {
        en: 'At the school fair, another class sells lemonade too. The friends must choose how to win buyers.',
        'zh-TW': '園遊會上，另一班也在賣檸檬汁。四個好朋友要決定，怎麼讓客人選擇自己的攤位。',
      },
      context: {
        en:
          'On Sunday, the school fair is busy. The friends sell lemonade at 20 coins a cup, and Leo\'s dad helps. ' +
          'Across the path, another class sells lemonade too. "They will take our buyers!" says Mei. ' +
          'At noon, their new sign says, "Now 15 coins a cup!" A line forms there. ' +
          '"Should we cut our price to 15 too?" Jay asks. ' +
          'Leo does the sum. "Each cup costs us about 6 coins. At 15, we would still have about 15 − 6 = 9 left on each." ' +
          '"We could," says An. "Or we could keep 20 and make our booth better." ' +
          'They choose to keep 20 and serve better. ' +
          'An pours, Mei takes the coins, and Jay hands out cups with a smile. They move the jug into the shade, so every cup is cool. ' +
          'Across the path, a dad buys 2 cups: 2 × 15 = 30 coins, not 2 × 20 = 40. He saves 10. ' +
          'A girl comes to the friends. "Your line is quick, and I can pick less sweet!" ' +
          'By three o\'clock, both booths are sold out. The friends sold all 30 cups: 30 × 20 = 600 coins. ' +
          '"Your new price was smart!" Jay tells the other class. "Your fast line was great!" a boy answers. ' +
          'Ms. Chen smiles. "Two booths made both better. The buyers won." ' +
          '"Squawk!" says Pip. "Competition helps buyers!"',
        'zh-TW':
          '星期天的園遊會好熱鬧。四個好朋友的檸檬汁一杯賣 NT$20，阿力的爸爸也來幫忙。' +
          '走道對面，另一班也在賣檸檬汁。小美說：「他們會把我們的客人搶走啦！」' +
          '中午，對面換了新招牌：「現在一杯只要 NT$15！」那邊馬上排起了隊。' +
          '阿哲問：「我們也降到 NT$15 嗎？」' +
          '阿力算了算：「每杯成本大約 NT$6。賣 NT$15 的話，15 − 6 = 9，每杯還剩大約 NT$9。」' +
          '小安說：「可以降價，也可以維持 NT$20，把我們的攤位顧得更好。」' +
          '大家決定維持 NT$20，把服務做得更好。' +
          '小安負責倒檸檬汁，小美負責收錢，阿哲笑咪咪地把杯子遞給客人。他們把水壺移到陰涼的地方，每一杯都涼涼的。' +
          '對面有一位爸爸買了 2 杯：2 × 15 = 30，付 NT$30，不是 2 × 20 = 40，省下 NT$10。' +
          '有個女生跑來說：「你們這邊排隊好快，還可以選少糖！」' +
          '到了下午三點，兩個攤位都賣光了。四個好朋友的 30 杯全部賣完：30 × 20 = 600，收到 NT$600。' +
          '阿哲走到對面說：「你們降價的點子好聰明！」對面班上的一個男生回答：「你們的隊伍好快，好厲害！」' +
          '陳老師笑著說：「兩個攤位互相比，結果兩邊都變得更好，最開心的是客人。」' +
          '皮皮叫著：「嘎！有競爭，買家就得到好處！」',
      },
      thinkingPrompts: [
        {
          en: 'Besides a lower price, what else could a seller do to win buyers? Why might that work?',
          'zh-TW': '除了降價，賣家還可以做什麼，讓買家選擇自己？為什麼這樣會有用？',
        },
        {
          en: 'The other booth was cheaper. Why did some buyers still come to the friends\' booth?',
          'zh-TW': '對面的攤位比較便宜，為什麼還是有客人來四個好朋友的攤位？',
        },
        {
          en: 'What if there had been just one lemonade booth at the fair? How might the buyers\' day have been different?',
          'zh-TW': '如果園遊會上只有一個檸檬汁攤位，客人那天會有什麼不一樣？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'competition',
      term: { en: 'competition', 'zh-TW': '競爭' },
      definition: {
        en: 'When two or more sellers try to win the same buyers.',
        'zh-TW': '兩個以上的賣家，都想讓同一群買家選擇自己。',
      },
      example: {
        en: 'The two lemonade booths at the fair were in competition.',
        'zh-TW': '園遊會上的兩個檸檬汁攤位，彼此在競爭。',
      },
    },
    {
      id: 'competitor',
      term: { en: 'competitor', 'zh-TW': '競爭對手' },
      definition: {
        en: 'Another seller who sells the same kind of thing to the same buyers.',
        'zh-TW': '賣同一類東西、想爭取同一群買家的另一個賣家。',
      },
      example: {
        en: "The other class's booth was the friends' competitor, not their enemy.",
        'zh-TW': '另一班的攤位是四個好朋友的競爭對手，不是敵人。',
      },
    },
    {
      id: 'buyer',
      term: { en: 'buyer', 'zh-TW': '買家' },
      definition: {
        en: 'A person who pays money to get something.',
        'zh-TW': '付錢買東西的人。',
      },
      example: {
        en: 'A buyer with 30 coins could get 2 cups at the other booth: 2 × 15 = 30.',
        'zh-TW': '有 NT$30 的買家，在對面的攤位可以買 2 杯：2 × 15 = 30。',
      },
    },
    {
      id: 'quality',
      term: { en: 'quality', 'zh-TW': '品質' },
      definition: {
        en: 'How good something is.',
        'zh-TW': '東西好不好。',
      },
      example: {
        en: 'Keeping the jug in the shade made every cup cool. That is better quality.',
        'zh-TW': '把水壺放在陰涼的地方，每一杯都涼涼的，品質就更好了。',
      },
    },
    {
      id: 'service',
      term: { en: 'service', 'zh-TW': '服務' },
      definition: {
        en: 'The way a seller helps and treats buyers.',
        'zh-TW': '賣家幫助、對待買家的方式。',
      },
      example: {
        en: 'A quick line and a smile were the friends\' good service.',
        'zh-TW': '排隊很快、面帶笑容，就是四個好朋友的好服務。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'when-two-sellers',
      stem: {
        en: 'When two sellers sell the same thing, buyers can…',
        'zh-TW': '兩個賣家賣同樣的東西，買家就可以……',
      },
      examples: [
        {
          en: 'When two sellers sell the same thing, buyers can compare and pick the lower price or the better service.',
          'zh-TW': '兩個賣家賣同樣的東西，買家就可以比一比，選價格比較低或服務比較好的那一家。',
        },
      ],
    },
    {
      id: 'win-buyers-fairly',
      stem: {
        en: 'A seller can win buyers in a fair way by…',
        'zh-TW': '賣家想用公平的方法爭取買家，可以……',
      },
      examples: [
        {
          en: 'A seller can win buyers in a fair way by making things better, serving faster or lowering the price.',
          'zh-TW': '賣家想用公平的方法爭取買家，可以把東西做得更好、服務更快，或是降低價格。',
        },
        {
          en: 'A seller can win buyers in a fair way by being kind, not by saying mean things about a competitor.',
          'zh-TW': '賣家想用公平的方法爭取買家，可以親切待客，而不是說競爭對手的壞話。',
        },
      ],
    },
    {
      id: 'competition-helps-because',
      stem: {
        en: 'Competition helps buyers because…',
        'zh-TW': '競爭對買家有好處，因為……',
      },
      examples: [
        {
          en: 'Competition helps buyers because each seller tries harder to be picked.',
          'zh-TW': '競爭對買家有好處，因為每個賣家都會更努力，讓買家選擇自己。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: 'Two noodle shops sit side by side. One day, Shop A starts giving a free egg with each bowl. What is a fair way for Shop B to keep its buyers?',
        'zh-TW': '兩家麵店開在隔壁。有一天，A 店開始每碗麵送一顆滷蛋。B 店想留住客人，哪個方法公平又合理？',
      },
      options: [
        {
          en: 'Make its bowls better or a bit cheaper',
          'zh-TW': '把麵做得更好吃，或便宜一點',
        },
        {
          en: 'Raise its price to make up for selling fewer bowls',
          'zh-TW': '漲價，把少賣的那幾碗補回來',
        },
        {
          en: "Tell buyers Shop A's eggs are old, even without knowing",
          'zh-TW': '跟客人說 A 店的蛋不新鮮，雖然根本不知道是不是真的',
        },
        {
          en: 'Do nothing; buyers will come back',
          'zh-TW': '什麼都不做，客人會回來的',
        },
      ],
      correctAnswer: 0,
      feedback: {
        en: 'Making its bowls better or cheaper gives buyers a real reason to stay. A higher price sends more buyers away. Saying untrue things is unfair, and buyers can walk next door.',
        'zh-TW': '把麵做得更好吃或便宜一點，客人才有真正的理由留下來。漲價只會讓更多客人跑掉；說不實的話不公平；客人隨時可以走去隔壁。',
      },
      hintCycle: [
        {
          en: 'Think about what the friends did when the other booth cut its price.',
          'zh-TW': '想一想，對面攤位降價的時候，四個好朋友怎麼做？',
        },
        {
          en: 'Raising the price sends buyers away. Saying untrue things is not fair. And buyers do not stay just because they came before.',
          'zh-TW': '漲價會把客人趕跑；說不實的話不公平；客人也不會因為以前來過，就一直留下來。',
        },
        {
          en: 'The answer: make its bowls better or a bit cheaper. That is how sellers compete fairly.',
          'zh-TW': '答案是：把麵做得更好吃，或便宜一點。這才是公平的競爭。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'True or false: On Money Islands, Hill Town has 1 bike shop, with no other one nearby. River Town has 3 bike shops on one street. The Hill Town shop has more reason to keep its prices low.',
        'zh-TW': '是非題：在理財冒險島上，山丘鎮有 1 家腳踏車行，附近沒有別家；河邊鎮有 3 家腳踏車行，開在同一條街上。山丘鎮那家店，比較有理由把價格壓低。',
      },
      correctAnswer: false,
      feedback: {
        en: 'False. In River Town, a shop with high prices can lose buyers to the 2 shops next to it. In Hill Town, buyers have no other shop nearby, so there is less push to keep prices low.',
        'zh-TW': '錯。在河邊鎮，價格太高的店，客人會跑去旁邊另外 2 家；在山丘鎮，附近沒有別家可以選，把價格壓低的壓力就比較小。',
      },
      hintCycle: [
        {
          en: 'Where can a buyer walk to another shop if the prices are too high?',
          'zh-TW': '價格太高的時候，在哪個鎮，客人可以走去別家？',
        },
        {
          en: 'Some think one shop alone would be cheaper. But a shop lowers prices mostly when buyers could go somewhere else.',
          'zh-TW': '有人以為一家店自己開，價格會比較便宜。其實店家會降價，多半是因為客人可以去別家。',
        },
        {
          en: 'The answer is false. The River Town shops compete, so they have more reason to keep prices low.',
          'zh-TW': '答案是「錯」。河邊鎮的店彼此競爭，所以更有理由把價格壓低。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Two stands at a night market sell the same winter melon tea. What can buyers gain when the stands compete? Pick all that are right.',
        'zh-TW': '夜市裡有兩個攤子，賣一樣的冬瓜茶。兩個攤子互相競爭時，買家可能得到什麼好處？（可以選好幾個）',
      },
      options: [
        {
          en: 'A lower price at one of the stands',
          'zh-TW': '其中一攤的價格比較低',
        },
        {
          en: 'Better quality, like colder, fresher tea',
          'zh-TW': '品質更好，像是更冰、更新鮮的茶',
        },
        {
          en: 'Higher prices, since both stands want more money',
          'zh-TW': '價格變高，因為兩攤都想多賺一點',
        },
        {
          en: 'Faster, friendlier service',
          'zh-TW': '更快、更親切的服務',
        },
        {
          en: 'Fewer choices, since one stand copies the other',
          'zh-TW': '選擇變少，因為一攤會模仿另一攤',
        },
      ],
      correctAnswer: [0, 1, 3],
      feedback: {
        en: 'When stands compete, each one tries to be picked: a lower price, better tea or faster, friendlier service. Higher prices would send buyers to the other stand, and two stands give more choice, not less.',
        'zh-TW': '兩攤互相競爭，每一攤都想被選上，就會有比較低的價格、更好的茶，或更快更親切的服務。漲價只會把客人推到另一攤；有兩攤可以選，選擇是變多，不是變少。',
      },
      hintCycle: [
        {
          en: 'Each stand wants buyers to pick it. What might each one do?',
          'zh-TW': '每一攤都想讓買家選自己，他們可能會怎麼做？',
        },
        {
          en: 'A stand that raises its prices sends buyers next door. Two stands mean more choice, not fewer.',
          'zh-TW': '漲價的攤子，客人會跑去隔壁；有兩攤可以選，選擇只會變多。',
        },
        {
          en: 'The answers: a lower price, better quality, and faster, friendlier service.',
          'zh-TW': '答案是：比較低的價格、更好的品質，和更快、更親切的服務。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'When two or more sellers try to win the same buyers, it is called ______.',
        'zh-TW': '兩個以上的賣家，都想讓同一群買家選擇自己，這就叫做______。',
      },
      acceptedAnswers: {
        en: ['competition', 'competing', 'market competition', 'business competition'],
        'zh-TW': ['競爭', '市場競爭', '商業競爭', '互相競爭'],
      },
      feedback: {
        en: 'It is competition. Sellers in competition try to be picked, and that often helps buyers.',
        'zh-TW': '這叫做競爭。互相競爭的賣家都想被選上，買家常常因此得到好處。',
      },
      hintCycle: [
        {
          en: 'Think of the two lemonade booths at the fair.',
          'zh-TW': '想一想園遊會上的那兩個檸檬汁攤位。',
        },
        {
          en: 'It is not teamwork. The sellers are not working together. Each one wants to be picked.',
          'zh-TW': '不是「合作」，賣家們並沒有一起做事，而是每一家都想被選上。',
        },
        {
          en: 'The answer is "competition": sellers trying to win the same buyers.',
          'zh-TW': '答案是「競爭」：好幾個賣家爭取同一群買家。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: 'On Money Islands, one night market stand sells winter melon tea at 25 coins a cup. A stand nearby sells it at 20 coins a cup. A family buys 4 cups at the cheaper stand. They save ______.',
        'zh-TW': '在理財冒險島的夜市，有一攤冬瓜茶一杯 NT$25，附近另一攤一杯 NT$20。一家人在比較便宜的那攤買了 4 杯，他們省下了______。',
      },
      acceptedAnswers: {
        en: ['20', '20 coins', 'twenty', 'twenty coins'],
        'zh-TW': ['20', 'NT$20', '20元', '20 元', '二十', '二十元', '20塊', '20 塊'],
      },
      feedback: {
        en: '4 × 25 = 100 and 4 × 20 = 80. 100 − 80 = 20 coins saved. The second stand gave buyers a lower price.',
        'zh-TW': '4 × 25 = 100，4 × 20 = 80，100 − 80 = 20，省下 NT$20。附近多了一攤，買家就多了比較便宜的選擇。',
      },
      hintCycle: [
        {
          en: 'Find what 4 cups cost at each stand.',
          'zh-TW': '先算出 4 杯在兩攤各要多少錢。',
        },
        {
          en: 'The difference for one cup is 5 coins, but they buy 4 cups, not 1.',
          'zh-TW': '一杯只差 NT$5，可是他們買的是 4 杯，不是 1 杯喔。',
        },
        {
          en: 'The answer is 20. 100 − 80 = 20 coins saved.',
          'zh-TW': '答案是 20。100 − 80 = 20，省下 NT$20。',
        },
      ],
    },
  ],
  reflection: {
    id: 'two-shops-near-me',
    question: {
      en: 'Think of two shops or stands near you that sell the same kind of thing. What does each one do to win buyers? Which do you pick, and why?',
      'zh-TW': '想一想，你家附近有沒有兩家賣同一類東西的店或攤子？它們各自做了什麼來吸引客人？你會選哪一家？為什麼？',
    },
    placeholder: {
      en: 'One shop… The other shop… I pick… because…',
      'zh-TW': '有一家……，另一家……。我會選……，因為……',
    },
  },
} satisfies ClassicBody;

export default body;
