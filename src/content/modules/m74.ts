import type { AdventureBody } from '../schema/module-body';

/**
 * M74 · Global Sky Islands, lesson 2: "Public Goods We Share" / 「大家共享的公共財」.
 * Learning outcome — Grade 4, Spending: explain that public goods (a park, a streetlight, a library) are things
 * everyone can use that taxes pay for, and why no one shop would build them alone (everyone would use them,
 * but one shop would pay for all of it).
 * Benchmark, in words: the grade-4 Spending statements on goods and services that governments provide and pay
 * for with taxes. Builds on M73 (what taxes are). Lead: An.
 * Numbers: a comic book costs 120 (Grandma Lin's price); An borrows one from the library instead and keeps
 * her 120 coins. On Money Islands (the island's own figures, plainly pretend): the lights on the sky bridge
 * cost 1,000 coins a year to run; one shop alone would pay 1,000; shared by 100 families through taxes,
 * 1,000 ÷ 100 = 10 coins each.
 * Quiz: q4 park upkeep 2,000 coins a year (pretend), 100 families → 2,000 ÷ 100 = 20 each; distractors 0
 * ("public means free"), 200 (wrong division), 2,000 (one family pays all). Other questions use no sums.
 * Facts:
 * - Taxes pay for things people share: roads, schools, parks, libraries, police and fire services (story,
 *   q1, q5) —
 *   the central government's general budget (中央政府總預算), which lists spending on education, transport,
 *   police and fire services — Directorate-General of Budget, Accounting and Statistics, 2025
 */
