// The workshops page's only script: "Continuar con el …" for the course this browser remembers, and the tile chosen is remembered.
import { showContinueLink } from '../../../academy/continue-link.ts';
import { rememberChosenCourse } from '../../../academy/course-tiles.ts';
import { markPageReady } from '../../../framework/ready.ts';

showContinueLink();
rememberChosenCourse();
markPageReady();
