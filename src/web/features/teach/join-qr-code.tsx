import { useMemo } from 'react';
import { encode } from 'uqr';

/**
 * The join page's address as a QR code, drawn as SVG rectangles (no inline markup, so the page's content
 * security policy stays strict). Medium error correction: still readable from a projector or a creased card.
 */
export function JoinQrCode({ url, label, className = '' }: { url: string; label: string; className?: string }) {
  const { path, size } = useMemo(() => {
    const qr = encode(url, { ecc: 'M', border: 2 });
    // One path of unit squares: far fewer DOM nodes than a rect per module.
    let d = '';
    qr.data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`;
      }),
    );
    return { path: d, size: qr.size };
  }, [url]);
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges" className={`bg-white ${className}`}>
      <path d={path} fill="#0f172a" />
    </svg>
  );
}
