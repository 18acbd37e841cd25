import Link from 'next/link';
import { secondaryButton } from '@/components/admin/shell/buttons';
import { FilterSelect } from '@/components/admin/shell/filter-select';
import { inputClass } from '@/components/form-kit/fields';
import type { InboxPageData } from '@/lib/admin/inbox/loaders';
import { inboxTopics } from '@/lib/admin/inbox/query';
import { adminTranslator } from '@/lib/admin/locale';
import { teamMembers } from '@/lib/content/team';
import { formLocales } from '@/lib/forms/options';
import { inboxKinds, inboxStatuses } from '@/lib/inbox/statuses';
import { adminPaths } from '@/lib/routing';

const label = 'mb-1 block text-sm font-semibold text-ink-900';

/**
 * The inbox's search and filters as a plain GET form (a filtered view is a link and works
 * without JavaScript): words, kind, status, topic or area, lawyer, language, days, spam.
 */
export function InboxFilters({ data }: { data: InboxPageData }) {
  const { locale, query } = data;
  const { params } = query;
  const t = adminTranslator(locale);
  return (
    <form action={adminPaths.inbox} method="get" className="mt-6" role="search">
      <fieldset className="min-w-0 border border-stone-line bg-white p-4">
        <legend className="px-1 text-sm font-semibold text-ink-900">
          {t('inbox.filtersTitle')}
        </legend>
        <div>
          <label htmlFor="inbox-q" className={label}>
            {t('inbox.search')}
          </label>
          <input
            id="inbox-q"
            type="search"
            name="q"
            maxLength={200}
            defaultValue={params.q ?? ''}
            className={inputClass}
          />
        </div>
        <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <FilterSelect
            id="inbox-kind"
            name="kind"
            value={params.kind}
            label={t('inbox.kind')}
            all={t('inbox.kindAll')}
            options={inboxKinds.map((kind) => [kind, t(`inbox.kinds.${kind}`)])}
          />
          <FilterSelect
            id="inbox-status"
            name="status"
            value={params.status}
            label={t('inbox.status')}
            all={t('inbox.statusAll')}
            options={inboxStatuses.map((status) => [status, t(`inbox.statuses.${status}`)])}
          />
          <FilterSelect
            id="inbox-topic"
            name="topic"
            value={params.topic}
            label={t('inbox.topic')}
            all={t('inbox.topicAll')}
            options={inboxTopics.map((topic) => [topic, t(`inbox.topics.${topic}`)])}
          />
          <FilterSelect
            id="inbox-lawyer"
            name="lawyer"
            value={params.lawyer}
            label={t('inbox.lawyer')}
            all={t('inbox.lawyerAll')}
            options={teamMembers.map((member) => [member.id, member.name])}
          />
          <FilterSelect
            id="inbox-language"
            name="language"
            value={params.language}
            label={t('inbox.language')}
            all={t('inbox.languageAll')}
            options={formLocales.map((code) => [code, t(`inbox.languages.${code}`)])}
          />
          {(['from', 'to'] as const).map((name) => (
            <div key={name}>
              <label htmlFor={`inbox-${name}`} className={label}>
                {t(`inbox.${name}`)}
              </label>
              <input
                id={`inbox-${name}`}
                type="date"
                name={name}
                defaultValue={params[name] ?? ''}
                className={inputClass}
              />
            </div>
          ))}
          <div className="flex items-end">
            <label className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="spam"
                value="1"
                defaultChecked={params.spam === '1'}
                className="size-5"
              />
              {t('inbox.spam')}
            </label>
          </div>
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-4">
          <button type="submit" className={secondaryButton}>
            {t('inbox.apply')}
          </button>
          <Link href={adminPaths.inbox} className="font-semibold underline underline-offset-2">
            {t('inbox.clear')}
          </Link>
        </div>
      </fieldset>
    </form>
  );
}
