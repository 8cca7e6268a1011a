/** Simple monochrome marks for the footer's social links (decorative: the link has the name). */
const PATHS: Record<'instagram' | 'tiktok' | 'facebook' | 'youtube', string> = {
  instagram:
    'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v10a3 3 0 0 0 3 3h10a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3H7zm5 3.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zM17.5 5.5a1 1 0 1 1 0 2 1 1 0 0 1 0-2z',
  tiktok: 'M14 2h3a5 5 0 0 0 5 5v3a8 8 0 0 1-5-1.7V15a7 7 0 1 1-7-7v3.2A3.8 3.8 0 1 0 14 15V2z',
  facebook: 'M14 8V6.5c0-.8.5-1.5 1.5-1.5H17V2h-2.5C11.9 2 11 4 11 6.2V8H9v3h2v11h3V11h2.6l.4-3H14z',
  youtube:
    'M23 7.2a3 3 0 0 0-2.1-2.1C19 4.6 12 4.6 12 4.6s-7 0-8.9.5A3 3 0 0 0 1 7.2 31 31 0 0 0 .5 12a31 31 0 0 0 .5 4.8 3 3 0 0 0 2.1 2.1c1.9.5 8.9.5 8.9.5s7 0 8.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .5-4.8 31 31 0 0 0-.5-4.8zM9.8 15.1V8.9L15.6 12l-5.8 3.1z',
};

export function SocialIcon({ network }: { network: keyof typeof PATHS }) {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={PATHS[network]} />
    </svg>
  );
}
