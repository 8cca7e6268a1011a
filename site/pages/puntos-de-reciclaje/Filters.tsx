import { type Ref, useId, useRef } from 'react';
import type { DirectoryFilters } from './filters.ts';
import type { FilterOptions } from './types.ts';

interface SelectProps {
  label: string;
  all: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
  selectRef?: Ref<HTMLSelectElement>;
  disabled: boolean;
}

function Select({ label, all, value, options, onChange, selectRef, disabled }: SelectProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} ref={selectRef} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}

interface Props {
  filters: DirectoryFilters;
  options: FilterOptions;
  /** The controls wait for the whole list (they would filter only its first page). */
  disabled?: boolean;
  onChange: (change: Partial<DirectoryFilters>) => void;
  onRegion: (region: string) => void;
  onReset: () => void;
}

/** Region, comuna (narrowed to the region), type, company and a text search. */
export function Filters({ filters, options, onChange, onRegion, onReset, disabled = false }: Props) {
  const searchId = useId();
  const regionRef = useRef<HTMLSelectElement>(null);
  const active = Object.values(filters).some((value) => value !== '');

  // "Limpiar filtros" is disabled once there is nothing to clear: the focus goes back to the
  // first filter instead of being lost with the button.
  function reset() {
    onReset();
    regionRef.current?.focus();
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with role="search" is the landmark every screen reader knows; <search> is newer.
    <form className="directory-filters" role="search" aria-label="Filtrar puntos de reciclaje" onSubmit={(event) => event.preventDefault()}>
      <Select
        label="Región"
        all="Todas las regiones"
        value={filters.region}
        options={options.regions}
        onChange={onRegion}
        selectRef={regionRef}
        disabled={disabled}
      />
      <Select
        label="Comuna"
        all="Todas las comunas"
        value={filters.comuna}
        options={options.comunas}
        onChange={(comuna) => onChange({ comuna })}
        disabled={disabled}
      />
      <Select
        label="Tipo de punto"
        all="Todos los tipos"
        value={filters.type}
        options={options.types}
        onChange={(type) => onChange({ type })}
        disabled={disabled}
      />
      <Select
        label="Empresa"
        all="Todas las empresas"
        value={filters.empresa}
        options={options.empresas}
        onChange={(empresa) => onChange({ empresa })}
        disabled={disabled}
      />
      <div className="field directory-search">
        <label htmlFor={searchId}>Buscar por nombre o dirección</label>
        <input
          id={searchId}
          type="search"
          value={filters.query}
          disabled={disabled}
          onChange={(event) => onChange({ query: event.target.value })}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
        />
      </div>
      <button type="button" className="button button-secondary directory-reset" onClick={reset} disabled={!active}>
        Limpiar filtros
      </button>
    </form>
  );
}
