import type { ClassicBody } from '../schema/module-body';

/**
 * M67 · Crystal Tower, lesson 6 (the island's capstone): "Asking Good Questions" / 「勇敢提出好問題」.
 * Learning outcome (Grade 8, Spending): before giving or joining (a fundraiser, a club fee, a group buy
 * 團購), ask where the money goes, kindly, and check the answer with a grown-up, using Crystal Tower's ideas
 * together: honesty, the fine print, the total cost, open books and written deals.
 * Benchmark, in words: the grade-8 Spending statements about getting information before spending or
 * giving, and judging whether a seller or a cause can be trusted; this lesson applies it to group money.
 * The island's last lesson: five crystals recap the tower in general words (M62–M64 were written at the
 * same time by others, so they are recapped from the plan): tell the truth about money, even about extra
 * change (M62); read the small print before deciding (M63); add every fee and compare totals (M64); open
 * books show where group money goes (M65); write a deal down (M66, Leo and Jay's kite deal). Ms. Chen
 * turns each one into a question. Grown-ups: the club teacher, An's mom reads the group buy with her (a
 * classmate's dad runs it; no online buying by a child), Mei's mom is with her at the table.
 * Numbers: all the island's own (the story says "On Money Islands"). The drawing club fee is 120 a term; its open page:
 * paper 60 + paints 40 + frames 20 = 120. Group buy: "Only 90 coins!", small print "Delivery 20 coins each.
 * Arrives in 3 weeks." → 90 + 20 = 110; "the stationery store" (no brand) sells one for 100 → 110 − 100 = 10,
 * so the store is 10 cheaper (said in the story).
 * (The small print has no "no returns" line, which would clash with the 7-day rule for online buys in M54.)
 * Mei gives 10 from her share jar. Five crystals, five questions.
 * Quiz: q1 a class collection of 20 for a reading corner (no sums); q2 true (an honest group is glad to
 * show where its money goes); q3 a group buy of storybooks, 150 each
 * (no sums); q4 on Money Islands a jump rope "only 70" + 15 delivery → 70 + 15 = 85; q5 no sums.
 * Facts: none — all prices and fees are the island's own; no real group, club or cause is named.
 */
