import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadModuleBody } from '../../content/module-bodies';
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH, JOIN_TRIES_PER_LEARNER, JOIN_WINDOW_SECONDS, type ChildReport, type GroupDetail, type MyGroups, type NeedsHelp, type OwnedGroup } from '../../domain/groups';
import { emailOutbox, groupMembers, groups, user, userProgress } from '../db/schema';
import { createMailer } from '../mail/mailer';
import { sendWeeklySummaries } from './weekly-summary';
import { GROUP_PICTURE_TRIES } from '../../domain/picture-sign-in';
import { adventureAttempts } from '../progress/quiz-fixtures';
import { snapshotDatabase } from '../testing/db-snapshot';
import { CookieJar, startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let counter = 0;

/** How long the counting part of each limit test may take, at most, on a busy machine. */
const PICTURE_TRIES_MS = 40_000;
const JOIN_TRIES_MS = 15_000;

/**
 * Guessing limits count in fixed windows of JOIN_WINDOW_SECONDS that restart on the clock: a test that counts up to
 * a limit first waits, if it must, until the current window has room for the whole test (rarely, and at most
 * `neededMs`), so a window ending mid-test cannot reset the count under it.
 */
async function inOneWindow(neededMs: number): Promise<void> {
  const windowMs = JOIN_WINDOW_SECONDS * 1000;
  const left = windowMs - (Date.now() % windowMs);
  if (left < neededMs) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

type Person = { jar: CookieJar; id: string; name: string; email: string };

async function signUp(name: string): Promise<Person> {
  const jar = new CookieJar();
  const email = `${name.toLowerCase().replace(/\W/g, '')}-${Date.now()}-${(counter += 1)}@example.com`;
  expect((await server.request('/api/auth/sign-up/email', { body: { name, email, password: 'groups-pw' }, jar })).status).toBe(200);
  const [row] = await server.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return { jar, id: row!.id, name, email };
}

async function grownUp(name: string): Promise<Person> {
  const person = await signUp(name);
  const role = await server.request('/api/account/role', { method: 'PUT', body: { role: 'grown-up' }, jar: person.jar });
  expect(role.status).toBe(200);
  return person;
}

async function makeGroup(owner: Person, name = 'Class 4B', kind = 'class'): Promise<OwnedGroup> {
  const response = await server.request('/api/groups', { body: { name, kind }, jar: owner.jar });
  expect(response.status).toBe(201);
  return (await response.json()) as OwnedGroup;
}

const detail = async (owner: Person, id: string) => (await (await server.request(`/api/groups/${id}`, { jar: owner.jar })).json()) as GroupDetail;
const mine = async (person: Person) => (await (await server.request('/api/groups', { jar: person.jar })).json()) as MyGroups;

async function finishM01(child: Person, wrongFirst: number[] = []) {
  const quiz = { moduleId: 'M01', idempotencyKey: `groups-m01-${child.id}-${wrongFirst.join('')}`, submission: { format: 'adventure', attempts: await adventureAttempts('M01', wrongFirst) } };
  expect((await server.request('/api/progress/quiz', { body: quiz, jar: child.jar })).status).toBe(200);
}

describe('making a group', () => {
  it('is for grown-up accounts only, with a bilingual reason; a grown-up gets a 6-character code without look-alikes', async () => {
    const child = await signUp('Kid');
    const refused = await server.request('/api/groups', { body: { name: 'My class', kind: 'class' }, jar: child.jar, headers: { 'accept-language': 'zh-TW' } });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string; message: string } }).error).toEqual({
      code: 'GROWN_UPS_ONLY',
      message: '只有老師或家長的帳號可以建立群組。請先到「我的帳號」選擇「我是老師或家長」。',
    });
    expect(await server.database.db.select().from(groups).where(eq(groups.ownerId, child.id))).toEqual([]);

    const teacher = await grownUp('Ms Chen');
    const group = await makeGroup(teacher, '  Class 4B  ');
    expect(group.name).toBe('Class 4B');
    expect(group.joinCode).toHaveLength(JOIN_CODE_LENGTH);
    for (const character of group.joinCode!) expect(JOIN_CODE_ALPHABET).toContain(character);
    expect(group.memberCount).toBe(0);
    expect((await mine(teacher)).owned.map((item) => item.id)).toEqual([group.id]);
    expect((await mine(teacher)).role).toBe('grown-up');
  });

  it('refuses a blank or long name and an unknown kind, keeping nothing', async () => {
    const teacher = await grownUp('Namer');
    for (const [body, code] of [
      [{ name: '   ', kind: 'class' }, 'GROUP_NAME_REQUIRED'],
      [{ name: 'x'.repeat(41), kind: 'family' }, 'GROUP_NAME_TOO_LONG'],
      [{ name: 'Fine', kind: 'club' }, 'VALIDATION_ERROR'],
    ] as const) {
      const response = await server.request('/api/groups', { body, jar: teacher.jar });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe(code);
    }
    expect((await mine(teacher)).owned).toEqual([]);
  });

  it('a grown-up with groups cannot turn back into a learner until they are deleted', async () => {
    const parent = await grownUp('Parent Lin');
    const group = await makeGroup(parent, 'The Lins', 'family');
    const back = await server.request('/api/account/role', { method: 'PUT', body: { role: 'learner' }, jar: parent.jar });
    expect(back.status).toBe(409);
    expect(((await back.json()) as { error: { code: string } }).error.code).toBe('STILL_HAS_GROUPS');
    expect((await server.request(`/api/groups/${group.id}`, { method: 'DELETE', jar: parent.jar })).status).toBe(200);
    expect((await server.request('/api/account/role', { method: 'PUT', body: { role: 'learner' }, jar: parent.jar })).status).toBe(200);
    expect((await mine(parent)).role).toBe('learner');
  });
});

