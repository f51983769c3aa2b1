import { describe, expect, it } from 'vitest';
import type { RawSectionHints, Sections } from '@/lib/posting';
import { headingKind, type SectionKind } from '@/lib/extract/headings';
import { splitSections, stripBullet } from '@/lib/normalize/sections';

const none: Sections = { responsibilities: [], requirements: [], preferred: [], benefits: [] };
const lines = (...rows: string[]) => rows.join('\n');

describe('splitSections', () => {
  const rows: readonly (readonly [string, string, Partial<Sections>, RawSectionHints?])[] = [
    [
      'English headings and bullets',
      lines(
        'About the role',
        'We build payment rails for small shops.',
        'Responsibilities',
        '• Build APIs',
        '• Review code',
        'Requirements',
        '- 5+ years of Go',
        '- Experience with Kubernetes',
        'Nice to have',
        '* Rust',
        'Benefits',
        '• Health insurance',
      ),
      {
        responsibilities: ['Build APIs', 'Review code'],
        requirements: ['5+ years of Go', 'Experience with Kubernetes'],
        preferred: ['Rust'],
        benefits: ['Health insurance'],
      },
    ],

    [
      'Chinese headings, numbered items, 优先 moved to preferred',
      lines(
        '岗位职责：',
        '1、负责后端服务开发；',
        '2、参与架构设计；',
        '任职要求：',
        '1、本科及以上学历；',
        '2、3年以上Java经验；',
        '3、有大模型经验者优先。',
      ),
      {
        responsibilities: ['负责后端服务开发', '参与架构设计'],
        requirements: ['本科及以上学历', '3年以上Java经验'],
        preferred: ['有大模型经验者优先'],
      },
    ],

    [
      'BOSS run-on text',
      '岗位职责：1、负责测试平台开发；2、编写自动化用例；任职要求：1、本科及以上学历；2、熟悉Python；3、有性能测试经验者优先。',
      {
        responsibilities: ['负责测试平台开发', '编写自动化用例'],
        requirements: ['本科及以上学历', '熟悉Python'],
        preferred: ['有性能测试经验者优先'],
      },
    ],

    [
      'bracketed headings inside one block, items run together with spaces (issue 28)',
      '【岗位职责】1、负责客户接待 2、处理订单【任职要求】1、有耐心 2、普通话标准',
      { responsibilities: ['负责客户接待', '处理订单'], requirements: ['有耐心', '普通话标准'] },
    ],

    [
      'BOSS run-on with 职位描述 in front',
      '职位描述 工作职责：1.负责推荐系统召回；2.优化排序模型。任职资格：1.硕士及以上学历；2.熟悉TensorFlow或PyTorch。',
      { responsibilities: ['负责推荐系统召回', '优化排序模型'], requirements: ['硕士及以上学历', '熟悉TensorFlow或PyTorch'] },
    ],

    [
      'Liepin 职责 / 任职要求',
      lines('职责：', '负责数据平台建设', '维护离线数仓', '任职要求：', '熟悉Spark、Flink'),
      { responsibilities: ['负责数据平台建设', '维护离线数仓'], requirements: ['熟悉Spark、Flink'] },
    ],

    [
      'the seed page',
      lines(
        '关于这个职位',
        '负责设计并原型化可扩展的软件系统',
        '最低要求',
        '计算机科学、计算机工程、电气工程或相关领域的博士、硕士或学士学位',
        '年以上DNN、DNN扩展、DNN框架并行化或深度学习训练工作负载经验',
        '工作职责',
        '设计并原型化可扩展的软件系统',
        '与客户协作了解其需求，并提供创新解决方案',
        '优先资格',
        '具备CUDA编程经验，熟悉NVIDIA GPU及新兴架构的编程模型',
      ),
      {
        responsibilities: ['设计并原型化可扩展的软件系统', '与客户协作了解其需求，并提供创新解决方案'],
        requirements: [
          '计算机科学、计算机工程、电气工程或相关领域的博士、硕士或学士学位',
          '年以上DNN、DNN扩展、DNN框架并行化或深度学习训练工作负载经验',
        ],
        preferred: ['具备CUDA编程经验，熟悉NVIDIA GPU及新兴架构的编程模型'],
      },
    ],

    [
      'bracketed and numbered Chinese headings',
      lines('【岗位职责】', '1. 搭建监控体系', '【任职要求】', '1. 熟悉Prometheus', '二、福利待遇', '六险一金'),
      { responsibilities: ['搭建监控体系'], requirements: ['熟悉Prometheus'], benefits: ['六险一金'] },
    ],

    [
      '加分项 and inline 福利待遇',
      lines('工作内容：', '开发小程序', '任职资格：', '熟悉Vue', '加分项：', '有开源项目', '福利待遇：五险一金、年终奖'),
      { responsibilities: ['开发小程序'], requirements: ['熟悉Vue'], preferred: ['有开源项目'], benefits: ['五险一金、年终奖'] },
    ],

    [
      'a paragraph after a list closes the section',
      lines(
        'Benefits',
        '• Health insurance',
        '• 401(k) matching',
        'We are an equal opportunity employer and value diversity at our company.',
      ),
      { benefits: ['Health insurance', '401(k) matching'] },
    ],

    [
      '"is a plus" requirement lines are preferences',
      lines('Qualifications', '- 3+ years of React', '- Strong TypeScript', '- Experience with GraphQL is a plus'),
      { requirements: ['3+ years of React', 'Strong TypeScript'], preferred: ['Experience with GraphQL is a plus'] },
    ],

    [
      'Google-style headings with colons',
      lines(
        'Minimum qualifications:',
        "Bachelor's degree or equivalent practical experience.",
        'Preferred qualifications:',
        "Master's degree in Computer Science.",
        'About the job',
        'Our team works on storage.',
        'Responsibilities',
        'Design storage systems.',
      ),
      {
        requirements: ["Bachelor's degree or equivalent practical experience."],
        preferred: ["Master's degree in Computer Science."],
        responsibilities: ['Design storage systems.'],
      },
    ],

    [
      'Markdown and bold headings',
      lines("## What you'll do", '- Ship features', "**What you'll bring**", '- Python', '__Perks & Benefits__', '- Remote budget'),
      { responsibilities: ['Ship features'], requirements: ['Python'], benefits: ['Remote budget'] },
    ],

    [
      'inline English headings',
      lines('Requirements: 5+ years of Go', 'What we offer: Equity and a learning budget'),
      { requirements: ['5+ years of Go'], benefits: ['Equity and a learning budget'] },
    ],

    // A real Indeed pane: an inline "Compensation:" line, prose, then "Qualified candidates need:" with dash items.
    [
      'one-line section, then prose, then a candidates heading',
      lines(
        'Compensation: Excellent salary, health benefits, great perks',
        'If you are a PHP developer with 1 year+ experience, please apply! We build and maintain web sites and custom software for our clients.',
        'Qualified candidates need:',
        '– 1+ years experience with PHP',
        '– Experience with MySQL database',
      ),
      {
        benefits: ['Excellent salary, health benefits, great perks'],
        requirements: ['1+ years experience with PHP', 'Experience with MySQL database'],
      },
    ],
    [
      'an inline heading keeps its short next lines',
      lines('Requirements: 5+ years of Go', 'Strong written English'),
      { requirements: ['5+ years of Go', 'Strong written English'] },
    ],
    [
      'The ideal candidate will have',
      lines('The ideal candidate will have:', '- Kubernetes in production'),
      { requirements: ['Kubernetes in production'] },
    ],

    [
      'every bullet style',
      lines('Requirements', '● Go', '■ SQL', '1. Linux', '(2) Docker', '③ Kafka', 'a) Redis', '▪ gRPC', '2) Bash'),
      { requirements: ['Go', 'SQL', 'Linux', 'Docker', 'Kafka', 'Redis', 'gRPC', 'Bash'] },
    ],

    [
      'in-role phrasing and who-you-are',
      lines('In this role, you will:', '• Lead migrations', 'Who you are', '• Calm under pressure', 'What we offer', '• Four-day weeks'),
      { responsibilities: ['Lead migrations'], requirements: ['Calm under pressure'], benefits: ['Four-day weeks'] },
    ],

    [
      'Windows line ends',
      'Responsibilities\r\n- Own the roadmap\r\nRequirements\r\n- SQL\r\n',
      { responsibilities: ['Own the roadmap'], requirements: ['SQL'] },
    ],

    ['no headings: nothing is guessed', 'We are hiring a designer to join our small team in Lisbon.', {}],

    [
      'hints from the page fill empty sections',
      'A description with no headings at all.',
      { responsibilities: ['Own the design system'], requirements: ['A portfolio'] },
      { responsibilities: ['• Own the design system'], requirements: ['- A portfolio'] },
    ],

    ['duplicates kept once', lines('Requirements', '- SQL', '- SQL', '- Python'), { requirements: ['SQL', 'Python'] }],

    [
      'LinkedIn "About the job" and "Job Description" are other, and the sections after them are read',
      lines(
        'About the job',
        'Job Description',
        'We build the chips our robots think with.',
        "What You'll Actually Do",
        '• Write kernel drivers',
        '• Review board designs',
        'What we need to see:',
        '• 5+ years of C++',
        '• A degree in EE or CS',
        'Ways to stand out from the crowd:',
        '• CUDA experience',
        'Additional Information',
        '• Visa sponsorship is available',
        'Pay depends on location and level.',
      ),
      {
        responsibilities: ['Write kernel drivers', 'Review board designs'],
        requirements: ['5+ years of C++', 'A degree in EE or CS'],
        preferred: ['CUDA experience'],
      },
    ],

    [
      '"Your tasks" and "Additional Information" closing the requirements (SmartRecruiters)',
      lines(
        'Job Description',
        '- Keep the build farm healthy',
        'Your tasks',
        '- Run the weekly release',
        'Qualifications',
        '- Advanced SQL and Python',
        'Additional Information',
        '- Hybrid: two days a week in Lisbon',
      ),
      { responsibilities: ['Run the weekly release'], requirements: ['Advanced SQL and Python'] },
    ],
  ];
  it.each(rows.map(([name, description, expected, hints]) => ({ name, description, expected, hints })))(
    '$name',
    ({ description, expected, hints }) => {
      expect(splitSections(description, hints)).toEqual({ ...none, ...expected });
    },
  );
});

