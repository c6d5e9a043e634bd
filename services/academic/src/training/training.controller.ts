import { Body, Controller, Delete, Get, Param, Patch, Post, Query, Res, UseGuards } from '@nestjs/common';
import { ParseIdPipe, parseIdList, parseListQuery, RequirePermission, setTotalCount } from '@treina/nest-platform';
import type { Response } from 'express';
import { StaffOnlyGuard } from '../common/student-access.js';
import { CreateTrainingDto, UpdateTrainingDto } from './dto/training.dto.js';
import { TRAINING_LIST_COLUMNS, TrainingService } from './training.service.js';

@Controller('trainings')
@UseGuards(StaffOnlyGuard)
export class TrainingController {
  constructor(private readonly trainings: TrainingService) {}

  /** GET /api/trainings: also for the class form's training select and the student form's interests. */
  @Get()
  @RequirePermission('training', 'class', 'student')
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) response: Response) {
    const { rows, total } = await this.trainings.list(parseListQuery(query, TRAINING_LIST_COLUMNS));
    setTotalCount(response, total);
    return rows;
  }

  @Post()
  @RequirePermission('training_create')
  async create(@Body() dto: CreateTrainingDto) {
    return [await this.trainings.create(dto)];
  }

  @Patch(':id')
  @RequirePermission('training_update')
  update(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdateTrainingDto) {
    return this.trainings.update(id, dto);
  }

  /** DELETE /api/trainings?trainingsIds=1,2 (409 while a training has classes). */
  @Delete()
  @RequirePermission('training_delete')
  async remove(@Query('trainingsIds') ids: unknown) {
    return { status: true, deleted: await this.trainings.remove(parseIdList(ids, 'trainingsIds')) };
  }
}