describe('a child joining with the code', () => {
  it('sees the group and its grown-up before confirming, joins once, and shows up in the grid with what they learned', async () => {
    const teacher = await grownUp('Ms Wang');
    const group = await makeGroup(teacher);
    const child = await signUp('Amy');
    // Typed in lower case with a dash, as a child might.
    const typed = `${group.joinCode!.slice(0, 3).toLowerCase()}-${group.joinCode!.slice(3)}`;
    const preview = await server.request('/api/groups/join/preview', { body: { code: typed }, jar: child.jar });
    expect(preview.status).toBe(200);
    expect(await preview.json()).toEqual({ id: group.id, name: 'Class 4B', kind: 'class', grownUpName: 'Ms Wang', alreadyMember: false });
    expect(await server.database.db.select().from(groupMembers).where(eq(groupMembers.groupId, group.id))).toEqual([]);

    const joined = await server.request('/api/groups/join', { body: { code: typed }, jar: child.jar });
    expect(joined.status).toBe(200);
    expect((await server.request('/api/groups/join', { body: { code: group.joinCode }, jar: child.jar })).status).toBe(200);
    const memberships = (await mine(child)).memberships;
    expect(memberships).toHaveLength(1);
    expect(memberships[0]).toMatchObject({ id: group.id, name: 'Class 4B', grownUpName: 'Ms Wang' });

    let grid = await detail(teacher, group.id);
    expect(grid.members.map((member) => member.nickname)).toEqual(['Amy']);
    expect(grid.members[0]).toMatchObject({ completedLessons: 0, streak: 0, gems: 0, lastActive: null });

    await finishM01(child);
    grid = await detail(teacher, group.id);
    const amy = grid.members[0]!;
    const seed = amy.islands.find((cell) => cell.island === 'seed')!;
    expect(seed).toMatchObject({ completed: 1, total: 10, percent: 10 });
    expect(amy.islands.find((cell) => cell.island === 'trust')).toMatchObject({ completed: 0, percent: 0 });
    expect(amy.completedLessons).toBe(1);
    expect(amy.streak).toBe(1);
    expect(amy.gems).toBeGreaterThan(0);
    expect(amy.lastActive).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Learning data only: never the child's e-mail.
    expect(JSON.stringify(grid)).not.toContain(child.email);

    const csv = await server.request(`/api/groups/${group.id}/grid.csv`, { jar: teacher.jar, headers: { 'accept-language': 'zh-TW' } });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toMatch(/^暱稱,種子島 \(%\),/);
    expect(lines[1]).toMatch(/^Amy,10,0,/);
  });

  it('the grown-up is not in their own figures: playing a lesson themselves adds no row, and they cannot join their own group', async () => {
    const teacher = await grownUp('Mr Lee');
    const group = await makeGroup(teacher);
    await finishM01(teacher);
    expect((await detail(teacher, group.id)).members).toEqual([]);
    const own = await server.request('/api/groups/join', { body: { code: group.joinCode }, jar: teacher.jar });
    expect(own.status).toBe(409);
    expect(((await own.json()) as { error: { code: string } }).error.code).toBe('OWN_GROUP');
  });

  it('a code turned off or renewed stops working; a wrong-shaped code is refused without a lookup', async () => {
    const teacher = await grownUp('Ms Lin');
    const group = await makeGroup(teacher);
    const child = await signUp('Ben');
    const off = (await (await server.request(`/api/groups/${group.id}`, { method: 'PATCH', body: { joinCode: 'off' }, jar: teacher.jar })).json()) as OwnedGroup;
    expect(off.joinCode).toBeNull();
    const refused = await server.request('/api/groups/join', { body: { code: group.joinCode }, jar: child.jar });
    expect(refused.status).toBe(404);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('JOIN_CODE_NOT_FOUND');

    const renewed = (await (await server.request(`/api/groups/${group.id}`, { method: 'PATCH', body: { joinCode: 'renew' }, jar: teacher.jar })).json()) as OwnedGroup;
    expect(renewed.joinCode).not.toBeNull();
    expect(renewed.joinCode).not.toBe(group.joinCode);
    expect((await server.request('/api/groups/join', { body: { code: group.joinCode }, jar: child.jar })).status).toBe(404);
    expect((await server.request('/api/groups/join', { body: { code: renewed.joinCode }, jar: child.jar })).status).toBe(200);

    for (const code of ['ABC', 'OOOOOO', '0123456']) {
      const response = await server.request('/api/groups/join', { body: { code }, jar: child.jar });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('JOIN_CODE_INVALID');
    }
  });
});

