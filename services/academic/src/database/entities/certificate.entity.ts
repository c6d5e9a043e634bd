import { Column, Entity, ForeignKey, PrimaryColumn, Unique } from 'typeorm';
import { EnrolmentEntity } from './enrolment.entity.js';

/**
 * A certificate issued for an enrolment: stored on its first download, so the
 * same enrolment always gets the same verification code and date of issue, and the public
 * check finds it by the code's index.
 */
@Entity('certificado')
@Unique('certificado_codigo_key', ['codigo'])
export class CertificateEntity {
  @PrimaryColumn({ name: 'id_inscricao', type: 'int' })
  @ForeignKey(() => EnrolmentEntity, { name: 'certificado_id_inscricao_fkey', onDelete: 'CASCADE' })
  id_inscricao: number;

  /** 'XXXX-XXXX-XXXX' (certificate-rules.ts). */
  @Column({ type: 'varchar', length: 20 })
  codigo: string;

  @Column({ name: 'emitido_em', type: 'timestamptz', default: () => 'now()' })
  emitido_em: Date;
}
