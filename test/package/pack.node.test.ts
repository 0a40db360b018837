// Issue 29 point 1: the package as published, tested. `npm pack` makes the tarball npm would publish; it is installed
// into a new project in the OS temp folder (its own package.json, nothing of the repository reachable: no parent
// node_modules, no npm_* variables of a surrounding `npm test`), where this test does what a user does: imports the
// Node-side subpaths, type-checks every subpath under moduleResolution node16 and bundler with the repository's tsc,
// runs publint and @arethetypeswrong/cli on the tarball, loads the script-tag files from
// node_modules/swap-elements/dist/cdn/ in Chromium against the installed simulator and sees an element render, and
// starts `npx swap-elements-gateway`, first without its optional server packages (it must say what to install), then
// with them (it must answer /healthz). `npm test` builds before the Node tests, so the tarball is packed from that
// build (`--ignore-scripts`); run alone with a stale or missing dist/, the test builds once first. Every wait polls a
// printed line, an answer or a rendered state; the deadlines only stop a hang.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { distBuilt, distBuiltByRun } from '../helpers/dist-built.js';
import { chromium, type Browser } from 'playwright-core';
// @ts-expect-error: a plain .mjs helper shared with web-test-runner.config.mjs, without type declarations.
import { CHROME_ARGS, findChrome } from '../../scripts/find-chrome.mjs';
import { sharedProcessPages } from '../helpers/shared-process-pages.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  version: string;
  exports: Record<string, unknown>;
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
  peerDependenciesMeta: Record<string, { optional?: boolean }>;
};
/** The gateway's server packages, which a site with the elements only must not get. */
const SERVER_PACKAGES = ['@hono/node-server', 'redis'];
const lockedVersion = (name: string) =>
  (JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command to its end (no shell); resolves with its exit code and output. */
function run(command: string, args: string[], options: SpawnOptions): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const show = (ran: Ran) => `exit ${ran.code}\n${ran.stdout}\n${ran.stderr}`;

/** What a user's shell has: no npm_* variables from a surrounding `npm test` (npm_config_local_prefix would point
 * npm at the repository), only the cache, registry and user config a user's npm would read too. */
function userEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const keep =
    /^(PATH|HOME|USER|TMPDIR|TEMP|TMP|LANG|SYSTEMROOT|(HTTPS?|NO)_PROXY|npm_config_(cache|registry|userconfig))$/i;
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => keep.test(key)));
  return { ...env, ...extra };
}

/** Whether dist/ was built after every source it is built from (then packing need not build again). */
function distIsFresh(): boolean {
  const outputs = ['dist/cdn/swap-elements.js', 'dist/cdn/swap-elements.iife.js', 'dist/esm/index.js'];
  if (!outputs.every((file) => existsSync(join(ROOT, file)))) return false;
  const built = Math.min(...outputs.map((file) => statSync(join(ROOT, file)).mtimeMs));
  const newest = (path: string): number => {
    const stat = statSync(path);
    if (path.endsWith('.md')) return 0; // packed as they are, not built
    if (!stat.isDirectory()) return stat.mtimeMs;
    return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
  };
  const inputs = [
    'src',
    'scripts/build.mjs',
    'scripts/ton-core-esm.mjs',
    'scripts/minify-templates.mjs',
    'tsconfig.json',
    'tsconfig.build.json',
  ];
  return inputs.every((input) => newest(join(ROOT, input)) < built);
}

/** Every file under `dir`, as paths relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)).map((file) => `${entry.name}/${file}`) : [entry.name],
  );
}

/** Resolves with the first match of `pattern` in what `child` printed; rejects if it exits first. */
function printed(child: ChildProcess, output: { text: string }, pattern: RegExp): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    const look = () => {
      const match = pattern.exec(output.text);
      if (!match) return;
      child.stdout!.off('data', look);
      child.off('exit', exited);
      resolve(match);
    };
    const exited = (code: number | null) => reject(new Error(`exited (${code}) before printing ${pattern}:\n${output.text}`)); // prettier-ignore
    child.stdout!.on('data', look);
    child.once('exit', exited);
    look();
  });
}

/** Starts a long-running command in its own process group, collecting what it prints. */
function start(command: string, args: string[], options: SpawnOptions) {
  const child = spawn(command, args, { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = { text: '' };
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output.text += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output.text += chunk));
  return { child, output };
}

