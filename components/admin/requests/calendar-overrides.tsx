import Link from 'next/link';
import { InboxForm } from '@/components/admin/inbox/inbox-form';
import { primaryButton, secondaryButton } from '@/components/admin/shell/buttons';
import { inputClass } from '@/components/form-kit/fields';
import { adminTranslator } from '@/lib/admin/locale';
import {
  deleteCalendarOverrideAction,
  saveCalendarOverrideAction,
} from '@/lib/admin/requests/actions';
import type { CalendarOverride } from '@/lib/dates/colombia-calendar';
import { dayInWords } from '@/lib/data-requests/format';
import { adminPaths, loginPathFor, type Locale } from '@/lib/routing';

const label = 'mb-1 block text-sm font-semibold text-ink-900';

/** The firm's calendar overrides: the days listed with a remove button, and the form that adds one. */
export function CalendarOverrides({
  overrides,
  locale,
  errors,
}: {
  overrides: CalendarOverride[];
  locale: Locale;
  errors: Record<string, string>;
}) {
  const t = adminTranslator(locale);
  const shared = {
    errors,
    loginHref: loginPathFor(adminPaths.requestsCalendar),
    pending: t('requests.pending'),
  };
  return (
    <>
      <p>
        <Link href={adminPaths.requests} className="text-sm underline underline-offset-2">
          {t('requests.calendar.back')}
        </Link>
      </p>
      <h1 className="mt-2 font-serif text-4xl">{t('requests.calendar.title')}</h1>
      <p className="mt-3 max-w-3xl text-muted">{t('requests.calendar.intro')}</p>
      {overrides.length ? (
        <ul aria-label={t('requests.calendar.caption')} className="mt-8 max-w-2xl space-y-3">
          {overrides.map((override) => (
            <li
              key={override.day}
              data-day={override.day}
              className="flex flex-wrap items-center justify-between gap-3 border border-stone-line bg-white p-4"
            >
              <span>
                <time dateTime={override.day} className="font-semibold">
                  {dayInWords(override.day, locale)}
                </time>{' '}
                · {t(`requests.calendar.kinds.${override.kind}`)} · {override.name}
              </span>
              <InboxForm
                {...shared}
                action={deleteCalendarOverrideAction}
                name={`remove-${override.day}`}
                hidden={{ day: override.day }}
                submit={t('requests.calendar.remove')}
                buttonClass={secondaryButton}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-8 border border-stone-line bg-white p-6">{t('requests.calendar.empty')}</p>
      )}
      <div className="mt-10 max-w-md">
        <InboxForm
          {...shared}
          action={saveCalendarOverrideAction}
          name="add-day"
          hidden={{}}
          submit={t('requests.calendar.add')}
          buttonClass={primaryButton}
        >
          <label htmlFor="calendar-day" className={label}>
            {t('requests.calendar.day')}
          </label>
          <input id="calendar-day" name="day" type="date" required className={inputClass} />
          <label htmlFor="calendar-kind" className={label}>
            {t('requests.calendar.kind')}
          </label>
          <select id="calendar-kind" name="kind" className={inputClass}>
            {(['holiday', 'business_day'] as const).map((kind) => (
              <option key={kind} value={kind}>
                {t(`requests.calendar.kinds.${kind}`)}
              </option>
            ))}
          </select>
          <label htmlFor="calendar-name" className={label}>
            {t('requests.calendar.name')}
          </label>
          <input id="calendar-name" name="name" maxLength={100} required className={inputClass} />
        </InboxForm>
      </div>
    </>
  );
}
