import { fieldErrors } from '@/lib/forms/schemas';
import { dataRequestSchema } from './schema';

// The data-request form's schema, as the browser and the server action both parse with it.

const valid = {
  kind: 'supresion',
  name: '  Ana Gómez ',
  email: ' Ana@Example.COM ',
  idNumber: '1.020.304-5',
  description: 'Eliminen mis datos\nde su lista.',
  consent: true,
  locale: 'es',
};
const problems = (input: Record<string, unknown>) => {
  const parsed = dataRequestSchema.safeParse(input);
  return parsed.success ? {} : fieldErrors(parsed.error.issues);
};

describe('the data-request schema', () => {
  it('takes a request, trimmed, the address in lower case', () => {
    expect(dataRequestSchema.parse(valid)).toEqual({
      ...valid,
      name: 'Ana Gómez',
      email: 'ana@example.com',
    });
    expect(dataRequestSchema.parse({ ...valid, idNumber: '' }).idNumber).toBe('');
  });

  it.each([
    [{ kind: 'borrar' }, 'kind', 'requestKindRequired'],
    [{ kind: '' }, 'kind', 'requestKindRequired'],
    [{ name: '   ' }, 'name', 'nameRequired'],
    [{ name: 'x'.repeat(101) }, 'name', 'nameTooLong'],
    [{ email: 'ana@' }, 'email', 'emailInvalid'],
    [{ idNumber: '<script>' }, 'idNumber', 'idNumberInvalid'],
    [{ idNumber: '1'.repeat(31) }, 'idNumber', 'idNumberInvalid'],
    [{ description: '' }, 'description', 'descriptionRequired'],
    [{ description: 'x'.repeat(2001) }, 'description', 'descriptionTooLong'],
    [{ description: 'a\u0000b' }, 'description', 'textInvalid'],
    [{ consent: false }, 'consent', 'consentRequired'],
  ])('refuses %j: %s gets %s', (change, field, key) => {
    expect(problems({ ...valid, ...change })[field]).toBe(key);
  });

  it('refuses a language the site does not have', () => {
    expect(problems({ ...valid, locale: 'fr' }).locale).toBeDefined();
  });
});
