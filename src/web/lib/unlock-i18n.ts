import { registerTranslations } from '../i18n/i18n';

/** What a locked island asks for, and an island's state in a word or two: shared by the map, island pages and lesson cards. */
const en = {
  signIn_one: "Sign in, then finish {{island}}'s {{count}} lesson to sail here.",
  signIn_other: "Sign in, then finish {{needed}} of {{island}}'s {{count}} lessons to sail here.",
  signInOnly: 'Sign in to sail here.',
  finish_one: 'Finish {{count}} more {{island}} lesson to sail here.',
  finish_other: 'Finish {{count}} more {{island}} lessons to sail here.',
  notOnRoute: 'This island is not open yet.',
  stateOpen: 'Open',
  stateLocked: 'Locked',
  stateProgress: '{{completed}} of {{total}} done',
  stateDone: 'All done',
  hotspotName: '{{island}}, {{state}}',
};

const zhTW: typeof en = {
  signIn_one: '先登入，再完成{{island}}的 {{count}} 課，就能航向這裡。',
  signIn_other: '先登入，再完成{{island}} {{count}} 課中的 {{needed}} 課，就能航向這裡。',
  signInOnly: '登入後就能航向這裡。',
  finish_one: '在{{island}}再完成 {{count}} 課，就能航向這裡。',
  finish_other: '在{{island}}再完成 {{count}} 課，就能航向這裡。',
  notOnRoute: '這座島還沒開放。',
  stateOpen: '已開放',
  stateLocked: '未解鎖',
  stateProgress: '完成 {{completed}} / {{total}} 課',
  stateDone: '全部完成',
  hotspotName: '{{island}}，{{state}}',
};

export const UNLOCK_NS = 'unlock';
registerTranslations(UNLOCK_NS, { en, 'zh-TW': zhTW });
