import type { ClassicBody } from '../schema/module-body';

/**
 * M99 · Crypto Galaxy: "Crypto Hype and Risks" / 「加密貨幣的熱潮與風險」.
 * Learning outcome (Grade 8, Managing Risk): spot crypto hype ("everyone is getting rich", "prices only go up")
 * and the signs of scams that use crypto (guaranteed profit with no risk, a fee to take out "profits", someone
 * asking you to buy or move crypto for them, a request for a code), explain that a price that went up can
 * fall (a past rise promises nothing), and respond: stop, don't pay or reply, and tell a grown-up, who can call 165.
 * Benchmark, in words: the grade-8 Managing Risk statements that people can take steps to protect themselves
 * from fraud and scams, weighing how likely a loss is and how big it could be; here the risk is crypto hype and
 * crypto scams, and the steps are spotting the signs and telling a grown-up.
 * Island position: the island's last lesson, the capstone of Crypto Galaxy and of the course. It uses the
 * island's ideas together (the lessons are written in parallel; recap in general words): M96 cards, transit
 * cards and phone payments all spend real NT$, so keep track in a ledger (Mei); M97 never share a password or
 * verification code, and ask a grown-up before paying online (Jay); M98 crypto is kept on a blockchain, is not
 * the NT$, and its price swings a lot (An); this lesson adds hype and scams (Leo). It also uses Capital
 * Mountain's "risk and reward come together" and Shield Island's "stop, tell a grown-up, 165".
 * Numbers: the island's own pretend price of one piece of a pretend crypto over one week, said so in the story
 * (real prices are different and never promised; no coin is named): Monday 100, Wednesday 140, Friday 70,
 * Sunday 90. 140 − 100 = 40 up; if bought on Wednesday for 140: 140 − 70 = 70 less on Friday; 140 − 90 = 50 less
 * on Sunday. Leo's stand: about 140 left on a usual Saturday (cast sheet: 200 − 60 = 140); he keeps it. The
 * message asks 100 coins to join (he does not pay). Quiz: q1 60 on Monday, 90 on Thursday: 90 − 60 = 30 up; q2 a
 * "profit" of 500 and a 50-coin "unlock fee" (the scammer's figures); q4 80 on Monday, 120 on Wednesday, 60 on
 * Friday: 80 − 60 = 20 less than paid; q5 165.
 * Facts:
 * - Crypto's price has no daily limit and can rise and fall sharply; it is high risk. Scammers promise
 *   "guaranteed profit, no risk" (穩賺不賠) and later ask for fees before you can take money out (story, terms,
 *   q1, q2, q3, q4) — FSC press statement, 22 September 2025
 * - 165 is the anti-fraud hotline, 165 反詐騙諮詢專線 (story, term, q5) — National Police Agency, 2025
 * - Never tell anyone a verification code (驗證碼); banks, the post office and phone companies never ask for it
 *   (Jay's recap, q3) — 165 anti-fraud warnings and banks' security notices, 2025
 * - Crypto is not the New Taiwan dollar; Taiwan's central bank does not issue it (An's recap) — Central Bank
 *   Act; Central Bank of the Republic of China (Taiwan) statements on crypto, 2025
 * - In Taiwan, children under 18 can only invest with a parent or guardian (story) — Civil Code arts. 12 and 77,
 *   2023
 * - Stored-value transit cards are topped up with money first, then each ride takes the fare off (q3) — Taipei
 *   Metro / city bus fare rules, 2025
 */
