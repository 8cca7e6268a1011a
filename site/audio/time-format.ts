/**
 * Playback time as the players show it: `00m 00s` at zero, minutes and seconds zero-padded
 * (`03m 07s`), and `Nh Nm Ns` beyond an hour (`1h 2m 5s`). Unknown or negative → zero.
 */
export function formatTime(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds <= 0) return '00m 00s';
  const whole = Math.floor(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  if (h > 0) return `${h}h ${m}m ${s}s`;
  return `${String(m).padStart(2, '0')}m ${String(s).padStart(2, '0')}s`;
}

/** The same time in words for screen readers: "3 minutos 7 segundos", "3 minutos", "0 segundos". */
export function spokenTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  const part = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  // A unit at zero is left out ("1 hora 5 segundos"), except a plain "0 segundos".
  const parts = [h > 0 ? part(h, 'hora', 'horas') : '', m > 0 ? part(m, 'minuto', 'minutos') : '', s > 0 || whole === 0 ? part(s, 'segundo', 'segundos') : ''];
  return parts.filter(Boolean).join(' ');
}
