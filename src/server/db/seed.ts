import type { Db } from './database';

/** Reference data that comes from the curriculum (accessories, island first modules) is upserted on start. */
export async function seedReferenceData(_db: Db): Promise<void> {
  // Filled in with the avatar system; the tables exist from the first migration.
}
