/** The Money Islands mark: a small island with a palm and a gold coin sun (hand-made SVG). */
export function IslandLogo({ className = 'h-9 w-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="23" fill="#e0f2fe" />
      <circle cx="33" cy="14" r="6" fill="#fbbf24" stroke="#b45309" strokeWidth="1.5" />
      <path d="M31.5 14h3" stroke="#b45309" strokeWidth="1.5" strokeLinecap="round" />
      <path d="M4 33c6-3 12-3 20-3s14 0 20 3v4a19 19 0 0 1-40 0z" fill="#0ea5e9" />
      <ellipse cx="22" cy="31" rx="12" ry="4" fill="#fcd34d" />
      <path d="M21 31c0-6 1-11 3-15" stroke="#92400e" strokeWidth="2" fill="none" strokeLinecap="round" />
      <path d="M24 16c-4-3-9-2-11 1 4-1 7 0 11-1zM24 16c3-4 8-4 10-2-4 0-7 1-10 2zM24 16c-1-4-5-6-8-5 3 1 6 3 8 5z" fill="#16a34a" />
    </svg>
  );
}
