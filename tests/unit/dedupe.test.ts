import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deleteDB } from 'idb';
import { describe, expect, it } from 'vitest';
import { extractHtml } from '@/lib/cli/main';
import { decodePage } from '@/lib/extract/decode';
import { openJobsightDb } from '@/lib/db/open';
import { deletePosting, getPosting, recordSeen, restorePosting } from '@/lib/db/repository';
import { companyCore, compareRoles, descriptionSimilarity, linkDuplicates, samePlace, shingles, titleSimilarity } from '@/lib/dedupe';
import type { Posting } from '@/lib/posting';
import type { StoredPosting } from '@/lib/db/schema';
import { PAGES_DIR } from '../support/corpus';

/** The same role on two sites is one job; another role, another place or another company is not. */

function fixturePosting(fixture: string): Posting {
  const meta = JSON.parse(readFileSync(join(PAGES_DIR, fixture, 'meta.json'), 'utf8')) as { url: string; capturedAt: string };
  const output = extractHtml(decodePage(readFileSync(join(PAGES_DIR, fixture, 'page.html'))), meta.url, meta.capturedAt);
  if (!output.posting) throw new Error(`${fixture}: ${output.reason ?? 'no posting'}`);
  return output.posting;
}

const greenhouse = fixturePosting('greenhouse/legacy-board');
const linkedin = fixturePosting('linkedin/guest-view-same-role');
const boss = fixturePosting('boss/detail-2026-pua-salary');

/** The BOSS直聘 role as 51job shows it: the registered company name, its own numbering, a benefits line. */
const job51: Posting = {
  ...boss,
  id: 'job51:151234567',
  url: 'https://jobs.51job.com/shanghai-xhq/151234567.html',
  source: { site: 'job51', externalId: '151234567', adapter: 'job51', fieldsFrom: {} },
  company: { name: '上海青枫数智科技有限公司' },
  title: '高级Go开发工程师（交易平台）',
  locations: [{ raw: '上海-徐汇区', city: '上海', region: '徐汇区', country: 'CN' }],
  description: {
    text: [
      '职位信息',
      '岗位职责：',
      '(1) 负责交易撮合平台核心服务的设计与开发',
      '(2) 优化服务性能与稳定性，支撑日均千万级请求',
      '(3) 参与技术方案评审，指导初中级工程师',
      '任职要求：',
      '(1) 5年以上后端开发经验，3年以上Go语言开发经验',
      '(2) 熟悉Kubernetes、gRPC与消息队列',
      '(3) 有金融或交易系统经验者优先',
      '职能类别：后端开发',
    ].join('\n'),
    sections: boss.description.sections,
  },
};

/** The LinkedIn copy without its Apply link to the Greenhouse page: only title, place and text can tell. */
function withoutApplyLink(posting: Posting): Posting {
  const copy = { ...posting };
  delete copy.applyUrl;
  return copy;
}

function otherRole(base: Posting, changes: Partial<Posting>): Posting {
  return { ...base, id: `${base.source.site}:other`, ...changes };
}

const FRONTEND_TEXT = [
  'Lumenfield Labs builds billing infrastructure for independent clinics. Our payments team moves $2B a year for 4,000 practices.',
  "What you'll do",
  'Build the checkout and invoicing screens clinics use every day in React and TypeScript',
  'Own the design system components of the payments product',
  'Work with designers on accessibility audits and usability studies',
  "What you'll bring",
  '5+ years building web front ends, with deep knowledge of React',
  'Experience with TypeScript, testing libraries and visual regression tests',
  'Benefits',
  'Medical, dental and vision for you and your family',
  'Lumenfield Labs is an equal opportunity employer.',
].join('\n');

