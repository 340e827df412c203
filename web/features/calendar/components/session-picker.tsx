import { Form } from 'react-router';
import { Button } from '@/components/ui/button';
import { LabelledControl } from '@/components/ui/labelled-control';
import { NativeSelect } from '@/components/ui/native-select';

type SessionPickerProps = {
  /** Latest first. */
  sessions: readonly string[];
  shown: string;
  current: string;
};

/**
 * Which session's events the calendar shows: a GET form, so it works before (and without) the
 * page's script, and the choice is in the address to share.
 */
export function SessionPicker({ sessions, shown, current }: SessionPickerProps) {
  return (
    <Form
      method="get"
      action="/academics/calendar"
      preventScrollReset
      aria-label="Choose a session"
      className="flex flex-wrap items-end gap-2"
    >
      <LabelledControl label="Session">
        {(id) => (
          <NativeSelect id={id} name="session" defaultValue={shown} key={shown} className="w-60">
            {sessions.map((session) => (
              <option key={session} value={session}>
                {session === current ? `${session} (current)` : session}
              </option>
            ))}
          </NativeSelect>
        )}
      </LabelledControl>
      <Button type="submit" variant="outline" className="h-10">
        Show
      </Button>
    </Form>
  );
}