describe('what the grown-up sees of each child, and what the group missed', () => {
  it('lists the questions most often missed the first time with their words and explanation, and each child’s lessons with first-try answers', async () => {
    const body = await loadModuleBody('M01');
    if (body?.format !== 'adventure') throw new Error('M01 is an adventure lesson');
    const teacher = await grownUp('Ms Kao');
    const group = await makeGroup(teacher);
    const [amy, ben, cleo] = [await signUp('Amy'), await signUp('Ben'), await signUp('Cleo')];
    for (const child of [amy, ben, cleo]) expect((await server.request('/api/groups/join', { body: { code: group.joinCode }, jar: child.jar })).status).toBe(200);
    await finishM01(amy, [1, 3]);
    await finishM01(ben, [1]);
    await finishM01(cleo);
    // A second try does not change what was missed the first time.
    await finishM01(amy);

    const help = (await (await server.request(`/api/groups/${group.id}/needs-help`, { jar: teacher.jar })).json()) as NeedsHelp;
    const second = body.quiz5[1]!;
    expect(help.questions[0]).toEqual({ moduleId: 'M01', questionId: second.id, missed: 2, tried: 3, question: second.question, explanation: second.why });
    expect(help.questions[1]).toMatchObject({ moduleId: 'M01', questionId: body.quiz5[3]!.id, missed: 1, tried: 3 });
    expect(help.questions).toHaveLength(2);
    expect(help.lessons).toEqual([{ moduleId: 'M01', missed: 3, tried: 15, children: 3 }]);

    // The trend chart: 3 lessons finished this week (Amy's second try finished nothing new), 8 weeks in all.
    const activity = (await (await server.request(`/api/groups/${group.id}/activity`, { jar: teacher.jar })).json()) as { weeks: { weekOf: string; lessons: number }[] };
    expect(activity.weeks).toHaveLength(8);
    expect(activity.weeks.at(-1)?.lessons).toBe(3);
    expect(activity.weeks.slice(0, -1).every((week) => week.lessons === 0)).toBe(true);

    const report = (await (await server.request(`/api/groups/${group.id}/members/${amy.id}`, { jar: teacher.jar })).json()) as ChildReport;
    expect(report).toMatchObject({ id: amy.id, nickname: 'Amy', lessons: [{ moduleId: 'M01', attempts: 2 }] });
    expect(report.lessons[0]!.completedAt).not.toBeNull();
    expect(report.lessons[0]!.bestScore).toBeGreaterThanOrEqual(60);
    expect(report.lessons[0]!.firstTry.filter((item) => !item.correct).map((item) => item.questionId)).toEqual([body.quiz5[1]!.id, body.quiz5[3]!.id]);
    expect(JSON.stringify(report)).not.toContain(amy.email);

    // Another grown-up, the child herself and a child of another group: 404, nothing told.
    const stranger = await grownUp('Mr Fu');
    for (const outsider of [stranger, amy]) {
      for (const path of [`/api/groups/${group.id}/needs-help`, `/api/groups/${group.id}/members/${amy.id}`, `/api/groups/${group.id}/activity`]) {
        const response = await server.request(path, { jar: outsider.jar });
        expect(response.status, `${outsider.name} ${path}`).toBe(404);
        expect(await response.text()).not.toContain(second.id);
      }
    }
    // The grown-up asks about a child who is not in this group.
    const other = await signUp('Not Mine');
    await finishM01(other, [0]);
    expect((await server.request(`/api/groups/${group.id}/members/${other.id}`, { jar: teacher.jar })).status).toBe(404);
  });
});

describe('a suggestion for the week', () => {
  it('reaches every child of the group, names a lesson only of its own island, and can be taken away', async () => {
    const teacher = await grownUp('Ms Yu');
    const group = await makeGroup(teacher);
    const child = await signUp('Gina');
    expect((await server.request('/api/groups/join', { body: { code: group.joinCode }, jar: child.jar })).status).toBe(200);
    expect((await mine(child)).memberships[0]?.suggestion).toBeNull();

    const wrongIsland = await server.request(`/api/groups/${group.id}`, { method: 'PATCH', body: { suggestion: { island: 'ledger', moduleId: 'M01' } }, jar: teacher.jar });
    expect(wrongIsland.status).toBe(400);
    const lesson = (await server.request(`/api/groups/${group.id}`, { method: 'PATCH', body: { suggestion: { island: 'ledger', moduleId: 'M18' } }, jar: teacher.jar }));
    expect(lesson.status).toBe(200);
    expect(((await lesson.json()) as OwnedGroup).suggestion).toMatchObject({ island: 'ledger', moduleId: 'M18' });
    expect((await mine(child)).memberships[0]?.suggestion).toMatchObject({ island: 'ledger', moduleId: 'M18' });

    // Another grown-up cannot suggest anything to this group.
    const stranger = await grownUp('Mr Ko');
    expect((await server.request(`/api/groups/${group.id}`, { method: 'PATCH', body: { suggestion: { island: 'seed' } }, jar: stranger.jar })).status).toBe(404);
    expect((await mine(child)).memberships[0]?.suggestion).toMatchObject({ island: 'ledger' });

    expect((await server.request(`/api/groups/${group.id}`, { method: 'PATCH', body: { suggestion: null }, jar: teacher.jar })).status).toBe(200);
    expect((await mine(child)).memberships[0]?.suggestion).toBeNull();
  });
});

describe('read questions aloud automatically', () => {
  it('is off for a new group; its grown-up turns it on, and each child in it (only them) is told so with their profile', async () => {
    const teacher = await grownUp('Ms Aloud');
    const group = await makeGroup(teacher, 'Aloud class');
    const other = await makeGroup(teacher, 'Quiet class');
    expect(group.autoReadQuestions).toBe(false);
    const [amy, ben, cat] = [await signUp('Amy'), await signUp('Ben'), await signUp('Cat')];
    for (const [child, code] of [[amy, group.joinCode], [ben, other.joinCode]] as const) {
      expect((await server.request('/api/groups/join', { body: { code }, jar: child.jar })).status).toBe(200);
    }
    const autoRead = async (person: Person) => ((await (await server.request('/api/avatar', { jar: person.jar })).json()) as { autoReadQuestions: boolean }).autoReadQuestions;
    expect(await autoRead(amy)).toBe(false);

    const on = await server.request(`/api/groups/${group.id}`, { method: 'PATCH', body: { autoReadQuestions: true }, jar: teacher.jar });
    expect(on.status).toBe(200);
    expect(((await on.json()) as OwnedGroup).autoReadQuestions).toBe(true);
    expect((await detail(teacher, group.id)).autoReadQuestions).toBe(true);
    expect((await detail(teacher, other.id)).autoReadQuestions).toBe(false);
    expect([await autoRead(amy), await autoRead(ben), await autoRead(cat)]).toEqual([true, false, false]);

    // Only the group's own grown-up may change it; a child of the group cannot turn it off.
    const refused = await server.request(`/api/groups/${group.id}`, { method: 'PATCH', body: { autoReadQuestions: false }, jar: amy.jar });
    expect(refused.status).toBe(404);
    expect(await autoRead(amy)).toBe(true);

    expect((await server.request(`/api/groups/${group.id}`, { method: 'PATCH', body: { autoReadQuestions: false }, jar: teacher.jar })).status).toBe(200);
    expect(await autoRead(amy)).toBe(false);
  });
});

