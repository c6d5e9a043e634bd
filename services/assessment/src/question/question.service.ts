import { HttpException, Injectable } from '@nestjs/common';
import type {
  AuditHistoryItem,
  ExamTrainingOption,
  QuestionBody,
  QuestionImportReport,
  QuestionRow,
  QuestionTopics,
} from '@treina/contracts';
import {
  type AuthenticatedUser,
  ApiException,
  badRequest,
  fieldChanges,
  type ListQuery,
  notFound,
  OutboxService,
  type Page,
} from '@treina/nest-platform';
import type { CreateQuestionDto, UpdateQuestionDto } from './dto/question.dto.js';
import { type ImportFile, importFileKind, readImportTable } from './question-file.js';
import { QuestionRepository } from './question.repository.js';
import { importReport, normalizedQuestion, questionProblems } from './question.rules.js';

const MSG_QUESTION_NOT_FOUND = 'Questão não encontrada.';
const MSG_TRAINING_UNKNOWN = 'Treinamento não encontrado.';
const MSG_INVALID_QUESTION = 'Corrija os campos indicados da questão.';
const MSG_NO_FILE = "Envie o arquivo no campo 'file' (.csv ou .xlsx).";
const MSG_FILE_TYPE = 'Tipo de arquivo não suportado. Envie uma planilha .xlsx ou um arquivo .csv.';
const MSG_UNREADABLE = 'Não foi possível ler a planilha. Salve-a novamente como .xlsx ou .csv e tente de novo.';
const MSG_IMPORT_ERRORS = 'A planilha tem erros: nenhuma questão foi importada. Corrija as linhas indicadas e envie novamente.';

/** What a question's history records: the form's fields. */
const AUDITED_FIELDS = [
  'id_treinamento',
  'topico',
  'enunciado',
  'alternativas',
  'correta',
  'explicacao',
  'dificuldade',
  'ativa',
] as const satisfies ReadonlyArray<keyof QuestionRow>;

/** The question bank: the list, changes with their history, and imports from a spreadsheet. */
@Injectable()
export class QuestionService {
  constructor(
    private readonly questions: QuestionRepository,
    private readonly outbox: OutboxService,
  ) {}

  list(query: ListQuery): Promise<Page<QuestionRow>> {
    return this.questions.list(query);
  }

  trainingOptions(): Promise<ExamTrainingOption[]> {
    return this.questions.trainingOptions();
  }

  async topics(id_treinamento: number): Promise<QuestionTopics> {
    return { id_treinamento, topicos: await this.questions.topics(id_treinamento) };
  }

  history(id: number, query: Pick<ListQuery, 'page' | 'pageSize'>): Promise<Page<AuditHistoryItem>> {
    return this.questions.history(id, query, MSG_QUESTION_NOT_FOUND);
  }

  create(dto: CreateQuestionDto, actor: AuthenticatedUser): Promise<QuestionRow> {
    return this.outbox.transaction(async (tx) => {
      const question = await this.checked(tx.manager, { ...dto, explicacao: dto.explicacao ?? null, ativa: dto.ativa ?? true });
      const [id] = await this.questions.insert(tx.manager, [question]);
      const row = (await this.questions.row(tx.manager, id!))!;
      tx.audit({ actor, entidade: 'questions', id_entidade: id!, acao: 'create', alteracoes: fieldChanges(null, row, AUDITED_FIELDS) });
      return row;
    });
  }

  update(id: number, dto: UpdateQuestionDto, actor: AuthenticatedUser): Promise<QuestionRow> {
    return this.outbox.transaction(async (tx) => {
      const current = await this.questions.lock(tx.manager, id);
      if (!current) throw notFound(MSG_QUESTION_NOT_FOUND);
      const before = (await this.questions.row(tx.manager, id))!;
      const merged: QuestionBody = {
        id_treinamento: dto.id_treinamento ?? current.id_treinamento,
        topico: dto.topico ?? current.topico,
        enunciado: dto.enunciado ?? current.enunciado,
        alternativas: dto.alternativas ?? current.alternativas,
        correta: dto.correta ?? (current.correta as QuestionBody['correta']),
        explicacao: dto.explicacao === undefined ? current.explicacao : dto.explicacao,
        dificuldade: dto.dificuldade ?? (current.dificuldade as QuestionBody['dificuldade']),
        ativa: dto.ativa ?? current.ativa,
      };
      await this.questions.update(tx.manager, id, await this.checked(tx.manager, merged));
      const after = (await this.questions.row(tx.manager, id))!;
      tx.audit({ actor, entidade: 'questions', id_entidade: id, acao: 'update', alteracoes: fieldChanges(before, after, AUDITED_FIELDS) });
      return after;
    });
  }

