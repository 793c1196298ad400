import type { ClassicBody } from '../schema/module-body';

/**
 * M42 · Future Harbor: "Costs of Grown-Up Life" / 「長大後的生活開銷」.
 * Learning outcome (Grade 4, Spending): name the main monthly costs of a household (housing or rent, food,
 * transport, health insurance) and explain that grown-ups plan their pay to cover these costs first.
 * Benchmark, in words: the grade-4 Spending statements that a budget is a plan for using income on
 * needed and wanted goods and services; this lesson's step is that the household's needs (housing, food,
 * transport, health insurance) are planned first.
 * Lead: Mei's big cousin (a one-off character, unnamed), who fixes boat engines at the harbor.
 * Numbers: all pay and costs are the island's own, including her health-insurance share, said so in the
 * story right after the list ("All these are island numbers, to keep the maths easy. Real pay, rent
 * and health insurance cost different amounts.") and in q5 ("Island numbers again"); no real premium,
 * wage or rent is stated. Pay 30,000 coins a month; rent 10,000, food 7,000, transport 2,000,
 * her part of health insurance 1,000: 10,000 + 7,000 + 2,000 + 1,000 = 20,000; 30,000 − 20,000 =
 * 10,000 left; she saves 4,000 → 10,000 − 4,000 = 6,000 for clothes, her phone and fun. A guitar costs
 * 5,000 (island price): 6,000 − 5,000 = 1,000 would be left for the month, so she sets aside
 * 5,000 ÷ 2 = 2,500 a month for two months.
 * Quiz: q1 and q3 stems say the household rents and takes the bus, so rent and fares are theirs.
 * q5 An's aunt (island figures): pay 40,000; 12,000 + 9,000 + 3,000 + 1,000 = 25,000;
 * 40,000 − 25,000 = 15,000 left.
 * Facts:
 * - everyone who lives in Taiwan must join National Health Insurance (全民健保), and its cost is shared by
 *   the insured person, employers and the government (story, health insurance term, q2) — National Health
 *   Insurance Act arts. 1 and 27 (全民健康保險法第 1、27 條), 2025
 */
