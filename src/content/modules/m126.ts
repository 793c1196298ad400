import type { ClassicBody } from '../schema/module-body';

/**
 * M126 · Mind Desert: "The Sunk Cost Trap" / 「沉沒成本的陷阱」.
 * Learning outcome (Grade 4, Spending): explain that money already spent cannot be gotten back whatever
 * one chooses next, and choose between options by what each one gives from now on. The trick is the
 * sunk cost trap (grown-ups' name, said once: "sunk cost" / 「沉沒成本」), a normal pull every brain
 * feels; the move is "Spent is spent: choose what is best from now on."
 * Numbers: story: Grandma Lin's prices: comic book 120, sketchbook 60. Jay bought books 1 and 2:
 * 120 + 120 = 240. He had 30 coins left; Jay's allowance is 100 coins every Friday (cast sheet):
 * 30 + 100 = 130. Book 3 would cost 120; the sketchbook 60: 130 − 60 = 70 left. Ten pages (a word in
 * both languages).
 * Terms: 240 sunk; book 3 for 120 would add 120 more spent; options 120 or 60.
 * Stems: no numbers.
 * Quiz: q1 no numbers (30 minutes into a movie; no claim about cinema refunds); q2 Leo's comic book 120 (Grandma Lin's price), 10 pages
 * (true); q3 Leo's stand supplies about 60 (cast sheet), a rainy Saturday; q4 Mei's sticker sheet 30
 * (Grandma Lin's price); q5 An: bead kit 90 last month (the island's own price, sunk), has 100 now,
 * skips extra beads 40, buys a notebook 45 (Grandma Lin's price): 100 − 45 = 55 (distractor
 * 100 − 40 − 45 = 15).
 * Facts: none — all prices are Grandma Lin's or "about" prices from the guide, or the island's own.
 */
