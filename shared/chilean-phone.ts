/**
 * One Chilean phone number as people write it, read into a number libphonenumber's full metadata
 * (`libphonenumber-js/max`) holds valid for Chile: as written, or in a form from before the
 * 2012–2013 numbering change, which is rewritten when the way it is written says which form it is
 * (an area code in brackets, after a trunk 0, before a dash or on its own) and only read as likely
 * when it does not. The one reader of a number for the pipeline (the directories' contact cells,
 * pipeline/cells/phones/) and the local server (the inbox CLI finds a family by its phone). The
 * site's pages do not import it: its full metadata alone would add more than 150 KB to a page.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** A valid Chilean number: E.164 (`+56987654321`, for comparing and for `tel:` links) and the international display. */
export interface ChileanPhone {
  e164: string;
  /** `+56 9 8765 4321`, with ` anexo 12` when an extension was written. */
  display: string;
}

/**
 * Chile's two-digit area codes for fixed lines (Santiago's is 2): Arica 58, Iquique 57,
 * Antofagasta 55, Calama 55, Copiapó 52, La Serena 51, Ovalle 53, Valparaíso 32, San Felipe 34,
 * San Antonio 35, Quillota 33, Rancagua 72, Curicó 75, Talca 71, Linares 73, Chillán 42,
 * Concepción 41, Los Ángeles 43, Temuco 45, Valdivia 63, Osorno 64, Puerto Montt 65, Chiloé 65,
 * Coyhaique 67, Punta Arenas 61.
 */
export const AREA_CODES: ReadonlySet<string> = new Set([
  '32',
  '33',
  '34',
  '35',
  '41',
  '42',
  '43',
  '45',
  '51',
  '52',
  '53',
  '55',
  '57',
  '58',
  '61',
  '63',
  '64',
  '65',
  '67',
  '71',
  '72',
  '73',
  '75',
]);

/** Words that say what the number is (`fono`, `cel.`, `oficina:`): a person reads past them. */
const LABEL =
  /(?<![\p{L}])(?:tel[eé]fonos?|tel[eé]f|tel|fonos?|cel(?:ular)?|m[oó]vil|fijo|whats?app|wsp|oficina|of|fax|central|directo|contacto|n[uú]mero|nro|n[°º])(?![\p{L}])\.?\s*:?/giu;

