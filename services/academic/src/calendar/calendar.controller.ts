import { Controller, Delete, Get, Header, Param, Post } from '@nestjs/common';
import { type AuthenticatedUser, CurrentUser, Public, RequirePermission } from '@treina/nest-platform';
import { CalendarService } from './calendar.service.js';

/**
 * iCalendar feeds (.ics) of one's sessions: the instructor's and the student's own, under a secret address they can revoke.
 * Students are served like staff here (no StaffOnlyGuard): each route reaches only the caller's own feed.
 */
@Controller('calendar')
export class CalendarController {
  constructor(private readonly calendars: CalendarService) {}

  /** GET /api/calendar/feed: whether the user has an address, and since when (never the address: only its hash is kept). */
  @Get('feed')
  @RequirePermission('class')
  status(@CurrentUser() user: AuthenticatedUser) {
    return this.calendars.status(user);
  }

  /** POST /api/calendar/feed: a new secret address (shown once); the previous one stops working. */
  @Post('feed')
  @RequirePermission('class')
  renew(@CurrentUser() user: AuthenticatedUser) {
    return this.calendars.renew(user);
  }

  /** DELETE /api/calendar/feed: the address stops working. */
  @Delete('feed')
  @RequirePermission('class')
  revoke(@CurrentUser() user: AuthenticatedUser) {
    return this.calendars.revoke(user);
  }

  /** GET /api/calendar/{token}.ics: for calendar apps, with no session: the secret address is the key. */
  @Get(':file')
  @Public()
  @Header('Content-Type', 'text/calendar; charset=utf-8')
  @Header('Cache-Control', 'private, max-age=300')
  document(@Param('file') file: string): Promise<string> {
    return this.calendars.document(file);
  }
}
