import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
const root = process.cwd();
await runnerImport(`${root}/${process.argv[2]}`, { root, configFile: false, logLevel: 'silent', resolve: { alias: { '@': root } } });
