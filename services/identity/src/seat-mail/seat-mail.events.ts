import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { WaitingListSeatedV1 } from '@treina/contracts';
import { EVENT_BUS, EventPattern, JsonLogger } from '@treina/nest-platform';
import { Mailer } from '../password-reset/mailer.js';
import { seatMail } from './seat-mail.js';

/**
 * academic.waiting-list.seated.v1 -> the e-mail of a student seated from a class's waiting list.
 * A send that fails throws, so the message is delivered again (then dead-lettered), never dropped.
 */
@Controller()
export class SeatMailEvents {
  private readonly logger = new JsonLogger('identity');

  constructor(private readonly mailer: Mailer) {}

  @EventPattern('academic.waiting-list.seated.v1', EVENT_BUS)
  async seated(@Payload() seat: WaitingListSeatedV1): Promise<void> {
    if (!seat.email_aluno) {
      this.logger.info('seat mail skipped: the student has no e-mail', { id_matricula: seat.id_matricula, id_aluno: seat.id_aluno });
      return;
    }
    await this.mailer.send(seatMail(seat, seat.email_aluno));
  }
}
