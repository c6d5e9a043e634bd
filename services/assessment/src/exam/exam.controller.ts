import { Body, Controller, Delete, Get, Param, Patch, Post, Query } from '@nestjs/common';
import type { AuditHistoryItem, ExamRow, ExamStats } from '@treina/contracts';
import {
  Authenticated,
  type AuthenticatedUser,
  CurrentUser,
  ListEndpoint,
  type ListQuery,
  ListQueryPipe,
  type Page,
  ParseIdPipe,
  RequirePermission,
} from '@treina/nest-platform';
import { CREATE_EXAMS, DELETE_EXAMS, SEE_EXAMS, SEE_HISTORY, UPDATE_EXAMS } from '../access.js';
import { CreateExamDto, StatsQueryDto, UpdateExamDto } from './dto/exam.dto.js';
import { EXAM_LIST_COLUMNS } from './exam.repository.js';
import { ExamService } from './exam.service.js';

@Controller('exams')
export class ExamController {
  constructor(private readonly exams: ExamService) {}

  /** GET /api/exams: staff with 'Simulados' every exam; a student those they may take, with their figures (access.ts decides). */
  @Get()
  @Authenticated()
  @ListEndpoint()
  list(@Query(new ListQueryPipe(EXAM_LIST_COLUMNS)) query: ListQuery, @CurrentUser() user: AuthenticatedUser): Promise<Page<ExamRow>> {
    return this.exams.list(query, user);
  }

  @Post()
  @RequirePermission(CREATE_EXAMS)
  create(@Body() dto: CreateExamDto, @CurrentUser() actor: AuthenticatedUser): Promise<ExamRow> {
    return this.exams.create(dto, actor);
  }

  @Patch(':id')
  @RequirePermission(UPDATE_EXAMS)
  update(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdateExamDto, @CurrentUser() actor: AuthenticatedUser): Promise<ExamRow> {
    return this.exams.update(id, dto, actor);
  }

  @Delete(':id')
  @RequirePermission(DELETE_EXAMS)
  async remove(@Param('id', ParseIdPipe) id: number, @CurrentUser() actor: AuthenticatedUser) {
    await this.exams.remove(id, actor);
    return { status: true };
  }

  /** GET /api/exams/{id}/stats?id_turma=N: attempts, average, pass rate, the questions most often wrong, per class. */
  @Get(':id/stats')
  @RequirePermission(SEE_EXAMS)
  stats(@Param('id', ParseIdPipe) id: number, @Query() query: StatsQueryDto): Promise<ExamStats> {
    return this.exams.stats(id, query.id_turma ?? null);
  }

  /** GET /api/exams/{id}/history: who changed the exam, newest first. */
  @Get(':id/history')
  @RequirePermission(SEE_HISTORY)
  @ListEndpoint()
  history(@Param('id', ParseIdPipe) id: number, @Query(new ListQueryPipe({})) query: ListQuery): Promise<Page<AuditHistoryItem>> {
    return this.exams.history(id, query);
  }
}
