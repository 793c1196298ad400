import type { AdventureBody } from '../schema/module-body';

/**
 * M81 · Global Sky Islands: "Safety Nets for Hard Times" / 「度過難關的安全網」.
 * Learning outcome — Grade 8, Managing Risk: explain social insurance (全民健保, 勞保, 就業保險) as safety
 * nets that many people pay into together, so that people who are sick, hurt or lose their job through no
 * fault of their own get help. Builds on Risk Volcano (M23, sharing the risk) and Shield Island (M50,
 * premiums and claims).
 * Numbers (the Sky Islands' own, plainly pretend): example: 100 people × 10 coins = 1,000 coins; 2 people
 * need 300 each: 2 × 300 = 600; 1,000 − 600 = 400 left. Quiz q4: 50 × 10 = 500; 2 × 200 = 400;
 * 500 − 400 = 100 left (distractors 300 = 500 − 200, forgetting the second person; 400 = the help paid out;
 * 0, "the net is used up").
 * Facts:
 * - National Health Insurance (全民健保): everyone who lives in Taiwan must join; its cost is shared by the
 *   insured person, employers and the government — National Health Insurance Act arts. 1 and 27, 2025.
 * - Labor Insurance (勞保) covers many workers and pays when they are injured, have a baby, or in later
 *   years — Labor Insurance Act, 2025. The lesson says it "can help" (each benefit has its own conditions).
 * - Employment Insurance (就業保險) pays unemployment benefits (失業給付) to insured workers who lose their job
 *   through no fault of their own, while they look for work — Employment Insurance Act (就業保險法), 2025.
 */
