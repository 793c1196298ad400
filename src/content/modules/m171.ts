import type { ClassicBody } from '../schema/module-body';

/**
 * M171 · Marketplace Island: "From Idea to Product" / 「從點子到產品」.
 * Learning outcome (Grade 4, Earning Income): turn an idea into a product by planning it (who will buy,
 * what it needs, a price), trying a small batch first (a prototype), asking for feedback, and improving it
 * (version 1 → version 2), choosing which feedback to use.
 * Benchmark, in words: the grade-4 Earning Income statement that people can earn income by starting a
 * business of their own, making goods or services that others want; this lesson shows the steps from an
 * idea to a product people will buy.
 * Lead: Jay's bookmarks for the school fair booth (the running business: the fair is on a Sunday; the
 * four children run one booth with Ms. Chen's OK; bookmarks Jay draws sell at 15 coins each; bookmark
 * card is 2 coins each; they make 20). Mei asks the "why?" question that turns Jay from "20 tonight" to a
 * plan. Feedback: An (it bends in a schoolbag → stiff card), Mei (too wide for a small book → a thinner
 * shape), a classmate (glitter → Jay says no: it costs more and falls off).
 * Numbers: story: Monday plan, price 15; Tuesday 4 test bookmarks from spare paper at home (no cost, so the
 * booth's costs stay as the brief gives them); Wednesday feedback; the booth buys 20 cards, 20 × 2 = 40;
 * Thursday to Saturday version 2; Sunday all 20 sell, 20 × 15 = 300. Terms: 4 paper test bookmarks, 15 a
 * bookmark. Quiz: q1 Mei's cousin makes 3 test bracelets (distractor: 50 at once); q3 An folds 3 test
 * frogs (distractor: 100 first); q4 a classmate folds 3 test fans; q5 on Money Islands a blank card costs
 * 3 coins (the island's own price, said in the stem), 30 cards planned: all 30 first → 30 × 3 = 90 coins
 * of cards with the smudge problem; the 3 test cards used 3 × 3 = 9.
 * Facts: none — the bookmark price and card cost are the running business's island figures; the blank
 * card's price is the island's own.
 */
