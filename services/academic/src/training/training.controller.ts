import { Body, Controller, Delete, Get, Param, Patch, Post, Query, UseGuards } from '@nestjs/common';
import type { AuditHistoryItem, StaffMemberRow, TrainingRow } from '@treina/contracts';
import {
  type AuthenticatedUser,
  CurrentUser,
  type ListQuery,
  ListEndpoint,
  ListQueryPipe,
  type Page,
  ParseIdListPipe,
  ParseIdPipe,
  RequirePermission,
  UserDirectory,
} from '@treina/nest-platform';
import { StaffOnlyGuard } from '../access.js';
import { CreateTrainingDto, UpdateTrainingDto } from './dto/training.dto.js';
import { TRAINING_LIST_COLUMNS } from './training-list.columns.js';
import { TrainingService } from './training.service.js';

@Controller('trainings')
@UseGuards(StaffOnlyGuard)
export class TrainingController {
  constructor(
    private readonly trainings: TrainingService,
    private readonly users: UserDirectory,
  ) {}

  /** GET /api/trainings: also for the class form's training select and the student form's interests. */
  @Get()
  @RequirePermission('training', 'class', 'student')
  @ListEndpoint()
  list(@Query(new ListQueryPipe(TRAINING_LIST_COLUMNS)) query: ListQuery): Promise<Page<TrainingRow>> {
    return this.trainings.list(query);
  }

  /**
   * GET /api/trainings/instructors: the 'Instrutor' selects' active staff (id, name, type), from
   * academic's users projection, for whoever may create or update trainings or classes — no `user`
   * permission needed.
   */
  @Get('instructors')
  @RequirePermission('training_create', 'training_update', 'class_create', 'class_update')
  instructors(): Promise<StaffMemberRow[]> {
    return this.users.staff();
  }

  @Post()
  @RequirePermission('training_create')
  async create(@Body() dto: CreateTrainingDto, @CurrentUser() actor: AuthenticatedUser) {
    return [await this.trainings.create(dto, actor)];
  }

  @Patch(':id')
  @RequirePermission('training_update')
  update(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdateTrainingDto, @CurrentUser() actor: AuthenticatedUser) {
    return this.trainings.update(id, dto, actor);
  }

  /** GET /api/trainings/{id}/history: who changed the training, newest first (permission `audit`). */
  @Get(':id/history')
  @RequirePermission('audit')
  @ListEndpoint()
  history(@Param('id', ParseIdPipe) id: number, @Query(new ListQueryPipe({})) query: ListQuery): Promise<Page<AuditHistoryItem>> {
    return this.trainings.history(id, query);
  }

  /** DELETE /api/trainings?trainingsIds=1,2 (409 while a training has classes). */
  @Delete()
  @RequirePermission('training_delete')
  async remove(@Query('trainingsIds', ParseIdListPipe) ids: number[], @CurrentUser() actor: AuthenticatedUser) {
    return { status: true, deleted: await this.trainings.remove(ids, actor) };
  }
}
