import { serviceWorkerPath } from '@/lib/routing';
import { registerServiceWorker, updateCheckIntervalMs } from './register';

class FakeWorker extends EventTarget {
  constructor(public state: ServiceWorkerState) {
    super();
  }
  becomes(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  update = jest.fn(async () => undefined);
  startsInstalling(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

function setup({ controlled = true, fails = false } = {}) {
  const registration = new FakeRegistration();
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? new FakeWorker('activated') : null,
    register: jest.fn(async () => {
      if (fails) throw new TypeError('Failed to register a ServiceWorker');
      return registration;
    }),
  });
  const document = Object.assign(new EventTarget(), { visibilityState: 'visible' });
  let time = 0;
  const env = {
    container: container as unknown as ServiceWorkerContainer,
    document: document as unknown as Document,
    log: jest.fn(),
    now: () => time,
  };
  const callbacks = { onWaiting: jest.fn(), onControllerChange: jest.fn() };
  const advance = (ms: number) => (time += ms);
  return { registration, container, document, env, callbacks, advance };
}

describe('service worker registration', () => {
  it('registers /sw.js for the whole site', async () => {
    const { container, env, callbacks } = setup();
    await registerServiceWorker(callbacks, env);
    expect(serviceWorkerPath).toBe('/sw.js');
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('only logs a failed registration', async () => {
    const { container, env, callbacks } = setup({ fails: true });
    const listen = jest.spyOn(container, 'addEventListener');
    await expect(registerServiceWorker(callbacks, env)).resolves.toBeNull();
    expect(env.log).toHaveBeenCalledWith(
      'Service worker registration failed:',
      expect.any(TypeError),
    );
    expect(listen).not.toHaveBeenCalled();
    expect(callbacks.onWaiting).not.toHaveBeenCalled();
  });

  it('reports a new version that was already waiting when the page loaded', async () => {
    const { registration, env, callbacks } = setup();
    registration.waiting = new FakeWorker('installed');
    await registerServiceWorker(callbacks, env);
    expect(callbacks.onWaiting).toHaveBeenCalledWith(registration.waiting);
  });

  it('reports a new version once it has installed', async () => {
    const { registration, env, callbacks } = setup();
    await registerServiceWorker(callbacks, env);
    const worker = new FakeWorker('installing');
    registration.startsInstalling(worker);
    expect(callbacks.onWaiting).not.toHaveBeenCalled();
    worker.becomes('installed');
    expect(callbacks.onWaiting).toHaveBeenCalledWith(worker);
    // A second deploy while the page stays open is reported too.
    const newer = new FakeWorker('installing');
    registration.startsInstalling(newer);
    newer.becomes('installed');
    expect(callbacks.onWaiting).toHaveBeenLastCalledWith(newer);
  });

  it('does not call the very first install a new version', async () => {
    const { registration, env, callbacks } = setup({ controlled: false });
    await registerServiceWorker(callbacks, env);
    const worker = new FakeWorker('installing');
    registration.startsInstalling(worker);
    worker.becomes('installed');
    worker.becomes('activated');
    expect(callbacks.onWaiting).not.toHaveBeenCalled();
  });

  it('passes on a change of controlling worker', async () => {
    const { container, env, callbacks } = setup();
    await registerServiceWorker(callbacks, env);
    container.dispatchEvent(new Event('controllerchange'));
    expect(callbacks.onControllerChange).toHaveBeenCalledTimes(1);
  });

  it('looks for a new version when a long-open page is shown again, at most hourly', async () => {
    const { registration, document, env, callbacks, advance } = setup();
    await registerServiceWorker(callbacks, env);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(registration.update).not.toHaveBeenCalled();
    advance(updateCheckIntervalMs);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(registration.update).toHaveBeenCalledTimes(1);
    advance(60_000);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(registration.update).toHaveBeenCalledTimes(1);
  });
});
