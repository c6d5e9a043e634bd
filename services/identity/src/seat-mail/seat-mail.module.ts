import { Module } from '@nestjs/common';
import { PasswordResetModule } from '../password-reset/password-reset.module.js';
import { SeatMailEvents } from './seat-mail.events.js';

/** The e-mail of a student seated from a waiting list (identity sends the product's mail). */
@Module({ imports: [PasswordResetModule], controllers: [SeatMailEvents] })
export class SeatMailModule {}
