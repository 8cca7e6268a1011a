import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CollectionPointSchema } from '../schema/collection-point.ts';
import { CollectionPointRecordSchema } from './records.ts';

const records = JSON.parse(readFileSync('generated/collection-points.json', 'utf8')) as Record<string, unknown>[];

describe('CollectionPointRecordSchema', () => {
  it('is compiled: zod does not refuse any part of the collection-point schema', () => {
    // compile() without `strict` silently hands back the interpreted schema, five times slower.
    expect(() => z.compile(CollectionPointSchema, { strict: true })).not.toThrow();
    expect(CollectionPointRecordSchema).not.toBe(CollectionPointSchema);
  });

  it('accepts and returns exactly what CollectionPointSchema does, on every generated record', () => {
    expect(records.length).toBeGreaterThan(400);
    for (const record of records) {
      const parsed = CollectionPointRecordSchema.parse(record);
      expect(parsed).toEqual(CollectionPointSchema.parse(record));
      expect(JSON.stringify(parsed)).toBe(JSON.stringify(record));
      expect(parsed).not.toBe(record);
    }
  });

  it('rejects what CollectionPointSchema rejects, with the same problems', () => {
    const base = records.find((r) => r.schedule !== null && Array.isArray(r.phones) && r.phones.length > 0) as Record<string, unknown>;
    const broken = [
      { ...base, schedule: [{ day: 0, opens: '9:00', closes: '08:00' }] },
      { ...base, phones: [{ e164: '123', display: '' }] },
      { ...base, emails: ['sin-arroba'] },
      { ...base, supervisors: [''] },
      { ...base, name: '' },
      { ...base, lat: 91 },
      { ...base, regionCode: 'CL-x' },
      { ...base, source: { file: 'collection-points.csv', line: 0 } },
      { ...base, findings: [{ field: 'lat', code: 'x', severity: 'grave', raw: null, fixed: null, message: '' }] },
    ];
    for (const record of broken) {
      const expected = CollectionPointSchema.safeParse(record).error?.issues;
      expect(expected?.length, JSON.stringify(record)).toBeGreaterThan(0);
      expect(CollectionPointRecordSchema.safeParse(record).error?.issues).toEqual(expected);
    }
  });
});
