import { isValidNit, nitCheckDigit } from './nit';
import { site } from './site';

describe('NIT check digit (DIAN)', () => {
  it('computes the digit DIAN assigns to known NITs', () => {
    // DIAN's own NIT, and Bancolombia's and Ecopetrol's, as published.
    expect(nitCheckDigit('800.197.268')).toBe(4);
    expect(nitCheckDigit('890.903.938')).toBe(8);
    expect(nitCheckDigit('899.999.068')).toBe(1);
    expect(nitCheckDigit('860000172')).toBe(9);
  });

  it('accepts a right digit and refuses a wrong one or a malformed number', () => {
    expect(isValidNit('NIT 860.000.172-9')).toBe(true);
    expect(isValidNit('NIT 860.000.172-4')).toBe(false);
    expect(isValidNit('860000172')).toBe(false);
    expect(isValidNit('NIT abc-1')).toBe(false);
  });

  it('holds for the NIT the site shows (a deployer’s value included)', () => {
    expect(isValidNit(site.taxId)).toBe(true);
  });
});
