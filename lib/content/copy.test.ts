import { readFileSync } from 'node:fs';
import path from 'node:path';
import { messages } from '@/lib/i18n/messages';
import { serviceKeys, serviceSlugs } from '@/lib/routing';
import { decadesSinceFounding } from '@/lib/site';

/** Every string of a message tree. */
function strings(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (node !== null && typeof node === 'object') return Object.values(node).flatMap(strings);
  return [];
}

const english = strings(messages.en).join('\n');
const spanish = strings(messages.es).join('\n');
const seed = readFileSync(path.join(process.cwd(), 'supabase/seed.sql'), 'utf8');

describe('the copy a tax firm cannot get wrong', () => {
  it('writes English in one convention, US spelling, in the interface and the demo entries', () => {
    const british =
      /\b(judgement|enquir\w*|labour\w*|organis\w*|recognis\w*|favour\w*|honour\w*|behaviour\w*|licence|centre|programme|defence|offence|catalogue|specialis\w*|authoris\w*|summaris\w*|analys(e|ed|ing))\b/gi;
    expect(english.match(british) ?? []).toEqual([]);
    expect(seed.match(british) ?? []).toEqual([]);
  });

  it('never calls the court runner a judicial clerk, who works for a judge', () => {
    expect(english).not.toMatch(/judicial clerk/i);
    expect(english).toMatch(/paralegal \(court runner\)/i);
  });

  it('gives each practice area one name, the one its URL spells', () => {
    const slugOf = (name: string) =>
      name
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-');
    for (const locale of ['es', 'en'] as const) {
      for (const key of serviceKeys) {
        expect(slugOf(messages[locale].Services[key].name)).toBe(serviceSlugs[key][locale]);
      }
    }
    expect(spanish).not.toMatch(/Derecho Societario/);
  });

  it('counts the decades since the founding as the stats band does', () => {
    const words: Record<number, { es: string; en: string }> = {
      5: { es: 'cinco', en: 'five' },
      6: { es: 'seis', en: 'six' },
    };
    const decades = words[decadesSinceFounding()];
    expect(decades).toBeDefined();
    // The copy must state the count somewhere: a rewrite that drops it should fail here, not pass
    // with nothing left to compare.
    const es = [...spanish.matchAll(/(\S+) décadas/gi)].map((match) => match[1]);
    const en = [...english.matchAll(/(\S+) decades/gi)].map((match) => match[1]);
    expect(es.length).toBeGreaterThan(0);
    expect(en.length).toBeGreaterThan(0);
    expect(new Set(es)).toEqual(new Set([decades!.es]));
    expect(new Set(en)).toEqual(new Set([decades!.en]));
  });
});
