import type { AdventureBody } from '../schema/module-body';

/**
 * M21 · Risk Volcano, lesson 1: "Emergencies Can Happen" / 「意外隨時會發生」.
 * Learning outcome — Grade 4, Managing Risk: give examples of everyday risks that can cost money
 * (a broken bike chain, a lost transit card, a torn school bag), tell an emergency (a need that must
 * be fixed soon) from a want that can wait, and name the calm first steps: breathe, tell a grown-up,
 * fix the need first.
 * Numbers: Jay has 150 (saved from his allowance); the chain fix costs about 100 (inside the guide's
 * 100–300 band for a bike-chain repair) → 150 − 100 = 50 left; the box of 12 color pencils costs 120
 * (Grandma Lin's price) → 120 − 50 = 70 still to save. Quiz q4: An has 150; the strap repair costs
 * 100, the comic book 120 (Grandma Lin's) → 100 + 120 = 220, more than 150; strap first:
 * 150 − 100 = 50, and 120 − 50 = 70 more to save for the comic book.
 * Facts: none — all prices are Grandma Lin's or "about" prices from the guide.
 */
const body = {
  id: 'M21',
  format: 'adventure',
  storyIntro: [
    {
      en: 'It is Saturday morning. Up on the hill, the friendly volcano gives a small rumble. Rumble, rumble! Jay rides his bike to Grandma Lin\'s shop. He has 150 coins in his pocket. He wants a box of 12 color pencils for 120 coins.',
      'zh-TW':
        '星期六早上，山坡上那座友善的火山輕輕打了個呵欠：轟隆、轟隆！阿哲騎著腳踏車去林奶奶的小店。他的口袋裡有 NT$150，打算買一盒 NT$120 的 12 色彩色鉛筆。',
    },
    {
      en: 'Clunk! The bike chain breaks, and the bike stops. Jay\'s heart beats fast. He wants to kick the bike. Instead, he takes a deep breath. He walks the bike to the shop. Then he tells Grandma Lin what happened.',
      'zh-TW':
        '喀啦！腳踏車的鏈條斷了，車子停了下來。阿哲的心跳得好快，氣得好想踢車子一腳。可是他先深呼吸一口氣，把車子牽到店裡，告訴林奶奶發生了什麼事。',
    },
    {
      en: 'Grandma Lin looks at the chain. "The bike shop next door can fix it. It will cost about 100 coins," she says. Jay rides to school every day. But he also wants those color pencils. Mei is in the shop too. "Why not buy the pencils first?" she asks.',
      'zh-TW':
        '林奶奶看了看鏈條：「隔壁的腳踏車行可以修，大概要 NT$100。」阿哲每天都騎腳踏車上學，可是他也好想要那盒彩色鉛筆。小美剛好也在店裡，她問：「為什麼不先買彩色鉛筆呢？」',
    },
    {
      en: 'Jay thinks about it. "The pencils are a want. They can wait. I need my bike for school on Monday. That is an emergency." He calls Dad from the shop, and Dad agrees. Jay pays 100 coins to fix the chain. 150 − 100 = 50, so he has 50 coins left. He will save 70 more coins for the pencils. Jay rides home calm and proud.',
      'zh-TW':
        '阿哲想了想：「彩色鉛筆是我想要的東西，可以等一等。星期一我還要騎車上學，這才是緊急狀況。」他借店裡的電話打給爸爸，爸爸也同意。阿哲付了 NT$100 修好鏈條。150 − 100 = 50，他還剩 NT$50。再存 NT$70，就能買彩色鉛筆了。阿哲騎車回家，心裡穩穩的，還有一點小小的驕傲。',
    },
    {
      en: 'Pip lands on the handlebar. "Squawk! Surprises can happen to anyone. Stay calm, tell a grown-up, and fix what you need first!"',
      'zh-TW': '皮皮停在腳踏車把手上：「嘎！意外誰都可能遇到。保持冷靜、告訴大人，先處理真正需要的事！」',
    },
  ],
  definitions: [
    {
      term: { en: 'emergency', 'zh-TW': '緊急狀況' },
      definition: {
        en: 'A sudden problem that you need to fix soon.',
        'zh-TW': '突然發生、需要很快處理的問題。',
      },
      example: {
        en: "Jay's broken bike chain is an emergency, because he needs his bike for school on Monday.",
        'zh-TW': '阿哲的鏈條斷了，這是緊急狀況，因為星期一他要騎車上學。',
      },
    },
    {
      term: { en: 'risk', 'zh-TW': '風險' },
      definition: {
        en: 'The chance that something could go wrong.',
        'zh-TW': '事情有可能出差錯的機會。',
      },
      example: {
        en: 'Every bike ride has a small risk of a flat tire.',
        'zh-TW': '每次騎腳踏車，都有一點點爆胎的風險。',
      },
    },
    {
      term: { en: 'unexpected cost', 'zh-TW': '意外的花費' },
      definition: {
        en: 'Money you have to spend on something you did not plan for.',
        'zh-TW': '原本沒有打算要花、卻不得不花的錢。',
      },
      example: {
        en: 'Fixing the chain is an unexpected cost of 100 coins.',
        'zh-TW': '修鏈條的 NT$100，就是一筆意外的花費。',
      },
    },
    {
      term: { en: 'need', 'zh-TW': '需要' },
      definition: {
        en: 'Something you must have to stay safe and well, or to do what you must do each day, like going to school.',
        'zh-TW': '為了平安、健康，或是做好每天該做的事（像是上學），一定要有的東西。',
      },
      example: {
        en: 'Jay needs his bike to get to school.',
        'zh-TW': '阿哲需要腳踏車才能上學。',
      },
    },
    {
      term: { en: 'want', 'zh-TW': '想要' },
      definition: {
        en: 'Something nice to have that can wait.',
        'zh-TW': '有了很開心，但是可以等一等的東西。',
      },
      example: {
        en: 'The new color pencils are a want. Jay can save for them later.',
        'zh-TW': '新的彩色鉛筆是阿哲想要的東西，他可以之後再存錢買。',
      },
    },
    {
      term: { en: 'stay calm', 'zh-TW': '保持冷靜' },
      definition: {
        en: 'Take a deep breath and think before you act.',
        'zh-TW': '先深呼吸，想清楚再行動。',
      },
      example: {
        en: 'Jay stays calm and tells Grandma Lin about the chain.',
        'zh-TW': '阿哲保持冷靜，把鏈條斷掉的事告訴林奶奶。',
      },
    },
  ],
  examples: [
    {
      en: 'Mei loses her transit card after school. That is an emergency, because she needs it to ride the bus home. She stays calm and tells Ms. Chen. Ms. Chen helps her call home.',
      'zh-TW': '小美放學時發現交通卡不見了。這是緊急狀況，因為她要刷卡搭公車回家。她保持冷靜，告訴陳老師，老師幫她打電話回家。',
    },
    {
      en: "Leo's school bag strap tears. He needs a bag for his books, so it must be fixed. Grandma Lin sews the strap for him, and it costs nothing.",
      'zh-TW': '阿力的書包背帶裂開了。課本要有書包裝，所以一定要修好。林奶奶幫他把背帶縫好，一塊錢也沒花。',
    },
    {
      en: 'A new sticker set comes out at the shop. Jay really wants it. It is a want, not an emergency, so it can wait.',
      'zh-TW': '店裡出了一組新貼紙，阿哲好想要。不過這是想要的東西，不是緊急狀況，可以等一等。',
    },
    {
      en: 'A sign says "Sale: today only!" A sale does not turn a toy into an emergency.',
      'zh-TW': '看到「只有今天特價！」的牌子，也不代表那個玩具就變成了緊急狀況。',
    },
  ],
  sentenceBuilder: {
    frames: [
      {
        id: 'stay-calm',
        text: {
          en: 'Sudden problems that must be fixed soon are ______. When one comes, I keep ______ and tell a grown-up.',
          'zh-TW': '突然發生、又要很快處理的問題，叫做______。遇到的時候，我會保持______，然後告訴大人。',
        },
        wordPool: {
          en: ['risks', 'emergencies', 'calm', 'quiet'],
          'zh-TW': ['風險', '冷靜', '安靜', '緊急狀況'],
        },
        accepts: {
          en: [['emergencies'], ['calm']],
          'zh-TW': [['緊急狀況'], ['冷靜']],
        },
        hints: [
          {
            en: 'Think about what Jay did when his bike chain broke.',
            'zh-TW': '想想看，阿哲的鏈條斷掉時，他做了什麼？',
          },
          {
            en: 'A risk is only the chance of a problem, before it happens. Staying quiet would keep the problem a secret.',
            'zh-TW': '風險只是「可能出問題的機會」，事情還沒發生。保持安靜，會把問題藏起來。',
          },
          {
            en: 'The answer is "emergencies" and "calm": when an emergency comes, I keep calm and tell a grown-up.',
            'zh-TW': '答案是「緊急狀況」和「冷靜」：遇到緊急狀況時，先保持冷靜，再告訴大人。',
          },
        ],
      },
      {
        id: 'need-or-want',
        text: {
          en: 'Fixing my bike for school is a ______. New color pencils are a ______, so they can wait.',
          'zh-TW': '上學要騎的腳踏車壞了，修理它是______；新的彩色鉛筆只是______，可以等一等。',
        },
        wordPool: {
          en: ['risk', 'need', 'plan', 'want'],
          'zh-TW': ['風險', '想要', '計畫', '需要'],
        },
        accepts: {
          en: [['need'], ['want']],
          'zh-TW': [['需要'], ['想要']],
        },
        hints: [
          {
            en: 'Which one can wait, and which one cannot?',
            'zh-TW': '哪一個可以等，哪一個不能等？',
          },
          {
            en: 'Wanting something a lot does not make it a need. Jay must get to school on Monday; the pencils are just nice to have.',
            'zh-TW': '很想要，不代表就是需要。阿哲星期一要去上學，彩色鉛筆只是有了會很開心。',
          },
          {
            en: 'The answer is "need" and "want": the bike is a need for school, and the pencils are a want that can wait.',
            'zh-TW': '答案是「需要」和「想要」：上學用的腳踏車是需要，彩色鉛筆是可以等的想要。',
          },
        ],
      },
      {
        id: 'risk-and-cost',
        text: {
          en: 'Every bike ride has a small ______ that the chain breaks. Fixing it would be an ______ cost.',
          'zh-TW': '每次騎腳踏車，都有一點點鏈條斷掉的______；修理的錢就是一筆______的花費。',
        },
        wordPool: {
          en: ['unexpected', 'want', 'planned', 'risk'],
          'zh-TW': ['想要', '意外', '風險', '計畫好'],
        },
        accepts: {
          en: [['risk'], ['unexpected']],
          'zh-TW': [['風險'], ['意外']],
        },
        hints: [
          {
            en: 'The first blank is the chance that something goes wrong.',
            'zh-TW': '第一格是「事情可能出差錯的機會」。',
          },
          {
            en: 'Jay did not plan to fix his chain, so the cost was not planned.',
            'zh-TW': '阿哲本來沒打算修鏈條，所以這筆錢不是計畫好的。',
          },
          {
            en: 'The answer is "risk" and "unexpected": there is a small risk the chain breaks, and fixing it is an unexpected cost.',
            'zh-TW': '答案是「風險」和「意外」：鏈條有一點點斷掉的風險，修理的錢就是意外的花費。',
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
        en: 'After school, Mei cannot find her transit card. She needs it to get home. What should she do first?',
        'zh-TW': '放學後，小美找不到她的交通卡，可是她要刷卡才能回家。她第一步應該怎麼做？',
      },
      options: [
        { en: 'Stay calm and tell Ms. Chen what happened.', 'zh-TW': '先冷靜下來，告訴陳老師發生了什麼事。' },
        { en: 'Keep it a secret, so nobody at school or home gets upset.', 'zh-TW': '不要跟任何人說，免得老師和家人不高興。' },
        { en: 'Buy a snack to feel better.', 'zh-TW': '先買個零食，讓自己心情好一點。' },
        { en: 'Wait and hope the card comes back by itself.', 'zh-TW': '站著等，希望卡片自己跑回來。' },
      ],
      answer: [0],
      hintCycle: [
        {
          en: 'Think about what Jay did first when his chain broke.',
          'zh-TW': '想想看，阿哲的鏈條斷掉時，他第一步做了什麼？',
        },
        {
          en: 'Keeping a problem secret does not make it smaller. A snack or waiting will not get Mei home either. Who can help her?',
          'zh-TW': '把問題藏起來，問題不會變小；買零食或乾等，也沒辦法讓小美回家。誰可以幫她？',
        },
        {
          en: 'The answer is "Stay calm and tell Ms. Chen." A calm mind and a grown-up\'s help solve the problem fastest.',
          'zh-TW': '答案是「先冷靜下來，告訴陳老師」。保持冷靜、請大人幫忙，問題最快解決。',
        },
      ],
      why: {
        en: 'A calm mind thinks more clearly. A grown-up can help right away, like calling home.',
        'zh-TW': '冷靜下來，才想得清楚；大人也能馬上幫忙，像是打電話回家。',
      },
    },
    {
      id: 'q2',
      type: 'multi',
      question: {
        en: 'Which of these are emergencies? Pick all that fit.',
        'zh-TW': '下面哪些是緊急狀況？選出所有正確的答案。',
      },
      options: [
        {
          en: "Leo's bike tire goes flat. He rides it to school every day.",
          'zh-TW': '阿力的腳踏車爆胎了，他每天都騎車上學。',
        },
        {
          en: "An's friend gets new shoes, so An wants some too.",
          'zh-TW': '小安的朋友買了新鞋，小安也想要一雙。',
        },
        {
          en: "Jay's school bag rips, and his books fall out.",
          'zh-TW': '阿哲的書包破了，課本都掉了出來。',
        },
        { en: 'The shop has a sale on toy cars, today only.', 'zh-TW': '商店的玩具車只有今天特價。' },
      ],
      answer: [0, 2],
      hintCycle: [
        {
          en: 'An emergency is sudden, and it must be fixed soon.',
          'zh-TW': '緊急狀況是突然發生、而且要很快處理的事。',
        },
        {
          en: 'Wanting what a friend has, or a sale sign, can wait. Which problems stop someone from getting to school or carrying books?',
          'zh-TW': '想要朋友有的東西、看到特價牌子，都可以等一等。哪些問題會讓人沒辦法上學、沒辦法裝課本？',
        },
        {
          en: 'The answer is the flat bike tire and the ripped school bag. Both are needed for school, so they must be fixed soon.',
          'zh-TW': '答案是「腳踏車爆胎」和「書包破了」。這兩樣都是上學需要的，所以要很快處理。',
        },
      ],
      why: {
        en: 'An emergency is a sudden problem with something you need. Wants and sale signs can wait.',
        'zh-TW': '緊急狀況，是需要的東西突然出了問題。想要的東西和特價牌子，都可以等一等。',
      },
    },
    {
      id: 'q3',
      type: 'bool',
      question: {
        en: 'True or false: An is a very careful saver, but she can still have an emergency.',
        'zh-TW': '對或不對：小安是很小心的存錢高手，但她還是可能遇到緊急狀況。',
      },
      answer: true,
      hintCycle: [
        {
          en: 'Remember what Pip said: who can surprises happen to?',
          'zh-TW': '想想皮皮說的話：意外可能發生在誰身上？',
        },
        {
          en: 'Being careful lowers some risks. But it cannot stop every surprise, like a sudden rain or a broken zipper.',
          'zh-TW': '小心可以減少一些風險，可是沒辦法擋住所有意外，像是突然下大雨、拉鍊壞掉。',
        },
        {
          en: 'True. Emergencies can happen to anyone. Being ready helps you stay calm when they do.',
          'zh-TW': '對。意外誰都可能遇到。事先準備好，遇到時就能保持冷靜。',
        },
      ],
      why: {
        en: 'Being careful lowers some risks, but surprises can happen to anyone. Getting ready helps you stay calm.',
        'zh-TW': '小心可以減少一些風險，可是意外誰都可能遇到。事先準備好，就能保持冷靜。',
      },
    },
    {
      id: 'q4',
      type: 'single',
      question: {
        en: 'An has 150 coins. Her school bag strap breaks, and fixing it costs 100 coins. She also wants a comic book for 120 coins. Which plan is wise?',
        'zh-TW': '小安有 NT$150。她的書包背帶斷了，修理要 NT$100。她也想買一本 NT$120 的漫畫。哪一個做法比較好？',
      },
      options: [
        {
          en: 'Buy the book first, and fix the strap some other day.',
          'zh-TW': '先買書，背帶改天再說。',
        },
        {
          en: 'Carry her books in her arms from now on, and keep the coins for fun.',
          'zh-TW': '以後都用手抱著課本，背帶不修了，錢留著買好玩的東西。',
        },
        {
          en: 'Buy both today, because 150 coins is a lot.',
          'zh-TW': '今天兩樣都買，反正 NT$150 很多。',
        },
        {
          en: 'Fix the strap first. Save 70 more coins for the comic.',
          'zh-TW': '先修背帶，再存 NT$70 買漫畫。',
        },
      ],
      answer: [3],
      hintCycle: [
        {
          en: 'Which one does An need for school every day?',
          'zh-TW': '哪一樣是小安每天上學都需要的？',
        },
        {
          en: 'Having a lot of coins does not mean you can buy it all. Both cost 100 + 120 = 220 coins, more than 150.',
          'zh-TW': '錢好像很多，不代表什麼都買得起。兩樣加起來是 100 + 120 = 220，比 NT$150 多。',
        },
        {
          en: 'The answer is "Fix the strap first. Save 70 more coins for the comic." 150 − 100 = 50, and 120 − 50 = 70.',
          'zh-TW': '答案是「先修背帶，再存 NT$70 買漫畫」。150 − 100 = 50，120 − 50 = 70。',
        },
      ],
      why: {
        en: 'A need comes before a want. The comic can wait a few weeks, but An needs her bag for school every day.',
        'zh-TW': '需要的先處理，想要的可以等。漫畫晚幾個星期再買沒關係，書包卻是每天上學都要用。',
      },
    },
    {
      id: 'q5',
      type: 'bool',
      question: {
        en: "Leo's kite breaks. He flies it on holidays. True or false: Fixing the kite is an emergency.",
        'zh-TW': '阿力的風箏壞了，他放假時才會去放風箏。對或不對：修風箏是緊急狀況。',
      },
      answer: false,
      hintCycle: [
        {
          en: 'Does Leo need the kite soon, for school or to stay safe?',
          'zh-TW': '阿力是不是很快就需要風箏，才能上學或保持安全？',
        },
        {
          en: 'Something you love is not always something you need soon. Without the kite, Leo can still go to school and stay safe.',
          'zh-TW': '喜歡的東西，不一定是很快就需要的東西。沒有風箏，阿力還是可以上學、平平安安。',
        },
        {
          en: 'False. The kite is fun, but fixing it can wait. It is a want, not an emergency.',
          'zh-TW': '不對。風箏很好玩，但修理可以等一等。它是想要，不是緊急狀況。',
        },
      ],
      why: {
        en: 'An emergency is about a need that cannot wait. A broken toy can wait until Leo has saved for it.',
        'zh-TW': '緊急狀況是不能等的需要。壞掉的玩具，可以等阿力存夠錢再修。',
      },
    },
  ],
  autoMission: {
    title: { en: 'Ready for Surprises', 'zh-TW': '意外來了也不慌' },
    options: [
      {
        id: 'emergency-or-want',
        label: { en: 'Emergency or want?', 'zh-TW': '緊急狀況還是想要？' },
        instructions: {
          en: 'Drag each card to "emergency" or "want". The cards are: broken bike chain, lost transit card, torn school bag, new sticker set, toy car on sale, new comic book.',
          'zh-TW': '把每張卡片拖到「緊急狀況」或「想要」：鏈條斷了、交通卡弄丟、書包破了、新貼紙、特價玩具車、新漫畫。',
        },
        controlType: 'drag-validate',
      },
      {
        id: 'calm-steps',
        label: { en: 'My calm steps', 'zh-TW': '我的冷靜三步驟' },
        instructions: {
          en: 'With a grown-up, make a small card with three steps. First, take a deep breath. Next, tell a grown-up. Then fix the need first. Tick each step when you have written it.',
          'zh-TW': '和大人一起做一張小卡片，寫上三個步驟：一、深呼吸；二、告訴大人；三、先處理需要的事。寫好一步就打一個勾。',
        },
        controlType: 'checkbox',
      },
      {
        id: 'who-can-help',
        label: { en: 'Who can help me?', 'zh-TW': '誰可以幫我？' },
        instructions: {
          en: 'Pick a place: school, home or the park. Pick a helper: a teacher, a family member or a trusted grown-up. Then finish: "If something goes wrong at [place], I can ask [helper] for help."',
          'zh-TW': '選一個地點：學校、家裡或公園；再選一位幫手：老師、家人或信任的大人。然後完成句子：「如果我在［地點］遇到意外，我可以請［幫手］幫忙。」',
        },
        controlType: 'template-select',
      },
    ],
    completionRule: 'any_one',
  },
} satisfies AdventureBody;

export default body;
