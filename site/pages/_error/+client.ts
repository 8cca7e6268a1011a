// The not-found page's only script: a dog's address on a host without the local server.
import { DOGS_PATH, readDogPath } from '../../../shared/dog-paths.ts';
import { markPageReady } from '../../framework/ready.ts';

const dogPart = document.querySelector<HTMLElement>('[data-dog-not-found]');
const general = document.querySelector<HTMLElement>('[data-not-found]');
const slugs = JSON.parse(dogPart?.dataset.dogSlugs ?? '[]') as string[];
const dogPath = readDogPath(window.location.pathname, slugs);
if (dogPath.kind === 'dog') {
  window.location.replace(`${DOGS_PATH}/${dogPath.slug}${window.location.search}`);
} else {
  if (dogPath.kind === 'unknown' && dogPart && general) {
    general.remove();
    dogPart.hidden = false;
  }
  markPageReady();
}
