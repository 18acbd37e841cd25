import { messages } from '@/lib/i18n/messages';
import { problemsOf } from './problems';

const es = { errors: messages.es.Admin.errors, reasons: messages.es.Admin.password.reasons };
const en = { errors: messages.en.Admin.errors, reasons: messages.en.Admin.password.reasons };

describe('problemsOf', () => {
  it('links each problem to its field, a weak password’s reasons listed under it', () => {
    const problems = problemsOf(
      {
        status: 'error',
        fieldErrors: { confirm: 'passwordMismatch' },
        formError: 'weakPassword',
        details: { reasons: ['length', 'pwned', 'unheard-of'] },
        values: {},
      },
      { locale: 'es', messages: es, fieldIds: { password: 'np-password', confirm: 'np-confirm' } },
    );
    expect(problems).toEqual([
      { message: 'Las dos contraseñas no coinciden.', fieldId: 'np-confirm' },
      {
        message: 'La contraseña es débil:',
        fieldId: 'np-password',
        details: [
          'Tiene menos de 12 caracteres.',
          'Aparece en filtraciones de contraseñas conocidas.',
          // A reason the messages lack is worded as the generic failure, never shown as a key.
          'No se pudo completar la operación. Intente de nuevo.',
        ],
      },
    ]);
  });

  it('words the wait in minutes with ICU plurals, in either language', () => {
    const throttled = (locale: 'es' | 'en', minutes: number) =>
      problemsOf(
        {
          status: 'error',
          fieldErrors: {},
          formError: 'throttled',
          details: { retryAfterMinutes: minutes },
          values: {},
        },
        { locale, messages: locale === 'es' ? es : en, fieldIds: { email: 'in-email' } },
      )[0]?.message;
    expect(throttled('es', 1)).toBe('Demasiados intentos. Intente de nuevo en 1 minuto.');
    expect(throttled('en', 5)).toBe('Too many attempts. Try again in 5 minutes.');
  });

  it('words keys the messages lack, inherited names included, as the generic failure', () => {
    const problems = problemsOf(
      {
        status: 'error',
        fieldErrors: { email: 'constructor' },
        formError: 'toString',
        details: { reasons: ['hasOwnProperty'] },
        values: {},
      },
      { locale: 'en', messages: en, fieldIds: { email: 'in-email' } },
    );
    const failed = 'The operation could not be completed. Please try again.';
    expect(problems).toEqual([
      { message: failed, fieldId: 'in-email' },
      { message: failed, fieldId: 'in-email', details: [failed] },
    ]);
  });

  it('shows nothing for a state that is not an error', () => {
    expect(problemsOf({ status: 'success' }, { locale: 'en', messages: es, fieldIds: {} })).toEqual(
      [],
    );
  });
});
