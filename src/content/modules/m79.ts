import type { ClassicBody } from '../schema/module-body';

/**
 * M79 · Brand Reef, lesson 3 (the island's capstone): "Influencers and Sponsored Posts" / 「網紅與業配貼文」.
 * Learning outcome (Grade 8, Spending): explain that some online creators are paid to praise products
 * (sponsored posts, 業配), look for words that show a paid deal (en "ad", "partnership", "sponsored"; zh-TW
 * 「廣告」「合作」「業配」), ask "Who paid for this?" when a post praises a product without saying, and think
 * for yourself; then use Brand Reef's ideas together.
 * Benchmark, in words: the grade-8 Spending statements on how advertising, including online endorsements,
 * is designed to influence buying decisions, and on judging such information before deciding.
 * The island's last lesson: recaps the reef's moves as written: a brand helps you remember, your needs and
 * the price help you choose (M77, Jay); name the ad's tool, then ask what the ad does not say (M78, Mei);
 * look for a paid-deal word, and with no word ask "Who paid for this?" (this lesson, An).
 * No real creator, platform or product: Wen (小雯) and the boy are invented video makers; Glow Bottle
 * is an invented brand. Every video is watched with a grown-up's OK (An with her mom); nobody buys online.
 * The lesson never says a post "must by law" carry a label: it says Taiwan's Fair Trade Commission asks
 * that a paid deal be made clear, that many posts use such words, and that you may not always see one.
 * Numbers: An's allowance is 100 every Monday (cast sheet; not stated in the story); she has saved 300. On
 * Money Islands a Glow Bottle costs 350 (the island's own price), more than her 300 (350 − 300 = 50 short,
 * not computed in the story); she keeps her old bottle and her 300.
 * Quiz: q1–q4 no numbers; q5 Glow Bottle 350 with a 50-coin code → 350 − 50 = 300; a plain bottle that also
 * keeps water cold 200 (the island's own price) → 300 − 200 = 100 more.
 * Facts:
 * - Taiwan's Fair Trade Commission (公平交易委員會) asks that a paid deal between a person who praises a
 *   product and its seller be made clear; paid posts are often marked with words like 「廣告」「合作」「業配」
 *   (story, term "label", q1, q2) — FTC, 公平交易委員會對於薦證廣告之規範說明, 2025
 * - In Taiwan, ads must not be false or misleading (q2 feedback) — Fair Trade Act art. 21 (公平交易法第 21 條),
 *   2025
 * - that rule also covers influencers and others who sell or promote things online (q2 feedback) — Fair Trade
 *   Commission, principles for handling online advertising cases (公平交易委員會對於網路廣告案件之處理原則),
 *   amended 2023
 */
