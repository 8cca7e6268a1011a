import type { Config } from 'vike/types';
import { withConsentScript } from '../../tracking/build-env.ts';
// A pointer import: the script's file, for `client`, not code run here (vike.dev/config#pointer-imports).
import * as choiceScript from './choice.client.ts' with { type: 'vike:pointer' };

export default {
  title: 'Privacidad y tus datos | Teletón Kids',
  description:
    'Quién es responsable de los datos de Teletón Kids, qué pide cada formulario, para qué y con qué base legal, quién los recibe, cuánto tiempo se guardan y cómo usar tus derechos.',
  // With an advertising ID the page offers the choice (choice.client.ts); without one it is text to
  // read and sends no script at all.
  ...withConsentScript(choiceScript),
} satisfies Config;
