/**
 * Licences, certificates, registrations and checks postings ask for, as data: what each is called in the
 * posting (its pattern) and how the analysis names it in each language. A credential is something to have
 * ready, never "a project you did" (tests/unit/credentials.test.ts runs every pattern on its examples).
 */
interface Credential {
  id: string;
  kind: 'licence' | 'certificate' | 'check' | 'registration';
  /** How postings write it; the first match in a sentence names it. */
  pattern: RegExp;
  label: { en: string; zh: string };
  /** Sentences that name it (tests). */
  examples: readonly string[];
}

/**
 * A line that makes its credential good to have rather than a condition, or one the employer arranges after
 * hiring: "优先", "an asset", "or be willing to get one", "we can arrange a refresher", "入职后办理".
 */
export const GOOD_TO_HAVE = /优先|加分|\bpreferred\b|\ban? (?:asset|plus)\b|\bor (?:the )?ability to (?:obtain|get)|\bor be willing to (?:get|obtain)|willing(?:ness)? to (?:get|obtain|be certified|become certified)|\bwithin \d+ days of (?:hire|starting)|we (?:can|will) (?:arrange|help|provide|sponsor|certify|pay for)|(?:公司|机构|单位|医院)(?:安排|协助|负责|统一)办理|由(?:公司|机构|单位)统一办理|入职后(?:办理|考取|培训)|入职后由[^，。；]{0,8}(?:培训|考证)|\bprovided by (?:us|the (?:company|client|employer))|\bat no cost to you\b|\bwe provide (?:the )?(?:training|certification)|公司提供(?:培训|考证)|免费(?:培训|办理)/i;

