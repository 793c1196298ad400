import type { ClassicBody } from '../schema/module-body';

/**
 * M128 · Mind Desert: "When We Feel Too Sure" / 「當我們太有把握時」.
 * Learning outcome (Grade 8, Spending): explain that feeling sure about a plan does not make it right, and
 * check a spending plan against records of what really happened before: plan for a usual day, not the
 * best day, and ask someone to check the plan. (Every brain does this; grown-ups call it overconfidence.)
 * Numbers: Leo's stand (cast sheet): 20 coins a cup, about 10 cups on a usual Saturday, supplies about 60
 * for 10 cups, about 140 left. Supplies for 30 cups: 60 + 60 + 60 = 180. He sells 10: 10 × 20 = 200 in,
 * 200 − 180 = 20 left (not the usual 140). Records of the last four Saturdays: 9 + 11 + 10 + 10 = 40,
 * 40 ÷ 4 = 10 a Saturday; his best day was 15 cups.
 * Terms and stems: the same numbers (9, 11, 10, 10; about 10; best case 15; 30 cups).
 * Quiz: q1 a class drink stand, about 40 cups last year, a classmate's "100"; q2 Leo's cousin, about 8
 * bracelets on each of the last four Sundays, a felt 25; q3 box of 12 color pencils 120 (Grandma Lin's),
 * Jay usually saves about 30 a week: 30 + 30 + 30 + 30 = 120, about 4 weeks, not 2 (2 weeks needs
 * 120 ÷ 2 = 60 a week, his best week); q5 Mei's bookmarks 4 + 6 + 5 = 15, 15 ÷ 3 = 5 a fair.
 * Facts: none — all prices are Grandma Lin's or the cast sheet's; the other numbers are the island's own.
 */
