import type { ClassicBody } from '../schema/module-body';

/**
 * M54 · Shield Island, lesson 5 (the island's capstone): "Know Your Consumer Rights" / 「了解你的消費者權益」.
 * Learning outcome (Grade 8, Spending): explain the buyer's rights a child can use with a grown-up: keep
 * the receipt (發票, mostly an e-invoice) as proof of what was bought, when and for how much; if something
 * is broken when it arrives, a grown-up can ask the seller to fix it, swap it or give the money back; most
 * things bought online can be sent back within 7 days after they arrive, with no reason and paying
 * nothing for the return, but not things bought in a shop and not a few things such as fresh food or
 * things made just for you; a grown-up can call 1950 for help. Then use Shield Island's shields together.
 * Benchmark, in words (the area and grade the brief assigns): grade-8 Spending, being an informed consumer:
 * knowing a buyer's rights and where to get help when a purchase goes wrong.
 * The island's last lesson: the shield wall recaps M50–M53 in general words (they were written at the
 * same time by others): insurance, many pay a small premium so the few who have a loss get help (M50);
 * scam signs, stop, don't click, pay or share, tell a grown-up, grown-ups can call 165 (M51); passwords
 * and verification codes ("codes" in the story) stay secret (M52); a family emergency fund is kept for surprises (M53); and
 * this lesson's shield, knowing your rights as a buyer. Quiz q3 pairs a problem with each shield.
 * Online buying is always done by a grown-up or with one (Leo's dad orders; Jay with Mom; a cousin with
 * her mom).
 * Numbers: on Money Islands the lemon squeezer costs 150 (the island's own price, said in the story); Leo
 * pays it from his stand money (cast sheet: the stand is open on Saturday afternoons). Days: ordered
 * Monday, arrives Wednesday, the swap arrives Friday, the stand opens Saturday. Terms: a refund of 150.
 * Quiz: q1 the book bag came 2 days ago (inside 7 days); the shirt was bought in a shop 3 days ago (not
 * covered); q2 ordered on a Monday, arrives the next Monday (7 days later), Friday is 4 days after it
 * arrived (11 days after ordering) → still inside the 7 days; q5 no sums.
 * Facts:
 * - most things bought online can be sent back within 7 days after they arrive (counted after the day they
 *   arrive), with no reason and paying nothing for the return; the rule also covers TV shopping, mail order
 *   and door-to-door sellers (通訊交易 and 訪問交易; the story names TV shopping and sellers who come to your
 *   door); it does not cover buying in a shop. The zh-TW calls it 7 天猶豫期, the term official consumer
 *   pages use, and says many people call it 鑑賞期 — Consumer Protection Act art. 19 (消費者保護法第 19 條), 2025
 * - a few things bought online are not covered, such as food that spoils quickly (fresh food, a cake) and
 *   things made to order (a sticker made with your name) — 通訊交易解除權合理例外情事適用準則, 2015/2025
 * - 1950 is the consumer service hotline (1950 消費者服務專線) — Executive Yuan Consumer Protection
 *   Committee (行政院消費者保護會), 2025
 * - a shop gives a 發票 when it sells, most often an e-invoice (電子發票) saved to a carrier (載具); a
 *   receipt is proof of what you bought, when and for how much — Value-added and Non-value-added Business
 *   Tax Act art. 32 (加值型及非加值型營業稅法第 32 條), 2025
 * - 165 is the anti-fraud hotline (165 反詐騙諮詢專線) — National Police Agency (內政部警政署), 2025
 * - an ATM cannot cancel a payment plan; a call saying "go to an ATM to cancel a payment" is a scam —
 *   165 anti-fraud warnings (National Police Agency), 2025
 * - never share a verification code (驗證碼) with anyone — 165 anti-fraud warnings and banks' security
 *   notices, 2025
 */
