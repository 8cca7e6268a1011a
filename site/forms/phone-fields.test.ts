import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PHONE_FIELDS } from '../../shared/forms.ts';
import { registrationPayload } from '../pages/(mascotas)/birthdate.ts';
import { BIRTHDAY_FIELDS, birthdayPayload } from '../pages/cumple/birthday-payload.ts';

/** The keys of a payload that carry the phone typed. */
const keysHolding = (payload: object, phone: string) =>
  Object.entries(payload)
    .filter(([, value]) => value === phone)
    .map(([key]) => key);

const SITE = join(import.meta.dirname, '..');

/** Every `type="tel"` input (or field spec with `type: 'tel'`) of the site's sources, by name. */
function telInputs(dir = SITE): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'e2e' ? [] : telInputs(path);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return readFileSync(path, 'utf8')
      .split('\n')
      .filter((line) => /type(?:="tel"|: 'tel')/.test(line))
      .map((line) => /name(?:="|: ')(\w+)/.exec(line)?.[1] ?? `${relative(SITE, path)}: an input of type tel without a name on its line`);
  });
}

describe("the phone fields the inbox searches (shared/forms.ts's PHONE_FIELDS)", () => {
  it('are where the birthday form and the pet event post the phone typed', () => {
    const data = new FormData();
    for (const field of BIRTHDAY_FIELDS) data.set(field.name, field.name === 'telefono' ? '9 8765 4321' : 'x');
    expect(keysHolding(birthdayPayload(data, { version: '2026-12-01', fecha: '2026-12-01T12:00:00.000Z' }), '9 8765 4321')).toEqual(PHONE_FIELDS.cumple);
    expect(BIRTHDAY_FIELDS.filter((field) => field.type === 'tel').map((field) => field.name)).toEqual(PHONE_FIELDS.cumple);
    const pets = registrationPayload({ name: 'Ana', day: '1', month: 'Enero', year: '1980', email: 'ana@ejemplo.cl', phone: '9 8765 4321', check: true });
    expect(keysHolding(pets, '9 8765 4321')).toEqual(PHONE_FIELDS.mascotas);
  });

  it("name every phone input of the site's forms", () => {
    expect(telInputs().sort()).toEqual(Object.values(PHONE_FIELDS).flat().sort());
  });
});
