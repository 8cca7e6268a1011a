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

  /** `collection-points.csv:12 lat: mensaje`, `content/dogs.json:14:9 dogs.2.name: mensaje` (line, column and field only when known). */
  format(): string {
    const where = this.line === null ? this.file : this.column === null ? `${this.file}:${this.line}` : `${this.file}:${this.line}:${this.column}`;
    return this.field === null ? `${where}: ${this.message}` : `${where} ${this.field}: ${this.message}`;
  }

  /** Every problem, one line each (several for {@link InputErrors}). */
  lines(): string[] {
    return [this.format()];
  }
}

/** Several problems found in one run (every broken content file, every problem in each), reported together. */
export class InputErrors extends InputError {
  constructor(readonly problems: readonly InputError[]) {
    const [first] = problems;
    super(first?.message ?? 'error', first?.file ?? '', first?.line ?? null, first?.field ?? null, first?.column ?? null);
    this.name = 'InputErrors';
  }

  override lines(): string[] {
    return this.problems.flatMap((problem) => problem.lines());
  }
}
