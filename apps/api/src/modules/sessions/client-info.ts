import Bowser from 'bowser';

/**
 * What the device list shows about a browser ("Chrome 131", "Android 14"), read from the
 * User-Agent. Stored at sign-in because the header may change with the next browser update.
 */
export function describeClient(userAgent: string | undefined): {
  clientVersion: string | null;
  osVersion: string | null;
} {
  if (!userAgent) return { clientVersion: null, osVersion: null };
  const { browser, os } = Bowser.parse(userAgent);
  const major = (version: string | undefined) => version?.split('.')[0];
  const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ') || null;
  return {
    clientVersion: join(browser.name, major(browser.version)),
    osVersion: join(os.name, os.versionName ?? major(os.version)),
  };
}

/** "Chrome on Android": what a passkey made in this browser is called until the customer names it. */
export function describeDevice(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const { browser, os } = Bowser.parse(userAgent);
  return [browser.name, os.name].filter(Boolean).join(' on ') || null;
}
