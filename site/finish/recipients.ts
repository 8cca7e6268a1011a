import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { PrivacySchema, type Recipient } from '../../pipeline/schema/content/privacy.ts';
import { FORM_NAMES } from '../../shared/forms.ts';
import { readSiteConfig, type SiteConfig } from '../config/read-config.ts';
import { receiverOf } from '../privacy/receivers.ts';

/** The published privacy content, with the table of recipients. */
const PRIVACY_FILE = resolve(import.meta.dirname, '../../generated/content/privacy.json');

/** The variable that sets a form's webhook, e.g. `VITE_WEBHOOK_DIA_DEL_NINO`. */
const variableOf = (form: string) => `VITE_WEBHOOK_${form.replaceAll('-', '_').toUpperCase()}`;

/**
 * A warning for each form whose webhook host the privacy content's table of recipients does not
 * list: /privacidad and the form's notice can only say that host, not the company behind it nor
 * the country where it keeps the data, like a value still to be filled in.
 */
export function unlistedRecipients(config: SiteConfig, recipients: Readonly<Record<string, Recipient>>): string[] {
  return FORM_NAMES.flatMap((form) => {
    const receiver = receiverOf(config.webhooks[form], recipients);
    if (receiver.kind !== 'unlisted') return [];
    return [
      `aviso: ${variableOf(form)} envía a ${receiver.host}, que no está en recipients de raw-data/content/privacy.json: /privacidad no puede decir qué empresa lo recibe ni en qué país. Agréguelo con su servicio y su país`,
    ];
  });
}

/** Says the unlisted webhook hosts on the terminal at the end of `vike build` (the pages already say them as unidentified). */
export function recipientsCheck(): Plugin {
  return {
    name: 'recipients',
    apply: 'build',
    buildApp: {
      order: 'post',
      async handler(builder) {
        // Read when the build ends, not imported: an import would make the privacy content part of
        // the Vite config, and every rerun of the pipeline under `npm run dev` would restart the server.
        const privacy = PrivacySchema.parse(JSON.parse(readFileSync(PRIVACY_FILE, 'utf8')));
        for (const line of unlistedRecipients(readSiteConfig(builder.config.env), privacy.recipients)) builder.config.logger.warn(line);
      },
    },
  };
}
