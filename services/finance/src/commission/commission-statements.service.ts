import { Inject, Injectable } from '@nestjs/common';
import {
  type CommissionRateOptions,
  type CommissionRateRow,
  type CommissionStatement,
  type CommissionStatements,
  moneyToCentavos,
} from '@treina/contracts';
import { type AuthenticatedUser, badRequest, conflict, PLATFORM_CONFIG, type PlatformConfig, todayIn } from '@treina/nest-platform';
import { commissionScope } from '../access.js';
import { type CommissionRate, type Month, parseMonth, repeatedRate, shown } from './commission-amounts.rules.js';
import { CommissionLedgerRepository } from './commission-ledger.repository.js';
import { CommissionLedger } from './commission-ledger.service.js';

const MSG_MONTH = 'Informe o mês (AAAA-MM).';
const MSG_CLOSED = 'Este mês já está fechado.';
const MSG_FUTURE = 'Só é possível fechar um mês que já começou.';

/** The sellers' rates and the monthly statements: what they read, how they change. */
@Injectable()
export class CommissionStatementsService {
  constructor(
    private readonly entries: CommissionLedgerRepository,
    private readonly ledger: CommissionLedger,
    @Inject(PLATFORM_CONFIG) private readonly platform: PlatformConfig,
  ) {}

  rates(): Promise<CommissionRateRow[]> {
    return this.entries.rates();
  }

  /** The rates editor's choices: the sellers and the trainings. */
  rateOptions(): Promise<CommissionRateOptions> {
    return this.entries.rateOptions();
  }

  /** Replaces the sellers' rates and recomputes the commissions of every seller whose rates changed. */
  async saveRates(rates: CommissionRate[]): Promise<CommissionRateRow[]> {
    const repeated = repeatedRate(rates);
    if (repeated) throw badRequest(repeated.message, [repeated]);
    await this.entries.transaction(async (db) => {
      const sellers = await this.entries.replaceRates(db, rates);
      if (sellers.length)
        await this.ledger.recompute(
          db,
          sellers.map((id_usuario) => ({ id_usuario })),
        );
    });
    return this.entries.rates();
  }

  /** The month's statements the user may see: a Vendas user their own, everyone else every seller's. */
  async statements(mesText: unknown, user: Pick<AuthenticatedUser, 'id_usuario' | 'id_tipo_usuario'>): Promise<CommissionStatements> {
    const mes = monthOrThrow(mesText);
    const scope = commissionScope(user);
    const lines = await this.entries.statementLines(mes, scope.kind === 'own-sales' ? scope.id_usuario_venda : null);
    const sellers = new Map<number, CommissionStatement & { cents: number }>();
    for (const line of lines) {
      if (line.id_usuario_venda === null) continue;
      let statement = sellers.get(line.id_usuario_venda);
      if (!statement) {
        statement = { id_usuario: line.id_usuario_venda, nome_vendedor: line.nome_vendedor, linhas: [], total: '0.00', cents: 0 };
        sellers.set(line.id_usuario_venda, statement);
      }
      statement.linhas.push({
        id_matricula: line.id_matricula,
        nome_aluno: line.nome_aluno,
        nome_treinamento: line.nome_treinamento,
        valor_base: line.valor_base,
        percentual: line.percentual,
        valor_comissao: line.valor_comissao,
        tipo: line.tipo,
      });
      statement.cents += moneyToCentavos(line.valor_comissao);
    }
    const vendedores = [...sellers.values()].map(({ cents, ...statement }) => ({ ...statement, total: shown(cents) }));
    return { mes, fechado: await this.entries.isClosed(mes), vendedores };
  }

  /** Closes a month that has begun: its lines never change again. 409 when closed already. */
  async close(mes: Month, user: AuthenticatedUser): Promise<CommissionStatements> {
    if (mes > todayIn(this.platform.schoolTimeZone).slice(0, 7)) throw badRequest(MSG_FUTURE, [{ field: 'mes', message: MSG_FUTURE }]);
    const closed = await this.entries.transaction((db) => this.entries.closeMonth(db, mes, user.id_usuario));
    if (!closed) throw conflict(MSG_CLOSED);
    return this.statements(mes, user);
  }
}

function monthOrThrow(value: unknown): Month {
  const month = parseMonth(value);
  if (!month) throw badRequest(MSG_MONTH, [{ field: 'mes', message: MSG_MONTH }]);
  return month;
}
