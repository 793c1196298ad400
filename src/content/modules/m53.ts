import type { ClassicBody } from '../schema/module-body';

/**
 * M53 · Shield Island, lesson 4: "Family Emergency Funds" / 「家庭緊急預備金」.
 * Learning outcome (Grade 4, Managing Risk): explain that a family emergency fund is money saved for
 * unexpected costs (a broken fridge, a smaller pay month when a grown-up is sick), kept apart from the
 * money for everyday spending, so that the family does not need to borrow when a surprise comes; and
 * that the family refills it after using it.
 * Benchmark, in words: the grade-4 Managing Risk outcome that saving for emergencies helps people cover
 * unexpected losses (as in M22); this lesson takes An's own fund from Risk Volcano to a whole family.
 * Ties back to Risk Volcano M22: Jay remembers An's tin ("The tin is for surprises. The comic is a
 * want.") and says "The fund is for surprises. The ice maker is a want." Kept apart and refilled, as there.
 * Children help in kid-sized ways (Jay packs the cooler box, draws a shield); when Jay offers his
 * allowance, Dad thanks him and says the fund is a grown-up job, so no child pays for family costs.
 * "A few months": Dad says "Many families try to save enough for a few months of costs" (the brief's
 * wording); no number of months is given as a rule.
 * Numbers (all the island's own, said in the text: "On Money Islands … Real prices are different."):
 * the family fund has 30,000; a simple fridge 6,000, one with an ice maker 9,000; they pay 6,000 →
 * 30,000 − 6,000 = 24,000 left; refill 1,000 a month → 6,000 ÷ 1,000 = 6 months. Jay's allowance is
 * 100 every Friday (cast sheet). Terms: the same numbers.
 * Quiz: q1 Mei's uncle rests 2 weeks, so the month's pay will not cover food and bills (no sums);
 * q2 fund 20,000, a new washing machine 5,000 → 20,000 − 5,000 = 15,000 left, no need to borrow
 * (answer false); q5 a new water heater 4,000, put back 500 a month → 4,000 ÷ 500 = 8 months
 * (500 × 8 = 4,000; the slip 4,000 − 500 = 3,500).
 * Facts: none — the fund, the fridge, washing-machine and water-heater prices and the refill amounts are
 * the island's own; the lesson names no bank, rate or law.
 */
