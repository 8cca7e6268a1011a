// The courses page's only script: the tile chosen is remembered as the visitor's course.

import { markPageReady } from '../../../framework/ready.ts';
import { rememberChosenCourse } from '../course-tiles.ts';

rememberChosenCourse();
markPageReady();
