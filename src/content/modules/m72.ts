import type { ClassicBody } from '../schema/module-body';

/**
 * M72 · Marketplace Island: "Being a Fair Seller" / 「做個誠實的賣家」.
 * Learning outcome (Grade 4, Spending): explain why honest weights and labels, true ads and kind service
 * make customers trust a seller and come back.
 * Benchmark, in words: the grade-4 Spending statements about buyers choosing with the information sellers
 * give them (prices, labels, ads); this lesson looks at it from the seller's side: honest information and
 * kind service earn buyers' trust. Ties back to Crystal Tower (honesty, nothing hidden) and to a fruit
 * seller at the traditional market.
 * Leo's stand (cast sheet): Saturday afternoons, his dad nearby; a cup is 20 coins; a usual Saturday sells
 * about 10 cups (about 200 coins); supplies about 60; about 140 left.
 * Numbers: most Saturdays supplies cost about 60 (cast sheet); this one week is a stated exception: the lemons are small; the fruit seller (吳阿姨, a one-off character) says so, and
 * Leo buys a few more lemons, so supplies cost 70, not 60 (70 − 60 = 10 more). He fills every cup to the
 * line and sells 10 cups: 10 × 20 = 200; 200 − 70 = 130 left, 10 less than the usual 140 (140 − 130 = 10).
 * The next Saturday, the boy who found it too sour comes back with 2 friends: 1 + 2 = 3 buyers.
 * Quiz: q1 a fruit-cup sign (no sums); q2 guavas picked 5 days ago (no sums); q3 no sums; q5 on Money
 * Islands an ad says a bag of 12 oranges for 100 coins, the bag has 10 → 12 − 10 = 2 more owed.
 * Facts:
 * - a business must make sure its ads are true, and owes buyers at least what its ad promised (story:
 *   Dad's line; q4; q5) — Consumer Protection Act art. 22 (消費者保護法第 22 條), 2025
 */
