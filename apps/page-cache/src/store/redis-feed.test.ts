import net from 'node:net';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { feedWatcher } from './redis-feed';

/**
 * A Redis that speaks just enough for a subscriber: the ready check (INFO) and SUBSCRIBE, which it
 * answers on the first connection only. It then drops that connection, and every later SUBSCRIBE
 * goes unanswered, as from a Redis stalled on a slow command.
 */
async function stallingRedis() {
  let connections = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    const first = ++connections === 1;
    socket.on('error', () => {});
    socket.on('data', (data) => {
      const words = data.toString('utf8').split('\r\n');
      for (let i = 0; i < words.length; i++) {
        const word = words[i].toUpperCase();
        if (word === 'INFO') {
          const info = '# Server\r\nloading:0\r\n';
          socket.write(`$${info.length}\r\n${info}\r\n`);
        } else if (word === 'SUBSCRIBE' && first) {
          const channel = words[i + 2];
          socket.write(`*3\r\n$9\r\nsubscribe\r\n$${channel.length}\r\n${channel}\r\n:1\r\n`);
          setTimeout(() => socket.destroy(), 100);
        } else if (word === 'CLIENT' || word === 'SELECT') socket.write('+OK\r\n');
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `redis://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    close: () => {
      for (const s of sockets) s.destroy();
      server.close();
    },
  };
}

describe('the feed watcher on a Redis that stalls', () => {
  it('survives a subscription that is never answered after a reconnect', async () => {
    const redis = await stallingRedis();
    // The store's own connection options: a command's bound of 2 s.
    const store = new Redis(redis.url, {
      lazyConnect: true,
      commandTimeout: 2000,
      retryStrategy: () => 50,
    });
    const watcher = feedWatcher(store);
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => void rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    let told = 0;
    try {
      watcher.watch(() => told++);
      // Subscribed, dropped (the listeners are told), reconnected, SUBSCRIBE left unanswered
      // past the 2 s bound.
      await new Promise((r) => setTimeout(r, 3000));
      expect(told).toBeGreaterThanOrEqual(1);
      expect(rejections).toEqual([]);
    } finally {
      watcher.close();
      store.disconnect();
      redis.close();
      await new Promise((r) => setTimeout(r, 50));
      process.off('unhandledRejection', onRejection);
    }
  });
});
