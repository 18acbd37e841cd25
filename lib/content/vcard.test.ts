import { site } from '@/lib/site';
import { teamMembers } from './team';
import { escapeText, foldLine, lawyerVCard, renderVCard, splitName } from './vcard';

type Property = { name: string; params: Record<string, string>; value: string };

const octets = (text: string) => new TextEncoder().encode(text).length;

/**
 * A strict reader of one vCard 4.0 object, as an address book would read it: CRLF only, folded
 * lines of at most 75 octets that never split a character, BEGIN, then VERSION:4.0, END last,
 * and no escape sequence outside \\ \, \; \n. Anything else throws.
 */
function parseVCard(text: string): Property[] {
  if (/\r(?!\n)|(?<!\r)\n/.test(text)) throw new Error('line ends must be CRLF');
  if (!text.endsWith('\r\n')) throw new Error('the last line must end with CRLF');
  const physical = text.slice(0, -2).split('\r\n');
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for (const line of physical) {
    const bytes = new TextEncoder().encode(line);
    if (bytes.length > 75) throw new Error(`line over 75 octets: ${line}`);
    decoder.decode(bytes); // a character split across lines would not decode
  }
  const logical: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ') || line.startsWith('\t')) {
      if (logical.length === 0) throw new Error('continuation before any line');
      logical[logical.length - 1] += line.slice(1);
    } else {
      logical.push(line);
    }
  }
  const properties = logical.map((line) => {
    const match = /^([A-Za-z0-9-]+)((?:;[A-Za-z0-9-]+=(?:"[^"]*"|[^;:"]*))*):(.*)$/.exec(line);
    if (!match) throw new Error(`malformed line: ${line}`);
    const params = Object.fromEntries(
      [...match[2]!.matchAll(/;([A-Za-z0-9-]+)=("[^"]*"|[^;:"]*)/g)].map((p) => [
        p[1]!.toUpperCase(),
        p[2]!.replace(/^"|"$/g, ''),
      ]),
    );
    return { name: match[1]!.toUpperCase(), params, value: match[3]! };
  });
  if (properties[0]?.name !== 'BEGIN' || properties[0].value !== 'VCARD')
    throw new Error('BEGIN:VCARD must come first');
  if (properties[1]?.name !== 'VERSION' || properties[1].value !== '4.0')
    throw new Error('VERSION:4.0 must follow BEGIN');
  if (properties.at(-1)?.name !== 'END' || properties.at(-1)?.value !== 'VCARD')
    throw new Error('END:VCARD must come last');
  return properties;
}

