import type { StaffRole } from '@contract/auth';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { FormField } from '@/components/ui/form-field';

export const roleLabels: Record<StaffRole, string> = { admin: 'Admin', editor: 'Editor' };

/** The role picker shared by the create and edit dialogs. */
export function RoleField({
  value,
  onChange,
  error,
}: {
  value: StaffRole;
  onChange: (role: StaffRole) => void;
  error?: string | undefined;
}) {
  return (
    <FormField
      label="Role"
      description="Editors manage the site's content. Admins also manage staff and see the activity log."
      error={error}
    >
      {(control) => (
        <Select value={value} onValueChange={(next) => onChange(next as StaffRole)}>
          <SelectTrigger {...control}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="editor">{roleLabels.editor}</SelectItem>
            <SelectItem value="admin">{roleLabels.admin}</SelectItem>
          </SelectContent>
        </Select>
      )}
    </FormField>
  );
}
