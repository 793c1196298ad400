import type { ClassicBody } from '../schema/module-body';

/**
 * M78 · Brand Reef, lesson 2: "How Ads Catch Your Eye" / 「廣告怎麼吸引你」.
 * Learning outcome (Grade 8, Spending): identify the tools ads use to catch attention (a catchy song,
 * smiling faces, bright colors, "everyone has it", a free gift) and ask what the ad does not say.
 * Benchmark, in words: the grade-8 Spending statements on how advertising is designed to influence buying
 * decisions, and on finding the information a buyer needs before deciding.
 * Not Mind Desert's lessons: those looked at the pulls inside your head (a craze M123, "free" M121, "only a
 * few left" M122); this lesson names the ad's own tools and the question "What does the ad not say?".
 * zh-TW words: ad trick / tool = 招數 (the catalogue's word), free gift = 贈品, misleading = 誤導,
 * catchy song = 洗腦歌 (Taiwanese children's word for a song that sticks).
 * Brand names are invented and plainly so: Star Slime.
 * Numbers: Mei's allowance is 50 every Monday (cast sheet); she has saved 100. On Money Islands a box of
 * Star Slime costs 120 (the island's own price): 120 − 100 = 20 short. Days: Tuesday the TV ad, Wednesday
 * Ms. Chen's class, Saturday the toy shop with her dad. She does not buy; her 100 stays saved.
 * Quiz: q1, q2, q3 no numbers; q5 on Money Islands a jump rope costs 150 (the island's own price), Leo's
 * cousin has saved 90 → 150 − 90 = 60 more.
 * Facts:
 * - In Taiwan, ads must not be false or misleading; that is the law (story: Ms. Chen; term "misleading")
 *   — Fair Trade Act art. 21 (公平交易法第 21 條), 2025
 */
