import { describe, expect, it, vi } from 'vitest';
import { DomainTally } from '../../checks/file-domains.ts';
import { expectedFinding } from '../../fixtures/findings.ts';
import { parseEmails } from './email-addresses.ts';
import { domainProblem, editDistance, nearestDomains, replaceAddress, tldExists } from './email-domains.ts';

// Property tests and larger files: mutation testing runs them instrumented on a shared machine.
vi.setConfig({ testTimeout: 30_000 });

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
      expectedFinding('email-domain-verify', {
        field: 'correo',
        raw: 'Ana.Soto@gmial.com',
        message:
          'Dominio de "Ana.Soto@gmial.com" dudoso: se parece al de un proveedor de correo conocido; se publica tal como está escrito. ¿quisiste decir Ana.Soto@gmail.com?',
        considered: ['Ana.Soto@gmail.com'],
        candidates: ['Ana.Soto@gmail.com'],
      }),
    ]);
    expect(parseEmails('ana@giro.xyzq').findings[0]?.message).toBe(
      'Dominio de "ana@giro.xyzq" dudoso: ".xyzq" no es un dominio de primer nivel; no se publica.',
    );
  });

  it('the candidate is the whole cell with that address replaced', () => {
    expect(parseEmails('ana@giro.cl; pedro@hotmial.com').findings.find((f) => f.code === 'email-domain-verify')?.candidates).toEqual([
      'ana@giro.cl; pedro@hotmail.com',
    ]);
  });

  it.each([
    'ana@gmail.com',
    'ana@hotmail.es',
    'ana@giro.cl',
    'ana@gore.cl',
    'ana@live.com',
    'ana@mail.com',
    'ana@resimple.cl',
    'x@y.co',
    'j.soto@empresa.com.ar',
    'ana@municipalidad.gob.cl',
    'ana@ymail.com',
  ])('%j is not flagged', (address) => {
    expect(parseEmails(address).findings).toEqual([]);
  });
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
    for (const [line, address] of [
      [2, 'a@resimple.cl'],
      [3, 'b@resimple.cl'],
      [4, 'c@resimpel.cl'],
      [5, 'd@giro.cl'],
      [6, 'e@gore.cl'],
      [7, 'f@municipalidadtemuco.cl'],
      [8, 'g@municipalidadtemuco.cl'],
      [9, 'h@municipalidadtemuko.cl'],
      [10, 'i@resimple.cl'],
    ] as const) {
      tally.add(use(line, address));
    }
    const found = tally.findings('correo');
    expect(found.map(({ use: u, finding: f }) => [u.line, f.raw, f.candidates])).toEqual([
      [4, 'c@resimpel.cl', ['c@resimple.cl']],
      [9, 'h@municipalidadtemuko.cl', ['h@municipalidadtemuco.cl']],
    ]);
    expect(found[0]?.finding.message).toBe(
      'Dominio de "c@resimpel.cl" dudoso: el archivo usa más resimple.cl (3 veces); ¿quisiste decir c@resimple.cl? Se publica tal como está escrito.',
    );
  });

  it('two domains seen once each, or a domain as common as the other, are not judged', () => {
    const tally = new DomainTally();
    for (const [line, address] of [
      [2, 'a@giro.cl'],
      [3, 'b@giro.cl'],
      [4, 'c@gira.cl'],
      [5, 'd@gira.cl'],
      [6, 'e@uno.cl'],
      [7, 'f@unos.cl'],
    ] as const)
      tally.add(use(line, address));
    expect(tally.findings('correo')).toEqual([]);
  });

  it('leaves common providers and their typos, and missing TLDs, to the check of each address', () => {
    const tally = new DomainTally();
    for (const [line, address] of [
      [2, 'a@gmail.com'],
      [3, 'b@gmail.com'],
      [4, 'c@gmial.com'],
      [5, 'd@giro.cl'],
      [6, 'e@giro.cl'],
      [7, 'f@giro.cll'],
    ] as const)
      tally.add(use(line, address));
    expect(tally.findings('correo')).toEqual([]);
  });
});

