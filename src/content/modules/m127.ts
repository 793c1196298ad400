import type { ClassicBody } from '../schema/module-body';

/**
 * M127 · Mind Desert: "Gift Money Is Real Money" / 「紅包錢也是真的錢」.
 * Learning outcome (Grade 4, Saving): explain that gift money, such as red-envelope money, buys as much
 * as any other money, and make a plan for it (part to save, part to spend, part to share) as they would
 * for allowance. The trick is the "free money" feeling (grown-ups' name, said once: "mental accounting" /
 * 「心理帳戶」), a normal thing every brain does; the move is "Give gift money a plan, just like allowance."
 * 紅包 customs are described as customs, not rules: what children say to elders (新年快樂、恭喜發財);
 * each family plans the money its own way, and many keep part of it as the child's savings; how to split
 * it is the family's choice (story, q3, q5 feedback, reflection).
 * Numbers: story: Grandpa's red envelope 200, her aunt's 100: 200 + 100 = 300. An's allowance is 100
 * coins every Monday (cast sheet): 300 ÷ 100 = 3 weeks. Plan (her family's choice, made with Dad):
 * save 150, spend 100, share 50: 150 + 100 + 50 = 300. A hand-shaken drink about 60 (guide band 50–70):
 * 100 − 60 = 40, about 40 kept in the spend part. Savings go to her piggy bank (no post office named).
 * Terms: 200; 150, 100, 50. Stems: 150, 100, 50.
 * Quiz: q1 Jay's cousin (not a cast member) gets 200 in a birthday card; q2 Leo 100 from a red envelope
 * and 100 from his stand (false: they buy the same); q3 no numbers; q4 Mei's allowance 50 every
 * Monday (cast sheet), red envelopes 200: 200 ÷ 50 = 4 weeks; q5 no numbers.
 * Facts: prices are Grandma Lin's or "about" prices from the guide; the customs the lesson states:
 * - At Lunar New Year, children wish elders 「新年快樂、恭喜發財」 and elders give them red envelopes
 *   (紅包) with money — everyday Taiwan custom, checked 2026
 * - Families handle a child's red-envelope money in different ways; many parents keep part (or all) of it
 *   as savings for the child — everyday Taiwan custom, 2026 (no survey was found: the lesson says "many", never
 *   how many, and calls the split each family's own choice)
 */
