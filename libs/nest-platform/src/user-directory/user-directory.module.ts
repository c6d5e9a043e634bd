import { Global, Module } from '@nestjs/common';
import { UserDirectoryEvents } from './user-directory.events.js';
import { UserDirectory } from './user-directory.service.js';

/** Routing keys a service binds so its users projection stays current. */
export const USER_DIRECTORY_BINDINGS = ['identity.user.*.v1'] as const;

/**
 * Keeps the users projection from identity's events and serves it to the auth guard (`AuthModule.forRoot({ stateReader: UserDirectory })`).
 * Needs MessagingModule with a consumer bound to USER_DIRECTORY_BINDINGS, and the DirectoryUserEntity + CreateUserDirectory migration in
 * the service's data source.
 */
@Global()
@Module({
  controllers: [UserDirectoryEvents],
  providers: [UserDirectory],
  exports: [UserDirectory],
})
export class UserDirectoryModule {}
