import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FieldFinding } from '../../findings/finding.ts';
import { FieldFindingSchema } from '../../findings/finding.ts';
import { WeeklyScheduleSchema } from '../../schema/schedule.ts';
import { parseDays } from './day-ranges.ts';
import { parseHours } from './hour-ranges.ts';
import { parseSchedule } from './opening-hours.ts';

function finding(field: string, code: FieldFinding['code'], severity: FieldFinding['severity'], raw: string | null, message: string): FieldFinding {
  return { field, code, severity, raw, fixed: null, message };
}

const WEEKDAYS = [1, 2, 3, 4, 5];
const ALL_WEEK = [1, 2, 3, 4, 5, 6, 7];

describe('parseDays', () => {
  it.each([
    ['Lunes', [1]],
    ['martes', [2]],
    ['MIÉRCOLES', [3]],
    ['Miercoles', [3]],
    ['jueves', [4]],
    ['Viernes', [5]],
    ['Sábado', [6]],
    ['sabados', [6]],
    ['Domingo', [7]],
    ['lun', [1]],
    ['Mar', [2]],
    ['mié', [3]],
    ['mie', [3]],
    ['Jue.', [4]],
    ['vie', [5]],
    ['sáb', [6]],
    ['sab', [6]],
    ['dom', [7]],
    ['Lunes a Viernes', WEEKDAYS],
    ['Lunes a Sábado', [1, 2, 3, 4, 5, 6]],
    ['lunes-viernes', WEEKDAYS],
    ['Lunes - Viernes', WEEKDAYS],
    ['Martes a Domingo', [2, 3, 4, 5, 6, 7]],
    ['Lunes a Domingo', ALL_WEEK],
    ['de Lunes a Viernes', WEEKDAYS],
    ['Lun a Vie', WEEKDAYS],
    ['lun-sáb', [1, 2, 3, 4, 5, 6]],
    ['L a V', WEEKDAYS],
    ['L-V', WEEKDAYS],
    ['L a S', [1, 2, 3, 4, 5, 6]],
    ['M a D', [2, 3, 4, 5, 6, 7]],
    ['X a V', [3, 4, 5]],
    ['J-D', [4, 5, 6, 7]],
    ['Lunes, Miércoles y Viernes', [1, 3, 5]],
    ['Sábado y Domingo', [6, 7]],
    ['Martes / Jueves', [2, 4]],
    ['Todos los días', ALL_WEEK],
    ['todos los dias de la semana', ALL_WEEK],
    ['Toda la semana', ALL_WEEK],
    ['Diario', ALL_WEEK],
    ['Lunes a Viernes y Domingo', [1, 2, 3, 4, 5, 7]],
    ['Lunes a Miércoles, Viernes y Sábado', [1, 2, 3, 5, 6]],
    ['Viernes a Lunes', [1, 5, 6, 7]],
    ['Lunes y Lunes', [1]],
  ])('%j → %j', (input, expected) => {
    expect(parseDays(input)).toEqual(expected);
  });

  it.each([
    'L',
    'M',
    'S y D',
    'Lunes a',
    'Lunes y',
    'Lunes a Viernes excepto festivos',
    'Lunes a Viernes 9:00 a 18:00',
    'feriados',
    'Lunes a Viernes - Sábado',
    'abierto',
  ])('%j does not parse', (input) => {
    expect(parseDays(input)).toBeNull();
  });
});

