import { loadPages } from '../../data/pages.server.ts';
import { formNotice } from '../../privacy/data.server.ts';

export type Data = ReturnType<typeof data>;

/** Only the texts and the thank-you image this page shows, and the form's privacy notice. */
export function data() {
  const { form, success } = loadPages().newsletter;
  return { intro: { title: form.title, text: form.text }, success, notice: formNotice('newsletter') };
}
