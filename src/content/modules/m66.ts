import type { ClassicBody } from '../schema/module-body';

/**
 * M66 · Crystal Tower, lesson 5: "Agreements in Writing" / 「把約定寫下來」.
 * Learning outcome (Grade 4, Managing Credit): explain that a deal is a set of promises, and that writing
 * it down (who pays what, who does what, by when) helps everyone remember it the same way and agree; write
 * a simple one, with a grown-up's OK when money is involved.
 * Benchmark, in words: the grade-4 Managing Credit statements that a person who promises to pay is expected
 * to keep that promise, and that kept promises build trust; here the promises to pay are written down
 * before anyone pays. No one borrows: each boy pays his own share to the shop on the day they buy, and
 * no money changes hands between the children. Leo's dad helps write the deal and signs it; Jay's mom
 * sees it.
 * Numbers: the kite and the string are the island's own prices (the story says "On Money Islands"). A big
 * kite 120 → 120 ÷ 2 = 60 each, 60 + 60 = 120. Jay's allowance is 100 every Friday (cast sheet) → 100 − 60
 * = 40 left; Leo pays his 60 from money he already has (they buy on Saturday morning). Sunday: a new string
 * 20 → 20 ÷ 2 = 10 each. Days: Monday (spoken deal), Wednesday (they remember it differently; written deal),
 * Friday (Jay's allowance), Saturday (buy), Sunday (string).
 * Quiz: q1 chalk 80 (the island's own price): An 50 + Mei 30 = 80, paid on Monday (both girls' allowance
 * day); q2 false ("asking to write a deal down means you do not trust your friend"); q3 a puzzle 90 (island
 * price): 90 ÷ 2 = 45 each, the puzzle at Jay's for 2 weeks; q4 on Money Islands a badminton set 150, Leo 90
 * → 150 − 90 = 60 for An; q5 no sums.
 * Facts: none — all prices are the island's own.
 */
