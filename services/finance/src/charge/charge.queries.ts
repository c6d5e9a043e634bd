import { Inject, Injectable } from '@nestjs/common';
import { type ChargeRow, type EnrolmentCharges, type FinanceSettings, moneyToCentavos, UserType } from '@treina/contracts';
import {
  type AuthenticatedUser,
  forbidden,
  type ListQuery,
  notFound,
  type Page,
  PLATFORM_CONFIG,
  type PlatformConfig,
  todayIn,
} from '@treina/nest-platform';
import QRCode from 'qrcode';
import { mayReadCharge, mayReadClassCharges } from '../access.js';
import { MSG_CHARGE_NOT_FOUND } from './charge.commands.js';
import { ChargeRepository, type ListedCharge } from './charge.repository.js';
import { enrolmentChargeState } from './charge.rules.js';
import { pixCopiaECola } from './pix-code.js';

const MSG_STUDENTS_ONLY = 'Esta página mostra as cobranças do aluno que entrou no sistema.';
const MSG_NO_PIX = 'Esta cobrança não pode ser paga por PIX agora.';

/** What the screens read: the charges list, a student's own, PIX codes, the overdue and the month's figures. */
@Injectable()
export class ChargeQueries {
  constructor(
    private readonly charges: ChargeRepository,
    @Inject(PLATFORM_CONFIG) private readonly platform: PlatformConfig,
  ) {}

  private today(): string {
    return todayIn(this.platform.schoolTimeZone);
  }

  async list(query: ListQuery): Promise<Page<ChargeRow>> {
    const [page, settings] = await Promise.all([this.charges.list(query, this.today()), this.charges.settings()]);
    return { ...page, rows: page.rows.map((row) => withPix(row, settings)) };
  }

  /** Each enrolment of a class with where its charges stand (the class form shows it beside the entry). */
  async ofClass(id_turma: number, user: AuthenticatedUser): Promise<EnrolmentCharges[]> {
    if (!mayReadClassCharges(user)) throw forbidden();
    const rows = await this.charges.countsOfClass(id_turma, this.today());
    return rows.map(({ estornadas, ...row }) => ({ ...row, situacao: enrolmentChargeState({ ...row, estornadas }) }));
  }

  /** The logged-in student's own charges, by due day. */
  async mine(user: AuthenticatedUser): Promise<ChargeRow[]> {
    if (user.id_tipo_usuario !== UserType.ALUNO || !user.id_aluno) throw forbidden(MSG_STUDENTS_ONLY);
    const [rows, settings] = await Promise.all([this.charges.ofStudent(user.id_aluno, this.today()), this.charges.settings()]);
    return rows.map((row) => withPix(row, settings));
  }

  /** One charge as listed, for whoever may read it. */
  async one(id: number, user: AuthenticatedUser): Promise<ChargeRow> {
    const row = await this.charges.listed(id, this.today());
    if (!row || !mayReadCharge(user, row)) throw notFound(MSG_CHARGE_NOT_FOUND);
    return withPix(row, await this.charges.settings());
  }

  /** The charge's PIX QR code as a PNG. */
  async pixPng(id: number, user: AuthenticatedUser): Promise<Buffer> {
    const row = await this.one(id, user);
    if (!row.pix_copia_e_cola) throw notFound(MSG_NO_PIX);
    return QRCode.toBuffer(row.pix_copia_e_cola, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 320 });
  }

  overdue(por: 'aluno' | 'turma') {
    return this.charges.overdue(por, this.today());
  }

  summary() {
    return this.charges.summary(this.today(), this.platform.schoolTimeZone);
  }

  settings(): Promise<FinanceSettings> {
    return this.charges.settings();
  }
}

/** The row with its PIX code while it can be paid (open or overdue) and the school's key is set. */
function withPix({ txid, ...row }: ListedCharge, settings: FinanceSettings): ChargeRow {
  const payable = row.status === 'Aberta' || row.status === 'Vencida';
  const owed = moneyToCentavos(row.valor) - moneyToCentavos(row.valor_recebido);
  return { ...row, pix_copia_e_cola: payable && owed > 0 ? pixCopiaECola(settings, { txid, valor: owed }) : null };
}
