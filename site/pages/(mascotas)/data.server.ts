import dogsJson from '../../../generated/content/dogs.json';
import petsJson from '../../../generated/content/pets.json';
import { DOGS_PATH, type Dog, DogsFileSchema, foundationNumber } from '../../../pipeline/schema/content/dogs.ts';
import { type Pets, PetsSchema } from '../../../pipeline/schema/content/pets.ts';
import { audioSeconds } from '../../audio/data.server.ts';
import { documentView } from '../../data/documents.server.ts';
import { mediaUrl } from '../../data/media.server.ts';
import type { DogCardView, DogView, EventView, PetsFooterView, PetsShellView } from './types.ts';

// Server-only: the pet pages' +data hooks read the content here and get URLs, never media paths.

// The calendar's Spanish names come from Intl (the ICU data Node ships), read at prerender.
const EVENT_DATE = new Intl.DateTimeFormat('es-CL', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

/** generated/content/pets.json, parsed with the shared schema (never cast). */
function pets(): Pets {
  return PetsSchema.parse(petsJson);
}

/** generated/content/dogs.json, parsed with the shared schema. */
function dogs(): Dog[] {
  return DogsFileSchema.parse(dogsJson).dogs;
}

/** `2023-03-11` → `Sábado 11 de marzo`: the day of the calendar date itself, whatever the machine's time zone. */
export function eventDateText(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const parts = EVENT_DATE.formatToParts(new Date(Date.UTC(year, month - 1, day)));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const weekday = part('weekday');
  return `${weekday.charAt(0).toUpperCase()}${weekday.slice(1)} ${part('day')} de ${part('month')}`;
}

function footer(content: Pets): PetsFooterView {
  const { text, dog, cat } = content.footer;
  return { text, dog: { url: mediaUrl(dog.image), alt: dog.alt }, cat: { url: mediaUrl(cat.image), alt: cat.alt } };
}

/** The pets header menu and footer, shared by /mascotas and the dog pages. */
export function loadPetsShell(): PetsShellView {
  const content = pets();
  return { menu: content.menu, footer: footer(content) };
}

/** Everything /mascotas shows. */
export function loadPetsPage() {
  const content = pets();
  const { event } = content;
  const eventView: EventView = {
    title: event.title,
    date: event.date,
    dateText: eventDateText(event.date),
    from: event.from,
    to: event.to,
    place: event.place,
    text: event.text,
    free: event.free,
  };
  return {
    shell: loadPetsShell(),
    hero: { title: content.hero.title, text: content.hero.text, imageUrl: mediaUrl(content.hero.image), imageAlt: content.hero.imageAlt },
    event: eventView,
    dogCount: dogs().length,
    form: { ...content.form, terms: documentView(content.terms) },
    foundations: {
      title: content.foundations.title,
      items: content.foundations.items.map((item) => ({ name: item.name, logoUrl: mediaUrl(item.logo) })),
    },
    collaboration: content.collaboration,
    // Build-time year for the prerendered year list; the browser recomputes it after hydration.
    buildYear: new Date().getFullYear(),
  };
}

/** The thank-you page: its texts, the event's picture and, as a reminder, when and where the event is. */
export function loadThanks() {
  const content = pets();
  const { event } = content;
  return {
    ...content.thanks,
    image: { url: mediaUrl(content.hero.image), alt: content.hero.imageAlt },
    event: { date: event.date, dateText: eventDateText(event.date), from: event.from, to: event.to, place: event.place.name },
  };
}

/** URL of a dog's page. */
export function dogHref(slug: string): string {
  return `${DOGS_PATH}/${slug}`;
}

/** The canonical dog page URLs, for prerendering. */
export function dogUrls(): string[] {
  return dogs().map((dog) => dogHref(dog.slug));
}

/** The dog slugs only: the 404 page folds a typed name and compares it with these. */
export function dogSlugs(): string[] {
  return dogs().map((dog) => dog.slug);
}

/** A dog's foundation, which follows from its id (see `foundationNumber`), with its logo resolved. */
function foundationOf(dog: Dog, content: Pets): DogView['foundation'] {
  const number = foundationNumber(dog.id);
  const foundation = number === null ? undefined : content.foundations.items[number - 1];
  if (!foundation) throw new Error(`El perro ${dog.name} (id ${dog.id}) no tiene fundación`);
  return { name: foundation.name, logoUrl: mediaUrl(foundation.logo) };
}

/** One dog with its photo, story and foundation logo resolved. */
export function dogBySlug(slug: string): DogView {
  const dog = dogs().find((d) => d.slug === slug);
  if (!dog) throw new Error(`No hay un perro con la ruta ${dogHref(slug)}`);
  return {
    name: dog.name,
    slug: dog.slug,
    photoUrl: mediaUrl(dog.photo),
    audioUrl: mediaUrl(dog.audio),
    audioSeconds: audioSeconds(dog.audio),
    transcript: dog.transcript,
    foundation: foundationOf(dog, pets()),
  };
}

/** Every dog for the list at /listamascotas, in the content's order: photo, name, foundation and the way to its story. */
export function loadDogList(): DogCardView[] {
  const content = pets();
  return dogs().map((dog) => ({ name: dog.name, href: dogHref(dog.slug), photoUrl: mediaUrl(dog.photo), foundation: foundationOf(dog, content) }));
}

/** A dog's photo as named in the content (`dogs/kuyen.svg`): the picture its shared link shows. */
export function dogArt(slug: string): string {
  const dog = dogs().find((d) => d.slug === slug);
  if (!dog) throw new Error(`No hay un perro con la ruta ${dogHref(slug)}`);
  return dog.photo;
}
