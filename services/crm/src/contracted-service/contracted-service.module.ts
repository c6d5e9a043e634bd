import { Module } from '@nestjs/common';
import { ContractedServiceController } from './contracted-service.controller.js';
import { ContractedServiceRepository } from './contracted-service.repository.js';
import { ContractedServiceService } from './contracted-service.service.js';

@Module({ controllers: [ContractedServiceController], providers: [ContractedServiceRepository, ContractedServiceService] })
export class ContractedServiceModule {}