const body = {
  id: 'M81',
  format: 'adventure',
  storyIntro: [
    {
      en: 'The class walks across a long sky bridge between two islands. Under the bridge hangs a wide, strong net. Mei looks down. "Why is there a net?" she asks. "Nobody is falling."',
      'zh-TW': '全班走過一座連接兩座島的長長天空橋。橋下掛著一張又寬又牢的大網子。小美往下看：「為什麼要掛網子？又沒有人掉下去。」',
    },
    {
      en: 'Pip flaps his wings. "Squawk! Nobody plans to fall. The net is there just in case." An thinks of her uncle. Last month, the factory where he worked closed. It was not his fault, but he felt worried.',
      'zh-TW': '皮皮拍拍翅膀：「嘎！沒有人打算掉下去，網子是以防萬一的。」小安想起她的舅舅。上個月，舅舅工作的工廠關門了。這不是他的錯，可是他還是很擔心。',
    },
    {
      en: 'Her uncle was in Employment Insurance while he worked, like many workers. Now it pays him some money while he looks for a new job. He is also learning a new skill. "A net caught him," An says softly.',
      'zh-TW': '舅舅工作的時候，跟很多勞工一樣有參加就業保險。現在，就業保險在他找新工作的這段時間，發給他一些錢。他也趁這段時間學新的技能。小安輕聲說：「有一張網子接住了他。」',
    },
    {
      en: 'Ms. Chen nods. "Taiwan has a few nets like this. Many people each pay a little, so help is ready for those who need it." National Health Insurance helps people pay to see a doctor. Labor Insurance can help many workers when they get hurt, have a baby, or grow older.',
      'zh-TW': '陳老師點點頭：「台灣有好幾張這樣的網子。很多人各出一點錢，需要的人就能得到幫助。」全民健保幫大家負擔看醫生的錢；勞保在很多勞工受傷、生小孩或年紀大了的時候，可以提供幫助。',
    },
    {
      en: '"Like the insurance on Shield Island!" Leo says. "Everyone pays a small premium, and the few who have a hard time get help." An smiles. "Then the net is for all of us, even if we never fall."',
      'zh-TW': '阿力說：「就像在守護島學到的保險！大家各付一點保費，少數遇到困難的人就能得到幫助。」小安笑了：「所以網子是給大家的，就算我們沒有掉下去也一樣。」',
    },
    {
      en: 'Pip lands on the bridge rail. "Squawk! When we pay a little together, nobody has to fall alone."',
      'zh-TW': '皮皮停在橋的欄杆上：「嘎！大家一起出一點，就沒有人要獨自面對難關！」',
    },
  ],
  definitions: [
    {
      term: { en: 'safety net', 'zh-TW': '安全網' },
      definition: {
        en: 'Help that is ready for people when hard times come.',
        'zh-TW': '遇到困難的時候，已經準備好接住大家的幫助。',
      },
      example: {
        en: 'Employment Insurance was a safety net for An\'s uncle when his factory closed.',
        'zh-TW': '小安的舅舅工作的工廠關門時，就業保險就是接住他的安全網。',
      },
    },
    {
      term: { en: 'social insurance', 'zh-TW': '社會保險' },
      definition: {
        en: 'Insurance that many people in a country pay into together.',
        'zh-TW': '一個國家裡很多人一起出錢參加的保險。',
      },
      example: {
        en: 'Like the insurance on Shield Island, many people pay a little and the few who need help get it.',
        'zh-TW': '跟守護島學到的保險一樣：很多人各出一點，少數需要的人就能得到幫助。',
      },
    },
    {
      term: { en: 'National Health Insurance', 'zh-TW': '全民健保' },
      definition: {
        en: 'The health insurance that everyone who lives in Taiwan joins.',
        'zh-TW': '住在台灣的每個人都要參加的健康保險。',
      },
      example: {
        en: 'The person, employers and the government share its cost. It helps pay when Mei sees a doctor.',
        'zh-TW': '健保的費用由自己、僱主和政府一起分擔。小美去看醫生時，健保會幫忙付錢。',
      },
    },
    {
      term: { en: 'Labor Insurance', 'zh-TW': '勞保' },
      definition: {
        en: 'Insurance for many workers. It can help when they get hurt, have a baby, or grow older.',
        'zh-TW': '很多勞工參加的保險，在他們受傷、生小孩或年紀大了的時候，可以提供幫助。',
      },
      example: {
        en: 'A builder hurts her arm and cannot work for a while. Labor Insurance can help her while she gets better.',
        'zh-TW': '一位建築工人傷了手臂，有一陣子不能工作。勞保可以在她養傷的時候幫助她。',
      },
    },
    {
      term: { en: 'Employment Insurance', 'zh-TW': '就業保險' },
      definition: {
        en: 'Insurance that helps workers who lose their job through no fault of their own.',
        'zh-TW': '幫助不是因為自己的錯而失去工作的勞工的保險。',
      },
      example: {
        en: 'It pays An\'s uncle some money while he looks for a new job.',
        'zh-TW': '小安的舅舅找新工作的時候，就業保險會發給他一些錢。',
      },
    },
    {
      term: { en: 'unemployment benefit', 'zh-TW': '失業給付' },
      definition: {
        en: 'Money from Employment Insurance for an insured worker who is looking for work. They lost the job through no fault of their own.',
        'zh-TW': '投保的勞工不是因為自己的錯而失業，在找工作期間，就業保險發給他的錢。',
      },
      example: {
        en: 'The money An\'s uncle gets while he looks for work is an unemployment benefit.',
        'zh-TW': '小安的舅舅在找工作期間領到的錢，就是失業給付。',
      },
    },
  ],
  examples: [
    {
      en: 'On the Sky Islands, to keep the maths easy, 100 people each put 10 coins into a safety net. 100 × 10 = 1,000 coins.',
      'zh-TW': '為了方便計算，假設天空群島上有 100 個人，每人放 NT$10 到安全網裡。100 × 10 = 1,000，一共 NT$1,000。',
    },
    {
      en: 'This month, 2 people need 300 coins of help each. 2 × 300 = 600. 1,000 − 600 = 400 coins stay in the net for next time. Real safety nets are much bigger.',
      'zh-TW': '這個月有 2 個人各需要 NT$300 的幫助。2 × 300 = 600，1,000 − 600 = 400，還有 NT$400 留在網子裡，等下一個需要的人。真正的安全網規模大得多。',
    },
    {
      en: 'Jay has a fever and sees a doctor. His family pays a small part. National Health Insurance helps with the rest.',
      'zh-TW': '阿哲發燒去看醫生，家裡只付一小部分，其他的由全民健保幫忙。',
    },
    {
      en: 'A safety net is not a prize. Nobody hopes to use it. It is there so a hard time does not become a much harder one.',
      'zh-TW': '安全網不是獎品，沒有人希望用到它。它在那裡，是為了讓難過的日子不會變得更難過。',
    },
  ],
  sentenceBuilder: {
    frames: [
      {
        id: 'pay-a-little',
        text: {
          en: 'In a safety net, many people each pay a ______ amount. Then the ______ who are sick, hurt or lose a job get help.',
          'zh-TW': '安全網是很多人各付______的錢，讓______生病、受傷或失業的人得到幫助。',
        },
        wordPool: {
          en: ['small', 'few', 'lucky', 'huge'],
          'zh-TW': ['一點點', '少數', '幸運', '很多很多'],
        },
        accepts: {
          en: [['small'], ['few']],
          'zh-TW': [['一點點'], ['少數']],
        },
        hints: [
          {
            en: 'Think about the 100 people who each put in 10 coins.',
            'zh-TW': '想想那 100 個每人放 NT$10 的人。',
          },
          {
            en: 'Nobody pays a huge amount; that is the point of sharing. And getting help is not luck, like a prize: it goes to people who need it.',
            'zh-TW': '分擔的好處，就是沒有人要付很多很多；得到幫助也不是靠運氣抽獎，而是給需要的人。',
          },
          {
            en: 'The answer is "small" and "few": many people pay a small amount, and the few who need help get it.',
            'zh-TW': '答案是「一點點」和「少數」：很多人各付一點點，少數需要的人得到幫助。',
          },
        ],
      },
      {
        id: 'which-net',
        text: {
          en: 'When a worker loses a job through no fault of their own, ______ Insurance helps while they look for work. When someone sees a doctor, ______ Health Insurance helps pay.',
          'zh-TW': '勞工不是因為自己的錯而失業時，______保險會在他找工作的期間幫忙。有人去看醫生時，______健保會幫忙付錢。',
        },
        wordPool: {
          en: ['Labor', 'Employment', 'National'],
          'zh-TW': ['勞工', '就業', '全民'],
        },
        accepts: {
          en: [['Employment'], ['National']],
          'zh-TW': [['就業'], ['全民']],
        },
        hints: [
          {
            en: 'Which net helped An\'s uncle? Which one helps everyone who lives in Taiwan see a doctor?',
            'zh-TW': '哪一張網接住了小安的舅舅？哪一種保險讓住在台灣的人看醫生時有人幫忙？',
          },
          {
            en: 'Labor Insurance can help when a worker gets hurt, has a baby or grows older. Losing a job is a different net.',
            'zh-TW': '勞保可以在勞工受傷、生小孩或年紀大時幫忙；失業是另一張網子負責的。',
          },
          {
            en: 'The answer is "Employment" and "National": Employment Insurance helps while a worker looks for work, and National Health Insurance helps pay for a doctor.',
            'zh-TW': '答案是「就業」和「全民」：就業保險在勞工找工作時幫忙，全民健保幫忙付看醫生的錢。',
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
        en: 'Ms. Lo works at a bakery. The bakery closes, through no fault of hers. She is in Employment Insurance, and she looks for a new job. Which net helps her while she looks?',
        'zh-TW': '羅阿姨在麵包店工作。麵包店關門了，這不是她的錯。她有參加就業保險，正在找新工作。找工作的這段時間，哪一張網子會幫她？',
      },
      options: [
        { en: 'National Health Insurance, because it helps with every hard time', 'zh-TW': '全民健保，因為遇到什麼困難它都會幫忙' },
        { en: 'Labor Insurance, since it pays when a worker is hurt', 'zh-TW': '勞保，因為勞工受傷時它會幫忙' },
        { en: 'Employment Insurance, which helps while she looks for work', 'zh-TW': '就業保險，在她找新工作的這段時間幫忙' },
        { en: 'None: losing a job is a problem she must fix alone', 'zh-TW': '沒有：失業是她自己的問題，只能自己想辦法' },
      ],
      answer: [2],
      hintCycle: [
        {
          en: 'Which net helped An\'s uncle when his factory closed?',
          'zh-TW': '小安的舅舅工作的工廠關門時，是哪一張網子接住他？',
        },
        {
          en: 'Health insurance helps with doctor visits, not with every problem. Ms. Lo is not hurt. And she is not alone: a net is there for this.',
          'zh-TW': '健保幫忙看醫生，不是什麼困難都管；羅阿姨也沒有受傷。而且她不用獨自面對，本來就有網子接住這種情況。',
        },
        {
          en: 'The answer is Employment Insurance. It helps insured workers who lose a job through no fault of their own, while they look for work.',
          'zh-TW': '答案是「就業保險」。投保的勞工不是因為自己的錯而失業時，它會在找工作的期間幫忙。',
        },
      ],
      why: {
        en: 'Employment Insurance is the net for losing a job through no fault of your own. It helps while the worker looks for work.',
        'zh-TW': '不是因為自己的錯而失業，接住你的網子就是就業保險，它會在找工作的期間幫忙。',
      },
    },
    {
      id: 'q2',
      type: 'multi',
      question: {
        en: 'Which sentences about safety nets are true? Pick all that fit.',
        'zh-TW': '下面哪些關於安全網的說法是對的？選出所有正確的答案。',
      },
      options: [
        { en: 'Many people pay in a little, so help is ready for those who need it.', 'zh-TW': '很多人各付一點錢，需要的人就能得到幫助。' },
        { en: 'It works like a piggy bank: you get back just what you put in.', 'zh-TW': '它就像存錢筒：你放進多少，就剛好拿回多少。' },
        { en: 'Everyone who lives in Taiwan joins National Health Insurance.', 'zh-TW': '住在台灣的人，每個人都要參加全民健保。' },
        { en: 'A safety net is a prize that lucky people win.', 'zh-TW': '安全網是運氣好的人才抽得到的獎品。' },
        { en: 'Labor Insurance can help many workers when they get hurt.', 'zh-TW': '很多勞工受傷時，勞保可以提供幫助。' },
      ],
      answer: [0, 2, 4],
      hintCycle: [
        {
          en: 'Remember: many pay a little, and the few who need help get it.',
          'zh-TW': '記得：很多人各出一點，少數需要的人得到幫助。',
        },
        {
          en: 'A piggy bank keeps only your own money; a net shares money among many people. And help goes to people in need, not to lucky winners.',
          'zh-TW': '存錢筒裡只有你自己的錢，安全網是很多人一起分擔；幫助是給需要的人，不是給運氣好的人。',
        },
        {
          en: 'The answer is "many pay a little", "everyone in Taiwan joins National Health Insurance" and "Labor Insurance can help workers who get hurt".',
          'zh-TW': '答案是「很多人各付一點」、「住在台灣的人都要參加全民健保」和「勞工受傷時勞保可以幫忙」。',
        },
      ],
      why: {
        en: 'A safety net shares the cost among many people. It is not a piggy bank and not a prize.',
        'zh-TW': '安全網是很多人一起分擔，它不是存錢筒，也不是抽獎。',
      },
    },
    {
      id: 'q3',
      type: 'bool',
      question: {
        en: 'Mei\'s family paid for health insurance this year. Nobody in the family got sick. True or false: their money was wasted.',
        'zh-TW': '小美家今年繳了健保費，家裡沒有人生病。對或不對：這些錢白繳了。',
      },
      answer: false,
      hintCycle: [
        {
          en: 'What did Pip say about the net under the bridge when nobody was falling?',
          'zh-TW': '沒有人掉下去的時候，皮皮怎麼說橋下的網子？',
        },
        {
          en: 'Not using a net does not make it useless. It was ready for Mei\'s family all year, and it helped other people who were sick.',
          'zh-TW': '沒用到，不代表沒有用。網子整年都為小美家準備好了，也幫助了其他生病的人。',
        },
        {
          en: 'False. The money kept help ready for them, and it helped others who needed a doctor.',
          'zh-TW': '不對。這些錢讓幫助隨時準備好，也幫了其他需要看醫生的人。',
        },
      ],
      why: {
        en: 'A safety net works because many people pay in, even in years they do not need it.',
        'zh-TW': '安全網能運作，是因為很多人一起出錢，就算那一年自己沒用到也一樣。',
      },
    },
    {
      id: 'q4',
      type: 'single',
      question: {
        en: 'On the Sky Islands, 50 people each pay 10 coins into a safety net. 2 people get hurt and need 200 coins each. How many coins are left in the net?',
        'zh-TW': '在天空群島，50 個人每人付 NT$10 到安全網裡。有 2 個人受傷，每人需要 NT$200。網子裡還剩多少錢？',
      },
      options: [
        { en: '300 coins', 'zh-TW': 'NT$300' },
        { en: '100 coins', 'zh-TW': 'NT$100' },
        { en: '400 coins', 'zh-TW': 'NT$400' },
        { en: '0 coins, because a net is used up once someone needs it', 'zh-TW': 'NT$0，因為只要有人用到，網子就空了' },
      ],
      answer: [1],
      hintCycle: [
        {
          en: 'First find how much is in the net. Then find how much help goes out.',
          'zh-TW': '先算網子裡有多少錢，再算幫助用掉多少錢。',
        },
        {
          en: 'There are 2 people, so the help is 2 × 200 = 400, not 200. And 400 is the help paid out, not what is left.',
          'zh-TW': '有 2 個人，所以用掉 2 × 200 = 400，不是 200；400 是用掉的錢，不是剩下的錢。',
        },
        {
          en: 'The answer is 100 coins. 50 × 10 = 500, and 500 − 400 = 100 coins stay in the net.',
          'zh-TW': '答案是 NT$100。50 × 10 = 500，500 − 400 = 100，網子裡還有 NT$100。',
        },
      ],
      why: {
        en: 'Many small payments add up to 500 coins. That covers both people, and 100 coins stay for next time.',
        'zh-TW': '很多筆小錢加起來有 NT$500，夠幫助這 2 個人，還留下 NT$100 給下一次。',
      },
    },
    {
      id: 'q5',
      type: 'bool',
      question: {
        en: 'True or false: Labor Insurance can help a worker who has a baby.',
        'zh-TW': '對或不對：勞工生小孩的時候，勞保可以提供幫助。',
      },
      answer: true,
      hintCycle: [
        {
          en: 'Think of the three times Labor Insurance helps workers.',
          'zh-TW': '想想看，勞保會在勞工的哪三種時候幫忙？',
        },
        {
          en: 'Labor Insurance is not only for getting hurt. It can also help when workers have a baby or grow older.',
          'zh-TW': '勞保不是只管受傷，勞工生小孩或年紀大了的時候，它也可以幫忙。',
        },
        {
          en: 'True. Labor Insurance can help many workers when they get hurt, have a baby, or grow older.',
          'zh-TW': '對。很多勞工在受傷、生小孩或年紀大了的時候，勞保可以提供幫助。',
        },
      ],
      why: {
        en: 'Having a baby is a big change for a family. Labor Insurance is one net that can help then.',
        'zh-TW': '生小孩是家裡的大事，勞保就是這時候可以幫忙的一張網子。',
      },
    },
  ],
} satisfies AdventureBody;

export default body;
