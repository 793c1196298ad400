import type { ClassicBody } from '../schema/module-body';

/**
 * M50 · Shield Island: "How Insurance Protects Us" / 「保險怎麼保護我們」.
 * Learning outcome (Grade 4, Managing Risk): explain that insurance means many people each pay a small
 * amount (a premium, 保費) so that the few who have a loss get help paying for it (a claim, 申請理賠).
 * Benchmark, in words: the grade-4 Managing Risk statements that people can limit a money loss from a risk
 * by sharing it with others through insurance, paying a small, sure cost instead of a large, unsure one.
 * The island's first lesson: the class leaves Decision Forest with the money rules they wrote there (M49)
 * and reaches the lighthouse of Shield Island; Leo remembers the recorder fund of Risk Volcano (M23).
 * Numbers: the Stand Shield is the island's own plan, and the story says its figures are island prices
 * ("On Money Islands … These are island prices. Real insurance prices are different."): 30 coins a year
 * per stand; a jug with a tap costs 300 coins (the island's own price, as in M13), so the claim of 300 is
 * the island's too; the stand leaves about 140 coins each Saturday (cast sheet) → 140 + 140 = 280, less
 * than 300; 40 stands × 30 = 1,200 coins in the Shield; the claim pays 300 → 1,200 − 300 = 900 left for
 * other stands. Leo pays the premium with Mom's OK. Prompt: 1 × 30 = 30 if only Leo had joined.
 * Quiz (every figure stem opens "On Money Islands", the island's own figures): q1 Bike Shield 50 × 40 =
 * 2,000, two repairs 500 + 500 = 1,000 (distractor: one family's 40 alone, far from 500); q3 Home Shield
 * 100 × 50 = 5,000, 3 leaky roofs, 100 − 3 = 97 other families; q5 Bag Shield 30 × 20 = 600,
 * 600 ÷ 200 = 3 repairs (distractor 30 + 20 = 50).
 * Facts:
 * - National Health Insurance (全民健保): everyone who lives in Taiwan must join by law; its cost is shared
 *   by the insured person, employers and the government; it helps pay when someone is ill (art. 1: it gives
 *   benefits for illness, injury and childbirth) (story, term: "Our family, workplaces and the government pay
 *   into National Health Insurance. It helps pay for this.") — National Health Insurance Act arts. 1 and 27
 *   (全民健康保險法第 1、27 條), 2025
 */
