import type { ClassicBody } from '../schema/module-body';

/**
 * M101 · World Trade Port: "Imports and Exports" / 「進口與出口」.
 * Learning outcome (Grade 8, Spending): tell imports (goods bought in from other countries) from exports
 * (goods sold out to other countries), give Taiwan's examples (it exports chips, it imports most of its
 * energy), and find imports at home by reading "made in" labels.
 * Benchmark, in words (the area and grade the brief assigns): the grade-8 Spending statements on being an
 * informed buyer who knows where the goods they buy come from; here, reading a label to tell an import.
 * Builds on M100 (Sunny Land's bananas are its exports and Rice Land's imports).
 * Numbers: Mei and her dad check 6 things at home: 2 labels say Taiwan, 4 name other countries:
 * 6 − 2 = 4 imports.
 * Quiz: q1 bananas from Sunny Land to Rice Land (M100's pretend countries); q4 a bike maker in Taiwan sells
 * 10 bikes to a shop in another country (a made-up case, no real figure); q5 An checks 8 things, 3 made in
 * Taiwan: 8 − 3 = 5 imports.
 * Facts:
 * - Taiwan's largest exports are electronic parts, above all chips (semiconductors, 半導體) — Ministry of
 *   Finance (財政部) customs trade statistics, 2025
 * - Taiwan imports most of its energy (oil, natural gas, coal) — Energy Administration, Ministry of
 *   Economic Affairs (經濟部能源署), 2025
 */
