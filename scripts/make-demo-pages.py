"""Writes the demo pages (tests/fixtures/pages/demo/*/page.html) from the seed postings in shared/seeds.
Run once when the seeds change; the pages are committed."""
import html, json, pathlib

ROOT = pathlib.Path(__file__).resolve().parent.parent
POSTINGS = {
  "architect": {
    "title": "Senior System Software Architect, HPC and AI Networking",
    "company": "英伟达",
    "posted": "发布于 2 小时前",
    "badges": [("level", "普通员工/个人贡献者"), ("employment", "全职员工"), ("work-mode", "混合式弹性办公"), ("family", "高性能计算")],
    "tags": ["Cuda", "Hpc", "Nccl", "Pytorch/Tensorflow", "Rdma/Roce", "Ucx", "分布式训练", "系统架构"],
    "facts": [("company_open_positions", "约 330 个在招"), ("company_open_in_family", "其中高性能计算 5 个"), ("market_open_positions", "上海 · 高性能计算 · 29 个在招")],
    "city": "上海",
    "about": ["负责设计并原型化可扩展的软件系统，优化分布式AI训练与推理的吞吐量、延迟和内存效率",
              "开发与评估NCCL、UCX等通信库的增强功能，并与AI框架团队及客户协作，协同设计硬件特性以加速数据移动，推动大规模AI基础设施的演进"],
    "sections": [
      ("最低要求", ["计算机科学、计算机工程、电气工程或相关领域的博士、硕士或学士学位",
                 "年以上DNN、DNN扩展、DNN框架并行化或深度学习训练工作负载经验",
                 "深入理解推理和训练工作负载及优化（如Prefill/Decode、数据并行、张量并行、FDSP等）",
                 "具备使用集合通信库和RDMA/RoCE进行AI网络并行化的经验",
                 "拥有算法设计、系统编程和计算机体系结构背景",
                 "具备强大的编程和软件开发技能",
                 "能够在多国、多时区的企业环境中灵活有效地工作和沟通"]),
      ("工作职责", ["设计并原型化可扩展的软件系统，优化分布式AI训练与推理——重点关注吞吐量、延迟和内存效率",
                 "开发与评估通信库（如NCCL、UCX和UCC）的增强功能，以满足深度学习工作负载的独特需求",
                 "与AI框架团队（如TensorFlow、PyTorch、JAX）协作，改进通信后端的集成、性能和可靠性",
                 "协同设计硬件特性（如GPU、DPU或互连设备），以加速数据移动并为推理和模型服务启用新功能",
                 "贡献于运行时系统、通信库和AI特定协议层的演进",
                 "与客户协作了解其需求，并提供创新解决方案"]),
      ("优先资格", ["对技术有深刻理解并保持热情",
                 "具备优秀的协作和人际交往能力，特别是在动态矩阵环境中有效引导和影响他人的能力",
                 "具备为高性能计算系统设计通信中间件的经验（包括RoCE和DPUs）",
                 "具备CUDA编程经验，熟悉NVIDIA GPU及新兴架构的编程模型"]),
    ],
  },
  "intern": {
    "title": "Software Engineering Intern, DLFW Comms - 2027",
    "company": "英伟达",
    "posted": "发布于 2 小时前",
    "badges": [("level", "实习/见习"), ("employment", "实习生"), ("work-mode", "混合式弹性办公"), ("family", "机器学习工程")],
    "tags": ["机器学习工程", "Ai框架", "Cuda", "Llm", "Pytorch", "内核开发", "多Gpu并行", "深度学习", "通信优化"],
    "facts": [("company_open_positions", "约 330 个在招"), ("company_open_in_family", "其中机器学习工程 16 个"), ("market_open_positions", "上海 · 机器学习工程 · 约 400 个在招")],
    "city": "上海",
    "about": ["负责将先进GPU通信库集成到主流AI框架中，完成从概念验证到生产部署的全流程",
              "深入分析多GPU场景下的AI负载，编写高性能通信/计算内核以提升训练与推理效率",
              "针对大规模分布式AI任务设计容错与弹性架构，适合具备深度学习背景、熟悉CUDA/C++及大模型并行技术的硕博实习生"],
    "sections": [
      ("最低要求", ["正在攻读计算机科学(CE/CS)/电子工程(EE)相关专业的硕士(M.S.)或博士学位(Ph.D.)，在通信、内核开发以及/或AI训练/推理方面具备扎实背景",
                 "能够使用Python、C++、CUDA或相关领域特定语言(DSLs，如Triton、cuTe)进行快速原型开发与编程",
                 "对大语言模型(LLM)及其并行技术有扎实的理解",
                 "具备适应新领域与新工具的学习能力与热情",
                 "能够灵活高效地进行跨时区工作与沟通"]),
      ("工作职责", ["将新型通信库功能集成至AI框架中，涵盖概念验证(PoC)、性能分析到最终投产的全流程",
                 "深入分析AI负载与框架，识别多GPU通信需求与优化机会，并与最新AI模型团队紧密协作",
                 "编写自定义通信或融合计算-通信内核，以展现NV平台上的极致性能",
                 "开展深入研究，实现单节点(SOL)GPU性能目标",
                 "为大规模或动态AI负载构建容错与弹性解决方案",
                 "与跨越多个时区的动态团队进行高效协作"]),
      ("优先资格", ["具有PyTorch、JAX、TRT-LLM、vLLM、SGLang或veRL等框架的开发经验",
                 "具备专家并行(EP)、张量并行(TP)、数据并行(DP)及流水线并行(PP)等深度学习通信模式经验",
                 "拥有CUDA内核优化与性能分析经验",
                 "具备大规模训练或生产环境推理栈的使用经验"]),
    ],
  },
}