const body = {
  id: 'M53',
  format: 'classic',
  scenarios: [
    {
      id: 'jays-family-shield',
      title: {
        en: "Jay's Family Shield",
        'zh-TW': '阿哲家的守護盾',
      },
      description: {
        en: 'The fridge at Jay\'s home stops working. How will his family pay for a new one?',
        'zh-TW': '阿哲家的冰箱突然壞了，家裡要怎麼付新冰箱的錢呢？',
      },
      context: {
        en:
          'On Tuesday, the fridge at Jay\'s home is warm inside. "It is too old to fix," says Mom. ' +
          'Jay\'s tummy feels tight. "Is a new one a lot of money?" ' +
          'Dad hugs him. "Yes. But our family emergency fund has 30,000 coins, kept apart from our spending money. ' +
          'Many families try to save enough for a few months of costs. Then a surprise does not make us borrow." ' +
          'Jay helps pack the milk into a cooler box. ' +
          'On Wednesday, they shop. On Money Islands, a simple fridge costs 6,000 coins. One with an ice maker costs 9,000. Real prices are different. ' +
          'Jay loves the ice maker. Then he remembers An\'s tin from Risk Volcano. ' +
          '"The fund is for surprises. The ice maker is a want," he says. ' +
          'They buy the simple one from the fund: 30,000 − 6,000 = 24,000 coins are left. No one borrows. ' +
          '"We will put back 1,000 coins a month," says Mom. 6,000 ÷ 1,000 = 6 months. ' +
          'On Friday, Jay gets his 100 coins of allowance. "Can I add some to the fund?" ' +
          'Dad smiles. "Thanks! The fund is a grown-up job. You help in kid-sized ways." ' +
          'On Sunday, Jay draws a shield for the new fridge. ' +
          'Pip squawks, "A family fund is a shield for surprises!"',
        'zh-TW':
          '星期二，阿哲家的冰箱裡面怎麼摸都是溫的。媽媽說：「這台冰箱太舊了，修不好了。」' +
          '阿哲心裡一緊，小聲問：「買新的，是不是要很多錢？」' +
          '爸爸抱抱他，說：「是啊。不過我們家的緊急預備金有 NT$30,000，和平常要花的錢分開放。' +
          '很多家庭都會試著存下幾個月的生活費，這樣遇到意外，就不用跟別人借錢。」' +
          '阿哲幫忙把牛奶放進保冷箱。' +
          '星期三，全家去買冰箱。在理財冒險島上，簡單的冰箱一台 NT$6,000，有製冰機的要 NT$9,000。真實的價格不一樣喔。' +
          '阿哲好喜歡製冰機，可是他想起小安在風險火山的那個鐵盒。' +
          '他說：「預備金是給意外用的，製冰機是想要的東西。」' +
          '他們用預備金買了簡單的那台：30,000 − 6,000 = 24,000，還剩 NT$24,000，誰都不用去借錢。' +
          '媽媽說：「我們每個月存回 NT$1,000。」6,000 ÷ 1,000 = 6，6 個月就能補回來。' +
          '星期五，阿哲拿到 NT$100 零用錢，他問：「我可以放一點到預備金裡嗎？」' +
          '爸爸笑著說：「謝謝你！預備金是大人的事，你用小朋友的方式幫忙就很好了。」' +
          '星期天，阿哲畫了一面盾牌，貼在新冰箱上。' +
          '皮皮叫著：「嘎！家庭預備金，就是擋住意外的盾牌！」',
      },
      thinkingPrompts: [
        {
          en: 'What if Jay\'s family had no emergency fund? What might they have done when the fridge broke?',
          'zh-TW': '如果阿哲家沒有緊急預備金，冰箱壞掉的時候，他們可能得怎麼辦？',
        },
        {
          en: 'Why do you think the family keeps the fund apart from their spending money?',
          'zh-TW': '你覺得，阿哲家為什麼要把預備金和平常要花的錢分開放？',
        },
        {
          en: 'Dad said the fund is a grown-up job. Why were packing the cooler box and drawing a shield still good ways for Jay to help?',
          'zh-TW': '爸爸說預備金是大人的事。為什麼幫忙裝保冷箱、畫盾牌，還是阿哲幫忙的好方法？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'family-emergency-fund',
      term: { en: 'family emergency fund', 'zh-TW': '家庭緊急預備金' },
      definition: {
        en: 'Money a family saves only for surprises, like a broken fridge.',
        'zh-TW': '一家人特別存下來、只在發生意外時才用的錢，像是冰箱突然壞掉。',
      },
      example: {
        en: "Jay's family paid for the new fridge from their family emergency fund.",
        'zh-TW': '阿哲家用家庭緊急預備金，付了新冰箱的錢。',
      },
    },
    {
      id: 'unexpected-cost',
      term: { en: 'unexpected cost', 'zh-TW': '意外開銷' },
      definition: {
        en: 'Money you need to pay for something nobody planned.',
        'zh-TW': '事先沒有人料到、突然要付的錢。',
      },
      example: {
        en: 'The broken fridge was an unexpected cost of 6,000 coins.',
        'zh-TW': '冰箱壞掉，是一筆 NT$6,000 的意外開銷。',
      },
    },
    {
      id: 'living-costs',
      term: { en: 'living costs', 'zh-TW': '生活費' },
      definition: {
        en: 'The money a home needs each month, for things like food, a place to live and bills.',
        'zh-TW': '一個家每個月要花的錢，像是吃飯、住的地方和水電費。',
      },
      example: {
        en: 'Many families try to save enough for a few months of living costs.',
        'zh-TW': '很多家庭都會試著存下幾個月的生活費。',
      },
    },
    {
      id: 'keep-apart',
      term: { en: 'keep apart', 'zh-TW': '分開放' },
      definition: {
        en: 'To keep money in its own place, so it does not mix with other money.',
        'zh-TW': '把一筆錢放在自己的地方，不和別的錢混在一起。',
      },
      example: {
        en: "Jay's family keeps the fund apart from their spending money.",
        'zh-TW': '阿哲家把預備金和平常要花的錢分開放。',
      },
    },
    {
      id: 'borrow',
      term: { en: 'borrow', 'zh-TW': '借錢' },
      definition: {
        en: 'To get money from someone now and promise to pay it back later.',
        'zh-TW': '現在先拿別人的錢來用，答應以後要還。',
      },
      example: {
        en: 'With the fund, Jay\'s family did not need to borrow for the new fridge.',
        'zh-TW': '有了預備金，阿哲家買新冰箱，不用跟別人借錢。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'a-family-fund-is-for',
      stem: {
        en: 'A family emergency fund is for…',
        'zh-TW': '家庭緊急預備金是用在……',
      },
      examples: [
        {
          en: 'A family emergency fund is for a surprise, like a broken fridge. It is not for an ice maker we just want.',
          'zh-TW': '家庭緊急預備金是用在像冰箱壞掉這種意外，不是拿來買只是想要的製冰機。',
        },
        {
          en: 'A family emergency fund is for a month when a grown-up is sick and gets less pay.',
          'zh-TW': '家庭緊急預備金是用在大人生病、那個月薪水變少的時候。',
        },
      ],
    },
    {
      id: 'keep-it-apart-so',
      stem: {
        en: 'A family keeps its fund apart so that…',
        'zh-TW': '一個家把預備金分開放，是為了……',
      },
      examples: [
        {
          en: 'A family keeps its fund apart so that it does not get spent by mistake. Then it is ready for a surprise.',
          'zh-TW': '一個家把預備金分開放，是為了不要不小心把它花掉，這樣意外來的時候，錢還在那裡。',
        },
      ],
    },
    {
      id: 'kid-sized-help',
      stem: {
        en: 'When my family has an unexpected cost, I can help by…',
        'zh-TW': '家裡有意外開銷的時候，我可以幫忙……',
      },
      examples: [
        {
          en: 'When my family has an unexpected cost, I can help by packing food into a cooler box.',
          'zh-TW': '家裡有意外開銷的時候，我可以幫忙把食物裝進保冷箱。',
        },
        {
          en: 'When my family has an unexpected cost, I can help by staying calm and asking what I can do.',
          'zh-TW': '家裡有意外開銷的時候，我可以幫忙保持冷靜，問問大人我可以做什麼。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: "Mei's uncle hurts his foot and rests at home for 2 weeks. His pay this month is smaller, so it will not cover all their food and bills. Luckily, they have a family emergency fund. What is the best plan for them?",
        'zh-TW': '小美的舅舅扭傷了腳，在家休息了 2 個星期，這個月的薪水比平常少，不夠付家裡的菜錢和水電費。還好，他們家有一筆家庭緊急預備金。他們最好怎麼做？',
      },
      options: [
        {
          en: 'Borrow money from a friend, because a fund is only for things that break.',
          'zh-TW': '跟朋友借錢，因為預備金只能用在東西壞掉的時候。',
        },
        {
          en: 'Use their family emergency fund, then refill it later.',
          'zh-TW': '用家庭緊急預備金，之後再補回來。',
        },
        {
          en: 'Leave the fund alone for a bigger surprise.',
          'zh-TW': '預備金先別動，留給更大的意外。',
        },
        {
          en: "Ask Mei's little cousin to pay for the food with her allowance.",
          'zh-TW': '請小美的表妹用她的零用錢來付菜錢。',
        },
      ],
      correctAnswer: 1,
      feedback: {
        en: 'A smaller pay month is a surprise, just like a broken fridge. The fund is there for it, so nobody needs to borrow, and the family refills it later. A fund that is never used helps no one. Paying for food is a grown-up job, not a child\'s.',
        'zh-TW': '薪水突然變少，和冰箱壞掉一樣，都是意外。預備金就是為這種時候準備的，用了它就不必借錢，之後再補回來就好。一直不敢用的預備金，幫不了任何人。買菜吃飯是大人的事，不是小朋友要負擔的。',
      },
      hintCycle: [
        {
          en: 'What is a family emergency fund for? Is a smaller pay month a surprise?',
          'zh-TW': '家庭緊急預備金是用在什麼時候？薪水突然變少，算不算意外？',
        },
        {
          en: 'Some think a fund is only for broken things, or must stay full. But a fund is saved to be used in a surprise. And food money is not a child\'s job.',
          'zh-TW': '有人以為預備金只能用在東西壞掉，或是一定要一直存滿。其實預備金存下來，就是要在意外時拿來用的；買菜的錢也不是小朋友該出的。',
        },
        {
          en: 'The answer: use their family emergency fund, then refill it later. That is exactly what the fund is for.',
          'zh-TW': '答案是：用家庭緊急預備金，之後再補回來。這正是預備金的用途。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: "Jay's cousin's family has 20,000 coins in their emergency fund. Their washing machine breaks. On Money Islands, a new one costs 5,000 coins. True or false: the family needs to borrow money to buy it.",
        'zh-TW': '阿哲的表哥家，緊急預備金有 NT$20,000。他們家的洗衣機壞了，在理財冒險島上，一台新的要 NT$5,000。是非題：他們得跟別人借錢，才買得起新洗衣機。',
      },
      correctAnswer: false,
      feedback: {
        en: 'False. 20,000 − 5,000 = 15,000 coins would still be in the fund. The fund pays for the surprise, so the family does not need to borrow. Then they refill it.',
        'zh-TW': '不對。20,000 − 5,000 = 15,000，預備金裡還會剩 NT$15,000。預備金付得起這個意外，所以他們不用借錢，之後再慢慢補回來就好。',
      },
      hintCycle: [
        {
          en: 'Is 20,000 coins more or less than 5,000 coins?',
          'zh-TW': 'NT$20,000 比 NT$5,000 多還是少？',
        },
        {
          en: 'Some think a big cost means a family has to borrow. But this is what the fund was saved for. Work out 20,000 − 5,000.',
          'zh-TW': '有人以為一遇到大筆花費，就得去借錢。可是預備金本來就是為這種時候存的。算一算 20,000 − 5,000。',
        },
        {
          en: 'The answer is false. 20,000 − 5,000 = 15,000: the fund pays for the washing machine, and no one needs to borrow.',
          'zh-TW': '答案是「不對」。20,000 − 5,000 = 15,000：預備金付得起洗衣機，誰都不用借錢。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Which of these are unexpected costs that a family emergency fund is for? Pick all that are right.',
        'zh-TW': '下面哪些是家庭緊急預備金可以用的意外開銷？（可以選好幾個）',
      },
      options: [
        {
          en: 'The family scooter breaks down, and Mom needs it to get to work.',
          'zh-TW': '家裡的機車突然壞了，媽媽要騎它去上班。',
        },
        {
          en: 'A bigger TV, because the old one now feels too small.',
          'zh-TW': '買一台更大的電視，因為舊的看起來太小了。',
        },
        {
          en: 'Dad is sick for a week, so his pay this month is smaller.',
          'zh-TW': '爸爸生病一個星期，這個月的薪水變少了。',
        },
        {
          en: 'The class trip next month, which the family knew about months ago.',
          'zh-TW': '下個月的校外教學，家裡好幾個月前就知道了。',
        },
        {
          en: 'After a typhoon, a window leaks and needs fixing.',
          'zh-TW': '颱風過後，窗戶漏水，需要找人來修。',
        },
      ],
      correctAnswer: [0, 2, 4],
      feedback: {
        en: 'A broken scooter, a smaller pay month and a leaking window are surprises the family did not plan. A bigger TV is a want. The class trip was known long ago, so it gets its own saving plan.',
        'zh-TW': '機車壞掉、薪水變少、窗戶漏水，都是家裡沒料到的意外。更大的電視是想要的東西；校外教學早就知道了，應該另外存錢準備。',
      },
      hintCycle: [
        {
          en: 'For each one, ask: did the family know it was coming? Is it a need or a want?',
          'zh-TW': '每一個都問問看：家裡早就知道會有這筆花費嗎？它是需要，還是想要？',
        },
        {
          en: 'A big cost is not the same as a surprise. A trip known long ago can be planned for, and a bigger TV is a want.',
          'zh-TW': '花很多錢，不等於是意外。早就知道的校外教學可以事先存錢，更大的電視則是想要的東西。',
        },
        {
          en: 'The answers: the broken scooter, Dad\'s smaller pay month and the leaking window. Each is a need that came as a surprise.',
          'zh-TW': '答案是：機車壞掉、爸爸的薪水變少、窗戶漏水。這些都是突然冒出來的需要。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: "An's aunt puts her emergency fund in its own account. She keeps it ______ from her spending money, so she does not use it by mistake.",
        'zh-TW': '小安的阿姨把緊急預備金存在另一個帳戶，和平常要花的錢______，才不會不小心花掉。',
      },
      acceptedAnswers: {
        en: ['apart', 'separate', 'separately', 'away'],
        'zh-TW': ['分開', '分開放', '分開存', '分開存放', '分開保管'],
      },
      feedback: {
        en: 'She keeps it apart. When the fund has its own place, it does not get spent on everyday things. Then it is ready for a surprise.',
        'zh-TW': '要分開放。預備金有自己的地方，就不會被拿去買平常的東西，意外來的時候，錢才會在那裡。',
      },
      hintCycle: [
        {
          en: 'Think of An\'s tin and her spend jar in Risk Volcano. Were they together?',
          'zh-TW': '想想小安在風險火山的鐵盒和花用罐，它們是放在一起的嗎？',
        },
        {
          en: 'Not "together": money that is mixed gets spent by mistake. The word means the opposite.',
          'zh-TW': '不是「放在一起」：錢混在一起，很容易不小心花掉。答案的意思正好相反。',
        },
        {
          en: 'The answer is "apart": the fund stays apart from spending money, so it is there for a surprise.',
          'zh-TW': '答案是「分開」：預備金和平常要花的錢分開放，意外來時才用得上。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: "Leo's family needs a new water heater. On Money Islands, it costs 4,000 coins. They pay from their emergency fund. Then they put back 500 coins a month. It takes ______ months to refill the fund.",
        'zh-TW': '阿力家的熱水器要換新的。在理財冒險島上，一台要 NT$4,000。他們用緊急預備金付錢，之後每個月存回 NT$500。要______個月，才能把預備金補回來。',
      },
      acceptedAnswers: {
        en: ['8', 'eight', '8 months', 'eight months'],
        'zh-TW': ['8', '八', '8個月', '8 個月', '八個月'],
      },
      feedback: {
        en: '4,000 ÷ 500 = 8 months. Putting back a little each month fills the fund again, so it is ready for the next surprise.',
        'zh-TW': '4,000 ÷ 500 = 8，要 8 個月。每個月存回一點，預備金就會再滿起來，準備好迎接下一次意外。',
      },
      hintCycle: [
        {
          en: 'How many 500s make 4,000?',
          'zh-TW': '4,000 裡面有幾個 500？',
        },
        {
          en: 'Do not take 500 away from 4,000: that gives 3,500, the coins still missing after one month. Divide instead.',
          'zh-TW': '不是用 4,000 減 500：那樣算出的 3,500，是存了 1 個月後還差的錢。這題要用除法。',
        },
        {
          en: 'The answer is 8. 4,000 ÷ 500 = 8, and 500 × 8 = 4,000.',
          'zh-TW': '答案是 8。4,000 ÷ 500 = 8，而 500 × 8 = 4,000。',
        },
      ],
    },
  ],
  reflection: {
    id: 'helping-at-home',
    question: {
      en: 'If something broke at home, what kid-sized ways could you help? Who could you talk to if you felt worried?',
      'zh-TW': '如果家裡有東西壞了，你可以用哪些小朋友的方式幫忙？如果你覺得擔心，可以找誰聊一聊？',
    },
    placeholder: {
      en: 'If something broke at home, I could help by… If I felt worried, I would talk to…',
      'zh-TW': '如果家裡有東西壞了，我可以幫忙……。如果我覺得擔心，我會找……聊一聊。',
    },
  },
} satisfies ClassicBody;

export default body;
