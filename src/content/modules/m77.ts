import type { ClassicBody } from '../schema/module-body';

/**
 * M77 · Brand Reef, lesson 1: "What Is a Brand?" / 「什麼是品牌？」.
 * Learning outcome (Grade 8, Spending): explain that a brand (a name, a logo, colors) helps people remember
 * a seller and trust it, and that a brand name alone does not prove something is better; compare choices by
 * what you need and by the price.
 * Benchmark, in words: the grade-8 Spending statements on making informed buying decisions: weighing a
 * product's qualities and its price against what you need, and noticing what shapes a choice (here, a brand).
 * The island's first lesson: it opens from Marketplace Island in general words (the children's school-fair
 * booth got a name and a cloth sign, and people remembered it; that island was written at the same time
 * by others, so its booth name is not repeated here). Brand Reef: bright coral, fish that flash colors.
 * Brand names are all invented and plainly so: Rainbow Star, Sea Turtle (color pencils), Happy Bear (lunch
 * box), Morning Moon Bakery, Sunny Squeeze (juice).
 * Numbers: Jay's allowance is 100 every Friday (cast sheet); he has 200 saved. At a stationery store (not
 * Grandma Lin's shop), on Money Islands a Rainbow Star box of 12 color pencils costs 200 (the island's own
 * price); a Sea Turtle box of 12 costs 120, the same as Grandma Lin's box of 12 color pencils (cast sheet).
 * 200 − 120 = 80 more for the famous name; Jay buys Sea Turtle: 200 − 120 = 80 left. Days: Monday the class
 * sails to Brand Reef; Saturday Jay shops with his mom.
 * Quiz: q1 on Money Islands a Happy Bear lunch box 300, a plain one 200, both keep food warm, same size
 * (300 − 200 = 100, not asked); q2 two pens that write the same, one with a famous name costs 20 more;
 * q3 no numbers; q5 Grandma Lin's juice box 25 (cast sheet) and, at a supermarket, a Sunny Squeeze juice
 * box of the same size 40 (the island's own price) → 40 − 25 = 15.
 * Facts: none — prices are Grandma Lin's or plainly the island's own; all brand names are invented.
 */
