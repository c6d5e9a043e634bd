import { Body, Controller, Delete, Get, Param, Patch, Post, Query, Res, UseGuards } from '@nestjs/common';
import {
  type AuthenticatedUser,
  CurrentUser,
  parseId,
  ParseIdPipe,
  parseIdList,
  parseListQuery,
  RequirePermission,
  setTotalCount,
} from '@treina/nest-platform';
import type { Response } from 'express';
import { AllowStudents, StaffOnlyGuard } from '../common/student-access.js';
import { CLASS_LIST_COLUMNS, ClassService } from './class.service.js';
import { ClassDto } from './dto/class.dto.js';

@Controller('classes')
@UseGuards(StaffOnlyGuard)
export class ClassController {
  constructor(private readonly classes: ClassService) {}

  /**
   * GET /api/classes[?classId=]: staff see every class with its students; a student
   * (type 6, from the session) only the classes that release content to them.
   */
  @Get()
  @RequirePermission('class')
  @AllowStudents()
  async list(
    @Query() query: Record<string, unknown>,
    @CurrentUser() user: AuthenticatedUser,
    @Res({ passthrough: true }) response: Response,
  ) {
    const { classId, ...rest } = query;
    const id = classId === undefined || classId === '' ? undefined : parseId(classId, 'classId');
    const { rows, total } = await this.classes.list(parseListQuery(rest, CLASS_LIST_COLUMNS), user, id);
    setTotalCount(response, total);
    return rows;
  }

  /** POST /api/classes: the class and its `alunos`; answers a list whose first item is the new class. */
  @Post()
  @RequirePermission('class_create')
  async create(@Body() dto: ClassDto, @CurrentUser() actor: AuthenticatedUser) {
    return [await this.classes.create(dto, actor)];
  }

  /** PATCH /api/classes/{id}: the class fields and (when sent) the whole `alunos` list, diffed by the state machine. */
  @Patch(':id')
  @RequirePermission('class_update')
  update(@Param('id', ParseIdPipe) id: number, @Body() dto: ClassDto, @CurrentUser() actor: AuthenticatedUser) {
    return this.classes.update(id, dto, actor);
  }

  /** DELETE /api/classes?classesIds=1,2 */
  @Delete()
  @RequirePermission('class_delete')
  async remove(@Query('classesIds') ids: unknown) {
    return { status: true, deleted: await this.classes.remove(parseIdList(ids, 'classesIds')) };
  }
}
