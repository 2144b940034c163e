// The workspace's graph of relative imports, read as plain text (no compiler): fast enough to run on every test.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

/** Every TypeScript file under `dir`, skipping dependencies and build output. */
export const sourceFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name.startsWith('dist') ? [] : sourceFiles(path)
    return /\.(ts|tsx|mts)$/.test(entry.name) ? [path] : []
  })

// `… from './x.js'` (imports, type imports, re-exports), `import './x.js'` and `import('./x.js')`.
const relativeImport = /(?:\bfrom\s*|^\s*import\s*|\bimport\s*\(\s*)['"](\.{1,2}\/[^'"]*)['"]/gm

/** The relative specifiers a file's text imports, type-only ones included. */
export const relativeImportsOf = (text) => [...text.matchAll(relativeImport)].map((match) => match[1])

/** The file a relative specifier names: `.js` written for `.ts`/`.tsx`, or a folder's `index`. */
const resolveImport = (files, from, specifier) => {
  const base = resolve(dirname(from), specifier)
  const stem = base.replace(/\.m?jsx?$/, '')
  const candidates = [base, `${stem}.ts`, `${stem}.tsx`, `${stem}.mts`, join(base, 'index.ts'), join(base, 'index.tsx')]
  return candidates.find((candidate) => files.has(candidate))
}

/** `file → the files it imports` for the given files; imports that leave the set are not edges. */
export const importGraph = (paths) => {
  const files = new Set(paths)
  const graph = new Map()
  for (const file of paths) {
    const targets = relativeImportsOf(readFileSync(file, 'utf8'))
      .map((specifier) => resolveImport(files, file, specifier))
      .filter((target) => target !== undefined && target !== file)
    graph.set(file, [...new Set(targets)])
  }
  return graph
}

/** The strongly connected components of `node → nodes` with more than one member: the circles (Tarjan). */
export const circlesOf = (graph) => {
  const index = new Map()
  const low = new Map()
  const stack = []
  const onStack = new Set()
  const circles = []
  let next = 0
  const visit = (node) => {
    index.set(node, next)
    low.set(node, next)
    next += 1
    stack.push(node)
    onStack.add(node)
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target)
        low.set(node, Math.min(low.get(node), low.get(target)))
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)))
    }
    if (low.get(node) !== index.get(node)) return
    const members = []
    let member
    do {
      member = stack.pop()
      onStack.delete(member)
      members.push(member)
    } while (member !== node)
    if (members.length > 1) circles.push(members.sort())
  }
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node)
  return circles
}
