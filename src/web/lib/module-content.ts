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

/** A module's catalogue entry at once, and its body from its own lazily loaded chunk. */
export function useModuleContent(moduleId: string): ModuleContent {
  const meta = getModuleMeta(moduleId);
  const query = useQuery({
    queryKey: ['module-body', moduleId],
    // Not run through the zod schema again: the content check has validated every body (module-body-loaders.ts).
    queryFn: async () => (await loadCheckedModuleBody(moduleId)) ?? null,
    enabled: Boolean(meta),
    staleTime: Infinity,
    retry: 1,
  });
  if (!meta) return { status: 'not-found' };
  if (query.isPending) return { status: 'loading', meta };
  if (query.isError) return { status: 'error', meta };
  return query.data ? { status: 'ready', meta, body: query.data } : { status: 'unwritten', meta };
}
