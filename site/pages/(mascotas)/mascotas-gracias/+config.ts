import type { Config } from 'vike/types';
import { withConsentScript } from '../../../tracking/build-env.ts';
// A pointer import: the script's file, for `client`, not code run here (vike.dev/config#pointer-imports).
import * as thanksScript from './thanks.client.ts' with { type: 'vike:pointer' };

export default {
  title: 'Asistencia confirmada | Teletón Kids',
  description: 'Tu asistencia al evento de adopción de mascotas está confirmada.',
  // With an advertising ID the page needs its consent banner and events (thanks.client.ts); without
  // one it has nothing to do but be read, and sends no script at all.
  ...withConsentScript(thanksScript),
  // Reached only after a registration: a search result would confirm nothing.
  noindex: true,
} satisfies Config;
