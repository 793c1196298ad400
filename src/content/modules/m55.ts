import type { ClassicBody } from '../schema/module-body';

/**
 * M55 · Marketplace Island: "What Is a Market?" / 「什麼是市場？」.
 * Learning outcome (Grade 4, Spending): explain that a market is any place where buyers and sellers trade
 * (a night market, a traditional market, a shop, an online shop), and that a sale happens only when both
 * sides agree on a price.
 * Benchmark, in words: the grade-4 Spending statements about how people buy goods and services from
 * sellers, in person or online, and choose whether a price is worth paying.
 * The island's first lesson: the class walks down from Crystal Tower, the clear tower where nothing is
 * hidden (written at the same time by others, so named in general words), to Marketplace Island.
 * Online buying is done by a grown-up with the child beside her (the online shop Mom uses with Mei).
 * Numbers: Mei's allowance is 50 every Monday (cast sheet). Night-market prices are the island's own (the
 * story says so): a hair clip 40, both would be 40 + 30 = 70, more than 50 (Mei says no to the clip, no sale); a bag of sweet potato balls 30 → 50 − 30 = 20
 * left; guavas 50 a bag (also the island's own), 2 × 50 = 100 for two; Mom politely asks "two bags for 90?" and
 * the seller agrees (100 − 90 = 10 less). Bargaining is done only by grown-ups, politely (Mom; Jay's dad in q5).
 * Quiz: q1 on Money Islands a cabbage is 40 (the island's own price), the shopper agrees; q5 on Money
 * Islands a paper fan, the seller asks 60, Jay's dad politely asks 50, the seller agrees → 50 (not 60, not
 * 60 − 50 = 10).
 * Facts: none — all prices are plainly the island's own; no law, bank or rate is named.
 */
