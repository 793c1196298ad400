import type { AdventureBody } from '../schema/module-body';

/**
 * M08 · Seed Island: "Banks Keep Money Safe" / 「銀行幫我們保管錢」.
 * Learning outcome (Grade 4, Saving): explain why people keep savings in a bank or post-office account
 * (kept safe, kept on record) and work out a balance after deposits and withdrawals.
 * Numbers: An's piggy bank 1,200 (red envelopes and saved allowance); 1,000 into her post-office account,
 * 200 kept at home → 1,000 + 200 = 1,200. Balance examples: 1,000 − 300 = 700; 1,000 + 150 = 1,150;
 * Leo deposits 280 from two Saturdays at his stand (about 140 each, cast sheet: 140 + 140 = 280).
 * Frames: 500 − 200 = 300. Quiz: q1 Leo deposits 280; q3 800 + 200 = 1,000, 1,000 − 300 = 700
 * (800 + 200 − 300 = 700); q4 +100. Mission: 500 + 200 − 100 = 600.
 * Facts:
 * - money in a bank account in Taiwan is covered by deposit insurance, up to 3,000,000 (NT$3,000,000) for
 *   each person at each bank (the lesson says nothing about what covers post-office savings) — Deposit
 *   Insurance Act art. 13; Central Deposit Insurance Corporation, limit since 2011
 * - a lost passbook is reported lost (掛失) to the bank or post office at once — bank and Chunghwa Post
 *   customer terms, 2025
 */

