import { Inject, Injectable, Module, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { ActivityStatusId, ActivityTypeId } from '@treina/contracts';
import { DirectoryUserEntity, JsonLogger, PLATFORM_CONFIG, type PlatformConfig } from '@treina/nest-platform';
import { DataSource, type EntityManager, In } from 'typeorm';
import { ActivityModule } from '../activity/activity.module.js';
import { ActivityCommands } from '../activity/activity.commands.js';
import type { CreateActivityDto } from '../activity/dto/create-activity.dto.js';
import { addYears, today } from '../common/dates.js';
import { ContractedServiceEntity } from '../contracted-service/contracted-service.entity.js';
import { CustomerEntity } from '../customer/customer.entity.js';
import { classifyDocument } from '../customer/document.js';
import { StudentEntity } from '../student-directory/student.entity.js';
import { type DemoSeedConfig, demoSeedConfig } from './demo-seed.config.js';
import { DemoSeedEntity } from './demo-seed.entity.js';

/** The demo customers of `npm start` (valid CPFs and CNPJs). */
export const DEMO_CUSTOMERS = [
  { nome_razao: 'Alfa Tecnologia Ltda', documento: '11.222.333/0001-81', endereco: 'Av. Paulista, 1000 - São Paulo/SP' },
  { nome_razao: 'Beta Indústria e Comércio S.A.', documento: '11.444.777/0001-61', endereco: 'Rua das Indústrias, 250 - Campinas/SP' },
  { nome_razao: 'Gama Serviços Educacionais ME', documento: '45.317.892/0001-97', endereco: 'Rua XV de Novembro, 80 - Curitiba/PR' },
  { nome_razao: 'Maria Aparecida Souza', documento: '529.982.247-25', endereco: 'Rua das Flores, 12 - Belo Horizonte/MG' },
  { nome_razao: 'João Carlos Pereira', documento: '111.444.777-35', endereco: 'Av. Atlântica, 500 - Rio de Janeiro/RJ' },
];

/** The demo accounts (identity's) whose activities are seeded once they reach the users projection. */
const DEMO_EMAILS = {
  admin: 'admin@treina.dev',
  vendas: 'vendas@treina.dev',
  consultor: 'consultor@treina.dev',
  instrutor: 'instrutor@treina.dev',
};

const daysAgo = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() - days);
  return today(date);
};

interface DemoUser {
  id_usuario: number;
  id_tipo_usuario: number;
  email: string;
}

/**
 * The demo entry (demo.ts) with DEMO_SEED=true (`npm start`): customers and their services at once;
 * the demo users' activities as soon as identity's events have brought those users
 * into the users projection (polled every few seconds for a while after start);
 * 'Contato com Aluno' activities once academic's events have brought students.
 * Each part is keyed in `semente_demo` and written in the transaction that claims
 * its key, so a second start (or a second replica) changes nothing.
 */
