import { useQuery } from '@tanstack/react-query';
import { getModuleMeta } from '../../content/catalogue-queries';
import { loadCheckedModuleBody } from '../../content/module-body-loaders';
import type { ModuleMeta } from '../../content/schema/catalogue';
import type { ModuleBody } from '../../content/schema/module-body';

export type ModuleContent =
  | { status: 'loading'; meta: ModuleMeta }
  | { status: 'ready'; meta: ModuleMeta; body: ModuleBody }
  /** In the catalogue but not written yet: the page shows its placeholder messages. */
  | { status: 'unwritten'; meta: ModuleMeta }
  | { status: 'error'; meta: ModuleMeta }
  | { status: 'not-found' };

/** Bodies already loaded (null: not written), so a page rendered after the route's loader has them at once. */
const loadedBodies = new Map<string, ModuleBody | null>();

/**
 * A module's body from its own chunk (null when it is not written), remembered for the page's first render.
 * Not run through the zod schema again: the content check has validated every body (module-body-loaders.ts).
 */
export async function loadModuleBody(moduleId: string): Promise<ModuleBody | null> {
  const body = (await loadCheckedModuleBody(moduleId)) ?? null;
  loadedBodies.set(moduleId, body);
  return body;
}

/** The query of a module's body: one cache entry per lesson, whichever page (lesson, practice, island check) asks. */
export function moduleBodyQuery(moduleId: string) {
  return { queryKey: ['module-body', moduleId], queryFn: () => loadModuleBody(moduleId), staleTime: Infinity, retry: 1 } as const;
}

/** A module's catalogue entry at once, and its body from its own lazily loaded chunk. */
export function useModuleContent(moduleId: string): ModuleContent {
  const meta = getModuleMeta(moduleId);
  const query = useQuery({
    ...moduleBodyQuery(moduleId),
    // Already loaded by the route's loader: ready on the first render, with no skeleton in between.
    initialData: () => loadedBodies.get(moduleId),
    enabled: Boolean(meta),
  });
  if (!meta) return { status: 'not-found' };
  if (query.isPending) return { status: 'loading', meta };
  if (query.isError) return { status: 'error', meta };
  return query.data ? { status: 'ready', meta, body: query.data } : { status: 'unwritten', meta };
}
