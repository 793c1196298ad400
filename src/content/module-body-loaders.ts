import type { ModuleBody } from './schema/module-body';

/** What a body module exports: `export default` an AdventureBody or ClassicBody. */
interface BodyModule {
  readonly default: unknown;
}
type BodyLoader = () => Promise<BodyModule>;

/**
 * One loader per written module. Explicit imports (no import.meta.glob: the server is bundled by
 * esbuild), so every body becomes its own chunk and is loaded only when asked for.
 */
const BODY_LOADERS: Readonly<Record<string, BodyLoader>> = {
  M01: () => import('./modules/m01'),
  M02: () => import('./modules/m02'),
  M03: () => import('./modules/m03'),
  M04: () => import('./modules/m04'),
  M05: () => import('./modules/m05'),
  M06: () => import('./modules/m06'),
  M07: () => import('./modules/m07'),
  M08: () => import('./modules/m08'),
  M09: () => import('./modules/m09'),
  M10: () => import('./modules/m10'),
  M11: () => import('./modules/m11'),
  M12: () => import('./modules/m12'),
  M13: () => import('./modules/m13'),
  M14: () => import('./modules/m14'),
  M15: () => import('./modules/m15'),
  M21: () => import('./modules/m21'),
  M22: () => import('./modules/m22'),
  M23: () => import('./modules/m23'),
  M24: () => import('./modules/m24'),
  M18: () => import('./modules/m18'),
  M19: () => import('./modules/m19'),
  M20: () => import('./modules/m20'),
  M25: () => import('./modules/m25'),
  M26: () => import('./modules/m26'),
  M27: () => import('./modules/m27'),
  M28: () => import('./modules/m28'),
  M29: () => import('./modules/m29'),
  M30: () => import('./modules/m30'),
  M31: () => import('./modules/m31'),
  M32: () => import('./modules/m32'),
  M33: () => import('./modules/m33'),
  M34: () => import('./modules/m34'),
  M93: () => import('./modules/m93'),
  M94: () => import('./modules/m94'),
  M95: () => import('./modules/m95'),
  M116: () => import('./modules/m116'),
  M117: () => import('./modules/m117'),
  M118: () => import('./modules/m118'),
  M119: () => import('./modules/m119'),
  M120: () => import('./modules/m120'),
  M121: () => import('./modules/m121'),
  M122: () => import('./modules/m122'),
  M123: () => import('./modules/m123'),
  M124: () => import('./modules/m124'),
  M125: () => import('./modules/m125'),
  M126: () => import('./modules/m126'),
  M127: () => import('./modules/m127'),
  M128: () => import('./modules/m128'),
  M129: () => import('./modules/m129'),
  M130: () => import('./modules/m130'),
  M131: () => import('./modules/m131'),
  M132: () => import('./modules/m132'),
  M133: () => import('./modules/m133'),
  M134: () => import('./modules/m134'),
  M35: () => import('./modules/m35'),
  M36: () => import('./modules/m36'),
  M37: () => import('./modules/m37'),
  M38: () => import('./modules/m38'),
  M39: () => import('./modules/m39'),
  M40: () => import('./modules/m40'),
  M41: () => import('./modules/m41'),
  M42: () => import('./modules/m42'),
  M43: () => import('./modules/m43'),
  M44: () => import('./modules/m44'),
  M45: () => import('./modules/m45'),
  M46: () => import('./modules/m46'),
  M47: () => import('./modules/m47'),
  M48: () => import('./modules/m48'),
  M49: () => import('./modules/m49'),
  M50: () => import('./modules/m50'),
  M51: () => import('./modules/m51'),
  M52: () => import('./modules/m52'),
  M53: () => import('./modules/m53'),
  M54: () => import('./modules/m54'),
  M62: () => import('./modules/m62'),
  M63: () => import('./modules/m63'),
  M64: () => import('./modules/m64'),
  M65: () => import('./modules/m65'),
  M66: () => import('./modules/m66'),
  M67: () => import('./modules/m67'),
  M55: () => import('./modules/m55'),
  M56: () => import('./modules/m56'),
  M57: () => import('./modules/m57'),
  M58: () => import('./modules/m58'),
  M59: () => import('./modules/m59'),
  M60: () => import('./modules/m60'),
  M61: () => import('./modules/m61'),
  M68: () => import('./modules/m68'),
  M69: () => import('./modules/m69'),
  M70: () => import('./modules/m70'),
  M71: () => import('./modules/m71'),
  M72: () => import('./modules/m72'),
  M171: () => import('./modules/m171'),
  M172: () => import('./modules/m172'),
  M77: () => import('./modules/m77'),
  M78: () => import('./modules/m78'),
  M79: () => import('./modules/m79'),
  M73: () => import('./modules/m73'),
  M74: () => import('./modules/m74'),
  M75: () => import('./modules/m75'),
  M76: () => import('./modules/m76'),
  M80: () => import('./modules/m80'),
  M81: () => import('./modules/m81'),
  M82: () => import('./modules/m82'),
  M83: () => import('./modules/m83'),
  M84: () => import('./modules/m84'),
  M85: () => import('./modules/m85'),
  M86: () => import('./modules/m86'),
  M87: () => import('./modules/m87'),
  M88: () => import('./modules/m88'),
  M89: () => import('./modules/m89'),
  M90: () => import('./modules/m90'),
  M91: () => import('./modules/m91'),
  M92: () => import('./modules/m92'),
  M100: () => import('./modules/m100'),
  M101: () => import('./modules/m101'),
  M102: () => import('./modules/m102'),
  M103: () => import('./modules/m103'),
  M104: () => import('./modules/m104'),
  M105: () => import('./modules/m105'),
  M16: () => import('./modules/m16'),
  M17: () => import('./modules/m17'),
  M106: () => import('./modules/m106'),
  M107: () => import('./modules/m107'),
  M108: () => import('./modules/m108'),
  M109: () => import('./modules/m109'),
  M110: () => import('./modules/m110'),
  M111: () => import('./modules/m111'),
  M112: () => import('./modules/m112'),
  M113: () => import('./modules/m113'),
  M114: () => import('./modules/m114'),
  M115: () => import('./modules/m115'),
  M96: () => import('./modules/m96'),
  M97: () => import('./modules/m97'),
  M98: () => import('./modules/m98'),
  M99: () => import('./modules/m99'),
};

/** Ids of the modules that have a written body, in catalogue order. */
export const WRITTEN_MODULE_IDS: readonly string[] = Object.freeze(Object.keys(BODY_LOADERS));

/**
 * The body exactly as its file exports it, not validated; undefined when the module has no body.
 * Used by the content check, which reports every problem instead of stopping at the first.
 */
export async function loadRawModuleBody(id: string): Promise<unknown> {
  if (!Object.hasOwn(BODY_LOADERS, id)) return undefined;
  const loader = BODY_LOADERS[id];
  if (loader === undefined) return undefined;
  const loaded = await loader();
  return loaded.default;
}

/**
 * The body as its file exports it, typed, without running the zod schema: for the web app. Every body is
 * typed `satisfies AdventureBody | ClassicBody` and checked against the schema by the content check in
 * `npm test` (and by the server, loadModuleBody), so a phone need not validate some 30 kB of lesson again.
 * Undefined for an unknown id, a module without a body, or a body whose id is not `id`.
 */
export async function loadCheckedModuleBody(id: string): Promise<ModuleBody | undefined> {
  const raw = (await loadRawModuleBody(id)) as ModuleBody | undefined;
  return raw?.id === id ? raw : undefined;
}
