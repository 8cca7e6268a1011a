import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { encodeWindows1252 } from '../io/decode.ts';
import { CUT_LENGTH, readableCell, readableRow, repairMojibake } from './cell-repairs.ts';

// Property tests and larger files: mutation testing runs them instrumented on a shared machine.
vi.setConfig({ testTimeout: 30_000 });

const read = (raw: string, field = 'name') => readableCell(raw, field);
const codes = (raw: string, field = 'name') => read(raw, field).findings.map((f) => f.code);

/** Text saved as UTF-8, read back as Windows-1252, and saved as UTF-8 again. */
const doubleEncoded = (text: string) => {
  const bytes = Buffer.from(text, 'utf8');
  return new TextDecoder('windows-1252').decode(bytes).replace(/[\u0080-\u009F]/g, (ch) => ch);
};

describe('readableCell: published as a person reads it, with a finding', () => {
  it.each([
    // Invisible characters and odd spaces.
    ['Punto\u00A0Limpio Ñuñoa', 'Punto Limpio Ñuñoa', 'text-invisible'],
    ['Ñuñoa\u200B', 'Ñuñoa', 'text-invisible'],
    ['\uFEFFPunto Verde', 'Punto Verde', 'text-invisible'],
    ['Punto\u202FVerde', 'Punto Verde', 'text-invisible'],
    ['Recicla\u00ADje', 'Reciclaje', 'text-invisible'],
    // What spreadsheets write.
    ['Punto Limpio_x000D_Sector Norte', 'Punto Limpio Sector Norte', 'text-spreadsheet'],
    ['Calle 1_x000D__x000A_Depto 2', 'Calle 1  Depto 2', 'text-spreadsheet'],
    ['="Punto 00123"', 'Punto 00123', 'text-spreadsheet'],
    ['"Punto Limpio El Roble"', 'Punto Limpio El Roble', 'text-spreadsheet'],
    ['="Dice ""hola"""', 'Dice "hola"', 'text-spreadsheet'],
    // HTML from web pages.
    ['Reciclaje Pérez &amp; Hijos', 'Reciclaje Pérez & Hijos', 'text-html'],
    ['Caf&#233; Literario', 'Café Literario', 'text-html'],
    ['Pe&ntilde;alol&eacute;n', 'Peñalolén', 'text-html'],
    ['Av. Grecia 3801<br>Ñuñoa', 'Av. Grecia 3801 Ñuñoa', 'text-html'],
    ['<b>Punto Verde</b> Líder', 'Punto Verde Líder', 'text-html'],
    ['Av.&nbsp;Grecia', 'Av.\u00A0Grecia', 'text-html'],
    // UTF-8 read as Windows-1252 and saved again.
    ['PeÃ±alolÃ©n', 'Peñalolén', 'text-mojibake'],
    ['MarÃ­a JosÃ©', 'María José', 'text-mojibake'],
    ['NÂº 45', 'Nº 45', 'text-mojibake'],
    ['â€œEl Roble†', '“El Roble†', 'text-mojibake'],
  ])('%j → %j (%s)', (raw, text, code) => {
    const result = read(raw);
    expect(result.text).toBe(text);
    expect(result.findings.map((f) => f.code)).toContain(code);
    expect(result.findings.find((f) => f.code === code)).toMatchObject({ field: 'name', fixed: expect.any(String) });
  });

  it('repairs each double-encoded letter whose bytes are UTF-8, and leaves the rest', () => {
    expect(repairMojibake('ÃƒÂ±')).toBe('Ã±');
    expect(repairMojibake('PeÃ±a – Ã©xito')).toBe('Peña – éxito');
    expect(repairMojibake('Ã©–')).toBe('é–');
    expect(repairMojibake('Ã')).toBe('Ã');
    expect(repairMojibake('São Paulo à la')).toBe('São Paulo à la');
  });

  it('repairs any Spanish text written twice in UTF-8 (property)', () => {
    const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzáéíóúüñÁÉÍÓÚÜÑ¿¡º°“”–— 0123456789'.split(''));
    fc.assert(
      fc.property(
        fc.array(letter, { minLength: 1, maxLength: 30 }).map((chars) => chars.join('')),
        (text) => {
          const garbled = doubleEncoded(text);
          if (encodeWindows1252(garbled) === null) return;
          expect(repairMojibake(garbled)).toBe(text);
        },
      ),
    );
  });

  it('never changes a cell that has none of the damage (property)', () => {
    const clean = fc.stringMatching(/^[A-Za-zÁÉÍÓÚÑáéíóúñü0-9 .,;:()/-]{0,40}$/);
    fc.assert(
      fc.property(clean, fc.constantFrom('name', 'addres', 'contacto', 'lat', 'comuna'), (text, field) => {
        const result = read(text, field);
        expect(result.text).toBe(text);
        expect(result.findings.filter((f) => f.code !== 'text-all-caps')).toEqual([]);
      }),
    );
  });

  it('a leading apostrophe before a number, and .0 after a whole id or phone, are the spreadsheet’s', () => {
    expect(read("'0987654321", 'contacto').text).toBe('0987654321');
    expect(read("'-33.4489", 'lat').text).toBe('-33.4489');
    expect(read('425.0', 'id').text).toBe('425');
    expect(read('987654321.0', 'contacto').text).toBe('987654321');
    expect(read('-33.0', 'lat').text).toBe('-33.0');
    expect(read("O'Higgins", 'region').text).toBe("O'Higgins");
    expect(read("'Los Aromos'", 'name').text).toBe("'Los Aromos'");
  });

  it('NULL and error values in a plain text column are emptied with a finding; other columns read them their own way', () => {
    for (const raw of ['NULL', '(null)', 'None', 'undefined', 'NaN', '#N/A', '#REF!']) {
      expect(read(raw, 'addres'), raw).toMatchObject({ text: '', findings: [{ code: 'text-placeholder', field: 'addres', severity: 'warning' }] });
    }
    expect(read('#N/A', 'contacto')).toEqual({ text: '#N/A', findings: [] });
    expect(read('Null', 'comuna')).toEqual({ text: 'Null', findings: [] });
  });

  it('keeps a cell of exactly 255 characters as written, and says it may have been cut', () => {
    const long = `Punto Limpio ${'a'.repeat(CUT_LENGTH - 13)}`;
    expect(read(long, 'addres')).toMatchObject({ text: long, findings: [{ code: 'text-truncated', severity: 'warning' }] });
    expect(codes(long.slice(1), 'addres')).toEqual([]);
  });

  it('notes a name in capitals, kept as written', () => {
    expect(read('PUNTO LIMPIO LABRANZA')).toMatchObject({
      text: 'PUNTO LIMPIO LABRANZA',
      findings: [{ code: 'text-all-caps', severity: 'info', message: 'Texto de name en mayúsculas; se publica tal como está escrito' }],
    });
    expect(codes('Punto GIRO Labranza')).toEqual([]);
    expect(codes('CESFAM')).toEqual([]);
    expect(codes('PUNTO LIMPIO', 'comuna')).toEqual([]);
  });

  it('says what each step changed, from what to what', () => {
    expect(read('Caf&#233;')).toEqual({
      text: 'Café',
      findings: [
        {
          field: 'name',
          code: 'text-html',
          severity: 'warning',
          raw: 'Caf&#233;',
          fixed: 'Café',
          message: 'Texto de name: HTML de una página web leído como texto: "Caf&#233;" → "Café"',
        },
      ],
    });
  });
});

