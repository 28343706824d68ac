// Reproduces BullMQ 5's unhandled rejection on close() of a connection still starting, with a bare
// Queue and no toolwright code (docs/compatibility.md, "BullMQ majors"). Each run opens a Queue on
// a port where nothing listens yet, starts a redis-server there, and closes the Queue 0–9 ms later.
// Needs redis-server on the PATH. Prints how many runs ended with an unhandled rejection.
//   node test/bullmq5/close-while-starting.cjs node_modules/bullmq5 30
//   node test/bullmq5/close-while-starting.cjs node_modules/bullmq 30
const { resolve } = require('node:path');
const net = require('node:net');
const { spawn } = require('node:child_process');

const packageDir = resolve(process.argv[2] ?? 'node_modules/bullmq5');
const runs = Number(process.argv[3] ?? 30);
const { Queue } = require(packageDir);
let unhandled = 0;
process.on('unhandledRejection', (error) => {
  unhandled += 1;
  if (unhandled === 1) console.log(`first unhandled rejection: ${error?.message}`);
});
const freePort = () =>
  new Promise((done) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

(async () => {
  for (let run = 0; run < runs; run += 1) {
    const port = await freePort();
    const queue = new Queue('close-while-starting', { connection: { host: '127.0.0.1', port, retryStrategy: () => 50 } });
    queue.on('error', () => undefined);
    queue.waitUntilReady().catch(() => undefined);
    await sleep(300);
    const server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await sleep(run % 10);
    await queue.close();
    await sleep(150);
    server.kill('SIGTERM');
    await new Promise((done) => server.once('exit', done));
  }
  await sleep(300);
  console.log(`${packageDir}: ${runs} runs, ${unhandled} unhandled rejections`);
  process.exit(0);
})();
