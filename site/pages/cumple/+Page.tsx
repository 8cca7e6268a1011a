import { useData } from 'vike-react/useData';
import { Birthday } from '../../birthday/Birthday.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { notice, ...content } = useData<Data>();
  return <Birthday content={content} notice={notice} />;
}
