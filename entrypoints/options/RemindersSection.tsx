import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { useI18n } from '@/components/i18n';
import { useNumberDraft } from '@/components/number-draft';
import { reminderSettingsOf, type Settings } from '@/lib/settings';

type Update = (patch: Partial<Settings>) => Promise<boolean>;

/** The options page's reminders: the follow-up date after "Applied", and notifications (an optional permission). */
export function RemindersSection({ settings, update }: { settings: Settings; update: Update }) {
  const { t } = useI18n();
  const reminders = reminderSettingsOf(settings);
  const days = useNumberDraft(reminders.followUpDays, 0, 90, (followUpDays) => void update({ reminders: { ...reminders, followUpDays } }));
  const [denied, setDenied] = useState(false);
  // What the box shows: the stored choice, put back at once when the browser refuses (the store may not change then).
  const [notifyShown, setNotifyShown] = useState(reminders.notify);
  useEffect(() => setNotifyShown(reminders.notify), [reminders.notify]);
  // The permission must be asked for inside the click itself: no await before request().
  const toggleNotify = (on: boolean) => {
    setDenied(false);
    setNotifyShown(on);
    if (!on) {
      void update({ reminders: { ...reminders, notify: false } });
      return;
    }
    void browser.permissions.request({ permissions: ['notifications'] }).then((granted) => {
      if (!granted) {
        setDenied(true);
        setNotifyShown(false);
      }
      return update({ reminders: { ...reminders, notify: granted } });
    });
  };
  return (
    <>
      <p class="field">
        <label for="follow-up-days">{t('reminders_followUpDays')}</label>
        <input
          id="follow-up-days"
          type="number"
          min={0}
          max={90}
          data-testid="follow-up-days"
          value={days.text}
          onInput={(e) => days.type(e.currentTarget.value)}
          onChange={days.settle}
        />
      </p>
      <label class="check">
        <input
          type="checkbox"
          data-testid="reminders-notify"
          aria-describedby="notify-hint"
          checked={notifyShown}
          onChange={(e) => toggleNotify(e.currentTarget.checked)}
        />
        {t('reminders_notify')}
      </label>
      <p class="hint" id="notify-hint">
        {t('reminders_notifyHint')}
      </p>
      {denied && (
        <p class="error" role="alert">
          {t('reminders_notifyDenied')}
        </p>
      )}
    </>
  );
}
