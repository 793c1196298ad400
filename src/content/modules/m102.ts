import type { ClassicBody } from '../schema/module-body';

/**
 * M102 · World Trade Port: "Doing What You Do Best" / 「做自己最擅長的事」.
 * Learning outcome (Grade 8, Earning Income): explain that when each person (or place) spends its time on
 * what it does best, where it gives up the least, and then trades, there is more for everyone, and both
 * sides can end up with more (specialization and comparative advantage, at a child's level).
 * Benchmark, in words (the area and grade the brief assigns): the grade-8 Earning Income statements on how
 * people earn by producing goods and services with their skills and time; here, choosing the job where
 * your time gives up the least, then trading.
 * Builds on M100 (Sunny Land grows bananas, Rice Land grows rice) and M45 (opportunity cost, 機會成本).
 * Numbers: (the story's table; each child has 2 hours) in 1 hour Jay makes 6 cards or 4 bookmarks, An
 * makes 2 cards or 4 bookmarks. Plan A (1 hour on each): Jay 6 cards + 4 bookmarks, An 2 cards +
 * 4 bookmarks; together 6 + 2 = 8 cards and 4 + 4 = 8 bookmarks. Plan B: Jay 2 × 6 = 12 cards, An
 * 2 × 4 = 8 bookmarks; 12 − 8 = 4 more cards, the same 8 bookmarks. What each gives up for 4 bookmarks:
 * Jay 6 cards, An 2 cards. Swap: Jay gives An 5 cards, An gives Jay 4 bookmarks: Jay 12 − 5 = 7 cards and
 * 4 bookmarks (Plan A: 6 and 4); An 5 cards and 8 − 4 = 4 bookmarks (Plan A: 2 and 4).
 * Quiz: q1 in 1 hour Ming makes 8 rice balls or 2 sandwiches, Hua 2 rice balls or 6 sandwiches; each has
 * 1 hour: Ming rice balls + Hua sandwiches = 8 + 6 = 14 things; both rice balls 8 + 2 = 10; half and
 * half 4 + 1 + 1 + 3 = 9; swapped jobs 2 + 2 = 4. q3 swaps from Plan B (12 cards, 8 bookmarks): give 5
 * get 4 → Jay 7 c 4 b, An 5 c 4 b (both more cards, 4 bookmarks each); give 4 get 4 → Jay 8 c 4 b, An
 * 4 c 4 b (both); give 8 get 4 → Jay 4 c (< 6); give 5 get 2 → Jay 2 bookmarks (< 4); give 2 get 4 →
 * An 2 c (not more than 2). q5 in 1 hour Bo folds 10 stars or 2 boats, Yu 2 stars or 6 boats; Plan A stars
 * 10 + 2 = 12 (boats 2 + 6 = 8); Plan B Bo 2 × 10 = 20 stars (Yu 2 × 6 = 12 boats).
 * Facts: none — all numbers are the island's own; no money changes hands.
 */