describe('the weekly e-mail', () => {
  /** The first Monday 08:00 UTC after now: the grown-up's zone is UTC (they never sent one). */
  function nextMondayMorning(): Date {
    const at = new Date();
    at.setUTCHours(8, 0, 0, 0);
    while (at.getUTCDay() !== 1 || at.getTime() <= Date.now()) at.setUTCDate(at.getUTCDate() + 1);
    return at;
  }

  it('goes out once on Monday with who finished what, who has not played and the most missed question, and stops with one click', async () => {
    const teacher = await grownUp('Ms Weekly');
    const group = await makeGroup(teacher, 'Weekly class');
    const [amy, ben] = [await signUp('Amy'), await signUp('Ben')];
    for (const child of [amy, ben]) expect((await server.request('/api/groups/join', { body: { code: group.joinCode }, jar: child.jar })).status).toBe(200);
    await finishM01(amy, [1]);
    const on = await server.request(`/api/groups/${group.id}`, { method: 'PATCH', body: { weeklySummary: true }, jar: teacher.jar });
    expect(((await on.json()) as OwnedGroup).weeklySummary).toBe(true);

    const mailer = createMailer({ smtpUrl: undefined, from: 'test@example.com', db: server.database.db, log: () => undefined });
    const options = { secret: server.config.authSecret!, siteUrl: 'https://islands.example', now: nextMondayMorning() };
    // In the order they were written: without ORDER BY, PostgreSQL may return a reused page's row first.
    const mailsTo = () => server.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, teacher.email.toLowerCase())).orderBy(asc(emailOutbox.id));
    const before = (await mailsTo()).length;
    // Not this week again (turned on mid-week), but on the next Monday: once, however often the server checks.
    expect(await sendWeeklySummaries(server.database.db, mailer, { ...options, now: new Date() })).toBe(0);
    await sendWeeklySummaries(server.database.db, mailer, options);
    await sendWeeklySummaries(server.database.db, mailer, options);
    const mails = (await mailsTo()).slice(before);
    expect(mails).toHaveLength(1);
    const text = mails[0]!.textBody;
    expect(mails[0]!.subject).toContain('Weekly class');
    expect(text).toContain('Amy: What Is Money?');
    expect(text).toMatch(/Has not played this week:\n• Ben/);
    expect(text).toContain('(missed by 1 of 1)');
    expect(text).toContain('Amy：錢是什麼？');
    expect(text).not.toContain(amy.email);

    const link = new URL(/https:\/\/islands\.example\/summary\/stop\S+/.exec(text)![0]);
    const wrong = await server.request('/api/summary/stop', { body: { group: group.id, token: 'x'.repeat(43) }, headers: { 'accept-language': 'zh-TW' } });
    expect(wrong.status).toBe(404);
    expect(((await wrong.json()) as { error: { code: string } }).error.code).toBe('SUMMARY_LINK_INVALID');
    const stopped = await server.request('/api/summary/stop', { body: { group: link.searchParams.get('group'), token: link.searchParams.get('token') } });
    expect(stopped.status).toBe(200);
    expect((await mine(teacher)).owned.find((item) => item.id === group.id)?.weeklySummary).toBe(false);
    // A week later, nothing: it was stopped.
    expect(await sendWeeklySummaries(server.database.db, mailer, { ...options, now: new Date(options.now.getTime() + 7 * 86_400_000) })).toBe(0);
  });
});

