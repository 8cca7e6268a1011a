// /privacidad's only script, when the build has an advertising ID (+config.ts): the advertising choice.
import { markPageReady } from '../../framework/ready.ts';
import { mountTrackingChoice } from '../../privacy/tracking-choice-control.ts';

mountTrackingChoice();
markPageReady();
