import { PRIVACY_PATH } from './paths.ts';
import type { FormNoticeView } from './types.ts';

/** "a los 90 días", "al día siguiente". */
export function retentionText(days: number): string {
  return days === 1 ? 'al día siguiente' : `a los ${days} días`;
}

/** The sentence of a notice: who receives the data, what for, and when it is deleted. */
export function noticeSentence(notice: FormNoticeView): string {
  const where =
    notice.receiver.host === null
      ? `se guardan en este mismo sitio para ${notice.responsible}`
      : `llegan a ${notice.responsible} a través de ${notice.receiver.host}`;
  return `Estos datos ${where} solo para ${notice.purpose}, y se borran ${retentionText(notice.retentionDays)}.`;
}

/**
 * The notice just above a form's button: who receives the data, what for and for how long, with
 * the way to the privacy page (the UK Children's Code's "just-in-time" notice).
 */
export function FormNotice({ notice, id }: { notice: FormNoticeView; id?: string }) {
  return (
    <p className="form-notice" id={id}>
      {noticeSentence(notice)} <a href={PRIVACY_PATH}>Cómo cuidamos tus datos y tus derechos</a>
    </p>
  );
}
