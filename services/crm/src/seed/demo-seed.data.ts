import { ActivityStatusId, ActivityTypeId } from '@treina/contracts';
import type { CreateActivityDto } from '../activity/dto/create-activity.dto.js';
import { today } from '../common/dates.js';

/** The demo customers of `npm start` (valid CPFs and CNPJs). */
export const DEMO_CUSTOMERS = [
  { nome_razao: 'Alfa Tecnologia Ltda', documento: '11.222.333/0001-81', endereco: 'Av. Paulista, 1000 - São Paulo/SP' },
  { nome_razao: 'Beta Indústria e Comércio S.A.', documento: '11.444.777/0001-61', endereco: 'Rua das Indústrias, 250 - Campinas/SP' },
  { nome_razao: 'Gama Serviços Educacionais ME', documento: '45.317.892/0001-97', endereco: 'Rua XV de Novembro, 80 - Curitiba/PR' },
  { nome_razao: 'Maria Aparecida Souza', documento: '529.982.247-25', endereco: 'Rua das Flores, 12 - Belo Horizonte/MG' },
  { nome_razao: 'João Carlos Pereira', documento: '111.444.777-35', endereco: 'Av. Atlântica, 500 - Rio de Janeiro/RJ' },
];

/** The demo accounts (identity's) whose activities are seeded once they reach the users projection. */
export const DEMO_EMAILS = {
  admin: 'admin@treina.dev',
  vendas: 'vendas@treina.dev',
  consultor: 'consultor@treina.dev',
  instrutor: 'instrutor@treina.dev',
};

/** The service types the schema migration inserts (1763800000001-crm-schema), by name. */
const ServiceTypeId = {
  CONSULTORIA: 1,
  TREINAMENTO_IN_COMPANY: 2,
  SUPORTE: 3,
  TREINAMENTO_ABERTO: 4,
} as const;

/** The CUSTOM activity types the same migration inserts, beside the contracts' SYSTEM and FIXED. */
const CustomActivityTypeId = {
  REUNIAO_COMERCIAL: 3,
  SUPORTE_AO_CLIENTE: 4,
} as const;

const daysAgo = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() - days);
  return today(date);
};

/** The demo customers' services (the customers' ids in DEMO_CUSTOMERS' order); each lasts a year. */
export function demoServices(customerIds: number[]): Array<{ id_cliente: number; id_tipo_servico: number; data_inicio: string }> {
  const { CONSULTORIA, TREINAMENTO_IN_COMPANY, SUPORTE, TREINAMENTO_ABERTO } = ServiceTypeId;
  return [
    { id_cliente: customerIds[0]!, id_tipo_servico: CONSULTORIA, data_inicio: daysAgo(200) },
    { id_cliente: customerIds[0]!, id_tipo_servico: SUPORTE, data_inicio: daysAgo(30) },
    { id_cliente: customerIds[1]!, id_tipo_servico: TREINAMENTO_IN_COMPANY, data_inicio: daysAgo(400) },
    { id_cliente: customerIds[2]!, id_tipo_servico: TREINAMENTO_IN_COMPANY, data_inicio: daysAgo(90) },
    { id_cliente: customerIds[3]!, id_tipo_servico: CONSULTORIA, data_inicio: daysAgo(10) },
    { id_cliente: customerIds[4]!, id_tipo_servico: TREINAMENTO_ABERTO, data_inicio: daysAgo(700) },
  ];
}

/** Who writes each demo activity: the demo users by role. */
export interface DemoActors<User> {
  admin: User;
  vendas: User;
  consultor: User;
  instrutor: User;
}

/** The demo users' activities (the consultant's concluded, so they may create a new one), each with its author. */
export function demoActivities<User>({ admin, consultor, instrutor }: DemoActors<User>): Array<[User, CreateActivityDto]> {
  const { CONCLUIDO, EM_ANDAMENTO, PENDENTE } = ActivityStatusId;
  const { REUNIAO_COMERCIAL, SUPORTE_AO_CLIENTE } = CustomActivityTypeId;
  return [
    [
      admin,
      {
        titulo: 'Reunião de alinhamento do contrato de consultoria com a Alfa Tecnologia',
        data: daysAgo(12),
        id_tipo_atividade: REUNIAO_COMERCIAL,
        id_status_atividade: CONCLUIDO,
        subtasks: [
          { date: daysAgo(12), time: '01:30', desc: 'Reunião com a diretoria\nDefinição do escopo' },
          { date: daysAgo(11), time: '2', desc: 'Proposta revisada enviada por e-mail' },
        ],
      },
    ],
    [
      admin,
      {
        titulo: 'Acompanhar chamados de suporte da Beta Indústria',
        data: daysAgo(3),
        id_tipo_atividade: SUPORTE_AO_CLIENTE,
        id_status_atividade: EM_ANDAMENTO,
        subtasks: [{ date: daysAgo(3), time: '00:45', desc: 'Triagem dos chamados abertos' }],
      },
    ],
    [
      // Not the Vendas user's: they see (and write) only 'Contato com Aluno', their contacts below.
      admin,
      {
        titulo: 'Prospecção de empresas para turmas In Company',
        data: daysAgo(1),
        id_tipo_atividade: REUNIAO_COMERCIAL,
        id_status_atividade: PENDENTE,
      },
    ],
    [
      instrutor,
      {
        titulo: 'Preparar material do treinamento In Company da Gama',
        data: daysAgo(5),
        id_tipo_atividade: SUPORTE_AO_CLIENTE,
        id_status_atividade: EM_ANDAMENTO,
        subtasks: [{ date: daysAgo(4), time: '03:00', desc: 'Revisão dos slides e exercícios' }],
      },
    ],
    [
      consultor,
      {
        titulo: 'Diagnóstico de processos do cliente Maria Aparecida',
        data: daysAgo(20),
        id_status_atividade: CONCLUIDO,
        subtasks: [
          { date: daysAgo(20), time: '04:00', desc: 'Entrevistas com a equipe' },
          { date: daysAgo(18), time: '02:30', desc: 'Relatório de diagnóstico' },
        ],
      },
    ],
    [
      consultor,
      {
        titulo: 'Acompanhamento mensal da consultoria da Alfa Tecnologia',
        data: daysAgo(6),
        id_status_atividade: CONCLUIDO,
        subtasks: [{ date: daysAgo(6), time: '01:00', desc: 'Reunião de acompanhamento' }],
      },
    ],
  ];
}

/** The `index`-th 'Contato com Aluno' (FIXED) activity, with one of the first students: the first concluded, the others pending. */
export function demoContact(index: number, studentId: number): CreateActivityDto {
  const first = index === 0;
  return {
    titulo: first ? 'Retorno sobre interesse na próxima turma' : 'Contato para apresentar o calendário de treinamentos',
    data: daysAgo(index + 1),
    id_tipo_atividade: ActivityTypeId.FIXED,
    id_aluno: studentId,
    id_status_atividade: first ? ActivityStatusId.CONCLUIDO : ActivityStatusId.PENDENTE,
    subtasks: first ? [{ date: daysAgo(index + 1), time: '00:20', desc: 'Ligação telefônica' }] : [],
  };
}
