import fc from 'fast-check';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { describe, expect, it, vi } from 'vitest';
import { AREA_CODES, readNumber, withoutLabels } from '../../../shared/chilean-phone.ts';
import { parsePhones } from './phone-list.ts';
import { areaOf, foreignNumber, unassignedRange, withSharedArea } from './phone-number.ts';

// Property tests and larger files: mutation testing runs them instrumented on a shared machine.
vi.setConfig({ testTimeout: 30_000 });

const e164s = (cell: string) => parsePhones(cell).phones.map((phone) => phone.e164);
const codes = (cell: string) => parsePhones(cell).findings.map((f) => f.code);

/**
 * Cells as Chilean public directories write them (institutions' staff typing their own numbers),
 * with the numbers a careful reader dials.
 */
const DIRECTORY: readonly [string, string[]][] = [
  // Area code in brackets or before a dash, six digits before 2013: a 2 goes in front.
  ['(45) 882846', ['+56452882846']],
  ['(45)882846', ['+56452882846']],
  ['(41) 2204000', ['+56412204000']],
  ['053-540348', ['+56532540348']],
  ['53-540348', ['+56532540348']],
  ['45 882846', ['+56452882846']],
  ['45 882 846', ['+56452882846']],
  ['+56 45 882846', ['+56452882846']],
  ['56-45-882846', ['+56452882846']],
  ['+56 (45) 882846', ['+56452882846']],
  // Trunk prefix 0.
  ['(065) 622326', ['+56652622326']],
  ['065-622326', ['+56652622326']],
  ['065622326', ['+56652622326']],
  ['(02) 2371993', ['+56222371993']],
  ['02-2371993', ['+56222371993']],
  ['(02) 22371993', ['+56222371993']],
  ['(045) 2882846', ['+56452882846']],
  ['0452882846', ['+56452882846']],
  ['(09) 8765 4321', ['+56987654321']],
  // Santiago, seven digits before 2013.
  ['(2) 2371993', ['+56222371993']],
  ['2-2371993', ['+56222371993']],
  ['2 237 1993', ['+56222371993']],
  // Today's forms.
  ['+56 45 288 2846', ['+56452882846']],
  ['452882846', ['+56452882846']],
  ['(45) 2 882846', ['+56452882846']],
  ['+56 2 2237 1993', ['+56222371993']],
  // Several numbers in one cell.
  ['(45) 882846 - (45) 882847', ['+56452882846', '+56452882847']],
  ['(45) 882846 / 882847', ['+56452882846', '+56452882847']],
  ['+56452882846 +56452882847', ['+56452882846', '+56452882847']],
  ['+56452882846+56452882847', ['+56452882846', '+56452882847']],
  ['+56 45 288 2846 +56 9 8765 4321', ['+56452882846', '+56987654321']],
  ['(45) 882846 (45) 882847', ['+56452882846', '+56452882847']],
  ['2 2371993 2 2371994', ['+56222371993', '+56222371994']],
  ['452882846 - 987654321 - 223456789', ['+56452882846', '+56987654321', '+56223456789']],
  ['Fono: (45) 882846 Cel: 9 8765 4321', ['+56452882846', '+56987654321']],
  ['Of. (41) 2204000 / Fax (41) 2204001', ['+56412204000', '+56412204001']],
  ['(45) 882846-882847', ['+56452882846', '+56452882847']],
  ['22371993-22371994', ['+56222371993', '+56222371994']],
  ['045 - 882846', ['+56452882846']],
  ['(45) - 882846 / (45) - 882847', ['+56452882846', '+56452882847']],
  ['(+56) 9 8765 4321', ['+56987654321']],
  ['+569 87654321', ['+56987654321']],
  ['2-345-6789', ['+56223456789']],
  ['(56-45) 2882846', ['+56452882846']],
  // Extensions.
  ['(45) 882846 anexo 12', ['+56452882846']],
  ['2 2345 6789 ext. 101', ['+56223456789']],
  ['+56 41 220 4000 int. 5', ['+56412204000']],
  ['22 345 6789 anx 7', ['+56223456789']],
];

