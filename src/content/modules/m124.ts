import type { ClassicBody } from '../schema/module-body';

/**
 * M124 · Mind Desert: "Same Deal, Different Words" / 「同樣的優惠，不同的說法」.
 * Learning outcome (Grade 8, Spending): compare offers worded in different ways ("second one half
 * price", "25% off each", "buy one, get one free") by turning each into the total paid for the number of
 * items, and decide whether an offer fits how many they planned to buy. The trick is framing (grown-ups'
 * name, said once: "framing effect" / 「框架效應」); the move is "How much do I pay, for how many, and did
 * I want that many?"
 * Numbers: story: Leo has 60 coins after his Saturday stand (no allowance figure is stated). On Money
 * Islands (the island's own prices): milk tea 40, second one half price → 40 + 20 = 60 for two,
 * 60 ÷ 2 = 30 each; apple juice 40, 25% off each (七五折: pay 75 %) → a quarter of 40 is 10,
 * 40 − 10 = 30 each (= 75 % of 40), 30 + 30 = 60 for two; soy milk 60 (same size bottle, no "big"),
 * buy one get one free → 60 for two. For one drink: milk tea 40,
 * soy milk 60, juice 30. He buys one juice: 60 − 30 = 30 left.
 * Terms: 40 + 20 = 60; 60 ÷ 2 = 30. Stems: 60 for two, 30 each; 60 for the soy milk.
 * Quiz: q1 ice pop at the school fair 20 (the island's own price), second half price: one is 20, two are
 * 20 + 10 = 30 (distractors 10, 30 for two, a free second one); q2 juice 40 at two shops: 40 + 20 = 60
 * and 40 − 10 = 30, 30 + 30 = 60 (true); q3 no numbers; q4 rice ball 30 (the island's own price),
 * second half price: 30 + 15 = 45 (distractor 15 + 15 = 30); q5 no numbers.
 * Facts:
 * - 打七五折 means paying 75 % of the regular price, that is 25 % off (the lesson's "25% off each" /
 *   「每瓶打七五折」; in Taiwan 打 N 折 means paying N tenths of the price) — everyday Taiwan shop usage, checked 2026
 * - 第二件半價 ("second one half price") and 買一送一 ("buy one, get one free") are everyday deal signs in
 *   Taiwan convenience stores — everyday Taiwan shop usage, checked 2026
 * All prices are the island's own ("On Money Islands, …"); no brand names.
 */
