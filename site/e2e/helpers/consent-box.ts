import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { PrivacySchema } from '../../../pipeline/schema/content/privacy.ts';

/** The version of the privacy notice this build shows (the published content), which every consent must record. */
export const NOTICE_VERSION = PrivacySchema.parse(JSON.parse(readFileSync(resolve('generated/content/privacy.json'), 'utf8'))).version;

/** The adult's consent checkbox of a form that may take a child's data. */
export const CONSENT_LABEL =
  /^Soy el adulto responsable de la niña o el niño \(su madre, su padre, su representante legal o quien tiene su cuidado personal\) y autorizo/;

export function consentBox(scope: Page | Locator): Locator {
  return scope.getByRole('checkbox', { name: CONSENT_LABEL });
}

/** What a payload's `consentimiento` must be: this notice's version and an ISO instant. */
export function consentField() {
  return { consentimiento: { version: NOTICE_VERSION, fecha: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/) } };
}
