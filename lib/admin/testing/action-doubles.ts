import { headers } from 'next/headers';
import type { SessionClaims } from '@/lib/auth/types';
import { messages } from '@/lib/i18n/messages';
import type { FormState } from '@/lib/forms/state';
import { problemsOf } from '@/lib/admin/problems';

// What the staff actions' unit tests share: a signed-in admin's claims, a form, a post from the
// site's own page and the words a state shows. The test files mock `next/headers` themselves
// (jest.mock is hoisted in the file that calls it); these helpers only fill the mocks in.

/**
 * A staff session past its code step (aal2), as an editor's or admin's must be, its code given
 * when the test run started (recent: step-up asks nothing).
 */
export const staffClaims: SessionClaims = {
  sub: '6f1c1e4e-8d2a-4b8e-9c55-1f2a3b4c5d6e',
  email: 'ana@firma.co',
  role: 'authenticated',
  aal: 'aal2',
  amr: [{ method: 'totp', timestamp: Math.floor(Date.now() / 1000) }],
  session_id: '0b8a4e52-7a43-4f0e-8f4e-2b6f1d9c3a10',
  exp: 2_000_000_000,
  iat: 1_999_996_400,
};

/**
 * The auth seam's factors of a staff session that passed its code: one verified authenticator,
 * as editors and admins must have (the guard asks an aal2 session whether it still has one).
 */
export const enrolledMfa = {
  listFactors: async () => [
    {
      id: '5d2c7a10-3b4e-4f6a-8c9d-0e1f2a3b4c5d',
      friendlyName: null,
      status: 'verified' as const,
      createdAt: '2026-11-01T00:00:00Z',
    },
  ],
};

/** A FormData holding `fields`, as a browser posts it. */
export function formOf(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}

/** The request headers of a post from the site's own page, as a browser sends them. */
export function postFromThisSite(): void {
  jest.mocked(headers).mockResolvedValue(
    new Headers({
      'next-action': 'x',
      host: 'abogados.example',
      origin: 'https://abogados.example',
    }) as never,
  );
}

/** The problems `state` shows, in `locale`'s words. */
export const wordsOf = (state: FormState, locale: 'es' | 'en') =>
  problemsOf(state, {
    locale,
    messages: {
      errors: messages[locale].Admin.errors,
      reasons: messages[locale].Admin.password.reasons,
    },
    fieldIds: { email: 'e', password: 'p' },
  });
