import type { PGlite } from '@electric-sql/pglite'
import { NodeFS } from '@electric-sql/pglite/nodefs'

// PGlite's cluster on disk, through Emscripten's NODEFS, with each file's size kept between changes. Postgres asks
// a relation's size (a seek to its end) while planning nearly every statement, and NODEFS answers each seek with
// an fstat system call: a tenth of the gateway's CPU under the exercise report's read load (a `node --cpu-prof`
// profile, issue 66). Only this process writes the cluster's files, and every write, truncation and opening goes
// through the operations wrapped here, each of which forgets the kept size; the next seek asks the disk again.

const SEEK_END = 2

interface FileNode {
  mode: number
  /** The file's size as last asked of the disk, until the file is written, truncated or opened again. */
  keptSize?: number
}
interface Stream {
  node: FileNode
}
type Op<A extends unknown[]> = (...args: A) => unknown
interface NodeFsOps {
  node_ops: { setattr?: Op<[FileNode, unknown]> }
  stream_ops: {
    llseek?: Op<[Stream, number, number]>
    write?: Op<[Stream, ...unknown[]]>
    setattr?: Op<[Stream, unknown]>
    open?: Op<[Stream]>
  }
}
interface EmscriptenFs {
  isFile(mode: number): boolean
}

/**
 * Wraps NODEFS's shared operation tables (every file node refers to them) once per module; false, leaving NODEFS
 * as it is, when PGlite's Emscripten build no longer has the operations this relies on.
 */
export function keepFileSizes(nodefs: NodeFsOps, fs: EmscriptenFs): boolean {
  const { stream_ops: stream, node_ops: node } = nodefs
  const { llseek, write, setattr: streamSetattr, open } = stream
  const nodeSetattr = node.setattr
  if (!llseek || !write || !streamSetattr || !open || !nodeSetattr) return false
  stream.llseek = (file, offset, whence) => {
    if (whence !== SEEK_END || !fs.isFile(file.node.mode)) return llseek(file, offset, whence)
    file.node.keptSize ??= llseek(file, 0, SEEK_END) as number
    // NODEFS's own check: a position before the start is EINVAL (28), which it throws as an ErrnoError.
    if (offset + file.node.keptSize < 0) return llseek(file, offset, whence)
    return offset + file.node.keptSize
  }
  stream.write = (file, ...rest) => {
    file.node.keptSize = undefined
    return write(file, ...rest)
  }
  stream.setattr = (file, attributes) => {
    file.node.keptSize = undefined
    return streamSetattr(file, attributes)
  }
  stream.open = (file) => {
    file.node.keptSize = undefined
    return open(file)
  }
  node.setattr = (file, attributes) => {
    file.keptSize = undefined
    return nodeSetattr(file, attributes)
  }
  return true
}

/** PGlite's NodeFS whose module keeps its files' sizes (keepFileSizes); `kept` says whether it could. */
export class SizedNodeFS extends NodeFS {
  kept = false

  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]) {
    const { emscriptenOpts } = await super.init(pg, opts)
    const keep = (module: unknown) => {
      const { NODEFS, FS } = module as { NODEFS: NodeFsOps; FS: EmscriptenFs }
      this.kept = keepFileSizes(NODEFS, FS)
    }
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [keep, ...(emscriptenOpts.preRun ?? [])] } }
  }
}
