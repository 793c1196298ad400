import type { ClassicBody } from '../schema/module-body';

/**
 * M52 · Shield Island: "Guarding Passwords and Identity" / 「守護密碼與個人資料」.
 * Learning outcome (Grade 8, Managing Risk): explain that identity theft is someone pretending to be you
 * with your personal information, and protect it: keep strong passwords secret (not even shared with
 * friends), never share a verification code, think before posting personal details, and tell a grown-up
 * when something looks wrong.
 * Benchmark, in words: the grade-8 Managing Risk statements about identity theft: how people's personal
 * information can be misused, and the steps people take to protect it.
 * Numbers: Jay's first password "jay123" (too easy to guess). Quiz: q1 "only the first 3 numbers" of a
 * code (the stem says the code is for Leo's account); q5 a lock with 2 numbers has 10 × 10 = 100 possible
 * codes, with 4 numbers 10 × 10 × 10 × 10 = 10,000; 10,000 ÷ 100 = 100 times more (distractor
 * 10 + 10 + 10 + 10 = 40); each place can be 0 to 9, 10 choices.
 * Facts:
 * - personal information (name, ID card number 身分證字號, address, birthday, phone number) is protected by
 *   the Personal Data Protection Act (個人資料保護法) (story, term) — Personal Data Protection Act, 2025
 * - banks, the post office and phone companies never ask you to tell them a verification code (驗證碼);
 *   never share it with anyone (term, q1, q3) — 165 anti-fraud warnings and banks' security notices, 2025
 */
