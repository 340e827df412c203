import { ArrowDown, ArrowUp } from 'lucide-react';
import { Button } from '@/components/ui/button';

type OrderButtonsProps = {
  /** What the row is, for the buttons' accessible names: 'Move “Ada Obi” up'. */
  title: string;
  first: boolean;
  last: boolean;
  disabled?: boolean;
  onMove: (direction: 'up' | 'down') => void;
};

/** A row's move up and move down buttons; the first cannot go up, the last cannot go down. */
export function OrderButtons({ title, first, last, disabled = false, onMove }: OrderButtonsProps) {
  return (
    <div className="flex shrink-0 items-center gap-1">
      <Button
        type="button"
        variant="ghost"
        size="icon"
        disabled={disabled || first}
        onClick={() => onMove('up')}
        aria-label={`Move “${title}” up`}
        title="Move up"
      >
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        disabled={disabled || last}
        onClick={() => onMove('down')}
        aria-label={`Move “${title}” down`}
        title="Move down"
      >
        <ArrowDown aria-hidden="true" />
      </Button>
    </div>
  );
}
