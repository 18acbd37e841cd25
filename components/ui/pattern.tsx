/**
 * The site's drawn motif: fine engraved lines like the guilloche of a legal seal, used where a
 * photograph would go. Purely decorative. Drawn by the `seal-pattern` utility (app/globals.css)
 * in the text colour `className` gives, at the size it gives (square unless told otherwise).
 */
export function SealPattern({ className = '' }: { className?: string }) {
  return <span aria-hidden="true" className={`seal-pattern ${className}`} />;
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
