const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/g;
const LATIN = /[A-Za-z]/g;

/** 'zh' when Chinese characters carry the text, else 'en'; a page's lang attribute breaks ties. */
export function detectLanguage(text: string, declared?: string): string {
  const sample = text.slice(0, 4_000);
  const cjk = sample.match(CJK)?.length ?? 0;
  const latin = sample.match(LATIN)?.length ?? 0;
  // A Chinese character carries roughly a word; count it as four Latin letters.
  if (cjk * 4 > latin) return 'zh';
  if (cjk === 0 && declared && /^[a-z]{2}(-|$)/i.test(declared) && !/^zh/i.test(declared)) return declared.slice(0, 2).toLowerCase();
  return 'en';
}

export function uniqueStrings(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const value of values) {
    const key = value.toLowerCase();
    if (!value || seen.has(key)) continue;
    seen.add(key);
    out.push(value);
  }
  return out;
}
