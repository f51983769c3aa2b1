import { parseLocation } from '@/lib/normalize/location';
for (const s of ['AMER - Canada - Quebec - Montreal - 10 Rue Duke', 'USA - California - San Jose', 'EMEA - Germany - Munich', 'Montreal, Quebec, Canada', 'APAC - India - Bengaluru - Whitefield'])
  console.log(s, '=>', JSON.stringify((parseLocation as any)({ raw: s })));
