import type { Posting } from '../posting';

/**
 * The kind of role a posting is, from its title first and its skills second: used to compare
 * like with like in the market figures and to say where a role leads.
 */

type Texts = { en: string[]; zh: string[] };

export interface RoleFamily {
  id: string;
  label: { en: string; zh: string };
  /** Title words, English and Chinese. */
  title: RegExp;
  /** Where an experienced holder of the role goes next, and the longer path after that. */
  paths: Texts;
  /** The first steps after an internship or a first job in the family. */
  early: Texts;
  /** Where a manager or director of the function goes. */
  manage?: Texts;
  /** What to review before interviews. */
  review: { en: string; zh: string };
  /** The courses an intern or graduate should revise. */
  courses?: { en: string; zh: string };
  /** Titles of the family, English and Chinese: tests/unit/role-family.test.ts reads each as this family and no other. */
  examples: readonly string[];
  /** The work happens where the patients, goods, pupils, guests or site are: working from home is not asked about. */
  onSite?: boolean;
  /** The work is building software or systems: "what you built, shipped or tuned" fits it. */
  builds?: boolean;
}

export const ROLE_FAMILIES: readonly RoleFamily[] = [
  // Frontline, trade and public-service families come first: their titles are precise, and the tech
  // families' words (server, driver, security, quality, operator, test) would otherwise take them.
  {
    id: 'care_work',
    label: { en: 'care work', zh: '照护服务' },
    title:
      /care (?:aide|assistant|worker|giver)|caregiver|nursing assistant|nurse aide|\bC\.?N\.?A\b|\bSTNA\b|patient care (?:tech|assistant)|home (?:care|support|health) (?:aide|worker)|support worker|personal care|nanny|护工|养老护理|护理员|育婴|月嫂|保姆|家政/i,
    examples: ['Home Support Worker', 'Caregiver (Part-Time)', '养老护理员', '住家保姆'],
    onSite: true,
    paths: {
      en: ['senior carer or team leader', 'care coordinator or registered manager, or nursing training'],
      zh: ['资深护理员或组长', '照护主管/机构管理，或继续考取护士资格'],
    },
    early: {
      en: ['the same role with more complex clients', 'senior carer or shift lead'],
      zh: ['服务更复杂照护对象的同类岗位', '资深护理员或班组长'],
    },
    review: {
      en: 'the care tasks the posting names, safeguarding, and a time you handled a difficult visit calmly',
      zh: '岗位列出的照护内容、安全规范，以及一次冷静处理困难情况的经历',
    },
  },
  {
    id: 'nursing',
    label: { en: 'nursing', zh: '护理' },
    title: /\bnurse\b|\bnursing\b|\bRNs?\b|\bLPN\b|\bLVN\b|\bCNA\b|midwife|护士|护师|助产/i,
    examples: ['Registered Nurse - ICU (Nights)', 'Staff Nurse, Band 5', '护士', 'ICU护士（三甲医院）'],
    onSite: true,
    paths: {
      en: ['charge nurse or unit lead', 'nurse specialist, educator or nurse manager'],
      zh: ['护理组长或责任护士长', '专科护士、带教老师或护士长'],
    },
    early: {
      en: ['the same unit with more complex patients', 'charge nurse after a few years'],
      zh: ['在同一科室承担更复杂的病人', '几年后成为责任组长'],
    },
    review: {
      en: "the unit's common conditions and protocols, and a shift you prioritised under pressure",
      zh: '科室常见病与护理规范，以及一次在高压下分清轻重缓急的班次',
    },
  },
  {
    id: 'pharmacy',
    label: { en: 'pharmacy', zh: '药店与药房' },
    title: /pharmacy (?:tech\w*|assistant|clerk|associate|cashier)|pharmacist|\bCPhT\b|药店|药房|药师|店员(?=.*药)|药剂/i,
    examples: ['Pharmacy Technician', 'Retail Pharmacist', '药店店员', '执业药师'],
    onSite: true,
    paths: {
      en: ['lead technician or pharmacy buyer', 'licensed pharmacist, or store or pharmacy manager'],
      zh: ['资深店员或执业药师', '门店店长或药房负责人'],
    },
    early: { en: ['certified or lead technician', 'pharmacy or store supervisor'], zh: ['考取执业药师', '门店店长'] },
    review: {
      en: 'the prescription steps, the checks before a medicine leaves the counter, and a patient or customer you helped under pressure',
      zh: '处方审核与调配流程、药品出柜前的核对，以及一次你耐心帮助顾客的经历',
    },
  },
  {
    id: 'allied_health',
    label: { en: 'allied health', zh: '医技与康复' },
    title:
      /physiotherap|physical therap|occupational therap|speech (?:and language )?therap|radiograph|sonograph|pharmacist|pharmacy (?:tech|assistant)|dental (?:hygienist|assistant)|medical (?:assistant|laboratory|lab)|paramedic|\bEMT\b|药师|康复治疗|治疗师|检验师|放射技师|影像技师/i,
    examples: ['Physiotherapist - MSK Outpatients', 'Dental Hygienist', 'Radiographer', '康复治疗师'],
    onSite: true,
    paths: {
      en: ['senior or specialist clinician in the discipline', 'clinical lead or practice manager'],
      zh: ['本专业的资深或专科方向', '科室/门店负责人或执业管理'],
    },
    early: {
      en: ['a lead or senior clinician in your discipline', 'a specialist area of the discipline'],
      zh: ['本专业的资深或带教岗位', '本专业的专科方向'],
    },
    review: {
      en: 'the procedures and regulations the posting names, and a case you handled by the book',
      zh: '岗位提到的操作规范与法规，以及一个严格按规范处理的案例',
    },
  },
  {
    id: 'education',
    label: { en: 'teaching and education', zh: '教育教学' },
    title:
      /teacher|teaching assistant|\btutor\b|lecturer|educator|\binstructor\b|school counsel|教师|老师|班主任|助教|讲师|幼师|学管|教研/i,
    examples: ['Grade 5 Teacher', 'English Tutor', '初中数学教师', '班主任（学管）', '幼儿园教师'],
    onSite: true,
    paths: {
      en: ['lead teacher or head of department', 'curriculum lead, deputy head or school leadership'],
      zh: ['学科带头人或教研组长', '年级主任、教务管理或学校管理岗'],
    },
    early: {
      en: ['the same post with more responsibility (a year group or a subject)', 'lead teacher of a subject or year'],
      zh: ['承担更多班级或担任班主任', '学科或年级负责人'],
    },
    review: {
      en: 'the curriculum and age group named, a lesson you would teach, and how you handle a difficult class',
      zh: '岗位对应的学段与教材、一节可以试讲的课，以及如何管理难带的班级',
    },
  },
  {
    id: 'trades_construction',
    label: { en: 'skilled trades and construction', zh: '技术工种与建筑施工' },
    title:
      /electrician|plumber|pipefitter|carpenter|joiner|welder|bricklayer|roofer|glazier|plasterer|\bHVAC\b(?! engineer)|millwright|crane operator|heavy equipment operator|excavator operator|apprentice|tradesperson|labou?rer|construction worker|maintenance (?:technician|mechanic)|diesel mechanic|auto(?:motive)? (?:technician|mechanic)|电工|焊工|木工|水电工|管道工|装修|油漆工|瓦工|钳工|维修工|技工|泥工|塔吊|挖掘机/i,
    examples: ['Journeyman Electrician', 'Plumbing Apprentice', '电工（持证）', '装修木工'],
    onSite: true,
    paths: {
      en: ['licensed or master tradesperson', 'foreman, site supervisor or your own business'],
      zh: ['高级工/技师等级', '班组长、工长或自己承接工程'],
    },
    early: {
      en: ['full qualification and licence in the trade', 'lead hand or foreman'],
      zh: ['取得更高等级的职业资格证', '班组长或工长'],
    },
    review: {
      en: 'the codes, tools and licences the posting names, and a job you finished safely and to spec',
      zh: '岗位提到的规范、工具与证书，以及一次安全、按标准完成的活',
    },
  },
  {
    id: 'driving_logistics',
    label: { en: 'driving and delivery', zh: '驾驶与配送' },
    title:
      /\bdrivers?\b(?!.*(?:engineer|developer|software|kernel|firmware))|\bCDL\b|truck|\bHGV\b|\bLGV\b|courier|delivery (?:associate|driver|rider|partner)|chauffeur|司机|驾驶员|快递员?|配送员|骑手|货运/i,
    examples: ['CDL-A OTR Truck Driver', 'Local Delivery Driver', '货车司机（A2）', '快递员'],
    onSite: true,
    paths: {
      en: ['a better-paid lane, equipment or local route', 'driver trainer, dispatcher or owner-operator'],
      zh: ['更好的线路或车型', '带教司机、调度或自己承包线路'],
    },
    early: {
      en: ['more endorsements or a dedicated route', 'driver trainer or lead driver'],
      zh: ['增驾更高等级驾照或固定线路', '带教或车队组长'],
    },
    review: {
      en: 'the licence, record and schedule rules the posting names, and a trip where something went wrong and you handled it safely',
      zh: '岗位提到的驾照、记录与出车规则，以及一次安全处理突发情况的经历',
    },
  },
  {
    id: 'warehouse_manufacturing',
    label: { en: 'warehouse and production', zh: '仓储与生产' },
    title:
      /warehouse (?:associate|worker|operative|clerk)|forklift|reach truck|picker|packer|order selector|material handler|unloader|\bloader\b|assembler|assembly (?:worker|technician|line)|machine operator|production (?:worker|operator|associate|technician)|manufacturing associate|quality (?:inspector|control inspector|control technician)|\bQC inspector|普工|操作工|叉车|仓管|拣货|打包|装卸|质检|生产线|车间|包装工/i,
    examples: ['Forklift Operator - Night Shift', 'Bulk Ingredient Unloader', '普工（两班倒）', '质检员'],
    onSite: true,
    paths: {
      en: ['lead hand, trainer or equipment certifications', 'shift supervisor or inventory control'],
      zh: ['班组长、带教或更多设备证书', '线长、车间主管或仓库主管'],
    },
    early: { en: ['more equipment certifications', 'team lead on the shift'], zh: ['考取更多设备操作证', '班组长'] },
    review: {
      en: 'the safety rules, equipment and targets the posting names, and a shift where you kept pace safely',
      zh: '岗位提到的安全规范、设备与产量要求，以及一次既保质量又保速度的班次',
    },
  },
  {
    id: 'hotel_housekeeping',
    examples: ['Room Attendant', 'Hotel Housekeeper', '酒店客房服务员', '客房保洁'],
    onSite: true,
    label: { en: 'hotel housekeeping', zh: '酒店客房' },
    title: /room attendant|housekeep(?:er|ing)|\bmaid\b|客房(?:服务员|保洁|清洁)?|楼层服务员/i,
    paths: { en: ['room inspector or floor supervisor', 'housekeeping manager'], zh: ['客房领班或查房员', '客房部主管或经理'] },
    early: { en: ['room inspector', 'floor supervisor'], zh: ['查房员', '客房领班'] },
    review: {
      en: 'the room-cleaning standard and checklist the posting names, how many rooms a shift, and a guest complaint you put right',
      zh: '岗位提到的客房清洁标准和流程、每班做多少间房，以及一次你处理客人投诉的经历',
    },
  },
  {
    id: 'hotel_front_office',
    examples: ['Hotel Front Desk Agent', 'Night Auditor', '酒店前台', '礼宾接待'],
    onSite: true,
    label: { en: 'hotel front office', zh: '酒店前厅' },
    title:
      /(?:hotel|resort|inn|motel)[^,;]{0,20}(?:front desk|reception)|front desk (?:agent|associate|clerk)|guest services? (?:agent|associate)|night auditor|concierge|酒店前台|宾馆前台|前厅(?:接待|部)?|礼宾|前台接待(?=.*(?:酒店|宾馆|民宿))|(?:酒店|宾馆|民宿).{0,6}前台/i,
    paths: {
      en: ['front office supervisor or night manager', 'front office or rooms division manager'],
      zh: ['前厅主管或大堂副理', '前厅经理或房务总监'],
    },
    early: { en: ['shift lead on the desk', 'front office supervisor'], zh: ['前台领班', '前厅主管'] },
    review: {
      en: 'check-in and check-out steps, the property system and payment rules the posting names, and a guest complaint you settled',
      zh: '入住与退房流程、酒店系统（PMS）与收款规定，以及一次你处理客人投诉的经历',
    },
  },
  {
    id: 'hospitality_food',
    label: { en: 'hospitality and food service', zh: '餐饮与酒店服务' },
    title:
      /\bchef\b|\bcook\b|kitchen|barista|\bcoffee (?:shop|bar|house)|\bcaf[eé]\b|coffee shift|bartender|waiter|waitress|\bservers?\b(?!.*(?:engineer|developer|admin|side|backend|infrastructure))|dishwasher|room attendant|front desk (?:agent|associate)|hotel|restaurant|catering|food service|厨师|帮厨|服务员|咖啡师|调酒|客房|餐饮|洗碗|酒店前台/i,
    examples: ['Line Cook', 'Barista', '厨师（包吃住）', '咖啡师'],
    onSite: true,
    paths: {
      en: ['shift lead, senior cook or sous chef', 'restaurant, café or kitchen manager'],
      zh: ['领班或主管（前厅或后厨）', '门店、餐厅或厨房经理'],
    },
    early: { en: ['the next station or a lead shift', 'shift supervisor'], zh: ['更高一级岗位或领班', '班次主管'] },
    review: {
      en: 'the menu, service standards and food-safety rules the posting names, and a rush you kept under control',
      zh: '岗位提到的菜品、服务标准与食品安全要求，以及一次高峰期稳住局面的经历',
    },
  },
  {
    id: 'cleaning_security',
    label: { en: 'cleaning and security services', zh: '保洁与安保' },
    title: /cleaner|janitor|custodian|housekeeping (?:attendant|staff)|security (?:guard|officer|patrol)|保洁|保安|安保|清洁工/i,
    examples: ['Office Cleaner', 'Security Officer - Nights', '保洁员', '保安'],
    onSite: true,
    paths: { en: ['team lead or supervisor', 'site or contract manager'], zh: ['班组长或主管', '项目/物业主管'] },
    early: { en: ['lead on a site', 'supervisor'], zh: ['负责一个点位的组长', '主管'] },
    review: {
      en: 'the duties, rounds and safety rules the posting names, and a time you handled an incident by the book',
      zh: '岗位职责、巡查与安全规范，以及一次按规程处理突发事件的经历',
    },
  },
  {
    id: 'engineering_nonsoftware',
    label: { en: 'civil, mechanical and process engineering', zh: '土木、机械与工艺工程' },
    title:
      /civil engineer|structural engineer|mechanical (?:design )?engineer|electrical engineer(?!.*(?:software|firmware))|process engineer|chemical engineer|manufacturing engineer|site engineer|project engineer|building services|geotechnical|土木|结构工程师|机械工程师|机械设计|电气工程师|工艺工程师|化工|施工员|土建|造价|建造师|现场工程师|设备工程师/i,
    examples: ['Civil Site Engineer', 'Process Engineer - Polymers', '机械工程师', '土建施工员'],
    paths: {
      en: ['senior or chartered/licensed engineer', 'engineering or project manager'],
      zh: ['高级工程师或注册工程师', '项目经理或技术负责人'],
    },
    early: {
      en: ['chartered or licensed status in the discipline', 'lead engineer on a project'],
      zh: ['考取注册/职称资格', '项目技术负责人'],
    },
    review: {
      en: 'the codes, software and calculations the posting names, and a project you can walk through from design to handover',
      zh: '岗位提到的规范、软件与计算，以及一个能从设计讲到交付的项目',
    },
  },
  {
    id: 'legal',
    label: { en: 'legal', zh: '法律' },
    title:
      /paralegal|lawyer|attorney|solicitor|barrister|legal (?:counsel|secretary|assistant|officer)|\bcounsel\b|conveyanc|法务|律师|法律顾问|法律事务/i,
    examples: ['Paralegal - Litigation', 'Legal Secretary', '法务专员', '律师助理'],
    paths: { en: ['senior paralegal or qualified lawyer', 'legal manager or counsel'], zh: ['资深法务或执业律师', '法务经理或法务总监'] },
    early: {
      en: ['the same role with your own matters', 'qualification as a lawyer'],
      zh: ['独立负责案件或合同', '通过法律职业资格考试后执业'],
    },
    review: {
      en: 'the practice area, documents and systems the posting names, and a matter you kept to deadline',
      zh: '岗位涉及的业务领域与文书，以及一件按期办结的案件或合同',
    },
  },
  {
    id: 'hr_recruiting',
    label: { en: 'HR and recruiting', zh: '人力资源与招聘' },
    title: /\bHR\b|human resources|recruit|talent acquisition|people (?:partner|operations)|\bHRBP\b|人事|人力资源|招聘|\bHRBP\b|薪酬福利/i,
    examples: ['HR Generalist', 'Talent Acquisition Partner', '招聘专员', '人事行政主管'],
    paths: { en: ['HR business partner or HR manager', 'head of people'], zh: ['HRBP或人力资源经理', '人力资源负责人'] },
    early: {
      en: ['generalist with a client group of your own', 'HR business partner'],
      zh: ['独立负责一个业务部门的人事', '人力资源业务伙伴（HRBP）'],
    },
    review: {
      en: 'the employment rules and HR processes the posting names, and a hard case you handled fairly',
      zh: '岗位涉及的劳动法规与人事流程，以及一个公正处理的棘手案例',
    },
  },
  {
    id: 'public_sector',
    label: { en: 'public service', zh: '公共部门' },
    title:
      /civil servant|civil service|\bcity of\b|county (?:of|clerk)|municipal|government|federal|public (?:service|sector)|police|firefighter|公务员|事业单位|事业编|街道|社区工作者|政府/i,
    examples: ['Permit Technician - City of Ashford', 'County Clerk', '事业单位财务岗', '社区工作者'],
    paths: {
      en: ['the next grade or band in the service', 'a supervisory or specialist post'],
      zh: ['职级晋升', '科室负责人或专业技术岗'],
    },
    early: { en: ['the next grade after probation', 'a senior or lead post in the office'], zh: ['试用期满转正后的职级晋升', '科室骨干'] },
    review: {
      en: 'the application and exam steps, the rules the office applies, and a time you served the public by the book',
      zh: '报名与考试流程、岗位适用的政策法规，以及一次依规服务群众的经历',
    },
  },
  {
    id: 'research_science',
    label: { en: 'research and laboratory science', zh: '科研与实验' },
    title:
      /(?<!data )scientist|(?<!equity |investment |market |user |UX )research (?:assistant|associate|fellow|technician)|postdoc|post-doctoral|lab(?:oratory)? (?:technician|assistant|analyst|scientist)|\bQC (?:analyst|chemist)|chemist|biologist|ecologist|field technician|研究员|实验员|博士后|化验员|检测员|分析员/i,
    examples: ['QC Laboratory Technician', 'Postdoctoral Research Fellow', '研究员（药物分析）', '实验员'],
    onSite: true,
    paths: {
      en: ['senior scientist or lab lead', 'principal investigator, QA/regulatory or R&D management'],
      zh: ['高级研究员或实验室负责人', '课题负责人、质量/注册或研发管理'],
    },
    early: {
      en: ['the same lab with methods of your own', 'senior technician or scientist'],
      zh: ['独立负责方法或项目', '高级实验员或研究员'],
    },
    review: {
      en: 'the methods, instruments and quality rules the posting names, and an experiment you can explain end to end',
      zh: '岗位提到的方法、仪器与质量规范，以及一个能完整讲清楚的实验',
    },
  },
  {
    id: 'hpc_ai_infra',
    examples: ['HPC Performance Engineer', 'GPU Communication Library Engineer', '高性能计算工程师', '分布式训练框架工程师'],
    builds: true,
    label: { en: 'HPC and AI infrastructure', zh: '高性能计算与AI基础设施' },
    title:
      /\bHPC\b|high[- ]performance computing|AI (?:networking|infrastructure|systems?)|\bGPU\b|CUDA|collective communication|\bNCCL\b|(?:engineer|software|developer|DLFW).*\bcomms?\b|\bcomms?\b.*(?:engineer|software|developer)|distributed (?:training|systems?)|compiler|kernel|高性能计算|算力|AI基础设施|分布式训练|编译器|内核/i,
    paths: {
      en: [
        'principal or distinguished architect setting the direction of a platform',
        'technical director of an AI systems or HPC group',
        'deep specialist in communication libraries, compilers or GPU performance, speaking for the field',
      ],
      zh: ['首席/杰出架构师，主导平台级技术方向', 'AI系统或高性能计算团队的技术总监', '通信库、编译器或GPU性能方向的深度专家与技术布道者'],
    },
    early: {
      en: [
        'engineer on a communication-library, GPU-kernel or deep-learning compiler team',
        'after a few years of kernel and communication work: HPC or AI-infrastructure specialist, then tech lead',
      ],
      zh: ['通信库、GPU内核或深度学习编译器方向的工程师', '积累底层通信与内核优化经验后，成为高性能计算/AI基础设施专家，再到技术负责人'],
    },
    review: {
      en: 'computer architecture, operating systems, parallel computing and collective-communication algorithms',
      zh: '计算机体系结构、操作系统、并行计算与集合通信算法',
    },
    courses: {
      en: 'operating systems, computer networks, computer architecture and parallel computing',
      zh: '操作系统、计算机网络、计算机体系结构与并行计算',
    },
  },
  {
    id: 'ml_engineering',
    examples: ['Machine Learning Engineer', 'Senior NLP Engineer', '算法工程师', '推荐算法工程师'],
    builds: true,
    label: { en: 'machine learning engineering', zh: '机器学习工程' },
    title:
      /machine learning|\bML\b|\bAI\b|\bLLM|deep learning|computer vision|\bNLP\b|recommend|ranking|algorithm|机器学习|算法|深度学习|大模型|推荐|计算机视觉|视觉算法|自然语言/i,
    paths: {
      en: ['senior or staff ML engineer owning a model area', 'ML tech lead or research engineer', 'head of applied ML'],
      zh: ['负责一个模型方向的资深/专家级算法工程师', '算法技术负责人或研究工程师', '应用机器学习负责人'],
    },
    early: {
      en: ['ML engineer owning one model in production', 'senior ML engineer for a product area'],
      zh: ['负责一个线上模型的算法工程师', '负责一条业务线的资深算法工程师'],
    },
    review: {
      en: 'ML fundamentals, model evaluation, training at scale and ML system design',
      zh: '机器学习基础、模型评估、大规模训练与机器学习系统设计',
    },
    courses: { en: 'linear algebra, probability and statistics, and machine-learning basics', zh: '线性代数、概率统计与机器学习基础' },
  },
  {
    id: 'data_science',
    examples: ['Data Scientist', 'Business Intelligence Analyst', '数据分析师', '商业分析师'],
    builds: true,
    label: { en: 'data science and analytics', zh: '数据科学与分析' },
    title: /data scien|data analy|analytics|business intelligence|\bBI\b|数据分析|数据科学|商业分析|数据挖掘/i,
    paths: {
      en: ['senior data scientist owning a product area', 'analytics lead or manager', 'head of data'],
      zh: ['负责业务线的资深数据科学家', '数据分析负责人/经理', '数据部门负责人'],
    },
    early: {
      en: ['analyst owning the metrics of one business area', 'senior analyst or data scientist running experiments'],
      zh: ['负责一个业务方向指标的数据分析师', '主导实验分析的资深分析师或数据科学家'],
    },
    review: {
      en: 'statistics, experiment design, SQL and how you turned an analysis into a decision',
      zh: '统计学、实验设计、SQL，以及如何把分析变成决策',
    },
    courses: { en: 'statistics, SQL and one analysis you can walk through end to end', zh: '统计学、SQL，以及一个能完整讲清楚的分析项目' },
  },
  {
    id: 'data_engineering',
    examples: ['Data Engineer', 'ETL Developer', '数据开发工程师', '数仓工程师'],
    builds: true,
    label: { en: 'data engineering', zh: '数据工程' },
    title: /data engineer|\bETL\b|data platform|data warehouse|数据工程|数仓|数据开发|大数据/i,
    paths: {
      en: ['staff data engineer or data platform architect', 'data engineering lead'],
      zh: ['专家级数据工程师或数据平台架构师', '数据工程负责人'],
    },
    early: {
      en: ['data engineer owning a set of pipelines', 'senior data engineer owning the warehouse model'],
      zh: ['负责一组数据管道的数据工程师', '负责数仓模型的资深数据工程师'],
    },
    review: { en: 'data modelling, batch and streaming pipelines, and data quality', zh: '数据建模、批处理与流处理管道、数据质量' },
    courses: { en: 'databases, SQL and distributed data processing', zh: '数据库原理、SQL与分布式数据处理' },
  },
  {
    id: 'platform_devops',
    examples: ['Site Reliability Engineer', 'DevOps Engineer', '运维开发工程师', '云平台工程师'],
    builds: true,
    label: { en: 'platform, SRE and DevOps', zh: '平台、SRE与运维开发' },
    title:
      /^(?!.*(?:back-?end|后端|front-?end|前端|full[- ]?stack)).*(?:platform|\bSRE\b|site reliability|devops|infrastructure|cloud|kubernetes|运维|平台|基础架构|云)/i,
    paths: {
      en: ['staff platform engineer or infrastructure architect', 'SRE or platform engineering lead'],
      zh: ['专家级平台工程师或基础架构架构师', 'SRE/平台工程负责人'],
    },
    early: {
      en: ['platform or SRE engineer on a service team', 'senior SRE owning the reliability of a product'],
      zh: ['业务团队的平台/SRE工程师', '负责一条产品线稳定性的资深SRE'],
    },
    review: { en: 'distributed systems, networking, incident response and capacity planning', zh: '分布式系统、网络、故障处理与容量规划' },
    courses: { en: 'operating systems, computer networks and Linux', zh: '操作系统、计算机网络与Linux' },
  },
  {
    id: 'security',
    examples: ['Application Security Engineer', 'Penetration Tester', '安全工程师', '渗透测试工程师'],
    builds: true,
    label: { en: 'security', zh: '安全' },
    title: /security|appsec|infosec|penetration|安全|渗透/i,
    paths: { en: ['staff security engineer', 'security architect or CISO track'], zh: ['专家级安全工程师', '安全架构师或首席安全官方向'] },
    early: {
      en: ['security engineer on an application or cloud team', 'senior security engineer leading threat models'],
      zh: ['应用或云安全工程师', '主导威胁建模的资深安全工程师'],
    },
    review: { en: 'threat modelling, common vulnerabilities and incident handling', zh: '威胁建模、常见漏洞与安全事件处理' },
    courses: { en: 'networks, operating systems and cryptography basics', zh: '计算机网络、操作系统与密码学基础' },
  },
  {
    id: 'embedded_hardware',
    examples: ['Embedded Firmware Engineer', 'FPGA Design Engineer', '嵌入式软件工程师', '芯片验证工程师'],
    builds: true,
    label: { en: 'embedded and hardware', zh: '嵌入式与硬件' },
    title: /embedded|firmware|\bASIC\b|\bFPGA\b|hardware|silicon|chip|verification|嵌入式|固件|芯片|硬件|验证/i,
    paths: { en: ['senior hardware or firmware architect', 'hardware engineering lead'], zh: ['资深硬件/固件架构师', '硬件工程负责人'] },
    early: {
      en: ['firmware engineer owning one board or module', 'senior embedded engineer leading a product from bring-up to mass production'],
      zh: ['负责一块板卡或一个模块的嵌入式工程师', '主导产品从调试到量产的资深嵌入式工程师'],
    },
    manage: {
      en: ['head of hardware and embedded R&D for several product lines', 'VP of engineering or CTO of a hardware company'],
      zh: ['负责多条产品线的软硬件研发负责人', '硬件公司的研发副总裁或CTO'],
    },
    review: { en: 'digital design or firmware fundamentals, debugging on real hardware', zh: '数字电路或固件基础、真机调试' },
    courses: { en: 'C, microcontrollers, digital circuits and real-time operating systems', zh: 'C语言、单片机、数字电路与实时操作系统' },
  },
  {
    id: 'frontend',
    examples: ['Front-end Engineer', 'React Developer', '前端开发工程师', 'Web前端工程师'],
    builds: true,
    label: { en: 'front-end engineering', zh: '前端工程' },
    title: /front[- ]?end|\bweb\b|\bUI engineer|javascript|react|前端|网页/i,
    paths: {
      en: ['staff front-end engineer owning the web platform', 'front-end lead'],
      zh: ['负责Web平台的专家级前端工程师', '前端负责人'],
    },
    early: {
      en: ['front-end engineer owning a product surface', 'senior front-end engineer owning the component library or build'],
      zh: ['负责一个产品模块的前端工程师', '负责组件库或前端工程化的资深前端'],
    },
    review: { en: 'browser rendering, state management, accessibility and web performance', zh: '浏览器渲染、状态管理、可访问性与Web性能' },
    courses: { en: 'JavaScript, browser basics and one project you can demo', zh: 'JavaScript、浏览器原理，以及一个能演示的项目' },
  },
  {
    id: 'mobile',
    examples: ['iOS Engineer', 'Android Developer', '移动端开发工程师', '安卓开发工程师'],
    builds: true,
    label: { en: 'mobile engineering', zh: '移动端工程' },
    title: /\biOS\b|android|mobile|移动端|客户端|安卓/i,
    paths: { en: ['staff mobile engineer', 'mobile lead'], zh: ['专家级移动端工程师', '移动端负责人'] },
    early: {
      en: ['mobile engineer owning a feature area', 'senior mobile engineer owning app performance or releases'],
      zh: ['负责一个功能模块的移动端工程师', '负责性能或发布流程的资深移动端工程师'],
    },
    review: {
      en: 'platform lifecycles, offline data, app performance and release practice',
      zh: '平台生命周期、离线数据、应用性能与发布流程',
    },
  },
  {
    id: 'qa',
    examples: ['QA Automation Engineer', 'SDET', '测试工程师', '软件测试开发工程师'],
    builds: true,
    label: { en: 'quality and test engineering', zh: '质量与测试工程' },
    title: /\bQA\b|quality|\btest(?:ing)?\b|tester|\bSDET\b|测试|质量/i,
    paths: { en: ['test architect or quality lead', 'move into development or SRE'], zh: ['测试架构师或质量负责人', '转向开发或SRE'] },
    early: {
      en: ['test engineer owning the automation of a product', 'senior test engineer or test architect'],
      zh: ['负责一个产品自动化测试的测试工程师', '资深测试开发或测试架构师'],
    },
    review: { en: 'test strategy, automation frameworks and flaky-test hunting', zh: '测试策略、自动化框架与不稳定用例排查' },
  },
  {
    id: 'backend',
    examples: ['Backend Engineer', 'Senior Java Developer', '后端开发工程师', 'Java开发工程师'],
    builds: true,
    label: { en: 'back-end engineering', zh: '后端工程' },
    title:
      /^(?!.*(?:designer|\bUX\b|\bUI\b|设计|product manager|产品经理)).*(?:back[- ]?end|server|\bAPI\b|payments?|java|golang|\bgo\b|python|kotlin|后端|服务端|服务器)/i,
    paths: {
      en: ['staff back-end engineer or systems architect', 'tech lead of a service area', 'engineering manager'],
      zh: ['专家级后端工程师或系统架构师', '业务线技术负责人', '研发经理'],
    },
    early: {
      en: ['back-end engineer owning a service', 'senior back-end engineer owning a domain'],
      zh: ['负责一个服务的后端工程师', '负责一个业务域的资深后端工程师'],
    },
    review: {
      en: 'API and data design, concurrency, databases and distributed-system trade-offs',
      zh: '接口与数据设计、并发、数据库与分布式系统权衡',
    },
    courses: { en: 'data structures, databases, operating systems and networks', zh: '数据结构、数据库、操作系统与计算机网络' },
  },
  {
    id: 'product',
    examples: ['Product Manager', 'Senior Product Owner', '产品经理', '高级产品经理'],
    label: { en: 'product management', zh: '产品管理' },
    title: /product (?:manager|owner|lead)|\bPM\b|产品经理|产品负责人|产品运营/i,
    paths: { en: ['senior or group product manager', 'head of product'], zh: ['高级/集团产品经理', '产品负责人'] },
    early: {
      en: ['product manager owning one feature area', 'senior product manager owning a product line'],
      zh: ['负责一个功能模块的产品经理', '负责一条产品线的高级产品经理'],
    },
    review: { en: 'product sense, prioritisation, metrics and stakeholder stories', zh: '产品感、优先级判断、指标与跨部门协作案例' },
  },
  {
    id: 'design',
    examples: ['Product Designer', 'UX Researcher', 'Graphic Designer', '交互设计师', '视觉设计师', '视频剪辑师', '文案策划'],
    label: { en: 'design and creative work', zh: '设计与创意' },
    title:
      /design(?:er)?|\bUX\b|\bUI\b|user research|copywriter|video editor|illustrator|photographer|animator|设计师|交互|视觉设计|用户研究|剪辑|文案|插画|摄影|动画/i,
    paths: {
      en: ['senior or staff designer owning a product surface', 'design lead or manager'],
      zh: ['负责产品模块的资深/专家设计师', '设计负责人或经理'],
    },
    early: {
      en: ['product designer owning a flow end to end', 'senior designer owning a product surface'],
      zh: ['端到端负责一个流程的产品设计师', '负责一个产品模块的资深设计师'],
    },
    review: { en: 'your portfolio story: problem, research, iterations and outcome', zh: '作品集叙事：问题、研究、迭代与结果' },
  },
  {
    id: 'healthcare',
    examples: ['Clinical Research Coordinator', 'Physician Assistant', '临床医生', '医疗器械临床专员'],
    onSite: true,
    label: { en: 'clinical and health care', zh: '临床与医疗健康' },
    title:
      /^(?!.*(?:receptionist|front desk|scheduler|billing|coder|secretary|前台|收费|挂号)).*(?:clinical|dental|hygienist|nurse|nursing|physician|pharmac|therap|medical|临床|医生|护士|护理|药师|医疗|口腔)/i,
    paths: {
      en: ['senior clinical role or team lead', 'clinical operations or practice manager'],
      zh: ['资深临床岗位或组长', '临床运营或诊所/科室管理'],
    },
    early: {
      en: ['the same role with a wider scope after a year or two', 'senior or lead in the same clinical function'],
      zh: ['一两年后承担更大范围的同类岗位', '同一临床职能的资深或组长'],
    },
    review: {
      en: 'the regulations and procedures the role names, and a case you handled by the book',
      zh: '岗位提到的法规与操作规范，以及一个严格按规范处理的案例',
    },
  },
  {
    id: 'marketing',
    examples: ['Marketing Manager', 'Internal Communications Manager', '新媒体运营', '品牌经理'],
    label: { en: 'marketing', zh: '市场营销' },
    title:
      /marketing|growth|brand (?:manager|marketing|strategist|designer|lead)|content|\bSEO\b|communications|\bcomms\b|public relations|市场|(?<!销售|销)营销|品牌(?:经理|专员|策划|运营|推广|营销|部)|增长|新媒体|公关/i,
    paths: { en: ['marketing lead for a channel or product', 'head of marketing'], zh: ['渠道或产品的市场负责人', '市场部门负责人'] },
    early: {
      en: ['marketing specialist owning a channel', 'marketing manager for a product or region'],
      zh: ['负责一个渠道的市场专员', '负责一个产品或区域的市场经理'],
    },
    review: { en: 'campaign results with numbers, channel economics and positioning', zh: '有数据的营销案例、渠道投入产出与定位' },
  },
  {
    id: 'support',
    examples: ['Customer Service Representative', 'Help Desk Analyst', '电话客服', '售后客服专员'],
    label: { en: 'customer support', zh: '客户支持' },
    title: /customer support|customer service|support (?:lead|agent|specialist)|help ?desk|客服|客户支持|售后/i,
    paths: { en: ['support manager', 'head of customer experience'], zh: ['客服主管或客服经理', '客户体验负责人'] },
    early: {
      en: ['senior support agent or team lead', 'support operations or quality specialist'],
      zh: ['资深客服或客服组长', '客服运营或质检专员'],
    },
    review: {
      en: 'your support numbers (response time, satisfaction, backlog) and one escalation you handled',
      zh: '你的客服数据（响应时长、满意度、积压量）和一次升级投诉的处理',
    },
  },
  {
    id: 'sales',
    examples: ['Account Executive', 'Sales Development Representative', '销售代表', '客户经理'],
    label: { en: 'sales and customer success', zh: '销售与客户成功' },
    title:
      /(?<!retail )sales(?! associate| assistant| floor)|account (?:executive|manager)|business development|customer success|\bBD\b|销售|商务|客户经理|客户成功/i,
    paths: { en: ['senior account executive or team lead', 'sales manager'], zh: ['资深客户经理或销售组长', '销售经理'] },
    early: {
      en: ['account executive with your own territory', 'senior account executive or team lead'],
      zh: ['负责独立区域的客户经理', '资深客户经理或销售组长'],
    },
    review: { en: 'your pipeline numbers, a deal you won and one you lost', zh: '你的业绩数据、赢单与丢单案例' },
  },
  {
    id: 'live_commerce',
    examples: ['带货主播', '直播间主播', 'Live Shopping Host', '助播'],
    onSite: true,
    label: { en: 'live-stream selling', zh: '直播带货' },
    title: /主播|助播|直播(?:间)?(?:运营|场控)?|live[- ]?(?:stream(?:ing)?|shopping) (?:host|presenter|seller)/i,
    paths: {
      en: ['lead host for a bigger account or category', 'live-stream operations or studio lead'],
      zh: ['更大账号或类目的主播', '直播运营或直播间负责人'],
    },
    early: { en: ['host of your own regular slot', 'lead host or host trainer'], zh: ['固定场次的主播', '头部主播或主播培训'] },
    review: {
      en: 'your stream figures (viewers, watch time, conversion, sales per hour) and a stream you turned around',
      zh: '你的直播数据（在线人数、停留时长、转化率、场均销售额）和一场你扭转局面的直播',
    },
  },
  {
    id: 'bank_branch',
    examples: ['Bank Teller', 'Branch Associate', '综合柜员', '大堂经理'],
    onSite: true,
    label: { en: 'bank branch work', zh: '银行网点' },
    title:
      /\bteller\b|branch (?:associate|banker|service|representative|operations)|personal banker|universal banker|柜员|柜面|大堂经理|网点(?:客户经理|主管)|理财经理(?=.*银行)/i,
    paths: { en: ['personal banker or branch lead', 'branch manager'], zh: ['客户经理或理财经理', '网点主管或支行行长'] },
    early: { en: ['lead teller or personal banker', 'branch operations lead'], zh: ['柜面主管或客户经理', '网点运营主管'] },
    review: {
      en: 'cash-handling and balancing steps, the rules on identity checks and fraud, and a customer you helped under pressure',
      zh: '现金收付与轧账流程、身份核验和反诈规定，以及一次你耐心服务客户的经历',
    },
  },
  {
    id: 'finance',
    examples: ['Accounts Payable Clerk', 'Equity Research Associate', '总账会计', '财务分析师'],
    label: { en: 'finance and accounting', zh: '财务与会计' },
    title:
      /finance|financial|accountant|accounting|accounts (?:payable|receivable)|bookkeep|controller|payroll|\bFP&A\b|audit|equity research|investment (?:analyst|associate)|credit analyst|财务|会计|出纳|审计|税务|薪酬核算|投研|研究员(?=.*(?:证券|行业|投资))/i,
    paths: { en: ['finance manager or controller', 'head of finance'], zh: ['财务经理或财务主管', '财务负责人'] },
    early: {
      en: ['senior analyst owning a process end to end (payroll, close, reporting)', 'accountant, then finance supervisor'],
      zh: ['端到端负责一个流程（结账、对账、报表）的资深会计', '会计，再到财务主管'],
    },
    review: {
      en: 'close and reconciliation steps, the rules the role names, and a figure you found wrong and fixed',
      zh: '结账与对账流程、岗位提到的法规，以及一次你发现并纠正的差错',
    },
  },
  {
    id: 'retail_store',
    examples: ['Retail Sales Associate', 'Store Manager', '店长', '门店导购'],
    onSite: true,
    label: { en: 'retail and store management', zh: '门店与零售管理' },
    title:
      /store manager|shop manager|retail|sales (?:associate|assistant|floor)|showroom|cashier|checkout operator|shop assistant|店长|门店|店员|导购|收银/i,
    paths: { en: ['store manager', 'area manager over several stores'], zh: ['门店店长', '管理多家门店的区域经理'] },
    early: {
      en: ['assistant store manager, then store manager', 'area or regional operations'],
      zh: ['副店长，再到店长', '区域督导或区域运营'],
    },
    review: {
      en: 'store figures (sales, staff hours, service scores) and a shift you turned around',
      zh: '门店数据（营业额、排班工时、服务评分）和一次你扭转局面的班次',
    },
  },
  {
    id: 'operations',
    examples: ['Operations Manager', 'Supply Chain Planner', '物流专员', '采购专员'],
    label: { en: 'operations', zh: '运营' },
    title: /operations|logistics|supply chain|procurement|warehouse|dock|运营|物流|供应链|采购|仓储|仓库/i,
    paths: { en: ['operations manager', 'head of operations'], zh: ['运营经理', '运营负责人'] },
    early: { en: ['shift or team lead', 'operations manager for a site'], zh: ['班组长', '站点运营经理'] },
    review: {
      en: 'process metrics, a process you redesigned and how you keep a team safe',
      zh: '流程指标、你改造过的流程，以及如何保证团队安全',
    },
  },
  {
    id: 'admin',
    examples: ['Office Manager', 'Executive Assistant', '行政主管', '前台文员'],
    label: { en: 'office administration', zh: '行政' },
    title: /administrat|office manager|receptionist|executive assistant|行政|前台|文员|助理/i,
    paths: {
      en: ['office or administration manager', 'head of workplace or general affairs'],
      zh: ['行政主管或经理', '行政/综合事务负责人'],
    },
    early: { en: ['senior administrator owning purchasing and events', 'office manager'], zh: ['负责采购与活动的资深行政', '行政主管'] },
    review: { en: 'budgets you kept, suppliers you managed and an event you organised', zh: '你管理过的预算、供应商和组织过的活动' },
  },
  {
    id: 'events',
    examples: ['Event Coordinator', 'Event Hostess', '会展策划', '活动执行'],
    onSite: true,
    label: { en: 'events and guest service', zh: '会展与接待' },
    title: /event|reception|hostess|hospitality|展会|会展|接待|礼仪|活动执行/i,
    paths: { en: ['event coordinator', 'event or venue manager'], zh: ['活动执行/会展专员', '活动或场馆经理'] },
    early: { en: ['regular event staff for the same organiser', 'event coordinator'], zh: ['同一主办方的长期会展人员', '活动执行专员'] },
    review: {
      en: 'how you greet, direct and answer guests, and a difficult guest you handled',
      zh: '接待、引导与答疑的流程，以及一次处理难缠来宾的经历',
    },
  },
  {
    id: 'software',
    examples: ['Software Engineer', 'Full Stack Developer', '软件开发工程师', '研发工程师'],
    builds: true,
    label: { en: 'software engineering', zh: '软件工程' },
    title: /engineer|developer|programmer|software|工程师|开发/i,
    paths: {
      en: ['senior then staff engineer', 'tech lead', 'engineering manager'],
      zh: ['资深再到专家级工程师', '技术负责人', '研发经理'],
    },
    early: {
      en: ['software engineer owning a component', 'senior engineer owning a system'],
      zh: ['负责一个模块的软件工程师', '负责一个系统的资深工程师'],
    },
    review: { en: 'data structures, system design and the projects on your CV', zh: '数据结构、系统设计与简历上的项目' },
    courses: { en: 'data structures, algorithms, operating systems and networks', zh: '数据结构、算法、操作系统与计算机网络' },
  },
];

