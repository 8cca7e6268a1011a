import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { NumberRead } from '../../../shared/chilean-phone.ts';
import { FieldFindingSchema } from '../../findings/finding.ts';
import { expectedFinding } from '../../fixtures/findings.ts';
import { PhoneSchema } from '../../schema/contact.ts';
import { agreedCut, type Piece, parsePhones, splitList } from './phone-list.ts';

describe('splitList', () => {
  it.each([
    ['a / b', ['a', 'b']],
    ['a;b', ['a', 'b']],
    ['a, b ,c', ['a', 'b', 'c']],
    ['a y b', ['a', 'b']],
    ['a Y b', ['a', 'b']],
    ['a   y   b', ['a', 'b']],
    ['a\nb', ['a', 'b']],
    ['playa / yate', ['playa', 'yate']],
    [' / a //; ', ['a']],
    ['991234567 / #N/A', ['991234567', '#N/A']],
    ['#DIV/0!', ['#DIV/0!']],
    ['', []],
  ])('%j → %j', (input, expected) => {
    expect(splitList(input)).toEqual(expected);
  });
});

describe('parsePhones', () => {
  it.each([
    ['987654321', '+56987654321', '+56 9 8765 4321'],
    ['991234567', '+56991234567', '+56 9 9123 4567'],
    ['+56 9 8765 4321', '+56987654321', '+56 9 8765 4321'],
    ['56987654321', '+56987654321', '+56 9 8765 4321'],
    ['+569-87654321', '+56987654321', '+56 9 8765 4321'],
    ['9.8765.4321', '+56987654321', '+56 9 8765 4321'],
    ['2 2345 6789', '+56223456789', '+56 2 2345 6789'],
    ['22 345 6789', '+56223456789', '+56 2 2345 6789'],
    ['+56 2 2345 6789', '+56223456789', '+56 2 2345 6789'],
    ['(2) 2345 6789', '+56223456789', '+56 2 2345 6789'],
    ['41 221 3456', '+56412213456', '+56 41 221 3456'],
    ['(41) 221 3456', '+56412213456', '+56 41 221 3456'],
    ['41-2213456', '+56412213456', '+56 41 221 3456'],
    ['600 600 1234', '+566006001234', '+56 600 600 1234'],
    ['Fono: 22 345 6789', '+56223456789', '+56 2 2345 6789'],
    ['9 8765 4321 anexo 12', '+56987654321', '+56 9 8765 4321 anexo 12'],
    ['22 345 6789 int. 123', '+56223456789', '+56 2 2345 6789 anexo 123'],
    ['9 8765 4321 interno 5', '+56987654321', '+56 9 8765 4321 anexo 5'],
  ])('%j is one valid phone', (input, e164, display) => {
    expect(parsePhones(input)).toEqual({ phones: [{ e164, display }], findings: [] });
  });

  it.each(['', '   ', '-', '--', 's/i', 'n/a', 'S/N', 'sin teléfono', 'Sin Fono', 'no tiene', 'No aplica', 'sin información', 'ninguno'])(
    '%j is an empty cell, without a finding',
    (input) => {
      expect(parsePhones(input)).toEqual({ phones: [], findings: [] });
    },
  );

  it.each(['#ERROR!', '#N/A', '#REF!', '#VALUE!', '#NAME?', '#DIV/0!', ' #error! '])('%j is an error cell', (input) => {
    const cell = input.trim();
    expect(parsePhones(input, 'telefono')).toEqual({
      phones: [],
      findings: [expectedFinding('phone-error-cell', { field: 'telefono', raw: cell, message: `Celda con error de planilla: "${cell}"` })],
    });
  });

  it('reports an error value inside a list and keeps the rest', () => {
    const { phones, findings } = parsePhones('987654321 / 123 / #N/A');
    expect(phones).toEqual([{ e164: '+56987654321', display: '+56 9 8765 4321' }]);
    expect(findings.map((f) => [f.code, f.severity, f.raw, f.message])).toEqual([
      ['phone-invalid', 'error', '123', 'Teléfono no válido: "123"'],
      ['phone-error-cell', 'error', '#N/A', 'Celda con error de planilla: "#N/A"'],
    ]);
  });

  it('does not publish a number of another country: the directory is of Chilean numbers', () => {
    expect(parsePhones('+51 987 654 321')).toEqual({
      phones: [],
      findings: [
        expectedFinding('phone-verify', {
          field: 'contacto',
          raw: '+51 987 654 321',
          message: 'Teléfono "+51 987 654 321" de otro país (+51 987 654 321): el directorio publica solo números de Chile',
          considered: ['+51 987 654 321'],
        }),
      ],
    });
  });

  it.each(['123', '2345678', '+56 9 8765 432', '1456 7890', 'abc', '1234567890123', '1 2345'])('%j is invalid', (input) => {
    expect(parsePhones(input)).toEqual({
      phones: [],
      findings: [expectedFinding('phone-invalid', { field: 'contacto', raw: input, message: `Teléfono no válido: "${input}"` })],
    });
  });

  it.each(['912345678', '+56 2 1234 5678', '0 2345 6789 1'])('%j, of a range the plan does not assign, is invalid and says so', (input) => {
    expect(parsePhones(input)).toMatchObject({
      phones: [],
      findings: [{ code: 'phone-invalid', raw: input, message: expect.stringContaining('su rango no existe') }],
    });
  });

  describe('numbers written before the 2012–2013 change', () => {
    it.each([
      ['09 8765 4321', '+56987654321'],
      ['09-87654321', '+56987654321'],
      ['(09) 8765 4321', '+56987654321'],
      ['098765432 1', '+56987654321'],
    ])('%j, the old 09 mobile prefix, is rewritten as %s', (input, e164) => {
      const { phones, findings } = parsePhones(input);
      expect(phones.map((phone) => phone.e164)).toEqual([e164]);
      expect(findings.map((f) => [f.code, f.severity, f.raw, f.fixed])).toEqual([['phone-old-format', 'warning', input, e164]]);
    });

    it.each([
      ['2234 5678', '+56222345678'],
      ['(2) 234 5678', '+56222345678'],
      ['22345678', '+56222345678'],
    ])('%j, eight digits of Santiago, is rewritten as %s (both readings agree)', (input, e164) => {
      const { phones, findings } = parsePhones(input);
      expect(phones.map((phone) => phone.e164)).toEqual([e164]);
      expect(findings.map((f) => f.code)).toEqual(['phone-old-format']);
    });

    it.each(['8765 4321', '87654321', '5123-4567'])('%j, eight digits that may be an old mobile, is flagged to verify and not published', (input) => {
      const { phones, findings } = parsePhones(input);
      expect(phones).toEqual([]);
      expect(findings).toHaveLength(1);
      expect(findings[0]).toMatchObject({ code: 'phone-verify', severity: 'warning', raw: input, fixed: null });
      expect(findings[0]?.considered?.[0]).toMatch(/^\+56 9 \d{4} \d{4}/);
    });
  });

  it.each([
    ['+56 9 8765 4321 / 22 345 6789', ['+56987654321', '+56223456789']],
    ['987654321 y 991234567', ['+56987654321', '+56991234567']],
    ['987654321; 991234567, 41 221 3456', ['+56987654321', '+56991234567', '+56412213456']],
    ['987654321 - 991234567', ['+56987654321', '+56991234567']],
    ['987654321 223456789', ['+56987654321', '+56223456789']],
    ['9 8765 4321 2 2345 6789', ['+56987654321', '+56223456789']],
    ['987654321\n991234567', ['+56987654321', '+56991234567']],
  ])('%j is split into several phones', (input, numbers) => {
    const { phones, findings } = parsePhones(input);
    expect(phones.map((phone) => phone.e164)).toEqual(numbers);
    expect(findings).toEqual([
      expectedFinding('phone-split', {
        field: 'contacto',
        raw: input.replace(/\s+/g, ' '),
        fixed: numbers.join(', '),
        message: `Varios teléfonos en una celda: "${input.replace(/\s+/g, ' ')}"`,
      }),
    ]);
  });

  it('keeps identical numbers once, without a split note', () => {
    expect(parsePhones('987654321 / +56 9 8765 4321 / 56987654321')).toEqual({
      phones: [{ e164: '+56987654321', display: '+56 9 8765 4321' }],
      findings: [],
    });
  });

  it('produces phones and findings that satisfy the schemas', () => {
    const { phones, findings } = parsePhones('+56 9 8765 4321 / 22 345 6789 / 41 221 3456 anexo 2 / 123 / 8765 4321');
    expect(phones).toHaveLength(3);
    expect(z.array(PhoneSchema).parse(phones)).toEqual(phones);
    expect(z.array(FieldFindingSchema).parse(findings)).toEqual(findings);
  });
});