describe('domain lists and bounds', () => {
  it('a letter more in each common provider is taken for it', async () => {
    const { COMMON_DOMAINS } = await import('./email-domains.ts');
    for (const domain of COMMON_DOMAINS) {
      const typo = `${domain[0]}q${domain.slice(1)}`;
      expect(nearestDomains(typo, COMMON_DOMAINS), typo).toContain(domain);
    }
  });

  it.each([
    ['a@giro.ess', 'a@giro.es'],
    ['a@giro.clx', 'a@giro.cl'],
    ['a@giro.netx', 'a@giro.net'],
    ['a@giro.orgg', 'a@giro.org'],
    ['a@giro.comm', 'a@giro.com'],
  ])('%j: a missing top-level domain a letter from a common one suggests it', (address, suggestion) => {
    expect(domainProblem(address)).toEqual({ tldMissing: true, suggestions: [suggestion] });
  });

  it('ten characters allow two edits, nine one', async () => {
    const { maxEdits } = await import('./email-domains.ts');
    expect(maxEdits('abcdefghij')).toBe(2);
    expect(maxEdits('abcdefghi')).toBe(1);
  });

  it('gives ties sorted, whatever the order of the known domains', () => {
    expect(nearestDomains('yahoo.cm', ['yahoo.com', 'yahoo.cl'])).toEqual(['yahoo.cl', 'yahoo.com']);
  });

  it('replaces an address at the start of the cell', () => {
    expect(replaceAddress('ana@x.cl; b@y.cl', 'ana@x.cl', 'ana@z.cl')).toBe('ana@z.cl; b@y.cl');
  });
});

describe("the file's own domains: bounds", () => {
  const use = (line: number, address: string) => ({ line, id: String(line), cell: address, address });
  const tally = (entries: [number, string][]) => {
    const t = new DomainTally();
    for (const [line, address] of entries) t.add(use(line, address));
    return t.findings('correo');
  };
  const many = (domain: string, count: number, from: number) => Array.from({ length: count }, (_, i) => [from + i, `u${i}@${domain}`] as [number, string]);

  it('a domain used 20 times or more is no typo; 19 times may be', () => {
    expect(tally([...many('resimple.cl', 40, 100), ...many('resimpel.cl', 20, 200)])).toEqual([]);
    expect(tally([...many('resimple.cl', 40, 100), ...many('resimpel.cl', 19, 200)])).toHaveLength(19);
  });

  it('two edits from a long domain, the nearest domains only, in line order, with each suggestion named', () => {
    const found = tally([
      [9, 'a@municipalidadtemukko.cl'],
      [2, 'b@municipalidadtemuco.cl'],
      [3, 'c@municipalidadtemuco.cl'],
      [4, 'd@resimple.cl'],
      [5, 'e@resimple.cl'],
      [6, 'f@resimplex.cl'],
      [7, 'g@resimplex.cl'],
      [8, 'h@resimpl.cl'],
    ]);
    expect(found.map(({ use: u, finding: f }) => [u.line, f.considered])).toEqual([
      [8, ['h@resimple.cl']],
      [9, ['a@municipalidadtemuco.cl']],
    ]);
  });

  it('names two equally near domains', () => {
    const found = tally([
      [2, 'a@giro.cl'],
      [3, 'b@giro.cl'],
      [4, 'c@gire.cl'],
      [5, 'd@gire.cl'],
      [6, 'e@gira.cl'],
    ]);
    expect(found[0]?.finding.message).toBe(
      'Dominio de "e@gira.cl" dudoso: el archivo usa más giro.cl (2 veces) o gire.cl (2 veces); ¿quisiste decir e@giro.cl o e@gire.cl? Se publica tal como está escrito.',
    );
  });

  it('stops counting new domains past 20,000 distinct ones', () => {
    const t = new DomainTally();
    for (let i = 0; i < 20_000; i++) t.add(use(i + 2, `a@d${i}.cl`));
    for (const line of [30_000, 30_001]) t.add(use(line, 'a@resimple.cl'));
    t.add(use(30_002, 'a@resimpel.cl'));
    expect(t.findings('correo')).toEqual([]);
  });
});
