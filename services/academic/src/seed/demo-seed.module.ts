import { Inject, Injectable, Module, type OnApplicationBootstrap } from '@nestjs/common';
import {
  type AuthenticatedUser,
  JsonLogger,
  newContext,
  OutboxService,
  PLATFORM_CONFIG,
  type PlatformConfig,
  runInContext,
} from '@treina/nest-platform';
import { ClassModule } from '../class/class.module.js';
import { ClassCommands } from '../class/class.commands.js';
import { AcademicDb } from '../database/db.js';
import { MaterialModule } from '../material/material.module.js';
import { MaterialService } from '../material/material.service.js';
import { StudentModule } from '../student/student.module.js';
import { StudentCommands } from '../student/student.commands.js';
import * as trainings from '../training/training.repository.js';
import * as demo from './demo-seed.repository.js';
import { tinyPdf } from './tiny-pdf.js';

/** The README's student account: its login is created by identity from the student event (see identity's student-login). */
const DEMO_STUDENT_EMAIL = 'aluno@treina.dev';

/** Id, name, status, price and the sellers' commission rate (the API's text). */
const TRAININGS: Array<[number, string, number, string, string]> = [
  [1, 'Excel Avançado', 1, '1200.00', '10.00'],
  [2, 'Power BI na Prática', 1, '1500.00', '10.00'],
  [3, 'Python para Análise de Dados', 2, '2400.00', '12.50'],
  [6, 'Preparatório CPA-10', 1, '890.00', '8.00'],
  [16, 'Preparatório CPA-20', 1, '1290.00', '8.00'],
];

/** Marks the demo classes (an interrupted seed resumes by looking for them). */
const DEMO_CLASS = 'Turma de demonstração';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The demo data of `npm start` (demo.ts; never in the production app): trainings, materials with small PDFs, classes with students in
 * several statuses, leads, and aluno@treina.dev with content released in one class and not in another. Everything goes through the services
 * (state machine, events); a complete seed is left as it is, an interrupted one is completed.
 */
@Injectable()
export class DemoSeeder implements OnApplicationBootstrap {
  private readonly logger = new JsonLogger('academic');

  constructor(
    private readonly db: AcademicDb,
    private readonly outbox: OutboxService,
    private readonly materials: MaterialService,
    private readonly classes: ClassCommands,
    private readonly students: StudentCommands,
    @Inject(PLATFORM_CONFIG) private readonly platform: PlatformConfig,
  ) {}

  onApplicationBootstrap(): void {
    // DEMO_SEED=false (tests) keeps the seeder for explicit calls only.
    if (!this.platform.demoSeed) return;
    // In the background: it waits for the users projection (instructor, seller) to fill.
    void runInContext(newContext(), () => this.seed()).catch((error: Error) =>
      this.logger.emit('error', 'demo seed failed', { error: error.message }),
    );
  }

