import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type * as React from 'react';
import { isHydrating } from '@/lib/hydration';
import type { CalendarProps } from './calendar';

const Calendar = lazy(() => import('./calendar').then((module) => ({ default: module.Calendar })));

type DeferredCalendarProps = Omit<CalendarProps, 'mode' | 'selected' | 'onSelect' | 'required'> & {
  selected: Date;
  onSelect: (day: Date) => void;
};

type Mode = { live: false } | { live: true; html: string; wanted: string | null };

/** The day a pointer or focus landed on in the server's calendar, as 'YYYY-MM-DD'. */
const dayOf = (target: EventTarget | null) =>
  target instanceof Element
    ? (target.closest('[data-day]')?.getAttribute('data-day') ?? null)
    : null;

const dateOfKey = (key: string) =>
  new Date(Number(key.slice(0, 4)), Number(key.slice(5, 7)) - 1, Number(key.slice(8, 10)));

/**
 * A single-date calendar whose code (react-day-picker) loads only when the visitor reaches for it.
 * The server draws the real calendar into the page; the browser keeps that drawing, untouched, and
 * swaps in the live calendar on the first pointer or keyboard focus on it, carrying over the day
 * that was touched. A page reached by navigating in the browser shows the live calendar at once.
 */
export function DeferredCalendar({ selected, onSelect, ...props }: DeferredCalendarProps) {
  const holder = useRef<HTMLDivElement>(null);
  const [mode, setMode] = useState<Mode>(() =>
    isHydrating() && typeof document !== 'undefined'
      ? { live: false }
      : { live: true, html: '', wanted: null },
  );

  const wanted = mode.live ? mode.wanted : null;
  useEffect(() => {
    if (!wanted) return;
    onSelect(dateOfKey(wanted));
    holder.current?.querySelector<HTMLElement>(`[data-day="${wanted}"] button`)?.focus();
    // Once, for the day touched before the calendar came to life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted]);

  const calendar = (
    <Calendar mode="single" required selected={selected} onSelect={onSelect} {...props} />
  );
  if (mode.live) {
    return (
      <div ref={holder} data-slot="deferred-calendar">
        <Suspense fallback={<div dangerouslySetInnerHTML={{ __html: mode.html }} />}>
          {calendar}
        </Suspense>
      </div>
    );
  }

  const wake = (event: React.SyntheticEvent) => {
    event.preventDefault();
    setMode({ live: true, html: holder.current?.innerHTML ?? '', wanted: dayOf(event.target) });
  };
  return (
    <div
      ref={holder}
      data-slot="deferred-calendar"
      onPointerDownCapture={wake}
      onFocusCapture={wake}
      // The server's drawing stays as it is until the visitor reaches for it.
      dangerouslySetInnerHTML={{ __html: '' }}
      suppressHydrationWarning
    />
  );
}
