/**
 * The words a distilled capture keeps as they are (lib/report/distill.ts): what readers and normalizers
 * key on (section headings, employment and work-mode words, units of pay and time, dates, seniority,
 * education) and the plain words of English and Chinese job ads that name nobody. Everything else in a
 * real page's text is replaced by an invented word of the same length. Skill names and place names are
 * kept too; they come from the taxonomy and the place tables, not from here.
 */

export const KEPT_ENGLISH = `
a an the and or but nor of to in on at by for with from as into onto over under about above below after before between
through during without within across along around per via than then so if not no yes all any each every some many more most
less least other another such only own same few both either neither also too very just well up down out off again further
once here there when where why how what which who whom whose this that these those it its is are was were be been being am
have has had having do does did doing will would shall should can could may might must i me my we us our ours you your yours
he him his she her they them their theirs one two three four five six seven eight nine ten first second third new old
email phone job jobs role roles position positions opening vacancy vacancies posting post posted reposted ago today yesterday now just
hour hours day days week weeks month months year years minute minutes annual annually yearly monthly weekly daily hourly
hr yr mo wk pa p.a per salary salaries pay paid wage wages compensation base bonus bonuses equity stock options commission
ote range estimated est from up to k usd eur gbp aud cad nzd sgd inr cny rmb hkd jpy chf sek nok dkk pln
full part time full-time part-time fulltime parttime permanent contract contractor temporary temp fixed term internship intern
interns apprenticeship graduate seasonal casual freelance volunteer employment type schedule shift shifts
remote hybrid onsite on-site site office in-office home work working workplace flexible location locations based anywhere
senior junior mid level entry lead principal staff head chief director manager management associate assistant executive
vp vice president officer specialist coordinator engineer engineers engineering developer developers development software
hardware data analyst analysts analytics scientist science research researcher designer design product products project
projects program programme operations sales marketing support customer customers service services nurse nursing driver
drivers teacher teaching accountant accounting finance financial consultant technician administrator admin clerk
responsibilities responsibility requirements requirement qualifications qualification preferred required minimum basic designation
qualified desired desirable essential criteria skills skill experience experiences benefits benefit perks perk offer offers about
description overview summary duties duty tasks task key main what youll you'll we're were ll re ve bring look looking need
needs see ideal candidate candidates profile nice plus bonus points who whom role team teams company companies our us join
why love day-to-day impact apply applicants applicant application applications click easy now save share report similar
degree bachelor bachelors bachelor's master masters master's phd doctorate diploma certificate certification licence license
education school university college high equivalent relevant field fields years' year's
strong excellent good great solid proven demonstrated ability abilities knowledge understanding familiarity proficiency
proficient hands-on communication written verbal english chinese language languages work-life balance health dental vision
insurance medical pension retirement 401k leave vacation holiday holidays sick parental maternity paternity pto training
learning growth career opportunity opportunities equal employer eeo diversity inclusion disability veteran status
include includes including include: such as etc plus years+ yrs month's
industry industries function functions seniority criteria level mid-senior not applicable other information technology
responsibilities: requirements: qualifications: benefits: build building built manage managing develop developing design
designing lead leading own owning drive driving support supporting write writing review reviewing maintain maintaining
improve improving collaborate collaborating partner partnering create creating deliver delivering ensure ensuring help
helping monday tuesday wednesday thursday friday saturday sunday mon tue wed thu fri sat sun
january february march april may june july august september october november december
jan feb mar apr jun jul aug sep sept oct nov dec
size employees employee headquarters founded website industry sector revenue rating ratings reviews review overview
deadline closing date expires expired closed open opens listed listing listings result results search filter filters sort
sign log login register account continue cancel close back next previous more less show hide see all view details detail
metro metropolitan area greater city region county district state province suburb town downtown central north south east west
people clicked applied apply applying company's benefits: location: type: salary: category categories department
you're you'll you've you'd we'll we've we'd they're they'll it's that's what's who's let's don't won't can't isn't aren't
doesn't didn't haven't i'm i'll i've here's there's fit fits probably likely ideally ideal bonus must must-have
nice-to-have like really great things thing get got make makes making part culture values mission vision story
`;

