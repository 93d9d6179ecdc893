import { getRuntimeConfig } from '@/lib/runtime-config';

/**
 * Where to send the browser for a payment's `checkout_url`: the API gives an absolute URL or
 * one relative to its own origin (the sandbox provider's page lives on the API server, which
 * need not be the SPA's origin). Anything but http(s) is refused, so a bad answer can never
 * run script in the page. Null when there is nowhere safe to go.
 */
export function checkoutUrl(given: string | null | undefined): string | null {
  if (!given) return null;
  const { apiBaseUrl } = getRuntimeConfig();
  try {
    const url = new URL(given, apiBaseUrl || window.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}
