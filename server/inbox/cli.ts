import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Command, CommanderError, Option } from 'commander';
import { readNumber } from '../../shared/chilean-phone.ts';
import { errorInSpanish, helpInSpanish } from '../../shared/cli-spanish.ts';
import { CHILD_DATA_FORMS, FORM_NAMES, type FormName } from '../../shared/forms.ts';
import type { Retention } from '../../shared/retention.ts';
import { byEmail, byPhone, deleteFamily, type Family, quarantinedWith } from './delete.ts';
import { DEFAULT_PRIVACY_FILE, describeQuarantine, describeRemoved, expireInbox, loadRetention } from './expiry.ts';
import { recordsToCsv, recordsToJson } from './export.ts';
import { QUARANTINE_FILE } from './quarantine.ts';
import { type InboxRecord, readRecords, writePrivateFile } from './store.ts';

/** What the CLI touches besides the inbox folder: injected so tests run it in-process. */
export interface InboxCliEffects {
  /** Standard output: the export itself (nothing else goes there). */
  stdout: (text: string) => void;
  /** Messages for the person at the terminal, one line each. */
  stderr: (line: string) => void;
  /** INBOX_DIR (default `.inbox`) and PRIVACY_FILE (default generated/content/privacy.json). */
  env: Record<string, string | undefined>;
  now: () => Date;
}

/** Exit codes: 0 done, 1 the inbox or a file could not be read or written, 2 a usage error. */
const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

class UsageError extends Error {}

