/**
 * Removes secrets that travel in URLs (password-reset links, upload tokens, the sandbox
 * checkout's id, which is the only credential of its page) before a URL is written to a log
 * line.
 */
export function redactUrl(url: string): string {
  return url
    .replace(/(\/reset-password\/)[^/?#]+/, '$1[redacted]')
    .replace(/(\/sandbox\/checkout\/)(?!checkout\.css)[^/?#]+/, '$1[redacted]')
    .replace(/([?&](?:token|otp|code)=)[^&#]*/gi, '$1[redacted]');
}
