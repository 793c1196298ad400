import type { ClassicBody } from '../schema/module-body';

/**
 * M106 · Capital Mountain: "What Is Investing?" / 「什麼是投資？」.
 * Learning outcome (Grade 4, Investing): tell saving from investing: saving keeps money safe for later;
 * investing uses money now to try to get more back later, with the risk of getting back less; and say that
 * money needed soon stays saved.
 * Benchmark, in words: the grade-4 Investing statements that people invest so their money can grow over time,
 * and that low-risk savings are used for short-term goals while people often invest in riskier things for
 * longer-term goals, hoping for more (explain why people invest; name how saving and investing are alike and
 * how they differ).
 * Island position: the third lesson of Capital Mountain, after M16 (risk and reward: the mountain has a safe
 * road and steeper paths) and M17 (spreading out risk). It names the kinds of investing the island meets next:
 * shares (M107), bonds (M108) and funds (M110). Lead: Mei, with Leo, Pip and Ms. Chen.
 * Numbers: Leo's cup is 20 coins; a usual Saturday is about 10 cups (10 × 20 = 200) with supplies of about
 * 60, so about 140 are left (200 − 60 = 140) (cast sheet, said in the story). Hand-squeezing is slow, so on
 * busy Saturdays a few people leave unserved. The lemon squeezer is the island's own price, 120 coins, paid
 * from Leo's stand savings with his dad's OK. His hope (not a promise): 2 more cups on each busy Saturday
 * (said so), 2 × 20 = 40 coins more in; the extra supplies are about 60 ÷ 10 = 6 a cup, 2 × 6 = 12,
 * 40 − 12 = 28, so about 30 coins more are left. 4 × 30 = 120: back in about 4 busy Saturdays. What happens:
 * 3 sunny, busy Saturdays and 1 rainy, quiet one (no extra), 3 × 30 = 90, about 90 back so far;
 * 120 − 90 = 30 still to come. Mei has 100 coins saved in her piggy bank (from her 50-coin Monday
 * allowance, over some weeks) and wants Grandma Lin's 45-coin notebook next month; she keeps saving.
 * Quiz: q1 a classmate's 150 coins needed in 3 weeks (no sums); q2 An's cousin, 80 coins of paper and paints
 * for cards to sell at a school fair (no sums); q4 a baker's 300-coin oven (no sums); q5 on Money Islands a
 * 90-coin cooler that keeps about 15 more coins each sunny Saturday → 90 ÷ 15 = 6 Saturdays (hint 2: taking
 * 15 away only once, 90 − 15 = 75, is just one Saturday).
 * Facts:
 * - "In Taiwan, children under 18 can only invest with a parent or guardian." (age of majority 18; a minor
 *   needs the legal representative's consent for contracts such as an investment account) — Civil Code arts.
 *   12 and 77 (民法第 12、77 條), as amended, in force 1 January 2023
 */
