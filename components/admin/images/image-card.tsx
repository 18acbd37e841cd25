import Link from 'next/link';
import type { ReactNode } from 'react';
import type { LibraryImage } from '@/lib/images/library';
import { imageFilePath, adminEditPath } from '@/lib/routing';

// One image of the library: a thumbnail from its own files (AVIF where the browser reads it,
// else WebP), its name, size, dimensions and uses; the forms come in as children.

const disclosure =
  'border-t border-stone-line pt-3 [&_summary]:inline-flex [&_summary]:min-h-11 [&_summary]:cursor-pointer [&_summary]:items-center [&_summary]:font-semibold [&_summary]:text-ink-900 [&_summary]:underline [&_summary]:underline-offset-4';

/** The smallest file of `format`: the thumbnail. */
const thumbnail = (image: LibraryImage, format: 'avif' | 'webp') =>
  image.variants.filter((v) => v.format === format).sort((a, b) => a.width - b.width)[0];

export function ImageCard({
  image,
  alt,
  texts,
  sections,
}: {
  image: LibraryImage;
  alt: string;
  texts: { facts: string; uses: string; unused: string; kinds: Record<string, string> };
  sections: { summary: string; body: ReactNode }[];
}) {
  const webp = thumbnail(image, 'webp');
  const avif = thumbnail(image, 'avif');
  return (
    <li className="flex flex-col border border-stone-line bg-white">
      {webp ? (
        <picture>
          {avif ? <source type="image/avif" srcSet={imageFilePath(avif.name)} /> : null}
          <img
            src={imageFilePath(webp.name)}
            alt={alt}
            width={webp.width}
            height={webp.height}
            loading="lazy"
            decoding="async"
            className="aspect-[4/3] w-full bg-stone-100 object-cover"
            style={{
              objectPosition: `${image.focal_x * 100}% ${image.focal_y * 100}%`,
              backgroundImage: `url(${image.placeholder})`,
              backgroundSize: 'cover',
            }}
          />
        </picture>
      ) : null}
      <div className="space-y-3 p-4">
        <h3 className="font-semibold [overflow-wrap:anywhere]">{image.original_name}</h3>
        <p className="text-sm text-muted">{texts.facts}</p>
        {image.uses.length ? (
          <div className="text-sm">
            <p>{texts.uses}</p>
            <ul className="mt-1 list-disc pl-5">
              {image.uses.map((use) => (
                <li key={use.id} className="[overflow-wrap:anywhere]">
                  <Link
                    href={adminEditPath(use.kind, use.id)}
                    className="underline underline-offset-4"
                  >
                    {use.title}
                  </Link>{' '}
                  <span className="text-muted">({texts.kinds[use.kind]})</span>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="text-sm text-muted">{texts.unused}</p>
        )}
        {sections.map((section) => (
          <details key={section.summary} className={disclosure}>
            <summary>
              {section.summary}
              <span className="sr-only">: {image.original_name}</span>
            </summary>
            <div className="mt-3">{section.body}</div>
          </details>
        ))}
      </div>
    </li>
  );
}
