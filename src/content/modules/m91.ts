import type { AdventureBody } from '../schema/module-body';

/**
 * M91 · Global Sky Islands: "Why Not Just Print Money?" / 「為什麼不多印一點錢？」.
 * Learning outcome — Grade 8, Saving: explain that printing more money while no more goods are made
 * makes prices rise instead of making everyone rich, so each coin, and the money people have saved, buys
 * less; and tell one true case from Taiwan's history calmly, as history.
 * Benchmark, in words: the grade-8 Saving statements on how inflation (prices rising in general) lowers
 * what saved money can buy.
 * Lead: Jay (his idea: "just print more money"); Leo plays the kite maker, Mei asks the question.
 * The kite market is a class game with paper play coins; all figures in it are the island's own.
 * Numbers: round 1: 10 players × 10 play coins = 100 coins in all; 10 kites; 100 ÷ 10 = 10 coins a kite.
 * Round 2: every player gets 10 more → 20 each; 10 × 20 = 200 in all; still 10 kites; 200 ÷ 10 = 20 coins a
 * kite (twice the price, still one kite each). Definitions: 20 coins bought 20 ÷ 10 = 2 kites, now
 * 20 ÷ 20 = 1 kite. Examples: with 10 more kites, 200 ÷ 20 = 10 (price back to 10); a grandpa's 200 saved
 * coins: 200 ÷ 10 = 20 kites before, 200 ÷ 20 = 10 kites after.
 * History (story, q3): on 15 June 1949, 40,000 old dollars for 1 new dollar (no calculation).
 * Quiz: q1 300 coins and 10 baskets: 300 ÷ 10 = 30; after printing 600 coins: 600 ÷ 10 = 60 (distractors 30:
 * nothing changes; 15 = 300 ÷ 20: more money makes things cheaper); q3 the 1949 case; q4 no numbers; q5 An's 100 saved
 * coins buy less, not more.
 * Facts:
 * - Printing too much money makes prices rise; in Taiwan, prices rose extremely fast in the late 1940s, and on
 *   15 June 1949 the New Taiwan dollar (新台幣) replaced the old one at 40,000 old dollars for 1 new dollar
 *   (told in the lesson with the same date and words) — Central Bank of the Republic of China (Taiwan), retrospective, 2024.
 * - The Central Bank of the Republic of China (Taiwan) (中央銀行) issues the New Taiwan dollar and aims to keep
 *   prices and the money's value stable — Central Bank Act arts. 13 and 2 (中央銀行法第 13、2 條), 2025.
 */
