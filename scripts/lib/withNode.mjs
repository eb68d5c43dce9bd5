// The Node that runs the workspace. Parkade supports the LTS lines 22 and 24 (engines.node in
// package.json); a machine whose Node is older gets a private Node 24 from the npm registry's
// `node` package under .tools/node24/ (git-ignored; the system's Node is left alone), and the
// root scripts re-run themselves with it first on PATH, so pnpm, Vitest, Playwright, tsx and
// every server they start run on it too. No dependencies: this runs before anything is installed.
//
// As a command, `node scripts/lib/withNode.mjs <command> [args…]` runs one command that way.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { delimiter, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')

/** The oldest Node the workspace's dependency tree accepts (lighthouse 13.5 wants >= 22.19). */
export const MIN_NODE = '22.19.0'
/** The Node installed under .tools/ for each major, when the machine's own is another. */
export const NODE_VERSIONS = { 22: '22.23.3', 24: '24.21.0' }

const toolsDir = (major) => join(root, '.tools', `node${major}`)

function compare(a, b) {
  const [x, y] = [a, b].map((v) => v.replace(/^v/, '').split('.').map(Number))
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] - y[i]
  return 0
}

export function isSupported(version = process.versions.node) {
  return compare(version, MIN_NODE) >= 0
}

function versionOf(nodePath) {
  const result = spawnSync(nodePath, ['--version'], { encoding: 'utf8' })
  return result.status === 0 ? result.stdout.trim().replace(/^v/, '') : null
}

/** Where npm put the binary: the `node` package links it to bin/node; the platform package has its own. */
function installedBinary(dir) {
  const platformPackage = `node-${process.platform}-${process.arch}`
  for (const candidate of [
    join(dir, 'node_modules', 'node', 'bin', 'node'),
    join(dir, 'node_modules', 'node', 'node_modules', platformPackage, 'bin', 'node'),
    join(dir, 'node_modules', platformPackage, 'bin', 'node'),
  ]) {
    if (existsSync(candidate)) return candidate
  }
  return null
}

/**
 * A Node of this major: the running one when it is that major, else the copy under
 * .tools/node<major>/, installed from the npm registry on first use (about 190 MB, a few seconds
 * from npm's cache). Returns { node, binDir, version }; throws when npm could not install it.
 */
export function ensureNode(major) {
  if (Number(process.versions.node.split('.')[0]) === major) {
    return { node: process.execPath, binDir: dirname(process.execPath), version: process.versions.node }
  }
  // The machine's own Node, when a script re-ran itself on another one and it is this major.
  const machineNode = process.env.PARKADE_MACHINE_NODE
  const machineVersion = machineNode && versionOf(machineNode)
  if (machineVersion && Number(machineVersion.split('.')[0]) === major && isSupported(machineVersion)) {
    return { node: machineNode, binDir: dirname(machineNode), version: machineVersion }
  }
  const version = NODE_VERSIONS[major]
  if (!version) throw new Error(`No Node ${major} is pinned in scripts/lib/withNode.mjs`)
  const dir = toolsDir(major)
  let node = installedBinary(dir)
  if (node && versionOf(node) === version) return { node, binDir: dirname(node), version }

  console.info(`Installing Node ${version} from the npm registry (node@${version}) into ${join('.tools', `node${major}`)}; the machine's Node is left as it is…`)
  mkdirSync(dir, { recursive: true })
  if (!existsSync(join(dir, 'package.json'))) {
    // Its own package root, so npm neither climbs to the workspace nor records it there.
    writeFileSync(join(dir, 'package.json'), '{ "private": true }\n')
  }
  const npm = (spec) =>
    spawnSync('npm', ['install', '--prefix', dir, '--no-audit', '--no-fund', '--loglevel=error', spec], { cwd: dir, stdio: ['ignore', 'inherit', 'inherit'] })
      .status
  // The `node` package fetches the platform's binary package in an install script; when install
  // scripts are not run, install that platform package directly (it has none).
  npm(`node@${version}`)
  node = installedBinary(dir)
  if (!node || versionOf(node) !== version) {
    npm(`node-${process.platform}-${process.arch}@${version}`)
    node = installedBinary(dir)
  }
  if (!node || versionOf(node) !== version) {
    throw new Error(`Could not install Node ${version} from the npm registry into ${dir}. Install Node ${major} (or any Node >= ${MIN_NODE}) and run again.`)
  }
  return { node, binDir: dirname(node), version }
}

/** The environment with this Node's folder first on PATH. */
export function envWithNode({ binDir }, env = process.env) {
  return { ...env, PATH: [binDir, env.PATH].filter(Boolean).join(delimiter) }
}

/**
 * Runs the current script again under `target` ({ node, binDir }) with it first on PATH, passes
 * signals on, and exits with its code. Resolves never: `await` it at the top of a script.
 */
function reexec(target, why) {
  if (process.env.PARKADE_NODE_REEXEC === target.node) {
    console.error(`Re-running under ${target.node} did not take (still Node ${process.versions.node}).`)
    process.exit(1)
  }
  console.info(`${why}: running ${process.argv.slice(1).map((a) => a.replace(`${root}/`, '')).join(' ')} on Node ${target.version} (${target.node.replace(`${root}/`, '')}).`)
  const env = { ...envWithNode(target), PARKADE_NODE_REEXEC: target.node, PARKADE_MACHINE_NODE: process.env.PARKADE_MACHINE_NODE ?? process.execPath }
  const child = spawn(target.node, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit', env })
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal))
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
  child.on('error', (error) => {
    console.error(`Could not start ${target.node}: ${error.message}`)
    process.exit(1)
  })
  return new Promise(() => {})
}

function ensureNodeOrExit(major) {
  try {
    return ensureNode(major)
  } catch (error) {
    console.error(error.message)
    process.exit(1)
  }
}

/** Goes on under the running Node when it is supported, else re-runs the script on Node 24. */
export async function runOnSupportedNode() {
  if (isSupported()) return
  await reexec(ensureNodeOrExit(24), `Node ${process.versions.node} is older than Parkade supports (>= ${MIN_NODE})`)
}

/** Goes on when the running Node is this major, else re-runs the script on it (installed when missing). */
export async function runOnNodeMajor(major) {
  if (Number(process.versions.node.split('.')[0]) === major) return
  await reexec(ensureNodeOrExit(major), `The tests run on Node ${major}`)
}

// `node scripts/lib/withNode.mjs <command> [args…]`: one command with a supported Node on PATH.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [command, ...args] = process.argv.slice(2)
  if (!command) {
    console.error('usage: node scripts/lib/withNode.mjs <command> [args…]')
    process.exit(2)
  }
  const env = isSupported() ? process.env : envWithNode(ensureNodeOrExit(24))
  const child = spawn(command, args, { stdio: 'inherit', env })
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal))
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
  child.on('error', (error) => {
    console.error(`${command}: ${error.message}`)
    process.exit(127)
  })
}
