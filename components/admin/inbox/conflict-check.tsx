import Link from 'next/link';
import { primaryButton, secondaryButton } from '@/components/admin/shell/buttons';
import { inputClass } from '@/components/form-kit/fields';
import { formatAdminDateTime } from '@/lib/admin/entries/list';
import {
  addLeadPartyAction,
  recordConflictCheckAction,
  removeLeadPartyAction,
} from '@/lib/admin/inbox/conflict-actions';
import { getLeadConflicts } from '@/lib/admin/inbox/conflict-loaders';
import { adminTranslator } from '@/lib/admin/locale';
import { conflictResults, partyKinds, type LeadConflicts } from '@/lib/inbox/conflicts';
import { adminInboxItemPath, loginPathFor, type Locale } from '@/lib/routing';
import { InboxForm } from './inbox-form';

type Props = { id: string; locale: Locale; errors: Record<string, string> };
type Translate = ReturnType<typeof adminTranslator>;
const label = 'mb-1 block text-sm font-semibold text-ink-900';

const shared = ({ id, locale, errors }: Props) => ({
  errors,
  loginHref: loginPathFor(adminInboxItemPath('lead', id)),
  pending: adminTranslator(locale)('inbox.item.pending'),
});

/**
 * A lead's conflict check: the parties the staff records, every earlier lead whose parties or
 * visitor's name match one of them (the database's matcher), and the result recorded with who
 * and when. Loads its own data, so the lead's page adds it in one line.
 */
export async function ConflictCheck(props: Props) {
  const { id, locale } = props;
  const t = adminTranslator(locale);
  const conflicts = await getLeadConflicts(id);
  if (!conflicts) return null;
  return (
    <section aria-labelledby="conflict-check" className="mt-10">
      <h2 id="conflict-check" className="scroll-mt-24 font-serif text-2xl">
        {t('inbox.conflict.title')}
      </h2>
      <p className="mt-2 text-sm text-muted">{t('inbox.conflict.intro')}</p>
      <Parties {...props} conflicts={conflicts} t={t} />
      <Matches conflicts={conflicts} locale={locale} t={t} />
      <Result {...props} conflicts={conflicts} t={t} />
    </section>
  );
}

type Part = Props & { conflicts: LeadConflicts; t: Translate };

/** The recorded parties, each removable, and the form that adds one. */
function Parties(props: Part) {
  const { id, conflicts, t } = props;
  return (
    <>
      <h3 className="mt-6 text-lg font-semibold">{t('inbox.conflict.partiesTitle')}</h3>
      {conflicts.parties.length ? (
        <ul className="mt-2 divide-y divide-stone-line border-y border-stone-line">
          {conflicts.parties.map((party) => (
            <li
              key={party.id}
              className="flex flex-wrap items-center justify-between gap-2 py-2"
              data-party-kind={party.kind}
            >
              <span className="[overflow-wrap:anywhere]">
                <span className="font-semibold">{party.name}</span>{' '}
                <span className="text-sm text-muted">
                  ({t(`inbox.conflict.kinds.${party.kind}`)})
                </span>
              </span>
              <InboxForm
                {...shared(props)}
                action={removeLeadPartyAction}
                name={`party-remove-${party.id}`}
                hidden={{ id, party: String(party.id) }}
                submit={t('inbox.conflict.remove', { name: party.name })}
                buttonClass={secondaryButton}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-muted">{t('inbox.conflict.partiesEmpty')}</p>
      )}
      <div className="mt-4 max-w-md">
        <InboxForm
          {...shared(props)}
          action={addLeadPartyAction}
          name="party-add"
          hidden={{ id }}
          submit={t('inbox.conflict.add')}
          buttonClass={secondaryButton}
        >
          <label htmlFor="conflict-party-name" className={label}>
            {t('inbox.conflict.partyName')}
          </label>
          <input
            id="conflict-party-name"
            name="name"
            maxLength={200}
            required
            autoComplete="off"
            className={inputClass}
          />
          <label htmlFor="conflict-party-kind" className={label}>
            {t('inbox.conflict.partyKind')}
          </label>
          <select id="conflict-party-kind" name="kind" className={inputClass}>
            {partyKinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(`inbox.conflict.kinds.${kind}`)}
              </option>
            ))}
          </select>
        </InboxForm>
      </div>
    </>
  );
}

