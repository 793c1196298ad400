import type { ClassicBody } from '../schema/module-body';

/**
 * M172 · Marketplace Island (the island's capstone): "Growing Your Business" / 「讓生意成長」.
 * Learning outcome (Grade 4, Earning Income): decide what to do with a business's profit: save some, share
 * some, and put some back into the business (reinvest) to make it better, and say what each choice gives
 * up; then use the island's moves together.
 * Benchmark, in words: the grade-4 Earning Income statement that people can earn income by starting a
 * business of their own, read with the grade-4 Saving statement that when people save, they choose not to
 * spend money today so they can use it in the future; this lesson adds sharing and putting profit back in.
 * The island's last lesson: the story and q3 recap the island's moves in general words (the other
 * Marketplace lessons were written at the same time by others): buyers and sellers meet in a market and
 * agree on a price, and how much there is and how many want it move prices (M55–M57, "read the market");
 * a business needs an idea, supplies, a place, a price, a grown-up's OK and time (M58); profit = revenue −
 * costs (M59, the story's sums); a fair price covers the cost of each item (M60, q3); ask your customers
 * (M61); competing sellers give buyers better deals, and no one is mean about the other booth (M68, q3:
 * the answer is not to trick buyers); split the jobs by what each does best (M69, q3); scarce money means
 * choosing, and each choice gives something up (M70: "What would we give up?"); keep records (M71, the
 * open book, q3); be a fair, honest seller (M72, q3); test small, ask, improve (M171, q3). The open book
 * with two people checking is Crystal Tower's M65 idea.
 * Numbers (the running business, all sold): lemonade 30 × 20 = 600; bookmarks 20 × 15 = 300;
 * 600 + 300 = 900 in. Costs: lemonade supplies 30 × 6 = 180, bookmark cards 20 × 2 = 40, cloth sign 40
 * (once): 180 + 40 + 40 = 260. Profit 900 − 260 = 640, into the class fund (班費), as the class agreed with
 * Ms. Chen. The "three jars" are not real jars: the story says they are three parts of the class fund, each
 * with its own line in the open book. The class votes: put back 120 for a paper cutter (on Money Islands, 120 coins: the island's own
 * price, said in the story); share 2 picture books for the first graders (on Money Islands, 100 coins each:
 * the island's own price, said in the story), 2 × 100 = 200; save 640 − 120 − 200 = 320 for next year's
 * supplies (the sign can be used again; next year's supplies at this year's amounts, 180 + 40 = 220, would
 * leave 320 − 220 = 100: comment only). Days: Monday the open book and the vote; Friday the books are given.
 * Quiz: q1 Jay's cousin, 300 coins of profit (plans: spend all, put all back, markers + save + share,
 * keep all in a drawer); q2 a school club, 400 profit, saves 100; q3 next year's booth, a cup's supplies 6
 * coins (the running business), a price of 5 is below it; 30 cups; q4 a class booth, profit 500, put back
 * 150, share 100 → 500 − 150 − 100 = 250 saved; q5 Leo's second squeezer (no price).
 * Facts: none — the booth's figures are the running business's island figures; the paper cutter and the
 * picture book are the island's own prices; the class fund's amounts are the island's own.
 */