const body = {
  id: 'M08',
  format: 'adventure',
  storyIntro: [
    {
      en: 'An\'s piggy bank is so full that it hardly rattles! She got red envelopes at New Year, and she saved her allowance too. She counts it all: 1,200 coins.',
      'zh-TW': '小安的存錢筒滿到搖都搖不太動了！過年收到的紅包，加上省下來的零用錢，她仔細數一數，一共有 NT$1,200。',
    },
    {
      en: '"Where should I keep all this money?" An asks. Mei points to the desk. "Why not in your drawer? It is close by!"',
      'zh-TW': '「這麼多錢，要放在哪裡才好呢？」小安問。小美指著書桌說：「放在抽屜裡呀，拿起來很方便！」',
    },
    {
      en: 'Pip flaps his wings. "Squawk! A drawer gets messy, and money can get lost in it. A bank locks money away, safe from thieves and fire. It also keeps a record of every coin that is yours."',
      'zh-TW': '皮皮拍拍翅膀說：「嘎！抽屜容易亂七八糟，錢放著放著就可能不見了。銀行會把錢鎖得好好的，不怕小偷，也不怕火災，還會把屬於你的每一塊錢都記錄下來。」',
    },
    {
      en: 'On Saturday, An and her mom go to the post office. With Mom\'s help, An opens her own account. She puts in 1,000 coins. She keeps 200 coins at home for small things. 1,000 + 200 = 1,200.',
      'zh-TW': '星期六，小安和媽媽一起去郵局。媽媽陪著她，開了一個自己的帳戶。小安存進 NT$1,000，留 NT$200 在家裡買小東西。1,000 + 200 = 1,200，剛剛好。',
    },
    {
      en: 'The clerk gives An a passbook. It is a small book that shows her balance: 1,000 coins. "Keep it safe," says Mom. "If it is ever lost, we tell the post office at once." An smiles. Her money has a safe home now.',
      'zh-TW': '櫃檯的阿姨給小安一本存摺，上面印著她的餘額：NT$1,000。媽媽說：「要收好喔。萬一弄丟了，我們要馬上去郵局掛失。」小安開心地笑了，她的錢終於有一個安全的家。',
    },
  ],
  definitions: [
    {
      term: { en: 'bank', 'zh-TW': '銀行' },
      definition: {
        en: 'A place that keeps money safe. It keeps track of how much belongs to each person. A post office can do this too.',
        'zh-TW': '幫大家保管錢、並記清楚每個人有多少錢的地方。郵局也可以幫忙存錢喔。',
      },
      example: {
        en: 'Many families keep their savings in a bank.',
        'zh-TW': '很多家庭會把存下來的錢放在銀行。',
      },
    },
    {
      term: { en: 'account', 'zh-TW': '帳戶' },
      definition: {
        en: 'Your own place at a bank or post office. It shows how much money is yours.',
        'zh-TW': '你在銀行或郵局專屬的「錢的位置」，上面記著有多少錢是你的。',
      },
      example: {
        en: 'An has an account at the post office. Her mom helped her open it.',
        'zh-TW': '小安有一個郵局帳戶，是媽媽陪她去開的。',
      },
    },
    {
      term: { en: 'deposit', 'zh-TW': '存款' },
      definition: {
        en: 'To put money into your account.',
        'zh-TW': '把錢存進你的帳戶。',
      },
      example: {
        en: 'An deposits 1,000 coins into her account.',
        'zh-TW': '小安到郵局存款，把 NT$1,000 存進帳戶。',
      },
    },
    {
      term: { en: 'withdraw', 'zh-TW': '提款' },
      definition: {
        en: 'To take money out of your account.',
        'zh-TW': '把錢從你的帳戶裡領出來。',
      },
      example: {
        en: 'Before a family trip, An withdraws 300 coins.',
        'zh-TW': '全家出去玩以前，小安從帳戶提款 NT$300。',
      },
    },
    {
      term: { en: 'balance', 'zh-TW': '餘額' },
      definition: {
        en: 'How much money is in your account right now.',
        'zh-TW': '你的帳戶裡現在有多少錢。',
      },
      example: {
        en: 'An deposits 1,000 coins and withdraws 300 coins. Her balance is 1,000 − 300 = 700 coins.',
        'zh-TW': '小安存進 NT$1,000，又領出 NT$300，餘額是 1,000 − 300 = 700，也就是 NT$700。',
      },
    },
  ],
  examples: [
    {
      en: 'Leo deposits 280 coins from two Saturdays at his lemonade stand. 140 + 140 = 280.',
      'zh-TW': '阿力把兩個星期六擺檸檬汁攤留下的錢存進帳戶：140 + 140 = 280，一共 NT$280。',
    },
    {
      en: 'Jay withdraws 100 coins to buy a birthday gift for his sister.',
      'zh-TW': '阿哲提款 NT$100，要買生日禮物送給妹妹。',
    },
    {
      en: "An's balance was 1,000 coins. She deposited 150 coins more, so now her balance is 1,150 coins.",
      'zh-TW': '小安的餘額本來是 NT$1,000，她又存了 NT$150，所以現在餘額是 NT$1,150。',
    },
    {
      en: 'A bank is safer than a drawer. It locks money away, and it keeps a record of your money.',
      'zh-TW': '把錢存在銀行比放在抽屜安全。銀行會把錢鎖好，還會把你的錢記得清清楚楚。',
    },
    {
      en: 'In Taiwan, money in a bank is also covered by deposit insurance. If a bank has big trouble, deposit insurance pays people back. Each person gets up to NT$3,000,000 at each bank.',
      'zh-TW': '在臺灣，存在銀行的錢還有「存款保險」保障。萬一銀行出了大問題，每個人在每家銀行最多可以拿回 NT$3,000,000。',
    },
  ],
  sentenceBuilder: {
    frames: [
      {
        id: 'in-and-out',
        text: {
          en: 'To put money into my account is to ______. To take money out is to ______.',
          'zh-TW': '把錢放進帳戶叫做______，把錢從帳戶領出來叫做______。',
        },
        wordPool: {
          en: ['deposit', 'spend', 'borrow', 'withdraw'],
          'zh-TW': ['花錢', '借錢', '存款', '提款'],
        },
        accepts: {
          en: [['deposit'], ['withdraw']],
          'zh-TW': [['存款'], ['提款']],
        },
        hints: [
          {
            en: 'One word is for money going in. The other is for money coming out.',
            'zh-TW': '一個詞是錢「進去」，另一個詞是錢「出來」。',
          },
          {
            en: 'Spending and borrowing are not about your own account. Think of the bank words you just learned.',
            'zh-TW': '花錢和借錢都不是說自己帳戶的錢進出。想想剛剛學到的銀行用語。',
          },
          {
            en: 'Answer: deposit, withdraw. You deposit to put money in, and you withdraw to take money out.',
            'zh-TW': '答案：存款、提款。把錢存進去是存款，把錢領出來是提款。',
          },
        ],
      },
      {
        id: 'new-balance',
        text: {
          en: 'I had 500 coins in my account. I took out 200 coins, so my ______ is now ______ coins.',
          'zh-TW': '我的帳戶裡原本有 NT$500，領出 NT$200 以後，______剩下 NT$______。',
        },
        wordPool: {
          en: ['700', 'balance', '300', 'withdrawal'],
          'zh-TW': ['700', '提款', '300', '餘額'],
        },
        accepts: {
          en: [['balance'], ['300']],
          'zh-TW': [['餘額'], ['300']],
        },
        hints: [
          {
            en: 'What do we call the money in your account right now? And did the money go up or down?',
            'zh-TW': '帳戶裡現在有多少錢，叫做什麼？錢是變多還是變少了？',
          },
          {
            en: 'The 200 coins you took out are the withdrawal, not what is left. Taking money out makes the balance smaller, so it is not 700. Work out 500 − 200.',
            'zh-TW': '領出來的 NT$200 是提款，不是剩下的錢。領錢會讓錢變少，所以不是 700。算算看 500 − 200。',
          },
          {
            en: 'Answer: balance, 300. The money left in the account is the balance, and 500 − 200 = 300.',
            'zh-TW': '答案：餘額、300。帳戶裡剩下的錢叫餘額，500 − 200 = 300。',
          },
        ],
      },
      {
        id: 'why-safe',
        text: {
          en: 'A ______ is safer than a drawer, because it keeps a ______ of my money.',
          'zh-TW': '______比抽屜安全，因為它會把我的錢______得清清楚楚。',
        },
        wordPool: {
          en: ['pocket', 'schoolbag', 'bank', 'record'],
          'zh-TW': ['銀行', '口袋', '記錄', '書包'],
        },
        accepts: {
          en: [['bank'], ['record']],
          'zh-TW': [['銀行'], ['記錄']],
        },
        hints: [
          {
            en: 'Where did An take her 1,000 coins?',
            'zh-TW': '小安把她的 NT$1,000 拿到哪裡去了？',
          },
          {
            en: 'Some think a pocket or a schoolbag is safer. It is not: coins fall out. The bank writes down every coin that is yours.',
            'zh-TW': '有人以為放口袋或書包比較安全，其實錢很容易掉。銀行會把屬於你的每一塊錢都寫下來。',
          },
          {
            en: 'Answer: bank, record. A bank keeps a record of your money, so it is not lost or mixed up.',
            'zh-TW': '答案：銀行、記錄。銀行會記錄你的錢，所以錢不會弄丟或搞混。',
          },
        ],
      },
    ],
  },
  quiz5: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: 'Leo has 280 coins from his lemonade stand. He puts it into his account. What did Leo do?',
        'zh-TW': '阿力擺檸檬汁攤存下 NT$280，他把這些錢放進自己的帳戶。阿力做了什麼？',
      },
      options: [
        { en: 'He made a deposit.', 'zh-TW': '他存款了。' },
        { en: 'He withdrew money.', 'zh-TW': '他提款了。' },
        { en: 'He spent money.', 'zh-TW': '他花錢了。' },
        { en: 'He borrowed money.', 'zh-TW': '他借錢了。' },
      ],
      answer: [0],
      hintCycle: [
        {
          en: 'Did the money go into the account or come out of it?',
          'zh-TW': '錢是放進帳戶，還是從帳戶拿出來？',
        },
        {
          en: 'Some mix up deposit and withdraw. The money went in, so it is not a withdrawal. Leo did not buy anything either.',
          'zh-TW': '存款和提款很容易搞混。錢是放進去的，所以不是提款；阿力也沒有買東西。',
        },
        {
          en: 'The answer is "He made a deposit." When you put money into your account, you make a deposit.',
          'zh-TW': '答案是「他存款了」，因為把錢放進自己的帳戶就是存款。',
        },
      ],
      why: {
        en: 'Putting money into your own account is a deposit. Leo\'s balance grows by 280 coins, and the money stays his.',
        'zh-TW': '把錢放進自己的帳戶就是存款。阿力的餘額多了 NT$280，錢還是他自己的。',
      },
    },
    {
      id: 'q2',
      type: 'multi',
      question: {
        en: 'Why is a bank safer than a desk drawer? Choose all that are true.',
        'zh-TW': '為什麼把錢存在銀行比放在書桌抽屜安全？請選出所有正確的答案。',
      },
      options: [
        { en: 'The bank keeps a record of how much money is yours.', 'zh-TW': '銀行會記錄有多少錢是你的。' },
        {
          en: 'Money in a bank can never be taken out, not even by you.',
          'zh-TW': '錢存進銀行以後就永遠領不出來，連你自己也不行。',
        },
        {
          en: 'Money in a drawer can get lost or mixed up with other things.',
          'zh-TW': '放在抽屜裡的錢，可能會弄丟或和其他東西混在一起。',
        },
        { en: 'A bank locks money away, safe from thieves and fire.', 'zh-TW': '銀行會把錢鎖好，不怕小偷，也不怕火災。' },
        {
          en: 'The bank keeps the very same coins you gave it, in a box with your name.',
          'zh-TW': '銀行會把你交給它的那些硬幣，原封不動地放進寫著你名字的盒子裡。',
        },
      ],
      answer: [0, 2, 3],
      hintCycle: [
        {
          en: 'Think about what Pip said about drawers and banks.',
          'zh-TW': '想一想皮皮說過抽屜和銀行有什麼不同。',
        },
        {
          en: 'Some think bank money is stuck there for good, but you can withdraw it. Others think the bank keeps your very coins in a box. It keeps a record of how much is yours.',
          'zh-TW': '有人以為錢存進銀行就拿不回來了，其實你可以把自己的錢領出來。也有人以為銀行會把你的硬幣原封不動收在盒子裡，其實銀行記的是「有多少錢是你的」。',
        },
        {
          en: 'The answer: the bank record, the lost drawer money, and the locked bank. A bank keeps your money safe and on record.',
          'zh-TW': '答案是「銀行會記錄」、「抽屜裡的錢可能弄丟」和「銀行會把錢鎖好」。銀行把你的錢保管好，也記清楚。',
        },
      ],
      why: {
        en: 'A bank keeps money locked away and writes down how much is yours. It does not need your very same coins, because the record shows what you own. A drawer can lose money, and it keeps no record.',
        'zh-TW': '銀行會把錢鎖好，也會記下有多少錢是你的。它不必留著你交出去的那幾枚硬幣，因為紀錄會清楚寫著你有多少。抽屜裡的錢可能弄丟，也沒有人幫你記帳。',
      },
    },
    {
      id: 'q3',
      type: 'single',
      question: {
        en: "Mei's balance is 800 coins. She deposits 200 coins. Then she withdraws 300 coins. What is her balance now?",
        'zh-TW': '小美的餘額是 NT$800。她先存進 NT$200，再領出 NT$300。她現在的餘額是多少？',
      },
      options: [
        { en: '500 coins', 'zh-TW': 'NT$500' },
        { en: '1,300 coins', 'zh-TW': 'NT$1,300' },
        { en: '900 coins', 'zh-TW': 'NT$900' },
        { en: '700 coins', 'zh-TW': 'NT$700' },
      ],
      answer: [3],
      hintCycle: [
        {
          en: 'A deposit adds money. A withdrawal takes money away. Do one step at a time.',
          'zh-TW': '存款是加，提款是減。一步一步來算。',
        },
        {
          en: 'Do not add the 300: it came out. First 800 + 200 = 1,000. Now take away the 300 coins.',
          'zh-TW': '領出來的 NT$300 不能加喔。先算 800 + 200 = 1,000，再減掉 NT$300。',
        },
        {
          en: 'The answer is 700 coins, because 800 + 200 − 300 = 700.',
          'zh-TW': '答案是 NT$700，因為 800 + 200 − 300 = 700。',
        },
      ],
      why: {
        en: 'A deposit adds and a withdrawal takes away. One step at a time: 800 + 200 = 1,000, then 1,000 − 300 = 700.',
        'zh-TW': '存款是加，提款是減。一步一步算：800 + 200 = 1,000，再算 1,000 − 300 = 700。',
      },
    },
    {
      id: 'q4',
      type: 'bool',
      question: {
        en: 'Jay deposits 100 coins into his account. His balance goes up by 100 coins.',
        'zh-TW': '阿哲把 NT$100 存進帳戶，他的餘額會多 NT$100。',
      },
      answer: true,
      hintCycle: [
        {
          en: 'Is a deposit money going in or money coming out?',
          'zh-TW': '存款是錢放進去，還是錢拿出來？',
        },
        {
          en: 'Some think a deposit is spent money. It is not: money going in makes the balance bigger.',
          'zh-TW': '有人以為存款就是把錢花掉了。其實錢放進去，餘額就會變多。',
        },
        {
          en: 'True. A deposit puts money into the account, so the balance grows by the same 100 coins.',
          'zh-TW': '對。存款是把錢放進帳戶，所以餘額會剛好多 NT$100。',
        },
      ],
      why: {
        en: 'A deposit puts your money into your account. So the balance goes up by the same amount you put in.',
        'zh-TW': '存款是把你的錢放進帳戶，所以存多少，餘額就多多少。',
      },
    },
    {
      id: 'q5',
      type: 'bool',
      question: {
        en: 'An loses her passbook. That means the money in her account is gone too.',
        'zh-TW': '小安把存摺弄丟了，這表示她帳戶裡的錢也不見了。',
      },
      answer: false,
      hintCycle: [
        {
          en: 'Where is the money really kept: in the little book, or in the account?',
          'zh-TW': '錢真正放在哪裡？是在那本小冊子裡，還是在帳戶裡？',
        },
        {
          en: 'Some think the money lives inside the passbook. It only shows the record. The post office keeps its own record too.',
          'zh-TW': '有人以為錢就放在存摺裡。其實存摺只是把紀錄印給你看，郵局自己也記著小安有多少錢。',
        },
        {
          en: 'False. The money stays in An\'s account. With Mom, she reports the passbook lost at once and gets a new one.',
          'zh-TW': '錯。錢還好好地在小安的帳戶裡。她要請媽媽陪她馬上去郵局掛失，再補辦一本新存摺。',
        },
      ],
      why: {
        en: 'The money is kept in the account, not in the little book. A lost passbook is reported lost at once, so nobody else can use it.',
        'zh-TW': '錢是存在帳戶裡，不是在那本小冊子裡。存摺弄丟了要馬上掛失，別人就不能拿去用。',
      },
    },
  ],
  autoMission: {
    title: { en: 'Bank Explorer', 'zh-TW': '銀行小探險家' },
    options: [
      {
        id: 'deposit-slip',
        label: { en: 'Fill in a pretend deposit slip', 'zh-TW': '填一張練習用存款單' },
        instructions: {
          en: 'Pick a pretend deposit slip. Write the date and how much you want to deposit. Use only your first name.',
          'zh-TW': '選一張練習用的存款單，寫上日期和你想存多少錢。名字只要寫小名就好。',
        },
        controlType: 'template-select',
      },
      {
        id: 'balance-practice',
        label: { en: 'Balance practice', 'zh-TW': '餘額小練習' },
        instructions: {
          en: 'Start with 500 coins. Drag in one deposit of 200 coins and one withdrawal of 100 coins. Check that your balance is 600 coins (500 + 200 − 100 = 600).',
          'zh-TW': '一開始有 NT$500。拖進一筆 NT$200 的存款和一筆 NT$100 的提款，檢查餘額是不是 NT$600（500 + 200 − 100 = 600）。',
        },
        controlType: 'drag-validate',
      },
      {
        id: 'ask-a-grown-up',
        label: { en: 'Ask a grown-up', 'zh-TW': '問問家裡的大人' },
        instructions: {
          en: 'Ask a grown-up at home: How do you make a deposit? How do you check your balance? Why do you keep money in a bank? Tick each question after you ask it.',
          'zh-TW': '問問家裡的大人：要怎麼存款？要怎麼查餘額？為什麼要把錢存在銀行？每問完一題就打一個勾。',
        },
        controlType: 'checkbox',
      },
    ],
    completionRule: 'any_one',
  },
} satisfies AdventureBody;

export default body;
