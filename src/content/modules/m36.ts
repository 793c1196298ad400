import type { ClassicBody } from '../schema/module-body';

/**
 * M36 · Future Harbor, lesson 2: "Short-Term and Long-Term Goals" / 「短期與長期目標」.
 * Learning outcome (Grade 4, Saving): tell short-term goals (reached in weeks) from long-term goals
 * (many months or years), and split savings between them so both keep growing.
 * Benchmark, in words: the grade-4 Saving statements that people save for goals they will reach soon
 * and for goals far in the future, and plan how much to save for each.
 * Numbers: An's allowance is 100 every Monday (cast sheet); she saves 50 of it each week. Comic book 120
 * (Grandma Lin's price); on Money Islands a small telescope costs 1,500 (the island's own price). First
 * idea: all 50 to the comic, nothing to the telescope. The split: 30 to the telescope + 20 to the comic,
 * 20 + 30 = 50. Comic: 20 × 6 = 120, 6 weeks (short-term). Telescope: 30 × 50 = 1,500, 50 weeks, about a
 * year (long-term). The comic coins go in her piggy bank; the telescope coins go in an envelope, and once
 * a month she and Mom put them into her savings passbook (the cast sheet's passbook; no rate, no
 * institution named).
 * Quiz: q1 Mei saves 20 a week, 10 + 10 = 20; q2 Leo's stand, about 140 left on each Saturday (cast
 * sheet): 140 + 140 = 280, for a folding table that costs 280 on Money Islands (the island's own price),
 * so 2 Saturdays, 2 weeks; q3 Jay: sketchbook 60 (Grandma Lin's price) in 3 weeks, art camp about
 * 10 months away, a drawing tablet in 2 years, a sticker sheet this Friday, color pencils in 5 weeks;
 * q4 a notebook 45 (Grandma Lin's price) in 3 weeks; q5 An's cousin saves 60 a week, 25 for the
 * short-term goal → 60 − 25 = 35 for the long-term goal.
 * Facts: none — the telescope and the folding table are the island's own prices; the comic book,
 * sketchbook and notebook are Grandma Lin's; Leo's stand figures are the cast sheet's.
 */
