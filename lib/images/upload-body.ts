import 'server-only';

/**
 * A request body of at most `limit` bytes, or 'tooLarge' as soon as it passes the limit (a
 * declared Content-Length over it is refused before a byte is read), or 'empty'.
 */
export async function boundedBody(
  request: Request,
  limit: number,
): Promise<Uint8Array | 'tooLarge' | 'empty'> {
  const declared = Number(request.headers.get('content-length') ?? 'NaN');
  if (Number.isFinite(declared) && declared > limit) return 'tooLarge';
  if (!request.body) return 'empty';
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      return 'tooLarge';
    }
    chunks.push(value);
  }
  if (total === 0) return 'empty';
  const body = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}