const body = {
  id: 'M128',
  format: 'classic',
  scenarios: [
    {
      id: 'leos-thirty-cup-saturday',
      title: {
        en: "Leo's Thirty-Cup Saturday",
        'zh-TW': '阿力的 30 杯星期六',
      },
      description: {
        en: 'Leo feels very sure he will sell 30 cups of lemonade on Saturday. Should he buy supplies for 30?',
        'zh-TW': '阿力很有把握，星期六能賣出 30 杯檸檬汁。他該買 30 杯份的材料嗎？',
      },
      context: {
        en:
          'Leo made a big, bright new sign for his lemonade stand. "Now I will sell 30 cups on Saturday!" he says. "I\'m sure." ' +
          'Most Saturdays, he sells about 10 cups at 20 coins a cup. Supplies for 10 cups cost about 60 coins. ' +
          'So supplies for 30 cups cost 60 + 60 + 60 = 180 coins. ' +
          'At Grandma Lin\'s shop, Leo pays with his stand savings. Grandma Lin asks, "Thirty cups? What do your records say?" ' +
          '"I don\'t need to look," says Leo. "I just know." ' +
          'On Saturday, he sells 10 cups, as usual. 10 × 20 = 200 coins come in. ' +
          '200 − 180 = 20 coins are left, not the usual 140. ' +
          'Leo opens his money diary. His last four Saturdays say 9, 11, 10 and 10 cups. ' +
          '9 + 11 + 10 + 10 = 40, about 10 a Saturday. His best day was 15 cups, on a very hot day. ' +
          '"My feeling was strong, but my records were right," says Leo. ' +
          'Dad pats his back. "Every brain does this sometimes. Grown-ups call it overconfidence. ' +
          'The cups will keep, and we can freeze the lemons." ' +
          'Next time, Leo plans for a normal day and asks Dad to check. ' +
          'Pip squawks, "Feeling sure is not the same as being right!"',
        'zh-TW':
          '阿力幫檸檬汁攤做了一塊又大又亮的新招牌。「有了它，星期六我一定能賣出 30 杯！」他說，「我超有把握。」' +
          '大部分的星期六，他大約賣 10 杯，一杯 NT$20。10 杯份的材料大約要 NT$60，' +
          '所以 30 杯份的材料要 60 + 60 + 60 = 180，也就是 NT$180。' +
          '阿力拿擺攤存下來的錢，到林奶奶的店裡買材料。林奶奶問：「30 杯？你的紀錄怎麼說？」' +
          '「不用看啦，」阿力說，「我就是知道。」' +
          '星期六，他還是跟平常一樣，賣了 10 杯。10 × 20 = 200，收入 NT$200。' +
          '200 − 180 = 20，只剩下 NT$20，不是平常的 NT$140。' +
          '阿力打開記帳本。前 4 個星期六，他分別賣了 9、11、10、10 杯。' +
          '9 + 11 + 10 + 10 = 40，平均一個星期六大約 10 杯。他賣最多的一次是 15 杯，那天超級熱。' +
          '「我的感覺很強烈，可是紀錄才是對的。」阿力說。' +
          '爸爸拍拍他的背：「每個人的大腦有時候都會這樣，大人把它叫做『過度自信』。' +
          '杯子可以留著下次用，檸檬我們拿回家冰起來吧。」' +
          '下一次，阿力照平常的日子準備材料，還請爸爸幫他檢查。' +
          '鸚鵡皮皮叫著：「嘎！覺得很有把握，不等於真的是對的！」',
      },
      thinkingPrompts: [
        {
          en: 'Why do you think Leo felt so sure, even without looking at his records?',
          'zh-TW': '你覺得阿力為什麼沒看紀錄，就覺得這麼有把握？',
        },
        {
          en: "What if Leo had opened his money diary at Grandma Lin's shop? What might he have bought instead?",
          'zh-TW': '如果阿力在林奶奶的店裡就先打開記帳本，他可能會改買多少材料？',
        },
        {
          en: 'Why can it help to ask someone else, like Dad, to check a plan?',
          'zh-TW': '為什麼請別人（像是爸爸）幫忙檢查計畫，會有幫助？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'overconfidence',
      term: { en: 'overconfidence', 'zh-TW': '過度自信' },
      definition: {
        en: 'Feeling more sure than the facts show.',
        'zh-TW': '覺得很有把握，可是事實並沒有那麼確定。',
      },
      example: {
        en: "Leo's overconfidence made him buy supplies for 30 cups.",
        'zh-TW': '因為過度自信，阿力買了 30 杯份的材料。',
      },
    },
    {
      id: 'records',
      term: { en: 'records', 'zh-TW': '紀錄' },
      definition: {
        en: 'Notes about what really happened before.',
        'zh-TW': '把以前真正發生過的事寫下來的資料。',
      },
      example: {
        en: "Leo's records show about 10 cups on a usual Saturday.",
        'zh-TW': '阿力的紀錄顯示，平常的星期六大約賣 10 杯。',
      },
    },
    {
      id: 'estimate',
      term: { en: 'estimate', 'zh-TW': '估計' },
      definition: {
        en: 'A careful guess about a number, made from what you know.',
        'zh-TW': '根據已經知道的事，仔細推算出一個大概的數字。',
      },
      example: {
        en: "From his records, Leo's estimate for next Saturday is about 10 cups.",
        'zh-TW': '看過紀錄以後，阿力估計下個星期六大約會賣 10 杯。',
      },
    },
    {
      id: 'best-case',
      term: { en: 'best case', 'zh-TW': '最好的情況' },
      definition: {
        en: 'The best thing that could happen. It is not what usually happens.',
        'zh-TW': '可能發生的事情裡最好的那一種，不是平常的樣子。',
      },
      example: {
        en: "Leo's best case is 15 cups, on a very hot day.",
        'zh-TW': '阿力最好的情況是賣 15 杯，那天超級熱。',
      },
    },
    {
      id: 'double-check',
      term: { en: 'double-check', 'zh-TW': '再確認' },
      definition: {
        en: 'To check a plan again, or to ask someone else to check it.',
        'zh-TW': '把計畫再檢查一次，或是請別人幫忙看一看。',
      },
      example: {
        en: 'Leo asks Dad to double-check his list before he shops.',
        'zh-TW': '買材料之前，阿力請爸爸幫他再確認一次清單。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'my-records-show',
      stem: {
        en: 'My records show… so my estimate is…',
        'zh-TW': '我的紀錄顯示……，所以我估計……',
      },
      examples: [
        {
          en: 'My records show 9, 11, 10 and 10 cups, so my estimate is about 10 cups.',
          'zh-TW': '我的紀錄顯示賣了 9、11、10、10 杯，所以我估計大約是 10 杯。',
        },
      ],
    },
    {
      id: 'not-the-best-case',
      stem: {
        en: 'I plan for a normal day, not the best case, because…',
        'zh-TW': '我照平常的日子做計畫，不照最好的情況，因為……',
      },
      examples: [
        {
          en: 'I plan for a normal day, not the best case, because the best case does not happen on most days.',
          'zh-TW': '我照平常的日子做計畫，不照最好的情況，因為大部分的日子，最好的情況不會發生。',
        },
        {
          en: 'I plan for a normal day, not the best case, because extra supplies cost money even if I do not use them.',
          'zh-TW': '我照平常的日子做計畫，不照最好的情況，因為多買的材料就算沒用到，錢也已經花掉了。',
        },
      ],
    },
    {
      id: 'ask-to-double-check',
      stem: {
        en: 'Before I spend, I ask… to double-check my plan, because…',
        'zh-TW': '花錢之前，我會請……幫我再確認計畫，因為……',
      },
      examples: [
        {
          en: 'Before I spend, I ask Dad to double-check my plan, because he may see what I missed.',
          'zh-TW': '花錢之前，我會請爸爸幫我再確認計畫，因為他可能會看到我沒注意到的地方。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: 'Ms. Chen\'s class will run a drink stand at the school fair. Last year, the class sold about 40 cups. A classmate says, "This year we will sell 100! I just know it!" What is the best plan?',
        'zh-TW': '陳老師的班上要在園遊會擺飲料攤。去年全班大約賣了 40 杯。有個同學說：「今年我們會賣 100 杯！我就是知道！」怎麼計畫最好？',
      },
      options: [
        {
          en: 'Buy cups for 100, because the classmate sounds so sure.',
          'zh-TW': '買 100 杯份，因為那個同學聽起來很有把握。',
        },
        {
          en: 'Plan for about 40 cups, like last year, and ask Ms. Chen to check.',
          'zh-TW': '照去年大約 40 杯來準備，再請陳老師幫忙看看。',
        },
        {
          en: 'Buy cups for 100, since planning for the very best day is the safe choice.',
          'zh-TW': '買 100 杯份，因為照最好的情況來準備，才是最保險的做法。',
        },
        {
          en: 'Buy no cups at all, since nobody can know how many will sell.',
          'zh-TW': '一個杯子也不買，因為沒有人知道會賣出幾杯。',
        },
      ],
      correctAnswer: 1,
      feedback: {
        en: "Last year's 40 cups is a record of what really happened, so plan for about that and let a grown-up check. A strong feeling or the best day leaves piles of unused cups. Buying nothing leaves no drinks to sell.",
        'zh-TW': '去年的 40 杯，是真正發生過的紀錄，所以照這個數字準備，再請大人幫忙看。照感覺或最好的情況準備，會剩下一大堆杯子；什麼都不買，就沒有飲料可以賣了。',
      },
      hintCycle: [
        {
          en: 'Which number comes from what really happened, not from a feeling?',
          'zh-TW': '哪個數字是來自真正發生過的事，而不是來自感覺？',
        },
        {
          en: 'Sounding sure does not make a number right. The best day is not a usual day. And buying nothing is not a plan either.',
          'zh-TW': '聽起來很有把握，不代表數字是對的；最好的一天，也不是平常的一天。什麼都不買，也不算是計畫。',
        },
        {
          en: 'The answer: plan for about 40 cups, like last year, and ask Ms. Chen to check. Records beat feelings.',
          'zh-TW': '答案是：照去年大約 40 杯來準備，再請陳老師幫忙看看。紀錄比感覺更可靠。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: "Leo's cousin sells handmade bracelets on Sunday mornings, with his mom nearby. On the last four Sundays, he sold about 8 each time. This week he feels very sure he will sell 25. True or false: his strong feeling makes 25 a good number to plan for.",
        'zh-TW': '阿力的表弟星期天早上會賣手作手環，媽媽就在旁邊。前 4 個星期天，他每次大約賣 8 條。這個星期，他很有把握會賣出 25 條。是非題：因為他的感覺很強烈，所以照 25 條來準備是好計畫。',
      },
      correctAnswer: false,
      feedback: {
        en: 'False. His records say about 8 bracelets a Sunday, and a strong feeling does not change that. A good plan is about 8, checked by his mom.',
        'zh-TW': '錯。他的紀錄顯示，一個星期天大約賣 8 條，感覺再強烈也改變不了這件事。比較好的計畫是準備大約 8 條，再請媽媽幫忙確認。',
      },
      hintCycle: [
        {
          en: 'What do his last four Sundays say?',
          'zh-TW': '前 4 個星期天的紀錄怎麼說？',
        },
        {
          en: 'Some think a strong feeling is a kind of proof. But a feeling is not a record of what happened.',
          'zh-TW': '有人以為感覺很強烈，就等於有證據。可是感覺不是真正發生過的紀錄。',
        },
        {
          en: 'The answer is false. His records say about 8, so he should plan for about 8.',
          'zh-TW': '答案是「錯」。紀錄顯示大約 8 條，所以照 8 條左右來準備才對。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: "At Grandma Lin's shop, a box of 12 color pencils costs 120 coins. Jay feels sure he can save that in 2 weeks. Which steps would check his plan? Pick all that are right.",
        'zh-TW': '林奶奶的店裡，一盒 12 色彩色鉛筆要 NT$120。阿哲很有把握，覺得 2 個星期就能存到。下面哪些做法，可以檢查他的計畫？（可以選好幾個）',
      },
      options: [
        {
          en: 'Look in his money diary to see what he really saved each week.',
          'zh-TW': '翻開記帳本，看看他每個星期真正存了多少。',
        },
        {
          en: 'Skip the diary this time, since he feels so sure.',
          'zh-TW': '這次不用看記帳本，因為他覺得很有把握。',
        },
        {
          en: 'Plan with his usual week, when he saves about 30 coins.',
          'zh-TW': '照平常的一週來算，他大約存 NT$30。',
        },
        {
          en: 'Plan with his best week ever, when he saved 60 coins.',
          'zh-TW': '照他存最多的那一週來算，那次他存了 NT$60。',
        },
        {
          en: 'Ask Mom or a friend to look over his plan.',
          'zh-TW': '請媽媽或朋友幫他看一看計畫。',
        },
      ],
      correctAnswer: [0, 2, 4],
      feedback: {
        en: 'Records, a usual week and a second pair of eyes all check a plan. At about 30 a week, 30 + 30 + 30 + 30 = 120, so it takes about 4 weeks, not 2. A strong feeling or his best week does not change what usually happens.',
        'zh-TW': '看紀錄、照平常的一週算、再請別人看一次，都能檢查計畫。一週大約存 NT$30，30 + 30 + 30 + 30 = 120，大約要 4 個星期，不是 2 個星期。感覺再強烈、最好的那一週再厲害，也改變不了平常的情況。',
      },
      hintCycle: [
        {
          en: 'Look for steps that use what really happened, or another person.',
          'zh-TW': '找找看：哪些做法用到了真正發生過的事，或是請別人幫忙？',
        },
        {
          en: 'Feeling sure is not a check. His best week is not his usual week. Three steps are right.',
          'zh-TW': '覺得有把握不算檢查；存最多的那一週，也不是平常的一週。正確的做法有三個。',
        },
        {
          en: 'The answer: look in his diary, plan with his usual 30 coins a week, and ask Mom or a friend to look.',
          'zh-TW': '答案是：翻記帳本、照平常一週 NT$30 來算、請媽媽或朋友幫忙看。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'When you feel more sure than the facts show, you are ______.',
        'zh-TW': '覺得很有把握，可是事實並沒有那麼確定，這就是______。',
      },
      acceptedAnswers: {
        en: ['overconfident', 'too sure', 'too confident', 'overly confident', 'being overconfident', 'being too sure'],
        'zh-TW': ['過度自信', '過於自信', '太過自信', '自信過頭', '太有把握', '太過有把握'],
      },
      feedback: {
        en: 'That is being overconfident. Every brain does it sometimes, so we check our plans with records.',
        'zh-TW': '這就是過度自信。每個人的大腦有時候都會這樣，所以我們要用紀錄來檢查計畫。',
      },
      hintCycle: [
        {
          en: 'Think of how Leo felt about selling 30 cups.',
          'zh-TW': '想想阿力覺得自己能賣 30 杯時的感覺。',
        },
        {
          en: 'It is not "careful" or "right". It means more sure than you should be. It starts with "over".',
          'zh-TW': '不是「小心」，也不是「正確」，而是比應該有的還要有把握。答案有四個字，開頭是「過度」。',
        },
        {
          en: 'The answer is "overconfident": feeling more sure than the facts show.',
          'zh-TW': '答案是「過度自信」：覺得很有把握，可是事實並沒有那麼確定。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: 'Mei sold bookmarks at three school fairs: 4, then 6, then 5. 4 + 6 + 5 = 15. To plan for a normal fair, she should make about ______ bookmarks.',
        'zh-TW': '小美在 3 次園遊會賣書籤，分別賣了 4、6、5 張。4 + 6 + 5 = 15。照平常的情況準備，她大約要做______張書籤。',
      },
      acceptedAnswers: {
        en: ['5', 'five', '5 bookmarks', 'five bookmarks'],
        'zh-TW': ['5', '五', '5張', '5 張', '五張'],
      },
      feedback: {
        en: '15 bookmarks over 3 fairs is 15 ÷ 3 = 5 a fair. That is her normal fair, so about 5 is a good estimate. Her best fair, 6, is not her usual one.',
        'zh-TW': '3 次園遊會一共賣了 15 張，15 ÷ 3 = 5，一次大約 5 張。這才是平常的情況，所以估計 5 張很合理。賣最多的 6 張，不是平常的樣子。',
      },
      hintCycle: [
        {
          en: 'How many fairs were there, and how many bookmarks in all?',
          'zh-TW': '一共有幾次園遊會？一共賣了幾張書籤？',
        },
        {
          en: 'Do not plan from her best fair, 6, or from the total, 15. Share 15 across 3 fairs.',
          'zh-TW': '不要照賣最多的 6 張，也不要照加起來的 15 張。把 15 張平分到 3 次園遊會。',
        },
        {
          en: 'The answer is 5. 15 ÷ 3 = 5: a normal fair, from her records.',
          'zh-TW': '答案是 5。15 ÷ 3 = 5，這是從紀錄算出來的平常情況。',
        },
      ],
    },
  ],
  reflection: {
    id: 'a-time-i-felt-sure',
    question: {
      en: 'Think of a time you felt very sure about something, like a test, a game or a plan. How could you check it next time?',
      'zh-TW': '想一想，你曾經對什麼事很有把握？例如考試、比賽或一個計畫。下次你可以怎麼檢查？',
    },
    placeholder: {
      en: 'One time I felt sure that… Next time I can check by…',
      'zh-TW': '有一次，我很有把握……。下次我可以……來檢查。',
    },
  },
} satisfies ClassicBody;

export default body;
