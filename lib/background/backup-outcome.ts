/** What an automatic backup did; its own module so that lib/messages.ts does not import the background's code. */
export const BACKUP_OUTCOMES = ['not-due', 'no-permission', 'saved', 'failed'] as const;
export type BackupOutcome = (typeof BACKUP_OUTCOMES)[number];
