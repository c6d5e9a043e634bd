import { Inject, Injectable } from '@nestjs/common';
import type { CertificateCheck } from '@treina/contracts';
import {
  type AuthenticatedUser,
  conflict,
  forbidden,
  notFound,
  PLATFORM_CONFIG,
  type PlatformConfig,
  PreparedQuery,
  queryRows,
} from '@treina/nest-platform';
import { DataSource, type EntityManager, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { ClassEntity } from '../class/class.entity.js';
import { EnrolmentEntity } from '../class/enrolment.entity.js';
import { isStudent } from '../common/student-access.js';
import { academicConfig, type AcademicConfig } from '../config/academic.config.js';
import { StudentEntity } from '../student/student.entity.js';
import { TrainingEntity } from '../training/training.entity.js';
import {
  certificateEligibility,
  formatDateOnly,
  formatDayIn,
  maskCpf,
  newVerificationCode,
  normaliseVerificationCode,
  verificationUrl,
} from './certificate-rules.js';
import { CertificateEntity } from './certificate.entity.js';

export const MSG_CLASS_NOT_FOUND = 'Turma não encontrada.';
export const MSG_NOT_ENROLLED = 'Este aluno não está inscrito nesta turma.';
export const MSG_OTHER_STUDENT = 'Você só pode baixar os seus próprios certificados.';
export const MSG_CERTIFICATE_NOT_FOUND = 'Certificado não encontrado.';

/** What a certificate is made of: the enrolment with its class, training, student and (once issued) code. */
interface CertificateSource {
  id_inscricao: number;
  id_status_inscricao: number;
  id_status_turma: number;
  nome_aluno: string;
  cpf: string | null;
  nome_treinamento: string;
  carga_horaria: number | null;
  data_inicio: string;
  data_fim: string;
  /** The class's instructor, else the training's. */
  nome_instrutor: string | null;
  codigo: string | null;
  emitido_em: Date | null;
}

function certificateSourceQuery(manager: EntityManager): SelectQueryBuilder<ObjectLiteral> {
  return manager
    .createQueryBuilder(EnrolmentEntity, 'e')
    .innerJoin(ClassEntity, 'c', 'c.id = e.id_turma')
    .innerJoin(TrainingEntity, 't', 't.id = c.id_treinamento')
    .innerJoin(StudentEntity, 'a', 'a.id = e.id_aluno')
    .leftJoin('usuario_projecao', 'uc', 'uc.id_usuario = c.id_instrutor')
    .leftJoin('usuario_projecao', 'ut', 'ut.id_usuario = t.id_instrutor')
    .leftJoin(CertificateEntity, 'ce', 'ce.id_inscricao = e.id')
    .select(['e.id AS id_inscricao', 'e.id_status_inscricao AS id_status_inscricao', 'c.id_status_turma AS id_status_turma'])
    .addSelect(['a.nome_aluno AS nome_aluno', 'a.cpf AS cpf', 't.nome_treinamento AS nome_treinamento', 't.carga_horaria AS carga_horaria'])
    .addSelect(["to_char(c.data_inicio, 'YYYY-MM-DD') AS data_inicio", "to_char(c.data_fim, 'YYYY-MM-DD') AS data_fim"])
    .addSelect(['COALESCE(uc.nome, ut.nome) AS nome_instrutor', 'ce.codigo AS codigo', 'ce.emitido_em AS emitido_em']);
}
const BY_ENROLMENT = new PreparedQuery<CertificateSource, { classId: number; studentId: number }>((manager) =>
  certificateSourceQuery(manager).where('e.id_turma = :classId').andWhere('e.id_aluno = :studentId'),
);
const BY_CODE = new PreparedQuery<CertificateSource, { code: string }>((manager) =>
  certificateSourceQuery(manager).where('ce.codigo = :code'),
);

export interface IssuedCertificate {
  pdf: Buffer;
  code: string;
}

/** Certificates (issue 18): issued to a finished class's paid entries, checked by anyone through their code. */
@Injectable()
export class CertificateService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(academicConfig.KEY) private readonly config: AcademicConfig,
    @Inject(PLATFORM_CONFIG) private readonly platform: PlatformConfig,
  ) {}

  /**
   * The certificate of student `studentId` in class `classId`, as a PDF. Staff (the route
   * asks for `class`) may download any; a student only their own, whether it exists or not
   * (403 before any lookup, so a student learns nothing of others' enrolments).
   */
  async issue(classId: number, studentId: number, user: AuthenticatedUser): Promise<IssuedCertificate> {
    if (isStudent(user) && user.id_aluno !== studentId) throw forbidden(MSG_OTHER_STUDENT);
    const manager = this.dataSource.manager;
    let [source] = await BY_ENROLMENT.run(manager, { classId, studentId });
    if (!source) throw notFound((await manager.existsBy(ClassEntity, { id: classId })) ? MSG_NOT_ENROLLED : MSG_CLASS_NOT_FOUND);
    const eligibility = certificateEligibility(source.id_status_turma, source.id_status_inscricao);
    if (!eligibility.eligible) throw conflict(eligibility.message);
    if (!source.codigo) {
      await this.storeCode(manager, source.id_inscricao);
      [source] = await BY_ENROLMENT.run(manager, { classId, studentId });
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
    const [source] = code ? await BY_CODE.run(this.dataSource.manager, { code }) : [];
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
  private async storeCode(manager: EntityManager, enrolmentId: number): Promise<void> {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const stored = await queryRows<{ codigo: string }>(
        manager,
        `INSERT INTO certificado (id_inscricao, codigo) VALUES (:enrolmentId, :code)
         ON CONFLICT DO NOTHING RETURNING codigo`,
        { enrolmentId, code: newVerificationCode() },
      );
      if (stored.length || (await manager.existsBy(CertificateEntity, { id_inscricao: enrolmentId }))) return;
    }
    throw new Error(`no free verification code for enrolment ${enrolmentId}`);
  }
}
