import { describe, expect, it } from 'vitest';
import { finding } from '../schema/finding.ts';
import { domainProblem, editDistance, nearestDomains, replaceAddress, tldExists } from './email-domains.ts';
import { parseEmails } from './emails.ts';
import { DomainTally } from './file-domains.ts';

describe('mistyped domains of the common providers', () => {
  it.each([
    ['ana.soto@gmail.con', 'ana.soto@gmail.com', false],
    ['ana.soto@gmial.com', 'ana.soto@gmail.com', true],
    ['ana.soto@gmai.com', 'ana.soto@gmail.com', true],
    ['ana.soto@gmaill.com', 'ana.soto@gmail.com', true],
    ['pedro@hotmial.com', 'pedro@hotmail.com', true],
    ['pedro@hotmal.com', 'pedro@hotmail.com', true],
    ['luisa@yaho.cl', 'luisa@yahoo.cl', true],
    ['luisa@yahoo.cll', 'luisa@yahoo.cl', false],
    ['jose@outlok.com', 'jose@outlook.com', true],
    ['jose@live.cI', 'jose@live.cl', true],
  ])('%j: ¿quisiste decir %j? (published: %s)', (address, suggestion, published) => {
    const { emails, findings } = parseEmails(address);
    expect(emails).toEqual(published ? [address.toLowerCase()] : []);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ code: 'email-domain-verify', severity: 'warning', raw: address.toLowerCase(), candidates: [suggestion] });
    expect(findings[0]?.message).toContain(`¿quisiste decir ${suggestion}?`);
  });

  it('says why, in Spanish, and never rewrites the address', () => {
    expect(parseEmails('Ana.Soto@GMIAL.com').findings).toEqual([
      finding('email-domain-verify', {
        field: 'correo',
        raw: 'Ana.Soto@gmial.com',
        message: 'Dominio de "Ana.Soto@gmial.com" dudoso: se parece al de un proveedor de correo conocido; se publica tal como está escrito. ¿quisiste decir Ana.Soto@gmail.com?',
        considered: ['Ana.Soto@gmail.com'],
        candidates: ['Ana.Soto@gmail.com'],
      }),
    ]);
    expect(parseEmails('ana@giro.xyzq').findings[0]?.message).toBe('Dominio de "ana@giro.xyzq" dudoso: ".xyzq" no es un dominio de primer nivel; no se publica.');
  });

  it('the candidate is the whole cell with that address replaced', () => {
    expect(parseEmails('ana@giro.cl; pedro@hotmial.com').findings.find((f) => f.code === 'email-domain-verify')?.candidates).toEqual(['ana@giro.cl; pedro@hotmail.com']);
  });

  it.each(['ana@gmail.com', 'ana@hotmail.es', 'ana@giro.cl', 'ana@gore.cl', 'ana@live.com', 'ana@mail.com', 'ana@resimple.cl', 'x@y.co', 'j.soto@empresa.com.ar', 'ana@municipalidad.gob.cl', 'ana@ymail.com'])(
    '%j is not flagged',
    (address) => {
      expect(parseEmails(address).findings).toEqual([]);
    },
  );
});

describe('the pieces', () => {
  it('knows IANA top-level domains, in any case', () => {
    expect(['cl', 'COM', 'museum', 'ci'].every((tld) => tldExists(`a.${tld}`))).toBe(true);
    expect(['con', 'cll', 'c'].some((tld) => tldExists(`a.${tld}`))).toBe(false);
  });

  it('counts a swap of two letters as one edit', () => {
    expect(editDistance('gmial.com', 'gmail.com')).toBe(1);
    expect(editDistance('giro.cl', 'gore.cl')).toBe(2);
  });

  it('takes short domains one edit away, long ones two, and all the nearest ones', () => {
    expect(nearestDomains('gore.cl', ['giro.cl'])).toEqual([]);
    expect(nearestDomains('resimpl.cll', ['resimple.cl'])).toEqual(['resimple.cl']);
    expect(nearestDomains('yaho.com', ['yahoo.es', 'yahoo.com', 'yahoo.cl'])).toEqual(['yahoo.com']);
    expect(nearestDomains('yahoo.cm', ['yahoo.cl', 'yahoo.com'])).toEqual(['yahoo.cl', 'yahoo.com']);
    expect(nearestDomains('gmail.com', ['gmail.com', 'gmai.com'])).toEqual([]);
  });

  it('replaces the address in the cell whatever its case, or gives the replacement alone', () => {
    expect(replaceAddress('Ana <ANA@X.CL>', 'ana@x.cl', 'ana@y.cl')).toBe('Ana <ana@y.cl>');
    expect(replaceAddress('otra cosa', 'ana@x.cl', 'ana@y.cl')).toBe('ana@y.cl');
  });

  it('domainProblem: nothing for a good address', () => {
    expect(domainProblem('ana@giro.cl')).toBeNull();
    expect(domainProblem('ana@gmail.con')).toEqual({ tldMissing: true, suggestions: ['ana@gmail.com'] });
  });
});

describe("the operators' own domains in a file", () => {
  const use = (line: number, address: string) => ({ line, id: String(line), cell: address, address });

  it('a rare domain a few edits from one the file uses more is a likely typo of it, at each of its lines', () => {
    const tally = new DomainTally();
    for (const [line, address] of [[2, 'a@resimple.cl'], [3, 'b@resimple.cl'], [4, 'c@resimpel.cl'], [5, 'd@giro.cl'], [6, 'e@gore.cl'], [7, 'f@municipalidadtemuco.cl'], [8, 'g@municipalidadtemuco.cl'], [9, 'h@municipalidadtemuko.cl'], [10, 'i@resimple.cl']] as const) {
      tally.add(use(line, address));
    }
    const found = tally.findings('correo');
    expect(found.map(({ use: u, finding: f }) => [u.line, f.raw, f.candidates])).toEqual([
      [4, 'c@resimpel.cl', ['c@resimple.cl']],
      [9, 'h@municipalidadtemuko.cl', ['h@municipalidadtemuco.cl']],
    ]);
    expect(found[0]?.finding.message).toBe('Dominio de "c@resimpel.cl" dudoso: el archivo usa más resimple.cl (3 veces); ¿quisiste decir c@resimple.cl? Se publica tal como está escrito.');
  });

  it('two domains seen once each, or a domain as common as the other, are not judged', () => {
    const tally = new DomainTally();
    for (const [line, address] of [[2, 'a@giro.cl'], [3, 'b@giro.cl'], [4, 'c@gira.cl'], [5, 'd@gira.cl'], [6, 'e@uno.cl'], [7, 'f@unos.cl']] as const) tally.add(use(line, address));
    expect(tally.findings('correo')).toEqual([]);
  });

  it('leaves common providers and their typos, and missing TLDs, to the check of each address', () => {
    const tally = new DomainTally();
    for (const [line, address] of [[2, 'a@gmail.com'], [3, 'b@gmail.com'], [4, 'c@gmial.com'], [5, 'd@giro.cl'], [6, 'e@giro.cl'], [7, 'f@giro.cll']] as const) tally.add(use(line, address));
    expect(tally.findings('correo')).toEqual([]);
  });
});