describe('children added by nickname, signing in with pictures', () => {
  type Child = { id: string; nickname: string; pictures: number[]; locked: boolean; picturesChangedBy: string };
  const addChild = async (teacher: Person, groupId: string, nickname: string) => server.request(`/api/groups/${groupId}/children`, { body: { nickname }, jar: teacher.jar });
  const signInWith = (code: string, childId: string, pictures: number[], jar = new CookieJar(), language = 'en') =>
    server.request('/api/auth/sign-in/picture', { body: { code, childId, pictures }, jar, headers: { 'accept-language': language } });
  const wrongOf = (pictures: number[]) => [pictures[1]!, pictures[0]!];

  it('a grown-up adds children with no e-mail; a child finds their nickname with the code, signs in with the pictures, and learns', async () => {
    const teacher = await grownUp('Ms Pic');
    const group = await makeGroup(teacher, 'Picture class');
    const added: Child[] = [];
    for (const nickname of ['Mochi', 'Tofu', 'Bao']) {
      const response = await addChild(teacher, group.id, nickname);
      expect(response.status).toBe(201);
      added.push((await response.json()) as Child);
    }
    expect(added[0]).toMatchObject({ nickname: 'Mochi', locked: false, picturesChangedBy: 'Ms Pic' });
    expect(new Set(added[0]!.pictures).size).toBe(2);
    const taken = await addChild(teacher, group.id, 'mochi');
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { error: { code: string } }).error.code).toBe('NICKNAME_TAKEN');

    // The sign-in page, for anyone with the code: nicknames only.
    const roster = await server.request('/api/join/roster', { body: { code: group.joinCode } });
    expect(await roster.json()).toEqual({ groupName: 'Picture class', childSignIn: 'pictures', children: ['Bao', 'Mochi', 'Tofu'].map((nickname) => ({ id: added.find((child) => child.nickname === nickname)!.id, nickname })) });

    const mochi = added[0]!;
    const wrong = await signInWith(group.joinCode!, mochi.id, wrongOf(mochi.pictures), new CookieJar(), 'zh-TW');
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: { code: 'WRONG_PICTURES', message: '圖片不對喔，再試一次。' } });
    // The right pictures but another group's code: no.
    const otherGroup = await makeGroup(await grownUp('Mr Other'));
    expect((await signInWith(otherGroup.joinCode!, mochi.id, mochi.pictures)).status).toBe(401);

    const jar = new CookieJar();
    expect((await signInWith(group.joinCode!, mochi.id, mochi.pictures, jar)).status).toBe(200);
    const session = (await (await server.request('/api/auth/get-session', { jar })).json()) as { user: { id: string; name: string } };
    expect(session.user).toMatchObject({ id: mochi.id, name: 'Mochi' });
    const child: Person = { jar, id: mochi.id, name: 'Mochi', email: '' };
    await finishM01(child);
    const row = (await detail(teacher, group.id)).members.find((member) => member.id === mochi.id);
    expect(row?.completedLessons).toBe(1);

    // Only the grown-up renames a nickname child.
    const rename = await server.request('/api/auth/update-user', { body: { name: 'Boss' }, jar });
    expect(rename.status).toBe(403);
    expect(((await rename.json()) as { error: { code: string } }).error.code).toBe('NICKNAME_BY_GROWN_UP');
    expect((await server.request(`/api/groups/${group.id}/children/${mochi.id}`, { method: 'PATCH', body: { nickname: 'Mochi Lin' }, jar: teacher.jar })).status).toBe(200);
    expect(((await (await server.request('/api/auth/get-session', { jar })).json()) as { user: { name: string } }).user.name).toBe('Mochi Lin');
  });

  it('locks a child after 5 wrong tries, even for the right pictures, until the grown-up gives new ones (logged)', async () => {
    const teacher = await grownUp('Ms Lock');
    const group = await makeGroup(teacher);
    const tofu = (await (await addChild(teacher, group.id, 'Tofu')).json()) as Child;
    for (let i = 0; i < 4; i += 1) expect((await signInWith(group.joinCode!, tofu.id, wrongOf(tofu.pictures))).status).toBe(401);
    const fifth = await signInWith(group.joinCode!, tofu.id, wrongOf(tofu.pictures));
    expect(fifth.status).toBe(403);
    expect(((await fifth.json()) as { error: { code: string; message: string } }).error).toEqual({
      code: 'PICTURES_LOCKED',
      message: 'Too many wrong tries. Ask your teacher or parent for new pictures, or wait 15 minutes.',
    });
    expect((await signInWith(group.joinCode!, tofu.id, tofu.pictures)).status).toBe(403);
    const cards = (await (await server.request(`/api/groups/${group.id}/cards`, { jar: teacher.jar })).json()) as { children: Child[] };
    expect(cards.children[0]).toMatchObject({ nickname: 'Tofu', locked: true });

    const fresh = (await (await server.request(`/api/groups/${group.id}/children/${tofu.id}/pictures`, { method: 'POST', body: {}, jar: teacher.jar })).json()) as Child & { picturesChangedAt: string };
    expect(fresh).toMatchObject({ locked: false, picturesChangedBy: 'Ms Lock' });
    if (fresh.pictures.join() !== tofu.pictures.join()) expect((await signInWith(group.joinCode!, tofu.id, tofu.pictures)).status).toBe(401);
    expect((await signInWith(group.joinCode!, tofu.id, fresh.pictures)).status).toBe(200);
  });

  it('another grown-up can neither list, add, rename nor reset; deleting the group deletes its nickname children', async () => {
    const teacher = await grownUp('Ms Own');
    const group = await makeGroup(teacher);
    const bao = (await (await addChild(teacher, group.id, 'Bao')).json()) as Child;
    const stranger = await grownUp('Mr Stranger');
    const before = await snapshotDatabase(server.database.db);
    for (const [method, path, body] of [
      ['GET', `/api/groups/${group.id}/cards`, undefined],
      ['POST', `/api/groups/${group.id}/children`, { nickname: 'Intruder' }],
      ['PATCH', `/api/groups/${group.id}/children/${bao.id}`, { nickname: 'Rude' }],
      ['POST', `/api/groups/${group.id}/children/${bao.id}/pictures`, {}],
      ['PUT', `/api/groups/${group.id}/child-sign-in`, { childSignIn: 'secret-word' }],
    ] as const) {
      const response = await server.request(path, { method, body, jar: stranger.jar });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(await response.text()).not.toContain(bao.pictures.join('-'));
    }
    expect(await snapshotDatabase(server.database.db)).toEqual(before);

    expect((await server.request(`/api/groups/${group.id}`, { method: 'DELETE', jar: teacher.jar })).status).toBe(200);
    expect(await server.database.db.select({ id: user.id }).from(user).where(eq(user.id, bao.id))).toEqual([]);
  });

  it('limits picture tries per group with 429', async () => {
    const limited = await startTestServer({ RATE_LIMIT: 'on' });
    try {
      const jar = new CookieJar();
      const email = `pic-teacher-${Date.now()}@example.com`;
      expect((await limited.request('/api/auth/sign-up/email', { body: { name: 'Limit Teacher', email, password: 'groups-pw' }, jar })).status).toBe(200);
      expect((await limited.request('/api/account/role', { method: 'PUT', body: { role: 'grown-up' }, jar })).status).toBe(200);
      const group = (await (await limited.request('/api/groups', { body: { name: 'Busy class', kind: 'class' }, jar })).json()) as OwnedGroup;
      const children: Child[] = [];
      for (let i = 0; i < 40; i += 1) children.push((await (await limited.request(`/api/groups/${group.id}/children`, { body: { nickname: `Kid ${i}` }, jar })).json()) as Child);
      let status = 0;
      let tries = 0;
      await inOneWindow(PICTURE_TRIES_MS);
      // 4 wrong tries each (no child locks), until the group's limit answers 429, from many addresses (a forged header changes nothing).
      for (const child of children) {
        for (let k = 0; k < 4 && status !== 429; k += 1) {
          tries += 1;
          status = (await limited.request('/api/auth/sign-in/picture', { body: { code: group.joinCode, childId: child.id, pictures: wrongOf(child.pictures) }, headers: { 'x-forwarded-for': `10.1.0.${tries % 250}` } })).status;
        }
      }
      expect(status).toBe(429);
      expect(tries).toBeLessThanOrEqual(GROUP_PICTURE_TRIES + 1);
    } finally {
      await limited.close();
    }
  }, PICTURE_TRIES_MS * 3);
});

