import type { ClassicBody } from '../schema/module-body';

/**
 * M61 · Marketplace Island: "Knowing Your Customers" / 「了解你的顧客」.
 * Learning outcome (Grade 4, Earning Income): explain that businesses ask their customers what they need
 * and like (for example with a short survey) and change what they sell to fit.
 * Benchmark, in words (the area and grade the brief assigns): grade-4 Earning Income, people earn income
 * by making goods and services that others want to buy; finding out what buyers want helps a business sell.
 * Numbers: the school fair is on a Sunday two weeks away (brief; the survey week comes before M60's week,
 * when Jay's finished bookmarks are priced); the booth sells lemonade at 20 a cup and Jay's 20
 * bookmarks at 15 (the running business, brief; unchanged here). An's survey (the island's own figures),
 * 20 classmates, no names: buy lemonade at the fair? yes 16, no 4 → 16 + 4 = 20; less sweet 12, sweet 8 →
 * 12 + 8 = 20; bookmark picture: cats 9, dogs 7, flowers 4 → 9 + 7 + 4 = 20. Five also wrote "bubble tea"
 * (not possible for the booth). Jay had planned 10 flowers and 10 stars (10 + 10 = 20); he draws 9 cats, 7
 * dogs and 4 flowers, still 20. Less sweet lemonade uses the same lemons and sugar (about 6 a cup, brief);
 * a little jar of syrup is made from that sugar, so no cost changes. Everything sells by three o'clock.
 * Quiz: q1 Mei's uncle's breakfast shop; q2 Leo's customers like less sour lemonade (true); q3 a cookie
 * table, good survey questions (private questions are wrong); q5 a shaved ice stand: 20 asked, 11 mango,
 * 6 red bean, 3 strawberry → 11 + 6 + 3 = 20.
 * Facts: none — every number is the running business's in the brief or the island's own.
 */
