import { describe, expect, it } from 'vitest';
import type { FieldFinding } from '../findings/finding.ts';
import { decodeCell, MAX_CELL_BYTES, sniffUtf16 } from './decode.ts';

function decode(bytes: Buffer, encoding: Parameters<typeof decodeCell>[1]) {
  const findings: FieldFinding[] = [];
  const text = decodeCell(bytes, encoding, 'name', findings);
  return { text, codes: findings.map((f) => f.code), findings };
}

describe('decodeCell', () => {
  it('reads UTF-8 in a UTF-8 file and Windows-1252 in a Windows-1252 file, silently', () => {
    expect(decode(Buffer.from('Ñuñoa', 'utf8'), 'utf-8')).toMatchObject({ text: 'Ñuñoa', codes: [] });
    expect(decode(Buffer.from('Ñuñoa', 'latin1'), 'windows-1252')).toMatchObject({ text: 'Ñuñoa', codes: [] });
    expect(decode(Buffer.from([0x93, 0x61, 0x94, 0x20, 0x80, 0x96, 0x85]), 'windows-1252')).toMatchObject({ text: '“a” €–…', codes: [] });
    // The five bytes Windows-1252 leaves unassigned are control characters.
    expect(decode(Buffer.from([0x61, 0x81]), 'windows-1252')).toMatchObject({ text: 'a', codes: ['control-characters'] });
  });

  it('in a mixed file, a cell that is not UTF-8 is read as Windows-1252 and reported; a UTF-8 cell is not', () => {
    const pasted = decode(Buffer.from('Concepción', 'latin1'), 'mixed');
    expect(pasted).toMatchObject({ text: 'Concepción', codes: ['encoding-mixed'] });
    expect(pasted.findings[0]).toMatchObject({ field: 'name', raw: 'Concepci�n', fixed: 'Concepción' });
    expect(decode(Buffer.from('Concepción', 'utf8'), 'mixed')).toMatchObject({ text: 'Concepción', codes: [] });
  });

  it('removes NUL and other control characters with a finding, keeping tabs and line breaks', () => {
    const result = decode(Buffer.from('Pun\u0000to\u0007 A\tB\nC', 'utf8'), 'utf-8');
    expect(result).toMatchObject({ text: 'Punto A\tB\nC', codes: ['control-characters'] });
    expect(result.findings[0]).toMatchObject({ raw: 'Pun<U+0000>to<U+0007> A\tB\nC', message: 'Caracteres de control quitados (U+0000, U+0007)' });
  });

  it('writes line breaks inside a cell as LF', () => {
    expect(decode(Buffer.from('a\r\nb\rc', 'utf8'), 'utf-8').text).toBe('a\nb\nc');
  });

  it('empties a cell over the limit, showing its start', () => {
    const result = decode(Buffer.from('x'.repeat(MAX_CELL_BYTES + 1)), 'utf-8');
    expect(result).toMatchObject({ text: '', codes: ['cell-too-large'] });
    expect(result.findings[0]?.raw).toBe(`${'x'.repeat(80)}…`);
    expect(decode(Buffer.from('x'.repeat(MAX_CELL_BYTES)), 'utf-8').text).toHaveLength(MAX_CELL_BYTES);
  });

  it('reports characters that could not be read in a UTF-16 file', () => {
    expect(decode(Buffer.from('Pu\uFFFDto', 'utf8'), 'utf-16le').codes).toEqual(['encoding-replaced']);
  });
});

describe('sniffUtf16', () => {
  it('recognises UTF-16 without a BOM by its zero bytes', () => {
    expect(sniffUtf16(Buffer.from('id,name\nÑuñoa', 'utf16le'))).toBe('utf-16le');
    expect(sniffUtf16(Buffer.from('id,name\nÑuñoa', 'utf16le').swap16())).toBe('utf-16be');
    expect(sniffUtf16(Buffer.from('id,name\nÑuñoa', 'utf8'))).toBeNull();
    expect(sniffUtf16(Buffer.from([0, 0, 0, 0]))).toBeNull();
  });
});
