import type { ClassicBody } from '../schema/module-body';

/**
 * M64 · Crystal Tower, lesson 3: "Clear Prices, Hidden Fees" / 「清楚標價與隱藏費用」.
 * Learning outcome (Grade 8, Spending): add up the total cost of a purchase, including extra fees
 * (delivery fee, service fee, "free trial, then monthly"), before saying yes, and compare sellers by their
 * totals, not by the first price shown.
 * Benchmark, in words (the area and grade the brief assigns): grade-8 Spending, comparing the costs of a
 * purchase before buying; here the cost includes every fee, not just the price shown first.
 * Online buying is always done by a grown-up or with one (An with Mom; Jay with Dad; Leo with Dad; Mei's
 * aunt is a grown-up). No seller, shop, app or platform is named; all prices and fees are the island's own,
 * said so in the story and where a quiz names a price.
 * Numbers: An has 300 saved in her piggy bank. Seller A: book 250 + delivery fee 60 + service fee 10 =
 * 320 (more than her 300: 320 − 300 = 20 short). A ticked box: "free for 7 days, then 100 coins a month"
 * → 3 × 100 = 300 in 3 months. Seller B: 280, free delivery, no service fee → total 280. 320 − 280 = 40
 * cheaper at B. An pays Mom 280 → 300 − 280 = 20 left.
 * Quiz: q1 Seller X 150 + 50 = 200; Seller Y 180, free delivery = 180; Seller Z 160 + 40 + 10 = 210 →
 * Y. q2 a reading app, free for 7 days, then 100 a month; charged for 2 months before she stops it →
 * 2 × 100 = 200 (true). q3 Leo's cooler box 200 + delivery 60 + service fee 20 − coupon 20 = 260 now, plus 100 a month if the club box
 * stays ticked. q5 lamp: Seller P 150 + 60 = 210; Seller Q 190, free delivery → 210 − 190 = 20 saved.
 * Facts: none — all prices and fees are the island's own.
 */
