import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Sends a page asked for on another host name to the same page at APP_URL, the one address
 * the customer's links, emails, QR codes and payment returns use. Cookies belong to a host name:
 * a customer who opened http://127.0.0.1:8080 and came back from the checkout to
 * http://localhost:8080 would have no session there. Only pages are redirected (never the API,
 * the health checks or the realtime socket, which other hosts may call), and the port is not
 * compared, since cookies ignore it. APP_URL is read once; the returned function answers true
 * when it redirected.
 */
export function canonicalHostRedirect(appUrl: string) {
  const { hostname, origin } = new URL(appUrl);
  const canonical = hostname.toLowerCase();
  return (request: FastifyRequest, reply: FastifyReply): boolean => {
    if (request.hostname.toLowerCase() === canonical) return false;
    // 307, not 308: browsers keep a permanent redirect, and APP_URL may change (in development).
    void reply
      .code(307)
      // Concatenated, not resolved: a path like "//elsewhere.example" must stay a path here.
      .header('location', `${origin}${request.url}`)
      .header('cache-control', 'no-store')
      .send();
    return true;
  };
}