const body = {
  id: 'M74',
  format: 'adventure',
  storyIntro: [
    {
      en: 'On the second day, the class walks across a long sky bridge. At the end is the Sky Library. An wants to read a new comic book. At Grandma Lin\'s shop, it costs 120 coins. She has 120 coins saved in her piggy bank at home.',
      'zh-TW':
        '第二天，全班走過一座長長的天空橋，橋的另一頭是天空圖書館。小安想看一本新漫畫，在林奶奶的小店要 NT$120。她家裡的存錢筒剛好存了 NT$120。',
    },
    {
      en: 'Should she buy it, or borrow it? She thinks about it. "I will read it once or twice," she says. So she borrows it with her library card. She pays nothing at the desk. Her 120 coins stay in her piggy bank.',
      'zh-TW':
        '要買，還是用借的？小安想了一下：「這本我大概只會看一兩次。」所以她用借書證把漫畫借出來，在櫃檯一塊錢也沒付，NT$120 還好好地留在存錢筒裡。',
    },
    {
      en: 'On the way back, it gets dark. The lights on the bridge turn on, one by one. Mei asks, "Is the library free? Are the lights free?" An shakes her head. "Someone pays for them. I think taxes do."',
      'zh-TW':
        '回程的時候天黑了，橋上的路燈一盞一盞亮起來。小美問：「圖書館是免費的嗎？路燈也是免費的嗎？」小安搖搖頭：「一定有人出錢。我想是稅金吧。」',
    },
    {
      en: 'A baker stands by her shop at the end of the bridge. "On Money Islands, these lights cost 1,000 coins a year," she says. "If my shop paid alone, I would pay all 1,000. But everyone who walks here would use them." Leo does the maths. "If 100 families share it through taxes, 1,000 ÷ 100 = 10. Each pays only 10 coins!"',
      'zh-TW':
        '橋頭有一位麵包店老闆站在店門口，她說：「在理財冒險島上，這些路燈一年要花 NT$1,000。如果只靠我一家店出錢，我就要付 NT$1,000；可是每個走過這裡的人都會用到燈。」阿力算了算：「如果 100 戶人家用稅金一起分攤，1,000 ÷ 100 = 10，每戶只要 NT$10！」',
    },
    {
      en: 'An hugs her borrowed book. "So the library and the lights are for all of us, and all of us chip in." Pip lands on a lamp post. "Squawk! Shared things, shared costs. And we take good care of them!"',
      'zh-TW':
        '小安抱著借來的漫畫說：「原來圖書館和路燈是大家的，也是大家一起出錢的。」皮皮停在路燈上：「嘎！大家一起用，大家一起出錢，也要大家一起愛護喔！」',
    },
  ],
  definitions: [
    {
      term: { en: 'public good', 'zh-TW': '公共財' },
      definition: {
        en: 'Something everyone in a place can use, paid for together with taxes.',
        'zh-TW': '一個地方的人都可以使用、由大家用稅金一起出錢的東西。',
      },
      example: {
        en: 'The lights on the sky bridge are a public good.',
        'zh-TW': '天空橋上的路燈，就是公共財。',
      },
    },
    {
      term: { en: 'private thing', 'zh-TW': '私人的東西' },
      definition: {
        en: 'Something one person or family buys and keeps for themselves.',
        'zh-TW': '一個人或一家人自己買、自己留著用的東西。',
      },
      example: {
        en: "A comic book An buys for her own shelf is a private thing. The library's copy is shared.",
        'zh-TW': '小安買來放在自己書架上的漫畫，是私人的東西；圖書館的那一本，是大家共用的。',
      },
    },
    {
      term: { en: 'share the cost', 'zh-TW': '分攤費用' },
      definition: {
        en: 'Each person pays a small part, so together they pay the whole bill.',
        'zh-TW': '每個人出一小部分，加起來就能付清全部的錢。',
      },
      example: {
        en: '100 families share the cost of the lights: 1,000 ÷ 100 = 10 coins each.',
        'zh-TW': '100 戶人家分攤路燈的費用：1,000 ÷ 100 = 10，每戶 NT$10。',
      },
    },
    {
      term: { en: 'library card', 'zh-TW': '借書證' },
      definition: {
        en: 'A card that lets you borrow books from a library and bring them back later.',
        'zh-TW': '可以跟圖書館借書、看完再還回去的證件。',
      },
      example: {
        en: 'An uses her library card to borrow the comic book.',
        'zh-TW': '小安用借書證借了那本漫畫。',
      },
    },
    {
      term: { en: 'take care of', 'zh-TW': '愛護' },
      definition: {
        en: 'Use something gently, so it stays good for the next person.',
        'zh-TW': '小心使用，讓下一個人也能好好地用。',
      },
      example: {
        en: 'An takes care of the library book and brings it back on time.',
        'zh-TW': '小安很愛護圖書館的書，還會準時歸還。',
      },
    },
  ],
  examples: [
    {
      en: 'The park near school has a slide and trees. Any child can play there. It is a public good.',
      'zh-TW': '學校旁邊的公園有溜滑梯，也有大樹，每個小朋友都能去玩。它是公共財。',
    },
    {
      en: "Leo's lemonade stand is not a public good. It belongs to Leo, and people pay for each cup.",
      'zh-TW': '阿力的檸檬汁攤不是公共財。它是阿力自己的，客人每買一杯都要付錢。',
    },
    {
      en: 'A streetlight shines on everyone who walks by. One shop could not ask each walker to pay for the light.',
      'zh-TW': '路燈會照亮每一個走過的人。一家店總不能叫每個路人都付燈光的錢吧。',
    },
    {
      en: 'Free to use does not mean free to make. Someone pays for the park, and taxes help.',
      'zh-TW': '用的時候不用付錢，不代表蓋的時候不用花錢。公園也要有人出錢，稅金就是其中一份。',
    },
  ],
  sentenceBuilder: {
    frames: [
      {
        id: 'public-or-private',
        text: {
          en: 'A town library is a ______ good. A comic book I buy for my own shelf is a ______ thing.',
          'zh-TW': '市立圖書館是______財；我買來放在自己書架上的漫畫，是______的東西。',
        },
        wordPool: {
          en: ['public', 'free', 'private', 'personal'],
          'zh-TW': ['公共', '免費', '私人', '個人'],
        },
        accepts: {
          en: [['public'], ['private', 'personal']],
          'zh-TW': [['公共'], ['私人', '個人']],
        },
        hints: [
          {
            en: 'Which one can everyone use, and which one is just for me?',
            'zh-TW': '哪一個是大家都能用的？哪一個是只給自己用的？',
          },
          {
            en: 'A library is not free to run, and it is not one person\'s. My own comic book is not free either: I paid for it.',
            'zh-TW': '圖書館不是不用錢就能開的，也不屬於哪一個人；我自己的漫畫也不是免費的，是我花錢買的。',
          },
          {
            en: 'The answer is "public" and "private": the library is a public good, and my own comic book is a private thing.',
            'zh-TW': '答案是「公共」和「私人」：圖書館是公共財，自己的漫畫是私人的東西。',
          },
        ],
      },
      {
        id: 'share-the-cost',
        text: {
          en: 'Many families ______ the cost of the lights through ______, so each one pays a small part.',
          'zh-TW': '很多家庭用______一起______路燈的費用，所以每一家只要出一小部分。',
        },
        wordPool: {
          en: ['share', 'skip', 'taxes', 'tickets'],
          'zh-TW': ['稅金', '門票', '分攤', '省下'],
        },
        accepts: {
          en: [['share'], ['taxes']],
          'zh-TW': [['稅金'], ['分攤']],
        },
        hints: [
          {
            en: 'Remember what Leo worked out on the bridge.',
            'zh-TW': '想想阿力在橋上算的那一題。',
          },
          {
            en: 'Nobody sells tickets to walk under a streetlight, and skipping the cost would leave the bridge dark.',
            'zh-TW': '走在路燈下不用買門票；如果大家都不出錢，橋上就會一片黑。',
          },
          {
            en: 'The answer is "share" and "taxes": 100 families share 1,000 coins through taxes, so each pays 10.',
            'zh-TW': '答案是「稅金」和「分攤」：100 戶人家用稅金分攤 NT$1,000，每戶出 NT$10。',
          },
        ],
      },
    ],
  },
  quiz5: [
    {
      id: 'q1',
      type: 'multi',
      question: {
        en: 'Which of these are public goods? Pick all that fit.',
        'zh-TW': '下面哪些是公共財？選出所有正確的答案。',
      },
      options: [
        { en: 'The streetlights on a bridge', 'zh-TW': '橋上的路燈' },
        { en: "Jay's own sketchbook", 'zh-TW': '阿哲自己的素描本' },
        { en: 'A town park with a slide', 'zh-TW': '有溜滑梯的市立公園' },
        { en: "Leo's lemonade stand", 'zh-TW': '阿力的檸檬汁攤' },
      ],
      answer: [0, 2],
      hintCycle: [
        {
          en: 'A public good is for everyone, and taxes pay for it.',
          'zh-TW': '公共財是大家都能用，而且由稅金支付的東西。',
        },
        {
          en: "Jay's sketchbook is his alone. Leo's stand is open to buyers, but Leo owns it and each cup costs money.",
          'zh-TW': '阿哲的素描本是他自己的；阿力的攤子雖然誰都能來買，但攤子是阿力的，每杯都要付錢。',
        },
        {
          en: 'The answer is the streetlights and the town park. Anyone can use them, and taxes help pay for them.',
          'zh-TW': '答案是「橋上的路燈」和「市立公園」。誰都可以用，也是稅金幫忙出錢的。',
        },
      ],
      why: {
        en: 'Public goods are shared by everyone and paid for together. Private things belong to one person or one business.',
        'zh-TW': '公共財是大家共用、大家一起出錢的；私人的東西屬於某個人或某家店。',
      },
    },
    {
      id: 'q2',
      type: 'single',
      question: {
        en: 'A fruit seller on the sky island wants lights along her whole street. Why does she not pay for them all by herself?',
        'zh-TW': '天空島上有一位水果攤老闆，希望整條街都裝上路燈。她為什麼不自己一個人出全部的錢？',
      },
      options: [
        {
          en: 'Streetlights cost nothing to run, so there is no bill.',
          'zh-TW': '路燈點亮不用花錢，所以根本沒有帳單。',
        },
        {
          en: 'She could sell tickets to people who walk under the lights.',
          'zh-TW': '她可以向走在路燈下的人收門票。',
        },
        { en: 'Lights are only for shops.', 'zh-TW': '路燈是給店家用的。' },
        {
          en: 'Everyone would use them, but she would pay for all of it.',
          'zh-TW': '大家都會用，卻要她一個人付錢。',
        },
      ],
      answer: [3],
      hintCycle: [
        {
          en: 'Think about the baker on the bridge. Who walks under her lights?',
          'zh-TW': '想想橋頭的麵包店老闆。走在她店前路燈下的是誰？',
        },
        {
          en: 'Lights do cost money, and you cannot really make each walker buy a ticket. Lights help walkers, not just shops.',
          'zh-TW': '路燈要花錢，也不可能叫每個路人買門票；路燈照亮的是路人，不只是店家。',
        },
        {
          en: 'The answer is "Everyone would use them, but she would pay for all of it." That is why a town shares the cost through taxes.',
          'zh-TW': '答案是「大家都會用，卻要她一個人付錢」。所以大家用稅金一起分攤。',
        },
      ],
      why: {
        en: 'One shop would pay the whole bill for lights that everyone uses. Sharing the cost through taxes is fairer.',
        'zh-TW': '一家店付全部的錢，卻是大家一起用，不太公平。用稅金一起分攤，比較合理。',
      },
    },
    {
      id: 'q3',
      type: 'bool',
      question: {
        en: 'Children play in the park for free. True or false: So building and looking after the park is free too.',
        'zh-TW': '小朋友去公園玩不用付錢。對或不對：所以蓋公園、照顧公園也不用花錢。',
      },
      answer: false,
      hintCycle: [
        {
          en: 'Who cuts the grass and fixes the slide?',
          'zh-TW': '公園的草是誰來割？溜滑梯壞了是誰來修？',
        },
        {
          en: 'Free to use is not the same as free to make. The work and the slide cost money.',
          'zh-TW': '用的時候不用錢，不代表做的時候不用錢。請人整理、買溜滑梯，都要花錢。',
        },
        {
          en: 'False. The park costs money to build and look after. Taxes help pay for it.',
          'zh-TW': '不對。蓋公園和照顧公園都要花錢，稅金就是用來幫忙支付的。',
        },
      ],
      why: {
        en: 'A park is free to use because everyone has already chipped in through taxes.',
        'zh-TW': '公園可以免費去玩，是因為大家早就透過稅金一起出過錢了。',
      },
    },
    {
      id: 'q4',
      type: 'single',
      question: {
        en: 'On Money Islands, looking after a park costs 2,000 coins a year. 100 families share the cost through taxes. How much is each family\'s part?',
        'zh-TW': '在理財冒險島上，照顧一座公園一年要 NT$2,000。100 戶人家用稅金一起分攤，每戶要出多少？',
      },
      options: [
        { en: '20 coins', 'zh-TW': 'NT$20' },
        { en: '0 coins', 'zh-TW': 'NT$0' },
        { en: '2,000 coins', 'zh-TW': 'NT$2,000' },
        { en: '200 coins', 'zh-TW': 'NT$200' },
      ],
      answer: [0],
      hintCycle: [
        {
          en: 'Share means you divide the whole cost by the number of families.',
          'zh-TW': '分攤，就是把全部的錢除以家庭的數目。',
        },
        {
          en: 'A public park is not free to run, so 0 is not right. And one family does not pay all 2,000. Try 2,000 ÷ 100.',
          'zh-TW': '公園要花錢照顧，所以不是 NT$0；也不是一戶就付全部的 NT$2,000。算算看 2,000 ÷ 100。',
        },
        {
          en: 'The answer is 20 coins: 2,000 ÷ 100 = 20. Shared by many, each part is small.',
          'zh-TW': '答案是 NT$20：2,000 ÷ 100 = 20。很多人一起分攤，每一份就很小。',
        },
      ],
      why: {
        en: 'When many families share a cost, each family pays a small part: 2,000 ÷ 100 = 20.',
        'zh-TW': '很多家庭一起分攤，每一家只要出一小部分：2,000 ÷ 100 = 20。',
      },
    },
    {
      id: 'q5',
      type: 'bool',
      question: {
        en: 'Jay borrows a drawing book from the town library. He pays nothing at the desk. True or false: Taxes helped pay for that book.',
        'zh-TW': '阿哲向市立圖書館借了一本畫畫的書，在櫃檯沒有付錢。對或不對：買這本書的錢，有稅金的幫忙。',
      },
      answer: true,
      hintCycle: [
        {
          en: 'Remember what An found out about the Sky Library.',
          'zh-TW': '想想小安在天空圖書館發現了什麼。',
        },
        {
          en: 'Paying nothing at the desk does not mean the book was free to buy. Someone paid for it before Jay came.',
          'zh-TW': '在櫃檯不用付錢，不代表這本書是免費來的。在阿哲來之前，已經有人出過錢了。',
        },
        {
          en: 'True. A town library is a public good, and taxes help pay for its books.',
          'zh-TW': '對。市立圖書館是公共財，館裡的書是稅金幫忙買的。',
        },
      ],
      why: {
        en: 'Library books are bought with money that many people chipped in through taxes. That is why anyone can borrow them.',
        'zh-TW': '圖書館的書，是用大家透過稅金一起出的錢買的，所以每個人都能借。',
      },
    },
  ],
  autoMission: {
    title: { en: 'Public Good Hunt', 'zh-TW': '公共財大搜查' },
    options: [
      {
        id: 'public-or-private-cards',
        label: { en: 'Public or private?', 'zh-TW': '公共的還是私人的？' },
        instructions: {
          en: 'Drag each card to "public good" or "private thing". The cards are: streetlight, town library, park slide, my sketchbook, my bike, a lemonade stand.',
          'zh-TW': '把每張卡片拖到「公共財」或「私人的東西」：路燈、市立圖書館、公園溜滑梯、我的素描本、我的腳踏車、檸檬汁攤。',
        },
        controlType: 'drag-validate',
      },
      {
        id: 'care-checklist',
        label: { en: 'I take care of shared things', 'zh-TW': '我會愛護公共財' },
        instructions: {
          en: 'Tick each thing you did this week. I brought back a library book on time. I put rubbish in the bin at the park. I used a slide gently.',
          'zh-TW': '這個星期做到了就打勾：準時還圖書館的書、在公園把垃圾丟進垃圾桶、輕輕地玩溜滑梯。',
        },
        controlType: 'checkbox',
      },
      {
        id: 'my-public-good',
        label: { en: 'My favorite public good', 'zh-TW': '我最喜歡的公共財' },
        instructions: {
          en: 'Finish the sentence: "My favorite public good is [place]. I use it to [what you do]."',
          'zh-TW': '完成句子：「我最喜歡的公共財是［地方］，我會在那裡［做什麼］。」',
        },
        controlType: 'template-select',
      },
    ],
    completionRule: 'any_one',
  },
} satisfies AdventureBody;

export default body;
