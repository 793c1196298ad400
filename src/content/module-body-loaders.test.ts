import { describe, expect, it } from 'vitest';
import { loadCheckedModuleBody, WRITTEN_MODULE_IDS } from './module-body-loaders';
import { loadModuleBody } from './module-bodies';

describe('loading a lesson body without the schema (the web app)', () => {
  it('gives exactly what the schema would: no body relies on zod defaults, transforms or stripped keys', async () => {
    for (const id of WRITTEN_MODULE_IDS) {
      expect(await loadCheckedModuleBody(id), id).toEqual(await loadModuleBody(id));
    }
  });

  it('has nothing for an unknown id, an unwritten module or an inherited property name', async () => {
    expect(await loadCheckedModuleBody('M99')).toBeUndefined();
    expect(await loadCheckedModuleBody('toString')).toBeUndefined();
    expect(WRITTEN_MODULE_IDS).not.toContain('M16');
    expect(await loadCheckedModuleBody('M16')).toBeUndefined();
  });
});