/** Ends a process group this test started (npx, npm and node under it), and waits for its leader to exit. */
async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return; // already gone
  }
  await exited;
}

// The user's site: a static server for its folder (so pages load node_modules/swap-elements/dist/cdn/… as from any
// host) with the installed package's simulator answering under /sim, same origin. It prints its URL when ready.
const SERVE = `import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { createSimulator } from 'swap-elements/simulator';

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.json': 'application/json', '.map': 'application/json' };
const root = process.cwd();
let simulator;
const server = createServer(async (req, res) => {
  const url = new URL(req.url, 'http://' + req.headers.host);
  if (url.pathname.startsWith('/sim/')) {
    const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await new Response(req).arrayBuffer();
    const answer = await simulator.fetch(new Request(url, { method: req.method, headers: req.headers, body }));
    res.writeHead(answer.status, Object.fromEntries(answer.headers));
    res.end(Buffer.from(await answer.arrayBuffer()));
    return;
  }
  const path = normalize(join(root, decodeURIComponent(url.pathname)));
  if (!path.startsWith(root)) return void res.writeHead(403).end();
  try {
    const file = await readFile(path);
    res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' }).end(file);
  } catch {
    res.writeHead(404).end();
  }
});
server.listen(0, '127.0.0.1', async () => {
  const origin = 'http://127.0.0.1:' + server.address().port;
  simulator = createSimulator({ seed: 1, historySize: 20, baseUrl: origin + '/sim', explorerUrl: origin + '/sim/explorer/api' });
  await simulator.ready;
  console.log('site on ' + origin);
});
`;

