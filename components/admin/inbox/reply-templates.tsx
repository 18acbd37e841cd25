import Link from 'next/link';
import { formatAdminDateTime } from '@/lib/admin/entries/list';
import { adminTranslator } from '@/lib/admin/locale';
import { namePlaceholder, type ReplyTemplate } from '@/lib/inbox/replies';
import { adminPaths, loginPathFor, type Locale } from '@/lib/routing';
import { TemplateForm } from './template-form';

/** The reply templates, one form per template and language; the one just saved says so. */
export function ReplyTemplates({
  locale,
  templates,
  saved,
  errors,
}: {
  locale: Locale;
  templates: ReplyTemplate[];
  saved: string | undefined;
  errors: Record<string, string>;
}) {
  const t = adminTranslator(locale);
  return (
    <>
      <p>
        <Link href={adminPaths.inbox} className="font-semibold underline underline-offset-2">
          {t('inbox.templates.back')}
        </Link>
      </p>
      <h1 className="mt-4 font-serif text-4xl">{t('inbox.templates.title')}</h1>
      <p className="mt-3 max-w-2xl text-muted">
        {t('inbox.templates.intro', { placeholder: namePlaceholder })}
      </p>
      {templates.map((template) => {
        const slug = `${template.purpose}-${template.locale}`;
        return (
          <section key={slug} aria-labelledby={`template-${slug}`} className="mt-10 max-w-2xl">
            <h2 id={`template-${slug}`} className="font-serif text-2xl">
              {t('inbox.templates.heading', {
                purpose: t(`inbox.replies.purposes.${template.purpose}`),
                language: t(`inbox.languages.${template.locale}`),
              })}
            </h2>
            {template.updatedBy ? (
              <p className="mt-1 text-sm text-muted">
                {t('inbox.templates.updated', {
                  name: template.updatedBy,
                  at: formatAdminDateTime(template.updatedAt, locale),
                })}
              </p>
            ) : null}
            {saved === slug ? (
              <p role="status" className="mt-2 border-l-4 border-green-800 bg-green-50 p-3">
                {t('inbox.templates.saved')}
              </p>
            ) : null}
            <div className="mt-4">
              <TemplateForm
                template={template}
                labels={{
                  subject: t('inbox.templates.subject'),
                  body: t('inbox.templates.body'),
                  save: t('inbox.templates.save'),
                  pending: t('inbox.templates.pending'),
                }}
                errors={errors}
                loginHref={loginPathFor(adminPaths.inboxTemplates)}
              />
            </div>
          </section>
        );
      })}
    </>
  );
}
