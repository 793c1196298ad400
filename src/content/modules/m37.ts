import type { ClassicBody } from '../schema/module-body';

/**
 * M37 · Future Harbor, lesson 3: "Making a Goal Plan" / 「擬定目標計畫」.
 * Learning outcome (Grade 4, Saving): make a savings plan with a price, a deadline, an amount to save
 * each week (price ÷ weeks) and a tracker, and adjust the plan when a week goes wrong.
 * Benchmark, in words: the grade-4 Saving statements that a savings plan sets how much to save and by
 * when to reach a goal; this lesson adds keeping track and changing the plan after a bad week.
 * Numbers: Leo's allowance is 150 every Monday; his stand is open on Saturday afternoons, a cup is 20,
 * about 140 left on a usual Saturday after about 60 of supplies (cast sheet). On Money Islands, a cooler
 * box costs 600 (the island's own price). Plan: 5 weeks, 600 ÷ 5 = 120 a week (less than the usual 140).
 * Rainy Saturday: 4 cups, 4 × 20 = 80; supplies about 60 → 80 − 60 = 20 saved; 120 − 20 = 100 short.
 * Fixes: move the deadline a week later, or save more in the 4 weeks left: 100 ÷ 4 = 25 more,
 * 120 + 25 = 145 a week: 120 from the stand (a usual Saturday leaves about 140) and 25 from his Monday
 * allowance; check: 20 + 145 × 4 = 600.
 * Quiz: q1 a classmate plans 30 a week for 4 weeks, 30 × 4 = 120; week 1 saves 30, week 2 only 10 →
 * 30 − 10 = 20 short; 2 weeks left: 20 ÷ 2 = 10 more, 30 + 10 = 40 each; 30 + 10 + 40 + 40 = 120.
 * q2 on Money Islands a pen set costs 90 (the island's own price), 3 weeks: 90 ÷ 3 = 30, not 90 × 3 = 270.
 * q3 Jay, box of 12 color pencils 120 (Grandma Lin's price), 4 weeks, 120 ÷ 4 = 30 each Friday (his
 * payday). q5 on Money Islands a big jigsaw puzzle costs 240 (the island's own price), 6 weeks:
 * 240 ÷ 6 = 40.
 * Facts: none — the cooler box, pen set and puzzle are the island's own prices; the color pencils are
 * Grandma Lin's; the stand's figures are the cast sheet's "about" numbers.
 */
