import type { ClassicBody } from '../schema/module-body';

/**
 * M132 · Mind Desert: "Calm Mind, Better Choices" / 「冷靜下來，選得更好」.
 * Learning outcome (Grade 4, Spending): explain that being hungry, upset or rushed (and a seller's
 * "decide now!") makes a buying decision harder, and use a pause before spending: stop, breathe,
 * think, then choose.
 * The idea: every brain finds choosing harder when it is hungry, upset or rushed; that is normal, not a
 * reason to feel silly. No study is named. The move: stop, breathe (in for 4, out for 4), think, then choose.
 * Numbers: story: Leo has 150 coins with him; on Money Islands goalkeeper gloves cost 400 coins and a
 * toy drone 150 coins (both the island's own prices); he has 250 saved at home → 250 + 150 = 400, goal
 * reached (had he bought the drone: 150 − 150 = 0 to add, still 400 − 250 = 150 short). Breathing: in for
 * 4 counts, out for 4 counts, 3 times; 10 minutes later he is calm. (Not soccer shoes: M118's Leo saves
 * 600 for running shoes.)
 * Quiz: q1 comic book (Grandma Lin's, no price needed); q5 sketchbook 60 (Grandma Lin's), Mei has 40,
 * a 30-coin toy at the school fair (the island's own price) → 40 − 30 = 10 left, 60 − 10 = 50 still
 * needed; without the toy 60 − 40 = 20.
 * Facts: none — all prices are Grandma Lin's or plainly the island's own.
 */
