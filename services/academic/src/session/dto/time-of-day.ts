import { applyDecorators } from '@nestjs/common';
import { IsDefined, Matches } from 'class-validator';

/** A required time of day as HH:MM (00:00 to 23:59), refused with `message`. */
export const IsTimeOfDay = (message: string) => applyDecorators(IsDefined({ message }), Matches(/^([01]\d|2[0-3]):[0-5]\d$/, { message }));
