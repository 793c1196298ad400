import type { MailMessage } from './mailer';

function escapeHtml(text: string): string {
  const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
  return text.replace(/[&<>"']/g, (ch) => entities[ch] ?? ch);
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
