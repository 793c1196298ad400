import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ISLANDS } from '../../../content/islands';
import { ISLAND_KEYS } from '../../../content/schema/ids';
import { AdventureMapArt, ISLAND_MAP_POSITIONS, MAP_ROUTE, MAP_VIEWBOX } from './adventure-map-art';
import { IslandEmblem } from './island-emblem';

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

  it('is decorative and draws every island, with a glow only for the island of the month', () => {
    const { container, rerender } = render(<AdventureMapArt className="map" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('viewBox', '0 0 1200 800');
    expect(svg).toHaveClass('map');
    expect(container.querySelector('.mi-map-glow')).toBeNull();
    for (const key of ISLAND_KEYS) {
      const { x, y } = ISLAND_MAP_POSITIONS[key];
      expect(container.querySelector(`g[transform^="translate(${x} ${y})"]`), key).not.toBeNull();
    }
    rerender(<AdventureMapArt monthlyIsland="risk" />);
    const glow = container.querySelector('.mi-map-glow');
    expect(glow).toHaveAttribute('cx', String(ISLAND_MAP_POSITIONS.risk.x));
  });

  it('resolves every reference to its own definitions', () => {
    const { container } = render(<AdventureMapArt />);
    const ids = new Set([...container.querySelectorAll('[id]')].map((el) => el.id));
    const refs = [...container.querySelectorAll('use')].map((el) => el.getAttribute('href')?.slice(1));
    const urls = [...container.innerHTML.matchAll(/url\(#([^)]+)\)/g)].map((m) => m[1]);
    for (const ref of [...refs, ...urls]) expect(ids.has(ref ?? ''), ref).toBe(true);
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
