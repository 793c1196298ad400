import { moduleBodySchema } from './schema/module-body';
import type { ModuleBody } from './schema/module-body';
import { loadRawModuleBody } from './module-body-loaders';

// The loaders live apart so the web app can load bodies without the zod schema (module-body-loaders.ts).
export { loadRawModuleBody, WRITTEN_MODULE_IDS } from './module-body-loaders';

/** Thrown when a written body does not match the schema (the content check reports the details). */
export class InvalidModuleBodyError extends Error {
  override readonly name = 'InvalidModuleBodyError';
  readonly moduleId: string;
  constructor(moduleId: string, detail: string) {
    super(`Module ${moduleId} has an invalid body: ${detail}`);
    this.moduleId = moduleId;
  }
}

/**
 * The validated body of a module, or undefined for an unknown id or a module without a body.
 * Throws InvalidModuleBodyError when a written body is malformed (a content defect, never silent).
 */
export async function loadModuleBody(id: string): Promise<ModuleBody | undefined> {
  const raw = await loadRawModuleBody(id);
  if (raw === undefined) return undefined;
  const parsed = moduleBodySchema.safeParse(raw);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const detail = first ? `${first.path.map(String).join('.') || '(root)'}: ${first.message}` : 'schema error';
    throw new InvalidModuleBodyError(id, detail);
  }
  if (parsed.data.id !== id) throw new InvalidModuleBodyError(id, `its id is ${parsed.data.id}`);
  return parsed.data;
}
