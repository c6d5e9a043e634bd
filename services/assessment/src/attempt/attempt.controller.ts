import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import type { AttemptDetail, AttemptResult, AttemptRow, RunningAttempt } from '@treina/contracts';
import {
  Authenticated,
  type AuthenticatedUser,
  CurrentUser,
  ListEndpoint,
  type ListQuery,
  ListQueryPipe,
  type Page,
  ParseIdPipe,
} from '@treina/nest-platform';
import type { Response } from 'express';
import { ATTEMPT_LIST_COLUMNS } from './attempt.repository.js';
import { AttemptService } from './attempt.service.js';
import { AnswerDto } from './dto/attempt.dto.js';

/** Who may take, read or list attempts is decided per user by the access rules (access.ts): a student their own, staff with 'Simulados'. */
@Controller()
export class AttemptController {
  constructor(private readonly attempts: AttemptService) {}

  /** POST /api/exams/{id}/attempts: starts the student's attempt (201), or answers the one already running (200). */
  @Post('exams/:id/attempts')
  @Authenticated()
  async start(
    @Param('id', ParseIdPipe) id: number,
    @CurrentUser() user: AuthenticatedUser,
    @Res({ passthrough: true }) res: Response,
  ): Promise<RunningAttempt> {
    const { attempt, created } = await this.attempts.start(id, user);
    res.status(created ? 201 : 200);
    return attempt;
  }

  /** GET /api/attempts: newest first, paged. */
  @Get('attempts')
  @Authenticated()
  @ListEndpoint()
  list(
    @Query(new ListQueryPipe(ATTEMPT_LIST_COLUMNS)) query: ListQuery,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<Page<AttemptRow>> {
    return this.attempts.list(query, user);
  }

  /** GET /api/attempts/{id}: running, without the answer key; ended, with each question reviewed. */
  @Get('attempts/:id')
  @Authenticated()
  detail(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthenticatedUser): Promise<AttemptDetail> {
    return this.attempts.detail(id, user);
  }

  /** PUT /api/attempts/{id}/answers/{id_questao}: the autosave of one answer. */
  @Put('attempts/:id/answers/:id_questao')
  @Authenticated()
  answer(
    @Param('id', ParseIdPipe) id: number,
    @Param('id_questao', ParseIdPipe) id_questao: number,
    @Body() body: AnswerDto,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return this.attempts.answer(id, id_questao, body.letra, user);
  }

  /** POST /api/attempts/{id}/submit: ends the attempt and answers its grade (again, for an ended one). */
  @Post('attempts/:id/submit')
  @HttpCode(200)
  @Authenticated()
  submit(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: AuthenticatedUser): Promise<AttemptResult> {
    return this.attempts.submit(id, user);
  }
}
