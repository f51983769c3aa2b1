import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { DataTransfer, EraseData } from '@/components/DataTransfer';
import { BackupSection, DbNotice, StorageState } from '@/components/Durability';
import { useI18n } from '@/components/i18n';
import { mountPage } from '@/components/runtime/mount';
import { ReportList } from '@/components/ReportList';
import { DiagnosticsLog } from '@/components/DiagnosticsLog';
import { request } from '@/lib/client';
import { ProfileForm } from './ProfileForm';
import { DeepReadSection } from './DeepReadSection';
import { ListsSection } from './ListsSection';
import { RemindersSection } from './RemindersSection';
import { BackupsSection } from '@/components/Backups';
import { LanguageSection, SitesSection, ViewedSection, WeightsSection, useSettings } from './SettingsSections';
import '@/components/theme.css';
import './style.css';

const send = (message: unknown) => browser.runtime.sendMessage(message);

function Section({ id, title, children }: { id: string; title: string; children: ComponentChildren }) {
  return (
    <section class="card" aria-labelledby={`${id}-heading`} data-testid={`section-${id}`}>
      <h2 id={`${id}-heading`}>{title}</h2>
      {children}
    </section>
  );
}

function DataSection() {
  const { t } = useI18n();
  const [count, setCount] = useState<number | null>(null);
  const load = () => void request(send, { type: 'data:count' }).then((reply) => setCount(reply.ok ? (reply.count ?? 0) : null));
  useEffect(load, []);
  // An import takes a new backup, which the backup block shows.
  const [generation, setGeneration] = useState(0);
  const changed = () => {
    load();
    setGeneration((g) => g + 1);
  };
  return (
    <>
      {count !== null && <p data-testid="data-count">{t('dataCount', { count })}</p>}
      <DataTransfer onImported={changed} />
      <EraseData count={count ?? 0} onErased={changed} />
      {/* Persistence, space used, and the automatic backup */}
      <StorageState />
      <BackupSection key={generation} onRestored={load} />
    </>
  );
}

function Options() {
  const { t } = useI18n();
  const [settings, update] = useSettings();
  useEffect(() => {
    document.title = t('optionsTitle');
  }, [t]);

  return (
    <main class="options">
      <h1>{t('optionsTitle')}</h1>
      <DbNotice />
      <Section id="profile" title={t('profile')}>
        <ProfileForm />
      </Section>
      {settings && (
        <>
          <Section id="weights" title={t('optionsWeights')}>
            <WeightsSection settings={settings} update={update} />
          </Section>
          <Section id="sites" title={t('optionsSites')}>
            <SitesSection />
          </Section>
          <Section id="viewed" title={t('optionsViewed')}>
            <ViewedSection settings={settings} update={update} />
          </Section>
          <Section id="reminders" title={t('reminders_options')}>
            <RemindersSection settings={settings} update={update} />
          </Section>
          <Section id="lists" title={t('optionsLists')}>
            <ListsSection settings={settings} update={update} />
          </Section>
          <Section id="deep-read" title={t('optionsDeepRead')}>
            <DeepReadSection />
          </Section>
          <Section id="language" title={t('optionsLanguage')}>
            <LanguageSection settings={settings} update={update} />
          </Section>
        </>
      )}
      <Section id="data" title={t('dataTitle')}>
        <DataSection />
      </Section>
      {settings && (
        <Section id="backups" title={t('backups_title')}>
          <BackupsSection settings={settings} update={update} />
        </Section>
      )}
      {/* Reports of bad reads, exported as fixture folders */}
      <ReportList send={send} />
      {/* What the content scripts caught, kept out of the pages' consoles */}
      {settings && (
        <Section id="diagnostics" title={t('security_diagnostics')}>
          <DiagnosticsLog settings={settings} update={update} />
        </Section>
      )}
    </main>
  );
}

mountPage(Options);
