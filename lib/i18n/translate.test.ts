import { messages } from './messages';
import { messageOf } from './message-key';
import { formatMessage, messageText, translator } from './translate';

const adminErrors = { es: messages.es.Admin.errors, en: messages.en.Admin.errors };

describe('messageText', () => {
  it('puts ICU values and plurals into a message in either language', () => {
    expect(messageText('es', adminErrors.es, 'throttled', { minutes: 1 })).toBe(
      'Demasiados intentos. Intente de nuevo en 1 minuto.',
    );
    expect(messageText('es', adminErrors.es, 'throttled', { minutes: 15 })).toBe(
      'Demasiados intentos. Intente de nuevo en 15 minutos.',
    );
    expect(messageText('en', adminErrors.en, 'throttled', { minutes: 1 })).toBe(
      'Too many attempts. Try again in 1 minute.',
    );
    expect(messageText('en', adminErrors.en, 'throttled', { minutes: 15 })).toBe(
      'Too many attempts. Try again in 15 minutes.',
    );
  });

  it.each(['es', 'en'] as const)(
    'words a key the set lacks as its generic failure, never as the key (%s)',
    (locale) => {
      const failed = adminErrors[locale].failed;
      for (const key of ['noSuchKey', 'constructor', 'toString', '__proto__', '']) {
        expect(messageText(locale, adminErrors[locale], key)).toBe(failed);
        expect(messageOf(adminErrors[locale], key)).toBe(failed);
      }
    },
  );

  it('words a public form’s unknown key as that form’s own failure', () => {
    const errors = { ...messages.es.Forms.errors, failed: messages.es.Forms.errors.contactFailed };
    expect(messageOf(errors, 'emailInvalid')).toBe('Por favor ingrese un email válido');
    expect(messageOf(errors, 'unheardOf')).toBe(
      'Hubo un error al enviar el mensaje. Por favor intente de nuevo.',
    );
  });

  it('shows nothing rather than a key when a set has no generic failure', () => {
    expect(messageOf({ known: 'Known' }, 'unknownKey')).toBe('');
  });
});

describe('formatMessage', () => {
  it('fills a one-off ICU message in either language', () => {
    expect(formatMessage('es', messages.es.Forms.contact.counter, { count: 12, max: 2000 })).toBe(
      '12 de 2000 caracteres',
    );
    expect(formatMessage('en', messages.en.Forms.contact.counter, { count: 1, max: 2000 })).toBe(
      '1 of 2000 characters',
    );
    expect(formatMessage('en', '{n, plural, one {# file} other {# files}}', { n: 2 })).toBe(
      '2 files',
    );
  });

  it('reads a message it cannot fill as written, never as a key', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(formatMessage('es', 'Enviado a {email}.')).toBe('Enviado a {email}.');
    error.mockRestore();
  });
});

describe('translator', () => {
  it('translates one language’s messages within a namespace, values included', () => {
    const t = translator('en', messages.en, 'Admin');
    expect(t('errors.throttled', { minutes: 2 })).toBe(
      'Too many attempts. Try again in 2 minutes.',
    );
    const es = translator('es', messages.es, 'Emails');
    expect(es('languages.en')).toBe(messages.es.Emails.languages.en);
  });
});
