import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

type SectionHeadingProps = {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  /** A link to the full list, e.g. 'View All News'. */
  action?: { to: string; label: string };
};

/** A section's eyebrow, h2, optional lead and 'View All …' link. */
export function SectionHeading({ id, eyebrow, title, lead, action }: SectionHeadingProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="max-w-2xl">
        {eyebrow && (
          <p className="text-sm font-semibold tracking-widest text-accent-strong uppercase">
            {eyebrow}
          </p>
        )}
        <h2 id={id} className="mt-1 text-2xl font-extrabold text-foreground sm:text-3xl">
          {title}
        </h2>
        {lead && <p className="mt-2 text-muted-foreground">{lead}</p>}
      </div>
      {action && (
        <Button asChild variant="outline" size="sm" className="self-start sm:self-auto">
          <Link to={action.to}>
            {action.label}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      )}
    </div>
  );
}
