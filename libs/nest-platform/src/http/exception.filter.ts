import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException } from '@nestjs/common';
import type { ApiError } from '@treina/contracts';
import type { Response } from 'express';
import { JsonLogger } from '../logging/json-logger.js';
import { DEFAULT_STATUS_MESSAGES } from './api-error.js';

/** PostgreSQL error codes that are the caller's fault or a passing outage, not a bug. */
const PG_STATUS: Record<string, { status: number; msg: string }> = {
  '23505': { status: 409, msg: 'Já existe um registro com estes dados.' },
  '23503': { status: 409, msg: 'O registro está em uso ou referencia um registro inexistente.' },
  '22P02': { status: 400, msg: 'Valor com formato inválido.' },
  '22021': { status: 400, msg: 'Texto com caracteres inválidos.' },
  '22001': { status: 400, msg: 'Texto maior que o permitido.' },
  '22003': { status: 400, msg: 'Número fora do intervalo permitido.' },
  '22007': { status: 400, msg: 'Data inválida.' },
  '22008': { status: 400, msg: 'Data fora do intervalo permitido.' },
  '57P01': { status: 503, msg: DEFAULT_STATUS_MESSAGES[503]! },
  '57P03': { status: 503, msg: DEFAULT_STATUS_MESSAGES[503]! },
};
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND']);

/** Maps any error to the API's error shape; never sends a stack trace. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  constructor(private readonly logger: JsonLogger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw exception;
    const response = host.switchToHttp().getResponse<Response>();
    const body = this.toApiError(exception);
    if (body.statusCode === 503) {
      this.logger.emit('warn', 'request failed: dependency unavailable', {
        status: 503,
        error: exception instanceof Error ? exception.message : String(exception),
      });
    } else if (body.statusCode >= 500) {
      this.logger.emit('error', 'request failed', {
        status: body.statusCode,
        error: exception instanceof Error ? exception.message : String(exception),
        stack: exception instanceof Error ? exception.stack : undefined,
      });
    }
    if (response.headersSent) return;
    response.status(body.statusCode).json(body);
  }

  toApiError(exception: unknown): ApiError {
    // Nest wraps body-parser errors in an HttpException whose cause keeps their type.
    const parserError = (exception instanceof HttpException ? exception.cause : exception) as { type?: string } | undefined;
    if (parserError?.type === 'entity.parse.failed') return this.plain(400, 'O corpo da requisição não é um JSON válido.');
    if (parserError?.type === 'entity.too.large') return this.plain(413);
    if (parserError?.type === 'encoding.unsupported' || parserError?.type === 'charset.unsupported') return this.plain(415);
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const answer = exception.getResponse();
      if (typeof answer === 'object' && answer !== null && 'statusMsg' in answer) return answer as ApiError;
      return this.plain(status);
    }
    const error = exception as { status?: number; code?: string; driverError?: { code?: string } };
    if (typeof error?.status === 'number' && error.status >= 400 && error.status < 500) return this.plain(error.status);
    const pgCode = error?.driverError?.code ?? error?.code;
    if (pgCode && PG_STATUS[pgCode]) return this.plain(PG_STATUS[pgCode].status, PG_STATUS[pgCode].msg);
    if (pgCode && UNAVAILABLE_CODES.has(pgCode)) return this.plain(503);
    if (
      exception instanceof Error &&
      /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect/i.test(exception.message)
    ) {
      return this.plain(503);
    }
    return this.plain(500);
  }

  private plain(status: number, msg = DEFAULT_STATUS_MESSAGES[status] ?? DEFAULT_STATUS_MESSAGES[500]!): ApiError {
    return { statusCode: status, statusMsg: msg, message: msg };
  }
}
