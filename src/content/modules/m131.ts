import type { ClassicBody } from '../schema/module-body';

/**
 * M131 · Mind Desert: "Talking About Money at Home" / 「在家聊聊錢的事」.
 * Learning outcome (Grade 4, Spending): describe how a family makes spending choices (a list of what it
 * needs first, saving for a goal), ask family members about them at a calm time, share their own plan,
 * and know that some money matters may stay private to grown-ups (how much they earn) and some stay
 * secret (passwords, card numbers: never told to friends or people online). Online looking-up is done with
 * a grown-up.
 * Numbers: An's allowance is 100 every Monday (cast sheet); she plans to save 30 each week for trip
 * snacks: 30 × 4 = 120 in 4 weeks (100 − 30 = 70 left to use each week).
 * Quiz: q5 Leo's allowance is 150 every Monday (cast sheet); he saves 50 a week for the trip: 50 × 4 = 200
 * (150 − 50 = 100 left each week).
 * Facts: none — the only amounts are the children's allowances from the cast sheet.
 */
const body = {
  id: 'M131',
  format: 'classic',
  scenarios: [
    {
      id: 'ans-dinner-question',
      title: {
        en: "An's Dinner Question",
        'zh-TW': '小安的晚餐提問',
      },
      description: {
        en: 'An wants to know how her family decides what to buy. When is a good time to ask?',
        'zh-TW': '小安想知道，家裡是怎麼決定要買什麼的。什麼時候問比較好呢？',
      },
      context: {
        en:
          'On Sunday, An goes to the supermarket with her dad. Dad picks the big bag of rice, not the small one. ' +
          '"Why that one?" An asks. But the line is long, and Dad is busy paying. ' +
          '"Good question," he says. "Ask me again at dinner, when we have time." ' +
          'At dinner, everyone is calm. An asks, "How do we decide what to buy?" ' +
          'Dad shows his list. "First we write down what we need for the week. ' +
          'We eat a lot of rice, so the big bag costs less each time I cook." ' +
          'Mom adds, "We also save a little each month for a summer trip." ' +
          '"How much money do you and Dad make?" An asks. ' +
          'Mom smiles. "Some money things are private for grown-ups, and that\'s OK. But we can show you how we plan." ' +
          'An shares her own plan. "I get 100 coins of allowance every Monday. I can save 30 each week for trip snacks. ' +
          '30 × 4 = 120 coins in 4 weeks!" ' +
          '"Great plan," says Dad. ' +
          'Later, they look up trip ideas on Mom\'s phone. Mom types the password herself. ' +
          '"Passwords and card numbers stay secret, even from friends," Mom says. ' +
          'Pip squawks, "A calm question at a good time opens doors!"',
        'zh-TW':
          '星期天，小安跟爸爸去超市。爸爸拿了大包的米，沒有拿小包的。' +
          '「為什麼選那一包？」小安問。可是結帳的隊伍好長，爸爸正忙著付錢。' +
          '「好問題！」他說，「晚餐的時候再問我一次，那時候比較有空。」' +
          '晚餐時，大家都很放鬆。小安問：「我們家是怎麼決定要買什麼的？」' +
          '爸爸拿出清單：「我們會先寫下這個星期需要的東西。我們家很常吃飯，' +
          '買大包的米，算起來我每次煮飯花的錢比較少。」' +
          '媽媽接著說：「我們每個月也會存一點錢，暑假要去家庭旅行。」' +
          '「你跟爸爸賺多少錢啊？」小安問。' +
          '媽媽笑著說：「有些錢的事是大人的隱私，這樣是可以的。不過，我們可以讓你看看我們怎麼做計畫。」' +
          '小安也說出自己的計畫：「我每週一有 NT$100 零用錢。我可以每個星期存 NT$30，當旅行的零食錢。' +
          '30 × 4 = 120，4 個星期就有 NT$120！」' +
          '「好計畫！」爸爸說。' +
          '後來，大家用媽媽的手機一起查旅行的點子。媽媽自己輸入密碼。' +
          '「密碼和卡號要保密，連好朋友也不能說喔。」媽媽說。' +
          '鸚鵡皮皮叫著：「嘎！挑對時間，好好地問，就是好問題！」',
      },
      thinkingPrompts: [
        {
          en: 'Why do you think Dad asked An to wait until dinner?',
          'zh-TW': '你覺得爸爸為什麼要小安等到晚餐再問？',
        },
        {
          en: 'Mom said some money things are private. Why might grown-ups keep some things private?',
          'zh-TW': '媽媽說，有些錢的事是大人的隱私。你覺得大人為什麼會把一些事當作隱私？',
        },
        {
          en: 'What if An had not shared her own plan? How might the talk be different?',
          'zh-TW': '如果小安沒有說出自己的計畫，這次聊天可能會有什麼不一樣？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'family-budget',
      term: { en: 'family budget', 'zh-TW': '家庭預算' },
      definition: {
        en: "A family's plan for how to use its money.",
        'zh-TW': '一家人打算怎麼使用錢的計畫。',
      },
      example: {
        en: "An's family budget saves a little each month for a summer trip.",
        'zh-TW': '小安家的家庭預算，每個月都會存一點錢，準備暑假去旅行。',
      },
    },
    {
      id: 'shopping-list',
      term: { en: 'shopping list', 'zh-TW': '購物清單' },
      definition: {
        en: 'A list of what you plan to buy, written before you shop.',
        'zh-TW': '出門買東西之前，先寫好要買什麼的清單。',
      },
      example: {
        en: "Dad's shopping list starts with what the family needs for the week.",
        'zh-TW': '爸爸的購物清單，先寫的是家裡這個星期需要的東西。',
      },
    },
    {
      id: 'good-time',
      term: { en: 'good time to talk', 'zh-TW': '好時機' },
      definition: {
        en: 'A calm moment when people have time to listen.',
        'zh-TW': '大家心情放鬆、有空聽你說話的時候。',
      },
      example: {
        en: 'Dinner is a good time to talk for An and her family.',
        'zh-TW': '對小安一家人來說，晚餐就是聊天的好時機。',
      },
    },
    {
      id: 'private',
      term: { en: 'private', 'zh-TW': '隱私' },
      definition: {
        en: 'Kept for only some people to know.',
        'zh-TW': '只讓某些人知道的事。',
      },
      example: {
        en: 'How much Mom and Dad make is private for grown-ups.',
        'zh-TW': '爸爸媽媽賺多少錢，是大人的隱私。',
      },
    },
    {
      id: 'password',
      term: { en: 'password', 'zh-TW': '密碼' },
      definition: {
        en: 'A secret word or number that unlocks a phone or an app.',
        'zh-TW': '可以打開手機或應用程式的祕密文字或數字。',
      },
      example: {
        en: 'Mom types her password herself and keeps it secret.',
        'zh-TW': '媽媽自己輸入密碼，不讓別人知道。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'a-good-time-to-ask',
      stem: {
        en: 'A good time to talk with my family about money is…, because…',
        'zh-TW': '跟家人聊錢的事，好時機是……，因為……',
      },
      examples: [
        {
          en: 'A good time to talk with my family about money is after dinner, because everyone is calm.',
          'zh-TW': '跟家人聊錢的事，好時機是吃完晚餐以後，因為大家都比較放鬆。',
        },
      ],
    },
    {
      id: 'how-do-we-decide',
      stem: {
        en: 'To learn about our family budget, I can ask, "How do we decide…?"',
        'zh-TW': '想了解家裡的家庭預算，我可以問：「我們是怎麼決定……的？」',
      },
      examples: [
        {
          en: 'To learn about our family budget, I can ask, "How do we decide what goes on the shopping list?"',
          'zh-TW': '想了解家裡的家庭預算，我可以問：「我們是怎麼決定購物清單上要寫什麼的？」',
        },
        {
          en: 'To learn about our family budget, I can ask, "How do we decide how much to save for a trip?"',
          'zh-TW': '想了解家裡的家庭預算，我可以問：「我們是怎麼決定旅行要存多少錢的？」',
        },
      ],
    },
    {
      id: 'private-but-i-can-share',
      stem: {
        en: 'Some money things are private, like… but I can still share…',
        'zh-TW': '有些錢的事是隱私，像是……，不過我還是可以分享……',
      },
      examples: [
        {
          en: 'Some money things are private, like passwords, but I can still share my own saving plan.',
          'zh-TW': '有些錢的事是隱私，像是密碼，不過我還是可以分享自己的存錢計畫。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: 'Mei wants to ask her mom how the family plans gifts for birthdays. When is the best time to ask?',
        'zh-TW': '小美想問媽媽，家裡是怎麼計畫生日禮物的。什麼時候問最好？',
      },
      options: [
        {
          en: 'While Mom is paying at a busy checkout',
          'zh-TW': '媽媽在人很多的櫃檯結帳時',
        },
        {
          en: 'In front of her friends, so they can hear too',
          'zh-TW': '當著朋友的面問，讓朋友也聽到',
        },
        {
          en: 'Not at all, because children should not ask about money',
          'zh-TW': '不要問，因為小孩子不應該問錢的事',
        },
        {
          en: 'After dinner, when Mom is calm and has time',
          'zh-TW': '吃完晚餐，媽媽放鬆又有空的時候',
        },
      ],
      correctAnswer: 3,
      feedback: {
        en: 'A calm time, when Mom can listen, makes a good talk. A busy checkout is a hard time to think. Money talk is family talk, not for friends to hear. And children can ask about money: good questions help them learn.',
        'zh-TW': '挑大家放鬆、媽媽有空聽的時候，才聊得好。在忙碌的櫃檯前，很難好好想；錢的事是家裡的事，不用讓朋友聽到。而且小孩子可以問錢的事，好問題能幫你學到很多。',
      },
      hintCycle: [
        {
          en: 'When did An ask her question, and why did Dad pick that time?',
          'zh-TW': '小安是在什麼時候提問的？爸爸為什麼要她等到那個時候？',
        },
        {
          en: 'A busy checkout is a rushed time. Friends do not need to hear family money talk. And asking is not wrong.',
          'zh-TW': '結帳的時候很匆忙；家裡錢的事，不用讓朋友聽到；而且問問題並沒有錯。',
        },
        {
          en: 'The answer: after dinner, when Mom is calm and has time. A calm time makes a good talk.',
          'zh-TW': '答案是：吃完晚餐，媽媽放鬆又有空的時候。挑對時間，才能好好聊。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'Jay asks his dad how much money the family has. Dad says, "That is private for grown-ups. But I can show you how we plan our food shopping." True or false: Dad\'s answer is OK, and Jay can still learn a lot.',
        'zh-TW': '阿哲問爸爸：「我們家有多少錢？」爸爸說：「這是大人的隱私。不過，我可以讓你看看我們怎麼計畫買菜。」是非題：爸爸這樣回答沒問題，阿哲還是可以學到很多。',
      },
      correctAnswer: true,
      feedback: {
        en: 'True. Some money things are private for grown-ups, and that is OK. Jay can still learn how his family plans, which is the part that helps him most.',
        'zh-TW': '對。有些錢的事是大人的隱私，這樣是可以的。阿哲還是可以學到家裡怎麼做計畫，這才是對他最有幫助的部分。',
      },
      hintCycle: [
        {
          en: 'Did Dad say no to everything, or did he offer to show Jay something?',
          'zh-TW': '爸爸是什麼都不說，還是說可以讓阿哲看一些東西？',
        },
        {
          en: 'Some think a private answer means the talk failed. But learning how a family plans is still a lot to learn.',
          'zh-TW': '有人以為大人說「這是隱私」，就等於什麼都學不到。可是看家裡怎麼做計畫，就能學到很多。',
        },
        {
          en: 'The answer is true. Some things stay private, and Jay can still learn how his family plans.',
          'zh-TW': '答案是「對」。有些事是隱私，阿哲還是可以學到家裡怎麼做計畫。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Which are good questions for An to ask her family at a calm time? Pick all that are right.',
        'zh-TW': '下面哪些是小安可以在家人有空時問的好問題？（可以選好幾個）',
      },
      options: [
        {
          en: '"How do we decide what goes on the shopping list?"',
          'zh-TW': '「我們是怎麼決定購物清單上要寫什麼的？」',
        },
        {
          en: '"What is your phone password, so I can shop online alone?"',
          'zh-TW': '「你的手機密碼是什麼？我想自己上網買東西。」',
        },
        {
          en: '"How much money does my friend\'s family have?"',
          'zh-TW': '「我朋友家有多少錢？」',
        },
        {
          en: '"How did we plan our last family trip?"',
          'zh-TW': '「上次家庭旅行，我們是怎麼計畫的？」',
        },
        {
          en: '"Can I help compare prices next time we shop?"',
          'zh-TW': '「下次買東西時，我可以幫忙比價嗎？」',
        },
      ],
      correctAnswer: [0, 3, 4],
      feedback: {
        en: 'Asking how your family decides and plans, or offering to help, are great questions. Passwords stay secret, and children shop online only with a grown-up. Another family\'s money is their own private business.',
        'zh-TW': '問家裡怎麼決定、怎麼計畫，或是主動說要幫忙，都是很棒的問題。密碼要保密，小孩子上網買東西也要有大人陪著。別人家有多少錢，是別人家的隱私。',
      },
      hintCycle: [
        {
          en: 'Look for questions about how your own family plans, or how you can help.',
          'zh-TW': '找找看：哪些問題是在問自己家怎麼做計畫，或是自己可以怎麼幫忙？',
        },
        {
          en: 'A password is a secret, and shopping online is done with a grown-up. A friend\'s family money is private. Three questions are right.',
          'zh-TW': '密碼是要保密的，上網買東西也要有大人陪；朋友家的錢是別人的隱私。正確的問題有三個。',
        },
        {
          en: 'The answer: how we decide the shopping list, how we planned our last trip, and "Can I help compare prices?"',
          'zh-TW': '答案是：怎麼決定購物清單、上次旅行怎麼計畫、「我可以幫忙比價嗎？」',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'Passwords and card numbers are ______, so we do not tell them to friends or to people online.',
        'zh-TW': '密碼和卡號是______的，所以不能告訴朋友，也不能在網路上給別人。',
      },
      acceptedAnswers: {
        en: ['secret', 'private', 'confidential', 'kept secret', 'kept private'],
        'zh-TW': ['祕密', '秘密', '私密', '保密', '機密'],
      },
      feedback: {
        en: 'Passwords and card numbers are secret. Keeping them secret keeps the family\'s money safe.',
        'zh-TW': '密碼和卡號是祕密的。好好保密，家裡的錢才安全。',
      },
      hintCycle: [
        {
          en: 'Think of what Mom said when she typed her password.',
          'zh-TW': '想想媽媽輸入密碼時說了什麼。',
        },
        {
          en: 'It is not something to share, like a plan. It is something you keep to yourself.',
          'zh-TW': '它不像計畫一樣可以跟大家分享，而是要自己守住、不讓別人知道。',
        },
        {
          en: 'The answer is "secret" (or "private"). Keeping them secret keeps money safe.',
          'zh-TW': '答案是「祕密」（或「私密」）。不說出去，錢才安全。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: 'Leo gets 150 coins of allowance every Monday. At dinner, he shares his plan: he will save 50 coins each week to spend on the family trip. After 4 weeks, he will have saved ______ coins.',
        'zh-TW': '阿力每週一有 NT$150 零用錢。晚餐時，他說出自己的計畫：每個星期存 NT$50，等家庭旅行時再用。4 個星期後，他會存到______元。',
      },
      acceptedAnswers: {
        en: ['200', 'two hundred', '200 coins', 'two hundred coins'],
        'zh-TW': ['200', '兩百', '二百', 'NT$200', '200元', '200 元', '兩百元', '二百元'],
      },
      feedback: {
        en: '50 × 4 = 200 coins. Sharing a plan with numbers helps your family see it and cheer you on.',
        'zh-TW': '50 × 4 = 200，一共 NT$200。說出有數字的計畫，家人就看得懂，也能幫你加油。',
      },
      hintCycle: [
        {
          en: 'How much does Leo save each week, and for how many weeks?',
          'zh-TW': '阿力每個星期存多少？一共存幾個星期？',
        },
        {
          en: 'Do not use his whole 150. He saves 50 a week, 4 times: 50 + 50 + 50 + 50.',
          'zh-TW': '不是用全部的 NT$150 來算。他每個星期存 NT$50，存 4 次：50 + 50 + 50 + 50。',
        },
        {
          en: 'The answer is 200. 50 + 50 + 50 + 50 = 200: a clear plan to share at home.',
          'zh-TW': '答案是 200。50 + 50 + 50 + 50 = 200，這是一個可以跟家人分享的清楚計畫。',
        },
      ],
    },
  ],
  reflection: {
    id: 'a-question-for-home',
    question: {
      en: 'What is one money question you would like to ask your family? When would be a calm time to ask it?',
      'zh-TW': '你想問家人哪一個跟錢有關的問題？什麼時候問，大家會比較放鬆、比較有空？',
    },
    placeholder: {
      en: 'I would like to ask, "How do we…?" A calm time to ask is…',
      'zh-TW': '我想問：「我們家是怎麼……的？」我可以在……的時候問。',
    },
  },
} satisfies ClassicBody;

export default body;
