import type { ClassicBody } from '../schema/module-body';

/**
 * M15 · Trust Island, lesson 5: "When to Say No to Borrowing" / 「什麼時候不該借錢」.
 * Learning outcome (Grade 4, Managing Credit): before borrowing, ask three questions (Do I need it?
 * Can I pay it back? What will it cost?), tell a need from a want, and explain why waiting and saving
 * is often the better choice for a want.
 * Numbers: on Money Islands a set of 36 markers costs 300 coins (the island's own price); Jay has 100 →
 * 300 − 100 = 200 needed. The classmate's offer: 200 now, paid back 100 each Friday, no extra;
 * Jay's allowance is 100 every Friday (cast sheet), so 100 + 100 = 200 would leave him 0 for two weeks.
 * Waiting (Mom's plan): save 50 of each Friday's 100 → 100 + 50 + 50 + 50 + 50 = 300 after four
 * Fridays, 100 − 50 = 50 a week still to use, no extra to pay. Total cost example: 300 + 10 = 310.
 * Quiz: q1 sticker sheet 30 (Grandma Lin), Mei has 10 → 30 − 10 = 20 (her allowance comes on Monday);
 * q3 robot 200 (island price), allowance 100 < 200; 50 + 50 + 50 + 50 = 200; q5 4 × 15 = 60.
 * Facts: none — all prices are Grandma Lin's or plainly the island's own.
 */
