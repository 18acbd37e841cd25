import { formatNit, nitCheckDigit } from './nit';
import { site } from './site';

describe('NIT check digit (DIAN)', () => {
  it('computes the digit DIAN assigns to known NITs', () => {
    // DIAN's own NIT, and Bancolombia's and Ecopetrol's, as published.
    expect(nitCheckDigit('800.197.268')).toBe(4);
    expect(nitCheckDigit('890.903.938')).toBe(8);
    expect(nitCheckDigit('899.999.068')).toBe(1);
    expect(nitCheckDigit('860000172')).toBe(9);
  });

  it('refuses a base number that is not one', () => {
    expect(() => nitCheckDigit('abc')).toThrow();
    expect(() => nitCheckDigit('860.000.172-9')).toThrow();
    expect(() => nitCheckDigit('')).toThrow();
  });

  it('shows the NIT the way the site prints it, with its digit', () => {
    expect(formatNit('860.000.172')).toBe('NIT 860.000.172-9');
    expect(site.taxId).toBe('NIT 860.000.172-9');
  });
});
