import { useId } from 'react';

interface FilterChipsProps<T extends string> {
  /** Names the group, e.g. "Level:". */
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}

/** A row of toggle buttons choosing one filter; the chosen one is pressed. */
export function FilterChips<T extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: FilterChipsProps<T>) {
  const labelId = useId();
  return (
    <div
      className={className ? `filter-bar ${className}` : 'filter-bar'}
      role="group"
      aria-labelledby={labelId}
    >
      <span id={labelId} className="filter-bar__label">
        {label}
      </span>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className="chip"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
