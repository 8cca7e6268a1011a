import type { Rng } from '../../pipeline/fixtures/random.ts';
import type { Person } from './people.ts';
import { areaCode, asciiSlug, fullName, landlinePhone, mobilePhone, person } from './people.ts';

export type PhoneSpecial = 'error' | 'na' | 'empty' | 'no-phone' | 'short' | 'two';
export type MailSpecial = 'malformed' | 'two' | 'empty';

export interface ContactContext {
  regionCode: string;
  comuna: string;
  empresa: string;
  operacion: string;
}

export interface Contacts {
  supervisor: string;
  contacto: string;
  correo: string;
  twoSupervisors: boolean;
}

function onePhone(rng: Rng, context: ContactContext): string {
  return rng.chance(0.7) ? mobilePhone(rng) : landlinePhone(rng, areaCode(context.regionCode, context.comuna));
}

function phoneCell(rng: Rng, context: ContactContext, special: PhoneSpecial | undefined): string {
  switch (special) {
    case 'error':
      return '#ERROR!';
    case 'na':
      return '#N/A';
    case 'empty':
      return '';
    case 'no-phone':
      return 'sin teléfono';
    case 'short':
      return '123';
    case 'two': {
      const separator = rng.chance(0.6) ? ' / ' : ' y ';
      return `${onePhone(rng, context)}${separator}${onePhone(rng, context)}`;
    }
    case undefined:
      return onePhone(rng, context);
  }
}

function mailDomain(rng: Rng, context: ContactContext): string {
  const municipal = `municipalidad${asciiSlug(context.comuna)}.cl`;
  if (context.empresa === 'ReSimple' && rng.chance(0.7)) return 'resimple.cl';
  if (context.empresa === 'GIRO' && rng.chance(0.7)) return 'giro.cl';
  if (context.empresa === 'Centro Teletón' && rng.chance(0.7)) return 'teleton.cl';
  if (context.operacion.startsWith('Municipalidad') && rng.chance(0.7)) return municipal;
  return rng.weighted([
    ['gmail.com', 6],
    ['hotmail.com', 2],
    ['yahoo.es', 0.7],
    ['outlook.com', 1],
    [municipal, 1],
  ] as const);
}

function oneMail(rng: Rng, p: Person, context: ContactContext): string {
  const first = asciiSlug(p.first);
  const last = asciiSlug(p.last);
  const domain = mailDomain(rng, context);
  if (!domain.endsWith('gmail.com') && !domain.endsWith('hotmail.com') && rng.chance(0.12)) {
    return `${rng.pick(['contacto', 'puntolimpio', 'reciclaje', 'medioambiente'])}@${domain}`;
  }
  const local = rng.weighted([
    [`${first}.${last}`, 6],
    [`${first.slice(0, 1)}${last}`, 2],
    [`${first}${last}${rng.int(1, 99)}`, 1],
    [`${first}.${last}.${asciiSlug(p.second)}`, 0.6],
  ] as const);
  return `${local}@${domain}`;
}

/** The ten malformed addresses of the export; `index` chooses the form. */
function malformedMail(p: Person, index: number): string {
  const first = asciiSlug(p.first);
  const last = asciiSlug(p.last);
  const forms = [
    `${first}.${last}@gmail`,
    `${first}.${last}.gmail.com`,
    `${first}@@giro.cl`,
    `${first} ${last}@hotmail.com`,
    'contacto@resimple',
    `${first}.${last}@gmail.com.`,
    `${first}.${last}@`,
    `${first}.${last}@gmail..com`,
    `${first}.${last}@hotmail,com`,
    `${first}${last}gmail.com`,
  ];
  return forms[index % forms.length] as string;
}

/** supervisor, contacto and correo of one directory row. */
export function contactCells(
  rng: Rng,
  context: ContactContext,
  phoneSpecial: PhoneSpecial | undefined,
  mailSpecial: MailSpecial | undefined,
  malformedIndex: number,
): Contacts {
  const people = rng.chance(0.08) ? [person(rng), person(rng)] : [person(rng)];
  const main = people[0] as Person;
  const supervisor = people.map((p) => fullName(p, rng)).join(' / ');
  const contacto = phoneCell(rng, context, phoneSpecial);

  let correo: string;
  switch (mailSpecial) {
    case 'malformed':
      correo = malformedMail(main, malformedIndex);
      break;
    case 'empty':
      correo = '';
      break;
    case 'two': {
      const second = people[1] ?? person(rng);
      correo = `${oneMail(rng, main, context)}${rng.chance(0.5) ? ';' : ' / '}${oneMail(rng, second, context)}`;
      break;
    }
    case undefined:
      correo = oneMail(rng, main, context);
  }
  return { supervisor, contacto, correo, twoSupervisors: people.length > 1 };
}