// What a Node user imports, run inside the site: the subpaths that need no DOM are imported and used; the element
// modules, which define custom elements and so need a browser, must resolve to files of the installed package.
const CHECK_NODE = `import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { StatusResponseSchema, TokenSchema } from 'swap-elements/schemas';
import { de } from 'swap-elements/i18n/de';
import { en } from 'swap-elements/i18n/en';
import { createSimulator } from 'swap-elements/simulator';
import { createGateway, loadConfig } from 'swap-elements/gateway';
import worker from 'swap-elements/gateway/worker';
import { startGateway, GatewayDependencyError } from 'swap-elements/gateway/node';
import manifest from 'swap-elements/custom-elements.json' with { type: 'json' };

assert.equal(de.quote.confirmButton, 'Einzahlungsadresse anfordern');
assert.equal(en.quote.confirmButton, 'Get deposit address');

// The web-standard gateway (Deno, Bun, Workers) in front of the installed simulator, in this process.
const sim = createSimulator({ seed: 1, historySize: 20, baseUrl: 'http://sim.test', explorerUrl: 'http://sim.test/explorer/api' });
const gateway = createGateway(loadConfig({ SWAP_API_URL: 'http://sim.test', EXPLORER_API_URL: 'http://sim.test/explorer/api' }), { fetch: sim.fetch, log: () => {} });
const tokens = await (await gateway.fetch(new Request('http://gateway.test/v0/tokens'))).json();
assert.ok(tokens.length > 10 && tokens.every((token) => TokenSchema.safeParse(token).success), 'tokens through the gateway');
// A confidential swap's status answer carries only its status; an answer without one is not a status.
assert.equal(StatusResponseSchema.safeParse({ status: 'SUCCESS' }).success, true);
assert.equal(StatusResponseSchema.safeParse({ updatedAt: '2026-01-01T00:00:00Z' }).success, false);
assert.equal(typeof worker.fetch, 'function');

// The Node entry imports without its server packages; starting it says what to install.
await assert.rejects(startGateway(loadConfig({})), (error) => error instanceof GatewayDependencyError && /npm install @hono\\/node-server/.test(error.message));

const tags = manifest.modules.flatMap((m) => (m.declarations ?? []).filter((d) => d.customElement && d.tagName));
assert.ok(tags.length >= 6, 'custom-elements.json lists the elements');

// Every export resolves to a file of the installed package: the JavaScript ones through Node's own resolution (the
// element modules and the main entry define custom elements, so they are resolved here and run in the browser test),
// the types-only ones (framework typings) by their path.
const root = process.cwd() + '/node_modules/swap-elements/';
const { exports } = JSON.parse(readFileSync(root + 'package.json', 'utf8'));
const resolved = {};
for (const [key, target] of Object.entries(exports)) {
  const specifier = 'swap-elements' + key.slice(1).replace('*', 'swap-elements.js');
  const file = typeof target === 'object' && !target.import ? root + target.types.slice(2) : fileURLToPath(import.meta.resolve(specifier));
  assert.ok(file.startsWith(root) && existsSync(file), key + ' → ' + file);
  resolved[key] = file.slice(root.length);
}
console.log(JSON.stringify(resolved));
`;
// Types a user's editor sees, under both resolutions; IsAny guards against an import that silently became `any`.
const CHECK_TYPES = `import { configure, createSwapClient, SwapStatusChangeEvent, VERSION, type StatusResponse } from 'swap-elements';
import { SwapQuote } from 'swap-elements/all';
import { SwapQuote as Quote } from 'swap-elements/swap-quote';
import { SwapDeposit } from 'swap-elements/swap-deposit';
import { SwapStatus } from 'swap-elements/swap-status';
import { SwapHistory } from 'swap-elements/swap-history';
import { SwapActivity } from 'swap-elements/swap-activity';
import { SwapWidget } from 'swap-elements/swap-widget';
import { StatusResponseSchema } from 'swap-elements/schemas';
import { de } from 'swap-elements/i18n/de';
import { en } from 'swap-elements/i18n/en';
import { createSimulator } from 'swap-elements/simulator';
import { createGateway, loadConfig } from 'swap-elements/gateway';
import worker from 'swap-elements/gateway/worker';

type IsAny<T> = 0 extends 1 & T ? true : false;
type NotAny<T extends false> = T;
export type Checks = [
  NotAny<IsAny<typeof SwapQuote>>, NotAny<IsAny<typeof Quote>>, NotAny<IsAny<typeof SwapDeposit>>,
  NotAny<IsAny<typeof SwapStatus>>, NotAny<IsAny<typeof SwapHistory>>, NotAny<IsAny<typeof SwapActivity>>,
  NotAny<IsAny<typeof SwapWidget>>, NotAny<IsAny<typeof StatusResponseSchema>>, NotAny<IsAny<typeof de>>,
  NotAny<IsAny<typeof createSimulator>>, NotAny<IsAny<typeof createGateway>>, NotAny<IsAny<typeof worker>>,
];

const quote: SwapQuote = document.createElement('swap-quote');
const same: Quote = quote;
quote.addEventListener('swap-status-change', (event) => {
  const status: StatusResponse['status'] = event.detail.status;
  console.log(status, event instanceof SwapStatusChangeEvent);
});
configure({ messages: de, baseUrl: '/api/1click' });
const client = createSwapClient({});
const parsed = StatusResponseSchema.safeParse({});
const words: string = en.quote.confirmButton;
// @ts-expect-error: the catalogue is typed key by key.
console.log(de.quote.noSuchKey);
const handler: (request: Request) => Promise<Response> | Response = createGateway(loadConfig({})).fetch;
export { same, client, parsed, words, handler, VERSION };
`;

// The Node entry's types (they use node:http's Server) for a site that runs the gateway, so has @types/node.
const CHECK_NODE_TYPES = `import { startGateway, GatewayDependencyError, type StartedGateway } from 'swap-elements/gateway/node';
import { loadConfig } from 'swap-elements/gateway';

type IsAny<T> = 0 extends 1 & T ? true : false;
type NotAny<T extends false> = T;
export type Checks = [NotAny<IsAny<StartedGateway>>, NotAny<IsAny<typeof GatewayDependencyError>>];
const started: StartedGateway = await startGateway(loadConfig(process.env));
const port: number | undefined = (started.server.address() as { port: number } | null)?.port;
await started.close();
export { port };
`;

