// The workshops page's only script: "Continuar con el …" for the course this browser remembers, and the tile chosen is remembered.

import { markPageReady } from '../../../framework/ready.ts';
import { showContinueLink } from '../continue-link.ts';
import { rememberChosenCourse } from '../course-tiles.ts';

showContinueLink();
rememberChosenCourse();
markPageReady();
