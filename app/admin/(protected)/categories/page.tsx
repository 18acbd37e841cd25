import type { Metadata } from 'next';
import { CategoryForm } from '@/components/admin/categories/category-form';
import { listCategoriesFresh } from '@/lib/admin/categories/loaders';
import { addCategoryAction, renameCategoryAction } from '@/lib/admin/categories/actions';
import { adminLocale, adminTranslator, categoryFormMessages } from '@/lib/admin/locale';
import { requirePage } from '@/lib/auth/guard';
import { adminPaths, loginPathFor } from '@/lib/routing';

export async function generateMetadata(): Promise<Metadata> {
  return { title: adminTranslator(await adminLocale())('meta.categories') };
}

/** /admin/categories: every category with both names; add one, rename any. */
export default async function CategoriesPage() {
  const [, locale] = await Promise.all([requirePage('categories.edit'), adminLocale()]);
  const categories = await listCategoriesFresh();
  const t = adminTranslator(locale);
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
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
