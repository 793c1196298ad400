import type { ClassicBody } from '../schema/module-body';

/**
 * M47 · Decision Forest: "Standing Up to Peer Pressure" / 「勇敢面對同儕壓力」.
 * Learning outcome (Grade 4, Spending): explain that peer pressure can push a buying decision, and use
 * kind, firm words to say no: "No thanks, I'm saving for …", suggest a free plan, walk away, and talk
 * to a grown-up.
 * Benchmark, in words: the grade-4 Spending statement that price, the spending choices of others, peer
 * pressure and advertising can influence purchase decisions, with the learner sharing examples; this
 * lesson gives the words to say when peers push. Mind Desert (M93, M123) covered wanting what friends
 * have; here Mei already knows what she wants and practises saying no out loud.
 * Numbers: Mei's allowance is 50 every Monday (cast sheet). She had 50 saved: 50 + 50 = 100 on Monday.
 * Comic book 120 (Grandma Lin's price). On Money Islands a pencil case that changes color costs 90 at the
 * shop by the school gate (the island's own price): 100 − 90 = 10 would be left. Next Monday:
 * 100 + 50 = 150; 150 − 120 = 30 left.
 * Quiz: q1 Leo saves for a stand sign (no numbers); q2 a keychain (no price); q3 squishy toys (no price);
 * q5 An has 100 (her allowance is 100 every Monday, cast sheet), box of 12 color pencils 120 (Grandma Lin's
 * price), on Money Islands a squishy toy costs 50 (the island's own price): 100 − 50 = 50 left,
 * 120 − 50 = 70 more needed; without the toy 120 − 100 = 20 (distractors: 50 left, 20).
 * Facts: none — prices are Grandma Lin's or plainly the island's own.
 */
