import { PRIVACY_PATH } from './privacy-paths.ts';
import type { FormNoticeView, ReceiverView } from './types.ts';

/** "a los 90 días", "al día siguiente". */
export function retentionText(days: number): string {
  return days === 1 ? 'al día siguiente' : `a los ${days} días`;
}

/** Where the data goes, completing "Estos datos …": the site's own inbox, a named service and its country, or a host not identified yet. */
function whereTo(receiver: ReceiverView, responsible: string): string {
  switch (receiver.kind) {
    case 'inbox':
      return `se guardan en este mismo sitio para ${responsible}`;
    case 'service':
      return `llegan a ${responsible} a través de ${receiver.service}, en ${receiver.country}${receiver.abroad ? ' (una transferencia internacional de datos)' : ''},`;
    case 'unlisted':
      return `llegan a ${responsible} a través de ${receiver.host} (un servicio que este aviso aún no identifica)`;
  }
}

/** The sentences of a notice: who receives the data, what for, when it is deleted, who else receives it; and, on a form with no consent box, that sending it is the consent. */
export function noticeSentence(notice: FormNoticeView): string {
  const sentences = [
    `Estos datos ${whereTo(notice.receiver, notice.responsible)} solo para ${notice.purpose}, y se borran ${retentionText(notice.retentionDays)}.`,
  ];
  if (notice.sharedWith !== null) sentences.push(notice.sharedWith);
  if (!notice.childConsent) sentences.push('Al enviar el formulario das tu consentimiento para este uso.');
  return sentences.join(' ');
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
