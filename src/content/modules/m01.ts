import type { AdventureBody } from '../schema/module-body';

const body = {
  id: 'M01',
  format: 'adventure',
  storyIntro: [
    {
      en: 'On Seed Island, Mei has a red kite. Her friend Jay has a box of crayons. Mei wants to draw, and Jay wants to fly a kite. So they swap! Trading one thing for another thing, with no money, is called barter.',
      'zh-TW':
        '在種子島上，小美有一個紅色的風箏，她的好朋友阿哲有一盒蠟筆。小美想畫畫，阿哲想放風箏，於是兩個人交換了！像這樣不用錢，直接拿東西換東西，就叫做「以物易物」。',
    },
    {
      en: 'The next day, Mei is hungry. She takes her new crayons to Grandma Lin\'s shop. "May I trade these crayons for a bun?" she asks. Grandma Lin smiles. "Sorry, dear. I do not need crayons. I need flour to make my buns."',
      'zh-TW':
        '第二天，小美肚子餓了。她帶著換來的蠟筆，走進林奶奶的小店：「我可以用這盒蠟筆換一個麵包嗎？」林奶奶溫柔地笑著說：「不好意思喔，小美。我用不到蠟筆，我需要的是做麵包的麵粉。」',
    },
    {
      en: 'Mei sighs. "Why is trading so hard?" Pip the parrot flies down to the shelf. "Squawk! That is the big problem with barter," says Pip. "You must find someone who has what you want. And that person must want what you have!"',
      'zh-TW':
        '小美嘆了一口氣：「為什麼換東西這麼難呢？」鸚鵡皮皮拍拍翅膀，飛到架子上。「嘎！這就是以物易物的大麻煩！」皮皮說，「你得找到一個人，他剛好有你想要的東西，又剛好想要你手上的東西！」',
    },
    {
      en: 'Pip points to the coins in Grandma Lin\'s cash box. "That is why people use money. Everyone accepts it, so it works for every trade." A bun has a price of 20 coins. Mei has 20 coins in her pocket.',
      'zh-TW':
        '皮皮指著林奶奶收銀機裡的錢說：「所以大家才會用錢呀！每個人都願意收錢，不管買什麼都很方便。」一個麵包的價格是 NT$20，小美的口袋裡剛好有 NT$20。',
    },
    {
      en: 'Should Mei walk all over the island to find someone who wants crayons? Or should she pay with her coins? What would you do?',
      'zh-TW': '小美要抱著蠟筆走遍全島，去找想要蠟筆的人嗎？還是直接用錢買麵包呢？換作是你，你會怎麼做？',
    },
  ],
  definitions: [
    {
      term: { en: 'barter', 'zh-TW': '以物易物' },
      definition: {
        en: 'Trading one thing for another thing, with no money.',
        'zh-TW': '不用錢，直接用一樣東西去換另一樣東西。',
      },
      example: {
        en: 'Mei traded her kite for Jay\'s crayons. That was barter.',
        'zh-TW': '小美用風箏換阿哲的蠟筆，這就是以物易物。',
      },
    },
    {
      term: { en: 'money', 'zh-TW': '錢' },
      definition: {
        en: 'A tool that everyone agrees to accept in a trade. We use it to pay for things.',
        'zh-TW': '大家都願意接受的交換工具，可以拿來買東西、付錢。',
      },
      example: {
        en: 'Grandma Lin takes money for her buns, because she can use it to buy flour.',
        'zh-TW': '林奶奶願意收錢賣麵包，因為她可以再拿這些錢去買麵粉。',
      },
    },
    {
      term: { en: 'trade', 'zh-TW': '交易' },
      definition: {
        en: 'Giving something and getting something back. You can trade things for things, or pay money.',
        'zh-TW': '你給出一樣東西，也換回一樣東西。可以用東西換東西，也可以用錢買東西。',
      },
      example: {
        en: 'Leo sells a cup of lemonade for 20 coins. That is a trade.',
        'zh-TW': '阿力把一杯檸檬汁賣 NT$20，這就是一次交易。',
      },
    },
    {
      term: { en: 'coins and notes', 'zh-TW': '硬幣和紙鈔' },
      definition: {
        en: 'Two kinds of money. Coins are small and made of metal. Notes are made of paper.',
        'zh-TW': '錢的兩種樣子。硬幣是金屬做的，小小圓圓的；紙鈔是用紙做的，可以摺起來。',
      },
      example: {
        en: 'Grandma Lin keeps the coins and the notes in two different parts of her cash box.',
        'zh-TW': '林奶奶把硬幣和紙鈔分開，放在收銀機裡不同的格子。',
      },
    },
    {
      term: { en: 'price', 'zh-TW': '價格' },
      definition: {
        en: 'How much money you must pay to buy something.',
        'zh-TW': '買一樣東西要付多少錢。',
      },
      example: {
        en: 'The price of a bun is 20 coins.',
        'zh-TW': '一個麵包的價格是 NT$20。',
      },
    },
  ],
  examples: [
    {
      en: 'Barter is hard when the other person does not want what you have.',
      'zh-TW': '如果對方不想要你的東西，以物易物就很難成功。',
    },
    {
      en: 'Grandma Lin accepts money because she can use it to buy flour.',
      'zh-TW': '林奶奶願意收錢，因為她可以拿這些錢去買麵粉。',
    },
    {
      en: 'The price of a notebook is 45 coins. Jay pays with money, not with his drawings.',
      'zh-TW': '一本筆記本的價格是 NT$45。阿哲用錢付帳，不用拿自己的畫去換。',
    },
    {
      en: 'Long ago, some people used shells as money. Today we use coins and notes.',
      'zh-TW': '很久很久以前，有些地方的人拿貝殼當作錢；現在，我們用的是硬幣和紙鈔。',
    },
  ],
  sentenceBuilder: {
    frames: [
      {
        id: 'barter-name',
        text: {
          en: 'Trading a kite for crayons, with no money, is called ______.',
          'zh-TW': '不用錢，拿風箏換蠟筆，叫做______。',
        },
        wordPool: {
          en: ['price', 'saving', 'notes', 'barter'],
          'zh-TW': ['價格', '存錢', '以物易物', '紙鈔'],
        },
        accepts: {
          en: [['barter']],
          'zh-TW': [['以物易物']],
        },
        hints: [
          {
            en: 'Think about what Mei and Jay did with the kite and the crayons.',
            'zh-TW': '想一想，小美和阿哲是怎麼處理風箏和蠟筆的？',
          },
          {
            en: 'They used no coins or notes at all, so it is not about a price.',
            'zh-TW': '他們完全沒用到硬幣或紙鈔，所以跟「價格」無關。',
          },
          {
            en: 'The answer is "barter": trading things for things, with no money, is barter.',
            'zh-TW': '答案是「以物易物」：不用錢、直接拿東西換東西，就叫以物易物。',
          },
        ],
      },
      {
        id: 'price-and-money',
        text: {
          en: 'The ______ of a bun is 20 coins, so Mei pays with ______.',
          'zh-TW': '一個麵包的______是 NT$20，所以小美用______來付。',
        },
        wordPool: {
          en: ['price', 'crayons', 'money', 'barter'],
          'zh-TW': ['蠟筆', '錢', '價格', '以物易物'],
        },
        accepts: {
          en: [['price'], ['money']],
          'zh-TW': [['價格'], ['錢']],
        },
        hints: [
          {
            en: 'The first blank means "how much it costs".',
            'zh-TW': '第一格是在說「要付多少錢」。',
          },
          {
            en: 'Grandma Lin does not need crayons. The second blank is what she will take.',
            'zh-TW': '林奶奶用不到蠟筆，第二格要填她願意收的東西。',
          },
          {
            en: 'The answer is "price" and "money": the price is 20 coins, and Mei pays with money.',
            'zh-TW': '答案是「價格」和「錢」：麵包的價格是 NT$20，小美用錢來付。',
          },
        ],
      },
      {
        id: 'everyone-accepts',
        text: {
          en: 'Money makes every ______ easy, because ______ accepts it.',
          'zh-TW': '因為______都願意收錢，所以每一次______都很方便。',
        },
        wordPool: {
          en: ['nobody', 'kite', 'everyone', 'trade'],
          'zh-TW': ['沒有人', '交易', '風箏', '大家'],
        },
        accepts: {
          en: [['trade'], ['everyone']],
          'zh-TW': [['大家'], ['交易']],
        },
        hints: [
          {
            en: 'Think about why Grandma Lin is happy to take money.',
            'zh-TW': '想一想，為什麼林奶奶很樂意收錢？',
          },
          {
            en: 'The first blank means buying and selling. The second blank means all people.',
            'zh-TW': '第一格是「所有的人」，第二格是「買賣」的意思。',
          },
          {
            en: 'The answer is "trade" and "everyone": everyone accepts money, so every trade is easy.',
            'zh-TW': '答案是「大家」和「交易」：因為大家都願意收錢，每次交易都很方便。',
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
        en: 'Leo has lots of lemons. He wants a book. But the book seller does not want lemons. What is the problem?',
        'zh-TW': '阿力有很多檸檬，他想要一本書，可是賣書的人不想要檸檬。問題出在哪裡？',
      },
      options: [
        { en: 'Lemons cost too much.', 'zh-TW': '檸檬太貴了。' },
        {
          en: 'The seller does not want what Leo has, so the swap does not work.',
          'zh-TW': '賣書的人不想要阿力的東西，所以換不成。',
        },
        { en: 'Books can never be traded.', 'zh-TW': '書本來就不能拿來交換。' },
        { en: 'Leo just needs more lemons.', 'zh-TW': '阿力只要再多拿一些檸檬就好了。' },
      ],
      answer: [1],
      hintCycle: [
        {
          en: 'Remember what happened with Mei and Grandma Lin in the story.',
          'zh-TW': '想想故事裡，小美和林奶奶之間發生了什麼事。',
        },
        {
          en: 'More lemons will not help if the seller does not want lemons at all.',
          'zh-TW': '如果對方根本不想要檸檬，拿再多也沒有用。',
        },
        {
          en: 'The answer is "The seller does not want what Leo has." Barter only works when both people want what the other has.',
          'zh-TW': '答案是「賣書的人不想要阿力的東西」：以物易物要成功，雙方都得想要對方的東西。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'multi',
      question: {
        en: 'Which of these are real money? Pick all that fit.',
        'zh-TW': '下面哪些是真正的錢？選出所有正確的答案。',
      },
      options: [
        { en: 'A coin Grandma Lin gives you as change', 'zh-TW': '林奶奶找給你的硬幣' },
        { en: 'A paper note Leo gets at his stand', 'zh-TW': '阿力在攤位收到的紙鈔' },
        { en: 'A gold star sticker from Ms. Chen', 'zh-TW': '陳老師送的金色星星貼紙' },
        { en: 'A toy coin from a board game', 'zh-TW': '桌遊裡的玩具錢幣' },
      ],
      answer: [0, 1],
      hintCycle: [
        {
          en: 'Money is something that shops accept when you pay.',
          'zh-TW': '錢是商店願意收下的東西。',
        },
        {
          en: 'Would Grandma Lin sell you a bun for a sticker or a toy coin?',
          'zh-TW': '林奶奶會收貼紙或玩具錢幣，把麵包賣給你嗎？',
        },
        {
          en: 'The answer is the coin and the paper note: shops accept them, but not stickers or toy coins.',
          'zh-TW': '答案是硬幣和紙鈔：商店會收它們，卻不會收貼紙和玩具錢幣。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'bool',
      question: {
        en: 'Jay says, "Only coins are money. Paper notes are not money." True or false: Jay is right.',
        'zh-TW': '阿哲說：「只有硬幣才是錢，紙鈔不是錢。」對或不對：阿哲說得對。',
      },
      answer: false,
      hintCycle: [
        {
          en: 'Think about the two kinds of money you just learned.',
          'zh-TW': '想想你剛剛學到的兩種錢。',
        },
        {
          en: 'Leo gets paper notes at his stand, and he can spend them at any shop.',
          'zh-TW': '阿力在攤位收到紙鈔，也能拿去商店買東西。',
        },
        {
          en: 'False: coins and notes are both money, because people accept both.',
          'zh-TW': '不對：硬幣和紙鈔都是錢，因為大家都願意收。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'single',
      question: {
        en: 'A pencil has a price of 12 coins. Mei has 10 coins. What is true?',
        'zh-TW': '一枝鉛筆的價格是 NT$12，小美有 NT$10。下面哪一句是對的？',
      },
      options: [
        { en: 'She needs 2 more coins.', 'zh-TW': '她還差 NT$2。' },
        { en: 'She has just enough.', 'zh-TW': '她的錢剛好夠。' },
        { en: 'She needs 12 more coins.', 'zh-TW': '她還差 NT$12。' },
        { en: 'The price will drop to 10 coins for her.', 'zh-TW': '老闆一定會把價格降到 NT$10。' },
      ],
      answer: [0],
      hintCycle: [
        {
          en: 'Compare the price with the coins Mei has.',
          'zh-TW': '比一比價格和小美手上的錢。',
        },
        {
          en: 'Is 10 more or less than 12? Find the gap: 12 − 10.',
          'zh-TW': '10 比 12 多還是少？算算看 12 − 10。',
        },
        {
          en: 'The answer is "She needs 2 more coins", because 12 − 10 = 2.',
          'zh-TW': '答案是「她還差 NT$2」，因為 12 − 10 = 2。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'multi',
      question: {
        en: 'Why is it easier for Grandma Lin to take money than crayons? Pick all that fit.',
        'zh-TW': '為什麼林奶奶收錢，比收蠟筆方便？選出所有正確的答案。',
      },
      options: [
        { en: 'She can use the money to buy flour.', 'zh-TW': '她可以拿錢去買麵粉。' },
        { en: 'Money is easy to count and carry.', 'zh-TW': '錢很好計算，也很好攜帶。' },
        { en: 'Money never runs out.', 'zh-TW': '錢永遠用不完。' },
        { en: 'The flour seller accepts money too.', 'zh-TW': '賣麵粉的人也願意收錢。' },
      ],
      answer: [0, 1, 3],
      hintCycle: [
        {
          en: 'Think about what Grandma Lin needs to run her shop.',
          'zh-TW': '想想林奶奶開店需要些什麼。',
        },
        {
          en: 'One choice is not true: money can run out when you spend it.',
          'zh-TW': '有一個選項不對：錢花掉了，就會用完。',
        },
        {
          en: 'Every choice is right except "Money never runs out." Money is easy to use and everyone takes it, but it can run out.',
          'zh-TW': '答案是除了「錢永遠用不完」以外的三個：錢好用，大家也都願意收，但花掉就沒了。',
        },
      ],
    },
  ],
  autoMission: {
    title: { en: 'Money Detective at Home', 'zh-TW': '家裡的金錢小偵探' },
    options: [
      {
        id: 'barter-game',
        label: { en: 'Barter Game', 'zh-TW': '以物易物遊戲' },
        instructions: {
          en: 'Play a swap game with your family. Each person picks 3 small toys. Try to trade for the toy you want. Then talk about it: was it easy or hard?',
          'zh-TW': '和家人玩交換遊戲：每個人拿 3 樣小玩具，試著換到自己想要的玩具。玩完再聊一聊：換東西容易還是困難？',
        },
        controlType: 'checkbox',
      },
      {
        id: 'coin-sort',
        label: { en: 'Coin and Note Sort', 'zh-TW': '硬幣紙鈔分一分' },
        instructions: {
          en: 'With a grown-up, look at some real coins and notes. Sort them into two groups: coins and notes. Then read the number on each one.',
          'zh-TW': '請大人陪你，拿出一些真的硬幣和紙鈔，把它們分成「硬幣」和「紙鈔」兩堆，再讀一讀每一個上面的數字。',
        },
        controlType: 'drag-validate',
      },
      {
        id: 'price-hunt',
        label: { en: 'Price Hunt', 'zh-TW': '價格大搜查' },
        instructions: {
          en: 'Find 3 things at home with a price on a tag or a receipt. Fill in: "The [thing] has a price of [number] coins."',
          'zh-TW': '在家裡找出 3 樣東西，從標籤或發票上找到它的價格，再填一填：「[東西]的價格是 NT$[數字]。」',
        },
        controlType: 'template-select',
      },
    ],
    completionRule: 'any_one',
  },
} satisfies AdventureBody;

export default body;
