import { SealPattern } from '@/components/ui/pattern';

/** Initials for a Colombian name: the first given name and the first surname (second-to-last word). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/);
  const surname = words.length > 2 ? words.at(-2) : words.at(-1);
  return `${words[0]?.charAt(0) ?? ''}${words.length > 1 ? (surname?.charAt(0) ?? '') : ''}`;
}

type PortraitProps = {
  name: string;
  /** A photo under public/, or none for the drawn monogram. */
  src?: string;
  alt: string;
  className?: string;
};

/**
 * A lawyer's portrait in a fixed 4:5 frame. Without a photo the frame holds an engraved
 * monogram in the firm's navy and brass, so a photo added later takes the same place and moves
 * nothing.
 */
export function Portrait({ name, src, alt, className = '' }: PortraitProps) {
  return (
    <div className={`@container relative aspect-[4/5] overflow-hidden bg-ink-900 ${className}`}>
      {src ? (
        // A plain <img>: next/image is a client component and would add about 5 kB of script to
        // every page that shows a portrait frame, photo or not. The file is prepared at size (4:5).
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={src}
          alt={alt}
          loading="lazy"
          decoding="async"
          className="absolute inset-0 h-full w-full object-cover"
        />
      ) : (
        <div aria-hidden="true" className="absolute inset-0 flex items-center justify-center">
          <SealPattern className="absolute top-1/2 left-1/2 w-[135%] max-w-none -translate-x-1/2 -translate-y-1/2 text-brass-500/20" />
          <span className="absolute inset-[6%] border border-brass-500/40" />
          <span className="relative font-serif text-[30cqw] leading-none tracking-[0.04em] text-brass-300">
            {initialsOf(name)}
          </span>
        </div>
      )}
    </div>
  );
}
