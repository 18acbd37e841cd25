import { minPasswordLength, passwordProblems } from './password';

const email = 'maria.lopez@firma.example';

describe('passwordProblems', () => {
  it('accepts a long password that mixes kinds of characters and avoids the e-mail', () => {
    expect(passwordProblems('Cafetal-de-la-sierra-7', email)).toEqual([]);
  });

  it(`refuses fewer than ${minPasswordLength} characters, counting characters rather than bytes`, () => {
    expect(passwordProblems('Abc-defg-h1', email)).toEqual(['length']);
    expect(passwordProblems('Abc-defg-h12', email)).toEqual([]);
    // 11 characters, 13 UTF-16 units: still too short.
    expect(passwordProblems('Añ🦜-defg-h1', email)).toEqual(['length']);
  });

  it('refuses a password of a single kind of character', () => {
    expect(passwordProblems('cafetaldelasierra', email)).toEqual(['characters']);
    expect(passwordProblems('CAFETALDELASIERRA', email)).toEqual(['characters']);
    expect(passwordProblems('402918374650123', email)).toEqual(['characters']);
    expect(passwordProblems('cafetal de la sierra', email)).toEqual([]);
  });

  it("refuses the e-mail's local part, whatever its case, when it has 3 characters or more", () => {
    expect(passwordProblems('Maria.Lopez-2026!', email)).toEqual(['email']);
    expect(passwordProblems('xx-ANA-cafetal-9', 'ana@firma.example')).toEqual(['email']);
    // Two letters are too common to forbid.
    expect(passwordProblems('xx-al-cafetal-9', 'al@firma.example')).toEqual([]);
  });

  it('refuses the very common passwords, whatever their case', () => {
    expect(passwordProblems('Password1234', email)).toEqual(['common']);
    expect(passwordProblems('Colombia2026', email)).toEqual(['common']);
  });

  it('answers every reason that applies', () => {
    expect(passwordProblems('anaana', 'ana@firma.example')).toEqual([
      'length',
      'characters',
      'email',
    ]);
  });
});
