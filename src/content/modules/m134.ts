import type { ClassicBody } from '../schema/module-body';

/**
 * M134 · Mind Desert: "My Money Mindset Map" / 「我的理財心態地圖」.
 * Learning outcome (Grade 8, Spending): explain how sellers' offers, feelings and other people can
 * influence a buying decision, match each influence with a strategy (a "move") that slows the decision
 * down, and use it.
 * The island's final lesson: a map with four branches (Feelings, Sellers' tricks, Plans and habits, What
 * matters) gathers M30–M133; at the school fair each child meets a different trick and uses a different
 * move (Mei: compare with another shop and walk away, M120/M122; Jay: "Would I want it if nobody else had
 * it?", M123; An: how much do I pay, for how many, and did I want that many?, M124; Leo: stop, breathe,
 * think, then choose, M132). Branch words: name the feeling (M30), save first (M117), list (M119), wait a
 * day (M33/M122), plan treats (M133), memories (M129), enough (M34). Quiz: "free" (M121), scarcity
 * (M122), craze (M123), half price (M124), sunk cost (M126), gift money (M127), the "was" price (M120).
 * zh-TW words as in those lessons: trick = 陷阱 (M120/M126 titles), move = 做法.
 * Numbers: story: a fair sign "Keychains! Only 2 left! Was 120, now 80!" (the sign's prices, the
 * island's own); Grandma Lin's keychain is 80 (cast sheet), so 80 is no special price. A hand-shaken
 * drink about 60 (guide band 50–70), "second one half price": 60 + 30 = 90 for two. Leo: 3 slow breaths.
 * Quiz: q2 "Only 2 left"; q3 "Only 2 left"; q4 a sign "Was 200, now 120" (the sign's prices, the
 * island's own); q5 on Money Islands a glow stick costs 20 (the island's own price), second one half
 * price → 20 + 10 = 30 for two; budget 45: one glow stick → 45 − 20 = 25 left (two: 45 − 30 = 15).
 * Facts: none — all prices are Grandma Lin's, "about" prices from the guide or plainly the island's own.
 */