  async seed(): Promise<boolean> {
    // The last step's class marks a complete seed; an interrupted one resumes (every step skips what exists).
    const classOf = (training: number) => demo.classWithDescription(this.db.pool, training, DEMO_CLASS);
    if (await classOf(2)) return false;
    const user = async (email: string) => {
      for (let attempt = 0; attempt < 40; attempt += 1) {
        const found = await demo.userIdByEmail(this.db.pool, email);
        if (found) return found;
        await sleep(250);
      }
      return null;
    };
    const instructor = await user('instrutor@treina.dev');
    const seller = await user('vendas@treina.dev');
    const actor = {
      id_usuario: seller ?? 0,
      nome: 'Demo',
      email: '',
      id_tipo_usuario: 1,
      id_aluno: null,
      permissions: [],
      sessionVersion: 1,
    } as AuthenticatedUser;

    // Fixed ids (the 'Simulados' trainings are 6 and 16), so inserted here, with their events.
    await this.outbox.transaction(async (tx) => {
      await demo.placeTrainings(tx.manager, TRAININGS, instructor);
      for (const snapshot of await trainings.snapshots(
        tx.manager,
        TRAININGS.map(([id]) => id),
      ))
        tx.publish('academic.training.created.v1', snapshot);
    });

    const material = async (nome: string, shownIn: number[]) => {
      if (await demo.materialNamed(this.db.pool, nome)) return;
      const file = tinyPdf(`${nome} - material de demonstração Treina`);
      const url = await this.materials.upload(
        [{ originalname: `${nome}.pdf`, mimetype: 'application/pdf', size: file.length, buffer: file }],
        actor,
      );
      const [row] = [await this.materials.create({ nome_material: nome, url }, actor)];
      await demo.linkMaterial(this.db.pool, row.id, shownIn);
    };
    await material('Apostila CPA-10', [6]);
    await material('Simulado comentado CPA-10', [6]);
    await material('Apostila CPA-20', [16]);
    await material('Apostila Excel Avançado', [1]);
    await this.outbox.transaction(async (tx) => {
      await trainings.raiseRevisions(
        tx.manager,
        TRAININGS.map(([id]) => id),
      );
      for (const snapshot of await trainings.snapshots(
        tx.manager,
        TRAININGS.map(([id]) => id),
      ))
        tx.publish('academic.training.updated.v1', snapshot);
    });

    const student = async (nome_aluno: string, email: string, telefone: string, extra: Record<string, unknown> = {}) => {
      const existing = await demo.studentIdByEmail(this.db.pool, email);
      return (
        existing ?? (await this.students.create({ nome_aluno, email, telefone, id_canal_aluno: 1, id_status_aluno: 3, ...extra }, actor)).id
      );
    };
    const aluno = await student('Aluno Demo', DEMO_STUDENT_EMAIL, '(11) 99999-0000', {
      possui_login: true,
      cpf: '529.982.247-25',
      interesses: [6, 16],
    });
    const maria = await student('Maria Souza', 'maria.souza@exemplo.com.br', '(11) 98888-1111', { interesses: [1] });
    const joao = await student('João Lima', 'joao.lima@exemplo.com.br', '(21) 97777-2222');
    const ana = await student('Ana Pereira', 'ana.pereira@exemplo.com.br', '(31) 96666-3333', { id_canal_aluno: 2 });
    const pedro = await student('Pedro Santos', 'pedro.santos@exemplo.com.br', '(41) 95555-4444', { id_canal_aluno: 3 });
    const carla = await student('Carla Mendes', 'carla.mendes@exemplo.com.br', '(51) 94444-5555', { id_canal_aluno: 4 });
    for (const [nome, email, telefone, interests] of [
      ['Bruno Costa', 'bruno.costa@exemplo.com.br', '(11) 93333-6666', [2, 3]],
      ['Fernanda Alves', 'fernanda.alves@exemplo.com.br', '(19) 92222-7777', [6]],
      ['Rafael Rocha', 'rafael.rocha@exemplo.com.br', '(85) 91111-8888', [16, 6, 1]],
    ] as const) {
      await student(nome, email, telefone, { id_status_aluno: 1, id_canal_aluno: 5, interesses: [...interests] });
    }

    const base = { id_instrutor: instructor, id_periodo_turma: 1, desc_turma: DEMO_CLASS };
    const entry = (id_aluno: number, id_inscricao: number, extra: Record<string, unknown> = {}) => ({ id_aluno, id_inscricao, ...extra });
    const paid = { id_forma_pagto: 3, valor_pago: 1490, cod_pagto: 'PIX-DEMO', libera_conteudo: true };
    if (!(await classOf(6))) {
      const cpa10 = await this.classes.create(
        {
          ...base,
          id_treinamento: 6,
          data_inicio: daysFromNow(-10),
          data_fim: daysFromNow(-6),
          id_status_turma: 2,
          alunos: [
            entry(aluno, 3, paid),
            entry(maria, 3, paid),
            entry(joao, 2, { id_forma_pagto: 1, valor_pago: 1490 }),
            entry(ana, 3, paid),
            entry(pedro, 1),
          ],
        },
        actor,
      );
      // Ana asks to move to another class (6); Pedro gives up (removed: 4).
      const alunos = cpa10.alunos
        .filter((e) => e.id_aluno !== pedro)
        .map((e) => ({ ...e, id_inscricao: e.id_aluno === ana ? 6 : e.id_inscricao }));
      await this.classes.update(cpa10.id, { alunos }, actor);
    }
    if (!(await classOf(16))) {
      await this.classes.create(
        {
          ...base,
          id_treinamento: 16,
          data_inicio: daysFromNow(20),
          data_fim: daysFromNow(24),
          id_periodo_turma: 2,
          id_status_turma: 1,
          alunos: [entry(aluno, 2, { id_forma_pagto: 1, valor_pago: 1890 }), entry(carla, 1)],
        },
        actor,
      );
    }
    if (!(await classOf(1))) {
      const excel = await this.classes.create(
        {
          ...base,
          id_treinamento: 1,
          data_inicio: daysFromNow(-60),
          data_fim: daysFromNow(-56),
          id_status_turma: 2,
          alunos: [entry(pedro, 3, { ...paid, valor_pago: 890 }), entry(maria, 3, { ...paid, valor_pago: 890 })],
        },
        actor,
      );
      await this.classes.update(excel.id, { id_status_turma: 4 }, actor);
    }
    await this.classes.create(
      { ...base, id_treinamento: 2, data_inicio: daysFromNow(35), data_fim: daysFromNow(39), id_status_turma: 1, alunos: [] },
      actor,
    );
    this.logger.info('demo data created', { students: 9, classes: 4 });
    return true;
  }
}

@Module({ imports: [MaterialModule, ClassModule, StudentModule], providers: [DemoSeeder] })
export class DemoSeedModule {}
