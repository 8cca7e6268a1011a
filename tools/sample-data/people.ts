import type { Rng } from '../../pipeline/fixtures/random.ts';

const FIRST_NAMES = [
  'Juan',
  'María',
  'José',
  'Francisca',
  'Camila',
  'Pedro',
  'Luis',
  'Carolina',
  'Catalina',
  'Javiera',
  'Constanza',
  'Felipe',
  'Matías',
  'Sebastián',
  'Diego',
  'Valentina',
  'Andrés',
  'Claudia',
  'Patricia',
  'Jorge',
  'Cristián',
  'Rodrigo',
  'Paulina',
  'Macarena',
  'Fernanda',
  'Ignacio',
  'Tomás',
  'Daniela',
  'Gonzalo',
  'Marcela',
  'Alejandra',
  'Verónica',
  'Héctor',
  'Ricardo',
  'Ximena',
  'Nicolás',
  'Bárbara',
  'Paula',
  'Soledad',
  'Mauricio',
  'Lorena',
  'Víctor',
  'Carmen',
  'Marco',
  'Angélica',
] as const;

const SURNAMES = [
  'González',
  'Muñoz',
  'Rojas',
  'Díaz',
  'Pérez',
  'Soto',
  'Contreras',
  'Silva',
  'Martínez',
  'Sepúlveda',
  'Morales',
  'Rodríguez',
  'López',
  'Fuentes',
  'Hernández',
  'Torres',
  'Araya',
  'Flores',
  'Espinoza',
  'Valenzuela',
  'Castillo',
  'Tapia',
  'Reyes',
  'Gutiérrez',
  'Castro',
  'Pizarro',
  'Álvarez',
  'Vásquez',
  'Sánchez',
  'Fernández',
  'Ramírez',
  'Carrasco',
  'Gómez',
  'Cortés',
  'Herrera',
  'Núñez',
  'Jara',
  'Vergara',
  'Rivera',
  'Figueroa',
  'Riquelme',
  'García',
  'Miranda',
  'Bravo',
  'Vera',
  'Molina',
  'Vega',
  'Campos',
  'Sandoval',
  'Orellana',
  'Cárdenas',
  'Olivares',
  'Alarcón',
  'Gallardo',
  'Ortiz',
  'Garrido',
  'Salazar',
  'Guzmán',
  'Henríquez',
  'Saavedra',
  'Navarro',
  'Aguilera',
  'Parra',
  'Romero',
  'Aravena',
  'Vargas',
  'Vidal',
  'Cáceres',
  'Yáñez',
  'Leiva',
  'Escobar',
  'Ruiz',
  'Valdés',
  'Zúñiga',
  'Bustos',
  'Medina',
  'Ulloa',
  'Mendoza',
  'Toledo',
  'Quezada',
  'Ibarra',
  'Poblete',
  'Godoy',
  'Lagos',
  'Mella',
] as const;

const STREETS = [
  'Av. Grecia',
  'Los Aromos',
  "Av. Libertador Bernardo O'Higgins",
  'Av. Pedro de Valdivia',
  'Arturo Prat',
  'Manuel Rodríguez',
  'Av. Matta',
  'Baquedano',
  'Freire',
  'Colón',
  'Los Carrera',
  'Av. Brasil',
  'Esmeralda',
  'Chacabuco',
  'Yungay',
  'San Martín',
  'Bulnes',
  'Balmaceda',
  'Av. Independencia',
  'Los Copihues',
  'Las Acacias',
  'El Roble',
  'Los Pinos',
  'Av. España',
  'Serrano',
  'Lautaro',
  'Caupolicán',
  'Av. Alemania',
  'Av. Costanera',
  'Los Boldos',
  'Las Araucarias',
  'Pasaje Los Robles',
  'Av. Diego Portales',
  'Maipú',
  'Carrera',
  'Av. Los Libertadores',
  'Camino Real',
  'Sargento Aldea',
  'Gabriela Mistral',
  'Pablo Neruda',
  'Av. Salvador Allende',
  'Av. Las Industrias',
  'Los Quillayes',
  'Los Maitenes',
  'Las Camelias',
  'Av. Cordillera',
  'Av. Ramón Picarte',
  'Av. Vicuña Mackenna',
  'Santa Rosa',
  'Av. La Paz',
] as const;

