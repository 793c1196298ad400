import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { MAX_NAME_LENGTH, MAX_REFLECTION_LENGTH } from '../../domain/constants';
import { JOIN_CODE_LENGTH, MAX_GROUP_NAME_LENGTH, MAX_MEMBERS_PER_GROUP } from '../../domain/groups';

type Text = { en: string; 'zh-TW': string };

/** Every error the API can return, with its text in both languages. */
export const API_ERRORS = {
  INVALID_EMAIL_OR_PASSWORD: { en: 'Invalid email or password.', 'zh-TW': '電子郵件或密碼不正確。' },
  USER_ALREADY_EXISTS: { en: 'An account with this email already exists. Try signing in.', 'zh-TW': '這個電子郵件已經註冊過了，請直接登入。' },
  PASSWORD_TOO_SHORT: { en: 'Password must be at least 6 characters.', 'zh-TW': '密碼至少要 6 個字元。' },
  PASSWORD_TOO_LONG: { en: 'Password is too long (at most 128 characters).', 'zh-TW': '密碼太長了（最多 128 個字元）。' },
  INVALID_EMAIL: { en: 'Please enter a valid email address.', 'zh-TW': '請輸入有效的電子郵件地址。' },
  INVALID_TOKEN: { en: 'This sign-in link is not valid any more. Ask for a new one.', 'zh-TW': '這個登入連結已經失效了，請重新索取。' },
  UNAUTHORIZED: { en: 'User not authenticated', 'zh-TW': '尚未登入，請先登入。' },
  NOT_FOUND: { en: 'Not found.', 'zh-TW': '找不到這個項目。' },
  FORBIDDEN: { en: 'You are not allowed to do that.', 'zh-TW': '你沒有權限這樣做。' },
  NAME_REQUIRED: { en: 'Please enter a username.', 'zh-TW': '請輸入暱稱。' },
  NAME_TOO_LONG: {
    en: `That username is too long (at most ${MAX_NAME_LENGTH} characters).`,
    'zh-TW': `暱稱太長了（最多 ${MAX_NAME_LENGTH} 個字）。`,
  },
  REFLECTION_TOO_LONG: {
    en: `Your reflection is too long (at most ${MAX_REFLECTION_LENGTH} characters).`,
    'zh-TW': `你的心得太長了（最多 ${MAX_REFLECTION_LENGTH} 個字）。`,
  },
  REFLECTION_EMPTY: { en: 'Write something before saving your reflection.', 'zh-TW': '請先寫下一些想法再儲存。' },
  REVIEW_CARD_NOT_FOUND: { en: 'That practice question was not found. Open Practice again.', 'zh-TW': '找不到這一題練習。請重新打開「複習」。' },
  REVIEW_CARD_NOT_DUE: { en: 'That question is not due for practice today. Come back on the day it is due.', 'zh-TW': '這一題今天還不用複習，到了該複習的那天再來吧。' },
  REVIEW_CARD_RETIRED: { en: 'That question has changed in its lesson, so it has left your practice. Carry on with the next one.', 'zh-TW': '這一題在課程裡改過了，所以已經從你的複習裡移除。繼續下一題吧。' },
  VALIDATION_ERROR: { en: 'Some information is missing or not valid.', 'zh-TW': '有些資料缺少或格式不正確。' },
  PAYLOAD_TOO_LARGE: { en: 'That request is too large.', 'zh-TW': '送出的資料太大了。' },
  RATE_LIMITED: { en: 'Too many tries. Please wait a minute and try again.', 'zh-TW': '嘗試太多次了，請等一分鐘再試。' },
  GOOGLE_NOT_CONFIGURED: {
    en: 'Google sign-in is not set up on this server.',
    'zh-TW': '這個伺服器還沒有設定 Google 登入。',
  },
  FORBIDDEN_ORIGIN: { en: 'This request came from another website and was refused.', 'zh-TW': '這個請求來自其他網站，已被拒絕。' },
  WRONG_ADDRESS: {
    en: 'This page was opened at {{opened}}, but this server only accepts {{accepted}}. Open that address, or ask whoever runs the server to add {{opened}} to TRUSTED_ORIGINS (or to change PUBLIC_URL).',
    'zh-TW': '這個網頁是用 {{opened}} 開啟的，但這台伺服器只接受 {{accepted}}。請改用那個網址開啟，或請架設伺服器的人把 {{opened}} 加進 TRUSTED_ORIGINS（或修改 PUBLIC_URL）。',
  },
  UNKNOWN_ADDRESS: {
    en: 'This page was opened at {{opened}}, which is not an address of the computer running this server. Open one of the addresses the server printed when it started, or set PUBLIC_URL (or TRUSTED_ORIGINS) to {{opened}}.',
    'zh-TW': '這個網頁是用 {{opened}} 開啟的，但這不是執行伺服器那台電腦的網址。請改用伺服器啟動時列出的網址，或把 PUBLIC_URL（或 TRUSTED_ORIGINS）設為 {{opened}}。',
  },
  // A request queued on a shared device by one learner, sent after another signed in there (issue 26).
  LEARNER_CHANGED: {
    en: 'This was saved on this device by someone else who used it before you, so it was not added to your progress.',
    'zh-TW': '這是之前在這台裝置上的另一位使用者存下的內容，所以沒有加進你的學習紀錄。',
  },
  MODULE_NOT_FOUND: { en: 'Module not found', 'zh-TW': '找不到這個課程' },
  MODULE_NOT_READY: { en: 'This lesson is still being written.', 'zh-TW': '這一課還在撰寫中。' },
  ISLAND_LOCKED: {
    en: 'This island is still locked for you. Finish most of the lessons on the island before it on the map first.',
    'zh-TW': '這座島還沒有為你解鎖喔！請先完成地圖上前一座島的大部分課程。',
  },
  ANSWERS_DO_NOT_FIT: {
    en: 'These answers do not fit this lesson’s quiz. Please reload the page and try again.',
    'zh-TW': '這些答案和這一課的測驗對不起來，請重新整理頁面再試一次。',
  },
  // Island checks (issue 24, part 2).
  ISLAND_NOT_FOUND: { en: 'That island was not found, or it has no check yet.', 'zh-TW': '找不到這座島，或是這座島還沒有小測驗。' },
  ISLAND_ALREADY_FINISHED: {
    en: 'You have already finished this island, so a warm-up check would not show what you knew before.',
    'zh-TW': '你已經學完這座島了，暖身小測驗就看不出你原本會多少囉。',
  },
  ISLAND_NOT_FINISHED: {
    en: 'Finish every lesson on this island first, then take the check again.',
    'zh-TW': '先學完這座島上的每一課，再來測一次吧！',
  },
  ISLAND_CHECK_NO_WARM_UP: {
    en: 'There is no warm-up check to compare with on this island, so there is no check to take again.',
    'zh-TW': '這座島沒有做過暖身小測驗，沒有可以比較的成績，所以不用再測一次。',
  },
  INVALID_TIME_ZONE: { en: 'That time zone is not known.', 'zh-TW': '無法辨識這個時區。' },
  NOT_OWNED: { en: 'You have not unlocked this accessory yet.', 'zh-TW': '你還沒有解鎖這個配件。' },
  WRONG_SLOT: { en: 'That accessory does not go there.', 'zh-TW': '這個配件不能戴在那個位置。' },
  ACCESSORY_NOT_FOUND: { en: 'That accessory does not exist.', 'zh-TW': '找不到這個配件。' },
  CONFIRMATION_MISMATCH: {
    en: 'That is not your username. Type it exactly as it is shown to delete your account.',
    'zh-TW': '這不是你的暱稱。請照著畫面上顯示的暱稱輸入，才能刪除帳號。',
  },
  // Accounts: passwords and e-mail confirmation (issue 17).
  CURRENT_PASSWORD_REQUIRED: { en: 'Please enter your current password.', 'zh-TW': '請輸入你現在的密碼。' },
  WRONG_CURRENT_PASSWORD: { en: 'That is not your current password.', 'zh-TW': '現在的密碼不對喔。' },
  EMAIL_ALREADY_VERIFIED: { en: 'Your e-mail address is already confirmed.', 'zh-TW': '你的電子郵件地址已經確認過了。' },
  // Classes and families (issue 22).
  GROWN_UPS_ONLY: {
    en: 'Only a teacher or parent account can make a group. Choose "I am a teacher or parent" on your account page first.',
    'zh-TW': '只有老師或家長的帳號可以建立群組。請先到「我的帳號」選擇「我是老師或家長」。',
  },
  TOO_MANY_GROUPS: { en: 'You have as many groups as one account can have. Delete one you no longer use first.', 'zh-TW': '你的群組已經到上限了，請先刪除一個不再使用的群組。' },
  STILL_HAS_GROUPS: {
    en: 'You still have groups. Delete them first: the children in them rely on you.',
    'zh-TW': '你還有群組。請先刪除群組，因為群組裡的孩子需要你。',
  },
  GROUP_NAME_REQUIRED: { en: 'Please give the group a name.', 'zh-TW': '請幫群組取個名字。' },
  GROUP_NAME_TOO_LONG: {
    en: `That name is too long (at most ${MAX_GROUP_NAME_LENGTH} characters).`,
    'zh-TW': `名字太長了（最多 ${MAX_GROUP_NAME_LENGTH} 個字）。`,
  },
  GROUP_NOT_FOUND: { en: 'That group was not found.', 'zh-TW': '找不到這個群組。' },
  MEMBER_NOT_FOUND: { en: 'That child is not in this group.', 'zh-TW': '這個孩子不在這個群組裡。' },
  JOIN_CODE_INVALID: {
    en: `A join code has ${JOIN_CODE_LENGTH} letters and numbers. Check the code and try again.`,
    'zh-TW': `加入代碼是 ${JOIN_CODE_LENGTH} 個英文字母和數字，請檢查後再試一次。`,
  },
  JOIN_CODE_NOT_FOUND: {
    en: 'No group has this code. Check it with your teacher or parent: they may have made a new one.',
    'zh-TW': '沒有群組用這個代碼。請跟老師或家長確認，他們可能換了新的代碼。',
  },
  JOIN_TOO_MANY_TRIES: {
    en: 'Too many codes tried. Please wait 10 minutes, or ask your teacher or parent for help.',
    'zh-TW': '試了太多次代碼了。請等 10 分鐘再試，或請老師、家長幫忙。',
  },
  OWN_GROUP: { en: 'This is your own group: you see it on your Teach page.', 'zh-TW': '這是你自己的群組，可以在「教學」頁面看到。' },
  GROUP_FULL: {
    en: `This group is full (${MAX_MEMBERS_PER_GROUP} children). Ask your teacher or parent.`,
    'zh-TW': `這個群組已經滿了（${MAX_MEMBERS_PER_GROUP} 個孩子），請問問老師或家長。`,
  },
  NICKNAME_TAKEN: { en: 'A child in this group already has that nickname. Choose another one.', 'zh-TW': '這個群組裡已經有孩子用這個暱稱了，請換一個。' },
  NICKNAME_BY_GROWN_UP: {
    en: 'Only your teacher or parent can change your nickname. Ask them.',
    'zh-TW': '只有你的老師或家長可以改你的暱稱，請問問他們。',
  },
  WRONG_PICTURES: { en: 'Wrong pictures — try again.', 'zh-TW': '圖片不對喔，再試一次。' },
  PICTURES_LOCKED: {
    en: 'Too many wrong tries. Ask your teacher or parent for new pictures, or wait 15 minutes.',
    'zh-TW': '錯太多次了。請老師或家長給你新的圖片，或等 15 分鐘再試。',
  },
  WRONG_SECRET_WORD: { en: 'Wrong secret word — try again.', 'zh-TW': '通關密語不對喔，再試一次。' },
  SECRET_WORD_LOCKED: {
    en: 'Too many wrong tries. Ask your teacher or parent for a new secret word, or wait 15 minutes.',
    'zh-TW': '錯太多次了。請老師或家長給你新的通關密語，或等 15 分鐘再試。',
  },
  SUMMARY_LINK_INVALID: {
    en: 'This link does not stop any weekly e-mail. Turn the e-mail off on the group’s Teach page instead.',
    'zh-TW': '這個連結無法停止每週的信。請到群組的「教學」頁面關閉。',
  },
  INTERNAL: { en: 'Something went wrong. Please try again.', 'zh-TW': '發生了一點問題，請再試一次。' },
} as const satisfies Record<string, Text>;

