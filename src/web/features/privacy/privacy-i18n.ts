import { registerTranslations } from '../../i18n/i18n';

const en = {
  title: 'Your data, your choice',
  intro: 'Money Islands keeps only what it needs to save your adventure. Here is all of it, in plain words. Grown-ups, this page is for you too.',
  /** Between an item's name and its description. */
  separator: ': ',
  collected: {
    title: 'What we keep',
    username: { name: 'Username', text: 'the nickname you choose when you sign up. No real name needed.' },
    email: { name: 'E-mail address', text: 'so you can sign in. We e-mail you only when you ask: a link to confirm the address when you sign up, a sign-in link, or a link to choose a new password if you forget yours. Until the address is confirmed, signing in with an e-mailed link removes the password, because someone without this e-mail could have set it; you can then choose a new one.' },
    password: { name: 'Password', text: 'kept only as a scrambled code (a “hash”). Your real password is never stored, so nobody here can read it.' },
    progress: { name: 'Learning progress', text: 'lessons you finish, quiz scores and answers, streaks, badges, gems, words you learn and the reflections you write; the questions you missed, kept for practice with the day each comes back; your warm-up and island check answers; and your reading settings (text size, spacing, motion, read-aloud speed).' },
    avatar: { name: 'Explorer choices', text: 'which explorer you picked, and the accessories you earn and wear.' },
    sessions: { name: 'Sign-ins', text: 'when you signed in, with the browser and internet address used, to keep your account safe.' },
  },
  why: {
    title: 'Why we keep it',
    text: 'Only to run Money Islands for you: to sign you in, remember where you are on the islands and show your progress. Nothing else.',
  },
  howLong: {
    title: 'How long we keep it',
    text: 'Until you delete your account. A sign-in ends when you sign out, or after 30 days without a visit. Lessons you finish before signing in stay only in this browser, on this device.',
  },
  whoSees: {
    title: 'Who sees it',
    text: 'Only you, and the grown-up of any class or family group you join. We never sell or share your data, and there are no public profiles or leaderboards.',
    groups: 'In a class or family group, its teacher or parent sees your nickname and your learning: how many lessons of each island you have finished, your streak, your gems and the last day you learned. They can also see which lessons you tried, your best scores and which questions you got right the first time, and they can ask for a weekly e-mail that says who finished what. For each island they see how much the group’s warm-up and island checks went up on average, not each child’s answers. They never see your e-mail, your password or your sign-ins, and other children in the group see nothing of yours. You can leave a group on your account page, and the grown-up can remove you; either way they stop seeing your learning at once. A teacher or parent can also make an account for a child with only a nickname and two pictures to sign in with, and no e-mail at all; that account belongs to the group and is deleted with it.',
    noAds: 'No ads and no trackers: every page loads only from Money Islands itself, nothing from other companies.',
    google: 'If you choose “Continue with Google”, Google tells us your e-mail address and name, and Google’s own privacy rules apply there.',
  },
  control: {
    title: 'Download or delete your data',
    text: 'Sign in, open the account menu (your explorer at the top) and choose “My Account”. “Download my data” saves everything above in one file. “Delete my account” erases it all for good and ends every sign-in at once.',
    grownUp: 'If you are under 13, do this together with a parent or guardian.',
    toAccount: 'Go to My Account',
    signIn: 'Sign in to manage your data',
  },
};

const zhTW: typeof en = {
  title: '你的資料，由你決定',
  intro: '理財冒險島只保留記住你冒險進度所需要的資料。下面用簡單的話全部告訴你。家長們，這一頁也是寫給您看的。',
  separator: '：',
  collected: {
    title: '我們保留哪些資料',
    username: { name: '暱稱', text: '你註冊時自己取的名字，不需要用真名。' },
    email: { name: '電子郵件', text: '讓你可以登入。我們只在你需要時寄信給你：註冊時寄確認信、你要求時寄登入連結，或是忘記密碼時寄設定新密碼的連結。電子郵件還沒確認之前，如果用信件裡的連結登入，原本的密碼會被移除，因為它可能是不擁有這個信箱的人設定的；之後你可以再設定一個新密碼。' },
    password: { name: '密碼', text: '只會存成一串打亂的代碼（雜湊值）。我們從來不保存你真正的密碼，所以這裡沒有人看得到它。' },
    progress: { name: '學習進度', text: '完成的課程、測驗分數和答案、連續學習天數、徽章、寶石、學會的單字，還有你寫下的心得；答錯過、要留著複習的題目，以及每一題下次複習的日子；暖身小測驗和學完再測的答案；還有你的閱讀設定（文字大小、行距、動畫、朗讀速度）。' },
    avatar: { name: '探險家的選擇', text: '你選了哪位探險家，以及你贏得和穿戴的配件。' },
    sessions: { name: '登入紀錄', text: '你什麼時候登入，以及使用的瀏覽器和網路位址，用來保護你的帳號安全。' },
  },
  why: {
    title: '為什麼要保留',
    text: '只為了讓理財冒險島為你運作：幫你登入、記住你在島上走到哪裡，以及顯示你的學習進度。不會拿來做別的事。',
  },
  howLong: {
    title: '保留多久',
    text: '一直保留到你刪除帳號為止。你登出，或是 30 天都沒有來玩，登入狀態就會結束。還沒登入時完成的課程，只會存在這台裝置的瀏覽器裡。',
  },
  whoSees: {
    title: '誰看得到',
    text: '只有你自己，以及你加入的班級或家庭群組的老師或家長。我們絕不會把你的資料賣給或分享給別人，也沒有公開的個人頁面或排行榜。',
    groups: '在班級或家庭群組裡，老師或家長會看到你的暱稱和學習情形：每座島完成了幾課、連續學習天數、寶石，以及最後一次學習的日期。他們也看得到你試過哪些課程、最高分，以及第一次作答時哪些題目答對；還可以選擇每週收到一封信，說明誰完成了哪些課程。每座島的暖身小測驗和學完再測，他們只看得到全群組平均進步了多少，看不到每個孩子的答案。他們看不到你的電子郵件、密碼或登入紀錄；群組裡的其他孩子也完全看不到你的資料。你可以在「我的帳號」頁面離開群組，老師或家長也可以把你移出群組；不管哪一種，他們都會立刻看不到你的學習情形。老師或家長也可以只用暱稱和 2 張登入圖片幫孩子建立帳號，完全不需要電子郵件；這種帳號屬於群組，會跟群組一起刪除。',
    noAds: '沒有廣告，也沒有追蹤程式：每個頁面都只從理財冒險島自己的網站載入，不會連到其他公司。',
    google: '如果你選擇「使用 Google 繼續」，Google 會告訴我們你的電子郵件和名字；在 Google 那邊，則適用 Google 自己的隱私權規定。',
  },
  control: {
    title: '下載或刪除你的資料',
    text: '登入後，點畫面上方你的探險家打開帳號選單，選「我的帳號」。按「下載我的資料」，就能把上面所有資料存成一個檔案；按「刪除我的帳號」，就會永久清除全部資料，所有登入也會馬上結束。',
    grownUp: '未滿 13 歲的小朋友，請和爸爸媽媽或其他監護人一起操作。',
    toAccount: '前往我的帳號',
    signIn: '登入來管理你的資料',
  },
};

export const PRIVACY_NS = 'privacy';
registerTranslations(PRIVACY_NS, { en, 'zh-TW': zhTW });
