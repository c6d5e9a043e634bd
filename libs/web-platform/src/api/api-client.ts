import type { ApiError as ApiErrorBody } from '@treina/contracts';

/** Every API path lives under this same-origin prefix (the gateway proxies it). */
export const API_BASE = '/api';

export const GENERIC_ERROR_MESSAGE = 'Ocorreu um erro inesperado. Tente novamente.';
export const NETWORK_ERROR_MESSAGE = 'Não foi possível conectar ao servidor. Verifique sua conexão.';

/** A non-2xx answer of the API, carrying the Portuguese `statusMsg` the server sent. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly statusMsg: string;
  readonly body: Partial<ApiErrorBody> | null;

  constructor(status: number, statusMsg: string, body: Partial<ApiErrorBody> | null) {
    super(statusMsg);
    this.name = 'ApiRequestError';
    this.status = status;
    this.statusMsg = statusMsg;
    this.body = body;
  }

  /** Field-level messages of a 400 answer, if any. */
  get fieldErrors(): Array<{ field: string; message: string }> {
    return this.body?.errors ?? [];
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON unless it is FormData. */
  body?: unknown;
  /** Appended to the URL; null/undefined/'' values are left out. */
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /**
   * Do not run the global 401 handler for this call (the login call, whose 401 means
   * "wrong password", not "session expired").
   */
  skipUnauthorizedHandler?: boolean;
}

export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

type UnauthorizedHandler = (error: ApiRequestError) => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/**
 * The shell registers what a 401 means for the whole app (log out with the
 * "session expired" alert). Returns a function that removes the handler.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

export function buildApiUrl(path: string, query?: Record<string, QueryValue>): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  const url = clean.startsWith(`${API_BASE}/`) ? clean : `${API_BASE}${clean}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

function statusMsgOf(body: unknown, status: number): string {
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    if (typeof b.statusMsg === 'string' && b.statusMsg) return b.statusMsg;
    if (typeof b.message === 'string' && b.message) return b.message;
  }
  if (typeof body === 'string' && body && body.length < 300 && !body.trimStart().startsWith('<')) return body;
  if (status === 403) return 'Você não tem permissão para acessar este recurso.';
  if (status === 404) return 'Recurso não encontrado.';
  if (status === 401) return 'Sua sessão expirou. Faça login novamente!';
  return GENERIC_ERROR_MESSAGE;
}

/** Calls the API and returns the parsed body together with status and headers. */
export async function apiRequestWithResponse<T>(path: string, options: ApiRequestOptions = {}): Promise<ApiResponse<T>> {
  const { method = 'GET', body, query, signal, skipUnauthorizedHandler } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(buildApiUrl(path, query), {
      method,
      headers,
      body: payload,
      credentials: 'include',
      signal,
    });
  } catch (error) {
    if ((error as { name?: string })?.name === 'AbortError') throw error;
    throw new ApiRequestError(0, NETWORK_ERROR_MESSAGE, null);
  }
  const data = await readBody(response);
  if (!response.ok) {
    const error = new ApiRequestError(
      response.status,
      statusMsgOf(data, response.status),
      data && typeof data === 'object' ? (data as Partial<ApiErrorBody>) : null,
    );
    if (response.status === 401 && !skipUnauthorizedHandler && unauthorizedHandler) {
      unauthorizedHandler(error);
    }
    throw error;
  }
  return { data: data as T, status: response.status, headers: response.headers };
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  return (await apiRequestWithResponse<T>(path, options)).data;
}

/** The file name a Content-Disposition header gives (`filename="..."`), if any. */
export function dispositionFileName(disposition: string | null): string | null {
  const match = /filename="([^"]+)"/.exec(disposition ?? '') ?? /filename=([^;\s]+)/.exec(disposition ?? '');
  return match?.[1] ?? null;
}

/**
 * Downloads a file the API answers (a certificate PDF): saved under the name the server gives
 * (else `fallbackName`); a refusal throws the same ApiRequestError as any call, with the
 * server's Portuguese `statusMsg`. Returns the answer's headers (e.g. a verification code).
 */
export async function apiDownload(path: string, fallbackName: string): Promise<Headers> {
  let response: Response;
  try {
    response = await fetch(buildApiUrl(path), { credentials: 'include', headers: { Accept: 'application/pdf, application/json' } });
  } catch {
    throw new ApiRequestError(0, NETWORK_ERROR_MESSAGE, null);
  }
  if (!response.ok) {
    const data = await readBody(response);
    const error = new ApiRequestError(
      response.status,
      statusMsgOf(data, response.status),
      data && typeof data === 'object' ? (data as Partial<ApiErrorBody>) : null,
    );
    if (response.status === 401 && unauthorizedHandler) unauthorizedHandler(error);
    throw error;
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = dispositionFileName(response.headers.get('content-disposition')) ?? fallbackName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return response.headers;
}

type BodylessOptions = Omit<ApiRequestOptions, 'method' | 'body'>;

/** Thin verbs over {@link apiRequest}; paths are relative to `/api`. */
export const api = {
  get: <T>(path: string, options?: BodylessOptions) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: BodylessOptions) => apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: BodylessOptions) => apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: BodylessOptions) => apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: BodylessOptions) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/**
 * The Portuguese text to show for a failed call: the server's `statusMsg` when it sent
 * one, otherwise `fallback` (the screen's own message) or a generic text.
 */
export function errorMessage(error: unknown, fallback?: string): string {
  if (error instanceof ApiRequestError) {
    const hasServerText = !!error.body && typeof error.body.statusMsg === 'string' && !!error.body.statusMsg;
    if (hasServerText) return error.statusMsg;
    return fallback ?? error.statusMsg;
  }
  return fallback ?? GENERIC_ERROR_MESSAGE;
}

/**
 * For screens whose own message is generic ('Ocorreu um erro ao atualizar o usuário'):
 * the server's own text when it refused the request (4xx, e.g. "e-mail já cadastrado"),
 * the screen's message otherwise (server or network failure).
 */
export function refusalOr(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500 && error.body?.statusMsg) {
    return error.statusMsg;
  }
  return fallback;
}

export function isApiError(error: unknown, status?: number): error is ApiRequestError {
  return error instanceof ApiRequestError && (status === undefined || error.status === status);
}
