import type { AdventureBody } from '../schema/module-body';

/**
 * M01 · Seed Island, lesson 1: "What Is Money?" / 「錢是什麼？」.
 * Learning outcome (Grade 4, Spending): explain that barter needs two people who each want what the
 * other has, and that money works in every trade because everyone accepts it.
 * Numbers: Mei has 50 coins from her Monday allowance (cast sheet: 50 every Monday); a bun at Grandma Lin's
 * is 35 (cast sheet) → 50 − 35 = 15 left. Leo's cup is 20 (cast sheet); a notebook is 45 (cast sheet).
 * Quiz q4: an eraser is 15 (cast sheet), Mei has 10 → 15 − 10 = 5 more.
 * Facts: none — all prices are Grandma Lin's or Leo's from the guide's cast sheet.
 */
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
      en: 'Mei could walk all over the island to find someone who wants crayons. That might take all day! Then she feels her pocket. She still has 50 coins from her Monday allowance.',
      'zh-TW':
        '小美可以抱著蠟筆走遍全島，去找想要蠟筆的人，可是那可能要找一整天！這時，她摸摸口袋，想起裡面還有星期一拿到的 NT$50 零用錢。',
    },
    {
      en: 'Pip points to the coins in Grandma Lin\'s cash box. "That is why people use money. Everyone accepts it, so it works for every trade." A bun has a price of 35 coins. Mei takes a deep breath and pays with her coins.',
      'zh-TW':
        '皮皮指著林奶奶收銀機裡的錢說：「所以大家才會用錢呀！每個人都願意收錢，不管買什麼都很方便。」一個麵包的價格是 NT$35。小美深呼吸一下，決定用錢來買。',
    },
    {
      en: 'Grandma Lin gives her the bun and her change: 50 − 35 = 15 coins. That afternoon, Grandma Lin uses coins to buy flour. Mei eats her warm bun and draws with her crayons. "Money made it easy!" she says.',
      'zh-TW':
        '林奶奶把麵包交給她，再找她 50 − 35 = 15，也就是 NT$15。那天下午，林奶奶就拿收到的錢去買麵粉了。小美一邊吃著熱呼呼的麵包，一邊用蠟筆畫畫：「有錢真方便！」',
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
        en: 'The price of a bun at Grandma Lin\'s shop is 35 coins.',
        'zh-TW': '林奶奶店裡一個麵包的價格是 NT$35。',
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
          en: 'The ______ of a bun is 35 coins, so Mei pays with ______.',
          'zh-TW': '一個麵包的______是 NT$35，所以小美用______來付。',
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
            en: 'The answer is "price" and "money": the price is 35 coins, and Mei pays with money.',
            'zh-TW': '答案是「價格」和「錢」：麵包的價格是 NT$35，小美用錢來付。',
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
        { en: 'The book costs more than a bag of lemons.', 'zh-TW': '書比一袋檸檬還貴。' },
        { en: 'The seller does not want lemons.', 'zh-TW': '賣書的人不想要檸檬。' },
        { en: 'Books are not things people can swap, so no one will trade one.', 'zh-TW': '書本來就不能拿來交換，沒有人會換。' },
        { en: 'Leo needs to bring many more lemons, and then the seller will say yes.', 'zh-TW': '阿力只要多帶一些檸檬，賣書的人就會答應。' },
      ],
      answer: [1],
      hintCycle: [
        {
          en: 'Remember what happened with Mei and Grandma Lin in the story.',
          'zh-TW': '想想故事裡，小美和林奶奶之間發生了什麼事。',
        },
        {
          en: 'Some think more lemons will fix it. But more lemons will not help if the seller does not want lemons.',
          'zh-TW': '有人以為多拿一些檸檬就行了。可是如果對方根本不想要檸檬，拿再多也沒有用。',
        },
        {
          en: 'The answer is "The seller does not want lemons." Barter works when both people want what the other has.',
          'zh-TW': '答案是「賣書的人不想要檸檬」：以物易物要成功，雙方都得想要對方的東西。',
        },
      ],
      why: {
        en: 'A swap needs two people who each want what the other has. With money, Leo could sell his lemons to anyone and then buy the book.',
        'zh-TW': '以物易物要剛好遇到「你要我的、我也要你的」的人。如果用錢，阿力可以先把檸檬賣給任何人，再拿錢去買書。',
      },
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
      why: {
        en: 'Something is money when everyone agrees to take it in a trade. A toy coin looks like money, but no shop will take it.',
        'zh-TW': '大家都願意拿來交換的東西，才是錢。玩具錢幣長得很像錢，可是沒有商店會收。',
      },
    },
    {
      id: 'q3',
      type: 'bool',
      question: {
        en: 'Leo gets a paper note at his stand. True or false: he can pay for a bun with it, just as he could with coins.',
        'zh-TW': '阿力在攤位收到一張紙鈔。對或不對：他可以拿這張紙鈔去買麵包，就像用硬幣一樣。',
      },
      answer: true,
      hintCycle: [
        {
          en: 'Think about the two kinds of money you just learned.',
          'zh-TW': '想想你剛剛學到的兩種錢。',
        },
        {
          en: 'Some children think paper is not real money. But a note is money, just like a coin.',
          'zh-TW': '有些小朋友以為紙做的不算真的錢。其實紙鈔和硬幣一樣，都是錢。',
        },
        {
          en: 'True: coins and notes are both money, because shops accept both.',
          'zh-TW': '對：硬幣和紙鈔都是錢，因為商店兩種都收。',
        },
      ],
      why: {
        en: 'Money can be made of metal or paper. What makes it money is that everyone accepts it, so Leo can spend his note at any shop.',
        'zh-TW': '錢可以是金屬做的，也可以是紙做的。重要的是大家都願意收，所以阿力的紙鈔在哪家店都能用。',
      },
    },
    {
      id: 'q4',
      type: 'single',
      question: {
        en: 'At Grandma Lin\'s shop, an eraser has a price of 15 coins. Mei has 10 coins left. What is true?',
        'zh-TW': '林奶奶店裡一個橡皮擦的價格是 NT$15，小美還剩 NT$10。下面哪一句是對的？',
      },
      options: [
        { en: 'She needs 5 more coins.', 'zh-TW': '她還差 NT$5。' },
        { en: 'She has just enough.', 'zh-TW': '她的錢剛好夠。' },
        { en: 'She needs 15 more coins.', 'zh-TW': '她還差 NT$15。' },
        { en: 'Grandma Lin will make the price 10 coins for her.', 'zh-TW': '林奶奶會把價格改成 NT$10 給她。' },
      ],
      answer: [0],
      hintCycle: [
        {
          en: 'Compare the price with the coins Mei has.',
          'zh-TW': '比一比價格和小美手上的錢。',
        },
        {
          en: 'A price does not change to fit the money you have. Find the gap: 15 − 10.',
          'zh-TW': '價格不會因為你的錢比較少就改變。算算看 15 − 10。',
        },
        {
          en: 'The answer is "She needs 5 more coins", because 15 − 10 = 5.',
          'zh-TW': '答案是「她還差 NT$5」，因為 15 − 10 = 5。',
        },
      ],
      why: {
        en: 'The price is what the eraser costs for everyone. Mei has 5 coins less than that, so she can save 5 more and buy it later.',
        'zh-TW': '價格是每個人買這個橡皮擦都要付的錢。小美還少 NT$5，可以再存 NT$5，之後再來買。',
      },
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
      why: {
        en: 'Grandma Lin can pass the coins on to the flour seller, because he accepts money too. Crayons would not buy her any flour.',
        'zh-TW': '林奶奶可以把收到的錢再拿去買麵粉，因為賣麵粉的人也收錢。蠟筆可換不到麵粉。',
      },
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
          en: 'Find 3 prices on tags, receipts or an e-invoice on a grown-up\'s phone. Fill in: "The [thing] has a price of [number] coins."',
          'zh-TW': '找出 3 個價格：可以看標籤、發票，或請大人打開手機載具裡的電子發票。再填一填：「[東西]的價格是 NT$[數字]。」',
        },
        controlType: 'template-select',
      },
    ],
    completionRule: 'any_one',
  },
} satisfies AdventureBody;

export default body;