const body = {
  id: 'M91',
  format: 'adventure',
  storyIntro: [
    {
      en: 'The class crosses a swaying sky bridge to a tiny floating market. Balloons bob above the stalls. Jay has a big idea. "Why not just print more money? Then everyone would be rich!"',
      'zh-TW':
        '全班走過一座搖搖晃晃的空中吊橋，來到一個小小的漂浮市集，攤位上方飄著一顆顆氣球。阿哲突然想到一個大點子：「為什麼不多印一點錢就好了？這樣大家都變有錢啦！」',
    },
    {
      en: 'Ms. Chen smiles. "Let\'s test it with a game." Ten players get 10 paper play coins each. 10 × 10 = 100 coins in all. Leo plays the kite maker. He has made 10 kites, and everyone wants one. He sells each kite for 10 coins, and all 10 are sold. 100 ÷ 10 = 10.',
      'zh-TW':
        '陳老師笑著說：「我們用遊戲來試試看。」10 位玩家每人拿到 10 枚紙做的遊戲幣，10 × 10 = 100，一共 NT$100。阿力扮演做風箏的人，他做了 10 個風箏，每個人都想要一個。他一個風箏賣 NT$10，10 個全部賣光。100 ÷ 10 = 10。',
    },
    {
      en: 'Round two! Jay gets to "print money". He hands every player 10 more play coins. Now each player has 20 coins. 10 × 20 = 200 coins in all. But Leo still has only 10 kites.',
      'zh-TW':
        '第二回合！這次換阿哲來「印鈔票」。他發給每位玩家 10 枚新的遊戲幣，現在每個人都有 NT$20，10 × 20 = 200，全部一共 NT$200。可是阿力手上的風箏，還是只有 10 個。',
    },
    {
      en: 'Everyone waves their coins. "I can pay more!" So Leo raises the price to 20 coins, and all 10 kites still sell. 200 ÷ 10 = 20. Jay looks at his one kite. "We have twice as many coins. But we still got one kite each!"',
      'zh-TW':
        '大家都揮著手上的錢喊：「我可以出更多！」於是阿力把價格漲到 NT$20，10 個風箏還是全部賣光。200 ÷ 10 = 20。阿哲看著手上唯一的一個風箏說：「我們的錢變成 2 倍，可是每個人還是只買到一個風箏！」',
    },
    {
      en: '"So did anyone get richer?" asks Mei. Jay thinks. "No. The kites just cost more." Ms. Chen nods. "More money, but no more goods to buy, makes prices rise."',
      'zh-TW': '小美問：「那有人變得比較有錢嗎？」阿哲想了想：「沒有，只是風箏變貴了。」陳老師點點頭：「錢變多了，可以買的東西卻沒有變多，物價就會上漲。」',
    },
    {
      en: 'Then she tells a true story from Taiwan\'s history. "In the late 1940s, prices in Taiwan rose extremely fast. Then, on 15 June 1949, the New Taiwan dollar replaced the old dollar. It was 40,000 old dollars for 1 new dollar."',
      'zh-TW':
        '接著，陳老師說了一段台灣歷史上真的發生過的事：「在 1940 年代後期，台灣的物價漲得非常快。後來，在 1949 年六月十五日，新台幣取代了舊台幣，40,000 元舊台幣換 1 元新台幣。」',
    },
    {
      en: '"That was long ago," she adds calmly. "Today, Taiwan\'s Central Bank issues our money. Keeping prices steady is one of its jobs." Pip flaps onto a kite. "Squawk! More coins do not make more kites!"',
      'zh-TW':
        '她平靜地補充：「那是很久以前的事了。現在，台灣的錢由中央銀行發行，讓物價保持穩定，就是它的工作之一。」皮皮拍拍翅膀，停在風箏上：「嘎！錢變多，風箏可不會跟著變多喔！」',
    },
  ],
  definitions: [
    {
      term: { en: 'print money', 'zh-TW': '印鈔票' },
      definition: {
        en: 'Make new paper money and put it into use.',
        'zh-TW': '做出新的紙鈔，拿出來給大家使用。',
      },
      example: {
        en: 'In the game, Jay "prints money" by handing out 10 more play coins to each player.',
        'zh-TW': '在遊戲裡，阿哲發給每位玩家 10 枚新的遊戲幣，就像在「印鈔票」。',
      },
    },
    {
      term: { en: 'goods', 'zh-TW': '商品' },
      definition: {
        en: 'Things that people make and sell, like kites or bread.',
        'zh-TW': '大家做出來、拿來賣的東西，像是風箏或麵包。',
      },
      example: {
        en: "Leo's 10 kites are the goods in the game. Printing coins did not add a single kite.",
        'zh-TW': '阿力的 10 個風箏，就是遊戲裡的商品。印再多遊戲幣，也沒有多出一個風箏。',
      },
    },
    {
      term: { en: 'inflation', 'zh-TW': '通貨膨脹' },
      definition: {
        en: 'When prices in general go up, so each coin buys less.',
        'zh-TW': '大部分東西的價格都往上漲，同樣的錢能買的東西變少了。',
      },
      example: {
        en: 'The kite price went from 10 to 20 coins. That is like inflation in a tiny market.',
        'zh-TW': '風箏從 NT$10 漲到 NT$20，就像一個小小市集裡的通貨膨脹。',
      },
    },
    {
      term: { en: 'buying power', 'zh-TW': '購買力' },
      definition: {
        en: 'How much your money can buy.',
        'zh-TW': '你的錢能買到多少東西。',
      },
      example: {
        en: 'Before, 20 coins bought 20 ÷ 10 = 2 kites. After, 20 coins buy 20 ÷ 20 = 1 kite. The buying power of 20 coins went down.',
        'zh-TW': '以前 NT$20 可以買 20 ÷ 10 = 2 個風箏，後來只能買 20 ÷ 20 = 1 個。NT$20 的購買力變小了。',
      },
    },
    {
      term: { en: 'New Taiwan dollar', 'zh-TW': '新台幣' },
      definition: {
        en: 'The money Taiwan uses today. It started in 1949.',
        'zh-TW': '台灣現在使用的錢，從 1949 年開始使用。',
      },
      example: {
        en: "Taiwan's Central Bank issues the New Taiwan dollar and works to keep prices steady.",
        'zh-TW': '新台幣由台灣的中央銀行發行，中央銀行也努力讓物價保持穩定。',
      },
    },
  ],
  examples: [
    {
      en: 'Round three idea: what if Leo also makes 10 more kites? Then 200 coins meet 20 kites. 200 ÷ 20 = 10, so a kite costs 10 coins again. More money with more goods can keep prices steady.',
      'zh-TW':
        '第三回合的點子：如果阿力也多做 10 個風箏呢？NT$200 碰上 20 個風箏，200 ÷ 20 = 10，一個風箏又回到 NT$10。錢變多的時候，商品也跟著變多，物價就比較能保持穩定。',
    },
    {
      en: 'On a pretend island, a grandpa saved 200 coins when a kite cost 10. That was enough for 200 ÷ 10 = 20 kites. Then lots of money was printed, and kites cost 20. Now his 200 coins buy only 200 ÷ 20 = 10 kites.',
      'zh-TW':
        '在一座假想的島上，有位爺爺在風箏一個 NT$10 的時候存了 NT$200，可以買 200 ÷ 10 = 20 個風箏。後來印了很多鈔票，風箏漲到 NT$20，他的 NT$200 只能買 200 ÷ 20 = 10 個了。',
    },
    {
      en: 'Printing money does not bake bread or build bikes. People working and making things do that.',
      'zh-TW': '印鈔票不會烤出麵包，也不會做出腳踏車。要靠大家工作、動手做，才會有這些東西。',
    },
  ],
  sentenceBuilder: {
    frames: [
      {
        id: 'more-money-same-goods',
        text: {
          en: 'If more money is printed but no more ______ are made, prices ______.',
          'zh-TW': '如果多印了鈔票，卻沒有多做出______，物價就會______。',
        },
        wordPool: {
          en: ['coins', 'rise', 'goods', 'fall'],
          'zh-TW': ['鈔票', '上漲', '商品', '下跌'],
        },
        accepts: {
          en: [['goods'], ['rise']],
          'zh-TW': [['商品'], ['上漲']],
        },
        hints: [
          {
            en: 'Think about round two of the kite game. What grew, and what stayed the same?',
            'zh-TW': '想一想風箏遊戲的第二回合：什麼變多了？什麼沒有變？',
          },
          {
            en: 'The coins did grow, so "coins" is not the thing that stayed the same. And the kites did not get cheaper.',
            'zh-TW': '鈔票明明變多了，所以沒變多的不是鈔票；風箏也沒有變便宜。',
          },
          {
            en: 'The answer is "goods" and "rise": more money chasing the same goods makes prices rise.',
            'zh-TW': '答案是「商品」和「上漲」：錢變多、商品沒變多，物價就會上漲。',
          },
        ],
      },
      {
        id: 'savings-buy-less',
        text: {
          en: 'When prices rise, the ______ of my savings goes ______.',
          'zh-TW': '物價上漲的時候，我存下來的錢，______就會變______。',
        },
        wordPool: {
          en: ['up', 'buying power', 'price', 'down'],
          'zh-TW': ['價格', '大', '購買力', '小'],
        },
        accepts: {
          en: [['buying power'], ['down']],
          'zh-TW': [['購買力'], ['小']],
        },
        hints: [
          {
            en: "Think about the grandpa's 200 saved coins. How many kites could they buy before, and after?",
            'zh-TW': '想想那位爺爺存的 NT$200：以前能買幾個風箏？後來呢？',
          },
          {
            en: 'The coins in the jar did not change, so their price did not change. What changed is how much they can buy.',
            'zh-TW': '存下來的錢數字沒有變，變的不是「價格」，而是它能買到多少東西。',
          },
          {
            en: 'The answer is "buying power" and "down": 200 coins bought 20 kites, then only 10.',
            'zh-TW': '答案是「購買力」和「小」：同樣的 NT$200，本來能買 20 個風箏，後來只能買 10 個。',
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
        en: 'On a pretend island, people have 300 coins in all. They spend them all on 10 baskets of apples, so a basket costs 30 coins. Then money is printed: people now have 600 coins, and still 10 baskets. If they spend it all, what does a basket cost?',
        'zh-TW':
          '在一座假想的島上，大家一共有 NT$300，全部拿來買 10 籃蘋果，所以一籃 NT$30。後來島上多印了鈔票，大家變成一共有 NT$600，蘋果還是只有 10 籃。如果大家把錢全部花掉，一籃蘋果會變成多少錢？',
      },
      options: [
        { en: '30 coins, the same as before', 'zh-TW': 'NT$30，和以前一樣' },
        { en: '60 coins', 'zh-TW': 'NT$60' },
        { en: '15 coins, cheaper than before', 'zh-TW': 'NT$15，比以前便宜' },
      ],
      answer: [1],
      hintCycle: [
        {
          en: 'Share all the coins among all the baskets, like in the kite game.',
          'zh-TW': '像風箏遊戲一樣，把全部的錢分給全部的蘋果籃。',
        },
        {
          en: 'More coins do not make prices stay the same, and they do not make things cheaper. Try 600 ÷ 10.',
          'zh-TW': '錢變多了，價格不會不變，更不會變便宜。算算看 600 ÷ 10。',
        },
        {
          en: 'The answer is 60 coins: 600 ÷ 10 = 60. Twice the money, the same apples, twice the price.',
          'zh-TW': '答案是 NT$60：600 ÷ 10 = 60。錢變 2 倍，蘋果一樣多，價格也變 2 倍。',
        },
      ],
      why: {
        en: 'The baskets did not grow, only the money did. So each basket sells for more, and nobody gets more apples.',
        'zh-TW': '蘋果沒有變多，變多的只有錢。所以每籃賣得更貴，卻沒有人多吃到蘋果。',
      },
    },
    {
      id: 'q2',
      type: 'multi',
      question: {
        en: 'An island prints lots of new money, but it makes no more goods. Which of these happen? Pick all that fit.',
        'zh-TW': '有一座島印了很多新鈔票，可是做出來的東西沒有變多。下面哪些事會發生？選出所有正確的答案。',
      },
      options: [
        { en: 'Prices go up.', 'zh-TW': '物價上漲。' },
        { en: 'Everyone becomes richer.', 'zh-TW': '每個人都變得更有錢。' },
        { en: 'Saved coins buy less than before.', 'zh-TW': '存下來的錢，能買的東西比以前少。' },
        { en: 'Each coin buys more than before.', 'zh-TW': '每一塊錢能買的東西比以前多。' },
      ],
      answer: [0, 2],
      hintCycle: [
        {
          en: 'Remember the kite game: more coins, the same 10 kites.',
          'zh-TW': '想想風箏遊戲：錢變多，風箏還是 10 個。',
        },
        {
          en: 'Having more coins is not being richer when prices rise as well. And each coin buys less, not more.',
          'zh-TW': '錢變多、價格也跟著變高，就不算變有錢；每一塊錢能買的東西是變少，不是變多。',
        },
        {
          en: 'The answer is "Prices go up" and "Saved coins buy less than before". The goods did not grow, so money buys less.',
          'zh-TW': '答案是「物價上漲」和「存下來的錢，能買的東西比以前少」。東西沒有變多，錢的購買力就變小了。',
        },
      ],
      why: {
        en: 'Printing money does not make goods. The same goods now cost more, so every coin, saved ones too, buys less.',
        'zh-TW': '印鈔票變不出商品。同樣的東西變貴了，每一塊錢，包括存起來的錢，能買的都變少了。',
      },
    },
    {
      id: 'q3',
      type: 'bool',
      question: {
        en: 'True or false: Prices in Taiwan rose extremely fast in the late 1940s. Then, on 15 June 1949, the New Taiwan dollar replaced the old dollar, at 40,000 old dollars for 1 new dollar.',
        'zh-TW': '對或不對：1940 年代後期，台灣的物價漲得非常快；後來在 1949 年六月十五日，新台幣取代了舊台幣，40,000 元舊台幣換 1 元新台幣。',
      },
      answer: true,
      hintCycle: [
        {
          en: "Think back to the true story Ms. Chen told from Taiwan's history.",
          'zh-TW': '回想一下，陳老師說的那段台灣歷史。',
        },
        {
          en: 'It was not a game with play coins. It really happened in Taiwan, when the New Taiwan dollar began.',
          'zh-TW': '這不是遊戲幣的遊戲，是很久以前真的發生過的事，就在新台幣開始使用的時候。',
        },
        {
          en: 'True. After prices rose extremely fast, the New Taiwan dollar replaced the old dollar on 15 June 1949: 40,000 old dollars for 1 new dollar.',
          'zh-TW': '對。物價漲得非常快以後，1949 年六月十五日，新台幣取代了舊台幣：40,000 元舊台幣換 1 元新台幣。',
        },
      ],
      why: {
        en: 'This is a real case from Taiwan\'s history. Prices had risen extremely fast, and then a new money, the New Taiwan dollar, replaced the old one.',
        'zh-TW': '這是台灣歷史上真的發生過的事。當時物價漲得非常快，後來就由新的錢，也就是新台幣，取代了舊台幣。',
      },
    },
    {
      id: 'q4',
      type: 'single',
      question: {
        en: 'Jay\'s cousin says, "Our town should print a big pile of coins for every family. Then nobody needs to work!" What is the best reply?',
        'zh-TW': '阿哲的表哥說：「我們鎮上應該印一大堆錢發給每一家，這樣大家都不用工作了！」哪一個回答最好？',
      },
      options: [
        {
          en: 'Great idea! More coins for every family means more food and toys for all.',
          'zh-TW': '好主意！每家的錢變多，大家就有更多食物和玩具。',
        },
        {
          en: 'Prices would fall, because shops would have more coins.',
          'zh-TW': '物價會變便宜，因為商店收到的錢變多了。',
        },
        {
          en: 'Coins do not make food. If nobody makes more, prices just rise.',
          'zh-TW': '錢變不出食物。沒有人多做東西，物價只會上漲。',
        },
        {
          en: 'It works if the pile is printed just once.',
          'zh-TW': '只要只印一次，就沒問題。',
        },
      ],
      answer: [2],
      hintCycle: [
        {
          en: 'Where do food and toys come from: from coins, or from people making them?',
          'zh-TW': '食物和玩具是從哪裡來的？是錢變出來的，還是有人做出來的？',
        },
        {
          en: 'More coins do not make more food, and they do not make prices fall. One big pile is still more money for the same goods.',
          'zh-TW': '錢變多，食物不會變多，物價也不會變便宜；就算只印一次，也一樣是錢變多、東西沒變多。',
        },
        {
          en: 'The answer is "Coins do not make food. If nobody makes more, prices just rise." Goods come from work.',
          'zh-TW': '答案是「錢變不出食物。沒有人多做東西，物價只會上漲」。東西要靠大家工作才做得出來。',
        },
      ],
      why: {
        en: 'Food, toys and kites come from people working. Printing coins without making more goods only makes prices rise.',
        'zh-TW': '食物、玩具和風箏都要有人工作才做得出來。只印錢、不多做東西，物價只會上漲。',
      },
    },
    {
      id: 'q5',
      type: 'bool',
      question: {
        en: 'On a pretend island, lots of new money is printed, but no more goods are made. True or false: An\'s 100 saved coins will buy more than before.',
        'zh-TW': '在一座假想的島上，印了很多新鈔票，可是東西沒有變多。對或不對：小安存下來的 NT$100，會比以前買到更多東西。',
      },
      answer: false,
      hintCycle: [
        {
          en: 'What happens to prices when money grows but goods do not?',
          'zh-TW': '錢變多、東西沒變多的時候，價格會怎麼變？',
        },
        {
          en: 'Her 100 coins stay 100 coins, but they do not grow in value. Prices go up around them.',
          'zh-TW': '小安的 NT$100 還是 NT$100，不會自己變值錢；是旁邊的價格一直往上漲。',
        },
        {
          en: 'False. Prices rise, so her 100 coins buy less than before. Their buying power goes down.',
          'zh-TW': '不對。物價上漲了，她的 NT$100 能買的東西比以前少，購買力變小了。',
        },
      ],
      why: {
        en: 'When prices rise, saved money buys less. That is why savers want prices to stay steady.',
        'zh-TW': '物價上漲時，存下來的錢能買的東西就變少。所以存錢的人都希望物價保持穩定。',
      },
    },
  ],
  autoMission: {
    title: { en: 'The Kite Market', 'zh-TW': '風箏市集' },
    options: [
      {
        id: 'play-the-market',
        label: { en: 'Play the kite game', 'zh-TW': '玩風箏遊戲' },
        instructions: {
          en: 'With your family, use paper coins and 5 paper kites. Give each player 10 coins and see what a kite sells for. Then give everyone 10 more coins and play again. What happened to the price?',
          'zh-TW': '和家人一起，用紙做的錢和 5 個紙風箏來玩。每人先拿 NT$10，看看一個風箏賣多少；再每人多發 NT$10，重玩一次。價格怎麼變了？',
        },
        controlType: 'checkbox',
      },
      {
        id: 'more-money-or-more-goods',
        label: { en: 'Money or goods?', 'zh-TW': '錢還是商品？' },
        instructions: {
          en: 'Drag each card to "prices rise" or "prices can stay steady". The cards are: more coins and the same kites; more coins and more kites; twice the coins and the same apples.',
          'zh-TW': '把每張卡片拖到「物價上漲」或「物價比較能保持穩定」：錢變多、風箏一樣多；錢變多、風箏也變多；錢變 2 倍、蘋果一樣多。',
        },
        controlType: 'drag-validate',
      },
      {
        id: 'explain-it',
        label: { en: 'Explain it to a friend', 'zh-TW': '說給朋友聽' },
        instructions: {
          en: 'Pick a thing: kites, bread or apples. Then finish: "If we print more money but make no more [thing], the price of [thing] will go up."',
          'zh-TW': '選一樣東西：風箏、麵包或蘋果。然後完成句子：「如果多印了錢，卻沒有多做出［東西］，［東西］的價格就會上漲。」',
        },
        controlType: 'template-select',
      },
    ],
    completionRule: 'any_one',
  },
} satisfies AdventureBody;

export default body;
