import http from 'node:http';

export type RawResponse = {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Every value of a header the server sent, in order (a policy may be sent twice). */
  all: (name: string) => string[];
  body: string;
};

/**
 * A request with `path` sent exactly as written: browsers and Playwright's request client
 * resolve dot segments ("/admin/.") and may re-encode escapes before anything leaves, so paths
 * that only a hand-made request can send go through here.
 */
export function rawRequest(
  baseURL: string,
  path: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const raw = response.rawHeaders;
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          all: (name) => {
            const values: string[] = [];
            for (let i = 0; i + 1 < raw.length; i += 2)
              if (raw[i]!.toLowerCase() === name) values.push(raw[i + 1]!);
            return values;
          },
          body: Buffer.concat(chunks).toString('utf8'),
        });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}
