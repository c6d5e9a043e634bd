import { type CanActivate, type ExecutionContext, Inject, Injectable, type RawBodyRequest } from '@nestjs/common';
import { ApiException, unauthorized } from '@treina/nest-platform';
import type { Request } from 'express';
import { financeConfig, type FinanceConfig } from '../config/finance.config.js';
import { SIGNATURE_HEADER, validSignature } from './webhook-signature.js';

const MSG_BAD_SIGNATURE = 'Assinatura do aviso de pagamento ausente ou inválida.';
const MSG_NOT_CONFIGURED = 'O recebimento de avisos de PIX não está configurado.';

/** A PIX notice is taken only with a valid signature of its exact bytes; checked before the body is validated. */
@Injectable()
export class PixSignatureGuard implements CanActivate {
  constructor(@Inject(financeConfig.KEY) private readonly config: FinanceConfig) {}

  canActivate(context: ExecutionContext): boolean {
    if (!this.config.pixWebhookSecret) throw new ApiException(503, MSG_NOT_CONFIGURED);
    const request = context.switchToHttp().getRequest<RawBodyRequest<Request>>();
    const header = request.headers[SIGNATURE_HEADER];
    if (!request.rawBody || !validSignature(this.config.pixWebhookSecret, request.rawBody, Array.isArray(header) ? header[0] : header))
      throw unauthorized(MSG_BAD_SIGNATURE);
    return true;
  }
}
