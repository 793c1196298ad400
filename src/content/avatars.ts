import type { AvatarBase } from './schema/catalogue';

const EMPOWERMENT = {
  en: 'Empowerment: I can do it, one step at a time!',
  'zh-TW': '自信力：一步一步來，我做得到！',
};
const RESILIENCE = {
  en: 'Resilience: I keep going, even when it gets hard.',
  'zh-TW': '韌性：遇到困難，我也不放棄。',
};
const INDEPENDENCE = {
  en: 'Independence: I think for myself and try new ideas.',
  'zh-TW': '獨立：我會自己想，也敢試試新點子。',
};
const AGILITY = {
  en: 'Agility: When plans change, I find a new way.',
  'zh-TW': '靈活：計畫改變時，我能找到新方法。',
};

/** The 8 base explorers a learner chooses from (spec.md §3). Order is the picker's grid order. */
export const AVATAR_BASES: readonly AvatarBase[] = [
  { id: 'explorer', name: { en: 'Explorer', 'zh-TW': '探險家' }, pillar: 'Empowerment', subtitle: EMPOWERMENT, accent: 'emerald' },
  {
    id: 'explorer-female',
    name: { en: 'Girl Explorer', 'zh-TW': '女孩探險家' },
    pillar: 'Empowerment',
    subtitle: EMPOWERMENT,
    accent: 'emerald',
  },
  { id: 'guardian', name: { en: 'Guardian', 'zh-TW': '守護者' }, pillar: 'Resilience', subtitle: RESILIENCE, accent: 'blue' },
  {
    id: 'guardian-female',
    name: { en: 'Girl Guardian', 'zh-TW': '女孩守護者' },
    pillar: 'Resilience',
    subtitle: RESILIENCE,
    accent: 'blue',
  },
  { id: 'innovator', name: { en: 'Innovator', 'zh-TW': '創新家' }, pillar: 'Independence', subtitle: INDEPENDENCE, accent: 'orange' },
  {
    id: 'innovator-female',
    name: { en: 'Girl Innovator', 'zh-TW': '女孩創新家' },
    pillar: 'Independence',
    subtitle: INDEPENDENCE,
    accent: 'orange',
  },
  { id: 'navigator', name: { en: 'Navigator', 'zh-TW': '領航員' }, pillar: 'Agility', subtitle: AGILITY, accent: 'purple' },
  {
    id: 'navigator-female',
    name: { en: 'Girl Navigator', 'zh-TW': '女孩領航員' },
    pillar: 'Agility',
    subtitle: AGILITY,
    accent: 'purple',
  },
];
