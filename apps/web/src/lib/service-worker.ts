/**
 * Registers the service worker (the installable app's shell cache and push messages, /sw.js) in
 * production builds only, after the page has loaded: the worker's install downloads the whole
 * shell, which must not compete with what the first screen needs. Development has no worker, so
 * Vite's own module reloading is never answered from a cache.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      // The app works without it (no offline page, no push): say so, never break the page.
      console.warn('Homeward: the service worker could not be registered.', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
