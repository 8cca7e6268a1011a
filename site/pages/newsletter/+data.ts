import { loadPages } from '../../data/pages.ts';

export type Data = ReturnType<typeof data>;

/** Only the texts and the thank-you image this page shows. */
export function data() {
  const { form, success } = loadPages().newsletter;
  return { intro: { title: form.title, text: form.text }, success };
}