const body = {
  id: 'M64',
  format: 'classic',
  scenarios: [
    {
      id: 'ans-book-about-stars',
      title: {
        en: 'The Price on the Last Page',
        'zh-TW': '最後一頁的價錢',
      },
      description: {
        en: 'An finds the same book at two online sellers. The cheaper one is not what it looks like.',
        'zh-TW': '小安在兩個網路賣家看到同一本書。看起來比較便宜的那一家，其實沒那麼便宜。',
      },
      context: {
        en:
          'On the next floor of Crystal Tower, the walls glow like screens. ' +
          'On Sunday, An wants a book about stars. She has saved 300 coins in her piggy bank. ' +
          'Mom looks online with her. Two sellers have the same book. ' +
          'On Money Islands, these prices and fees are the island\'s own. ' +
          'Seller A shows 250 coins in big numbers. Seller B shows 280 coins. "A is cheaper!" says An. ' +
          'Mom says, "Let\'s see the last page before we say yes." ' +
          'On Seller A\'s last page, new lines appear. Delivery fee: 60 coins. Service fee: 10 coins. ' +
          '250 + 60 + 10 = 320 coins. That is more than An\'s 300 coins! ' +
          'A box is already ticked: "Fast Delivery Club. Free for 7 days, then 100 coins a month." ' +
          '"In 3 months, that is 3 × 100 = 300 coins!" says An. Mom unticks the box. ' +
          'Seller B\'s last page shows free delivery and no service fee. Total: 280 coins. ' +
          '"The first price was not the real price," says An. Seller B is 320 − 280 = 40 coins cheaper. ' +
          'Mom orders from Seller B, and An pays her 280 coins. 300 − 280 = 20 coins stay in the piggy bank. ' +
          '"Squawk!" says Pip. "Compare totals, not first prices!"',
        'zh-TW':
          '水晶塔的下一層樓，牆壁像螢幕一樣閃著光。' +
          '星期天，小安想買一本關於星星的書。她的存錢筒裡存了 NT$300。' +
          '媽媽陪她一起上網看，有兩個賣家都在賣同一本書。' +
          '下面的價錢和費用，都是理財冒險島自己的。' +
          '賣家 A 用大大的數字寫著 NT$250，賣家 B 寫著 NT$280。小安說：「A 比較便宜！」' +
          '媽媽說：「我們先看到最後一頁，再決定要不要買。」' +
          '到了賣家 A 的最後一頁，多跑出了幾行字：運費 NT$60，服務費 NT$10。' +
          '250 + 60 + 10 = 320，一共 NT$320，比小安存的 NT$300 還多！' +
          '下面還有一個已經幫你打勾的方框：「快速到貨會員，前 7 天免費，之後每個月 NT$100。」' +
          '小安算了算：「3 個月就是 3 × 100 = 300，要 NT$300 耶！」媽媽把勾勾取消了。' +
          '賣家 B 的最後一頁寫著：免運費，也沒有服務費，總價就是 NT$280。' +
          '小安說：「第一眼看到的價錢，不是真正要付的價錢。」賣家 B 便宜了 320 − 280 = 40，也就是 NT$40。' +
          '媽媽向賣家 B 下單，小安把 NT$280 交給媽媽。300 − 280 = 20，存錢筒裡還留著 NT$20。' +
          '皮皮叫著：「嘎！要比總價，不要只比第一眼的價錢！」',
      },
      thinkingPrompts: [
        {
          en: 'Why do you think Seller A showed 250 in big numbers, and the fees only on the last page?',
          'zh-TW': '你覺得，賣家 A 為什麼把 NT$250 寫得大大的，費用卻放到最後一頁才出現？',
        },
        {
          en: 'What if Mom had not unticked the box? What could happen after the 7 free days?',
          'zh-TW': '如果媽媽沒有把勾勾取消，7 天免費期過了以後，可能會發生什麼事？',
        },
        {
          en: 'When might paying a delivery fee still be a good choice?',
          'zh-TW': '什麼時候，就算要付運費，也還是不錯的選擇？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'total-cost',
      term: { en: 'total cost', 'zh-TW': '總價' },
      definition: {
        en: 'Everything you pay in the end: the price plus every fee.',
        'zh-TW': '最後全部要付的錢，也就是價錢加上所有的費用。',
      },
      example: {
        en: "At Seller A, the total cost was 250 + 60 + 10 = 320 coins.",
        'zh-TW': '在賣家 A 買，總價是 250 + 60 + 10 = 320，也就是 NT$320。',
      },
    },
    {
      id: 'delivery-fee',
      term: { en: 'delivery fee', 'zh-TW': '運費' },
      definition: {
        en: 'Money you pay to have something brought to your home.',
        'zh-TW': '請人把東西送到家，要付的錢。',
      },
      example: {
        en: "Seller A's delivery fee was 60 coins. Seller B's delivery was free.",
        'zh-TW': '賣家 A 的運費是 NT$60，賣家 B 免運費。',
      },
    },
    {
      id: 'service-fee',
      term: { en: 'service fee', 'zh-TW': '服務費' },
      definition: {
        en: 'Extra money a seller adds for taking care of your order.',
        'zh-TW': '賣家為了處理你的訂單，另外多收的錢。',
      },
      example: {
        en: 'Seller A added a service fee of 10 coins.',
        'zh-TW': '賣家 A 另外加了 NT$10 的服務費。',
      },
    },
    {
      id: 'hidden-fee',
      term: { en: 'hidden fee', 'zh-TW': '隱藏費用' },
      definition: {
        en: 'A cost that is not in the first price you see.',
        'zh-TW': '第一眼看到的價錢裡，沒有算進去的費用。',
      },
      example: {
        en: "Seller A's fees were hidden until the last page.",
        'zh-TW': '賣家 A 的費用，一直到最後一頁才出現，這就是隱藏費用。',
      },
    },
    {
      id: 'free-trial',
      term: { en: 'free trial', 'zh-TW': '免費試用' },
      definition: {
        en: 'Free for a short time. After that, you pay every month unless someone stops it.',
        'zh-TW': '一開始可以免費用一小段時間；時間到了如果沒有取消，就要每個月付錢。',
      },
      example: {
        en: 'The club was free for 7 days, then 100 coins a month. In 3 months, that is 300 coins.',
        'zh-TW': '那個會員前 7 天免費，之後每個月 NT$100。3 個月就要 NT$300。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'before-i-say-yes-i-add',
      stem: {
        en: 'Before I say yes to buying something, I add up…',
        'zh-TW': '答應買東西之前，我會先把……加起來。',
      },
      examples: [
        {
          en: 'Before I say yes to buying something, I add up the price and every fee. That is the total cost.',
          'zh-TW': '答應買東西之前，我會先把價錢和每一筆費用加起來，那就是總價。',
        },
      ],
    },
    {
      id: 'a-free-trial-can-cost',
      stem: {
        en: 'A free trial can cost money later because…',
        'zh-TW': '免費試用之後還是可能要花錢，因為……',
      },
      examples: [
        {
          en: 'A free trial can cost money later because after the free days, it charges every month until a grown-up stops it.',
          'zh-TW': '免費試用之後還是可能要花錢，因為免費的日子一過，就會每個月收費，要大人取消才會停。',
        },
      ],
    },
    {
      id: 'when-i-compare-two-sellers',
      stem: {
        en: 'When I compare two sellers, I compare the…',
        'zh-TW': '比較兩個賣家的時候，我會比……',
      },
      examples: [
        {
          en: 'When I compare two sellers, I compare the total cost, not the first price I see.',
          'zh-TW': '比較兩個賣家的時候，我會比總價，不是比第一眼看到的價錢。',
        },
        {
          en: 'When I compare two sellers, I compare the last page, where all the fees show up.',
          'zh-TW': '比較兩個賣家的時候，我會比最後一頁，因為所有的費用都會在那裡出現。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: 'Jay and his dad look online for a drawing pad. On Money Islands, Seller X asks 150 coins plus a 50-coin delivery fee. Seller Y asks 180 coins with free delivery. Seller Z asks 160 coins plus a 40-coin delivery fee and a 10-coin service fee. Which choice costs the least?',
        'zh-TW': '阿哲和爸爸在網路上找一本畫畫本。在理財冒險島上，賣家 X 要 NT$150，另外加運費 NT$50；賣家 Y 要 NT$180，免運費；賣家 Z 要 NT$160，另外加運費 NT$40 和服務費 NT$10。哪一個選擇最便宜？',
      },
      options: [
        {
          en: 'Seller X, the lowest first price.',
          'zh-TW': '賣家 X，第一眼最便宜。',
        },
        {
          en: 'Seller Z, because a 10-coin service fee is too small to count.',
          'zh-TW': '賣家 Z，因為 NT$10 的服務費太少，不用算進去。',
        },
        {
          en: 'Seller X, because a delivery fee pays for the trip, not for the pad.',
          'zh-TW': '賣家 X，因為運費是付給送貨的，不算畫畫本的錢。',
        },
        {
          en: 'Seller Y, with the lowest total: 180 coins.',
          'zh-TW': '賣家 Y，總價最低，只要 NT$180。',
        },
      ],
      correctAnswer: 3,
      feedback: {
        en: 'Add every fee. X: 150 + 50 = 200. Y: 180. Z: 160 + 40 + 10 = 210. Seller Y has the lowest total. Every coin you pay counts, even a small fee or a delivery fee.',
        'zh-TW': '把每一筆費用都加進去。X：150 + 50 = 200；Y：180；Z：160 + 40 + 10 = 210。賣家 Y 的總價最低。只要是要付的錢都要算，就算是很少的服務費或運費也一樣。',
      },
      hintCycle: [
        {
          en: 'Find the total for each seller: the price plus every fee.',
          'zh-TW': '幫每個賣家算出總價：價錢加上所有的費用。',
        },
        {
          en: 'Some compare only the first price. Others leave out small fees or delivery fees. But Jay\'s dad pays all of them.',
          'zh-TW': '有人只比第一眼的價錢，也有人把很少的費用或運費漏掉。可是這些錢，阿哲的爸爸全部都要付。',
        },
        {
          en: 'The answer: Seller Y, with the lowest total: 180 coins. X is 200 and Z is 210.',
          'zh-TW': '答案是：賣家 Y，總價最低，只要 NT$180。X 是 NT$200，Z 是 NT$210。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'On Money Islands, a reading app offers: "Free for 7 days, then 100 coins a month." Mei\'s aunt signs up and forgets about it. After the 7 free days, it charges her for 2 months before she stops it. True or false: the "free" trial cost her 200 coins.',
        'zh-TW': '在理財冒險島上，一個閱讀應用程式寫著：「前 7 天免費，之後每個月 NT$100。」小美的阿姨訂閱以後就忘了這件事。7 天免費期過了，又被收了 2 個月的錢，她才想起來取消。是非題：這個「免費」試用，一共花了她 NT$200。',
      },
      correctAnswer: true,
      feedback: {
        en: 'True. After the free days, she pays 100 coins each month. 2 × 100 = 200 coins. A free trial is free only until the free days end.',
        'zh-TW': '對。免費期過了以後，每個月要付 NT$100，2 × 100 = 200，一共 NT$200。免費試用，只有在免費的那幾天才是免費的。',
      },
      hintCycle: [
        {
          en: 'What happens after the 7 free days, if nobody stops it?',
          'zh-TW': '7 天免費期過了以後，如果沒有人取消，會怎麼樣？',
        },
        {
          en: 'Some think a "free" trial stays free. The word "then" in the offer tells what comes next.',
          'zh-TW': '有人以為「免費」試用會一直免費下去。優惠裡的「之後」兩個字，說的就是接下來會發生的事。',
        },
        {
          en: 'The answer is true. 2 months at 100 coins each is 2 × 100 = 200 coins.',
          'zh-TW': '答案是「對」。2 個月、每個月 NT$100，2 × 100 = 200。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Leo\'s dad orders a cooler box for the stand online. On Money Islands, it costs 200 coins, paid from Leo\'s stand money. The last page shows these lines. Which ones could make them pay more than 200 coins, now or later? Pick all that are right.',
        'zh-TW': '阿力的爸爸在網路上幫檸檬汁攤訂一個保冷箱。在理財冒險島上，它要 NT$200，用阿力擺攤賺的錢付。最後一頁出現了下面幾行。哪幾行可能讓他們付超過 NT$200，不管是現在還是以後？（可以選好幾個）',
      },
      options: [
        {
          en: 'Delivery fee: 60 coins',
          'zh-TW': '運費：NT$60',
        },
        {
          en: 'Coupon: 20 coins off',
          'zh-TW': '折價券：折 NT$20',
        },
        {
          en: 'Service fee: 20 coins',
          'zh-TW': '服務費：NT$20',
        },
        {
          en: 'A ticked box: "Cooler Club, free for 7 days, then 100 coins a month"',
          'zh-TW': '已打勾的方框：「保冷會員，前 7 天免費，之後每個月 NT$100」',
        },
        {
          en: 'Free paper bag with your order: 0 coins',
          'zh-TW': '隨貨附贈紙袋：NT$0',
        },
      ],
      correctAnswer: [0, 2, 3],
      feedback: {
        en: 'The delivery fee and the service fee add to the price now. The ticked club adds 100 coins a month later, unless Dad unticks it. The coupon takes 20 coins off, and the bag costs nothing. Now: 200 + 60 + 20 − 20 = 260 coins.',
        'zh-TW': '運費和服務費，現在就會加在價錢上；打了勾的會員，之後每個月還要加 NT$100，除非爸爸把勾勾取消。折價券是少付 NT$20，紙袋則不用錢。現在要付：200 + 60 + 20 − 20 = 260，也就是 NT$260。',
      },
      hintCycle: [
        {
          en: 'For each line, ask: does it add coins, take coins off, or cost nothing?',
          'zh-TW': '每一行都問問看：它是讓錢變多、變少，還是不用錢？',
        },
        {
          en: 'Some think every line on the last page adds to the cost. A coupon takes coins off. And some think "free for 7 days" means free. Look at what comes after.',
          'zh-TW': '有人以為最後一頁的每一行都會讓錢變多，可是折價券是讓你少付錢。也有人以為「前 7 天免費」就是免費，要看看後面寫了什麼。',
        },
        {
          en: 'The answers: the 60-coin delivery fee, the 20-coin service fee, and the ticked club box that costs 100 coins a month later.',
          'zh-TW': '答案是：NT$60 的運費、NT$20 的服務費，還有之後每個月要 NT$100 的會員方框。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'To find the better deal from two sellers, compare the ______ cost, not the first price you see.',
        'zh-TW': '要比較兩個賣家哪一家划算，要比______，不是比第一眼看到的價錢。',
      },
      acceptedAnswers: {
        en: ['total', 'whole', 'full', 'final', 'real', 'overall', 'all-in', 'complete'],
        'zh-TW': ['總價', '總金額', '總額', '總花費', '總費用', '總共的錢', '總共要付的錢', '全部加起來的錢', '全部的錢', '全部的價錢', '最後的價錢', '實際要付的錢'],
      },
      feedback: {
        en: 'Compare the total cost: the price plus every fee. The first price can hide fees that show up later.',
        'zh-TW': '要比總價，也就是價錢加上所有的費用。第一眼看到的價錢，可能藏著後面才出現的費用。',
      },
      hintCycle: [
        {
          en: "Think of An's book. Which number did she compare in the end?",
          'zh-TW': '想想小安買書的事：她最後比的是哪一個數字？',
        },
        {
          en: 'It is not the big first price. It is the price plus every fee, added together.',
          'zh-TW': '不是第一眼的大數字，而是價錢和所有費用加起來的數字。',
        },
        {
          en: 'The answer is "total": compare the total cost, 320 against 280 for An\'s book.',
          'zh-TW': '答案是「總價」：像小安的書，要比的是 NT$320 和 NT$280。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: "Mei's aunt wants a desk lamp online. On Money Islands, Seller P asks 150 coins plus a 60-coin delivery fee. Seller Q asks 190 coins with free delivery. By choosing the lower total, the amount she saves is ______.",
        'zh-TW': '小美的阿姨想在網路上買一盞檯燈。在理財冒險島上，賣家 P 要 NT$150，另外加運費 NT$60；賣家 Q 要 NT$190，免運費。選總價比較低的那一家，她可以省下的錢是______。',
      },
      acceptedAnswers: {
        en: ['20', 'twenty', '20 coins', 'twenty coins'],
        'zh-TW': ['20', '二十', 'NT$20', '20元', '20 元', '二十元', '20塊', '二十塊'],
      },
      feedback: {
        en: 'Seller P: 150 + 60 = 210 coins. Seller Q: 190 coins. Q is lower, and 210 − 190 = 20 coins saved.',
        'zh-TW': '賣家 P：150 + 60 = 210；賣家 Q：190。Q 比較便宜，210 − 190 = 20，可以省下 NT$20。',
      },
      hintCycle: [
        {
          en: "First find Seller P's total: the price plus the delivery fee.",
          'zh-TW': '先算出賣家 P 的總價：價錢加上運費。',
        },
        {
          en: 'Some pick P because 150 is less than 190. But with the fee, P costs more. Take the lower total from the higher one.',
          'zh-TW': '有人因為 150 比 190 少，就選 P。可是加上運費，P 反而比較貴。用比較高的總價減掉比較低的總價。',
        },
        {
          en: 'The answer is 20. P is 150 + 60 = 210, Q is 190, and 210 − 190 = 20.',
          'zh-TW': '答案是 20。P 是 150 + 60 = 210，Q 是 190，210 − 190 = 20。',
        },
      ],
    },
  ],
  reflection: {
    id: 'a-total-i-found',
    question: {
      en: 'Think of something your family bought online or had brought to your home. With a grown-up, look at the last page or the receipt. What was the first price, and what was the total?',
      'zh-TW': '想一想，你家曾經在網路上買過、或請人送到家的東西。跟大人一起看看最後一頁或收據：第一眼的價錢是多少？總價又是多少？',
    },
    placeholder: {
      en: 'We bought… The first price was… The fees were… The total was…',
      'zh-TW': '我們買了……。第一眼的價錢是……，費用有……，總價是……。',
    },
  },
} satisfies ClassicBody;

export default body;
