import { adminTranslator } from '@/lib/admin/locale';
import type { InboxItem } from '@/lib/inbox/types';
import type { Locale } from '@/lib/routing';
import { CorrectionForm, type CorrectionField } from './correction-form';

const leadFields = ['name', 'email', 'phone', 'message'] as const;
const applicationFields = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'profession',
  'linkedin_profile',
  'message',
] as const;

/** The item's stored fields as the person sent them, for an admin to correct on request. */
export function ItemCorrection({
  item,
  locale,
  errors,
}: {
  item: InboxItem;
  locale: Locale;
  errors: Record<string, string>;
}) {
  const t = adminTranslator(locale);
  const names = item.kind === 'lead' ? leadFields : applicationFields;
  const fields: CorrectionField[] = names.map((name) => ({
    name,
    label: t(`privacy.columns.${name}`),
    value: String((item as Record<string, unknown>)[name] ?? ''),
    multiline: name === 'message',
  }));
  return (
    <section aria-labelledby="inbox-correct" className="mt-10">
      <details>
        <summary className="cursor-pointer">
          <h2 id="inbox-correct" className="inline font-serif text-2xl">
            {t('privacy.correctHeading')}
          </h2>
        </summary>
        <p className="mt-2 max-w-2xl text-muted">{t('privacy.correctIntro')}</p>
        <div className="mt-4">
          <CorrectionForm
            kind={item.kind}
            id={item.id}
            fields={fields}
            labels={{ save: t('privacy.correctSave'), saving: t('privacy.correctSaving') }}
            errors={errors}
          />
        </div>
      </details>
    </section>
  );
}
