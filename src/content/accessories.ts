import type { Accessory } from './schema/catalogue';

/**
 * The 15 avatar accessories: one per island, themed to it, three in each of the five slots.
 * Each unlocks when the learner completes its island's first module with a score of 70 or more.
 * Ordered by island (the unlock order).
 */
export const ACCESSORIES: readonly Accessory[] = [
  {
    id: 'sprout-cap',
    island: 'seed',
    category: 'headwear',
    name: { en: 'Sprout Cap', 'zh-TW': '嫩芽帽' },
    description: {
      en: 'A green cap with a tiny sprout on top. Small savings grow, just like seeds!',
      'zh-TW': '頂端長出一株小嫩芽的綠帽子。小小的存款也會長大，就像種子一樣！',
    },
  },
  {
    id: 'trust-bracelet',
    island: 'trust',
    category: 'accessory',
    name: { en: 'Trust Bracelet', 'zh-TW': '信任手環' },
    description: {
      en: 'A woven friendship bracelet. It reminds you to keep your promises.',
      'zh-TW': '一條編織的友誼手環，提醒你要遵守承諾。',
    },
  },
  {
    id: 'lava-boots',
    island: 'risk',
    category: 'footwear',
    name: { en: 'Lava Boots', 'zh-TW': '熔岩靴' },
    description: {
      en: 'Tough red boots for walking safely near Risk Volcano. Be ready for surprises!',
      'zh-TW': '堅固的紅色靴子，讓你在風險火山旁也能安全走路。隨時準備好面對意外！',
    },
  },
  {
    id: 'ledger-backpack',
    island: 'ledger',
    category: 'back',
    name: { en: 'Ledger Backpack', 'zh-TW': '帳本背包' },
    description: {
      en: 'A sturdy backpack with a pocket for your money notebook and a pencil.',
      'zh-TW': '一個結實的背包，有專門放記帳本和鉛筆的口袋。',
    },
  },
  {
    id: 'mirage-shades',
    island: 'mind',
    category: 'eyewear',
    name: { en: 'Mirage Shades', 'zh-TW': '看穿幻影墨鏡' },
    description: {
      en: 'Desert sunglasses that help you see what you really need, not just what looks shiny.',
      'zh-TW': '沙漠墨鏡，幫你看清楚自己真正需要的東西，而不只是閃亮亮的東西。',
    },
  },
  {
    id: 'captain-hat',
    island: 'future',
    category: 'headwear',
    name: { en: 'Harbor Captain Hat', 'zh-TW': '港灣船長帽' },
    description: {
      en: 'A white captain hat for planning long trips to the future.',
      'zh-TW': '一頂白色船長帽，陪你規劃通往未來的長途航行。',
    },
  },
  {
    id: 'forest-compass',
    island: 'decision',
    category: 'accessory',
    name: { en: 'Forest Compass', 'zh-TW': '森林指南針' },
    description: {
      en: 'A wooden compass that helps you pick a path when choices split in two.',
      'zh-TW': '一個木頭指南針，在岔路口幫你選出要走的路。',
    },
  },
  {
    id: 'guardian-cape',
    island: 'shield',
    category: 'back',
    name: { en: 'Guardian Cape', 'zh-TW': '守護披風' },
    description: {
      en: 'A blue cape with a shield on it. It stands for keeping your money and passwords safe.',
      'zh-TW': '印著盾牌的藍色披風，代表保護好你的錢和密碼。',
    },
  },
  {
    id: 'crystal-glasses',
    island: 'crystal',
    category: 'eyewear',
    name: { en: 'Crystal Glasses', 'zh-TW': '水晶眼鏡' },
    description: {
      en: 'Clear crystal glasses. With them, you can see where the money really goes.',
      'zh-TW': '透明的水晶眼鏡，戴上它就能看清楚錢真正去了哪裡。',
    },
  },
  {
    id: 'market-sneakers',
    island: 'marketplace',
    category: 'footwear',
    name: { en: 'Market Sneakers', 'zh-TW': '市集運動鞋' },
    description: {
      en: 'Bouncy sneakers for running a busy market stall all day long.',
      'zh-TW': '彈性很好的運動鞋，讓你顧市集攤位一整天也不累。',
    },
  },
  {
    id: 'coral-crown',
    island: 'brand',
    category: 'headwear',
    name: { en: 'Coral Crown', 'zh-TW': '珊瑚皇冠' },
    description: {
      en: 'A crown of pink coral. You rule your own choices, not the ads!',
      'zh-TW': '用粉紅珊瑚做成的皇冠。自己的選擇自己決定，不被廣告牽著走！',
    },
  },
  {
    id: 'cloud-wings',
    island: 'global',
    category: 'back',
    name: { en: 'Cloud Wings', 'zh-TW': '雲朵翅膀' },
    description: {
      en: 'Soft white wings for flying between the Global Sky Islands.',
      'zh-TW': '軟綿綿的白色翅膀，讓你在全球天空群島之間飛來飛去。',
    },
  },
  {
    id: 'anchor-pendant',
    island: 'worldtrade',
    category: 'accessory',
    name: { en: 'Anchor Necklace', 'zh-TW': '船錨項鍊' },
    description: {
      en: 'A small silver anchor from World Trade Port, where ships from every land meet.',
      'zh-TW': '來自世界貿易港的小小銀色船錨，那裡是各國船隻相遇的地方。',
    },
  },
  {
    id: 'summit-boots',
    island: 'capital',
    category: 'footwear',
    name: { en: 'Summit Boots', 'zh-TW': '登頂登山鞋' },
    description: {
      en: 'Strong hiking boots for the long, slow climb up Capital Mountain.',
      'zh-TW': '結實的登山鞋，陪你慢慢爬上高高的資本山。',
    },
  },
  {
    id: 'galaxy-visor',
    island: 'crypto',
    category: 'eyewear',
    name: { en: 'Galaxy Visor', 'zh-TW': '銀河護目鏡' },
    description: {
      en: 'A shiny space visor with stars on it, for safe trips through Crypto Galaxy.',
      'zh-TW': '一副印著星星的太空護目鏡，讓你安全穿越加密銀河。',
    },
  },
];
