import type { ClassicBody } from '../schema/module-body';

/**
 * M38 · Future Harbor, lesson 4: "Jobs and Careers" / 「工作與職業」.
 * Learning outcome (Grade 4, Earning Income): explain that people earn income by working, that jobs
 * provide goods and services that help others, and name jobs around them.
 * Benchmark, in words: the grade-4 Earning Income statements that people earn income by working, and that
 * workers produce goods and services for others; the catalogue's promise adds how people get paid (a
 * shop or clinic pays its workers; customers pay a worker who runs her own shop).
 * No stereotypes: a dad cooks, a mom fixes bikes, a man is a nurse, a woman drives a bus; in the quiz a
 * man bakes bread, a woman fixes a water pipe, a man is a librarian. Nobody remarks on it.
 * Numbers: Mei's allowance is 50 every Monday (cast sheet). Leo's stand is named without figures. Four
 * grown-ups visit on Career Day. No pay amounts are stated.
 * Facts: none — no real-world figures, wages or laws; the grown-ups are one-off characters.
 */
const body = {
  id: 'M38',
  format: 'classic',
  scenarios: [
    {
      id: 'meis-career-day-questions',
      title: {
        en: "Mei's Career Day Questions",
        'zh-TW': '職業日，小美問不停',
      },
      description: {
        en: 'Four grown-ups visit the class on Career Day, and Mei has a question for each of them.',
        'zh-TW': '職業日那天，四位大人來到班上，小美有好多問題想問他們。',
      },
      context: {
        en:
          'On Monday, Mei gets her 50-coin allowance. "Where do grown-ups get money?" she asks. ' +
          '"Most grown-ups earn it by working," says Mom. ' +
          'On Wednesday, four grown-ups visit the class for Career Day. ' +
          "Jay's dad cooks at a noodle shop. An's mom fixes bikes in her own shop. " +
          'Mr. Ho is a nurse at a clinic. Ms. Wang drives a city bus. ' +
          'Mei asks, "Why do you work?" ' +
          '"To earn pay for my family," says Ms. Wang. "And to help people get to school and work." ' +
          '"Who pays you?" Mei asks. ' +
          '"People pay the shop for noodles, and the shop pays me," says Jay\'s dad. "Noodles are goods. You can hold them." ' +
          '"My customers pay me for each bike I fix," says An\'s mom. "Fixing is a service. I do the work for you." ' +
          '"The clinic pays me," says Mr. Ho. "Caring for sick people is a service too." ' +
          '"So teaching is a service!" Mei tells Ms. Chen. ' +
          'On Saturday, Mei visits Leo\'s lemonade stand. "Your lemonade is goods, and people pay you for it!" ' +
          'On Sunday, Mei maps the jobs on her street: a baker, a mail carrier, Grandma Lin at her shop. ' +
          '"Squawk!" says Pip. "Jobs help people. And working is how people earn income!"',
        'zh-TW':
          '星期一，小美拿到 NT$50 零用錢。她問：「大人的錢是從哪裡來的？」' +
          '媽媽說：「大部分的大人，是靠工作賺來的。」' +
          '星期三是學校的職業日，有四位大人來班上介紹自己的工作。' +
          '阿哲的爸爸在麵店當廚師；小安的媽媽自己開店修腳踏車；何叔叔是診所的護理師；王阿姨開市區公車。' +
          '小美問：「你們為什麼要工作？」' +
          '王阿姨說：「為了賺錢照顧家人，也為了載大家去上學、上班。」' +
          '小美又問：「那是誰付錢給你們的？」' +
          '阿哲的爸爸說：「客人付錢給麵店買麵，麵店再發薪水給我。麵是商品，可以捧在手上。」' +
          '小安的媽媽說：「我每修好一台腳踏車，客人就付錢給我。修車是服務，是我動手幫你做的事。」' +
          '何叔叔說：「診所會發薪水給我。照顧生病的人，也是一種服務。」' +
          '小美轉頭對陳老師說：「所以教書也是服務！」' +
          '星期六，小美去阿力的檸檬水攤：「你的檸檬水是商品，大家付錢跟你買！」' +
          '星期天，小美把家附近那條街上的工作畫成地圖：麵包師傅、郵差，還有在小店裡的林奶奶。' +
          '皮皮叫著：「嘎！工作能幫助別人，大家也是靠工作賺取收入！」',
      },
      thinkingPrompts: [
        {
          en: 'Why do you think Ms. Wang gave two reasons for working, not just one?',
          'zh-TW': '王阿姨說了兩個工作的理由，不只一個。你覺得為什麼？',
        },
        {
          en: 'What if nobody in town drove a bus or fixed bikes? Whose day would change?',
          'zh-TW': '如果鎮上沒有人開公車、也沒有人修腳踏車，誰的生活會不一樣？',
        },
        {
          en: 'Grandma Lin sells goods. What does she do at her shop that might be a service, too?',
          'zh-TW': '林奶奶賣的是商品。她在店裡做的事情，有沒有哪一件也算是服務？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'job',
      term: { en: 'job', 'zh-TW': '工作' },
      definition: {
        en: 'Work a person does to earn pay.',
        'zh-TW': '一個人為了賺取薪水而做的事。',
      },
      example: {
        en: "Ms. Wang's job is driving a city bus.",
        'zh-TW': '王阿姨的工作是開市區公車。',
      },
    },
    {
      id: 'career',
      term: { en: 'career', 'zh-TW': '職業' },
      definition: {
        en: 'The kind of work a person does for many years.',
        'zh-TW': '一個人長時間從事的那一種工作。',
      },
      example: {
        en: "Mr. Ho's career is nursing. He has cared for sick people for years.",
        'zh-TW': '何叔叔的職業是護理師，他照顧生病的人已經好多年了。',
      },
    },
    {
      id: 'income',
      term: { en: 'income', 'zh-TW': '收入' },
      definition: {
        en: 'Money that comes in. Pay for work is earned income.',
        'zh-TW': '進到你手裡的錢。工作賺來的薪水，就是一種收入。',
      },
      example: {
        en: "Jay's dad earns income when the noodle shop pays him.",
        'zh-TW': '麵店發薪水給阿哲的爸爸，這就是他的收入。',
      },
    },
    {
      id: 'goods',
      term: { en: 'goods', 'zh-TW': '商品' },
      definition: {
        en: 'Things you can hold, like a bowl of noodles or a pencil.',
        'zh-TW': '摸得到、拿得起來的東西，像是一碗麵或一枝鉛筆。',
      },
      example: {
        en: "Leo's lemonade is goods. People pay him for it.",
        'zh-TW': '阿力的檸檬水是商品，大家付錢跟他買。',
      },
    },
    {
      id: 'service',
      term: { en: 'service', 'zh-TW': '服務' },
      definition: {
        en: 'Work that someone does for you, like fixing a bike.',
        'zh-TW': '別人幫你做的事，像是修腳踏車。',
      },
      example: {
        en: "Mr. Ho gives a service. He looks after sick people.",
        'zh-TW': '何叔叔提供的是服務，他照顧生病的人。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'a-job-near-me',
      stem: {
        en: 'One job I see near my home is… It gives…',
        'zh-TW': '我家附近看得到的一種工作是……，這份工作提供……',
      },
      examples: [
        {
          en: 'One job I see near my home is a baker. It gives goods: fresh bread.',
          'zh-TW': '我家附近看得到的一種工作是麵包師傅，這份工作提供商品：剛出爐的麵包。',
        },
        {
          en: 'One job I see near my home is a mail carrier. It gives a service: bringing letters.',
          'zh-TW': '我家附近看得到的一種工作是郵差，這份工作提供服務：把信送到家。',
        },
      ],
    },
    {
      id: 'people-earn-income',
      stem: {
        en: 'People earn income by…',
        'zh-TW': '大人賺取收入的方法是……',
      },
      examples: [
        {
          en: "People earn income by working, like Jay's dad, who cooks noodles at a shop.",
          'zh-TW': '大人賺取收入的方法是工作，像阿哲的爸爸在麵店煮麵。',
        },
      ],
    },
    {
      id: 'a-career-i-might-like',
      stem: {
        en: 'A career I might like one day is… because it helps people by…',
        'zh-TW': '我以後可能會喜歡的一種職業是……，因為它能……，幫助別人。',
      },
      examples: [
        {
          en: 'A career I might like one day is a vet, because it helps people by caring for their pets.',
          'zh-TW': '我以後可能會喜歡的一種職業是獸醫，因為它能照顧大家的寵物，幫助別人。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: "Mei's aunt is a vet. She looks after sick pets, and pet owners pay for her help. Why does she get paid?",
        'zh-TW': '小美的阿姨是獸醫，她照顧生病的寵物，飼主會為她的幫忙付錢。她為什麼能拿到錢？',
      },
      options: [
        {
          en: 'She does work that helps pet owners and their pets.',
          'zh-TW': '她做的工作，幫助了飼主和他們的寵物。',
        },
        {
          en: 'She loves animals, and loving your job is what earns pay.',
          'zh-TW': '她很愛動物，只要喜歡自己的工作，就能領到錢。',
        },
        {
          en: 'Grown-ups just get money each month.',
          'zh-TW': '大人每個月本來就會有錢。',
        },
        {
          en: 'The money comes out of a machine, so no one really pays her.',
          'zh-TW': '錢是從機器裡領出來的，所以其實沒有人付錢給她。',
        },
      ],
      correctAnswer: 0,
      feedback: {
        en: 'People earn income by working. The vet gives a service that pet owners need, so they pay her. Loving a job is great, but the pay is for the work. Money does not just appear each month, and a machine only gives out money that was put in first.',
        'zh-TW': '大人是靠工作賺取收入的。獸醫提供飼主需要的服務，所以飼主付錢給她。喜歡自己的工作很棒，但錢是因為做了工作才拿到的。錢不會每個月自己冒出來，機器也只能領出事先存進去的錢。',
      },
      hintCycle: [
        {
          en: 'Think of Career Day. What did each grown-up do to get paid?',
          'zh-TW': '想想職業日。每位大人做了什麼，才拿到錢？',
        },
        {
          en: 'Some think pay comes from loving a job, or just comes each month, or from a machine. Ask: who pays the vet, and for what?',
          'zh-TW': '有人以為喜歡工作就有錢、錢每個月自己會來，或錢是從機器來的。問問看：誰付錢給獸醫？為了什麼付錢？',
        },
        {
          en: 'The answer is "She does work that helps pet owners and their pets." Pet owners pay for her service.',
          'zh-TW': '答案是「她做的工作，幫助了飼主和他們的寵物」。飼主是為了她的服務付錢。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'True or false: A bus driver does not make anything you can hold. But the job still helps people, and the driver earns pay for it.',
        'zh-TW': '是非題：公車司機沒有做出可以拿在手上的東西，可是這份工作還是能幫助別人，司機也因此賺到薪水。',
      },
      correctAnswer: true,
      feedback: {
        en: 'True. Driving a bus is a service. It gets people to school and work, and the driver is paid for that work.',
        'zh-TW': '對。開公車是一種服務，它載大家去上學、上班，司機也因為這份工作領到薪水。',
      },
      hintCycle: [
        {
          en: 'Think of Ms. Wang. What did she say her job does for people?',
          'zh-TW': '想想王阿姨，她說她的工作能為大家做什麼？',
        },
        {
          en: 'Some think a job counts only if it makes a thing. But services, like driving, nursing and teaching, are work too.',
          'zh-TW': '有人以為要做出東西才算工作。其實開車、護理、教書這些服務，也都是工作。',
        },
        {
          en: 'The answer is true. A bus ride is a service: it helps people, and the driver earns pay.',
          'zh-TW': '答案是「對」。搭公車是一種服務：它幫助了大家，司機也賺到薪水。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Mei walks down her street. Which of these people are earning income by working? Pick all that are right.',
        'zh-TW': '小美走在她家那條街上。下面哪些人是靠工作在賺取收入？（可以選好幾個）',
      },
      options: [
        {
          en: 'A man selling bread he baked',
          'zh-TW': '一位叔叔在賣自己烤的麵包',
        },
        {
          en: 'A girl getting her weekly allowance from her dad',
          'zh-TW': '一個女孩跟爸爸拿每週的零用錢',
        },
        {
          en: "A woman fixing a neighbor's water pipe for pay",
          'zh-TW': '一位阿姨幫鄰居修水管，收取工錢',
        },
        {
          en: 'A boy opening a red envelope at Lunar New Year',
          'zh-TW': '一個男孩在過年時拆開紅包',
        },
        {
          en: 'A taxi driver taking passengers home',
          'zh-TW': '一位計程車司機載客人回家',
        },
      ],
      correctAnswer: [0, 2, 4],
      feedback: {
        en: 'The baker sells goods, and the pipe fixer and the taxi driver give services. All three earn income by working. An allowance and a red envelope are income too, but they are gifts from family, not pay for work.',
        'zh-TW': '麵包師傅賣的是商品，修水管的阿姨和計程車司機提供的是服務，這三個人都是靠工作賺取收入。零用錢和紅包也是收入，但那是家人給的，不是工作賺來的。',
      },
      hintCycle: [
        {
          en: 'For each person, ask: is this money paid for work they did?',
          'zh-TW': '每個人都問一問：這筆錢是因為做了工作才拿到的嗎？',
        },
        {
          en: 'Some think any money that comes in is pay for work. An allowance and a red envelope come in, but nobody worked for them.',
          'zh-TW': '有人以為拿到錢，就是工作賺的。零用錢和紅包雖然也是收進來的錢，可是並不是工作換來的。',
        },
        {
          en: 'The answers are the man selling bread, the woman fixing the pipe and the taxi driver. Each one is paid for work.',
          'zh-TW': '答案是賣麵包的叔叔、修水管的阿姨和計程車司機。他們都是因為工作而拿到錢。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'Noodles, bread and pencils are things you can hold. Things like these are called ______.',
        'zh-TW': '麵、麵包和鉛筆，都是摸得到、拿得起來的東西。像這樣的東西叫做______。',
      },
      acceptedAnswers: {
        en: ['goods', 'products', 'items', 'merchandise'],
        'zh-TW': ['商品', '物品', '產品', '貨品', '貨物'],
      },
      feedback: {
        en: 'They are goods: things you can hold. Work you do for someone, like fixing a bike, is a service.',
        'zh-TW': '它們是商品，也就是摸得到的東西。幫別人做事，像是修腳踏車，就是服務。',
      },
      hintCycle: [
        {
          en: 'What did Jay\'s dad call his noodles?',
          'zh-TW': '阿哲的爸爸說，他的麵是什麼？',
        },
        {
          en: 'It is not "service". A service is work someone does for you. These are things.',
          'zh-TW': '不是「服務」。服務是別人幫你做的事，這些是東西。',
        },
        {
          en: 'The answer is "goods". You can hold goods in your hands.',
          'zh-TW': '答案是「商品」。商品是拿得到手上的東西。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: 'A librarian helps you find books. He does not sell you the books. His job gives a ______.',
        'zh-TW': '圖書館員幫你找到想看的書，可是書並不是賣給你的。他的工作提供的是______。',
      },
      acceptedAnswers: {
        en: ['service', 'kind of service'],
        'zh-TW': ['服務', '一種服務'],
      },
      feedback: {
        en: 'It is a service. The librarian does work that helps you, and you do not take home goods that you bought.',
        'zh-TW': '是服務。圖書館員做的是幫助你的工作，你並沒有買下什麼商品帶回家。',
      },
      hintCycle: [
        {
          en: 'Does the librarian make a thing, or do work for you?',
          'zh-TW': '圖書館員是做出一樣東西，還是幫你做事？',
        },
        {
          en: 'It is not goods. The books are not sold to you. His help is what the job gives.',
          'zh-TW': '不是商品，書並沒有賣給你。這份工作提供的，是他的幫忙。',
        },
        {
          en: 'The answer is "service". Helping you find books is work done for you.',
          'zh-TW': '答案是「服務」。幫你找書，就是為你做的事。',
        },
      ],
    },
  ],
  reflection: {
    id: 'jobs-around-me',
    question: {
      en: 'Name three jobs you see near your home or school. Does each one give goods or a service? Who does it help?',
      'zh-TW': '說說看，你家或學校附近看得到哪三種工作？它們提供的是商品還是服務？幫助了誰？',
    },
    placeholder: {
      en: 'One job is… It gives… It helps…',
      'zh-TW': '有一種工作是……，它提供……，幫助了……',
    },
  },
} satisfies ClassicBody;

export default body;