/** An extension at the end of a number: `anexo 12`, `anx. 12`, `ext. 12`, `int 12`, `interno 12`, `extensión 12`. */
const EXTENSION = /\s*,?\s*(?:anexos?|anx|ext|extensi[oó]n|int|interno)\.?\s*[:#]?\s*(\d{1,6})\s*$/i;

/** A valid number as the full metadata reads it for Chile; the display Chile's directories use. */
export function parseOnePhone(text: string, ext?: string): ChileanPhone | null {
  const number = parsePhoneNumberFromString(text, 'CL');
  if (number === undefined || number.countryCallingCode !== '56' || !number.isValid()) return null;
  // (The full metadata groups every valid mobile as 9 xxxx xxxx; the small one did not.)
  const base = number.formatInternational();
  const extension = ext ?? number.ext;
  return { e164: number.number, display: extension === undefined ? base : `${base} anexo ${extension}` };
}

/** What one stretch of text reads as. */
export type NumberRead =
  /** A number written in today's form, or an old form whose writing says which it is. */
  | { kind: 'sure'; phone: ChileanPhone; why: string | null }
  /** An old form that could be read in more than one way, or a number with a digit missing. */
  | { kind: 'likely'; readings: { phone: ChileanPhone; label: string }[]; why: string };

/** The text with label words taken out, and the extension apart. */
export function withoutLabels(text: string): { body: string; ext: string | undefined } {
  const unlabelled = text.replace(LABEL, ' ');
  const ext = EXTENSION.exec(unlabelled);
  return { body: (ext ? unlabelled.slice(0, ext.index) : unlabelled).trim(), ext: ext?.[1] };
}

const OLD_MOBILE = 'prefijo móvil antiguo 09: desde 2012 los móviles llevan un 9 delante';
const OLD_SANTIAGO = 'número de Santiago de 7 dígitos: desde 2013 lleva un 2 delante';
const oldRegional = (area: string) => `número de la zona ${area} de 6 dígitos: desde 2013 lleva un 2 delante`;

/** The number an area code and a local number written before the change stand for, and why; null when they are not an old form. */
function oldWithArea(area: string, local: string, ext: string | undefined): { phone: ChileanPhone; why: string } | null {
  const rewrite = (digits: string, why: string) => {
    const phone = parseOnePhone(`+56${digits}`, ext);
    return phone ? { phone, why } : null;
  };
  if (area === '9' && local.length === 8) return rewrite(`9${local}`, OLD_MOBILE);
  if (area === '2' && local.length === 7) return rewrite(`22${local}`, OLD_SANTIAGO);
  if (AREA_CODES.has(area) && local.length === 6) return rewrite(`${area}2${local}`, oldRegional(area));
  // Today's form with the area code marked (`(045) 2882846`, `(02) 22371993`): the trunk 0 dropped.
  if ((area === '2' && local.length === 8) || (AREA_CODES.has(area) && local.length === 7)) {
    const phone = parseOnePhone(`+56${area}${local}`, ext);
    return phone ? { phone, why: 'prefijo de larga distancia 0 quitado' } : null;
  }
  return null;
}

/**
 * The area code the writing marks, and the digits after it: `(45) 882846`, `(045) 882846`,
 * `045-882846`, `45-882846`, `45 882846`, `065622326` (a trunk 0 before the digits), `+56 45 882846`.
 */
function markedArea(body: string): { area: string; local: string } | null {
  const international = /^(?:\+\s*56|56(?=[\s.(-]))[\s.-]*/.exec(body);
  const rest = international ? body.slice(international[0].length) : body;
  const bracketed = /^\(\s*0?(\d{1,2})\s*\)[\s.-]*([\d\s.-]+)$/.exec(rest);
  if (bracketed) return { area: bracketed[1] as string, local: (bracketed[2] as string).replace(/\D/g, '') };
  const grouped = /^0?(\d{1,2})(?:\s*-\s*|\s+)([\d\s.-]+)$/.exec(rest);
  if (grouped && !/^0/.test(grouped[2] as string)) return { area: grouped[1] as string, local: (grouped[2] as string).replace(/\D/g, '') };
  // Digits only, after a trunk 0 or a country code: the area code is the first one or two digits.
  const digits = /^[\d\s.-]+$/.test(rest) ? rest.replace(/\D/g, '') : null;
  const national = digits && international ? digits : digits?.startsWith('0') ? digits.slice(1) : null;
  if (!national) return null;
  const area = national.startsWith('2') || national.startsWith('9') ? national.slice(0, 1) : national.slice(0, 2);
  return { area, local: national.slice(area.length) };
}

/**
 * Eight digits with nothing to say how to group them: `2xxx xxxx` is a Santiago number either way
 * (sure); `5`–`9` may be an old mobile; `3x`, `4x`… with an area code in front may be an old
 * regional number. Either may also be a number with a digit missing: only likely.
 */
function eightDigits(digits: string, ext: string | undefined): NumberRead | null {
  if (digits.startsWith('2')) {
    const phone = parseOnePhone(`+562${digits}`, ext);
    return phone ? { kind: 'sure', phone, why: 'número de Santiago de 8 dígitos: desde 2013 lleva el código de área 2 delante' } : null;
  }
  const readings: { phone: ChileanPhone; label: string }[] = [];
  const mobile = /^[5-9]/.test(digits) ? parseOnePhone(`+569${digits}`, ext) : null;
  if (mobile) readings.push({ phone: mobile, label: 'móvil antiguo con el 9 delante' });
  const area = digits.slice(0, 2);
  const regional = AREA_CODES.has(area) ? parseOnePhone(`+56${area}2${digits.slice(2)}`, ext) : null;
  if (regional) readings.push({ phone: regional, label: `número antiguo de la zona ${area} con el 2 delante` });
  if (readings.length === 0) return null;
  return {
    kind: 'likely',
    readings,
    why: 'ocho dígitos sin código de área marcado: puede ser un móvil o un fijo regional anterior a 2012-2013, o un número incompleto',
  };
}

/** Reads one number (labels and an extension allowed); null when it is not one. */
export function readNumber(text: string): NumberRead | null {
  const { body, ext } = withoutLabels(text);
  if (body === '') return null;
  const asWritten = parseOnePhone(body, ext);
  if (asWritten) return { kind: 'sure', phone: asWritten, why: null };
  if (!/^\+?[\d\s().-]+$/.test(body)) return null;
  const marked = markedArea(body);
  const old = marked ? oldWithArea(marked.area, marked.local, ext) : null;
  if (old) return { kind: 'sure', ...old };
  const digits = body.replace(/\D/g, '');
  if (!body.startsWith('+') && !digits.startsWith('0') && digits.length === 8) return eightDigits(digits, ext);
  return null;
}
