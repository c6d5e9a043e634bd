import { Inject, Injectable, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { UserType } from '@treina/contracts';
import { JsonLogger, OutboxService, PLATFORM_CONFIG, type PlatformConfig } from '@treina/nest-platform';
import { UserModule } from '../user/user.module.js';
import { UserCommands } from '../user/user.commands.js';
import { UserRepository } from '../user/user.repository.js';

/** The demo accounts of the README. */
const DEMO_USERS = [
  { nome: 'Administrador Demo', email: 'admin@treina.dev', senha: 'Admin#2026', id_tipo_usuario: UserType.ADMINISTRADOR },
  { nome: 'Vendas Demo', email: 'vendas@treina.dev', senha: 'Vendas#2026', id_tipo_usuario: UserType.VENDAS },
  { nome: 'Consultor Demo', email: 'consultor@treina.dev', senha: 'Consultor#2026', id_tipo_usuario: UserType.CONSULTOR },
  { nome: 'Instrutor Demo', email: 'instrutor@treina.dev', senha: 'Instrutor#2026', id_tipo_usuario: UserType.INSTRUTOR },
];

/**
 * The demo entry (demo.ts) with DEMO_SEED=true (`npm start`): creates the demo accounts that do not
 * exist yet. An account that exists is left exactly as it is, so a second start
 * changes nothing.
 */
@Injectable()
class DemoSeeder implements OnApplicationBootstrap {
  private readonly logger = new JsonLogger('identity');

  constructor(
    private readonly accounts: UserRepository,
    private readonly outbox: OutboxService,
    private readonly users: UserCommands,
    @Inject(PLATFORM_CONFIG) private readonly platform: PlatformConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.platform.demoSeed) await this.seed();
  }

  async seed(): Promise<number> {
    let created = 0;
    for (const demo of DEMO_USERS) {
      const exists = await this.accounts.emailExists(demo.email);
      if (exists) continue;
      await this.outbox.transaction((tx) => this.users.createIn(tx, demo, null));
      created += 1;
    }
    if (created) this.logger.info('demo users created', { created });
    return created;
  }
}

@Module({ imports: [UserModule], providers: [DemoSeeder] })
export class DemoSeedModule {}
