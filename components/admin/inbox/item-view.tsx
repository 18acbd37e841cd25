import Link from 'next/link';
import { adminTranslator } from '@/lib/admin/locale';
import type { InboxItem } from '@/lib/inbox/types';
import { adminPaths, type Locale } from '@/lib/routing';
import { ConflictCheck } from './conflict-check';
import { ItemConsent, ItemFields } from './item-fields';
import { ItemCorrection } from './item-correction';
import { ItemReplies } from './item-replies';
import { ItemRetention } from './item-retention';
import { ItemAssignment, ItemNotes, ItemSpam, ItemStatus } from './item-work';

/**
 * One lead or application: what was sent, the consent record, the status with its history, a
 * lead's assignment, the internal notes, the spam mark, and when it will be deleted (legal hold
 * and an application's "keep" mark).
 */
export function ItemView({
  item,
  locale,
  errors,
}: {
  item: InboxItem;
  locale: Locale;
  errors: Record<string, string>;
}) {
  const t = adminTranslator(locale);
  const name = item.kind === 'lead' ? (item.name ?? '') : `${item.first_name} ${item.last_name}`;
  const props = { item, locale, errors };
  return (
    <>
      <p>
        <Link href={adminPaths.inbox} className="font-semibold underline underline-offset-2">
          {t('inbox.item.back')}
        </Link>
      </p>
      <h1 className="mt-4 font-serif text-4xl [overflow-wrap:anywhere]">
        {t(item.kind === 'lead' ? 'inbox.item.titleLead' : 'inbox.item.titleApplication', {
          name,
        })}
      </h1>
      <section aria-labelledby="inbox-fields" className="mt-8">
        <h2 id="inbox-fields" className="font-serif text-2xl">
          {t('inbox.item.fieldsTitle')}
        </h2>
        <div className="mt-4">
          <ItemFields item={item} locale={locale} />
        </div>
      </section>
      <section aria-labelledby="inbox-consent" className="mt-10">
        <h2 id="inbox-consent" className="font-serif text-2xl">
          {t('inbox.item.consentTitle')}
        </h2>
        <div className="mt-4">
          <ItemConsent item={item} locale={locale} />
        </div>
      </section>
      <ItemCorrection {...props} />
      <ItemStatus {...props} />
      {item.kind === 'lead' ? <ItemAssignment {...props} /> : null}
      {item.kind === 'lead' ? <ConflictCheck id={item.id} locale={locale} errors={errors} /> : null}
      <ItemNotes {...props} />
      <ItemReplies {...props} />
      <ItemSpam {...props} />
      <ItemRetention {...props} />
    </>
  );
}
