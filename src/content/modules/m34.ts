import type { ClassicBody } from '../schema/module-body';

/**
 * M34 · Mind Desert: "Enough Is Enough" / 「知足常樂」.
 * Learning outcome (Grade 4, Spending): decide whether to buy more of something by first counting what they
 * already have and asking what one more would add, and explain that the pull of "one more" is a normal
 * feeling that fades (a new thing feels special, then it feels normal).
 * Numbers: story (on a Monday): Leo's allowance is 150 every Monday (cast sheet); keychain 80 (Grandma Lin's price);
 * keychains 4 on his bag + 3 at home: 4 + 3 = 7; the star keychain felt special for 2 days; he buys one
 * pencil (10, Grandma Lin's) → 150 − 10 = 140 left; he hangs his 3 favorites. Terms and stems: 7
 * keychains, 2 days, 3 favorites, 3 long pencils.
 * Quiz: q1 Jay has 3 sketchbooks, 2 empty; sketchbook 60 (Grandma Lin's); q2 a classmate's water bottle,
 * special for a week; q3 An's eraser 15 (Grandma Lin's price); q5 An's allowance 100 every Monday (cast
 * sheet), on a Monday: 5 long pencils, skips the 10-coin pencil, buys a 45-coin notebook → 100 − 45 = 55 left.
 * Facts: none — all prices are Grandma Lin's.
 */
