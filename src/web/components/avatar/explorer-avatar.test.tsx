import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCESSORIES } from '../../../content/accessories';
import { AVATAR_BASES } from '../../../content/avatars';
import { AVATAR_BASE_IDS } from '../../../content/schema/ids';
import { ACCESSORY_ART_IDS, AccessoryIcon, AccessoryLayer } from './accessory-art';
import { ExplorerAvatar, PILLAR_ACCENT } from './explorer-avatar';

const FULL = {
  headwear: 'sprout-cap',
  eyewear: 'mirage-shades',
  back: 'ledger-backpack',
  accessory: 'trust-bracelet',
  footwear: 'lava-boots',
} as const;

afterEach(cleanup);

function before(a: Element | null, b: Element | null): boolean {
  expect(a).not.toBeNull();
  expect(b).not.toBeNull();
  return (a!.compareDocumentPosition(b!) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
}

describe('ExplorerAvatar', () => {
  it.each(AVATAR_BASE_IDS)('draws %s with a body, head, hair and face', (base) => {
    const { container } = render(<ExplorerAvatar base={base} />);
    const svg = container.querySelector(`svg[data-base="${base}"]`);
    expect(svg).not.toBeNull();
    for (const layer of ['body', 'outfit', 'head', 'hair', 'face']) {
      expect(svg!.querySelector(`[data-layer="${layer}"]`)?.childElementCount).toBeGreaterThan(0);
    }
    expect(container.querySelector('[data-accessory]')).toBeNull();
  });

  it('is decorative without a title', () => {
    const { container } = render(<ExplorerAvatar base="guardian" />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).not.toHaveAttribute('role');
    expect(svg.querySelector('title')).toBeNull();
  });

  it('is an accessible image named by its title', () => {
    render(<ExplorerAvatar base="navigator-female" title="Girl Navigator" className="h-40 w-32" />);
    const img = screen.getByRole('img', { name: 'Girl Navigator' });
    expect(img.querySelector('title')).toHaveTextContent('Girl Navigator');
    expect(img).toHaveClass('h-40', 'w-32');
    expect(img).not.toHaveAttribute('aria-hidden');
  });

  it('draws each equipped item in its slot', () => {
    const { container } = render(<ExplorerAvatar base="innovator" equipped={FULL} />);
    for (const [slot, id] of Object.entries(FULL)) {
      const layer = container.querySelector(`[data-accessory="${id}"]`);
      expect(layer).not.toBeNull();
      expect(layer).toHaveAttribute('data-slot', slot);
    }
    expect(container.querySelectorAll('[data-accessory]')).toHaveLength(5);
  });

  it('does not draw an item put in the wrong slot, nor an unknown id', () => {
    const { container } = render(
      <ExplorerAvatar base="explorer" equipped={{ headwear: 'lava-boots', eyewear: 'galaxy-goggles', back: 'cloud-wings' }} />,
    );
    expect(container.querySelector('[data-accessory="lava-boots"]')).toBeNull();
    expect(container.querySelector('[data-accessory="galaxy-goggles"]')).toBeNull();
    expect(container.querySelectorAll('[data-accessory]')).toHaveLength(1);
  });

  it('paints the back item behind the body and the headwear over the hair', () => {
    const { container } = render(<ExplorerAvatar base="explorer-female" equipped={FULL} />);
    const q = (selector: string) => container.querySelector(selector);
    expect(before(q('[data-accessory="ledger-backpack"]'), q('[data-layer="body"]'))).toBe(true);
    expect(before(q('[data-layer="body"]'), q('[data-accessory="lava-boots"]'))).toBe(true);
    expect(before(q('[data-layer="hair"]'), q('[data-accessory="sprout-cap"]'))).toBe(true);
    expect(before(q('[data-layer="face"]'), q('[data-accessory="mirage-shades"]'))).toBe(true);
    expect(before(q('[data-accessory="mirage-shades"]'), q('[data-accessory="sprout-cap"]'))).toBe(true);
    expect(before(q('[data-accessory="sprout-cap"]'), q('[data-accessory="trust-bracelet"]'))).toBe(true);
    // The backpack's straps go over the outfit, under the head.
    expect(before(q('[data-layer="outfit"]'), q('[data-accessory-front="ledger-backpack"]'))).toBe(true);
    expect(before(q('[data-accessory-front="ledger-backpack"]'), q('[data-layer="head"]'))).toBe(true);
  });

  it.each(AVATAR_BASE_IDS)('fits every accessory on %s', (base) => {
    for (const item of ACCESSORIES) {
      const { container, unmount } = render(<ExplorerAvatar base={base} equipped={{ [item.category]: item.id }} />);
      expect(container.querySelector(`[data-accessory="${item.id}"]`)?.childElementCount).toBeGreaterThan(0);
      unmount();
    }
  });

  it('draws footwear on both feet and curls a thumb over a held item', () => {
    const { container } = render(<ExplorerAvatar base="guardian" equipped={{ footwear: 'summit-boots', accessory: 'forest-compass' }} />);
    expect(container.querySelector('[data-accessory="summit-boots"]')!.children).toHaveLength(2);
    const compass = container.querySelector('[data-accessory="forest-compass"]')!;
    expect(compass.querySelector('[data-part="thumb"]')).not.toBeNull();
    render(<AccessoryIcon id="forest-compass" title="Forest Compass" />);
    expect(screen.getByRole('img', { name: 'Forest Compass' }).querySelector('[data-part="thumb"]')).toBeNull();
  });

  it('dresses each pillar in the accent colour given in the catalogue', () => {
    for (const base of AVATAR_BASES) {
      expect(PILLAR_ACCENT[base.id.replace('-female', '') as keyof typeof PILLAR_ACCENT]).toBe(base.accent);
    }
  });
});

describe('accessory art', () => {
  it('has art for exactly the catalogue accessories', () => {
    expect([...ACCESSORY_ART_IDS].sort()).toEqual(ACCESSORIES.map((item) => item.id).sort());
  });

  it.each(ACCESSORIES.map((item) => [item.id, item.name.en]))('draws the %s icon', (id, name) => {
    render(<AccessoryIcon id={id} title={name} />);
    const img = screen.getByRole('img', { name });
    expect(img.getAttribute('viewBox')?.split(' ')).toHaveLength(4);
    const [, , w, h] = img.getAttribute('viewBox')!.split(' ').map(Number);
    expect(w).toBe(h);
    expect(img.querySelector(`[data-accessory="${id}"]`)).not.toBeNull();
  });

  it('draws nothing for an unknown id', () => {
    const { container } = render(
      <svg>
        <AccessoryLayer id="golden-unicorn" />
        <AccessoryLayer id="golden-unicorn" part="front" />
      </svg>,
    );
    expect(container.querySelector('svg')!.childElementCount).toBe(0);
    const icon = render(<AccessoryIcon id="golden-unicorn" title="Nope" />);
    expect(icon.container.childElementCount).toBe(0);
  });

  it('is decorative when the icon has no title', () => {
    const { container } = render(<AccessoryIcon id="coral-crown" className="h-12 w-12" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('svg')).toHaveClass('h-12');
  });
});
