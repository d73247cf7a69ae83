// The Debian programs the suites and the benchmark drive — Chromium, PostgreSQL, nginx — found on the
// machine or installed with apt-get (root only; otherwise a Spanish message says what to install), all
// missing ones in one apt-get run. The README's test command must pass on a machine with only Node.js.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const isRoot = process.getuid?.() === 0;
const onPath = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

/** Each program: its Debian package and how to find it once installed. */
export const PROGRAMS = {
  chromium: { pkg: 'chromium', find: () => (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : null) },
  postgresql: {
    pkg: 'postgresql',
    find: () => {
      if (!existsSync('/usr/lib/postgresql')) return null;
      const versions = readdirSync('/usr/lib/postgresql').filter((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`)).sort((a, b) => Number(b) - Number(a));
      return versions[0] ? `/usr/lib/postgresql/${versions[0]}/bin` : null;
    },
  },
  // The clock run of the API suite (a day that is not today: scripts/test-clock.mjs).
  faketime: { pkg: 'faketime', find: () => (existsSync('/usr/bin/faketime') ? '/usr/bin/faketime' : null) },
  nginx: { pkg: 'nginx-light', find: () => (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : onPath('nginx') ? 'nginx' : null) },
};

/**
 * Returns where each named program is, installing the missing ones first. Throws, naming the packages,
 * when they are missing and cannot be installed here (not root, no apt-get, or apt-get failed).
 */
export function ensurePrograms(names) {
  const missing = names.filter((name) => !PROGRAMS[name].find());
  if (missing.length > 0) {
    const pkgs = missing.map((name) => PROGRAMS[name].pkg).join(' ');
    if (!isRoot || !onPath('apt-get')) throw new Error(`Faltan programas de Debian: instala ${pkgs} (apt-get install ${pkgs}) y vuelve a intentarlo.`);
    console.log(`Installing ${pkgs} with apt-get…`);
    spawnSync('sh', ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkgs}`], { stdio: 'inherit' });
    const still = missing.filter((name) => !PROGRAMS[name].find());
    if (still.length) throw new Error(`apt-get no instaló ${still.map((name) => PROGRAMS[name].pkg).join(' ')}.`);
  }
  return Object.fromEntries(names.map((name) => [name, PROGRAMS[name].find()]));
}
