import type { AdventureBody } from '../schema/module-body';

/**
 * M82 · Global Sky Islands: "Citizens Have a Say" / 「人民也能表達意見」.
 * Learning outcome — Grade 8, Spending: explain that citizens help decide how public money is used by
 * voting (choosing representatives in elections from age 20, answering questions in referendums from
 * age 18), that the elected Legislative Yuan passes the government's budget, and that children can share
 * ideas too. Non-partisan: no party or politician is named.
 * Numbers: story: Mei is 8 (cast sheet): 20 − 8 = 12 years until she can vote in elections,
 * 18 − 8 = 10 years until referendums; class vote 17 + 11 = 28 (plants 17 win over the bookshelf 11).
 * Quiz: q1 a citizen of 19: 19 is at least 18 (referendum yes) and under 20 (election not yet); q2 Jay is
 * 10 (cast sheet); q4 class of 30: 18 + 12 = 30, the museum wins 18 to 12.
 * Facts:
 * - Citizens may vote in elections from age 20 — Constitution art. 130; Public Officials Election and Recall
 *   Act art. 14 (公職人員選舉罷免法第 14 條), 2025.
 * - Citizens may vote in referendums (公民投票) from age 18 — Referendum Act art. 7 (公民投票法第 7 條), since
 *   2018, as in force in 2025.
 * - The central government budget is proposed by the Executive Yuan and passed by the Legislative Yuan
 *   (立法院) — Budget Act (預算法), 2025.
 * - Children can share ideas with their class, school and family, and write to a representative with a
 *   grown-up's help — general, as in the issue 25 brief, 2025.
 */
