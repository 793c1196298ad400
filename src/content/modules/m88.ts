import type { AdventureBody } from '../schema/module-body';

/**
 * M88 · Global Sky Islands: "Jobs and Unemployment" / 「就業與失業」.
 * Learning outcome — Grade 8, Earning Income: explain that unemployment means people who want a job and are
 * looking for one have not found one yet, that Employment Insurance (就業保險) helps covered workers who lose
 * a job through no fault of their own, with some money while they look, and that new skills and new kinds of work (an
 * economy makes new jobs when people want new things) help people find jobs.
 * Benchmark, in words: the grade-8 Earning Income statements that people can be unemployed when they want
 * work and cannot find it, and that education, training and new skills can open more job choices.
 * Ties back to Future Harbor M39 (Jay practised lettering and learned something new). Kind, never shaming:
 * Ms. Chen says many grown-ups look for work at some time and "There is no shame in it"; Mr. Gao is a
 * one-off grown-up, not anyone's parent, and no child worries about a parent's job (an example says money
 * plans are a grown-up job). Mixed genders across jobs (Mr. Gao, a man, fixed rope bridges; Ms. Lu bakes).
 * Numbers: Mr. Gao has looked for 2 months; the class takes 3 weeks. Bridge Island (the island's own
 * figures): 100 grown-ups have a job or are looking, 96 have jobs, 100 − 96 = 4 looking → 4 out of 100 = 4 %;
 * after Mr. Gao's new job 96 + 1 = 97 have jobs and 100 − 97 = 3 are looking (3 %).
 * Frames: 100 − 95 = 5 → 5 %. Quiz: q3 Lantern Island 50 grown-ups, 48 have jobs, 50 − 48 = 2 looking;
 * 2 out of 50 = 4 out of 100 (2 × 2 = 4, 50 × 2 = 100) = 4 % (distractors 2 % = the count itself,
 * 48 % = the count with jobs, 96 % = the share with jobs).
 * Facts:
 * - Employment Insurance (就業保險) gives unemployment benefits (失業給付) to covered workers who lose their job
 *   through no fault of their own, while they look for work — Employment Insurance Act (就業保險法), 2025.
 * - A government statistics office, the Directorate-General of Budget, Accounting and Statistics (行政院主計總處),
 *   measures Taiwan's unemployment rate (失業率); no current value is given, the 4 % and 3 % are Bridge
 *   Island's own — DGBAS, 2025.
 */
