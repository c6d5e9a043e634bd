// A small HTTP client over node:http with one keep-alive agent: raw control over
// bodies and headers (malformed JSON, multipart, spoofed X-Forwarded-For), and
// fast enough for tens of thousands of fuzzing requests.
import http from 'node:http';
import { readFileSync } from 'node:fs';

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

/** What run.mjs wrote about the product instance under test (see lib/instance.mjs). */
export function loadContext() {
  const file = process.env.SECURITY_CONTEXT;
  if (!file) throw new Error('SECURITY_CONTEXT is not set: run the suite with `npm run test:security`.');
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * @param {string} baseUrl e.g. http://127.0.0.1:4600
 * @param {object} options method, path, headers, body (Buffer | string | object -> JSON), token (session cookie)
 * @returns {Promise<{status:number, headers:object, body:Buffer, text:string, json:()=>any}>}
 */
export async function request(baseUrl, options) {
  try {
    return await requestOnce(baseUrl, options);
  } catch (error) {
    // A kept-alive socket the server closed just as it was reused: the request never
    // reached the server, so it is sent again (the retry Node's documentation advises).
    if (error.reusedSocket && ['ECONNRESET', 'EPIPE'].includes(error.code)) return requestOnce(baseUrl, options);
    throw error;
  }
}

function requestOnce(baseUrl, { method = 'GET', path, headers = {}, body, token, timeoutMs = 30_000 }) {
  const url = new URL(path, baseUrl);
  let payload;
  const allHeaders = { ...headers };
  if (body !== undefined) {
    if (Buffer.isBuffer(body) || typeof body === 'string') payload = body;
    else {
      payload = JSON.stringify(body);
      allHeaders['content-type'] ??= 'application/json';
    }
    allHeaders['content-length'] = Buffer.byteLength(payload);
  }
  if (token) allHeaders.cookie = `treina_session=${token}`;
  return new Promise((resolve, reject) => {
    const req = http.request(
      { agent, host: url.hostname, port: url.port, method, path: url.pathname + url.search, headers: allHeaders, timeout: timeoutMs },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const buffer = Buffer.concat(chunks);
          const text = buffer.toString('utf8');
          resolve({
            status: res.statusCode,
            headers: res.headers,
            body: buffer,
            text,
            json: () => JSON.parse(text),
          });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`timeout after ${timeoutMs} ms: ${method} ${path}`)));
    req.on('error', (error) => {
      error.reusedSocket = req.reusedSocket;
      reject(error);
    });
    if (payload !== undefined) req.end(payload);
    else req.end();
  });
}

/** The treina_session value of a response's Set-Cookie, if any. */
export function sessionCookieOf(response) {
  const cookies = [].concat(response.headers['set-cookie'] ?? []);
  for (const cookie of cookies) {
    const match = /^treina_session=([^;]*)/.exec(cookie);
    if (match && match[1]) return { token: match[1], raw: cookie };
  }
  return undefined;
}

/** Logs in through the gateway; throws unless it answers 200 with a session cookie. */
export async function login(baseUrl, email, password) {
  const answer = await request(baseUrl, { method: 'POST', path: '/api/auth/login', body: { username: email, password } });
  const cookie = sessionCookieOf(answer);
  if (answer.status !== 200 || !cookie) throw new Error(`login as ${email} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  return { token: cookie.token, cookie: cookie.raw, user: answer.json() };
}

/** A logged-in API client: `call(method, path, body)` answers the raw response; `ok(...)` asserts 2xx and parses. */
export function client(baseUrl, token) {
  const call = (method, path, body, headers) => request(baseUrl, { method, path, body, token, headers });
  return {
    token,
    call,
    async ok(method, path, body) {
      const answer = await call(method, path, body);
      if (answer.status < 200 || answer.status > 299)
        throw new Error(`${method} ${path} answered ${answer.status}: ${answer.text.slice(0, 500)}`);
      return answer.text ? answer.json() : null;
    },
  };
}

/** Multipart body from parts `{ name, value }` or `{ name, filename, type, content }`. */
export function multipart(parts, boundary = `----treinaSecurity${Math.random().toString(16).slice(2)}`) {
  const chunks = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.filename !== undefined) head += `; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}`;
    chunks.push(Buffer.from(`${head}\r\n\r\n`, part.latin1 ? 'latin1' : 'utf8'));
    chunks.push(
      Buffer.isBuffer(part.content ?? part.value) ? (part.content ?? part.value) : Buffer.from(String(part.content ?? part.value)),
    );
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** Retries `check` until it returns a truthy value (or throws the last error) within `timeoutMs`. */
export async function eventually(check, { timeoutMs = 20_000, intervalMs = 250, what = 'condition' } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value) return value;
      lastError = undefined;
    } catch (error) {
      lastError = error;
    }
    await sleep(intervalMs);
  }
  throw lastError ?? new Error(`${what} not reached within ${timeoutMs} ms`);
}
