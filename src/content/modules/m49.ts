import type { ClassicBody } from '../schema/module-body';

/**
 * M49 · Decision Forest: "Setting My Money Boundaries" / 「設定我的金錢界線」.
 * Learning outcome (Grade 4, Spending): write personal money rules (what I share, what I ask a grown-up
 * about first, what I will not buy, how long I wait) and keep them with the forest's moves: the choice
 * steps, a pros-and-cons table, a kind, firm no, and thinking a loan through with a grown-up.
 * Benchmark, in words: the grade-4 Spending statements that people make spending choices by weighing
 * options and what they give up, and that the spending choices of others and peer pressure can influence
 * purchase decisions; the money rules are the child's own plan for meeting those choices.
 * The island's last lesson (capstone): each child writes one rule and names the move that keeps it,
 * recapping M45–M48 by their moves. M45 (Steps to a Smart Choice) and M46 (Weighing Pros and Cons) are
 * recapped by their moves, with no details from their stories: Leo uses the steps of M45's signpost
 * (stop, list the options, think about what each costs and what you give up, choose, look back;
 * zh-TW in the signpost's words 停一停、列選項、想一想、做選擇、回頭看);
 * Jay uses a pros-and-cons table and weighs the pros rather than counting them (M46); Mei uses "No
 * thanks, I'm saving for …" or a free plan (M47); An lends her books with a day to give them back, and
 * money only with Mom's OK and only money she can do without, after thinking through what could happen
 * (M48). Online buying only with a grown-up (Leo).
 * Numbers: Leo asks a grown-up first about any buy over 100; Jay waits two days before buying anything
 * over 50.
 * Jay has 90 on Tuesday (his allowance comes on Fridays, cast sheet; no payday falls in the story).
 * Keychain 80 and sketchbook 60 (Grandma Lin's prices): the keychain would leave 90 − 80 = 10; on Thursday
 * he buys the sketchbook: 90 − 60 = 30 left.
 * Quiz: q1 a rule "wait one day before buying anything over 100"; q2 stand stickers online 30 (the
 * island's own price); q3 pairs with 50 (Jay's rule); q5 Mei's allowance 50 every Monday (cast sheet),
 * her rule saves 20: 50 − 20 = 30 to spend; on Money Islands a toy costs 40 (the island's own price),
 * 40 > 30 (distractors 50 − 40 = 10, 50).
 * Facts: none — prices are Grandma Lin's or plainly the island's own.
 */
