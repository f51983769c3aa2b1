import * as z from 'zod/mini';

/** Sent by the background to the content script that placed the sidebar (kept apart: the content script imports it). */
export const ContentCommand = z.discriminatedUnion('type', [z.object({ type: z.literal('cs:close-sidebar') })]);
export type ContentCommand = z.infer<typeof ContentCommand>;
