import { randomBytes, randomUUID } from 'node:crypto';
import {
  adminEditPath,
  adminInboxItemPath,
  adminPaths,
  pathFor,
  recoveryLinkPath,
} from '@/lib/routing';
import { absoluteUrl } from '@/lib/site-url';
import { maskAddress, maskLink, maskLinks, masked } from './mask';
import {
  auditHeadEmail,
  careerAckEmail,
  careerFirmEmail,
  contactAckEmail,
  contactFirmEmail,
  leadAssignedEmail,
  newsletterConfirmEmail,
  recoveryCodeUsedEmail,
  reviewRequestEmail,
  setPasswordEmail,
} from './templates';
import type { OutgoingEmail } from './types';

// The outbox viewer's masking, on every e-mail the site builds, built with the real builders and
// links made the way the actions make them: no token may survive, in the HTML or the text.

const token = () => randomBytes(32).toString('base64url');
const hex = () => randomBytes(32).toString('hex');

/** Every kind of e-mail the site queues, each with the secrets its links carry. */
async function everyEmail(): Promise<{ email: OutgoingEmail; secrets: string[] }[]> {
  const reset = hex();
  const invite = hex();
  const confirm = token();
  const unsubscribe = token();
  const entry = randomUUID();
  const lead = randomUUID();
  const newsletter = (locale: 'es' | 'en') =>
    newsletterConfirmEmail({
      email: 'ana.maria@gmail.com',
      locale,
      confirmUrl: absoluteUrl(
        `${pathFor({ screen: 'newsletterConfirm' }, locale)}?token=${confirm}`,
      ),
      unsubscribeUrl: absoluteUrl(
        `${pathFor({ screen: 'newsletterUnsubscribe' }, locale)}?token=${unsubscribe}`,
      ),
      oneClickUrl: absoluteUrl(`/api/newsletter/unsubscribe?token=${unsubscribe}`),
    });
  const built = await Promise.all([
    setPasswordEmail({
      to: 'socia@firma.co',
      locale: 'es',
      about: 'passwordReset',
      url: absoluteUrl(recoveryLinkPath(reset)),
    }),
    setPasswordEmail({
      to: 'nuevo@firma.co',
      locale: 'en',
      about: 'adminInvitation',
      url: absoluteUrl(recoveryLinkPath(invite)),
    }),
    newsletter('es'),
    newsletter('en'),
    reviewRequestEmail({
      to: 'editora@firma.co',
      locale: 'es',
      url: absoluteUrl(adminEditPath('publication', entry)),
    }),
    auditHeadEmail({
      to: 'admin@firma.co',
      locale: 'es',
      day: '2026-11-26',
      head: { id: 42, hash: hex() },
      firstBrokenId: null,
    }),
    contactFirmEmail({
      name: 'Visitante',
      email: 'v@empresa.co',
      phone: '',
      topic: 'tax',
      message: `Un enlace: https://otro.example/reset?code=${token()}`,
      locale: 'es',
    }),
    contactAckEmail({ to: 'v@empresa.co', locale: 'es' }),
    careerFirmEmail({
      firstName: 'Ximena',
      lastName: 'Urrutia',
      email: 'xu@empresa.co',
      phone: '',
      profession: 'Abogada',
      practiceArea: 'tax',
      linkedinProfile: 'https://www.linkedin.com/in/ximena-urrutia',
      message: 'Carta.',
      resumeFile: `${randomUUID()}.pdf`,
      resumeOriginalName: 'hoja.pdf',
      locale: 'es',
    }),
    careerAckEmail({ to: 'xu@empresa.co', locale: 'en' }),
    leadAssignedEmail({
      to: 'abogado@firma.co',
      locale: 'es',
      url: absoluteUrl(adminInboxItemPath('lead', lead)),
    }),
    recoveryCodeUsedEmail({
      to: 'socia@firma.co',
      locale: 'en',
      url: absoluteUrl(adminPaths.security),
    }),
  ]);
  const [
    resetMail,
    inviteMail,
    nlEs,
    nlEn,
    review,
    head,
    contact,
    ack,
    career,
    careerAck,
    assigned,
    recovered,
  ] = built;
  return [
    { email: resetMail!, secrets: [reset] },
    { email: inviteMail!, secrets: [invite] },
    { email: nlEs!, secrets: [confirm, unsubscribe] },
    { email: nlEn!, secrets: [confirm, unsubscribe] },
    { email: review!, secrets: [entry] },
    { email: head!, secrets: [] },
    { email: contact!, secrets: [contact!.text.match(/code=([\w-]+)/)![1]!] },
    { email: ack!, secrets: [] },
    { email: career!, secrets: [] },
    { email: careerAck!, secrets: [] },
    { email: assigned!, secrets: [lead] },
    { email: recovered!, secrets: [] },
  ];
}