const body = {
  id: 'M172',
  format: 'classic',
  scenarios: [
    {
      id: 'three-jars-for-the-profit',
      title: {
        en: 'Three Jars for 640 Coins',
        'zh-TW': 'NT$640 分進三個罐子',
      },
      description: {
        en: 'The booth made a profit. Should the class spend it all, or help it grow?',
        'zh-TW': '攤位賺到了利潤。全班要一次花光，還是讓它繼續成長？',
      },
      context: {
        en:
          'On Monday after the fair, Ms. Chen opens the class fund book, the open record everyone can see. ' +
          'An reads the money in. "Lemonade: 30 × 20 = 600. Bookmarks: 20 × 15 = 300. 600 + 300 = 900." ' +
          'Leo reads the costs. "Lemonade supplies 180, cards 40, the cloth sign 40. 180 + 40 + 40 = 260." ' +
          'Mei finds the profit: 900 − 260 = 640 coins. As the class agreed, it goes into the class fund. ' +
          '"Let\'s spend it all on a party!" a classmate calls out. ' +
          '"That is one choice," says Ms. Chen. "What would we give up?" ' +
          'Jay says, "The bookmarks sold out by noon!" Mei asks, "How will we start next year\'s booth?" ' +
          'The class votes to split the 640 coins into three jars. ' +
          'They are not real jars. They are three parts of the class fund, each with its own line in the book. ' +
          'Put back: a paper cutter for faster bookmarks. On Money Islands, it costs 120 coins. ' +
          'Share: 2 picture books for the first graders. On Money Islands, one costs 100 coins: 2 × 100 = 200. ' +
          'Save: 640 − 120 − 200 = 320 coins for next year\'s supplies. The sign can be used again, too. ' +
          'Two classmates check each line in the book. On Friday, the first graders hug their new books. ' +
          '"Squawk!" says Pip. "You read the market, tested small, asked customers, priced fairly, split the jobs, kept records and stayed honest. ' +
          'Now save, share and grow!"',
        'zh-TW':
          '園遊會過後的星期一，陳老師打開班費帳本，這是每個人都看得到的公開帳本。' +
          '小安念出收進來的錢：「檸檬汁：30 × 20 = 600。書籤：20 × 15 = 300。600 + 300 = 900。」' +
          '阿力念出成本：「檸檬汁材料 NT$180、書籤卡紙 NT$40、布招牌 NT$40，180 + 40 + 40 = 260。」' +
          '小美算出利潤：900 − 260 = 640，一共 NT$640！照全班之前說好的，這筆錢放進班費。' +
          '有同學喊著：「全部拿去開派對吧！」' +
          '陳老師說：「這是一種選擇。可是這樣做，我們會放棄什麼呢？」' +
          '阿哲說：「書籤中午就賣光了！」小美問：「那明年的攤位要怎麼開始？」' +
          '最後全班投票，把這 NT$640 分進三個罐子。' +
          '這些罐子不是真的罐子，而是把班費裡的這筆錢分成三份，每一份在帳本上各寫一行。' +
          '再投入：買一台裁紙器，書籤就能做得更快。在理財冒險島上，裁紙器要 NT$120。' +
          '分享：買 2 本繪本送給一年級的小朋友。在理財冒險島上，一本繪本 NT$100，2 × 100 = 200，也就是 NT$200。' +
          '存起來：640 − 120 − 200 = 320，NT$320 留著明年買材料。布招牌明年也還能再用。' +
          '每一筆都寫進帳本，再請兩位同學核對。星期五，一年級的小朋友抱著新繪本，笑得好開心。' +
          '皮皮叫著：「嘎！你們看懂了市場、先小量試做、問過顧客、訂了公道的價格、分工合作、記好帳，還做個誠實的賣家。' +
          '現在，存一些、分享一些，讓生意成長！」',
      },
      thinkingPrompts: [
        {
          en: 'A classmate wanted to spend all 640 coins on a party. What would the class give up if they did?',
          'zh-TW': '有同學想把 NT$640 全部拿去開派對。如果真的這樣做，全班會放棄什麼？',
        },
        {
          en: 'Next year, the cloth sign can be used again. Why does that help next year\'s profit?',
          'zh-TW': '明年，那塊布招牌還能再用。為什麼這樣能讓明年的利潤變多？',
        },
        {
          en: 'Which move from Marketplace Island do you think helped the booth most? Why?',
          'zh-TW': '你覺得在市集島上學到的哪一個做法，最幫得上這個攤位？為什麼？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'profit',
      term: { en: 'profit', 'zh-TW': '利潤' },
      definition: {
        en: 'The money left after all the costs are paid.',
        'zh-TW': '把所有成本都付完以後，剩下來的錢。',
      },
      example: {
        en: "The booth's profit was 900 − 260 = 640 coins.",
        'zh-TW': '攤位的利潤是 900 − 260 = 640，也就是 NT$640。',
      },
    },
    {
      id: 'reinvest',
      term: { en: 'reinvest', 'zh-TW': '再投入' },
      definition: {
        en: 'To put some profit back into the business to make it better.',
        'zh-TW': '把一部分利潤放回生意裡，讓生意變得更好。',
      },
      example: {
        en: 'The class reinvests 120 coins in a paper cutter for the bookmarks.',
        'zh-TW': '全班再投入 NT$120，買一台裁書籤用的裁紙器。',
      },
    },
    {
      id: 'share',
      term: { en: 'share', 'zh-TW': '分享' },
      definition: {
        en: 'To use some of what you have to help others.',
        'zh-TW': '把自己擁有的一部分，拿去幫助別人。',
      },
      example: {
        en: 'The class shares 200 coins: picture books for the first graders.',
        'zh-TW': '全班分享 NT$200，買繪本送給一年級的小朋友。',
      },
    },
    {
      id: 'class-fund',
      term: { en: 'class fund', 'zh-TW': '班費' },
      definition: {
        en: 'Money that belongs to the whole class, kept in an open record.',
        'zh-TW': '屬於全班的錢，記在大家都看得到的帳本裡。',
      },
      example: {
        en: 'The 640 coins of profit went into the class fund.',
        'zh-TW': 'NT$640 的利潤，都放進了班費。',
      },
    },
    {
      id: 'grow',
      term: { en: 'grow', 'zh-TW': '成長' },
      definition: {
        en: 'For a business, to get bigger or better, like selling more or working faster.',
        'zh-TW': '對生意來說，就是變得更大或更好，例如賣得更多、做得更快。',
      },
      example: {
        en: 'With the paper cutter, the booth can grow: Jay can make more bookmarks next year.',
        'zh-TW': '有了裁紙器，攤位就能成長：明年阿哲可以做更多書籤。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'if-i-made-a-profit',
      stem: {
        en: 'If my business made a profit, I would save some for…',
        'zh-TW': '如果我的生意賺到利潤，我會存一些，用來……',
      },
      examples: [
        {
          en: "If my business made a profit, I would save some for next time's supplies, so I could start again on my own.",
          'zh-TW': '如果我的生意賺到利潤，我會存一些，用來買下一次的材料，這樣我就能自己重新開始。',
        },
        {
          en: 'If my business made a profit, I would save some for a rainy day, when I sell less.',
          'zh-TW': '如果我的生意賺到利潤，我會存一些，用來應付下雨、賣得比較少的日子。',
        },
      ],
    },
    {
      id: 'one-way-to-share',
      stem: {
        en: 'One way to share profit is…',
        'zh-TW': '分享利潤的一種方法是……',
      },
      examples: [
        {
          en: 'One way to share profit is to buy something that younger kids or the whole class can use.',
          'zh-TW': '分享利潤的一種方法是買一樣學弟妹或全班都能用的東西。',
        },
      ],
    },
    {
      id: 'i-would-reinvest',
      stem: {
        en: 'I would reinvest in my business by… because…',
        'zh-TW': '我會把利潤再投入生意，拿來……因為……',
      },
      examples: [
        {
          en: 'I would reinvest in my business by buying a bigger jug, because customers waited in a long line.',
          'zh-TW': '我會把利潤再投入生意，拿來買一個更大的水壺，因為客人排隊排得很久。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: "Jay's cousin sells her drawings at a craft market. She makes 300 coins of profit. Her markers are almost dry. Which plan helps her business grow and also keeps some money for later?",
        'zh-TW': '阿哲的表姊在手作市集賣自己的畫，賺到 NT$300 的利潤。她的彩色筆快要沒水了。哪一個做法能讓她的生意成長，又能留一些錢以後用？',
      },
      options: [
        {
          en: 'Spend all 300 on fun things. Profit is extra money, so the business can wait.',
          'zh-TW': 'NT$300 全部拿去買好玩的東西，利潤本來就是多出來的錢，生意以後再說。',
        },
        {
          en: 'Put all 300 into new art supplies, so the business grows as fast as it can.',
          'zh-TW': 'NT$300 全部拿去買新的畫畫材料，讓生意長大得越快越好。',
        },
        {
          en: 'Buy new markers, save some, and share a little.',
          'zh-TW': '買新的彩色筆，存一些，也分享一點。',
        },
        {
          en: 'Keep it all in a drawer and buy nothing.',
          'zh-TW': '全部收進抽屜，什麼都不買。',
        },
      ],
      correctAnswer: 2,
      feedback: {
        en: 'New markers keep her business going and help it grow. Saving some keeps money for later, and sharing a little helps others. Spending it all leaves nothing for the business. Putting it all back leaves nothing saved. Keeping it all leaves her with dry markers.',
        'zh-TW': '買新的彩色筆，生意才做得下去，也能成長；存一些，以後有錢可以用；分享一點，可以幫助別人。全部花掉，生意就沒有錢了；全部投回生意，就什麼也沒存到；全部收起來，她只剩快沒水的彩色筆。',
      },
      hintCycle: [
        {
          en: 'The question asks for two things: the business grows, and some money is kept for later.',
          'zh-TW': '題目要的是兩件事：生意能成長，還要留一些錢以後用。',
        },
        {
          en: 'Some think profit is just extra spending money. Others think growing means putting every coin back. And keeping it all does not fix dry markers.',
          'zh-TW': '有人以為利潤就是多出來可以亂花的錢；也有人以為要成長，就得把每一塊錢都投回去。全部收起來，也解決不了彩色筆沒水的問題。',
        },
        {
          en: 'The answer: buy new markers, save some, and share a little. The business grows, and there is money for later.',
          'zh-TW': '答案是：買新的彩色筆，存一些，也分享一點。生意能成長，以後也有錢可以用。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'A school club makes 400 coins of profit at a flea market. It saves 100 of it. True or false: next year, the club can buy some supplies before it sells anything.',
        'zh-TW': '學校的社團在跳蚤市場擺攤，賺到 NT$400 的利潤，存下其中的 NT$100。是非題：明年社團還沒開始賣東西，就能先買一些材料。',
      },
      correctAnswer: true,
      feedback: {
        en: 'True. The saved 100 coins are ready before next year\'s sale starts. Like the class with its 320 coins, the club can buy supplies first, without asking anyone for money.',
        'zh-TW': '對。存下的 NT$100，在明年開賣之前就準備好了。就像全班存下的 NT$320，社團可以先買材料，不用再跟別人拿錢。',
      },
      hintCycle: [
        {
          en: 'When is the saved 100 coins ready to use: before or after next year\'s sale?',
          'zh-TW': '存下的 NT$100，是在明年開賣之前就能用，還是之後才能用？',
        },
        {
          en: 'Some think a business must sell first before it can buy anything. Saved profit is already there.',
          'zh-TW': '有人以為做生意一定要先賣出東西，才有錢買材料。其實存下來的利潤，本來就在那裡了。',
        },
        {
          en: 'The answer is true. Saving part of the profit lets a business start next time on its own.',
          'zh-TW': '答案是「對」。存下一部分利潤，下一次生意就能自己開始。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'The class plans next year\'s booth. Each line shows a problem, then a plan. Which plans use a good move from Marketplace Island? Pick all that are right.',
        'zh-TW': '全班在計畫明年的攤位。每一行先寫一個問題，再寫一個做法。哪幾個做法，用上了市集島學到的好方法？（可以選好幾個）',
      },
      options: [
        {
          en: 'We don\'t know if a new snack will sell. → Make a small test batch and ask.',
          'zh-TW': '不知道新的點心賣不賣得出去。→ 先做一小批試試，問問大家。',
        },
        {
          en: 'Each cup\'s supplies cost 6 coins. → Sell cups for 5 coins, so more people buy.',
          'zh-TW': '每一杯的材料要 NT$6。→ 一杯只賣 NT$5，買的人就會比較多。',
        },
        {
          en: 'We forgot what we spent last year. → Keep a record of money in and out.',
          'zh-TW': '忘了去年花了多少錢。→ 把收進來和花出去的錢都記下來。',
        },
        {
          en: 'Another booth sells lemonade, too. → Make our cups a bit smaller and say nothing.',
          'zh-TW': '別的攤位也賣檸檬汁。→ 把杯子偷偷做小一點，不告訴客人。',
        },
        {
          en: 'Making 30 cups takes one person too long. → Split the jobs by what each does best.',
          'zh-TW': '一個人做 30 杯太慢了。→ 分工合作，每個人做自己最拿手的事。',
        },
      ],
      correctAnswer: [0, 2, 4],
      feedback: {
        en: 'Test small and ask, keep records, and split the jobs: those are good moves. Selling below a cup\'s cost loses 1 coin on every cup. Smaller cups with no word to buyers is not honest, and it loses their trust.',
        'zh-TW': '先小量試做再問、把帳記好、分工合作，都是好方法。賣得比一杯的成本還便宜，每賣一杯就虧 NT$1；偷偷把杯子變小，不是誠實的賣家，也會失去客人的信任。',
      },
      hintCycle: [
        {
          en: 'For each line, ask: does the plan fix the problem without losing money or trust?',
          'zh-TW': '每一行都問問看：這個做法能解決問題，又不會虧錢、不會失去信任嗎？',
        },
        {
          en: 'Some think a lower price is always a win, but a price under the cost loses money. Some think a small secret is fine, but honest sellers keep buyers coming back.',
          'zh-TW': '有人以為價錢越低越好，可是低於成本就會虧錢；也有人以為偷偷改一點沒關係，可是誠實的賣家，客人才會一直回來。',
        },
        {
          en: 'The answers: test the new snack in a small batch, and keep a record of money in and out. Split the jobs for the 30 cups.',
          'zh-TW': '答案是：新點心先做一小批試試、把收支記下來、做 30 杯時分工合作。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'A class booth makes 500 coins of profit. The class puts 150 coins back into the booth and shares 100 coins. It saves the rest. The class saves ______ coins.',
        'zh-TW': '有個班級的攤位賺到 NT$500 的利潤。全班再投入 NT$150 到攤位，分享 NT$100，其餘的存起來。全班存下了______。',
      },
      acceptedAnswers: {
        en: ['250', 'two hundred fifty', 'two hundred and fifty', '250 coins'],
        'zh-TW': ['250', '二百五十', '兩百五十', 'NT$250', '250元', '250 元', '兩百五十元', '二百五十元'],
      },
      feedback: {
        en: '500 − 150 − 100 = 250 coins. Take away what goes back in and what is shared. What is left is saved.',
        'zh-TW': '500 − 150 − 100 = 250，也就是 NT$250。把再投入的和分享的錢都扣掉，剩下的就是存起來的錢。',
      },
      hintCycle: [
        {
          en: 'Start with the whole profit, 500 coins. Which two parts are used first?',
          'zh-TW': '先從全部的利潤 NT$500 開始。哪兩筆錢先被拿去用了？',
        },
        {
          en: 'Do not add 150 and 100 to the profit. Take both away from 500.',
          'zh-TW': '不是把 150 和 100 加到利潤上，而是從 500 裡把它們都減掉。',
        },
        {
          en: 'The answer is 250. 500 − 150 − 100 = 250 coins to save.',
          'zh-TW': '答案是 250。500 − 150 − 100 = 250，存下 NT$250。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: 'Leo uses part of his stand\'s profit to buy a second squeezer, so he can serve customers faster. Putting profit back into a business like this is called ______.',
        'zh-TW': '阿力用攤位的一部分利潤，多買一個榨汁器，這樣就能更快招呼客人。像這樣把利潤放回生意裡，叫做______。',
      },
      acceptedAnswers: {
        en: ['reinvesting', 'reinvest', 'reinvestment', 're-investing', 'investing', 'investment', 'putting it back', 'putting back', 'putting profit back', 'put back', 'put it back'],
        'zh-TW': ['再投入', '再投資', '重新投入', '重新投資', '投入', '投資'],
      },
      feedback: {
        en: 'It is called reinvesting. Leo\'s second squeezer makes his stand better, so it can serve more customers, just like the class\'s paper cutter.',
        'zh-TW': '這叫做再投入。阿力多買的榨汁器讓攤位變得更好，可以招呼更多客人，就像全班買的裁紙器一樣。',
      },
      hintCycle: [
        {
          en: 'Which jar did the class\'s paper cutter come from?',
          'zh-TW': '全班買的裁紙器，是從哪一個罐子拿的錢？',
        },
        {
          en: 'It is not saving, because the money is used now. It is not sharing, because it helps his own stand.',
          'zh-TW': '這不是存起來，因為錢現在就用掉了；也不是分享，因為它幫的是自己的攤位。',
        },
        {
          en: 'The answer is "reinvesting": putting some profit back into the business to make it better.',
          'zh-TW': '答案是「再投入」：把一部分利潤放回生意裡，讓生意變得更好。',
        },
      ],
    },
  ],
  reflection: {
    id: 'my-three-jars',
    question: {
      en: 'Imagine you ran a small business and made a profit. How would you split it: save, share and put back? Why?',
      'zh-TW': '想像你經營一個小生意，賺到了利潤。你會怎麼分：存起來、分享出去、再投入生意？為什麼？',
    },
    placeholder: {
      en: 'I would save… I would share… I would put back… because…',
      'zh-TW': '我會存……分享……再投入……因為……',
    },
  },
} satisfies ClassicBody;

export default body;
