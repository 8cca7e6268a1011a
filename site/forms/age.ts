/**
 * Ages the forms check, from a birth date and the browser's own date. One rule for all: someone
 * born on 29 February has their birthday on 1 March in a common year.
 */

/** The age from which a person decides alone here: the pet event's rules, and the newsletter for oneself (the law lets 14 to 17 consent; the site asks an adult for anyone under 18). */
export const ADULT_AGE = 18;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Whether someone born on `year`-`month`-`day` (month 1–12) is `age` or older on `today` (its local date). */
export function isAtLeast(age: number, year: number, month: number, day: number, today: Date): boolean {
  const turns = year + age;
  const [birthdayMonth, birthdayDay] = month === 2 && day === 29 && !isLeapYear(turns) ? [3, 1] : [month, day];
  const [y, m, d] = [today.getFullYear(), today.getMonth() + 1, today.getDate()];
  return y > turns || (y === turns && (m > birthdayMonth || (m === birthdayMonth && d >= birthdayDay)));
}

/** Whether a `YYYY-MM-DD` birth date (a date input's value) is of someone {@link ADULT_AGE} or older on `today`; false for no date. */
export function isAdultByIsoDate(birth: string, today: Date): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birth);
  return match !== null && isAtLeast(ADULT_AGE, Number(match[1]), Number(match[2]), Number(match[3]), today);
}
