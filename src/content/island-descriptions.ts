import type { Bilingual } from './schema/bilingual';
import type { IslandKey } from './schema/ids';

const b = (en: string, zh: string): Bilingual => ({ en, 'zh-TW': zh });

/**
 * Each island's one-line introduction, shown by the library and the island's page. Kept out of ISLANDS, which
 * the home page ships with (it shows titles and topics only): decision 020, part 2. The content check reads
 * them with their island (src/content/content-check.test.ts), so they follow the islands' rules.
 */
export const ISLAND_DESCRIPTIONS: Readonly<Record<IslandKey, Bilingual>> = {
  seed: b(
    'Every money adventure begins here! Plant your first coins and watch good habits sprout.',
    '所有理財冒險都從這裡出發！種下你的第一枚硬幣，看好習慣慢慢發芽。',
  ),
  trust: b(
    'On Trust Island, a promise is worth more than gold. Learn how keeping your word builds credit.',
    '在信任島上，一句承諾比黃金還珍貴。學會守信用，讓大家更相信你。',
  ),
  risk: b(
    'The volcano rumbles, but you will be ready! Learn to plan for surprises and stay calm.',
    '火山轟隆隆作響，但你早就準備好了！學會為意外做打算，遇到狀況也不慌張。',
  ),
  ledger: b(
    'Deep in the cave, explorers keep a ledger. Write down every coin and no money goes missing!',
    '在洞窟深處，探險家都會寫帳本。把每一塊錢都記下來，錢就不會莫名其妙不見！',
  ),
  mind: b(
    'In the shifting sands, feelings can trick you. Learn to spot them and choose wisely!',
    '在變來變去的沙丘裡，心情有時會騙人。學會看穿它，做出聰明的選擇！',
  ),
  future: b(
    'Ships leave the harbor with a map and a plan. Chart the course to your dreams!',
    '船出港前，都要帶著地圖和計畫。一起畫出通往夢想的航線吧！',
  ),
  decision: b(
    'Paths split every way in this forest. Learn to pick your own path and set your own limits.',
    '森林裡的小路四通八達。學會選出自己的路，也設好屬於自己的界線。',
  ),
  shield: b(
    'Raise your shield! Learn to guard your money from scams, accidents and tricky sellers.',
    '舉起你的盾牌！學會保護你的錢，遠離詐騙、意外和不老實的商家。',
  ),
  crystal: b(
    'In the Crystal Tower, everything is clear as glass. See why honest, open money builds trust.',
    '在水晶塔裡，一切都像玻璃一樣清澈透明。看看誠實公開地用錢，為什麼能贏得信任。',
  ),
  marketplace: b(
    'Welcome to the busy market! Run your own stall and see how buyers and sellers meet.',
    '歡迎來到熱鬧的市集！經營自己的小攤位，看看買家和賣家怎麼交易。',
  ),
  brand: b(
    'Bright fish and shiny signs everywhere! Learn how brands and ads try to win your heart.',
    '到處都是繽紛的熱帶魚和閃亮的招牌！看看品牌和廣告怎麼想辦法打動你。',
  ),
  global: b(
    'Float above the clouds and see the big picture: how taxes, rules and prices shape a country.',
    '飄到雲端上俯瞰全局：看看稅收、規則和物價怎麼影響整個國家。',
  ),
  worldtrade: b(
    'Ships from every land dock here! See how goods and money travel around the world.',
    '來自世界各地的船都在這裡靠岸！看看貨物和金錢怎麼環遊世界。',
  ),
  capital: b(
    'Climb Capital Mountain step by step. Learn how patient investing helps money grow.',
    '一步一步登上資本山，學會用耐心投資，讓錢慢慢長大。',
  ),
  crypto: b(
    'Blast off into the galaxy of digital money! See how new ways to pay work and how to stay safe.',
    '衝向數位金錢的銀河！看看新的付款方式怎麼運作，又該怎麼保護自己。',
  ),
};
