import { useData } from 'vike-react/useData';
import { Birthday } from '../../birthday/Birthday.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  return <Birthday content={useData<Data>()} />;
}
