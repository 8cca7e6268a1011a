import { describe, expect, it } from 'vitest';
import { ageProblem, birthDateProblem, DAYS, daysInMonth, registrationPayload, yearOptions } from './birthdate.ts';

describe('birth date options', () => {
  it('offers days 1 to 31 and years from the current one down to 1900', () => {
    expect(DAYS[0]).toBe(1);
    expect(DAYS.at(-1)).toBe(31);
    const years = yearOptions(2025);
    expect(years[0]).toBe(2025);
    expect(years.at(-1)).toBe(1900);
    expect(years).toHaveLength(126);
  });
});

describe('birthDateProblem', () => {
  it('accepts dates that exist, leap days included', () => {
    expect(birthDateProblem({ day: '11', month: 'Marzo', year: '2015' })).toBeNull();
    expect(birthDateProblem({ day: '29', month: 'Febrero', year: '2016' })).toBeNull();
    expect(birthDateProblem({ day: '29', month: 'Febrero', year: '2000' })).toBeNull();
    expect(birthDateProblem({ day: '31', month: 'Diciembre', year: '1900' })).toBeNull();
  });

  it('rejects impossible dates with a Spanish message', () => {
    expect(birthDateProblem({ day: '31', month: 'Febrero', year: '2016' })).toBe(
      'La fecha no existe: Febrero de 2016 tiene 29 días. Revisa el día de nacimiento.',
    );
    expect(birthDateProblem({ day: '29', month: 'Febrero', year: '2015' })).toContain('Febrero de 2015 tiene 28 días');
    expect(birthDateProblem({ day: '29', month: 'Febrero', year: '1900' })).toContain('tiene 28 días');
    expect(birthDateProblem({ day: '31', month: 'Abril', year: '2015' })).toContain('Abril de 2015 tiene 30 días');
    expect(birthDateProblem({ day: '31', month: 'Noviembre', year: '2015' })).not.toBeNull();
  });

  it('leaves incomplete dates to the browser, whichever part is missing', () => {
    expect(birthDateProblem({ day: '', month: 'Febrero', year: '2015' })).toBeNull();
    expect(birthDateProblem({ day: '31', month: '', year: '2015' })).toBeNull();
    expect(birthDateProblem({ day: '31', month: 'Febrero', year: '' })).toBeNull();
  });

  it('a pet born on the first or the last day of a month', () => {
    expect(birthDateProblem({ day: '1', month: 'Enero', year: '2020' })).toBeNull();
    expect(birthDateProblem({ day: '30', month: 'Abril', year: '2020' })).toBeNull();
    expect(birthDateProblem({ day: '0', month: 'Enero', year: '2020' })).toBe('La fecha no existe: Enero de 2020 tiene 31 días. Revisa el día de nacimiento.');
  });

  it("a value that is not one of the lists' options (a tampered form) is refused, whichever it is", () => {
    const message = 'Elige el día, el mes y el año de nacimiento de las listas.';
    expect(birthDateProblem({ day: '11', month: 'Marz', year: '2015' })).toBe(message);
    expect(birthDateProblem({ day: '1.5', month: 'Marzo', year: '2015' })).toBe(message);
    expect(birthDateProblem({ day: '11', month: 'Marzo', year: 'dos mil' })).toBe(message);
  });

  it('knows the length of each month', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(m, 2023))).toEqual([31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]);
  });
});

describe('ageProblem', () => {
  const today = new Date(2026, 10, 27); // 27 November 2026, the browser's date

  it('accepts whoever is 18 or more today, from their 18th birthday on', () => {
    expect(ageProblem({ day: '27', month: 'Noviembre', year: '2008' }, today)).toBeNull();
    expect(ageProblem({ day: '1', month: 'Enero', year: '1980' }, today)).toBeNull();
  });

  it('refuses someone younger than 18, the day before the birthday included, with a Spanish message', () => {
    const message = ageProblem({ day: '28', month: 'Noviembre', year: '2008' }, today);
    expect(message).toBe(
      'Según la fecha de nacimiento que elegiste, tienes menos de 18 años: para inscribirte en el evento de adopción debes tener 18 años o más. Si eres menor de edad, pide a tu adulto responsable que haga la inscripción y ven con tu familia.',
    );
    expect(ageProblem({ day: '11', month: 'Marzo', year: '2015' }, today)).toBe(message);
    expect(ageProblem({ day: '1', month: 'Enero', year: '2026' }, today)).toBe(message);
  });

  it('someone born on 29 February turns 18 on 1 March of a common year', () => {
    expect(ageProblem({ day: '29', month: 'Febrero', year: '2008' }, new Date(2026, 1, 28))).not.toBeNull();
    expect(ageProblem({ day: '29', month: 'Febrero', year: '2008' }, new Date(2026, 2, 1))).toBeNull();
  });
});

describe('registrationPayload', () => {
  it('has exactly the webhook keys, with the date joined by hyphens', () => {
    // Spaces a phone's keyboard or a paste leaves around the answers are not sent.
    const payload = registrationPayload({
      name: ' Ana ',
      day: '11',
      month: 'Marzo',
      year: '2015',
      email: ' ana@ejemplo.cl ',
      phone: '\t+56 9 1234 5678 ',
      check: true,
    });
    expect(payload).toEqual({
      name: 'Ana',
      day: '11',
      month: 'Marzo',
      year: '2015',
      email: 'ana@ejemplo.cl',
      phone: '+56 9 1234 5678',
      check: true,
      fecha_nacimiento: '11-Marzo-2015',
    });
    expect(Object.keys(payload)).toEqual(['name', 'day', 'month', 'year', 'email', 'phone', 'check', 'fecha_nacimiento']);
  });

  it('sends the terms answer as given, not a constant', () => {
    const answers = { name: 'Ana', day: '11', month: 'Marzo', year: '2015', email: 'ana@ejemplo.cl', phone: '+56 9 1234 5678' };
    expect(registrationPayload({ ...answers, check: false }).check).toBe(false);
    expect(registrationPayload({ ...answers, check: true }).check).toBe(true);
  });
});
