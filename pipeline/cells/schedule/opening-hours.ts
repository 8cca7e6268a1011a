import { type FieldFinding, finding } from '../../findings/finding.ts';
import type { WeeklySchedule } from '../../schema/schedule.ts';
import { cleanCell, isPlaceholder, isSpreadsheetError } from '../clean-cell.ts';
import { memoize } from '../memo.ts';
import { parseDays } from './day-ranges.ts';
import type { HoursProblem, Interval } from './hour-ranges.ts';
import { parseHours } from './hour-ranges.ts';

export interface ScheduleResult {
  /** `dias` as typed (spaces collapsed), or null when empty or a placeholder such as `-`. */
  dias: string | null;
  /** `horarios` as typed (spaces collapsed), or null when empty or a placeholder such as `-`. */
  horarios: string | null;
  /** Every day × interval, sorted by day and opening time; null unless both cells parsed. */
  schedule: WeeklySchedule | null;
  findings: FieldFinding[];
}

type Cell = { kind: 'empty' } | { kind: 'error'; text: string } | { kind: 'text'; text: string };

function readCell(raw: string): Cell {
  const text = cleanCell(raw);
  if (text === null) return { kind: 'empty' };
  if (isSpreadsheetError(text)) return { kind: 'error', text };
  return isPlaceholder(text) ? { kind: 'empty' } : { kind: 'text', text };
}

const HOURS_MESSAGES: Readonly<Record<HoursProblem, string>> = {
  unparsed: 'Horario no reconocido',
  overnight: 'Horario nocturno no soportado (cierra antes de abrir)',
  overlap: 'Horario con intervalos superpuestos',
};

function unparsed(field: 'dias' | 'horarios', raw: string, what: string, text: string): FieldFinding {
  return finding('schedule-unparsed', { field, raw, what, text });
}

function errorCell(field: 'dias' | 'horarios', text: string): FieldFinding {
  return finding('schedule-error-cell', { field, raw: text });
}

function incomplete(field: 'dias' | 'horarios'): FieldFinding {
  return finding('schedule-incomplete', { field, raw: null });
}

/**
 * Reads the `dias` and `horarios` cells: keeps their text for display and, when both parse,
 * builds the weekly schedule used for "abierto ahora". Problems are reported as findings.
 */
export function parseSchedule(diasRaw: string, horariosRaw: string): ScheduleResult {
  return parseScheduleCached(`${diasRaw}\u0000${horariosRaw}`);
}

// Results are shared between rows with the same cells, so they are frozen (deeply).
const parseScheduleCached = memoize((key: string): ScheduleResult => {
  const [diasRaw = '', horariosRaw = ''] = key.split('\u0000');
  const result = parseScheduleUncached(diasRaw, horariosRaw);
  if (result.schedule !== null) {
    for (const opening of result.schedule) Object.freeze(opening);
    Object.freeze(result.schedule);
  }
  for (const finding of result.findings) Object.freeze(finding);
  Object.freeze(result.findings);
  return Object.freeze(result);
});

function parseScheduleUncached(diasRaw: string, horariosRaw: string): ScheduleResult {
  const diasCell = readCell(diasRaw);
  const horariosCell = readCell(horariosRaw);
  const findings: FieldFinding[] = [];

  let days: number[] | null = null;
  if (diasCell.kind === 'error') findings.push(errorCell('dias', diasCell.text));
  if (diasCell.kind === 'text') {
    days = parseDays(diasCell.text);
    if (days === null) findings.push(unparsed('dias', diasRaw, 'Días no reconocidos', diasCell.text));
  }

  let intervals: Interval[] | null = null;
  if (horariosCell.kind === 'error') findings.push(errorCell('horarios', horariosCell.text));
  if (horariosCell.kind === 'text') {
    const hours = parseHours(horariosCell.text);
    if (hours.ok) intervals = hours.intervals;
    else findings.push(unparsed('horarios', horariosRaw, HOURS_MESSAGES[hours.problem], horariosCell.text));
  }

  if (intervals !== null && diasCell.kind === 'empty') {
    findings.push(incomplete('dias'));
  }
  if (days !== null && horariosCell.kind === 'empty') {
    findings.push(incomplete('horarios'));
  }

  const schedule = days === null || intervals === null ? null : days.flatMap((day) => intervals.map(({ opens, closes }) => ({ day, opens, closes })));

  return {
    dias: diasCell.kind === 'text' ? diasCell.text : null,
    horarios: horariosCell.kind === 'text' ? horariosCell.text : null,
    schedule,
    findings,
  };
}
