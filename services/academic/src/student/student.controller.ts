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
  Res,
  UploadedFiles,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { FilesInterceptor } from '@nestjs/platform-express';
import {
  type AuthenticatedUser,
  badRequest,
  CurrentUser,
  parseId,
  ParseIdPipe,
  parseIdList,
  parseListQuery,
  RequirePermission,
  setTotalCount,
} from '@treina/nest-platform';
import type { Response } from 'express';
import { StaffOnlyGuard } from '../common/student-access.js';
import type { UploadedFileData } from '../storage/file.service.js';
import { UPLOAD_MAX_FILES } from '../storage/upload-policy.js';
import { StudentDto, StudentFilesDto } from './dto/student.dto.js';
import { STUDENT_LIST_COLUMNS, StudentService } from './student.service.js';

function optionalId(value: unknown, name: string): number | undefined {
  return value === undefined || value === '' ? undefined : parseId(value, name);
}

@Controller('students')
@UseGuards(StaffOnlyGuard)
export class StudentController {
  constructor(private readonly students: StudentService) {}

  /** GET /api/students?type=student|interested[&studentId=]; also the class form's student picker (no type: everyone). */
  @Get()
  @RequirePermission('student', 'class_create', 'class_update')
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) response: Response) {
    const { type, studentId, ...rest } = query;
    if (type !== undefined && type !== '' && type !== 'student' && type !== 'interested') {
      throw badRequest("O parâmetro 'type' deve ser 'student' ou 'interested'.");
    }
    const { rows, total } = await this.students.list(
      parseListQuery(rest, STUDENT_LIST_COLUMNS),
      (type || undefined) as 'student' | 'interested' | undefined,
      optionalId(studentId, 'studentId'),
    );
    setTotalCount(response, total);
    return rows;
  }

  /** POST /api/students: 200 (SPEC) with a list whose first item is the new student. */
  @Post()
  @HttpCode(200)
  @RequirePermission('student_create')
  async create(@Body() dto: StudentDto) {
    return [await this.students.create(dto)];
  }

  /** POST /api/students/uploadS3 (multipart: `studentId` and `file` parts): the student's documents after the upload. */
  @Post('uploadS3')
  @RequirePermission('student_create', 'student_update')
  @UseInterceptors(FilesInterceptor('file', UPLOAD_MAX_FILES))
  async upload(
    @UploadedFiles() files: UploadedFileData[] | undefined,
    @Body() body: Record<string, unknown>,
    @CurrentUser() actor: AuthenticatedUser,
  ) {
    const studentId = optionalId(body?.studentId, 'studentId');
    if (!studentId) throw badRequest("Informe o campo 'studentId'.");
    return this.students.upload(studentId, files, actor);
  }

  @Patch(':id')
  @RequirePermission('student_update')
  update(@Param('id', ParseIdPipe) id: number, @Body() dto: StudentDto) {
    return this.students.update(id, dto);
  }

  /** PUT /api/students/{id}/files: `documentos` = the documents that remain. */
  @Put(':id/files')
  @RequirePermission('student_update')
  keepDocuments(@Param('id', ParseIdPipe) id: number, @Body() dto: StudentFilesDto) {
    return this.students.keepDocuments(id, dto.documentos);
  }

  /** DELETE /api/students?studentsIds=1,2 */
  @Delete()
  @RequirePermission('student_delete')
  async remove(@Query('studentsIds') ids: unknown) {
    return { status: true, deleted: await this.students.remove(parseIdList(ids, 'studentsIds')) };
  }
}
