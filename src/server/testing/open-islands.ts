import { MODULE_IDS_BY_ISLAND } from '../../content/catalogue-queries';
import { ISLAND_UNLOCK_SHARE } from '../../domain/constants';
import { adventureAttempts } from '../progress/quiz-fixtures';
import type { CookieJar, TestServer } from './test-server';

/**
 * Opens Trust Island for a test learner the way a child does: by finishing enough of Seed Island (80 %) through the
 * real quiz route. The server refuses to record a lesson of a locked island, so a test of a Trust Island lesson
 * starts here. Returns the modules it completed.
 */
export async function openTrustIsland(server: TestServer, jar: CookieJar, label = 'open'): Promise<string[]> {
  const seed = MODULE_IDS_BY_ISLAND.seed ?? [];
  const needed = seed.slice(0, Math.ceil(seed.length * ISLAND_UNLOCK_SHARE));
  for (const moduleId of needed) {
    const response = await server.request('/api/progress/quiz', {
      body: { moduleId, idempotencyKey: `${label}-${moduleId}-${Date.now()}-${Math.random().toString(16).slice(2)}`, submission: { format: 'adventure', attempts: await adventureAttempts(moduleId) } },
      jar,
    });
    if (response.status !== 200) throw new Error(`opening Trust Island: ${moduleId} answered ${response.status} ${await response.text()}`);
  }
  return needed;
}
