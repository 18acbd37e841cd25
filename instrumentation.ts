/** Runs once when a server process starts: reports what is missing, then opens the backend. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build')
    return;
  const [{ reportConfiguration }, { startBackend }] = await Promise.all([
    import('@/lib/startup'),
    import('@/lib/backend'),
  ]);
  reportConfiguration();
  await startBackend();
}
