import type { ClassicBody } from '../schema/module-body';

/**
 * M14 · Trust Island, lesson 4: "Building a Good Record" / 「建立良好紀錄」.
 * Learning outcome (Grade 4, Managing Credit): explain that a record of repaying on time, built by
 * keeping small promises again and again, helps lenders decide to trust a borrower, and describe what
 * to do when a payment cannot be made on time (tell the lender early and agree on a new plan).
 * Numbers: Leo's page has 12 lines, all paid; he started with 1 bag of lemons, now 5 bags. Sketchbook 60,
 * Jay pays 20 now → 60 − 20 = 40 owed on Friday. Jay has 20 in his piggy bank, so the new plan is
 * 20 on Friday + 20 on Monday = 40; in all 20 + 20 + 20 = 60. Quiz: 50 − 30 = 20 (q1).
 */
const body = {
  id: 'M14',
  format: 'classic',
  scenarios: [
    {
      id: 'jays-page-in-the-notebook',
      title: {
        en: "Jay's Page in the Notebook",
        'zh-TW': '阿哲在賒帳本上的那一頁',
      },
      description: {
        en: "Grandma Lin keeps a notebook of pay-later promises. Jay's page is still empty.",
        'zh-TW': '林奶奶有一本記「先拿、晚點付」的賒帳本。阿哲的那一頁，現在還是空白的。',
      },
      context: {
        en:
          'Grandma Lin keeps a notebook at her shop. When a child takes something now and pays later, she writes it down. ' +
          'When they pay, she adds a check mark. ' +
          'Jay wants a sketchbook for 60 coins. He has 20 coins. ' +
          "Grandma Lin shows him Leo's page. It has 12 lines, and each one has a check mark. " +
          '"Leo started with one bag of lemons," she says. "He paid on time, again and again. Now I trust him with five bags." ' +
          'Jay\'s page is empty. "Everyone starts with an empty page," she says. "Pay 20 coins now and 40 on Friday." 60 − 20 = 40. ' +
          'On Thursday, Jay hears a surprise. His dad is away on a trip, so his pocket money will come on Monday. ' +
          'Jay has only 20 coins in his piggy bank. ' +
          'Jay thinks about staying away from the shop on Friday. Then Mei asks, "Why not just tell her now?" ' +
          'So Jay goes to the shop that day. "I can pay 20 coins on Friday and 20 on Monday." 20 + 20 = 40. ' +
          'Grandma Lin writes down the new plan. ' +
          'Jay pays on both days, just as he said. Grandma Lin adds two check marks. ' +
          '"You told me early, and you kept your new plan. That is a fine start for your page." ' +
          'Pip squawks, "Small promises, kept again and again, make a good record!"',
        'zh-TW':
          '林奶奶的店裡有一本小小的賒帳本。小朋友先把東西帶走、之後才付錢，她就會記在本子上；等錢付了，再打一個勾。' +
          '阿哲想買一本素描本，要 NT$60，可是他只有 NT$20。' +
          '林奶奶翻開阿力的那一頁：上面有 12 行，每一行都打了勾。' +
          '她說：「阿力一開始只先拿一袋檸檬。他一次又一次準時付錢，現在我放心讓他一次先拿五袋。」' +
          '阿哲的那一頁還是空白的。林奶奶說：「每個人都是從空白的一頁開始的。你今天先付 NT$20，星期五再付 NT$40。」' +
          '60 − 20 = 40，她把這筆記了下來。' +
          '星期四，阿哲聽到一個意外的消息：爸爸出差了，零用錢要等到下星期一才拿得到。' +
          '阿哲的存錢筒裡只有 NT$20。' +
          '阿哲心想：星期五乾脆別去店裡好了，林奶奶說不定不會發現。' +
          '這時小美問他：「為什麼不現在就去跟林奶奶說？」' +
          '於是阿哲當天就跑去店裡：「林奶奶，我星期五可以先付 NT$20，剩下的 NT$20 星期一再付。」' +
          '20 + 20 = 40。林奶奶把新的約定寫進本子裡。' +
          '星期五，阿哲付了 NT$20；星期一，他又付了 NT$20。林奶奶在他那一頁打了兩個勾。' +
          '她笑著說：「你提早告訴我，又照新的約定做到了。你這一頁，開了個好頭。」' +
          '鸚鵡皮皮叫著：「嘎！小小的承諾，一次又一次做到，就是好紀錄！」',
      },
      thinkingPrompts: [
        {
          en: 'Why did Grandma Lin start Leo with one bag of lemons, and trust him with five bags later?',
          'zh-TW': '林奶奶為什麼一開始只讓阿力先拿一袋檸檬，後來卻放心讓他拿五袋？',
        },
        {
          en: 'If Jay had stayed away on Friday, what might Grandma Lin write on his page? How might she feel?',
          'zh-TW': '如果阿哲星期五躲著不去，林奶奶可能會在他那一頁寫什麼？她心裡會有什麼感覺？',
        },
        {
          en: 'Why was telling Grandma Lin on Thursday better than waiting until Friday?',
          'zh-TW': '為什麼阿哲星期四就去說，比等到星期五再說更好？',
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
        en: "Grandma Lin's notebook is a record of who took what, and who paid.",
        'zh-TW': '林奶奶的賒帳本，就是誰拿了什麼、誰付了錢的紀錄。',
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
        en: 'Leo is reliable, so Grandma Lin lets him take five bags of lemons.',
        'zh-TW': '阿力很可靠，所以林奶奶願意讓他先拿五袋檸檬。',
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
        en: 'Jay told Grandma Lin early, and they agreed on Monday. So paying on Monday was not a late payment.',
        'zh-TW': '阿哲提早跟林奶奶說，兩人重新約好星期一，所以星期一付錢不算逾期還款。',
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
          en: 'If I cannot pay back on time, I will tell the lender early and make a new plan.',
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
        en: 'Leo owes Grandma Lin 50 coins for lemons. He promised to pay on Saturday. On Wednesday, rain closes his lemonade stand. By Saturday, he will have only 30 coins. What is the best thing to do?',
        'zh-TW': '阿力欠林奶奶 NT$50 的檸檬錢，說好星期六付。星期三開始下大雨，檸檬汁攤沒辦法擺。到了星期六，他只會有 NT$30。怎麼做最好？',
      },
      options: [
        {
          en: 'Wait until Saturday. Maybe Grandma Lin will forget to ask.',
          'zh-TW': '等到星期六再說，說不定林奶奶會忘記。',
        },
        {
          en: 'Pay nothing and say nothing until he has all 50 coins.',
          'zh-TW': '先什麼都不付、也不說，等湊齊 NT$50 再說。',
        },
        {
          en: 'Tell Grandma Lin now, pay 30 coins on Saturday, and say when the other 20 coins will come.',
          'zh-TW': '現在就去跟林奶奶說，星期六先付 NT$30，再說好剩下的 NT$20 哪天付。',
        },
        {
          en: 'Quietly borrow from a friend, so Grandma Lin never finds out.',
          'zh-TW': '偷偷跟朋友借錢，這樣林奶奶就不會知道。',
        },
      ],
      correctAnswer: 2,
      feedback: {
        en: 'Telling early, paying what he can, and making a new plan keeps his record good. 50 − 30 = 20, so Leo tells Grandma Lin when the last 20 coins will come, and then pays them on that day.',
        'zh-TW': '提早說、先付能付的、再訂新計畫，才能保住好紀錄。50 − 30 = 20，阿力跟林奶奶說好剩下的 NT$20 哪天付，然後在那天付清。',
      },
      hintCycle: [
        {
          en: 'Think about what Jay did when his pocket money was late.',
          'zh-TW': '想想看，阿哲的零用錢晚來的時候，他是怎麼做的？',
        },
        {
          en: 'Waiting, hiding, or a secret new loan all leave Grandma Lin in the dark. Look for the choice that tells her early.',
          'zh-TW': '等一等、躲起來、偷偷再去借錢，林奶奶都會被蒙在鼓裡。找找看哪個選項是提早告訴她的。',
        },
        {
          en: 'The answer is: tell Grandma Lin now, pay 30 coins on Saturday, and say when the other 20 will come. Telling early plus a new plan keeps trust.',
          'zh-TW': '答案是：現在就去說、星期六先付 NT$30、再說好剩下的 NT$20 哪天付。提早告知加上新計畫，信任就不會斷。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'True or false: Telling a lender early that you cannot pay on time, and then keeping a new plan, is better for your record than paying late without a word.',
        'zh-TW': '是非題：如果沒辦法準時還錢，提早告訴出借人、再照新計畫做到，會比一聲不吭地晚還，對你的紀錄更好。',
      },
      correctAnswer: true,
      feedback: {
        en: 'True. When you tell early and keep the new plan, the lender can still count on you. Paying late without a word leaves them worried and guessing.',
        'zh-TW': '對。提早說、又照新計畫做到，對方還是可以信任你；一聲不吭地晚還，會讓對方一直擔心、一直猜。',
      },
      hintCycle: [
        {
          en: 'Think about how Grandma Lin felt when Jay came on Thursday.',
          'zh-TW': '想想看，阿哲星期四跑來店裡說明，林奶奶有什麼感覺？',
        },
        {
          en: 'A lender who knows early can plan. A lender who hears nothing can only worry.',
          'zh-TW': '提早知道的出借人，可以先做打算；什麼都不知道的出借人，只能一直擔心。',
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
          en: 'Returning a borrowed book on the day you said',
          'zh-TW': '借來的書，在說好的那天還回去',
        },
        {
          en: 'Making big promises, then paying back late',
          'zh-TW': '答應得很大方，卻總是晚還',
        },
        {
          en: 'Paying back small amounts on time, again and again',
          'zh-TW': '小小的金額，每一次都準時還',
        },
        {
          en: 'Telling the lender early when you cannot pay, then keeping a new plan',
          'zh-TW': '沒辦法準時還的時候提早說，再照新計畫做到',
        },
        {
          en: 'Hoping the lender forgets about a late payment',
          'zh-TW': '希望出借人忘記你晚還的事',
        },
      ],
      correctAnswer: [0, 2, 3],
      feedback: {
        en: 'A good record comes from what you do, again and again: return things on time, pay small amounts on time, and tell early when plans change. Big promises and hoping someone forgets do not build trust.',
        'zh-TW': '好紀錄來自一次又一次的行動：準時還東西、小錢也準時還、計畫有變就提早說。只會說大話，或希望對方忘記，都沒辦法建立信任。',
      },
      hintCycle: [
        {
          en: "Think about Leo's page: what made every line get a check mark?",
          'zh-TW': '想想阿力的那一頁：為什麼每一行都能打勾？',
        },
        {
          en: 'A record shows what you did, not what you said or hoped. Three choices are right.',
          'zh-TW': '紀錄記的是你「做到了什麼」，不是你說了什麼、希望什麼。正確的選項有三個。',
        },
        {
          en: 'The answer: return the book on the day you said, pay small amounts on time again and again, and tell early, then keep a new plan.',
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
        ],
        'zh-TW': ['提早', '提前', '早點', '早一點', '事先', '事前', '馬上', '立刻', '盡快', '儘快', '趕快', '先', '老實', '誠實'],
      },
      feedback: {
        en: 'Tell them early. Then the lender has time to plan, and you can agree on a new day together.',
        'zh-TW': '要提早說。這樣對方才有時間做打算，你們也能一起約好新的日子。',
      },
      hintCycle: [
        {
          en: 'Jay went to the shop on Thursday, not Friday. Why did the day matter?',
          'zh-TW': '阿哲是星期四去店裡的，不是星期五。早一天去，有什麼差別？',
        },
        {
          en: 'The word is about time: before the due date, not after it.',
          'zh-TW': '答案跟「時間」有關：要在還款日之前，不是之後。',
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
