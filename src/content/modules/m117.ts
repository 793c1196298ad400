import type { ClassicBody } from '../schema/module-body';

/**
 * M117 · Mind Desert: "Building Good Money Habits" / 「養成好的理財習慣」.
 * Learning outcome (Grade 4, Saving): explain why people pay themselves first (save part of their money
 * as soon as it comes in), and build a saving habit by tying one small saving action to a cue that
 * already happens, with a small reward (cue → action → small reward), tracked on a habit tracker.
 * The move: tie one small money action to a cue that already happens.
 * Numbers: An's allowance is 100 every Monday (cast sheet). Old plan, "save what is left on Sunday":
 * 10 + 0 + 20 + 0 = 30 in four weeks. New habit: 30 first, 100 − 30 = 70 left for the week; one Monday
 * now saves as much as four old weeks (30). Kite 150 (the island's own price): 30 × 5 = 150 → 5 Mondays.
 * Quiz: q2 Mei's allowance is 50 on Monday (cast sheet); q3 Jay saves 20 a week, allowance on Friday
 * (cast sheet); q5 a cousin gets 80 a week and saves 20 first: 20 × 6 = 120 (the misconception counts
 * all of it: 80 × 6 = 480).
 * Facts: none — the kite is the island's own price; allowances are from the cast sheet.
 */
