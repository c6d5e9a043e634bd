import { type DynamicModule, Module } from '@nestjs/common';
import { ConfigModule, type ConfigFactory } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { queueNameOf, RETIRED_QUEUE_BINDINGS, SERVICE_QUEUE_BINDINGS } from '@treina/contracts';
import type { DataSourceOptions } from 'typeorm';
import { AuthModule, type AuthModuleOptions } from '../auth/auth.module.js';
import { platformConfig, readConsumerBatchSize } from '../config/platform.config.js';
import { brokerCheck } from '../health/broker-check.js';
import { databaseCheck } from '../health/database-check.js';
import { HealthModule } from '../health/health.module.js';
import { MESSAGING_ENTITIES, MESSAGING_MIGRATIONS } from '../messaging/messaging-schema.js';
import { MessagingModule } from '../messaging/messaging.module.js';
import { databaseMetricsProvider } from '../metrics/database-metrics.js';
import { MetricsModule } from '../metrics/metrics.module.js';
import { CreateUserDirectory1763700000001 } from '../user-directory/1763700000001-create-user-directory.js';
import { DirectoryUserEntity } from '../user-directory/directory-user.entity.js';
import { UserDirectoryModule } from '../user-directory/user-directory.module.js';
import { UserDirectory } from '../user-directory/user-directory.service.js';
import { AuditEntryEntity } from '../audit/audit-entry.entity.js';
import { CreateAuditEntries1764100000000 } from '../audit/1764100000000-create-audit-entries.js';
import { ImmutableAuditEntries1764300000001 } from '../audit/1764300000001-immutable-audit-entries.js';

/**
 * What ServicePlatformModule keeps in a service's database when sessions are checked
 * against the users projection: the outbox, the inbox, the users projection and the audit trail. A
 * service lists them first in its data source.
 */
export const SERVICE_PLATFORM_ENTITIES = [...MESSAGING_ENTITIES, DirectoryUserEntity, AuditEntryEntity];
export const SERVICE_PLATFORM_MIGRATIONS = [
  ...MESSAGING_MIGRATIONS,
  CreateUserDirectory1763700000001,
  CreateAuditEntries1764100000000,
  ImmutableAuditEntries1764300000001,
];

export interface ServicePlatformOptions {
  /** The service's name: the producer of its events, and its queue `<service>.events` bound as SERVICE_QUEUE_BINDINGS says. */
  service: string;
  /** The service's TypeORM options (its entities and migrations). */
  database(): DataSourceOptions;
  /**
   * Where the auth guard reads a session's user. Default: the users projection fed by
   * identity's events (UserDirectoryModule); identity, which owns the users, reads its tables.
   */
  sessions?: AuthModuleOptions;
  /**
   * The service's own configuration namespaces (`registerAs('academic', () => ({ … }))`),
   * read once at start-up beside the platform's (PLATFORM_CONFIG) and injected with
   * `@Inject(academicConfig.KEY) config: ConfigType<typeof academicConfig>`.
   */
  config?: ConfigFactory[];
}

/**
 * Everything a Treina service runs on, wired one way for every department: its database, the outbox/inbox event bus (consuming its queue
 * when it has bindings), the deny-by-default auth guard, the health endpoints and Prometheus metrics (GET /metrics). A service's AppModule
 * imports this and its own domain modules, nothing else.
 */
@Module({})
export class ServicePlatformModule {
  static forRoot(options: ServicePlatformOptions): DynamicModule {
    const bindings = SERVICE_QUEUE_BINDINGS[options.service];
    return {
      module: ServicePlatformModule,
      imports: [
        // Configuration comes from the environment only (no .env file in a container), read once.
        ConfigModule.forRoot({
          isGlobal: true,
          ignoreEnvFile: true,
          cache: true,
          load: [platformConfig(options.service), ...(options.config ?? [])],
        }),
        TypeOrmModule.forRootAsync({ useFactory: () => options.database() }),
        MessagingModule.forRoot({
          producer: options.service,
          consumer: bindings
            ? {
                queue: queueNameOf(options.service),
                bindings,
                retiredBindings: RETIRED_QUEUE_BINDINGS[options.service],
                batchSize: readConsumerBatchSize(),
              }
            : undefined,
        }),
        ...(options.sessions ? [] : [UserDirectoryModule]),
        AuthModule.forRoot(options.sessions ?? { stateReader: UserDirectory }),
        HealthModule.forRoot([databaseCheck, brokerCheck]),
        MetricsModule.forRoot({ service: options.service }),
      ],
      providers: [databaseMetricsProvider(options.service)],
    };
  }
}
