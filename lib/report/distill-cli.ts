import { parseHTML } from 'linkedom';
import { decodePage } from '../extract/decode';
import { distillHtml, type DistilledPage } from './distill';

/** The Node side of `npm run fixture:distill` (scripts/fixture-distill.mjs). */

export function distillPageBytes(bytes: Uint8Array, url: string): DistilledPage {
  return distillHtml(decodePage(bytes), { url }, (html) => parseHTML(html).document as unknown as Document);
}

interface MetaInput {
  url: string;
  capturedAt?: string | undefined;
  structure?: string | undefined;
  repo?: string | undefined;
  path?: string | undefined;
  commit?: string | undefined;
}

/** meta.json of a real capture (docs/data-contracts.md, "Fixtures"); the source is required by the meta-test. */
export function distilledMeta(input: MetaInput): Record<string, unknown> {
  return {
    url: input.url,
    capturedAt: input.capturedAt ?? new Date().toISOString(),
    structure: input.structure ?? 'a real saved page, distilled: structure kept, text invented',
    kind: 'real',
    source: { repo: input.repo ?? '', path: input.path ?? '', commit: input.commit ?? '' },
    labelledBy: 'hand',
    people: 'text replaced by invented text of the same kind and length (npm run fixture:distill)',
  };
}