export type ApiErrorCode = keyof typeof API_ERRORS;

/** Maps Better Auth's error codes onto ours (several of theirs mean the same to a child). */
const AUTH_CODE_MAP: Partial<Record<string, ApiErrorCode>> = {
  INVALID_EMAIL_OR_PASSWORD: 'INVALID_EMAIL_OR_PASSWORD',
  INVALID_PASSWORD: 'INVALID_EMAIL_OR_PASSWORD',
  USER_NOT_FOUND: 'INVALID_EMAIL_OR_PASSWORD',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'INVALID_EMAIL_OR_PASSWORD',
  USER_ALREADY_EXISTS: 'USER_ALREADY_EXISTS',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'USER_ALREADY_EXISTS',
  PASSWORD_TOO_SHORT: 'PASSWORD_TOO_SHORT',
  PASSWORD_TOO_LONG: 'PASSWORD_TOO_LONG',
  INVALID_EMAIL: 'INVALID_EMAIL',
  INVALID_TOKEN: 'INVALID_TOKEN',
  TOKEN_EXPIRED: 'INVALID_TOKEN',
  EMAIL_ALREADY_VERIFIED: 'EMAIL_ALREADY_VERIFIED',
  UNAUTHORIZED: 'UNAUTHORIZED',
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  PROVIDER_NOT_FOUND: 'GOOGLE_NOT_CONFIGURED',
  NAME_REQUIRED: 'NAME_REQUIRED',
  NAME_TOO_LONG: 'NAME_TOO_LONG',
  WRONG_PICTURES: 'WRONG_PICTURES',
  PICTURES_LOCKED: 'PICTURES_LOCKED',
  WRONG_SECRET_WORD: 'WRONG_SECRET_WORD',
  SECRET_WORD_LOCKED: 'SECRET_WORD_LOCKED',
  NICKNAME_BY_GROWN_UP: 'NICKNAME_BY_GROWN_UP',
};

