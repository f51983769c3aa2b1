import { describe, expect, it } from 'vitest';
import { cleanCompanyName } from '@/lib/normalize/company';

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
