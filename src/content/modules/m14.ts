import type { ClassicBody } from '../schema/module-body';

/**
 * M14 · Trust Island, lesson 4: "Building a Good Record" / 「建立良好紀錄」.
 * Learning outcome (Grade 4, Managing Credit): explain that a record of repaying on time, built by
 * keeping small promises again and again, helps lenders decide to trust a borrower, and describe what
 * to do when a payment cannot be made on time (tell the lender early and agree on a new plan).
 * Numbers (cast sheet): Grandma Lin's notebook is for Leo's stand supplies only, with his dad's OK.
 * Jay's sketchbook 60 is not on credit: he waits for his allowance (100 every Friday) and pays himself,
 * 100 − 60 = 40 left. Leo's page has 12 lines, all paid; he started with 1 bag of lemons. This week's
 * supplies cost 60 (about 60 on a usual Saturday), paid after Saturday's stand. A rainy Saturday: 2 cups
 * at 20 → 2 × 20 = 40, so 60 − 40 = 20 short. Leo tells her in the morning; pays 40 on Saturday evening
 * and 20 on Monday, his allowance day (150): 40 + 20 = 60, 150 − 20 = 130 left.
 * Quiz: q1 An (allowance on Mondays) owes her sister 40, has 20 by Friday → 40 − 20 = 20 on Monday.
 * Facts: none — all prices are Grandma Lin's or the cast sheet's.
 */
