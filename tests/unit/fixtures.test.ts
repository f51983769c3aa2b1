import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractHtml } from '@/lib/cli/main';
import { decodePage } from '@/lib/extract/decode';
import { Posting } from '@/lib/posting';
import { loadCorpus, withoutKnownMisses } from '../support/corpus';

const corpus = loadCorpus();

describe('golden fixtures, through the CLI path', () => {
  it('has a corpus', () => {
    expect(corpus.length).toBeGreaterThan(0);
  });

  it.each(corpus.map((c) => [`${c.site}/${c.name}`, c] as const))('%s', (_label, fixture) => {
    const html = decodePage(readFileSync(fixture.pagePath));
    const output = extractHtml(html, fixture.meta.url, fixture.meta.capturedAt);
    if (fixture.expected?.['blocked'] === true) {
      expect(output.posting, 'a block or verification page gives no posting').toBeNull();
      expect(output.blocked, `expected a blocked page, got: ${output.reason ?? ''}`).toBe(true);
      return;
    }
    if (fixture.expected === null) {
      expect(output.posting, `expected no posting, got one (${JSON.stringify(output).slice(0, 200)})`).toBeNull();
      expect(output.reason).toBeTruthy();
      return;
    }
    expect(output.posting, output.reason).not.toBeNull();
    expect(Posting.safeParse(output.posting).success).toBe(true);
    expect(output.posting).toMatchObject(withoutKnownMisses(fixture));
  });
});