export const CREDENTIALS: readonly Credential[] = [
  { id: 'cdl', kind: 'licence', pattern: /\b(?:class [AB] )?CDL(?:-?[AB])?\b|class [AB] (?:commercial )?(?:driver'?s? )?licen[cs]e|commercial driver'?s? licen[cs]e/i, label: { en: 'the commercial driving licence (CDL)', zh: '商用驾照（CDL）' }, examples: ['Valid Class A CDL', 'CDL-A with 1 year OTR experience'] },
  { id: 'dot-medical', kind: 'check', pattern: /\bDOT (?:physical|medical)|medical (?:examiner'?s )?card/i, label: { en: 'a DOT physical', zh: 'DOT体检' }, examples: ['Must pass a DOT physical'] },
  { id: 'drug-screen', kind: 'check', pattern: /drug (?:screen|test)(?:ing)?|hair (?:follicle )?test|pre-employment (?:drug|substance)/i, label: { en: 'a drug screen', zh: '药检' }, examples: ['Pre-employment drug screen required'] },
  { id: 'driving-record', kind: 'check', pattern: /\bMVR\b|(?:clean|good|safe) driving record|motor vehicle record|no (?:DUIs?|DWIs?)/i, label: { en: 'a clean driving record (MVR)', zh: '良好的驾驶记录' }, examples: ['Clean MVR, no DUIs in the last 5 years'] },
  { id: 'driver-licence', kind: 'licence', pattern: /(?<!commercial )driver'?s? licen[cs]e|driving licen[cs]e|\bC class licen[cs]e|\bP plates|(?:C1|C2|B2|A1|A2|B1)(?:及以上)?(?:驾照|驾驶证)|驾驶证|驾照/i, label: { en: 'a driving licence', zh: '驾照' }, examples: ["Current driver's licence and own transport", 'A2驾照，3年以上驾龄'] },
  { id: 'background-check', kind: 'check', pattern: /background (?:check|screen)|criminal (?:record )?check|fingerprint(?:ing)? clearance|\bfingerprint|\bDBS\b|enhanced disclosure|police (?:check|clearance)|working with children check|无犯罪记录/i, label: { en: 'a background check', zh: '背景审查/无犯罪记录证明' }, examples: ['Must clear an FBI fingerprint background check', 'Enhanced DBS check', '提供无犯罪记录证明'] },
  { id: 'forklift', kind: 'certificate', pattern: /forklift (?:certif|licen|ticket|card)|certified forklift|reach truck (?:licen|certif)|叉车证|叉车操作证|特种设备作业/i, label: { en: 'forklift certification', zh: '叉车证' }, examples: ['Forklift certification required (we can certify)', '持叉车证优先'] },
  { id: 'trade-licence', kind: 'licence', pattern: /journeyman(?:'s)? (?:card|licen[cs]e|ticket)|master (?:electrician|plumber)(?:'s)? licen[cs]e|(?:electrical|plumbing|gas ?fitting) licen[cs]e|licensed (?:electrician|plumber)|trade (?:licen[cs]e|ticket)|red seal|电工证|低压电工|高压电工|焊工证|特种作业操作证/i, label: { en: 'the trade licence', zh: '特种作业操作证' }, examples: ['Journeyman card (City of Columbus or reciprocal)', '持低压电工证'] },
  { id: 'white-card', kind: 'certificate', pattern: /white card|(?:general )?construction induction|\bCSCS\b|OSHA[- ]?(?:10|30)/i, label: { en: 'the site safety card (White Card, CSCS or OSHA)', zh: '工地安全证' }, examples: ['Construction White Card', 'OSHA-10 card'] },
  { id: 'food-safety', kind: 'certificate', pattern: /food (?:handler'?s?|hygiene|safety) (?:card|certificate|certification|level)|ServSafe|RSA certificate|responsible service of alcohol|健康证/i, label: { en: 'a food handler or hygiene certificate', zh: '健康证' }, examples: ["Food handler's card within 30 days of hire", '需持有健康证'] },
  { id: 'nursing-licence', kind: 'licence', pattern: /\bRN licen[cs]e|registered nurse licen[cs]e|licen[cs]ed (?:as an? )?(?:RN|registered nurse)|active (?:state )?(?:RN|nursing) licen[cs]e|compact licen[cs]e|\bNMC\b(?: PIN| registration)?|\bAHPRA\b|护士执业证书?|护士资格证/i, label: { en: 'an active nursing licence or registration', zh: '护士执业证书' }, examples: ['Active RN license in the state of Ohio', 'Current NMC PIN', '持有护士执业证书'] },
  { id: 'life-support', kind: 'certificate', pattern: /\bBLS\b|\bACLS\b|\bPALS\b|\bNRP\b|CPR (?:certif|card)|first aid (?:certif|certificate)|急救证/i, label: { en: 'life-support certificates (BLS, ACLS or CPR)', zh: '急救资格证书' }, examples: ['Current BLS and ACLS from the AHA', 'CPR certification'] },
  { id: 'clinical-registration', kind: 'registration', pattern: /\bHCPC\b|\bAHPRA\b|registered (?:physiotherapist|pharmacist|radiographer)|licensed (?:physical therapist|pharmacist)|执业药师(?:资格)?证?|康复治疗师(?:资格)?证|治疗师资格/i, label: { en: 'professional registration', zh: '执业资格证' }, examples: ['AHPRA registration as a physiotherapist', '执业药师资格证'] },
  { id: 'care-certificate', kind: 'certificate', pattern: /养老护理员(?:职业技能等级)?证书?|护理员(?:职业技能等级)?证书?|育婴员证书?|母婴护理(?:师)?证书?|\bcertified nursing assistant\b|\bCNA\b(?: certification| license| certificate)?|\b(?:home health aide|HHA) (?:certification|certificate)|\bstate-tested nursing assistant\b/i, label: { en: "a care worker's certificate (CNA, HHA)", zh: '护理员职业技能证书' }, examples: ['持有养老护理员职业技能等级证书者优先', 'Current CNA certification in Ohio', '持有母婴护理或育婴员证书'] },
  { id: 'teaching', kind: 'licence', pattern: /teaching (?:licen[cs]e|certificate|credential)|state (?:teaching )?certification|\bQTS\b|qualified teacher status|教师资格证|教师资格|幼师资格证|幼儿园教师资格/i, label: { en: 'a teaching licence or certificate', zh: '教师资格证' }, examples: ['Valid Kansas teaching license', 'QTS required', '持有初中数学教师资格证'] },
  { id: 'accounting', kind: 'certificate', pattern: /(?<!\b(?:our|outside|the|external|your|a|an) )\bCPA\b(?! (?:firm|handles|prepares|does|files))|\bACCA\b|\bCMA\b|\bCIMA\b|\bCA\b(?= qualified)|chartered accountant|中级会计(?:职称|师)|初级会计(?:职称|师)|注册会计师|会计从业资格/i, label: { en: 'an accounting qualification (CPA, ACCA or the like)', zh: '会计职称或注册会计师' }, examples: ['CPA or working towards it', '持有中级会计职称'] },
  { id: 'securities', kind: 'licence', pattern: /\bFINRA\b|Series (?:7|63|65|66|79|86|87)\b|\bSIE\b exam|证券从业资格|基金从业资格/i, label: { en: 'securities licences (FINRA Series)', zh: '证券/基金从业资格' }, examples: ['Series 7, 63, 86 and 87 within 120 days of hire', '持证券从业资格证'] },
  { id: 'engineering-licence', kind: 'licence', pattern: /\bP\.?E\.? licen[cs]e|professional engineer(?:'s)? licen[cs]e|\bEIT\b|\bP\.Eng\b|chartered engineer|注册(?:一级|二级)?建造师|一级建造师|二级建造师|注册结构工程师|注册电气工程师/i, label: { en: 'a professional engineering licence', zh: '注册建造师或注册工程师资格' }, examples: ['P.Eng. or EIT with APEGA', '持二级建造师证书'] },
  { id: 'project-management', kind: 'certificate', pattern: /\bPMP\b|\bPRINCE2\b|Gold Seal/i, label: { en: 'a project-management certificate (PMP or PRINCE2)', zh: '项目管理证书（PMP等）' }, examples: ['PMP certification preferred'] },
  { id: 'legal', kind: 'licence', pattern: /bar admission|admitted to the bar|licensed attorney|法律职业资格证?|律师执业证|司法考试|法考/i, label: { en: 'admission to practise law', zh: '法律职业资格证' }, examples: ['Admitted to the bar in New York', '通过法考，持法律职业资格证'] },
  { id: 'security-licence', kind: 'licence', pattern: /\bSIA licen[cs]e|security (?:guard |officer )?licen[cs]e|guard card|保安员证/i, label: { en: 'a security licence', zh: '保安员证' }, examples: ['Valid SIA licence', '持保安员证'] },
  { id: 'work-rights', kind: 'check', pattern: /right to work|work(?:ing)? rights|authori[sz]ed to work|work authori[sz]ation|eligible to work/i, label: { en: 'the right to work in the country', zh: '当地工作许可' }, examples: ['Full Australian working rights', 'Must be authorized to work in the US'] },
];

/** The credentials a text names, in the data's order, each once. */
export function credentialsIn(text: string): Credential[] {
  return CREDENTIALS.filter((credential) => credential.pattern.test(text));
}
