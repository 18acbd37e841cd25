import { secondaryButton } from '@/components/admin/shell/buttons';
import type { PrivacyLabels } from '@/lib/admin/privacy/loaders';
import type { PrivacyState } from '@/lib/admin/privacy/state';
import type { PersonalDataCompilation } from '@/lib/privacy/types';

// The compiled report and the deletion's answer, as the privacy page shows them (client side:
// they come from the action's state; every text is the server's).

const shown = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? '—'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/**
 * Entries in the page's order of tables (the labels' order: the person's messages first, the
 * e-mails after them); the database answers a JSON object, whose keys it sorts its own way.
 */
function inOrder<T>(entries: Record<string, T>, labels: PrivacyLabels): [string, T][] {
  const order = Object.keys(labels.sources);
  const rank = (key: string) => order.indexOf(key) + 1 || order.length + 1;
  return Object.entries(entries).sort(([a], [b]) => rank(a) - rank(b));
}

/** Every row the site holds about the address, per table, with the JSON download. */
export function PrivacyReport({
  labels,
  email,
  report,
  exportPath,
}: {
  labels: PrivacyLabels;
  email: string;
  report: PersonalDataCompilation;
  exportPath: string;
}) {
  return (
    <section aria-labelledby="privacy-report" className="mt-8 max-w-3xl">
      <h2 id="privacy-report" className="font-serif text-2xl">
        {labels.reportHeading}
      </h2>
      <p className="mt-1 font-semibold break-all">{email}</p>
      <form method="post" action={exportPath} className="mt-4">
        <input type="hidden" name="email" value={email} />
        <button type="submit" className={secondaryButton}>
          {labels.download}
        </button>
      </form>
      {inOrder(report, labels).map(([source, rows]) => (
        <section key={source} aria-labelledby={`privacy-${source}`} className="mt-8">
          <h3 id={`privacy-${source}`} className="text-xl font-semibold">
            {labels.sources[source] ?? source} ({rows.length})
          </h3>
          {rows.length === 0 ? <p className="mt-2 text-muted">{labels.none}</p> : null}
          {rows.map((row, index) => (
            <dl
              key={String(row.id ?? index)}
              className="mt-3 grid grid-cols-1 gap-x-4 border-l-4 border-ink-100 pl-4 sm:grid-cols-[14rem_1fr]"
            >
              {Object.entries(row).map(([column, value]) => (
                <div key={column} className="contents">
                  <dt className="text-sm font-semibold">{labels.columns[column] ?? column}</dt>
                  <dd className="mb-2 break-words whitespace-pre-line">{shown(value)}</dd>
                </div>
              ))}
            </dl>
          ))}
        </section>
      ))}
    </section>
  );
}

/** What the deletion removed, and what it kept and why in both languages. */
export function PrivacyDeleted({
  labels,
  state,
}: {
  labels: PrivacyLabels;
  state: Extract<PrivacyState, { status: 'deleted' }>;
}) {
  return (
    <section aria-labelledby="privacy-deleted" className="mt-8 max-w-2xl">
      <h2 id="privacy-deleted" className="font-serif text-2xl">
        {labels.deletedHeading}
      </h2>
      <p className="mt-1 font-semibold break-all">{state.email}</p>
      <table className="mt-4 w-full text-left text-sm">
        <tbody>
          {inOrder(state.counts, labels).map(([source, count]) => (
            <tr key={source} className="border-b border-ink-100">
              <th scope="row" className="py-2 pr-4 font-normal">
                {labels.sources[source] ?? source}
              </th>
              <td className="py-2 text-right tabular-nums">{count}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3">{state.filesText}</p>
      {state.kept.length > 0 ? (
        <>
          <h3 className="mt-6 text-xl font-semibold">{labels.keptHeading}</h3>
          <h4 className="mt-3 font-semibold">{labels.inSpanish}</h4>
          <p lang="es" className="mt-1 whitespace-pre-line">
            {state.keptText.es.join('\n')}
          </p>
          <h4 className="mt-3 font-semibold">{labels.inEnglish}</h4>
          <p lang="en" className="mt-1 whitespace-pre-line">
            {state.keptText.en.join('\n')}
          </p>
        </>
      ) : null}
    </section>
  );
}
