import type { ClassicBody } from '../schema/module-body';

/**
 * M114 · Capital Mountain: "Fees Eat Your Returns" / 「手續費會吃掉報酬」.
 * Learning outcome (Grade 8, Investing): compare two pretend compound-growth rows over 10 years (growth of 5
 * and of 4 coins for every 100 a year) and explain why the second leaves less: a small fee is taken every year,
 * in good years and bad, from a bigger pile each year, and the coins it takes stop growing; so when two funds
 * are alike except the fee, the lower fee leaves more.
 * Benchmark, in words: the grade-8 Investing statements that people invest expecting a return, as growth in
 * value over time, and that growth left in compounds, so a small difference in yearly growth becomes a big one
 * over many years. The child works with that here: two compounding rows, and which one ends higher, and why.
 * Fees themselves are not a grade-8 statement: the standards treat the costs of investing (fees that lower
 * an investor's return) at grade 12. This lesson only previews that idea, at a child's level and with the
 * island's pretend numbers; the grade-8 tie is the compound growth, not the fee.
 * zh-TW words: 手續費 (the catalogue title's word) is the general "fee" term; the fund's yearly fee is called
 * 管理費, as it usually is in Taiwan, and the story and the fee term's example say so, so the title and the
 * lesson meet. Every later line about the fund's yearly fee says 管理費.
 * Island position: the 11th of Capital Mountain's 12 lessons, just before the capstone. Builds on An's
 * snowball (M109: 1,000 coins at a pretend 5 % for 10 years, growth left in) and Mei's fund basket (M110:
 * a fund charges a fee every year); told in general words, since those lessons are written in parallel.
 * Numbers: the island's own, said so in the story ("real ones are different and are never promised").
 * Growth 5 coins for every 100 a year (5 %); the yearly fee takes 1 coin for every 100; 5 − 1 = 4, so 4 for
 * every 100 are left to grow. Year 1: 1,000 + 50 − 10 = 1,040.
 * No fee (×1.05 a year, whole coins, rounded): 1,050; 1,103; 1,158; 1,216; 1,276; 1,340; 1,407; 1,477;
 * 1,551; 1,629 (exact 1,102.5 / 1,157.6 / 1,215.5 / 1,276.3 / 1,340.1 / 1,407.1 / 1,477.5 / 1,551.3 / 1,628.9).
 * With the fee (×1.04 a year, rounded): 1,040; 1,082; 1,125; 1,170; 1,217; 1,265; 1,316; 1,369; 1,423;
 * 1,480 (exact 1,081.6 / 1,124.9 / 1,169.9 / 1,216.7 / 1,265.3 / 1,315.9 / 1,368.6 / 1,423.3 / 1,480.2).
 * End: 1,629 − 1,480 = 149 less. Growth: 1,629 − 1,000 = 629 and 1,480 − 1,000 = 480; 629 − 480 = 149.
 * Why more than 100: the fee is taken from a bigger pile each year (10 coins in year 1, about 14 in year 10:
 * 1,423.3 ÷ 100 ≈ 14.2), and coins the fee takes out can no longer grow. Mei's first guess: 10 × 10 = 100.
 * Quiz: q1 two funds, the same coins put in, same basket and same growth (5 for every 100), fees 1 and 2 for
 * every 100 → the lower fee leaves more (after 10 years about 1,480 vs 1,344: ×1.04 and ×1.03 a year). q2 1,000 coins fall 20 in a bad year, fee 1 for every 100 = 10 → 1,000 − 20 − 10 = 970,
 * not 980 (the fee is not skipped). q3 notes on fees; one wrong note says Mei's table cost 10 × 10 = 100
 * (it cost 149). q4 500 coins = 5 hundreds: growth 5 × 5 = 25, fee 5 × 1 = 5, 25 − 5 = 20 kept (also 5 × 4
 * = 20). q5 two funds alike except the fee → pick the lower fee.
 * Stems: 200 coins in a fund pay a fee of 2 coins a year (1 for every 100).
 * The fee paid itself, year by year: 10, 10.4, 10.8, 11.2, 11.7, 12.2, 12.7, 13.2, 13.7, 14.2 (1 for every 100 of
 * each year's starting pile), about 120 in all; the other 29 of the 149 is growth those coins would have made.
 * So the lesson says the fee "cost" 149 (left 149 less), not that 149 coins were paid in fees.
 * No fund, fund company, bank or app is named; no real fee is given. A child under 18 invests only with a
 * parent or guardian (the story says so; Jay's aunt and Leo's dad are the grown-ups in the quiz).
 * Facts:
 * - In Taiwan, children under 18 can only invest with a parent or guardian (story: Mei says it; age of
 *   majority 18, and a minor needs the legal representative's consent for contracts such as opening an
 *   investment account) — Civil Code arts. 12 and 77, 2023
 */
