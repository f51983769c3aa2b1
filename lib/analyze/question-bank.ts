import type { QuestionKind } from './schema';
import type { SignalId } from './signals';

/**
 * Interview questions a posting's own skills and words call for, in English and Chinese.
 * An entry applies when the posting names every skill in `all` (canonical names, any case),
 * at least one in `any`, and every signal in `signals`; its question is then tied to the
 * sentence where the first of those skills appears.
 */
export interface BankEntry {
  id: string;
  kind: QuestionKind;
  all?: readonly string[];
  any?: readonly string[];
  signals?: readonly SignalId[];
  weight: number;
  en: string;
  zh: string;
}

const PAR = ['Tensor parallelism', 'Data parallelism', 'Pipeline parallelism', 'Expert parallelism', 'Sequence parallelism', 'FSDP'];
const DIST = ['Distributed training', 'Collective communication', 'NCCL', 'Multi-GPU'];

export const QUESTION_BANK: readonly BankEntry[] = [
  // HPC and AI infrastructure.
  { id: 'dist-comm-bottleneck', kind: 'technical', any: ['Distributed training', 'Collective communication', 'Communication optimization'], weight: 10, en: 'How would you find and remove the communication bottleneck in large-scale distributed training? Give your tuning path step by step.', zh: '如何优化大规模分布式训练中的通信瓶颈？请给出具体调优路径。' },
  { id: 'nccl-vs-ucx', kind: 'technical', all: ['NCCL', 'UCX'], weight: 10, en: 'Compare NCCL and UCX: where does each fit, and where are their limits?', zh: '请对比分析NCCL与UCX在特定场景下的优劣及适用边界。' },
  { id: 'cuda-memory', kind: 'technical', all: ['CUDA'], weight: 9, en: 'How do you optimise memory access in a CUDA kernel (coalescing, shared memory, bank conflicts) to make it faster?', zh: 'CUDA编程中如何优化内存访问（合并访问、共享内存、bank冲突）以提升Kernel执行效率？' },
  { id: 'cuda-story', kind: 'technical', any: ['CUDA', 'Kernel development', 'GPU programming'], signals: ['performance'], weight: 7, en: 'Describe a kernel or code path you made faster: how did you profile it, and what changed the numbers?', zh: '请描述一次你优化CUDA内核或Python/C++代码性能的实战经历：如何定位、改了什么、数据如何变化？' },
  { id: 'parallelism', kind: 'technical', any: PAR, weight: 9, en: 'Explain tensor, data and pipeline parallelism in large-model training: when does each pay off, and what does each cost in communication?', zh: '如何理解大模型训练中的张量并行、数据并行与流水线并行？各自适用什么场景、通信代价如何？' },
  { id: 'overlap', kind: 'technical', all: ['PyTorch'], any: DIST, weight: 8, en: 'In PyTorch (or a similar framework), how is communication overlapped with computation during distributed training?', zh: '在PyTorch或类似框架中，通信与计算是如何重叠的？' },
  { id: 'multi-gpu-profiling', kind: 'technical', any: ['Multi-GPU', 'NCCL', 'Profiling', 'Nsight'], signals: ['performance'], weight: 7, en: 'Which profiling tools and method would you use to find a multi-GPU communication bottleneck?', zh: '面对多GPU通信瓶颈，你会采用哪些profiling工具与分析方法？' },
  { id: 'roce-lossless', kind: 'technical', any: ['RoCE', 'Lossless Ethernet'], weight: 7, en: 'How does RoCEv2 keep the network lossless (PFC, ECN), and what breaks when it is not?', zh: 'RoCEv2如何实现无损网络（PFC、ECN）？网络不无损时会出现什么问题？' },
  { id: 'rdma-basics', kind: 'technical', any: ['RDMA', 'InfiniBand'], weight: 6, en: 'Walk through an RDMA write: memory registration, queue pairs, completion. Where does the latency go?', zh: '讲讲一次RDMA写操作的过程：内存注册、队列对、完成通知，延迟主要花在哪里？' },
  { id: 'allreduce', kind: 'technical', any: ['Collective communication', 'MPI', 'NCCL', 'UCC'], weight: 7, en: 'Implement all-reduce in your head: compare ring and tree algorithms for bandwidth and latency at 8 and at 1,000 GPUs.', zh: '如何实现All-Reduce？对比环形与树形算法在8卡与千卡规模下的带宽与延迟表现。' },
  { id: 'triton-vs-cuda', kind: 'technical', any: ['Triton', 'CuTe', 'CUTLASS'], weight: 7, en: 'When would you write a kernel in Triton or CuTe rather than plain CUDA C++, and what do you give up?', zh: '什么情况下你会用Triton或CuTe而不是原生CUDA C++写内核？会失去什么？' },
  { id: 'llm-serving', kind: 'technical', any: ['vLLM', 'SGLang', 'TensorRT-LLM', 'LLM inference', 'Inference optimization'], weight: 8, en: 'How does paged KV-cache management work in an LLM inference server, and how do prefill and decode compete for the GPU?', zh: 'LLM推理服务中分页KV缓存如何工作？Prefill与Decode如何争用GPU资源？' },
  { id: 'moe', kind: 'technical', any: ['Expert parallelism', 'Mixture of Experts'], weight: 6, en: 'What makes expert parallelism communication-heavy, and how would you reduce the all-to-all cost?', zh: '专家并行为什么通信开销大？你会如何降低All-to-All的代价？' },
  { id: 'fault-tolerance-training', kind: 'technical', any: DIST, signals: ['reliability'], weight: 6, en: 'A node fails in the middle of a 1,000-GPU training run: how should the job recover, and what does it cost?', zh: '千卡训练中途有节点故障：训练任务应如何容错恢复？代价是什么？' },
  { id: 'computer-architecture', kind: 'technical', any: ['Computer architecture', 'GPU architecture', 'HPC'], weight: 5, en: 'How do caches, memory bandwidth and interconnects (NVLink, PCIe) shape the performance of a training step?', zh: '缓存、内存带宽与互连（NVLink、PCIe）如何影响一次训练迭代的性能？' },
  { id: 'jax-vs-pytorch', kind: 'technical', all: ['JAX'], weight: 5, en: "How do JAX's jit and sharding model differ from PyTorch's eager execution when you scale out?", zh: 'JAX的jit与分片模型和PyTorch的eager执行在扩展时有何不同？' },
  // Machine learning and data.
  { id: 'ml-offline-online', kind: 'technical', any: ['Machine learning', 'Recommender systems', 'Model evaluation'], weight: 6, en: "How do you tell whether a model's offline gain will hold online? Which metrics would you watch after launch?", zh: '如何判断模型的离线提升在线上是否成立？上线后会关注哪些指标？' },
  { id: 'llm-finetune', kind: 'technical', any: ['Fine-tuning', 'RLHF', 'Pre-training', 'RAG'], weight: 6, en: 'How would you decide between fine-tuning, retrieval (RAG) and prompting for this task, and how would you evaluate the result?', zh: '针对具体任务，你如何在微调、检索增强（RAG）与提示工程之间取舍？如何评估效果？' },
  { id: 'ab-test', kind: 'technical', any: ['A/B testing', 'Causal inference', 'Statistics'], weight: 6, en: 'How do you size an A/B test, and what would make you distrust its result?', zh: '如何确定A/B实验的样本量？什么情况会让你不信任实验结论？' },
  { id: 'sql-retention', kind: 'technical', any: ['SQL', 'Data analysis'], weight: 5, en: 'Write a query for 7-day retention from an events table. How would you check that the number is right?', zh: '用事件表写一个7日留存的SQL，你会如何验证结果正确？' },
  { id: 'spark-skew', kind: 'technical', any: ['Spark', 'Hive', 'Big data'], weight: 5, en: 'A Spark job is slow because of data skew: how do you find it and fix it?', zh: 'Spark任务因数据倾斜变慢：如何定位并解决？' },
  { id: 'streaming', kind: 'technical', any: ['Flink', 'Kafka', 'Stream processing'], weight: 5, en: 'How do you get exactly-once results in a streaming pipeline, and what does it cost?', zh: '流处理管道如何做到精确一次（exactly-once）？代价是什么？' },
  { id: 'data-modeling', kind: 'technical', any: ['Data warehouse', 'Data modeling', 'ETL', 'dbt'], weight: 5, en: 'How do you model a warehouse table that must answer both daily reports and ad-hoc questions?', zh: '如何设计一张既要支撑日报又要支持临时分析的数仓表？' },
  // Back end, platform, front end.
  { id: 'postgres-migration', kind: 'technical', any: ['PostgreSQL', 'MySQL', 'Database design'], weight: 5, en: 'How would you change the schema of a large, busy table without downtime?', zh: '如何在不停机的情况下修改一张数据量大、访问频繁的表结构？' },
  { id: 'cache', kind: 'technical', any: ['Redis', 'Caching', 'Memcached'], weight: 5, en: 'How do you use a cache in front of a database without serving stale or inconsistent data?', zh: '在数据库前加缓存时，如何避免脏数据与不一致？' },
  { id: 'go-concurrency', kind: 'technical', all: ['Go'], weight: 5, en: 'Where do goroutines and channels help in a high-throughput service, and where have you seen them leak or deadlock?', zh: '在高吞吐服务中goroutine和channel的优势在哪？你遇到过哪些泄漏或死锁？' },
  { id: 'jvm', kind: 'technical', any: ['Java', 'JVM'], weight: 5, en: 'How do you diagnose long GC pauses in a Java service in production?', zh: '线上Java服务出现长时间GC停顿，你如何排查？' },
  { id: 'python-perf', kind: 'technical', all: ['Python'], signals: ['performance'], weight: 4, en: 'How do you make a slow Python path faster: profiling, vectorising, or moving to native code?', zh: 'Python代码路径很慢时，你会如何优化：性能分析、向量化，还是改用原生代码？' },
  { id: 'cpp-ownership', kind: 'technical', all: ['C++'], weight: 5, en: 'In C++, where do you choose move semantics, unique ownership or shared ownership? Describe a memory bug you tracked down.', zh: 'C++中何时用移动语义、独占所有权或共享所有权？讲一个你排查过的内存问题。' },
  { id: 'k8s-rollout', kind: 'technical', any: ['Kubernetes', 'Helm', 'Cloud native'], weight: 5, en: 'How would you roll out a risky change to a service on Kubernetes, and roll it back?', zh: '在Kubernetes上如何发布一个有风险的变更，又如何回滚？' },
  { id: 'terraform', kind: 'technical', any: ['Terraform', 'Infrastructure as code'], weight: 4, en: 'How do you structure infrastructure code for several environments and keep them from drifting apart?', zh: '多环境的基础设施代码如何组织，才能避免环境漂移？' },
  { id: 'linux-slow', kind: 'technical', any: ['Linux', 'Operating systems', 'Systems programming'], weight: 4, en: 'A Linux machine is slow: walk through the first commands you run and what each tells you.', zh: '一台Linux机器变慢了：你会先执行哪些命令？各自能说明什么？' },
  { id: 'message-queue', kind: 'technical', any: ['Message queues', 'RabbitMQ', 'RocketMQ', 'Pulsar'], weight: 4, en: 'How do you keep message processing idempotent when the queue may deliver twice?', zh: '消息可能重复投递时，如何保证消费的幂等性？' },
  { id: 'microservices', kind: 'technical', any: ['Microservices', 'Distributed systems', 'High concurrency'], weight: 5, en: 'How do you keep a request consistent when it spans several services that can each fail?', zh: '一个请求跨多个可能失败的服务时，如何保证一致性？' },
  { id: 'react-perf', kind: 'technical', any: ['React', 'Vue', 'Frontend development'], weight: 5, en: 'How do you keep a large single-page app fast: rendering, state and bundle size?', zh: '如何让大型单页应用保持流畅：渲染、状态管理与包体积？' },
  { id: 'typescript-types', kind: 'technical', all: ['TypeScript'], weight: 4, en: 'How do you type data that arrives from outside (an API, a page) so that bad input fails early?', zh: '对来自外部（接口、页面）的数据如何定义类型，才能让错误输入尽早暴露？' },
  { id: 'mobile-perf', kind: 'technical', any: ['Android', 'iOS', 'Flutter', 'React Native'], weight: 5, en: 'How do you find and fix a slow app start or a janky list on a low-end phone?', zh: '低端机上应用启动慢或列表卡顿，你如何定位并解决？' },
  { id: 'security-threat', kind: 'technical', any: ['Cybersecurity', 'Application security', 'Web security', 'Penetration testing'], weight: 5, en: 'Threat-model a login flow: what would you attack first, and what would you fix first?', zh: '对一个登录流程做威胁建模：你会先攻击哪里，又会先修复什么？' },
  { id: 'test-strategy', kind: 'technical', any: ['Test automation', 'Software testing', 'Test development', 'pytest'], weight: 4, en: 'How do you decide what to test automatically, and how do you deal with flaky tests?', zh: '你如何决定哪些用例自动化？如何处理不稳定的测试？' },
  { id: 'fpga-timing', kind: 'technical', any: ['FPGA', 'ASIC', 'Static timing analysis', 'IC design'], weight: 5, en: 'A design misses timing: walk through how you find the critical path and close it.', zh: '设计时序不收敛：你如何找到关键路径并收敛时序？' },
  { id: 'embedded-debug', kind: 'technical', any: ['Embedded systems', 'Firmware', 'RTOS', 'Device drivers'], weight: 5, en: 'Describe a bug you found only on real hardware. What tools did you use, and what was it?', zh: '讲一个只在真实硬件上才复现的问题：你用了哪些工具，最终原因是什么？' },
  // Product, design, business.
  { id: 'product-prioritise', kind: 'technical', any: ['Product management', 'Product strategy', 'Requirements analysis', 'Product roadmap'], weight: 6, en: 'How do you decide what not to build? Give a feature you cut and how you measured the outcome.', zh: '你如何决定不做什么？举一个你砍掉的功能，以及你如何衡量结果。' },
  { id: 'design-research', kind: 'technical', any: ['User research', 'UX design', 'Interaction design', 'Product design'], weight: 6, en: 'Walk us through a design decision you changed after research or testing.', zh: '讲一个你在用户研究或测试后改变的设计决定。' },
  { id: 'design-system', kind: 'technical', any: ['Design systems', 'Figma', 'UI design'], weight: 4, en: 'How do you keep a design system consistent while teams need to move fast?', zh: '团队需要快速迭代时，你如何保持设计系统的一致性？' },
  { id: 'marketing-channel', kind: 'technical', any: ['Performance marketing', 'Digital marketing', 'SEM', 'SEO', 'Growth marketing', 'User growth'], weight: 6, en: 'Which channel brought your best customers for the least money, and how did you know?', zh: '哪个渠道以最低成本带来了最好的用户？你是如何判断的？' },
  { id: 'content', kind: 'technical', any: ['Content marketing', 'Social media marketing', 'New media operations', 'Copywriting'], weight: 5, en: 'Show us a piece of content that performed, and explain why you think it did.', zh: '展示一篇效果好的内容，说说你认为它成功的原因。' },
  { id: 'sales-deal', kind: 'technical', any: ['B2B sales', 'Sales', 'Account management', 'Business development', 'Negotiation'], weight: 6, en: 'Walk us through a deal you won and one you lost: what did you learn about qualifying?', zh: '讲一次赢单和一次丢单：你在客户筛选上学到了什么？' },
  { id: 'finance-model', kind: 'technical', any: ['Financial modeling', 'Financial analysis', 'FP&A', 'Accounting', 'Budget management'], weight: 6, en: 'Walk us through a financial model you built: its key drivers and how it was used in a decision.', zh: '讲讲你搭建过的一个财务模型：核心驱动因素是什么，如何用于决策？' },
  { id: 'ops-process', kind: 'technical', any: ['Operations management', 'Supply chain management', 'Business process management', 'Logistics'], weight: 5, en: 'Describe a process you redesigned: which metric moved, and by how much?', zh: '讲一个你优化过的流程：哪个指标改善了，改善了多少？' },
  { id: 'pm-delivery', kind: 'technical', any: ['Project management', 'Program management', 'Agile', 'Scrum'], weight: 4, en: 'A project is slipping: how do you find out early, and what do you tell whom?', zh: '项目要延期了：你如何尽早发现？又会向谁、如何沟通？' },
];