const body = {
  id: 'M171',
  format: 'classic',
  scenarios: [
    {
      id: 'jays-bookmarks-version-2',
      title: {
        en: "Jay's Bookmarks, Version 2",
        'zh-TW': '阿哲的書籤第 2 版',
      },
      description: {
        en: 'Jay wants to sell his bookmarks at the school fair. Should he make all 20 at once?',
        'zh-TW': '阿哲想在園遊會賣自己畫的書籤。他該一口氣做 20 張嗎？',
      },
      context: {
        en:
          'On Monday, Ms. Chen says the school fair is on Sunday. The four friends will run one booth, with her OK. Leo\'s dad will help. ' +
          'Jay has an idea: bookmarks with his drawings, 15 coins each. "I\'ll make 20 tonight!" he says. ' +
          'Mei asks, "But what if people don\'t like them?" ' +
          'Jay stops. "Plan first," says Ms. Chen. "Then make a few and ask. A small first try is called a prototype." ' +
          'So Jay writes a plan. Buyers: kids and parents. Needs: card, color pencils and time. Price: 15 coins. ' +
          'On Tuesday, he makes 4 test bookmarks from spare paper at home. They cost nothing. ' +
          'On Wednesday, he asks for feedback. An says, "It bent in my schoolbag." Mei says, "It\'s too wide for my book." ' +
          'A classmate says, "Add glitter!" ' +
          'Jay thinks. Stiff card will stop the bending. A thinner shape will fit small books. ' +
          'But glitter costs more, and it falls off. "Thanks, maybe next time," he says. ' +
          'The booth buys 20 bookmark cards at 2 coins each: 20 × 2 = 40 coins. ' +
          'From Thursday to Saturday, Jay makes version 2. ' +
          'On Sunday, all 20 bookmarks sell: 20 × 15 = 300 coins. A dad says, "It fits my book just right!" ' +
          'Pip squawks, "Plan it, test it, ask, then make it better!"',
        'zh-TW':
          '星期一，陳老師說：這個星期天就是學校的園遊會了。陳老師已經同意，四個好朋友要一起顧一個攤位，阿力的爸爸也會來幫忙。' +
          '阿哲有個點子：把自己的畫做成書籤，一張賣 NT$15。他說：「我今天晚上就做 20 張！」' +
          '小美問：「可是，要是大家不喜歡呢？」' +
          '阿哲愣了一下。陳老師說：「先規劃，再做幾張試試看，問問別人的意見。先做出來測試的第一批，叫做試做品。」' +
          '於是阿哲寫下計畫。誰會買：小朋友和家長。需要什麼：卡紙、色鉛筆和時間。價錢：NT$15。' +
          '星期二，他用家裡多出來的紙，做了 4 張試做的書籤，一毛錢也沒花。' +
          '星期三，他請大家給意見。小安說：「放在書包裡，它就折到了。」小美說：「太寬了，塞不進我的書。」' +
          '有個同學說：「加亮粉啦！」' +
          '阿哲想了想：改用硬卡紙，就不會折到；做窄一點，小書也放得下。' +
          '可是亮粉比較貴，又容易掉。他說：「謝謝你，下次再想想看。」' +
          '攤位買了 20 張書籤卡紙，一張 NT$2，20 × 2 = 40，一共 NT$40。' +
          '星期四到星期六，阿哲做出了第 2 版的書籤。' +
          '星期天，20 張書籤全部賣完：20 × 15 = 300，一共收到 NT$300。有位爸爸說：「這張剛好放得進我的書！」' +
          '皮皮叫著：「嘎！先規劃、再試做、問意見，然後做得更好！」',
      },
      thinkingPrompts: [
        {
          en: 'What might have happened if Jay had made all 20 bookmarks on Monday night?',
          'zh-TW': '如果阿哲星期一晚上就把 20 張書籤全部做完，後來可能會發生什麼事？',
        },
        {
          en: 'Jay did not add glitter. Why is it OK to say no to some feedback?',
          'zh-TW': '阿哲沒有加亮粉。為什麼別人給的意見，有些可以不照著做？',
        },
        {
          en: 'If you made something to sell, who would you ask to test it? What would you ask them?',
          'zh-TW': '如果你要做一樣東西來賣，你會請誰先試用？你會問他們什麼問題？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'product',
      term: { en: 'product', 'zh-TW': '產品' },
      definition: {
        en: 'Something that is made to sell.',
        'zh-TW': '做出來要賣給別人的東西。',
      },
      example: {
        en: "Jay's bookmarks are his product. Each one sells for 15 coins.",
        'zh-TW': '阿哲的書籤就是他的產品，一張賣 NT$15。',
      },
    },
    {
      id: 'prototype',
      term: { en: 'prototype', 'zh-TW': '試做品' },
      definition: {
        en: 'A first try you make to test an idea, before you make many.',
        'zh-TW': '在做很多個之前，先做出來測試點子的第一批東西。',
      },
      example: {
        en: "Jay's 4 paper bookmarks were his prototype.",
        'zh-TW': '阿哲用紙做的那 4 張書籤，就是他的試做品。',
      },
    },
    {
      id: 'feedback',
      term: { en: 'feedback', 'zh-TW': '意見回饋' },
      definition: {
        en: 'What people tell you about your work, so you can make it better.',
        'zh-TW': '別人對你的作品說出的想法，可以幫你把它做得更好。',
      },
      example: {
        en: 'An\'s feedback was, "It bent in my schoolbag."',
        'zh-TW': '小安給的意見回饋是：「放在書包裡，它就折到了。」',
      },
    },
    {
      id: 'improve',
      term: { en: 'improve', 'zh-TW': '改良' },
      definition: {
        en: 'To change something so it works better.',
        'zh-TW': '把東西改一改，讓它更好用。',
      },
      example: {
        en: 'Jay improved his bookmarks with stiff card and a thinner shape.',
        'zh-TW': '阿哲改用硬卡紙、把形狀做窄，改良了他的書籤。',
      },
    },
    {
      id: 'version',
      term: { en: 'version', 'zh-TW': '版本' },
      definition: {
        en: 'One form of a thing. A new version has some changes.',
        'zh-TW': '同一樣東西的某一種樣子，新的版本會有一些改變。',
      },
      example: {
        en: 'Version 1 was paper. Version 2 was stiff card.',
        'zh-TW': '第 1 版是用紙做的，第 2 版改用硬卡紙。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'before-i-make-many',
      stem: {
        en: 'Before I make a lot of something, I make a prototype, because…',
        'zh-TW': '在做很多個之前，我會先做試做品，因為……',
      },
      examples: [
        {
          en: 'Before I make a lot of something, I make a prototype, because problems are cheaper to fix when they are small.',
          'zh-TW': '在做很多個之前，我會先做試做品，因為問題還小的時候，改起來比較省錢。',
        },
        {
          en: 'Before I make a lot of something, I make a prototype, because I want to know if people like it.',
          'zh-TW': '在做很多個之前，我會先做試做品，因為我想知道大家喜不喜歡。',
        },
      ],
    },
    {
      id: 'when-i-get-feedback',
      stem: {
        en: 'When someone gives me feedback, I…',
        'zh-TW': '別人給我意見回饋的時候，我會……',
      },
      examples: [
        {
          en: 'When someone gives me feedback, I say thank you, think about it, and choose what to change.',
          'zh-TW': '別人給我意見回饋的時候，我會先說謝謝，想一想，再決定要改哪裡。',
        },
      ],
    },
    {
      id: 'my-next-version',
      stem: {
        en: 'I could improve something I made. My next version would…',
        'zh-TW': '我做過的東西還可以改良，我的下一個版本會……',
      },
      examples: [
        {
          en: 'I could improve something I made. My next version would use thicker paper, so my paper boat floats longer.',
          'zh-TW': '我做過的東西還可以改良，我的下一個版本會改用厚一點的紙，讓紙船浮得更久。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: "Mei's cousin wants to sell bead bracelets at a craft market. It is her first time selling them. What is a smart first step?",
        'zh-TW': '小美的表姊想在手作市集賣串珠手環，這是她第一次做手環來賣。第一步怎麼做比較聰明？',
      },
      options: [
        {
          en: 'Make 50 bracelets right away, so she never runs out.',
          'zh-TW': '馬上做 50 條，這樣就不怕不夠賣。',
        },
        {
          en: 'Make 3, let a few friends try them, and ask what to change.',
          'zh-TW': '先做 3 條給幾個朋友試戴，問問看哪裡要改。',
        },
        {
          en: 'Keep them secret until all of them are perfect, so no one sees a mistake.',
          'zh-TW': '全部做到完美以前都不給別人看，免得被看到缺點。',
        },
        {
          en: 'Skip the test. She likes bracelets, so everyone else will too.',
          'zh-TW': '不用試了，她自己喜歡手環，別人一定也會喜歡。',
        },
      ],
      correctAnswer: 1,
      feedback: {
        en: 'A small test batch shows problems early, while they are cheap to fix. Making 50 first could waste beads. Hiding them means no feedback. And her own liking does not show what buyers think.',
        'zh-TW': '先做一小批來試，問題早早就會出現，改起來也比較省錢。一開始就做 50 條，可能會浪費珠子；藏起來不給人看，就聽不到意見；她自己喜歡，也不代表買的人會喜歡。',
      },
      hintCycle: [
        {
          en: 'Think about what Jay did on Tuesday and Wednesday, before he made all 20.',
          'zh-TW': '想一想，阿哲在做完 20 張之前，星期二和星期三做了什麼？',
        },
        {
          en: 'Making lots before any test is a common mistake. So is hiding your work until it is "perfect." Liking it yourself is not a test either.',
          'zh-TW': '還沒試就先做一大堆，是很常見的錯誤；一直藏著、等到「完美」才給人看，也是。自己喜歡，更不能當作試過了。',
        },
        {
          en: 'The answer: make 3, let a few friends try them, and ask what to change. A small test finds problems early.',
          'zh-TW': '答案是：先做 3 條給幾個朋友試戴，問問看哪裡要改。先小小試一下，問題就能早點發現。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'True or false: A tester finds a problem with your prototype, like a smudge. That shows your idea was bad, so you should give it up.',
        'zh-TW': '是非題：試用的人發現你的試做品有個問題，例如顏色會暈開。這就表示你的點子不好，應該放棄。',
      },
      correctAnswer: false,
      feedback: {
        en: 'False. Finding problems is the job of a prototype. Jay\'s first bookmarks bent and were too wide, and version 2 fixed both. A problem found early is a chance to improve.',
        'zh-TW': '錯。試做品本來就是用來找問題的。阿哲的第一批書籤會折到、又太寬，第 2 版把這兩個問題都改好了。早點發現問題，就是改良的好機會。',
      },
      hintCycle: [
        {
          en: 'What did Jay do after An said his bookmark bent?',
          'zh-TW': '小安說書籤會折到以後，阿哲做了什麼？',
        },
        {
          en: 'Some think a problem means the idea failed. But a test is meant to find problems.',
          'zh-TW': '有人以為有問題，就代表點子失敗了。其實測試本來就是要把問題找出來。',
        },
        {
          en: 'The answer is false. Problems in a test show what to improve, just as Jay\'s version 2 did.',
          'zh-TW': '答案是「錯」。測試時找到的問題，會告訴你哪裡要改良，就像阿哲的第 2 版。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'At the next class market, An wants to sell paper frogs that jump. Which steps help turn her idea into a good product? Pick all that are right.',
        'zh-TW': '小安想在下次班上的小市集賣會跳的紙青蛙。下面哪些步驟，能幫她把點子變成好產品？（可以選好幾個）',
      },
      options: [
        {
          en: 'Plan who might buy them and what she needs.',
          'zh-TW': '先規劃誰可能會買、要準備哪些東西。',
        },
        {
          en: 'Fold 3 frogs and ask friends to try them.',
          'zh-TW': '先摺 3 隻青蛙，請朋友玩玩看。',
        },
        {
          en: 'Ask only her best friend, who says everything is great.',
          'zh-TW': '只問最好的朋友，可是她不管看到什麼都說很棒。',
        },
        {
          en: 'Change the fold if the frogs do not jump well.',
          'zh-TW': '如果青蛙跳得不好，就改一改摺法。',
        },
        {
          en: 'Fold 100 frogs first, then ask if anyone wants one.',
          'zh-TW': '先摺好 100 隻，再問有沒有人想要。',
        },
      ],
      correctAnswer: [0, 1, 3],
      feedback: {
        en: 'Plan it, test a few, then improve: that is how an idea becomes a product. A friend who says everything is great gives you nothing to improve. Folding 100 first can waste paper and time if nobody wants them.',
        'zh-TW': '先規劃、試做幾個、再改良，點子就是這樣變成產品的。一個說什麼都很棒的朋友，沒辦法告訴你哪裡要改；還沒問就先摺 100 隻，萬一沒人想要，紙和時間就浪費了。',
      },
      hintCycle: [
        {
          en: 'Look for the steps Jay took: plan, test, ask, improve.',
          'zh-TW': '找找看阿哲用過的步驟：規劃、試做、問意見、改良。',
        },
        {
          en: 'Some think only nice words help. But feedback helps when it shows what to fix. And making lots before asking skips the test.',
          'zh-TW': '有人以為只聽好聽話就好，可是意見要能指出哪裡要改，才幫得上忙。還沒問就先做一大堆，等於跳過了測試。',
        },
        {
          en: 'The answers: plan who might buy and what she needs. Fold 3 frogs for friends to try. Change the fold if they do not jump well.',
          'zh-TW': '答案是：先規劃誰會買、要準備什麼；先摺 3 隻請朋友玩；青蛙跳不好就改摺法。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'A classmate wants to sell paper fans at the fair. First, she folds 3 fans and lets friends try them. Those 3 fans are her ______, a small first try to test the idea.',
        'zh-TW': '有位同學想在園遊會賣紙扇。她先摺了 3 把，讓朋友試用。這 3 把扇子就是她的______，也就是先做一小批來測試點子。',
      },
      acceptedAnswers: {
        en: ['prototype', 'prototypes', 'test batch', 'test fans', 'sample', 'samples', 'test', 'tests', 'trial', 'trial batch', 'test run', 'first try'],
        'zh-TW': ['試做品', '試作品', '樣品', '原型', '測試品', '試用品', '試驗品'],
      },
      feedback: {
        en: 'They are her prototype. These 3 fans cost little to make, and her friends can show her what to change before she makes many.',
        'zh-TW': '這些是她的試做品。做 3 把扇子花不了多少，朋友試用以後，她在做很多把之前，就知道哪裡要改。',
      },
      hintCycle: [
        {
          en: "What did Ms. Chen call Jay's 4 paper bookmarks?",
          'zh-TW': '陳老師把阿哲用紙做的 4 張書籤叫做什麼？',
        },
        {
          en: 'They are not the finished product yet. They are the small first try.',
          'zh-TW': '它們還不是做好要賣的產品，而是先做出來試試看的第一批。',
        },
        {
          en: 'The answer is "prototype": a small first try that tests the idea.',
          'zh-TW': '答案是「試做品」：先做一小批，用來測試點子。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: 'On Money Islands, a blank card costs 3 coins. A classmate plans to draw 30 cards to sell. Her 3 test cards show that her pen smudges. If she had drawn all 30 cards first, the cards with that problem would cost ______ coins.',
        'zh-TW': '在理財冒險島上，一張空白卡片 NT$3。有位同學打算畫 30 張卡片來賣。她先畫了 3 張試試看，發現筆會暈開。如果她一開始就把 30 張全部畫完，這些有問題的卡片，一共要花掉______。',
      },
      acceptedAnswers: {
        en: ['90', 'ninety', '90 coins', 'ninety coins'],
        'zh-TW': ['90', '九十', 'NT$90', '90元', '90 元', '九十元'],
      },
      feedback: {
        en: '30 × 3 = 90 coins. Her test used only 3 × 3 = 9 coins. She found the problem for 9 coins instead of 90.',
        'zh-TW': '30 × 3 = 90，是 NT$90。她試做只用了 3 × 3 = 9，也就是 NT$9。她只花 NT$9 就找到問題，不用花到 NT$90。',
      },
      hintCycle: [
        {
          en: 'How many cards would she draw, and what does each card cost?',
          'zh-TW': '她總共會畫幾張卡片？一張卡片多少錢？',
        },
        {
          en: 'Do not add 30 and 3. Each of the 30 cards costs 3 coins, so multiply.',
          'zh-TW': '不是把 30 和 3 加起來。30 張卡片每張都要 NT$3，所以要用乘的。',
        },
        {
          en: 'The answer is 90. 30 × 3 = 90 coins, much more than the 9 coins her test cost.',
          'zh-TW': '答案是 90。30 × 3 = 90，比她試做花的 NT$9 多得多。',
        },
      ],
    },
  ],
  reflection: {
    id: 'my-own-prototype',
    question: {
      en: 'Think of something you would like to make, to sell or to give. How would you test it first? Who would you ask for feedback?',
      'zh-TW': '想一想，你想做什麼東西來賣，或是送人？你會怎麼先試做？你會請誰給你意見？',
    },
    placeholder: {
      en: 'I would like to make… First I would make a few… Then I would ask…',
      'zh-TW': '我想做……我會先做幾個……再請……給我意見。',
    },
  },
} satisfies ClassicBody;

export default body;