describe('phones as Chilean directories write them', () => {
  it.each(DIRECTORY)('%j → %j', (cell, expected) => {
    expect(e164s(cell)).toEqual(expected);
  });

  it('says which old form each rewritten number was in', () => {
    expect(parsePhones('(45) 882846').findings).toMatchObject([
      {
        code: 'phone-old-format',
        raw: '(45) 882846',
        fixed: '+56452882846',
        message:
          'Teléfono "(45) 882846" escrito en el formato anterior (número de la zona 45 de 6 dígitos: desde 2013 lleva un 2 delante); queda +56 45 288 2846',
      },
    ]);
    expect(parsePhones('(02) 22371993').findings[0]?.message).toContain('prefijo de larga distancia 0 quitado');
    expect(parsePhones('(2) 2371993').findings[0]?.message).toContain('número de Santiago de 7 dígitos');
  });

  it('keeps the extension in the display, not in the number', () => {
    expect(parsePhones('(45) 882846 anexo 12').phones).toEqual([{ e164: '+56452882846', display: '+56 45 288 2846 anexo 12' }]);
    expect(parsePhones('2 2345 6789 ext. 101').phones).toEqual([{ e164: '+56223456789', display: '+56 2 2345 6789 anexo 101' }]);
  });

  it('an unmarked eight-digit number that may be an old regional or mobile number is flagged with each reading', () => {
    const { phones, findings } = parsePhones('65622326');
    expect(phones).toEqual([]);
    expect(findings).toMatchObject([
      {
        code: 'phone-verify',
        considered: [
          '+56 9 6562 2326 (móvil antiguo con el 9 delante)',
          '+56 65 262 2326 (número antiguo de la zona 65 con el 2 delante)',
          'un número al que le falta un dígito',
        ],
        candidates: ['+56 9 6562 2326', '+56 65 262 2326'],
      },
    ]);
    expect(parsePhones('45882846').findings[0]?.candidates).toEqual(['+56 45 288 2846']);
  });

  it('a flagged number in a cell with others: the others are published, the candidates are the whole cell', () => {
    const { phones, findings } = parsePhones('2 2345 6789 / 8765 4321');
    expect(phones.map((p) => p.e164)).toEqual(['+56223456789']);
    expect(findings[0]?.candidates).toEqual(['2 2345 6789 / +56 9 8765 4321']);
  });

  it.each([
    ['(45) 88284', 'a digit missing'],
    ['(45) 28828467', 'today’s form with a digit too many'],
    ['(2) 237199', 'Santiago with six digits'],
    ['0 45 88 28', 'too short'],
    ['2371993', 'seven digits and no area code'],
    ['+56 45 88284612', 'too long'],
  ])('%j (%s) is not published', (cell) => {
    expect(e164s(cell)).toEqual([]);
    expect(codes(cell)).toEqual(['phone-invalid']);
  });

  it('does not read a bracketed code that is no area code as one', () => {
    expect(parsePhones('(99) 882846')).toMatchObject({ phones: [], findings: [{ code: 'phone-verify', candidates: ['+56 9 9988 2846'] }] });
    expect(parsePhones('(37) 882846')).toMatchObject({ phones: [], findings: [{ code: 'phone-invalid' }] });
  });

  it('says when a number has the length of a Chilean one but a range the plan does not assign', () => {
    expect(parsePhones('912345678').findings[0]?.message).toBe(
      'Teléfono no válido: "912345678" (tiene el largo de un número de Chile, pero su rango no existe en el plan de numeración)',
    );
    expect(parsePhones('12345').findings[0]?.message).toBe('Teléfono no válido: "12345"');
  });

  it('reads label words, not other words', () => {
    expect(withoutLabels('Teléfono: 2 2345 6789')).toEqual({ body: '2 2345 6789', ext: undefined });
    expect(withoutLabels('Cel. 9 8765 4321 anexo: 5')).toEqual({ body: '9 8765 4321', ext: '5' });
    expect(readNumber('Ofelia 882846')).toBeNull();
    expect(readNumber('anexo 12')).toBeNull();
  });
});

