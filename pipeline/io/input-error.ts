import type { InputProblem } from '../schema/build-summary.ts';

/** `collection-points.csv:12 lat: mensaje`, `content/dogs.json:14:9 dogs.2.name: mensaje` (line, column and field only when known). */
export function formatProblem(problem: InputProblem): string {
  const file = problem.file ?? '';
  const where = problem.line === null ? file : problem.column === null ? `${file}:${problem.line}` : `${file}:${problem.line}:${problem.column}`;
  const prefix = where === '' ? '' : problem.field === null ? `${where}: ` : `${where} ${problem.field}: `;
  return `${prefix}${problem.message}`;
}

/**
 * An input that cannot be used as a whole (missing file, bad header, undecodable bytes,
 * broken CSV structure, a content file that does not validate). The CLI prints it as
 * `file:line field: message` (`file:line:column` when the column is known) and exits 1.
 */
export class InputError extends Error {
  constructor(
    message: string,
    readonly file: string,
    readonly line: number | null = null,
    readonly field: string | null = null,
    readonly column: number | null = null,
  ) {
    super(message);
    this.name = 'InputError';
  }

  /** Every problem, as data (several for {@link InputErrors}). */
  problems(): InputProblem[] {
    return [{ file: this.file, line: this.line, column: this.column, field: this.field, message: this.message }];
  }

  /** Every problem, one `file:line field: message` line each. */
  lines(): string[] {
    return this.problems().map(formatProblem);
  }

  /** The problems as the CLI prints them, one per line. */
  format(): string {
    return this.lines().join('\n');
  }
}

/** Several problems found in one run (every broken content file, every problem in each), reported together. */
export class InputErrors extends InputError {
  constructor(readonly errors: readonly InputError[]) {
    const [first] = errors;
    super(first?.message ?? 'error', first?.file ?? '', first?.line ?? null, first?.field ?? null, first?.column ?? null);
    this.name = 'InputErrors';
  }

  override problems(): InputProblem[] {
    return this.errors.flatMap((error) => error.problems());
  }
}
