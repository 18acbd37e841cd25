/**
 * vCard 4.0 (RFC 6350) for a lawyer's contact card: UTF-8, CRLF line ends, lines folded at 75
 * octets without splitting a character, text values escaped (\\ \, \; \n) so a comma in an
 * address or a semicolon in a note cannot shift a field.
 */

import { site } from '@/lib/site';
import { absoluteUrl } from '@/lib/site-url';
import type { TeamMember } from './team';

type VCardAddress = {
  street: string;
  locality: string;
  region: string;
  postalCode: string;
  country: string;
};

export type VCardInput = {
  /** A stable identifier of the person (a URI), the same in every language's card. */
  uid: string;
  fullName: string;
  familyNames: string;
  givenNames: string;
  organization: string;
  title: string;
  email: string;
  /** E.164, e.g. +576015550181. */
  phone: string;
  address: VCardAddress;
  url: string;
  /** Language tags in order of preference. */
  languages: readonly string[];
  note?: string;
  photoUrl?: string;
};

/** Escapes a TEXT value or one component of a structured value (RFC 6350 §3.4). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const structured = (components: readonly string[]) => components.map(escapeText).join(';');

const encoder = new TextEncoder();

/** Folds a content line into chunks of at most 75 octets; continuations start with a space. */
export function foldLine(line: string): string {
  const chunks: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; each continuation 74 after its leading space.
    const limit = chunks.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      chunks.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  chunks.push(current);
  return chunks.join('\r\n ');
}

/** Colombian names: the last two words are the surnames, the rest the given names. */
export function splitName(name: string): { givenNames: string; familyNames: string } {
  const words = name.trim().split(/\s+/);
  if (words.length < 3)
    return { givenNames: words[0] ?? '', familyNames: words.slice(1).join(' ') };
  return { givenNames: words.slice(0, -2).join(' '), familyNames: words.slice(-2).join(' ') };
}

/** The vCard text of one person, CRLF-terminated. */
export function renderVCard(card: VCardInput): string {
  const a = card.address;
  const lines = [
    'BEGIN:VCARD',
    'VERSION:4.0',
    'KIND:individual',
    `UID:${card.uid}`,
    `FN:${escapeText(card.fullName)}`,
    `N:${structured([card.familyNames, card.givenNames, '', '', ''])}`,
    `ORG:${structured([card.organization])}`,
    `TITLE:${escapeText(card.title)}`,
    `EMAIL;TYPE=work:${escapeText(card.email)}`,
    `TEL;VALUE=uri;TYPE="work,voice":tel:${card.phone}`,
    `ADR;TYPE=work:${structured(['', '', a.street, a.locality, a.region, a.postalCode, a.country])}`,
    `URL:${card.url}`,
    ...card.languages.map((tag, index) => `LANG;PREF=${index + 1}:${tag}`),
    ...(card.note ? [`NOTE:${escapeText(card.note)}`] : []),
    ...(card.photoUrl ? [`PHOTO:${card.photoUrl}`] : []),
    'END:VCARD',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** What a lawyer's card says in one language, translated by the caller. */
export type LawyerCardText = { title: string; note: string; url: string; uid: string };

/** The card of one of the firm's lawyers: their direct channels and the firm as ORG and address. */
export function lawyerVCard(member: TeamMember, text: LawyerCardText): string {
  return renderVCard({
    ...text,
    fullName: member.name,
    ...splitName(member.name),
    organization: site.name,
    email: member.email,
    phone: member.phone,
    address: { ...site.address, country: 'Colombia' },
    languages: member.languages,
    ...(member.portrait ? { photoUrl: absoluteUrl(member.portrait) } : {}),
  });
}
