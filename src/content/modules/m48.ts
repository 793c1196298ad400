import type { ClassicBody } from '../schema/module-body';

/**
 * M48 · Decision Forest: "Lending to Friends" / 「借錢給朋友」.
 * Learning outcome (Grade 4, Managing Credit): explain what a borrower promises (to pay it all back on a
 * set day), think through what could happen before lending money or things to a friend (it may come back
 * late or not at all, and the friendship can feel strained), and decide with a grown-up, lending only an
 * amount you could do without.
 * Benchmark, in words: the grade-4 Managing Credit statements that a borrower receives something now and
 * agrees to repay the lender later, and why repaying matters; this lesson looks at that promise from the
 * lender's side. Ties back to Trust Island: An remembers lending Jay 50 for color pencils in M11 (a need,
 * both moms' OK, a set day, Friday, paid on time); "soon" is no day (M12's plan card); a want is better
 * saved for (M15); q2's hint recalls Leo's rainy Saturday (M14: 40 of the 60 paid that night, 20 on Monday).
 * Saying no kindly is shown as fine (Wei answers "OK"); the borrower saves instead and nobody owes anybody.
 * Numbers: An's allowance is 100 every Monday (cast sheet); she puts 60 in her piggy bank and keeps 40:
 * 60 + 40 = 100 (as in M123). Wei asks to borrow 100 for a new game card (on Money Islands a card
 * costs 100, the island's own price; one chosen card, not a pack). Lending would take her 40 and all 60
 * saved: 40 + 60 = 100. Wei saves 25 a week: 25 × 4 = 100 after four weeks.
 * Quiz: q1 Mei's allowance 50 every Monday (cast sheet), asked for 50; q2 20 lent with both moms' OK;
 * q3 a comic book lent for a week, Leo asks his dad first (no price); q4 Ming borrows 30 from his sister
 * for school supplies (a need) with Mom's OK; q5 Jay's allowance 100 every Friday (cast sheet), 60 kept
 * for a sketchbook for art class (Grandma Lin's price), a friend needs new pencils (no price):
 * 100 − 60 = 40 the most he could lend (distractors 60, 100).
 * Facts: none — prices are Grandma Lin's or plainly the island's own.
 */