const body = {
  id: 'M79',
  format: 'classic',
  scenarios: [
    {
      id: 'ans-glow-bottle-videos',
      title: {
        en: 'Who Paid for This?',
        'zh-TW': '這是誰出錢的？',
      },
      description: {
        en: 'An shares two videos about the same bottle. Only one says it is a paid deal.',
        'zh-TW': '小安分享了兩支介紹同一個水壺的影片，只有一支說出這是收錢的合作。',
      },
      context: {
        en:
          "On the last day at Brand Reef, An shares two videos. She watched them at home with her mom's OK. " +
          'In the first, a young woman named Wen holds up a Glow Bottle. Fun music plays. ' +
          '"Best bottle ever!" Wen smiles. "Use my code for a free sticker!" A small word in the corner says "Partnership." ' +
          '"Mom says that means the company paid Wen, or gave her something, to show it," An says. "It is a sponsored post." ' +
          'Ms. Chen nods. "Taiwan\'s Fair Trade Commission asks that a paid deal be made clear. ' +
          'Look for words like \'ad\', \'partnership\' or \'sponsored\'. But you may not always see one." ' +
          'In the second video, a boy says, "I love my Glow Bottle!" There is no word at all. ' +
          '"Was he paid?" Mei asks. "We can\'t tell," An says. "So I ask, \'Who paid for this?\' Then I think for myself." ' +
          'Jay adds, "A famous name is not enough. Check what you need and the price." ' +
          'Mei says, "Name the tools: music, a smile, a free gift. Then ask what the video does not say." ' +
          '"It never said the price," An says. "Mom and I checked. On Money Islands, it costs 350 coins. I have 300 saved. And my old bottle works well." ' +
          'So An keeps her bottle and her 300 coins. "Squawk!" says Pip. "Brand, ad or post: you decide!"',
        'zh-TW':
          '在品牌珊瑚礁的最後一天，小安分享了兩支影片，是她在家裡經過媽媽同意後看的。' +
          '第一支影片裡，一位叫小雯的大姊姊拿著「發光水壺」，輕快的音樂跟著響起。' +
          '小雯笑得好燦爛：「這是全世界最棒的水壺！輸入我的優惠碼，還送貼紙喔！」畫面角落有兩個小小的字：「合作」。' +
          '小安說：「媽媽說，這表示水壺公司付錢給小雯，或是送她東西，請她介紹這個水壺。這就是業配。」' +
          '陳老師點點頭：「台灣的公平交易委員會希望，收錢推薦的合作關係要讓大家看清楚。' +
          '你可以找找「廣告」「合作」或「業配」這些字。不過，你不一定每次都看得到。」' +
          '第二支影片裡，一個男生說：「我超愛我的發光水壺！」畫面上什麼字都沒有。' +
          '小美問：「他也有收錢嗎？」小安說：「我們看不出來。所以我會問：『這是誰出錢的？』然後自己想一想。」' +
          '阿哲接著說：「名字有名還不夠，要看自己需要什麼，再看價錢。」' +
          '小美說：「先說出用了哪些招數：音樂、笑臉、贈品。再問影片沒說什麼。」' +
          '小安說：「影片從頭到尾都沒說價錢。我跟媽媽查過，在理財冒險島上，它要 NT$350，我存了 NT$300。而且我的舊水壺還很好用。」' +
          '所以小安留著舊水壺，NT$300 也繼續存著。皮皮叫著：「嘎！品牌、廣告還是貼文，最後都由你決定！」',
      },
      thinkingPrompts: [
        {
          en: 'Why might a company pay a video maker instead of making its own ad?',
          'zh-TW': '為什麼公司要付錢請網紅介紹，而不是自己拍廣告就好？',
        },
        {
          en: 'The boy showed no word at all. What could be true about his video? How would you find out more?',
          'zh-TW': '第二支影片什麼字都沒有。關於這支影片，可能有哪些情況？你可以怎麼多了解一點？',
        },
        {
          en: 'What if An\'s old bottle leaked every day? Which questions from the reef would help her choose a new one?',
          'zh-TW': '如果小安的舊水壺每天都漏水呢？珊瑚礁學到的哪些問題，能幫她挑一個新水壺？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'influencer',
      term: { en: 'influencer', 'zh-TW': '網紅' },
      definition: {
        en: 'A person online whom many people watch, so what they say can change what people want.',
        'zh-TW': '在網路上有很多人看的人，他說的話會影響大家想要什麼。',
      },
      example: {
        en: 'Wen is an influencer. Many kids watch her videos.',
        'zh-TW': '小雯是一位網紅，很多小朋友都看她的影片。',
      },
    },
    {
      id: 'sponsored-post',
      term: { en: 'sponsored post', 'zh-TW': '業配' },
      definition: {
        en: 'A post or video that a company pays for, so the maker shows its product.',
        'zh-TW': '公司付錢（或送東西），請人在貼文或影片裡介紹它的商品。',
      },
      example: {
        en: "Wen's Glow Bottle video was a sponsored post.",
        'zh-TW': '小雯介紹發光水壺的那支影片，就是業配。',
      },
    },
    {
      id: 'promote',
      term: { en: 'promote', 'zh-TW': '宣傳' },
      definition: {
        en: 'To tell many people about something so they will want it.',
        'zh-TW': '把一樣東西介紹給很多人，讓大家想要它。',
      },
      example: {
        en: 'The company paid Wen to promote the Glow Bottle.',
        'zh-TW': '水壺公司付錢請小雯宣傳發光水壺。',
      },
    },
    {
      id: 'label',
      term: { en: 'label', 'zh-TW': '標示' },
      definition: {
        en: 'A word on a post that tells you something about it, like "ad" or "sponsored".',
        'zh-TW': '貼文上告訴你一些事的字，例如「廣告」或「業配」。',
      },
      example: {
        en: 'The label "Partnership" was in a corner of Wen\'s video.',
        'zh-TW': '小雯的影片角落，有「合作」這個標示。',
      },
    },
    {
      id: 'think-for-yourself',
      term: { en: 'think for yourself', 'zh-TW': '獨立思考' },
      definition: {
        en: 'Deciding with your own reasons, not just because someone said so.',
        'zh-TW': '用自己的理由來決定，不是因為別人說好就跟著做。',
      },
      example: {
        en: 'An thought for herself. Her old bottle still worked well, so she kept it.',
        'zh-TW': '小安獨立思考：她的舊水壺還很好用，所以她決定繼續用。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'when-a-post-praises',
      stem: {
        en: 'When a post praises something, I look for a label like…',
        'zh-TW': '看到貼文大力稱讚一樣東西時，我會找找有沒有這樣的標示……',
      },
      examples: [
        {
          en: 'When a post praises something, I look for a label like "ad", "partnership" or "sponsored". It tells me someone was paid.',
          'zh-TW': '看到貼文大力稱讚一樣東西時，我會找找有沒有「廣告」「合作」或「業配」這樣的標示，它告訴我有人收了錢。',
        },
      ],
    },
    {
      id: 'if-there-is-no-label',
      stem: {
        en: 'If there is no label, I ask… and then I…',
        'zh-TW': '如果沒有標示，我會問……，然後我會……',
      },
      examples: [
        {
          en: 'If there is no label, I ask, "Who paid for this?" and then I check what I need and the price.',
          'zh-TW': '如果沒有標示，我會問：「這是誰出錢的？」然後我會想想自己需要什麼，再看看價錢。',
        },
        {
          en: 'If there is no label, I ask, "Who paid for this?" and then I talk about it with a grown-up.',
          'zh-TW': '如果沒有標示，我會問：「這是誰出錢的？」然後我會找大人一起聊一聊。',
        },
      ],
    },
    {
      id: 'my-favorite-reef-move',
      stem: {
        en: 'At Brand Reef, the move I will use most is… because…',
        'zh-TW': '在品牌珊瑚礁學到的方法裡，我最常用的會是……，因為……',
      },
      examples: [
        {
          en: 'At Brand Reef, the move I will use most is asking what an ad does not say, because the price is often missing.',
          'zh-TW': '在品牌珊瑚礁學到的方法裡，我最常用的會是問廣告沒說什麼，因為價錢常常不見了。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: 'A video maker eats a new snack and says, "So yummy!" Under the video is the word "partnership." What does that word most likely tell you?',
        'zh-TW': '一位網紅在影片裡吃了一種新零食，說：「超好吃！」影片下面寫著「合作」。這兩個字最可能是在告訴你什麼？',
      },
      options: [
        {
          en: 'She tried every snack in the shop and chose this one as the very best.',
          'zh-TW': '她把店裡每一種零食都吃過了，選出這一種是最好吃的。',
        },
        {
          en: 'She and her friends made the snack together in her kitchen.',
          'zh-TW': '她和朋友一起在家裡的廚房做了這種零食。',
        },
        {
          en: 'Anyone who watches the video can get the snack for free.',
          'zh-TW': '只要看了這支影片，就可以免費拿到這種零食。',
        },
        {
          en: 'The snack company paid her, or gave her something, for the video.',
          'zh-TW': '零食公司付錢給她，或送她東西，請她介紹。',
        },
      ],
      correctAnswer: 3,
      feedback: {
        en: 'A word like "partnership" under a video shows a paid deal: the company paid her, or gave her something. It does not mean she tested every snack, cooked it with friends, or that you get it for free.',
        'zh-TW': '影片下面寫著「合作」這類的字，表示這是收錢的合作：公司付錢或送東西給她。這不代表她比較過每一種零食、跟朋友一起做，也不代表你可以免費拿到。',
      },
      hintCycle: [
        {
          en: 'Think of the word in the corner of Wen\'s video. What did An\'s mom say it means?',
          'zh-TW': '想想小雯影片角落的那兩個字。小安的媽媽說它是什麼意思？',
        },
        {
          en: 'Some read "partnership" as "friends working together", or as "free for you". Others think praise means a fair test. Here it is about who paid.',
          'zh-TW': '有人把「合作」想成跟朋友一起做事，或是以為你也能免費拿到；也有人以為稱讚就代表比較過。其實在這裡，它說的是誰出了錢。',
        },
        {
          en: 'The answer: the snack company paid her, or gave her something, for the video. That makes it a sponsored post.',
          'zh-TW': '答案是：零食公司付錢給她，或送她東西，請她介紹。這就是業配。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'True or false: A post praises a toy and shows no word like "ad" or "sponsored". That proves nobody paid for it.',
        'zh-TW': '是非題：一則貼文大力稱讚一個玩具，上面沒有「廣告」或「業配」這些字。這就證明沒有人付錢請發文的人宣傳。',
      },
      correctAnswer: false,
      feedback: {
        en: 'False. No label does not prove there was no paid deal. You may not always see one. So ask, "Who paid for this?" and think for yourself. In Taiwan, the rule that ads must not be false or misleading covers people who promote things online too.',
        'zh-TW': '錯。沒看到標示，不能證明沒有收錢的合作，因為你不一定每次都看得到。所以要問：「這是誰出錢的？」再自己想一想。在台灣，廣告不可以說假話或誤導別人，這條規定也包括在網路上宣傳東西的人。',
      },
      hintCycle: [
        {
          en: 'Think of the boy\'s video. It had no word. Could An tell if he was paid?',
          'zh-TW': '想想第二支影片裡的男生，畫面上沒有任何字。小安看得出他有沒有收錢嗎？',
        },
        {
          en: 'Some think a missing label shows a post is not paid. But "I can\'t see a label" is not the same as "nobody paid".',
          'zh-TW': '有人以為沒有標示，就代表沒有收錢。可是「我看不到標示」，跟「沒有人付錢」不一樣。',
        },
        {
          en: 'The answer is false. A missing label proves nothing, so you ask, "Who paid for this?"',
          'zh-TW': '答案是「錯」。沒有標示什麼也證明不了，所以要問：「這是誰出錢的？」',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Which of these use Brand Reef\'s moves well? Pick all that are right.',
        'zh-TW': '下面哪些做法，有好好用上品牌珊瑚礁學到的方法？（可以選好幾個）',
      },
      options: [
        {
          en: 'A post praises a toy with no label, so you ask, "Who paid for this?"',
          'zh-TW': '一則貼文稱讚一個玩具，卻沒有標示，所以你問：「這是誰出錢的？」',
        },
        {
          en: 'A video maker you like says a bag is great, so you buy it that same day.',
          'zh-TW': '你喜歡的網紅說一個包包很棒，所以你當天就買了。',
        },
        {
          en: 'An ad has a catchy song, so you name the tool and ask what the ad does not say.',
          'zh-TW': '一支廣告有洗腦歌，所以你說出這是什麼招數，再問廣告沒說什麼。',
        },
        {
          en: 'Two pens write the same, so you pay more for the famous brand name.',
          'zh-TW': '兩枝筆一樣好寫，所以你多付錢，買品牌比較有名的那枝。',
        },
        {
          en: 'You see "sponsored" under a video, so you remember the maker was paid to show it.',
          'zh-TW': '你看到影片下面寫著「業配」，就記得：拍影片的人是收了錢來介紹它的。',
        },
      ],
      correctAnswer: [0, 2, 4],
      feedback: {
        en: 'Asking "Who paid for this?", naming an ad\'s tool, and noticing a "sponsored" label are the reef\'s moves. Liking a video maker is not a reason to buy fast, and any online buy is made with a grown-up. Paying more for a name alone skips "check what you need and the price."',
        'zh-TW': '問「這是誰出錢的？」、說出廣告用了什麼招數、注意到「業配」標示，都是珊瑚礁學到的方法。喜歡一位網紅，不是馬上買的理由，而且在網路上買東西，都要有大人一起。只為了名字多付錢，就跳過了「看自己需要什麼，再看價錢」。',
      },
      hintCycle: [
        {
          en: 'For each one, ask: does this person stop and think, or follow the name, the song or the video maker?',
          'zh-TW': '每一項都問問看：這個人有停下來想一想，還是跟著名字、歌或網紅走？',
        },
        {
          en: 'Some think a video maker they like would never steer them wrong, or that a famous name means a better pen. Those skip the moves.',
          'zh-TW': '有人以為自己喜歡的網紅說的一定對，也有人以為名字有名的筆就比較好。這樣都跳過了該用的方法。',
        },
        {
          en: 'The answers: ask "Who paid for this?" with no label, name the song as a tool, and notice the "sponsored" label.',
          'zh-TW': '答案是：沒有標示時問「這是誰出錢的？」、說出洗腦歌是一種招數，還有注意到「業配」標示。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'A post praises a product but does not say if it is a paid deal. Ask yourself: "Who ______ for this?"',
        'zh-TW': '一則貼文大力推薦一樣東西，卻沒說是不是業配。這時候就問問自己：「是誰______請他說的？」',
      },
      acceptedAnswers: {
        en: ['paid', 'pays', 'is paying', 'paid money', 'paid them'],
        'zh-TW': ['付錢', '出錢', '花錢', '給錢', '付費'],
      },
      feedback: {
        en: 'Ask, "Who paid for this?" If a company paid, the post is there to make you want the product. Then think for yourself: what do you need, and what is the price?',
        'zh-TW': '要問：「是誰付錢請他說的？」如果是公司出的錢，這則貼文就是想讓你想要那樣東西。接著自己想一想：你需要什麼？價錢多少？',
      },
      hintCycle: [
        {
          en: 'What did An ask about the boy\'s video, the one with no label?',
          'zh-TW': '第二支影片沒有標示，小安問了自己什麼？',
        },
        {
          en: 'The question is not "Who made it?" or "Who likes it?". It is about the money behind the post.',
          'zh-TW': '這個問題不是「誰拍的？」，也不是「誰喜歡它？」，而是貼文背後的錢。',
        },
        {
          en: 'The answer is "paid": "Who paid for this?" Money behind a post can shape what it says.',
          'zh-TW': '答案是「出錢」或「付錢」：「是誰出錢請他說的？」貼文背後的錢，可能會影響它說什麼。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: 'A video maker says, "Use my code for 50 coins off the Glow Bottle!" On Money Islands, it costs 350 coins. A plain bottle that also keeps water cold costs 200 coins. Even with the code, the Glow Bottle costs ______ coins more than the plain one.',
        'zh-TW': '一位網紅說：「輸入我的折扣碼，發光水壺折 NT$50！」在理財冒險島上，發光水壺要 NT$350，另一個同樣能保冷的普通水壺要 NT$200。就算用了折扣碼，發光水壺還是比普通水壺貴______元。',
      },
      acceptedAnswers: {
        en: ['100', 'one hundred', 'a hundred', '100 coins'],
        'zh-TW': ['100', '一百', 'NT$100', '100元', '100 元', '一百元'],
      },
      feedback: {
        en: 'With the code, the Glow Bottle is 350 − 50 = 300 coins. That is 300 − 200 = 100 coins more than the plain bottle. A code makes a price lower, but it does not make a product the best choice.',
        'zh-TW': '用了折扣碼，發光水壺是 350 − 50 = 300，也就是 NT$300，還是比普通水壺貴 300 − 200 = 100，也就是 NT$100。折扣碼能讓價錢變低，卻不能證明它就是最好的選擇。',
      },
      hintCycle: [
        {
          en: 'First find the Glow Bottle\'s price with the code.',
          'zh-TW': '先算出用了折扣碼以後，發光水壺要多少錢。',
        },
        {
          en: 'Do not compare 350 with 200: the code takes 50 off first. 350 − 50 = 300. Now compare 300 with 200.',
          'zh-TW': '別直接拿 350 跟 200 比：折扣碼先折了 50。350 − 50 = 300，再拿 300 跟 200 比。',
        },
        {
          en: 'The answer is 100. 300 − 200 = 100: the code helps, but the plain bottle still costs less.',
          'zh-TW': '答案是 100。300 − 200 = 100：折扣碼有幫忙，但普通水壺還是比較便宜。',
        },
      ],
    },
  ],
  reflection: {
    id: 'a-post-that-made-me-want',
    question: {
      en: 'Think of a video or post that made you want something. Did it show a label? What would you ask now?',
      'zh-TW': '想一想，有沒有哪支影片或哪則貼文，讓你很想要某樣東西？它有標示嗎？現在的你會問什麼？',
    },
    placeholder: {
      en: 'A video made me want… It did (or did not) say… Now I would ask…',
      'zh-TW': '有一支影片讓我很想要……。它（有／沒有）寫……。現在我會問……',
    },
  },
} satisfies ClassicBody;

export default body;
