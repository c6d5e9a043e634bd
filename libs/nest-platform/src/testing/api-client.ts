import { SESSION_COOKIE } from '@treina/contracts';

/**
 * One HTTP answer: status, body and headers. The body is parsed JSON when it is JSON,
 * the bytes (a Buffer) when its content-type is neither JSON nor text (a file), the text otherwise.
 */
export interface Answer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface ApiCallOptions {
  /** A body sent as it is (with content-type application/json unless `headers` says otherwise). */
  raw?: string;
  /** A multipart body (fetch sets its content-type). */
  form?: FormData;
  headers?: Record<string, string>;
}

/**
 * A browser-like client of one service: sends the session cookie (a token given up
 * front, or whatever a `set-cookie` answer last set) and keeps it between calls.
 */
export class ApiClient {
  cookie?: string;

  constructor(
    private readonly baseUrl: string,
    token?: string,
  ) {
    if (token) this.cookie = `${SESSION_COOKIE}=${token}`;
  }

  async call<T = any>(method: string, path: string, body?: unknown, init: ApiCallOptions = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...init.headers };
    if (this.cookie) headers.cookie = this.cookie;
    if (body !== undefined || init.raw !== undefined) headers['content-type'] ??= 'application/json';
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: init.form ?? init.raw ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) {
      const pair = setCookie.split(';')[0]!;
      this.cookie = pair.endsWith('=') ? undefined : pair;
    }
    return { status: response.status, body: (await bodyOf(response)) as T, headers: response.headers };
  }

  get<T = any>(path: string) {
    return this.call<T>('GET', path);
  }

  post<T = any>(path: string, body?: unknown) {
    return this.call<T>('POST', path, body);
  }

  put<T = any>(path: string, body?: unknown) {
    return this.call<T>('PUT', path, body);
  }

  patch<T = any>(path: string, body?: unknown) {
    return this.call<T>('PATCH', path, body);
  }

  delete<T = any>(path: string) {
    return this.call<T>('DELETE', path);
  }

  upload<T = any>(path: string, form: FormData) {
    return this.call<T>('POST', path, undefined, { form });
  }
}

async function bodyOf(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (type && !/json|^text\//.test(type)) return Buffer.from(await response.arrayBuffer());
  const text = await response.text();
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}
