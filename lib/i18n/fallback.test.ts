import { fallbackMessage, humanizeKey, lastResortText } from './fallback';

const messages = {
  es: { Nav: { about: 'Nosotros' }, Only: { spanish: 'Solo en español' } },
  en: { Nav: { about: 'About us', contact: 'Contact' }, Blank: { text: '   ' } },
};

describe('fallbackMessage', () => {
  it('uses the other language first', () => {
    expect(fallbackMessage('Nav.contact', 'es', messages)).toBe('Contact');
    expect(fallbackMessage('Only.spanish', 'en', messages)).toBe('Solo en español');
  });

  it('then humanises the last key segment', () => {
    expect(fallbackMessage('Publications.shareBulletin', 'es', messages)).toBe('Share bulletin');
    expect(fallbackMessage('Legal.privacy_policy', 'en', messages)).toBe('Privacy policy');
    expect(fallbackMessage('Blank.text', 'es', messages)).toBe('Text');
  });

  it('ends with the last-resort sentence when nothing readable is left', () => {
    expect(fallbackMessage('', 'es', messages)).toBe(lastResortText);
    expect(fallbackMessage('Section.__', 'en', messages)).toBe(lastResortText);
    expect(lastResortText).toBe('Contenido próximamente disponible');
  });

  it('does not take an object or a blank string as a translation', () => {
    expect(fallbackMessage('Nav', 'es', messages)).toBe('Nav');
    expect(fallbackMessage('Blank.text', 'es', messages)).not.toBe('   ');
  });
});

describe('humanizeKey', () => {
  it.each([
    ['viewCompleteBulletin', 'View complete bulletin'],
    ['kebab-case-key', 'Kebab case key'],
    ['2023', '2023'],
    ['', ''],
  ])('%s → %s', (key, expected) => {
    expect(humanizeKey(key)).toBe(expected);
  });
});