/** Words of the German and French ads on StepStone, XING and Welcome to the Jungle that readers key on. */
export const KEPT_OTHER = `
vollzeit teilzeit festanstellung befristet unbefristet homeoffice home-office mobiles arbeiten vor tagen tag stunden stunde
woche wochen monat monate jahr jahre aufgaben ihre ihr profil wir bieten gehalt standort berufserfahrung erfahrung und oder
mit bei für von zu im in der die das ein eine als auf
cdi cdd stage alternance télétravail teletravail temps plein partiel il y a jours jour mois ans an missions mission profil
recherché avantages salaire expérience lieu et ou avec pour de des du le la les un une en sur
`;

/**
 * LinkedIn's interface words in Italian, Spanish, Portuguese and Dutch (the pill labels that
 * lib/extract/sites/linkedin.ts maps to English, and the meta line and headings around them), and the
 * countries' own names, which the place table (lib/normalize/places.ts) does not all hold.
 */
export const KEPT_SITE_LANGUAGES = `
in sede ibrido da remoto remoto a tempo pieno tempo parziale part-time full-time contratto temporaneo tirocinio stage
ripubblicata pubblicata ora ore fa giorno giorni settimana settimane mese mesi persone persona hanno ha cliccato candidati
candidatura candidati candidarsi responsabilità principali requisiti competenze offriamo sede lavoro livello esperienza
attività obbligatori preferenziali trasversali oltre indispensabili mansioni
presencial híbrido en jornada completa media contrato por obra temporal prácticas hace hora horas día días semana semanas
personas solicitudes solicitar requisitos responsabilidades ofrecemos
tempo integral meio período temporário estágio há pessoas candidaturas candidatar responsabilidades oferecemos
op locatie afstand voltijds deeltijds tijdelijk geleden uur uren dag dagen week weken maand maanden mensen sollicitanten
solliciteren verantwoordelijkheden vereisten wij bieden
italia españa espana deutschland österreich schweiz suisse svizzera nederland belgië belgique brasil méxico
polska sverige norge danmark suomi éire türkiye magyarország česko hellas
`;

/** Chinese words kept inside a run of Chinese text, matched longest first. */
export const KEPT_CHINESE = `
岗位职责 工作职责 职位职责 职责描述 主要职责 工作内容 职责 你将负责 岗位描述 工作描述 职位描述 职位详情 任职要求 任职资格 岗位要求 职位要求
任职条件 资格要求 技能要求 基本要求 加分项 优先资格 优先条件 优先考虑 福利待遇 薪资福利 公司福利 员工福利 职位福利 福利 我们提供 关于我们
公司介绍 公司简介 工作地点 办公地点 上班时间 工作时间 职位 岗位 招聘 在招 公司 企业 团队 部门 负责 参与 完成 推动 熟悉 精通 掌握 了解 熟练
使用 具备 具有 良好 优秀 较强 能力 沟通 协作 学习 责任心 经验 相关 专业 以上 以下 左右 优先 者优先 不限 学历 本科 硕士 博士 大专 中专 高中
统招 全日制 应届 应届生 毕业生 校招 社招 实习 实习生 全职 兼职 远程 混合 办公 线下 双休 单休 大小周 五险一金 六险一金 年终奖 绩效 奖金
补贴 餐补 交通 住房 公积金 带薪 年假 节日 加班 弹性 薪 万 千 元 月 年 天 周 日 时 小时 分钟 刚刚 今天 昨天 前 发布 发布于 更新 更新于
经理 主管 总监 专员 助理 工程师 开发 测试 运维 产品 运营 设计 设计师 销售 市场 会计 财务 出纳 人事 行政 客服 教师 老师 司机 护士 算法 数据
前端 后端 全栈 架构 架构师 研发 技术 项目 管理 高级 资深 初级 中级 负责人 组长 和 的 及 或 等 与 在 有 是 为 对 并 能 可 将 从 到 以 及其
一 二 三 四 五 六 七 八 九 十 个 人 名 地址 地点 城市 区 市 省 中国 薪资 面议 待遇 工作 职能 类别 行业 规模 融资 上市 不需要融资 人以上
截止日期 截止 刷新 今日 今日更新 招 人 本周 本月 活跃 在线 查看 更多 职位详情 立即沟通 投递 简历 收藏 举报 分享
`;
