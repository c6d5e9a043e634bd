import { Body, Controller, Get, Header, HttpCode, Param, Post, Put, StreamableFile, UseGuards } from '@nestjs/common';
import { type AuthenticatedUser, BodyListPipe, CurrentUser, ParseIdPipe, RequirePermission } from '@treina/nest-platform';
import { AllowStudents, StaffOnlyGuard } from '../access.js';
import { AttendanceCommands } from './attendance.commands.js';
import { AttendanceMarkDto, CheckinDto } from './dto/attendance.dto.js';

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

  /** GET /api/sessions/{id}/attendance-sheet: the sheet as a PDF to print, with a signature column. */
  @Get('sessions/:id/attendance-sheet')
  @RequirePermission('class')
  @Header('Cache-Control', 'private, no-store')
  async sheetPdf(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthenticatedUser): Promise<StreamableFile> {
    const { pdf, fileName } = await this.commands.sheetPdf(id, user);
    return new StreamableFile(pdf, { type: 'application/pdf', disposition: `attachment; filename="${fileName}"` });
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

  /** GET /api/sessions/{id}/checkin: today's session's QR code (renewed each rotation, taken for two), for whoever records it. */
  @Get('sessions/:id/checkin')
  @RequirePermission('class')
  checkinCode(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthenticatedUser) {
    return this.commands.checkinCode(id, user);
  }

  /** POST /api/sessions/{id}/checkin `{ codigo }`: a student of the class marks themself present with the code shown. */
  @Post('sessions/:id/checkin')
  @HttpCode(200)
  @AllowStudents()
  @RequirePermission('class')
  checkIn(@Param('id', ParseIdPipe) id: number, @Body() dto: CheckinDto, @CurrentUser() user: AuthenticatedUser) {
    return this.commands.checkIn(id, dto.codigo, user);
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
