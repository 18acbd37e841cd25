import { randomUUID } from 'node:crypto';
import { imageFileResponse } from './file-response';
import { signUploadTicket, uploadTicketSeconds, verifyUploadTicket } from './upload-ticket';
import { boundedBody } from './upload-body';

// The embedded upload route's parts: a ticket is good for one user, one path and a short time;
// a body is cut off past its limit (declared or counted); a public file is answered with its exact
// type, nosniff and a year's immutable caching, and any other name is a 404.

const key = 'k'.repeat(64);
const user = randomUUID();
const path = randomUUID();

describe('upload tickets', () => {
  const ticket = signUploadTicket(key, path, user, 1_000_000);
  const query = (changes: Partial<typeof ticket> = {}) => ({ ...ticket, ...changes });

  it('grant their path to their user until they expire', () => {
    expect(verifyUploadTicket(key, query(), user, 1_000_000)).toBe(path);
    const late = 1_000_000 + (uploadTicketSeconds + 1) * 1000;
    expect(verifyUploadTicket(key, query(), user, late)).toBeNull();
  });

  it('grant nothing to another user, another path, a changed expiry or another key', () => {
    expect(verifyUploadTicket(key, query(), randomUUID(), 1_000_000)).toBeNull();
    expect(verifyUploadTicket(key, query({ path: randomUUID() }), user, 1_000_000)).toBeNull();
    expect(
      verifyUploadTicket(key, query({ expires: String(Number(ticket.expires) + 3600) }), user, 0),
    ).toBeNull();
    expect(verifyUploadTicket('other', query(), user, 1_000_000)).toBeNull();
    expect(verifyUploadTicket(key, query({ path: '../../etc/passwd' }), user, 0)).toBeNull();
    expect(verifyUploadTicket(key, { path, expires: null, signature: null }, user, 0)).toBeNull();
  });
});

describe('boundedBody', () => {
  const put = (body: Uint8Array, headers: Record<string, string> = {}) =>
    new Request('https://x.example/api/images/upload', {
      method: 'PUT',
      body: body as BodyInit,
      headers,
    });

  it('takes a body within the limit', async () => {
    expect(await boundedBody(put(new Uint8Array([1, 2, 3])), 3)).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('refuses a body past the limit, declared or counted', async () => {
    expect(await boundedBody(put(new Uint8Array(4), { 'content-length': '4' }), 3)).toBe(
      'tooLarge',
    );
    const undeclared = new Request('https://x.example/', {
      method: 'PUT',
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new Uint8Array(2));
          controller.enqueue(new Uint8Array(2));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(await boundedBody(undeclared, 3)).toBe('tooLarge');
    expect(await boundedBody(put(new Uint8Array(0)), 3)).toBe('empty');
  });
});

describe('imageFileResponse', () => {
  const name = `${'a'.repeat(64)}-640.avif`;

  it('answers a public file with its type, nosniff and immutable caching', () => {
    const response = imageFileResponse(name, new Uint8Array([1]));
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'image/avif',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
    });
  });

  it('answers 404 for a missing file or a name the site does not give', () => {
    expect(imageFileResponse(name, null).status).toBe(404);
    for (const other of [
      'x.svg',
      `${'a'.repeat(64)}-640.svg`,
      '../secrets',
      `${'a'.repeat(63)}-640.webp`,
    ])
      expect(imageFileResponse(other, new Uint8Array([1])).status).toBe(404);
  });
});