const body = {
  id: 'M66',
  format: 'classic',
  scenarios: [
    {
      id: 'the-kite-deal',
      title: {
        en: 'The Kite Deal',
        'zh-TW': '風箏約定',
      },
      description: {
        en: 'Leo and Jay agree to share a kite. Two days later, they remember the deal in two different ways.',
        'zh-TW': '阿力和阿哲說好要一起買風箏。才過兩天，兩個人記得的約定就不一樣了。',
      },
      context: {
        en:
          'On Monday, Leo and Jay see a big kite in a toy shop window. On Money Islands, it costs 120 coins. ' +
          '"Let\'s share it! Half each!" says Jay. They shake hands. ' +
          'On Wednesday, Jay visits Leo\'s home. "So I pay my half on Saturday," Jay says, "and the kite lives at my house." ' +
          'Leo frowns. "I thought it lives here. And I thought you would pay on Friday." ' +
          'They remember Monday in two different ways. Neither of them is lying. ' +
          'Leo\'s dad puts down his cooking spoon. "Spoken deals are easy to mix up. Let\'s write this one down." ' +
          'Together they write: ' +
          '"Our Kite Deal. 120 ÷ 2 = 60, so Leo pays 60 coins and Jay pays 60, on Saturday morning. ' +
          'The kite stays at Leo\'s house on weekdays and at Jay\'s on weekends. If it breaks, we split the cost." ' +
          'Both boys sign. Leo\'s dad signs too, and Jay shows the page to his mom. ' +
          'On Friday, Jay gets his 100 coins of allowance. On Saturday morning, each boy pays 60 coins. ' +
          'Jay has 100 − 60 = 40 coins left. ' +
          'On Sunday, the kite string snaps! A new one costs 20 coins. Nobody argues. ' +
          'They read the deal: 20 ÷ 2 = 10 coins each. ' +
          'Pip squawks, "Write it down, remember it the same!"',
        'zh-TW':
          '星期一，阿力和阿哲在玩具店的櫥窗看到一個大風箏。在理財冒險島上，它要 NT$120。' +
          '阿哲說：「我們一起買吧！一人一半！」兩個人擊掌說好。' +
          '星期三，阿哲到阿力家玩。他說：「那我星期六付我那一半，風箏放我家喔。」' +
          '阿力皺起眉頭：「咦？我以為放我家耶。而且我以為你星期五就要付錢。」' +
          '兩個人對星期一說好的事，記得竟然不一樣，可是誰也沒有說謊。' +
          '阿力爸爸放下炒菜的鍋鏟：「用嘴巴說的約定，很容易記混。我們把它寫下來吧。」' +
          '他們一起寫下：' +
          '「風箏約定：120 ÷ 2 = 60，阿力付 NT$60，阿哲付 NT$60，星期六早上付。' +
          '平日風箏放阿力家，週末放阿哲家。如果壞了，修理的錢兩人平分。」' +
          '兩個人都簽了名，阿力爸爸也簽了名。阿哲也把這張紙拿給媽媽看。' +
          '星期五，阿哲領到 NT$100 零用錢。星期六早上，兩個人各付 NT$60。' +
          '阿哲還剩 100 − 60 = 40，也就是 NT$40。' +
          '星期天，風箏線突然斷了！新的線要 NT$20。沒有人吵架，' +
          '他們拿出約定看一看：20 ÷ 2 = 10，一人付 NT$10。' +
          '皮皮叫著：「嘎！寫下來，大家就記得一樣！」',
      },
      thinkingPrompts: [
        {
          en: "Leo and Jay remembered Monday's deal in two different ways. How can that happen, even between good friends?",
          'zh-TW': '阿力和阿哲對星期一的約定記得不一樣。就算是好朋友，為什麼也會這樣？',
        },
        {
          en: 'What if they had not written the deal down? What might have happened when the string snapped?',
          'zh-TW': '如果他們沒有把約定寫下來，風箏線斷掉的時候，可能會發生什麼事？',
        },
        {
          en: "Why do you think Leo's dad signed the deal too, and Jay showed it to his mom?",
          'zh-TW': '你覺得為什麼阿力爸爸也要簽名，阿哲也要把約定拿給媽媽看？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'agreement',
      term: { en: 'agreement', 'zh-TW': '約定' },
      definition: {
        en: 'A plan that two or more people say yes to.',
        'zh-TW': '兩個人或更多人都說好的事。',
      },
      example: {
        en: 'Leo and Jay made an agreement to share a kite.',
        'zh-TW': '阿力和阿哲約定好，要一起買一個風箏。',
      },
    },
    {
      id: 'written-deal',
      term: { en: 'written deal', 'zh-TW': '書面約定' },
      definition: {
        en: 'An agreement put down on paper, so anyone can read it again later.',
        'zh-TW': '寫在紙上的約定，以後誰都可以再拿出來看。',
      },
      example: {
        en: "Their written deal says the kite stays at Jay's house on weekends.",
        'zh-TW': '他們的書面約定寫著：週末風箏放在阿哲家。',
      },
    },
    {
      id: 'share-a-cost',
      term: { en: 'share a cost', 'zh-TW': '分攤費用' },
      definition: {
        en: 'To split a cost, so each person pays a part.',
        'zh-TW': '把一筆費用分開，每個人付一部分。',
      },
      example: {
        en: 'They shared the cost of the 120-coin kite: 120 ÷ 2 = 60 coins each.',
        'zh-TW': '他們分攤 NT$120 的風箏：120 ÷ 2 = 60，一人 NT$60。',
      },
    },
    {
      id: 'sign',
      term: { en: 'sign', 'zh-TW': '簽名' },
      definition: {
        en: 'To write your name on a page to show that you agree.',
        'zh-TW': '在紙上寫下自己的名字，表示你同意。',
      },
      example: {
        en: "Leo, Jay and Leo's dad signed the kite deal.",
        'zh-TW': '阿力、阿哲和阿力爸爸，都在風箏約定上簽了名。',
      },
    },
    {
      id: 'deadline',
      term: { en: 'deadline', 'zh-TW': '期限' },
      definition: {
        en: 'The last day or time by which something has to be done.',
        'zh-TW': '一件事最晚要在什麼時候以前做好。',
      },
      example: {
        en: 'The deadline to pay for the kite was Saturday morning.',
        'zh-TW': '買風箏付錢的期限，是星期六早上。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'a-clear-written-deal-says',
      stem: {
        en: 'A clear written deal says…',
        'zh-TW': '一份清楚的書面約定會寫出……',
      },
      examples: [
        {
          en: 'A clear written deal says who pays what, who does what, and the deadline.',
          'zh-TW': '一份清楚的書面約定會寫出誰付多少錢、誰做什麼事，還有期限是什麼時候。',
        },
        {
          en: 'A clear written deal says where the thing we share will stay, and when.',
          'zh-TW': '一份清楚的書面約定會寫出我們一起買的東西放在哪裡、什麼時候換人保管。',
        },
      ],
    },
    {
      id: 'when-money-is-in-an-agreement',
      stem: {
        en: 'When money is part of an agreement, I ask a grown-up to…',
        'zh-TW': '約定裡有錢的事情時，我會請大人……',
      },
      examples: [
        {
          en: 'When money is part of an agreement, I ask a grown-up to read it and say OK before anyone pays.',
          'zh-TW': '約定裡有錢的事情時，我會請大人先看一看、說好了，大家才付錢。',
        },
      ],
    },
    {
      id: 'if-we-remember-differently',
      stem: {
        en: 'If we remember an agreement in different ways, we can…',
        'zh-TW': '如果我們對約定記得不一樣，我們可以……',
      },
      examples: [
        {
          en: 'If we remember an agreement in different ways, we can talk calmly and write it down together.',
          'zh-TW': '如果我們對約定記得不一樣，我們可以好好說清楚，再一起把它寫下來。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: 'An and Mei want to share a big box of chalk. On Money Islands, it costs 80 coins. Their moms say OK. Which written deal is the clearest?',
        'zh-TW': '小安和小美想一起買一大盒粉筆。在理財冒險島上，它要 NT$80。兩個人的媽媽都說好。哪一份書面約定寫得最清楚？',
      },
      options: [
        {
          en: 'An pays 50 coins and Mei pays 30 coins, on Monday when they buy it.',
          'zh-TW': '小安付 NT$50，小美付 NT$30，星期一付清。',
        },
        {
          en: 'We will share the chalk, and we will sort out the money some other time.',
          'zh-TW': '我們會一起用這盒粉筆，至於錢要怎麼分，以後有空再說。',
        },
        {
          en: 'The chalk costs 80 coins. We are good friends, so we will split it in a fair way.',
          'zh-TW': '粉筆要 NT$80。我們是好朋友，到時候一定會公平地分。',
        },
        {
          en: 'An pays all 80 coins now, and Mei pays her back one day.',
          'zh-TW': '小安先付 NT$80，小美改天再還她。',
        },
      ],
      correctAnswer: 0,
      feedback: {
        en: 'The Monday deal says who pays what and by when. 50 + 30 = 80. "Later," "fair" and "one day" sound friendly, but each girl could remember them in a different way.',
        'zh-TW': '「小安付 NT$50，小美付 NT$30，星期一付清」寫清楚了誰付多少、什麼時候付：50 + 30 = 80。「以後再說」「公平地分」「改天再還」聽起來很友善，但兩個人可能各記各的。',
      },
      hintCycle: [
        {
          en: 'A clear deal answers: who pays what, and by when?',
          'zh-TW': '清楚的約定要回答：誰付多少？什麼時候付？',
        },
        {
          en: 'Some think "fair" or "later" is clear enough between friends. But "fair" has no numbers, and "one day" has no deadline.',
          'zh-TW': '有人以為好朋友之間，寫「公平」「以後」就夠了。可是「公平」沒有數字，「改天」也沒有期限。',
        },
        {
          en: 'The answer: "An pays 50 coins and Mei pays 30 coins, on Monday when they buy it." It has each share and a deadline.',
          'zh-TW': '答案是：「小安付 NT$50，小美付 NT$30，星期一付清。」每個人付多少、期限是哪天，都寫得清清楚楚。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'True or false: If you ask to write a deal down, it means you do not trust your friend.',
        'zh-TW': '是非題：說要把約定寫下來，就表示你不相信你的朋友。',
      },
      correctAnswer: false,
      feedback: {
        en: 'False. Leo and Jay trust each other, and neither was lying. They still remembered Monday in two ways. Writing it down helps good friends remember a deal the same way.',
        'zh-TW': '錯。阿力和阿哲彼此信任，誰也沒有說謊，記得的約定卻不一樣。把約定寫下來，是幫好朋友記得一樣，不是懷疑對方。',
      },
      hintCycle: [
        {
          en: 'Think about Leo and Jay on Wednesday. Did they trust each other? Did they still remember the deal the same way?',
          'zh-TW': '想想星期三的阿力和阿哲：他們互相信任嗎？他們記得的約定一樣嗎？',
        },
        {
          en: 'Some think writing a deal down is a way of saying, "I think you will cheat." But honest friends forget things too.',
          'zh-TW': '有人以為把約定寫下來，就是在說「我怕你賴帳」。其實誠實的好朋友，也會記錯。',
        },
        {
          en: 'The answer is false. A written deal is not blame. It helps friends who trust each other remember the same thing.',
          'zh-TW': '答案是「錯」。寫下約定不是在懷疑誰，而是幫互相信任的朋友記得一樣。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: "Jay and his cousin will share a 90-coin puzzle, with their parents' OK. Which lines belong in their written deal? Pick all that are right.",
        'zh-TW': '阿哲和表哥要一起買一盒 NT$90 的拼圖，爸媽都同意了。下面哪些應該寫進他們的書面約定？（可以選好幾個）',
      },
      options: [
        {
          en: 'Jay pays 45 coins, and his cousin pays 45 coins.',
          'zh-TW': '阿哲付 NT$45，表哥付 NT$45。',
        },
        {
          en: 'We both pay on Saturday, when we buy it.',
          'zh-TW': '星期六買的時候，兩個人一起付錢。',
        },
        {
          en: "The puzzle stays at Jay's house for 2 weeks, then at his cousin's.",
          'zh-TW': '拼圖先放阿哲家 2 週，再放到表哥家。',
        },
        {
          en: 'Leave out the money part, because cousins trust each other.',
          'zh-TW': '錢的部分不用寫，因為表兄弟會互相信任。',
        },
        {
          en: 'Keep the deal secret from grown-ups, so it is just ours.',
          'zh-TW': '別讓大人知道這份約定，這樣才是我們自己的。',
        },
      ],
      correctAnswer: [0, 1, 2],
      feedback: {
        en: 'A written deal says who pays what (90 ÷ 2 = 45 each), by when (Saturday) and who does what (where the puzzle stays). Trust does not stop memories from slipping. When money is involved, a grown-up should know.',
        'zh-TW': '書面約定要寫出誰付多少（90 ÷ 2 = 45，一人 NT$45）、什麼時候付（星期六），還有誰做什麼事（拼圖放在誰家）。互相信任，也擋不住記錯。約定裡有錢的時候，要讓大人知道。',
      },
      hintCycle: [
        {
          en: 'Look for lines that answer: who pays what, who does what, and by when?',
          'zh-TW': '找找看，哪幾行回答了：誰付多少？誰做什麼？什麼時候？',
        },
        {
          en: 'Some think trust means the money part can be left out. Others think a deal should be hidden from grown-ups. Both make trouble later.',
          'zh-TW': '有人以為互相信任，錢的部分就不用寫；也有人以為約定要瞞著大人。這兩種做法，以後都容易出問題。',
        },
        {
          en: 'The answers: 45 coins each, paying on Saturday, and where the puzzle stays.',
          'zh-TW': '答案是：一人付 NT$45、星期六付錢，還有拼圖放在誰家。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: "On Money Islands, a badminton set costs 150 coins. Leo and An will share it, with their parents' OK. Leo plays more, so their deal says he pays 90 coins. An pays the rest. An's share is ______.",
        'zh-TW': '在理財冒險島上，一組羽毛球拍要 NT$150。阿力和小安要一起買，爸媽都同意了。阿力比較常打，所以約定上寫著他付 NT$90，剩下的由小安付。小安要付______。',
      },
      acceptedAnswers: {
        en: ['60', 'sixty', '60 coins', 'sixty coins'],
        'zh-TW': ['60', 'NT$60', '60元', '60 元', '60塊', '六十', '六十元', '六十塊'],
      },
      feedback: {
        en: '150 − 90 = 60 coins. A share does not have to be half. What matters is that both agree and write it down.',
        'zh-TW': '150 − 90 = 60，小安要付 NT$60。分攤不一定要一人一半，重要的是兩個人都同意，而且寫下來。',
      },
      hintCycle: [
        {
          en: 'The whole set costs 150 coins. How much does Leo pay?',
          'zh-TW': '整組要 NT$150，阿力付多少？',
        },
        {
          en: 'This deal is not half each, so 75 is not right. Take Leo\'s part away from the whole price.',
          'zh-TW': '這份約定不是一人一半，所以不是 75。用總價減掉阿力付的錢。',
        },
        {
          en: 'The answer is 60. 150 − 90 = 60 coins, just as the deal says.',
          'zh-TW': '答案是 60。150 − 90 = 60，就是約定上寫的，小安付 NT$60。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: 'Before anyone pays, both friends ______ the written deal to show that they agree.',
        'zh-TW': '付錢之前，兩個人都在書面約定上______，表示他們同意。',
      },
      acceptedAnswers: {
        en: ['sign', 'signed', 'sign their names on', 'put their names on', 'write their names on', 'initial'],
        'zh-TW': ['簽名', '簽字', '簽上名字', '簽下名字', '寫上名字', '寫名字', '簽名字', '簽'],
      },
      feedback: {
        en: 'They sign it. A name on the page shows, "I read this, and I agree." A grown-up can sign too when money is involved.',
        'zh-TW': '要簽名。在紙上簽下名字，就是說：「我看過了，我同意。」約定裡有錢的時候，大人也可以一起簽名。',
      },
      hintCycle: [
        {
          en: 'What did Leo, Jay and Leo\'s dad each put on the kite deal?',
          'zh-TW': '阿力、阿哲和阿力爸爸，各在風箏約定上寫了什麼？',
        },
        {
          en: 'Just reading the deal does not show you agree. You write something of your own on it.',
          'zh-TW': '光是看過約定，還不能表示你同意。你要在上面寫下屬於自己的東西。',
        },
        {
          en: 'The answer is "sign": each person writes their name to say, "I agree."',
          'zh-TW': '答案是「簽名」：每個人寫上自己的名字，表示「我同意」。',
        },
      ],
    },
  ],
  reflection: {
    id: 'a-deal-i-could-write',
    question: {
      en: 'Think of a deal with a friend or your family, like sharing a toy or taking turns. What would you write down so you both remember it the same way?',
      'zh-TW': '想一想，你和朋友或家人有過什麼約定？例如一起用一個玩具，或是輪流做一件事。你會寫下哪些內容，讓大家記得一樣？',
    },
    placeholder: {
      en: 'Our deal: … pays (or does)…, by…',
      'zh-TW': '我們的約定：……要付（或要做）……，最晚在……',
    },
  },
} satisfies ClassicBody;

export default body;