/** Splits a structured value on unescaped semicolons and unescapes each component. */
function components(value: string): string[] {
  const parts: string[] = [];
  let current = '';
  for (let i = 0; i < value.length; i += 1) {
    const char = value[i]!;
    if (char === '\\') {
      const next = value[i + 1];
      if (next === undefined || !'\\,;nN'.includes(next)) throw new Error(`bad escape in ${value}`);
      current += next === 'n' || next === 'N' ? '\n' : next;
      i += 1;
    } else if (char === ';') {
      parts.push(current);
      current = '';
    } else if (char === ',') {
      throw new Error(`unescaped comma in a text value: ${value}`);
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts;
}

/** A TEXT value: exactly one component. */
function text(value: string): string {
  const parts = components(value);
  if (parts.length !== 1) throw new Error(`unescaped semicolon in a text value: ${value}`);
  return parts[0]!;
}

const one = (props: Property[], name: string) => {
  const found = props.filter((p) => p.name === name);
  expect(found).toHaveLength(1);
  return found[0]!;
};

describe('vCard 4.0', () => {
  const hostile = {
    uid: 'https://firm.example/equipo/ana',
    fullName: 'Ana María Núñez; "la Ñ", Peña\\Ruiz',
    familyNames: 'Núñez, Peña',
    givenNames: 'Ana María',
    organization: 'Montoya; Rivas, Abogados',
    title: 'Socia, Derecho Tributario; Aduanero',
    email: 'ana.nunez@firm.example',
    phone: '+576015550199',
    address: {
      street: 'Calle 72 # 10-07, Oficina 1101; Torre Ñ',
      locality: 'Bogotá D.C.',
      region: 'Bogotá D.C.',
      postalCode: '110231',
      country: 'Colombia',
    },
    url: 'https://firm.example/equipo/ana',
    languages: ['es', 'en', 'fr'],
    note: `Línea uno, con coma; y punto y coma\nlínea dos con acentos: áéíóú ÁÉÍÓÚ ñ ü — ${'muy larga '.repeat(12)}`,
  };

  it('reads back every property, escaped and unescaped exactly', () => {
    const props = parseVCard(renderVCard(hostile));
    expect(props.map((p) => p.name)).toEqual([
      'BEGIN',
      'VERSION',
      'KIND',
      'UID',
      'FN',
      'N',
      'ORG',
      'TITLE',
      'EMAIL',
      'TEL',
      'ADR',
      'URL',
      'LANG',
      'LANG',
      'LANG',
      'NOTE',
      'END',
    ]);
    expect(one(props, 'KIND').value).toBe('individual');
    expect(one(props, 'UID').value).toBe(hostile.uid);
    expect(text(one(props, 'FN').value)).toBe(hostile.fullName);
    expect(components(one(props, 'N').value)).toEqual(['Núñez, Peña', 'Ana María', '', '', '']);
    expect(components(one(props, 'ORG').value)).toEqual(['Montoya; Rivas, Abogados']);
    expect(text(one(props, 'TITLE').value)).toBe(hostile.title);
    expect(one(props, 'EMAIL')).toEqual({
      name: 'EMAIL',
      params: { TYPE: 'work' },
      value: hostile.email,
    });
    expect(one(props, 'TEL')).toEqual({
      name: 'TEL',
      params: { VALUE: 'uri', TYPE: 'work,voice' },
      value: 'tel:+576015550199',
    });
    expect(components(one(props, 'ADR').value)).toEqual([
      '',
      '',
      hostile.address.street,
      'Bogotá D.C.',
      'Bogotá D.C.',
      '110231',
      'Colombia',
    ]);
    expect(one(props, 'URL').value).toBe(hostile.url);
    const langs = props.filter((p) => p.name === 'LANG');
    expect(langs.map((p) => [p.params.PREF, p.value])).toEqual([
      ['1', 'es'],
      ['2', 'en'],
      ['3', 'fr'],
    ]);
    expect(text(one(props, 'NOTE').value)).toBe(hostile.note);
  });

  it('escapes backslashes, commas, semicolons and newlines', () => {
    expect(escapeText('a\\b,c;d\ne')).toBe('a\\\\b\\,c\\;d\\ne');
    expect(components(escapeText('a\\b,c;d\ne'))).toEqual(['a\\b,c;d\ne']);
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const line = `NOTE:${'ñá'.repeat(60)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('FN:short')).toBe('FN:short');
  });

  it('splits Colombian names into given names and the two surnames', () => {
    expect(splitName('Claudia Patricia Rincón Salazar')).toEqual({
      givenNames: 'Claudia Patricia',
      familyNames: 'Rincón Salazar',
    });
    expect(splitName('Valentina Ruiz Moreno')).toEqual({
      givenNames: 'Valentina',
      familyNames: 'Ruiz Moreno',
    });
  });

  it.each(teamMembers.map((member) => [member.id, member] as const))(
    "%s's card imports cleanly with the firm as ORG",
    (_id, member) => {
      const url = `https://firm.example/equipo/${member.id}`;
      const vcf = lawyerVCard(member, {
        title: 'Socia',
        note: 'Socia · Derecho Corporativo, Derecho Comercial',
        url,
        uid: url,
      });
      const props = parseVCard(vcf);
      expect(text(one(props, 'FN').value)).toBe(member.name);
      const [family, given] = components(one(props, 'N').value);
      expect(`${given} ${family}`).toBe(member.name);
      expect(components(one(props, 'ORG').value)).toEqual([site.name]);
      expect(one(props, 'EMAIL').value).toBe(member.email);
      expect(one(props, 'TEL').value).toBe(`tel:${member.phone}`);
      expect(components(one(props, 'ADR').value)[2]).toBe(site.address.street);
      expect(props.filter((p) => p.name === 'LANG').map((p) => p.value)).toEqual([
        ...member.languages,
      ]);
      expect(text(one(props, 'NOTE').value)).toBe('Socia · Derecho Corporativo, Derecho Comercial');
      expect(props.some((p) => p.name === 'PHOTO')).toBe(Boolean(member.portrait));
    },
  );

  it('rejects what an address book would reject (the reader is strict)', () => {
    expect(() => parseVCard('BEGIN:VCARD\nVERSION:4.0\nEND:VCARD\n')).toThrow(/CRLF/);
    expect(() => parseVCard('BEGIN:VCARD\r\nVERSION:3.0\r\nEND:VCARD\r\n')).toThrow(/4\.0/);
    expect(() =>
      parseVCard(`BEGIN:VCARD\r\nVERSION:4.0\r\nNOTE:${'a'.repeat(80)}\r\nEND:VCARD\r\n`),
    ).toThrow(/75 octets/);
    expect(() => text('a,b')).toThrow(/comma/);
    expect(() => text('a;b')).toThrow(/semicolon/);
    expect(() => text('a\\tb')).toThrow(/escape/);
  });
});