describe('a secret word instead of pictures, for older groups', () => {
  type Child = { id: string; nickname: string; pictures: number[]; secretWord: string | null; locked: boolean; picturesChangedAt: string; picturesChangedBy: string };
  type Cards = { childSignIn: string; children: Child[] };
  const addChild = async (teacher: Person, groupId: string, nickname: string) => (await (await server.request(`/api/groups/${groupId}/children`, { body: { nickname }, jar: teacher.jar })).json()) as Child;
  const switchTo = (teacher: Person, groupId: string, childSignIn: string) => server.request(`/api/groups/${groupId}/child-sign-in`, { method: 'PUT', body: { childSignIn }, jar: teacher.jar });
  const cardsOf = async (teacher: Person, groupId: string) => (await (await server.request(`/api/groups/${groupId}/cards`, { jar: teacher.jar })).json()) as Cards;
  const withWord = (code: string, childId: string, secretWord: string, jar = new CookieJar(), language = 'en') =>
    server.request('/api/auth/sign-in/secret-word', { body: { code, childId, secretWord }, jar, headers: { 'accept-language': language } });
  const withPictures = (code: string, childId: string, pictures: number[]) => server.request('/api/auth/sign-in/picture', { body: { code, childId, pictures } });
  const WORD = /^[a-z]+-[a-z]+-\d{2}$/;

  it('switching gives every child a word (logged), the word signs in, pictures stop working, and switching back gives pictures again', async () => {
    const teacher = await grownUp('Mr Word');
    const group = await makeGroup(teacher, 'Class 6A');
    const [kai, lin] = [await addChild(teacher, group.id, 'Kai'), await addChild(teacher, group.id, 'Lin')];
    expect(kai).toMatchObject({ secretWord: null, pictures: [expect.any(Number), expect.any(Number)] });
    expect((await cardsOf(teacher, group.id)).childSignIn).toBe('pictures');

    const switched = await switchTo(teacher, group.id, 'secret-word');
    expect(switched.status).toBe(200);
    const cards = (await switched.json()) as Cards;
    expect(cards.childSignIn).toBe('secret-word');
    expect(await cardsOf(teacher, group.id)).toEqual(cards);
    for (const child of cards.children) {
      expect(child.secretWord).toMatch(WORD);
      expect(child).toMatchObject({ pictures: [], locked: false, picturesChangedBy: 'Mr Word' });
      expect(Date.parse(child.picturesChangedAt)).toBeGreaterThanOrEqual(Date.parse(kai.picturesChangedAt));
    }
    // Children added now get a word too.
    const mei = await addChild(teacher, group.id, 'Mei');
    expect(mei).toMatchObject({ secretWord: expect.stringMatching(WORD), pictures: [] });
    // The sign-in page tells the child to type, not tap.
    const roster = (await (await server.request('/api/join/roster', { body: { code: group.joinCode } })).json()) as { childSignIn: string };
    expect(roster.childSignIn).toBe('secret-word');

    const kaiWord = cards.children.find((child) => child.id === kai.id)!.secretWord!;
    // The old pictures no longer work, and are simply wrong.
    const oldPictures = await withPictures(group.joinCode!, kai.id, kai.pictures);
    expect(oldPictures.status).toBe(401);
    expect(((await oldPictures.json()) as { error: { code: string } }).error.code).toBe('WRONG_PICTURES');
    // Typed as a child types it: capitals, spaces, no dashes.
    const typed = kaiWord.split('-').map((part) => part.toUpperCase()).join(' ');
    const jar = new CookieJar();
    expect((await withWord(group.joinCode!, kai.id, typed, jar)).status).toBe(200);
    const session = (await (await server.request('/api/auth/get-session', { jar })).json()) as { user: { id: string; name: string } };
    expect(session.user).toMatchObject({ id: kai.id, name: 'Kai' });
    expect(jar.header()).toContain('session_token');
    // Another child's word, another group's code: no.
    expect((await withWord(group.joinCode!, lin.id, kaiWord)).status).toBe(401);
    const otherGroup = await makeGroup(await grownUp('Ms Else'));
    expect((await withWord(otherGroup.joinCode!, kai.id, kaiWord)).status).toBe(401);

    // Back to pictures: every child gets pictures again, and the words stop working.
    const back = (await (await switchTo(teacher, group.id, 'pictures')).json()) as Cards;
    expect(back.childSignIn).toBe('pictures');
    for (const child of back.children) expect(child).toMatchObject({ secretWord: null, pictures: [expect.any(Number), expect.any(Number)] });
    const wrong = await withWord(group.joinCode!, kai.id, kaiWord, new CookieJar(), 'zh-TW');
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: { code: 'WRONG_SECRET_WORD', message: '通關密語不對喔，再試一次。' } });
    const kaiPictures = back.children.find((child) => child.id === kai.id)!.pictures;
    expect((await withPictures(group.joinCode!, kai.id, kaiPictures)).status).toBe(200);
    // Choosing the kind the group has already changes nothing.
    const again = (await (await switchTo(teacher, group.id, 'pictures')).json()) as Cards;
    expect(again).toEqual(back);
  });

  it('wrong words count towards the lock: 5 in a row lock the child, even for the right word, until the grown-up gives a new word', async () => {
    const teacher = await grownUp('Ms Lockword');
    const group = await makeGroup(teacher);
    const child = await addChild(teacher, group.id, 'Yu');
    const cards = (await (await switchTo(teacher, group.id, 'secret-word')).json()) as Cards;
    const word = cards.children[0]!.secretWord!;
    for (let i = 0; i < 4; i += 1) {
      const response = await withWord(group.joinCode!, child.id, `${word}${i}`);
      expect(response.status).toBe(401);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('WRONG_SECRET_WORD');
    }
    const fifth = await withWord(group.joinCode!, child.id, 'blue-otter-10');
    expect(fifth.status).toBe(403);
    expect(((await fifth.json()) as { error: unknown }).error).toEqual({
      code: 'SECRET_WORD_LOCKED',
      message: 'Too many wrong tries. Ask your teacher or parent for a new secret word, or wait 15 minutes.',
    });
    expect((await withWord(group.joinCode!, child.id, word)).status).toBe(403);
    expect((await cardsOf(teacher, group.id)).children[0]).toMatchObject({ locked: true });

    // "New secret word": a word again (not pictures), the lock ends, the change is logged.
    const fresh = (await (await server.request(`/api/groups/${group.id}/children/${child.id}/pictures`, { method: 'POST', body: {}, jar: teacher.jar })).json()) as Child;
    expect(fresh).toMatchObject({ locked: false, pictures: [], secretWord: expect.stringMatching(WORD), picturesChangedBy: 'Ms Lockword' });
    if (fresh.secretWord !== word) expect((await withWord(group.joinCode!, child.id, word)).status).toBe(401);
    expect((await withWord(group.joinCode!, child.id, fresh.secretWord!)).status).toBe(200);
  });

  it('switching ends locks; a second grown-up cannot switch another’s group (404) and learns no word', async () => {
    const teacher = await grownUp('Ms Owner');
    const group = await makeGroup(teacher);
    const child = await addChild(teacher, group.id, 'Hao');
    for (let i = 0; i < 5; i += 1) await withPictures(group.joinCode!, child.id, [child.pictures[1]!, child.pictures[0]!]);
    expect((await cardsOf(teacher, group.id)).children[0]!.locked).toBe(true);

    const stranger = await grownUp('Mr Switch');
    const before = await snapshotDatabase(server.database.db);
    const refused = await switchTo(stranger, group.id, 'secret-word');
    expect(refused.status).toBe(404);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('GROUP_NOT_FOUND');
    expect(await snapshotDatabase(server.database.db)).toEqual(before);

    const cards = (await (await switchTo(teacher, group.id, 'secret-word')).json()) as Cards;
    expect(cards.children[0]).toMatchObject({ locked: false });
    const word = cards.children[0]!.secretWord!;
    for (const [method, path] of [
      ['GET', `/api/groups/${group.id}/cards`],
      ['PUT', `/api/groups/${group.id}/child-sign-in`],
    ] as const) {
      const response = await server.request(path, { method, body: method === 'PUT' ? { childSignIn: 'pictures' } : undefined, jar: stranger.jar });
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain(word);
    }
    expect((await cardsOf(teacher, group.id)).childSignIn).toBe('secret-word');
    // An unknown kind is refused.
    expect((await switchTo(teacher, group.id, 'password')).status).toBe(400);
  });
});

