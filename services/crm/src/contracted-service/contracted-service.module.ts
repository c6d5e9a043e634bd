import { Module } from '@nestjs/common';
import { ContractedServiceController } from './contracted-service.controller.js';
import { ContractedServiceService } from './contracted-service.service.js';

@Module({ controllers: [ContractedServiceController], providers: [ContractedServiceService] })
export class ContractedServiceModule {}
