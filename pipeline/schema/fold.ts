// The folding every part of the project shares lives in shared/ (the local server uses it too).
export { withoutAccents } from '../../shared/fold.ts';
