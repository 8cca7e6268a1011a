import type { MapPoint } from './interaction.ts';

/** Usable on a map: both coordinates present, finite and inside the world. */
export function hasCoordinates<P extends { lat: number | null; lng: number | null }>(point: P): point is P & { lat: number; lng: number } {
  const { lat, lng } = point;
  return lat !== null && lng !== null && Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
}

/** The map's view of a point, or null (and a console note) when its coordinates are not usable. */
export function toMapPoint(point: { id: string; name: string; lat: number | null; lng: number | null }, iconUrl: string): MapPoint | null {
  if (!hasCoordinates(point)) {
    console.warn('Coordenadas no válidas', point.id);
    return null;
  }
  return { id: point.id, name: point.name, lat: point.lat, lng: point.lng, iconUrl };
}

/** Directions from wherever the visitor is, in Google Maps (opens the app on phones). */
export function directionsUrl(point: { lat: number; lng: number }): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${point.lat},${point.lng}`;
}