const body = {
  id: 'M126',
  format: 'classic',
  scenarios: [
    {
      id: 'jays-dragon-comics',
      title: {
        en: 'Jay and Book 3',
        'zh-TW': '阿哲和第 3 集',
      },
      description: {
        en: 'Jay spent 240 coins on a comic series he no longer enjoys. Should he buy book 3 so that money is not "wasted"?',
        'zh-TW': '阿哲花了 NT$240 買一套漫畫，現在卻不太喜歡了。為了不「浪費」那些錢，他該買第 3 集嗎？',
      },
      context: {
        en:
          "Jay loved a dragon comic series. At Grandma Lin's, each comic book costs 120 coins. " +
          'He bought book 1, then book 2: 120 + 120 = 240 coins. Book 1 was great. Book 2 was slow, and he stopped halfway. ' +
          'On Friday, Jay gets his allowance of 100 coins. With his 30 leftover coins, he has 30 + 100 = 130 coins. ' +
          'Next to book 3 is a sketchbook for 60 coins. Jay\'s old sketchbook is full. ' +
          '"I already spent 240 coins on this series," Jay says. "If I stop, that money is wasted!" ' +
          '"Do you want to read book 3?" asks Grandma Lin. ' +
          '"Not really. But I paid for books 1 and 2." ' +
          '"Will buying book 3 bring those 240 coins back?" ' +
          '"No. They are spent either way." ' +
          '"Grown-ups call that a sunk cost," says Grandma Lin. "It sank like a coin in a pond." ' +
          'Jay looks ahead. Book 3 is 120 coins for a story he does not enjoy. The sketchbook is 60 coins, and he draws every day. ' +
          'Jay buys the sketchbook. 130 − 60 = 70 coins are left. That week, he fills ten pages with his own dragons. ' +
          '"Squawk!" says Pip. "Spent is spent. Choose what is best from now on!"',
        'zh-TW':
          '阿哲很喜歡一套講飛龍的漫畫。林奶奶的店裡，每本漫畫要 NT$120。' +
          '阿哲先買了第 1 集，又買了第 2 集：120 + 120 = 240，一共花了 NT$240。第 1 集超好看；第 2 集卻很拖，他看到一半就看不下去了。' +
          '星期五，阿哲拿到 NT$100 零用錢。他原本還剩 NT$30，30 + 100 = 130，現在有 NT$130。' +
          '第 3 集就擺在架上，旁邊還有一本 NT$60 的素描本。阿哲的舊素描本剛好畫滿了。' +
          '阿哲皺起眉頭：「我已經在這套漫畫上花了 NT$240，不買下去的話，那些錢不就浪費了！」' +
          '林奶奶問：「你想看第 3 集嗎？」' +
          '「其實不太想。」阿哲說，「可是第 1、2 集都買了啊。」' +
          '「那你買了第 3 集，那 NT$240 會回來嗎？」' +
          '「不會。不管我選哪一個，那些錢都已經花掉了。」' +
          '林奶奶說：「大人把這叫做『沉沒成本』，就像掉進池塘的硬幣，沉下去就撈不回來了。」' +
          '於是阿哲只往前看：第 3 集要 NT$120，買的是他不喜歡的故事；素描本只要 NT$60，而且他每天都在畫畫。' +
          '阿哲買了素描本，130 − 60 = 70，還剩 NT$70。那個星期，他畫滿了十頁自己設計的飛龍。' +
          '「嘎！」皮皮說，「花掉的就是花掉了。從現在開始，選最好的！」',
      },
      thinkingPrompts: [
        {
          en: 'Why did Jay feel that not buying book 3 would waste his 240 coins?',
          'zh-TW': '為什麼阿哲會覺得，不買第 3 集就浪費了那 NT$240？',
        },
        {
          en: 'What if Jay still loved the series? Would buying book 3 be a good choice then? Why?',
          'zh-TW': '如果阿哲還是很喜歡這套漫畫，那買第 3 集會是好選擇嗎？為什麼？',
        },
        {
          en: 'Grandma Lin said the coins "sank like a coin in a pond." Why is that a good picture of a sunk cost?',
          'zh-TW': '林奶奶說那些錢「就像掉進池塘的硬幣」。為什麼這很像沉沒成本？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'sunk-cost',
      term: { en: 'sunk cost', 'zh-TW': '沉沒成本' },
      definition: {
        en: 'Money already spent that you cannot get back, whatever you choose next.',
        'zh-TW': '已經花掉、不管接下來怎麼選都拿不回來的錢。',
      },
      example: {
        en: 'The 240 coins Jay paid for books 1 and 2 are a sunk cost.',
        'zh-TW': '阿哲買第 1、2 集花的 NT$240，就是沉沒成本。',
      },
    },
    {
      id: 'sunk-cost-trap',
      term: { en: 'sunk cost trap', 'zh-TW': '沉沒成本陷阱' },
      definition: {
        en: 'Spending more, or keeping on, only because you already spent a lot. Every brain feels this pull.',
        'zh-TW': '只因為已經花了很多，就繼續花錢或硬撐下去。每個人的大腦都會被這樣拉著走。',
      },
      example: {
        en: 'Jay almost fell into the sunk cost trap with book 3.',
        'zh-TW': '阿哲差一點就為了第 3 集，掉進沉沒成本陷阱。',
      },
    },
    {
      id: 'from-now-on',
      term: { en: 'from now on', 'zh-TW': '從現在開始' },
      definition: {
        en: 'Starting today and going forward, without looking back.',
        'zh-TW': '從今天起往前看，不再回頭看。',
      },
      example: {
        en: 'From now on, the sketchbook gives Jay more than book 3 would.',
        'zh-TW': '從現在開始看，素描本能帶給阿哲的，比第 3 集多。',
      },
    },
    {
      id: 'option',
      term: { en: 'option', 'zh-TW': '選項' },
      definition: {
        en: 'One of the things you could pick.',
        'zh-TW': '可以選擇的其中一個做法。',
      },
      example: {
        en: 'Jay had two options: book 3 for 120 coins, or a sketchbook for 60 coins.',
        'zh-TW': '阿哲有兩個選項：NT$120 的第 3 集，或 NT$60 的素描本。',
      },
    },
    {
      id: 'waste',
      term: { en: 'waste', 'zh-TW': '浪費' },
      definition: {
        en: 'Using money or things on something that does not help you or make you glad.',
        'zh-TW': '把錢或東西花在對自己沒幫助、也不會讓自己開心的地方。',
      },
      example: {
        en: 'Buying book 3 just to "not waste" 240 coins would waste 120 more.',
        'zh-TW': '只為了「不浪費」那 NT$240 而買第 3 集，反而會再浪費 NT$120。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'sunk-cost-so',
      stem: {
        en: 'Money I already spent is a sunk cost, so…',
        'zh-TW': '已經花掉的錢是沉沒成本，所以……',
      },
      examples: [
        {
          en: 'Money I already spent is a sunk cost, so I leave it out when I choose what to buy next.',
          'zh-TW': '已經花掉的錢是沉沒成本，所以決定接下來要買什麼時，我不把它算進去。',
        },
      ],
    },
    {
      id: 'from-now-on-option',
      stem: {
        en: 'From now on, this option gives me…',
        'zh-TW': '從現在開始看，這個選項能帶給我……',
      },
      examples: [
        {
          en: 'From now on, this option gives me a place to draw every day.',
          'zh-TW': '從現在開始看，這個選項能讓我每天都有地方畫畫。',
        },
        {
          en: 'From now on, this option gives me a story I do not enjoy, so I will skip it.',
          'zh-TW': '從現在開始看，這個選項只會帶給我不喜歡的故事，所以我不選它。',
        },
      ],
    },
    {
      id: 'almost-fell-in',
      stem: {
        en: 'I almost fell into the sunk cost trap when…',
        'zh-TW': '有一次我差點掉進沉沒成本陷阱，那時候……',
      },
      examples: [
        {
          en: 'I almost fell into the sunk cost trap when I wanted more stickers for an album I no longer liked.',
          'zh-TW': '有一次我差點掉進沉沒成本陷阱，那時候我想為一本已經不喜歡的貼紙簿，再買更多貼紙。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: 'An and her dad are at a movie. They paid for the tickets. After 30 minutes, they both find it boring. Dad asks, "Stay, or walk in the park?" Which thought follows the "best from now on" idea?',
        'zh-TW':
          '小安和爸爸去看電影，票已經買好了。看了 30 分鐘，兩個人都覺得好無聊。爸爸問：「要繼續看，還是去公園散步？」哪一個想法符合「從現在開始選最好的」？',
      },
      options: [
        {
          en: 'We paid for the tickets, so we have to sit until the end.',
          'zh-TW': '票都買了，就一定要看到最後才行。',
        },
        {
          en: 'The ticket money is gone either way. What would we enjoy more now?',
          'zh-TW': '票錢反正拿不回來了，接下來做什麼比較開心？',
        },
        {
          en: "Let's stay, because leaving now would mean we chose badly.",
          'zh-TW': '留下來吧，現在走掉，就等於承認當初選錯了。',
        },
        {
          en: 'If we leave now, the ticket money is wasted, so staying is the smart choice.',
          'zh-TW': '現在走掉，票錢就白白浪費了，所以留下來看完才聰明。',
        },
      ],
      correctAnswer: 1,
      feedback: {
        en: 'The tickets are a sunk cost: the money is gone whether they stay or leave. So the smart question is which choice they would enjoy more from now on. Leaving a boring movie is not a failure. It is a good choice for now.',
        'zh-TW': '票錢是沉沒成本：不管留下來還是離開，錢都拿不回來。所以聰明的問題是：從現在開始，做哪件事比較開心？離開無聊的電影不是失敗，而是替現在做了好選擇。',
      },
      hintCycle: [
        {
          en: 'Will staying, or leaving, bring the ticket money back?',
          'zh-TW': '留下來看，或是離開，哪一個能把票錢拿回來？',
        },
        {
          en: 'Some think paying means you must stay, that leaving "wastes" the money, or that leaving means you chose badly. But the money is spent either way.',
          'zh-TW': '有人以為付了錢就得看完、走掉才是「浪費」，或走掉就代表當初選錯了。其實不管怎麼選，錢都已經花掉了。',
        },
        {
          en: 'The answer: "The ticket money is gone either way. What would we enjoy more now?" It looks only at what comes next.',
          'zh-TW': '答案是「票錢反正拿不回來了，接下來做什麼比較開心？」這個想法只看接下來。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'Leo buys a comic book for 120 coins. After 10 pages, he knows he does not like it. True or false: reading the rest will not bring back any of the 120 coins.',
        'zh-TW': '阿力花 NT$120 買了一本漫畫，看了 10 頁就知道自己不喜歡。是非題：就算把剩下的看完，那 NT$120 也拿不回來。',
      },
      correctAnswer: true,
      feedback: {
        en: 'True. The 120 coins are spent whether he reads on or stops. Reading on makes sense only if he enjoys it from now on. He could also pass the book to a friend who likes it.',
        'zh-TW': '對。不管繼續看還是停下來，那 NT$120 都已經花掉了。只有接下來看得開心，繼續看才有意思。他也可以把書送給喜歡這本漫畫的朋友。',
      },
      hintCycle: [
        {
          en: 'Does reading more pages put any coins back in his pocket?',
          'zh-TW': '多看幾頁，會讓口袋裡的錢變回來嗎？',
        },
        {
          en: 'Some think finishing a thing "gets your money\'s worth". The money does not come back either way.',
          'zh-TW': '有人以為看完才「值回票價」。其實不管看不看完，錢都不會回來。',
        },
        {
          en: 'The answer is true. The 120 coins are a sunk cost. He can choose what is best from now on.',
          'zh-TW': '答案是「對」。那 NT$120 是沉沒成本，他可以從現在開始選最好的做法。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Leo spent about 60 coins on lemons, sugar and cups. Then Saturday is rainy, and few people come by his stand. Which are good "from now on" thoughts? Pick all that are right.',
        'zh-TW': '阿力花了大約 NT$60 買檸檬、糖和杯子，結果星期六下雨，攤子前幾乎沒人經過。下面哪些是「從現在開始」的好想法？（可以選好幾個）',
      },
      options: [
        {
          en: 'I have to stay out in the rain all afternoon, or the 60 coins are wasted.',
          'zh-TW': '我得在雨中撐一整個下午，不然那 NT$60 就浪費了。',
        },
        {
          en: 'The 60 coins are spent either way. How can I best use the lemons now?',
          'zh-TW': 'NT$60 反正都花掉了，現在檸檬怎麼用最好？',
        },
        {
          en: 'I can keep the cups dry and use them next Saturday.',
          'zh-TW': '杯子收好不要淋濕，下星期六還能用。',
        },
        {
          en: 'I should spend more on a bigger sign, so the 60 coins are not wasted.',
          'zh-TW': '我要再花錢做個更大的招牌，那 NT$60 才不會白花。',
        },
        {
          en: 'We can make lemonade at home tonight and share it with the family.',
          'zh-TW': '今晚可以在家做檸檬汁，請家人一起喝。',
        },
      ],
      correctAnswer: [1, 2, 4],
      feedback: {
        en: 'Good "from now on" thoughts ask how to use what he has: the lemons, the cups, a drink for the family. Staying out in the rain or spending more just to "save" the 60 coins is the sunk cost trap.',
        'zh-TW':
          '「從現在開始」的好想法，是想想手上的東西怎麼用最好：檸檬、杯子，還有請家人喝的檸檬汁。為了「救回」那 NT$60 而淋雨硬撐，或再多花錢，就是掉進沉沒成本陷阱。',
      },
      hintCycle: [
        {
          en: 'Which thoughts look at what Leo can do next, not at the 60 coins already spent?',
          'zh-TW': '哪些想法是在看阿力接下來能做什麼，而不是在想已經花掉的 NT$60？',
        },
        {
          en: 'Some think you must "make up" for money spent by staying longer or spending more. That only adds cost.',
          'zh-TW': '有人以為要撐更久或花更多錢，才能「補回」花掉的錢。這樣只會花得更多。',
        },
        {
          en: 'The answers: ask for the best use of the lemons now, keep the cups for next Saturday, and share lemonade at home.',
          'zh-TW': '答案是：想想現在檸檬怎麼用最好、把杯子留到下星期六，還有在家做檸檬汁請家人喝。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'Mei paid 30 coins for a sticker sheet. Now she does not like it. Whatever she does next, those 30 coins stay spent. They are a ______ cost.',
        'zh-TW': '小美花 NT$30 買了一張貼紙，現在不喜歡了。不管接下來怎麼做，那 NT$30 都拿不回來，這就是______成本。',
      },
      acceptedAnswers: {
        en: ['sunk', 'sunken'],
        'zh-TW': ['沉沒', '沈沒'],
      },
      feedback: {
        en: 'Money already spent that cannot come back is a sunk cost. Mei can choose what is best from now on, like trading stickers with a friend.',
        'zh-TW': '已經花掉、拿不回來的錢，就是沉沒成本。小美可以從現在開始選最好的做法，像是跟朋友交換貼紙。',
      },
      hintCycle: [
        {
          en: 'Think of the coin that sank to the bottom of the pond.',
          'zh-TW': '想想那枚沉到池塘底的硬幣。',
        },
        {
          en: 'It is not a "wasted" cost or a "lost" cost. The word means it went down and stays down.',
          'zh-TW': '不是「浪費成本」，也不是「損失成本」。這兩個字的意思是：沉下去就上不來了。',
        },
        {
          en: 'The answer is "sunk": a sunk cost is money that is spent and cannot come back.',
          'zh-TW': '答案是「沉沒」：沉沒成本就是已經花掉、拿不回來的錢。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: 'Last month, An paid 90 coins for a bead kit. She no longer enjoys it. Today she has 100 coins. She skips the 40-coin extra beads and buys a 45-coin notebook for her diary. She has ______ coins left.',
        'zh-TW':
          '上個月，小安花 NT$90 買了一盒串珠材料，現在已經不想玩了。今天她有 NT$100。她沒有加買 NT$40 的珠子，而是買了一本 NT$45 的筆記本寫日記。她還剩______元。',
      },
      acceptedAnswers: {
        en: ['55', 'fifty-five', 'fifty five', '55 coins'],
        'zh-TW': ['55', '五十五', 'NT$55', '55元', '55 元', '五十五元'],
      },
      feedback: {
        en: '100 − 45 = 55 coins. The 90 coins from last month are a sunk cost, so they are not part of today. She did not buy the extra beads, so no 40 comes out either.',
        'zh-TW': '100 − 45 = 55，還剩 NT$55。上個月的 NT$90 是沉沒成本，不算在今天的錢裡；她也沒有買 NT$40 的珠子，所以不用再減。',
      },
      hintCycle: [
        {
          en: 'Start with the money she has today. What does she really buy?',
          'zh-TW': '從她今天有的錢開始算。她今天真正買了什麼？',
        },
        {
          en: 'Some take away the 90 coins or the 40 coins too. The 90 was spent last month, and she skipped the beads.',
          'zh-TW': '有人會把 NT$90 或 NT$40 也減掉。可是 NT$90 是上個月花的，珠子她也沒買。',
        },
        {
          en: "The answer is 55. 100 − 45 = 55 coins: only today's choice counts.",
          'zh-TW': '答案是 55。100 − 45 = 55：只算今天的選擇。',
        },
      ],
    },
  ],
  reflection: {
    id: 'best-from-now-on',
    question: {
      en: 'Think of something you kept doing or kept buying because you had already paid for it. What would "best from now on" look like?',
      'zh-TW': '想一想，你有沒有因為「已經付錢了」，就一直做某件事或一直買某樣東西？如果「從現在開始選最好的」，你會怎麼做？',
    },
    placeholder: {
      en: 'I kept… because I had already paid for… From now on, the best choice would be…',
      'zh-TW': '我一直……，因為已經付錢買了……。從現在開始，最好的選擇是……',
    },
  },
} satisfies ClassicBody;

export default body;
