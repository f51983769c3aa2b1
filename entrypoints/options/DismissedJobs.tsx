import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { useI18n } from '@/components/i18n';
import { request } from '@/lib/client';
import type { DismissedCard } from '@/lib/lists/dismissed';

const send = (message: unknown) => browser.runtime.sendMessage(message);

/** The jobs the user marked "Not interested" on list pages: how many, the latest ones, and a way to forget them all. */
export function DismissedJobs() {
  const { t } = useI18n();
  const [dismissed, setDismissed] = useState<{ count: number; recent: DismissedCard[] } | null>(null);
  const [forgotten, setForgotten] = useState(false);
  // "Forget them all" asks once more: thousands of dismissed jobs come back at one click otherwise.
  const [confirming, setConfirming] = useState(false);
  const load = (clear: boolean) =>
    void request(send, { type: 'lists:dismissed', clear }).then((reply) => {
      if (reply.ok) setDismissed({ count: reply.count ?? 0, recent: reply.dismissed ?? [] });
      if (reply.ok && clear) setForgotten(true);
      setConfirming(false);
    });
  useEffect(() => load(false), []);
  return (
    <>
      {dismissed !== null && (
        <div data-testid="dismissed">
          <p class="submit" data-testid="dismissed-count">
            {t('lists_dismissedCount', { count: dismissed.count })}
            {dismissed.count > 0 && (
              <button
                type="button"
                class="secondary"
                data-testid="dismissed-forget"
                onClick={() => (confirming ? load(true) : setConfirming(true))}
              >
                {confirming ? t('lists_forgetConfirm', { count: dismissed.count }) : t('lists_forget')}
              </button>
            )}
          </p>
          {dismissed.recent.length > 0 && (
            <details>
              <summary>{t('lists_recentDismissed')}</summary>
              <ul class="dismissed-list">
                {dismissed.recent.slice(0, 50).map((card) => (
                  <li key={`${card.site}:${card.id}`}>
                    {card.title ?? card.id}
                    {card.company && <span class="muted"> — {card.company}</span>} <span class="muted small">({card.site})</span>
                  </li>
                ))}
              </ul>
            </details>
          )}
        </div>
      )}
      {forgotten && (
        <p class="hint" role="status">
          {t('lists_forgotten')}
        </p>
      )}
    </>
  );
}