describe('parseHours', () => {
  it.each([
    ['9:30 a 17:30', [['09:30', '17:30']]],
    ['9:30 - 17:30', [['09:30', '17:30']]],
    ['08:00 - 18:00', [['08:00', '18:00']]],
    ['08:00-18:00', [['08:00', '18:00']]],
    ['9:00 – 18:00', [['09:00', '18:00']]],
    ['9 a 18', [['09:00', '18:00']]],
    ['9 - 18 hrs', [['09:00', '18:00']]],
    [
      '9:00 a 13:00 y 15:00 a 18:00',
      [
        ['09:00', '13:00'],
        ['15:00', '18:00'],
      ],
    ],
    [
      '9:00 a 13:00 / 15:00 a 18:00',
      [
        ['09:00', '13:00'],
        ['15:00', '18:00'],
      ],
    ],
    [
      '15:00 a 18:00 y 9:00 a 13:00',
      [
        ['09:00', '13:00'],
        ['15:00', '18:00'],
      ],
    ],
    ['10:00 a 14:00 hrs', [['10:00', '14:00']]],
    ['10:00 a 14:00 hrs.', [['10:00', '14:00']]],
    ['10:00 a 14:00 horas', [['10:00', '14:00']]],
    ['10:00 hrs a 14:00 hrs', [['10:00', '14:00']]],
    ['09:00-18:00hrs', [['09:00', '18:00']]],
    ['9.30 a 17.30', [['09:30', '17:30']]],
    ['9h30 a 17h', [['09:30', '17:00']]],
    ['de 9:00 a 18:00', [['09:00', '18:00']]],
    [
      'De 9:00 a 13:00 y de 15:00 a 18:00',
      [
        ['09:00', '13:00'],
        ['15:00', '18:00'],
      ],
    ],
    ['desde las 9 hasta las 18', [['09:00', '18:00']]],
    ['9 AM a 6 PM', [['09:00', '18:00']]],
    ['9 a.m. a 1 p.m.', [['09:00', '13:00']]],
    ['20:00 a 00:00', [['20:00', '24:00']]],
    ['0:00 a 24:00', [['00:00', '24:00']]],
    ['24 horas', [['00:00', '24:00']]],
    ['24 hrs', [['00:00', '24:00']]],
    ['24 Hrs.', [['00:00', '24:00']]],
    ['Abierto 24 horas', [['00:00', '24:00']]],
  ])('%j → %j', (input, expected) => {
    const intervals = expected.map(([opens, closes]) => ({ opens, closes }));
    expect(parseHours(input)).toEqual({ ok: true, intervals });
  });

  it.each([
    ['18:00 a 9:00', 'overnight'],
    ['9 a 6', 'overnight'],
    ['10:00 a 10:00', 'overnight'],
    ['9 a 14 y 13 a 18', 'overlap'],
    ['25:00 a 26:00', 'unparsed'],
    ['9:75 a 18:00', 'unparsed'],
    ['24:00 a 24:00', 'unparsed'],
    ['13 pm a 14 pm', 'unparsed'],
    ['Cerrado', 'unparsed'],
    ['9:00', 'unparsed'],
    ['9:00 a', 'unparsed'],
    ['mañana', 'unparsed'],
    ['Lunes 9 a 18', 'unparsed'],
    ['9 a 18 y', 'unparsed'],
  ])('%j is rejected as %s', (input, problem) => {
    expect(parseHours(input)).toEqual({ ok: false, problem });
  });
});

