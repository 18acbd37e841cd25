import type { Metadata } from 'next';
import * as z from 'zod/mini';
import { CategoryForm } from '@/components/admin/categories/category-form';
import { CategoryRemoval } from '@/components/admin/categories/category-removal';
import { listCategoriesFresh } from '@/lib/admin/categories/loaders';
import {
  addCategoryAction,
  deleteCategoryAction,
  mergeCategoryAction,
  renameCategoryAction,
} from '@/lib/admin/categories/actions';
import { adminLocale, adminTranslator, categoryFormMessages } from '@/lib/admin/locale';
import { requirePage } from '@/lib/auth/guard';
import { adminPaths, loginPathFor } from '@/lib/routing';

export async function generateMetadata(): Promise<Metadata> {
  return { title: adminTranslator(await adminLocale())('meta.categories') };
}

// What a deletion or a merge left to say (they leave the page by redirect): anything else in the
// query is ignored.
const noticeQuery = z.object({
  notice: z.enum(['deleted', 'merged']),
  into: z.optional(z.string().check(z.maxLength(40))),
  moved: z.optional(z.coerce.number().check(z.int(), z.nonnegative())),
});

type Search = Promise<Record<string, string | string[] | undefined>>;

/** /admin/categories: every category with both names; add one, rename, delete or merge any. */
export default async function CategoriesPage({ searchParams }: { searchParams: Search }) {
  const [, locale, query] = await Promise.all([
    requirePage('categories.edit'),
    adminLocale(),
    searchParams,
  ]);
  const categories = await listCategoriesFresh();
  const t = adminTranslator(locale);
  const parsed = noticeQuery.safeParse(query);
  const into = parsed.success ? categories.find((c) => c.id === parsed.data.into) : undefined;
  const notice = !parsed.success
    ? null
    : parsed.data.notice === 'deleted'
      ? t('categories.deleted')
      : into
        ? t('categories.merged', { label: into.label[locale], count: parsed.data.moved ?? 0 })
        : null;
  const removalTexts = {
    ...Object.fromEntries(
      (
        [
          'deleteOpen',
          'deleteQuestion',
          'deleteSubmit',
          'inUse',
          'mergeOpen',
          'mergeTarget',
          'mergeHint',
          'mergeSubmitOf',
        ] as const
      ).map((key) => [key, t.raw(`categories.${key}`) as string]),
    ),
    deletePending: t('categories.deletePending'),
    mergeSubmit: t('categories.mergeSubmit'),
    mergePending: t('categories.mergePending'),
    kinds: {
      publication: t('categories.kinds.publication'),
      blog: t('categories.kinds.blog'),
      bulletin: t('categories.kinds.bulletin'),
    },
  } as Parameters<typeof CategoryRemoval>[0]['texts'];
  const messages = categoryFormMessages(locale);
  const loginHref = loginPathFor(adminPaths.categories);
  const fieldTexts = {
    labelEs: t('categories.labelEs'),
    labelEn: t('categories.labelEn'),
    id: t('categories.id'),
    idHint: t('categories.idHint'),
  };
  return (
    <>
      <h1 className="font-serif text-4xl">{t('categories.title')}</h1>
      <p className="mt-3 max-w-3xl text-muted">{t('categories.intro')}</p>
      {notice ? (
        <p role="status" className="mt-6 border-l-4 border-brass-500 bg-white p-4 text-ink-900">
          {notice}
        </p>
      ) : null}

      <section
        aria-labelledby="add-category"
        className="mt-10 border border-stone-line bg-white p-6"
      >
        <h2 id="add-category" className="font-serif text-2xl">
          {t('categories.addTitle')}
        </h2>
        <p className="mt-2 mb-6 text-muted">{t('categories.addIntro')}</p>
        <CategoryForm
          mode="add"
          idPrefix="new-category"
          action={addCategoryAction}
          initial={{ id: '', labelEs: '', labelEn: '' }}
          locale={locale}
          messages={messages}
          loginHref={loginHref}
          texts={{
            ...fieldTexts,
            submit: t('categories.addSubmit'),
            pending: t('categories.addPending'),
            success: t.raw('categories.added'),
          }}
        />
      </section>

      <section aria-labelledby="category-list" className="mt-12">
        <h2 id="category-list" className="font-serif text-2xl">
          {t('categories.listTitle')}
        </h2>
        {categories.length === 0 ? (
          <p className="mt-4 border border-stone-line bg-white p-6">{t('categories.empty')}</p>
        ) : (
          <ul className="mt-4 space-y-4">
            {categories.map((category) => (
              <li key={category.id} className="border border-stone-line bg-white p-6">
                <h3 className="font-serif text-xl [overflow-wrap:anywhere]">
                  {category.label[locale]}
                </h3>
                <p className="mt-1 mb-4 text-sm text-muted">
                  {t('categories.idLabel', { id: category.id })}
                </p>
                <CategoryForm
                  mode="rename"
                  idPrefix={`category-${category.id}`}
                  action={renameCategoryAction}
                  initial={{
                    id: category.id,
                    labelEs: category.label.es,
                    labelEn: category.label.en,
                  }}
                  locale={locale}
                  messages={messages}
                  loginHref={loginHref}
                  texts={{
                    ...fieldTexts,
                    submit: t('categories.renameSubmit'),
                    submitName: t('categories.renameSubmitOf', { label: category.label[locale] }),
                    pending: t('categories.renamePending'),
                    success: t.raw('categories.renamed'),
                  }}
                />
                <CategoryRemoval
                  category={{ id: category.id, label: category.label[locale] }}
                  targets={categories
                    .filter((other) => other.id !== category.id)
                    .map((other) => ({ id: other.id, label: other.label[locale] }))}
                  deleteAction={deleteCategoryAction}
                  mergeAction={mergeCategoryAction}
                  locale={locale}
                  messages={messages}
                  loginHref={loginHref}
                  texts={removalTexts}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
