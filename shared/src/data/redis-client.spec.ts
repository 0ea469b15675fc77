/**
 * How a service reaches Redis: REDIS_URL directly (a managed endpoint, `rediss://` for TLS), or the
 * master a Sentinel names, with the Sentinels' own password; REDIS_URL's host is then not used.
 */
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { testRedisUrl } from '../testing';
import { redisClientOptions } from './data.module';

/** The commands of a RESP stream: arrays of bulk strings, as clients send them. */
function readCommands(buffer: string): { commands: string[][]; rest: string } {
  const commands: string[][] = [];
  let at = 0;
  for (;;) {
    const header = /^\*(\d+)\r\n/.exec(buffer.slice(at));
    if (!header) break;
    let cursor = at + header[0].length;
    const parts: string[] = [];
    for (let i = 0; i < Number(header[1]); i += 1) {
      const bulk = /^\$(\d+)\r\n/.exec(buffer.slice(cursor));
      const length = Number(bulk?.[1]);
      if (!bulk || buffer.length < cursor + bulk[0].length + length + 2)
        return { commands, rest: buffer.slice(at) };
      parts.push(buffer.slice(cursor + bulk[0].length, cursor + bulk[0].length + length));
      cursor += bulk[0].length + length + 2;
    }
    commands.push(parts);
    at = cursor;
  }
  return { commands, rest: buffer.slice(at) };
}

const bulk = (text: string) => `$${Buffer.byteLength(text)}\r\n${text}\r\n`;

/** A Sentinel that names `master` as the master of group `madar` and records what it was asked. */
function fakeSentinel(master: { host: string; port: number }, seen: string[][]): Server {
  return createServer((socket: Socket) => {
    let pending = '';
    socket.on('data', (chunk) => {
      const { commands, rest } = readCommands(pending + chunk.toString('utf8'));
      pending = rest;
      for (const command of commands) {
        seen.push(command);
        const [name = '', sub = '', group = ''] = command.map((part) => part.toLowerCase());
        if (name === 'sentinel' && sub === 'get-master-addr-by-name') {
          socket.write(
            group === 'madar' ? `*2\r\n${bulk(master.host)}${bulk(String(master.port))}` : '*-1\r\n',
          );
        } else if (name === 'sentinel') {
          socket.write('*0\r\n');
        } else if (name === 'subscribe') {
          command
            .slice(1)
            .forEach((channel, i) => socket.write(`*3\r\n${bulk('subscribe')}${bulk(channel)}:${i + 1}\r\n`));
        } else {
          socket.write('+OK\r\n');
        }
      }
    });
    socket.on('error', () => undefined);
  });
}

describe('redisClientOptions', () => {
  it('connects to REDIS_URL itself without Sentinel', () => {
    const options = redisClientOptions({ redisUrl: 'rediss://default:pw@managed.example:6380' });
    expect(options).not.toHaveProperty('sentinels');
    expect(options).toMatchObject({ enableOfflineQueue: false });
  });

  it('asks the Sentinel for the master, with the Sentinel password, and talks to the master it names', async () => {
    const target = new URL(testRedisUrl());
    const seen: string[][] = [];
    const sentinel = fakeSentinel({ host: target.hostname, port: Number(target.port) }, seen);
    await new Promise<void>((resolve) => sentinel.listen(0, '127.0.0.1', resolve));
    const { port } = sentinel.address() as AddressInfo;
    const redis = new Redis(
      'redis://nowhere.invalid:1/3',
      redisClientOptions({
        redisUrl: 'redis://nowhere.invalid:1/3',
        redisSentinel: { sentinels: [{ host: '127.0.0.1', port }], name: 'madar', password: 'watch-word' },
      }),
    );
    redis.on('error', () => undefined);
    try {
      await new Promise<void>((resolve, reject) => {
        redis.once('ready', resolve);
        setTimeout(() => reject(new Error('never connected through the Sentinel')), 10_000).unref();
      });
      await redis.set('madar:sentinel-test', 'through the master');
      // REDIS_URL's database is kept: the key is in database 3 of the master the Sentinel named.
      const direct = new Redis(testRedisUrl(), { db: 3 });
      try {
        expect(await direct.get('madar:sentinel-test')).toBe('through the master');
      } finally {
        direct.disconnect();
      }
      // Sent at the Sentinel's handshake (HELLO … AUTH default watch-word, or AUTH on older servers).
      expect(seen.flat()).toContain('watch-word');
      expect(seen).toContainEqual(['sentinel', 'get-master-addr-by-name', 'madar']);
    } finally {
      redis.disconnect();
      sentinel.close();
    }
  });
});
