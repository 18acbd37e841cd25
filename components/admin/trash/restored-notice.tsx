import { adminTranslator } from '@/lib/admin/locale';
import type { Locale } from '@/lib/routing';

/** What an editor says when it opens right after its entry came back from the trash. */
export function RestoredNotice({ locale }: { locale: Locale }) {
  return (
    <p role="status" className="mt-6 border-l-4 border-brass-500 bg-white p-4 text-ink-900">
      {adminTranslator(locale)('trash.restored')}
    </p>
  );
}
