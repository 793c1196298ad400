import type { ClassicBody } from '../schema/module-body';

/**
 * M70 · Marketplace Island: "Scarcity Means Choosing" / 「資源有限，就要選擇」.
 * Learning outcome (Grade 4, Spending): explain scarcity (there is never enough of everything: money,
 * time, lemons, table space), so people and businesses must choose, and name the opportunity cost of a
 * choice: the best thing given up (the idea of Decision Forest, M45).
 * Benchmark, in words: the grade-4 Spending statements that people cannot have everything they want, so
 * they make choices, and that each choice means giving up something else (its opportunity cost).
 * The school fair booth (the brief's running business): planned on the Wednesday before the Sunday fair,
 * with Ms. Chen; the booth has one small table with room for two things to sell. Three ideas: lemonade
 * (20 a cup), Jay's bookmarks (15 each) and Mei's paper windmills (no price: the idea is not chosen).
 * They choose lemonade and bookmarks, as in the brief; the windmills are the opportunity cost, saved for
 * a later fair. "Opportunity cost" / 機會成本 as M45 defines it.
 * Numbers: Jay has already tried test bookmarks (as in M171, where he tests on Tuesday and asks on Wednesday);
 * from Thursday to Saturday he must draw all 20 (the brief's 20; M171 has him make version 2 on those days).
 * Table: room for 2 things, 3 ideas → 3 − 2 = 1 left out.
 * Quiz: q2 Mei's cousin, a free drawing class or a movie (no prices); q3 the booth's table (no sums);
 * q5 on Money Islands a class has 120 coins; glue 40 + paint 100 = 140, more than 120; buy the paint →
 * 120 − 100 = 20 left, not enough for the glue (the island's own prices).
 * Facts: none — the booth's prices and q5's prices are the island's own.
 */
