import type { ClassicBody } from '../schema/module-body';

/**
 * M31 · Mind Desert: "Spending When Bored or Sad" / 「無聊或難過就想花錢？」.
 * Learning outcome (Grade 4, Spending): identify a way they spend money to feel better, explain that a buy
 * made to cheer up often gives only a short lift while the money stays spent, and try a free way to feel
 * better first (a cheer-up list). Benchmark, in words: the grade-4 Spending statement that money can be
 * spent to increase one's own satisfaction, with the learner identifying the ways they spend for it.
 * Sadness is shown as normal; if it stays a long time, the child talks to a trusted grown-up.
 * Numbers: Mei's allowance is 50 every Monday (cast sheet). Rainy Sunday: sticker sheet 30 (Grandma Lin's
 * price) → 50 − 30 = 20 left. The same afternoon she turns to her free cheer-up list instead of a second
 * sheet, so the 20 stay in her piggy bank.
 * Quiz: q1 An, comic book 120 (Grandma Lin's price); q3 pencil 10; q5 juice box 25 on 4 afternoons:
 * 25 × 4 = 100, this week 1 afternoon = 25, 100 − 25 = 75 kept.
 * Facts: none — all prices are Grandma Lin's.
 */
const body = {
  id: 'M31',
  format: 'classic',
  scenarios: [
    {
      id: 'meis-rainy-sunday',
      title: {
        en: "Mei's Rainy Sunday",
        'zh-TW': '小美的下雨星期天',
      },
      description: {
        en: 'Mei feels bored and a little sad. A new sticker sheet cheers her up, but not for long.',
        'zh-TW': '小美覺得好無聊，還有一點難過。買一張新貼紙讓她開心了起來，可是沒有多久……',
      },
      context: {
        en:
          "It is a rainy Sunday in Mind Desert. Mei's best friend cannot come to play, so she feels bored and a little sad. " +
          '"A new sticker sheet will cheer me up," she says. ' +
          "Dad walks her to Grandma Lin's shop under one big umbrella. " +
          'Her allowance is 50 coins every Monday. She pays 30 coins, so 50 − 30 = 20 coins are left. ' +
          'At home, the stickers are fun for a short while. But the rain is still there, and so is the bored feeling. ' +
          '"The happy feeling went away so fast," Mei says. ' +
          'Dad hugs her. "Feeling bored or sad is normal. ' +
          'A new thing gives a quick spark of joy, and sparks fade fast. Let\'s make a free cheer-up list." ' +
          'They write: call Grandpa, draw, build a blanket fort, read a library book. ' +
          'Soon Mei thinks, "One more sticker sheet?" Then she looks at her list. ' +
          'She calls her grandpa, and they laugh. Then she reads in a blanket fort until dinner. ' +
          'That fun cost nothing. Her other 20 coins stay in her piggy bank. ' +
          'Dad adds, "If a sad feeling stays a long time, talk to a grown-up you trust." ' +
          '"Squawk!" says Pip. "Try free cheer first!"',
        'zh-TW':
          '心智沙漠難得下雨了，而且是星期天。小美最好的朋友今天不能來家裡玩，她覺得好無聊，還有一點難過。' +
          '「有了！」她說，「買一張新貼紙，我就會開心了。」' +
          '爸爸撐著一把大傘，陪她走到林奶奶的店。' +
          '她的零用錢是每週一 NT$50。她付了 NT$30，50 − 30 = 20，還剩 NT$20。' +
          '回到家，貼紙好玩了一下子。可是雨還在下，無聊的感覺也回來了。' +
          '小美說：「開心怎麼一下子就不見了？」' +
          '爸爸抱抱她：「覺得無聊、難過，都是很正常的。' +
          '新東西帶來的開心，就像小小的煙火，亮一下就熄了。我們來寫一張不用花錢的開心清單吧。」' +
          '他們寫下：打電話給阿公、畫畫、用棉被搭祕密基地、看圖書館借來的書。' +
          '沒多久，小美心想：「要不要再去買一張貼紙？」接著，她看了看清單。' +
          '她打電話給阿公，兩個人聊得哈哈大笑；然後躲進棉被搭的祕密基地看書，一直看到吃晚飯。' +
          '這些開心，一塊錢也不用花；剩下的 NT$20 好好地留在存錢筒裡。' +
          '爸爸又說：「如果難過的感覺很久都不走，要找你信任的大人聊一聊喔。」' +
          '皮皮叫著：「嘎！先試試不花錢的開心方法！」',
      },
      thinkingPrompts: [
        {
          en: 'Why do you think the happy feeling from the stickers went away so fast?',
          'zh-TW': '你覺得貼紙帶來的開心，為什麼那麼快就不見了？',
        },
        {
          en: 'What if Mei did not like any idea on her cheer-up list? How could she make a better one?',
          'zh-TW': '如果開心清單上的點子，小美一個也不喜歡，她可以怎麼把清單改得更好？',
        },
        {
          en: 'Why might it help to talk to a grown-up you trust when a sad feeling stays a long time?',
          'zh-TW': '如果難過的感覺很久都不走，為什麼找信任的大人聊一聊會有幫助？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'bored',
      term: { en: 'bored', 'zh-TW': '無聊' },
      definition: {
        en: 'Feeling that nothing around you is fun to do.',
        'zh-TW': '覺得身邊沒有什麼好玩的事可以做。',
      },
      example: {
        en: 'On the rainy Sunday, Mei felt bored.',
        'zh-TW': '下雨的星期天，小美覺得好無聊。',
      },
    },
    {
      id: 'mood',
      term: { en: 'mood', 'zh-TW': '心情' },
      definition: {
        en: 'How you feel for a while, like cheerful, grumpy or sad.',
        'zh-TW': '一段時間裡的感覺，像是開心、煩躁或難過。',
      },
      example: {
        en: "A call with her grandpa lifted Mei's mood.",
        'zh-TW': '跟阿公講完電話，小美的心情變好了。',
      },
    },
    {
      id: 'quick-lift',
      term: { en: 'quick lift', 'zh-TW': '一下子的開心' },
      definition: {
        en: 'A happy feeling that comes fast and fades fast.',
        'zh-TW': '來得快、去得也快的開心。',
      },
      example: {
        en: 'The 30-coin sticker sheet gave Mei a quick lift. Soon she felt bored again.',
        'zh-TW': 'NT$30 的貼紙讓小美開心了一下子，沒多久她又覺得無聊了。',
      },
    },
    {
      id: 'cheer-up-list',
      term: { en: 'cheer-up list', 'zh-TW': '開心清單' },
      definition: {
        en: 'A list of free things that help you feel better.',
        'zh-TW': '寫著不用花錢、就能讓心情變好的事的清單。',
      },
      example: {
        en: "Mei's cheer-up list says: call Grandpa, draw, build a fort, read.",
        'zh-TW': '小美的開心清單上寫著：打電話給阿公、畫畫、搭祕密基地、看書。',
      },
    },
    {
      id: 'trusted-grown-up',
      term: { en: 'trusted grown-up', 'zh-TW': '信任的大人' },
      definition: {
        en: 'An adult you feel safe talking to, like a parent, a grandparent or a teacher.',
        'zh-TW': '讓你覺得安心、可以說心事的大人，像是爸媽、阿公阿嬤或老師。',
      },
      example: {
        en: 'If a sad feeling stays a long time, Mei can talk to a trusted grown-up.',
        'zh-TW': '如果難過的感覺很久都不走，小美可以找信任的大人聊一聊。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'from-my-cheer-up-list',
      stem: {
        en: 'When I feel bored, one thing from my cheer-up list is…',
        'zh-TW': '覺得無聊的時候，我可以從開心清單裡選……',
      },
      examples: [
        {
          en: 'When I feel bored, one thing from my cheer-up list is drawing a comic about my cat.',
          'zh-TW': '覺得無聊的時候，我可以從開心清單裡選「畫一篇我家貓咪的小漫畫」。',
        },
        {
          en: 'When I feel bored, one thing from my cheer-up list is playing catch with my brother.',
          'zh-TW': '覺得無聊的時候，我可以從開心清單裡選「跟弟弟玩丟接球」。',
        },
      ],
    },
    {
      id: 'a-quick-lift',
      stem: {
        en: 'A quick lift from buying something…',
        'zh-TW': '買東西帶來的一下子的開心……',
      },
      examples: [
        {
          en: 'A quick lift from buying something fades fast, but the coins stay spent.',
          'zh-TW': '買東西帶來的一下子的開心，很快就消失了，可是花掉的錢回不來。',
        },
      ],
    },
    {
      id: 'if-sadness-stays',
      stem: {
        en: 'If a sad mood stays a long time, I can…',
        'zh-TW': '如果難過的心情很久都不走，我可以……',
      },
      examples: [
        {
          en: 'If a sad mood stays a long time, I can talk to a trusted grown-up, like my mom or my teacher.',
          'zh-TW': '如果難過的心情很久都不走，我可以找信任的大人聊一聊，像是媽媽或老師。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: "An's class lost the relay race at sports day, and she feels sad. She wants to buy a 120-coin comic book to feel better. What does this lesson say to try first?",
        'zh-TW': '小安的班級在運動會的大隊接力輸了，她很難過，想買一本 NT$120 的漫畫讓自己好過一點。照這一課說的，她可以先試試什麼？',
      },
      options: [
        {
          en: 'Buy it, because a bigger treat makes the good feeling last longer.',
          'zh-TW': '買吧！東西越貴，開心的感覺就會留得越久。',
        },
        {
          en: 'Pretend she is not sad, so nobody worries.',
          'zh-TW': '假裝自己不難過，免得別人擔心。',
        },
        {
          en: 'Stop buying comic books on any sad day from now on.',
          'zh-TW': '從今以後，心情不好的日子不准買漫畫。',
        },
        {
          en: 'Try something free from her cheer-up list first.',
          'zh-TW': '先試試開心清單上不花錢的方法。',
        },
      ],
      correctAnswer: 3,
      feedback: {
        en: 'The lift from buying fades fast, even from a big buy. A free idea may cheer An up, and her 120 coins stay safe. Feeling sad is normal, so she does not need to hide it. She can still buy a comic on another day, with a plan.',
        'zh-TW': '買東西帶來的開心很快就會消失，買再貴的也一樣。先試試不花錢的方法，小安的 NT$120 也還在。難過是很正常的，不用藏起來；想看漫畫，也可以改天有計畫地買。',
      },
      hintCycle: [
        {
          en: 'When Mei wanted one more sticker sheet, what did she try instead?',
          'zh-TW': '小美想再買一張貼紙的時候，她改試了什麼？',
        },
        {
          en: 'Some think a pricier treat keeps sadness away longer. Others think sad feelings must be hidden or punished. Neither helps.',
          'zh-TW': '有人以為越貴的東西，開心就越久；也有人以為難過要藏起來，或是要處罰自己。這些都沒有幫助。',
        },
        {
          en: 'The answer: try something free from her cheer-up list first. A bought lift fades fast, and her coins stay safe.',
          'zh-TW': '答案是：先試試開心清單上不花錢的方法。買來的開心很快就會消失，先試免費的，錢也還在。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'Mei buys stickers on a bored day and feels a quick lift. True or false: that happy feeling can fade fast, while the coins stay spent.',
        'zh-TW': '小美在無聊的日子買了貼紙，開心了一下子。是非題：這種開心可能很快就消失，但是花掉的錢回不來。',
      },
      correctAnswer: true,
      feedback: {
        en: "True. Mei's sticker fun lasted a short while. Then the bored feeling came back, and her 30 coins were still gone.",
        'zh-TW': '對。小美的貼紙只好玩了一下子，後來無聊的感覺又回來了，花掉的 NT$30 也拿不回來。',
      },
      hintCycle: [
        {
          en: 'Think about how Mei felt soon after she got home.',
          'zh-TW': '想一想：小美回到家沒多久，心情怎麼樣？',
        },
        {
          en: 'Some think a new thing keeps you happy for a long time. What happened to Mei after a short while?',
          'zh-TW': '有人以為新東西可以讓人開心很久。小美過了一下子，發生了什麼事？',
        },
        {
          en: 'The answer is true. A quick lift fades fast, but the money stays spent.',
          'zh-TW': '答案是「對」。一下子的開心很快就消失，可是錢已經花掉了。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Which of these could go on a free cheer-up list? Pick all that are right.',
        'zh-TW': '下面哪些可以寫進不花錢的開心清單？（可以選好幾個）',
      },
      options: [
        {
          en: 'Call a grandparent for a chat',
          'zh-TW': '打電話跟阿公或阿嬤聊天',
        },
        {
          en: 'Buy a 10-coin pencil, since small buys are almost free',
          'zh-TW': '買一枝 NT$10 的鉛筆，反正小東西幾乎不算花錢',
        },
        {
          en: 'Read a library book',
          'zh-TW': '看一本圖書館借來的書',
        },
        {
          en: 'Draw, or build something from old boxes at home',
          'zh-TW': '畫畫，或用家裡的舊紙箱做東西',
        },
        {
          en: 'Buy a hand-shaken drink to cheer up',
          'zh-TW': '買一杯手搖飲讓自己開心',
        },
      ],
      correctAnswer: [0, 2, 3],
      feedback: {
        en: 'A cheer-up list holds free things, like a call, a library book or a craft. A pencil and a drink both cost money, even when the price feels small.',
        'zh-TW': '開心清單上寫的是不用花錢的事，像是打電話、看圖書館的書、做勞作。鉛筆和手搖飲都要花錢，就算價錢看起來不多，也一樣是花錢。',
      },
      hintCycle: [
        {
          en: 'Check each one: does it cost any coins?',
          'zh-TW': '一個一個檢查：這件事要花錢嗎？',
        },
        {
          en: 'Some think a small buy is almost free. A 10-coin pencil still costs 10 coins.',
          'zh-TW': '有人以為小東西幾乎不算花錢。可是 NT$10 的鉛筆，還是要花 NT$10。',
        },
        {
          en: 'The answers: call a grandparent, read a library book, and draw or build from old boxes. All three are free.',
          'zh-TW': '答案是：打電話跟阿公或阿嬤聊天、看圖書館借來的書、畫畫或用舊紙箱做東西。這三件事都不用花錢。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'A list of free things that help you feel better is called a ______ list.',
        'zh-TW': '寫著不用花錢、就能讓心情變好的事的清單，叫做______清單。',
      },
      acceptedAnswers: {
        en: ['cheer-up', 'cheer up', 'cheerup', 'feel-better', 'feel better', 'happy'],
        'zh-TW': ['開心', '快樂', '打氣', '好心情'],
      },
      feedback: {
        en: 'It is a cheer-up list: free ideas to try before spending, like calling a grandparent or drawing.',
        'zh-TW': '這就是開心清單：花錢之前可以先試試的免費點子，像是打電話給阿公阿嬤，或是畫畫。',
      },
      hintCycle: [
        {
          en: 'Mei and her dad wrote one on the rainy Sunday.',
          'zh-TW': '下雨的星期天，小美和爸爸一起寫了一張。',
        },
        {
          en: 'It is not a shopping list. It helps you cheer up for free.',
          'zh-TW': '它不是購物清單，而是讓你不花錢就能開心起來的清單。',
        },
        {
          en: 'The answer is "cheer-up": a cheer-up list of free things to try first.',
          'zh-TW': '答案是「開心」：開心清單上，都是可以先試試的免費點子。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: 'A classmate often feels bored after school. Last week, he bought a 25-coin juice box on 4 afternoons. This week, he tries his cheer-up list first and buys a juice box on just 1 afternoon. Compared with last week, he keeps ______ more.',
        'zh-TW': '有個同學放學後常覺得無聊。上星期，他有 4 個下午都買了 NT$25 的果汁。這星期，他先試試開心清單，只有 1 個下午買了果汁。跟上星期比，他這星期省下了______。',
      },
      acceptedAnswers: {
        en: ['75', 'seventy-five', 'seventy five', '75 coins'],
        'zh-TW': ['75', '七十五', 'NT$75', '75元', '75 元', '七十五元'],
      },
      feedback: {
        en: 'Last week: 25 × 4 = 100 coins. This week: 25 coins. 100 − 25 = 75 coins kept. Quick lifts add up, and free cheer-up ideas cost nothing.',
        'zh-TW': '上星期：25 × 4 = 100，花了 NT$100。這星期只花 NT$25。100 − 25 = 75，省下 NT$75。一下子的開心會越積越多，免費的開心點子卻不用錢。',
      },
      hintCycle: [
        {
          en: 'First find what he spent last week: 4 juice boxes at 25 coins each.',
          'zh-TW': '先算上星期花了多少：買了 4 次果汁，每次 NT$25。',
        },
        {
          en: 'Last week was 25 × 4 = 100 coins. Do not stop there: this week he still spent 25.',
          'zh-TW': '上星期是 25 × 4 = 100。還沒算完喔：這星期他還是花了 NT$25。',
        },
        {
          en: 'The answer is 75. 100 − 25 = 75 coins stay in his pocket.',
          'zh-TW': '答案是 75。100 − 25 = 75，有 NT$75 留在他的口袋裡。',
        },
      ],
    },
  ],
  reflection: {
    id: 'my-cheer-up-list',
    question: {
      en: 'What free things cheer you up when you feel bored or sad? Start your own cheer-up list.',
      'zh-TW': '你覺得無聊或難過的時候，有哪些不用花錢的事能讓你開心起來？開始寫你自己的開心清單吧。',
    },
    placeholder: {
      en: 'When I feel bored, I can… When I feel sad, I can… I can also talk to…',
      'zh-TW': '我覺得無聊的時候，可以……；覺得難過的時候，可以……；我也可以找……聊一聊。',
    },
  },
} satisfies ClassicBody;

export default body;
