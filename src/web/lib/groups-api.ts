import * as z from 'zod/mini';
import type { AccountRole, ChildReport, GroupDetail, GroupKind, JoinPreview, Membership, MyGroups, NeedsHelp, OwnedGroup, UpdateGroupRequest } from '../../domain/groups';
import { ISLAND_KEYS } from '../../content/schema/ids';
import type { Cards, NicknameChild, Roster } from '../../domain/picture-sign-in';
import type { ChildSignIn } from '../../domain/secret-word';
import { apiFetch } from './api-client';

/**
 * Classes and families (issue 22): the requests a grown-up's Teach page, a child's account page and the join
 * page make. The browser's (zod/mini) copies of the domain's shapes; `satisfies` keeps them the same.
 */

export const GROUPS_QUERY_KEY = ['groups'] as const;
export const groupQueryKey = (id: string) => [...GROUPS_QUERY_KEY, 'detail', id] as const;

const kind = z.enum(['class', 'family']);
const role = z.enum(['learner', 'grown-up']);

const suggestion = z.nullable(z.object({ island: z.enum(ISLAND_KEYS), moduleId: z.nullable(z.string()), at: z.string() }));
const ownedGroup = z.object({ id: z.string(), name: z.string(), kind, joinCode: z.nullable(z.string()), memberCount: z.number(), createdAt: z.string(), suggestion, weeklySummary: z.boolean(), autoReadQuestions: z.boolean() }) satisfies z.ZodMiniType<OwnedGroup>;
const membership = z.object({ id: z.string(), name: z.string(), kind, grownUpName: z.string(), joinedAt: z.string(), suggestion }) satisfies z.ZodMiniType<Membership>;
const myGroups = z.object({ role, owned: z.array(ownedGroup), memberships: z.array(membership) }) satisfies z.ZodMiniType<MyGroups>;
const joinPreview = z.object({ id: z.string(), name: z.string(), kind, grownUpName: z.string(), alreadyMember: z.boolean() }) satisfies z.ZodMiniType<JoinPreview>;
const gridRow = z.object({
  id: z.string(),
  nickname: z.string(),
  islands: z.array(z.object({ island: z.enum(ISLAND_KEYS), completed: z.number(), total: z.number(), percent: z.number() })),
  completedLessons: z.number(),
  streak: z.number(),
  gems: z.number(),
  lastActive: z.nullable(z.string()),
  joinedAt: z.string(),
});
const groupDetail = z.object({ ...ownedGroup.shape, members: z.array(gridRow) }) satisfies z.ZodMiniType<GroupDetail>;

const bilingual = z.object({ en: z.string(), 'zh-TW': z.string() });
const needsHelp = z.object({
  lessons: z.array(z.object({ moduleId: z.string(), missed: z.number(), tried: z.number(), children: z.number() })),
  questions: z.array(z.object({ moduleId: z.string(), questionId: z.string(), missed: z.number(), tried: z.number(), question: bilingual, explanation: bilingual })),
}) satisfies z.ZodMiniType<NeedsHelp>;
const childReport = z.object({
  id: z.string(),
  nickname: z.string(),
  groupName: z.string(),
  lessons: z.array(
    z.object({
      moduleId: z.string(),
      bestScore: z.nullable(z.number()),
      completedAt: z.nullable(z.string()),
      attempts: z.number(),
      firstTry: z.array(z.object({ questionId: z.string(), correct: z.boolean() })),
    }),
  ),
}) satisfies z.ZodMiniType<ChildReport>;

export const needsHelpQueryKey = (id: string) => [...GROUPS_QUERY_KEY, 'needs-help', id] as const;
export const childQueryKey = (id: string, memberId: string) => [...GROUPS_QUERY_KEY, 'child', id, memberId] as const;
export const fetchNeedsHelp = (id: string) => apiFetch(`/api/groups/${encodeURIComponent(id)}/needs-help`, { schema: needsHelp });
export const fetchChild = (id: string, memberId: string) => apiFetch(`/api/groups/${encodeURIComponent(id)}/members/${encodeURIComponent(memberId)}`, { schema: childReport });

