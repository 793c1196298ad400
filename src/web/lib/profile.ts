import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from './toast';
// zod/mini: a signed-in learner loads this with the header's account menu on every page, so it stays small.
import * as z from 'zod/mini';
import { ACCESSORIES } from '../../content/accessories';
import { AVATAR_BASES } from '../../content/avatars';
import { ISLANDS } from '../../content/islands';
import type { AccessoryCategory, AvatarBaseId } from '../../content/schema/ids';
import type { Equipped, ProfileView } from '../../domain/avatar';
import { readingSettingsFrom } from '../../domain/reading-settings-options';
import { AVATAR_NS } from '../components/avatar/avatar-i18n';
import { type UiLanguage, useTranslation, useUiLanguage } from '../i18n/i18n';
import { apiFetch } from './api-client';
import { PROFILE_QUERY_KEY } from './query-keys';
import { PERSISTED_QUERIES_MAX_AGE_MS } from './offline-cache';
import { useSession } from './session';
import '../i18n/page-strings';


export function profileQueryKey(userId: string | undefined) {
  return [...PROFILE_QUERY_KEY, userId ?? 'guest'] as const;
}

/** The five equipment slots, in the order the collection's tabs show them. */
export const ACCESSORY_SLOTS = ['headwear', 'eyewear', 'back', 'accessory', 'footwear'] as const satisfies readonly AccessoryCategory[];

const slotSet = new Set<string>(ACCESSORY_SLOTS);
const baseIds = new Set<string>(AVATAR_BASES.map((base) => base.id));

export function isAvatarBaseId(value: unknown): value is AvatarBaseId {
  return typeof value === 'string' && baseIds.has(value);
}

const profileFields = {
  avatarBaseId: z.nullable(z.custom<AvatarBaseId>(isAvatarBaseId)),
  // Lenient on keys: a slot this build does not know is dropped, not an error.
  equipped: z.record(z.string(), z.string()),
  jewels: z.number(),
  inventory: z.array(z.object({ accessoryId: z.string(), unlockedAt: z.string() })),
  // Optional: an older server's answer has no role (a learner).
  role: z.optional(z.enum(['learner', 'grown-up'])),
  // Read leniently (a setting this build does not know falls back to its default); absent from an older server.
  readingSettings: z.optional(z.unknown()),
  autoReadQuestions: z.optional(z.boolean()),
};
const profileSchema = z.object(profileFields);
const equipResponseSchema = z.object({ ...profileFields, action: z.enum(['equipped', 'unequipped']) });
const claimResponseSchema = z.object({ granted: z.array(z.object({ id: z.string(), island: z.string() })) });

function knownSlots(equipped: Record<string, string>): Equipped {
  const clean: Equipped = {};
  for (const [slot, id] of Object.entries(equipped)) {
    if (slotSet.has(slot)) clean[slot as AccessoryCategory] = id;
  }
  return clean;
}

function toProfileView(raw: z.infer<typeof profileSchema>): ProfileView {
  return {
    avatarBaseId: raw.avatarBaseId,
    equipped: knownSlots(raw.equipped),
    jewels: raw.jewels,
    inventory: raw.inventory,
    role: raw.role ?? 'learner',
    readingSettings: readingSettingsFrom(raw.readingSettings),
    autoReadQuestions: raw.autoReadQuestions ?? false,
  };
}

/** What the equipment looks like after a request (the server's rule, applied ahead of its answer). */
export function nextEquipped(equipped: Equipped, request: { category: AccessoryCategory; accessoryId: string | null }): Equipped {
  if (request.accessoryId === null || equipped[request.category] === request.accessoryId) {
    return Object.fromEntries(Object.entries(equipped).filter(([slot]) => slot !== request.category)) as Equipped;
  }
  return { ...equipped, [request.category]: request.accessoryId };
}

export function accessoryName(id: string, language: UiLanguage): string {
  return ACCESSORIES.find((item) => item.id === id)?.name[language] ?? id;
}

