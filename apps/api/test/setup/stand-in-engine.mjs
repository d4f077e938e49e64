// A stand-in for a container engine's API on a unix socket, for containers.test.ts: no engine runs
// on this project's machines, yet the probe, a refused start and the removal on an interrupt must be
// seen talking to one. Answers what testcontainers asks to find an engine (info, version, the bridge
// network), accepts container removals, refuses everything else the way an engine reports errors.
// Prints `listening`, then one line per request: `METHOD /path?query` without the API version.
// Usage: node stand-in-engine.mjs <socket> [docker|podman]
import { rmSync } from 'node:fs';
import http from 'node:http';

const [socket, flavour = 'docker'] = process.argv.slice(2);
const version = flavour === 'podman' ? '5.2.0' : '27.3.1';
const component = flavour === 'podman' ? 'Podman Engine' : 'Engine';

const answers = [
  [
    /^GET \/info\b/,
    {
      ServerVersion: version,
      OperatingSystem: 'stand-in',
      OSType: 'linux',
      Architecture: 'x86_64',
      NCPU: 2,
      MemTotal: 1,
      IndexServerAddress: 'https://index.docker.io/v1/',
    },
  ],
  [/^GET \/version\b/, { Version: version, ApiVersion: '1.43', Components: [{ Name: component, Version: version }] }],
  [/^GET \/networks\/bridge\b/, { IPAM: { Config: [{ Gateway: '127.0.0.1' }] } }],
];

rmSync(socket, { force: true });
http
  .createServer((req, res) => {
    const request = `${req.method} ${req.url.replace(/^\/v[\d.]+/, '')}`;
    console.log(request);
    if (/^DELETE \/containers\/[^/?]+/.test(request)) {
      res.statusCode = 204;
      return res.end();
    }
    const answer = answers.find(([pattern]) => pattern.test(request));
    res.setHeader('content-type', 'application/json');
    if (answer) return res.end(JSON.stringify(answer[1]));
    res.statusCode = 500;
    res.end(JSON.stringify({ message: `stand-in engine: ${request} is not implemented` }));
  })
  .listen(socket, () => console.log('listening'));
