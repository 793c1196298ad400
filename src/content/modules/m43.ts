import type { ClassicBody } from '../schema/module-body';

/**
 * M43 · Future Harbor: "Planning for Later Years" / 「為年老的日子做準備」.
 * Learning outcome (Grade 8, Saving): explain that people save while they work for the years after
 * they stop working, and that starting early means a smaller amount each month is enough.
 * Grandma Lin still runs her shop and loves it; she tells how she planned for the years after she stops.
 * Her niece, who fixes bikes, has a labor pension account (勞退) and Labor Insurance (勞保), named
 * simply as help that "many workers" get: no ages, no amounts. Grandma Lin runs her own shop and saves
 * for herself; the lesson does not say she has either. The lesson leaves interest to M41: its sums have no interest in them.
 * Numbers: Mei's allowance is 50 every Monday (cast sheet). Grandma Lin's example, plainly pretend (not a
 * real retirement amount): 1,200 needed in 12 months → 1,200 ÷ 12 = 100 a month; started 6 months late →
 * 1,200 ÷ 6 = 200 a month. Mei: 120 for her dad's birthday gift in 12 weeks → 120 ÷ 12 = 10 a week;
 * waiting 6 weeks → 120 ÷ 6 = 20 a week.
 * Quiz: q1 no numbers; q2 on Money Islands a baker saves 100 a month for 20 years, his friend for 10 years
 * (half as many months) → 100 × 2 = 200 a month for the same total; q5 on Money Islands a bus driver
 * wants 2,400 in 24 months → 2,400 ÷ 24 = 100 a month; started 12 months late → 2,400 ÷ 12 = 200 a month
 * (distractor 2,400 ÷ 24 = 100, the on-time amount).
 * Facts:
 * - For many workers (those covered by the Act; the lesson says "many workers", not all), the boss must
 *   put money into the worker's own labor pension account (勞退) each month, kept until the worker
 *   retires (the Act says at least 6 % of the monthly wage; the lesson states no amount and no age)
 *   — Labor Pension Act art. 14 (勞工退休金條例第 14 條), 2025
 * - Labor Insurance (勞保), which many workers have, can also pay them money in their later years
 *   (old-age benefits; no amount, no age) — Labor Insurance Act (勞工保險條例), 2025
 */
