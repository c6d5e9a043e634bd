/** A Brazilian national holiday: 'YYYY-MM-DD' and its name. */
interface Holiday {
  data: string;
  nome: string;
}

const FIXED: ReadonlyArray<[month: number, day: number, nome: string, since?: number]> = [
  [1, 1, 'Confraternização Universal'],
  [4, 21, 'Tiradentes'],
  [5, 1, 'Dia do Trabalho'],
  [9, 7, 'Independência do Brasil'],
  [10, 12, 'Nossa Senhora Aparecida'],
  [11, 2, 'Finados'],
  [11, 15, 'Proclamação da República'],
  [11, 20, 'Dia Nacional de Zumbi e da Consciência Negra', 2024],
  [12, 25, 'Natal'],
];

/** Easter Sunday (Gregorian, the anonymous "Meeus/Jones/Butcher" algorithm) as a UTC date. */
export function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - Math.floor(b / 4) - g + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

const iso = (d: Date) => d.toISOString().slice(0, 10);
const pad = (n: number) => String(n).padStart(2, '0');

/** The national holidays of a year, fixed and moving (Carnaval, Sexta-feira Santa, Corpus Christi), by date. */
export function brazilianHolidays(year: number): Holiday[] {
  const easter = easterSunday(year).getTime();
  const fromEaster = (days: number) => iso(new Date(easter + days * 86_400_000));
  const fixed = FIXED.filter(([, , , since]) => since === undefined || year >= since).map(([m, d, nome]) => ({
    data: `${year}-${pad(m)}-${pad(d)}`,
    nome,
  }));
  const moving = [
    { data: fromEaster(-48), nome: 'Carnaval (segunda-feira)' },
    { data: fromEaster(-47), nome: 'Carnaval (terça-feira)' },
    { data: fromEaster(-2), nome: 'Sexta-feira Santa' },
    { data: fromEaster(60), nome: 'Corpus Christi' },
  ];
  return [...fixed, ...moving].sort((x, y) => x.data.localeCompare(y.data));
}