const nicknameChild = z.object({
  id: z.string(),
  nickname: z.string(),
  pictures: z.array(z.number()),
  secretWord: z.nullable(z.string()),
  locked: z.boolean(),
  picturesChangedAt: z.string(),
  picturesChangedBy: z.string(),
}) satisfies z.ZodMiniType<NicknameChild>;
const childSignIn = z.enum(['pictures', 'secret-word']) satisfies z.ZodMiniType<ChildSignIn>;
const cards = z.object({ groupName: z.string(), joinCode: z.nullable(z.string()), childSignIn, children: z.array(nicknameChild) }) satisfies z.ZodMiniType<Cards>;
const roster = z.object({ groupName: z.string(), childSignIn, children: z.array(z.object({ id: z.string(), nickname: z.string() })) }) satisfies z.ZodMiniType<Roster>;

export const cardsQueryKey = (id: string) => [...GROUPS_QUERY_KEY, 'cards', id] as const;
export const fetchCards = (id: string) => apiFetch(`/api/groups/${encodeURIComponent(id)}/cards`, { schema: cards });
export const addNicknameChild = (id: string, nickname: string) => apiFetch(`/api/groups/${encodeURIComponent(id)}/children`, { body: { nickname }, schema: nicknameChild });
/** A new secret of the group's kind (pictures or a secret word) for one child. */
export const giveNewSecret = (id: string, childId: string) =>
  apiFetch(`/api/groups/${encodeURIComponent(id)}/children/${encodeURIComponent(childId)}/pictures`, { method: 'POST', body: {}, schema: nicknameChild });
export const renameNicknameChild = (id: string, childId: string, nickname: string) =>
  apiFetch(`/api/groups/${encodeURIComponent(id)}/children/${encodeURIComponent(childId)}`, { method: 'PATCH', body: { nickname } });
export const fetchRoster = (code: string) => apiFetch('/api/join/roster', { body: { code }, schema: roster });
export const signInWithPictures = (code: string, childId: string, pictures: number[]) => apiFetch('/api/auth/sign-in/picture', { body: { code, childId, pictures } });
export const signInWithSecretWord = (code: string, childId: string, secretWord: string) => apiFetch('/api/auth/sign-in/secret-word', { body: { code, childId, secretWord } });
/** Pictures or a secret word for the whole group: every child gets a new secret; the answer is the new cards. */
export const setChildSignIn = (id: string, kind: ChildSignIn) => apiFetch(`/api/groups/${encodeURIComponent(id)}/child-sign-in`, { method: 'PUT', body: { childSignIn: kind }, schema: cards });

const activity = z.object({ weeks: z.array(z.object({ weekOf: z.string(), lessons: z.number() })) });
export const activityQueryKey = (id: string) => [...GROUPS_QUERY_KEY, 'activity', id] as const;
export const fetchActivity = (id: string) => apiFetch(`/api/groups/${encodeURIComponent(id)}/activity`, { schema: activity });

export const fetchMyGroups = () => apiFetch('/api/groups', { schema: myGroups });
export const fetchGroup = (id: string) => apiFetch(`/api/groups/${encodeURIComponent(id)}`, { schema: groupDetail });
export const createGroup = (name: string, groupKind: GroupKind) => apiFetch('/api/groups', { body: { name, kind: groupKind }, schema: ownedGroup });
export const updateGroup = (id: string, change: UpdateGroupRequest) => apiFetch(`/api/groups/${encodeURIComponent(id)}`, { method: 'PATCH', body: change, schema: ownedGroup });
export const deleteGroup = (id: string) => apiFetch(`/api/groups/${encodeURIComponent(id)}`, { method: 'DELETE' });
export const removeMember = (id: string, memberId: string) => apiFetch(`/api/groups/${encodeURIComponent(id)}/members/${encodeURIComponent(memberId)}`, { method: 'DELETE' });
export const leaveGroup = (id: string) => apiFetch(`/api/groups/${encodeURIComponent(id)}/membership`, { method: 'DELETE' });
export const previewJoin = (code: string) => apiFetch('/api/groups/join/preview', { body: { code }, schema: joinPreview });
export const joinGroup = (code: string) => apiFetch('/api/groups/join', { body: { code }, schema: membership });
export const setRole = (next: AccountRole) => apiFetch('/api/account/role', { method: 'PUT', body: { role: next }, schema: z.object({ role }) });

/** The group grid as a CSV file, in the page's language. */
export const gridCsvUrl = (id: string, language: string) => `/api/groups/${encodeURIComponent(id)}/grid.csv?lang=${encodeURIComponent(language)}`;
