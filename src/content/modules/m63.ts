import type { ClassicBody } from '../schema/module-body';

/**
 * M63 · Crystal Tower, lesson 2: "Reading the Fine Print" / 「看清楚小字」.
 * Learning outcome (Grade 8, Spending): find the important conditions in the small print of an ad, a
 * ticket or a game offer ("weekdays only", "one per person", "ends …") and use them before deciding.
 * Benchmark, in words (the area and grade the brief assigns): grade-8 Spending, being an informed
 * consumer: reading the terms of an offer before deciding to buy.
 * Numbers: Jay's allowance is 100 every Friday (cast sheet). On Wednesday he has 20 left from last week.
 * The poster (a shop in town; the story says "On Money Islands" — the island's own price): markers half
 * price, 120 → 60;
 * fine print "Weekdays only. One set per person. Ends Friday." Friday: 20 + 100 = 120; he buys 1 set
 * for 60 → 120 − 60 = 60 left. On Saturday the price is 120 again → 120 − 120 = 0 left.
 * Quiz (all prices the island's own, said so where they are posters or tickets): q1 a pool, kids 30 coins
 * on weekdays 2 p.m. to 5 p.m. only; Sunday morning is not covered. q2 "Buy a book, get a free bookmark",
 * fine print "One per person": An buys 2 books → 1 bookmark (false). q3 a drawing game's brush-set offer
 * with Dad (no numbers). q5 an indoor play park: 50 coins a ticket on weekdays, 80 on Saturdays and Sundays; An and Mei on a
 * Saturday → 80 + 80 = 160 (the big-words guess is 50 + 50 = 100).
 * Facts: none — all prices are the island's own.
 */