describe('the outbox viewer’s masking', () => {
  it('leaves no token of any e-mail the site builds, in the HTML or the text', async () => {
    const emails = await everyEmail();
    expect(new Set(emails.map(({ email }) => email.kind))).toEqual(
      new Set([
        'auth.reset',
        'auth.invite',
        'newsletter.confirm',
        'review.request',
        'audit.head',
        'contact.firm',
        'contact.ack',
        'career.firm',
        'career.ack',
        'inbox.assigned',
        'auth.recovery',
      ]),
    );
    for (const { email, secrets } of emails) {
      for (const body of [email.html, email.text]) {
        for (const secret of secrets) expect(body).toContain(secret);
        const shown = maskLinks(body);
        for (const secret of secrets) {
          expect([email.kind, shown.includes(secret)]).toEqual([email.kind, false]);
          expect(shown.includes(secret.slice(0, 12))).toBe(false);
        }
        if (secrets.length) expect(shown).toContain(masked);
      }
    }
  });

  it('keeps what a link says beside its token, and links that carry none', async () => {
    const [reset, , newsletter] = await everyEmail();
    const text = maskLinks(reset!.email.text);
    expect(text).toContain(
      `/auth/confirm?token_hash=${masked}&type=recovery&next=%2Flogin%2Fpassword`,
    );
    expect(maskLinks(reset!.email.html)).toContain(`token_hash=${masked}&amp;type=recovery`);
    expect(maskLinks(newsletter!.email.text)).toContain(`/boletin/cancelar?token=${masked}`);
    const plain = 'https://firma.example/es/contacto?tema=tax#formulario';
    expect(maskLink(plain)).toBe(plain);
    expect(maskLinks('mailto:ana@firma.co?subject=unsubscribe')).toBe(
      'mailto:ana@firma.co?subject=unsubscribe',
    );
  });

  it('masks tokens by any name, in fragments, in path segments and inside another link', () => {
    const secret = token();
    expect(maskLink(`https://x.example/invite/${secret}/accept`)).toBe(
      `https://x.example/invite/${masked}/accept`,
    );
    expect(maskLink(`https://x.example/cb#access_token=${secret}&type=magiclink`)).toBe(
      `https://x.example/cb#access_token=${masked}&type=magiclink`,
    );
    expect(maskLink(`https://x.example/a?signature=abc&otp=123456&state=q`)).toBe(
      `https://x.example/a?signature=${masked}&otp=${masked}&state=${masked}`,
    );
    expect(maskLink(`https://x.example/a?ref=${secret}`)).toBe(`https://x.example/a?ref=${masked}`);
    const nested = encodeURIComponent(`/auth/confirm?token_hash=${hex()}&type=recovery`);
    expect(maskLink(`https://x.example/login?next=${nested}`)).toBe(
      `https://x.example/login?next=${masked}`,
    );
    const redirect = encodeURIComponent(`https://y.example/v?k=1&t=${secret}`);
    expect(maskLink(`https://x.example/go?u=${redirect}`)).toBe(`https://x.example/go?u=${masked}`);
  });

  it('shows a subscriber’s address by its first letter and domain only', () => {
    expect(maskAddress('ana.maria@gmail.com')).toBe(`a${masked}@gmail.com`);
    expect(maskAddress('nobody')).toBe(masked);
  });
});
