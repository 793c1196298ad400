import type { ClassicBody } from '../schema/module-body';

/**
 * M32 · Mind Desert: "The Pull of Impulse Buying" / 「小心衝動購物」.
 * Learning outcome (Grade 4, Spending): explain how a seller's display (lights, music, a show) and the
 * sudden "I want it now!" feeling can influence a purchase decision, and use three stop-and-think
 * questions before buying: Do I need it? Did I plan it? Will I still want it tomorrow? Benchmark, in
 * words: the grade-4 Spending statement that price, the spending choices of others, peer pressure and
 * advertising can influence purchase decisions, with the learner sharing an example.
 * Numbers: Leo's stand on a usual Saturday leaves about 140 (cast sheet); tonight 140 are in his pocket.
 * His jar holds 260 for a science book; on Money Islands the book costs 400 (the island's own price):
 * 400 − 260 = 140. On Money Islands the flashing top costs 100 (the island's own price): buying it
 * leaves 140 − 100 = 40 for the jar. Waiting: 260 + 140 = 400, the book.
 * Quiz: q1 Mei has 90 saved, a glow-in-the-dark keychain is 80 (Grandma Lin's price); the other
 * questions have no numbers.
 * Facts: none — the night-market prices are the island's own; the keychain is Grandma Lin's price.
 */