@Injectable()
export class DemoSeeder implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new JsonLogger('crm');
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly activities: ActivityCommands,
    @Inject(PLATFORM_CONFIG) private readonly platform: PlatformConfig,
    @Inject(demoSeedConfig.KEY) private readonly config: DemoSeedConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.platform.demoSeed) return;
    await this.seedCustomers();
    const deadline = Date.now() + this.config.waitMs;
    const tick = async () => {
      if (this.stopped) return;
      let done = false;
      try {
        done = await this.seedWhenReady();
      } catch (error) {
        this.logger.emit('warn', 'demo activities not seeded yet', { error: (error as Error).message });
      }
      if (!done && Date.now() < deadline && !this.stopped) this.schedule(tick);
    };
    this.schedule(tick, 500);
  }

  onModuleDestroy(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
  }

  private schedule(work: () => Promise<void>, delayMs = this.config.pollMs): void {
    this.timer = setTimeout(() => void work(), delayMs);
    this.timer.unref();
  }

  /** Runs `work` in a transaction that claims `key`; false (and nothing written) when it was claimed before. */
  private claim(key: string, work: (manager: EntityManager) => Promise<number>): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const claimed = await manager
        .createQueryBuilder()
        .insert()
        .into(DemoSeedEntity)
        .values({ chave: key })
        .orIgnore()
        .returning('chave')
        .execute();
      if (!(claimed.raw as unknown[]).length) return false;
      const count = await work(manager);
      this.logger.info('demo data seeded', { key, count });
      return true;
    });
  }

  async seedCustomers(): Promise<boolean> {
    return this.claim('clientes-servicos', async (manager) => {
      const ids: number[] = [];
      for (const customer of DEMO_CUSTOMERS) {
        const inserted = await manager.insert(CustomerEntity, { ...customer, ...classifyDocument(customer.documento)! });
        ids.push((inserted.identifiers[0] as { id: number }).id);
      }
      const services = [
        { id_cliente: ids[0]!, id_tipo_servico: 1, data_inicio: daysAgo(200) },
        { id_cliente: ids[0]!, id_tipo_servico: 3, data_inicio: daysAgo(30) },
        { id_cliente: ids[1]!, id_tipo_servico: 2, data_inicio: daysAgo(400) },
        { id_cliente: ids[2]!, id_tipo_servico: 2, data_inicio: daysAgo(90) },
        { id_cliente: ids[3]!, id_tipo_servico: 1, data_inicio: daysAgo(10) },
        { id_cliente: ids[4]!, id_tipo_servico: 4, data_inicio: daysAgo(700) },
      ];
      await manager.insert(
        ContractedServiceEntity,
        services.map((service) => ({ ...service, data_fim: addYears(service.data_inicio, 1) })),
      );
      return ids.length + services.length;
    });
  }

  /** True once every part is seeded (or was before). */
  async seedWhenReady(): Promise<boolean> {
    const manager = this.dataSource.manager;
    const parts = ['atividades', 'contatos'];
    const seeded = await manager.find(DemoSeedEntity, { where: { chave: In(parts) } });
    const has = (key: string) => seeded.some((row) => row.chave === key);
    const users: DemoUser[] = await manager.find(DirectoryUserEntity, {
      select: { id_usuario: true, id_tipo_usuario: true, email: true },
      where: { email: In(Object.values(DEMO_EMAILS)), status: true },
    });
    const user = (email: string) => users.find((candidate) => candidate.email === email);
    const [admin, vendas, consultor, instrutor] = [
      user(DEMO_EMAILS.admin),
      user(DEMO_EMAILS.vendas),
      user(DEMO_EMAILS.consultor),
      user(DEMO_EMAILS.instrutor),
    ];
    if (!has('atividades') && admin && vendas && consultor && instrutor) {
      await this.claim('atividades', (manager) => this.seedActivities(manager, admin, vendas, consultor, instrutor));
    }
    if (!has('contatos') && vendas) {
      const students = await manager.find(StudentEntity, {
        select: { id_aluno: true },
        where: { deleted: false },
        order: { id_aluno: 'ASC' },
        take: 3,
      });
      if (students.length) await this.claim('contatos', (manager) => this.seedContacts(manager, vendas, students));
    }
    return (await manager.countBy(DemoSeedEntity, { chave: In(parts) })) === parts.length;
  }

  private async seedActivities(
    manager: EntityManager,
    admin: DemoUser,
    vendas: DemoUser,
    consultor: DemoUser,
    instrutor: DemoUser,
  ): Promise<number> {
    const { CONCLUIDO, EM_ANDAMENTO, PENDENTE } = ActivityStatusId;
    const plan: Array<[DemoUser, CreateActivityDto]> = [
      [
        admin,
        {
          titulo: 'Reunião de alinhamento do contrato de consultoria com a Alfa Tecnologia',
          data: daysAgo(12),
          id_tipo_atividade: 3,
          id_status_atividade: CONCLUIDO,
          subtasks: [
            { date: daysAgo(12), time: '01:30', desc: 'Reunião com a diretoria\nDefinição do escopo' },
            { date: daysAgo(11), time: '2', desc: 'Proposta revisada enviada por e-mail' },
          ],
        },
      ],
      [
        admin,
        {
          titulo: 'Acompanhar chamados de suporte da Beta Indústria',
          data: daysAgo(3),
          id_tipo_atividade: 4,
          id_status_atividade: EM_ANDAMENTO,
          subtasks: [{ date: daysAgo(3), time: '00:45', desc: 'Triagem dos chamados abertos' }],
        },
      ],
      [
        vendas,
        { titulo: 'Prospecção de empresas para turmas In Company', data: daysAgo(1), id_tipo_atividade: 3, id_status_atividade: PENDENTE },
      ],
      [
        instrutor,
        {
          titulo: 'Preparar material do treinamento In Company da Gama',
          data: daysAgo(5),
          id_tipo_atividade: 4,
          id_status_atividade: EM_ANDAMENTO,
          subtasks: [{ date: daysAgo(4), time: '03:00', desc: 'Revisão dos slides e exercícios' }],
        },
      ],
      [
        consultor,
        {
          titulo: 'Diagnóstico de processos do cliente Maria Aparecida',
          data: daysAgo(20),
          id_status_atividade: CONCLUIDO,
          subtasks: [
            { date: daysAgo(20), time: '04:00', desc: 'Entrevistas com a equipe' },
            { date: daysAgo(18), time: '02:30', desc: 'Relatório de diagnóstico' },
          ],
        },
      ],
      [
        consultor,
        {
          titulo: 'Acompanhamento mensal da consultoria da Alfa Tecnologia',
          data: daysAgo(6),
          id_status_atividade: CONCLUIDO,
          subtasks: [{ date: daysAgo(6), time: '01:00', desc: 'Reunião de acompanhamento' }],
        },
      ],
    ];
    for (const [user, dto] of plan) await this.activities.createIn(manager, dto, user);
    return plan.length;
  }

  private async seedContacts(manager: EntityManager, vendas: DemoUser, students: Array<{ id_aluno: number }>): Promise<number> {
    for (const [index, student] of students.entries()) {
      await this.activities.createIn(
        manager,
        {
          titulo: index === 0 ? 'Retorno sobre interesse na próxima turma' : 'Contato para apresentar o calendário de treinamentos',
          data: daysAgo(index + 1),
          id_tipo_atividade: ActivityTypeId.FIXED,
          id_aluno: student.id_aluno,
          id_status_atividade: index === 0 ? ActivityStatusId.CONCLUIDO : ActivityStatusId.PENDENTE,
          subtasks: index === 0 ? [{ date: daysAgo(index + 1), time: '00:20', desc: 'Ligação telefônica' }] : [],
        },
        vendas,
      );
    }
    return students.length;
  }
}

@Module({ imports: [ActivityModule, ConfigModule.forFeature(demoSeedConfig)], providers: [DemoSeeder] })
export class DemoSeedModule {}