const body = {
  id: 'M114',
  format: 'classic',
  scenarios: [
    {
      id: 'meis-two-rows',
      title: {
        en: 'Two Rows on the Board',
        'zh-TW': '黑板上的兩排數字',
      },
      description: {
        en: 'Someone looks after the fund basket. Mei asks who pays them, and finds out what a tiny yearly fee can do.',
        'zh-TW': '基金籃子有人在照顧。小美問：誰付錢給他們？結果她發現，每年收一點點的管理費，影響可不小。',
      },
      context: {
        en:
          'On Tuesday on Capital Mountain, Mei is still thinking about the fund basket. ' +
          '"Someone looks after the basket," she says. "Who pays them?" ' +
          '"The people in the fund do," says Ms. Chen. "The fund takes a fee from them every year. It is called the yearly fee." ' +
          '"A tiny fee can\'t matter much," says Jay. ' +
          'Ms. Chen uses the island\'s pretend numbers, to keep the maths easy. Real growth and real fees are different. Real growth can be more or less, or even a loss, and is never promised. ' +
          '"Remember An\'s snowball? In our pretend sum, 1,000 coins grew 5 coins for every 100 each year. That is 5 %. ' +
          'Now a fee takes 1 coin for every 100 each year. 5 − 1 = 4, so only 4 of every 100 are left to grow." ' +
          'Mei works out year 1 with Leo: 1,000 + 50 − 10 = 1,040. ' +
          'Then Ms. Chen writes two rows, rounded to whole coins. ' +
          'No fee: 1,050, 1,103, 1,158, 1,216, 1,276, 1,340, 1,407, 1,477, 1,551, 1,629. ' +
          'With the fee: 1,040, 1,082, 1,125, 1,170, 1,217, 1,265, 1,316, 1,369, 1,423, 1,480. ' +
          'Mei reads the last two numbers. 1,629 − 1,480 = 149. ' +
          '"The fee ate 149 coins!" she says. "I thought 10 coins a year, so 10 × 10 = 100." ' +
          '"Each year the fee comes from a bigger pile," says Leo. "And coins it takes out can\'t grow any more." ' +
          '"It is paid in bad years, too," says Ms. Chen. ' +
          'Mei nods. "In Taiwan, children under 18 can only invest with a parent or guardian. So one day, Mom and I will compare the fees." ' +
          '"Squawk!" says Pip. "Small fees take big bites!"',
        'zh-TW':
          '星期二在資本山上，小美還在想那個基金籃子。' +
          '她說：「一定有人在照顧這個籃子，那是誰付錢給他們呢？」' +
          '陳老師說：「就是把錢放在基金裡的人呀。基金會跟他們收手續費，每年收的這一筆，叫做管理費。」' +
          '阿哲說：「一點點管理費，應該沒什麼差吧？」' +
          '陳老師用島上假設的數字來算，這樣比較好算。真實的成長和費用都不一樣：真實的成長可能比較多、比較少，甚至會虧錢，也沒有人能保證。' +
          '「還記得小安的雪球嗎？在我們假設的算式裡，NT$1,000 每年每 NT$100 會長 NT$5，也就是 5%。' +
          '現在每年再收管理費，每 NT$100 收 NT$1。5 − 1 = 4，每 NT$100 只剩 NT$4 能繼續長大。」' +
          '小美和阿力一起算第 1 年：1,000 + 50 − 10 = 1,040。' +
          '接著，陳老師在黑板上寫了兩排數字，都四捨五入到整數。' +
          '沒有管理費：1,050、1,103、1,158、1,216、1,276、1,340、1,407、1,477、1,551、1,629。' +
          '有管理費：1,040、1,082、1,125、1,170、1,217、1,265、1,316、1,369、1,423、1,480。' +
          '小美看著最後兩個數字：1,629 − 1,480 = 149。' +
          '她睜大眼睛說：「管理費吃掉了 NT$149！我還以為一年 NT$10，10 × 10 = 100 而已。」' +
          '阿力說：「管理費每年都是從越來越大的錢堆裡收的。而且被收走的錢，就不能再長大了。」' +
          '陳老師補充：「就算是不好的年份，管理費也照樣要付。」' +
          '小美點點頭。她接著說：「在台灣，未滿 18 歲的孩子要投資，一定要有爸媽或監護人一起。所以以後，我會和媽媽一起比較管理費。」' +
          '皮皮叫著：「嘎！小小的管理費，也會吃掉一大口報酬！」',
      },
      thinkingPrompts: [
        {
          en: 'Jay thought a tiny fee could not matter. Why did 1 coin for every 100 end up taking 149 coins?',
          'zh-TW': '阿哲以為一點點管理費沒關係。為什麼每 NT$100 收 NT$1，最後卻少了 NT$149？',
        },
        {
          en: 'A fee is paid even in a bad year. Why might a grown-up want to know the fee before choosing a fund?',
          'zh-TW': '不好的年份也要付管理費。為什麼大人在選基金之前，會想先知道管理費是多少？',
        },
        {
          en: 'What if the fee were 2 coins for every 100? Would the last number end higher or lower than 1,480?',
          'zh-TW': '如果管理費是每 NT$100 收 NT$2，最後的數字會比 1,480 高，還是低？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'fee',
      term: { en: 'fee', 'zh-TW': '手續費' },
      definition: {
        en: 'Money you pay to someone for doing a job for you, like looking after your money.',
        'zh-TW': '請別人幫你做事，例如幫你照顧錢，要付給他的錢。',
      },
      example: {
        en: 'The pretend fund takes a fee each year: 1 coin for every 100 coins. That is its yearly fee.',
        'zh-TW': '這個假設的基金每年都收手續費：每 NT$100 收 NT$1。這種每年收的手續費，叫做管理費。',
      },
    },
    {
      id: 'yearly-fee',
      term: { en: 'yearly fee', 'zh-TW': '管理費' },
      definition: {
        en: 'Money a fund takes from your pile each year for looking after it, in good years and bad.',
        'zh-TW': '基金每年從你的錢裡收走、當作照顧這些錢的工錢；好年份、壞年份都要付。',
      },
      example: {
        en: 'In year 1, the yearly fee on 1,000 coins was 10 coins.',
        'zh-TW': '第 1 年，NT$1,000 要付的管理費是 NT$10。',
      },
    },
    {
      id: 'return',
      term: { en: 'return', 'zh-TW': '報酬' },
      definition: {
        en: 'What an investment gains, or loses, over a stretch of time.',
        'zh-TW': '一筆投資在一段時間裡，賺到或虧掉的錢。',
      },
      example: {
        en: 'With no fee, the pretend return was 1,629 − 1,000 = 629 coins. With the fee, it was 480.',
        'zh-TW': '沒有管理費時，假設的報酬是 1,629 − 1,000 = 629，也就是 NT$629；有管理費時，只有 NT$480。',
      },
    },
    {
      id: 'compound-growth',
      term: { en: 'compound growth', 'zh-TW': '複利成長' },
      definition: {
        en: 'Growth that is left in, so it grows too, like a snowball rolling down a hill.',
        'zh-TW': '把長出來的錢留在裡面，讓它也跟著長大，就像越滾越大的雪球。',
      },
      example: {
        en: 'A fee makes the snowball smaller, because the coins it takes out stop growing.',
        'zh-TW': '管理費會讓雪球變小，因為被收走的錢，就不會再長大了。',
      },
    },
    {
      id: 'fund',
      term: { en: 'fund', 'zh-TW': '基金' },
      definition: {
        en: 'A basket of investments that many people put money into together.',
        'zh-TW': '很多人把錢放在一起，買進許多不同投資的一個大籃子。',
      },
      example: {
        en: "Ms. Chen's pretend fund holds small parts of many island companies.",
        'zh-TW': '陳老師假設的基金裡，裝著島上許多公司的一小部分。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'a-small-yearly-fee-adds-up',
      stem: {
        en: 'A small yearly fee can add up because…',
        'zh-TW': '每年一點點的管理費會越積越多，因為……',
      },
      examples: [
        {
          en: 'A small yearly fee can add up because it is taken every year, and the coins it takes can no longer grow.',
          'zh-TW': '每年一點點的管理費會越積越多，因為每年都要付，而且被收走的錢就不能再長大了。',
        },
      ],
    },
    {
      id: 'a-fee-is-paid-even-when',
      stem: {
        en: 'A fee is paid even when…',
        'zh-TW': '就算……，管理費還是要付。',
      },
      examples: [
        {
          en: 'A fee is paid even when the fund has a bad year and goes down.',
          'zh-TW': '就算基金那一年表現不好、變少了，管理費還是要付。',
        },
        {
          en: 'A fee is paid even when you have only a little in the fund. On 200 coins, at 1 for every 100, it is 2 coins a year.',
          'zh-TW': '就算放在基金裡的錢不多，管理費還是要付。每 NT$100 收 NT$1，NT$200 一年就要付 NT$2。',
        },
      ],
    },
    {
      id: 'before-choosing-a-fund',
      stem: {
        en: 'Before a grown-up and I choose a fund, we can compare…',
        'zh-TW': '我和大人選基金之前，可以先比較……',
      },
      examples: [
        {
          en: 'Before a grown-up and I choose a fund, we can compare the yearly fees of funds that are alike in other ways.',
          'zh-TW': '我和大人選基金之前，可以先比較其他地方都差不多的基金，每年的管理費各是多少。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: "Leo's dad compares two pretend funds for a goal many years away. He would put the same coins into either one. Both hold the same basket. Before fees, both grow 5 coins for every 100 a year. Fund A's yearly fee is 1 coin for every 100. Fund B's is 2 coins for every 100. Which one leaves more coins after 10 years?",
        'zh-TW': '阿力的爸爸在比較兩個假設的基金，要為很多年以後的目標做準備。不管選哪一個，他放進去的錢都一樣多。兩個基金裝的是同一籃投資，扣掉費用之前，每年每 NT$100 都長 NT$5。A 基金每年的管理費是每 NT$100 收 NT$1，B 基金是每 NT$100 收 NT$2。10 年後，哪一個留下的錢比較多？',
      },
      options: [
        {
          en: 'Fund A, because its fee is lower and all else is the same.',
          'zh-TW': 'A 基金，因為它的費用比較低，其他都一樣。',
        },
        {
          en: 'Both the same, since a fee is paid just once, when you join.',
          'zh-TW': '一樣多，因為管理費只在剛加入時付一次。',
        },
        {
          en: 'Fund B, because a bigger fee makes a fund grow more.',
          'zh-TW': 'B 基金，因為收費比較高，基金會長得比較多。',
        },
        {
          en: 'Both the same, because 1 or 2 coins is too small to matter.',
          'zh-TW': '一樣多，因為 NT$1 或 NT$2 太少了，沒有差別。',
        },
      ],
      correctAnswer: 0,
      feedback: {
        en: 'Fund A leaves more. The funds differ only in the fee, so the lower fee leaves more coins in to grow. A bigger fee does not buy more growth. The fee is taken every year, not once, and small fees add up over 10 years.',
        'zh-TW': 'A 基金留下的比較多。兩個基金只差在管理費，費用比較低的，留下來繼續長大的錢就比較多。收費高不會讓基金長得比較多；管理費是每年都收，不是只收一次；而且小小的費用，10 年下來會越積越多。',
      },
      hintCycle: [
        {
          en: 'Look at what is different between the two funds. Only one thing is.',
          'zh-TW': '看看這兩個基金哪裡不一樣。只有一個地方不同。',
        },
        {
          en: 'Some think a bigger fee buys more growth, or that a fee is paid once. Here the growth is the same, and the fee comes every year.',
          'zh-TW': '有人以為收費高，基金就會長得比較多；也有人以為管理費只付一次。可是這裡兩個基金長得一樣，管理費也是每年都收。',
        },
        {
          en: 'The answer: Fund A, because its fee is lower and all else is the same. More coins stay in to grow.',
          'zh-TW': '答案是：A 基金，因為它的費用比較低，其他都一樣。留下來繼續長大的錢比較多。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'True or false: On Money Islands, a pretend fund holds 1,000 coins. In a bad year, it falls by 20 coins. Its yearly fee is 1 coin for each 100, which is 10 coins. Because the year was bad, the fee is skipped, and the fund ends the year at 980 coins.',
        'zh-TW': '是非題：在理財冒險島上，一個假設的基金裡有 NT$1,000。有一年表現不好，少了 NT$20。它每年的管理費是每 NT$100 收 NT$1，也就是 NT$10。因為這一年表現不好，所以管理費不用付，基金年底剩下 NT$980。',
      },
      correctAnswer: false,
      feedback: {
        en: 'False. A fee is paid in bad years too. 1,000 − 20 − 10 = 970, so the fund ends the year at 970 coins, not 980.',
        'zh-TW': '錯。表現不好的年份，管理費也要付。1,000 − 20 − 10 = 970，基金年底剩下 NT$970，不是 NT$980。',
      },
      hintCycle: [
        {
          en: 'Does the fund stop taking its fee when a year goes badly?',
          'zh-TW': '這一年表現不好，基金就不收管理費了嗎？',
        },
        {
          en: 'Some think a fee is taken only when the fund grows. It is taken every year, in good years and bad.',
          'zh-TW': '有人以為基金有長大才收管理費。其實不管好年份、壞年份，每年都要收。',
        },
        {
          en: 'The answer is false. The fee is still paid: 1,000 − 20 − 10 = 970 coins.',
          'zh-TW': '答案是「錯」。管理費還是要付：1,000 − 20 − 10 = 970，剩下 NT$970。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Mei writes notes about yearly fees. Which of her notes are right? Pick all that are right.',
        'zh-TW': '小美寫下關於每年管理費的筆記。哪些筆記是對的？（可以選好幾個）',
      },
      options: [
        {
          en: 'A small yearly fee can add up to a lot over many years.',
          'zh-TW': '每年一點點的管理費，很多年下來會變成一大筆。',
        },
        {
          en: 'A bigger fee means the fund will grow more for sure.',
          'zh-TW': '收費越高，基金就保證長得越多。',
        },
        {
          en: 'A fee is taken in good years and in bad years.',
          'zh-TW': '不管是好年份還是壞年份，都要付管理費。',
        },
        {
          en: 'The fee in my table cost just 10 × 10 = 100 coins in 10 years.',
          'zh-TW': '我表上的管理費，10 年只讓我少了 10 × 10 = 100 元。',
        },
        {
          en: 'If two funds are alike except the fee, the lower fee leaves more.',
          'zh-TW': '如果兩個基金只差在管理費，費用比較低的會留下比較多。',
        },
      ],
      correctAnswer: [0, 2, 4],
      feedback: {
        en: 'Small yearly fees add up, and they are paid in good and bad years. A lower fee leaves more when all else is the same. A bigger fee promises no extra growth. In Mei\'s table, the fee cost 149 coins, not 100: it grew with the pile, and taken coins stop growing.',
        'zh-TW': '每年的小費用會越積越多；好年份、壞年份都要付；其他都一樣時，費用低的留下比較多。收費高並不保證長得比較多。小美的表上，管理費讓她少了 NT$149，不是 NT$100：因為錢堆變大，管理費也跟著變多，而且被收走的錢就不能再長大。',
      },
      hintCycle: [
        {
          en: 'Think back to the two rows on the board, and to what Leo and Ms. Chen said.',
          'zh-TW': '想想黑板上的兩排數字，還有阿力和陳老師說的話。',
        },
        {
          en: 'A bigger fee does not promise more growth. And check the table: 1,629 − 1,480 is not 100. Three notes are right.',
          'zh-TW': '收費高不保證長得多。再看看表：1,629 − 1,480 並不是 100。正確的有三個。',
        },
        {
          en: 'The answers: small fees add up over many years, and a fee is taken in good and bad years. Also, a lower fee leaves more when all else is the same.',
          'zh-TW': '答案是：小小的管理費很多年下來會變成一大筆；好年份、壞年份都要付；其他都一樣時，費用低的會留下比較多。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: "On Money Islands, Jay's aunt has 500 coins in a pretend fund. This year it grows 5 coins for every 100. The yearly fee takes 1 coin for every 100. In coins, the growth she keeps this year is ______.",
        'zh-TW': '在理財冒險島上，阿哲的阿姨在一個假設的基金裡放了 NT$500。今年每 NT$100 長 NT$5，每年的管理費是每 NT$100 收 NT$1。扣掉管理費後，今年她真正多出來的錢是______。',
      },
      acceptedAnswers: {
        en: ['20', 'twenty', '20 coins', 'twenty coins'],
        'zh-TW': ['20', 'NT$20', '20元', '20 元', '二十', '二十元', '20塊', '二十塊'],
      },
      feedback: {
        en: '500 coins is 5 hundreds. Growth: 5 × 5 = 25 coins. Fee: 5 × 1 = 5 coins. 25 − 5 = 20 coins kept.',
        'zh-TW': 'NT$500 就是 5 個 NT$100。長出來的：5 × 5 = 25，NT$25。管理費：5 × 1 = 5，NT$5。25 − 5 = 20，真正留下 NT$20。',
      },
      hintCycle: [
        {
          en: 'How many hundreds are in 500? Each hundred grows 5 and pays 1.',
          'zh-TW': 'NT$500 裡有幾個 NT$100？每個 NT$100 長 NT$5，要付 NT$1。',
        },
        {
          en: 'Do not stop at 25 coins: that forgets the fee. Take the fee away from the growth.',
          'zh-TW': '不要算到 25 就停：那樣就忘了管理費。要把管理費從長出來的錢裡扣掉。',
        },
        {
          en: 'The answer is 20. 5 × 5 = 25 grows, 5 × 1 = 5 goes to the fee, and 25 − 5 = 20.',
          'zh-TW': '答案是 20。5 × 5 = 25 是長出來的，5 × 1 = 5 是管理費，25 − 5 = 20。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: "Jay's aunt looks at two more pretend funds. They hold the same basket and grow the same before fees. To keep more coins, she picks the one with the lower ______.",
        'zh-TW': '阿哲的阿姨又看了兩個假設的基金，它們裝的是同一籃投資，扣掉費用之前也長得一樣。為了留下更多錢，她選______比較低的那一個。',
      },
      acceptedAnswers: {
        en: ['fee', 'fees', 'yearly fee', 'yearly fees', 'annual fee', 'annual fees', 'cost', 'costs', 'charge', 'charges'],
        'zh-TW': ['手續費', '費用', '管理費', '每年的管理費', '每年的費用', '年費', '收費', '成本'],
      },
      feedback: {
        en: 'The fee. When two funds are alike in every other way, the one with the lower fee leaves more coins in to grow.',
        'zh-TW': '是管理費（寫「手續費」或「費用」也對）。兩個基金其他地方都一樣時，費用比較低的，留下來繼續長大的錢就比較多。',
      },
      hintCycle: [
        {
          en: 'The baskets are the same and the growth is the same. What else can differ?',
          'zh-TW': '籃子一樣，長得也一樣。還有什麼可能不一樣？',
        },
        {
          en: 'It is not the growth: before fees, that is the same here. It is what the fund takes from you each year.',
          'zh-TW': '不是成長：扣掉費用之前，這兩個長得一樣。是基金每年從你那裡收走的錢。',
        },
        {
          en: 'The answer is "fee": with all else the same, a lower yearly fee leaves more to grow.',
          'zh-TW': '答案是「管理費」（或「手續費」）：其他都一樣時，每年費用比較低的，能留下比較多錢繼續長大。',
        },
      ],
    },
  ],
  reflection: {
    id: 'my-own-small-fee',
    question: {
      en: 'Think of a small thing you pay for again and again, like a snack each week. How much would it add up to in a year? How is that like a yearly fee?',
      'zh-TW': '想一想，有沒有一樣小東西是你一次又一次付錢買的，例如每個星期買一次點心？一年下來會加起來變成多少？這和每年的管理費有什麼像的地方？',
    },
    placeholder: {
      en: 'I pay about… each week. In a year, that adds up to about… It is like a yearly fee because…',
      'zh-TW': '我每個星期大約付……。一年下來，大約是……。這很像每年的管理費，因為……',
    },
  },
} satisfies ClassicBody;

export default body;
