// The courses page's only script: the tile chosen is remembered as the visitor's course.
import { rememberChosenCourse } from '../../../academy/course-tiles.ts';
import { markPageReady } from '../../../framework/ready.ts';

rememberChosenCourse();
markPageReady();
