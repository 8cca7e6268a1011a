/**
 * Everything the sample narrations say, kept here so it can be reviewed: one short original
 * story per character, and for each dog a "Hola, soy…" built from the sentence pools below with
 * a PRNG seeded by the dog's id (its look comes from the same data as its portrait).
 */
import { CHARACTER_SLUGS, DOGS, type CharacterSlug, type Dog } from './data.ts';
import { dogLook, type DogLook } from './dog-looks.ts';
import { createRng, seedOf } from './rng.ts';

export interface Narration {
  /** Path under `raw-data/media/`. */
  file: string;
  text: string;
  /** espeak-ng voice, e.g. `es-419+f3`. */
  voice: string;
  /** Words per minute. */
  speed: number;
  /** 0–99, 50 is the voice's normal pitch. */
  pitch: number;
}

export const CHARACTER_STORIES: Readonly<Record<CharacterSlug, { text: string; voice: string; pitch: number }>> = {
  rodolfa: {
    voice: 'es-419+f3',
    pitch: 60,
    text:
      '¡Hola! Soy Rodolfa, y mi nariz roja brilla cuando estoy feliz. Un día encontré botellas tiradas en el bosque nevado. ' +
      'Con mis amigos las llevamos todas al punto limpio. Ahora el bosque brilla tanto como mi nariz. ¿Me ayudas a cuidarlo?',
  },
  wandita: {
    voice: 'es-419+f4',
    pitch: 70,
    text:
      'Hola, soy Wandita, una pequeña bruja con una varita especial. Mi varita no hace desaparecer la basura: ¡me ayuda a separarla! ' +
      'Papel aquí, plástico allá y vidrio en su lugar. La verdadera magia es reciclar en familia.',
  },
  dasher: {
    voice: 'es-419+m3',
    pitch: 62,
    text:
      '¡Hola! Soy Dasher, el conejo más rápido del parque. Un día, en plena carrera, mi amiga Tamy se cayó. ' +
      'Me detuve, la ayudé a levantarse y llegamos juntos a la meta. Aprendí que correr con amigos es mejor que llegar primero.',
  },
  mia: {
    voice: 'es-419+f2',
    pitch: 58,
    text:
      'Hola, soy Mia y soy astronauta. Desde mi nave, la Tierra se ve como una bolita azul y verde, preciosa y única. ' +
      'Por eso, en casa cuido el agua, apago las luces y reciclo. ¡Es el único planeta que tenemos!',
  },
  tamy: {
    voice: 'es-419+f1',
    pitch: 40,
    text:
      'Hola, soy Tamy, una tortuga que pasea sin apuro por la playa. A veces encuentro bolsas y tapitas en la arena, y me pongo triste. ' +
      'Pero cuando los niños limpian conmigo, el mar vuelve a sonreír. Ir despacio también sirve para llegar lejos.',
  },
  cometa: {
    voice: 'es-419+m1',
    pitch: 55,
    text:
      '¡Hola, hola! Soy Cometa y viajo por el espacio con mi larga cola brillante. Cada noche paso cerca de la Tierra para ver a los niños que miran el cielo. ' +
      'Si ves una luz que cruza rápido, ¡soy yo saludándote! Pide un deseo bonito.',
  },
  joe: {
    voice: 'es-419+m2',
    pitch: 25,
    text:
      'Bip, bip. Hola, soy Joe, un robot hecho con piezas recicladas. Mis brazos eran tubos viejos y mis ojos, tapas de frascos. ' +
      'Antes era chatarra, y ahora soy tu amigo. Lo que ya no usas puede tener una segunda vida.',
  },
};

/** How the dog looks, in a sentence (size, coat and ears come from the portrait's data). */
const LOOK_SENTENCES: readonly ((l: DogLook) => string)[] = [
  (l) => `Soy de tamaño ${l.size}, con pelaje ${l.coat.word} y orejas ${l.ears}.`,
  (l) => `Tengo el pelaje ${l.coat.word}, las orejas ${l.ears} y soy de tamaño ${l.size}.`,
  (l) => `Mi pelaje es ${l.coat.word} y mis orejas son ${l.ears}.`,
];

/** Personality and what the dog likes (worded so they fit any dog). */
const LIKES: readonly string[] = [
  'Me encanta correr detrás de la pelota y traerla de vuelta.',
  'Me gustan las siestas al sol y los cariños en la guata.',
  'Tengo mucha energía y disfruto los paseos largos por el parque.',
  'Soy de carácter tranquilo y me gusta acompañar a las personas.',
  'Me llevo bien con otros perros y me encanta jugar en grupo.',
  'Aprendo rápido: ya sé sentarme y dar la pata.',
  'Me encanta que me rasquen detrás de las orejas.',
  'Me gusta olfatear cada rincón del jardín en busca de aventuras.',
  'Soy buena compañía para ver películas en el sillón.',
  'Cuando alguien llega a casa, muevo la cola sin parar.',
];

/** That the dog is looking for a family. */
const FAMILY: readonly string[] = [
  'Estoy buscando una familia que me quiera mucho.',
  'Busco un hogar donde dar y recibir mucho cariño.',
  'Me encantaría tener una familia para siempre. ¿Me vienes a conocer?',
  '¿Quieres ser mi familia? Te espero en el evento de adopción.',
  'Sueño con un hogar lleno de cariño. ¿Será el tuyo?',
];

/** Smaller dogs speak a little higher. */
const DOG_PITCH: Readonly<Record<DogLook['size'], number>> = { pequeño: 68, mediano: 55, grande: 42 };

export function dogText(dog: Dog): string {
  const rng = createRng(seedOf(`perro-audio:${dog.id}`));
  const look = dogLook(dog);
  return [`Hola, soy ${dog.name}.`, rng.pick(LOOK_SENTENCES)(look), rng.pick(LIKES), rng.pick(FAMILY)].join(' ');
}

export const SPEED = 140;

export function narrations(): Narration[] {
  const list: Narration[] = [];
  for (const slug of CHARACTER_SLUGS) {
    const story = CHARACTER_STORIES[slug];
    list.push({ file: `characters/${slug}.mp3`, text: story.text, voice: story.voice, speed: SPEED, pitch: story.pitch });
  }
  for (const dog of DOGS) {
    list.push({ file: `dogs/${dog.slug}.mp3`, text: dogText(dog), voice: 'es-419', speed: SPEED, pitch: DOG_PITCH[dogLook(dog).size] });
  }
  return list;
}
