import {
  MIN_ALTERNATIVES,
  QUESTION_DIFFICULTIES,
  QUESTION_LETTERS,
  type QuestionAlternative,
  type QuestionBody,
  type QuestionDifficulty,
  type QuestionImportError,
  type QuestionImportReport,
  type QuestionLetter,
} from '@treina/contracts';

/** A problem of one field, in the API's per-field error shape. */
export interface FieldProblem {
  field: string;
  message: string;
}

export const TOPIC_MAX = 100;
export const STATEMENT_MAX = 4000;
export const ALTERNATIVE_MAX = 1000;
export const EXPLANATION_MAX = 4000;

/**
 * What is wrong with a question's alternatives and answer key: 2 to 5 alternatives lettered A, B, C... in that order, each with a
 * text, no two alike, and the correct letter one of them. Empty when nothing is.
 */
export function alternativeProblems(alternativas: readonly QuestionAlternative[], correta: string): FieldProblem[] {
  const max = QUESTION_LETTERS.length;
  if (alternativas.length < MIN_ALTERNATIVES || alternativas.length > max)
    return [{ field: 'alternativas', message: `Informe de ${MIN_ALTERNATIVES} a ${max} alternativas.` }];
  const problems: FieldProblem[] = [];
  const expected = QUESTION_LETTERS.slice(0, alternativas.length);
  if (alternativas.some((alternative, index) => alternative.letra !== expected[index]))
    problems.push({ field: 'alternativas', message: `As alternativas devem ter as letras ${expected.join(', ')}, nesta ordem.` });
  alternativas.forEach((alternative, index) => {
    if (!alternative.texto.trim())
      problems.push({ field: `alternativas.${index}.texto`, message: `Preencha o texto da alternativa ${expected[index]}.` });
    else if (alternative.texto.length > ALTERNATIVE_MAX)
      problems.push({
        field: `alternativas.${index}.texto`,
        message: `O texto da alternativa ${expected[index]} deve ter no máximo ${ALTERNATIVE_MAX} caracteres.`,
      });
  });
  const texts = alternativas.map((alternative) => alternative.texto.trim().toLowerCase()).filter(Boolean);
  if (new Set(texts).size !== texts.length) problems.push({ field: 'alternativas', message: 'Duas alternativas têm o mesmo texto.' });
  if (!expected.includes(correta as QuestionLetter))
    problems.push({
      field: 'correta',
      message: `A alternativa correta deve ser uma das alternativas (${expected[0]} a ${expected[expected.length - 1]}).`,
    });
  return problems;
}

/** The question's texts without the spaces around them; an empty explanation is none. */
export function normalizedQuestion(body: QuestionBody): QuestionBody {
  const explicacao = body.explicacao?.trim() ?? '';
  return {
    ...body,
    topico: body.topico.trim(),
    enunciado: body.enunciado.trim(),
    alternativas: body.alternativas.map((alternative) => ({ letra: alternative.letra, texto: alternative.texto.trim() })),
    explicacao: explicacao ? explicacao : null,
  };
}

/** Every problem of a whole question (its texts' presence and size, and its alternatives). */
export function questionProblems(body: QuestionBody): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!body.topico) problems.push({ field: 'topico', message: 'Informe o tópico.' });
  else if (body.topico.length > TOPIC_MAX)
    problems.push({ field: 'topico', message: `O tópico deve ter no máximo ${TOPIC_MAX} caracteres.` });
  if (!body.enunciado) problems.push({ field: 'enunciado', message: 'Informe o enunciado.' });
  else if (body.enunciado.length > STATEMENT_MAX)
    problems.push({ field: 'enunciado', message: `O enunciado deve ter no máximo ${STATEMENT_MAX} caracteres.` });
  if (body.explicacao && body.explicacao.length > EXPLANATION_MAX)
    problems.push({ field: 'explicacao', message: `A explicação deve ter no máximo ${EXPLANATION_MAX} caracteres.` });
  if (!QUESTION_DIFFICULTIES.includes(body.dificuldade))
    problems.push({ field: 'dificuldade', message: `Escolha a dificuldade: ${QUESTION_DIFFICULTIES.join(', ')}.` });
  return [...problems, ...alternativeProblems(body.alternativas, body.correta)];
}

/** The columns of an import file, by their folded header. */
type ImportColumn =
  'treinamento' | 'topico' | 'enunciado' | 'a' | 'b' | 'c' | 'd' | 'e' | 'correta' | 'explicacao' | 'dificuldade' | 'ativa';
const REQUIRED_COLUMNS: readonly ImportColumn[] = ['treinamento', 'topico', 'enunciado', 'a', 'b', 'correta'];
const IMPORT_MAX_ROWS = 1000;
const PREVIEW_ROWS = 20;

