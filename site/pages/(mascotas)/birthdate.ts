import { ADULT_AGE, isAtLeast, isLeapYear } from '../../forms/age.ts';

/** Month names as the registration webhook receives them. */
export const MONTHS = ['Enero', 'Febrero', 'Marzo', 'Abril', 'Mayo', 'Junio', 'Julio', 'Agosto', 'Septiembre', 'Octubre', 'Noviembre', 'Diciembre'] as const;

/** Oldest year offered. */
export const FIRST_YEAR = 1900;

/** Days offered: 1 to 31 (whether the month has it is checked on submit). */
export const DAYS: readonly number[] = Array.from({ length: 31 }, (_, i) => i + 1);

/** Years offered, newest first: `current` down to 1900. */
export function yearOptions(current: number): number[] {
  return Array.from({ length: Math.max(0, current - FIRST_YEAR + 1) }, (_, i) => current - i);
}

/** The three selects' values, as the form gives them: `'11'`, `'Marzo'`, `'2015'`. */
export interface BirthDate {
  day: string;
  month: string;
  year: string;
}

/** How many days `month` (1–12) has in `year`. */
export function daysInMonth(month: number, year: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * Why the chosen date cannot be a birth date (`31 Febrero`, `29 Febrero` of a non-leap year,
 * `31 Abril`…), in Spanish; null when it exists or is not complete yet (the browser asks for
 * the missing parts).
 */
export function birthDateProblem({ day, month, year }: BirthDate): string | null {
  if (day === '' || month === '' || year === '') return null;
  const d = Number(day);
  const y = Number(year);
  const m = MONTHS.indexOf(month as (typeof MONTHS)[number]) + 1;
  if (m === 0 || !Number.isInteger(d) || !Number.isInteger(y)) return 'Elige el día, el mes y el año de nacimiento de las listas.';
  const days = daysInMonth(m, y);
  if (d < 1 || d > days) {
    return `La fecha no existe: ${month} de ${y} tiene ${days} días. Revisa el día de nacimiento.`;
  }
  return null;
}

/**
 * Why the person registering cannot, by the birth date chosen: younger than 18 on `today` (the
 * browser's date), in Spanish; null when 18 or older. Someone born on 29 February turns 18 on
 * 1 March of a common year. For a date `birthDateProblem` accepts (complete and existing).
 */
export function ageProblem({ day, month, year }: BirthDate, today: Date): string | null {
  // The event's rules (bases del evento): adoption is for people of 18 or more.
  if (isAtLeast(ADULT_AGE, Number(year), MONTHS.indexOf(month as (typeof MONTHS)[number]) + 1, Number(day), today)) return null;
  return `Según la fecha de nacimiento que elegiste, tienes menos de ${ADULT_AGE} años: para inscribirte en el evento de adopción debes tener ${ADULT_AGE} años o más. Si eres menor de edad, pide a tu adulto responsable que haga la inscripción y ven con tu familia.`;
}

/** What the attendance webhook receives: day and year as the strings the selects hold. */
export interface PetRegistrationPayload {
  name: string;
  day: string;
  month: string;
  year: string;
  email: string;
  phone: string;
  /** The terms checkbox as the visitor left it (the form cannot be sent unticked, so `true` in practice). */
  check: boolean;
  /** `${day}-${month}-${year}`, e.g. `11-Marzo-2015`. */
  fecha_nacimiento: string;
}

/** Builds the payload, exactly these keys in this order. */
export function registrationPayload(answers: { name: string; email: string; phone: string; check: boolean } & BirthDate): PetRegistrationPayload {
  const { day, month, year } = answers;
  return {
    name: answers.name.trim(),
    day,
    month,
    year,
    email: answers.email.trim(),
    phone: answers.phone.trim(),
    check: answers.check,
    fecha_nacimiento: `${day}-${month}-${year}`,
  };
}