describe('no published phone is invalid', () => {
  const group = fc.stringMatching(/^[0-9]{1,5}$/);
  const separator = fc.constantFrom(' ', '-', ' - ', '/', ' / ', '(', ') ', '+', '+56 ', ' anexo ', ', ', '.', '');
  const cell = fc.array(fc.tuple(group, separator), { minLength: 1, maxLength: 8 }).map((pairs) => pairs.map(([g, s]) => g + s).join(''));
  const realistic = fc.constantFrom(...DIRECTORY.map(([text]) => text), '8765 4321', '65622326', '2 2345 6789');
  const mixed = fc.array(fc.oneof(cell, realistic), { minLength: 1, maxLength: 3 }).map((cells) => cells.join(fc.sample(separator, 1)[0] ?? ' '));

  it('every number published from any cell is valid for Chile by the full metadata, of a possible length', () => {
    fc.assert(
      fc.property(fc.oneof(cell, mixed), (text) => {
        for (const phone of parsePhones(text).phones) {
          const number = parsePhoneNumberFromString(phone.e164);
          expect(number?.isValid(), `${text} → ${phone.e164}`).toBe(true);
          expect(number?.countryCallingCode).toBe('56');
          expect(number?.isPossible()).toBe(true);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('a number is published only from digits the cell has, in their order', () => {
    fc.assert(
      fc.property(fc.oneof(cell, mixed), (text) => {
        const digits = text.replace(/\D/g, '');
        for (const phone of parsePhones(text).phones) {
          const national = phone.e164.slice(3);
          // The old forms add one digit (the 2 or 9 in front); every other digit is the cell's, in order.
          const core = national.length === 9 && !digits.includes(national) ? national.replace(/^(\d{1,2}?)[29]/, '$1') : national;
          let at = 0;
          for (const digit of core) {
            at = digits.indexOf(digit, at) + 1;
            expect(at, `${text} → ${phone.e164}`).toBeGreaterThan(0);
          }
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe('a local number after one with an area code', () => {
  it.each([
    ['(45) 882846 / 882847', ['+56452882846', '+56452882847']],
    ['(45) 2882846 - 2882847', ['+56452882846', '+56452882847']],
    ['(2) 2371993 / 2371994', ['+56222371993', '+56222371994']],
    ['2 2345 6789 / 2345 6790', ['+56223456789', '+56223456790']],
  ])('%j shares its area code: %j', (cell, expected) => {
    expect(e164s(cell)).toEqual(expected);
  });

  it('says so, and never shares a mobile prefix or an area across a number without one', () => {
    expect(parsePhones('(45) 882846 / 882847').findings[1]).toMatchObject({
      code: 'phone-area-shared',
      raw: '882847',
      fixed: '+56452882847',
      message: 'Teléfono "882847" sin código de área, junto a otro de la zona 45: queda +56 45 288 2847',
    });
    expect(e164s('9 8765 4321 / 882847')).toEqual(['+56987654321']);
    expect(e164s('882847 / (45) 882846')).toEqual(['+56452882846']);
    expect(e164s('(45) 882846 / 88284')).toEqual(['+56452882846']);
  });
});

describe('the pieces of a number', () => {
  it.each([
    'Teléfono',
    'teléfonos',
    'Telefono',
    'Telef.',
    'Tel.',
    'tel',
    'Fono:',
    'Fonos',
    'Cel.',
    'Celular',
    'Móvil',
    'movil',
    'Fijo',
    'WhatsApp',
    'Whatsapp',
    'wsp',
    'Oficina',
    'Of.',
    'Fax',
    'Central',
    'Directo',
    'Contacto',
    'Número',
    'Nro.',
    'N°',
  ])('the label %j is read past', (label) => {
    expect(withoutLabels(`${label} 2 2345 6789`).body).toBe('2 2345 6789');
    expect(e164s(`${label} (45) 882846`)).toEqual(['+56452882846']);
  });

  it('a label inside a word is part of the word', () => {
    expect(withoutLabels('Telefonica 2 2345 6789').body).toBe('Telefonica 2 2345 6789');
    expect(withoutLabels('Ofelia').body).toBe('Ofelia');
  });

  it.each([
    'anexo 12',
    'anexos 12',
    'Anexo: 12',
    'anx 12',
    'anx. 12',
    'ext 12',
    'ext. 12',
    'Ext.#12',
    'extensión 12',
    'extension 12',
    'int 12',
    'int. 12',
    'interno 12',
    ', anexo 12',
  ])('the extension %j is kept apart', (extension) => {
    expect(withoutLabels(`2 2345 6789 ${extension}`)).toEqual({ body: '2 2345 6789', ext: '12' });
  });

  it('an extension word without digits, or not at the end, is not an extension', () => {
    expect(withoutLabels('2 2345 6789 anexo').ext).toBeUndefined();
    expect(withoutLabels('anexo 12 2 2345 6789').ext).toBeUndefined();
    expect(withoutLabels('2 2345 6789 anexo 1234567').ext).toBeUndefined();
  });

  it('reads every area code’s six-digit numbers, and no other two digits', () => {
    for (const code of AREA_CODES) {
      expect(e164s(`(${code}) 212345`), code).toEqual([`+56${code}2212345`]);
      expect(e164s(`0${code} 212345`), code).toEqual([`+56${code}2212345`]);
    }
    for (const code of ['31', '36', '37', '44', '47', '48', '50', '54', '56', '59', '60', '66', '68', '70', '74', '76', '99']) {
      expect(e164s(`(${code}) 212345`), code).toEqual([]);
    }
  });

  it('knows the area code of a fixed line, and that mobiles and special numbers have none', () => {
    expect(areaOf({ e164: '+56222371993', display: '' })).toBe('2');
    expect(areaOf({ e164: '+56452882846', display: '' })).toBe('45');
    expect(areaOf({ e164: '+56987654321', display: '' })).toBeNull();
    expect(areaOf({ e164: '+566006001234', display: '' })).toBeNull();
  });

  it('shares an area code only with a bare local number of a length that area uses', () => {
    expect(withSharedArea('882847', '45')).toMatchObject({ kind: 'sure', phone: { e164: '+56452882847' } });
    expect(withSharedArea('2882847', '45')).toMatchObject({ kind: 'sure', phone: { e164: '+56452882847' } });
    expect(withSharedArea('2371994', '2')).toMatchObject({ kind: 'sure', phone: { e164: '+56222371994' } });
    expect(withSharedArea('22371994', '2')).toMatchObject({ kind: 'sure', phone: { e164: '+56222371994' } });
    expect(withSharedArea('882847 anexo 3', '45')).toMatchObject({ kind: 'sure', phone: { display: '+56 45 288 2847 anexo 3' } });
    for (const [text, area] of [
      ['88284', '45'],
      ['28828477', '45'],
      ['237199', '2'],
      ['223719944', '2'],
      ['casa 882847', '45'],
      ['+882847', '45'],
    ]) {
      expect(withSharedArea(text as string, area as string), text).toBeNull();
    }
  });

  it('tells another country’s number and an unassigned Chilean range apart from the rest', () => {
    expect(foreignNumber('+51 987 654 321')).toBe('+51 987 654 321');
    expect(foreignNumber('+56 9 8765 4321')).toBeNull();
    expect(foreignNumber('12')).toBeNull();
    expect(unassignedRange('9 1234 5678')).toBe(true);
    expect(unassignedRange('9 8765 4321')).toBe(false);
    expect(unassignedRange('+51 987 654 321')).toBe(false);
    expect(unassignedRange('123')).toBe(false);
  });

  it('reads a number written today as it is, and says why an old one was rewritten', () => {
    expect(readNumber('+56 45 288 2846')).toEqual({ kind: 'sure', phone: { e164: '+56452882846', display: '+56 45 288 2846' }, why: null });
    expect(readNumber('09 8765 4321')).toMatchObject({ kind: 'sure', why: 'prefijo móvil antiguo 09: desde 2012 los móviles llevan un 9 delante' });
    expect(readNumber('2234 5678')).toMatchObject({ kind: 'sure', why: 'número de Santiago de 8 dígitos: desde 2013 lleva el código de área 2 delante' });
    expect(readNumber('(45) 882846')).toMatchObject({ kind: 'sure', why: 'número de la zona 45 de 6 dígitos: desde 2013 lleva un 2 delante' });
    expect(readNumber('45882846')).toMatchObject({ kind: 'likely', readings: [{ label: 'número antiguo de la zona 45 con el 2 delante' }] });
    expect(readNumber('+45882846')).toBeNull();
    expect(readNumber('045882846')).toMatchObject({ kind: 'sure', phone: { e164: '+56452882846' } });
    expect(readNumber('')).toBeNull();
    expect(readNumber('fono')).toBeNull();
  });
});

describe('phone edges', () => {
  it('every valid mobile is written 9 xxxx xxxx', () => {
    expect(parsePhones('+56 9 2123 4567').phones[0]?.display).toBe('+56 9 2123 4567');
    expect(parsePhones('942123456').phones[0]?.display).toBe('+56 9 4212 3456');
  });

  it('an unassigned range is a Chilean number’s only', () => {
    expect(unassignedRange('+1 200 555 0100')).toBe(false);
  });

  it('today’s form with a trunk 0 and the area marked: Santiago with 8 digits, a region with 7, nothing else', () => {
    expect(readNumber('(02) 22371993')).toMatchObject({ kind: 'sure', phone: { e164: '+56222371993' }, why: 'prefijo de larga distancia 0 quitado' });
    expect(readNumber('(045) 2882846')).toMatchObject({ kind: 'sure', phone: { e164: '+56452882846' }, why: 'prefijo de larga distancia 0 quitado' });
    expect(readNumber('(02) 2882846')).toMatchObject({ why: 'número de Santiago de 7 dígitos: desde 2013 lleva un 2 delante' });
    expect(readNumber('(045) 28828461')).toBeNull();
    expect(readNumber('(09) 2882846')).toBeNull();
    expect(readNumber('(09) 98765 4321')).toBeNull();
  });

  it('an 8-digit number after + or a trunk 0 is not read as an unmarked one', () => {
    expect(readNumber('+87654321')).toBeNull();
    expect(readNumber('087654321')).toBeNull();
    expect(readNumber('8765432')).toBeNull();
  });

  it('the country code before an area code, with or without +, spaces or dashes', () => {
    expect(e164s('+ 56 45 882846')).toEqual(['+56452882846']);
    expect(e164s('56 (45) 882846')).toEqual(['+56452882846']);
    expect(e164s('( 45 ) 882846')).toEqual(['+56452882846']);
    expect(e164s('45 882846 x')).toEqual([]);
  });
});

describe('phones in a cell: positions of the candidates', () => {
  it('writes each candidate into the cell where its number stands, after other parts', () => {
    expect(parsePhones('+56 9 8765 4321 / 8765 4322').findings[0]?.candidates).toEqual(['+56 9 8765 4321 / +56 9 8765 4322']);
    expect(parsePhones('2 2345 6789 8765 4322').findings[0]?.candidates).toEqual(['2 2345 6789 +56 9 8765 4322']);
    expect(parsePhones('8765 4322 / 8765 4322').findings.map((f) => f.candidates)).toEqual([['+56 9 8765 4322 / 8765 4322'], ['8765 4322 / +56 9 8765 4322']]);
  });

  it('where a space was put in a part, the candidate is still the whole cell', () => {
    expect(parsePhones('87654321+56223456789')).toMatchObject({
      phones: [{ e164: '+56223456789' }],
      findings: [{ code: 'phone-verify', candidates: ['+56 9 8765 4321+56223456789'] }],
    });
    expect(parsePhones('+56452882846+5687654321').findings[0]).toMatchObject({ code: 'phone-invalid', raw: '+56452882846 +5687654321' });
  });

  it('a likely number after a sure one says what it may be', () => {
    expect(parsePhones('2 2345 6789 / 45882846').findings[0]?.message).toBe(
      'Teléfono "45882846" no se publica: ocho dígitos sin código de área marcado: puede ser un móvil o un fijo regional anterior a 2012-2013, o un número incompleto. Puede ser +56 45 288 2846 (número antiguo de la zona 45 con el 2 delante)',
    );
  });

  it('does not share an area code with a number it can read on its own, nor from a mobile', () => {
    expect(parsePhones('(45) 882846 / 987654321').findings.map((f) => f.code)).toEqual(['phone-old-format', 'phone-split']);
    expect(e164s('9 8765 4321 / 882847')).toEqual(['+56987654321']);
  });

  it('a dash alone or an empty part between separators is skipped', () => {
    expect(e164s('2 2345 6789 -  - 9 8765 4321')).toEqual(['+56223456789', '+56987654321']);
  });
});