const body = {
  id: 'M67',
  format: 'classic',
  scenarios: [
    {
      id: 'three-asks-five-crystals',
      title: {
        en: 'Three Asks, Five Crystals',
        'zh-TW': '三次邀請，五顆水晶',
      },
      description: {
        en: 'A club fee, a group buy and a fundraiser: this week, the friends kindly check where the money goes before they pay.',
        'zh-TW': '社費、團購和募款：這個星期，好朋友們在付錢之前，都先有禮貌地問清楚錢會用在哪裡。',
      },
      context: {
        en:
          'At the top of Crystal Tower, the walls shine like clear glass. This week, the friends are asked for money three times. ' +
          'On Tuesday, Jay wants to join the drawing club. On Money Islands, the fee is 120 coins a term. ' +
          '"Could you tell me where the fee goes?" Jay asks. The club teacher smiles. "Good question!" ' +
          'She shows an open page: paper 60, paints 40, frames 20. 60 + 40 + 20 = 120. ' +
          'On Wednesday, a classmate\'s dad starts a group buy of pencil cases. The sign says, "Only 90 coins!" ' +
          'An reads the small print with her mom: "Delivery 20 coins each. Arrives in 3 weeks." 90 + 20 = 110. ' +
          'The stationery store sells one for 100 coins. 110 − 100 = 10, so the store is 10 coins cheaper! "No, thank you," An says with a smile. ' +
          'On Saturday, Mei sees a neighbor\'s table: "Help the park\'s stray cats!" ' +
          '"Where will the money go?" Mei asks. The neighbor shows a notebook with receipts for cat food. ' +
          'With her mom beside her, Mei gives 10 coins from her share jar. ' +
          'On Sunday, Leo lights five crystals: tell the truth, read the small print, add every fee, open the books, write deals down. ' +
          '"Each one is a question too," says Ms. Chen. "A kind question helps trust grow." ' +
          'Pip squawks, "Ask kindly, see clearly!"',
        'zh-TW':
          '水晶塔的頂樓，牆面像透明的玻璃一樣閃閃發亮。這個星期，好朋友們遇到了三次要出錢的邀請。' +
          '星期二，阿哲想參加畫畫社。在理財冒險島上，社費是一學期 NT$120。' +
          '阿哲問：「可以請問社費會用在哪裡嗎？」社團老師笑著說：「問得好！」' +
          '她拿出一張公開的帳：畫紙 NT$60、顏料 NT$40、畫框 NT$20，60 + 40 + 20 = 120。' +
          '星期三，一位同學的爸爸發起鉛筆盒團購，海報上寫著：「只要 NT$90！」' +
          '小安和媽媽一起看小字：「每人運費 NT$20，3 週後到貨。」90 + 20 = 110，一共 NT$110。' +
          '文具店的鉛筆盒只要 NT$100，110 − 100 = 10，文具店還便宜 NT$10 呢！小安笑著說：「謝謝，我先不用了。」' +
          '星期六，小美看到鄰居擺了一張桌子：「一起幫幫公園的流浪貓！」' +
          '小美問：「這些錢會用在哪裡呢？」鄰居拿出一本筆記本，裡面貼著買貓飼料的發票。' +
          '媽媽就在旁邊，小美從分享罐拿出 NT$10 捐了出去。' +
          '星期天，阿力點亮了五顆水晶：說實話、看清楚小字、加上每一筆費用、公開帳本、把約定寫下來。' +
          '陳老師說：「每一顆水晶，也都是一個可以問的問題。有禮貌地問，信任就會慢慢長大。」' +
          '皮皮叫著：「嘎！好好問，看清楚！」',
      },
      thinkingPrompts: [
        {
          en: 'The club teacher said, "Good question!" Why might an honest group be glad when someone asks where the money goes?',
          'zh-TW': '社團老師說：「問得好！」為什麼有人問錢用在哪裡，誠實的團體反而會很高興？',
        },
        {
          en: 'What if An had looked only at "Only 90 coins!"? What would she have missed?',
          'zh-TW': '如果小安只看「只要 NT$90！」這幾個大字，她會漏掉什麼？',
        },
        {
          en: 'Pick one of the five crystals. What question would you ask with it before you give or join?',
          'zh-TW': '從五顆水晶裡選一顆。在捐錢或參加活動之前，你會用它問什麼問題？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'fundraiser',
      term: { en: 'fundraiser', 'zh-TW': '募款活動' },
      definition: {
        en: 'An event where people collect money to help a cause.',
        'zh-TW': '為了幫助一件有意義的事，向大家募集金錢的活動。',
      },
      example: {
        en: "The neighbor's table for the park's stray cats was a fundraiser.",
        'zh-TW': '鄰居為公園流浪貓擺的那張桌子，就是一個募款活動。',
      },
    },
    {
      id: 'club-fee',
      term: { en: 'club fee', 'zh-TW': '社費' },
      definition: {
        en: 'Money each member pays to be part of a club.',
        'zh-TW': '參加社團的每個人要交的錢。',
      },
      example: {
        en: 'The drawing club fee is 120 coins a term: 60 + 40 + 20 = 120.',
        'zh-TW': '畫畫社的社費是一學期 NT$120：60 + 40 + 20 = 120。',
      },
    },
    {
      id: 'group-buy',
      term: { en: 'group buy', 'zh-TW': '團購' },
      definition: {
        en: 'When many people order the same thing together, often to get a lower price.',
        'zh-TW': '很多人一起訂同一樣東西，常常是為了拿到比較便宜的價錢。',
      },
      example: {
        en: 'The pencil case group buy said 90 coins, but the total was 90 + 20 = 110.',
        'zh-TW': '鉛筆盒團購寫著 NT$90，可是總花費是 90 + 20 = 110，也就是 NT$110。',
      },
    },
    {
      id: 'transparent',
      term: { en: 'transparent', 'zh-TW': '公開透明' },
      definition: {
        en: 'Easy to see through. With money, it means nothing about it is hidden.',
        'zh-TW': '像玻璃一樣看得清楚。用在錢上，就是錢怎麼用，沒有藏起來。',
      },
      example: {
        en: "The drawing club's open page made its fee transparent.",
        'zh-TW': '畫畫社把帳公開出來，社費怎麼用就公開透明了。',
      },
    },
    {
      id: 'good-question',
      term: { en: 'good question', 'zh-TW': '好問題' },
      definition: {
        en: 'A kind question that helps you understand where the money goes before you decide.',
        'zh-TW': '有禮貌的提問，幫你在決定之前，先弄懂錢會用在哪裡。',
      },
      example: {
        en: 'Mei asked a good question: "Where will the money go?"',
        'zh-TW': '小美問了一個好問題：「這些錢會用在哪裡呢？」',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'before-i-give-or-join',
      stem: {
        en: 'Before I give or join, a good question to ask is…',
        'zh-TW': '捐錢或參加活動之前，我可以問的好問題是……',
      },
      examples: [
        {
          en: 'Before I give or join, a good question to ask is, "Where will the money go, and can I see the record?"',
          'zh-TW': '捐錢或參加活動之前，我可以問的好問題是：「錢會用在哪裡？可以讓我看看帳嗎？」',
        },
        {
          en: 'Before I give or join, a good question to ask is, "What is the total, with every fee?"',
          'zh-TW': '捐錢或參加活動之前，我可以問的好問題是：「加上所有的費用，一共要多少錢？」',
        },
      ],
    },
    {
      id: 'i-can-ask-kindly',
      stem: {
        en: 'I can ask a good question kindly by saying…',
        'zh-TW': '我可以有禮貌地提出好問題，像是說……',
      },
      examples: [
        {
          en: 'I can ask a good question kindly by saying, "I would like to join. Could you tell me what the fee pays for?"',
          'zh-TW': '我可以有禮貌地提出好問題，像是說：「我想參加，可以請問社費會用在哪裡嗎？」',
        },
      ],
    },
    {
      id: 'before-a-group-buy',
      stem: {
        en: 'Before my family joins a group buy, I check with a grown-up…',
        'zh-TW': '家裡要參加團購之前，我會和大人一起確認……',
      },
      examples: [
        {
          en: 'Before my family joins a group buy, I check with a grown-up what the small print says and what the total is.',
          'zh-TW': '家裡要參加團購之前，我會和大人一起確認小字寫了什麼，還有加起來一共多少錢。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: 'A classmate says, "Give 20 coins for our class reading corner!" Which is a kind, good question to ask first?',
        'zh-TW': '有同學說：「捐 NT$20 給我們班的閱讀角吧！」先問哪一個問題，既有禮貌又問得好？',
      },
      options: [
        {
          en: '"Why should I? Are you trying to trick me?"',
          'zh-TW': '「我為什麼要給？你是不是想騙我？」',
        },
        {
          en: '"How much did everyone else give? I will give the same as them."',
          'zh-TW': '「其他人給多少？我跟大家給一樣多就好。」',
        },
        {
          en: 'No question at all, because asking about a good cause is rude.',
          'zh-TW': '什麼都別問，對做好事的人問東問西，是很沒禮貌的事。',
        },
        {
          en: '"What will the money buy, and does Ms. Chen know about it?"',
          'zh-TW': '「這些錢會拿去買什麼？陳老師知道這件事嗎？」',
        },
      ],
      correctAnswer: 3,
      feedback: {
        en: '"What will the money buy, and does Ms. Chen know about it?" asks where the money goes, and it brings in a grown-up. It is kind, not rude. Calling someone a trickster hurts, and copying others is not a reason to give.',
        'zh-TW': '「這些錢會拿去買什麼？陳老師知道這件事嗎？」問清楚了錢的去處，也讓大人知道這件事，而且問得很有禮貌。一開口就說別人騙錢會傷人；跟著別人給，也不是捐錢的理由。',
      },
      hintCycle: [
        {
          en: 'A good question finds out where the money goes. A kind one does not blame anyone.',
          'zh-TW': '好問題會問出錢的去處；有禮貌的問題，不會怪罪任何人。',
        },
        {
          en: 'Some think asking is rude, or that asking means blaming. Others just copy what everyone gave. None of these finds out where the money goes.',
          'zh-TW': '有人以為問問題很沒禮貌，或以為一問就是在懷疑人；也有人只是跟著大家給。這些都沒有問出錢會用在哪裡。',
        },
        {
          en: 'The answer: "What will the money buy, and does Ms. Chen know about it?" It asks kindly where the money goes, and a grown-up helps check.',
          'zh-TW': '答案是：「這些錢會拿去買什麼？陳老師知道這件事嗎？」有禮貌地問出錢的去處，再請大人幫忙確認。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'True or false: Asking "Where does the money go?" can be kind, and an honest group is usually glad to show you.',
        'zh-TW': '是非題：問「錢會用在哪裡？」也可以問得很有禮貌；誠實的團體，通常很樂意讓你看。',
      },
      correctAnswer: true,
      feedback: {
        en: 'True. The club teacher said, "Good question!" and showed her open page. A kind question is not blame. It helps trust grow.',
        'zh-TW': '對。社團老師說「問得好！」，還拿出公開的帳給阿哲看。有禮貌的提問不是懷疑別人，而是讓信任慢慢長大。',
      },
      hintCycle: [
        {
          en: 'How did the club teacher feel when Jay asked where the fee goes?',
          'zh-TW': '阿哲問社費用在哪裡的時候，社團老師有什麼反應？',
        },
        {
          en: 'Some think asking about money always sounds rude. But a kind question, asked politely, often gets a happy answer.',
          'zh-TW': '有人以為問到錢的事一定很失禮。其實只要有禮貌地問，常常會得到很開心的回答。',
        },
        {
          en: 'The answer is true. An honest group with open books is glad to show where the money goes.',
          'zh-TW': '答案是「對」。有公開帳本的誠實團體，很樂意讓你看錢用在哪裡。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'A family friend invites your family to a group buy: "Storybooks, only 150 coins each!" Which good questions can you and your grown-up ask? Pick all that are right.',
        'zh-TW': '家裡的朋友邀你們參加團購：「故事書，一本只要 NT$150！」你和大人可以先問哪些好問題？（可以選好幾個）',
      },
      options: [
        {
          en: 'What is the total, with delivery and any other fees?',
          'zh-TW': '加上運費和其他費用，一共要多少錢？',
        },
        {
          en: 'What does the small print say about returns?',
          'zh-TW': '小字上怎麼寫退換貨的事？',
        },
        {
          en: 'Who keeps the list of who ordered and who paid?',
          'zh-TW': '誰負責記下誰訂了、誰付了錢？',
        },
        {
          en: 'How fast can we pay, before the other families get them?',
          'zh-TW': '我們要多快付錢，才能搶在別人前面？',
        },
        {
          en: 'Everyone else is joining, so why ask anything?',
          'zh-TW': '大家都參加了，還有什麼好問的？',
        },
      ],
      correctAnswer: [0, 1, 2],
      feedback: {
        en: 'Ask for the total with every fee, read the small print, and check who keeps the record. Hurrying and following everyone skip the questions, and those are the moments to slow down.',
        'zh-TW': '要問加上所有費用的總花費、看清楚小字，再確認誰負責記帳。急著付錢、跟著大家走，都跳過了該問的問題，這時候更要慢下來。',
      },
      hintCycle: [
        {
          en: 'Think of the crystals: fine print, total cost, open books. Which questions use them?',
          'zh-TW': '想想那幾顆水晶：小字、總花費、公開帳本。哪些問題用上了它們？',
        },
        {
          en: 'Some think a fast payment gets the best deal. Others think "everyone is joining" is a reason. Neither one is a question about the money.',
          'zh-TW': '有人以為越快付錢越划算，也有人以為「大家都參加」就是理由。這兩個都不是在問錢的事。',
        },
        {
          en: 'The answers: the total with every fee, the small print about returns, and who keeps the list of orders and payments.',
          'zh-TW': '答案是：加上所有費用的總花費、小字裡的退換貨規定，還有誰負責記下訂購和付款。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'On Money Islands, a group buy sells a jump rope for "only 70 coins!" The small print adds a 15-coin delivery fee for each person. The total for one jump rope is ______.',
        'zh-TW': '在理財冒險島上，有個團購賣跳繩，寫著「只要 NT$70！」小字寫著：每個人還要付 NT$15 運費。買一條跳繩，總花費是______。',
      },
      acceptedAnswers: {
        en: ['85', 'eighty-five', 'eighty five', '85 coins', 'eighty-five coins'],
        'zh-TW': ['85', 'NT$85', '85元', '85 元', '85塊', '八十五', '八十五元', '八十五塊'],
      },
      feedback: {
        en: '70 + 15 = 85 coins. The big "70" is only the first price. The total adds every fee from the small print.',
        'zh-TW': '70 + 15 = 85，總花費是 NT$85。大大的「NT$70」只是第一眼看到的價錢，總花費要把小字裡的費用都加進去。',
      },
      hintCycle: [
        {
          en: 'What does the small print add to the price?',
          'zh-TW': '小字在價錢上，又加了什麼？',
        },
        {
          en: '70 is not the answer: that is only the big price on the sign. Add the delivery fee.',
          'zh-TW': '答案不是 70，那只是海報上的大字價錢。要把運費加上去。',
        },
        {
          en: 'The answer is 85. 70 + 15 = 85 coins in total.',
          'zh-TW': '答案是 85。70 + 15 = 85，一共 NT$85。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: 'Before Leo joins the soccer club, he asks to see its open ______: money in, money out and what is left.',
        'zh-TW': '阿力參加足球社之前，先請社團讓他看看公開的______：收入、支出和還剩多少。',
      },
      acceptedAnswers: {
        en: ['book', 'books', 'record', 'records', 'ledger', 'page', 'sheet', 'notebook', 'list', 'accounts'],
        'zh-TW': ['帳本', '帳', '帳目', '紀錄', '記錄', '帳簿', '帳冊', '收支表', '收支紀錄', '帳本紀錄', '筆記本', '清單'],
      },
      feedback: {
        en: 'An open book (or record) shows money in, money out and what is left. Seeing it helps Leo know the club fee is used as promised.',
        'zh-TW': '公開帳本（公開的紀錄）會寫出收入、支出和還剩多少。看過它，阿力就知道社費有沒有照說好的用。',
      },
      hintCycle: [
        {
          en: 'Where did Wen and An write money in, money out and what was left?',
          'zh-TW': '小文和小安把收入、支出和還剩多少，寫在哪裡？',
        },
        {
          en: 'It is not the money itself Leo wants to see. It is the page that tells where the money went.',
          'zh-TW': '阿力想看的不是錢本身，而是寫著錢用到哪裡去的那一頁。',
        },
        {
          en: 'The answer is "book" (or record): an open book shows where group money goes.',
          'zh-TW': '答案是「帳本」（或紀錄）：公開帳本讓大家看清楚團體的錢用在哪裡。',
        },
      ],
    },
  ],
  reflection: {
    id: 'my-good-question',
    question: {
      en: 'Think of a time someone asked you to give or join: a class collection, a club or a group buy. What good question could you ask next time, and which grown-up would you check with?',
      'zh-TW': '想一想，有沒有人邀你捐錢或參加活動？像是班上收錢、參加社團或團購。下次你可以問什麼好問題？又會找哪位大人一起確認？',
    },
    placeholder: {
      en: 'Next time, I will kindly ask… and I will check with…',
      'zh-TW': '下次，我會有禮貌地問……，再找……一起確認。',
    },
  },
} satisfies ClassicBody;

export default body;
