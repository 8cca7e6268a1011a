import type { IncomingMessage, ServerResponse } from 'node:http';
import { methodNotAllowed, sendJson } from './http.ts';

/**
 * Fault injection for the form inbox, for browser tests and the reliability run — never on
 * unless the server was started with it.
 *   - planned: `POST /api/faults/<form>` with `{"fail": n}` makes the next n submissions to
 *     that form answer 503 without storing anything (enabled by INBOX_FAULTS=1);
 *   - random: INBOX_FAIL_RATE=0.2 fails that share of submissions (seeded, repeatable).
 */
export class Faults {
  private readonly planned = new Map<string, number>();
  private seed: number;

  constructor(
    readonly controlEnabled: boolean,
    private readonly failRate = 0,
    seed = 1,
  ) {
    this.seed = seed >>> 0;
  }

  /** mulberry32: a small seeded generator so a run's failures can be reproduced. */
  private random(): number {
    this.seed = (this.seed + 0x6d2b79f5) >>> 0;
    let t = this.seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** True when this submission must fail. */
  shouldFail(form: string): boolean {
    const left = this.planned.get(form) ?? 0;
    if (left > 0) {
      this.planned.set(form, left - 1);
      return true;
    }
    return this.failRate > 0 && this.random() < this.failRate;
  }

  async handleControl(req: IncomingMessage, res: ServerResponse, form: string): Promise<void> {
    if (!this.controlEnabled) {
      sendJson(res, 404, { error: 'Ruta de API desconocida' });
      return;
    }
    if (req.method !== 'POST') {
      methodNotAllowed(res, ['POST']);
      return;
    }
    let body = '';
    for await (const chunk of req) body += (chunk as Buffer).toString();
    let fail: unknown;
    try {
      fail = (JSON.parse(body) as { fail?: unknown }).fail;
    } catch {
      fail = undefined;
    }
    if (typeof fail !== 'number' || !Number.isInteger(fail) || fail < 0) {
      sendJson(res, 400, { error: 'Se espera {"fail": n}' });
      return;
    }
    this.planned.set(form, fail);
    sendJson(res, 200, { form, fail });
  }
}
