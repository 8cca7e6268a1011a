import type { TrackingConfig } from '../config/tracking-ids.ts';
import { inWords, VENDORS_COUNTRY, vendorsOf } from './vendors.ts';

/** Who would be told of the visit, in words: "Meta", "Google" or "Meta y Google"; '' when the build measures nothing. */
export function vendorNames(tracking: TrackingConfig): string {
  return inWords(vendorsOf(tracking).map((vendor) => vendor.name));
}

/** The banner's question, naming exactly the vendors whose ID this build sets. */
export function bannerText(tracking: TrackingConfig): string {
  const names = vendorNames(tracking);
  return `Si aceptas, esta página le avisa a ${names} que la visitaste, para saber cuántas familias llegan al evento por nuestros avisos. Si no aceptas, no se les envía nada.`;
}

/** /privacidad's paragraph on advertising, naming exactly the vendors whose ID this build sets; `purpose` completes "usamos … para …". */
export function advertisingText(tracking: TrackingConfig, purpose: string): string {
  const vendors = vendorsOf(tracking);
  const names = vendorNames(tracking);
  return [
    'Solo en las páginas del evento de adopción de mascotas (la de inscripción y la de asistencia confirmada), y solo si aceptas en el aviso que aparece en ellas,',
    `usamos ${inWords(vendors.map((vendor) => vendor.tool))} para ${purpose}.`,
    `Antes de que aceptes, o si dices que no, esas páginas no se conectan con ${names}.`,
    `Lo que se envía llega a ${inWords(vendors.map((vendor) => vendor.company))}, en ${VENDORS_COUNTRY}: es una transferencia internacional de datos.`,
    'Si dices que no, también después de haber dicho que sí, borramos de este navegador las cookies de la tabla.',
  ].join(' ');
}
