/**
 * A tiny PDF 1.4 writer for text-only A4 documents: Helvetica and Helvetica-Bold (standard 14
 * fonts, not embedded) with WinAnsiEncoding, so Spanish letters (á é í ó ú ñ ü ¿ ¡) render and
 * can be copied. Lines are wrapped with the fonts' metrics; the xref table holds exact byte
 * offsets. No dates or IDs are written, so the same input always gives the same bytes.
 */
import { HELVETICA, HELVETICA_BOLD, winAnsiByte } from './pdf-fonts.ts';

export type Block =
  | { kind: 'title'; text: string }
  | { kind: 'notice'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'clause'; number: number; heading: string; text: string };

const PAGE_W = 595.28;
const PAGE_H = 841.89;
const MARGIN = 64;
const TEXT_W = PAGE_W - 2 * MARGIN;
const TOP = PAGE_H - 72;
const BOTTOM = 80;

interface Run {
  font: 'F1' | 'F2';
  size: number;
  /** Red-green-blue fill, 0–1. */
  color?: readonly [number, number, number];
  x: number;
  y: number;
  text: string;
}

function widthOf(text: string, bold: boolean, size: number): number {
  const table = bold ? HELVETICA_BOLD : HELVETICA;
  let units = 0;
  for (const ch of text) units += table(ch);
  return (units * size) / 1000;
}

/** Greedy word wrap; `firstIndent` narrows the first line (e.g. after a bold heading). */
function wrap(text: string, bold: boolean, size: number, width: number, firstIndent = 0): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    const avail = lines.length === 0 ? width - firstIndent : width;
    if (line && widthOf(candidate, bold, size) > avail) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Lays the blocks out on as many pages as needed. */
function layout(blocks: readonly Block[], footer: string): Run[][] {
  const pages: Run[][] = [[]];
  let y = TOP;
  const page = (): Run[] => pages[pages.length - 1] as Run[];
  const need = (h: number): void => {
    if (y - h < BOTTOM) {
      pages.push([]);
      y = TOP;
    }
  };
  for (const block of blocks) {
    if (block.kind === 'title') {
      for (const line of wrap(block.text, true, 20, TEXT_W)) {
        need(26);
        page().push({ font: 'F2', size: 20, x: MARGIN, y, text: line });
        y -= 26;
      }
      y -= 4;
    } else if (block.kind === 'notice') {
      need(30);
      page().push({ font: 'F2', size: 10.5, color: [0.7, 0.1, 0.1], x: MARGIN, y, text: block.text });
      y -= 30;
    } else if (block.kind === 'paragraph') {
      for (const line of wrap(block.text, false, 10.5, TEXT_W)) {
        need(15);
        page().push({ font: 'F1', size: 10.5, x: MARGIN, y, text: line });
        y -= 15;
      }
      y -= 8;
    } else {
      const heading = `${block.number}. ${block.heading}.`;
      const headW = widthOf(`${heading} `, true, 10.5);
      const lines = wrap(block.text, false, 10.5, TEXT_W, headW);
      need(15 * Math.min(lines.length, 2));
      page().push({ font: 'F2', size: 10.5, x: MARGIN, y, text: heading });
      lines.forEach((line, i) => {
        if (i > 0) need(15);
        page().push({ font: 'F1', size: 10.5, x: MARGIN + (i === 0 ? headW : 0), y, text: line });
        y -= 15;
      });
      y -= 7;
    }
  }
  const total = pages.length;
  for (const [i, runs] of pages.entries()) {
    runs.push({ font: 'F1', size: 8.5, color: [0.35, 0.35, 0.35], x: MARGIN, y: 48, text: `${footer} · Página ${i + 1} de ${total}` });
  }
  return pages;
}

/** A PDF string literal in WinAnsi bytes, with `\`, `(` and `)` escaped and bytes ≥ 128 as octal. */
function pdfString(text: string): string {
  let out = '(';
  for (const ch of text) {
    const b = winAnsiByte(ch);
    if (b === 0x28 || b === 0x29 || b === 0x5c) out += `\\${String.fromCharCode(b)}`;
    else if (b < 0x20 || b > 0x7e) out += `\\${b.toString(8).padStart(3, '0')}`;
    else out += String.fromCharCode(b);
  }
  return `${out})`;
}

/** UTF-16BE hex string with BOM, for document information (title) outside WinAnsi. */
function pdfTextString(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).toUpperCase().padStart(4, '0');
  return `<${hex}>`;
}

const fmt = (v: number): string => String(Math.round(v * 100) / 100);

function contentStream(runs: readonly Run[]): string {
  const ops: string[] = [];
  for (const r of runs) {
    const [cr, cg, cb] = r.color ?? [0.1, 0.1, 0.12];
    ops.push(`BT /${r.font} ${fmt(r.size)} Tf ${fmt(cr)} ${fmt(cg)} ${fmt(cb)} rg ${fmt(r.x)} ${fmt(r.y)} Td ${pdfString(r.text)} Tj ET`);
  }
  return `${ops.join('\n')}\n`;
}

export interface PdfDocument {
  title: string;
  blocks: readonly Block[];
  /** Footer line on every page, followed by "Página n de m". */
  footer: string;
}

export function buildPdf(doc: PdfDocument): Uint8Array {
  const pages = layout(doc.blocks, doc.footer);
  // Objects: 1 catalog, 2 pages, 3 info, 4 Helvetica, 5 Helvetica-Bold, then a page and its content per page.
  const objects: string[] = [];
  const kids = pages.map((_, i) => `${6 + i * 2} 0 R`).join(' ');
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`);
  objects.push(`<< /Title ${pdfTextString(doc.title)} /Subject ${pdfTextString('Documento de muestra')} >>`);
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  pages.forEach((runs, i) => {
    const content = contentStream(runs);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${fmt(PAGE_W)} ${fmt(PAGE_H)}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents ${7 + i * 2} 0 R >>`,
    );
    objects.push(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}endstream`);
  });

  // Everything is written as latin1 so each character is exactly one byte and offsets are exact.
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 3 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
