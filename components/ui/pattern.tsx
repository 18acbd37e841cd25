/**
 * The site's drawn motif: fine engraved lines like the guilloche of a legal seal, used where a
 * photograph would go. Purely decorative.
 */
export function SealPattern({ className = '' }: { className?: string }) {
  const rings = [40, 62, 84, 106, 128, 150, 172];
  const rays = Array.from({ length: 48 }, (_, i) => (i * 360) / 48);
  return (
    <svg
      viewBox="0 0 400 400"
      className={className}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
    >
      {rings.map((r) => (
        <circle key={r} cx="200" cy="200" r={r} strokeWidth={r % 44 === 18 ? 1.2 : 0.6} />
      ))}
      {rays.map((angle) => (
        <line
          key={angle}
          x1="200"
          y1="28"
          x2="200"
          y2="60"
          strokeWidth="0.6"
          transform={`rotate(${angle} 200 200)`}
        />
      ))}
      {Array.from({ length: 12 }, (_, i) => (
        <ellipse
          key={i}
          cx="200"
          cy="200"
          rx="84"
          ry="26"
          strokeWidth="0.5"
          transform={`rotate(${i * 15} 200 200)`}
        />
      ))}
    </svg>
  );
}

/** Thin horizontal rules that frame a page header. */
export function LinePattern({ className = '' }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 600 120"
      preserveAspectRatio="none"
      className={className}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
    >
      {Array.from({ length: 12 }, (_, i) => (
        <path
          key={i}
          d={`M0 ${10 + i * 9} C 150 ${i * 9}, 450 ${20 + i * 9}, 600 ${8 + i * 9}`}
          strokeWidth="0.6"
        />
      ))}
    </svg>
  );
}