const body = {
  id: 'M99',
  format: 'classic',
  scenarios: [
    {
      id: 'leos-week-of-watching',
      title: {
        en: 'Leo Watches the Price',
        'zh-TW': '阿力的價格觀察週',
      },
      description: {
        en: 'A pretend crypto jumps up, and a video says everyone is getting rich. Leo stops and asks, "Why?"',
        'zh-TW': '一種假想的加密貨幣價格一下子衝高，影片還說大家都在賺大錢。阿力停下來問：「為什麼？」',
      },
      context: {
        en:
          'During their last week in Crypto Galaxy, Ms. Chen shows the price of a pretend crypto. ' +
          '"These are the island\'s pretend numbers, to keep the maths easy," she says. "Real prices are different and are never promised." ' +
          'On Monday, one piece costs 100 coins. On Wednesday, it costs 140. "It went up 40!" says Leo. 140 − 100 = 40. ' +
          'That evening, Leo watches a video with Dad. A voice shouts, "Everyone is getting rich with crypto! Prices only go up!" ' +
          'Under it, a message says, "Join my group. Guaranteed profit, no risk! Pay 100 coins to start. Hurry!" ' +
          'Leo has 140 coins from Saturday\'s stand. His heart beats fast. He wants to join! ' +
          'Then he stops. He thinks of Mei\'s favorite word: "Why?" Why would a stranger promise no risk? Who is "everyone"? ' +
          '"Good stop," says Dad. "Guaranteed profit is a sign of a scam. We won\'t pay or reply. Grown-ups can call 165 to check. ' +
          'And in Taiwan, children under 18 can only invest with a parent or guardian." ' +
          'On Friday, the pretend crypto costs 70 coins. On Sunday, it costs 90. ' +
          'Leo does the maths. Someone who bought one piece on Wednesday paid 140 coins. On Friday, it was worth 140 − 70 = 70 coins less. On Sunday, it was still 140 − 90 = 50 coins less. Leo still has all his 140 coins. ' +
          'Then each friend shares one galaxy idea. ' +
          'Mei: "Cards and phones spend real money, so I write it in my ledger." ' +
          'Jay: "I never share a password or a code." ' +
          'An: "Crypto is kept on a blockchain. It is not the NT$, and its price swings a lot." ' +
          'Leo: "Hype says everyone gets rich. But prices can fall, too. Stop, don\'t pay, and tell a grown-up!" ' +
          '"Squawk!" says Pip. "You crossed the whole galaxy, our last island. Well done, money explorers!"',
        'zh-TW':
          '在加密銀河的最後一個星期，陳老師給大家看一種假想加密貨幣的價格。' +
          '她說：「這些是島上假想的數字，讓大家比較好算。真實的價格不一樣，也沒有人能保證。」' +
          '星期一，一個要 NT$100；星期三，變成 NT$140。阿力說：「漲了 40 元！」140 − 100 = 40。' +
          '那天晚上，阿力跟爸爸一起看影片。影片裡有人大喊：「大家都靠加密貨幣賺大錢！價格只會漲！」' +
          '影片下面有一則留言：「加入我的群組，穩賺不賠，沒有風險！先付 NT$100 就能開始。要快喔！」' +
          '阿力星期六擺攤，扣掉材料費，剩下的 NT$140 還在。他的心怦怦跳，好想加入！' +
          '接著，他停了下來，想起小美最愛問的那句：「為什麼？」陌生人為什麼敢說沒有風險？「大家」又是誰？' +
          '爸爸說：「停得好！說『穩賺不賠』，就是詐騙的警訊。我們不付錢，也不回覆。大人可以打 165 查證。' +
          '還有，在台灣，未滿 18 歲的孩子要投資，一定要有父母或監護人一起。」' +
          '星期五，這種假想加密貨幣變成 NT$70；星期天，變成 NT$90。' +
          '阿力算了一算：如果有人星期三花 NT$140 買了一個，到了星期五，140 − 70 = 70，價值少了 NT$70；到了星期天，140 − 90 = 50，還是少了 NT$50。阿力的 NT$140 一塊也沒少。' +
          '最後，每個人分享一個在銀河學到的想法。' +
          '小美：「用卡片和手機付錢，花的都是真的錢，所以我會記在帳本上。」' +
          '阿哲：「密碼和驗證碼，我絕對不告訴別人。」' +
          '小安：「加密貨幣記在區塊鏈上。它不是新台幣，價格也可能忽高忽低。」' +
          '阿力：「炒作的話說大家都會變有錢，可是價格也會跌。先停下來，不付錢，告訴大人！」' +
          '皮皮叫著：「嘎！你們走完整個銀河，也走完最後一座島了。理財小探險家，做得好！」',
      },
      thinkingPrompts: [
        {
          en: 'The price went up on Wednesday. Why did that not promise anything about Friday?',
          'zh-TW': '星期三價格漲了。為什麼這不代表星期五也會漲？',
        },
        {
          en: 'The message said "Hurry!" Why do you think scams try to rush people?',
          'zh-TW': '留言說「要快喔！」你覺得詐騙為什麼老是要催人？',
        },
        {
          en: 'Leo wanted to join, and then he stopped. What helped him stop?',
          'zh-TW': '阿力本來想加入，後來停了下來。是什麼幫助他停下來的？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'hype',
      term: { en: 'hype', 'zh-TW': '炒作' },
      definition: {
        en: 'Loud, excited talk that makes something sound better than it really is.',
        'zh-TW': '很誇張、很興奮的說法，把一樣東西講得比實際上還要好。',
      },
      example: {
        en: '"Everyone is getting rich!" in the video is hype.',
        'zh-TW': '影片裡那句「大家都靠加密貨幣賺大錢！」就是炒作。',
      },
    },
    {
      id: 'price-swing',
      term: { en: 'price swing', 'zh-TW': '價格波動' },
      definition: {
        en: 'A big change in a price, up or down.',
        'zh-TW': '價格大幅度地上漲或下跌。',
      },
      example: {
        en: 'The pretend crypto went from 140 coins to 70 coins in 2 days. That is a big price swing.',
        'zh-TW': '假想加密貨幣只花了 2 天，就從 NT$140 跌到 NT$70，這就是很大的價格波動。',
      },
    },
    {
      id: 'risk',
      term: { en: 'risk', 'zh-TW': '風險' },
      definition: {
        en: 'The chance of losing some money, or getting less than you hoped.',
        'zh-TW': '可能賠掉一些錢，或是拿回來的比你希望的少。',
      },
      example: {
        en: 'Crypto has high risk. Its price can rise fast, and it can fall fast, too.',
        'zh-TW': '加密貨幣的風險很高。它的價格可能漲得很快，也可能跌得很快。',
      },
    },
    {
      id: 'guaranteed-profit',
      term: { en: 'guaranteed profit', 'zh-TW': '穩賺不賠' },
      definition: {
        en: 'A promise that you will surely make money and not lose any.',
        'zh-TW': '保證一定賺錢、不會賠錢的說法。',
      },
      example: {
        en: 'Real investing cannot promise a guaranteed profit. So the message was a sign of a scam.',
        'zh-TW': '真正的投資，沒辦法保證穩賺不賠。所以那則留言是詐騙的警訊。',
      },
    },
    {
      id: 'scam',
      term: { en: 'scam', 'zh-TW': '詐騙' },
      definition: {
        en: "A trick to take someone's money or secrets.",
        'zh-TW': '用騙人的方法，拿走別人的錢或祕密。',
      },
      example: {
        en: '"Pay a fee first, then you can take out your profit" is a crypto scam.',
        'zh-TW': '「先付一筆費用，才能把你賺的錢領出來」，就是一種加密貨幣詐騙。',
      },
    },
    {
      id: 'anti-fraud-hotline',
      term: { en: '165 anti-fraud hotline', 'zh-TW': '165 反詐騙諮詢專線' },
      definition: {
        en: 'A phone number in Taiwan that grown-ups can call to check if something is a scam.',
        'zh-TW': '台灣的一支電話號碼，大人可以打來問問看，某件事是不是詐騙。',
      },
      example: {
        en: 'Dad says grown-ups can call 165 to check a strange message.',
        'zh-TW': '爸爸說，大人收到奇怪的訊息，可以打 165 查證。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'when-a-video-says',
      stem: {
        en: 'When a video says everyone is getting rich, I…',
        'zh-TW': '當影片說大家都在賺大錢，我會……',
      },
      examples: [
        {
          en: 'When a video says everyone is getting rich, I remember it is hype. Prices can fall, too.',
          'zh-TW': '當影片說大家都在賺大錢，我會記得那是炒作，價格也可能會跌。',
        },
      ],
    },
    {
      id: 'if-a-message-promises',
      stem: {
        en: 'If a message promises guaranteed profit, I…',
        'zh-TW': '如果有訊息說「穩賺不賠」，我會……',
      },
      examples: [
        {
          en: 'If a message promises guaranteed profit, I stop, I don\'t pay or reply, and I tell a grown-up.',
          'zh-TW': '如果有訊息說「穩賺不賠」，我會先停下來，不付錢、不回覆，然後告訴大人。',
        },
      ],
    },
    {
      id: 'one-galaxy-idea',
      stem: {
        en: 'One Crypto Galaxy idea I will use is…',
        'zh-TW': '我會用到的一個加密銀河想法是……',
      },
      examples: [
        {
          en: 'One Crypto Galaxy idea I will use is to write in my ledger each time I tap my transit card.',
          'zh-TW': '我會用到的一個加密銀河想法是，每次刷交通卡，都記在帳本上。',
        },
        {
          en: 'One Crypto Galaxy idea I will use is that a price that went up can still fall, so hype is not a promise.',
          'zh-TW': '我會用到的一個加密銀河想法是，漲過的價格還是可能會跌，所以炒作不是保證。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: 'On Money Islands, a pretend crypto costs 60 coins on Monday and 90 coins on Thursday. A video says, "It went up, so it will keep going up!" Which is right?',
        'zh-TW': '在理財冒險島上，一種假想的加密貨幣，星期一要 NT$60，星期四變成 NT$90。有一支影片說：「它漲了，所以會一直漲下去！」哪一個說法才對？',
      },
      options: [
        {
          en: 'It will surely reach 120 next, because it already rose by 30.',
          'zh-TW': '它接下來一定會漲到 120 元，因為已經漲了 30 元。',
        },
        {
          en: 'It rose by 30, but that does not promise it will rise again.',
          'zh-TW': '它漲了 30 元，可是這不代表它還會再漲。',
        },
        {
          en: 'The price is safe now, since so many people talk about it.',
          'zh-TW': '價格現在很安全了，因為很多人都在討論它。',
        },
        {
          en: 'Buy it fast, before it goes up more. Waiting is the big risk.',
          'zh-TW': '趕快買，免得它再漲。慢慢等才是最大的風險。',
        },
      ],
      correctAnswer: 1,
      feedback: {
        en: '90 − 60 = 30, so it rose by 30. But a past rise promises nothing: the price can fall next. Lots of talk is hype, not safety, and "hurry" is a warning sign, not a reason to buy.',
        'zh-TW': '90 − 60 = 30，它漲了 30 元。可是漲過，不代表以後還會漲，價格接下來也可能跌。很多人在討論是炒作，不是安全；「要快」是警訊，不是買的理由。',
      },
      hintCycle: [
        {
          en: "Think of Leo's week. The price went up on Wednesday. What happened on Friday?",
          'zh-TW': '想想阿力的那個星期：星期三價格漲了，星期五發生了什麼事？',
        },
        {
          en: 'Some think a price that went up will keep going up, or that lots of talk makes it safe. Leo saw 140 fall to 70.',
          'zh-TW': '有人以為漲過就會一直漲，或是大家都在討論就很安全。可是阿力看到價格從 140 跌到 70。',
        },
        {
          en: 'The answer: it rose by 30, but that does not promise it will rise again. 90 − 60 = 30.',
          'zh-TW': '答案是：它漲了 30 元，可是這不代表它還會再漲。90 − 60 = 30。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'Jay\'s cousin gets a message from a stranger: "Your crypto profit is 500 coins! Pay a 50-coin unlock fee to take it out." True or false: paying the 50 coins is a smart way to get the 500.',
        'zh-TW': '阿哲的表哥收到陌生人傳來的訊息：「你的加密貨幣賺了 NT$500！先付 NT$50 解鎖費，就能領出來。」是非題：付這 NT$50，是拿到那 NT$500 的聰明方法。',
      },
      correctAnswer: false,
      feedback: {
        en: 'False. "Pay a fee first to take out your profit" is a sign of a crypto scam. The 500 coins are most likely not real, and the 50 coins would be lost. Stop, don\'t pay, and tell a grown-up.',
        'zh-TW': '不對。「先付費用，才能領出你賺的錢」是加密貨幣詐騙的警訊。那 NT$500 很可能根本不存在，付出去的 NT$50 也拿不回來。先停下來，不付錢，告訴大人。',
      },
      hintCycle: [
        {
          en: 'Who sent the message? And what does it ask for first?',
          'zh-TW': '訊息是誰傳的？它要你先做什麼？',
        },
        {
          en: 'Some think a small fee is worth it for a big profit. But a stranger asking you to pay first to get money out is a scam sign.',
          'zh-TW': '有人以為付一點小錢，換一大筆錢很划算。可是陌生人要你先付錢才能領錢，就是詐騙的警訊。',
        },
        {
          en: 'The answer is false. Paying the fee is how the scam takes money. Tell a grown-up, who can call 165.',
          'zh-TW': '答案是「不對」。付這筆費用，正是詐騙拿走錢的方法。告訴大人，大人可以打 165 查證。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: "Leo's friend gets these messages. Which ones show signs of a scam? Pick all that are right.",
        'zh-TW': '阿力的朋友收到下面這些訊息。哪些有詐騙的警訊？（可以選好幾個）',
      },
      options: [
        {
          en: 'From a stranger: "Guaranteed profit, no risk! Join our crypto group today."',
          'zh-TW': '陌生人：「穩賺不賠，沒有風險！今天就加入我們的加密貨幣群組。」',
        },
        {
          en: 'From Ms. Chen: "Crypto prices can swing a lot. Talk with a grown-up."',
          'zh-TW': '陳老師：「加密貨幣的價格可能波動很大，要跟大人商量喔。」',
        },
        {
          en: 'From a stranger: "Buy some crypto for me and move it to my account. I will pay you."',
          'zh-TW': '陌生人：「幫我買一些加密貨幣，再轉到我的帳戶，我會付錢給你。」',
        },
        {
          en: 'From a stranger: "Tell me the code that was just sent to your mom\'s phone."',
          'zh-TW': '陌生人：「把剛剛傳到你媽媽手機的驗證碼告訴我。」',
        },
        {
          en: 'From Mom: "Your transit card is low. Let\'s top it up together."',
          'zh-TW': '媽媽：「你的交通卡快沒錢了，我們一起去加值吧。」',
        },
      ],
      correctAnswer: [0, 2, 3],
      feedback: {
        en: 'Guaranteed profit, a request to buy or move crypto for someone, and a request for a code are scam signs. Ms. Chen\'s warning is good advice. Mom\'s top-up is a safe plan with a grown-up.',
        'zh-TW': '穩賺不賠、要你幫忙買或轉加密貨幣、跟你要驗證碼，都是詐騙的警訊。陳老師的提醒是好建議；媽媽說要一起加值，是跟大人一起的安全做法。',
      },
      hintCycle: [
        {
          en: 'Check each message: who sent it, and what does it ask you to do?',
          'zh-TW': '一則一則看：是誰傳的？要你做什麼？',
        },
        {
          en: 'Some think any message about crypto or money is a scam. A warning from Ms. Chen, or Mom topping up a card, asks for nothing risky.',
          'zh-TW': '有人以為只要提到加密貨幣或錢，就是詐騙。可是陳老師的提醒、媽媽說要幫交通卡加值，都沒有要你做危險的事。',
        },
        {
          en: 'The answers: guaranteed profit, buying or moving crypto for a stranger, and asking for the code.',
          'zh-TW': '答案是：穩賺不賠、幫陌生人買或轉加密貨幣，還有跟你要驗證碼。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'bool',
      question: {
        en: 'On Money Islands, a pretend crypto costs 80 coins on Monday, 120 on Wednesday and 60 on Friday. True or false: if someone bought one piece on Monday for 80 coins, on Friday it is worth 20 coins less than they paid.',
        'zh-TW': '在理財冒險島上，一種假想的加密貨幣，星期一要 NT$80，星期三 NT$120，星期五 NT$60。是非題：如果有人星期一花 NT$80 買了一個，到了星期五，它的價值比當初付的少了 NT$20。',
      },
      correctAnswer: true,
      feedback: {
        en: 'True. 80 − 60 = 20, so it is worth 20 coins less than they paid. The jump to 120 on Wednesday did not keep it up.',
        'zh-TW': '對。80 − 60 = 20，它的價值比當初付的少了 NT$20。星期三漲到 NT$120，並沒有讓它一直留在高點。',
      },
      hintCycle: [
        {
          en: 'Compare what they paid on Monday with the price on Friday.',
          'zh-TW': '比一比：星期一付了多少？星期五的價格是多少？',
        },
        {
          en: 'Some look at the high price on Wednesday and think they gained. But what counts here is Friday\'s price.',
          'zh-TW': '有人看到星期三的高價，就以為賺到了。可是這一題要看的是星期五的價格。',
        },
        {
          en: 'The answer is true. 80 − 60 = 20 coins less than they paid.',
          'zh-TW': '答案是「對」。80 − 60 = 20，比當初付的少了 NT$20。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: 'Leo\'s aunt gets a message: "Pay a fee first, then you can take out your crypto profit." She is not sure. In Taiwan, she can call the anti-fraud hotline, ______, to check.',
        'zh-TW': '阿力的阿姨收到一則訊息：「先付一筆費用，才能領出你的加密貨幣獲利。」她不太確定。在台灣，她可以打反詐騙諮詢專線______查證。',
      },
      acceptedAnswers: {
        en: ['165', '1-6-5', 'one six five', 'one-six-five', '165 hotline'],
        'zh-TW': ['165', '一六五', '165專線', '165 專線'],
      },
      feedback: {
        en: 'It is 165, the anti-fraud hotline in Taiwan. A fee before you can take money out is a scam sign, so checking is smart.',
        'zh-TW': '是 165，台灣的反詐騙諮詢專線。要先付費用才能領錢，是詐騙的警訊，打電話查證是聰明的做法。',
      },
      hintCycle: [
        {
          en: 'What number did Leo\'s dad say grown-ups can call?',
          'zh-TW': '阿力的爸爸說，大人可以打哪個號碼？',
        },
        {
          en: 'Some would call the number in the message. Instead, call the hotline that checks scams. It has 3 digits.',
          'zh-TW': '有人會打訊息裡給的電話。其實應該打專門查證詐騙的專線，它是 3 個數字。',
        },
        {
          en: 'The answer is 165, the anti-fraud hotline.',
          'zh-TW': '答案是 165，反詐騙諮詢專線。',
        },
      ],
    },
  ],
  reflection: {
    id: 'my-galaxy-shield',
    question: {
      en: 'Crypto Galaxy is the last island. Which idea from it will help you most when you see exciting money news online?',
      'zh-TW': '加密銀河是最後一座島。以後在網路上看到讓人興奮的金錢消息時，哪一個在這裡學到的想法最能幫助你？',
    },
    placeholder: {
      en: 'When I see exciting money news, I will… and I will ask…',
      'zh-TW': '看到讓人興奮的金錢消息時，我會……，也會去問……',
    },
  },
} satisfies ClassicBody;

export default body;
