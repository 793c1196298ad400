import type { MailMessage } from './mailer';

function escapeHtml(text: string): string {
  const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
  return text.replace(/[&<>"']/g, (ch) => entities[ch] ?? ch);
}

type Wording = { title: string; lead: string; ignore: string };

/** One message in both languages (a parent may read it in either), with the same link in each. */
function bilingualEmail(to: string, subject: string, url: string, en: Wording, zh: Wording): MailMessage {
  const text = [en.title, '', en.lead, url, '', en.ignore, '', zh.title, '', zh.lead, url, '', zh.ignore].join('\n');
  const link = `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
  const part = (lang: string, heading: string, words: Wording) =>
    `<div lang="${lang}"><h1>${heading}</h1><p>${escapeHtml(words.lead)}</p><p>${link}</p><p>${escapeHtml(words.ignore)}</p></div>`;
  const html = `<!doctype html><html><body style="font-family:sans-serif">
${part('en', 'Money Islands', en)}
<hr>
${part('zh-TW', '理財冒險島', zh)}
</body></html>`;
  return { to, subject, text, html };
}

/** Sent at sign-up: welcomes the learner and asks them to confirm the address (they can play before they do). */
export function verifyEmailEmail(to: string, url: string, hoursValid: number): MailMessage {
  return bilingualEmail(
    to,
    'Welcome to Money Islands! Confirm your e-mail · 歡迎來到理財冒險島！請確認你的電子郵件',
    url,
    {
      title: 'Money Islands — welcome aboard!',
      lead: `Your account is ready and you can start exploring right away. Open this link to confirm this is your e-mail address (it expires in ${hoursValid} hours). Then, if you ever sign in with an e-mailed link, your password stays as it is:`,
      ignore: "If you didn't create an account, you can ignore this e-mail.",
    },
    {
      title: '理財冒險島 — 歡迎上船！',
      lead: `你的帳號已經建立好了，現在就可以開始探險。請點開這個連結，確認這是你的電子郵件地址（${hoursValid} 小時內有效）。確認之後，就算改用信件裡的連結登入，你的密碼也會保留下來：`,
      ignore: '如果你沒有註冊帳號，請忽略這封信。',
    },
  );
}

/** A link to choose a new password; says nothing that the page does not (the address may belong to anyone). */
export function resetPasswordEmail(to: string, url: string, minutesValid: number): MailMessage {
  return bilingualEmail(
    to,
    'Choose a new Money Islands password · 重新設定理財冒險島的密碼',
    url,
    {
      title: 'Money Islands — choose a new password',
      lead: `Open this link to choose a new password. It works once and expires in ${minutesValid} minutes. Afterwards you are signed out on your other devices:`,
      ignore: "If you didn't ask for it, you can ignore this e-mail: your password stays the same.",
    },
    {
      title: '理財冒險島 — 設定新密碼',
      lead: `點開這個連結就能設定新密碼。連結只能用一次，${minutesValid} 分鐘後失效。設定好之後，你在其他裝置上都會被登出：`,
      ignore: '如果不是你要求的，請忽略這封信，你的密碼不會改變。',
    },
  );
}

/** Both languages in one message: a parent may read it in either. */
export function magicLinkEmail(to: string, url: string, minutesValid: number): MailMessage {
  const text = [
    'Money Islands — your sign-in link',
    '',
    `Open this link to sign in. It works once and expires in ${minutesValid} minutes:`,
    url,
    '',
    "If you didn't ask for it, you can ignore this e-mail.",
    '',
    '理財冒險島 — 你的登入連結',
    '',
    `點開這個連結就能登入。連結只能用一次，${minutesValid} 分鐘後失效：`,
    url,
    '',
    '如果不是你要求的，請忽略這封信。',
  ].join('\n');
  const link = `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<div lang="en"><h1>Money Islands</h1><p>Open this link to sign in. It works once and expires in ${minutesValid} minutes:</p><p>${link}</p><p>If you didn't ask for it, you can ignore this e-mail.</p></div>
<hr>
<div lang="zh-TW"><h1>理財冒險島</h1><p>點開這個連結就能登入。連結只能用一次，${minutesValid} 分鐘後失效：</p><p>${link}</p><p>如果不是你要求的，請忽略這封信。</p></div>
</body></html>`;
  return { to, subject: 'Sign in to Money Islands · 登入理財冒險島', text, html };
}

export type SummaryLine = { en: string; 'zh-TW': string };

/**
 * The weekly e-mail about a group: who finished what, who has not played this week, the questions most missed
 * the first time, and a one-click link that stops it. Both languages, as every message.
 */
export function weeklySummaryEmail(to: string, groupName: string, lines: { finished: SummaryLine[]; notPlayed: string[]; missed: SummaryLine[] }, teachUrl: string, stopUrl: string): MailMessage {
  const section = (language: 'en' | 'zh-TW') => {
    const en = language === 'en';
    const parts: string[] = [
      en ? `Money Islands — your week with ${groupName}` : `理財冒險島 — 「${groupName}」這一週`,
      '',
      en ? 'Finished this week:' : '這週完成的課程：',
      ...(lines.finished.length ? lines.finished.map((line) => `• ${line[language]}`) : [en ? '• No lessons finished this week.' : '• 這週還沒有人完成課程。']),
      '',
      en ? 'Has not played this week:' : '這週還沒有來玩：',
      lines.notPlayed.length ? `• ${lines.notPlayed.join(en ? ', ' : '、')}` : en ? '• Everyone played. Well done!' : '• 大家都有來玩，太棒了！',
      '',
      en ? 'Most missed the first time:' : '第一次最常答錯的題目：',
      ...(lines.missed.length ? lines.missed.map((line) => `• ${line[language]}`) : [en ? '• Nothing missed yet.' : '• 還沒有答錯的題目。']),
      '',
      en ? `See the whole class: ${teachUrl}` : `看完整的進度：${teachUrl}`,
      en ? `Stop these e-mails with one click: ${stopUrl}` : `按一下就能停止這些信：${stopUrl}`,
    ];
    return parts;
  };
  const text = [...section('en'), '', '——', '', ...section('zh-TW')].join('\n');
  const toHtml = (language: 'en' | 'zh-TW') =>
    `<div lang="${language}">${section(language)
      .map((line) => (line === '' ? '' : line.includes('http') ? `<p>${escapeHtml(line).replace(/(https?:\/\/\S+)/, '<a href="$1">$1</a>')}</p>` : `<p>${escapeHtml(line)}</p>`))
      .join('')}</div>`;
  const html = `<!doctype html><html><body style="font-family:sans-serif">${toHtml('en')}<hr>${toHtml('zh-TW')}</body></html>`;
  return { to, subject: `Money Islands: this week in ${groupName} · 理財冒險島：「${groupName}」這一週`, text, html };
}
