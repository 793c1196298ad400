import type { ClassicBody } from '../schema/module-body';

/**
 * M46 · Decision Forest: "Weighing Pros and Cons" / 「比一比優缺點」.
 * Learning outcome (Grade 4, Spending): compare two or three choices with a pros-and-cons table (price,
 * how long it lasts, how it fits a goal) and choose the one that fits best, weighing the pros and cons
 * instead of counting them: more pros is not always the better choice.
 * Numbers: Jay has saved 120 for his drawing goal (faces for the class art show; the color pencils are
 * his M44 goal). Grandma Lin's box of 12 color pencils 120 → 120 − 120 = 0 left. On Money Islands a set
 * of 36 markers at the stationery store costs 100 (the island's own price, said so in the story: not a
 * guide price) → 120 − 100 = 20 left; four small pros against two big ones; if the markers dry out in a
 * month and he buys them again → 100 + 100 = 200, against 120 once for the pencils.
 * Quiz: q1 on Money Islands (the island's own prices) Leo has 200 for a big sun umbrella for his stand
 * (not a cooler box: M37 prices that at 600): A 150, B 180 → 180 − 150 = 30 more for B; q2 shoes (no
 * prices); q3 schoolbags (no prices); q5 on Money Islands (the
 * island's own prices) a thin pencil case 50 for 1 year, a strong one 80 for 2 years → 50 + 50 = 100
 * for 2 years, 100 − 80 = 20 saved (distractor 80 − 50 = 30).
 * Facts: none — all prices are Grandma Lin's or plainly the island's own.
 */
