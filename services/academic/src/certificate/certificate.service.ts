import { Inject, Injectable } from '@nestjs/common';
import type { CertificateCheck } from '@treina/contracts';
import { type AuthenticatedUser, conflict, forbidden, notFound, PLATFORM_CONFIG, type PlatformConfig } from '@treina/nest-platform';
import { attendanceFigures, meetsAttendance, msgBelowMinimum } from '../attendance/attendance-rules.js';
import * as attendance from '../attendance/attendance.repository.js';
import * as classes from '../class/class.repository.js';
import { mayDownloadCertificate } from '../access.js';
import { academicConfig, type AcademicConfig } from '../config/academic.config.js';
import { AcademicDb } from '../database/db.js';
import * as certificates from './certificate.repository.js';
import {
  certificateEligibility,
  formatDateOnly,
  formatDayIn,
  maskCpf,
  newVerificationCode,
  normaliseVerificationCode,
  verificationUrl,
} from './certificate-rules.js';

const MSG_CLASS_NOT_FOUND = 'Turma não encontrada.';
const MSG_NOT_ENROLLED = 'Este aluno não está inscrito nesta turma.';
export const MSG_OTHER_STUDENT = 'Você só pode baixar os seus próprios certificados.';
export const MSG_CERTIFICATE_NOT_FOUND = 'Certificado não encontrado.';

export interface IssuedCertificate {
  pdf: Buffer;
  code: string;
}

/** Certificates: issued to a finished class's paid entries, checked by anyone through their code. */
@Injectable()
export class CertificateService {
  constructor(
    private readonly db: AcademicDb,
    @Inject(academicConfig.KEY) private readonly config: AcademicConfig,
    @Inject(PLATFORM_CONFIG) private readonly platform: PlatformConfig,
  ) {}

  /**
   * The certificate of student `studentId` in class `classId`, as a PDF. Staff (the route
   * asks for `class`) may download any; a student only their own, whether it exists or not
   * (403 before any lookup, so a student learns nothing of others' enrolments).
   */
  async issue(classId: number, studentId: number, user: AuthenticatedUser): Promise<IssuedCertificate> {
    if (!mayDownloadCertificate(user, studentId)) throw forbidden(MSG_OTHER_STUDENT);
    const db = this.db.pool;
    let source = await certificates.sourceOfEntry(db, classId, studentId);
    if (!source) throw notFound((await classes.exists(db, classId)) ? MSG_NOT_ENROLLED : MSG_CLASS_NOT_FOUND);
    const eligibility = certificateEligibility(source.id_status_turma, source.id_status_inscricao);
    if (!eligibility.eligible) throw conflict(eligibility.message);
    const presence = await attendance.certificateAttendance(db, classId, studentId);
    const { percentual } = attendanceFigures(presence);
    if (!meetsAttendance(presence.registra, percentual, presence.frequencia_minima))
      throw conflict(msgBelowMinimum(percentual, presence.frequencia_minima));
    if (!source.codigo) {
      await this.storeCode(source.id_inscricao);
      source = await certificates.sourceOfEntry(db, classId, studentId);
    }
    const code = source!.codigo!;
    // Loaded on the first certificate, not at start: pdfkit and qrcode weigh about 30 MiB of memory that most days no request needs.
    const { renderCertificatePdf } = await import('./certificate-pdf.js');
    const pdf = await renderCertificatePdf({
      schoolName: this.config.certificates.schoolName,
      studentName: source!.nome_aluno,
      maskedCpf: maskCpf(source!.cpf),
      trainingName: source!.nome_treinamento,
      workloadHours: source!.carga_horaria,
      attendedHours: presence.registra ? presence.horas_assistidas : null,
      attendancePercent: presence.registra ? percentual : null,
      startDate: formatDateOnly(source!.data_inicio),
      endDate: formatDateOnly(source!.data_fim),
      instructorName: source!.nome_instrutor,
      issuedOn: formatDayIn(new Date(source!.emitido_em!), this.platform.schoolTimeZone),
      code,
      verificationUrl: verificationUrl(this.config.certificates.publicUrl, code),
    });
    return { pdf, code };
  }

  /** GET /api/certificates/{codigo}: what the code certifies and whether it still holds, for anyone. */
  async check(input: string): Promise<CertificateCheck> {
    const code = normaliseVerificationCode(input);
    const source = code ? await certificates.sourceOfCode(this.db.pool, code) : undefined;
    if (!source) throw notFound(MSG_CERTIFICATE_NOT_FOUND);
    const eligibility = certificateEligibility(source.id_status_turma, source.id_status_inscricao);
    return {
      nome_aluno: source.nome_aluno,
      nome_treinamento: source.nome_treinamento,
      carga_horaria: source.carga_horaria,
      data_inicio: source.data_inicio,
      data_fim: source.data_fim,
      emitido_em: new Date(source.emitido_em!).toISOString(),
      valido: eligibility.eligible,
      ...(eligibility.eligible ? {} : { motivo: eligibility.reason }),
    };
  }

  /**
   * The enrolment's code, made on its first issue. Two first downloads at once both try; the
   * primary key keeps one (ON CONFLICT), and both then read the same. A new code equal to
   * another certificate's (about 2^-58) is tried again.
   */
  private async storeCode(enrolmentId: number): Promise<void> {
    const db = this.db.pool;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      if (await certificates.storeCodeUnlessIssued(db, enrolmentId, newVerificationCode())) return;
      if (await certificates.isIssued(db, enrolmentId)) return;
    }
    throw new Error(`no free verification code for enrolment ${enrolmentId}`);
  }
}
