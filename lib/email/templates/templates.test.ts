import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { toPlainText } from '@react-email/render';
import { site } from '@/lib/site';
import { headerSafe } from '../header-safe';
import type { OutgoingEmail } from '../types';
import {
  careerAckEmail,
  careerFirmEmail,
  contactAckEmail,
  contactFirmEmail,
  newsletterConfirmEmail,
  setPasswordEmail,
  type AckEmailData,
  type CareerEmailData,
  type ContactEmailData,
} from './index';

/** Characters no header value may hold: C0, DEL, C1, U+2028/9, bidirectional marks and overrides. */
const controls =
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

const contact: ContactEmailData = {
  name: 'Zacarías Quintero',
  email: 'zq@empresa.co',
  phone: '+57 300 123 4567',
  topic: 'customs',
  message: 'Primera línea de la consulta.\nSegunda línea: aranceles.',
  locale: 'en',
};

const career: CareerEmailData = {
  firstName: 'Ximena',
  lastName: 'Urrutia Berrío',
  email: 'xu@empresa.co',
  phone: '',
  profession: 'Abogada tributarista',
  practiceArea: 'tax',
  linkedinProfile: 'https://www.linkedin.com/in/ximena-urrutia',
  message: 'Carta de presentación con detalles.',
  resumeFile: '0b7c6a52-2f57-4bde-9d4e-1f0d1b0e5a11.pdf',
  resumeOriginalName: 'hoja-de-vida-xu.pdf',
  locale: 'es',
};

const newsletter = {
  email: 'boletin@empresa.co',
  locale: 'es' as const,
  confirmUrl: 'https://firma.example/boletin/confirmar?token=Confirm_Token-123&x=1',
  unsubscribeUrl: 'https://firma.example/boletin/cancelar?token=Unsub_Token-456',
  oneClickUrl: 'https://firma.example/api/newsletter/unsubscribe?token=Unsub_Token-456',
};

const all = async (): Promise<OutgoingEmail[]> =>
  Promise.all([
    contactFirmEmail(contact),
    contactAckEmail({ to: contact.email, locale: 'es' }),
    contactAckEmail({ to: contact.email, locale: 'en' }),
    careerFirmEmail(career),
    careerAckEmail({ to: career.email, locale: 'es' }),
    careerAckEmail({ to: career.email, locale: 'en' }),
    newsletterConfirmEmail(newsletter),
  ]);

