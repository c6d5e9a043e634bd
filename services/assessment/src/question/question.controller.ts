import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { AuditHistoryItem, ExamTrainingOption, QuestionImportReport, QuestionRow, QuestionTopics } from '@treina/contracts';
import {
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
import { CreateQuestionDto, ImportQueryDto, TopicsQueryDto, UpdateQuestionDto } from './dto/question.dto.js';
import type { ImportFile } from './question-file.js';
import { QUESTION_LIST_COLUMNS } from './question.repository.js';
import { QuestionService } from './question.service.js';

@Controller('questions')
export class QuestionController {
  constructor(private readonly questions: QuestionService) {}

  /** GET /api/questions: the question bank, searched, filtered, sorted and paged (staff with 'Simulados'). */
  @Get()
  @RequirePermission(SEE_EXAMS)
  @ListEndpoint()
  list(@Query(new ListQueryPipe(QUESTION_LIST_COLUMNS)) query: ListQuery): Promise<Page<QuestionRow>> {
    return this.questions.list(query);
  }

  /** GET /api/questions/trainings: the trainings the bank and the exams may name, for pickers. */
  @Get('trainings')
  @RequirePermission(SEE_EXAMS)
  trainings(): Promise<ExamTrainingOption[]> {
    return this.questions.trainingOptions();
  }

  /** GET /api/questions/topics?id_treinamento=N: the topics in use, for pickers. */
  @Get('topics')
  @RequirePermission(SEE_EXAMS)
  topics(@Query() query: TopicsQueryDto): Promise<QuestionTopics> {
    return this.questions.topics(query.id_treinamento);
  }

  @Post()
  @RequirePermission(CREATE_EXAMS)
  create(@Body() dto: CreateQuestionDto, @CurrentUser() actor: AuthenticatedUser): Promise<QuestionRow> {
    return this.questions.create(dto, actor);
  }

  /** POST /api/questions/import?dry_run=true|false, multipart field `file` (.csv or .xlsx). */
  @Post('import')
  @HttpCode(200)
  @RequirePermission(CREATE_EXAMS)
  @UseInterceptors(FileInterceptor('file'))
  import(
    @UploadedFile() file: ImportFile | undefined,
    @Query() query: ImportQueryDto,
    @CurrentUser() actor: AuthenticatedUser,
  ): Promise<QuestionImportReport> {
    return this.questions.import(file, query.dry_run !== 'false', actor);
  }

  @Patch(':id')
  @RequirePermission(UPDATE_EXAMS)
  update(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdateQuestionDto, @CurrentUser() actor: AuthenticatedUser) {
    return this.questions.update(id, dto, actor);
  }

  @Delete(':id')
  @RequirePermission(DELETE_EXAMS)
  async remove(@Param('id', ParseIdPipe) id: number, @CurrentUser() actor: AuthenticatedUser) {
    await this.questions.remove(id, actor);
    return { status: true };
  }

  /** GET /api/questions/{id}/history: who changed the question, newest first. */
  @Get(':id/history')
  @RequirePermission(SEE_HISTORY)
  @ListEndpoint()
  history(@Param('id', ParseIdPipe) id: number, @Query(new ListQueryPipe({})) query: ListQuery): Promise<Page<AuditHistoryItem>> {
    return this.questions.history(id, query);
  }
}