/** A header as the file may write it ('Tópico', ' ENUNCIADO ') -> its column name. */
function foldHeader(header: string): string {
  return header
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

const TRUE_WORDS = ['sim', 's', 'true', 'verdadeiro', '1', 'x'];
const FALSE_WORDS = ['nao', 'n', 'false', 'falso', '0'];

/** A difficulty as written ('facil', 'MÉDIA') -> the product's, or undefined. */
function difficultyOf(text: string): QuestionDifficulty | undefined {
  const folded = foldHeader(text);
  return QUESTION_DIFFICULTIES.find((difficulty) => foldHeader(difficulty) === folded);
}

/** What an import of `table` (the header first, then one row a question) would save, or why a row cannot be. */
export function importReport(
  table: readonly string[][],
  knownTrainings: ReadonlySet<number>,
): Omit<QuestionImportReport, 'importadas'> & {
  questions: QuestionBody[];
} {
  const [header = [], ...lines] = table;
  // Blank lines are skipped; the others keep the file's line numbers.
  const rows = lines.map((cells, index) => ({ cells, linha: index + 2 })).filter(({ cells }) => cells.some((value) => value.trim()));
  const positions = new Map<string, number>();
  header.forEach((cell, index) => positions.set(foldHeader(cell), index));
  const missing = REQUIRED_COLUMNS.filter((column) => !positions.has(column));
  if (missing.length)
    return {
      total: rows.length,
      validas: 0,
      erros: [{ linha: 1, campo: null, mensagem: `Faltam colunas no cabeçalho: ${missing.join(', ')}.` }],
      preview: [],
      questions: [],
    };
  if (rows.length > IMPORT_MAX_ROWS)
    return {
      total: rows.length,
      validas: 0,
      erros: [{ linha: rows[IMPORT_MAX_ROWS]!.linha, campo: null, mensagem: `O arquivo pode ter no máximo ${IMPORT_MAX_ROWS} questões.` }],
      preview: [],
      questions: [],
    };
  const errors: QuestionImportError[] = [];
  const questions: QuestionBody[] = [];
  rows.forEach(({ cells: row, linha }) => {
    const cell = (column: ImportColumn) => {
      const position = positions.get(column);
      return position === undefined ? '' : (row[position] ?? '').trim();
    };
    const problems: Array<{ campo: string | null; mensagem: string }> = [];
    const trainingText = cell('treinamento');
    const id_treinamento = /^\d{1,9}$/.test(trainingText) ? Number(trainingText) : NaN;
    if (!trainingText) problems.push({ campo: 'treinamento', mensagem: 'Informe o id do treinamento.' });
    else if (!Number.isInteger(id_treinamento) || !knownTrainings.has(id_treinamento))
      problems.push({ campo: 'treinamento', mensagem: `Treinamento ${trainingText} não encontrado.` });
    const texts = (['a', 'b', 'c', 'd', 'e'] as const).map(cell);
    const lastFilled = texts.reduce((last, text, position) => (text ? position : last), -1);
    const alternativas = texts
      .slice(0, Math.max(lastFilled + 1, 0))
      .map((texto, position) => ({ letra: QUESTION_LETTERS[position]!, texto }));
    const dificuldadeText = cell('dificuldade');
    const dificuldade = dificuldadeText ? difficultyOf(dificuldadeText) : 'Média';
    const ativaText = foldHeader(cell('ativa'));
    const ativa = !ativaText || TRUE_WORDS.includes(ativaText) ? true : FALSE_WORDS.includes(ativaText) ? false : undefined;
    if (ativa === undefined) problems.push({ campo: 'ativa', mensagem: "Use 'sim' ou 'não' na coluna ativa." });
    const body = normalizedQuestion({
      id_treinamento,
      topico: cell('topico'),
      enunciado: cell('enunciado'),
      alternativas,
      correta: cell('correta').toUpperCase() as QuestionLetter,
      explicacao: cell('explicacao'),
      dificuldade: dificuldade ?? (dificuldadeText as QuestionDifficulty),
      ativa: ativa ?? true,
    });
    for (const problem of questionProblems(body)) problems.push({ campo: importColumnOf(problem.field), mensagem: problem.message });
    if (problems.length) errors.push(...problems.map((problem) => ({ linha, ...problem })));
    else questions.push(body);
  });
  if (!rows.length) errors.push({ linha: 2, campo: null, mensagem: 'O arquivo não tem nenhuma questão.' });
  return { total: rows.length, validas: questions.length, erros: errors, preview: questions.slice(0, PREVIEW_ROWS), questions };
}

/** The file's column a problem of the API's field names. */
function importColumnOf(field: string): string {
  const alternative = /^alternativas\.(\d)\./.exec(field);
  if (alternative) return QUESTION_LETTERS[Number(alternative[1])]!.toLowerCase();
  return field === 'alternativas' ? 'a' : field;
}
