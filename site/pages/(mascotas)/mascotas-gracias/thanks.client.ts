// The thank-you page's only script, when the build has an advertising ID (+config.ts): the consent
// banner, and after a yes the registration's events. No React, no router.
import { markPageReady } from '../../../framework/ready.ts';
import { trackRegistrationComplete } from '../../../tracking/page-events.ts';

trackRegistrationComplete();
markPageReady();
