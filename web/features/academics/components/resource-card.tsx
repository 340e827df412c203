import {
  BookOpen,
  ExternalLink,
  FileText,
  FlaskConical,
  Globe,
  MonitorPlay,
  type LucideIcon,
} from 'lucide-react';
import type { ResourceType } from '@contract/constants';
import type { LearningResource } from '@contract/resources';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { categoryName, resourceTypeLabels } from '@/features/academics/labels';
import { CategoryBadge } from './category-style';
import { DownloadLink } from './download-link';

const typeIcons: Record<ResourceType, LucideIcon> = {
  pdf: FileText,
  video: MonitorPlay,
  link: Globe,
  book: BookOpen,
  simulation: FlaskConical,
};

/** A learning resource: type, title, description, category, level and keywords; open or download. */
export function ResourceCard({ resource }: { resource: LearningResource }) {
  const Icon = typeIcons[resource.type];
  return (
    <article className="flex h-full flex-col gap-3 rounded-card bg-card p-5 shadow-card ring-1 ring-border">
      <div className="flex items-start gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-primary-100 text-primary-800">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="grid min-w-0 gap-1.5">
          <div className="flex flex-wrap items-center gap-1.5">
            <Badge variant="outline">{resourceTypeLabels[resource.type]}</Badge>
            <CategoryBadge id={resource.category}>{categoryName(resource.category)}</CategoryBadge>
            {resource.level && <Badge variant="muted">{resource.level}</Badge>}
          </div>
          <h3 className="text-base leading-6 font-bold text-foreground">{resource.title}</h3>
        </div>
      </div>
      <p className="text-sm text-muted-foreground">{resource.description}</p>
      {resource.keywords.length > 0 && (
        <ul aria-label="Keywords" className="flex flex-wrap gap-1.5">
          {resource.keywords.map((keyword) => (
            <li
              key={keyword}
              className="rounded-md bg-muted px-2 py-0.5 text-xs text-foreground/80"
            >
              {keyword}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto pt-2">
        {resource.downloadable ? (
          <DownloadLink url={resource.url} fileName={resource.title}>
            Download
            <span className="sr-only">: {resource.title}</span>
          </DownloadLink>
        ) : (
          <Button asChild size="sm" variant="outline">
            <a href={resource.url} target="_blank" rel="noopener noreferrer">
              Open
              <span className="sr-only">: {resource.title} (opens in a new tab)</span>
              <ExternalLink aria-hidden="true" />
            </a>
          </Button>
        )}
      </div>
    </article>
  );
}