  /** Deletes the question; the attempts that drew it keep their own copy. */
  remove(id: number, actor: AuthenticatedUser): Promise<void> {
    return this.outbox.transaction(async (tx) => {
      if (!(await this.questions.lock(tx.manager, id))) throw notFound(MSG_QUESTION_NOT_FOUND);
      const before = (await this.questions.row(tx.manager, id))!;
      await this.questions.remove(tx.manager, id);
      tx.audit({ actor, entidade: 'questions', id_entidade: id, acao: 'delete', alteracoes: fieldChanges(before, null, AUDITED_FIELDS) });
    });
  }

  /**
   * Reads a spreadsheet of questions: a dry run answers what would be saved; a real one saves every row, or none when any row has an
   * error (400 with the same report).
   */
  async import(file: ImportFile | undefined, dryRun: boolean, actor: AuthenticatedUser): Promise<QuestionImportReport> {
    if (!file?.buffer?.length) throw badRequest(MSG_NO_FILE, [{ field: 'file', message: MSG_NO_FILE }]);
    const kind = importFileKind(file);
    if (!kind) throw new ApiException(415, MSG_FILE_TYPE);
    const table = await readImportTable(file, kind);
    if (!table) throw badRequest(MSG_UNREADABLE, [{ field: 'file', message: MSG_UNREADABLE }]);
    return this.outbox.transaction(async (tx) => {
      const known = await this.questions.knownTrainings(tx.manager, this.trainingColumnIds(table));
      const { questions, ...report } = importReport(table, known);
      if (report.erros.length) {
        if (dryRun) return { ...report, importadas: 0 };
        throw new HttpException(
          {
            statusCode: 400,
            statusMsg: MSG_IMPORT_ERRORS,
            message: MSG_IMPORT_ERRORS,
            errors: report.erros.slice(0, 50).map((error) => ({ field: `linha ${error.linha}`, message: error.mensagem })),
            ...report,
            importadas: 0,
          },
          400,
        );
      }
      if (dryRun) return { ...report, importadas: 0 };
      const ids = await this.questions.insert(tx.manager, questions);
      ids.forEach((id, index) =>
        tx.audit({
          actor,
          entidade: 'questions',
          id_entidade: id,
          acao: 'create',
          alteracoes: fieldChanges(
            null,
            questions[index]!,
            AUDITED_FIELDS.filter((field) => field in questions[index]!),
          ),
        }),
      );
      return { ...report, importadas: ids.length };
    });
  }

  /** The training ids the table's 'treinamento' column holds, wherever that column is. */
  private trainingColumnIds(table: string[][]): number[] {
    const position = (table[0] ?? []).findIndex((cell) => cell.trim().toLowerCase() === 'treinamento');
    if (position < 0) return [];
    return table.slice(1).map((row) => Number((row[position] ?? '').trim()));
  }

  /** The question normalized, or a Portuguese 400 naming each field wrong (an unknown training among them). */
  private async checked(manager: Parameters<QuestionRepository['knownTrainings']>[0], body: QuestionBody): Promise<QuestionBody> {
    const question = normalizedQuestion(body);
    const problems = questionProblems(question);
    if (!(await this.questions.knownTrainings(manager, [question.id_treinamento])).has(question.id_treinamento))
      problems.unshift({ field: 'id_treinamento', message: MSG_TRAINING_UNKNOWN });
    if (problems.length) throw badRequest(problems.length === 1 ? problems[0]!.message : MSG_INVALID_QUESTION, problems);
    return question;
  }
}
