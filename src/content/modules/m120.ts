import type { ClassicBody } from '../schema/module-body';

/**
 * M120 · Mind Desert: "The First Price Trick" / 「第一眼價格的陷阱」.
 * Learning outcome (Grade 4, Spending): explain how a first, higher price on a sign (a crossed-out "was"
 * price) can make the next price feel cheap, and judge a price by itself: ask "Would I pay this if there
 * were no 'was' price?" and compare it with the same thing at another shop or stall.
 * Builds on M25 (compare before you buy) and M27 (is a sale always a deal?): here the trick is the first
 * number itself. The trick is named as something every brain does (the anchor effect, 定錨效應).
 * Numbers: story (the night market on Money Islands, so the cap prices are the island's own): Leo has
 * 200 coins saved (his stand leaves about 140 a Saturday, cast sheet); sign "was 300, now 180":
 * 300 − 180 = 120 "saved" (he would spend 180); he picks a top price of 150; the same cap three stalls
 * on has a plain 150 tag (30 less than 180, left for thinking prompt 2: 180 − 150 = 30); he buys it
 * there: 200 − 150 = 50 left. Terms: the same 300, 180, 120, and 150 (his top price).
 * Stems: 180 and 120 from the story.
 * Quiz: q1 schoolbag "was 2,000, now 1,200" (1,200 and 2,000 inside the guide's 800–2,000 band);
 * q2, q3 and q5 are set on Money Islands (the island's own prices): q2 kite, stall A "was 250,
 * now 200", stall B 160: 200 − 160 = 40 less at B; q3 desk lamp "was 500, now 300":
 * 500 − 300 = 200 off; q5 plush toy, stall A "was 200, now 120", stall B 90:
 * 120 − 90 = 30 less at B (distractor 200 − 120 = 80, the sign's "saving").
 * Facts: none — the cap, kite, lamp and plush-toy prices are the island's own; the schoolbag is
 * inside the guide's band.
 */
