import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { ISLAND_KEYS, type IslandKey } from '../../content/schema/ids';
import type { GroupCheckGains, IslandCheckOutcome, IslandCheckView, MyIslandChecks } from '../../domain/island-check-api';
import type { ReviewAttempt } from '../../domain/review-question';
import { apiFetch } from './api-client';
import { PERSISTED_QUERIES_MAX_AGE_MS } from './offline-cache';
import { PROGRESS_QUERY_KEY } from './query-keys';
import { useSession } from './session';

/** Island checks (issue 24, part 2): the browser's (zod/mini) copies of the domain's shapes; `satisfies` keeps them the same. */

// Under progress: a finished lesson refreshes progress, and with it whether the check after the island is offered.
export const ISLAND_CHECKS_QUERY_KEY = [...PROGRESS_QUERY_KEY, 'island-checks'] as const;

const island = z.enum(ISLAND_KEYS);
const result = z.nullable(z.object({ correct: z.number(), total: z.number(), skipped: z.boolean(), at: z.string() }));
const phase = z.nullable(z.enum(['before', 'after']));
const viewShape = { island, questions: z.array(z.object({ moduleId: z.string(), questionId: z.string() })), before: result, after: result, offer: phase };
const checkView = z.object(viewShape) satisfies z.ZodMiniType<IslandCheckView>;
const checkOutcome = z.object({ ...viewShape, replayed: z.boolean() }) satisfies z.ZodMiniType<IslandCheckOutcome>;
const myChecks = z.object({ islands: z.array(z.object({ island, before: result, after: result })) }) satisfies z.ZodMiniType<MyIslandChecks>;
const gains = z.object({ islands: z.array(z.object({ island, children: z.number(), averageGain: z.number() })) }) satisfies z.ZodMiniType<GroupCheckGains>;

export const fetchIslandCheck = (key: IslandKey) => apiFetch(`/api/island-checks/${key}`, { schema: checkView });
export const fetchMyIslandChecks = () => apiFetch('/api/island-checks', { schema: myChecks });
export const fetchGroupCheckGains = (groupId: string) => apiFetch(`/api/groups/${encodeURIComponent(groupId)}/check-gains`, { schema: gains });

export const submitIslandCheck = (key: IslandKey, which: 'before' | 'after', body: { answers: Record<string, ReviewAttempt> } | { skipped: true }) =>
  apiFetch(`/api/island-checks/${key}/${which}`, { body, schema: checkOutcome });

/** The island's check for a signed-in learner (nothing for a visitor: checks are kept on the server). */
export function useIslandCheck(key: IslandKey) {
  const { user } = useSession();
  return useQuery({ queryKey: [...ISLAND_CHECKS_QUERY_KEY, user?.id ?? 'visitor', key], queryFn: () => fetchIslandCheck(key), enabled: Boolean(user), staleTime: 60_000, gcTime: PERSISTED_QUERIES_MAX_AGE_MS });
}

/** Every island the learner has a check for (/progress). */
export function useMyIslandChecks() {
  const { user } = useSession();
  return useQuery({ queryKey: [...ISLAND_CHECKS_QUERY_KEY, user?.id ?? 'visitor', 'all'], queryFn: fetchMyIslandChecks, enabled: Boolean(user), staleTime: 60_000, gcTime: PERSISTED_QUERIES_MAX_AGE_MS });
}
