import type { ClassicBody } from '../schema/module-body';

/**
 * M62 · Crystal Tower, lesson 1 (the island's opener): "Being Honest With Money" / 「誠實面對金錢」.
 * Learning outcome (Grade 4, Spending): explain why telling the truth about money (giving back extra
 * change, owning up to a money mistake) builds trust between buyers and sellers and among friends.
 * Benchmark, in words (the area and grade the brief assigns): grade-4 Spending, buyers and sellers trading
 * with each other; this lesson adds that honest change and owned-up mistakes keep that trade trusted.
 * The island's first lesson: it opens from Shield Island, where the class built a shield wall (M54); now
 * the class reaches a tower with clear walls, where nothing is hidden.
 * Numbers: Mei's allowance is 50 every Monday (cast sheet). Tuesday: an eraser 15 (Grandma Lin's price),
 * paid with 50 → change should be 50 − 15 = 35; she gets 45 → 45 − 35 = 10 extra, which she gives back
 * (10 is the price of a pencil, Grandma Lin's price). Saturday afternoon at Leo's stand (his dad nearby; a
 * cup is 20, cast sheet): a customer pays 50 for 1 cup → change should be 50 − 20 = 30; Leo gives 20 →
 * 30 − 20 = 10 too little; Leo owns up and gives 10 more.
 * Quiz: q1 Jay pays 100 for a 60-coin sketchbook (Grandma Lin's price, at a bookshop) → change should be
 * 100 − 60 = 40; he gets 50 → 50 − 40 = 10 extra. q2 An's mom gives her 100 for 2 juice boxes at
 * Grandma Lin's shop (25 each) → 2 × 25 = 50, change 100 − 50 = 50; An drops 10 → 50 − 10 = 40 to
 * bring back. q3 no sums. q5 a 45-coin notebook (Grandma Lin's price, at a bookshop) paid with 100 →
 * change should be 100 − 45 = 55; she gets 65 → 65 − 55 = 10 extra.
 * Facts: none — all prices are Grandma Lin's or the cast sheet's.
 */
