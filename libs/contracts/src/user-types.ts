/** User type ids the rules use. */
export const UserType = {
  ADMINISTRADOR: 1,
  COORDENADOR: 2,
  VENDAS: 3,
  INSTRUTOR: 4,
  CONSULTOR: 5,
  ALUNO: 6,
} as const;

export const USER_TYPE_NAMES: Record<number, string> = {
  1: 'Administrador',
  2: 'Coordenador',
  3: 'Vendas',
  4: 'Instrutor',
  5: 'Consultor',
  6: 'Aluno',
};
