/**
 * Removes secrets that travel in URLs (password-reset links, upload tokens, the sandbox
 * checkout's id, which is the only credential of its page, staff invitations) before a URL is
 * written to a log line.
 */
export function redactUrl(url: string): string {
  return (
    url
      .replace(/(\/reset-password\/)[^/?#]+/, '$1[redacted]')
      .replace(/(\/sandbox\/checkout\/)(?!checkout\.css)[^/?#]+/, '$1[redacted]')
      // A staff invitation (the console's page and the admin API's) lets its holder enrol.
      .replace(/(\/(?:back-office|admin\/v1)\/invitations?\/)[^/?#]+/, '$1[redacted]')
      .replace(/([?&](?:token|otp|code)=)[^&#]*/gi, '$1[redacted]')
  );
}
