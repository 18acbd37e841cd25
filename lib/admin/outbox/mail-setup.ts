import 'server-only';
import { backendConfig } from '@/lib/backend/config';
import { emailCanBeSent } from '@/lib/email/delivery';

/**
 * Whether a real deployment cannot send e-mail: Supabase is configured and Resend is not (the
 * embedded default keeps and logs e-mail on purpose, and is not warned about).
 */
export const mailNeedsSetUp = (
  config: { kind: 'supabase' | 'embedded' } = backendConfig(),
  canSend: boolean = emailCanBeSent(),
) => config.kind === 'supabase' && !canSend;
