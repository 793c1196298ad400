// The map art's image files, emitted by scripts/vite-map-art.ts (hashed assets in a build, data URLs in dev and tests).
declare module 'virtual:adventure-map-art' {
  // An ambient module cannot `import type` from a relative path, hence import().
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  export const MAP_ART_URLS: Record<import('./adventure-map-layout').MapArtLayer, string>;
}
