/**
 * `npm run pipeline -- <command>`: parses the command line and hands it to the command's module
 * (commands/), which does the work, prints through the effects it is given and returns the exit
 * code. Tests call {@link runCli} in this process.
 */
import { pathToFileURL } from 'node:url';
import { Command, CommanderError, Option } from 'commander';
import { errorInSpanish, helpInSpanish } from '../shared/cli-spanish.ts';
import { type BuildOptions, buildCommand } from './commands/build.ts';
import { checkCommand } from './commands/check.ts';
import { type DiffOptions, diffCommand } from './commands/diff.ts';
import { htmlReportCommand } from './commands/html-report.ts';
import { type CommandIO, EXIT, processIO, reportFailure } from './commands/output.ts';

/** Runs `pipeline <argv…>` (e.g. `['build', '--json']`) and returns its exit code. */
export async function runCli(argv: readonly string[], io: CommandIO = processIO): Promise<number> {
  let code: number = EXIT.ok;
  const program = helpInSpanish(
    new Command()
      .name('pipeline')
      .description('Limpia y valida los datos de raw-data/ y escribe JSON tipado en generated/.')
      .exitOverride()
      .configureOutput({
        writeOut: (text) => io.stdout(text),
        writeErr: (text) => io.stderr(text),
        outputError: (text, write) => write(errorInSpanish(text)),
      }),
    '(npm run pipeline -- --help muestra los comandos y sus opciones)',
  );

  program
    .command('build')
    .description('Lee raw-data/, limpia y valida, y escribe generated/ y el reporte')
    .option('--raw <carpeta>', 'carpeta de entrada', 'raw-data')
    .option('--out <carpeta>', 'carpeta de salida', 'generated')
    .option('--strict', 'termina con código 1 si hay hallazgos de severidad error')
    .option('--json', 'imprime el resumen como JSON')
    .addOption(new Option('--quiet', 'no imprime el resumen').conflicts('verbose'))
    .option('--verbose', 'lista cada hallazgo como archivo:línea campo: mensaje')
    .action(async (options: BuildOptions) => {
      code = await buildCommand(options, io);
    });

  program
    .command('check')
    .description('Termina con código 1 si generated/ no coincide con lo que escribiría build')
    .option('--raw <carpeta>', 'carpeta de entrada', 'raw-data')
    .option('--out <carpeta>', 'carpeta a comparar', 'generated')
    .action(async (options: { raw: string; out: string }) => {
      code = await checkCommand(options, io);
    });

  program
    .command('diff')
    .description('Muestra qué cambiaría en los datos publicados: puntos nuevos, eliminados, movidos o renombrados, contactos, horarios y hallazgos')
    .option('--raw <carpeta>', 'carpeta de entrada', 'raw-data')
    .option('--out <carpeta>', 'carpeta generada con la que se compara', 'generated')
    .option('--base <carpeta|revisión>', 'una carpeta, o una revisión de git cuya <out>/ se lee (por omisión HEAD; sin git, la carpeta <out>/)')
    .addOption(new Option('--json', 'imprime el diff como JSON').conflicts('markdown'))
    .option('--markdown', 'imprime el diff en Markdown (p. ej. para el resumen de CI)')
    .action(async (options: DiffOptions) => {
      code = await diffCommand(options, io);
    });

  program
    .command('report')
    .description('Escribe el reporte de calidad de datos en HTML a partir de generated/')
    .requiredOption('--html', 'formato HTML autocontenido')
    .option('--out <carpeta>', 'carpeta generada a leer', 'generated')
    .option('--file <ruta>', 'archivo de salida (por omisión <out>/report.html)')
    .action(async (options: { out: string; file?: string }) => {
      code = await htmlReportCommand(options, io);
    });

  try {
    await program.parseAsync(argv, { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
    return reportFailure(error, io);
  }
  return code;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await runCli(process.argv.slice(2));
}