describe('the same role on two sites is a duplicate', () => {
  it('Greenhouse and LinkedIn, in English (the LinkedIn copy also applies through the Greenhouse page)', () => {
    expect(compareRoles(greenhouse, linkedin)).toMatchObject({ duplicate: true, reason: 'apply link' });
    expect(compareRoles(linkedin, greenhouse).duplicate).toBe(true);
  });

  it('Greenhouse and LinkedIn without the apply link: by title, place and description', () => {
    const plain = withoutApplyLink(linkedin);
    const verdict = compareRoles(greenhouse, plain);
    expect(verdict).toMatchObject({ duplicate: true, reason: 'same role' });
    expect(verdict.description).toBeGreaterThan(0.8);
  });

  it('BOSS直聘 and 51job, in Chinese: short name against the registered name, a title with its team added', () => {
    expect(companyCore('青枫数智')).toBe(companyCore('上海青枫数智科技有限公司'));
    const verdict = compareRoles(boss, job51);
    expect(verdict).toMatchObject({ duplicate: true, reason: 'same role' });
    expect(compareRoles(job51, boss).duplicate).toBe(true);
  });

  it('a place written in English on one site and in Chinese on the other is one place', () => {
    expect(
      samePlace(
        { locations: [{ raw: 'Shanghai, China', city: 'Shanghai', country: 'CN' }] },
        { locations: [{ raw: '上海', city: '上海市', country: 'CN' }] },
      ),
    ).toBe(true);
  });
});

describe('what is not a duplicate', () => {
  it('same company, another role (English): another speciality, or another level with the same text', () => {
    const frontend = otherRole(greenhouse, {
      title: 'Senior Frontend Engineer, Payments',
      description: { text: FRONTEND_TEXT, sections: greenhouse.description.sections },
    });
    expect(compareRoles(greenhouse, frontend)).toMatchObject({ duplicate: false, reason: 'title' });
    const staff = otherRole(greenhouse, { title: 'Staff Backend Engineer, Payments' });
    expect(compareRoles(greenhouse, staff)).toMatchObject({ duplicate: false, reason: 'title' });
    // Same title words but a description about other work: two openings.
    const plain = withoutApplyLink(linkedin);
    const sameTitleOtherWork = { ...plain, description: { text: FRONTEND_TEXT, sections: plain.description.sections } };
    expect(compareRoles(greenhouse, sameTitleOtherWork)).toMatchObject({ duplicate: false, reason: 'description' });
  });

  it('same company, another role (Chinese)', () => {
    const java = otherRole(job51, {
      title: '高级Java开发工程师',
      description: {
        text: '岗位职责：\n1、负责清结算系统的架构设计与核心模块开发；\n2、主导系统性能优化与容量规划；\n任职要求：\n1、5年以上Java开发经验；\n2、精通Spring Cloud、MySQL与Redis。',
        sections: job51.description.sections,
      },
    });
    expect(compareRoles(boss, java).duplicate).toBe(false);
    expect(compareRoles(boss, otherRole(job51, { title: 'Go开发工程师' }))).toMatchObject({ duplicate: false, reason: 'title' });
  });

  it('same title, another city', () => {
    const plain = withoutApplyLink(linkedin);
    const newYork = { ...plain, locations: [{ raw: 'New York, NY', city: 'New York', region: 'NY', country: 'US' }] };
    expect(compareRoles(greenhouse, newYork)).toMatchObject({ duplicate: false, reason: 'place' });
    const beijing = { ...job51, locations: [{ raw: '北京-朝阳区', city: '北京', region: '朝阳区', country: 'CN' }] };
    expect(compareRoles(boss, beijing)).toMatchObject({ duplicate: false, reason: 'place' });
  });

  it('same role text, another company', () => {
    expect(compareRoles(greenhouse, { ...linkedin, company: { name: 'Quarry Ledger' } })).toMatchObject({
      duplicate: false,
      reason: 'company',
    });
  });
});