describe('splitSections on headings in other words and shapes (LinkedIn one-block descriptions)', () => {
  const rows: readonly (readonly [string, string, Partial<Sections>])[] = [
    [
      '"You\'ll:" and "You\'re probably a fit if you:" lead-ins, a question heading closing benefits',
      lines(
        'About the Role',
        'We are looking for a senior engineer to join the Workflows team.',
        'You’ll:',
        '• Own core features across backend and UX',
        '• Build a scalable workflow engine',
        "You're Probably a Fit if You:",
        '• Have built a rules engine at scale',
        '• Are comfortable owning features end-to-end',
        'Tech Stack',
        'We use TypeScript, React and Postgres, and you need not know them all.',
        'Compensation & Benefits',
        '$175,000–$225,000 base + equity',
        'Benefits include:',
        '• Medical, dental and vision',
        '• Flexible PTO',
        'Why Quillfeather?',
        '• A small team shipping fast',
      ),
      {
        responsibilities: ['Own core features across backend and UX', 'Build a scalable workflow engine'],
        requirements: ['Have built a rules engine at scale', 'Are comfortable owning features end-to-end'],
        benefits: ['$175,000–$225,000 base + equity', 'Medical, dental and vision', 'Flexible PTO'],
      },
    ],

    [
      'title-case headings without colons, a prose lead-in above the list dropped',
      lines(
        'What You Will Do',
        'As a graduate engineer you will rotate through three of our data teams over your first two years, learning how trading, risk and reporting use the data you build.',
        'Your responsibilities will include:',
        '• Building data pipelines',
        '• Maintaining datasets for reporting',
        'What You Bring',
        '• A degree in computer science',
        'Nice to Have (Optional)',
        '• Kafka',
        'What We Offer',
        '• A yearly learning budget',
      ),
      {
        responsibilities: ['Building data pipelines', 'Maintaining datasets for reporting'],
        requirements: ['A degree in computer science'],
        preferred: ['Kafka'],
        benefits: ['A yearly learning budget'],
      },
    ],

    [
      '"Heading:" lines followed by <br> runs with -, ·, numbers and emoji bullets',
      lines(
        'Responsibilities:',
        '- Run the weekly release',
        '· Keep the build farm healthy',
        'Minimum Qualifications:',
        '1. 3+ years of Go',
        '2) Linux administration',
        'Preferred Qualifications:',
        '✅ Terraform',
        '🔹 Kubernetes operators',
        'Perks:',
        '👉 Four-day weeks',
        '➤ Home office budget',
      ),
      {
        responsibilities: ['Run the weekly release', 'Keep the build farm healthy'],
        requirements: ['3+ years of Go', 'Linux administration'],
        preferred: ['Terraform', 'Kubernetes operators'],
        benefits: ['Four-day weeks', 'Home office budget'],
      },
    ],

    [
      '"About you", "Who you are", "Nice to have" and emoji-decorated headings',
      lines(
        '🚀 The Impact You’ll Have',
        '• Shape our search ranking',
        'About You',
        '• You write clear SQL',
        'Who You Are',
        '• Curious and calm',
        'Nice to have',
        '• Elasticsearch',
        '🎁 Perks 🎁',
        '• Gym membership',
      ),
      {
        responsibilities: ['Shape our search ranking'],
        requirements: ['You write clear SQL', 'Curious and calm'],
        preferred: ['Elasticsearch'],
        benefits: ['Gym membership'],
      },
    ],

    [
      'bullet-less <br> items keep their place: a short item that looks like a heading stays an item',
      lines('Benefits', 'Competitive Salary', 'Private health insurance', 'Requirements', 'Strong communication skills', 'Fluent English'),
      {
        benefits: ['Competitive Salary', 'Private health insurance'],
        requirements: ['Strong communication skills', 'Fluent English'],
      },
    ],

    [
      'Chinese bold-line headings in other words, and an item that says 优先 is no heading',
      lines(
        '你将负责的工作：',
        '· 搭建推荐系统的特征平台',
        '· 优化线上服务的延迟',
        '我们希望你：',
        '· 三年以上Java开发经验',
        '· 有大规模分布式系统经验者优先',
        '加分项（非必须）',
        '· 有开源项目',
        '我们的福利',
        '· 年度体检',
        '关于我们',
        '我们是一家做物流软件的公司，团队分布在上海和成都。',
      ),
      {
        responsibilities: ['搭建推荐系统的特征平台', '优化线上服务的延迟'],
        requirements: ['三年以上Java开发经验'],
        preferred: ['有开源项目', '有大规模分布式系统经验者优先'],
        benefits: ['年度体检'],
      },
    ],

    [
      'a sentence that mentions benefits is not a heading',
      lines('Requirements', '• 5+ years of Python', 'Our benefits are described on the careers page, and we review them every year.'),
      { requirements: ['5+ years of Python'] },
    ],
  ];
  it.each(rows.map(([name, description, expected]) => ({ name, description, expected })))('$name', ({ description, expected }) => {
    expect(splitSections(description)).toEqual({ ...none, ...expected });
  });
});

