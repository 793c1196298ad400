import type { ClassicBody } from '../schema/module-body';

/**
 * M15 · Trust Island, lesson 5: "When to Say No to Borrowing" / 「什麼時候不該借錢」.
 * Learning outcome (Grade 4, Managing Credit): before borrowing, ask three questions (Do I need it?
 * Can I pay it back? What will it cost?), tell a need from a want, and explain why waiting and saving
 * is often the better choice for a want.
 * Numbers: bottle 150, Jay has 50 → 150 − 50 = 100 needed. Loan offer: 100, pay back 110 in four weeks
 * → 110 − 100 = 10 interest; total cost 150 + 10 = 160. Pocket money 30 a week → 4 × 30 = 120 in four
 * weeks; 120 − 110 = 10 left for four weeks if he borrows. Saving 25 a week (keeps 30 − 25 = 5):
 * 4 × 25 = 100, 50 + 100 = 150 after four weeks; cost 150, no interest.
 * Quiz: 40 − 10 = 30 (q1); 60 ÷ 15 = 4, i.e. 15 + 15 + 15 + 15 = 60 (q5).
 */
const body = {
  id: 'M15',
  format: 'classic',
  scenarios: [
    {
      id: 'jay-and-the-color-changing-bottle',
      title: {
        en: 'Jay and the Color-Changing Bottle',
        'zh-TW': '阿哲和會變色的水壺',
      },
      description: {
        en: 'Jay wants a new water bottle right now. A classmate offers to lend him the money. Should he say yes?',
        'zh-TW': '阿哲好想馬上買一個新水壺，剛好有同學說要借他錢。他該答應嗎？',
      },
      context: {
        en:
          "Jay sees a water bottle at Grandma Lin's shop. It has a cat on it that changes color with cold water! " +
          'It costs 150 coins. Jay has 50 coins. 150 − 50 = 100, so he needs 100 more. ' +
          'A classmate says, "I can lend you 100 coins. Pay me back 110 coins in four weeks." The extra 10 coins is interest. ' +
          'Jay almost says yes. Then An says, "Wait. Let\'s ask Ms. Chen\'s three questions first." ' +
          'Question one: Do I need it? Jay looks at his old bottle. It works fine. "No," he says. "I just want it." ' +
          'Question two: Can I pay it back? Jay gets 30 coins of pocket money a week. In four weeks, that is 4 × 30 = 120 coins. ' +
          'After he pays back 110, he would have only 10 coins left for four whole weeks. ' +
          'Question three: What will it cost? 150 + 10 = 160 coins, not 150. ' +
          'Jay takes a deep breath. "No, thank you," he tells his classmate. "I will wait and save." ' +
          'Each week, Jay puts 25 coins in his piggy bank. After four weeks, he has 50 + 100 = 150 coins. ' +
          'He still wants the bottle, so he buys it. It costs him 150 coins, with no interest to pay. ' +
          'Grandma Lin smiles. "For a want, waiting and saving is often the wiser choice."',
        'zh-TW':
          '阿哲在林奶奶的小店看到一個水壺，上面印著一隻貓，裝了冰水就會變色！' +
          '水壺要 NT$150，阿哲只有 NT$50。150 − 50 = 100，還差 NT$100。' +
          '有個同學說：「我可以借你 NT$100，四個星期後還我 NT$110 就好。」多出來的 NT$10，就是利息。' +
          '阿哲差點就點頭了。這時小安說：「等一下！我們先用陳老師教的三個問題想一想。」' +
          '第一題：我真的需要嗎？阿哲看看自己的舊水壺，明明還很好用。「不需要，」他說，「我只是很想要。」' +
          '第二題：我還得起嗎？阿哲每個星期有 NT$30 零用錢，四個星期是 4 × 30 = 120，也就是 NT$120。' +
          '還掉 NT$110 以後，整整四個星期，他只剩 NT$10 可以用。' +
          '第三題：這樣要花多少錢？150 + 10 = 160，要花 NT$160，不是 NT$150。' +
          '阿哲深呼吸一口氣，對同學說：「謝謝你，不過我想先存錢再買。」' +
          '每個星期，阿哲都把 NT$25 放進存錢筒。四個星期後，他有 50 + 100 = 150，也就是 NT$150。' +
          '他還是很喜歡那個水壺，就把它買了下來。這次只花 NT$150，一毛錢的利息都不用付。' +
          '林奶奶笑著說：「如果只是想要的東西，等一等、先存錢，通常是比較聰明的選擇。」',
      },
      thinkingPrompts: [
        {
          en: 'Why did An want Jay to ask the three questions before he said yes?',
          'zh-TW': '小安為什麼要阿哲先問自己三個問題，再決定要不要答應？',
        },
        {
          en: "What if Jay's old bottle had broken, and he needed one for school? Would any answers change? What could he do first?",
          'zh-TW': '如果阿哲的舊水壺壞了，上學一定要用，三個問題的答案會不會不一樣？他可以先做什麼？',
        },
        {
          en: 'Jay waited four weeks. What did he get by waiting? What did he give up?',
          'zh-TW': '阿哲等了四個星期。等待讓他得到了什麼？又讓他放棄了什麼？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'need',
      term: { en: 'need', 'zh-TW': '需要' },
      definition: {
        en: 'Something you must have to live, stay safe or do your school work.',
        'zh-TW': '生活、安全或上學一定要有的東西。',
      },
      example: {
        en: 'A water bottle for school is a need. Jay already has one that works.',
        'zh-TW': '上學用的水壺是需要的東西，而阿哲已經有一個好好的水壺了。',
      },
    },
    {
      id: 'want',
      term: { en: 'want', 'zh-TW': '想要' },
      definition: {
        en: 'Something that is nice to have, but you can live without it.',
        'zh-TW': '有了很開心，但是沒有也過得去的東西。',
      },
      example: {
        en: "The color-changing bottle is a want, because Jay's old bottle works fine.",
        'zh-TW': '會變色的水壺是「想要」的東西，因為阿哲的舊水壺還很好用。',
      },
    },
    {
      id: 'afford',
      term: { en: 'afford', 'zh-TW': '負擔得起' },
      definition: {
        en: 'To be able to pay for something and still have enough for what you need.',
        'zh-TW': '付得出這筆錢，而且付完以後，需要用的錢還是夠。',
      },
      example: {
        en: 'After four weeks of saving, Jay can afford the bottle.',
        'zh-TW': '存了四個星期以後，阿哲就負擔得起那個水壺了。',
      },
    },
    {
      id: 'total-cost',
      term: { en: 'total cost', 'zh-TW': '總花費' },
      definition: {
        en: 'All the money something costs you in the end, with any extra added in.',
        'zh-TW': '買一樣東西最後一共要花的錢，多付的部分也要算進去。',
      },
      example: {
        en: 'With the loan, the total cost of the bottle is 150 + 10 = 160 coins.',
        'zh-TW': '如果借錢買，水壺的總花費是 150 + 10 = 160，也就是 NT$160。',
      },
    },
    {
      id: 'saving-up',
      term: { en: 'saving up', 'zh-TW': '先存再買' },
      definition: {
        en: 'Putting money away, bit by bit, until you have enough to buy something.',
        'zh-TW': '一點一點把錢存起來，等存夠了再買。',
      },
      example: {
        en: 'Jay is saving up 25 coins a week for four weeks. 4 × 25 = 100.',
        'zh-TW': '阿哲先存再買：每個星期存 NT$25，存了四個星期，4 × 25 = 100。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'before-i-borrow',
      stem: {
        en: 'Before I borrow, I ask myself…',
        'zh-TW': '借錢之前，我會先問自己……',
      },
      examples: [
        {
          en: 'Before I borrow, I ask myself: Do I need it? Can I pay it back? What will it cost?',
          'zh-TW': '借錢之前，我會先問自己：我真的需要嗎？我還得起嗎？這樣要花多少錢？',
        },
      ],
    },
    {
      id: 'wait-and-save-when',
      stem: {
        en: 'It is better to wait and save when…',
        'zh-TW': '遇到……的時候，等一等、先存錢比較好。',
      },
      examples: [
        {
          en: 'It is better to wait and save when the thing is a want and my old one still works.',
          'zh-TW': '遇到只是想要、舊的還能用的時候，等一等、先存錢比較好。',
        },
        {
          en: 'It is better to wait and save when borrowing would make the total cost bigger.',
          'zh-TW': '遇到借錢會讓總花費變多的時候，等一等、先存錢比較好。',
        },
      ],
    },
    {
      id: 'i-can-afford',
      stem: {
        en: 'I can afford something when…',
        'zh-TW': '我負擔得起一樣東西，是指……',
      },
      examples: [
        {
          en: 'I can afford something when I can pay for it and still have enough for my needs.',
          'zh-TW': '我負擔得起一樣東西，是指我付得出錢，而且付完以後，需要用的錢還是夠。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: 'Mei wants a sticker book that costs 40 coins. She has 10 coins. A friend says, "I can lend you 30 coins!" What should Mei do first?',
        'zh-TW': '小美想買一本 NT$40 的貼紙書，可是她只有 NT$10。朋友說：「我可以借你 NT$30！」小美應該先做什麼？',
      },
      options: [
        {
          en: 'Say yes fast, before the sticker books are gone.',
          'zh-TW': '趕快答應，免得貼紙書被買光。',
        },
        {
          en: 'Say yes, because borrowing from a friend never costs anything.',
          'zh-TW': '答應吧，反正跟朋友借錢不用付出什麼代價。',
        },
        {
          en: 'Borrow 50 coins instead, so she has some extra.',
          'zh-TW': '乾脆借 NT$50，這樣還有多的錢可以用。',
        },
        {
          en: 'Ask herself: Do I need it? Can I pay it back? What will it cost?',
          'zh-TW': '先問自己：我真的需要嗎？我還得起嗎？這樣要花多少錢？',
        },
      ],
      correctAnswer: 3,
      feedback: {
        en: 'Asking the three questions first helps Mei see if this is a need, if she can pay back 40 − 10 = 30 coins, and what it will really cost her. Even a friend\'s loan uses up pocket money she will get later.',
        'zh-TW': '先問三個問題，小美才看得清楚：這是不是需要的東西？她還不還得起 40 − 10 = 30，也就是 NT$30？真正要花多少錢？就算是跟朋友借，也會用掉她之後的零用錢。',
      },
      hintCycle: [
        {
          en: 'Think about what An told Jay to do before he said yes.',
          'zh-TW': '想想看，小安要阿哲在答應之前先做什麼？',
        },
        {
          en: 'Hurrying, borrowing extra, or thinking a loan is free all skip the thinking step. Look for the questions.',
          'zh-TW': '急著答應、多借一點、以為借錢沒代價，都跳過了「想一想」這一步。找找看哪個選項有那三個問題。',
        },
        {
          en: 'The answer is: ask "Do I need it? Can I pay it back? What will it cost?" These questions come before any yes.',
          'zh-TW': '答案是：先問自己「我真的需要嗎？我還得起嗎？這樣要花多少錢？」想清楚了再決定。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'True or false: If someone will lend you the money, that means you can afford the thing.',
        'zh-TW': '是非題：只要有人願意借你錢，就代表你負擔得起那樣東西。',
      },
      correctAnswer: false,
      feedback: {
        en: 'False. A loan is money you must pay back, often with interest. You can afford something only if you can pay for it and still have enough for your needs.',
        'zh-TW': '錯。借來的錢之後一定要還，常常還要加上利息。你付得出錢、付完以後需要用的錢也還夠，才算負擔得起。',
      },
      hintCycle: [
        {
          en: 'Whose money is it when someone lends it to you?',
          'zh-TW': '別人借給你的錢，是誰的錢？',
        },
        {
          en: 'Jay could borrow 100 coins, but then he would have only 10 coins for four weeks.',
          'zh-TW': '阿哲借得到 NT$100，可是還完錢以後，四個星期只剩 NT$10 可以用。',
        },
        {
          en: 'The answer is false. Being able to borrow is not the same as being able to afford.',
          'zh-TW': '答案是「錯」。借得到錢，不等於負擔得起。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Jay wants a toy robot that costs 200 coins. His old toys are fine. Which are good reasons to wait and save instead of borrowing? Pick all that are right.',
        'zh-TW': '阿哲想買一個 NT$200 的玩具機器人，可是他的舊玩具都還好好的。下面哪些是「先存錢、不要借錢」的好理由？（可以選好幾個）',
      },
      options: [
        {
          en: 'The robot is a want, not a need.',
          'zh-TW': '機器人是想要的東西，不是需要的東西。',
        },
        {
          en: 'Borrowing is always wrong, for anything at all.',
          'zh-TW': '不管什麼情況，借錢一定都是錯的。',
        },
        {
          en: 'Borrowing would cost extra because of interest.',
          'zh-TW': '借錢要付利息，會多花錢。',
        },
        {
          en: 'He cannot see yet how he would pay it back.',
          'zh-TW': '他還想不出要怎麼把錢還清。',
        },
        {
          en: 'Money from a friend is free, so there is no rush to save.',
          'zh-TW': '跟朋友借的錢不用代價，所以不必急著存錢。',
        },
      ],
      correctAnswer: [0, 2, 3],
      feedback: {
        en: 'The robot is a want, a loan would add interest to the total cost, and Jay has no way yet to pay it back. Those are the three questions at work. Borrowing is not always wrong, and it is never free.',
        'zh-TW': '機器人只是想要、借錢會讓總花費多出利息、阿哲也還想不出怎麼還，這正是三個問題的答案。借錢不一定都是錯的，但也從來不是免費的。',
      },
      hintCycle: [
        {
          en: 'Use the three questions: Do I need it? Can I pay it back? What will it cost?',
          'zh-TW': '用三個問題來想：我真的需要嗎？我還得起嗎？這樣要花多少錢？',
        },
        {
          en: '"Always wrong" is too strong, and friend money still has to be paid back. Three choices are right.',
          'zh-TW': '「一定都是錯的」說得太絕對了；跟朋友借的錢，也一樣要還。正確的選項有三個。',
        },
        {
          en: 'The answer: it is a want, interest makes it cost more, and he cannot see how to pay it back. Each one matches one of the three questions.',
          'zh-TW': '答案是：它只是想要的東西、借錢要多付利息、他還想不出怎麼還。每一個都對應三個問題裡的一題。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'Something that is nice to have, but you can live without, is a ______.',
        'zh-TW': '有了很開心、但是沒有也過得去的東西，是「______」的東西。',
      },
      acceptedAnswers: {
        en: ['want', 'wants', 'a want'],
        'zh-TW': ['想要', '想要的', '想要的東西'],
      },
      feedback: {
        en: 'That is a want. For a want, waiting and saving is often the wiser choice.',
        'zh-TW': '這就是「想要」的東西。如果只是想要，等一等、先存錢，通常比較聰明。',
      },
      hintCycle: [
        {
          en: "Think of Jay's color-changing bottle. His old one still works.",
          'zh-TW': '想想阿哲那個會變色的水壺，他的舊水壺還能用喔。',
        },
        {
          en: 'It is not a need. It is the other word that goes with "need".',
          'zh-TW': '它不是「需要」，而是和「需要」配對的另一個詞。',
        },
        {
          en: 'The answer is "want": nice to have, but you can live without it.',
          'zh-TW': '答案是「想要」：有了很開心，沒有也過得去。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: 'Mei needs 60 more coins for a storybook. She saves 15 coins each week. She must save for ______ weeks.',
        'zh-TW': '小美想買一本故事書，還差 NT$60。她每個星期存 NT$15，要存______個星期才夠。',
      },
      acceptedAnswers: {
        en: ['4', 'four', '4 weeks', 'four weeks'],
        'zh-TW': ['4', '四', '4個星期', '四個星期', '4 個星期', '4週', '四週', '4 週', '4周', '四周'],
      },
      feedback: {
        en: '15 + 15 + 15 + 15 = 60, so Mei saves for 4 weeks. Then she can buy the book with no loan and no interest.',
        'zh-TW': '15 + 15 + 15 + 15 = 60，所以要存 4 個星期。存夠了再買，不用借錢，也不用付利息。',
      },
      hintCycle: [
        {
          en: 'How many times do you add 15 to reach 60?',
          'zh-TW': '要加幾次 15，才會等於 60？',
        },
        {
          en: '15 + 15 = 30 after two weeks. Keep adding 15 until you reach 60.',
          'zh-TW': '兩個星期是 15 + 15 = 30，繼續加 15，加到 60 為止。',
        },
        {
          en: 'The answer is 4. 4 × 15 = 60, so four weeks of saving up is enough.',
          'zh-TW': '答案是 4。4 × 15 = 60，存 4 個星期就夠了。',
        },
      ],
    },
  ],
  reflection: {
    id: 'three-questions-for-me',
    question: {
      en: 'Think of something you want right now. Ask the three questions about it. Would you borrow for it, or wait and save?',
      'zh-TW': '想一樣你現在很想要的東西，用三個問題問問自己。你會借錢買，還是等一等、先存錢？',
    },
    placeholder: {
      en: 'Something I want is… Do I need it? … Could I pay it back? … I would…',
      'zh-TW': '我想要的東西是……。我真的需要嗎？……我還得起嗎？……我決定……',
    },
  },
} satisfies ClassicBody;

export default body;