describe('leaving and removing', () => {
  it('a child removed by the grown-up, or leaving, disappears from the grid at once; their own progress stays', async () => {
    const teacher = await grownUp('Ms Ho');
    const group = await makeGroup(teacher);
    const [amy, ben] = [await signUp('Amy'), await signUp('Ben')];
    for (const child of [amy, ben]) expect((await server.request('/api/groups/join', { body: { code: group.joinCode }, jar: child.jar })).status).toBe(200);
    await finishM01(amy);
    expect((await detail(teacher, group.id)).members.map((member) => member.nickname)).toEqual(['Amy', 'Ben']);

    expect((await server.request(`/api/groups/${group.id}/members/${amy.id}`, { method: 'DELETE', jar: teacher.jar })).status).toBe(200);
    expect((await detail(teacher, group.id)).members.map((member) => member.nickname)).toEqual(['Ben']);
    expect((await mine(amy)).memberships).toEqual([]);
    const [progress] = await server.database.db.select({ completed: userProgress.completedModules }).from(userProgress).where(eq(userProgress.userId, amy.id));
    expect(progress?.completed).toEqual(['M01']);

    expect((await server.request(`/api/groups/${group.id}/membership`, { method: 'DELETE', jar: ben.jar })).status).toBe(200);
    expect((await detail(teacher, group.id)).members).toEqual([]);
    expect((await server.request(`/api/groups/${group.id}/membership`, { method: 'DELETE', jar: ben.jar })).status).toBe(404);
  });

  it('deleting a grown-up deletes their groups, not the children; deleting a child removes them from every group', async () => {
    const teacher = await grownUp('Leaving Teacher');
    const other = await grownUp('Other Teacher');
    const [first, second] = [await makeGroup(teacher), await makeGroup(other)];
    const child = await signUp('Cleo');
    for (const group of [first, second]) expect((await server.request('/api/groups/join', { body: { code: group.joinCode }, jar: child.jar })).status).toBe(200);
    await finishM01(child);

    expect((await server.request('/api/account', { method: 'DELETE', body: { confirmation: 'Leaving Teacher' }, jar: teacher.jar })).status).toBe(200);
    expect(await server.database.db.select().from(groups).where(eq(groups.id, first.id))).toEqual([]);
    expect((await mine(child)).memberships.map((item) => item.id)).toEqual([second.id]);
    expect(await server.database.db.select({ id: user.id }).from(user).where(eq(user.id, child.id))).toEqual([{ id: child.id }]);

    expect((await server.request('/api/account', { method: 'DELETE', body: { confirmation: 'Cleo' }, jar: child.jar })).status).toBe(200);
    expect((await detail(other, second.id)).members).toEqual([]);
    expect(await server.database.db.select().from(groupMembers).where(eq(groupMembers.userId, child.id))).toEqual([]);
  });

  it('the data download lists the groups a grown-up made (with nicknames) and the ones a child is in', async () => {
    const teacher = await grownUp('Export Teacher');
    const group = await makeGroup(teacher, 'Export class');
    const child = await signUp('Dora');
    expect((await server.request('/api/groups/join', { body: { code: group.joinCode }, jar: child.jar })).status).toBe(200);
    const teacherData = (await (await server.request('/api/account/export', { jar: teacher.jar })).json()) as { groups: { owned: { name: string; members: { nickname: string }[] }[] }; profile: { role: string } };
    expect(teacherData.profile.role).toBe('grown-up');
    expect(teacherData.groups.owned).toMatchObject([{ name: 'Export class', members: [{ nickname: 'Dora' }] }]);
    const childData = (await (await server.request('/api/account/export', { jar: child.jar })).json()) as { groups: { memberships: unknown[] } };
    expect(childData.groups.memberships).toMatchObject([{ name: 'Export class', grownUpName: 'Export Teacher' }]);
  });
});