const body = {
  id: 'M134',
  format: 'classic',
  scenarios: [
    {
      id: 'the-mindset-map',
      title: {
        en: 'Four Friends, One Map',
        'zh-TW': '四個好朋友，一張地圖',
      },
      description: {
        en: 'After the school fair, the friends and Ms. Chen draw one map of what they learned in Mind Desert.',
        'zh-TW': '園遊會結束後，四個好朋友和陳老師一起，把在心智沙漠學到的東西畫成一張地圖。',
      },
      context: {
        en:
          'On the last day in Mind Desert, Ms. Chen rolls out a big sheet of paper. In the middle, she writes "Me and my money." ' +
          '"Yesterday was the school fair," she says. "Which tricks did you meet? Which moves did you use?" ' +
          "Mei says, \"A sign said, 'Keychains! Only 2 left! Was 120, now 80!' " +
          "But Grandma Lin's keychains are 80 every day. So I walked away.\" " +
          "Jay says, \"Everyone had a glowing bracelet, and I felt left out. I asked, 'Would I want one if nobody else had one?' " +
          'Not really. So I kept my coins for a sketchbook." ' +
          "An says, \"The drinks were 'second one half price.' One was about 60 coins, and two were 60 + 30 = 90. " +
          'But I wanted only one." ' +
          "Leo says, \"I was hungry, and a friend shouted, 'Quick, decide!' I took three slow breaths and ate lunch first.\" " +
          'Together they fill four branches. Feelings: "name it, breathe." Sellers\' tricks: "compare, walk away." ' +
          'Plans and habits: "list, save first, wait a day, plan treats." What matters: "drawing, friends, memories, enough." ' +
          'Pip lands on the map. "Squawk! Tricks pull on every brain. But your moves are yours to keep!"',
        'zh-TW':
          '在心智沙漠的最後一天，陳老師攤開一張大大的紙，在正中間寫上「我和我的錢」。' +
          '「昨天是學校的園遊會，」她說，「你們遇到了哪些陷阱？又用了哪些做法？」' +
          '小美說：「有個攤位的牌子寫著：『鑰匙圈！只剩 2 個！原價 NT$120，現在只要 NT$80！』' +
          '可是林奶奶店裡的鑰匙圈，每天都是 NT$80 啊。所以我就走開了。」' +
          '阿哲說：「大家手上都戴著發光手環，好像只有我沒有。我問自己：『如果別人都沒有，我還會想要嗎？』' +
          '想一想，其實不太會。所以我把錢留下來買素描本。」' +
          '小安說：「飲料是『第二杯半價』。一杯大約 NT$60，兩杯就是 60 + 30 = 90。' +
          '可是我只想喝一杯。」' +
          '阿力說：「我那時候肚子好餓，朋友又一直喊『快決定！』我就先慢慢深呼吸 3 次，吃完午餐再說。」' +
          '大家一起把四條分支填滿。「心情」：說出心情、深呼吸。「店家的陷阱」：比一比價錢、先走開。' +
          '「計畫和習慣」：清單、先存再花、等一天、犒賞先計畫。「什麼對我最重要」：畫畫、朋友、回憶、夠用就好。' +
          '皮皮飛到地圖上：「嘎！每個人的腦袋都會被陷阱吸引，但你學會的做法，會一直跟著你！」',
      },
      thinkingPrompts: [
        {
          en: 'Mei, Jay, An and Leo each met a different trick. Why do you think each of them used a different move?',
          'zh-TW': '小美、阿哲、小安和阿力遇到的陷阱都不一樣。你覺得他們為什麼各自用了不同的做法？',
        },
        {
          en: 'What if An had wanted two drinks? Would "second one half price" be a good deal then? Why?',
          'zh-TW': '如果小安本來就想買兩杯呢？這時候「第二杯半價」算划算嗎？為什麼？',
        },
        {
          en: 'Which branch of the map would you add to first, and why?',
          'zh-TW': '如果是你，會先在地圖的哪一條分支加上東西？為什麼？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'mindset',
      term: { en: 'mindset', 'zh-TW': '心態' },
      definition: {
        en: 'The way you think about something. It shapes what you do.',
        'zh-TW': '你看待一件事的想法，它會影響你怎麼做。',
      },
      example: {
        en: 'A calm mindset helped Leo choose well at the fair.',
        'zh-TW': '冷靜的心態，幫阿力在園遊會上選得更好。',
      },
    },
    {
      id: 'mindset-map',
      term: { en: 'mindset map', 'zh-TW': '心態地圖' },
      definition: {
        en: 'A drawing that links your ideas about money, with a branch for each kind of idea.',
        'zh-TW': '把你對錢的各種想法畫成一張圖，每一類想法是一條分支。',
      },
      example: {
        en: 'The class mindset map has four branches.',
        'zh-TW': '全班的心態地圖有四條分支。',
      },
    },
    {
      id: 'sellers-trick',
      term: { en: "seller's trick", 'zh-TW': '店家的陷阱' },
      definition: {
        en: 'A way of showing a price or a deal that pulls you to buy fast.',
        'zh-TW': '店家寫價錢或優惠的一種方式，會讓你想趕快買。',
      },
      example: {
        en: '"Only 2 left!" is a seller\'s trick.',
        'zh-TW': '「只剩 2 個！」就是一種店家的陷阱。',
      },
    },
    {
      id: 'move',
      term: { en: 'move', 'zh-TW': '做法' },
      definition: {
        en: 'A simple thing you can do when a trick or a feeling pulls at you.',
        'zh-TW': '遇到陷阱或一股衝動時，你可以做的一件簡單的事。',
      },
      example: {
        en: 'Jay\'s move: "Would I want it if nobody else had it?"',
        'zh-TW': '阿哲的做法，是問自己：「如果別人都沒有，我還會想要嗎？」',
      },
    },
    {
      id: 'notice',
      term: { en: 'notice', 'zh-TW': '察覺' },
      definition: {
        en: 'To see something and know that it is there.',
        'zh-TW': '看見某件事，而且知道它正在發生。',
      },
      example: {
        en: 'Mei noticed that the "Was 120" sign was a trick.',
        'zh-TW': '小美察覺到，「原價 NT$120」的牌子是一種陷阱。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'when-i-notice-a-trick',
      stem: {
        en: "When I notice a seller's trick, my move is…",
        'zh-TW': '當我察覺到店家的陷阱時，我的做法是……',
      },
      examples: [
        {
          en: "When I notice a seller's trick, my move is to compare the price at another shop.",
          'zh-TW': '當我察覺到店家的陷阱時，我的做法是到別家店比比看價錢。',
        },
        {
          en: "When I notice a seller's trick, my move is to walk away and come back tomorrow.",
          'zh-TW': '當我察覺到店家的陷阱時，我的做法是先走開，明天再回來看看。',
        },
      ],
    },
    {
      id: 'the-branch-i-use-most',
      stem: {
        en: 'On my mindset map, the branch I use most is… because…',
        'zh-TW': '在我的心態地圖上，我最常用的分支是……因為……',
      },
      examples: [
        {
          en: 'On my mindset map, the branch I use most is Feelings, because I often want to buy things when I am bored.',
          'zh-TW': '在我的心態地圖上，我最常用的分支是「心情」，因為我無聊的時候常常想買東西。',
        },
      ],
    },
    {
      id: 'every-brain-feels-it',
      stem: {
        en: 'Tricks pull on every brain, so when I feel one, I…',
        'zh-TW': '每個人的腦袋都會被陷阱吸引，所以當我感覺到的時候，我會……',
      },
      examples: [
        {
          en: 'Tricks pull on every brain, so when I feel one, I smile, name it and use my move.',
          'zh-TW': '每個人的腦袋都會被陷阱吸引，所以當我感覺到的時候，我會笑一笑，說出它的名字，再用我的做法。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: 'A new phone game says, "Free to play!" Inside, it sells gems for money. Which move fits this trick best?',
        'zh-TW': '一款新的手機遊戲寫著「免費暢玩！」，可是遊戲裡要花錢買寶石。哪一個做法最適合對付這種陷阱？',
      },
      options: [
        {
          en: 'Play without worry, because free means you will not pay anything for it, ever.',
          'zh-TW': '放心玩吧，免費就代表不管玩多久，到最後都不用花到一毛錢。',
        },
        {
          en: 'Download it fast, because everyone in class already has it.',
          'zh-TW': '趕快下載，因為班上每個人都已經有了。',
        },
        {
          en: 'Buy gems today, before the special gem price ends.',
          'zh-TW': '趁寶石特價還沒結束，今天就買。',
        },
        {
          en: 'Ask what you would pay later, and ask a grown-up before any buy.',
          'zh-TW': '先問自己：之後要付出什麼？買任何東西前，先問大人。',
        },
      ],
      correctAnswer: 3,
      feedback: {
        en: '"Free to play" can still cost money later, for gems and extras, and it costs time too. The move is to ask what you would pay later, and to ask a grown-up before any buy. "Everyone has it" and "special price" are other tricks, not reasons.',
        'zh-TW': '「免費暢玩」之後還是可能要花錢買寶石和道具，也會花掉時間。對付它的做法，是先問自己之後要付出什麼，買任何東西前先問大人。「大家都有」和「限時特價」是另外的陷阱，不是該買的理由。',
      },
      hintCycle: [
        {
          en: 'Is "free" the whole story? What is sold inside the game?',
          'zh-TW': '「免費」就是全部的真相嗎？遊戲裡面賣的是什麼？',
        },
        {
          en: 'Some think free means no cost at all. Others follow the class or a special price. Look for the move that checks the cost later.',
          'zh-TW': '有人以為免費就是完全不用錢，也有人跟著全班或特價走。找找看哪個做法會先想清楚之後的花費。',
        },
        {
          en: 'The answer: ask what you would pay later, and ask a grown-up before any buy. That is the move for a "free" trick.',
          'zh-TW': '答案是：先問自己之後要付出什麼，買任何東西前先問大人。這就是對付「免費」陷阱的做法。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'An\'s cousin bought a toy because a sign said, "Only 2 left!" Later he said, "I was silly." True or false: this trick pulls on every brain, so he is not silly, and noticing it will help him next time.',
        'zh-TW': '小安的表哥因為看到「只剩 2 個！」就買了一個玩具，後來他說：「我好笨喔。」是非題：每個人的腦袋都會被這種陷阱吸引，所以他不笨；能察覺到它，下次就更知道該怎麼做。',
      },
      correctAnswer: true,
      feedback: {
        en: 'True. Every brain feels this pull. That is normal, not silly. Noticing a trick, even after you buy, helps you use a move next time, like a cool-down walk.',
        'zh-TW': '對。每個人的腦袋都會被這種陷阱吸引，這很正常，不是笨。就算是買了之後才察覺，下次也能用上做法，例如先走開，給自己一段冷靜時間。',
      },
      hintCycle: [
        {
          en: 'Does "Only 2 left!" pull on a few people, or on every brain?',
          'zh-TW': '「只剩 2 個！」這種陷阱，是只會吸引少數人，還是每個人的腦袋都會被吸引？',
        },
        {
          en: 'Some think falling for a trick means you are not smart. But these tricks pull on everyone, and noticing is how you learn.',
          'zh-TW': '有人以為掉進陷阱，就代表自己不聰明。其實這些陷阱每個人都會被吸引，能察覺到，就是在學習。',
        },
        {
          en: 'The answer is true. He is not silly, and noticing a trick is the first step to using a move.',
          'zh-TW': '答案是「對」。他不笨，察覺到陷阱，就是用上做法的第一步。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Each pair shows a trick (a sign or a thought), then a move. In which pairs does the move fit the trick? Pick all that are right.',
        'zh-TW': '每一組先寫陷阱（一塊牌子或一個念頭），再寫做法。哪幾組的做法，能對付前面的陷阱？（可以選好幾個）',
      },
      options: [
        {
          en: '"Everyone has one!" → Would I want it if nobody else had it?',
          'zh-TW': '「大家都有！」→ 如果別人都沒有，我還會想要嗎？',
        },
        {
          en: '"Only 2 left!" → Buy both now, before they are gone.',
          'zh-TW': '「只剩 2 個！」→ 趁還沒賣完，兩個都買下來。',
        },
        {
          en: '"Second one half price" → How much do I pay, and did I want two?',
          'zh-TW': '「第二件半價」→ 我總共要付多少？我本來就想要兩個嗎？',
        },
        {
          en: '"Gift money is extra!" → Spend it all today.',
          'zh-TW': '「紅包錢是多出來的！」→ 今天就全部花掉。',
        },
        {
          en: '"But I already paid!" → Choose what is best from now on.',
          'zh-TW': '「可是我已經付錢了！」→ 從現在開始，選最好的做法。',
        },
      ],
      correctAnswer: [0, 2, 4],
      feedback: {
        en: '"Would I want it if nobody else had it?" fits a craze. "How much, and did I want two?" fits "second one half price." "Choose what is best from now on" fits money already spent. Buying both, or spending gift money fast, follows the trick instead of a move. Gift money needs a plan, just like allowance.',
        'zh-TW': '「如果別人都沒有，我還會想要嗎？」適合對付「大家都有」；「總共付多少？我想要兩個嗎？」適合對付「第二件半價」；「從現在開始選最好的」適合已經花掉的錢。兩個都買、把紅包錢一下子花光，都是跟著陷阱走，不是用做法。紅包錢也要像零用錢一樣，先做好計畫。',
      },
      hintCycle: [
        {
          en: 'For each pair, ask: does the move slow me down and help me think?',
          'zh-TW': '每一組都問問看：這個做法能讓我慢下來、好好想一想嗎？',
        },
        {
          en: 'Some pairs give in to the trick: buying both because few are left, or spending gift money fast because it feels free.',
          'zh-TW': '有些配對其實是順著陷阱走：因為快賣完就兩個都買，或覺得紅包錢是白來的就趕快花掉。',
        },
        {
          en: 'The answer has three pairs. A craze goes with "Would I want it if nobody else had it?" Half price goes with "Did I want two?" "But I already paid!" goes with "Choose what is best from now on."',
          'zh-TW': '答案是：「大家都有」配「如果別人都沒有，我還會想要嗎？」、「第二件半價」配「我本來就想要兩個嗎？」、「可是我已經付錢了！」配「從現在開始，選最好的做法」。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'Jay sees a sign on a pencil case: "Was 200, now 120!" He asks, "Would I buy it at 120 if there were no ______ price?"',
        'zh-TW': '阿哲看到鉛筆盒上的牌子寫著：「原價 NT$200，現在 NT$120！」他問自己：「如果牌子上沒有寫______，NT$120 我還會買嗎？」',
      },
      acceptedAnswers: {
        en: ['was', 'first', 'old', 'earlier', 'original', 'crossed-out', 'crossed out', 'higher', '200'],
        'zh-TW': [
          '原價',
          '原來的價錢',
          '原本的價錢',
          '之前的價錢',
          '第一個價錢',
          '最先看到的價錢',
          '舊的價錢',
          '被畫掉的價錢',
          '畫掉的價錢',
          '比較高的價錢',
          '200',
          'NT$200',
        ],
      },
      feedback: {
        en: 'The "was" price is the first price you see. It makes 120 look cheap. So ask if 120 is worth it by itself, and compare with another shop.',
        'zh-TW': '「原價」是你最先看到的價錢，它會讓 NT$120 看起來很便宜。所以要問問自己：單看 NT$120，值得嗎？再到別家店比比看。',
      },
      hintCycle: [
        {
          en: 'Which number on the sign did Jay see first?',
          'zh-TW': '牌子上的哪個數字，是阿哲最先看到的？',
        },
        {
          en: 'It is not the "now" price. The first price, 200, is the one that makes 120 feel cheap.',
          'zh-TW': '不是「現在」的價錢。最先看到的 NT$200，才是讓 NT$120 感覺很便宜的那個。',
        },
        {
          en: 'The answer is "was" (the first, or old, price). Without it, is 120 still a good price for Jay?',
          'zh-TW': '答案是「原價」（最先看到的價錢）。沒有它，NT$120 對阿哲來說還划算嗎？',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: 'A classmate brings 45 coins to the fair. Her list says: one glow stick. On Money Islands, a glow stick costs 20 coins. A sign says, "Second one half price!" So two would cost 20 + 10 = 30 coins. She sticks to her list. She has ______ coins left.',
        'zh-TW': '有位同學帶了 NT$45 去園遊會，她的購物清單上寫著：螢光棒一支。在理財冒險島上，一支螢光棒 NT$20。攤位的牌子寫著：「第二支半價！」所以買兩支是 20 + 10 = 30，也就是 NT$30。她照著清單買，還剩______元。',
      },
      acceptedAnswers: {
        en: ['25', 'twenty-five', 'twenty five', '25 coins'],
        'zh-TW': ['25', '二十五', 'NT$25', '25元', '25 元', '二十五元'],
      },
      feedback: {
        en: 'She sticks to her list: one glow stick for 20 coins. 45 − 20 = 25 coins are left. Two would cost 30 and leave only 45 − 30 = 15. Half price is a deal only if you wanted two.',
        'zh-TW': '她照著清單，只買一支 NT$20 的螢光棒：45 − 20 = 25，還剩 NT$25。如果買兩支要 NT$30，只剩 45 − 30 = 15，也就是 NT$15。只有本來就想要兩支，第二支半價才算划算。',
      },
      hintCycle: [
        {
          en: 'What does her list say she will buy?',
          'zh-TW': '她的清單上寫著要買什麼？',
        },
        {
          en: 'Do not use 30: that is the price of two, and her list says one. Take 20 away from 45.',
          'zh-TW': '別用 30 來算：那是兩支的價錢，可是她的清單只寫一支。用 45 減掉 20。',
        },
        {
          en: 'The answer is 25. 45 − 20 = 25, because she buys only what is on her list.',
          'zh-TW': '答案是 25。45 − 20 = 25，因為她只買清單上的東西。',
        },
      ],
    },
  ],
  reflection: {
    id: 'my-own-mindset-map',
    question: {
      en: 'Draw your own mindset map. Which trick do you meet most often, and which move will you use for it?',
      'zh-TW': '畫一張你自己的心態地圖。你最常遇到哪一種陷阱？你會用哪個做法對付它？',
    },
    placeholder: {
      en: 'The trick I meet most is… My move for it is…',
      'zh-TW': '我最常遇到的陷阱是……我對付它的做法是……',
    },
  },
} satisfies ClassicBody;

export default body;
