import { Global, Injectable, Module, type OnModuleInit } from '@nestjs/common';
import type { EventType } from '@treina/contracts';
import { EventConsumer } from '../messaging/event-consumer.js';
import { UserDirectory } from './user-directory.service.js';

/** Routing keys a service binds so its users projection stays current. */
export const USER_DIRECTORY_BINDINGS = ['identity.user.*.v1'] as const;
const USER_EVENTS: EventType[] = ['identity.user.created.v1', 'identity.user.updated.v1', 'identity.user.deactivated.v1'];

@Injectable()
class UserDirectoryEvents implements OnModuleInit {
  constructor(
    private readonly consumer: EventConsumer,
    private readonly directory: UserDirectory,
  ) {}

  onModuleInit(): void {
    for (const type of USER_EVENTS) {
      this.consumer.on(type, async (event, manager) => {
        await this.directory.apply(manager, event.payload as never);
      });
    }
  }
}

/**
 * Keeps the users projection from identity's events and serves it to the auth
 * guard (`AuthModule.forRoot({ stateReader: UserDirectory })`). Needs
 * MessagingModule with a consumer bound to USER_DIRECTORY_BINDINGS, and the
 * DirectoryUserEntity + CreateUserDirectory migration in the service's data source.
 */
@Global()
@Module({
  providers: [UserDirectory, UserDirectoryEvents],
  exports: [UserDirectory],
})
export class UserDirectoryModule {}
