/**
 * Spoken MP3s: espeak-ng reads the text into a WAV, lame encodes it as small mono CBR MP3 with no
 * ID3, LAME/Xing or ReplayGain tags, so the same text and settings always give the same bytes.
 * A manifest (`.audio-manifest.json`) maps each MP3 to the sha256 of its text and settings, and
 * MP3s whose entry still matches are not encoded again.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Narration } from './stories.ts';
import { checkSize } from './write.ts';

export const MANIFEST = '.audio-manifest.json';

/** Encoder settings; part of every manifest hash, so changing them re-encodes everything. */
export const ENCODING = {
  bitrateKbps: 24,
  sampleRateKhz: 22.05,
  lame: ['--quiet', '-m', 'm', '--cbr', '-b', '24', '--resample', '22.05', '--noreplaygain', '-t'],
} as const;

/** Narrations must last this long (seconds). */
const MIN_SECONDS = 10;
const MAX_SECONDS = 25;

function onPath(tool: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' }).status === 0;
}

/** Makes sure espeak-ng and lame exist, installing them with apt-get when running as root. */
export function ensureTools(): void {
  const missing = ['espeak-ng', 'lame'].filter((tool) => !onPath(tool));
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && onPath('apt-get')) {
    console.log(`Instalando ${missing.join(' y ')} con apt-get…`);
    let result = spawnSync('apt-get', ['install', '-y', 'espeak-ng', 'lame'], { stdio: 'inherit' });
    if (result.status !== 0) {
      spawnSync('apt-get', ['update'], { stdio: 'inherit' });
      result = spawnSync('apt-get', ['install', '-y', 'espeak-ng', 'lame'], { stdio: 'inherit' });
    }
    if (result.status === 0 && missing.every(onPath)) return;
  }
  console.error(
    `Faltan ${missing.join(' y ')} para generar los audios.\n` +
      'Instálalos (en Debian o Ubuntu: sudo apt-get install espeak-ng lame) y vuelve a ejecutar el generador.',
  );
  process.exit(1);
}

export function narrationHash(n: Narration): string {
  const input = JSON.stringify({ text: n.text, voice: n.voice, speed: n.speed, pitch: n.pitch, encoding: ENCODING });
  return createHash('sha256').update(input).digest('hex');
}

/** Seconds of audio in a PCM WAV file, from its `fmt ` byte rate and `data` chunk size. */
export function wavSeconds(wav: Buffer): number {
  let offset = 12;
  let byteRate = 0;
  while (offset + 8 <= wav.length) {
    const id = wav.toString('latin1', offset, offset + 4);
    const size = wav.readUInt32LE(offset + 4);
    if (id === 'fmt ') byteRate = wav.readUInt32LE(offset + 16);
    if (id === 'data') return byteRate > 0 ? Math.min(size, wav.length - offset - 8) / byteRate : 0;
    offset += 8 + size + (size % 2);
  }
  return 0;
}

/** Approximate length of one of our constant-bitrate MP3s. */
export function mp3Seconds(bytes: number): number {
  return (bytes * 8) / (ENCODING.bitrateKbps * 1000);
}

function run(cmd: string, args: readonly string[]): void {
  const result = spawnSync(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  if (result.status !== 0) throw new Error(`${cmd} falló: ${result.stderr?.toString().trim() || `código ${result.status}`}`);
}

function encode(n: Narration, target: string): number {
  const work = mkdtempSync(join(tmpdir(), 'media-audio-'));
  try {
    const wav = join(work, 'voz.wav');
    const mp3 = join(work, 'voz.mp3');
    run('espeak-ng', ['-v', n.voice, '-s', String(n.speed), '-p', String(n.pitch), '-w', wav, n.text]);
    const seconds = wavSeconds(readFileSync(wav));
    if (seconds < MIN_SECONDS || seconds > MAX_SECONDS) {
      throw new Error(`${n.file}: dura ${seconds.toFixed(1)} s; ajusta el texto en stories.ts (entre ${MIN_SECONDS} y ${MAX_SECONDS} s)`);
    }
    run('lame', [...ENCODING.lame, wav, mp3]);
    const bytes = readFileSync(mp3);
    checkSize(n.file, bytes.length);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, bytes);
    return seconds;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export interface AudioReport {
  encoded: string[];
  skipped: string[];
}

/** Encodes the narrations whose manifest entry is missing or stale, then rewrites the manifest. */
export function buildAudio(mediaDir: string, list: readonly Narration[], force: boolean): AudioReport {
  const manifestPath = join(mediaDir, MANIFEST);
  let previous: Record<string, string> = {};
  if (existsSync(manifestPath)) {
    try {
      previous = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, string>;
    } catch {
      previous = {};
    }
  }
  const next: Record<string, string> = {};
  const report: AudioReport = { encoded: [], skipped: [] };
  let toolsChecked = false;
  for (const n of [...list].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))) {
    const hash = narrationHash(n);
    const target = join(mediaDir, n.file);
    const current = !force && previous[n.file] === hash && existsSync(target) && statSync(target).size > 0;
    if (current) {
      report.skipped.push(n.file);
    } else {
      if (!toolsChecked) {
        ensureTools();
        toolsChecked = true;
      }
      const seconds = encode(n, target);
      report.encoded.push(`${n.file} (${seconds.toFixed(1)} s)`);
    }
    next[n.file] = hash;
  }
  const json = `${JSON.stringify(next, null, 2)}\n`;
  if (!existsSync(manifestPath) || readFileSync(manifestPath, 'utf8') !== json) writeFileSync(manifestPath, json);
  return report;
}
