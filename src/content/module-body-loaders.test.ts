import { describe, expect, it } from 'vitest';
import { loadCheckedModuleBody, WRITTEN_MODULE_IDS } from './module-body-loaders';
import { ISLAND_ORDER, modulesOfIsland } from './catalogue-queries';
import { loadModuleBody } from './module-bodies';

describe('loading a lesson body without the schema (the web app)', () => {
  it('gives exactly what the schema would: no body relies on zod defaults, transforms or stripped keys', async () => {
    for (const id of WRITTEN_MODULE_IDS) {
      expect(await loadCheckedModuleBody(id), id).toEqual(await loadModuleBody(id));
    }
  });

  it('has nothing for an id outside the catalogue or an inherited property name', async () => {
    expect(await loadCheckedModuleBody('M200')).toBeUndefined();
    expect(await loadCheckedModuleBody('toString')).toBeUndefined();
    expect(await loadCheckedModuleBody('__proto__')).toBeUndefined();
  });

  it('has a body for every lesson of the catalogue, listed in map order', () => {
    const catalogueOrder = ISLAND_ORDER.flatMap((island) => modulesOfIsland(island).map((meta) => meta.id));
    expect(WRITTEN_MODULE_IDS).toEqual(catalogueOrder);
  });
});