export const OTHER_FAMILY: RoleFamily = {
  id: 'other',
  label: { en: 'this kind of role', zh: '这类岗位' },
  title: /$^/,
  examples: [],
  paths: { en: ['a senior version of this role', 'a lead or manager of the function'], zh: ['该岗位的资深方向', '该职能的负责人或经理'] },
  early: {
    en: ['the same role with more scope', 'a senior or lead version of this role'],
    zh: ['承担更大范围的同类岗位', '该岗位的资深或组长方向'],
  },
  review: { en: 'the requirements line by line, with one example for each', zh: '逐条对照任职要求，各准备一个例子' },
};

/**
 * Where the general templates misread the duties: on-site trades, and postings of no known family. The rules
 * say less there: a missing line costs less trust than a wrong one.
 */
export const saysLittle = (family: RoleFamily): boolean => family.onSite === true || family.id === OTHER_FAMILY.id;

/**
 * The posting's grade as the analysis says it: "staff" outside software is the ordinary grade (a staff nurse, a
 * staff accountant), and a "lead teacher" or "lead hand" is the one in charge of a class or a crew, not a lead grade.
 */
export const gradeOf = (seniority: Posting['seniority'], family: RoleFamily, title = ''): Posting['seniority'] =>
  (family.builds !== true && seniority === 'staff') ||
  (seniority === 'lead' &&
    (family.onSite === true || /\blead (?:teacher|hand|cook|carpenter|driver|technician|hygienist)\b|主班老师/i.test(title)))
    ? 'unknown'
    : seniority;

export function roleFamilyOf(posting: Pick<Posting, 'title' | 'tags'>): RoleFamily {
  const title = posting.title;
  const byTitle = ROLE_FAMILIES.find((family) => family.title.test(title));
  if (byTitle) return byTitle;
  const tags = posting.tags.join(' ');
  return ROLE_FAMILIES.find((family) => family.id !== 'software' && family.title.test(tags)) ?? OTHER_FAMILY;
}