const body = {
  id: 'M55',
  format: 'classic',
  scenarios: [
    {
      id: 'mei-at-the-night-market',
      title: {
        en: 'Mei at the Night Market',
        'zh-TW': '小美逛夜市',
      },
      description: {
        en: 'Mei walks through a night market full of stalls. Who decides the price, the seller or the buyer?',
        'zh-TW': '小美走進擠滿攤位的夜市。價錢到底是誰決定的？是老闆，還是買東西的人？',
      },
      context: {
        en:
          'The class walks down from Crystal Tower, the clear tower where nothing is hidden. ' +
          'Below lies Marketplace Island. "Squawk!" says Pip. "Welcome to the market!" ' +
          'On Monday, Mei gets her 50-coin allowance. On Friday night, she goes to a night market with Mom and Dad. ' +
          'On Money Islands, night-market prices are the island\'s own. Real prices may be different. ' +
          'A hair clip costs 40 coins, and a bag of sweet potato balls costs 30. ' +
          'Mei loves the clip, but the sweet potato balls smell so good! Both would be 40 + 30 = 70 coins, more than she has. ' +
          '"Who decides the price?" she asks. ' +
          '"The seller asks a price," says Dad. "You decide if it is worth it to you. A sale happens only when both say yes." ' +
          '"No, thank you," Mei tells the clip seller. No sale, and that is fine. ' +
          'She buys the sweet potato balls. 50 − 30 = 20 coins are left. ' +
          'At a fruit stall, guavas are 50 coins a bag, so two bags are 2 × 50 = 100. ' +
          'Mom smiles and asks, "Could we have two bags for 90, please?" The seller nods. "OK, 90!" ' +
          'On the way home, Mei lists other markets: the traditional market, Grandma Lin\'s shop, and the online shop Mom uses with her. ' +
          '"Squawk!" says Pip. "Where buyers and sellers meet and agree, that is a market!"',
        'zh-TW':
          '全班走下水晶塔，那座透明得什麼都藏不住的高塔。' +
          '下面就是熱鬧的市集島。皮皮叫著：「嘎！歡迎來到市集！」' +
          '星期一，小美拿到 NT$50 零用錢。星期五晚上，她跟爸爸媽媽一起去逛夜市。' +
          '在理財冒險島上，夜市的價錢都是島上自己的，真實的價錢可能不一樣。' +
          '夜市的髮夾一個 NT$40，地瓜球一包 NT$30。' +
          '小美好喜歡那個髮夾，可是地瓜球聞起來好香喔！兩樣都買要 40 + 30 = 70，比她的錢還多。' +
          '她問：「價錢是誰決定的？」' +
          '爸爸說：「老闆先開價，你再想想值不值得。兩邊都說好，才會成交。」' +
          '小美對賣髮夾的老闆說：「謝謝，我先不要。」沒有成交，也沒關係。' +
          '她買了地瓜球。50 − 30 = 20，還剩 NT$20。' +
          '水果攤的芭樂一袋 NT$50，兩袋就是 2 × 50 = 100。' +
          '媽媽笑著問：「老闆，兩袋算 NT$90 可以嗎？」老闆點點頭：「好啊，NT$90！」' +
          '回家路上，小美把其他市場數了一遍：傳統市場、林奶奶的小店，還有媽媽帶著她一起用的網路商店。' +
          '皮皮叫著：「嘎！買家和賣家碰面、談好價錢的地方，就是市場！」',
      },
      thinkingPrompts: [
        {
          en: 'Mei said no to the hair clip, so there was no sale. Why is it fine for a buyer or a seller to say no?',
          'zh-TW': '小美對髮夾說「不要」，所以沒有成交。為什麼買家或賣家說「不要」，都沒有關係？',
        },
        {
          en: 'Why do you think the fruit seller agreed to 90 coins for two bags, not 100?',
          'zh-TW': '你覺得水果攤老闆為什麼願意兩袋算 NT$90，而不是 NT$100？',
        },
        {
          en: 'An online shop has no stalls and no lights. What makes it a market too?',
          'zh-TW': '網路商店沒有攤位，也沒有燈光。為什麼它也算是市場？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'market',
      term: { en: 'market', 'zh-TW': '市場' },
      definition: {
        en: 'Any place where people buy and sell things.',
        'zh-TW': '大家買東西、賣東西的地方，都可以叫做市場。',
      },
      example: {
        en: 'A night market, a traditional market, a shop and an online shop are all markets.',
        'zh-TW': '夜市、傳統市場、商店和網路商店，都是市場。',
      },
    },
    {
      id: 'buyer',
      term: { en: 'buyer', 'zh-TW': '買家' },
      definition: {
        en: 'A person who pays money to get something.',
        'zh-TW': '付錢換東西的人。',
      },
      example: {
        en: 'Mei was the buyer of the sweet potato balls.',
        'zh-TW': '小美是買地瓜球的買家。',
      },
    },
    {
      id: 'seller',
      term: { en: 'seller', 'zh-TW': '賣家' },
      definition: {
        en: 'A person who gives something and gets money for it.',
        'zh-TW': '把東西交給別人、收下錢的人。',
      },
      example: {
        en: 'The fruit seller sold two bags of guavas to Mom.',
        'zh-TW': '水果攤老闆是賣家，他把兩袋芭樂賣給媽媽。',
      },
    },
    {
      id: 'price',
      term: { en: 'price', 'zh-TW': '價格' },
      definition: {
        en: 'How much money you pay for something.',
        'zh-TW': '買一樣東西要付多少錢。',
      },
      example: {
        en: 'On Money Islands, the price of the sweet potato balls was 30 coins.',
        'zh-TW': '在理財冒險島上，那包地瓜球的價格是 NT$30。',
      },
    },
    {
      id: 'trade',
      term: { en: 'trade', 'zh-TW': '交易' },
      definition: {
        en: 'A swap: the buyer gives money and the seller gives something. Both must agree.',
        'zh-TW': '一種交換：買家付錢，賣家給東西，而且兩邊都要同意。',
      },
      example: {
        en: 'Mom and the fruit seller made a trade: 90 coins for two bags of guavas.',
        'zh-TW': '媽媽和水果攤老闆完成一次交易：NT$90 換兩袋芭樂。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'a-market-is',
      stem: {
        en: 'A market is any place where…',
        'zh-TW': '市場就是……的地方。',
      },
      examples: [
        {
          en: 'A market is any place where buyers and sellers meet, like the night market near my home.',
          'zh-TW': '市場就是買家和賣家碰面的地方，像我家附近的夜市。',
        },
        {
          en: 'A market is any place where people trade, even an online shop that a grown-up uses.',
          'zh-TW': '市場就是大家交易的地方，連大人用的網路商店也算。',
        },
      ],
    },
    {
      id: 'a-trade-happens-when',
      stem: {
        en: 'A trade happens when…',
        'zh-TW': '要成交，必須……',
      },
      examples: [
        {
          en: 'A trade happens when the buyer and the seller both agree on the price.',
          'zh-TW': '要成交，必須買家和賣家都同意這個價格。',
        },
      ],
    },
    {
      id: 'as-a-buyer',
      stem: {
        en: 'As a buyer, I can say "No, thank you" when…',
        'zh-TW': '當買家的時候，如果……，我可以說「謝謝，我先不要」。',
      },
      examples: [
        {
          en: 'As a buyer, I can say "No, thank you" when the price is more than the thing is worth to me.',
          'zh-TW': '當買家的時候，如果價格比我覺得它值的還要高，我可以說「謝謝，我先不要」。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: "An's uncle sells vegetables at a traditional market. On Money Islands, he asks 40 coins for a cabbage. A shopper says, \"OK,\" and pays. What made this a trade?",
        'zh-TW': '小安的舅舅在傳統市場賣菜。在理財冒險島上，他一顆高麗菜開價 NT$40，客人說「好」，就付了錢。是什麼讓這件事成為一次交易？',
      },
      options: [
        {
          en: 'The stalls have a roof.',
          'zh-TW': '因為攤位上面有屋頂。',
        },
        {
          en: 'The uncle picked the price, so the shopper had to pay it.',
          'zh-TW': '因為價錢是舅舅定的，客人就一定得付。',
        },
        {
          en: 'Both of them agreed on the price.',
          'zh-TW': '因為兩個人都同意這個價格。',
        },
        {
          en: 'The shopper paid with coins, not with a card.',
          'zh-TW': '因為客人是付現金，不是刷卡。',
        },
      ],
      correctAnswer: 2,
      feedback: {
        en: 'A trade happens when the buyer and the seller both agree. The shopper could have said no. A roof or the way you pay does not make a trade.',
        'zh-TW': '買家和賣家都同意，才會成交。客人也可以說不要；有沒有屋頂、用什麼方式付錢，都不是成交的原因。',
      },
      hintCycle: [
        {
          en: 'Think about what Dad told Mei: when does a sale happen?',
          'zh-TW': '想想爸爸跟小美說的話：什麼時候才會成交？',
        },
        {
          en: 'A seller asks a price, but the buyer can still say no. And a trade can happen without a roof or coins.',
          'zh-TW': '老闆開價以後，客人還是可以說不要；而且沒有屋頂、不付現金，也能交易。',
        },
        {
          en: 'The answer: both of them agreed on the price. A trade needs a yes from both sides.',
          'zh-TW': '答案是：兩個人都同意這個價格。交易要兩邊都說好。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'True or false: An online shop can be a market, even when the buyer and the seller never meet face to face.',
        'zh-TW': '是非題：就算買家和賣家沒有見到面，網路商店也可以是一個市場。',
      },
      correctAnswer: true,
      feedback: {
        en: 'True. A market is any place where buyers and sellers trade. Online, a grown-up can buy and a seller can sell without meeting.',
        'zh-TW': '對。只要買家和賣家在那裡交易，就是市場。在網路上，大人可以買、賣家可以賣，兩邊不用見面。',
      },
      hintCycle: [
        {
          en: "Remember Mei's list on the way home. Was the online shop on it?",
          'zh-TW': '想想小美回家路上數的那些市場，網路商店有沒有在裡面？',
        },
        {
          en: 'Some think a market needs stalls you can walk past. What a market needs is buyers and sellers who trade.',
          'zh-TW': '有人以為市場一定要有可以走過去看的攤位。其實市場需要的，是買家和賣家在交易。',
        },
        {
          en: 'The answer is true. Buyers and sellers trade there, so an online shop is a market.',
          'zh-TW': '答案是「對」。網路商店裡有買家和賣家在交易，所以它也是市場。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Which of these are markets? Pick all that are right.',
        'zh-TW': '下面哪些是市場？（可以選好幾個）',
      },
      options: [
        {
          en: 'A night market with rows of food stalls',
          'zh-TW': '一排排都是小吃攤的夜市',
        },
        {
          en: 'A school library where you borrow books for free',
          'zh-TW': '可以免費借書的學校圖書館',
        },
        {
          en: 'A traditional market where people buy fish and vegetables',
          'zh-TW': '大家買魚、買菜的傳統市場',
        },
        {
          en: 'An online shop where a grown-up orders a book',
          'zh-TW': '大人在上面訂書的網路商店',
        },
        {
          en: 'A park playground where you play on the swings',
          'zh-TW': '公園裡可以盪鞦韆的遊戲區',
        },
        {
          en: "Grandma Lin's corner shop",
          'zh-TW': '林奶奶街角的小店',
        },
      ],
      correctAnswer: [0, 2, 3, 5],
      feedback: {
        en: 'The night market, the traditional market, the online shop and Grandma Lin\'s shop all have buyers and sellers who trade. In the library, books are borrowed, not sold. At the park playground, children play for free.',
        'zh-TW': '夜市、傳統市場、網路商店和林奶奶的小店，都有買家和賣家在交易。圖書館的書是用借的，不是用買的；公園的遊戲區是免費玩的。',
      },
      hintCycle: [
        {
          en: 'For each place, ask: does someone pay money, and does someone sell?',
          'zh-TW': '每個地方都問問自己：有人付錢買嗎？有人在賣嗎？',
        },
        {
          en: 'A place full of people or books is not a market if nothing is sold there.',
          'zh-TW': '人很多或書很多的地方，如果沒有人在買賣，就不是市場。',
        },
        {
          en: "The answers: the night market, the traditional market, the online shop and Grandma Lin's corner shop. Buyers and sellers trade in all four.",
          'zh-TW': '答案是：夜市、傳統市場、網路商店和林奶奶的小店。這四個地方都有買家和賣家在交易。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'A market is any place where buyers and ______ trade.',
        'zh-TW': '市場，就是買家和______交易的地方。',
      },
      acceptedAnswers: {
        en: ['sellers', 'seller', 'vendors', 'shopkeepers', 'stall owners', 'shop owners', 'people who sell', 'merchants', 'shops', 'stores'],
        'zh-TW': ['賣家', '賣方', '賣東西的人', '商家', '店家', '攤販', '老闆', '商人', '商店'],
      },
      feedback: {
        en: 'Buyers and sellers. A market needs both: someone who pays and someone who sells.',
        'zh-TW': '是買家和賣家。市場兩邊都要有：一邊付錢，一邊賣東西。',
      },
      hintCycle: [
        {
          en: 'A buyer pays. Who is on the other side of the trade?',
          'zh-TW': '買家負責付錢。交易的另一邊是誰？',
        },
        {
          en: 'It is not the money and not the thing. It is a person: the one who sells.',
          'zh-TW': '不是錢，也不是東西，而是一個人：賣東西的那個人。',
        },
        {
          en: 'The answer is "sellers": a market is where buyers and sellers trade.',
          'zh-TW': '答案是「賣家」：市場就是買家和賣家交易的地方。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: 'On Money Islands, a seller asks 60 coins for a paper fan. Jay\'s dad smiles and asks, "Would 50 be OK, please?" The seller thinks, then says, "OK!" The price they agree on is ______.',
        'zh-TW': '在理財冒險島上，有個老闆一把紙扇開價 NT$60。阿哲的爸爸笑著問：「老闆，NT$50 可以嗎？」老闆想了想，說：「好！」他們最後談好的價格是______。',
      },
      acceptedAnswers: {
        en: ['50', 'fifty', '50 coins', 'fifty coins'],
        'zh-TW': ['50', '五十', 'NT$50', '50元', '50 元', '五十元'],
      },
      feedback: {
        en: 'The price is 50 coins, because both said yes to 50. The 60 coins was only what the seller asked first.',
        'zh-TW': '價格是 NT$50，因為兩個人都對 NT$50 說好。NT$60 只是老闆一開始的開價。',
      },
      hintCycle: [
        {
          en: 'Which number did both the seller and Jay\'s dad say yes to?',
          'zh-TW': '老闆和阿哲的爸爸，最後都對哪一個數字說好？',
        },
        {
          en: 'Some think the first price asked is always the price paid. Here the seller changed his mind. Do not subtract either.',
          'zh-TW': '有人以為老闆一開始說多少，就一定付多少，可是這次老闆改口了。也不用把兩個數字相減喔。',
        },
        {
          en: 'The answer is 50. Both sides agreed on 50 coins, so that is the price.',
          'zh-TW': '答案是 50。兩邊都同意 NT$50，所以價格就是 NT$50。',
        },
      ],
    },
  ],
  reflection: {
    id: 'a-market-i-know',
    question: {
      en: 'Think of a market you have been to with your family. Who were the buyers and the sellers? How did they agree on a price?',
      'zh-TW': '想一想，你跟家人去過哪一種市場？那裡的買家和賣家是誰？他們是怎麼談好價錢的？',
    },
    placeholder: {
      en: 'I went to… The buyers were… The sellers were… They agreed when…',
      'zh-TW': '我去過……。買家是……，賣家是……。他們……的時候就成交了。',
    },
  },
} satisfies ClassicBody;

export default body;