const body = {
  id: 'M42',
  format: 'classic',
  scenarios: [
    {
      id: 'my-cousins-first-pay',
      title: {
        en: "My Cousin's First Pay",
        'zh-TW': '表姊的第一份薪水',
      },
      description: {
        en: "Mei's big cousin gets her first pay. Mei thinks she can buy anything now. Then she sees the list.",
        'zh-TW': '小美的表姊領到人生第一份薪水。小美以為她現在想買什麼都可以，直到看見那張清單。',
      },
      context: {
        en:
          "Mei's big cousin just started her first job. She fixes boat engines at Future Harbor. On Monday, her first pay comes in. " +
          'On Sunday, Mei visits her small rented room. "You\'re rich!" says Mei. "Now you can buy the guitar you wanted!" ' +
          'Her cousin opens a notebook. "First, my plan. On Money Islands, my pay is 30,000 coins a month." ' +
          'She reads the list. "Rent for this room: 10,000. Food: 7,000. Transport, like bus rides: 2,000. My part of health insurance: 1,000." ' +
          '"All these are island numbers, to keep the maths easy," she adds. "Real pay, rent and health insurance cost different amounts." ' +
          '"Why health insurance?" asks Mei. ' +
          '"In Taiwan, everyone must join the National Health Insurance. I pay a part. My company and the government pay parts, too. ' +
          'Then, when someone is sick, it helps pay the doctor." ' +
          'Mei adds it up: 10,000 + 7,000 + 2,000 + 1,000 = 20,000. 30,000 − 20,000 = 10,000 left. ' +
          '"These costs come first," says her cousin. "Next, I save 4,000." 10,000 − 4,000 = 6,000 for clothes, her phone and fun. ' +
          'The guitar costs 5,000. "If I buy it today, only 1,000 is left for the whole month. ' +
          'So I\'ll put aside 2,500 a month, and buy it in two months." ' +
          'Mei thinks of her mom and dad. "Do they plan like this, too?" "Most grown-ups do," says her cousin. "Costs first, then saving, then fun."',
        'zh-TW':
          '小美的表姊剛找到第一份工作，在未來港灣修理船的引擎。星期一，她領到了第一份薪水。' +
          '星期天，小美去表姊租的小房間玩：「你變有錢了！可以去買你一直想要的吉他了！」' +
          '表姊翻開一本筆記本：「先看我的計畫。在理財冒險島上，我的薪水是每個月 NT$30,000。」' +
          '她念著清單：「這個房間的房租：NT$10,000。伙食費：NT$7,000。交通費，像是搭公車：NT$2,000。我要付的健保費：NT$1,000。」' +
          '她又補了一句：「這些都是島上的數字，這樣比較好算。真實世界的薪水、房租和健保費，都跟這裡不一樣喔。」' +
          '小美問：「為什麼要付健保費？」' +
          '表姊說：「在台灣，每個人都要加入全民健保。我付一部分，公司和政府也各付一部分。有人生病的時候，健保就能幫忙付看醫生的錢。」' +
          '小美算了算：10,000 + 7,000 + 2,000 + 1,000 = 20,000。30,000 − 20,000 = 10,000，還剩 NT$10,000。' +
          '表姊說：「這些開銷要先付。接下來，我存 NT$4,000。」10,000 − 4,000 = 6,000，剩下 NT$6,000 買衣服、付手機費和玩樂。' +
          '吉他要 NT$5,000。「如果今天就買，整個月只剩 NT$1,000 能用。' +
          '所以我每個月先留下 NT$2,500，兩個月後再買。」' +
          '小美想到爸爸媽媽：「他們也是這樣計畫的嗎？」表姊說：「大部分的大人都是這樣喔。先付開銷，再存錢，最後才是玩樂。」',
      },
      thinkingPrompts: [
        {
          en: 'Why do you think the cousin pays rent, food, transport and health insurance before anything else?',
          'zh-TW': '你覺得表姊為什麼要先付房租、伙食、交通和健保費，再做其他事？',
        },
        {
          en: 'What if she had bought the guitar on payday? What might the rest of her month look like?',
          'zh-TW': '如果表姊在領薪水那天就買了吉他，這個月接下來的日子可能會怎麼樣？',
        },
        {
          en: 'Health insurance is paid by many people together. Why might that help when someone is sick?',
          'zh-TW': '健保是很多人一起付錢的。為什麼這樣在有人生病的時候會有幫助？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'pay',
      term: { en: 'pay', 'zh-TW': '薪水' },
      definition: {
        en: 'The money a person gets for doing a job.',
        'zh-TW': '做一份工作所領到的錢。',
      },
      example: {
        en: "On Money Islands, the cousin's pay is 30,000 coins a month.",
        'zh-TW': '在理財冒險島上，表姊的薪水是每個月 NT$30,000。',
      },
    },
    {
      id: 'rent',
      term: { en: 'rent', 'zh-TW': '房租' },
      definition: {
        en: 'Money you pay each month to live in a home that someone else owns.',
        'zh-TW': '住在別人的房子裡，每個月要付給房東的錢。',
      },
      example: {
        en: "The cousin's rent is 10,000 coins a month. It is her biggest cost.",
        'zh-TW': '表姊的房租是每個月 NT$10,000，是她最大的一筆開銷。',
      },
    },
    {
      id: 'transport',
      term: { en: 'transport', 'zh-TW': '交通費' },
      definition: {
        en: 'Money for getting from place to place, like bus rides or fuel.',
        'zh-TW': '從一個地方到另一個地方要花的錢，像是搭公車或加油。',
      },
      example: {
        en: 'Her transport costs 2,000 coins a month, mostly for the bus to the harbor.',
        'zh-TW': '她每個月的交通費是 NT$2,000，大多是搭公車去港口。',
      },
    },
    {
      id: 'health-insurance',
      term: { en: 'health insurance', 'zh-TW': '健康保險（健保）' },
      definition: {
        en: 'A plan that helps pay the doctor when you are sick. Many people pay a part of it together.',
        'zh-TW': '生病看醫生時，幫忙付錢的保險。它的費用由很多人一起分攤。',
      },
      example: {
        en: 'In Taiwan, everyone joins the National Health Insurance. The cousin, her company and the government each pay a part.',
        'zh-TW': '在台灣，每個人都要加入全民健保。表姊、她的公司和政府，各付一部分。',
      },
    },
    {
      id: 'monthly-costs',
      term: { en: 'monthly costs', 'zh-TW': '每月開銷' },
      definition: {
        en: 'The money a home needs to pay every month, like rent and food.',
        'zh-TW': '一個家每個月要付的錢，像是房租和伙食費。',
      },
      example: {
        en: "The cousin's main monthly costs add up to 20,000 coins.",
        'zh-TW': '表姊主要的每月開銷，加起來是 NT$20,000。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'the-main-costs',
      stem: {
        en: 'The main monthly costs of a home are…',
        'zh-TW': '一個家主要的每月開銷有……',
      },
      examples: [
        {
          en: 'The main monthly costs of a home are housing (like rent), food, transport and health insurance.',
          'zh-TW': '一個家主要的每月開銷有住的費用（像是房租）、伙食費、交通費和健保費。',
        },
      ],
    },
    {
      id: 'when-grown-ups-get-pay',
      stem: {
        en: 'When grown-ups get their pay, they plan to…',
        'zh-TW': '大人領到薪水以後，會先計畫……',
      },
      examples: [
        {
          en: 'When grown-ups get their pay, they plan to cover the monthly costs first, then save, then have fun.',
          'zh-TW': '大人領到薪水以後，會先計畫付清每月開銷，再存錢，最後才是玩樂。',
        },
        {
          en: 'When grown-ups get their pay, they plan to pay the rent before they buy something fun.',
          'zh-TW': '大人領到薪水以後，會先計畫付房租，再買好玩的東西。',
        },
      ],
    },
    {
      id: 'health-insurance-helps',
      stem: {
        en: 'Health insurance helps because…',
        'zh-TW': '健康保險很有幫助，因為……',
      },
      examples: [
        {
          en: 'Health insurance helps because when someone is sick, it helps pay the doctor.',
          'zh-TW': '健康保險很有幫助，因為有人生病的時候，它能幫忙付看醫生的錢。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: "Leo's uncle rents a small flat and takes the bus to work. He just got his pay for the month. What should he plan to pay for first?",
        'zh-TW': '阿力的舅舅租了一間小公寓，每天搭公車上班。他剛領到這個月的薪水，應該先計畫付哪些錢？',
      },
      options: [
        {
          en: 'Whatever is on sale today, since bills can wait until the end of the month.',
          'zh-TW': '今天特價的東西，反正帳單可以拖到月底再說。',
        },
        {
          en: 'Rent, food, transport and health insurance.',
          'zh-TW': '房租、伙食費、交通費和健保費。',
        },
        {
          en: 'A new game console, because payday is the day for big treats.',
          'zh-TW': '一台新的遊戲機，因為領薪水那天，就是犒賞自己的日子。',
        },
        {
          en: 'Fun first; costs come out of what is left.',
          'zh-TW': '先去玩，開銷用剩的錢付。',
        },
      ],
      correctAnswer: 1,
      feedback: {
        en: 'Rent, food, transport and health insurance come first. They must be paid every month. Treats and sales come after, from what is left, not before.',
        'zh-TW': '房租、伙食費、交通費和健保費要先付，因為每個月都一定要付。特價品和犒賞自己，要等付完開銷，用剩下的錢再說。',
      },
      hintCycle: [
        {
          en: 'Which costs must be paid every single month?',
          'zh-TW': '哪些錢是每個月都一定要付的？',
        },
        {
          en: 'Some think bills can wait, or that payday is for treats. Others hope costs fit into what is left. Costs come first.',
          'zh-TW': '有人以為帳單可以拖，或以為領薪水就是要犒賞自己；也有人以為開銷用剩下的錢付就好。其實開銷要先付。',
        },
        {
          en: 'The answer: rent, food, transport and health insurance. Grown-ups cover these first.',
          'zh-TW': '答案是：房租、伙食費、交通費和健保費。大人會先把這些付掉。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: "Jay's aunt drives a delivery truck. Like Mei's cousin, she has a job and joins the National Health Insurance. Her company pays a part, and the government pays a part, too. True or false: So health insurance is free for her.",
        'zh-TW': '阿哲的阿姨是貨車司機。她跟小美的表姊一樣有工作，也加入了全民健保。公司會幫她付一部分健保費，政府也付一部分。是非題：所以健保對她來說是免費的。',
      },
      correctAnswer: false,
      feedback: {
        en: 'False. Health insurance is shared. She pays her own part, and her company and the government pay the other parts.',
        'zh-TW': '錯。健保費是大家分攤的：她要付自己的那一部分，公司和政府再付其他部分。',
      },
      hintCycle: [
        {
          en: 'Think of the cousin. Who paid a part of her health insurance?',
          'zh-TW': '想想表姊：她的健保費，有哪些人各付一部分？',
        },
        {
          en: 'Some think that if others help pay, it is free. But shared means everyone pays a part, her too.',
          'zh-TW': '有人以為別人幫忙付，自己就不用付了。可是分攤的意思是每個人各付一部分，她也要付。',
        },
        {
          en: 'The answer is false. She pays a part, and her company and the government pay the rest.',
          'zh-TW': '答案是「錯」。她付一部分，其他的由公司和政府付。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'A family rents their home and takes the bus and train. They plan their month. Which of these are main monthly costs to cover first? Pick all that are right.',
        'zh-TW': '有一家人租房子住，出門搭公車和火車。他們在做這個月的計畫。下面哪些是應該先付的主要每月開銷？（可以選好幾個）',
      },
      options: [
        {
          en: 'Rent for their home',
          'zh-TW': '住家的房租',
        },
        {
          en: 'A new toy each week',
          'zh-TW': '每個星期買一個新玩具',
        },
        {
          en: 'Food for the family',
          'zh-TW': '全家的伙食費',
        },
        {
          en: 'Bus and train fares',
          'zh-TW': '搭公車和火車的車錢',
        },
        {
          en: 'Movie tickets every weekend',
          'zh-TW': '每個週末的電影票',
        },
        {
          en: 'Health insurance',
          'zh-TW': '健保費',
        },
      ],
      correctAnswer: [0, 2, 3, 5],
      feedback: {
        en: 'Rent, food, transport and health insurance are the main monthly costs. A family plans for them first. Toys and movies are fun, and they come from what is left.',
        'zh-TW': '房租、伙食費、交通費和健保費，是主要的每月開銷，一家人會先把它們算進計畫裡。玩具和電影很好玩，但要用付完開銷後剩下的錢。',
      },
      hintCycle: [
        {
          en: 'Which of these does a home need to pay for every month?',
          'zh-TW': '哪些是一個家每個月都少不了的開銷？',
        },
        {
          en: 'Some think fun things every week are main costs too. They are nice, but a family can do without them.',
          'zh-TW': '有人以為每週的玩樂也是主要開銷。它們很好玩，可是就算沒有，一家人也能照常過日子。',
        },
        {
          en: 'The answers: rent, food, bus and train fares, and health insurance.',
          'zh-TW': '答案是：房租、伙食費、搭公車和火車的車錢、健保費。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'When grown-ups get their pay, they pay the main costs ______, before they spend on wants.',
        'zh-TW': '大人領到薪水，會______付主要開銷，再把錢花在想要的東西上。',
      },
      acceptedAnswers: {
        en: ['first', 'first of all', 'first thing', 'right away', 'at once', 'before anything else'],
        'zh-TW': ['先', '優先', '首先', '最先', '馬上', '立刻'],
      },
      feedback: {
        en: 'Costs come first. Then saving, then fun. That way, everything the home needs is paid for all month.',
        'zh-TW': '開銷要先付，再存錢，最後才是玩樂。這樣一來，整個月家裡需要的都付得出來。',
      },
      hintCycle: [
        {
          en: 'What did the cousin say? "These costs come …"',
          'zh-TW': '表姊怎麼說的？「這些開銷要……付。」',
        },
        {
          en: 'Not last, and not "if there is money left". They come before wants.',
          'zh-TW': '不是最後，也不是「有剩再付」，而是排在想要的東西前面。',
        },
        {
          en: 'The answer is "first": costs first, then saving, then fun.',
          'zh-TW': '答案是「先」：先付開銷，再存錢，最後才是玩樂。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: "Island numbers again: An's aunt earns 40,000 coins a month. Her rent is 12,000, food 9,000, transport 3,000 and health insurance 1,000. After these costs, how much is left? ______",
        'zh-TW': '再用一次島上的數字：小安的阿姨每個月賺 NT$40,000。房租 NT$12,000、伙食費 NT$9,000、交通費 NT$3,000、健保費 NT$1,000。付完這些開銷，還剩多少？______',
      },
      acceptedAnswers: {
        en: ['15,000', '15000', '15,000 coins', '15000 coins', 'fifteen thousand'],
        'zh-TW': ['15,000', '15000', 'NT$15,000', 'NT$15000', '15,000元', '15000元', '一萬五千', '一萬五', '1萬5千', '1.5萬'],
      },
      feedback: {
        en: '12,000 + 9,000 + 3,000 + 1,000 = 25,000. Then 40,000 − 25,000 = 15,000 coins are left for saving and everything else.',
        'zh-TW': '12,000 + 9,000 + 3,000 + 1,000 = 25,000。40,000 − 25,000 = 15,000，還剩 NT$15,000 可以存錢和做其他安排。',
      },
      hintCycle: [
        {
          en: 'First add up the four costs.',
          'zh-TW': '先把四筆開銷加起來。',
        },
        {
          en: 'Do not take away just the rent. All four costs come out: they add up to 25,000.',
          'zh-TW': '不是只減掉房租。四筆開銷都要扣掉，加起來是 25,000。',
        },
        {
          en: 'The answer is 15,000. 40,000 − 25,000 = 15,000.',
          'zh-TW': '答案是 15,000。40,000 − 25,000 = 15,000。',
        },
      ],
    },
  ],
  reflection: {
    id: 'costs-that-surprised-me',
    question: {
      en: "Which cost on the cousin's list surprised you? Why do you think grown-ups plan to pay these costs first?",
      'zh-TW': '表姊的清單上，哪一筆開銷讓你最意外？你覺得大人為什麼要先計畫付這些錢？',
    },
    placeholder: {
      en: 'The cost that surprised me was… I think grown-ups pay these first because…',
      'zh-TW': '讓我最意外的開銷是……。我覺得大人會先付這些，是因為……',
    },
  },
} satisfies ClassicBody;

export default body;
