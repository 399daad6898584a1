export interface Answer {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

export const TUS = '/api/contributor/uploads/tus';
export const b64 = (value: string) => Buffer.from(value).toString('base64');

/** A tus 1.0 client over a real socket, as Uppy talks to the server; `base` answers the server's address when called. */
export function tusClient(base: () => string) {
  async function send(method: string, url: string, headers: Record<string, string>, body?: Buffer): Promise<Answer> {
    const response = await fetch(`${base()}${url}`, { method, headers, body: body ? new Uint8Array(body) : undefined });
    const answered: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      answered[name] = value;
    });
    return { statusCode: response.status, headers: answered, body: await response.text() };
  }

  function create(token: string | undefined, length: number, metadata: Record<string, string>) {
    return send('POST', TUS, {
      'tus-resumable': '1.0.0',
      'upload-length': String(length),
      'upload-metadata': Object.entries(metadata)
        .map(([key, value]) => `${key} ${b64(value)}`)
        .join(','),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    });
  }

  function patch(token: string, location: string, offset: number, bytes: Buffer) {
    return send(
      'PATCH',
      location,
      {
        'tus-resumable': '1.0.0',
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        authorization: `Bearer ${token}`,
      },
      bytes,
    );
  }

  const head = (token: string, location: string) => send('HEAD', location, { 'tus-resumable': '1.0.0', authorization: `Bearer ${token}` });
  return { send, create, patch, head };
}
