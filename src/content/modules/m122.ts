import type { ClassicBody } from '../schema/module-body';

/**
 * M122 · Mind Desert: "Hurry! Only Two Left!" / 「快！只剩兩個！」.
 * Learning outcome (Grade 4, Spending): explain how "only a few left", "today only" and "limited
 * edition" messages push people to decide fast, and take a cool-down (walk away and come back, or
 * wait a day) before buying, then notice a day later how much the wanting is still there.
 * The trick is named as something every brain does (the scarcity effect, 稀缺效應); the capsule toy
 * machine (扭蛋) appears only as a trick to notice, never as a reward.
 * Numbers: story (the school fair on Money Islands, so the fair prices are the island's own): Mei's
 * allowance is 50 every Monday (cast sheet); she saved 30 from each of the last two: 30 + 30 = 60.
 * Glitter bookmark 40 ("Only 2 left!"): 60 − 40 = 20 would have been left; capsule toy machine 50 a
 * try; a 20-minute walk; the next day a sticker sheet 30 (Grandma Lin's price): 60 − 30 = 30 saved.
 * Terms: "Only 2 left!", the 20-minute walk.
 * Quiz: q1 socks online with Mom, "Sale ends in 10 minutes! Only 3 left!"; q3 capsule toy machine
 * 50 a try; q4 3 tries at 50: 3 × 50 = 150 (distractor 3 + 50 = 53).
 * Facts: none — the fair and capsule toy prices are the island's own; the sticker sheet is Grandma Lin's price.
 */