const body = {
  id: 'M47',
  format: 'classic',
  scenarios: [
    {
      id: 'meis-kind-firm-no',
      title: {
        en: "Mei's Kind, Firm No",
        'zh-TW': '小美溫和又堅定的「不」',
      },
      description: {
        en: 'Four classmates are all buying the same new pencil case. "Come buy one with us!" they say. Mei is saving for something else.',
        'zh-TW': '班上四個同學都要去買同一款新鉛筆盒，一直叫小美「一起去買嘛！」可是小美正在存錢買別的東西。',
      },
      context: {
        en:
          "Mei is saving for a 120-coin comic book at Grandma Lin's shop. " +
          'She has 50 coins saved, and on Monday her 50-coin allowance comes: 50 + 50 = 100. ' +
          'On Tuesday, four classmates talk about a new pencil case. It changes color in the sun! ' +
          'On Money Islands, it costs 90 coins at the shop by the school gate. ' +
          '"We\'re all buying one after school. Come with us!" says Kai. ' +
          "Mei's blue pencil case still works fine. And 100 − 90 = 10, so the comic would be far away. " +
          '"Just buy it! Don\'t you want to match?" Kai asks. ' +
          "Mei's tummy feels tight. She breathes deeply and smiles. " +
          '"No thanks. I\'m saving for a comic." ' +
          '"Come on, just this once!" ' +
          '"My answer is still no. But let\'s play jump rope at lunch. It\'s free!" ' +
          'After school, the others head to the shop. Mei waves and walks to the swings. ' +
          'That night, she tells Dad. "Saying no to friends is hard," he says. "You were kind and firm." ' +
          'On Wednesday, four new pencil cases shine on the desks. At lunch, Kai and two others join her jump rope game. ' +
          'Next Monday, Mei has 100 + 50 = 150 coins. She buys the comic, and 150 − 120 = 30 coins are left. ' +
          'Pip lands on a branch. "Squawk! A kind no is still a no!"',
        'zh-TW':
          '小美正在存錢，想買林奶奶店裡一本 NT$120 的漫畫。' +
          '她本來存了 NT$50。星期一，她拿到 NT$50 零用錢：50 + 50 = 100，現在有 NT$100。' +
          '星期二，班上四個同學都在聊一款新鉛筆盒，一曬到太陽就會變色！' +
          '在理財冒險島上，校門口的文具店一個賣 NT$90。' +
          '小凱說：「我們放學都要去買，你也一起來嘛！」' +
          '小美的藍色鉛筆盒明明還很好用。而且 100 − 90 = 10，買了只剩 NT$10，漫畫就離她好遠了。' +
          '「買啦！你不想跟大家一樣嗎？」小凱又說。' +
          '小美緊張得胃都揪成一團。她深呼吸一口氣，笑著說：「不用了，謝謝。我在存錢買漫畫。」' +
          '「拜託啦，就這一次嘛！」' +
          '「我的答案還是『不要』。不過，中午我們一起跳繩好不好？跳繩不用花錢喔！」' +
          '放學後，其他人往文具店走去。小美揮揮手，自己走去盪鞦韆。' +
          '晚上，她把這件事告訴爸爸。爸爸說：「要跟朋友說不，真的不容易。你很溫和，也很堅定。」' +
          '星期三，四個新鉛筆盒在桌上閃閃發亮。到了中午，小凱和另外兩個同學也跑來一起跳繩。' +
          '下個星期一，小美有 100 + 50 = 150，也就是 NT$150。她買了漫畫，150 − 120 = 30，還剩 NT$30。' +
          '皮皮飛到樹枝上：「嘎！溫和的拒絕，也是拒絕！」',
      },
      thinkingPrompts: [
        {
          en: 'Why do you think it felt hard for Mei to say no to Kai?',
          'zh-TW': '你覺得小美為什麼很難對小凱說「不」？',
        },
        {
          en: 'What if Mei had said yes just so her friends would stop asking? How might she feel next Monday?',
          'zh-TW': '如果小美只是為了讓朋友別再催，就答應去買，下個星期一她可能會有什麼感覺？',
        },
        {
          en: 'Mei said no, then asked her friends to play jump rope. Why might a free plan help a friendship?',
          'zh-TW': '小美說不之後，又邀朋友一起跳繩。為什麼提一個不花錢的點子，對友誼有幫助？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'peer-pressure',
      term: { en: 'peer pressure', 'zh-TW': '同儕壓力' },
      definition: {
        en: 'When people your age push you to do or buy what they do.',
        'zh-TW': '年紀跟你差不多的人，催你跟他們做一樣的事、買一樣的東西。',
      },
      example: {
        en: '"Don\'t you want to match?" Kai asked. That was peer pressure.',
        'zh-TW': '小凱說：「你不想跟大家一樣嗎？」這就是同儕壓力。',
      },
    },
    {
      id: 'peer',
      term: { en: 'peer', 'zh-TW': '同儕' },
      definition: {
        en: 'Someone about your age, like a classmate.',
        'zh-TW': '跟你年紀差不多的人，像是同學。',
      },
      example: {
        en: "Kai and the others in Mei's class are her peers.",
        'zh-TW': '小凱和班上其他同學，都是小美的同儕。',
      },
    },
    {
      id: 'kind-no',
      term: { en: 'kind no', 'zh-TW': '溫和的拒絕' },
      definition: {
        en: 'Saying no in a friendly way, with no mean words.',
        'zh-TW': '用友善的方式說不，不說傷人的話。',
      },
      example: {
        en: '"No thanks. I\'m saving for a comic," Mei said with a smile.',
        'zh-TW': '小美笑著說：「不用了，謝謝。我在存錢買漫畫。」',
      },
    },
    {
      id: 'firm',
      term: { en: 'firm', 'zh-TW': '堅定' },
      definition: {
        en: 'Keeping your answer, even when someone asks again.',
        'zh-TW': '就算別人一問再問，你還是不改變自己的答案。',
      },
      example: {
        en: '"My answer is still no," Mei said. She was firm.',
        'zh-TW': '小美說：「我的答案還是『不要』。」她很堅定。',
      },
    },
    {
      id: 'free-plan',
      term: { en: 'free plan', 'zh-TW': '不花錢的點子' },
      definition: {
        en: 'A fun thing to do with friends that costs nothing.',
        'zh-TW': '跟朋友一起做、又不用花錢的好玩的事。',
      },
      example: {
        en: "Jump rope at lunch was Mei's free plan.",
        'zh-TW': '中午一起跳繩，就是小美想到的不花錢的點子。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'when-i-feel-peer-pressure',
      stem: {
        en: 'When I feel peer pressure to buy something, I can say…',
        'zh-TW': '當我感覺到同儕壓力、被催著買東西時，我可以說……',
      },
      examples: [
        {
          en: 'When I feel peer pressure to buy something, I can say, "No thanks, I\'m saving for a new book."',
          'zh-TW': '當我感覺到同儕壓力、被催著買東西時，我可以說：「不用了，謝謝，我在存錢買新書。」',
        },
        {
          en: 'When I feel peer pressure to buy something, I can say, "Not today. Want to play tag instead?"',
          'zh-TW': '當我感覺到同儕壓力、被催著買東西時，我可以說：「今天先不要。我們去玩鬼抓人好不好？」',
        },
      ],
    },
    {
      id: 'a-free-plan',
      stem: {
        en: 'A free plan I could suggest to my friends is…',
        'zh-TW': '我可以跟朋友提的一個不花錢的點子是……',
      },
      examples: [
        {
          en: 'A free plan I could suggest to my friends is drawing comics together at recess.',
          'zh-TW': '我可以跟朋友提的一個不花錢的點子是：下課一起畫漫畫。',
        },
        {
          en: 'A free plan I could suggest to my friends is a ball game in the park.',
          'zh-TW': '我可以跟朋友提的一個不花錢的點子是：去公園一起打球。',
        },
      ],
    },
    {
      id: 'to-stay-firm',
      stem: {
        en: 'To stay firm when a friend asks again, I…',
        'zh-TW': '朋友再問一次的時候，為了保持堅定，我會……',
      },
      examples: [
        {
          en: 'To stay firm when a friend asks again, I say, "My answer is still no," and walk away.',
          'zh-TW': '朋友再問一次的時候，為了保持堅定，我會說：「我的答案還是『不要』。」然後先走開。',
        },
        {
          en: 'To stay firm when a friend asks again, I tell a grown-up how I feel.',
          'zh-TW': '朋友再問一次的時候，為了保持堅定，我會把心裡的感覺告訴大人。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: 'Leo is saving for a new sign for his stand. After school, his friends say, "We\'re all getting drinks. Come on, don\'t be boring!" Which is a kind, firm no?',
        'zh-TW': '阿力在存錢，想幫檸檬汁攤做一塊新招牌。放學後，朋友說：「我們都要去買飲料，一起來啦，別那麼無聊嘛！」下面哪一個是溫和又堅定的拒絕？',
      },
      options: [
        {
          en: '"OK, fine. I\'ll buy one, so you stop asking me."',
          'zh-TW': '「好啦好啦，我買一杯，你們就別再問了。」',
        },
        {
          en: '"No way. Only boring people waste their money on drinks like that."',
          'zh-TW': '「才不要。只有無聊的人，才會把錢浪費在那種飲料上。」',
        },
        {
          en: '"No thanks, I\'m saving for a sign. Want to shoot hoops?"',
          'zh-TW': '「不用了，謝謝，我在存錢做招牌。要不要去投籃？」',
        },
        {
          en: 'Say "Maybe later," then stay away from them until they forget.',
          'zh-TW': '先說「下次吧」，然後一直躲著他們，等他們忘記這件事。',
        },
      ],
      correctAnswer: 2,
      feedback: {
        en: '"No thanks, I\'m saving for a sign" is friendly and clear, and shooting hoops keeps the fun going for free. Giving in so they stop is not firm. Mean words are not kind. Hiding leaves his friends guessing.',
        'zh-TW': '「不用了，謝謝，我在存錢做招牌」既友善又清楚，再約大家去投籃，不用花錢也能一起玩。為了讓朋友別再問就答應，不算堅定；說難聽的話，不算溫和；躲起來，朋友只能一直猜。',
      },
      hintCycle: [
        {
          en: 'A kind, firm no has two parts. It is friendly, and it stays no. Which answer has both?',
          'zh-TW': '溫和又堅定的拒絕有兩個部分：態度友善，而且答案不改變。哪一個兩樣都有？',
        },
        {
          en: 'Some think saying yes "so they stop" is kind. It is not firm. Others think a firm no has to be mean. It doesn\'t. Hiding is not an answer at all.',
          'zh-TW': '有人以為「答應了他們就不會再問」是一種體貼，可是這樣不堅定；也有人以為堅定就要兇，其實不用。躲起來，更是根本沒有回答。',
        },
        {
          en: 'The answer: "No thanks, I\'m saving for a sign. Want to shoot hoops?" It is kind, clear and offers a free plan.',
          'zh-TW': '答案是：「不用了，謝謝，我在存錢做招牌。要不要去投籃？」友善、清楚，還提了一個不花錢的點子。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'Yu\'s friends smile and say, "Buy the same keychain as us! Then we can all match!" True or false: This is still peer pressure, even though they are friendly.',
        'zh-TW': '小宇的朋友笑著說：「跟我們買一樣的鑰匙圈嘛！這樣大家就一樣了！」是非題：雖然朋友很友善，這還是同儕壓力。',
      },
      correctAnswer: true,
      feedback: {
        en: 'True. Peer pressure is a push from people your age to do or buy what they do. It can come with a smile. A kind, firm no works for friendly pushes too.',
        'zh-TW': '對。同儕壓力，就是年紀差不多的人，推著你跟他們做一樣的事、買一樣的東西。它也可能是笑咪咪的。遇到友善的催促，一樣可以溫和又堅定地拒絕。',
      },
      hintCycle: [
        {
          en: 'What do the friends want Yu to do? Are they his peers?',
          'zh-TW': '朋友想要小宇做什麼？他們是小宇的同儕嗎？',
        },
        {
          en: 'Some think peer pressure comes only from mean kids. But a friendly "Buy it with us!" is a push too.',
          'zh-TW': '有人以為只有兇巴巴的人才會給你同儕壓力。其實，笑著說「跟我們一起買嘛！」也是在推你一把。',
        },
        {
          en: 'The answer is true. A push to buy what your peers buy is peer pressure, smile or no smile.',
          'zh-TW': '答案是「對」。不管笑不笑，被同儕推著買跟他們一樣的東西，就是同儕壓力。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Friends keep asking Jay to buy squishy toys with them. He is saving for a sketchbook. Which moves could help Jay? Pick all that are right.',
        'zh-TW': '朋友一直找阿哲跟他們一起買捏捏樂，可是阿哲在存錢買素描本。下面哪些做法能幫到阿哲？（可以選好幾個）',
      },
      options: [
        {
          en: 'Buy one this time, so his friends will like him more.',
          'zh-TW': '這次先買一個，朋友才會更喜歡他。',
        },
        {
          en: 'Say, "No thanks, I\'m saving for a sketchbook."',
          'zh-TW': '說：「不用了，謝謝，我在存錢買素描本。」',
        },
        {
          en: 'Ask, "Want to draw comics together instead?"',
          'zh-TW': '問他們：「要不要改成一起畫漫畫？」',
        },
        {
          en: 'Borrow coins from a friend, so he can match them.',
          'zh-TW': '跟朋友借錢，這樣就能跟大家一樣了。',
        },
        {
          en: 'Tell his mom how it felt, and ask her for ideas.',
          'zh-TW': '把心裡的感覺告訴媽媽，請她幫忙想辦法。',
        },
      ],
      correctAnswer: [1, 2, 4],
      feedback: {
        en: 'A clear "No thanks," a free plan and talking to a grown-up all help. Buying to be liked does not make real friends. Borrowing for a want means owing coins for something he can wait for.',
        'zh-TW': '清楚地說「不用了，謝謝」、提一個不花錢的點子、找大人聊聊，都有幫助。為了被喜歡而買東西，交不到真正的朋友；為了想要的東西去借錢，就得為一樣可以慢慢等的東西欠錢。',
      },
      hintCycle: [
        {
          en: 'Look for the moves Mei used: her words, her free plan and her talk with Dad.',
          'zh-TW': '找找看小美用過的做法：她說的話、她想到的不花錢點子，還有她跟爸爸說的話。',
        },
        {
          en: 'Buying to be liked is a trap: real friends like you without the toy. Borrowing for a want is a trap too. Three choices are right.',
          'zh-TW': '「買了朋友才會喜歡我」是個陷阱：真正的朋友，不會因為你沒有玩具就不喜歡你。為了想要的東西借錢，也是陷阱。正確的選項有三個。',
        },
        {
          en: 'The answers: say "No thanks, I\'m saving for a sketchbook," suggest drawing together, and tell Mom. Kind, firm, and not alone.',
          'zh-TW': '答案是：說「不用了，謝謝，我在存錢買素描本」、提議一起畫漫畫、告訴媽媽。溫和、堅定，而且有人幫忙。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'When people your age push you to buy what they buy, it is called peer ______.',
        'zh-TW': '年紀跟你差不多的人，一直催你買跟他們一樣的東西，這就叫做同儕______。',
      },
      acceptedAnswers: {
        en: ['pressure'],
        'zh-TW': ['壓力', '施壓'],
      },
      feedback: {
        en: 'It is peer pressure. Naming the push helps you notice it. Then you can choose your own answer.',
        'zh-TW': '這就是同儕壓力。能說出它的名字，就比較容易察覺；察覺到了，就能自己決定怎麼回答。',
      },
      hintCycle: [
        {
          en: 'Think of Kai saying, "Don\'t you want to match?" How did that feel to Mei?',
          'zh-TW': '想想小凱說的：「你不想跟大家一樣嗎？」小美聽了有什麼感覺？',
        },
        {
          en: 'It is not a price or a shop. It is the feeling of being pushed, and it starts with "p".',
          'zh-TW': '不是價錢，也不是商店，而是一種被推著走的感覺。這個詞有兩個字，第二個字是「力」。',
        },
        {
          en: 'The answer is "pressure": peer pressure is a push from people your age.',
          'zh-TW': '答案是「壓力」：同儕壓力，就是來自同年紀的人的催促。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: "An has 100 coins. She is saving for a 120-coin box of 12 color pencils at Grandma Lin's. Her friends say, \"Buy a squishy toy with us!\" On Money Islands, it costs 50 coins. If An gives in, how many more coins will she need for the pencils? ______",
        'zh-TW': '小安有 NT$100，她在存錢買林奶奶店裡 NT$120 的 12 色彩色鉛筆。朋友說：「跟我們一起買捏捏樂嘛！」在理財冒險島上，一個捏捏樂要 NT$50。如果小安跟著買了，要買彩色鉛筆，還差多少錢？還差______',
      },
      acceptedAnswers: {
        en: ['70', 'seventy', '70 coins', 'seventy coins', '70 more', '70 more coins'],
        'zh-TW': ['70', '七十', 'NT$70', '70元', '70 元', '七十元', '70塊', '七十塊'],
      },
      feedback: {
        en: '100 − 50 = 50 coins would be left. The pencils cost 120, so 120 − 50 = 70 more. Without the toy, she would need only 120 − 100 = 20 more.',
        'zh-TW': '100 − 50 = 50，買了只剩 NT$50。彩色鉛筆要 NT$120，120 − 50 = 70，還差 NT$70。如果不買捏捏樂，只差 120 − 100 = 20，也就是 NT$20。',
      },
      hintCycle: [
        {
          en: 'First, how many coins would An have left after the squishy toy?',
          'zh-TW': '先算算看：買了捏捏樂以後，小安還剩多少錢？',
        },
        {
          en: '50 is what is left, not what she needs. And 120 − 100 = 20 forgets the toy. Compare what is left with the 120-coin price.',
          'zh-TW': 'NT$50 是剩下的錢，不是還差的錢；120 − 100 = 20 又忘了算捏捏樂。用剩下的錢，跟 NT$120 的價錢比一比。',
        },
        {
          en: 'The answer is 70. 100 − 50 = 50, and 120 − 50 = 70. One "yes" to friends puts her goal 70 coins away, not 20.',
          'zh-TW': '答案是 70。100 − 50 = 50，120 − 50 = 70。對朋友說一次「好」，目標就從還差 NT$20 變成還差 NT$70。',
        },
      ],
    },
  ],
  reflection: {
    id: 'my-kind-firm-words',
    question: {
      en: 'Think of a time friends wanted you to buy something with them. What kind, firm words could you say next time? What free plan could you suggest?',
      'zh-TW': '想一想，有沒有哪一次，朋友要你跟著他們買東西？下次你可以說哪些溫和又堅定的話？可以提什麼不花錢的點子？',
    },
    placeholder: {
      en: 'One time my friends wanted me to buy… Next time I can say, "…" And we could…',
      'zh-TW': '有一次，朋友要我跟著買……。下次我可以說：「……」我們還可以一起……',
    },
  },
} satisfies ClassicBody;

export default body;
