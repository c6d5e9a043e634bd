// `npm start`: checks PostgreSQL and RabbitMQ, builds what is not built, migrates,
// seeds the demo data, starts every service and the gateway, and waits until all
// are healthy. Ctrl-C stops everything it started.
import { ensureInfrastructure } from './infra.mjs';
import { buildAll, startProduct } from './product.mjs';

await ensureInfrastructure();
if (buildAll() !== 0) {
  process.stderr.write('Build failed.\n');
  process.exit(1);
}
const port = Number(process.env.PORT ?? 3000);
let product;
try {
  product = await startProduct({ portBase: port });
} catch (error) {
  process.stderr.write(`\nTreina did not start: ${error.message}\nLogs: var/log/<service>.log\n`);
  process.exit(1);
}
process.stdout.write(
  `\nTreina is running at ${product.url}\n` +
    'Demo accounts: admin@treina.dev / Admin#2026, vendas@treina.dev / Vendas#2026, consultor@treina.dev / Consultor#2026, instrutor@treina.dev / Instrutor#2026, aluno@treina.dev / Aluno#2026\n' +
    `Logs: ${product.logDir}. Press Ctrl-C to stop.\n`,
);

let stopping = false;
const shutdown = async (code = 0) => {
  if (stopping) return;
  stopping = true;
  process.stdout.write('\nStopping Treina...\n');
  await product.stop();
  process.exit(code);
};
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
for (const child of product.children) {
  child.on('exit', (code) => {
    if (stopping) return;
    process.stderr.write(`\n${child.name} stopped unexpectedly (exit ${code}); see ${product.logDir}/${child.name}.log\n`);
    void shutdown(1);
  });
}
