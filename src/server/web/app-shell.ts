import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { z } from 'zod';
import { pageSources } from './page-sources';

export type ShellEncoding = 'br' | 'gzip' | 'identity';

/** Where Vite writes its manifest in dist/web (`build.manifest: true` in vite.config.ts). */
const MANIFEST_FILE = path.join('.vite', 'manifest.json');
const ENTRY_KEY = 'index.html';
// A page's variant is compressed once, on its first request; quality 9 keeps that first answer quick.
const BROTLI_QUALITY = 9;
const GZIP_LEVEL = 9;

const manifestSchema = z.record(
  z.string(),
  z.object({ file: z.string(), imports: z.array(z.string()).optional(), assets: z.array(z.string()).optional() }),
);
type Manifest = z.infer<typeof manifestSchema>;

/** The best encoding the browser accepts (q > 0), brotli first. */
export function pickEncoding(acceptEncoding: string | undefined): ShellEncoding {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

/** Every file a chunk statically imports, itself first, leaving out what the entry already loads. */
function staticClosure(manifest: Manifest, keys: readonly string[], skip: ReadonlySet<string>): { scripts: string[]; images: string[] } {
  const scripts = new Set<string>();
  const images = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || skip.has(key) || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const asset of chunk.assets ?? []) if (asset.endsWith('.svg')) images.add(asset);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { scripts: [...scripts], images: [...images] };
}

/**
 * The built index.html, sent for every page of the app, with the page's own chunks (and the pictures they
 * show) preloaded in its head, so the browser fetches them beside the entry. Without a Vite manifest (an app
 * built without one, or the miniature in tests) every page gets index.html as it is. Each page's variant is
 * built and compressed once, on first request, and kept.
 */
export class AppShells {
  private readonly html: string;
  private readonly manifest: Manifest | undefined;
  private readonly entryChunks: ReadonlySet<string>;
  private readonly variants = new Map<string, Partial<Record<ShellEncoding, Uint8Array<ArrayBuffer>>>>();

  constructor(webRoot: string) {
    this.html = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
    const manifestFile = path.join(webRoot, MANIFEST_FILE);
    this.manifest = existsSync(manifestFile) ? manifestSchema.parse(JSON.parse(readFileSync(manifestFile, 'utf8'))) : undefined;
    const entryImports = this.manifest?.[ENTRY_KEY]?.imports ?? [];
    this.entryChunks = new Set([ENTRY_KEY, ...entryImports]);
  }

  /** The tags to add to the head for this path (empty for home: the entry is all it needs). */
  preloadTags(pathname: string): string {
    if (!this.manifest) return '';
    const { scripts, images } = staticClosure(this.manifest, pageSources(pathname), this.entryChunks);
    return [
      ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ...images.map((file) => `<link rel="preload" as="image" fetchpriority="high" href="/${file}">`),
    ].join('');
  }

  /** The shell for this path in this encoding. */
  body(pathname: string, encoding: ShellEncoding): Uint8Array<ArrayBuffer> {
    const tags = this.preloadTags(pathname);
    let variant = this.variants.get(tags);
    if (!variant) {
      variant = {};
      this.variants.set(tags, variant);
    }
    const cached = variant[encoding];
    if (cached) return cached;
    const html = Buffer.from(tags ? this.html.replace('</head>', `${tags}</head>`) : this.html, 'utf8');
    const encoded =
      encoding === 'br'
        ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: html.length } })
        : encoding === 'gzip'
          ? gzipSync(html, { level: GZIP_LEVEL })
          : html;
    const bytes = new Uint8Array(encoded.buffer.slice(encoded.byteOffset, encoded.byteOffset + encoded.byteLength)) as Uint8Array<ArrayBuffer>;
    variant[encoding] = bytes;
    return bytes;
  }
}
