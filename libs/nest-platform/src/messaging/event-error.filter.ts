import { Catch, type ExceptionFilter } from '@nestjs/common';
import { type Observable, throwError } from 'rxjs';

/**
 * Hands a failing event handler's error to the transport as it was thrown. Nest's default RPC filter replaces it with `{ status: 'error',
 * message: 'Internal server error' }`, which would hide what the consumer must see: a database outage (retried in place) or an invalid
 * payload (dead-lettered at once) versus a handler's own failure.
 */
@Catch()
export class EventErrorFilter implements ExceptionFilter {
  catch(exception: unknown): Observable<never> {
    return throwError(() => exception);
  }
}
