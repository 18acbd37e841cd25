import { adminTranslator } from '@/lib/admin/locale';
import type { OutboxState } from '@/lib/admin/outbox/types';
import type { Locale } from '@/lib/routing';

const tone: Record<OutboxState, string> = {
  pending: 'border-stone-line text-ink-900',
  sent: 'border-green-800 text-green-900',
  failed: 'border-red-800 bg-red-50 text-red-900',
};

/** An e-mail's state in words, in a bordered tag (the colour repeats the word, never replaces it). */
export function StateBadge({ state, locale }: { state: OutboxState; locale: Locale }) {
  return (
    <span className={`inline-block border px-2 py-0.5 text-xs font-semibold ${tone[state]}`}>
      {adminTranslator(locale)(`outbox.states.${state}`)}
    </span>
  );
}
