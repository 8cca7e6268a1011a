import { useData } from 'vike-react/useData';
import type { Data } from './+data.ts';
import { Birthday } from './Birthday.tsx';

export default function Page() {
  const { notice, ...content } = useData<Data>();
  return <Birthday content={content} notice={notice} />;
}