const body = {
  id: 'M32',
  format: 'classic',
  scenarios: [
    {
      id: 'leos-night-market-top',
      title: {
        en: 'Leo and the Flashing Top',
        'zh-TW': '阿力和會發光的陀螺',
      },
      description: {
        en: 'At the night market, a flashing top pulls at Leo. Three quick questions help him choose.',
        'zh-TW': '夜市裡，一顆會發光的陀螺讓阿力好心動。三個小問題，幫他做出選擇。',
      },
      context: {
        en:
          'On Saturday night, Leo walks through the night market with Mom and An. ' +
          'The air smells of grilled corn. ' +
          'After paying for supplies, his stand left him 140 coins today. ' +
          'At home, his jar holds 260 coins for a science book. On Money Islands, the book costs 400 coins. ' +
          "400 − 260 = 140. Tonight's coins would finish it! " +
          'Music starts at a toy stall. A spinning top flashes red and gold. ' +
          'The seller makes it dance on his hand. People cheer. ' +
          'On Money Islands, the top costs 100 coins. ' +
          '"I want it now!" Leo says. His hand is already in his pocket. ' +
          'Mom smiles. "That pull is normal. Grown-ups call it impulse buying. The lights and music make it stronger. ' +
          'Try three stop-and-think questions." ' +
          '"Do I need it? No," Leo says. "Did I plan it? No. Will I still want it tomorrow? I\'m not sure. ' +
          'If I buy it, only 140 − 100 = 40 coins go in my jar." ' +
          '"Then sleep on it," says An. "This stall is here every Saturday." ' +
          'On Sunday, Leo thinks of the top just once. He puts 140 coins in his jar. 260 + 140 = 400. ' +
          'He buys his science book! ' +
          '"Squawk!" says Pip. "Stop, think, then choose!"',
        'zh-TW':
          '星期六晚上，阿力跟媽媽、小安一起逛夜市。燈光閃閃，空氣裡飄著烤玉米的香味。' +
          '今天的檸檬汁攤，扣掉檸檬、糖和杯子，阿力口袋裡還有 NT$140。' +
          '家裡的存錢筒已經存了 NT$260，準備買一本科學書。在理財冒險島上，這本書要 NT$400。' +
          '400 − 260 = 140，今晚的錢剛好可以補齊！' +
          '這時，一個玩具攤響起音樂。一顆陀螺閃著紅色和金色的光，老闆讓它在手掌上轉個不停，旁邊的人都拍手叫好。' +
          '在理財冒險島上，這顆陀螺要 NT$100。' +
          '「我現在就要！」阿力說，手已經伸進口袋了。' +
          '媽媽笑著說：「這種很想買的感覺很正常，大人叫它『衝動購物』。燈光和音樂，會讓這種感覺更強烈。試試三個『停一停』問題吧。」' +
          '阿力說：「我需要它嗎？不需要。我本來有打算買嗎？沒有。明天我還會想要它嗎？不知道。如果買了，140 − 100 = 40，只剩 NT$40 能放進存錢筒。」' +
          '小安說：「那就睡一覺再說吧。這個攤子每個星期六都在。」' +
          '星期天，阿力只想起陀螺一次。他把 NT$140 放進存錢筒，260 + 140 = 400，終於買到科學書了！' +
          '皮皮叫著：「嘎！停一停、想一想，再決定！」',
      },
      thinkingPrompts: [
        {
          en: 'Why do you think the seller plays music and makes the top flash?',
          'zh-TW': '你覺得老闆為什麼要放音樂，還讓陀螺一直閃？',
        },
        {
          en: 'What if Leo still wanted the top the next Saturday? What could he do then?',
          'zh-TW': '如果到了下個星期六，阿力還是很想要那顆陀螺，他可以怎麼做？',
        },
        {
          en: 'Why might it help to have a friend or a grown-up with you when the pull feels strong?',
          'zh-TW': '很想買東西的時候，身邊有朋友或大人陪著，為什麼可能會有幫助？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'impulse-buy',
      term: { en: 'impulse buy', 'zh-TW': '衝動購物' },
      definition: {
        en: 'Buying something suddenly, with no plan and no time to think.',
        'zh-TW': '沒有計畫、也沒想清楚，一時興起就買東西。',
      },
      example: {
        en: 'Buying the flashing top right away would have been an impulse buy.',
        'zh-TW': '如果阿力當場買下發光陀螺，就是衝動購物。',
      },
    },
    {
      id: 'urge',
      term: { en: 'urge', 'zh-TW': '想買的衝動' },
      definition: {
        en: 'A sudden, strong feeling that says, "I want it now!"',
        'zh-TW': '突然冒出來、很強烈的「我現在就要！」的感覺。',
      },
      example: {
        en: "The music and lights made Leo's urge stronger.",
        'zh-TW': '音樂和燈光，讓阿力想買的衝動更強烈。',
      },
    },
    {
      id: 'planned-buy',
      term: { en: 'planned buy', 'zh-TW': '有計畫的購買' },
      definition: {
        en: 'Something you decided to buy before you saw it in the shop.',
        'zh-TW': '還沒在店裡看到之前，就已經決定要買的東西。',
      },
      example: {
        en: 'The science book was a planned buy. Leo saved for it for weeks.',
        'zh-TW': '科學書是有計畫的購買，阿力為它存了好幾個星期的錢。',
      },
    },
    {
      id: 'stop-and-think-questions',
      term: { en: 'stop-and-think questions', 'zh-TW': '停一停問題' },
      definition: {
        en: 'Three questions to ask before you buy: Do I need it? Did I plan it? Will I still want it tomorrow?',
        'zh-TW': '買東西前問自己的三個問題：我需要它嗎？我本來有打算買嗎？明天我還會想要它嗎？',
      },
      example: {
        en: 'Leo asked the stop-and-think questions right at the toy stall.',
        'zh-TW': '阿力就站在玩具攤前，問自己三個停一停問題。',
      },
    },
    {
      id: 'sleep-on-it',
      term: { en: 'sleep on it', 'zh-TW': '睡一覺再說' },
      definition: {
        en: 'Waiting until tomorrow before you decide to buy.',
        'zh-TW': '等到明天，再決定要不要買。',
      },
      example: {
        en: 'Leo slept on it. By Sunday, his urge for the top was small.',
        'zh-TW': '阿力決定睡一覺再說。到了星期天，想買陀螺的衝動已經變得很小。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'when-i-feel-the-urge',
      stem: {
        en: 'When I feel the urge to buy something right now, I can…',
        'zh-TW': '當我有「現在就要買」的衝動時，我可以……',
      },
      examples: [
        {
          en: 'When I feel the urge to buy something right now, I can ask the three stop-and-think questions.',
          'zh-TW': '當我有「現在就要買」的衝動時，我可以先問自己三個停一停問題。',
        },
      ],
    },
    {
      id: 'planned-or-impulse',
      stem: {
        en: 'A planned buy is not an impulse buy, because…',
        'zh-TW': '有計畫的購買跟衝動購物不一樣，因為……',
      },
      examples: [
        {
          en: 'A planned buy is not an impulse buy, because I chose it before I saw it in the shop.',
          'zh-TW': '有計畫的購買跟衝動購物不一樣，因為我在店裡看到它之前，就已經決定好了。',
        },
      ],
    },
    {
      id: 'not-sure-about-tomorrow',
      stem: {
        en: 'If I am not sure I will still want it tomorrow, I will…',
        'zh-TW': '如果我不確定明天還會不會想要，我會……',
      },
      examples: [
        {
          en: 'If I am not sure I will still want it tomorrow, I will sleep on it and keep my coins tonight.',
          'zh-TW': '如果我不確定明天還會不會想要，我會睡一覺再說，今晚先把錢留著。',
        },
        {
          en: 'If I am not sure I will still want it tomorrow, I will walk away and check again another day.',
          'zh-TW': '如果我不確定明天還會不會想要，我會先走開，改天再想一次。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: "Mei has 90 coins saved. At Grandma Lin's shop, she sees a glow-in-the-dark keychain for 80 coins. She did not plan to buy it. She is not sure she will want it tomorrow. What is the best choice?",
        'zh-TW': '小美存了 NT$90。她在林奶奶的店裡看到一個夜光鑰匙圈，要 NT$80。她本來沒打算買，也不確定明天還會不會想要。怎麼做最好？',
      },
      options: [
        {
          en: 'Buy it now, since a strong want means she needs it.',
          'zh-TW': '現在就買，想要的感覺這麼強，代表她需要。',
        },
        {
          en: 'Buy it now, since one small buy does not matter.',
          'zh-TW': '現在就買，反正買一個小東西沒什麼關係。',
        },
        {
          en: 'Sleep on it, then ask the questions again tomorrow.',
          'zh-TW': '睡一覺再說，明天再問自己一次那些問題。',
        },
        {
          en: 'Buy it quickly, before another child takes the last one.',
          'zh-TW': '趕快買下來，免得最後一個被別的小朋友買走。',
        },
      ],
      correctAnswer: 2,
      feedback: {
        en: 'Mei answered "no" and "not sure". Those are signs of an urge, so she can sleep on it. A strong want is not a need, and 80 of her 90 coins is not a small buy. If the keychain is gone tomorrow, she can choose something else.',
        'zh-TW': '小美的回答是「沒打算買」和「不確定」，這是衝動的訊號，所以可以睡一覺再說。想要得很強烈，不代表需要；她存的 NT$90 要花掉 NT$80，也不是小花費。就算明天鑰匙圈賣完了，她也可以再選別的。',
      },
      hintCycle: [
        {
          en: 'Mei already asked two of the stop-and-think questions. What did she answer?',
          'zh-TW': '小美已經問了自己兩個停一停問題。她的回答是什麼？',
        },
        {
          en: 'Some think a strong want means a need. Others fear the last one will be gone. Both are the urge talking.',
          'zh-TW': '有人以為很想要就是需要，也有人怕最後一個被買走。這兩種想法，都是衝動在說話。',
        },
        {
          en: 'The answer: sleep on it, then ask the questions again tomorrow. If she still wants it and it fits her plan, she can buy it then.',
          'zh-TW': '答案是：睡一覺再說，明天再問自己一次。如果她還是想要，也符合她的計畫，到時候再買就好。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'True or false: If a want feels very strong, that shows it is a need.',
        'zh-TW': '是非題：如果想要的感覺非常強烈，就表示那是「需要」。',
      },
      correctAnswer: false,
      feedback: {
        en: 'False. A need is something you really have to have, like food or a pencil for school. A want can feel very strong and still be a want. Leo wanted the top a lot, but he did not need it.',
        'zh-TW': '錯。需要，是真的少不了的東西，像是食物、上學要用的鉛筆。想要的感覺再強烈，也還是「想要」。阿力很想要陀螺，可是他並不需要它。',
      },
      hintCycle: [
        {
          en: 'Think of Leo\'s first question: "Do I need it?" His want was strong. What was his answer?',
          'zh-TW': '想想阿力的第一個問題：「我需要它嗎？」他很想要，可是他的回答是什麼？',
        },
        {
          en: 'Some think a big feeling turns a want into a need. How strong a want feels does not change what it is.',
          'zh-TW': '有人以為感覺夠強烈，想要就會變成需要。其實感覺有多強，並不會改變它是什麼。',
        },
        {
          en: 'The answer is false. A strong want is still a want. Lights and music can make it feel bigger.',
          'zh-TW': '答案是「錯」。很強烈的想要，還是想要；燈光和音樂，只會讓它感覺更大。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: "Leo's cousin sees a light-up water bottle. She asks the stop-and-think questions. Which of her answers are signs she should wait? Pick all that are right.",
        'zh-TW': '阿力的表妹看到一個會發光的水壺，她問了自己停一停問題。下面哪些回答，代表她應該先等一等？（可以選好幾個）',
      },
      options: [
        {
          en: '"I did not plan to buy it."',
          'zh-TW': '「我本來沒打算買。」',
        },
        {
          en: '"I already have a water bottle that works."',
          'zh-TW': '「我已經有一個好好的水壺了。」',
        },
        {
          en: '"I\'m not sure I will still want it tomorrow."',
          'zh-TW': '「我不確定明天還想不想要。」',
        },
        {
          en: '"It is on my list, and I saved for it."',
          'zh-TW': '「它在我的清單上，我也存好錢了。」',
        },
        {
          en: '"My old bottle broke, and I need one for school."',
          'zh-TW': '「我的舊水壺壞了，上學需要用。」',
        },
      ],
      correctAnswer: [0, 1, 2],
      feedback: {
        en: 'Not planned, not needed, not sure about tomorrow: these are signs of an urge, so she can wait. A buy on her list, or a real need for school, is not an impulse buy.',
        'zh-TW': '沒打算買、不需要、不確定明天還想不想要，這些都是衝動的訊號，可以先等一等。寫在清單上的東西，或上學真的需要的東西，就不是衝動購物。',
      },
      hintCycle: [
        {
          en: 'Match each answer to one of the three questions: need, plan, tomorrow.',
          'zh-TW': '把每個回答，對到三個問題中的一個：需不需要、有沒有計畫、明天還想不想要。',
        },
        {
          en: 'Some think every light-up thing is an impulse buy. A planned buy or a real need is not an urge. Look for "no" and "not sure".',
          'zh-TW': '有人以為會發光的東西就是衝動購物。其實有計畫的、真正需要的，都不是衝動。找找「沒有」和「不確定」的回答。',
        },
        {
          en: 'The answers: she did not plan it, she already has one that works, and she is not sure about tomorrow.',
          'zh-TW': '答案是：她本來沒打算買、她已經有好好的水壺、她不確定明天還想不想要。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'Buying something suddenly, with no plan and no time to think, is called an ______ buy.',
        'zh-TW': '沒有計畫、也沒想清楚，一時興起就買東西，叫做______購物。',
      },
      acceptedAnswers: {
        en: ['impulse', 'impulsive', 'unplanned'],
        'zh-TW': ['衝動', '衝動性', '一時衝動', '沒計畫的', '沒有計畫的', '無計畫'],
      },
      feedback: {
        en: 'It is an impulse buy: a sudden buy with no plan. The stop-and-think questions help you catch one.',
        'zh-TW': '這就是衝動購物：沒有計畫、突然就買了。停一停問題可以幫你把它攔下來。',
      },
      hintCycle: [
        {
          en: "Look at this lesson's title.",
          'zh-TW': '看看這一課的標題。',
        },
        {
          en: 'It is not a planned buy. It comes from a sudden urge, and the word starts with "i".',
          'zh-TW': '它不是有計畫的購買，而是突然冒出來的衝動。答案的第一個字是「衝」。',
        },
        {
          en: 'The answer is "impulse": an impulse buy happens fast, before you think.',
          'zh-TW': '答案是「衝動」：衝動購物來得很快，在你想清楚之前就發生了。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: 'Jay\'s classmate wants a flashing pen she just saw. She asks herself: "Do I need it? Did I plan it? Will I still want it ______?"',
        'zh-TW': '阿哲的同學看到一枝會閃光的筆，好想買。她問自己：「我需要它嗎？我本來有打算買嗎？______我還會想要它嗎？」',
      },
      acceptedAnswers: {
        en: ['tomorrow', 'the next day', 'next week', 'in a day', 'in a few days', 'in a week', 'another day', 'later'],
        'zh-TW': ['明天', '隔天', '下星期', '下週', '下禮拜', '過一天', '過幾天', '改天', '以後', '之後'],
      },
      feedback: {
        en: 'The third question is "Will I still want it tomorrow?" An urge often fades by the next day. A real want is still there.',
        'zh-TW': '第三個問題是「明天我還會想要它嗎？」衝動常常睡一覺就變小了；真的想要的東西，明天還是會想要。',
      },
      hintCycle: [
        {
          en: 'The third question is about time.',
          'zh-TW': '第三個問題跟時間有關。',
        },
        {
          en: 'Some think a want you feel right now will stay just as strong. The third question checks another day.',
          'zh-TW': '有人以為現在很想要，以後也會一樣想要。第三個問題，就是要換一天再確認。',
        },
        {
          en: 'The answer is "tomorrow": "Will I still want it tomorrow?" Sleeping on it lets an urge fade.',
          'zh-TW': '答案是「明天」：「明天我還會想要它嗎？」睡一覺再說，衝動就有時間變小。',
        },
      ],
    },
  ],
  reflection: {
    id: 'my-stop-and-think',
    question: {
      en: 'Think of a time you felt "I want it now!" Which stop-and-think question would have helped you most? Why?',
      'zh-TW': '想一想，你有沒有過「我現在就要！」的感覺？哪一個停一停問題最能幫到你？為什麼？',
    },
    placeholder: {
      en: 'I wanted… The question that would help me most is… because…',
      'zh-TW': '我那時候想要……，最能幫到我的問題是……，因為……',
    },
  },
} satisfies ClassicBody;

export default body;