const body = {
  id: 'M49',
  format: 'classic',
  scenarios: [
    {
      id: 'four-boundary-cards',
      title: {
        en: 'Four Friends, Four Boundary Cards',
        'zh-TW': '四個好朋友，四張界線卡',
      },
      description: {
        en: 'On their last week in Decision Forest, the friends each write a money rule. Then a shiny keychain tests one of them.',
        'zh-TW': '在決策森林的最後一個星期，四個好朋友各寫下一條金錢規則。接著，一個亮晶晶的鑰匙圈，考驗了其中一條。',
      },
      context: {
        en:
          'On Monday of their last week in Decision Forest, Ms. Chen hands out cards. ' +
          '"A boundary is a line you choose for yourself," she says. "Write a money rule, and a forest move to keep it." ' +
          'An writes, "Share: my books, with a day to give them back. Lend money: only with Mom\'s OK, and only what I can do without." Her move: think through what could happen first. ' +
          'Mei writes, "Won\'t buy: things friends push me to buy." Her move: "No thanks, I\'m saving for …" and a free plan. ' +
          'Leo writes, "Ask a grown-up first: anything online, and any buy over 100 coins." ' +
          'His move: the forest steps. Stop, list the options, think about what each costs and what he gives up, choose, then look back. ' +
          'Jay writes, "Wait: two days before I buy anything over 50 coins." His move: a pros-and-cons table. ' +
          "On Tuesday, Jay has 90 coins. An 80-coin keychain at Grandma Lin's would leave 90 − 80 = 10. " +
          'So he waits and fills in his table: the keychain, or a 60-coin sketchbook? ' +
          'The keychain has more pros: shiny and fun. But the sketchbook\'s one pro matters most. It fits his drawing goal. ' +
          'On Thursday, he buys the sketchbook, and 90 − 60 = 30 coins are left. ' +
          'Pip lands on the last signpost. "Squawk! Your rules, your path!"',
        'zh-TW':
          '來到決策森林的最後一個星期。星期一，陳老師發給每個人一張卡片。' +
          '她說：「界線，就是你自己替自己畫的一條線。寫下一條金錢規則，再寫下一個在森林裡學到、能幫你守住它的做法。」' +
          '小安寫：「分享：書可以借朋友，說好哪天還。借錢：要先經過媽媽同意，而且只借少了也沒關係的錢。」她的做法：先想清楚可能會發生什麼事。' +
          '小美寫：「不買：只因為朋友一直催才買的東西。」她的做法：說「不用了，謝謝，我在存錢買……」，再提一個不花錢的點子。' +
          '阿力寫：「先問大人：在網路上買任何東西，還有買超過 NT$100 的東西。」' +
          '他的做法是森林路標上的步驟：停一停、列選項、想一想（每個選項要花多少、會放棄什麼）、做選擇，最後回頭看。' +
          '阿哲寫：「等多久：超過 NT$50 的東西，先等兩天再買。」他的做法：列一張優缺點表。' +
          '星期二，阿哲身上有 NT$90。林奶奶店裡 NT$80 的鑰匙圈如果買了，90 − 80 = 10，只剩 NT$10。' +
          '於是他先等，並且把表填好：要買鑰匙圈，還是 NT$60 的素描本？' +
          '鑰匙圈的優點比較多：亮晶晶、又好玩。可是素描本的那一個優點最重要：它符合他練畫畫的目標。' +
          '星期四，他買了素描本，90 − 60 = 30，還剩 NT$30。' +
          '皮皮停在最後一塊路標上：「嘎！自己的規則，走出自己的路！」',
      },
      thinkingPrompts: [
        {
          en: 'Why do you think each friend wrote a different rule?',
          'zh-TW': '你覺得四個好朋友為什麼各寫了不一樣的規則？',
        },
        {
          en: 'What if Jay had bought the keychain on Tuesday? What would he have given up?',
          'zh-TW': '如果阿哲星期二就買了鑰匙圈，他會放棄什麼？',
        },
        {
          en: 'The keychain had more pros, but Jay chose the sketchbook. Why can one pro matter more than two?',
          'zh-TW': '鑰匙圈的優點比較多，阿哲卻選了素描本。為什麼一個優點，可能比兩個優點更重要？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'boundary',
      term: { en: 'boundary', 'zh-TW': '界線' },
      definition: {
        en: 'A line you choose for yourself about what you will and will not do.',
        'zh-TW': '你替自己決定的一條線：什麼事願意做，什麼事不做。',
      },
      example: {
        en: "Mei's boundary: she does not buy things just because friends push her.",
        'zh-TW': '小美的界線是：不會只因為朋友一直催，就去買東西。',
      },
    },
    {
      id: 'money-rule',
      term: { en: 'money rule', 'zh-TW': '金錢規則' },
      definition: {
        en: 'A short, clear promise to yourself about how you use your money.',
        'zh-TW': '你跟自己約定好、簡短又清楚的用錢做法。',
      },
      example: {
        en: "Jay's money rule: wait two days before buying anything over 50 coins.",
        'zh-TW': '阿哲的金錢規則是：超過 NT$50 的東西，先等兩天再買。',
      },
    },
    {
      id: 'share',
      term: { en: 'share', 'zh-TW': '分享' },
      definition: {
        en: 'To let others use or enjoy something of yours.',
        'zh-TW': '讓別人一起用，或一起享受你的東西。',
      },
      example: {
        en: 'An shares her books. Her friends say which day they will give them back.',
        'zh-TW': '小安願意把書借給朋友看，只要說好哪天還。',
      },
    },
    {
      id: 'waiting-time',
      term: { en: 'waiting time', 'zh-TW': '等待期' },
      definition: {
        en: 'The time you wait before you buy, so you can think.',
        'zh-TW': '買東西前先等一段時間，讓自己好好想一想。',
      },
      example: {
        en: "Jay's waiting time is two days. He used it to fill in his table.",
        'zh-TW': '阿哲的等待期是兩天，他用這兩天把優缺點表填好。',
      },
    },
    {
      id: 'stick-to',
      term: { en: 'stick to', 'zh-TW': '遵守' },
      definition: {
        en: 'To keep doing what your rule says, even when it is hard.',
        'zh-TW': '就算不容易，也照著自己的規則做。',
      },
      example: {
        en: 'Jay stuck to his rule and waited until Thursday.',
        'zh-TW': '阿哲遵守自己的規則，一直等到星期四。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'one-money-rule',
      stem: {
        en: 'One money rule I want to make is… because…',
        'zh-TW': '我想訂的一條金錢規則是……因為……',
      },
      examples: [
        {
          en: 'One money rule I want to make is to wait a day before buying toys, because I change my mind.',
          'zh-TW': '我想訂的一條金錢規則是：買玩具前先等一天，因為我常常過一下就不想要了。',
        },
        {
          en: 'One money rule I want to make is to ask Mom before any online buy, because she can help me check.',
          'zh-TW': '我想訂的一條金錢規則是：在網路上買東西前先問媽媽，因為她可以幫我確認。',
        },
      ],
    },
    {
      id: 'a-boundary-about-sharing',
      stem: {
        en: 'A boundary about sharing could be…',
        'zh-TW': '關於分享，我的界線可以是……',
      },
      examples: [
        {
          en: 'A boundary about sharing could be: I share my snacks, but I lend money only with my dad\'s OK.',
          'zh-TW': '關於分享，我的界線可以是：零食可以分享，但是借錢要先經過爸爸同意。',
        },
      ],
    },
    {
      id: 'to-stick-to-my-rule',
      stem: {
        en: 'To stick to my rule, I can use…',
        'zh-TW': '為了遵守我的規則，我可以用……',
      },
      examples: [
        {
          en: 'To stick to my rule, I can use a pros-and-cons table during my waiting time.',
          'zh-TW': '為了遵守我的規則，我可以在等待期裡，列一張優缺點表。',
        },
        {
          en: 'To stick to my rule, I can use a kind, firm no: "No thanks, I\'m saving for a ball."',
          'zh-TW': '為了遵守我的規則，我可以溫和又堅定地說：「不用了，謝謝，我在存錢買球。」',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: "Mei's cousin is writing her first money rule. She wants one that she can check at the end of each week. Which rule is the clearest?",
        'zh-TW': '小美的表姊正在寫她的第一條金錢規則。她希望每個星期結束時，都能檢查自己有沒有做到。哪一條規則最清楚？',
      },
      options: [
        {
          en: 'I will try to be a bit better with my money someday.',
          'zh-TW': '我以後會試著在用錢這件事上，表現得更好一點。',
        },
        {
          en: 'I won\'t waste my money on silly things.',
          'zh-TW': '我不會把錢浪費在沒用的東西上。',
        },
        {
          en: 'Most of the time, I will spend my money in a smart way.',
          'zh-TW': '大部分的時候，我會用聰明的方式花錢。',
        },
        {
          en: 'I wait one day before buying anything over 100 coins.',
          'zh-TW': '超過 NT$100 的東西，先等一天再買。',
        },
      ],
      correctAnswer: 3,
      feedback: {
        en: 'A clear rule says what, how much and how long, so you can check if you kept it. "Try to be better," "silly things" and "in a smart way" sound nice, but nobody can tell when they are kept.',
        'zh-TW': '清楚的規則會說出做什麼、多少錢、等多久，這樣才能檢查自己有沒有做到。「試著好一點」「沒用的東西」「聰明的方式」聽起來不錯，卻沒辦法知道到底有沒有做到。',
      },
      hintCycle: [
        {
          en: 'At the end of the week, which rule could she check with a clear yes or no?',
          'zh-TW': '到了週末，哪一條規則能清楚回答「有做到」或「沒做到」？',
        },
        {
          en: 'A wish like "try to be better" has no when. "Silly" and "smart" change from day to day. Look for a rule with a number and a time.',
          'zh-TW': '「試著好一點」只是願望，沒說什麼時候；「沒用」和「聰明」每天的標準都可能不一樣。找找看有數字、也有時間的規則。',
        },
        {
          en: 'The answer: "I wait one day before buying anything over 100 coins." It says how much and how long.',
          'zh-TW': '答案是：「超過 NT$100 的東西，先等一天再買。」它說清楚了多少錢、等多久。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'Leo\'s rule: "I ask Dad before I buy anything online." He finds stickers for his stand online. On Money Islands, they cost 30 coins. True or false: They cost so little that Leo can skip asking Dad this time.',
        'zh-TW': '阿力的規則是：「在網路上買任何東西之前，先問爸爸。」他在網路上看到攤位用的貼紙，在理財冒險島上要 NT$30。是非題：這個很便宜，所以這次阿力可以不用先問爸爸。',
      },
      correctAnswer: false,
      feedback: {
        en: 'False. Leo\'s rule is about buying online, at any price. A grown-up helps check the seller and the total. Sticking to a rule means keeping it on easy days too.',
        'zh-TW': '錯。阿力的規則說的是「在網路上買東西」，不管多少錢。大人可以幫忙確認賣家和總共要付多少錢。遵守規則，就是連小事也照著做。',
      },
      hintCycle: [
        {
          en: 'What does Leo\'s rule say, word for word?',
          'zh-TW': '阿力的規則，一字一句是怎麼寫的？',
        },
        {
          en: 'Some think small buys do not count. But his rule is about where he buys, online, not how much.',
          'zh-TW': '有人以為小錢不算數。可是他的規則管的是「在哪裡買」，也就是網路上，不是「花多少」。',
        },
        {
          en: 'The answer is false. The rule covers buying online at any price, so Leo asks Dad first.',
          'zh-TW': '答案是「錯」。不管多少錢，只要是在網路上買，阿力都要先問爸爸。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Each pair shows a money rule, then a move. In which pairs does the move really help keep the rule? Pick all that are right.',
        'zh-TW': '每一組先寫一條金錢規則，再寫一個做法。哪幾組的做法，真的能幫忙守住規則？（可以選好幾個）',
      },
      options: [
        {
          en: '"I lend money only with a grown-up\'s OK." → Lend it now, and tell Mom next week.',
          'zh-TW': '「借錢要先經過大人同意。」→ 先借出去，下個星期再告訴媽媽。',
        },
        {
          en: '"I don\'t buy things just because friends push me." → "No thanks, I\'m saving for a ball."',
          'zh-TW': '「不會只因為朋友一直催就買東西。」→「不用了，謝謝，我在存錢買球。」',
        },
        {
          en: '"I wait two days before I buy anything over 50 coins." → Buy it today, and wait two days to open it.',
          'zh-TW': '「超過 NT$50 的東西，先等兩天再買。」→ 今天先買，等兩天再拆開。',
        },
        {
          en: '"I ask a grown-up before I buy online." → Show Dad the page, and decide together.',
          'zh-TW': '「在網路上買東西前，先問大人。」→ 把網頁拿給爸爸看，一起決定。',
        },
        {
          en: '"Before a big buy, I weigh my choices." → Make a pros-and-cons table, and see which pros matter most.',
          'zh-TW': '「花大錢之前，先比一比。」→ 列一張優缺點表，看看哪些優點最重要。',
        },
      ],
      correctAnswer: [1, 3, 4],
      feedback: {
        en: 'A kind, firm no, deciding with Dad, and a pros-and-cons table all keep their rules. Telling Mom after you lend skips the OK. Waiting after you buy is not waiting: the money is already spent.',
        'zh-TW': '溫和又堅定的拒絕、跟爸爸一起決定、列優缺點表，都能守住規則。借出去以後才告訴媽媽，就跳過了「先同意」；買了以後才等，不算等待，錢已經花掉了。',
      },
      hintCycle: [
        {
          en: 'For each pair, ask: does the move happen before the money leaves?',
          'zh-TW': '每一組都問問看：這個做法，是不是在錢花出去「之前」做的？',
        },
        {
          en: 'Two moves come too late. Telling Mom next week skips her OK, and waiting after you buy does not slow the buy. Three pairs are right.',
          'zh-TW': '有兩個做法太晚了：下個星期才告訴媽媽，就跳過了她的同意；買了才等，並沒有讓自己慢下來。正確的有三組。',
        },
        {
          en: 'The answers: "No thanks, I\'m saving for a ball," showing Dad the page, and a pros-and-cons table. Each works before paying.',
          'zh-TW': '答案是：「不用了，謝謝，我在存錢買球」、把網頁拿給爸爸看、列優缺點表。它們都在付錢之前發揮作用。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'Your own line about money, like "I share snacks, but I lend money only with Mom\'s OK," is a money ______.',
        'zh-TW': '你替自己畫下、跟錢有關的一條線，像是「零食可以分享，借錢要先經過媽媽同意」，就是你的金錢______。',
      },
      acceptedAnswers: {
        en: ['boundary', 'rule', 'limit', 'principle'],
        'zh-TW': ['界線', '規則', '原則', '底線', '規定', '守則', '界限'],
      },
      feedback: {
        en: 'It is a money boundary, or money rule: a line you choose for yourself. You decide it before the moment comes, so it is easier to keep.',
        'zh-TW': '這就是金錢界線，也可以說是金錢規則：你替自己畫的一條線。事先決定好，事情來的時候就比較容易守住。',
      },
      hintCycle: [
        {
          en: 'Think of the cards the four friends wrote on.',
          'zh-TW': '想想四個好朋友寫的那張卡片。',
        },
        {
          en: 'It is not a price or a goal. It is a line you will not cross, chosen by you.',
          'zh-TW': '不是價錢，也不是目標，而是你自己決定、不會跨過去的一條線。',
        },
        {
          en: 'The answer is "boundary" (or "rule"): your own line about money.',
          'zh-TW': '答案是「界線」（也可以說「規則」）：你替自己畫的、跟錢有關的一條線。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: 'Mei\'s allowance is 50 coins every Monday. Her rule: "I save 20 coins of my allowance each Monday." On Money Islands, a toy car costs 40 coins. A friend says, "Buy one with us!" If Mei keeps her rule, how much can she spend this week? ______',
        'zh-TW': '小美每個星期一有 NT$50 零用錢。她的規則是：「每個星期一先存 NT$20。」在理財冒險島上，一台玩具車要 NT$40。朋友說：「跟我們一起買嘛！」如果小美遵守規則，這個星期她可以花多少錢？______',
      },
      acceptedAnswers: {
        en: ['30', 'thirty', '30 coins', 'thirty coins'],
        'zh-TW': ['30', '三十', 'NT$30', '30元', '30 元', '三十元', '30塊', '三十塊'],
      },
      feedback: {
        en: '50 − 20 = 30 coins to spend. The toy car costs 40, more than 30. So her rule gives her an answer: "No thanks, I\'m saving."',
        'zh-TW': '50 − 20 = 30，她可以花 NT$30。玩具車要 NT$40，比 NT$30 多。所以她的規則已經幫她想好答案：「不用了，謝謝，我在存錢。」',
      },
      hintCycle: [
        {
          en: 'Her rule comes first. What does she put aside each Monday?',
          'zh-TW': '先照規則來：她每個星期一先存多少？',
        },
        {
          en: 'Do not start with the toy: 50 − 40 = 10 breaks her rule. And 50 forgets the 20 she saves. Take 20 from 50.',
          'zh-TW': '別從玩具開始算：50 − 40 = 10，這樣就沒守住規則；說 NT$50 也忘了要存的 NT$20。用 50 減掉 20。',
        },
        {
          en: 'The answer is 30. 50 − 20 = 30, and the 40-coin toy car does not fit this week.',
          'zh-TW': '答案是 30。50 − 20 = 30，NT$40 的玩具車，這個星期買不了。',
        },
      ],
    },
  ],
  reflection: {
    id: 'my-boundary-card',
    question: {
      en: 'Write your own boundary card: one rule about sharing and one about waiting. Which forest move will help you keep each one?',
      'zh-TW': '寫一張你自己的界線卡：一條關於分享，一條關於等待。你會用森林裡的哪個做法，幫自己守住它們？',
    },
    placeholder: {
      en: 'What I share: … How long I wait: … To keep them, I will…',
      'zh-TW': '我願意分享的：……我會等多久：……為了守住它們，我會……',
    },
  },
} satisfies ClassicBody;

export default body;
