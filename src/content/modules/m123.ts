import type { ClassicBody } from '../schema/module-body';

/**
 * M123 · Mind Desert: "Everyone Is Buying It" / 「大家都在買耶！」.
 * Learning outcome (Grade 4, Spending): explain how seeing many other people buy something (a craze)
 * can make us want it too, decide for ourselves by asking "Would I want it if nobody else had it?", and
 * include friends who do not join a craze, with no shaming of anyone who does not buy.
 * The trick is named as something every brain does (social proof). zh-TW calls it 從眾效應 and adds the
 * child's word 跟風: 社會認同, the usual book translation, reads to children and parents as "being
 * accepted by society", which blurs the story's wish to belong.
 * Numbers: story (on Money Islands, so the top and the board game are the island's own prices): a
 * light-up top 150 at the shop by the school gate; An has 180 in her piggy bank and saves for a
 * 300-coin board game; a top would leave 180 − 150 = 30. An's allowance is 100 every Monday (cast
 * sheet); she saves 60 of it each Monday: 180 + 60 + 60 = 300 two Mondays later.
 * Quiz: q4 a slime craze, a small tub 30 (the island's own price), 1 every Friday (Jay's payday) for
 * 4 weeks: 30 × 4 = 120 (distractor 30 + 4 = 34), the price of a box of 12 color pencils at Grandma
 * Lin's (120).
 * Facts: none — the top, board game and slime prices are the island's own; the pencils are Grandma Lin's price.
 */
