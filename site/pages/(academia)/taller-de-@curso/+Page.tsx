import { useData } from 'vike-react/useData';
import { Workshop } from '../Workshop.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { course, completionUrl, notice } = useData<Data>();
  // A new course starts from its first step, even when the page component stays the same.
  return <Workshop key={course.key} course={course} completionUrl={completionUrl} notice={notice} />;
}
