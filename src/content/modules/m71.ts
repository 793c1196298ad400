import type { ClassicBody } from '../schema/module-body';

/**
 * M71 · Marketplace Island: "Keeping Business Records" / 「記錄生意的帳」.
 * Learning outcome (Grade 4, Earning Income): keep a simple daily record of money in and money out for a
 * small business, and read it to see how the business is doing (which days did well, and why).
 * Benchmark, in words: the grade-4 Earning Income statements that people can earn income by running a
 * business; here the child keeps and reads the business's own record of money in and out. Ties back to the
 * money diaries of Ledger Cave (M18, M29).
 * Leo's stand (cast sheet): Saturday afternoons, his dad nearby; a cup is 20 coins; a usual Saturday sells
 * about 10 cups (10 × 20 = 200), supplies about 60, so about 140 left; a month of four Saturdays is about
 * 800 in, about 240 for supplies, about 560 left; a rainy Saturday sells less.
 * Numbers (the notebook, four Saturdays): Sat 1: 200 in, 60 out, 200 − 60 = 140 left. Sat 2, rainy: 6 cups,
 * 6 × 20 = 120 in, 60 out, 120 − 60 = 60 left; supplies for 10 − 6 = 4 cups left over. Sat 3, hot: the
 * usual supplies plus the leftovers, 10 + 4 = 14 cups, 14 × 20 = 280 in, 60 out, 280 − 60 = 220 left.
 * Sat 4: 200 in, 60 out, 140 left. Month: 200 + 120 + 280 + 200 = 800 in; 60 × 4 = 240 out;
 * 800 − 240 = 560 left (and 140 + 60 + 220 + 140 = 560). Cups: 10 + 6 + 14 + 10 = 40 sold;
 * 40 × 6 = 240 of supplies (about 6 a cup), so nothing was wasted.
 * Quiz: q1 a classmate's paper fans: Day 1 90 − 50 = 40, Day 2 70 − 10 = 60 (the classmate's own
 * prices); q2 An's uncle's stall (no sums); q3 a cousin's stand (no sums); q5 Jay's cousin's painted
 * stones at a Sunday market on 3 Sundays: 100 + 150 + 50 = 300 in, 40 × 3 = 120 out, 300 − 120 = 180 left.
 * Facts: none — Leo's numbers are the cast sheet's; the quiz's numbers are the island's own.
 */
