import type { AdventureBody } from '../schema/module-body';

/**
 * M80 · Global Sky Islands: "Rules That Keep Markets Fair" / 「讓市場公平的規則」.
 * Learning outcome — Grade 8, Spending: explain that market rules (true ads, honest labels and counts, safe
 * food, fair pay, no secret price deals) and the Fair Trade Commission keep markets fair for buyers and
 * honest sellers.
 * Numbers: story: a bag of 10 lemons for 40 coins (the island's own price); Leo counts 8:
 * 10 − 8 = 2 missing; the seller adds 2 (8 + 2 = 10). Leo's supplies stay "about 60" (cast sheet) and are
 * not summed here. Example: the juice stalls' secret deal 40 → 60: 60 − 40 = 20 more a bottle.
 * Safe food, honest labels and fair pay are named only as kinds of rules (general); the lowest pay for an
 * hour of work is the Sky Islands' own rule, with no figure.
 * Quiz: q1 a pack says 6 markers, Jay finds 5: 6 − 5 = 1 missing; q4 three stalls at 40 agree on 60:
 * 60 − 40 = 20 more a bottle.
 * Facts:
 * - The Fair Trade Commission (公平交易委員會) enforces the Fair Trade Act (公平交易法) against unfair
 *   competition, such as false ads (art. 21) — Fair Trade Act, 2025.
 * - The Consumer Protection Act (消費者保護法) protects buyers — Consumer Protection Act, 2025.
 */
