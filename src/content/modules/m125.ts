import type { ClassicBody } from '../schema/module-body';

/**
 * M125 · Mind Desert: "Losing Feels Worse" / 「失去總是比較痛」.
 * Learning outcome (Grade 4, Spending): explain that losing something usually feels bigger than getting
 * the same thing, spot offers that use this feeling ("Don't lose your stamps!"), and decide by asking
 * "If I did not already have it, would I choose it now?" The trick is loss aversion (grown-ups' name,
 * said once: "loss aversion" / 「損失規避」); it is a normal thing every brain does. No study is cited.
 * Numbers: story: Mei's allowance is 50 coins every Monday (cast sheet). She finds 10 coins of her own in
 * an old coat and later loses 10 coins: 50 + 10 − 10 = 50, the same money (en "10 coins", zh-TW one 10 元硬幣). Stamp card (a convenience
 * store's, an island offer): 8 stamps, 10 get a free drink; one stamp per drink of 25 coins, stated as
 * the island's own ("On Money Islands, each stamp needs a 25-coin drink"; M28's bottled-drink price,
 * inside the guide's 20–30 band for a bottle of water): 2 more drinks,
 * 2 × 25 = 50 coins, all her week's allowance, for one free 25-coin drink. She lets the card end, buys
 * a sticker sheet at Grandma Lin's for 30 (her price): 50 − 30 = 20 into her piggy bank.
 * Terms: 10 lost, 10 found; 8 of 10 stamps. Stems: 10 and 10.
 * Quiz: q1 no numbers; q2 Jay finds 10, loses 10: 10 − 10 = 0 change (false: not less money);
 * q3 signs: pencils 10 each (Grandma Lin's pencil price), open 7 to 10, 2 stamps away;
 * q4 no numbers; q5 Jay's cousin (not a cast member), tea-shop card 8 of 10, hand-shaken tea about 60
 * (guide band 50–70): 2 × 60 = 120.
 * Facts: none — all prices are Grandma Lin's or "about" prices from the guide, or the island's own.
 */
