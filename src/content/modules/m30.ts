import type { ClassicBody } from '../schema/module-body';

/**
 * M30 · Mind Desert: "Money and Feelings" / 「金錢與心情」.
 * Learning outcome (Grade 4, Spending): give examples of how a feeling (joy, worry, envy) can
 * influence a purchase decision, and name the feeling before paying ("I feel …, so I want …").
 * Benchmark, in words: the grade-4 Spending statement that price, the spending choices of others, peer
 * pressure and advertising can influence purchase decisions, with the learner sharing examples; this
 * lesson adds the child's own feelings to that list. The island's first lesson: it opens from Ledger
 * Cave, where Jay kept his money diary (M18, M29).
 * Numbers: Jay's allowance is 100 every Friday (cast sheet). Three unplanned buys at Grandma Lin's
 * prices: sticker sheet 30 (joy, his drawing on the class wall) + bun 35 (worry, a spelling test) +
 * eraser 15 (envy) = 80; 100 − 80 = 20 left. Friday: 20 + 100 = 120; sketchbook 60 → 120 − 60 = 60 left.
 * Quiz: q1 Leo after a usual stand day (no numbers); q3 eraser 15; q5 Mei's cousin has 100, an
 * unplanned keychain 80 → 100 − 80 = 20 left.
 * Facts: none — all prices are Grandma Lin's.
 */