const body = {
  id: 'M127',
  format: 'classic',
  scenarios: [
    {
      id: 'ans-red-envelopes',
      title: {
        en: "An's Red Envelopes",
        'zh-TW': '小安的紅包',
      },
      description: {
        en: 'At Lunar New Year, An gets 300 coins in red envelopes. It feels like free money. Is it?',
        'zh-TW': '過年時，小安收到 NT$300 的紅包，感覺像是白來的錢。真的是這樣嗎？',
      },
      context: {
        en:
          'At Lunar New Year, An visits her grandparents. "Happy New Year! Wishing you wealth!" she says. ' +
          'Grandpa gives her a red envelope with 200 coins. Her aunt\'s has 100 coins. 200 + 100 = 300 coins! ' +
          'That night, the family visits the night market. "Free money!" An thinks. "It is not my allowance. I can spend it all tonight!" ' +
          'Dad asks, "How many weeks of allowance is 300 coins?" ' +
          "An's allowance is 100 coins every Monday. 300 ÷ 100 = 3. " +
          '"Three weeks!" says An. "I would never spend that much in one night." ' +
          '"Red-envelope money is real money," says Dad. "It buys as much as any other coin." ' +
          "Each family plans red-envelope money its own way. Many keep part of it as savings for the child. " +
          'An and Dad make a plan: 150 coins to save, 100 to spend, and 50 to share. 150 + 100 + 50 = 300. ' +
          'She buys a hand-shaken drink for about 60 coins. About 40 coins stay in her spend part. ' +
          'The 50 coins will buy a gift for her little cousin. The 150 coins go into her piggy bank. ' +
          'Pip lands on a lantern. "Squawk! A coin is a coin, wherever it comes from. Give every coin a plan!"',
        'zh-TW':
          '過年了！小安跟著家人回爺爺奶奶家拜年。「新年快樂！恭喜發財！」她說。' +
          '爺爺給她一個紅包，裡面有 NT$200；姑姑也給她一個，裡面有 NT$100。200 + 100 = 300，一共 NT$300！' +
          '晚上，全家一起去逛夜市。小安心想：「這是白來的錢，又不是零用錢，今天晚上可以全部花光！」' +
          '爸爸問：「NT$300 等於你幾個星期的零用錢？」' +
          '小安的零用錢是每週一 NT$100。300 ÷ 100 = 3。' +
          '「3 個星期！」她說，「我才不會一個晚上就花掉那麼多。」' +
          '爸爸說：「紅包錢也是真的錢，能買的東西，跟其他的錢一樣多。」' +
          '每個家庭都有自己安排紅包錢的方式，很多家庭會幫孩子把一部分存起來。' +
          '小安和爸爸訂了一個計畫：NT$150 存起來、NT$100 花用、NT$50 分享。150 + 100 + 50 = 300。' +
          '小安買了一杯手搖飲，大約 NT$60；「花用」那一份還留著大約 NT$40，改天再用。' +
          '要分享的 NT$50，會拿來幫小表妹買一份小禮物；NT$150 則放進了存錢筒。' +
          '皮皮停在紅燈籠上：「嘎！錢就是錢，不管從哪裡來。每一塊錢都要有計畫！」',
      },
      thinkingPrompts: [
        {
          en: 'Why do you think red-envelope money felt like "free money" to An?',
          'zh-TW': '你覺得為什麼紅包錢會讓小安覺得是「白來的錢」？',
        },
        {
          en: 'What might happen if An spent all 300 coins on the first night?',
          'zh-TW': '如果小安第一個晚上就把 NT$300 全部花光，後來可能會怎麼樣？',
        },
        {
          en: 'Why might different families split red-envelope money in different ways?',
          'zh-TW': '為什麼不同的家庭，分配紅包錢的方式可能不一樣？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'red-envelope',
      term: { en: 'red envelope', 'zh-TW': '紅包' },
      definition: {
        en: 'A red packet with money inside, given as a gift, often at Lunar New Year.',
        'zh-TW': '裝著錢的紅色袋子，通常在過年時當作祝福送給別人。',
      },
      example: {
        en: "Grandpa's red envelope had 200 coins in it.",
        'zh-TW': '爺爺給的紅包裡有 NT$200。',
      },
    },
    {
      id: 'income',
      term: { en: 'income', 'zh-TW': '收入' },
      definition: {
        en: 'Money that comes in to you.',
        'zh-TW': '進到你手上的錢。',
      },
      example: {
        en: "An's allowance and her red-envelope money are both her income.",
        'zh-TW': '小安的零用錢和紅包錢，都是她的收入。',
      },
    },
    {
      id: 'mental-accounting',
      term: { en: 'mental accounting ("free money" feeling)', 'zh-TW': '心理帳戶（白來的錢的感覺）' },
      definition: {
        en: 'Putting money into different "boxes" in your head, so some money feels less real. Every brain does it.',
        'zh-TW': '在心裡把錢分進不同的「盒子」，讓某些錢感覺比較不像真的錢。每個人的大腦都會這樣。',
      },
      example: {
        en: 'When red-envelope money felt like "free money" to An, that was mental accounting.',
        'zh-TW': '小安覺得紅包是「白來的錢」，就是心理帳戶在作怪。',
      },
    },
    {
      id: 'money-plan',
      term: { en: 'money plan', 'zh-TW': '用錢計畫' },
      definition: {
        en: 'Deciding ahead of time what each part of your money is for.',
        'zh-TW': '事先決定好，每一部分的錢要拿來做什麼。',
      },
      example: {
        en: "An's money plan: 150 coins to save, 100 to spend, and 50 to share.",
        'zh-TW': '小安的用錢計畫：NT$150 存起來、NT$100 花用、NT$50 分享。',
      },
    },
    {
      id: 'share',
      term: { en: 'share', 'zh-TW': '分享' },
      definition: {
        en: 'Using part of your money to give to others or help them.',
        'zh-TW': '用一部分的錢送給別人，或幫助別人。',
      },
      example: {
        en: 'An will share 50 coins by buying a gift for her little cousin.',
        'zh-TW': '小安要拿 NT$50 來分享，幫小表妹買一份禮物。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'real-money-because',
      stem: {
        en: 'Red-envelope money is real money, because…',
        'zh-TW': '紅包錢也是真的錢，因為……',
      },
      examples: [
        {
          en: 'Red-envelope money is real money, because it buys just as much as my allowance.',
          'zh-TW': '紅包錢也是真的錢，因為它能買的東西，跟零用錢一樣多。',
        },
      ],
    },
    {
      id: 'my-money-plan',
      stem: {
        en: 'My money plan for gift money is… to save, … to spend, and … to share.',
        'zh-TW': '我收到的錢，用錢計畫是：……存起來、……花用、……分享。',
      },
      examples: [
        {
          en: 'My money plan for gift money is 150 coins to save, 100 to spend, and 50 to share.',
          'zh-TW': '我收到的錢，用錢計畫是：NT$150 存起來、NT$100 花用、NT$50 分享。',
        },
        {
          en: 'My money plan for gift money is half to save, some to spend, and a little to share.',
          'zh-TW': '我收到的錢，用錢計畫是：一半存起來、一些花用、一點點分享。',
        },
      ],
    },
    {
      id: 'free-money-feeling',
      stem: {
        en: 'When mental accounting makes money feel "free", I can ask…',
        'zh-TW': '當心理帳戶讓一筆錢感覺像「白來的」，我可以問自己……',
      },
      examples: [
        {
          en: 'When mental accounting makes money feel "free", I can ask how many weeks of allowance it is.',
          'zh-TW': '當心理帳戶讓一筆錢感覺像「白來的」，我可以問自己：這等於我幾個星期的零用錢？',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: "Jay's cousin gets 200 coins in a birthday card from her aunt. She is excited. What is a good first step?",
        'zh-TW': '阿哲的表姊生日時，收到阿姨送的 NT$200，好開心。她第一步最好怎麼做？',
      },
      options: [
        {
          en: 'Spend it all on treats today, since birthday money is just for fun.',
          'zh-TW': '今天就全部拿去買零食，反正生日的錢本來就是拿來玩的。',
        },
        {
          en: 'Put it in a drawer and never count it, since it is only a gift and not really hers.',
          'zh-TW': '收進抽屜、不用去算，反正只是禮物，不算她自己的錢。',
        },
        {
          en: 'Spend it on anything at all, because gift money does not count.',
          'zh-TW': '想買什麼就買什麼，因為送的錢不算數。',
        },
        {
          en: 'Make a plan for it, just as she would for her allowance.',
          'zh-TW': '像對零用錢一樣，先幫它做個計畫。',
        },
      ],
      correctAnswer: 3,
      feedback: {
        en: 'Birthday money is real money. It buys as much as allowance, so it deserves a plan too: some to save, some to spend, some to share. Rushing it or forgetting it are both the "free money" feeling.',
        'zh-TW':
          '生日收到的錢也是真的錢，能買的東西跟零用錢一樣多，所以也要有計畫：一些存、一些花、一些分享。急著花掉或丟著不管，都是「白來的錢」的感覺在作怪。',
      },
      hintCycle: [
        {
          en: 'Would 200 coins of allowance need a plan? Is this 200 any different?',
          'zh-TW': 'NT$200 的零用錢需要計畫嗎？那這 NT$200 有什麼不一樣？',
        },
        {
          en: 'Some think gift money "does not count" or is "just for fun", so it can go fast. But a coin buys the same, wherever it comes from.',
          'zh-TW': '有人以為送的錢「不算數」，或「本來就是拿來玩的」，可以一下子花光。可是不管錢從哪裡來，能買的東西都一樣。',
        },
        {
          en: 'The answer: make a plan for it, just as for allowance. Gift money is real money.',
          'zh-TW': '答案是：像對零用錢一樣，先幫它做個計畫。收到的錢也是真的錢。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: "Leo has 100 coins from a red envelope and 100 coins from his lemonade stand. True or false: at Grandma Lin's shop, the red-envelope coins buy less than the stand coins.",
        'zh-TW': '阿力有 NT$100 是紅包錢，還有 NT$100 是擺檸檬汁攤賺的。是非題：在林奶奶的店裡，紅包錢能買的東西比擺攤賺的錢少。',
      },
      correctAnswer: false,
      feedback: {
        en: 'False. A coin is a coin. Both 100s buy exactly the same things, like a 45-coin notebook and a 30-coin sticker sheet. Leo worked for one and got the other as a gift, but both deserve the same care.',
        'zh-TW':
          '錯。錢就是錢。兩個 NT$100 能買的東西完全一樣，例如一本 NT$45 的筆記本加一張 NT$30 的貼紙。一筆是辛苦賺的，一筆是別人送的，但都值得一樣好好珍惜。',
      },
      hintCycle: [
        {
          en: 'Does Grandma Lin ask where a coin came from before she sells you a notebook?',
          'zh-TW': '林奶奶賣你筆記本之前，會問你的錢是從哪裡來的嗎？',
        },
        {
          en: 'Some think money you worked for is worth more than money you were given. It may feel that way, but it buys the same.',
          'zh-TW': '有人以為辛苦賺來的錢，比別人送的錢更值錢。感覺上也許是這樣，但能買的東西一樣多。',
        },
        {
          en: 'The answer is false. Red-envelope coins and stand coins buy the same things. Only the feeling is different.',
          'zh-TW': '答案是「錯」。紅包錢和擺攤賺的錢，能買的東西一樣，只是感覺不一樣。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Which of these are good plans for red-envelope money? Pick all that are right.',
        'zh-TW': '下面哪些是處理紅包錢的好計畫？（可以選好幾個）',
      },
      options: [
        {
          en: 'Mei and her mom agree: save part, spend part, share part.',
          'zh-TW': '小美和媽媽說好：一部分存、一部分花、一部分分享。',
        },
        {
          en: 'Spend it all tonight, since it was never "real" money anyway.',
          'zh-TW': '今天晚上全部花光，反正本來就不是「真的」錢。',
        },
        {
          en: "Jay's family saves part for him, and Jay plans the rest.",
          'zh-TW': '阿哲家幫他把一部分存起來，剩下的由阿哲自己做計畫。',
        },
        {
          en: 'Hide it in a drawer and forget it, since gift money does not count.',
          'zh-TW': '塞進抽屜就忘了它，因為送的錢不算數。',
        },
        {
          en: 'Leo adds it to the plan he already has for his stand money.',
          'zh-TW': '阿力把紅包錢加進他原本替擺攤收入做的計畫裡。',
        },
      ],
      correctAnswer: [0, 2, 4],
      feedback: {
        en: 'Good plans treat red-envelope money like any other money: save some, spend some, share some, or add it to a plan you have. Families may split it in different ways. Spending it all at once or forgetting it is the "free money" feeling.',
        'zh-TW':
          '好計畫會把紅包錢當成一般的錢：存一些、花一些、分享一些，或加進原本的計畫裡。每個家庭分配的方式可以不一樣。一次花光或丟著忘記，都是「白來的錢」的感覺在作怪。',
      },
      hintCycle: [
        {
          en: 'Which choices give the money a job, the way you would plan your allowance?',
          'zh-TW': '哪些做法有幫這筆錢安排「工作」，就像規劃零用錢一樣？',
        },
        {
          en: 'Some think gift money is not "real", so it can be blown or forgotten. Both skip the plan.',
          'zh-TW': '有人以為送的錢不是「真的」錢，所以可以亂花或丟著不管。這兩種都沒有計畫。',
        },
        {
          en: "The answers: Mei's save-spend-share plan, Jay's family savings plus his own plan, and Leo adding it to his plan.",
          'zh-TW': '答案是：小美的「存、花、分享」計畫、阿哲家幫忙存一部分再讓他自己規劃，還有阿力把它加進原本的計畫。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: "Mei's allowance is 50 coins every Monday. At Lunar New Year, she gets 200 coins in red envelopes. That is as much as ______ weeks of her allowance.",
        'zh-TW': '小美的零用錢是每週一 NT$50。過年時，她收到 NT$200 的紅包，等於她______個星期的零用錢。',
      },
      acceptedAnswers: {
        en: ['4', 'four', '4 weeks', 'four weeks'],
        'zh-TW': ['4', '四', '4 個星期', '4個星期', '四個星期'],
      },
      feedback: {
        en: '200 ÷ 50 = 4. Her red envelopes are worth 4 weeks of allowance, so they deserve a plan, just like 4 weeks of allowance would.',
        'zh-TW': '200 ÷ 50 = 4。她的紅包等於 4 個星期的零用錢，所以也值得好好計畫，就像 4 個星期的零用錢一樣。',
      },
      hintCycle: [
        {
          en: 'How many 50s fit into 200?',
          'zh-TW': '200 裡面有幾個 50？',
        },
        {
          en: 'Some take away instead: 200 − 50. To find how many weeks, share 200 into groups of 50.',
          'zh-TW': '有人會用減的：200 − 50。要算幾個星期，應該把 200 分成一組一組的 50。',
        },
        {
          en: 'The answer is 4. 200 ÷ 50 = 4 weeks of allowance: real money, worth a real plan.',
          'zh-TW': '答案是 4。200 ÷ 50 = 4，等於 4 個星期的零用錢：是真的錢，值得好好計畫。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: 'Give gift money a ______, just like allowance: part to save, part to spend, part to share.',
        'zh-TW': '收到紅包，也要像零用錢一樣，幫它做個______：一部分存、一部分花、一部分分享。',
      },
      acceptedAnswers: {
        en: ['plan', 'money plan', 'budget', 'spending plan'],
        'zh-TW': ['計畫', '計劃', '規劃', '預算', '用錢計畫'],
      },
      feedback: {
        en: 'A plan gives every coin a job before the "free money" feeling can rush it away. How to split it is your family\'s choice.',
        'zh-TW': '先做計畫，每一塊錢都有任務，「白來的錢」的感覺就沒辦法催你亂花。怎麼分配，可以跟家人一起決定。',
      },
      hintCycle: [
        {
          en: 'What did An and her dad make at the night market?',
          'zh-TW': '小安和爸爸在夜市訂了什麼？',
        },
        {
          en: 'It is not "spend it fast" or "hide it away". It is deciding ahead what each part is for.',
          'zh-TW': '不是「趕快花掉」，也不是「藏起來不管」，而是事先決定每一部分要做什麼。',
        },
        {
          en: 'The answer is "plan" (a money plan or budget). It works for gift money just like for allowance.',
          'zh-TW': '答案是「計畫」（也可以說「規劃」或「預算」）。收到的錢，跟零用錢一樣需要計畫。',
        },
      ],
    },
  ],
  reflection: {
    id: 'my-gift-money-plan',
    question: {
      en: 'Imagine you get some gift money, like a red envelope. If you plan it with your family, how would you split it between saving, spending and sharing? Why?',
      'zh-TW': '想像你收到一筆錢，像是紅包。如果跟家人一起討論，你想怎麼分配在存錢、花用和分享上？為什麼？',
    },
    placeholder: {
      en: 'If I got gift money, I would save… spend… and share… because…',
      'zh-TW': '如果我收到紅包，我想存……、花……、分享……，因為……',
    },
  },
} satisfies ClassicBody;

export default body;
