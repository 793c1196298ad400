import type { ClassicBody } from '../schema/module-body';

/**
 * M97 · Crypto Galaxy, lesson 2: "Smart and Safe Online Spending" / 「聰明又安全的網路消費」.
 * Learning outcome (Grade 8, Spending): before any buy online or in a game, use three safe steps: get a
 * grown-up's yes every time (gems and skins cost real money), check the total (price + shipping) against the
 * money you have, and keep passwords, card numbers and verification codes secret, showing a strange message
 * to a grown-up.
 * Benchmark, in words (no code quoted): the grade-8 Spending benchmark on the advantages, disadvantages, risks
 * and protections of payment methods (here online and in-game payments: a grown-up's yes, the full total before
 * paying, codes kept secret).
 * Builds on M96 (Mei's transit card: a tap still spends real money), on Crystal Tower's total cost with fees
 * (M64) and on Shield Island's passwords and codes (M52) and scam signs with 165 (M51).
 * Lead: Jay, with Dad; Pip closes. Online and in-game buying is done only with a grown-up: Dad decides, Dad
 * orders, Jay pays Dad from his savings. No shop, app, platform or game is named.
 * Numbers: Jay's allowance is 100 every Friday (cast sheet). He has 150 saved at the start (not broken down in
 * the story, to keep it short). In-game box: 60 gems for 90 coins (the island's own price); Jay does not buy.
 * Markers online, on Money Islands (the island's own prices): set 150 + shipping 60 = 210; 210 − 150 = 60
 * short. He waits for Friday's allowance: 150 + 100 = 250; Dad orders, Jay pays him 210: 250 − 210 = 40 left.
 * Quiz: q1 a pet skin, 100 gems for 50 coins, Mom's card saved on the tablet (no sums); q2 pencil case
 * 120 + 60 = 180, An has 150 → not enough (180 − 150 = 30 short; false); q3 a "free gems" message asking for
 * a password and a code (no sums); q4 30 gems cost 50 coins, 3 packs: 3 × 50 = 150 (distractors 50 = one
 * pack, 90 = 3 × 30 gems, not coins); q5 the verification code (no sums).
 * Stems: 150 + 60 = 210 (same as the story).
 * Facts:
 * - banks, the post office and phone companies never ask you to tell them a verification code (驗證碼); never
 *   share it with anyone (story: "Even banks never ask you to tell them a code"; term, q3, q5) — 165 anti-fraud
 *   warnings and banks' security notices, 2025
 * - 165 is the anti-fraud hotline (反詐騙諮詢專線) a grown-up can call (q3 feedback and hint) — National Police Agency, 2025
 */