describe('headingKind', () => {
  it.each<readonly [string, SectionKind | undefined]>([
    ['Responsibilities', 'responsibilities'],
    ['Key Responsibilities:', 'responsibilities'],
    ['岗位职责：', 'responsibilities'],
    ['What You’ll Do', 'responsibilities'],
    ['Requirements', 'requirements'],
    ['任职要求', 'requirements'],
    ['最低要求', 'requirements'],
    ['Nice to have', 'preferred'],
    ['优先资格', 'preferred'],
    ['Benefits', 'benefits'],
    ['福利待遇', 'benefits'],
    // A schedule heading ends the benefits above it; "What we need from you" is requirements (small employers).
    ['Hours', 'other'],
    ['Working hours and location:', 'other'],
    ['What we need from you', 'requirements'],
    ['Pay and progression', 'benefits'],
    ['About Us', 'other'],
    ['职位描述', 'other'],
    ["What You'll Actually Do", 'responsibilities'],
    ['What you will actually do:', 'responsibilities'],
    ['Your tasks', 'responsibilities'],
    ['Tasks:', 'responsibilities'],
    ['What we need to see:', 'requirements'],
    ["What You'll Be Doing:", 'responsibilities'],
    ['Ways to stand out from the crowd:', 'preferred'],
    ['Additional Information', 'other'],
    ['About the job', 'other'],
    ['Job Description', 'other'],
    ['Job Description:', 'other'],
    ['You will build the core ledger and its APIs for our customers.', undefined],
    // Chinese benefits headings and German headings in exact words.
    ['薪酬福利', 'benefits'],
    ['待遇', 'benefits'],
    ['福利待遇：', 'benefits'],
    ['薪资待遇', 'benefits'],
    ['Ihre Aufgaben', 'responsibilities'],
    ['Deine Aufgaben:', 'responsibilities'],
    ['Ihr Profil', 'requirements'],
    ['Dein Profil:', 'requirements'],
    ['Wir bieten', 'benefits'],
    ['Das bieten wir', 'benefits'],
    ['Das bieten wir dir:', 'benefits'],
    ['待遇优厚，欢迎加入', undefined],
    ['Wir bieten flexible Arbeitszeiten', undefined],
  ])('%s', (line, expected) => {
    expect(headingKind(line)).toBe(expected);
  });
});

