import type { ClassicBody } from '../schema/module-body';

/**
 * M118 · Mind Desert: "Out of Sight, Out of Mind" / 「看不到就不會想買」.
 * Learning outcome (Grade 4, Saving): explain that keeping savings apart from spending money, and a
 * little harder to reach, makes it easier to reach a savings goal, and choose simple ways to make the
 * saving choice easy and the spending choice a little harder.
 * The move: make the good choice easy and the spending choice a little harder (savings on a high shelf
 * with a label, only the planned coins in your pocket, "new gadget" videos turned off with a grown-up).
 * Numbers: Leo's stand (cast sheet): Saturday afternoons, dad nearby, about 140 left each Saturday. His
 * allowance is 150 every Monday (cast sheet), for the week. Running shoes 600 (the island's own price).
 * Dips from the jar, e.g. 20 on Sunday, 30 on Wednesday. Three Saturdays: 140 × 3 = 420 in, the jar holds
 * 300, so 420 − 300 = 120 slipped out. Three more Saturdays: 300 + 420 = 720; 720 − 600 = 120 stays.
 * Quiz: q2 Jay brings the 50 he planned; q5 a classmate's jar 100, dips 15 + 20 + 25 = 60,
 * 100 − 60 = 40 left.
 * Facts: none — the shoes are the island's own price; the stand's figures are the cast sheet's "about" numbers.
 */
