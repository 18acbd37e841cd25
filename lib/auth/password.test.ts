import { passwordProblems } from './password';

// No real password is spelled here: the examples are the weak ones the rules exist to refuse.
const email = 'maria.lopez@firma.example';

describe('passwordProblems', () => {
  it('accepts a long password of several kinds of character', () => {
    expect(passwordProblems('Tinto-de-las-7-de-la-mañana', email)).toEqual([]);
    expect(passwordProblems('correct horse Battery', email)).toEqual([]);
  });

  it('wants at least 12 characters (counted as characters, not bytes)', () => {
    expect(passwordProblems('Ab3$Ab3$Ab3', email)).toEqual(['length']);
    expect(passwordProblems('Ab3$Ab3$Ab3$', email)).toEqual([]);
    expect(passwordProblems('ñÑ1-ñÑ1-ñÑ1', email)).toContain('length');
  });

  it('refuses one kind of character only, or one or two characters repeated', () => {
    expect(passwordProblems('abcdxyzwvutsrq', email)).toEqual(['characters']);
    expect(passwordProblems('84736251908172', email)).toContain('characters');
    expect(passwordProblems('aA1bB2cC3dD4', email)).toEqual([]);
    expect(passwordProblems('aA1aA1aA1aA1aA1', email)).toEqual(['characters']);
    expect(passwordProblems('ababababABABAB', email)).toEqual(['characters']);
  });

  it("refuses the e-mail's local part, in any case", () => {
    expect(passwordProblems('MARIA.LOPEZ-2026', email)).toEqual(['email']);
    // Too short a local part to mean anything is not checked.
    expect(passwordProblems('Ab-Ab-Ab-Ab-12', 'ab@firma.example')).toEqual([]);
  });

  it('refuses the most common passwords, even dressed up with digits and symbols', () => {
    for (const weak of [
      'Password1234',
      'Qwertyuiop12!',
      'Contraseña2024',
      '123456789012',
      'abcdefghijkl',
    ])
      expect(passwordProblems(weak, email)).toContain('common');
  });

  it('gives every reason at once', () => {
    expect(passwordProblems('maria', 'maria@firma.example')).toEqual([
      'length',
      'characters',
      'email',
    ]);
  });
});