const body = {
  id: 'M124',
  format: 'classic',
  scenarios: [
    {
      id: 'leos-three-signs',
      title: {
        en: 'Leo Reads Three Signs',
        'zh-TW': '阿力看懂三張標語',
      },
      description: {
        en: 'Half price, 25% off, or one free? Leo turns three deal signs into plain numbers.',
        'zh-TW': '半價、打七五折，還是買一送一？阿力把三張優惠標語，換成簡單的數字。',
      },
      context: {
        en:
          'On a hot Saturday, Leo closes his lemonade stand. Mom takes him to the convenience store. ' +
          'Leo has 60 coins with him. He wants one cold drink. ' +
          'Three signs shout from the fridge. On Money Islands, milk tea costs 40 coins: "Second one half price!" ' +
          'Apple juice also costs 40 coins: "25% off each!" ' +
          'Soy milk costs 60 coins: "Buy one, get one free!" ' +
          '"Free! That one wins," says Leo. ' +
          'Mom smiles. "Turn each sign into plain numbers. How much do you pay, for how many?" ' +
          'Milk tea: 40 + 20 = 60 coins for two. ' +
          'Apple juice: 25% off means a quarter off. A quarter of 40 is 10, so one costs 40 − 10 = 30 coins. Two cost 30 + 30 = 60 coins. ' +
          'Soy milk: 60 coins for two. ' +
          '"They are all 60 coins for two!" says Leo. "Same deal, different words." ' +
          '"And how many do you want?" asks Mom. ' +
          '"Just one." For one drink, milk tea is 40 coins, soy milk is 60, and apple juice is only 30. ' +
          'Leo buys one apple juice. 60 − 30 = 30 coins stay in his pocket. ' +
          'Pip lands on the fridge. "Squawk! How much, for how many, and did you want that many?"',
        'zh-TW':
          '這是個很熱的星期六下午。阿力收好檸檬汁攤以後，媽媽帶他去便利商店。' +
          '阿力身上有 NT$60，他只想買一瓶冰飲料。' +
          '冰箱門上貼著三張大大的標語。在理財冒險島上，一瓶奶茶 NT$40，標語寫著：「第二件半價！」' +
          '一瓶蘋果汁也是 NT$40，標語寫著：「每瓶打七五折！」' +
          '一瓶豆漿 NT$60，標語寫著：「買一送一！」' +
          '「用送的耶！這個最划算！」阿力說。' +
          '媽媽笑著說：「把每張標語換成簡單的數字看看：你要付多少錢？可以買到幾瓶？」' +
          '奶茶：40 + 20 = 60，兩瓶 NT$60。' +
          '蘋果汁：打七五折就是便宜四分之一。40 的四分之一是 10，40 − 10 = 30，一瓶 NT$30；兩瓶就是 30 + 30 = 60，也是 NT$60。' +
          '豆漿：兩瓶 NT$60。' +
          '「三種都是兩瓶 NT$60 嘛！」阿力笑了，「根本是同樣的優惠，只是說法不一樣。」' +
          '媽媽又問：「那你想要幾瓶呢？」' +
          '「一瓶就好。」只買一瓶的話，奶茶要 NT$40，豆漿要 NT$60，蘋果汁只要 NT$30。' +
          '阿力買了一瓶蘋果汁。60 − 30 = 30，口袋裡還留著 NT$30。' +
          '皮皮飛到冰箱上：「嘎！付多少錢？買到幾個？你真的想要那麼多嗎？」',
      },
      thinkingPrompts: [
        {
          en: 'Why do you think the word "free" made Leo want the soy milk first?',
          'zh-TW': '你覺得為什麼一個「送」字，就讓阿力一開始最想買豆漿？',
        },
        {
          en: "What if Leo's mom wanted a drink too? Which sign would be a good deal then, and why?",
          'zh-TW': '如果媽媽也想喝一瓶，哪一張標語會變成好優惠？為什麼？',
        },
        {
          en: 'Why might a shop write "Second one half price!" and not "Two for 60 coins"?',
          'zh-TW': '店家為什麼會寫「第二件半價」，而不直接寫「兩瓶 NT$60」？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'framing',
      term: { en: 'framing (same deal, different words)', 'zh-TW': '框架效應（換個說法）' },
      definition: {
        en: 'When the words on a sign make the same deal feel bigger or smaller. Every brain feels it.',
        'zh-TW': '同一個優惠，換了不同的字，感覺就變大或變小。每個人的大腦都會這樣。',
      },
      example: {
        en: '"Free" felt bigger to Leo than "half price". But both signs meant 60 coins for two.',
        'zh-TW': '對阿力來說，「送」聽起來比「半價」划算，可是兩張標語都是兩瓶 NT$60。',
      },
    },
    {
      id: 'total',
      term: { en: 'total', 'zh-TW': '總價' },
      definition: {
        en: 'All the money you pay at the counter.',
        'zh-TW': '結帳時要付的全部的錢。',
      },
      example: {
        en: 'For two milk teas, the total is 40 + 20 = 60 coins.',
        'zh-TW': '兩瓶奶茶的總價是 40 + 20 = 60，也就是 NT$60。',
      },
    },
    {
      id: 'price-for-each',
      term: { en: 'price for each', 'zh-TW': '單價' },
      definition: {
        en: 'The total split evenly over how many things you get.',
        'zh-TW': '把總價平分給買到的每一個，每一個是多少錢。',
      },
      example: {
        en: 'Two drinks for 60 coins: 60 ÷ 2 = 30, so the price for each is 30 coins.',
        'zh-TW': '兩瓶 NT$60：60 ÷ 2 = 30，單價就是 NT$30。',
      },
    },
    {
      id: 'second-one-half-price',
      term: { en: 'second one half price', 'zh-TW': '第二件半價' },
      definition: {
        en: 'A deal where you pay the full price for the first one and half for the second one.',
        'zh-TW': '第一件付原價，第二件只要付一半的優惠。',
      },
      example: {
        en: 'If Leo buys only one milk tea, he still pays the full 40 coins.',
        'zh-TW': '如果阿力只買一瓶奶茶，還是要付原價 NT$40。',
      },
    },
    {
      id: 'buy-one-get-one-free',
      term: { en: 'buy one, get one free', 'zh-TW': '買一送一' },
      definition: {
        en: 'A deal where you pay for one thing and get a second one with it.',
        'zh-TW': '付一件的錢，就多拿到一件的優惠。',
      },
      example: {
        en: 'The soy milk is 60 coins, whether Leo wants one bottle or two.',
        'zh-TW': '豆漿要 NT$60，不管阿力想要一瓶還是兩瓶，都要付這麼多。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'in-plain-numbers',
      stem: {
        en: 'In plain numbers, the total for this deal is… for…',
        'zh-TW': '換成簡單的數字，這個優惠的總價是……，可以買到……',
      },
      examples: [
        {
          en: 'In plain numbers, the total for this deal is 60 coins for two drinks. The price for each is 30 coins.',
          'zh-TW': '換成簡單的數字，這個優惠的總價是 NT$60，可以買到兩瓶，單價是 NT$30。',
        },
      ],
    },
    {
      id: 'only-good-if',
      stem: {
        en: '"Second one half price" is a good deal for me only if…',
        'zh-TW': '「第二件半價」要在……的時候，對我才是好優惠。',
      },
      examples: [
        {
          en: '"Second one half price" is a good deal for me only if I wanted two anyway.',
          'zh-TW': '「第二件半價」要在我本來就想買兩個的時候，對我才是好優惠。',
        },
        {
          en: '"Second one half price" is a good deal for me only if my family really needs two.',
          'zh-TW': '「第二件半價」要在家裡真的需要兩個的時候，對我才是好優惠。',
        },
      ],
    },
    {
      id: 'free-feels',
      stem: {
        en: 'Because of framing, the word "free" makes a deal feel…, but…',
        'zh-TW': '因為框架效應，「送」這個字讓優惠感覺……，可是……',
      },
      examples: [
        {
          en: 'Because of framing, the word "free" makes a deal feel huge, but I still pay 60 coins for the soy milk.',
          'zh-TW': '因為框架效應，「送」這個字讓優惠感覺超划算，可是買豆漿還是要付 NT$60。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: 'On Money Islands, an ice pop at the school fair costs 20 coins. The sign says, "Second one half price!" Mei wants only one ice pop. Which is true for Mei?',
        'zh-TW': '在理財冒險島的學校園遊會上，一枝冰棒 NT$20，牌子寫著「第二件半價！」小美只想吃一枝。對小美來說，哪一句是對的？',
      },
      options: [
        {
          en: 'She pays 10 coins, because the sign says half price.',
          'zh-TW': '她只要付 NT$10，因為牌子上寫著半價。',
        },
        {
          en: 'She should buy two, since two for 30 coins saves her money.',
          'zh-TW': '她應該買兩枝，兩枝只要 NT$30，比較省錢。',
        },
        {
          en: 'She pays 20 coins, just as she would with no sign.',
          'zh-TW': '她要付 NT$20，跟沒有優惠的時候一樣。',
        },
        {
          en: 'She gets a second ice pop free with her first one.',
          'zh-TW': '她買一枝，店家就會再送她一枝。',
        },
      ],
      correctAnswer: 2,
      feedback: {
        en: 'Half price is only for the second ice pop. For one, Mei pays the full 20 coins. Two would cost 20 + 10 = 30 coins: more money, not less. It helps only if she wanted two.',
        'zh-TW': '半價只算在第二枝。只買一枝，小美還是付原價 NT$20。買兩枝是 20 + 10 = 30，要付更多錢，不是更少；除非她本來就想吃兩枝，這個優惠才幫得上忙。',
      },
      hintCycle: [
        {
          en: 'Which ice pop gets the half price: the first one or the second one?',
          'zh-TW': '半價是算在哪一枝？第一枝，還是第二枝？',
        },
        {
          en: 'Some think "half price" makes every ice pop cheaper, or that the second one is free. Others buy two to "save". Only the second one changes.',
          'zh-TW': '有人以為「半價」是每一枝都變便宜，或第二枝是送的；也有人為了「省錢」多買一枝。其實只有第二枝變便宜。',
        },
        {
          en: 'The answer: she pays 20 coins, just as with no sign. The deal helps only someone who wants two.',
          'zh-TW': '答案是：她要付 NT$20，跟沒有優惠一樣。這個優惠只對想買兩枝的人有用。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'Leo\'s dad wants two bottles of juice. On Money Islands, a bottle costs 40 coins at two shops. Shop A says, "Second one half price!" Shop B says, "25% off each!" True or false: for two bottles, he pays 60 coins at either shop.',
        'zh-TW':
          '阿力的爸爸要買兩瓶果汁。在理財冒險島上，兩家店的果汁一瓶都是 NT$40。A 店寫著「第二件半價」，B 店寫著「每瓶打七五折」。是非題：買兩瓶的話，不管在哪一家店，爸爸都要付 NT$60。',
      },
      correctAnswer: true,
      feedback: {
        en: 'True. Shop A: 40 + 20 = 60 coins. Shop B: 25% off is a quarter off, and a quarter of 40 is 10. So 40 − 10 = 30 coins each, and 30 + 30 = 60 coins. Same deal, different words.',
        'zh-TW': '對。A 店：40 + 20 = 60，NT$60。B 店：打七五折就是便宜四分之一，40 的四分之一是 10，一瓶 40 − 10 = 30，兩瓶 30 + 30 = 60，也是 NT$60。同樣的優惠，只是說法不同。',
      },
      hintCycle: [
        {
          en: 'Turn each sign into one plain sentence: "I pay __ coins for 2 bottles."',
          'zh-TW': '把每張標語換成一句話：「買 2 瓶，我要付 NT$__。」',
        },
        {
          en: 'Some think "half price" must beat "25% off" because half sounds bigger. Do the sums: 40 + 20, and 30 + 30.',
          'zh-TW': '有人以為「半價」聽起來比「打七五折」划算，一定比較便宜。算算看：40 + 20，還有 30 + 30。',
        },
        {
          en: 'The answer is true. Both shops ask 60 coins for two bottles: same deal, different words.',
          'zh-TW': '答案是「對」。兩家店買兩瓶都是 NT$60：同樣的優惠，不同的說法。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Jay\'s aunt sees "Second one half price!" on sandwiches. Which are good reasons for her to buy two? Pick all that are right.',
        'zh-TW': '阿哲的姑姑看到三明治寫著「第二件半價！」下面哪些是她買兩個的好理由？（可以選好幾個）',
      },
      options: [
        {
          en: 'The words "half price" make it feel like a big saving.',
          'zh-TW': '「半價」兩個字，讓人覺得省了好多錢。',
        },
        {
          en: 'She planned to buy two: one for her and one for Jay.',
          'zh-TW': '她本來就打算買兩個：一個自己吃，一個給阿哲。',
        },
        {
          en: 'She wants one, but the second one is cheap, so why not?',
          'zh-TW': '她只想要一個，不過第二個很便宜，不買好像很可惜。',
        },
        {
          en: 'Her family needs two sandwiches for a picnic tomorrow.',
          'zh-TW': '家裡明天去野餐，剛好需要兩個三明治。',
        },
        {
          en: 'The sign may be gone tomorrow, so she should grab it now.',
          'zh-TW': '明天標語可能就不見了，所以現在要趕快買。',
        },
      ],
      correctAnswer: [1, 3],
      feedback: {
        en: 'A deal is good when you wanted that many anyway, like a plan for two or a picnic for two. A big-sounding word, a cheap extra you did not want, or a rush are not reasons.',
        'zh-TW':
          '本來就想要那麼多的時候，優惠才是真的好：像是本來就打算買兩個，或野餐剛好要兩個。聽起來很划算的字、便宜但用不到的第二個、急著買，都不是好理由。',
      },
      hintCycle: [
        {
          en: 'Use the last question of the move: did she want that many?',
          'zh-TW': '用最後一個問題想想看：她真的想要那麼多嗎？',
        },
        {
          en: 'Some think a cheap second one is a saving. If you did not want it, it is extra money spent.',
          'zh-TW': '有人以為便宜的第二個就是賺到。如果本來就不想要，那其實是多花的錢。',
        },
        {
          en: 'The answers: she planned to buy two, and her family needs two for the picnic. Both mean she wanted two anyway.',
          'zh-TW': '答案是：她本來就打算買兩個，還有野餐剛好需要兩個。這兩個都表示她本來就想要兩個。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'On Money Islands, a rice ball costs 30 coins. The sign says, "Second one half price!" An\'s dad buys two for breakfast. In total, he pays ______ coins.',
        'zh-TW': '在理財冒險島上，一個飯糰 NT$30，牌子寫著「第二件半價！」小安的爸爸買了兩個當早餐，總共要付______元。',
      },
      acceptedAnswers: {
        en: ['45', 'forty-five', 'forty five', '45 coins'],
        'zh-TW': ['45', '四十五', 'NT$45', '45元', '45 元', '四十五元'],
      },
      feedback: {
        en: 'The first rice ball is the full 30 coins. The second is half of 30, which is 15. 30 + 15 = 45 coins for two.',
        'zh-TW': '第一個付原價 NT$30，第二個是 30 的一半，也就是 NT$15。30 + 15 = 45，兩個一共 NT$45。',
      },
      hintCycle: [
        {
          en: 'The first rice ball is full price. What is half of 30?',
          'zh-TW': '第一個是原價。30 的一半是多少？',
        },
        {
          en: 'Some pay half for both: 15 + 15. Only the second one is half price, so add 30 + 15.',
          'zh-TW': '有人以為兩個都半價，算成 15 + 15。其實只有第二個半價，所以是 30 + 15。',
        },
        {
          en: 'The answer is 45. 30 + 15 = 45 coins for two rice balls.',
          'zh-TW': '答案是 45。30 + 15 = 45，兩個飯糰一共 NT$45。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: 'Before you take a deal, ask: how much do I pay, for how many, and did I ______ that many?',
        'zh-TW': '拿優惠之前先問：我要付多少錢？可以買到幾個？我真的______那麼多嗎？',
      },
      acceptedAnswers: {
        en: ['want', 'need', 'really want', 'really need', 'want to buy', 'need to buy', 'plan to buy', 'mean to buy', 'plan to get'],
        'zh-TW': ['需要', '想要', '要', '想買', '需要買', '打算買', '用得到'],
      },
      feedback: {
        en: 'A deal saves money only when you wanted that many anyway. If you did not, the "extra" is money spent on something you did not plan to buy.',
        'zh-TW': '只有本來就想要那麼多的時候，優惠才真的省錢。不然，「多買的」那一個，就是花在原本沒打算買的東西上。',
      },
      hintCycle: [
        {
          en: 'Think of Leo. He wanted one drink, not two.',
          'zh-TW': '想想阿力：他只想要一瓶，不是兩瓶。',
        },
        {
          en: 'It is not about how big the deal sounds. It is about how many you wanted before you saw the sign.',
          'zh-TW': '重點不是優惠聽起來多划算，而是看到標語之前，你本來想要幾個。',
        },
        {
          en: 'The answer is "want" (or "need"): did I want that many? A deal helps only if you did.',
          'zh-TW': '答案是「需要」（或「想要」）：我真的需要那麼多嗎？本來就需要，優惠才有幫助。',
        },
      ],
    },
  ],
  reflection: {
    id: 'my-deal-sign',
    question: {
      en: 'Think of a deal sign you have seen, like "Buy one, get one free!" Turn it into plain numbers. Would it be a good deal for you? Why?',
      'zh-TW': '想一張你看過的優惠標語，像是「買一送一」。把它換成簡單的數字：付多少錢、買到幾個？對你來說，這是好優惠嗎？為什麼？',
    },
    placeholder: {
      en: 'The sign said… In plain numbers, I would pay… for… It is / is not a good deal for me because…',
      'zh-TW': '標語寫著……換成數字，就是付……買到……。對我來說，這是／不是好優惠，因為……',
    },
  },
} satisfies ClassicBody;

export default body;