describe('who may see what', () => {
  it('a second grown-up and a child get nothing of a group and change nothing, with its id, its children’s ids and its code', async () => {
    const teacher = await grownUp('Owner Teacher');
    const group = await makeGroup(teacher, 'Secret class');
    const member = await signUp('Member Kid');
    expect((await server.request('/api/groups/join', { body: { code: group.joinCode }, jar: member.jar })).status).toBe(200);
    await finishM01(member);
    const stranger = await grownUp('Stranger Teacher');
    const otherChild = await signUp('Other Kid');
    // The member child, too, must not see the group's grid or change it.
    const outsiders = [stranger, otherChild, member];

    const before = await snapshotDatabase(server.database.db);
    const gridBefore = await detail(teacher, group.id);
    const secrets = [member.id, member.email, group.joinCode!];
    for (const outsider of outsiders) {
      const attempts: [string, string, unknown][] = [
        ['GET', `/api/groups/${group.id}`, undefined],
        ['GET', `/api/groups/${group.id}/grid.csv`, undefined],
        ['PATCH', `/api/groups/${group.id}`, { name: 'Taken over' }],
        ['PATCH', `/api/groups/${group.id}`, { joinCode: 'renew' }],
        ['PUT', `/api/groups/${group.id}/child-sign-in`, { childSignIn: 'secret-word' }],
        ['DELETE', `/api/groups/${group.id}/members/${member.id}`, undefined],
        ['DELETE', `/api/groups/${group.id}`, undefined],
      ];
      for (const [method, path, body] of attempts) {
        const response = await server.request(path, { method, body, jar: outsider.jar });
        expect(response.status, `${outsider.name} ${method} ${path}`).toBe(404);
        const text = await response.text();
        for (const secret of secrets) expect(text.includes(secret), `${outsider.name} ${method} ${path} leaked ${secret}`).toBe(false);
      }
      const list = JSON.stringify(await mine(outsider));
      expect(list.includes(member.id) && outsider !== member).toBe(false);
      expect(list).not.toContain(member.email);
    }
    // The member child's own list names the group and its grown-up, never another child or the code.
    expect(JSON.stringify(await mine(member))).not.toContain(group.joinCode!);
    expect(await snapshotDatabase(server.database.db)).toEqual(before);
    expect(await detail(teacher, group.id)).toEqual(gridBefore);
  });
});

describe('guessing join codes', () => {
  it('is limited per learner with 429 and a bilingual message, across every code tried', async () => {
    const limited = await startTestServer({ RATE_LIMIT: 'on' });
    try {
      const jar = new CookieJar();
      const email = `guesser-${Date.now()}@example.com`;
      expect((await limited.request('/api/auth/sign-up/email', { body: { name: 'Guesser', email, password: 'groups-pw' }, jar })).status).toBe(200);
      const codes = Array.from({ length: JOIN_TRIES_PER_LEARNER }, (_, index) => `${'ACDEFGHJKM'[index]}CDEFG`);
      await inOneWindow(JOIN_TRIES_MS);
      for (const code of codes) expect((await limited.request('/api/groups/join/preview', { body: { code }, jar })).status).toBe(404);
      const refused = await limited.request('/api/groups/join', { body: { code: 'QQQQQQ' }, jar, headers: { 'accept-language': 'zh-TW' } });
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ error: { code: 'JOIN_TOO_MANY_TRIES', message: '試了太多次代碼了。請等 10 分鐘再試，或請老師、家長幫忙。' } });
      // Another learner on the same address still gets to try (a class shares one network).
      const friend = new CookieJar();
      expect((await limited.request('/api/auth/sign-up/email', { body: { name: 'Friend', email: `friend-${email}`, password: 'groups-pw' }, jar: friend })).status).toBe(200);
      expect((await limited.request('/api/groups/join/preview', { body: { code: 'ACDEFG' }, jar: friend })).status).toBe(404);
    } finally {
      await limited.close();
    }
  }, JOIN_TRIES_MS * 3);
});
