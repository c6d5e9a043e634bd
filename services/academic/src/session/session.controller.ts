import { Body, Controller, Delete, Get, Param, Patch, Post, Query, UseGuards } from '@nestjs/common';
import { type AuthenticatedUser, CurrentUser, ParseIdPipe, RequirePermission } from '@treina/nest-platform';
import { StaffOnlyGuard } from '../access.js';
import { AcademicDb } from '../database/db.js';
import { AgendaQueryDto } from './dto/agenda.query.js';
import { CreateSessionDto, UpdateSessionDto } from './dto/session.dto.js';
import { SessionCommands } from './session.commands.js';

/** A class's sessions (aulas); an instructor reaches only those of classes they teach. */
@Controller()
@UseGuards(StaffOnlyGuard)
export class SessionController {
  constructor(
    private readonly db: AcademicDb,
    private readonly commands: SessionCommands,
  ) {}

  /** GET /api/sessions?de&ate: the agenda, at most 62 days, optionally of one instructor, training or class. */
  @Get('sessions')
  @RequirePermission('class')
  agenda(@Query() query: AgendaQueryDto, @CurrentUser() user: AuthenticatedUser) {
    return this.commands.agenda(this.db.pool, query, user);
  }

  /** GET /api/classes/{id}/sessions: the class's sessions by date, then time. */
  @Get('classes/:id/sessions')
  @RequirePermission('class')
  ofClass(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthenticatedUser) {
    return this.commands.list(this.db.pool, id, user);
  }

  /** POST /api/classes/{id}/sessions: one session by hand; 409 on another session of the same instructor. */
  @Post('classes/:id/sessions')
  @RequirePermission('class_update')
  add(@Param('id', ParseIdPipe) id: number, @Body() dto: CreateSessionDto, @CurrentUser() actor: AuthenticatedUser) {
    return this.commands.add(id, dto, actor);
  }

  /** PATCH /api/sessions/{id}: date, times, instructor or status; 409 on another session of the same instructor. */
  @Patch('sessions/:id')
  @RequirePermission('class_update')
  update(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdateSessionDto, @CurrentUser() actor: AuthenticatedUser) {
    return this.commands.update(id, dto, actor);
  }

  /** DELETE /api/sessions/{id}: only a session without attendance (409 otherwise). */
  @Delete('sessions/:id')
  @RequirePermission('class_update')
  remove(@Param('id', ParseIdPipe) id: number, @CurrentUser() actor: AuthenticatedUser) {
    return this.commands.remove(id, actor);
  }
}
