/**
 * Service-worker registration for offline use (vite-plugin-pwa with `injectRegister: null`, so the
 * app registers it itself). Only in a production build and only where the browser has service
 * workers; in development and tests nothing happens. A failure is logged, never thrown: the app
 * works online without it.
 */
/**
 * Register the service worker (production builds with service-worker support only); never throws.
 * It waits for the page's `load` and then an idle moment (at most 3 s): installing it fetches and caches
 * every file of the app, which would otherwise compete with the first open for the network and the CPU.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const idle = (run: () => void) => ('requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 3000 }) : setTimeout(run, 1000));
  if (document.readyState === 'complete') idle(register);
  else window.addEventListener('load', () => idle(register), { once: true });
}

function register(): void {
  import('virtual:pwa-register')
    .then(({ registerSW }) => {
      registerSW({
        immediate: true,
        onRegisterError(error: unknown) {
          console.warn('Campaign Desk: the offline service worker could not be registered', error);
        },
      });
    })
    .catch((error: unknown) => console.warn('Campaign Desk: offline support is unavailable', error));
}
