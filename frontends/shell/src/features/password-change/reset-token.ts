/**
 * The reset link is /change_password?token=<base64url(email)>.<secret>: the e-mail is
 * the part before the first '.', base64url-encoded UTF-8. Returns '' when unreadable.
 */
export function emailFromResetToken(token: string | null | undefined): string {
  if (!token) return '';
  const encoded = token.split('.')[0] ?? '';
  if (!encoded) return '';
  try {
    let base64 = encoded.replace(/-/g, '+').replace(/_/g, '/');
    while (base64.length % 4) base64 += '=';
    const binary = atob(base64);
    const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return '';
  }
}
