import type { ClassicBody } from '../schema/module-body';

/**
 * M113 · Capital Mountain: "No Get-Rich-Quick Magic" / 「沒有一夜致富的魔法」.
 * Learning outcome (Grade 8, Investing): spot the warning signs of a get-rich-quick scam (big gains that are
 * "guaranteed" with "no risk", a hurry, a secret, paying to join, earning when friends pay to join), explain
 * that real investing grows slowly and is never guaranteed, and respond: stop, don't pay or share, tell a
 * grown-up; grown-ups can call 165.
 * Benchmark, in words: the grade-8 Investing statements that a higher possible return comes with a higher
 * risk, so an offer of big, sure returns with no risk is a sign of fraud, and investors check an offer (with
 * help) before they put money in.
 * Island position: after M112 (prices go up and down: the class game's bakery share, 50 → 40 → 55 in 12
 * months) and before M114 (fees). It uses the mountain's thread from M16 (a safe road and steeper paths:
 * more possible reward, more risk) and Shield Island's scam steps (M51: stop, don't click, pay or share, tell
 * a grown-up, 165). These lessons are written in parallel, so they are named only in general words.
 * Nothing real is named: "an online video", "a message", "posts"; no app, platform or product.
 * Numbers (cast sheet): Leo's stand is open on Saturday afternoons with Dad nearby; a cup is 20 coins; about
 * 10 cups: 10 × 20 = 200; supplies about 60: 200 − 60 = 140 left. The video's promise: 140 × 2 = 280 in a
 * week; its join fee, 100 coins, and "3 friends", "24 hours" are the scammer's figures, not real prices.
 * The class game (M112, the island's pretend numbers): the bakery share went from 50 to 55 in a whole year,
 * dipping to 40 on the way.
 * Quiz: q1 the stranger's "send 50, get 100", "hurry, tell no one", and a 10-coin "test" (scam figures, no sum); q2 "put in 100, get
 * 50 more every month" (a scam figure, no sum); q3 "double in 3 days", "pay 100 coins to join"; q4 the
 * island's pretend good year, 5 coins for every 100 (said to be pretend in stem and feedback): 200 is 2
 * hundreds, 2 × 5 = 10 in a good year, 200 + 10 = 210 (and a bad year can lose some), against the video's
 * 400 in one week; q5 no numbers.
 * Facts:
 * - In Taiwan, children under 18 can only invest with a parent or guardian (story) — Civil Code arts. 12
 *   and 77 (民法第 12、77 條; age of majority 18 in force 1 January 2023), 2023
 * - 165 is the anti-fraud hotline (165 反詐騙諮詢專線); grown-ups can call it to ask whether something is a
 *   scam (story, term, q1 hint, q5) — National Police Agency (內政部警政署), 2025
 * - Scammers promise "guaranteed profit, no risk" (穩賺不賠) (story: the video's words) — Financial
 *   Supervisory Commission (金管會) press statement, 22 September 2025
 */
