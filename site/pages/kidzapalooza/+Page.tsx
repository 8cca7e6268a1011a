import { useData } from 'vike-react/useData';
import { WORKSHOP_SLUGS, workshopHref } from '../(academia)/workshop-routes.ts';
import type { Data } from './+data.ts';
import './kidzapalooza.css';
import { boxSize } from '../../../pipeline/schema/content/picture-boxes.ts';

export default function Page() {
  const { title, text, imageUrl } = useData<Data>();
  return (
    <div className="kidza">
      {/* The page's largest picture and its first: fetched first, its place held (a 1200×500 banner). */}
      {imageUrl !== null && <img className="kidza-image" src={imageUrl} alt="" {...boxSize('banner')} fetchPriority="high" />}
      <h1>{title}</h1>
      <p>{text}</p>
      <ul className="kidza-links">
        <li>
          <a className="button" href={workshopHref(WORKSHOP_SLUGS.tiktok)}>
            Taller de Baile TikTok
          </a>
        </li>
        <li>
          <a className="button button-secondary" href="/luna-de-juegos">
            Luna de juegos
          </a>
        </li>
      </ul>
    </div>
  );
}
