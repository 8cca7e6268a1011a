/**
 * An input that cannot be used as a whole (missing file, bad header, undecodable bytes,
 * broken CSV structure). The CLI prints it as `file:line field: message` and exits 1.
 */
export class InputError extends Error {
  constructor(
    message: string,
    readonly file: string,
    readonly line: number | null = null,
    readonly field: string | null = null,
  ) {
    super(message);
    this.name = 'InputError';
  }

  /** `collection-points.csv:12 lat: mensaje` (line and field only when known). */
  format(): string {
    const where = this.line === null ? this.file : `${this.file}:${this.line}`;
    return this.field === null ? `${where}: ${this.message}` : `${where} ${this.field}: ${this.message}`;
  }
}
