import type { ClassicBody } from '../schema/module-body';

/**
 * M39 · Future Harbor: "Learning Pays Off" / 「學習會帶來回報」.
 * Learning outcome (Grade 8, Earning Income): explain that education, training and new skills can lead to
 * more job choices and often to higher income, and that learning takes time and effort now.
 * Benchmark, in words: the grade-8 Earning Income statements that employers often pay more to workers with
 * more education, training and skills, and that choosing to learn more weighs more job choices and income
 * later against the time, effort and money it costs now. The lesson gives no income figures: it says
 * "often" and "could", never how much more.
 * Numbers: Grandma Lin's poster is an extra job agreed with Jay's mom; she pays 50 coins (the island's own
 * pay, not a shop price). Jay practises lettering 20 minutes a day, Wednesday to Sunday: 20 × 5 = 100
 * minutes. Quiz: q3's stem says that at this harbor ferry drivers often earn more (the island's own
 * statement, no figure), so "she could earn more" follows from the stem. q5 Ms. Lai could do 1 kind of
 * job, training adds 2 → 1 + 2 = 3 kinds.
 * Facts: none — the poster pay and the harbor's ferry pay are the island's own, and the lesson states no
 * real wages or statistics.
 */
const body = {
  id: 'M39',
  format: 'classic',
  scenarios: [
    {
      id: 'jays-wobbly-letters',
      title: {
        en: "Jay's Wobbly Letters",
        'zh-TW': '阿哲歪歪扭扭的字',
      },
      description: {
        en: 'Jay draws great pictures, but his letters are hard to read. Will he spend time learning something new?',
        'zh-TW': '阿哲很會畫圖，可是寫的字不太好認。他願意花時間學一樣新本領嗎？',
      },
      context: {
        en:
          'On Monday, the class walks along Future Harbor. A woman on a ladder is painting a ship\'s name in neat letters. ' +
          '"I\'m a sign painter," she says. "At first, I could only paint walls. Then I took a lettering class for a year. ' +
          'Now I paint ship names, shop signs and maps. I have more jobs to choose from, and they often pay more." ' +
          "On Tuesday, Grandma Lin asks Jay to make a poster for her shop. People must be able to read it from the street. " +
          "She will pay him 50 coins, and Jay's mom says OK. " +
          'Jay draws a lovely picture, but his letters are wobbly and hard to read. ' +
          'He could hand it in as it is. Or he could learn neat letters first, but that would use up his cartoon time. ' +
          'Jay takes a deep breath and borrows a lettering book from the library. ' +
          'From Wednesday to Sunday, he practises 20 minutes a day. 20 × 5 = 100 minutes. His hand gets tired. ' +
          'On Sunday, he draws it again, and the words are clear! Grandma Lin pays him 50 coins. ' +
          'Leo asks, "Can you make a sign for my stand, too?" ' +
          '"Squawk!" says Pip. "Learning takes time now. Later, it opens more doors!"',
        'zh-TW':
          '星期一，全班沿著未來港灣散步。一位阿姨站在梯子上，正在船身漆上整整齊齊的船名。' +
          '她說：「我是招牌師傅。剛開始，我只會粉刷牆壁。後來我去上了一年的美術字課。' +
          '現在我會漆船名、畫店家招牌，還會畫地圖。可以選的工作變多了，收入也常常比較好。」' +
          '星期二，林奶奶請阿哲幫小店畫一張海報，上面的字要讓路過的人一眼就看得懂。林奶奶說好付他 NT$50，阿哲的媽媽也同意了。' +
          '阿哲畫的圖很漂亮，可是字寫得歪歪扭扭，很難看清楚。' +
          '他可以直接把海報交出去；也可以先學會寫整齊的字，只是這樣一來，放學後看卡通的時間就沒了。' +
          '阿哲深吸一口氣，去圖書館借了一本教美術字的書。' +
          '從星期三到星期天，他每天練習 20 分鐘，20 × 5 = 100，一共練了 100 分鐘。手都寫痠了。' +
          '星期天，他重新畫了一張海報，這次字清清楚楚！林奶奶付給他 NT$50。' +
          '阿力也問：「你可以幫我的檸檬汁攤做一塊招牌嗎？」' +
          '皮皮叫著：「嘎！現在花時間學習，以後就能打開更多扇門！」',
      },
      thinkingPrompts: [
        {
          en: 'Why did the sign painter have more jobs to choose from after her class?',
          'zh-TW': '為什麼招牌師傅上完課以後，可以選的工作變多了？',
        },
        {
          en: 'Jay gave up his cartoon time to practise. Do you think it was worth it? Why?',
          'zh-TW': '阿哲少看了卡通，把時間拿去練字。你覺得值得嗎？為什麼？',
        },
        {
          en: 'What if Jay had handed in the poster with wobbly letters? What might have happened next?',
          'zh-TW': '如果阿哲直接交出字歪歪扭扭的海報，接下來可能會怎麼樣？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'skill',
      term: { en: 'skill', 'zh-TW': '技能' },
      definition: {
        en: 'Something you can do well because you learned it and practised it.',
        'zh-TW': '因為學過、練過，所以能做得好的本領。',
      },
      example: {
        en: 'Drawing neat letters is a new skill for Jay.',
        'zh-TW': '寫整齊的美術字，是阿哲新學會的技能。',
      },
    },
    {
      id: 'education',
      term: { en: 'education', 'zh-TW': '教育' },
      definition: {
        en: 'The learning you do at school, from first grade up to college.',
        'zh-TW': '在學校裡的學習，從國小一年級一路到大學。',
      },
      example: {
        en: 'Ms. Chen studied for many years to become a teacher. That was part of her education.',
        'zh-TW': '陳老師念了很多年的書，才當上老師，這就是她受的教育。',
      },
    },
    {
      id: 'training',
      term: { en: 'training', 'zh-TW': '訓練' },
      definition: {
        en: 'Lessons and practice that teach you how to do a job.',
        'zh-TW': '教你怎麼做好一份工作的課程和練習。',
      },
      example: {
        en: "The sign painter's lettering class was her training.",
        'zh-TW': '招牌師傅上的美術字課，就是她的訓練。',
      },
    },
    {
      id: 'income',
      term: { en: 'income', 'zh-TW': '收入' },
      definition: {
        en: 'Money you get, for example as pay for doing a job.',
        'zh-TW': '你得到的錢，例如做一份工作領到的錢。',
      },
      example: {
        en: 'The 50 coins for the poster are income that Jay earned.',
        'zh-TW': '畫海報得到的 NT$50，是阿哲自己賺來的收入。',
      },
    },
    {
      id: 'job-choices',
      term: { en: 'job choices', 'zh-TW': '工作選擇' },
      definition: {
        en: 'The different jobs a person is able to pick from.',
        'zh-TW': '一個人有能力去挑的各種工作。',
      },
      example: {
        en: 'Ship names, shop signs and maps: the sign painter has more job choices now.',
        'zh-TW': '船名、店家招牌、地圖：招牌師傅現在的工作選擇變多了。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'a-skill-i-want',
      stem: {
        en: 'A skill I want to learn is… It could help me…',
        'zh-TW': '我想學的一項技能是……，它可能幫我……',
      },
      examples: [
        {
          en: 'A skill I want to learn is typing fast. It could help me write stories, and later do more kinds of jobs.',
          'zh-TW': '我想學的一項技能是打字打得快，它可能幫我寫故事，以後也能做更多種工作。',
        },
        {
          en: 'A skill I want to learn is speaking English well. It could help me talk with visitors at the harbor.',
          'zh-TW': '我想學的一項技能是把英文說好，它可能幫我跟港口來的旅客聊天。',
        },
      ],
    },
    {
      id: 'to-make-time',
      stem: {
        en: 'To learn a new skill, I could give up…',
        'zh-TW': '為了學一項新技能，我願意少花一點時間在……',
      },
      examples: [
        {
          en: 'To learn a new skill, I could give up some time watching videos after school.',
          'zh-TW': '為了學一項新技能，我願意少花一點時間在放學後看影片。',
        },
      ],
    },
    {
      id: 'training-can-lead',
      stem: {
        en: 'Training can lead to more job choices because…',
        'zh-TW': '訓練能帶來更多工作選擇，因為……',
      },
      examples: [
        {
          en: 'Training can lead to more job choices because you can do things you could not do before.',
          'zh-TW': '訓練能帶來更多工作選擇，因為你學會了以前不會做的事。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: 'Mr. Huang is a cook at a harbor café. He would like more job choices and, one day, higher pay. Which step could help him most?',
        'zh-TW': '黃叔叔是港口一家小餐館的廚師。他希望工作選擇多一點，以後收入也能高一點。哪一個做法最能幫上他？',
      },
      options: [
        {
          en: 'Just wait, because pay goes up by itself each year, even if he learns nothing new.',
          'zh-TW': '等著就好，就算沒學新東西，薪水每年也會自己變高。',
        },
        {
          en: 'Buy a fancier knife, because a better tool is the same as a better skill.',
          'zh-TW': '買一把更高級的菜刀，因為工具變好，就等於技能變好。',
        },
        {
          en: 'Take a baking class, so he can make bread and cakes too.',
          'zh-TW': '去上烘焙課，學會做麵包和蛋糕。',
        },
        {
          en: 'Stop learning, since grown-ups are done learning once school ends.',
          'zh-TW': '不用再學了，大人離開學校以後，就不必再學習。',
        },
      ],
      correctAnswer: 2,
      feedback: {
        en: 'A baking class is training. It gives him a new skill, so he could also bake at the café or work at a bakery. Waiting or a new knife adds no skill, and grown-ups keep learning too.',
        'zh-TW': '上烘焙課就是一種訓練，讓他多一項技能，以後可以在餐館做點心，也能去麵包店工作。光是等待或換一把新刀，都不會多出技能；而且大人也會一直學習。',
      },
      hintCycle: [
        {
          en: 'Which step gives Mr. Huang something new that he can do?',
          'zh-TW': '哪一個做法，能讓黃叔叔多會做一件事？',
        },
        {
          en: 'Some think pay rises by itself, or that a new tool is a new skill. Others think grown-ups are done learning after school. None of these adds a skill.',
          'zh-TW': '有人以為薪水會自己變高，或以為新工具就等於新技能；也有人以為離開學校就不必再學。這些做法都不會讓他多一項技能。',
        },
        {
          en: 'The answer: take a baking class. A new skill means more jobs he could do, and maybe higher pay later.',
          'zh-TW': '答案是：去上烘焙課。多一項技能，能做的工作就變多，以後收入也可能比較高。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: "An's cousin loves building model boats just for fun. True or false: This skill could help him later in a job, like fixing or building real boats.",
        'zh-TW': '小安的表哥很喜歡做模型船，純粹是覺得好玩。是非題：這項本領以後有可能幫上他的工作，例如修理或建造真的船。',
      },
      correctAnswer: true,
      feedback: {
        en: "True. A skill you learn for fun can grow into a job skill, like Jay's drawing did. Careful hands and patience help with real boats. He would still need more learning and training.",
        'zh-TW': '對。為了好玩學會的本領，也可能變成工作上用得到的技能，就像阿哲的畫畫一樣。做模型練出來的細心和耐心，修船、造船都用得到；當然，他還需要再學習、再接受訓練。',
      },
      hintCycle: [
        {
          en: "Think of Jay. His drawing started as fun. What did it lead to?",
          'zh-TW': '想想阿哲：他一開始畫畫只是好玩，後來帶來了什麼？',
        },
        {
          en: 'Some think a skill learned for fun does not count for jobs. But careful hands and patience count in boat work.',
          'zh-TW': '有人以為為了好玩學的本領，跟工作沒有關係。可是修船、造船，正需要細心的手和耐心。',
        },
        {
          en: 'The answer is true. With more learning, a fun skill can become a job skill.',
          'zh-TW': '答案是「對」。只要再多學一些，好玩學會的本領，也能變成工作的技能。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Ms. Wu drives a city bus. At this harbor, ferry drivers often earn more. For a year, she studies two evenings a week to learn to drive the ferry. Which of these are right? Pick all that are right.',
        'zh-TW': '吳阿姨是公車司機。在這個港口，開渡輪的收入常常比較高。她花一年的時間，每週有兩個晚上去上課，學開渡輪。下面哪些說法是對的？（可以選好幾個）',
      },
      options: [
        {
          en: 'She earns more money on the first evening of her class.',
          'zh-TW': '她去上第一堂課的那天晚上，就能多賺錢。',
        },
        {
          en: 'She gives up some free evenings now to study.',
          'zh-TW': '她現在要少掉一些空閒的晚上，拿來念書。',
        },
        {
          en: 'She has to stop driving buses once she can drive the ferry.',
          'zh-TW': '學會開渡輪以後，她就不能再開公車了。',
        },
        {
          en: 'After her training, she can choose between two kinds of jobs.',
          'zh-TW': '受完訓練後，她可以在兩種工作之間做選擇。',
        },
        {
          en: 'Once she can drive the ferry, she could earn more.',
          'zh-TW': '學會開渡輪以後，她的收入有可能變高。',
        },
      ],
      correctAnswer: [1, 3, 4],
      feedback: {
        en: 'Learning costs time now: she gives up free evenings. Later she can choose the bus or the ferry, and the ferry job could pay more. Pay does not rise on the first evening, and a new skill does not take the old one away.',
        'zh-TW': '學習現在要付出時間：她得少掉一些空閒的晚上。以後她可以選開公車或開渡輪，開渡輪的收入也可能比較高。收入不會在第一堂課就變多，學會新技能，也不會讓原本的技能消失。',
      },
      hintCycle: [
        {
          en: 'Think about what learning costs now, and what it can bring later.',
          'zh-TW': '想一想：學習現在要付出什麼？以後又可能帶來什麼？',
        },
        {
          en: 'Some think pay rises the moment a class starts. Others think a new skill wipes out the old one. Neither is right.',
          'zh-TW': '有人以為一開始上課，收入馬上就變多；也有人以為學了新技能，舊的就沒了。這兩種想法都不對。',
        },
        {
          en: 'The answers: she gives up some evenings now. Later, she can choose between two jobs, and the ferry job could pay more.',
          'zh-TW': '答案是：她現在要少掉一些空閒的晚上；以後可以在兩種工作之間選擇，開渡輪的收入也有可能比較高。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'Learning a new ______ takes time and effort now, but it can lead to more job choices later.',
        'zh-TW': '學習新的______，現在要花時間和力氣，以後卻能帶來更多工作選擇。',
      },
      acceptedAnswers: {
        en: ['skill', 'ability', 'craft', 'trade', 'technique'],
        'zh-TW': ['技能', '本領', '本事', '技術', '能力', '手藝', '技巧'],
      },
      feedback: {
        en: 'A skill is something you can do well after learning and practice. It costs time now and opens more doors later.',
        'zh-TW': '技能，是經過學習和練習後能做得好的事。它現在要花時間，以後卻能打開更多扇門。',
      },
      hintCycle: [
        {
          en: 'Jay learned to draw neat letters. What kind of thing is that?',
          'zh-TW': '阿哲學會寫整齊的美術字，這算是一種什麼？',
        },
        {
          en: 'It is not a thing you buy, like a tool. It is something you can do after practice.',
          'zh-TW': '它不像工具那樣用買的，而是練習以後你會做的事。',
        },
        {
          en: 'The answer is "skill". A new skill takes time now and can open more doors later.',
          'zh-TW': '答案是「技能」。學一項新技能，現在要花時間，以後能打開更多扇門。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: 'At first, Ms. Lai could do 1 kind of job at the harbor: loading boxes. After two years of training, she can also drive the crane and fix boat engines. Now she can choose from ______ kinds of jobs.',
        'zh-TW': '一開始，賴阿姨在港口只會做 1 種工作：搬貨。經過兩年的訓練，她還學會了開吊車和修理船的引擎。現在她可以挑的工作有______種。',
      },
      acceptedAnswers: {
        en: ['3', 'three', '3 kinds', 'three kinds', '3 jobs', 'three jobs', '3 kinds of jobs', 'three kinds of jobs'],
        'zh-TW': ['3', '三', '3種', '3 種', '三種', '3種工作', '3 種工作', '三種工作'],
      },
      feedback: {
        en: '1 + 2 = 3 kinds of jobs. Training added two new skills, and she can still load boxes. More skills, more choices.',
        'zh-TW': '1 + 2 = 3，一共 3 種。訓練讓她多了兩項技能，原本搬貨的工作她也還會做。技能越多，選擇就越多。',
      },
      hintCycle: [
        {
          en: 'Count every job she can do now, the old one and the new ones.',
          'zh-TW': '把她現在會做的工作都數一數，舊的和新的都要算。',
        },
        {
          en: 'Do not forget loading boxes. New skills add to the old ones. They do not replace them.',
          'zh-TW': '別忘了搬貨。新技能是加上去的，不會把原本的技能換掉。',
        },
        {
          en: 'The answer is 3: loading boxes, driving the crane and fixing engines.',
          'zh-TW': '答案是 3：搬貨、開吊車、修引擎。',
        },
      ],
    },
  ],
  reflection: {
    id: 'a-skill-that-took-time',
    question: {
      en: 'Think of something that took you time to learn, like riding a bike or reading. What new skill would you like to learn next, and what could it open for you?',
      'zh-TW': '想一想，有什麼事是你花了一段時間才學會的？像是騎腳踏車或看書。接下來你想學什麼新技能？它可能為你打開哪些門？',
    },
    placeholder: {
      en: 'It took me time to learn… Next, I want to learn… It could help me…',
      'zh-TW': '我花了一段時間才學會……。接下來我想學……，它可能幫我……',
    },
  },
} satisfies ClassicBody;

export default body;
