import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import type { AttendanceRecordedV1 } from '@treina/contracts';
import { EVENT_BUS, EventContext, EventPattern } from '@treina/nest-platform';
import { AttendanceFacts } from './attendance-fact.service.js';

/** academic.attendance.recorded.v1 -> the attendance facts (in the inbox transaction). */
@Controller()
export class AttendanceFactEvents {
  constructor(private readonly facts: AttendanceFacts) {}

  @EventPattern('academic.attendance.recorded.v1', EVENT_BUS)
  attendanceRecorded(@Payload() event: AttendanceRecordedV1, @Ctx() context: EventContext): Promise<void> {
    return this.facts.apply(context.getManager(), event);
  }
}