describe('parsePhones: what the report tells the maintainer', () => {
  const one = (raw: string) => {
    const { phones, findings } = parsePhones(raw);
    expect(findings).toHaveLength(1);
    return { phones, finding: findings[0]! };
  };

  it('names the spreadsheet error it found', () => {
    expect(one('#ERROR!').finding).toMatchObject({ code: 'phone-error-cell', raw: '#ERROR!', message: 'Celda con error de planilla: "#ERROR!"' });
  });

  it('explains each old format it rewrote, and what it became', () => {
    expect(one('09 8765 4321')).toMatchObject({
      phones: [{ e164: '+56987654321' }],
      finding: {
        code: 'phone-old-format',
        fixed: '+56987654321',
        message:
          'Teléfono "09 8765 4321" escrito en el formato anterior (prefijo móvil antiguo 09: desde 2012 los móviles llevan un 9 delante); queda +56 9 8765 4321',
      },
    });
    expect(one('2345 6789').finding.message).toBe(
      'Teléfono "2345 6789" escrito en el formato anterior (número de Santiago de 8 dígitos: desde 2013 lleva el código de área 2 delante); queda +56 2 2345 6789',
    );
  });

  it('does not publish an eight-digit number that may be an old mobile, and says what to write', () => {
    expect(one('8765 4321')).toMatchObject({
      phones: [],
      finding: {
        code: 'phone-verify',
        fixed: null,
        message:
          'Teléfono "8765 4321" no se publica: ocho dígitos sin código de área marcado: puede ser un móvil o un fijo regional anterior a 2012-2013, o un número incompleto. Puede ser +56 9 8765 4321 (móvil antiguo con el 9 delante)',
        considered: ['+56 9 8765 4321 (móvil antiguo con el 9 delante)', 'un número al que le falta un dígito'],
        candidates: ['+56 9 8765 4321'],
      },
    });
  });

  it('takes the old formats only whole: a digit more or less before or after is not valid', () => {
    for (const raw of ['098765432100', '1098765432', '1 2345 6789', '1 09 8765 4321', '2345 6789 12', '1 8765 4321', '8765 4321 12']) {
      expect(one(raw).finding.code, raw).toBe('phone-invalid');
      expect(parsePhones(raw).phones, raw).toEqual([]);
    }
  });

  it('reads an old format only when the part holds nothing but the number and label words', () => {
    expect(parsePhones('fono 2234 5678').phones.map((p) => p.e164)).toEqual(['+56222345678']);
    expect(parsePhones('2234 5678 oficina').phones.map((p) => p.e164)).toEqual(['+56222345678']);
    for (const raw of ['llamar 2234 5678', '2234 5678 hasta las 5', 'casa (45) 882846']) {
      expect(one(raw).finding, raw).toMatchObject({ code: 'phone-invalid', raw });
    }
  });

  it('skips a placeholder beside a number without a finding for it', () => {
    expect(parsePhones('sin teléfono; +56 9 8765 4321')).toEqual({ phones: [{ e164: '+56987654321', display: '+56 9 8765 4321' }], findings: [] });
  });

  it('splits a cell into two numbers only when both halves are valid numbers', () => {
    expect(parsePhones('+56 2 2345 6789 - +56 9 8765 4321').phones.map((p) => p.e164)).toEqual(['+56223456789', '+56987654321']);
    expect(parsePhones('+56 2 2345 6789 - 12')).toMatchObject({ phones: [{ e164: '+56223456789' }], findings: [{ code: 'phone-invalid', raw: '12' }] });
    for (const raw of ['+56 9 8765 4321 12', '9 8765 4321 2 2345 6789 3']) {
      expect(one(raw), raw).toMatchObject({ phones: [], finding: { code: 'phone-invalid', raw } });
      expect(one(raw).finding.message.startsWith(`Teléfono no válido: "${raw}"`), raw).toBe(true);
    }
  });

  it('takes two numbers with words around them when every cut that works reads the same two', () => {
    // `Oficina 223456789 Celular` reads as the first number too: two cuts, one reading.
    expect(parsePhones('Oficina 223456789 Celular 987654321').phones.map((p) => p.e164)).toEqual(['+56223456789', '+56987654321']);
  });

  it('never reads a country code as the last digits of the number before it', () => {
    // 56 600 6395 | 56 800 32 5101 (the first is too short), not 56 600 6395 56 | 800 32 5101.
    expect(one('56 600 6395 56 800 32 5101').finding.code).toBe('phone-invalid');
  });

  it('cuts a run of numbers only where a number ends', () => {
    // `2 2345 6789 2` would be a valid number too, but no number ends in a lone area code.
    expect(parsePhones('600 600 1234 600 600 1235').phones.map((p) => p.e164)).toEqual(['+566006001234', '+566006001235']);
    expect(parsePhones('2 234 5678 2 2345 6789').phones.map((p) => p.e164)).toEqual(['+56222345678', '+56223456789']);
    expect(parsePhones('9 8765 4321 anexo 12 2 2345 6789').phones.map((p) => p.display)).toEqual(['+56 9 8765 4321 anexo 12', '+56 2 2345 6789']);
  });

  it('reads three numbers joined by dashes', () => {
    expect(parsePhones('987654321 - 223456789 - 991234567').phones.map((p) => p.e164)).toEqual(['+56987654321', '+56223456789', '+56991234567']);
  });
});

