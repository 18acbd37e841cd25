import { renderToStaticMarkup } from 'react-dom/server';
import { messages } from '@/lib/i18n/messages';
import { problemsOf } from '@/lib/admin/problems';
import { FormProblems } from './form-problems';

const es = { errors: messages.es.Admin.errors, reasons: messages.es.Admin.password.reasons };

describe('FormProblems', () => {
  it('lists a weak password’s reasons under one linked problem, announced as an alert', () => {
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
    const html = renderToStaticMarkup(
      <FormProblems title="Revise lo siguiente:" problems={problems} />,
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain('<a href="#np-confirm"');
    expect(html).toContain('Las dos contraseñas no coinciden.');
    expect(html).toMatch(
      /<a href="#np-password"[^>]*>La contraseña es débil:<\/a><ul[^>]*><li>Tiene menos de 12 caracteres\.<\/li><li>Aparece en filtraciones de contraseñas conocidas\.<\/li><li>No se pudo completar la operación\. Intente de nuevo\.<\/li><\/ul>/,
    );
    // A key the messages lack is worded as the generic failure, never shown as a key.
    expect(html).not.toContain('unheard-of');
  });

  it('shows nothing for a state that is not an error', () => {
    expect(problemsOf({ status: 'success' }, { locale: 'en', messages: es, fieldIds: {} })).toEqual(
      [],
    );
  });
});