/** The signed-in learner's explorer, equipment, gems and inventory (null for a visitor or while loading). */
export function useProfile(): { profile: ProfileView | null; isLoading: boolean; isRefreshFailing: boolean; error: Error | null; refetch: () => void } {
  const { user } = useSession();
  const query = useQuery({
    queryKey: profileQueryKey(user?.id),
    queryFn: async () => toProfileView(await apiFetch('/api/avatar', { schema: profileSchema })),
    enabled: Boolean(user),
    staleTime: 60_000,
    // Kept in memory as long as on the device (decision 028), so /avatar has it offline.
    gcTime: PERSISTED_QUERIES_MAX_AGE_MS,
  });
  return {
    profile: user ? (query.data ?? null) : null,
    // Only while a request is on its way: offline the query waits (paused), and the page shows what it has.
    isLoading: Boolean(user) && query.isPending && query.fetchStatus === 'fetching',
    isRefreshFailing: Boolean(user) && query.isRefetchError,
    error: user ? query.error : null,
    refetch: () => void query.refetch(),
  };
}

/** Saves the base explorer; toasts the outcome (spec.md §8). */
export function useSetBase() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const { t } = useTranslation(AVATAR_NS);
  return useMutation({
    mutationFn: async (baseId: AvatarBaseId) => toProfileView(await apiFetch('/api/avatar/base', { method: 'PUT', body: { baseId }, schema: profileSchema })),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey(user?.id), profile);
      toast.success(t('saved'), { description: t('savedBody') });
    },
    onError: () => {
      toast.error(t('error'), { description: t('saveFailed') });
    },
  });
}

export type EquipVariables = { category: AccessoryCategory; accessoryId: string | null };

/**
 * Puts an owned item on (or `accessoryId: null` takes the slot off). The preview changes at once and
 * goes back if the server says no. Requests run one after another, so quick taps land in order.
 */
export function useEquip() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const { t } = useTranslation(AVATAR_NS);
  const language = useUiLanguage();
  const key = profileQueryKey(user?.id);
  return useMutation({
    scope: { id: 'avatar-equip' },
    mutationFn: async (variables: EquipVariables) => {
      const { action, ...raw } = await apiFetch('/api/avatar/equipped', { method: 'PUT', body: variables, schema: equipResponseSchema });
      return { action, profile: toProfileView(raw) };
    },
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ProfileView>(key);
      if (previous) queryClient.setQueryData<ProfileView>(key, { ...previous, equipped: nextEquipped(previous.equipped, variables) });
      return { previous, wasWearing: previous?.equipped[variables.category] };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast.error(t('error'), { description: t('equipFailed') });
    },
    onSuccess: ({ action, profile }, variables, context) => {
      queryClient.setQueryData(key, profile);
      const itemId = action === 'equipped' ? variables.accessoryId : (variables.accessoryId ?? context.wasWearing);
      const description = itemId ? accessoryName(itemId, language) : undefined;
      toast.success(t(action === 'equipped' ? 'itemEquipped' : 'itemUnequipped'), { description });
    },
  });
}

/** Learners whose retroactive check already ran in this page load. */
const claimedThisLoad = new Set<string>();

/**
 * The retroactive unlock (spec.md §4): once per signed-in learner per page load, ask the server for
 * any accessory earned before (first module of an island completed with 70 or more) and toast each.
 */
export function useAccessoryClaim() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const language = useUiLanguage();
  const userId = user?.id;
  const [onlineTick, setOnlineTick] = useState(0);
  useEffect(() => {
    if (!userId || claimedThisLoad.has(userId)) return;
    // Offline the claim cannot reach the server: ask once the connection is back, not never in this page load.
    if (navigator.onLine === false) {
      const retry = () => setOnlineTick((tick) => tick + 1);
      window.addEventListener('online', retry, { once: true });
      return () => window.removeEventListener('online', retry);
    }
    claimedThisLoad.add(userId);
    apiFetch('/api/avatar/claim', { method: 'POST', body: {}, schema: claimResponseSchema })
      .then(async ({ granted }) => {
        for (const item of granted) {
          const island = ISLANDS.find((candidate) => candidate.key === item.island);
          toast.success(t('completion.accessoryUnlocked'), {
            description: t('completion.accessoryUnlockedBody', { item: accessoryName(item.id, language), island: island?.title[language] ?? item.island }),
            duration: 4000,
          });
        }
        if (granted.length > 0) await queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
      })
      .catch((error: unknown) => {
        // Not worth interrupting the learner: the next page load asks again.
        console.warn('Accessory check failed', error);
      });
    // t and language only shape the toasts' text; the check itself runs once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, queryClient, onlineTick]);
}