describe('parsePhones: cutting a part into numbers', () => {
  it('a likely number first in a part: its candidate is written where it stands', () => {
    expect(parsePhones('8765 4321 2 2345 6789').findings[0]?.candidates).toEqual(['+56 9 8765 4321 2 2345 6789']);
    expect(parsePhones('x / 8765 4321 2 2345 6789').findings.find((f) => f.code === 'phone-verify')?.candidates).toEqual(['x / +56 9 8765 4321 2 2345 6789']);
  });

  it('cuts parts of up to 14 words, not longer ones', () => {
    const seven = Array.from({ length: 7 }, (_, i) => `9 8765432${i}`).join(' ');
    expect(parsePhones(seven).phones).toHaveLength(7);
    expect(parsePhones(`${seven} 9 87654327`).phones).toEqual([]);
  });

  it('a + after a digit, with or without spaces, starts another number', () => {
    expect(parsePhones('+56452882846 + 56452882847').phones.map((p) => p.e164)).toEqual(['+56452882846', '+56452882847']);
    expect(parsePhones('+56452882846 +56 452882847').phones.map((p) => p.e164)).toEqual(['+56452882846', '+56452882847']);
  });

  it('joins two local numbers only when both sides are whole numbers of one length', () => {
    expect(parsePhones('(45) 882846-2882847').phones).toEqual([]);
    expect(parsePhones('(45) 1882846-882847').phones).toEqual([]);
    expect(parsePhones('(45) 882846-8828470').phones).toEqual([]);
    expect(parsePhones('(45) 882846-882847-1').phones).toEqual([]);
  });

  it('an area code alone before a dash joins the next piece only', () => {
    expect(parsePhones('(45) - 882846 - (45) - 882847').phones.map((p) => p.e164)).toEqual(['+56452882846', '+56452882847']);
    expect(parsePhones('9 8765 4321 - 45 - 882846').phones.map((p) => p.e164)).toEqual(['+56987654321', '+56452882846']);
  });

  it('a second identical part is found after the first, and a part made of spaces is none', () => {
    expect(
      parsePhones('8765 4321 / 8765 4321 / 2 2345 6789')
        .findings.filter((f) => f.code === 'phone-verify')
        .map((f) => f.candidates),
    ).toEqual([['+56 9 8765 4321 / 8765 4321 / 2 2345 6789'], ['8765 4321 / +56 9 8765 4321 / 2 2345 6789']]);
  });

  it('a number another country has and Chile too is read as Chile’s', () => {
    expect(parsePhones('22 345 6789').findings).toEqual([]);
  });

  it('says what a likely number after a sure one may be', () => {
    expect(parsePhones('2 2345 6789 8765 4321').findings[0]?.message).toBe(
      'Teléfono "8765 4321" no se publica: ocho dígitos sin código de área marcado: puede ser un móvil o un fijo regional anterior a 2012-2013, o un número incompleto. Puede ser +56 9 8765 4321 (móvil antiguo con el 9 delante)',
    );
  });
});

