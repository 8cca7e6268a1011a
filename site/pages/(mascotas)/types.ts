import type { Link } from '../../../pipeline/schema/content/common.ts';

/** An image resolved to its URL, with its alternative text. */
export interface PictureView {
  url: string;
  alt: string;
}

export interface PetsFooterView {
  text: string;
  dog: PictureView;
  cat: PictureView;
}

/** What the pets header and footer need. */
export interface PetsShellView {
  menu: Link[];
  footer: PetsFooterView;
}

export interface EventView {
  title: string;
  /** `YYYY-MM-DD`, for `<time dateTime>`. */
  date: string;
  /** As printed, e.g. `Sábado 11 de marzo`. */
  dateText: string;
  from: string;
  to: string;
  place: { name: string; address: string; mapUrl: string };
  text: string;
  /** Entry is free. */
  free: boolean;
}

export interface DogView {
  name: string;
  slug: string;
  photoUrl: string;
  audioUrl: string;
  /** How long the story plays, in seconds. */
  audioSeconds: number;
  /** What the story says, offered to read under the player. */
  transcript: string;
  foundation: { name: string; logoUrl: string };
}

/** A dog in the list at /listamascotas. */
export interface DogCardView {
  name: string;
  /** Its page, `/listamascotas/<slug>`. */
  href: string;
  photoUrl: string;
  foundation: DogView['foundation'];
}