const body = {
  id: 'M101',
  format: 'classic',
  scenarios: [
    {
      id: 'mei-reads-the-labels',
      title: {
        en: 'Ships In, Ships Out',
        'zh-TW': '船進來，船出去',
      },
      description: {
        en: 'Mei learns which goods come into Taiwan and which go out, then hunts for labels at home.',
        'zh-TW': '小美認識了哪些東西進到台灣、哪些東西出去，回家後還當起了標籤小偵探。',
      },
      context: {
        en:
          'On Monday, the class stands on the dock at World Trade Port. One ship sails in, low in the water. Another ship sails out. ' +
          '"Why do ships go both ways?" Mei asks. ' +
          'Ms. Chen smiles. "Goods that come into a country to be sold are imports. Goods that go out to other countries are exports." ' +
          '"What does Taiwan send out?" asks Mei. ' +
          '"Its biggest exports are electronic parts, above all chips," says Ms. Chen. "Chips are the tiny thinking parts inside phones and computers." ' +
          '"And what comes in?" ' +
          '"Taiwan imports most of its energy, like oil, natural gas and coal. Ships bring it in." ' +
          'On Tuesday evening, Mei helps her dad while he cooks. They look for "made in" labels on 6 things at home. ' +
          'Two labels say Taiwan. Four name other countries. 6 − 2 = 4, so 4 of the things are imports. ' +
          '"The ones made in Taiwan are not imports," says Dad. "They were made here and sold here." ' +
          'Mei holds up her lunch box. "This one is an import!" ' +
          '"Squawk!" says Pip. "In is import. Out is export!"',
        'zh-TW':
          '星期一，全班站在世界貿易港的碼頭上。一艘船吃水很深，慢慢開進港；另一艘船則開了出去。' +
          '小美問：「為什麼船有的進來、有的出去？」' +
          '陳老師笑著說：「從別的國家運進來賣的東西，叫做進口；賣到別的國家去的東西，叫做出口。」' +
          '小美又問：「那台灣賣什麼出去？」' +
          '陳老師說：「台灣出口最多的是電子零件，特別是晶片。晶片就是手機和電腦裡面，負責思考的小零件。」' +
          '「那什麼東西會進來呢？」' +
          '「台灣用的能源，像是石油、天然氣和煤，大部分都是進口的，要靠船運進來。」' +
          '星期二晚上，爸爸在廚房煮飯，小美在旁邊幫忙。他們一起找家裡 6 樣東西上的產地標示。' +
          '有 2 樣寫著台灣，4 樣寫的是別的國家。6 − 2 = 4，所以有 4 樣是進口的。' +
          '爸爸說：「台灣做的東西在台灣賣，不算進口喔。」' +
          '小美舉起她的便當盒：「這個是進口的！」' +
          '皮皮叫著：「嘎！進來是進口，出去是出口！」',
      },
      thinkingPrompts: [
        {
          en: 'Why do you think Taiwan buys most of its energy from other countries?',
          'zh-TW': '你覺得台灣為什麼要跟別的國家買大部分的能源？',
        },
        {
          en: 'A box of chips leaves Taiwan for another country. Why is it an export for Taiwan but an import there?',
          'zh-TW': '一箱晶片從台灣運到別的國家。為什麼對台灣來說是出口，對那個國家來說卻是進口？',
        },
        {
          en: 'What if Mei had not read the labels? How else could she find out where a thing was made?',
          'zh-TW': '如果小美沒有看標籤，她還可以用什麼方法知道東西是哪裡做的？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'import',
      term: { en: 'import', 'zh-TW': '進口' },
      definition: {
        en: 'Goods that come into a country from another country, to be sold.',
        'zh-TW': '從別的國家運進來賣的東西。',
      },
      example: {
        en: "Mei's lunch box was made in another country. It is an import.",
        'zh-TW': '小美的便當盒是別的國家做的，它是進口的東西。',
      },
    },
    {
      id: 'export',
      term: { en: 'export', 'zh-TW': '出口' },
      definition: {
        en: 'Goods that a country sells to other countries.',
        'zh-TW': '一個國家賣到別的國家去的東西。',
      },
      example: {
        en: "Chips are Taiwan's biggest exports.",
        'zh-TW': '晶片是台灣出口最多的東西。',
      },
    },
    {
      id: 'made-in-label',
      term: { en: '"made in" label', 'zh-TW': '產地標示' },
      definition: {
        en: 'Words on a thing that tell which country made it.',
        'zh-TW': '東西上面告訴你它是在哪個國家做的字。',
      },
      example: {
        en: 'Two of the 6 labels Mei found said Taiwan.',
        'zh-TW': '小美找到的 6 個產地標示裡，有 2 個寫著台灣。',
      },
    },
    {
      id: 'energy',
      term: { en: 'energy', 'zh-TW': '能源' },
      definition: {
        en: 'What we use to make power, heat and light, like oil, gas and coal.',
        'zh-TW': '用來發電、產生熱和光的東西，像是石油、天然氣和煤。',
      },
      example: {
        en: 'Ships bring most of Taiwan\'s energy in from other countries.',
        'zh-TW': '台灣大部分的能源，都是用船從別的國家運來的。',
      },
    },
    {
      id: 'chip',
      term: { en: 'chip', 'zh-TW': '晶片' },
      definition: {
        en: 'A tiny part inside phones and computers that helps them think.',
        'zh-TW': '手機和電腦裡面，幫忙「思考」的小小零件。',
      },
      example: {
        en: 'A phone needs chips to work.',
        'zh-TW': '手機要有晶片才能運作。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'an-import-is',
      stem: {
        en: 'I know a thing is an import when…',
        'zh-TW': '我知道一樣東西是進口的，是因為……',
      },
      examples: [
        {
          en: 'I know a thing is an import when its "made in" label names another country.',
          'zh-TW': '我知道一樣東西是進口的，是因為它的產地標示寫的是別的國家。',
        },
      ],
    },
    {
      id: 'taiwan-exports',
      stem: {
        en: 'One of Taiwan\'s exports is…',
        'zh-TW': '台灣出口的一樣東西是……',
      },
      examples: [
        {
          en: 'One of Taiwan\'s exports is chips, which go into phones and computers.',
          'zh-TW': '台灣出口的一樣東西是晶片，它們會被裝進手機和電腦裡。',
        },
      ],
    },
    {
      id: 'import-and-export-same-thing',
      stem: {
        en: 'The same goods can be an import and an export because…',
        'zh-TW': '同一樣東西可以是進口，也可以是出口，因為……',
      },
      examples: [
        {
          en: 'The same goods can be an import and an export because one country sells them and another buys them.',
          'zh-TW': '同一樣東西可以是進口，也可以是出口，因為一個國家把它賣出去，另一個國家把它買進來。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: 'A ship carries bananas from Sunny Land to Rice Land. For Rice Land, what are these bananas?',
        'zh-TW': '一艘船把香蕉從陽光國載到稻米國。對稻米國來說，這些香蕉是什麼？',
      },
      options: [
        {
          en: 'An export, because the ship sails away from a port.',
          'zh-TW': '出口，因為船是從港口開走的。',
        },
        {
          en: 'An import, because they come in from another country.',
          'zh-TW': '進口，因為它們是從別的國家運進來的。',
        },
        {
          en: 'An export, because Rice Land sends money out to pay for them.',
          'zh-TW': '出口，因為稻米國要把錢付給陽光國來買它們。',
        },
        {
          en: 'Neither, because food does not count as goods.',
          'zh-TW': '都不是，因為食物不算商品。',
        },
      ],
      correctAnswer: 1,
      feedback: {
        en: 'The bananas come into Rice Land from Sunny Land, so for Rice Land they are an import. For Sunny Land, the same bananas are an export. Food is goods too.',
        'zh-TW': '香蕉從陽光國運進稻米國，所以對稻米國來說是進口；對陽光國來說，同一批香蕉是出口。食物也是商品喔。',
      },
      hintCycle: [
        {
          en: 'Stand in Rice Land. Are the bananas coming in or going out?',
          'zh-TW': '想像你站在稻米國。香蕉是進來，還是出去？',
        },
        {
          en: 'Look at the goods, not the money or the ship leaving Sunny Land. And food counts as goods.',
          'zh-TW': '要看東西往哪裡走，不是看錢往哪裡去，也不是看船離開陽光國。食物也算商品。',
        },
        {
          en: 'The answer: an import, because the bananas come into Rice Land from another country.',
          'zh-TW': '答案是：進口，因為香蕉是從別的國家運進稻米國的。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'True or false: The same box of chips can be an export for one country and an import for another.',
        'zh-TW': '是非題：同一箱晶片，對一個國家來說是出口，對另一個國家來說可以是進口。',
      },
      correctAnswer: true,
      feedback: {
        en: 'True. Chips sold from Taiwan are exports for Taiwan. When they arrive in the country that buys them, they are imports there.',
        'zh-TW': '對。台灣賣出去的晶片，對台灣來說是出口；運到買它的國家以後，對那個國家來說就是進口。',
      },
      hintCycle: [
        {
          en: 'Think about the bananas from Sunny Land. What were they for each country?',
          'zh-TW': '想想陽光國的香蕉，對兩個國家來說各是什麼？',
        },
        {
          en: 'Some think a thing is always one or the other. It depends on which country you stand in.',
          'zh-TW': '有人以為一樣東西只能是進口或出口其中一種。其實要看你站在哪一個國家來看。',
        },
        {
          en: 'The answer is true. Going out of Taiwan, the chips are an export. Coming in somewhere else, they are an import.',
          'zh-TW': '答案是「對」。從台灣出去，晶片是出口；運進別的國家，晶片就是進口。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: "Mei's family lives in Taiwan. Which of these are imports for Taiwan? Pick all that are right.",
        'zh-TW': '小美一家住在台灣。下面哪些對台灣來說是進口？（可以選好幾個）',
      },
      options: [
        {
          en: 'A toy whose label says it was made in another country.',
          'zh-TW': '產地標示寫著別的國家的玩具。',
        },
        {
          en: 'Oil that a ship brings to Taiwan from a faraway country.',
          'zh-TW': '用船從遙遠的國家運到台灣的石油。',
        },
        {
          en: 'Chips made in Taiwan and shipped to another country.',
          'zh-TW': '台灣做好、再運到別的國家的晶片。',
        },
        {
          en: 'A notebook made in Taiwan and sold in a shop in Taiwan.',
          'zh-TW': '在台灣做、在台灣商店賣的筆記本。',
        },
        {
          en: 'Natural gas that comes by ship from another country.',
          'zh-TW': '從別的國家用船運來的天然氣。',
        },
      ],
      correctAnswer: [0, 1, 4],
      feedback: {
        en: 'The toy, the oil and the natural gas come into Taiwan, so they are imports. The chips go out, so they are exports. The notebook was made and sold here, so it is neither.',
        'zh-TW': '玩具、石油和天然氣都是運進台灣的，是進口。晶片是運出去的，是出口。筆記本在台灣做、在台灣賣，兩種都不是。',
      },
      hintCycle: [
        {
          en: 'For each one, ask: did it come into Taiwan from another country?',
          'zh-TW': '每一項都問問自己：它是從別的國家運進台灣的嗎？',
        },
        {
          en: 'Some think anything on a ship is an import. Chips leaving Taiwan are exports. Things made and sold here are neither.',
          'zh-TW': '有人以為船上的東西都是進口。其實離開台灣的晶片是出口；在台灣做、在台灣賣的東西，兩種都不是。',
        },
        {
          en: 'The answers: the toy made in another country, the oil and the natural gas. All three come in.',
          'zh-TW': '答案是：別的國家做的玩具、石油和天然氣。這三樣都是運進來的。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'A bike maker in Taiwan sells 10 bikes to a shop in another country. For Taiwan, those bikes are ______.',
        'zh-TW': '台灣的一家腳踏車工廠，把 10 輛腳踏車賣給別的國家的商店。對台灣來說，這些腳踏車是______。',
      },
      acceptedAnswers: {
        en: ['exports', 'export', 'an export', 'exported', 'exported goods'],
        'zh-TW': ['出口', '出口的', '出口品', '出口商品', '出口的東西', '外銷', '外銷品'],
      },
      feedback: {
        en: 'The bikes go out of Taiwan to be sold, so they are exports. For the other country, they are imports.',
        'zh-TW': '腳踏車從台灣賣到國外，所以是出口；對買的那個國家來說，就是進口。',
      },
      hintCycle: [
        {
          en: 'Are the bikes coming into Taiwan or going out?',
          'zh-TW': '腳踏車是運進台灣，還是運出台灣？',
        },
        {
          en: 'Coming in is an import. These bikes leave Taiwan, so the word is the other one.',
          'zh-TW': '運進來的是進口。這些腳踏車是離開台灣的，所以是另外一個詞。',
        },
        {
          en: 'The answer is "exports": goods a country sells to other countries.',
          'zh-TW': '答案是「出口」：一個國家賣到別的國家去的東西。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: 'An and her mom check "made in" labels on 8 things at home. 3 say Taiwan. The rest name other countries. So ______ of the things are imports.',
        'zh-TW': '小安和媽媽看了家裡 8 樣東西的產地標示，有 3 樣寫著台灣，其他的都寫著別的國家。所以，進口的東西共有幾樣？______',
      },
      acceptedAnswers: {
        en: ['5', 'five'],
        'zh-TW': ['5', '五', '5樣', '5 樣', '五樣', '5個', '5 個', '五個'],
      },
      feedback: {
        en: '8 − 3 = 5. The 5 things made in other countries are imports. The 3 made in Taiwan are not.',
        'zh-TW': '8 − 3 = 5。別的國家做的 5 樣東西是進口的；台灣做的 3 樣不是。',
      },
      hintCycle: [
        {
          en: 'How many things did they check, and how many were made in Taiwan?',
          'zh-TW': '她們一共看了幾樣東西？其中幾樣是台灣做的？',
        },
        {
          en: 'Things made in Taiwan are not imports. Take them away from the total. Do not add them.',
          'zh-TW': '台灣做的東西不是進口的，要從總數裡減掉，不是加上去。',
        },
        {
          en: 'The answer is 5. 8 − 3 = 5 things came from other countries.',
          'zh-TW': '答案是 5。8 − 3 = 5，有 5 樣是從別的國家來的。',
        },
      ],
    },
  ],
  reflection: {
    id: 'my-label-hunt',
    question: {
      en: 'With a grown-up, look for "made in" labels on 5 things at home. How many are imports? Which one surprised you?',
      'zh-TW': '跟家人一起，找找家裡 5 樣東西的產地標示。有幾樣是進口的？哪一樣讓你最驚訝？',
    },
    placeholder: {
      en: 'I found … imports. The one that surprised me was… because…',
      'zh-TW': '我找到……樣進口的東西。最讓我驚訝的是……，因為……',
    },
  },
} satisfies ClassicBody;

export default body;