const body = {
  id: 'M61',
  format: 'classic',
  scenarios: [
    {
      id: 'ans-fair-survey',
      title: {
        en: "An's Three Questions",
        'zh-TW': '小安的三個問題',
      },
      description: {
        en: 'Before the school fair, An asks her classmates what they would like. The answers change the plan.',
        'zh-TW': '園遊會前，小安問同學們喜歡什麼。大家的答案，讓攤位的計畫改變了。',
      },
      context: {
        en:
          'The school fair is in two weeks. On Monday, An asks, "How do we know what our buyers want?" ' +
          '"Ask them," says Ms. Chen. "Keep it short. Nobody writes a name." ' +
          'An writes three questions on one page. On Tuesday, 20 classmates answer. On Wednesday, the friends count. ' +
          'Would you buy lemonade at the fair? Yes: 16. No: 4. ' +
          'Sweet or less sweet? Less sweet: 12. Sweet: 8. ' +
          'Which bookmark picture do you like best? Cats: 9. Dogs: 7. Flowers: 4. ' +
          'Jay frowns. He had planned 10 flowers and 10 stars. "But I like stars best," he says. ' +
          '"The bookmarks are for our buyers," An says softly. "Let\'s draw what they like." ' +
          'Jay thinks, then nods. ' +
          'Five classmates also wrote "bubble tea." Leo\'s dad smiles. "We don\'t have what bubble tea needs. Lemonade is our thing." ' +
          'So the friends change the plan. They make the lemonade less sweet. A little jar of syrup waits for anyone who likes it sweet. ' +
          'Jay draws 9 cats, 7 dogs and 4 flowers. ' +
          'At the fair, a girl sips her cup. "Less sweet! Just how I like it!" The cat bookmarks go first. By three o\'clock, everything is sold. ' +
          '"Squawk!" says Pip. "Ask your customers, then sell what they like!"',
        'zh-TW':
          '再過兩個星期就是園遊會了。星期一，小安問：「我們怎麼知道客人想要什麼？」' +
          '陳老師說：「去問問看呀！問題簡短一點，也不用寫名字。」' +
          '小安在一張紙上寫了三個問題。星期二，20 個同學填好了。星期三，四個好朋友一起統計。' +
          '園遊會上你會買檸檬汁嗎？會：16 人。不會：4 人。' +
          '你喜歡全糖，還是少糖？少糖：12 人。全糖：8 人。' +
          '你最喜歡哪一種書籤圖案？貓咪：9 人。狗狗：7 人。花朵：4 人。' +
          '阿哲皺起眉頭。他原本打算畫 10 張花、10 張星星。「可是我最喜歡星星耶。」他說。' +
          '小安輕輕地說：「書籤是要賣給客人的，我們畫他們喜歡的吧。」' +
          '阿哲想了一下，點點頭。' +
          '還有五個同學寫了「珍珠奶茶」。阿力的爸爸笑著說：「做珍奶需要的東西，我們都沒有。我們就專心做檸檬汁吧。」' +
          '於是，大家改了計畫：檸檬汁改成少糖，旁邊再放一小罐糖水，喜歡甜一點的人可以自己加。' +
          '阿哲畫了 9 張貓咪、7 張狗狗和 4 張花朵。' +
          '園遊會那天，一個女生喝了一口：「少糖！剛好是我喜歡的！」貓咪書籤最先賣完。到了下午三點，東西全部賣光了。' +
          '皮皮叫著：「嘎！先問問顧客，再賣大家喜歡的東西！」',
      },
      thinkingPrompts: [
        {
          en: 'Why did An ask classmates before the fair, and not after?',
          'zh-TW': '小安為什麼要在園遊會「之前」問同學，而不是之後才問？',
        },
        {
          en: 'Jay liked stars best, but few buyers did. Why is it hard to change your plan when you love your own idea?',
          'zh-TW': '阿哲最喜歡星星，可是想買的人不多。當你很喜歡自己的點子時，為什麼很難改變計畫？',
        },
        {
          en: 'Five classmates wanted bubble tea, but the booth did not sell it. When is it OK to say no to what customers ask for?',
          'zh-TW': '有五個同學想喝珍珠奶茶，可是攤位沒有賣。什麼時候可以對顧客的要求說「不」？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'customer',
      term: { en: 'customer', 'zh-TW': '顧客' },
      definition: {
        en: 'A person who buys from a seller.',
        'zh-TW': '跟賣家買東西的人。',
      },
      example: {
        en: 'The classmates who buy lemonade at the fair are the booth\'s customers.',
        'zh-TW': '在園遊會上買檸檬汁的同學，就是攤位的顧客。',
      },
    },
    {
      id: 'survey',
      term: { en: 'survey', 'zh-TW': '問卷調查' },
      definition: {
        en: 'A few questions you ask many people, to learn what they think or like.',
        'zh-TW': '拿幾個問題去問很多人，了解大家的想法和喜好。',
      },
      example: {
        en: "An's survey had three questions on one page.",
        'zh-TW': '小安的問卷調查，一張紙上有三個問題。',
      },
    },
    {
      id: 'tally',
      term: { en: 'tally', 'zh-TW': '統計' },
      definition: {
        en: 'Counting how many people gave each answer.',
        'zh-TW': '算一算每個答案有多少人選。',
      },
      example: {
        en: 'The tally for pictures was cats 9, dogs 7 and flowers 4. 9 + 7 + 4 = 20.',
        'zh-TW': '書籤圖案的統計是：貓咪 9 人、狗狗 7 人、花朵 4 人。9 + 7 + 4 = 20。',
      },
    },
    {
      id: 'preference',
      term: { en: 'preference', 'zh-TW': '喜好' },
      definition: {
        en: 'The thing a person likes better than the others.',
        'zh-TW': '一個人比較喜歡的選擇。',
      },
      example: {
        en: '12 of the 20 classmates had a preference for less sweet lemonade.',
        'zh-TW': '20 個同學裡，有 12 個人的喜好是少糖的檸檬汁。',
      },
    },
    {
      id: 'feedback',
      term: { en: 'feedback', 'zh-TW': '意見回饋' },
      definition: {
        en: 'What customers tell a seller about the things it sells.',
        'zh-TW': '顧客告訴賣家，對商品有什麼想法。',
      },
      example: {
        en: 'A girl\'s feedback at the fair was, "Less sweet! Just how I like it!"',
        'zh-TW': '園遊會上，一個女生的意見回饋是：「少糖！剛好是我喜歡的！」',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'before-i-sell',
      stem: {
        en: 'Before I sell something, I can ask my customers…',
        'zh-TW': '賣東西之前，我可以問問顧客……',
      },
      examples: [
        {
          en: 'Before I sell something, I can ask my customers what they like, with a short survey.',
          'zh-TW': '賣東西之前，我可以用簡短的問卷調查，問問顧客喜歡什麼。',
        },
      ],
    },
    {
      id: 'the-survey-showed',
      stem: {
        en: 'The survey showed… so I would change…',
        'zh-TW': '問卷調查顯示……，所以我會改……',
      },
      examples: [
        {
          en: 'The survey showed that 12 of 20 like less sweet, so I would change my lemonade to less sweet.',
          'zh-TW': '問卷調查顯示，20 個人裡有 12 個喜歡少糖，所以我會把檸檬汁改成少糖。',
        },
      ],
    },
    {
      id: 'feedback-helps',
      stem: {
        en: 'Feedback from customers helps a seller…',
        'zh-TW': '顧客的意見回饋，可以幫助賣家……',
      },
      examples: [
        {
          en: 'Feedback from customers helps a seller change what it sells, so more people want it.',
          'zh-TW': '顧客的意見回饋，可以幫助賣家調整要賣的東西，讓更多人想買。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: "Mei's uncle runs a breakfast shop. He wants to add one new sandwich. What is a good first step?",
        'zh-TW': '小美的舅舅開了一家早餐店，想加一種新的三明治。第一步怎麼做比較好？',
      },
      options: [
        {
          en: 'Make the sandwich he likes best, because it is his own shop',
          'zh-TW': '做他自己最愛吃的那一種，反正是他自己的店',
        },
        {
          en: 'Pick the one that is cheapest to make, without asking anyone',
          'zh-TW': '挑成本最低的那一種，不用問任何人',
        },
        {
          en: 'Make ten kinds at once, to be safe',
          'zh-TW': '一次做十種，比較保險',
        },
        {
          en: 'Ask some customers which one they would buy',
          'zh-TW': '問問一些顧客，他們會買哪一種',
        },
      ],
      correctAnswer: 3,
      feedback: {
        en: 'Asking customers shows what they would really buy. His own taste may not be theirs. The cheapest one may not sell, and ten kinds at once waste food and money.',
        'zh-TW': '問問顧客，才知道大家真的會買什麼。他喜歡的，顧客不一定喜歡；成本最低的不一定賣得出去；一次做十種，又會浪費食材和錢。',
      },
      hintCycle: [
        {
          en: 'Think about what An did before the fair.',
          'zh-TW': '想一想，小安在園遊會前做了什麼？',
        },
        {
          en: 'Jay liked stars, but buyers liked cats. What the seller likes, or what is cheapest to make, may not be what buyers want. Ten kinds at once wastes food.',
          'zh-TW': '阿哲喜歡星星，顧客卻喜歡貓咪。賣家自己喜歡的、成本最低的，都不一定是顧客想要的；一次做十種，又會浪費食材。',
        },
        {
          en: 'The answer: ask some customers which one they would buy. Their answers guide the new sandwich.',
          'zh-TW': '答案是：問問一些顧客，他們會買哪一種。顧客的回答，能幫他決定新的三明治。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'True or false: Leo likes his lemonade very sour. In a survey, most of his customers say they like it less sour. It makes sense for Leo to try a less sour cup.',
        'zh-TW': '是非題：阿力喜歡很酸的檸檬汁。可是問卷調查裡，大部分的顧客都說喜歡不要那麼酸。阿力試著做不那麼酸的檸檬汁，是有道理的。',
      },
      correctAnswer: true,
      feedback: {
        en: 'True. The lemonade is for his customers. If most of them like it less sour, a less sour cup may sell better, even if Leo likes sour best.',
        'zh-TW': '對。檸檬汁是要賣給顧客喝的。大部分的顧客喜歡不要那麼酸，做得不那麼酸可能會賣得更好，就算阿力自己最愛酸的也一樣。',
      },
      hintCycle: [
        {
          en: 'Who drinks the lemonade that Leo sells?',
          'zh-TW': '阿力賣的檸檬汁，是誰在喝？',
        },
        {
          en: 'Some think a seller should sell only what the seller likes. But a business earns money when buyers want what it sells.',
          'zh-TW': '有人以為賣家賣自己喜歡的就好。可是要顧客想買，生意才做得起來。',
        },
        {
          en: 'The answer is true. Trying a less sour cup fits what most customers told him.',
          'zh-TW': '答案是「對」。試做不那麼酸的檸檬汁，正好符合大部分顧客的意見。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'A classmate plans a cookie table at the fair, with her dad\'s help. Which are good questions for her survey? Pick all that are right.',
        'zh-TW': '有個同學打算在園遊會擺餅乾攤，爸爸會幫忙。下面哪些適合放進她的問卷調查？（可以選好幾個）',
      },
      options: [
        {
          en: 'Which cookie do you like best: chocolate, peanut or oat?',
          'zh-TW': '你最喜歡哪一種餅乾：巧克力、花生還是燕麥？',
        },
        {
          en: 'What is your phone number?',
          'zh-TW': '你的電話號碼是多少？',
        },
        {
          en: 'How much money does your family have?',
          'zh-TW': '你家有多少錢？',
        },
        {
          en: 'Would you buy a cookie at the fair?',
          'zh-TW': '園遊會上你會買餅乾嗎？',
        },
        {
          en: 'Is there any food you cannot eat?',
          'zh-TW': '有沒有什麼食物是你不能吃的？',
        },
      ],
      correctAnswer: [0, 3, 4],
      feedback: {
        en: 'Good survey questions ask what buyers like and need: the cookie they like, whether they would buy, and food they cannot eat. A phone number and family money are private, and they do not help her choose cookies.',
        'zh-TW': '好的問卷問的是顧客喜歡什麼、需要什麼：喜歡哪種餅乾、會不會買、有沒有不能吃的食物。電話號碼和家裡有多少錢是別人的隱私，也不能幫她決定做哪種餅乾。',
      },
      hintCycle: [
        {
          en: 'Which questions help her choose what cookies to make?',
          'zh-TW': '哪些問題能幫她決定要做什麼餅乾？',
        },
        {
          en: 'Some think more facts about people are always better. But private things, like a phone number or family money, do not belong in a survey.',
          'zh-TW': '有人以為問得越多越好。可是電話號碼、家裡有多少錢這些隱私，不應該放進問卷。',
        },
        {
          en: 'The answers: which cookie they like best, whether they would buy one, and any food they cannot eat.',
          'zh-TW': '答案是：最喜歡哪種餅乾、會不會買、有沒有不能吃的食物。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'A few short questions you ask many people, to learn what they like, are called a ______.',
        'zh-TW': '拿幾個簡短的問題去問很多人，了解大家喜歡什麼，這叫做______。',
      },
      acceptedAnswers: {
        en: ['survey', 'questionnaire', 'poll', 'customer survey'],
        'zh-TW': ['問卷', '問卷調查', '調查', '意見調查'],
      },
      feedback: {
        en: 'It is a survey. A short survey tells a seller what customers like before the seller decides what to sell.',
        'zh-TW': '這叫做問卷調查。簡短的問卷，能讓賣家在決定賣什麼之前，先知道顧客喜歡什麼。',
      },
      hintCycle: [
        {
          en: 'Think of the page An gave her classmates.',
          'zh-TW': '想一想，小安發給同學的那張紙叫什麼？',
        },
        {
          en: 'It is not the counting of answers. That is the tally. It is the questions themselves.',
          'zh-TW': '不是算答案的「統計」，而是那一份問題本身。',
        },
        {
          en: 'The answer is "survey": a few questions that many people answer.',
          'zh-TW': '答案是「問卷調查」：很多人一起回答的幾個問題。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: "Mei's neighbor and her dad plan a shaved ice stand at a summer market. She asks 20 people. 11 pick mango, 6 pick red bean, and 3 pick strawberry. The kind she should make the most of is ______.",
        'zh-TW': '小美的鄰居和爸爸打算在夏天的市集擺剉冰攤。她問了 20 個人：11 人選芒果，6 人選紅豆，3 人選草莓。她最應該多準備的是______。',
      },
      acceptedAnswers: {
        en: ['mango', 'mango ice', 'mango shaved ice', 'mango flavor', 'mango flavour'],
        'zh-TW': ['芒果', '芒果冰', '芒果剉冰', '芒果口味', '芒果的'],
      },
      feedback: {
        en: 'Mango. 11 + 6 + 3 = 20, and 11 of the 20 picked mango, more than the other two together. So she makes the most mango.',
        'zh-TW': '芒果。11 + 6 + 3 = 20，20 個人裡有 11 個選芒果，比另外兩種加起來還多，所以芒果要準備最多。',
      },
      hintCycle: [
        {
          en: 'Look at the tally. Which flavor got the most votes?',
          'zh-TW': '看看統計結果，哪一種口味最多人選？',
        },
        {
          en: 'It is not the flavor she likes, or the last one named. It is the one most customers picked.',
          'zh-TW': '不是她自己喜歡的，也不是最後提到的，而是最多顧客選的那一種。',
        },
        {
          en: 'The answer is mango: 11 of 20 people picked it.',
          'zh-TW': '答案是「芒果」：20 個人裡有 11 個人選它。',
        },
      ],
    },
  ],
  reflection: {
    id: 'my-customer-question',
    question: {
      en: 'Think of a shop or a stand you like. If you ran it, what is one question you would ask your customers? What might you change?',
      'zh-TW': '想一想你喜歡的一家店或一個攤位。如果由你來經營，你會問顧客哪一個問題？你可能會改變什麼？',
    },
    placeholder: {
      en: 'If I ran…, I would ask my customers… If they said…, I would change…',
      'zh-TW': '如果我來經營……，我會問顧客……。如果他們說……，我會改……',
    },
  },
} satisfies ClassicBody;

export default body;
