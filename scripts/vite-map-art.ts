// Vite plugin: `virtual:adventure-map-art` exports MAP_ART_URLS, the map art's layers drawn at build time
// (src/web/components/art/adventure-map-files.tsx) and emitted as hashed SVG files, so the library paints
// images instead of React rendering some 1,700 SVG elements on the main thread. In dev and tests, and for
// the small layers, data URLs.
import path from 'node:path';
import type { Plugin } from 'vite';
import type { renderMapArtFiles } from '../src/web/components/art/adventure-map-files';

const VIRTUAL_ID = 'virtual:adventure-map-art';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
/** Smaller layers are inlined as data URLs (Vite's own default asset inline limit), saving a request each. */
const INLINE_LIMIT_BYTES = 4096;
type FilesModule = { renderMapArtFiles: typeof renderMapArtFiles };

export function mapArtPlugin(webRoot: string): Plugin {
  let build = false;
  return {
    name: 'money-islands:map-art',
    configResolved(config) {
      build = config.command === 'build';
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const { tsImport } = await import('tsx/esm/api');
      const source = path.join(webRoot, 'components/art/adventure-map-files.tsx');
      const { renderMapArtFiles } = (await tsImport(source, import.meta.url)) as FilesModule;
      const entries = Object.entries(renderMapArtFiles()).map(([layer, svg]) => {
        if (!build || Buffer.byteLength(svg) < INLINE_LIMIT_BYTES) return `${JSON.stringify(layer)}: ${JSON.stringify(`data:image/svg+xml,${encodeURIComponent(svg)}`)}`;
        const ref = this.emitFile({ type: 'asset', name: `map-${layer}.svg`, source: svg });
        return `${JSON.stringify(layer)}: import.meta.ROLLUP_FILE_URL_${ref}`;
      });
      return `export const MAP_ART_URLS = { ${entries.join(', ')} };`;
    },
  };
}
