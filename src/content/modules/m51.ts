import type { ClassicBody } from '../schema/module-body';

/**
 * M51 · Shield Island: "Spotting Scams and Fraud" / 「識破詐騙」.
 * Learning outcome (Grade 4, Managing Risk): spot the warning signs of a scam (a prize you never entered,
 * "hurry", a request for money, game points or a code, a deal too good to be true, a stranger selling game
 * items) and respond: stop, don't click, pay or share, and tell a grown-up; grown-ups can call 165.
 * Benchmark, in words: the grade-4 Managing Risk statements that people can take steps to lower the risk
 * of losing money; here the risk is a scam, and the steps are spotting its signs and telling a grown-up.
 * Numbers: Mei's allowance is 50 every Monday (cast sheet). The pop-up wants a 50-coin game-points card and
 * gives "10 minutes"; she does not buy it, so on Sunday she still has all 50. Quiz: q1 a stranger wants 100
 * coins of game points first (a "test" of 50); q3 a "prize" bike with a 50-coin delivery fee, a "500-coin"
 * game card for 20 coins within 2 minutes (the scammers' figures, not real prices); q5 165. No calculations.
 * Facts:
 * - 165 is Taiwan's anti-fraud hotline, 165 反詐騙諮詢專線 (story, term, q4, q5: grown-ups call it to ask
 *   whether something is a scam) — National Police Agency (內政部警政署), 2025
 * - ATMs cannot cancel an instalment plan; a call saying "go to an ATM to cancel a payment" is a scam
 *   (story, q4) — 165 anti-fraud warnings (National Police Agency), 2025
 * - Banks, the post office and phone companies never ask you to tell them a verification code (驗證碼);
 *   never share it with anyone (q3) — 165 anti-fraud warnings and banks' security notices, 2025
 * - 110 is the police emergency number in Taiwan (q5 hint: not the line for checking a scam) — National
 *   Police Agency, 2025
 */