describe('parsePhones: what a person sees between numbers', () => {
  const e164 = (cell: string) => parsePhones(cell).phones.map((p) => p.e164);
  const codes = (cell: string) => parsePhones(cell).findings.map((f) => f.code);

  it('an extension ends a number inside a part, and the next number follows it', () => {
    expect(parsePhones('(2) 2345 6789 anexo 12 (2) 2345 6790').phones.map((p) => p.display)).toEqual(['+56 2 2345 6789 anexo 12', '+56 2 2345 6790']);
    expect(parsePhones('(2) 2345 6789 ext. 12 (2) 2345 6790').phones.map((p) => p.display)).toEqual(['+56 2 2345 6789 anexo 12', '+56 2 2345 6790']);
  });

  it('a + right after a digit, or a + and a space, starts another number', () => {
    expect(e164('+56452882846+56452882847')).toEqual(['+56452882846', '+56452882847']);
    expect(e164('2 2345 6789+ 56 9 8765 4321')).toEqual(['+56223456789', '+56987654321']);
  });

  it('a dash with several spaces around it separates two numbers', () => {
    expect(e164('9 8765 4321  -  2 2345 6789')).toEqual(['+56987654321', '+56223456789']);
  });

  it('an area code and a dash before a number leave nothing unread', () => {
    expect(e164('(45) - 882846')).toEqual(['+56452882846']);
    expect(codes('(45) - 882846')).toEqual(['phone-old-format']);
  });

  it('a dash-joined second local number shares the area code even with an extension after it', () => {
    expect(parsePhones('(45) 882846-882847 anexo 3').phones.map((p) => p.display)).toEqual(['+56 45 288 2846', '+56 45 288 2847 anexo 3']);
  });

  it('eight bare digits after a Santiago number are not read with its area code: a verify finding, nothing published', () => {
    expect(e164('(2) 2371993 / 8765 4321')).toEqual(['+56222371993']);
    expect(codes('(2) 2371993 / 8765 4321')).toEqual(['phone-old-format', 'phone-verify']);
  });

  it('a likely number names the piece as written and each of its readings', () => {
    const [cut] = parsePhones('8765 4321 2 2345 6789').findings;
    expect(cut?.raw).toBe('8765 4321');
    expect(parsePhones('5588 2846').findings[0]?.message).toMatch(
      /Puede ser \+56 9 5588 2846 \(móvil antiguo con el 9 delante\) o \+56 55 288 2846 \(número antiguo de la zona 55 con el 2 delante\)$/,
    );
  });

  it('the same piece twice in a part: each candidate is written where that piece stands', () => {
    expect(parsePhones('8765 4321 8765 4321').findings.map((f) => f.candidates)).toEqual([['+56 9 8765 4321 8765 4321'], ['8765 4321 +56 9 8765 4321']]);
  });
});