describe('splitSections: Chinese benefits headings, German headings, headings in unknown words', () => {
  it.each<readonly [string, string, Partial<Record<'responsibilities' | 'requirements' | 'preferred' | 'benefits', string[]>>]>([
    [
      '薪酬福利 over numbered items',
      '岗位职责：\n1、负责车载软件开发\n薪酬福利\n1、五险一金\n2、年终奖',
      { responsibilities: ['负责车载软件开发'], benefits: ['五险一金', '年终奖'] },
    ],
    [
      'a bare 待遇 line',
      '岗位职责：\n负责车载软件开发\n待遇\n五险一金\n带薪年假',
      { responsibilities: ['负责车载软件开发'], benefits: ['五险一金', '带薪年假'] },
    ],
    [
      '福利待遇： as a heading line',
      '任职要求：\n本科及以上学历\n福利待遇：\n五险一金',
      { requirements: ['本科及以上学历'], benefits: ['五险一金'] },
    ],
    [
      '薪酬福利： run on after a sentence',
      '岗位职责：负责车载软件开发。薪酬福利：五险一金，年终奖',
      { responsibilities: ['负责车载软件开发'], benefits: ['五险一金，年终奖'] },
    ],
    [
      'JD画像： is no requirement item',
      '任职要求：\nJD画像：\n本科及以上学历\n三年以上经验',
      { requirements: ['本科及以上学历', '三年以上经验'] },
    ],
    ['JD画像： between items', '任职要求：本科及以上学历\nJD画像：\n三年以上经验', { requirements: ['本科及以上学历', '三年以上经验'] }],
    [
      'German headings',
      'Ihre Aufgaben\n• Entwicklung von Backend-Diensten\nIhr Profil\n• Erfahrung mit Java\nDas bieten wir\n• Homeoffice',
      { responsibilities: ['Entwicklung von Backend-Diensten'], requirements: ['Erfahrung mit Java'], benefits: ['Homeoffice'] },
    ],
    [
      'German headings with du',
      'Deine Aufgaben:\n• Entwicklung\nDein Profil:\n• Java\nWir bieten:\n• 30 Tage Urlaub',
      { responsibilities: ['Entwicklung'], requirements: ['Java'], benefits: ['30 Tage Urlaub'] },
    ],
    // A requirement that ends with a colon but is a sentence stays an item.
    [
      'a long item ending in a colon',
      '任职要求：\n熟悉至少一种主流数据库，并能说明你在项目中如何做性能调优的具体方法与结果：\n本科',
      { requirements: ['熟悉至少一种主流数据库，并能说明你在项目中如何做性能调优的具体方法与结果：', '本科'] },
    ],
  ])('%s', (_name, description, expected) => {
    expect(splitSections(description)).toMatchObject(expected);
  });
});

describe('stripBullet', () => {
  it.each([
    ['• Build APIs', 'Build APIs'],
    ['1、负责开发', '负责开发'],
    ['(3) Docker', 'Docker'],
    ['- 5+ years', '5+ years'],
    ['No bullet here', 'No bullet here'],
  ])('%s', (line, expected) => {
    expect(stripBullet(line)).toBe(expected);
  });
});