const body = {
  id: 'M54',
  format: 'classic',
  scenarios: [
    {
      id: 'leos-cracked-squeezer',
      title: {
        en: "Leo's Cracked Squeezer",
        'zh-TW': '阿力的榨汁器裂開了',
      },
      description: {
        en: 'Leo\'s new lemon squeezer arrives with a crack. What can a buyer do?',
        'zh-TW': '阿力家網購的檸檬榨汁器，寄來時竟然裂了一條縫。買東西的人可以怎麼做？',
      },
      context: {
        en:
          'On Monday, Leo\'s dad orders a lemon squeezer online for the stand. ' +
          'On Money Islands, it costs 150 coins, and Leo pays from his stand money. ' +
          'It arrives on Wednesday with a big crack! ' +
          'Leo almost throws it away. Then he stops. "Wait. Buyers have rights." ' +
          'He keeps the box and takes a photo of the crack. Dad finds the e-invoice on his phone. ' +
          'It shows what they bought, when and for how much. Dad asks for a swap, and a new one comes on Friday. ' +
          'At school, Leo tells the class. Mei asks, "What if it was fine, but you did not like it?" ' +
          'Ms. Chen says, "By Taiwan\'s law, most things bought online can be sent back within 7 days after they arrive. ' +
          'You need no reason, and you pay nothing for the return. We call it the 7-day rule. ' +
          'It also covers TV shopping and sellers who come to your door. A few things, like fresh food, are not covered. ' +
          'Shop buys are not covered either. If a seller will not help, a grown-up can call 1950." ' +
          'Then the class builds a shield wall by the lighthouse. Insurance shares the cost of bad luck. ' +
          'Scam signs mean stop and tell a grown-up. Passwords and codes stay secret. A family fund waits for surprises. Buyers know their rights. ' +
          'Pip squawks, "Five shields, one strong wall!"',
        'zh-TW':
          '星期一，阿力的爸爸在網路上幫檸檬汁攤訂了一個榨汁器。' +
          '在理財冒險島上，它要 NT$150，阿力用擺攤賺的錢付給爸爸。' +
          '星期三，包裹送到了，榨汁器竟然裂了一大條縫！' +
          '阿力本來想把它丟掉算了。可是他停下來想一想：「等等，買東西的人也有權益啊。」' +
          '他把盒子留著，把裂縫拍照存證。爸爸在手機載具裡找到電子發票，' +
          '上面寫著買了什麼、哪一天買、花了多少錢。爸爸請賣家換一個新的，星期五，新的榨汁器就送來了。' +
          '到了學校，阿力把這件事告訴全班。小美問：「如果東西沒壞，只是你不喜歡呢？」' +
          '陳老師說：「台灣的法律規定，網路上買的大部分東西，收到後 7 天內都可以退貨，' +
          '不用說理由，退貨也不用付任何費用，這就是『7 天猶豫期』。電視購物、到家裡推銷的人賣的東西也一樣。' +
          '不過有少數東西不適用，像是新鮮的食物；' +
          '在實體店面買的東西也不適用。如果賣家不肯幫忙，大人可以打 1950 消費者服務專線求助。」' +
          '接著，全班在燈塔下蓋了一道盾牌牆：保險讓大家一起分擔倒楣事的花費；看到詐騙警訊，就停下來告訴大人；' +
          '密碼和驗證碼都要保密；家庭預備金留給意外；買東西的人要知道自己的權益。' +
          '皮皮叫著：「嘎！五面盾牌，合成一道堅固的牆！」',
      },
      thinkingPrompts: [
        {
          en: 'Leo wanted to throw the cracked squeezer away. What would he have lost if he had?',
          'zh-TW': '阿力本來想把裂掉的榨汁器丟掉。如果他真的丟了，會損失什麼？',
        },
        {
          en: 'Why do you think the 7-day rule is for things bought online, but not for things bought in a shop?',
          'zh-TW': '你覺得，為什麼 7 天猶豫期適用在網路上買的東西，卻不適用在實體店面買的東西？',
        },
        {
          en: 'Which shield on the wall would help you most this month, and why?',
          'zh-TW': '盾牌牆上的哪一面盾牌，這個月對你最有幫助？為什麼？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'consumer-rights',
      term: { en: 'consumer rights', 'zh-TW': '消費者權益' },
      definition: {
        en: 'Fair rules that protect people who buy things.',
        'zh-TW': '保護買東西的人、讓買賣公平的規定。',
      },
      example: {
        en: 'Leo knew his consumer rights, so he kept the box and the e-invoice.',
        'zh-TW': '阿力知道自己的消費者權益，所以他把盒子和電子發票都留了下來。',
      },
    },
    {
      id: 'receipt',
      term: { en: 'receipt (e-invoice)', 'zh-TW': '發票（電子發票）' },
      definition: {
        en: 'A paper or phone record of what you bought, when, and for how much.',
        'zh-TW': '記錄你買了什麼、什麼時候買、花了多少錢的單據；現在大多是電子發票，可以存在手機載具裡。',
      },
      example: {
        en: 'A shop in Taiwan gives a receipt when it sells. Dad\'s e-invoice showed the squeezer, the day and the price.',
        'zh-TW': '在台灣，商店賣東西時會開發票。爸爸的電子發票上，有榨汁器、購買日期和價錢。',
      },
    },
    {
      id: 'seven-day-rule',
      term: { en: '7-day rule', 'zh-TW': '7 天猶豫期' },
      definition: {
        en: 'Most things bought online can be sent back within 7 days after they arrive, with no reason and at no cost.',
        'zh-TW': '網路上買的大部分東西，收到後 7 天內可以退貨，不用說理由，也不用付費用。很多人也叫它「鑑賞期」。',
      },
      example: {
        en: 'Fresh food and things made just for you are not covered by the 7-day rule.',
        'zh-TW': '新鮮的食物、特別為你訂做的東西，不適用 7 天猶豫期。',
      },
    },
    {
      id: 'refund',
      term: { en: 'refund', 'zh-TW': '退款' },
      definition: {
        en: 'Money a seller gives back to you when you return something.',
        'zh-TW': '你把東西退回去以後，賣家還給你的錢。',
      },
      example: {
        en: 'If the seller had no squeezers left, Dad could ask for a refund of 150 coins.',
        'zh-TW': '如果賣家的榨汁器賣完了，爸爸可以請對方退還 NT$150。',
      },
    },
    {
      id: 'consumer-service-line',
      term: { en: 'consumer service line', 'zh-TW': '消費者服務專線' },
      definition: {
        en: 'A phone number grown-ups can call for help with a problem with a seller. In Taiwan, it is 1950.',
        'zh-TW': '遇到和賣家之間的問題時，大人可以打電話求助的號碼。在台灣是 1950。',
      },
      example: {
        en: 'If the seller had not answered, Dad could have called 1950.',
        'zh-TW': '如果賣家一直不回應，爸爸可以打 1950 求助。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'if-it-arrives-broken',
      stem: {
        en: 'If something I buy is broken when it arrives, I will…',
        'zh-TW': '如果我買的東西寄來時是壞的，我會……',
      },
      examples: [
        {
          en: 'If something I buy is broken when it arrives, I will keep the box and the receipt. I will take a photo and ask a grown-up to contact the seller.',
          'zh-TW': '如果我買的東西寄來時是壞的，我會留著盒子和發票，拍照存證，再請大人聯絡賣家。',
        },
      ],
    },
    {
      id: 'the-7-day-rule-covers',
      stem: {
        en: 'The 7-day rule covers… but it does not cover…',
        'zh-TW': '7 天猶豫期適用在……，但是不適用在……',
      },
      examples: [
        {
          en: 'The 7-day rule covers most things bought online, but it does not cover things bought in a shop.',
          'zh-TW': '7 天猶豫期適用在網路上買的大部分東西，但是不適用在實體店面買的東西。',
        },
        {
          en: 'The 7-day rule covers a book bag bought online, but it does not cover fresh food.',
          'zh-TW': '7 天猶豫期適用在網路上買的書包，但是不適用在新鮮的食物。',
        },
      ],
    },
    {
      id: 'my-strongest-shield',
      stem: {
        en: 'On Shield Island, my strongest shield is… because…',
        'zh-TW': '在守護島上，我最堅固的盾牌是……，因為……',
      },
      examples: [
        {
          en: 'On Shield Island, my strongest shield is knowing my consumer rights, because now I keep every receipt.',
          'zh-TW': '在守護島上，我最堅固的盾牌是知道自己的消費者權益，因為現在我會把每張發票收好。',
        },
        {
          en: 'On Shield Island, my strongest shield is spotting scam signs, because I stop and tell a grown-up.',
          'zh-TW': '在守護島上，我最堅固的盾牌是看出詐騙警訊，因為我會停下來，告訴大人。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: "Mei's cousin and her mom want to send something back under the 7-day rule, with no reason. Which one can they send back?",
        'zh-TW': '小美的表姊和她的媽媽想用 7 天猶豫期退貨，不用說理由。下面哪一樣可以退？',
      },
      options: [
        {
          en: 'A shirt from a shop in town. She bought it 3 days ago and changed her mind.',
          'zh-TW': '3 天前在街上的服飾店買的上衣，她後來改變心意了。',
        },
        {
          en: 'A cake ordered online. She does not like the taste.',
          'zh-TW': '網路上訂的蛋糕，她覺得不合口味。',
        },
        {
          en: 'A book bag ordered online. It came 2 days ago, and she does not like it.',
          'zh-TW': '網路上買的書包，2 天前送到，她不喜歡。',
        },
        {
          en: 'A sticker made with her name, ordered online. It came today, and she is tired of it.',
          'zh-TW': '在網路上訂做、印著她名字的貼紙，今天送到，她已經不想要了。',
        },
      ],
      correctAnswer: 2,
      feedback: {
        en: 'The book bag was bought online and came 2 days ago, so the 7-day rule covers it. The shirt was bought in a shop, so the rule does not cover it. Fresh food like a cake, and a sticker made just for her, are among the few things that are not covered.',
        'zh-TW': '書包是網路上買的，2 天前才送到，所以適用 7 天猶豫期。上衣是在實體店面買的，不適用。蛋糕這種新鮮食物，和特別為她訂做的名字貼紙，都是少數不適用的東西。',
      },
      hintCycle: [
        {
          en: 'For each one, ask two things: was it bought online, and is it one of the few things not covered?',
          'zh-TW': '每一樣都問兩件事：是在網路上買的嗎？是不是那少數不適用的東西？',
        },
        {
          en: 'Some think the 7-day rule works for shop buys too. It does not. And fresh food, or things made just for you, are not covered.',
          'zh-TW': '有人以為在店裡買的東西也適用 7 天猶豫期，其實不適用。新鮮的食物和特別為你訂做的東西，也不適用。',
        },
        {
          en: 'The answer is the book bag ordered online. It came 2 days ago, so it is inside the 7 days.',
          'zh-TW': '答案是網路上買的書包。它 2 天前才送到，還在 7 天之內。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'Jay and his mom order a pencil case online on a Monday. It arrives a week later, on the next Monday. That Friday, Jay finds he does not like it. It is still new, in its box. True or false: they can still send it back under the 7-day rule.',
        'zh-TW': '阿哲和媽媽在星期一網購了一個鉛筆盒，隔了一個星期，到下個星期一才送到。那個星期五，阿哲發現自己不喜歡。鉛筆盒還是新的，也還在盒子裡。是非題：他們還可以用 7 天猶豫期退貨。',
      },
      correctAnswer: true,
      feedback: {
        en: 'True. The 7 days are counted after the pencil case arrives, not after it was ordered. Friday is 4 days after it arrived.',
        'zh-TW': '對。7 天是從鉛筆盒送到之後開始算，不是從下單那天算。星期五離送到那天才 4 天。',
      },
      hintCycle: [
        {
          en: 'When do the 7 days start: on the day you order, or on the day it arrives?',
          'zh-TW': '7 天是從哪一天開始算：下單那天，還是東西送到那天？',
        },
        {
          en: 'Some count from the order day. From that Monday to Friday is 11 days. But the rule counts from the day it arrives.',
          'zh-TW': '有人從下單那天開始算，那樣到星期五已經 11 天了。可是這個規定，是從東西送到那天開始算。',
        },
        {
          en: 'The answer is true. It arrived on Monday, and Friday is 4 days later, inside the 7 days.',
          'zh-TW': '答案是「對」。鉛筆盒星期一送到，星期五是 4 天後，還在 7 天之內。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Each pair shows a problem, then a shield. In which pairs does the shield fit the problem? Pick all that are right.',
        'zh-TW': '每一組先寫一個問題，再寫一面盾牌。哪幾組的盾牌，能擋住前面的問題？（可以選好幾個）',
      },
      options: [
        {
          en: 'A toy bought online arrives broken → keep the box and the e-invoice, and ask a grown-up to contact the seller.',
          'zh-TW': '網購的玩具寄來就是壞的 → 留著盒子和電子發票，請大人聯絡賣家。',
        },
        {
          en: 'A message says you won a prize you never entered → reply fast with your address.',
          'zh-TW': '訊息說你中了一個你根本沒參加的獎 → 趕快回傳你家的地址。',
        },
        {
          en: 'A caller tells Dad, "Go to an ATM to cancel a payment" → go to the ATM quickly.',
          'zh-TW': '有人打電話叫爸爸「去 ATM 取消扣款」→ 趕快去 ATM。',
        },
        {
          en: 'A friend asks for your game password → keep it secret, even from a friend.',
          'zh-TW': '朋友跟你要遊戲密碼 → 就算是朋友，也要保密。',
        },
        {
          en: 'The family fridge breaks → pay from the family emergency fund, then refill it.',
          'zh-TW': '家裡的冰箱壞了 → 用家庭緊急預備金付錢，之後再補回來。',
        },
        {
          en: 'You bought a shirt in a shop and changed your mind → use the 7-day rule.',
          'zh-TW': '在實體店面買了上衣，後來改變心意 → 用 7 天猶豫期退貨。',
        },
      ],
      correctAnswer: [0, 3, 4],
      feedback: {
        en: 'A broken buy, a password and a broken fridge each meet the right shield. A prize you never entered is a scam sign: stop, do not reply, and tell a grown-up. No ATM can cancel a payment plan, so that call is a scam: a grown-up can call 165. The 7-day rule is not for shop buys.',
        'zh-TW': '寄來就壞的東西、被要密碼、冰箱壞掉，這三組都配對了正確的盾牌。沒參加卻說你中獎，是詐騙警訊：先停下來，不要回覆，告訴大人。ATM 沒辦法取消分期付款，叫人去 ATM 的電話就是詐騙，大人可以打 165 查證。7 天猶豫期也不適用在實體店面買的東西。',
      },
      hintCycle: [
        {
          en: 'For each pair, ask: does this shield keep the money, the secret or the buyer safe?',
          'zh-TW': '每一組都問問看：這面盾牌，能保護好錢、秘密或買東西的人嗎？',
        },
        {
          en: 'Some pairs follow a scam instead of a shield: replying fast to a prize, or rushing to an ATM. And the 7-day rule does not cover shop buys.',
          'zh-TW': '有些配對其實是跟著詐騙走：趕快回覆中獎訊息、急著跑去 ATM。還有，7 天猶豫期不適用在實體店面買的東西。',
        },
        {
          en: 'The answer has three pairs. They are the broken toy with the e-invoice, the secret password, and the fridge paid from the family fund.',
          'zh-TW': '答案是這三組：寄來就壞的玩具配上電子發票和大人幫忙、密碼要保密、冰箱用家庭預備金付。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'For most things bought online, you have 7 days after the day you ______ them, not after the day you order them.',
        'zh-TW': '網路上買的大部分東西，是在______之後的 7 天內可以退貨，不是從下單那天算。',
      },
      acceptedAnswers: {
        en: ['receive', 'get', 'got', 'received'],
        'zh-TW': ['收到', '收到東西', '收到商品', '收到貨', '收到包裹', '拿到', '拿到東西', '到貨', '送到', '寄到', '東西送到', '東西寄到', '收貨'],
      },
      feedback: {
        en: 'The 7 days are counted after you receive the thing. That way, you have time to look at it before you decide.',
        'zh-TW': '7 天是從收到東西之後開始算。這樣你才有時間看看東西，再決定要不要留下來。',
      },
      hintCycle: [
        {
          en: 'Think of Jay\'s pencil case. It came a week after they ordered it.',
          'zh-TW': '想想阿哲的鉛筆盒：它是下單一個星期後才送到的。',
        },
        {
          en: 'It is not the day you pay or order. It is the day the thing is in your hands.',
          'zh-TW': '不是付錢或下單那天，而是東西真的到你手上的那天。',
        },
        {
          en: 'The answer is "receive": the 7 days are counted after the day you receive what you bought.',
          'zh-TW': '答案是「收到」：7 天是從收到東西之後開始算。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: "An's aunt buys a kettle at a shop. The next day, it will not turn on. She goes back to ask for a swap. To show what she bought, when and for how much, she brings the kettle and the ______.",
        'zh-TW': '小安的阿姨在店裡買了一個快煮壺，第二天插上電卻沒反應。她回店裡請店家換一個。為了證明她買了什麼、哪天買、花了多少錢，她帶著快煮壺和______。',
      },
      acceptedAnswers: {
        en: ['receipt', 'e-invoice', 'invoice', 'receipts', 'electronic invoice', 'e invoice', 'proof of purchase'],
        'zh-TW': ['發票', '電子發票', '收據', '統一發票', '購買證明'],
      },
      feedback: {
        en: 'She brings the receipt. It is proof of what she bought, when and for how much. The 7-day rule is not for shop buys, but a broken kettle is still worth asking about, with the receipt in hand.',
        'zh-TW': '她要帶發票。發票能證明她買了什麼、哪天買、花了多少錢。在店裡買的東西不適用 7 天猶豫期，可是東西一買回來就壞了，還是可以帶著發票去問問店家。',
      },
      hintCycle: [
        {
          en: 'What did Leo\'s dad find on his phone to show what they bought?',
          'zh-TW': '阿力的爸爸在手機裡找到什麼，證明他們買了什麼？',
        },
        {
          en: 'Not the box or a photo: they show the kettle, not the day or the price. It is the little record from the shop.',
          'zh-TW': '不是盒子，也不是照片：它們看不出哪天買、花了多少錢。答案是店家開的那張單據。',
        },
        {
          en: 'The answer is "receipt" (or e-invoice): it shows what, when and how much.',
          'zh-TW': '答案是「發票」（或電子發票）：上面有買了什麼、哪天買、多少錢。',
        },
      ],
    },
  ],
  reflection: {
    id: 'my-shield-wall',
    question: {
      en: 'Think of something your family bought online or in a shop. What would you do if it came broken? Which shield from Shield Island would help most?',
      'zh-TW': '想一想你家在網路上或店裡買過的一樣東西。如果它送來或買回來就是壞的，你會怎麼做？守護島上的哪一面盾牌最能幫上忙？',
    },
    placeholder: {
      en: 'If something we bought came broken, I would… The shield that would help most is…',
      'zh-TW': '如果我們買的東西是壞的，我會……。最能幫上忙的盾牌是……',
    },
  },
} satisfies ClassicBody;

export default body;