const body = {
  id: 'M122',
  format: 'classic',
  scenarios: [
    {
      id: 'meis-school-fair',
      title: {
        en: 'Mei and the "Only 2 Left!" Sign',
        'zh-TW': '小美和「只剩 2 張！」的小卡',
      },
      description: {
        en: 'At the school fair, a card says "Only 2 left! Today only!" Mei\'s heart beats fast. Should she hurry?',
        'zh-TW': '園遊會上，小卡寫著「只剩 2 張！今天限定！」小美的心怦怦跳。她該趕快買嗎？',
      },
      context: {
        en:
          'Today is the school fair on Money Islands. Mei gets 50 coins every Monday. ' +
          'She saved 30 coins on each of the last two Mondays, so she has 30 + 30 = 60 coins. ' +
          'At one stall, she sees a glitter cat bookmark for 40 coins. A card says, "Only 2 left! Today only!" ' +
          'Mei\'s heart beats fast. "I have to get it now!" ' +
          '"How does your heart feel?" asks Mom. "In a hurry!" says Mei. ' +
          '"That card wants you to hurry," says Mom. "When something seems rare, every brain wants it more. ' +
          'Grown-ups call it the scarcity effect. Let\'s walk around first, then come back." ' +
          'Near the gym, a capsule toy machine says, "Limited edition! 50 coins a try!" You can\'t pick your toy. ' +
          '"Another hurry sign, and a surprise toy," says Mei. "I will pass." ' +
          '20 minutes later, they come back. The bookmarks are gone! Mei feels a little sad. ' +
          'The next day, Mei checks her heart again. She hardly thinks about the bookmark. She still has 60 coins. ' +
          "At Grandma Lin's shop, she buys the sticker sheet she planned, for 30 coins. 60 − 30 = 30 coins go in her piggy bank. " +
          'Pip flaps. "Squawk! Walk away, come back, and see if the wanting stays!"',
        'zh-TW':
          '理財冒險島上，小美的學校今天辦園遊會。小美每週一有 NT$50 零用錢，' +
          '前兩個星期一她各存了 NT$30，30 + 30 = 60，現在有 NT$60。' +
          '她在一個攤位看到亮晶晶的貓咪書籤，一張 NT$40。旁邊的小卡寫著：「只剩 2 張！今天限定！」' +
          '小美的心怦怦跳：「我要現在就買！」' +
          '媽媽問她：「你現在心裡是什麼感覺？」小美說：「好急喔！」' +
          '媽媽說：「那張小卡就是要讓你著急。東西看起來越少，大家的大腦就越想要。大人把這叫做『稀缺效應』。我們先去逛一圈，等一下再回來。」' +
          '走到體育館旁邊，她們看到一台扭蛋機，上面寫著：「限量版！一次 NT$50！」而且扭到哪一個，不能自己選。' +
          '小美說：「又是催人快買的標語，又是不知道會拿到什麼的扭蛋。我不要。」' +
          '20 分鐘後，她們回到書籤攤，書籤已經賣完了！小美心裡有一點點失落。' +
          '第二天，小美再問問自己的心：她幾乎沒再想起那張書籤，NT$60 也都還在。' +
          '她到林奶奶的店裡，買了原本就計畫要買的貼紙，NT$30。60 − 30 = 30，剩下的 NT$30 放進存錢筒。' +
          '皮皮拍拍翅膀：「嘎！先走開，再回來，看看那份想要還在不在！」',
      },
      thinkingPrompts: [
        {
          en: 'Why do you think the card said "Only 2 left! Today only!"?',
          'zh-TW': '你覺得小卡上為什麼要寫「只剩 2 張！今天限定！」？',
        },
        {
          en: 'What if the bookmarks were still there when Mei came back? How could she decide calmly?',
          'zh-TW': '如果小美回來的時候，書籤還在，她可以怎麼冷靜地決定？',
        },
        {
          en: 'Why might a "limited edition" capsule toy make people want to try again and again?',
          'zh-TW': '為什麼「限量版」扭蛋，會讓人一直想再扭一次？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'scarcity-effect',
      term: { en: 'scarcity effect', 'zh-TW': '稀缺效應' },
      definition: {
        en: 'When something seems rare or almost gone, we want it more.',
        'zh-TW': '東西看起來很少，或是快要沒了，我們就會更想要它。',
      },
      example: {
        en: 'The card "Only 2 left!" made Mei want the bookmark more. That is the scarcity effect.',
        'zh-TW': '「只剩 2 張！」讓小美更想要那張書籤，這就是稀缺效應。',
      },
    },
    {
      id: 'hurry-sign',
      term: { en: 'hurry sign', 'zh-TW': '催促標語' },
      definition: {
        en: 'Words like "Only 2 left!" or "Today only!" that push you to decide fast.',
        'zh-TW': '像「只剩 2 個！」、「今天限定！」這種催你快點決定的話。',
      },
      example: {
        en: '"Limited edition!" on the capsule toy machine was a hurry sign.',
        'zh-TW': '扭蛋機上的「限量版！」，就是一種催促標語。',
      },
    },
    {
      id: 'limited-edition',
      term: { en: 'limited edition', 'zh-TW': '限量版' },
      definition: {
        en: 'A thing that is made in a small number, and then no more.',
        'zh-TW': '只做一小批，做完就不再做的東西。',
      },
      example: {
        en: 'The capsule toy machine said its toys were a limited edition.',
        'zh-TW': '扭蛋機上寫著，裡面的玩具是限量版。',
      },
    },
    {
      id: 'rush-feeling',
      term: { en: 'rush feeling', 'zh-TW': '急著買的感覺' },
      definition: {
        en: 'A fast, tight feeling inside that says, "Buy it now!"',
        'zh-TW': '心裡一直催你「現在就買！」的那種急急的感覺。',
      },
      example: {
        en: "Mei's heart beat fast at the stall. That was the rush feeling.",
        'zh-TW': '小美在攤位前心怦怦跳，那就是急著買的感覺。',
      },
    },
    {
      id: 'cool-down',
      term: { en: 'cool-down', 'zh-TW': '冷靜時間' },
      definition: {
        en: 'Time you take before you decide, like a walk or one day.',
        'zh-TW': '做決定之前，先給自己一段時間，像是走一圈，或是等一天。',
      },
      example: {
        en: "Mei's cool-down was a 20-minute walk around the fair.",
        'zh-TW': '小美的冷靜時間，是在園遊會走一圈，大約 20 分鐘。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'when-i-see-a-hurry-sign',
      stem: {
        en: 'When I see a hurry sign, I…',
        'zh-TW': '看到催促標語的時候，我會……',
      },
      examples: [
        {
          en: 'When I see a hurry sign, I take a cool-down walk and come back later.',
          'zh-TW': '看到催促標語的時候，我會先走開，給自己一段冷靜時間，等一下再回來。',
        },
        {
          en: 'When I see a hurry sign, I notice my rush feeling and give it a name.',
          'zh-TW': '看到催促標語的時候，我會發現自己急著買的感覺，把它說出來。',
        },
      ],
    },
    {
      id: 'the-scarcity-effect-makes-me',
      stem: {
        en: 'The scarcity effect can make me…',
        'zh-TW': '稀缺效應可能會讓我……',
      },
      examples: [
        {
          en: 'The scarcity effect can make me want a thing more, just because it seems rare.',
          'zh-TW': '稀缺效應可能會讓我只因為東西好像很少，就更想要它。',
        },
      ],
    },
    {
      id: 'a-day-after-a-cool-down',
      stem: {
        en: 'A day after a cool-down, I ask myself…',
        'zh-TW': '冷靜一天以後，我會問自己……',
      },
      examples: [
        {
          en: 'A day after a cool-down, I ask myself, "Do I still want it as much?"',
          'zh-TW': '冷靜一天以後，我會問自己：「我還是一樣想要它嗎？」',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: 'Leo is shopping online with his mom. He sees soccer socks with a timer: "Sale ends in 10 minutes! Only 3 left!" Leo had not planned to buy socks. What is the best move?',
        'zh-TW': '阿力和媽媽一起在網路上買東西，看到一雙足球襪，旁邊在倒數：「特價 10 分鐘後結束！只剩 3 雙！」阿力本來沒打算買襪子。怎麼做最好？',
      },
      options: [
        {
          en: 'Buy now, because 10 minutes is too short to think.',
          'zh-TW': '現在就買，因為 10 分鐘太短，來不及想。',
        },
        {
          en: 'Close the page and see if he still wants them tomorrow.',
          'zh-TW': '先關掉網頁，看看明天是不是還想要。',
        },
        {
          en: 'Buy 2 pairs, so he has some before they run out.',
          'zh-TW': '買 2 雙，趁賣完之前先多買一點。',
        },
        {
          en: 'Buy them fast, because "last few" means many people think they are great.',
          'zh-TW': '趕快買，因為「最後幾雙」代表很多人覺得它們很棒。',
        },
      ],
      correctAnswer: 1,
      feedback: {
        en: 'The timer and "Only 3 left" are hurry signs. Leo had not planned to buy socks. Closing the page gives the rush feeling time to fade. If he still wants them tomorrow, he and Mom can decide calmly.',
        'zh-TW':
          '倒數計時和「只剩 3 雙」都是催促標語，而且阿力本來沒打算買襪子。先關掉網頁，急著買的感覺才有時間退下去。如果明天還想要，他可以再和媽媽冷靜地決定。',
      },
      hintCycle: [
        {
          en: 'Did Leo plan this buy? What does the timer want him to do?',
          'zh-TW': '阿力本來有打算買嗎？倒數計時想讓他做什麼？',
        },
        {
          en: 'A short timer is not a reason to skip thinking. "Last few" does not mean "great". And more pairs cost more.',
          'zh-TW': '時間很短，不代表可以不用想；「最後幾雙」也不代表「很棒」；多買幾雙，只會花更多錢。',
        },
        {
          en: 'The answer: close the page and see if he still wants them tomorrow. Waiting lets the rush fade.',
          'zh-TW': '答案是：先關掉網頁，看看明天是不是還想要。等一等，急著買的感覺就會退下去。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'At a bookstore, a sign next to a pencil case says, "Almost sold out!" True or false: the sign shows that the pencil case is well made.',
        'zh-TW': '書店裡，一個鉛筆盒旁邊的牌子寫著：「快賣完了！」是非題：這個牌子表示這個鉛筆盒做得很好。',
      },
      correctAnswer: false,
      feedback: {
        en: 'False. The sign tells you how many are left. It says nothing about how well it is made. Maybe the shop got just a few, or the sign is a hurry trick. Look at the pencil case itself, and take a cool-down.',
        'zh-TW': '錯。牌子說的是還剩多少，跟做得好不好沒有關係。可能店裡本來就只進了幾個，也可能只是催你快買的標語。要看鉛筆盒本身，再給自己一段冷靜時間。',
      },
      hintCycle: [
        {
          en: 'What does "almost sold out" really tell you: how many, or how good?',
          'zh-TW': '「快賣完了」到底在說什麼：是還剩多少，還是好不好？',
        },
        {
          en: 'Some think "rare" means "good". But a sign about how many are left says nothing about quality.',
          'zh-TW': '有人以為「很少」就等於「很好」。可是說還剩多少的牌子，跟品質沒有關係。',
        },
        {
          en: 'The answer is false. A hurry sign is about how many are left, not how well a thing is made.',
          'zh-TW': '答案是「錯」。催促標語說的是剩下多少，不是東西做得好不好。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'An\'s friend sees a capsule toy machine: "Limited edition! 50 coins a try!" She wants the rare gold toy. Which are good moves? Pick all that are right.',
        'zh-TW': '小安的朋友看到一台扭蛋機：「限量版！一次 NT$50！」她很想要那個稀有的金色款。下面哪些是好的做法？（可以選好幾個）',
      },
      options: [
        {
          en: 'Notice the rush feeling and give it a name.',
          'zh-TW': '發現自己急著想買，把這種感覺說出來。',
        },
        {
          en: 'Try once fast, before the limited toys are gone.',
          'zh-TW': '趁限量款還沒被扭光，趕快扭一次。',
        },
        {
          en: "Remember she can't pick: 50 coins may get a toy she does not want.",
          'zh-TW': '記得不能自己選：花 NT$50，可能扭到不想要的。',
        },
        {
          en: 'Walk away, then ask a day later, "Do I still want it?"',
          'zh-TW': '先走開，隔一天再問自己：「我還想要嗎？」',
        },
        {
          en: 'Keep trying until she gets the gold toy, because it is limited.',
          'zh-TW': '一直扭到拿到金色款為止，因為它是限量的。',
        },
      ],
      correctAnswer: [0, 2, 3],
      feedback: {
        en: 'Naming the rush, remembering she can\'t pick and walking away are good moves. With a capsule toy, you pay first and then see what you get. Trying again and again because it is "limited" just costs more.',
        'zh-TW': '把急著買的感覺說出來、記得扭蛋不能自己選、先走開，都是好的做法。扭蛋是先付錢，才知道拿到什麼；因為「限量」就一直扭，只會花更多錢。',
      },
      hintCycle: [
        {
          en: 'Which moves slow her down, and which ones speed her up?',
          'zh-TW': '哪些做法會讓她慢下來？哪些會讓她更急？',
        },
        {
          en: '"Try fast before they are gone" is the hurry trick. "Keep trying because it is limited" makes her pay more and more. Three are right.',
          'zh-TW': '「趁還沒扭光趕快扭」正是催促的陷阱；「限量就一直扭」只會讓她越花越多。正確的有三個。',
        },
        {
          en: "The answer: name the rush feeling, remember she can't pick, and walk away and ask again a day later.",
          'zh-TW': '答案是：把急著買的感覺說出來、記得不能自己選、先走開，隔一天再問自己。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'Jay\'s cousin wants the rare toy in a "limited" capsule toy machine. Each try costs 50 coins. He tries 3 times and still does not get it. Then he stops and tells his dad. He spent ______ coins.',
        'zh-TW': '阿哲的表弟想要「限量」扭蛋機裡的稀有款。扭一次 NT$50，他扭了 3 次，還是沒扭到，於是停下來跟爸爸說。他一共花了______元。',
      },
      acceptedAnswers: {
        en: ['150', 'one hundred fifty', 'one hundred and fifty', '150 coins'],
        'zh-TW': ['150', '一百五十', '一百五', 'NT$150', '150元', '一百五十元'],
      },
      feedback: {
        en: "3 × 50 = 150 coins, and no gold toy. With capsule toys, you pay first and can't pick. Stopping and telling a grown-up was a smart move.",
        'zh-TW': '3 × 50 = 150，花了 NT$150，還是沒有金色款。扭蛋是先付錢、不能自己選。停下來跟大人說，是很聰明的做法。',
      },
      hintCycle: [
        {
          en: 'How many tries, and how much is each try?',
          'zh-TW': '扭了幾次？每次要多少錢？',
        },
        {
          en: 'Do not add 3 and 50. Each try costs 50 coins, and he tried 3 times.',
          'zh-TW': '不是把 3 和 50 加起來。每扭一次要 NT$50，他扭了 3 次。',
        },
        {
          en: 'The answer is 150. 3 × 50 = 150 coins.',
          'zh-TW': '答案是 150。3 × 50 = 150，一共 NT$150。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: 'When something seems rare or almost gone, our brains want it ______.',
        'zh-TW': '東西看起來很稀少、快要沒了，我們的大腦就會______想要它。',
      },
      acceptedAnswers: {
        en: ['more', 'even more', 'much more', 'more and more'],
        'zh-TW': ['更', '更加', '越', '越來越'],
      },
      feedback: {
        en: 'That is the scarcity effect. Every brain does it. A cool-down helps you check if you want the thing, or just want it because it seems rare.',
        'zh-TW': '這就是稀缺效應，每個人的大腦都會這樣。給自己一段冷靜時間，就能看清楚：你是真的想要，還是只因為它好像很少才想要。',
      },
      hintCycle: [
        {
          en: 'Think of how Mei felt when the card said "Only 2 left!"',
          'zh-TW': '想想看，小卡寫著「只剩 2 張！」的時候，小美有什麼感覺？',
        },
        {
          en: 'Rare things do not make us want them less. The word is the opposite of "less".',
          'zh-TW': '東西變少，不會讓我們比較不想要。答案的意思跟「比較不」相反，是一個字。',
        },
        {
          en: 'The answer is "more". When a thing seems rare, we want it more.',
          'zh-TW': '答案是「更」。東西好像很少的時候，我們會更想要它。',
        },
      ],
    },
  ],
  reflection: {
    id: 'a-hurry-i-felt',
    question: {
      en: 'Think of a time a sign, an ad or a friend said "Hurry!" How did you feel inside? What could you do next time?',
      'zh-TW': '想一想，有沒有哪一次，招牌、廣告或朋友催你「快點！」？你心裡有什麼感覺？下次你可以怎麼做？',
    },
    placeholder: {
      en: 'One time I saw… I felt… Next time I will…',
      'zh-TW': '有一次，我看到……，我覺得……。下次我會……',
    },
  },
} satisfies ClassicBody;

export default body;
