// How a job's handler says it did not finish. Anything a handler returns completes the job; a JobFailure is
// retried by the queue (its backoff), ends in the dead letters when `final`, or is asked again at the time the
// other party named (`retryAt`, a provider's Retry-After) as a new job that carries the attempts made so far.

export interface JobAttempt {
  /** 1 for the first run, counting every earlier job of the same work. */
  number: number
  /** No attempt follows this one if it fails. */
  last: boolean
}

export class JobFailure extends Error {
  constructor(
    message: string,
    readonly when: { final?: boolean; retryAt?: Date } = {},
  ) {
    super(message)
  }
}

/** The attempts a job carries from earlier jobs of the same work (a retry at a provider's time). */
export interface CarriedAttempts {
  priorAttempts?: number
}

export function attemptOf(job: { data: unknown; retryCount: number; retryLimit: number }): JobAttempt {
  const prior = (job.data as CarriedAttempts | null)?.priorAttempts ?? 0
  const number = prior + job.retryCount + 1
  return { number, last: number >= job.retryLimit + 1 }
}