const body = {
  id: 'M102',
  format: 'classic',
  scenarios: [
    {
      id: 'cards-and-bookmarks',
      title: {
        en: 'Cards, Bookmarks and a Swap',
        'zh-TW': '卡片、書籤和一次交換',
      },
      description: {
        en: 'Jay and An want cards and bookmarks. A small table shows them how to make more of both.',
        'zh-TW': '阿哲和小安都想要卡片和書籤。一張小表格，讓他們發現怎麼做出更多。',
      },
      context: {
        en:
          'On Wednesday, the class has 2 hours of craft time at the port. Jay and An want cards and bookmarks for their families. ' +
          'Ms. Chen draws a small table. In 1 hour, Jay can make 6 cards or 4 bookmarks. An can make 2 cards or 4 bookmarks. ' +
          'Plan A: each spends 1 hour on cards and 1 hour on bookmarks. Jay makes 6 cards and 4 bookmarks. An makes 2 cards and 4 bookmarks. ' +
          'Together, that is 6 + 2 = 8 cards and 4 + 4 = 8 bookmarks. ' +
          'Plan B: Jay makes only cards for 2 hours: 2 × 6 = 12 cards. An makes only bookmarks: 2 × 4 = 8 bookmarks. ' +
          'That is 12 − 8 = 4 more cards, and just as many bookmarks! ' +
          '"But An is not faster at bookmarks," says Mei. "Why should she make them?" ' +
          '"Look at what each one gives up," says Ms. Chen. "For 4 bookmarks, Jay gives up 6 cards. An gives up only 2 cards." ' +
          'They pick Plan B. Then Jay gives An 5 cards, and An gives Jay 4 bookmarks. ' +
          'Now Jay has 7 cards and 4 bookmarks. An has 5 cards and 4 bookmarks. Both have more cards than in Plan A. ' +
          '"Like Sunny Land and its bananas!" says Leo. ' +
          '"Squawk!" says Pip. "Do what you do best, then trade!"',
        'zh-TW':
          '星期三，全班在港口有 2 小時的美勞時間。阿哲和小安都想做卡片和書籤，送給家人。' +
          '陳老師畫了一張小表格：1 小時裡，阿哲可以做 6 張卡片，或是 4 張書籤；小安可以做 2 張卡片，或是 4 張書籤。' +
          'A 計畫：兩個人都花 1 小時做卡片、1 小時做書籤。阿哲做出 6 張卡片和 4 張書籤，小安做出 2 張卡片和 4 張書籤。' +
          '加起來是 6 + 2 = 8 張卡片，4 + 4 = 8 張書籤。' +
          'B 計畫：阿哲 2 小時都做卡片，2 × 6 = 12 張；小安 2 小時都做書籤，2 × 4 = 8 張。' +
          '卡片多了 12 − 8 = 4 張，書籤一張也沒少！' +
          '小美問：「可是小安做書籤又沒有比較快，為什麼要讓她做？」' +
          '陳老師說：「看看每個人要放棄什麼。做 4 張書籤，阿哲要放棄 6 張卡片，小安只要放棄 2 張。」' +
          '他們選了 B 計畫。接著，阿哲給小安 5 張卡片，小安給阿哲 4 張書籤。' +
          '現在阿哲有 7 張卡片和 4 張書籤，小安有 5 張卡片和 4 張書籤。兩個人的卡片都比 A 計畫多。' +
          '阿力說：「就像陽光國種香蕉一樣！」' +
          '皮皮叫著：「嘎！做自己最擅長的事，再互相交換！」',
      },
      thinkingPrompts: [
        {
          en: 'Jay is just as fast at bookmarks as An. Why is it still better for An to make them?',
          'zh-TW': '阿哲做書籤跟小安一樣快，為什麼還是讓小安做比較好？',
        },
        {
          en: 'What if Jay had kept all 12 cards and not swapped? How might both of them feel?',
          'zh-TW': '如果阿哲把 12 張卡片全部留著，不跟小安交換，兩個人心裡可能會怎麼想？',
        },
        {
          en: 'Why might a country, like a child, do better by making what it does best and trading?',
          'zh-TW': '為什麼一個國家跟小朋友一樣，專心做自己最擅長的事，再互相交換，會比較好？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'specialize',
      term: { en: 'specialize', 'zh-TW': '專業分工' },
      definition: {
        en: 'To spend your time on one job, instead of doing a bit of every job.',
        'zh-TW': '把時間花在一件工作上，而不是每樣工作都做一點。',
      },
      example: {
        en: 'In Plan B, Jay specializes in cards and An specializes in bookmarks.',
        'zh-TW': '在 B 計畫裡，阿哲專門做卡片，小安專門做書籤，這就是專業分工。',
      },
    },
    {
      id: 'what-you-do-best',
      term: { en: 'what you do best', 'zh-TW': '最擅長的事' },
      definition: {
        en: 'The job where you give up less than others do.',
        'zh-TW': '做這件事時，你要放棄的東西比別人少。',
      },
      example: {
        en: 'Bookmarks are what An does best. For 4 bookmarks, she gives up only 2 cards.',
        'zh-TW': '做書籤是小安最擅長的事：做 4 張書籤，她只要放棄 2 張卡片。',
      },
    },
    {
      id: 'opportunity-cost',
      term: { en: 'opportunity cost', 'zh-TW': '機會成本' },
      definition: {
        en: 'The best thing you give up when you choose.',
        'zh-TW': '做選擇的時候，你放棄掉的那個最好的選項。',
      },
      example: {
        en: 'The opportunity cost of 4 bookmarks is 6 cards for Jay, but 2 cards for An.',
        'zh-TW': '做 4 張書籤的機會成本，阿哲是 6 張卡片，小安只有 2 張卡片。',
      },
    },
    {
      id: 'swap',
      term: { en: 'swap', 'zh-TW': '交換' },
      definition: {
        en: 'To give something and get something else back.',
        'zh-TW': '把一樣東西給別人，再換回另一樣東西。',
      },
      example: {
        en: 'Jay swaps 5 cards for 4 of An\'s bookmarks.',
        'zh-TW': '阿哲用 5 張卡片，跟小安交換 4 張書籤。',
      },
    },
    {
      id: 'total',
      term: { en: 'total', 'zh-TW': '總數' },
      definition: {
        en: 'All the amounts added together.',
        'zh-TW': '全部加起來的數量。',
      },
      example: {
        en: 'In Plan B, the total is 12 cards, 4 more than the 8 cards in Plan A.',
        'zh-TW': 'B 計畫的卡片總數是 12 張，比 A 計畫的 8 張多 4 張。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'what-i-do-best',
      stem: {
        en: 'One thing I do best is… If I specialize in it, …',
        'zh-TW': '我最擅長的一件事是……。如果我專心做這件事，……',
      },
      examples: [
        {
          en: 'One thing I do best is folding paper. If I specialize in it, my friend can color, and we make more cards together.',
          'zh-TW': '我最擅長的一件事是摺紙。如果我專心摺紙，朋友就可以負責著色，我們一起能做出更多卡片。',
        },
      ],
    },
    {
      id: 'before-i-choose-a-job',
      stem: {
        en: 'To find what someone does best, I look at…',
        'zh-TW': '要找出一個人最擅長的事，我會看……',
      },
      examples: [
        {
          en: 'To find what someone does best, I look at what they give up to do each job.',
          'zh-TW': '要找出一個人最擅長的事，我會看他做每件工作時要放棄什麼。',
        },
      ],
    },
    {
      id: 'after-we-swap',
      stem: {
        en: 'After we each do what we do best and swap, …',
        'zh-TW': '我們各自做最擅長的事，再互相交換以後，……',
      },
      examples: [
        {
          en: 'After we each do what we do best and swap, both of us end up with more.',
          'zh-TW': '我們各自做最擅長的事，再互相交換以後，兩個人得到的都比原來多。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: 'Ming and Hua each have 1 hour to make picnic food to share. In 1 hour, Ming can make 8 rice balls or 2 sandwiches. Hua can make 2 rice balls or 6 sandwiches. Which plan makes the most food?',
        'zh-TW': '小明和小華各有 1 小時，要做野餐的食物一起分享。1 小時裡，小明可以做 8 個飯糰或 2 個三明治，小華可以做 2 個飯糰或 6 個三明治。哪個計畫做出的食物最多？',
      },
      options: [
        {
          en: 'Each makes some of both, so nobody needs the other one.',
          'zh-TW': '兩個人都各做一點，這樣誰也不用靠誰。',
        },
        {
          en: 'Both make rice balls, because 8 is the biggest number.',
          'zh-TW': '兩個人都做飯糰，因為 8 是最大的數字。',
        },
        {
          en: 'Hua makes rice balls and Ming makes sandwiches, to learn new skills.',
          'zh-TW': '換小華做飯糰、小明做三明治，這樣兩個人都能學到新本事。',
        },
        {
          en: 'Ming makes rice balls, Hua makes sandwiches, then they share.',
          'zh-TW': '小明做飯糰，小華做三明治，做完再一起分。',
        },
      ],
      correctAnswer: 3,
      feedback: {
        en: 'Ming makes 8 rice balls and Hua makes 6 sandwiches: 8 + 6 = 14 things. Both on rice balls makes 8 + 2 = 10. Half and half makes 9. Swapped jobs make only 2 + 2 = 4.',
        'zh-TW': '小明做 8 個飯糰，小華做 6 個三明治，8 + 6 = 14 樣。兩個人都做飯糰是 8 + 2 = 10 樣；各做一半是 9 樣；工作對調只有 2 + 2 = 4 樣。',
      },
      hintCycle: [
        {
          en: 'What is each one best at? Look at the bigger number in each row.',
          'zh-TW': '每個人最擅長做什麼？看看各自那一行裡比較大的數字。',
        },
        {
          en: 'Doing a bit of everything makes less. Chasing the biggest number leaves Hua making only 2. Learning is good, but it makes less food today.',
          'zh-TW': '每樣都做一點，做出來的反而少；只看最大的數字，小華就只做得出 2 個；學新本事很好，但今天的食物會變少。',
        },
        {
          en: 'The answer: Ming makes rice balls, Hua makes sandwiches, then they share. 8 + 6 = 14, the most food.',
          'zh-TW': '答案是：小明做飯糰，小華做三明治，做完再一起分。8 + 6 = 14，食物最多。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'True or false: Two farmers who each grow what they grow best, and then trade, can both end up with more food.',
        'zh-TW': '是非題：兩個農夫各自種自己最會種的作物，再互相交換，兩個人最後都可能得到更多食物。',
      },
      correctAnswer: true,
      feedback: {
        en: 'True. Each farmer makes more of the crop they grow best. Then a swap gives each one some of both, like Jay and An.',
        'zh-TW': '對。每個農夫專心種最會種的作物，就能種得更多；再互相交換，兩個人都能兩樣都有，就像阿哲和小安一樣。',
      },
      hintCycle: [
        {
          en: 'Think about Plan B. Did Jay and An end up with more or less?',
          'zh-TW': '想想 B 計畫，阿哲和小安最後得到的變多還是變少？',
        },
        {
          en: 'Some think that if you make just one thing, you end up with less. The swap fixes that.',
          'zh-TW': '有人以為只做一樣東西，最後擁有的會變少。其實交換以後，兩樣都會有。',
        },
        {
          en: 'The answer is true. Doing what you do best makes more in total, and a swap shares it.',
          'zh-TW': '答案是「對」。做自己最擅長的事，總數會變多，再透過交換分享。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'In Plan A, Jay had 6 cards and An had 2. In Plan B, Jay made 12 cards and An made 8 bookmarks. Which swaps give each child more cards than Plan A and 4 bookmarks? Pick all that are right.',
        'zh-TW': 'A 計畫裡，阿哲有 6 張卡片，小安有 2 張。B 計畫裡，阿哲做了 12 張卡片，小安做了 8 張書籤。下面哪些交換，能讓兩個人的卡片都比 A 計畫多，而且各有 4 張書籤？（可以選好幾個）',
      },
      options: [
        {
          en: 'Jay gives 5 cards, and An gives 4 bookmarks.',
          'zh-TW': '阿哲給 5 張卡片，小安給 4 張書籤。',
        },
        {
          en: 'Jay gives 4 cards, and An gives 4 bookmarks.',
          'zh-TW': '阿哲給 4 張卡片，小安給 4 張書籤。',
        },
        {
          en: 'Jay gives 8 cards, and An gives 4 bookmarks.',
          'zh-TW': '阿哲給 8 張卡片，小安給 4 張書籤。',
        },
        {
          en: 'Jay gives 5 cards, and An gives 2 bookmarks.',
          'zh-TW': '阿哲給 5 張卡片，小安給 2 張書籤。',
        },
        {
          en: 'Jay gives 2 cards, and An gives 4 bookmarks.',
          'zh-TW': '阿哲給 2 張卡片，小安給 4 張書籤。',
        },
      ],
      correctAnswer: [0, 1],
      feedback: {
        en: 'Giving 5 cards leaves Jay 7 and gives An 5. Giving 4 leaves Jay 8 and gives An 4. Giving 8 leaves Jay only 4 cards. Getting 2 bookmarks leaves Jay short. Giving 2 cards leaves An no better off.',
        'zh-TW': '給 5 張：阿哲剩 7 張，小安有 5 張；給 4 張：阿哲剩 8 張，小安有 4 張。給 8 張，阿哲只剩 4 張；只換到 2 張書籤，阿哲書籤不夠；只給 2 張，小安的卡片沒有變多。',
      },
      hintCycle: [
        {
          en: 'For each swap, work out what Jay keeps and what An gets. Then compare with Plan A.',
          'zh-TW': '每一種交換，都算算阿哲留下幾張、小安拿到幾張，再跟 A 計畫比一比。',
        },
        {
          en: 'A good swap helps both sides. Giving too much hurts Jay. Giving too little leaves An no better off.',
          'zh-TW': '好的交換要讓兩邊都得到好處。給太多，阿哲吃虧；給太少，小安沒有變好。',
        },
        {
          en: 'The answers: 5 cards for 4 bookmarks, and 4 cards for 4 bookmarks. Both children end up with more cards.',
          'zh-TW': '答案是：用 5 張卡片換 4 張書籤，以及用 4 張卡片換 4 張書籤。兩個人的卡片都變多了。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'At the port, one worker drives the crane all day. Another worker checks the boxes all day. Each one sticks to one job. This is called ______.',
        'zh-TW': '在港口，一位工作人員整天開吊車，另一位整天檢查貨櫃，每個人都專心做一件工作。這叫做______。',
      },
      acceptedAnswers: {
        en: ['specializing', 'specialization', 'specialising', 'specialisation', 'division of labor', 'division of labour', 'dividing the work', 'dividing up the work'],
        'zh-TW': ['專業分工', '分工', '分工合作', '專長分工', '專業化'],
      },
      feedback: {
        en: 'This is specializing: each worker spends the day on one job. The port gets more work done than if both did a bit of each.',
        'zh-TW': '這叫做專業分工：每個人專心做一件工作。這樣港口完成的工作，比兩個人每樣都做一點還多。',
      },
      hintCycle: [
        {
          en: 'Look at the word list. Which word means spending your time on one job?',
          'zh-TW': '看看詞語表，哪個詞是把時間花在一件工作上的意思？',
        },
        {
          en: 'It is not swapping: no one gives anything here. Each worker sticks to one job.',
          'zh-TW': '不是「交換」，這裡沒有人把東西換給別人；而是每個人專做一件工作。',
        },
        {
          en: 'The answer is "specializing": each worker spends the day on one job.',
          'zh-TW': '答案是「專業分工」：每個人整天專心做一件工作。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: 'Bo and Yu each have 2 hours. In 1 hour, Bo can fold 10 paper stars or 2 boats. Yu can fold 2 stars or 6 boats. In Plan A, each spends 1 hour on each, and they fold 12 stars. In Plan B, Bo folds only stars and Yu folds only boats. How many stars does Plan B make? ______',
        'zh-TW': '小博和小宇各有 2 小時。1 小時裡，小博可以摺 10 顆紙星星或 2 艘紙船，小宇可以摺 2 顆星星或 6 艘紙船。A 計畫是兩人每樣各摺 1 小時，一共摺出 12 顆星星。B 計畫是小博只摺星星，小宇只摺紙船。B 計畫能摺出幾顆星星？______',
      },
      acceptedAnswers: {
        en: ['20', 'twenty', '20 stars', 'twenty stars'],
        'zh-TW': ['20', '二十', '20顆', '20 顆', '二十顆'],
      },
      feedback: {
        en: 'Bo folds stars for 2 hours: 2 × 10 = 20 stars. That is 20 − 12 = 8 more than Plan A. Yu folds boats: 2 × 6 = 12, more than the 8 boats in Plan A.',
        'zh-TW': '小博摺 2 小時的星星：2 × 10 = 20 顆，比 A 計畫多 20 − 12 = 8 顆。小宇摺紙船：2 × 6 = 12 艘，也比 A 計畫的 8 艘多。',
      },
      hintCycle: [
        {
          en: 'How many stars can Bo fold in 1 hour? How many hours does he have?',
          'zh-TW': '小博 1 小時可以摺幾顆星星？他有幾小時？',
        },
        {
          en: 'Multiply the stars in 1 hour by the hours. Adding 10 + 2 gives Plan A\'s mix, not Plan B.',
          'zh-TW': '用 1 小時摺的星星數，乘上小時數。10 + 2 是 A 計畫的算法，不是 B 計畫。',
        },
        {
          en: 'The answer is 20. 2 × 10 = 20 stars, more than the 12 in Plan A.',
          'zh-TW': '答案是 20。2 × 10 = 20 顆，比 A 計畫的 12 顆還多。',
        },
      ],
    },
  ],
  reflection: {
    id: 'my-best-job',
    question: {
      en: 'Think of a job you share with a friend or your family, like cleaning up after a class party. Who could do which part best, so you all get more done?',
      'zh-TW': '想一想，有哪件事是你和朋友或家人一起做的，像是班上慶祝會後的整理？誰負責哪一部分最擅長，大家就能做得更多？',
    },
    placeholder: {
      en: 'When we…, I could do… best, and … could do… Then we would…',
      'zh-TW': '我們一起……的時候，我最擅長……，……最擅長……。這樣我們就能……',
    },
  },
} satisfies ClassicBody;

export default body;