describe('agreedCut', () => {
  const sure = (display: string): NumberRead => ({ kind: 'sure', phone: { e164: display.replace(/\s/g, ''), display }, why: null });
  const piece = (text: string, at: number, display: string): Piece => ({ text, at, read: sure(display) });
  const likely: NumberRead = {
    kind: 'likely',
    readings: [{ phone: { e164: '+56987654321', display: '+56 9 8765 4321' }, label: 'móvil' }],
    why: 'ocho dígitos',
  };

  it('no cut: nothing to read', () => {
    expect(agreedCut([])).toBeNull();
  });

  it('cuts that publish the same numbers: the first', () => {
    const first = [piece('a', 0, '+56 2 2345 6789'), piece('b', 2, '+56 2 2345 6790')];
    expect(agreedCut([first, [piece('a b', 0, '+56 2 2345 6789'), piece('c', 4, '+56 2 2345 6790')]])).toBe(first);
  });

  it('cuts that publish different numbers, or a likely number against a sure one: none', () => {
    expect(agreedCut([[piece('a', 0, '+56 2 2345 6789')], [piece('a', 0, '+56 2 2345 6788')]])).toBeNull();
    expect(agreedCut([[piece('a', 0, '+56 9 8765 4321')], [{ text: 'a', at: 0, read: likely }]])).toBeNull();
    expect(agreedCut([[piece('a', 0, '+56 2 2345 6789'), piece('b', 2, '+56 2 2345 6790')], [piece('a', 0, '+56 2 2345 6789')]])).toBeNull();
  });
});
