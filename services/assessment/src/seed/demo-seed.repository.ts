import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DemoSeedEntity } from '../database/demo-seed.entity.js';

/** The demo seed's claimed keys (`semente_demo`). */
@Injectable()
export class DemoSeedRepository {
  /** Claims `key` in the caller's transaction; false when it was claimed before. */
  async claim(manager: EntityManager, key: string): Promise<boolean> {
    const claimed = await manager
      .createQueryBuilder()
      .insert()
      .into(DemoSeedEntity)
      .values({ chave: key })
      .orIgnore()
      .returning('chave')
      .execute();
    return (claimed.raw as unknown[]).length > 0;
  }
}
