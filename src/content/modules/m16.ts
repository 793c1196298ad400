import type { ClassicBody } from '../schema/module-body';

/**
 * M16 · Capital Mountain: "Risk and Reward" / 「風險與報酬」.
 * Learning outcome (Grade 8, Investing): explain that risk (the chance of losing some money, or getting less
 * than you hoped) and reward (what you might gain) come together, so a choice with a bigger possible reward
 * usually has more risk; and keep money that is needed soon in a low-risk place.
 * Benchmark, in words: the grade-8 Investing statements that saving and investing choices differ in risk and
 * in possible return, and that choices with a higher possible return usually carry a higher risk of loss.
 * Island position: Capital Mountain's first lesson; World Trade Port came just before. It opens from Future
 * Harbor (M41, which repeats M09's island bank rate, "2 coins a year for every 100"): Leo's savings account
 * grows a little, and safely. It starts the island's thread, "the mountain has a safe road and steeper paths"
 * (a higher possible reward comes with more risk).
 * Numbers: the island's own pretend numbers, said so in the story ("to keep the maths easy. Real ones are
 * different and are never promised"). 100 coins for one year: Choice 1 piggy bank stays 100; Choice 2
 * savings account at the island bank, the same 2 coins a year for every 100 as in M09 and M41, so
 * 100 + 2 = 102 (2 more, very safe; Ms. Chen adds that real accounts grow even more slowly, under 1 % for
 * most in 2025, see Facts); Choice 3 a pretend new juice cart could end at
 * 120 (120 − 100 = 20 more) or at 90 (100 − 90 = 10 less). Leo's 100 coins are saved from his Saturday
 * stand (about 140 left on a usual Saturday, cast sheet); a rainy Saturday sells less (cast sheet). He needs
 * all 100 next month for a new water jug for the stand (the island's own price, 100), so they go into his
 * savings account.
 * Quiz: q1 200 coins for one year: piggy bank 200, island savings account 2 × 2 = 4, 200 + 4 = 204, riskier
 * choice 240 or 180 (240 is the
 * most, 180 the least). q2 grew 100 → 120 last year (120 − 100 = 20); no promise for next year. q3 Leo's
 * little sister, 100 coins from red envelopes, needed next month. q4 Mei's aunt: 300 could end at 360 or
 * 270; 300 − 270 = 30 less (distractor: 360 − 300 = 60 more). q5 the word "risk".
 * Facts:
 * - Real savings accounts grow even more slowly than the island bank's pretend 2 for every 100: "In 2025, most paid under 1% a year" — Chunghwa Post and bank rate boards, 2025
 * - "In Taiwan, children under 18 can only invest with a parent or guardian" (age of majority 18; a minor needs the legal representative's consent for contracts such as an investment account) — Civil Code arts. 12 and 77, 2023
 */
