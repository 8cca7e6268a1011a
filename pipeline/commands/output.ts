import { formatProblem, InputError } from '../io/input-error.ts';
import type { InputProblem } from '../schema/build-summary.ts';

/** Exit codes: 0 done (findings are data warnings), 1 unusable input or --strict with errors, 2 usage. */
export const EXIT = { ok: 0, input: 1, usage: 2 } as const;

/** Where a command writes: the terminal when run by `npm run pipeline`, a buffer in tests. */
export interface CommandIO {
  stdout(text: string): void;
  stderr(text: string): void;
}

export const processIO: CommandIO = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
};

/** A command's two ways to print a line: `log` for its result (stdout), `warn` for progress and problems (stderr). */
export function linesOf(io: CommandIO): { log(text: string): void; warn(text: string): void } {
  return { log: (text) => io.stdout(`${text}\n`), warn: (text) => io.stderr(`${text}\n`) };
}

/** What stopped a run, as data: an input's problems, or anything else in one line. */
export function problemsOf(error: unknown): InputProblem[] {
  if (error instanceof InputError) return error.problems();
  const text = error instanceof Error ? error.message : String(error);
  return [{ file: null, line: null, column: null, field: null, message: text.split('\n')[0] ?? '' }];
}

/**
 * Ends a command on an error: each problem as `error: file:line field: message`, no stack trace
 * (PIPELINE_DEBUG=1 adds it for an error that is not the input's). Returns exit code 1.
 */
export function reportFailure(error: unknown, io: CommandIO): number {
  const { warn } = linesOf(io);
  for (const problem of problemsOf(error)) warn(`error: ${formatProblem(problem)}`);
  if (!(error instanceof InputError) && process.env.PIPELINE_DEBUG && error instanceof Error && error.stack) warn(error.stack);
  return EXIT.input;
}