const body = {
  id: 'M72',
  format: 'classic',
  scenarios: [
    {
      id: 'full-cups-true-signs',
      title: {
        en: 'Full Cups, True Signs',
        'zh-TW': '杯子裝滿，招牌說真話',
      },
      description: {
        en: 'The lemons are small this week. Leo could fill his cups a little less. Nobody would notice… or would they?',
        'zh-TW': '這個星期的檸檬特別小。阿力可以每杯少裝一點，應該沒人發現吧……真的嗎？',
      },
      context: {
        en:
          'On Saturday morning, Leo and his dad buy lemons at the market. ' +
          'Mrs. Wu, the fruit seller, weighs them on a scale that faces the buyers. ' +
          'Her sign says "Local lemons," and they really come from a nearby farm. ' +
          '"These are small this week," she says. "You may need a few more." ' +
          '"We come back to her every week," Dad says. "She is fair." ' +
          'Most Saturdays, Leo\'s supplies cost about 60 coins. This week, the small lemons make them cost 70, 10 more. ' +
          'That afternoon, Leo pours lemonade. "I could fill each cup a little less," he thinks. "Nobody would notice." ' +
          'Then he thinks of Mrs. Wu\'s scale. He fills every cup to the line. ' +
          'Jay draws a sign: "Biggest cups on Money Islands!" "Are they?" asks Mei. "Remember Crystal Tower? Nothing made up!" ' +
          '"In Taiwan, the law says a business must make its ads true," Dad says. "Buyers should get at least what the ad promised." ' +
          'So the sign says "Fresh lemons. Full cups." ' +
          'Leo sells 10 cups, 200 coins, as on a usual Saturday. 200 − 70 = 130 coins are left, 10 less than his usual 140. ' +
          'A boy says his cup is too sour. Leo adds a spoon of sugar with a smile. ' +
          'Next Saturday, the boy comes back with 2 friends. ' +
          '"Squawk!" says Pip. "Fair sellers get buyers who come back!"',
        'zh-TW':
          '星期六早上，阿力和爸爸去傳統市場買檸檬。' +
          '賣水果的吳阿姨把檸檬放到秤上，秤的數字朝著客人，看得清清楚楚。' +
          '她的牌子寫著「在地檸檬」，這些檸檬真的是附近農場種的。' +
          '吳阿姨說：「這個星期的檸檬比較小，你可能要多買幾顆喔。」' +
          '爸爸說：「我們每個星期都來跟她買，因為她做生意很公道。」' +
          '平常的星期六，阿力的材料大約花 NT$60；這個星期檸檬比較小，材料花了 NT$70，多了 NT$10。' +
          '下午，阿力倒著檸檬汁，心裡想：「每杯少裝一點點，應該沒人會發現吧。」' +
          '接著他想起吳阿姨的秤，還是把每一杯都裝到刻度線。' +
          '阿哲畫了一張招牌：「理財冒險島最大杯！」小美問：「真的是最大杯嗎？還記得水晶塔嗎？不能亂說喔！」' +
          '爸爸說：「在台灣，法律規定商家的廣告一定要真實；廣告上答應客人的，至少都要做到。」' +
          '所以招牌改成：「新鮮檸檬，每杯裝滿。」' +
          '阿力和平常一樣賣出 10 杯，收入 NT$200。200 − 70 = 130，剩下 NT$130，比平常的 NT$140 少了 NT$10。' +
          '有個男生說他的檸檬汁太酸了，阿力笑著幫他加了一匙糖。' +
          '下個星期六，那個男生又來了，還帶了 2 個朋友。' +
          '皮皮叫著：「嘎！誠實的賣家，客人會一再回來！」',
      },
      thinkingPrompts: [
        {
          en: 'Mrs. Wu told Leo her lemons were small. That sold him more lemons, but why else might she say it?',
          'zh-TW': '吳阿姨主動告訴阿力，這星期的檸檬比較小。這讓她多賣了幾顆檸檬，可是你覺得她還有什麼原因要這樣說？',
        },
        {
          en: 'Leo had 10 coins less this week. Why do you think he still chose full cups?',
          'zh-TW': '阿力這個星期少賺了 NT$10。你覺得，為什麼他還是選擇每杯都裝滿？',
        },
        {
          en: 'What if Leo had kept the sign "Biggest cups on Money Islands!"? How might buyers feel if they found out it was not true?',
          'zh-TW': '如果阿力留著「理財冒險島最大杯！」的招牌，客人後來發現不是真的，心裡可能會有什麼感覺？',
        },
      ],
    },
  ],
  vocabulary: [
    {
      id: 'honest-weight',
      term: { en: 'honest weight', 'zh-TW': '足斤足兩' },
      definition: {
        en: 'Giving buyers the full amount they pay for, on a scale they can see.',
        'zh-TW': '客人付多少錢，就給足多少分量，秤也讓客人看得清楚。',
      },
      example: {
        en: 'Mrs. Wu\'s scale faces the buyers. That is honest weight.',
        'zh-TW': '吳阿姨的秤朝著客人，這就是足斤足兩。',
      },
    },
    {
      id: 'label',
      term: { en: 'label', 'zh-TW': '標示' },
      definition: {
        en: 'Words on a thing or a sign that tell what it is.',
        'zh-TW': '寫在東西或牌子上，說明它是什麼的文字。',
      },
      example: {
        en: 'The label "Local lemons" was true: they came from a nearby farm.',
        'zh-TW': '「在地檸檬」這個標示是真的：檸檬真的是附近農場種的。',
      },
    },
    {
      id: 'true-ad',
      term: { en: 'true ad', 'zh-TW': '真實的廣告' },
      definition: {
        en: 'A sign or message about a thing to sell that says only what is really so.',
        'zh-TW': '介紹要賣的東西時，只說真正的事實的招牌或訊息。',
      },
      example: {
        en: '"Fresh lemons. Full cups." was a true ad for Leo\'s stand.',
        'zh-TW': '「新鮮檸檬，每杯裝滿。」就是阿力攤子真實的廣告。',
      },
    },
    {
      id: 'kind-service',
      term: { en: 'kind service', 'zh-TW': '親切的服務' },
      definition: {
        en: 'Helping buyers in a friendly way, before and after they pay.',
        'zh-TW': '客人付錢前、付錢後，都友善地幫忙他們。',
      },
      example: {
        en: 'Leo added a spoon of sugar with a smile. That was kind service.',
        'zh-TW': '阿力笑著幫客人加了一匙糖，這就是親切的服務。',
      },
    },
    {
      id: 'repeat-customer',
      term: { en: 'repeat customer', 'zh-TW': '回頭客' },
      definition: {
        en: 'A buyer who comes back to buy again.',
        'zh-TW': '買過以後，又再回來買的客人。',
      },
      example: {
        en: 'Leo\'s family are repeat customers of Mrs. Wu.',
        'zh-TW': '阿力家是吳阿姨的回頭客。',
      },
    },
  ],
  sentenceStems: [
    {
      id: 'a-fair-seller',
      stem: {
        en: 'A fair seller…',
        'zh-TW': '誠實的賣家會……',
      },
      examples: [
        {
          en: 'A fair seller gives honest weight and tells you when the fruit is small.',
          'zh-TW': '誠實的賣家會足斤足兩，水果比較小也會老實告訴你。',
        },
        {
          en: 'A fair seller puts only true words on the label.',
          'zh-TW': '誠實的賣家會在標示上只寫真實的內容。',
        },
      ],
    },
    {
      id: 'i-would-come-back',
      stem: {
        en: 'I would be a repeat customer at a shop that…',
        'zh-TW': '如果一家店……，我就會當它的回頭客。',
      },
      examples: [
        {
          en: 'I would be a repeat customer at a shop that swaps a broken thing with a smile.',
          'zh-TW': '如果一家店會笑著幫我換掉壞掉的東西，我就會當它的回頭客。',
        },
      ],
    },
    {
      id: 'before-i-write-an-ad',
      stem: {
        en: 'Before I write a sign or an ad, I check that…',
        'zh-TW': '寫招牌或廣告之前，我會先確認……',
      },
      examples: [
        {
          en: 'Before I write a sign or an ad, I check that every word is true.',
          'zh-TW': '寫招牌或廣告之前，我會先確認每一句話都是真的。',
        },
      ],
    },
  ],
  quiz: [
    {
      id: 'q1',
      type: 'single',
      question: {
        en: 'A night market stall sells fruit cups. The picture on its sign shows a big cup. The real cup is half that size. What is the fair thing for the seller to do?',
        'zh-TW': '夜市有個攤子在賣水果杯。招牌上的圖片是一個大杯子，可是真正的杯子只有圖片的一半大。賣家怎麼做才公道？',
      },
      options: [
        {
          en: 'Keep the sign, because a picture is just for fun.',
          'zh-TW': '招牌留著，反正圖片只是好看而已。',
        },
        {
          en: 'Change the picture so it shows the real size of the cup.',
          'zh-TW': '把招牌上的圖片換掉，畫出杯子真正的大小。',
        },
        {
          en: 'Keep the sign, because most buyers will not complain about it.',
          'zh-TW': '招牌留著，因為大部分的客人不會抱怨。',
        },
        {
          en: 'Add a tiny note in a corner of the sign that says "real cup is smaller."',
          'zh-TW': '在招牌角落加一行很小的字：「實際杯子比較小」。',
        },
      ],
      correctAnswer: 1,
      feedback: {
        en: 'A picture on a sign is part of the ad, so it should show the real cup. Buyers who do not complain may still not come back. A tiny note that few people read is hiding, not being clear.',
        'zh-TW': '招牌上的圖片也是廣告的一部分，應該畫出真正的杯子。客人沒抱怨，不代表還會再來；很少人看得到的小字，是把事情藏起來，不是說清楚。',
      },
      hintCycle: [
        {
          en: 'Think of Jay\'s sign, "Biggest cups on Money Islands!" What did the friends change?',
          'zh-TW': '想想阿哲畫的「理財冒險島最大杯！」招牌，後來大家改了什麼？',
        },
        {
          en: 'Some think a picture is not a promise, or that small print fixes it. But buyers trust what the sign shows.',
          'zh-TW': '有人以為圖片不算承諾，或是加一行小字就沒問題了。可是客人相信的，就是招牌上看到的樣子。',
        },
        {
          en: 'The answer: change the picture so it shows the real size of the cup. Then the sign tells the truth.',
          'zh-TW': '答案是：把招牌上的圖片換掉，畫出杯子真正的大小，招牌才會說真話。',
        },
      ],
    },
    {
      id: 'q2',
      type: 'bool',
      question: {
        en: 'A fruit seller\'s sign says "Guavas picked this morning." They were picked 5 days ago, but they still taste good. True or false: the sign is fair, since the guavas taste good.',
        'zh-TW': '一個水果攤的牌子寫著：「今天早上現採的芭樂。」其實芭樂是 5 天前採的，不過吃起來還是很好吃。是非題：因為芭樂還是很好吃，所以這個牌子很公道。',
      },
      correctAnswer: false,
      feedback: {
        en: 'False. The label says something that is not true. Good taste does not make a wrong label fair. Buyers who find out may stop trusting the seller.',
        'zh-TW': '錯。牌子上寫的不是事實。芭樂好吃，不會讓錯誤的標示變得公道。客人發現以後，可能就不再相信這個賣家了。',
      },
      hintCycle: [
        {
          en: 'Is the label true? When were the guavas really picked?',
          'zh-TW': '這個標示是真的嗎？芭樂到底是哪一天採的？',
        },
        {
          en: 'Some think a label is fine if the thing is still good. But a label has to say what is really so.',
          'zh-TW': '有人以為東西還不錯，標示寫錯也沒關係。可是標示要寫的是真正的事實。',
        },
        {
          en: 'The answer is false. "Picked this morning" is not true, so the sign is not fair, even if the guavas taste good.',
          'zh-TW': '答案是「錯」。「今天早上現採」不是事實，就算芭樂很好吃，這個牌子也不公道。',
        },
      ],
    },
    {
      id: 'q3',
      type: 'multi',
      question: {
        en: 'Which of these help buyers trust a seller and come back? Pick all that are right.',
        'zh-TW': '下面哪些做法，會讓客人信任賣家，還想再回來？（可以選好幾個）',
      },
      options: [
        {
          en: 'A scale that faces the buyers, so they can see the weight.',
          'zh-TW': '秤的數字朝著客人，讓客人看得到重量。',
        },
        {
          en: 'A "local" label on fruit from far away, because it sells better.',
          'zh-TW': '遠地運來的水果也標「在地」，因為這樣比較好賣。',
        },
        {
          en: 'Swapping a bruised apple before the buyer asks.',
          'zh-TW': '客人還沒開口，就先把碰傷的蘋果換掉。',
        },
        {
          en: 'Telling a buyer, "These are small this week. You may need more."',
          'zh-TW': '告訴客人：「這星期的比較小，你可能要多買一點。」',
        },
        {
          en: 'Filling cups a little less each week, hoping nobody notices.',
          'zh-TW': '每個星期偷偷少裝一點，希望沒人發現。',
        },
      ],
      correctAnswer: [0, 2, 3],
      feedback: {
        en: 'A scale buyers can see, a swap for a bruised apple and honest words about size all build trust. A false "local" label and smaller cups in secret are not fair. When buyers find out, they stop coming back.',
        'zh-TW': '讓客人看得到的秤、主動換掉碰傷的蘋果、老實說出水果比較小，這些都能讓客人信任。假的「在地」標示、偷偷少裝，都不公道；客人發現以後，就不會再回來了。',
      },
      hintCycle: [
        {
          en: 'For each one, ask: would you feel you got what you paid for?',
          'zh-TW': '每一個都問問自己：我會覺得自己付的錢，換到了該拿到的東西嗎？',
        },
        {
          en: 'Some think a small trick is fine if it sells more or nobody notices. But buyers often do notice.',
          'zh-TW': '有人以為，只要能多賣一點，或是沒人發現，耍一點小手段也沒關係。可是客人常常是會發現的。',
        },
        {
          en: 'The answers: the scale that faces the buyers, swapping the bruised apple, and telling buyers the fruit is small.',
          'zh-TW': '答案是：秤朝著客人、先把碰傷的蘋果換掉，還有老實告訴客人水果比較小。',
        },
      ],
    },
    {
      id: 'q4',
      type: 'fill-blank',
      question: {
        en: 'In Taiwan, the law says a business must make sure its ads are ______.',
        'zh-TW': '在台灣，法律規定商家的廣告內容必須______。',
      },
      acceptedAnswers: {
        en: ['true', 'truthful', 'honest', 'correct', 'not false', 'accurate', 'not misleading'],
        'zh-TW': ['真實', '是真的', '正確', '屬實', '誠實', '實在', '確實'],
      },
      feedback: {
        en: 'Ads must be true. And a business owes buyers at least what its ad promised.',
        'zh-TW': '廣告內容必須真實。而且廣告上答應的東西，商家至少要給到。',
      },
      hintCycle: [
        {
          en: 'What did Leo\'s dad say about ads?',
          'zh-TW': '阿力的爸爸說了什麼關於廣告的事？',
        },
        {
          en: 'It is not "big" or "exciting". An ad can be plain. It has to say what is really so.',
          'zh-TW': '不是要「很大」或「很吸引人」，廣告可以很簡單，但說的一定要是事實。',
        },
        {
          en: 'The answer is "true": ads must be true.',
          'zh-TW': '答案是「真實」：廣告內容必須真實。',
        },
      ],
    },
    {
      id: 'q5',
      type: 'fill-blank',
      question: {
        en: "On Money Islands, a fruit shop's ad says: \"A bag of 12 oranges for 100 coins.\" Mei's dad buys a bag and counts only 10 oranges. The shop owes him at least what the ad promised. How many more oranges should he get? ______",
        'zh-TW': '在理財冒險島上，一家水果行的廣告寫著：「一袋 12 顆柳丁，NT$100。」小美的爸爸買了一袋，數一數只有 10 顆。商家至少要給他廣告上說的東西。他還應該再拿到幾顆柳丁？______',
      },
      acceptedAnswers: {
        en: ['2', 'two', '2 oranges', 'two oranges', '2 more', 'two more'],
        'zh-TW': ['2', '兩', '二', '2顆', '2 顆', '兩顆', '二顆'],
      },
      feedback: {
        en: 'The ad promised 12, and the bag had 10. 12 − 10 = 2 more oranges. A fair shop gives them gladly and says sorry.',
        'zh-TW': '廣告說 12 顆，袋子裡只有 10 顆。12 − 10 = 2，他還應該拿到 2 顆。公道的商家會爽快地補上，還會說聲抱歉。',
      },
      hintCycle: [
        {
          en: 'How many oranges did the ad promise? How many were in the bag?',
          'zh-TW': '廣告說一袋有幾顆？袋子裡實際有幾顆？',
        },
        {
          en: 'Do not compare the price. Compare the number promised with the number he got.',
          'zh-TW': '不是比價錢，而是比廣告說的顆數和他拿到的顆數。',
        },
        {
          en: 'The answer is 2. 12 − 10 = 2 oranges, because the ad promised 12.',
          'zh-TW': '答案是 2。12 − 10 = 2，因為廣告說的是 12 顆。',
        },
      ],
    },
  ],
  reflection: {
    id: 'a-seller-i-trust',
    question: {
      en: 'Think of a shop or a stall you like to go back to. What does the seller do that makes you trust them?',
      'zh-TW': '想一想，有沒有一家店或一個攤子，是你很喜歡再去的？那位賣家做了什麼，讓你信任他？',
    },
    placeholder: {
      en: 'I like to go back to… because the seller…',
      'zh-TW': '我喜歡再去……，因為那位賣家……',
    },
  },
} satisfies ClassicBody;

export default body;