export function mapAuthErrorCode(code: string | undefined, status: number): ApiErrorCode {
  if (status === 429) return 'RATE_LIMITED';
  const mapped = code ? AUTH_CODE_MAP[code] : undefined;
  if (mapped) return mapped;
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  // An unknown auth path, or a known one with the wrong method.
  if (status === 404 || status === 405) return 'NOT_FOUND';
  if (status >= 400 && status < 500) return 'VALIDATION_ERROR';
  return 'INTERNAL';
}

/** The request's language: the app sends its UI language in Accept-Language. */
export function requestLanguage(acceptLanguage: string | null | undefined): 'en' | 'zh-TW' {
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('zh') ? 'zh-TW' : 'en';
}

export type ApiErrorBody = { error: { code: ApiErrorCode; message: string; fields?: Record<string, string>; values?: Record<string, string> } };

/**
 * The message in the request's language, with `{{name}}` filled from `values` (e.g. the address a page used):
 * the same placeholders as the web app's translator's (src/web/i18n/i18n.ts), so the web app can word it from its own copy and the body's `values`.
 */
export function errorMessage(code: ApiErrorCode, acceptLanguage: string | null | undefined, values: Record<string, string> = {}): string {
  return API_ERRORS[code][requestLanguage(acceptLanguage)].replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

export function errorBody(code: ApiErrorCode, acceptLanguage: string | null | undefined, fields?: Record<string, string>, values?: Record<string, string>): ApiErrorBody {
  const body: ApiErrorBody = { error: { code, message: errorMessage(code, acceptLanguage, values) } };
  if (fields) body.error.fields = fields;
  if (values) body.error.values = values;
  return body;
}

export function apiError(c: Context, status: ContentfulStatusCode, code: ApiErrorCode, fields?: Record<string, string>, values?: Record<string, string>) {
  return c.json(errorBody(code, c.req.header('accept-language'), fields, values), status);
}