/** Each party found in an earlier lead: which lead, which of its names, and a link to it. */
function Matches({
  conflicts,
  locale,
  t,
}: {
  conflicts: LeadConflicts;
  locale: Locale;
  t: Translate;
}) {
  const { parties, matches } = conflicts;
  return (
    <>
      <h3 className="mt-6 text-lg font-semibold">{t('inbox.conflict.matchesTitle')}</h3>
      {!parties.length ? (
        <p className="mt-2 text-muted">{t('inbox.conflict.matchesNoParties')}</p>
      ) : matches.length ? (
        <ul className="mt-2 space-y-3" aria-label={t('inbox.conflict.matchesTitle')}>
          {matches.map((match) => (
            <li
              key={`${match.lead_id}-${match.party}-${match.matched}-${match.matched_kind}`}
              className="border-l-4 border-amber-600 bg-white p-3 [overflow-wrap:anywhere]"
            >
              <p>
                {t('inbox.conflict.match', {
                  party: match.party,
                  partyKind: t(`inbox.conflict.kinds.${match.party_kind}`),
                  matched: match.matched,
                  matchedKind: t(`inbox.conflict.kinds.${match.matched_kind}`),
                })}
              </p>
              <p className="mt-1 text-sm">
                <Link
                  href={adminInboxItemPath('lead', match.lead_id)}
                  className="font-semibold underline underline-offset-2"
                >
                  {t('inbox.conflict.matchLead', { name: match.lead_name })}
                </Link>{' '}
                <span className="text-muted">
                  {t('inbox.conflict.matchReceived', {
                    at: formatAdminDateTime(match.lead_created_at, locale),
                  })}
                </span>
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2">{t('inbox.conflict.matchesNone')}</p>
      )}
    </>
  );
}

/** The latest result with who and when, the earlier ones, and the form that records one. */
function Result(props: Part) {
  const { id, locale, conflicts, t } = props;
  const [latest, ...earlier] = conflicts.checks;
  const line = (check: LeadConflicts['checks'][number]) =>
    t('inbox.conflict.recordedBy', {
      name: check.by ?? t('inbox.item.unknownUser'),
      at: formatAdminDateTime(check.at, locale),
    });
  return (
    <>
      <h3 className="mt-6 text-lg font-semibold">{t('inbox.conflict.resultTitle')}</h3>
      {latest ? (
        <div className="mt-2 border-l-4 border-stone-line bg-white p-3" data-result={latest.result}>
          <p className="font-semibold">
            {t('inbox.conflict.current', { result: t(`inbox.conflict.results.${latest.result}`) })}
          </p>
          {latest.note ? (
            <p className="mt-1 [overflow-wrap:anywhere] whitespace-pre-wrap">{latest.note}</p>
          ) : null}
          <p className="mt-1 text-xs text-muted">{line(latest)}</p>
        </div>
      ) : (
        <p className="mt-2 text-muted">{t('inbox.conflict.resultNone')}</p>
      )}
      {earlier.length ? (
        <details className="mt-2">
          <summary className="cursor-pointer text-sm font-semibold">
            {t('inbox.conflict.earlier', { count: earlier.length })}
          </summary>
          <ol className="mt-2 space-y-2 text-sm">
            {earlier.map((check) => (
              <li key={check.id} className="[overflow-wrap:anywhere]">
                {t(`inbox.conflict.results.${check.result}`)}
                {check.note ? `: ${check.note}` : ''}{' '}
                <span className="text-muted">({line(check)})</span>
              </li>
            ))}
          </ol>
        </details>
      ) : null}
      <div className="mt-4 max-w-2xl">
        <InboxForm
          {...shared(props)}
          action={recordConflictCheckAction}
          name="conflict-result"
          hidden={{ id }}
          submit={t('inbox.conflict.record')}
          buttonClass={primaryButton}
        >
          <fieldset>
            <legend className={label}>{t('inbox.conflict.resultLegend')}</legend>
            {conflictResults.map((result) => (
              <label key={result} className="mt-1 flex items-center gap-2">
                <input type="radio" name="result" value={result} required />
                {t(`inbox.conflict.results.${result}`)}
              </label>
            ))}
          </fieldset>
          <label htmlFor="conflict-note" className={label}>
            {t('inbox.conflict.note')}
          </label>
          <textarea
            id="conflict-note"
            name="note"
            rows={3}
            maxLength={2000}
            className={inputClass}
          />
        </InboxForm>
      </div>
    </>
  );
}