const body = {
  id: 'M34',
  format: 'classic',
  scenarios: [
    {
      id: 'leos-one-more-keychain',
      title: {
        en: 'Leo and the "One More" Keychain',
        'zh-TW': '阿力和「再一個就好」的鑰匙圈',
      },
      description: {
        en: 'A lemon keychain calls to Leo. But how many keychains does he already have?',
        'zh-TW': '一個檸檬鑰匙圈在向阿力招手。可是，他已經有幾個鑰匙圈了呢？',
      },
      context: {
        en:
          'Leo gets 150 coins of allowance every Monday. Today is Monday. ' +
          "A new keychain hangs in Grandma Lin's shop. It is a tiny yellow lemon, just like his stand! " +
          'It costs 80 coins. "Just one more," Leo thinks. ' +
          'Mei tugs his sleeve. "Don\'t you have lots of keychains already?" ' +
          'Leo counts. Four hang on his schoolbag. Three sit in a box at home. 4 + 3 = 7 keychains. ' +
          '"What would this one add?" he asks himself. One more jingle on his bag. That is all. ' +
          'He remembers his last keychain, a little star. It felt special for two days. Now it sits in the box. ' +
          'Grandma Lin smiles. "Every brain does that. New things feel special, then they feel normal." ' +
          'Then Leo opens his pencil case. He has one short stub, and a test tomorrow. A pencil would add something real. ' +
          'He buys one pencil for 10 coins. 150 − 10 = 140 coins stay in his pocket. ' +
          'That night, he lays out his 7 keychains and picks his 3 favorites for his bag. It feels like new, for free. ' +
          'Pip lands on his shoulder. "Squawk! Enough is a happy place to be!"',
        'zh-TW':
          '阿力每週一有 NT$150 零用錢，今天剛好是星期一。' +
          '林奶奶的小店裡掛了一個新的鑰匙圈：一顆小小的黃色檸檬，跟他的檸檬汁攤好搭！' +
          '它要 NT$80。阿力心想：「再買一個就好。」' +
          '小美拉拉他的袖子：「你不是已經有很多鑰匙圈了嗎？」' +
          '阿力數了數：書包上掛了 4 個，家裡的盒子裡還有 3 個。4 + 3 = 7，一共 7 個。' +
          '「多這一個，能增加什麼？」他問自己。答案是：書包上多一聲叮噹響而已。' +
          '他想起上一個鑰匙圈，是一顆小星星。剛買的時候，他開心了兩天；現在它躺在盒子裡，很少拿出來看。' +
          '林奶奶笑著說：「每個人的腦袋都會這樣。新東西一開始很特別，過幾天就變得普通了。」' +
          '接著，阿力打開鉛筆盒：裡面只剩一小截鉛筆頭，明天還要考試。買一枝新鉛筆，才是真的有用。' +
          '他買了一枝 NT$10 的鉛筆。150 − 10 = 140，口袋裡還留著 NT$140。' +
          '那天晚上，他把 7 個鑰匙圈排在桌上，挑出最喜歡的 3 個掛回書包。感覺就像換了新的，而且一毛錢都沒花。' +
          '皮皮飛到他肩上：「嘎！知足常樂，夠用就很幸福！」',
      },
      thinkingPrompts: [
        {
          en: 'Why do you think the star keychain stopped feeling special after two days?',
          'zh-TW': '你覺得，那個星星鑰匙圈為什麼過了兩天，就不再讓阿力覺得特別了？',
        },
        {
          en: 'Leo said no to the keychain but yes to the pencil. Why did counting help him choose?',
          'zh-TW': '阿力沒買鑰匙圈，卻買了鉛筆。為什麼先數一數，能幫他做出選擇？',
        },
        {
          en: 'What if Leo had no keychains at all? Would "What would this add?" get a different answer?',
          'zh-TW': '如果阿力一個鑰匙圈都沒有，再問「多這一個，能增加什麼？」，答案會不會不一樣？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'enough',
      term: { en: 'enough', 'zh-TW': '足夠' },
      definition: {
        en: 'As much as you need, so more would not help much.',
        'zh-TW': '已經有需要的數量，再多也幫助不大。',
      },
      example: {
        en: 'Leo has enough keychains: 7 in all, on his bag and in his box.',
        'zh-TW': '阿力的鑰匙圈已經足夠了：書包上加上盒子裡，一共有 7 個。',
      },
    },
    {
      id: 'content',
      term: { en: 'content', 'zh-TW': '知足' },
      definition: {
        en: 'Feeling happy with what you already have.',
        'zh-TW': '對自己已經擁有的東西，覺得滿足又開心。',
      },
      example: {
        en: 'Leo felt content when he picked his 3 favorite keychains.',
        'zh-TW': '阿力挑出最喜歡的 3 個鑰匙圈時，覺得很知足。',
      },
    },
    {
      id: 'one-more-feeling',
      term: { en: 'the "one more" feeling', 'zh-TW': '「再一個就好」的念頭' },
      definition: {
        en: 'A pull to get one more of something you already have.',
        'zh-TW': '明明已經有了，還想再多買一個的念頭。',
      },
      example: {
        en: 'The lemon keychain gave Leo the "one more" feeling.',
        'zh-TW': '看到檸檬鑰匙圈，阿力心裡冒出「再一個就好」的念頭。',
      },
    },
    {
      id: 'take-stock',
      term: { en: 'take stock', 'zh-TW': '盤點' },
      definition: {
        en: 'To count what you already have.',
        'zh-TW': '把自己已經有的東西數一數、看一看。',
      },
      example: {
        en: 'Leo took stock: 4 keychains on his bag and 3 at home.',
        'zh-TW': '阿力盤點了一下：書包上 4 個，家裡還有 3 個。',
      },
    },
    {
      id: 'new-thing-glow',
      term: { en: 'the new-thing glow', 'zh-TW': '新鮮感' },
      definition: {
        en: 'The special feeling a new thing gives. It fades after a while.',
        'zh-TW': '新東西帶來的特別感覺，過一陣子就會慢慢變淡。',
      },
      example: {
        en: "The star keychain's new-thing glow lasted only 2 days.",
        'zh-TW': '星星鑰匙圈的新鮮感，只維持了 2 天。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'i-have-enough',
      stem: {
        en: 'I have enough… because…',
        'zh-TW': '我的……已經足夠了，因為……',
      },
      examples: [
        {
          en: 'I have enough pencils because 3 long ones are in my pencil case.',
          'zh-TW': '我的鉛筆已經足夠了，因為鉛筆盒裡還有 3 枝長長的。',
        },
      ],
    },
    {
      id: 'before-one-more',
      stem: {
        en: 'Before I buy one more, I take stock and ask…',
        'zh-TW': '再買一個之前，我會先盤點，再問自己……',
      },
      examples: [
        {
          en: 'Before I buy one more, I take stock and ask, "What would this add?"',
          'zh-TW': '再買一個之前，我會先盤點，再問自己：「多這一個，能增加什麼？」',
        },
        {
          en: 'Before I buy one more, I take stock and ask if my old one still works.',
          'zh-TW': '再買一個之前，我會先盤點，再問自己：舊的那個還能用嗎？',
        },
      ],
    },
    {
      id: 'i-feel-content',
      stem: {
        en: 'I feel content when…',
        'zh-TW': '每次……，我就覺得很知足。',
      },
      examples: [
        {
          en: 'I feel content when I use the things I already love.',
          'zh-TW': '每次用著自己本來就很喜歡的東西，我就覺得很知足。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: "Jay has 3 sketchbooks at home, and 2 are still empty. At Grandma Lin's shop, he sees a sketchbook for 60 coins. He takes stock first. What is his best next step?",
        'zh-TW': '阿哲家裡有 3 本素描本，其中 2 本還是空白的。他在林奶奶的店裡，看到一本 NT$60 的素描本。他先盤點了一下。接下來怎麼做最好？',
      },
      options: [
        {
          en: 'Buy it now, because the want will only grow if he waits.',
          'zh-TW': '現在就買，因為越等只會越想要。',
        },
        {
          en: 'Buy it, because 60 coins is a small price for a thing he loves.',
          'zh-TW': '買吧，因為 NT$60 不貴，又是他喜歡的東西。',
        },
        {
          en: 'Fill his 2 empty sketchbooks first, and skip this one for now.',
          'zh-TW': '先把 2 本空白的畫完，這本先不買。',
        },
        {
          en: 'Buy it, because having extra means he will never run out of paper.',
          'zh-TW': '買吧，多準備幾本，就永遠不怕沒有紙可以畫。',
        },
      ],
      correctAnswer: 2,
      feedback: {
        en: 'Jay already has 2 empty sketchbooks, so a new one adds nothing yet. A low price or "extra, just in case" does not change that. When his sketchbooks are full, a new one will add something real.',
        'zh-TW': '阿哲還有 2 本空白的素描本，現在多買一本，並不會增加什麼。價錢便宜、或是「多準備幾本」，都改變不了這一點。等素描本都畫滿了，再買新的才真的有用。',
      },
      hintCycle: [
        {
          en: 'What did Jay find when he took stock?',
          'zh-TW': '阿哲盤點之後，發現了什麼？',
        },
        {
          en: 'A low price or "extra, just in case" does not mean he needs it. And waiting often makes a want smaller, not bigger.',
          'zh-TW': '便宜、或是「多準備幾本」，都不代表他需要。而且等一等，想要的感覺常常會變小，不是變大。',
        },
        {
          en: 'The answer is to fill the 2 empty sketchbooks first. One more would add nothing new yet.',
          'zh-TW': '答案是先把 2 本空白的素描本畫完。現在多買一本，並不會增加什麼。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: "Mei's classmate got a new water bottle. She loved it for a week. Now it feels like any other bottle. True or false: this happens to most people, because new things feel special at first and then feel normal.",
        'zh-TW': '小美的同學買了一個新水壺，喜歡得不得了。可是一個星期後，就覺得它跟其他水壺差不多了。是非題：很多人會這樣，因為新東西一開始很特別，過一陣子就變得普通了。',
      },
      correctAnswer: true,
      feedback: {
        en: 'True. Most brains get used to new things. That is normal, not a reason to feel bad. Knowing it helps: the "one more" feeling fades too.',
        'zh-TW': '對。大部分人的腦袋，都會慢慢習慣新東西。這很正常，不用因此覺得自己不好。知道這一點很有幫助：「再一個就好」的念頭，也會慢慢變淡。',
      },
      hintCycle: [
        {
          en: "Think about Leo's star keychain.",
          'zh-TW': '想一想阿力的星星鑰匙圈。',
        },
        {
          en: 'Some think only greedy people feel this way. But it is not about being greedy. Most brains get used to new things.',
          'zh-TW': '有人以為，只有貪心的人才會這樣。其實這跟貪不貪心無關，大部分人的腦袋都會慢慢習慣新東西。',
        },
        {
          en: 'The answer is true. The new-thing glow fades for most people, so one more thing does not keep us happy for long.',
          'zh-TW': '答案是「對」。新鮮感對大部分人來說都會變淡，所以多買一個，開心不了太久。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'An\'s eraser is getting small. She sees a cute eraser for 15 coins. Which questions fit the move "take stock, then ask what it would add"? Pick all that are right.',
        'zh-TW': '小安的橡皮擦越用越小了。她看到一個 NT$15 的可愛橡皮擦。下面哪些問題，符合「先盤點，再問多這一個能增加什麼」的做法？（可以選好幾個）',
      },
      options: [
        { en: 'How many erasers do I have at home?', 'zh-TW': '我家裡還有幾個橡皮擦？' },
        { en: 'Does my old eraser still work well?', 'zh-TW': '我舊的橡皮擦還好用嗎？' },
        { en: 'Would my friends think this one is cute?', 'zh-TW': '朋友會不會覺得這個很可愛？' },
        { en: 'What would a new eraser add for me?', 'zh-TW': '新的橡皮擦能帶給我什麼？' },
        { en: 'Is this the last one in the shop?', 'zh-TW': '這是不是店裡的最後一個？' },
      ],
      correctAnswer: [0, 1, 3],
      feedback: {
        en: 'Counting what she has, checking her old eraser, and asking what a new one adds are the move. What friends think, or "the last one", is about other people and hurry, not about what An has.',
        'zh-TW': '數一數家裡有幾個、看看舊的還好不好用、問問新的能增加什麼，這些就是「先盤點，再問」。朋友怎麼想、是不是最後一個，跟別人的眼光和催促有關，跟小安已經有什麼沒有關係。',
      },
      hintCycle: [
        {
          en: 'The move has two parts: first count, then ask what it adds.',
          'zh-TW': '這個做法有兩步：先數一數，再問能增加什麼。',
        },
        {
          en: 'What friends think, or whether it is the last one, does not tell An what she already has.',
          'zh-TW': '朋友怎麼想、是不是最後一個，都沒辦法告訴小安，她自己已經有什麼。',
        },
        {
          en: 'The answers: how many erasers she has, whether her old one works, and what a new one would add.',
          'zh-TW': '答案是：家裡還有幾個橡皮擦、舊的還好不好用，以及多一個新的能增加什麼。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'Before Leo buys more of something, he first ______ what he already has.',
        'zh-TW': '阿力要買更多同樣的東西之前，會先______自己已經有的。',
      },
      acceptedAnswers: {
        en: ['counts', 'count', 'checks', 'check', 'takes stock of', 'looks at', 'counts up', 'adds up'],
        'zh-TW': ['數一數', '數', '數數', '盤點', '盤點一下', '清點', '算一算', '檢查', '看看'],
      },
      feedback: {
        en: 'He counts what he has, or takes stock. Then he asks what one more would add.',
        'zh-TW': '他會先數一數，也就是盤點。然後再問自己：多這一個，能增加什麼？',
      },
      hintCycle: [
        {
          en: 'What did Leo do with his keychains before he decided?',
          'zh-TW': '阿力決定之前，先對他的鑰匙圈做了什麼？',
        },
        {
          en: 'It is not "buys" or "wants". It is something you do with numbers.',
          'zh-TW': '不是「買」，也不是「想要」，是一個跟數字有關的動作。',
        },
        {
          en: 'The answer is "counts" (or "takes stock of"). He counts what he has first.',
          'zh-TW': '答案是「數一數」（或「盤點」）。他會先數數看自己有多少。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: "An gets 100 coins of allowance every Monday. This Monday, she takes stock: she has 5 long pencils, but her only notebook is full. At Grandma Lin's shop, she skips the 10-coin pencil. She buys a 45-coin notebook. Out of this week's 100 coins, she has ______ coins left.",
        'zh-TW': '小安每週一有 NT$100 零用錢。這個星期一，她先盤點了一下：家裡有 5 枝長長的鉛筆，可是唯一的筆記本已經寫滿了。在林奶奶的店裡，她沒買 NT$10 的鉛筆，只買了一本 NT$45 的筆記本。這星期的 NT$100，她還剩______元。',
      },
      acceptedAnswers: {
        en: ['55', 'fifty-five', 'fifty five', '55 coins'],
        'zh-TW': ['55', '五十五', 'NT$55', '55元', '55 元', '五十五元'],
      },
      feedback: {
        en: '100 − 45 = 55. Taking stock showed An had enough pencils but needed a notebook. So she bought only the thing that adds something.',
        'zh-TW': '100 − 45 = 55，還剩 NT$55。盤點之後，小安知道鉛筆夠用，筆記本卻需要買，所以她只買真正有用的東西。',
      },
      hintCycle: [
        {
          en: 'Which one thing did An buy?',
          'zh-TW': '小安最後買了哪一樣東西？',
        },
        {
          en: 'Do not take away the pencil too: she skipped it. Take only 45 away from 100.',
          'zh-TW': '別把鉛筆也扣掉喔，她沒有買。只要用 100 減掉 45。',
        },
        {
          en: 'The answer is 55. 100 − 45 = 55: she bought the notebook she needed and kept the rest.',
          'zh-TW': '答案是 55。100 − 45 = 55：她只買了需要的筆記本，其他的錢都留下來了。',
        },
      ],
    },
  ],
  reflection: {
    id: 'what-would-one-more-add',
    question: {
      en: 'Think of something you already have enough of. What would one more really add?',
      'zh-TW': '想一樣你已經有足夠數量的東西。再多一個，真的能增加什麼嗎？',
    },
    placeholder: {
      en: 'I already have… One more would add…',
      'zh-TW': '我已經有……，再多一個會……',
    },
  },
} satisfies ClassicBody;

export default body;
