import type { LegalSection } from '@/lib/content/firm';
import { messages } from '@/lib/i18n/messages';
import { translator } from '@/lib/i18n/translate';
import type { Locale } from '@/lib/i18n/locales';
import { site } from '@/lib/site';
import { periodText } from './period-text';
import { hashedOnly, retentionKeys, retentionRules, type RetentionRules } from './retention';

// The parts of the privacy policy rendered from configuration rather than written in messages:
// the retention periods (lib/privacy/retention.ts, the same the purge applies), the processors
// abroad (site.processors) and the area and deadlines of requests. Plain sections, so the legal
// page lays them out like the rest.

type Processor = { name: string; role: string; country: string };

const privacy = (locale: Locale) => translator(locale, messages[locale], 'Privacy');

/** "Plazos de conservación…": one item per rule, each period in words, then what is kept hashed. */
export function retentionSection(
  locale: Locale,
  rules: RetentionRules = retentionRules,
): LegalSection {
  const t = privacy(locale);
  return {
    heading: t('retention.heading'),
    paragraphs: [t('retention.intro')],
    items: [
      ...retentionKeys.map((key) =>
        t(`retention.rules.${key}`, { period: periodText(rules[key].period, locale) }),
      ),
      ...hashedOnly.map((key) => t(`retention.hashed.${key}`)),
      t('retention.hold'),
    ],
  };
}

/** The processors abroad, each with what it does and its country, and the contract they work under. */
export function processorsSection(
  locale: Locale,
  processors: readonly Processor[] = site.processors,
): LegalSection {
  const t = privacy(locale);
  const countries = new Intl.DisplayNames([locale], { type: 'region' });
  const roles = messages[locale].Privacy.processors.roles as Record<string, string>;
  return {
    heading: t('processors.heading'),
    paragraphs: [t('processors.intro')],
    items: [
      ...processors.map((processor) =>
        t('processors.item', {
          name: processor.name,
          role: roles[processor.role] ?? processor.role,
          country: countries.of(processor.country) ?? processor.country,
        }),
      ),
      t('processors.contract'),
    ],
  };
}

/** Who answers requests and in how many business days. */
export function requestsSection(locale: Locale): LegalSection {
  const t = privacy(locale);
  return {
    heading: t('requests.heading'),
    paragraphs: [t('requests.area', { email: site.privacyEmail }), t('requests.deadlines')],
    items: [],
  };
}

/** The policy's generated sections, in the order they follow the written ones. */
export function generatedPolicySections(
  locale: Locale,
  rules: RetentionRules = retentionRules,
): LegalSection[] {
  return [requestsSection(locale), processorsSection(locale), retentionSection(locale, rules)];
}
