import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  Param,
  Patch,
  Post,
  Query,
  UploadedFiles,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { FilesInterceptor } from '@nestjs/platform-express';
import type { AuditHistoryItem, MaterialRow } from '@treina/contracts';
import {
  type AuthenticatedUser,
  CurrentUser,
  ListEndpoint,
  type ListQuery,
  ListQueryPipe,
  type Page,
  ParseIdListPipe,
  ParseIdPipe,
  RequirePermission,
} from '@treina/nest-platform';
import { StaffOnlyGuard } from '../access.js';
import type { UploadedFileData } from '../storage/file.service.js';
import { UPLOAD_MAX_FILES } from '../storage/upload-policy.js';
import { CreateMaterialDto, UpdateMaterialDto } from './dto/material.dto.js';
import { MATERIAL_LIST_COLUMNS } from './material-list.columns.js';
import { MaterialService } from './material.service.js';

@Controller('materials')
@UseGuards(StaffOnlyGuard)
export class MaterialController {
  constructor(private readonly materials: MaterialService) {}

  /** GET /api/materials: also for the training form's checkbox list. */
  @Get()
  @RequirePermission('material', 'training')
  @ListEndpoint()
  list(@Query(new ListQueryPipe(MATERIAL_LIST_COLUMNS)) query: ListQuery): Promise<Page<MaterialRow>> {
    return this.materials.list(query);
  }

  /** POST /api/materials: answers a list whose first item is the new material. */
  @Post()
  @RequirePermission('material_create')
  async create(@Body() dto: CreateMaterialDto, @CurrentUser() actor: AuthenticatedUser) {
    return [await this.materials.create(dto, actor)];
  }

  /** POST /api/materials/uploadS3 (multipart, `file` parts): the body is the stored file's URL (a JSON string). */
  @Post('uploadS3')
  @RequirePermission('material_create', 'material_update')
  @Header('Content-Type', 'application/json; charset=utf-8')
  @UseInterceptors(FilesInterceptor('file', UPLOAD_MAX_FILES))
  async upload(@UploadedFiles() files: UploadedFileData[] | undefined, @CurrentUser() actor: AuthenticatedUser) {
    return JSON.stringify(await this.materials.upload(files, actor));
  }

  @Patch(':id')
  @RequirePermission('material_update')
  update(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdateMaterialDto, @CurrentUser() actor: AuthenticatedUser) {
    return this.materials.update(id, dto, actor);
  }

  /** GET /api/materials/{id}/history: who changed the material, newest first (permission `audit`). */
  @Get(':id/history')
  @RequirePermission('audit')
  @ListEndpoint()
  history(@Param('id', ParseIdPipe) id: number, @Query(new ListQueryPipe({})) query: ListQuery): Promise<Page<AuditHistoryItem>> {
    return this.materials.history(id, query);
  }

  /** DELETE /api/materials?materialsIds=1,2 */
  @Delete()
  @RequirePermission('material_delete')
  async remove(@Query('materialsIds', ParseIdListPipe) ids: number[], @CurrentUser() actor: AuthenticatedUser) {
    return { status: true, deleted: await this.materials.remove(ids, actor) };
  }
}
