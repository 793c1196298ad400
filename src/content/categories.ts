import type { Bilingual } from './schema/bilingual';
import type { Category } from './schema/catalogue';

/** A bilingual text: English first, then Taiwan Traditional Chinese. */
const b = (en: string, zh: string): Bilingual => ({ en, 'zh-TW': zh });

/**
 * The 17 module categories in island order (decisions.md). Every module belongs to exactly one.
 * Global Sky Islands and Capital Mountain have two categories each; the others have one.
 */
// Validated by the content check (src/content/content-check.test.ts), not at run time: zod stays out of the browser bundle.
export const CATEGORIES: readonly Category[] = [
  {
    id: 'seed-money-basics',
    island: 'seed',
    order: 1,
    title: b('Money Basics', '金錢基礎'),
    description: b(
      'What money is, earning, saving, budgeting, banks and giving.',
      '認識錢、賺錢、存錢、做預算、銀行和分享。',
    ),
    color: 'emerald',
  },
  {
    id: 'trust-credit-trust',
    island: 'trust',
    order: 2,
    title: b('Credit and Trust', '信用與信任'),
    description: b(
      'How promises, borrowing and paying back build trust.',
      '承諾、借錢和還錢，怎麼建立起別人對你的信任。',
    ),
    color: 'sky',
  },
  {
    id: 'risk-volcano-contingency',
    island: 'risk',
    order: 3,
    title: b('Ready for Surprises', '應變準備'),
    description: b(
      'Emergencies, emergency funds, insurance and backup plans.',
      '突發狀況、緊急預備金、保險和備用計畫。',
    ),
    color: 'red',
  },
  {
    id: 'ledger-cave-expense-management',
    island: 'ledger',
    order: 4,
    title: b('Tracking Spending', '支出管理'),
    description: b(
      'Recording money, sorting spending and finding better prices.',
      '記錄收支、整理花費，找出更划算的價格。',
    ),
    color: 'amber',
  },
  {
    id: 'money-mindset',
    island: 'mind',
    order: 5,
    title: b('Money Mindset', '理財心態'),
    description: b(
      'How feelings, habits and mind tricks shape the way we spend.',
      '心情、習慣和心理陷阱，怎麼影響我們花錢的方式。',
    ),
    color: 'orange',
  },
  {
    id: 'future-harbor-planning',
    island: 'future',
    order: 6,
    title: b('Planning Ahead', '未來規劃'),
    description: b(
      'Dreams, goals, careers and saving for the years ahead.',
      '夢想、目標、職業，還有為未來的日子存錢。',
    ),
    color: 'cyan',
  },
  {
    id: 'decision-forest-boundaries',
    island: 'decision',
    order: 7,
    title: b('Choices and Boundaries', '選擇與界線'),
    description: b(
      'Making smart choices and setting money limits with friends.',
      '做出聰明的選擇，也和朋友之間設好金錢界線。',
    ),
    color: 'green',
  },
  {
    id: 'shield-island-protection',
    island: 'shield',
    order: 8,
    title: b('Money Protection', '金錢防護'),
    description: b(
      'Insurance, scams, password safety, emergency funds and buyer rights.',
      '保險、防詐騙、密碼安全、緊急預備金和消費者權益。',
    ),
    color: 'indigo',
  },
  {
    id: 'crystal-tower-transparency',
    island: 'crystal',
    order: 9,
    title: b('Honesty and Openness', '誠信與透明'),
    description: b(
      'Being honest with money, reading fine print and keeping open records.',
      '誠實用錢、看清楚小字，還有公開透明的帳目。',
    ),
    color: 'violet',
  },
  {
    id: 'marketplace-business-microeconomics',
    island: 'marketplace',
    order: 10,
    title: b('Markets and Small Business', '市場與小生意'),
    description: b(
      'Prices, supply and demand, customers and running a stall.',
      '價格、供給與需求、顧客，還有經營小攤位。',
    ),
    color: 'yellow',
  },
  {
    id: 'brand-reef-influence',
    island: 'brand',
    order: 11,
    title: b('Brands and Influence', '品牌與影響力'),
    description: b(
      'How brands, ads and online stars try to change what we want.',
      '品牌、廣告和網紅，怎麼想辦法改變我們想要的東西。',
    ),
    color: 'pink',
  },
  {
    id: 'global-sky-islands-policy',
    island: 'global',
    order: 12,
    title: b('Taxes and Public Policy', '稅收與公共政策'),
    description: b(
      'Taxes, public goods, government budgets and fair rules.',
      '稅、公共財、政府預算和公平的規則。',
    ),
    color: 'blue',
  },
  {
    id: 'global-sky-islands-macroeconomics',
    island: 'global',
    order: 13,
    title: b('The Big Economy', '總體經濟'),
    description: b(
      'Prices, jobs, interest rates and how a whole economy grows.',
      '物價、就業、利率，還有整個經濟怎麼成長。',
    ),
    color: 'sky',
  },
  {
    id: 'world-trade-port-systems',
    island: 'worldtrade',
    order: 14,
    title: b('World Trade', '國際貿易'),
    description: b(
      'Imports, exports, exchange rates and how goods travel the world.',
      '進口、出口、匯率，還有貨物怎麼環遊世界。',
    ),
    color: 'teal',
  },
  {
    id: 'credit-risk-investing',
    island: 'capital',
    order: 15,
    title: b('Risk and Reward', '風險與報酬'),
    description: b(
      'Weighing risk against reward, and spreading risk out.',
      '衡量風險和報酬，並學會分散風險。',
    ),
    color: 'slate',
  },
  {
    id: 'capital-mountain-investment',
    island: 'capital',
    order: 16,
    title: b('Investing Basics', '投資入門'),
    description: b(
      'Shares, bonds, funds and growing money with patience.',
      '股票、債券、基金，還有用耐心讓錢長大。',
    ),
    color: 'stone',
  },
  {
    id: 'crypto-galaxy-digital-finance',
    island: 'crypto',
    order: 17,
    title: b('Digital Money', '數位金融'),
    description: b(
      'Digital payments, staying safe online, blockchain and crypto risks.',
      '數位支付、網路安全、區塊鏈和加密貨幣的風險。',
    ),
    color: 'fuchsia',
  },
];