const body = {
  id: 'M43',
  format: 'classic',
  scenarios: [
    {
      id: 'grandma-lins-blue-notebook',
      title: {
        en: "Grandma Lin's Blue Notebook",
        'zh-TW': '林奶奶的藍色筆記本',
      },
      description: {
        en: 'Grandma Lin still loves running her shop. So why is she already planning for the years after she stops?',
        'zh-TW': '林奶奶還開開心心地顧著小店，為什麼已經在為不工作以後的日子做打算了？',
      },
      context: {
        en:
          "On Tuesday, Mei stops at Grandma Lin's shop. Grandma Lin is writing in a blue notebook. " +
          '"It\'s my plan for my later years," she says. "I love this shop, but one day I will retire. ' +
          'I want time for my tomato garden and trips with friends. Then no money comes in from the shop." ' +
          '"So how will you pay for food?" asks Mei. ' +
          'Grandma Lin smiles. "I started saving a little every month when I opened the shop. I still do." ' +
          'She draws two paths. "Let\'s pretend you need 1,200 coins in 12 months. Start now: 1,200 ÷ 12 = 100 coins a month. ' +
          'Start 6 months late: 1,200 ÷ 6 = 200 coins a month." ' +
          '"Starting early makes each part smaller!" says Mei. ' +
          '"Yes. Many workers also get help for those years. My niece fixes bikes. Each month, her boss must put money into her own labor pension account. ' +
          'She has Labor Insurance, too." ' +
          "Later, Mei plans a 120-coin gift for her dad's birthday in 12 weeks. " +
          'Start now: 120 ÷ 12 = 10 coins a week. Wait 6 weeks: 120 ÷ 6 = 20. ' +
          "She puts 10 coins from this week's allowance in her savings jar. " +
          '"Squawk!" says Pip. "Start early, and small steps are enough!"',
        'zh-TW':
          '星期二，小美順路走進林奶奶的小店，看到林奶奶正在一本藍色筆記本上寫東西。' +
          '林奶奶說：「這是我為年老的日子做的計畫。我很喜歡這家店，可是總有一天，我會退休。' +
          '到時候，我想好好照顧我的番茄園，也想跟朋友出去走走。那時候，店裡就不會再有錢進來了。」' +
          '「那買菜的錢要從哪裡來？」小美問。' +
          '林奶奶笑著說：「我剛開店的時候，就開始每個月存一點，留給那些日子用。到現在我還在存喔。」' +
          '她在紙上畫了兩條路：「假設 12 個月後要用到 NT$1,200。現在就開始：1,200 ÷ 12 = 100，每個月存 NT$100。' +
          '晚 6 個月才開始：1,200 ÷ 6 = 200，每個月就要存 NT$200。」' +
          '「越早開始，每個月要存的就越少！」小美說。' +
          '「沒錯。很多上班的人，為那些日子還多了一份幫助。我的外甥女是修腳踏車的師傅，她的老闆每個月都要把錢存進她自己的勞工退休金帳戶，也就是『勞退』。' +
          '她也有勞工保險，就是大家說的『勞保』。」' +
          '後來，小美想到 12 個星期後是爸爸的生日，她想存 NT$120 買禮物。' +
          '現在就開始：120 ÷ 12 = 10，每星期存 NT$10。等 6 個星期才開始：120 ÷ 6 = 20，每星期就要存 NT$20。' +
          '她從這星期的零用錢裡拿出 NT$10，放進存錢的罐子。' +
          '皮皮叫著：「嘎！早一點開始，每次存一點點就夠了！」',
      },
      thinkingPrompts: [
        {
          en: 'Grandma Lin started saving for her later years when she first opened her shop. Why start so long before she stops working?',
          'zh-TW': '林奶奶一開店就開始為年老的日子存錢。離退休還那麼久，為什麼要這麼早開始？',
        },
        {
          en: 'What if Mei waits 6 weeks to start saving for the gift? How would her weeks feel then?',
          'zh-TW': '如果小美等 6 個星期才開始存錢買禮物，接下來的每個星期，她會有什麼感覺？',
        },
        {
          en: 'The boss puts money into the pension account each month, so the worker does not have to remember. Why might that help?',
          'zh-TW': '老闆每個月都會把錢存進退休金帳戶，員工不用自己記得去存。為什麼這樣可能很有幫助？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'retire',
      term: { en: 'retire', 'zh-TW': '退休' },
      definition: {
        en: 'To stop working for good, often when you are older.',
        'zh-TW': '不再工作了，通常是年紀比較大的時候。',
      },
      example: {
        en: 'One day Grandma Lin will retire. Then she will have time for her tomato garden.',
        'zh-TW': '有一天林奶奶會退休，到時候她就有時間照顧番茄園了。',
      },
    },
    {
      id: 'income',
      term: { en: 'income', 'zh-TW': '收入' },
      definition: {
        en: 'Money that comes in, like pay from a job or money from a shop.',
        'zh-TW': '進到你手上的錢，像是工作的薪水，或是開店賺到的錢。',
      },
      example: {
        en: 'When Grandma Lin stops working, her income from the shop stops too.',
        'zh-TW': '林奶奶不再顧店以後，店裡的收入也就停了。',
      },
    },
    {
      id: 'start-early',
      term: { en: 'start early', 'zh-TW': '提早開始' },
      definition: {
        en: 'To begin saving long before you need the money.',
        'zh-TW': '在需要用錢之前很久，就先開始存錢。',
      },
      example: {
        en: 'If Mei starts early, she saves 120 ÷ 12 = 10 coins a week. If she waits 6 weeks, she needs 120 ÷ 6 = 20.',
        'zh-TW': '小美提早開始，120 ÷ 12 = 10，每星期存 NT$10 就好；等 6 個星期才開始，120 ÷ 6 = 20，每星期就要存 NT$20。',
      },
    },
    {
      id: 'labor-pension',
      term: { en: 'labor pension', 'zh-TW': '勞工退休金（勞退）' },
      definition: {
        en: "For many workers, money the boss must put into the worker's own account each month. It is kept until the worker retires.",
        'zh-TW': '很多上班的人都有的一筆錢：老闆每個月都要存進員工自己的帳戶，一直留到員工退休的時候。',
      },
      example: {
        en: "Each month, the boss of Grandma Lin's niece puts money into her labor pension account.",
        'zh-TW': '林奶奶的外甥女是修腳踏車的師傅，她的老闆每個月都會把錢存進她的勞退帳戶。',
      },
    },
    {
      id: 'labor-insurance',
      term: { en: 'Labor Insurance', 'zh-TW': '勞工保險（勞保）' },
      definition: {
        en: 'A kind of insurance that many workers have. It can also pay them money in their later years.',
        'zh-TW': '很多工作的人都有的一種保險。到了年老的時候，它也可以發一些錢給他們。',
      },
      example: {
        en: "Grandma Lin's niece has Labor Insurance. It is one more help for her later years.",
        'zh-TW': '林奶奶的外甥女有勞保，這也是她年老時的一份幫助。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'people-save-for-later-years',
      stem: {
        en: 'People save for their later years because…',
        'zh-TW': '大人會為年老的日子存錢，是因為……',
      },
      examples: [
        {
          en: 'People save for their later years because their pay stops when they retire, but they still need food and a home.',
          'zh-TW': '大人會為年老的日子存錢，是因為退休以後就沒有工作的薪水了，可是還是要吃飯、要有地方住。',
        },
        {
          en: 'People save for their later years because they want time for the things they love, like a garden.',
          'zh-TW': '大人會為年老的日子存錢，是因為他們想有時間做喜歡的事，像是照顧花園。',
        },
      ],
    },
    {
      id: 'starting-early-helps',
      stem: {
        en: 'Starting early helps, because…',
        'zh-TW': '提早開始存錢很有幫助，因為……',
      },
      examples: [
        {
          en: 'Starting early helps, because each month can be a small part: 1,200 ÷ 12 = 100 coins, not 1,200 ÷ 6 = 200.',
          'zh-TW': '提早開始存錢很有幫助，因為每個月只要存一小部分：1,200 ÷ 12 = 100，每個月 NT$100 就好；晚開始的話，1,200 ÷ 6 = 200，每個月要 NT$200。',
        },
      ],
    },
    {
      id: 'a-labor-pension-is',
      stem: {
        en: 'A labor pension is…',
        'zh-TW': '勞工退休金就是……',
      },
      examples: [
        {
          en: "A labor pension is money a boss puts into a worker's own account each month, kept until the worker retires. Many workers have one.",
          'zh-TW': '勞工退休金就是老闆每個月存進員工自己帳戶的錢，一直留到員工退休的時候。很多上班的人都有。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: "Ms. Chen's brother just started his first job. He asks, \"When should I start saving for my later years?\" Which answer fits this lesson best?",
        'zh-TW': '陳老師的弟弟剛開始第一份工作。他問：「我應該什麼時候開始為年老的日子存錢？」哪個回答最符合這一課學到的？',
      },
      options: [
        {
          en: 'Later. Those years are far away.',
          'zh-TW': '以後再說，那些日子還很遠。',
        },
        {
          en: 'Wait until you earn a lot. Small amounts are too small to matter.',
          'zh-TW': '等賺很多錢再存。一點點錢，存了也沒什麼用。',
        },
        {
          en: 'Start now, with a small amount each month.',
          'zh-TW': '現在就開始，每個月存一點點。',
        },
        {
          en: 'Start now, and save all of your pay, even the money for rent and food.',
          'zh-TW': '現在就開始，把薪水全部存起來，連房租和吃飯的錢也不留。',
        },
      ],
      correctAnswer: 2,
      feedback: {
        en: 'Starting now gives him many months, so a small amount each month is enough. Waiting makes each month\'s part bigger. Small amounts add up over many months. And his pay still has to cover rent and food first.',
        'zh-TW': '現在就開始，他就有很多個月可以存，所以每個月存一點就夠了。越晚開始，每個月要存的就越多。一點點錢，存很多個月也會變多。而且薪水還是要先付房租和吃飯的錢。',
      },
      hintCycle: [
        {
          en: "Think of Grandma Lin's two paths: start now, or start 6 months late.",
          'zh-TW': '想想林奶奶畫的兩條路：現在就開始，還是晚 6 個月才開始？',
        },
        {
          en: 'Some think far-away years can wait, or that small amounts do not matter. But waiting makes each part bigger. Saving every coin leaves nothing for food.',
          'zh-TW': '有人以為那些日子還很遠，可以等一等；也有人以為一點點錢沒有用。其實越晚開始，每次要存的越多；把錢全部存起來，又會沒錢吃飯。',
        },
        {
          en: 'The answer: start now, with a small amount each month. Many months make each part small.',
          'zh-TW': '答案是：現在就開始，每個月存一點。存的月份多，每個月要存的就少。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'On Money Islands, a baker saves 100 coins a month for his later years. He starts 20 years before he stops working. His friend starts 10 years before. True or false: to save the same total, his friend can save 100 coins a month too.',
        'zh-TW': '在理財冒險島上，有一位麵包師傅每個月存 NT$100，準備年老的時候用。他在退休前 20 年就開始存，他的朋友在退休前 10 年才開始。是非題：朋友想存到一樣多的錢，每個月也存 NT$100 就夠了。',
      },
      correctAnswer: false,
      feedback: {
        en: 'False. The friend has half as many months to save. So he needs twice as much each month: 100 × 2 = 200 coins. Starting early is what keeps each month small.',
        'zh-TW': '錯。朋友可以存錢的月份只有一半，所以每個月要存兩倍：100 × 2 = 200，也就是 NT$200。提早開始，每個月才只要存一點點。',
      },
      hintCycle: [
        {
          en: 'Who has more months to save: the baker or his friend?',
          'zh-TW': '誰可以存錢的月份比較多：麵包師傅，還是他的朋友？',
        },
        {
          en: 'Some think the start date does not change the monthly amount. But 10 years is half of 20 years, so there are half as many months.',
          'zh-TW': '有人以為什麼時候開始，每個月存的錢都一樣。可是 10 年只有 20 年的一半，可以存錢的月份也只有一半。',
        },
        {
          en: 'The answer is false. With half the months, the friend needs 100 × 2 = 200 coins a month.',
          'zh-TW': '答案是「錯」。月份少了一半，朋友每個月要存 100 × 2 = 200，也就是 NT$200。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Which of these help a grown-up get ready for the years after work? Pick all that are right.',
        'zh-TW': '下面哪些做法，能幫大人為退休以後的日子做好準備？（可以選好幾個）',
      },
      options: [
        {
          en: 'Saving a small amount every month while working.',
          'zh-TW': '還在工作的時候，每個月存一點錢。',
        },
        {
          en: 'Spending all the pay now, since those years are far away.',
          'zh-TW': '反正那些日子還很遠，薪水現在先花光。',
        },
        {
          en: 'Saving nothing, because small amounts are too small to matter.',
          'zh-TW': '一點點錢沒什麼用，所以乾脆不存。',
        },
        {
          en: 'A boss putting money into the worker\'s own labor pension account each month.',
          'zh-TW': '老闆每個月把錢存進員工自己的勞退帳戶。',
        },
        {
          en: 'Starting to save early, long before stopping work.',
          'zh-TW': '在退休前很久，就提早開始存錢。',
        },
      ],
      correctAnswer: [0, 3, 4],
      feedback: {
        en: 'Saving a little each month, starting early, and a labor pension all build money for later years. Spending it all now leaves nothing for then. Small amounts do matter: many months add them up.',
        'zh-TW': '每個月存一點、提早開始，再加上勞退，都能為年老的日子準備好錢。現在全部花光，以後就什麼也沒有；一點點錢也很重要，存很多個月就會累積起來。',
      },
      hintCycle: [
        {
          en: 'Look for the choices that put money aside for later.',
          'zh-TW': '找找看，哪些做法會把錢留到以後用？',
        },
        {
          en: '"Those years are far away" and "small amounts don\'t matter" are two traps. Both end with nothing saved. Three choices are right.',
          'zh-TW': '「那些日子還很遠」和「一點點錢沒有用」是兩個陷阱，最後都會一毛也沒存到。正確的選項有三個。',
        },
        {
          en: 'The answers: save a little each month, a boss paying into a labor pension, and starting early.',
          'zh-TW': '答案是：每個月存一點、老闆把錢存進勞退帳戶，還有提早開始存錢。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'When a person stops working for good, we say that they ______.',
        'zh-TW': '一個人從此不再工作，我們就說他______。',
      },
      acceptedAnswers: {
        en: ['retire', 'retired', 'have retired', 'are retired', 'retire from work'],
        'zh-TW': ['退休', '退休了', '退下來了', '從工作退休了'],
      },
      feedback: {
        en: 'They retire. Money from work stops then, so people save for those years while they still work.',
        'zh-TW': '他退休了。退休以後就沒有工作的收入，所以大家會趁還在工作的時候，為那些日子存錢。',
      },
      hintCycle: [
        {
          en: 'Grandma Lin said, "One day I will …" What was the word?',
          'zh-TW': '林奶奶說：「總有一天，我會……」她用的是哪個詞？',
        },
        {
          en: 'It is not "rest for a day" or "take a trip". It means stopping work for good.',
          'zh-TW': '不是「休息一天」，也不是「去旅行」，而是從此不再工作。',
        },
        {
          en: 'The answer is "retire": to stop working for good.',
          'zh-TW': '答案是「退休」：從此不再工作了。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: 'On Money Islands, a bus driver wants 2,400 coins for a trip in her later years. If she starts now, she has 24 months: 2,400 ÷ 24 = 100 coins a month. If she waits and has only 12 months, each month she must save ______.',
        'zh-TW': '在理財冒險島上，有一位公車司機想存 NT$2,400，等年老的時候去旅行。如果現在就開始，她有 24 個月：2,400 ÷ 24 = 100，每個月存 NT$100。如果她等一等，只剩 12 個月，每個月要存的錢是______。',
      },
      acceptedAnswers: {
        en: ['200', 'two hundred', '200 coins', 'two hundred coins'],
        'zh-TW': ['200', '兩百', '二百', 'NT$200', '200元', '200 元', '兩百元'],
      },
      feedback: {
        en: '2,400 ÷ 12 = 200 coins a month. Waiting halves her months, so each month doubles. Starting now keeps it at 100.',
        'zh-TW': '2,400 ÷ 12 = 200，每個月要存 NT$200。等一等，月份少了一半，每個月要存的就變成兩倍。現在就開始，每個月只要 NT$100。',
      },
      hintCycle: [
        {
          en: 'She still wants 2,400 coins. How many months does she have now?',
          'zh-TW': '她想存的還是 NT$2,400。現在她只剩幾個月？',
        },
        {
          en: 'Do not use 24 months: that was for starting now. Divide 2,400 by 12.',
          'zh-TW': '不要用 24 個月來算，那是現在就開始的情形。用 2,400 除以 12。',
        },
        {
          en: 'The answer is 200. 2,400 ÷ 12 = 200: fewer months make each month bigger.',
          'zh-TW': '答案是 200。2,400 ÷ 12 = 200：月份越少，每個月要存的就越多。',
        },
      ],
    },
  ],
  reflection: {
    id: 'my-later-years',
    question: {
      en: 'Grandma Lin dreams of a garden and trips in her later years. What would you like to do when you are much older? What is one thing you could start early, today?',
      'zh-TW': '林奶奶希望年老的時候可以種花種菜、出去走走。等你年紀很大的時候，你想做些什麼？有什麼事是你今天就可以提早開始的？',
    },
    placeholder: {
      en: 'When I am much older, I want to… One thing I can start early is…',
      'zh-TW': '等我老了，我想要……。我今天就可以提早開始的一件事是……',
    },
  },
} satisfies ClassicBody;

export default body;
