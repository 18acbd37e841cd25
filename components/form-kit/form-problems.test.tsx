import { renderToStaticMarkup } from 'react-dom/server';
import { FormProblems } from './form-problems';

describe('FormProblems', () => {
  it('lists each problem, linked to its field when it has one, details under it, as a focusable alert', () => {
    const html = renderToStaticMarkup(
      <FormProblems
        title="Revise lo siguiente:"
        problems={[
          { message: 'Las dos contraseñas no coinciden.', fieldId: 'np-confirm' },
          {
            message: 'La contraseña es débil:',
            fieldId: 'np-password',
            details: ['Tiene menos de 12 caracteres.', 'Aparece en filtraciones.'],
          },
          { message: 'No se pudo completar la operación.' },
        ]}
      />,
    );
    expect(html).toMatch(/^<div tabindex="-1" role="alert" data-form-problems="true"/);
    expect(html).toContain('<p class="font-semibold text-red-900">Revise lo siguiente:</p>');
    expect(html).toContain('<a href="#np-confirm" class="underline underline-offset-2">Las dos');
    expect(html).toMatch(
      /<a href="#np-password"[^>]*>La contraseña es débil:<\/a><ul[^>]*><li>Tiene menos de 12 caracteres\.<\/li><li>Aparece en filtraciones\.<\/li><\/ul>/,
    );
    // A problem about no one field (the form's own) is plain text, not a link to nowhere.
    expect(html).toContain('<li>No se pudo completar la operación.</li>');
  });
});
