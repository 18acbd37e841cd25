'use client';

import { Field, inputClass } from '@/components/form-kit/fields';
import type { BulletinValues } from './use-bulletin-form';
import type { Translate } from './translator';

/** The month (one bulletin each), the status and the publication time in Bogotá time. */
export function BulletinSchedule(props: {
  t: Translate;
  values: BulletinValues;
  errors: { issueMonth?: string; status?: string; publishedAt?: string };
  onChange: (patch: Partial<BulletinValues>) => void;
}) {
  const { t, values, errors, onChange } = props;
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      <Field
        id="bulletin-issueMonth"
        label={t('month')}
        required
        hint={t('monthHint')}
        error={errors.issueMonth}
      >
        {(aria) => (
          <input
            {...aria}
            type="month"
            name="issueMonth"
            placeholder="2026-11"
            value={values.issueMonth}
            onChange={(event) => onChange({ issueMonth: event.target.value })}
            className={inputClass}
          />
        )}
      </Field>
      <Field id="bulletin-status" label={t('status')} required error={errors.status}>
        {(aria) => (
          <select
            {...aria}
            name="status"
            value={values.status}
            onChange={(event) => onChange({ status: event.target.value })}
            className={inputClass}
          >
            <option value="draft">{t('statusDraft')}</option>
            <option value="published">{t('statusPublished')}</option>
          </select>
        )}
      </Field>
      <Field
        id="bulletin-publishedAt"
        label={t('publishedAt')}
        required={values.status === 'published'}
        hint={t('publishedAtHint')}
        error={errors.publishedAt}
      >
        {(aria) => (
          <input
            {...aria}
            type="datetime-local"
            name="publishedAt"
            value={values.publishedAt}
            onChange={(event) => onChange({ publishedAt: event.target.value })}
            className={inputClass}
          />
        )}
      </Field>
    </div>
  );
}