const body = {
  id: 'M118',
  format: 'classic',
  scenarios: [
    {
      id: 'leos-jar-on-the-desk',
      title: {
        en: "Leo's Jar on the Desk",
        'zh-TW': '阿力書桌上的罐子',
      },
      description: {
        en: 'Leo saves his stand money in a jar he sees all day. Why does it keep getting lighter?',
        'zh-TW': '阿力把攤位賺的錢存在一個整天看得到的罐子裡。為什麼罐子越來越輕？',
      },
      context: {
        en:
          "Leo's lemonade stand is open on Saturday afternoons, with his dad nearby. On a usual Saturday, about 140 coins are left. " +
          'Leo is saving them for running shoes. On Money Islands, the shoes cost 600 coins. ' +
          "Leo's 150-coin allowance each Monday is for the week. The jar is only for the shoes. " +
          'Leo keeps the jar on his desk. It is clear, so he sees the coins every time he sits down. ' +
          'On Sunday, he takes 20 coins for a snack. "Just a few," he thinks. On Wednesday, he takes 30 for a sticker sheet. ' +
          'After three Saturdays, about 140 × 3 = 420 coins went in. But the jar holds only 300. 420 − 300 = 120 coins slipped out, a few at a time. ' +
          '"Where did they go?" asks Mei. Leo shrugs. "The jar was right there." ' +
          'Dad nods. "Every brain does that. Coins that are easy to reach are easy to spend. So make saving easy, and spending a little harder." ' +
          'Leo makes a few changes. He puts a label on the jar: "Running shoes: 600." ' +
          'He moves it to the top shelf of the living room cabinet. He needs a step stool to reach it. ' +
          'When he goes out with friends, he takes only the coins he planned. ' +
          'And with Dad, he turns off the "new gadget" videos that keep popping up. ' +
          'Now, when he wants a snack, the jar is out of sight. Most days, he does not even think of it! ' +
          'Three Saturdays later, the jar has about 300 + 420 = 720 coins. With Dad, Leo buys the shoes. 720 − 600 = 120 coins stay in the jar. ' +
          'Pip flaps his wings. "Squawk! Out of sight, out of mind, and into your savings!"',
        'zh-TW':
          '阿力的檸檬汁攤在星期六下午營業，爸爸就在旁邊。一般的星期六，扣掉材料費，大約能留下 NT$140。' +
          '阿力要存錢買一雙跑步鞋。在理財冒險島上，那雙鞋要 NT$600。' +
          '阿力每星期一有 NT$150 零用錢，那是這個星期要用的；罐子裡的錢，只留給跑步鞋。' +
          '阿力把罐子放在書桌上。罐子是透明的，每次一坐下，就看得到裡面的錢。' +
          '星期日，他從罐子拿了 NT$20 買點心。「只拿一點點。」他心想。星期三，他又拿了 NT$30 買貼紙。' +
          '三個星期六過去，大約放進了 140 × 3 = 420，也就是 NT$420。可是罐子裡只有 NT$300。420 − 300 = 120，有 NT$120 被一點一點拿走了。' +
          '小美問：「錢跑去哪裡了？」阿力聳聳肩：「罐子就在眼前嘛。」' +
          '爸爸點點頭：「每個人的大腦都會這樣。伸手就拿得到的錢，就很容易花掉。所以，讓存錢變簡單，讓花錢變得麻煩一點。」' +
          '阿力做了幾個改變。他在罐子上貼了標籤：「跑步鞋：NT$600」。' +
          '他把罐子搬到客廳櫃子的最上層，要踩小凳子才拿得到。' +
          '跟朋友出去玩的時候，他只帶計畫好要花的錢。' +
          '他還和爸爸一起，把一直跳出來的「新玩意開箱」影片關掉。' +
          '現在想買點心的時候，罐子不在眼前，大部分的日子，他根本想不起來！' +
          '又過了三個星期六，罐子裡大約有 300 + 420 = 720，也就是 NT$720。阿力跟爸爸一起去買了跑步鞋，720 − 600 = 120，罐子裡還留著 NT$120。' +
          '皮皮拍拍翅膀：「嘎！看不到就不會想買，錢就乖乖留在罐子裡！」',
      },
      thinkingPrompts: [
        {
          en: 'Why do you think it was hard for Leo to leave the jar alone when it sat on his desk?',
          'zh-TW': '你覺得罐子放在書桌上的時候，阿力為什麼很難忍住不去拿？',
        },
        {
          en: 'Leo did not stop spending. What did he change instead, and why did it work?',
          'zh-TW': '阿力並沒有從此不花錢。他改變了什麼？為什麼有用？',
        },
        {
          en: 'What if Leo had left the jar on his desk, with just a lid and a label? Would that work as well? Why?',
          'zh-TW': '如果阿力把罐子留在書桌上，只是蓋上蓋子、貼上標籤，效果會一樣好嗎？為什麼？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'out-of-sight',
      term: { en: 'out of sight, out of mind', 'zh-TW': '看不到，就不會想' },
      definition: {
        en: 'When you cannot see something, you think about it less.',
        'zh-TW': '東西不在眼前，就比較不會一直想到它。',
      },
      example: {
        en: 'On the top shelf, the jar is out of sight, out of mind.',
        'zh-TW': '罐子放到櫃子最上層，看不到，就不會想。',
      },
    },
    {
      id: 'temptation',
      term: { en: 'temptation', 'zh-TW': '誘惑' },
      definition: {
        en: 'Something that makes you want to do what you planned not to do.',
        'zh-TW': '讓你忍不住想去做某件事的東西，雖然你原本打算不做。',
      },
      example: {
        en: 'The clear jar on his desk was a temptation for Leo.',
        'zh-TW': '書桌上那個透明罐子，對阿力來說就是一種誘惑。',
      },
    },
    {
      id: 'dip-into',
      term: { en: 'dip into savings', 'zh-TW': '動用存款' },
      definition: {
        en: 'To take some of the money you saved and spend it.',
        'zh-TW': '把存起來的錢拿出一些來花。',
      },
      example: {
        en: 'Leo dipped into his savings for a snack on Sunday.',
        'zh-TW': '星期日，阿力動用存款買了點心。',
      },
    },
    {
      id: 'keep-apart',
      term: { en: 'keep apart', 'zh-TW': '分開放' },
      definition: {
        en: 'To keep spending money and savings in different places.',
        'zh-TW': '把要花的錢和存起來的錢，放在不同的地方。',
      },
      example: {
        en: 'Leo keeps his allowance in his wallet and his savings in the jar.',
        'zh-TW': '阿力把零用錢放在錢包裡，存款放在罐子裡，兩種錢分開放。',
      },
    },
    {
      id: 'label',
      term: { en: 'label', 'zh-TW': '標籤' },
      definition: {
        en: 'A note on something that says what it is for.',
        'zh-TW': '貼在東西上、寫著它是做什麼用的小紙條。',
      },
      example: {
        en: 'The label on the jar says: "Running shoes: 600."',
        'zh-TW': '罐子上的標籤寫著：「跑步鞋：NT$600」。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'make-saving-easy',
      stem: {
        en: 'To make saving easy and spending a little harder, I can…',
        'zh-TW': '想讓存錢變簡單、花錢變麻煩一點，我可以……',
      },
      examples: [
        {
          en: 'To make saving easy and spending a little harder, I can put my piggy bank on a high shelf with a label.',
          'zh-TW': '想讓存錢變簡單、花錢變麻煩一點，我可以把存錢筒放到高高的架子上，再貼上標籤。',
        },
        {
          en: 'To make saving easy and spending a little harder, I can leave my extra coins at home.',
          'zh-TW': '想讓存錢變簡單、花錢變麻煩一點，我可以把多的錢留在家裡。',
        },
      ],
    },
    {
      id: 'my-temptation',
      stem: {
        en: 'A temptation for me is…, so I will…',
        'zh-TW': '對我來說，……是一種誘惑，所以我會……',
      },
      examples: [
        {
          en: 'A temptation for me is the snack shelf near school, so I will walk home the other way.',
          'zh-TW': '對我來說，學校附近的零食架是一種誘惑，所以我會換另一條路回家。',
        },
      ],
    },
    {
      id: 'out-of-sight-helps',
      stem: {
        en: 'When I keep my savings out of sight…',
        'zh-TW': '當我把存款收到看不到的地方……',
      },
      examples: [
        {
          en: 'When I keep my savings out of sight, I dip into them less, and my goal comes closer.',
          'zh-TW': '當我把存款收到看不到的地方，我就比較少動用它，離目標也越來越近。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: 'Mei keeps taking coins from her savings jar. It sits open on her desk. Which change makes saving easy and spending a little harder?',
        'zh-TW': '小美老是從存錢的罐子裡拿錢。罐子沒蓋蓋子，就放在書桌上。下面哪一個改變，能讓存錢變簡單、花錢變麻煩一點？',
      },
      options: [
        {
          en: 'Keep the jar open, so adding coins is quick.',
          'zh-TW': '罐子繼續開著，放錢進去比較快。',
        },
        {
          en: 'Move the jar next to her bed, so she can count it at night.',
          'zh-TW': '把罐子搬到床邊，晚上睡前可以數一數。',
        },
        {
          en: 'Promise to try harder, and leave the jar right where it is, next to her pencils on the desk.',
          'zh-TW': '答應自己要更努力忍住，罐子就照樣放在書桌上、鉛筆的旁邊。',
        },
        {
          en: 'Put the jar on a high shelf, with a label of her goal.',
          'zh-TW': '把罐子放到高高的架子上，貼上目標標籤。',
        },
      ],
      correctAnswer: 3,
      feedback: {
        en: 'A high shelf puts the jar out of sight, and the label reminds her what it is for. An open jar, or a jar by her bed, is still easy to dip into. Trying harder works better when the temptation is not right in front of her.',
        'zh-TW': '放到高架子上，罐子就不在眼前，標籤還會提醒她這些錢是做什麼用的。開著的罐子、放在床邊的罐子，都還是很容易伸手去拿。誘惑不在眼前，要忍住也容易多了。',
      },
      hintCycle: [
        {
          en: 'Think of what Leo did with his jar.',
          'zh-TW': '想想阿力怎麼處理他的罐子。',
        },
        {
          en: 'Some think trying harder is enough, or that seeing the coins helps. But coins in sight are easy to take.',
          'zh-TW': '有人以為只要更努力忍住就好，或是常常看到錢會比較好。可是看得到的錢，也很容易被拿走。',
        },
        {
          en: 'The answer: put the jar on a high shelf, with a label of her goal. Out of sight, and a little harder to reach.',
          'zh-TW': '答案是：把罐子放到高高的架子上，貼上目標標籤。看不到，也比較不好拿。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'Jay goes to the night market with his family. He brings only the 50 coins he planned to spend, and leaves his savings at home. True or false: this makes unplanned spending a little harder.',
        'zh-TW': '阿哲要跟家人去逛夜市。他只帶了打算要花的 NT$50，存款留在家裡。是非題：這樣做，能讓計畫外的花費變得難一點。',
      },
      correctAnswer: true,
      feedback: {
        en: 'True. Coins left at home cannot be spent at the market. Jay still has 50 coins for the fun he planned.',
        'zh-TW': '對。留在家裡的錢，沒辦法一時衝動就花掉；阿哲還是有 NT$50，可以玩他計畫好的東西。',
      },
      hintCycle: [
        {
          en: 'Can Jay spend coins that are at home?',
          'zh-TW': '放在家裡的錢，阿哲在夜市花得到嗎？',
        },
        {
          en: 'Some think bringing all your money is safer, just in case. But extra coins in your pocket are easy to spend.',
          'zh-TW': '有人以為把錢全部帶著比較保險。可是口袋裡多出來的錢，很容易就花掉了。',
        },
        {
          en: 'The answer is true. He keeps the planned 50 coins for fun, and his savings stay safe at home.',
          'zh-TW': '答案是「對」。他帶著計畫好的 NT$50 去玩，存款好好留在家裡。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: "An's cousin is saving for a new book. Which moves would help her? Pick all that are right.",
        'zh-TW': '小安的表姊在存錢買一本新書。下面哪些做法能幫到她？（可以選好幾個）',
      },
      options: [
        {
          en: 'Keep her savings in her school bag, just in case',
          'zh-TW': '把存款放在書包裡，以防萬一',
        },
        {
          en: 'Put her piggy bank on a high shelf at home',
          'zh-TW': '把存錢筒放到家裡高高的架子上',
        },
        {
          en: 'With a grown-up, turn off videos that show new toys',
          'zh-TW': '跟大人一起，把介紹新玩具的影片關掉',
        },
        {
          en: 'Walk past the toy shop each day to test herself',
          'zh-TW': '每天故意經過玩具店，考驗自己',
        },
        {
          en: 'Take only the coins she planned when she goes out',
          'zh-TW': '出門時只帶計畫好要花的錢',
        },
      ],
      correctAnswer: [1, 2, 4],
      feedback: {
        en: 'A high shelf, fewer toy videos and only planned coins all make spending a little harder. Savings in her school bag are easy to spend. Walking past the toy shop just adds temptation.',
        'zh-TW': '高架子、少看新玩具影片、只帶計畫好的錢，都能讓花錢變得麻煩一點。放在書包裡的存款很容易花掉；每天經過玩具店，只會讓誘惑變多。',
      },
      hintCycle: [
        {
          en: 'For each move, ask: does it make the spend choice easier or harder?',
          'zh-TW': '每個做法都問問看：它讓花錢變得更容易，還是更麻煩？',
        },
        {
          en: 'Some think testing yourself makes you stronger. But the smart move is to keep temptation away.',
          'zh-TW': '有人以為考驗自己能讓自己更堅強。其實聰明的做法，是讓誘惑離自己遠一點。',
        },
        {
          en: 'The answer: the high shelf, turning off toy videos with a grown-up, and taking only the planned coins.',
          'zh-TW': '答案是：放到高架子上、跟大人一起關掉新玩具影片、出門只帶計畫好的錢。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'To save more, make the good choice easy and the spending choice a little ______.',
        'zh-TW': '想多存一點錢，就讓好的選擇變簡單，讓花錢的選擇變得______一點。',
      },
      acceptedAnswers: {
        en: ['harder', 'more difficult', 'hard', 'tougher', 'more work', 'inconvenient', 'less convenient'],
        'zh-TW': ['難', '困難', '麻煩', '不方便', '費事'],
      },
      feedback: {
        en: 'Harder. When spending takes a little more effort, saving wins more often.',
        'zh-TW': '答案是難一點、麻煩一點。花錢要多費一點力氣，存錢就比較常贏。',
      },
      hintCycle: [
        {
          en: 'Leo needed a step stool to reach his jar. Was that easy or not?',
          'zh-TW': '阿力要踩小凳子才拿得到罐子。這樣是方便，還是不方便？',
        },
        {
          en: 'It is the opposite of "easy". Saving is easy; spending is not.',
          'zh-TW': '答案跟「簡單」相反：存錢變簡單，花錢就要變得……',
        },
        {
          en: 'The answer is "harder": a little more effort stands between you and a spend.',
          'zh-TW': '答案是「難」或「麻煩」：在你和花錢之間，多放一點點阻力。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: "Leo's classmate puts 100 coins in a jar on his desk. In one week, he dips in for 15 coins, 20 coins and 25 coins. Now ______ coins are still in the jar.",
        'zh-TW': '阿力的同學把 NT$100 放進書桌上的罐子。一個星期裡，他從罐子拿了 NT$15、NT$20 和 NT$25 去花。現在罐子裡還剩______元。',
      },
      acceptedAnswers: {
        en: ['40', 'forty', '40 coins'],
        'zh-TW': ['40', '四十', 'NT$40', '40元', '40 元', '四十元'],
      },
      feedback: {
        en: '15 + 20 + 25 = 60, and 100 − 60 = 40. Three small dips took more than half of his savings.',
        'zh-TW': '15 + 20 + 25 = 60，100 − 60 = 40。三次小小的動用，就拿走了一半以上的存款。',
      },
      hintCycle: [
        {
          en: 'First add up the three dips.',
          'zh-TW': '先把拿走的三筆錢加起來。',
        },
        {
          en: 'Each dip looks small. But 15 + 20 + 25 = 60. Now take that from 100.',
          'zh-TW': '每一次看起來都不多，可是 15 + 20 + 25 = 60。再用 100 減掉它。',
        },
        {
          en: 'The answer is 40. 100 − 60 = 40: small dips from a jar in sight add up fast.',
          'zh-TW': '答案是 40。100 − 60 = 40：放在眼前的罐子，一點一點拿，很快就少了一大半。',
        },
      ],
    },
  ],
  reflection: {
    id: 'my-out-of-sight-plan',
    question: {
      en: 'What makes you want to spend, like coins in sight or a shop on your way? What could you move or change to make saving easier?',
      'zh-TW': '什麼東西會讓你很想花錢？像是看得到的零錢，或是路上經過的商店。你可以搬走或改變什麼，讓存錢變得更容易？',
    },
    placeholder: {
      en: 'Something that makes me want to spend is… I can make it a little harder by…',
      'zh-TW': '讓我很想花錢的是……，我可以……，讓花錢變得麻煩一點。',
    },
  },
} satisfies ClassicBody;

export default body;
