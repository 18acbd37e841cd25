import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';

// The codes an authenticator app would show, computed with the same library the server checks
// them with. The server accepts a code once, and two workers may sign the same account in at
// once (the sign-in specs share their accounts), so a code is taken through a file created
// exclusively per account and 30-second step: the worker that creates it gives that step's code.
// The server also accepts the next step's code (a phone's clock a little ahead), so that step is
// the second choice; when both are taken the worker waits for the next step, as a person would
// wait for the app's next code.

const stepMs = 30_000;

/** The account's TOTP at the current time, and the 30-second step it belongs to. */
export function codeNow(secret: string): { code: string; step: number } {
  const now = Date.now();
  return {
    code: new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: now }),
    step: Math.floor(now / stepMs),
  };
}

const claims = () =>
  path.join(process.cwd(), '.data', 'e2e-sessions', `${process.env.E2E_RUN_ID ?? 'run'}-codes`);

/** Whether this process is the first of the run to take `step` of the account with `secret`. */
function claimStep(secret: string, step: number): boolean {
  const folder = claims();
  mkdirSync(folder, { recursive: true });
  const account = createHash('sha256').update(secret).digest('hex').slice(0, 16);
  try {
    closeSync(openSync(path.join(folder, `${account}-${step}`), 'wx'));
    return true;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const codeAt = (secret: string, step: number) => ({
  code: new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: step * stepMs }),
  step,
});

/**
 * A code of the account nobody in this run has given yet, that the server accepts now: the
 * current step's or the next one's when free, else one of a later step, after waiting for it.
 */
export async function unusedCode(secret: string): Promise<{ code: string; step: number }> {
  for (;;) {
    const { step } = codeNow(secret);
    for (const free of [step, step + 1]) if (claimStep(secret, free)) return codeAt(secret, free);
    await sleep((step + 1) * stepMs - Date.now() + 250);
  }
}