const body = {
  id: 'M123',
  format: 'classic',
  scenarios: [
    {
      id: 'ans-spinning-top-craze',
      title: {
        en: 'An and the Spinning-Top Craze',
        'zh-TW': '小安和陀螺風潮',
      },
      description: {
        en: 'Light-up tops are everywhere at school. "Everybody has one!" Does An need one, too?',
        'zh-TW': '學校裡到處都是發光陀螺。「大家都有一個耶！」小安也需要一個嗎？',
      },
      context: {
        en:
          "Light-up spinning tops are the craze at An's school. " +
          '"Everybody has one!" says a classmate. On Money Islands, a top costs 150 coins at the shop by the school gate. ' +
          'An has 180 coins saved for a 300-coin board game to play with her family. ' +
          'A top would leave her 180 − 150 = 30. ' +
          'At Grandma Lin\'s shop, An sighs. "Everyone is buying one. Maybe I need one." ' +
          'Grandma Lin asks, "Would you want a top if nobody else had one?" ' +
          'An likes watching the battles more than spinning. "No," she says. "I just want to be part of the fun." ' +
          '"That is normal," says Grandma Lin. "When many people buy a thing, our brains think it must be good. Grown-ups call it social proof." ' +
          'The next day, An brings a timer. She and Hao, who has no top either, become the judges. ' +
          'A boy asks Hao, "Why don\'t you have one?" An says, "He doesn\'t need one to play with us." ' +
          'Each Monday, An gets 100 coins of allowance and saves 60. Two Mondays later, she has 180 + 60 + 60 = 300. ' +
          'She buys the board game and invites Hao to play. ' +
          'Pip sings, "Squawk! Choose what you want, not what everyone has!"',
        'zh-TW':
          '小安的學校很流行發光陀螺，每節下課都有陀螺閃閃發光、轉個不停。' +
          '有個同學說：「大家都有一個耶！」在理財冒險島上，校門口的文具店，一個陀螺賣 NT$150。' +
          '小安已經存了 NT$180，想買一盒 NT$300 的桌遊，跟家人一起玩。' +
          '如果買了陀螺，180 − 150 = 30，就只剩 NT$30。' +
          '在林奶奶的店裡，小安嘆了一口氣：「大家都在買，我是不是也需要一個？」' +
          '林奶奶問她：「如果別人都沒有，你還會想要陀螺嗎？」' +
          '比起自己轉陀螺，小安更喜歡在旁邊看大家比賽。「不會。」她說，「我只是想跟大家一起玩。」' +
          '林奶奶說：「這很正常。很多人在買同一樣東西，我們的大腦就會覺得它一定很好。大人把這叫做『從眾效應』，也就是『跟風』。」' +
          '第二天，小安帶了一個計時器，和同樣沒有陀螺的小豪一起當裁判。' +
          '有個男生問小豪：「你怎麼沒有陀螺？」小安說：「跟我們一起玩，不需要有陀螺啊。」' +
          '小安每週一有 NT$100 零用錢，每次存 NT$60。再過兩個星期一，180 + 60 + 60 = 300，她存到 NT$300 了。' +
          '小安買了桌遊，還邀小豪一起來玩。' +
          '皮皮唱著：「嘎！選你真心想要的，不是大家都有的！」',
      },
            thinkingPrompts: [
        {
          en: 'An likes watching more than spinning. Why do you think she still felt she needed a top?',
          'zh-TW': '小安比較喜歡看別人比賽，你覺得她為什麼還是覺得自己需要一個陀螺？',
        },
        {
          en: 'What if An had bought a top? What would have happened to her board game plan?',
          'zh-TW': '如果小安買了陀螺，她的桌遊計畫會變成怎樣？',
        },
        {
          en: 'How did An help Hao be part of the fun without buying anything?',
          'zh-TW': '小安怎麼讓小豪不用買東西，也能一起玩得開心？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'craze',
      term: { en: 'craze', 'zh-TW': '風潮' },
      definition: {
        en: 'Something that many people suddenly want, for a short time.',
        'zh-TW': '很多人突然一起想要的東西，通常一陣子就過去了。',
      },
      example: {
        en: "Light-up spinning tops were the craze at An's school.",
        'zh-TW': '發光陀螺是小安學校的一陣風潮。',
      },
    },
    {
      id: 'social-proof',
      term: { en: 'social proof', 'zh-TW': '從眾效應' },
      definition: {
        en: 'Thinking a thing is good because many people have it.',
        'zh-TW': '因為很多人都有一樣東西，就覺得它很好。',
      },
      example: {
        en: '"Everybody has one!" is social proof talking.',
        'zh-TW': '「大家都有一個耶！」就是從眾效應在說話。',
      },
    },
    {
      id: 'peer-pressure',
      term: { en: 'peer pressure', 'zh-TW': '同儕壓力' },
      definition: {
        en: 'The push you feel to do what your friends or classmates do.',
        'zh-TW': '想跟朋友或同學做一樣的事，心裡感覺到的那股推力。',
      },
      example: {
        en: 'An felt peer pressure to buy a top.',
        'zh-TW': '小安感覺到同儕壓力，覺得自己也該買一個陀螺。',
      },
    },
    {
      id: 'think-for-yourself',
      term: { en: 'think for yourself', 'zh-TW': '獨立思考' },
      definition: {
        en: 'To decide by what you want, not by what others do.',
        'zh-TW': '依照自己真正想要的來決定，而不是看別人怎麼做。',
      },
      example: {
        en: 'An thought for herself. She likes watching more than spinning.',
        'zh-TW': '小安獨立思考後發現：比起轉陀螺，她更喜歡看比賽。',
      },
    },
    {
      id: 'include',
      term: { en: 'include', 'zh-TW': '邀請加入' },
      definition: {
        en: 'To ask someone to join in, so nobody is left out.',
        'zh-TW': '邀別人一起參加，不讓任何人被冷落。',
      },
      example: {
        en: 'An included Hao as a judge, so he was part of the fun.',
        'zh-TW': '小安邀請小豪加入，一起當裁判，讓他也玩得很開心。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'before-i-join-a-craze',
      stem: {
        en: 'Before I join a craze, I ask…',
        'zh-TW': '加入一陣風潮之前，我會問自己……',
      },
      examples: [
        {
          en: 'Before I join a craze, I ask, "Would I want it if nobody else had it?"',
          'zh-TW': '加入一陣風潮之前，我會問自己：「如果別人都沒有，我還會想要嗎？」',
        },
      ],
    },
    {
      id: 'social-proof-can-make-me',
      stem: {
        en: 'Social proof can make me…',
        'zh-TW': '從眾效應可能會讓我……',
      },
      examples: [
        {
          en: 'Social proof can make me think a snack is great just because my whole class has it.',
          'zh-TW': '從眾效應可能會讓我只因為全班都在吃，就覺得那個零食很棒。',
        },
      ],
    },
    {
      id: 'when-a-friend-does-not-join',
      stem: {
        en: 'When a friend does not join a craze, I can…',
        'zh-TW': '朋友沒有跟上風潮的時候，我可以……',
      },
      examples: [
        {
          en: 'When a friend does not join a craze, I can include them in a game that needs no buying.',
          'zh-TW': '朋友沒有跟上風潮的時候，我可以邀請他加入不用花錢的遊戲。',
        },
        {
          en: 'When a friend does not join a craze, I can say, "You don\'t need one to play with us."',
          'zh-TW': '朋友沒有跟上風潮的時候，我可以說：「跟我們一起玩，不需要有那個東西。」',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: "A super-sour gummy candy is the craze in Jay's class. Jay does not like sour things, but he feels he should buy some. Which question helps him most?",
        'zh-TW': '阿哲班上很流行一種超酸軟糖。阿哲不喜歡吃酸的，可是覺得自己好像也該買。問自己哪個問題最有幫助？',
      },
      options: [
        {
          en: 'How many classmates have bought it already?',
          'zh-TW': '班上已經有幾個同學買了？',
        },
        {
          en: 'Will my friends think I am cool if I buy it?',
          'zh-TW': '我買了以後，朋友會不會覺得我很酷？',
        },
        {
          en: 'Would I want it if nobody else had it?',
          'zh-TW': '如果別人都沒有，我還會想要嗎？',
        },
        {
          en: 'Is it the candy the most popular kids in class eat at every recess?',
          'zh-TW': '這是不是班上最受歡迎的同學，每節下課都在吃的糖果？',
        },
      ],
      correctAnswer: 2,
      feedback: {
        en: 'Counting buyers, looking cool and copying popular kids all lean on other people. "Would I want it if nobody else had it?" checks what Jay wants. He does not like sour things, so he can skip it and still have fun with friends.',
        'zh-TW':
          '算有幾個人買、想看起來很酷、跟著受歡迎的同學，都是看別人。「如果別人都沒有，我還會想要嗎？」問的才是阿哲自己想不想要。他不喜歡吃酸的，不買也一樣可以跟朋友玩得開心。',
      },
      hintCycle: [
        {
          en: 'Which question is about what Jay likes, not what others do?',
          'zh-TW': '哪個問題問的是阿哲自己喜不喜歡，而不是別人怎麼做？',
        },
        {
          en: 'How many buy it, who eats it and looking cool are social proof talking.',
          'zh-TW': '有幾個人買、誰在吃、酷不酷，這些都是從眾效應在說話。',
        },
        {
          en: 'The answer: "Would I want it if nobody else had it?" It checks what Jay himself wants.',
          'zh-TW': '答案是：「如果別人都沒有，我還會想要嗎？」這樣才是看阿哲自己想不想要。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: "Many kids in Mei's class are buying a new scented eraser. True or false: this shows that the eraser is worth buying for Mei, too.",
        'zh-TW': '小美班上很多同學在買一種新的香香橡皮擦。是非題：這表示小美也值得買一個。',
      },
      correctAnswer: false,
      feedback: {
        en: 'False. Many buyers show that the eraser is popular. They do not show that Mei needs it or wants it. She can ask, "Would I want it if nobody else had it?" If her eraser works fine, she may skip it.',
        'zh-TW':
          '錯。很多人買，只代表這個橡皮擦很受歡迎，不代表小美需要或想要。她可以問自己：「如果別人都沒有，我還會想要嗎？」如果她的橡皮擦還很好用，就可以不買。',
      },
      hintCycle: [
        {
          en: 'Does a crowd of buyers tell you what Mei needs?',
          'zh-TW': '很多人在買，能告訴你小美需要什麼嗎？',
        },
        {
          en: 'Some think "popular" means "right for me". That is social proof. Popular is not the same as needed.',
          'zh-TW': '有人以為「很受歡迎」就等於「適合我」，這就是從眾效應。受歡迎，不等於需要。',
        },
        {
          en: 'The answer is false. Many buyers make a thing popular, not worth it for Mei.',
          'zh-TW': '答案是「錯」。很多人買，只會讓東西變得受歡迎，不代表小美也值得買。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Leo\'s classmate does not have the craze toy. Some kids giggle and ask him, "Why don\'t you have one?" Which are kind things Leo can do? Pick all that are right.',
        'zh-TW': '阿力的同學沒有最流行的那個玩具，有人一邊笑一邊問他：「你怎麼沒有？」阿力可以怎麼做，才是友善的？（可以選好幾個）',
      },
      options: [
        {
          en: 'Invite him to a game that needs no toy.',
          'zh-TW': '邀他一起玩不需要玩具的遊戲。',
        },
        {
          en: 'Tell him to buy one soon, so he can fit in with the group.',
          'zh-TW': '叫他趕快買一個，才能跟大家一樣。',
        },
        {
          en: 'Say, "You don\'t need one to be our friend."',
          'zh-TW': '說：「沒有那個玩具，也可以當我們的朋友。」',
        },
        {
          en: 'Laugh along a little, since it is just a joke.',
          'zh-TW': '跟著笑一下，反正只是開玩笑。',
        },
        {
          en: 'Ask him what games he likes to play.',
          'zh-TW': '問問他喜歡玩什麼遊戲。',
        },
      ],
      correctAnswer: [0, 2, 4],
      feedback: {
        en: 'Inviting him in, standing up for him and asking what he likes are kind. Nobody has to buy a thing to belong. Teasing hurts, even as a joke.',
        'zh-TW': '邀他一起玩、幫他說話、問他喜歡什麼，都是友善的做法。沒有人需要買東西，才能成為朋友。取笑別人會讓人難過，就算只是開玩笑也一樣。',
      },
      hintCycle: [
        {
          en: 'Which choices help him feel part of the group?',
          'zh-TW': '哪些做法能讓他覺得自己也是大家的一份子？',
        },
        {
          en: '"Buy one to fit in" turns friendship into shopping. "It is just a joke" still hurts. Three are right.',
          'zh-TW': '「買一個才能跟大家一樣」把友誼變成了買東西；「只是開玩笑」還是會讓人難過。正確的有三個。',
        },
        {
          en: 'The answer: invite him to a game, say he needs no toy to be a friend, and ask what he likes.',
          'zh-TW': '答案是：邀他玩不需要玩具的遊戲、跟他說沒有玩具也是朋友、問問他喜歡玩什麼。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: "A slime craze starts in Jay's class. On Money Islands, a small tub of slime costs 30 coins. Jay buys 1 tub every Friday for 4 weeks. In all, he spends ______ coins on the craze.",
        'zh-TW': '阿哲班上開始流行史萊姆。在理財冒險島上，一小盒史萊姆要 NT$30。阿哲連續 4 個星期，每個星期五買 1 盒，一共花了______元。',
      },
      acceptedAnswers: {
        en: ['120', 'one hundred twenty', 'one hundred and twenty', '120 coins'],
        'zh-TW': ['120', '一百二十', '一百二', 'NT$120', '120元', '一百二十元'],
      },
      feedback: {
        en: "30 × 4 = 120 coins. That is the price of a box of 12 color pencils at Grandma Lin's shop. Small craze buys add up, so ask first: would I want it if nobody else had it?",
        'zh-TW':
          '30 × 4 = 120，一共 NT$120，剛好是林奶奶店裡一盒 12 色彩色鉛筆的價錢。跟風的小花費也會積少成多，所以先問問自己：如果別人都沒有，我還會想要嗎？',
      },
      hintCycle: [
        {
          en: 'How much is one tub, and how many Fridays?',
          'zh-TW': '一盒多少錢？他買了幾個星期五？',
        },
        {
          en: 'Do not add 30 and 4. He pays 30 coins, 4 times.',
          'zh-TW': '不是把 30 和 4 加起來。他付了 4 次，每次 NT$30。',
        },
        {
          en: 'The answer is 120. 30 × 4 = 120 coins.',
          'zh-TW': '答案是 120。30 × 4 = 120，一共 NT$120。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: 'Before you join a craze, ask yourself, "Would I want it if ______ else had it?"',
        'zh-TW': '加入風潮之前，先問問自己：「如果______都沒有，我還會想要嗎？」',
      },
      acceptedAnswers: {
        en: ['nobody', 'no one', 'no-one', 'noone'],
        'zh-TW': ['別人', '其他人', '大家', '同學', '其他同學', '別的同學', '朋友', '任何人'],
      },
      feedback: {
        en: 'That question takes the crowd away. What is left is what you really want.',
        'zh-TW': '這個問題把「大家」拿掉了，剩下的，才是你真正想要的。',
      },
      hintCycle: [
        {
          en: 'Picture the craze with no crowd around you.',
          'zh-TW': '想像一下，身邊沒有一大群人都在買。',
        },
        {
          en: 'The word means "not one person". It starts with "n".',
          'zh-TW': '答案指的是「你以外的人」，有兩個字，第一個字是「別」。',
        },
        {
          en: 'The answer is "nobody": would I want it if nobody else had it?',
          'zh-TW': '答案是「別人」：如果別人都沒有，我還會想要嗎？',
        },
      ],
    },
  ],
  reflection: {
    id: 'a-craze-at-my-school',
    question: {
      en: 'Think of a craze at your school. Would you want that thing if nobody else had it? Why or why not?',
      'zh-TW': '想一想，你們學校流行過什麼？如果別人都沒有，你還會想要那樣東西嗎？為什麼？',
    },
    placeholder: {
      en: 'At my school, … is the craze. If nobody else had it, I would… because…',
      'zh-TW': '我們學校很流行……。如果別人都沒有，我會……，因為……',
    },
  },
} satisfies ClassicBody;

export default body;
