import { mulberry32 } from '../../pipeline/fixtures/random.ts';
import type { InboxFaults } from '../../server/inbox/handler.ts';

/**
 * Failures for the reliability run: the inbox answers 503, storing nothing, for a seeded share
 * of submissions, with one stream per form, so forms sent side by side still meet the same
 * failures on every run.
 */
export class SeededFaults implements InboxFaults {
  private readonly streams = new Map<string, () => number>();

  constructor(
    private readonly rate: number,
    private readonly seedOf: (form: string) => number,
  ) {}

  shouldFail(form: string): boolean {
    let stream = this.streams.get(form);
    if (!stream) {
      stream = mulberry32(this.seedOf(form));
      this.streams.set(form, stream);
    }
    return this.rate > 0 && stream() < this.rate;
  }
}
