import type { ClassicBody } from '../schema/module-body';

/**
 * M12 · Trust Island, lesson 2: "Borrowing and Paying Back" / 「借錢與還錢」.
 * Learning outcome (Grade 4, Managing Credit): explain that a borrower gets money now and agrees to
 * repay the lender later, and describe why agreeing on how much and when to repay, and then repaying
 * on time, keeps the lender's trust.
 * Numbers (Grandma Lin's prices): notebook 45 + pencil 10 + eraser 15 = 70 for school (a need);
 * Mei has 10 → 70 − 10 = 60 borrowed from Leo, with Mom's and Leo's dad's OK. Mei's allowance is
 * 50 every Monday: she pays 20 and keeps 50 − 20 = 30; three Mondays 20 + 20 + 20 = 60; after the
 * first Monday 60 − 20 = 40 owed. The earlier slip was a borrowed storybook, not money.
 * Quiz: q1 Jay (allowance on Fridays) 20 + 20 = 40; q5 30 + 30 = 60, 90 − 60 = 30.
 * Facts: none — all prices are Grandma Lin's.
 */
const body = {
  id: 'M12',
  format: 'classic',
  scenarios: [
    {
      id: 'meis-paying-back-plan',
      title: {
        en: "Mei's Paying-Back Plan",
        'zh-TW': '小美的還錢計畫',
      },
      description: {
        en: 'Mei needs to borrow 60 coins from Leo for school. This time, she wants a clear plan to pay it back.',
        'zh-TW': '小美要跟阿力借 NT$60 買上學用品。這一次，她想先把怎麼還錢說清楚。',
      },
      context: {
        en:
          'On Tuesday, Mei finds that her school notebook is full. Her pencil and eraser are lost, too. ' +
          'She needs new ones for class on Wednesday. In her family, Mei buys small school things with her own allowance. ' +
          "At Grandma Lin's shop, a notebook is 45 coins. A pencil is 10, and an eraser is 15. " +
          '45 + 10 + 15 = 70. Mei has only 10 coins. 70 − 10 = 60, so she needs 60 more. ' +
          'Last month, Mei borrowed a storybook from a classmate. "I will give it back soon," she said. ' +
          'But then she forgot. Her classmate had to ask her three times. ' +
          'Mei did give it back in the end. But for a while, things felt a bit strange between them. ' +
          'This time, Mei wants to do better. She tells Mom first, and Mom says she may ask Leo. ' +
          '"Can I borrow 60 coins?" she asks. Leo checks with his dad, who says OK. ' +
          'Leo smiles. "Sure. But first, let\'s make a plan. How much will you pay back, and when?" ' +
          'Mei gets 50 coins of allowance every Monday. She thinks hard. ' +
          '"I can pay you 20 coins each Monday. I will keep 30 coins for me." 50 − 20 = 30. ' +
          '20 + 20 + 20 = 60, so in three Mondays she can pay it all back. ' +
          'Leo writes the plan on a card. Mei and Leo sign it, and Mom signs it too. ' +
          'Every Monday, Mei gives Leo 20 coins, and Leo checks a box. Soon all three boxes have a check. ' +
          '"You paid on time, every time," says Leo. ' +
          'Pip flaps his wings. "Squawk! Make a plan, then pay on time!"',
        'zh-TW':
          '星期二，小美發現學校用的筆記本寫滿了，鉛筆和橡皮擦也弄丟了，可是星期三上課就要用。' +
          '小美家說好，這類小文具要用自己的零用錢買。' +
          '林奶奶的小店裡，筆記本 NT$45、鉛筆 NT$10、橡皮擦 NT$15，45 + 10 + 15 = 70。' +
          '小美只有 NT$10，70 − 10 = 60，還差 NT$60。' +
          '上個月，小美跟同學借了一本故事書，還說：「我很快就還你。」結果她一忙就忘了。' +
          '同學提醒了她三次，她才把書還回去。那陣子，兩個人碰面都有點尷尬。' +
          '這一次，小美想做得更好。她先跟媽媽說，媽媽同意她去問阿力。' +
          '「可以借我 NT$60 嗎？」她問。阿力先問了爸爸，爸爸說好。' +
          '阿力笑著說：「好啊。不過我們先說好：你要還多少、什麼時候還？」' +
          '小美每個星期一會拿到 NT$50 零用錢。她認真想了想：「我每個星期一還你 NT$20，自己留 NT$30。」50 − 20 = 30。' +
          '20 + 20 + 20 = 60，三個星期一就能還清。' +
          '阿力把約定寫在一張卡片上，小美和阿力都簽了名，媽媽也簽了。' +
          '每個星期一，小美都把 NT$20 交給阿力，阿力就在卡片上打一個勾。三個格子很快都打滿了勾。' +
          '阿力說：「你每次都準時還耶！」' +
          '鸚鵡皮皮拍拍翅膀：「嘎！借錢先說好，還錢要準時！」',
      },
      thinkingPrompts: [
        {
          en: 'Why did writing the plan on a card help both Mei and Leo?',
          'zh-TW': '把約定寫在卡片上，對小美和阿力各有什麼好處？',
        },
        {
          en: 'What if Mei had told Leo, "I will pay you back soon," like last time? What might happen?',
          'zh-TW': '如果小美又像上次一樣，只跟阿力說「我很快就還你」，可能會發生什麼事？',
        },
        {
          en: 'Why did Mei tell her mom before she asked Leo?',
          'zh-TW': '小美為什麼要先跟媽媽說，再去問阿力？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'borrower',
      term: { en: 'borrower', 'zh-TW': '借款人' },
      definition: {
        en: 'The person who gets money or a thing from someone and must give it back.',
        'zh-TW': '跟別人借錢或借東西，之後要還回去的人。',
      },
      example: {
        en: 'Mei borrows 60 coins from Leo, so Mei is the borrower.',
        'zh-TW': '小美跟阿力借了 NT$60，小美就是借款人。',
      },
    },
    {
      id: 'owe',
      term: { en: 'owe', 'zh-TW': '欠' },
      definition: {
        en: 'To still have to pay money back to someone.',
        'zh-TW': '還有錢沒還給別人。',
      },
      example: {
        en: 'After the first Monday, Mei owes Leo 60 − 20 = 40 coins.',
        'zh-TW': '第一個星期一還完以後，小美還欠阿力 60 − 20 = 40，也就是 NT$40。',
      },
    },
    {
      id: 'due-date',
      term: { en: 'due date', 'zh-TW': '還款日' },
      definition: {
        en: 'The day you promised to pay back.',
        'zh-TW': '說好要把錢還回去的那一天。',
      },
      example: {
        en: "Mei's due dates are the next three Mondays.",
        'zh-TW': '小美的還款日，是接下來的三個星期一。',
      },
    },
    {
      id: 'repayment-plan',
      term: { en: 'repayment plan', 'zh-TW': '還款計畫' },
      definition: {
        en: 'A clear promise that says how much you will pay back, and when.',
        'zh-TW': '把要還多少錢、什麼時候還，清清楚楚說好的約定。',
      },
      example: {
        en: "Mei's repayment plan is 20 coins each Monday, for three Mondays.",
        'zh-TW': '小美的還款計畫是：每個星期一還 NT$20，連續還三個星期一。',
      },
    },
    {
      id: 'on-time',
      term: { en: 'on time', 'zh-TW': '準時' },
      definition: {
        en: 'On the day you said, not later.',
        'zh-TW': '在說好的那天做到，不拖延。',
      },
      example: {
        en: 'Mei pays Leo on time every Monday.',
        'zh-TW': '小美每個星期一都準時還錢給阿力。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'a-good-plan',
      stem: {
        en: 'A good repayment plan says…',
        'zh-TW': '一個好的還款計畫，會說清楚……',
      },
      examples: [
        {
          en: 'A good repayment plan says how much I will pay back and on which day.',
          'zh-TW': '一個好的還款計畫，會說清楚要還多少錢、哪一天還。',
        },
        {
          en: 'A good repayment plan says I will pay 20 coins each Monday until I owe nothing.',
          'zh-TW': '一個好的還款計畫，會說清楚我每個星期一還 NT$20，一直還到不再欠錢為止。',
        },
      ],
    },
    {
      id: 'when-i-owe',
      stem: {
        en: 'When I owe someone money, I…',
        'zh-TW': '我欠別人錢的時候，我會……',
      },
      examples: [
        {
          en: 'When I owe someone money, I write down how much I owe and the due date.',
          'zh-TW': '我欠別人錢的時候，我會把欠多少錢和還款日寫下來。',
        },
      ],
    },
    {
      id: 'paying-on-time',
      stem: {
        en: 'Paying back on time shows…',
        'zh-TW': '準時還錢，可以讓對方知道……',
      },
      examples: [
        {
          en: 'Paying back on time shows the lender that they can trust me next time.',
          'zh-TW': '準時還錢，可以讓對方知道，下次還可以放心借給我。',
        },
        {
          en: 'Paying back on time shows that I keep my promises as a borrower.',
          'zh-TW': '準時還錢，可以讓對方知道，我這個借款人說到做到。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: "With his mom's OK, Jay asks to borrow 40 coins from An. His allowance comes every Friday. Which promise is the clearest repayment plan?",
        'zh-TW': '媽媽同意後，阿哲想跟小安借 NT$40。他每個星期五會拿到零用錢。下面哪一句話，是最清楚的還款計畫？',
      },
      options: [
        {
          en: '"I will pay you 20 coins this Friday and 20 next Friday."',
          'zh-TW': '「這星期五還你 NT$20，下星期五再還 NT$20。」',
        },
        {
          en: '"I will pay you back someday, when I have some money left over."',
          'zh-TW': '「等我哪一天有多出來的零用錢，就會把錢還給你。」',
        },
        {
          en: '"I will pay you back soon, I promise."',
          'zh-TW': '「我保證，很快就會還你。」',
        },
        {
          en: '"We are good friends, so it does not matter when I pay."',
          'zh-TW': '「我們是好朋友啊，什麼時候還都沒關係啦，不用特別約好哪一天。」',
        },
      ],
      correctAnswer: 0,
      feedback: {
        en: 'A clear plan says how much and when. 20 + 20 = 40, so two Fridays pay back all 40 coins. An knows exactly what to expect.',
        'zh-TW': '清楚的計畫會說好還多少、什麼時候還。20 + 20 = 40，兩個星期五就能還清 NT$40，小安也知道錢什麼時候會回來。',
      },
      hintCycle: [
        {
          en: 'A clear plan answers two questions: how much, and when?',
          'zh-TW': '清楚的計畫要回答兩個問題：還多少？什麼時候還？',
        },
        {
          en: '"Soon" and "someday" do not name a day. And "good friends don\'t need a plan" is a trap: friends need one too.',
          'zh-TW': '「很快」和「哪一天」都沒有說是哪一天；以為「好朋友不用計畫」也不對，好朋友之間更需要說清楚。',
        },
        {
          en: 'The answer is "20 coins this Friday and 20 next Friday." It names the amounts and the days, and 20 + 20 = 40.',
          'zh-TW': '答案是「這星期五還你 NT$20，下星期五再還 NT$20」。金額和日子都說清楚了，而且 20 + 20 = 40。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'True or false: When you borrow from a good friend, you can pay back whenever you remember.',
        'zh-TW': '是非題：跟好朋友借錢，想到的時候再還就可以了。',
      },
      correctAnswer: false,
      feedback: {
        en: 'False. A friend is still a lender. Your friend may need that money back for a plan of their own. Agree on a due date and pay on time.',
        'zh-TW': '錯。好朋友借你錢，他也是出借人。他可能也要用那筆錢，所以要說好還款日，並且準時還。',
      },
      hintCycle: [
        {
          en: 'Think about how Mei felt when her classmate had to ask her three times.',
          'zh-TW': '想想看，同學提醒了小美三次，兩個人心裡有什麼感覺？',
        },
        {
          en: 'Some people think a friend will not mind waiting. But your friend might need the money, too. "Whenever" leaves them guessing.',
          'zh-TW': '有人以為好朋友不會介意等。可是朋友可能也需要用那筆錢，「想到再還」會讓對方一直猜。',
        },
        {
          en: 'The answer is false. Even with a good friend, agree on a due date and pay back on time.',
          'zh-TW': '答案是「錯」。就算是好朋友，也要說好還款日，並且準時還。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: "With his dad's OK, Leo lent 30 coins to a classmate. She promised to pay on Monday. Monday comes and goes. She says nothing for weeks. What might happen? Pick all that are right.",
        'zh-TW': '爸爸同意後，阿力借了 NT$30 給一位同學，同學說好星期一還。星期一過了，又過了好幾個星期，同學都沒再提這件事。可能會發生什麼事？（可以選好幾個）',
      },
      options: [
        {
          en: 'Leo might feel worried or upset.',
          'zh-TW': '阿力可能會擔心，或是覺得難過。',
        },
        {
          en: 'Nothing changes, as long as the money comes back someday.',
          'zh-TW': '不會有什麼改變，反正錢總有一天會還。',
        },
        {
          en: 'Leo might not have the money he planned to use for lemons.',
          'zh-TW': '阿力原本打算拿那筆錢買檸檬，現在可能不夠用了。',
        },
        {
          en: 'Leo might think twice before he lends to this classmate again.',
          'zh-TW': '下次這位同學再開口借錢，阿力可能會猶豫。',
        },
        {
          en: 'Leo will trust the classmate more than before.',
          'zh-TW': '阿力會比以前更信任這位同學。',
        },
      ],
      correctAnswer: [0, 2, 3],
      feedback: {
        en: 'A broken promise can leave the lender worried and short of money. They may not want to lend again soon. If this happens to you, tell a grown-up. Paying back and talking honestly can win trust back.',
        'zh-TW': '沒有照約定還錢，出借人可能會擔心、自己的計畫可能會缺錢，下次也不太敢再借。遇到這種事，記得跟大人說一聲。把錢還清、好好說明，信任還是可以慢慢找回來。',
      },
      hintCycle: [
        {
          en: 'Think about Leo. How does a broken promise change his feelings and his plans?',
          'zh-TW': '站在阿力的角度想一想：約定沒做到，會影響他的心情和計畫嗎？',
        },
        {
          en: '"It is fine if the money comes back someday" is a trap: late money still hurts plans. Three choices are right.',
          'zh-TW': '以為「錢總有一天會還，就沒關係」是個陷阱：錢晚還，還是會打亂計畫；約定沒做到，信任也不會變多。正確的選項有三個。',
        },
        {
          en: 'The answer: Leo might feel worried, be short of money for lemons, and think twice before lending again.',
          'zh-TW': '答案是：阿力可能會擔心、買檸檬的錢可能不夠，而且下次再借可能會猶豫。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'The day you promise to pay back is called the ______ date.',
        'zh-TW': '說好要把錢還回去的那一天，叫做______。',
      },
      acceptedAnswers: {
        en: ['due', 'due date', 'pay back', 'payback', 'pay-back', 'paying back', 'repayment', 'repay', 'payment', 'pay', 'return', 'give back'],
        'zh-TW': ['還款日', '還款日期', '還錢日', '還錢日期', '還錢的日子', '還款的日子', '還錢的日期', '到期日', '還款期限'],
      },
      feedback: {
        en: 'It is the due date. A clear due date tells both the borrower and the lender when the money will come back.',
        'zh-TW': '答案是還款日。說好還款日，借錢的人和出借人都清楚錢什麼時候會回來。',
      },
      hintCycle: [
        {
          en: 'Look at our new words. Which one is a day on the calendar?',
          'zh-TW': '看看今天學的新詞，哪一個是日曆上的某一天？',
        },
        {
          en: 'For Mei, these days were the three Mondays. The word starts with "d".',
          'zh-TW': '小美的這些日子，就是那三個星期一。答案有三個字，最後一個字是「日」。',
        },
        {
          en: 'The answer is "due", as in due date: the day you promised to pay back.',
          'zh-TW': '答案是「還款日」：說好要還錢的那一天。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: "With his mom's OK, Jay borrowed 90 coins from Leo. He pays back 30 coins each Friday. After two Fridays, Jay still owes ______ coins.",
        'zh-TW': '媽媽同意後，阿哲跟阿力借了 NT$90，每個星期五還 NT$30。還了兩個星期五以後，阿哲還欠______元。',
      },
      acceptedAnswers: {
        en: ['30', 'thirty', '30 coins', 'thirty coins'],
        'zh-TW': ['30', '三十', 'NT$30', '30元', '30 元', '三十元'],
      },
      feedback: {
        en: 'Jay has paid 30 + 30 = 60 coins. 90 − 60 = 30, so he still owes 30 coins. One more Friday of his plan, and he owes nothing.',
        'zh-TW': '阿哲已經還了 30 + 30 = 60，90 − 60 = 30，所以還欠 NT$30。照計畫再還一個星期五，就全部還清了。',
      },
      hintCycle: [
        {
          en: 'First find how much Jay has already paid back.',
          'zh-TW': '先算算看，阿哲已經還了多少？',
        },
        {
          en: 'Two Fridays of 30 coins is 30 + 30 = 60. Now take that away from 90.',
          'zh-TW': '兩個星期五、每次 NT$30，就是 30 + 30 = 60。再用 90 減掉它。',
        },
        {
          en: 'The answer is 30. 90 − 60 = 30, so Jay owes 30 coins, one more payment.',
          'zh-TW': '答案是 30。90 − 60 = 30，阿哲還欠 NT$30，再還一次就還清了。',
        },
      ],
    },
  ],
  reflection: {
    id: 'a-time-i-borrowed',
    question: {
      en: 'Think of a time you borrowed something, like a pencil, a book or some money. Did you agree on when to give it back? How did it go?',
      'zh-TW': '想一想，你曾經跟別人借過什麼東西嗎？像是鉛筆、書，或是一點錢。你們有說好什麼時候還嗎？後來怎麼樣了？',
    },
    placeholder: {
      en: 'One time I borrowed… We agreed that I would give it back… In the end…',
      'zh-TW': '有一次，我跟……借了……，我們說好……，後來……',
    },
  },
} satisfies ClassicBody;

export default body;
