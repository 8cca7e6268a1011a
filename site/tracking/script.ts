/** Adds an async third-party script once per document (a second call with the same URL does nothing). */
export function loadScript(src: string): void {
  const present = Array.from(document.scripts).some((script) => script.src === src);
  if (present) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}
