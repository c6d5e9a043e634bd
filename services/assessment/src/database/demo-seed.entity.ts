import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A part of the demo data already seeded (DEMO_SEED), by key: a second start changes nothing. */
@Entity('semente_demo')
export class DemoSeedEntity {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  chave: string;

  @Column({ name: 'aplicada_em', type: 'timestamptz', default: () => 'now()' })
  aplicada_em: Date;
}
