import { registerTranslations } from '../../i18n/i18n';

/** Getting back into an account: forgotten password, confirming the e-mail, a password a magic link removed. */
const en = {
  forgot: {
    link: 'Forgot your password?',
    title: 'Forgot your password?',
    text: 'Type the e-mail address you signed up with. We will send a link to choose a new password.',
    send: 'Send me a reset link',
    sent: 'If an account uses {{email}}, a link to choose a new password is on its way. It works once, for 30 minutes. Check your spam folder too.',
    back: 'Back to sign in',
  },
  magicLinkNote: 'If you have not confirmed your e-mail address yet, signing in with a link removes the password you set. You can then choose a new one.',
  reset: {
    title: 'Choose a new password',
    text: 'Pick a password you have not used here before. Afterwards you are signed out everywhere else.',
    newPassword: 'New password',
    confirm: 'Type it again',
    mismatch: 'The two passwords are not the same.',
    submit: 'Save new password',
    done: 'Your new password is saved. Sign in with it now.',
    doneTitle: 'Password changed',
    signIn: 'Sign in',
    invalid: 'This reset link is not valid any more (it works once, for 30 minutes). Ask for a new one on the sign-in page.',
    askAgain: 'Ask for a new link',
  },
  verified: {
    title: 'E-mail confirmed!',
    text: 'Thank you! Your e-mail address is confirmed. Signing in with an e-mailed link will now keep your password as it is.',
    failedTitle: 'This confirmation link does not work',
    failed: 'It may have expired (links work for 3 days) or it is not complete. You can get a new one from My Account: “Send the confirmation e-mail again”.',
    toAccount: 'Go to My Account',
    signIn: 'Sign in',
    explore: 'Keep exploring',
  },
};

const zhTW: typeof en = {
  forgot: {
    link: '忘記密碼了嗎？',
    title: '忘記密碼了嗎？',
    text: '請輸入你註冊時用的電子郵件，我們會寄一個連結給你，讓你設定新密碼。',
    send: '寄給我重設密碼的連結',
    sent: '如果有帳號使用 {{email}}，設定新密碼的連結已經寄出了。連結只能用一次，30 分鐘內有效。也記得看看垃圾郵件匣喔。',
    back: '回到登入',
  },
  magicLinkNote: '如果你還沒確認過電子郵件，用登入連結登入後，原本設定的密碼會被移除，之後可以再設定一個新的。',
  reset: {
    title: '設定新密碼',
    text: '請選一個在這裡沒用過的密碼。設定好之後，你在其他地方都會被登出。',
    newPassword: '新密碼',
    confirm: '再輸入一次',
    mismatch: '兩次輸入的密碼不一樣。',
    submit: '儲存新密碼',
    done: '新密碼已經存好了，現在就用它登入吧。',
    doneTitle: '密碼已更改',
    signIn: '登入',
    invalid: '這個重設連結已經失效了（只能用一次，30 分鐘內有效）。請到登入頁面重新索取。',
    askAgain: '重新索取連結',
  },
  verified: {
    title: '電子郵件確認好了！',
    text: '謝謝你！你的電子郵件地址已經確認。之後用信件裡的連結登入，你的密碼也會保留下來。',
    failedTitle: '這個確認連結沒辦法使用',
    failed: '連結可能已經過期（3 天內有效），或是不完整。你可以到「我的帳號」按「再寄一次確認信」，索取新的連結。',
    toAccount: '前往我的帳號',
    signIn: '登入',
    explore: '繼續探險',
  },
};

export const AUTH_RECOVERY_NS = 'auth-recovery';
registerTranslations(AUTH_RECOVERY_NS, { en, 'zh-TW': zhTW });