const body = {
  id: 'M88',
  format: 'adventure',
  storyIntro: [
    {
      en: 'The class rides a balloon to Bridge Island. Long sky bridges join it to the other floating islands. At the dock, Jay sees a sign: "Helpers wanted! Learn to check balloon burners. Class starts Monday." A man is reading the sign too. He smiles. "I\'m Mr. Gao. I used to fix the old rope bridges."',
      'zh-TW':
        '全班搭著熱氣球來到橋島，長長的天空橋把它和其他浮空島連在一起。在碼頭邊，阿哲看到一張告示：「徵幫手！學習檢查熱氣球的燃燒器，星期一開課。」有位叔叔也在看告示，他笑著說：「我姓高，以前是修舊吊橋的。」',
    },
    {
      en: 'Last year, the islands built new steel bridges. They need much less fixing, so the rope workshop closed. "I want a job, and I am looking for one," says Mr. Gao. "I have looked for 2 months. So right now, I am unemployed." Mei asks, "Why can\'t you just find a job tomorrow?"',
      'zh-TW':
        '去年，群島蓋了新的鋼橋，幾乎不太需要修理，吊橋工坊就關門了。高叔叔說：「我想工作，也一直在找工作。已經找了 2 個月，所以我現在算是失業。」小美問：「為什麼不能明天就找到工作呢？」',
    },
    {
      en: '"Finding the right job takes time," says Ms. Chen. "Some jobs need skills he does not have yet. Many grown-ups look for work at some time. There is no shame in it." Mr. Gao nods. "At my old job, I was covered by Employment Insurance. The workshop closing was not my fault. So it can help me with some money while I look for work."',
      'zh-TW':
        '陳老師說：「要找到合適的工作，需要一點時間。有些工作需要他還沒學會的技能。很多大人都有過找工作的時候，這一點也不丟臉。」高叔叔點點頭：「我以前工作時有投保就業保險。工坊關門不是我的錯，所以在我找工作的這段時間，它可以給我一些錢，幫我一把。」',
    },
    {
      en: 'So why is there a new sign? More visitors ride balloons now. The balloon company needs more helpers to keep the balloons safe. When people want new things, new jobs grow. Mr. Gao signs up for the class. Jay grins. "At Future Harbor, I practised lettering. Learning something new helped me too."',
      'zh-TW':
        '那為什麼會有新的徵人告示呢？因為現在搭熱氣球的遊客越來越多，熱氣球公司需要更多幫手，確保熱氣球安全。大家想要新的東西，就會冒出新的工作。高叔叔報名了課程。阿哲笑著說：「在未來港灣，我練習寫美術字。學新東西也幫了我很多！」',
    },
    {
      en: 'Ms. Chen draws a chart. "On Bridge Island, 100 grown-ups have a job or are looking for one. 96 have jobs, so 100 − 96 = 4 are still looking. 4 out of 100 is 4 %. That is the island\'s unemployment rate." In Taiwan, a government statistics office counts this rate for the whole country.',
      'zh-TW':
        '陳老師畫了一張圖表：「橋島上有 100 個大人有工作或正在找工作，其中 96 個有工作，所以 100 − 96 = 4，還有 4 個人在找。100 個人裡有 4 個，就是 4 %，這是橋島的失業率。」在台灣，政府的主計總處會幫全國算出失業率。',
    },
    {
      en: 'Three weeks later, a postcard comes by balloon. Mr. Gao finished the class and got the job! Now 96 + 1 = 97 grown-ups on Bridge Island have jobs, and 100 − 97 = 3 are looking. Pip flaps his wings. "Squawk! Old jobs can end, and new jobs can grow. A new skill is a bridge!"',
      'zh-TW':
        '3 個星期後，熱氣球送來一張明信片：高叔叔上完課，找到那份工作了！現在橋島有 96 + 1 = 97 個大人有工作，100 − 97 = 3，只剩 3 個人在找。皮皮拍拍翅膀：「嘎！舊的工作會結束，新的工作會長出來。新技能就是一座橋！」',
    },
  ],
  definitions: [
    {
      term: { en: 'employed', 'zh-TW': '就業' },
      definition: {
        en: 'Having a job that pays you.',
        'zh-TW': '有一份會領薪水的工作。',
      },
      example: {
        en: 'After the class, Mr. Gao is employed again. He checks balloon burners.',
        'zh-TW': '上完課以後，高叔叔又就業了，他的工作是檢查熱氣球的燃燒器。',
      },
    },
    {
      term: { en: 'unemployed', 'zh-TW': '失業' },
      definition: {
        en: 'Wanting a job and looking for one, but not having found one yet.',
        'zh-TW': '想要工作、也正在找工作，但是還沒找到。',
      },
      example: {
        en: 'Mr. Gao was unemployed for 2 months while he looked for work.',
        'zh-TW': '高叔叔找工作的那 2 個月，就算是失業。',
      },
    },
    {
      term: { en: 'unemployment rate', 'zh-TW': '失業率' },
      definition: {
        en: 'Out of 100 people who have a job or are looking for one, how many are still looking.',
        'zh-TW': '每 100 個有工作或正在找工作的人裡，還在找工作的有幾個。',
      },
      example: {
        en: 'On Bridge Island, 4 out of 100 were looking. The unemployment rate was 4 %.',
        'zh-TW': '橋島每 100 個人裡有 4 個在找工作，失業率是 4 %。',
      },
    },
    {
      term: { en: 'Employment Insurance', 'zh-TW': '就業保險' },
      definition: {
        en: 'A safety net for covered workers. If they lose a job through no fault of their own, it can help them with some money while they look for work.',
        'zh-TW': '給有投保的勞工的一張安全網。如果不是自己的錯而失去工作，在找工作的期間，它可以給他們一些錢。',
      },
      example: {
        en: 'Employment Insurance helps Mr. Gao while he looks for a new job.',
        'zh-TW': '高叔叔找新工作的時候，就業保險幫了他一把。',
      },
    },
    {
      term: { en: 'new skill', 'zh-TW': '新技能' },
      definition: {
        en: 'Something new you learn to do. It can open up more kinds of jobs.',
        'zh-TW': '新學會的一種本事，可以讓你有更多工作可以選。',
      },
      example: {
        en: 'Checking balloon burners is Mr. Gao\'s new skill.',
        'zh-TW': '檢查熱氣球的燃燒器，是高叔叔的新技能。',
      },
    },
  ],
  examples: [
    {
      en: "Ms. Lu's bakery gets busy, so she hires a new baker. Now one more person on the island has a job.",
      'zh-TW': '盧阿姨的麵包店生意變好，她請了一位新的麵包師傅，島上又多了一個人有工作。',
    },
    {
      en: 'Grandpa Su stopped working years ago. He enjoys his garden and does not want a job. So he is not unemployed.',
      'zh-TW': '蘇爺爺好多年前就退休了，他喜歡照顧花園，也不想再工作，所以他不算失業。',
    },
    {
      en: 'A high school student who is in class all day and not looking for work is not unemployed either.',
      'zh-TW': '整天在學校上課、沒有在找工作的高中生，也不算失業。',
    },
    {
      en: 'If a grown-up you know is looking for work, planning the money is a grown-up job. You can help with a kind word.',
      'zh-TW': '如果你認識的大人正在找工作，怎麼安排家裡的錢是大人的事。你可以說一句溫暖的話，給他加油。',
    },
  ],
  sentenceBuilder: {
    frames: [
      {
        id: 'wants-and-looks',
        text: {
          en: 'Mr. Gao wants a job and is ______ for one, so for now he is ______.',
          'zh-TW': '高叔叔想要工作，也正在______，所以他暫時______了。',
        },
        wordPool: {
          en: ['resting', 'employed', 'looking', 'unemployed'],
          'zh-TW': ['休息', '就業', '找工作', '失業'],
        },
        accepts: {
          en: [['looking'], ['unemployed']],
          'zh-TW': [['找工作'], ['失業']],
        },
        hints: [
          {
            en: 'Think about the two things that make someone unemployed.',
            'zh-TW': '想一想，怎樣才算失業？要有哪兩件事？',
          },
          {
            en: 'Resting is not looking for work. Employed means he already has a job, and he does not yet.',
            'zh-TW': '休息不是在找工作。就業是已經有工作了，可是他還沒有。',
          },
          {
            en: 'The answer is "looking" and "unemployed": he wants a job and is looking, but has not found one yet.',
            'zh-TW': '答案是「找工作」和「失業」：他想工作、也在找，只是還沒找到。',
          },
        ],
      },
      {
        id: 'new-jobs-grow',
        text: {
          en: 'More people want balloon rides, so the company ______ more helpers. A new ______ helps Mr. Gao get one of these jobs.',
          'zh-TW': '越來越多人想搭熱氣球，所以公司______更多幫手。學會一項新______，讓高叔叔得到其中一份工作。',
        },
        wordPool: {
          en: ['cuts', 'hires', 'loan', 'skill'],
          'zh-TW': ['減少', '僱用', '貸款', '技能'],
        },
        accepts: {
          en: [['hires'], ['skill']],
          'zh-TW': [['僱用'], ['技能']],
        },
        hints: [
          {
            en: 'When people want more of something, what does a business need?',
            'zh-TW': '大家想要更多某樣東西的時候，商家需要什麼？',
          },
          {
            en: 'More riders means more work, not fewer helpers. A loan is borrowed money; it does not teach you the work.',
            'zh-TW': '搭的人變多，工作就變多，不會減少幫手。貸款是借來的錢，不會教你怎麼做這份工作。',
          },
          {
            en: 'The answer is "hires" and "skill": the company hires more helpers, and a new skill gets Mr. Gao the job.',
            'zh-TW': '答案是「僱用」和「技能」：公司僱用更多幫手，高叔叔靠新技能得到工作。',
          },
        ],
      },
      {
        id: 'island-rate',
        text: {
          en: 'On an island, 100 grown-ups have a job or are looking. 95 have jobs, so ______ are looking, and the ______ rate is 5 %.',
          'zh-TW': '島上有 100 個大人有工作或正在找工作，其中 95 個有工作，所以有______個人在找，______是 5 %。',
        },
        wordPool: {
          en: ['95', '5', 'employment', 'unemployment'],
          'zh-TW': ['95', '5', '就業率', '失業率'],
        },
        accepts: {
          en: [['5'], ['unemployment']],
          'zh-TW': [['5'], ['失業率']],
        },
        hints: [
          {
            en: 'Take the people with jobs away from the 100.',
            'zh-TW': '用 100 減掉有工作的人。',
          },
          {
            en: '95 is the number with jobs, not the number looking. The rate of people looking is not the employment rate.',
            'zh-TW': '95 是有工作的人數，不是在找工作的人數。在找工作的比例，也不是就業率。',
          },
          {
            en: 'The answer is "5" and "unemployment": 100 − 95 = 5 are looking, and 5 out of 100 is a 5 % unemployment rate.',
            'zh-TW': '答案是「5」和「失業率」：100 − 95 = 5，有 5 個人在找工作，100 個裡有 5 個，失業率就是 5 %。',
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
        en: 'Who is unemployed right now? Pick all that fit.',
        'zh-TW': '下面哪些人現在是失業的？選出所有正確的答案。',
      },
      options: [
        {
          en: 'Grandma Wu stopped working to enjoy her garden. She does not want a job.',
          'zh-TW': '吳奶奶不工作了，想好好照顧花園，她不想找工作。',
        },
        {
          en: "Mr. Pan's shop closed. He wants a job and fills in job forms each week.",
          'zh-TW': '潘叔叔的店關了，他想工作，每個星期都在投履歷。',
        },
        {
          en: "Leo's cousin is in high school all day. He is not looking for work.",
          'zh-TW': '阿力的表哥整天在高中上課，沒有在找工作。',
        },
        {
          en: 'Ms. Tsai finished a cooking class. She is looking, but has no job yet.',
          'zh-TW': '蔡阿姨上完廚藝課，正在找工作，但還沒找到。',
        },
      ],
      answer: [1, 3],
      hintCycle: [
        {
          en: 'Unemployed means two things: the person wants a job, and is looking for one.',
          'zh-TW': '失業要有兩件事：想要工作，而且正在找工作。',
        },
        {
          en: 'Not having a job is not enough. Someone who has stopped working, or a student who is not looking, is not unemployed.',
          'zh-TW': '光是「沒有工作」還不夠。不想再工作的人，或沒有在找工作的學生，都不算失業。',
        },
        {
          en: 'The answer is Mr. Pan and Ms. Tsai. Both want a job and are looking, but have not found one yet.',
          'zh-TW': '答案是潘叔叔和蔡阿姨。他們都想工作、也在找，只是還沒找到。',
        },
      ],
      why: {
        en: 'Unemployed people want to work and are looking for a job. People who do not want a job right now are not counted.',
        'zh-TW': '失業的人是想工作、也在找工作的人。現在不想工作的人，不算在裡面。',
      },
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: "Ms. Hu's factory closed, so she lost her job. It was not her fault. She was covered by Employment Insurance, and she is looking for a new job. True or false: Employment Insurance can give her some money while she looks.",
        'zh-TW': '胡阿姨的工廠關了，她因此失去工作，這不是她的錯。她之前有投保就業保險，現在正在找新工作。對或不對：就業保險可以在她找工作的期間，給她一些錢。',
      },
      answer: true,
      hintCycle: [
        {
          en: 'Think about what helped Mr. Gao while he looked for work.',
          'zh-TW': '想想看，高叔叔找工作的時候，是什麼幫了他？',
        },
        {
          en: 'Some think help comes only after you find a new job. But this safety net helps during the looking time, for covered workers who lost a job through no fault of their own.',
          'zh-TW': '有人以為要等找到新工作才有幫助。其實這張安全網，就是在找工作的這段時間幫忙，對象是有投保、不是自己的錯而失業的人。',
        },
        {
          en: 'True. Ms. Hu was covered, lost her job through no fault of her own, and is looking, just like Mr. Gao.',
          'zh-TW': '對。胡阿姨有投保、不是自己的錯而失業，也正在找工作，就跟高叔叔一樣。',
        },
      ],
      why: {
        en: 'Employment Insurance is a safety net. It can help covered workers who lost a job through no fault of their own, while they look for a new one.',
        'zh-TW': '就業保險是一張安全網。有投保的勞工不是因為自己的錯而失業時，在找新工作的期間，它可以給他們一些錢。',
      },
    },
    {
      id: 'q3',
      type: 'single',
      question: {
        en: 'On Lantern Island, 50 grown-ups have a job or are looking for one. 48 have jobs, and 2 are looking. What is the unemployment rate?',
        'zh-TW': '燈籠島上有 50 個大人有工作或正在找工作，其中 48 個有工作，2 個在找工作。失業率是多少？',
      },
      options: [
        { en: '2 %', 'zh-TW': '2 %' },
        { en: '4 %', 'zh-TW': '4 %' },
        { en: '48 %', 'zh-TW': '48 %' },
        { en: '96 %', 'zh-TW': '96 %' },
      ],
      fixedOrder: true,
      answer: [1],
      hintCycle: [
        {
          en: 'A rate counts out of 100. How many would be looking out of 100 people?',
          'zh-TW': '比率是用「每 100 個人」來算的。如果是 100 個人，會有幾個在找工作？',
        },
        {
          en: 'It is not 2 %: there are 50 people here, not 100. And 48 and 96 count the people with jobs, not the people looking.',
          'zh-TW': '不是 2 %，因為這裡只有 50 個人，不是 100 個。48 和 96 算的是有工作的人，不是在找工作的人。',
        },
        {
          en: 'The answer is 4 %. 2 out of 50 is the same as 4 out of 100, because 2 × 2 = 4 and 50 × 2 = 100.',
          'zh-TW': '答案是 4 %。50 個裡有 2 個，就等於 100 個裡有 4 個，因為 2 × 2 = 4，50 × 2 = 100。',
        },
      ],
      why: {
        en: 'The unemployment rate tells how many out of every 100 people who want work are still looking.',
        'zh-TW': '失業率告訴我們：每 100 個想工作的人裡，有幾個還在找工作。',
      },
    },
    {
      id: 'q4',
      type: 'single',
      question: {
        en: 'More and more people on Cloud Island want to ride sky balloons. What will most likely happen to jobs there?',
        'zh-TW': '雲朵島上想搭熱氣球的人越來越多。那裡的工作最可能會有什麼變化？',
      },
      options: [
        {
          en: 'Fewer people will have jobs, because riders spend their coins.',
          'zh-TW': '有工作的人會變少，因為搭熱氣球的人把錢花掉了。',
        },
        {
          en: 'Jobs stay the same. What people buy is not linked to jobs.',
          'zh-TW': '工作不會變。大家買什麼，跟工作沒有關係。',
        },
        {
          en: 'Balloon companies may hire more pilots and helpers.',
          'zh-TW': '熱氣球公司可能會請更多駕駛員和幫手。',
        },
        {
          en: 'Busy rides mean pilots will lose their jobs.',
          'zh-TW': '搭的人太多，駕駛員反而會丟掉工作。',
        },
      ],
      answer: [2],
      hintCycle: [
        {
          en: 'Think about why the balloon company put up its "Helpers wanted" sign.',
          'zh-TW': '想想看，熱氣球公司為什麼要貼「徵幫手」的告示？',
        },
        {
          en: 'Spending is not lost: the coins riders spend pay the people who fly and fix the balloons. More riders means more work, not less.',
          'zh-TW': '花出去的錢不會不見，乘客付的錢會用來付給開熱氣球、修熱氣球的人。乘客變多，工作就變多，不是變少。',
        },
        {
          en: 'The answer is that balloon companies may hire more pilots and helpers. When people want more of something, new jobs grow.',
          'zh-TW': '答案是「熱氣球公司可能會請更多駕駛員和幫手」。大家想要更多某樣東西，就會冒出新的工作。',
        },
      ],
      why: {
        en: 'When people want more of a good or a service, businesses need more workers. That is one way an economy makes new jobs.',
        'zh-TW': '大家想要更多某種商品或服務時，商家就需要更多人手。這是經濟創造新工作的一種方式。',
      },
    },
    {
      id: 'q5',
      type: 'bool',
      question: {
        en: 'Ms. Lai typed letters at an office. Now computers do most of that work, so her job ended. She takes a class to learn to fix computers. True or false: This new skill will not help her find work, because her old kind of job is shrinking.',
        'zh-TW': '賴阿姨以前在辦公室打字，現在這些工作大多由電腦來做，她的工作就結束了。她去上課學修電腦。對或不對：因為她原本那種工作越來越少，所以學這項新技能，對她找工作沒有幫助。',
      },
      answer: false,
      hintCycle: [
        {
          en: 'Think about how Mr. Gao found a job after his rope workshop closed.',
          'zh-TW': '想想看，吊橋工坊關門以後，高叔叔是怎麼找到工作的？',
        },
        {
          en: 'An old kind of job can shrink while a new kind grows. Computers still need people who can fix them.',
          'zh-TW': '舊的工作會變少，新的工作也會變多。電腦還是需要有人會修。',
        },
        {
          en: 'False. A new skill can open a new kind of job for Ms. Lai, like checking burners did for Mr. Gao.',
          'zh-TW': '不對。新技能可以幫賴阿姨打開新的工作機會，就像學會檢查燃燒器幫了高叔叔一樣。',
        },
      ],
      why: {
        en: 'When work changes, learning a new skill can lead to new job choices. Learning takes time now, and it can pay off later.',
        'zh-TW': '工作的樣子改變時，學一項新技能，可以帶來新的工作選擇。學習現在要花時間，以後可能會有回報。',
      },
    },
  ],
  autoMission: {
    title: { en: 'Jobs Around Me', 'zh-TW': '我身邊的工作' },
    options: [
      {
        id: 'job-walk',
        label: { en: 'Job walk', 'zh-TW': '工作散步' },
        instructions: {
          en: 'Walk down your street with a grown-up. Find 3 jobs that people do there. Tick when you have found them.',
          'zh-TW': '請大人陪你在家附近的街上走一走，找出 3 種大家在做的工作。找到了就打勾。',
        },
        controlType: 'checkbox',
      },
      {
        id: 'my-new-skill',
        label: { en: 'A skill I want to learn', 'zh-TW': '我想學的技能' },
        instructions: {
          en: 'Pick words to finish: "One skill I want to learn is [skill]. It could help with jobs like [job]."',
          'zh-TW': '選詞完成句子：「我想學的一項技能是［技能］，它可以幫助我做像［工作］這樣的工作。」',
        },
        controlType: 'template-select',
      },
      {
        id: 'looking-or-not',
        label: { en: 'Looking for work?', 'zh-TW': '在找工作嗎？' },
        instructions: {
          en: 'Drag each person to "unemployed" or "not unemployed". Try a grown-up looking for work and a student in class all day. Then try a grandpa who does not want a job, and a baker at work.',
          'zh-TW': '把每個人拖到「失業」或「不算失業」：正在找工作的大人、整天在上課的學生、不想工作的爺爺、正在上班的麵包師傅。',
        },
        controlType: 'drag-validate',
      },
    ],
    completionRule: 'any_one',
  },
} satisfies AdventureBody;

export default body;