const body = {
  id: 'M46',
  format: 'classic',
  scenarios: [
    {
      id: 'jays-two-drawing-sets',
      title: {
        en: 'Four Pros or Two?',
        'zh-TW': '四個優點，還是兩個優點？',
      },
      description: {
        en: 'Jay finds two drawing sets. One has more pros. Is it the better choice?',
        'zh-TW': '阿哲看到兩套畫具，其中一套的優點比較多。它就是比較好的選擇嗎？',
      },
      context: {
        en:
          'Jay has saved 120 coins for his goal: drawing faces for the class art show. ' +
          'On Friday, he and Leo look at two sets. ' +
          "At Grandma Lin's shop, a box of 12 color pencils costs 120 coins. " +
          'On Money Islands, a shiny set of 36 markers costs 100 coins at the stationery store. It comes with a free pencil case and stickers. ' +
          '"The markers win!" says Jay. ' +
          '"Let\'s make a table first," says Leo. He draws two columns: pros and cons. ' +
          'Markers: 36 colors, 120 − 100 = 20 coins left, a free case, free stickers. Four pros! ' +
          "But Leo's cousin had this set, and it dried out in a month. And markers cannot shade a face softly. " +
          'Pencils: they last long, and they shade faces well. Two pros. But they have only 12 colors, and no coins are left. ' +
          '"Four pros beat two," says Jay. Then he stops. "Wait. Which pros matter for my goal?" ' +
          'He gives each pro stars. Shading faces: three stars. Lasting long: three stars. Free stickers: one star. ' +
          '"And if the markers dry out, I pay again: 100 + 100 = 200 coins. The pencils cost 120, once." ' +
          'Jay buys the pencils. On Sunday, he shades his first face. It looks real! ' +
          '"Squawk!" says Pip. "Don\'t just count the pros. Weigh them!"',
        'zh-TW':
          '阿哲為了一個目標存了 NT$120：在班上的畫展，畫出好看的人臉。' +
          '星期五，他和阿力一起去看畫具。' +
          '林奶奶的店裡，一盒 12 色色鉛筆要 NT$120。' +
          '在理財冒險島上，文具店裡一套亮晶晶的 36 色彩色筆要 NT$100，還送一個筆袋和一張貼紙。' +
          '「彩色筆贏了！」阿哲說。' +
          '「我們先畫個表吧。」阿力說。他畫了兩欄：優點和缺點。' +
          '彩色筆：有 36 色；120 − 100 = 20，買了還剩 NT$20；送筆袋；送貼紙。四個優點！' +
          '可是阿力的表哥買過這一套，一個月就乾掉了。而且彩色筆沒辦法把臉畫出柔柔的陰影。' +
          '色鉛筆：可以用很久，又很適合畫臉的陰影，兩個優點。可是只有 12 色，買了也一塊錢都不剩。' +
          '「四個優點贏兩個。」阿哲說完，突然停下來：「等一下，哪些優點跟我的目標有關？」' +
          '他幫每個優點打星星。畫臉的陰影：三顆星。用得久：三顆星。送貼紙：一顆星。' +
          '「而且彩色筆要是乾掉了，我還得再買一次：100 + 100 = 200，要 NT$200。色鉛筆只要買一次，NT$120。」' +
          '阿哲買了色鉛筆。星期天，他畫出了第一張有陰影的臉，看起來好像真的一樣！' +
          '皮皮叫著：「嘎！優點不是用數的，要比一比哪個重要！」',
      },
      thinkingPrompts: [
        {
          en: 'Jay first said, "Four pros beat two." What made him change his mind?',
          'zh-TW': '阿哲一開始說「四個優點贏兩個」。後來是什麼讓他改變了想法？',
        },
        {
          en: 'What if Jay\'s goal were big, bright posters instead of faces? How might his stars change?',
          'zh-TW': '如果阿哲的目標不是畫人臉，而是畫又大又鮮豔的海報，他打的星星可能會怎麼變？',
        },
        {
          en: 'Why did Jay add up the cost of buying the markers twice?',
          'zh-TW': '阿哲為什麼要算彩色筆買兩次要花多少錢？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'pro',
      term: { en: 'pro', 'zh-TW': '優點' },
      definition: {
        en: 'A good thing about a choice.',
        'zh-TW': '一個選擇的好處。',
      },
      example: {
        en: 'A pro of the pencils: they shade faces well.',
        'zh-TW': '色鉛筆的一個優點：很適合畫臉的陰影。',
      },
    },
    {
      id: 'con',
      term: { en: 'con', 'zh-TW': '缺點' },
      definition: {
        en: 'A not-so-good thing about a choice.',
        'zh-TW': '一個選擇不夠好的地方。',
      },
      example: {
        en: 'A con of the markers: they can dry out in a month.',
        'zh-TW': '彩色筆的一個缺點：可能一個月就乾掉了。',
      },
    },
    {
      id: 'pros-and-cons-table',
      term: { en: 'pros-and-cons table', 'zh-TW': '優缺點表' },
      definition: {
        en: 'A chart that puts the good and not-so-good sides of each choice side by side.',
        'zh-TW': '把每個選擇的好處和不夠好的地方，並排寫下來的表。',
      },
      example: {
        en: 'Leo drew a pros-and-cons table for the markers and the pencils.',
        'zh-TW': '阿力幫彩色筆和色鉛筆畫了一張優缺點表。',
      },
    },
    {
      id: 'weigh',
      term: { en: 'weigh', 'zh-TW': '衡量' },
      definition: {
        en: 'To decide how much each pro or con matters to you.',
        'zh-TW': '想一想每個優點或缺點，對你來說有多重要。',
      },
      example: {
        en: 'Jay weighed the pros with stars. Shading faces got three stars.',
        'zh-TW': '阿哲用星星來衡量優點：畫臉的陰影得到三顆星。',
      },
    },
    {
      id: 'long-lasting',
      term: { en: 'long-lasting', 'zh-TW': '耐用' },
      definition: {
        en: 'Able to be used for a long time before it wears out.',
        'zh-TW': '可以用很久，不容易壞掉。',
      },
      example: {
        en: 'The pencils are long-lasting, so Jay pays 120 coins once, not 100 + 100 = 200.',
        'zh-TW': '色鉛筆很耐用，所以阿哲只要付一次 NT$120，不用付 100 + 100 = 200，也就是 NT$200。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'a-pro-and-a-con',
      stem: {
        en: 'A pro of… is…, and a con is…',
        'zh-TW': '……的一個優點是……，一個缺點是……',
      },
      examples: [
        {
          en: 'A pro of the markers is their 36 colors, and a con is that they can dry out.',
          'zh-TW': '彩色筆的一個優點是有 36 色，一個缺點是可能會乾掉。',
        },
      ],
    },
    {
      id: 'the-pro-that-matters-most',
      stem: {
        en: 'The pro that matters most to me is…, because…',
        'zh-TW': '對我來說，最重要的優點是……，因為……',
      },
      examples: [
        {
          en: 'The pro that matters most to me is that it lasts long, because I want to use it every day.',
          'zh-TW': '對我來說，最重要的優點是耐用，因為我每天都想用它。',
        },
        {
          en: 'The pro that matters most to me is that it fits my goal, like pencils that shade faces.',
          'zh-TW': '對我來說，最重要的優點是符合我的目標，就像能畫出臉部陰影的色鉛筆。',
        },
      ],
    },
    {
      id: 'when-i-weigh-my-choices',
      stem: {
        en: 'When I weigh my choices, I ask…',
        'zh-TW': '衡量我的選擇時，我會問自己……',
      },
      examples: [
        {
          en: 'When I weigh my choices, I ask: What does it cost? How long will it last? Does it fit my goal?',
          'zh-TW': '衡量我的選擇時，我會問自己：要花多少錢？可以用多久？符合我的目標嗎？',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: 'On Money Islands, Leo has 200 coins for a big sun umbrella for his stand. Umbrella A costs 150 coins. Its pros: a pretty color, free cups, free straws, and it is light. Its con: the cloth is thin, so the hot sun shines through. Umbrella B costs 180 coins. Its pros: it gives cool shade all afternoon, and it lasts for years. Its con: it costs 30 more. Which should he pick?',
        'zh-TW': '在理財冒險島上，阿力有 NT$200，要替攤子買一把大陽傘。A 傘要 NT$150，優點是顏色漂亮、送杯子、送吸管、很輕，缺點是傘布太薄，大太陽還是曬得進來。B 傘要 NT$180，優點是整個下午都有涼涼的陰影、可以用好幾年，缺點是貴了 NT$30。他應該選哪一把？',
      },
      options: [
        {
          en: 'Umbrella A, because it has four pros and B has just two.',
          'zh-TW': 'A 傘，因為它有四個優點，B 傘只有兩個。',
        },
        {
          en: 'Umbrella B, because it really gives shade and lasts for years.',
          'zh-TW': 'B 傘，因為它真的能遮陽，又能用好幾年。',
        },
        {
          en: 'Umbrella A, because the cheaper choice is always the better one.',
          'zh-TW': 'A 傘，因為比較便宜的選擇一定比較好。',
        },
        {
          en: 'Either one. He has enough coins, so the choice does not matter.',
          'zh-TW': '哪一把都可以。反正他的錢夠，選哪個都沒差。',
        },
      ],
      correctAnswer: 1,
      feedback: {
        en: 'An umbrella that lets the hot sun through fails at its main job, every Saturday. B costs 180 − 150 = 30 coins more, but it works and lasts for years. The free cups and straws are small pros. Having enough coins does not make every choice equal.',
        'zh-TW': '擋不住大太陽的陽傘，每個星期六都做不好它最重要的工作。B 傘雖然貴了 180 − 150 = 30，也就是 NT$30，卻真的能遮陽，還能用好幾年。送杯子、送吸管只是小小的優點。錢夠用，不代表每個選擇都一樣好。',
      },
      hintCycle: [
        {
          en: 'What is the main job of a sun umbrella at a lemonade stand?',
          'zh-TW': '檸檬水攤子上的大陽傘，最重要的工作是什麼？',
        },
        {
          en: 'Some count pros, or always pick the cheapest, or think any choice is fine with enough coins. Weigh instead: which pro matters most?',
          'zh-TW': '有人只數優點有幾個，有人永遠挑最便宜的，也有人以為錢夠就隨便選。要衡量的是：哪個優點最重要？',
        },
        {
          en: 'The answer: Umbrella B, because it really gives shade and lasts for years. Those pros weigh the most.',
          'zh-TW': '答案是：B 傘，因為它真的能遮陽，又能用好幾年。這兩個優點最重要。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: "An's cousin compares two pairs of shoes. The shiny pair has five pros: lights, a cool box, a free sticker, red laces and a shiny color. Its con: they pinch his toes. The plain pair has two pros: they fit well, and they last long. True or false: the shiny pair is the better choice because it has more pros.",
        'zh-TW': '小安的表哥在比較兩雙鞋。亮亮的那雙有五個優點：會發光、盒子很酷、送貼紙、紅色鞋帶、顏色亮晶晶；缺點是會夾腳趾。樸素的那雙有兩個優點：很合腳、很耐穿。是非題：亮亮的那雙優點比較多，所以它是比較好的選擇。',
      },
      correctAnswer: false,
      feedback: {
        en: 'False. Shoes that pinch hurt every day. Fitting well and lasting long matter much more than lights or a cool box. Weigh the pros; do not just count them.',
        'zh-TW': '錯。會夾腳的鞋子，每天穿都會痛。合腳和耐穿，比會發光或盒子很酷重要多了。優點要衡量，不是用數的。',
      },
      hintCycle: [
        {
          en: 'What is the main job of a pair of shoes?',
          'zh-TW': '一雙鞋子最重要的工作是什麼？',
        },
        {
          en: 'Some think more pros means a better choice. But five small pros can weigh less than one big con.',
          'zh-TW': '有人以為優點越多，選擇就越好。可是五個小優點，可能比不上一個大缺點。',
        },
        {
          en: 'The answer is false. The plain pair fits and lasts, and those pros weigh the most.',
          'zh-TW': '答案是「錯」。樸素的那雙合腳又耐穿，這兩個優點最重要。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Mei is choosing between two schoolbags. She wants one that will last a few years. Which questions help her weigh the pros and cons? Pick all that are right.',
        'zh-TW': '小美要在兩個書包之間選一個，她希望能用好幾年。下面哪些問題，能幫她衡量優點和缺點？（可以選好幾個）',
      },
      options: [
        {
          en: 'Which one has the coolest free gift?',
          'zh-TW': '哪一個送的贈品最酷？',
        },
        {
          en: 'Which pros matter most to me?',
          'zh-TW': '哪些優點對我最重要？',
        },
        {
          en: 'Which one has the most pros? That one wins.',
          'zh-TW': '哪一個的優點最多？最多的就贏了。',
        },
        {
          en: 'How long will each one last?',
          'zh-TW': '每一個可以用多久？',
        },
        {
          en: 'What does each one cost, now and later?',
          'zh-TW': '每一個現在要花多少錢？以後還要再花錢嗎？',
        },
      ],
      correctAnswer: [1, 3, 4],
      feedback: {
        en: 'Weighing asks which pros matter most, how long each lasts, and what each costs now and later. A free gift is a small pro. Counting pros skips the weighing.',
        'zh-TW': '衡量要問的是：哪些優點最重要、可以用多久、現在和以後要花多少錢。贈品只是小小的優點；只數優點的數量，就跳過了衡量。',
      },
      hintCycle: [
        {
          en: 'Think of the columns in a good table: price, how long it lasts, and how it fits a goal.',
          'zh-TW': '想想一張好的表有哪幾欄：價錢、可以用多久、符不符合目標。',
        },
        {
          en: 'A cool free gift is a small pro that can pull you away from what matters. "Most pros wins" counts instead of weighing. Three questions are right.',
          'zh-TW': '很酷的贈品只是小優點，卻可能讓你忘了真正重要的事；「優點最多的就贏」是在數數，不是在衡量。正確的問題有三個。',
        },
        {
          en: 'The answers: which pros matter most, how long each will last, and what each costs now and later.',
          'zh-TW': '答案是：哪些優點最重要、每一個可以用多久、現在和以後要花多少錢。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'Don\'t just count the pros. ______ them, because some pros matter more than others.',
        'zh-TW': '不要只數優點有幾個，要______每個優點有多重要。',
      },
      acceptedAnswers: {
        en: ['weigh', 'compare', 'rate', 'rank', 'score', 'judge', 'think about', 'consider', 'evaluate', 'look at'],
        'zh-TW': ['衡量', '比較', '比一比', '想想', '想一想', '評估', '考慮', '判斷', '看看'],
      },
      feedback: {
        en: 'Weigh them. Jay gave shading faces three stars and free stickers one star. Big pros count for more.',
        'zh-TW': '要衡量。阿哲給「畫臉的陰影」三顆星，給「送貼紙」只有一顆星。重要的優點，分量比較重。',
      },
      hintCycle: [
        {
          en: 'What did Pip say at the end of the story?',
          'zh-TW': '故事最後，皮皮說了什麼？',
        },
        {
          en: 'It is not "count" or "add up". It means deciding how much each one matters.',
          'zh-TW': '不是「數一數」或「加起來」，而是想想每一個有多重要。',
        },
        {
          en: 'The answer is "weigh": give the big pros more stars than the small ones.',
          'zh-TW': '答案是「衡量」：重要的優點，給它多一點星星。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: 'On Money Islands, a thin pencil case costs 50 coins and lasts 1 year. A strong one costs 80 coins and lasts 2 years. For 2 years, the thin kind costs 50 + 50 = 100 coins. Over 2 years, buying the strong one saves ______.',
        'zh-TW': '在理財冒險島上，薄的筆袋要 NT$50，可以用 1 年；堅固的筆袋要 NT$80，可以用 2 年。如果要用 2 年，薄的要買兩次：50 + 50 = 100，也就是 NT$100。2 年下來，買堅固的可以省下______。',
      },
      acceptedAnswers: {
        en: ['20', 'twenty', '20 coins', 'twenty coins'],
        'zh-TW': ['20', '二十', 'NT$20', '20元', '20 元', '二十元'],
      },
      feedback: {
        en: '100 − 80 = 20 coins saved. The strong case costs more at first, but it lasts twice as long. How long a thing lasts belongs in the table.',
        'zh-TW': '100 − 80 = 20，省下 NT$20。堅固的筆袋一開始比較貴，卻可以用兩倍久。可以用多久，也要寫進優缺點表裡。',
      },
      hintCycle: [
        {
          en: 'For 2 years, the thin kind costs 100 coins. What does the strong one cost for those 2 years?',
          'zh-TW': '用 2 年，薄的要 NT$100。堅固的用 2 年要多少錢？',
        },
        {
          en: 'Do not compare 80 with 50: that forgets the thin one must be bought twice. Compare 80 with 100.',
          'zh-TW': '別拿 80 跟 50 比，這樣就忘了薄的要買兩次。要拿 80 跟 100 比。',
        },
        {
          en: 'The answer is 20. 100 − 80 = 20: the long-lasting case costs less over 2 years.',
          'zh-TW': '答案是 20。100 − 80 = 20：耐用的筆袋，2 年下來反而比較省。',
        },
      ],
    },
  ],
  reflection: {
    id: 'my-pros-and-cons',
    question: {
      en: 'Think of two things you might choose between, like two snacks or two books. Make a small pros-and-cons table. Which pro matters most to you, and why?',
      'zh-TW': '想一想兩樣你可能會二選一的東西，像是兩種點心或兩本書。畫一張小小的優缺點表。對你來說，哪個優點最重要？為什麼？',
    },
    placeholder: {
      en: 'I am choosing between… and… A pro of the first is… A con is… The pro that matters most to me is…',
      'zh-TW': '我要在……和……之間選一個。第一個的優點是……，缺點是……。對我最重要的優點是……',
    },
  },
} satisfies ClassicBody;

export default body;
