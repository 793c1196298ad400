import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ISLANDS } from '../../content/islands';
import { WRITTEN_MODULE_IDS } from '../../content/module-body-loaders';
import { moduleBodySource, PAGE_SOURCES, pageSources } from './page-sources';

const webFile = (name: string) => readFileSync(new URL(`../../web/${name}`, import.meta.url), 'utf8');
/** The files a source loads with import('…'), as manifest keys (relative to src/web, with their extension). */
function dynamicImports(source: string, from: string): string[] {
  return [...source.matchAll(/import\('([^']+)'\)/g)].map(([, target = '']) => {
    const resolved = new URL(target, `file:///src/web/${from}`).pathname.replace(/^\/src\/web\//, '');
    return resolved;
  });
}
const known = new Set<string>(Object.values(PAGE_SOURCES).map((file) => file.replace(/\.tsx?$/, '')));

describe('page sources', () => {
  it('names every lazy page of the router and both lesson players, so none of them misses its preload', () => {
    const routed = dynamicImports(webFile('app/router.tsx'), 'app/router.tsx');
    const players = dynamicImports(webFile('features/module/lesson-prefetch.ts'), 'features/module/lesson-prefetch.ts');
    expect(routed.length).toBeGreaterThanOrEqual(8);
    expect(players).toHaveLength(2);
    for (const file of [...routed, ...players]) expect(known, `${file} is loaded lazily but not in PAGE_SOURCES`).toContain(file);
  });

  it('gives each page its own chunk, and a lesson its page, player and body', () => {
    expect(pageSources('/')).toEqual([]);
    expect(pageSources('/library')).toEqual([PAGE_SOURCES.library]);
    expect(pageSources('/library/')).toEqual([PAGE_SOURCES.library]);
    expect(pageSources('/progress')).toEqual([PAGE_SOURCES.progress]);
    expect(pageSources('/seed-island')).toEqual([PAGE_SOURCES.island]);
    expect(pageSources('/module/M01')).toEqual([PAGE_SOURCES.module, PAGE_SOURCES.lessonPrefetch, PAGE_SOURCES.adventurePlayer, moduleBodySource('M01')]);
    expect(pageSources('/seed-island/M01')).toEqual(pageSources('/module/M01'));
    expect(pageSources('/ledger-cave/M15')).toContain(PAGE_SOURCES.classicPlayer);
    expect(pageSources('/teach')).toEqual([PAGE_SOURCES.teach]);
    expect(pageSources('/teach/0b0e6c52-7f1e-4a8e-9d0a-6a1f0f6b2c11')).toEqual([PAGE_SOURCES.group]);
    expect(pageSources('/join/AC3D4F')).toEqual([PAGE_SOURCES.join]);
    expect(pageSources('/teach/0b0e6c52-7f1e-4a8e-9d0a-6a1f0f6b2c11/children/kid')).toEqual([PAGE_SOURCES.child]);
  });

  it('preloads no body for a lesson that does not exist, and nothing for an unknown page', () => {
    expect(pageSources('/capital-mountain/M999')).toEqual([PAGE_SOURCES.module]);
    expect(pageSources('/capital-mountain/M106')).toEqual([PAGE_SOURCES.module, PAGE_SOURCES.lessonPrefetch, PAGE_SOURCES.classicPlayer, moduleBodySource('M106')]);
    expect(pageSources('/module/NOPE')).toEqual([PAGE_SOURCES.module]);
    expect(pageSources('/treasure/that/does/not/exist')).toEqual(['components/layout/not-found-page.tsx']);
    expect(pageSources('/map')).toEqual([]);
  });

  it('knows every island path', () => {
    for (const island of ISLANDS) expect(pageSources(island.path)).toEqual([PAGE_SOURCES.island]);
  });

  it('names each written body by its file', () => {
    for (const id of WRITTEN_MODULE_IDS) expect(readFileSync(new URL(`../../web/${moduleBodySource(id)}`, import.meta.url), 'utf8').length).toBeGreaterThan(0);
  });
});
