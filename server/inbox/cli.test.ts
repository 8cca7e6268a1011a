import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startServer } from '../app.ts';
import { type InboxCliEffects, runInboxCli } from './cli.ts';
import { quarantinedText, readQuarantine } from './quarantine.ts';
import { appendRecord, type InboxRecord, inboxFile, readRecords } from './store.ts';

let dir: string;
let inbox: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'inbox-cli-'));
  inbox = join(dir, 'inbox');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Runs the CLI in this process, with what it prints kept. */
async function run(args: string[], now = new Date('2026-12-10T12:00:00.000Z')) {
  const out: string[] = [];
  const err: string[] = [];
  const effects: InboxCliEffects = { stdout: (text) => out.push(text), stderr: (line) => err.push(line), env: { INBOX_DIR: inbox }, now: () => now };
  const code = await runInboxCli(args, effects);
  return { code, stdout: out.join(''), stderr: err.join('\n') };
}

const ana: InboxRecord = {
  receivedAt: '2026-12-01T10:00:00.000Z',
  form: 'newsletter',
  data: {
    nameForm: 'Ana Muñoz',
    emailForm: 'Ana@Ejemplo.cl',
    dateForm: '2016-09-18',
    consentimiento: { version: '2026-12-01', fecha: '2026-12-01T09:59:00.000Z' },
  },
};
const anaCumple: InboxRecord = {
  receivedAt: '2026-12-02T10:00:00.000Z',
  form: 'cumple',
  data: { nombreTutor: 'Ana Muñoz', emailTutor: ' ana@ejemplo.cl ', nombreNinio: 'Tomás', diaCumpleanios: '2019-03-11' },
};
const beto: InboxRecord = {
  receivedAt: '2026-11-30T10:00:00.000Z',
  form: 'dia-del-nino',
  data: { nameForm: 'Beto', dateForm: '2017-01-02', emailform: 'beto@ejemplo.cl' },
};

async function seed() {
  for (const record of [ana, anaCumple, beto]) await appendRecord(inbox, record);
}

