import { type FieldFinding, finding } from '../findings/finding.ts';
import { cleanCell, foldKey } from './clean-cell.ts';
import { memoize } from './memo.ts';

/** Canonical point types by folded spelling: `PET1` and `PET 1` are one type, Punto Verde's case variants merge. */
const TYPES = new Map<string, string>(
  [
    'Punto Limpio',
    'Punto Verde',
    'Punto Verde Interior',
    'Centro Teletón',
    'Municipal',
    'Privado',
    'PET 1',
    'Plaza de Armas',
    'Estadio',
    'Quiero Mi Barrio',
  ].map((type) => [foldKey(type).replace(/ /g, ''), type]),
);

/** Normalises a collection point's `type`; unknown values (place names) are kept as typed and noted. */
export const normaliseType = memoize(normaliseTypeUncached);

function normaliseTypeUncached(raw: string): { type: string; findings: FieldFinding[] } {
  const typed = cleanCell(raw);
  if (typed === null) {
    return {
      type: 'Sin tipo',
      findings: [finding('type-missing', { field: 'type', raw, fixed: 'Sin tipo' })],
    };
  }
  const canonical = TYPES.get(foldKey(typed).replace(/ /g, ''));
  if (canonical === undefined) {
    return {
      type: typed,
      findings: [finding('type-place-name', { field: 'type', raw, typed })],
    };
  }
  if (canonical === typed) return { type: canonical, findings: [] };
  return {
    type: canonical,
    findings: [finding('type-normalised', { field: 'type', raw, fixed: canonical, typed })],
  };
}

const COMPANIES = new Map(['ReSimple', 'GIRO', 'Centro Teletón'].map((name) => [foldKey(name), name]));

/** `empresa`: empty → null; known companies get their canonical spelling. */
export function normaliseCompany(raw: string): string | null {
  const typed = cleanCell(raw);
  if (typed === null || typed === '-') return null;
  return COMPANIES.get(foldKey(typed)) ?? typed;
}

/** `puntoExtra`: SI/SÍ → true, NO or empty → false; anything else is false and flagged. */
export function normaliseExtra(raw: string): { puntoExtra: boolean; findings: FieldFinding[] } {
  const key = foldKey(raw);
  if (key === 'si' || key === 's' || key === 'true') return { puntoExtra: true, findings: [] };
  if (key === 'no' || key === 'n' || key === 'false' || key === '') return { puntoExtra: false, findings: [] };
  return {
    puntoExtra: false,
    findings: [finding('extra-unknown', { field: 'puntoExtra', raw, fixed: 'NO' })],
  };
}

/** Text cell that must not be empty: returns the cleaned text or a placeholder with an error finding. */
export function requiredText(raw: string, field: 'id' | 'name', placeholder: string): { value: string; findings: FieldFinding[] } {
  const value = cleanCell(raw);
  if (value !== null) return { value, findings: [] };
  return {
    value: placeholder,
    findings: [finding(field === 'id' ? 'id-missing' : 'name-missing', { field, raw, fixed: placeholder })],
  };
}
