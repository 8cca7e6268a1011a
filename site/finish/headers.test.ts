import { describe, expect, it } from 'vitest';
import { formatHeadersFile, headersFor, parseHeadersFile } from '../../shared/headers-file.ts';
import { readSiteConfig } from '../config/read-config.ts';
import { headerRules } from './headers.ts';

describe('_headers file', () => {
  it('round-trips and applies per-page rules after the common ones', () => {
    const text = formatHeadersFile(headerRules(['/', '/cursos'], readSiteConfig({})));
    const rules = parseHeadersFile(text);
    expect(headersFor(rules, '/cursos/')['Permissions-Policy']).toContain('geolocation=()');
    expect(headersFor(rules, '/')['Permissions-Policy']).toContain('geolocation=(self)');
    expect(headersFor(rules, '/assets/a.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(headersFor(rules, '/assets/a.js')['X-Content-Type-Options']).toBe('nosniff');
  });
});
