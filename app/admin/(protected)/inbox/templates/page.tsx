import type { Metadata } from 'next';
import { ReplyTemplates } from '@/components/admin/inbox/reply-templates';
import { getReplyTemplates } from '@/lib/admin/inbox/reply-loaders';
import { adminLocale, adminTranslator, formMessages } from '@/lib/admin/locale';

export async function generateMetadata(): Promise<Metadata> {
  return { title: adminTranslator(await adminLocale())('meta.inboxTemplates') };
}

/** /admin/inbox/templates: the reply templates, each language on its own, for admins to edit. */
export default async function ReplyTemplatesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ locale, templates }, { saved }] = await Promise.all([getReplyTemplates(), searchParams]);
  return (
    <ReplyTemplates
      locale={locale}
      templates={templates}
      saved={typeof saved === 'string' ? saved : undefined}
      errors={formMessages(locale).errors}
    />
  );
}