describe('readableRow', () => {
  it('reads every cell of a row under its column and gathers the findings', () => {
    expect(readableRow({ name: 'PeÃ±a', addres: 'NULL', lat: '-33.4' })).toMatchObject({
      values: { name: 'Peña', addres: '', lat: '-33.4' },
      findings: [
        { code: 'text-mojibake', field: 'name' },
        { code: 'text-placeholder', field: 'addres' },
      ],
    });
  });
});

describe('each character and tag the steps know', () => {
  it.each(['\u00AD', '\u200B', '\u200C', '\u200D', '\u200E', '\u200F', '\u202A', '\u202C', '\u202E', '\u2060', '\u2063', '\uFEFF'])(
    'U+%s is invisible and goes',
    (ch) => {
      expect(read(`Punto${ch}Limpio`).text).toBe('PuntoLimpio');
    },
  );

  it.each(['\u00A0', '\u2002', '\u2007', '\u2009', '\u200A', '\u202F', '\u205F', '\u3000'])('the odd space %j becomes a space', (ch) => {
    expect(read(`Punto${ch}Limpio`)).toMatchObject({ text: 'Punto Limpio', findings: [{ code: 'text-invisible' }] });
  });

  it.each([
    ['A_x0009_B', 'A B'],
    ['A_x000a_B', 'A B'],
    ['A_x00E9_B', 'AéB'],
    ['A_x00G9_B', 'A_x00G9_B'],
    ['A_x09_B', 'A_x09_B'],
  ])('the Excel escape in %j reads %j', (raw, text) => {
    expect(read(raw).text).toBe(text);
  });

  it.each([
    ['a<br/>b', 'a b'],
    ['a<BR >b', 'a b'],
    ['a< br / >b', 'a b'],
    ['<p>a</p>', 'a'],
    ['<strong>a</strong>', 'a'],
    ['<em>a</em>', 'a'],
    ['<i>a</i><u>b</u>', 'ab'],
    ['<span class="x">a</span>', 'a'],
    ['<div>a</div>', 'a'],
    ['<font color="red">a</font>', 'a'],
    ['H<sub>2</sub>O <small>x</small> m<sup>2</sup>', 'H2O x m2'],
    ['a &lt; b', 'a < b'],
    ['&#xE9;xito', 'éxito'],
    ['&quot;El Roble&quot;', '"El Roble"'],
  ])('the HTML in %j reads %j', (raw, text) => {
    expect(read(raw).text).toBe(text);
  });

  it.each(['a < b', 'Horario <9:00', 'a <table> b', 'Pérez & Hijos', 'R&D', '&c'])('%j is not HTML and stays', (raw) => {
    expect(read(raw).findings.filter((f) => f.code === 'text-html')).toEqual([]);
  });

  it('formula wrappers, apostrophes and quotes only where the whole cell has them', () => {
    expect(read('= "123"', 'contacto').text).toBe('123');
    expect(read('x="123"', 'contacto').text).toBe('x="123"');
    expect(read("  '+56 9 8765 4321", 'contacto').text).toBe('+56 9 8765 4321');
    expect(read("'(45) 882846", 'contacto').text).toBe('(45) 882846');
    expect(read("'=1", 'contacto').text).toBe('=1');
    expect(read('"Punto" y "Verde"').text).toBe('"Punto" y "Verde"');
    expect(read('+56987654321.00', 'contacto').text).toBe('+56987654321');
    expect(read('425.5', 'id').text).toBe('425.5');
    expect(read('425.0', 'name').text).toBe('425.0');
    expect(read('1.0.0', 'id').text).toBe('1.0.0');
  });

  it('NULL words in any spelling, and not as part of a text', () => {
    for (const raw of ['null', ' NULL ', 'Nil', 'n/d', 'N/D', 'nan']) expect(read(raw, 'operacion').text, raw).toBe('');
    expect(read('Nulla', 'operacion').text).toBe('Nulla');
    expect(read('None of them', 'operacion').text).toBe('None of them');
  });

  it('counts characters, not UTF-16 units, for the cut length', () => {
    const emoji = '😀'.repeat(CUT_LENGTH);
    expect(codes(emoji, 'addres')).toEqual(['text-truncated']);
    expect(codes('a'.repeat(CUT_LENGTH + 1), 'addres')).toEqual([]);
  });

  it('capitals: two words of three capitals or more, no lower case, in a name, address or operator', () => {
    expect(codes('AVENIDA GRECIA 3801', 'addres')).toEqual(['text-all-caps']);
    expect(codes('AV GRECIA 3801', 'addres')).toEqual([]);
    expect(codes('MUNICIPALIDAD DE ÑUÑOA', 'operacion')).toEqual(['text-all-caps']);
    expect(codes('AB CD EF')).toEqual([]);
    expect(codes('PUNTO')).toEqual([]);
    expect(codes('PUNTO LIMPIO', 'type')).toEqual([]);
  });
});

