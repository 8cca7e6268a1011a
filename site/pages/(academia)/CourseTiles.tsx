import type { CourseTile } from './types.ts';
import { workshopHref } from './workshop-routes.ts';
import './academy.css';
import { boxSize } from '../../../pipeline/schema/content/picture-boxes.ts';

/**
 * The four course tiles; choosing one remembers it as the visitor's course (the page's script,
 * course-tiles.ts). The first tile's image is in view on load and fetched first; the others,
 * below it on a phone, load lazily.
 */
export function CourseTiles({ tiles }: { tiles: readonly CourseTile[] }) {
  return (
    <ul className="course-tiles">
      {tiles.map((tile, index) => (
        <li key={tile.key}>
          <a className="course-tile" href={workshopHref(tile.slug)} data-course={tile.key}>
            <img src={tile.tileUrl} alt="" {...boxSize('courseTile')} {...(index === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })} />
            <span className="course-tile-title">{tile.title}</span>
            <span className="course-tile-summary">{tile.summary}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
