/**
 * commander's own words in Spanish, for the project's command lines (the pipeline and the inbox),
 * through commander's documented settings: the help option and command, `configureHelp` (its
 * titles, usage and option defaults) and `configureOutput` (its error messages).
 */
import { type Command, Help, type Option } from 'commander';

/** The help's titles: what commander calls `styleTitle` with. */
const TITLES: Readonly<Record<string, string>> = {
  'Usage:': 'Uso:',
  'Options:': 'Opciones:',
  'Commands:': 'Comandos:',
  'Arguments:': 'Argumentos:',
  'Global Options:': 'Opciones globales:',
};

/** commander's words inside a usage line or a command's term. */
const usageInSpanish = (text: string) => text.replace('[options]', '[opciones]').replace('[command]', '[comando]');

/** commander's error messages, as it writes them (`error: unknown option '--x'`), in Spanish. */
const ERRORS: readonly (readonly [RegExp, string])[] = [
  [/^error: unknown option '(.+)'/, "error: opción desconocida '$1'"],
  [/^error: unknown command '(.+)'/, "error: comando desconocido '$1'"],
  [
    /^error: too many arguments for '(.+)'\. Expected (\d+) arguments? but got (\d+)\./,
    "error: demasiados argumentos para '$1': se esperaban $2 y llegaron $3",
  ],
  [/^error: too many arguments/, 'error: demasiados argumentos'],
  [/^error: missing required argument '(.+)'/, "error: falta el argumento obligatorio '$1'"],
  [/^error: option '(.+)' argument missing/, "error: falta el valor de la opción '$1'"],
  [/^error: required option '(.+)' not specified/, "error: falta la opción obligatoria '$1'"],
  [/^error: option '(.+)' cannot be used with option '(.+)'/, "error: la opción '$1' no se puede usar con la opción '$2'"],
  [/^error: option '(.+)' argument '(.+)' is invalid\. Allowed choices are (.+)\./, "error: la opción '$1' no admite '$2'; se admite: $3"],
  [/\(Did you mean (.+)\?\)/, '(¿quiso decir $1?)'],
];

/** One of commander's error messages in Spanish (each line; a line it does not know is left as it is). */
export function errorInSpanish(text: string): string {
  return text
    .split('\n')
    .map((line) => ERRORS.reduce((current, [pattern, spanish]) => current.replace(pattern, spanish), line))
    .join('\n');
}

const english = new Help();

/**
 * Sets a program's help in Spanish; call it before adding the subcommands, which inherit it. What
 * it cannot reach: nothing of the help remains in English; an error commander has no message
 * for here (a new one in a later version) is shown as commander writes it.
 */
export function helpInSpanish(program: Command, helpHint: string): Command {
  return program
    .helpOption('-h, --help', 'muestra esta ayuda')
    .helpCommand('help [comando]', 'muestra la ayuda de un comando')
    .showHelpAfterError(helpHint)
    .configureHelp({
      styleTitle: (title: string) => TITLES[title] ?? title,
      commandUsage: (cmd: Command) => usageInSpanish(english.commandUsage(cmd)),
      subcommandTerm: (cmd: Command) => usageInSpanish(english.subcommandTerm(cmd)),
      optionDescription: (option: Option) => {
        const shown =
          option.defaultValue !== undefined && (option.required || option.optional)
            ? (option.defaultValueDescription ?? JSON.stringify(option.defaultValue))
            : null;
        return shown === null ? option.description : `${option.description} (por omisión: ${shown})`;
      },
    });
}