const body = {
  id: 'M63',
  format: 'classic',
  scenarios: [
    {
      id: 'jay-reads-the-poster',
      title: {
        en: 'The Tiny Words on the Poster',
        'zh-TW': '海報最下面的小字',
      },
      description: {
        en: 'Big letters say "Half price!" Tiny letters at the bottom say something else.',
        'zh-TW': '大大的字寫著「半價！」，最下面的小字卻說了別的事。',
      },
      context: {
        en:
          "Crystal Tower's walls are clear, but some words are still hard to see. " +
          'On Wednesday, Jay stops at a poster in a shop window in town. ' +
          'On Money Islands, a set of markers in this shop usually costs 120 coins. ' +
          'Big, bright letters say: "MARKERS, HALF PRICE! 120 → 60 coins!" ' +
          'Jay has only 20 coins left from last week. "My allowance comes on Friday. I\'ll buy them on Saturday!" ' +
          'An points at the bottom of the poster. There is a line of tiny words. "Read the fine print first," she says. ' +
          'Jay leans in and reads it out loud: "Weekdays only. One set per person. Ends Friday." ' +
          'His eyes go wide. "Saturday is not a weekday! And the offer ends on Friday!" ' +
          '"One set per person is fine," Jay says. "I only need one." ' +
          'On Friday, Jay gets his 100 coins. 20 + 100 = 120 coins. ' +
          'After school, Mom walks with him to the shop. He buys one set for 60 coins. 120 − 60 = 60 coins are left. ' +
          'On Saturday, the full price is back. He would have paid 120. 120 − 120 = 0 left. ' +
          'Pip lands on the poster. "Squawk! Big words invite you in. Small words tell you the rules!"',
        'zh-TW':
          '水晶塔的牆壁清清楚楚，可是有些字，還是要湊近才看得到。' +
          '星期三，阿哲經過鎮上一家店，在櫥窗的海報前停下腳步。' +
          '在理財冒險島上，這家店的一組彩色筆平常賣 NT$120。' +
          '海報上大大的字寫著：「彩色筆半價！NT$120 → NT$60！」' +
          '阿哲上星期的零用錢只剩 NT$20。「星期五就有零用錢了，我星期六再來買！」' +
          '小安指著海報最下面一排小小的字：「先看清楚小字再說。」' +
          '阿哲湊過去，一個字一個字唸出來：「限平日。每人限購一組。本週五截止。」' +
          '他眼睛瞪得好大：「星期六不是平日！而且優惠星期五就結束了！」' +
          '阿哲說：「每人限購一組沒關係，我只需要一組。」' +
          '星期五，阿哲拿到 NT$100 零用錢，20 + 100 = 120，他有 NT$120。' +
          '放學後，媽媽陪他走到那家店。他用 NT$60 買了一組彩色筆，120 − 60 = 60，還剩 NT$60。' +
          '如果星期六才去，彩色筆又變回原價，就要付 NT$120，120 − 120 = 0，一塊錢都不剩。' +
          '皮皮停在海報上：「嘎！大字請你進門，小字告訴你規則！」',
      },
      thinkingPrompts: [
        {
          en: 'Why do you think the shop made "HALF PRICE" big and the rules so small?',
          'zh-TW': '你覺得，店家為什麼把「半價」寫得那麼大，規則卻寫得那麼小？',
        },
        {
          en: 'What if Jay had not read the fine print? What would have happened on Saturday?',
          'zh-TW': '如果阿哲沒有看小字，星期六會發生什麼事？',
        },
        {
          en: 'Why might a shop add a rule like "One set per person"?',
          'zh-TW': '店家為什麼可能加上「每人限購一組」這樣的規則？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'fine-print',
      term: { en: 'fine print', 'zh-TW': '小字' },
      definition: {
        en: 'Small words on an ad, a ticket or an offer that tell its rules.',
        'zh-TW': '廣告、票券或優惠上，寫著規則的小小的字。',
      },
      example: {
        en: 'The fine print at the bottom of the poster said, "Weekdays only."',
        'zh-TW': '海報最下面的小字寫著：「限平日。」',
      },
    },
    {
      id: 'condition',
      term: { en: 'condition', 'zh-TW': '條件' },
      definition: {
        en: 'A rule you must meet to get an offer.',
        'zh-TW': '想拿到優惠，就要符合的規則。',
      },
      example: {
        en: '"One set per person" is a condition. Jay could buy one set at 60 coins.',
        'zh-TW': '「每人限購一組」就是一個條件，阿哲只能用 NT$60 買一組。',
      },
    },
    {
      id: 'offer',
      term: { en: 'offer', 'zh-TW': '優惠' },
      definition: {
        en: 'A special deal from a seller, like a lower price for a short time.',
        'zh-TW': '店家提供的特別好處，像是一段時間內比較便宜的價錢。',
      },
      example: {
        en: 'The offer made the markers 60 coins instead of 120.',
        'zh-TW': '有了這個優惠，彩色筆從 NT$120 變成 NT$60。',
      },
    },
    {
      id: 'weekday',
      term: { en: 'weekday', 'zh-TW': '平日' },
      definition: {
        en: 'Any day from Monday to Friday. Saturday and Sunday are the weekend.',
        'zh-TW': '星期一到星期五；星期六和星期天是週末，不算平日。',
      },
      example: {
        en: 'The offer was for weekdays only, so Friday counted and Saturday did not.',
        'zh-TW': '這個優惠限平日，所以星期五可以，星期六就不行。',
      },
    },
    {
      id: 'end-date',
      term: { en: 'end date', 'zh-TW': '截止日期' },
      definition: {
        en: 'The last day an offer works.',
        'zh-TW': '優惠可以使用的最後一天。',
      },
      example: {
        en: 'The end date was Friday. After that, the markers cost 120 coins again.',
        'zh-TW': '截止日期是星期五，過了那天，彩色筆又變回 NT$120。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'before-i-say-yes',
      stem: {
        en: 'Before I say yes to an offer, I read the fine print to find…',
        'zh-TW': '答應一個優惠之前，我會先看小字，找出……',
      },
      examples: [
        {
          en: 'Before I say yes to an offer, I read the fine print to find the end date and how many I can buy.',
          'zh-TW': '答應一個優惠之前，我會先看小字，找出截止日期，還有每個人可以買幾個。',
        },
        {
          en: 'Before I say yes to an offer, I read the fine print to find which days it works.',
          'zh-TW': '答應一個優惠之前，我會先看小字，找出哪幾天可以用。',
        },
      ],
    },
    {
      id: 'a-condition-like',
      stem: {
        en: 'A condition like "weekdays only" means…',
        'zh-TW': '像「限平日」這樣的條件，意思是……',
      },
      examples: [
        {
          en: 'A condition like "weekdays only" means the offer works from Monday to Friday, not on Saturday or Sunday.',
          'zh-TW': '像「限平日」這樣的條件，意思是星期一到星期五才有優惠，星期六、星期天沒有。',
        },
      ],
    },
    {
      id: 'if-the-fine-print-is-hard',
      stem: {
        en: 'If the fine print is too small or hard to understand, I…',
        'zh-TW': '如果小字太小或看不懂，我會……',
      },
      examples: [
        {
          en: 'If the fine print is too small or hard to understand, I ask a grown-up to read it with me.',
          'zh-TW': '如果小字太小或看不懂，我會請大人跟我一起看。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: 'On Money Islands, a pool poster says in big letters: "Kids swim for 30 coins!" The fine print says: "Weekdays only, 2 p.m. to 5 p.m." Mei\'s cousin wants to swim on Sunday morning with her dad. Which sentence is right?',
        'zh-TW': '在理財冒險島上，一張游泳池的海報用大字寫著：「兒童游泳只要 NT$30！」下面的小字寫著：「限平日下午 2 點到 5 點。」小美的表妹想在星期天早上跟爸爸去游泳。下面哪一句說得對？',
      },
      options: [
        {
          en: 'The 30-coin price is not for Sunday morning.',
          'zh-TW': 'NT$30 的價錢，星期天早上不適用。',
        },
        {
          en: 'She pays 30, as the big words say.',
          'zh-TW': '照大字付 NT$30 就好。',
        },
        {
          en: 'She gets the 30-coin price if she says she did not see the small words.',
          'zh-TW': '只要說她沒看到小字，就可以用 NT$30 的價錢。',
        },
        {
          en: 'Any day works, because fine print is just extra detail, not real rules.',
          'zh-TW': '哪一天都可以，因為小字只是補充說明，不是真的規則。',
        },
      ],
      correctAnswer: 0,
      feedback: {
        en: 'The fine print says weekdays, 2 p.m. to 5 p.m. Sunday is not a weekday, and morning is not 2 to 5. The big words are only part of the offer. Not reading the rules does not change them.',
        'zh-TW': '小字寫著平日下午 2 點到 5 點。星期天不是平日，早上也不在 2 點到 5 點之間。大字只說了優惠的一部分；沒看到規則，規則也不會因此改變。',
      },
      hintCycle: [
        {
          en: 'Read the fine print again. Which days and which hours does it name?',
          'zh-TW': '再讀一次小字：它寫的是哪幾天、哪個時段？',
        },
        {
          en: 'Some think the big words are the whole deal. Others think fine print is not a real rule, or that not seeing it makes it go away.',
          'zh-TW': '有人以為大字就是全部的優惠；有人以為小字不算真的規則；也有人以為沒看到，規則就不算數。',
        },
        {
          en: 'The answer: the 30-coin price is not for Sunday morning. It works on weekdays from 2 p.m. to 5 p.m.',
          'zh-TW': '答案是：NT$30 的價錢，星期天早上不適用。它只在平日下午 2 點到 5 點有效。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'A bookshop poster says in big letters: "Buy a book, get a free bookmark!" The fine print says: "One per person." An buys 2 books. True or false: An gets 2 free bookmarks.',
        'zh-TW': '書店的海報用大字寫著：「買書送書籤！」下面的小字寫著：「每人限領一張。」小安買了 2 本書。是非題：小安可以拿到 2 張免費書籤。',
      },
      correctAnswer: false,
      feedback: {
        en: 'False. The big words sound like one bookmark for each book. But the fine print says one per person. An is one person, so she gets 1 bookmark.',
        'zh-TW': '錯。大字聽起來像是每買一本就送一張，可是小字寫著每人限領一張。小安只有一個人，所以只能拿到 1 張書籤。',
      },
      hintCycle: [
        {
          en: 'The big words and the fine print say different things. Which one sets the rule?',
          'zh-TW': '大字和小字說的不一樣。哪一個才是真正的規則？',
        },
        {
          en: 'Some read only the big words: "Buy a book, get a free bookmark." The fine print adds a condition about each person.',
          'zh-TW': '有人只看大字「買書送書籤」，可是小字加上了一個跟「每個人」有關的條件。',
        },
        {
          en: 'The answer is false. "One per person" means An gets 1 bookmark, not 2.',
          'zh-TW': '答案是「錯」。「每人限領一張」，所以小安只拿得到 1 張，不是 2 張。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Jay plays a drawing game on Dad\'s tablet. An offer pops up: "New brush set, half price!" Jay and Dad read the fine print. Which lines are conditions, rules you must meet to get the offer? Pick all that are right.',
        'zh-TW': '阿哲用爸爸的平板玩畫畫遊戲，畫面跳出一個優惠：「新畫筆組，半價！」阿哲和爸爸一起看小字。下面哪幾行是條件，也就是要符合才拿得到優惠的規則？（可以選好幾個）',
      },
      options: [
        {
          en: '"Ends Sunday at 8 p.m."',
          'zh-TW': '「星期天晚上 8 點截止。」',
        },
        {
          en: '"Lots of players love these brushes!"',
          'zh-TW': '「很多玩家都超愛這組畫筆！」',
        },
        {
          en: '"One per player."',
          'zh-TW': '「每位玩家限購一次。」',
        },
        {
          en: '"For new players in their first week."',
          'zh-TW': '「限剛加入第一週的新玩家。」',
        },
        {
          en: '"Your drawings will look amazing!"',
          'zh-TW': '「你的畫會變得超漂亮！」',
        },
      ],
      correctAnswer: [0, 2, 3],
      feedback: {
        en: 'An end date, a limit per player and who can get it are all conditions. "Lots of players love it" and "Your drawings will look amazing" are not rules. They only try to make you want it.',
        'zh-TW': '截止時間、每人限購幾次、誰可以買，都是條件。「很多玩家都超愛」和「你的畫會變得超漂亮」不是規則，只是想讓你更想買。',
      },
      hintCycle: [
        {
          en: 'A condition tells when, how many, or who. Look for those.',
          'zh-TW': '條件會告訴你：什麼時候、可以買幾個、誰可以買。找找看。',
        },
        {
          en: 'Some think every line near the offer is a rule. But a line that praises the offer does not tell you what you must do to get it.',
          'zh-TW': '有人以為優惠旁邊的每一句都是規則。可是稱讚優惠的句子，並沒有告訴你要符合什麼才拿得到。',
        },
        {
          en: 'The answers: "Ends Sunday at 8 p.m.", "One per player" and "For new players in their first week". They tell when, how many and who.',
          'zh-TW': '答案是：「星期天晚上 8 點截止」「每位玩家限購一次」「限剛加入第一週的新玩家」。它們說的是什麼時候、幾次、誰可以。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'Before you say yes to an offer, read the ______ at the bottom. That is where the rules often hide.',
        'zh-TW': '答應一個優惠之前，先讀一讀最下面的______，規則常常就藏在那裡。',
      },
      acceptedAnswers: {
        en: ['fine print', 'small print', 'small words', 'small letters', 'small text', 'small writing', 'tiny words', 'tiny letters', 'tiny print', 'terms', 'notes'],
        'zh-TW': ['小字', '小小的字', '細字', '細則', '條款', '注意事項', '附註', '小字說明'],
      },
      feedback: {
        en: 'Read the fine print. The big words invite you in, and the small words tell you when, how many and who.',
        'zh-TW': '要讀小字。大字請你進門，小字才告訴你什麼時候、可以買幾個、誰可以買。',
      },
      hintCycle: [
        {
          en: 'Think of the line of tiny words An pointed to on the poster.',
          'zh-TW': '想想小安在海報最下面指給阿哲看的那一排字。',
        },
        {
          en: 'It is not the big title. It is the small writing that is easy to miss.',
          'zh-TW': '不是大大的標題，而是很容易漏看的那些小小的字。',
        },
        {
          en: 'The answer is "fine print": the small words that tell an offer\'s rules.',
          'zh-TW': '答案是「小字」：寫著優惠規則的那些小小的字。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: 'On Money Islands, an indoor play park poster says in big letters: "Come in for 50 coins!" The fine print says: "Weekdays only. Saturdays and Sundays: 80 coins." An and Mei go on a Saturday with An\'s mom. The total for the two girls\' tickets is ______.',
        'zh-TW': '在理財冒險島上，一張室內遊樂場的海報用大字寫著：「入場只要 NT$50！」下面的小字寫著：「限平日。星期六、星期天 NT$80。」小安和小美在星期六跟小安的媽媽一起去。兩個女孩的門票一共是______。',
      },
      acceptedAnswers: {
        en: ['160', '160 coins', 'one hundred sixty', 'one hundred and sixty'],
        'zh-TW': ['160', 'NT$160', '160元', '160 元', '一百六十', '一百六十元', '一百六', '160塊', '一百六十塊'],
      },
      feedback: {
        en: 'Saturday is not a weekday, so each girl\'s ticket is 80 coins. 80 + 80 = 160 coins. Only the big words would say 50 + 50 = 100.',
        'zh-TW': '星期六不是平日，所以每個人的門票是 NT$80。80 + 80 = 160，一共 NT$160。如果只看大字，才會以為是 50 + 50 = 100。',
      },
      hintCycle: [
        {
          en: 'Is Saturday a weekday? Check which price the fine print gives for Saturday.',
          'zh-TW': '星期六是平日嗎？看看小字寫的星期六價錢是多少。',
        },
        {
          en: 'Some use the big-letter price: 50 + 50 = 100. But the fine print says that price is for weekdays only.',
          'zh-TW': '有人用大字的價錢算：50 + 50 = 100。可是小字說，那個價錢只有平日才有。',
        },
        {
          en: 'The answer is 160. On Saturday each girl pays 80 coins, and 80 + 80 = 160.',
          'zh-TW': '答案是 160。星期六每個人 NT$80，80 + 80 = 160。',
        },
      ],
    },
  ],
  reflection: {
    id: 'fine-print-i-have-seen',
    question: {
      en: 'Think of a poster, a ticket or an offer you have seen. What did the big words say? What could the fine print have said? With a grown-up, how could you check?',
      'zh-TW': '想一想你看過的海報、票券或優惠。大字寫了什麼？小字可能寫了什麼？你可以怎麼跟大人一起確認？',
    },
    placeholder: {
      en: 'The big words said… The fine print could say… I could check by…',
      'zh-TW': '大字寫著……，小字可能寫著……，我可以……來確認。',
    },
  },
} satisfies ClassicBody;

export default body;
