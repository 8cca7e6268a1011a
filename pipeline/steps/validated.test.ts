import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CollectionPointSchema } from '../schema/collection-point.ts';
import { WeeklyScheduleSchema } from '../schema/schedule.ts';
import { CollectionPointRecordSchema } from './points.ts';
import { parseSchedule } from './schedule.ts';
import { validatedOnce } from './validated.ts';

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/** A schema that counts how often it really runs. */
function counted() {
  const counter = { calls: 0 };
  const schema = z.array(z.object({ n: z.number() })).refine(() => {
    counter.calls++;
    return true;
  });
  return { counter, schema };
}

describe('validatedOnce', () => {
  it('checks a deeply frozen value that passed only once', () => {
    const { counter, schema } = counted();
    const once = validatedOnce(schema);
    const value = deepFreeze([{ n: 1 }, { n: 2 }]);
    for (let i = 0; i < 5; i++) expect(once.parse(value)).toBe(value);
    expect(counter.calls).toBe(1);
    // An equal but different object is checked again.
    once.parse(deepFreeze([{ n: 1 }, { n: 2 }]));
    expect(counter.calls).toBe(2);
  });

  it('checks every time what could still change: a mutable value, or a frozen one holding a mutable object', () => {
    const { counter, schema } = counted();
    const once = validatedOnce(schema);
    const mutable = [{ n: 1 }];
    once.parse(mutable);
    once.parse(mutable);
    const shallow = Object.freeze([{ n: 1 }]);
    once.parse(shallow);
    once.parse(shallow);
    expect(counter.calls).toBe(4);
    // So a mutation after a pass is caught.
    (mutable[0] as { n: unknown }).n = 'uno';
    expect(once.safeParse(mutable).success).toBe(false);
  });

  it('reports the same problems, at the same paths, as the schema itself, every time', () => {
    const bad = deepFreeze([{ day: 9, opens: '10:00', closes: '09:00' }]);
    const full = z.object({ schedule: WeeklyScheduleSchema.nullable() });
    const once = z.object({ schedule: validatedOnce(WeeklyScheduleSchema.nullable()) });
    const expected = full.safeParse({ schedule: bad }).error?.issues;
    expect(expected?.map((issue) => issue.path)).toEqual([['schedule', 0, 'day'], ['schedule', 0]]);
    for (let i = 0; i < 2; i++) expect(once.safeParse({ schedule: bad }).error?.issues).toEqual(expected);
  });
});

describe('CollectionPointRecordSchema', () => {
  const records = JSON.parse(readFileSync('generated/collection-points.json', 'utf8')) as unknown[];

  it('accepts and returns exactly what CollectionPointSchema does, on every generated record', () => {
    expect(records.length).toBeGreaterThan(400);
    for (const record of records) {
      const shared = deepFreeze(structuredClone(record));
      // Twice: the second time the shared parts are already known.
      for (let i = 0; i < 2; i++) expect(CollectionPointRecordSchema.parse(shared)).toEqual(CollectionPointSchema.parse(record));
    }
  });

  it('rejects what CollectionPointSchema rejects, with the same problems', () => {
    const base = records.find((r) => (r as { schedule: unknown }).schedule !== null) as Record<string, unknown>;
    const broken = [
      { ...base, schedule: [{ day: 0, opens: '9:00', closes: '08:00' }] },
      { ...base, phones: [{ e164: '123', display: '' }] },
      { ...base, emails: ['sin-arroba'] },
      { ...base, supervisors: [''] },
      { ...base, name: '' },
    ];
    for (const record of broken) {
      const frozen = deepFreeze(structuredClone(record));
      const expected = CollectionPointSchema.safeParse(record).error?.issues;
      expect(expected?.length).toBeGreaterThan(0);
      for (let i = 0; i < 2; i++) expect(CollectionPointRecordSchema.safeParse(frozen).error?.issues).toEqual(expected);
    }
  });
});

describe('parseSchedule results', () => {
  it('are deeply frozen, since rows share them', () => {
    const result = parseSchedule('Lunes a Viernes', '9:00 a 18:00');
    expect(result.schedule).toHaveLength(5);
    expect(Object.isFrozen(result)).toBe(true);
    expect(Object.isFrozen(result.schedule)).toBe(true);
    expect(result.schedule?.every((opening) => Object.isFrozen(opening))).toBe(true);
    expect(Object.isFrozen(parseSchedule('#ERROR!', '-').findings[0])).toBe(true);
  });
});
