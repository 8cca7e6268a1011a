import { privacyPage } from '../../privacy/data.server.ts';

export type Data = ReturnType<typeof data>;

/** The privacy content, with each form's receiver from this build's webhook configuration and the version's date in words. */
export function data() {
  const page = privacyPage();
  const [year, month, day] = page.version.split('-').map(Number) as [number, number, number];
  const since = new Intl.DateTimeFormat('es-CL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
  return { ...page, since };
}
