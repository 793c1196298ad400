import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ISLANDS } from '../../../content/islands';
import { ISLAND_KEYS } from '../../../content/schema/ids';
import { AdventureMapArt } from './adventure-map-art';
import { renderMapArtFiles } from './adventure-map-files';
import { ISLAND_MAP_POSITIONS, MAP_ART_LAYERS, MAP_ROUTE, MAP_VIEWBOX, MAP_WAVES } from './adventure-map-layout';
import { IslandEmblem } from './island-emblem';

const FILES = renderMapArtFiles();
const parse = (svg: string) => new DOMParser().parseFromString(svg, 'image/svg+xml');

/** Every `<use href>` and `url(#…)` of a document, and whether its own ids define it. */
function unresolvedReferences(root: Document | Element, markup: string): string[] {
  const ids = new Set([...root.querySelectorAll('[id]')].map((el) => el.id));
  const refs = [...root.querySelectorAll('use')].map((el) => el.getAttribute('href')?.slice(1) ?? '');
  const urls = [...markup.matchAll(/url\(#([^)]+)\)/g)].map((m) => m[1] ?? '');
  return [...refs, ...urls].filter((ref) => !ids.has(ref));
}

describe('adventure map art', () => {
  it('places every island inside the canvas, with its whole hotspot on the map', () => {
    for (const key of ISLAND_KEYS) {
      const { x, y, r } = ISLAND_MAP_POSITIONS[key];
      expect(r, key).toBeGreaterThanOrEqual(45);
      expect(r, key).toBeLessThanOrEqual(60);
      expect(x - r, key).toBeGreaterThan(0);
      expect(y - r, key).toBeGreaterThan(0);
      expect(x + r, key).toBeLessThan(MAP_VIEWBOX.width);
      expect(y + r, key).toBeLessThan(MAP_VIEWBOX.height);
    }
  });

  it('keeps every pair of hotspots apart', () => {
    for (const [i, a] of ISLAND_KEYS.entries()) {
      for (const b of ISLAND_KEYS.slice(i + 1)) {
        const p = ISLAND_MAP_POSITIONS[a];
        const q = ISLAND_MAP_POSITIONS[b];
        expect(Math.hypot(p.x - q.x, p.y - q.y), `${a} and ${b}`).toBeGreaterThan(p.r + q.r);
      }
    }
  });

  it('sails the route in unlock order', () => {
    expect(MAP_ROUTE).toEqual(ISLANDS.map((island) => island.key));
  });

  it('draws every island into the islands layer, and the route in the sea-life layer', () => {
    const islands = parse(FILES.islands);
    for (const key of ISLAND_KEYS) {
      const { x, y } = ISLAND_MAP_POSITIONS[key];
      expect(islands.querySelector(`g[transform^="translate(${x} ${y})"]`), key).not.toBeNull();
    }
    const { x, y } = ISLAND_MAP_POSITIONS[MAP_ROUTE[0] ?? 'seed'];
    expect([...parse(FILES['sea-life']).querySelectorAll('path')].some((path) => path.getAttribute('d')?.startsWith(`M${x} ${y}C`))).toBe(true);
  });

  it('writes each layer as a standalone SVG file the CSP allows as an image: no scripts, styles or outside references', () => {
    for (const layer of MAP_ART_LAYERS) {
      const doc = parse(FILES[layer]);
      expect(doc.querySelector('parsererror'), layer).toBeNull();
      const svg = doc.documentElement;
      expect(svg.tagName, layer).toBe('svg');
      expect(svg.getAttribute('xmlns'), layer).toBe('http://www.w3.org/2000/svg');
      expect(svg.getAttribute('viewBox'), layer).toBe(layer === 'waves' ? `${-MAP_WAVES.overhang} 0 ${MAP_WAVES.width} ${MAP_VIEWBOX.height}` : '0 0 1200 800');
      expect(doc.querySelectorAll('script, style, [style], foreignObject, image').length, layer).toBe(0);
      expect(unresolvedReferences(doc, FILES[layer]), layer).toEqual([]);
    }
  });

  it('lets the waves drift without showing their edge', () => {
    expect(MAP_WAVES.width).toBe(MAP_VIEWBOX.width + 2 * MAP_WAVES.overhang);
    expect(MAP_WAVES.drift).toBeLessThanOrEqual(MAP_WAVES.overhang);
  });

  it('is decorative: the layers as images in order, with the boat and a glow only for the island of the month between sea and islands', () => {
    const { container, rerender } = render(<AdventureMapArt className="map" />);
    const art = screen.getByTestId('adventure-map-art');
    expect(art).toHaveAttribute('aria-hidden', 'true');
    expect(art).toHaveClass('map');
    expect(screen.queryByRole('img')).toBeNull();
    const layers = [...art.querySelectorAll('img')];
    expect(layers.map((img) => img.getAttribute('alt'))).toEqual(MAP_ART_LAYERS.map(() => ''));
    expect(layers.map((img) => decodeURIComponent(img.getAttribute('src') ?? '').replace('data:image/svg+xml,', ''))).toEqual(MAP_ART_LAYERS.map((layer) => FILES[layer]));
    const overlay = art.querySelector('svg');
    expect(overlay).toHaveAttribute('viewBox', '0 0 1200 800');
    // The overlay sits above the sea life and under the islands, so the glow shines around the island, not over it.
    expect(overlay?.previousElementSibling).toBe(layers[2]);
    expect(overlay?.nextElementSibling).toBe(layers[3]);
    expect(overlay?.querySelector('.mi-map-bob')).not.toBeNull();
    expect(container.querySelector('.mi-map-glow')).toBeNull();
    rerender(<AdventureMapArt monthlyIsland="risk" />);
    const glow = container.querySelector('.mi-map-glow');
    expect(glow).toHaveAttribute('cx', String(ISLAND_MAP_POSITIONS.risk.x));
    expect(unresolvedReferences(art, art.innerHTML)).toEqual([]);
  });
});

describe('island emblem', () => {
  it('draws a decorative badge for every island', () => {
    for (const key of ISLAND_KEYS) {
      const { container, unmount } = render(<IslandEmblem island={key} className="h-16 w-16" />);
      const svg = container.querySelector('svg');
      expect(svg, key).toHaveAttribute('aria-hidden', 'true');
      expect(svg, key).toHaveAttribute('viewBox', '0 0 64 64');
      expect(svg?.querySelectorAll('path, circle, rect, ellipse').length, key).toBeGreaterThan(2);
      expect(screen.queryByRole('img')).toBeNull();
      unmount();
    }
  });

  it('is an image named by its title when given one', () => {
    render(<IslandEmblem island="risk" title="Risk Volcano" />);
    const img = screen.getByRole('img', { name: 'Risk Volcano' });
    expect(img.querySelector('title')).toHaveTextContent('Risk Volcano');
  });
});
