import type { Ref } from 'react';
import { DAYS, MONTHS, yearOptions } from './birthdate.ts';

interface Props {
  /** First year of the list (the current one). */
  currentYear: number;
  /** Why the chosen date does not exist; null when there is nothing to say. */
  error: string | null;
  /** The day select, focused when the date is rejected. */
  dayRef: Ref<HTMLSelectElement>;
  /** Called when any of the three changes (to re-check a rejected date). */
  onChange: () => void;
}

const ERROR_ID = 'fecha-nacimiento-error';

/** Fecha de nacimiento: three labelled, required selects (Día, Mes, Año) in one group. */
export function BirthDateFields({ currentYear, error, dayRef, onChange }: Props) {
  const invalid = error !== null;
  const describedBy = invalid ? ERROR_ID : undefined;
  const common = { required: true, 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy, onChange } as const;
  return (
    <fieldset className="pets-date" aria-describedby={describedBy}>
      <legend>Fecha de nacimiento</legend>
      <div className="pets-date-selects">
        <div className="field">
          <label htmlFor="campo-day">Día</label>
          <select id="campo-day" name="day" ref={dayRef} autoComplete="bday-day" defaultValue="" {...common}>
            <option value="" disabled>
              Elige
            </option>
            {DAYS.map((day) => (
              <option key={day} value={String(day)}>
                {day}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="campo-month">Mes</label>
          <select id="campo-month" name="month" autoComplete="bday-month" defaultValue="" {...common}>
            <option value="" disabled>
              Elige
            </option>
            {MONTHS.map((month) => (
              <option key={month} value={month}>
                {month}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="campo-year">Año</label>
          <select id="campo-year" name="year" autoComplete="bday-year" defaultValue="" {...common}>
            <option value="" disabled>
              Elige
            </option>
            {yearOptions(currentYear).map((year) => (
              <option key={year} value={String(year)}>
                {year}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p id={ERROR_ID} className="form-error" hidden={!invalid}>
        {error}
      </p>
    </fieldset>
  );
}