const body = {
  id: 'M37',
  format: 'classic',
  scenarios: [
    {
      id: 'leos-rainy-saturday',
      title: {
        en: "Leo's Plan and the Rainy Saturday",
        'zh-TW': '阿力的計畫遇上下雨天',
      },
      description: {
        en: 'Leo makes a plan to save for a cooler box. Then it rains on Saturday. Is his plan sunk?',
        'zh-TW': '阿力訂好計畫，要存錢買保冰桶。沒想到星期六下起大雨，他的計畫泡湯了嗎？',
      },
      context: {
        en:
          'Summer is coming. Leo wants a cooler box to keep his lemonade cold. On Money Islands, one costs 600 coins. ' +
          'On Monday, Leo plans to buy it in 5 weeks. 600 ÷ 5 = 120, so he must save 120 coins a week. ' +
          'A usual Saturday leaves about 140 coins after supplies, so 120 can work. ' +
          'He draws a tracker with 5 boxes, one for each week. ' +
          'On Saturday, it rains, and Dad helps him close early. Only 4 cups sell: 4 × 20 = 80 coins. Lemons, sugar and cups cost about 60 coins. 80 − 60 = 20 left. ' +
          'Leo colors just a tiny part of box 1. 120 − 20 = 100 coins short. ' +
          '"My plan is sunk," he sighs. ' +
          '"Squawk!" says Pip. "In a storm, a ship changes course. It still reaches the harbor." ' +
          'On Sunday, Leo and his dad look at two fixes. He could move the deadline a week later, but summer will not wait. ' +
          'Or he could save more in the 4 weeks left. 100 ÷ 4 = 25, so 25 more each week: 120 + 25 = 145. ' +
          'He will add 25 from his Monday allowance to the 120 from the stand. He checks: 20 + 145 × 4 = 600. ' +
          '"Same goal, new plan," Leo says. He writes 145 in the next four boxes.',
        'zh-TW':
          '夏天快到了，阿力想買一個保冰桶，讓攤子上的檸檬水一直冰冰涼涼的。在理財冒險島上，一個保冰桶要 NT$600。' +
          '星期一，阿力訂了一個計畫：他希望 5 個星期後買到保冰桶。600 ÷ 5 = 120，所以每個星期要存 NT$120。' +
          '平常的星期六，扣掉材料費，大約會剩 NT$140，所以每週存 NT$120 是做得到的。' +
          '他畫了一張追蹤表，上面有 5 個格子，一個星期一格。' +
          '星期六下起大雨，爸爸幫他提早收攤，只賣出 4 杯：4 × 20 = 80，收入 NT$80。檸檬、糖和杯子大約花了 NT$60，80 − 60 = 20，只剩 NT$20。' +
          '阿力只能把第一格塗上一小角。120 − 20 = 100，還差 NT$100。' +
          '他嘆了一口氣：「我的計畫泡湯了。」' +
          '皮皮叫著：「嘎！船遇到暴風雨，會調整航線，最後還是會開進港口！」' +
          '星期天，阿力和爸爸一起想辦法。一個辦法是把期限往後延一個星期，可是夏天可不會等人。' +
          '另一個辦法，是在剩下的 4 個星期多存一點。100 ÷ 4 = 25，每個星期要多存 NT$25：120 + 25 = 145。' +
          '他決定每個星期從擺攤賺的錢存 NT$120，再從星期一的零用錢拿出 NT$25 補進去。他再檢查一次：20 + 145 × 4 = 600。' +
          '「目標不變，計畫更新！」阿力說完，在後面 4 個格子裡寫上 145。',
      },
      thinkingPrompts: [
        {
          en: 'Why do you think Leo chose to save more each week instead of moving his deadline?',
          'zh-TW': '你覺得阿力為什麼選擇每個星期多存一點，而不是把期限往後延？',
        },
        {
          en: 'What if Leo had no tracker? When might he have found out that he was 100 coins short?',
          'zh-TW': '如果阿力沒有追蹤表，他可能要到什麼時候，才會發現自己還差 NT$100？',
        },
        {
          en: 'Pip says a ship changes course in a storm. How is that like Leo\'s plan?',
          'zh-TW': '皮皮說，船遇到暴風雨會調整航線。這跟阿力的計畫有什麼像的地方？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'savings-plan',
      term: { en: 'savings plan', 'zh-TW': '存錢計畫' },
      definition: {
        en: 'Steps that say how much you will save, each week, until a deadline.',
        'zh-TW': '寫清楚每個星期要存多少錢、存到哪一天的步驟。',
      },
      example: {
        en: "Leo's savings plan: 120 coins a week for 5 weeks.",
        'zh-TW': '阿力的存錢計畫：每個星期存 NT$120，存 5 個星期。',
      },
    },
    {
      id: 'amount-each-week',
      term: { en: 'amount each week', 'zh-TW': '每週要存的錢' },
      definition: {
        en: 'The price split into equal parts, one part for each week: price ÷ weeks.',
        'zh-TW': '把價錢平分到每個星期：價錢 ÷ 星期數。',
      },
      example: {
        en: 'For the cooler box, 600 ÷ 5 = 120 coins each week.',
        'zh-TW': '要買保冰桶，600 ÷ 5 = 120，每個星期要存 NT$120。',
      },
    },
    {
      id: 'tracker',
      term: { en: 'tracker', 'zh-TW': '追蹤表' },
      definition: {
        en: 'A chart where you mark what you save each week.',
        'zh-TW': '一張表格，每個星期把存到的錢記在上面。',
      },
      example: {
        en: "Leo's tracker has 5 boxes, one for each week.",
        'zh-TW': '阿力的追蹤表有 5 個格子，一個星期一格。',
      },
    },
    {
      id: 'on-track',
      term: { en: 'on track', 'zh-TW': '跟上進度' },
      definition: {
        en: 'Saving as much as your plan says, so you will reach your goal on time.',
        'zh-TW': '存的錢跟計畫一樣多，能準時達成目標。',
      },
      example: {
        en: 'After the rainy Saturday, Leo was not on track. He was 100 coins short.',
        'zh-TW': '下雨的星期六過後，阿力沒有跟上進度，還差 NT$100。',
      },
    },
    {
      id: 'adjust',
      term: { en: 'adjust', 'zh-TW': '調整' },
      definition: {
        en: 'To change a plan a little so it still works.',
        'zh-TW': '把計畫改一點點，讓它還是行得通。',
      },
      example: {
        en: 'Leo adjusts his plan. He saves 145 coins a week for the 4 weeks left.',
        'zh-TW': '阿力調整了計畫：剩下的 4 個星期，每個星期存 NT$145。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'how-much-each-week',
      stem: {
        en: 'To find how much to save each week, I…',
        'zh-TW': '要算出每個星期該存多少錢，我會……',
      },
      examples: [
        {
          en: 'To find how much to save each week, I divide the price by the number of weeks, like 600 ÷ 5 = 120.',
          'zh-TW': '要算出每個星期該存多少錢，我會用價錢除以星期數，像是 600 ÷ 5 = 120。',
        },
      ],
    },
    {
      id: 'when-a-week-goes-wrong',
      stem: {
        en: 'If a week goes wrong, I can adjust my plan by…',
        'zh-TW': '如果有一個星期不順利，我可以這樣調整計畫：……',
      },
      examples: [
        {
          en: 'If a week goes wrong, I can adjust my plan by saving a little more in the weeks left.',
          'zh-TW': '如果有一個星期不順利，我可以這樣調整計畫：在剩下的星期裡，每個星期多存一點。',
        },
        {
          en: 'If a week goes wrong, I can adjust my plan by moving my deadline a little later.',
          'zh-TW': '如果有一個星期不順利，我可以這樣調整計畫：把期限往後延一點。',
        },
      ],
    },
    {
      id: 'my-tracker-helps',
      stem: {
        en: 'My tracker helps me because…',
        'zh-TW': '追蹤表對我有幫助，因為……',
      },
      examples: [
        {
          en: 'My tracker helps me because I can see right away if I am on track.',
          'zh-TW': '追蹤表對我有幫助，因為我馬上就看得出來，自己有沒有跟上進度。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: "An's classmate plans to save 30 coins a week for 4 weeks, for a 120-coin gift. Week 1 goes to plan. In week 2, she saves only 10. What is a good fix?",
        'zh-TW': '小安的同學計畫每個星期存 NT$30，存 4 個星期，買一份 NT$120 的禮物。第 1 個星期照計畫存了 NT$30，第 2 個星期卻只存到 NT$10。怎麼調整比較好？',
      },
      options: [
        {
          en: 'Give up: the plan is broken.',
          'zh-TW': '放棄吧，計畫已經失敗了。',
        },
        {
          en: 'Keep saving 30 a week, and the gap will fix itself.',
          'zh-TW': '照樣每個星期存 NT$30，差的錢自然會補回來。',
        },
        {
          en: 'Stop using her tracker, so the short week does not show.',
          'zh-TW': '不要再用追蹤表了，這樣就看不到那個沒存夠的星期。',
        },
        {
          en: 'Save 10 more in each of the 2 weeks left.',
          'zh-TW': '剩下的 2 個星期，每個星期多存 NT$10。',
        },
      ],
      correctAnswer: 3,
      feedback: {
        en: 'She is 30 − 10 = 20 short. 10 more in each of the 2 weeks left fills the gap: 30 + 10 + 40 + 40 = 120. Giving up is not needed. Keeping the old plan leaves her 20 short, and hiding the tracker hides the problem.',
        'zh-TW': '她少存了 30 − 10 = 20，也就是 NT$20。剩下的 2 個星期每週多存 NT$10，就補回來了：30 + 10 + 40 + 40 = 120。不需要放棄；照舊存會少 NT$20；不看追蹤表，問題只是被藏起來。',
      },
      hintCycle: [
        {
          en: 'How many coins is she short after week 2? How many weeks are left?',
          'zh-TW': '第 2 個星期過後，她還差多少？還剩幾個星期？',
        },
        {
          en: 'Some think one bad week breaks a plan. Others think the gap will close by itself. A plan can bend, but someone has to fill the gap.',
          'zh-TW': '有人以為一個星期沒存好，計畫就失敗了；也有人以為差的錢會自己補上。計畫可以調整，但差的錢要有人補。',
        },
        {
          en: 'The answer is to save 10 more in each of the 2 weeks left. 20 short ÷ 2 weeks = 10 more each week.',
          'zh-TW': '答案是剩下的 2 個星期，每個星期多存 NT$10。差 NT$20，分給 2 個星期，每週多存 NT$10。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: "On Money Islands, a pen set costs 90 coins. Leo's friend wants one in 3 weeks. He works out 90 × 3 = 270. True or false: he should save 270 coins each week.",
        'zh-TW': '在理財冒險島上，一組筆要 NT$90。阿力的朋友想在 3 個星期後買到，他算了 90 × 3 = 270。是非題：他每個星期應該存 NT$270。',
      },
      correctAnswer: false,
      feedback: {
        en: 'False. To find the amount each week, divide the price by the weeks: 90 ÷ 3 = 30 coins a week. Multiplying gives 270, which is more than the pen set costs.',
        'zh-TW': '錯。每週要存的錢，是用價錢除以星期數：90 ÷ 3 = 30，每個星期存 NT$30。用乘的會得到 270，比那組筆的價錢還多。',
      },
      hintCycle: [
        {
          en: 'The pen set costs 90 coins. Can the amount each week be more than the price?',
          'zh-TW': '那組筆只要 NT$90。每個星期要存的錢，可能比價錢還多嗎？',
        },
        {
          en: 'Some mix up the steps and multiply. The price is shared out over the weeks, so you divide.',
          'zh-TW': '有人把算法弄錯，用了乘法。價錢是平分到每個星期，所以要用除法。',
        },
        {
          en: 'The answer is false. 90 ÷ 3 = 30, so he saves 30 coins each week, not 270.',
          'zh-TW': '答案是「錯」。90 ÷ 3 = 30，他每個星期存 NT$30 就好，不是 NT$270。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Jay writes a plan for a 120-coin box of color pencils. Which lines belong in a good goal plan? Pick all that are right.',
        'zh-TW': '阿哲要存錢買一盒 NT$120 的色鉛筆，正在寫計畫。哪些內容應該寫進好的目標計畫裡？（可以選好幾個）',
      },
      options: [
        {
          en: 'Price: 120 coins',
          'zh-TW': '價錢：NT$120',
        },
        {
          en: 'If one week goes wrong, drop the goal',
          'zh-TW': '只要有一個星期沒存好，就放棄這個目標',
        },
        {
          en: 'Save 30 coins each Friday: 120 ÷ 4 = 30',
          'zh-TW': '每個星期五存 NT$30：120 ÷ 4 = 30',
        },
        {
          en: 'Buy a snack first each Friday, then save what is left',
          'zh-TW': '每個星期五先買零食，剩下的再存',
        },
        {
          en: 'Deadline: art class, 4 weeks from now',
          'zh-TW': '期限：4 個星期後的美勞課',
        },
        {
          en: 'A tracker with 4 boxes to color in',
          'zh-TW': '一張有 4 個格子、可以塗色的追蹤表',
        },
      ],
      correctAnswer: [0, 2, 4, 5],
      feedback: {
        en: 'A goal plan has a price, a deadline, an amount each week (120 ÷ 4 = 30) and a tracker. Dropping the goal after one bad week skips the chance to adjust. Saving only what is left after a snack may leave nothing to save.',
        'zh-TW': '目標計畫要有價錢、期限、每週要存的錢（120 ÷ 4 = 30）和追蹤表。一個星期沒存好就放棄，等於錯過調整的機會；先買零食再存剩下的，可能最後什麼都沒存到。',
      },
      hintCycle: [
        {
          en: "Think of Leo's plan. What four parts did it have?",
          'zh-TW': '想想阿力的計畫，裡面有哪四個部分？',
        },
        {
          en: 'Some think a plan means giving up when a week goes wrong. Others save last, after treats. Neither is a plan part.',
          'zh-TW': '有人以為計畫一出錯就該放棄，也有人先買零食、最後才存錢。這兩種都不是計畫該有的內容。',
        },
        {
          en: 'The answers are the price, the 30 coins each Friday, the deadline and the tracker. Those four make a goal plan.',
          'zh-TW': '答案是價錢、每個星期五存 NT$30、期限，還有追蹤表。這四樣合起來，就是目標計畫。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'Leo colors one box on his ______ for each week he saves. It shows if he is on track.',
        'zh-TW': '阿力每存一個星期，就在他的______上塗一格，看看自己有沒有跟上進度。',
      },
      acceptedAnswers: {
        en: ['tracker', 'savings tracker', 'goal tracker', 'progress tracker', 'tracking chart', 'chart', 'progress chart', 'savings chart', 'record chart', 'tracking sheet', 'grid'],
        'zh-TW': ['追蹤表', '進度表', '存錢表', '表格', '表', '紀錄表', '記錄表', '目標追蹤表', '存錢追蹤表', '進度追蹤表', '追蹤表格'],
      },
      feedback: {
        en: 'It is his tracker. One box a week shows how much he has saved. A short week shows up at once, so he can adjust in time.',
        'zh-TW': '是追蹤表。一個星期塗一格，就看得出存了多少；哪個星期沒存夠，馬上就知道，還來得及調整。',
      },
      hintCycle: [
        {
          en: 'What did Leo draw on Monday, with 5 boxes?',
          'zh-TW': '阿力星期一畫了什麼？上面有 5 個格子。',
        },
        {
          en: 'It is not the price or the deadline. It is the chart where he marks each week.',
          'zh-TW': '不是價錢，也不是期限，而是每個星期拿來做記號的那張表。',
        },
        {
          en: 'The answer is "tracker". It shows if he is on track.',
          'zh-TW': '答案是「追蹤表」。它能讓阿力看出自己有沒有跟上進度。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: "On Money Islands, a big jigsaw puzzle costs 240 coins. Mei's cousin wants it in 6 weeks. She should save ______ each week.",
        'zh-TW': '在理財冒險島上，一盒大拼圖要 NT$240。小美的表姊想在 6 個星期後買到，她每個星期要存______。',
      },
      acceptedAnswers: {
        en: ['40', '40 coins', 'forty', 'forty coins'],
        'zh-TW': ['40', 'NT$40', '40元', '40 元', '40塊', '40 塊', '四十', '四十元', '四十塊'],
      },
      feedback: {
        en: 'Price ÷ weeks: 240 ÷ 6 = 40 coins a week. Check it: 40 × 6 = 240.',
        'zh-TW': '價錢 ÷ 星期數：240 ÷ 6 = 40，每個星期存 NT$40。檢查一下：40 × 6 = 240。',
      },
      hintCycle: [
        {
          en: 'What is the price? How many weeks does she have?',
          'zh-TW': '價錢是多少？她有幾個星期？',
        },
        {
          en: 'Do not take 6 away from 240. Share the 240 out over the 6 weeks: divide.',
          'zh-TW': '不是用 240 減掉 6，而是把 NT$240 平分到 6 個星期，要用除法。',
        },
        {
          en: 'The answer is 40. 240 ÷ 6 = 40, and 40 × 6 = 240.',
          'zh-TW': '答案是 40。240 ÷ 6 = 40，而且 40 × 6 = 240。',
        },
      ],
    },
  ],
  reflection: {
    id: 'my-goal-plan',
    question: {
      en: 'Pick something you want to save for. Write its price and your deadline, then work out how much to save each week. What could you do if one week goes wrong?',
      'zh-TW': '選一樣你想存錢買的東西，寫下價錢和期限，再算算每個星期要存多少。如果有一個星期不順利，你可以怎麼調整？',
    },
    placeholder: {
      en: 'I want… It costs … coins. My deadline is … weeks, so I save … each week. If a week goes wrong, I will…',
      'zh-TW': '我想買……，價錢是 NT$……。我的期限是……個星期，所以每個星期存……。如果有一個星期不順利，我會……',
    },
  },
} satisfies ClassicBody;

export default body;