const body = {
  id: 'M82',
  format: 'adventure',
  storyIntro: [
    {
      en: 'On Tuesday, the class floats by balloon to the Island Council Hall. A sign by the door says: "Citizens choose this council by voting." Mei tugs Ms. Chen\'s sleeve. "Can I vote too?"',
      'zh-TW': '星期二，全班搭熱氣球來到島嶼議事廳。門口的牌子寫著「這個議會的議員，由公民選舉產生」。小美拉拉陳老師的袖子：「我也可以投票嗎？」',
    },
    {
      en: 'Ms. Chen explains. In Taiwan, citizens can vote in elections from age 20. In an election, they choose representatives. From age 18, they can vote in a referendum. That is a yes-or-no vote on one question.',
      'zh-TW': '陳老師說明：在台灣，公民年滿 20 歲可以在選舉中投票，選出民意代表；年滿 18 歲可以參加公民投票，也就是對一個問題投「同意」或「不同意」。',
    },
    {
      en: 'Mei counts on her fingers. "20 − 8 = 12. So I wait 12 more years for elections, and 18 − 8 = 10 for a referendum." Jay frowns. "But I have an idea now. The sky park needs a drinking fountain."',
      'zh-TW': '小美扳著手指算：「20 − 8 = 12，我還要再等 12 年才能選舉投票；18 − 8 = 10，公投要再等 10 年。」阿哲皺起眉頭：「可是我現在就有想法了。天空公園需要一座飲水機。」',
    },
    {
      en: '"You can have a say now," Ms. Chen says. "Share ideas with your class, your school and your family. You can also write to a representative, with a grown-up\'s help." Back at school, the class votes on their class corner. Plants get 17 votes and a bookshelf gets 11. 17 + 11 = 28, so everyone voted, and the plants win.',
      'zh-TW': '陳老師說：「你們現在就能表達意見。可以跟班上、學校和家人分享想法，也可以在大人幫忙下，寫信給民意代表。」回到學校，全班投票決定教室角落要放什麼：植物 17 票，書架 11 票。17 + 11 = 28，大家都投了票，植物贏了。',
    },
    {
      en: 'Jay voted for the bookshelf. He feels a little sad, then shrugs. "I can share the idea again next term." That night, he writes a letter about the fountain with his dad. He adds a drawing. Two weeks later, a reply comes: the council will talk about it when they plan the park money.',
      'zh-TW': '阿哲投的是書架，他有一點失望，後來聳聳肩：「下學期我可以再提一次。」那天晚上，他和爸爸一起寫信，說明飲水機的想法，還附上一張圖。兩個星期後，回信來了：議會討論公園經費時，會談到這件事。',
    },
    {
      en: 'In Taiwan, the representatives in the Legislative Yuan pass the government\'s budget. Pip lands on Jay\'s letter. "Squawk! Votes and ideas help decide how shared money is used!"',
      'zh-TW': '在台灣，政府的預算要由立法院的民意代表通過。皮皮停在阿哲的信上：「嘎！投票和意見，都能幫忙決定大家的錢怎麼用！」',
    },
  ],
  definitions: [
    {
      term: { en: 'citizen', 'zh-TW': '公民' },
      definition: {
        en: 'A person who belongs to a country and shares in its choices.',
        'zh-TW': '屬於一個國家、一起參與國家大小事的人。',
      },
      example: {
        en: 'Mei is a young citizen. She cannot vote yet, but she can share ideas.',
        'zh-TW': '小美是年紀還小的公民，她還不能投票，但可以分享想法。',
      },
    },
    {
      term: { en: 'vote', 'zh-TW': '投票' },
      definition: {
        en: 'To show your choice, so a group can decide together.',
        'zh-TW': '表達自己的選擇，讓一群人一起做決定。',
      },
      example: {
        en: 'The class votes, and the plants win 17 to 11.',
        'zh-TW': '全班投票，植物以 17 比 11 贏了。',
      },
    },
    {
      term: { en: 'election', 'zh-TW': '選舉' },
      definition: {
        en: 'A vote to choose people for a job, such as representatives.',
        'zh-TW': '用投票選出擔任某個職位的人，像是民意代表。',
      },
      example: {
        en: 'Citizens choose the island council in an election.',
        'zh-TW': '公民透過選舉選出島上的議會。',
      },
    },
    {
      term: { en: 'representative', 'zh-TW': '民意代表' },
      definition: {
        en: 'A person chosen by voters to speak and decide for them.',
        'zh-TW': '由選民選出來，替大家發言、做決定的人。',
      },
      example: {
        en: 'Jay writes to a representative about a drinking fountain.',
        'zh-TW': '阿哲寫信給民意代表，說明飲水機的想法。',
      },
    },
    {
      term: { en: 'referendum', 'zh-TW': '公民投票（公投）' },
      definition: {
        en: 'A vote where citizens answer yes or no to one question.',
        'zh-TW': '公民對一個問題投「同意」或「不同意」的投票。',
      },
      example: {
        en: 'In a referendum, people vote on a question, not on a person.',
        'zh-TW': '公投投的是一個問題，不是選一個人。',
      },
    },
    {
      term: { en: 'have a say', 'zh-TW': '表達意見' },
      definition: {
        en: 'To share your ideas, so they count when a choice is made.',
        'zh-TW': '說出自己的想法，讓大家做決定時也考慮到。',
      },
      example: {
        en: 'Jay has a say by sharing his idea in class and writing a letter.',
        'zh-TW': '阿哲在班上分享想法，又寫了信，這就是在表達意見。',
      },
    },
  ],
  examples: [
    {
      en: 'A town is deciding between a new library and more buses. Citizens aged 20 and over choose representatives, and those representatives help make the choice.',
      'zh-TW': '一個城鎮要在蓋新圖書館和增加公車之間做選擇。年滿 20 歲的公民選出民意代表，再由民意代表幫忙做決定。',
    },
    {
      en: 'An thinks the school needs more bike racks. She shares the idea at a class meeting, and Ms. Chen passes it to the principal.',
      'zh-TW': '小安覺得學校需要更多腳踏車停車架。她在班會上提出想法，陳老師再轉達給校長。',
    },
    {
      en: 'After a vote, people who wanted the other choice still have a say. They can share their idea again later.',
      'zh-TW': '投票結束後，支持另一個選項的人還是可以表達意見，之後再提出自己的想法。',
    },
    {
      en: 'A good vote is fair and calm. Each person makes their own choice, and the result is respected.',
      'zh-TW': '好的投票是公平、平和的：每個人自己做選擇，大家也尊重投票結果。',
    },
  ],
  sentenceBuilder: {
    frames: [
      {
        id: 'election-or-referendum',
        text: {
          en: 'People choose who will speak for them in the ______. They answer a yes-or-no question in the ______.',
          'zh-TW': '公民在______中選出民意代表；在______中，對一個問題投同意或不同意。',
        },
        wordPool: {
          en: ['referendum', 'budget', 'election'],
          'zh-TW': ['公投', '預算', '選舉'],
        },
        accepts: {
          en: [['election'], ['referendum']],
          'zh-TW': [['選舉'], ['公投']],
        },
        hints: [
          {
            en: 'One vote picks people. The other one answers a question.',
            'zh-TW': '一種投票是選人，另一種是回答一個問題。',
          },
          {
            en: 'A budget is a plan for money. It is not a vote. A referendum is about a question, not a person.',
            'zh-TW': '預算是用錢的計畫，不是一種投票；公投投的是問題，不是人。',
          },
          {
            en: 'The answer is "election" and "referendum". An election picks people. A referendum answers a yes-or-no question.',
            'zh-TW': '答案是「選舉」和「公投」：選舉選出民意代表，公投回答一個同意或不同意的問題。',
          },
        ],
      },
      {
        id: 'kids-have-a-say',
        text: {
          en: 'Kids cannot vote yet. But they can ______ ideas with their class and family. With a grown-up, they can write a ______ to a representative.',
          'zh-TW': '小朋友還不能投票，但可以和班上、家人______想法；在大人幫忙下，也可以寫______給民意代表。',
        },
        wordPool: {
          en: ['share', 'hide', 'letter', 'vote'],
          'zh-TW': ['分享', '藏起', '信', '選票'],
        },
        accepts: {
          en: [['share'], ['letter']],
          'zh-TW': [['分享'], ['信']],
        },
        hints: [
          {
            en: 'What did Jay do with his fountain idea?',
            'zh-TW': '阿哲怎麼處理他的飲水機想法？',
          },
          {
            en: 'If you hide an idea, nobody hears it. And kids cannot vote yet, so they do not send a vote. They send a letter.',
            'zh-TW': '把想法藏起來，就沒有人聽得到；小朋友還不能投票，所以寄給民意代表的不是選票，而是一封信。',
          },
          {
            en: 'The answer is "share" and "letter". Kids share ideas. With a grown-up, they can write a letter too.',
            'zh-TW': '答案是「分享」和「信」：小朋友可以分享想法，也可以在大人幫忙下寫信給民意代表。',
          },
        ],
      },
    ],
  },
  quiz5: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: 'In Taiwan, citizens can vote in elections from age 20 and in referendums from age 18. Ting is a citizen, and she is 19. What can she vote in?',
        'zh-TW': '在台灣，公民年滿 20 歲可以在選舉中投票，年滿 18 歲可以參加公投。小婷是公民，今年 19 歲。她可以參加哪一種投票？',
      },
      options: [
        { en: 'Both, because she is already a grown-up', 'zh-TW': '兩種都可以，因為她已經長大了' },
        { en: 'A referendum, but not an election yet', 'zh-TW': '可以投公投，但還不能選舉投票' },
        { en: 'Neither, because she is not 20 yet', 'zh-TW': '兩種都不行，因為她還沒滿 20 歲' },
        { en: 'An election, but not a referendum', 'zh-TW': '可以選舉投票，但不能投公投' },
      ],
      answer: [1],
      hintCycle: [
        {
          en: 'Check each age in the question against 19.',
          'zh-TW': '拿 19 歲和題目裡的兩個年紀比一比。',
        },
        {
          en: 'The two votes have different ages, so "grown-up" is not enough. 19 is not 20 yet, but it is more than 18.',
          'zh-TW': '兩種投票的年紀不一樣，光說「長大了」不夠。19 歲還沒滿 20 歲，可是已經超過 18 歲了。',
        },
        {
          en: 'The answer is "a referendum, but not an election yet". 19 is at least 18, so she can vote in a referendum. She must wait until 20 for elections.',
          'zh-TW': '答案是「可以投公投，但還不能選舉投票」。19 歲已經滿 18 歲，可以投公投；選舉投票要等到 20 歲。',
        },
      ],
      why: {
        en: 'In Taiwan, referendums start at 18 and elections at 20. At 19, Ting can vote in a referendum only.',
        'zh-TW': '在台灣，年滿 18 歲可以投公投，年滿 20 歲才能選舉投票。19 歲的小婷，現在可以投的是公投。',
      },
    },
    {
      id: 'q2',
      type: 'multi',
      question: {
        en: 'Jay is 10. Which are real ways he can have a say about a new park? Pick all that fit.',
        'zh-TW': '阿哲 10 歲。下面哪些是他對新公園表達意見的好方法？選出所有正確的答案。',
      },
      options: [
        { en: 'Share his idea at a class meeting', 'zh-TW': '在班會上分享他的想法' },
        { en: 'Vote in the next election for representatives', 'zh-TW': '在下一次選舉中投票選民意代表' },
        { en: 'Write to a representative with his dad\'s help', 'zh-TW': '在爸爸幫忙下寫信給民意代表' },
        { en: 'Talk about the idea with his family', 'zh-TW': '和家人聊聊這個想法' },
        { en: 'Keep quiet, since a child\'s idea does not count', 'zh-TW': '不說話，因為小孩的想法不算數' },
      ],
      answer: [0, 2, 3],
      hintCycle: [
        {
          en: 'What did Ms. Chen say children can do now?',
          'zh-TW': '陳老師說，小朋友現在可以做哪些事？',
        },
        {
          en: 'Jay is too young to vote in an election; that starts at 20. But staying quiet is not the answer: a child\'s idea does count.',
          'zh-TW': '阿哲還太小，還不能選舉投票。選舉投票要滿 20 歲才行。可是不說話也不對，小孩的想法也是算數的。',
        },
        {
          en: 'The answer is sharing at a class meeting, writing to a representative with his dad, and talking with his family.',
          'zh-TW': '答案是「在班會上分享」、「在爸爸幫忙下寫信給民意代表」和「和家人聊聊」。',
        },
      ],
      why: {
        en: 'Children cannot vote yet, but they can share ideas with their class and family, and write to a representative with a grown-up.',
        'zh-TW': '小朋友還不能投票，但可以跟班上和家人分享想法，也可以在大人幫忙下寫信給民意代表。',
      },
    },
    {
      id: 'q3',
      type: 'bool',
      question: {
        en: 'True or false: The representatives that citizens choose help decide how public money is spent.',
        'zh-TW': '對或不對：公民選出來的民意代表，會幫忙決定公共的錢怎麼花。',
      },
      answer: true,
      hintCycle: [
        {
          en: 'Who passes the government\'s budget in Taiwan?',
          'zh-TW': '在台灣，政府的預算由誰通過？',
        },
        {
          en: 'Representatives are not just names on a sign. In the Legislative Yuan, they pass the budget, the plan for public money.',
          'zh-TW': '民意代表不只是牌子上的名字。在立法院，他們要通過預算，也就是公共的錢怎麼用的計畫。',
        },
        {
          en: 'True. Representatives in the Legislative Yuan pass the budget, so they help decide how public money is spent.',
          'zh-TW': '對。立法院的民意代表要通過預算，所以會幫忙決定公共的錢怎麼花。',
        },
      ],
      why: {
        en: 'When citizens vote for representatives, they help choose who decides on the budget.',
        'zh-TW': '公民在選舉中投票選出民意代表，也就是幫忙選出決定預算的人。',
      },
    },
    {
      id: 'q4',
      type: 'single',
      question: {
        en: 'A class of 30 votes on a trip. 18 pick the sky museum and 12 pick the balloon park. 18 + 12 = 30. What is fair now?',
        'zh-TW': '一個 30 人的班級投票決定去哪裡校外教學：18 人選天空博物館，12 人選熱氣球公園。18 + 12 = 30。現在怎麼做才公平？',
      },
      options: [
        { en: 'Vote again and again until the balloon park wins', 'zh-TW': '一直重新投票，直到熱氣球公園贏為止' },
        { en: 'The balloon park wins, since its fans cheered louder', 'zh-TW': '熱氣球公園贏，因為支持它的同學喊得比較大聲' },
        { en: 'Nobody goes, because the class did not agree', 'zh-TW': '大家都不去，因為全班意見不一樣' },
        { en: 'The museum wins; the 12 can share ideas again', 'zh-TW': '博物館贏；那 12 人之後可以再提想法' },
      ],
      answer: [3],
      hintCycle: [
        {
          en: 'Which choice got more votes?',
          'zh-TW': '哪一個選項的票比較多？',
        },
        {
          en: 'Voting again until one side wins is not fair. Loud cheering is not a vote. A group does not need every person to agree.',
          'zh-TW': '一直重投到某一邊贏，不公平；喊得大聲不等於票多；一群人做決定，也不需要每個人都同意。',
        },
        {
          en: 'The answer is "The museum wins; the 12 can share ideas again." 18 is more than 12, and the others still have a say next time.',
          'zh-TW': '答案是「博物館贏；那 12 人之後可以再提想法」。18 比 12 多，另外的人下次還是可以表達意見。',
        },
      ],
      why: {
        en: 'In a fair vote, the choice with more votes wins, and everyone respects it. The others can still share ideas.',
        'zh-TW': '公平的投票，是票多的選項贏，大家尊重結果；另一邊的人之後還是可以表達意見。',
      },
    },
    {
      id: 'q5',
      type: 'bool',
      question: {
        en: 'True or false: In a referendum, citizens choose which person will be their representative.',
        'zh-TW': '對或不對：公投的時候，公民要選出哪一個人當民意代表。',
      },
      answer: false,
      hintCycle: [
        {
          en: 'What does a referendum ask people to answer?',
          'zh-TW': '公投是請大家回答什麼？',
        },
        {
          en: 'A referendum and an election are different votes. Choosing a person happens in an election.',
          'zh-TW': '公投和選舉是不一樣的投票，選人是在選舉的時候。',
        },
        {
          en: 'False. In a referendum, citizens vote yes or no on one question. They choose representatives in an election.',
          'zh-TW': '不對。公投是公民對一個問題投同意或不同意；選民意代表是在選舉。',
        },
      ],
      why: {
        en: 'An election picks people. A referendum answers one question with yes or no.',
        'zh-TW': '選舉是選人，公投是對一個問題回答同意或不同意。',
      },
    },
  ],
} satisfies AdventureBody;

export default body;