/** Parks, squares and neighbourhoods used to tell apart several points of one comuna. */
export const PLACES = [
  'Parque Central',
  'Plaza Los Aromos',
  'Villa Los Héroes',
  'Sector Norte',
  'Sector Sur',
  'Costanera',
  'Parque Juan Pablo II',
  'Villa Esperanza',
  'Población Santa Julia',
  'Plaza Bicentenario',
  'Cerro Alegre',
  'Villa Las Rosas',
  'Parque Los Reyes',
  'Av. Grecia',
  'Los Aromos',
  'Parque Inés de Suárez',
  'El Mirador',
  'Villa Los Presidentes',
  'Plaza Brasil',
  'Parque Lineal',
  'Feria Libre',
  'Villa Padre Hurtado',
] as const;

export interface Person {
  first: string;
  last: string;
  second: string;
}

export function person(rng: Rng): Person {
  return { first: rng.pick(FIRST_NAMES), last: rng.pick(SURNAMES), second: rng.pick(SURNAMES) };
}

export function fullName(p: Person, rng: Rng): string {
  return rng.chance(0.6) ? `${p.first} ${p.last} ${p.second}` : `${p.first} ${p.last}`;
}

/** A plausible street address: `Av. Grecia 3801`, `Los Aromos 1240`, sometimes `s/n` or a `local`. */
export function streetAddress(rng: Rng): string {
  const street = rng.pick(STREETS);
  if (rng.chance(0.04)) return `${street} s/n`;
  const number = rng.chance(0.7) ? rng.int(100, 4999) : rng.int(10, 99) * 10 + rng.int(0, 9);
  if (rng.chance(0.03)) return `${street} ${number}, local ${rng.int(1, 12)}`;
  return `${street} ${number}`;
}

/** Lower case ASCII for e-mail local parts and domains: `Muñoz` → `munoz`, `Viña del Mar` → `vinadelmar`. */
export function asciiSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

function digits(rng: Rng, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) out += String(rng.int(0, 9));
  return out;
}

/** A mobile number (`9` + 8 digits) in one of the formats seen in the exports. */
export function mobilePhone(rng: Rng): string {
  const a = digits(rng, 4);
  const b = digits(rng, 4);
  return rng.weighted<string>([
    [`+56 9 ${a} ${b}`, 4],
    [`9${a}${b}`, 4],
    [`569${a}${b}`, 2],
    [`+569${a}${b}`, 2],
    [`9 ${a} ${b}`, 1.5],
    [`+56 9${a}${b}`, 1],
  ]);
}

/** A fixed-line number for an area code: Santiago (`2`) has 8 digits, the regions 7. */
export function landlinePhone(rng: Rng, areaCode: string): string {
  if (areaCode === '2') {
    const a = `2${digits(rng, 3)}`;
    const b = digits(rng, 4);
    return rng.weighted<string>([
      [`2${a.slice(0, 1)} ${a.slice(1)} ${b}`, 3],
      [`+562${a}${b}`, 2],
      [`(2) ${a} ${b}`, 1.5],
      [`+56 2 ${a} ${b}`, 1.5],
    ]);
  }
  const a = `${rng.int(2, 4)}${digits(rng, 2)}`;
  const b = digits(rng, 4);
  return rng.weighted<string>([
    [`(${areaCode}) ${a} ${b}`, 3],
    [`+56${areaCode}${a}${b}`, 2],
    [`${areaCode} ${a}${b}`, 1.5],
    [`+56 ${areaCode} ${a} ${b}`, 1.5],
  ]);
}

/** Fixed-line area code of each region (a few comunas have their own). */
const AREA_CODE: Readonly<Record<string, string>> = {
  'CL-AP': '58',
  'CL-TA': '57',
  'CL-AN': '55',
  'CL-AT': '52',
  'CL-CO': '51',
  'CL-VS': '32',
  'CL-RM': '2',
  'CL-LI': '72',
  'CL-ML': '71',
  'CL-NB': '42',
  'CL-BI': '41',
  'CL-AR': '45',
  'CL-LR': '63',
  'CL-LL': '65',
  'CL-AI': '67',
  'CL-MA': '61',
};
const COMUNA_AREA_CODE: Readonly<Record<string, string>> = {
  Osorno: '64',
  'Los Ángeles': '43',
  Curicó: '75',
  Linares: '73',
  Ovalle: '53',
  Quillota: '33',
  'San Felipe': '34',
  'Los Andes': '34',
  'San Antonio': '35',
  Calama: '55',
  'Isla de Pascua': '32',
};

export function areaCode(regionCode: string, comunaName: string): string {
  return COMUNA_AREA_CODE[comunaName] ?? AREA_CODE[regionCode] ?? '2';
}
