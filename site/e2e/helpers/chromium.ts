/**
 * Debian's Chromium and the flags every browser run of the project uses (browser tests,
 * benches): headless, on a closed network, never fetching updates or components. No
 * `--use-gl=swiftshader`: it disables WebGL, which the map needs.
 */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
