// Params helpers for invoke error transitions: XState cannot infer the error event inside arrays of
// guarded transitions, so the shape is written once here.
export const errorOf = ({ event }: { event: { error: unknown } }): unknown => event.error
