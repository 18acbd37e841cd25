import { serviceWorkerPath } from '@/lib/routing';

/** How often a page left open looks for a new version when the visitor comes back to it. */
export const updateCheckIntervalMs = 60 * 60 * 1000;

type Callbacks = {
  /** A new version is installed and waits (never called for the first install). */
  onWaiting: (worker: ServiceWorker) => void;
  /** Another worker took control of this page. */
  onControllerChange: () => void;
};

type Environment = {
  container: ServiceWorkerContainer;
  document: Pick<Document, 'visibilityState' | 'addEventListener'>;
  log: (message: string, error: unknown) => void;
  now: () => number;
};

/**
 * Registers the service worker (scope `/`) and reports new versions. A failed registration is
 * logged and changes nothing else (docs/product.md#install-and-new-version-prompts): the site
 * works as it does without a worker.
 */
export async function registerServiceWorker(
  { onWaiting, onControllerChange }: Callbacks,
  {
    container = navigator.serviceWorker,
    document = window.document,
    log = console.error,
    now = Date.now,
  }: Partial<Environment> = {},
): Promise<ServiceWorkerRegistration | null> {
  let registration: ServiceWorkerRegistration;
  try {
    registration = await container.register(serviceWorkerPath, { scope: '/' });
  } catch (error) {
    log('Service worker registration failed:', error);
    return null;
  }

  // A worker waiting matters only when another one already controls the page; the very first
  // install takes over by itself and is no new version.
  const reportIfWaiting = (worker: ServiceWorker | null) => {
    if (worker && worker.state === 'installed' && container.controller) onWaiting(worker);
  };
  reportIfWaiting(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => reportIfWaiting(installing));
  });
  container.addEventListener('controllerchange', onControllerChange);

  let lastCheck = now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || now() - lastCheck < updateCheckIntervalMs) return;
    lastCheck = now();
    registration.update().catch(() => undefined);
  });
  return registration;
}
