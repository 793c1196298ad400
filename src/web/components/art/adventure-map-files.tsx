// Renders the adventure map's static art to SVG files at build time (scripts/vite-map-art.ts); never bundled.
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactElement } from 'react';
import { MapIslandsDrawing, MapSeaDrawing, MapSeaLifeDrawing, MapWavesDrawing } from './adventure-map-drawing';
import type { MapArtLayer } from './adventure-map-layout';

const DRAWINGS: Record<MapArtLayer, () => ReactElement> = {
  sea: MapSeaDrawing,
  waves: MapWavesDrawing,
  'sea-life': MapSeaLifeDrawing,
  islands: MapIslandsDrawing,
};

/** Each layer of the map art as the text of a standalone SVG file. */
export function renderMapArtFiles(): Record<MapArtLayer, string> {
  const files = {} as Record<MapArtLayer, string>;
  for (const [layer, Drawing] of Object.entries(DRAWINGS) as [MapArtLayer, () => ReactElement][]) {
    files[layer] = renderToStaticMarkup(<Drawing />);
  }
  return files;
}
