import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { notFound, ParseIdPipe, RequirePermission } from '@treina/nest-platform';
import { StaffOnlyGuard } from '../access.js';
import { AcademicDb } from '../database/db.js';
import * as classes from '../class/class.repository.js';
import * as sessions from './session.repository.js';

@Controller()
@UseGuards(StaffOnlyGuard)
export class SessionController {
  constructor(private readonly db: AcademicDb) {}

  /** GET /api/classes/{id}/sessions: the class's sessions by date, then time. */
  @Get('classes/:id/sessions')
  @RequirePermission('class')
  async ofClass(@Param('id', ParseIdPipe) id: number) {
    if (!(await classes.exists(this.db.pool, id))) throw notFound('Turma não encontrada.');
    return sessions.listOfClass(this.db.pool, id);
  }
}