const body = {
  id: 'M70',
  format: 'classic',
  scenarios: [
    {
      id: 'one-small-table',
      title: {
        en: 'One Small Table, Three Big Ideas',
        'zh-TW': '一張小桌子，三個大點子',
      },
      description: {
        en: 'The friends have three ideas for their fair booth, but the table has room for only two.',
        'zh-TW': '好朋友們為園遊會攤位想了三個點子，可是桌子只放得下兩樣。',
      },
      context: {
        en:
          'On Wednesday, the four friends plan their booth for Sunday\'s school fair. ' +
          'They have three ideas: lemonade, Jay\'s bookmarks and Mei\'s paper windmills. ' +
          '"Let\'s sell all three!" says Mei. ' +
          'Ms. Chen shows them their table. It is small. Leo puts down the lemonade jug and the bookmark box. ' +
          'There is no room left. 3 − 2 = 1, so one idea cannot fit. ' +
          'Time is short too. From Thursday to Saturday, Jay must draw all 20 bookmarks. ' +
          'He has no time left for windmills. ' +
          '"We cannot have everything," An says. ' +
          'Ms. Chen nods. "That is called scarcity. Space, time, money, even lemons: there is never enough for every idea. So we choose." ' +
          'The friends think. Leo makes lemonade every Saturday. Jay has already tested his bookmarks. Nobody has made a windmill yet. ' +
          'They choose lemonade and bookmarks. ' +
          '"Remember Decision Forest?" An asks. "What we give up is the opportunity cost. This time, it is the windmills." ' +
          'Mei feels a little sad. Then she smiles. "I\'ll save my windmills for next year\'s fair!" ' +
          '"Squawk!" says Pip. "Not enough for everything? Choose, and know what you give up!"',
        'zh-TW':
          '星期三，四個好朋友在計畫星期天園遊會的攤位。' +
          '他們有三個點子：檸檬汁、阿哲畫的書籤，還有小美的紙風車。' +
          '小美說：「三樣都賣吧！」' +
          '陳老師帶他們去看攤位的桌子，桌子小小的。阿力放上檸檬汁的大壺和書籤盒，' +
          '桌上就沒有空位了。3 − 2 = 1，有一個點子擺不下。' +
          '時間也不夠。從星期四到星期六，阿哲得把 20 張書籤全部畫完，' +
          '已經沒有時間再做紙風車了。' +
          '小安說：「我們沒辦法什麼都要。」' +
          '陳老師點點頭：「這就叫做『資源有限』。空間、時間、錢，甚至是檸檬，永遠不夠讓每個點子都實現，所以我們要做選擇。」' +
          '大家想一想：阿力每個星期六都在做檸檬汁；阿哲的書籤已經試做過了；紙風車還沒有人做過。' +
          '最後，他們選了檸檬汁和書籤。' +
          '小安問：「還記得決策森林嗎？我們放棄的東西，就是機會成本。這一次，機會成本是紙風車。」' +
          '小美有一點點失落，後來又笑了：「那我把紙風車留到明年的園遊會！」' +
          '皮皮叫著：「嘎！東西不夠樣樣都要？那就做選擇，也要知道自己放棄了什麼！」',
      },
      thinkingPrompts: [
        {
          en: 'Why do you think the friends chose lemonade and bookmarks, and not the windmills?',
          'zh-TW': '你覺得，為什麼大家選了檸檬汁和書籤，而不是紙風車？',
        },
        {
          en: 'What if Ms. Chen had given them a bigger table? Would they still need to choose? What else is limited?',
          'zh-TW': '如果陳老師給他們一張大一點的桌子，他們還需要做選擇嗎？還有什麼東西是有限的？',
        },
        {
          en: 'Mei saved her windmill idea for later. How can that make giving something up feel easier?',
          'zh-TW': '小美把紙風車的點子留到以後。為什麼這樣做，可以讓放棄變得比較不難過？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'scarcity',
      term: { en: 'scarcity', 'zh-TW': '資源有限（稀少性）' },
      definition: {
        en: 'Not having enough of something for everything people want.',
        'zh-TW': '想要的東西很多，可以用的時間、錢和空間卻不夠。',
      },
      example: {
        en: 'Because of scarcity, the booth could sell two things, not three.',
        'zh-TW': '因為資源有限，攤位只能賣兩樣東西，不能賣三樣。',
      },
    },
    {
      id: 'resource',
      term: { en: 'resource', 'zh-TW': '資源' },
      definition: {
        en: 'Something we use to make or get things, like money, time or space.',
        'zh-TW': '用來做東西或得到東西的材料或條件，像是錢、時間和空間。',
      },
      example: {
        en: 'Jay\'s free time after school is a resource. He needs it for 20 bookmarks.',
        'zh-TW': '阿哲放學後的空閒時間就是一種資源，他要用它畫 20 張書籤。',
      },
    },
    {
      id: 'choice',
      term: { en: 'choice', 'zh-TW': '選擇' },
      definition: {
        en: 'Picking one thing when you cannot have them all.',
        'zh-TW': '沒辦法樣樣都要的時候，從中挑一樣。',
      },
      example: {
        en: 'The friends made a choice: lemonade and bookmarks.',
        'zh-TW': '好朋友們做了選擇：賣檸檬汁和書籤。',
      },
    },
    {
      id: 'opportunity-cost',
      term: { en: 'opportunity cost', 'zh-TW': '機會成本' },
      definition: {
        en: 'The best thing you give up when you choose.',
        'zh-TW': '做選擇的時候，你放棄的那個最好的選項。',
      },
      example: {
        en: 'The windmills were the opportunity cost of selling bookmarks.',
        'zh-TW': '選了賣書籤，機會成本就是紙風車。',
      },
    },
    {
      id: 'limit',
      term: { en: 'limit', 'zh-TW': '限制' },
      definition: {
        en: 'The most you can have or use of something.',
        'zh-TW': '某樣東西最多能有多少、能用多少。',
      },
      example: {
        en: 'The small table was a limit: room for two things.',
        'zh-TW': '小小的桌子就是一個限制：只放得下兩樣東西。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'something-scarce-for-me',
      stem: {
        en: 'Something that is scarce for me is… so I choose…',
        'zh-TW': '對我來說，有限的資源是……，所以我會選擇……',
      },
      examples: [
        {
          en: 'Something that is scarce for me is time after school, so I choose homework first, then drawing.',
          'zh-TW': '對我來說，有限的資源是放學後的時間，所以我會選擇先寫功課，再畫畫。',
        },
        {
          en: 'Something that is scarce for me is my allowance, so I choose one snack a week.',
          'zh-TW': '對我來說，有限的資源是零用錢，所以我會選擇一個星期只買一次點心。',
        },
      ],
    },
    {
      id: 'my-opportunity-cost-was',
      stem: {
        en: 'When I chose…, my opportunity cost was…',
        'zh-TW': '我選了……的時候，我的機會成本是……',
      },
      examples: [
        {
          en: 'When I chose the park on Sunday, my opportunity cost was the movie with my cousin.',
          'zh-TW': '我星期天選了去公園的時候，我的機會成本是和表哥去看電影。',
        },
      ],
    },
    {
      id: 'a-shop-must-choose',
      stem: {
        en: 'Because of scarcity, a shop has to choose…',
        'zh-TW': '因為資源有限，一家店必須選擇……',
      },
      examples: [
        {
          en: 'Because of scarcity, a shop has to choose which things to put on its few shelves.',
          'zh-TW': '因為資源有限，一家店必須選擇，要把哪些東西放上它不多的架子。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: 'Which sentence about scarcity is right?',
        'zh-TW': '下面哪一句關於「資源有限」的話是對的？',
      },
      options: [
        {
          en: 'A big shop still has limited space, so it picks what to sell.',
          'zh-TW': '就算是大商店，空間也有限，所以要挑選賣什麼。',
        },
        {
          en: 'Only people with little money run into scarcity.',
          'zh-TW': '只有錢很少的人，才會遇到資源有限。',
        },
        {
          en: 'If something is scarce, it means the thing is broken or not very good.',
          'zh-TW': '如果一樣東西很稀少，就表示它壞掉了，或是品質不太好。',
        },
        {
          en: 'Time cannot be scarce, because a new day comes every single morning.',
          'zh-TW': '時間不會不夠用，因為每天早上都會有新的一天。',
        },
      ],
      correctAnswer: 0,
      feedback: {
        en: 'Everyone meets scarcity, even a big shop: its space is limited, so it chooses. Scarcity is not only about being short of money, and a scarce thing is not a bad thing. Time is scarce too: each day has only so many hours.',
        'zh-TW': '每個人都會遇到資源有限，大商店也一樣：空間有限，所以要做選擇。資源有限不是只跟錢少有關；稀少的東西也不代表不好。時間也是有限的：一天就只有那麼幾個小時。',
      },
      hintCycle: [
        {
          en: 'Think of the booth: what was short? Only money, or other things too?',
          'zh-TW': '想想那個攤位：不夠的東西只有錢嗎？還是還有別的？',
        },
        {
          en: 'Some think scarcity is only about having little money, or that time never runs out. But the table and Jay\'s time were short too.',
          'zh-TW': '有人以為資源有限只跟錢少有關，或是時間永遠用不完。可是攤位的桌子和阿哲的時間，也都不夠用。',
        },
        {
          en: 'The answer: a big shop still has limited space, so it picks what to sell. Everyone has limits, so everyone chooses.',
          'zh-TW': '答案是：就算是大商店，空間也有限，所以要挑選賣什麼。每個人都有限制，所以每個人都要做選擇。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: "On Sunday afternoon, Mei's cousin can go to a free drawing class or to a movie with her friends. She cannot do both. She picks the drawing class. True or false: because the class is free, her choice has no opportunity cost.",
        'zh-TW': '星期天下午，小美的表姊可以去上免費的畫畫課，或是和朋友去看電影，兩件事沒辦法一起做。她選了畫畫課。是非題：因為畫畫課不用錢，所以她的選擇沒有機會成本。',
      },
      correctAnswer: false,
      feedback: {
        en: 'False. She gives up the movie with her friends, so the movie is her opportunity cost. A choice can cost time, not just money.',
        'zh-TW': '錯。她放棄了和朋友看電影，所以看電影就是她的機會成本。做選擇付出的不只是錢，也可能是時間。',
      },
      hintCycle: [
        {
          en: 'What does she give up when she picks the class?',
          'zh-TW': '她選了畫畫課，放棄了什麼？',
        },
        {
          en: 'Some think "free" means nothing is given up. But her Sunday afternoon is scarce: she has one, not two.',
          'zh-TW': '有人以為「不用錢」就等於沒有放棄任何東西。可是星期天下午的時間是有限的：她只有一個下午，不是兩個。',
        },
        {
          en: 'The answer is false. The movie with her friends is her opportunity cost, even though the class is free.',
          'zh-TW': '答案是「錯」。就算畫畫課不用錢，和朋友看電影就是她的機會成本。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'The booth\'s table has room for two things. Which are wise moves for the friends with this limit? Pick all that are right.',
        'zh-TW': '攤位的桌子只放得下兩樣東西。面對這個限制，下面哪些是聰明的做法？（可以選好幾個）',
      },
      options: [
        {
          en: 'Choose what is most fun to make, even if few people want it.',
          'zh-TW': '選做起來最好玩的東西，就算沒什麼人想買也沒關係。',
        },
        {
          en: 'Pick the two things people will most likely want to buy.',
          'zh-TW': '挑出大家最可能想買的兩樣東西。',
        },
        {
          en: 'Say what they give up before they decide.',
          'zh-TW': '決定之前，先說出自己會放棄什麼。',
        },
        {
          en: 'Not choose at all, so they give nothing up.',
          'zh-TW': '乾脆不選，這樣就不用放棄任何東西。',
        },
        {
          en: 'Save the idea they give up for a later fair.',
          'zh-TW': '把放棄的點子，留到以後的園遊會。',
        },
      ],
      correctAnswer: [1, 2, 4],
      feedback: {
        en: 'Picking what buyers want, naming the opportunity cost, and saving the other idea are all good moves. Choosing by fun alone may leave the booth with things nobody buys. Not choosing gives up the whole booth, which is the biggest cost of all.',
        'zh-TW': '挑大家想買的、先說出機會成本、把沒選的點子留到以後，都是好方法。只看好不好玩，攤位可能擺滿沒人要買的東西。乾脆不選，等於放棄整個攤位，反而放棄得最多。',
      },
      hintCycle: [
        {
          en: 'Think about what helps the booth, and what helps the friends feel OK about giving something up.',
          'zh-TW': '想一想：哪些做法對攤位有幫助？哪些做法讓大家放棄時比較甘心？',
        },
        {
          en: 'Some think not choosing means giving nothing up. But then the booth sells nothing. Choosing just by fun can forget the buyers.',
          'zh-TW': '有人以為不選就什麼都不用放棄，可是這樣攤位就什麼都賣不了。只看好不好玩，則會忘了顧客想要什麼。',
        },
        {
          en: 'The answers: pick the two things people want most, say what you give up, and save the other idea for later.',
          'zh-TW': '答案是：挑大家最想買的兩樣、先說出會放棄什麼，還有把沒選的點子留到以後。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'There is not enough time, money or space for everything people want. This is called ______.',
        'zh-TW': '時間、錢和空間，都不夠讓人得到所有想要的東西。這叫做______。',
      },
      acceptedAnswers: {
        en: ['scarcity', 'limited resources', 'scarce resources'],
        'zh-TW': ['資源有限', '稀少性', '資源稀少'],
      },
      feedback: {
        en: 'This is scarcity. Because of it, people and businesses have to choose.',
        'zh-TW': '這叫做資源有限，也叫稀少性。因為這樣，每個人和每家店都必須做選擇。',
      },
      hintCycle: [
        {
          en: 'What did Ms. Chen call it when the table and the time were too small?',
          'zh-TW': '桌子太小、時間不夠的時候，陳老師說這叫做什麼？',
        },
        {
          en: 'It is not the thing you give up. That is the opportunity cost. It is the reason you have to choose at all.',
          'zh-TW': '不是你放棄的那樣東西，那叫機會成本。答案是讓你不得不做選擇的原因。',
        },
        {
          en: 'The answer is "scarcity": there is never enough of everything, so we choose.',
          'zh-TW': '答案是「資源有限」（稀少性）：東西不可能樣樣都夠，所以要做選擇。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: 'On Money Islands, a class has 120 coins for art supplies. Glue costs 40 coins and paint costs 100 coins. Both would cost 40 + 100 = 140, more than they have. They choose the paint. How many coins are left? ______',
        'zh-TW': '在理財冒險島上，一個班級有 NT$120 可以買美勞用品。膠水要 NT$40，顏料要 NT$100，兩樣加起來要 40 + 100 = 140，也就是 NT$140，錢不夠。他們選了顏料。還剩多少錢？______',
      },
      acceptedAnswers: {
        en: ['20', 'twenty', '20 coins', 'twenty coins'],
        'zh-TW': ['20', '二十', 'NT$20', '20元', '20 元', '二十元'],
      },
      feedback: {
        en: '120 − 100 = 20 coins are left. That is not enough for the 40-coin glue, so the glue is their opportunity cost.',
        'zh-TW': '120 − 100 = 20，還剩 NT$20。這不夠買 NT$40 的膠水，所以膠水就是他們的機會成本。',
      },
      hintCycle: [
        {
          en: 'Start with the 120 coins. Which thing did they buy?',
          'zh-TW': '從 NT$120 開始算。他們買了哪一樣？',
        },
        {
          en: 'Take away the paint\'s price, not the price of both. Both were too much.',
          'zh-TW': '減掉的是顏料的價錢，不是兩樣加起來的價錢。兩樣一起買，錢不夠。',
        },
        {
          en: 'The answer is 20. 120 − 100 = 20, so the glue has to wait.',
          'zh-TW': '答案是 20。120 − 100 = 20，膠水只好以後再說。',
        },
      ],
    },
  ],
  reflection: {
    id: 'my-scarce-things',
    question: {
      en: 'Think of something you never seem to have enough of: time, space or money. What did you choose last time, and what did you give up?',
      'zh-TW': '想一想，有什麼東西你常常覺得不夠用？時間、空間，還是錢？上一次你選了什麼，又放棄了什麼？',
    },
    placeholder: {
      en: 'I never have enough… Last time I chose… and I gave up…',
      'zh-TW': '我常常覺得……不夠用。上一次我選了……，放棄了……',
    },
  },
} satisfies ClassicBody;

export default body;
