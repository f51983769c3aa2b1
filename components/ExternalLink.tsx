import type { ComponentChildren } from 'preact';
import { safeHref } from '@/lib/i18n/format';

/** A link taken from a page: rendered only when it is http(s), opened without access to us. */
export function ExternalLink({ href, children, testId }: { href: string | undefined; children: ComponentChildren; testId?: string }) {
  const safe = safeHref(href);
  if (!safe) return null;
  return (
    <a href={safe} target="_blank" rel="noopener noreferrer" data-testid={testId}>
      {children}
    </a>
  );
}
