// Issue 13 point 13: one Node version range, stated in package.json `engines` and the README, that every package
// npm installs from the lockfile accepts, so `npm install` on any stated Node (20 in CI) prints no EBADENGINE.
// npm checks `engines.node` of every installed package that is not optional (an optional one that does not fit,
// such as a platform binary for a newer Node, is skipped without a warning), as this test does.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// npm's own version-range rules (semver is in the lockfile through the toolchain).
const semver = createRequire(import.meta.url)('semver') as {
  satisfies(version: string, range: string): boolean;
  minVersion(range: string): { major: number; minor: number; patch: number; version: string } | null;
};

interface LockedPackage {
  version?: string;
  optional?: boolean;
  engines?: { node?: string } | string[];
}

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, LockedPackage> };
const stated = pkg.engines.node;
/** The oldest Node of each range the project states (20.19.0, 22.13.0, 24.0.0). */
const oldest = stated.split('||').map((range) => semver.minVersion(range.trim())!);

describe('Node version (npm install without EBADENGINE)', () => {
  it('states the Node versions it supports, and the Node running the tests is one of them', () => {
    assert.ok(oldest.length > 0 && oldest.every(Boolean), `engines.node "${stated}"`);
    assert.ok(semver.satisfies(process.version, stated), `${process.version} is not in engines.node "${stated}"`);
  });

  it('every package the lockfile installs (not optional) accepts the oldest Node of each stated range', () => {
    const refused: string[] = [];
    for (const [path, locked] of Object.entries(lock.packages)) {
      const range = Array.isArray(locked.engines) ? undefined : locked.engines?.node;
      if (!path || locked.optional || !range) continue;
      for (const node of oldest) {
        if (!semver.satisfies(node.version, range)) refused.push(`${path}@${locked.version} wants node ${range}, not ${node.version}`); // prettier-ignore
      }
    }
    assert.deepEqual(refused, []);
  });

  it('the README states the same Node versions as engines.node', () => {
    const readme = readFileSync('README.md', 'utf8');
    const words = oldest.map((v) => (v.minor || v.patch ? `${v.major}.${v.minor}` : `${v.major}`) + '+');
    const sentence = `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
    assert.ok(readme.includes(`Node.js ${sentence}`), `README does not say "Node.js ${sentence}"`);
  });
});