describe('npm run inbox -- export', () => {
  it('prints every submission as JSON, oldest first, and says how many on the error stream', async () => {
    await seed();
    const { code, stdout, stderr } = await run(['export']);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual([beto, ana, anaCumple]);
    expect(stderr).toBe('3 envíos exportados');
  });

  it('--form keeps one form; --csv gives a spreadsheet file with accents and one column per field', async () => {
    await seed();
    const { code, stdout } = await run(['export', '--form', 'newsletter', '--csv']);
    expect(code).toBe(0);
    expect(stdout.startsWith('\uFEFF')).toBe(true);
    const rows = parse(stdout.slice(1)) as string[][];
    expect(rows).toEqual([
      ['receivedAt', 'form', 'nameForm', 'emailForm', 'dateForm', 'consentimiento.version', 'consentimiento.fecha'],
      ['2026-12-01T10:00:00.000Z', 'newsletter', 'Ana Muñoz', 'Ana@Ejemplo.cl', '2016-09-18', '2026-12-01', '2026-12-01T09:59:00.000Z'],
    ]);
  });

  it("--out writes a file only its owner can read, and warns that it holds children's data and until when it may be kept", async () => {
    await seed();
    const out = join(dir, 'envios.csv');
    const { code, stdout, stderr } = await run(['export', '--csv', '--out', out]);
    expect(code).toBe(0);
    expect(stdout).toBe('');
    // The oldest submission, Beto's (dia-del-nino, 30 Nov, kept 60 days), goes on 29 January: the file may not outlive it.
    expect(stderr.split('\n')).toEqual([
      `3 envíos exportados a ${out}`,
      `aviso: ${out} tiene datos personales de niñas, niños y sus familias. Guárdelo donde solo usted pueda leerlo y bórrelo apenas deje de necesitarlo, a más tardar el 29 de enero de 2027 a las 07:00 (hora de Chile), cuando vence el primero de sus envíos según el plazo de su formulario (dia-del-nino: 60 días, newsletter: 365 días, cumple: 180 días)`,
    ]);
    expect((await stat(out)).mode & 0o777).toBe(0o600);
    expect(parse((await readFile(out, 'utf8')).slice(1))).toHaveLength(4);
  });

  it('exports nothing from an empty or missing inbox, and refuses an unknown form', async () => {
    expect((await run(['export'])).stdout).toBe('[]\n');
    const unknown = await run(['export', '--form', 'otro']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toBe('error: formulario desconocido: otro (se espera uno de: course, newsletter, dia-del-nino, cumple, mascotas)');
  });
});

describe('npm run inbox -- export --email', () => {
  const mariana: InboxRecord = {
    receivedAt: '2026-12-03T10:00:00.000Z',
    form: 'mascotas',
    data: { name: 'Mariana', email: 'mariana@ejemplo.cl', phone: '+56 9 1111 2222', fecha_nacimiento: '1-Enero-1980' },
  };

  it("gives one family its own submissions, whatever the case and spaces of the address, and nothing of anyone else's", async () => {
    await seed();
    await appendRecord(inbox, mariana);
    const { code, stdout, stderr } = await run(['export', '--email', ' ANA@ejemplo.cl ']);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual([ana, anaCumple]);
    expect(stdout).not.toContain('Beto');
    expect(stdout).not.toContain('Mariana');
    expect(stderr).toBe('2 envíos exportados');
    const csv = await run(['export', '--email', 'mariana@ejemplo.cl', '--csv']);
    expect(parse(csv.stdout.slice(1))).toEqual([
      ['receivedAt', 'form', 'name', 'email', 'phone', 'fecha_nacimiento'],
      ['2026-12-03T10:00:00.000Z', 'mascotas', 'Mariana', 'mariana@ejemplo.cl', "'+56 9 1111 2222", '1-Enero-1980'],
    ]);
  });

  it('exports nothing for an address nobody used, says what the quarantine holds of it, and refuses a malformed one', async () => {
    await seed();
    await writeFile(inboxFile(inbox, 'cumple'), '{"receivedAt":"2026-12-04T10:00:00.000Z","data":{"emailTutor":"ana@ejemplo.cl"\n', { flag: 'a' });
    await run(['expire'], new Date('2026-12-05T10:00:00.000Z'));
    expect(JSON.parse((await run(['export', '--email', 'nadie@ejemplo.cl'])).stdout)).toEqual([]);
    const withLine = await run(['export', '--email', 'ana@ejemplo.cl']);
    expect(JSON.parse(withLine.stdout)).toEqual([ana, anaCumple]);
    expect(withLine.stderr).toContain('aviso: 1 línea apartada en quarantine.jsonl menciona ana@ejemplo.cl: no son envíos y no se exportaron');
    const bad = await run(['export', '--email', 'ana ejemplo.cl']);
    expect([bad.code, bad.stderr]).toEqual([2, 'error: correo no válido: ana ejemplo.cl']);
  });
});

describe('npm run inbox -- delete --email', () => {
  it('removes every submission with that address in every form, whatever its case and spaces, and says how many', async () => {
    await seed();
    const { code, stderr } = await run(['delete', '--email', 'ANA@ejemplo.cl']);
    expect(code).toBe(0);
    expect(stderr).toBe('2 envíos con ANA@ejemplo.cl borrados (newsletter: 1, cumple: 1)');
    expect((await readRecords(inbox, 'newsletter')).records).toEqual([]);
    expect((await readRecords(inbox, 'cumple')).records).toEqual([]);
    expect((await readRecords(inbox, 'dia-del-nino')).records).toEqual([beto]);
  });

  it('says so when there is nothing to delete, and refuses a missing or malformed address', async () => {
    await seed();
    expect((await run(['delete', '--email', 'nadie@ejemplo.cl'])).stderr).toBe('0 envíos con nadie@ejemplo.cl: no había nada que borrar');
    expect((await run(['delete'])).code).toBe(2);
    const bad = await run(['delete', '--email', 'ana ejemplo.cl']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe('error: correo no válido: ana ejemplo.cl');
    expect((await readRecords(inbox, 'newsletter')).records).toHaveLength(1);
  });
});

describe('npm run inbox -- export --phone and delete --phone', () => {
  const consentimiento = { version: '2026-12-01', fecha: '2026-12-01T09:59:00.000Z' };
  // A family who left only a phone on /cumple, and the same number on the pet event, written another way.
  const carlaCumple: InboxRecord = {
    receivedAt: '2026-12-02T11:00:00.000Z',
    form: 'cumple',
    data: {
      nombreTutor: 'Carla Rojas',
      telefono: '+56 9 8765 4321',
      emailTutor: '',
      direccion: 'Los Aromos 12, Temuco',
      nombreNinio: 'Sofía',
      diaCumpleanios: '2019-03-11',
      consentimiento,
    },
  };
  const carlaMascotas: InboxRecord = {
    receivedAt: '2026-12-03T11:00:00.000Z',
    form: 'mascotas',
    data: {
      name: 'Carla Rojas',
      day: '4',
      month: 'Mayo',
      year: '1988',
      email: 'carla.rojas@ejemplo.cl',
      phone: '(09) 8765-4321',
      check: true,
      fecha_nacimiento: '4-Mayo-1988',
    },
  };
  // Other families: a number one digit away, a landline, a birthday that reads as a Santiago number.
  const dario: InboxRecord = {
    receivedAt: '2026-12-02T12:00:00.000Z',
    form: 'cumple',
    data: { nombreTutor: 'Darío', telefono: '9 8765 4322', emailTutor: '', direccion: '', nombreNinio: 'Ema', diaCumpleanios: '2019-03-11', consentimiento },
  };
  const elena: InboxRecord = {
    receivedAt: '2026-12-03T12:00:00.000Z',
    form: 'mascotas',
    data: {
      name: 'Elena',
      day: '1',
      month: 'Enero',
      year: '1980',
      email: 'elena@ejemplo.cl',
      phone: '22 345 6789',
      check: true,
      fecha_nacimiento: '1-Enero-1980',
    },
  };
  // Written by another program than this one's JSON.stringify: a rewrite must keep its bytes.
  const handWritten =
    '{ "receivedAt": "2026-12-02T13:00:00.000Z", "form": "cumple", "data": { "telefono": "+56 2 2345 6789", "nombreNinio": "Mat\\u00edas" } }';

  async function seedFamilies() {
    await seed();
    for (const record of [carlaCumple, dario, carlaMascotas, elena]) await appendRecord(inbox, record);
    await writeFile(inboxFile(inbox, 'cumple'), `${handWritten}\n`, { flag: 'a' });
  }
  const bytes = async (form: 'cumple' | 'mascotas' | 'newsletter' | 'dia-del-nino') => readFile(inboxFile(inbox, form), 'utf8');

  it("gives the family that left only a phone its submissions, by that number written another way, and nothing of anyone else's", async () => {
    await seedFamilies();
    for (const spelling of ['98765 4321', '56987654321', '(9) 8765-4321', '098765 4321', '+56 9 8765 4321']) {
      const { code, stdout, stderr } = await run(['export', '--phone', spelling]);
      expect([code, stderr], spelling).toEqual([0, '2 envíos exportados']);
      expect(JSON.parse(stdout), spelling).toEqual([carlaCumple, carlaMascotas]);
    }
    const csv = await run(['export', '--phone', '987654321', '--form', 'cumple', '--csv']);
    expect((parse(csv.stdout.slice(1)) as string[][]).map((row) => row[0])).toEqual(['receivedAt', carlaCumple.receivedAt]);
    // A landline, in the pet event's field and in a line written by hand.
    expect((JSON.parse((await run(['export', '--phone', '(02) 2345 6789'])).stdout) as InboxRecord[]).map((record) => record.receivedAt)).toEqual([
      '2026-12-02T13:00:00.000Z',
      elena.receivedAt,
    ]);
    // Only the phone fields: the children's birthday 2019-03-11 is not the Santiago number 2 2019 0311.
    expect(JSON.parse((await run(['export', '--phone', '+56 2 2019 0311'])).stdout)).toEqual([]);
  });

  it("deletes the family's submissions in every form, and leaves every other line as it was, byte for byte", async () => {
    await seedFamilies();
    const before = {
      cumple: await bytes('cumple'),
      mascotas: await bytes('mascotas'),
      newsletter: await bytes('newsletter'),
      'dia-del-nino': await bytes('dia-del-nino'),
    };
    const { code, stderr } = await run(['delete', '--phone', '9 8765 4321']);
    expect([code, stderr]).toEqual([0, '2 envíos con +56 9 8765 4321 borrados (cumple: 1, mascotas: 1)']);
    const without = (text: string, record: InboxRecord) => text.replace(`${JSON.stringify(record)}\n`, '');
    expect(await bytes('cumple')).toBe(without(before.cumple, carlaCumple));
    expect(await bytes('cumple')).toContain(handWritten);
    expect(await bytes('mascotas')).toBe(without(before.mascotas, carlaMascotas));
    expect(await bytes('newsletter')).toBe(before.newsletter);
    expect(await bytes('dia-del-nino')).toBe(before['dia-del-nino']);
    expect((await run(['delete', '--phone', '+56987654321'])).stderr).toBe('0 envíos con +56 9 8765 4321: no había nada que borrar');
    expect((await readRecords(inbox, 'cumple')).records.map((record) => record.receivedAt)).toEqual([
      anaCumple.receivedAt,
      dario.receivedAt,
      '2026-12-02T13:00:00.000Z',
    ]);
  });

  it('says what the quarantine holds of the number, and deletes those lines with the submissions, set aside before or during the deletion', async () => {
    await seedFamilies();
    await writeFile(
      inboxFile(inbox, 'cumple'),
      '{"receivedAt":"2026-12-04T10:00:00.000Z","form":"cumple","data":{"telefono":"9-8765-4321","nombreNinio":"Sof\n',
      { flag: 'a' },
    );
    await writeFile(inboxFile(inbox, 'mascotas'), 'nota a mano: Elena llamó del 2 2345 6789 el 2026-12-04\n', { flag: 'a' });
    await run(['expire'], new Date('2026-12-05T10:00:00.000Z'));
    expect(await readQuarantine(inbox)).toHaveLength(2);
    // A line cut after the expiry ran: the deletion's rewrite sets it aside, then removes it.
    await writeFile(inboxFile(inbox, 'mascotas'), '{"receivedAt":"2026-12-06T10:00:00.000Z","form":"mascotas","data":{"phone":"+56 9 8765 4321","na', {
      flag: 'a',
    });
    const exported = await run(['export', '--phone', '987654321']);
    expect(JSON.parse(exported.stdout)).toEqual([carlaCumple, carlaMascotas]);
    expect(exported.stderr).toContain(
      'aviso: 1 línea apartada en quarantine.jsonl menciona +56 9 8765 4321: no son envíos y no se exportaron; revíselas antes de responder',
    );
    const deleted = await run(['delete', '--phone', '(09) 8765 4321']);
    expect(deleted.stderr.split('\n')).toEqual([
      '2 envíos con +56 9 8765 4321 borrados (cumple: 1, mascotas: 1)',
      '2 líneas de la cuarentena que mencionaban +56 9 8765 4321 borradas',
    ]);
    expect((await readQuarantine(inbox)).map((entry) => quarantinedText(entry))).toEqual(['nota a mano: Elena llamó del 2 2345 6789 el 2026-12-04']);
    // Nor does a date in a line read as a Santiago number.
    expect((await run(['delete', '--phone', '2 2026 1204'])).stderr).toBe('0 envíos con +56 2 2026 1204: no había nada que borrar');
    expect(await readQuarantine(inbox)).toHaveLength(1);
  });

  it('refuses a number that is not one of Chile, an ambiguous one, and --phone with --email, with exit 2 and nothing deleted', async () => {
    await seedFamilies();
    const before = await bytes('cumple');
    for (const [args, message] of [
      [['export', '--phone', '12345'], 'error: teléfono no válido: 12345 (se espera un número de Chile, p. ej. +56 9 8765 4321)'],
      [['delete', '--phone', '9 8765 43'], 'error: teléfono no válido: 9 8765 43 (se espera un número de Chile, p. ej. +56 9 8765 4321)'],
      [['delete', '--phone', '+51 987 654 321'], 'error: teléfono no válido: +51 987 654 321 (se espera un número de Chile, p. ej. +56 9 8765 4321)'],
      [['delete', '--phone', 'Carla'], 'error: teléfono no válido: Carla (se espera un número de Chile, p. ej. +56 9 8765 4321)'],
      [
        ['delete', '--phone', '8765 4321'],
        'error: teléfono ambiguo: 8765 4321 (puede ser +56 9 8765 4321); escríbalo completo, con el 9 de los móviles o el código de área',
      ],
      [['delete'], "error: falta la opción obligatoria '--email <correo>' o '--phone <número>'"],
    ] as const) {
      const { code, stderr } = await run([...args]);
      expect([code, stderr], args.join(' ')).toEqual([2, message]);
    }
    const both = await run(['delete', '--email', 'carla.rojas@ejemplo.cl', '--phone', '9 8765 4321']);
    expect(both.code).toBe(2);
    expect(both.stderr).toContain("error: la opción '--phone <número>' no se puede usar con la opción '--email <correo>'");
    expect((await run(['export', '--phone', '9 8765 4321', '--email', 'ana@ejemplo.cl'])).code).toBe(2);
    expect(await bytes('cumple')).toBe(before);
    expect((await readRecords(inbox, 'mascotas')).records).toEqual([carlaMascotas, elena]);
  });
});

describe('the quarantine: lines of the inbox files that are not submissions', () => {
  it('are moved out by the expiry and counted, searched as text by delete --email, and emptied after the longest retention', async () => {
    await seed();
    // A line cut by a crash (the server starts a new line after it), and one written by hand.
    await writeFile(inboxFile(inbox, 'newsletter'), '{"receivedAt":"2026-12-01T11:00:00.000Z","form":"newsletter","data":{"emailForm":"ana@ejemplo.cl"', {
      flag: 'a',
    });
    await appendRecord(inbox, { ...ana, receivedAt: '2026-12-01T12:00:00.000Z' });
    await writeFile(inboxFile(inbox, 'dia-del-nino'), 'nota a mano: llamar a Beto\n', { flag: 'a' });
    const moved = await run(['expire'], new Date('2026-12-10T12:00:00.000Z'));
    expect(moved.stderr.split('\n')).toEqual([
      '0 envíos vencidos: nada que borrar',
      '2 líneas que no son envíos apartadas en cuarentena (newsletter: 1, dia-del-nino: 1)',
    ]);
    // Out of the forms' files: what is left there are submissions only.
    expect(
      (await readFile(inboxFile(inbox, 'newsletter'), 'utf8'))
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as unknown),
    ).toHaveLength(2);
    expect(await readFile(inboxFile(inbox, 'dia-del-nino'), 'utf8')).not.toContain('nota a mano');
    expect(await readQuarantine(inbox)).toHaveLength(2);

    // delete --email finds the cut line by its text.
    const deleted = await run(['delete', '--email', 'Ana@Ejemplo.cl'], new Date('2026-12-11T12:00:00.000Z'));
    expect(deleted.stderr.split('\n')).toEqual([
      '3 envíos con Ana@Ejemplo.cl borrados (newsletter: 2, cumple: 1)',
      '1 línea de la cuarentena que mencionaba Ana@Ejemplo.cl borrada',
    ]);
    expect((await readQuarantine(inbox)).map((entry) => quarantinedText(entry))).toEqual(['nota a mano: llamar a Beto']);

    // The longest retention is 365 days (newsletter): the line set aside on 10 December goes on 10 December 2027.
    expect((await run(['expire'], new Date('2027-12-10T11:00:00.000Z'))).stderr).toBe('1 envío vencido borrado (dia-del-nino: 1)');
    expect(await readQuarantine(inbox)).toHaveLength(1);
    expect((await run(['expire'], new Date('2027-12-10T12:00:00.000Z'))).stderr.split('\n')).toEqual([
      '0 envíos vencidos: nada que borrar',
      '1 línea de la cuarentena borrada: llevaban más de 365 días apartadas (el plazo más largo de los formularios)',
    ]);
    expect(await readQuarantine(inbox)).toEqual([]);
  });
});

describe('npm run inbox -- expire', () => {
  it("removes what outlived its form's period at the clock's time (generated/content/privacy.json)", async () => {
    await seed();
    // dia-del-nino keeps 60 days: Beto's (30 Nov) goes on 29 January, the others stay.
    const early = await run(['expire'], new Date('2027-01-28T12:00:00.000Z'));
    expect(early.stderr).toBe('0 envíos vencidos: nada que borrar');
    const late = await run(['expire'], new Date('2027-01-29T10:00:00.000Z'));
    expect(late.code).toBe(0);
    expect(late.stderr).toBe('1 envío vencido borrado (dia-del-nino: 1)');
    expect((await readRecords(inbox, 'dia-del-nino')).records).toEqual([]);
    expect((await readRecords(inbox, 'newsletter')).records).toEqual([ana]);
  });
});

describe('a deletion in another process while the server receives submissions', () => {
  it('loses none of them', async () => {
    // A large file, so the rewrite takes long enough for submissions to arrive in the middle of it.
    await mkdir(inbox, { recursive: true });
    const old = Array.from({ length: 30_000 }, (_, i) =>
      JSON.stringify({
        receivedAt: '2026-12-01T10:00:00.000Z',
        form: 'newsletter',
        data: { nameForm: `viejo ${i}`, emailForm: i % 2 ? 'borrar@ejemplo.cl' : `otro${i}@ejemplo.cl` },
      }),
    );
    await writeFile(inboxFile(inbox, 'newsletter'), `${old.join('\n')}\n`);
    const site = join(dir, 'site');
    await mkdir(site);
    const { server, port } = await startServer({ root: site, counterFile: join(dir, 'counter.json'), inboxDir: inbox }, 0, '127.0.0.1');
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/inbox/cli.ts', 'delete', '--email', 'borrar@ejemplo.cl'], {
        env: { ...process.env, INBOX_DIR: inbox },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let said = '';
      child.stderr.on('data', (chunk: Buffer) => (said += chunk.toString('utf8')));
      const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
      let running = true;
      void exited.then(() => (running = false));
      let sent = 0;
      // Submissions keep arriving, ten at a time, until the deletion is over (and once more after).
      do {
        const batch = Array.from({ length: 10 }, () => sent++).map((n) =>
          fetch(`http://127.0.0.1:${port}/api/inbox/newsletter`, {
            method: 'POST',
            body: JSON.stringify({ nameForm: `nuevo ${n}`, emailForm: 'nuevo@ejemplo.cl' }),
          }),
        );
        expect((await Promise.all(batch)).map((res) => res.status)).toEqual(Array(10).fill(200));
      } while (running);
      expect(await exited).toBe(0);
      expect(said).toContain('15000 envíos con borrar@ejemplo.cl borrados (newsletter: 15000)');
      const { records, unreadable } = await readRecords(inbox, 'newsletter');
      expect(unreadable).toBe(0);
      const names = records.map((r) => String(r.data.nameForm));
      expect(names.filter((name) => name.startsWith('viejo'))).toHaveLength(15_000);
      expect(names.filter((name) => name.startsWith('nuevo')).sort()).toEqual(Array.from({ length: sent }, (_, n) => `nuevo ${n}`).sort());
      expect(records.some((r) => r.data.emailForm === 'borrar@ejemplo.cl')).toBe(false);
    } finally {
      await new Promise((resolve) => (server as Server).close(resolve));
    }
  });
});

describe('help and usage errors', () => {
  it('speak Spanish throughout, commander words included', async () => {
    for (const args of [['--help'], ['export', '--help'], ['help', 'delete'], ['expire', '--help']]) {
      const { code, stderr } = await run(args);
      expect(code).toBe(0);
      expect(stderr).toMatch(/^Uso: inbox/);
      expect(stderr).toContain('Opciones:');
      expect(stderr).not.toMatch(/Usage|Options|Commands|Arguments|display help|default:|\[options\]|\[command\]/);
    }
    const missing = await run(['delete']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("error: falta la opción obligatoria '--email <correo>'");
    const unknown = await run(['exportar']);
    expect(unknown.stderr).toContain("error: comando desconocido 'exportar'\n(¿quiso decir export?)");
  });
});