describe('parseSchedule', () => {
  it('combines every day with every interval, sorted by day and time', () => {
    expect(parseSchedule('Sábado y Domingo', '15:00 a 18:00 y 9:00 a 13:00')).toEqual({
      dias: 'Sábado y Domingo',
      horarios: '15:00 a 18:00 y 9:00 a 13:00',
      schedule: [
        { day: 6, opens: '09:00', closes: '13:00' },
        { day: 6, opens: '15:00', closes: '18:00' },
        { day: 7, opens: '09:00', closes: '13:00' },
        { day: 7, opens: '15:00', closes: '18:00' },
      ],
      findings: [],
    });
  });

  it('keeps the text with spaces collapsed', () => {
    const result = parseSchedule('  Lunes   a Viernes ', ' 9:30  a 17:30 ');
    expect(result.dias).toBe('Lunes a Viernes');
    expect(result.horarios).toBe('9:30 a 17:30');
    expect(result.schedule).toHaveLength(5);
    expect(result.schedule?.[4]).toEqual({ day: 5, opens: '09:30', closes: '17:30' });
  });

  it.each([
    ['', ''],
    ['-', '--'],
    ['s/i', 'n/a'],
    ['S/I', ' N/A '],
  ])('%j + %j is empty, without findings', (dias, horarios) => {
    expect(parseSchedule(dias, horarios)).toEqual({ dias: null, horarios: null, schedule: null, findings: [] });
  });

  it('notes hours without days', () => {
    expect(parseSchedule('-', '9:30 a 17:30')).toEqual({
      dias: null,
      horarios: '9:30 a 17:30',
      schedule: null,
      findings: [finding('dias', 'schedule-incomplete', 'info', null, "Horario sin días: no se puede calcular 'abierto ahora'")],
    });
  });

  it('notes days without hours', () => {
    expect(parseSchedule('Lunes a Viernes', '')).toEqual({
      dias: 'Lunes a Viernes',
      horarios: null,
      schedule: null,
      findings: [finding('horarios', 'schedule-incomplete', 'info', null, "Días sin horario: no se puede calcular 'abierto ahora'")],
    });
  });

  it.each([
    ['dias', 'Lunes a Viernes excepto festivos', '9 a 18', 'Días no reconocidos: "Lunes a Viernes excepto festivos"'],
    ['horarios', 'Lunes', 'Cerrado', 'Horario no reconocido: "Cerrado"'],
    ['horarios', 'Lunes a Viernes', '18:00 a 9:00', 'Horario nocturno no soportado (cierra antes de abrir): "18:00 a 9:00"'],
    ['horarios', 'Lunes', '9 a 14 y 13 a 18', 'Horario con intervalos superpuestos: "9 a 14 y 13 a 18"'],
  ])('reports unparsed %s', (field, dias, horarios, message) => {
    const result = parseSchedule(dias, horarios);
    expect(result.dias).toBe(dias);
    expect(result.horarios).toBe(horarios);
    expect(result.schedule).toBeNull();
    expect(result.findings).toEqual([{ field, code: 'schedule-unparsed', severity: 'warning', raw: field === 'dias' ? dias : horarios, fixed: null, message }]);
  });

  it('reports both cells when neither parses, without an incomplete note', () => {
    const result = parseSchedule('feriados', 'cerrado');
    expect(result.schedule).toBeNull();
    expect(result.findings.map((f) => [f.field, f.code, f.raw])).toEqual([
      ['dias', 'schedule-unparsed', 'feriados'],
      ['horarios', 'schedule-unparsed', 'cerrado'],
    ]);
  });

  it('reports spreadsheet error cells and drops their text', () => {
    expect(parseSchedule('#ERROR!', '9 a 18')).toEqual({
      dias: null,
      horarios: '9 a 18',
      schedule: null,
      findings: [finding('dias', 'schedule-error-cell', 'error', '#ERROR!', 'Celda con error de planilla: "#ERROR!"')],
    });
  });

  it.each([
    ['Todos los días', '24 horas', 7, { day: 7, opens: '00:00', closes: '24:00' }],
    ['L a V', '9 a 18', 5, { day: 5, opens: '09:00', closes: '18:00' }],
    ['Lunes a Viernes y Domingo', '9:00 a 13:00 y 15:00 a 18:00', 12, { day: 7, opens: '15:00', closes: '18:00' }],
    ['Martes a Domingo', 'de 10:00 a 14:00 hrs.', 6, { day: 7, opens: '10:00', closes: '14:00' }],
  ])('%j + %j → %i openings ending with %j', (dias, horarios, count, last) => {
    const { schedule, findings } = parseSchedule(dias, horarios);
    expect(findings).toEqual([]);
    expect(schedule).toHaveLength(count);
    expect(schedule?.at(-1)).toEqual(last);
  });

  it('produces schedules and findings that satisfy the schemas', () => {
    const cases: [string, string][] = [
      ['Lunes a Sábado', '9:30 a 17:30'],
      ['Todos los días', '24 hrs'],
      ['Lunes, Miércoles y Viernes', '9:00 a 13:00 y 15:00 a 18:00'],
      ['Viernes a Lunes', '20:00 a 00:00'],
      ['', '9 a 18'],
      ['Lunes', '18:00 a 9:00'],
      ['#N/A', '#REF!'],
    ];
    for (const [dias, horarios] of cases) {
      const { schedule, findings } = parseSchedule(dias, horarios);
      expect(WeeklyScheduleSchema.nullable().parse(schedule)).toEqual(schedule);
      expect(z.array(FieldFindingSchema).parse(findings)).toEqual(findings);
    }
    expect(parseSchedule('Lunes a Sábado', '9:30 a 17:30').schedule).toHaveLength(6);
  });

  it('gives deeply frozen results, since rows share them', () => {
    const result = parseSchedule('Lunes a Viernes', '9:00 a 18:00');
    expect(result.schedule).toHaveLength(5);
    expect(Object.isFrozen(result)).toBe(true);
    expect(Object.isFrozen(result.schedule)).toBe(true);
    expect(result.schedule?.every((opening) => Object.isFrozen(opening))).toBe(true);
    expect(Object.isFrozen(parseSchedule('#ERROR!', '-').findings[0])).toBe(true);
  });
});