const body = {
  id: 'M36',
  format: 'classic',
  scenarios: [
    {
      id: 'ans-two-ships',
      title: {
        en: "An's Two Ships",
        'zh-TW': '小安的兩艘船',
      },
      description: {
        en: 'An has one goal that is close and one that is far away. Does she have to pick just one?',
        'zh-TW': '小安有一個很近的目標，還有一個很遠的目標。她只能選一個嗎？',
      },
      context: {
        en:
          'On Monday, Pip shows the class a little ferry and a big ship. ' +
          '"Some goals are short trips, like the ferry," says Pip. "Some are long voyages." ' +
          'An gets her 100-coin allowance every Monday. She saves 50 coins of it each week. ' +
          "She wants two things. At Grandma Lin's shop, a comic book costs 120 coins. " +
          'On Money Islands, a small telescope costs 1,500 coins. ' +
          '"I will save for the comic first," An says. "The telescope is too far away." ' +
          'Mei asks, "But after the comic, you will want something new. When will the telescope start?" ' +
          'Mei has a point. So An splits her 50 coins: 30 for the telescope and 20 for the comic. 20 + 30 = 50. ' +
          'The comic is a short-term goal. 20 × 6 = 120, so it takes 6 weeks. ' +
          'The telescope is a long-term goal. 30 × 50 = 1,500, so it takes 50 weeks, about a year. ' +
          'The comic coins go in her piggy bank, because she will use them soon. ' +
          'The telescope coins go in an envelope. Once a month, she and Mom put them into her passbook account. ' +
          'Money there is harder to grab. ' +
          'On Sunday, An smiles. "One goal comes soon. One grows slowly." ' +
          '"Squawk!" says Pip. "Two ships, both sailing!"',
        'zh-TW':
          '星期一，皮皮帶大家看港灣裡的一艘小渡輪和一艘大船。' +
          '皮皮說：「有些目標像搭渡輪，短短一趟就到；有些目標像大船遠航，要走很久。」' +
          '小安每週一有 NT$100 零用錢，她每個星期會從裡面存 NT$50。' +
          '她想要兩樣東西：林奶奶店裡的漫畫一本要 NT$120；在理財冒險島上，一支小望遠鏡要 NT$1,500。' +
          '小安說：「我先存錢買漫畫好了，望遠鏡太遙遠了。」' +
          '小美問：「可是買完漫畫，又會有新的想要的東西啊。那望遠鏡要等到什麼時候才開始存？」' +
          '小安想了想，覺得小美說得有道理。於是她把 NT$50 分成兩份：NT$30 存望遠鏡，NT$20 存漫畫。20 + 30 = 50。' +
          '漫畫是短期目標：20 × 6 = 120，6 個星期就存到了。' +
          '望遠鏡是長期目標：30 × 50 = 1,500，要存 50 個星期，差不多一年。' +
          '存漫畫的錢放進存錢筒，因為過幾個星期就要用。' +
          '存望遠鏡的錢先放進信封，每個月媽媽會陪她，把這些錢存進她的存摺。錢放在那裡，比較不會隨手拿去花。' +
          '星期天，小安笑著說：「一個目標很快就到，一個目標慢慢長大。」' +
          '皮皮叫著：「嘎！兩艘船，都在往前開喔！」',
      },
      thinkingPrompts: [
        {
          en: 'Why do you think An keeps the telescope coins where they are harder to grab?',
          'zh-TW': '你覺得小安為什麼要把存望遠鏡的錢，放在不容易拿到的地方？',
        },
        {
          en: 'What if An buys the comic, then wants new stickers, then a new toy? When would the telescope start?',
          'zh-TW': '如果小安買了漫畫，接著又想要新貼紙、新玩具，望遠鏡要到什麼時候才會開始存？',
        },
        {
          en: 'Why might a short-term goal help An keep going on her long-term goal?',
          'zh-TW': '為什麼一個短期目標，可能幫助小安把長期目標堅持下去？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'short-term-goal',
      term: { en: 'short-term goal', 'zh-TW': '短期目標' },
      definition: {
        en: 'A goal you can reach soon, in a few weeks.',
        'zh-TW': '很快就能達成的目標，大概幾個星期就做得到。',
      },
      example: {
        en: 'The comic book is a short-term goal. An can save for it in 6 weeks.',
        'zh-TW': '漫畫是短期目標，小安 6 個星期就能存到。',
      },
    },
    {
      id: 'long-term-goal',
      term: { en: 'long-term goal', 'zh-TW': '長期目標' },
      definition: {
        en: 'A goal that takes many months or years to reach.',
        'zh-TW': '要花好幾個月、甚至好幾年，才能達成的目標。',
      },
      example: {
        en: 'The telescope is a long-term goal. It takes An about a year.',
        'zh-TW': '望遠鏡是長期目標，小安大約要存一年。',
      },
    },
    {
      id: 'split',
      term: { en: 'split', 'zh-TW': '分配' },
      definition: {
        en: 'To divide your savings into parts, one part for each goal.',
        'zh-TW': '把存下來的錢分成幾份，每個目標各放一份。',
      },
      example: {
        en: 'An splits her 50 coins: 30 for the telescope and 20 for the comic.',
        'zh-TW': '小安把 NT$50 分配好：NT$30 存望遠鏡，NT$20 存漫畫。',
      },
    },
    {
      id: 'savings-passbook',
      term: { en: 'savings passbook', 'zh-TW': '存摺' },
      definition: {
        en: 'A small book that shows how much money you keep in a savings account.',
        'zh-TW': '一本小冊子，上面記著你的存款帳戶裡有多少錢。',
      },
      example: {
        en: "An's savings passbook shows the telescope coins she and Mom put in each month.",
        'zh-TW': '小安的存摺上，記著每個月媽媽陪她存進去的望遠鏡存款。',
      },
    },
    {
      id: 'patience',
      term: { en: 'patience', 'zh-TW': '耐心' },
      definition: {
        en: 'Being able to wait calmly for something good.',
        'zh-TW': '能夠不急不躁，慢慢等待好事到來。',
      },
      example: {
        en: 'A long-term goal takes patience. An adds 30 coins to it every week.',
        'zh-TW': '長期目標需要耐心，小安每個星期都為它存 NT$30。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'my-short-and-long-goals',
      stem: {
        en: 'A short-term goal for me is… A long-term goal for me is…',
        'zh-TW': '我的一個短期目標是……，一個長期目標是……',
      },
      examples: [
        {
          en: 'A short-term goal for me is a sketchbook next month. A long-term goal for me is a keyboard in two years.',
          'zh-TW': '我的一個短期目標是下個月買素描本，一個長期目標是兩年後買電子琴。',
        },
      ],
    },
    {
      id: 'how-i-would-split',
      stem: {
        en: 'I would split my savings like this:…',
        'zh-TW': '我會這樣分配我存下來的錢：……',
      },
      examples: [
        {
          en: 'I would split my savings like this: out of 40 coins, 15 for my short-term goal and 25 for my long-term goal.',
          'zh-TW': '我會這樣分配我存下來的錢：NT$40 裡面，NT$15 存短期目標，NT$25 存長期目標。',
        },
      ],
    },
    {
      id: 'long-term-money-goes',
      stem: {
        en: 'I keep long-term savings somewhere harder to grab, because…',
        'zh-TW': '我會把長期目標的錢放在不容易拿到的地方，因為……',
      },
      examples: [
        {
          en: 'I keep long-term savings somewhere harder to grab, because then I will not spend them on a small want.',
          'zh-TW': '我會把長期目標的錢放在不容易拿到的地方，因為這樣我就不會拿去買一時想要的小東西。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: 'Mei saves 20 coins each week. She has a short-term goal and a long-term goal. Which plan keeps both goals growing each week?',
        'zh-TW': '小美每個星期存 NT$20。她有一個短期目標，也有一個長期目標。哪一種做法，能讓兩個目標每個星期都在前進？',
      },
      options: [
        {
          en: 'Put all 20 into the short-term goal, and start the long-term one when she is older.',
          'zh-TW': '把 NT$20 全部存短期目標，長期目標等她長大一點再開始。',
        },
        {
          en: 'Put some into each goal every week, like 10 and 10.',
          'zh-TW': '每個星期兩個目標各存一些，例如各 NT$10。',
        },
        {
          en: 'Put all 20 into the long-term goal, because big goals matter more.',
          'zh-TW': '把 NT$20 全部存長期目標，因為大目標比較重要。',
        },
        {
          en: 'Each week, pick the goal she feels like that day.',
          'zh-TW': '每個星期看當天的心情，想存哪個就存哪個。',
        },
      ],
      correctAnswer: 1,
      feedback: {
        en: 'Splitting keeps both goals moving: 10 + 10 = 20 each week. Waiting until she is older puts the long-term goal far off. Putting it all into one goal stops the other, and a mood can skip a goal for weeks.',
        'zh-TW': '分配好，兩個目標就能一起前進：10 + 10 = 20，每個星期都有存到。等長大一點才開始，長期目標就被推得好遠；全部存一個目標，另一個就停下來了；看心情存，可能好幾個星期都沒存到某個目標。',
      },
      hintCycle: [
        {
          en: 'Think of An. What did she do with her 50 coins each week?',
          'zh-TW': '想想小安：她每個星期怎麼處理那 NT$50？',
        },
        {
          en: 'Some think a long-term goal can wait, or that one goal matters more. But then the other goal stops each week.',
          'zh-TW': '有人以為長期目標可以晚點再說，也有人以為某個目標比較重要。可是這樣，另一個目標每個星期都停著不動。',
        },
        {
          en: 'The answer is to put some into each goal every week, like 10 and 10. Splitting keeps both goals growing.',
          'zh-TW': '答案是每個星期兩個目標各存一些，例如各 NT$10。分配好，兩個目標都會一直長大。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'On Money Islands, a folding table for Leo\'s stand costs 280 coins. Leo keeps about 140 coins from each Saturday at his stand: 140 + 140 = 280. True or false: 280 coins is a lot, so the table is a long-term goal.',
        'zh-TW': '在理財冒險島上，阿力的攤子想添一張折疊桌，要 NT$280。阿力每個星期六擺攤，大約可以留下 NT$140：140 + 140 = 280。是非題：NT$280 是很多錢，所以買折疊桌是長期目標。',
      },
      correctAnswer: false,
      feedback: {
        en: 'False. What makes a goal short-term or long-term is the time it takes, not the price. Two Saturdays are enough, so Leo reaches this goal in 2 weeks. It is a short-term goal.',
        'zh-TW': '錯。短期或長期，看的是要花多少時間，不是價錢高不高。擺攤 2 個星期六就夠了，阿力 2 個星期就存到，所以這是短期目標。',
      },
      hintCycle: [
        {
          en: 'How many weeks does Leo need to reach this goal?',
          'zh-TW': '阿力要花幾個星期，才能達成這個目標？',
        },
        {
          en: 'Some think a big price means a long-term goal. But short and long are about time, not about the number of coins.',
          'zh-TW': '有人以為價錢高，就是長期目標。其實「短期」和「長期」說的是時間，不是錢的多少。',
        },
        {
          en: 'The answer is false. Leo saves for the table in 2 weeks, so it is a short-term goal.',
          'zh-TW': '答案是「錯」。阿力 2 個星期就存到買桌子的錢，所以這是短期目標。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Jay writes down his goals. Which of them are long-term goals? Pick all that are right.',
        'zh-TW': '阿哲把他的目標寫下來。哪些是長期目標？（可以選好幾個）',
      },
      options: [
        {
          en: 'A 60-coin sketchbook in 3 weeks',
          'zh-TW': '3 個星期內買一本 NT$60 的素描本',
        },
        {
          en: 'Art camp next summer, about 10 months away',
          'zh-TW': '明年暑假的美術營，大約還有 10 個月',
        },
        {
          en: 'A drawing tablet he plans to buy in 2 years',
          'zh-TW': '打算 2 年後買的繪圖板',
        },
        {
          en: 'A sticker sheet this Friday',
          'zh-TW': '這個星期五買一張貼紙',
        },
        {
          en: 'A box of color pencils in 5 weeks',
          'zh-TW': '5 個星期內買一盒色鉛筆',
        },
      ],
      correctAnswer: [1, 2],
      feedback: {
        en: 'Art camp (about 10 months) and the drawing tablet (2 years) take many months or years, so they are long-term goals. The sketchbook, the sticker sheet and the color pencils come within weeks, so they are short-term goals.',
        'zh-TW': '美術營（大約 10 個月）和繪圖板（2 年）要花好幾個月甚至好幾年，是長期目標。素描本、貼紙和色鉛筆，幾個星期內就能達成，是短期目標。',
      },
      hintCycle: [
        {
          en: 'For each goal, look at the time. Is it weeks, or many months or years?',
          'zh-TW': '每個目標都看看時間：是幾個星期，還是好幾個月、好幾年？',
        },
        {
          en: 'Some think 5 weeks is already a long time. But weeks are still short-term. Long-term means many months or years.',
          'zh-TW': '有人覺得 5 個星期已經很久了。可是幾個星期還是短期；長期是好幾個月、甚至好幾年。',
        },
        {
          en: 'The answers are art camp next summer and the drawing tablet in 2 years. Both take many months or more.',
          'zh-TW': '答案是明年暑假的美術營，和 2 年後的繪圖板。這兩個都要花好幾個月以上。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'Mei wants a 45-coin notebook. She can save for it in 3 weeks. It is a ______ goal.',
        'zh-TW': '小美想買一本 NT$45 的筆記本，3 個星期就能存到。這是一個______目標。',
      },
      acceptedAnswers: {
        en: ['short-term', 'short term', 'shortterm', 'short'],
        'zh-TW': ['短期', '短期的', '短程', '短程的'],
      },
      feedback: {
        en: 'It is a short-term goal, because Mei reaches it in a few weeks.',
        'zh-TW': '這是短期目標，因為小美只要幾個星期就能達成。',
      },
      hintCycle: [
        {
          en: 'How long does Mei need: weeks, or many months?',
          'zh-TW': '小美要花多久：幾個星期，還是好幾個月？',
        },
        {
          en: 'It is not a long-term goal. Long-term goals take many months or years.',
          'zh-TW': '不是長期目標，長期目標要花好幾個月、甚至好幾年。',
        },
        {
          en: 'The answer is "short-term". 3 weeks is soon.',
          'zh-TW': '答案是「短期」。3 個星期很快就到了。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: "An's cousin saves 60 coins a week. He puts 25 in his piggy bank for a short-term goal. The rest goes to his long-term goal. Each week, he puts ______ toward his long-term goal.",
        'zh-TW': '小安的表哥每個星期存 NT$60，其中 NT$25 放進存錢筒，存短期目標；剩下的存長期目標。他每個星期存進長期目標的錢是______。',
      },
      acceptedAnswers: {
        en: ['35', '35 coins', 'thirty-five', 'thirty five', 'thirty-five coins', 'thirty five coins'],
        'zh-TW': ['35', 'NT$35', '35元', '35 元', '35塊', '35 塊', '三十五', '三十五元', '三十五塊'],
      },
      feedback: {
        en: '60 − 25 = 35 coins. The split is 25 for the short-term goal and 35 for the long-term goal, and 25 + 35 = 60.',
        'zh-TW': '60 − 25 = 35，是 NT$35。他的分配是：短期目標 NT$25，長期目標 NT$35，25 + 35 = 60。',
      },
      hintCycle: [
        {
          en: 'He saves 60 in all. How much of it goes to the short-term goal?',
          'zh-TW': '他總共存 NT$60，其中多少存短期目標？',
        },
        {
          en: 'Do not add 25 and 60. The long-term part is what is left after the 25.',
          'zh-TW': '不是把 25 和 60 加起來。長期目標的錢，是扣掉 NT$25 以後剩下的。',
        },
        {
          en: 'The answer is 35. 60 − 25 = 35, so both goals grow each week.',
          'zh-TW': '答案是 35。60 − 25 = 35，這樣兩個目標每個星期都在長大。',
        },
      ],
    },
  ],
  reflection: {
    id: 'my-two-goals',
    question: {
      en: 'Think of one short-term goal and one long-term goal of your own. How would you split your savings between them?',
      'zh-TW': '想一想你自己的一個短期目標和一個長期目標。你會怎麼分配存下來的錢？',
    },
    placeholder: {
      en: 'My short-term goal is… My long-term goal is… Each week, I would save … for one and … for the other.',
      'zh-TW': '我的短期目標是……，長期目標是……。每個星期，我會存……給一個，……給另一個。',
    },
  },
} satisfies ClassicBody;

export default body;
