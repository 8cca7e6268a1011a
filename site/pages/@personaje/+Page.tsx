import { useData } from 'vike-react/useData';
import { CharacterStory } from '../../characters/CharacterStory.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const character = useData<Data>();
  // Another character is another story: the player starts from zero.
  return <CharacterStory key={character.slug} character={character} />;
}
