import { Body, Controller, Get, Put } from '@nestjs/common';
import type { FinanceSettings } from '@treina/contracts';
import { badRequest, RequirePermission } from '@treina/nest-platform';
import { EDIT_FINANCE_SETTINGS, SEE_CHARGES } from '../access.js';
import { ChargeRepository } from './charge.repository.js';
import { FinanceSettingsDto } from './dto/charge.dto.js';
import { pixCopiaECola, txidOf } from './pix-code.js';

const MSG_INCOMPLETE = 'Para receber por PIX, informe a chave, o nome do recebedor e a cidade.';
const MSG_INVALID_KEY = 'Não foi possível gerar um código PIX com estes dados: confira a chave PIX.';

@Controller('finance-settings')
export class FinanceSettingsController {
  constructor(private readonly charges: ChargeRepository) {}

  /** GET /api/finance-settings: who receives the PIX payments. */
  @Get()
  @RequirePermission(SEE_CHARGES, EDIT_FINANCE_SETTINGS)
  read(): Promise<FinanceSettings> {
    return this.charges.settings();
  }

  /** PUT /api/finance-settings: an empty key turns PIX codes off; a key needs a name and a city, and must make a valid code. */
  @Put()
  @RequirePermission(EDIT_FINANCE_SETTINGS)
  async save(@Body() body: FinanceSettingsDto): Promise<FinanceSettings> {
    const settings = { chave_pix: body.chave_pix.trim(), nome_recebedor: body.nome_recebedor.trim(), cidade: body.cidade.trim() };
    if (settings.chave_pix && (!settings.nome_recebedor || !settings.cidade)) throw badRequest(MSG_INCOMPLETE);
    if (settings.chave_pix && !pixCopiaECola(settings, { txid: txidOf(1), valor: 100 })) throw badRequest(MSG_INVALID_KEY);
    await this.charges.saveSettings(settings);
    return this.charges.settings();
  }
}
