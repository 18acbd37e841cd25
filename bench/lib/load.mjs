// HTTP load through autocannon's Node API. Targets are loopback servers started by the
// benchmark; each run is bounded by its duration.
import autocannon from 'autocannon';

/** The figures the report keeps from one autocannon result; errors count every failed request. */
export function summarizeLoad(result) {
  const non2xx = result.non2xx ?? 0;
  const errors = result.errors ?? 0;
  const timeouts = result.timeouts ?? 0;
  return {
    rps: result.requests?.average ?? null,
    p50: result.latency?.p50 ?? null,
    p99: result.latency?.p99 ?? null,
    requests: result.requests?.total ?? null,
    ok2xx: result['2xx'] ?? null,
    non2xx,
    // autocannon counts timeouts among its errors too; report them apart, count them once.
    socketErrors: Math.max(0, errors - timeouts),
    timeouts,
    errors: errors + non2xx,
  };
}

/** One autocannon run against `url`. */
export async function runLoad(url, { connections, seconds }) {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 10,
    // Follows no redirect: an alias must answer 200 itself (a rewrite), or it counts as non-2xx.
  });
  return summarizeLoad(result);
}

/** A short unrecorded run first (JIT, caches, the embedded store's first query), then the measured one. */
export async function measureLoad(url, { connections, seconds, warmupSeconds }) {
  if (warmupSeconds > 0) await runLoad(url, { connections, seconds: warmupSeconds });
  return runLoad(url, { connections, seconds });
}