describe('cell text: anchors, columns and messages', () => {
  it.each([
    ['&#x41;BC', 'ABC'],
    ['a null', 'a null'],
    ['xnull', 'xnull'],
    ["x'1", "x'1"],
    [' ="1"', '1'],
    ['="1" x', '="1" x'],
    ['="1"x', '="1"x'],
    ['"a" b', '"a" b'],
    ['x"a"', 'x"a"'],
    ['"a"x', '"a"x'],
  ])('%j reads %j', (raw, text) => {
    expect(read(raw, 'operacion').text).toBe(text);
  });

  it.each([
    ['425.00', '425'],
    [' 425.0 ', ' 425 '],
    ['a425.0', 'a425.0'],
    ['425.0x', '425.0x'],
  ])('the id %j reads %j', (raw, text) => {
    expect(read(raw, 'id').text).toBe(text);
  });

  it.each(['name', 'addres', 'operacion', 'empresa', 'supervisor', 'type', 'image'])('NULL in %s is emptied', (field) => {
    expect(read('NULL', field)).toMatchObject({
      text: '',
      findings: [
        { code: 'text-placeholder', message: `Texto de ${field}: "NULL" no es un dato (un valor vacío de otro sistema o un error de planilla); queda vacío` },
      ],
    });
  });

  it('says what each step did', () => {
    expect(read('PeÃ±a').findings[0]?.message).toBe(
      'Texto de name: caracteres con doble codificación (UTF-8 leído como Windows-1252) reparados: "PeÃ±a" → "Peña"',
    );
    expect(read('a\u200Bb').findings[0]?.message).toBe('Texto de name: caracteres invisibles o espacios especiales quitados: "a\u200Bb" → "ab"');
    expect(read('="a"').findings[0]?.message).toBe('Texto de name: marcas de la planilla quitadas: "=\\"a\\"" → "a"'.replace(/\\"/g, '"'));
    const long = 'b'.repeat(CUT_LENGTH);
    expect(read(long, 'addres').findings[0]?.message).toBe(
      'Texto de addres de exactamente 255 caracteres, donde otros sistemas cortan el texto: puede estar incompleto; se publica tal como está',
    );
  });

  it('readableRow gives the same as each cell read on its own (the shortcut only skips cells with nothing to do)', () => {
    const damaged = fc.constantFrom(
      'PeÃ±a',
      'a\u00A0b',
      'Caf&#233;',
      '425.0',
      '="1"',
      "'12",
      'NULL',
      '#N/A',
      'PUNTO LIMPIO NORTE',
      'x'.repeat(CUT_LENGTH),
      'Punto',
      '-33.4',
      '',
    );
    const columns = ['name', 'addres', 'operacion', 'id', 'contacto', 'lat', 'empresa'] as const;
    fc.assert(
      fc.property(fc.tuple(...columns.map(() => damaged)), (cells) => {
        const values = Object.fromEntries(columns.map((column, i) => [column, cells[i] as string]));
        const each = columns.map((column) => readableCell(values[column] as string, column));
        expect(readableRow(values)).toEqual({
          values: Object.fromEntries(columns.map((column, i) => [column, each[i]?.text])),
          findings: each.flatMap((result) => result.findings),
        });
      }),
    );
  });
});
