import {
  addCategorySchema,
  categoryIdFrom,
  categoryIdPattern,
  renameCategorySchema,
} from './schema';
import { fieldErrors } from '@/lib/forms/schemas';

const errorsOf = (
  schema: typeof renameCategorySchema | typeof addCategorySchema,
  input: unknown,
) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? {} : fieldErrors(parsed.error.issues);
};

describe('categoryIdFrom', () => {
  it.each([
    ['Protección de datos', 'proteccion-de-datos'],
    ['Cambiario e inversión extranjera', 'cambiario-e-inversion-extranjera'],
    ['  Niñez & Familia  ', 'ninez-familia'],
    ['Ley 2277 de 2022', 'ley-de'],
    ['Derecho   —   Minero', 'derecho-minero'],
  ])('suggests %s → %s', (label, id) => {
    expect(categoryIdFrom(label)).toBe(id);
    expect(id).toMatch(categoryIdPattern);
  });

  it('cuts at 40 characters without a trailing hyphen', () => {
    const id = categoryIdFrom('Administrativo y contratación estatal y otras materias');
    expect(id.length).toBeLessThanOrEqual(40);
    expect(id).toMatch(categoryIdPattern);
    expect(id.endsWith('-')).toBe(false);
  });

  it('suggests nothing when no valid identifier comes out', () => {
    expect(categoryIdFrom('')).toBe('');
    expect(categoryIdFrom('2024')).toBe('');
    expect(categoryIdFrom('Á')).toBe('');
  });
});

describe('renameCategorySchema', () => {
  it('trims both names and keeps the identifier', () => {
    expect(
      renameCategorySchema.parse({ id: 'tax', labelEs: ' Tributario ', labelEn: 'Tax ' }),
    ).toEqual({ id: 'tax', labelEs: 'Tributario', labelEn: 'Tax' });
  });

  it('says which name is missing or too long', () => {
    expect(errorsOf(renameCategorySchema, { id: 'tax', labelEs: ' ', labelEn: '' })).toEqual({
      labelEs: 'labelEsRequired',
      labelEn: 'labelEnRequired',
    });
    expect(
      errorsOf(renameCategorySchema, { id: 'tax', labelEs: 'a'.repeat(81), labelEn: 'Tax' }),
    ).toEqual({ labelEs: 'labelTooLong' });
    expect(
      errorsOf(renameCategorySchema, { id: 'tax', labelEs: 'a'.repeat(80), labelEn: 'Tax' }),
    ).toEqual({});
  });

  it('refuses control characters in a name', () => {
    expect(
      errorsOf(renameCategorySchema, { id: 'tax', labelEs: 'Tri\u202ebutario', labelEn: 'Tax' }),
    ).toEqual({ labelEs: 'textInvalid' });
  });

  it.each(['Tax', 'x', 't4x', '-tax', 'tax_law', `a${'b'.repeat(40)}`, "tax'; drop"])(
    'refuses the identifier %s',
    (id) => {
      expect(errorsOf(renameCategorySchema, { id, labelEs: 'A', labelEn: 'B' })).toEqual({
        id: 'categoryIdInvalid',
      });
    },
  );
});

describe('addCategorySchema', () => {
  it('takes the identifier as typed', () => {
    expect(addCategorySchema.parse({ id: 'mining', labelEs: 'Minero', labelEn: 'Mining' })).toEqual(
      { id: 'mining', labelEs: 'Minero', labelEn: 'Mining' },
    );
  });

  it('suggests the identifier from the Spanish name when it is left empty', () => {
    expect(
      addCategorySchema.parse({ id: ' ', labelEs: 'Derecho minero', labelEn: 'Mining law' }),
    ).toEqual({ id: 'derecho-minero', labelEs: 'Derecho minero', labelEn: 'Mining law' });
  });

  it('reports an identifier that cannot be made and the missing names together', () => {
    expect(errorsOf(addCategorySchema, { id: '', labelEs: '', labelEn: '' })).toEqual({
      id: 'categoryIdInvalid',
      labelEs: 'labelEsRequired',
      labelEn: 'labelEnRequired',
    });
    expect(errorsOf(addCategorySchema, { id: 'Minero', labelEs: 'Minero', labelEn: 'M' })).toEqual({
      id: 'categoryIdInvalid',
    });
  });
});
