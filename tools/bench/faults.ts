import type { IncomingMessage, ServerResponse } from 'node:http';
import { mulberry32 } from '../random.ts';
import { isFormName } from '../../site/forms/names.ts';
import { BodyTooLarge, methodNotAllowed, readBody, sendJson } from './http.ts';

/**
 * Fault injection for the form inbox, for browser tests and the reliability run — never on
 * unless the server was started with it.
 *   - planned: `POST /api/faults/<form>` with `{"fail": n}` makes the next n submissions to
 *     that form answer 503 without storing anything (enabled by INBOX_FAULTS=1);
 *   - random: INBOX_FAIL_RATE=0.2 fails that share of submissions (seeded, repeatable).
 */
export class Faults {
  private readonly planned = new Map<string, number>();
  /** A seeded generator (mulberry32) so a run's failures can be reproduced. */
  private readonly random: () => number;

  constructor(
    readonly controlEnabled: boolean,
    private readonly failRate = 0,
    seed = 1,
  ) {
    this.random = mulberry32(seed);
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
    if (!this.controlEnabled || !isFormName(form)) {
      sendJson(res, 404, { error: 'Ruta de API desconocida' });
      return;
    }
    if (req.method !== 'POST') {
      methodNotAllowed(res, ['POST']);
      return;
    }
    let fail: unknown;
    try {
      fail = (JSON.parse((await readBody(req, 1024)).toString('utf8')) as { fail?: unknown } | null)?.fail;
    } catch (error) {
      if (!(error instanceof BodyTooLarge) && !(error instanceof SyntaxError)) throw error;
      req.resume();
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
