import type { DirectoryPoint, MarkerIcons } from './types.ts';

/** The marker for a point's type: clean points, green points, and a container for the rest. */
export function markerIcon(type: string, icons: MarkerIcons): string {
  const folded = type.toLowerCase();
  if (folded.includes('punto limpio')) return icons.puntoLimpio;
  if (folded.includes('punto verde')) return icons.puntoVerde;
  return icons.contenedor;
}

/** Days and hours as the export typed them, or "Horario no informado". */
export function scheduleText(point: Pick<DirectoryPoint, 'dias' | 'horarios'>): string {
  const parts = [point.dias, point.horarios].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(', ') : 'Horario no informado';
}

/** Address, comuna and region, without repeating a region named like its comuna. */
export function placeText(point: Pick<DirectoryPoint, 'address' | 'comuna' | 'region'>): string {
  return [point.address, point.comuna, point.region === point.comuna ? null : point.region].filter(Boolean).join(', ');
}
