import { primaryButton, secondaryButton } from '@/components/admin/shell/buttons';
import { inputClass } from '@/components/form-kit/fields';
import {
  addInboxNoteAction,
  assignLeadAction,
  markInboxSpamAction,
  setInboxStatusAction,
} from '@/lib/admin/inbox/actions';
import { formatAdminDateTime } from '@/lib/admin/entries/list';
import { adminTranslator } from '@/lib/admin/locale';
import type { InboxItem } from '@/lib/inbox/types';
import { teamMembers } from '@/lib/content/team';
import { nextStatuses, type InboxStatus } from '@/lib/inbox/statuses';
import { adminInboxItemPath, loginPathFor, type Locale } from '@/lib/routing';
import { InboxForm } from './inbox-form';

type Props = { item: InboxItem; locale: Locale; errors: Record<string, string> };
const label = 'mb-1 block text-sm font-semibold text-ink-900';
const heading = 'font-serif text-2xl';

const shared = ({ item, locale, errors }: Props) => ({
  errors,
  loginHref: loginPathFor(adminInboxItemPath(item.kind, item.id)),
  pending: adminTranslator(locale)('inbox.item.pending'),
});

/** The status, the moves it allows, and its history with who and when. */
export function ItemStatus(props: Props) {
  const { item, locale } = props;
  const t = adminTranslator(locale);
  const status = (value: string) => t(`inbox.statuses.${value as InboxStatus}`);
  const next = nextStatuses(item.kind, item.status);
  return (
    <section aria-labelledby="inbox-status" className="mt-10">
      <h2 id="inbox-status" className={heading}>
        {t('inbox.item.statusTitle')}
      </h2>
      <p className="mt-2" data-status={item.status}>
        {t('inbox.item.current', { status: status(item.status) })}
      </p>
      {next.length ? (
        <div className="mt-4 max-w-md">
          <InboxForm
            {...shared(props)}
            action={setInboxStatusAction}
            name="status"
            hidden={{ kind: item.kind, id: item.id }}
            submit={t('inbox.item.move')}
            buttonClass={secondaryButton}
          >
            <label htmlFor="inbox-next-status" className={label}>
              {t('inbox.item.moveTo')}
            </label>
            <select id="inbox-next-status" name="status" className={inputClass}>
              {next.map((value) => (
                <option key={value} value={value}>
                  {status(value)}
                </option>
              ))}
            </select>
          </InboxForm>
        </div>
      ) : (
        <p className="mt-2 text-muted">{t('inbox.item.final')}</p>
      )}
      <h3 className="mt-6 text-lg font-semibold">{t('inbox.item.historyTitle')}</h3>
      {item.history.length ? (
        <ol className="mt-2 space-y-2">
          {item.history.map((change) => (
            <li key={`${change.at}-${change.to}`}>
              <time dateTime={change.at} className="block text-sm text-muted">
                {formatAdminDateTime(change.at, locale)}
              </time>
              {t('inbox.item.historyRow', { from: status(change.from), to: status(change.to) })}{' '}
              <span className="text-muted">
                {t('inbox.item.historyBy', { name: change.by ?? t('inbox.item.unknownUser') })}
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-2 text-muted">{t('inbox.item.historyEmpty')}</p>
      )}
    </section>
  );
}

/** A lead's lawyer, changeable; the lawyer is told by e-mail with a link only. */
export function ItemAssignment(props: Props) {
  const { item, locale } = props;
  const t = adminTranslator(locale);
  return (
    <section aria-labelledby="inbox-assign" className="mt-10">
      <h2 id="inbox-assign" className={heading}>
        {t('inbox.item.assignTitle')}
      </h2>
      <p className="mt-2 text-sm text-muted">{t('inbox.item.assignNote')}</p>
      <div className="mt-4 max-w-md">
        <InboxForm
          {...shared(props)}
          action={assignLeadAction}
          name="assign"
          hidden={{ id: item.id }}
          submit={t('inbox.item.assign')}
          buttonClass={secondaryButton}
        >
          <label htmlFor="inbox-lawyer" className={label}>
            {t('inbox.item.assignLabel')}
          </label>
          <select
            id="inbox-lawyer"
            name="lawyer"
            defaultValue={item.assigned_to ?? ''}
            className={inputClass}
          >
            <option value="">{t('inbox.item.nobody')}</option>
            {teamMembers.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </select>
        </InboxForm>
      </div>
    </section>
  );
}

/** The internal notes, oldest first, and the form that adds one. */
export function ItemNotes(props: Props) {
  const { item, locale } = props;
  const t = adminTranslator(locale);
  return (
    <section aria-labelledby="inbox-notes" className="mt-10">
      <h2 id="inbox-notes" className={heading}>
        {t('inbox.item.notesTitle')}
      </h2>
      <p className="mt-2 text-sm text-muted">{t('inbox.item.notesIntro')}</p>
      {item.notes.length ? (
        <ol className="mt-4 space-y-3">
          {item.notes.map((note) => (
            <li key={note.id} className="border-l-4 border-stone-line bg-white p-3">
              <p className="[overflow-wrap:anywhere] whitespace-pre-wrap">{note.body}</p>
              <p className="mt-1 text-xs text-muted">
                {t('inbox.item.noteBy', {
                  name: note.by ?? t('inbox.item.unknownUser'),
                  at: formatAdminDateTime(note.at, locale),
                })}
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-4 text-muted">{t('inbox.item.notesEmpty')}</p>
      )}
      <div className="mt-4 max-w-2xl">
        <InboxForm
          {...shared(props)}
          action={addInboxNoteAction}
          name="note"
          hidden={{ kind: item.kind, id: item.id }}
          submit={t('inbox.item.addNote')}
          buttonClass={primaryButton}
        >
          <label htmlFor="inbox-note" className={label}>
            {t('inbox.item.noteLabel')}
          </label>
          <textarea
            id="inbox-note"
            name="body"
            rows={4}
            maxLength={4000}
            required
            className={inputClass}
          />
        </InboxForm>
      </div>
    </section>
  );
}

/** Marks the item as spam, or takes the mark off. */
export function ItemSpam(props: Props) {
  const { item, locale } = props;
  const t = adminTranslator(locale);
  const spam = item.spam_at !== null;
  return (
    <section aria-labelledby="inbox-spam" className="mt-10">
      <h2 id="inbox-spam" className={heading}>
        {t('inbox.item.spamTitle')}
      </h2>
      <p className="mt-2 text-sm text-muted">
        {spam && item.spam_at
          ? t('inbox.item.spamSince', { at: formatAdminDateTime(item.spam_at, locale) })
          : t('inbox.item.spamIntro')}
      </p>
      <div className="mt-4">
        <InboxForm
          {...shared(props)}
          action={markInboxSpamAction}
          name="spam"
          hidden={{ kind: item.kind, id: item.id, spam: spam ? '0' : '1' }}
          submit={t(spam ? 'inbox.item.unmarkSpam' : 'inbox.item.markSpam')}
          buttonClass={secondaryButton}
        />
      </div>
    </section>
  );
}