const body = {
  id: 'M125',
  format: 'classic',
  scenarios: [
    {
      id: 'meis-lost-coin',
      title: {
        en: 'Mei and the Stamp Card',
        'zh-TW': '小美和集點卡',
      },
      description: {
        en: 'Finding 10 coins felt nice. Losing 10 coins felt awful. Then a stamp card says, "Don\'t lose your stamps!"',
        'zh-TW': '撿到 NT$10 有點開心，掉了 NT$10 卻好難過。這時，集點卡上寫著：「別讓你的點數消失！」',
      },
      context: {
        en:
          'On Monday, Mei gets her 50 coins of allowance. In her old coat, she finds 10 forgotten coins. "Nice!" A quick smile. ' +
          'On Tuesday, she drops 10 coins down a drain. Mei feels bad all afternoon. ' +
          '"50 + 10 − 10 = 50. Same money!" Mei tells Ms. Chen. "So why does losing feel bigger?" ' +
          '"Every brain does that," says Ms. Chen. "Losing often feels bigger than getting the same thing. Grown-ups call it loss aversion." ' +
          'On Wednesday, Mei looks at her convenience store stamp card. It has 8 stamps, and 10 get a free drink. ' +
          'Red words say, "Don\'t lose your stamps! Card ends Sunday!" ' +
          "Mei's tummy sinks, just like on Tuesday. On Money Islands, each stamp needs a 25-coin drink. Two more cost 2 × 25 = 50 coins: her whole week of allowance! " +
          'Then Mei flips the question: "If I had no stamps, would I buy two drinks this week? No. I want stickers more." ' +
          "On Sunday, the card ends. Mei feels a tiny pinch, then it passes. At Grandma Lin's, she buys a 30-coin sticker sheet. " +
          '50 − 30 = 20 coins go into her piggy bank. ' +
          '"Squawk!" says Pip. "If you did not have it already, would you choose it now?"',
        'zh-TW':
          '星期一，小美拿到 NT$50 的零用錢。她在舊外套的口袋裡，摸到一枚忘了拿出來的 10 元硬幣。「太好了！」她開心了一下下。' +
          '星期二，她一不小心，一枚 10 元硬幣掉進了水溝。小美整個下午都悶悶不樂。' +
          '「50 + 10 − 10 = 50，錢明明一樣多！」小美跟陳老師說，「為什麼掉錢的感覺比較重？」' +
          '陳老師點點頭：「每個人的大腦都會這樣。失去一樣東西的感覺，常常比得到同樣的東西更強烈。大人把這叫做『損失規避』。」' +
          '星期三，小美拿出便利商店的集點卡。卡上有 8 點，集滿 10 點可以換一瓶飲料。' +
          '卡片上印著紅字：「別讓你的點數消失！星期日到期！」' +
          '小美的心一沉，就跟星期二掉錢時一樣。在理財冒險島上，買一瓶 NT$25 的飲料才能蓋一點。還要再買兩瓶，2 × 25 = 50，要花 NT$50，等於她一整個星期的零用錢！' +
          '接著，小美把問題反過來問自己：「如果我一點都沒有，這星期我會花錢買兩瓶飲料嗎？不會，我比較想買貼紙。」' +
          '星期日，集點卡到期了。小美心裡小小揪了一下，很快就過去了。她到林奶奶的店裡，買了一張 NT$30 的貼紙，' +
          '50 − 30 = 20，剩下的 NT$20 放進存錢筒。' +
          '皮皮抖抖羽毛：「嘎！問問自己：如果本來沒有它，我現在還會選它嗎？」',
      },
      thinkingPrompts: [
        {
          en: 'Why do you think losing 10 coins bothered Mei more than finding 10 coins made her happy?',
          'zh-TW': '你覺得為什麼掉了 NT$10 讓小美很難過，撿到 NT$10 卻只開心一下下？',
        },
        {
          en: 'The card said, "Don\'t lose your stamps!" Why might a shop pick the word "lose"?',
          'zh-TW': '集點卡上寫著「別讓你的點數消失！」店家為什麼要用「消失」這種字眼？',
        },
        {
          en: 'What if Mei really wanted two drinks this week anyway? Would filling the card be a good choice then? Why?',
          'zh-TW': '如果小美這星期本來就想買兩瓶飲料，那把點數集滿會是好選擇嗎？為什麼？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'loss',
      term: { en: 'loss', 'zh-TW': '損失' },
      definition: {
        en: 'Something you had and then do not have anymore.',
        'zh-TW': '本來擁有、後來沒有了的東西。',
      },
      example: {
        en: 'The 10 coins that rolled into the drain were a loss.',
        'zh-TW': '滾進水溝的 NT$10，就是一個損失。',
      },
    },
    {
      id: 'gain',
      term: { en: 'gain', 'zh-TW': '收穫' },
      definition: {
        en: 'Something you get that you did not have before.',
        'zh-TW': '本來沒有、後來得到的東西。',
      },
      example: {
        en: "The 10 coins in Mei's old coat were a gain.",
        'zh-TW': '小美在舊外套裡找到的 NT$10，就是一個收穫。',
      },
    },
    {
      id: 'loss-aversion',
      term: { en: 'loss aversion', 'zh-TW': '損失規避' },
      definition: {
        en: 'The feeling that losing something hurts more than getting the same thing feels good. Every brain has it.',
        'zh-TW': '失去一樣東西的難過，比得到同樣東西的開心更強烈。每個人的大腦都會這樣。',
      },
      example: {
        en: 'Because of loss aversion, losing 10 coins bothered Mei all afternoon.',
        'zh-TW': '因為損失規避，掉了 NT$10 讓小美難過了一整個下午。',
      },
    },
    {
      id: 'stamp-card',
      term: { en: 'stamp card', 'zh-TW': '集點卡' },
      definition: {
        en: 'A card that gets a stamp each time you buy. With enough stamps, you get something.',
        'zh-TW': '每買一次就蓋一點的卡片，集滿了可以換東西。',
      },
      example: {
        en: "Mei's stamp card had 8 stamps. She needed 10 for a free drink.",
        'zh-TW': '小美的集點卡有 8 點，要集滿 10 點才能換一瓶飲料。',
      },
    },
    {
      id: 'end-date',
      term: { en: 'end date', 'zh-TW': '到期日' },
      definition: {
        en: 'The last day a card or an offer can be used.',
        'zh-TW': '卡片或優惠可以使用的最後一天。',
      },
      example: {
        en: "The end date on Mei's card was Sunday.",
        'zh-TW': '小美那張集點卡的到期日是星期日。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'losing-feels-worse',
      stem: {
        en: 'Losing 10 coins feels worse than finding 10 coins because…',
        'zh-TW': '掉了 NT$10 比撿到 NT$10 更難受，因為……',
      },
      examples: [
        {
          en: 'Losing 10 coins feels worse than finding 10 coins because loss aversion makes a loss feel bigger than a gain.',
          'zh-TW': '掉了 NT$10 比撿到 NT$10 更難受，因為損失規避會讓失去的感覺比得到的更強烈。',
        },
      ],
    },
    {
      id: 'stamp-card-question',
      stem: {
        en: 'When a stamp card says "Don\'t lose your stamps!", I can ask…',
        'zh-TW': '集點卡寫著「別讓你的點數消失！」的時候，我可以問自己……',
      },
      examples: [
        {
          en: 'When a stamp card says "Don\'t lose your stamps!", I can ask: if I had no stamps, would I buy this now?',
          'zh-TW': '集點卡寫著「別讓你的點數消失！」的時候，我可以問自己：如果我一點都沒有，現在還會買嗎？',
        },
      ],
    },
    {
      id: 'a-loss-feels-bigger',
      stem: {
        en: 'A loss can feel bigger than a gain, so before I decide, I…',
        'zh-TW': '損失的感覺會比收穫更大，所以做決定之前，我會……',
      },
      examples: [
        {
          en: 'A loss can feel bigger than a gain, so before I decide, I check the real numbers.',
          'zh-TW': '損失的感覺會比收穫更大，所以做決定之前，我會先算清楚真正的數字。',
        },
        {
          en: 'A loss can feel bigger than a gain, so before I decide, I ask if I would choose it now.',
          'zh-TW': '損失的感覺會比收穫更大，所以做決定之前，我會問自己：現在還會選它嗎？',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: "Leo's shelf is full. On it sits a broken water gun. It leaks, and he has not played with it for a year. Still, he says, \"I can't throw it out. It's mine!\" Which question would help Leo most?",
        'zh-TW': '阿力的架子塞滿了，上面有一把壞掉的水槍，會漏水，他已經一年沒玩了。可是他說：「不能丟啦，那是我的耶！」哪一個問題最能幫阿力做決定？',
      },
      options: [
        {
          en: 'How much did it cost when I first got it?',
          'zh-TW': '當初買它，花了多少錢？',
        },
        {
          en: 'Will I feel a little sad for a moment if I let it go?',
          'zh-TW': '把它丟掉，我會不會難過一下下？',
        },
        {
          en: 'If I did not have it already, would I pick it now?',
          'zh-TW': '如果我本來沒有它，現在還會選它嗎？',
        },
        {
          en: 'What if I want to play with it again someday, years from now?',
          'zh-TW': '如果很多年以後，我又想拿出來玩，怎麼辦？',
        },
      ],
      correctAnswer: 2,
      feedback: {
        en: 'Asking "Would I pick it now?" looks at the water gun as it is today. What it once cost is gone either way. A short sad feeling and a "someday" worry are loss aversion talking.',
        'zh-TW': '問「現在還會選它嗎？」是看這把水槍現在的樣子。當初花的錢，不管留不留都拿不回來；難過一下下、擔心「說不定哪天用得到」，都是損失規避在說話。',
      },
      hintCycle: [
        {
          en: 'Which question looks at the water gun as it is today, not as it was?',
          'zh-TW': '哪一個問題，是看水槍「現在」的樣子，而不是以前？',
        },
        {
          en: 'Some think what it cost long ago, a short sad feeling, or a "someday" decides. Those are about the past or the fear of losing.',
          'zh-TW': '有人以為當初的價錢、難過一下下的心情，或「說不定哪天會用到」能幫忙決定。其實那些都是在想過去，或是怕失去。',
        },
        {
          en: 'The answer: "If I did not have it already, would I pick it now?" It asks about today, so loss aversion cannot pull so hard.',
          'zh-TW': '答案是「如果我本來沒有它，現在還會選它嗎？」這個問題只看現在，損失規避就比較拉不動你。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'On Monday, Jay finds 10 coins in his jacket. On Tuesday, he loses 10 coins at the park. He does not spend any coins. True or false: Jay now has less money than he had on Sunday.',
        'zh-TW': '阿哲星期一在外套口袋裡找到 NT$10，星期二在公園掉了 NT$10，中間沒有花錢。是非題：阿哲現在的錢，比星期日的時候少。',
      },
      correctAnswer: false,
      feedback: {
        en: 'False. 10 found and 10 lost cancel out, so he has the same money as on Sunday. It may feel like less, because losing feels bigger than finding. Every brain does that.',
        'zh-TW': '錯。撿到 NT$10、掉了 NT$10，加加減減剛好抵消，錢跟星期日一樣多。會覺得變少，是因為失去的感覺比得到更強烈，每個人的大腦都會這樣。',
      },
      hintCycle: [
        {
          en: 'Do the sum, not the feeling: add 10, then take away 10.',
          'zh-TW': '先算數字，不要先看感覺：加 10，再減 10。',
        },
        {
          en: 'Some think losing makes you poorer than finding made you richer. But both sides are 10 coins.',
          'zh-TW': '有人以為掉錢少掉的，比撿到多出來的還多。可是兩邊都是 NT$10 呀。',
        },
        {
          en: 'The answer is false. 10 − 10 = 0, so nothing changed. Only the feeling says "less".',
          'zh-TW': '答案是「錯」。10 − 10 = 0，錢完全沒變，只是感覺上好像變少了。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Which of these signs use the "losing feels worse" push? Pick all that are right.',
        'zh-TW': '下面哪些標語，是在用「失去比較痛」的感覺推你買？（可以選好幾個）',
      },
      options: [
        {
          en: '"Don\'t lose your points! They end on Sunday."',
          'zh-TW': '「別讓你的點數消失！星期日到期！」',
        },
        {
          en: '"Pencils: 10 coins each."',
          'zh-TW': '「鉛筆：一枝 NT$10。」',
        },
        {
          en: '"Only 2 stamps away from your prize. Don\'t miss out!"',
          'zh-TW': '「再 2 點就能換獎品，千萬別錯過！」',
        },
        {
          en: '"Your gift is gone if you don\'t buy today!"',
          'zh-TW': '「今天不買，你的贈品就沒了！」',
        },
        {
          en: '"Open every day, from 7 in the morning to 10 at night."',
          'zh-TW': '「每天營業，早上 7 點到晚上 10 點。」',
        },
      ],
      correctAnswer: [0, 2, 3],
      feedback: {
        en: 'Three signs talk about losing: your points, your prize, your gift. They want the loss to feel big so you buy now. The price sign and the open hours just give facts.',
        'zh-TW': '有三張標語在說「失去」：你的點數、你的獎品、你的贈品，想讓你覺得損失很大，趕快買。價錢和營業時間的標語，只是告訴你事實。',
      },
      hintCycle: [
        {
          en: 'Look for words that make you feel something is already yours and about to go.',
          'zh-TW': '找找看，哪些字讓你覺得「東西已經是你的，快要不見了」？',
        },
        {
          en: 'A sign with only a price or opening hours is not pushing. Some think every sign is a trick, but those just give facts.',
          'zh-TW': '只寫價錢或營業時間的標語，並沒有在推你。有人以為每張標語都是陷阱，其實那些只是在告訴你事實。',
        },
        {
          en: 'The answers: "Don\'t lose your points", "Only 2 stamps away… Don\'t miss out", and "Your gift is gone". Each one makes a loss feel big.',
          'zh-TW': '答案是「別讓你的點數消失」、「再 2 點就能換獎品，千萬別錯過」和「今天不買，贈品就沒了」。它們都想讓損失感覺很大。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'To check a keep-or-let-go choice, ask: "If I did not already have it, would I ______ it now?"',
        'zh-TW': '要決定留下還是放手時，可以問：「如果我本來沒有它，現在還會______它嗎？」',
      },
      acceptedAnswers: {
        en: ['choose', 'pick', 'buy', 'get', 'want', 'take', 'select'],
        'zh-TW': ['選', '選擇', '挑', '挑選', '買', '想要', '要'],
      },
      feedback: {
        en: 'Pretending you start with nothing takes away the "I will lose it" feeling. Then you can see if you really want it.',
        'zh-TW': '假裝自己本來什麼都沒有，「會失去」的感覺就不見了，這時才看得清楚：你是不是真的想要它。',
      },
      hintCycle: [
        {
          en: 'Think of what Mei asked herself about the two drinks.',
          'zh-TW': '想想小美問自己要不要買兩瓶飲料時，是怎麼問的。',
        },
        {
          en: 'The question is not about losing. It is about what you would do if you started fresh today.',
          'zh-TW': '這個問題不是在問會不會失去，而是在問：如果今天從頭開始，你會怎麼做？',
        },
        {
          en: 'The answer is "choose" (or "pick", "buy"): would I choose it now? That question looks only at today.',
          'zh-TW': '答案是「選」（也可以是「選擇」、「買」）：現在還會選它嗎？這個問題只看今天。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: "Jay's cousin has 8 of 10 stamps on a tea shop card. The card ends this week. A hand-shaken tea costs about 60 coins. To fill the card, she must buy 2 more teas. That is about ______ coins.",
        'zh-TW': '阿哲的表姊在飲料店的集點卡上有 8 點，集滿 10 點可以換一杯，卡片這星期就到期。一杯手搖飲大約 NT$60，要集滿，還得再買 2 杯，大約要花______元。',
      },
      acceptedAnswers: {
        en: ['120', 'one hundred twenty', 'one hundred and twenty', '120 coins'],
        'zh-TW': ['120', '一百二十', '一百二', 'NT$120', '120元', '120 元', '一百二十元'],
      },
      feedback: {
        en: '2 × 60 = 120 coins, for one free tea worth about 60 coins. Before she pays, she can ask: if I had no stamps, would I buy 2 teas this week?',
        'zh-TW': '2 × 60 = 120，要花大約 NT$120，才能換到一杯大約 NT$60 的飲料。付錢之前，她可以問自己：如果我一點都沒有，這星期還會買 2 杯嗎？',
      },
      hintCycle: [
        {
          en: 'How many more teas, and how much is each one?',
          'zh-TW': '還要買幾杯？一杯多少錢？',
        },
        {
          en: 'Some count only the free tea at the end. First add up what she must pay: 2 teas at about 60 coins each.',
          'zh-TW': '有人只想到最後可以換的那一杯。先算她要付的錢：2 杯，一杯大約 NT$60。',
        },
        {
          en: 'The answer is 120. 2 × 60 = 120 coins, just to keep 8 stamps from ending.',
          'zh-TW': '答案是 120。2 × 60 = 120，只為了不讓 8 點白白到期。',
        },
      ],
    },
  ],
  reflection: {
    id: 'a-loss-i-remember',
    question: {
      en: 'Think of a time you lost something small, or almost let points or a prize run out. How did it feel? What could you ask yourself next time?',
      'zh-TW': '想一想，你有沒有弄丟過小東西，或差點讓點數、獎品到期？那時候感覺怎麼樣？下次你可以問自己什麼問題？',
    },
    placeholder: {
      en: 'One time I almost lost… It felt… Next time I will ask myself…',
      'zh-TW': '有一次，我差點失去……，那時候覺得……。下次我會問自己……',
    },
  },
} satisfies ClassicBody;

export default body;
