import type { ClassicBody } from '../schema/module-body';

/**
 * M69 · Marketplace Island: "Working as a Team" / 「分工合作」.
 * Learning outcome (Grade 4, Earning Income): explain that dividing the work by what each person does best
 * (specialization) lets a team make or sell more in the same time.
 * Benchmark, in words: the grade-4 Earning Income statements that people earn income by working and by
 * starting a business, and that the skills people have shape the work they do; this lesson shows a team
 * sharing the jobs by those skills so that more gets done.
 * The school fair booth (the brief's running business): on Money Islands the fair is on a Sunday; the four
 * children run one booth with Ms. Chen's OK and Leo's dad helping; lemonade 20 a cup, Jay's bookmarks 15
 * each (drawn at home before the fair); they made 30 cups and 20 bookmarks. Jobs by strength, no
 * stereotypes: Leo (makes lemonade every Saturday) mixes and pours, An (careful) takes the money and gives
 * change, Mei (curious, not shy) calls out to people, Jay shows his bookmarks, Leo's dad fills the water jug.
 * Numbers: first hour, everyone does everything: 5 cups (5 × 20 = 100) and 2 bookmarks (2 × 15 = 30).
 * Second hour, jobs split: 12 cups (12 × 20 = 240) and 6 bookmarks (6 × 15 = 90); 2 × 5 = 10, so 12 cups
 * is more than twice the first hour. The rest sell by 1 o'clock: 30 − 5 − 12 = 13 cups and
 * 20 − 2 − 6 = 12 bookmarks; all 30 cups and 20 bookmarks sold (the brief's 30 × 20 + 20 × 15 = 900,
 * not said in this lesson).
 * Quiz: q1 paper fans, three children, no sums; q2 Mei's aunt cooks, her uncle takes orders (no sums);
 * q5 two friends alone make 4 bracelets an hour each → 4 + 4 = 8; split, 14 an hour → 14 − 8 = 6 more.
 * Facts: none — the booth's prices are the island's own (the brief's running business).
 */
