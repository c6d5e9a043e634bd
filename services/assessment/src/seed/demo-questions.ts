import type { ExamBody, QuestionBody, QuestionDifficulty, QuestionLetter } from '@treina/contracts';

/** The demo's CPA-10 training (academic's demo seed). */
export const DEMO_CPA10_TRAINING = 6;

type DemoQuestion = [
  topico: string,
  dificuldade: QuestionDifficulty,
  enunciado: string,
  alternativas: string[],
  correta: QuestionLetter,
  explicacao: string,
];

const SFN = 'Sistema Financeiro Nacional';
const ETICA = 'Ética e regulação';
const ECONOMIA = 'Noções de economia e finanças';
const PRINCIPIOS = 'Princípios de investimento';
const FUNDOS = 'Fundos de investimento';
const RENDA = 'Renda fixa e variável';

const QUESTIONS: DemoQuestion[] = [
  [
    SFN,
    'Fácil',
    'Qual órgão fixa as diretrizes das políticas monetária, creditícia e cambial do país?',
    ['Banco Central do Brasil', 'Conselho Monetário Nacional', 'Comissão de Valores Mobiliários', 'B3 – Brasil, Bolsa, Balcão'],
    'B',
    'O Conselho Monetário Nacional é o órgão normativo máximo do sistema; o Banco Central executa as políticas que ele define.',
  ],
  [
    SFN,
    'Fácil',
    'A quem cabe fiscalizar o mercado de valores mobiliários, como ações, debêntures e cotas de fundos?',
    ['Susep', 'Banco Central do Brasil', 'Comissão de Valores Mobiliários (CVM)', 'Previc'],
    'C',
    'A CVM regula e fiscaliza o mercado de valores mobiliários e os seus participantes.',
  ],
  [
    SFN,
    'Média',
    'Qual destas instituições é supervisionada pela Susep?',
    ['Uma corretora de valores', 'Uma seguradora', 'Um banco múltiplo', 'Um fundo de pensão fechado'],
    'B',
    'A Susep supervisiona seguros, previdência aberta e capitalização; os fundos de pensão fechados ficam com a Previc.',
  ],
  [
    ETICA,
    'Média',
    'Um cliente pede para aplicar toda a sua reserva de emergência em ações. O que o profissional certificado deve fazer primeiro?',
    [
      'Executar a ordem sem comentar',
      'Verificar se o produto é adequado ao perfil do cliente e alertá-lo sobre o risco',
      'Recusar-se a atender o cliente',
      'Oferecer o produto que mais remunera a instituição',
    ],
    'B',
    'A análise de perfil (suitability) exige verificar a adequação do produto aos objetivos, à situação financeira e ao conhecimento do cliente.',
  ],
  [
    ETICA,
    'Média',
    'Na lavagem de dinheiro, o que caracteriza a etapa de colocação?',
    [
      'Introduzir recursos ilícitos no sistema financeiro, por exemplo com vários depósitos pequenos em espécie',
      'Movimentar o dinheiro entre muitas contas para dificultar o rastreio',
      'Aplicar em negócios os recursos que já parecem legais',
      'Declarar os rendimentos no imposto de renda',
    ],
    'A',
    'As etapas são colocação (entrada no sistema), ocultação (dificultar o rastreio) e integração (volta à economia com aparência legal).',
  ],
  [
    ETICA,
    'Fácil',
    'Um profissional sabe de um fato relevante ainda não divulgado sobre uma empresa e compra ações dela. Essa conduta é:',
    [
      'Permitida, se feita com recursos próprios',
      'Permitida depois do fechamento do pregão',
      'Uso indevido de informação privilegiada, crime contra o mercado de capitais',
      'Apenas uma falta ética, sem consequência legal',
    ],
    'C',
    'Negociar com informação relevante não divulgada ao mercado é crime (insider trading), além de infração às normas da CVM.',
  ],
  [
    ECONOMIA,
    'Fácil',
    'O que é a taxa Selic?',
    [
      'A taxa cobrada no cheque especial',
      'A taxa básica de juros da economia, cuja meta é definida pelo Copom',
      'O índice oficial de inflação',
      'A cotação oficial do dólar',
    ],
    'B',
    'A Selic é a taxa básica de juros; o Comitê de Política Monetária (Copom) do Banco Central define a sua meta.',
  ],
  [
    ECONOMIA,
    'Fácil',
    'Qual índice mede a inflação oficial usada no sistema de metas de inflação do Brasil?',
    ['IGP-M', 'INPC', 'IPCA', 'CDI'],
    'C',
    'O IPCA, calculado pelo IBGE, é o índice oficial do sistema de metas.',
  ],
  [
    ECONOMIA,
    'Difícil',
    'Uma aplicação rendeu 10% no ano e a inflação do período foi de 4%. A taxa real de juros foi de aproximadamente:',
    ['14%', '6%', '5,77%', '2,5%'],
    'C',
    'Pela fórmula de Fisher: (1 + 0,10) ÷ (1 + 0,04) − 1 ≈ 5,77%. Subtrair as taxas (6%) é só uma aproximação.',
  ],
  [
    PRINCIPIOS,
    'Média',
    'Diversificar uma carteira de investimentos serve principalmente para:',
    [
      'Eliminar todo o risco da carteira',
      'Reduzir o risco específico de cada ativo',
      'Garantir a maior rentabilidade possível',
      'Deixar de pagar impostos',
    ],
    'B',
    'A diversificação reduz o risco específico (não sistemático); o risco de mercado (sistemático) permanece.',
  ],
  [
    PRINCIPIOS,
    'Fácil',
    'A liquidez de um investimento é:',
    [
      'A facilidade de convertê-lo em dinheiro sem perda significativa de valor',
      'O seu rendimento acima da inflação',
      'A garantia dada pelo FGC',
      'O prazo que falta até o vencimento',
    ],
    'A',
    'Liquidez é a rapidez e o custo de transformar o investimento em dinheiro.',
  ],
  [
    FUNDOS,
    'Média',
    'Quem decide quais ativos um fundo de investimento compra e vende?',
    ['O administrador', 'O custodiante', 'O gestor', 'O cotista'],
    'C',
    'O gestor cuida da carteira; o administrador responde pelo funcionamento do fundo perante a CVM e os cotistas.',
  ],
  [
    FUNDOS,
    'Difícil',
    'Nos fundos abertos sujeitos a ele, o "come-cotas" é:',
    [
      'A taxa de administração cobrada todo dia',
      'A antecipação semestral do imposto de renda, em maio e novembro',
      'A taxa de performance cobrada quando o fundo supera o índice de referência',
      'O resgate automático das cotas no vencimento',
    ],
    'B',
    'O come-cotas antecipa o imposto de renda sobre o rendimento, reduzindo a quantidade de cotas, no último dia útil de maio e de novembro.',
  ],
  [
    RENDA,
    'Média',
    'Até que valor o FGC garante os depósitos e investimentos cobertos de um mesmo titular em uma mesma instituição?',
    ['R$ 100 mil', 'R$ 250 mil', 'R$ 500 mil', 'Não há limite'],
    'B',
    'O Fundo Garantidor de Créditos cobre até R$ 250 mil por titular e por instituição (ou conglomerado).',
  ],
  [
    RENDA,
    'Fácil',
    'O que é um dividendo?',
    [
      'Parte do lucro da empresa distribuída aos acionistas',
      'Uma taxa paga pelo investidor à corretora',
      'Os juros pagos por um título público',
      'A valorização da ação na bolsa',
    ],
    'A',
    'Dividendos são a parcela do lucro que a companhia distribui aos acionistas, na proporção das ações de cada um.',
  ],
];

/** The demo's bank of original questions for the CPA-10 training. */
export function demoQuestions(): QuestionBody[] {
  return QUESTIONS.map(([topico, dificuldade, enunciado, texts, correta, explicacao]) => ({
    id_treinamento: DEMO_CPA10_TRAINING,
    topico,
    enunciado,
    alternativas: texts.map((texto, index) => ({ letra: (['A', 'B', 'C', 'D', 'E'] as const)[index]!, texto })),
    correta,
    explicacao,
    dificuldade,
    ativa: true,
  }));
}

/** The demo's exam: ten questions drawn from the bank, 30 minutes, 70% to pass, as many attempts as wanted. */
export const DEMO_EXAM: ExamBody = {
  id_treinamento: DEMO_CPA10_TRAINING,
  titulo: 'Simulado CPA-10',
  num_questoes: 10,
  tempo_minutos: 30,
  percentual_aprovacao: 70,
  tentativas: null,
  disponivel_de: null,
  disponivel_ate: null,
  por_topico: [],
};
