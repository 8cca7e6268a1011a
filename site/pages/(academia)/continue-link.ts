import { readCourseMode } from './storage.ts';

/** Shows the prerendered "Continuar con el …" link of the course this browser remembers (ContinueLink.tsx); nothing when none. */
export function showContinueLink(doc: Document = document): void {
  const key = readCourseMode();
  const box = doc.querySelector<HTMLElement>('[data-continue]');
  const link = key === null ? null : (box?.querySelector<HTMLElement>(`[data-course="${key}"]`) ?? null);
  if (!box || !link) return;
  link.hidden = false;
  box.hidden = false;
}
