// Enforces the direction of dependencies: web → react-hooks → core, cli → react-hooks → core, server → core.
// tsc -b already fails on an undeclared package; this also refuses a declared one that points the wrong way,
// relative imports that leave a package, and I/O, React or clock reads inside core. Inside server/src it refuses
// an import of the upper floors (http/, openBourse.ts, testing/) from below them and any import that runs back up a
// loop of folders; across the workspace, any circle of files importing each other.
import { readFileSync } from 'node:fs'
import { join, relative, resolve, sep } from 'node:path'
import { circlesOf, importGraph, sourceFiles } from './importGraph.mjs'

const allowed = {
  core: [],
  'react-hooks': ['core'],
  web: ['core', 'react-hooks'],
  cli: ['core', 'react-hooks'],
  server: ['core'],
}
const forbiddenInCore = [
  [/from ['"](node:|react|zustand|fs|path|http)/, 'I/O or React import'],
  [/\bDate\.now\(/, 'clock read (time is a parameter)'],
  [/new Date\(\s*\)/, 'clock read (time is a parameter)'],
  [/Math\.random\(/, 'randomness (seeds are parameters)'],
]

const root = resolve(import.meta.dirname, '..')
// Tests (and their support files) may use the shared test support in scripts/testing/, e.g. spawnServer.
const isTest = (file) => /\.test\.tsx?$/.test(file) || /[/\\](e2e|testing|fixtures)[/\\]/.test(file)
const problems = []

for (const [name, may] of Object.entries(allowed)) {
  const manifest = JSON.parse(readFileSync(join(root, name, 'package.json'), 'utf8'))
  const declared = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies, ...manifest.peerDependencies })
  for (const dep of declared.filter((d) => d.startsWith('@bourse/'))) {
    if (!may.includes(dep.slice('@bourse/'.length))) problems.push(`${name}/package.json depends on ${dep}`)
  }
  for (const file of sourceFiles(join(root, name, 'src'))) {
    const text = readFileSync(file, 'utf8')
    const where = relative(root, file)
    for (const [, target] of text.matchAll(/from ['"]@bourse\/([\w-]+)/g)) {
      if (!may.includes(target)) problems.push(`${where} imports @bourse/${target}`)
    }
    for (const [, path] of text.matchAll(/from ['"]((?:\.\.\/)+[^'"]*)['"]/g)) {
      const target = relative(join(root, name), resolve(file, '..', path))
      const sharedTestSupport = isTest(file) && relative(root, resolve(file, '..', path)).startsWith('scripts/testing/')
      if (target.startsWith('..') && !sharedTestSupport) problems.push(`${where} reaches outside its package: ${path}`)
    }
    if (name === 'core' && !file.endsWith('.test.ts')) {
      for (const [pattern, what] of forbiddenInCore) if (pattern.test(text)) problems.push(`${where}: ${what}`)
    }
  }
}

// No circle of files anywhere in the workspace (type-only imports and tests included): each file can be read
// after the files it imports.
const workspace = importGraph(Object.keys(allowed).flatMap((name) => sourceFiles(join(root, name))))
for (const circle of circlesOf(workspace)) {
  problems.push(`files import each other in a circle: ${circle.map((file) => relative(root, file)).join(', ')}`)
}

// Inside server/src the top-level folders (a root file is its own) form floors and every import runs down: the top
// (main.ts, staffAdd.ts, testing/) over openBourse.ts, the composition root, over http/ (every route, guard and
// request helper) over the domain folders, store/ at the bottom. Tests (*.test.ts) sit above it all.
const serverSrc = join(root, 'server', 'src')
/** The upper floors, and the only folders that may import them. */
const onlyFrom = {
  http: ['openBourse.ts', 'main.ts', 'staffAdd.ts', 'testing'],
  'openBourse.ts': ['main.ts', 'staffAdd.ts', 'testing'],
  testing: [],
}
const folderOf = (file) => relative(serverSrc, file).split(sep)[0]
/** A domain's own test support (`risk/testing/…`): held to the floors like the domain, so it cannot reach testing/. */
const isDomainTestSupport = (file) =>
  !/\.test\.tsx?$/.test(file) &&
  folderOf(file) !== 'testing' &&
  relative(serverSrc, file).split(sep).includes('testing')
/** `folder → imported folder → [file, imported file]`, from server/src's non-test files. */
const folderImports = new Map()
for (const [file, targets] of workspace) {
  if (!file.startsWith(serverSrc + sep) || (isTest(file) && !isDomainTestSupport(file))) continue
  for (const target of targets.filter((target) => target.startsWith(serverSrc + sep))) {
    const [from, to] = [folderOf(file), folderOf(target)]
    if (from === to) continue
    if (onlyFrom[to] !== undefined && !onlyFrom[to].includes(from)) {
      problems.push(`${relative(root, file)} imports ${relative(root, target)}: ${to} is above ${from}`)
    }
    if (!folderImports.has(from)) folderImports.set(from, new Map())
    const byTarget = folderImports.get(from)
    byTarget.set(to, [...(byTarget.get(to) ?? []), [file, target]])
  }
}
// Folders that reach each other are laid out on floors as the imports suggest (Eades, Lin and Smyth's ordering,
// each link weighed by its imports: below the upper floors, folders nothing else in the loop imports go up first,
// folders that import nothing of it go down, else the folder that imports the most beyond what it is imported); the
// imports of every link that then runs back up are named.
const importsOf = (from, to) => folderImports.get(from)?.get(to)?.length ?? 0
const links = new Map([...folderImports].map(([from, byTarget]) => [from, [...byTarget.keys()]]))
for (const circle of circlesOf(links)) {
  const left = new Set(circle)
  const weight = (folder, side) =>
    [...left].reduce((sum, other) => sum + (side === 'out' ? importsOf(folder, other) : importsOf(other, folder)), 0)
  // The upper floors stand where they are meant to; an import of them from below is named above already.
  const top = ['main.ts', 'staffAdd.ts', 'testing', 'openBourse.ts', 'http'].filter((folder) => left.delete(folder))
  const bottom = []
  while (left.size > 0) {
    const sink = [...left].find((folder) => weight(folder, 'out') === 0)
    const source = [...left].find((folder) => weight(folder, 'in') === 0)
    const next =
      sink ??
      source ??
      [...left].sort((a, b) => weight(b, 'out') - weight(b, 'in') - (weight(a, 'out') - weight(a, 'in')))[0]
    if (next === sink) bottom.unshift(next)
    else top.push(next)
    left.delete(next)
  }
  const floorOf = new Map([...top, ...bottom].map((folder, index) => [folder, index]))
  for (const from of circle) {
    const runsBackUp = (to) => floorOf.get(to) < floorOf.get(from) && onlyFrom[to] === undefined
    for (const to of links.get(from).filter(runsBackUp)) {
      for (const [file, target] of folderImports.get(from).get(to)) {
        problems.push(`${relative(root, file)} imports ${relative(root, target)}: runs back up (${to} reaches ${from})`)
      }
    }
  }
}

if (problems.length > 0) {
  process.stderr.write(`Layer check failed (dependencies point toward core only):\n  ${problems.join('\n  ')}\n`)
  process.exit(1)
}
process.stdout.write(
  'Layer check passed: web → react-hooks → core, cli → react-hooks → core, server → core; ' +
    'server/src reads top-down, http/ above the domains; no circle of files\n',
)
