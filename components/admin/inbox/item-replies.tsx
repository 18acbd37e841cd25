import Link from 'next/link';
import { getItemReplies } from '@/lib/admin/inbox/reply-loaders';
import { formatAdminDateTime } from '@/lib/admin/entries/list';
import { adminTranslator } from '@/lib/admin/locale';
import { fillTemplate, replyPurposes, type ReplyStatus } from '@/lib/inbox/replies';
import type { InboxItem } from '@/lib/inbox/types';
import { adminInboxItemPath, adminPaths, loginPathFor, type Locale } from '@/lib/routing';
import { ReplyForm } from './reply-form';

type Props = { item: InboxItem; locale: Locale; errors: Record<string, string> };

const statusLook: Record<ReplyStatus, string> = {
  pending: 'border-stone-line bg-white',
  sent: 'border-green-800 bg-green-50',
  failed: 'border-red-800 bg-red-50',
};

/**
 * An item's replies: the ones sent (who, when, the delivery status the outbox knows) and the
 * form that writes the next one, from a template in the visitor's language or from scratch.
 */
export async function ItemReplies({ item, locale, errors }: Props) {
  const t = adminTranslator(locale);
  const { templates, sent } = await getItemReplies(item.kind, item.id);
  const name = item.kind === 'lead' ? (item.name ?? '') : `${item.first_name} ${item.last_name}`;
  const start = templates.find((x) => x.purpose === 'acknowledge' && x.locale === item.locale);
  const languages = { es: t('inbox.languages.es'), en: t('inbox.languages.en') };
  return (
    <section aria-labelledby="inbox-replies-title" id="inbox-replies" className="mt-10">
      <h2 id="inbox-replies-title" className="font-serif text-2xl">
        {t('inbox.replies.title')}
      </h2>
      <p className="mt-2 text-sm text-muted">{t('inbox.replies.intro')}</p>
      <h3 className="mt-6 text-lg font-semibold">{t('inbox.replies.sentTitle')}</h3>
      {sent.length ? (
        <ol className="mt-2 space-y-3" data-testid="sent-replies">
          {sent.map((reply) => (
            <li
              key={reply.id}
              data-reply-status={reply.status}
              className={`border-l-4 p-3 ${statusLook[reply.status]}`}
            >
              <p className="font-semibold [overflow-wrap:anywhere]">{reply.subject}</p>
              <p className="mt-1 text-sm">{t(`inbox.replies.statuses.${reply.status}`)}</p>
              <p className="mt-1 text-xs text-muted">
                {t('inbox.replies.sentBy', {
                  name: reply.by ?? t('inbox.item.unknownUser'),
                  at: formatAdminDateTime(reply.at, locale),
                  language: languages[reply.locale],
                })}
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-2 text-muted">{t('inbox.replies.sentEmpty')}</p>
      )}
      <h3 className="mt-6 text-lg font-semibold">{t('inbox.replies.composeTitle')}</h3>
      <div className="mt-2 max-w-2xl">
        <ReplyForm
          kind={item.kind}
          id={item.id}
          name={name}
          language={item.locale}
          initial={{
            subject: start ? fillTemplate(start.subject, name) : '',
            body: start ? fillTemplate(start.body, name) : '',
          }}
          labels={{
            template: t('inbox.replies.template'),
            purposes: Object.fromEntries(
              replyPurposes.map((p) => [p, t(`inbox.replies.purposes.${p}`)]),
            ) as Record<(typeof replyPurposes)[number], string>,
            language: t('inbox.replies.language'),
            languages,
            useTemplate: t('inbox.replies.useTemplate'),
            useTemplateNote: t('inbox.replies.useTemplateNote'),
            to: t('inbox.replies.to', { email: item.email }),
            subject: t('inbox.replies.subject'),
            body: t('inbox.replies.body'),
            bodyNote: t('inbox.replies.bodyNote'),
            send: t('inbox.replies.send'),
            pending: t('inbox.replies.pending'),
          }}
          errors={errors}
          loginHref={loginPathFor(adminInboxItemPath(item.kind, item.id))}
        />
      </div>
      <p className="mt-4">
        <Link href={adminPaths.inboxTemplates} className="underline underline-offset-2">
          {t('inbox.replies.editTemplates')}
        </Link>
      </p>
    </section>
  );
}
