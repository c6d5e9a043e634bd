import { Inject, Injectable, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { JsonLogger, OutboxService, PLATFORM_CONFIG, type PlatformConfig } from '@treina/nest-platform';
import { ExamModule } from '../exam/exam.module.js';
import { ExamRepository } from '../exam/exam.repository.js';
import { QuestionModule } from '../question/question.module.js';
import { QuestionRepository } from '../question/question.repository.js';
import { DEMO_EXAM, demoQuestions } from './demo-questions.js';
import { DemoSeedRepository } from './demo-seed.repository.js';

const DEMO_KEY = 'simulado-cpa10';

/**
 * The demo data (DEMO_SEED=true): the CPA-10 training's bank of questions and its 'Simulado CPA-10', written in the transaction that
 * claims their key, so a second start (or a replica) changes nothing.
 */
@Injectable()
class DemoSeeder implements OnApplicationBootstrap {
  private readonly logger = new JsonLogger('assessment');

  constructor(
    private readonly seeds: DemoSeedRepository,
    private readonly questions: QuestionRepository,
    private readonly exams: ExamRepository,
    private readonly outbox: OutboxService,
    @Inject(PLATFORM_CONFIG) private readonly platform: PlatformConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.platform.demoSeed) return;
    await this.outbox.transaction(async ({ manager }) => {
      if (!(await this.seeds.claim(manager, DEMO_KEY))) return;
      const ids = await this.questions.insert(manager, demoQuestions());
      await this.exams.insert(manager, DEMO_EXAM);
      this.logger.info('demo data seeded', { key: DEMO_KEY, count: ids.length + 1 });
    });
  }
}

@Module({ imports: [QuestionModule, ExamModule], providers: [DemoSeedRepository, DemoSeeder] })
export class DemoSeedModule {}
