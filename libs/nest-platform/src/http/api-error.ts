import { HttpException } from '@nestjs/common';
import type { ApiError } from '@treina/contracts';

/** Portuguese text for each status when the thrower gave none of its own. */
export const DEFAULT_STATUS_MESSAGES: Record<number, string> = {
  400: 'Requisição inválida.',
  401: 'Não autenticado. Faça login novamente.',
  403: 'Você não tem permissão para realizar esta ação.',
  404: 'Registro não encontrado.',
  405: 'Método não permitido.',
  409: 'A operação conflita com o estado atual do registro.',
  413: 'A requisição é grande demais.',
  415: 'Tipo de conteúdo não suportado.',
  429: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
  500: 'Ocorreu um erro interno. Tente novamente mais tarde.',
  503: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
};

/**
 * The one way our code answers an error: a status and the Portuguese message the
 * user sees (`statusMsg`), optionally with per-field messages.
 */
export class ApiException extends HttpException {
  constructor(status: number, statusMsg: string, errors?: ApiError['errors']) {
    const body: ApiError = { statusCode: status, statusMsg, message: statusMsg, ...(errors ? { errors } : {}) };
    super(body, status);
  }
}

export const badRequest = (msg: string, errors?: ApiError['errors']) => new ApiException(400, msg, errors);
export const unauthorized = (msg = DEFAULT_STATUS_MESSAGES[401]!) => new ApiException(401, msg);
export const forbidden = (msg = DEFAULT_STATUS_MESSAGES[403]!) => new ApiException(403, msg);
export const notFound = (msg = DEFAULT_STATUS_MESSAGES[404]!) => new ApiException(404, msg);
export const conflict = (msg: string) => new ApiException(409, msg);