const body = {
  id: 'M48',
  format: 'classic',
  scenarios: [
    {
      id: 'an-thinks-it-through',
      title: {
        en: 'An Thinks It Through',
        'zh-TW': '小安先想清楚',
      },
      description: {
        en: 'A classmate asks An to lend him 100 coins for a card. "I\'ll pay you back soon!" he says. What should An do?',
        'zh-TW': '同學想跟小安借 NT$100 買一張卡，還說：「我很快就還你！」小安該怎麼做？',
      },
      context: {
        en:
          'On Monday, An gets her 100 coins of allowance. She saves 60 in her piggy bank and keeps 40. ' +
          'On Tuesday, her classmate Wei asks, "Can you lend me 100 coins for a new game card? I\'ll pay you back soon!" ' +
          'An remembers Trust Island. Jay once borrowed 50 coins from her for art class, with both moms\' OK. ' +
          'He promised a day, Friday, and paid on time. ' +
          'But "soon" is not a day, and the card is a want. ' +
          '"Let me think. I\'ll tell a grown-up first," An says. ' +
          'That evening, An and Mom think it through. The coins might come back late, or not at all. ' +
          "If Wei can't pay, things might feel strange between them. " +
          '"A borrower promises to pay it all back on a set day," Mom says. "And lend only what you can do without." ' +
          'An counts her 40 coins and her 60 saved: 40 + 60 = 100. Lending would take it all, so they decide together: no. ' +
          'On Wednesday, An says kindly, "I thought about it, and I won\'t lend the coins. But I can help you make a saving plan." ' +
          'Wei smiles. "OK. Help me at lunch?" ' +
          'Wei saves 25 coins of his allowance a week. 25 × 4 = 100, so four weeks later he buys the card himself. ' +
          'Nobody owes anybody. ' +
          'Pip squawks, "Think it through, then decide with a grown-up!"',
        'zh-TW':
          '星期一，小安拿到 NT$100 零用錢。她把 NT$60 存進存錢筒，留下 NT$40 這個星期用。' +
          '星期二，同學小偉問她：「可以借我 NT$100 嗎？我想買一張新的遊戲卡。我很快就還你！」' +
          '小安想起在信任島的事：阿哲曾經為了美勞課跟她借 NT$50，兩個人的媽媽都同意了。' +
          '阿哲說好星期五還，也真的準時還了。' +
          '可是「很快」不是一個日子，而且那張卡只是想要的東西。' +
          '「讓我想一想，我先跟大人說一聲。」小安說。' +
          '晚上，小安和媽媽一起把事情想清楚。錢可能晚一點才還，也可能根本拿不回來。' +
          '如果小偉還不出來，兩個人見面可能會很尷尬。' +
          '媽媽說：「借錢的人，要答應在說好的日子把錢全部還清。還有，要借，就只借出少了也沒關係的錢。」' +
          '小安算了算：手上的 NT$40 加上存起來的 NT$60，40 + 60 = 100。借出去，她的錢就全沒了。她們一起決定：不借。' +
          '星期三，小安溫和地對小偉說：「我想過了，這筆錢我不借。不過，我可以幫你想一個存錢計畫。」' +
          '小偉笑著說：「好啊，那中午你教我？」' +
          '小偉每個星期從零用錢存 NT$25，25 × 4 = 100。四個星期後，他用自己的錢買下了那張卡。' +
          '誰也不欠誰。' +
          '皮皮叫著：「嘎！先想清楚，再跟大人一起決定！」',
      },
      thinkingPrompts: [
        {
          en: 'Why did An want to talk to a grown-up before she gave Wei an answer?',
          'zh-TW': '小安為什麼要先跟大人說，再回答小偉？',
        },
        {
          en: 'What if Wei had asked to borrow a storybook instead of coins? What could still happen?',
          'zh-TW': '如果小偉想借的是一本故事書，不是錢，還是可能發生哪些事？',
        },
        {
          en: 'An said no, and then offered to help Wei make a plan. How might that help their friendship?',
          'zh-TW': '小安說不之後，又說要幫小偉想存錢計畫。這樣做，對他們的友誼可能有什麼幫助？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'lend',
      term: { en: 'lend', 'zh-TW': '借出（借給別人）' },
      definition: {
        en: 'To let someone use your money or things for a while.',
        'zh-TW': '把自己的錢或東西，暫時給別人用。',
      },
      example: {
        en: 'Wei asked An to lend him 100 coins for a card.',
        'zh-TW': '小偉想請小安借給他 NT$100，讓他買一張卡。',
      },
    },
    {
      id: 'borrower',
      term: { en: 'borrower', 'zh-TW': '借款人' },
      definition: {
        en: 'The person who gets money now and promises to pay it all back on a set day.',
        'zh-TW': '先拿到錢，並且答應在說好的日子全部還清的人。',
      },
      example: {
        en: 'If An lent him the coins, Wei would be the borrower.',
        'zh-TW': '如果小安把錢借給小偉，小偉就是借款人。',
      },
    },
    {
      id: 'due-date',
      term: { en: 'due date', 'zh-TW': '還款日' },
      definition: {
        en: 'The day a borrower promises to pay the money back.',
        'zh-TW': '借款人答應還錢的那一天。',
      },
      example: {
        en: '"Soon" is not a due date. "Friday" is.',
        'zh-TW': '「很快」不是還款日，「星期五」才是。',
      },
    },
    {
      id: 'risk',
      term: { en: 'risk', 'zh-TW': '風險' },
      definition: {
        en: 'A chance that something could go wrong.',
        'zh-TW': '事情有可能出差錯的機會。',
      },
      example: {
        en: 'One risk of lending: the coins might come back late.',
        'zh-TW': '借錢出去的一個風險是：錢可能晚一點才還回來。',
      },
    },
    {
      id: 'money-you-can-do-without',
      term: { en: 'money you can do without', 'zh-TW': '少了也沒關係的錢' },
      definition: {
        en: 'Money you would be fine without, even if it never came back.',
        'zh-TW': '就算拿不回來，也不會影響你的生活和計畫的錢。',
      },
      example: {
        en: 'Mom said, "Lend only money you can do without."',
        'zh-TW': '媽媽說：「只借出少了也沒關係的錢。」',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'before-i-lend',
      stem: {
        en: 'Before I lend money or things, I ask myself…',
        'zh-TW': '借錢或借東西給別人之前，我會先問自己……',
      },
      examples: [
        {
          en: 'Before I lend money or things, I ask myself, "What if it comes back late, or not at all?"',
          'zh-TW': '借錢或借東西給別人之前，我會先問自己：「如果晚一點才還，或是根本沒還，怎麼辦？」',
        },
        {
          en: 'Before I lend money or things, I ask myself, "Is this money I can do without?"',
          'zh-TW': '借錢或借東西給別人之前，我會先問自己：「這是少了也沒關係的錢嗎？」',
        },
      ],
    },
    {
      id: 'a-borrower-promises',
      stem: {
        en: 'A borrower promises to…',
        'zh-TW': '借款人答應要……',
      },
      examples: [
        {
          en: 'A borrower promises to pay it all back on the due date.',
          'zh-TW': '借款人答應要在還款日把錢全部還清。',
        },
      ],
    },
    {
      id: 'one-risk-of-lending',
      stem: {
        en: 'One risk of lending to a friend is… so I…',
        'zh-TW': '借錢給朋友的一個風險是……所以我會……',
      },
      examples: [
        {
          en: 'One risk of lending to a friend is that the money comes back late, so I talk to a grown-up first.',
          'zh-TW': '借錢給朋友的一個風險是錢可能晚還，所以我會先跟大人商量。',
        },
        {
          en: 'One risk of lending to a friend is that it never comes back, so I lend only what I can do without.',
          'zh-TW': '借錢給朋友的一個風險是錢拿不回來，所以我只借出少了也沒關係的錢。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: 'Mei gets 50 coins of allowance every Monday. A classmate asks her to lend 50 coins for a toy. "I\'ll pay you back soon!" What should Mei do first?',
        'zh-TW': '小美每個星期一有 NT$50 零用錢。有個同學想跟她借 NT$50 買玩具，還說：「我很快就還你！」小美應該先做什麼？',
      },
      options: [
        {
          en: 'Lend it right away. A good friend pays back on time, so there is no risk.',
          'zh-TW': '馬上借給同學。好朋友一定會準時還錢，所以不會有風險。',
        },
        {
          en: 'Tell a grown-up, and think about what could happen.',
          'zh-TW': '先跟大人說一聲，想想可能會發生什麼事。',
        },
        {
          en: 'Lend it, but keep it a secret, so no grown-up can say no.',
          'zh-TW': '借給同學，但是不要讓大人知道，免得大人說不行。',
        },
        {
          en: 'Say something mean, so the classmate will not ask her again.',
          'zh-TW': '說些難聽的話，讓同學以後不敢再來借。',
        },
      ],
      correctAnswer: 1,
      feedback: {
        en: 'Telling a grown-up and thinking it through come first. Good friends can still pay late. A secret loan leaves out the grown-up who can help. And a kind no works better than mean words.',
        'zh-TW': '先跟大人說、先想清楚，才是第一步。好朋友也可能晚還錢；偷偷借，就少了能幫忙的大人；要拒絕，溫和地說比說難聽的話好。',
      },
      hintCycle: [
        {
          en: 'What did An do before she gave Wei an answer?',
          'zh-TW': '小安在回答小偉之前，先做了什麼？',
        },
        {
          en: 'Friends can pay late too, so "no risk" is a trap. A secret loan skips the grown-up. And you do not need mean words to say no.',
          'zh-TW': '好朋友也可能晚還，所以「不會有風險」是個陷阱；偷偷借，就跳過了大人；要拒絕，也不需要說難聽的話。',
        },
        {
          en: 'The answer: tell a grown-up, and think about what could happen. Then decide together.',
          'zh-TW': '答案是：先跟大人說一聲，想想可能會發生什麼事，再一起決定。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: "Jay lends a good friend 20 coins, with both moms' OK. The friend is kind and honest. True or false: The coins could still come back late.",
        'zh-TW': '兩家的媽媽同意後，阿哲借 NT$20 給一個好朋友。這個朋友很善良，也很誠實。是非題：這筆錢還是有可能晚一點才還回來。',
      },
      correctAnswer: true,
      feedback: {
        en: 'True. Plans can go wrong for anyone, like a rainy day at a stand. An honest friend will tell you early, but late is still possible. That is why you lend only what you can do without.',
        'zh-TW': '對。誰的計畫都可能出差錯，就像檸檬汁攤也會遇到下雨天。誠實的朋友會早一點告訴你，但還是可能晚還。所以，只借出少了也沒關係的錢。',
      },
      hintCycle: [
        {
          en: 'Can plans go wrong for honest people too?',
          'zh-TW': '誠實的人，計畫也會出差錯嗎？',
        },
        {
          en: 'Some think a good friend means no risk. But on Trust Island, even Leo had a rainy Saturday. That night he could pay only 40 of his 60 coins.',
          'zh-TW': '有人以為好朋友就沒有風險。可是在信任島上，連阿力都遇過下大雨的星期六，那天晚上 NT$60 只付得出 NT$40。',
        },
        {
          en: 'The answer is true. Being honest does not stop plans from going wrong, so think it through first.',
          'zh-TW': '答案是「對」。誠實，不代表計畫不會出差錯，所以借出去之前要先想清楚。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'A friend asks to borrow Leo\'s favorite comic book for a week. Leo wants to talk it over with his dad first. Which of these are real risks of lending it? Pick all that are right.',
        'zh-TW': '有個朋友想跟阿力借他最喜歡的漫畫，借一個星期。阿力想先跟爸爸商量。下面哪些是把漫畫借出去真的會有的風險？（可以選好幾個）',
      },
      options: [
        {
          en: 'The comic comes back late.',
          'zh-TW': '漫畫晚了才還回來。',
        },
        {
          en: 'Once it is lent, the comic belongs to his friend.',
          'zh-TW': '借出去以後，漫畫就變成朋友的了。',
        },
        {
          en: 'The comic comes back with a bent cover.',
          'zh-TW': '漫畫還回來時，封面折到了。',
        },
        {
          en: 'The comic gets lost and does not come back.',
          'zh-TW': '漫畫弄丟了，還不回來。',
        },
        {
          en: 'Nothing can go wrong, because it is a book, not money.',
          'zh-TW': '借的是書又不是錢，不會出什麼差錯。',
        },
      ],
      correctAnswer: [0, 2, 3],
      feedback: {
        en: 'Lending things has risks too: a thing can come back late, bent or not at all. Lending does not change the owner: the comic is still Leo\'s. So think it through with a grown-up, as Leo does.',
        'zh-TW': '借東西也有風險：可能晚還、弄壞，或是還不回來。借出去，東西還是阿力的，主人不會變。所以要像阿力一樣，先跟大人一起想清楚。',
      },
      hintCycle: [
        {
          en: 'Think of the ways a loan of a thing can go wrong.',
          'zh-TW': '想一想：把東西借出去，可能會出哪些差錯？',
        },
        {
          en: 'Lending is not giving: the comic is still Leo\'s. And a book, like money, can come back late, hurt or not at all. Three choices are right.',
          'zh-TW': '借出去不是送出去：漫畫還是阿力的。而且書跟錢一樣，可能晚還、弄壞，或是還不回來。正確的選項有三個。',
        },
        {
          en: 'The answers: it comes back late, it comes back bent, or it gets lost. All three are real risks.',
          'zh-TW': '答案是：晚了才還、封面折到、弄丟了還不回來。這三個都是真的風險。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: "Ming needs school supplies. With Mom's OK, he gets 30 coins from his big sister now. He promises to pay them all back on Friday. Ming is the ______.",
        'zh-TW': '小明需要買上課用的文具。媽媽同意後，他先跟姊姊拿了 NT$30，答應星期五全部還給她。小明是______。',
      },
      acceptedAnswers: {
        en: ['borrower', 'the borrower', 'debtor', 'the debtor'],
        'zh-TW': ['借款人', '借錢的人', '借錢的', '借錢的那個人', '欠錢的人', '債務人', '借方'],
      },
      feedback: {
        en: 'Ming is the borrower. He gets the coins now and promises to pay them all back on the due date, Friday. His sister is the lender.',
        'zh-TW': '小明是借款人。他先拿到錢，並且答應在還款日星期五全部還清。姊姊是出借人。',
      },
      hintCycle: [
        {
          en: 'Who gets the coins now: Ming or his sister?',
          'zh-TW': '現在拿到錢的是誰：小明，還是姊姊？',
        },
        {
          en: 'His sister lends, so she is the lender. The word for Ming is the one who gets the money and must repay.',
          'zh-TW': '姊姊把錢借出去，她是出借人。小明是拿到錢、之後要還的那一方。',
        },
        {
          en: 'The answer is "borrower": he gets the coins now and promises to repay them on Friday.',
          'zh-TW': '答案是「借款人」：他先拿到錢，答應星期五還清。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: "On Friday, Jay gets 100 coins of allowance. He needs 60 of them for a sketchbook for art class. He does not need the rest this week. A friend lost his pencils and asks to borrow some coins for new ones. Jay's dad says, \"Lend only what you can do without.\" At most, how many coins could Jay lend? ______",
        'zh-TW': '星期五，阿哲拿到 NT$100 零用錢，其中 NT$60 要買美勞課用的素描本，其他的錢這星期用不到。有個朋友的鉛筆弄丟了，想跟他借一些錢買新的。爸爸說：「只借出少了也沒關係的錢。」阿哲最多可以借出多少錢？______',
      },
      acceptedAnswers: {
        en: ['40', 'forty', '40 coins', 'forty coins'],
        'zh-TW': ['40', '四十', 'NT$40', '40元', '40 元', '四十元', '40塊', '四十塊'],
      },
      feedback: {
        en: '100 − 60 = 40. The 60 coins are for the sketchbook he needs. Only the other 40 are money he can do without, and his dad helps him decide.',
        'zh-TW': '100 − 60 = 40。NT$60 要買他需要的素描本，只有剩下的 NT$40 是少了也沒關係的錢，而且爸爸會陪他一起決定。',
      },
      hintCycle: [
        {
          en: 'Which coins does Jay need to keep for art class?',
          'zh-TW': '阿哲有哪些錢，要留著上美勞課用？',
        },
        {
          en: 'Do not lend the sketchbook coins, and 100 is all he has. Take the 60 he needs away from the 100.',
          'zh-TW': '買素描本的錢不能借，NT$100 也是他全部的錢。用 100 減掉他需要的 60。',
        },
        {
          en: 'The answer is 40. 100 − 60 = 40, the money Jay could do without.',
          'zh-TW': '答案是 40。100 − 60 = 40，這是阿哲少了也沒關係的錢。',
        },
      ],
    },
  ],
  reflection: {
    id: 'what-i-might-lend',
    question: {
      en: 'Think of something a friend might ask to borrow from you, money or a thing. What could happen? Which grown-up would you talk to first?',
      'zh-TW': '想一想，朋友可能會跟你借什麼？可能是錢，也可能是東西。借出去以後可能會發生什麼事？你會先找哪位大人商量？',
    },
    placeholder: {
      en: 'A friend might ask to borrow… What could happen is… I would talk to… first.',
      'zh-TW': '朋友可能會跟我借……。可能會發生的事是……。我會先找……商量。',
    },
  },
} satisfies ClassicBody;

export default body;
