import { PreparedQuery, queryRows } from '@treina/nest-platform';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { ClassEntity } from '../database/entities/class.entity.js';
import { EnrolmentEntity } from '../database/entities/enrolment.entity.js';
import type { Db } from '../database/db.js';
import { StudentEntity } from '../database/entities/student.entity.js';
import { TrainingEntity } from '../database/entities/training.entity.js';
import { CertificateEntity } from '../database/entities/certificate.entity.js';

/** What a certificate is made of: the enrolment with its class, training, student and (once issued) code. */
export interface CertificateSource {
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

function certificateSourceQuery(manager: Db): SelectQueryBuilder<ObjectLiteral> {
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

/** What the certificate of `studentId` in `classId` is made of; none when the student has no entry there. */
export async function sourceOfEntry(db: Db, classId: number, studentId: number): Promise<CertificateSource | undefined> {
  const [source] = await BY_ENROLMENT.run(db, { classId, studentId });
  return source;
}

/** What the certificate with this verification code is made of. */
export async function sourceOfCode(db: Db, code: string): Promise<CertificateSource | undefined> {
  const [source] = await BY_CODE.run(db, { code });
  return source;
}

/** Stores the enrolment's code unless it has one; answers whether this code was stored. */
export async function storeCodeUnlessIssued(db: Db, enrolmentId: number, code: string): Promise<boolean> {
  const stored = await queryRows<{ codigo: string }>(
    db,
    `INSERT INTO certificado (id_inscricao, codigo) VALUES (:enrolmentId, :code)
     ON CONFLICT DO NOTHING RETURNING codigo`,
    { enrolmentId, code },
  );
  return stored.length > 0;
}

/** Whether the enrolment has a certificate. */
export function isIssued(db: Db, enrolmentId: number): Promise<boolean> {
  return db.existsBy(CertificateEntity, { id_inscricao: enrolmentId });
}