const body = {
  id: 'M30',
  format: 'classic',
  scenarios: [
    {
      id: 'jays-diary-and-feelings',
      title: {
        en: "What Jay's Diary Shows",
        'zh-TW': '阿哲的記帳本透露了什麼',
      },
      description: {
        en: 'Jay looks back at his money diary. The buys he never planned all came on days with big feelings.',
        'zh-TW': '阿哲翻開記帳本，發現那些沒計畫的花費，剛好都發生在心情起伏很大的日子。',
      },
      context: {
        en:
          'The class steps out of Ledger Cave onto warm, golden sand. Pip lands on a cactus. ' +
          '"Squawk! Welcome to Mind Desert! Here, feelings meet money." ' +
          "Jay's allowance is 100 coins every Friday. He opens his money diary from Ledger Cave. " +
          'Three buys were not in his plan. ' +
          'Tuesday: a sticker sheet, 30 coins. His drawing went up on the class wall, and he felt so happy. ' +
          'Wednesday: a bun, 35 coins. He felt worried about a spelling test. He was not even hungry. ' +
          'Thursday: an eraser, 15 coins. A classmate showed off a new one, and Jay felt envy. ' +
          '30 + 35 + 15 = 80 coins. Only 100 − 80 = 20 coins are left for the sketchbook he wants. ' +
          '"Big feelings, then I buy," Jay says slowly. ' +
          '"Feelings are normal. Every brain does this," says Ms. Chen. "Before you pay, name the feeling: I feel …, so I want …." ' +
          'On Friday, his allowance comes: 20 + 100 = 120 coins. ' +
          'On Saturday, Jay finishes a great drawing. "I feel proud, so I want to buy something," he says. ' +
          'Then he shows An his drawing instead. ' +
          'On Sunday, he buys the 60-coin sketchbook. 120 − 60 = 60 coins are left. ' +
          '"Squawk!" says Pip. "Name it, then choose!"',
        'zh-TW':
          '全班跟著陳老師走出帳本洞窟，眼前是一大片暖暖的金色沙漠。皮皮停在一棵仙人掌上：「嘎！歡迎來到心智沙漠！在這裡，我們要看看心情怎麼影響我們用錢。」' +
          '阿哲的零用錢是每週五 NT$100。他翻開在帳本洞窟寫的記帳本，發現這星期有三筆花費不在計畫裡。' +
          '星期二：貼紙一張，NT$30。那天他的畫被貼在教室的布告欄上，他開心得不得了。' +
          '星期三：麵包一個，NT$35。那天他很擔心聽寫考試，其實肚子一點也不餓。' +
          '星期四：橡皮擦一個，NT$15。同學拿出新橡皮擦來炫耀，阿哲好羨慕。' +
          '30 + 35 + 15 = 80，一共 NT$80。100 − 80 = 20，他想買的素描本，只剩 NT$20 可以用。' +
          '阿哲慢慢地說：「原來我心情一激動，就會買東西。」' +
          '陳老師說：「有情緒很正常，每個人的大腦都會這樣。付錢之前，先說出你的心情：我覺得……，所以我想要……。」' +
          '星期五，零用錢來了：20 + 100 = 120，他有 NT$120。' +
          '星期六，阿哲畫完一張很滿意的畫，說：「我覺得好有成就感，所以想買點東西。」說完，他把畫拿給小安看，沒有去買。' +
          '星期天，他買了 NT$60 的素描本：120 − 60 = 60，還剩 NT$60。' +
          '皮皮叫著：「嘎！先說出心情，再做選擇！」',
      },
      thinkingPrompts: [
        {
          en: 'Why do you think Jay bought a bun when he was not even hungry?',
          'zh-TW': '阿哲明明不餓，你覺得他為什麼還買了麵包？',
        },
        {
          en: 'What if Jay had not kept a money diary? Would he have noticed his feelings behind the buys?',
          'zh-TW': '如果阿哲沒有記帳，他會發現那些花費背後的心情嗎？',
        },
        {
          en: 'Jay named his feeling, then showed An his drawing. Why might sharing feel as good as new stickers?',
          'zh-TW': '阿哲說出心情後，把畫拿給小安看。為什麼跟朋友分享，可能跟買新貼紙一樣開心？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'feeling',
      term: { en: 'feeling', 'zh-TW': '情緒' },
      definition: {
        en: 'Something you feel inside, like happy, worried or sad.',
        'zh-TW': '心裡的感受，像是開心、擔心或難過。',
      },
      example: {
        en: 'Jay felt worried about his spelling test.',
        'zh-TW': '阿哲很擔心聽寫考試。',
      },
    },
    {
      id: 'envy',
      term: { en: 'envy', 'zh-TW': '羨慕' },
      definition: {
        en: 'Wanting something because someone else has it.',
        'zh-TW': '因為別人有某樣東西，自己也好想要的心情。',
      },
      example: {
        en: 'A classmate showed off a new eraser, and Jay felt envy.',
        'zh-TW': '同學拿出新橡皮擦來炫耀，阿哲覺得好羨慕。',
      },
    },
    {
      id: 'unplanned-buy',
      term: { en: 'unplanned buy', 'zh-TW': '計畫外的花費' },
      definition: {
        en: 'Something you buy that was not in your plan.',
        'zh-TW': '本來沒打算買、卻買下去的東西。',
      },
      example: {
        en: 'The 35-coin bun was an unplanned buy. Jay was not even hungry.',
        'zh-TW': '那個 NT$35 的麵包是計畫外的花費，阿哲其實一點也不餓。',
      },
    },
    {
      id: 'emotional-spending',
      term: { en: 'emotional spending', 'zh-TW': '情緒性消費' },
      definition: {
        en: 'Buying because of a strong feeling, not because of a plan. It is a grown-up name.',
        'zh-TW': '因為一時的強烈情緒而買東西，不是因為有計畫。這是大人常用的說法。',
      },
      example: {
        en: "Jay's emotional spending added up to 30 + 35 + 15 = 80 coins in one week.",
        'zh-TW': '阿哲一個星期的情緒性消費，加起來是 30 + 35 + 15 = 80，一共 NT$80。',
      },
    },
    {
      id: 'name-the-feeling',
      term: { en: 'name the feeling', 'zh-TW': '說出心情' },
      definition: {
        en: 'Saying what you feel before you choose what to do.',
        'zh-TW': '在決定要做什麼之前，先把自己的感受說出來。',
      },
      example: {
        en: '"I feel proud, so I want to buy something," Jay said. Then he chose to show An his drawing.',
        'zh-TW': '阿哲說：「我覺得好有成就感，所以想買點東西。」說完，他決定把畫拿給小安看。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'a-feeling-that-makes-me-spend',
      stem: {
        en: 'One feeling that makes me want to spend is…',
        'zh-TW': '會讓我想花錢的一種情緒是……',
      },
      examples: [
        {
          en: 'One feeling that makes me want to spend is joy, like when I win a game.',
          'zh-TW': '會讓我想花錢的一種情緒是開心，像是比賽贏了的時候。',
        },
        {
          en: 'One feeling that makes me want to spend is envy, when a friend shows off something new.',
          'zh-TW': '會讓我想花錢的一種情緒是羨慕，像是朋友拿出新東西的時候。',
        },
      ],
    },
    {
      id: 'before-i-pay',
      stem: {
        en: 'Before I pay, I name the feeling. I say…',
        'zh-TW': '付錢之前，我會先說出心情：……',
      },
      examples: [
        {
          en: 'Before I pay, I name the feeling. I say, "I feel bored, so I want a snack." Then I choose.',
          'zh-TW': '付錢之前，我會先說出心情：「我覺得好無聊，所以想買零食。」然後再決定。',
        },
      ],
    },
    {
      id: 'an-unplanned-buy-can',
      stem: {
        en: 'An unplanned buy can…',
        'zh-TW': '計畫外的花費可能會……',
      },
      examples: [
        {
          en: 'An unplanned buy can leave less money for the thing I planned, like the sketchbook Jay wanted.',
          'zh-TW': '計畫外的花費可能會讓我計畫要買的東西，少了可以用的錢，就像阿哲想買的素描本。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: "Leo's stand had a good Saturday. He feels excited and walks into a toy shop. He wants the first toy he sees. What should he do first?",
        'zh-TW': '阿力的攤子這個星期六生意不錯，他興奮地走進一家玩具店，想買第一眼看到的玩具。他應該先做什麼？',
      },
      options: [
        {
          en: 'Buy it fast, before the happy feeling goes away.',
          'zh-TW': '趁開心的感覺還沒消失，趕快買下來。',
        },
        {
          en: 'Say, "I feel excited, so I want a toy," then choose.',
          'zh-TW': '先說「我好興奮，所以想買玩具」，再決定。',
        },
        {
          en: 'Decide that happy feelings are bad, and go home.',
          'zh-TW': '認定開心的心情是壞事，直接回家。',
        },
        {
          en: 'Spend it all, because money from a good day is extra money.',
          'zh-TW': '全部花光，因為生意好那天賺的錢，本來就是多出來的。',
        },
      ],
      correctAnswer: 1,
      feedback: {
        en: 'Naming the feeling gives Leo a moment to think before he pays. Happy feelings are fine, and so is a toy he chooses with care. Money from a good day is still real money.',
        'zh-TW': '先說出心情，阿力在付錢前就多了一點時間想一想。開心不是壞事，想清楚再買玩具也可以；生意好那天賺的錢，一樣是真的錢。',
      },
      hintCycle: [
        {
          en: 'What did Jay learn to do just before he pays?',
          'zh-TW': '阿哲學會在付錢「之前」先做什麼？',
        },
        {
          en: 'Some think a happy mood makes any buy a good one. Others think feelings are bad. Neither is the move.',
          'zh-TW': '有人以為心情好，買什麼都沒關係；也有人以為有情緒是壞事。這兩種想法都不是這一課的方法。',
        },
        {
          en: 'The answer: say "I feel excited, so I want a toy," then choose. Naming the feeling gives him time to think.',
          'zh-TW': '答案是：先說「我好興奮，所以想買玩具」，再決定。說出心情，就多了想一想的時間。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'True or false: A happy feeling can lead to an unplanned buy, just like a worried feeling can.',
        'zh-TW': '是非題：開心的時候，也可能讓人買下沒計畫的東西，就像擔心的時候一樣。',
      },
      correctAnswer: true,
      feedback: {
        en: 'True. Jay bought a sticker sheet on a happy day and a bun on a worried day. Big feelings of any kind can push us to spend.',
        'zh-TW': '對。阿哲開心的那天買了貼紙，擔心考試的那天買了麵包。不管是哪一種強烈的心情，都可能推著我們花錢。',
      },
      hintCycle: [
        {
          en: "Look at Jay's diary. How did he feel on the day he bought the sticker sheet?",
          'zh-TW': '看看阿哲的記帳本：他買貼紙的那天，心情怎麼樣？',
        },
        {
          en: 'Some think only bad feelings make us spend. Check the sticker sheet line again.',
          'zh-TW': '有人以為只有心情不好才會想花錢。再看一次買貼紙的那一行。',
        },
        {
          en: 'The answer is true. Joy, worry and envy all showed up next to buys in Jay\'s diary.',
          'zh-TW': '答案是「對」。阿哲的記帳本裡，開心、擔心和羨慕，旁邊都有一筆花費。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Which of these name a feeling before paying, the way Jay learned? Pick all that are right.',
        'zh-TW': '下面哪些是像阿哲學到的那樣，在付錢前先說出心情？（可以選好幾個）',
      },
      options: [
        {
          en: '"I feel bored, so I want a snack."',
          'zh-TW': '「我覺得好無聊，所以想買零食。」',
        },
        {
          en: '"This eraser costs 15 coins, and I have enough coins."',
          'zh-TW': '「這個橡皮擦要 NT$15，我的錢夠付。」',
        },
        {
          en: '"I feel jealous, so I want a pen like my friend\'s."',
          'zh-TW': '「我好羨慕，所以想要跟朋友一樣的筆。」',
        },
        {
          en: '"I feel nervous, so I want a juice box."',
          'zh-TW': '「我好緊張，所以想買果汁。」',
        },
        {
          en: '"I want it a lot, so I will buy it right now."',
          'zh-TW': '「我好想要，所以現在馬上就買。」',
        },
      ],
      correctAnswer: [0, 2, 3],
      feedback: {
        en: 'Naming the feeling sounds like "I feel …, so I want …." A price is not a feeling. "I want it, so I buy it" skips the feeling.',
        'zh-TW': '說出心情，聽起來像是「我覺得……，所以我想要……」。價錢不是心情；「我想要，所以現在就買」則是跳過了心情。',
      },
      hintCycle: [
        {
          en: 'Look for the sentences with a feeling word in them.',
          'zh-TW': '找找看，哪些句子裡有表示心情的詞？',
        },
        {
          en: 'Some think saying the price is enough. A price tells what it costs, not how you feel. "I want it" is a want, not a feeling.',
          'zh-TW': '有人以為說出價錢就夠了。價錢說的是要多少錢，不是你的心情；「我想要」也只是想要，不是心情。',
        },
        {
          en: 'The answers: bored → a snack, jealous → a pen, nervous → a juice box. Each names the feeling, then the want.',
          'zh-TW': '答案是：無聊 → 零食、羨慕 → 筆、緊張 → 果汁。每一句都先說心情，再說想要什麼。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'Before you pay, name the ______: "I feel …, so I want …."',
        'zh-TW': '付錢之前，先說出你的______：「我覺得……，所以我想要……」',
      },
      acceptedAnswers: {
        en: ['feeling', 'feelings', 'emotion', 'emotions', 'mood'],
        'zh-TW': ['心情', '情緒', '感覺', '感受'],
      },
      feedback: {
        en: 'Name the feeling. Saying it out loud gives you a moment to choose, instead of letting the feeling choose for you.',
        'zh-TW': '要說出心情。把它說出來，就多了一點時間自己做選擇，而不是讓心情替你決定。',
      },
      hintCycle: [
        {
          en: 'Look at the words after the colon: "I feel …". What do they tell?',
          'zh-TW': '看看冒號後面的「我覺得……」，它說的是什麼？',
        },
        {
          en: 'It is not the price, and it is not the thing you want. It is what is going on inside you.',
          'zh-TW': '不是價錢，也不是你想買的東西，而是你心裡的感受。',
        },
        {
          en: 'The answer is "feeling": name the feeling, then choose.',
          'zh-TW': '答案是「心情」：先說出心情，再做選擇。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: "Mei's cousin has 100 coins for her week. She wins a race and feels so happy. She buys an 80-coin keychain she did not plan. She has ______ left for the rest of her week.",
        'zh-TW': '小美的表姊這星期有 NT$100。她賽跑得了第一名，開心極了，就買了一個本來沒打算買的 NT$80 鑰匙圈。這星期她還剩______可以用。',
      },
      acceptedAnswers: {
        en: ['20', 'twenty', '20 coins', 'twenty coins'],
        'zh-TW': ['20', '二十', 'NT$20', '20元', '20 元', '二十元'],
      },
      feedback: {
        en: '100 − 80 = 20 coins. One happy moment used most of her week. Naming the feeling first would give her a moment to choose.',
        'zh-TW': '100 − 80 = 20，還剩 NT$20。一下子的開心，就用掉了這星期大部分的錢。如果先說出心情，她就多了一點時間選擇。',
      },
      hintCycle: [
        {
          en: 'She starts with 100 coins. What does the keychain cost?',
          'zh-TW': '她一開始有 NT$100，鑰匙圈要多少錢？',
        },
        {
          en: 'Take the price away from what she had. Do not add them.',
          'zh-TW': '用她原本的錢減掉鑰匙圈的價錢，不是加起來喔。',
        },
        {
          en: 'The answer is 20. 100 − 80 = 20: a big feeling led to a big unplanned buy.',
          'zh-TW': '答案是 20。100 − 80 = 20：強烈的心情，帶來一筆不小的計畫外花費。',
        },
      ],
    },
  ],
  reflection: {
    id: 'my-feelings-and-money',
    question: {
      en: 'Think of a time a big feeling made you want to buy something. What was the feeling? What could you say next time before you pay?',
      'zh-TW': '想一想，有沒有哪一次，強烈的心情讓你很想買東西？那是什麼心情？下次付錢前，你可以對自己說什麼？',
    },
    placeholder: {
      en: 'I felt… and I wanted… Next time I can say, "I feel…, so I want…"',
      'zh-TW': '那時候我覺得……，所以我想要……。下次我可以先說：「我覺得……，所以我想要……」',
    },
  },
} satisfies ClassicBody;

export default body;
