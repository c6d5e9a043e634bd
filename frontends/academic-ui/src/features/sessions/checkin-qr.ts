/** The QR code as an image address: the server's SVG text is never put into the page as markup. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Whole seconds from now until the code renews (none once past or unreadable). */
export function secondsUntil(renovaEm: string, now: number): number {
  const at = Date.parse(renovaEm);
  if (Number.isNaN(at)) return 0;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/** Milliseconds to wait before asking for the next code: just after renova_em, within the rotation's bounds. */
export function refetchDelay(renovaEm: string | undefined, now: number): number {
  if (!renovaEm) return 30_000;
  const at = Date.parse(renovaEm);
  if (Number.isNaN(at)) return 30_000;
  return Math.min(30_000, Math.max(1_000, at - now + 250));
}

/** The line under the QR code: the seconds left, or that it is renewing. */
export function countdownText(seconds: number): string {
  return seconds > 0 ? `Novo código em ${seconds} s` : 'Renovando…';
}
