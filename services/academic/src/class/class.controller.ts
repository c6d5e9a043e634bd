import { Body, Controller, Delete, Get, Param, Patch, Post, Query, UseGuards } from '@nestjs/common';
import type { AuditHistoryItem, ClassRow } from '@treina/contracts';
import {
  type AuthenticatedUser,
  CurrentUser,
  ListEndpoint,
  ListQueryPipe,
  type ListQuery,
  type ListQueryWith,
  type Page,
  ParseIdListPipe,
  ParseIdPipe,
  RequirePermission,
  type SerializedPage,
} from '@treina/nest-platform';
import { AllowStudents, StaffOnlyGuard } from '../access.js';
import { ClassHistory } from './class-history.js';
import { CLASS_LIST_COLUMNS } from './class-list.columns.js';
import { ClassCommands } from './class.commands.js';
import { ClassQueries } from './class.queries.js';
import { ClassListParams } from './dto/class-list.params.js';
import { CreateClassDto, EnrolmentEntryDto, UpdateClassDto } from './dto/class.dto.js';

@Controller('classes')
@UseGuards(StaffOnlyGuard)
export class ClassController {
  constructor(
    private readonly queries: ClassQueries,
    private readonly commands: ClassCommands,
    private readonly classHistory: ClassHistory,
  ) {}

  /**
   * GET /api/classes[?classId=]: staff see every class with its students; a student
   * (type 6, from the session) only the classes that release content to them.
   */
  @Get()
  @RequirePermission('class')
  @AllowStudents()
  @ListEndpoint()
  list(
    @Query(new ListQueryPipe(CLASS_LIST_COLUMNS, ClassListParams)) query: ListQueryWith<ClassListParams>,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<Page<ClassRow> | SerializedPage> {
    return this.queries.list(query, user, query.params.classId);
  }

  /** GET /api/classes/{id}/history?page=&pageSize=: who changed the class and its entries, newest first (permission `audit`). */
  @Get(':id/history')
  @RequirePermission('audit')
  @ListEndpoint()
  history(@Param('id', ParseIdPipe) id: number, @Query(new ListQueryPipe({})) query: ListQuery): Promise<Page<AuditHistoryItem>> {
    return this.classHistory.page(id, query);
  }

  /** POST /api/classes: the class and its `alunos`; answers a list whose first item is the new class. */
  @Post()
  @RequirePermission('class_create')
  async create(@Body() dto: CreateClassDto, @CurrentUser() actor: AuthenticatedUser) {
    return [await this.commands.create(dto, actor)];
  }

  /** PATCH /api/classes/{id}: the class fields and (when sent) the whole `alunos` list, diffed by the state machine. */
  @Patch(':id')
  @RequirePermission('class_update')
  update(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdateClassDto, @CurrentUser() actor: AuthenticatedUser) {
    return this.commands.update(id, dto, actor);
  }

  /**
   * POST /api/classes/{id}/alunos: adds one student (an entry of the form's list) to the class,
   * leaving the others as they are; 409 with the waiting-list message when no seat is free.
   */
  @Post(':id/alunos')
  @RequirePermission('class_update')
  addStudent(@Param('id', ParseIdPipe) id: number, @Body() entry: EnrolmentEntryDto, @CurrentUser() actor: AuthenticatedUser) {
    return this.commands.addStudent(id, entry, actor);
  }

  /** DELETE /api/classes?classesIds=1,2 */
  @Delete()
  @RequirePermission('class_delete')
  async remove(@Query('classesIds', ParseIdListPipe) ids: number[], @CurrentUser() actor: AuthenticatedUser) {
    return { status: true, deleted: await this.commands.remove(ids, actor) };
  }
}