const body = {
  id: 'M50',
  format: 'classic',
  scenarios: [
    {
      id: 'leos-stand-shield',
      title: {
        en: "Leo's Stand Shield",
        'zh-TW': '阿力的攤位守護金',
      },
      description: {
        en: 'Leo can pay 30 coins to join the Stand Shield. But what if nothing ever breaks?',
        'zh-TW': '阿力可以付 NT$30 加入攤位守護金。可是，萬一什麼東西都沒壞呢？',
      },
      context: {
        en:
          'The class leaves Decision Forest with their new money rules. A lighthouse shines on Shield Island. ' +
          '"Squawk!" says Pip. "Now learn to guard what you have!" ' +
          'On Monday, Mom shows Leo a note. "The Stand Shield is insurance for stands. If wind or rain breaks something, it helps pay." ' +
          'On Money Islands, a stand pays 30 coins a year to join, and a jug with a tap costs 300 coins. ' +
          'These are island prices. Real insurance prices are different. ' +
          'Leo thinks of his own jug. Two Saturdays of stand money is only about 140 + 140 = 280. ' +
          '"But if nothing breaks, my 30 coins are gone!" ' +
          'He remembers the recorder fund on Risk Volcano. 40 stands have joined: 40 × 30 = 1,200 coins. ' +
          '"Many pay a little, so the few with a loss get help." With Mom\'s OK, he pays the 30-coin premium. ' +
          'On Wednesday, Leo has a cold. At the clinic, Dad says, "Our family, workplaces and the government pay into National Health Insurance. It helps pay for this." ' +
          'On Saturday, wind knocks the jug over. Crack! ' +
          'On Sunday, Dad helps Leo make a claim. The Shield pays 300 coins for a new jug. 1,200 − 300 = 900 coins are left for other stands. ' +
          '"Squawk!" says Pip. "A small premium, a big help!"',
        'zh-TW':
          '全班帶著新訂好的金錢規則，走出了決策森林。守護島上的燈塔閃閃發亮。' +
          '皮皮叫著：「嘎！現在來學學怎麼守護自己擁有的東西吧！」' +
          '星期一，媽媽拿一張通知給阿力看：「攤位守護金，就是給攤位的保險。要是颳風下雨弄壞了東西，它會幫忙出錢。」' +
          '在理財冒險島上，一個攤位一年付 NT$30 就能加入，一個有水龍頭的大桶子要 NT$300。' +
          '這些是島上自己的價錢，真實的保險價錢不一樣。' +
          '阿力想到自己的大桶子。擺兩個星期六的攤，大約也才留下 140 + 140 = 280，還不夠買一個呢。' +
          '「可是，要是什麼都沒壞，我的 NT$30 不就沒了？」' +
          '接著，他想起風險火山上的直笛互助金。現在已經有 40 個攤位加入：40 × 30 = 1,200，一共 NT$1,200。' +
          '「很多人各出一點，遇到損失的少數人就能得到幫忙。」媽媽同意後，他付了 NT$30 的保費。' +
          '星期三，阿力感冒了。在診所裡，爸爸說：「我們家、公司和政府，都有繳全民健保的錢。像這次看醫生，健保就會幫忙付。」' +
          '星期六，一陣強風把大桶子吹倒了。「匡啷！」桶子摔裂了。' +
          '星期天，爸爸陪阿力申請理賠，守護金付了 NT$300，讓他買一個新的大桶子。1,200 − 300 = 900，還剩 NT$900 可以幫其他攤位。' +
          '皮皮叫著：「嘎！小小的保費，大大的幫忙！」',
      },
      thinkingPrompts: [
        {
          en: 'Leo worried that his 30 coins would be gone if nothing broke. What made him decide to join anyway?',
          'zh-TW': '阿力本來擔心，要是什麼都沒壞，NT$30 就白白沒了。後來是什麼讓他決定加入？',
        },
        {
          en: 'What if only Leo\'s stand had joined? 1 × 30 = 30 coins. Could the Shield still pay for a 300-coin jug?',
          'zh-TW': '如果只有阿力一個攤位加入呢？1 × 30 = 30，只有 NT$30。守護金還付得起 NT$300 的大桶子嗎？',
        },
        {
          en: 'Would you pay a premium to protect a 10-coin pencil? Why or why not?',
          'zh-TW': '你會為了一枝 NT$10 的鉛筆付保費嗎？為什麼？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'insurance',
      term: { en: 'insurance', 'zh-TW': '保險' },
      definition: {
        en: 'A plan where many people each pay a little, so the few who have a loss get help.',
        'zh-TW': '很多人各付一點錢，遇到損失的少數人，就能得到幫忙。',
      },
      example: {
        en: 'The Stand Shield is insurance for the stands on Money Islands.',
        'zh-TW': '攤位守護金，就是理財冒險島上給攤位的保險。',
      },
    },
    {
      id: 'premium',
      term: { en: 'premium', 'zh-TW': '保費' },
      definition: {
        en: 'The small amount you pay to be part of insurance.',
        'zh-TW': '為了加入保險，要付的一小筆錢。',
      },
      example: {
        en: 'Leo pays a premium of 30 coins a year.',
        'zh-TW': '阿力一年付 NT$30 的保費。',
      },
    },
    {
      id: 'loss',
      term: { en: 'loss', 'zh-TW': '損失' },
      definition: {
        en: 'Money or things you lose when something bad happens.',
        'zh-TW': '發生不好的事情時，失去的錢或東西。',
      },
      example: {
        en: 'The cracked 300-coin jug was a loss for Leo.',
        'zh-TW': '摔裂的 NT$300 大桶子，就是阿力的損失。',
      },
    },
    {
      id: 'claim',
      term: { en: 'claim', 'zh-TW': '申請理賠' },
      definition: {
        en: 'Asking the insurance to help pay after a loss.',
        'zh-TW': '發生損失以後，請保險幫忙出錢。',
      },
      example: {
        en: 'Leo made a claim, and the Shield paid 300 coins for a new jug.',
        'zh-TW': '阿力申請理賠，守護金就付了 NT$300 讓他買新桶子。',
      },
    },
    {
      id: 'national-health-insurance',
      term: { en: 'National Health Insurance', 'zh-TW': '全民健保' },
      definition: {
        en: "Taiwan's health insurance. By law, everyone who lives in Taiwan joins it.",
        'zh-TW': '台灣的健康保險。法律規定，住在台灣的人都要加入。',
      },
      example: {
        en: 'Families, workplaces and the government share the cost of it. It helped pay when Leo saw the doctor.',
        'zh-TW': '全民健保的錢，由家庭、公司和政府一起分擔。阿力去看醫生時，健保幫忙付了錢。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'insurance-protects-us',
      stem: {
        en: 'Insurance protects us because…',
        'zh-TW': '保險能保護我們，是因為……',
      },
      examples: [
        {
          en: 'Insurance protects us because many people each pay a small premium. Then the few who have a loss get help.',
          'zh-TW': '保險能保護我們，是因為很多人各付一小筆保費，遇到損失的少數人就能得到幫忙。',
        },
        {
          en: 'Insurance protects us because one big loss is shared by many people, not paid by one family alone.',
          'zh-TW': '保險能保護我們，是因為一筆很大的損失由很多人一起分擔，不用一個家庭自己扛。',
        },
      ],
    },
    {
      id: 'a-claim-means',
      stem: {
        en: 'After a loss, making a claim means…',
        'zh-TW': '發生損失以後，申請理賠就是……',
      },
      examples: [
        {
          en: 'After a loss, making a claim means asking the insurance to help pay, like Leo did for his jug.',
          'zh-TW': '發生損失以後，申請理賠就是請保險幫忙出錢，就像阿力為大桶子做的那樣。',
        },
      ],
    },
    {
      id: 'even-when-nothing-breaks',
      stem: {
        en: 'Even when nothing breaks, my premium…',
        'zh-TW': '就算什麼都沒壞，我付的保費還是……',
      },
      examples: [
        {
          en: 'Even when nothing breaks, my premium can help someone else. And I am protected all year.',
          'zh-TW': '就算什麼都沒壞，我付的保費還是能幫到別人，而且我一整年都有保障。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: 'On Money Islands, 50 families join a Bike Shield. Each pays a 40-coin premium a year. This year, a storm damages 2 bikes. Each repair costs 500 coins. Which sentence explains how the Shield can pay for both?',
        'zh-TW': '在理財冒險島上，有 50 個家庭加入腳踏車守護金，每個家庭一年付 NT$40 的保費。今年，一場暴風雨弄壞了 2 台腳踏車，每台要花 NT$500 修理。下面哪一句，說明了守護金為什麼付得起這兩筆修理費？',
      },
      options: [
        {
          en: 'The 2 families pay the Shield back later, a little each week.',
          'zh-TW': '那 2 個家庭之後要把錢還給守護金，每個星期還一點。',
        },
        {
          en: 'The Shield makes bikes stronger, so fewer of them break.',
          'zh-TW': '守護金會讓腳踏車變得更堅固，比較不容易壞。',
        },
        {
          en: 'The premiums of all 50 families together pay for 2 repairs.',
          'zh-TW': '50 個家庭的保費合起來，就能付這 2 筆修理費。',
        },
        {
          en: "Each family's own 40 coins pays for its own repair.",
          'zh-TW': '每個家庭各用自己的 NT$40，修自己的車。',
        },
      ],
      correctAnswer: 2,
      feedback: {
        en: 'The Shield has 50 × 40 = 2,000 coins. The two repairs cost 500 + 500 = 1,000 coins. Most families had no loss, so their premiums help the two who did. A claim is not a loan, so nobody pays it back. A premium cannot make a bike stronger. And one family\'s 40 coins alone cannot pay for a 500-coin repair.',
        'zh-TW': '守護金裡有 50 × 40 = 2,000，也就是 NT$2,000。兩筆修理費是 500 + 500 = 1,000。大部分的家庭沒有損失，他們的保費就能幫那兩個有損失的家庭。理賠不是借錢，不用還；保費也不會讓腳踏車變堅固；一個家庭只靠自己的 NT$40，付不起 NT$500 的修理費。',
      },
      hintCycle: [
        {
          en: 'How many families pay in? How many have a loss?',
          'zh-TW': '有多少個家庭付保費？又有多少個家庭遇到損失？',
        },
        {
          en: 'A claim is not a loan, so nobody pays it back. A premium cannot stop a storm. And a premium is not your own savings box: 40 coins alone is far from 500.',
          'zh-TW': '理賠不是借錢，不用還；保費也擋不住暴風雨；保費更不是自己的存錢筒，只靠自己的 NT$40，離 NT$500 還差得遠。',
        },
        {
          en: 'The answer: the premiums of all 50 families together pay for 2 repairs. 50 × 40 = 2,000 coins, more than the 1,000 the repairs cost.',
          'zh-TW': '答案是：50 個家庭的保費合起來，就能付這 2 筆修理費。50 × 40 = 2,000，比修理費 NT$1,000 還多。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'The Stand Shield paid 300 coins for Leo\'s new jug. True or false: a claim is like a loan, so Leo will pay the 300 coins back to the Shield.',
        'zh-TW': '攤位守護金付了 NT$300，讓阿力買新的大桶子。是非題：申請理賠就像借錢，所以阿力之後要把 NT$300 還給守護金。',
      },
      correctAnswer: false,
      feedback: {
        en: 'False. A claim is not a loan. Leo paid his part first: the 30-coin premium. In return, the Shield helps pay after a loss, and he does not pay that help back.',
        'zh-TW': '錯。申請理賠不是借錢。阿力已經先付了自己的那一份，也就是 NT$30 的保費。所以發生損失以後，守護金幫忙出的錢，他不用還。',
      },
      hintCycle: [
        {
          en: 'What did Leo pay before the wind came?',
          'zh-TW': '在強風吹來之前，阿力先付了什麼？',
        },
        {
          en: 'Some think insurance money has to be paid back, like a loan. But with a loan, you get money first and pay it back later. With insurance, you pay a small premium first.',
          'zh-TW': '有人以為保險給的錢要還，就像借錢一樣。可是借錢是先拿到錢，之後再還；保險卻是先付一小筆保費，出了事才得到幫忙。',
        },
        {
          en: 'The answer is false. A claim is help Leo already paid for with his premium. It is not a loan.',
          'zh-TW': '答案是「錯」。理賠是阿力用保費換來的幫忙，不是借來的錢。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'On Money Islands, 100 families join a Home Shield. Each pays a 50-coin premium. After a big storm, 3 families have a leaky roof. Which sentences are true? Pick all that are right.',
        'zh-TW': '在理財冒險島上，有 100 個家庭加入房屋守護金，每個家庭付 NT$50 的保費。一場大暴風雨過後，有 3 個家庭的屋頂漏水了。下面哪些說法是對的？（可以選好幾個）',
      },
      options: [
        {
          en: '100 × 50 = 5,000 coins go into the Shield.',
          'zh-TW': '100 × 50 = 5,000，守護金裡有 NT$5,000。',
        },
        {
          en: 'Only the 3 families with a leaky roof paid a premium.',
          'zh-TW': '只有屋頂漏水的那 3 個家庭有付保費。',
        },
        {
          en: 'The 3 families can make a claim for help with the repair.',
          'zh-TW': '那 3 個家庭可以申請理賠，請守護金幫忙付修理費。',
        },
        {
          en: 'The Shield stops roofs from leaking.',
          'zh-TW': '守護金能讓屋頂不再漏水。',
        },
        {
          en: 'The other 97 families wasted their premiums.',
          'zh-TW': '另外 97 個家庭付的保費，等於白花了。',
        },
      ],
      correctAnswer: [0, 2],
      feedback: {
        en: 'All 100 families paid in: 100 × 50 = 5,000 coins. The 3 families with a loss make a claim. The Shield cannot stop a leak. The other 100 − 3 = 97 premiums were not wasted: they helped the 3 families, and every home was protected.',
        'zh-TW': '100 個家庭都付了保費：100 × 50 = 5,000。有損失的 3 個家庭申請理賠。守護金沒辦法讓屋頂不漏水。另外 100 − 3 = 97 個家庭的保費也沒有白花：它們幫到了那 3 個家庭，而且每一戶都有保障。',
      },
      hintCycle: [
        {
          en: 'Who pays the premium: everyone, or just the families with a loss?',
          'zh-TW': '誰要付保費？是每一個家庭，還是只有遇到損失的家庭？',
        },
        {
          en: 'Everyone pays before anyone knows who will have a loss. Insurance helps pay for a leak; it does not stop one. And a premium that helps others is not wasted.',
          'zh-TW': '大家是在還不知道誰會出事之前就先付保費的。保險是幫忙付修理費，不是讓屋頂不漏水。幫到別人的保費，也不算白花。',
        },
        {
          en: 'The answer: 100 × 50 = 5,000 coins go into the Shield, and the 3 families can make a claim.',
          'zh-TW': '答案是：「100 × 50 = 5,000，守護金裡有 NT$5,000」和「那 3 個家庭可以申請理賠」。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: "Mei's aunt pays a small amount each year, so her scooter has insurance. In insurance words, that amount is the ______ she pays.",
        'zh-TW': '小美的阿姨每年付一小筆錢，讓她的機車有保險。用保險的說法，這筆錢就是她付的______。',
      },
      acceptedAnswers: {
        en: ['premium', 'premiums', 'insurance premium', 'insurance premiums', 'insurance fee'],
        'zh-TW': ['保費', '保險費'],
      },
      feedback: {
        en: 'It is her premium: the small amount she pays to be part of insurance. If something happens to her scooter, she can make a claim.',
        'zh-TW': '這筆錢就是保費：為了加入保險而付的一小筆錢。要是機車出了狀況，她就可以申請理賠。',
      },
      hintCycle: [
        {
          en: 'Think of the 30 coins Leo paid to join the Stand Shield.',
          'zh-TW': '想想阿力為了加入攤位守護金，付的那 NT$30。',
        },
        {
          en: 'It is not the claim: a claim is asking for help after a loss. It is not "insurance" either: that is the whole plan. This amount is paid before, every year.',
          'zh-TW': '不是「申請理賠」，那是出事以後才請保險幫忙；也不是「保險」，那是指整個辦法。這筆錢是事先付的，而且每年都要付。',
        },
        {
          en: 'The answer is "premium". A premium is the small amount you pay to be part of insurance.',
          'zh-TW': '答案是「保費」。保費就是為了加入保險，要付的一小筆錢。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: 'On Money Islands, 30 kids each pay a 20-coin premium into the school\'s Bag Shield. Fixing a torn school bag costs 200 coins. The number of repairs the Shield can pay for is ______.',
        'zh-TW': '在理財冒險島上，30 個小朋友各付 NT$20 的保費，加入學校的書包守護金。修好一個破掉的書包要 NT$200。這筆守護金可以付的修理次數是______。',
      },
      acceptedAnswers: {
        en: ['3', 'three', '3 repairs', 'three repairs'],
        'zh-TW': ['3', '三', '3次', '3 次', '三次'],
      },
      feedback: {
        en: '30 × 20 = 600 coins are in the Shield, and 600 ÷ 200 = 3. Each kid paid only 20 coins, but together they can pay for 3 repairs of 200 coins.',
        'zh-TW': '守護金裡有 30 × 20 = 600，也就是 NT$600；600 ÷ 200 = 3。每個人只付了 NT$20，合起來卻能付 3 次 NT$200 的修理費。',
      },
      hintCycle: [
        {
          en: 'First find how many coins are in the Shield.',
          'zh-TW': '先算算看，守護金裡一共有多少錢。',
        },
        {
          en: 'Multiply, do not add: 30 + 20 = 50 is not what the Shield holds. Find 30 × 20, then see how many 200s fit in it.',
          'zh-TW': '要用乘的，不是加的：30 + 20 = 50 不是守護金的錢。先算 30 × 20，再看看裡面有幾個 200。',
        },
        {
          en: 'The answer is 3. 30 × 20 = 600, and 600 ÷ 200 = 3. Many small premiums add up to real help.',
          'zh-TW': '答案是 3。30 × 20 = 600，600 ÷ 200 = 3。很多筆小小的保費，合起來就是真正的幫忙。',
        },
      ],
    },
  ],
  reflection: {
    id: 'a-group-that-shares',
    question: {
      en: 'Think of a group you belong to, like a class, a team or a club. With a grown-up\'s help, what cost could the group share, the way the Stand Shield does? Who would pay in, and who would get help?',
      'zh-TW': '想一想你參加的團體，像是班級、球隊或社團。在大人的幫忙下，有什麼花費可以像攤位守護金那樣，讓大家一起分擔？誰要付錢？誰會得到幫忙？',
    },
    placeholder: {
      en: 'Our… could share the cost of… Each person would pay… If someone had a loss…',
      'zh-TW': '我們的……可以一起分擔……的花費。每個人付……，如果有人遇到損失……',
    },
  },
} satisfies ClassicBody;

export default body;
