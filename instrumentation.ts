/** Runs once when a server process starts: reports and opens the backend. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build')
    return;
  const { startBackend } = await import('@/lib/backend');
  await startBackend();
}
