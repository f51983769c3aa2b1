import { useI18n } from '@/components/i18n';
import { SALARY_PERIODS } from '@/lib/posting/enums';
import type { DraftProps } from './profile-draft';

const CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'CNY',
  'HKD',
  'TWD',
  'JPY',
  'KRW',
  'SGD',
  'INR',
  'AUD',
  'NZD',
  'CAD',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'BRL',
  'MXN',
  'ZAR',
  'AED',
  'ILS',
];

/** The profile's expected pay: an amount, its currency (a stored one not in the list is offered too) and its period. */
export function ProfilePay({ draft, set }: DraftProps) {
  const { t } = useI18n();
  const currencies = CURRENCIES.includes(draft.payCurrency) ? CURRENCIES : [draft.payCurrency, ...CURRENCIES];
  return (
    <fieldset>
      <legend>{t('optionsPay')}</legend>
      <div class="row">
        <p class="field">
          <label for="profile-pay">{t('optionsPayAmount')}</label>
          <input
            id="profile-pay"
            data-testid="profile-pay"
            type="text"
            inputMode="numeric"
            value={draft.payAmount}
            onInput={(e) => set({ payAmount: e.currentTarget.value })}
          />
        </p>
        <p class="field">
          <label for="profile-currency">{t('optionsPayCurrency')}</label>
          <select
            id="profile-currency"
            data-testid="profile-currency"
            value={draft.payCurrency}
            onChange={(e) => set({ payCurrency: e.currentTarget.value })}
          >
            {currencies.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </p>
        <p class="field">
          <label for="profile-period">{t('optionsPayPeriod')}</label>
          <select
            id="profile-period"
            data-testid="profile-period"
            value={draft.payPeriod}
            onChange={(e) => set({ payPeriod: e.currentTarget.value })}
          >
            {SALARY_PERIODS.map((period) => (
              <option key={period} value={period}>
                {t(`optionsPeriod_${period}`)}
              </option>
            ))}
          </select>
        </p>
      </div>
    </fieldset>
  );
}
