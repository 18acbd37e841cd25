import { generatedPolicySections, processorsSection, retentionSection } from './policy-sections';
import { hashedOnly, retentionKeys, retentionRules, type RetentionRules } from './retention';

// The privacy policy's retention section is rendered from the module the purge applies: change a
// period and the text changes with it, in both languages.

describe('the privacy policy’s retention section', () => {
  it('states every rule’s period, in Spanish and English', () => {
    const es = retentionSection('es').items.join('\n');
    const en = retentionSection('en').items.join('\n');
    expect(es).toContain('30 días después de la entrega');
    expect(es).toContain('24 meses después de su último cambio de estado');
    expect(es).toContain('12 meses después de su recepción');
    expect(es).toContain('10 años');
    expect(es).toContain('se conserva 5 años');
    expect(en).toContain('30 days after delivery');
    expect(en).toContain('24 months after their last status change');
    expect(en).toContain('12 months after receipt');
    expect(en).toContain('for 10 years');
    expect(en).toContain('kept for 5 years');
    // One item per rule, then what is kept only as a keyed hash, then the legal hold's.
    expect(retentionSection('es').items).toHaveLength(retentionKeys.length + hashedOnly.length + 1);
  });

  it('says unsubscribed and deleted addresses are kept only as a keyed hash', () => {
    expect(retentionSection('es').items).toContainEqual(
      expect.stringMatching(/cancelaron la suscripción.*solo como un hash con clave/),
    );
    expect(retentionSection('en').items).toContainEqual(
      expect.stringMatching(/unsubscribed.*only as a keyed hash/),
    );
  });

  it('follows the module: another period, another text', () => {
    const changed: RetentionRules = {
      ...retentionRules,
      contactMessages: {
        ...retentionRules.contactMessages,
        period: { amount: 18, unit: 'months' },
      },
      careerApplications: {
        ...retentionRules.careerApplications,
        period: { amount: 1, unit: 'years' },
      },
    };
    const es = retentionSection('es', changed).items.join('\n');
    const en = retentionSection('en', changed).items.join('\n');
    expect(es).toContain('18 meses después de su último cambio de estado');
    expect(es).not.toContain('24 meses');
    expect(es).toContain('1 año después de su recepción');
    expect(en).toContain('18 months after their last status change');
    expect(en).toContain('1 year after receipt');
    expect(generatedPolicySections('en', changed).at(-1)).toEqual(retentionSection('en', changed));
  });
});

describe('the privacy policy’s processors abroad', () => {
  it('names each provider of the site’s list, with its role and country, and the contract', () => {
    const es = processorsSection('es').items.join('\n');
    expect(es).toMatch(/Vercel Inc\. \(alojamiento del sitio web\), Estados Unidos/);
    expect(es).toContain('Supabase Inc.');
    expect(es).toContain('Resend');
    expect(es).toContain('2.2.2.25.5.1 y 2.2.2.25.5.2 del Decreto 1074 de 2015');
    const en = processorsSection('en', [{ name: 'Acme Mail', role: 'email', country: 'DE' }]);
    expect(en.items[0]).toBe('Acme Mail (e-mail delivery), Germany.');
    expect(en.items.join('\n')).not.toContain('Vercel');
  });
});
