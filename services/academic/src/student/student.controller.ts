import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Put,
  Query,
  UploadedFiles,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { FilesInterceptor } from '@nestjs/platform-express';
import type { AuditHistoryItem, StudentRow } from '@treina/contracts';
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
import { StaffOnlyGuard } from '../access.js';
import type { UploadedFileData } from '../storage/file.service.js';
import { UPLOAD_MAX_FILES } from '../storage/upload-policy.js';
import { StudentListParams } from './dto/student-list.params.js';
import { StudentUploadDto } from './dto/student-upload.dto.js';
import { CreateStudentDto, StudentFilesDto, UpdateStudentDto } from './dto/student.dto.js';
import { StudentDocuments } from './student-documents.js';
import { StudentHistory } from './student-history.js';
import { STUDENT_LIST_COLUMNS } from './student-list.columns.js';
import { StudentCommands } from './student.commands.js';
import { StudentQueries } from './student.queries.js';

@Controller('students')
@UseGuards(StaffOnlyGuard)
export class StudentController {
  constructor(
    private readonly queries: StudentQueries,
    private readonly commands: StudentCommands,
    private readonly documents: StudentDocuments,
    private readonly studentHistory: StudentHistory,
  ) {}

  /** GET /api/students?type=student|interested[&studentId=]; also the class form's student picker (no type: everyone). */
  @Get()
  @RequirePermission('student', 'class_create', 'class_update')
  @ListEndpoint()
  list(
    @Query(new ListQueryPipe(STUDENT_LIST_COLUMNS, StudentListParams)) query: ListQueryWith<StudentListParams>,
  ): Promise<Page<StudentRow> | SerializedPage> {
    return this.queries.list(query, query.params);
  }

  /** POST /api/students: 200 with a list whose first item is the new student. */
  @Post()
  @HttpCode(200)
  @RequirePermission('student_create')
  async create(@Body() dto: CreateStudentDto, @CurrentUser() actor: AuthenticatedUser) {
    return [await this.commands.create(dto, actor)];
  }

  /** POST /api/students/uploadS3 (multipart: `studentId` and `file` parts): the student's documents after the upload. */
  @Post('uploadS3')
  @RequirePermission('student_create', 'student_update')
  @UseInterceptors(FilesInterceptor('file', UPLOAD_MAX_FILES))
  upload(@UploadedFiles() files: UploadedFileData[] | undefined, @Body() body: StudentUploadDto, @CurrentUser() actor: AuthenticatedUser) {
    return this.documents.upload(body.studentId, files, actor);
  }

  @Patch(':id')
  @RequirePermission('student_update')
  update(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdateStudentDto, @CurrentUser() actor: AuthenticatedUser) {
    return this.commands.update(id, dto, actor);
  }

  /** GET /api/students/{id}/history: who changed the student, its interests and documents, newest first (permission `audit`). */
  @Get(':id/history')
  @RequirePermission('audit')
  @ListEndpoint()
  history(@Param('id', ParseIdPipe) id: number, @Query(new ListQueryPipe({})) query: ListQuery): Promise<Page<AuditHistoryItem>> {
    return this.studentHistory.page(id, query);
  }

  /** PUT /api/students/{id}/files: `documentos` = the documents that remain. */
  @Put(':id/files')
  @RequirePermission('student_update')
  keepDocuments(@Param('id', ParseIdPipe) id: number, @Body() dto: StudentFilesDto, @CurrentUser() actor: AuthenticatedUser) {
    return this.documents.keep(id, dto.documentos, actor);
  }

  /** DELETE /api/students?studentsIds=1,2 */
  @Delete()
  @RequirePermission('student_delete')
  async remove(@Query('studentsIds', ParseIdListPipe) ids: number[], @CurrentUser() actor: AuthenticatedUser) {
    return { status: true, deleted: await this.commands.remove(ids, actor) };
  }
}