const body = {
  id: 'M77',
  format: 'classic',
  scenarios: [
    {
      id: 'jays-two-pencil-boxes',
      title: {
        en: 'Two Boxes, One Choice',
        'zh-TW': '兩盒色鉛筆，選哪一盒？',
      },
      description: {
        en: 'Jay knows one brand of color pencils well. Does a famous name mean the better box?',
        'zh-TW': '阿哲很熟悉其中一個色鉛筆品牌。名字比較有名，就代表比較好嗎？',
      },
      context: {
        en:
          'On Monday, the class sails from Marketplace Island to Brand Reef. Jay smiles, thinking of the school fair. ' +
          'Their booth had a name and a cloth sign, and people remembered it. ' +
          'Here, bright fish flash red, gold and blue. Pip lands on the mast. "Squawk! A name, a logo and colors you remember: that is a brand!" ' +
          'On Saturday, Jay needs new color pencils for art class. He has 200 coins saved. ' +
          'At a stationery store with his mom, he finds two island brands, each a box of 12 colors. ' +
          'Rainbow Star has a shiny gold star logo that Jay sees everywhere. On Money Islands, it costs 200 coins. ' +
          "Sea Turtle has a plain box. It costs 120 coins, like Grandma Lin's. " +
          '"I know Rainbow Star, so it must be better," Jay says. ' +
          '"Knowing a name is a start," says Mom. "If a brand was good for you before, you may trust it. ' +
          'But you never tried these. What do you need the pencils to do?" ' +
          "Jay tries both on the store's test paper. Both draw bright and smooth. No tips break. " +
          '"The big difference is the name," he says. He buys Sea Turtle. 200 − 120 = 80 coins stay saved. ' +
          '"Squawk!" says Pip. "A brand helps you remember. Your needs and the price help you choose!"',
        'zh-TW':
          '星期一，全班搭船離開市集島，來到品牌珊瑚礁。阿哲想起學校園遊會，還是忍不住笑：他們的攤位取了名字、掛上布招牌，好多客人都記住了他們。' +
          '這裡的魚閃著紅色、金色和藍色的光。皮皮停在桅杆上：「嘎！讓人一看就記住的名字、標誌和顏色，就是品牌！」' +
          '星期六，阿哲美勞課要用新的色鉛筆。他存了 NT$200，跟媽媽一起去文具店，找到島上兩個牌子的 12 色色鉛筆。' +
          '「彩虹星」的盒子上有閃亮的金色星星標誌，阿哲到處都看得到；在理財冒險島上，一盒要 NT$200。' +
          '「海龜」的盒子很普通，一盒 NT$120，跟林奶奶店裡的一樣。' +
          '阿哲說：「我知道彩虹星，它一定比較好。」' +
          '媽媽說：「認識這個名字，是個開始。如果一個品牌的東西你以前用過、覺得好，就可以多信任它一點。' +
          '可是這兩盒你都沒用過。你需要色鉛筆做到什麼？」' +
          '阿哲在店裡的試寫紙上，把兩盒都畫畫看：顏色都很鮮豔，畫起來都很順，筆芯也都沒斷。' +
          '「兩盒最大的差別，其實只是名字。」他說。他買了海龜：200 − 120 = 80，還有 NT$80 留在存款裡。' +
          '皮皮叫著：「嘎！品牌幫你記住店家；你的需要和價錢，才幫你做選擇！」',
      },
      thinkingPrompts: [
        {
          en: 'Why might people trust a brand they know, even before they try its things?',
          'zh-TW': '為什麼有些人還沒用過，就會信任自己聽過的品牌？',
        },
        {
          en: "What if the Sea Turtle pencils had broken on the test paper? Would Rainbow Star's price be fair then? Why?",
          'zh-TW': '如果海龜的筆芯在試寫紙上一直斷，這時候彩虹星的價錢還算不算合理？為什麼？',
        },
        {
          en: 'Sea Turtle has a name too. Is it a brand? What makes a brand famous?',
          'zh-TW': '海龜也有名字，它算不算品牌？一個品牌是怎麼變得有名的？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'brand',
      term: { en: 'brand', 'zh-TW': '品牌' },
      definition: {
        en: 'The name, logo and colors that help people know and remember a seller.',
        'zh-TW': '讓大家認得、記得一個店家或商品的名字、標誌和顏色。',
      },
      example: {
        en: 'Rainbow Star is a brand of color pencils. Sea Turtle is one too.',
        'zh-TW': '彩虹星是一個色鉛筆品牌，海龜也是。',
      },
    },
    {
      id: 'logo',
      term: { en: 'logo', 'zh-TW': '標誌' },
      definition: {
        en: 'A small picture or sign that stands for a brand.',
        'zh-TW': '代表一個品牌的小圖案或記號。',
      },
      example: {
        en: "A shiny gold star is Rainbow Star's logo.",
        'zh-TW': '閃亮的金色星星，就是彩虹星的標誌。',
      },
    },
    {
      id: 'brand-name',
      term: { en: 'brand name', 'zh-TW': '品牌名稱' },
      definition: {
        en: 'The name a seller puts on its things, so you can find them again.',
        'zh-TW': '店家放在商品上的名字，讓你下次還找得到。',
      },
      example: {
        en: 'The brand name on the cheaper box was Sea Turtle.',
        'zh-TW': '比較便宜的那一盒，品牌名稱是海龜。',
      },
    },
    {
      id: 'trust',
      term: { en: 'trust', 'zh-TW': '信任' },
      definition: {
        en: 'Believing that something will be as good as you hope.',
        'zh-TW': '相信一樣東西會像你期待的那麼好。',
      },
      example: {
        en: 'If a brand was good for you before, you may trust it a little more.',
        'zh-TW': '如果一個品牌的東西你以前用過、覺得好，就可以多信任它一點。',
      },
    },
    {
      id: 'compare',
      term: { en: 'compare', 'zh-TW': '比較' },
      definition: {
        en: 'Looking at two or more things to see how they are the same and how they differ.',
        'zh-TW': '把兩樣以上的東西放在一起看，找出哪裡一樣、哪裡不一樣。',
      },
      example: {
        en: 'Jay compared the two boxes on test paper. Only the name and the price were different.',
        'zh-TW': '阿哲在試寫紙上比較兩盒色鉛筆，發現只有名字和價錢不一樣。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'a-brand-helps-me',
      stem: {
        en: 'A brand helps me…',
        'zh-TW': '品牌可以幫我……',
      },
      examples: [
        {
          en: 'A brand helps me remember which booth sold the tasty lemonade, so I can find it again.',
          'zh-TW': '品牌可以幫我記住哪一攤的檸檬水好喝，下次就找得到。',
        },
        {
          en: 'A brand helps me find a glue I used before and liked.',
          'zh-TW': '品牌可以幫我找到以前用過、覺得好用的那種膠水。',
        },
      ],
    },
    {
      id: 'before-i-pay-more-for-a-name',
      stem: {
        en: 'Before I pay more for a brand name, I ask…',
        'zh-TW': '要為了品牌名稱多付錢之前，我會先問自己……',
      },
      examples: [
        {
          en: 'Before I pay more for a brand name, I ask what I need it to do, and if a cheaper one does it too.',
          'zh-TW': '要為了品牌名稱多付錢之前，我會先問自己：我需要它做到什麼？比較便宜的那個是不是也做得到？',
        },
      ],
    },
    {
      id: 'i-trust-a-brand-when',
      stem: {
        en: 'I trust a brand more when…',
        'zh-TW': '我會比較信任一個品牌，是因為……',
      },
      examples: [
        {
          en: 'I trust a brand more when its things worked well for me before, not just because I see its logo a lot.',
          'zh-TW': '我會比較信任一個品牌，是因為它的東西我以前用過，真的很好用，不只是因為常常看到它的標誌。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: "Mei's cousin needs a lunch box that keeps food warm. On Money Islands, a Happy Bear lunch box costs 300 coins. A plain one costs 200 coins. Both keep food warm, and both are the same size. How should she choose?",
        'zh-TW': '小美的表姊需要一個能保溫的便當盒。在理財冒險島上，「快樂熊」便當盒要 NT$300，另一個普通的便當盒要 NT$200。兩個都能保溫，大小也一樣。她應該怎麼選？',
      },
      options: [
        {
          en: 'Buy Happy Bear, because a famous name shows that it is the better lunch box.',
          'zh-TW': '買快樂熊，因為名字有名，就表示它是比較好的便當盒。',
        },
        {
          en: 'Check what she needs the box to do, then compare the prices.',
          'zh-TW': '先想想她需要便當盒做到什麼，再比比價錢。',
        },
        {
          en: 'Buy the cheapest lunch box in the shop, even one that does not keep food warm.',
          'zh-TW': '買店裡最便宜的便當盒，就算它不能保溫也沒關係。',
        },
        {
          en: 'Pick the cutest logo, since she will see it every day.',
          'zh-TW': '選標誌最可愛的，反正她每天都會看到。',
        },
      ],
      correctAnswer: 1,
      feedback: {
        en: 'She needs a warm lunch, and both boxes do that. So she compares the prices, and the plain one fits. A famous name or a cute logo does not keep food warmer. The cheapest box is no bargain if it cannot do the job.',
        'zh-TW': '她需要的是能保溫的便當盒，兩個都做得到，所以再比價錢，普通的那個就很合適。有名的名字或可愛的標誌，不會讓飯菜更熱；最便宜的便當盒如果不能保溫，也不划算。',
      },
      hintCycle: [
        {
          en: 'What does she need the lunch box to do?',
          'zh-TW': '她需要便當盒做到什麼？',
        },
        {
          en: 'Some think a famous name or a cute logo means better. Others grab the cheapest thing. Start from her need.',
          'zh-TW': '有人以為名字有名、標誌可愛就比較好，也有人只挑最便宜的。先從她的需要想起。',
        },
        {
          en: 'The answer: check what she needs the box to do, then compare the prices. Both keep food warm, so the price decides.',
          'zh-TW': '答案是：先想想她需要便當盒做到什麼，再比比價錢。兩個都能保溫，就看價錢來決定。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'Two pens write just the same and last just as long. One has a famous brand name and costs 20 coins more. True or false: the extra 20 coins pay for the name, not for a better pen.',
        'zh-TW': '有兩枝筆寫起來一模一樣，也一樣耐用，其中一枝的品牌很有名，要多付 NT$20。是非題：多付的 NT$20，買到的是名字，不是比較好寫的筆。',
      },
      correctAnswer: true,
      feedback: {
        en: 'True. The pens write the same and last as long, so the extra 20 coins buy only the famous name. A name can help you remember a seller, but it does not make this pen write better.',
        'zh-TW': '對。兩枝筆一樣好寫、一樣耐用，所以多付的 NT$20 只買到有名的名字。名字可以幫你記住店家，但不會讓這枝筆更好寫。',
      },
      hintCycle: [
        {
          en: 'Read again: how do the two pens write?',
          'zh-TW': '再讀一次題目：這兩枝筆寫起來怎麼樣？',
        },
        {
          en: 'Some think a famous name makes a thing better by itself. Here the pens are the same, so what is left to pay for?',
          'zh-TW': '有人以為名字有名，東西自然就比較好。可是這兩枝筆一樣好寫，那多付的錢是買到什麼？',
        },
        {
          en: 'The answer is true. The pens are equal, so the extra 20 coins pay for the brand name only.',
          'zh-TW': '答案是「對」。兩枝筆一樣好寫，多付的 NT$20 只是買品牌的名字。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'A new bakery wants people to remember it. Which of these are part of its brand? Pick all that are right.',
        'zh-TW': '一家新開的麵包店，希望大家記得它。下面哪些是它品牌的一部分？（可以選好幾個）',
      },
      options: [
        {
          en: 'Its name, Morning Moon Bakery',
          'zh-TW': '它的店名「晨月麵包店」',
        },
        {
          en: 'The number of loaves it bakes each day',
          'zh-TW': '它每天烤幾條吐司',
        },
        {
          en: 'A yellow moon logo on every bag',
          'zh-TW': '每個袋子上都印著黃色月亮標誌',
        },
        {
          en: 'The big oven in the back room that nobody sees',
          'zh-TW': '後面廚房裡那台客人看不到的大烤箱',
        },
        {
          en: 'The same soft blue color on its sign and its boxes',
          'zh-TW': '招牌和紙盒都用同一種淡藍色',
        },
      ],
      correctAnswer: [0, 2, 4],
      feedback: {
        en: 'A brand is what helps people know and remember a seller: its name, its logo and its colors. How many loaves it bakes, or an oven no one sees, does not help you recognize the bakery.',
        'zh-TW': '品牌是讓大家認得、記得店家的東西：店名、標誌和顏色。每天烤幾條吐司、客人看不到的烤箱，都不會讓你一眼認出這家店。',
      },
      hintCycle: [
        {
          en: 'Which of these could you see and remember when you walk past?',
          'zh-TW': '走過這家店的時候，哪些是你看得到、記得住的？',
        },
        {
          en: 'Some think anything about a shop is its brand. But a number of loaves or a hidden oven does not help you know the shop.',
          'zh-TW': '有人以為店裡的每件事都是品牌。可是烤幾條吐司、看不到的烤箱，都不能幫你認出這家店。',
        },
        {
          en: 'The answers: the name Morning Moon Bakery, the yellow moon logo, and the same soft blue color. Name, logo, colors.',
          'zh-TW': '答案是：店名「晨月麵包店」、黃色月亮標誌，還有同一種淡藍色。名字、標誌、顏色。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'A name, a logo and colors that help you know and remember a seller make up its ______.',
        'zh-TW': '讓你認得、記得一個店家的名字、標誌和顏色，就是它的______。',
      },
      acceptedAnswers: {
        en: ['brand', 'brand image', 'brand identity'],
        'zh-TW': ['品牌', '品牌形象', '牌子'],
      },
      feedback: {
        en: 'That is its brand. A brand helps you find a seller again. It does not prove that its things are better.',
        'zh-TW': '答案是品牌。品牌幫你再次找到那個店家，但不能證明它的東西比較好。',
      },
      hintCycle: [
        {
          en: 'What did Pip call a name, a logo and colors you remember?',
          'zh-TW': '皮皮說，讓人記得住的名字、標誌和顏色叫做什麼？',
        },
        {
          en: 'It is not the price, and it is not the thing inside the box. It is the word for this whole reef.',
          'zh-TW': '不是價錢，也不是盒子裡的東西，而是這座珊瑚礁名字裡的那個詞。',
        },
        {
          en: 'The answer is "brand": the name, logo and colors that help you remember a seller.',
          'zh-TW': '答案是「品牌」：讓你記得一個店家的名字、標誌和顏色。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: "At Grandma Lin's shop, a juice box costs 25 coins. On Money Islands, a Sunny Squeeze juice box of the same size costs 40 coins at a supermarket. An tries both and likes them the same. If she picks Grandma Lin's, she pays ______ coins less.",
        'zh-TW': '林奶奶店裡的鋁箔包果汁一盒 NT$25；在理財冒險島上，超市裡一樣大小的「陽光鮮榨」鋁箔包果汁，一盒要 NT$40。小安兩種都喝過，覺得一樣好喝。如果她選林奶奶店裡的，可以少付______元。',
      },
      acceptedAnswers: {
        en: ['15', 'fifteen', '15 coins', 'fifteen coins'],
        'zh-TW': ['15', '十五', 'NT$15', '15元', '15 元', '十五元'],
      },
      feedback: {
        en: '40 − 25 = 15 coins less. An likes both the same, so the famous name is not worth the extra 15 coins to her.',
        'zh-TW': '40 − 25 = 15，少付 NT$15。小安覺得兩種一樣好喝，所以對她來說，有名的名字不值得多花 NT$15。',
      },
      hintCycle: [
        {
          en: 'What does each juice box cost?',
          'zh-TW': '兩種果汁各要多少錢？',
        },
        {
          en: 'Find the difference: take the smaller price away from the bigger one. Do not add them.',
          'zh-TW': '算出差多少：用比較貴的減掉比較便宜的，不是加起來喔。',
        },
        {
          en: 'The answer is 15. 40 − 25 = 15, and the juice tastes the same to An.',
          'zh-TW': '答案是 15。40 − 25 = 15，而且小安覺得兩種一樣好喝。',
        },
      ],
    },
  ],
  reflection: {
    id: 'a-brand-i-know',
    question: {
      en: 'Think of a brand you know well. Why do you remember it? Was it ever worth paying more for, and why?',
      'zh-TW': '想一想，你很熟悉的一個品牌。你為什麼記得它？有沒有哪一次，為它多付錢是值得的？為什麼？',
    },
    placeholder: {
      en: 'I remember the brand… because… Paying more for it was (or was not) worth it because…',
      'zh-TW': '我記得……這個品牌，因為……。為它多付錢（值得／不值得），因為……',
    },
  },
} satisfies ClassicBody;

export default body;
