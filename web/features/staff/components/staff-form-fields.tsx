import { useFormContext } from 'react-hook-form';
import type { StaffRole } from '@contract/auth';
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';

export const roleLabels: Record<StaffRole, string> = { admin: 'Admin', editor: 'Editor' };

/** The labels the create and edit forms read messages under. */
export const staffLabels = { name: 'Name', email: 'Email', role: 'Role' };

/** The role picker shared by the create and edit forms (inside their <Form>). */
export function RoleField() {
  const { control } = useFormContext<{ role: StaffRole }>();
  return (
    <FormField
      control={control}
      name="role"
      render={({ field }) => (
        <FormItem described>
          <FormLabel>Role</FormLabel>
          <Select value={field.value} onValueChange={(next) => field.onChange(next as StaffRole)}>
            <FormControl>
              <SelectTrigger ref={field.ref} onBlur={field.onBlur}>
                <SelectValue />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              <SelectItem value="editor">{roleLabels.editor}</SelectItem>
              <SelectItem value="admin">{roleLabels.admin}</SelectItem>
            </SelectContent>
          </Select>
          <FormDescription>
            Editors manage the site&apos;s content. Admins also manage staff and see the activity
            log.
          </FormDescription>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
