/**
 * A page's markup without its `<meta http-equiv="Content-Security-Policy">` (site/pages/+Head.tsx):
 * the policy names every host the site may reach (the video host, the advertising vendors when
 * their IDs are set), which is not the page reaching them. For tests that look for such a host in
 * what a page loads or embeds.
 */
export const withoutPolicy = (html: string): string => html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/g, '');
