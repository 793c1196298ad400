import { registerTranslations } from '../../i18n/i18n';

const en = {
  join: {
    title: 'Join a class or family',
    text: 'Got a code from your teacher or parent? Type it here.',
    code: 'Join code',
    codeHint: '6 letters and numbers, like AC3-D4F.',
    check: 'Check code',
    checking: 'Checking...',
    confirmTitle: 'Join {{name}}?',
    confirmClass: 'This is {{grownUp}}’s class.',
    confirmFamily: 'This is {{grownUp}}’s family group.',
    whatTheySee: '{{grownUp}} will see your nickname and your learning: the lessons you finish, your scores, streak and gems. Never your e-mail or password.',
    confirm: 'Yes, join',
    joining: 'Joining...',
    cancel: 'Not now',
    already: 'You are already in {{name}}.',
    joined: 'You joined {{name}}!',
  },
  suggestion: {
    label: 'This week',
    text: '{{grownUp}} suggests: {{target}}',
    go: 'Go to {{target}}',
  },
  mine: {
    title: 'My classes and families',
    none: 'You are not in any group yet.',
    item: '{{name}} · {{grownUp}}',
    leave: 'Leave {{name}}',
    leaveButton: 'Leave',
    left: 'You left {{name}}.',
  },
};

const zhTW: typeof en = {
  join: {
    title: '加入班級或家庭群組',
    text: '老師或家長給了你代碼嗎？在這裡輸入。',
    code: '加入代碼',
    codeHint: '6 個英文字母和數字，例如 AC3-D4F。',
    check: '檢查代碼',
    checking: '檢查中……',
    confirmTitle: '要加入「{{name}}」嗎？',
    confirmClass: '這是{{grownUp}}的班級。',
    confirmFamily: '這是{{grownUp}}的家庭群組。',
    whatTheySee: '{{grownUp}}會看到你的暱稱和學習情形：完成的課程、分數、連續學習天數和寶石，絕對看不到你的電子郵件或密碼。',
    confirm: '好，加入',
    joining: '加入中……',
    cancel: '先不要',
    already: '你已經在「{{name}}」裡了。',
    joined: '你加入「{{name}}」了！',
  },
  suggestion: {
    label: '這週推薦',
    text: '{{grownUp}}推薦：{{target}}',
    go: '前往{{target}}',
  },
  mine: {
    title: '我的班級和家庭群組',
    none: '你還沒有加入任何群組。',
    item: '{{name}} · {{grownUp}}',
    leave: '離開「{{name}}」',
    leaveButton: '離開',
    left: '你已經離開「{{name}}」。',
  },
};

export const GROUPS_NS = 'groups';
registerTranslations(GROUPS_NS, { en, 'zh-TW': zhTW });
