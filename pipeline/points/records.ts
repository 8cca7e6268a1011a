import { z } from 'zod';
import { cleanCell, foldKey } from '../cells/clean-cell.ts';
import { contactCells } from '../cells/contacts.ts';
import { type PositionContext, resolvePosition } from '../cells/coordinates/position.ts';
import { memoize } from '../cells/memo.ts';
import { normaliseCompany, normaliseExtra, normaliseType, requiredText } from '../cells/normalise.ts';
import { type Place, type Reference, resolvePlace } from '../cells/places/places.ts';
import { parseSchedule } from '../cells/schedule/opening-hours.ts';
import { type FieldFinding, finding } from '../findings/finding.ts';
import type { CleanPoint, CleanPointRow } from '../schema/clean-point.ts';
import { type CollectionPoint, type CollectionPointRow, CollectionPointSchema } from '../schema/collection-point.ts';

/** A clean point before its id is assigned (ids depend on the other rows). */
export type CleanPointDraft = Omit<CleanPoint, 'id'>;

/** {@link resolvePlace} cached per reference table and pair of cells; results are shared between rows. */
const places = new WeakMap<Reference, (key: string) => Place>();

function place(row: { region: string; comuna: string }, ref: Reference): Place {
  let cached = places.get(ref);
  if (cached === undefined) {
    cached = memoize((key) => {
      const [region = '', comuna = ''] = key.split('\u0000');
      return resolvePlace(region, comuna, ref);
    });
    places.set(ref, cached);
  }
  return cached(`${row.region}\u0000${row.comuna}`);
}

/** What the coordinates step checks a position against. */
const positionContext = (where: Place, ref: Reference): PositionContext => ({
  region: where.region,
  comuna: where.comuna,
  chile: ref.chile,
  seats: ref.comunas,
});

/** Maps one row of clean-points.csv to a record; every problem becomes a finding on it. */
export function mapCleanPoint(row: CleanPointRow, source: { file: string; line: number }, ref: Reference): CleanPointDraft {
  const where = place(row, ref);
  const name = requiredText(row.name, 'name', 'Punto limpio sin nombre');
  const position = resolvePosition({ lat: row.lat, lng: row.lng, datum: row.datum ?? '' }, positionContext(where, ref));
  const findings: FieldFinding[] = [...where.findings, ...name.findings, ...position.findings];
  let image = cleanCell(row.image);
  if (image === null) {
    image = 'punto-limpio.svg';
    findings.push(finding('image-missing', { field: 'image', raw: row.image, fixed: image }));
  }
  return {
    region: where.regionName,
    regionCode: where.region?.code ?? null,
    comuna: where.comunaName,
    name: name.value,
    address: cleanCell(row.addres),
    image,
    lat: position.lat,
    lng: position.lng,
    source,
    findings,
  };
}

/** The key a clean point's stable id is hashed from: what identifies it to a person. */
export function cleanPointKey(point: CleanPointDraft): string {
  return [point.regionCode ?? point.region, point.comuna, point.name, point.address ?? ''].map(foldKey).join('|');
}

/** Maps one row of collection-points.csv to a record; every problem becomes a finding on it. */
export function mapCollectionPoint(row: CollectionPointRow, source: { file: string; line: number }, ref: Reference): CollectionPoint {
  const where = place(row, ref);
  const id = requiredText(row.id, 'id', `linea-${source.line}`);
  const name = requiredText(row.name, 'name', 'Punto sin nombre');
  const type = normaliseType(row.type);
  const position = resolvePosition({ lat: row.lat, lng: row.lng, coordinates: row.coordinates, datum: row.datum ?? '' }, positionContext(where, ref));
  const schedule = parseSchedule(row.dias, row.horarios);
  const extra = normaliseExtra(row.puntoExtra);
  const phones = contactCells.phones(row.contacto);
  const emails = contactCells.emails(row.correo);
  return {
    id: id.value,
    type: type.type,
    region: where.regionName,
    regionCode: where.region?.code ?? null,
    comuna: where.comunaName,
    name: name.value,
    address: cleanCell(row.addres),
    lat: position.lat,
    lng: position.lng,
    dias: schedule.dias,
    horarios: schedule.horarios,
    schedule: schedule.schedule,
    operacion: cleanCell(row.operacion),
    empresa: normaliseCompany(row.empresa),
    puntoExtra: extra.puntoExtra,
    supervisors: contactCells.supervisors(row.supervisor),
    phones: phones.phones,
    emails: emails.emails,
    source,
    findings: [
      ...id.findings,
      ...where.findings,
      ...name.findings,
      ...type.findings,
      ...position.findings,
      ...schedule.findings,
      ...extra.findings,
      ...phones.findings,
      ...emails.findings,
    ],
  };
}

/**
 * {@link CollectionPointSchema} as the row mapper checks each record: the same contract, with
 * zod's ahead-of-time compiled parser (one generated function for the whole record, about 5× faster
 * than the interpreted parse). A record that fails is handed to the regular parser, so the
 * problems reported are the same; a test holds the schema to compiling.
 */
export const CollectionPointRecordSchema = z.compile(CollectionPointSchema);
