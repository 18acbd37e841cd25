import type { PreviewLinks } from '@/lib/admin/editor/types';
import { locales } from '@/lib/routing';
import type { EditorTranslator } from './texts';

/** The saved entry's public pages in draft mode, one per language, each in a new tab. */
export function PreviewLinksBar({ previews, t }: { previews: PreviewLinks; t: EditorTranslator }) {
  return locales.map((language) => (
    <a
      key={language}
      href={previews[language]}
      target="_blank"
      rel="noopener"
      className="inline-flex min-h-11 items-center border border-ink-900 px-5 py-2 text-sm font-semibold text-ink-900 hover:bg-ink-900 hover:text-white"
    >
      {t(language === 'es' ? 'actions.preview' : 'actions.previewEn')}
      <span className="sr-only"> {t('actions.newTab')}</span>
    </a>
  ));
}
