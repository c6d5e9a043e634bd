import { Body, Controller, Get, Param, Put, UseGuards } from '@nestjs/common';
import { type AuthenticatedUser, BodyListPipe, CurrentUser, ParseIdPipe, RequirePermission } from '@treina/nest-platform';
import { AllowStudents, StaffOnlyGuard } from '../access.js';
import { AttendanceCommands } from './attendance.commands.js';
import { AttendanceMarkDto } from './dto/attendance.dto.js';

/** More than any class seats: a session's sheet is one list. */
const MAX_MARKS = 1000;

/** Attendance (frequência): a session's sheet, a class's and a student's figures. */
@Controller()
@UseGuards(StaffOnlyGuard)
export class AttendanceController {
  constructor(private readonly commands: AttendanceCommands) {}

  /** GET /api/sessions/{id}/attendance: the session and its class's attending students with their marks. */
  @Get('sessions/:id/attendance')
  @RequirePermission('class')
  sheet(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthenticatedUser) {
    return this.commands.sheet(id, user);
  }

  /** PUT /api/sessions/{id}/attendance: `[{ id_aluno, presenca }]`; by the class's instructor or staff who update classes. */
  @Put('sessions/:id/attendance')
  @RequirePermission('class')
  record(
    @Param('id', ParseIdPipe) id: number,
    @Body(new BodyListPipe(AttendanceMarkDto, MAX_MARKS)) marks: AttendanceMarkDto[],
    @CurrentUser() actor: AuthenticatedUser,
  ) {
    return this.commands.record(id, marks, actor);
  }

  /** GET /api/classes/{id}/attendance: each student's sessions, presences, absences and percentage. */
  @Get('classes/:id/attendance')
  @RequirePermission('class')
  ofClass(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthenticatedUser) {
    return this.commands.ofClass(id, user);
  }

  /** GET /api/students/{id}/attendance: the student's figures per class; a student sees only their own. */
  @Get('students/:id/attendance')
  @AllowStudents()
  @RequirePermission('class')
  ofStudent(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthenticatedUser) {
    return this.commands.ofStudent(id, user);
  }
}