const body = {
  id: 'M106',
  format: 'classic',
  scenarios: [
    {
      id: 'leos-lemon-squeezer',
      title: {
        en: "Leo's Lemon Squeezer",
        'zh-TW': '阿力的檸檬榨汁器',
      },
      description: {
        en: 'Leo spends his stand savings on a lemon squeezer. Mei asks why, and learns what investing is.',
        'zh-TW': '阿力把擺攤存下的錢，拿去買了一個檸檬榨汁器。小美問他為什麼，也因此認識了什麼是投資。',
      },
      context: {
        en:
          'On Saturday afternoon, Mei visits Leo\'s lemonade stand on Capital Mountain. Leo holds up a new lemon squeezer. ' +
          '"On Money Islands, it cost 120 coins," he says. "I paid from my stand savings, with Dad\'s OK." ' +
          'Mei frowns. "Why spend your savings? Saving is good!" ' +
          '"I didn\'t just spend it. I invested it," says Leo. "Investing means using money now to try to get more back later." ' +
          'On a usual Saturday, Leo sells about 10 cups of lemonade at 20 coins a cup. Lemons, sugar and cups cost about 60, so about 140 coins are left. ' +
          'But squeezing lemons by hand is slow. On busy Saturdays, a few people leave before he can serve them. ' +
          'With the squeezer, Leo hopes to sell 2 more cups on each busy Saturday. 2 × 20 = 40 coins more. ' +
          'After the extra lemons and cups, about 30 of those coins are left. 4 × 30 = 120, so in about 4 busy Saturdays his 120 coins could come back. ' +
          '"But it might rain, or the squeezer might break," Leo adds. "Then I get back less. That\'s the risk." ' +
          'Mei has saved 100 coins in her piggy bank. She wants a 45-coin notebook from Grandma Lin\'s shop next month. "Should I invest mine too?" ' +
          '"Squawk!" says Pip. "When do you need the money?" ' +
          '"Next month," says Mei. So she keeps saving. Saved money stays safe, ready when she needs it. ' +
          '4 Saturdays later, 3 were sunny and busy, and 1 was rainy and quiet. 3 × 30 = 90, so about 90 coins are back so far. ' +
          '"Slower than I hoped," says Leo, "but I can wait." Mei buys her notebook on time. ' +
          'Ms. Chen smiles. "Saving keeps money safe. Investing tries to grow it, but it can shrink too. ' +
          'On this mountain you will meet three kinds of investing: shares, bonds and funds. In Taiwan, children under 18 can only invest with a parent or guardian."',
        'zh-TW':
          '星期六下午，小美到資本山上阿力的檸檬水攤找他。阿力舉起一個新的檸檬榨汁器。' +
          '他說：「在理財冒險島上，這個要 NT$120。我用擺攤存下來的錢買的，爸爸也同意了。」' +
          '小美皺起眉頭：「為什麼要花掉存的錢？存錢不是很好嗎？」' +
          '阿力說：「我不只是花掉，我是拿去投資。投資就是現在先把錢拿出來，想辦法以後換回更多錢。」' +
          '平常的星期六，阿力大約賣出 10 杯檸檬水，一杯 NT$20。檸檬、糖和杯子大約花 NT$60，所以大約剩下 NT$140。' +
          '可是用手擠檸檬很慢。生意很好的星期六，有些客人等不及就走了。' +
          '有了榨汁器，阿力希望每個生意很好的星期六，都能多賣 2 杯：2 × 20 = 40，多收 NT$40。' +
          '扣掉多用的檸檬和杯子，大約多剩 NT$30。4 × 30 = 120，大約 4 個生意很好的星期六，這筆錢就可能賺回來。' +
          '阿力又說：「可是可能會下雨，榨汁器也可能壞掉。那樣我拿回來的就會比較少，這就是風險。」' +
          '小美的存錢筒裡存了 NT$100。她想在下個月去林奶奶的店，買一本 NT$45 的筆記本。她問：「那我也要把錢拿去投資嗎？」' +
          '皮皮叫著：「嘎！你什麼時候要用這筆錢？」' +
          '小美說：「下個月。」所以她決定繼續存著。存起來的錢很安全，要用的時候就在。' +
          '4 個星期六過去了：3 個是客人很多的晴天，1 個是客人很少的雨天。3 × 30 = 90，到現在大約賺回了 NT$90。' +
          '阿力說：「比我想的慢，但我可以等。」小美也準時買到了筆記本。' +
          '陳老師笑著說：「存錢，是把錢安全地留到以後；投資，是想讓錢變多，但錢也可能變少。' +
          '在這座山上，你們會認識三種投資：股票、債券和基金。在台灣，未滿 18 歲的孩子，只能和爸媽或監護人一起投資。」',
      },
      thinkingPrompts: [
        {
          en: 'Why did Pip ask Mei when she needs her money? How would the answer change her choice?',
          'zh-TW': '皮皮為什麼要問小美，什麼時候要用這筆錢？答案不同，她的選擇會有什麼不一樣？',
        },
        {
          en: 'What if it rained on all 4 Saturdays? How might Leo feel, and what could he do next?',
          'zh-TW': '如果 4 個星期六都下雨，阿力可能會有什麼感覺？他接下來可以怎麼做？',
        },
        {
          en: 'Leo asked his dad before he bought the squeezer. Why is it good to plan an investment with a grown-up?',
          'zh-TW': '阿力買榨汁器之前，先問過爸爸。為什麼投資前先和大人一起想一想，是個好方法？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'investing',
      term: { en: 'investing', 'zh-TW': '投資' },
      definition: {
        en: 'Using money now to try to get more money back later.',
        'zh-TW': '現在先把錢拿出來，想辦法以後換回更多錢。',
      },
      example: {
        en: 'Leo is investing 120 coins in a squeezer, hoping to sell more lemonade.',
        'zh-TW': '阿力把 NT$120 投資在榨汁器上，希望賣出更多檸檬水。',
      },
    },
    {
      id: 'saving',
      term: { en: 'saving', 'zh-TW': '存錢' },
      definition: {
        en: 'Keeping money safe so you can use it later.',
        'zh-TW': '把錢安全地留著，等以後再用。',
      },
      example: {
        en: 'Mei is saving for a 45-coin notebook she wants next month.',
        'zh-TW': '小美在存錢，下個月要買一本 NT$45 的筆記本。',
      },
    },
    {
      id: 'risk',
      term: { en: 'risk', 'zh-TW': '風險' },
      definition: {
        en: 'The chance that you get back less than you hoped, or lose some money.',
        'zh-TW': '可能拿回比希望的少，甚至虧掉一些錢的機會。',
      },
      example: {
        en: 'Rain is a risk for Leo: on a rainy Saturday, he sells fewer cups.',
        'zh-TW': '下雨就是阿力的風險：下雨的星期六，他賣出的杯數比較少。',
      },
    },
    {
      id: 'reward',
      term: { en: 'reward', 'zh-TW': '報酬' },
      definition: {
        en: 'What you might gain if things go well.',
        'zh-TW': '事情順利的話，你可能多得到的好處。',
      },
      example: {
        en: 'The reward Leo hopes for is about 30 more coins each busy Saturday.',
        'zh-TW': '阿力希望得到的報酬，是每個生意很好的星期六，大約多剩 NT$30。',
      },
    },
    {
      id: 'guardian',
      term: { en: 'guardian', 'zh-TW': '監護人' },
      definition: {
        en: 'A grown-up who looks after a child, like a parent does, and helps decide big things.',
        'zh-TW': '像爸媽一樣照顧孩子、陪孩子一起決定大事的大人。',
      },
      example: {
        en: 'In Taiwan, children under 18 can only invest with a parent or guardian.',
        'zh-TW': '在台灣，未滿 18 歲的孩子，只能和爸媽或監護人一起投資。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'kinds-of-investing',
      stem: {
        en: 'On Capital Mountain, I will learn about…',
        'zh-TW': '在資本山上，我會認識……',
      },
      examples: [
        {
          en: 'On Capital Mountain, I will learn about shares, bonds and funds: three kinds of investing.',
          'zh-TW': '在資本山上，我會認識股票、債券和基金，它們是三種投資的方式。',
        },
      ],
    },
    {
      id: 'saving-and-investing-differ',
      stem: {
        en: 'Saving is different from investing because…',
        'zh-TW': '存錢和投資不一樣，因為……',
      },
      examples: [
        {
          en: 'Saving is different from investing because saving keeps money safe, and investing tries to grow it but could lose some.',
          'zh-TW': '存錢和投資不一樣，因為存錢是把錢安全地留著；投資是想讓錢變多，但也可能虧掉一些。',
        },
      ],
    },
    {
      id: 'money-i-need-soon',
      stem: {
        en: 'Money I need soon should be…, because…',
        'zh-TW': '很快就要用的錢，應該……，因為……',
      },
      examples: [
        {
          en: 'Money I need soon should be saved, because an investment could leave me with less when I need it.',
          'zh-TW': '很快就要用的錢，應該存起來，因為拿去投資的話，要用的時候可能會變少。',
        },
      ],
    },
    {
      id: 'before-a-child-invests',
      stem: {
        en: 'Before a child in Taiwan invests, they need…',
        'zh-TW': '在台灣，孩子要投資之前，需要……',
      },
      examples: [
        {
          en: 'Before a child in Taiwan invests, they need a parent or guardian to do it with them.',
          'zh-TW': '在台灣，孩子要投資之前，需要爸媽或監護人一起參與。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: "Mei's classmate has saved 150 coins. She needs the money in 3 weeks for her mom's birthday gift. What is the best plan for it?",
        'zh-TW': '小美的同學存了 NT$150。3 個星期後，她要用這筆錢買媽媽的生日禮物。這筆錢最好怎麼安排？',
      },
      options: [
        {
          en: 'Invest it, since investing always gives more.',
          'zh-TW': '拿去投資，因為投資一定會換回更多錢。',
        },
        {
          en: 'Keep it saved, so it is safe and ready in 3 weeks.',
          'zh-TW': '先存著，錢很安全，3 個星期後就能用。',
        },
        {
          en: 'Invest it by herself, since small sums need no grown-up.',
          'zh-TW': '自己拿去投資就好，錢不多，不用找大人。',
        },
        {
          en: 'Either one, since saving and investing are the same.',
          'zh-TW': '哪一種都可以，反正存錢和投資是一樣的。',
        },
      ],
      correctAnswer: 1,
      feedback: {
        en: 'She needs the money soon, so it should stay safe: keep it saved. Investing is not sure to give back more, and it could leave her with less in 3 weeks. Saving and investing are not the same, and in Taiwan a child can only invest with a parent or guardian.',
        'zh-TW': '她很快就要用這筆錢，所以要讓錢安全：繼續存著。投資不一定會換回更多，3 個星期後可能反而變少。存錢和投資不一樣；而且在台灣，孩子只能和爸媽或監護人一起投資。',
      },
      hintCycle: [
        {
          en: 'Think of the question Pip asked Mei: when is the money needed?',
          'zh-TW': '想想皮皮問小美的問題：這筆錢什麼時候要用？',
        },
        {
          en: 'Some think investing always wins, that a child can invest alone, or that it is the same as saving. But an investment can shrink, and 3 weeks is soon.',
          'zh-TW': '有人以為投資一定賺、小孩可以自己投資，或以為投資和存錢一樣。其實投資的錢可能變少，而 3 個星期很快就到了。',
        },
        {
          en: 'The answer: keep it saved, so it is safe and ready in 3 weeks. Money needed soon stays safe.',
          'zh-TW': '答案是：先存著，錢很安全，3 個星期後就能用。很快要用的錢，要放在安全的地方。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: "An's cousin uses 80 coins of her savings to buy paper and paints, with her dad's OK. She will make cards to sell at a school fair, hoping to get back more than 80 coins. True or false: this is investing, and she might get back less than 80 coins.",
        'zh-TW': '小安的表姊用存下來的 NT$80 買了紙和顏料，爸爸也同意了。她要做卡片，在學校園遊會上賣，希望賺回比 NT$80 更多的錢。是非題：這是一種投資，而且她拿回來的錢可能比 NT$80 少。',
      },
      correctAnswer: true,
      feedback: {
        en: 'True. She uses money now to try to get more back later, so it is investing. If fewer people buy cards, she could get back less than 80 coins. That is the risk.',
        'zh-TW': '對。她現在先把錢拿出來，想辦法以後換回更多錢，這就是投資。如果買卡片的人不多，她拿回來的可能不到 NT$80，這就是風險。',
      },
      hintCycle: [
        {
          en: "Is she trying to get more money back later, like Leo's squeezer?",
          'zh-TW': '她是不是想以後換回更多錢，就像阿力的榨汁器一樣？',
        },
        {
          en: 'Some think a plan with a grown-up\'s OK cannot lose. But the OK does not decide how many cards people buy.',
          'zh-TW': '有人以為大人同意的計畫就不會虧。可是大人同意，並不能決定有多少人會買卡片。',
        },
        {
          en: 'The answer is true. It is investing, and like any investment, she might get back less than she put in.',
          'zh-TW': '答案是「對」。這是投資；就像所有的投資一樣，她拿回來的錢可能比放進去的少。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Which sentences about saving and investing are right? Pick all that are right.',
        'zh-TW': '下面哪些關於存錢和投資的句子是對的？（可以選好幾個）',
      },
      options: [
        {
          en: 'Saving keeps money safe for later.',
          'zh-TW': '存錢是把錢安全地留到以後。',
        },
        {
          en: 'Investing tries to grow money, but you could get back less.',
          'zh-TW': '投資是想讓錢變多，但拿回來的也可能變少。',
        },
        {
          en: 'If an investment went up last year, it will go up this year too.',
          'zh-TW': '如果一項投資去年漲了，今年也會再漲。',
        },
        {
          en: 'In Taiwan, children under 18 can only invest with a parent or guardian.',
          'zh-TW': '在台灣，未滿 18 歲的孩子，只能和爸媽或監護人一起投資。',
        },
        {
          en: 'Money you need next week is a good fit for investing.',
          'zh-TW': '下個星期就要用的錢，很適合拿去投資。',
        },
      ],
      correctAnswer: [0, 1, 3],
      feedback: {
        en: 'Saving keeps money safe. Investing tries to grow it, with the risk of getting back less. In Taiwan, a child invests only with a parent or guardian. Going up last year promises nothing for this year, and money needed next week should stay saved.',
        'zh-TW': '存錢是讓錢安全；投資是想讓錢變多，但可能拿回比較少；在台灣，孩子只能和爸媽或監護人一起投資。去年漲了，不代表今年也會漲；下個星期就要用的錢，應該存著。',
      },
      hintCycle: [
        {
          en: "Think of Leo's squeezer, Mei's notebook, and what Ms. Chen said at the end.",
          'zh-TW': '想想阿力的榨汁器、小美的筆記本，還有陳老師最後說的話。',
        },
        {
          en: 'Some think a rise last year means a rise this year. Others think money needed next week can be invested. Check those two again.',
          'zh-TW': '有人以為去年漲，今年就會漲；也有人以為下個星期要用的錢也能拿去投資。再檢查一次這兩句。',
        },
        {
          en: 'The answers: saving keeps money safe, and investing tries to grow money but could give back less. Also, in Taiwan, children under 18 invest only with a parent or guardian.',
          'zh-TW': '答案是：存錢是把錢安全地留到以後；投資是想讓錢變多，但也可能變少；在台灣，未滿 18 歲的孩子只能和爸媽或監護人一起投資。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'On Money Islands, a baker buys a second oven for 300 coins. She hopes to bake and sell more bread, and get back more than 300. Putting money in now to try to get more later is called ______.',
        'zh-TW': '在理財冒險島上，一位麵包師傅花 NT$300 買了第二台烤箱。她希望烤出、賣出更多麵包，賺回比 NT$300 更多的錢。現在先把錢拿出來，想辦法以後換回更多錢，這叫做______。',
      },
      acceptedAnswers: {
        en: ['investing', 'invest', 'an investment', 'investment', 'making an investment'],
        'zh-TW': ['投資', '一種投資', '做投資'],
      },
      feedback: {
        en: 'It is investing. The baker uses money now, hoping for more later. It could also go less well than she hopes: that is the risk.',
        'zh-TW': '這叫做投資。麵包師傅現在先把錢拿出來，希望以後換回更多錢；但結果也可能不如她希望的，這就是風險。',
      },
      hintCycle: [
        {
          en: 'What did Leo call it when he bought his squeezer?',
          'zh-TW': '阿力買榨汁器的時候，他說自己在做什麼？',
        },
        {
          en: 'It is not saving: saving keeps money safe and does not buy an oven. It is not plain spending either, since she hopes to get more back.',
          'zh-TW': '不是存錢：存錢是把錢安全地留著，不會拿去買烤箱。也不只是花錢，因為她希望換回更多錢。',
        },
        {
          en: 'The answer is "investing": using money now to try to get more later.',
          'zh-TW': '答案是「投資」：現在先把錢拿出來，想辦法以後換回更多錢。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: "On Money Islands, Leo's friend buys a bigger cooler for his drink stand for 90 coins, with his mom's OK. On each sunny Saturday, it helps him keep about 15 more coins. He needs ______ sunny Saturdays to get the 90 coins back.",
        'zh-TW': '在理財冒險島上，阿力的朋友花 NT$90 幫他的飲料攤買了一個更大的保冷箱，媽媽也同意了。每個晴天的星期六，保冷箱能幫他多留下大約 NT$15。他要______個晴天的星期六，才能把 NT$90 賺回來。',
      },
      acceptedAnswers: {
        en: ['6', 'six', '6 Saturdays', 'six Saturdays', '6 sunny Saturdays', 'six sunny Saturdays'],
        'zh-TW': ['6', '六', '6個', '6 個', '六個'],
      },
      feedback: {
        en: '90 ÷ 15 = 6, so about 6 sunny Saturdays. Rainy Saturdays would make it take longer: that is the risk of his plan.',
        'zh-TW': '90 ÷ 15 = 6，大約要 6 個晴天的星期六。如果遇到下雨的星期六，就要更久，這就是他的計畫的風險。',
      },
      hintCycle: [
        {
          en: 'How many groups of 15 coins make 90 coins?',
          'zh-TW': '90 裡面有幾個 15？',
        },
        {
          en: 'Do not take 15 away from 90 only once: that is just one Saturday. Divide 90 by 15.',
          'zh-TW': '不是用 90 減 15 一次就好，那只是一個星期六。要用 90 除以 15。',
        },
        {
          en: 'The answer is 6. 90 ÷ 15 = 6 sunny Saturdays to get the 90 coins back.',
          'zh-TW': '答案是 6。90 ÷ 15 = 6，要 6 個晴天的星期六，才能把 NT$90 賺回來。',
        },
      ],
    },
  ],
  reflection: {
    id: 'save-or-invest',
    question: {
      en: 'Think of something you are saving for. When will you need the money? Is it money you need soon, or money for far in the future? How would you keep it, and why?',
      'zh-TW': '想一想，你正在為什麼東西存錢？什麼時候要用到這筆錢？這是很快就要用的錢，還是很久以後才要用的錢？你會怎麼安排它？為什麼？',
    },
    placeholder: {
      en: 'I am saving for… I will need the money… So I will…',
      'zh-TW': '我正在存錢買……。我……的時候要用到這筆錢，所以我會……',
    },
  },
} satisfies ClassicBody;

export default body;
