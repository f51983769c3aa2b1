import type { ComponentChildren } from 'preact';
import { safeHref } from '@/lib/i18n/format';

/**
 * A link taken from a page: a link only when it is http(s), opened without access to us.
 * Any other address (javascript:, data:, vbscript:, a damaged record's text) gives no link, but
 * what it wrapped is still shown, as text: a row keeps its title.
 */
export function ExternalLink({
  href,
  children,
  testId,
  hideWhenUnsafe = false,
}: {
  href: string | undefined;
  children: ComponentChildren;
  testId?: string;
  /** For a link whose text is an action ("Open the original"): without a safe address there is nothing to show. */
  hideWhenUnsafe?: boolean;
}) {
  const safe = safeHref(href);
  if (!safe) return hideWhenUnsafe ? null : <>{children}</>;
  return (
    <a href={safe} target="_blank" rel="noopener noreferrer" data-testid={testId}>
      {children}
    </a>
  );
}
