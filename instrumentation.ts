/**
 * Runs once when a server process starts: reports what is missing, opens the backend, then starts
 * the timers that work with no request (outbox retries).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build')
    return;
  const { offerRefusalPage, reportConfiguration, startBackend, startBackgroundWork } =
    await import('@/lib/startup');
  offerRefusalPage();
  reportConfiguration();
  await startBackend();
  await startBackgroundWork();
}
