import {
  type BoundCondition,
  containsPattern,
  foldedTerms,
  foldSql,
  isDatePiece,
  type ListQuery,
  queryRows,
  shownDateCondition,
} from '@treina/nest-platform';
import type { EntityManager, ObjectLiteral } from 'typeorm';
import { STUDENT_TRAINING_FILTERS, type StudentTrainingFilter } from './student-list.columns.js';

/** Which names a piece of text matched, per term: trainings, channels, student statuses. */
interface NamedMatch {
  i: number;
  k: 't' | 'c' | 's';
  id: number;
}

/** What the Criação column shows: the creation instant's day on the school's calendar. */
const CREATED = { sql: 'a.data_criacao', instant: true };

/** Students interested in one of the trainings `:<name>`, or who took one (Treinamentos Realizados), through the rows' GIN-indexed id arrays (student-trainings.ts). */
const interestedIn = (name: string) => `a.ids_treinamentos_interesse && :${name}::int[]`;
const tookOneOf = (name: string) => `a.ids_treinamentos_realizados && :${name}::int[]`;

/**
 * The Alunos / Interessados search and the filters of the columns that list trainings,
 * as WHERE conditions over `aluno a`. The names (trainings, channels, statuses) live in
 * small tables and are matched there first, all texts in one round trip; a row then
 * matches through its own columns (ids compared with `=` / `&&`, all indexed), so no
 * condition runs a subquery per candidate row (academic's budget bench).
 */
export async function studentSearchConditions(manager: EntityManager, query: ListQuery, timeZone: string): Promise<BoundCondition[]> {
  const terms = foldedTerms(query.q);
  const trainingFilters = query.filters.filter((filter): filter is { field: StudentTrainingFilter; value: string } =>
    (STUDENT_TRAINING_FILTERS as readonly string[]).includes(filter.field),
  );
  const texts = [...terms, ...trainingFilters.map((filter) => filter.value)];
  if (!texts.length) return [];
  const named = await namedIds(manager, texts);
  const ids = (index: number, kind: NamedMatch['k']) => named.filter((row) => row.i === index && row.k === kind).map((row) => row.id);

  const conditions = terms.map((term, index): BoundCondition => {
    // Every visible column: name, e-mail, phone (and CPF) in `busca`, Canal, Situação,
    // Interesses, Treinamentos Realizados and Criação (as DD/MM/YYYY). Only the alternatives
    // a term can meet are written, so a name search keeps its trigram-only plan.
    const alternatives = [`a.busca LIKE :q${index}`];
    const params: ObjectLiteral = { [`q${index}`]: containsPattern(term) };
    const channels = ids(index, 'c');
    if (channels.length) {
      alternatives.push(`a.id_canal_aluno = ANY(:c${index})`);
      params[`c${index}`] = channels;
    }
    const statuses = ids(index, 's');
    if (statuses.length) {
      alternatives.push(`a.id_status_aluno = ANY(:s${index})`);
      params[`s${index}`] = statuses;
    }
    const trainings = ids(index, 't');
    if (trainings.length) {
      alternatives.push(interestedIn(`t${index}`), tookOneOf(`t${index}`));
      params[`t${index}`] = trainings;
    }
    if (isDatePiece(term)) {
      const date = shownDateCondition(CREATED, term, `d${index}`, timeZone);
      alternatives.push(date.sql);
      Object.assign(params, date.params);
    }
    return { sql: alternatives.length === 1 ? alternatives[0]! : `(${alternatives.join(' OR ')})`, params };
  });

  trainingFilters.forEach((filter, offset) => {
    const name = `ft${offset}`;
    const trainings = ids(terms.length + offset, 't');
    if (!trainings.length) conditions.push({ sql: 'FALSE', params: {} });
    else {
      const sql = filter.field === 'treinamentos_interesses' ? interestedIn(name) : tookOneOf(name);
      conditions.push({ sql, params: { [name]: trainings } });
    }
  });
  return conditions;
}

/** Per text (by index): the trainings, channels and statuses whose folded name contains it. */
function namedIds(manager: EntityManager, texts: string[]): Promise<NamedMatch[]> {
  const params: ObjectLiteral = {};
  const selects = texts.map((text, i) => {
    params[`p${i}`] = containsPattern(text);
    return `SELECT ${i} AS i, 't' AS k, id FROM treinamento WHERE ${foldSql('nome_treinamento')} LIKE :p${i}
      UNION ALL SELECT ${i}, 'c', id_canal_aluno FROM canal_aluno WHERE ${foldSql('nome_canal_aluno')} LIKE :p${i}
      UNION ALL SELECT ${i}, 's', id_status_aluno FROM status_aluno WHERE ${foldSql('nome_status_aluno')} LIKE :p${i}`;
  });
  return queryRows<NamedMatch>(manager, selects.join('\n      UNION ALL '), params);
}
