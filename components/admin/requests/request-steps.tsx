import { formatAdminDateTime } from '@/lib/admin/entries/list';
import { adminTranslator } from '@/lib/admin/locale';
import type { RequestStatus } from '@/lib/data-requests/options';
import type { DataRequestStep } from '@/lib/data-requests/types';
import type { Locale } from '@/lib/routing';

/** A request's steps, oldest first: the move, who and when, the text the person was told and its e-mail. */
export function RequestSteps({ steps, locale }: { steps: DataRequestStep[]; locale: Locale }) {
  const t = adminTranslator(locale);
  const status = (value: string) => t(`requests.statuses.${value as RequestStatus}`);
  return (
    <section aria-labelledby="request-steps" className="mt-10">
      <h2 id="request-steps" className="font-serif text-2xl">
        {t('requests.stepsTitle')}
      </h2>
      <ol className="mt-4 space-y-4">
        {steps.map((step) => (
          <li key={`${step.at}-${step.to}`} className="border-l-4 border-stone-line bg-white p-3">
            <p className="font-semibold">
              {t('requests.step', { from: status(step.from), to: status(step.to) })}
            </p>
            <p className="text-sm text-muted">
              {t('requests.stepBy', {
                name: step.by ?? t('requests.unknownUser'),
                at: formatAdminDateTime(step.at, locale),
              })}
              {step.delivery ? ` · ${t(`requests.delivery.${step.delivery}`)}` : ''}
            </p>
            {step.body ? (
              <p className="mt-2 [overflow-wrap:anywhere] whitespace-pre-wrap">{step.body}</p>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
