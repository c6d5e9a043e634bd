import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('tipo_usuario')
export class UserTypeEntity {
  @PrimaryColumn({ name: 'id_tipo_usuario', type: 'int' })
  id_tipo_usuario: number;

  @Column({ type: 'varchar', length: 100 })
  nome: string;
}