const body = {
  id: 'M71',
  format: 'classic',
  scenarios: [
    {
      id: 'leos-stand-notebook',
      title: {
        en: "Leo's Stand Notebook",
        'zh-TW': '阿力的生意帳本',
      },
      description: {
        en: 'Leo reads four Saturdays in his stand notebook. One rainy line tells him something new.',
        'zh-TW': '阿力翻開帳本，看看這四個星期六的紀錄。其中下雨的那一行，讓他發現了新的事。',
      },
      context: {
        en:
          'On Sunday evening, Leo opens his stand notebook. ' +
          'Every Saturday, after the stand closes, he writes one line: money in, money out, and what is left. ' +
          'Mei looks over his shoulder. "Why write it down? The coins are all in the box." ' +
          '"The box shows the total," Leo says. "The notebook shows each day." ' +
          'Saturday 1: 200 in, 60 out, 140 left. ' +
          'Saturday 2 was rainy. He sold only 6 cups: 6 × 20 = 120 in, 60 out, 60 left. ' +
          'Supplies for 4 more cups were left over. ' +
          'Saturday 3 was hot. He used the leftovers too and sold 14 cups: 14 × 20 = 280 in, 60 out, 220 left. ' +
          'Saturday 4: 200 in, 60 out, 140 left. ' +
          'Mei adds up the money in: 200 + 120 + 280 + 200 = 800. Money out: 60 × 4 = 240. ' +
          'Left: 800 − 240 = 560. ' +
          '"It is like our money diaries in Ledger Cave," Mei says. "But for a business!" ' +
          'Leo taps the rainy line. "Now I know. Rain means fewer cups. Next time rain is coming, I will buy fewer supplies." ' +
          '"Squawk!" says Pip. "Write a line each day, and your notebook tells you how the business is doing!"',
        'zh-TW':
          '星期天晚上，阿力打開他的生意帳本。' +
          '每個星期六收攤以後，他都會寫下一行：收進多少錢、花出去多少錢、剩下多少錢。' +
          '小美湊過來看：「為什麼要寫下來？錢不是都在錢盒裡嗎？」' +
          '阿力說：「錢盒只看得出總共有多少，帳本才看得出每一天的情形。」' +
          '第 1 個星期六：收入 200，支出 60，剩下 140。' +
          '第 2 個星期六下雨，他只賣出 6 杯：6 × 20 = 120，收入 120，支出 60，剩下 60。' +
          '還有可以做 4 杯的材料沒用完。' +
          '第 3 個星期六天氣很熱，他把剩下的材料也用上，一共賣出 14 杯：14 × 20 = 280，收入 280，支出 60，剩下 220。' +
          '第 4 個星期六：收入 200，支出 60，剩下 140。' +
          '小美把收入加起來：200 + 120 + 280 + 200 = 800。支出是 60 × 4 = 240。' +
          '剩下的錢：800 − 240 = 560，一共 NT$560。' +
          '小美說：「這就像我們在帳本洞窟寫的記帳本，只是這本是記生意的！」' +
          '阿力指著下雨的那一行：「我知道了，下雨天賣得比較少。下次如果要下雨，我就少買一點材料。」' +
          '皮皮叫著：「嘎！每天寫一行，帳本就會告訴你生意做得怎麼樣！」',
      },
      thinkingPrompts: [
        {
          en: 'The coins in the box showed 560. What could Leo learn from the notebook that the box could not tell him?',
          'zh-TW': '錢盒裡的錢是 NT$560。帳本能告訴阿力哪些事，是錢盒看不出來的？',
        },
        {
          en: 'What if Leo had skipped writing the rainy line because it looked bad? What would he miss?',
          'zh-TW': '如果阿力覺得下雨那天的紀錄很難看，就乾脆不寫，他會錯過什麼？',
        },
        {
          en: 'Why do you think it helps to write the line on the same day, not a week later?',
          'zh-TW': '你覺得，為什麼當天就寫下來，會比一個星期後再寫好？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'business-record',
      term: { en: 'business record', 'zh-TW': '生意帳本' },
      definition: {
        en: 'A notebook or list where a business writes its money in and out.',
        'zh-TW': '做生意的人記下收入和支出的本子或清單。',
      },
      example: {
        en: 'Leo\'s business record has one line for each Saturday.',
        'zh-TW': '阿力的生意帳本，每個星期六寫一行。',
      },
    },
    {
      id: 'money-in',
      term: { en: 'money in', 'zh-TW': '收入' },
      definition: {
        en: 'Money that comes in to the business, like money from sales.',
        'zh-TW': '收進來的錢，像是賣東西收到的錢。',
      },
      example: {
        en: 'On the hot Saturday, the money in was 14 × 20 = 280 coins.',
        'zh-TW': '天氣很熱的那個星期六，收入是 14 × 20 = 280，也就是 NT$280。',
      },
    },
    {
      id: 'money-out',
      term: { en: 'money out', 'zh-TW': '支出' },
      definition: {
        en: 'Money the business pays, like money for supplies.',
        'zh-TW': '花出去的錢，像是買材料的錢。',
      },
      example: {
        en: 'Leo\'s money out was 60 coins each Saturday, for lemons, sugar and cups.',
        'zh-TW': '阿力每個星期六的支出是 NT$60，用來買檸檬、糖和杯子。',
      },
    },
    {
      id: 'what-is-left',
      term: { en: 'what is left', 'zh-TW': '結餘' },
      definition: {
        en: 'Money in take away money out.',
        'zh-TW': '收入減掉支出以後，剩下來的錢。',
      },
      example: {
        en: 'On the rainy Saturday, what was left was 120 − 60 = 60 coins.',
        'zh-TW': '下雨的那個星期六，結餘是 120 − 60 = 60，也就是 NT$60。',
      },
    },
    {
      id: 'pattern',
      term: { en: 'pattern', 'zh-TW': '規律' },
      definition: {
        en: 'Something that happens again and again, so you can plan for it.',
        'zh-TW': '一再發生的情形，知道了就可以事先準備。',
      },
      example: {
        en: 'Leo found a pattern in his notebook: rain means fewer cups.',
        'zh-TW': '阿力從帳本裡發現一個規律：下雨天，賣出的杯數就比較少。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'each-line-shows',
      stem: {
        en: 'In a business record, each line shows…',
        'zh-TW': '在生意帳本裡，每一行都寫著……',
      },
      examples: [
        {
          en: 'In a business record, each line shows the date, the money in, the money out and what is left.',
          'zh-TW': '在生意帳本裡，每一行都寫著日期、收入、支出和結餘。',
        },
      ],
    },
    {
      id: 'reading-my-record',
      stem: {
        en: 'When I read my record, I can find…',
        'zh-TW': '我讀自己的帳本時，可以找出……',
      },
      examples: [
        {
          en: 'When I read my record, I can find which day left the most money.',
          'zh-TW': '我讀自己的帳本時，可以找出哪一天的結餘最多。',
        },
        {
          en: 'When I read my record, I can find a pattern, like rainy days selling less.',
          'zh-TW': '我讀自己的帳本時，可以找出規律，像是下雨天賣得比較少。',
        },
      ],
    },
    {
      id: 'a-bad-day-line',
      stem: {
        en: 'I still write the line on a bad day, because…',
        'zh-TW': '生意不好的那天，我還是會記帳，因為……',
      },
      examples: [
        {
          en: 'I still write the line on a bad day, because it shows me what to change next time.',
          'zh-TW': '生意不好的那天，我還是會記帳，因為它能告訴我下次要改什麼。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: 'A classmate sells paper fans at the class market. Her record says: Day 1, 90 coins in and 50 coins out. Day 2, 70 coins in and 10 coins out. Which sentence is right?',
        'zh-TW': '一位同學在班上的小市集賣紙扇。她的帳本寫著：第 1 天收入 NT$90，支出 NT$50；第 2 天收入 NT$70，支出 NT$10。哪一句話是對的？',
      },
      options: [
        {
          en: 'Day 1 did better, because more money came in.',
          'zh-TW': '第 1 天做得比較好，因為收進來的錢比較多。',
        },
        {
          en: 'You cannot tell which day did better without counting the cash box.',
          'zh-TW': '不數一數錢盒裡的錢，就看不出哪一天做得比較好。',
        },
        {
          en: 'The two days did just as well, because she sold fans on both days.',
          'zh-TW': '兩天做得一樣好，因為她兩天都有賣出扇子。',
        },
        {
          en: 'Day 2 left more money than Day 1, even though less came in.',
          'zh-TW': '第 2 天收入少，剩下的錢卻比第 1 天多。',
        },
      ],
      correctAnswer: 3,
      feedback: {
        en: 'Day 1 left 90 − 50 = 40 coins. Day 2 left 70 − 10 = 60 coins. More money came in on Day 1, but more was left on Day 2. The record tells you this without counting the box.',
        'zh-TW': '第 1 天剩下 90 − 50 = 40，第 2 天剩下 70 − 10 = 60。第 1 天收進來的錢比較多，可是第 2 天剩下的錢比較多。不用數錢盒，看帳本就知道了。',
      },
      hintCycle: [
        {
          en: 'For each day, take the money out away from the money in.',
          'zh-TW': '每一天都用收入減掉支出，算算看。',
        },
        {
          en: 'Some think the day with the most money in is the best day. But money out matters too.',
          'zh-TW': '有人以為收入最多的那天就是最好的一天。可是支出也要算進去。',
        },
        {
          en: 'The answer: Day 2 left more money than Day 1, even though less came in. 70 − 10 = 60 and 90 − 50 = 40.',
          'zh-TW': '答案是：第 2 天收入少，剩下的錢卻比第 1 天多。70 − 10 = 60，90 − 50 = 40。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: "An's uncle has a dumpling stall. Each day, he writes his money in and his money out. True or false: reading a month of these lines can help him plan how much to buy next month.",
        'zh-TW': '小安的舅舅開了一家水餃攤，每天都會記下收入和支出。是非題：讀一整個月的紀錄，可以幫他計畫下個月要買多少材料。',
      },
      correctAnswer: true,
      feedback: {
        en: 'True. A month of lines shows patterns, like busy days and slow days. Then he can buy more for busy days and less for slow ones, the way Leo plans for rain.',
        'zh-TW': '對。一個月的紀錄能看出規律，像是哪幾天生意好、哪幾天比較冷清。這樣他就能在忙的日子多買一點，冷清的日子少買一點，就像阿力遇到下雨天會少買材料。',
      },
      hintCycle: [
        {
          en: 'What did Leo learn from his rainy line?',
          'zh-TW': '阿力從下雨那天的紀錄，學到了什麼？',
        },
        {
          en: 'Some think a record only tells the past. But patterns from the past help you plan.',
          'zh-TW': '有人以為帳本只記得過去的事。可是從過去找出的規律，能幫你做計畫。',
        },
        {
          en: 'The answer is true. A month of records shows patterns, so he can plan how much to buy.',
          'zh-TW': '答案是「對」。一個月的紀錄能看出規律，他就可以計畫要買多少材料。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Leo\'s cousin starts a small stand, with her mom\'s OK. What should each line of her daily record have? Pick all that are right.',
        'zh-TW': '阿力的表妹在媽媽同意後，擺了一個小攤子。她每天記帳時，每一行應該寫些什麼？（可以選好幾個）',
      },
      options: [
        {
          en: 'the date',
          'zh-TW': '日期',
        },
        {
          en: 'only the good days, so the record looks nice',
          'zh-TW': '只寫生意好的日子，帳本看起來比較漂亮',
        },
        {
          en: 'the money that came in from sales',
          'zh-TW': '賣東西收進來的錢',
        },
        {
          en: 'the money that went out for supplies',
          'zh-TW': '買材料花出去的錢',
        },
        {
          en: 'each buyer\'s name and phone number',
          'zh-TW': '每位客人的名字和電話',
        },
        {
          en: 'what was left at the end of the day',
          'zh-TW': '當天最後剩下多少錢',
        },
      ],
      correctAnswer: [0, 2, 3, 5],
      feedback: {
        en: 'A daily line needs the date, the money in, the money out and what is left. Bad days belong in the record too: they teach the most. Buyers\' names and phone numbers are private, and the record does not need them.',
        'zh-TW': '每天的紀錄要有日期、收入、支出和結餘。生意不好的日子也要寫，它們最能讓人學到東西。客人的名字和電話是個人資料，帳本也用不到。',
      },
      hintCycle: [
        {
          en: 'Look at one of Leo\'s lines. What does it show?',
          'zh-TW': '看看阿力帳本裡的其中一行，上面寫了什麼？',
        },
        {
          en: 'Some skip the bad days so the record looks nice. But then it cannot show what went wrong. And buyers\' details are private.',
          'zh-TW': '有人只寫生意好的日子，讓帳本好看一點，可是這樣就看不出哪裡出了問題。客人的資料也是個人隱私。',
        },
        {
          en: 'The answers: the date, the money in, the money out, and what was left at the end of the day.',
          'zh-TW': '答案是：日期、收進來的錢、花出去的錢，還有當天最後剩下多少錢。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'To see how a business is doing, take the money in and subtract the money ______.',
        'zh-TW': '想知道生意做得好不好，就用收進來的錢，減掉______的錢。',
      },
      acceptedAnswers: {
        en: ['out', 'spent', 'paid out', 'that went out', 'going out', 'paid', 'spent on supplies'],
        'zh-TW': ['花出去', '付出去', '支出', '花掉', '用掉', '付掉', '出去', '買材料'],
      },
      feedback: {
        en: 'Subtract the money out. Money in take away money out shows what the business really has left.',
        'zh-TW': '要減掉花出去的錢。收入減掉支出，才看得出生意真正剩下多少錢。',
      },
      hintCycle: [
        {
          en: 'Leo wrote three things on each line. The first was money in. What came next?',
          'zh-TW': '阿力每一行寫三件事，第一件是收入，接下來是什麼？',
        },
        {
          en: 'It is not the money in again. It is the money that left the box, like the 60 coins for supplies.',
          'zh-TW': '不是再減一次收入，而是從錢盒裡拿出去的錢，像是買材料的 NT$60。',
        },
        {
          en: 'The answer is "out": money in take away money out.',
          'zh-TW': '答案是「花出去」：收入減掉支出。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: "Jay's cousin sells painted stones at a Sunday market, with her dad. On 3 Sundays, the money in is 100, 150 and 50 coins. The money out is 40 coins each Sunday. How many coins are left after the 3 Sundays? ______",
        'zh-TW': '阿哲的表姊在星期天的市集賣彩繪石頭，爸爸在旁邊陪著她。3 個星期天的收入分別是 NT$100、NT$150 和 NT$50，支出每次都是 NT$40。3 個星期天下來，一共剩下多少錢？______',
      },
      acceptedAnswers: {
        en: ['180', '180 coins', 'one hundred eighty', 'one hundred and eighty'],
        'zh-TW': ['180', 'NT$180', '180元', '180 元', '一百八十', '一百八十元', '一百八'],
      },
      feedback: {
        en: 'Money in: 100 + 150 + 50 = 300. Money out: 40 × 3 = 120. Left: 300 − 120 = 180 coins.',
        'zh-TW': '收入：100 + 150 + 50 = 300。支出：40 × 3 = 120。剩下：300 − 120 = 180，一共 NT$180。',
      },
      hintCycle: [
        {
          en: 'First add up all the money in. Then find all the money out.',
          'zh-TW': '先把所有收入加起來，再算出所有支出。',
        },
        {
          en: 'The money out is 40 each Sunday, so it is 40 × 3, not just 40.',
          'zh-TW': '支出是每個星期天 NT$40，所以要算 40 × 3，不是只有 40。',
        },
        {
          en: 'The answer is 180. 300 − 120 = 180 coins left.',
          'zh-TW': '答案是 180。300 − 120 = 180，剩下 NT$180。',
        },
      ],
    },
  ],
  reflection: {
    id: 'my-own-stand-record',
    question: {
      en: 'Imagine you run a small stand with a grown-up\'s OK. What would you write in your record each day? What would you want it to tell you?',
      'zh-TW': '想像你在大人同意下，擺了一個小攤子。你每天會在帳本裡寫些什麼？你希望帳本告訴你什麼？',
    },
    placeholder: {
      en: 'Each day I would write… I would want my record to tell me…',
      'zh-TW': '我每天會寫……。我希望帳本能告訴我……',
    },
  },
} satisfies ClassicBody;

export default body;
