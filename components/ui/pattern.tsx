/**
 * The site's drawn motif: fine engraved lines like the guilloche of a legal seal, used where a
 * photograph would go. Purely decorative.
 */
export function SealPattern({ className = '' }: { className?: string }) {
  const rings = [40, 62, 84, 106, 128, 150, 172];
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
      {/* 48 rays between radius 140 and 172, drawn as one dashed ring (a thick stroke cut into
          thin dashes) rather than 48 lines: the pattern repeats on every portrait of a page, in
          its HTML and again in its RSC payload. */}
      <circle
        cx="200"
        cy="200"
        r="156"
        strokeWidth="32"
        pathLength="480"
        strokeDasharray="0.3 9.7"
      />
      <g strokeWidth="0.5">
        {Array.from({ length: 12 }, (_, i) => (
          <ellipse
            key={i}
            cx="200"
            cy="200"
            rx="84"
            ry="26"
            transform={`rotate(${i * 15} 200 200)`}
          />
        ))}
      </g>
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
