import type { DogCardView } from './types.ts';
import './pets.css';
import { boxSize } from '../../../pipeline/schema/content/picture-boxes.ts';

/**
 * How many photos load with the page: the first row on a wide screen; the rest as the visitor
 * scrolls. The first is the largest picture of a phone's first screen, so it is fetched first.
 */
const EAGER_PHOTOS = 4;

/**
 * The dogs of the adoption event, each a card that is one link to its page (where its story
 * plays): photo, name and the logo of its foundation, whose name is the logo's text
 * alternative, so the link reads "Kuyén Fundación Patitas".
 */
export function DogList({ dogs }: { dogs: readonly DogCardView[] }) {
  return (
    <ul className="dog-list">
      {dogs.map((dog, index) => (
        <li key={dog.href}>
          <a className="dog-card" href={dog.href}>
            <img
              src={dog.photoUrl}
              alt=""
              {...boxSize('dogPhoto')}
              fetchPriority={index === 0 ? 'high' : undefined}
              loading={index < EAGER_PHOTOS ? undefined : 'lazy'}
              decoding="async"
            />
            <span className="dog-card-name">{dog.name}</span>
            <img className="dog-card-foundation" src={dog.foundation.logoUrl} alt={dog.foundation.name} {...boxSize('foundationLogo')} loading="lazy" />
          </a>
        </li>
      ))}
    </ul>
  );
}
