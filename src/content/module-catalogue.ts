import type { Bilingual } from './schema/bilingual';
import type { ModuleFormat, ModuleMeta } from './schema/catalogue';
import type { CategoryId, IslandKey, ModuleId } from './schema/ids';

/** A bilingual text: English first, then Taiwan Traditional Chinese. */
const b = (en: string, zh: string): Bilingual => ({ en, 'zh-TW': zh });

/** Every module's quiz has five questions (adventure quiz5 and classic quiz alike). */
const QUESTION_COUNT = 5;
const DEFAULT_MINUTES = 20;

/** What a lesson needs beyond its island's rules. Defaults: outcome 'understand', 20 minutes, the island badge. */
interface LessonSeed {
  id: ModuleId;
  title: Bilingual;
  description: Bilingual;
  outcome?: ModuleMeta['outcome'];
  minutes?: number;
  badge?: Bilingual;
}

interface IslandRules {
  format: ModuleFormat;
  /** Gems for the first completion (decisions.md, Rewards). */
  gems: number;
  /** The lesson badge unless a lesson names its own. */
  badge: Bilingual;
}

/** Format and rewards per island (decisions.md: catalogue table and Rewards). */
const ISLAND_RULES: Record<IslandKey, IslandRules> = {
  seed: { format: 'adventure', gems: 1, badge: b('Starter Saver', '存錢新手') },
  trust: { format: 'classic', gems: 15, badge: b('Trust Builder', '信任建立者') },
  risk: { format: 'adventure', gems: 1, badge: b('Risk Ready', '風險應變家') },
  ledger: { format: 'adventure', gems: 1, badge: b('Ledger Keeper', '記帳小達人') },
  mind: { format: 'classic', gems: 2, badge: b('Emotional Intelligence', '情緒智慧家') },
  future: { format: 'classic', gems: 2, badge: b('Future Visionary', '未來遠見家') },
  decision: { format: 'classic', gems: 1, badge: b('Wise Decider', '決策小智者') },
  shield: { format: 'classic', gems: 1, badge: b('Money Guardian', '金錢守護者') },
  crystal: { format: 'classic', gems: 1, badge: b('Transparency Champion', '透明誠信冠軍') },
  marketplace: { format: 'classic', gems: 1, badge: b('Market Maker', '市集小老闆') },
  brand: { format: 'classic', gems: 1, badge: b('Ad Detective', '廣告小偵探') },
  global: { format: 'adventure', gems: 1, badge: b('Global Thinker', '全球思考家') },
  worldtrade: { format: 'classic', gems: 1, badge: b('Trade Navigator', '貿易領航員') },
  capital: { format: 'classic', gems: 1, badge: b('Patient Investor', '耐心投資家') },
  crypto: { format: 'classic', gems: 1, badge: b('Digital Explorer', '數位探險家') },
};

interface Section {
  island: IslandKey;
  categoryId: CategoryId;
  lessons: readonly LessonSeed[];
}

