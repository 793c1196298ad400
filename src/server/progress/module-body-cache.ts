import { loadModuleBody } from '../../content/module-bodies';
import type { ModuleBody } from '../../content/schema/module-body';

/**
 * Module bodies never change while the server runs: each is imported and validated once, not on every
 * submission (validating a whole body cost more than the rest of a completion's work in BENCHMARKS.md).
 */
const moduleBodies = new Map<string, Promise<ModuleBody | undefined>>();

export function moduleBody(id: string): Promise<ModuleBody | undefined> {
  let body = moduleBodies.get(id);
  if (!body) {
    body = loadModuleBody(id);
    moduleBodies.set(id, body);
    // A failure is reported each time it is asked for, not remembered.
    body.catch(() => moduleBodies.delete(id));
  }
  return body;
}
