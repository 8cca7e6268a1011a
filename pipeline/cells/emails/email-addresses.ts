import isEmail from 'validator/lib/isEmail.js';
import { type FieldFinding, finding } from '../../findings/finding.ts';
import { cleanCell, isPlaceholder, isSpreadsheetError, protectErrors, restoreErrors } from '../clean-cell.ts';
import { domainProblem, replaceAddress } from './email-domains.ts';

const EMAIL_OPTIONS = { require_tld: true, allow_utf8_local_part: false, allow_ip_domain: false } as const;

/** True for an address with a valid local part, domain and alphabetic TLD of 2+ letters. */
export function isValidEmail(address: string): boolean {
  if (!isEmail(address, EMAIL_OPTIONS)) return false;
  const tld = address.slice(address.lastIndexOf('.') + 1);
  return /^[a-z]{2,}$/i.test(tld);
}

/** Characters that do not show: soft hyphen, zero-width spaces and joiners, direction marks, BOM. */
const INVISIBLE = /[\u00AD\u200B-\u200F\u202A-\u202E\u2060-\u2064\uFEFF]/g;

/** The usual local part of an address: what `ana` in `ana/pedro@giro.cl` must look like. */
const LOCAL_PART = /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*$/;

/** Removes `mailto:`, surrounding quotes or brackets, and trailing dots from one address (a word: no spaces). */
function stripEmailNoise(word: string): string {
  let current = word;
  for (;;) {
    const next = current
      .replace(/^mailto:/i, '')
      .replace(/^[<"'“”‘’«([]/, '')
      .replace(/[>"'“”‘’»)\]]$/, '')
      .replace(/[.:]$/, '');
    if (next === current) return current;
    current = next;
  }
}

/** Lower-cases the domain; the local part is kept as typed. */
function lowerDomain(address: string): string {
  const at = address.lastIndexOf('@');
  return address.slice(0, at + 1) + address.slice(at + 1).toLowerCase();
}

/**
 * Takes out of the cell what is not an address but goes with one: a display name before `<…>`
 * (`Ana Soto <ana@giro.cl>`), a quoted display name before an address (`"Ana Soto" ana@giro.cl`)
 * and notes in brackets (`ana@giro.cl (jefa de turno)`). Each removal is a note.
 */
function removeNames(cell: string, field: string, findings: FieldFinding[]): string {
  const removed = (text: string) => {
    const shown = text.trim();
    if (shown !== '') findings.push(finding('email-text-removed', { field, raw: shown }));
  };
  return cell
    .replace(/([^<>;,\n/]*?)\s*<\s*(?:mailto:)?([^<>\s]+@[^<>\s]+)\s*>/gi, (_, name: string, address: string) => {
      removed(name.replace(/^["']|["']$/g, ''));
      return ` ${address} `;
    })
    .replace(/"([^"@\n]*)"\s*(?=[^\s"]+@)/g, (_, name: string) => {
      removed(name);
      return ' ';
    })
    .replace(/\(([^()@\n]*)\)|\[([^[\]@\n]*)\]/g, (whole: string) => {
      removed(whole);
      return ' ';
    });
}

/** `email-domain-verify`: the domain looks mistyped; the address is never rewritten, the finding says what it may have meant. */
function domainFinding(field: string, cell: string, address: string, problem: { tldMissing: boolean; suggestions: string[] }): FieldFinding {
  const domain = address.slice(address.lastIndexOf('@') + 1);
  const why = problem.tldMissing
    ? `".${domain.slice(domain.lastIndexOf('.') + 1)}" no es un dominio de primer nivel; no se publica`
    : 'se parece al de un proveedor de correo conocido; se publica tal como está escrito';
  const guess = problem.suggestions.length > 0 ? ` ¿quisiste decir ${problem.suggestions.join(' o ')}?` : '';
  return finding('email-domain-verify', {
    field,
    raw: address,
    reason: `${why}.${guess}`,
    considered: problem.suggestions,
    candidates: problem.suggestions.map((suggestion) => replaceAddress(cell, address, suggestion)),
  });
}

/**
 * Separators between addresses: `;`, a line break, ` - `, ` y `, `,`, `/`. Kept so a tight `,` or
 * `/` can be told apart (the parts between them are trimmed, so spaces around ` - ` and ` y ` need not be).
 */
const SEPARATOR = /(\s*[;\n]\s*|\s[-–]\s|\sy\s|\s*[,/]\s*)/i;

/**
 * Parses the `correo` cell into valid addresses (domain lower-cased). Separators: `;`, `,`, `/`,
 * ` - `, ` y `, line breaks, and spaces between addresses. A comma inside an address
 * (`ana,soto@giro.cl`) or words before one without quotes (`ana perez@…`) make that part a
 * finding, never a different mailbox; `ana/pedro@giro.cl` is two addresses on a shared domain.
 * Malformed addresses and error cells are findings; cleaning is reported; several addresses
 * get an `email-split` note.
 */
export function parseEmails(raw: string, field = 'correo'): { emails: string[]; findings: FieldFinding[] } {
  const cell = cleanCell(raw);
  const emails: string[] = [];
  const findings: FieldFinding[] = [];
  if (cell === null) return { emails, findings };
  if (isSpreadsheetError(cell)) {
    findings.push(finding('email-error-cell', { field, raw: cell }));
    return { emails, findings };
  }
  if (isPlaceholder(cell)) return { emails, findings };
  const visible = raw.replace(INVISIBLE, '').replace(/\u00A0/g, ' ');
  if (visible !== raw) {
    findings.push(finding('email-normalised', { field, raw: cell, fixed: cleanCell(visible), invisibleOnly: true }));
  }
  const seen = new Set<string>();
  const keep = (address: string) => {
    // Stryker disable next-line MethodExpression: equivalent, upper or lower case gives two spellings the same key.
    const key = address.toLowerCase();
    if (seen.has(key)) return;
    seen.add(key);
    const problem = domainProblem(address);
    if (problem) findings.push(domainFinding(field, cell, address, problem));
    // An address whose top-level domain does not exist can receive no mail: it is not published.
    if (!problem?.tldMissing) emails.push(address);
  };
  const invalid = (text: string, why = '') => findings.push(finding('email-invalid', { field, raw: text, why }));
  /** One address as written: cleaned, checked, kept. */
  const address = (written: string) => {
    const stripped = stripEmailNoise(written);
    if (!isValidEmail(stripped)) return invalid(written);
    const result = lowerDomain(stripped);
    if (stripped !== written) {
      findings.push(finding('email-normalised', { field, raw: written, fixed: result, invisibleOnly: false }));
    }
    keep(result);
  };

  // Chunks at even places, the separators between them at odd ones.
  const parts = protectErrors(removeNames(visible, field, findings))
    .split(SEPARATOR)
    .map(restoreErrors);
  /** The chunk at place `n`, trimmed; empty past the end. */
  const chunkAt = (n: number) => (parts[n] ?? '').trim();
  for (let i = 0; i < parts.length; i += 2) {
    const chunk = chunkAt(i);
    if (isSpreadsheetError(chunk)) {
      findings.push(finding('email-error-cell', { field, raw: chunk }));
      continue;
    }
    if (isPlaceholder(chunk)) continue;
    // Stray punctuation left where a name or a note was taken out is not a word.
    const words = chunk.split(/\s+/).filter((word) => !/^[.,;:]+$/.test(word));
    if (words.length === 0) continue;
    if (!chunk.includes('@')) {
      const separator = parts[i + 1];
      // `ana/pedro@giro.cl` (or `ana/pedro/luis@…`): names tied by `/` to an address share its domain.
      let j = i + 2;
      while (parts[j - 1] === '/' && !chunkAt(j).includes('@') && !/\s/.test(chunkAt(j))) j += 2;
      const last = chunkAt(j);
      const tied = parts[j - 1] === separator && (separator === ',' || separator === '/') && last.includes('@') && !/\s/.test(last);
      if (tied && separator === ',') {
        invalid(`${chunk},${last}`, ': hay una coma dentro de la dirección; no se sabe cuál es el buzón');
        i = j;
        continue;
      }
      if (tied) {
        const locals = [chunk];
        for (let k = i + 2; k < j; k += 2) locals.push(chunkAt(k));
        const written = [...locals, last].join('/');
        const domain = last.slice(last.lastIndexOf('@') + 1);
        const full = [...locals.map((local) => `${local}@${domain}`), last].map(lowerDomain);
        if (locals.every((local) => LOCAL_PART.test(local)) && full.every(isValidEmail)) {
          findings.push(finding('email-shorthand', { field, raw: written, fixed: full.join(', '), addresses: full }));
          for (const item of full) keep(item);
        } else {
          invalid(written);
        }
        i = j;
        continue;
      }
      invalid(chunk);
      continue;
    }
    // Several words: addresses side by side, or a name typed before one (not taken: it could be a typo in the address).
    if (!words.every((word) => word.includes('@'))) {
      invalid(chunk, ': tiene palabras junto a la dirección; escriba el nombre entre comillas o solo el correo');
      continue;
    }
    for (const word of words) address(word);
  }
  if (emails.length > 1) {
    findings.push(finding('email-split', { field, raw: cell, fixed: emails.join(', ') }));
  }
  return { emails, findings };
}
