import type { Metadata } from 'next';
import { ImageCard } from '@/components/admin/images/image-card';
import { ImageDelete, ImageEdit } from '@/components/admin/images/image-edit';
import { ImageUpload } from '@/components/admin/images/image-upload';
import { getImageLibrary } from '@/lib/admin/images/loaders';
import { imageFormMessages } from '@/lib/admin/images/messages';
import { adminLocale, adminTranslator } from '@/lib/admin/locale';
import { adminPaths, loginPathFor } from '@/lib/routing';

export async function generateMetadata(): Promise<Metadata> {
  return { title: adminTranslator(await adminLocale())('meta.images') };
}

type Search = Promise<Record<string, string | string[] | undefined>>;

const one = (value: string | string[] | undefined) =>
  typeof value === 'string' ? value.slice(0, 200) : '';

/** /admin/images: upload, search, describe, replace and delete the library's images. */
export default async function ImagesPage({ searchParams }: { searchParams: Search }) {
  const query = await searchParams;
  const q = one(query.q).trim();
  const { locale, images } = await getImageLibrary(q);
  const t = adminTranslator(locale);
  const errors = imageFormMessages(locale);
  const loginHref = loginPathFor(adminPaths.images);
  const fields = {
    altEs: t('images.altEs'),
    altEn: t('images.altEn'),
    altHint: t('images.altHint'),
    captionEs: t('images.captionEs'),
    captionEn: t('images.captionEn'),
    credit: t('images.credit'),
    focalX: t('images.focalX'),
    focalY: t('images.focalY'),
    focalHint: t('images.focalHint'),
  };
  const upload = {
    ...fields,
    file: t('images.file'),
    fileHint: t('images.fileHint'),
    uploading: t('images.uploading'),
    processing: t('images.processing'),
    locationRemoved: t('images.locationRemoved'),
    metadataRemoved: t('images.metadataRemoved'),
  };
  const kinds = {
    publication: t('images.kinds.publication'),
    blog: t('images.kinds.blog'),
    bulletin: t('images.kinds.bulletin'),
  };
  const size = (bytes: number) =>
    new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: bytes >= 1e6 ? 'megabyte' : 'kilobyte',
      maximumFractionDigits: 1,
    }).format(bytes >= 1e6 ? bytes / 1e6 : bytes / 1e3);
  return (
    <>
      <h1 className="font-serif text-4xl">{t('images.title')}</h1>
      <p className="mt-3 max-w-3xl text-muted">{t('images.intro')}</p>
      {one(query.notice) === 'deleted' ? (
        <p role="status" className="mt-6 border-l-4 border-brass-500 bg-white p-4 text-ink-900">
          {t('images.deleted')}
        </p>
      ) : null}

      <section
        aria-labelledby="upload-image"
        className="mt-10 border border-stone-line bg-white p-6"
      >
        <h2 id="upload-image" className="mb-6 font-serif text-2xl">
          {t('images.uploadTitle')}
        </h2>
        <ImageUpload
          prefix="new-image"
          texts={{ ...upload, submit: t('images.upload'), done: t('images.uploaded') }}
          errors={errors}
          loginHref={loginHref}
        />
      </section>

      <section aria-labelledby="image-library" className="mt-12">
        <h2 id="image-library" className="font-serif text-2xl">
          {t('images.listTitle')}
        </h2>
        <form method="get" role="search" className="mt-4 flex flex-wrap items-end gap-3">
          <div className="min-w-0 grow">
            <label htmlFor="image-search" className="mb-1 block text-sm font-semibold text-ink-900">
              {t('images.searchLabel')}
            </label>
            <input
              id="image-search"
              name="q"
              type="search"
              defaultValue={q}
              maxLength={200}
              className="block min-h-11 w-full border border-ink-900/60 bg-white px-3 py-2"
            />
          </div>
          <button
            type="submit"
            className="inline-flex min-h-11 items-center border border-ink-900 bg-white px-5 py-2 text-sm font-semibold text-ink-900 hover:bg-ink-900 hover:text-white"
          >
            {t('images.search')}
          </button>
        </form>
        {images.length === 0 ? (
          <p className="mt-4 border border-stone-line bg-white p-6">
            {q ? t('images.emptyFiltered', { query: q }) : t('images.empty')}
          </p>
        ) : (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
            {images.map((image) => (
              <ImageCard
                key={image.id}
                image={image}
                alt={locale === 'es' ? image.alt_es : image.alt_en}
                texts={{
                  facts: t('images.facts', {
                    width: image.width,
                    height: image.height,
                    size: size(image.bytes),
                  }),
                  uses: t('images.uses', { count: image.uses.length }),
                  unused: t('images.unused'),
                  kinds,
                }}
                sections={[
                  {
                    summary: t('images.edit'),
                    body: (
                      <ImageEdit
                        id={image.id}
                        values={{
                          altEs: image.alt_es,
                          altEn: image.alt_en,
                          captionEs: image.caption_es ?? '',
                          captionEn: image.caption_en ?? '',
                          credit: image.credit ?? '',
                          focalX: String(Math.round(image.focal_x * 100)),
                          focalY: String(Math.round(image.focal_y * 100)),
                        }}
                        texts={{
                          ...fields,
                          save: t('images.save'),
                          saving: t('images.saving'),
                          saved: t('images.saved'),
                        }}
                        errors={errors}
                        loginHref={loginHref}
                      />
                    ),
                  },
                  {
                    summary: t('images.replace'),
                    body: (
                      <>
                        <p className="mb-3 text-sm text-muted">{t('images.replaceHint')}</p>
                        <ImageUpload
                          prefix={`replace-${image.id}`}
                          replace={{ id: image.id, name: image.original_name }}
                          texts={{
                            ...upload,
                            submit: t('images.replaceSubmit'),
                            done: t('images.replaced'),
                          }}
                          errors={errors}
                          loginHref={loginHref}
                        />
                      </>
                    ),
                  },
                  {
                    summary: t('images.delete'),
                    body: (
                      <ImageDelete
                        id={image.id}
                        name={image.original_name}
                        locale={locale}
                        texts={{
                          question: t.raw('images.deleteQuestion') as string,
                          submit: t('images.deleteSubmit'),
                          pending: t('images.deleting'),
                          inUse: t.raw('images.inUse') as string,
                          kinds,
                        }}
                        errors={errors}
                        loginHref={loginHref}
                      />
                    ),
                  },
                ]}
              />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
