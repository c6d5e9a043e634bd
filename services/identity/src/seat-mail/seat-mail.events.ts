import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { EnrolmentStatusChangedV1 } from '@treina/contracts';
import { EVENT_BUS, EventPattern, JsonLogger } from '@treina/nest-platform';
import { Mailer } from '../password-reset/mailer.js';
import { isSeatFromWaitingList, seatMail } from './seat-mail.js';

/**
 * academic.enrolment.status-changed.v1 -> the e-mail of a student seated from a class's
 * waiting list (issue 18). Academic records the event in the promotion's own transaction
 * (its outbox), so the mail follows every committed promotion; a send that fails throws,
 * and the message is delivered again (then dead-lettered), never dropped in silence.
 */
@Controller()
export class SeatMailEvents {
  private readonly logger = new JsonLogger('identity');

  constructor(private readonly mailer: Mailer) {}

  @EventPattern('academic.enrolment.status-changed.v1', EVENT_BUS)
  async statusChanged(@Payload() change: EnrolmentStatusChangedV1): Promise<void> {
    if (!isSeatFromWaitingList(change)) return;
    if (!change.email_aluno) {
      this.logger.info('seat mail skipped: the student has no e-mail', { id_matricula: change.id_matricula, id_aluno: change.id_aluno });
      return;
    }
    await this.mailer.send(seatMail(change, change.email_aluno));
  }
}
