// Enforces the direction of dependencies: web → react-hooks → core, cli → react-hooks → core, server → core.
// tsc -b already fails on an undeclared package; this also refuses a declared one that points the wrong way,
// relative imports that leave a package, and I/O, React or clock reads inside core. Inside server/src it refuses
// an import of http/ from below it and any import that closes a loop of folders; across the workspace, any loop of
// files importing each other.
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

// Inside server/src the top-level folders (a root file is its own) form floors: http/ and the top (openBourse.ts,
// main.ts, staffAdd.ts, testing/) above the domain folders, store/ at the bottom. Tests sit above everything.
const serverSrc = join(root, 'server', 'src')
const top = new Set(['http', 'openBourse.ts', 'main.ts', 'staffAdd.ts', 'testing'])
const folderOf = (file) => relative(serverSrc, file).split(sep)[0]
/** `folder → target folder → [file, imported file]`, from server/src's non-test files. */
const folderImports = new Map()
for (const [file, targets] of workspace) {
  if (!file.startsWith(serverSrc + sep) || isTest(file)) continue
  for (const target of targets.filter((target) => target.startsWith(serverSrc + sep))) {
    const [from, to] = [folderOf(file), folderOf(target)]
    if (from === to) continue
    if (to === 'http' && !top.has(from)) {
      problems.push(`${relative(root, file)} imports ${relative(root, target)}: only http/ and the top use http/`)
    }
    if (!folderImports.has(from)) folderImports.set(from, new Map())
    const byTarget = folderImports.get(from)
    byTarget.set(to, [...(byTarget.get(to) ?? []), [file, target]])
  }
}
// Folders that reach each other: the links with the fewest imports go first until no loop is left; those imports
// run back up.
const links = new Map([...folderImports].map(([from, byTarget]) => [from, [...byTarget.keys()]]))
for (let circles = circlesOf(links); circles.length > 0; circles = circlesOf(links)) {
  const [from, to] = circles
    .flatMap((circle) =>
      circle.flatMap((from) =>
        links
          .get(from)
          .filter((to) => circle.includes(to))
          .map((to) => [from, to]),
      ),
    )
    .sort(([a, b], [c, d]) => folderImports.get(a).get(b).length - folderImports.get(c).get(d).length)[0]
  links.set(
    from,
    links.get(from).filter((target) => target !== to),
  )
  for (const [file, target] of folderImports.get(from).get(to)) {
    problems.push(`${relative(root, file)} imports ${relative(root, target)}: runs back up (${to}/ reaches ${from}/)`)
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
