import type { ClassicBody } from '../schema/module-body';

/**
 * M65 · Crystal Tower, lesson 4: "Open Books for Group Money" / 「團體的錢要公開透明」.
 * Learning outcome (Grade 4, Spending): explain why group money (the class fund, 班費) is kept in an open
 * record that everyone in the group can see (money in, money out, what is left, receipts kept) and why two
 * people count it.
 * Benchmark, in words: the grade-4 Spending statements about keeping track of money that is spent and what
 * it bought; here the money belongs to a whole group, so the record is open to everyone in it.
 * Lead: Wen (小文), the class treasurer (總務股長, a one-off classmate), with An. No money changes hands
 * between children; Ms. Chen knows about the class fund box.
 * Numbers: the class fund and every amount in it are the island's own (the story says "On Money Islands"
 * and "Real class funds are different at every school." / 「真實的班費要交多少、怎麼管，每個學校都不一樣。」).
 * Each of the 25 children puts in 20 this term → 25 × 20 = 500. Wen's guess: about 300. Money out: brooms
 * 150, tissues 90 → 500 − 150 − 90 = 260 on the page. Wen counts 250, An counts 250 → 260 − 250 = 10 short.
 * The third receipt: tape, 10 → 260 − 10 = 250; the book and the box match. Term: money out 150 + 90 + 10 =
 * 250, 500 − 250 = 250 left.
 * Quiz: q1 a drawing club treasurer who "remembers every coin" (no sums); q3 Mei's scout group (no sums);
 * q4 on Money Islands a basketball club: 400 in, balls 120, net 80 → 400 − 120 − 80 = 200 left; q5 a bake
 * sale: the book says 150, two people count 140 → 150 − 140 = 10, glue 10 not written down.
 * Facts:
 * - a shop gives a 發票 when it sells, most often an e-invoice (電子發票); a receipt is proof of what was
 *   bought, when and for how much (term "receipt", stem 2) — Value-added and Non-value-added Business Tax
 *   Act art. 32 (加值型及非加值型營業稅法第 32 條), 2025
 * The class fund (班費) is common in Taiwanese primary schools, and how much and how it is kept differ by
 * school, so the lesson's amounts are plainly the island's own (no Facts line needed).
 */
