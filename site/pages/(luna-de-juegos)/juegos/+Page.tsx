import { useData } from 'vike-react/useData';
import { BackLink } from '../../../components/BackLink.tsx';
import { GamesCarousel } from '../GamesCarousel.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { title, games } = useData<Data>();
  return (
    <div className="games-page">
      <div>
        <BackLink href="/luna-de-juegos">Volver a Luna de juegos</BackLink>
      </div>
      <h1>{title}</h1>
      <GamesCarousel games={games} />
    </div>
  );
}
