import { Body, Controller, Get, Put, UseGuards } from '@nestjs/common';
import { badRequest, RequirePermission } from '@treina/nest-platform';
import { StaffOnlyGuard } from '../access.js';
import { AcademicDb } from '../database/db.js';
import { AcademicSettingsDto } from './dto/period-times.dto.js';
import * as sessions from './session.repository.js';

const MSG_TIMES = 'O horário de término do período deve ser posterior ao de início.';
const MSG_PERIOD = 'Período da turma não encontrado.';

/** Academic settings (Configurações): each period's default session times, used when sessions are generated. */
@Controller('academic-settings')
@UseGuards(StaffOnlyGuard)
export class AcademicSettingsController {
  constructor(private readonly db: AcademicDb) {}

  @Get()
  @RequirePermission('config')
  async read() {
    return { horarios_periodo: await sessions.allPeriodTimes(this.db.pool) };
  }

  /** Sessions already generated keep their times; classes generated or regenerated afterwards take the new ones. */
  @Put()
  @RequirePermission('config_update')
  async write(@Body() dto: AcademicSettingsDto) {
    for (const row of dto.horarios_periodo)
      if (row.fim <= row.inicio) throw badRequest(MSG_TIMES, [{ field: 'horarios_periodo', message: MSG_TIMES }]);
    await this.db.transaction(async (db) => {
      if (!(await sessions.savePeriodTimes(db, dto.horarios_periodo)))
        throw badRequest(MSG_PERIOD, [{ field: 'horarios_periodo', message: MSG_PERIOD }]);
    });
    return this.read();
  }
}
