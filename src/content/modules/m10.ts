import type { AdventureBody } from '../schema/module-body';

/**
 * M10 · Seed Island, lesson 10: "Sharing and Giving" / 「分享與給予」.
 * Learning outcome (Grade 4, Spending): explain that people can share money, time or skills to help a
 * cause they care about, and plan giving from a share jar with a grown-up.
 * Numbers: Mei gives the 30 in her share jar. Leo's stand on a Saturday (cast sheet): 200 came in, supplies
 * 60: 200 − 60 = 140 left; he gives 40 (2 cups × 20 = 40) and keeps 140 − 40 = 100. Jay puts 10 of his
 * 100-coin Friday allowance (cast sheet) in his share jar. Quiz: q1 Mei 20; q2 1 of every 10 of 140:
 * 140 ÷ 10 = 14, 140 − 14 = 126; q4 An 40, not 1,000; q5 10 + 10 + 10 = 30.
 * Facts: none — no real-world figures; the charity is the island's own.
 */
const body = {
  id: 'M10',
  format: 'adventure',
  storyIntro: [
    {
      en: 'One morning, Ms. Chen has news. "A charity near our school takes care of cats and dogs with no home. They need food and warm blankets." The class library needs new books too.',
      'zh-TW': '有一天早上，陳老師告訴大家一個消息：「學校附近有個照顧流浪貓狗的公益團體，他們需要飼料和保暖的毯子。」另外，班上的圖書角也需要一些新書。',
    },
    {
      en: 'Mei opens her share jar. It has 30 coins inside. "I can\'t help with everything," she says. "Which one should I choose?" Pip lands on her shoulder. "Squawk! Pick a cause you really care about. That is how giving starts!"',
      'zh-TW': '小美打開她的分享罐，裡面有 NT$30。「我沒辦法每件事都幫忙，」她說，「應該選哪一個呢？」皮皮飛到她的肩膀上：「嘎！選一件你真心在乎的事，給予就是從這裡開始的！」',
    },
    {
      en: 'Mei loves animals. With her mom\'s OK, she puts her 30 coins in the class donation box for the charity. On Saturday, 200 coins came in at Leo\'s stand. Lemons, sugar and cups cost 60, so 200 − 60 = 140 were left.',
      'zh-TW': '小美最喜歡小動物。媽媽同意後，她把 NT$30 投進班上的捐款箱，捐給照顧貓狗的團體。星期六，阿力的檸檬汁攤收進 NT$200，扣掉檸檬、糖和杯子的 NT$60，200 − 60 = 140，還剩 NT$140。',
    },
    {
      en: 'Leo tells his dad his plan. He gives 40 coins, the price of 2 cups, and keeps 140 − 40 = 100 coins.',
      'zh-TW': '阿力先跟爸爸說了自己的打算，然後捐出 NT$40，剛好是 2 杯檸檬汁的錢，自己留下 140 − 40 = 100，也就是 NT$100。',
    },
    {
      en: 'Jay does not have many coins left. But he can draw! He makes bright posters for the charity. An gives her time. She helps Grandma Lin fold old blankets for the dogs. Giving is not only about money.',
      'zh-TW': '阿哲的錢已經不多了，可是他很會畫畫！他替這個團體畫了色彩鮮豔的海報。小安則是付出時間，幫林奶奶把舊毯子摺好，送去給狗狗們。原來，給予不只是捐錢而已。',
    },
    {
      en: 'On Friday, the charity sends the class a photo. Two puppies sleep on a folded blanket, next to a bag of food. Jay\'s poster hangs on the wall behind them. "We helped!" Mei says.',
      'zh-TW': '星期五，公益團體寄來一張照片給全班：兩隻小狗睡在摺好的毯子上，旁邊放著一袋飼料，牆上還貼著阿哲畫的海報。「我們幫上忙了！」小美開心地說。',
    },
    {
      en: 'Pip does a happy dance. "You learned so much on Seed Island! You can earn, save, plan, choose, keep money safe and share. Your seeds are ready to grow. On to the next adventure!"',
      'zh-TW': '皮皮開心地跳起舞來：「你們在種子島學到好多本領！會賺錢、存錢、做預算、做選擇、把錢好好保管，還會分享。你們的種子已經準備好發芽了，一起出發去下一段冒險吧！」',
    },
  ],
  definitions: [
    {
      term: { en: 'giving', 'zh-TW': '給予' },
      definition: {
        en: 'Sharing what you have, like money, time or skills, to help others.',
        'zh-TW': '把自己擁有的東西，像是錢、時間或才能，拿出來幫助別人。',
      },
      example: {
        en: 'Jay\'s giving was his drawings. He made posters for the charity.',
        'zh-TW': '阿哲用畫畫來給予，他替公益團體畫了海報。',
      },
    },
    {
      term: { en: 'donation', 'zh-TW': '捐贈' },
      definition: {
        en: 'Something you give to help, like money, food or clothes.',
        'zh-TW': '為了幫助別人而送出去的東西，像是錢、食物或衣服。',
      },
      example: {
        en: 'Mei made a donation of 30 coins.',
        'zh-TW': '小美捐贈了 NT$30。',
      },
    },
    {
      term: { en: 'charity', 'zh-TW': '公益團體' },
      definition: {
        en: 'A group that helps people, animals or nature that need care.',
        'zh-TW': '專門幫助需要照顧的人、動物或大自然的團體。',
      },
      example: {
        en: 'The charity near school takes care of cats and dogs with no home.',
        'zh-TW': '學校附近的公益團體在照顧流浪貓狗。',
      },
    },
    {
      term: { en: 'share jar', 'zh-TW': '分享罐' },
      definition: {
        en: 'The jar where you keep money that you plan to give.',
        'zh-TW': '用來存放準備捐出去的錢的罐子。',
      },
      example: {
        en: 'Every Friday, Jay puts 10 coins of his 100-coin allowance in his share jar.',
        'zh-TW': '每個星期五，阿哲從 NT$100 的零用錢裡，拿 NT$10 放進分享罐。',
      },
    },
    {
      term: { en: 'volunteer', 'zh-TW': '志工' },
      definition: {
        en: 'Someone who gives time and skills to help, without getting paid.',
        'zh-TW': '不拿錢、付出自己的時間和才能來幫忙的人。',
      },
      example: {
        en: 'An is a volunteer when she folds blankets for the dogs.',
        'zh-TW': '小安幫忙摺毯子給狗狗的時候，就是一位小志工。',
      },
    },
    {
      term: { en: 'cause', 'zh-TW': '關心的事' },
      definition: {
        en: 'Something you care about and want to help, like animals, books or a clean park.',
        'zh-TW': '你在乎、想出一份力去幫忙的事情，像是照顧動物、讓大家有書讀，或是保持公園乾淨。',
      },
      example: {
        en: 'Mei\'s cause is helping animals.',
        'zh-TW': '小美關心的事，是幫助小動物。',
      },
    },
  ],
  examples: [
    {
      en: 'Mei makes a donation of 30 coins from her share jar to the charity.',
      'zh-TW': '小美從分享罐拿出 NT$30，捐給公益團體。',
    },
    {
      en: 'Leo had 140 coins left from Saturday. He gives 40 of them, so he keeps 140 − 40 = 100 coins.',
      'zh-TW': '阿力星期六的收入扣掉材料，還剩 NT$140。他捐出 NT$40，自己留下 140 − 40 = 100，也就是 NT$100。',
    },
    {
      en: 'Jay is a volunteer. He gives his drawing skills to make posters.',
      'zh-TW': '阿哲是一位志工，他用自己的畫畫才能來做海報。',
    },
    {
      en: 'An chooses a cause she cares about: keeping the park near her home clean.',
      'zh-TW': '小安選了一件她關心的事：讓家附近的公園保持乾淨。',
    },
  ],
  sentenceBuilder: {
    frames: [
      {
        id: 'share-and-cause',
        text: {
          en: 'I keep money for giving in my ______ jar, and I choose a ______ I care about.',
          'zh-TW': '我把要捐出去的錢放在______罐，再挑一件我真心______的事來幫忙。',
        },
        wordPool: {
          en: ['spend', 'share', 'cause', 'toy'],
          'zh-TW': ['花用', '關心', '分享', '忘記'],
        },
        accepts: {
          en: [['share'], ['cause']],
          'zh-TW': [['分享'], ['關心']],
        },
        hints: [
          {
            en: 'Which of the three jars is for giving?',
            'zh-TW': '三個罐子裡，哪一個是用來捐出去的？',
          },
          {
            en: 'The spend jar is for things you buy. The second word is something you want to help.',
            'zh-TW': '花用罐是買東西用的。第二格說的是你對這件事的感覺：你在乎它。',
          },
          {
            en: 'Answer: share, cause. Money for giving goes in the share jar, and you give to a cause you care about.',
            'zh-TW': '答案：分享、關心。要捐的錢放在分享罐，再用它去幫助你關心的事。',
          },
        ],
      },
      {
        id: 'volunteer-time',
        text: {
          en: 'A ______ gives time and skills to help, not just ______.',
          'zh-TW': '______會付出時間和才能來幫忙，給予不一定要用______。',
        },
        wordPool: {
          en: ['customer', 'shopkeeper', 'volunteer', 'money'],
          'zh-TW': ['志工', '顧客', '老闆', '錢'],
        },
        accepts: {
          en: [['volunteer'], ['money']],
          'zh-TW': [['志工'], ['錢']],
        },
        hints: [
          {
            en: 'Think of Jay and An. They helped without giving coins.',
            'zh-TW': '想想阿哲和小安，他們沒有捐錢，也幫上了忙。',
          },
          {
            en: 'A customer buys things and a shopkeeper sells things. The helper we want works without pay.',
            'zh-TW': '顧客是買東西的人，老闆是賣東西的人。我們要找的是不拿錢來幫忙的人。',
          },
          {
            en: 'Answer: volunteer, money. A volunteer helps with time and skills, so giving is not just money.',
            'zh-TW': '答案：志工、錢。志工用時間和才能幫忙，所以給予不一定要用錢。',
          },
        ],
      },
      {
        id: 'donation-charity',
        text: {
          en: 'Mei gave 30 coins to a group that helps cats and dogs. She made a ______ to a ______.',
          'zh-TW': '小美把 NT$30 捐給照顧流浪貓狗的團體。她做了一次______，幫助了一個______。',
        },
        wordPool: {
          en: ['payment', 'donation', 'shop', 'charity', 'loan'],
          'zh-TW': ['付款', '公益團體', '商店', '借款', '捐贈'],
        },
        accepts: {
          en: [['donation'], ['charity']],
          'zh-TW': [['捐贈'], ['公益團體']],
        },
        hints: [
          {
            en: 'Did Mei keep the coins for herself, or give them away?',
            'zh-TW': '小美是把錢留給自己，還是送出去了？',
          },
          {
            en: 'A payment buys something from a shop, and a loan comes back. Mei gave her coins away to a group that helps animals.',
            'zh-TW': '付款是跟商店買東西，借款還要還回來。小美卻是把錢送給幫助動物的團體。',
          },
          {
            en: 'Answer: donation, charity. Money given to help is a donation, and a group that helps animals is a charity.',
            'zh-TW': '答案：捐贈、公益團體。為了幫忙而送出去的錢是捐贈，幫助動物的團體就是公益團體。',
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
        en: 'Which of these are ways of giving? Choose all that fit.',
        'zh-TW': '下面哪些是給予的方式？請選出所有正確的答案。',
      },
      options: [
        { en: 'Jay draws posters for the charity.', 'zh-TW': '阿哲替公益團體畫海報。' },
        { en: 'An helps fold blankets for the dogs.', 'zh-TW': '小安幫忙摺毯子給狗狗用。' },
        { en: 'Leo buys himself a new cap.', 'zh-TW': '阿力買了一頂新帽子給自己。' },
        {
          en: 'Mei puts 20 coins from her share jar into the donation box.',
          'zh-TW': '小美從分享罐拿出 NT$20，投進捐款箱。',
        },
      ],
      answer: [0, 1, 3],
      hintCycle: [
        {
          en: 'Giving can be money, time or skills, used to help others.',
          'zh-TW': '給予可以是錢、時間或才能，用來幫助別人。',
        },
        {
          en: 'Three of these help others. One is only for the person who does it.',
          'zh-TW': '其中三個是在幫助別人，只有一個是給自己的。',
        },
        {
          en: 'The answer is Jay\'s posters, An\'s blankets and Mei\'s 20 coins. Each one helps others, but Leo\'s cap is just for himself.',
          'zh-TW': '答案是阿哲的海報、小安摺毯子和小美的 NT$20，因為它們都在幫助別人；阿力的帽子只是買給自己。',
        },
      ],
      why: {
        en: 'Giving means using what you have to help others. Drawing, folding and coins all help, but a cap for yourself is spending.',
        'zh-TW': '給予，就是用自己擁有的東西去幫助別人。畫畫、摺毯子和捐錢都能幫忙；買帽子給自己則是花用。',
      },
    },
    {
      id: 'q2',
      type: 'single',
      question: {
        en: 'Another Saturday, Leo has 140 coins left after supplies. He wants to give 1 coin out of every 10. How many coins will he give?',
        'zh-TW': '另一個星期六，阿力扣掉材料後還剩 NT$140。他想要每 NT$10 就捐出 NT$1。他一共會捐出多少錢？',
      },
      options: [
        { en: '14 coins', 'zh-TW': 'NT$14' },
        { en: '4 coins', 'zh-TW': 'NT$4' },
        { en: '130 coins', 'zh-TW': 'NT$130' },
        { en: '10 coins', 'zh-TW': 'NT$10' },
      ],
      answer: [0],
      hintCycle: [
        {
          en: 'How many groups of 10 are in 140?',
          'zh-TW': '140 裡面有幾個 10？',
        },
        {
          en: '140 has 14 groups of 10. He gives 1 coin from each group, not 10 coins in all.',
          'zh-TW': '140 裡有 14 個 10，每一個 10 捐出 NT$1，不是總共捐 NT$10。',
        },
        {
          en: 'The answer is 14 coins. 140 ÷ 10 = 14 groups, and 1 coin from each group is 14 coins.',
          'zh-TW': '答案是 NT$14。140 ÷ 10 = 14，每一組捐 NT$1，一共是 NT$14。',
        },
      ],
      why: {
        en: 'Giving 1 coin of every 10 shares a small part of what you have. Leo gives 14 coins and still keeps 140 − 14 = 126.',
        'zh-TW': '每 NT$10 捐 NT$1，是把一小部分拿出來分享。阿力捐出 NT$14，自己還留下 140 − 14 = 126。',
      },
    },
    {
      id: 'q3',
      type: 'bool',
      question: {
        en: 'Jay has few coins this week. True or false: giving needs money, so he cannot give this week.',
        'zh-TW': '阿哲這個星期錢不多。對或不對：給予要用錢，所以他這個星期沒辦法給予。',
      },
      answer: false,
      hintCycle: [
        {
          en: 'Is giving only about money?',
          'zh-TW': '給予只能用錢嗎？',
        },
        {
          en: 'Some think giving has to be money. Think about what Jay did in the story. He is good at drawing.',
          'zh-TW': '有人以為給予就是捐錢。想想故事裡阿哲做了什麼，他很會畫畫喔。',
        },
        {
          en: 'False. Jay can give his time and skills, like drawing posters, even without many coins.',
          'zh-TW': '錯。就算錢不多，阿哲也可以付出時間和才能，像是幫忙畫海報。',
        },
      ],
      why: {
        en: 'Time and skills are gifts too. Jay\'s posters tell people about the charity, so more people can help the animals.',
        'zh-TW': '時間和才能也是很好的禮物。阿哲的海報讓更多人認識這個團體，就有更多人能幫助小動物。',
      },
    },
    {
      id: 'q4',
      type: 'single',
      question: {
        en: 'An has 40 coins in her share jar. She cares most about the park near her home. What is a good first step?',
        'zh-TW': '小安的分享罐裡有 NT$40，她最在乎的是家附近的公園。下面哪一個是好的第一步？',
      },
      options: [
        { en: 'Spend the 40 coins on snacks for herself.', 'zh-TW': '拿這 NT$40 買零食給自己吃。' },
        {
          en: 'Give the coins to the first group she hears about, without finding out what it does.',
          'zh-TW': '聽到第一個團體就把錢捐出去，不先了解它在做什麼。',
        },
        {
          en: 'Find a group that keeps parks clean, and ask a grown-up to help her give.',
          'zh-TW': '找一個維護公園整潔的團體，再請大人陪她一起捐。',
        },
        {
          en: 'Wait until she has 1,000 coins before giving anything.',
          'zh-TW': '等存到 NT$1,000 以後，才開始給予。',
        },
      ],
      answer: [2],
      hintCycle: [
        {
          en: 'Good giving starts with a cause you care about.',
          'zh-TW': '好的給予，從你關心的事開始。',
        },
        {
          en: 'Snacks are spending, not giving. A small gift still helps, so she does not need to wait for 1,000 coins. It is smart to know what a group does first.',
          'zh-TW': '買零食是花用，不是給予；小小的捐贈也有幫助，不用等到 NT$1,000；先了解團體在做什麼，才是聰明的做法。',
        },
        {
          en: 'The answer is to find a group that keeps parks clean and ask a grown-up to help. It fits her cause, and her gift goes to the right place.',
          'zh-TW': '答案是找一個維護公園的團體，再請大人陪她捐，因為這符合她關心的事，也能確定她的心意送到對的地方。',
        },
      ],
      why: {
        en: 'Giving works best when it goes to a cause you care about. A grown-up can help An check the group and give safely.',
        'zh-TW': '把心意送給自己關心的事，給予最有意義。大人可以幫小安確認這個團體，也陪她安全地捐出去。',
      },
    },
    {
      id: 'q5',
      type: 'bool',
      question: {
        en: 'Jay puts 10 coins in his share jar each week. After 3 weeks, he has 30 coins ready to give.',
        'zh-TW': '阿哲每個星期放 NT$10 進分享罐。3 個星期以後，他有 NT$30 可以捐出去。',
      },
      answer: true,
      hintCycle: [
        {
          en: 'Add 10 coins for each week.',
          'zh-TW': '每過一個星期，就加上 NT$10。',
        },
        {
          en: 'Week 1: 10. Week 2: 20. Week 3: ?',
          'zh-TW': '第 1 週：10，第 2 週：20，第 3 週：？',
        },
        {
          en: 'True. 10 + 10 + 10 = 30, so after 3 weeks Jay has 30 coins to give.',
          'zh-TW': '對。10 + 10 + 10 = 30，所以 3 個星期後，阿哲有 NT$30 可以捐出去。',
        },
      ],
      why: {
        en: 'A share jar grows the same way savings do. A little each week becomes enough to make a real gift.',
        'zh-TW': '分享罐和存錢一樣，會慢慢變多。每個星期放一點，就能存成一份真正幫得上忙的心意。',
      },
    },
  ],
  autoMission: {
    title: { en: 'Be a Helper', 'zh-TW': '當個小幫手' },
    options: [
      {
        id: 'decorate-share-jar',
        label: { en: 'Decorate a share jar', 'zh-TW': '裝飾分享罐' },
        instructions: {
          en: 'Decorate a jar or box as your share jar. Write on it a cause you care about. Tick when it is ready.',
          'zh-TW': '把一個罐子或盒子裝飾成你的分享罐，在上面寫下你關心的事。完成後打勾。',
        },
        controlType: 'checkbox',
      },
      {
        id: 'sort-giving-ideas',
        label: { en: 'Sort giving ideas', 'zh-TW': '給予點子分一分' },
        instructions: {
          en: 'Drag each giving idea into Money, Time or Skills. For example, drawing a poster goes in Skills.',
          'zh-TW': '把每個給予的點子拖到「錢」、「時間」或「才能」裡。例如：畫海報要放進「才能」。',
        },
        controlType: 'drag-validate',
      },
      {
        id: 'cause-card',
        label: { en: 'Choose a cause card', 'zh-TW': '選一張「我關心的事」卡' },
        instructions: {
          en: 'Pick a cause card: animals, books, nature or neighbors. Write one way you could help this month.',
          'zh-TW': '選一張「我關心的事」卡：動物、書本、大自然或鄰居。寫下這個月你可以幫忙的一件事。',
        },
        controlType: 'template-select',
      },
    ],
    completionRule: 'any_one',
  },
} satisfies AdventureBody;

export default body;
