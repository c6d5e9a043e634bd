import { Inject, Injectable, Module, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { JsonLogger, OutboxService, type OutboxTransaction, PLATFORM_CONFIG, type PlatformConfig } from '@treina/nest-platform';
import { ActivityModule } from '../activity/activity.module.js';
import { ActivityCommands } from '../activity/activity.commands.js';
import { addYears } from '../common/dates.js';
import { classifyDocument } from '../customer/document.js';
import { type DemoSeedConfig, demoSeedConfig } from './demo-seed.config.js';
import { DEMO_CUSTOMERS, DEMO_EMAILS, type DemoActors, demoActivities, demoContact, demoServices } from './demo-seed.data.js';
import { type DemoUser, DemoSeedRepository } from './demo-seed.repository.js';

/**
 * The demo data (DEMO_SEED=true): customers and services at once; activities once identity's and
 * academic's events brought the demo users and students (polled for a while after start). Each part
 * is written in the transaction that claims its key, so a second start (or replica) changes nothing.
 */
@Injectable()
export class DemoSeeder implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new JsonLogger('crm');
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly seeds: DemoSeedRepository,
    private readonly outbox: OutboxService,
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

  /**
   * Runs `work` in an outbox transaction that claims `key` (the activities' events commit with them);
   * false (and nothing written) when it was claimed before.
   */
  private claim(key: string, work: (tx: OutboxTransaction) => Promise<number>): Promise<boolean> {
    return this.outbox.transaction(async (tx) => {
      if (!(await this.seeds.claim(tx.manager, key))) return false;
      const count = await work(tx);
      this.logger.info('demo data seeded', { key, count });
      return true;
    });
  }

  async seedCustomers(): Promise<boolean> {
    return this.claim('clientes-servicos', async ({ manager }) => {
      const ids = await this.seeds.insertCustomers(
        manager,
        DEMO_CUSTOMERS.map((customer) => ({ ...customer, ...classifyDocument(customer.documento)! })),
      );
      const services = demoServices(ids);
      await this.seeds.insertServices(
        manager,
        services.map((service) => ({ ...service, data_fim: addYears(service.data_inicio, 1) })),
      );
      return ids.length + services.length;
    });
  }

  /** True once every part is seeded (or was before). */
  async seedWhenReady(): Promise<boolean> {
    const parts = ['atividades', 'contatos'];
    const seeded = await this.seeds.claimedKeys(parts);
    const has = (key: string) => seeded.includes(key);
    const users = await this.seeds.activeUsersByEmail(Object.values(DEMO_EMAILS));
    const user = (email: string) => users.find((candidate) => candidate.email === email);
    const actors = {
      admin: user(DEMO_EMAILS.admin),
      vendas: user(DEMO_EMAILS.vendas),
      consultor: user(DEMO_EMAILS.consultor),
      instrutor: user(DEMO_EMAILS.instrutor),
    };
    const { vendas } = actors;
    if (!has('atividades') && allPresent(actors)) {
      await this.claim('atividades', (tx) => this.seedActivities(tx, actors));
    }
    if (!has('contatos') && vendas) {
      const students = await this.seeds.firstStudents(3);
      if (students.length) await this.claim('contatos', (tx) => this.seedContacts(tx, vendas, students));
    }
    return (await this.seeds.claimedKeys(parts)).length === parts.length;
  }

  private async seedActivities(tx: OutboxTransaction, actors: DemoActors<DemoUser>): Promise<number> {
    const plan = demoActivities(actors);
    for (const [user, dto] of plan) await this.activities.createIn(tx, dto, user);
    return plan.length;
  }

  private async seedContacts(tx: OutboxTransaction, vendas: DemoUser, students: Array<{ id_aluno: number }>): Promise<number> {
    for (const [index, student] of students.entries()) {
      await this.activities.createIn(tx, demoContact(index, student.id_aluno), vendas);
    }
    return students.length;
  }
}

/** True once every demo user has reached the users projection. */
const allPresent = (actors: DemoActors<DemoUser | undefined>): actors is DemoActors<DemoUser> => Object.values(actors).every(Boolean);

@Module({ imports: [ActivityModule, ConfigModule.forFeature(demoSeedConfig)], providers: [DemoSeedRepository, DemoSeeder] })
export class DemoSeedModule {}