const body = {
  id: 'M120',
  format: 'classic',
  scenarios: [
    {
      id: 'leos-night-market-cap',
      title: {
        en: 'Leo and the Crossed-Out Price',
        'zh-TW': '阿力和被畫掉的價錢',
      },
      description: {
        en: 'A sign says "Was 300, now 180!" Leo feels he is saving 120 coins. Is he?',
        'zh-TW': '招牌寫著「原價 300，現在 180！」阿力覺得自己省了 NT$120。真的是這樣嗎？',
      },
      context: {
        en:
          'It is Saturday evening at the night market on Money Islands. Leo walks with his dad. ' +
          'He wants a sun cap for his sunny lemonade stand. He has 200 coins saved. ' +
          'At one stall, a big red sign says, "Sun caps! Was 300, now 180!" A line crosses out the 300. ' +
          'Leo\'s eyes go wide. "300 − 180 = 120. I save 120 coins!" ' +
          'Dad asks, "Would you pay 180 for this cap if the sign had no 300 on it?" ' +
          'Leo stops. Without the 300, 180 coins feels like a lot for a cap. ' +
          '"I would not save 120," he says. "I would spend 180! For a cap, I would pay 150 at most." ' +
          '"That first big number is like an anchor," says Dad. "It holds your mind near it. ' +
          'Grown-ups call it the anchor effect. Every brain does it, even mine." ' +
          'Three stalls later, the same cap hangs on a hook. Its tag says 150 coins. No big sign, no crossed-out number. ' +
          'Leo buys the cap there and puts it on. 200 − 150 = 50 coins are left. ' +
          'Pip lands on the brim. "Squawk! Look at the price you pay, not the price they crossed out!"',
        'zh-TW':
          '星期六傍晚，阿力和爸爸一起去逛理財冒險島的夜市。' +
          '他想買一頂遮陽帽，顧檸檬汁攤的時候戴，因為太陽好曬！他存了 NT$200。' +
          '有一攤掛著紅色的大招牌：「遮陽帽！原價 300，現在 180！」300 上面還畫了一條線。' +
          '阿力眼睛一亮：「300 − 180 = 120，我省了 NT$120！」' +
          '爸爸笑著問：「如果招牌上沒有寫 300，你還願意花 NT$180 買這頂帽子嗎？」' +
          '阿力愣住了。少了那個 300，花 NT$180 買一頂帽子，好像有點多。' +
          '他說：「我不是省了 NT$120，是要花掉 NT$180！一頂帽子，我最多只想付 NT$150。」' +
          '爸爸說：「最先看到的大數字就像船錨，會把你的心思拉在它旁邊。' +
          '大人把這叫做『定錨效應』。每個人的大腦都會這樣，爸爸也是。」' +
          '他們繼續往前逛。走過三攤，看到一模一樣的帽子掛在鉤子上，標籤寫著 NT$150，沒有大招牌，也沒有畫掉的數字。' +
          '阿力在這一攤買了帽子，馬上戴起來。200 − 150 = 50，還剩 NT$50。' +
          '皮皮停在帽簷上：「嘎！要看你真正付多少錢，不是看被畫掉的價錢！」',
      },
      thinkingPrompts: [
        {
          en: 'Why did 180 coins feel cheap at first, and then not so cheap?',
          'zh-TW': '為什麼 NT$180 一開始感覺很便宜，後來又覺得沒那麼便宜了？',
        },
        {
          en: 'What if Leo had paid at the first stall? What would the big sign have cost him?',
          'zh-TW': '如果阿力在第一攤就付了錢，那個大招牌會讓他多花多少？',
        },
        {
          en: 'Why do you think some sellers put a crossed-out price on their signs?',
          'zh-TW': '你覺得為什麼有些店家，要在招牌上放一個被畫掉的價錢？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'anchor-effect',
      term: { en: 'anchor effect', 'zh-TW': '定錨效應' },
      definition: {
        en: 'When the first number you see changes how big or small the next number feels.',
        'zh-TW': '最先看到的數字，會影響我們覺得下一個數字是大還是小。',
      },
      example: {
        en: 'The 300 on the sign made 180 feel small. That is the anchor effect.',
        'zh-TW': '招牌上的 300，讓 180 感覺很少，這就是定錨效應。',
      },
    },
    {
      id: 'crossed-out-price',
      term: { en: 'crossed-out price', 'zh-TW': '被畫掉的價錢' },
      definition: {
        en: 'A higher price with a line through it, put next to the price you pay.',
        'zh-TW': '畫了一條線的較高價錢，擺在你要付的價錢旁邊。',
      },
      example: {
        en: 'The crossed-out price on the cap sign was 300 coins.',
        'zh-TW': '帽子招牌上被畫掉的價錢是 NT$300。',
      },
    },
    {
      id: 'price-you-pay',
      term: { en: 'price you pay', 'zh-TW': '實付價格' },
      definition: {
        en: 'The coins that really leave your pocket.',
        'zh-TW': '真正從你口袋拿出去的錢。',
      },
      example: {
        en: 'At the first stall, the price to pay was 180 coins. Leo would not save 120. He would spend 180.',
        'zh-TW': '在第一攤，實付價格是 NT$180。阿力不是省了 NT$120，而是花了 NT$180。',
      },
    },
    {
      id: 'compare-prices',
      term: { en: 'compare prices', 'zh-TW': '比價' },
      definition: {
        en: 'To look at the price of the same thing in more than one place.',
        'zh-TW': '同一樣東西，多看幾個地方賣多少錢。',
      },
      example: {
        en: 'Leo compared prices and found the same cap for 150 coins.',
        'zh-TW': '阿力比價以後，找到同一頂帽子只要 NT$150。',
      },
    },
    {
      id: 'top-price',
      term: { en: 'top price', 'zh-TW': '最高價' },
      definition: {
        en: 'The most you would pay for a thing. You pick it yourself, before you read the signs.',
        'zh-TW': '你願意為一樣東西付的最多的錢。要在看招牌之前，自己先想好。',
      },
      example: {
        en: 'Leo picked his top price for a cap: 150 coins.',
        'zh-TW': '阿力先想好了帽子的最高價：NT$150。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'anchor-effect-happens',
      stem: {
        en: 'The anchor effect happens when…',
        'zh-TW': '定錨效應就是……',
      },
      examples: [
        {
          en: 'The anchor effect happens when a big first number makes the next price feel small.',
          'zh-TW': '定錨效應就是最先看到的大數字，讓後面的價錢感覺變小了。',
        },
      ],
    },
    {
      id: 'before-i-pay',
      stem: {
        en: 'Before I pay a sale price, I ask…',
        'zh-TW': '付特價之前，我會問自己……',
      },
      examples: [
        {
          en: 'Before I pay a sale price, I ask, "Would I pay this if there were no crossed-out price?"',
          'zh-TW': '付特價之前，我會問自己：「如果沒有被畫掉的價錢，我還願意付這麼多嗎？」',
        },
        {
          en: 'Before I pay a sale price, I ask, "What do other shops charge? Let me compare prices."',
          'zh-TW': '付特價之前，我會問自己：「別家賣多少錢？我先比價看看。」',
        },
      ],
    },
    {
      id: 'the-price-i-pay',
      stem: {
        en: 'The price I pay is…, not…',
        'zh-TW': '我真正要付的是……，不是……',
      },
      examples: [
        {
          en: 'The price I pay is 180 coins, not the 120 coins the sign says I save.',
          'zh-TW': '我真正要付的是 NT$180，不是招牌說我省下的 NT$120。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: 'An\'s cousin needs a new schoolbag. A shop sign says, "Was 2,000, now 1,200!" Which question helps her most before she pays?',
        'zh-TW': '小安的表姊需要新書包。店裡的牌子寫著：「原價 2,000，現在 1,200！」付錢之前，問自己哪個問題最有幫助？',
      },
      options: [
        {
          en: 'How many coins does the sign say I save?',
          'zh-TW': '招牌說我可以省下多少錢？',
        },
        {
          en: 'Is 1,200 much smaller than the first number?',
          'zh-TW': '1,200 是不是比第一個數字小很多？',
        },
        {
          en: 'Would I pay 1,200 if there were no "was" price?',
          'zh-TW': '如果沒有寫原價，我還願意付 1,200 嗎？',
        },
        {
          en: 'Is this the biggest price cut I have seen in any shop this year?',
          'zh-TW': '這是不是我今年在所有店裡，看過降價降最多的一次？',
        },
      ],
      correctAnswer: 2,
      feedback: {
        en: 'The "was" price is an anchor. It makes 1,200 feel small. Asking "Would I pay 1,200 with no \'was\' price?" judges the price by itself. Then she can compare prices at another shop.',
        'zh-TW': '「原價」就是那個錨，它讓 1,200 感覺很少。問自己「如果沒有寫原價，我還願意付 1,200 嗎？」才是看價錢本身。接著，她還可以去別家比價。',
      },
      hintCycle: [
        {
          en: 'Which question looks at the price she really pays?',
          'zh-TW': '哪個問題，看的是她真正要付的錢？',
        },
        {
          en: 'The coins "saved", the size of the cut and "smaller than the first number" all look at the first number. That is the anchor talking.',
          'zh-TW': '「省多少」、「降多少」、「比第一個數字小多少」，都是拿第一個數字來比，這正是錨在作怪。',
        },
        {
          en: 'The answer is "Would I pay 1,200 if there were no \'was\' price?" It judges the price by itself.',
          'zh-TW': '答案是：「如果沒有寫原價，我還願意付 1,200 嗎？」這樣才是看價錢本身。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'At the night market on Money Islands, two stalls sell the same kite. Stall A has a sign: "Was 250, now 200!" Stall B has a plain tag: 160 coins. True or false: the kite at stall B costs less, even with no sale sign.',
        'zh-TW': '理財冒險島的夜市裡，有兩攤賣一模一樣的風箏。甲攤的招牌寫著：「原價 250，現在 200！」乙攤只有一張小標籤：NT$160。是非題：雖然乙攤沒有特價招牌，它的風箏比較便宜。',
      },
      correctAnswer: true,
      feedback: {
        en: 'True. 200 − 160 = 40, so stall B costs 40 coins less. The "was 250" just makes 200 feel cheap. Compare the prices you pay.',
        'zh-TW': '對。200 − 160 = 40，乙攤便宜 NT$40。「原價 250」只是讓 200 感覺很便宜。要比的是真正要付的錢。',
      },
      hintCycle: [
        {
          en: 'Look at the price you would pay at each stall.',
          'zh-TW': '看看在每一攤，你真正要付多少錢。',
        },
        {
          en: 'Some think a sale sign means the best price. Put 200 next to 160 and forget the 250.',
          'zh-TW': '有人以為有特價招牌，就是最便宜。把 200 和 160 放在一起比，先別管 250。',
        },
        {
          en: 'The answer is true. 160 is less than 200, sign or no sign.',
          'zh-TW': '答案是「對」。不管有沒有招牌，160 就是比 200 少。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'In a shop on Money Islands, Mei and her mom see a desk lamp. The sign says, "Was 500, now 300!" Which are good moves before they buy? Pick all that are right.',
        'zh-TW': '小美和媽媽在理財冒險島的一家店裡，看到一盞檯燈，牌子寫著：「原價 500，現在 300！」買之前，下面哪些是好的做法？（可以選好幾個）',
      },
      options: [
        {
          en: 'Buy it fast, because 200 coins off is a lot.',
          'zh-TW': '趕快買，因為便宜了 NT$200，很划算。',
        },
        {
          en: 'Ask, "Would we pay 300 if there were no \'was\' price?"',
          'zh-TW': '問自己：「如果沒有寫原價，我們還願意付 NT$300 嗎？」',
        },
        {
          en: 'Check the price of the same lamp at another shop.',
          'zh-TW': '去別家看看，同一盞檯燈賣多少錢。',
        },
        {
          en: 'Trust the 500, because it shows what the lamp is worth.',
          'zh-TW': '相信 NT$500，因為它代表檯燈真正的價值。',
        },
        {
          en: 'Pick their top price first, then look at the sign again.',
          'zh-TW': '先想好自己的最高價，再回頭看招牌。',
        },
      ],
      correctAnswer: [1, 2, 4],
      feedback: {
        en: 'Asking the question, comparing prices and picking a top price all judge the 300 by itself. The 500 is an anchor. It does not show what the lamp is worth. A big price cut is no reason to rush.',
        'zh-TW': '問自己那個問題、比價、先想好最高價，都是看 NT$300 本身。NT$500 是錨，不代表檯燈的價值；降價降很多，也不是急著買的理由。',
      },
      hintCycle: [
        {
          en: 'Which moves look at 300 by itself, not next to 500?',
          'zh-TW': '哪些做法是只看 300 本身，而不是拿它跟 500 比？',
        },
        {
          en: 'Two choices lean on the anchor: "a big cut means buy fast" and "the first number shows the real worth". Three are right.',
          'zh-TW': '有兩個選項被錨拉著走：「降很多就快買」和「第一個數字代表真正的價值」。正確的有三個。',
        },
        {
          en: 'The answer: ask if you would pay 300 with no "was" price, check another shop, and pick your top price first.',
          'zh-TW': '答案是：問自己沒有原價還願不願意付 NT$300、去別家比價、先想好最高價。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'The first number you see can change how cheap the next price feels. Grown-ups call this the ______ effect.',
        'zh-TW': '最先看到的數字，會影響我們覺得下一個價錢便不便宜。大人把這叫做______效應。',
      },
      acceptedAnswers: {
        en: ['anchor', 'anchoring'],
        'zh-TW': ['定錨', '錨定'],
      },
      feedback: {
        en: 'It is the anchor effect. The first number holds your mind near it, the way an anchor holds a boat.',
        'zh-TW': '這就是定錨效應。第一個數字會把你的想法固定在它旁邊，就像錨把船固定住一樣。',
      },
      hintCycle: [
        {
          en: 'Think of what holds a boat in one place.',
          'zh-TW': '想一想，什麼東西能把船固定在同一個地方？',
        },
        {
          en: 'Leo\'s dad said the first price is like a heavy thing on a ship. The word starts with "a".',
          'zh-TW': '阿力的爸爸說，第一個價錢就像船上一樣很重的東西。答案有兩個字，第二個字是「錨」。',
        },
        {
          en: 'The answer is "anchor". The first number anchors your mind.',
          'zh-TW': '答案是「定錨」。第一個數字會像錨一樣，把你的心思定住。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: 'An wants a plush toy as a birthday gift for a friend. At the island\'s night market, stall A\'s sign says, "Was 200, now 120!" Stall B sells the same toy for 90 coins. At stall B, she pays ______ coins less than at stall A.',
        'zh-TW':
          '小安想買一隻娃娃，送朋友當生日禮物。島上的夜市裡，甲攤的招牌寫著：「原價 200，現在 120！」乙攤賣一模一樣的娃娃，只要 NT$90。在乙攤買，會比在甲攤少付______元。',
      },
      acceptedAnswers: {
        en: ['30', 'thirty', '30 coins', 'thirty coins'],
        'zh-TW': ['30', '三十', 'NT$30', '30元', '三十元'],
      },
      feedback: {
        en: '120 − 90 = 30, so stall B costs 30 coins less. The sign\'s 200 − 120 = 80 "off" is not money in An\'s pocket. Compare the prices she pays.',
        'zh-TW': '120 − 90 = 30，乙攤少付 NT$30。招牌上的 200 − 120 = 80「便宜」，並不是放進小安口袋的錢。要比的是真正付出去的錢。',
      },
      hintCycle: [
        {
          en: 'Compare the two prices An would really pay.',
          'zh-TW': '比一比小安在兩攤真正要付的錢。',
        },
        {
          en: 'Some take the "was" price: 200 − 120 = 80. But 200 is the anchor. Use 120 and 90.',
          'zh-TW': '有人會拿原價來算：200 − 120 = 80。可是 200 只是錨，要用 120 和 90 來算。',
        },
        {
          en: 'The answer is 30. 120 − 90 = 30 coins less at stall B.',
          'zh-TW': '答案是 30。120 − 90 = 30，在乙攤少付 NT$30。',
        },
      ],
    },
  ],
  reflection: {
    id: 'a-crossed-out-price-i-saw',
    question: {
      en: 'Think of a sign with a crossed-out price you have seen. Would you pay the new price if the old one were not there? Why?',
      'zh-TW': '想一想，你看過哪個有被畫掉價錢的招牌？如果沒有那個舊價錢，你還願意付新的價錢嗎？為什麼？',
    },
    placeholder: {
      en: 'I saw a sign for… It said "was…, now…". Without the crossed-out price, I would…',
      'zh-TW': '我看過一個……的招牌，上面寫「原價……，現在……」。如果沒有被畫掉的價錢，我會……',
    },
  },
} satisfies ClassicBody;

export default body;
