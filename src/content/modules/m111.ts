import type { ClassicBody } from '../schema/module-body';

/**
 * M111 · Capital Mountain: "Time Is on Your Side" / 「時間站在你這邊」.
 * Learning outcome (Grade 8, Investing): sort money by when it is needed: money for a goal soon stays safe in
 * savings, while money for a goal many years away has more years to grow and more time to come back after a
 * dip, so it can take more ups and downs (with a grown-up; nothing is promised).
 * Benchmark, in words: the grade-8 Investing expectation that people invest for long-term goals, that goals are
 * easier to reach by investing steadily over many years, and that investors pick investments that fit their
 * goals and how much risk they can take; with the Saving topic's point that money needed soon is kept where it
 * is easy to reach and low in risk.
 * Island position: Capital Mountain's eighth lesson. It reuses M109's snowball table (An's pretend 1,000 coins
 * at 5 %) and M16's safe road and steeper paths, and leads to M112 (prices go up and down).
 * Numbers: Jay's allowance is 100 every Friday (cast sheet); he has saved 120 from it for the box of 12 color
 * pencils (Grandma Lin's price, 120), wanted next month. His far-away goal: an art course when he is grown up,
 * in about 10 years; for it, 1,000 coins of red-envelope money in a savings account with Dad.
 * M109's table (the island's pretend 5 % a year, growth left in, rounded): 5 years about 1,276, 10 years about
 * 1,629. Growth: 1,276 − 1,000 = 276; 1,629 − 1,000 = 629; 276 × 2 = 552, and 629 is more than 552 ("twice
 * the years, more than twice the growth"). The 5 % is the island's pretend number, as in M109; no real return is
 * stated. The pretend dip: 120 might be only 90 next month; 120 − 90 = 30 short.
 * Quiz: q1 Mei's 45-coin notebook (Grandma Lin's price) next week, 45 saved. q2 300 for a school trip next month
 * (the island's own amount). q4 1,629 − 1,276 = 353 for the second 5 years, against 1,276 − 1,000 = 276 for the
 * first 5. q5 Jay's uncle needs 200 in 2 weeks; a pretend fund dips to 170: 200 − 170 = 30 short.
 * Facts:
 * - "In Taiwan, children under 18 can only invest with a parent or guardian." (story; third sentence stem): the age of majority
 *   is 18, and a minor needs the legal representative's consent for contracts such as an investment account
 *   — Civil Code arts. 12 and 77, 2023
 */
