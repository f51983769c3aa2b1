import { describe, expect, it } from 'vitest';
import { extractHtml } from '@/lib/cli/main';
import { cleanCompanyName, companyInTitle } from '@/lib/normalize/company';

/** Company names with what the page wrapped around them (issue 28: "公司名称…", "… - Application"). Invented names. */
describe('company names', () => {
  it.each([
    ['公司名称：澜石云图科技有限公司', '澜石云图科技有限公司'],
    ['Company: Brookfield Parcel Ltd', 'Brookfield Parcel Ltd'],
    ['Harborline Robotics - Application', 'Harborline Robotics'],
    ['Harborline Robotics | Careers', 'Harborline Robotics'],
    ['Meadowline Freight – Jobs', 'Meadowline Freight'],
    ['Careers at Ostwind Energy', 'Ostwind Energy'],
    ['青柠教育 招聘', '青柠教育'],
  ])('%s → %s', (given, name) => expect(cleanCompanyName(given)).toBe(name));

  it('keeps legal forms, names that contain the words, and a name that would be left empty', () => {
    for (const name of [
      'Acme Inc.',
      'Jobs & Talent GmbH',
      'Careerbuilders Ltd',
      'Application Systems Group',
      'Hiring Hub Ltd',
      '北京招聘网络科技有限公司',
    ])
      expect(cleanCompanyName(name)).toBe(name);
    expect(cleanCompanyName('Careers')).toBe('Careers');
  });
});

describe('a board listing other companies’ jobs', () => {
  it('reads the company from "Role at Company (S23)" and leaves other titles alone', () => {
    expect(companyInTitle('Founding Engineer at Lumenfold (S23)')).toEqual({ title: 'Founding Engineer', company: 'Lumenfold' });
    expect(companyInTitle('Operations Lead at Brightkiln Labs (W21)')).toEqual({ title: 'Operations Lead', company: 'Brightkiln Labs' });
    expect(companyInTitle('Nurse at St. Elm Hospital')).toBeUndefined();
    expect(companyInTitle('Engineer (m/w/d)')).toBeUndefined();
  });

  it('through the whole read: the board is not the company', () => {
    const ld = {
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Founding Engineer at Lumenfold (S23)',
      hiringOrganization: { name: 'Work at a Startup' },
      description: '<p>Build the first version of our scheduling product.</p>',
    };
    const html = `<!doctype html><html><head><script type="application/ld+json">${JSON.stringify(ld)}</script></head><body></body></html>`;
    const posting = extractHtml(html, 'https://www.workatastartup.com/jobs/60123', '2026-12-01T00:00:00.000Z').posting;
    expect(posting?.title).toBe('Founding Engineer');
    expect(posting?.company.name).toBe('Lumenfold');
  });
});