const body = {
  id: 'M78',
  format: 'classic',
  scenarios: [
    {
      id: 'meis-star-slime-song',
      title: {
        en: 'The Song Mei Could Not Stop Humming',
        'zh-TW': '小美停不下來的那首歌',
      },
      description: {
        en: "A TV ad gets stuck in Mei's head all week. What did the ad show, and what did it leave out?",
        'zh-TW': '一支電視廣告在小美腦袋裡轉了一整個星期。廣告給她看了什麼？又漏掉了什麼？',
      },
      context: {
        en:
          'At Brand Reef, a fish flashes pink, then gold. "It wants us to look!" Mei laughs. "Squawk! Ads do that too," says Pip. ' +
          "Mei's allowance is 50 coins every Monday. She has saved 100 coins. " +
          'On Tuesday, a TV ad shows kids with big smiles squishing bright pink Star Slime. ' +
          'A song goes, "Squish, squish, Star Slime!" A voice says, "Everyone has one! Free glitter pen inside!" ' +
          'Mei hums the song all week. ' +
          'On Wednesday, Mei asks Ms. Chen, "Why is everyone in ads smiling so much?" ' +
          '"Smiles are a tool to catch your eye," says Ms. Chen. "So are songs, bright colors, \'everyone has it\' and free gifts. ' +
          'Name the tool. Then ask: what does the ad not say?" ' +
          'She adds, "In Taiwan, the law says ads must not be false or misleading. But even a true ad shows only its best parts." ' +
          'On Saturday, Mei sees Star Slime at a toy shop with her dad. On Money Islands, it costs 120 coins. ' +
          'The pot is as small as her fist. The ad never said any of this. 120 − 100 = 20, so she is 20 coins short. ' +
          '"I love the song," Mei says. "But do I want the slime?" Not really. ' +
          'She walks home humming, with her 100 coins still saved.',
        'zh-TW':
          '在品牌珊瑚礁，一條小魚一下閃粉紅色，一下閃金色。小美笑著說：「牠想要我們一直看牠！」皮皮說：「嘎！廣告也會這樣喔。」' +
          '小美的零用錢是每週一 NT$50，她已經存了 NT$100。' +
          '星期二，電視上出現一支廣告：一群小朋友笑得好開心，手裡捏著亮粉紅色的「星星史萊姆」。' +
          '歌聲唱著：「捏捏捏，星星史萊姆！」旁白說：「大家都有喔！裡面還送亮片筆！」小美整個星期都在哼那首歌。' +
          '星期三，小美問陳老師：「為什麼廣告裡的人都笑得那麼開心？」' +
          '陳老師說：「笑臉是吸引你注意的招數。洗腦歌、鮮豔的顏色、『大家都有』和贈品，也都是。' +
          '先說出它用了哪一種招數，再問自己：廣告沒說的是什麼？」' +
          '她又說：「在台灣，法律規定廣告不可以說假話，也不可以誤導別人。可是就算廣告說的都是真的，也只會讓你看到最好的一面。」' +
          '星期六，小美跟爸爸在玩具店看到星星史萊姆。在理財冒險島上，一盒要 NT$120；' +
          '罐子只有她的拳頭那麼大。這些，廣告裡都沒說。120 − 100 = 20，她還差 NT$20。' +
          '小美想了想：「我很喜歡那首歌，可是我真的想要史萊姆嗎？」好像沒有。' +
          '她哼著歌走回家，NT$100 還好好地存著。',
      },
      thinkingPrompts: [
        {
          en: 'Why do you think the ad used a song that is so easy to hum?',
          'zh-TW': '你覺得廣告為什麼要用一首這麼好哼的歌？',
        },
        {
          en: 'What if the ad had shown the price and the small pot? Would Mei have wanted it as much? Why?',
          'zh-TW': '如果廣告一開始就說出價錢，也讓大家看到罐子有多小，小美還會那麼想要嗎？為什麼？',
        },
        {
          en: 'Mei found out she liked the song more than the slime. How can you tell the two apart for yourself?',
          'zh-TW': '小美發現，她喜歡的是那首歌，不是史萊姆。你要怎麼分辨自己喜歡的是廣告，還是東西本身？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'ad',
      term: { en: 'ad', 'zh-TW': '廣告' },
      definition: {
        en: 'A message made by a seller to make you want to buy something.',
        'zh-TW': '賣東西的人做出來，讓你想買東西的訊息。',
      },
      example: {
        en: 'The Star Slime ad came on TV on Tuesday evening.',
        'zh-TW': '星期二晚上，電視上播了星星史萊姆的廣告。',
      },
    },
    {
      id: 'ad-trick',
      term: { en: 'ad trick', 'zh-TW': '廣告招數' },
      definition: {
        en: 'A tool an ad uses to catch your eye, like a smile or a bright color.',
        'zh-TW': '廣告用來吸引你注意的方法，像是笑臉或鮮豔的顏色。',
      },
      example: {
        en: '"Everyone has one!" is an ad trick. It makes you feel left out.',
        'zh-TW': '「大家都有喔！」就是一種廣告招數，會讓你覺得好像只有自己沒有。',
      },
    },
    {
      id: 'catchy-song',
      term: { en: 'catchy song', 'zh-TW': '洗腦歌' },
      definition: {
        en: 'A short song that sticks in your head after you hear it once or twice.',
        'zh-TW': '聽一兩次就一直在腦袋裡轉、忘不掉的短短歌曲。',
      },
      example: {
        en: '"Squish, squish, Star Slime!" was a catchy song. Mei hummed it all week.',
        'zh-TW': '「捏捏捏，星星史萊姆！」就是一首洗腦歌，小美哼了一整個星期。',
      },
    },
    {
      id: 'free-gift',
      term: { en: 'free gift', 'zh-TW': '贈品' },
      definition: {
        en: 'A small extra thing that comes with what you buy.',
        'zh-TW': '買東西時，另外附送的小東西。',
      },
      example: {
        en: 'The free gift in the Star Slime box was a tiny glitter pen.',
        'zh-TW': '星星史萊姆盒子裡的贈品，是一枝小小的亮片筆。',
      },
    },
    {
      id: 'misleading',
      term: { en: 'misleading', 'zh-TW': '誤導' },
      definition: {
        en: 'Making people believe something that is not true.',
        'zh-TW': '讓人相信一件不是真的事情。',
      },
      example: {
        en: 'In Taiwan, ads must not be false or misleading.',
        'zh-TW': '在台灣，廣告不可以說假話，也不可以誤導別人。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'an-ad-trick-i-notice',
      stem: {
        en: 'One ad trick I notice a lot is…',
        'zh-TW': '我常常注意到的一種廣告招數是……',
      },
      examples: [
        {
          en: 'One ad trick I notice a lot is a catchy song. I hum it even when I do not want the thing.',
          'zh-TW': '我常常注意到的一種廣告招數是洗腦歌。就算我不想要那樣東西，還是會一直哼。',
        },
        {
          en: 'One ad trick I notice a lot is smiling faces. They make a toy look like more fun than it is.',
          'zh-TW': '我常常注意到的一種廣告招數是笑臉，讓玩具看起來比實際上更好玩。',
        },
      ],
    },
    {
      id: 'what-the-ad-does-not-say',
      stem: {
        en: 'When I see an ad, I ask what it does not say, like…',
        'zh-TW': '看到廣告的時候，我會問它沒說什麼，例如……',
      },
      examples: [
        {
          en: 'When I see an ad, I ask what it does not say, like the price or how big it really is.',
          'zh-TW': '看到廣告的時候，我會問它沒說什麼，例如價錢，或是實際上有多大。',
        },
      ],
    },
    {
      id: 'a-free-gift-can',
      stem: {
        en: 'A free gift can make me…',
        'zh-TW': '贈品可能會讓我……',
      },
      examples: [
        {
          en: 'A free gift can make me look at an ad longer. But I still ask if I want the main thing.',
          'zh-TW': '贈品可能會讓我多看廣告幾眼。但我還是會問自己：我真的想要主要的那樣東西嗎？',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: 'An ad for a water gun shows kids laughing in the sun while a song plays. It says, "Free stickers inside!" Which question helps Leo most before he decides?',
        'zh-TW': '一支水槍的廣告裡，小朋友在大太陽下笑得好開心，還配上一首歌，最後說：「裡面還送貼紙！」阿力決定要不要買之前，問自己哪個問題最有幫助？',
      },
      options: [
        {
          en: 'Which kid in the ad looks like they are having the most fun?',
          'zh-TW': '廣告裡哪個小朋友看起來玩得最開心？',
        },
        {
          en: 'How many free stickers come in the box with the water gun?',
          'zh-TW': '水槍的盒子裡，一共送幾張貼紙？',
        },
        {
          en: 'What does the ad not tell me, like the price or the size?',
          'zh-TW': '廣告沒告訴我什麼？例如價錢或大小？',
        },
        {
          en: 'Can I sing the whole song from the start to the end?',
          'zh-TW': '那首歌我能不能從頭唱到尾？',
        },
      ],
      correctAnswer: 2,
      feedback: {
        en: 'Asking what the ad does not tell him, like the price or the size, gives Leo what he needs to decide. Happy kids, a song and free stickers are tools to catch his eye. They do not show if the water gun is worth it.',
        'zh-TW': '問「廣告沒告訴我什麼，例如價錢或大小」，阿力才拿得到做決定需要的資訊。開心的小朋友、歌和送的貼紙，都是吸引他注意的招數，不能告訴他這把水槍值不值得買。',
      },
      hintCycle: [
        {
          en: 'Which question finds something the ad left out?',
          'zh-TW': '哪一個問題，能找出廣告漏掉的事？',
        },
        {
          en: 'Some think happy faces show a toy is fun, or that more free stickers make it a better buy. Those are the ad\'s tools, not facts about the toy.',
          'zh-TW': '有人以為廣告裡的人笑得開心，玩具就一定好玩；也有人以為送越多貼紙越划算。這些都是廣告的招數，不是玩具本身的事實。',
        },
        {
          en: 'The answer: "What does the ad not tell me, like the price or the size?" That question looks past the tools.',
          'zh-TW': '答案是：「廣告沒告訴我什麼？例如價錢或大小？」這個問題能讓你看穿招數。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'True or false: An ad can tell the truth and still leave out something a buyer needs to know, like the price.',
        'zh-TW': '是非題：一支廣告說的都是真話，卻還是可能沒說出買的人需要知道的事，例如價錢。',
      },
      correctAnswer: true,
      feedback: {
        en: 'True. In Taiwan, ads must not be false or misleading. But a true ad still picks what to show, and it shows the best parts. The Star Slime ad never said the price or the size of the pot.',
        'zh-TW': '對。在台灣，廣告不可以說假話或誤導別人；可是就算說的都是真的，廣告還是會挑最好的部分給你看。星星史萊姆的廣告，就沒說價錢，也沒說罐子有多大。',
      },
      hintCycle: [
        {
          en: 'Think of the Star Slime ad. Was anything in it false? Was anything missing?',
          'zh-TW': '想想星星史萊姆的廣告：裡面有說假話嗎？有漏掉什麼嗎？',
        },
        {
          en: 'Some think a true ad tells you everything. But "true" and "the whole story" are not the same.',
          'zh-TW': '有人以為廣告說的是真話，就等於把事情全部說完了。可是「說真話」和「說出全部」不一樣。',
        },
        {
          en: 'The answer is true. An ad can be true and still leave out the price, so you ask what it does not say.',
          'zh-TW': '答案是「對」。廣告可以說的都是真話，卻還是沒說價錢，所以你要問它沒說什麼。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'A juice ad has these parts. Which ones are tools to catch your eye? Pick all that are right.',
        'zh-TW': '一支果汁廣告裡有下面這些內容。哪些是吸引你注意的招數？（可以選好幾個）',
      },
      options: [
        {
          en: 'A happy song you cannot stop humming',
          'zh-TW': '一首讓你一直哼個不停的快樂歌曲',
        },
        {
          en: 'How much juice is in the bottle',
          'zh-TW': '一瓶裡面有多少果汁',
        },
        {
          en: 'Friends smiling and laughing at a beach',
          'zh-TW': '一群朋友在海邊又笑又鬧',
        },
        {
          en: 'Bright orange colors all over the screen',
          'zh-TW': '整個畫面都是鮮豔的橘色',
        },
        {
          en: 'The price of one bottle',
          'zh-TW': '一瓶要多少錢',
        },
      ],
      correctAnswer: [0, 2, 3],
      feedback: {
        en: 'A catchy song, smiling faces and bright colors are tools to catch your eye. How much juice is in the bottle and its price are facts a buyer needs. They are not tricks.',
        'zh-TW': '洗腦歌、笑臉和鮮豔的顏色，都是吸引你注意的招數。一瓶有多少果汁、一瓶要多少錢，是買的人需要知道的資訊，不是招數。',
      },
      hintCycle: [
        {
          en: 'For each part, ask: does it catch my eye, or does it tell me a fact I need?',
          'zh-TW': '每一項都問問看：它是在吸引我注意，還是告訴我需要知道的事？',
        },
        {
          en: 'Some think everything in an ad is a trick. But the amount of juice and the price are useful facts.',
          'zh-TW': '有人以為廣告裡的每樣東西都是招數。可是果汁有多少、要多少錢，都是有用的資訊。',
        },
        {
          en: 'The answers: the song you keep humming, the smiling friends, and the bright orange colors.',
          'zh-TW': '答案是：一直哼個不停的歌、又笑又鬧的朋友，還有鮮豔的橘色畫面。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'Smiling faces, bright colors and a catchy song are tools that ads use to catch your ______.',
        'zh-TW': '笑臉、鮮豔的顏色和洗腦歌，都是廣告用來吸引你______的招數。',
      },
      acceptedAnswers: {
        en: ['eye', 'eyes', 'attention', 'interest'],
        'zh-TW': ['注意', '注意力', '目光', '眼光', '視線', '眼睛', '興趣'],
      },
      feedback: {
        en: 'Ads use these tools to catch your eye. Once you name the tool, you can ask what the ad does not say.',
        'zh-TW': '廣告用這些招數來吸引你的注意。說出是哪一種招數，你就能接著問：廣告沒說什麼？',
      },
      hintCycle: [
        {
          en: 'Think of what Ms. Chen said: smiles are a tool to catch your …',
          'zh-TW': '想想陳老師說的話：笑臉是吸引你什麼的招數？',
        },
        {
          en: 'It is not your money yet. First, an ad wants you to look at it.',
          'zh-TW': '廣告一開始要的還不是你的錢，而是要你看它。',
        },
        {
          en: 'The answer is "eye" (or "attention"). These tools make you look, so ask what the ad does not say.',
          'zh-TW': '答案是「注意」（或「目光」）。這些招數讓你看過來，所以要問廣告沒說什麼。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: "A jump-rope ad has a song and a free whistle. It does not say the price. At the shop, on Money Islands, the jump rope costs 150 coins. Leo's cousin has saved 90 coins. He would need ______ more coins.",
        'zh-TW': '一支跳繩廣告有歌，還送一個哨子，可是沒說價錢。到了店裡才知道，在理財冒險島上，這條跳繩要 NT$150。阿力的表弟存了 NT$90，他還差______元。',
      },
      acceptedAnswers: {
        en: ['60', 'sixty', '60 coins', 'sixty coins'],
        'zh-TW': ['60', '六十', 'NT$60', '60元', '60 元', '六十元'],
      },
      feedback: {
        en: '150 − 90 = 60 coins more. The ad did not say the price, so he only found out at the shop. Asking what the ad does not say comes first.',
        'zh-TW': '150 − 90 = 60，還差 NT$60。廣告沒說價錢，他到了店裡才知道。所以看廣告時，要先問它沒說什麼。',
      },
      hintCycle: [
        {
          en: 'What does the jump rope cost, and how much has he saved?',
          'zh-TW': '跳繩要多少錢？他存了多少？',
        },
        {
          en: 'The whistle is free, so it does not change the price. Take what he has away from the price.',
          'zh-TW': '哨子是送的，不會改變價錢。用跳繩的價錢減掉他存的錢。',
        },
        {
          en: 'The answer is 60. 150 − 90 = 60: the price the ad left out.',
          'zh-TW': '答案是 60。150 − 90 = 60；價錢，正是廣告沒說的事。',
        },
      ],
    },
  ],
  reflection: {
    id: 'an-ad-i-remember',
    question: {
      en: 'Think of an ad you remember well. Which tools did it use to catch your eye? What did it not say?',
      'zh-TW': '想一想，你印象很深的一支廣告。它用了哪些招數吸引你？它沒說的是什麼？',
    },
    placeholder: {
      en: 'The ad I remember used… It did not say…',
      'zh-TW': '我記得的那支廣告用了……。它沒說的是……',
    },
  },
} satisfies ClassicBody;

export default body;