describe('the parts', () => {
  it('company cores drop legal forms, places and trade words, never the name itself', () => {
    expect(companyCore('Lumenfield Labs, Inc.')).toBe('lumenfield labs');
    expect(companyCore('Voltaris Technologies Group')).toBe('voltaris');
    expect(companyCore('星屿开源（杭州）科技有限公司')).toBe('星屿开源');
    expect(companyCore('北京映川科技有限公司')).toBe(companyCore('映川科技'));
    expect(companyCore('科技')).toBe('科技');
    expect(companyCore('上海晴川互动科技有限公司')).not.toBe(companyCore('上海澄湾信息技术有限公司'));
  });

  it('titles: same words in any order and punctuation, a team added, abbreviations; not another level', () => {
    expect(titleSimilarity('Senior Backend Engineer, Payments', 'Senior Backend Engineer - Payments')).toBe(1);
    expect(titleSimilarity('Sr. Backend Engineer', 'Senior Backend Engineer')).toBe(1);
    expect(titleSimilarity('Backend Engineer (m/w/d)', 'Backend Engineer')).toBe(1);
    expect(titleSimilarity('Senior Backend Engineer', 'Senior Backend Engineer, Payments')).toBeGreaterThanOrEqual(0.8);
    expect(titleSimilarity('Data Engineer II', 'Data Engineer III')).toBe(0);
    expect(titleSimilarity('高级Go开发工程师', '资深Go开发工程师')).toBe(0);
    expect(titleSimilarity('Java开发工程师', 'Go开发工程师')).toBeLessThan(0.8);
  });

  it('shingles: three words in English, three characters in Chinese', () => {
    expect([...shingles('Design and own the ledger')]).toEqual(['design and own', 'and own the', 'own the ledger']);
    expect([...shingles('负责交易撮合')]).toEqual(['负 责 交', '责 交 易', '交 易 撮', '易 撮 合']);
    expect(descriptionSimilarity('too short', 'too short')).toBeNull();
  });
});

describe('links between records', () => {
  const stored = (posting: Posting, duplicates: string[] = []): StoredPosting => ({
    id: posting.id,
    posting,
    site: posting.source.site,
    company: posting.company.name,
    status: 'viewed',
    savedAt: null,
    lastSeenAt: posting.lastSeenAt,
    statusHistory: [],
    notes: '',
    checklist: [],
    updatedAt: posting.lastSeenAt,
    companyCore: companyCore(posting.company.name),
    duplicates,
  });

  it('links both ways, and unlinks both ways when a re-read no longer matches', () => {
    const linked = linkDuplicates(stored(linkedin), [stored(greenhouse), stored(linkedin)]);
    expect(linked.record.duplicates).toEqual([greenhouse.id]);
    expect(linked.changed.map((r) => [r.id, r.duplicates])).toEqual([[greenhouse.id, [linkedin.id]]]);
    const moved = { ...linkedin, locations: [{ raw: 'New York, NY', city: 'New York', country: 'US' }], applyUrl: undefined };
    const unlinked = linkDuplicates(stored(moved, [greenhouse.id]), [stored(greenhouse, [linkedin.id])]);
    expect(unlinked.record.duplicates).toEqual([]);
    expect(unlinked.changed.map((r) => [r.id, r.duplicates])).toEqual([[greenhouse.id, []]]);
  });

  it('in the database: recorded links, delete forgets them, restore brings them back', async () => {
    const name = `dedupe-${Math.random().toString(36).slice(2)}`;
    const db = await openJobsightDb({ name });
    await recordSeen(db, greenhouse);
    await recordSeen(db, fixturePosting('linkedin/guest-view'));
    const copy = await recordSeen(db, linkedin);
    expect(copy.duplicates).toEqual([greenhouse.id]);
    const original = (await getPosting(db, greenhouse.id))!;
    expect(original.duplicates).toEqual([linkedin.id]);
    await recordSeen(db, { ...linkedin, lastSeenAt: '2026-11-30T09:00:00.000Z' });
    expect((await getPosting(db, greenhouse.id))!.duplicates).toEqual([linkedin.id]);
    await deletePosting(db, linkedin.id);
    expect((await getPosting(db, greenhouse.id))!.duplicates).toEqual([]);
    await restorePosting(db, copy);
    expect((await getPosting(db, greenhouse.id))!.duplicates).toEqual([linkedin.id]);
    db.close();
    await deleteDB(name);
  });

  it('costs little: a posting is compared with 400 postings of its company in well under a second', () => {
    const company = Array.from({ length: 400 }, (_, i) =>
      stored({
        ...greenhouse,
        id: `greenhouse:${i}`,
        title: `${i % 2 ? 'Senior' : 'Staff'} Backend Engineer, Payments`,
        description: { ...greenhouse.description, text: `${greenhouse.description.text}\nTeam ${i}` },
      }),
    );
    const started = performance.now();
    const linked = linkDuplicates(stored(linkedin), company);
    // Printed, not asserted: a unit test never depends on the machine's speed.
    console.info(`duplicates: one posting against 400 of its company in ${(performance.now() - started).toFixed(0)} ms`);
    expect(linked.record.duplicates.length).toBe(20);
  });
});