const body = {
  id: 'M51',
  format: 'classic',
  scenarios: [
    {
      id: 'mei-asks-why',
      title: {
        en: 'Mei Asks, "Why?"',
        'zh-TW': '小美問：「為什麼？」',
      },
      description: {
        en: 'A pop-up wants Mei\'s 50 coins. A phone call wants Dad at an ATM. Mei spots the signs.',
        'zh-TW': '一個跳出來的視窗想要小美的 NT$50，一通電話想叫爸爸去 ATM。小美看出了不對勁的地方。',
      },
      context: {
        en:
          'On Monday, Mei gets her 50 coins of allowance. On Shield Island, the lighthouse blinks. ' +
          '"Squawk!" says Pip. "This week, watch out for tricks!" ' +
          'On Tuesday, Mei plays a spelling game on Mom\'s tablet. A box pops up: ' +
          '"You won a new tablet! Buy a 50-coin game-points card and send us its code. Only 10 minutes left!" ' +
          'Mei\'s heart jumps. She has exactly 50 coins! Her finger moves toward the button. ' +
          'Then she stops. "Why? I never entered a contest. And why would a prize cost money?" ' +
          'She does not click. She shows Mom. ' +
          '"Great stop!" says Mom. "A prize you never entered, a rush, and a request for money. Those are warning signs of a scam." ' +
          'Mom closes the box. ' +
          'On Thursday evening, Dad gets a phone call. "This is an online shop. By mistake, you are on a payment plan. Go to an ATM to cancel it." ' +
          'Mei whispers, "Is that real?" ' +
          'Dad hangs up. "I don\'t think so. Let\'s check." He calls 165, the anti-fraud hotline, to ask. ' +
          'Then he tells Mei, "An ATM cannot cancel a payment plan. That call was a scam." ' +
          'On Sunday, Mei still has all 50 coins. She makes a poster for her class: "Stop. Don\'t click, pay or share. Tell a grown-up!"',
        'zh-TW':
          '星期一，小美拿到 NT$50 零用錢。守護島上的燈塔一閃一閃的。' +
          '皮皮說：「嘎！這個星期，要睜大眼睛小心陷阱喔！」' +
          '星期二，小美用媽媽的平板玩練習生字的遊戲，畫面突然跳出一個視窗：' +
          '「恭喜你得到一台新平板！只要買一張 NT$50 的遊戲點數卡，把卡上的序號傳給我們就好。只剩 10 分鐘！」' +
          '小美的心怦怦跳：她剛好有 NT$50！她的手指慢慢伸向按鈕……' +
          '接著，她停了下來：「為什麼？我又沒有參加什麼比賽。而且，得到獎品為什麼還要花錢？」' +
          '她沒有點下去，而是拿給媽媽看。' +
          '媽媽說：「停得好！沒參加卻說你得獎、一直催你、又要你付錢，這些都是詐騙的警訊。」' +
          '媽媽把視窗關掉了。' +
          '星期四晚上，爸爸接到一通電話：「這裡是網路商店。我們不小心把你設成分期付款了，請你到 ATM 去取消。」' +
          '小美小聲地問：「這是真的嗎？」' +
          '爸爸掛掉電話說：「我覺得不太對勁，我們來查查看。」他打了 165 反詐騙諮詢專線問問看。' +
          '接著，他告訴小美：「ATM 沒辦法取消分期付款，剛剛那通電話是詐騙。」' +
          '星期天，小美的 NT$50 一塊也沒少。她畫了一張海報要帶去班上：「停一停！不點開、不付錢、不分享，告訴大人！」',
      },
      thinkingPrompts: [
        {
          en: 'Why do you think the pop-up said, "Only 10 minutes left!"?',
          'zh-TW': '你覺得那個視窗為什麼要寫「只剩 10 分鐘！」？',
        },
        {
          en: "Mei's finger was already moving to the button. What helped her stop?",
          'zh-TW': '小美的手指都已經伸向按鈕了，是什麼讓她停下來的？',
        },
        {
          en: 'Dad already felt the call was not real. Why was it still a good idea to call 165 and check?',
          'zh-TW': '爸爸已經覺得那通電話不太對勁，為什麼還是打 165 問清楚比較好？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'scam',
      term: { en: 'scam', 'zh-TW': '詐騙' },
      definition: {
        en: 'A trick to get your money, points or secrets. Grown-ups also call it fraud.',
        'zh-TW': '用騙人的方法，拿走你的錢、點數或秘密。大人也叫它詐欺。',
      },
      example: {
        en: 'The "You won a new tablet!" box was a scam.',
        'zh-TW': '「恭喜你得到一台新平板！」那個視窗，就是詐騙。',
      },
    },
    {
      id: 'warning-sign',
      term: { en: 'warning sign', 'zh-TW': '警訊' },
      definition: {
        en: 'A clue that something may be a trick.',
        'zh-TW': '提醒你「這可能是陷阱」的線索。',
      },
      example: {
        en: '"Only 10 minutes left!" is a warning sign. A scam wants you to hurry, so you do not think.',
        'zh-TW': '「只剩 10 分鐘！」就是一種警訊。詐騙想讓你急著做決定，來不及想清楚。',
      },
    },
    {
      id: 'too-good-to-be-true',
      term: { en: 'too good to be true', 'zh-TW': '好得不像真的' },
      definition: {
        en: 'A prize or a deal so big that it is probably not real.',
        'zh-TW': '獎品或優惠好到不太可能是真的。',
      },
      example: {
        en: 'A free tablet from a contest Mei never entered was too good to be true.',
        'zh-TW': '小美沒參加任何比賽，卻可以得到一台平板，這好得不像真的。',
      },
    },
    {
      id: 'fake-seller',
      term: { en: 'fake seller', 'zh-TW': '假賣家' },
      definition: {
        en: 'Someone who takes your money or points but never sends the thing.',
        'zh-TW': '收了你的錢或點數，卻不會把東西給你的人。',
      },
      example: {
        en: 'A stranger in a game chat who wants points first may be a fake seller.',
        'zh-TW': '在遊戲聊天室裡，要你先給點數的陌生人，可能就是假賣家。',
      },
    },
    {
      id: 'anti-fraud-hotline',
      term: { en: 'anti-fraud hotline (165)', 'zh-TW': '165 反詐騙諮詢專線' },
      definition: {
        en: 'In Taiwan, grown-ups can call 165 to ask if something is a scam.',
        'zh-TW': '在台灣，大人可以打 165，問問看是不是詐騙。',
      },
      example: {
        en: 'Dad called 165 to ask if the strange call was a scam.',
        'zh-TW': '爸爸打 165，問問那通奇怪的電話是不是詐騙。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'one-warning-sign',
      stem: {
        en: 'One warning sign of a scam is…',
        'zh-TW': '詐騙的一種警訊是……',
      },
      examples: [
        {
          en: 'One warning sign of a scam is a prize from a contest I never entered.',
          'zh-TW': '詐騙的一種警訊是：我根本沒參加比賽，卻說我得獎了。',
        },
        {
          en: 'One warning sign of a scam is a message that says, "Hurry! Pay now!"',
          'zh-TW': '詐騙的一種警訊是：訊息一直催我「快點！馬上付錢！」',
        },
      ],
    },
    {
      id: 'when-i-see-a-warning-sign',
      stem: {
        en: 'When I see a warning sign, I…',
        'zh-TW': '看到警訊的時候，我會……',
      },
      examples: [
        {
          en: 'When I see a warning sign, I stop. I don\'t click, pay or share, and I tell a grown-up.',
          'zh-TW': '看到警訊的時候，我會停一停，不點開、不付錢、不分享，然後告訴大人。',
        },
      ],
    },
    {
      id: 'too-good-to-be-true-when',
      stem: {
        en: 'A deal may be too good to be true when…',
        'zh-TW': '一個優惠可能好得不像真的，像是……',
      },
      examples: [
        {
          en: 'A deal may be too good to be true when a stranger sells a 500-coin game card for 20 coins.',
          'zh-TW': '一個優惠可能好得不像真的，像是陌生人說要用 NT$20 賣你一張 NT$500 的遊戲點數卡。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: 'Jay plays a game with his dad\'s OK. In the game chat, a stranger writes: "Rare sword, cheap! Send me 100 coins of game points first. Then I\'ll send it." What should Jay do?',
        'zh-TW': '爸爸同意後，阿哲在玩一款遊戲。遊戲聊天室裡，有個陌生人說：「稀有寶劍便宜賣！先給我 NT$100 的遊戲點數，我再把寶劍給你。」阿哲應該怎麼做？',
      },
      options: [
        {
          en: 'Send 50 coins of points first, to test if the seller is honest.',
          'zh-TW': '先給 NT$50 的點數試試看，看賣家老不老實。',
        },
        {
          en: 'Stop, don\'t send any points, and show Dad the chat.',
          'zh-TW': '先停下來，不給任何點數，把聊天內容拿給爸爸看。',
        },
        {
          en: 'Ask the seller to promise, and pay if the seller sounds kind.',
          'zh-TW': '先請賣家保證，如果對方聽起來很親切，就付錢。',
        },
        {
          en: 'Buy it right away, before someone else gets it.',
          'zh-TW': '馬上買，免得寶劍被別人搶走。',
        },
      ],
      correctAnswer: 1,
      feedback: {
        en: 'A stranger selling game items who wants points first is a warning sign of a fake seller. Stop and show a grown-up. A small "test" payment is still lost, a kind voice is easy to fake, and hurrying is just what the trick wants.',
        'zh-TW': '陌生人賣遊戲道具，又要你先給點數，這是假賣家的警訊。停下來，拿給大人看。先付一點「試試看」，錢一樣會被騙走；親切的語氣很容易裝出來；催你快買，正是陷阱想要的。',
      },
      hintCycle: [
        {
          en: 'Look for the warning signs. Who is writing, and what do they want first?',
          'zh-TW': '找找看有哪些警訊：是誰傳的訊息？對方要你先給什麼？',
        },
        {
          en: 'Paying a little to test it still loses coins. A promise or a kind voice is easy to fake. And a rush is what a scam wants.',
          'zh-TW': '先付一點試試看，一樣會損失；保證和親切的語氣，都很容易假裝；急著決定，正好中了詐騙的計。',
        },
        {
          en: 'The answer: stop, don\'t send any points, and show Dad the chat. A stranger who wants points first may be a fake seller.',
          'zh-TW': '答案是：先停下來，不給任何點數，把聊天內容拿給爸爸看。要你先給點數的陌生人，可能就是假賣家。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: "True or false: A scam message can use a friend's name or a shop's name, so it looks real.",
        'zh-TW': '是非題：詐騙訊息可能會冒用朋友或商店的名字，讓它看起來像真的。',
      },
      correctAnswer: true,
      feedback: {
        en: 'True. Scams copy names that people trust, like the "online shop" that called Dad. So look at what a message asks for: money, points, a code, or a rush. Then check with a grown-up.',
        'zh-TW': '對。詐騙常常冒用大家信任的名字，就像打給爸爸的那家「網路商店」。所以要看訊息要你做什麼：付錢、給點數、給驗證碼，還是催你快一點？再跟大人確認。',
      },
      hintCycle: [
        {
          en: "Think of Dad's call. Who did the caller say they were?",
          'zh-TW': '想想爸爸接到的電話：打電話的人說自己是誰？',
        },
        {
          en: 'Some think a message with a name they know is safe. But anyone can type a name. The warning signs matter more than the name.',
          'zh-TW': '有人以為，看到認識的名字就很安全。可是名字誰都能打；比起名字，更要看有沒有警訊。',
        },
        {
          en: 'The answer is true. A trusted name can be copied, so check the signs and ask a grown-up.',
          'zh-TW': '答案是「對」。信任的名字也可能被冒用，所以要看警訊，也要問大人。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Which of these look like a scam? Pick all that are right.',
        'zh-TW': '下面哪些看起來像詐騙？（可以選好幾個）',
      },
      options: [
        {
          en: '"You won a bike! Pay 50 coins for delivery today." You never entered a contest.',
          'zh-TW': '「恭喜你得到一台腳踏車！今天付 NT$50 運費就寄給你。」可是你根本沒參加任何比賽。',
        },
        {
          en: 'A note from your teacher asks families to pay for the class trip by Friday. Your parents read it and sign it.',
          'zh-TW': '老師發了通知單，請家長在星期五前繳校外教學的費用。爸媽看過以後，在上面簽了名。',
        },
        {
          en: 'A stranger in a game chat writes: "Tell me the code on your mom\'s phone, and I\'ll give you free points."',
          'zh-TW': '遊戲聊天室裡的陌生人說：「把你媽媽手機收到的驗證碼告訴我，我就送你免費點數。」',
        },
        {
          en: 'An online ad says: "This 500-coin game card is yours for 20 coins. Pay in 2 minutes!"',
          'zh-TW': '網路廣告寫著：「NT$500 的遊戲點數卡，只要 NT$20！2 分鐘內付款！」',
        },
      ],
      correctAnswer: [0, 2, 3],
      feedback: {
        en: 'The bike message is a prize you never entered, and it wants money fast. The stranger wants a code: never share a verification code with anyone. The game card is too good to be true, and it rushes you. The teacher\'s note asks for money, but it comes from someone you know, gives days, and your parents handle it. That is normal.',
        'zh-TW': '腳踏車的訊息：沒參加卻說你得獎，還要你趕快付錢。陌生人要的是驗證碼：驗證碼不能告訴任何人。遊戲點數卡好得不像真的，還催你快付。老師的通知單雖然要收錢，但它來自你認識的人，有好幾天可以準備，也是由爸媽處理，這很正常。',
      },
      hintCycle: [
        {
          en: 'Check each one for the signs. A prize you never entered? A rush? A request for money, points or a code? A deal too good to be true?',
          'zh-TW': '一個一個檢查有沒有這些警訊：沒參加卻得獎、催你快一點、要錢、要點數或驗證碼、好得不像真的優惠。',
        },
        {
          en: 'Not every request for money is a scam. The teacher\'s note comes from someone you know and goes to your parents. It has no prize, no stranger and no rush.',
          'zh-TW': '不是每次有人要收錢都是詐騙。老師的通知單來自你認識的人，也是交給爸媽處理；沒有獎品、沒有陌生人，也沒有一直催你。',
        },
        {
          en: 'The answer: the bike prize, the stranger who wants the code, and the 500-coin card for 20 coins.',
          'zh-TW': '答案是：送腳踏車的訊息、要驗證碼的陌生人，還有 NT$20 就能買 NT$500 點數卡的廣告。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'A caller tells Leo\'s mom, "By mistake, you are on a payment plan. Go to an ATM to cancel it." An ATM cannot cancel a payment plan. So this call is a ______.',
        'zh-TW': '有人打電話給阿力的媽媽：「我們不小心把你設成分期付款了，請到 ATM 取消。」ATM 沒辦法取消分期付款，所以這通電話是______。',
      },
      acceptedAnswers: {
        en: ['scam', 'scam call', 'fraud', 'trick', 'trap', 'fake', 'fake call', 'con', 'hoax', 'lie'],
        'zh-TW': ['詐騙', '詐騙電話', '詐欺', '騙局', '陷阱', '假的', '假電話', '騙人的', '謊言', '謊話'],
      },
      feedback: {
        en: 'It is a scam. An ATM cannot cancel a payment plan, so a caller who sends you to one wants to take your money. A grown-up can hang up and call 165 to check.',
        'zh-TW': '這是詐騙。ATM 沒辦法取消分期付款，叫你去 ATM 的人，是想騙走你的錢。大人可以直接掛掉電話，再打 165 問問看。',
      },
      hintCycle: [
        {
          en: "Think of the call Mei's dad got on Thursday.",
          'zh-TW': '想想小美的爸爸星期四晚上接到的電話。',
        },
        {
          en: 'It only sounds like a real shop. A real payment plan is not cancelled at an ATM, so the caller is not telling the truth.',
          'zh-TW': '它只是聽起來像真的商店。真正的分期付款，不會叫你去 ATM 取消，所以打電話的人沒說實話。',
        },
        {
          en: 'The answer is "scam". A call that says "go to an ATM to cancel a payment" is a scam.',
          'zh-TW': '答案是「詐騙」。叫你「去 ATM 取消付款」的電話，就是詐騙。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: 'An\'s grandpa gets a strange call about his money. He is not sure it is real. An says, "Grandpa, you can ask the anti-fraud hotline. Its number is ______."',
        'zh-TW': '小安的爺爺接到一通跟錢有關的奇怪電話，不確定是不是真的。小安說：「爺爺，你可以打反詐騙諮詢專線問問看，號碼是______。」',
      },
      acceptedAnswers: {
        en: ['165', '1-6-5', '1 6 5', 'one six five', 'one-six-five', 'one hundred sixty-five'],
        'zh-TW': ['165', '一六五', '一百六十五'],
      },
      feedback: {
        en: '165 is Taiwan\'s anti-fraud hotline. Grown-ups can call it to ask about a strange call. An helps by knowing the number and telling a grown-up.',
        'zh-TW': '165 是台灣的反詐騙諮詢專線。大人接到奇怪的電話，可以打去問問看。小安記得這個號碼，又告訴了大人，就是在幫忙。',
      },
      hintCycle: [
        {
          en: "Which number did Mei's dad call after the fake call?",
          'zh-TW': '小美的爸爸接到假電話以後，打了哪個號碼？',
        },
        {
          en: 'It is not 110. That is the police number for emergencies. The scam line starts with 1 and ends with 5.',
          'zh-TW': '不是 110，那是緊急狀況時打給警察的號碼。問詐騙的專線，第一個數字是 1，最後一個數字是 5。',
        },
        {
          en: 'The answer is 165, Taiwan\'s anti-fraud hotline. Grown-ups can call it to check.',
          'zh-TW': '答案是 165，台灣的反詐騙諮詢專線。大人可以打去問問看。',
        },
      ],
    },
  ],
  reflection: {
    id: 'if-a-message-says-i-won',
    question: {
      en: 'Imagine a message says you won a prize. Which warning signs would you look for? Who would you tell?',
      'zh-TW': '想像一下，有個訊息說你得獎了。你會檢查哪些警訊？你會告訴誰？',
    },
    placeholder: {
      en: 'I would look for… Then I would… and tell…',
      'zh-TW': '我會看看有沒有……然後我會……，再告訴……',
    },
  },
} satisfies ClassicBody;

export default body;
