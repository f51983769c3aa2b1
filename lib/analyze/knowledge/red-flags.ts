/**
 * What scam and black-job ads write, in English and Chinese (docs/users.md: the FTC's,
 * Indeed's and LinkedIn's scam guidance; the BOSS直聘 and 51job task scams), and how agencies and
 * outsourcers name themselves. Read by lib/analyze/red-flags.ts, one sentence at a time, a negation
 * ("we never ask for payment", 不收取任何费用) ruling a match out.
 *
 * `strength`: `high` is a strong, specific sign by itself (money or bank data asked of the applicant,
 * reshipping, 刷单); `caution` signs (a chat app, a free mailbox) make a posting worth checking; a `weak` sign (urgency) is only
 * said beside another; `info` names who the employer is (an agency, a headhunter, outsourcing) and
 * never raises the level.
 */
/**
 * A promise not to ask ("you will never be asked to buy equipment or deposit a check", 本公司不以任何名义
 *收取费用): said anywhere before the match in its sentence, it rules every scam term out.
 */
export const NEVER_ASKS = /\b(?:never|will not|won't|do not|don't|does not|doesn't|shall not)\b[^.;]{0,60}\b(?:ask|request|require|charge|need|share|send|give|provide|pay)|绝不|从不|从未|不会[^，。；]{0,6}(?:要求|收取|索要|让你)|不以任何(?:名义|形式|理由)|谨防|警惕|防骗|beware of|watch out for|scam warning/i;

type RedFlagStrength = 'high' | 'caution' | 'weak' | 'info';

export interface RedFlagTerm {
  id: string;
  kind: 'scam' | 'agency';
  strength: RedFlagStrength;
  pattern: RegExp;
  /** A sentence that matches but says the opposite or the lawful thing ("paid by us", 入职后办理社保). */
  unless?: RegExp;
  examples: readonly string[];
  text: { en: string; zh: string };
}

/**
 * A cost the employer bears, one the worker repays only on leaving early (a training payback), a benefit that
 * reimburses a fee, or a duty of the job (collecting customers' deposits): not a fee asked up front. Read on
 * the clause that holds the match.
 */
const MONEY_WAIVED = /\b(?:cover(?:s|ed)?(?! letter)|(?:tuition|training|certification|licen[cs]e|exam) (?:fee )?reimbursement|never|no|not|without|free of charge|at no (?:cost|charge)|paid (?:for )?by (?:us|the company|the employer|the firm|the hospital|the agency|our company)|(?:we|the company|the employer) (?:pays?|covers?|will pay|will cover)|company[- ]paid|at our (?:cost|expense)|(?:leave|quit|resign)s? (?:within|before)[^.;]{0,60}(?:repay|reimburse|pay back)|prorated repayment)\b|免费|不收|无需|不需要?|无任何|公司(?:承担|报销|支付|负责)|由公司(?:承担|支付|负责|报销|提供)|(?:离职|未满|服务期)[^，。；]{0,12}(?:赔偿|支付|承担|返还)[^，。；]{0,4}培训费|服务期协议|违约金|负责|协助|客户|投标|质押|证券|预算|奖励|推荐奖|宿舍|住宿|退宿|考试|笔试|物价|考务/i;
const AFTER_OFFER = /\b(?:first day|day one|after (?:an? |the )?(?:offer|hire|hiring|acceptance)|upon (?:hire|hiring|acceptance|offer)|once (?:hired|you accept)|at onboarding|I-9|on your start date|new[- ]hire paperwork)\b|入职(?:后|时|当天)|录用后|签(?:订)?(?:劳动)?合同(?:时|后)|办理(?:社保|入职|工资卡)|缴纳社保/i;

export const RED_FLAG_TERMS: readonly RedFlagTerm[] = [
  {
    id: 'fee',
    kind: 'scam',
    strength: 'high',
    pattern:
      /\b(?:registration|application|training|onboarding|processing|starter[- ]kit|background[- ]check|screening|placement|activation|enrol(?:l)?ment|portfolio|casting) fee\b|\bfee (?:is |must be )?(?:paid|payable|due) by (?:the )?(?:candidate|applicant|new hire|you)\b|\brefundable\b[^.;!]{0,50}\b(?:deposit|fee)\b|\b(?:course |training |program )?tuition\b[^.;!]{0,20}\b(?:due|payable)\b|(?:[$£€₹]|\bRs\.?\s?|\bINR\s?)\d[\d,]*(?:\.\d+)?\)?,?\s*(?:payable|due|paid upfront|upfront)\b|\b(?:you|applicants?|candidates?|new hires?|trainees?|talent)\s+(?:must|will|need to|are required to|have to)\s+(?:first\s+)?(?:pay|purchase|buy)\b[^.;!]{0,50}(?:[$£€₹]|\bRs\.?|\bINR|\bfees?\b|\bdeposit\b|\bkit\b|\bequipment\b|\bcourse\b|\bsoftware\b|\bmaterials\b|\bsamples?\b)|\b(?:pay|payment of|deposit of)\s+(?:a\s+|the\s+|an?\s+)?(?:[$£€₹]|\bRs\.?\s?|\bINR\s?)\d[\d,]*[^.;!]{0,40}\b(?:deposit|fee|kit|equipment|training|course|laptop)\b|签约费|模卡(?:费|套餐)|定妆照套餐|(?:需|须|要|先|应|请)?(?:交|缴纳?|交纳|支付|付|自付|自理|转|转账|充值)[^，。；]{0,8}(?:报名费|培训费|押金|服装费|工装费|工服费|保证金|入职费|介绍费|中介费|资料费|建档费|签约费|上岗费|服务费)|(?:报名费|培训费|押金|服装费|工装费|工服费|保证金|入职费|介绍费|中介费|资料费|建档费|签约费|上岗费)[^，。；]{0,12}(?:\d+\s*元|自理|自付|由本人|本人承担|现金|交给|先交|缴纳)|押身份证|扣押?(?:身份证|证件)|(?:入职|上岗)前[^，。；]{0,6}(?:先)?(?:购买|买)[^，。；]{0,6}(?:产品|手机|设备)|先(?:交|缴|付)[^，。；]{0,4}(?:钱|费)/i,
    unless: MONEY_WAIVED,
    examples: [
      'A one-time $89 starter kit fee is required before your first shift.',
      'Candidates must purchase the training software ($249).',
      'A refundable registration deposit of $50 holds your place.',
      '入职需交押金2000元',
      '需缴纳培训费680元，考核通过后返还',
      '入职前需先购买公司产品',
      'The $45 screening fee is paid by the candidate and must be completed within 48 hours.',
      'Course tuition $199, due at enrollment (payment plans available)',
      'pay Rs 3,500 refundable laptop security deposit to the account given by HR',
      'a professional portfolio shoot with our photographer ($349, payable at the studio)',
    ],
    text: { en: 'It asks you to pay before you work', zh: '要求你先付钱' },
  },
  {
    id: 'medical-fee-partner',
    kind: 'scam',
    strength: 'high',
    pattern: /(?:合作|指定)(?:医院|门诊部?|体检中心|机构)[^。；]{0,40}体检费|体检费[^。；]{0,30}(?:现场|招工办|公司|我司|站点)[^。；]{0,6}(?:交|缴)/,
    unless: MONEY_WAIVED,
    examples: ['统一到我司合作医院办理入职体检，体检费260元由本人先行缴纳，在招工办现场交费'],
    text: { en: 'It has you pay a medical fee to it or to a clinic it chose: a known fee scam', zh: '要求把体检费交给招聘方或其“合作医院”：常见收费骗局' },
  },
  {
    id: 'medical-fee',
    kind: 'scam',
    strength: 'caution',
    pattern: /体检费|(?:到|去)指定(?:医院|机构)[^，。；]{0,6}体检|\bmedical (?:exam|check) (?:fee|at your (?:own )?cost)\b/i,
    unless: MONEY_WAIVED,
    examples: ['体检费150元自理，需到指定医院', 'Medical exam fee of $120 is paid by the applicant'],
    text: { en: 'It has you pay for a medical check at a place it names', zh: '要求自付体检费，或到指定机构体检' },
  },
  {
    id: 'personal-data',
    kind: 'scam',
    strength: 'high',
    pattern:
      /\b(?:send|email|text|upload|submit|forward|share|provide|complete|fill (?:in|out)|attach)\b[^;!]{0,140}\b(?:social security (?:number|card)|SSN|bank (?:account|details|information|login|card|name)|routing (?:number|no)|account number|credit card (?:number|details)|debit card (?:number|details)|online banking (?:login|password|details))\b|(?:上交|交出|扣押|押|收取?|留下|保管|邮寄)[^，。；]{0,6}身份证原件|(?:提供|上交|交出|发送|告知)[^，。；]{0,8}(?:银行卡(?:和|及|与)?密码|手机验证码|手机服务密码|支付宝(?:账号和)?密码)|银行卡号?(?:和|及|与)密码/i,
    unless: AFTER_OFFER,
    examples: [
      "Please send a photo of your driver's license and your SSN to schedule the interview.",
      'To be scheduled for an interview, email hiring@example.com with: full legal name, date of birth, Social Security Number, bank name, routing and account number.',
      'Provide your bank account and routing number for direct deposit setup before the interview.',
      '面试需上交身份证原件',
      '需提供银行卡和密码开通工资卡',
    ],
    text: { en: 'It asks for your bank or Social Security details before any interview', zh: '面试前就索要银行卡密码、证件原件等敏感信息' },
  },
  {
    id: 'id-held',
    kind: 'scam',
    strength: 'high',
    pattern: /(?:身份证|证件)原件[^，。；]{0,10}(?:交由|由公司|交给公司|公司)[^，。；]{0,6}(?:保管|扣押|统一保管|代管)|(?:扣押|扣留|代为保管|统一保管)[^，。；]{0,6}(?:身份证|证件|护照)(?:原件)?|\b(?:we|the company|the employer) (?:will )?(?:hold|keep|retain) (?:your|the workers'?) passports?\b/i,
    unless: /当场|核验|查验|核对|验后|验证后/,
    examples: ['入职当天需将身份证原件交由公司人事保管，离职时归还', 'The company will hold your passport for the length of the contract.'],
    text: { en: 'It keeps your ID or passport: unlawful, and a sign of forced work', zh: '扣押身份证或护照：违法，也是强迫劳动的迹象' },
  },
  {
    id: 'loan-in-your-name',
    kind: 'scam',
    strength: 'high',
    pattern: /(?:用|使用|以)(?:本人|个人|你的|自己的)(?:身份证|名义|信息)[^，。；]{0,30}(?:信用卡|网贷|贷款|额度|借款|套现)|\b(?:open|take out|apply for)\s+(?:a\s+)?(?:credit cards?|loans?)\s+in your (?:own )?name\b/i,
    examples: ['入职第一周需使用本人身份证在合作平台完成实名注册并申请额度', '入职后以个人名义申请公司指定的信用卡及网贷额度用于公司业务周转', 'You will open credit cards in your own name to meet sales targets.'],
    text: { en: 'Loans or credit cards taken out in your name for the company', zh: '用你的名义办信用卡或贷款给公司用' },
  },
  {
    id: 'id-copy',
    kind: 'scam',
    strength: 'caution',
    pattern: /\b(?:send|email|text|upload|submit|forward|share)\b[^;!]{0,80}\b(?:(?:copy|photo|picture|scan|image) of (?:your )?(?:government[- ](?:issued )?)?(?:passport|ID|identity card|national ID)|(?:ID|passport) (?:photo|copy|scan)|selfie (?:holding|with))\b|(?:身份证|银行卡)(?:正反面|照片|号)?[^，。；]{0,6}(?:发至|发到|发送至|寄到|私信)|(?:发送|发到|发至|私信|提供)[^，。；]{0,10}(?:身份证(?:正反面|照片|号)|银行流水)|(?:报名|面试前|应聘时?)[^。；]{0,12}(?:发送|提供|上传|填写)[^。；]{0,30}银行卡/i,
    unless: /\b(?:right to work|work permit|visa status|driver'?s licen[cs]e|CDL|first day|after (?:an? |the )?offer|upon hire|onboarding|I-9)\b|入职(?:后|时)|录用后|办理社保|签合同/i,
    examples: ['Email a scan of your passport and a selfie holding it to be considered.', '请将身份证照片发至邮箱', '面试前请提供身份证正反面和银行流水', '报名请先发送：身份证正反面照片、本人银行卡号及开户行'],
    text: { en: 'It asks for a copy of your ID before anyone has met you', zh: '还没面试就要身份证件照片或银行流水' },
  },
  {
    id: 'chat-interview',
    kind: 'scam',
    strength: 'caution',
    pattern: /\binterview(?:s|ed)?\b[^.;!]{0,40}\b(?:via|on|over|through|by)\s+(?:a\s+)?(?:telegram|whatsapp|signal|wickr|google hangouts?|hangouts|text(?:ing)? (?:message|chat)|instant messag\w+|chat app)|(?:面试|面谈)[^，。；]{0,8}(?:通过|在|用)?\s*(?:微信|QQ|TG|飞机|Telegram)\s*(?:上|里)?(?:进行|聊|沟通)/i,
    examples: ['The interview will be conducted via Telegram chat with our hiring manager.', '面试通过QQ进行'],
    text: { en: 'The "interview" is a chat in a messaging app', zh: '“面试”只在聊天软件里进行' },
  },
  {
    id: 'chat-only',
    kind: 'scam',
    strength: 'caution',
    pattern:
      /\b(?:contact|text|message|reach|whatsapp|apply|add)\b[^.;!]{0,30}\b(?:on|via|through|at|by)\s+(?:whatsapp|telegram|signal|wickr|viber|kik)\b|\b(?:whatsapp|telegram|signal)\s*(?:only|me|us|@|:|\+)|(?:加|添加|联系|私信|扫码加)[^，。；]{0,6}(?:微信|VX|vx|V信|威信|薇信|QQ|扣扣|飞机|TG)|(?:微信|VX|vx|QQ)\s*(?:号)?\s*[:：]\s*[\w-]{5,}/i,
    examples: ['Text or WhatsApp us at +1 555 0142 to apply.', 'Telegram: @hr_northvale', '有意者加微信详聊', '联系QQ：123456789'],
    text: { en: 'It moves you to a chat app rather than the company\'s own channels', zh: '让你转到微信、QQ 等聊天软件联系' },
  },
  {
    id: 'personal-email',
    kind: 'scam',
    strength: 'caution',
    pattern: /(?<![\w.+-])[\w.+-]{1,64}@(?:gmail|googlemail|yahoo|ymail|hotmail|outlook|live|aol|icloud|proton(?:mail)?|gmx|mail|qq|163|126|sina|sohu|foxmail|yeah|139)\.(?:com|cn|net|me|co\.uk|ca|com\.au)\b/i,
    examples: ['Send your CV to northvale.hr.dept@gmail.com', '简历投递：hr_zhang@163.com'],
    text: { en: 'It gives a personal mailbox (a free email service), not the company\'s', zh: '联系邮箱是个人免费邮箱，不是公司邮箱' },
  },
  {
    id: 'reshipping',
    kind: 'scam',
    strength: 'high',
    pattern: /\bre-?ship(?:ping|s)?\b[^.;!]{0,60}\b(?:labels?|overseas|abroad|address(?:es)? we (?:provide|send))|\b(?:at|from) (?:your )?home\b[^.;!]{0,60}\bre-?ship|\bpackage (?:forwarding|handling|inspector|receiving|processing) (?:agent|assistant|coordinator|specialist|inspector|job)|\bpackage (?:quality (?:control )?)?inspector\b|\b(?:receive|accept|inspect)\b[^.;!]{0,30}\bpackages?\b[^.;!]{0,30}\b(?:at|from|in) your (?:home|house|apartment)|\bparcel (?:forwarding|reshipping)\b|\b(?:accept|receive|collect) (?:deliveries|parcels|packages)\b[^.;!]{0,30}\b(?:at|to) your (?:home|address)\b|\b(?:send|ship|forward|post) (?:them|the (?:parcels|packages|items|goods)) (?:overseas|abroad)\b|(?:用|以)(?:本人|自己|你)的?(?:姓名|名字|名义)[^，。；]{0,10}(?:接收|代收|收)[^，。；]{0,8}(?:包裹|快递)|重新打包[^，。；]{0,10}(?:寄出|转寄|发往)|(?:在家|居家)[^，。；]{0,6}代收(?:快递|包裹)?|代收(?:快递|包裹)[^，。；]{0,10}(?:转寄|寄出|每件)/i,
    examples: ['Accept deliveries at your home under your own name', 'Receive packages at your home, inspect them and reship them with our prepaid labels.', 'Package Quality Inspector (work from home)', '在家代收快递，每件15元', '居家快递代收员'],
    text: { en: 'Parcels sent to your home and sent on: a known reshipping scam', zh: '在家代收、转寄包裹：常见的转运骗局' },
  },
  {
    id: 'money-handling',
    kind: 'scam',
    strength: 'high',
    pattern:
      /\b(?:deposit|cash)\b[^.;!]{0,40}\b(?:checks?|cheques?)\b[^.;!]{0,60}\b(?:send|wire|transfer|forward)\b[^.;!]{0,30}\b(?:balance|rest|remainder|difference|surplus|funds|money|vendor|supplier|payment)\b|\bdeposit the (?:check|cheque)\b[^.;!]{0,30}\bkeep\b|\bcashier'?s (?:check|cheque)\b|\bremaining (?:funds|balance|money)\b[^.;!]{0,40}\b(?:buy|purchase|send|wire|transfer)\b|\b(?:mail|send|courier)\s+you\s+an?\s+(?:check|cheque)\b|\b(?:checks?|cheques?)\b[^.;!]{0,40}\binto your (?:own |personal )?(?:bank )?account\b|\b(?:receive|process|transfer|forward)\s+(?:customer\s+|client\s+)?(?:payments|funds|money)\s+(?:into|through|via|from)\s+(?:your|a personal)|\b(?:paid|salary|wages?|payroll|compensation)\b[^.;!]{0,20}\b(?:in|via|through|as|using)\s+(?:\w+\s+)?(?:bitcoin|crypto(?:currency)?|USDT|gift cards?)\b|\byou\b[^.;!]{0,30}\b(?:buy|purchase)\s+(?:\w+\s+){0,3}gift cards?\b|\b(?:buy|purchase)\b[^.;!]{0,40}\bfrom (?:our|the|a) (?:approved |preferred |designated )?vendor\b[^.!]{0,80}\b(?:check|cheque|reimburs)|(?:用|通过)(?:本人|个人|自己的)(?:银行卡|账户|支付宝|微信)[^，。；]{0,10}(?:代收|收款|接收[^，。；]{0,4}(?:货款|款项|转账)|转账|走账)|(?:以|用)(?:USDT|虚拟币|比特币|泰达币)[^，。；]{0,4}(?:发薪|发放工资|结算工资|支付工资)|充值(?:虚拟币|USDT)|走账|跑分|帮公司(?:收款|转账)|(?:工资|佣金|报酬)[^，。；]{0,10}(?:虚拟币|USDT|比特币|泰达币)|信用卡(?:套现|代还)/i,
    examples: [
      'Deposit the company cheque and send the balance to our supplier.',
      '用个人银行卡帮公司走账，按流水提成',
      'Payment Processing Agent: receive client payments into your account and transfer 90%.',
      'Salary is paid in USDT to your crypto wallet.',
      'Purchase your equipment from our approved vendor and a check will reimburse you.',
      '招聘跑分员，日赚500',
      'Wages are paid in USDT to your crypto wallet.',
    ],
    text: { en: 'Money passes through your hands (cheques, transfers, gift cards, crypto): a classic fraud pattern', zh: '要你经手资金（代收款、转账、虚拟币）：典型诈骗套路' },
  },
  {
    id: 'task-scam',
    kind: 'scam',
    strength: 'high',
    pattern:
      /刷单|刷信誉|刷好评|点赞员|抖音点赞|关注点赞|补单员|垫付[^，。；]{0,8}(?:返佣|佣金|本金)|先垫付(?:货款|订单|本金)|垫付货款|先垫后返|\btop(?:s|ped)?[- ]?up\b[^.;!]{0,60}\b(?:tasks?|unlock|commission)\b|\b(?:tasks?|unlock)\w*\b[^.;!]{0,60}\btop(?:s|ped)?[- ]?up\b|做任务[^，。；]{0,4}(?:赚|返|拿佣金)|动动手指|躺赚|\b(?:like|liking|watch(?:ing)?)\s+(?:youtube\s+|tiktok\s+)?(?:videos|posts)\b[^.;!]{0,40}(?:\$|earn|paid|commission)|\b(?:app|product|hotel) (?:optimi[sz]ation|rating) tasks?\b|\bpay you\s+(?:\$?\d[\d.,]*\s*(?:\/\w+|per \w+|an? \w+)\s+)?to (?:like|follow|watch|rate)\b|\b(?:earn|paid|make)\b[^.;!]{0,30}\b(?:liking|watching|following)\s+(?:\w+\s+)?(?:videos|posts)\b|\bcomplete (?:simple )?tasks? (?:to|and) (?:earn|unlock)/i,
    examples: ['Earn $45/hour liking YouTube videos from your phone.', '招聘抖音点赞员，日结', '垫付后返佣金，轻松赚钱', 'To unlock higher-paying task sets, members top up their account with USDT', '按要求下单，先垫付货款后确认收货并好评', 'We pay you to like, follow and watch videos on TikTok'],
    text: { en: 'Paid "tasks" (likes, ratings, orders): the task scam that ends with you paying in', zh: '“做任务”赚钱（刷单、点赞）：最后要你垫钱的任务骗局' },
  },
  {
    id: 'easy-money',
    kind: 'scam',
    strength: 'high',
    pattern:
      /\b(?:earn|make|get paid)\s+(?:up to\s+|over\s+)?[$£€₹]\s?\d[\d,.]*k?\+?\s*(?:\/|per|a|each|every)\s*(?:week|wk|day)\b[^.;!]{0,60}\bfrom (?:home|your phone)\b|\bno experience\b[^.;!]{0,60}[$£€₹]\s?\d[\d,.]*k?\+?\s*(?:\/|per|a)\s*(?:week|wk|day)\b[^.;!]{0,30}\bfrom home\b|手机(?:兼职|赚钱)[^。；]{0,12}(?:日结|日赚|月入)|(?:在家|宝妈|手机)[^，。；]{0,10}(?:日赚|日入)\s*\d{3,}|(?:在家|宝妈|朋友圈)[^，。；]{0,10}月入(?:过万|上万|[1-9]\d{4,})/i,
    examples: ['Earn $800 per week from home, no experience needed!', '手机兼职，日结200+', '宝妈在家日赚300'],
    text: { en: 'Easy money from home with no skill: no real employer pays that', zh: '在家轻松高收入、无需技能：正规雇主不会这样付钱' },
  },
  {
    id: 'piece-typing',
    kind: 'scam',
    strength: 'high',
    pattern: /\b(?:data entry|typing|captcha|copy[- ]?paste|form[- ]filling|ad posting)\b[^.;!]{0,50}\bper (?:page|form|word|entry|captcha|ad|post)\b[^.;!]{0,50}\b(?:home|phone|online)\b|\b(?:data entry|typing|captcha|form[- ]filling)\b[^.;!]{0,20}\b(?:from|at) home\b[^.;!]{0,40}\bper (?:page|form|entry|captcha|word)\b|\bhome typists?\b|\b(?:from|at) home\b[^.;!]{0,50}\b(?:data entry|typing|form[- ]filling|captcha)\b[^.;!]{0,40}\bper (?:page|form|entry|captcha)\b|(?:在家|居家|手机|兼职)[^，。；]{0,8}打字员?|打字员[^，。；]{0,10}(?:在家|按字|计件|日结|兼职)|(?:录入员|抄写员)[^，。；]{0,10}(?:按字|计件|日结|在家)|(?:手工活|串珠)外发|外发手工/i,
    examples: ['Data entry from home: $15 per form, paid weekly', 'Home typists paid per page, work from home', '招聘在家打字员，按字数结算'],
    text: { en: 'Typing or data entry at home paid by the piece: a common scam format', zh: '在家打字、录入按件计酬：常见骗局形式' },
  },
  {
    id: 'high-day-rate',
    kind: 'scam',
    strength: 'caution',
    pattern: /(?:日结|日薪|日工资)[^，。；\d]{0,10}(?:[4-9]\d\d|[1-9]\d{3,})|(?:[4-9]\d\d|[1-9]\d{3,})\s*元?\s*\/?\s*(?:天|日)[^。；]{0,10}(?:日结|当天结)/,
    unless: /(?:技工|焊工|电工|木工|瓦工|钢筋|架子工|吊车|司机|持证|证书|经验\s*\d|年以上)/,
    examples: ['兼职日结500元/天，无需经验', '800元/天，当天结算', '日薪600-800元，干满7天结算'],
    text: { en: 'A high day rate paid daily, for no skill named', zh: '无技能要求却高额日结' },
  },
  {
    id: 'overseas',
    kind: 'scam',
    strength: 'high',
    pattern: /(?:柬埔寨|缅甸|老挝|西港|妙瓦底|金三角)[^。；\n]{0,40}(?:包机票|机票报销|报销机票|包往返机票)|(?:包机票|机票报销|报销机票|包往返机票)[^。；\n]{0,40}(?:柬埔寨|缅甸|老挝|西港|妙瓦底|金三角)|(?:客服|打字|话务|推广|文员)[^。；\n]{0,30}(?:东南亚|海外)[^。；\n]{0,30}(?:包机票|包往返机票|机票报销)|(?:柬埔寨|缅甸|老挝|西港|妙瓦底|金三角)[^。；\n]{0,40}(?:包吃住|护照)|\b(?:cambodia|myanmar|laos)\b[^.;!]{0,60}\b(?:flight|air ?ticket|visa)\b[^.;!]{0,30}\b(?:paid|provided|covered|included)/i,
    examples: ['柬埔寨客服，月薪2万，包机票包吃住', '海外客服专员（东南亚 包机票）', 'Customer service in Cambodia, flight and visa provided, $3,000/month'],
    text: { en: 'High pay abroad with the flight paid, in places known for forced scam work', zh: '境外高薪、包机票，且在电诈高发地区' },
  },
  {
    id: 'certificate-rental',
    kind: 'scam',
    strength: 'high',
    pattern: /挂证|证书[^。；]{0,10}挂靠|挂靠[^。；]{0,10}证书|高价收[^，。；]{0,16}证|(?:收|招)[^，。；]{0,6}(?:建造师|造价师|安全员)[^。；]{0,30}(?:无需|不用|不必)(?:到岗|上班|坐班)|证书在我司注册[^。；]{0,12}(?:无需|不用)到岗/,
    examples: ['高价收一建挂证，不用上班', '证书挂靠，年薪3万', '长期高价收一级建造师、二级建造师证书', '证书挂靠协议，期限一至三年'],
    text: { en: 'Renting out your certificate ("挂证") is illegal', zh: '“挂证”是违法的' },
  },
  {
    id: 'nightlife',
    kind: 'scam',
    strength: 'caution',
    pattern: /(?:KTV|夜总会|会所|夜场)[^，。；]{0,10}(?:公关|商务|佳丽|模特|礼仪)|(?:公关|商务)(?:佳丽|模特)|日结\s*(?:过千|千元以上|上千)/i,
    examples: ['高端KTV招聘商务公关，日结过千', '会所礼仪模特，日结千元以上'],
    text: { en: 'Nightlife "hostess" work dressed as another job', zh: '以“公关、商务、模特”为名的夜场工作' },
  },
  {
    id: 'loan-promotion',
    kind: 'scam',
    strength: 'caution',
    pattern: /网贷|贷款(?:推广|业务|专员)|信用卡(?:推广|办理)[^，。；]{0,6}(?:提成|返)|征信修复|下款/,
    examples: ['文员，主要负责网贷客户回访', '贷款专员，底薪+高提成'],
    text: { en: 'The work is selling loans or credit, whatever the title says', zh: '实际工作是推销贷款或信用卡' },
  },
  {
    id: 'invite-code-app',
    kind: 'scam',
    strength: 'high',
    pattern: /邀请码[^，。；]{0,10}(?:注册|接单|下载|激活)|(?:应用商店|官方(?:商店|渠道))[^，。；]{0,4}(?:搜不到|下载不到|没有)|\binvitation code\b[^.;!]{0,30}\b(?:register|sign up|app|activate)\b|\bnot (?:available |listed )?(?:in|on) the (?:app store|play store|google play)\b[^.;!]{0,40}\b(?:invitation|invite|link we send)\b/i,
    examples: ['使用邀请码注册并完成实名认证后即可接单', '需下载指定APP（应用商店搜不到，请用链接安装）', 'The app is not available in the App Store, so use the invitation link we send.'],
    text: { en: 'Work through an app you can only get by link and invitation code: the task-scam set-up', zh: '只能通过链接和邀请码安装的 APP 接单：典型兼职诈骗' },
  },
  {
    id: 'unknown-app',
    kind: 'scam',
    strength: 'caution',
    pattern: /(?:下载|安装)[^，。；]{0,8}(?:APP|app|软件|客户端)[^，。；]{0,8}(?:注册|接单|审核|做任务)|\b(?:download|install)\s+(?:our|the|this)\s+(?:\w+\s+)?app\b[^.;!]{0,40}\b(?:to (?:start|begin|get (?:tasks|paid))|tasks)/i,
    examples: ['需下载指定APP注册接单', 'Download our app to start earning tasks'],
    text: { en: 'It has you install an app to start working', zh: '要求下载指定 APP 才能“上岗”' },
  },
  {
    id: 'personal-payroll',
    kind: 'scam',
    strength: 'caution',
    pattern: /(?:个人|私人)(?:微信|支付宝|账户|账号)[^，。；]{0,8}(?:发放?|转账|结算)[^，。；]{0,4}(?:工资|报酬)?|(?:工资|报酬)[^，。；]{0,8}(?:个人|私人)(?:微信|支付宝|账户)|\bpaid (?:through|via|by) (?:personal )?(?:paypal|zelle|cash ?app|venmo|wise)\b/i,
    examples: ['工资通过个人微信转账发放', 'You will be paid via Zelle every Friday'],
    text: { en: 'Wages paid from a personal account, not a payroll', zh: '用个人账户发工资，而不是公司代发' },
  },
  {
    id: 'urgency',
    kind: 'scam',
    strength: 'weak',
    pattern: /\b(?:urgent(?:ly)? (?:hiring|need(?:ed)?)|immediate (?:start|hire|hiring)|limited (?:spots|positions|slots|openings)|only \d+ (?:spots|positions) (?:left|remaining)|(?:respond|reply|apply) (?:within|in) (?:24|48) hours|act (?:now|fast))\b|名额有限|先到先得|仅招\d+名|马上上岗|当天上岗|即刻上岗|速来|手慢无/i,
    examples: ['Urgent hiring! Only 5 spots left, respond within 24 hours.', '名额有限，先到先得', '当天上岗'],
    text: { en: 'It presses you to act fast', zh: '催你尽快行动' },
  },
  // Who the employer is: not a scam, but the user wants to know.
  {
    id: 'agency',
    kind: 'agency',
    strength: 'info',
    pattern: /\b(?:on behalf of (?:our|a|an) (?:client|leading|well[- ]known|major)|our client(?:,|\s+(?:is|a|an|–|-|based|in))|we are (?:a|an) (?:\w+ )?(?:staffing|recruitment|recruiting|employment) (?:agency|firm|company|consultancy)|staffing (?:agency|firm|partner|company)|recruitment (?:agency|consultancy|firm)|temp(?:orary)?[- ]to[- ](?:perm|hire)|agency (?:worker|staff|nurses?|position|assignment))\b|劳务派遣|派遣制|派遣员工/i,
    examples: ['We are recruiting on behalf of our client, a leading logistics company.', 'Temp-to-perm assignment through our staffing agency', '劳务派遣，派遣至某汽车工厂'],
    text: { en: 'Posted by an agency for another employer: ask who the employer is', zh: '由中介/派遣机构代招：问清实际用人单位' },
  },
  {
    id: 'headhunter',
    kind: 'agency',
    strength: 'info',
    pattern: /猎头|\bheadhunt(?:er|ing|ers)\b|\bexecutive search\b/i,
    examples: ['本职位由猎头顾问代招', 'Our executive search team is retained for this role'],
    text: { en: 'A headhunter posts this for a client: ask who the employer is', zh: '猎头代招：问清实际用人单位' },
  },
  {
    id: 'outsourcing',
    kind: 'agency',
    strength: 'info',
    pattern: /外包|驻场|派驻(?:到|至)?|人力外包|\boutsourc(?:ed|ing) (?:role|position|project|contract)\b|\bon-?site at (?:our|a) client\b|\bclient[- ]site (?:role|position|assignment)\b/i,
    unless: /不是外包|非外包|不外包/,
    examples: ['外包岗位，驻场华为', 'This is an outsourced role, on-site at our client in Pune'],
    text: { en: 'Outsourced work: you are employed by the vendor, placed at a client', zh: '外包/驻场：劳动关系在外包公司，人在客户处工作' },
  },
];

/** Names of staffing, labour-dispatch and HR-service companies. */
export const AGENCY_COMPANY = /\b(?:staffing|recruit(?:ment|ing)|personnel|employment (?:agency|services)|talent (?:solutions|partners))\b|人力资源|劳务|人才服务|外包服务|派遣/i;

/** "Always accepting", pipeline and evergreen postings, 常年招聘: a stale sign when another agrees. */
export const ALWAYS_OPEN = /\b(?:always (?:accepting|hiring|looking for)|accepting applications (?:on an? )?(?:ongoing|continuous) basis|(?:ongoing|continuous) (?:recruitment|hiring)|(?:for|into|join) our talent (?:pipeline|pool)|evergreen (?:role|posting|requisition|position)|pipeline (?:role|requisition|position|posting)|future (?:openings|opportunities|vacancies) (?:as they arise|in our)|no (?:current )?(?:opening|vacancy)[^.;]{0,30}(?:future|pool))\b|常年招聘|长期招聘|常年有效|长期有效|人才储备|储备人才/i;

/** Lines that carry the words but not the sign: the table's meta-test checks none of them matches. */
export const NOT_RED_FLAGS: readonly string[] = [
  'We will never ask you for payment of any kind.',
  'Background check and drug screen paid by the company.',
  'Please bring your I-9 documents on your first day; we will set up direct deposit after your offer.',
  'Uniforms are provided free of charge.',
  '本公司招聘不收取任何费用',
  '入职体检费用由公司承担',
  '入职后办理社保需提供身份证复印件',
  '离职需按服务期协议赔偿培训费',
  'Experience with cryptocurrency exchanges and blockchain protocols is a plus.',
  'You will handle customer payments at the front desk and balance the till.',
  'Interviews are held on site at our Leeds depot.',
  'Commission is paid monthly on top of a $42,000 base salary.',
  'Fruit pickers are paid $28 per bin; accommodation available at the farm.',
  'Translation paid per word, invoiced monthly, with a signed contract.',
  'Apply through our careers site at careers.northvale.example.',
  '储备干部，入职后轮岗学习',
  '钢筋工日结400元/天，需持证',
  'Our recruiter will contact shortlisted candidates by email.',
  // Lines a first version called high (a review by a reader of the code): lawful, every one.
  'Weekly pay, paid training, uniforms provided.',
  'Shift differential pay and certification reimbursement.',
  'Great pay, CDL training available',
  'Candidates must pay close attention to detail.',
  'You will purchase parts and supplies for the maintenance team.',
  'Process purchase orders for equipment',
  'Our client covers the placement fee.',
  'Training fee reimbursement up to $2,000 a year',
  'Responsibilities include bank account reconciliations',
  'Process cash and credit card transactions at the register',
  "Send your CV with a copy of your driver's license (CDL class A).",
  'Please provide a copy of your passport or right to work documents.',
  'Cashing checks and accepting deposits for members',
  'Deposit checks daily and balance the drawer',
  'Payment Processing Specialist',
  'Competitive salary at a leading crypto exchange',
  'Assist customers who want to buy gift cards',
  'Paid holidays and a 401(k) plan to save for retirement',
  'Help customers top up their prepaid account',
  'Review products and earn commission on each sale',
  'Drivers earn $1,500 per week with paid training, no experience required',
  'Load, inspect and deliver packages to customers at their homes',
  'We reship replacement items to customers',
  "Please don't share your SSN or bank details with anyone who contacts you about this job.",
  '负责投标保证金的缴纳与退回',
  '负责收取客户押金',
  '宿舍押金100元，退宿时退还',
  '负责公司培训费用预算',
  '介绍老乡进厂，奖励介绍费500元',
  '质押证券业务',
  '需提供本人银行卡用于工资发放',
  '需用本人身份证办理健康证',
  '出差费用先垫付，凭票报销',
  '驿站店员，负责代收快递',
  '一件代发快递',
  '负责派件及代收货款',
  '暑假工学生月入4000以上',
  '招聘打字员',
  '负责东南亚市场拓展，月薪15K',
  '迪拜项目，公司办理签证',
  '东南亚电站项目机械工程师，包往返机票，年假探亲',
  '日结工资发到本人银行卡，报名时请带身份证',
  '招聘专职安全员（持C证）',
  '招聘二级建造师（持证）',
  '到公司指定医院体检，体检费由公司承担',
  '车辆挂靠我司，手续齐全',
  '笔试报名费按物价部门规定收取',
];