const body = {
  id: 'M65',
  format: 'classic',
  scenarios: [
    {
      id: 'wens-class-fund-box',
      title: {
        en: 'The Class Fund Box',
        'zh-TW': '班費箱裡還有多少錢？',
      },
      description: {
        en: 'A classmate asks how much of the class fund is left. Wen, the treasurer, is not sure.',
        'zh-TW': '有同學問班費還剩多少，總務股長小文卻說不出來。',
      },
      context: {
        en:
          'In Crystal Tower, every wall is as clear as glass. ' +
          "On Monday, Ms. Chen's class opens the class fund box. Wen is the class treasurer. " +
          'On Money Islands, each of the 25 children put in 20 coins this term. 25 × 20 = 500 coins. ' +
          'Real class funds are different at every school. ' +
          '"How much is left now?" a classmate asks. ' +
          'Wen scratches his head. "About 300, I think." He is not sure, and the room goes quiet. ' +
          '"It is everyone\'s money," An says gently. "So everyone should see it. Let\'s make an open book." ' +
          'Together they write one page. Money in: 500 coins. Money out: brooms, 150 coins. Tissues, 90 coins. ' +
          '500 − 150 − 90 = 260. So 260 coins should be in the box. ' +
          'Then two people count, one after the other. Wen counts 250 coins. An counts 250 too. ' +
          '"Ten coins are missing," Wen says quietly. ' +
          'An opens the envelope of receipts. There is a third one: tape, 10 coins. Wen forgot to write it down. ' +
          'They add the line. 260 − 10 = 250. The book and the box match! ' +
          'On Tuesday, the page goes up on the class board. Anyone can read it. ' +
          '"Mistakes happen," says Ms. Chen. "An open book helps us catch them." ' +
          'Pip squawks, "Clear walls, clear books!"',
        'zh-TW':
          '水晶塔的牆是透明的，每個房間裡有什麼，都看得一清二楚。' +
          '星期一，陳老師班上打開了班費箱。小文是班上的總務股長。' +
          '在理財冒險島上，這學期全班 25 個人，每人交 NT$20 班費：25 × 20 = 500，一共 NT$500。' +
          '真實的班費要交多少、怎麼管，每個學校都不一樣。' +
          '有同學問：「現在還剩多少錢？」' +
          '小文抓抓頭：「大概 NT$300 吧？」他自己也不太確定，教室一下子安靜下來。' +
          '小安輕聲說：「這是大家的錢，大家都應該看得到。我們來做一本公開的帳本吧。」' +
          '他們一起寫了一頁。收入：NT$500。支出：掃把 NT$150、衛生紙 NT$90。' +
          '500 − 150 − 90 = 260，箱子裡應該有 NT$260。' +
          '接著兩個人輪流點錢。小文數到 NT$250，小安數一遍，也是 NT$250。' +
          '小文小聲地說：「少了 NT$10。」' +
          '小安打開裝發票的信封，發現還有第三張：膠帶，NT$10。原來小文忘了把它記上去。' +
          '他們補上這一筆：260 − 10 = 250。帳本和錢箱對上了！' +
          '星期二，這一頁貼在教室的公布欄上，誰都可以看。' +
          '陳老師笑著說：「出錯是難免的，公開的帳本能幫我們把錯找出來。」' +
          '皮皮叫著：「嘎！牆透明，帳也透明！」',
      },
      thinkingPrompts: [
        {
          en: 'Why do you think the room went quiet when Wen said, "About 300, I think"?',
          'zh-TW': '小文說「大概 NT$300 吧」的時候，你覺得教室為什麼一下子安靜下來？',
        },
        {
          en: 'What if only Wen had counted, and nobody kept the receipts? How could the class find the missing 10 coins?',
          'zh-TW': '如果只有小文一個人點錢，也沒有人留發票，全班要怎麼找出少掉的 NT$10？',
        },
        {
          en: 'Why is it fair that anyone in the class can read the page, not just Wen?',
          'zh-TW': '為什麼讓全班誰都能看這一頁，而不是只有小文看得到，才算公平？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'class-fund',
      term: { en: 'class fund', 'zh-TW': '班費' },
      definition: {
        en: 'Money that everyone in a class puts in, to buy things the whole class uses.',
        'zh-TW': '全班每個人一起交的錢，用來買全班都會用到的東西。',
      },
      example: {
        en: 'Each of the 25 children put 20 coins in the class fund.',
        'zh-TW': '全班 25 個人，每人交了 NT$20 班費。',
      },
    },
    {
      id: 'treasurer',
      term: { en: 'treasurer', 'zh-TW': '總務股長' },
      definition: {
        en: 'The person a group picks to look after its money.',
        'zh-TW': '大家選出來，負責保管和管理班上的錢的人。',
      },
      example: {
        en: 'Wen is the class treasurer. He keeps the class fund box.',
        'zh-TW': '小文是總務股長，負責保管班費箱。',
      },
    },
    {
      id: 'open-book',
      term: { en: 'open book', 'zh-TW': '公開帳本' },
      definition: {
        en: 'A money record everyone in the group can see: money in, money out and what is left.',
        'zh-TW': '團體裡每個人都看得到的帳本，寫著收入、支出和還剩多少。',
      },
      example: {
        en: 'The open book on the class board says: money out, 150 + 90 + 10 = 250 coins. 500 − 250 = 250 coins left.',
        'zh-TW': '貼在公布欄的公開帳本寫著：支出 150 + 90 + 10 = 250，一共 NT$250；500 − 250 = 250，還剩 NT$250。',
      },
    },
    {
      id: 'receipt',
      term: { en: 'receipt', 'zh-TW': '發票（收據）' },
      definition: {
        en: 'A paper from the seller that shows what was bought, when, and how much it cost. Many shops now give an e-invoice.',
        'zh-TW': '店家給的單據，寫著買了什麼、什麼時候買、花了多少錢。現在很多店家給的是電子發票。',
      },
      example: {
        en: 'The receipt for the tape showed where the 10 coins went.',
        'zh-TW': '膠帶的那張發票，說明了那 NT$10 花到哪裡去了。',
      },
    },
    {
      id: 'two-person-count',
      term: { en: 'two-person count', 'zh-TW': '兩人清點' },
      definition: {
        en: 'Two people count the same money, one after the other.',
        'zh-TW': '兩個人輪流，把同一筆錢各數一遍。',
      },
      example: {
        en: 'Wen counted 250 coins, and then An counted 250 coins too.',
        'zh-TW': '小文數到 NT$250，小安再數一遍，也是 NT$250。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'group-money-is-open',
      stem: {
        en: 'Group money goes in an open book because…',
        'zh-TW': '團體的錢要記在公開帳本上，因為……',
      },
      examples: [
        {
          en: 'Group money goes in an open book because it belongs to everyone, so everyone should see it.',
          'zh-TW': '團體的錢要記在公開帳本上，因為這是大家的錢，每個人都應該看得到。',
        },
        {
          en: 'Group money goes in an open book because then nobody has to wonder where it went.',
          'zh-TW': '團體的錢要記在公開帳本上，因為這樣就沒有人需要猜錢花到哪裡去了。',
        },
      ],
    },
    {
      id: 'i-keep-every-receipt',
      stem: {
        en: 'I keep every receipt so that…',
        'zh-TW': '我會留好每一張發票，這樣……',
      },
      examples: [
        {
          en: 'I keep every receipt so that we can check what we bought, when, and how much it cost.',
          'zh-TW': '我會留好每一張發票，這樣大家就能查到買了什麼、什麼時候買、花了多少錢。',
        },
      ],
    },
    {
      id: 'a-two-person-count-helps',
      stem: {
        en: 'A two-person count helps because…',
        'zh-TW': '兩人清點很有用，因為……',
      },
      examples: [
        {
          en: 'A two-person count helps because if one person makes a mistake, the other can catch it.',
          'zh-TW': '兩人清點很有用，因為就算一個人數錯了，另一個人也能發現。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: 'The drawing club has its own fund. Its treasurer says, "Trust me. I remember every coin." What is the best way to keep the club\'s money?',
        'zh-TW': '畫畫社有自己的社費。負責管錢的同學說：「相信我，每一塊錢我都記在腦子裡。」社費最好怎麼管？',
      },
      options: [
        {
          en: 'Let her keep it in her head, because asking to see a record would hurt her feelings.',
          'zh-TW': '就讓她記在腦子裡，因為說要看紀錄，會讓她覺得被懷疑、很難過。',
        },
        {
          en: 'Write down only the big buys, because small ones are too small to matter.',
          'zh-TW': '只把大筆的花費記下來，小錢太少了，記不記都沒關係。',
        },
        {
          en: 'Write money in and out on a page that every member can see.',
          'zh-TW': '把收入和支出都寫在一頁上，貼在每個社員都看得到的地方。',
        },
        {
          en: 'Keep the record secret, so nobody worries about the money.',
          'zh-TW': '把帳本藏好，不給別人看，大家就不會擔心錢的事。',
        },
      ],
      correctAnswer: 2,
      feedback: {
        en: 'An open page lets every member see the club\'s money. Asking to see it is not rude: it is everyone\'s money. Small buys count too, like the 10-coin tape. A secret record makes people wonder more, not less.',
        'zh-TW': '把帳寫在大家都看得到的地方，每個社員都能知道社費怎麼用。說要看帳並不失禮，因為那是大家的錢。小錢也要記，就像那卷 NT$10 的膠帶。帳本藏起來，反而會讓人更擔心。',
      },
      hintCycle: [
        {
          en: 'Whose money is in the club fund? Who should be able to see where it goes?',
          'zh-TW': '社費是誰的錢？誰應該看得到錢花到哪裡去？',
        },
        {
          en: 'Some think asking to see a record is rude, or that small buys do not matter. But even an honest person forgets, like Wen with the tape. And a secret record only makes people wonder.',
          'zh-TW': '有人以為說要看帳很失禮，也有人以為小錢不用記。可是再誠實的人也會忘記，就像小文忘了記膠帶。把帳藏起來，只會讓大家更想知道錢去了哪裡。',
        },
        {
          en: 'The answer: write money in and out on a page that every member can see. An open book keeps group money fair.',
          'zh-TW': '答案是：把收入和支出都寫在一頁上，貼在每個社員都看得到的地方。公開的帳本，讓團體的錢對大家都公平。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'True or false: If the treasurer is honest, the class fund does not need an open book.',
        'zh-TW': '是非題：總務股長很誠實的話，班費就不需要公開帳本。',
      },
      correctAnswer: false,
      feedback: {
        en: 'False. Wen is honest, and he still forgot to write down the tape. An open book helps honest people catch mistakes. It also lets everyone see their own money.',
        'zh-TW': '錯。小文很誠實，還是忘了記那卷膠帶。公開帳本能幫誠實的人找出不小心的錯，也讓每個人都看得到自己交的錢怎麼用。',
      },
      hintCycle: [
        {
          en: 'Think about Wen. Was he honest? Did he make a mistake anyway?',
          'zh-TW': '想想小文：他誠實嗎？他有沒有還是出了錯？',
        },
        {
          en: 'Some think an open book is only for catching people who cheat. But it also catches honest mistakes, and it shows everyone their money.',
          'zh-TW': '有人以為公開帳本是用來抓做壞事的人。其實它也能找出不小心的錯，還讓大家看清楚自己的錢。',
        },
        {
          en: 'The answer is false. Even with an honest treasurer, the open book found the missing tape receipt.',
          'zh-TW': '答案是「錯」。就算總務股長很誠實，也是靠公開帳本，才找到那張漏記的膠帶發票。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: "Mei's scout group starts an open book for its fund. Which of these belong in it? Pick all that are right.",
        'zh-TW': '小美的童軍團要替團費做一本公開帳本。下面哪些應該寫進去？（可以選好幾個）',
      },
      options: [
        {
          en: 'Each time money comes in, and how much',
          'zh-TW': '每一次收到錢，收到多少',
        },
        {
          en: 'Each thing bought, and what it cost',
          'zh-TW': '每一樣買的東西，花了多少錢',
        },
        {
          en: 'How much is left after each buy',
          'zh-TW': '每買一次東西之後，還剩多少',
        },
        {
          en: 'The big buys, but not the small ones, since those are only a few coins',
          'zh-TW': '大筆的花費就好，小東西才幾塊錢，不用寫',
        },
        {
          en: 'How much allowance each member gets at home',
          'zh-TW': '每個團員在家拿多少零用錢',
        },
      ],
      correctAnswer: [0, 1, 2],
      feedback: {
        en: 'An open book shows money in, money out and what is left. Small buys belong in it too, or the book and the box will not match. Allowance at home is private. It is not group money.',
        'zh-TW': '公開帳本要寫收入、支出和還剩多少。小筆的花費也要記，不然帳本和錢箱就會對不上。每個人在家拿多少零用錢是私事，不是團體的錢。',
      },
      hintCycle: [
        {
          en: 'An open book answers three questions: what came in, what went out, and what is left?',
          'zh-TW': '公開帳本要回答三個問題：收進多少？花掉多少？還剩多少？',
        },
        {
          en: 'Some think small buys are too small to write. Remember the 10-coin tape! And a member\'s own allowance is not the group\'s money.',
          'zh-TW': '有人以為小錢不用記，想想那卷 NT$10 的膠帶！還有，每個人自己的零用錢，不是團體的錢。',
        },
        {
          en: 'The answers: each time money comes in, each thing bought with its cost, and how much is left after each buy.',
          'zh-TW': '答案是：每一次收到多少錢、每一樣買的東西花了多少錢，以及每買一次之後還剩多少。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: "On Money Islands, a basketball club's fund takes in 400 coins. It spends 120 coins on balls and 80 coins on a net. The open book should show ______ left.",
        'zh-TW': '在理財冒險島上，籃球社的社費收入是 NT$400。買球花了 NT$120，買球網花了 NT$80。公開帳本上應該寫著還剩______。',
      },
      acceptedAnswers: {
        en: ['200', 'two hundred', '200 coins', 'two hundred coins'],
        'zh-TW': ['200', 'NT$200', '200元', '200 元', '200塊', '兩百', '二百', '兩百元', '二百元', '兩百塊'],
      },
      feedback: {
        en: '400 − 120 − 80 = 200 coins left. Money in, take away each thing that went out, and you get what is left.',
        'zh-TW': '400 − 120 − 80 = 200，還剩 NT$200。用收入減掉每一筆支出，就是還剩下的錢。',
      },
      hintCycle: [
        {
          en: 'Start with the money in: 400 coins. What went out?',
          'zh-TW': '先從收入開始：NT$400。有哪些錢花出去了？',
        },
        {
          en: 'Take away both buys, not just one. Do not add them to 400.',
          'zh-TW': '兩筆支出都要減掉，不是只減一筆，也不是加到 400 上面。',
        },
        {
          en: 'The answer is 200. 400 − 120 − 80 = 200 coins left.',
          'zh-TW': '答案是 200。400 − 120 − 80 = 200，還剩 NT$200。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: 'After a bake sale, the club\'s book says 150 coins are left. Two people count the box: 140 coins. Someone spent 10 coins on glue and forgot to ______ it in the book.',
        'zh-TW': '義賣結束後，社團的帳本寫著還剩 NT$150，兩個人清點錢箱，卻只有 NT$140。原來有人花 NT$10 買了膠水，卻忘了在帳本上______。',
      },
      acceptedAnswers: {
        en: ['write', 'record', 'note', 'put', 'enter', 'add', 'log', 'list', 'mark', 'jot'],
        'zh-TW': ['記', '寫', '記下來', '寫下來', '記上去', '寫上去', '記一筆', '記帳', '登記', '記錄', '紀錄'],
      },
      feedback: {
        en: '150 − 140 = 10, the cost of the glue. Every buy goes in the book, even a small one. The two-person count showed the gap, and the receipt can explain it.',
        'zh-TW': '150 − 140 = 10，剛好是膠水的錢。每一筆花費都要記進帳本，再小也要記。兩人清點發現了差額，發票就能說明錢去了哪裡。',
      },
      hintCycle: [
        {
          en: 'How much is missing? 150 − 140 = ?',
          'zh-TW': '差了多少？150 − 140 = ？',
        },
        {
          en: 'Nobody took the coins. The glue was bought, but it is not in the book yet.',
          'zh-TW': '沒有人拿走錢。膠水是真的買了，只是還沒出現在帳本上。',
        },
        {
          en: 'The answer is "write" (or record): every buy gets written in the book, even a 10-coin one.',
          'zh-TW': '答案是「記」（寫下來）：每一筆花費都要記進帳本，就算只有 NT$10。',
        },
      ],
    },
  ],
  reflection: {
    id: 'my-groups-money',
    question: {
      en: 'Think of a group you are in: a class, a club or a team. If it shares money, how could everyone see where the money goes?',
      'zh-TW': '想一想你參加的團體：班級、社團或球隊。如果大家一起出錢，要怎麼做，才能讓每個人都看得到錢用在哪裡？',
    },
    placeholder: {
      en: 'In my…, we could write… and put the page…',
      'zh-TW': '在我的……，我們可以把……寫下來，貼在……',
    },
  },
} satisfies ClassicBody;

export default body;
