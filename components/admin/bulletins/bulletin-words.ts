import type { ChangeWords } from '@/components/admin/editor-frame/revision-changes';
import type { EditorTranslator } from '@/components/admin/editor-frame/texts';
import { compareBulletins } from '@/lib/admin/editor/revision-diff';
import type { FieldChange, RevisionView } from '@/lib/admin/editor/types';
import type { BulletinDraft } from '@/lib/admin/types';
import type { Locale } from '@/lib/routing';
import { itemTitle, type BulletinItem } from './items';
import type { BulletinTranslator } from './texts';

/** The bulletin editor's fields in the order they appear, as the list of problems names them. */
export const bulletinFieldOrder = [
  'titleEs',
  'slugEs',
  'summaryEs',
  'titleEn',
  'slugEn',
  'summaryEn',
  'issueMonth',
  'status',
  'publishedAt',
  'items',
  'pdfEs',
  'pdfPathEs',
  'pdfEn',
  'pdfPathEn',
  'id',
  'version',
] as const;

const textField = /^(title|slug|summary)(Es|En)$/;

/** A field's name as the list of problems and the revisions panel say it. */
export function bulletinFieldLabel(t: EditorTranslator, tb: BulletinTranslator, name: string) {
  const text = textField.exec(name);
  if (text)
    return t('fields.inLanguage', {
      field: t(`fields.${text[1] as 'title' | 'slug' | 'summary'}`),
      language: t(`languageNames.${text[2] === 'Es' ? 'es' : 'en'}`),
    });
  switch (name) {
    case 'issueMonth':
      return tb('month');
    case 'status':
      return t('fields.status');
    case 'publishedAt':
      return t('fields.publishedAt');
    case 'items':
      return tb('itemsTitle');
    case 'pdfEs':
    case 'pdfPathEs':
      return tb('pdfIn', { language: t('languageNames.es') });
    case 'pdfEn':
    case 'pdfPathEn':
      return tb('pdfIn', { language: t('languageNames.en') });
    default:
      return tb('meta.edit');
  }
}

/** How the revisions panel compares a bulletin's revisions and words a change. */
export function bulletinChangeWords(
  t: EditorTranslator,
  tb: BulletinTranslator,
  locale: Locale,
  items: BulletinItem[],
): ChangeWords<RevisionView<BulletinDraft>> {
  const byId = new Map(items.map((item) => [item.id, item]));
  const titleOf = (id: string) => {
    const item = byId.get(id);
    return item ? itemTitle(item, locale) : id;
  };
  return {
    compare: (from, to) => compareBulletins(from, to, titleOf),
    label: (change: FieldChange) =>
      bulletinFieldLabel(
        t,
        tb,
        change.locale ? `${change.field}${change.locale === 'es' ? 'Es' : 'En'}` : change.field,
      ),
    value: (change: FieldChange, value: string) =>
      change.field === 'status'
        ? tb(value === 'published' ? 'statusPublished' : 'statusDraft')
        : value,
  };
}
