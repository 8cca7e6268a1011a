import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { FORM_NAMES, type FormName } from '../../shared/forms.ts';
import { isExpired, type Retention, retentionFrom } from '../../shared/retention.ts';
import { rewriteQuarantine } from './quarantine.ts';
import { rewriteRecords } from './store.ts';

/** Where the privacy content (with each form's retention) is read from by default: the pipeline's output in this repository, wherever the server is started from. */
export const DEFAULT_PRIVACY_FILE = resolve(import.meta.dirname, '../../generated/content/privacy.json');

/** How often a running server removes what has outlived its period. */
export const EXPIRY_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** Each form's retention from the privacy content; an Error with a Spanish message naming the file when it cannot be read. */
export async function loadRetention(file: string): Promise<Retention> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new Error(`No se pudo leer ${file}, que dice cuánto tiempo se guarda cada formulario (ejecute npm run pipeline -- build)`);
  }
  try {
    return retentionFrom(JSON.parse(text));
  } catch {
    throw new Error(`${file} no dice cuántos días se guarda cada formulario (forms.<formulario>.retentionDays): revise raw-data/content/privacy.json`);
  }
}

/** A count per form, all zero. */
export const perForm = (): Record<FormName, number> => ({ course: 0, newsletter: 0, 'dia-del-nino': 0, cumple: 0, mascotas: 0 });

/** How long a line may stay in the quarantine: the longest retention of the forms, since nobody can tell which form's period its data falls under. */
export function quarantineDays(retention: Retention): number {
  return Math.max(...FORM_NAMES.map((form) => retention[form]));
}

export interface ExpiryResult {
  /** Submissions removed, per form. */
  removed: Record<FormName, number>;
  /** Lines that are not submissions, moved into the quarantine by this run, per form. */
  quarantined: Record<FormName, number>;
  /** Lines removed from the quarantine: set aside longer ago than the longest retention. */
  quarantineExpired: number;
}

/**
 * Removes, form by form, every submission older than its form's period at `now` (setting aside
 * the lines that are not submissions), then every line of the quarantine set aside longer ago
 * than the longest period.
 */
export async function expireInbox(dir: string, retention: Retention, now: Date): Promise<ExpiryResult> {
  const result: ExpiryResult = { removed: perForm(), quarantined: perForm(), quarantineExpired: 0 };
  for (const form of FORM_NAMES) {
    const days = retention[form];
    const { removed, quarantined } = await rewriteRecords(dir, form, (record) => !isExpired(new Date(record.receivedAt), days, now), { now });
    result.removed[form] = removed;
    result.quarantined[form] = quarantined;
  }
  const days = quarantineDays(retention);
  result.quarantineExpired = (await rewriteQuarantine(dir, (entry) => !isExpired(new Date(entry.setAsideAt), days, now))).removed;
  return result;
}

/** The lines an expiry says besides the submissions removed: what it set aside and what left the quarantine. */
export function describeQuarantine(result: ExpiryResult, retention: Retention): string[] {
  const lines: string[] = [];
  const moved = describeRemoved(result.quarantined, 'línea que no es un envío apartada en cuarentena', 'líneas que no son envíos apartadas en cuarentena');
  if (moved) lines.push(moved);
  const expired = result.quarantineExpired;
  if (expired > 0) {
    lines.push(
      `${expired} ${expired === 1 ? 'línea de la cuarentena borrada' : 'líneas de la cuarentena borradas'}: llevaban más de ${quarantineDays(retention)} días apartadas (el plazo más largo de los formularios)`,
    );
  }
  return lines;
}

/** "3 envíos vencidos borrados (newsletter: 2, cumple: 1)", with the words for one and for several; null when none. */
export function describeRemoved(removed: Record<FormName, number>, one: string, many: string): string | null {
  const parts = FORM_NAMES.filter((form) => removed[form] > 0).map((form) => `${form}: ${removed[form]}`);
  const total = FORM_NAMES.reduce((sum, form) => sum + removed[form], 0);
  if (total === 0) return null;
  return `${total} ${total === 1 ? one : many} (${parts.join(', ')})`;
}

export interface ExpirySchedule {
  /** The run at start. */
  first: Promise<void>;
  stop: () => void;
}

/**
 * Expires the inbox now and then once every `intervalMs` while the process runs (the timer does
 * not keep it alive). A failed run is reported and the next one tries again.
 */
export function scheduleExpiry(options: {
  dir: string;
  retention: Retention;
  now?: () => Date;
  log?: (line: string) => void;
  intervalMs?: number;
}): ExpirySchedule {
  const { dir, retention, now = () => new Date(), log = (line) => console.log(line), intervalMs = EXPIRY_INTERVAL_MS } = options;
  const run = async () => {
    try {
      const result = await expireInbox(dir, retention, now());
      const said = describeRemoved(result.removed, 'envío vencido borrado de la bandeja', 'envíos vencidos borrados de la bandeja');
      if (said) log(said);
      for (const line of describeQuarantine(result, retention)) log(`Bandeja: ${line}`);
    } catch (error) {
      log(`No se pudo vencer la bandeja: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const first = run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return { first, stop: () => clearInterval(timer) };
}