const body = {
  id: 'M15',
  format: 'classic',
  scenarios: [
    {
      id: 'jay-and-the-color-changing-bottle',
      title: {
        en: 'Jay and the Box of Markers',
        'zh-TW': '阿哲和那盒麥克筆',
      },
      description: {
        en: 'Jay wants a big box of markers right now. A classmate offers to lend him the money. Should he say yes?',
        'zh-TW': '阿哲好想馬上買一大盒麥克筆，剛好有同學說要借他錢。他該答應嗎？',
      },
      context: {
        en:
          'Jay sees a box of 36 markers. On Money Islands, it costs 300 coins. ' +
          'Jay has 100 coins. 300 − 100 = 200, so he needs 200 more. ' +
          'A classmate says, "I can lend you 200 coins! Pay me back 100 each Friday." ' +
          'Jay almost says yes. Then An says, "Wait. Let\'s ask Ms. Chen\'s three questions first." ' +
          'Question one: Do I need it? Jay thinks of his old markers. They still work. "No," he says. "I just want it." ' +
          'Question two: Can I pay it back? Jay gets 100 coins of allowance every Friday. ' +
          'Paying back 100 + 100 = 200 would leave him no coins for two whole weeks. ' +
          'Question three: What will it cost? No extra coins. But it would use up his next two allowances. ' +
          '"And money between friends? Tell a grown-up," says An. So Jay asks his mom. ' +
          'Mom says, "Waiting costs nothing. Save 50 coins each Friday. You still have 50 to use each week." ' +
          'Jay takes a deep breath. "No, thank you," he tells his classmate. "I will wait and save." ' +
          'Four Fridays later, he has 100 + 50 + 50 + 50 + 50 = 300 coins. ' +
          'He still wants the markers, so he buys them with his own money. Nobody has to wait for him to pay. ' +
          'Grandma Lin smiles. "For a want, waiting and saving is often the wiser choice."',
        'zh-TW':
          '阿哲看到一盒 36 色麥克筆。在理財冒險島上，它要 NT$300。' +
          '阿哲只有 NT$100，300 − 100 = 200，還差 NT$200。' +
          '有個同學說：「我可以借你 NT$200！每個星期五還我 NT$100 就好。」' +
          '阿哲差點就點頭了。這時小安說：「等一下！我們先用陳老師教的三個問題想一想。」' +
          '第一題：我真的需要嗎？阿哲想起家裡的舊麥克筆，明明還能用。「不需要，」他說，「我只是很想要。」' +
          '第二題：我還得起嗎？阿哲每個星期五有 NT$100 零用錢。' +
          '要還 100 + 100 = 200，接下來整整兩個星期，他一塊錢都沒得用。' +
          '第三題：這樣要花多少錢？雖然不用多付錢，可是會先把之後兩個星期的零用錢用光。' +
          '小安又說：「同學之間借錢，要跟大人說一聲喔。」於是阿哲去問媽媽。' +
          '媽媽說：「等一等是不用花錢的。每個星期五存 NT$50，你每個星期還是有 NT$50 可以用。」' +
          '阿哲深呼吸一口氣，對同學說：「謝謝你，不過我想先存錢再買。」' +
          '四個星期五以後，他有 100 + 50 + 50 + 50 + 50 = 300，也就是 NT$300。' +
          '他還是很喜歡那盒麥克筆，就用自己的錢買了下來，也不用讓任何人等他還錢。' +
          '林奶奶笑著說：「如果只是想要的東西，等一等、先存錢，通常是比較聰明的選擇。」',
      },
      thinkingPrompts: [
        {
          en: 'Why did An want Jay to ask the three questions before he said yes?',
          'zh-TW': '小安為什麼要阿哲先問自己三個問題，再決定要不要答應？',
        },
        {
          en: "What if Jay's old markers had dried up, and he needed markers for class? Would any answers change? Who should he talk to first?",
          'zh-TW': '如果阿哲的舊麥克筆都乾掉了，上課一定要用，三個問題的答案會不會不一樣？他應該先跟誰商量？',
        },
        {
          en: 'Jay waited four Fridays. What did he get by waiting? What did he give up?',
          'zh-TW': '阿哲等了四個星期五。等待讓他得到了什麼？又讓他放棄了什麼？',
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
        en: 'Markers for art class are a need. But Jay already has some that work.',
        'zh-TW': '美勞課要用的麥克筆是需要的東西，不過阿哲已經有一盒還能用的了。',
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
        en: "The box of 36 markers is a want, because Jay's old markers work fine.",
        'zh-TW': '36 色麥克筆是「想要」的東西，因為阿哲的舊麥克筆還很好用。',
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
        en: 'After four Fridays of saving, Jay can afford the markers.',
        'zh-TW': '存了四個星期五以後，阿哲就負擔得起那盒麥克筆了。',
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
        en: 'If a lender asked for 10 coins extra, the total cost would be 300 + 10 = 310 coins.',
        'zh-TW': '如果借錢給你的人要你多付 NT$10，總花費就是 300 + 10 = 310，也就是 NT$310。',
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
        en: 'Jay is saving up 50 coins a week for four weeks. 4 × 50 = 200.',
        'zh-TW': '阿哲先存再買：每個星期存 NT$50，存了四個星期，4 × 50 = 200。',
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
        en: 'Mei wants a sticker sheet that costs 30 coins. She has 10 coins. A friend says, "I can lend you 20 coins!" What should Mei do first?',
        'zh-TW': '小美想買一張 NT$30 的貼紙，可是她只有 NT$10。朋友說：「我可以借你 NT$20！」小美應該先做什麼？',
      },
      options: [
        {
          en: 'Say yes fast, before the sticker sheets are gone.',
          'zh-TW': '趕快答應，免得貼紙被買光。',
        },
        {
          en: 'Say yes, because borrowing from a friend never costs you anything at all.',
          'zh-TW': '答應吧，反正跟好朋友借錢，本來就不用付出任何代價，也不必多想。',
        },
        {
          en: 'Borrow 50 coins instead, so she has some extra to spend.',
          'zh-TW': '乾脆借 NT$50，這樣還有多的錢可以花。',
        },
        {
          en: 'Ask herself: Do I need it? Can I pay it back? What will it cost?',
          'zh-TW': '先問自己：我真的需要嗎？我還得起嗎？這樣要花多少錢？',
        },
      ],
      correctAnswer: 3,
      feedback: {
        en: 'The three questions show Mei that stickers are a want. She would owe 30 − 10 = 20 coins. Her allowance comes on Monday, so waiting is easy, and waiting costs nothing. Money between friends? Tell a grown-up.',
        'zh-TW': '先問三個問題，小美就看得清楚：貼紙是想要的東西；借了要還 30 − 10 = 20，也就是 NT$20。她星期一就會拿到零用錢，等一等一點也不難，而且等待不用花錢。朋友之間要借錢，記得先跟大人說一聲。',
      },
      hintCycle: [
        {
          en: 'Think about what An told Jay to do before he said yes.',
          'zh-TW': '想想看，小安要阿哲在答應之前先做什麼？',
        },
        {
          en: 'Hurrying and borrowing extra skip the thinking step. "A friend\'s loan costs nothing" is a trap: it uses money you do not have yet.',
          'zh-TW': '急著答應、多借一點，都跳過了「想一想」這一步；以為「跟朋友借錢沒代價」也是陷阱，它會用掉你還沒拿到的錢。',
        },
        {
          en: 'The answer: ask "Do I need it? Can I pay it back? What will it cost?" These come before any yes.',
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
        en: 'False. A loan is money you must pay back, sometimes with extra. You can afford a thing when you can pay for it and still have enough for your needs.',
        'zh-TW': '錯。借來的錢之後一定要還，有時還要多付一些。你付得出錢、付完以後需要用的錢也還夠，才算負擔得起。',
      },
      hintCycle: [
        {
          en: 'Whose money is it when someone lends it to you?',
          'zh-TW': '別人借給你的錢，是誰的錢？',
        },
        {
          en: 'Some think "I can get the money" means "I have the money". Jay could borrow 200 coins, but then he would have no coins for two weeks.',
          'zh-TW': '有人以為「借得到錢」就是「有錢」。阿哲借得到 NT$200，可是接下來兩個星期，他會一塊錢都沒得用。',
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
        en: 'On Money Islands, a toy robot costs 200 coins. Jay wants one, but his old toys are fine. He has no coins left this week. A classmate says, "I will lend you 200. Pay me back next Friday." Jay gets 100 coins every Friday. Which are good reasons to wait and save? Pick all that are right.',
        'zh-TW': '在理財冒險島上，一個玩具機器人要 NT$200。阿哲很想要，可是他的舊玩具都還好好的，這個星期的零用錢也用完了。有個同學說：「我借你 NT$200，下個星期五還我。」阿哲每個星期五有 NT$100 零用錢。下面哪些是「先存錢、不要借錢」的好理由？（可以選好幾個）',
      },
      options: [
        {
          en: 'The robot is a want, not a need.',
          'zh-TW': '機器人是想要的東西，不是需要的東西。',
        },
        {
          en: 'Borrowing is wrong for anything at all, even for a need.',
          'zh-TW': '不管什麼情況，就算是需要的東西，借錢都是錯的。',
        },
        {
          en: 'One Friday brings 100 coins, so he cannot pay back 200 by next Friday.',
          'zh-TW': '一個星期五只有 NT$100，下個星期五還不出 NT$200。',
        },
        {
          en: 'If he saves 50 coins each Friday, in four Fridays he has 200, with nothing to pay back.',
          'zh-TW': '每個星期五存 NT$50，四個星期五就有 NT$200，而且不欠任何人錢。',
        },
        {
          en: 'Money from a friend can be paid back whenever, so there is no rush.',
          'zh-TW': '跟朋友借的錢，什麼時候還都可以，所以不用急。',
        },
      ],
      correctAnswer: [0, 2, 3],
      feedback: {
        en: 'The robot is a want. One allowance of 100 cannot pay back 200 in a week. And waiting costs nothing: 50 + 50 + 50 + 50 = 200. Money between children? Tell a grown-up.',
        'zh-TW': '機器人只是想要的東西；一次 NT$100 的零用錢，一個星期內還不了 NT$200；等一等又不用花錢：50 + 50 + 50 + 50 = 200。同學之間借錢，記得跟大人說一聲。',
      },
      hintCycle: [
        {
          en: 'Use the three questions: Do I need it? Can I pay it back? What will it cost?',
          'zh-TW': '用三個問題來想：我真的需要嗎？我還得起嗎？這樣要花多少錢？',
        },
        {
          en: 'Borrowing for a real need can be OK with a grown-up. And a friend needs the money back on time, too. Three choices are right.',
          'zh-TW': '真正需要的東西，大人同意後借錢也可以；跟朋友借的錢，也一樣要準時還。正確的選項有三個。',
        },
        {
          en: 'The answer: it is a want, and he cannot pay back 200 by next Friday. Saving gets him there with nothing owed.',
          'zh-TW': '答案是：它只是想要的東西、下個星期五還不出 NT$200、先存錢就能買到，而且不欠任何人錢。',
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
        en: ['want', 'wants', 'a want', 'treat', 'a treat', 'luxury', 'a luxury', 'extra', 'an extra'],
        'zh-TW': ['想要', '想要的', '想要的東西', '不必要', '非必要', '額外', '奢侈'],
      },
      feedback: {
        en: 'That is a want. For a want, waiting and saving is often the wiser choice.',
        'zh-TW': '這就是「想要」的東西。如果只是想要，等一等、先存錢，通常比較聰明。',
      },
      hintCycle: [
        {
          en: "Think of Jay's box of 36 markers. His old markers still work.",
          'zh-TW': '想想阿哲想買的那盒 36 色麥克筆，他的舊麥克筆還能用喔。',
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
        en: 'Mei needs 60 more coins for a storybook. She saves 15 coins of her allowance each Monday. She must save for ______ weeks.',
        'zh-TW': '小美想買一本故事書，還差 NT$60。她每個星期一從零用錢存 NT$15，要存______個星期才夠。',
      },
      acceptedAnswers: {
        en: ['4', 'four', '4 weeks', 'four weeks'],
        'zh-TW': ['4', '四', '4個星期', '四個星期', '4 個星期', '4週', '四週', '4 週', '4周', '四周'],
      },
      feedback: {
        en: '15 + 15 + 15 + 15 = 60, so Mei saves for 4 weeks. Then she can buy the book with no loan and nothing extra to pay.',
        'zh-TW': '15 + 15 + 15 + 15 = 60，所以要存 4 個星期。存夠了再買，不用借錢，也不用多付任何錢。',
      },
      hintCycle: [
        {
          en: 'How many times do you add 15 to reach 60?',
          'zh-TW': '要加幾次 15，才會等於 60？',
        },
        {
          en: 'Do not stop at two weeks: 15 + 15 = 30 is only half. Keep adding 15 until you reach 60.',
          'zh-TW': '別算到兩個星期就停：15 + 15 = 30，只有一半。繼續加 15，加到 60 為止。',
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
