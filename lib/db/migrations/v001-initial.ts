import { PostingV1 } from './records/v1';
import type { Migration } from './types';

/** Version 1: the postings store and the indexes the popup pages through. */
export const migration: Migration<never, PostingV1> = {
  version: 1,
  description: 'postings store with company, site, status, save-time and last-seen indexes',
  record: PostingV1,
  upgrade(db) {
    const store = db.createObjectStore('postings', { keyPath: 'id' });
    store.createIndex('byCompany', 'company');
    store.createIndex('bySite', 'site');
    store.createIndex('byStatus', 'status');
    store.createIndex('bySavedAt', 'savedAt');
    store.createIndex('byLastSeen', 'lastSeenAt');
  },
};