// skipLibCheck: false checks the package's own .d.ts files too (an import in them that does not resolve, a type only
// @types/node has). Once, under node16, is enough: bundler resolves whatever node16 resolves in an ES module package,
// and a full check costs seconds. Under skipLibCheck the IsAny checks catch a declaration that resolves to nothing.
const tsconfig = (files: string[], moduleResolution: 'node16' | 'bundler', types: string[], skipLibCheck: boolean) =>
  JSON.stringify({
    compilerOptions: {
      strict: true,
      noEmit: true,
      skipLibCheck,
      skipDefaultLibCheck: true, // TypeScript's own lib.dom.d.ts and friends: seconds, and nothing of this package
      target: 'es2022',
      lib: ['es2022', 'dom', 'dom.iterable'],
      module: moduleResolution === 'node16' ? 'node16' : 'esnext',
      moduleResolution,
      types,
    },
    files,
  });

describe('the package as npm would publish it, installed in a new project', { timeout: 600_000 }, () => {
  let work: string;
  let site: string;
  let tarball: string;
  let packed: string[];
  let checkers: Promise<[Ran, Ran]>;
  let server: ReturnType<typeof start> | undefined;
  let origin: string;
  let gateway: ReturnType<typeof start> | undefined;
  let browser: Browser | undefined;
  const npm = (args: string[]) => run('npm', args, { cwd: site, env: userEnv() });

  /**
   * npm install from npm's cache alone when it has everything, else with the registry for what it lacks. A consumer's
   * install prints no warning (issue 52: EBADENGINE through a dependency's dependency on a supported Node).
   */
  const install = async (args: string[]) => {
    const flags = ['--no-audit', '--no-fund'];
    const offline = await npm(['install', ...args, ...flags, '--offline']);
    const ran = offline.code === 0 ? offline : await npm(['install', ...args, ...flags, '--prefer-offline']);
    assert.equal(ran.code, 0, `${show(offline)}\n${show(ran)}`);
    assert.doesNotMatch(`${ran.stdout}\n${ran.stderr}`, /npm warn/i, show(ran));
  };

  /** The repository's tsc on each project in the site, side by side. */
  const typeCheck = async (projects: string[]) => {
    const tsc = join(ROOT, 'node_modules/typescript/bin/tsc');
    const runs = await Promise.all(
      projects.map((project) => run(process.execPath, [tsc, '-p', project], { cwd: site, env: userEnv() })),
    );
    runs.forEach((ran, i) => assert.equal(ran.code, 0, `${projects[i]}: ${show(ran)}`));
  };

  before(async () => {
    // Inside `npm test` dist/ is being built for the run and is in use by the browser tests: wait for it, never
    // rebuild it there.
    if (distBuiltByRun()) await distBuilt();
    else if (!distIsFresh()) {
      const built = await run(process.execPath, ['scripts/build.mjs'], { cwd: ROOT });
      assert.equal(built.code, 0, show(built));
    }
    work = mkdtempSync(join(tmpdir(), 'swap-elements-pack-'));
    const pack = await run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work], {
      cwd: ROOT,
      env: userEnv(),
    });
    assert.equal(pack.code, 0, show(pack));
    const [info] = JSON.parse(pack.stdout) as [{ filename: string; files: { path: string }[] }];
    tarball = join(work, info.filename);
    packed = info.files.map((file) => file.path);

    // The ecosystem's checkers read only the tarball, so they run beside the install and the other checks.
    // The package is ES modules only (`"type": "module"`, `exports` with `import` conditions and no `require`), as a
    // browser package whose dependencies (Lit, zod 4) are ESM too: attw's esm-only profile leaves out the two
    // CommonJS resolutions (node10, and node16 from a CommonJS file), where an ES module is rightly reported as out
    // of `require`'s reach. Every other rule applies to every entry point.
    checkers = Promise.all([
      run(join(ROOT, 'node_modules/.bin/publint'), ['run', tarball, '--strict'], { cwd: work }),
      run(join(ROOT, 'node_modules/.bin/attw'), [tarball, '--profile', 'esm-only', '--format', 'json'], { cwd: work }),
    ]);

    site = join(work, 'site');
    mkdirSync(site);
    writeFileSync(join(site, 'package.json'), JSON.stringify({ name: 'a-site', private: true, type: 'module' }));
    await install([tarball]);

    writeFileSync(join(site, 'serve.mjs'), SERVE);
    server = start(process.execPath, ['serve.mjs'], { cwd: site, env: userEnv() });
    origin = (await printed(server.child, server.output, /site on (http:\/\/127\.0\.0\.1:\d+)\n/))[1]!;
  });

  after(async () => {
    await checkers?.catch(() => undefined);
    await browser?.close();
    await stop(gateway?.child);
    await stop(server?.child);
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('is installed outside the repository, and an elements-only install has no server packages', () => {
    assert.ok(relative(ROOT, site).startsWith('..'), `${site} is inside the repository`);
    const installed = JSON.parse(readFileSync(join(site, 'node_modules/swap-elements/package.json'), 'utf8'));
    assert.equal(installed.version, pkg.version);
    for (const name of SERVER_PACKAGES) {
      assert.equal(pkg.dependencies[name], undefined, `${name} is a dependency`);
      assert.equal(pkg.peerDependenciesMeta[name]?.optional, true, `${name} is not an optional peer dependency`);
      assert.ok(!existsSync(join(site, 'node_modules', name)), `${name} was installed for the elements`);
    }
    // Only the gateway's Node entry (and the Redis state it loads for REDIS_URL) reach for them, and the script-tag
    // files hold no server code at all.
    const esm = join(site, 'node_modules/swap-elements/dist/esm');
    const importers = filesUnder(esm).filter(
      (file) =>
        file.endsWith('.js') &&
        /from ['"](@hono\/node-server|redis)['"]|import\(['"](@hono\/node-server|redis)['"]\)/.test(
          readFileSync(join(esm, file), 'utf8'),
        ),
    );
    assert.deepEqual(importers.sort(), ['gateway/node.js', 'gateway/redis-state.js']);
    // What went into each script-tag file, from its source map: no Hono, no Redis, no gateway or simulator code.
    const maps = packed.filter((file) => file.startsWith('dist/cdn/') && file.endsWith('.js.map'));
    assert.ok(maps.includes('dist/cdn/swap-elements.js.map') && maps.includes('dist/cdn/swap-elements.iife.js.map'));
    for (const file of maps) {
      const { sources } = JSON.parse(readFileSync(join(site, 'node_modules/swap-elements', file), 'utf8')) as {
        sources: string[];
      };
      assert.ok(sources.length > 0, file);
      const server = sources.filter((source) => /node_modules\/(hono|@hono|redis|@redis)\/|src\/(gateway|simulator)\//.test(source)); // prettier-ignore
      assert.deepEqual(server, [], `${file} holds server code`);
    }
  });

  it('imports the schemas, the German catalogue, the simulator and the gateway in Node; every export resolves', async () => {
    writeFileSync(join(site, 'check-node.mjs'), CHECK_NODE);
    const ran = await run(process.execPath, ['check-node.mjs'], { cwd: site, env: userEnv() });
    assert.equal(ran.code, 0, show(ran));
    const resolved = JSON.parse(ran.stdout) as Record<string, string>;
    assert.deepEqual(Object.keys(resolved), Object.keys(pkg.exports));
    assert.equal(resolved['./swap-quote'], 'dist/esm/elements/swap-quote/swap-quote.js');
    assert.equal(resolved['./cdn/*'], 'dist/cdn/swap-elements.js');
  });

  it('type-checks every subpath under moduleResolution node16 and bundler, with no @types/node', async () => {
    writeFileSync(join(site, 'check-types.ts'), CHECK_TYPES);
    writeFileSync(join(site, 'tsconfig.node16.json'), tsconfig(['check-types.ts'], 'node16', [], false));
    writeFileSync(join(site, 'tsconfig.bundler.json'), tsconfig(['check-types.ts'], 'bundler', [], true));
    await typeCheck(['tsconfig.node16.json', 'tsconfig.bundler.json']);
  });

  it("bundles an app that imports configure from 'swap-elements' without the elements (a side-effect-free root)", async () => {
    const { build } = await import('esbuild');
    const bundle = async (source: string) => {
      writeFileSync(join(site, 'app.js'), source);
      const result = await build({
        absWorkingDir: site,
        entryPoints: ['app.js'],
        bundle: true,
        minify: true,
        format: 'esm',
        write: false,
        metafile: true,
        logLevel: 'silent',
      });
      const text = result.outputFiles[0]!.text;
      const inputs = Object.entries(Object.values(result.metafile.outputs)[0]!.inputs);
      const included = inputs.filter(([, input]) => input.bytesInOutput > 0).map(([file]) => file);
      return { text, included, gzip: gzipSync(text).length };
    };
    const light = await bundle(`import { configure } from 'swap-elements';\nconfigure({ baseUrl: '/api/1click' });\n`);
    assert.doesNotMatch(light.text, /customElements\.define/);
    const heavy = light.included.filter((file) =>
      /\/(lit|lit-html|lit-element|@lit)\/|\/dist\/esm\/elements\//.test(file),
    );
    assert.deepEqual(heavy, [], 'no Lit and no element code in an app that only configures');
    // Measured 0.7 kB gzip; when the root defined all six elements the same app was 235 kB gzip (esbuild, minified).
    assert.ok(light.gzip < 2000, `configure() alone costs ${light.gzip} B gzip`);
    // The documented entry with every element still defines them (and so this check can see one).
    const all = await bundle(
      `import { configure } from 'swap-elements/all';\nconfigure({ baseUrl: '/api/1click' });\n`,
    );
    assert.match(all.text, /customElements\.define/);
  });

  it('passes publint and @arethetypeswrong/cli (ESM only: there is no CommonJS build)', async () => {
    const [publint, attw] = await checkers;
    assert.equal(publint.code, 0, show(publint));
    assert.match(publint.stdout, /All good!/);
    assert.equal(attw.code, 0, show(attw));
    const { analysis } = JSON.parse(attw.stdout) as { analysis: { problems: { resolutionKind?: string }[] } };
    const cjs = ['node10', 'node16-cjs'];
    assert.deepEqual(
      analysis.problems.filter((problem) => !cjs.includes(problem.resolutionKind ?? '')),
      [],
    );
  });

  it('ships the licences of the third-party code in its script-tag files beside them', () => {
    const cdn = join(site, 'node_modules/swap-elements/dist/cdn');
    const notices = readFileSync(join(cdn, 'THIRD-PARTY-LICENSES.txt'), 'utf8');
    // Every package a source map of the installed files names (its path through the last node_modules/).
    const maps = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) return maps(path);
        return name.endsWith('.map') ? (JSON.parse(readFileSync(path, 'utf8')) as { sources: string[] }).sources : [];
      });
    const packages = new Set(
      maps(cdn).flatMap((source) => {
        const match = /.*node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source);
        return match ? [match[1]!] : [];
      }),
    );
    for (const name of ['lit-html', 'zod', '@scure/base', 'uqr', '@solana/kit']) assert.ok(packages.has(name), name);
    for (const name of packages) {
      const dir = join(ROOT, 'node_modules', name);
      const { version, license } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Record<
        string,
        string
      >;
      assert.ok(notices.includes(`\n${name}@${version} (${license})\n`), `${name}@${version} is listed`);
      const file = readdirSync(dir).find((entry) => /^licen[cs]e(\.(md|txt))?$/i.test(entry));
      if (file) assert.ok(notices.includes(readFileSync(join(dir, file), 'utf8').trim()), `${name}'s licence text`);
    }
    // The built-in logos' drawings, copied into the package's source, keep the icon set's notice.
    assert.match(notices, /@web3icons\/core \(MIT\)\n\nThe drawings below are from @web3icons\/core[\s\S]*MIT License/);
  });

  it('loads the script-tag files from node_modules/swap-elements/dist/cdn/ in Chromium and renders an element', async () => {
    const executablePath = findChrome() as string | undefined;
    assert.ok(executablePath, 'no Chromium found (set CHROME_PATH or install Debian chromium)');
    const cdn = '/node_modules/swap-elements/dist/cdn';
    const head = '<link rel="icon" href="data:,">'; // no favicon request
    // A dry quote from the simulator: the token list, the prices and the quote's details all come from it.
    const quote = `<swap-quote origin-asset="nep141:wrap.near" destination-asset="nep141:eth-0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48.omft.near" amount="1"></swap-quote>`; // prettier-ignore
    // The ES module with the German catalogue beside it; the classic script configured by its data-base-url.
    writeFileSync(
      join(site, 'esm.html'),
      `<!doctype html><html lang="de"><head>${head}</head><body>${quote}
<script type="module">
  import { configure } from '${cdn}/swap-elements.js';
  import { de } from '${cdn}/i18n/de.js';
  configure({ baseUrl: '/sim', explorerUrl: '/sim/explorer/api', messages: de });
</script></body></html>`,
    );
    writeFileSync(
      join(site, 'iife.html'),
      `<!doctype html><html lang="en"><head>${head}<script src="${cdn}/swap-elements.iife.js" data-base-url="/sim"></script>
</head><body>${quote}</body></html>`,
    );
    browser = await chromium.launch({ executablePath, headless: true, args: CHROME_ARGS });
    const tabs = await sharedProcessPages(browser);
    for (const [page, confirm] of [
      ['esm.html', 'Einzahlungsadresse anfordern'],
      ['iife.html', 'Get deposit address'],
    ] as const) {
      const tab = await tabs.open(origin);
      const problems: string[] = [];
      const loaded: string[] = [];
      tab.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      tab.on('console', (message) => void (message.type() === 'error' && problems.push(`console: ${message.text()}`)));
      tab.on('requestfailed', (request) => problems.push(`failed: ${request.url()}`));
      tab.on('response', (response) => {
        loaded.push(response.url().replace(origin, ''));
        if (!response.ok()) problems.push(`${response.status()}: ${response.url()}`);
      });
      await tab.goto(`${origin}/${page}`);
      // Rendered: the shadow root shows the simulator's quote, in the page's language.
      await tab.locator('swap-quote [part="quote"][aria-busy="false"]').waitFor({ timeout: 120_000 });
      const shown = await tab.evaluate(() => document.querySelector('swap-quote')!.shadowRoot!.textContent ?? '');
      assert.ok(shown.replace(/\s+/g, ' ').includes(confirm), `${page} shows: ${shown.slice(0, 300)}`);
      assert.ok(loaded.includes('/sim/v0/tokens') && loaded.includes('/sim/v0/quote'), `${page} loaded ${loaded.join(', ')}`); // prettier-ignore
      const scripts = loaded.filter((url) => url.endsWith('.js'));
      assert.ok(scripts.length > 0 && scripts.every((url) => url.startsWith(`${cdn}/`)), scripts.join(', '));
      assert.deepEqual(problems, [], page);
      await tab.close();
    }
  });

  it('npx swap-elements-gateway says what to install, then starts and answers /healthz once it is installed', async () => {
    const upstream = { SWAP_API_URL: `${origin}/sim`, EXPLORER_API_URL: `${origin}/sim/explorer/api`, PORT: '0' };
    const missing = await run('npx', ['--no-install', 'swap-elements-gateway'], {
      cwd: site,
      env: userEnv({ ...upstream, REDIS_URL: 'redis://127.0.0.1:6379' }),
    });
    assert.equal(missing.code, 2, show(missing));
    assert.match(missing.stderr, /needs @hono\/node-server and redis/);
    assert.match(missing.stderr, /\n {2}npm install @hono\/node-server redis\n/);

    // What the message says, at the versions this repository tests with, and @types/node for the Node entry's types.
    await install([...SERVER_PACKAGES, '@types/node'].map((name) => `${name}@${lockedVersion(name)}`));

    gateway = start('npx', ['--no-install', 'swap-elements-gateway'], { cwd: site, env: userEnv(upstream) });
    const banner = /swap-elements gateway on (http:\/\/127\.0\.0\.1:\d+)\n/;
    const url = (await printed(gateway.child, gateway.output, banner))[1]!;
    const health = await fetch(`${url}/healthz`);
    assert.equal(health.status, 200);
    assert.deepEqual(await health.json(), { ok: true, state: 'memory', explorer: 'off' });
    const tokens = await fetch(`${url}/v0/tokens`);
    assert.equal(tokens.status, 200);
    assert.ok(((await tokens.json()) as unknown[]).length > 10, 'tokens from the simulator through the gateway');
    await stop(gateway.child);

    writeFileSync(join(site, 'check-node-types.ts'), CHECK_NODE_TYPES);
    const projects = { 'tsconfig.gateway-node16.json': 'node16', 'tsconfig.gateway-bundler.json': 'bundler' } as const;
    for (const [file, resolution] of Object.entries(projects)) {
      writeFileSync(join(site, file), tsconfig(['check-node-types.ts'], resolution, ['node'], true));
    }
    await typeCheck(Object.keys(projects));
  });
});
