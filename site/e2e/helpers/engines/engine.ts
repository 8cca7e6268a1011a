/** What the cross-engine check does in a browser, whichever engine it is. */
export interface Engine {
  name: 'WebKit' | 'Firefox';
  /** Opens a page of the site (a path) at phone size and waits until it is ready to use (`data-hydrated`). */
  open(path: string): Promise<void>;
  /** Runs `body` (a function body, `arguments[0]`… as its arguments) in the page and returns its value. */
  run<T>(body: string, ...args: unknown[]): Promise<T>;
  /** Waits until `body` returns a truthy value in the page; fails with `what` after `timeoutMs`. */
  until(body: string, what: string, timeoutMs?: number): Promise<void>;
  /** A real click, from the engine's own input, on the first element `selector` matches. */
  click(selector: string): Promise<void>;
  /** Real typing into the element `selector` matches. */
  type(selector: string, text: string): Promise<void>;
  close(): Promise<void>;
}

/** Polls `check` until it is truthy. */
export async function poll(check: () => Promise<unknown>, what: string, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > end) throw new Error(`no se cumplió a tiempo: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