const body = {
  id: 'M97',
  format: 'classic',
  scenarios: [
    {
      id: 'jays-golden-brush',
      title: {
        en: 'The Golden Brush Pop-Up',
        'zh-TW': '跳出來的金色畫筆',
      },
      description: {
        en: 'One tap on the family tablet would buy shiny gems. Jay remembers Mei\'s transit card and stops.',
        'zh-TW': '在家裡的平板上按一下，就能買到閃亮亮的寶石。阿哲想起小美的交通卡，手停了下來。',
      },
      context: {
        en:
          'Jay has saved 150 coins. On Saturday, Dad lets him play a drawing game on the family tablet. ' +
          'A box pops up: "Golden brush! 60 gems for 90 coins. Buy now!" Dad\'s card is saved on the tablet, so one tap would pay. ' +
          'Jay remembers Mei\'s transit card: a tap still spends real money. "Dad, can I buy gems?" he asks. ' +
          '"Thanks for asking," says Dad. "Gems cost real money. Every buy in a game needs a grown-up\'s yes, every time." ' +
          'The free brushes work fine, so Jay says no. ' +
          'Later, Jay wants a set of markers. He shops online only with a grown-up, so Dad looks with him. ' +
          'On Money Islands, the set costs 150 coins. "I have 150!" says Jay. ' +
          '"Check the total first," says Dad. Shipping is 60 coins: 150 + 60 = 210. ' +
          '210 − 150 = 60, so Jay is 60 coins short. He decides to wait. ' +
          'On Sunday, a message pops up in the game: "Free gems! Type your password and the code we sent to your dad\'s phone." ' +
          'Jay types nothing and shows Dad at once. ' +
          '"Well done," says Dad. "We never share passwords, card numbers or codes. Even banks never ask you to tell them a code." ' +
          'Next Friday, Jay gets his 100-coin allowance: 150 + 100 = 250. Dad orders the markers, and Jay pays him 210. ' +
          '250 − 210 = 40 coins are left. ' +
          '"Squawk!" says Pip. "Ask first, check the total, and keep secrets secret!"',
        'zh-TW':
          '阿哲已經存了 NT$150。星期六，爸爸讓他用家裡的平板玩畫畫遊戲。' +
          '畫面突然跳出一個框框：「金色畫筆！60 顆寶石只要 NT$90，馬上買！」爸爸的卡片存在平板裡，只要按一下就會付錢。' +
          '阿哲想起小美的交通卡：刷一下，花的還是真的錢。他問：「爸爸，我可以買寶石嗎？」' +
          '爸爸說：「謝謝你先問我。寶石要花真的錢。在遊戲裡買任何東西，每一次都要先得到大人同意。」' +
          '免費的畫筆就很好用，所以阿哲決定不買。' +
          '後來，阿哲想買一盒麥克筆。他網路購物一定找大人一起，所以爸爸陪他一起看。' +
          '在理財冒險島上，這盒麥克筆賣 NT$150。阿哲說：「我剛好有 NT$150！」' +
          '爸爸說：「先看看總共要付多少。」運費要 NT$60：150 + 60 = 210。' +
          '210 − 150 = 60，阿哲還差 NT$60，所以他決定再等等。' +
          '星期天，遊戲裡跳出一則訊息：「免費送寶石！請輸入你的密碼，還有我們傳到你爸爸手機的驗證碼。」' +
          '阿哲什麼都沒輸入，馬上拿給爸爸看。' +
          '爸爸說：「做得好！密碼、卡號和驗證碼，我們都不告訴別人。就連銀行也不會叫你說出驗證碼。」' +
          '到了下個星期五，阿哲拿到 NT$100 零用錢：150 + 100 = 250。爸爸幫他下訂單，阿哲把 NT$210 拿給爸爸。' +
          '250 − 210 = 40，還剩 NT$40。' +
          '皮皮叫著：「嘎！先問大人、看清總價、守住秘密！」',
      },
      thinkingPrompts: [
        {
          en: 'One tap would have bought the gems. Why do you think Jay stopped to ask first?',
          'zh-TW': '只要按一下就能買到寶石。你覺得阿哲為什麼要先停下來問爸爸？',
        },
        {
          en: 'Jay thought the markers cost 150 coins. What would have happened if he had not checked the total?',
          'zh-TW': '阿哲本來以為麥克筆只要 NT$150。如果他沒有先看總價，可能會發生什麼事？',
        },
        {
          en: 'The message said "free gems". Why might a message that offers something free ask for a code?',
          'zh-TW': '那則訊息說要「免費送寶石」。為什麼說要送你東西的訊息，卻跟你要驗證碼呢？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'online-shopping',
      term: { en: 'online shopping', 'zh-TW': '網路購物' },
      definition: {
        en: 'Buying things on a website and having them sent to you.',
        'zh-TW': '在網站上買東西，再請人把東西送到你手上。',
      },
      example: {
        en: 'Jay only does online shopping with a grown-up. Dad places the order.',
        'zh-TW': '阿哲網路購物一定找大人一起，由爸爸下訂單。',
      },
    },
    {
      id: 'shipping-fee',
      term: { en: 'shipping fee', 'zh-TW': '運費' },
      definition: {
        en: 'The money you pay to have a thing sent to you.',
        'zh-TW': '請人把東西送到你手上，要付的錢。',
      },
      example: {
        en: 'The shipping fee for the markers is 60 coins.',
        'zh-TW': '那盒麥克筆的運費是 NT$60。',
      },
    },
    {
      id: 'total',
      term: { en: 'total', 'zh-TW': '總價' },
      definition: {
        en: 'Everything you pay added together, like the price plus the shipping fee.',
        'zh-TW': '所有要付的錢加起來，例如價錢加上運費。',
      },
      example: {
        en: 'The markers cost 150 coins, but the total is 150 + 60 = 210.',
        'zh-TW': '麥克筆標價 NT$150，可是總價是 150 + 60 = 210。',
      },
    },
    {
      id: 'in-game-purchase',
      term: { en: 'in-game purchase', 'zh-TW': '遊戲內購' },
      definition: {
        en: 'Buying gems, skins or other extras inside a game. It costs real money.',
        'zh-TW': '在遊戲裡買寶石、造型或其他東西。花的是真的錢。',
      },
      example: {
        en: 'The golden brush was an in-game purchase: 60 gems for 90 coins.',
        'zh-TW': '那支金色畫筆就是遊戲內購：60 顆寶石要 NT$90。',
      },
    },
    {
      id: 'verification-code',
      term: { en: 'verification code', 'zh-TW': '驗證碼' },
      definition: {
        en: 'A short number sent to a phone to check that it is really you. Keep it secret.',
        'zh-TW': '傳到手機上、用來確認真的是你本人的一組短短的數字。一定要保密。',
      },
      example: {
        en: "The message asked for the code sent to Dad's phone. Jay did not type it.",
        'zh-TW': '那則訊息要阿哲輸入傳到爸爸手機的驗證碼，可是阿哲沒有輸入。',
      },
    },
    {
      id: 'strange-message',
      term: { en: 'strange message', 'zh-TW': '可疑訊息' },
      definition: {
        en: 'A message that asks for secrets or money, or tells you to hurry. Show it to a grown-up.',
        'zh-TW': '跟你要秘密或錢，或是催你快一點的訊息。要拿給大人看。',
      },
      example: {
        en: 'The "free gems" message was a strange message, so Jay showed it to Dad.',
        'zh-TW': '那則「免費送寶石」的訊息是可疑訊息，所以阿哲拿給爸爸看。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'before-i-buy-in-a-game',
      stem: {
        en: 'Before I make an in-game purchase, I…',
        'zh-TW': '在遊戲內購之前，我會……',
      },
      examples: [
        {
          en: 'Before I make an in-game purchase, I ask a grown-up for a yes, because gems cost real money.',
          'zh-TW': '在遊戲內購之前，我會先問大人同不同意，因為寶石要花真的錢。',
        },
      ],
    },
    {
      id: 'the-total-is',
      stem: {
        en: 'When I shop online with a grown-up, the total is…',
        'zh-TW': '和大人一起網路購物時，總價是……',
      },
      examples: [
        {
          en: 'When I shop online with a grown-up, the total is the price plus the shipping fee: 150 + 60 = 210.',
          'zh-TW': '和大人一起網路購物時，總價是價錢加上運費：150 + 60 = 210。',
        },
      ],
    },
    {
      id: 'if-a-message-asks',
      stem: {
        en: 'If a strange message asks for my password or a verification code, I…',
        'zh-TW': '如果有可疑訊息跟我要密碼或驗證碼，我會……',
      },
      examples: [
        {
          en: 'If a strange message asks for my password or a verification code, I type nothing and show it to a grown-up.',
          'zh-TW': '如果有可疑訊息跟我要密碼或驗證碼，我什麼都不輸入，馬上拿給大人看。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: 'Mei\'s cousin plays a game on his mom\'s tablet. A box pops up: "Get 100 gems for a pet skin! Only 50 coins. Tap to buy!" His mom\'s card is saved on the tablet. What should he do?',
        'zh-TW': '小美的表弟用媽媽的平板玩遊戲。畫面跳出：「買 100 顆寶石，換寵物造型！只要 NT$50，按一下就能買！」媽媽的卡片存在平板裡。他應該怎麼做？',
      },
      options: [
        {
          en: 'Tap it, because gems in a game are not real money.',
          'zh-TW': '直接按，因為遊戲裡的寶石不是真的錢。',
        },
        {
          en: 'Tap it. 50 coins is a small amount, so Mom will not mind.',
          'zh-TW': '直接按。NT$50 不多，媽媽應該不會介意。',
        },
        {
          en: 'Stop and ask Mom first, since it spends her real money.',
          'zh-TW': '先停下來問媽媽，因為這會花掉她真的錢。',
        },
        {
          en: 'Tap it now, and tell Mom about it when she gets home.',
          'zh-TW': '先按下去，等媽媽回家再跟她說。',
        },
      ],
      correctAnswer: 2,
      feedback: {
        en: 'An in-game purchase spends real money from the card saved on the tablet. So he stops and asks Mom first, every time. Gems are bought with real money, small amounts still need a yes, and telling her later is not asking.',
        'zh-TW': '遊戲內購花的是平板裡那張卡片的真錢，所以他要先停下來問媽媽，每一次都要。寶石是用真的錢買的；金額小也要先得到同意；事後才說，也不算是先問過。',
      },
      hintCycle: [
        {
          en: 'Think of what Jay did when the golden brush popped up.',
          'zh-TW': '想想金色畫筆跳出來的時候，阿哲做了什麼。',
        },
        {
          en: 'Some think gems are not real money, or that a small buy needs no yes. Others think telling later is the same as asking.',
          'zh-TW': '有人以為寶石不是真的錢，或覺得小錢不用問；也有人以為事後再說，就等於問過了。',
        },
        {
          en: 'The answer: stop and ask Mom first, since it spends her real money. Every in-game purchase needs a grown-up\'s yes first.',
          'zh-TW': '答案是：先停下來問媽媽，因為這會花掉她真的錢。每一次遊戲內購，都要先得到大人同意。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'True or false: An and Mom look at a pencil case online. On Money Islands, it costs 120 coins, and shipping is 60 coins. An has 150 coins saved, so she has enough to buy it.',
        'zh-TW': '是非題：小安和媽媽在網路上看到一個鉛筆盒。在理財冒險島上，它賣 NT$120，運費是 NT$60。小安存了 NT$150，所以她的錢夠買這個鉛筆盒。',
      },
      correctAnswer: false,
      feedback: {
        en: 'False. The total is 120 + 60 = 180 coins. 180 − 150 = 30, so An is 30 coins short. The price alone is not what you pay.',
        'zh-TW': '錯。總價是 120 + 60 = 180。180 − 150 = 30，小安還差 NT$30。光看標價，不等於你要付的錢。',
      },
      hintCycle: [
        {
          en: 'What did Dad tell Jay to check before buying the markers?',
          'zh-TW': '買麥克筆之前，爸爸要阿哲先看什麼？',
        },
        {
          en: 'Some look only at the price. But the shipping fee is paid too, so add it first.',
          'zh-TW': '有人只看標價，可是運費也要付，所以要先加上去。',
        },
        {
          en: 'The answer is false. The total is 120 + 60 = 180, and An has 150, so she is 30 coins short.',
          'zh-TW': '答案是「錯」。總價是 120 + 60 = 180，小安只有 NT$150，還差 NT$30。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'A message pops up on the family tablet: "Free gems! Type your password and the code we sent to your mom\'s phone." What are smart steps? Pick all that are right.',
        'zh-TW': '家裡的平板跳出一則訊息：「免費送寶石！請輸入你的密碼，還有我們傳到你媽媽手機的驗證碼。」下面哪些是聰明的做法？（可以選好幾個）',
      },
      options: [
        {
          en: 'Show the message to a grown-up right away.',
          'zh-TW': '馬上把訊息拿給大人看。',
        },
        {
          en: 'Send the code but not the password, since the password is the real secret.',
          'zh-TW': '只給驗證碼，不給密碼，因為密碼才是真正的秘密。',
        },
        {
          en: 'Type nothing: not the password, not the code.',
          'zh-TW': '什麼都不輸入，密碼和驗證碼都不給。',
        },
        {
          en: 'Reply and ask them if the gems are real.',
          'zh-TW': '回訊息問對方，寶石是不是真的。',
        },
        {
          en: 'Keep it to yourself, so no one thinks you did something wrong.',
          'zh-TW': '自己知道就好，免得別人以為你做錯事。',
        },
      ],
      correctAnswer: [0, 2],
      feedback: {
        en: 'Type nothing and show a grown-up. A code is as secret as a password: it can open the account or pay. Replying starts a chat with a stranger, and you did nothing wrong by getting the message. A grown-up can call 165 to ask.',
        'zh-TW': '什麼都不輸入，拿給大人看。驗證碼跟密碼一樣要保密，因為它能打開帳號，也能用來付錢。回訊息等於跟陌生人聊起來；收到這種訊息，也不是你做錯事。大人可以打 165 問問看。',
      },
      hintCycle: [
        {
          en: 'Think of what Jay did on Sunday when the message popped up.',
          'zh-TW': '想想星期天訊息跳出來的時候，阿哲做了什麼。',
        },
        {
          en: 'Some think a code is less secret than a password, or that a reply is safe. Some hide the message out of worry. Two steps are right.',
          'zh-TW': '有人以為驗證碼沒有密碼那麼重要，或覺得回訊息沒關係；也有人因為擔心而把訊息藏起來。正確的有兩個。',
        },
        {
          en: 'The answers: show the message to a grown-up right away, and type nothing, not the password and not the code. A grown-up can call 165.',
          'zh-TW': '答案是：馬上把訊息拿給大人看，還有什麼都不輸入，密碼和驗證碼都不給。大人可以打 165 問問看。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: "In a game, a pack of 30 gems costs 50 coins. Leo's cousin buys 3 packs, with his dad's yes each time. In coins, he spends ______ in all.",
        'zh-TW': '在一個遊戲裡，一包 30 顆寶石要 NT$50。阿力的表弟買了 3 包，每次都先得到爸爸同意。他一共花了______。',
      },
      acceptedAnswers: {
        en: ['150', 'one hundred fifty', 'one hundred and fifty', '150 coins'],
        'zh-TW': ['150', 'NT$150', '150元', '150 元', '一百五十', '一百五十元', '一百五', '150塊', '一百五十塊'],
      },
      feedback: {
        en: '3 × 50 = 150 coins. Each pack costs real money, and the packs add up.',
        'zh-TW': '3 × 50 = 150，一共花了 NT$150。每一包都要花真的錢，買越多包，加起來就越多。',
      },
      hintCycle: [
        {
          en: 'How many packs did he buy, and how many coins is one pack?',
          'zh-TW': '他買了幾包？一包要多少錢？',
        },
        {
          en: '50 is only one pack. And 3 × 30 = 90 counts gems, not coins. Count the coins for 3 packs.',
          'zh-TW': 'NT$50 只是一包的錢；3 × 30 = 90 算的是寶石，不是錢。要算 3 包要付多少錢。',
        },
        {
          en: 'The answer is 150. 3 × 50 = 150 coins of real money.',
          'zh-TW': '答案是 150。3 × 50 = 150，花的是 NT$150 真的錢。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: 'A short number is sent to a phone to check that it is really you. It is called a ______. Never tell it to anyone.',
        'zh-TW': '傳到手機上、用來確認真的是你本人的一組短短的數字，叫做______。不可以告訴任何人。',
      },
      acceptedAnswers: {
        en: ['verification code', 'code', 'one-time code', 'one time code', 'security code', 'text code', 'SMS code', 'login code', 'OTP', 'one-time password', 'one time password', 'confirmation code', 'check code'],
        'zh-TW': ['驗證碼', '簡訊驗證碼', '認證碼', '確認碼', '一次性密碼', '動態密碼', '簡訊動態密碼', 'OTP', '安全碼'],
      },
      feedback: {
        en: 'It is a verification code. It works like a key for paying or opening an account. Banks, the post office and phone companies never ask you to tell it to them.',
        'zh-TW': '這就是驗證碼。它像一把鑰匙，可以用來付錢或打開帳號。銀行、郵局和電信公司都不會叫你說出驗證碼。',
      },
      hintCycle: [
        {
          en: "What did the Sunday message ask for, besides Jay's password?",
          'zh-TW': '星期天那則訊息，除了密碼以外，還跟阿哲要了什麼？',
        },
        {
          en: 'It is not a password you make up. It is a new short number sent to a phone each time.',
          'zh-TW': '它不是你自己想的密碼，而是每次傳到手機上的一組新的短數字。',
        },
        {
          en: 'The answer is "verification code". Keep it secret, even from friends.',
          'zh-TW': '答案是「驗證碼」。就算是好朋友，也不要告訴他。',
        },
      ],
    },
  ],
  reflection: {
    id: 'my-safe-online-rule',
    question: {
      en: 'Think of a time you saw a "buy now" button in a game or online. What will you do next time, before anything is bought?',
      'zh-TW': '想一想，你曾經在遊戲裡或網路上看過「馬上買」的按鈕嗎？下次在買任何東西之前，你會怎麼做？',
    },
    placeholder: {
      en: 'I saw… Next time, before anything is bought, I will…',
      'zh-TW': '我看過……。下次在買東西之前，我會……',
    },
  },
} satisfies ClassicBody;

export default body;
