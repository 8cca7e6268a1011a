import { useMemo } from 'react';
import { useData } from 'vike-react/useData';
import { BackLink } from '../../components/BackLink.tsx';
import { unpack } from '../../framework/packed.ts';
import type { Data } from './+data.ts';
import { Directory } from './Directory.tsx';

export default function Page() {
  const { title, text, icons, total, listUrl, ...packed } = useData<Data>();
  const first = useMemo(() => unpack(packed.first), [packed.first]);
  const options = useMemo(() => unpack(packed.options), [packed.options]);
  const regions = useMemo(() => unpack(packed.regions), [packed.regions]);
  return (
    <>
      <p className="directory-back">
        <BackLink href="/#puntos-limpios" className="">
          Volver a la Tarea Teletón
        </BackLink>
      </p>
      <h1>{title}</h1>
      <p className="directory-intro">{text}</p>
      <Directory first={first} total={total} options={options} listUrl={listUrl} icons={icons} regions={regions} />
    </>
  );
}
