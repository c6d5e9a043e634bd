import { Module } from '@nestjs/common';
import { AttendanceCommands } from './attendance.commands.js';
import { AttendanceController } from './attendance.controller.js';

@Module({ controllers: [AttendanceController], providers: [AttendanceCommands] })
export class AttendanceModule {}
