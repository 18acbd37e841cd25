import { messages } from '@/lib/i18n/messages';
import { formAlert } from './fields';
import { summaryProblems } from './use-error-summary';

// What the contact form is sent (components/contact/contact-form-section.tsx).
const errors = { ...messages.es.Forms.errors, failed: messages.es.Forms.errors.contactFailed };
const failed = 'Hubo un error al enviar el mensaje. Por favor intente de nuevo.';

describe('the public forms’ words for a message key', () => {
  it('lists each field’s problem after its name, an unknown key as the form’s failure', () => {
    const keys: Record<string, string> = { email: 'emailInvalid', message: 'noSuchKey' };
    const fields = [
      ['name', 'Nombre'],
      ['email', 'Correo electrónico'],
      ['message', 'Mensaje'],
    ] as const;
    expect(summaryProblems('c', fields, errors, (name) => keys[name])).toEqual([
      { fieldId: 'c-email', message: 'Correo electrónico: Por favor ingrese un email válido' },
      { fieldId: 'c-message', message: `Mensaje: ${failed}` },
    ]);
  });

  it('words a form-level key the messages lack as the form’s failure, never as the key', () => {
    const refused = (formError: string) =>
      formAlert({ status: 'error', fieldErrors: {}, formError, values: {} }, errors);
    expect(refused('rateLimited')).toBe(messages.es.Forms.errors.rateLimited);
    expect(refused('storageExploded')).toBe(failed);
    expect(refused('constructor')).toBe(failed);
    expect(
      formAlert({ status: 'error', fieldErrors: { locale: 'localeInvalid' }, values: {} }, errors),
    ).toBe('Recargue la página e intente de nuevo');
    expect(formAlert({ status: 'success' }, errors)).toBeUndefined();
  });
});
