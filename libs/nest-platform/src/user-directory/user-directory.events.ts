import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import type { UserSnapshotV1 } from '@treina/contracts';
import { EventContext } from '../messaging/event-context.js';
import { EVENT_BUS, EventPattern } from '../messaging/event-pattern.decorator.js';
import { UserDirectory } from './user-directory.service.js';

/** identity.user.*.v1 -> the users projection (in the inbox transaction). */
@Controller()
export class UserDirectoryEvents {
  constructor(private readonly directory: UserDirectory) {}

  @EventPattern('identity.user.created.v1', EVENT_BUS)
  async created(@Payload() user: UserSnapshotV1, @Ctx() context: EventContext): Promise<void> {
    await this.directory.apply(context.getManager(), user);
  }

  @EventPattern('identity.user.updated.v1', EVENT_BUS)
  async updated(@Payload() user: UserSnapshotV1, @Ctx() context: EventContext): Promise<void> {
    await this.directory.apply(context.getManager(), user);
  }

  @EventPattern('identity.user.deactivated.v1', EVENT_BUS)
  async deactivated(@Payload() user: UserSnapshotV1, @Ctx() context: EventContext): Promise<void> {
    await this.directory.apply(context.getManager(), user);
  }
}