const body = {
  id: 'M14',
  format: 'classic',
  scenarios: [
    {
      id: 'jays-page-in-the-notebook',
      title: {
        en: "Leo's Page in the Notebook",
        'zh-TW': '阿力在賒帳本上的那一頁',
      },
      description: {
        en: "Grandma Lin keeps a notebook of pay-later promises for Leo's stand. Then one Saturday, it rains.",
        'zh-TW': '林奶奶有一本賒帳本，記著阿力檸檬汁攤「先拿、晚點付」的約定。有一個星期六，下雨了。',
      },
      context: {
        en:
          "Jay wants a sketchbook at Grandma Lin's shop. It costs 60 coins. \"Can I take it now and pay later?\" he asks. " +
          'Grandma Lin smiles. "My pay-later notebook is just for Leo\'s stand, and his dad said OK. For things you want, we wait." ' +
          'So Jay waits for his allowance on Friday. Then he pays 60 coins himself. 100 − 60 = 40 left. ' +
          "Grandma Lin shows Jay Leo's page. It has 12 lines, and each one has a check mark. " +
          '"Leo started with one bag of lemons," she says. "He paid on time, again and again. Now I trust him with all his supplies." ' +
          'This Friday, Leo takes lemons, sugar and cups for 60 coins. He will pay after his stand on Saturday. ' +
          'But on Saturday morning, it rains hard. Leo knows he will sell very little. ' +
          'He thinks about staying away from the shop. Then Mei asks, "Why not just tell her now?" ' +
          'So Leo goes to the shop that morning. "It is raining. I may not have all 60 coins tonight." ' +
          'That day he sells only 2 cups. 2 × 20 = 40 coins. 60 − 40 = 20, so he is 20 coins short. ' +
          'That evening he pays 40 coins. "I get my allowance on Monday. I will pay the other 20 then." 40 + 20 = 60. ' +
          'He tells his dad, too. Grandma Lin writes down the new plan. ' +
          'On Monday, Leo pays 20 coins, just as he said. Grandma Lin adds a check mark. ' +
          '"You told me early, and you kept your new plan. Your page is still a fine one." ' +
          'Pip squawks, "Small promises, kept again and again, make a good record!"',
        'zh-TW':
          '阿哲在林奶奶的小店看到一本素描本，要 NT$60。「我可以先拿走、晚點再付嗎？」他問。' +
          '林奶奶笑著說：「我的賒帳本只記阿力檸檬汁攤的材料，他爸爸也同意了。想要的東西，我們等存夠錢再買。」' +
          '於是阿哲等到星期五拿了零用錢，自己付了 NT$60，100 − 60 = 40，還剩 NT$40。' +
          '林奶奶翻開阿力的那一頁給阿哲看：上面有 12 行，每一行都打了勾。' +
          '她說：「阿力一開始只先拿一袋檸檬。他一次又一次準時付錢，現在我放心讓他把材料都先拿走。」' +
          '這個星期五，阿力先拿了檸檬、糖和杯子，一共 NT$60，說好星期六擺完攤再付。' +
          '可是星期六一早就下起大雨，阿力知道今天一定賣不了多少。' +
          '他心想：乾脆今天別去店裡好了。這時小美問他：「為什麼不現在就去跟林奶奶說？」' +
          '於是阿力一早就跑去店裡：「林奶奶，今天下大雨，晚上我可能付不出全部的 NT$60。」' +
          '那天他只賣出 2 杯，2 × 20 = 40，賺了 NT$40。60 − 40 = 20，還差 NT$20。' +
          '晚上，阿力先付了 NT$40：「我星期一會拿到零用錢，剩下的 NT$20 星期一再付。」40 + 20 = 60。' +
          '他也把這件事告訴了爸爸。林奶奶把新的約定寫進本子裡。' +
          '星期一，阿力照約定付了 NT$20，林奶奶在他那一頁打了一個勾。' +
          '她笑著說：「你提早告訴我，又照新的約定做到了。你這一頁，還是很漂亮。」' +
          '鸚鵡皮皮叫著：「嘎！小小的承諾，一次又一次做到，就是好紀錄！」',
      },
      thinkingPrompts: [
        {
          en: 'Why did Grandma Lin start Leo with one bag of lemons? Why does she trust him with more now?',
          'zh-TW': '林奶奶為什麼一開始只讓阿力先拿一袋檸檬，後來卻放心讓他把材料都先拿走？',
        },
        {
          en: 'If Leo had stayed away, what might Grandma Lin write on his page? How might she feel?',
          'zh-TW': '如果阿力躲著不去，林奶奶可能會在他那一頁寫什麼？她心裡會有什麼感覺？',
        },
        {
          en: 'Why was telling Grandma Lin in the morning better than waiting until the evening?',
          'zh-TW': '為什麼阿力早上就去說，比等到晚上再說更好？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'record',
      term: { en: 'record', 'zh-TW': '紀錄' },
      definition: {
        en: 'Notes that show what happened before.',
        'zh-TW': '把以前發生過的事寫下來，留給之後看的資料。',
      },
      example: {
        en: "Grandma Lin's notebook is a record of what Leo took, and when he paid.",
        'zh-TW': '林奶奶的賒帳本，就是阿力拿了什麼、什麼時候付錢的紀錄。',
      },
    },
    {
      id: 'credit-record',
      term: { en: 'credit record', 'zh-TW': '信用紀錄' },
      definition: {
        en: 'Notes that show whether you paid back on time in the past.',
        'zh-TW': '看得出你以前借了錢，有沒有準時還的資料。',
      },
      example: {
        en: 'Leo has 12 check marks in a row. He has a good credit record.',
        'zh-TW': '阿力連續 12 次都打了勾，他的信用紀錄很好。',
      },
    },
    {
      id: 'reliable',
      term: { en: 'reliable', 'zh-TW': '可靠' },
      definition: {
        en: 'Doing what you say, again and again, so others can count on you.',
        'zh-TW': '一次又一次說到做到，讓別人可以放心依靠。',
      },
      example: {
        en: 'Leo is reliable, so Grandma Lin lets him take all his supplies first.',
        'zh-TW': '阿力很可靠，所以林奶奶願意讓他把材料都先拿走。',
      },
    },
    {
      id: 'habit',
      term: { en: 'habit', 'zh-TW': '習慣' },
      definition: {
        en: 'Something you do so often that you do it without thinking.',
        'zh-TW': '常常做，做到不用想就會自然去做的事。',
      },
      example: {
        en: 'Paying on time is a habit for Leo.',
        'zh-TW': '準時付錢，已經是阿力的習慣了。',
      },
    },
    {
      id: 'late-payment',
      term: { en: 'late payment', 'zh-TW': '逾期還款' },
      definition: {
        en: 'Paying back after the day you promised.',
        'zh-TW': '過了說好的日子，才把錢還回去。',
      },
      example: {
        en: 'Leo told Grandma Lin early, and they agreed on Monday. So paying on Monday was not a late payment.',
        'zh-TW': '阿力提早跟林奶奶說，兩人重新約好星期一，所以星期一付錢不算逾期還款。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'a-good-record',
      stem: {
        en: 'A good record is built by…',
        'zh-TW': '好紀錄是靠……累積起來的。',
      },
      examples: [
        {
          en: 'A good record is built by keeping small promises again and again.',
          'zh-TW': '好紀錄是靠一次又一次遵守小承諾累積起來的。',
        },
        {
          en: 'A good record is built by returning what I borrow on time, every time.',
          'zh-TW': '好紀錄是靠每一次借東西都準時還，累積起來的。',
        },
      ],
    },
    {
      id: 'if-i-cannot-pay',
      stem: {
        en: 'If I cannot pay back on time, I will…',
        'zh-TW': '如果我沒辦法準時還錢，我會……',
      },
      examples: [
        {
          en: 'If I cannot pay back on time, I will tell the lender early. Then we make a new plan.',
          'zh-TW': '如果我沒辦法準時還錢，我會提早告訴對方，再一起想一個新計畫。',
        },
      ],
    },
    {
      id: 'a-lender-looks',
      stem: {
        en: 'A lender looks at my credit record to see…',
        'zh-TW': '出借人看我的信用紀錄，是想知道……',
      },
      examples: [
        {
          en: 'A lender looks at my credit record to see if I paid back on time before.',
          'zh-TW': '出借人看我的信用紀錄，是想知道我以前有沒有準時還錢。',
        },
        {
          en: 'A lender looks at my credit record to see if I am reliable.',
          'zh-TW': '出借人看我的信用紀錄，是想知道我可不可靠。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: "With Mom's OK, An borrowed 40 coins from her big sister. She promised to pay it all back on Friday. On Wednesday, An sees she will have only 20 coins by Friday. What is the best thing to do?",
        'zh-TW': '媽媽同意後，小安跟姊姊借了 NT$40，說好星期五全部還清。星期三，小安發現到了星期五，她只會有 NT$20。怎麼做最好？',
      },
      options: [
        {
          en: 'Wait until Friday. Maybe her sister will forget to ask.',
          'zh-TW': '等到星期五再說，說不定姊姊會忘記這件事。',
        },
        {
          en: 'Pay nothing and say nothing until she has all 40 coins.',
          'zh-TW': '先什麼都不付、也不說，等湊齊 NT$40 再說。',
        },
        {
          en: 'Tell her sister now. Pay 20 coins on Friday and 20 on Monday.',
          'zh-TW': '現在就跟姊姊說，星期五還 NT$20，星期一再還 NT$20。',
        },
        {
          en: 'Quietly borrow 20 coins from a friend, so her sister does not need to know.',
          'zh-TW': '偷偷跟朋友再借 NT$20 來還，這樣就不用讓姊姊知道這件事情了。',
        },
      ],
      correctAnswer: 2,
      feedback: {
        en: 'Telling early, paying what she can, and making a new plan keeps her record good. 40 − 20 = 20. An gets her allowance on Monday, so she can pay the last 20 coins then.',
        'zh-TW': '提早說、先還能還的、再訂新計畫，才能保住好紀錄。40 − 20 = 20。小安星期一會拿到零用錢，剩下的 NT$20 就可以在那天還清。',
      },
      hintCycle: [
        {
          en: 'Think about what Leo did on the rainy Saturday morning.',
          'zh-TW': '想想看，下大雨的那個星期六早上，阿力是怎麼做的？',
        },
        {
          en: 'Waiting and hiding leave her sister in the dark. A secret loan is a trap too: it only adds a new promise. Look for telling early.',
          'zh-TW': '等一等、躲起來，姊姊都會被蒙在鼓裡；偷偷再去借錢也是陷阱，只會多一個要還的約定。找找看哪個選項是提早告訴她的。',
        },
        {
          en: 'The answer: tell her sister now, pay 20 coins on Friday and 20 on Monday. Telling early plus a new plan keeps trust.',
          'zh-TW': '答案是：現在就跟姊姊說，星期五還 NT$20，星期一再還 NT$20。提早告知加上新計畫，信任就不會斷。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'Say you cannot pay on time. True or false: telling the lender early, with a new plan, is better for your record than paying late without a word.',
        'zh-TW': '是非題：如果沒辦法準時還錢，提早告訴出借人、再照新計畫做到，會比一聲不吭地晚還，對你的紀錄更好。',
      },
      correctAnswer: true,
      feedback: {
        en: 'True. When you tell early and keep the new plan, the lender can still count on you. Paying late without a word leaves them worried and guessing.',
        'zh-TW': '對。提早說、又照新計畫做到，對方還是可以信任你；一聲不吭地晚還，會讓對方一直擔心、一直猜。',
      },
      hintCycle: [
        {
          en: 'Think about how Grandma Lin felt when Leo came in the morning.',
          'zh-TW': '想想看，阿力一早跑來店裡說明，林奶奶有什麼感覺？',
        },
        {
          en: 'Some think a late payment is fine if nobody talks about it. But a lender who hears nothing can only worry.',
          'zh-TW': '有人以為晚還只要不提就沒事。可是什麼都不知道的出借人，只能一直擔心；提早知道的人，才能先做打算。',
        },
        {
          en: 'The answer is true. Telling early and keeping the new plan still shows you are reliable.',
          'zh-TW': '答案是「對」。提早告知、再照新計畫做到，一樣能證明你很可靠。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Which of these help build a good record? Pick all that are right.',
        'zh-TW': '下面哪些做法，能幫你建立好紀錄？（可以選好幾個）',
      },
      options: [
        {
          en: 'Returning a borrowed book on the day you said.',
          'zh-TW': '借來的書，在說好的那天還回去。',
        },
        {
          en: 'Making big promises, then paying back late.',
          'zh-TW': '答應得很大方，卻總是晚還。',
        },
        {
          en: 'Paying back small amounts on time, again and again.',
          'zh-TW': '小小的金額，每一次都準時還。',
        },
        {
          en: 'Telling the lender early when you cannot pay, then keeping a new plan.',
          'zh-TW': '沒辦法準時還的時候提早說，再照新計畫做到。',
        },
        {
          en: 'Hoping the lender forgets about a late payment.',
          'zh-TW': '希望出借人忘記你晚還的事。',
        },
      ],
      correctAnswer: [0, 2, 3],
      feedback: {
        en: 'A good record comes from what you do, again and again. Return things on time, pay on time, and tell early when plans change. Big promises and hoping someone forgets do not build trust.',
        'zh-TW': '好紀錄來自一次又一次的行動：準時還東西、小錢也準時還、計畫有變就提早說。只會說大話，或希望對方忘記，都沒辦法建立信任。',
      },
      hintCycle: [
        {
          en: "Think about Leo's page: what made every line get a check mark?",
          'zh-TW': '想想阿力的那一頁：為什麼每一行都能打勾？',
        },
        {
          en: 'A record shows what you did, not what you said or hoped. "Big promises build trust" is a trap. Three choices are right.',
          'zh-TW': '紀錄記的是你「做到了什麼」，不是你說了什麼、希望什麼；以為「答應得大方就能得到信任」是個陷阱。正確的選項有三個。',
        },
        {
          en: 'The answer: return the book on the day you said, and pay small amounts on time. When you cannot, tell early and keep a new plan.',
          'zh-TW': '答案是：書在說好的那天還、小錢每次都準時還、沒辦法準時就提早說並照新計畫做到。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'Notes that show how you kept your promises over time are your ______.',
        'zh-TW': '能看出你一直以來有沒有守約定的資料，就是你的______。',
      },
      acceptedAnswers: {
        en: ['record', 'credit record', 'track record', 'credit history', 'history', 'records'],
        'zh-TW': ['紀錄', '記錄', '信用紀錄', '信用記錄', '信用'],
      },
      feedback: {
        en: 'That is your record. Lenders look at it to decide if they can trust you.',
        'zh-TW': '這就是你的紀錄。出借人會看它，來決定能不能信任你。',
      },
      hintCycle: [
        {
          en: "Think of Grandma Lin's notebook with all of Leo's check marks.",
          'zh-TW': '想想林奶奶的賒帳本，和阿力那一頁滿滿的勾。',
        },
        {
          en: 'It is in the title of this lesson: building a good ______.',
          'zh-TW': '答案就在這一課的標題裡：「建立良好______」。',
        },
        {
          en: 'The answer is "record". Each kept promise adds a good line to it.',
          'zh-TW': '答案是「紀錄」。每遵守一次承諾，紀錄上就多一行好成績。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: 'If you cannot pay back on time, tell the lender ______ and make a new plan.',
        'zh-TW': '如果沒辦法準時還錢，要______告訴對方，再想一個新計畫。',
      },
      acceptedAnswers: {
        en: [
          'early',
          'honestly',
          'truthfully',
          'soon',
          'right away',
          'first',
          'now',
          'quickly',
          'at once',
          'immediately',
          'in advance',
          'ahead of time',
          'as soon as possible',
          'before the due date',
          'the truth',
          'right now',
          'straight away',
          'earlier',
          'sooner',
          'beforehand',
        ],
        'zh-TW': ['提早', '提前', '早點', '早一點', '趁早', '事先', '事前', '馬上', '立刻', '現在', '現在就', '盡快', '儘快', '趕快', '先', '老實', '誠實', '老老實實'],
      },
      feedback: {
        en: 'Tell them early. Then the lender has time to plan, and you can agree on a new day together.',
        'zh-TW': '要提早說。這樣對方才有時間做打算，你們也能一起約好新的日子。',
      },
      hintCycle: [
        {
          en: 'Leo went to the shop in the morning, not the evening. Why did the time matter?',
          'zh-TW': '阿力是早上去店裡的，不是晚上。早一點去，有什麼差別？',
        },
        {
          en: 'Some wait until the due date to say anything. The word is about time: before the due date, not after it.',
          'zh-TW': '有人會拖到還款日當天才開口。答案跟「時間」有關：要在還款日之前，不是之後。',
        },
        {
          en: 'The answer is "early". Telling early gives the lender time and keeps their trust.',
          'zh-TW': '答案是「提早」。提早說，對方才有時間準備，也會繼續信任你。',
        },
      ],
    },
  ],
  reflection: {
    id: 'my-small-promise',
    question: {
      en: 'What is one small promise you could keep again and again this week, to build a good record?',
      'zh-TW': '這個星期，你可以一次又一次遵守哪一個小承諾，來幫自己建立好紀錄？',
    },
    placeholder: {
      en: 'This week I will… every time I… I think people will…',
      'zh-TW': '這個星期，我要每次都……，我覺得別人會……',
    },
  },
} satisfies ClassicBody;

export default body;