function formsOf(form: string | undefined): readonly FormName[] {
  if (form === undefined) return FORM_NAMES;
  if (!(FORM_NAMES as readonly string[]).includes(form)) throw new UsageError(`formulario desconocido: ${form} (se espera uno de: ${FORM_NAMES.join(', ')})`);
  return [form as FormName];
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** An address as typed for --email, trimmed; a usage error when it is not one. */
function checkedEmail(value: string): string {
  const email = value.trim();
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new UsageError(`correo no válido: ${value}`);
  return email;
}

/** A number as typed for --phone, read as a Chilean one (shared/chilean-phone.ts); a usage error when it is not one for sure. */
function checkedPhone(value: string): Family {
  const read = readNumber(value);
  if (read?.kind === 'sure') return byPhone(read.phone);
  if (read?.kind === 'likely') {
    const readings = read.readings.map((reading) => reading.phone.display).join(' o ');
    throw new UsageError(`teléfono ambiguo: ${value} (puede ser ${readings}); escríbalo completo, con el 9 de los móviles o el código de área`);
  }
  throw new UsageError(`teléfono no válido: ${value} (se espera un número de Chile, p. ej. +56 9 8765 4321)`);
}

/** The family --email or --phone names (commander refuses both together); null when neither is given. */
function familyOf(options: { email?: string; phone?: string }): Family | null {
  if (options.email !== undefined) return byEmail(checkedEmail(options.email));
  if (options.phone !== undefined) return checkedPhone(options.phone);
  return null;
}

/** --phone: one family's submissions by the number in a phone field of its forms, however written; never with --email. */
const phoneOption = (description: string) => new Option('--phone <número>', `${description} (no junto con --email)`).conflicts('email');

const DAY_MS = 86_400_000;
const CHILE_TIME = new Intl.DateTimeFormat('es-CL', {
  timeZone: 'America/Santiago',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * What `export --out` says of the file it wrote: that it holds personal data (children's, when a
 * form that may take a child's data is in it), and until when it may be kept: the moment the
 * oldest of its submissions outlives its form's period, after which the inbox no longer has it.
 */
export function keepWarning(file: string, records: readonly InboxRecord[], retention: Retention | null): string {
  const children = records.some((record) => CHILD_DATA_FORMS.includes(record.form));
  const whose = children ? 'de niñas, niños y sus familias' : 'de las personas que se inscribieron';
  const head = `aviso: ${file} tiene datos personales ${whose}. Guárdelo donde solo usted pueda leerlo y bórrelo apenas deje de necesitarlo`;
  if (retention === null) return `${head}, dentro del plazo de cada formulario (raw-data/content/privacy.json)`;
  const until = Math.min(...records.map((record) => Date.parse(record.receivedAt) + retention[record.form] * DAY_MS));
  const forms = [...new Set(records.map((record) => record.form))].map((form) => `${form}: ${retention[form]} días`).join(', ');
  return `${head}, a más tardar el ${CHILE_TIME.format(new Date(until))} (hora de Chile), cuando vence el primero de sus envíos según el plazo de su formulario (${forms})`;
}
/**
 * `npm run inbox -- <command>`: the organisers' tools over the local inbox (`INBOX_DIR`, the
 * folder the server writes). Returns the exit code; never throws.
 */
export async function runInboxCli(argv: readonly string[], effects: InboxCliEffects): Promise<number> {
  const dir = resolve(effects.env.INBOX_DIR || '.inbox');
  const program = helpInSpanish(
    new Command()
      .name('inbox')
      .description(`Exporta, borra y vence los envíos de los formularios guardados en ${dir} (INBOX_DIR).`)
      .exitOverride()
      .configureOutput({
        writeOut: (text) => effects.stderr(text.trimEnd()),
        writeErr: (text) => effects.stderr(text.trimEnd()),
        outputError: (text, write) => write(errorInSpanish(text)),
      }),
    '(npm run inbox -- --help muestra los comandos y sus opciones)',
  );

  program
    .command('export')
    .description('Escribe los envíos guardados, en JSON (o CSV con --csv), en la salida estándar o en --out')
    .option('--form <nombre>', `solo un formulario (${FORM_NAMES.join(', ')})`)
    .option('--email <correo>', 'solo los envíos de una familia: los que tienen ese correo en algún campo (acceso y portabilidad), y nada de nadie más')
    .addOption(phoneOption('solo los envíos de una familia: los que tienen ese número de Chile en un campo de teléfono, escrito de cualquier forma'))
    .option('--csv', 'CSV para una planilla (UTF-8 con BOM, una columna por campo)')
    .option('--out <archivo>', 'escribe el archivo (solo legible por su dueño) en vez de la salida estándar')
    .action(async (options: { form?: string; email?: string; phone?: string; csv?: boolean; out?: string }) => {
      const family = familyOf(options);
      const records: InboxRecord[] = [];
      for (const form of formsOf(options.form)) {
        const read = await readRecords(dir, form);
        records.push(...(family === null ? read.records : read.records.filter((record) => family.inRecord(record, form))));
        if (read.unreadable > 0) effects.stderr(`aviso: ${plural(read.unreadable, 'línea', 'líneas')} de ${form}.jsonl no son envíos y no se exportaron`);
      }
      const mentioned = family === null ? 0 : await quarantinedWith(dir, family);
      if (family !== null && mentioned > 0) {
        effects.stderr(
          `aviso: ${plural(mentioned, 'línea apartada', 'líneas apartadas')} en ${QUARANTINE_FILE} ${mentioned === 1 ? 'menciona' : 'mencionan'} ${family.label}: no son envíos y no se exportaron; revíselas antes de responder`,
        );
      }
      records.sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
      const text = options.csv ? recordsToCsv(records) : recordsToJson(records);
      if (options.out === undefined) {
        effects.stdout(text);
        effects.stderr(`${plural(records.length, 'envío exportado', 'envíos exportados')}`);
      } else {
        await writePrivateFile(resolve(options.out), text);
        effects.stderr(`${plural(records.length, 'envío exportado', 'envíos exportados')} a ${options.out}`);
        if (records.length > 0) {
          const retention = await loadRetention(resolve(effects.env.PRIVACY_FILE || DEFAULT_PRIVACY_FILE)).catch(() => null);
          effects.stderr(keepWarning(options.out, records, retention));
        }
      }
    });

  program
    .command('delete')
    .description('Borra todos los envíos con un correo o un teléfono, en todos los formularios (o en --form)')
    .option('--email <correo>', 'el correo de la familia que pidió borrar sus datos')
    .addOption(phoneOption('el teléfono de la familia que pidió borrar sus datos: un número de Chile, escrito de cualquier forma'))
    .option('--form <nombre>', 'solo en un formulario')
    .action(async (options: { email?: string; phone?: string; form?: string }) => {
      const family = familyOf(options);
      if (family === null) throw new UsageError("falta la opción obligatoria '--email <correo>' o '--phone <número>'");
      const { removed, fromQuarantine } = await deleteFamily(dir, family, formsOf(options.form));
      const who = family.label;
      effects.stderr(describeRemoved(removed, `envío con ${who} borrado`, `envíos con ${who} borrados`) ?? `0 envíos con ${who}: no había nada que borrar`);
      if (fromQuarantine > 0) {
        effects.stderr(
          `${plural(fromQuarantine, `línea de la cuarentena que mencionaba ${who} borrada`, `líneas de la cuarentena que mencionaban ${who} borradas`)}`,
        );
      }
    });

  program
    .command('expire')
    .description('Borra los envíos que superaron el plazo de su formulario (el servidor lo hace al iniciar y una vez al día)')
    .action(async () => {
      const retention = await loadRetention(resolve(effects.env.PRIVACY_FILE || DEFAULT_PRIVACY_FILE));
      const result = await expireInbox(dir, retention, effects.now());
      effects.stderr(describeRemoved(result.removed, 'envío vencido borrado', 'envíos vencidos borrados') ?? '0 envíos vencidos: nada que borrar');
      for (const line of describeQuarantine(result, retention)) effects.stderr(line);
    });

  try {
    await program.parseAsync([...argv], { from: 'user' });
    return EXIT.ok;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
    if (error instanceof UsageError) {
      effects.stderr(`error: ${error.message}`);
      return EXIT.usage;
    }
    effects.stderr(`error: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    return EXIT.failed;
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await runInboxCli(process.argv.slice(2), {
    stdout: (text) => process.stdout.write(text),
    stderr: (line) => process.stderr.write(`${line}\n`),
    env: process.env,
    now: () => new Date(),
  });
}
