import { sql } from 'drizzle-orm';
import { ACCESSORIES } from '../../content/accessories';
import { ISLANDS } from '../../content/islands';
import { MODULE_CATALOGUE } from '../../content/module-catalogue';
import type { Db } from './database';
import { avatarAccessories, islandFirstModules } from './schema';

/** Reference data comes from the curriculum; it is upserted on every start so the database follows the code. */
export async function seedReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(avatarAccessories)
      .values(ACCESSORIES.map((item) => ({ id: item.id, category: item.category, islandTheme: item.island, name: item.name, description: item.description, imageUrl: null })))
      .onConflictDoUpdate({
        target: avatarAccessories.id,
        set: { category: sql`excluded.category`, islandTheme: sql`excluded.island_theme`, name: sql`excluded.name`, description: sql`excluded.description` },
      });

    const firstModules = ISLANDS.flatMap((island) => {
      const first = MODULE_CATALOGUE.filter((module) => module.island === island.key).sort((a, b) => a.order - b.order)[0];
      return first ? [{ islandId: island.key, firstModuleId: first.id, islandNameEn: island.title.en, islandNameZh: island.title['zh-TW'] }] : [];
    });
    await tx
      .insert(islandFirstModules)
      .values(firstModules)
      .onConflictDoUpdate({
        target: islandFirstModules.islandId,
        set: { firstModuleId: sql`excluded.first_module_id`, islandNameEn: sql`excluded.island_name_en`, islandNameZh: sql`excluded.island_name_zh` },
      });
  });
}
