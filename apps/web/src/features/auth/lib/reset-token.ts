/**
 * The reset link's token is base64 of the secret (spec section 7: the page decodes it before
 * posting). Standard base64, though a URL-safe variant (- and _) or missing padding is accepted
 * too, as mail clients and people copying links mangle them. Null when it is not base64 of text.
 */
export function decodeResetToken(token: string): string | null {
  const normalised = token.trim().replace(/-/g, '+').replace(/_/g, '/').replace(/\s/g, '');
  if (normalised === '' || !/^[A-Za-z0-9+/]+={0,2}$/.test(normalised)) return null;
  try {
    const binary = atob(normalised);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const secret = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    // A control character means the link was not a token of ours (or got cut).
    // eslint-disable-next-line no-control-regex
    if (secret === '' || /[\u0000-\u001f]/.test(secret)) return null;
    return secret;
  } catch {
    return null;
  }
}