const body = {
  id: 'M117',
  format: 'classic',
  scenarios: [
    {
      id: 'ans-monday-habit',
      title: {
        en: "An's Monday Breakfast Habit",
        'zh-TW': '小安的星期一早餐習慣',
      },
      description: {
        en: 'An wants to save for a kite, but her coins keep slipping away. A tiny habit changes that.',
        'zh-TW': '小安想存錢買風箏，錢卻總是不知不覺溜走。一個小小的習慣，讓事情不一樣了。',
      },
      context: {
        en:
          'An is a careful saver, but her old plan had a hole. ' +
          'Every Monday at breakfast, Dad gives An her 100 coins of allowance. ' +
          'Her plan was to save whatever was left on Sunday night. ' +
          'But by Sunday, the coins were often gone: a bun here, a sticker sheet there. ' +
          'In four weeks, she saved 10 + 0 + 20 + 0 = 30 coins. ' +
          'An wants a big kite. On Money Islands, it costs 150 coins. "At this speed, it will take months!" she tells Ms. Chen. ' +
          '"Try paying yourself first," says Ms. Chen. "Save before you spend, not after. And tie it to something that already happens." ' +
          '"Like Monday breakfast?" asks An. "Yes! That is your cue." ' +
          'So An makes a plan with three steps. The cue: Dad gives her the allowance at breakfast. ' +
          'The action: right away, 30 coins go into her piggy bank. ' +
          'The small reward: she colors one box on the habit tracker on the fridge. ' +
          'Now 100 − 30 = 70 coins are left for the week. Some weeks she buys a bun, and some weeks she buys nothing. ' +
          'Either way, the 30 coins are already saved. One Monday now saves as much as four old weeks! ' +
          'On the second Monday, An almost forgets. Then she sees the coins next to her soy milk, and she remembers. ' +
          'After 5 Mondays, her tracker has 5 colored boxes. 30 × 5 = 150, just enough for the kite. On Saturday, An and Dad fly it in the park. ' +
          'Pip flies beside it. "Squawk! Tie a small habit to something that already happens!"',
        'zh-TW':
          '小安存錢一向很用心，可是她原來的方法有個小漏洞。' +
          '每個星期一吃早餐時，爸爸會把 NT$100 零用錢交給小安。' +
          '她原本打算星期日晚上，剩下多少就存多少。' +
          '可是到了星期日，錢常常已經不見了：這裡買個麵包，那裡買張貼紙。' +
          '4 個星期下來，她只存了 10 + 0 + 20 + 0 = 30，也就是 NT$30。' +
          '小安想買一個大風箏，在理財冒險島上要 NT$150。她跟陳老師說：「照這個速度，要存好幾個月耶！」' +
          '陳老師說：「試試看『先存再花』。錢一拿到就先存一部分，不要等花完了才存。然後，把它綁在一件本來就會發生的事情上。」' +
          '小安問：「像是星期一的早餐嗎？」「沒錯！那就是你的提示。」' +
          '於是小安訂了三個步驟。提示：爸爸在早餐時給她零用錢。' +
          '行動：馬上把 NT$30 放進存錢筒。' +
          '小小的獎勵：在冰箱上的習慣追蹤表塗滿一格。' +
          '現在 100 − 30 = 70，這個星期還有 NT$70 可以用。有幾個星期她買了麵包，有幾個星期什麼也沒買。' +
          '不管怎樣，那 NT$30 早就存好了。現在一個星期一存的錢，就跟以前 4 個星期存的一樣多！' +
          '第二個星期一，小安差點忘了。可是她一看到豆漿旁邊的零用錢，就想起來了。' +
          '5 個星期一過後，追蹤表上塗滿了 5 格，30 × 5 = 150，剛好夠買風箏。星期六，小安和爸爸一起到公園放新風箏。' +
          '皮皮在風箏旁邊飛：「嘎！把小小的好習慣，綁在本來就會發生的事情上！」',
      },
      thinkingPrompts: [
        {
          en: 'Why do you think "save what is left on Sunday" did not work well for An?',
          'zh-TW': '你覺得「星期日剩多少就存多少」，為什麼對小安不太管用？',
        },
        {
          en: 'What if Dad gave An her allowance at dinner instead? How could she keep her habit going?',
          'zh-TW': '如果爸爸改成晚餐時才給零用錢，小安可以怎麼繼續保持她的習慣？',
        },
        {
          en: 'Why might coloring one small box help An keep going, week after week?',
          'zh-TW': '為什麼塗滿一個小格子，能幫小安一週又一週地持續下去？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'habit',
      term: { en: 'habit', 'zh-TW': '習慣' },
      definition: {
        en: 'Something you do again and again, often without stopping to think.',
        'zh-TW': '不用停下來多想，就一再重複去做的事。',
      },
      example: {
        en: 'Saving 30 coins on Monday became a habit for An.',
        'zh-TW': '星期一存 NT$30，變成了小安的習慣。',
      },
    },
    {
      id: 'cue',
      term: { en: 'cue', 'zh-TW': '提示' },
      definition: {
        en: 'Something that already happens and reminds you to do your habit.',
        'zh-TW': '一件本來就會發生、又能提醒你去做習慣的事。',
      },
      example: {
        en: 'Getting her allowance at breakfast is the cue for An to save.',
        'zh-TW': '早餐時拿到零用錢，就是提醒小安存錢的提示。',
      },
    },
    {
      id: 'pay-yourself-first',
      term: { en: 'pay yourself first', 'zh-TW': '先存再花' },
      definition: {
        en: 'Putting some money into savings before you spend any.',
        'zh-TW': '錢一拿到，先存一部分，剩下的才拿來花。',
      },
      example: {
        en: 'An pays herself first: 30 coins go into her piggy bank, and then she spends.',
        'zh-TW': '小安先存再花：NT$30 先放進存錢筒，剩下的才拿來用。',
      },
    },
    {
      id: 'habit-loop',
      term: { en: 'habit loop', 'zh-TW': '習慣迴路' },
      definition: {
        en: 'Three steps that repeat: a cue, then an action, then a small reward.',
        'zh-TW': '一再重複的三個步驟：先有提示，接著行動，最後得到小小的獎勵。',
      },
      example: {
        en: "An's habit loop: allowance at breakfast, 30 coins saved, one colored box.",
        'zh-TW': '小安的習慣迴路：早餐拿到零用錢，存下 NT$30，塗滿一格。',
      },
    },
    {
      id: 'habit-tracker',
      term: { en: 'habit tracker', 'zh-TW': '習慣追蹤表' },
      definition: {
        en: 'A chart where you mark each time you do your habit.',
        'zh-TW': '每做到一次習慣，就在上面做記號的表格。',
      },
      example: {
        en: "After 5 Mondays, An's habit tracker has 5 colored boxes.",
        'zh-TW': '5 個星期一過後，小安的習慣追蹤表塗滿了 5 格。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'my-cue',
      stem: {
        en: 'My cue is…, so right after it, I will…',
        'zh-TW': '我的提示是……，所以一發生，我就馬上……',
      },
      examples: [
        {
          en: 'My cue is getting my allowance, so right after it, I will put 10 coins in my piggy bank.',
          'zh-TW': '我的提示是拿到零用錢，所以一拿到，我就馬上把 NT$10 放進存錢筒。',
        },
        {
          en: 'My cue is brushing my teeth at night, so right after it, I will write in my money diary.',
          'zh-TW': '我的提示是晚上刷牙，所以一刷完牙，我就馬上寫記帳本。',
        },
      ],
    },
    {
      id: 'pay-first-means',
      stem: {
        en: 'Pay yourself first means…',
        'zh-TW': '「先存再花」的意思是……',
      },
      examples: [
        {
          en: 'Pay yourself first means I save some coins before I spend any.',
          'zh-TW': '「先存再花」的意思是：我先存一些錢，再花其他的錢。',
        },
      ],
    },
    {
      id: 'my-tracker',
      stem: {
        en: 'On my habit tracker, I color a box each time I…',
        'zh-TW': '每次我……，就在習慣追蹤表上塗一格。',
      },
      examples: [
        {
          en: 'On my habit tracker, I color a box each time I save coins on allowance day.',
          'zh-TW': '每次我在拿到零用錢那天存了錢，就在習慣追蹤表上塗一格。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: 'Leo wants to save a little every week. Which cue would work best for his habit?',
        'zh-TW': '阿力想每個星期存一點錢。下面哪一個提示，最適合幫他養成習慣？',
      },
      options: [
        {
          en: 'Whenever he happens to remember to save',
          'zh-TW': '什麼時候剛好想到，就什麼時候存',
        },
        {
          en: 'Right after he gets his allowance each Monday',
          'zh-TW': '每個星期一拿到零用錢之後，馬上存',
        },
        {
          en: 'Once a year, when he gets red envelopes at Lunar New Year',
          'zh-TW': '一年一次，過年拿到紅包的時候再存',
        },
        {
          en: 'On any day when he has some coins left over after buying snacks and fun things',
          'zh-TW': '哪天買完零食和好玩的東西以後，如果還有剩下的錢，就那天存',
        },
      ],
      correctAnswer: 1,
      feedback: {
        en: 'Getting his allowance happens every Monday, so it can remind him each week. "When I remember" may not happen. Once a year is too rare for a weekly habit. Saving leftovers means saving last, not first.',
        'zh-TW': '每個星期一都會拿到零用錢，所以它每週都能提醒他。「想到再存」可能一直想不到；一年一次，對每週的習慣來說太少了；存剩下的錢，是最後才存，不是先存。',
      },
      hintCycle: [
        {
          en: 'A good cue is something that already happens, at the right time, every week.',
          'zh-TW': '好的提示，是一件本來就會發生、而且每個星期都在對的時間出現的事。',
        },
        {
          en: 'Some think you can just remember, or save what is left. But memory slips, and leftovers often run out.',
          'zh-TW': '有人以為只要記得就好，或是存剩下的錢就好。可是人會忘記，剩下的錢也常常花光了。',
        },
        {
          en: 'The answer: right after he gets his allowance each Monday. It happens every week, and he saves before he spends.',
          'zh-TW': '答案是：每個星期一拿到零用錢之後，馬上存。它每週都會發生，而且是先存再花。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'Mei gets her 50-coin allowance on Monday. Her plan: spend during the week, then save what is left on Sunday. True or false: Mei is paying herself first.',
        'zh-TW': '小美每週一拿到 NT$50 零用錢。她的計畫是：平常先花，到了星期日，剩下多少就存多少。是非題：小美這樣是「先存再花」。',
      },
      correctAnswer: false,
      feedback: {
        en: 'False. Mei saves last, not first. Paying yourself first means saving right when the money comes in, before any spending.',
        'zh-TW': '錯。小美是最後才存，不是先存。「先存再花」是錢一拿到就先存一部分，然後才開始花。',
      },
      hintCycle: [
        {
          en: 'When does Mei put coins away: before she spends, or after?',
          'zh-TW': '小美是什麼時候存錢的：花錢之前，還是花錢之後？',
        },
        {
          en: 'Some think any saving counts as paying yourself first. But the word "first" is the key.',
          'zh-TW': '有人以為只要有存錢，就算「先存再花」。其實重點在「先」這個字。',
        },
        {
          en: 'The answer is false. Mei saves what is left at the end. Paying yourself first means saving on Monday, right when the money comes.',
          'zh-TW': '答案是「錯」。小美存的是最後剩下的錢。「先存再花」是星期一錢一拿到，就先存起來。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Jay wants to save 20 coins each week. Which steps will help it become a habit? Pick all that are right.',
        'zh-TW': '阿哲想每個星期存 NT$20。下面哪些做法，能幫這件事變成習慣？（可以選好幾個）',
      },
      options: [
        {
          en: 'Wait until he feels like saving',
          'zh-TW': '等到他有心情存錢的時候再存',
        },
        {
          en: 'Save right after he gets his allowance on Friday',
          'zh-TW': '星期五一拿到零用錢，就馬上存',
        },
        {
          en: 'Save a big pile once, then take a long break',
          'zh-TW': '一次存一大筆，然後休息很久',
        },
        {
          en: 'Color a box on a habit tracker each time',
          'zh-TW': '每存一次，就在習慣追蹤表上塗一格',
        },
        {
          en: 'Keep the amount small enough to do each week',
          'zh-TW': '金額小一點，每個星期都做得到',
        },
      ],
      correctAnswer: [1, 3, 4],
      feedback: {
        en: 'A cue (allowance on Friday), a small action he can repeat, and a small reward (a colored box) build a habit. Waiting for the right mood, or one big save, does not repeat.',
        'zh-TW': '有提示（星期五拿到零用錢）、有每次都做得到的小行動、有小小的獎勵（塗一格），習慣就會慢慢養成。等心情來、或一次存一大筆，都沒辦法一再重複。',
      },
      hintCycle: [
        {
          en: 'Think of the three parts of a habit loop: a cue, an action and a small reward.',
          'zh-TW': '想想習慣迴路的三個部分：提示、行動、小小的獎勵。',
        },
        {
          en: 'Some think a habit comes from feeling like it, or from one big effort. But habits grow from small steps that repeat.',
          'zh-TW': '有人以為習慣要靠心情，或是靠一次很用力。其實習慣是從一再重複的小步驟長出來的。',
        },
        {
          en: 'The answer: save right after his Friday allowance, color a box each time, and keep the amount small enough for each week.',
          'zh-TW': '答案是：星期五一拿到零用錢就馬上存、每存一次就塗一格、金額小到每個星期都做得到。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'Something that already happens and reminds you to do your habit is called a ______.',
        'zh-TW': '一件本來就會發生、又能提醒你去做習慣的事，叫做______。',
      },
      acceptedAnswers: {
        en: ['cue', 'reminder', 'trigger', 'signal', 'prompt'],
        'zh-TW': ['提示', '提醒', '訊號', '信號'],
      },
      feedback: {
        en: 'That is a cue. Tie your habit to a cue, and the cue reminds you each time.',
        'zh-TW': '這就是提示。把習慣綁在提示上，每次它出現，就會提醒你。',
      },
      hintCycle: [
        {
          en: 'Think of Dad handing An her allowance at breakfast. What did Ms. Chen call it?',
          'zh-TW': '想想爸爸在早餐時把零用錢交給小安。陳老師把這件事叫做什麼？',
        },
        {
          en: 'It is not the action or the reward. It comes first. The word starts with "c".',
          'zh-TW': '它不是行動，也不是獎勵，而是最先出現的那一步。答案有兩個字，第一個字是「提」。',
        },
        {
          en: 'The answer is "cue": something that already happens and reminds you to act.',
          'zh-TW': '答案是「提示」：一件本來就會發生、又能提醒你行動的事。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: "An's cousin gets 80 coins each week. Right after she gets them, she puts 20 coins in her piggy bank and colors one box. After 6 weeks, her habit has saved ______ coins.",
        'zh-TW': '小安的表妹每個星期拿到 NT$80。她一拿到錢，就先把 NT$20 放進存錢筒，再塗滿一格。6 個星期後，她的好習慣一共存了______元。',
      },
      acceptedAnswers: {
        en: ['120', 'one hundred twenty', 'one hundred and twenty', '120 coins'],
        'zh-TW': ['120', '一百二十', '一百二', 'NT$120', '120元', '120 元', '一百二十元'],
      },
      feedback: {
        en: '20 × 6 = 120. Only the 20 coins saved first go into the piggy bank, not all 80. Small, steady steps add up.',
        'zh-TW': '20 × 6 = 120。放進存錢筒的只有先存的 NT$20，不是全部的 NT$80。小小的步驟持續做，就會越積越多。',
      },
      hintCycle: [
        {
          en: 'How many coins go into the piggy bank each week?',
          'zh-TW': '她每個星期放進存錢筒的是多少錢？',
        },
        {
          en: 'Count only the saved coins, not all 80. She colored one box each week, so count the boxes too.',
          'zh-TW': '只算存起來的錢，不是全部的 NT$80。她每星期塗一格，也數數看塗了幾格。',
        },
        {
          en: 'The answer is 120. 20 × 6 = 120: 20 coins saved first, 6 weeks in a row.',
          'zh-TW': '答案是 120。20 × 6 = 120：每次先存 NT$20，連續 6 個星期。',
        },
      ],
    },
  ],
  reflection: {
    id: 'my-small-habit',
    question: {
      en: 'Think of something you already do every week, like getting your allowance or going to the library. What small money habit could you tie to it?',
      'zh-TW': '想一件你每個星期本來就會做的事，像是拿到零用錢、去圖書館。你可以把哪個小小的理財習慣綁在它上面？',
    },
    placeholder: {
      en: 'Right after I…, I will… Then I will mark it by…',
      'zh-TW': '每次我……之後，我就馬上……，然後用……做記號。',
    },
  },
} satisfies ClassicBody;

export default body;
