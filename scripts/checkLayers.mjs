// Enforces the direction of dependencies: web → react-hooks → core, cli → react-hooks → core, server → core.
// tsc -b already fails on an undeclared package; this also refuses a declared one that points the wrong way,
// relative imports that leave a package, and I/O, React or clock reads inside core.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'

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

const sourceFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name.startsWith('dist') ? [] : sourceFiles(path)
    return /\.(ts|tsx|mts)$/.test(entry.name) ? [path] : []
  })

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

if (problems.length > 0) {
  process.stderr.write(`Layer check failed (dependencies point toward core only):\n  ${problems.join('\n  ')}\n`)
  process.exit(1)
}
process.stdout.write('Layer check passed: web → react-hooks → core, cli → react-hooks → core, server → core\n')
