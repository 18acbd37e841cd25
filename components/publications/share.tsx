import { getTranslations } from 'next-intl/server';
import { absoluteUrl } from '@/lib/site-url';
import { ShareButtons } from './share-buttons';

/** Share controls for the page at `path`, labelled in the page's language. */
export async function Share({
  path,
  title,
  label,
  compact,
}: {
  path: string;
  title: string;
  label?: string;
  compact?: boolean;
}) {
  const t = await getTranslations('Publications');
  return (
    <ShareButtons
      url={absoluteUrl(path)}
      title={title}
      compact={compact}
      labels={{
        share: label ?? t('share'),
        copyLink: t('copyLink'),
        linkCopied: t('linkCopied'),
        copyFailed: t('copyFailed'),
        linkedin: t('shareOn', { network: 'LinkedIn' }),
        whatsapp: t('shareOn', { network: 'WhatsApp' }),
        email: t('shareByEmail'),
        emailShort: t('emailShort'),
      }}
    />
  );
}
