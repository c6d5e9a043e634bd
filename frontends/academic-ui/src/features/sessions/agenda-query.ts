import type { SessionFilters } from './api/get-sessions';
import type { CalendarView, IsoDay } from './session-calendar';

/** The Agenda's state in the address: ?visao=mes&data=YYYY-MM-DD&instrutor=&treinamento=&turma= */
export interface AgendaState {
  view: CalendarView;
  day: IsoDay;
  filters: SessionFilters;
}

const positiveId = (text: string | null) => (text && /^\d{1,10}$/.test(text) && Number(text) > 0 ? Number(text) : undefined);

const FILTER_PARAMS = { id_instrutor: 'instrutor', id_treinamento: 'treinamento', id_turma: 'turma' } as const;

export function readAgendaState(search: URLSearchParams, today: IsoDay): AgendaState {
  const day = search.get('data');
  const filters: SessionFilters = {};
  for (const [field, param] of Object.entries(FILTER_PARAMS) as Array<[keyof SessionFilters, string]>) {
    const id = positiveId(search.get(param));
    if (id !== undefined) filters[field] = id;
  }
  return {
    view: search.get('visao') === 'mes' ? 'mes' : 'semana',
    day: day && /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(day)) ? day : today,
    filters,
  };
}

/** Only what differs from the defaults (this week, no filter) is written. */
export function writeAgendaState(state: AgendaState, today: IsoDay): URLSearchParams {
  const search = new URLSearchParams();
  if (state.view === 'mes') search.set('visao', 'mes');
  if (state.day !== today) search.set('data', state.day);
  for (const [field, param] of Object.entries(FILTER_PARAMS) as Array<[keyof SessionFilters, string]>) {
    const id = state.filters[field];
    if (id !== undefined) search.set(param, String(id));
  }
  return search;
}
