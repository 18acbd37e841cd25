import {
  createInstallPrompt,
  installButtonLifetimeMs,
  type BeforeInstallPromptEvent,
} from './install-prompt';

function offerEvent() {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as BeforeInstallPromptEvent;
  const prompt = jest.fn(async () => ({ outcome: 'accepted' }));
  event.prompt = prompt;
  return { event, prompt };
}

describe('install button', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows when the browser offers installation, and keeps the prompt for itself', () => {
    const install = createInstallPrompt({ isInstalled: () => false });
    const { event } = offerEvent();
    expect(install.isVisible()).toBe(false);
    install.offered(event);
    expect(install.isVisible()).toBe(true);
    expect(event.defaultPrevented).toBe(true);
  });

  it('goes by itself after 15 seconds, not before', () => {
    expect(installButtonLifetimeMs).toBe(15_000);
    const install = createInstallPrompt({ isInstalled: () => false });
    const changes = jest.fn();
    install.subscribe(changes);
    install.offered(offerEvent().event);
    jest.advanceTimersByTime(14_999);
    expect(install.isVisible()).toBe(true);
    jest.advanceTimersByTime(1);
    expect(install.isVisible()).toBe(false);
    expect(changes).toHaveBeenCalledTimes(2);
  });

  it('goes when closed, without opening the browser prompt', async () => {
    const install = createInstallPrompt({ isInstalled: () => false });
    const { event, prompt } = offerEvent();
    install.offered(event);
    install.dismiss();
    expect(install.isVisible()).toBe(false);
    await install.install();
    expect(prompt).not.toHaveBeenCalled();
  });

  it('opens the browser prompt once on click and goes', async () => {
    const install = createInstallPrompt({ isInstalled: () => false });
    const { event, prompt } = offerEvent();
    install.offered(event);
    jest.advanceTimersByTime(5_000);
    await install.install();
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(install.isVisible()).toBe(false);
    // A used prompt cannot open again, and the timer no longer runs.
    await install.install();
    expect(prompt).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(20_000);
    expect(install.isVisible()).toBe(false);
  });

  it('survives a prompt the browser refuses to open', async () => {
    const install = createInstallPrompt({ isInstalled: () => false });
    const { event, prompt } = offerEvent();
    prompt.mockRejectedValueOnce(new DOMException('not allowed', 'NotAllowedError'));
    install.offered(event);
    await expect(install.install()).resolves.toBeUndefined();
    expect(install.isVisible()).toBe(false);
  });

  it('never shows when the site already runs installed', () => {
    const install = createInstallPrompt({ isInstalled: () => true });
    const { event } = offerEvent();
    install.offered(event);
    expect(install.isVisible()).toBe(false);
    expect(event.defaultPrevented).toBe(false);
  });

  it('goes once the site is installed from the browser menu', () => {
    const install = createInstallPrompt({ isInstalled: () => false });
    install.offered(offerEvent().event);
    install.installed();
    expect(install.isVisible()).toBe(false);
  });

  it('waits while the pointer or focus is on it, then takes the time that was left', () => {
    const install = createInstallPrompt({ isInstalled: () => false });
    install.offered(offerEvent().event);
    jest.advanceTimersByTime(10_000);
    install.hold();
    jest.advanceTimersByTime(60_000);
    expect(install.isVisible()).toBe(true);
    install.release();
    jest.advanceTimersByTime(4_999);
    expect(install.isVisible()).toBe(true);
    jest.advanceTimersByTime(1);
    expect(install.isVisible()).toBe(false);
  });

  it('stays held until both pointer and focus have left', () => {
    const install = createInstallPrompt({ isInstalled: () => false });
    install.offered(offerEvent().event);
    install.hold();
    install.hold();
    install.release();
    jest.advanceTimersByTime(30_000);
    expect(install.isVisible()).toBe(true);
    install.release();
    jest.advanceTimersByTime(15_000);
    expect(install.isVisible()).toBe(false);
  });

  it('restarts its 15 seconds when the browser offers again', () => {
    const install = createInstallPrompt({ isInstalled: () => false });
    install.offered(offerEvent().event);
    jest.advanceTimersByTime(15_000);
    expect(install.isVisible()).toBe(false);
    install.offered(offerEvent().event);
    jest.advanceTimersByTime(14_000);
    expect(install.isVisible()).toBe(true);
  });
});
