import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { api, apiDownload, ApiRequestError, buildApiUrl, dispositionFileName, errorMessage, setUnauthorizedHandler } from './api-client';

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

afterEach(() => {
  jest.restoreAllMocks();
  setUnauthorizedHandler(null);
});

describe('api client', () => {
  it('calls the same-origin /api with credentials and JSON', async () => {
    const fetchMock = jest.fn<typeof fetch>().mockResolvedValue(answer(200, [{ id: 1 }]));
    jest.spyOn(globalThis, 'fetch').mockImplementation(fetchMock as unknown as typeof fetch);
    await expect(api.post('/user', { nome: 'Ana' })).resolves.toEqual([{ id: 1 }]);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/user');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"nome":"Ana"}' });
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('builds query strings without empty values', () => {
    expect(buildApiUrl('users', { usersIds: '1,2', q: '', x: undefined })).toBe('/api/users?usersIds=1%2C2');
    expect(buildApiUrl('/api/auth/me')).toBe('/api/auth/me');
  });

  it('throws the server statusMsg on errors', async () => {
    jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(jest.fn<typeof fetch>().mockResolvedValue(answer(403, { statusCode: 403, statusMsg: 'Acesso negado.' })));
    const error = await api.get('/user').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).status).toBe(403);
    expect(errorMessage(error, 'outra')).toBe('Acesso negado.');
  });

  it('uses the fallback text when the server sent none', async () => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(jest.fn<typeof fetch>().mockResolvedValue(new Response('boom', { status: 500 })));
    const error = await api.get('/user').catch((e: unknown) => e);
    expect(errorMessage(error, 'Ocorreu um erro ao atualizar o usuário')).toBe('Ocorreu um erro ao atualizar o usuário');
  });

  it('runs the 401 handler, except for calls that opt out (login)', async () => {
    const handler = jest.fn();
    setUnauthorizedHandler(handler);
    jest.spyOn(globalThis, 'fetch').mockImplementation(jest.fn(async () => answer(401, { statusMsg: 'Sessão inválida' })));
    await api.get('/user').catch(() => undefined);
    expect(handler).toHaveBeenCalledTimes(1);
    await api.post('/auth/login', {}, { skipUnauthorizedHandler: true }).catch(() => undefined);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('reports a network failure in Portuguese', async () => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(jest.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await api.get('/user').catch((e: unknown) => e);
    expect(errorMessage(error)).toMatch(/Não foi possível conectar/);
  });
});

describe('apiDownload', () => {
  it('reads the file name a Content-Disposition gives', () => {
    expect(dispositionFileName('attachment; filename="certificado-ABCD-EFGH-JKMN.pdf"')).toBe('certificado-ABCD-EFGH-JKMN.pdf');
    expect(dispositionFileName(null)).toBeNull();
  });

  it('throws the server’s Portuguese refusal instead of saving it as a file', async () => {
    jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        answer(409, { statusCode: 409, statusMsg: 'O certificado só pode ser emitido depois que a turma for finalizada.' }),
      );
    const failure = await apiDownload('/classes/1/certificates/2', 'certificado.pdf').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect((failure as ApiRequestError).status).toBe(409);
    expect((failure as ApiRequestError).statusMsg).toBe('O certificado só pode ser emitido depois que a turma for finalizada.');
  });
});
