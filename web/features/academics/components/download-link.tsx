import { Download } from 'lucide-react';
import type * as React from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { downloadUrl, isOwnFile } from '@/features/academics/labels';

type DownloadLinkProps = {
  url: string;
  /** The saved file's name (our own PDFs), e.g. 'PHY 101 2025 Exam'. */
  fileName: string;
  children: React.ReactNode;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
};

/**
 * A file download: our own PDFs download in place under a readable name; a file elsewhere opens in
 * a new tab (browsers ignore `download` across sites).
 */
export function DownloadLink({
  url,
  fileName,
  children,
  variant = 'default',
  size = 'sm',
  className,
}: DownloadLinkProps) {
  const own = isOwnFile(url);
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <a
        href={downloadUrl(url, fileName)}
        {...(own ? { download: '' } : { target: '_blank', rel: 'noopener noreferrer' })}
      >
        <Download aria-hidden="true" />
        {children}
      </a>
    </Button>
  );
}
