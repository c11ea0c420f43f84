// The reference of bench/throughput.ts: a bare Fastify "hello" in a process of its own, as the app
// is, so the ratio between the two is what our stack costs and not whose thread the client shares.
// Run: node --import tsx bench/bare-fastify.ts <port>   (writes "listening" once it answers)
import Fastify from 'fastify';

const port = Number(process.argv[2]);
const bare = Fastify();
bare.get('/hello', async () => ({ hello: 'world' }));
await bare.listen({ port, host: '127.0.0.1' });
process.stdout.write('listening\n');
process.once('SIGTERM', () => {
  void bare.close().then(() => process.exit(0));
});
