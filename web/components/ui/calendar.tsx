import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import {
  DayPicker,
  getDefaultClassNames,
  type DayButtonProps,
  type DayPickerProps,
  type Matcher,
  type Modifiers,
} from 'react-day-picker';
import { cn } from '@/lib/cn';
import { buttonVariants } from './button';

type CalendarProps = DayPickerProps & {
  /** Days to mark with a dot, e.g. the days that have events. */
  marked?: Matcher | Matcher[] | undefined;
  /** Added to a marked day's accessible name: 'Monday, November 2nd, 2026, has events'. */
  markedLabel?: string;
};

/** The day button's name: the date, 'Today', 'selected', and the mark's meaning. */
function dayLabel(date: Date, modifiers: Modifiers, markedLabel: string): string {
  let label = date.toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
  if (modifiers.today) label = `Today, ${label}`;
  if (modifiers.marked) label = `${label}, ${markedLabel}`;
  if (modifiers.selected) label = `${label}, selected`;
  return label;
}

/**
 * A month calendar (react-day-picker) in the site's style, for picking dates:
 *
 *   <Calendar mode="single" selected={day} onSelect={setDay} marked={daysWithEvents} />
 *
 * Days are local dates at midnight; turn them into 'YYYY-MM-DD' with their local fields. Keyboard:
 * arrows move by day and week, Page Up/Down by month, Home/End to the week's ends.
 */
function Calendar({
  className,
  classNames,
  showOutsideDays = true,
  marked,
  markedLabel = 'marked',
  modifiers,
  labels,
  components,
  ...props
}: CalendarProps) {
  const defaults = getDefaultClassNames();
  return (
    <DayPicker
      showOutsideDays={showOutsideDays}
      className={cn('w-fit [--cell-size:--spacing(11)] sm:[--cell-size:--spacing(10)]', className)}
      modifiers={{ ...modifiers, ...(marked ? { marked } : {}) }}
      labels={{
        labelDayButton: (date, dayModifiers) => dayLabel(date, dayModifiers, markedLabel),
        ...labels,
      }}
      classNames={{
        root: cn('relative', defaults.root),
        months: cn('relative flex flex-col gap-4 md:flex-row', defaults.months),
        month: cn('flex w-full flex-col gap-3', defaults.month),
        nav: cn(
          'absolute inset-x-0 top-0 flex w-full items-center justify-between gap-1',
          defaults.nav,
        ),
        button_previous: cn(
          buttonVariants({ variant: 'ghost', size: 'icon' }),
          'size-(--cell-size) rounded-full p-0 aria-disabled:opacity-50',
          defaults.button_previous,
        ),
        button_next: cn(
          buttonVariants({ variant: 'ghost', size: 'icon' }),
          'size-(--cell-size) rounded-full p-0 aria-disabled:opacity-50',
          defaults.button_next,
        ),
        month_caption: cn(
          'flex h-(--cell-size) w-full items-center justify-center px-(--cell-size)',
          defaults.month_caption,
        ),
        caption_label: cn(
          'text-sm font-semibold text-foreground select-none',
          defaults.caption_label,
        ),
        month_grid: cn('w-full border-collapse', defaults.month_grid),
        weekdays: cn('flex', defaults.weekdays),
        weekday: cn(
          'w-(--cell-size) text-center text-xs font-medium text-muted-foreground select-none',
          defaults.weekday,
        ),
        week: cn('mt-1 flex w-full', defaults.week),
        day: cn('group/day relative size-(--cell-size) p-0 text-center select-none', defaults.day),
        today: defaults.today,
        outside: defaults.outside,
        disabled: cn('opacity-50', defaults.disabled),
        hidden: cn('invisible', defaults.hidden),
        ...classNames,
      }}
      components={{
        Chevron: ({ orientation, className: chevronClass }) =>
          orientation === 'left' ? (
            <ChevronLeftIcon className={cn('size-4', chevronClass)} aria-hidden="true" />
          ) : (
            <ChevronRightIcon className={cn('size-4', chevronClass)} aria-hidden="true" />
          ),
        DayButton: CalendarDayButton,
        ...components,
      }}
      {...props}
    />
  );
}

/** One day: today is outlined, the selected day filled with the primary colour, marks are dots. */
function CalendarDayButton({ className, day, modifiers, ...props }: DayButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  // DayPicker moves focus by marking a day focused; the button has to take it.
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);

  return (
    <button
      ref={ref}
      data-slot="calendar-day"
      data-day={day.isoDate}
      data-selected={modifiers.selected || undefined}
      data-today={modifiers.today || undefined}
      data-outside={modifiers.outside || undefined}
      data-marked={modifiers.marked || undefined}
      className={cn(
        'relative flex size-full cursor-pointer flex-col items-center justify-center rounded-full text-sm text-foreground tabular-nums',
        'transition-colors duration-150 hover:bg-primary-50 hover:text-primary-900',
        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
        'disabled:cursor-not-allowed',
        'data-[outside]:text-muted-foreground',
        'data-[today]:font-bold data-[today]:ring-1 data-[today]:ring-primary-300 data-[today]:ring-inset',
        'data-[selected]:bg-primary data-[selected]:font-semibold data-[selected]:text-primary-foreground data-[selected]:hover:bg-primary-hover data-[selected]:hover:text-primary-foreground',
        className,
      )}
      {...props}
    >
      {props.children}
      {modifiers.marked && (
        <span
          aria-hidden="true"
          className="absolute bottom-1 size-1.5 rounded-full bg-accent-strong group-data-[selected]/day:bg-primary-foreground"
        />
      )}
    </button>
  );
}

export { Calendar, type CalendarProps };
