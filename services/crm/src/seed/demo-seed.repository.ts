import { Injectable } from '@nestjs/common';
import { DirectoryUserEntity } from '@treina/nest-platform';
import { DataSource, type EntityManager, In } from 'typeorm';
import { ContractedServiceEntity } from '../contracted-service/contracted-service.entity.js';
import { CustomerEntity } from '../customer/customer.entity.js';
import { StudentEntity } from '../student-directory/student.entity.js';
import { DemoSeedEntity } from '../database/demo-seed.entity.js';

export interface DemoUser {
  id_usuario: number;
  id_tipo_usuario: number;
  email: string;
  /** The activities' history names who created them. */
  nome: string;
}

type NewCustomer = Pick<CustomerEntity, 'nome_razao' | 'documento' | 'tipo_pessoa' | 'endereco'>;
type NewService = Pick<ContractedServiceEntity, 'id_cliente' | 'id_tipo_servico' | 'data_inicio' | 'data_fim'>;

/** What the demo seed reads and writes: its claimed keys (`semente_demo`), and the rows it adds at once. */
@Injectable()
export class DemoSeedRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Claims `key` in the caller's transaction; false when it was claimed before. */
  async claim(manager: EntityManager, key: string): Promise<boolean> {
    const claimed = await manager
      .createQueryBuilder()
      .insert()
      .into(DemoSeedEntity)
      .values({ chave: key })
      .orIgnore()
      .returning('chave')
      .execute();
    return (claimed.raw as unknown[]).length > 0;
  }

  /** Inserts the customers; answers their ids in order. */
  async insertCustomers(manager: EntityManager, customers: NewCustomer[]): Promise<number[]> {
    const ids: number[] = [];
    for (const customer of customers) {
      const inserted = await manager.insert(CustomerEntity, customer);
      ids.push((inserted.identifiers[0] as { id: number }).id);
    }
    return ids;
  }

  async insertServices(manager: EntityManager, services: NewService[]): Promise<void> {
    await manager.insert(ContractedServiceEntity, services);
  }

  /** Which of these keys are claimed. */
  async claimedKeys(keys: string[]): Promise<string[]> {
    const rows = await this.dataSource.manager.find(DemoSeedEntity, { where: { chave: In(keys) } });
    return rows.map((row) => row.chave);
  }

  /** The active users of the users projection with these e-mails. */
  activeUsersByEmail(emails: string[]): Promise<DemoUser[]> {
    return this.dataSource.manager.find(DirectoryUserEntity, {
      select: { id_usuario: true, id_tipo_usuario: true, email: true, nome: true },
      where: { email: In(emails), status: true },
    });
  }

  /** The first students of the projection (not deleted), by id. */
  firstStudents(count: number): Promise<Array<{ id_aluno: number }>> {
    return this.dataSource.manager.find(StudentEntity, {
      select: { id_aluno: true },
      where: { deleted: false },
      order: { id_aluno: 'ASC' },
      take: count,
    });
  }
}
