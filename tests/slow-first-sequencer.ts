import { BaseSequencer, type TestSpecification } from 'vitest/node'

// Vitest starts the files it has no timings for (every run on a clean clone, as in CI) largest first. The files
// below are small and slow: started last, one of them alone kept a worker busy after the other had finished
// (the hostile route walk began at 116 s of a 142 s pass). Measured: they start first, in this order.
const SLOW_FIRST = [
  'tests/server/simulation/smtp-delivery.test.ts',
  'tests/server/platform/route-walk-hostile-1.test.ts',
  'tests/server/platform/route-walk-hostile-2.test.ts',
  'tests/server/platform/route-walk.test.ts',
  'tests/e2e/faults.test.ts',
  'tests/e2e/visual-walk-1440.test.ts',
  'tests/e2e/visual-walk-390.test.ts',
]

export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const rank = (spec: TestSpecification) => SLOW_FIRST.findIndex((path) => spec.moduleId.endsWith(path))
    const slow = sorted.filter((spec) => rank(spec) >= 0).sort((a, b) => rank(a) - rank(b))
    return [...slow, ...sorted.filter((spec) => rank(spec) < 0)]
  }
}
