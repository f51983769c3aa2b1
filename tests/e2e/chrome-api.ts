/**
 * The few browser APIs the e2e tests call inside the extension's own contexts (worker.evaluate,
 * page.evaluate), typed for the checker; a type only, erased before the code is sent to the browser.
 */
export interface ChromeGlobals {
  chrome: {
    storage: { local: { get(keys: string | null): Promise<Record<string, unknown>>; set(items: object): Promise<void> } };
    alarms: { get(name: string, callback: (alarm?: { scheduledTime: number }) => void): void };
    downloads: { search(query: object, callback: (items: { id: number; exists: boolean; state: string }[]) => void): void };
    notifications: { getAll(callback: (all: Record<string, unknown>) => void): void };
  };
}