def page(slug, p):
  e = html.escape
  badges = "".join(f'<span class="{k}">{e(v)}</span>' for k, v in p["badges"])
  tags = "".join(f"<li>{e(t)}</li>" for t in p["tags"])
  facts = "".join(f'<span data-page-fact="{k}">{e(v)}</span>' for k, v in p["facts"])
  about = "".join(f"<p>{e(x)}</p>" for x in p["about"])
  sections = "".join(f'<h3>{e(h)}</h3><ul>{"".join(f"<li>{e(i)}</li>" for i in items)}</ul>' for h, items in p["sections"])
  similar = '<aside class="similar"><h2>相似职位推荐</h2><ul><li class="card"><a href="/jobsight-demo/other.html"><span class="card-title">GPU Compiler Engineer</span><span class="card-company">云岫半导体</span><span class="card-salary">40-70K·15薪</span></a></li></ul></aside>'
  return f"""<!DOCTYPE html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<title>{e(p['title'])} - {e(p['company'])} - 职位详情</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body {{ font: 15px/1.6 system-ui, "PingFang SC", "Microsoft YaHei", sans-serif; margin: 0; background: #f4f5f7; color: #222; }}
.page {{ max-width: 880px; margin: 0 auto; padding: 24px 440px 24px 24px; }}
.card-box {{ background: #fff; border-radius: 12px; padding: 20px 24px; margin-bottom: 16px; }}
.company-name {{ color: #666; }} .job-title {{ font-size: 24px; margin: 4px 0; }}
.job-badges span {{ display: inline-block; margin-right: 8px; padding: 2px 8px; border-radius: 4px; background: #eef2ff; font-size: 13px; }}
.job-tags {{ list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 6px; }} .job-tags li {{ background: #f0f0f0; padding: 2px 8px; border-radius: 4px; font-size: 13px; }}
.page-facts span {{ display: block; color: #555; }}
</style>
</head>
<body>
<div class="page">
  <section class="card-box" data-job-detail>
    <div class="company-name">{e(p['company'])}</div>
    <h1 class="job-title">{e(p['title'])}</h1>
    <div class="meta"><span class="posted-at">{e(p['posted'])}</span> · <span class="city">{e(p['city'])}</span></div>
    <div class="job-badges">{badges}</div>
    <ul class="job-tags">{tags}</ul>
    <div class="job-description">
      <h3>关于这个职位</h3>{about}
      {sections}
    </div>
  </section>
  <section class="card-box page-facts"><h2>公司情况</h2>{facts}</section>
  {similar}
</div>
<script type="application/ld+json">{json.dumps({
  "@context": "https://schema.org", "@type": "JobPosting", "title": p["title"],
  "hiringOrganization": {"@type": "Organization", "name": p["company"]},
  "jobLocation": {"@type": "Place", "address": {"@type": "PostalAddress", "addressLocality": p["city"], "addressCountry": "CN"}},
  "employmentType": "INTERN" if slug == "intern" else "FULL_TIME",
  "description": about + sections,
}, ensure_ascii=False)}</script>
</body>
</html>
"""

for slug, p in POSTINGS.items():
  out = ROOT / "tests/fixtures/pages/demo" / slug
  out.mkdir(parents=True, exist_ok=True)
  (out / "page.html").write_text(page(slug, p), encoding="utf-8")