const body = {
  id: 'M69',
  format: 'classic',
  scenarios: [
    {
      id: 'four-jobs-one-booth',
      title: {
        en: 'Four Jobs, One Booth',
        'zh-TW': '一個攤位，四種工作',
      },
      description: {
        en: 'At the school fair, the four friends get in each other\'s way. Then they share out the jobs.',
        'zh-TW': '園遊會上，四個好朋友一開始手忙腳亂，後來他們決定好好分工。',
      },
      context: {
        en:
          'On Sunday, the school fair opens. With Ms. Chen\'s OK, the four friends run one booth. Leo\'s dad is there to help. ' +
          'They sell lemonade at 20 coins a cup and Jay\'s bookmarks at 15 coins each. ' +
          'They made 30 cups and 20 bookmarks. ' +
          'For the first hour, everyone does everything. Mei squeezes lemons, then runs to the money box. ' +
          'Jay pours a cup, then forgets who paid. Two friends give change to the same person. ' +
          'After one hour, they have sold only 5 cups and 2 bookmarks. ' +
          'Leo\'s dad asks, "What does each of you do best?" ' +
          'Leo makes lemonade every Saturday, so he mixes and pours. An is careful with numbers, so she takes the money. ' +
          'Mei is not shy with new people, so she calls out to people walking by. Jay drew the bookmarks, so he shows them off. ' +
          'Leo\'s dad fills the water jug. ' +
          'In the next hour, they sell 12 cups and 6 bookmarks! 2 × 5 = 10, so that is more than twice as many cups. ' +
          'When the line gets long, Mei helps Leo hand out cups. ' +
          'By 1 o\'clock, all 30 cups and all 20 bookmarks are gone. ' +
          '"Squawk!" says Pip. "Share the jobs, and more gets done!"',
        'zh-TW':
          '星期天，學校的園遊會開始了。陳老師同意後，四個好朋友一起顧一個攤位，阿力的爸爸也在旁邊幫忙。' +
          '他們賣檸檬汁，一杯 NT$20；還有阿哲畫的書籤，一張 NT$15。' +
          '他們準備了 30 杯檸檬汁和 20 張書籤。' +
          '第一個小時，每個人什麼都做。小美擠完檸檬，又跑去收錢；' +
          '阿哲倒好一杯，卻忘了是誰付過錢；還有兩個人同時找錢給同一位客人。' +
          '一個小時過去，他們只賣出 5 杯和 2 張書籤。' +
          '阿力的爸爸問：「你們每個人最拿手的是什麼？」' +
          '阿力每個星期六都在做檸檬汁，所以由他調飲料、倒飲料。小安對數字很細心，就負責收錢、找錢。' +
          '小美不怕生，就負責招呼路過的人。書籤是阿哲畫的，就由他介紹書籤。' +
          '阿力的爸爸則負責把水壺裝滿。' +
          '下一個小時，他們賣出了 12 杯和 6 張書籤！2 × 5 = 10，賣出的杯數比第一個小時的兩倍還多。' +
          '排隊的人變多時，小美也過去幫阿力遞杯子。' +
          '到了下午 1 點，30 杯檸檬汁和 20 張書籤全部賣完了。' +
          '皮皮叫著：「嘎！大家分工，就能做得更多！」',
      },
      thinkingPrompts: [
        {
          en: 'The same four friends worked both hours. Why do you think they sold so much more in the second hour?',
          'zh-TW': '兩個小時都是同樣四個人在顧攤位。你覺得，為什麼第二個小時賣得多那麼多？',
        },
        {
          en: 'What if Leo had been sick that day? How could the team share his job?',
          'zh-TW': '如果那天阿力生病了，大家可以怎麼分擔他的工作？',
        },
        {
          en: 'Each friend had one job. Why did Mei still help Leo when the line got long?',
          'zh-TW': '每個人都有自己的工作，為什麼排隊的人變多時，小美還是去幫阿力？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'team',
      term: { en: 'team', 'zh-TW': '團隊' },
      definition: {
        en: 'A group of people who work together for the same goal.',
        'zh-TW': '為了同一個目標，一起努力的一群人。',
      },
      example: {
        en: 'The four friends were one team at the fair booth.',
        'zh-TW': '在園遊會的攤位上，四個好朋友是同一個團隊。',
      },
    },
    {
      id: 'divide-the-work',
      term: { en: 'divide the work', 'zh-TW': '分工' },
      definition: {
        en: 'To split a big job into small jobs, with one person for each.',
        'zh-TW': '把一件大工作分成幾件小工作，每個人負責一件。',
      },
      example: {
        en: 'After the first hour, the friends divided the work: mixing, money, calling out and bookmarks.',
        'zh-TW': '第一個小時過後，大家開始分工：調飲料、收錢、招呼客人、介紹書籤。',
      },
    },
    {
      id: 'strength',
      term: { en: 'strength', 'zh-TW': '專長' },
      definition: {
        en: 'Something you are really good at.',
        'zh-TW': '你特別拿手的事。',
      },
      example: {
        en: 'An\'s strength is being careful with numbers, so she gave the change.',
        'zh-TW': '小安的專長是對數字很細心，所以由她負責找錢。',
      },
    },
    {
      id: 'specialization',
      term: { en: 'specialization', 'zh-TW': '專長分工' },
      definition: {
        en: 'Each person doing the job they do best, again and again.',
        'zh-TW': '每個人專心做自己最拿手的那件工作，一做再做。',
      },
      example: {
        en: 'With specialization, the booth sold 12 cups in one hour instead of 5.',
        'zh-TW': '大家照專長分工以後，攤位一個小時賣出 12 杯，不再只有 5 杯。',
      },
    },
    {
      id: 'cooperate',
      term: { en: 'cooperate', 'zh-TW': '合作' },
      definition: {
        en: 'To help each other so the whole job gets done.',
        'zh-TW': '彼此幫忙，一起把整件事做好。',
      },
      example: {
        en: 'When the line got long, Mei cooperated with Leo and handed out cups.',
        'zh-TW': '排隊的人變多時，小美和阿力合作，幫忙遞杯子。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'my-strength-on-a-team',
      stem: {
        en: 'On a team, my strength could be… so my job would be…',
        'zh-TW': '在團隊裡，我的專長可能是……，所以我可以負責……',
      },
      examples: [
        {
          en: 'On a team, my strength could be drawing, so my job would be making the posters.',
          'zh-TW': '在團隊裡，我的專長可能是畫畫，所以我可以負責做海報。',
        },
        {
          en: 'On a team, my strength could be staying calm, so my job would be counting the money.',
          'zh-TW': '在團隊裡，我的專長可能是很冷靜，所以我可以負責算錢。',
        },
      ],
    },
    {
      id: 'dividing-the-work-helps',
      stem: {
        en: 'Dividing the work helps a team because…',
        'zh-TW': '分工能幫助團隊，因為……',
      },
      examples: [
        {
          en: 'Dividing the work helps a team because nobody runs back and forth. Each job goes to someone who is good at it.',
          'zh-TW': '分工能幫助團隊，因為沒有人需要跑來跑去。每件工作，都交給拿手的人來做。',
        },
      ],
    },
    {
      id: 'we-still-cooperate',
      stem: {
        en: 'Even with one job each, we cooperate when…',
        'zh-TW': '就算每個人各有工作，我們還是會在……的時候合作。',
      },
      examples: [
        {
          en: 'Even with one job each, we cooperate when one job gets too busy, like Mei helping Leo with the cups.',
          'zh-TW': '就算每個人各有工作，我們還是會在某件工作忙不過來的時候合作，例如小美去幫阿力遞杯子。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: 'Three classmates make paper fans for a class sale. One cuts paper fast. One folds very neatly. One draws great patterns. They have one hour. Which plan will most likely make the most fans?',
        'zh-TW': '三個同學要做紙扇，在班上的義賣會賣。一個剪紙剪得很快，一個摺紙摺得很整齊，一個很會畫花紋。他們只有一個小時。哪一種做法，最可能做出最多把扇子？',
      },
      options: [
        {
          en: 'Each child makes whole fans alone, doing every step.',
          'zh-TW': '每個人各自從頭做到尾，每個步驟都自己來。',
        },
        {
          en: 'The best drawer does every step, so each fan looks great.',
          'zh-TW': '讓最會畫畫的人包辦所有步驟，每把扇子才會漂亮。',
        },
        {
          en: 'Each child does the step they do best, then passes it on.',
          'zh-TW': '每個人做自己最拿手的步驟，再傳給下一個人。',
        },
        {
          en: 'They swap steps every few minutes, so each child tries every job.',
          'zh-TW': '每隔幾分鐘就換一次工作，讓每個人每種步驟都試試看。',
        },
      ],
      correctAnswer: 2,
      feedback: {
        en: 'When each child does the step they do best, no time is lost switching, and each step is done well and fast. Doing every step alone, or swapping often, is slower. One child doing it all leaves two helpers with nothing to do.',
        'zh-TW': '每個人做自己最拿手的步驟，就不用一直換來換去浪費時間，每一步也做得又快又好。每個人包辦全部，或常常換工作，都比較慢；讓一個人包辦，另外兩個人就沒事做了。',
      },
      hintCycle: [
        {
          en: 'Think of the booth. When did the friends sell more: before or after each took one job?',
          'zh-TW': '想想園遊會的攤位：四個好朋友在什麼時候賣得比較多？是每個人負責一件工作之前，還是之後？',
        },
        {
          en: 'Some think doing every step yourself is fastest, or that trying every job is best. Both mean lots of switching.',
          'zh-TW': '有人以為每一步都自己來最快，或是每種工作都輪流試試最好。可是這兩種做法，都要一直換來換去。',
        },
        {
          en: 'The answer: each child does the step they do best, then passes it on. That is dividing the work by strengths.',
          'zh-TW': '答案是：每個人做自己最拿手的步驟，再傳給下一個人。這就是照專長分工。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: "Mei's aunt and uncle run a noodle stall. Her aunt cooks the noodles. Her uncle takes the orders and the money. True or false: splitting the jobs this way can help them serve more bowls an hour than if each did everything.",
        'zh-TW': '小美的阿姨和姨丈開了一家麵攤。阿姨負責煮麵，姨丈負責點餐和收錢。是非題：和兩個人什麼都自己做比起來，像這樣分工，可以讓他們一個小時賣出更多碗麵。',
      },
      correctAnswer: true,
      feedback: {
        en: 'True. The cook keeps cooking, and the uncle keeps taking orders. Nobody stops to switch jobs, so more bowls are served in the same hour.',
        'zh-TW': '對。阿姨可以一直煮麵，姨丈可以一直點餐收錢，沒有人要停下來換工作，所以同一個小時可以賣出更多碗。',
      },
      hintCycle: [
        {
          en: 'Remember the booth: what happened when each friend took one job?',
          'zh-TW': '想想園遊會的攤位：每個人負責一件工作以後，發生了什麼事？',
        },
        {
          en: 'Some think two people doing everything is the same as two people with one job each. But switching jobs takes time.',
          'zh-TW': '有人以為，兩個人什麼都做，跟兩個人各做一件事，結果都一樣。可是換來換去是很花時間的。',
        },
        {
          en: 'The answer is true. One cooks, one takes orders: that is dividing the work, and it helps them serve more.',
          'zh-TW': '答案是「對」。一個人煮麵、一個人點餐，這就是分工，能讓他們賣出更多碗。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Which of these divide the work by what each person does best? Pick all that are right.',
        'zh-TW': '下面哪些是照每個人最拿手的事來分工？（可以選好幾個）',
      },
      options: [
        {
          en: 'For the class play, the child who sews well makes the costumes.',
          'zh-TW': '班上演話劇，由很會縫東西的同學做戲服。',
        },
        {
          en: 'At a booth, all four friends count the money at the same time.',
          'zh-TW': '在攤位上，四個好朋友同時一起算錢。',
        },
        {
          en: 'At a bakery, the fastest baker bakes, and the friendliest worker serves buyers.',
          'zh-TW': '在麵包店裡，做得最快的師傅負責烤，最親切的店員負責招呼客人。',
        },
        {
          en: 'Each child picks the job that looks most fun, even if they are slow at it.',
          'zh-TW': '每個人挑看起來最好玩的工作，就算自己做得很慢也沒關係。',
        },
        {
          en: 'For the class game, the child who adds up fast and carefully keeps the score.',
          'zh-TW': '班上比賽時，由算數又快又仔細的同學負責記分。',
        },
      ],
      correctAnswer: [0, 2, 4],
      feedback: {
        en: 'The costumes, the bakery and the score each go to the person who does that job best. Four people on one job is not dividing the work. Picking the most fun job, even when you are slow at it, is not dividing by strengths.',
        'zh-TW': '做戲服、麵包店和記分，都是把工作交給最拿手的人。四個人擠在同一件工作上，不算分工；挑最好玩、自己卻做得慢的工作，也不是照專長分工。',
      },
      hintCycle: [
        {
          en: 'For each one, ask: does the job go to the person who is good at it?',
          'zh-TW': '每一個都問問看：這件工作，是交給拿手的人嗎？',
        },
        {
          en: 'Some think more people on one job is always faster. Others pick jobs just for fun. Neither matches jobs to strengths.',
          'zh-TW': '有人以為同一件工作找越多人越快，也有人只挑好玩的工作。這兩種都沒有照專長來分工。',
        },
        {
          en: 'The answers: the child who sews makes costumes, the bakery team, and the fast, careful adder keeps score.',
          'zh-TW': '答案是：會縫東西的同學做戲服、麵包店的分工，還有算數又快又仔細的同學負責記分。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'A team splits a big job into small jobs, one for each person. We say they ______ the work.',
        'zh-TW': '團隊把一件大工作分成幾件小工作，每個人負責一件。這叫做______。',
      },
      acceptedAnswers: {
        en: ['divide', 'split', 'share', 'divided', 'split up', 'share out', 'shared', 'divide up', 'divided up', 'shared out'],
        'zh-TW': ['分工', '分工合作', '分配工作', '工作分配'],
      },
      feedback: {
        en: 'They divide the work. Each person takes one part, so the whole job gets done faster.',
        'zh-TW': '這叫做分工。每個人負責一部分，整件工作就能更快完成。',
      },
      hintCycle: [
        {
          en: 'What did the friends do with the booth jobs after the first hour?',
          'zh-TW': '第一個小時過後，四個好朋友怎麼處理攤位上的工作？',
        },
        {
          en: 'It is not doing everything together. It is cutting the job into parts and handing them out.',
          'zh-TW': '不是大家一起什麼都做，而是把工作切成幾份，分給每個人。',
        },
        {
          en: 'The answer is "divide": they divide the work, one job for each person.',
          'zh-TW': '答案是「分工」：把工作分開，每個人負責一件。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: 'Two friends make bead bracelets. Working alone, each makes 4 bracelets an hour. Then they split the jobs: one cuts and ties the thread, one adds the beads. Now they make 14 bracelets an hour together. Splitting the jobs makes ______ more bracelets each hour.',
        'zh-TW': '兩個好朋友在做串珠手環。各做各的時候，每個人一個小時做 4 條。後來他們分工：一個剪線、綁線，一個串珠子。現在兩個人一個小時一共做 14 條。分工以後，他們每個小時多做了______條手環。',
      },
      acceptedAnswers: {
        en: ['6', 'six', '6 bracelets', 'six bracelets'],
        'zh-TW': ['6', '六', '6條', '6 條', '六條'],
      },
      feedback: {
        en: 'Alone, they make 4 + 4 = 8 bracelets an hour. Split, they make 14. 14 − 8 = 6 more bracelets each hour, with the same two friends.',
        'zh-TW': '各做各的，一個小時是 4 + 4 = 8 條；分工以後是 14 條。14 − 8 = 6，同樣兩個人，每個小時多做 6 條。',
      },
      hintCycle: [
        {
          en: 'First find how many bracelets the two friends make together when they work alone.',
          'zh-TW': '先算算看：兩個人各做各的時候，一個小時加起來做幾條？',
        },
        {
          en: 'Alone, it is 4 + 4 = 8, not 4. Now compare 8 with 14.',
          'zh-TW': '各做各的是 4 + 4 = 8 條，不是 4 條。再拿 8 跟 14 比一比。',
        },
        {
          en: 'The answer is 6. 14 − 8 = 6 more bracelets an hour, because they divided the work.',
          'zh-TW': '答案是 6。14 − 8 = 6，因為分工，每個小時多做了 6 條。',
        },
      ],
    },
  ],
  reflection: {
    id: 'my-job-on-a-team',
    question: {
      en: 'Think of a group job at school or at home, like a class play or tidying the classroom. What job fits your strength? How could you help the others too?',
      'zh-TW': '想一想學校或家裡的一件團體工作，像是班上演話劇，或一起整理教室。哪一件工作最適合你的專長？你又可以怎麼幫其他人？',
    },
    placeholder: {
      en: 'My strength is… so I could… When someone gets busy, I can…',
      'zh-TW': '我的專長是……，所以我可以負責……。有人忙不過來的時候，我可以……',
    },
  },
} satisfies ClassicBody;

export default body;