const body = {
  id: 'M111',
  format: 'classic',
  scenarios: [
    {
      id: 'jays-two-goals',
      title: {
        en: "Jay's Two Goals",
        'zh-TW': '阿哲的兩個目標',
      },
      description: {
        en: 'Jay wants new color pencils next month and an art course one day. Should all his coins take the steep path?',
        'zh-TW': '阿哲下個月想買新的色鉛筆，很多年後想去上美術課。他的錢，都要走陡峭的山路嗎？',
      },
      context: {
        en:
          'Jay has two goals. The first is soon: next month, he wants a 120-coin box of 12 color pencils from Grandma Lin\'s shop. ' +
          'He has saved 120 coins from his Friday allowance. ' +
          'The second is far away: an art course in about 10 years. ' +
          'For that, Dad and Jay keep 1,000 coins of red-envelope money in a savings account. ' +
          'Jay looks at An\'s snowball table. It uses the island\'s pretend 5 % a year, to keep the maths easy. ' +
          'Real ones are different and are never promised. ' +
          'In the table, 1,000 coins become about 1,276 in 5 years and about 1,629 in 10 years. ' +
          '"That\'s 276 more in 5 years," says Jay. "But 629 more in 10 years. That\'s more than 276 × 2 = 552!" ' +
          '"More years, more snowball," says An. ' +
          '"Then all my coins go on the steep path," says Jay. "The pencil money too!" ' +
          'Ms. Chen draws a pretend line that goes up and down like a mountain trail. "Say it dips next month. Your 120 coins might be only 90." ' +
          'Jay works it out: 120 − 90 = 30. "I\'d be 30 coins short!" ' +
          '"Money for a goal soon stays safe," says Ms. Chen. "Money for a goal many years away has time to grow, ' +
          'and time to come back after a dip. Still, nothing is promised." ' +
          'So Jay keeps his 120 coins in his piggy bank. Next month, the pretend line does dip. Jay still buys his pencils. ' +
          'At home, Dad says, "In Taiwan, children under 18 can only invest with a parent or guardian. We\'ll plan the far-away money together." ' +
          '"Squawk!" says Pip. "Soon money stays safe. Far-away money has time on its side!"',
        'zh-TW':
          '阿哲有兩個目標。第一個很快就到：下個月，他想在林奶奶的店買一盒 12 色色鉛筆。' +
          '一盒 NT$120，他已經從每週五的零用錢裡存到 NT$120 了。' +
          '第二個還很遠：大約 10 年後，想去上美術課。' +
          '為了這個目標，爸爸和他把 NT$1,000 紅包錢存在存款帳戶裡。' +
          '阿哲看著小安的雪球表。表上用的是島上假設的每年 5%，為了方便計算；' +
          '真實的數字不一樣，也沒有人能保證。' +
          '表上的 NT$1,000，過 5 年大約變成 NT$1,276，過 10 年大約變成 NT$1,629。' +
          '阿哲說：「5 年多了 276，10 年卻多了 629，比 276 × 2 = 552 還多！」' +
          '小安說：「時間越長，雪球越大。」' +
          '阿哲說：「那我把所有的錢都放到陡峭的山路上吧！買色鉛筆的錢也一起！」' +
          '陳老師畫了一條假設的線，像山路一樣上上下下：「假設下個月剛好下跌，你的 NT$120 可能只剩 NT$90。」' +
          '阿哲算了算：120 − 90 = 30。「那我就少了 NT$30！」' +
          '陳老師說：「很快要用的錢，要放在安全的地方。很多年後才要用的錢，有時間慢慢長大，' +
          '跌下來以後，也有時間回升。不過，沒有人能保證。」' +
          '於是阿哲把 NT$120 留在存錢筒裡。到了下個月，那條假設的線真的往下掉了，阿哲還是買到了色鉛筆。' +
          '回到家，爸爸說：「在台灣，未滿 18 歲的孩子，只能和父母或監護人一起投資。很久以後才要用的錢，我們一起來計畫。」' +
          '皮皮叫著：「嘎！很快要用的錢放安全；很久以後才用的錢，時間站在它這邊！」',
      },
      thinkingPrompts: [
        {
          en: "Why could a dip next month hurt Jay's pencil plan more than his art-course plan?",
          'zh-TW': '為什麼下個月的下跌，對阿哲買色鉛筆的計畫，影響比上美術課的計畫大？',
        },
        {
          en: 'Ms. Chen said far-away money has time to come back, but nothing is promised. Why did she add that?',
          'zh-TW': '陳老師說，很久以後才要用的錢有時間回升，但沒有人能保證。她為什麼要加上這一句？',
        },
        {
          en: 'What is one goal of yours that is soon, and one that is far away?',
          'zh-TW': '你有沒有一個很快要達成的目標，和一個很久以後的目標？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'short-term-goal',
      term: { en: 'short-term goal', 'zh-TW': '短期目標' },
      definition: {
        en: 'Something you want to buy or do soon, like in a few weeks or months.',
        'zh-TW': '很快就想買或想做的事，例如幾個星期或幾個月內。',
      },
      example: {
        en: "Jay's 120-coin box of color pencils next month is a short-term goal.",
        'zh-TW': '阿哲下個月要買 NT$120 的色鉛筆，這是短期目標。',
      },
    },
    {
      id: 'long-term-goal',
      term: { en: 'long-term goal', 'zh-TW': '長期目標' },
      definition: {
        en: 'Something you want to buy or do many years from now.',
        'zh-TW': '很多年以後才想買或想做的事。',
      },
      example: {
        en: 'An art course in about 10 years is a long-term goal for Jay.',
        'zh-TW': '大約 10 年後去上美術課，是阿哲的長期目標。',
      },
    },
    {
      id: 'ups-and-downs',
      term: { en: 'ups and downs', 'zh-TW': '有漲有跌' },
      definition: {
        en: 'When a price goes up some of the time and down other times.',
        'zh-TW': '價格有時候往上，有時候往下。',
      },
      example: {
        en: "Ms. Chen's pretend line has ups and downs, like a mountain trail.",
        'zh-TW': '陳老師畫的假設線有漲有跌，就像山路一樣。',
      },
    },
    {
      id: 'dip',
      term: { en: 'dip', 'zh-TW': '下跌' },
      definition: {
        en: 'A time when a price goes down for a while.',
        'zh-TW': '價格在一段時間裡往下掉。',
      },
      example: {
        en: "In a dip, Jay's 120 pretend coins might be only 90.",
        'zh-TW': '遇到下跌的時候，阿哲假設的 NT$120 可能只剩 NT$90。',
      },
    },
    {
      id: 'bounce-back',
      term: { en: 'bounce back', 'zh-TW': '回升' },
      definition: {
        en: 'To go back up after a dip. It can happen, but it is not promised.',
        'zh-TW': '跌下來以後又漲回去。有可能發生，但沒有人能保證。',
      },
      example: {
        en: 'Money for a goal 10 years away has more time to bounce back after a dip.',
        'zh-TW': '10 年後才要用的錢，跌下來以後有比較多時間回升。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'short-term-money-stays',
      stem: {
        en: 'Money for a short-term goal should stay…',
        'zh-TW': '短期目標的錢，應該放在……',
      },
      examples: [
        {
          en: 'Money for a short-term goal should stay safe, like in a piggy bank, because a dip could come right when I need it.',
          'zh-TW': '短期目標的錢，應該放在安全的地方，像是存錢筒，因為下跌可能剛好在我要用錢的時候發生。',
        },
      ],
    },
    {
      id: 'long-term-money-can',
      stem: {
        en: 'A long-term goal can take more ups and downs because…',
        'zh-TW': '長期目標比較能承受有漲有跌，因為……',
      },
      examples: [
        {
          en: 'A long-term goal can take more ups and downs because there are more years to grow and to bounce back, though nothing is promised.',
          'zh-TW': '長期目標比較能承受有漲有跌，因為有比較多年可以長大、可以回升，不過沒有人能保證。',
        },
      ],
    },
    {
      id: 'before-any-real-investing',
      stem: {
        en: 'Before any real investing, I will…',
        'zh-TW': '在真正投資之前，我會……',
      },
      examples: [
        {
          en: 'Before any real investing, I will talk with a parent or guardian, because children under 18 can only invest with one.',
          'zh-TW': '在真正投資之前，我會先和父母或監護人討論，因為未滿 18 歲的孩子只能和他們一起投資。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: 'On Money Islands, Mei wants a 45-coin notebook next week. She has 45 coins saved. Where is the best place for them to wait?',
        'zh-TW': '在理財冒險島上，小美下星期想買一本 NT$45 的筆記本。她已經存了 NT$45。這些錢放在哪裡等最好？',
      },
      options: [
        {
          en: 'In a pretend fund, so they can grow a lot in one week.',
          'zh-TW': '放進假設的基金，這樣一個星期就能長大很多。',
        },
        {
          en: 'In her piggy bank, so all 45 coins are still there next week.',
          'zh-TW': '放在她的存錢筒，下星期 NT$45 一塊也不少。',
        },
        {
          en: 'On the steepest pretend path, since more risk means sure gains.',
          'zh-TW': '放在最陡的假設山路上，因為風險越大，一定賺越多。',
        },
        {
          en: 'Half in her piggy bank, half in a pretend fund, to spread out.',
          'zh-TW': '一半放存錢筒，一半放假設的基金，這樣比較分散。',
        },
      ],
      correctAnswer: 1,
      feedback: {
        en: 'Next week is soon, so the 45 coins stay safe in her piggy bank. A fund could dip right before she needs it, even half of it. More risk never means sure gains: it means more ups and downs.',
        'zh-TW': '下星期很快就到，所以 NT$45 要放在安全的存錢筒。基金可能剛好在她要用錢前下跌，就算只放一半也一樣。風險大不代表一定賺，而是漲跌更大。',
      },
      hintCycle: [
        {
          en: 'Is next week a short-term goal or a long-term goal?',
          'zh-TW': '下星期要買的東西，是短期目標還是長期目標？',
        },
        {
          en: 'One week is too short to wait out a dip. Spreading out helps far-away money, not money needed next week. And more risk is not a sure gain.',
          'zh-TW': '一個星期太短，等不到跌下來的錢回升。分散是幫很久以後的錢，不是幫下星期要用的錢。風險大也不代表一定賺。',
        },
        {
          en: 'The answer: in her piggy bank, so all 45 coins are still there next week. Money for a goal soon stays safe.',
          'zh-TW': '答案是：放在她的存錢筒，下星期 NT$45 一塊也不少。很快要用的錢，要放在安全的地方。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: "On Money Islands, Leo's cousin needs 300 coins for a school trip next month. True or false: a pretend fund that goes up and down is a good place for this money, since it might grow by then.",
        'zh-TW': '在理財冒險島上，阿力的表哥下個月要付 NT$300 的校外教學費。是非題：把這筆錢放進有漲有跌的假設基金，是個好辦法，因為到時候它可能會變多。',
      },
      correctAnswer: false,
      feedback: {
        en: 'False. Next month is soon. The fund might grow, but it might also dip right before the trip, and then he would be short. Money needed soon stays safe.',
        'zh-TW': '錯。下個月很快就到。基金可能變多，也可能剛好在出發前下跌，那他的錢就不夠了。很快要用的錢，要放在安全的地方。',
      },
      hintCycle: [
        {
          en: 'Is next month soon or far away?',
          'zh-TW': '下個月是很快，還是很久以後？',
        },
        {
          en: 'Some think "it might grow" is enough. But it might also dip, right when he needs the money.',
          'zh-TW': '有人以為「可能會變多」就夠了。可是它也可能剛好在他要用錢的時候下跌。',
        },
        {
          en: 'The answer is false. Money for a goal next month stays safe, not in something that goes up and down.',
          'zh-TW': '答案是「錯」。下個月要用的錢，要放在安全的地方，不要放在有漲有跌的東西裡。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Which of these are right about time and investing? Pick all that are right.',
        'zh-TW': '關於時間和投資，下面哪些是對的？（可以選好幾個）',
      },
      options: [
        {
          en: 'Money for next month should go where prices swing, to grow fast.',
          'zh-TW': '下個月要用的錢，應該放在價格起伏大的地方，長得比較快。',
        },
        {
          en: 'Money for a goal many years away has more time to grow.',
          'zh-TW': '很多年以後才要用的錢，有比較多時間長大。',
        },
        {
          en: 'More years give a dip more time to bounce back, but it is not promised.',
          'zh-TW': '時間越長，跌下來的錢越有時間回升，但沒有人能保證。',
        },
        {
          en: 'After enough years, an investment cannot go down anymore.',
          'zh-TW': '只要放得夠久，投資就不會再下跌了。',
        },
        {
          en: 'Money for a goal soon should stay safe, even if it grows less.',
          'zh-TW': '很快要用的錢應該放在安全的地方，就算長得比較少也沒關係。',
        },
      ],
      correctAnswer: [1, 2, 4],
      feedback: {
        en: 'Far-away money has more years to grow and more time to bounce back, though nothing is promised. Money needed soon stays safe. A long time does not stop dips: an investment can go down in any year.',
        'zh-TW': '很久以後才要用的錢，有比較多年可以長大，也有比較多時間回升，不過沒有人能保證。很快要用的錢要放安全。放得久不會讓下跌消失，投資在哪一年都可能下跌。',
      },
      hintCycle: [
        {
          en: "Think of Jay's two goals: the pencils next month and the art course in about 10 years.",
          'zh-TW': '想想阿哲的兩個目標：下個月的色鉛筆，和大約 10 年後的美術課。',
        },
        {
          en: 'Two ideas are wrong: soon money in swinging prices, and "after enough years it cannot go down". Time helps, but it is not a promise.',
          'zh-TW': '有兩個想法是錯的：把很快要用的錢放在起伏大的地方，還有「放得夠久就不會跌」。時間有幫助，但不是保證。',
        },
        {
          en: 'The answers: far-away money has more time to grow. More years give more time to bounce back, though it is not promised. Money for a goal soon stays safe.',
          'zh-TW': '答案是：很久以後的錢有比較多時間長大；時間越長越有時間回升，但沒有保證；很快要用的錢要放安全。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: "In An's pretend table, 1,000 coins grow 5 coins for every 100 each year, with the growth left in. After 5 years, they are about 1,276. After 10 years, they are about 1,629. In coins, the second 5 years add about ______.",
        'zh-TW': '在小安假設的表裡，NT$1,000 每 NT$100 每年多 NT$5，成長都留在裡面。5 年後大約是 NT$1,276，10 年後大約是 NT$1,629。後面那 5 年，大約多了______。',
      },
      acceptedAnswers: {
        en: ['353', '353 coins', 'about 353', 'around 353', 'about 353 coins', 'three hundred fifty-three', 'three hundred and fifty-three'],
        'zh-TW': ['353', 'NT$353', '353元', '353 元', '353塊', 'NT$353元', '大約353', '約353', '大約 353', '約 353', '大約NT$353', '三百五十三', '三百五十三元'],
      },
      feedback: {
        en: '1,629 − 1,276 = 353. The first 5 years added only 1,276 − 1,000 = 276. The later years add more, because there is a bigger snowball to grow.',
        'zh-TW': '1,629 − 1,276 = 353。前 5 年只多了 1,276 − 1,000 = 276。後面的年份多得更多，因為雪球已經變大了。',
      },
      hintCycle: [
        {
          en: 'Take the 5-year number away from the 10-year number.',
          'zh-TW': '用 10 年後的數字，減掉 5 年後的數字。',
        },
        {
          en: 'It is not 276 again: the second 5 years start from a bigger snowball, so they add more.',
          'zh-TW': '不是再多 276：後面那 5 年是從比較大的雪球開始長，所以多得更多。',
        },
        {
          en: 'The answer is 353. 1,629 − 1,276 = 353, more than the 276 of the first 5 years.',
          'zh-TW': '答案是 353。1,629 − 1,276 = 353，比前 5 年的 276 還多。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: "On Money Islands, Jay's uncle needs 200 coins in 2 weeks. He puts them in a pretend fund, and it dips to 170 just before he needs them. In coins, he is short ______.",
        'zh-TW': '在理財冒險島上，阿哲的叔叔 2 個星期後要用 NT$200。他把錢放進假設的基金，結果在要用錢之前跌到 NT$170。他還差______。',
      },
      acceptedAnswers: {
        en: ['30', '30 coins', 'thirty', 'thirty coins'],
        'zh-TW': ['30', 'NT$30', '30元', '30 元', '30塊', 'NT$30元', '三十', '三十元', '三十塊'],
      },
      feedback: {
        en: '200 − 170 = 30 coins short. A dip right before a goal soon leaves you short. That is why money needed soon stays safe.',
        'zh-TW': '200 − 170 = 30，還差 NT$30。很快要用的錢如果剛好遇到下跌，就會不夠。所以很快要用的錢，要放在安全的地方。',
      },
      hintCycle: [
        {
          en: 'How much did he need, and how much is left after the dip?',
          'zh-TW': '他需要多少錢？下跌以後還剩多少？',
        },
        {
          en: 'Two weeks is too short to wait for it to come back. Take what is left away from what he needs.',
          'zh-TW': '2 個星期太短，等不到它回升。用需要的錢，減掉剩下的錢。',
        },
        {
          en: 'The answer is 30. 200 − 170 = 30, so he is 30 coins short.',
          'zh-TW': '答案是 30。200 − 170 = 30，他還差 NT$30。',
        },
      ],
    },
  ],
  reflection: {
    id: 'my-soon-and-far-goals',
    question: {
      en: 'Write one short-term goal and one long-term goal of yours. Where could the money for each one wait, and which grown-up would you ask for help?',
      'zh-TW': '寫下你的一個短期目標和一個長期目標。這兩筆錢可以放在哪裡等？你會請哪位大人幫忙？',
    },
    placeholder: {
      en: 'My short-term goal is… Its money can wait in… My long-term goal is… I would ask…',
      'zh-TW': '我的短期目標是……，這筆錢可以放在……。我的長期目標是……，我會請……幫忙。',
    },
  },
} satisfies ClassicBody;

export default body;
