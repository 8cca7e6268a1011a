import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PrivacySchema } from '../../pipeline/schema/content/privacy.ts';
import { servicesAndTransfers } from './data.server.ts';
import { receiverOf } from './receivers.ts';

const content = PrivacySchema.parse(JSON.parse(readFileSync('generated/content/privacy.json', 'utf8')));

describe('the services and transfers /privacidad states, from the receivers this build posts to', () => {
  it('lists each service once, and the transfer to its country with the adequacy and the safeguards (pending: null)', () => {
    const receivers = [
      'https://hooks.zapier.com/hooks/catch/1/a',
      'https://hooks.zapier.com/hooks/catch/1/b',
      'https://hook.us1.make.com/x',
      '/api/inbox/cumple',
    ].map((url) => receiverOf(url, content.recipients));
    const { services, transfers } = servicesAndTransfers(content, receivers);
    expect(services.map((service) => service.host)).toEqual(['hooks.zapier.com', 'hook.us1.make.com']);
    expect(transfers).toEqual([{ country: 'Estados Unidos', services: ['Zapier', 'Make'], adequacy: content.transfers.US?.adequacy, safeguards: null }]);
  });

  it('states no transfer when every form posts to the local inbox or to a host the content does not identify', () => {
    const receivers = ['/api/inbox/course', 'https://n8n.ejemplo.org/webhook/1'].map((url) => receiverOf(url, content.recipients));
    expect(servicesAndTransfers(content, receivers)).toEqual({ services: [{ kind: 'unlisted', host: 'n8n.ejemplo.org' }], transfers: [] });
  });
});