const body = {
  id: 'M113',
  format: 'classic',
  scenarios: [
    {
      id: 'leos-five-fingers',
      title: {
        en: 'Leo Counts the Signs',
        'zh-TW': '阿力扳著手指數一數',
      },
      description: {
        en: 'A video promises to double Leo\'s lemonade money in one week. Leo counts the warning signs.',
        'zh-TW': '一支影片說，一個星期就能讓阿力賣檸檬水的錢變兩倍。阿力開始數警訊。',
      },
      context: {
        en:
          'On Saturday afternoon, with Dad nearby, Leo sells about 10 cups of lemonade at 20 coins a cup: about 200 coins. ' +
          'After about 60 for lemons, sugar and cups, about 140 coins are left. ' +
          'That evening, a video starts by itself on the family tablet. "Double your money in one week!" says a smiling person. "Guaranteed. No risk!" ' +
          'The screen flashes: "24 hours left! Pay 100 coins to join. Bring 3 friends and earn more. Keep it a secret from your parents." ' +
          'Leo\'s heart beats fast. "140 × 2 = 280 in one week!" ' +
          'Then he remembers the mountain\'s safe road and steeper paths: a bigger possible reward comes with more risk. ' +
          '"No risk, and double in a week? That doesn\'t fit." ' +
          'He counts the warning signs on his fingers: a guarantee, a hurry, paying to join, bringing friends, a secret. Five! ' +
          'Leo stops. He does not click, pay or share. He shows Dad. ' +
          '"I\'m glad you told me," Dad says. "In Taiwan, children under 18 can only invest with a parent or guardian. So a secret from parents is a big warning sign." ' +
          'Dad reports the video. "A grown-up who is not sure can call 165 to ask." ' +
          'Leo keeps his 140 coins in savings. Real investing is slow and never guaranteed. ' +
          'In the class game, the pretend bakery share took a whole year to go from 50 to 55. It even dipped to 40 on the way. ' +
          'On Monday, Leo tells his friends the five signs, but not the video. ' +
          '"Squawk!" says Pip. "No magic on this mountain. Just steady steps, with a grown-up beside you!"',
        'zh-TW':
          '星期六下午，阿力的檸檬水攤開張了，爸爸就在旁邊。一杯 NT$20，他賣了大約 10 杯，收進大約 NT$200。' +
          '扣掉檸檬、糖和杯子大約 NT$60，大約還剩 NT$140。' +
          '那天晚上，家裡的平板突然自己播起一支影片。一個笑咪咪的人說：「一個星期，讓你的錢變兩倍！保證穩賺不賠，完全沒有風險！」' +
          '螢幕上閃著：「只剩 24 小時！付 NT$100 就能加入。找 3 個朋友加入，賺更多。記得對爸媽保密。」' +
          '阿力的心跳得好快：「140 × 2 = 280，只要一個星期！」' +
          '接著，他想起這座山上有安全的大路，也有比較陡的小路：可能賺得越多，風險就越大。' +
          '他說：「沒有風險，又一個星期變兩倍？這說不通啊。」' +
          '他扳著手指數警訊：保證賺錢、催你趕快、要先付錢才能加入、要你找朋友、要你保密。一共五個！' +
          '阿力停了下來。他沒有點、沒有付錢，也沒有轉傳，而是拿去給爸爸看。' +
          '爸爸說：「你跟我說，真是太好了。在台灣，未滿 18 歲的孩子，只能在爸媽或監護人同意、陪同下投資。所以要你瞞著爸媽，就是很大的警訊。」' +
          '爸爸檢舉了這支影片，又說：「大人如果不確定是不是詐騙，可以打 165 問問看。」' +
          '阿力把 NT$140 好好存了起來。真正的投資是慢慢來的，也沒有人能保證。' +
          '在班上的模擬股票遊戲裡，照島上假裝的數字，麵包公司的股票花了整整一年，才從 NT$50 變成 NT$55，中間還跌到過 NT$40。' +
          '星期一，阿力把這五個警訊告訴朋友，但沒有把影片傳給他們。' +
          '皮皮叫著：「嘎！這座山上沒有魔法，只有一步一步穩穩地走，還有大人在你身邊！」',
      },
      thinkingPrompts: [
        {
          en: 'Why do you think the video told Leo to keep it a secret from his parents?',
          'zh-TW': '你覺得那支影片為什麼要阿力對爸媽保密？',
        },
        {
          en: 'The video said "24 hours left". How can a hurry make it harder to think clearly?',
          'zh-TW': '影片說「只剩 24 小時」。被人催的時候，為什麼比較難好好想清楚？',
        },
        {
          en: 'What if a good friend sent Leo the same video? What could Leo say to help his friend?',
          'zh-TW': '如果是好朋友把同一支影片傳給阿力，阿力可以怎麼說，來幫助這位朋友？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'get-rich-quick-promise',
      term: { en: 'get-rich-quick promise', 'zh-TW': '一夜致富的說法' },
      definition: {
        en: 'A promise that you can get lots of money very fast and easily.',
        'zh-TW': '說你可以很快、很輕鬆就賺到很多錢。',
      },
      example: {
        en: '"Double your money in one week" is a get-rich-quick promise.',
        'zh-TW': '「一個星期讓你的錢變兩倍」，就是一夜致富的說法。',
      },
    },
    {
      id: 'scam',
      term: { en: 'scam', 'zh-TW': '詐騙' },
      definition: {
        en: 'A trick to take your money or your personal information.',
        'zh-TW': '用騙人的方法，拿走你的錢或個人資料。',
      },
      example: {
        en: 'The video that wanted 100 coins to join was a scam.',
        'zh-TW': '那支要付 NT$100 才能加入的影片，就是詐騙。',
      },
    },
    {
      id: 'guaranteed',
      term: { en: 'guaranteed', 'zh-TW': '保證' },
      definition: {
        en: 'Promised for sure, as if nothing could go wrong.',
        'zh-TW': '說得好像一定做得到、絕對不會出錯。',
      },
      example: {
        en: 'Real investing can go up and down, so "guaranteed big gains" is a warning sign.',
        'zh-TW': '真正的投資有漲有跌，所以「保證賺大錢」是一個警訊。',
      },
    },
    {
      id: 'warning-sign',
      term: { en: 'warning sign', 'zh-TW': '警訊' },
      definition: {
        en: 'A clue that something may be wrong or unsafe.',
        'zh-TW': '提醒你事情可能不對勁、不安全的線索。',
      },
      example: {
        en: 'Leo found five warning signs in the video.',
        'zh-TW': '阿力在影片裡找到五個警訊。',
      },
    },
    {
      id: 'pyramid-scheme',
      term: { en: 'pyramid scheme', 'zh-TW': '老鼠會' },
      definition: {
        en: 'A plan where people pay to join, and get paid mostly for bringing in new people who pay too.',
        'zh-TW': '要先付錢加入，主要是靠拉更多人付錢加入來賺錢的方法。',
      },
      example: {
        en: '"Pay to join, then bring 3 friends" is how a pyramid scheme grows. When new people stop joining, most people lose what they paid.',
        'zh-TW': '「先付錢加入，再找 3 個朋友」就是老鼠會變大的方法。等到沒有新的人加入，大部分的人付出去的錢就拿不回來了。',
      },
    },
    {
      id: 'anti-fraud-hotline',
      term: { en: 'anti-fraud hotline 165', 'zh-TW': '165 反詐騙諮詢專線' },
      definition: {
        en: 'A phone number in Taiwan that grown-ups can call to ask whether something is a scam.',
        'zh-TW': '在台灣，大人可以打這支電話，問問某件事是不是詐騙。',
      },
      example: {
        en: 'Dad said a grown-up who is not sure can call 165.',
        'zh-TW': '爸爸說，大人不確定的時候，可以打 165 問問看。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'one-warning-sign',
      stem: {
        en: 'One warning sign of a get-rich-quick scam is…',
        'zh-TW': '一夜致富騙局的一個警訊是……',
      },
      examples: [
        {
          en: 'One warning sign of a get-rich-quick scam is a promise of big money that is guaranteed, with no risk.',
          'zh-TW': '一夜致富騙局的一個警訊是，保證賺大錢，還說完全沒有風險。',
        },
        {
          en: 'One warning sign of a get-rich-quick scam is being told to keep it a secret from grown-ups.',
          'zh-TW': '一夜致富騙局的一個警訊是，叫你不要讓大人知道。',
        },
      ],
    },
    {
      id: 'if-i-see-fast-money',
      stem: {
        en: 'If I see a promise of fast, easy money, I will…',
        'zh-TW': '如果我看到又快又輕鬆賺大錢的說法，我會……',
      },
      examples: [
        {
          en: 'If I see a promise of fast, easy money, I will stop, not pay or share it, and tell a grown-up.',
          'zh-TW': '如果我看到又快又輕鬆賺大錢的說法，我會先停下來，不付錢、不轉傳，然後告訴大人。',
        },
      ],
    },
    {
      id: 'real-investing-is',
      stem: {
        en: 'Real investing is…',
        'zh-TW': '真正的投資……',
      },
      examples: [
        {
          en: 'Real investing is slow. It can go up and down, and nobody can guarantee it.',
          'zh-TW': '真正的投資是慢慢來的。它有漲有跌，沒有人能保證。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: 'Mei gets a message from a stranger: "Send 50 coins today and get 100 back next week! Guaranteed! Hurry, and tell no one." What should she do first?',
        'zh-TW': '小美收到陌生人的訊息：「今天傳 NT$50 過來，下星期還你 NT$100！保證！動作要快，不要告訴任何人。」她第一步應該怎麼做？',
      },
      options: [
        {
          en: 'Send just 10 coins first, to test whether it is real.',
          'zh-TW': '先傳 NT$10 過去就好，試試看是不是真的。',
        },
        {
          en: "Stop, don't pay or share it, and tell a grown-up.",
          'zh-TW': '停下來，不付錢、不轉傳，告訴大人。',
        },
        {
          en: 'Forward it to her friends so they can check it too.',
          'zh-TW': '轉傳給朋友們，請大家一起幫忙看看。',
        },
        {
          en: 'Reply and ask the sender to promise it is real.',
          'zh-TW': '回訊息，請對方保證這是真的。',
        },
      ],
      correctAnswer: 1,
      feedback: {
        en: 'The message has three warning signs: a guarantee, a hurry to send money, and a secret. So stop, don\'t pay or share, and tell a grown-up. A small "test" still sends money to a trick. Sharing spreads it. A stranger\'s promise proves nothing.',
        'zh-TW': '這則訊息有三個警訊：保證、催你趕快傳錢、要你保密。所以要停下來，不付錢、不轉傳，並告訴大人。就算只是小小的「測試」，錢還是送進了騙局；轉傳會讓更多人看到；陌生人的保證，什麼也證明不了。',
      },
      hintCycle: [
        {
          en: 'Count the warning signs in the message. What did Leo do when he found them?',
          'zh-TW': '數一數這則訊息裡有幾個警訊。阿力發現警訊的時候，做了什麼？',
        },
        {
          en: 'Some think a small test is safe, or that asking the sender will show the truth. But a trick will just say it is real.',
          'zh-TW': '有人以為先試一點點沒關係，或是問對方就能知道真假。可是騙人的人只會說「是真的」。',
        },
        {
          en: "The answer: stop, don't pay or share it, and tell a grown-up. A grown-up can call 165 to ask.",
          'zh-TW': '答案是：停下來，不付錢、不轉傳，告訴大人。大人可以打 165 問問看。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'True or false: A post says, "Put in 100 coins and get 50 more every month. You cannot lose!" The words "you cannot lose" are a warning sign.',
        'zh-TW': '是非題：有一則貼文說：「放 NT$100 進來，每個月多給你 NT$50，絕對不會虧！」「絕對不會虧」這句話，就是一個警訊。',
      },
      correctAnswer: true,
      feedback: {
        en: 'True. Real investing can go down, so nobody can honestly promise "you cannot lose". Big gains and no risk do not go together.',
        'zh-TW': '對。真正的投資有可能下跌，所以沒有人能老實地保證「不會虧」。賺很多又沒有風險，這兩件事不會同時成立。',
      },
      hintCycle: [
        {
          en: "Think of the mountain's safe road and its steeper paths.",
          'zh-TW': '想想這座山上安全的大路，還有比較陡的小路。',
        },
        {
          en: 'Some think saying "no risk" makes it safe. But a bigger possible reward comes with more risk, not zero risk.',
          'zh-TW': '有人以為對方說「沒有風險」，就真的很安全。可是可能賺得越多，風險就越大，不會是零。',
        },
        {
          en: 'The answer is true. "You cannot lose" is a promise nobody can honestly make.',
          'zh-TW': '答案是「對」。「絕對不會虧」是沒有人能老實做到的保證。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Jay reads five posts about money online. Which posts show a warning sign of a get-rich-quick scam? Pick all that are right.',
        'zh-TW': '阿哲在網路上看到五則跟錢有關的貼文。哪些貼文出現了一夜致富騙局的警訊？（可以選好幾個）',
      },
      options: [
        {
          en: '"Double your money in 3 days, guaranteed!"',
          'zh-TW': '「3 天讓你的錢變兩倍，保證！」',
        },
        {
          en: '"Prices go up and down. You could lose some money."',
          'zh-TW': '「價格有漲有跌，你可能會虧一些錢。」',
        },
        {
          en: '"Don\'t tell your parents about this money club."',
          'zh-TW': '「這個賺錢社團，不要讓爸媽知道。」',
        },
        {
          en: '"Pay 100 coins to join, then earn when your friends pay."',
          'zh-TW': '「付 NT$100 加入，朋友也付錢加入，你就能賺錢。」',
        },
        {
          en: '"Growth is slow, and nothing is promised."',
          'zh-TW': '「成長是慢慢來的，沒有任何保證。」',
        },
      ],
      correctAnswer: [0, 2, 3],
      feedback: {
        en: 'Fast doubling that is "guaranteed", a secret from parents, and paying to join and earning from friends\' payments are warning signs. The posts that say you could lose money, or that growth is slow, are being honest about risk.',
        'zh-TW': '「保證」很快變兩倍、要你瞞著爸媽、付錢加入再靠朋友付錢來賺，都是警訊。說你可能會虧錢、說成長很慢的貼文，是老實地把風險說出來。',
      },
      hintCycle: [
        {
          en: 'Look for the five signs Leo counted on his fingers.',
          'zh-TW': '找找阿力扳著手指數的那五個警訊。',
        },
        {
          en: 'Talking honestly about risk is not a warning sign. A scam hides the risk. Three posts show warning signs.',
          'zh-TW': '老實說出風險，不是警訊；騙局才會把風險藏起來。有三則貼文出現了警訊。',
        },
        {
          en: 'The answers: "double in 3 days, guaranteed", "don\'t tell your parents", and "pay to join, then earn when your friends pay".',
          'zh-TW': '答案是：「3 天變兩倍，保證」、「不要讓爸媽知道」，還有「付錢加入，朋友付錢你就能賺」。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'A video promises to turn 200 coins into 400 in one week. Now use the island\'s pretend numbers instead: a good year adds 5 coins for every 100, and a bad year can lose some. In one good year, the 200 coins would grow by ______.',
        'zh-TW': '有一支影片說，一個星期就能把 NT$200 變成 NT$400。現在改用島上假裝的數字來算：表現好的一年，每 NT$100 會多 NT$5；表現不好的一年，還可能虧一些。在表現好的一年，這 NT$200 會多出______。',
      },
      acceptedAnswers: {
        en: ['10', 'ten', '10 coins', 'ten coins'],
        'zh-TW': ['10', 'NT$10', '10元', '10 元', '十', '十元', '10塊', '十塊'],
      },
      feedback: {
        en: '200 is 2 hundreds, and each 100 adds 5: 2 × 5 = 10 coins. After a good year, 200 + 10 = 210, while the video promises 400 in one week. These are pretend numbers: real growth is slow, and nobody can promise it.',
        'zh-TW': 'NT$200 是 2 個 NT$100，每個 NT$100 多 NT$5：2 × 5 = 10，多 NT$10。表現好的一年過後，200 + 10 = 210；影片卻說一個星期就變 NT$400。這些是假裝的數字：真正的成長是慢慢來的，而且沒有人能保證。',
      },
      hintCycle: [
        {
          en: 'How many hundreds are in 200 coins?',
          'zh-TW': 'NT$200 裡有幾個 NT$100？',
        },
        {
          en: "Don't use the video's 400: that is the scam's promise. Use the island's 5 coins for every 100. Write the extra coins, not the new total.",
          'zh-TW': '不要用影片說的 NT$400，那是騙局的說法。要用島上「每 NT$100 多 NT$5」來算，而且要填多出來的錢，不是加起來的總數。',
        },
        {
          en: 'The answer is 10. 2 × 5 = 10 coins in a good year, so 200 becomes 210. That is far from 400 in a week.',
          'zh-TW': '答案是 10。2 × 5 = 10，表現好的一年多 NT$10，NT$200 變成 NT$210，跟一個星期變成 NT$400 差得很遠。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: "A message promises fast, easy money. Stop, don't pay or share it, and tell a ______ right away.",
        'zh-TW': '有訊息說可以又快又輕鬆賺大錢。先停下來，不付錢、不轉傳，馬上告訴______。',
      },
      acceptedAnswers: {
        en: ['grown-up', 'grownup', 'grown up', 'adult', 'parent', 'mom', 'mum', 'dad', 'teacher', 'guardian', 'trusted adult', 'trusted grown-up'],
        'zh-TW': ['大人', '家長', '父母', '爸媽', '爸爸', '媽媽', '老師', '監護人', '信任的大人'],
      },
      feedback: {
        en: 'Tell a grown-up, like a parent or a teacher. Grown-ups can check it, report it, and call 165 to ask.',
        'zh-TW': '要告訴大人，例如爸媽或老師。大人可以幫忙查證、檢舉，也可以打 165 問問看。',
      },
      hintCycle: [
        {
          en: 'Who did Leo show the video to?',
          'zh-TW': '阿力把影片拿給誰看？',
        },
        {
          en: 'Not a friend, and not the sender. 165 is a number for grown-ups to call, so first you tell someone older you trust.',
          'zh-TW': '不是朋友，也不是傳訊息的人。165 是讓大人打的電話，所以你要先告訴一位信任的大人。',
        },
        {
          en: 'The answer is "grown-up": tell a grown-up, like a parent or a teacher.',
          'zh-TW': '答案是「大人」：告訴大人，例如爸媽或老師。',
        },
      ],
    },
  ],
  reflection: {
    id: 'too-good-to-be-true',
    question: {
      en: 'Have you ever seen an ad or a video that promised something amazing? What clue could you look for next time?',
      'zh-TW': '你有沒有看過一則廣告或影片，說得好得不像真的？下次你會找哪個線索？',
    },
    placeholder: {
      en: 'I saw… It promised… One warning sign was… Next time I will…',
      'zh-TW': '我看過……，它說……。其中一個警訊是……。下次我會……',
    },
  },
} satisfies ClassicBody;

export default body;