/** The catalogue in island order, then module order (decisions.md table). */
const SECTIONS: readonly Section[] = [
  // 1. Seed Island: money basics (free for visitors)
  {
    island: 'seed',
    categoryId: 'seed-money-basics',
    lessons: [
      {
        id: 'M01',
        outcome: 'remember',
        badge: b('Money Explorer', '金錢探險家'),
        title: b('What Is Money?', '錢是什麼？'),
        description: b(
          'Travel from swapping shells to coins and notes, and see how money makes trading easy.',
          '從以物易物一路認識到硬幣和鈔票，看看錢怎麼讓交換東西變簡單。',
        ),
      },
      {
        id: 'M02',
        outcome: 'remember',
        badge: b('Income Explorer', '收入探險家'),
        title: b('Earning Income', '賺取收入'),
        description: b(
          'Learn that income is all the money that comes in, and that earned income is the part you get for work.',
          '認識收入：所有進到你手上的錢都是收入，其中靠工作賺來的，就是工作收入。',
        ),
      },
      {
        id: 'M03',
        outcome: 'remember',
        badge: b('Smart Chooser', '聰明選擇家'),
        title: b('Needs and Wants', '需要和想要'),
        description: b(
          'Sort what you must have from what you would like, and learn which to pay for first.',
          '分辨哪些是生活必需、哪些只是想要，學會先把錢花在真正需要的地方。',
        ),
      },
      {
        id: 'M04',
        outcome: 'remember',
        badge: b('Starter Saver', '存錢新手'),
        title: b('Saving Starts Small', '存錢從小開始'),
        description: b(
          'See how a piggy bank and the save-first habit turn small coins into a big pile.',
          '看看存錢筒和「先存再花」的習慣，怎麼讓小銅板慢慢變成一大筆錢。',
        ),
      },
      {
        id: 'M05',
        badge: b('Goal Setter', '目標設定家'),
        title: b('Setting a Savings Goal', '訂定存錢目標'),
        description: b(
          'Pick something you want, find its price, and work out how many weeks of saving it takes.',
          '選一樣想買的東西、查清楚價錢，再算算要存幾個星期才存得到。',
        ),
      },
      {
        id: 'M06',
        badge: b('Budget Beginner', '預算新手'),
        title: b('My First Budget', '我的第一份預算'),
        description: b(
          'Make a simple plan that splits your income into spending, saving and sharing.',
          '做一份簡單的計畫，把收入分成花用、儲蓄和分享三個部分。',
        ),
      },
      {
        id: 'M07',
        badge: b('Choice Champion', '選擇小達人'),
        title: b('Choices and Opportunity Cost', '選擇與機會成本'),
        description: b(
          'Every choice means giving something up; learn to spot what you miss out on.',
          '每個選擇都要放棄另一樣東西，學會看見自己選擇時錯過了什麼。',
        ),
      },
      {
        id: 'M08',
        outcome: 'remember',
        badge: b('Bank Buddy', '銀行好朋友'),
        title: b('Banks Keep Money Safe', '銀行幫我們保管錢'),
        description: b(
          'Find out what a bank account is, and how to deposit and withdraw money safely.',
          '認識銀行帳戶是什麼，還有怎麼安全地存款和提款。',
        ),
      },
      {
        id: 'M09',
        minutes: 22,
        badge: b('Savings Gardener', '存款小園丁'),
        title: b('Interest Helps Savings Grow', '利息讓存款長大'),
        description: b(
          'See how a bank pays you interest for keeping your savings there, so your money grows.',
          '看看錢存在銀行裡，銀行怎麼付你利息，讓存款一點一點變多。',
        ),
      },
      {
        id: 'M10',
        badge: b('Kind Giver', '愛心分享家'),
        title: b('Sharing and Giving', '分享與給予'),
        description: b(
          'Find kind ways to share money, time and things, and plan a little giving of your own.',
          '發現用金錢、時間和物品幫助別人的方法，規劃一次屬於自己的分享行動。',
        ),
      },
    ],
  },
  // 2. Trust Island: credit and trust
  {
    island: 'trust',
    categoryId: 'trust-credit-trust',
    lessons: [
      {
        id: 'M11',
        title: b('What Is Credit? Trust and Promises', '什麼是信用？信任與承諾'),
        description: b(
          'Learn that credit means someone trusts you to keep your promise to pay back later.',
          '了解「信用」就是別人相信你會遵守承諾，之後把錢還回來。',
        ),
      },
      {
        id: 'M12',
        title: b('Borrowing and Paying Back', '借錢與還錢'),
        description: b(
          'See what happens when you borrow from a friend, and why paying back on time matters.',
          '看看跟朋友借錢以後會發生什麼事，還有為什麼準時還錢這麼重要。',
        ),
      },
      {
        id: 'M13',
        minutes: 22,
        title: b('Interest: The Price of Borrowing', '利息：借錢的代價'),
        description: b(
          'Find out why borrowed money costs extra, why borrowing more or for longer costs more, and why waiting costs nothing.',
          '弄懂為什麼借來的錢要多還一些、借越多越久為什麼付越多，以及為什麼等一等不用花錢。',
        ),
      },
      {
        id: 'M14',
        title: b('Building a Good Record', '建立良好紀錄'),
        description: b(
          'Keep small promises again and again to build a good record that helps people trust you.',
          '一次又一次遵守小承諾，累積好紀錄，讓大家更願意信任你。',
        ),
      },
      {
        id: 'M15',
        title: b('When to Say No to Borrowing', '什麼時候不該借錢'),
        description: b(
          'Ask key questions before you borrow, and learn when waiting and saving is the wiser choice.',
          '借錢前先問自己幾個問題，學會判斷什麼時候等一等、先存錢才是更好的選擇。',
        ),
      },
    ],
  },
  // 3. Risk Volcano: contingency
  {
    island: 'risk',
    categoryId: 'risk-volcano-contingency',
    lessons: [
      {
        id: 'M21',
        title: b('Emergencies Can Happen', '意外隨時會發生'),
        description: b(
          'Broken bikes and lost cards happen to everyone; learn how getting ready keeps you calm.',
          '腳踏車壞掉、交通卡弄丟，誰都可能遇到；學會事先準備，遇到意外也不慌。',
        ),
      },
      {
        id: 'M22',
        title: b('Building an Emergency Fund', '存一筆緊急預備金'),
        description: b(
          'Set aside a little money just for surprises, so one problem does not wreck your plans.',
          '存下一小筆專門應付意外的錢，讓突發狀況不會打亂你的計畫。',
        ),
      },
      {
        id: 'M23',
        minutes: 22,
        title: b('Insurance: Sharing the Risk', '保險：大家一起分擔風險'),
        description: b(
          'See how many people each putting in a little can help the one who has bad luck.',
          '看看很多人各出一點點錢，怎麼幫助遇到倒楣事的那個人。',
        ),
      },
      {
        id: 'M24',
        title: b('Always Have a Plan B', '準備好 B 計畫'),
        description: b(
          'Think ahead about what could go wrong, and make a backup plan for your money goals.',
          '先想想可能會出什麼狀況，替你的存錢目標準備一個備用方案。',
        ),
      },
    ],
  },
  // 4. Ledger Cave: expense management
  {
    island: 'ledger',
    categoryId: 'ledger-cave-expense-management',
    lessons: [
      {
        id: 'M18',
        title: b('My Money Diary', '我的記帳本'),
        description: b(
          'Write down every coin that comes in and goes out, so you always know where it went.',
          '把每一筆收入和支出都記下來，就知道錢都跑到哪裡去了。',
        ),
      },
      {
        id: 'M19',
        title: b('Sorting My Spending', '把花費分分類'),
        description: b(
          'Group your spending into food, fun, school and more to see where most of it goes.',
          '把花費分成吃的、玩的、學用品等類別，看看錢大多花在哪裡。',
        ),
      },
      {
        id: 'M20',
        title: b('Keep Your Receipts', '收好發票和收據'),
        description: b(
          'Learn why keeping receipts helps you check prices, return things and track spending.',
          '了解留下發票和收據的好處：可以核對價錢、退換商品，還能幫忙記帳。',
        ),
      },
      {
        id: 'M25',
        title: b('Compare Before You Buy', '買之前先比價'),
        description: b(
          'Check the same item in different shops before you buy, and save coins for other things.',
          '買東西前先到不同店家比一比價錢，省下來的錢可以用在別的地方。',
        ),
      },
      {
        id: 'M26',
        minutes: 22,
        title: b('Unit Prices: Which Is Cheaper?', '比單價：哪個比較便宜？'),
        description: b(
          'Divide the price by the amount to find the real deal between a small pack and a big one.',
          '用價錢除以數量算出單價，看看小包裝和大包裝哪個才划算。',
        ),
      },
      {
        id: 'M27',
        title: b('Is a Sale Always a Deal?', '特價一定划算嗎？'),
        description: b(
          'Find out when a sale really saves money, and when it only makes you buy more.',
          '弄清楚特價什麼時候真的省錢，什麼時候只是讓你買得更多。',
        ),
      },
      {
        id: 'M28',
        title: b('Small Leaks Add Up', '小花費也會積少成多'),
        description: b(
          'Spot tiny daily spending, like snacks and stickers, and see how fast it adds up.',
          '找出每天不起眼的小花費，像零食和貼紙，看看加起來有多驚人。',
        ),
      },
      {
        id: 'M29',
        title: b('My Monthly Money Review', '我的每月收支回顧'),
        description: b(
          'Look back at a month of records, spot what worked, and plan a better next month.',
          '回顧一整個月的紀錄，找出做得好的地方，為下個月訂出更好的計畫。',
        ),
      },
    ],
  },
  // 5. Mind Desert: money mindset
  {
    island: 'mind',
    categoryId: 'money-mindset',
    lessons: [
      {
        id: 'M30',
        title: b('Money and Feelings', '金錢與心情'),
        description: b(
          'Notice how feelings like joy, worry or envy can change the way you spend money.',
          '留意開心、擔心或羨慕這些心情，怎麼影響我們花錢的方式。',
        ),
      },
      {
        id: 'M31',
        title: b('Spending When Bored or Sad', '無聊或難過就想花錢？'),
        description: b(
          'Learn why buying things to feel better does not last, and find free ways to cheer up.',
          '了解為什麼靠買東西讓自己開心撐不久，並找出不花錢也能打起精神的方法。',
        ),
      },
      {
        id: 'M32',
        title: b('The Pull of Impulse Buying', '小心衝動購物'),
        description: b(
          'Catch the sudden "I want it now!" feeling, and learn to stop and think before you buy.',
          '抓住「我現在就要！」的衝動，學會買東西前先停下來想一想。',
        ),
      },
      {
        id: 'M33',
        title: b('The Waiting Game', '等待的力量'),
        description: b(
          'Practice waiting for something better, and see how patience can bring a bigger reward.',
          '練習為了更好的東西耐心等待，看看忍一忍能換來更大的收穫。',
        ),
      },
      {
        id: 'M34',
        title: b('Enough Is Enough', '知足常樂'),
        description: b(
          'Feel the joy of having enough, so you do not always need to want more.',
          '體會「夠用就好」的快樂，不再一直想要更多。',
        ),
      },
      {
        id: 'M93',
        title: b('Comparing With Friends', '別跟朋友比來比去'),
        description: b(
          'When friends get new things, learn to be glad for them without needing to match them.',
          '朋友有新東西時，學會替他們高興，而不是覺得自己也非買不可。',
        ),
      },
      {
        id: 'M94',
        title: b('Thankful for What I Have', '感謝我所擁有的'),
        description: b(
          'Practice being thankful for the people and things you have, and feel rich without spending.',
          '練習感謝身邊的人事物，不用花錢也能覺得自己很富有。',
        ),
      },
      {
        id: 'M95',
        title: b('A Growth Mindset for Money', '用成長心態學理財'),
        description: b(
          'Believe you can get better with money by learning, trying and learning from mistakes.',
          '相信只要肯學、肯試，從錯誤中學習，你的理財能力就會越來越好。',
        ),
      },
      {
        id: 'M116',
        title: b('Spending on What Matters', '把錢花在重要的事上'),
        description: b(
          'Find out what matters most to you, and use your money for the things you care about.',
          '找出對你最重要的事，把錢花在真正在乎的地方。',
        ),
      },
      {
        id: 'M117',
        title: b('Building Good Money Habits', '養成好的理財習慣'),
        description: b(
          'Turn small money actions, like saving first, into habits you do without thinking.',
          '把「先存錢」這類小動作，變成不用刻意就會做到的好習慣。',
        ),
      },
      {
        id: 'M118',
        title: b('Out of Sight, Out of Mind', '看不到就不會想買'),
        description: b(
          'Use easy tricks, like keeping savings out of reach, to make good choices easier.',
          '用簡單的小技巧，例如把存款放到不好拿的地方，讓自己更容易做出好選擇。',
        ),
      },
      {
        id: 'M119',
        title: b('Shopping With a List', '帶著清單去購物'),
        description: b(
          'Plan what to buy before you go, and stick to your list when shiny things call to you.',
          '出門前先想好要買什麼，就算看到誘人的東西，也要照著清單買。',
        ),
      },
      {
        id: 'M120',
        minutes: 22,
        title: b('The First Price Trick', '第一眼價格的陷阱'),
        description: b(
          'See how the first price you see can make the next price look cheap, even when it is not.',
          '看看最先看到的價錢，怎麼讓後面的價錢顯得便宜，即使它其實並不便宜。',
        ),
      },
      {
        id: 'M121',
        minutes: 22,
        title: b('Is Free Really Free?', '免費真的免費嗎？'),
        description: b(
          'Look closely at "free" offers and games to find the hidden cost you might pay later.',
          '仔細看看那些「免費」的優惠和遊戲，找出之後可能要付出的隱藏代價。',
        ),
      },
      {
        id: 'M122',
        minutes: 22,
        title: b('Hurry! Only Two Left!', '快！只剩兩個！'),
        description: b(
          'Learn why "last chance" signs make us rush, and how to slow down and decide calmly.',
          '了解「最後機會」的標語為什麼讓人急著買，學會放慢腳步、冷靜決定。',
        ),
      },
      {
        id: 'M123',
        minutes: 22,
        title: b('Everyone Is Buying It', '大家都在買耶！'),
        description: b(
          'Think for yourself when a toy or snack becomes a craze and everyone seems to want it.',
          '當某個玩具或零食突然爆紅、好像人人都想要時，練習自己獨立思考。',
        ),
      },
      {
        id: 'M124',
        minutes: 22,
        title: b('Same Deal, Different Words', '同樣的優惠，不同的說法'),
        description: b(
          'Spot how words like "half price" or "buy one, get one free" can make a deal feel bigger.',
          '看穿「半價」和「買一送一」這些說法，怎麼讓優惠感覺比實際更划算。',
        ),
      },
      {
        id: 'M125',
        minutes: 22,
        title: b('Losing Feels Worse', '失去總是比較痛'),
        description: b(
          'Learn why losing 10 coins feels worse than finding 10 feels good, and how that shapes choices.',
          '了解為什麼弄丟 10 元的難過，比撿到 10 元的開心更強烈，以及這怎麼影響我們的選擇。',
        ),
      },
      {
        id: 'M126',
        minutes: 25,
        title: b('The Sunk Cost Trap', '沉沒成本的陷阱'),
        description: b(
          'Learn when to stop: money already spent is gone, so choose what is best from now on.',
          '學會適時停下來：已經花掉的錢拿不回來，要從現在開始做最好的選擇。',
        ),
      },
      {
        id: 'M127',
        minutes: 22,
        title: b('Gift Money Is Real Money', '紅包錢也是真的錢'),
        description: b(
          'Treat birthday and holiday money with the same care as money you work hard to earn.',
          '紅包和生日收到的錢，也要像辛苦賺來的錢一樣好好珍惜使用。',
        ),
      },
      {
        id: 'M128',
        minutes: 22,
        title: b('When We Feel Too Sure', '當我們太有把握時'),
        description: b(
          'Learn to check your plans, because feeling sure you are right does not make it true.',
          '學會再檢查一次自己的計畫，因為覺得自己一定對，不代表真的對。',
        ),
      },
      {
        id: 'M129',
        title: b('Things or Experiences?', '買東西還是買體驗？'),
        description: b(
          'Compare the joy of new toys with the joy of trips and good times shared with others.',
          '比一比新玩具帶來的快樂，和出遊、跟家人朋友共度時光的快樂有什麼不同。',
        ),
      },
      {
        id: 'M130',
        title: b('My Stuff Is Not My Worth', '我的價值不在於擁有多少'),
        description: b(
          'Remember that your kindness, ideas and effort matter more than the things you own.',
          '記住，你的善良、想法和努力，比你擁有的東西重要得多。',
        ),
      },
      {
        id: 'M131',
        title: b('Talking About Money at Home', '在家聊聊錢的事'),
        description: b(
          'Learn easy ways to ask questions and share ideas about money with your family.',
          '學會用輕鬆的方式，跟家人問問題、聊聊自己對錢的想法。',
        ),
      },
      {
        id: 'M132',
        title: b('Calm Mind, Better Choices', '冷靜下來，選得更好'),
        description: b(
          'Take a deep breath before money choices, because a calm mind makes wiser decisions.',
          '做金錢決定前先深呼吸，因為冷靜的頭腦才能做出更聰明的選擇。',
        ),
      },
      {
        id: 'M133',
        title: b('Treat Yourself Wisely', '聰明地犒賞自己'),
        description: b(
          'Plan small rewards for reaching goals, so you enjoy a treat and still stay on budget.',
          '達成目標時規劃小小的獎勵，既能享受犒賞，又不會超出預算。',
        ),
      },
      {
        id: 'M134',
        title: b('My Money Mindset Map', '我的理財心態地圖'),
        description: b(
          'Gather everything you learned in the desert to draw your own money mindset map.',
          '整理在心智沙漠學到的一切，畫出屬於你自己的理財心態地圖。',
        ),
      },
    ],
  },
  // 6. Future Harbor: life planning
  {
    island: 'future',
    categoryId: 'future-harbor-planning',
    lessons: [
      {
        id: 'M35',
        title: b('Dreams and Goals', '夢想與目標'),
        description: b(
          'Turn a big dream into clear goals you can work toward, one small step at a time.',
          '把大大的夢想變成清楚的目標，一步一步朝它前進。',
        ),
      },
      {
        id: 'M36',
        title: b('Short-Term and Long-Term Goals', '短期與長期目標'),
        description: b(
          'Learn how goals for this week differ from goals for years from now, and plan for both.',
          '分辨這星期的目標和好幾年後的目標有什麼不同，並同時為兩者做計畫。',
        ),
      },
      {
        id: 'M37',
        title: b('Making a Goal Plan', '擬定目標計畫'),
        description: b(
          'Break a goal into steps with a price, a deadline and an amount to save each week.',
          '把目標拆成幾個步驟，訂出金額、期限和每週要存多少錢。',
        ),
      },
      {
        id: 'M38',
        title: b('Jobs and Careers', '工作與職業'),
        description: b(
          'Explore many kinds of jobs, how they help others, and how people get paid for them.',
          '探索各式各樣的工作，看看它們怎麼幫助別人，以及大家怎麼領到薪水。',
        ),
      },
      {
        id: 'M39',
        title: b('Learning Pays Off', '學習會帶來回報'),
        description: b(
          'See how new skills and learning can open doors to more job choices later in life.',
          '看看學習新技能，怎麼為將來打開更多工作的機會。',
        ),
      },
      {
        id: 'M40',
        minutes: 22,
        title: b('Saving for Big Things', '為大筆花費存錢'),
        description: b(
          'Plan ahead for big costs, like a bike or a school trip, by saving a little each week.',
          '為腳踏車或校外旅行這類大筆花費提早計畫，每個星期存一點。',
        ),
      },
      {
        id: 'M41',
        minutes: 25,
        title: b('Time Helps Money Grow', '時間讓錢長大'),
        description: b(
          'Find out why saving early gives your money more time to grow with interest.',
          '了解為什麼越早開始存錢，錢就有越多時間靠利息長大。',
        ),
      },
      {
        id: 'M42',
        title: b('Costs of Grown-Up Life', '長大後的生活開銷'),
        description: b(
          'Peek at the bills adults pay, like rent, food and travel, to plan for your own future.',
          '看看大人每個月要付哪些帳單，像房租、伙食和交通費，為自己的未來做準備。',
        ),
      },
      {
        id: 'M43',
        minutes: 22,
        title: b('Planning for Later Years', '為年老的日子做準備'),
        description: b(
          'Learn why grown-ups save for the years after they stop working, and why starting early helps.',
          '了解大人為什麼要為退休後的生活存錢，以及為什麼越早開始越輕鬆。',
        ),
      },
      {
        id: 'M44',
        title: b('My Future Map', '我的未來地圖'),
        description: b(
          'Draw a map of your dreams, goals and saving steps to guide your journey ahead.',
          '畫一張包含夢想、目標和存錢步驟的地圖，帶領你走向未來的旅程。',
        ),
      },
    ],
  },
  // 7. Decision Forest: choices and boundaries
  {
    island: 'decision',
    categoryId: 'decision-forest-boundaries',
    lessons: [
      {
        id: 'M45',
        title: b('Steps to a Smart Choice', '聰明選擇的步驟'),
        description: b(
          'Follow simple steps for a money choice: stop, list your options, think, then choose.',
          '照著簡單的步驟做金錢決定：停一停、列出選項、想一想，再做選擇。',
        ),
      },
      {
        id: 'M46',
        title: b('Weighing Pros and Cons', '比一比優缺點'),
        description: b(
          'List the good and bad sides of each choice to find the one that fits you best.',
          '列出每個選擇的好處和壞處，找出最適合你的那一個。',
        ),
      },
      {
        id: 'M47',
        title: b('Standing Up to Peer Pressure', '勇敢面對同儕壓力'),
        description: b(
          'Learn kind but firm ways to say no when friends push you to spend money.',
          '當朋友慫恿你花錢時，學會溫和又堅定地說「不」。',
        ),
      },
      {
        id: 'M48',
        title: b('Lending to Friends', '借錢給朋友'),
        description: b(
          'Think through what could happen before you lend money or things to a friend.',
          '借錢或借東西給朋友之前，先想清楚可能會發生什麼事。',
        ),
      },
      {
        id: 'M49',
        title: b('Setting My Money Boundaries', '設定我的金錢界線'),
        description: b(
          'Make your own money rules, like what you will share or never buy, and stick to them.',
          '訂出自己的金錢規則，例如願意分享什麼、絕對不買什麼，並且好好遵守。',
        ),
      },
    ],
  },
  // 8. Shield Island: protection
  {
    island: 'shield',
    categoryId: 'shield-island-protection',
    lessons: [
      {
        id: 'M50',
        minutes: 22,
        title: b('How Insurance Protects Us', '保險怎麼保護我們'),
        description: b(
          'Learn the words premium and claim, and how insurance helps a family when bad luck strikes.',
          '認識保費和理賠是什麼，以及發生意外後，保險怎麼幫助一個家庭。',
        ),
      },
      {
        id: 'M51',
        title: b('Spotting Scams and Fraud', '識破詐騙'),
        description: b(
          'Learn the warning signs of a scam, like a prize you never entered, and what to do next.',
          '認識詐騙的警訊，例如沒參加抽獎卻說你中獎，並知道接下來該怎麼做。',
        ),
      },
      {
        id: 'M52',
        title: b('Guarding Passwords and Identity', '守護密碼與個人資料'),
        description: b(
          'Keep your passwords and personal details secret, so no one can pretend to be you.',
          '保護好密碼和個人資料，別讓任何人冒充你。',
        ),
      },
      {
        id: 'M53',
        title: b('Family Emergency Funds', '家庭緊急預備金'),
        description: b(
          'See how families save enough for a few months of costs, so hard times are easier to handle.',
          '看看家庭怎麼存下幾個月的生活費，讓遇到困難時也能安心度過。',
        ),
      },
      {
        id: 'M54',
        title: b('Know Your Consumer Rights', '了解你的消費者權益'),
        description: b(
          'Learn what to do when something you buy is broken, and how shops must treat buyers fairly.',
          '了解買到壞掉的東西時該怎麼辦，以及商店應該怎麼公平對待顧客。',
        ),
      },
    ],
  },
  // 9. Crystal Tower: transparency
  {
    island: 'crystal',
    categoryId: 'crystal-tower-transparency',
    lessons: [
      {
        id: 'M62',
        title: b('Being Honest With Money', '誠實面對金錢'),
        description: b(
          'Learn why telling the truth about money, even about small change, builds trust that lasts.',
          '了解為什麼對錢誠實，就算只是多找的零錢，也能建立長久的信任。',
        ),
      },
      {
        id: 'M63',
        title: b('Reading the Fine Print', '看清楚小字'),
        description: b(
          'Find the important rules hiding in the small print on ads, tickets and game offers.',
          '找出藏在廣告、票券和遊戲優惠小字裡的重要規則。',
        ),
      },
      {
        id: 'M64',
        title: b('Clear Prices, Hidden Fees', '清楚標價與隱藏費用'),
        description: b(
          'Spot extra costs, like shipping fees, before you say yes and pay.',
          '在答應付錢之前，先找出運費、服務費這類額外費用。',
        ),
      },
      {
        id: 'M65',
        title: b('Open Books for Group Money', '團體的錢要公開透明'),
        description: b(
          'When a class or club shares money, see why showing every record keeps things fair.',
          '班級或社團一起管錢時，了解為什麼公開每一筆紀錄，才能對大家公平。',
        ),
      },
      {
        id: 'M66',
        title: b('Agreements in Writing', '把約定寫下來'),
        description: b(
          'Learn why writing down a deal, like who pays what, helps everyone remember and agree.',
          '了解為什麼把約定寫下來，例如誰要付多少錢，能幫大家記得清楚、意見一致。',
        ),
      },
      {
        id: 'M67',
        title: b('Asking Good Questions', '勇敢提出好問題'),
        description: b(
          'Ask where the money goes before you give or join, so you know who you can trust.',
          '在捐款或參加活動之前，先問清楚錢會用在哪裡，才知道能不能放心信任對方。',
        ),
      },
    ],
  },
  // 10. Marketplace Island: markets and small business
  {
    island: 'marketplace',
    categoryId: 'marketplace-business-microeconomics',
    lessons: [
      {
        id: 'M55',
        title: b('What Is a Market?', '什麼是市場？'),
        description: b(
          'Explore markets where buyers and sellers meet, from night markets to online shops.',
          '探索買家和賣家相遇的市場，從夜市到網路商店都是。',
        ),
      },
      {
        id: 'M56',
        minutes: 22,
        title: b('Supply and Demand', '供給與需求'),
        description: b(
          'See how the number of buyers and the amount of goods work together to set prices.',
          '看看想買的人有多少、東西有多少，怎麼一起決定價格。',
        ),
      },
      {
        id: 'M57',
        title: b('Why Prices Change', '價格為什麼會變'),
        description: b(
          'Find out why mangoes cost less in summer and why popular toys can cost more.',
          '找出為什麼芒果在夏天比較便宜，熱門玩具卻可能比較貴。',
        ),
      },
      {
        id: 'M58',
        title: b('Starting a Small Business', '開始做小生意'),
        description: b(
          "Join Leo's lemonade stand and learn what you need to start a small business.",
          '跟著阿力的檸檬汁攤，認識開始做小生意需要準備什麼。',
        ),
      },
      {
        id: 'M59',
        minutes: 22,
        title: b('Costs, Revenue and Profit', '成本、營收與利潤'),
        description: b(
          'Add up your costs, count the money from sales, and find out if your stand made a profit.',
          '算一算成本、加總賣東西收到的錢，看看你的攤位有沒有賺錢。',
        ),
      },
      {
        id: 'M60',
        title: b('Setting a Fair Price', '訂出合理的價格'),
        description: b(
          'Choose a price that covers your costs and feels fair to your customers.',
          '訂一個既能打平成本、顧客也覺得公道的價格。',
        ),
      },
      {
        id: 'M61',
        title: b('Knowing Your Customers', '了解你的顧客'),
        description: b(
          'Ask what your customers need and like, so you can sell things they really want.',
          '問問顧客需要什麼、喜歡什麼，才能賣出他們真正想要的東西。',
        ),
      },
      {
        id: 'M68',
        title: b('Competition Helps Buyers', '競爭讓買家得到好處'),
        description: b(
          'See how shops trying to win customers can lead to better prices and better goods.',
          '看看商店為了搶顧客，怎麼帶來更好的價格和更好的商品。',
        ),
      },
      {
        id: 'M69',
        title: b('Working as a Team', '分工合作'),
        description: b(
          'Share the jobs at a stand so each person does what they do best and more gets done.',
          '在攤位上分工合作，讓每個人做最擅長的事，完成更多工作。',
        ),
      },
      {
        id: 'M70',
        title: b('Scarcity Means Choosing', '資源有限，就要選擇'),
        description: b(
          'Learn that there is never enough of everything, so people and shops must choose.',
          '了解東西不可能無限多，所以每個人和每家店都必須做選擇。',
        ),
      },
      {
        id: 'M71',
        title: b('Keeping Business Records', '記錄生意的帳'),
        description: b(
          'Track what your stand buys and sells each day, so you know how the business is doing.',
          '每天記下攤位買進和賣出的東西，就知道生意做得好不好。',
        ),
      },
      {
        id: 'M72',
        title: b('Being a Fair Seller', '做個誠實的賣家'),
        description: b(
          'Learn why honest weights, true labels and kind service bring customers back.',
          '了解為什麼秤重老實、標示正確、服務親切，顧客才會一再回來。',
        ),
      },
      {
        id: 'M171',
        title: b('From Idea to Product', '從點子到產品'),
        description: b(
          'Turn a fun idea into something people can buy: plan it, test it and make it better.',
          '透過規劃、試做和改進，把有趣的點子變成大家願意買的產品。',
        ),
      },
      {
        id: 'M172',
        title: b('Growing Your Business', '讓生意成長'),
        description: b(
          'Decide how to use your profit: save some, share some, and put some back into the business.',
          '決定怎麼運用賺到的錢：存一些、分享一些，再投入一些讓生意更好。',
        ),
      },
    ],
  },
  // 11. Brand Reef: brands and influence
  {
    island: 'brand',
    categoryId: 'brand-reef-influence',
    lessons: [
      {
        id: 'M77',
        title: b('What Is a Brand?', '什麼是品牌？'),
        description: b(
          'Learn how names, logos and colors help us remember a brand, and why we may trust it.',
          '了解名稱、標誌和顏色怎麼讓我們記住一個品牌，以及我們為什麼會信任它。',
        ),
      },
      {
        id: 'M78',
        title: b('How Ads Catch Your Eye', '廣告怎麼吸引你'),
        description: b(
          'Discover the tricks ads use, like catchy songs and happy faces, to make you want things.',
          '找出廣告讓你心動的招數，像是一聽就忘不了的歌和燦爛的笑臉。',
        ),
      },
      {
        id: 'M79',
        title: b('Influencers and Sponsored Posts', '網紅與業配貼文'),
        description: b(
          'Find out when an online star is paid to show a product, and how to think for yourself.',
          '分辨網紅什麼時候是收錢幫商品宣傳，並學會自己獨立思考。',
        ),
      },
    ],
  },
  // 12. Global Sky Islands: public policy, then the big economy
  {
    island: 'global',
    categoryId: 'global-sky-islands-policy',
    lessons: [
      {
        id: 'M73',
        title: b('What Are Taxes?', '什麼是稅？'),
        description: b(
          'Learn how taxes pay for things we all share, like schools, roads and parks.',
          '了解稅金怎麼用來支付大家共用的東西，像是學校、道路和公園。',
        ),
      },
      {
        id: 'M74',
        title: b('Public Goods We Share', '大家共享的公共財'),
        description: b(
          'Visit parks, streetlights and libraries that we all use and we all help pay for.',
          '認識路燈、圖書館和公園，這些東西大家都能使用，也由大家一起出錢。',
        ),
      },
      {
        id: 'M75',
        minutes: 22,
        title: b('How a Government Budgets', '政府怎麼編預算'),
        description: b(
          'See how a government plans what it will collect and spend, just like a family budget.',
          '看看政府怎麼規劃收入和支出，就像家裡做預算一樣。',
        ),
      },
      {
        id: 'M76',
        title: b('Taxes on What We Buy', '買東西時付的稅'),
        description: b(
          'Find the tax hidden in the price of a snack, and see where that money goes.',
          '找出藏在零食價格裡的稅，看看這些錢最後用在哪裡。',
        ),
      },
      {
        id: 'M80',
        title: b('Rules That Keep Markets Fair', '讓市場公平的規則'),
        description: b(
          'Learn why there are rules about safe food, honest labels and fair pay.',
          '了解為什麼要有食品安全、誠實標示和合理工資的規定。',
        ),
      },
      {
        id: 'M81',
        title: b('Safety Nets for Hard Times', '度過難關的安全網'),
        description: b(
          'See how health insurance and help programs catch people when times are hard.',
          '看看健保和各種補助，怎麼在大家遇到困難時拉一把。',
        ),
      },
      {
        id: 'M82',
        title: b('Citizens Have a Say', '人民也能表達意見'),
        description: b(
          'Discover how people vote and share ideas to help decide how public money is used.',
          '了解大家怎麼透過投票和提出意見，一起決定公共的錢怎麼使用。',
        ),
      },
    ],
  },
  {
    island: 'global',
    categoryId: 'global-sky-islands-macroeconomics',
    lessons: [
      {
        id: 'M83',
        title: b('What Is an Economy?', '什麼是經濟？'),
        description: b(
          'See how homes, shops and the government buy, sell and work together in one big economy.',
          '看看家庭、商店和政府怎麼彼此交易、合作，組成一個大大的經濟體。',
        ),
      },
      {
        id: 'M84',
        minutes: 25,
        title: b('Measuring the Economy', '怎麼衡量經濟'),
        description: b(
          'Learn how GDP adds up all the things a country makes, to see if its economy grows.',
          '認識國內生產毛額（GDP）怎麼加總一個國家生產的東西，看看經濟有沒有成長。',
        ),
      },
      {
        id: 'M85',
        minutes: 22,
        title: b('Inflation: Rising Prices', '通貨膨脹：物價上漲'),
        description: b(
          'Find out why a snack that cost 20 coins last year might cost 22 coins this year.',
          '找出為什麼去年 NT$20 的零食，今年可能要 NT$22。',
        ),
      },
      {
        id: 'M86',
        minutes: 22,
        title: b('What Your Money Can Buy', '你的錢能買多少'),
        description: b(
          'Learn why the same 100 coins buys less when prices rise, and why savings must keep up.',
          '了解物價上漲時，同樣的 NT$100 為什麼買得比較少，存款也要跟上腳步。',
        ),
      },
      {
        id: 'M87',
        minutes: 25,
        title: b('Central Banks and Interest Rates', '中央銀行與利率'),
        description: b(
          'Meet the central bank, the bank for banks, and see how it moves interest rates up or down.',
          '認識中央銀行這家「銀行的銀行」，看看它怎麼調高或調低利率。',
        ),
      },
      {
        id: 'M88',
        title: b('Jobs and Unemployment', '就業與失業'),
        description: b(
          'Learn why some people cannot find work for a while, and how an economy makes new jobs.',
          '了解為什麼有些人會暫時找不到工作，以及經濟怎麼創造新的工作機會。',
        ),
      },
      {
        id: 'M89',
        minutes: 22,
        title: b('Booms and Slowdowns', '景氣的起起伏伏'),
        description: b(
          'See how an economy has busy times and slow times, like waves rising and falling.',
          '看看經濟怎麼有熱鬧的時候和冷清的時候，就像海浪一樣起起伏伏。',
        ),
      },
      {
        id: 'M90',
        title: b('Money Goes Round and Round', '錢的循環之旅'),
        description: b(
          'Follow one coin as it moves from a family to a shop to a worker and back again.',
          '跟著一枚硬幣，看它從家庭到商店、再到員工手上，然後又回到家庭。',
        ),
      },
      {
        id: 'M91',
        minutes: 25,
        title: b('Why Not Just Print Money?', '為什麼不多印一點錢？'),
        description: b(
          'Find out why printing lots of new money makes prices rise instead of making everyone rich.',
          '了解為什麼大量印鈔票只會讓物價上漲，而不會讓每個人都變有錢。',
        ),
      },
      {
        id: 'M92',
        title: b('Growing a Healthy Economy', '讓經濟健康成長'),
        description: b(
          'Discover how learning, new ideas and teamwork help a whole country grow stronger.',
          '看看學習、新點子和合作，怎麼幫助整個國家變得更強大。',
        ),
      },
    ],
  },
  // 13. World Trade Port: trade systems
  {
    island: 'worldtrade',
    categoryId: 'world-trade-port-systems',
    lessons: [
      {
        id: 'M100',
        title: b('Why Countries Trade', '國家為什麼要做貿易'),
        description: b(
          'See why countries swap bananas, phones and rice instead of making it all at home.',
          '看看各國為什麼要互相交換香蕉、手機和稻米，而不是什麼都自己生產。',
        ),
      },
      {
        id: 'M101',
        title: b('Imports and Exports', '進口與出口'),
        description: b(
          'Learn the words for goods coming in and going out, and find imports in your own home.',
          '認識貨物進來和出去的說法，找找家裡有哪些進口的東西。',
        ),
      },
      {
        id: 'M102',
        minutes: 25,
        title: b('Doing What You Do Best', '做自己最擅長的事'),
        description: b(
          'Find out how each place making what it makes best means more goods for everyone.',
          '了解每個地方專心生產自己最擅長的東西，大家就能擁有更多商品。',
        ),
      },
      {
        id: 'M103',
        minutes: 22,
        title: b('Exchange Rates', '匯率'),
        description: b(
          "Learn how one country's money swaps for another's, and why the rate can change.",
          '了解一個國家的錢怎麼換成另一國的錢，以及匯率為什麼會變動。',
        ),
      },
      {
        id: 'M104',
        minutes: 22,
        title: b('The Journey of a T-Shirt', '一件T恤的旅程'),
        description: b(
          'Follow a T-shirt from cotton field to factory to shop to see how supply chains work.',
          '跟著一件T恤從棉花田、工廠一路走到商店，認識供應鏈怎麼運作。',
        ),
      },
      {
        id: 'M105',
        minutes: 22,
        title: b('Fair Trade and Tariffs', '公平貿易與關稅'),
        description: b(
          'Learn how taxes on imports and fair-trade labels change prices and help the people who make things.',
          '了解進口關稅和公平貿易標章，怎麼影響價格和製造商品的工人。',
        ),
      },
    ],
  },
  // 14. Capital Mountain: risk and reward, then investing
  {
    island: 'capital',
    categoryId: 'credit-risk-investing',
    lessons: [
      {
        id: 'M16',
        title: b('Risk and Reward', '風險與報酬'),
        description: b(
          'Learn that a chance to earn more usually comes with a bigger chance to lose.',
          '了解想賺更多錢，通常也要承擔更大的虧損風險。',
        ),
      },
      {
        id: 'M17',
        title: b('Spreading Out Risk', '分散風險'),
        description: b(
          'See why putting money in many places means one bad surprise cannot sink it all.',
          '看看把錢分散在不同地方，為什麼能避免一次意外就全盤皆輸。',
        ),
      },
    ],
  },
  {
    island: 'capital',
    categoryId: 'capital-mountain-investment',
    lessons: [
      {
        id: 'M106',
        title: b('What Is Investing?', '什麼是投資？'),
        description: b(
          'Learn how investing means using money today to try to have more money in the future.',
          '了解投資就是今天先拿出一些錢，希望將來能換回更多錢。',
        ),
      },
      {
        id: 'M107',
        minutes: 22,
        title: b('Shares: Owning a Piece', '股票：擁有公司的一小塊'),
        description: b(
          'Find out how buying a share makes you a tiny owner of a real company.',
          '原來買了股票，就等於成為一家公司的小小老闆。',
        ),
      },
      {
        id: 'M108',
        minutes: 22,
        title: b('Bonds: Lending for Interest', '債券：借錢賺利息'),
        description: b(
          'Learn how a bond is a loan to a company or government that pays you interest.',
          '認識債券：就是把錢借給公司或政府，之後再領回利息。',
        ),
      },
      {
        id: 'M109',
        minutes: 25,
        title: b('The Compound Growth Snowball', '複利滾雪球'),
        description: b(
          'Watch money grow like a snowball when the interest you earn starts earning interest too.',
          '看看賺到的利息也開始生利息時，錢怎麼像滾雪球一樣越滾越大。',
        ),
      },
      {
        id: 'M110',
        minutes: 22,
        title: b('Funds: A Basket of Investments', '基金：一籃子的投資'),
        description: b(
          'See how a fund lets many people pool money to own a little of many companies at once.',
          '看看基金怎麼讓很多人把錢集合起來，一次擁有許多公司的一小部分。',
        ),
      },
      {
        id: 'M111',
        minutes: 22,
        title: b('Time Is on Your Side', '時間站在你這邊'),
        description: b(
          'Learn why money invested for many years has more time to grow and to bounce back from dips.',
          '了解為什麼投資的時間越長，錢就有越多時間成長，也更能撐過下跌。',
        ),
      },
      {
        id: 'M112',
        minutes: 22,
        title: b('Prices Go Up and Down', '價格有漲有跌'),
        description: b(
          'Find out why investment prices rise and fall, and why staying calm in a dip matters.',
          '了解投資的價格為什麼會漲漲跌跌，以及下跌時保持冷靜為什麼很重要。',
        ),
      },
      {
        id: 'M113',
        title: b('No Get-Rich-Quick Magic', '沒有一夜致富的魔法'),
        description: b(
          'Learn to spot promises of fast, easy money, and why real investing takes patience.',
          '學會識破「又快又輕鬆賺大錢」的說法，了解真正的投資需要耐心。',
        ),
      },
      {
        id: 'M114',
        minutes: 22,
        title: b('Fees Eat Your Returns', '手續費會吃掉報酬'),
        description: b(
          'See how small fees taken every year can take a big bite out of what you earn.',
          '看看每年被收走的一點點手續費，怎麼吃掉你一大口的獲利。',
        ),
      },
      {
        id: 'M115',
        minutes: 25,
        title: b('My First Investing Plan', '我的第一份投資計畫'),
        description: b(
          'Put it all together: set a goal, pick a time frame, spread your risk and stay patient.',
          '把學到的整合起來：訂目標、選定投資期間、分散風險，並保持耐心。',
        ),
      },
    ],
  },
  // 15. Crypto Galaxy: digital finance
  {
    island: 'crypto',
    categoryId: 'crypto-galaxy-digital-finance',
    lessons: [
      {
        id: 'M96',
        title: b('From Cash to Digital Money', '從現金到電子支付'),
        description: b(
          'Explore bank cards, transit cards and phone payments, and see that they still use real money.',
          '認識金融卡、交通卡和手機支付，了解它們花掉的也是真正的錢。',
        ),
      },
      {
        id: 'M97',
        title: b('Smart and Safe Online Spending', '聰明又安全的網路消費'),
        description: b(
          'Learn to shop online and pay in games safely, and why you always ask a grown-up first.',
          '學會安全地網路購物和在遊戲裡付費，也記得每次都要先問過大人。',
        ),
      },
      {
        id: 'M98',
        minutes: 25,
        title: b('What Is Cryptocurrency?', '什麼是加密貨幣？'),
        description: b(
          'Find out how crypto is digital money kept on a shared list called a blockchain.',
          '了解加密貨幣是一種數位貨幣，記錄在叫做「區塊鏈」的共用帳本上。',
        ),
      },
      {
        id: 'M99',
        minutes: 25,
        title: b('Crypto Hype and Risks', '加密貨幣的熱潮與風險'),
        description: b(
          'Learn why crypto prices jump up and down, and how to spot hype and scams.',
          '了解加密貨幣的價格為什麼忽高忽低，學會辨識炒作和詐騙。',
        ),
      },
    ],
  },
];

function buildCatalogue(sections: readonly Section[]): ModuleMeta[] {
  const positions = new Map<IslandKey, number>();
  return sections.flatMap((section) => {
    const rules = ISLAND_RULES[section.island];
    return section.lessons.map((lesson): ModuleMeta => {
      const order = (positions.get(section.island) ?? 0) + 1;
      positions.set(section.island, order);
      return {
        id: lesson.id,
        island: section.island,
        categoryId: section.categoryId,
        order,
        format: rules.format,
        title: lesson.title,
        description: lesson.description,
        outcome: lesson.outcome ?? 'understand',
        estimatedMinutes: lesson.minutes ?? DEFAULT_MINUTES,
        questionCount: QUESTION_COUNT,
        rewards: { gems: rules.gems, badgeName: lesson.badge ?? rules.badge },
      };
    });
  });
}

/**
 * All 136 modules, in island order then module order (decisions.md catalogue table).
 * `order` is the 1-based position within the module's island.
 */
// Validated by the content check (src/content/content-check.test.ts), not at run time: zod stays out of the browser bundle.
export const MODULE_CATALOGUE: readonly ModuleMeta[] = buildCatalogue(SECTIONS);
