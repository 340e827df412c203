import { ShieldCheck } from 'lucide-react';
import { toast } from 'sonner';
import { useSecuritySettings, useUpdateSecuritySettings } from '@/api/settings/security-settings';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * 'Require two-factor sign-in for admins': when on, an admin without it must set it up right after
 * their password, before anything else. It saves as soon as it is changed.
 */
export function SecuritySettings() {
  const settings = useSecuritySettings();
  const update = useUpdateSecuritySettings();
  const checked = update.isPending
    ? update.variables.requireTwoFactorForAdmins
    : (settings.data?.requireTwoFactorForAdmins ?? false);

  return (
    <section
      aria-labelledby="security-settings-title"
      className="grid gap-2 rounded-card border border-border bg-card p-4 sm:p-5"
    >
      <h2
        id="security-settings-title"
        className="flex items-center gap-2 text-base font-semibold text-foreground"
      >
        <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
        Sign-in security
      </h2>
      {settings.isPending ? (
        <Skeleton className="h-6" aria-label="Loading the sign-in settings" />
      ) : settings.isError ? (
        <p className="text-sm text-destructive">{settings.error.message}</p>
      ) : (
        <div className="flex items-start gap-3 text-sm text-foreground">
          <input
            id="require-two-factor"
            type="checkbox"
            checked={checked}
            aria-describedby="require-two-factor-hint"
            disabled={update.isPending}
            onChange={(event) => {
              const requireTwoFactorForAdmins = event.target.checked;
              update.mutate(
                { requireTwoFactorForAdmins },
                {
                  onSuccess: () =>
                    toast.success(
                      requireTwoFactorForAdmins
                        ? 'Admins must now use two-factor sign-in'
                        : 'Two-factor sign-in is no longer required for admins',
                    ),
                  onError: (error) => toast.error(error.message),
                },
              );
            }}
            className="mt-0.5 size-4 shrink-0 accent-primary"
          />
          <div className="grid gap-0.5">
            <label htmlFor="require-two-factor" className="font-medium">
              Require two-factor sign-in for admins
            </label>
            <p id="require-two-factor-hint" className="text-muted-foreground">
              An admin without it is asked to set it up right after their password, before anything
              else. Editors may still choose it on their Account page.
            </p>
          </div>
        </div>
      )}
    </section>
  );
}