describe('e-mail templates', () => {
  it('render the HTML and the plain-text part from the same element tree, in one layout', async () => {
    for (const email of await all()) {
      expect(email.html).toMatch(/^<!DOCTYPE html/);
      // The text part is exactly what React Email derives from that HTML, not a second template.
      expect(email.text).toBe(toPlainText(email.html));
      expect(email.text).not.toMatch(/<\/?(p|a|table|td|br)\b/);
      // The layout: the firm's name on top, its address and phone at the foot, the palette.
      expect(email.text.startsWith(site.name)).toBe(true);
      expect(email.text).toContain(site.address.street);
      expect(email.text).toContain(site.phone.display);
      expect(email.html).toContain('#faf8f4');
      expect(email.html).toContain('Georgia');
    }
  });

  it('give the firm every field the visitor sent, line breaks kept', async () => {
    const firm = await contactFirmEmail(contact);
    expect(firm.kind).toBe('contact.firm');
    expect(firm.to).toBe(site.email);
    expect(firm.replyTo).toBe(contact.email);
    expect(firm.subject).toBe('Formulario de contacto: Zacarías Quintero');
    for (const line of [
      'Nombre: Zacarías Quintero',
      'Correo electrónico: zq@empresa.co',
      'Teléfono: +57 300 123 4567',
      'Tema: Aduanero',
      'Idioma del visitante: inglés',
      'Mensaje: Primera línea de la consulta.\nSegunda línea: aranceles.',
    ])
      expect(firm.text).toContain(line);
    expect(firm.html).toContain('Primera línea de la consulta.<br/>Segunda línea: aranceles.');

    const application = await careerFirmEmail(career);
    expect(application.to).toBe(site.careersEmail);
    expect(application.replyTo).toBe(career.email);
    expect(application.subject).toBe('Postulación: Ximena Urrutia Berrío (Tributario)');
    for (const line of [
      'Nombre: Ximena',
      'Apellidos: Urrutia Berrío',
      'Correo electrónico: xu@empresa.co',
      'Teléfono: No indicado',
      'Profesión: Abogada tributarista',
      'Área de interés: Tributario',
      'LinkedIn: https://www.linkedin.com/in/ximena-urrutia',
      `Hoja de vida: hoja-de-vida-xu.pdf (${career.resumeFile})`,
      'Idioma del visitante: español',
      'Mensaje: Carta de presentación con detalles.',
    ])
      expect(application.text).toContain(line);
  });

  it('escape markup typed into any field: inert in the HTML, as typed in the text part', async () => {
    const script = '<script>alert(1)</script>';
    const img = '"><img src=x onerror=alert(1)>';
    const emails = [
      await contactFirmEmail({ ...contact, name: script, message: img, phone: img }),
      await careerFirmEmail({ ...career, firstName: script, profession: img, message: img }),
    ];
    for (const email of emails) {
      expect(email.html).not.toMatch(/<script|<img/i);
      expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(email.html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
      expect(email.text).toContain(script);
      expect(email.text).toContain(img);
    }
  });

  it('have no slot for raw HTML', () => {
    const dir = __dirname;
    const sources = readdirSync(dir).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\./.test(file),
    );
    expect(sources.length).toBeGreaterThan(5);
    for (const file of sources)
      expect(readFileSync(path.join(dir, file), 'utf8')).not.toMatch(
        /dangerouslySetInnerHTML|innerHTML/,
      );
  });

  it('acknowledge with fixed, localized text only: nothing the visitor typed', async () => {
    const typed = {
      name: 'Wenceslao Pinzón',
      message: 'Compre criptomonedas en spam.example',
      topic: 'customs',
    };
    for (const [build, kind] of [
      [contactAckEmail, 'contact.ack'],
      [careerAckEmail, 'career.ack'],
    ] as const) {
      // Extra fields, as a careless caller might pass them, must change nothing.
      const a = await build({ to: 'one@empresa.co', locale: 'es', ...typed } as AckEmailData);
      const b = await build({ to: 'two@otra.co', locale: 'es' });
      expect(a.kind).toBe(kind);
      expect(a.to).toBe('one@empresa.co');
      expect(a.replyTo).toBeUndefined();
      expect(a.html).toBe(b.html);
      expect(a.text).toBe(b.text);
      expect(a.subject).toBe(b.subject);
      for (const part of [a.html, a.text, a.subject])
        for (const value of [typed.name, 'Wenceslao', typed.message, 'Aduanero', 'one@empresa.co'])
          expect(part).not.toContain(value);
    }

    const [contactEs, contactEn, careerEs, careerEn] = await Promise.all([
      contactAckEmail({ to: 'a@b.co', locale: 'es' }),
      contactAckEmail({ to: 'a@b.co', locale: 'en' }),
      careerAckEmail({ to: 'a@b.co', locale: 'es' }),
      careerAckEmail({ to: 'a@b.co', locale: 'en' }),
    ]);
    expect(contactEs.subject).toBe('Recibimos su mensaje');
    expect(contactEs.text).toContain('Estimado/a:\n\nGracias por escribirnos.');
    expect(contactEn.subject).toBe('We have received your message');
    expect(contactEn.text).toContain('Hello,\n\nThank you for writing to us.');
    expect(careerEs.subject).toBe('Recibimos su postulación');
    expect(careerEs.text).toContain('Estimado/a:\n\nGracias por su interés en la Firma.');
    expect(careerEn.subject).toBe('We have received your application');
    expect(careerEn.text).toContain('Hello,\n\nThank you for your interest in the Firm.');
    expect(contactEn.html).toContain('lang="en"');
  });

  it('keep control characters out of subjects and every header', async () => {
    const forged = 'Ana\r\nBcc: victim@example.com\u001b[31m\u0085\u2028\u202eevil\u2066';
    const emails = [
      await contactFirmEmail({ ...contact, name: forged, email: 'a@b.co\r\nBcc: x@y' }),
      await careerFirmEmail({ ...career, firstName: forged, lastName: forged }),
      await newsletterConfirmEmail({
        ...newsletter,
        oneClickUrl: `${newsletter.oneClickUrl}\r\nX: y`,
      }),
    ];
    for (const email of emails) {
      for (const value of [
        email.subject,
        email.to,
        email.replyTo ?? '',
        ...Object.values(email.headers ?? {}),
      ])
        expect(value).not.toMatch(controls);
    }
    expect(emails[0]!.subject).toBe(
      'Formulario de contacto: Ana Bcc: victim@example.com [31m evil',
    );
    expect(emails[0]!.replyTo).toBe('a@b.co Bcc: x@y');
  });

  it('headerSafe() removes each kind of control character and keeps the rest', () => {
    expect(headerSafe('a\r\nb')).toBe('a b');
    expect(headerSafe('\u0000a\u0007\u001b[0m\u007f\u0085\u009fb\t')).toBe('a [0m b');
    expect(headerSafe('x\u2028y\u2029z')).toBe('x y z');
    expect(
      headerSafe('\u202a\u202b\u202c\u202d\u202eq\u2066\u2067\u2068\u2069\u200e\u200f\u061c'),
    ).toBe('q');
    expect(headerSafe('Postulación: Ñandú (Tributario) 🙂 قانون')).toBe(
      'Postulación: Ñandú (Tributario) 🙂 قانون',
    );
  });

  it('keep the newsletter confirmation’s button, links and List-Unsubscribe headers', async () => {
    const email = await newsletterConfirmEmail(newsletter);
    expect(email.kind).toBe('newsletter.confirm');
    expect(email.to).toBe(newsletter.email);
    expect(email.subject).toBe('Confirme su suscripción al boletín jurídico');
    expect(email.headers).toEqual({
      'List-Unsubscribe': `<${newsletter.oneClickUrl}>, <mailto:${site.email}?subject=unsubscribe>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const confirmHref = `href="${newsletter.confirmUrl.replace('&', '&amp;')}"`;
    expect(email.html.split(confirmHref)).toHaveLength(3); // the button and the link in full
    const button = email.html.slice(email.html.indexOf(confirmHref));
    expect(button.slice(0, button.indexOf('</a>'))).toContain('Confirmar suscripción');
    expect(email.html).toContain(`href="${newsletter.unsubscribeUrl}"`);
    expect(email.text).toContain(`\n${newsletter.confirmUrl}\n`);
    expect(email.text).toContain(`Cancelar la suscripción ${newsletter.unsubscribeUrl}`);
    expect(email.text).toContain('ignore este correo');
  });

  it.each([
    [
      'passwordReset',
      'es',
      'auth.reset',
      'Restablezca su contraseña',
      'Elegir una nueva contraseña',
    ],
    ['adminInvitation', 'en', 'auth.invite', 'Your access to the website', 'Choose my password'],
  ] as const)(
    'send the %s link in the admin’s language, with fixed text only',
    async (about, locale, kind, subject, button) => {
      const url =
        'https://abogados.example/auth/confirm?token_hash=abc&type=recovery&next=/login/password';
      const email = await setPasswordEmail({ to: 'ana@firma.co', locale, about, url });
      expect(email.kind).toBe(kind);
      expect(email.to).toBe('ana@firma.co');
      expect(email.subject).toContain(subject);
      const href = `href="${url.replaceAll('&', '&amp;')}"`;
      expect(email.html.split(href)).toHaveLength(3); // the button and the link in full
      expect(email.html).toContain(button);
      expect(email.html).toContain(`lang="${locale}"`);
      expect(email.text).toContain(`\n${url}\n`);
    },
  );
});

describe('firm inboxes', () => {
  afterEach(() => {
    delete process.env.FIRM_INBOX;
    delete process.env.CAREERS_INBOX;
  });

  it('come from FIRM_INBOX and CAREERS_INBOX when set', async () => {
    process.env.FIRM_INBOX = 'recepcion@firma.example';
    process.env.CAREERS_INBOX = 'seleccion@firma.example';
    let templates: typeof import('./index') | undefined;
    jest.isolateModules(() => {
      templates = jest.requireActual<typeof import('./index')>('./index');
    });
    expect((await templates!.contactFirmEmail(contact)).to).toBe('recepcion@firma.example');
    expect((await templates!.careerFirmEmail(career)).to).toBe('seleccion@firma.example');
  });
});