const body = {
  id: 'M16',
  format: 'classic',
  scenarios: [
    {
      id: 'leos-three-choices',
      title: {
        en: "Leo's Three Choices",
        'zh-TW': '阿力的三個選擇',
      },
      description: {
        en: 'At the foot of Capital Mountain, Leo looks at three pretend places for 100 coins. Which one fits money he needs next month?',
        'zh-TW': '在資本山的山腳下，阿力看到三個假想的地方可以放 NT$100。下個月就要用的錢，適合放哪裡？',
      },
      context: {
        en:
          'At the foot of Capital Mountain, Pip points up. "Squawk! This mountain has a safe road and steeper paths." ' +
          'Leo remembers Future Harbor. The island bank adds 2 coins a year for every 100 in his savings account. ' +
          'It grows a little, and safely. Now he has 100 coins saved from his lemonade stand. ' +
          'Ms. Chen draws three pretend choices for 100 coins, for one year. ' +
          '"These are the island\'s pretend numbers, to keep the maths easy. Real ones are different and are never promised." ' +
          'Choice 1: a piggy bank. After a year, it still holds 100 coins. ' +
          'Choice 2: his savings account at the island bank. It ends at 100 + 2 = 102 coins. It grows a little, and it is very safe. ' +
          '"Real savings accounts grow even more slowly," says Ms. Chen. "In 2025, most paid under 1% a year." ' +
          'Choice 3: put the coins into a pretend new juice cart on the island, to help it start. If it sells well, the 100 coins could grow to 120. ' +
          'If it sells badly, they could shrink to 90. Nobody knows ahead of time. ' +
          '"120 − 100 = 20 more!" says Leo. ' +
          '"But what if it ends at 90?" asks Mei. ' +
          'Leo thinks of rainy Saturdays, when his stand sells less. 100 − 90 = 10 less. ' +
          '"The steep path could give the most," he says. "It could also take some away." ' +
          'Ms. Chen asks, "When do you need these coins?" ' +
          '"Next month! On Money Islands, a new water jug for my stand costs 100 coins." ' +
          'Leo takes a deep breath. "I need all 100 by then. So they go into my savings account." ' +
          '"Good thinking," says Ms. Chen. "And in Taiwan, children under 18 can only invest with a parent or guardian." ' +
          'A month later, the new jug sits on his stand. ' +
          '"Squawk!" says Pip. "A bigger possible reward usually comes with more risk. Money you need soon takes the safe road!"',
        'zh-TW':
          '在資本山的山腳下，皮皮指著山頂說：「嘎！這座山有一條安全的大路，也有比較陡的小路。」' +
          '阿力想起在未來港灣學過：島上的銀行，存款帳戶裡每 NT$100，一年會多 NT$2 利息。' +
          '錢只多一點點，但是很安全。現在，他有擺檸檬汁攤存下來的 NT$100。' +
          '陳老師在黑板上畫出三個假想的選擇，都是把 NT$100 放一年。' +
          '她說：「這些是島上假想的數字，讓大家比較好算。真實的數字不一樣，也沒有人能保證。」' +
          '選擇 1：存錢筒。一年後，裡面還是 NT$100。' +
          '選擇 2：存進他在島上銀行的存款帳戶。一年後變成 100 + 2 = 102，也就是 NT$102，只多一點點，但是非常安全。' +
          '陳老師說：「真實的存款帳戶長得更慢。2025 年，大多一年不到 1%。」' +
          '選擇 3：把錢放進島上一台假想的新果汁餐車，幫它開張。如果賣得好，NT$100 可能長到 NT$120；' +
          '如果賣得不好，可能縮水成 NT$90。事先沒有人知道會怎樣。' +
          '阿力說：「120 − 100 = 20，多了 NT$20！」' +
          '小美問：「可是，如果最後只剩 NT$90 呢？」' +
          '阿力想起下雨的星期六，攤子總是賣得比較少。100 − 90 = 10，會少 NT$10。' +
          '他說：「陡的小路可能得到最多，也可能讓錢變少。」' +
          '陳老師問：「這些錢，你什麼時候要用？」' +
          '「下個月！在理財冒險島上，攤子要換的新大水壺要 NT$100。」' +
          '阿力深吸一口氣：「到時候我需要整整 NT$100，所以先存進存款帳戶裡。」' +
          '陳老師說：「想得很好。還有，在台灣，未滿 18 歲的孩子，要有父母或監護人陪著、同意，才能投資。」' +
          '一個月後，新的大水壺擺上了阿力的攤子。' +
          '皮皮叫著：「嘎！可能的報酬越大，通常風險也越大。很快要用的錢，就走安全的大路！」',
      },
      thinkingPrompts: [
        {
          en: 'Why might the juice cart end at 120 one year, but at 90 another year?',
          'zh-TW': '為什麼果汁餐車有時候一年後變成 NT$120，有時候卻只剩 NT$90？',
        },
        {
          en: 'What if Leo did not need these coins for many years? How might his choice change, and who should he talk to first?',
          'zh-TW': '如果這些錢阿力很多年以後才要用，他的選擇可能會不一樣嗎？他應該先跟誰商量？',
        },
        {
          en: 'Pip said a "possible" reward, not just a reward. Why does that word matter?',
          'zh-TW': '皮皮說的是「可能的報酬」，不是只說「報酬」。為什麼「可能」這兩個字很重要？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'risk',
      term: { en: 'risk', 'zh-TW': '風險' },
      definition: {
        en: 'The chance of losing some money, or getting less than you hoped.',
        'zh-TW': '可能賠掉一些錢，或是拿回來的比希望的少，這種可能就是風險。',
      },
      example: {
        en: 'The juice cart has risk: the 100 coins could shrink to 90.',
        'zh-TW': '果汁餐車有風險：NT$100 可能縮水成 NT$90。',
      },
    },
    {
      id: 'reward',
      term: { en: 'reward', 'zh-TW': '報酬' },
      definition: {
        en: 'What you might gain from a choice.',
        'zh-TW': '一個選擇可能讓你多得到的錢。',
      },
      example: {
        en: 'If the juice cart sells well, the reward is 120 − 100 = 20 coins.',
        'zh-TW': '如果果汁餐車賣得好，報酬是 120 − 100 = 20，也就是 NT$20。',
      },
    },
    {
      id: 'low-risk',
      term: { en: 'low risk', 'zh-TW': '低風險' },
      definition: {
        en: 'When your money is very unlikely to go down.',
        'zh-TW': '錢很不容易變少的情況。',
      },
      example: {
        en: "Leo's savings account is low risk. In a year, his 100 coins grow a little, to 102.",
        'zh-TW': '阿力的存款帳戶是低風險的，NT$100 一年後只多一點點，變成 NT$102。',
      },
    },
    {
      id: 'higher-risk',
      term: { en: 'higher risk', 'zh-TW': '風險較高' },
      definition: {
        en: 'When your money could go up more, but it could also go down.',
        'zh-TW': '錢可能多長一些，但也可能變少的情況。',
      },
      example: {
        en: 'The juice cart is higher risk: it could end at 120, or at 90.',
        'zh-TW': '果汁餐車的風險較高：最後可能是 NT$120，也可能只剩 NT$90。',
      },
    },
    {
      id: 'money-needed-soon',
      term: { en: 'money needed soon', 'zh-TW': '很快要用的錢' },
      definition: {
        en: 'Money you will use in the next few weeks or months.',
        'zh-TW': '接下來幾個星期或幾個月內就要用到的錢。',
      },
      example: {
        en: 'The 100 coins for the new water jug next month are money needed soon.',
        'zh-TW': '下個月要買新大水壺的 NT$100，就是很快要用的錢。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'risk-and-reward-go-together',
      stem: {
        en: 'Risk and reward go together because…',
        'zh-TW': '風險和報酬會一起出現，因為……',
      },
      examples: [
        {
          en: 'Risk and reward go together because a choice that could give more can usually also lose some.',
          'zh-TW': '風險和報酬會一起出現，因為可能賺比較多的選擇，通常也可能賠錢。',
        },
      ],
    },
    {
      id: 'money-i-need-soon',
      stem: {
        en: 'Money I need soon should go…',
        'zh-TW': '很快要用的錢，應該……',
      },
      examples: [
        {
          en: 'Money I need soon should go somewhere low risk, like a savings account, so it is there when I need it.',
          'zh-TW': '很快要用的錢，應該放在低風險的地方，像是存款帳戶，要用的時候錢才會在。',
        },
      ],
    },
    {
      id: 'before-more-risk',
      stem: {
        en: 'Before I pick a choice with more risk, I…',
        'zh-TW': '在選風險較高的選擇之前，我會……',
      },
      examples: [
        {
          en: 'Before I pick a choice with more risk, I ask when I will need the money, and I talk with a grown-up.',
          'zh-TW': '在選風險較高的選擇之前，我會先想想錢什麼時候要用，再跟大人商量。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: "On Money Islands, Jay's cousin looks at three pretend choices for 200 coins, for one year. A piggy bank stays at 200. A savings account at the island bank ends at 204. A riskier choice could end at 240, or at 180. Which sentence is right?",
        'zh-TW': '在理財冒險島上，阿哲的表哥要把 NT$200 放一年，他看了三個假想的選擇：存錢筒一年後還是 NT$200；島上銀行的存款帳戶會變成 NT$204；風險較高的選擇可能變成 NT$240，也可能只剩 NT$180。下面哪一句是對的？',
      },
      options: [
        {
          en: 'Pick the riskier choice. 240 is the biggest number, so it is best.',
          'zh-TW': '選風險較高的那個：240 最大，所以最好。',
        },
        {
          en: 'The savings account is riskier than the piggy bank, because its number changes every year.',
          'zh-TW': '存款帳戶比存錢筒風險高，因為它的數字每年都會變。',
        },
        {
          en: 'The riskier choice could end with the most, and it could also end with the least.',
          'zh-TW': '風險較高的選擇，最後可能最多，也可能最少。',
        },
        {
          en: 'All three are just as risky, because nobody knows the future.',
          'zh-TW': '三個選擇的風險都一樣，因為沒有人知道未來。',
        },
      ],
      correctAnswer: 2,
      feedback: {
        en: 'The riskier choice could end at 240, the most, or at 180, the least: more possible reward, more risk. Looking only at 240 forgets the 180. The savings account only grows a little and does not go down, so it is not riskier. And the three are not equally risky: only the third could shrink.',
        'zh-TW': '風險較高的選擇可能變成 NT$240，是最多的；也可能只剩 NT$180，是最少的。可能的報酬比較大，風險也比較大。只看 240，就忘了 180。存款帳戶只會多一點點、不會變少，所以風險並沒有比較高。三個選擇的風險也不一樣：只有第三個可能變少。',
      },
      hintCycle: [
        {
          en: 'For each choice, look at its best ending and its worst ending.',
          'zh-TW': '每個選擇都看看：最好的結果是多少？最差的結果是多少？',
        },
        {
          en: 'Some look only at the biggest number, 240. But the same choice could also end at 180, the lowest of all.',
          'zh-TW': '有人只看最大的數字 240，可是同一個選擇，也可能只剩 NT$180，是所有結果裡最少的。',
        },
        {
          en: 'The answer: the riskier choice could end with the most, and it could also end with the least. Bigger possible reward, more risk.',
          'zh-TW': '答案是：風險較高的選擇可能最多，也可能最少。可能的報酬越大，風險也越大。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'True or false: On Money Islands, a pretend choice grew from 100 to 120 coins last year. So it will grow to 120 again next year.',
        'zh-TW': '是非題：在理財冒險島上，有一個假想的選擇，去年從 NT$100 長到 NT$120。所以明年它也會再長到 NT$120。',
      },
      correctAnswer: false,
      feedback: {
        en: 'False. Last year is not a promise for next year. The choice could grow, stay the same or go down next year. A gain in the past does not remove the risk.',
        'zh-TW': '不對。去年的結果，不是明年的保證。明年它可能變多、不變，也可能變少。過去賺過錢，風險也不會因此消失。',
      },
      hintCycle: [
        {
          en: 'Does knowing what happened last year tell you for sure what will happen next year?',
          'zh-TW': '知道去年發生了什麼，就能確定明年會怎樣嗎？',
        },
        {
          en: 'Some think a choice that grew once will grow the same way again. But past gains are never promised.',
          'zh-TW': '有人以為去年長過，明年也會照樣長。可是過去的獲利，從來不是保證。',
        },
        {
          en: 'The answer is false. 120 − 100 = 20 more last year does not promise 20 more next year. It could even end lower.',
          'zh-TW': '答案是「不對」。去年 120 − 100 = 20，多了 NT$20，不代表明年也會多 NT$20，甚至可能變少。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: "Leo's little sister has 100 coins from red envelopes. She will need them next month. Which ideas are right for her? Pick all that are right.",
        'zh-TW': '阿力的妹妹有 NT$100 紅包錢，下個月就要用。下面哪些想法，對她來說是對的？（可以選好幾個）',
      },
      options: [
        {
          en: 'She needs the coins soon, so a low-risk place fits them.',
          'zh-TW': '這筆錢很快就要用，所以適合放在低風險的地方。',
        },
        {
          en: 'A riskier choice grows more, so it is fine for next month.',
          'zh-TW': '風險較高的選擇會長得比較多，所以下個月要用也沒關係。',
        },
        {
          en: 'A bigger possible reward usually comes with more risk.',
          'zh-TW': '可能的報酬越大，通常風險也越大。',
        },
        {
          en: 'If the coins go down, they will come back in a few years, so it is fine.',
          'zh-TW': '如果錢變少了，等個幾年就會回來，所以不要緊。',
        },
        {
          en: 'She is a child under 18, so she can only invest with a parent or guardian.',
          'zh-TW': '她是未滿 18 歲的孩子，要有父母或監護人陪著、同意，才能投資。',
        },
      ],
      correctAnswer: [0, 2, 4],
      feedback: {
        en: 'Money needed next month belongs in a low-risk place, so it is there on time. A bigger possible reward usually means more risk. In Taiwan, children under 18 can only invest with a parent or guardian. A riskier choice is not sure to grow, and she cannot wait years: she needs the coins next month.',
        'zh-TW': '下個月要用的錢，要放在低風險的地方，要用的時候才會在。可能的報酬越大，通常風險也越大。在台灣，未滿 18 歲的孩子，要有父母或監護人同意才能投資。風險較高的選擇不一定會變多；而且她下個月就要用，沒辦法等好幾年。',
      },
      hintCycle: [
        {
          en: 'Think of Leo and his water jug. When does his sister need her coins?',
          'zh-TW': '想想阿力和他的大水壺。妹妹的錢什麼時候要用？',
        },
        {
          en: 'Two ideas are traps: that a riskier choice is sure to grow, and that a drop will come back in time. Neither fits money needed next month.',
          'zh-TW': '有兩個想法是陷阱：以為風險較高的選擇一定會變多，還有以為錢變少了可以慢慢等它回來。下個月就要用的錢，這兩個都不適合。',
        },
        {
          en: 'The answers: money needed soon goes in a low-risk place. A bigger possible reward usually comes with more risk. A child under 18 invests only with a parent or guardian.',
          'zh-TW': '答案是：很快要用的錢放在低風險的地方；可能的報酬越大，通常風險也越大；未滿 18 歲要有父母或監護人同意才能投資。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: "On Money Islands, Mei's aunt puts 300 pretend coins into a riskier choice for one year. It could end at 360, or at 270. If it ends at 270, the number of coins she loses is ______.",
        'zh-TW': '在理財冒險島上，小美的阿姨把假想的 NT$300 放進一個風險較高的選擇，放一年。一年後可能變成 NT$360，也可能只剩 NT$270。如果只剩 NT$270，她少掉的錢是______。',
      },
      acceptedAnswers: {
        en: ['30', 'thirty', '30 coins', 'thirty coins'],
        'zh-TW': ['30', 'NT$30', '30元', '30 元', '三十', '三十元', '30塊', '三十塊'],
      },
      feedback: {
        en: '300 − 270 = 30 coins less. That is the risk side. The reward side could be 360 − 300 = 60 coins more. Either could happen, and nobody knows which ahead of time.',
        'zh-TW': '300 − 270 = 30，少了 NT$30，這是風險的那一面。報酬的那一面，可能是 360 − 300 = 60，多 NT$60。兩種都有可能，事先沒有人知道會是哪一種。',
      },
      hintCycle: [
        {
          en: 'She put in 300 coins. Compare that with the worse ending.',
          'zh-TW': '她放進去 NT$300，拿它跟比較差的那個結果比一比。',
        },
        {
          en: 'Do not use 360: that is the good ending, the reward. The question asks about the ending at 270.',
          'zh-TW': '不要用 360，那是好的結果，也就是報酬。題目問的是只剩 NT$270 的時候。',
        },
        {
          en: 'The answer is 30. 300 − 270 = 30 coins less.',
          'zh-TW': '答案是 30。300 − 270 = 30，少了 NT$30。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: 'The chance of losing some money, or getting less than you hoped, is called ______.',
        'zh-TW': '可能賠掉一些錢，或是拿回來的比希望的少，這種可能叫做______。',
      },
      acceptedAnswers: {
        en: ['risk', 'a risk', 'the risk', 'risks'],
        'zh-TW': ['風險', '風險性'],
      },
      feedback: {
        en: 'Risk is the chance of losing some money, or getting less than you hoped. Reward is the other side: what you might gain. They usually come together.',
        'zh-TW': '風險就是可能賠掉一些錢，或拿回來的比希望的少。報酬是另一面：可能多得到的錢。它們通常會一起出現。',
      },
      hintCycle: [
        {
          en: 'Think of the juice cart that could shrink from 100 coins to 90.',
          'zh-TW': '想想果汁餐車：NT$100 可能縮水成 NT$90。',
        },
        {
          en: 'It is not "reward": reward is what you might gain. This word is about what you might lose.',
          'zh-TW': '不是「報酬」，報酬是可能多得到的錢。這個詞說的是可能失去的部分。',
        },
        {
          en: 'The answer is "risk": the chance of losing some money, or getting less than you hoped.',
          'zh-TW': '答案是「風險」：可能賠掉一些錢，或拿回來的比希望的少。',
        },
      ],
    },
  ],
  reflection: {
    id: 'my-money-and-the-safe-road',
    question: {
      en: 'Think of some money you have, or will get. When will you need it? Would you keep it on the safe road? Why?',
      'zh-TW': '想一想你有的、或是以後會拿到的一筆錢。你什麼時候要用它？你會讓它走安全的大路嗎？為什麼？',
    },
    placeholder: {
      en: 'I will need my money… so I would keep it… because…',
      'zh-TW': '我會在……的時候用到這筆錢，所以我會把它放在……，因為……',
    },
  },
} satisfies ClassicBody;

export default body;