const body = {
  id: 'M52',
  format: 'classic',
  scenarios: [
    {
      id: 'jays-password-is-his-key',
      title: {
        en: "Jay's Password Is His Key",
        'zh-TW': '阿哲的密碼是他的鑰匙',
      },
      description: {
        en: "Jay's good friend asks for his password, just to help. Should Jay tell him?",
        'zh-TW': '阿哲的好朋友想幫忙，跟他要密碼。阿哲該說嗎？',
      },
      context: {
        en:
          'On Monday, Ms. Chen helps the class make accounts on the school art website, with each family\'s OK. ' +
          'Jay types "jay123" as his password. "Too easy to guess!" says Leo. "Make it long, like a silly sentence only you know." ' +
          'Jay makes a long one and tells nobody. ' +
          'On Wednesday, his friend Hao says, "Tell me your password. I\'ll post your drawings for you!" ' +
          'Jay likes Hao, and the words are almost out. He thinks of a key. Anyone who holds it can open the door. ' +
          '"Thanks, but my password is just for me," he says. Hao nods. "Fair enough." ' +
          'On Friday, their classmate Yu looks upset. She told a friend her password, and someone else heard it. ' +
          'Now silly posts appear under her name. "Someone is pretending to be me!" ' +
          'Ms. Chen and Yu\'s mom help her change the password and tell the website. ' +
          '"That is identity theft," Ms. Chen says. "In Taiwan, a law called the Personal Data Protection Act protects personal information, like your name and address. ' +
          'But you are the first shield." ' +
          'On Saturday, Jay and Dad post his favorite drawing. They leave out his full name, school and birthday. ' +
          '"Squawk!" says Pip. "Your password is your key. Keep it yours!"',
        'zh-TW':
          '星期一，陳老師帶全班在學校的美術網站申請帳號，每個家庭都先同意了。' +
          '阿哲打了「jay123」當密碼。阿力瞄了一眼：「太好猜了！要長一點，像一句只有你自己知道的好笑句子。」' +
          '阿哲改成一個長長的密碼，而且誰也沒告訴。' +
          '星期三，他的好朋友阿豪說：「把密碼告訴我嘛，我幫你把畫貼上去！」' +
          '阿哲很喜歡阿豪，密碼差一點就說出口了。接著他想到鑰匙：鑰匙在誰手上，誰就能開門。' +
          '「謝謝你，不過我的密碼只給我自己用。」阿豪點點頭：「好啦，有道理。」' +
          '星期五，同學小瑜看起來很難過。她把密碼告訴了一個朋友，結果被別人聽到了。' +
          '現在，網站上出現一些用她的名字發的奇怪貼文。「有人在假裝是我！」' +
          '陳老師和小瑜的媽媽陪她改了密碼，也通知了網站。' +
          '陳老師說：「這就是身分盜用。在台灣，有一條法律叫做《個人資料保護法》，保護大家的個人資料，像是姓名和地址。' +
          '不過，最前面的那面盾牌，就是你自己。」' +
          '星期六，阿哲和爸爸一起把他最滿意的畫貼上網。他們沒有寫上他的全名、學校和生日。' +
          '皮皮叫著：「嘎！密碼就是你的鑰匙，要自己保管好！」',
      },
      thinkingPrompts: [
        {
          en: 'Jay likes Hao and trusts him. Why do you think he still kept his password to himself?',
          'zh-TW': '阿哲很喜歡阿豪，也信任他。你覺得他為什麼還是不把密碼說出來？',
        },
        {
          en: 'Yu told just one friend. How did her password still get out?',
          'zh-TW': '小瑜只告訴了一個朋友，為什麼密碼還是被別人知道了？',
        },
        {
          en: 'Why do you think Jay and Dad left out his full name, school and birthday?',
          'zh-TW': '你覺得阿哲和爸爸為什麼沒有寫上他的全名、學校和生日？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'identity-theft',
      term: { en: 'identity theft', 'zh-TW': '身分盜用' },
      definition: {
        en: 'When someone uses your password or personal information to pretend to be you.',
        'zh-TW': '別人用你的密碼或個人資料，假裝成你。',
      },
      example: {
        en: "Someone used Yu's password to post as her. That was identity theft.",
        'zh-TW': '有人用小瑜的密碼，假裝是她發文，這就是身分盜用。',
      },
    },
    {
      id: 'personal-information',
      term: { en: 'personal information', 'zh-TW': '個人資料' },
      definition: {
        en: 'Facts about you, like your name, ID card number, address, birthday and phone number.',
        'zh-TW': '關於你的資料，像是姓名、身分證字號、地址、生日和電話。',
      },
      example: {
        en: 'In Taiwan, a law keeps your personal information safe. It is called the Personal Data Protection Act.',
        'zh-TW': '在台灣，有一條法律保護大家的個人資料，叫做《個人資料保護法》。',
      },
    },
    {
      id: 'password',
      term: { en: 'password', 'zh-TW': '密碼' },
      definition: {
        en: 'A secret word or sentence that opens your account.',
        'zh-TW': '打開你的帳號要用的秘密文字或句子。',
      },
      example: {
        en: "Jay's password is just for him. He did not tell Hao.",
        'zh-TW': '阿哲的密碼只給自己用，他沒有告訴阿豪。',
      },
    },
    {
      id: 'strong-password',
      term: { en: 'strong password', 'zh-TW': '強密碼' },
      definition: {
        en: 'A long password that is hard to guess and has nothing about you in it.',
        'zh-TW': '又長又難猜、裡面沒有你個人資料的密碼。',
      },
      example: {
        en: '"jay123" is easy to guess. A long, silly sentence makes a strong password.',
        'zh-TW': '「jay123」很好猜；一句長長的、好笑的句子，才是強密碼。',
      },
    },
    {
      id: 'verification-code',
      term: { en: 'verification code', 'zh-TW': '驗證碼' },
      definition: {
        en: 'A short number sent to a phone to check that it is really you. Keep it secret.',
        'zh-TW': '傳到手機上的一組短短的數字，用來確認真的是你本人。要保密。',
      },
      example: {
        en: 'Banks, the post office and phone companies never ask you for your code.',
        'zh-TW': '銀行、郵局和電信公司，都不會跟你要驗證碼。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'a-strong-password-is',
      stem: {
        en: 'A strong password is…',
        'zh-TW': '強密碼是……',
      },
      examples: [
        {
          en: 'A strong password is long and hard to guess, like a silly sentence only I know.',
          'zh-TW': '強密碼是又長又難猜的密碼，像一句只有我自己知道的好笑句子。',
        },
      ],
    },
    {
      id: 'if-a-friend-asks',
      stem: {
        en: 'If a friend asks for my password, I can say…',
        'zh-TW': '如果朋友跟我要密碼，我可以說……',
      },
      examples: [
        {
          en: 'If a friend asks for my password, I can say, "Thanks, but my password is just for me. I can show you how to post yours."',
          'zh-TW': '如果朋友跟我要密碼，我可以說：「謝謝你，不過我的密碼只給我自己用。我可以教你怎麼貼你的作品。」',
        },
      ],
    },
    {
      id: 'before-i-post',
      stem: {
        en: 'Before I post something online, I check for personal information, like…',
        'zh-TW': '在網路上貼東西以前，我會先檢查有沒有個人資料，像是……',
      },
      examples: [
        {
          en: 'Before I post something online, I check for personal information, like my full name, my school or my address.',
          'zh-TW': '在網路上貼東西以前，我會先檢查有沒有個人資料，像是我的全名、學校或地址。',
        },
        {
          en: 'Before I post something online, I check for personal information, like a name tag in a photo. Then I ask a grown-up.',
          'zh-TW': '在網路上貼東西以前，我會先檢查有沒有個人資料，像是照片裡的名牌，然後再問問大人。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: 'Leo\'s game account uses his mom\'s phone. A verification code for his account arrives on it. Then a player messages Leo: "Oops, I sent my code to your phone by mistake. Please tell me the numbers!" What should Leo do?',
        'zh-TW': '阿力的遊戲帳號用的是媽媽的手機號碼。這天，媽媽的手機收到一組阿力帳號的驗證碼。接著，有個玩家傳訊息給阿力：「糟糕，我不小心把我的驗證碼傳到你那裡了，快把數字告訴我！」阿力應該怎麼做？',
      },
      options: [
        {
          en: 'Tell the player the code, because it was sent by mistake and is the player\'s.',
          'zh-TW': '把驗證碼告訴對方，因為那是對方不小心傳錯的。',
        },
        {
          en: 'Send only the first 3 numbers, not the whole code.',
          'zh-TW': '只傳前面 3 個數字，不傳整組。',
        },
        {
          en: 'Ask the player to prove who they are, then share it.',
          'zh-TW': '先請對方證明身分，再把驗證碼給他。',
        },
        {
          en: 'Keep the whole code secret, and show Mom the message.',
          'zh-TW': '整組驗證碼都不說出去，把訊息拿給媽媽看。',
        },
      ],
      correctAnswer: 3,
      feedback: {
        en: 'The code was sent for Leo\'s account, to check that it is really him. Whoever has it can get into his account. So the player wants to take it over. Keep the whole code secret and tell a grown-up. Proof from a stranger is easy to fake.',
        'zh-TW': '這組驗證碼是為了阿力的帳號傳來的，用來確認真的是他本人。誰拿到它，誰就能登入他的帳號，所以那個玩家是想把帳號搶走。整組驗證碼都要保密，並告訴大人；陌生人的「證明」，很容易作假。',
      },
      hintCycle: [
        {
          en: 'Whose phone got the code? Whose account is it for?',
          'zh-TW': '驗證碼傳到誰的手機？它是哪個帳號的驗證碼？',
        },
        {
          en: 'The code belongs to the account it was sent for: Leo\'s. Half a code still helps a trick, and a stranger\'s "proof" can be fake.',
          'zh-TW': '驗證碼屬於收到它的那個帳號，也就是阿力的。只給一半，還是在幫陷阱的忙；陌生人的「證明」也可能是假的。',
        },
        {
          en: 'The answer: keep the whole code secret, and show Mom the message. A verification code is never shared with anyone.',
          'zh-TW': '答案是：整組驗證碼都不說出去，把訊息拿給媽媽看。驗證碼不能告訴任何人。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: "Jay's cousin posts a birthday photo online. It shows her full name, her school's name on her uniform, and her home address on a parcel. True or false: this post shares personal information that a stranger could use.",
        'zh-TW': '阿哲的表姊在網路上貼了一張生日照片，照片裡看得到她的全名、制服上的校名，還有包裹上家裡的地址。是非題：這則貼文透露了陌生人可能會拿去用的個人資料。',
      },
      correctAnswer: true,
      feedback: {
        en: 'True. Her full name, her school and her address are personal information. A stranger could use them to find her or to pretend to be her. Before posting, leave them out or cover them, and ask a grown-up.',
        'zh-TW': '對。她的全名、學校和地址，都是個人資料。陌生人可能拿來找到她，或是假裝成她。貼文之前，要把這些資料拿掉或遮起來，也要先問問大人。',
      },
      hintCycle: [
        {
          en: 'Which things in the photo are facts about her?',
          'zh-TW': '照片裡，有哪些是關於她的資料？',
        },
        {
          en: 'Some think a happy birthday photo is harmless. The party is fine to share. The name, the school and the address need care.',
          'zh-TW': '有人以為開心的生日照片沒什麼關係。慶生的畫面可以分享，可是全名、學校和地址就要小心了。',
        },
        {
          en: 'The answer is true. Her name, school and address are personal information. Think before you post.',
          'zh-TW': '答案是「對」。她的全名、學校和地址，都是個人資料。貼文之前，要先想一想。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Which are good ways to guard your identity? Pick all that are right.',
        'zh-TW': '下面哪些是守護個人資料的好方法？（可以選好幾個）',
      },
      options: [
        {
          en: 'Use a long password that is hard to guess.',
          'zh-TW': '用一個又長又難猜的密碼。',
        },
        {
          en: 'Use your birthday as your password, so you will not forget it.',
          'zh-TW': '用自己的生日當密碼，這樣就不會忘記。',
        },
        {
          en: 'Tell a grown-up if your account does things you did not do.',
          'zh-TW': '如果帳號出現你沒做過的事，就告訴大人。',
        },
        {
          en: 'Share your password with your best friend, since friends keep secrets.',
          'zh-TW': '把密碼告訴最好的朋友，因為好朋友會保守秘密。',
        },
        {
          en: 'Keep verification codes secret, even from friendly players.',
          'zh-TW': '驗證碼要保密，就算對方是很友善的玩家也一樣。',
        },
      ],
      correctAnswer: [0, 2, 4],
      feedback: {
        en: 'A long, hard-to-guess password, secret codes and telling a grown-up all guard your identity. A birthday is easy to guess, because many people know it. And a password told even to a friend can spread, as Yu found out.',
        'zh-TW': '又長又難猜的密碼、保密的驗證碼，還有遇到怪事就告訴大人，都能守護你的個人資料。生日很多人都知道，很容易被猜到；密碼就算只告訴好朋友，也可能傳出去，就像小瑜遇到的那樣。',
      },
      hintCycle: [
        {
          en: 'Which choices keep your key in your own hands?',
          'zh-TW': '哪些做法，能讓鑰匙一直留在你自己手上？',
        },
        {
          en: 'A birthday is easy to guess, because others may know it. And a secret told to one friend can be overheard, as Yu found out.',
          'zh-TW': '生日很好猜，因為別人可能知道；告訴一個好朋友的秘密，也可能被別人聽到，就像小瑜那樣。',
        },
        {
          en: 'The answer: use a long password that is hard to guess, tell a grown-up when something looks wrong, and keep codes secret.',
          'zh-TW': '答案是：用又長又難猜的密碼、帳號出現怪事就告訴大人，還有驗證碼要保密。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: "Someone learns a boy's password and posts as if they were him. Using a person's information to pretend to be them is called ______.",
        'zh-TW': '有人知道了一個男生的密碼，就假裝是他發文。用別人的資料假裝成那個人，叫做______。',
      },
      acceptedAnswers: {
        en: ['identity theft', 'id theft', 'identity fraud', 'identity stealing', 'stealing an identity', 'stealing identity', 'impersonation', 'impersonating'],
        'zh-TW': ['身分盜用', '盜用身分', '身分冒用', '冒用身分', '身份盜用', '盜用身份', '冒用身份', '身份冒用', '冒充', '冒名', '冒名頂替', '冒充身分', '假冒', '假冒身分'],
      },
      feedback: {
        en: 'This is identity theft: someone uses your information, like a password or your name, to act as you. Keeping passwords and codes secret is your first shield.',
        'zh-TW': '這就是身分盜用：有人用你的資料，像是密碼或名字，假裝成你。把密碼和驗證碼保密，就是你的第一面盾牌。',
      },
      hintCycle: [
        {
          en: "Think of the silly posts under Yu's name. What did Ms. Chen call it?",
          'zh-TW': '想想小瑜名字底下那些奇怪的貼文。陳老師說那叫什麼？',
        },
        {
          en: 'It is not a scam that asks for money. Here someone acts as another person. The answer has two words, and the first one means who you are.',
          'zh-TW': '這不是跟你要錢的詐騙，而是有人假裝成另一個人。答案有四個字，前兩個字是「身分」。',
        },
        {
          en: 'The answer is "identity theft": using someone\'s information to pretend to be them.',
          'zh-TW': '答案是「身分盜用」：用別人的資料，假裝成那個人。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: 'A lock with 2 numbers has 10 × 10 = 100 possible codes. A lock with 4 numbers has 10 × 10 × 10 × 10 possible codes. That number is ______.',
        'zh-TW': '有 2 個數字的密碼鎖，可能的密碼有 10 × 10 = 100 種。有 4 個數字的密碼鎖，可能的密碼有 10 × 10 × 10 × 10 種。這個數字是______。',
      },
      acceptedAnswers: {
        en: ['10000', '10,000', 'ten thousand', '10000 codes', '10,000 codes', 'ten thousand codes'],
        'zh-TW': ['10000', '10,000', '一萬', '1萬', '10000種', '10,000種', '一萬種'],
      },
      feedback: {
        en: '10 × 10 × 10 × 10 = 10,000. With 2 more numbers, there are 10,000 ÷ 100 = 100 times more codes to guess. That is why a long password is stronger than a short one.',
        'zh-TW': '10 × 10 × 10 × 10 = 10,000。多了 2 個數字，要猜的密碼就變成 10,000 ÷ 100 = 100 倍。所以長的密碼比短的密碼更安全。',
      },
      hintCycle: [
        {
          en: 'Each place on the lock can be 0 to 9. That is 10 choices for each place.',
          'zh-TW': '密碼鎖的每一格都可以是 0 到 9，也就是每一格有 10 種選擇。',
        },
        {
          en: 'Multiply, do not add: 10 + 10 + 10 + 10 = 40 is not it. Each new number makes 10 times more codes.',
          'zh-TW': '要用乘的，不是加的：10 + 10 + 10 + 10 = 40 不對。每多一個數字，可能的密碼就變成 10 倍。',
        },
        {
          en: 'The answer is 10,000. 10 × 10 × 10 × 10 = 10,000, so a longer code is much harder to guess.',
          'zh-TW': '答案是 10,000。10 × 10 × 10 × 10 = 10,000，所以越長的密碼越難猜。',
        },
      ],
    },
  ],
  reflection: {
    id: 'my-password-shield',
    question: {
      en: 'Think of a game or an account you use with a grown-up. What will you do to guard your password and your personal information? (Do not write your real password here.)',
      'zh-TW': '想一想，你和大人一起使用的遊戲或帳號。你會怎麼守護你的密碼和個人資料？（不要把真正的密碼寫在這裡喔。）',
    },
    placeholder: {
      en: 'To guard my password, I will… Before I post, I will check…',
      'zh-TW': '為了守護我的密碼，我會……貼文以前，我會先檢查……',
    },
  },
} satisfies ClassicBody;

export default body;
