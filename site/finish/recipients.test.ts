import { describe, expect, it } from 'vitest';
import { readSiteConfig } from '../config/read-config.ts';
import { receiverOf } from '../privacy/receivers.ts';
import { unlistedRecipients } from './recipients.ts';

const recipients = {
  'hooks.zapier.com': { service: 'Zapier', what: 'un servicio de automatización', country: 'US' },
  'hooks.ejemplo.cl': { service: 'Ejemplo', what: 'un servicio de automatización', country: 'CL' },
};

describe('the receiver of a form', () => {
  it('is the local inbox, a service of the table with its country (abroad: an international transfer), or a host the table does not list', () => {
    expect(receiverOf('/api/inbox/cumple', recipients)).toEqual({ kind: 'inbox' });
    expect(receiverOf('https://hooks.zapier.com/hooks/catch/1/abc', recipients)).toEqual({
      kind: 'service',
      host: 'hooks.zapier.com',
      service: 'Zapier',
      what: 'un servicio de automatización',
      country: 'Estados Unidos',
      abroad: true,
    });
    expect(receiverOf('https://hooks.ejemplo.cl/x', recipients)).toMatchObject({ kind: 'service', country: 'Chile', abroad: false });
    expect(receiverOf('http://127.0.0.1:3102/hook/mascotas', recipients)).toEqual({ kind: 'unlisted', host: '127.0.0.1:3102' });
  });

  it('the site build warns of each webhook host the table does not list, naming its variable', () => {
    expect(unlistedRecipients(readSiteConfig({}), recipients)).toEqual([]);
    const config = readSiteConfig({ VITE_WEBHOOK_CUMPLE: 'https://hooks.zapier.com/1', VITE_WEBHOOK_DIA_DEL_NINO: 'https://n8n.ejemplo.org/webhook/2' });
    expect(unlistedRecipients(config, recipients)).toEqual([
      'aviso: VITE_WEBHOOK_DIA_DEL_NINO envía a n8n.ejemplo.org, que no está en recipients de raw-data/content/privacy.json: /privacidad no puede decir qué empresa lo recibe ni en qué país. Agréguelo con su servicio y su país',
    ]);
  });
});
