import { LabelledControl } from '@/components/ui/labelled-control';
import { ALL } from '@/features/academics/filters';
import { NativeSelect } from '@/components/ui/native-select';

type FilterSelectProps = {
  label: string;
  /** The address's parameter it sets ('category'), so a form sends it as the address would. */
  name: string;
  /** The chosen option's value, or undefined for 'all'. */
  value: string | undefined;
  /** The 'all' option's text, e.g. 'All categories'. */
  allLabel: string;
  options: readonly { value: string; label: string }[];
  /** Called with an option's value, or 'all'. */
  onChange: (value: string) => void;
  className?: string;
};

/** A labelled filter: 'All …' (value 'all', so the URL can say it) and the options. */
export function FilterSelect({
  label,
  name,
  value,
  allLabel,
  options,
  onChange,
  className,
}: FilterSelectProps) {
  return (
    <LabelledControl label={label} className={className}>
      {(id) => (
        <NativeSelect
          id={id}
          name={name}
          value={value ?? ALL}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value={ALL}>{allLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </LabelledControl>
  );
}