const body = {
  id: 'M62',
  format: 'classic',
  scenarios: [
    {
      id: 'meis-extra-change',
      title: {
        en: "Mei's 10 Extra Coins",
        'zh-TW': '小美多拿到的 NT$10',
      },
      description: {
        en: 'Grandma Lin gives Mei 10 coins too many. Nobody saw. What will Mei do?',
        'zh-TW': '林奶奶多找了小美 NT$10，而且沒有人看到。小美會怎麼做呢？',
      },
      context: {
        en:
          'The class waves goodbye to the shield wall. Ahead stands a tower with clear crystal walls. ' +
          '"Squawk! Welcome to Crystal Tower," says Pip. "Here, nothing is hidden!" ' +
          'On Monday, Mei gets her 50 coins of allowance. ' +
          "On Tuesday, she buys a 15-coin eraser at Grandma Lin's shop. She pays with 50 coins. " +
          'Her change should be 50 − 15 = 35 coins. Outside, Mei counts it. 45 coins! 45 − 35 = 10 extra coins. ' +
          'Mei stops. 10 coins could buy a pencil, and nobody saw. ' +
          'Then she thinks of Grandma Lin counting her money tonight. It will be 10 coins short, and she will not know why. ' +
          'Mei goes back in. "Grandma Lin, you gave me 10 coins too many." ' +
          'Grandma Lin smiles. "Thank you, Mei. Now my money will add up tonight. And I know I can trust you." ' +
          "On Saturday afternoon, Mei visits Leo's stand. His dad is nearby. A customer pays 50 coins for a 20-coin cup. " +
          'The change should be 50 − 20 = 30 coins, but Leo gives only 20. ' +
          '"Leo, it should be 30," Mei whispers. ' +
          '"You\'re right. My mistake!" Leo says. He gives the customer 10 more coins. ' +
          '"I\'ll come back next Saturday," the customer says with a smile. ' +
          '"Squawk!" says Pip. "Honest money is clear as crystal!"',
        'zh-TW':
          '全班告別了守護島的盾牌牆，眼前出現一座高高的水晶塔，牆壁清清楚楚、一眼就看得穿。' +
          '皮皮叫著：「嘎！歡迎來到水晶塔！在這裡，什麼都藏不住喔！」' +
          '星期一，小美拿到 NT$50 零用錢。' +
          '星期二，她到林奶奶的小店買一個 NT$15 的橡皮擦，付了 NT$50。' +
          '應該找她 50 − 15 = 35，也就是 NT$35。走出店門，小美數了數：竟然有 NT$45！45 − 35 = 10，多找了 NT$10。' +
          '小美停下腳步。NT$10 剛好可以買一枝鉛筆，而且沒有人看到。' +
          '可是她想到，今天晚上林奶奶算錢的時候，會發現少了 NT$10，卻不知道是怎麼少的。' +
          '小美轉身走回店裡：「林奶奶，您多找了我 NT$10。」' +
          '林奶奶笑著說：「謝謝妳，小美。這樣今天晚上的帳就對得上了。而且我知道，妳是值得信任的孩子。」' +
          '星期六下午，小美去阿力的檸檬汁攤看看，阿力的爸爸就在旁邊。一位客人買一杯 NT$20 的檸檬汁，付了 NT$50。' +
          '應該找 50 − 20 = 30，阿力卻只找了 NT$20。' +
          '小美小聲提醒：「阿力，應該找 NT$30 喔。」' +
          '阿力馬上說：「妳說得對，是我算錯了！」他又補給客人 NT$10。' +
          '客人笑著說：「下個星期六我還要來買！」' +
          '皮皮拍拍翅膀：「嘎！對錢誠實，就像水晶一樣清清楚楚！」',
      },
      thinkingPrompts: [
        {
          en: 'Nobody saw the 10 extra coins. Why do you think Mei still gave them back?',
          'zh-TW': '多找的 NT$10 沒有人看到。你覺得小美為什麼還是把錢還回去？',
        },
        {
          en: "What if Mei had kept the 10 coins? How might she feel the next time she walks into Grandma Lin's shop?",
          'zh-TW': '如果小美把 NT$10 留下來，下次她走進林奶奶的小店時，心裡可能會有什麼感覺？',
        },
        {
          en: 'Leo said "My mistake!" in front of a customer. Why might that make the customer want to come back?',
          'zh-TW': '阿力當著客人的面說「是我算錯了」。為什麼這樣反而會讓客人想再來？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'honest',
      term: { en: 'honest', 'zh-TW': '誠實' },
      definition: {
        en: 'Telling the truth, and not keeping what is not yours.',
        'zh-TW': '說實話，也不把不屬於自己的東西留下來。',
      },
      example: {
        en: 'Mei was honest. She gave back the 10 extra coins.',
        'zh-TW': '小美很誠實，她把多找的 NT$10 還給了林奶奶。',
      },
    },
    {
      id: 'change',
      term: { en: 'change', 'zh-TW': '找零' },
      definition: {
        en: 'The money a seller gives back when you pay more than the price.',
        'zh-TW': '你付的錢比價錢多時，店家找回給你的錢。',
      },
      example: {
        en: 'Mei paid 50 coins for a 15-coin eraser. Her change should be 50 − 15 = 35 coins.',
        'zh-TW': '小美付 NT$50 買 NT$15 的橡皮擦，應該找她 50 − 15 = 35，也就是 NT$35。',
      },
    },
    {
      id: 'trust',
      term: { en: 'trust', 'zh-TW': '信任' },
      definition: {
        en: 'Believing that someone will be fair and tell the truth.',
        'zh-TW': '相信一個人會公平對待你，也會說實話。',
      },
      example: {
        en: 'After Mei gave back the coins, Grandma Lin knew she could trust her.',
        'zh-TW': '小美把錢還回去以後，林奶奶知道她是值得信任的孩子。',
      },
    },
    {
      id: 'own-up',
      term: { en: 'own up', 'zh-TW': '承認錯誤' },
      definition: {
        en: 'Saying "I made a mistake" and then fixing it.',
        'zh-TW': '說出「是我弄錯了」，然後把它改過來。',
      },
      example: {
        en: 'Leo owned up. He gave the customer the 10 coins he was missing.',
        'zh-TW': '阿力承認錯誤，把少找的 NT$10 補給了客人。',
      },
    },
    {
      id: 'buyer-and-seller',
      term: { en: 'buyer and seller', 'zh-TW': '買家和賣家' },
      definition: {
        en: 'The buyer pays for something. The seller sells it and gets the money.',
        'zh-TW': '買家是付錢買東西的人；賣家是把東西賣出去、收到錢的人。',
      },
      example: {
        en: 'At the stand, Leo is the seller. The people who buy lemonade are the buyers.',
        'zh-TW': '在檸檬汁攤，阿力是賣家，來買檸檬汁的客人就是買家。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'if-i-get-too-much-change',
      stem: {
        en: 'If a seller gives me too much change, I will…',
        'zh-TW': '如果店家多找了我錢，我會……',
      },
      examples: [
        {
          en: 'If a seller gives me too much change, I will go back and give the extra coins back.',
          'zh-TW': '如果店家多找了我錢，我會走回去，把多的錢還給店家。',
        },
        {
          en: 'If a seller gives me too much change, I will count it at the counter and tell the seller right away.',
          'zh-TW': '如果店家多找了我錢，我會在櫃檯前先數一數，馬上告訴店家。',
        },
      ],
    },
    {
      id: 'i-can-own-up',
      stem: {
        en: 'When I make a money mistake, I can own up by…',
        'zh-TW': '我在錢上面出錯的時候，我可以這樣承認錯誤：……',
      },
      examples: [
        {
          en: 'When I make a money mistake, I can own up by telling the person right away. Then I fix it, like Leo did.',
          'zh-TW': '我在錢上面出錯的時候，我可以這樣承認錯誤：馬上告訴對方，再把錯改過來，就像阿力那樣。',
        },
      ],
    },
    {
      id: 'honest-builds-trust',
      stem: {
        en: 'Being honest with money builds trust because…',
        'zh-TW': '對錢誠實能建立信任，因為……',
      },
      examples: [
        {
          en: 'Being honest with money builds trust because people learn I tell the truth, even about small change.',
          'zh-TW': '對錢誠實能建立信任，因為大家會知道，就算只是一點零錢，我也會說實話。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: 'At a bookshop, Jay pays 100 coins for a 60-coin sketchbook. His change should be 40 coins, but he gets 50. Nobody notices. What is the honest thing to do?',
        'zh-TW': '阿哲在書店買一本 NT$60 的素描本，付了 NT$100。應該找他 NT$40，他卻拿到 NT$50，而且沒有人發現。怎麼做才是誠實的？',
      },
      options: [
        {
          en: 'Keep the 10 coins, because the mistake was the seller\'s, not his.',
          'zh-TW': '把 NT$10 留下來，因為算錯的是店家，不是他。',
        },
        {
          en: 'Keep it, because 10 coins is too little for a shop to miss.',
          'zh-TW': '留下來就好，因為 NT$10 太少了，店家不會在意。',
        },
        {
          en: 'Go back and give the 10 extra coins to the seller.',
          'zh-TW': '走回去，把多找的 NT$10 還給店家。',
        },
        {
          en: 'Give it back only if asked.',
          'zh-TW': '等店家來問了再還。',
        },
      ],
      correctAnswer: 2,
      feedback: {
        en: '100 − 60 = 40, so the 10 extra coins are not Jay\'s. Giving them back is honest, and the seller learns to trust him. A mistake by the seller is still not a gift. Small amounts count too. And honesty does not wait to be asked.',
        'zh-TW': '100 − 60 = 40，多出來的 NT$10 不是阿哲的。還回去才是誠實，店家也會因此信任他。店家算錯，不代表那筆錢就送給你；錢再少也要還；誠實也不是等人來問才做。',
      },
      hintCycle: [
        {
          en: 'Whose coins are the 10 extra coins: Jay\'s or the seller\'s?',
          'zh-TW': '多出來的 NT$10，是阿哲的，還是店家的？',
        },
        {
          en: 'Some think a seller\'s mistake is the seller\'s problem. Others think small amounts do not count, or that you only pay back when asked. None of these is honest.',
          'zh-TW': '有人以為店家算錯是店家自己的事；有人以為錢很少就沒關係；也有人覺得等別人問了再還就好。這些都不是誠實的做法。',
        },
        {
          en: 'The answer: go back and give the 10 extra coins to the seller. They were never Jay\'s, and giving them back builds trust.',
          'zh-TW': '答案是：走回去，把多找的 NT$10 還給店家。那筆錢本來就不是阿哲的，還回去，才能建立信任。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: "An's mom gives her 100 coins to buy 2 juice boxes at Grandma Lin's shop. They cost 2 × 25 = 50 coins, so An should bring back 50 coins. On the way home, she drops 10 coins and cannot find them. Mom might never notice. True or false: telling Mom right away builds more trust than staying quiet and hoping Mom never notices.",
        'zh-TW': '媽媽給小安 NT$100，請她到林奶奶的小店買 2 盒果汁。2 × 25 = 50，一共 NT$50，所以小安應該帶 NT$50 回家。回家路上，她弄丟了 NT$10，怎麼找都找不到。媽媽可能根本不會發現。是非題：馬上跟媽媽說，比不說出來、希望媽媽不會發現，更能讓媽媽信任她。',
      },
      correctAnswer: true,
      feedback: {
        en: 'True. Owning up to a money mistake shows Mom that An tells the truth, even when it is hard. An brings back 50 − 10 = 40 coins and says what happened. That is how trust grows.',
        'zh-TW': '對。在錢上面出錯時老實說出來，媽媽就知道，就算很難開口，小安也會說實話。小安帶回 50 − 10 = 40，也就是 NT$40，並且說清楚發生了什麼事，信任就是這樣長大的。',
      },
      hintCycle: [
        {
          en: 'Think of Leo at his stand. What happened after he said, "My mistake"?',
          'zh-TW': '想想阿力在攤位上說「是我算錯了」之後，發生了什麼事？',
        },
        {
          en: 'Some think owning up makes people trust you less. But hiding a mistake is what hurts trust, if it is found later.',
          'zh-TW': '有人以為承認錯誤，別人就比較不信任你。其實，把錯藏起來，等到被發現時，才真的會傷害信任。',
        },
        {
          en: 'The answer is true. Telling the truth about a money mistake shows Mom that An is honest, so trust grows.',
          'zh-TW': '答案是「對」。在錢上面出錯時說實話，媽媽就知道小安很誠實，信任也會更多。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Which of these build trust between buyers and sellers, or between family and friends? Pick all that are right.',
        'zh-TW': '下面哪些做法，能讓買家和賣家之間，或家人、朋友之間，建立信任？（可以選好幾個）',
      },
      options: [
        {
          en: 'A seller fixes the wrong change as soon as a buyer points it out.',
          'zh-TW': '買家一提醒找錯錢，賣家就馬上把錢找對。',
        },
        {
          en: 'A buyer keeps extra change because the seller is too busy to notice.',
          'zh-TW': '店家太忙沒發現多找了錢，買家就把錢留下來。',
        },
        {
          en: 'Leo tells his dad he counted the stand money wrong, and they count it again together.',
          'zh-TW': '阿力跟爸爸說，他把擺攤的錢算錯了，兩個人再一起重算一次。',
        },
        {
          en: 'A seller says a toy is new when she knows it has been used.',
          'zh-TW': '賣家明明知道玩具是用過的，卻說它是全新的。',
        },
        {
          en: 'A seller says "Sorry!" about wrong change, but does not give back the missing coins.',
          'zh-TW': '賣家找錯錢，說了「對不起」，卻沒有把少找的錢補回去。',
        },
      ],
      correctAnswer: [0, 2],
      feedback: {
        en: 'Fixing wrong change and owning up to a counting mistake both tell the truth about money. Keeping extra change, calling a used toy new, or saying sorry without fixing it all hurt trust.',
        'zh-TW': '一被提醒就把找錯的錢改過來、承認自己算錯，都是對錢說實話。把多找的錢留下來、把用過的玩具說成全新，或是只說對不起卻不補錢，都會傷害信任。',
      },
      hintCycle: [
        {
          en: 'For each one, ask: does this person tell the truth about money and fix the problem?',
          'zh-TW': '每一個都問問看：這個人有沒有對錢說實話，也把問題解決？',
        },
        {
          en: 'Some think it is fine if nobody notices. Others think saying sorry is enough. Trust needs the truth and the fix.',
          'zh-TW': '有人以為沒人發現就沒關係，也有人以為說聲對不起就夠了。要建立信任，需要說實話，也要把錯改過來。',
        },
        {
          en: 'The answers: the seller who fixes wrong change, and Leo, who tells his dad about his counting mistake.',
          'zh-TW': '答案是：一被提醒就馬上把錢找對的賣家，還有跟爸爸說自己算錯、一起重算的阿力。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'Mei gave back the 10 extra coins. Grandma Lin said, "Now I know I can ______ you."',
        'zh-TW': '小美把多找的 NT$10 還了回去。林奶奶說：「現在我知道，我可以______妳。」',
      },
      acceptedAnswers: {
        en: ['trust', 'believe', 'count on', 'rely on', 'depend on'],
        'zh-TW': ['信任', '相信', '信賴'],
      },
      feedback: {
        en: 'Grandma Lin can trust Mei. Honest acts, even about 10 coins, show that a person tells the truth about money.',
        'zh-TW': '林奶奶可以信任小美。就算只是 NT$10，誠實的做法也讓人知道，這個人在錢的事情上會說實話。',
      },
      hintCycle: [
        {
          en: 'What does Grandma Lin now believe about Mei?',
          'zh-TW': '現在，林奶奶對小美有什麼樣的想法？',
        },
        {
          en: 'It is not about liking Mei or paying her. It is a word for believing someone will be fair and tell the truth.',
          'zh-TW': '不是喜不喜歡小美，也不是要給她錢，而是相信一個人會公平、會說實話的那種感覺。',
        },
        {
          en: 'The answer is "trust": Mei\'s honest act showed Grandma Lin she can trust her.',
          'zh-TW': '答案是「信任」：小美誠實的做法，讓林奶奶知道她值得信任。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: "At a bookshop, An's cousin buys a 45-coin notebook. She pays with 100 coins and gets 65 coins back. The extra change she should give back is ______.",
        'zh-TW': '小安的表姊在書店買一本 NT$45 的筆記本，付了 NT$100，店員找她 NT$65。店員多找的錢是______，她應該還回去。',
      },
      acceptedAnswers: {
        en: ['10', 'ten', '10 coins', 'ten coins'],
        'zh-TW': ['10', '十', 'NT$10', '10元', '10 元', '十元', '10塊', '十塊', '10塊錢', '十塊錢'],
      },
      feedback: {
        en: 'Her change should be 100 − 45 = 55 coins. She got 65, and 65 − 55 = 10. So she gives 10 coins back.',
        'zh-TW': '應該找她 100 − 45 = 55，也就是 NT$55。她拿到 NT$65，65 − 55 = 10，所以要還 NT$10。',
      },
      hintCycle: [
        {
          en: 'First find what her change should be: 100 take away the price.',
          'zh-TW': '先算出應該找多少錢：100 減掉筆記本的價錢。',
        },
        {
          en: 'It is not 65, the change she got, and not 55, the change she should get. Find the difference between them.',
          'zh-TW': '不是她拿到的 NT$65，也不是應該找的 NT$55，而是這兩個數字差多少。',
        },
        {
          en: 'The answer is 10. 100 − 45 = 55, and 65 − 55 = 10 extra coins to give back.',
          'zh-TW': '答案是 10。100 − 45 = 55，65 − 55 = 10，多找的 NT$10 要還回去。',
        },
      ],
    },
  ],
  reflection: {
    id: 'a-time-i-told-the-truth',
    question: {
      en: 'Think of a time you told the truth about something small, even when it was hard. How did the other person feel? How did you feel?',
      'zh-TW': '想一想，有沒有哪一次，就算很難開口，你還是說了實話？對方有什麼感覺？你自己又有什麼感覺？',
    },
    placeholder: {
      en: 'One time I told the truth about… The other person felt… I felt…',
      'zh-TW': '有一次，我老實說出……。對方覺得……，我覺得……',
    },
  },
} satisfies ClassicBody;

export default body;
