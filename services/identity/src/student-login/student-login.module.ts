import { Module } from '@nestjs/common';
import { UserModule } from '../user/user.module.js';
import { StudentLoginEvents } from './student-login.events.js';
import { StudentLoginRepository } from './student-login.repository.js';
import { StudentLoginService } from './student-login.service.js';

@Module({
  imports: [UserModule],
  controllers: [StudentLoginEvents],
  providers: [StudentLoginRepository, StudentLoginService],
})
export class StudentLoginModule {}