const body = {
  id: 'M132',
  format: 'classic',
  scenarios: [
    {
      id: 'leo-and-the-decide-now-drone',
      title: {
        en: 'Leo and the "Decide Now!" Drone',
        'zh-TW': '阿力和「快決定！」的空拍機',
      },
      description: {
        en: 'A seller wants Leo to decide right now. Leo is hungry, upset and rushed. What will he do?',
        'zh-TW': '攤販要阿力馬上決定。阿力肚子餓、心情差，又被人一直催。他會怎麼做？',
      },
      context: {
        en:
          'On Sunday, Leo and his dad visit the weekend market. Leo has 150 coins in his pocket for new goalkeeper gloves. ' +
          'On Money Islands, the gloves cost 400 coins. He has 250 at home, and 250 + 150 = 400! ' +
          'But this morning, his team lost a game. Leo is upset, and he has not had lunch yet. ' +
          'A seller flies a toy drone over his head. "Only 150 coins! Decide now, or the next kid gets it!" ' +
          'His friend Hao shouts, "Buy it, quick!" ' +
          "Leo's heart beats fast, and he reaches for his coins. Then he stops. He breathes in for 4 and out for 4, three times. " +
          'He thinks, "I am hungry, upset and rushed. This is a hard time to choose." ' +
          '"No, thank you," he says. He walks on and eats the rice ball Dad packed. ' +
          'Ten minutes later, he feels calm. "I play in goal every week. The drone might be fun for just one day." ' +
          'Dad smiles. "Every brain finds choosing harder when it is hungry, upset or rushed." ' +
          'The next day, Mom takes him to buy the gloves with his 400 coins. ' +
          'Pip lands on his shoulder. "Squawk! Stop, breathe, think, then choose!"',
        'zh-TW':
          '星期天，阿力跟爸爸去逛假日市集。他口袋裡有 NT$150，是要存起來買新的守門員手套的。' +
          '在理財冒險島上，一副守門員手套要 NT$400，他家裡已經存了 NT$250。250 + 150 = 400，今天這筆錢一放進去，就存夠了！' +
          '可是今天早上，他的球隊輸了比賽，阿力心情很差，午餐也還沒吃。' +
          '這時候，有個攤販讓一台玩具空拍機在他頭上飛來飛去：「只要 NT$150！現在就決定，不然就被下一個小朋友買走囉！」' +
          '朋友小豪在旁邊喊：「快買啊！」' +
          '阿力的心跳得好快，手伸向口袋裡的錢。可是，他停了下來。' +
          '他吸氣數到 4，吐氣也數到 4，連做 3 次。' +
          '他想：「我現在又餓、心情又差，還被人一直催。這種時候最難做決定。」' +
          '「不用了，謝謝。」他繼續往前走，吃掉爸爸幫他準備的飯糰。' +
          '十分鐘後，他冷靜多了：「我每個星期都要守門，空拍機大概只會玩一天吧。」' +
          '爸爸笑著說：「肚子餓、心情不好、被人催的時候，每個人的腦袋都比較難好好選。」' +
          '第二天，媽媽帶他去買守門員手套，他拿出存好的 NT$400。' +
          '鸚鵡皮皮飛到他的肩膀上：「嘎！停一停、深呼吸、想一想，再做選擇！」',
      },
      thinkingPrompts: [
        {
          en: 'Why do you think the seller said, "Decide now"?',
          'zh-TW': '你覺得攤販為什麼要說「現在就決定」？',
        },
        {
          en: 'What if Leo had bought the drone while he was hungry and upset? How might he feel that evening?',
          'zh-TW': '如果阿力在又餓、心情又差的時候買了空拍機，那天晚上他可能會有什麼感覺？',
        },
        {
          en: 'Why might a rice ball and ten minutes help Leo choose better?',
          'zh-TW': '為什麼吃個飯糰、等十分鐘，能幫阿力選得更好？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'calm',
      term: { en: 'calm', 'zh-TW': '冷靜' },
      definition: {
        en: 'Feeling quiet and steady inside, not rushed or upset.',
        'zh-TW': '心裡安安靜靜、穩穩的，不慌張，也不生氣。',
      },
      example: {
        en: 'After his rice ball, Leo felt calm and could think clearly.',
        'zh-TW': '吃完飯糰，阿力冷靜下來，可以好好想清楚了。',
      },
    },
    {
      id: 'pressure',
      term: { en: 'pressure', 'zh-TW': '壓力' },
      definition: {
        en: 'The push you feel when someone wants you to do something fast.',
        'zh-TW': '別人要你趕快做某件事時，你感覺到的那股推力。',
      },
      example: {
        en: '"Decide now!" put pressure on Leo.',
        'zh-TW': '「現在就決定！」這句話，給了阿力很大的壓力。',
      },
    },
    {
      id: 'pause',
      term: { en: 'pause', 'zh-TW': '暫停' },
      definition: {
        en: 'A short stop before you act.',
        'zh-TW': '在做一件事之前，先停一下。',
      },
      example: {
        en: 'Leo took a pause before he touched his coins.',
        'zh-TW': '阿力在拿出錢之前，先暫停了一下。',
      },
    },
    {
      id: 'deep-breath',
      term: { en: 'deep breath', 'zh-TW': '深呼吸' },
      definition: {
        en: 'Breathing in slowly, then out slowly, to help your body calm down.',
        'zh-TW': '慢慢吸氣，再慢慢吐氣，幫身體平靜下來。',
      },
      example: {
        en: 'For each deep breath, Leo counted to 4 in and to 4 out.',
        'zh-TW': '每次深呼吸，阿力都吸氣數到 4，吐氣也數到 4。',
      },
    },
    {
      id: 'decision',
      term: { en: 'decision', 'zh-TW': '決定' },
      definition: {
        en: 'A choice you make after you think.',
        'zh-TW': '想過之後做出的選擇。',
      },
      example: {
        en: "Leo's calm decision was to keep his coins for his goalkeeper gloves.",
        'zh-TW': '阿力冷靜下來後的決定，是把錢留給守門員手套。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'when-i-feel-pressure',
      stem: {
        en: 'When I feel pressure to buy something fast, I…',
        'zh-TW': '有人給我壓力、要我趕快買東西的時候，我會……',
      },
      examples: [
        {
          en: 'When I feel pressure to buy something fast, I take a pause and say, "Not now, thank you."',
          'zh-TW': '有人給我壓力、要我趕快買東西的時候，我會先暫停一下，說：「現在先不用，謝謝。」',
        },
      ],
    },
    {
      id: 'before-a-money-decision',
      stem: {
        en: 'Before a money decision, I take a deep breath and…',
        'zh-TW': '做跟錢有關的決定之前，我會先深呼吸，然後……',
      },
      examples: [
        {
          en: 'Before a money decision, I take a deep breath and ask myself how I feel right now.',
          'zh-TW': '做跟錢有關的決定之前，我會先深呼吸，然後問問自己：我現在心情怎麼樣？',
        },
        {
          en: 'Before a money decision, I take a deep breath and count to 4 in and to 4 out.',
          'zh-TW': '做跟錢有關的決定之前，我會先深呼吸，吸氣數到 4，吐氣數到 4。',
        },
      ],
    },
    {
      id: 'harder-to-stay-calm',
      stem: {
        en: 'It is harder to stay calm when I am…, so I…',
        'zh-TW': '我在……的時候比較難保持冷靜，所以我會……',
      },
      examples: [
        {
          en: 'It is harder to stay calm when I am hungry, so I eat a snack before I choose.',
          'zh-TW': '我在肚子餓的時候比較難保持冷靜，所以我會先吃點東西，再來選。',
        },
        {
          en: 'It is harder to stay calm when I am upset, so I wait until tomorrow to decide.',
          'zh-TW': '我在心情不好的時候比較難保持冷靜，所以我會等到明天再決定。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: "Jay just had an argument with a friend, and he still feels upset. At Grandma Lin's shop, he wants a comic book right now. What is his best move?",
        'zh-TW': '阿哲剛跟朋友吵了一架，心情還很差。他在林奶奶的店裡，好想馬上買一本漫畫。他現在怎麼做最好？',
      },
      options: [
        {
          en: 'Buy it fast, so the bad feeling goes away sooner.',
          'zh-TW': '趕快買下來，壞心情就會比較快消失。',
        },
        {
          en: 'Buy it, because he has enough coins with him today.',
          'zh-TW': '買下來，因為他今天身上的錢夠。',
        },
        {
          en: 'Stop, breathe slowly, and decide later when he is calm.',
          'zh-TW': '先停下來慢慢呼吸，等冷靜了再決定。',
        },
        {
          en: 'Ask Grandma Lin to let him take it now and pay her next Friday.',
          'zh-TW': '請林奶奶讓他先把漫畫拿走，下星期五再付錢給她。',
        },
      ],
      correctAnswer: 2,
      feedback: {
        en: 'Being upset makes choosing harder. A pause and a few slow breaths let Jay decide when he is calm. A buy that fixes a feeling helps only for a short time. Having the coins is not a reason by itself. And Grandma Lin does not let children pay later for wants.',
        'zh-TW': '心情不好的時候，比較難做出好選擇。先暫停、慢慢呼吸幾次，阿哲就能等冷靜了再決定。用買東西趕走壞心情，只能撐一下子；身上有錢，也不等於就該買。而且林奶奶不會讓小朋友先拿想要的東西、之後再付錢。',
      },
      hintCycle: [
        {
          en: 'How does Jay feel right now? Is this a good time to choose?',
          'zh-TW': '阿哲現在心情怎麼樣？這是做決定的好時機嗎？',
        },
        {
          en: 'Some think a buy will fix a bad feeling, or that paying later makes it OK. Look for the choice that slows him down.',
          'zh-TW': '有人以為買東西可以趕走壞心情，或是晚點付錢就沒關係。找找看哪個做法能讓他慢下來。',
        },
        {
          en: 'The answer: stop, breathe slowly, and decide later when he is calm. A calm mind makes better choices.',
          'zh-TW': '答案是：先停下來慢慢呼吸，等冷靜了再決定。頭腦冷靜，才選得好。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'A seller at the night market says, "Hurry, decide now!" True or false: when a seller rushes you like this, it shows the deal is a good one.',
        'zh-TW': '夜市的攤販說：「快點，現在就決定！」是非題：賣東西的人這樣催你，就表示這筆買賣很划算。',
      },
      correctAnswer: false,
      feedback: {
        en: 'False. Being rushed tells you nothing about the price. It just leaves you less time to think. A good deal still looks good after a pause and a few slow breaths.',
        'zh-TW': '錯。被人催，跟東西划不划算沒有關係，只會讓你沒時間好好想。真的划算的東西，停一停、深呼吸之後，看起來還是一樣划算。',
      },
      hintCycle: [
        {
          en: 'Does hurrying change what the thing is worth?',
          'zh-TW': '被人催一催，東西的價值會改變嗎？',
        },
        {
          en: 'Some think a rush means a bargain. But a rush just leaves less time to think.',
          'zh-TW': '有人以為被催就代表很便宜。其實被催，只是讓你少了想一想的時間。',
        },
        {
          en: 'The answer is false. Being rushed is a reason to pause, not a sign of a good deal.',
          'zh-TW': '答案是「錯」。被人催，是該停下來的信號，不是划算的證明。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Leo\'s cousin is at a toy shop after a long walk, and she is hungry. The clerk says, "Buy it now, or you\'ll miss out!" Which steps help her choose well? Pick all that are right.',
        'zh-TW': '阿力的表妹走了好久的路，來到玩具店，肚子好餓。店員說：「現在不買，等一下就沒了喔！」哪些做法能幫她選得好？（可以選好幾個）',
      },
      options: [
        {
          en: 'Take a few slow, deep breaths first.',
          'zh-TW': '先慢慢深呼吸幾次。',
        },
        {
          en: 'Say, "Not now, thank you," and walk away for a while.',
          'zh-TW': '說「現在先不用，謝謝」，然後先走開一下。',
        },
        {
          en: 'Pay fast, so she does not miss out.',
          'zh-TW': '趕快付錢，免得錯過了。',
        },
        {
          en: 'Think again after a snack, when she feels calm.',
          'zh-TW': '吃點東西、心情平靜後，再想一次。',
        },
        {
          en: 'Let her friend, who keeps saying "Get it!", choose for her.',
          'zh-TW': '讓一直喊「買啦！」的朋友幫她決定。',
        },
      ],
      correctAnswer: [0, 1, 3],
      feedback: {
        en: 'Slow breaths, walking away and a snack all give her a calm mind before she chooses. Paying fast and letting a loud friend decide both skip the "think" step.',
        'zh-TW': '慢慢深呼吸、先走開一下、吃點東西，都能讓她先冷靜下來再選。趕快付錢，或讓一直喊的朋友幫她決定，都跳過了「想一想」這一步。',
      },
      hintCycle: [
        {
          en: 'Which steps slow things down?',
          'zh-TW': '哪些做法能讓事情慢下來？',
        },
        {
          en: 'Some think the fastest choice is the safest. Paying fast, or letting a loud friend decide, skips "think".',
          'zh-TW': '有人以為越快決定越好。可是趕快付錢，或讓大聲的朋友幫忙決定，都跳過了「想一想」。',
        },
        {
          en: 'The answer: slow breaths, "Not now, thank you," and a snack before she thinks again. Each one gives her a calm mind.',
          'zh-TW': '答案是：慢慢深呼吸、說「現在先不用，謝謝」、吃點東西再想一次。每一個都能讓她冷靜下來。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: "Leo's calm move has four steps: stop, ______, think, then choose.",
        'zh-TW': '阿力冷靜下來的做法有四個步驟：停一停、______、想一想，再做選擇。',
      },
      acceptedAnswers: {
        en: [
          'breathe',
          'breath',
          'take a breath',
          'take a deep breath',
          'breathe deeply',
          'breathe slowly',
          'deep breath',
          'deep breaths',
          'take deep breaths',
          'take slow breaths',
          'breathe in and out',
        ],
        'zh-TW': ['深呼吸', '呼吸', '慢慢呼吸', '吸一口氣', '深吸一口氣', '做深呼吸', '深呼吸一下', '慢慢深呼吸', '吸氣吐氣'],
      },
      feedback: {
        en: 'Stop, breathe, think, then choose. Slow breaths calm your body, so your brain can think.',
        'zh-TW': '停一停、深呼吸、想一想，再做選擇。慢慢呼吸能讓身體平靜下來，腦袋才能好好想。',
      },
      hintCycle: [
        {
          en: 'What did Leo do right after he stopped?',
          'zh-TW': '阿力停下來之後，馬上做了什麼？',
        },
        {
          en: 'It is not "wait" or "pay". It is something you do in for 4 and out for 4.',
          'zh-TW': '不是「等一等」，也不是「付錢」。是吸氣數到 4、吐氣數到 4 的那件事。',
        },
        {
          en: 'The answer is "breathe": stop, breathe, think, then choose.',
          'zh-TW': '答案是「深呼吸」：停一停、深呼吸、想一想，再做選擇。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: "Mei is saving for a sketchbook at Grandma Lin's (60 coins). She has 40 coins. At the school fair, a seller rushes her to buy a 30-coin toy. If she buys it, she will still need ______ coins for the sketchbook.",
        'zh-TW': '小美在存錢買林奶奶店裡的素描本，要 NT$60，她現在有 NT$40。在學校園遊會上，有個攤販一直催她買一個 NT$30 的玩具。如果她買了，還要再存______元，才買得到素描本。',
      },
      acceptedAnswers: {
        en: ['50', 'fifty', '50 coins', 'fifty coins'],
        'zh-TW': ['50', '五十', 'NT$50', '50元', '50 元', '五十元'],
      },
      feedback: {
        en: '40 − 30 = 10 coins would be left. 60 − 10 = 50, so she would still need 50 coins. If she pauses and keeps her coins, she needs only 60 − 40 = 20.',
        'zh-TW': '40 − 30 = 10，買了玩具只剩 NT$10。60 − 10 = 50，還要再存 NT$50。如果她先暫停、把錢留著，只差 60 − 40 = 20，也就是 NT$20。',
      },
      hintCycle: [
        {
          en: 'First find what she has left after the toy.',
          'zh-TW': '先算算看：買了玩具之後，她還剩多少錢？',
        },
        {
          en: 'Do not stop at 10: that is what she has left, not what she still needs. Now take 10 away from 60.',
          'zh-TW': '別停在 10：那是她剩下的錢，不是還差的錢。接著用 60 減掉 10。',
        },
        {
          en: 'The answer is 50. 60 − 10 = 50. A rushed buy can push a goal further away.',
          'zh-TW': '答案是 50。60 − 10 = 50。被催著買東西，可能會讓目標離得更遠。',
        },
      ],
    },
  ],
  reflection: {
    id: 'my-calm-move',
    question: {
      en: 'Think of a time you felt rushed, hungry or upset and wanted to buy something. What could help you calm down before you choose?',
      'zh-TW': '想一想，你有沒有在很趕、肚子餓或心情不好的時候，很想買東西？下次可以怎麼先讓自己冷靜下來，再做選擇？',
    },
    placeholder: {
      en: 'One time I felt… Next time, before I choose, I will…',
      'zh-TW': '有一次，我覺得……下次做選擇之前，我會先……',
    },
  },
} satisfies ClassicBody;

export default body;
