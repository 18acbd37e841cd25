// Where a spec's requests come from, as the server reads it. The e2e server trusts one proxy hop
// (TRUSTED_PROXY_HOPS=1 in playwright.config.ts), so the right-most X-Forwarded-For entry a test
// sends is its client address. The public forms allow a few posts per client address and hour or
// day (lib/forms/server.ts): without an address of its own, every spec that posts one would share
// a single budget across the whole run, and the run's order would decide which spec is refused.
// Each spec that posts a public form takes its own address here (documentation ranges, RFC 5737);
// every other request comes from `everybody`.

const addresses = {
  everybody: '192.0.2.1',
  forms: '198.51.100.1',
  contactSummary: '198.51.100.2',
  careerSummary: '198.51.100.3',
  careerDocx: '198.51.100.4',
  hostile: '198.51.100.5',
  outbox: '198.51.100.6',
  inbox: '198.51.100.7',
  conflict: '198.51.100.8',
  replies: '198.51.100.9',
  export: '198.51.100.10',
  retention: '198.51.100.21',
  privacy: '198.51.100.31',
  dataRequests: '198.51.100.11',
} as const;

/** The `use` options that make a spec's requests come from its own address. */
export const speakFrom = (spec: keyof typeof addresses) => ({
  extraHTTPHeaders: { 'x-forwarded-for': addresses[spec] },
});
