// Vite plugin: writes `offline-lessons.json` beside index.html, mapping each written lesson's module id to its
// body's chunk and that chunk's gzipped size, so an island page can offer "Keep this island for offline" with
// the size before downloading anything, and the service worker can refresh kept lessons after an update
// (src/web/lib/offline-lessons-contract.ts; decision 025).
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { OFFLINE_LESSONS_PATH, type OfflineLessons } from '../src/web/lib/offline-lessons-contract.ts';

/** A lesson body's source: src/content/modules/m01.ts is module M01. */
const BODY_SOURCE = /[\\/]src[\\/]content[\\/]modules[\\/](m\d+)\.ts$/;

export function offlineLessonsPlugin(): Plugin {
  return {
    name: 'money-islands:offline-lessons',
    apply: 'build',
    generateBundle(_options, bundle) {
      const lessons: Record<string, { url: string; bytes: number }> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !output.facadeModuleId) continue;
        const match = BODY_SOURCE.exec(output.facadeModuleId);
        if (!match?.[1]) continue;
        lessons[match[1].toUpperCase()] = { url: `/${output.fileName}`, bytes: gzipSync(output.code, { level: 9 }).length };
      }
      if (Object.keys(lessons).length === 0) this.error('No lesson body chunks found: has the codeSplitting in vite.config.ts changed?');
      const sorted = Object.fromEntries(Object.entries(lessons).sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true })));
      const file: OfflineLessons = { lessons: sorted };
      this.emitFile({ type: 'asset', fileName: OFFLINE_LESSONS_PATH.slice(1), source: JSON.stringify(file) });
    },
  };
}
