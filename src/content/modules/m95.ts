import type { ClassicBody } from '../schema/module-body';

/**
 * M95 · Mind Desert: "A Growth Mindset for Money" / 「用成長心態學理財」.
 * Learning outcome (Grade 4, Saving): explain that people get better at saving by learning from mistakes,
 * and after a money mistake, name one next step ("What will I try next time?") and turn it into a simple
 * saving plan toward a goal.
 * Numbers: story: on Money Islands a set of 24 markers costs 300 coins (the island's own price); Jay's jar
 * reaches 200; at the night market (a Saturday) 150 is spent → 200 − 150 = 50 left, back in the jar.
 * Jay's allowance is 100 every Friday (cast sheet); he puts 50 in the jar first each Friday: after 5 Fridays
 * 50 + 50 × 5 = 300. Leo's lemons mistake "last year" (no number).
 * Quiz: q1 Mei spends her 50 on Monday; q2 150 spent in one evening; q5 Mei has 20, comic book 120 (Grandma
 * Lin's price), allowance 50 every Monday (cast sheet), saves 25 each Monday: 120 − 20 = 100,
 * 100 ÷ 25 = 4 Mondays.
 * Facts: none — all prices are Grandma Lin's or the island's own.
 */
const body = {
  id: 'M95',
  format: 'classic',
  scenarios: [
    {
      id: 'jays-night-market-mistake',
      title: {
        en: "Jay's Night-Market Mistake",
        'zh-TW': '阿哲在夜市的失誤',
      },
      description: {
        en: 'Jay spends most of his savings in one night. Is he just bad with money, or not good at it yet?',
        'zh-TW': '阿哲一個晚上就花掉大部分的存款。他是天生不會管錢，還是只是「還不太會」？',
      },
      context: {
        en:
          'Jay wants a set of 24 markers. On Money Islands, it costs 300 coins. ' +
          'He has saved 200 coins in his jar. ' +
          'On Saturday night, Jay takes all 200 coins to the night market with his family. ' +
          'Snacks, a glowing toy, stickers… By bedtime, 150 coins are gone. 200 − 150 = 50 coins left. ' +
          'Next morning, Jay sighs to Leo, "I\'m just bad with money." ' +
          'Leo shakes his head. "You\'re not good at it yet. Last year I bought too many lemons, and half went bad. Now I plan. What will you try next time?" ' +
          'Jay writes three tries on a card. One: leave his marker money at home, in a labeled jar. ' +
          'Two: bring only the coins he plans to spend. Three: put 50 coins in the jar first, every Friday. ' +
          '"Ms. Chen calls that a growth mindset," says Leo. ' +
          'Jay gets 100 coins of allowance every Friday, and he sticks to his plan. After 5 Fridays, his jar has 50 + 50 × 5 = 300 coins. ' +
          'At the next night market, he brings only snack money. ' +
          'Then he buys his markers. ' +
          'Pip lands on the new box. "Squawk! A mistake can show you your next step!"',
        'zh-TW':
          '阿哲想買一組 24 色麥克筆。在理財冒險島上，這組筆要 NT$300。' +
          '他的存錢筒裡，已經存了 NT$200。' +
          '星期六晚上，阿哲跟家人去逛夜市，把 NT$200 全都帶在身上。' +
          '這裡買個小吃，那裡買個發光玩具，再買幾張貼紙……到了睡覺時間，NT$150 已經花掉了。200 − 150 = 50，只剩 NT$50。' +
          '隔天早上，阿哲嘆了口氣，對阿力說：「我就是不會管錢。」' +
          '阿力搖搖頭：「你只是『還』不太會。我去年買了太多檸檬，結果壞了一半。現在我會先計畫。那你下次想試試看什麼？」' +
          '阿哲在一張卡片上寫下三個方法。第一，買麥克筆的錢留在家裡，放進貼了標籤的存錢筒。' +
          '第二，出門只帶打算要花的錢。第三，每個星期五先把 NT$50 存起來。' +
          '阿力說：「陳老師說，這就叫做成長心態。」' +
          '阿哲每週五有 NT$100 零用錢，他照著計畫做。5 個星期五以後，存錢筒裡有 50 + 50 × 5 = 300，存到 NT$300 了。' +
          '下一次逛夜市，他只帶了買小吃的錢。' +
          '然後，他買下了麥克筆。' +
          '皮皮停在新的筆盒上：「嘎！每一次失誤，都能告訴你下一步！」',
      },
      thinkingPrompts: [
        {
          en: 'Why do you think Jay said "I\'m just bad with money" the morning after?',
          'zh-TW': '你覺得，阿哲隔天早上為什麼會說「我就是不會管錢」？',
        },
        {
          en: 'Leo told Jay about his own lemon mistake. Why might that help Jay?',
          'zh-TW': '阿力跟阿哲說了自己買太多檸檬的失誤。為什麼這樣可能會幫到阿哲？',
        },
        {
          en: 'What if Jay had stopped saving after the night market? What would he have missed?',
          'zh-TW': '如果阿哲逛完夜市以後就不再存錢，他會錯過什麼？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'mistake',
      term: { en: 'mistake', 'zh-TW': '失誤' },
      definition: {
        en: 'Something that did not go the way you hoped. You can learn from it.',
        'zh-TW': '事情沒有照你希望的那樣發展，但你可以從中學到東西。',
      },
      example: {
        en: "Spending 150 coins in one night was Jay's money mistake.",
        'zh-TW': '一個晚上花掉 NT$150，是阿哲在用錢上的一次失誤。',
      },
    },
    {
      id: 'growth-mindset',
      term: { en: 'growth mindset', 'zh-TW': '成長心態' },
      definition: {
        en: 'Believing you can get better by learning and trying.',
        'zh-TW': '相信只要肯學、肯試，就能越來越進步。',
      },
      example: {
        en: 'With a growth mindset, Jay can say, "I\'m not good at saving yet."',
        'zh-TW': '有了成長心態，阿哲就會說：「我只是還不太會存錢。」',
      },
    },
    {
      id: 'yet',
      term: { en: 'yet', 'zh-TW': '還' },
      definition: {
        en: 'A small word that means "not now, but maybe later, with practice."',
        'zh-TW': '一個小小的字，意思是「現在還不會，但多練習，以後就有可能」。',
      },
      example: {
        en: '"I can\'t save well yet" means Jay can still learn.',
        'zh-TW': '「我還不太會存錢」，代表阿哲還可以學。',
      },
    },
    {
      id: 'next-step',
      term: { en: 'next step', 'zh-TW': '下一步' },
      definition: {
        en: 'One small thing you will try next time.',
        'zh-TW': '下一次要試試看的一件小事。',
      },
      example: {
        en: "Jay's next step was to keep his marker money at home.",
        'zh-TW': '阿哲的下一步，是把買麥克筆的錢留在家裡。',
      },
    },
    {
      id: 'practice',
      term: { en: 'practice', 'zh-TW': '練習' },
      definition: {
        en: 'Doing something again and again to get better at it.',
        'zh-TW': '一次又一次地做，讓自己越做越好。',
      },
      example: {
        en: 'Putting 50 coins in his jar every Friday was practice for Jay.',
        'zh-TW': '每個星期五把 NT$50 放進存錢筒，就是阿哲的練習。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'not-good-yet',
      stem: {
        en: "I'm not good at… yet, but…",
        'zh-TW': '我還不太會……，但是……',
      },
      examples: [
        {
          en: "I'm not good at saving yet, but I can practice every week.",
          'zh-TW': '我還不太會存錢，但是我可以每個星期練習。',
        },
      ],
    },
    {
      id: 'after-a-mistake',
      stem: {
        en: 'After a money mistake, my next step is…',
        'zh-TW': '用錢出了錯以後，我的下一步是……',
      },
      examples: [
        {
          en: 'After a money mistake, my next step is to bring only the coins I plan to spend.',
          'zh-TW': '用錢出了錯以後，我的下一步是：出門只帶打算要花的錢。',
        },
        {
          en: 'After a money mistake, my next step is to ask a grown-up to help me make a plan.',
          'zh-TW': '用錢出了錯以後，我的下一步是：請大人幫我一起想個計畫。',
        },
      ],
    },
    {
      id: 'growth-mindset-helps',
      stem: {
        en: 'A growth mindset helps me because…',
        'zh-TW': '成長心態能幫助我，因為……',
      },
      examples: [
        {
          en: 'A growth mindset helps me because a mistake shows me what to try next.',
          'zh-TW': '成長心態能幫助我，因為每次失誤，都會告訴我下次可以試什麼。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: 'Mei spent all her 50 coins on Monday. On Thursday there was a school fair, and she had nothing left. Which thought shows a growth mindset?',
        'zh-TW': '小美星期一就把 NT$50 全部花完了。星期四學校辦園遊會，她一塊錢也沒剩。下面哪一個想法，是成長心態？',
      },
      options: [
        {
          en: "I can't plan well yet. Next week I'll keep some for later.",
          'zh-TW': '我還不太會規劃，下週我會留一點晚點用。',
        },
        {
          en: "I'm just bad with money, so there is no point in trying again.",
          'zh-TW': '我就是不會管錢，再怎麼試也沒有用。',
        },
        {
          en: "It was Mom's fault for not telling me about the fair sooner.",
          'zh-TW': '都怪媽媽沒有早點告訴我有園遊會。',
        },
        {
          en: "Next time I'll just borrow from a friend, so I never run short.",
          'zh-TW': '以後錢不夠，就跟朋友借，這樣永遠不會沒錢。',
        },
      ],
      correctAnswer: 0,
      feedback: {
        en: '"Not good at it yet" plus a next step is a growth mindset. "I\'m just bad with money" and blaming someone stop the learning. Borrowing from a friend for a want is not a plan. If money ever passes between friends, tell a grown-up.',
        'zh-TW': '「還不太會」，再加上下一步，就是成長心態。「我就是不會管錢」和怪別人，都會讓學習停下來。為了想要的東西跟朋友借錢，也不是好計畫；朋友之間如果有錢借來借去，一定要跟大人說一聲。',
      },
      hintCycle: [
        {
          en: 'Look for the thought with the word "yet" and a plan.',
          'zh-TW': '找一找：哪個想法有「還」這個字，又有計畫？',
        },
        {
          en: '"I\'m just bad at it" and "It\'s someone else\'s fault" both stop learning. Borrowing for a want only moves the problem.',
          'zh-TW': '「我就是不會」和「都是別人害的」，都會讓學習停下來；為了想要的東西去借錢，只是把問題往後推。',
        },
        {
          en: 'The answer is "I can\'t plan well yet. Next week I\'ll keep some for later." It names a next step.',
          'zh-TW': '答案是「我還不太會規劃，下週我會留一點晚點用」。它說出了下一步要怎麼做。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'Jay spent 150 coins at the night market in one evening. True or false: this mistake shows that Jay is just bad with money.',
        'zh-TW': '阿哲一個晚上就在夜市花掉 NT$150。是非題：這次失誤證明，阿哲天生就不會管錢。',
      },
      correctAnswer: false,
      feedback: {
        en: 'False. A mistake shows what to try next, not who you are. Jay was not good at saving yet. With a plan, he saved for his markers.',
        'zh-TW': '錯。失誤告訴我們下次可以試什麼，而不是決定我們是什麼樣的人。阿哲只是「還」不太會存錢；有了計畫，他就存到買麥克筆的錢了。',
      },
      hintCycle: [
        {
          en: 'What did Leo say about the word "yet"?',
          'zh-TW': '阿力怎麼說「還」這個字？',
        },
        {
          en: 'Some think one mistake shows what a person is like for good. But money skills grow with practice, like Leo\'s lemon planning.',
          'zh-TW': '有人以為，一次失誤就能看出一個人一輩子的樣子。其實用錢的本事是練出來的，就像阿力後來學會計畫買檸檬。',
        },
        {
          en: 'The answer is false. A mistake is a lesson, not a label.',
          'zh-TW': '答案是「錯」。失誤是一堂課，不是一張貼在身上的標籤。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: "Leo forgot to write down his sales at the stand. Now he can't tell how much he earned on Saturday. He asks, \"What will I try next time?\" Which answers are real next steps? Pick all that are right.",
        'zh-TW': '阿力忘了記下攤位賣了多少，現在算不出星期六賺了多少錢。他問自己：「下次我可以試試看什麼？」下面哪些是真正的下一步？（可以選好幾個）',
      },
      options: [
        {
          en: 'Keep a small notebook at the stand and mark each cup.',
          'zh-TW': '在攤位放一本小本子，每賣一杯畫一筆。',
        },
        {
          en: 'Decide he is just not a numbers person, and stop counting.',
          'zh-TW': '認定自己就不是算數的料，以後乾脆別再算了。',
        },
        {
          en: 'Count the coins with his dad when the stand closes.',
          'zh-TW': '收攤的時候，跟爸爸一起把錢數一數。',
        },
        {
          en: 'Hide the mistake, so nobody knows it happened.',
          'zh-TW': '把這次失誤藏起來，不讓任何人知道。',
        },
        {
          en: 'Write down his coins when he opens and when he closes.',
          'zh-TW': '開攤和收攤時，各記一次錢盒裡有多少錢。',
        },
      ],
      correctAnswer: [0, 2, 4],
      feedback: {
        en: 'A notebook, counting with his dad, and writing down his coins at opening and closing are next steps Leo can try. Giving up or hiding the mistake means no learning.',
        'zh-TW': '放一本小本子、收攤時跟爸爸一起數錢、開攤和收攤時各記一次錢盒裡的錢，都是阿力下次可以試的方法。放棄或把失誤藏起來，就學不到東西了。',
      },
      hintCycle: [
        {
          en: 'A next step is something Leo can do at his next stand.',
          'zh-TW': '下一步，是阿力下次擺攤時做得到的事。',
        },
        {
          en: '"I\'m not a numbers person" and hiding the mistake are ways to stop, not ways to grow.',
          'zh-TW': '「我就不是算數的料」和把失誤藏起來，都是停下來，不是在成長。',
        },
        {
          en: 'The answers: a notebook at the stand, counting with his dad at closing, and writing down his coins at opening and closing.',
          'zh-TW': '答案是：在攤位放小本子記錄、收攤時跟爸爸一起數錢、開攤和收攤時各記一次錢盒裡的錢。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'After a money mistake, Jay says, "I am not good at saving ______. But I can learn."',
        'zh-TW': '用錢出錯以後，阿哲說：「我______不太會存錢，但是我可以學。」',
      },
      acceptedAnswers: {
        en: ['yet', 'for now', 'right now', 'now', 'at the moment'],
        'zh-TW': ['還', '現在', '目前', '暫時', '現在還', '目前還'],
      },
      feedback: {
        en: 'The little word "yet" means "not now, but later, with practice." That is a growth mindset.',
        'zh-TW': '「還」這個小小的字，意思是「現在還不會，但多練習，以後就會」。這就是成長心態。',
      },
      hintCycle: [
        {
          en: 'Which small word did Leo use when he talked to Jay?',
          'zh-TW': '阿力跟阿哲說話時，特別強調了哪個小小的字？',
        },
        {
          en: 'It is not "ever" or "at all": those words shut the door. This word keeps the door open.',
          'zh-TW': '不是「永遠」，也不是「一點都」；那些詞會把門關上，這個字會讓門一直開著。',
        },
        {
          en: 'The answer is "yet" (or "for now"). "Not good at it yet" means you can still learn.',
          'zh-TW': '答案是「還」（或「現在」）。「還不太會」的意思，是你還可以學。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: 'Mei spent her savings too fast. Now she has 20 coins. She wants a comic book that costs 120 coins. Mei gets 50 coins of allowance every Monday. Her new plan is to save 25 coins each Monday. She will have enough after ______ Mondays.',
        'zh-TW': '小美之前把存款花得太快，現在只剩 NT$20。她想買一本 NT$120 的漫畫。小美每週一有 NT$50 零用錢，她的新計畫是每週一存 NT$25。再過______個星期一，她的錢就夠了。',
      },
      acceptedAnswers: {
        en: ['4', 'four', '4 Mondays', 'four Mondays'],
        'zh-TW': ['4', '四', '4個', '四個'],
      },
      feedback: {
        en: 'She still needs 120 − 20 = 100 coins. 100 ÷ 25 = 4, so it takes 4 Mondays. Her mistake turned into a plan.',
        'zh-TW': '120 − 20 = 100，還差 NT$100。100 ÷ 25 = 4，所以要 4 個星期一。她的失誤，變成了一個新計畫。',
      },
      hintCycle: [
        {
          en: 'First, how much more does Mei need?',
          'zh-TW': '先算算看：小美還差多少錢？',
        },
        {
          en: 'Do not divide 120 by 25: she already has 20 coins. Work out 120 − 20 first.',
          'zh-TW': '別直接用 120 除以 25 喔，她已經有 NT$20 了。先算 120 − 20。',
        },
        {
          en: 'The answer is 4. 120 − 20 = 100, and 100 ÷ 25 = 4 Mondays.',
          'zh-TW': '答案是 4。120 − 20 = 100，100 ÷ 25 = 4，要 4 個星期一。',
        },
      ],
    },
  ],
  reflection: {
    id: 'what-will-i-try-next-time',
    question: {
      en: 'Think of a money mistake. It can be yours, or one from a story. What will you try next time?',
      'zh-TW': '想一個用錢的失誤，可以是你自己的，也可以是故事裡的。下一次，你想試試看什麼？',
    },
    placeholder: {
      en: 'The mistake was… Next time I will try…',
      'zh-TW': '那次的失誤是……，下一次我要試試看……',
    },
  },
} satisfies ClassicBody;

export default body;