const body = {
  id: 'M80',
  format: 'adventure',
  storyIntro: [
    {
      en: 'It is Saturday morning on the Sky Islands. Balloons float over the Sky Market. Leo and his dad are buying lemons for his stand this afternoon. One sign says: "Bag of 10 lemons, 40 coins."',
      'zh-TW':
        '星期六早上，天空群島的空中市集上飄著好多熱氣球。阿力和爸爸來買檸檬，準備下午擺攤用。有個攤位的牌子寫著「一袋 10 顆檸檬，NT$40」。',
    },
    {
      en: 'Leo counts the lemons in one bag. There are only 8. 10 − 8 = 2 lemons are missing! Next door, a drink stall has a big sign: "Fresh fruit juice!" But the small label on the bottle says: water, sugar, fruit flavor. There is no fruit in it.',
      'zh-TW':
        '阿力數了數其中一袋：只有 8 顆。10 − 8 = 2，少了 2 顆！隔壁的飲料攤掛著大大的牌子「新鮮水果汁」，可是瓶子上的小標籤寫著：水、糖、水果香料。裡面根本沒有水果。',
    },
    {
      en: 'Mei is at the market with her mom. "It is just 2 lemons," she says. "Why does it matter?" Leo thinks for a moment. "If I pay for 10 and get 8, I lose. And honest sellers lose too. Buyers stop trusting the whole market."',
      'zh-TW':
        '小美和媽媽也在市集。她問：「才少 2 顆而已，有什麼關係？」阿力想了一下：「我付 10 顆的錢，只拿到 8 顆，我就吃虧了。誠實的老闆也會吃虧，因為大家會不再相信這個市集。」',
    },
    {
      en: 'Leo does not shout. He and Dad go to the market help desk. The helper checks the bags. The seller packed them in a rush, and she says sorry. She adds 2 lemons: 8 + 2 = 10. The helper also asks the drink stall to change its sign, because an ad must tell the truth.',
      'zh-TW':
        '阿力沒有大吵大鬧，而是和爸爸去市集的服務台。服務人員檢查了袋子，原來是老闆太匆忙裝錯了。老闆道歉，補上 2 顆：8 + 2 = 10。服務人員也請飲料攤改掉牌子，因為廣告要說實話。',
    },
    {
      en: 'Dad smiles. "Markets have rules. Ads and labels must be true. Food must be safe. Workers get fair pay. Sellers may not make secret price deals." In Taiwan, the Fair Trade Commission makes sure sellers compete fairly. It acts against things like false ads.',
      'zh-TW':
        '爸爸笑著說：「市場是有規則的：廣告和標示要說實話，食物要安全，工作的人要拿到合理的工資，賣家也不能偷偷約好價格。」在台灣，公平交易委員會負責讓賣家公平競爭，像是不實廣告，它就會出面處理。',
    },
    {
      en: 'Pip lands on a lemon crate. "Squawk! Fair rules protect buyers, and honest sellers too!"',
      'zh-TW': '皮皮停在檸檬箱上：「嘎！公平的規則保護買的人，也保護誠實的賣家！」',
    },
  ],
  definitions: [
    {
      term: { en: 'honest label', 'zh-TW': '誠實標示' },
      definition: {
        en: 'Words on a product that tell the truth about what is inside.',
        'zh-TW': '商品上寫的字，老老實實說出裡面裝了什麼。',
      },
      example: {
        en: 'The small label on the drink is honest: it says water, sugar and fruit flavor.',
        'zh-TW': '飲料上的小標籤很誠實：寫著水、糖和水果香料。',
      },
    },
    {
      term: { en: 'false ad', 'zh-TW': '不實廣告' },
      definition: {
        en: 'An ad that says something untrue to get people to buy.',
        'zh-TW': '說了不是真的話，想讓人來買的廣告。',
      },
      example: {
        en: 'A "Fresh fruit juice!" sign on a drink with no fruit is a false ad.',
        'zh-TW': '沒有水果的飲料卻掛著「新鮮水果汁」的牌子，就是不實廣告。',
      },
    },
    {
      term: { en: 'food safety', 'zh-TW': '食品安全' },
      definition: {
        en: 'Rules and care that keep food clean and safe to eat.',
        'zh-TW': '讓食物乾淨、吃了不會生病的規定和照顧。',
      },
      example: {
        en: 'The fish stall keeps its fish on ice, so buyers do not get sick.',
        'zh-TW': '魚攤把魚放在冰塊上，買的人吃了才不會生病。',
      },
    },
    {
      term: { en: 'fair pay', 'zh-TW': '合理工資' },
      definition: {
        en: 'Pay that is fair for the work a person does.',
        'zh-TW': '和一個人做的工作相配、公平的薪水。',
      },
      example: {
        en: 'The market cleaner gets fair pay for every hour he works.',
        'zh-TW': '市集的清潔人員每工作一小時，都拿到合理的工資。',
      },
    },
    {
      term: { en: 'secret price deal', 'zh-TW': '偷偷約好價格' },
      definition: {
        en: 'When sellers secretly agree to charge the same high price.',
        'zh-TW': '賣家私下說好，大家一起賣一樣的高價錢。',
      },
      example: {
        en: 'If all the juice stalls secretly agree on a high price, buyers have no cheaper choice.',
        'zh-TW': '如果果汁攤私下約好一起漲價，買的人就沒有便宜一點的選擇了。',
      },
    },
    {
      term: { en: 'Fair Trade Commission', 'zh-TW': '公平交易委員會' },
      definition: {
        en: 'The group in Taiwan that makes sure sellers compete fairly.',
        'zh-TW': '台灣負責讓賣家公平競爭的政府單位。',
      },
      example: {
        en: 'The Fair Trade Commission can act when a seller uses a false ad.',
        'zh-TW': '有賣家用不實廣告時，公平交易委員會可以出面處理。',
      },
    },
  ],
  examples: [
    {
      en: 'A fish stall keeps its fish on ice. A food rule asks for this, so nobody gets sick from old fish.',
      'zh-TW': '魚攤把魚放在冰塊上。食品安全的規定要求這樣做，大家才不會吃到不新鮮的魚而生病。',
    },
    {
      en: 'On the Sky Islands, a rule sets the lowest pay for an hour of work. So the market cleaner is paid fairly.',
      'zh-TW': '天空群島有一條規定，寫明工作一小時最少要拿多少錢，所以市集的清潔人員能拿到合理的工資。',
    },
    {
      en: 'On the Sky Islands, juice is 40 coins a bottle. The juice stalls secretly agree to charge 60. 60 − 40 = 20, so every buyer pays 20 more. That is a secret price deal, and rules do not allow it.',
      'zh-TW':
        '在天空群島，一瓶果汁賣 NT$40。幾家果汁攤私下約好，一起改賣 NT$60。60 − 40 = 20，每個買的人就多付 NT$20。這就是偷偷約好價格，規則不允許。',
    },
    {
      en: 'In Taiwan, the Consumer Protection Act is a law that protects buyers. The Fair Trade Act keeps sellers competing fairly.',
      'zh-TW': '在台灣，《消費者保護法》這條法律保護買東西的人；《公平交易法》讓賣家公平競爭。',
    },
  ],
  sentenceBuilder: {
    frames: [
      {
        id: 'ads-and-labels',
        text: {
          en: 'An ad that says untrue things is a ______ ad. Rules ask for ______ labels that tell buyers what is inside.',
          'zh-TW': '說了不是真的話的廣告，叫做______廣告。規則要求商品要有______標示，讓買的人知道裡面是什麼。',
        },
        wordPool: {
          en: ['true', 'false', 'hidden', 'honest'],
          'zh-TW': ['真實', '不實', '隱藏', '誠實'],
        },
        accepts: {
          en: [['false'], ['honest', 'true']],
          'zh-TW': [['不實'], ['誠實', '真實']],
        },
        hints: [
          {
            en: 'Think about the "Fresh fruit juice!" sign and the small label on the bottle.',
            'zh-TW': '想想「新鮮水果汁」的牌子，和瓶子上的小標籤。',
          },
          {
            en: 'An ad that says untrue things cannot be called true. A hidden label would not help buyers at all.',
            'zh-TW': '說假話的廣告，不能叫真實廣告；把標示藏起來，對買的人一點幫助也沒有。',
          },
          {
            en: 'The answer is "false" and "honest": a false ad says untrue things, and an honest label tells what is inside.',
            'zh-TW': '答案是「不實」和「誠實」：不實廣告說假話，誠實標示說出裡面有什麼。',
          },
        ],
      },
      {
        id: 'pay-and-food',
        text: {
          en: 'Workers should get fair ______ for their work. Food sold at the market must be ______ to eat.',
          'zh-TW': '工作的人應該拿到合理的______。市集賣的食物，一定要______、吃了不會生病。',
        },
        wordPool: {
          en: ['prices', 'pay', 'cheap', 'safe'],
          'zh-TW': ['價格', '工資', '便宜', '安全'],
        },
        accepts: {
          en: [['pay'], ['safe']],
          'zh-TW': [['工資'], ['安全']],
        },
        hints: [
          {
            en: 'What does a worker get for work? What does a buyer need from food?',
            'zh-TW': '工作的人做完工作會拿到什麼？買的人最需要食物怎麼樣？',
          },
          {
            en: 'Prices are what buyers pay for things, not what workers get. Cheap food is nice, but the rule is about not getting sick.',
            'zh-TW': '價格是買東西要付的錢，不是工作拿到的錢；便宜很好，但這條規則管的是吃了會不會生病。',
          },
          {
            en: 'The answer is "pay" and "safe": workers get fair pay, and food must be safe to eat.',
            'zh-TW': '答案是「工資」和「安全」：工作的人拿到合理的工資，食物要安全、吃了不會生病。',
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
        en: 'A pack says "6 markers" on the front. At home, Jay and his mom open it and find 5. Which fair-market rule did the pack break?',
        'zh-TW': '一包麥克筆的正面寫著「6 支」。阿哲和媽媽回家打開，只有 5 支。這包麥克筆違反了哪一條公平市場的規則？',
      },
      options: [
        { en: 'The rule about honest labels', 'zh-TW': '標示要誠實的規則' },
        { en: 'The rule about fair pay for the workers who made it', 'zh-TW': '付給做筆的工人合理工資的規則' },
        { en: 'No rule: a seller can write any number on a pack', 'zh-TW': '沒有違反：賣家想在包裝上寫幾支都可以' },
        { en: 'The rule about safe food', 'zh-TW': '食品安全的規則' },
      ],
      answer: [0],
      hintCycle: [
        {
          en: 'What did the words on the pack promise, and what was inside?',
          'zh-TW': '包裝上的字答應了什麼？裡面實際裝了什麼？',
        },
        {
          en: 'Markers are not food, and nothing here is about workers. A seller cannot write any number: the label must match what is inside.',
          'zh-TW': '麥克筆不是食物，這件事也和工人的工資無關。賣家不能亂寫數字，標示要和裡面裝的一樣。',
        },
        {
          en: 'The answer is the rule about honest labels. The pack said 6 but held 5: 6 − 5 = 1 marker missing.',
          'zh-TW': '答案是「誠實標示的規則」。包裝寫 6 支，裡面只有 5 支：6 − 5 = 1，少了 1 支。',
        },
      ],
      why: {
        en: 'A label must tell the truth about what is inside. A buyer should get what the pack says.',
        'zh-TW': '標示要老實說出裡面有什麼，買的人才能拿到包裝上寫的東西。',
      },
    },
    {
      id: 'q2',
      type: 'multi',
      question: {
        en: 'Which of these break a fair-market rule? Pick all that fit.',
        'zh-TW': '下面哪些做法違反了公平市場的規則？選出所有正確的答案。',
      },
      options: [
        { en: 'A drink ad says "real fruit", but there is no fruit in it.', 'zh-TW': '飲料廣告說「真正的水果」，裡面卻沒有水果。' },
        { en: 'Two bakeries secretly agree to charge more for bread.', 'zh-TW': '兩家麵包店私下約好，一起把麵包賣貴一點。' },
        { en: 'A shop sells pens for less than the shop next door.', 'zh-TW': '一家店的筆賣得比隔壁店便宜。' },
        { en: 'A stall pays its helper less than the island rule for an hour of work.', 'zh-TW': '一個攤位付給幫手的錢，比島上規定的一小時工資還少。' },
        { en: 'A stall sells out of lemons before lunch.', 'zh-TW': '一個攤位中午前就把檸檬賣完了。' },
      ],
      answer: [0, 1, 3],
      hintCycle: [
        {
          en: 'Look for lies, secret deals and unfair pay.',
          'zh-TW': '找一找：哪些是說謊、偷偷約好，或是工資不公平？',
        },
        {
          en: 'A lower price is not unfair: it is honest competing, and it helps buyers. Selling out early breaks no rule either.',
          'zh-TW': '賣得比較便宜不是不公平，那是老實的競爭，對買的人也有好處；東西太早賣完，也沒有違反規則。',
        },
        {
          en: 'The answer is the false "real fruit" ad, the secret bread price deal and the helper paid too little.',
          'zh-TW': '答案是「說有真正水果的不實廣告」、「麵包店私下約好漲價」和「幫手的工資太少」。',
        },
      ],
      why: {
        en: 'False ads, secret price deals and unfair pay hurt buyers or workers. A lower price is fair competing.',
        'zh-TW': '不實廣告、偷偷約好價格和不合理的工資，會傷害買的人或工作的人。賣得便宜一點，是公平的競爭。',
      },
    },
    {
      id: 'q3',
      type: 'bool',
      question: {
        en: 'True or false: Fair rules also help honest sellers, because buyers trust the market and come back.',
        'zh-TW': '對或不對：公平的規則也會幫到誠實的賣家，因為買的人信任市場，會再回來買。',
      },
      answer: true,
      hintCycle: [
        {
          en: 'Think about what Leo said: who else loses when one seller cheats?',
          'zh-TW': '想想阿力說的話：一個老闆不誠實，還有誰會吃虧？',
        },
        {
          en: 'Rules are not only for buyers. When buyers stop trusting a market, they stop coming, and honest sellers sell less.',
          'zh-TW': '規則不只保護買的人。買的人不相信市場，就不來了，誠實的老闆也會賣得比較少。',
        },
        {
          en: 'True. When the rules are fair, buyers trust the market, and honest sellers keep their buyers.',
          'zh-TW': '對。規則公平，買的人就信任市場，誠實的賣家也能留住客人。',
        },
      ],
      why: {
        en: 'Trust brings buyers back. Fair rules protect honest sellers from cheaters, too.',
        'zh-TW': '有了信任，客人才會再回來。公平的規則也保護誠實的賣家，不被作弊的人搶走生意。',
      },
    },
    {
      id: 'q4',
      type: 'single',
      question: {
        en: 'On the Sky Islands, three juice stalls each sell juice for 40 coins. All three secretly agree to charge 60 instead. Why is this unfair?',
        'zh-TW': '在天空群島，三家果汁攤的果汁本來都賣 NT$40。三家私下約好，一起改賣 NT$60。為什麼這樣不公平？',
      },
      options: [
        { en: 'It is fair, because the new price is written on each sign.', 'zh-TW': '這很公平，因為三家都把新的價格清楚寫在牌子上了。' },
        { en: 'Sellers should never change a price, not even to a lower one.', 'zh-TW': '賣家本來就不可以改價格，就算降價也不行。' },
        { en: 'Buyers lose a fair choice and pay 20 more.', 'zh-TW': '買的人失去公平的選擇，要多付 NT$20。' },
        { en: 'Juice at 60 coins is not safe to drink.', 'zh-TW': '賣 NT$60 的果汁喝了不安全。' },
      ],
      answer: [2],
      hintCycle: [
        {
          en: 'Before the deal, could a buyer find juice for 40 coins?',
          'zh-TW': '約好之前，買的人找得到 NT$40 的果汁嗎？',
        },
        {
          en: 'A price on a sign does not make a secret deal fair. Sellers may change prices on their own. A price says nothing about safety.',
          'zh-TW': '價格寫在牌子上，不代表私下約好就公平；賣家自己決定改價格是可以的；價格高低也和安不安全無關。',
        },
        {
          en: 'The answer is "Buyers lose a fair choice and pay 20 more." 60 − 40 = 20 coins more a bottle.',
          'zh-TW': '答案是「買的人失去公平的選擇，要多付 NT$20」。60 − 40 = 20，每瓶多付 NT$20。',
        },
      ],
      why: {
        en: 'When sellers compete, buyers can pick a better price. A secret deal takes that choice away.',
        'zh-TW': '賣家互相競爭，買的人才能選到比較好的價格；私下約好價格，就把這個選擇拿走了。',
      },
    },
    {
      id: 'q5',
      type: 'bool',
      question: {
        en: 'True or false: The Fair Trade Commission decides what price shops in Taiwan charge for snacks.',
        'zh-TW': '對或不對：公平交易委員會負責決定台灣的商店零食要賣多少錢。',
      },
      answer: false,
      hintCycle: [
        {
          en: 'Remember its job: making sure sellers compete fairly.',
          'zh-TW': '想想它的工作：讓賣家公平競爭。',
        },
        {
          en: 'Fair rules are not the same as set prices. Shops choose their own prices. The Commission acts on unfair ways to compete, like false ads.',
          'zh-TW': '公平的規則，不等於由政府定價錢。商店自己決定價格，委員會管的是不公平的競爭，像是不實廣告。',
        },
        {
          en: 'False. Shops set their own prices. The Fair Trade Commission makes sure they compete fairly.',
          'zh-TW': '不對。價格由商店自己決定，公平交易委員會負責讓大家公平競爭。',
        },
      ],
      why: {
        en: 'The Fair Trade Commission does not pick prices. It stops unfair competing, such as false ads.',
        'zh-TW': '公平交易委員會不替商店定價格，它管的是不公平的競爭，例如不實廣告。',
      },
    },
  ],
} satisfies AdventureBody;

export default body;
